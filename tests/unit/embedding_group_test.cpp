// The CPU runner's grouped bag dispatches (CpuKernel::run_group, engine/cpu/embedding_kernels.cpp):
// a model whose bag ops share a level runs them as one call, with the results of the plain
// reference (ops/embedding_bag.h) and errors that name the failing op.
#include <doctest/doctest.h>

#include <algorithm>
#include <random>
#include <string>
#include <vector>

#include "linrt/error.h"
#include "linrt/linrt.h"
#include "ops/embedding_bag.h"

using namespace linrt;

namespace {

// Three bag ops in one level, each output above the runner's 256 KiB limit for side-by-side
// dispatches, so the CPU runner hands all three to one run_group call. %0 and %1 share a kernel
// (same attributes and types), %2 has a kernel of its own (max, include_last_offset, i32, D 130).
const char* kGroupModel = R"(func.func @f(%t0: tensor<50x128xf32>, %t1: tensor<50x128xf32>, %t2: tensor<40x130xf32>, %i0: tensor<1800xi64>, %o0: tensor<600xi64>, %i1: tensor<1800xi64>, %o1: tensor<600xi64>, %i2: tensor<1800xi32>, %o2: tensor<601xi32>) -> (tensor<600x128xf32>, tensor<600x128xf32>, tensor<600x130xf32>) {
  %0 = "linrt.embedding_bag"(%t0, %i0, %o0) <{mode = "sum", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<50x128xf32>, tensor<1800xi64>, tensor<600xi64>) -> tensor<600x128xf32>
  %1 = "linrt.embedding_bag"(%t1, %i1, %o1) <{mode = "sum", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<50x128xf32>, tensor<1800xi64>, tensor<600xi64>) -> tensor<600x128xf32>
  %2 = "linrt.embedding_bag"(%t2, %i2, %o2) <{mode = "max", include_last_offset = true, padding_idx = 3 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<40x130xf32>, tensor<1800xi32>, tensor<601xi32>) -> tensor<600x130xf32>
  return %0, %1, %2 : tensor<600x128xf32>, tensor<600x128xf32>, tensor<600x130xf32>
}
)";

}  // namespace

TEST_CASE("embedding_bag kernels: a level's bag dispatches run grouped, with the results and errors of separate runs") {
  std::mt19937 rng(31);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  const int64_t rows[3] = {50, 50, 40}, dims[3] = {128, 128, 130};
  std::vector<float> tables[3];
  std::vector<int64_t> idx[2], off[2];
  std::vector<int32_t> idx2, off2;
  for (int t = 0; t < 3; ++t) {
    tables[t].resize(size_t(rows[t] * dims[t]));
    for (float& v : tables[t]) v = u(rng);
  }
  // Bags of 0 to 6 rows, 1800 indices in all.
  for (int t = 0; t < 3; ++t) {
    std::vector<int64_t> i, o;
    for (int64_t b = 0; b < 600; ++b) {
      o.push_back(int64_t(i.size()));
      const int64_t n = b == 599 ? 1800 - int64_t(i.size()) : std::min<int64_t>(int64_t(rng() % 7), 1800 - int64_t(i.size()));
      for (int64_t k = 0; k < n; ++k) i.push_back(int64_t(rng() % uint64_t(rows[t])));
    }
    REQUIRE(i.size() == 1800);
    if (t < 2) {
      idx[t] = i;
      off[t] = o;
    } else {
      idx2.assign(i.begin(), i.end());
      off2.assign(o.begin(), o.end());
      off2.push_back(1800);
    }
  }
  const linrt::Model model = linrt::Model::load_from_memory(kGroupModel, "groups.mlir");
  linrt::SessionOptions options;
  options.threads = 2;
  linrt::Session session = model.session(options);
  auto inputs = [&] {
    return std::vector<linrt::Tensor>{
        linrt::Tensor::view(tables[0].data(), DType::F32, {50, 128}), linrt::Tensor::view(tables[1].data(), DType::F32, {50, 128}),
        linrt::Tensor::view(tables[2].data(), DType::F32, {40, 130}), linrt::Tensor::view(idx[0].data(), DType::I64, {1800}),
        linrt::Tensor::view(off[0].data(), DType::I64, {600}), linrt::Tensor::view(idx[1].data(), DType::I64, {1800}),
        linrt::Tensor::view(off[1].data(), DType::I64, {600}), linrt::Tensor::view(idx2.data(), DType::I32, {1800}),
        linrt::Tensor::view(off2.data(), DType::I32, {601})};
  };
  const std::vector<linrt::Tensor> got = session.run(inputs());
  REQUIRE(got.size() == 3);
  // The oracle: ops/embedding_bag.h's plain reference, one op at a time.
  for (int t = 0; t < 3; ++t) {
    ops::ref::EmbeddingBagProblem p;
    p.mode = t < 2 ? ops::ref::BagMode::Sum : ops::ref::BagMode::Max;
    p.include_last_offset = t == 2;
    p.padding_idx = t == 2 ? 3 : -1;
    p.rows = rows[t];
    p.dim = dims[t];
    p.num_indices = 1800;
    p.num_offsets = t < 2 ? 600 : 601;
    std::vector<float> want(size_t(600 * dims[t]));
    const std::string error = t < 2 ? ops::ref::embedding_bag(p, tables[t].data(), idx[t].data(), off[t].data(), nullptr, want.data())
                                    : ops::ref::embedding_bag(p, tables[t].data(), idx2.data(), off2.data(), nullptr, want.data());
    REQUIRE(error.empty());
    REQUIRE(got[size_t(t)].numel() == int64_t(want.size()));
    const float* g = got[size_t(t)].data_as<float>();
    for (size_t e = 0; e < want.size(); ++e) {
      CAPTURE(t);
      CAPTURE(e);
      REQUIRE(g[e] == doctest::Approx(want[e]).epsilon(1e-5));
    }
  }
  // An out-of-range index in %1 names %1 (line 3), though its kernel is %0's.
  idx[1][1234] = 50;
  try {
    session.run(inputs());
    FAIL("no error");
  } catch (const Error& e) {
    CHECK(e.where() == "linrt.embedding_bag at groups.mlir:3:3");
    CHECK(e.message() == "indices[1234] = 50 is out of range for a table of 50 rows");
  }
}
