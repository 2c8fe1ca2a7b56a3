// The direct thin-conv row kernel (ops/conv2d_direct.h), written once with xsimd and
// instantiated by each per-ISA file (ops/conv2d_direct_<isa>.cpp). Everything is in an anonymous
// namespace so that code compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <cstdint>

#include "ops/conv2d_direct.h"

namespace linrt::ops::cpu {
namespace {

// kPixels batches of pixels times `FB` output channels in accumulators.
template <class Arch, int FB>
void direct_row_block(const float* const* rows, int64_t channels, int64_t kernel_h, int64_t kernel_w,
                      const float* weight, const float* bias, float* out, int64_t out_stride,
                      int64_t width) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  constexpr int kPixels = 2;
  const int64_t taps = kernel_h * kernel_w;
  const int64_t filter = channels * taps;  // weights of one output channel
  for (int64_t x = 0; x < width; x += kPixels * L) {
    V acc[FB][kPixels];
    for (int f = 0; f < FB; ++f)
      for (int u = 0; u < kPixels; ++u) acc[f][u] = V(bias ? bias[f] : 0.0f);
    for (int64_t c = 0; c < channels; ++c)
      for (int64_t kh = 0; kh < kernel_h; ++kh) {
        const float* row = rows[c * kernel_h + kh] + x;
        const float* w = weight + c * taps + kh * kernel_w;
        for (int64_t kw = 0; kw < kernel_w; ++kw) {
          V v[kPixels];
          for (int u = 0; u < kPixels; ++u) v[u] = V::load_unaligned(row + kw + u * L);
          for (int f = 0; f < FB; ++f) {
            const V wf(w[f * filter + kw]);
            for (int u = 0; u < kPixels; ++u) acc[f][u] = xsimd::fma(wf, v[u], acc[f][u]);
          }
        }
      }
    for (int f = 0; f < FB; ++f)
      for (int u = 0; u < kPixels; ++u) acc[f][u].store_unaligned(out + f * out_stride + x + u * L);
  }
}

template <class Arch>
void direct_row(const float* const* rows, int64_t channels, int64_t kernel_h, int64_t kernel_w,
                const float* weight, const float* bias, int64_t out_channels, float* out,
                int64_t out_stride, int64_t width) {
  constexpr int kBlock = 4;  // output channels per pass over the input rows
  const int64_t filter = channels * kernel_h * kernel_w;
  for (int64_t f = 0; f < out_channels; f += kBlock) {
    const float* w = weight + f * filter;
    const float* b = bias ? bias + f : nullptr;
    float* o = out + f * out_stride;
    switch (out_channels - f < kBlock ? out_channels - f : kBlock) {
      case 1: direct_row_block<Arch, 1>(rows, channels, kernel_h, kernel_w, w, b, o, out_stride, width); break;
      case 2: direct_row_block<Arch, 2>(rows, channels, kernel_h, kernel_w, w, b, o, out_stride, width); break;
      case 3: direct_row_block<Arch, 3>(rows, channels, kernel_h, kernel_w, w, b, o, out_stride, width); break;
      default: direct_row_block<Arch, 4>(rows, channels, kernel_h, kernel_w, w, b, o, out_stride, width); break;
    }
  }
}

template <class Arch>
DirectConvRow make_direct_conv_row() {
  return DirectConvRow{2 * int64_t(xsimd::batch<float, Arch>::size), &direct_row<Arch>};
}

}  // namespace
}  // namespace linrt::ops::cpu
