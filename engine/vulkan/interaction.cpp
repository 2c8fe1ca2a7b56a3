// linrt.dot_interaction on Vulkan: the host side of shaders/dot_interaction.comp (one invocation
// per output element) and the family's root op, registered for the op's id (engine/vulkan/root_op.h).
#include <memory>
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/vulkan/kernel_util.h"
#include "engine/vulkan/root_op.h"
#include "graph/dialect/linrt/interaction.h"

namespace linrt::engine::vk {

namespace {

class DotInteractionKernel {
 public:
  DotInteractionKernel(Context& context, const std::vector<int64_t>& t, const graph::DotInteractionAttrs& attrs,
                       const std::string& pipeline_key)
      : batch_(t[0]), plane_(t[1] * t[2]), dim_(t[2]), count_(int64_t(attrs.indices0.size())) {
    narrow(batch_ * plane_, "features size");
    narrow(batch_ * count_, "output size");
    std::vector<int32_t> pairs(2 * size_t(count_));
    for (size_t k = 0; k < size_t(count_); ++k) {
      pairs[2 * k] = int32_t(attrs.indices0[k] * dim_);
      pairs[2 * k + 1] = int32_t(attrs.indices1[k] * dim_);
    }
    if (!pairs.empty()) {
      pairs_ = context.allocate(pairs.size() * 4);
      context.upload({&pairs_, 0, pairs.size() * 4}, pairs.data(), pairs.size() * 4);
    }
    pipeline_ = &context.pipeline(key_or(pipeline_key, "vk.dot_interaction"), flat_desc("dot_interaction", 3, 4 * 4));
  }
  void record(CommandList& list, const BufferView& t, const BufferView& output) const {
    if (count_ == 0) return;
    struct { int32_t batch, count, plane, dim; } push{int32_t(batch_), int32_t(count_), int32_t(plane_), int32_t(dim_)};
    BufferView views[3] = {t, {&pairs_, 0, 0}, output};
    const bool writes[3] = {false, false, true};
    auto g = flat_groups(list.context(), batch_ * count_);
    list.dispatch(*pipeline_, views, writes, &push, sizeof(push), g[0], g[1]);
  }
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  int64_t batch_, plane_, dim_, count_;
  DeviceBuffer pairs_;
  const Pipeline* pipeline_ = nullptr;
};

}  // namespace

LINRT_REGISTRATION(vulkan, interaction) {
  register_vulkan_root_op(graph::DotInteractionAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    const std::vector<int64_t>* t = s.single_f32_input();
    if (!t || t->size() != 3) return nullptr;
    const auto attrs = graph::DotInteractionAttrs::read(*s.site.root);
    // Out-of-range pairs are left to the reference handler, which reports them with the op's location.
    if (!attrs || attrs->first_out_of_range((*t)[1])) return nullptr;
    if (s.out->shape != std::vector<int64_t>{(*t)[0], int64_t(attrs->indices0.size())}) return nullptr;
    return std::make_unique<MoveOp<DotInteractionKernel>>(
        std::make_unique<DotInteractionKernel>(s.context, *t, *attrs, s.kernel.key), "vulkan.dot_interaction");
  });
}

}  // namespace linrt::engine::vk
