// The reference executor's own behaviour: calling functions, argument and result checking,
// unknown ops, constants, the op registry.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>

#include "tests/unit/exec_test_util.h"

using namespace linrt;
using namespace linrt::testing;
using linrt::ref::RtValue;

TEST_CASE("executor: runs a function op by op and returns its results") {
  MlirProgram p(R"(
func.func @f(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>) {
  %s = arith.addf %a, %b : tensor<3xf32>
  %m = arith.mulf %s, %a : tensor<3xf32>
  return %s, %m : tensor<3xf32>, tensor<3xf32>
}
)");
  auto r = p.call("f", {arg(DType::F32, {3}, {1, 2, 3}), arg(DType::F32, {3}, {10, 20, 30})});
  REQUIRE(r.size() == 2);
  CHECK(values_of(r[0].tensor) == std::vector<double>{11, 22, 33});
  CHECK(values_of(r[1].tensor) == std::vector<double>{11, 44, 99});
}

TEST_CASE("executor: scalar arguments and results") {
  MlirProgram p(R"(
func.func @f(%a: i32, %b: i32) -> i32 {
  %s = arith.muli %a, %b : i32
  return %s : i32
}
)");
  Scalar r = p.scalar("f", {RtValue::of(Scalar::from_int(DType::I32, 6)), RtValue::of(Scalar::from_int(DType::I32, 7))});
  CHECK(r.dtype == DType::I32);
  CHECK(r.i == 42);
}

TEST_CASE("executor: argument count and type are checked before running") {
  MlirProgram p(R"(
func.func @f(%a: tensor<2x3xf32>) -> tensor<2x3xf32> {
  return %a : tensor<2x3xf32>
}
)");
  Error e = expect_error([&] { p.call("f", {}); });
  CHECK(e.kind() == ErrorKind::Invalid);
  CHECK(e.message().find("'f'") != std::string::npos);

  e = expect_error([&] { p.call("f", {arg(DType::F32, {2, 4}, std::vector<double>(8, 0))}); });
  CHECK(e.kind() == ErrorKind::Invalid);
  CHECK(e.message().find("'f'") != std::string::npos);
  CHECK(e.message().find("argument #0") != std::string::npos);
  CHECK(e.where().find("test.mlir:2:") == 0);

  e = expect_error([&] { p.call("f", {arg(DType::I32, {2, 3}, std::vector<double>(6, 0))}); });
  CHECK(e.message().find("argument #0") != std::string::npos);

  e = expect_error([&] { p.call("f", {RtValue::of(Scalar::from_float(DType::F32, 1))}); });
  CHECK(e.message().find("argument #0") != std::string::npos);

  e = expect_error([&] { p.call("nope", {}); });
  CHECK(e.message().find("nope") != std::string::npos);
}

TEST_CASE("executor: dynamic dimensions take the argument's size") {
  MlirProgram p(R"(
func.func @f(%a: tensor<?x2xf32>) -> tensor<?x2xf32> {
  %n = math.absf %a : tensor<?x2xf32>
  return %n : tensor<?x2xf32>
}
)");
  HostTensor r = p.tensor("f", {arg(DType::F32, {3, 2}, {-1, 2, -3, 4, -5, 6})});
  CHECK(r.shape() == std::vector<int64_t>{3, 2});
  CHECK(values_of(r) == std::vector<double>{1, 2, 3, 4, 5, 6});
  // The static dimension is still checked.
  Error e = expect_error([&] { p.call("f", {arg(DType::F32, {2, 3}, std::vector<double>(6, 0))}); });
  CHECK(e.message().find("argument #0") != std::string::npos);
}

TEST_CASE("executor: an unknown op is reported with its location") {
  MlirProgram p(R"(
func.func @f(%a: f32) -> f32 {
  %b = "foo.bar"(%a) : (f32) -> f32
  return %b : f32
}
)");
  Error e = expect_error([&] { p.call("f", {RtValue::of(Scalar::from_float(DType::F32, 1))}); });
  CHECK(e.kind() == ErrorKind::Unsupported);
  CHECK(e.where() == "test.mlir:3:3");  // MLIR locates an op at the start of its results
  CHECK(e.message() == "unsupported op 'foo.bar'");
}

TEST_CASE("executor: a result that differs from the op's declared type is an error naming the op") {
  const char* text = R"(
func.func @f(%a: tensor<2xf32>) -> tensor<3xf32> {
  %b = "arith.addf"(%a, %a) : (tensor<2xf32>, tensor<2xf32>) -> tensor<3xf32>
  return %b : tensor<3xf32>
}
)";
  CHECK(load_error(text) == "arith.addf at test.mlir:3:3: operand #0 has type 'tensor<2xf32>', expected 'tensor<3xf32>'");
  MlirProgram p(text, unverified());  // the executor's own check, for IR from passes
  Error e = expect_error([&] { p.call("f", {arg(DType::F32, {2}, {1, 2})}); });
  CHECK(e.kind() == ErrorKind::Invalid);
  CHECK(e.where().find("arith.addf") != std::string::npos);
  CHECK(e.where().find("test.mlir:3:") != std::string::npos);
}

TEST_CASE("executor: dense constants are views of the attribute, splats are expanded") {
  MlirProgram p(R"(
func.func @f() -> (tensor<3xi32>, tensor<2x2xf32>, f32, i1) {
  %c = arith.constant dense<[7, -8, 9]> : tensor<3xi32>
  %s = arith.constant dense<2.5> : tensor<2x2xf32>
  %x = arith.constant 1.5 : f32
  %t = arith.constant true
  return %c, %s, %x, %t : tensor<3xi32>, tensor<2x2xf32>, f32, i1
}
)");
  auto r = p.call("f");
  REQUIRE(r.size() == 4);
  CHECK(values_of(r[0].tensor) == std::vector<double>{7, -8, 9});
  CHECK(values_of(r[1].tensor) == std::vector<double>{2.5, 2.5, 2.5, 2.5});
  CHECK(r[2].scalar.f == 1.5);
  CHECK(r[3].scalar.dtype == DType::I1);
  CHECK(r[3].scalar.i == 1);
  // No copy: the tensor's bytes are the attribute's bytes.
  const graph::Operation& cst = *p.module->lookup_function("f")->regions[0]->blocks[0]->ops[0];
  CHECK(r[0].tensor.bytes() == cst.attr("value")->elements_blob()->data);
}

TEST_CASE("executor: dense_resource constants, resolved and missing") {
  MlirProgram p(R"(
func.func @f() -> tensor<2xi16> {
  %c = arith.constant dense_resource<blob1> : tensor<2xi16>
  return %c : tensor<2xi16>
}
{-#
  dialect_resources: {
    builtin: {
      blob1: "0x020000000100FFFF"
    }
  }
#-}
)");
  CHECK(values_of(p.tensor("f")) == std::vector<double>{1, -1});
  // The parser rejects a reference to a missing entry; a module built otherwise may still hold
  // an unresolved one, which must be an error at run time.
  REQUIRE(p.module->resources.size() == 1);
  p.module->resources[0]->resolved = false;
  Error e = expect_error([&] { p.call("f"); });
  CHECK(e.message().find("blob1") != std::string::npos);
  CHECK(e.where().find("arith.constant") != std::string::npos);
}

TEST_CASE("executor: runaway recursion is a Limit error, not a crash") {
  MlirProgram p(R"(
func.func @f(%a: i32) -> i32 {
  %b = func.call @f(%a) : (i32) -> i32
  return %b : i32
}
)");
  Error e = expect_error([&] { p.call("f", {RtValue::of(Scalar::from_int(DType::I32, 1))}); });
  CHECK(e.kind() == ErrorKind::Limit);
}

TEST_CASE("executor: a loop that never ends is a Limit error at its branch") {
  auto module = graph::parse_module(R"(
func.func @f(%a: i32) -> i32 {
  cf.br ^spin(%a : i32)
^spin(%x: i32):
  cf.br ^spin(%x : i32)
}
)",
                                    "test.mlir");
  ref::ExecOptions options;
  options.max_branches = 1000;
  ref::Executor exec(*module, options);
  Error e = expect_error([&] { exec.call("f", {RtValue::of(Scalar::from_int(DType::I32, 1))}); });
  CHECK(e.kind() == ErrorKind::Limit);
  CHECK(e.where() == "cf.br at test.mlir:5:3");
  CHECK(std::string(e.message()).find("more than 1000 branches") != std::string::npos);
}

TEST_CASE("executor: a branch's arguments must match its target block") {
  const char* text = R"(
func.func @f(%a: i32) -> i32 {
  cf.br ^next(%a : i32)
^next(%x: f32):
  return %a : i32
}
)";
  // The verifier refuses it at load; the executor's own check is for IR from passes.
  CHECK(load_error(text).find("cf.br at test.mlir:3:3: type mismatch for bb argument #0 of successor #0") !=
        std::string::npos);
  MlirProgram p(text, unverified());
  Error e = expect_error([&] { p.call("f", {RtValue::of(Scalar::from_int(DType::I32, 1))}); });
  CHECK(e.where() == "cf.br at test.mlir:3:3");
  CHECK(std::string(e.message()).find("must be f32, got i32") != std::string::npos);
}

TEST_CASE("executor: a function can be called repeatedly and values do not leak between calls") {
  MlirProgram p(R"(
func.func @f(%a: tensor<2xi64>) -> tensor<2xi64> {
  %b = arith.addi %a, %a : tensor<2xi64>
  return %b : tensor<2xi64>
}
)");
  CHECK(values_of(p.tensor("f", {arg(DType::I64, {2}, {1, 2})})) == std::vector<double>{2, 4});
  CHECK(values_of(p.tensor("f", {arg(DType::I64, {2}, {5, 6})})) == std::vector<double>{10, 12});
}

TEST_CASE("executor: argument tensors are not modified by the ops that consume them") {
  MlirProgram p(R"(
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%a : tensor<2xf32>) {
  ^bb0(%o: f32):
    %n = arith.negf %o : f32
    linalg.yield %n : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
)");
  HostTensor in = make_tensor(DType::F32, {2}, {1, 2});
  HostTensor r = p.tensor("f", {RtValue::of(in)});
  CHECK(values_of(r) == std::vector<double>{-1, -2});
  CHECK(values_of(in) == std::vector<double>{1, 2});
}

TEST_CASE("executor: registering one op twice is an error") {
  ref::OpRegistry r;
  ref::OpHandler h = [](ref::OpContext&, std::span<const RtValue>, std::vector<RtValue>&) {};
  r.add("b.op", h);
  r.add("a.op", h);
  r.add("c.op", h);
  CHECK(r.find("a.op") != nullptr);
  CHECK(r.find("b.op") != nullptr);
  CHECK(r.find("c.op") != nullptr);
  CHECK(r.find("d.op") == nullptr);
  CHECK_THROWS_AS(r.add("b.op", h), Error);
}

TEST_CASE("executor: every family registers without clashing") {
  graph::Module m;
  CHECK_NOTHROW(ref::Executor{m});
}

// Runs every public function of the conformance files of the arith, math and linalg
// generic/elementwise families (IREE e2e style: no arguments, check.* ops inside) and requires
// that none throws and no check fails. linrt-check runs the same files from the command line.
TEST_CASE("executor: conformance files for arith, math and linalg generic/elementwise pass") {
  namespace fs = std::filesystem;
  const std::vector<std::string> prefixes = {"arith_", "math_", "linalg_generic_", "linalg_elementwise_"};
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(LINRT_CONFORMANCE_DIR)) {
    std::string name = entry.path().filename().string();
    if (entry.path().extension() != ".mlir") continue;
    for (const auto& p : prefixes)
      if (name.rfind(p, 0) == 0) files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  CHECK(files.size() >= 4);
  int functions = 0;
  for (const fs::path& path : files) {
    CAPTURE(path.string());
    std::unique_ptr<graph::Module> module = graph::parse_file(path.string());
    ref::Executor exec(*module);
    for (const auto& op : module->body->ops) {
      if (op->name != "func.func") continue;
      const graph::Attribute* vis = op->attr("sym_visibility");
      if (vis && vis->str == "private") continue;
      const graph::Attribute* name = op->attr("sym_name");
      REQUIRE(name);
      CAPTURE(name->str);
      ++functions;
      exec.clear_check_failures();
      CHECK_NOTHROW(exec.call(name->str, {}));
      for (const auto& f : exec.check_failures()) FAIL_CHECK(f.where << ": " << f.message);
    }
  }
  MESSAGE(functions << " conformance functions in " << files.size() << " files");
}
