// linrt.attention on Vulkan: the host side of shaders/attention.comp (one workgroup per row of
// q) and the family's root op, registered for the op's id (engine/vulkan/root_op.h).
#include <memory>

#include "core/registration.h"
#include "engine/plan/params/attention.h"
#include "engine/vulkan/kernel_util.h"
#include "engine/vulkan/root_op.h"
#include "graph/dialect/linrt/attention.h"

namespace linrt::engine::vk {

namespace {

// The shader keeps four output columns per invocation.
constexpr int64_t kMaxColumns = 4 * kFlatGroupSize;

class AttentionKernel {
 public:
  AttentionKernel(Context& context, const ops::AttentionShape& s, const std::string& pipeline_key) : s_(s) {
    narrow(s.batch * s.m * kFlatGroupSize, "row count");
    for (int64_t n : {s.batch * s.m * s.d, s.batch * s.n * s.d, s.batch * s.n * s.e, s.batch * s.m * s.e})
      narrow(n, "tensor size");
    pipeline_ = &context.pipeline(key_or(pipeline_key, "vk.attention"), flat_desc("attention", 4, 7 * 4));
  }
  void record(CommandList& list, std::span<const BufferView> in, const BufferView& output) const {
    struct {
      int32_t rows, m, n, d, e, zero_masked_rows;
      float scale;
    } push{int32_t(s_.batch * s_.m), int32_t(s_.m), int32_t(s_.n), int32_t(s_.d), int32_t(s_.e),
           s_.zero_masked_rows ? 1 : 0, s_.scale};
    BufferView views[4] = {in[0], in[1], in[2], output};
    const bool writes[4] = {false, false, false, true};
    auto g = flat_groups(list.context(), s_.batch * s_.m * kFlatGroupSize);  // one workgroup per row
    list.dispatch(*pipeline_, views, writes, &push, sizeof(push), g[0], g[1]);
  }
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  ops::AttentionShape s_;
  const Pipeline* pipeline_ = nullptr;
};

// linrt.attention(q, k, v).
class AttentionOp final : public RootWithEpilogue {
 public:
  explicit AttentionOp(std::unique_ptr<AttentionKernel> kernel) : kernel_(std::move(kernel)) { num_root_inputs_ = 3; }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    kernel_->record(list, in, out[0]);
  }
  const Pipeline& root_pipeline() const override { return kernel_->pipeline(); }
  std::string name() const override { return "vulkan.attention"; }

 private:
  std::unique_ptr<AttentionKernel> kernel_;
};

}  // namespace

LINRT_REGISTRATION(vulkan, attention) {
  register_vulkan_root_op(graph::AttentionAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    if (s.ins.size() != 3 || !s.all_f32()) return nullptr;
    const auto p = attention_params(*s.site.root, s.desc(0)->shape, s.desc(1)->shape, s.desc(2)->shape, s.out->shape);
    if (!p || p->e > kMaxColumns) return nullptr;
    return std::make_unique<AttentionOp>(std::make_unique<AttentionKernel>(s.context, *p, s.kernel.key));
  });
}

}  // namespace linrt::engine::vk
