// The CPU kernel of integer (and mixed) elementwise linalg.generic bodies
// (engine/cpu/scalar_generic_kernel.cpp) against the reference executor: quotient-remainder
// index arithmetic as torch-mlir exports it, and integer ops on edge values (negative operands,
// division by zero, overflow, i32 wraparound, broadcast reads, linalg.index). The same modules
// run through the Vulkan shader generated from the same program
// (engine/vulkan/scalar_shader.cpp) on lavapipe, byte for byte against the reference.
#include <doctest/doctest.h>

#include <cstdint>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/stats.h"
#include "engine/scheduler.h"
#include "engine/vulkan/plan_runner.h"
#include "graph/parser.h"
#include "linrt/linrt.h"
#include "tests/unit/vulkan_test_util.h"

namespace {

// A function planned for the Vulkan device with every generic.scalar dispatch on the GPU.
struct VulkanRun {
  std::unique_ptr<linrt::graph::Module> module;
  std::shared_ptr<const linrt::engine::Plan> plan;
  std::shared_ptr<const linrt::engine::vk::VulkanProgram> program;
  std::unique_ptr<linrt::ref::Executor> exec;
  std::unique_ptr<linrt::engine::Scheduler> runner;

  VulkanRun(std::shared_ptr<linrt::engine::vk::Context> ctx, const char* text, const std::string& file,
            const std::string& function) {
    module = linrt::graph::parse_module(text, file);
    linrt::ModelStats counts;
    linrt::engine::prepare_module(*module, counts);
    plan = linrt::engine::build_plan(*module, function);
    program = std::make_shared<const linrt::engine::vk::VulkanProgram>(ctx, plan);
    int scalar = 0;
    for (size_t k = 0; k < plan->dispatches.size(); ++k) {
      const linrt::engine::PlanKernel& kernel = plan->kernels[plan->dispatches[k].kernel];
      if (kernel.name != "generic.scalar") continue;
      ++scalar;
      CHECK_MESSAGE(program->on_device(k), kernel.key << " stays on the CPU");
      CHECK(program->op(plan->dispatches[k].kernel)->name() == "vulkan.generic.scalar");
    }
    CHECK(scalar > 0);
    exec = std::make_unique<linrt::ref::Executor>(*module);
    runner = std::make_unique<linrt::engine::Scheduler>(plan, std::make_unique<linrt::engine::vk::VulkanSession>(program), *exec, 1);
  }
  // Runs on `args` and checks every result byte for byte against `want`.
  void check(const std::vector<linrt::Tensor>& args, const std::vector<linrt::Tensor>& want) {
    std::vector<linrt::engine::BoundInput> bound;
    for (const linrt::Tensor& t : args) bound.push_back({t.data(), t.dtype(), t.shape(), nullptr});
    runner->run(bound);
    for (size_t r = 0; r < want.size(); ++r) {
      const linrt::ref::RtValue got = runner->result(r);
      REQUIRE(got.tensor.dtype() == want[r].dtype());
      REQUIRE(got.tensor.numel() == want[r].numel());
      const size_t bytes = size_t(want[r].numel()) * linrt::dtype_size(want[r].dtype());
      const auto* g = static_cast<const unsigned char*>(got.tensor.bytes());
      const auto* w = static_cast<const unsigned char*>(want[r].data());
      int64_t bad = 0;
      for (size_t b = 0; b < bytes; ++b) bad += g[b] != w[b];
      CHECK_MESSAGE(bad == 0, "vulkan result " << r << ": " << bad << " bytes differ from the reference");
    }
  }
};

const char* kModule = R"(
func.func @f(%x: tensor<2x64xi64>, %d: tensor<64xi64>) -> (tensor<2x64xi64>, tensor<2x64xf32>, tensor<2x64xi32>, tensor<2x64xi64>) {
  %c4 = arith.constant 4 : i64
  %c0 = arith.constant 0 : i64
  %f4 = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<2x64xi64>
  %ef = tensor.empty() : tensor<2x64xf32>
  %e32 = tensor.empty() : tensor<2x64xi32>
  %rem = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x64xi64>) outs(%e : tensor<2x64xi64>) {
  ^bb0(%in: i64, %o: i64):
    %r = arith.remsi %in, %c4 : i64
    %ne = arith.cmpi ne, %r, %c0 : i64
    %lt = arith.cmpi slt, %r, %c0 : i64
    %both = arith.andi %ne, %lt : i1
    %fix = arith.addi %r, %c4 : i64
    %s = arith.select %both, %fix, %r : i64
    linalg.yield %s : i64
  } -> tensor<2x64xi64>
  %quo = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x64xi64>) outs(%ef : tensor<2x64xf32>) {
  ^bb0(%in: i64, %o: f32):
    %f = arith.sitofp %in : i64 to f32
    %q = arith.divf %f, %f4 : f32
    linalg.yield %q : f32
  } -> tensor<2x64xf32>
  %narrow = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %d : tensor<2x64xi64>, tensor<64xi64>) outs(%e32 : tensor<2x64xi32>) {
  ^bb0(%a: i64, %b: i64, %o: i32):
    %q = arith.divsi %a, %b : i64
    %fl = arith.floordivsi %a, %b : i64
    %m = arith.muli %q, %fl : i64
    %t = arith.trunci %m : i64 to i32
    %k = arith.addi %t, %t : i32
    linalg.yield %k : i32
  } -> tensor<2x64xi32>
  %mixed = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%quo : tensor<2x64xf32>) outs(%e : tensor<2x64xi64>) {
  ^bb0(%in: f32, %o: i64):
    %i = arith.fptosi %in : f32 to i64
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i64
    %s = arith.subi %i, %jj : i64
    %mx = arith.maxsi %s, %c0 : i64
    %u = arith.cmpi ult, %i, %jj : i64
    %g = arith.cmpi sge, %s, %c0 : i64
    %ug = arith.ori %u, %g : i1
    %sel = arith.select %ug, %mx, %s : i64
    %mn = arith.minsi %sel, %i : i64
    %fd = arith.floordivsi %mn, %c4 : i64
    %small = arith.cmpf ult, %in, %f4 : f32
    %pick = arith.select %small, %mn, %fd : i64
    linalg.yield %pick : i64
  } -> tensor<2x64xi64>
  return %rem, %quo, %narrow, %mixed : tensor<2x64xi64>, tensor<2x64xf32>, tensor<2x64xi32>, tensor<2x64xi64>
}
)";

}  // namespace

TEST_CASE("scalar generic kernel: integer and mixed bodies match the reference, edge values included") {
  linrt::Model model = linrt::Model::load_from_memory(kModule, "scalar_generic.mlir");
  const linrt::ModelStats stats = model.stats("f");
  int scalar_kernels = 0;
  for (const linrt::KernelStats& k : stats.kernels) {
    CHECK_MESSAGE(k.name != "fallback:linalg.generic", "a generic runs on the reference fallback: " << k.key);
    scalar_kernels += k.name == "generic.scalar" ? int(k.call_sites.size()) : 0;
  }
  CHECK(scalar_kernels == 4);

  const int64_t big = std::numeric_limits<int64_t>::max(), small = std::numeric_limits<int64_t>::min();
  std::vector<int64_t> x(128), d(64);
  for (int64_t i = 0; i < 128; ++i) x[size_t(i)] = (i % 2 ? -1 : 1) * (i * 7919 % 1000003) - 13;
  x[0] = big, x[1] = small, x[2] = -1, x[3] = 0, x[4] = 16777217, x[5] = -16777219;
  for (int64_t j = 0; j < 64; ++j) d[size_t(j)] = (j % 3 == 0 ? -1 : 1) * (j % 7 + 1);
  d[1] = 0, d[2] = -1;  // division by zero, and min / -1 (x[1] is in column 1 only through d[1])
  d[6] = -1;
  x[6] = small;
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(x.data(), linrt::DType::I64, {2, 64}),
                                           linrt::Tensor::view(d.data(), linrt::DType::I64, {64})};
  linrt::SessionOptions ref_options;
  ref_options.reference = true;
  const std::vector<linrt::Tensor> got = model.session().run("f", args);
  const std::vector<linrt::Tensor> want = model.session(ref_options).run("f", args);
  REQUIRE(got.size() == 4);
  REQUIRE(want.size() == 4);
  for (size_t r = 0; r < 4; ++r) {
    REQUIRE(got[r].dtype() == want[r].dtype());
    REQUIRE(got[r].numel() == want[r].numel());
    const size_t bytes = size_t(got[r].numel()) * linrt::dtype_size(got[r].dtype());
    const auto* g = static_cast<const unsigned char*>(got[r].data());
    const auto* w = static_cast<const unsigned char*>(want[r].data());
    int64_t bad = 0;
    for (size_t b = 0; b < bytes; ++b) bad += g[b] != w[b];
    CHECK_MESSAGE(bad == 0, "result " << r << ": " << bad << " bytes differ from the reference");
  }
  // Torch's remainder takes the divisor's sign: -1 mod 4 is 3.
  CHECK(got[0].data_as<int64_t>()[2] == 3);
}

TEST_CASE("scalar generic shader: integer and mixed bodies on Vulkan match the reference byte for byte") {
  VK_TEST_CONTEXT(ctx);
  const int64_t big = std::numeric_limits<int64_t>::max(), small = std::numeric_limits<int64_t>::min();
  std::vector<int64_t> x(128), d(64);
  for (int64_t i = 0; i < 128; ++i) x[size_t(i)] = (i % 2 ? -1 : 1) * (i * 7919 % 1000003) - 13;
  x[0] = big, x[1] = small, x[2] = -1, x[3] = 0, x[4] = 16777217, x[5] = -16777219, x[6] = small;
  for (int64_t j = 0; j < 64; ++j) d[size_t(j)] = (j % 3 == 0 ? -1 : 1) * (j % 7 + 1);
  d[1] = 0, d[2] = -1, d[6] = -1;
  // Multiples of 3 and 7 with a divisor that is not a power of two: f32 quotients on the edge.
  for (int64_t i = 7; i < 40; ++i) x[size_t(i)] = (i % 2 ? -3 : 7) * i * 1237;
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(x.data(), linrt::DType::I64, {2, 64}),
                                           linrt::Tensor::view(d.data(), linrt::DType::I64, {64})};
  linrt::Model model = linrt::Model::load_from_memory(kModule, "scalar_generic.mlir");
  linrt::SessionOptions ref_options;
  ref_options.reference = true;
  const std::vector<linrt::Tensor> want = model.session(ref_options).run("f", args);
  VulkanRun run(ctx, kModule, "scalar_generic.mlir", "f");
  run.check(args, want);
}

namespace {

// DLRM's gather of per-sample pooling weights as torch-mlir exports it (bounds asserts, then
// tensor.extract of the constant table), and a 2-d row gather without asserts.
const char* kGather = R"(
func.func @g(%idx: tensor<6xi64>) -> (tensor<6xf32>, tensor<6x2xf32>) {
  %w = arith.constant dense<[0.5, 1.5, 2.5, 3.5, 4.5]> : tensor<5xf32>
  %t = arith.constant dense<[[1.0, 2.0], [3.0, 4.0], [5.0, 6.0], [7.0, 8.0], [9.0, 10.0]]> : tensor<5x2xf32>
  %c5 = arith.constant 5 : index
  %c0 = arith.constant 0 : i64
  %e = tensor.empty() : tensor<6xf32>
  %e2 = tensor.empty() : tensor<6x2xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%idx : tensor<6xi64>) outs(%e : tensor<6xf32>) {
  ^bb0(%in: i64, %o: f32):
    %i = arith.index_cast %in : i64 to index
    %lt = arith.cmpi slt, %i, %c5 : index
    cf.assert %lt, "index must be smaller than dim size"
    %ge = arith.cmpi sge, %in, %c0 : i64
    cf.assert %ge, "index must be larger or equal to 0"
    %v = tensor.extract %w[%i] : tensor<5xf32>
    linalg.yield %v : f32
  } -> tensor<6xf32>
  %rows = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<6xi64>) outs(%e2 : tensor<6x2xf32>) {
  ^bb0(%in: i64, %o: f32):
    %i = arith.index_cast %in : i64 to index
    %j = linalg.index 1 : index
    %v = tensor.extract %t[%i, %j] : tensor<5x2xf32>
    linalg.yield %v : f32
  } -> tensor<6x2xf32>
  return %g, %rows : tensor<6xf32>, tensor<6x2xf32>
}
)";

}  // namespace

TEST_CASE("scalar generic kernel: gathers from constant tables, with their bounds checked") {
  linrt::Model model = linrt::Model::load_from_memory(kGather, "gather.mlir");
  const linrt::ModelStats stats = model.stats("g");
  for (const linrt::KernelStats& k : stats.kernels)
    CHECK_MESSAGE(k.name != "fallback:linalg.generic", "a gather runs on the reference fallback: " << k.key);
  std::vector<int64_t> idx = {4, 0, 2, 2, 1, 3};
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(idx.data(), linrt::DType::I64, {6})};
  const std::vector<linrt::Tensor> got = model.session().run("g", args);
  REQUIRE(got.size() == 2);
  const float want_w[] = {4.5f, 0.5f, 2.5f, 2.5f, 1.5f, 3.5f};
  for (int i = 0; i < 6; ++i) {
    CHECK(got[0].data_as<float>()[i] == want_w[i]);
    for (int j = 0; j < 2; ++j) CHECK(got[1].data_as<float>()[i * 2 + j] == float(2 * idx[size_t(i)] + j + 1));
  }
  // The export's own assert names the index that is too large; below zero, the other one.
  idx[3] = 5;
  CHECK_THROWS_WITH_AS(model.session().run("g", args), doctest::Contains("index must be smaller than dim size"),
                       linrt::Error);
  idx[3] = -1;
  CHECK_THROWS_WITH_AS(model.session().run("g", args), doctest::Contains("gather.mlir"), linrt::Error);
}

TEST_CASE("scalar generic shader: gathers from constant tables on Vulkan, bounds errors as on the CPU") {
  VK_TEST_CONTEXT(ctx);
  linrt::Model model = linrt::Model::load_from_memory(kGather, "gather.mlir");
  std::vector<int64_t> idx = {4, 0, 2, 2, 1, 3};
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(idx.data(), linrt::DType::I64, {6})};
  linrt::SessionOptions ref_options;
  ref_options.reference = true;
  const std::vector<linrt::Tensor> want = model.session(ref_options).run("g", args);
  VulkanRun run(ctx, kGather, "gather.mlir", "g");
  run.check(args, want);
  // Each failing check is the CPU kernel's error, naming the same op; the session recovers.
  for (int64_t bad : {int64_t(5), int64_t(-1), int64_t(1) << 40}) {
    idx[3] = bad;
    std::string cpu_where, cpu_message;
    try {
      model.session().run("g", args);
    } catch (const linrt::Error& e) {
      cpu_where = e.where(), cpu_message = e.message();
    }
    REQUIRE_FALSE(cpu_message.empty());
    try {
      run.check(args, want);
      FAIL("index " << bad << " must be an error on Vulkan");
    } catch (const linrt::Error& e) {
      CHECK(e.kind() == linrt::ErrorKind::Invalid);
      CHECK(e.where() == cpu_where);
      CHECK(e.message() == cpu_message);
    }
  }
  idx[3] = 2;
  run.check(args, want);
}

TEST_CASE("scalar generic shader: a device without shaderInt64 keeps the dispatches on the CPU") {
  VK_TEST_CONTEXT(shared);
  linrt::engine::vk::ContextOptions options;
  options.faults.hide_int64 = true;
  auto ctx = linrt::engine::vk::Context::create(options);
  CHECK_FALSE(ctx->int64());
  auto module = linrt::graph::parse_module(kGather, "gather.mlir");
  linrt::ModelStats counts;
  linrt::engine::prepare_module(*module, counts);
  auto plan = linrt::engine::build_plan(*module, "g");
  linrt::engine::vk::VulkanProgram program(ctx, plan);
  int scalar = 0;
  for (size_t k = 0; k < plan->dispatches.size(); ++k)
    if (plan->kernels[plan->dispatches[k].kernel].name == "generic.scalar") {
      ++scalar;
      CHECK_FALSE(program.on_device(k));
    }
  CHECK(scalar == 2);
}

TEST_CASE("scalar generic kernel: narrow types (f4E2M1FN via i4 bitcasts, f8E8M0FNU scales) match the reference") {
  // IREE's fp4_f32_conversion pattern: f4 values packed as i8, MX scales, both directions.
  const char* kNarrow = R"(
func.func @n(%x: tensor<8xi8>, %y: tensor<8xf32>) -> (tensor<8xf32>, tensor<8xi8>) {
  %s = arith.constant dense<[1.0, 2.0, 0.5, 4.0, 1.0, 8.0, 0.25, 2.0]> : tensor<8xf8E8M0FNU>
  %e = tensor.empty() : tensor<8xf32>
  %e8 = tensor.empty() : tensor<8xi8>
  %ext = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%x, %s : tensor<8xi8>, tensor<8xf8E8M0FNU>) outs(%e : tensor<8xf32>) {
  ^bb0(%in: i8, %sc: f8E8M0FNU, %o: f32):
    %t = arith.trunci %in : i8 to i4
    %f = arith.bitcast %t : i4 to f4E2M1FN
    %r = arith.scaling_extf %f, %sc : f4E2M1FN, f8E8M0FNU to f32
    linalg.yield %r : f32
  } -> tensor<8xf32>
  %trunc = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]} ins(%y, %s : tensor<8xf32>, tensor<8xf8E8M0FNU>) outs(%e8 : tensor<8xi8>) {
  ^bb0(%in: f32, %sc: f8E8M0FNU, %o: i8):
    %f = arith.scaling_truncf %in, %sc : f32, f8E8M0FNU to f4E2M1FN
    %b = arith.bitcast %f : f4E2M1FN to i4
    %u = arith.extui %b : i4 to i8
    linalg.yield %u : i8
  } -> tensor<8xi8>
  return %ext, %trunc : tensor<8xf32>, tensor<8xi8>
}
)";
  linrt::Model model = linrt::Model::load_from_memory(kNarrow, "narrow.mlir");
  for (const linrt::KernelStats& k : model.stats("n").kernels)
    CHECK_MESSAGE(k.name != "fallback:linalg.generic", "a generic runs on the reference fallback: " << k.key);
  std::vector<int8_t> x = {0, 1, 2, 3, 7, 9, 15, -8};  // f4 patterns 0, 0.5, 1, 1.5, 6, -0.5, -6, -0
  std::vector<float> y = {3.0f, 40.0f, -0.3f, 1e6f, 5.0f, 0.1f, 1.0f, -7.0f};
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(x.data(), linrt::DType::I8, {8}),
                                           linrt::Tensor::view(y.data(), linrt::DType::F32, {8})};
  linrt::SessionOptions ref_options;
  ref_options.reference = true;
  const std::vector<linrt::Tensor> got = model.session().run("n", args);
  const std::vector<linrt::Tensor> want = model.session(ref_options).run("n", args);
  REQUIRE(got.size() == 2);
  REQUIRE(want.size() == 2);
  for (size_t r = 0; r < 2; ++r) {
    const size_t bytes = size_t(got[r].numel()) * linrt::dtype_size(got[r].dtype());
    REQUIRE(want[r].numel() == got[r].numel());
    CHECK(std::memcmp(got[r].data(), want[r].data(), bytes) == 0);
  }
  // By hand: 1.5 * 4 = 6; 6 * 1 = 6; -0.5 * 8 = -4. 40 / 2 = 20 saturates to 6 (0x7);
  // -0.3 / 0.5 = -0.6 -> -0.5 (0x9); -7 / 2 = -3.5, the tie between -3 and -4, goes to -4 (0xE).
  CHECK(got[0].data_as<float>()[3] == 6.0f);
  CHECK(got[0].data_as<float>()[4] == 6.0f);
  CHECK(got[0].data_as<float>()[5] == -4.0f);
  CHECK(got[1].data_as<int8_t>()[1] == 0x7);
  CHECK(got[1].data_as<int8_t>()[2] == 0x9);
  CHECK(got[1].data_as<int8_t>()[7] == 0xE);
}
