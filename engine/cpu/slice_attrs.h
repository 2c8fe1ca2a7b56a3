// The static box of tensor.extract_slice and tensor.insert_slice, read once for the CPU kernels
// and the Vulkan device.
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
// is missing, dynamic or leaves the tensor (the reference handler then reports it with the op's
// location).
inline std::optional<SliceBox> static_slice(const graph::Operation& op, const std::vector<int64_t>& source,
                                            size_t operands = 1) {
  if (op.operands.size() != operands) return std::nullopt;
  SliceBox box;
  for (auto [key, list] : {std::pair{"static_offsets", &box.offsets}, std::pair{"static_sizes", &box.sizes},
                           std::pair{"static_strides", &box.strides}}) {
    const graph::Attribute* a = op.attr(key);
    auto v = a ? a->as_int_list() : std::nullopt;
    if (!v || v->size() != source.size()) return std::nullopt;
    *list = *v;
  }
  for (size_t d = 0; d < source.size(); ++d)
    if (box.offsets[d] < 0 || box.sizes[d] < 1 || box.strides[d] < 1 ||
        box.offsets[d] + (box.sizes[d] - 1) * box.strides[d] >= source[d])
      return std::nullopt;
  return box;
}

}  // namespace linrt::engine
