#include "ops/data_movement.h"

#include <cstring>

namespace linrt::ops::ref {

void gather_pairs(const uint8_t* src, uint8_t* out, size_t elem, int64_t batch, int64_t d1,
                  int64_t d2, std::span<const int64_t> rows, std::span<const int64_t> cols) {
  const int64_t k_count = int64_t(rows.size());
  for (int64_t b = 0; b < batch; ++b)
    for (int64_t k = 0; k < k_count; ++k) {
      const int64_t from = (b * d1 + rows[size_t(k)]) * d2 + cols[size_t(k)];
      std::memcpy(out + size_t(b * k_count + k) * elem, src + size_t(from) * elem, elem);
    }
}

void upsample_nearest(const uint8_t* in, uint8_t* out, size_t elem, int64_t n, int64_t c,
                      int64_t h, int64_t w, int64_t sh, int64_t sw) {
  const int64_t oh = h * sh, ow = w * sw;
  for (int64_t plane = 0; plane < n * c; ++plane)
    for (int64_t y = 0; y < oh; ++y)
      for (int64_t x = 0; x < ow; ++x) {
        const int64_t from = (plane * h + y / sh) * w + x / sw;
        const int64_t to = (plane * oh + y) * ow + x;
        std::memcpy(out + size_t(to) * elem, in + size_t(from) * elem, elem);
      }
}

void pixel_shuffle(const uint8_t* in, uint8_t* out, size_t elem, int64_t n, int64_t c, int64_t h,
                   int64_t w, int64_t r) {
  const int64_t oh = h * r, ow = w * r;
  for (int64_t b = 0; b < n; ++b)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t y = 0; y < oh; ++y)
        for (int64_t x = 0; x < ow; ++x) {
          const int64_t in_channel = ch * r * r + (y % r) * r + (x % r);
          const int64_t from = ((b * c * r * r + in_channel) * h + y / r) * w + x / r;
          const int64_t to = ((b * c + ch) * oh + y) * ow + x;
          std::memcpy(out + size_t(to) * elem, in + size_t(from) * elem, elem);
        }
}

}  // namespace linrt::ops::ref
