// CPU kernel for linrt.conv_transpose2d on ops/conv_transpose2d_cpu.h (phase-decomposed GEMMs,
// no multiply-add with an inserted zero). A constant weight is packed once through
// prepare_constant(); any other is packed on every run. A fused epilogue runs over each
// finished output plane.
#include <memory>
#include <optional>

#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/params/conv_transpose2d.h"
#include "graph/dialect/linrt/conv_transpose2d.h"
#include "ops/conv_transpose2d_cpu.h"

namespace linrt::engine {

namespace cpu = ops::cpu;

namespace {

class ConvTranspose2dKernel final : public CpuKernel {
 public:
  ConvTranspose2dKernel(const cpu::ConvTranspose2dParams& p, bool has_bias)
      : conv_(p, cpu::preferred_isa()), has_bias_(has_bias) {}

  std::shared_ptr<const void> prepare_constant(size_t operand, const ConstBuffer& value) const override {
    return operand == 1 ? conv_.prepare_weights(value.as<float>()) : nullptr;
  }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const> prepared, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    std::shared_ptr<const cpu::ConvTranspose2dWeights> own;
    const auto* weights = prepared.size() > 1 ? static_cast<const cpu::ConvTranspose2dWeights*>(prepared[1]) : nullptr;
    if (!weights) {
      own = conv_.prepare_weights(inputs[1].as<float>());
      weights = own.get();
    }
    cpu::OutputRunFn finished;
    if (ctx.epilogue)
      finished = [epi = ctx.epilogue](float* data, int64_t flat, int64_t count) { epi->apply(data, flat, count); };
    conv_.run(inputs[0].as<float>(), *weights, has_bias_ ? inputs[2].as<float>() : nullptr, outputs[0].as<float>(), finished,
              ctx.threads);
  }
  std::string name() const override { return conv_.name(); }

 private:
  cpu::ConvTranspose2d conv_;
  bool has_bias_;
};

}  // namespace

LINRT_REGISTRATION(cpu, conv_transpose2d) {
  register_cpu_kernel(graph::OpName(graph::ConvTranspose2dAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    if (spec.input0_blocked || spec.output_blocked || spec.inputs.size() < 2 || spec.inputs.size() > 3 ||
        spec.outputs.size() != 1 || spec.outputs[0].dtype != DType::F32)
      return nullptr;
    for (const TensorDesc& d : spec.inputs)
      if (d.dtype != DType::F32) return nullptr;
    const auto p = conv_transpose2d_params(*spec.root, spec.inputs[0].shape, spec.inputs[1].shape, spec.outputs[0].shape);
    if (!p || (spec.inputs.size() == 3 && spec.inputs[2].shape != std::vector<int64_t>{p->out_channels})) return nullptr;
    return std::make_unique<ConvTranspose2dKernel>(*p, spec.inputs.size() == 3);
  });
}

}  // namespace linrt::engine
