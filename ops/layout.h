// Small helpers the reference kernels of ops/ share for describing operand layouts: row-major
// strides, the spatial letters of convolution and pooling layouts, and overflow-checked window
// extents. Layout strings name one logical index per tensor dimension, outermost first.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace linrt::ops::ref {

// Element strides of a dense row-major tensor of `shape`.
std::vector<int64_t> row_major_strides(std::span<const int64_t> shape);

// Spatial letters of convolution and pooling layouts, in attribute order: one spatial dim is
// "w", two are "hw", three are "dhw" (as in linalg's op names).
std::string_view spatial_letters(int spatial_rank);

// Position of `letter` within spatial_letters(spatial_rank), or -1.
int spatial_position(char letter, int spatial_rank);

// The input extent a sliding window needs: (out - 1) * stride + (window - 1) * dilation + 1, or
// 0 when out or window is 0 (no element is read). False when the value overflows int64.
bool window_input_extent(int64_t out, int64_t window, int64_t stride, int64_t dilation,
                         int64_t& extent);

// "2x3x4", for messages.
std::string dims_str(std::span<const int64_t> shape);

// The blocked channel layout NCHW16c: a tensor [N, C, H, W] is stored as [N, ceil(C / 16), H,
// W, 16], so that element (n, c, h, w) lies at (((n * blocks + c / 16) * H + h) * W + w) * 16 +
// c % 16. The 16 channels of one pixel are one AVX-512 register, and each block of channels is a
// dense plane, so convolutions gather and store whole pixels without transposing, and a
// concatenation along C of blocked tensors with whole blocks (N = 1) is still their bytes side by
// side. When C is not a multiple of 16 the last block of each image is padded: its lanes c >= C
// are zero, always (every producer writes them as zeros, every consumer may read them as such;
// the planner blocks such a value only where that holds, engine/plan/layout.cpp).
inline constexpr int64_t kChannelBlock = 16;

// C rounded up to whole blocks: the channels a blocked tensor of C channels stores per image.
inline constexpr int64_t blocked_channels(int64_t c) { return (c + kChannelBlock - 1) / kChannelBlock * kChannelBlock; }

// Plain loops converting n images of c channels and hw pixels; nchw_to_blocked writes the
// padding lanes of a partial last block as zeros.
void nchw_to_blocked(const float* src, int64_t n, int64_t c, int64_t hw, float* dst);
void blocked_to_nchw(const float* src, int64_t n, int64_t c, int64_t hw, float* dst);

}  // namespace linrt::ops::ref
