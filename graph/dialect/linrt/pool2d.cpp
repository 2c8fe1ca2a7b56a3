#include "graph/dialect/linrt/pool2d.h"

#include "core/registration.h"

namespace linrt::graph {

using namespace adaptor_io;

std::optional<Pool2dAttrs> Pool2dAttrs::read(const Operation& op, std::string* error) {
  Pool2dAttrs a;
  std::string kind;
  if (!read_string(op, "kind", kind, error)) return std::nullopt;
  if (kind == "max") a.kind = Kind::Max;
  else if (kind == "sum") a.kind = Kind::Sum;
  else return reject(error, "kind must be \"max\" or \"sum\", got \"" + kind + "\"");
  if (!read_ints(op, "window", a.window, error) || !read_ints(op, "strides", a.strides, error) ||
      !read_ints(op, "dilations", a.dilations, error) || !read_ints(op, "padding", a.padding, error))
    return std::nullopt;
  for (size_t s = 0; s < 2; ++s)
    if (a.window[s] < 1 || a.strides[s] < 1 || a.dilations[s] < 1 || a.padding[s] < 0 || a.padding[s + 2] < 0)
      return reject(error, "window, strides and dilations must be positive and padding not negative");
  return a;
}

AttrList Pool2dAttrs::attributes() const {
  return {{"kind", string_attr(kind == Kind::Max ? "max" : "sum")},
          {"window", i64_array_attr({window.begin(), window.end()})},
          {"strides", i64_array_attr({strides.begin(), strides.end()})},
          {"dilations", i64_array_attr({dilations.begin(), dilations.end()})},
          {"padding", i64_array_attr({padding.begin(), padding.end()})}};
}

void Pool2dAttrs::write(Operation& op) const { write_all(op, attributes()); }

std::optional<int64_t> Pool2dAttrs::output_extent(int axis, int64_t in) const {
  const int64_t span = dilations[axis] * (window[axis] - 1) + 1;
  const int64_t room = in + padding[axis] + padding[axis + 2];
  if (room < span) return std::nullopt;
  return (room - span) / strides[axis] + 1;
}

LINRT_REGISTRATION(result_shape, pool2d) {
  register_result_shape(Pool2dAttrs::kId, [](const Operation& op) -> std::optional<std::vector<int64_t>> {
    const std::vector<int64_t>& in = op.operands[0]->type.shape;
    const auto attrs = Pool2dAttrs::read(op);
    if (!attrs || in.size() != 4) return std::nullopt;
    const auto h = attrs->output_extent(0, in[2]), w = attrs->output_extent(1, in[3]);
    if (!h || !w) return std::nullopt;
    return std::vector<int64_t>{in[0], in[1], *h, *w};
  });
}

}  // namespace linrt::graph
