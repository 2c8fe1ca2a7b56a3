// linrt.conv_transpose2d's parameters, shared by the CPU kernel and the Vulkan shader.
// The reader returns nullopt where the op is not one a device kernel takes as it stands (a
// missing, malformed, dynamic or out-of-range entry); the reference handler then reports the
// problem with the op's location (engine/plan/params/: one file per family, read by every device).
#pragma once

#include <optional>
#include <vector>

#include "graph/ir.h"
#include "ops/conv_transpose2d_cpu.h"

namespace linrt::engine {

// The parameters of `op` (a linrt.conv_transpose2d) for input `x`, weight `w` and result `y`
// shapes (a bias, if any, checked by the caller); nullopt when an attribute is malformed or the
// shapes do not fit.
std::optional<ops::cpu::ConvTranspose2dParams> conv_transpose2d_params(const graph::Operation& op,
                                                                       const std::vector<int64_t>& x,
                                                                       const std::vector<int64_t>& w,
                                                                       const std::vector<int64_t>& y);

}  // namespace linrt::engine
