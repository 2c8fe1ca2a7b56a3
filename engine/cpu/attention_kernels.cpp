// The CPU kernel for linrt.attention (ops/attention_cpu.h): one dispatch over every head, with a
// fused epilogue run over each finished tile of output rows.
#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/params/attention.h"
#include "graph/dialect/linrt/attention.h"
#include "ops/attention_cpu.h"

namespace linrt::engine {

namespace cpu = ops::cpu;

namespace {

class AttentionKernel final : public CpuKernel {
 public:
  explicit AttentionKernel(const ops::AttentionShape& s) : s_(s), isa_(cpu::preferred_isa()) {}

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    cpu::OutputRunFn finished;
    if (ctx.epilogue)
      finished = [epi = ctx.epilogue](float* data, int64_t flat, int64_t count) { epi->apply(data, flat, count); };
    cpu::attention_run(isa_, s_, inputs[0].as<float>(), inputs[1].as<float>(), inputs[2].as<float>(),
                       outputs[0].as<float>(), finished, ctx.threads);
  }
  std::string name() const override { return "attention"; }

 private:
  ops::AttentionShape s_;
  cpu::Isa isa_;
};

}  // namespace

LINRT_REGISTRATION(cpu, attention) {
  // Every head's rows at once, always worth the whole team.
  register_cpu_work_model(graph::OpName(graph::AttentionAttrs::kId),
                          [](const Plan&, const Dispatch&) { return kWholeTeam; });
  register_cpu_kernel(graph::OpName(graph::AttentionAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    if (spec.inputs.size() != 3 || spec.outputs.size() != 1 || spec.input0_blocked || spec.output_blocked) return nullptr;
    for (const auto& t : spec.inputs)
      if (t.dtype != DType::F32) return nullptr;
    if (spec.outputs[0].dtype != DType::F32) return nullptr;
    const auto s = attention_params(*spec.root, spec.inputs[0].shape, spec.inputs[1].shape, spec.inputs[2].shape,
                                    spec.outputs[0].shape);
    if (!s) return nullptr;
    return std::make_unique<AttentionKernel>(*s);
  });
}

}  // namespace linrt::engine
