// The layer norm row kernel (ops/layer_norm_cpu.h), written once with xsimd and instantiated by
// each per-ISA file (ops/layer_norm_<isa>.cpp). Everything is in an anonymous namespace so that
// code compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <cmath>
#include <cstdint>

#include "ops/layer_norm_cpu.h"

namespace linrt::ops::cpu {
namespace {

template <class Arch>
void layer_norm_rows(const float* x, const float* weight, const float* bias, float* y, int64_t begin, int64_t end,
                     int64_t d, float eps) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  const int64_t body = d - d % L;
  for (int64_t r = begin; r < end; ++r) {
    const float* in = x + r * d;
    float* out = y + r * d;
    V acc(0.0f);
    for (int64_t i = 0; i < body; i += L) acc += V::load_unaligned(in + i);
    float sum = xsimd::hadd(acc);
    for (int64_t i = body; i < d; ++i) sum += in[i];
    const float mean = sum / float(d);
    const V vmean(mean);
    V sq(0.0f);
    for (int64_t i = 0; i < body; i += L) {
      const V c = V::load_unaligned(in + i) - vmean;
      sq = xsimd::fma(c, c, sq);
    }
    float var = xsimd::hadd(sq);
    for (int64_t i = body; i < d; ++i) var += (in[i] - mean) * (in[i] - mean);
    const float rstd = 1.0f / std::sqrt(var / float(d) + eps);
    const V vrstd(rstd);
    for (int64_t i = 0; i < body; i += L) {
      const V n = (V::load_unaligned(in + i) - vmean) * vrstd;
      xsimd::fma(n, V::load_unaligned(weight + i), V::load_unaligned(bias + i)).store_unaligned(out + i);
    }
    for (int64_t i = body; i < d; ++i) out[i] = (in[i] - mean) * rstd * weight[i] + bias[i];
  }
}

template <class Arch>
LayerNormRowKernel make_layer_norm_rows() {
  return {&layer_norm_rows<Arch>};
}

}  // namespace
}  // namespace linrt::ops::cpu
