// Malformed input: every error is a linrt::Error that says where ("t.mlir:LINE:COL") and what;
// truncated, mutated and deeply nested input never crashes or hangs the parser.
#include <doctest/doctest.h>

#include <fstream>
#include <random>
#include <sstream>

#include "tests/unit/parser_test_util.h"

using namespace linrt;
using namespace linrt::graph;
using namespace linrt::testing;

namespace {

std::string read_text(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

// Parses `text`; true when it succeeded, false on a linrt::Error. Anything else escapes and
// fails the test.
bool parses_or_reports(std::string_view text) {
  try {
    parse_module(text, "t.mlir");
    return true;
  } catch (const Error&) {
    return false;
  }
}

void check_error(std::string_view text, const std::string& where, const std::string& phrase) {
  std::string msg = parse_error(text);
  CAPTURE(text);
  CHECK_MESSAGE(msg.find("t.mlir:" + where + ":") != std::string::npos, msg);
  CHECK_MESSAGE(msg.find(phrase) != std::string::npos, msg);
}

const std::string kFn = "func.func @f(%a: f32, %t: tensor<4xf32>) {\n";  // line 1; snippets start on line 2

}  // namespace

TEST_CASE("parser errors: every prefix of a real export either parses or throws linrt::Error") {
  std::string text = read_text(std::string(LINRT_SOURCE_DIR) + "/tests/parser/conv_leaky_linear.mlir");
  REQUIRE(text.size() > 1000);
  // A prefix cut inside the module or inside the resource trailer cannot parse; prefixes that
  // end between top-level items (comment, alias lines, the closed module) can.
  const size_t module_start = text.find("module {");
  const size_t module_end = text.find("\n}\n") + 2;
  const size_t trailer_start = text.find("{-#");
  const size_t trailer_end = text.find("#-}") + 3;
  REQUIRE(module_start < module_end);
  REQUIRE(module_end < trailer_start);
  size_t wrongly_parsed = 0;
  for (size_t n = 0; n <= text.size(); ++n) {
    bool ok = parses_or_reports(std::string_view(text).substr(0, n));
    bool inside = (n > module_start && n < module_end) || (n > trailer_start && n < trailer_end);
    if (ok && inside) ++wrongly_parsed;
  }
  CHECK(wrongly_parsed == 0);
  CHECK(parses_or_reports(text));
}

TEST_CASE("parser errors: mutated copies of a real export never crash") {
  std::string text = read_text(std::string(LINRT_SOURCE_DIR) + "/tests/parser/custom_forms.mlir");
  REQUIRE(!text.empty());
  std::mt19937 rng(1234);
  const char alphabet[] = "%#@!^()[]{}<>,:=-?*+x0123456789\"\\ \nabcdefz.";
  for (int i = 0; i < 3000; ++i) {
    std::string t = text;
    int edits = 1 + int(rng() % 3);
    for (int e = 0; e < edits; ++e) {
      size_t pos = rng() % t.size();
      switch (rng() % 3) {
        case 0: t[pos] = alphabet[rng() % (sizeof alphabet - 1)]; break;
        case 1: t.erase(pos, 1 + rng() % 8); break;
        default: t.insert(pos, 1, alphabet[rng() % (sizeof alphabet - 1)]); break;
      }
      if (t.empty()) t = "x";
    }
    parses_or_reports(t);
  }
}

TEST_CASE("parser errors: hex data") {
  check_error(kFn + R"(  %0 = arith.constant dense<"0x0000G03F"> : tensor<f32>)", "2:36", "invalid hex digit 'G'");
  check_error(kFn + R"(  %0 = arith.constant dense<"0x000"> : tensor<f32>)", "2:29", "odd number of digits");
  check_error(kFn + R"(  %0 = arith.constant dense<"0x000000"> : tensor<2xf32>)", "2:29",
              "hex data is 3 bytes but tensor<2xf32> needs 8 (or 4 for a splat)");
  check_error("{-# dialect_resources: { builtin: { r: \"0x0400\" } } #-}", "1:40", "shorter than its 4-byte header");
  check_error("{-# dialect_resources: { builtin: { r: \"0x04000000zz\" } } #-}", "1:51", "invalid hex digit 'z'");
}

TEST_CASE("parser errors: dense literals that do not match their type") {
  check_error(kFn + "  %0 = arith.constant dense<[1.0, 2.0, 3.0]> : tensor<2xf32>", "2:23",
              "dense literal has shape [3] (3 elements) but the type tensor<2xf32> has 2 elements");
  check_error(kFn + "  %0 = arith.constant dense<[[1, 2], [3]]> : tensor<2x2xi32>", "2:38", "not rectangular");
  check_error(kFn + "  %0 = arith.constant dense<[1.5]> : tensor<1xi32>", "2:30", "expected an integer literal");
  check_error(kFn + "  %0 = arith.constant dense<[300]> : tensor<1xi8>", "2:30", "does not fit in i8");
  check_error(kFn + "  %0 = arith.constant dense<[-1]> : tensor<1xui8>", "2:31", "negative integer literal");
  check_error(kFn + "  %0 = arith.constant dense<1.0> : tensor<?xf32>", "2:36", "statically shaped");
  check_error(kFn + "  %0 = arith.constant dense<> : tensor<2xf32>", "2:23", "empty dense literal");
}

TEST_CASE("parser errors: dense_resource without a trailer entry is reported at its use") {
  check_error(kFn + "  %0 = arith.constant dense_resource<w0> : tensor<2xf32>\n  return\n}",
              "2:38", "dense_resource 'w0' has no entry");
  check_error(kFn + "  %0 = arith.constant dense_resource<w0> : tensor<2xf32>\n  return\n}\n"
                    "{-# dialect_resources: { builtin: { w0: \"0x0400000000000000\" } } #-}",
              "2:38", "holds 4 bytes but tensor<2xf32> needs 8");
}

TEST_CASE("parser errors: unknown ops, values and aliases") {
  check_error(kFn + "  %0 = foo.bar %a : f32", "2:8", "unknown operation 'foo.bar'");
  check_error(kFn + "  %0 = arith.addf %a, %nope : f32", "2:23", "use of undefined SSA value '%nope'");
  check_error(kFn + "  %0 = arith.addf %a, %a : f32\n  %0 = arith.mulf %a, %a : f32", "3:3",
              "redefinition of SSA value '%0'");
  check_error(kFn + "  %0 = arith.addf %a, %a : f32\n  %1 = arith.addf %0#1, %a : f32", "3:19", "has only 1 result");
  check_error(kFn + "  %0 = linalg.generic {indexing_maps = [#map9], iterator_types = []} outs(%t : tensor<4xf32>) {\n"
                    "  ^bb0(%o: f32):\n    linalg.yield %o : f32\n  } -> tensor<4xf32>",
              "2:41", "undefined attribute alias '#map9'");
  check_error("func.func private @f(!nope)", "1:22", "undefined type alias '!nope'");
  check_error("#m = affine_map<(d0) -> (d0)>\n#m = affine_map<(d0) -> (d0)>", "2:1", "redefinition of attribute alias");
  check_error(kFn + "  \"t.op\"() {a = 1, a = 2} : () -> ()", "2:20", "duplicate attribute 'a'");
}

TEST_CASE("parser errors: types stated by the syntax must match the operands") {
  check_error(kFn + "  %0 = arith.addf %t, %a : f32", "2:19",
              "type mismatch: '%t' has type tensor<4xf32> but the op states f32");
  check_error(kFn + "  %0 = \"t.op\"(%a) : (i32) -> f32", "2:15", "but the op states i32");
  check_error(kFn + "  %0 = \"t.op\"(%a, %a) : (f32) -> f32", "2:25", "operation has 2 operand(s) but its type lists 1");
  check_error(kFn + "  %0 = tensor.extract %t[%a] : tensor<4xf32>", "2:26", "but the op states index");
  check_error(kFn + "  return %a : i32", "2:10", "but the op states i32");
}

TEST_CASE("parser errors: result counts") {
  check_error(kFn + "  %0:2 = arith.addf %a, %a : f32", "2:10", "defines 1 result(s) but 2 are bound");
  check_error(kFn + "  %0 = \"t.op\"() : () -> (f32, f32)", "2:8", "defines 2 result(s) but 1 are bound");
  check_error(kFn + "  %0:0 = \"t.op\"() : () -> ()", "2:6", "invalid result count");
}

TEST_CASE("parser errors: lexical and structural problems") {
  check_error(kFn + "  \"t.op\"() {s = \"abc} : () -> ()\n", "2:17", "unterminated string literal");
  check_error(kFn + "  %0 = arith.constant 1 : i32 `", "2:31", "unexpected character '`'");
  check_error(kFn + "  %0 = arith.constant 1 : i32", "1:42", "region is not closed");
  check_error("module {\n  func.func @f() {\n    return\n  }\n", "1:8", "module body is not closed");
  check_error(kFn + "  %0 = arith.constant 1 : tensor<4xfoo>", "2:36", "expected a type");
  check_error(kFn + "  %0 = arith.constant 300 : i8", "2:23", "does not fit in i8");
  check_error(kFn + "  %0 = arith.constant -3 : ui32", "2:24", "negative integer literal");
  check_error(kFn + "  %0 = arith.cmpf bogus, %a, %a : f32", "2:19", "unknown predicate 'bogus'");
  check_error(kFn + "  \"t.op\"() [^bb1] : () -> ()\n}", "2:13", "reference to an undefined block '^bb1'");
  check_error(kFn + "  cf.br ^next\n^bb1:\n  return\n}", "2:9", "reference to an undefined block '^next'");
  check_error(kFn + "  cf.cond_br %a, ^bb1, ^bb1\n^bb1:\n  return\n}", "2:14", "'%a' has type f32 but the op states i1");
  check_error(kFn + "  %0 = \"t.op\"() {m = affine_map<(d0) -> (d0 * d0)>} : () -> f32", "2:45", "non-affine");
  check_error("{-# dialect_resources: { builtin: { r: \"0x04000000\" } }", "1:1", "metadata block is not closed");
  check_error("module {}\nmodule {}", "2:1", "only one module per file");
  check_error(kFn + "  \"t.op\"() ({\n  ^bb0:\n    \"t.y\"() : () -> ()\n  ^bb0:\n    \"t.y\"() : () -> ()\n  }) : () -> ()",
              "5:3", "redefinition of block '^bb0'");
}

TEST_CASE("parser errors: nesting deeper than the limit is an error, not a stack overflow") {
  std::string deep_attr = kFn + "  \"t.op\"() {a = " + std::string(100000, '[');
  CHECK(parse_error(deep_attr).find("nesting deeper than the limit of 256") != std::string::npos);
  std::string deep_regions = "func.func @f() {\n";
  for (int i = 0; i < 5000; ++i) deep_regions += "\"t.op\"() ({\n";
  CHECK(parse_error(deep_regions).find("nesting deeper than the limit") != std::string::npos);
  std::string deep_affine = "\"t.op\"() {m = affine_map<(d0) -> (" + std::string(100000, '(');
  CHECK(parse_error(deep_affine).find("nesting deeper than the limit") != std::string::npos);
  std::string deep_minus = "\"t.op\"() {m = affine_map<(d0) -> (" + std::string(100000, '-');
  CHECK(parse_error(deep_minus).find("nesting deeper than the limit") != std::string::npos);
  std::string deep_opaque = "\"t.op\"() {m = #x.y" + std::string(100000, '<');
  CHECK(parse_error(deep_opaque).find("nested too deeply") != std::string::npos);
  std::string deep_type = "func.func private @f(" + std::string(100000, '(');
  CHECK(parse_error(deep_type).find("nesting deeper than the limit") != std::string::npos);

  ParseOptions small;
  small.max_nesting_depth = 6;
  std::string nested = kFn + "  \"t.op\"() {a = [[[[[[[1]]]]]]]} : () -> ()\n  return\n}";
  CHECK(parse_error(nested).empty());
  std::string msg = parse_error(nested, small);
  CHECK(msg.find("t.mlir:2:") != std::string::npos);
  CHECK(msg.find("nesting deeper than the limit of 6") != std::string::npos);
}

TEST_CASE("parser errors: input over max_file_bytes is a Limit error") {
  ParseOptions opts;
  opts.max_file_bytes = 10;
  try {
    parse_module("func.func private @f()", "big.mlir", opts);
    FAIL("expected a Limit error");
  } catch (const Error& e) {
    CHECK(e.kind() == ErrorKind::Limit);
  }
}
