// CPU kernel for linrt.pool2d on ops/pool2d_cpu.h: max or sum pooling over NCHW or, where the
// planner keeps the value blocked, NCHW16c, with the padding folded into the window and a fused
// epilogue (average pooling's divide) run over each finished block of rows.
#include <optional>

#include "engine/cpu/pool_kernels.h"

#include "engine/cpu/kernel.h"
#include "graph/dialect/linrt_ops.h"
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

std::optional<cpu::Pool2dParams> pool2d_params(const graph::Operation& op, const std::vector<int64_t>& x,
                                               const std::vector<int64_t>& y) {
  const auto attrs = graph::Pool2dAttrs::read(op);
  if (!attrs || x.size() != 4 || y.size() != 4 || x[0] != y[0] || x[1] != y[1]) return std::nullopt;
  cpu::Pool2dParams p;
  p.max = attrs->kind == graph::Pool2dAttrs::Kind::Max;
  p.batch = x[0], p.channels = x[1], p.in_h = x[2], p.in_w = x[3], p.out_h = y[2], p.out_w = y[3];
  p.kernel_h = attrs->window[0], p.kernel_w = attrs->window[1];
  p.stride_h = attrs->strides[0], p.stride_w = attrs->strides[1];
  p.dilation_h = attrs->dilations[0], p.dilation_w = attrs->dilations[1];
  p.pad_top = attrs->padding[0], p.pad_left = attrs->padding[1];
  for (int s = 0; s < 2; ++s)
    if (attrs->output_extent(s, x[2 + s]) != y[2 + s]) return std::nullopt;
  if (!cpu::check_pool2d(p).empty()) return std::nullopt;
  return p;
}

void register_pool_kernels() {
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
