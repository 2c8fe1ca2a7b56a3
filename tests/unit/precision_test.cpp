// ModelOptions::precision end to end: the bf16 matmuls on a small exported MLP against PyTorch's
// float outputs, and the clear refusal on a CPU without AVX512_BF16.
#include <doctest/doctest.h>

#include <cmath>
#include <filesystem>
#include <string>
#include <vector>

#include "fixture_util.h"
#include "linrt/error.h"
#include "linrt/linrt.h"
#include "ops/cpu_features.h"

using namespace linrt;

TEST_CASE("api: precision bf16 runs the MLP fixture's matmuls with bf16 products, within bf16's error of PyTorch") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(LINRT_FIXTURES_DIR) / "linear_mlp";
  const std::string model = (dir / "model.mlir").string();
  ModelOptions bf16;
  bf16.precision = Precision::BF16;
  if (!ops::cpu::supports_bf16(ops::cpu::preferred_isa())) {
    // This CPU (or LINRT_CPU_ISA) has no AVX512_BF16: loading says so, before anything runs.
    try {
      (void)Model::load(model, bf16);
      FAIL("precision bf16 was accepted without AVX512_BF16");
    } catch (const Error& e) {
      CHECK(e.kind() == ErrorKind::Unsupported);
      CHECK(std::string(e.what()).find("AVX512_BF16") != std::string::npos);
    }
    return;
  }
  const HostTensor in = testing::load_tensor(dir / "in0.npy");
  const HostTensor want = testing::load_tensor(dir / "out0.npy");
  const Tensor x = Tensor::view(static_cast<const void*>(in.bytes()), in.dtype(), in.shape());

  Model m16 = Model::load(model, bf16);
  const std::vector<Tensor> got = m16.session().run({x});
  const std::vector<Tensor> f32 = Model::load(model).session().run({x});
  REQUIRE(got.size() == 1);
  REQUIRE(got[0].shape() == want.shape());
  // Both Linear layers (5 -> 7, 7 -> 3) run on the bf16 matmul kernel.
  int bf16_kernels = 0;
  for (const KernelStats& k : m16.stats().kernels) bf16_kernels += k.name.find(".bf16.") != std::string::npos;
  CHECK(bf16_kernels == 2);
  // Bound on the error, worked out from the fixture's weights and input (not from linrt):
  // each product of two bf16-rounded values is within 2^-7 + 2^-16 of the exact one relative
  // to its size, through Linear 5->7, ReLU, Linear 7->3 (the first layer's error carried through
  // |W2|) that gives at most 0.0125 before the sigmoid, whose slope is at most 1/4.
  constexpr double kBound = 0.0125 / 4 + 1e-6;
  double worst = 0, moved = 0;
  for (int64_t i = 0; i < want.numel(); ++i) {
    worst = std::max(worst, double(std::fabs(got[0].data_as<float>()[i] - want.data<float>()[i])));
    moved = std::max(moved, double(std::fabs(got[0].data_as<float>()[i] - f32[0].data_as<float>()[i])));
  }
  CAPTURE(worst);
  CHECK(worst <= kBound);
  CHECK(moved > 0);  // the products really were bf16 ones
}

TEST_CASE("api: precision int8 runs the MLP fixture's matmuls on the int8 kernel, near PyTorch's float outputs") {
  namespace fs = std::filesystem;
  const fs::path dir = fs::path(LINRT_FIXTURES_DIR) / "linear_mlp";
  const std::string model = (dir / "model.mlir").string();
  ModelOptions int8;
  int8.precision = Precision::Int8;
  const HostTensor in = testing::load_tensor(dir / "in0.npy");
  const HostTensor want = testing::load_tensor(dir / "out0.npy");
  const Tensor x = Tensor::view(static_cast<const void*>(in.bytes()), in.dtype(), in.shape());
  Model m8 = Model::load(model, int8);
  const std::vector<Tensor> got = m8.session().run({x});
  const std::vector<Tensor> f32 = Model::load(model).session().run({x});
  REQUIRE(got.size() == 1);
  REQUIRE(got[0].shape() == want.shape());
  // Both Linear layers (5 -> 7, 7 -> 3) run on the int8 kernel, on every CPU.
  int int8_kernels = 0;
  for (const KernelStats& k : m8.stats().kernels) int8_kernels += k.name.find(".int8.") != std::string::npos;
  CHECK(int8_kernels == 2);
  // Each operand is rounded to within half a step: 1/254 of a weight column's largest value and
  // 1/510 of an activation row's range, so a sum of products moves by well under 1% of the
  // sum of their magnitudes, through two layers; the sigmoid's slope is at most 1/4. Against
  // outputs in (0, 1), 0.01 leaves room for that and fails on any misplaced or unscaled sum.
  double worst = 0, moved = 0;
  for (int64_t i = 0; i < want.numel(); ++i) {
    worst = std::max(worst, double(std::fabs(got[0].data_as<float>()[i] - want.data<float>()[i])));
    moved = std::max(moved, double(std::fabs(got[0].data_as<float>()[i] - f32[0].data_as<float>()[i])));
  }
  CAPTURE(worst);
  CHECK(worst <= 0.01);
  CHECK(moved > 0);  // the products really were int8 ones
}
