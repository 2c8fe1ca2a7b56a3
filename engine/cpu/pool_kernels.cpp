// CPU kernel for linrt.pool2d on ops/pool2d_cpu.h: max or sum pooling over NCHW or, where the
// planner keeps the value blocked, NCHW16c, with the padding folded into the window and a fused
// epilogue (average pooling's divide) run over each finished block of rows.
#include <optional>

#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/blocked_roles.h"
#include "engine/plan/params/pool2d.h"
#include "graph/dialect/linrt/pool2d.h"
#include "ops/pool2d_cpu.h"

namespace linrt::engine {

namespace cpu = ops::cpu;

namespace {

class Pool2dKernel final : public CpuKernel {
 public:
  explicit Pool2dKernel(const cpu::Pool2dParams& p) : p_(p), isa_(cpu::preferred_isa()) {}

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    cpu::OutputRunFn finished;
    if (ctx.epilogue)
      finished = [epi = ctx.epilogue](float* data, int64_t flat, int64_t count) { epi->apply(data, flat, count); };
    cpu::pool2d_run(p_, isa_, inputs[0].as<float>(), outputs[0].as<float>(), finished, ctx.threads);
  }
  std::string name() const override { return p_.max ? "pool2d.max" : "pool2d.sum"; }

 private:
  cpu::Pool2dParams p_;
  cpu::Isa isa_;
};

}  // namespace

LINRT_REGISTRATION(layout, pool2d) {
  register_blocked_role(graph::Pool2dAttrs::kId, [](const graph::Operation& op) {
    return op.operands.size() == 1 && op.results.size() == 1 ? BlockedRole::Same : BlockedRole::None;
  });
}

LINRT_REGISTRATION(cpu, pool2d) {
  register_cpu_kernel(graph::OpName(graph::Pool2dAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    if (spec.inputs.size() != 1 || spec.outputs.size() != 1 || spec.inputs[0].dtype != DType::F32 ||
        spec.outputs[0].dtype != DType::F32 || spec.input0_blocked != spec.output_blocked)
      return nullptr;
    std::optional<cpu::Pool2dParams> p = pool2d_params(*spec.root, spec.inputs[0].shape, spec.outputs[0].shape);
    if (!p) return nullptr;
    p->blocked = spec.output_blocked;
    if (!cpu::check_pool2d(*p).empty()) return nullptr;
    return std::make_unique<Pool2dKernel>(*p);
  });
}

}  // namespace linrt::engine
