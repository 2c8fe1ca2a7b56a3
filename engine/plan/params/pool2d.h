// linrt.pool2d's parameters, shared by the CPU kernel and the Vulkan shader.
// The reader returns nullopt where the op is not one a device kernel takes as it stands (a
// missing, malformed, dynamic or out-of-range entry); the reference handler then reports the
// problem with the op's location (engine/plan/params/: one file per family, read by every device).
#pragma once

#include <optional>
#include <vector>

#include "graph/ir.h"
#include "ops/pool2d_cpu.h"

namespace linrt::engine {

// The parameters of `op` (a linrt.pool2d) over an NCHW input of shape `in` with result shape
// `out`, row-major; nullopt when an attribute is missing or malformed, or when `out` is not
// the shape the attributes give. (ops::cpu::Pool2dParams is the ops library's plain parameter
// struct; the Vulkan shader takes the same one.)
std::optional<ops::cpu::Pool2dParams> pool2d_params(const graph::Operation& op, const std::vector<int64_t>& in,
                                                    const std::vector<int64_t>& out);

}  // namespace linrt::engine
