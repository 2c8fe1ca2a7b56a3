// The Winograd F(4x4, 3x3) tile transforms, written once with xsimd over batches of channels
// (the innermost, contiguous index) and instantiated by each per-ISA file
// (ops/conv2d_winograd_<isa>.cpp) for its architecture. Everything is in an anonymous namespace so that code
// compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <cstdint>
#include <type_traits>

#include "ops/conv2d_winograd.h"

namespace linrt::ops::cpu {
namespace {

// B^T of F(4x4, 3x3) applied to six values: the rows are
//   [4 0 -5 0 1 0] [0 -4 -4 1 1 0] [0 4 -4 -1 1 0] [0 -2 -1 2 1 0] [0 2 -1 -2 1 0] [0 4 0 -5 0 1]
#define LINRT_WINOGRAD_BT(x0, x1, x2, x3, x4, x5, r0, r1, r2, r3, r4, r5) \
  do {                                                                     \
    r0 = 4.0f * (x0) - 5.0f * (x2) + (x4);                                 \
    r1 = -4.0f * ((x1) + (x2)) + (x3) + (x4);                              \
    r2 = 4.0f * ((x1) - (x2)) - (x3) + (x4);                               \
    r3 = 2.0f * ((x3) - (x1)) - (x2) + (x4);                               \
    r4 = 2.0f * ((x1) - (x3)) - (x2) + (x4);                               \
    r5 = 4.0f * (x1) - 5.0f * (x3) + (x5);                                 \
  } while (0)

// A^T of F(4x4, 3x3): rows [1 1 1 1 1 0] [0 1 -1 2 -2 0] [0 1 1 4 4 0] [0 1 -1 8 -8 1].
#define LINRT_WINOGRAD_AT(m0, m1, m2, m3, m4, m5, o0, o1, o2, o3) \
  do {                                                            \
    const auto s12 = (m1) + (m2), d12 = (m1) - (m2);             \
    const auto s34 = (m3) + (m4), d34 = (m3) - (m4);             \
    o0 = (m0) + s12 + s34;                                        \
    o1 = d12 + 2.0f * d34;                                        \
    o2 = s12 + 4.0f * s34;                                        \
    o3 = d12 + 8.0f * d34 + (m5);                                 \
  } while (0)

// Loads and stores of one channel (T = float) or one SIMD batch of channels (T = xsimd batch).
template <class T>
T load_lanes(const float* p) {
  if constexpr (std::is_same_v<T, float>) return *p;
  else return T::load_unaligned(p);
}
template <class T>
void store_lanes(float* p, const T& v) {
  if constexpr (std::is_same_v<T, float>) *p = v;
  else v.store_unaligned(p);
}

// The input transform B^T d B of the channels [c, c + lanes of T) of one tile.
template <class T>
inline void input_tile(const float* d, int64_t row_stride, int64_t channels, float* out,
                       int64_t xi_stride) {
  // Columns first: tmp[i][j] = (B^T d)[i][j].
  T tmp[6][6];
  for (int j = 0; j < 6; ++j) {
    const float* col = d + j * channels;
    const T x0 = load_lanes<T>(col), x1 = load_lanes<T>(col + row_stride), x2 = load_lanes<T>(col + 2 * row_stride);
    const T x3 = load_lanes<T>(col + 3 * row_stride), x4 = load_lanes<T>(col + 4 * row_stride);
    const T x5 = load_lanes<T>(col + 5 * row_stride);
    LINRT_WINOGRAD_BT(x0, x1, x2, x3, x4, x5, tmp[0][j], tmp[1][j], tmp[2][j], tmp[3][j],
                      tmp[4][j], tmp[5][j]);
  }
  for (int i = 0; i < 6; ++i) {
    T r0, r1, r2, r3, r4, r5;
    LINRT_WINOGRAD_BT(tmp[i][0], tmp[i][1], tmp[i][2], tmp[i][3], tmp[i][4], tmp[i][5], r0, r1,
                      r2, r3, r4, r5);
    float* o = out + (i * 6) * xi_stride;
    store_lanes(o, r0);
    store_lanes(o + xi_stride, r1);
    store_lanes(o + 2 * xi_stride, r2);
    store_lanes(o + 3 * xi_stride, r3);
    store_lanes(o + 4 * xi_stride, r4);
    store_lanes(o + 5 * xi_stride, r5);
  }
}

// The output transform A^T M A (+ bias) of the channels [f, f + lanes of T) of one tile.
template <class T>
inline void output_tile(const float* m, int64_t xi_stride, int64_t channels, const float* bias,
                        float* dst, int64_t row_stride) {
  // Rows first: tmp[i][j] = (A^T M)[i][j], i < 4, j < 6.
  T tmp[4][6];
  for (int j = 0; j < 6; ++j) {
    const float* col = m + j * xi_stride;
    const T m0 = load_lanes<T>(col), m1 = load_lanes<T>(col + 6 * xi_stride);
    const T m2 = load_lanes<T>(col + 12 * xi_stride), m3 = load_lanes<T>(col + 18 * xi_stride);
    const T m4 = load_lanes<T>(col + 24 * xi_stride), m5 = load_lanes<T>(col + 30 * xi_stride);
    LINRT_WINOGRAD_AT(m0, m1, m2, m3, m4, m5, tmp[0][j], tmp[1][j], tmp[2][j], tmp[3][j]);
  }
  const T b = bias ? load_lanes<T>(bias) : T(0.0f);
  for (int i = 0; i < 4; ++i) {
    T o0, o1, o2, o3;
    LINRT_WINOGRAD_AT(tmp[i][0], tmp[i][1], tmp[i][2], tmp[i][3], tmp[i][4], tmp[i][5], o0, o1,
                      o2, o3);
    float* row = dst + i * row_stride;
    store_lanes(row, o0 + b);
    store_lanes(row + channels, o1 + b);
    store_lanes(row + 2 * channels, o2 + b);
    store_lanes(row + 3 * channels, o3 + b);
  }
}

template <class Arch>
void input_transform(const float* patch, int64_t row_stride, int64_t channels, int64_t tiles,
                     float* v, int64_t xi_stride) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t W = int64_t(V::size);
  for (int64_t t = 0; t < tiles; ++t) {
    const float* d = patch + t * 4 * channels;
    float* out = v + t * channels;
    int64_t c = 0;
    for (; c + W <= channels; c += W) input_tile<V>(d + c, row_stride, channels, out + c, xi_stride);
    for (; c < channels; ++c) input_tile<float>(d + c, row_stride, channels, out + c, xi_stride);
  }
}

// The Size x Size window of one NCHW16c channel block's plane [h][w][16] at row y0, column x0,
// copied to window[r][c][16] with zeros where it leaves the image.
template <int Size>
inline void gather_window(const float* plane, int64_t h, int64_t w, int64_t y0, int64_t x0, float* window) {
  constexpr int64_t kLanes = 16;
  for (int64_t r = 0; r < Size; ++r)
    for (int64_t c = 0; c < Size; ++c) {
      const int64_t y = y0 + r, x = x0 + c;
      float* dst = window + (r * Size + c) * kLanes;
      const bool inside = y >= 0 && y < h && x >= 0 && x < w;
      for (int64_t j = 0; j < kLanes; ++j) dst[j] = inside ? plane[(y * w + x) * kLanes + j] : 0.0f;
    }
}

// The input transform read straight from an NCHW16c image (no gathered patch): windows that lie
// inside the image are read in place, the others through a zero-padded copy of the window.
// Channel blocks are the outer loop, so each one streams through six input rows.
template <class Arch>
void input_transform_blocked(const float* image, int64_t h, int64_t w, int64_t channels, int64_t y0, int64_t x0,
                             int64_t tiles, float* v, int64_t xi_stride) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t kLanes = 16;  // one NCHW16c block
  static_assert(kLanes % int64_t(V::size) == 0, "a block is whole SIMD batches");
  alignas(64) float window[6 * 6 * kLanes];
  const bool rows_inside = y0 >= 0 && y0 + 6 <= h;
  for (int64_t cb = 0; cb < channels / kLanes; ++cb) {
    const float* plane = image + cb * h * w * kLanes;
    for (int64_t t = 0; t < tiles; ++t) {
      const int64_t xt = x0 + 4 * t;
      const float* d = window;
      int64_t row_stride = 6 * kLanes;
      if (rows_inside && xt >= 0 && xt + 6 <= w) {
        d = plane + (y0 * w + xt) * kLanes;
        row_stride = w * kLanes;
      } else {
        gather_window<6>(plane, h, w, y0, xt, window);
      }
      float* out = v + t * channels + cb * kLanes;
      for (int64_t j = 0; j < kLanes; j += int64_t(V::size)) input_tile<V>(d + j, row_stride, kLanes, out + j, xi_stride);
    }
  }
}

template <class Arch>
void output_transform(const float* m, int64_t xi_stride, int64_t channels, int64_t tiles,
                      const float* bias, float* out, int64_t row_stride) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t W = int64_t(V::size);
  for (int64_t t = 0; t < tiles; ++t) {
    const float* src = m + t * channels;
    float* dst = out + t * 4 * channels;
    int64_t f = 0;
    for (; f + W <= channels; f += W)
      output_tile<V>(src + f, xi_stride, channels, bias ? bias + f : nullptr, dst + f, row_stride);
    for (; f < channels; ++f)
      output_tile<float>(src + f, xi_stride, channels, bias ? bias + f : nullptr, dst + f, row_stride);
  }
}

// The output transform written straight into an NCHW16c image [F/16][oh][ow][16]: tile t
// covers rows y0 .. y0 + 3 and columns x0 + 4t .. x0 + 4t + 3. Tiles that reach past the image go
// through a 4x4 window, of which only the pixels inside are stored.
template <class Arch>
void output_transform_blocked(const float* m, int64_t xi_stride, int64_t channels, int64_t tiles, const float* bias,
                              float* image, int64_t oh, int64_t ow, int64_t y0, int64_t x0_first) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t kLanes = 16;  // one NCHW16c block
  static_assert(kLanes % int64_t(V::size) == 0, "a block is whole SIMD batches");
  alignas(64) float window[4 * 4 * kLanes];
  const bool rows_inside = y0 + 4 <= oh;
  for (int64_t fb = 0; fb < channels / kLanes; ++fb) {
    float* plane = image + fb * oh * ow * kLanes;
    for (int64_t t = 0; t < tiles; ++t) {
      const int64_t x0 = x0_first + 4 * t;
      const bool inside = rows_inside && x0 + 4 <= ow;
      float* dst = inside ? plane + (y0 * ow + x0) * kLanes : window;
      const int64_t row_stride = inside ? ow * kLanes : 4 * kLanes;
      const float* src = m + t * channels + fb * kLanes;
      for (int64_t j = 0; j < kLanes; j += int64_t(V::size))
        output_tile<V>(src + j, xi_stride, kLanes, bias ? bias + fb * kLanes + j : nullptr, dst + j, row_stride);
      if (inside) continue;
      for (int64_t r = 0; r < 4 && y0 + r < oh; ++r)
        for (int64_t c = 0; c < 4 && x0 + c < ow; ++c)
          for (int64_t j = 0; j < kLanes; ++j) plane[((y0 + r) * ow + x0 + c) * kLanes + j] = window[(r * 4 + c) * kLanes + j];
    }
  }
}

// F(2x2, 3x3) on NCHW16c in place (images of few tiles, see winograd_f23_applies): the 4x4
// input window of tile t starts at row y0, column x0 + 2t, rows and columns outside the image
// reading as zeros; B^T rows [1 0 -1 0] [0 1 1 0] [0 -1 1 0] [0 1 0 -1].
template <class Arch>
void input_transform_blocked_f23(const float* image, int64_t h, int64_t w, int64_t channels, int64_t y0, int64_t x0,
                                 int64_t tiles, float* v, int64_t xi_stride) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t kLanes = 16;  // one NCHW16c block
  static_assert(kLanes % int64_t(V::size) == 0, "a block is whole SIMD batches");
  alignas(64) float window[4 * 4 * kLanes];
  for (int64_t cb = 0; cb < channels / kLanes; ++cb) {
    const float* plane = image + cb * h * w * kLanes;
    for (int64_t t = 0; t < tiles; ++t) {
      const int64_t xt = x0 + 2 * t;
      gather_window<4>(plane, h, w, y0, xt, window);
      float* out = v + t * channels + cb * kLanes;
      for (int64_t j = 0; j < kLanes; j += int64_t(V::size)) {
        V tmp[4][4];  // (B^T d)[i][c]
        for (int c = 0; c < 4; ++c) {
          const V x0v = V::load_aligned(window + (0 * 4 + c) * kLanes + j), x1 = V::load_aligned(window + (1 * 4 + c) * kLanes + j);
          const V x2 = V::load_aligned(window + (2 * 4 + c) * kLanes + j), x3 = V::load_aligned(window + (3 * 4 + c) * kLanes + j);
          tmp[0][c] = x0v - x2, tmp[1][c] = x1 + x2, tmp[2][c] = x2 - x1, tmp[3][c] = x1 - x3;
        }
        for (int i = 0; i < 4; ++i) {
          float* o = out + j + (i * 4) * xi_stride;
          (tmp[i][0] - tmp[i][2]).store_unaligned(o);
          (tmp[i][1] + tmp[i][2]).store_unaligned(o + xi_stride);
          (tmp[i][2] - tmp[i][1]).store_unaligned(o + 2 * xi_stride);
          (tmp[i][1] - tmp[i][3]).store_unaligned(o + 3 * xi_stride);
        }
      }
    }
  }
}

// The F(2x2, 3x3) output transform (A^T rows [1 1 1 0] [0 1 -1 -1]) into an NCHW16c image in
// place: the 2x2 outputs of tile t start at row y0, column x0 + 2t (those past the image are not
// stored).
template <class Arch>
void output_transform_blocked_f23(const float* m, int64_t xi_stride, int64_t channels, int64_t tiles, const float* bias,
                                  float* image, int64_t oh, int64_t ow, int64_t y0, int64_t x0_first) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t kLanes = 16;
  for (int64_t fb = 0; fb < channels / kLanes; ++fb) {
    float* plane = image + fb * oh * ow * kLanes;
    for (int64_t t = 0; t < tiles; ++t) {
      const int64_t x0 = x0_first + 2 * t;
      const float* src = m + t * channels + fb * kLanes;
      for (int64_t j = 0; j < kLanes; j += int64_t(V::size)) {
        V tmp[2][4];  // (A^T M)[i][c]
        for (int c = 0; c < 4; ++c) {
          const V m0 = V::load_unaligned(src + j + c * xi_stride), m1 = V::load_unaligned(src + j + (4 + c) * xi_stride);
          const V m2 = V::load_unaligned(src + j + (8 + c) * xi_stride), m3 = V::load_unaligned(src + j + (12 + c) * xi_stride);
          tmp[0][c] = m0 + m1 + m2, tmp[1][c] = m1 - m2 - m3;
        }
        const V b = bias ? V::load_unaligned(bias + fb * kLanes + j) : V(0.0f);
        for (int64_t i = 0; i < 2 && y0 + i < oh; ++i) {
          float* row = plane + ((y0 + i) * ow + x0) * kLanes + j;
          (tmp[i][0] + tmp[i][1] + tmp[i][2] + b).store_unaligned(row);
          if (x0 + 1 < ow) (tmp[i][1] - tmp[i][2] - tmp[i][3] + b).store_unaligned(row + kLanes);
        }
      }
    }
  }
}

#undef LINRT_WINOGRAD_BT
#undef LINRT_WINOGRAD_AT

// The transpose in 16 x 16 blocks, so that both sides touch few cache lines at a time; `block`
// (optional) transposes one whole block faster.
template <void (*Block)(const float*, int64_t, float*, int64_t)>
void transpose_blocked(const float* src, int64_t src_stride, int64_t rows, int64_t cols,
                       float* dst, int64_t dst_stride) {
  constexpr int64_t kBlock = 16;
  for (int64_t r0 = 0; r0 < rows; r0 += kBlock) {
    const int64_t r1 = r0 + kBlock < rows ? r0 + kBlock : rows;
    for (int64_t c0 = 0; c0 < cols; c0 += kBlock) {
      const int64_t c1 = c0 + kBlock < cols ? c0 + kBlock : cols;
      if (Block && r1 - r0 == kBlock && c1 - c0 == kBlock) {
        Block(src + r0 * src_stride + c0, src_stride, dst + c0 * dst_stride + r0, dst_stride);
        continue;
      }
      for (int64_t c = c0; c < c1; ++c)
        for (int64_t r = r0; r < r1; ++r) dst[c * dst_stride + r] = src[r * src_stride + c];
    }
  }
}

template <class Arch, void (*Block)(const float*, int64_t, float*, int64_t) = nullptr>
WinogradTransforms make_transforms() {
  return WinogradTransforms{&input_transform<Arch>,           &output_transform<Arch>,
                            &transpose_blocked<Block>,          &input_transform_blocked<Arch>,
                            &output_transform_blocked<Arch>,    &input_transform_blocked_f23<Arch>,
                            &output_transform_blocked_f23<Arch>};
}

}  // namespace
}  // namespace linrt::ops::cpu
