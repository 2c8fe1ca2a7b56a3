// The typed adaptor of linrt.conv2d (graph/dialect/linrt/adaptor.h: what an adaptor is).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "graph/dialect/linrt/adaptor.h"

namespace linrt::graph {

// linrt.conv2d(input, weight[, bias]) {layout, strides, dilations, padding, groups}
//   nchw: input N,C,H,W  weight F,C/groups,KH,KW  result N,F,OH,OW
//   nhwc: input N,H,W,C  weight KH,KW,C/groups,F  result N,OH,OW,F
// Zero padding; the bias (F) is added to every output position.
struct Conv2dAttrs {
  LINRT_DIALECT_OP(LinrtConv2d, "linrt.conv2d");
  enum class Layout : uint8_t { Nchw, Nhwc };

  Layout layout = Layout::Nchw;
  std::array<int64_t, 2> strides{1, 1};     // h, w; >= 1
  std::array<int64_t, 2> dilations{1, 1};   // h, w; >= 1
  std::array<int64_t, 4> padding{0, 0, 0, 0};  // top, left, bottom, right; >= 0
  int64_t groups = 1;                       // >= 1; absent: 1

  bool nhwc() const { return layout == Layout::Nhwc; }
  static std::optional<Conv2dAttrs> read(const Operation& op, std::string* error = nullptr);
  // The attributes of a new op, operandSegmentSizes included.
  AttrList attributes(bool has_bias) const;
  void write(Operation& op) const;
  // The result shape for these input and weight shapes (rank 4 each, in this layout); nullopt
  // when they do not fit together (channels, groups, a filter larger than the padded input).
  std::optional<std::array<int64_t, 4>> result_shape(std::span<const int64_t> input,
                                                     std::span<const int64_t> weight) const;
  // Whether output rows (axis 0) or columns (axis 1) equal the input's for a filter of
  // `kernel` taps on that axis, whatever the input's extent ("same" padding at stride 1).
  bool keeps_extent(int axis, int64_t kernel) const {
    return strides[axis] == 1 && padding[axis] + padding[axis + 2] == dilations[axis] * (kernel - 1);
  }
};

}  // namespace linrt::graph
