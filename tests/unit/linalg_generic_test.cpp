// linalg.generic and the fixed-body linalg ops on the reference executor. Expected values are
// worked out by hand.
#include <doctest/doctest.h>

#include "tests/unit/exec_test_util.h"

using namespace linrt;
using namespace linrt::testing;
using linrt::ref::RtValue;

TEST_CASE("generic: row sums over a reduction dimension start from the outs value") {
  MlirProgram p(R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%a: tensor<2x3xf32>, %init: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x3xf32>) outs(%init : tensor<2xf32>) {
  ^bb0(%x: f32, %acc: f32):
    %s = arith.addf %acc, %x : f32
    linalg.yield %s : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
)");
  HostTensor r = p.tensor("f", {arg(DType::F32, {2, 3}, {1, 2, 3, 4, 5, 6}), arg(DType::F32, {2}, {100, 0})});
  CHECK(values_of(r) == std::vector<double>{106, 15});
}

TEST_CASE("generic: iterator types in the #linalg.iterator_type form") {
  MlirProgram p(R"(
func.func @f(%a: tensor<2x3xi32>, %init: tensor<3xi32>) -> tensor<3xi32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>],
                       iterator_types = [#linalg.iterator_type<reduction>, #linalg.iterator_type<parallel>]}
      ins(%a : tensor<2x3xi32>) outs(%init : tensor<3xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %m = arith.maxsi %acc, %x : i32
    linalg.yield %m : i32
  } -> tensor<3xi32>
  return %r : tensor<3xi32>
}
)");
  HostTensor r = p.tensor("f", {arg(DType::I32, {2, 3}, {1, 9, -3, 4, 5, -6}), arg(DType::I32, {3}, {-100, -100, -100})});
  CHECK(values_of(r) == std::vector<double>{4, 9, -3});
}

TEST_CASE("generic: constant map results broadcast, empty results read a rank-0 tensor or a scalar") {
  MlirProgram p(R"(
func.func @f(%bias: tensor<1x3xf32>, %k: tensor<f32>, %s: f32, %init: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (0, d1)>, affine_map<(d0, d1) -> ()>,
                                        affine_map<(d0, d1) -> ()>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%bias, %k, %s : tensor<1x3xf32>, tensor<f32>, f32) outs(%init : tensor<2x3xf32>) {
  ^bb0(%b: f32, %kk: f32, %ss: f32, %o: f32):
    %m = arith.mulf %b, %kk : f32
    %a = arith.addf %m, %ss : f32
    linalg.yield %a : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}
)");
  HostTensor r = p.tensor("f", {arg(DType::F32, {1, 3}, {1, 2, 3}), arg(DType::F32, {}, {10}),
                                RtValue::of(Scalar::from_float(DType::F32, 0.5)),
                                arg(DType::F32, {2, 3}, std::vector<double>(6, 0))});
  CHECK(values_of(r) == std::vector<double>{10.5, 20.5, 30.5, 10.5, 20.5, 30.5});
}

TEST_CASE("generic: linalg.index gives the iteration point, outer scalars are captured") {
  MlirProgram p(R"(
func.func @f(%init: tensor<2x3xi64>, %scale: i64) -> tensor<2x3xi64> {
  %c10 = arith.constant 10 : index
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      outs(%init : tensor<2x3xi64>) {
  ^bb0(%o: i64):
    %i = linalg.index 0 : index
    %j = linalg.index 1 : index
    %t = arith.muli %i, %c10 : index
    %v = arith.addi %t, %j : index
    %w = arith.index_cast %v : index to i64
    %x = arith.muli %w, %scale : i64
    linalg.yield %x : i64
  } -> tensor<2x3xi64>
  return %r : tensor<2x3xi64>
}
)");
  HostTensor r = p.tensor("f", {arg(DType::I64, {2, 3}, std::vector<double>(6, 0)),
                                RtValue::of(Scalar::from_int(DType::I64, 2))});
  CHECK(values_of(r) == std::vector<double>{0, 2, 4, 20, 22, 24});
}

TEST_CASE("generic: tensor.extract of a captured tensor inside the body (executor path)") {
  MlirProgram p(R"(
func.func @f(%table: tensor<4xf32>, %idx: tensor<3xi32>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%idx : tensor<3xi32>) outs(%init : tensor<3xf32>) {
  ^bb0(%i: i32, %o: f32):
    %k = arith.index_cast %i : i32 to index
    %v = tensor.extract %table[%k] : tensor<4xf32>
    %j = linalg.index 0 : index
    %jf = arith.index_cast %j : index to i32
    %jj = arith.sitofp %jf : i32 to f32
    %s = arith.addf %v, %jj : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
)");
  HostTensor r = p.tensor("f", {arg(DType::F32, {4}, {10, 20, 30, 40}), arg(DType::I32, {3}, {3, 0, 2}),
                                arg(DType::F32, {3}, {0, 0, 0})});
  CHECK(values_of(r) == std::vector<double>{40, 11, 32});  // table[idx] + position
}

TEST_CASE("generic: multiple outputs, one a reduction") {
  MlirProgram p(R"(
func.func @f(%a: tensor<2x2xf32>, %o1: tensor<2x2xf32>, %o2: tensor<2xf32>) -> (tensor<2x2xf32>, tensor<2xf32>) {
  %r:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0)>],
                         iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x2xf32>) outs(%o1, %o2 : tensor<2x2xf32>, tensor<2xf32>) {
  ^bb0(%x: f32, %t: f32, %acc: f32):
    %d = arith.mulf %x, %x : f32
    %s = arith.addf %acc, %d : f32
    linalg.yield %x, %s : f32, f32
  } -> (tensor<2x2xf32>, tensor<2xf32>)
  return %r#0, %r#1 : tensor<2x2xf32>, tensor<2xf32>
}
)");
  auto r = p.call("f", {arg(DType::F32, {2, 2}, {1, 2, 3, 4}), arg(DType::F32, {2, 2}, {0, 0, 0, 0}),
                        arg(DType::F32, {2}, {0, 0})});
  REQUIRE(r.size() == 2);
  CHECK(values_of(r[0].tensor) == std::vector<double>{1, 3, 2, 4});  // transposed copy
  CHECK(values_of(r[1].tensor) == std::vector<double>{5, 25});
}

TEST_CASE("generic: non-linear maps (floordiv) index correctly, e.g. nearest upsampling") {
  MlirProgram p(R"(
func.func @f(%a: tensor<2xi8>, %init: tensor<4xi8>) -> tensor<4xi8> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 floordiv 2)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<2xi8>) outs(%init : tensor<4xi8>) {
  ^bb0(%x: i8, %o: i8):
    linalg.yield %x : i8
  } -> tensor<4xi8>
  return %r : tensor<4xi8>
}
)");
  HostTensor r = p.tensor("f", {arg(DType::I8, {2}, {5, -7}), arg(DType::I8, {4}, {0, 0, 0, 0})});
  CHECK(values_of(r) == std::vector<double>{5, 5, -7, -7});
}

TEST_CASE("generic: out-of-range indexing, disagreeing extents and undetermined loops are errors") {
  const char* text = R"(
func.func @shifted(%a: tensor<3xf32>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 + 1)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<3xf32>) outs(%init : tensor<3xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
func.func @nonlinear(%a: tensor<3xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0 mod 4)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<3xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @mismatch(%a: tensor<3xf32>, %init: tensor<4xf32>) -> tensor<4xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      ins(%a : tensor<3xf32>) outs(%init : tensor<4xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @undetermined(%a: tensor<3xf32>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0 + d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<3xf32>) outs(%init : tensor<3xf32>) {
  ^bb0(%x: f32, %o: f32):
    linalg.yield %x : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
)";
  // The verifier refuses @mismatch's extents at load; the executor's own checks see all four.
  CHECK(load_error(text).find("linalg.generic at test.mlir:19:3: operand #1 has size 4") != std::string::npos);
  MlirProgram p(text, unverified());
  auto a3 = arg(DType::F32, {3}, {1, 2, 3});
  auto z3 = arg(DType::F32, {3}, {0, 0, 0});
  auto z4 = arg(DType::F32, {4}, {0, 0, 0, 0});
  Error e = expect_error([&] { p.call("shifted", {a3, z3}); });
  CHECK(e.kind() == ErrorKind::Invalid);
  CHECK(e.where().find("linalg.generic") != std::string::npos);
  CHECK(e.message().find("index 3") != std::string::npos);
  e = expect_error([&] { p.call("nonlinear", {a3, z4}); });
  CHECK(e.message().find("index 3") != std::string::npos);
  e = expect_error([&] { p.call("mismatch", {a3, z4}); });
  CHECK(e.message().find("d0") != std::string::npos);
  e = expect_error([&] { p.call("undetermined", {a3, z3}); });
  CHECK(e.message().find("d1") != std::string::npos);
}

TEST_CASE("generic: an error inside the body carries the body op's location") {
  MlirProgram p(R"(
func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]}
      outs(%a : tensor<2xf32>) {
  ^bb0(%o: f32):
    %x = "foo.baz"(%o) : (f32) -> f32
    linalg.yield %x : f32
  } -> tensor<2xf32>
  return %r : tensor<2xf32>
}
)");
  Error e = expect_error([&] { p.call("f", {arg(DType::F32, {2}, {1, 2})}); });
  CHECK(e.kind() == ErrorKind::Unsupported);
  CHECK(e.where().find("test.mlir:6:") == 0);
}

TEST_CASE("generic: an empty iteration space returns the outs unchanged") {
  MlirProgram p(R"(
func.func @f(%a: tensor<0x3xf32>, %init: tensor<3xf32>) -> tensor<3xf32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>], iterator_types = ["reduction", "parallel"]}
      ins(%a : tensor<0x3xf32>) outs(%init : tensor<3xf32>) {
  ^bb0(%x: f32, %o: f32):
    %s = arith.addf %x, %o : f32
    linalg.yield %s : f32
  } -> tensor<3xf32>
  return %r : tensor<3xf32>
}
)");
  HostTensor r = p.tensor("f", {RtValue::of(HostTensor(DType::F32, {0, 3})), arg(DType::F32, {3}, {1, 2, 3})});
  CHECK(values_of(r) == std::vector<double>{1, 2, 3});
}

TEST_CASE("linalg.fill, transpose, broadcast, map, reduce, copy") {
  MlirProgram p(R"(
func.func @fill(%v: f32) -> tensor<2x2xf16> {
  %e = tensor.empty() : tensor<2x2xf16>
  %x = arith.truncf %v : f32 to f16
  %r = linalg.fill ins(%x : f16) outs(%e : tensor<2x2xf16>) -> tensor<2x2xf16>
  return %r : tensor<2x2xf16>
}
func.func @transpose(%a: tensor<2x3xui8>) -> tensor<3x2xui8> {
  %e = tensor.empty() : tensor<3x2xui8>
  %r = linalg.transpose ins(%a : tensor<2x3xui8>) outs(%e : tensor<3x2xui8>) permutation = [1, 0]
  return %r : tensor<3x2xui8>
}
func.func @transpose3(%a: tensor<2x3x4xi16>) -> tensor<4x2x3xi16> {
  %e = tensor.empty() : tensor<4x2x3xi16>
  %r = linalg.transpose ins(%a : tensor<2x3x4xi16>) outs(%e : tensor<4x2x3xi16>) permutation = [2, 0, 1]
  return %r : tensor<4x2x3xi16>
}
func.func @broadcast(%a: tensor<2xf32>) -> tensor<2x3xf32> {
  %e = tensor.empty() : tensor<2x3xf32>
  %r = linalg.broadcast ins(%a : tensor<2xf32>) outs(%e : tensor<2x3xf32>) dimensions = [1]
  return %r : tensor<2x3xf32>
}
func.func @map(%a: tensor<3xf32>, %b: tensor<3xf32>) -> tensor<3xf32> {
  %e = tensor.empty() : tensor<3xf32>
  %r = linalg.map ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>)
    (%x: f32, %y: f32) {
      %s = arith.subf %x, %y : f32
      linalg.yield %s : f32
    }
  return %r : tensor<3xf32>
}
func.func @reduce(%a: tensor<2x3xi32>, %init: tensor<2xi32>) -> tensor<2xi32> {
  %r = linalg.reduce ins(%a : tensor<2x3xi32>) outs(%init : tensor<2xi32>) dimensions = [1]
    (%x: i32, %acc: i32) {
      %s = arith.addi %x, %acc : i32
      linalg.yield %s : i32
    }
  return %r : tensor<2xi32>
}
func.func @copy(%a: tensor<3xi8>) -> tensor<3xi32> {
  %e = tensor.empty() : tensor<3xi32>
  %r = linalg.copy ins(%a : tensor<3xi8>) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}
)");
  HostTensor f = p.tensor("fill", {RtValue::of(Scalar::from_float(DType::F32, 1.5))});
  CHECK(f.dtype() == DType::F16);
  CHECK(values_of(f) == std::vector<double>{1.5, 1.5, 1.5, 1.5});
  HostTensor t = p.tensor("transpose", {arg(DType::UI8, {2, 3}, {1, 2, 3, 200, 250, 255})});
  CHECK(values_of(t) == std::vector<double>{1, 200, 2, 250, 3, 255});
  std::vector<double> in3(24);
  for (int k = 0; k < 24; ++k) in3[k] = k;
  HostTensor t3 = p.tensor("transpose3", {arg(DType::I16, {2, 3, 4}, in3)});
  // out[l][i][j] = in[i][j][l] = 12 i + 4 j + l
  std::vector<double> want3;
  for (int l = 0; l < 4; ++l)
    for (int i = 0; i < 2; ++i)
      for (int j = 0; j < 3; ++j) want3.push_back(12 * i + 4 * j + l);
  CHECK(values_of(t3) == want3);
  CHECK(values_of(p.tensor("broadcast", {arg(DType::F32, {2}, {1, 2})})) == std::vector<double>{1, 1, 1, 2, 2, 2});
  CHECK(values_of(p.tensor("map", {arg(DType::F32, {3}, {5, 6, 7}), arg(DType::F32, {3}, {1, 1, 10})})) ==
        std::vector<double>{4, 5, -3});
  CHECK(values_of(p.tensor("reduce", {arg(DType::I32, {2, 3}, {1, 2, 3, 4, 5, 6}), arg(DType::I32, {2}, {0, 100})})) ==
        std::vector<double>{6, 115});
  CHECK(values_of(p.tensor("copy", {arg(DType::I8, {3}, {-1, 5, -128})})) == std::vector<double>{-1, 5, -128});
}

TEST_CASE("named element-wise ops cast inputs to the output type with sign extension") {
  MlirProgram p(R"(
func.func @add(%a: tensor<3xi8>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %e = tensor.empty() : tensor<3xi32>
  %r = linalg.add ins(%a, %b : tensor<3xi8>, tensor<3xi32>) outs(%e : tensor<3xi32>) -> tensor<3xi32>
  return %r : tensor<3xi32>
}
func.func @unary(%a: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<3xf32>
  %x = linalg.exp ins(%a : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %n = linalg.negf ins(%a : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %b = linalg.abs ins(%a : tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %x, %n, %b : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
func.func @binary(%a: tensor<3xf32>, %b: tensor<3xf32>) -> (tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>) {
  %e = tensor.empty() : tensor<3xf32>
  %s = linalg.sub ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %m = linalg.mul ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %d = linalg.div ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %x = linalg.max ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  %n = linalg.min ins(%a, %b : tensor<3xf32>, tensor<3xf32>) outs(%e : tensor<3xf32>) -> tensor<3xf32>
  return %s, %m, %d, %x, %n : tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>, tensor<3xf32>
}
)");
  CHECK(values_of(p.tensor("add", {arg(DType::I8, {3}, {-1, 127, -128}), arg(DType::I32, {3}, {1, 1, 0})})) ==
        std::vector<double>{0, 128, -128});
  auto u = p.call("unary", {arg(DType::F32, {3}, {0, -2, 3})});
  CHECK(values_of(u[0].tensor)[0] == 1);
  CHECK(values_of(u[1].tensor) == std::vector<double>{-0.0, 2, -3});
  CHECK(values_of(u[2].tensor) == std::vector<double>{0, 2, 3});
  auto b = p.call("binary", {arg(DType::F32, {3}, {1, 6, -2}), arg(DType::F32, {3}, {4, 3, 8})});
  CHECK(values_of(b[0].tensor) == std::vector<double>{-3, 3, -10});
  CHECK(values_of(b[1].tensor) == std::vector<double>{4, 18, -16});
  CHECK(values_of(b[2].tensor) == std::vector<double>{0.25, 2, -0.25});
  CHECK(values_of(b[3].tensor) == std::vector<double>{4, 6, 8});
  CHECK(values_of(b[4].tensor) == std::vector<double>{1, 3, -2});
}

TEST_CASE("generic: a body evaluated through the executor matches the compiled body") {
  // The same computation twice: once as pure scalar code (compiled), once with a detour
  // through a tensor built inside the body, which forces the per-point executor path.
  MlirProgram p(R"(
func.func @f(%a: tensor<4x5xf32>, %zero: tensor<1xf32>) -> (tensor<4x5xf32>, tensor<4x5xf32>) {
  %e = tensor.empty() : tensor<4x5xf32>
  %c0 = arith.constant 0 : index
  %r1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%x: f32, %o: f32):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %t = math.tanh %x : f32
    %m = arith.mulf %t, %f : f32
    linalg.yield %m : f32
  } -> tensor<4x5xf32>
  %r2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<4x5xf32>) outs(%e : tensor<4x5xf32>) {
  ^bb0(%x: f32, %o: f32):
    %z0 = tensor.extract %zero[%c0] : tensor<1xf32>
    %tz = tensor.from_elements %z0 : tensor<1xf32>
    %z = tensor.extract %tz[%c0] : tensor<1xf32>
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %f = arith.sitofp %ii : i32 to f32
    %t = math.tanh %x : f32
    %m = arith.mulf %t, %f : f32
    %m2 = arith.addf %m, %z : f32
    linalg.yield %m2 : f32
  } -> tensor<4x5xf32>
  return %r1, %r2 : tensor<4x5xf32>, tensor<4x5xf32>
}
)");
  std::vector<double> in(20);
  for (int k = 0; k < 20; ++k) in[k] = 0.37 * k - 3;
  auto r = p.call("f", {arg(DType::F32, {4, 5}, in), arg(DType::F32, {1}, {0})});
  CHECK(values_of(r[0].tensor) == values_of(r[1].tensor));
  CHECK(values_of(r[0].tensor)[7] == doctest::Approx(std::tanh(float(0.37 * 7 - 3)) * 2));
}

TEST_CASE("generic: an iteration space beyond ExecOptions::max_tensor_elements is a Limit error") {
  auto module = graph::parse_module(R"(
func.func @f(%a: tensor<20xf32>, %b: tensor<20xf32>, %init: tensor<f32>) -> tensor<f32> {
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> ()>],
                       iterator_types = ["reduction", "reduction"]}
      ins(%a, %b : tensor<20xf32>, tensor<20xf32>) outs(%init : tensor<f32>) {
  ^bb0(%x: f32, %y: f32, %acc: f32):
    %m = arith.mulf %x, %y : f32
    %s = arith.addf %acc, %m : f32
    linalg.yield %s : f32
  } -> tensor<f32>
  return %r : tensor<f32>
}
)", "test.mlir");
  std::vector<RtValue> args = {arg(DType::F32, {20}, std::vector<double>(20, 1)), arg(DType::F32, {20}, std::vector<double>(20, 2)),
                               arg(DType::F32, {}, {0})};
  ref::ExecOptions small;
  small.max_tensor_elements = 100;
  ref::Executor limited(*module, small);
  Error e = expect_error([&] { limited.call("f", args); });
  CHECK(e.kind() == ErrorKind::Limit);
  ref::Executor unlimited(*module);
  auto r = unlimited.call("f", args);
  CHECK(r[0].tensor.get_f64(0) == 800);  // (sum of 1s) * (sum of 2s) = 20 * 40
}

TEST_CASE("generic: an f16 sum accumulates in f32 and rounds once") {
  // 4096 * f16(0.001) = 4096 * 1.0244140625 * 2^-10 = 4.09765625 exactly, an f16 value; summed in
  // f16 the running total stops growing at 4.0 (half an ulp there is 0.00195 > 0.001).
  MlirProgram p(R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @f(%a: tensor<2x4096xf16>, %init: tensor<2xf16>) -> tensor<2xf16> {
  %r = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]}
      ins(%a : tensor<2x4096xf16>) outs(%init : tensor<2xf16>) {
  ^bb0(%x: f16, %acc: f16):
    %s = arith.addf %x, %acc : f16
    linalg.yield %s : f16
  } -> tensor<2xf16>
  return %r : tensor<2xf16>
}
)");
  HostTensor r = p.tensor("f", {arg(DType::F16, {2, 4096}, std::vector<double>(8192, 0.001)), arg(DType::F16, {2}, {0, 1})});
  // The initial value is added to the f32 total: 1 + 4.09765625 = 5.09765625, also an f16 value.
  CHECK(values_of(r) == std::vector<double>{4.09765625, 5.09765625});
}
