// The grouped-conv row kernels (ops/conv2d_grouped.h), written once with xsimd and instantiated
// by each per-ISA file (ops/conv2d_grouped_<isa>.cpp). Everything is in an anonymous namespace
// so that code compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <cstdint>

#include "ops/conv2d_grouped.h"
#include "ops/layout.h"
#include "ops/window_taps.h"

namespace linrt::ops::cpu {
namespace {

constexpr int64_t kBlock = ref::kChannelBlock;

// Lane i of the permute index that brings lane rot_k(i) = group(i) + (i + K) mod G to lane i.
template <int G, int K>
struct Rotation {
  static constexpr uint32_t get(uint32_t i, uint32_t) { return i / G * G + (i % G + K) % G; }
};

// sum + the accumulators acc[K..G), each rotated by its k.
template <class V, int G, int K = 1>
V gather_rotations(const V (&acc)[G], V sum) {
  if constexpr (K == G) {
    return sum;
  } else {
    using Index = xsimd::batch<uint32_t, typename V::arch_type>;
    return gather_rotations<V, G, K + 1>(acc, sum + xsimd::swizzle(acc[K], xsimd::make_batch_constant<Index, Rotation<G, K>>()));
  }
}

// P output pixels from `ox` for the channel lanes [j, j + L) (plane, w and out_row start at
// lane j), with the taps `ky` along H and `kx` along W (all of them for interior pixels).
template <class V, int G, int P>
void grouped_pixels(const Conv2dParams& p, const float* plane, const float* w, V b, TapRange ky, TapRange kx,
                    int64_t iy0, int64_t ox, float* out_row) {
  const int64_t step = p.stride_w * kBlock, ix0 = ox * p.stride_w - p.pad_left;
  V acc[P][G];
  for (int u = 0; u < P; ++u)
    for (int k = 0; k < G; ++k) acc[u][k] = k == 0 ? b : V(0.0f);
  for (int64_t ky_i = ky.lo; ky_i < ky.hi; ++ky_i) {
    const float* row = plane + (iy0 + ky_i * p.dilation_h) * p.in_w * kBlock;
    for (int64_t kx_i = kx.lo; kx_i < kx.hi; ++kx_i) {
      const float* x = row + (ix0 + kx_i * p.dilation_w) * kBlock;
      const float* wt = w + (ky_i * p.kernel_w + kx_i) * G * kBlock;
      V wv[G];
      for (int k = 0; k < G; ++k) wv[k] = V::load_unaligned(wt + k * kBlock);
      for (int u = 0; u < P; ++u) {
        const V in = V::load_unaligned(x + u * step);
        for (int k = 0; k < G; ++k) acc[u][k] = xsimd::fma(in, wv[k], acc[u][k]);
      }
    }
  }
  for (int u = 0; u < P; ++u) gather_rotations<V, G>(acc[u], acc[u][0]).store_unaligned(out_row + (ox + u) * kBlock);
}

// Vectors of L >= G lanes hold whole groups; a 4-lane vector does not hold a group of 8, which
// then runs lane by lane (the generic build only).
template <int G>
void scalar_row(const Conv2dParams& p, const float* plane, const float* weights, const float* bias, int64_t oy,
                float* out_row) {
  const TapRange ky = taps_inside(oy, p.stride_h, p.dilation_h, p.pad_top, p.kernel_h, p.in_h);
  const int64_t iy0 = oy * p.stride_h - p.pad_top;
  for (int64_t ox = 0; ox < p.out_w(); ++ox) {
    const TapRange kx = taps_inside(ox, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
    const int64_t ix0 = ox * p.stride_w - p.pad_left;
    for (int64_t l = 0; l < kBlock; ++l) {
      float acc = bias ? bias[l] : 0.0f;
      for (int64_t ky_i = ky.lo; ky_i < ky.hi; ++ky_i)
        for (int64_t kx_i = kx.lo; kx_i < kx.hi; ++kx_i) {
          const float* x = plane + ((iy0 + ky_i * p.dilation_h) * p.in_w + ix0 + kx_i * p.dilation_w) * kBlock;
          const float* wt = weights + (ky_i * p.kernel_w + kx_i) * G * kBlock;
          for (int64_t k = 0; k < G; ++k) {
            const int64_t m = l - l % G + (l % G + k) % G;  // rot_k(l)
            acc += wt[k * kBlock + m] * x[m];
          }
        }
      out_row[ox * kBlock + l] = acc;
    }
  }
}

template <class Arch, int G>
void grouped_row(const Conv2dParams& p, const float* plane, const float* weights, const float* bias, int64_t oy,
                 float* out_row) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  if constexpr (L < G) {
    scalar_row<G>(p, plane, weights, bias, oy, out_row);
  } else {
    // G accumulators per pixel, 16 in all on AVX-512 and AVX2 (of 32 and 16 registers: on AVX2
    // the FMAs read the weights from memory; 1.4x-1.8x over 8 accumulators there, while 24 on
    // AVX-512 lost 10%), 8 on 4-lane vectors.
    constexpr int kPixels = std::max(1, (L >= 8 ? 16 : 8) / G);
    const int64_t ow = p.out_w();
    const TapRange ky = taps_inside(oy, p.stride_h, p.dilation_h, p.pad_top, p.kernel_h, p.in_h);
    const TapRange inner = outputs_inside(ow, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
    const TapRange all{0, p.kernel_w};
    const int64_t iy0 = oy * p.stride_h - p.pad_top;
    for (int64_t j = 0; j < kBlock; j += L) {
      const V b = bias ? V::load_unaligned(bias + j) : V(0.0f);
      auto border = [&](int64_t ox) {
        const TapRange kx = taps_inside(ox, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
        grouped_pixels<V, G, 1>(p, plane + j, weights + j, b, ky, kx, iy0, ox, out_row + j);
      };
      int64_t ox = 0;
      for (; ox < inner.lo; ++ox) border(ox);
      for (; ox + kPixels <= inner.hi; ox += kPixels)
        grouped_pixels<V, G, kPixels>(p, plane + j, weights + j, b, ky, all, iy0, ox, out_row + j);
      for (; ox < inner.hi; ++ox) grouped_pixels<V, G, 1>(p, plane + j, weights + j, b, ky, all, iy0, ox, out_row + j);
      for (; ox < ow; ++ox) border(ox);
    }
  }
}

template <class Arch>
GroupedRows make_grouped_rows() {
  return GroupedRows{&grouped_row<Arch, 2>, &grouped_row<Arch, 4>, &grouped_row<Arch, 8>};
}

}  // namespace
}  // namespace linrt::ops::cpu
