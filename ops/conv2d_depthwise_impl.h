// The depthwise row kernels (ops/conv2d_depthwise.h), written once with xsimd and instantiated
// by each per-ISA file (ops/conv2d_depthwise_<isa>.cpp). Everything is in an anonymous
// namespace so that code compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <cstdint>

#include "ops/activation_impl.h"
#include "ops/conv2d_depthwise.h"
#include "ops/layout.h"
#include "ops/window_taps.h"

namespace linrt::ops::cpu {
namespace {

constexpr int64_t kBlock = ref::kChannelBlock;

// `P` consecutive output pixels starting at `ox`, all of whose taps along W are inside, for the
// channel lanes [j, j + L) of a blocked plane whose pixels lie `ps` floats apart.
template <class V, int P>
void blocked_pixels(const Conv2dParams& p, const float* plane, int64_t ps, const float* w, V b, TapRange ky,
                    int64_t iy0, int64_t ox, float* out_row) {
  const int64_t step = p.stride_w * ps;
  V acc[P];
  for (int u = 0; u < P; ++u) acc[u] = b;
  for (int64_t ky_i = ky.lo; ky_i < ky.hi; ++ky_i) {
    const float* row = plane + ((iy0 + ky_i * p.dilation_h) * p.in_w + ox * p.stride_w - p.pad_left) * ps;
    const float* wt = w + ky_i * p.kernel_w * kBlock;
    for (int64_t kx = 0; kx < p.kernel_w; ++kx) {
      const V wv = V::load_unaligned(wt + kx * kBlock);
      const float* x = row + kx * p.dilation_w * ps;
      for (int u = 0; u < P; ++u) acc[u] = xsimd::fma(V::load_unaligned(x + u * step), wv, acc[u]);
    }
  }
  for (int u = 0; u < P; ++u) acc[u].store_unaligned(out_row + (ox + u) * ps);
}

template <class Arch>
void blocked_row(const Conv2dParams& p, const float* plane, const float* weights, const float* bias, int64_t oy,
                 float* out_row, int64_t ps, const Activation* act) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  static_assert(kBlock % L == 0, "a channel block is whole vectors");
  constexpr int kPixels = 8;
  const int64_t ow = p.out_w();
  const TapRange ky = taps_inside(oy, p.stride_h, p.dilation_h, p.pad_top, p.kernel_h, p.in_h);
  const TapRange inner = outputs_inside(ow, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
  const int64_t iy0 = oy * p.stride_h - p.pad_top;
  for (int64_t j = 0; j < kBlock; j += L) {
    const V b = bias ? V::load_unaligned(bias + j) : V(0.0f);
    const float* w = weights + j;
    // Border pixels: only the taps inside.
    auto one = [&](int64_t ox) {
      const TapRange kx = taps_inside(ox, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
      const int64_t ix0 = ox * p.stride_w - p.pad_left;
      V acc = b;
      for (int64_t ky_i = ky.lo; ky_i < ky.hi; ++ky_i) {
        const float* row = plane + (iy0 + ky_i * p.dilation_h) * p.in_w * ps + j;
        for (int64_t kx_i = kx.lo; kx_i < kx.hi; ++kx_i)
          acc = xsimd::fma(V::load_unaligned(row + (ix0 + kx_i * p.dilation_w) * ps),
                           V::load_unaligned(w + (ky_i * p.kernel_w + kx_i) * kBlock), acc);
      }
      acc.store_unaligned(out_row + ox * ps + j);
    };
    int64_t ox = 0;
    for (; ox < inner.lo; ++ox) one(ox);
    for (; ox + kPixels <= inner.hi; ox += kPixels)
      blocked_pixels<V, kPixels>(p, plane + j, ps, w, b, ky, iy0, ox, out_row + j);
    for (; ox + 1 <= inner.hi; ++ox) blocked_pixels<V, 1>(p, plane + j, ps, w, b, ky, iy0, ox, out_row + j);
    for (; ox < ow; ++ox) one(ox);
  }
  // The activation over the row just stored (hot in L1), decoded once per row; a pixel at a time
  // where pixels lie apart (NHWC).
  if (act) {
    const auto stores = pick_stores<V>(StoreEpilogue{*act});
    if (ps == kBlock) stores(*act, out_row, nullptr, ow * kBlock);
    else
      for (int64_t ox = 0; ox < ow; ++ox) stores(*act, out_row + ox * ps, nullptr, kBlock);
  }
}

template <class Arch>
void plain_row(const Conv2dParams& p, const float* plane, const float* weights, const float* bias, int64_t oy,
               float* out_row, const Activation* act) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  const int64_t ow = p.out_w();
  const TapRange ky = taps_inside(oy, p.stride_h, p.dilation_h, p.pad_top, p.kernel_h, p.in_h);
  const int64_t iy0 = oy * p.stride_h - p.pad_top;
  const float b = bias ? bias[0] : 0.0f;
  // Stride 1: output pixels whose taps are all inside, L at a time.
  const TapRange inner = p.stride_w == 1 ? outputs_inside(ow, 1, p.dilation_w, p.pad_left, p.kernel_w, p.in_w)
                                         : TapRange{ow, ow};
  auto one = [&](int64_t ox) {
    const TapRange kx = taps_inside(ox, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
    const int64_t ix0 = ox * p.stride_w - p.pad_left;
    float acc = b;
    for (int64_t ky_i = ky.lo; ky_i < ky.hi; ++ky_i) {
      const float* row = plane + (iy0 + ky_i * p.dilation_h) * p.in_w;
      for (int64_t kx_i = kx.lo; kx_i < kx.hi; ++kx_i)
        acc += weights[ky_i * p.kernel_w + kx_i] * row[ix0 + kx_i * p.dilation_w];
    }
    out_row[ox] = act ? act->apply(acc) : acc;
  };
  int64_t ox = 0;
  for (; ox < inner.lo; ++ox) one(ox);
  const int64_t vector_lo = ox;
  for (; ox + L <= inner.hi; ox += L) {
    V acc(b);
    for (int64_t ky_i = ky.lo; ky_i < ky.hi; ++ky_i) {
      const float* row = plane + (iy0 + ky_i * p.dilation_h) * p.in_w + ox - p.pad_left;
      for (int64_t kx = 0; kx < p.kernel_w; ++kx)
        acc = xsimd::fma(V::load_unaligned(row + kx * p.dilation_w), V(weights[ky_i * p.kernel_w + kx]), acc);
    }
    acc.store_unaligned(out_row + ox);
  }
  if (act && ox > vector_lo) pick_stores<V>(StoreEpilogue{*act})(*act, out_row + vector_lo, nullptr, ox - vector_lo);
  for (; ox < ow; ++ox) one(ox);
}

template <class Arch>
DepthwiseRows make_depthwise_rows() {
  return DepthwiseRows{&blocked_row<Arch>, &plain_row<Arch>};
}

}  // namespace
}  // namespace linrt::ops::cpu
