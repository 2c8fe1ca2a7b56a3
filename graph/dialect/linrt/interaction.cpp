#include "graph/dialect/linrt/interaction.h"

#include "core/registration.h"
#include "graph/dialect/linrt/data_movement.h"

namespace linrt::graph {

// The pairs are spelt as linrt.gather's (indices0, indices1 of equal length), so its adaptor
// reads and writes them.
std::optional<DotInteractionAttrs> DotInteractionAttrs::read(const Operation& op, std::string* error) {
  auto pairs = GatherAttrs::read(op, error);
  if (!pairs) return std::nullopt;
  DotInteractionAttrs a;
  a.indices0 = std::move(pairs->indices0);
  a.indices1 = std::move(pairs->indices1);
  return a;
}

AttrList DotInteractionAttrs::attributes() const { return GatherAttrs{indices0, indices1}.attributes(); }

void DotInteractionAttrs::write(Operation& op) const { adaptor_io::write_all(op, attributes()); }

std::optional<size_t> DotInteractionAttrs::first_out_of_range(int64_t features) const {
  return GatherAttrs{indices0, indices1}.first_out_of_range(features, features);
}

LINRT_REGISTRATION(result_shape, interaction) {
  register_result_shape(DotInteractionAttrs::kId, [](const Operation& op) -> std::optional<std::vector<int64_t>> {
    const std::vector<int64_t>& t = op.operands[0]->type.shape;
    const auto attrs = DotInteractionAttrs::read(op);
    if (!attrs || t.size() != 3) return std::nullopt;
    return std::vector<int64_t>{t[0], int64_t(attrs->indices0.size())};
  });
}

}  // namespace linrt::graph
