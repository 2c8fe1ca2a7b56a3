#include "ops/layout.h"

#include <algorithm>

namespace linrt::ops::ref {

std::vector<int64_t> row_major_strides(std::span<const int64_t> shape) {
  std::vector<int64_t> strides(shape.size());
  int64_t acc = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    strides[i] = acc;
    acc *= shape[i];
  }
  return strides;
}

std::string_view spatial_letters(int spatial_rank) {
  std::string_view all = "dhw";
  if (spatial_rank < 0 || spatial_rank > 3) return {};
  return all.substr(3 - size_t(spatial_rank));
}

int spatial_position(char letter, int spatial_rank) {
  size_t at = spatial_letters(spatial_rank).find(letter);
  return at == std::string_view::npos ? -1 : int(at);
}

bool window_input_extent(int64_t out, int64_t window, int64_t stride, int64_t dilation,
                         int64_t& extent) {
  extent = 0;
  if (out == 0 || window == 0) return true;
  int64_t last_out = 0, last_tap = 0;
  if (__builtin_mul_overflow(out - 1, stride, &last_out)) return false;
  if (__builtin_mul_overflow(window - 1, dilation, &last_tap)) return false;
  if (__builtin_add_overflow(last_out, last_tap, &extent)) return false;
  if (__builtin_add_overflow(extent, int64_t(1), &extent)) return false;
  return true;
}

std::string dims_str(std::span<const int64_t> shape) {
  std::string s;
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += 'x';
    s += std::to_string(shape[i]);
  }
  return s;
}

// Where element (image, channel c, pixel p) of the blocked layout lies.
static int64_t blocked_index(int64_t image, int64_t c, int64_t channels, int64_t hw, int64_t p) {
  return ((image * blocked_channels(channels) + c / kChannelBlock * kChannelBlock) * hw + p * kChannelBlock) +
         c % kChannelBlock;
}

void nchw_to_blocked(const float* src, int64_t n, int64_t c, int64_t hw, float* dst) {
  std::fill(dst, dst + n * blocked_channels(c) * hw, 0.0f);
  for (int64_t i = 0; i < n; ++i)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t p = 0; p < hw; ++p) dst[blocked_index(i, ch, c, hw, p)] = src[(i * c + ch) * hw + p];
}

void blocked_to_nchw(const float* src, int64_t n, int64_t c, int64_t hw, float* dst) {
  for (int64_t i = 0; i < n; ++i)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t p = 0; p < hw; ++p) dst[(i * c + ch) * hw + p] = src[blocked_index(i, ch, c, hw, p)];
}

}  // namespace linrt::ops::ref
