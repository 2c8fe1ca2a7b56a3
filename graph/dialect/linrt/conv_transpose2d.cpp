#include "graph/dialect/linrt/conv_transpose2d.h"

namespace linrt::graph {

using namespace adaptor_io;

std::optional<ConvTranspose2dAttrs> ConvTranspose2dAttrs::read(const Operation& op, std::string* error) {
  ConvTranspose2dAttrs a;
  if (!read_ints(op, "strides", a.strides, error) || !read_ints(op, "dilations", a.dilations, error) ||
      !read_ints(op, "padding", a.padding, error) || (op.attr("groups") && !read_int(op, "groups", a.groups, error)))
    return std::nullopt;
  if (a.groups < 1) return reject(error, "groups must be positive");
  if (a.strides[0] < 1 || a.strides[1] < 1 || a.dilations[0] < 1 || a.dilations[1] < 1)
    return reject(error, "strides and dilations must be positive");
  // Far beyond any real model, and it keeps every extent computed from them inside int64.
  for (int64_t p : a.padding)
    if (p < -(int64_t(1) << 40) || p > (int64_t(1) << 40)) return reject(error, "padding out of range");
  return a;
}

AttrList ConvTranspose2dAttrs::attributes(bool has_bias) const {
  return {{"operandSegmentSizes", i32_array_attr({1, 1, has_bias ? 1 : 0})},
          {"strides", i64_array_attr({strides.begin(), strides.end()})},
          {"dilations", i64_array_attr({dilations.begin(), dilations.end()})},
          {"padding", i64_array_attr({padding.begin(), padding.end()})},
          {"groups", i64_attr(groups)}};
}

void ConvTranspose2dAttrs::write(Operation& op) const { write_all(op, attributes(op.operands.size() == 3)); }

std::optional<std::array<int64_t, 4>> ConvTranspose2dAttrs::result_shape(std::span<const int64_t> x,
                                                                         std::span<const int64_t> w) const {
  if (x.size() != 4 || w.size() != 4) return std::nullopt;
  if (x[1] % groups != 0 || w[0] % groups != 0 || w[1] != x[1] / groups || w[2] < 1 || w[3] < 1 || x[2] < 1 ||
      x[3] < 1 || x[2] > (int64_t(1) << 31) || x[3] > (int64_t(1) << 31) || w[2] > (int64_t(1) << 31) ||
      w[3] > (int64_t(1) << 31) || strides[0] > (int64_t(1) << 20) || strides[1] > (int64_t(1) << 20) ||
      dilations[0] > (int64_t(1) << 20) || dilations[1] > (int64_t(1) << 20))
    return std::nullopt;
  std::array<int64_t, 2> out{};
  for (int s = 0; s < 2; ++s) {
    out[size_t(s)] = padding[size_t(s)] + (x[size_t(2 + s)] - 1) * strides[size_t(s)] + 1 + padding[size_t(s + 2)] -
                     dilations[size_t(s)] * (w[size_t(2 + s)] - 1);
    if (out[size_t(s)] < 1) return std::nullopt;
  }
  return std::array<int64_t, 4>{x[0], w[0], out[0], out[1]};
}

}  // namespace linrt::graph
