// linrt.conv_transpose2d on Vulkan: the host side of shaders/conv_transpose2d.comp and the
// family's root op, registered for the op's id (engine/vulkan/root_op.h).
#include <algorithm>
#include <cstdlib>
#include <memory>

#include "core/registration.h"
#include "engine/plan/params/conv_transpose2d.h"
#include "engine/vulkan/kernel_util.h"
#include "engine/vulkan/root_op.h"
#include "graph/dialect/linrt/conv_transpose2d.h"
#include "ops/conv_transpose2d_cpu.h"

namespace linrt::engine::vk {

namespace {

// linrt.conv_transpose2d on NCHW: each output element sums only the taps that reach an input
// pixel (no inserted zeros). Parameters as ops::cpu::ConvTranspose2dParams
// (ops/conv_transpose2d_cpu.h), which it checks; weight [F, C/groups, KH, KW], bias [F] or none.
class ConvTranspose2dKernel {
 public:
  ConvTranspose2dKernel(Context& context, const ops::cpu::ConvTranspose2dParams& p, bool has_bias,
                        const std::string& pipeline_key = {});
  void record(CommandList& list, const BufferView& input, const BufferView& weight, const BufferView& bias,
              const BufferView& output) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  ops::cpu::ConvTranspose2dParams p_;
  bool has_bias_;
  const Pipeline* pipeline_ = nullptr;
};

ConvTranspose2dKernel::ConvTranspose2dKernel(Context& context, const ops::cpu::ConvTranspose2dParams& p, bool has_bias,
                                             const std::string& pipeline_key)
    : p_(p), has_bias_(has_bias) {
  const std::string err = ops::cpu::check_conv_transpose2d(p);
  if (!err.empty()) throw invalid("vulkan conv_transpose2d", err);
  narrow(p.batch * std::max(p.in_channels * p.in_h * p.in_w, p.out_channels * p.out_h * p.out_w), "tensor size");
  narrow(p.out_channels * p.in_channels / p.groups * p.kernel_h * p.kernel_w, "weight size");
  // Every padded index the shader forms: output + dilated filter span + |pad|.
  narrow(std::max(p.out_h, p.out_w) + std::max(p.dilation_h * p.kernel_h, p.dilation_w * p.kernel_w) +
             std::max(std::abs(p.pad_top), std::abs(p.pad_left)) + std::max(p.stride_h, p.stride_w),
         "spread extent");
  pipeline_ = &context.pipeline(key_or(pipeline_key, "vk.conv_transpose2d"), flat_desc("conv_transpose2d", 4, 17 * 4));
}

void ConvTranspose2dKernel::record(CommandList& list, const BufferView& input, const BufferView& weight,
                                   const BufferView& bias, const BufferView& output) const {
  const auto& p = p_;
  if (!input.buffer || !weight.buffer || !output.buffer || (has_bias_ && !bias.buffer))
    throw invalid("vulkan conv_transpose2d", "an operand the parameters require is missing");
  const int32_t push[17] = {int32_t(p.batch),      int32_t(p.in_channels), int32_t(p.in_h),       int32_t(p.in_w),
                            int32_t(p.out_channels), int32_t(p.out_h),     int32_t(p.out_w),      int32_t(p.groups),
                            int32_t(p.kernel_h),   int32_t(p.kernel_w),    int32_t(p.stride_h),   int32_t(p.stride_w),
                            int32_t(p.dilation_h), int32_t(p.dilation_w), int32_t(p.pad_top),    int32_t(p.pad_left),
                            int32_t(has_bias_ ? 1 : 0)};
  Context& ctx = list.context();
  BufferView views[4] = {input, weight, or_dummy(ctx, bias), output};
  const bool writes[4] = {false, false, false, true};
  auto g = flat_groups(ctx, p.batch * p.out_channels * p.out_h * p.out_w);
  list.dispatch(*pipeline_, views, writes, push, sizeof(push), g[0], g[1]);
}

class ConvTransposeOp final : public RootWithEpilogue {
 public:
  ConvTransposeOp(Context& context, const ops::cpu::ConvTranspose2dParams& p, size_t num_root_inputs, const std::string& key)
      : kernel_(context, p, num_root_inputs == 3, key) {
    num_root_inputs_ = num_root_inputs;
  }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    kernel_.record(list, in[0], in[1], num_root_inputs_ == 3 ? in[2] : BufferView{}, out[0]);
  }
  const Pipeline& root_pipeline() const override { return kernel_.pipeline(); }
  std::string name() const override { return "vulkan.conv_transpose2d"; }

 private:
  ConvTranspose2dKernel kernel_;
};

}  // namespace

LINRT_REGISTRATION(vulkan, conv_transpose2d) {
  register_vulkan_root_op(graph::ConvTranspose2dAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    if (!s.all_f32() || (s.ins.size() != 2 && s.ins.size() != 3)) return nullptr;
    const auto p = conv_transpose2d_params(*s.site.root, s.desc(0)->shape, s.desc(1)->shape, s.out->shape);
    if (!p || (s.ins.size() == 3 && s.desc(2)->shape != std::vector<int64_t>{p->out_channels})) return nullptr;
    return std::make_unique<ConvTransposeOp>(s.context, *p, s.ins.size(), s.kernel.key);
  });
}

}  // namespace linrt::engine::vk
