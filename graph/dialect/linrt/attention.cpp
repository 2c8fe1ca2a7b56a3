#include "graph/dialect/linrt/attention.h"

#include <cmath>

namespace linrt::graph {

using namespace adaptor_io;

std::optional<AttentionAttrs> AttentionAttrs::read(const Operation& op, std::string* error) {
  AttentionAttrs a;
  const Attribute* s = op.attr("scale");
  if (!s || s->kind != Attribute::Kind::Float) return reject(error, "expected float attribute 'scale'");
  if (!std::isfinite(s->f)) return reject(error, "scale must be finite");
  a.scale = s->f;
  if (!read_flag(op, "zero_masked_rows", a.zero_masked_rows, error)) return std::nullopt;
  return a;
}

AttrList AttentionAttrs::attributes() const {
  return {{"scale", f64_attr(scale)}, {"zero_masked_rows", bool_attr(zero_masked_rows)}};
}

void AttentionAttrs::write(Operation& op) const { write_all(op, attributes()); }

}  // namespace linrt::graph
