// print(parse(x)) must read back to the same IR: print(parse(print(parse(x)))) == print(parse(x))
// for every .mlir file in the repository's test inputs and for snippets that use every attribute
// kind. Since the printer writes everything the IR holds (attributes, types, operand wiring,
// constant bytes), equal text means equal IR.
#include <doctest/doctest.h>

#include <filesystem>

#include "graph/printer.h"
#include "tests/unit/parser_test_util.h"

using namespace linrt;
using namespace linrt::graph;
using namespace linrt::testing;

namespace {

namespace fs = std::filesystem;

void check_roundtrip_text(std::string_view text, const std::string& name) {
  CAPTURE(name);
  std::string once = print_module(*parse_module(text, name));
  std::string twice = print_module(*parse_module(once, name + " (printed)"));
  CHECK(once == twice);
}

// The .mlir files under `dir`; an existing directory that holds files but no .mlir file means
// the search is broken, which fails the test.
std::vector<fs::path> mlir_files_under(const fs::path& dir) {
  std::vector<fs::path> out;
  if (!fs::exists(dir)) return out;
  size_t entries = 0;
  for (const auto& e : fs::recursive_directory_iterator(dir)) {
    ++entries;
    if (e.is_regular_file() && e.path().extension() == ".mlir") out.push_back(e.path());
  }
  CHECK_MESSAGE((!out.empty() || entries == 0), "no .mlir files found in non-empty " << dir);
  std::sort(out.begin(), out.end());
  return out;
}

}  // namespace

TEST_CASE("roundtrip: every .mlir under tests/fixtures, tests/conformance and tests/parser") {
  std::vector<fs::path> files;
  for (const char* dir : {LINRT_FIXTURES_DIR, LINRT_CONFORMANCE_DIR, LINRT_SOURCE_DIR "/tests/parser"}) {
    auto found = mlir_files_under(dir);
    files.insert(files.end(), found.begin(), found.end());
  }
  for (const fs::path& f : files) {
    CAPTURE(f.string());
    std::string once, twice;
    try {
      once = print_module(*parse_file(f.string()));
      twice = print_module(*parse_module(once, f.string() + " (printed)"));
    } catch (const Error& e) {
      FAIL_CHECK("parse failed: " << e.what());
      continue;
    }
    CHECK(once == twice);
  }
  MESSAGE("round-tripped " << files.size() << " files");
}

TEST_CASE("roundtrip: every attribute kind, escapes, special floats and odd names") {
  check_roundtrip_text(R"(
#map = affine_map<(d0, d1)[s0] -> (d0 * 2 + s0 - 1, d1 floordiv 3, d1 ceildiv -3, d1 mod 3, -d0, (d0 + d1) * -2, 7, d0 - (d1 - 2))>
module @"odd module" attributes {a = 1 : i32, "quoted key" = unit} {
  "t.op"() {i = 42, h = 0x10 : i32, n = -128 : i8, u8 = 255 : ui8, ix = 3 : index, b = true, bf = false,
    f = -2.5e-3 : f32, tiny = 1.0e-45 : f32, nan = 0x7FC00000 : f32, ninf = 0xFFF0000000000000 : f64,
    half = 0.1 : f16, bh = 3.3 : bf16, big = 1.0e300 : f64, neg0 = -0.0 : f32,
    s = "a\22b\n\\c\09\00end", e = "", arr = [1, "x", [2], []], d = {k = 1, flag, nested = {x = [true]}},
    da = array<i64: 1, -2>, dai1 = array<i1: true, false>, daf = array<f32: 1.5, -0.25>, dad = array<f64: 0.1>,
    dae = array<i32>, sym = @f, nsym = @a::@b, qsym = @"odd name", ty = tensor<2x?xf32>, fty = (i32) -> (f32, f32),
    op1 = #linalg.iterator_type<parallel>, op2 = #stream.parameter.named<"model"::"w0"> : tensor<4xf32>,
    m = #map, m2 = affine_map<() -> ()>, other = !hal.buffer_view,
    dn = dense<[[1.0, -2.0], [0.5, 3.0]]> : tensor<2x2xf32>, ds = dense<2.0> : tensor<4x4xbf16>,
    db = dense<[true, false]> : tensor<2xi1>, de = dense<> : tensor<0x3xf32>, dv = dense<1> : vector<2xi64>,
    dr = dense_resource<"blob name"> : tensor<2xi16>, f8 = dense<[0.5, 0x80]> : tensor<2xf8E4M3FN>} : () -> ()
  func.func private @f(%a: tensor<*xf32>, %b: tensor<4xf32, #enc.x<1>>) -> (tensor<*xf32>, i1) {
    %0:2 = "t.two"(%a) ({
    ^bb0(%x: f32):
      "t.yield"(%x) : (f32) -> ()
    ^bb1:
      "t.yield"() : () -> ()
    }, {
    }) : (tensor<*xf32>) -> (tensor<*xf32>, i1)
    return %0#0, %0#1 : tensor<*xf32>, i1
  }
}
{-#
  dialect_resources: {
    builtin: {
      "blob name": "0x0200000001000200"
    }
  }
#-}
)", "attributes.mlir");
}

TEST_CASE("roundtrip: the printed form keeps constants' bytes and resources") {
  auto m = parse_module(R"(
func.func @f() -> tensor<2xi16> {
  %0 = arith.constant dense_resource<r> : tensor<2xi16>
  %1 = arith.constant dense<[[1, 2, 3]]> : tensor<1x3xi8>
  return %0 : tensor<2xi16>
}
{-# dialect_resources: { builtin: { r: "0x1000000001800280" } } #-}
)", "r.mlir");
  auto again = parse_module(print_module(*m), "printed.mlir");
  REQUIRE(again->resources.size() == 1);
  CHECK(again->resources[0]->alignment == 16);
  CHECK(bytes_of(again->resources[0]->blob) == std::vector<uint8_t>{0x01, 0x80, 0x02, 0x80});
  const Attribute* v = find_op(*again, "arith.constant", 1).attr("value");
  REQUIRE(v != nullptr);
  CHECK(bytes_of(v->data) == std::vector<uint8_t>{1, 2, 3});
  CHECK(v->type.str() == "tensor<1x3xi8>");
}
