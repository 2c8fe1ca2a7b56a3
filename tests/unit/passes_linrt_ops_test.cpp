// The linrt dialect's reference handlers and the plain embedding-bag reference, against values
// worked out by hand, and their errors for bad input.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "exec_test_util.h"
#include "ops/embedding_bag.h"

namespace {

using linrt::DType;
using linrt::ops::ref::BagMode;
using linrt::ops::ref::EmbeddingBagProblem;
using namespace linrt::testing;

// Table rows r0 = [1, 2], r1 = [3, 4], r2 = [5, 6], r3 = [7, 8].
const std::vector<float> kTable{1, 2, 3, 4, 5, 6, 7, 8};

EmbeddingBagProblem problem(BagMode mode, int64_t num_indices, int64_t num_offsets) {
  EmbeddingBagProblem p;
  p.mode = mode;
  p.rows = 4;
  p.dim = 2;
  p.num_indices = num_indices;
  p.num_offsets = num_offsets;
  return p;
}

template <class I, class O>
std::vector<float> bags(const EmbeddingBagProblem& p, const std::vector<I>& idx, const std::vector<O>& off,
                        const float* weights = nullptr) {
  const int64_t n = linrt::ops::ref::embedding_bag_num_bags(p);
  REQUIRE(n >= 0);
  std::vector<float> out(size_t(n * p.dim), -99.0f);
  const std::string err = linrt::ops::ref::embedding_bag(p, kTable.data(), idx.data(), off.data(), weights, out.data());
  REQUIRE_MESSAGE(err.empty(), err);
  return out;
}

template <class I, class O>
std::string bag_error(const EmbeddingBagProblem& p, const std::vector<I>& idx, const std::vector<O>& off,
                      const float* weights = nullptr) {
  std::vector<float> out(64);
  return linrt::ops::ref::embedding_bag(p, kTable.data(), idx.data(), off.data(), weights, out.data());
}

// indices [0, 2, 1, 3, 3], bags [0, 2) [2, 2) [2, 5).
const std::vector<int64_t> kIdx{0, 2, 1, 3, 3};
const std::vector<int64_t> kOff{0, 2, 2};

}  // namespace

TEST_CASE("embedding_bag reference: sum, mean, max, empty bags") {
  CHECK(bags(problem(BagMode::Sum, 5, 3), kIdx, kOff) == std::vector<float>{6, 8, 0, 0, 17, 20});
  const auto mean = bags(problem(BagMode::Mean, 5, 3), kIdx, kOff);
  CHECK(mean[0] == 3);
  CHECK(mean[1] == 4);
  CHECK(mean[2] == 0);
  CHECK(mean[4] == doctest::Approx(17.0 / 3));
  CHECK(mean[5] == doctest::Approx(20.0 / 3));
  CHECK(bags(problem(BagMode::Max, 5, 3), kIdx, kOff) == std::vector<float>{5, 6, 0, 0, 7, 8});
}

TEST_CASE("embedding_bag reference: padding_idx, include_last_offset, weights, int32") {
  auto p = problem(BagMode::Sum, 5, 3);
  p.padding_idx = 3;
  CHECK(bags(p, kIdx, kOff) == std::vector<float>{6, 8, 0, 0, 3, 4});
  p.mode = BagMode::Mean;
  CHECK(bags(p, kIdx, kOff) == std::vector<float>{3, 4, 0, 0, 3, 4});  // padding not counted

  auto last = problem(BagMode::Sum, 5, 4);
  last.include_last_offset = true;
  CHECK(bags(last, kIdx, std::vector<int64_t>{0, 2, 2, 4}) == std::vector<float>{6, 8, 0, 0, 10, 12});

  auto weighted = problem(BagMode::Sum, 5, 3);
  weighted.weighted = true;
  const std::vector<float> w{1, 0.5f, 2, 1, -1};
  CHECK(bags(weighted, kIdx, kOff, w.data()) == std::vector<float>{3.5f, 5, 0, 0, 6, 8});

  const std::vector<int32_t> idx32{0, 2, 1, 3, 3};
  const std::vector<int32_t> off32{0, 2, 2};
  CHECK(bags(problem(BagMode::Sum, 5, 3), idx32, off32) == std::vector<float>{6, 8, 0, 0, 17, 20});
  CHECK(bags(problem(BagMode::Sum, 5, 3), idx32, kOff) == std::vector<float>{6, 8, 0, 0, 17, 20});
}

TEST_CASE("embedding_bag reference: bad indices, offsets, padding_idx and weights are errors") {
  CHECK(bag_error(problem(BagMode::Sum, 5, 3), std::vector<int64_t>{0, 4, 1, 3, 3}, kOff).find("index 4") != std::string::npos);
  CHECK(bag_error(problem(BagMode::Sum, 5, 3), std::vector<int64_t>{0, -1, 1, 3, 3}, kOff).find("index -1") != std::string::npos);
  CHECK(!bag_error(problem(BagMode::Sum, 5, 3), kIdx, std::vector<int64_t>{0, 3, 2}).empty());
  CHECK(!bag_error(problem(BagMode::Sum, 5, 3), kIdx, std::vector<int64_t>{-1, 2, 2}).empty());
  CHECK(!bag_error(problem(BagMode::Sum, 5, 3), kIdx, std::vector<int64_t>{0, 2, 6}).empty());
  auto p = problem(BagMode::Sum, 5, 3);
  p.padding_idx = 4;
  CHECK(bag_error(p, kIdx, kOff).find("padding_idx") != std::string::npos);
  auto w = problem(BagMode::Max, 5, 3);
  w.weighted = true;
  const std::vector<float> weights(5, 1.0f);
  CHECK(bag_error(w, kIdx, kOff, weights.data()).find("sum") != std::string::npos);
}

TEST_CASE("linrt ops: reference handlers compute hand-worked values") {
  MlirProgram p(R"(
func.func @bag(%t: tensor<4x2xf32>, %i: tensor<5xi64>, %o: tensor<3xi32>) -> tensor<3x2xf32> {
  %r = "linrt.embedding_bag"(%t, %i, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, mode = "max", include_last_offset = false, padding_idx = -1 : i64}> : (tensor<4x2xf32>, tensor<5xi64>, tensor<3xi32>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
func.func @gather(%z: tensor<2x3x3xf32>) -> tensor<2x2xf32> {
  %r = "linrt.gather"(%z) {indices0 = array<i64: 1, 2>, indices1 = array<i64: 0, 1>} : (tensor<2x3x3xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @up(%x: tensor<1x1x2x2xf32>) -> tensor<1x1x4x6xf32> {
  %r = "linrt.upsample_nearest"(%x) {scale = array<i64: 2, 3>} : (tensor<1x1x2x2xf32>) -> tensor<1x1x4x6xf32>
  return %r : tensor<1x1x4x6xf32>
}
func.func @shuffle(%x: tensor<1x4x1x2xf32>) -> tensor<1x1x2x4xf32> {
  %r = "linrt.pixel_shuffle"(%x) {factor = 2 : i64} : (tensor<1x4x1x2xf32>) -> tensor<1x1x2x4xf32>
  return %r : tensor<1x1x2x4xf32>
}
func.func @conv(%x: tensor<1x1x2x2xf32>, %w: tensor<1x1x2x2xf32>, %b: tensor<1xf32>) -> tensor<1x1x2x2xf32> {
  %r = "linrt.conv2d"(%x, %w, %b) <{operandSegmentSizes = array<i32: 1, 1, 1>, layout = "nchw", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 0, 0>, groups = 1 : i64}> : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>, tensor<1xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
})");
  auto table = arg(DType::F32, {4, 2}, {1, 2, 3, 4, 5, 6, 7, 8});
  CHECK(values_of(p.tensor("bag", {table, arg(DType::I64, {5}, {0, 2, 1, 3, 3}), arg(DType::I32, {3}, {0, 2, 2})})) ==
        std::vector<double>{5, 6, 0, 0, 7, 8});
  std::vector<double> z(18);
  for (size_t k = 0; k < 18; ++k) z[k] = double(k);
  // out[b][k] = z[b][i0[k]][i1[k]] = 9b + 3 i0 + i1: (1,0) -> 3, (2,1) -> 7.
  CHECK(values_of(p.tensor("gather", {arg(DType::F32, {2, 3, 3}, z)})) == std::vector<double>{3, 7, 12, 16});
  CHECK(values_of(p.tensor("up", {arg(DType::F32, {1, 1, 2, 2}, {1, 2, 3, 4})})) ==
        std::vector<double>{1, 1, 1, 2, 2, 2, 1, 1, 1, 2, 2, 2, 3, 3, 3, 4, 4, 4, 3, 3, 3, 4, 4, 4});
  // Channel k = 2i + j goes to out[i::2][j::2]: channels hold 10k + x for x in {0, 1}.
  CHECK(values_of(p.tensor("shuffle", {arg(DType::F32, {1, 4, 1, 2}, {0, 1, 10, 11, 20, 21, 30, 31})})) ==
        std::vector<double>{0, 10, 1, 11, 20, 30, 21, 31});
  // Padding top/left 1: padded [[0,0,0],[0,1,2],[0,3,4]], filter [[1,2],[3,4]], bias 10.
  // out[0][0] = 0*1+0*2+0*3+1*4 = 4; out[0][1] = 0+0+3+8 = 11; out[1][0] = 0+2+0+12 = 14;
  // out[1][1] = 1+4+9+16 = 30; plus 10 each.
  CHECK(values_of(p.tensor("conv", {arg(DType::F32, {1, 1, 2, 2}, {1, 2, 3, 4}),
                                    arg(DType::F32, {1, 1, 2, 2}, {1, 2, 3, 4}),
                                    arg(DType::F32, {1}, {10})})) == std::vector<double>{14, 21, 24, 40});
}

TEST_CASE("linrt ops: bad indices and offsets are located errors naming the op") {
  MlirProgram p(R"(
func.func @bag(%t: tensor<4x2xf32>, %i: tensor<5xi64>, %o: tensor<3xi64>) -> tensor<3x2xf32> {
  %r = "linrt.embedding_bag"(%t, %i, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, mode = "sum", include_last_offset = false, padding_idx = -1 : i64}> : (tensor<4x2xf32>, tensor<5xi64>, tensor<3xi64>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
func.func @gather(%z: tensor<2x3x3xf32>) -> tensor<2x2xf32> {
  %r = "linrt.gather"(%z) {indices0 = array<i64: 1, 3>, indices1 = array<i64: 0, 1>} : (tensor<2x3x3xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
})");
  auto table = arg(DType::F32, {4, 2}, {1, 2, 3, 4, 5, 6, 7, 8});
  auto bad_index = expect_error([&] {
    p.call("bag", {table, arg(DType::I64, {5}, {0, 2, 1, 9, 3}), arg(DType::I64, {3}, {0, 2, 2})});
  });
  CHECK(bad_index.where().find("linrt.embedding_bag") != std::string::npos);
  CHECK(bad_index.where().find("test.mlir:3") != std::string::npos);
  CHECK(bad_index.message().find("index 9") != std::string::npos);
  auto bad_offsets = expect_error([&] {
    p.call("bag", {table, arg(DType::I64, {5}, {0, 2, 1, 3, 3}), arg(DType::I64, {3}, {0, 4, 2})});
  });
  CHECK(bad_offsets.where().find("linrt.embedding_bag") != std::string::npos);
  CHECK(bad_offsets.message().find("offsets") != std::string::npos);
  auto bad_gather = expect_error([&] { p.call("gather", {arg(DType::F32, {2, 3, 3}, std::vector<double>(18, 0))}); });
  CHECK(bad_gather.where().find("linrt.gather") != std::string::npos);
}

TEST_CASE("linrt ops: dot_interaction computes hand-worked dot products and reports pairs outside the features") {
  MlirProgram p(R"(
func.func @dots(%t: tensor<2x3x2xf32>) -> tensor<2x4xf32> {
  %r = "linrt.dot_interaction"(%t) {indices0 = array<i64: 1, 2, 2, 1>, indices1 = array<i64: 0, 0, 1, 1>} : (tensor<2x3x2xf32>) -> tensor<2x4xf32>
  return %r : tensor<2x4xf32>
}
func.func @outside(%t: tensor<2x3x2xf32>) -> tensor<2x2xf32> {
  %r = "linrt.dot_interaction"(%t) {indices0 = array<i64: 1, 3>, indices1 = array<i64: 0, 1>} : (tensor<2x3x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
func.func @uneven(%t: tensor<2x3x2xf32>) -> tensor<2x2xf32> {
  %r = "linrt.dot_interaction"(%t) {indices0 = array<i64: 1, 2>, indices1 = array<i64: 0>} : (tensor<2x3x2xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
})");
  // Sample 0 rows (1, 2), (3, 4), (5, 6): (1,0) 3 + 8 = 11, (2,0) 5 + 12 = 17, (2,1) 15 + 24 = 39,
  // (1,1) 9 + 16 = 25. Sample 1 rows (0, 1), (1, 0), (2, 2): 0, 2, 2, 1.
  const auto t = arg(DType::F32, {2, 3, 2}, {1, 2, 3, 4, 5, 6, 0, 1, 1, 0, 2, 2});
  CHECK(values_of(p.tensor("dots", {t})) == std::vector<double>{11, 17, 39, 25, 0, 2, 2, 1});
  auto outside = expect_error([&] { p.call("outside", {t}); });
  CHECK(outside.where().find("linrt.dot_interaction") != std::string::npos);
  CHECK(outside.message().find("index pair (3, 1) at position 1 is outside the 3 features") != std::string::npos);
  auto uneven = expect_error([&] { p.call("uneven", {t}); });
  CHECK(uneven.where().find("linrt.dot_interaction") != std::string::npos);
  CHECK(uneven.message().find("equal length") != std::string::npos);
}

TEST_CASE("linrt ops: pool2d computes hand-worked values with the padding skipped, and reports bad windows") {
  MlirProgram p(R"(
func.func @max(%x: tensor<1x1x3x3xf32>) -> tensor<1x1x2x2xf32> {
  %r = "linrt.pool2d"(%x) {kind = "max", window = array<i64: 3, 3>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x1x3x3xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}
func.func @sum(%x: tensor<1x1x3x3xf32>) -> tensor<1x1x2x2xf32> {
  %r = "linrt.pool2d"(%x) {kind = "sum", window = array<i64: 2, 2>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 1, 1>} : (tensor<1x1x3x3xf32>) -> tensor<1x1x2x2xf32>
  return %r : tensor<1x1x2x2xf32>
}
func.func @too_big(%x: tensor<1x1x3x3xf32>) -> tensor<1x1x1x1xf32> {
  %r = "linrt.pool2d"(%x) {kind = "max", window = array<i64: 5, 5>, strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>} : (tensor<1x1x3x3xf32>) -> tensor<1x1x1x1xf32>
  return %r : tensor<1x1x1x1xf32>
})");
  // x = [[-1, -2, -3], [-4, -5, -6], [-7, -8, -9]]: all negative, so a zero in the padding would
  // show. Max windows (rows, cols) [-1, 1] x [-1, 1] -> -1, [-1, 1] x [1, 3] -> -2,
  // [1, 3] x [-1, 1] -> -4, [1, 3] x [1, 3] -> -5.
  const std::vector<double> x{-1, -2, -3, -4, -5, -6, -7, -8, -9};
  CHECK(values_of(p.tensor("max", {arg(DType::F32, {1, 1, 3, 3}, x)})) == std::vector<double>{-1, -2, -4, -5});
  // Sums of 2x2 blocks, the last row and column padded: -12, -9, -15, -9.
  CHECK(values_of(p.tensor("sum", {arg(DType::F32, {1, 1, 3, 3}, x)})) == std::vector<double>{-12, -9, -15, -9});
  auto too_big = expect_error([&] { p.call("too_big", {arg(DType::F32, {1, 1, 3, 3}, x)}); });
  CHECK(too_big.where().find("linrt.pool2d") != std::string::npos);
  CHECK(too_big.message().find("window spans 5") != std::string::npos);
}

TEST_CASE("linrt ops: conv_transpose2d computes hand-worked values, and reports shapes that do not fit") {
  MlirProgram p(R"(
func.func @spread(%x: tensor<1x1x2x2xf32>, %w: tensor<1x1x2x2xf32>, %b: tensor<1xf32>) -> tensor<1x1x4x4xf32> {
  %r = "linrt.conv_transpose2d"(%x, %w, %b) <{operandSegmentSizes = array<i32: 1, 1, 1>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, groups = 1 : i64}> : (tensor<1x1x2x2xf32>, tensor<1x1x2x2xf32>, tensor<1xf32>) -> tensor<1x1x4x4xf32>
  return %r : tensor<1x1x4x4xf32>
}
func.func @crop(%x: tensor<1x1x1x3xf32>, %w: tensor<1x1x1x1xf32>) -> tensor<1x1x1x3xf32> {
  %r = "linrt.conv_transpose2d"(%x, %w) <{operandSegmentSizes = array<i32: 1, 1, 0>, strides = array<i64: 1, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 0, -1, 0, -1>}> : (tensor<1x1x1x3xf32>, tensor<1x1x1x1xf32>) -> tensor<1x1x1x3xf32>
  return %r : tensor<1x1x1x3xf32>
}
func.func @bad(%x: tensor<1x2x2x2xf32>, %w: tensor<1x1x2x2xf32>) -> tensor<1x1x4x4xf32> {
  %r = "linrt.conv_transpose2d"(%x, %w) <{operandSegmentSizes = array<i32: 1, 1, 0>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x2x2xf32>, tensor<1x1x2x2xf32>) -> tensor<1x1x4x4xf32>
  return %r : tensor<1x1x4x4xf32>
})");
  // ConvTranspose2d(2x2, stride 2) of x = [[1, 2], [3, 4]] by PyTorch's weight [[1, 10], [100,
  // 1000]] puts x[i][j] * that weight into output block (i, j); the op takes the weight flipped,
  // [[1000, 100], [10, 1]], and padding k - 1 = 1 on each side. Plus the bias 0.5.
  const std::vector<double> x{1, 2, 3, 4}, w{1000, 100, 10, 1};
  CHECK(values_of(p.tensor("spread", {arg(DType::F32, {1, 1, 2, 2}, x), arg(DType::F32, {1, 1, 2, 2}, w),
                                      arg(DType::F32, {1}, {0.5})})) ==
        std::vector<double>{1.5,   10.5,   2.5,   20.5,   100.5, 1000.5, 200.5, 2000.5,
                            3.5,   30.5,   4.5,   40.5,   300.5, 3000.5, 400.5, 4000.5});
  // x = [1, 2, 3] spread by 2 along W is [1, 0, 2, 0, 3]; cropped by one on each side it is
  // [0, 2, 0], times the 1x1 weight 5.
  CHECK(values_of(p.tensor("crop", {arg(DType::F32, {1, 1, 1, 3}, {1, 2, 3}), arg(DType::F32, {1, 1, 1, 1}, {5})})) ==
        std::vector<double>{0, 10, 0});
  auto bad = expect_error([&] {
    p.call("bad", {arg(DType::F32, {1, 2, 2, 2}, {1, 2, 3, 4, 5, 6, 7, 8}), arg(DType::F32, {1, 1, 2, 2}, w)});
  });
  CHECK(bad.where().find("linrt.conv_transpose2d") != std::string::npos);
  CHECK(bad.message().find("do not fit") != std::string::npos);
}
