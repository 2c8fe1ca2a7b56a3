// linrt.attention's shape and attributes, shared by the CPU kernel and the Vulkan shader.
// The reader returns nullopt where the op is not one a device kernel takes as it stands (a
// missing, malformed, dynamic or out-of-range entry); the reference handler then reports the
// problem with the op's location (engine/plan/params/: one file per family, read by every device).
#pragma once

#include <optional>
#include <vector>

#include "graph/ir.h"
#include "ops/attention.h"

namespace linrt::engine {

// The shape and attributes of `op` (a linrt.attention) over q, k, v of the given shapes with
// result shape `out`; nullopt when an attribute is malformed or the shapes do not fit (the
// reference handler then reports the problem).
std::optional<ops::AttentionShape> attention_params(const graph::Operation& op, const std::vector<int64_t>& q,
                                                    const std::vector<int64_t>& k, const std::vector<int64_t>& v,
                                                    const std::vector<int64_t>& out);

}  // namespace linrt::engine
