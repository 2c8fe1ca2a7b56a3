// Plans on the Vulkan device: every fixture under tests/fixtures runs through the planned engine
// on Vulkan (GPU dispatches where a shader exists, CPU for the rest) and must match both the
// PyTorch outputs stored with the fixture and the CPU device's outputs. Also: elementwise
// programs compiled to GLSL, the bounds check of embedding_bag through a plan, and one pipeline
// for three convolutions that differ only in their weights, uploaded once and shared by sessions.
#include <doctest/doctest.h>

#include <filesystem>
#include <set>

#include "engine/plan/stats.h"
#include "engine/vulkan/ew_shader.h"
#include "engine/scheduler.h"
#include "engine/vulkan/kernels.h"
#include "engine/vulkan/plan_runner.h"
#include "fixture_util.h"
#include "graph/parser.h"
#include "linrt/linrt.h"
#include "tests/unit/vulkan_test_util.h"

namespace fs = std::filesystem;
using namespace vk_test;

namespace {

struct LoadedPlan {
  std::unique_ptr<linrt::graph::Module> module;
  std::shared_ptr<const linrt::engine::Plan> plan;
};

LoadedPlan load_plan(const fs::path& dir, const std::string& function) {
  LoadedPlan l;
  l.module = linrt::graph::parse_file((dir / "model.mlir").string());
  linrt::ModelStats counts;
  linrt::engine::prepare_module(*l.module, counts);
  l.plan = linrt::engine::build_plan(*l.module, function);
  return l;
}

std::vector<linrt::engine::BoundInput> bind_inputs(const std::vector<linrt::HostTensor>& inputs) {
  std::vector<linrt::engine::BoundInput> bound;
  for (const auto& t : inputs) bound.push_back({t.bytes(), t.dtype(), t.shape(), nullptr});
  return bound;
}

// The scheduler running `program`'s plan with the GPU's dispatches on it and the rest on the host.
linrt::engine::Scheduler on_vulkan(std::shared_ptr<const vk::VulkanProgram> program, linrt::ref::Executor& exec,
                                   int threads) {
  return linrt::engine::Scheduler(program->plan_ptr(), std::make_unique<vk::VulkanSession>(program), exec, threads);
}

}  // namespace

TEST_CASE("vulkan device: every fixture matches PyTorch and the CPU device") {
  VK_TEST_CONTEXT(ctx);
  for (const fs::path& dir : linrt::testing::fixture_dirs()) {
    const std::string name = dir.filename().string();
    SUBCASE(name.c_str()) {
      const auto spec = linrt::testing::read_spec(dir);
      std::vector<linrt::HostTensor> inputs;
      for (const auto& path : linrt::testing::numbered_npy_files(dir, "in")) inputs.push_back(linrt::testing::load_tensor(path));
      const auto outputs = linrt::testing::numbered_npy_files(dir, "out");
      LoadedPlan l = load_plan(dir, spec.function);
      linrt::ref::Executor cpu_exec(*l.module), vk_exec(*l.module);
      linrt::engine::CpuPlanRunner cpu(l.plan, cpu_exec, 2);
      auto program = std::make_shared<const vk::VulkanProgram>(ctx, l.plan);
      auto gpu = on_vulkan(program, vk_exec, 2);
      const auto bound = bind_inputs(inputs);
      cpu.run(bound);
      gpu.run(bound);
      MESSAGE(name << ": " << program->device_dispatches() << " of " << l.plan->dispatches.size()
                   << " dispatches on Vulkan");
      REQUIRE(gpu.num_results() == outputs.size());
      for (size_t k = 0; k < outputs.size(); ++k) {
        const auto got = gpu.result(k);
        linrt::testing::check_output(name + " out" + std::to_string(k), got, linrt::testing::load_tensor(outputs[k]), spec);
        const auto want = cpu.result(k);
        if (got.is_tensor && got.tensor.dtype() == linrt::DType::F32) {
          std::vector<float> g(got.tensor.data<float>(), got.tensor.data<float>() + got.tensor.numel());
          std::vector<float> w(want.tensor.data<float>(), want.tensor.data<float>() + want.tensor.numel());
          check_close(g, w, name + " vs CPU");
        }
      }
    }
  }
}

TEST_CASE("vulkan device: three identical convolutions with different weights share one pipeline") {
  VK_TEST_CONTEXT(shared);
  auto ctx = vk::Context::create();
  std::string text = "func.func @forward(%x: tensor<1x3x7x9xf32>) -> tensor<1x3x7x9xf32> {\n"
                     "  %b = arith.constant dense<[0.1, -0.2, 0.3]> : tensor<3xf32>\n";
  const char* weights[] = {"0.125", "-0.25", "0.0625"};
  for (int i = 0; i < 3; ++i)
    text += "  %w" + std::to_string(i) + " = arith.constant dense<" + weights[i] + "> : tensor<3x3x3x3xf32>\n";
  std::string prev = "%x";
  for (int i = 0; i < 3; ++i) {
    text += "  %c" + std::to_string(i) + " = \"linrt.conv2d\"(" + prev + ", %w" + std::to_string(i) +
            ", %b) {layout = \"nchw\", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, "
            "padding = array<i64: 1, 1, 1, 1>, groups = 1 : i64, operandSegmentSizes = array<i32: 1, 1, 1>} : "
            "(tensor<1x3x7x9xf32>, tensor<3x3x3x3xf32>, tensor<3xf32>) -> tensor<1x3x7x9xf32>\n";
    prev = "%c" + std::to_string(i);
  }
  text += "  return " + prev + " : tensor<1x3x7x9xf32>\n}\n";
  auto module = linrt::graph::parse_module(text, "three_convs.mlir");
  linrt::ModelStats counts;
  linrt::engine::prepare_module(*module, counts);
  auto plan = linrt::engine::build_plan(*module, "forward");
  size_t conv_sites = 0;
  for (const auto& d : plan->dispatches) conv_sites += d.root->name == "linrt.conv2d";
  REQUIRE(conv_sites == 3);
  auto program = std::make_shared<const vk::VulkanProgram>(ctx, plan);
  CHECK(program->device_dispatches() == 3);
  CHECK(ctx->stats().pipelines == 1);
  const auto x = random_floats(3 * 7 * 9, 5);
  std::vector<int64_t> shape{1, 3, 7, 9};
  std::vector<linrt::engine::BoundInput> bound{{x.data(), linrt::DType::F32, shape, nullptr}};
  linrt::ref::Executor e1(*module), e2(*module);
  linrt::engine::CpuPlanRunner cpu(plan, e1, 1);
  auto gpu = on_vulkan(program, e2, 1);
  cpu.run(bound);
  gpu.run(bound);
  const auto want = cpu.result(0), got = gpu.result(0);
  check_close(std::vector<float>(got.tensor.data<float>(), got.tensor.data<float>() + got.tensor.numel()),
              std::vector<float>(want.tensor.data<float>(), want.tensor.data<float>() + want.tensor.numel()),
              "three chained convs");
  // Only the input goes up and the result comes down; the weights were uploaded once, with the
  // program, and a second session on the same program shares them.
  CHECK(gpu.uploaded_bytes() == x.size() * 4);
  CHECK(gpu.downloaded_bytes() == x.size() * 4);
  const size_t bytes_before_second_session = ctx->stats().device_bytes_in_use;
  linrt::ref::Executor e3(*module);
  auto second = on_vulkan(program, e3, 1);
  second.run(bound);
  // The second session adds its own arena and input buffer (sizes rounded up to 16 bytes),
  // never another copy of the weights.
  auto round16 = [](size_t n) { return (n + 15) / 16 * 16; };
  CHECK(ctx->stats().device_bytes_in_use - bytes_before_second_session ==
        round16(plan->arena_bytes) + round16(x.size() * 4));
  CHECK(second.uploaded_bytes() == x.size() * 4);
  const auto again = second.result(0);
  CHECK(std::equal(again.tensor.data<float>(), again.tensor.data<float>() + again.tensor.numel(), got.tensor.data<float>()));
}

// The statement, on the tiny RRDBNet (the x4 model's structure, smaller): each distinct
// KernelKey on the GPU has exactly one pipeline, however many dispatch sites use it, and two
// kernels never share one (kernels whose shader and specialization agree, like the two nearest
// upsamplings, would otherwise).
TEST_CASE("vulkan device: one pipeline per distinct KernelKey on the tiny RRDBNet") {
  VK_TEST_CONTEXT(shared);
  auto ctx = vk::Context::create();  // its own registry, so its pipeline count is this plan's
  const fs::path dir = fs::path(LINRT_SOURCE_DIR) / "tests/fixtures/rrdbnet_tiny";
  LoadedPlan l = load_plan(dir, linrt::testing::read_spec(dir).function);
  auto program = std::make_shared<const vk::VulkanProgram>(ctx, l.plan);
  REQUIRE(program->device_dispatches() == l.plan->dispatches.size());
  CHECK(program->device_kernels() == l.plan->kernels.size());
  CHECK(program->second_pass_epilogues() == 0);
  CHECK(program->pipelines() == program->device_kernels());
  CHECK(ctx->stats().pipelines == program->pipelines());
  CHECK(program->device_dispatches() > program->pipelines());  // sites share their kernel's pipeline
  std::set<const vk::Pipeline*> seen;
  for (size_t k = 0; k < l.plan->kernels.size(); ++k) {
    const auto pipelines = program->op(uint32_t(k))->pipelines();
    REQUIRE(pipelines.size() == 1);
    CHECK(pipelines[0]->key == l.plan->kernels[k].key);
    CHECK(seen.insert(pipelines[0]).second);
  }
  size_t upsample_kernels = 0, winograd = 0, implicit_gemm = 0;
  for (const auto& k : l.plan->kernels) upsample_kernels += k.root_kind == "linrt.upsample_nearest";
  CHECK(upsample_kernels == 2);
  // Its 3x3 convs with at least 4 channels each way run as Winograd, the 3-channel ones not.
  for (size_t k = 0; k < l.plan->kernels.size(); ++k) {
    const std::string name = program->op(uint32_t(k))->name();
    winograd += name.rfind("vulkan.winograd_f43", 0) == 0;
    implicit_gemm += name.rfind("vulkan.conv2d", 0) == 0;
  }
  CHECK(winograd > 0);
  CHECK(implicit_gemm > 0);
}

namespace {

std::vector<float> floats_of(const linrt::ref::RtValue& v) {
  return std::vector<float>(v.tensor.data<float>(), v.tensor.data<float>() + v.tensor.numel());
}

}  // namespace

// fp16 weights (ProgramOptions::fp16_weights, SessionOptions::vulkan_fp16) on the tiny RRDBNet,
// whose convolutions run through both conv shaders (implicit GEMM for the 3-channel ones,
// Winograd for the rest): the results must differ from the fp32 GPU run (the weights really are
// rounded) and stay within 2e-3 * max(1, |x|) of the CPU's fp32 results (the fp16 rounding of
// each weight is 2^-11 relative; measured here: about 2e-4).
TEST_CASE("vulkan device: fp16 weights stay within 2e-3 of the CPU on the tiny RRDBNet") {
  VK_TEST_CONTEXT(ctx);
  if (!ctx->fp16_storage()) {
    MESSAGE("SKIPPED: " << ctx->info().describe() << " has no storageBuffer16BitAccess");
    return;
  }
  const fs::path dir = fs::path(LINRT_SOURCE_DIR) / "tests/fixtures/rrdbnet_tiny";
  LoadedPlan l = load_plan(dir, linrt::testing::read_spec(dir).function);
  const std::vector<linrt::HostTensor> inputs{linrt::testing::load_tensor(dir / "in0.npy")};
  const auto bound = bind_inputs(inputs);
  linrt::ref::Executor e_cpu(*l.module), e32(*l.module), e16(*l.module);
  linrt::engine::CpuPlanRunner cpu(l.plan, e_cpu, 1);
  vk::ProgramOptions fp16;
  fp16.fp16_weights = true;
  auto gpu32 = on_vulkan(std::make_shared<const vk::VulkanProgram>(ctx, l.plan), e32, 1);
  auto gpu16 = on_vulkan(std::make_shared<const vk::VulkanProgram>(ctx, l.plan, fp16), e16, 1);
  cpu.run(bound);
  gpu32.run(bound);
  gpu16.run(bound);
  const auto want = floats_of(cpu.result(0)), got32 = floats_of(gpu32.result(0)), got16 = floats_of(gpu16.result(0));
  REQUIRE(got16.size() == want.size());
  CHECK(got16 != got32);
  double worst = 0;
  for (size_t i = 0; i < want.size(); ++i)
    worst = std::max(worst, std::fabs(double(got16[i]) - want[i]) / std::max(1.0, std::fabs(double(want[i]))));
  MESSAGE("fp16 weights: largest error relative to max(1, |x|): " << worst);
  CHECK(worst <= 2e-3);
}

// Without storageBuffer16BitAccess (hidden by the fault hook), asking for fp16 is refused with
// an error that names the feature, and the same plan still runs in fp32.
TEST_CASE("vulkan device: fp16 weights are refused clearly on a device without 16-bit storage") {
  VK_TEST_CONTEXT(shared);
  vk::ContextOptions options;
  options.faults.hide_fp16_storage = true;
  auto ctx = vk::Context::create(options);
  CHECK_FALSE(ctx->fp16_storage());
  const fs::path dir = fs::path(LINRT_SOURCE_DIR) / "tests/fixtures/conv_bias_relu";
  LoadedPlan l = load_plan(dir, linrt::testing::read_spec(dir).function);
  vk::ProgramOptions fp16;
  fp16.fp16_weights = true;
  try {
    vk::VulkanProgram program(ctx, l.plan, fp16);
    FAIL("fp16 weights without 16-bit storage must be refused");
  } catch (const linrt::Error& e) {
    CHECK(e.kind() == linrt::ErrorKind::Unsupported);
    CHECK(e.message().find("storageBuffer16BitAccess") != std::string::npos);
  }
  vk::Conv2dParams p;
  p.fp16_weights = true;
  CHECK_THROWS_AS(vk::Conv2dKernel(*ctx, p), linrt::Error);
  CHECK_NOTHROW(vk::VulkanProgram(ctx, l.plan));
}

TEST_CASE("vulkan device: an out-of-range embedding index in a plan is a located error") {
  VK_TEST_CONTEXT(ctx);
  const std::string text =
      "func.func @forward(%idx: tensor<5xi64>, %off: tensor<2xi32>) -> tensor<2x3xf32> {\n"
      "  %t = arith.constant dense<[[0.0, 1.0, 2.0], [3.0, 4.0, 5.0], [6.0, 7.0, 8.0], [9.0, 10.0, 11.0]]> : tensor<4x3xf32>\n"
      "  %0 = \"linrt.embedding_bag\"(%t, %idx, %off) {mode = \"mean\", include_last_offset = false, "
      "padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>} : "
      "(tensor<4x3xf32>, tensor<5xi64>, tensor<2xi32>) -> tensor<2x3xf32>\n"
      "  return %0 : tensor<2x3xf32>\n}\n";
  auto module = linrt::graph::parse_module(text, "bags.mlir");
  linrt::ModelStats counts;
  linrt::engine::prepare_module(*module, counts);
  auto plan = linrt::engine::build_plan(*module, "forward");
  auto program = std::make_shared<const vk::VulkanProgram>(ctx, plan);
  REQUIRE(plan->dispatches.size() == 1);
  CHECK(program->on_device(0));
  linrt::ref::Executor exec(*module);
  auto runner = on_vulkan(program, exec, 1);
  std::vector<int64_t> idx{0, 3, 1, 2, 2}, idx_shape{5}, off_shape{2};
  std::vector<int32_t> off{0, 2};
  std::vector<linrt::engine::BoundInput> bound{{idx.data(), linrt::DType::I64, idx_shape, nullptr},
                                               {off.data(), linrt::DType::I32, off_shape, nullptr}};
  runner.run(bound);
  // Bag 0: mean of rows 0 and 3; bag 1: mean of rows 1, 2, 2 (worked out by hand).
  const std::vector<float> want{4.5f, 5.5f, 6.5f, 5.0f, 6.0f, 7.0f};
  const auto got = runner.result(0);
  check_close(std::vector<float>(got.tensor.data<float>(), got.tensor.data<float>() + 6), want, "embedding_bag plan");
  idx[3] = 4;  // one past the table
  try {
    runner.run(bound);
    FAIL("an out-of-range index must be an error");
  } catch (const linrt::Error& e) {
    CHECK(e.kind() == linrt::ErrorKind::Invalid);
    CHECK(e.where().find("bags.mlir:") != std::string::npos);
    CHECK(e.message().find("index 4 at position 3") != std::string::npos);
  }
  idx[3] = 2;
  CHECK_NOTHROW(runner.run(bound));  // the session recovers
}

TEST_CASE("vulkan elementwise programs become GLSL that glslang compiles and that matches the CPU evaluator") {
  VK_TEST_CONTEXT(ctx);
  using linrt::engine::EwInstr;
  using linrt::engine::EwOpcode;
  // out = select(x > 0, x, 0.2 * x) + tanh(y) * erf(x), over [3, 5] with y broadcast per row.
  linrt::engine::EwProgram prog;
  prog.num_inputs = 2;
  prog.constants = {0.0f, 0.2f};
  // registers: r0 x, r1 y, r2 0.0, r3 0.2, then temporaries
  prog.code = {
      EwInstr{EwOpcode::Cmp, 2, 4, 0, 2, 0},        // r4 = x > 0 (ogt)
      EwInstr{EwOpcode::Mul, 0, 5, 3, 0, 0},        // r5 = 0.2 * x
      EwInstr{EwOpcode::Select, 0, 6, 4, 0, 5},     // r6 = r4 ? x : r5
      EwInstr{EwOpcode::Tanh, 0, 7, 1, 0, 0},       // r7 = tanh(y)
      EwInstr{EwOpcode::Erf, 0, 8, 0, 0, 0},        // r8 = erf(x)
      EwInstr{EwOpcode::Fma, 0, 9, 7, 8, 6},        // r9 = r7 * r8 + r6
  };
  prog.outputs = {9};
  prog.num_registers = 10;
  const std::vector<int64_t> shape{3, 5};
  std::vector<linrt::engine::EwAccess> access{{0, {5, 1}}, {0, {1, 0}}};
  const auto x = random_floats(15, 1), y = random_floats(3, 2);
  std::vector<float> want(15);
  const float* in[2] = {x.data(), y.data()};
  float* out[1] = {want.data()};
  linrt::engine::ew_run(prog, shape, in, access, out, 0, 15);
  vk::EwShaderKernel kernel(*ctx, "test-ew-program", prog, shape, access);
  auto dx = upload(*ctx, x), dy = upload(*ctx, y);
  auto dout = ctx->allocate(60);
  vk::CommandList list(ctx);
  vk::BufferView ins[2] = {{&dx}, {&dy}};
  vk::BufferView outs[1] = {{&dout}};
  kernel.record(list, ins, outs);
  list.run();
  check_close(download(*ctx, dout, 15), want, "generated elementwise program");
  CHECK_THROWS_AS(vk::compile_compute_glsl("#version 450\nvoid main() { undefined_call(); }\n", "bad"), linrt::Error);
}

TEST_CASE("vulkan device through the public API: Session on Vulkan and Auto match the CPU session") {
  VK_TEST_CONTEXT(ctx);
  const fs::path dir = fs::path(LINRT_FIXTURES_DIR) / "linear_mlp";
  linrt::Model model = linrt::Model::load((dir / "model.mlir").string());
  std::vector<linrt::HostTensor> inputs;
  for (const auto& path : linrt::testing::numbered_npy_files(dir, "in")) inputs.push_back(linrt::testing::load_tensor(path));
  std::vector<linrt::Tensor> args;
  for (const auto& t : inputs) args.push_back(linrt::Tensor::view(t.bytes(), t.dtype(), t.shape()));
  linrt::Session cpu = model.session();
  linrt::SessionOptions on_vulkan;
  on_vulkan.device = linrt::DeviceKind::Vulkan;
  linrt::Session gpu = model.session(on_vulkan), gpu2 = model.session(on_vulkan);
  linrt::SessionOptions automatic;
  automatic.device = linrt::DeviceKind::Auto;
  linrt::Session any = model.session(automatic);
  const auto want = cpu.run(args);
  for (linrt::Session* s : {&gpu, &gpu2, &any}) {
    const auto got = s->run(args);
    REQUIRE(got.size() == want.size());
    const auto* g = got[0].data_as<float>();
    const auto* w = want[0].data_as<float>();
    check_close(std::vector<float>(g, g + got[0].numel()), std::vector<float>(w, w + want[0].numel()), "session");
  }
  const auto devices = linrt::list_devices();
  REQUIRE(devices.size() >= 2);
  CHECK(devices[0] == "cpu");
  CHECK(devices[1].rfind("vulkan:0", 0) == 0);
  linrt::SessionOptions missing = on_vulkan;
  missing.device_index = int(devices.size());  // past the last Vulkan device
  CHECK_THROWS_AS(model.session(missing), linrt::Error);
}

TEST_CASE("vulkan device: a tensor larger than the device's storage-buffer range runs its dispatch on the host") {
  VK_TEST_CONTEXT(ctx);
  // lavapipe binds at most 128 MiB per storage buffer; 2^25 + 16 floats is just past that. On a
  // device with a larger range the dispatch runs on it; either way the values are x * 2 + 1.
  const int64_t n = (int64_t(1) << 25) + 16;
  const std::string t = "tensor<" + std::to_string(n) + "xf32>";
  const std::string text = "#id = affine_map<(d0) -> (d0)>\n"
      "func.func @main(%x: " + t + ") -> " + t + " {\n"
      "  %two = arith.constant 2.0 : f32\n  %one = arith.constant 1.0 : f32\n"
      "  %e = tensor.empty() : " + t + "\n"
      "  %y = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\"]} ins(%x : " + t +
      ") outs(%e : " + t + ") {\n"
      "  ^bb0(%a: f32, %o: f32):\n    %m = arith.mulf %a, %two : f32\n    %s = arith.addf %m, %one : f32\n"
      "    linalg.yield %s : f32\n  } -> " + t + "\n  return %y : " + t + "\n}\n";
  linrt::Model model = linrt::Model::load_from_memory(text, "big.mlir");
  std::vector<float> x(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) x[size_t(i)] = float(i % 1000) * 0.25f;
  linrt::SessionOptions on_vulkan;
  on_vulkan.device = linrt::DeviceKind::Vulkan;
  linrt::Session gpu = model.session(on_vulkan);
  const auto got = gpu.run({linrt::Tensor::view(x.data(), linrt::DType::F32, {n})});
  REQUIRE(got.size() == 1);
  REQUIRE(got[0].numel() == n);
  const float* y = got[0].data_as<float>();
  int64_t wrong = 0;
  for (int64_t i = 0; i < n; ++i) wrong += y[i] != x[size_t(i)] * 2.0f + 1.0f;
  CHECK(wrong == 0);
}

// Winograd-domain filters take 36/9 of a 3x3 conv's weight bytes and are bound whole: a
// 1024->1024 conv's (a UNet's deepest) are 144 MiB, past lavapipe's 128 MiB storage-buffer range.
// Such a conv runs on the GPU through the implicit GEMM, which binds the 36 MiB weights as they
// are; the weights are all 1e-3 and the input all ones, so each output is 1e-3 * 1024 * (the
// window's taps inside the 4x4 image: 4 at corners, 6 on edges, 9 inside).
TEST_CASE("vulkan device: a conv whose Winograd filters pass the storage-buffer range runs the implicit GEMM on the GPU") {
  VK_TEST_CONTEXT(ctx);
  const std::string text =
      "func.func @main(%x: tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32> {\n"
      "  %w = arith.constant dense<1.0e-3> : tensor<1024x1024x3x3xf32>\n"
      "  %zero = arith.constant 0.0 : f32\n"
      "  %e = tensor.empty() : tensor<1x1024x4x4xf32>\n"
      "  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<1x1024x4x4xf32>) -> tensor<1x1024x4x4xf32>\n"
      "  %p = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {\n"
      "  ^bb0(%a: index, %b: index, %c: index, %d: index):\n"
      "    tensor.yield %zero : f32\n"
      "  } : tensor<1x1024x4x4xf32> to tensor<1x1024x6x6xf32>\n"
      "  %y = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} "
      "ins(%p, %w : tensor<1x1024x6x6xf32>, tensor<1024x1024x3x3xf32>) outs(%f : tensor<1x1024x4x4xf32>) "
      "-> tensor<1x1024x4x4xf32>\n"
      "  return %y : tensor<1x1024x4x4xf32>\n}\n";
  auto module = linrt::graph::parse_module(text, "deep_conv.mlir");
  linrt::ModelStats counts;
  linrt::engine::prepare_module(*module, counts);
  auto plan = linrt::engine::build_plan(*module, "main");
  REQUIRE(plan->dispatches.size() == 1);
  auto program = std::make_shared<const vk::VulkanProgram>(ctx, plan);
  CHECK(program->device_dispatches() == 1);
  const uint64_t winograd_bytes = uint64_t(36) * 1024 * 1024 * 4;
  const std::string kernel = program->op(plan->dispatches[0].kernel)->name();
  CHECK(kernel.rfind(winograd_bytes > ctx->limits().maxStorageBufferRange ? "vulkan.conv2d" : "vulkan.winograd_f43", 0) == 0);
  const std::vector<float> x(1024 * 16, 1.0f);
  const std::vector<int64_t> shape{1, 1024, 4, 4};
  std::vector<linrt::engine::BoundInput> bound{{x.data(), linrt::DType::F32, shape, nullptr}};
  linrt::ref::Executor exec(*module);
  auto gpu = on_vulkan(program, exec, 1);
  gpu.run(bound);
  const auto got = gpu.result(0);
  REQUIRE(got.tensor.numel() == 1024 * 16);
  const float* y = got.tensor.data<float>();
  int64_t wrong = 0;
  for (int64_t f = 0; f < 1024; ++f)
    for (int64_t r = 0; r < 4; ++r)
      for (int64_t c = 0; c < 4; ++c) {
        const int taps = (r == 0 || r == 3 ? 2 : 3) * (c == 0 || c == 3 ? 2 : 3);
        const float want = 1e-3f * 1024.0f * float(taps);
        wrong += std::abs(y[(f * 4 + r) * 4 + c] - want) > 1e-4f * want;
      }
  CHECK(wrong == 0);
}

TEST_CASE("vulkan device through the public API: device_memory reports the free and total device memory") {
  VK_TEST_CONTEXT(ctx);
  const linrt::DeviceMemory best = linrt::device_memory();
  CHECK(best.device_index == int(ctx->info().index));  // -1 picks the device a context picks
  CHECK(best.total_bytes > 0);
  CHECK(best.free_bytes > 0);
  CHECK(best.free_bytes <= best.total_bytes);
  if (!best.from_budget) CHECK(best.free_bytes == best.total_bytes / 2);  // the safety fraction
  const linrt::DeviceMemory first = linrt::device_memory(0);
  CHECK(first.device_index == 0);
  CHECK(first.free_bytes <= first.total_bytes);
  // The test hook caps what is reported free, and leaves the heap size alone.
  setenv("LINRT_VULKAN_MEMORY_BUDGET", "12345", 1);
  const linrt::DeviceMemory capped = linrt::device_memory();
  unsetenv("LINRT_VULKAN_MEMORY_BUDGET");
  CHECK(capped.free_bytes == 12345);
  CHECK(capped.total_bytes == best.total_bytes);
  CHECK_THROWS_AS(linrt::device_memory(int(linrt::list_devices().size())), linrt::Error);  // no such device
}
