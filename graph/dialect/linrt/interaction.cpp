#include "graph/dialect/linrt/interaction.h"

#include "core/registration.h"

namespace linrt::graph {

using namespace adaptor_io;

std::optional<DotInteractionAttrs> DotInteractionAttrs::read(const Operation& op, std::string* error) {
  const Attribute* a0 = op.attr("indices0");
  const Attribute* a1 = op.attr("indices1");
  auto rows = a0 ? a0->as_int_list() : std::nullopt;
  auto cols = a1 ? a1->as_int_list() : std::nullopt;
  if (!rows || !cols || rows->size() != cols->size())
    return reject(error, "expected integer lists 'indices0' and 'indices1' of equal length");
  DotInteractionAttrs a;
  a.indices0 = std::move(*rows);
  a.indices1 = std::move(*cols);
  return a;
}

AttrList DotInteractionAttrs::attributes() const {
  return {{"indices0", i64_array_attr(indices0)}, {"indices1", i64_array_attr(indices1)}};
}

void DotInteractionAttrs::write(Operation& op) const { write_all(op, attributes()); }

std::optional<size_t> DotInteractionAttrs::first_out_of_range(int64_t features) const {
  for (size_t k = 0; k < indices0.size(); ++k)
    if (indices0[k] < 0 || indices0[k] >= features || indices1[k] < 0 || indices1[k] >= features) return k;
  return std::nullopt;
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
