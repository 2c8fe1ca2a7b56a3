// linrt.layer_norm and linrt.softmax on Vulkan: the host side of shaders/layer_norm.comp and
// shaders/softmax.comp (one workgroup per row) and the family's root ops, registered for the
// ops' ids (engine/vulkan/root_op.h).
#include <memory>

#include "core/registration.h"
#include "engine/plan/params/row_norms.h"
#include "engine/vulkan/kernel_util.h"
#include "engine/vulkan/root_op.h"
#include "graph/dialect/linrt/row_norms.h"

namespace linrt::engine::vk {

namespace {

// linrt.layer_norm over `rows` rows of `d` elements: one workgroup per row.
class LayerNormKernel {
 public:
  LayerNormKernel(Context& context, int64_t rows, int64_t d, float eps, const std::string& pipeline_key = {});
  void record(CommandList& list, const BufferView& input, const BufferView& weight, const BufferView& bias,
              const BufferView& output) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  int64_t rows_, d_;
  float eps_;
  const Pipeline* pipeline_ = nullptr;
};

// linrt.softmax over `rows` rows of `d` elements: one workgroup per row.
class SoftmaxKernel {
 public:
  SoftmaxKernel(Context& context, int64_t rows, int64_t d, bool zero_masked_rows, const std::string& pipeline_key = {});
  void record(CommandList& list, const BufferView& input, const BufferView& output) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  int64_t rows_, d_;
  bool zero_masked_rows_;
  const Pipeline* pipeline_ = nullptr;
};

// The pipeline of a shader that runs one workgroup of kFlatGroupSize per row of `d` elements
// (layer_norm, softmax), after checking that the extents fit its 32-bit indices.
const Pipeline* row_pipeline(Context& context, const std::string& shader, int64_t rows, int64_t d,
                             const std::string& pipeline_key, uint32_t bindings, uint32_t push_bytes) {
  if (rows < 1 || d < 1) throw invalid("vulkan " + shader, "rows and row length must be positive");
  narrow(rows * d, "tensor size");
  narrow(rows * kFlatGroupSize, "row count");
  return &context.pipeline(key_or(pipeline_key, "vk." + shader), flat_desc(shader, bindings, push_bytes));
}

LayerNormKernel::LayerNormKernel(Context& context, int64_t rows, int64_t d, float eps, const std::string& pipeline_key)
    : rows_(rows), d_(d), eps_(eps), pipeline_(row_pipeline(context, "layer_norm", rows, d, pipeline_key, 4, 3 * 4)) {}

void LayerNormKernel::record(CommandList& list, const BufferView& input, const BufferView& weight, const BufferView& bias,
                             const BufferView& output) const {
  struct { int32_t rows, d; float eps; } push{int32_t(rows_), int32_t(d_), eps_};
  BufferView views[4] = {input, weight, bias, output};
  const bool writes[4] = {false, false, false, true};
  auto g = flat_groups(list.context(), rows_ * kFlatGroupSize);  // one workgroup per row
  list.dispatch(*pipeline_, views, writes, &push, sizeof(push), g[0], g[1]);
}

SoftmaxKernel::SoftmaxKernel(Context& context, int64_t rows, int64_t d, bool zero_masked_rows, const std::string& pipeline_key)
    : rows_(rows), d_(d), zero_masked_rows_(zero_masked_rows),
      pipeline_(row_pipeline(context, "softmax", rows, d, pipeline_key, 2, 3 * 4)) {}

void SoftmaxKernel::record(CommandList& list, const BufferView& input, const BufferView& output) const {
  struct { int32_t rows, d, zero_masked_rows; } push{int32_t(rows_), int32_t(d_), zero_masked_rows_ ? 1 : 0};
  BufferView views[2] = {input, output};
  const bool writes[2] = {false, true};
  auto g = flat_groups(list.context(), rows_ * kFlatGroupSize);  // one workgroup per row
  list.dispatch(*pipeline_, views, writes, &push, sizeof(push), g[0], g[1]);
}

// linrt.layer_norm(input, weight, bias).
class LayerNormOp final : public RootWithEpilogue {
 public:
  explicit LayerNormOp(std::unique_ptr<LayerNormKernel> kernel) : kernel_(std::move(kernel)) { num_root_inputs_ = 3; }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    kernel_->record(list, in[0], in[1], in[2], out[0]);
  }
  const Pipeline& root_pipeline() const override { return kernel_->pipeline(); }
  std::string name() const override { return "vulkan.layer_norm"; }

 private:
  std::unique_ptr<LayerNormKernel> kernel_;
};

// linrt.softmax(input).
class SoftmaxOp final : public RootWithEpilogue {
 public:
  explicit SoftmaxOp(std::unique_ptr<SoftmaxKernel> kernel) : kernel_(std::move(kernel)) { num_root_inputs_ = 1; }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    kernel_->record(list, in[0], out[0]);
  }
  const Pipeline& root_pipeline() const override { return kernel_->pipeline(); }
  std::string name() const override { return "vulkan.softmax"; }

 private:
  std::unique_ptr<SoftmaxKernel> kernel_;
};

}  // namespace

LINRT_REGISTRATION(vulkan, row_norms) {
  register_vulkan_root_op(graph::LayerNormAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    if (s.ins.size() != 3 || !s.all_f32()) return nullptr;
    const auto p = layer_norm_params(*s.site.root, s.desc(0)->shape, s.desc(1)->shape, s.desc(2)->shape);
    if (!p || s.out->shape != s.desc(0)->shape) return nullptr;
    return std::make_unique<LayerNormOp>(std::make_unique<LayerNormKernel>(s.context, p->rows, p->d, p->eps, s.kernel.key));
  });
  register_vulkan_root_op(graph::SoftmaxAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    if (s.ins.size() != 1 || !s.all_f32()) return nullptr;
    const auto& x = s.desc(0)->shape;
    const auto p = softmax_params(*s.site.root, x);
    if (!p || s.out->shape != x) return nullptr;
    return std::make_unique<SoftmaxOp>(
        std::make_unique<SoftmaxKernel>(s.context, p->rows, p->d, p->zero_masked_rows, s.kernel.key));
  });
}

}  // namespace linrt::engine::vk
