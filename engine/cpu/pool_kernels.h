// linrt.pool2d's attributes read into the pooling parameters, shared by the CPU kernel and the
// Vulkan device.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "graph/ir.h"
#include "ops/pool2d_cpu.h"

namespace linrt::engine {

// The parameters of `op` (a linrt.pool2d) over an NCHW input of shape `in` with result shape
// `out`, row-major; nullopt when an attribute is missing or malformed, or when `out` is not
// the shape the attributes give (the reference handler then reports the problem).
std::optional<ops::cpu::Pool2dParams> pool2d_params(const graph::Operation& op, const std::vector<int64_t>& in,
                                                    const std::vector<int64_t>& out);

}  // namespace linrt::engine
