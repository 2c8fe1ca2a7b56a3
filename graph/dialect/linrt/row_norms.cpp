#include "graph/dialect/linrt/row_norms.h"

#include "core/registration.h"

#include <cmath>

namespace linrt::graph {

using namespace adaptor_io;

std::optional<LayerNormAttrs> LayerNormAttrs::read(const Operation& op, std::string* error) {
  const Attribute* a = op.attr("epsilon");
  if (!a || a->kind != Attribute::Kind::Float) return reject(error, "expected float attribute 'epsilon'");
  if (!std::isfinite(a->f) || a->f < 0) return reject(error, "epsilon must be finite and not negative");
  LayerNormAttrs attrs;
  attrs.epsilon = a->f;
  return attrs;
}

AttrList LayerNormAttrs::attributes() const { return {{"epsilon", f64_attr(epsilon)}}; }

void LayerNormAttrs::write(Operation& op) const { write_all(op, attributes()); }

std::optional<SoftmaxAttrs> SoftmaxAttrs::read(const Operation& op, std::string* error) {
  SoftmaxAttrs a;
  if (!read_flag(op, "zero_masked_rows", a.zero_masked_rows, error)) return std::nullopt;
  return a;
}

AttrList SoftmaxAttrs::attributes() const { return {{"zero_masked_rows", bool_attr(zero_masked_rows)}}; }

void SoftmaxAttrs::write(Operation& op) const { write_all(op, attributes()); }

// Both keep their input's shape.
LINRT_REGISTRATION(result_shape, row_norms) {
  for (OpId id : {LayerNormAttrs::kId, SoftmaxAttrs::kId})
    register_result_shape(id, [](const Operation& op) -> std::optional<std::vector<int64_t>> {
      return op.operands[0]->type.shape;
    });
}

}  // namespace linrt::graph
