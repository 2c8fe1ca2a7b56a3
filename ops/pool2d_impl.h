// The pooling row kernel (ops/pool2d_cpu.h), written once with xsimd and instantiated by each
// per-ISA file (ops/pool2d_<isa>.cpp). Everything is in an anonymous namespace so that code
// compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>

#include "ops/layout.h"
#include "ops/pool2d_cpu.h"
#include "ops/window_taps.h"

namespace linrt::ops::cpu {
namespace {

// Max that remembers NaNs apart (x86's max drops one NaN operand): `nan` is or-ed per lane and
// applied when the result is stored.
template <class V>
struct MaxAcc {
  V acc = V(-std::numeric_limits<float>::infinity());
  typename V::batch_bool_type nan = typename V::batch_bool_type(false);
  void add(V x) {
    nan = nan | xsimd::isnan(x);
    acc = xsimd::max(acc, x);
  }
  V result() const { return xsimd::select(nan, V(std::numeric_limits<float>::quiet_NaN()), acc); }
};

template <class V>
struct SumAcc {
  V acc = V(0.0f);
  void add(V x) { acc = acc + x; }
  V result() const { return acc; }
};

// The taps ky x kx of one vector: a blocked pixel's channels (`elem` = 16 floats per pixel), or
// with `elem` = 1 the vector's consecutive output pixels of a stride-1 row.
template <class Acc, class V>
V reduce_taps(const Pool2dParams& p, const float* plane, TapRange ky, TapRange kx, int64_t iy0, int64_t ix0,
              int64_t elem) {
  Acc a;
  for (int64_t ky_i = ky.lo; ky_i < ky.hi; ++ky_i) {
    const float* row = plane + (iy0 + ky_i * p.dilation_h) * p.in_w * elem;
    for (int64_t kx_i = kx.lo; kx_i < kx.hi; ++kx_i)
      a.add(V::load_unaligned(row + (ix0 + kx_i * p.dilation_w) * elem));
  }
  return a.result();
}

template <class Arch, bool Max>
void pool_row(const Pool2dParams& p, const float* plane, int64_t oy, float* out_row) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  const TapRange ky = taps_inside(oy, p.stride_h, p.dilation_h, p.pad_top, p.kernel_h, p.in_h);
  const int64_t iy0 = oy * p.stride_h - p.pad_top;
  if (p.blocked) {
    constexpr int64_t B = ref::kChannelBlock;
    static_assert(B % L == 0, "a channel block is whole vectors");
    for (int64_t ox = 0; ox < p.out_w; ++ox) {
      const TapRange kx = taps_inside(ox, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
      const int64_t ix0 = ox * p.stride_w - p.pad_left;
      for (int64_t j = 0; j < B; j += L) {
        V r = Max ? reduce_taps<MaxAcc<V>, V>(p, plane + j, ky, kx, iy0, ix0, B)
                  : reduce_taps<SumAcc<V>, V>(p, plane + j, ky, kx, iy0, ix0, B);
        r.store_unaligned(out_row + ox * B + j);
      }
    }
    return;
  }
  // Row-major: output pixels whose taps along W are all inside the row, with stride 1, are
  // computed L at a time; the others one at a time.
  const TapRange inner = p.stride_w == 1
                             ? outputs_inside(p.out_w, 1, p.dilation_w, p.pad_left, p.kernel_w, p.in_w)
                             : TapRange{p.out_w, p.out_w};
  const int64_t lo = inner.lo, hi = inner.hi;
  auto one = [&](int64_t ox) {
    const TapRange kx = taps_inside(ox, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
    const int64_t ix0 = ox * p.stride_w - p.pad_left;
    float acc = Max ? -std::numeric_limits<float>::infinity() : 0.0f;
    bool nan = false;
    for (int64_t ky_i = ky.lo; ky_i < ky.hi; ++ky_i) {
      const float* row = plane + (iy0 + ky_i * p.dilation_h) * p.in_w;
      for (int64_t kx_i = kx.lo; kx_i < kx.hi; ++kx_i) {
        const float x = row[ix0 + kx_i * p.dilation_w];
        if constexpr (Max) {
          nan |= x != x;
          acc = x > acc ? x : acc;
        } else {
          acc += x;
        }
      }
    }
    out_row[ox] = nan ? std::numeric_limits<float>::quiet_NaN() : acc;
  };
  int64_t ox = 0;
  for (; ox < lo; ++ox) one(ox);
  const TapRange all{0, p.kernel_w};
  for (; ox + L <= hi; ox += L) {
    V r = Max ? reduce_taps<MaxAcc<V>, V>(p, plane, ky, all, iy0, ox - p.pad_left, 1)
              : reduce_taps<SumAcc<V>, V>(p, plane, ky, all, iy0, ox - p.pad_left, 1);
    r.store_unaligned(out_row + ox);
  }
  for (; ox < p.out_w; ++ox) one(ox);
}

template <class Arch>
void pool_row_any(const Pool2dParams& p, const float* plane, int64_t oy, float* out_row) {
  if (p.max) pool_row<Arch, true>(p, plane, oy, out_row);
  else pool_row<Arch, false>(p, plane, oy, out_row);
}

template <class Arch>
PoolRowKernel make_pool_row() {
  return PoolRowKernel{&pool_row_any<Arch>};
}

}  // namespace
}  // namespace linrt::ops::cpu
