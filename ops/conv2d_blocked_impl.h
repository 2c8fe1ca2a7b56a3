// The blocked direct conv's chunk kernel (ops/conv2d_blocked.h), written once with xsimd and
// instantiated by each per-ISA file (ops/conv2d_blocked_<isa>.cpp). Everything is in an
// anonymous namespace so that code compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <cstdint>

#include "ops/activation_impl.h"
#include "ops/conv2d_blocked.h"
#include "ops/layout.h"
#include "ops/window_taps.h"

namespace linrt::ops::cpu {
namespace {

constexpr int64_t kBlock = ref::kChannelBlock;

// R output pixels from `ox` of NB output blocks, with the taps [kx.lo, kx.hi) along W (all of
// them for interior pixels) and `ky` along H: accumulators of R x NB x (16 / L) vectors. With
// c.flat, `ox` counts pixels over the whole plane and the R pixels may cross a row end.
// With `prefetch`, each step also asks for the lines of the next weight tile that lie where this
// step's weights lie in this one (BlockedConvChunk::next_weights). `Step` > 0: a blocked input
// read at stride 1 or 2 along a row (pixel r's values Step * r floats on, channel 1), which the
// compiler addresses from one pointer at constant offsets; 0: each pixel has an offset of its
// own (a wide tile's 14 offsets do not fit the general registers and are reloaded every step).
template <class V, int NB, int R, int Step>
void tile(const BlockedConvChunk& c, TapRange ky, TapRange kx, int64_t ox, bool prefetch = false) {
  constexpr int VB = int(kBlock / V::size);
  const Conv2dParams& p = *c.p;
  if constexpr (Step == 0) {
    // A strided 1x1's tile whose pixels lie in one output row (all of them where rows are a
    // whole number of tiles, as 28 and 14 are of 14) reads at constant offsets after all.
    if (c.flat && p.stride_w == 2 && c.pixel_stride == kBlock && c.channel_stride == 1 &&
        ox % c.out_w + R <= c.out_w) {
      BlockedConvChunk row = c;
      row.flat = false;
      row.oy = ox / c.out_w;
      return tile<V, NB, R, 2 * kBlock>(row, ky, kx, ox % c.out_w, prefetch);
    }
  }
  const int64_t taps = p.kernel_h * p.kernel_w;
  const int64_t in_plane = p.in_h * p.in_w * kBlock, cs = c.channel_stride;
  const int64_t step = p.stride_w * c.pixel_stride;  // between two output pixels' inputs in a row
  int64_t iy0 = c.oy * p.stride_h - p.pad_top, ix0 = ox * p.stride_w - p.pad_left;
  int64_t off[R];  // each pixel's input from that of the tap at (iy0, ix0)
  if (c.flat) {
    int64_t y = ox / c.out_w, x = ox % c.out_w;
    iy0 = ix0 = 0;
    for (int r = 0; r < R; ++r) {
      off[r] = y * p.stride_h * c.row_stride + x * step;
      if (++x == c.out_w) x = 0, ++y;
    }
  } else {
    for (int r = 0; r < R; ++r) off[r] = r * step;
  }
  V acc[NB * VB][R];
  for (int b = 0; b < NB; ++b)
    for (int v = 0; v < VB; ++v) {
      // The bias is the model's, one value per output channel: a last block padded to 16
      // channels has fewer, and the padding's accumulators start at zero.
      const int64_t first = b * kBlock + v * int64_t(V::size);
      V init(0.0f);
      if (c.bias && first + int64_t(V::size) <= c.bias_count) {
        init = V::load_unaligned(c.bias + first);
      } else if (c.bias && first < c.bias_count) {
        alignas(64) float part[V::size] = {};
        for (int64_t i = first; i < c.bias_count; ++i) part[i - first] = c.bias[i];
        init = V::load_aligned(part);
      }
      for (int r = 0; r < R; ++r) acc[b * VB + v][r] = init;
    }
  for (int64_t cb = 0; cb < c.cblocks; ++cb) {
    const float* plane = c.input + cb * in_plane;
    const int64_t rows = blocked_conv_weight_rows(p);
    const float* wcb = c.weights + cb * taps * rows * kBlock;
    const int64_t channels = cb + 1 == c.cblocks ? c.last_channels : kBlock;
    for (int64_t ky_i = ky.lo; ky_i < ky.hi; ++ky_i) {
      const float* row = plane + (iy0 + ky_i * p.dilation_h) * c.row_stride;
      for (int64_t kx_i = kx.lo; kx_i < kx.hi; ++kx_i) {
        const float* x = row + (ix0 + kx_i * p.dilation_w) * c.pixel_stride;
        const float* w = wcb + (ky_i * p.kernel_w + kx_i) * rows * kBlock;
        for (int64_t ci = 0; ci < channels; ++ci, w += kBlock) {
          if (prefetch)
            for (int b = 0; b < c.next_nb; ++b)
              __builtin_prefetch(c.next_weights + (w - c.weights) + b * c.weight_block, 0, 2);
          V wv[NB * VB];
          for (int b = 0; b < NB; ++b)
            for (int v = 0; v < VB; ++v) wv[b * VB + v] = V::load_unaligned(w + b * c.weight_block + v * V::size);
          for (int r = 0; r < R; ++r) {
            const V in(Step > 0 ? x[r * Step + ci] : x[off[r] + ci * cs]);
            for (int k = 0; k < NB * VB; ++k) acc[k][r] = xsimd::fma(in, wv[k], acc[k][r]);
          }
        }
      }
    }
  }
  const int64_t first = (c.oy * c.out_w + ox) * kBlock;
  for (int b = 0; b < NB; ++b) {
    float* out = c.output + b * c.output_block + first;
    for (int r = 0; r < R; ++r)
      for (int v = 0; v < VB; ++v) acc[b * VB + v][r].store_unaligned(out + r * kBlock + v * V::size);
    if (c.stores) {
      const float* residual = c.stores->residual ? c.stores->residual + c.output_at + (out - c.output) : nullptr;
      c.stores_fn(c.stores->act, out, residual, R * kBlock);
    }
  }
}

// The last `n` (< R + 1) interior pixels from `x` as one tile of n: each tile reads all of its
// weights, so a remainder of 4 pixels is one pass over them, not 3 + 1.
template <class V, int NB, int R, int Step>
void remainder(const BlockedConvChunk& c, TapRange ky, TapRange all, int64_t x, int64_t n, bool prefetch) {
  if constexpr (R >= 1) {
    if (n == R) return tile<V, NB, R, Step>(c, ky, all, x, prefetch);
    remainder<V, NB, R - 1, Step>(c, ky, all, x, n, prefetch);
  }
}

// Interior pixels [x, end) in tiles of R and one narrower tile for the rest. With c.next_weights,
// the first tile prefetches the next weight tile.
template <class V, int NB, int R, int Step>
void interior(const BlockedConvChunk& c, TapRange ky, TapRange all, int64_t x, int64_t end) {
  bool prefetch = c.next_weights != nullptr;
  for (; x + R <= end; x += R, prefetch = false) tile<V, NB, R, Step>(c, ky, all, x, prefetch);
  remainder<V, NB, R - 1, Step>(c, ky, all, x, end - x, prefetch);
}

template <class Arch, int NB, int R, int Step>
void chunk_rows(const BlockedConvChunk& c) {
  using V = xsimd::batch<float, Arch>;
  const Conv2dParams& p = *c.p;
  const TapRange ky = taps_inside(c.oy, p.stride_h, p.dilation_h, p.pad_top, p.kernel_h, p.in_h);
  const TapRange inner = outputs_inside(c.out_w, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
  const TapRange all{0, p.kernel_w};
  if (c.flat) return interior<V, NB, R, Step>(c, TapRange{0, 1}, all, c.x0, c.x1);
  auto border = [&](int64_t ox) {
    tile<V, NB, 1, Step>(c, ky, taps_inside(ox, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w), ox);
  };
  int64_t x = c.x0;
  for (; x < std::min(c.x1, inner.lo); ++x) border(x);
  const int64_t end = std::min(c.x1, inner.hi);
  if (x < end) {
    interior<V, NB, R, Step>(c, ky, all, x, end);
    x = end;
  }
  for (; x < c.x1; ++x) border(x);
}

template <class Arch, int NB, int R>
void chunk_nb(const BlockedConvChunk& c) {
  if (!c.flat && c.pixel_stride == kBlock && c.channel_stride == 1) {
    if (c.p->stride_w == 1) return chunk_rows<Arch, NB, R, kBlock>(c);
    if (c.p->stride_w == 2) return chunk_rows<Arch, NB, R, 2 * kBlock>(c);
  }
  chunk_rows<Arch, NB, R, 0>(c);
}

// Register tiles on AVX-512 (32 vector registers): 6 pixels x 4 output blocks (24 accumulators;
// each broadcast input value feeds four FMAs: 10 loads per 24 FMAs, and the input is read once
// per 4 output blocks instead of 2), 8 x 3, 14 x 2 (28 accumulators, 2 weight vectors and the
// broadcast: each weight read once per 14 pixels, and a 28-pixel row or a 7x7 plane of 49 is 2
// or 3.5 tiles, not 3 or 4.1 of 12) and 12 x 1; 6 pixels x 1 block (12 of 16) on AVX2, 2 x 1
// block (8 of 16) on 4-lane vectors.
template <class Arch>
constexpr int tile_pixels(int nb) {
  constexpr int L = int(xsimd::batch<float, Arch>::size);
  if constexpr (L >= 16) return nb == 4 ? 6 : nb == 3 ? 8 : nb == 2 ? 14 : 12;
  return L == 8 ? 6 : 2;
}

template <class Arch>
void chunk(const BlockedConvChunk& given) {
  BlockedConvChunk c = given;
  c.out_w = c.p->out_w();
  if (c.stores) c.stores_fn = pick_stores<xsimd::batch<float, Arch>>(*c.stores);
  if constexpr (xsimd::batch<float, Arch>::size >= 16) {
    switch (c.nb) {
      case 4: return chunk_nb<Arch, 4, tile_pixels<Arch>(4)>(c);
      case 3: return chunk_nb<Arch, 3, tile_pixels<Arch>(3)>(c);
      case 2: return chunk_nb<Arch, 2, tile_pixels<Arch>(2)>(c);
      default: return chunk_nb<Arch, 1, tile_pixels<Arch>(1)>(c);
    }
  } else {
    return chunk_nb<Arch, 1, tile_pixels<Arch>(1)>(c);
  }
}

// BlockedConvKernel::stage: each pixel's 16 channels through the block's 16 scales and shifts
// (or scales alone: a gate's x * s, one rounding as the chain's mulf).
template <class Arch, bool Shift>
void stage_blocks(const float* in, int64_t in_plane, int64_t cblocks, int64_t pixels, const ChannelPrologue& pro,
                  float* out) {
  using V = xsimd::batch<float, Arch>;
  constexpr int VB = int(kBlock / V::size);
  const V zero(0.0f);
  for (int64_t cb = 0; cb < cblocks; ++cb) {
    V scale[VB], shift[VB];
    for (int v = 0; v < VB; ++v) {
      scale[v] = V::load_unaligned(pro.scale + cb * kBlock + v * V::size);
      shift[v] = Shift ? V::load_unaligned(pro.shift + cb * kBlock + v * V::size) : zero;
    }
    const float* src = in + cb * in_plane;
    float* dst = out + cb * pixels * kBlock;
    for (int64_t i = 0; i < pixels; ++i)
      for (int v = 0; v < VB; ++v) {
        const int64_t at = i * kBlock + v * int64_t(V::size);
        const V x = V::load_unaligned(src + at);
        V y = Shift ? xsimd::fma(x, scale[v], shift[v]) : x * scale[v];
        if (pro.relu) y = xsimd::select(y <= zero, zero, y);
        y.store_unaligned(dst + at);
      }
  }
}

template <class Arch>
void stage(const float* in, int64_t in_plane, int64_t cblocks, int64_t pixels, const ChannelPrologue& pro, float* out) {
  if (pro.shift) stage_blocks<Arch, true>(in, in_plane, cblocks, pixels, pro, out);
  else stage_blocks<Arch, false>(in, in_plane, cblocks, pixels, pro, out);
}

template <class Arch>
BlockedConvKernel make_blocked_conv_kernel() {
  BlockedConvKernel k{xsimd::batch<float, Arch>::size >= 16 ? 4 : 1, &chunk<Arch>, &stage<Arch>};
  for (int nb = 1; nb <= k.max_nb; ++nb) k.tile_pixels[nb] = tile_pixels<Arch>(nb);
  return k;
}

}  // namespace
}  // namespace linrt::ops::cpu
