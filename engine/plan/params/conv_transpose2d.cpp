#include "engine/plan/params/conv_transpose2d.h"

#include "graph/dialect/linrt/conv_transpose2d.h"

namespace linrt::engine {

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

}  // namespace linrt::engine
