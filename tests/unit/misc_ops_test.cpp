// Tests of the reference misc handlers (engine/reference/misc_ops.cpp): func.call, cf.assert,
// globals, util/flow wrappers and IREE check ops, plus the runner for the conformance files of
// these families and of tensor.* (IREE e2e format: every public function takes no arguments and
// states its expectations with check.* ops).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/reference/executor.h"
#include "graph/parser.h"
#include "linrt/error.h"

using namespace linrt;
using linrt::ref::Executor;
using linrt::ref::RtValue;

namespace {

struct Program {
  std::unique_ptr<graph::Module> module;
  std::unique_ptr<Executor> exec;
  explicit Program(const std::string& text, const graph::ParseOptions& parse = {})
      : module(graph::parse_module(text, "t.mlir", parse)), exec(std::make_unique<Executor>(*module)) {}
  std::vector<RtValue> call(std::vector<RtValue> args = {}, std::string_view fn = "main") {
    return exec->call(fn, std::move(args));
  }
  const std::vector<ref::CheckFailure>& failures() const { return exec->check_failures(); }
};

template <class F>
std::optional<Error> error_of(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e;
  }
  return std::nullopt;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// "t.mlir:LINE:COL" of the first occurrence of `needle` in `text` (lines and columns 1-based).
std::string loc_of(const std::string& text, const std::string& needle) {
  size_t at = text.find(needle);
  REQUIRE(at != std::string::npos);
  size_t line = size_t(std::count(text.begin(), text.begin() + long(at), '\n')) + 1;
  size_t line_start = text.rfind('\n', at);
  size_t col = at - (line_start == std::string::npos ? 0 : line_start + 1) + 1;
  return "t.mlir:" + std::to_string(line) + ":" + std::to_string(col);
}

RtValue f32_tensor(std::vector<int64_t> shape, const std::vector<double>& values) {
  HostTensor t(DType::F32, std::move(shape));
  for (size_t k = 0; k < values.size(); ++k) t.set(int64_t(k), Scalar::from_float(DType::F32, values[k]));
  return RtValue::of(t);
}

RtValue index(int64_t v) { return RtValue::of(Scalar::from_int(DType::Index, v)); }

// Public functions of `m` that take no arguments: the test entry points of an e2e file.
std::vector<std::string> entry_points(const graph::Module& m) {
  std::vector<std::string> names;
  for (const auto& op : m.body->ops) {
    if (op->name != "func.func") continue;
    const graph::Attribute* vis = op->attr("sym_visibility");
    if (vis && vis->str == "private") continue;
    const graph::Attribute* name = op->attr("sym_name");
    const graph::Attribute* type = op->attr("function_type");
    if (!name || !type || !type->type.inputs.empty()) continue;
    names.push_back(name->str);
  }
  return names;
}

std::vector<std::filesystem::path> conformance_files(const std::filesystem::path& dir,
                                                     const std::vector<std::string>& prefixes) {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(dir)) {
    std::string name = entry.path().filename().string();
    if (!entry.is_regular_file() || entry.path().extension() != ".mlir") continue;
    for (const auto& prefix : prefixes)
      if (name.starts_with(prefix)) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  return files;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Calls and assertions

TEST_CASE("cf.assert that fails is an Invalid error at the assert with its message") {
  const std::string text = R"(
func.func @main(%i: index) {
  %c4 = arith.constant 4 : index
  %ok = arith.cmpi slt, %i, %c4 : index
  cf.assert %ok, "index must be smaller than dim size"
  return
})";
  Program p(text);
  CHECK_NOTHROW(p.call({index(3)}));
  auto e = error_of([&] { p.call({index(4)}); });
  REQUIRE(e.has_value());
  CHECK(e->kind() == ErrorKind::Invalid);
  CHECK(e->where() == loc_of(text, "cf.assert"));
  CHECK(contains(e->message(), "index must be smaller than dim size"));
}

TEST_CASE("func.call passes arguments and returns every result") {
  Program p(R"(
func.func private @scale(%x: tensor<2xf32>, %k: f32) -> (tensor<2xf32>, f32) {
  %s = tensor.splat %k : tensor<2xf32>
  %r = arith.mulf %x, %s : tensor<2xf32>
  return %r, %k : tensor<2xf32>, f32
}
func.func @main(%x: tensor<2xf32>) -> (tensor<2xf32>, f32) {
  %k = arith.constant 3.0 : f32
  %r:2 = func.call @scale(%x, %k) : (tensor<2xf32>, f32) -> (tensor<2xf32>, f32)
  return %r#0, %r#1 : tensor<2xf32>, f32
})");
  auto r = p.call({f32_tensor({2}, {1.5, -2})});
  REQUIRE(r.size() == 2);
  CHECK(r[0].tensor.get_f64(0) == 4.5);
  CHECK(r[0].tensor.get_f64(1) == -6);
  CHECK(r[1].scalar.f == 3.0);
}

// The verifier refuses both calls at load (tests/verifier/call_*.mlir); these are the executor's
// own checks, for IR that reaches it unverified.
graph::ParseOptions unverified() {
  graph::ParseOptions o;
  o.verify = false;
  return o;
}

TEST_CASE("func.call to an unknown function or with the wrong arity is an error at the call") {
  auto call_error = [](const std::string& text) {
    CHECK_THROWS_AS(Program{text}, Error);
    Program p(text, unverified());
    auto e = error_of([&] { p.call(); });
    REQUIRE(e.has_value());
    CHECK(e->kind() == ErrorKind::Invalid);
    // The line of the call (the column is the parser's choice: the op name or its results).
    std::string call_loc = loc_of(text, "func.call @");
    CHECK(e->where().starts_with("func.call at " + call_loc.substr(0, call_loc.rfind(':') + 1)));
    return e->message();
  };
  CHECK(contains(call_error(R"(
func.func @main() -> i32 {
  %r = func.call @missing() : () -> i32
  return %r : i32
})"),
                 "unknown function @missing"));
  CHECK(contains(call_error(R"(
func.func private @id(%x: i32) -> i32 {
  return %x : i32
}
func.func @main() -> i32 {
  %a = arith.constant 1 : i32
  %r = func.call @id(%a, %a) : (i32, i32) -> i32
  return %r : i32
})"),
                 "call passes 2 argument(s)"));
}

// ---------------------------------------------------------------------------------------------
// Globals

TEST_CASE("ml_program.global_load returns the initial value, a missing global is an error") {
  const char* text = R"(
ml_program.global private mutable @seed(dense<[7, 8]> : tensor<2xi64>) : tensor<2xi64>
func.func @main() -> tensor<2xi64> {
  %s = ml_program.global_load @seed : tensor<2xi64>
  return %s : tensor<2xi64>
}
func.func @missing() -> tensor<2xi64> {
  %s = ml_program.global_load @nope : tensor<2xi64>
  return %s : tensor<2xi64>
})";
  CHECK_THROWS_WITH_AS(Program{text}, "ml_program.global_load at t.mlir:8:3: '@nope' does not name a 'ml_program.global'",
                       Error);
  Program p(text, unverified());
  RtValue s = p.call()[0];
  CHECK(s.tensor.get_i64(0) == 7);
  CHECK(s.tensor.get_i64(1) == 8);
  auto e = error_of([&] { p.call({}, "missing"); });
  REQUIRE(e.has_value());
  CHECK(contains(e->what(), "no ml_program.global named @nope"));
}

TEST_CASE("util.global bound to an external parameter is Unsupported: not bound") {
  Program p(R"(
util.global private @w = #stream.parameter.named<"model"::"layer0.weight"> : tensor<4xf32>
func.func @main() -> tensor<4xf32> {
  %w = util.global.load @w : tensor<4xf32>
  return %w : tensor<4xf32>
})");
  auto e = error_of([&] { p.call(); });
  REQUIRE(e.has_value());
  CHECK(e->kind() == ErrorKind::Unsupported);
  CHECK(contains(e->message(), "external parameter"));
  CHECK(contains(e->message(), "layer0.weight"));
  CHECK(contains(e->message(), "not bound"));
}

// ---------------------------------------------------------------------------------------------
// flow wrappers

TEST_CASE("flow.tensor.tie_shape and flow.tensor.reshape check the declared dims") {
  Program p(R"(
func.func @tie(%t: tensor<?xf32>, %n: index) -> tensor<?xf32> {
  %r = flow.tensor.tie_shape %t : tensor<?xf32>{%n}
  return %r : tensor<?xf32>
}
func.func @reshape(%t: tensor<?xf32>, %n: index, %m: index) -> tensor<?x2xf32> {
  %r = flow.tensor.reshape %t : tensor<?xf32>{%n} -> tensor<?x2xf32>{%m}
  return %r : tensor<?x2xf32>
})");
  RtValue t = f32_tensor({4}, {1, 2, 3, 4});
  CHECK(p.call({t, index(4)}, "tie")[0].tensor.numel() == 4);
  auto e = error_of([&] { p.call({t, index(5)}, "tie"); });
  REQUIRE(e.has_value());
  CHECK(contains(e->what(), "dynamic dimension 0 is declared as 5"));

  CHECK(p.call({t, index(4), index(2)}, "reshape")[0].tensor.shape() == std::vector<int64_t>{2, 2});
  e = error_of([&] { p.call({t, index(4), index(3)}, "reshape"); });
  REQUIRE(e.has_value());
  CHECK(contains(e->what(), "cannot reshape tensor<4xf32> to tensor<3x2xf32>"));
}

// ---------------------------------------------------------------------------------------------
// check ops

TEST_CASE("a failed check is recorded with its location and execution continues") {
  const std::string text = R"(
func.func @main() {
  %a = util.unfoldable_constant dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>
  check.expect_eq_const(%a, dense<[[1, 2], [3, 5]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  check.expect_eq_const(%a, dense<[[0, 2], [3, 0]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  check.expect_eq_const(%a, dense<[[1, 2], [3, 4]]> : tensor<2x2xi32>) : tensor<2x2xi32>
  %z = util.unfoldable_constant 0 : i32
  check.expect_true(%z) : i32
  return
})";
  Program p(text);
  CHECK_NOTHROW(p.call());
  const auto& f = p.failures();
  REQUIRE(f.size() == 3);
  CHECK(f[0].where == loc_of(text, "check.expect_eq_const(%a, dense<[[1, 2], [3, 5]]>"));
  CAPTURE(f[0].message);
  CHECK(contains(f[0].message, "1 of 4 elements differ"));
  CHECK(contains(f[0].message, "index [1, 1]: lhs 4, rhs 5"));
  CAPTURE(f[1].message);
  CHECK(contains(f[1].message, "2 of 4 elements differ"));
  CHECK(contains(f[1].message, "index [0, 0]: lhs 1, rhs 0"));
  CHECK(f[2].where == loc_of(text, "check.expect_true"));
  CHECK(contains(f[2].message, "Expected 0 to be nonzero"));
}

TEST_CASE("check.expect_almost_eq honours atol and rtol at the boundary") {
  // |lhs - rhs| = 0.5 at index 1 (values exact in float).
  Program p(R"(
func.func @main() {
  %a = util.unfoldable_constant dense<[1.0, 2.0]> : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[1.0, 2.5]> : tensor<2xf32>, atol 0.625) : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[1.0, 2.5]> : tensor<2xf32>, atol 0.375) : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[1.0, 2.5]> : tensor<2xf32>, atol 0.25, rtol 0.125) : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[1.0, 2.5]> : tensor<2xf32>, atol 0.125, rtol 0.125) : tensor<2xf32>
  check.expect_almost_eq_const(%a, dense<[1.0, 2.5]> : tensor<2xf32>) : tensor<2xf32>
  return
})");
  p.call();
  // 0.5 <= 0.625: pass. 0.5 > 0.375: fail. 0.5 <= 0.25 + 0.125*2.5 = 0.5625: pass.
  // 0.5 > 0.125 + 0.3125 = 0.4375: fail. Default atol 1e-4: fail.
  const auto& f = p.failures();
  REQUIRE(f.size() == 3);
  CAPTURE(f[0].message);
  CHECK(contains(f[0].message, "atol=0.375, rtol=0"));
  CHECK(contains(f[0].message, "1 of 2 elements differ; the first at index [1]: lhs 2, rhs 2.5"));
  CHECK(contains(f[1].message, "atol=0.125, rtol=0.125"));
  CHECK(contains(f[2].message, "atol=9.99999975e-05"));
}

TEST_CASE("check.expect_eq reports mismatched types and shapes without comparing contents") {
  Program p(R"(
func.func @main(%a: tensor<?xf32>, %b: tensor<?xf32>) {
  check.expect_eq(%a, %b) : tensor<?xf32>
  return
})");
  p.call({f32_tensor({2}, {1, 2}), f32_tensor({3}, {1, 2, 3})});
  REQUIRE(p.failures().size() == 1);
  CHECK(contains(p.failures()[0].message, "Shapes do not match"));
}

// ---------------------------------------------------------------------------------------------
// Conformance files

TEST_CASE("conformance: tensor, cf, ml_program, util, flow and check files pass every check") {
  const std::filesystem::path dir = LINRT_CONFORMANCE_DIR;
  auto files = conformance_files(dir, {"tensor_", "cf_", "ml_program_", "util_", "flow_", "check_"});
  REQUIRE(files.size() >= 8);
  for (const auto& file : files) {
    CAPTURE(file.string());
    auto module = graph::parse_file(file.string());
    Executor exec(*module);
    auto names = entry_points(*module);
    CHECK(!names.empty());
    for (const auto& name : names) {
      CAPTURE(name);
      exec.clear_check_failures();
      auto e = error_of([&] { exec.call(name, {}); });
      CHECK_MESSAGE(!e.has_value(), std::string(e ? e->what() : ""));
      for (const auto& failure : exec.check_failures()) FAIL_CHECK(failure.where << ": " << failure.message);
    }
  }
}

TEST_CASE("conformance: every function of expected_failures/check_fail.mlir fails a check") {
  const std::filesystem::path file = std::filesystem::path(LINRT_CONFORMANCE_DIR) / "expected_failures" / "check_fail.mlir";
  auto module = graph::parse_file(file.string());
  Executor exec(*module);
  auto names = entry_points(*module);
  REQUIRE(names.size() >= 8);
  for (const auto& name : names) {
    CAPTURE(name);
    exec.clear_check_failures();
    CHECK_NOTHROW(exec.call(name, {}));
    CHECK(exec.check_failures().size() == 1);
  }
}
