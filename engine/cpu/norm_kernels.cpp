// CPU kernels for linrt.layer_norm (ops/layer_norm_cpu.h) and linrt.softmax (ops/softmax_cpu.h):
// one dispatch over the rows of the last dim, with a fused epilogue run over each finished block
// of rows.
#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/params/row_norms.h"
#include "graph/dialect/linrt/row_norms.h"
#include "ops/layer_norm_cpu.h"
#include "ops/softmax_cpu.h"

namespace linrt::engine {

namespace cpu = ops::cpu;

namespace {

cpu::OutputRunFn finished_fn(const RunContext& ctx) {
  if (!ctx.epilogue) return {};
  return [epi = ctx.epilogue](float* data, int64_t flat, int64_t count) { epi->apply(data, flat, count); };
}

class LayerNormKernel final : public CpuKernel {
 public:
  explicit LayerNormKernel(const LayerNormParams& p) : p_(p), isa_(cpu::preferred_isa()) {}

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    const cpu::OutputRunFn finished = finished_fn(ctx);
    cpu::layer_norm_run(isa_, inputs[0].as<float>(), inputs[1].as<float>(), inputs[2].as<float>(),
                        outputs[0].as<float>(), p_.rows, p_.d, p_.eps, finished, ctx.threads);
  }
  std::string name() const override { return "layer_norm"; }

 private:
  LayerNormParams p_;
  cpu::Isa isa_;
};

class SoftmaxKernel final : public CpuKernel {
 public:
  explicit SoftmaxKernel(const SoftmaxParams& p) : p_(p), isa_(cpu::preferred_isa()) {}

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    cpu::softmax_run(isa_, inputs[0].as<float>(), outputs[0].as<float>(), p_.rows, p_.d, p_.zero_masked_rows,
                     finished_fn(ctx), ctx.threads);
  }
  std::string name() const override { return p_.zero_masked_rows ? "softmax.zero_masked_rows" : "softmax"; }

 private:
  SoftmaxParams p_;
  cpu::Isa isa_;
};

bool all_f32(const KernelSpec& spec) {
  for (const auto& t : spec.inputs)
    if (t.dtype != DType::F32) return false;
  return spec.outputs.size() == 1 && spec.outputs[0].dtype == DType::F32;
}

}  // namespace

LINRT_REGISTRATION(cpu, row_norms) {
  register_cpu_kernel(graph::OpName(graph::LayerNormAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    if (spec.inputs.size() != 3 || !all_f32(spec) || spec.input0_blocked || spec.output_blocked ||
        spec.outputs[0].shape != spec.inputs[0].shape)
      return nullptr;
    const auto p = layer_norm_params(*spec.root, spec.inputs[0].shape, spec.inputs[1].shape, spec.inputs[2].shape);
    if (!p) return nullptr;
    return std::make_unique<LayerNormKernel>(*p);
  });
  register_cpu_kernel(graph::OpName(graph::SoftmaxAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    if (spec.inputs.size() != 1 || !all_f32(spec) || spec.input0_blocked || spec.output_blocked ||
        spec.outputs[0].shape != spec.inputs[0].shape)
      return nullptr;
    const auto p = softmax_params(*spec.root, spec.inputs[0].shape);
    if (!p) return nullptr;
    return std::make_unique<SoftmaxKernel>(*p);
  });
}

}  // namespace linrt::engine
