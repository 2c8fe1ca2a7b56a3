// Tests of the linalg named-op handlers (engine/reference/linalg_named_ops.cpp) through the
// parser and Executor::call: the conformance files tests/conformance/linalg_named_*.mlir
// (expected values from numpy/PyTorch, confirmed by MLIR's JIT where it runs the op), element
// type semantics worked out by hand, and errors that must name the op and say what is wrong.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <optional>
#include <string>
#include <vector>

#include "exec_test_util.h"

using namespace linrt;
using linrt::testing::MlirProgram;
using linrt::testing::arg;
using linrt::testing::expect_error;
using linrt::testing::load_error;
using linrt::testing::unverified;
using linrt::testing::values_of;

namespace {

bool contains(const std::string& s, const std::string& part) {
  return s.find(part) != std::string::npos;
}

// Public functions without arguments: the test entry points of an IREE e2e file.
std::vector<std::string> entry_points(const graph::Module& m) {
  std::vector<std::string> names;
  for (const auto& op : m.body->ops) {
    if (op->name != "func.func") continue;
    const graph::Attribute* vis = op->attr("sym_visibility");
    if (vis && vis->str == "private") continue;
    const graph::Attribute* name = op->attr("sym_name");
    const graph::Attribute* type = op->attr("function_type");
    if (name && type && type->type.inputs.empty()) names.push_back(name->str);
  }
  return names;
}

// Runs `text` expecting an Error from `fn`; checks that it names `op_name` and a location.
// The executor's own error for `text` (parsed without the verifier, as IR from passes reaches
// it). Where the verifier knows the rule, loading `text` fails first, located at the same op.
Error op_error(const std::string& text, const std::string& op_name,
               std::vector<ref::RtValue> args = {}, const std::string& fn = "main") {
  std::string at_load = load_error(text);
  if (!at_load.empty()) CHECK_MESSAGE(contains(at_load, op_name + " at test.mlir:"), at_load);
  MlirProgram p(text, unverified());
  Error e = expect_error([&] { p.call(fn, args); });
  CHECK_MESSAGE(contains(e.where(), op_name), e.what());
  CHECK_MESSAGE(contains(e.where(), "test.mlir:"), e.what());
  return e;
}

}  // namespace

TEST_CASE("conformance: linalg_named_* files pass every check") {
  std::vector<std::filesystem::path> files;
  for (const auto& entry : std::filesystem::directory_iterator(LINRT_CONFORMANCE_DIR)) {
    std::string name = entry.path().filename().string();
    if (entry.is_regular_file() && name.starts_with("linalg_named_") &&
        entry.path().extension() == ".mlir")
      files.push_back(entry.path());
  }
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 9);
  size_t functions = 0;
  for (const auto& file : files) {
    CAPTURE(file.filename().string());
    auto module = graph::parse_file(file.string());
    ref::Executor exec(*module);
    auto names = entry_points(*module);
    CHECK(!names.empty());
    for (const auto& name : names) {
      CAPTURE(name);
      ++functions;
      exec.clear_check_failures();
      try {
        exec.call(name, {});
      } catch (const Error& e) {
        FAIL_CHECK(e.what());
      }
      for (const auto& f : exec.check_failures()) FAIL_CHECK(f.where << ": " << f.message);
    }
  }
  CHECK(functions >= 60);
}

TEST_CASE("linalg named ops: integer results wrap at the output width") {
  // 100 * 2 + 100 * 1 = 300 wraps to 300 - 256 = 44 in i8.
  MlirProgram p(R"(
func.func @main(%a: tensor<1x2xi8>, %b: tensor<2x1xi8>) -> tensor<1x1xi8> {
  %zero = arith.constant 0 : i8
  %e = tensor.empty() : tensor<1x1xi8>
  %init = linalg.fill ins(%zero : i8) outs(%e : tensor<1x1xi8>) -> tensor<1x1xi8>
  %r = linalg.matmul ins(%a, %b : tensor<1x2xi8>, tensor<2x1xi8>) outs(%init : tensor<1x1xi8>) -> tensor<1x1xi8>
  return %r : tensor<1x1xi8>
})");
  auto r = p.tensor("main", {arg(DType::I8, {1, 2}, {100, 100}), arg(DType::I8, {2, 1}, {2, 1})});
  CHECK(values_of(r) == std::vector<double>{44});
}

TEST_CASE("linalg named ops: narrower inputs are sign-extended unless cast_unsigned") {
  const char* text = R"(
func.func @main(%a: tensor<1x2xi8>, %b: tensor<2x1xi8>) -> (tensor<1x1xi32>, tensor<1x1xi32>) {
  %zero = arith.constant 0 : i32
  %e = tensor.empty() : tensor<1x1xi32>
  %init = linalg.fill ins(%zero : i32) outs(%e : tensor<1x1xi32>) -> tensor<1x1xi32>
  %s = linalg.matmul ins(%a, %b : tensor<1x2xi8>, tensor<2x1xi8>) outs(%init : tensor<1x1xi32>) -> tensor<1x1xi32>
  %u = linalg.matmul {cast = #linalg.type_fn<cast_unsigned>} ins(%a, %b : tensor<1x2xi8>, tensor<2x1xi8>) outs(%init : tensor<1x1xi32>) -> tensor<1x1xi32>
  return %s, %u : tensor<1x1xi32>, tensor<1x1xi32>
})";
  MlirProgram p(text);
  // a = [-1, 2], b = [3, -2]: signed -3 - 4 = -7; unsigned 255 * 3 + 2 * 254 = 1273.
  auto r = p.call("main", {arg(DType::I8, {1, 2}, {-1, 2}), arg(DType::I8, {2, 1}, {3, -2})});
  REQUIRE(r.size() == 2);
  CHECK(values_of(r[0].tensor) == std::vector<double>{-7});
  CHECK(values_of(r[1].tensor) == std::vector<double>{1273});
}

TEST_CASE("linalg named ops: f16 results are accumulated in f32 and rounded once") {
  // 2048 + 1 + 1: rounding each partial sum to f16 (spacing 2 at 2048) would give 2048; the
  // reference accumulates in f32, as PyTorch does on the CPU, and gives 2050.
  MlirProgram p(R"(
func.func @main(%a: tensor<1x3xf16>, %b: tensor<3x1xf16>) -> tensor<1x1xf16> {
  %zero = arith.constant 0.0 : f16
  %e = tensor.empty() : tensor<1x1xf16>
  %init = linalg.fill ins(%zero : f16) outs(%e : tensor<1x1xf16>) -> tensor<1x1xf16>
  %r = linalg.matmul ins(%a, %b : tensor<1x3xf16>, tensor<3x1xf16>) outs(%init : tensor<1x1xf16>) -> tensor<1x1xf16>
  return %r : tensor<1x1xf16>
})");
  auto r = p.tensor("main", {arg(DType::F16, {1, 3}, {2048, 1, 1}), arg(DType::F16, {3, 1}, {1, 1, 1})});
  CHECK(values_of(r) == std::vector<double>{2050});
}

TEST_CASE("linalg named ops: f32 inputs into an f64 output are extended before multiplying") {
  // 16777217 is not an f32; the inputs are f32 3 and 5592405.333.. (f32: 5592405.5), and the
  // product is formed in f64: 3 * 5592405.5 = 16777216.5 exactly.
  MlirProgram p(R"(
func.func @main(%a: tensor<1xf32>, %b: tensor<1xf32>) -> tensor<f64> {
  %zero = arith.constant 0.0 : f64
  %e = tensor.empty() : tensor<f64>
  %init = linalg.fill ins(%zero : f64) outs(%e : tensor<f64>) -> tensor<f64>
  %r = linalg.dot ins(%a, %b : tensor<1xf32>, tensor<1xf32>) outs(%init : tensor<f64>) -> tensor<f64>
  return %r : tensor<f64>
})");
  auto r = p.tensor("main", {arg(DType::F32, {1}, {3}), arg(DType::F32, {1}, {5592405.5})});
  CHECK(values_of(r) == std::vector<double>{16777216.5});
}

TEST_CASE("linalg named ops: pack with a dynamic tile size taken from an operand") {
  // 4x6 tiled along dim 1 by %t = 4 (padding 0): outer 4x2, packed[i][j][t] = x[i][4j + t].
  MlirProgram p(R"(
func.func @main(%x: tensor<4x6xi32>, %t: index) -> tensor<4x2x4xi32> {
  %pad = arith.constant 0 : i32
  %outer = arith.constant 2 : index
  %e = tensor.empty(%outer, %t) : tensor<4x?x?xi32>
  %r = linalg.pack %x padding_value(%pad : i32) inner_dims_pos = [1] inner_tiles = [%t] into %e : tensor<4x6xi32> -> tensor<4x?x?xi32>
  %c = tensor.cast %r : tensor<4x?x?xi32> to tensor<4x2x4xi32>
  return %c : tensor<4x2x4xi32>
})");
  std::vector<double> x(24);
  for (int k = 0; k < 24; ++k) x[size_t(k)] = k;
  auto r = p.tensor("main", {arg(DType::I32, {4, 6}, x),
                             ref::RtValue::of(Scalar::from_int(DType::Index, 4))});
  std::vector<double> want;
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 2; ++j)
      for (int t = 0; t < 4; ++t) want.push_back(4 * j + t < 6 ? 6 * i + 4 * j + t : 0);
  CHECK(values_of(r) == want);
}

TEST_CASE("linalg named ops: shape mismatches are errors that name the op") {
  SUBCASE("convolution channels") {
    Error e = op_error(R"(
func.func @main(%x: tensor<1x3x5x5xf32>, %w: tensor<2x4x3x3xf32>, %o: tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%x, %w : tensor<1x3x5x5xf32>, tensor<2x4x3x3xf32>) outs(%o : tensor<1x2x3x3xf32>) -> tensor<1x2x3x3xf32>
  return %r : tensor<1x2x3x3xf32>
})", "linalg.conv_2d_nchw_fchw",
                       {arg(DType::F32, {1, 3, 5, 5}, std::vector<double>(75)),
                        arg(DType::F32, {2, 4, 3, 3}, std::vector<double>(72)),
                        arg(DType::F32, {1, 2, 3, 3}, std::vector<double>(18))});
    CHECK(e.kind() == ErrorKind::Invalid);
    CHECK(contains(e.message(), "filter dim 1 is 4 but input dim 1 is 3"));
  }
  SUBCASE("convolution input too small for the output, strides and dilations") {
    Error e = op_error(R"(
func.func @main(%x: tensor<1x1x5x5xf32>, %w: tensor<1x1x2x2xf32>, %o: tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32> {
  %r = linalg.conv_2d_nchw_fchw {dilations = dense<[1, 2]> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>} ins(%x, %w : tensor<1x1x5x5xf32>, tensor<1x1x2x2xf32>) outs(%o : tensor<1x1x3x3xf32>) -> tensor<1x1x3x3xf32>
  return %r : tensor<1x1x3x3xf32>
})", "linalg.conv_2d_nchw_fchw",
                       {arg(DType::F32, {1, 1, 5, 5}, std::vector<double>(25)),
                        arg(DType::F32, {1, 1, 2, 2}, std::vector<double>(4)),
                        arg(DType::F32, {1, 1, 3, 3}, std::vector<double>(9))});
    // Rows: 2 * 2 + 1 * 1 + 1 = 6 > 5.
    CHECK(contains(e.message(), "input spatial dim h is 5"));
    CHECK(contains(e.message(), "needs at least 6"));
  }
  SUBCASE("matmul reduction sizes, with a dynamic shape known only at run time") {
    Error e = op_error(R"(
func.func @main(%a: tensor<2x?xf32>, %b: tensor<?x4xf32>, %c: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %r = linalg.matmul ins(%a, %b : tensor<2x?xf32>, tensor<?x4xf32>) outs(%c : tensor<2x4xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
})", "linalg.matmul",
                       {arg(DType::F32, {2, 3}, std::vector<double>(6)),
                        arg(DType::F32, {5, 4}, std::vector<double>(20)),
                        arg(DType::F32, {2, 4}, std::vector<double>(8))});
    CHECK(contains(e.message(), "rhs dim 0 is 5 but lhs dim 1 is 3"));
  }
  SUBCASE("batch_matmul batch sizes") {
    Error e = op_error(R"(
func.func @main(%a: tensor<?x2x3xf32>, %b: tensor<?x3x4xf32>, %c: tensor<?x2x4xf32>) -> tensor<?x2x4xf32> {
  %r = linalg.batch_matmul ins(%a, %b : tensor<?x2x3xf32>, tensor<?x3x4xf32>) outs(%c : tensor<?x2x4xf32>) -> tensor<?x2x4xf32>
  return %r : tensor<?x2x4xf32>
})", "linalg.batch_matmul",
                       {arg(DType::F32, {2, 2, 3}, std::vector<double>(12)),
                        arg(DType::F32, {3, 3, 4}, std::vector<double>(36)),
                        arg(DType::F32, {2, 2, 4}, std::vector<double>(16))});
    CHECK(contains(e.message(), "rhs dim 0 is 3 but lhs dim 0 is 2"));
  }
  SUBCASE("pooling window rank") {
    Error e = op_error(R"(
func.func @main(%x: tensor<1x1x4x4xf32>, %o: tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32> {
  %w = tensor.empty() : tensor<2xf32>
  %r = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%x, %w : tensor<1x1x4x4xf32>, tensor<2xf32>) outs(%o : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
})", "linalg.pooling_nchw_max",
                       {arg(DType::F32, {1, 1, 4, 4}, std::vector<double>(16)),
                        arg(DType::F32, {1, 1, 2, 2}, std::vector<double>(4))});
    CHECK(contains(e.message(), "window has rank 1, expected 2"));
  }
  SUBCASE("softmax input and output shapes") {
    Error e = op_error(R"(
func.func @main(%x: tensor<2x3xf32>) -> tensor<3x2xf32> {
  %e = tensor.empty() : tensor<3x2xf32>
  %r = linalg.softmax dimension(1) ins(%x : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
})", "linalg.softmax", {arg(DType::F32, {2, 3}, std::vector<double>(6))});
    CHECK(contains(e.message(), "input shape 2x3 differs from output shape 3x2"));
  }
  SUBCASE("pack dest shape") {
    Error e = op_error(R"(
func.func @main(%x: tensor<4x6xf32>) -> tensor<2x2x2x3xf32> {
  %e = tensor.empty() : tensor<2x2x2x3xf32>
  %r = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<4x6xf32> -> tensor<2x2x2x3xf32>
  return %r : tensor<2x2x2x3xf32>
})", "linalg.pack", {arg(DType::F32, {4, 6}, std::vector<double>(24))});
    CHECK(contains(e.message(), "packing 4x6 gives 2x3x2x2 but the dest is 2x2x2x3"));
  }
  SUBCASE("unpack source shape") {
    Error e = op_error(R"(
func.func @main(%x: tensor<2x2x2x2xf32>) -> tensor<4x5xf32> {
  %e = tensor.empty() : tensor<4x5xf32>
  %r = linalg.unpack %x inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<2x2x2x2xf32> -> tensor<4x5xf32>
  return %r : tensor<4x5xf32>
})", "linalg.unpack", {arg(DType::F32, {2, 2, 2, 2}, std::vector<double>(16))});
    CHECK(contains(e.message(), "needs a source of shape 2x3x2x2, got 2x2x2x2"));
  }
}

TEST_CASE("linalg named ops: malformed attributes and operands are errors that name the op") {
  SUBCASE("strides of the wrong length") {
    Error e = op_error(R"(
func.func @main() -> tensor<1x1x2x2xf32> {
  %x = tensor.empty() : tensor<1x1x4x4xf32>
  %w = tensor.empty() : tensor<1x1x2x2xf32>
  %o = tensor.empty() : tensor<1x1x2x2xf32>
  %r = linalg.conv_2d_nchw_fchw {strides = dense<[2, 2, 2]> : tensor<3xi64>} ins(%x, %w : tensor<1x1x4x4xf32>, tensor<1x1x2x2xf32>) outs(%o : tensor<1x1x2x2xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
})", "linalg.conv_2d_nchw_fchw");
    CHECK(contains(e.message(), "strides must be a list of 2 integers"));
  }
  SUBCASE("zero stride") {
    Error e = op_error(R"(
func.func @main() -> tensor<1x1x3xf32> {
  %x = tensor.empty() : tensor<1x1x4xf32>
  %w = tensor.empty() : tensor<2xf32>
  %o = tensor.empty() : tensor<1x1x3xf32>
  %r = linalg.pooling_ncw_sum {strides = dense<0> : tensor<1xi64>} ins(%x, %w : tensor<1x1x4xf32>, tensor<2xf32>) outs(%o : tensor<1x1x3xf32>) -> tensor<1x1x3xf32>
  return %r : tensor<1x1x3xf32>
})", "linalg.pooling_ncw_sum");
    CHECK(contains(e.message(), "strides must be positive"));
  }
  SUBCASE("softmax dimension out of range") {
    Error e = op_error(R"(
func.func @main() -> tensor<2x3xf32> {
  %x = tensor.empty() : tensor<2x3xf32>
  %r = linalg.softmax dimension(2) ins(%x : tensor<2x3xf32>) outs(%x : tensor<2x3xf32>) -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
})", "linalg.softmax");
    CHECK(contains(e.message(), "dimension 2 is out of range for rank 2"));
  }
  SUBCASE("pack that needs padding but has none") {
    Error e = op_error(R"(
func.func @main() -> tensor<2x3x2x2xf32> {
  %x = tensor.empty() : tensor<4x5xf32>
  %e = tensor.empty() : tensor<2x3x2x2xf32>
  %r = linalg.pack %x inner_dims_pos = [0, 1] inner_tiles = [2, 2] into %e : tensor<4x5xf32> -> tensor<2x3x2x2xf32>
  return %r : tensor<2x3x2x2xf32>
})", "linalg.pack");
    CHECK(contains(e.message(), "padding_value is needed"));
  }
  SUBCASE("pack with a repeated inner dim") {
    Error e = op_error(R"(
func.func @main() -> tensor<2x3x2x2xf32> {
  %x = tensor.empty() : tensor<4x6xf32>
  %e = tensor.empty() : tensor<2x3x2x2xf32>
  %r = linalg.pack %x inner_dims_pos = [0, 0] inner_tiles = [2, 2] into %e : tensor<4x6xf32> -> tensor<2x3x2x2xf32>
  return %r : tensor<2x3x2x2xf32>
})", "linalg.pack");
    CHECK(contains(e.message(), "inner_dims_pos names dim 0 twice"));
  }
  SUBCASE("quantized_matmul zero point that is not a scalar") {
    Error e = op_error(R"(
func.func @main() -> tensor<2x2xi32> {
  %a = tensor.empty() : tensor<2x3xi8>
  %b = tensor.empty() : tensor<3x2xi8>
  %z = tensor.empty() : tensor<2xi32>
  %s = arith.constant 0 : i32
  %o = tensor.empty() : tensor<2x2xi32>
  %r = linalg.quantized_matmul ins(%a, %b, %z, %s : tensor<2x3xi8>, tensor<3x2xi8>, tensor<2xi32>, i32) outs(%o : tensor<2x2xi32>) -> tensor<2x2xi32>
  return %r : tensor<2x2xi32>
})", "linalg.quantized_matmul");
    CHECK(contains(e.message(), "the lhs zero point must be a scalar"));
  }
  SUBCASE("matmul indexing map that is not a projection") {
    Error e = op_error(R"(
func.func @main() -> tensor<2x2xf32> {
  %a = tensor.empty() : tensor<2x3xf32>
  %b = tensor.empty() : tensor<3x2xf32>
  %o = tensor.empty() : tensor<2x2xf32>
  %r = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d0, d2 + d1)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%a, %b : tensor<2x3xf32>, tensor<3x2xf32>) outs(%o : tensor<2x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
})", "linalg.matmul");
    CHECK(e.kind() == ErrorKind::Unsupported);
    CHECK(contains(e.message(), "not a projection"));
  }
  SUBCASE("unsigned pooling into a float output") {
    Error e = op_error(R"(
func.func @main() -> tensor<1x1x1x1xf32> {
  %x = tensor.empty() : tensor<1x2x2x1xf32>
  %w = tensor.empty() : tensor<2x2xf32>
  %o = tensor.empty() : tensor<1x1x1x1xf32>
  %r = linalg.pooling_nhwc_max_unsigned ins(%x, %w : tensor<1x2x2x1xf32>, tensor<2x2xf32>) outs(%o : tensor<1x1x1x1xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
})", "linalg.pooling_nhwc_max_unsigned");
    CHECK(contains(e.message(), "unsigned pooling needs an integer output"));
  }
}
