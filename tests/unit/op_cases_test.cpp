// The op-case table (op_cases.h) on every device: each case against the reference executor on
// the CPU device (the ISA LINRT_CPU_ISA selects: CTest runs this file once per ISA) and, where
// a Vulkan device exists, on Vulkan; then coverage: every root op a CPU kernel factory is
// registered for runs natively in some case, and every shader built into the library is used
// by some case's Vulkan program. A new kernel family or shader without a case fails here.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

#include "engine/cpu/device.h"
#include "engine/plan/stats.h"
#include "engine/vulkan/embedded_shaders.h"
#include "engine/vulkan/plan_runner.h"
#include "graph/parser.h"
#include "linrt/linrt.h"
#include "ops/cpu_features.h"
#include "tests/unit/op_cases.h"
#include "tests/unit/vulkan_test_util.h"

namespace {

using op_cases::OpCase;

std::vector<linrt::Tensor> run_case(const linrt::Model& model, const linrt::SessionOptions& options,
                                    const std::vector<linrt::Tensor>& args) {
  return model.session(options).run(args);
}

void check_results(const OpCase& c, const std::vector<linrt::Tensor>& want, const std::vector<linrt::Tensor>& got,
                   const std::string& device) {
  CAPTURE(device);
  REQUIRE(got.size() == want.size());
  for (size_t r = 0; r < got.size(); ++r) {
    REQUIRE(got[r].numel() == want[r].numel());
    const float* g = got[r].data_as<float>();
    const float* w = want[r].data_as<float>();
    for (int64_t i = 0; i < got[r].numel(); ++i) {
      const float bound = c.relative ? c.tolerance * std::max(1.0f, std::fabs(w[i])) : c.tolerance;
      if (!(std::fabs(g[i] - w[i]) <= bound)) {
        FAIL_CHECK(c.family << " " << c.name << " on " << device << ": result " << r << " element " << i << " is " << g[i]
                            << ", the reference " << w[i] << " (bound " << bound << ")");
        return;
      }
    }
  }
}

}  // namespace

TEST_CASE("op cases: every case matches the reference on the CPU and on Vulkan, and every kernel family and shader has one") {
  auto vk_ctx = vk_test::shared_context();  // null: Vulkan is skipped (the message says why)
  MESSAGE("CPU kernels at ISA " << linrt::ops::cpu::isa_name(linrt::ops::cpu::preferred_isa()));
  std::set<std::string> native_roots, shaders;
  const std::vector<OpCase>& cases = op_cases::all_cases();
  for (const OpCase& c : cases) {
    CAPTURE(c.family);
    CAPTURE(c.name);
    const linrt::Model model = linrt::Model::load_from_memory(c.mlir, c.family + ".mlir");
    const std::vector<std::vector<float>> data = op_cases::case_inputs(c);
    std::vector<linrt::Tensor> args;
    for (size_t i = 0; i < data.size(); ++i) args.push_back(linrt::Tensor::view(data[i].data(), linrt::DType::F32, c.inputs[i]));
    linrt::SessionOptions reference;
    reference.reference = true;
    const std::vector<linrt::Tensor> want = run_case(model, reference, args);
    check_results(c, want, run_case(model, {}, args), "cpu");
    for (const linrt::KernelStats& kernel : model.stats().kernels)
      if (kernel.name.rfind("fallback:", 0) != 0) native_roots.insert(kernel.root);
    if (!vk_ctx) continue;
    linrt::SessionOptions on_vulkan;
    on_vulkan.device = linrt::DeviceKind::Vulkan;
    check_results(c, want, run_case(model, on_vulkan, args), "vulkan");
    // The shaders the Vulkan program of this case uses (its plan as the Vulkan device makes it).
    auto module = linrt::graph::parse_module(c.mlir, c.family + ".mlir");
    linrt::ModelStats counts;
    linrt::engine::prepare_module(*module, counts);
    const auto plan = linrt::engine::build_plan(*module, "forward");
    const linrt::engine::vk::VulkanProgram program(vk_ctx, plan);
    for (uint32_t kernel = 0; kernel < plan->kernels.size(); ++kernel)
      if (const linrt::engine::vk::DeviceOp* op = program.op(kernel))
        for (const linrt::engine::vk::Pipeline* p : op->pipelines()) shaders.insert(p->shader);
  }
  linrt::engine::cpu_device();  // registers the CPU kernel families
  for (const std::string& op : linrt::engine::registered_cpu_kernel_ops()) {
    // Other test files register probe factories under the test. prefix (plan_memory_test.cpp);
    // in one process they may have run first, and they are not kernels of the library.
    if (op.rfind("test.", 0) == 0) continue;
    CHECK_MESSAGE(native_roots.count(op), "no op case runs a CPU kernel of " << op << " (tests/unit/op_cases/)");
  }
  if (!vk_ctx) return;
  // Shaders that no plan uses today (elementwise chains are generated GLSL): vulkan_ops_test.cpp
  // tests them for direct use. A plan that starts using one fails here until it leaves this list.
  const std::set<std::string> direct_use_only = {"elementwise"};
  for (const linrt::engine::vk::EmbeddedShader& shader : linrt::engine::vk::embedded_shaders()) {
    const std::string name(shader.name);
    if (direct_use_only.count(name))
      CHECK_MESSAGE(!shaders.count(name), "shaders/" << name << ".comp now runs in plans: drop it from direct_use_only");
    else
      CHECK_MESSAGE(shaders.count(name), "no op case runs shaders/" << name << ".comp (tests/unit/op_cases/)");
  }
}
