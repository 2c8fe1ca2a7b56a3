// Data movement with a fixed pattern: the plain reference implementations behind linrt's
// gather, nearest upsampling and pixel shuffle (docs/ARCHITECTURE.md, "Dialect and passes").
// They move elements of any type as `elem`-byte units; callers check shapes and indices first.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

namespace linrt::ops::ref {

// out[b][k] = src[b][rows[k]][cols[k]] for src [batch, d1, d2] and out [batch, K]; every
// rows[k] in [0, d1) and cols[k] in [0, d2).
void gather_pairs(const uint8_t* src, uint8_t* out, size_t elem, int64_t batch, int64_t d1,
                  int64_t d2, std::span<const int64_t> rows, std::span<const int64_t> cols);

// out[n][j][p] = x[n][channels[j]][p] for x the concatenation along C of the inputs
// ins[i] [n, in_channels[i], hw] and out [n, channels.size(), hw]; every channels[j] below the
// inputs' channels together.
void channel_gather(std::span<const uint8_t* const> ins, std::span<const int64_t> in_channels, uint8_t* out,
                    size_t elem, int64_t n, int64_t hw, std::span<const int64_t> channels);

// out[n][c][y][x] = in[n][c][y / sh][x / sw] for in [n, c, h, w] and out [n, c, h*sh, w*sw].
void upsample_nearest(const uint8_t* in, uint8_t* out, size_t elem, int64_t n, int64_t c,
                      int64_t h, int64_t w, int64_t sh, int64_t sw);
// Output row `row` of upsample_nearest (of n*c*h*sh rows, w*sw elements each) into `out_row`.
void upsample_nearest_row(const uint8_t* in, uint8_t* out_row, size_t elem, int64_t h, int64_t w,
                          int64_t sh, int64_t sw, int64_t row);

// out[n][c][y][x] = in[n][c*r*r + (y % r)*r + (x % r)][y / r][x / r] for in [n, c*r*r, h, w]
// and out [n, c, h*r, w*r] (PyTorch's PixelShuffle).
void pixel_shuffle(const uint8_t* in, uint8_t* out, size_t elem, int64_t n, int64_t c, int64_t h,
                   int64_t w, int64_t r);
// Output row `row` of pixel_shuffle (of n*c*h*r rows, w*r elements each) into `out_row`.
void pixel_shuffle_row(const uint8_t* in, uint8_t* out_row, size_t elem, int64_t h, int64_t w,
                       int64_t r, int64_t row);

}  // namespace linrt::ops::ref
