#include "ops/data_movement.h"

#include <cstring>

namespace linrt::ops::ref {

void gather_pairs(const uint8_t* src, uint8_t* out, size_t elem, int64_t batch, int64_t d1,
                  int64_t d2, std::span<const int64_t> rows, std::span<const int64_t> cols) {
  for (int64_t b = 0; b < batch; ++b)
    for (size_t k = 0; k < rows.size(); ++k) {
      const int64_t from = (b * d1 + rows[k]) * d2 + cols[k];
      std::memcpy(out + (size_t(b) * rows.size() + k) * elem, src + size_t(from) * elem, elem);
    }
}

void channel_gather(std::span<const uint8_t* const> ins, std::span<const int64_t> in_channels, uint8_t* out,
                    size_t elem, int64_t n, int64_t hw, std::span<const int64_t> channels) {
  const int64_t k = int64_t(channels.size());
  for (int64_t b = 0; b < n; ++b)
    for (int64_t j = 0; j < k; ++j) {
      int64_t c = channels[size_t(j)];
      size_t i = 0;
      while (c >= in_channels[i]) c -= in_channels[i++];  // the input that holds channel c
      for (int64_t p = 0; p < hw; ++p)
        std::memcpy(out + size_t((b * k + j) * hw + p) * elem, ins[i] + size_t((b * in_channels[i] + c) * hw + p) * elem,
                    elem);
    }
}

void upsample_nearest_row(const uint8_t* in, uint8_t* out_row, size_t elem, int64_t h, int64_t w,
                          int64_t sh, int64_t sw, int64_t row) {
  const int64_t oh = h * sh, plane = row / oh, y = row % oh;
  const uint8_t* src = in + size_t((plane * h + y / sh) * w) * elem;
  for (int64_t x = 0; x < w * sw; ++x) std::memcpy(out_row + size_t(x) * elem, src + size_t(x / sw) * elem, elem);
}

void upsample_nearest(const uint8_t* in, uint8_t* out, size_t elem, int64_t n, int64_t c,
                      int64_t h, int64_t w, int64_t sh, int64_t sw) {
  const size_t row_bytes = size_t(w * sw) * elem;
  for (int64_t row = 0; row < n * c * h * sh; ++row)
    upsample_nearest_row(in, out + size_t(row) * row_bytes, elem, h, w, sh, sw, row);
}

void pixel_shuffle_row(const uint8_t* in, uint8_t* out_row, size_t elem, int64_t h, int64_t w,
                       int64_t r, int64_t row) {
  // Output plane p = b * c + ch reads input channels p * r * r + (y % r) * r + (x % r).
  const int64_t oh = h * r, plane = row / oh, y = row % oh;
  for (int64_t x = 0; x < w * r; ++x) {
    const int64_t in_channel = plane * r * r + (y % r) * r + (x % r);
    const int64_t from = (in_channel * h + y / r) * w + x / r;
    std::memcpy(out_row + size_t(x) * elem, in + size_t(from) * elem, elem);
  }
}

void pixel_shuffle(const uint8_t* in, uint8_t* out, size_t elem, int64_t n, int64_t c, int64_t h,
                   int64_t w, int64_t r) {
  const size_t row_bytes = size_t(w * r) * elem;
  for (int64_t row = 0; row < n * c * h * r; ++row)
    pixel_shuffle_row(in, out + size_t(row) * row_bytes, elem, h, w, r, row);
}

}  // namespace linrt::ops::ref
