// The static box of tensor.extract_slice / tensor.insert_slice, shared by the CPU copy kernels and the Vulkan slice shaders.
// The reader returns nullopt where the op is not one a device kernel takes as it stands (a
// missing, malformed, dynamic or out-of-range entry); the reference handler then reports the
// problem with the op's location (engine/plan/params/: one file per family, read by every device).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "graph/ir.h"

namespace linrt::engine {

struct SliceBox {
  std::vector<int64_t> offsets, sizes, strides;  // one per source dimension
};

// The box of `op` (an extract_slice of a source, or an insert_slice into a destination, of shape
// `source`; `operands`: 1 or 2, so no dynamic offsets, sizes or strides), or nullopt when an entry
// is missing, dynamic or leaves the tensor.
std::optional<SliceBox> static_slice(const graph::Operation& op, const std::vector<int64_t>& source,
                                     size_t operands = 1);

}  // namespace linrt::engine
