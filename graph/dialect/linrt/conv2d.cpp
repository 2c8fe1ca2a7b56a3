#include "graph/dialect/linrt/conv2d.h"

#include "core/registration.h"

namespace linrt::graph {

using namespace adaptor_io;

std::optional<Conv2dAttrs> Conv2dAttrs::read(const Operation& op, std::string* error) {
  Conv2dAttrs a;
  std::string layout;
  if (!read_string(op, "layout", layout, error)) return std::nullopt;
  if (layout == "nchw") a.layout = Layout::Nchw;
  else if (layout == "nhwc") a.layout = Layout::Nhwc;
  else return reject(error, "layout must be \"nchw\" or \"nhwc\", got \"" + layout + "\"");
  if (!read_ints(op, "strides", a.strides, error) || !read_ints(op, "dilations", a.dilations, error) ||
      !read_ints(op, "padding", a.padding, error) ||
      (op.attr("groups") && !read_int(op, "groups", a.groups, error)))
    return std::nullopt;
  for (int64_t p : a.padding)
    if (p < 0) return reject(error, "padding must not be negative");
  if (a.groups < 1) return reject(error, "groups must be positive");
  if (a.strides[0] < 1 || a.strides[1] < 1 || a.dilations[0] < 1 || a.dilations[1] < 1)
    return reject(error, "strides and dilations must be positive");
  return a;
}

AttrList Conv2dAttrs::attributes(bool has_bias) const {
  return {{"operandSegmentSizes", i32_array_attr({1, 1, has_bias ? 1 : 0})},
          {"layout", string_attr(nhwc() ? "nhwc" : "nchw")},
          {"strides", i64_array_attr({strides.begin(), strides.end()})},
          {"dilations", i64_array_attr({dilations.begin(), dilations.end()})},
          {"padding", i64_array_attr({padding.begin(), padding.end()})},
          {"groups", i64_attr(groups)}};
}

void Conv2dAttrs::write(Operation& op) const { write_all(op, attributes(op.operands.size() == 3)); }

std::optional<std::array<int64_t, 4>> Conv2dAttrs::result_shape(std::span<const int64_t> x,
                                                                std::span<const int64_t> w) const {
  if (x.size() != 4 || w.size() != 4) return std::nullopt;
  const bool n = nhwc();
  const int64_t c = n ? x[3] : x[1], h = n ? x[1] : x[2], wd = n ? x[2] : x[3];
  const int64_t f = n ? w[3] : w[0], cg = n ? w[2] : w[1], kh = n ? w[0] : w[2], kw = n ? w[1] : w[3];
  if (c % groups != 0 || f % groups != 0 || cg != c / groups || kh < 1 || kw < 1) return std::nullopt;
  const int64_t hp = h + padding[0] + padding[2], wp = wd + padding[1] + padding[3];
  const int64_t span_h = dilations[0] * (kh - 1) + 1, span_w = dilations[1] * (kw - 1) + 1;
  if (hp < span_h || wp < span_w) return std::nullopt;
  const int64_t oh = (hp - span_h) / strides[0] + 1, ow = (wp - span_w) / strides[1] + 1;
  return n ? std::array<int64_t, 4>{x[0], oh, ow, f} : std::array<int64_t, 4>{x[0], f, oh, ow};
}

LINRT_REGISTRATION(result_shape, conv2d) {
  register_result_shape(Conv2dAttrs::kId, [](const Operation& op) -> std::optional<std::vector<int64_t>> {
    const auto attrs = Conv2dAttrs::read(op);
    const auto shape = attrs && op.operands.size() >= 2
                           ? attrs->result_shape(op.operands[0]->type.shape, op.operands[1]->type.shape)
                           : std::nullopt;
    if (!shape) return std::nullopt;
    return std::vector<int64_t>(shape->begin(), shape->end());
  });
}

}  // namespace linrt::graph
