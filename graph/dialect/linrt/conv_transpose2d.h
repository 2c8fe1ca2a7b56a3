// The typed adaptor of linrt.conv_transpose2d (graph/dialect/linrt/adaptor.h: what an adaptor is).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>

#include "graph/dialect/linrt/adaptor.h"

namespace linrt::graph {

// linrt.conv_transpose2d(input, weight[, bias]) {strides, dilations, padding, groups}: NCHW,
//   input N,C,H,W  weight F,C/groups,KH,KW  result N,F,OH,OW. The convolution (stride 1) of the
//   weight over the input spread out by `strides` with zeros between its pixels and `padding`
//   around them (either sign; negative crops):
//     out[n,f,oy,ox] = bias[f] + sum W[f,c,ky,kx] * Z[n,c, oy + ky*dh - top, ox + kx*dw - left]
//     Z[n,c,r,q] = x[n,c,r/sh,q/sw] where r, q >= 0 are multiples of the strides inside the
//     input, else 0
//   (c over the group of f). OH = top + (H-1)*sh + 1 + bottom - dh*(KH-1), likewise OW. That is
//   how torch-mlir lowers ConvTranspose2d (weight flipped and transposed; top = dh*(KH-1) -
//   padding, bottom = top + output_padding), without the zero-spread input ever being made.
struct ConvTranspose2dAttrs {
  LINRT_DIALECT_OP(LinrtConvTranspose2d, "linrt.conv_transpose2d");

  std::array<int64_t, 2> strides{1, 1};        // h, w; >= 1: the spread of the input
  std::array<int64_t, 2> dilations{1, 1};      // h, w; >= 1
  std::array<int64_t, 4> padding{0, 0, 0, 0};  // top, left, bottom, right; any sign
  int64_t groups = 1;                          // >= 1; absent: 1

  static std::optional<ConvTranspose2dAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes(bool has_bias) const;
  void write(Operation& op) const;
  // The result shape for NCHW input and FCHW weight shapes; nullopt when they do not fit
  // (channels, groups, an output extent below 1).
  std::optional<std::array<int64_t, 4>> result_shape(std::span<const int64_t> input,
                                                     std::span<const int64_t> weight) const;
};

}  // namespace linrt::graph
