// SessionOptions::profile: every dispatch run is timed and counted, per distinct kernel; without
// the option the profile stays empty.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "linrt/linrt.h"

namespace {

// Two matmuls into a fill, then an add of their results.
const char* kModel = R"mlir(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @forward(%x: tensor<8x8xf32>, %w: tensor<8x8xf32>) -> tensor<8x8xf32> {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<8x8xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<8x8xf32>) -> tensor<8x8xf32>
  %a = linalg.matmul ins(%x, %w : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %b = linalg.matmul ins(%w, %x : tensor<8x8xf32>, tensor<8x8xf32>) outs(%f : tensor<8x8xf32>) -> tensor<8x8xf32>
  %s = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<8x8xf32>, tensor<8x8xf32>) outs(%e : tensor<8x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %y = arith.addf %p, %q : f32
    linalg.yield %y : f32
  } -> tensor<8x8xf32>
  return %s : tensor<8x8xf32>
}
)mlir";

}  // namespace

TEST_CASE("api: SessionOptions::profile times every dispatch, per distinct kernel") {
  const linrt::Model model = linrt::Model::load_from_memory(kModel, "profile.mlir");
  std::vector<float> x(64, 0.5f), w(64, 0.25f);
  const std::vector<linrt::Tensor> in = {linrt::Tensor::view(x.data(), linrt::DType::F32, {8, 8}),
                                         linrt::Tensor::view(w.data(), linrt::DType::F32, {8, 8})};
  const int64_t dispatches = model.stats().dispatches;
  REQUIRE(dispatches >= 2);

  linrt::Session plain = model.session();
  plain.run(in);
  CHECK(plain.profile().runs == 0);
  CHECK(plain.profile().kernels.empty());

  linrt::SessionOptions options;
  options.profile = true;
  options.threads = 1;  // dispatches one at a time, so their times add up to at most the runs'
  linrt::Session session = model.session(options);
  session.run(in);
  session.reset_profile();  // the warm-up run is not counted
  for (int i = 0; i < 3; ++i) session.run(in);
  const linrt::SessionProfile p = session.profile();
  CHECK(p.runs == 3);
  CHECK(p.run_seconds > 0);
  REQUIRE(int64_t(p.kernels.size()) == model.stats().unique_kernels);
  CHECK(p.run_cpu_seconds > 0);
  int64_t calls = 0, sites = 0;
  double seconds = 0, cpu_seconds = 0;
  for (size_t k = 0; k < p.kernels.size(); ++k) {
    CAPTURE(p.kernels[k].name);
    CHECK(p.kernels[k].calls == 3 * p.kernels[k].dispatches);
    CHECK(p.kernels[k].call_site.find("profile.mlir:") == 0);
    if (k > 0) CHECK(p.kernels[k].seconds <= p.kernels[k - 1].seconds);  // largest first
    calls += p.kernels[k].calls;
    sites += p.kernels[k].dispatches;
    seconds += p.kernels[k].seconds;
    CHECK(p.kernels[k].cpu_seconds >= 0);
    cpu_seconds += p.kernels[k].cpu_seconds;
  }
  CHECK(sites == dispatches);
  CHECK(calls == 3 * dispatches);
  CHECK(seconds <= p.run_seconds);
  CHECK(cpu_seconds > 0);
  CHECK(cpu_seconds <= p.run_cpu_seconds);
  const std::string table = linrt::format_profile(p);
  CHECK(table.find("3 run(s)") != std::string::npos);
  CHECK(table.find("CPU ms per run") != std::string::npos);
  for (const linrt::KernelTime& k : p.kernels) CHECK(table.find(k.name) != std::string::npos);
}

TEST_CASE("api: the profile counts bag dispatches that run as one grouped call") {
  // Two bag ops in one level with outputs over the runner's limit for side-by-side dispatches:
  // the CPU runner hands both to one run_group call (engine/cpu/embedding_kernels.cpp).
  const char* text = R"(func.func @f(%t0: tensor<4x128xf32>, %t1: tensor<4x128xf32>, %i: tensor<600xi64>, %o: tensor<600xi64>) -> (tensor<600x128xf32>, tensor<600x128xf32>) {
  %0 = "linrt.embedding_bag"(%t0, %i, %o) <{mode = "sum", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<4x128xf32>, tensor<600xi64>, tensor<600xi64>) -> tensor<600x128xf32>
  %1 = "linrt.embedding_bag"(%t1, %i, %o) <{mode = "sum", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<4x128xf32>, tensor<600xi64>, tensor<600xi64>) -> tensor<600x128xf32>
  return %0, %1 : tensor<600x128xf32>, tensor<600x128xf32>
}
)";
  const linrt::Model model = linrt::Model::load_from_memory(text, "bags.mlir");
  std::vector<float> t0(4 * 128, 1.0f), t1(4 * 128, 2.0f);
  std::vector<int64_t> idx(600), off(600);
  for (int64_t b = 0; b < 600; ++b) idx[size_t(b)] = b % 4, off[size_t(b)] = b;  // one row per bag
  const std::vector<linrt::Tensor> in = {linrt::Tensor::view(t0.data(), linrt::DType::F32, {4, 128}),
                                         linrt::Tensor::view(t1.data(), linrt::DType::F32, {4, 128}),
                                         linrt::Tensor::view(idx.data(), linrt::DType::I64, {600}),
                                         linrt::Tensor::view(off.data(), linrt::DType::I64, {600})};
  linrt::SessionOptions options;
  options.profile = true;
  options.threads = 2;
  linrt::Session session = model.session(options);
  for (int i = 0; i < 2; ++i) session.run(in);
  const linrt::SessionProfile p = session.profile();
  CHECK(p.runs == 2);
  int64_t bag_calls = 0;
  for (const linrt::KernelTime& k : p.kernels)
    if (k.name.find("embedding_bag") != std::string::npos) {
      bag_calls += k.calls;
      CHECK(k.seconds > 0);
      CHECK(k.cpu_seconds > 0);
    }
  CHECK(bag_calls == 2 * 2);
}
