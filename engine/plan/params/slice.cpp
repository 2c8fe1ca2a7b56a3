#include "engine/plan/params/slice.h"

#include <utility>

namespace linrt::engine {

std::optional<SliceBox> static_slice(const graph::Operation& op, const std::vector<int64_t>& source, size_t operands) {
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
