// linrt.conv2d on Vulkan: the family's root op over Conv2dKernel (engine/vulkan/kernels.h:
// shaders/conv2d.comp, or shaders/winograd_f43.comp for 3x3 stride-1 filters), registered for
// the op's id (engine/vulkan/root_op.h).
#include <memory>

#include "core/registration.h"
#include "engine/vulkan/kernels.h"
#include "engine/vulkan/root_op.h"
#include "graph/dialect/linrt/conv2d.h"

namespace linrt::engine::vk {

namespace {

// conv2d; its epilogue (bias is an operand; activations, residuals and scales are the tail) is
// compiled into the conv shader's store when it reads the output in place, as it does for
// conv + bias + activation (+ residual) chains: one pipeline per KernelKey, one pass.
class ConvOp final : public RootWithEpilogue {
 public:
  ConvOp(Context& context, const Conv2dParams& params, size_t num_root_inputs, const PlanKernel& plan_kernel) {
    num_root_inputs_ = num_root_inputs;
    fused_ = plan_kernel.has_epilogue && ew_fusable_epilogue(plan_kernel.epilogue, plan_kernel.epilogue_shape,
                                                             plan_kernel.epilogue_access, params.output_shape());
    if (fused_) {
      FusedEpilogue tail{plan_kernel.key, &plan_kernel.epilogue, plan_kernel.epilogue_shape, plan_kernel.epilogue_access};
      kernel_ = std::make_unique<Conv2dKernel>(context, params, &tail);
    } else {
      kernel_ = std::make_unique<Conv2dKernel>(context, params, nullptr, plan_kernel.key);
    }
  }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    kernel_->record(list, in[0], in[1], num_root_inputs_ > 2 ? in[2] : BufferView{}, {}, {}, out[0],
                    fused_ ? in.subspan(num_root_inputs_) : std::span<const BufferView>());
  }
  bool fuses_epilogue() const override { return fused_; }
  const Pipeline& root_pipeline() const override { return kernel_->pipeline(); }
  std::vector<uint8_t> transform_constant(size_t input, const HostTensor& value) const override {
    return input == 1 ? kernel_->params().device_weights(value.data<float>()) : std::vector<uint8_t>{};
  }
  std::string name() const override {
    return std::string(kernel_->params().winograd ? "vulkan.winograd_f43" : "vulkan.conv2d") + (fused_ ? "+epilogue" : "");
  }

 private:
  std::unique_ptr<Conv2dKernel> kernel_;
  bool fused_ = false;
};

}  // namespace

LINRT_REGISTRATION(vulkan, conv2d) {
  register_vulkan_root_op(graph::Conv2dAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    const graph::Operation& op = *s.site.root;
    // A prologue (KernelSpec::prologue) is not in the shader: such a conv runs on the CPU.
    if (!s.all_f32() || (s.ins.size() != 2 && s.ins.size() != 3) || s.kernel.prologue != InputPrologue::None)
      return nullptr;
    const auto attrs = graph::Conv2dAttrs::read(op);
    if (!attrs) return nullptr;
    const auto& x = s.desc(0)->shape;
    const auto& w = s.desc(1)->shape;
    if (x.size() != 4 || w.size() != 4) return nullptr;
    Conv2dParams p;
    p.nhwc = attrs->nhwc();
    p.batch = x[0];
    p.channels = p.nhwc ? x[3] : x[1];
    p.height = p.nhwc ? x[1] : x[2];
    p.width = p.nhwc ? x[2] : x[3];
    p.filters = p.nhwc ? w[3] : w[0];
    p.kernel_h = p.nhwc ? w[0] : w[2];
    p.kernel_w = p.nhwc ? w[1] : w[3];
    p.stride_h = attrs->strides[0], p.stride_w = attrs->strides[1];
    p.dilation_h = attrs->dilations[0], p.dilation_w = attrs->dilations[1];
    p.pad_top = attrs->padding[0], p.pad_left = attrs->padding[1];
    p.pad_bottom = attrs->padding[2], p.pad_right = attrs->padding[3];
    p.groups = attrs->groups;
    p.has_bias = s.ins.size() == 3;
    if (p.weight_shape() != w || p.output_shape() != s.out->shape) return nullptr;
    if (p.has_bias && s.desc(2)->shape != std::vector<int64_t>{p.filters}) return nullptr;
    // Winograd F(4x4, 3x3) where it applies, with constant filters (transformed once, at
    // upload; every call site of the kernel has them, since constness is part of the key) and
    // at least 4 channels each way, below which the transforms cost more than they save. Its
    // 6x6 filters take 4x the bytes of the 3x3 ones and are bound whole: where they would pass
    // the device's storage-buffer range (a UNet's 1024->1024 conv: 144 MiB against lavapipe's
    // 128), the implicit GEMM reads the weights as they are.
    const bool constant_weight = s.plan.storages[s.plan.values[s.ins[1]].storage].kind == Storage::Kind::Constant;
    p.fp16_weights = s.options.fp16_weights && constant_weight;  // converted once, at upload
    const uint64_t winograd_filter_bytes = uint64_t(36) * uint64_t(p.channels) * uint64_t(p.filters) *
                                           (p.fp16_weights ? 2 : 4);
    p.winograd = p.winograd_applies() && constant_weight && p.channels >= 4 && p.filters >= 4 &&
                 winograd_filter_bytes <= s.context.limits().maxStorageBufferRange;
    return std::make_unique<ConvOp>(s.context, p, s.ins.size(), s.kernel);
  });
}

}  // namespace linrt::engine::vk
