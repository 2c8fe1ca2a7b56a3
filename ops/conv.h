// Convolution: the contract and the plain reference implementation, shared by every layout of
// linalg's convolution family (1 to 3 spatial dims, grouped, depthwise, quantized).
//
// Every layout is one computation over logical indices:
//   out[n][g][f][o...] += (in[n][g][c][o * stride + k * dilation ...] - in_zero_point)
//                         * (filter[g][f][c][k...] - filter_zero_point)
// with n the batch, g the group, c the input channel within a group, f the output channel within
// a group, o the output position and k the filter tap in each spatial dim. There is no padding:
// linalg convolutions read a pre-padded input. Layout strings name the logical index of each
// tensor dimension, outermost first, with spatial dims spelled w (1-d), hw (2-d) or dhw (3-d):
//   conv_2d_nchw_fchw          input "nchw",  filter "fchw",  output "nfhw"
//   conv_2d_nhwc_hwcf          input "nhwc",  filter "hwcf",  output "nhwf"
//   conv_2d_ngchw_gfchw        input "ngchw", filter "gfchw", output "ngfhw"
//   depthwise_conv_2d_nchw_chw input "nghw",  filter "ghw",   output "nghw" (a group per channel)
//   depthwise_conv_2d_nhwc_hwcm input "nhwg", filter "hwgf",  output "nhwgf"
// An index missing from a layout has extent 1 (depthwise: c and f).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace linrt::ops::ref {

constexpr int kMaxConvSpatialRank = 3;

struct ConvLayouts {
  std::string_view input, filter, output;
};

// Extents of the logical indices, and each operand's element stride per index (0 where the
// operand has no such index). Spatial arrays hold the spatial dims first; unused entries have
// extent 1 and stride 0, so one loop nest serves 1, 2 and 3 spatial dims.
struct ConvProblem {
  using Spatial = std::array<int64_t, kMaxConvSpatialRank>;
  int spatial_rank = 0;
  int64_t batch = 1, groups = 1, in_channels = 1, out_channels = 1;  // channels per group
  Spatial out_size{1, 1, 1}, kernel_size{1, 1, 1}, stride{1, 1, 1}, dilation{1, 1, 1};
  struct { int64_t n = 0, g = 0, c = 0; Spatial spatial{}; } input_strides;
  struct { int64_t g = 0, f = 0, c = 0; Spatial spatial{}; } filter_strides;
  struct { int64_t n = 0, g = 0, f = 0; Spatial spatial{}; } output_strides;
};

// Checks dense row-major operands of the given shapes against `layouts` and fills `problem`.
// `strides` and `dilations` have one entry per spatial dim and must be positive. Returns an empty
// string on success, otherwise what does not fit (ranks, extents that disagree, an input too
// small for the output and filter). A problem that passed reads only inside its operands.
std::string make_conv_problem(const ConvLayouts& layouts, std::span<const int64_t> input_shape,
                              std::span<const int64_t> filter_shape,
                              std::span<const int64_t> output_shape,
                              std::span<const int64_t> strides,
                              std::span<const int64_t> dilations, ConvProblem& problem);

// Accumulates into `output` (its initial values are the accumulator). Instantiated for float,
// double and int64_t; integer results wrap modulo 2^64 and callers narrow them.
template <class T>
void conv(const ConvProblem& p, const T* input, const T* filter, T* output,
          T input_zero_point = T(0), T filter_zero_point = T(0));

}  // namespace linrt::ops::ref
