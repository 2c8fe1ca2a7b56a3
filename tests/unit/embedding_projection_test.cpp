// DLRM's mixed-dimension tables (PrEmbeddingBag): a bag of a narrow constant table followed by
// a product with a constant projection into zeros. recognise_embedding_bag's
// project_small_tables makes it one bag over the table's projected rows (T @ P, worked out at
// load), so no product runs. The results are checked against the bag sums projected here, on
// the CPU, the reference executor and Vulkan; a bag whose result is read elsewhere too keeps
// its product, and an index past the table is still an error.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "linrt/error.h"
#include "linrt/linrt.h"
#include "tests/unit/embedding_bag_test_util.h"
#include "tests/unit/vulkan_test_util.h"

namespace {

constexpr int kRows = 6, kDim = 3, kOut = 4, kBags = 8;

// Table row r, column k: (r * 3 + k) / 2 - 4; projection (as nn.Linear stores it, [out, in])
// row j, column k: (j - k) / 2. Halves and small sums only, so every product and sum below is
// exact in f32, whatever the order.
float table_at(int r, int k) { return float(r * kDim + k) / 2.0f - 4.0f; }
float weight_at(int j, int k) { return float(j - k) / 2.0f; }

std::string dense_2d(int rows, int cols, float (*at)(int, int)) {
  std::string s = "dense<[";
  for (int r = 0; r < rows; ++r) {
    s += r ? ", [" : "[";
    for (int c = 0; c < cols; ++c) s += (c ? ", " : "") + std::to_string(at(r, c));
    s += "]";
  }
  return s + "]>";
}

// The bag over %idx / %off (torch-mlir's form of embedding_bag sum) and its projection; with
// `also_return_bag` the bag's own result is returned as well.
std::string projection_module(bool also_return_bag) {
  const std::string results = also_return_bag ? "tensor<8x4xf32>, tensor<8x3xf32>" : "tensor<8x4xf32>";
  return R"(
func.func @f(%idx: tensor<8xi64>, %off: tensor<8xi64>) -> ()" + results + R"() {
  %t = arith.constant )" + dense_2d(kRows, kDim, table_at) + R"( : tensor<6x3xf32>
  %w = arith.constant )" + dense_2d(kOut, kDim, weight_at) + R"( : tensor<4x3xf32>
  %c1 = arith.constant 1 : i64
  %c8 = arith.constant 8 : i64
  %c0i = arith.constant 0 : index
  %zero = arith.constant 0.0 : f32
  %eb = tensor.empty() : tensor<8x3xf32>
  %accb = linalg.fill ins(%zero : f32) outs(%eb : tensor<8x3xf32>) -> tensor<8x3xf32>
  %bag = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0)>, affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = ["parallel", "reduction", "parallel"]} ins(%idx, %off : tensor<8xi64>, tensor<8xi64>) outs(%accb : tensor<8x3xf32>) {
)" + bag_test::kTorchBagBodyStart + R"(
    %v = tensor.extract %t[%row, %d] : tensor<6x3xf32>
    %sum = arith.addf %v, %out : f32
    %pick = arith.select %in_bag, %sum, %out : f32
    linalg.yield %pick : f32
  } -> tensor<8x3xf32>
  %et = tensor.empty() : tensor<3x4xf32>
  %wt = linalg.transpose ins(%w : tensor<4x3xf32>) outs(%et : tensor<3x4xf32>) permutation = [1, 0]
  %eo = tensor.empty() : tensor<8x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x4xf32>) -> tensor<8x4xf32>
  %p = linalg.matmul ins(%bag, %wt : tensor<8x3xf32>, tensor<3x4xf32>) outs(%acc : tensor<8x4xf32>) -> tensor<8x4xf32>
  return %p)" + (also_return_bag ? ", %bag" : "") + " : " + results + "\n}\n";
}

// Bags {0 | 5, 2 | 3 | (empty) | 1, 1, 4 | (empty) | 2 | 0}: repeated rows, two empty bags.
struct Inputs {
  std::vector<int64_t> idx = {0, 5, 2, 3, 1, 1, 4, 2};
  std::vector<int64_t> off = {0, 1, 3, 4, 4, 7, 7, 8};
  std::vector<linrt::Tensor> tensors() {
    return {linrt::Tensor::view(idx.data(), linrt::DType::I64, {8}),
            linrt::Tensor::view(off.data(), linrt::DType::I64, {8})};
  }
};

// Bag b's row sum, projected: sum_k (sum of table rows)[k] * weight[j][k].
float expected(const Inputs& in, int bag, int j) {
  const int64_t begin = in.off[size_t(bag)], end = bag + 1 < kBags ? in.off[size_t(bag) + 1] : 8;
  double sum = 0;
  for (int k = 0; k < kDim; ++k) {
    double row_sum = 0;
    for (int64_t p = begin; p < end; ++p) row_sum += table_at(int(in.idx[size_t(p)]), k);
    sum += row_sum * weight_at(j, k);
  }
  return float(sum);
}

std::vector<std::pair<std::string, linrt::SessionOptions>> sessions() {
  std::vector<std::pair<std::string, linrt::SessionOptions>> s(2);
  s[0].first = "cpu";
  s[1].first = "reference";
  s[1].second.reference = true;
  if (vk_test::shared_context()) {
    s.emplace_back("vulkan", linrt::SessionOptions{});
    s.back().second.device = linrt::DeviceKind::Vulkan;
  }
  return s;
}

}  // namespace

TEST_CASE("embedding projections: a small table's bag and its projection run as one bag over projected rows") {
  linrt::Model model = linrt::Model::load_from_memory(projection_module(false), "md.mlir");
  const linrt::ModelStats stats = model.stats("f");
  CHECK(bag_test::call_sites(stats, "embedding_bag.") == 1);
  CHECK(bag_test::call_sites(stats, "matmul") == 0);
  CHECK(bag_test::call_sites(stats, "fallback:") == 0);
  for (const auto& session_kind : sessions()) {
    const std::string& where = session_kind.first;
    const linrt::SessionOptions& options = session_kind.second;
    CAPTURE(where);
    linrt::Session session = model.session(options);
    Inputs in;
    const std::vector<linrt::Tensor> got = session.run("f", in.tensors());
    REQUIRE(got.size() == 1);
    REQUIRE(got[0].numel() == kBags * kOut);
    for (int bag = 0; bag < kBags; ++bag)
      for (int j = 0; j < kOut; ++j)
        CHECK_MESSAGE(got[0].data_as<float>()[bag * kOut + j] == expected(in, bag, j), "bag " << bag << ", column " << j);
    // Row 6 of the 6-row table: the projected table has the same rows, so it is still refused.
    in.idx[2] = 6;
    try {
      session.run("f", in.tensors());
      FAIL("index 6 of a 6-row table was accepted");
    } catch (const linrt::Error& e) {
      const std::string what = e.what();
      CHECK_MESSAGE(what.find("6 rows") != std::string::npos, what);
    }
  }
}

TEST_CASE("embedding projections: a bag read elsewhere as well keeps its product") {
  linrt::Model model = linrt::Model::load_from_memory(projection_module(true), "md_both.mlir");
  const linrt::ModelStats stats = model.stats("f");
  CHECK(bag_test::call_sites(stats, "embedding_bag.") == 1);
  CHECK(bag_test::call_sites(stats, "matmul") == 1);
  Inputs in;
  const std::vector<linrt::Tensor> got = model.session().run("f", in.tensors());
  REQUIRE(got.size() == 2);
  for (int bag = 0; bag < kBags; ++bag)
    for (int j = 0; j < kOut; ++j) CHECK(got[0].data_as<float>()[bag * kOut + j] == expected(in, bag, j));
}
