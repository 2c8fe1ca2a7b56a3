// linrt.pool2d on Vulkan: the family's root op over Pool2dKernel (engine/vulkan/kernels.h,
// shaders/pool2d.comp), registered for the op's id (engine/vulkan/root_op.h).
#include <memory>

#include "core/registration.h"
#include "engine/plan/params/pool2d.h"
#include "engine/vulkan/kernels.h"
#include "engine/vulkan/root_op.h"
#include "graph/dialect/linrt/pool2d.h"

namespace linrt::engine::vk {

LINRT_REGISTRATION(vulkan, pool2d) {
  register_vulkan_root_op(graph::Pool2dAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    const std::vector<int64_t>* x = s.single_f32_input();
    std::optional<ops::cpu::Pool2dParams> p = x ? pool2d_params(*s.site.root, *x, s.out->shape) : std::nullopt;
    if (!p) return nullptr;
    return std::make_unique<MoveOp<Pool2dKernel>>(std::make_unique<Pool2dKernel>(s.context, *p, s.kernel.key),
                                                  "vulkan.pool2d");
  });
}

}  // namespace linrt::engine::vk
