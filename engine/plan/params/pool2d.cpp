#include "engine/plan/params/pool2d.h"

#include "graph/dialect/linrt/pool2d.h"

namespace linrt::engine {

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

}  // namespace linrt::engine
