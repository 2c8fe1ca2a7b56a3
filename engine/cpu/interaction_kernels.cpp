// The CPU kernel for linrt.dot_interaction (ops/dot_interaction_cpu.h): each sample's Gram in
// per-thread scratch, its pairs written straight into the output's rows, which may be a column
// block of the concatenation the top MLP reads (writes_strided_rows), a fused epilogue applied
// to each row as it is finished.
#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/plan.h"
#include "graph/dialect/linrt/interaction.h"
#include "ops/dot_interaction_cpu.h"

namespace linrt::engine {

namespace cpu = ops::cpu;

namespace {

class DotInteractionKernel final : public CpuKernel {
 public:
  DotInteractionKernel(const std::vector<int64_t>& t, const graph::DotInteractionAttrs& attrs)
      : batch_(t[0]), features_(t[1]), dim_(t[2]),
        offsets_(cpu::dot_interaction_offsets(attrs.indices0, attrs.indices1, t[1])), isa_(cpu::preferred_isa()) {}

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    cpu::DotInteractionCall call;
    call.t = inputs[0].as<float>();
    call.batch = batch_;
    call.features = features_;
    call.dim = dim_;
    call.offsets = offsets_.data();
    call.count = int64_t(offsets_.size());
    call.out = outputs[0].as<float>();
    call.ldo = outputs[0].row_stride ? outputs[0].row_stride : call.count;
    if (ctx.epilogue)
      call.finished = [epi = ctx.epilogue, count = call.count](float* row, int64_t b) {
        epi->apply(row, b * count, count);
      };
    cpu::dot_interaction(isa_, call, ctx.threads);
  }
  bool writes_strided_rows() const override { return true; }
  std::string name() const override { return "dot_interaction." + std::string(cpu::isa_name(isa_)); }

 private:
  int64_t batch_, features_, dim_;
  std::vector<int32_t> offsets_;
  cpu::Isa isa_;
};

}  // namespace

LINRT_REGISTRATION(cpu, interaction) {
  // The Gram's multiply-adds on and below the diagonal: batch x F x F x D / 2.
  register_cpu_work_model(graph::OpName(graph::DotInteractionAttrs::kId), [](const Plan& p, const Dispatch& d) -> int64_t {
    if (d.inputs.empty()) return 0;
    const PlanValue& t = p.values[d.inputs[0]];
    return t.is_static && t.desc.shape.size() == 3 ? t.desc.numel() * t.desc.shape[1] / 16 : 0;
  });
  register_cpu_kernel(graph::OpName(graph::DotInteractionAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    const auto attrs = graph::DotInteractionAttrs::read(*spec.root);
    if (!attrs || spec.inputs.size() != 1 || spec.outputs.size() != 1 || spec.input0_blocked || spec.output_blocked)
      return nullptr;
    const auto& t = spec.inputs[0].shape;
    const auto& o = spec.outputs[0].shape;
    if (spec.inputs[0].dtype != DType::F32 || spec.outputs[0].dtype != DType::F32 || t.size() != 3 ||
        o != std::vector<int64_t>{t[0], int64_t(attrs->indices0.size())} || !cpu::dot_interaction_fits(t[1], t[2]))
      return nullptr;
    // Out-of-range pairs are left to the reference handler, which reports them with the op's location.
    if (attrs->first_out_of_range(t[1])) return nullptr;
    return std::make_unique<DotInteractionKernel>(t, *attrs);
  });
}

}  // namespace linrt::engine
