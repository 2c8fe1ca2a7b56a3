#include "engine/plan/op_params.h"

#include <utility>

#include "graph/dialect/linrt_ops.h"

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

std::optional<ops::cpu::Pool2dParams> pool2d_params(const graph::Operation& op, const std::vector<int64_t>& x,
                                                    const std::vector<int64_t>& y) {
  const auto attrs = graph::Pool2dAttrs::read(op);
  if (!attrs || x.size() != 4 || y.size() != 4 || x[0] != y[0] || x[1] != y[1]) return std::nullopt;
  ops::cpu::Pool2dParams p;
  p.max = attrs->kind == graph::Pool2dAttrs::Kind::Max;
  p.batch = x[0], p.channels = x[1], p.in_h = x[2], p.in_w = x[3], p.out_h = y[2], p.out_w = y[3];
  p.kernel_h = attrs->window[0], p.kernel_w = attrs->window[1];
  p.stride_h = attrs->strides[0], p.stride_w = attrs->strides[1];
  p.dilation_h = attrs->dilations[0], p.dilation_w = attrs->dilations[1];
  p.pad_top = attrs->padding[0], p.pad_left = attrs->padding[1];
  for (int s = 0; s < 2; ++s)
    if (attrs->output_extent(s, x[2 + s]) != y[2 + s]) return std::nullopt;
  if (!ops::cpu::check_pool2d(p).empty()) return std::nullopt;
  return p;
}

std::optional<ops::cpu::ConvTranspose2dParams> conv_transpose2d_params(const graph::Operation& op, const std::vector<int64_t>& x,
                                                                  const std::vector<int64_t>& w,
                                                                  const std::vector<int64_t>& y) {
  const auto attrs = graph::ConvTranspose2dAttrs::read(op);
  const auto shape = attrs ? attrs->result_shape(x, w) : std::nullopt;
  if (!shape || std::vector<int64_t>(shape->begin(), shape->end()) != y) return std::nullopt;
  ops::cpu::ConvTranspose2dParams p;
  p.batch = x[0], p.in_channels = x[1], p.in_h = x[2], p.in_w = x[3];
  p.out_channels = w[0], p.kernel_h = w[2], p.kernel_w = w[3], p.out_h = y[2], p.out_w = y[3];
  p.stride_h = attrs->strides[0], p.stride_w = attrs->strides[1];
  p.dilation_h = attrs->dilations[0], p.dilation_w = attrs->dilations[1];
  p.pad_top = attrs->padding[0], p.pad_left = attrs->padding[1];
  p.groups = attrs->groups;
  if (!ops::cpu::check_conv_transpose2d(p).empty()) return std::nullopt;
  return p;
}

std::optional<LayerNormParams> layer_norm_params(const graph::Operation& op, const std::vector<int64_t>& in,
                                                 const std::vector<int64_t>& weight, const std::vector<int64_t>& bias) {
  const auto attrs = graph::LayerNormAttrs::read(op);
  if (!attrs || in.empty() || in.back() < 1 || weight != std::vector<int64_t>{in.back()} || bias != weight)
    return std::nullopt;
  LayerNormParams p;
  p.d = in.back();
  p.rows = 1;
  for (size_t i = 0; i + 1 < in.size(); ++i) p.rows *= in[i];
  if (p.rows < 1) return std::nullopt;
  p.eps = float(attrs->epsilon);
  return p;
}

std::optional<SoftmaxParams> softmax_params(const graph::Operation& op, const std::vector<int64_t>& in) {
  const auto attrs = graph::SoftmaxAttrs::read(op);
  if (!attrs || in.empty() || in.back() < 1) return std::nullopt;
  SoftmaxParams p;
  p.d = in.back();
  p.rows = 1;
  for (size_t i = 0; i + 1 < in.size(); ++i) p.rows *= in[i];
  if (p.rows < 1) return std::nullopt;
  p.zero_masked_rows = attrs->zero_masked_rows;
  return p;
}

std::optional<ops::AttentionShape> attention_params(const graph::Operation& op, const std::vector<int64_t>& q,
                                                    const std::vector<int64_t>& k, const std::vector<int64_t>& v,
                                                    const std::vector<int64_t>& out) {
  const auto attrs = graph::AttentionAttrs::read(op);
  ops::AttentionShape s;
  if (!attrs || !ops::attention_shape(q, k, v, s).empty()) return std::nullopt;
  int64_t out_numel = 1;
  for (int64_t x : out) out_numel *= x;
  if (out.empty() || out.back() != s.e || out_numel != s.batch * s.m * s.e) return std::nullopt;
  s.scale = float(attrs->scale);
  s.zero_masked_rows = attrs->zero_masked_rows;
  return s;
}

}  // namespace linrt::engine
