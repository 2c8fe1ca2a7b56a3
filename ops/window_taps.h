// Which taps of a sliding window lie inside the input, for kernels that fold zero or identity
// padding into their tap loops instead of reading a padded copy (pooling, depthwise conv).
#pragma once

#include <algorithm>
#include <cstdint>

#include "ops/isa_kernels.h"

namespace linrt::ops::cpu {

// The window taps [lo, hi) along one axis whose input position o * stride + k * dilation - pad
// lies in [0, extent).
struct TapRange {
  int64_t lo, hi;
};
inline TapRange taps_inside(int64_t o, int64_t stride, int64_t dilation, int64_t pad, int64_t kernel, int64_t extent) {
  const int64_t first = o * stride - pad;  // input position of tap 0
  int64_t lo = first >= 0 ? 0 : (-first + dilation - 1) / dilation;
  int64_t hi = first > extent - 1 ? 0 : (extent - 1 - first) / dilation + 1;
  lo = std::min(lo, kernel);
  hi = std::clamp(hi, lo, kernel);
  return {lo, hi};
}

// The outputs [lo, hi) along one axis of `out` whose every tap lies inside the input.
inline TapRange outputs_inside(int64_t out, int64_t stride, int64_t dilation, int64_t pad, int64_t kernel,
                               int64_t extent) {
  const int64_t lo = std::min(out, (pad + stride - 1) / stride);
  const int64_t last_start = extent - 1 - (kernel - 1) * dilation + pad;  // o * stride <= this
  const int64_t hi = last_start < 0 ? lo : std::clamp(last_start / stride + 1, lo, out);
  return {lo, hi};
}

// Calls row(plane, oy) for every output row of `planes` planes of `out_h` rows (`row_elems`
// floats each, stored plane after plane in `output`), in blocks of rows of one plane shared by
// at most `threads` OpenMP threads, and finished(data, flat_begin, count) on each finished block
// when `finished` is set.
template <class Row, class Finished>
void plane_rows(int64_t planes, int64_t out_h, int64_t row_elems, float* output, const Finished& finished, int threads,
                const Row& row) {
  // Enough blocks for the threads to share; rows of one plane together, so that the input rows
  // their windows overlap on stay in cache.
  const int64_t rows_per_block = std::clamp<int64_t>(planes * out_h / (8 * std::max(threads, 1)), 1, std::max<int64_t>(out_h, 1));
  const int64_t blocks_per_plane = (out_h + rows_per_block - 1) / rows_per_block;
  parallel_blocks(
      threads, planes * blocks_per_plane,
      [&](int64_t b) {
        const int64_t plane = b / blocks_per_plane;
        const int64_t oy0 = (b % blocks_per_plane) * rows_per_block;
        const int64_t oy1 = std::min(out_h, oy0 + rows_per_block);
        for (int64_t oy = oy0; oy < oy1; ++oy) row(plane, oy);
        const int64_t flat = (plane * out_h + oy0) * row_elems;
        if (finished) finished(output + flat, flat, (oy1 - oy0) * row_elems);
      },
      [] {});
}

}  // namespace linrt::ops::cpu
