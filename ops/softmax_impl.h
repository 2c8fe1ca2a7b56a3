// The softmax row kernel (ops/softmax_cpu.h), written once with xsimd and instantiated by each
// per-ISA file (ops/softmax_<isa>.cpp). Everything is in an anonymous namespace so that code
// compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

#include "ops/softmax_cpu.h"

namespace linrt::ops::cpu {
namespace {

// The running max of a row, taken vector by vector; a NaN anywhere makes it NaN.
template <class Arch>
struct RowMax {
  using V = xsimd::batch<float, Arch>;
  V vmax = V(-std::numeric_limits<float>::infinity());
  typename V::batch_bool_type nan = typename V::batch_bool_type(false);
  void add(const V& v) {
    nan = nan | xsimd::isnan(v);
    vmax = xsimd::max(vmax, v);
  }
  // The max over every lane added so far, NaN if one was NaN.
  float value() const {
    alignas(64) float lanes[V::size];
    vmax.store_aligned(lanes);
    float max = -std::numeric_limits<float>::infinity();
    for (size_t l = 0; l < V::size; ++l) max = std::max(max, lanes[l]);
    return xsimd::any(nan) ? std::numeric_limits<float>::quiet_NaN() : max;
  }
};

// out[i] = exp(in[i] - max) over [0, count), a whole number of vectors (out may be in); returns
// the lanes' sums.
template <class Arch>
xsimd::batch<float, Arch> exp_minus_max(const float* in, float* out, int64_t count, float max) {
  using V = xsimd::batch<float, Arch>;
  const V vm(max);
  V acc(0.0f);
  for (int64_t i = 0; i < count; i += int64_t(V::size)) {
    const V e = xsimd::exp(V::load_unaligned(in + i) - vm);
    e.store_unaligned(out + i);
    acc += e;
  }
  return acc;
}

template <class Arch>
void softmax_row(const float* in, float* out, int64_t d, bool zero_masked_rows) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  const int64_t body = d - d % L;
  constexpr float kNegInf = -std::numeric_limits<float>::infinity();
  RowMax<Arch> row;
  for (int64_t i = 0; i < body; i += L) row.add(V::load_unaligned(in + i));
  float max = row.value();
  bool any_nan = false;
  for (int64_t i = body; i < d; ++i) {
    any_nan = any_nan || std::isnan(in[i]);
    max = std::max(max, in[i]);
  }
  if (any_nan) max = std::numeric_limits<float>::quiet_NaN();
  if (zero_masked_rows && max == kNegInf) {
    std::fill(out, out + d, 0.0f);
    return;
  }
  float sum = xsimd::hadd(exp_minus_max<Arch>(in, out, body, max));
  for (int64_t i = body; i < d; ++i) {
    out[i] = std::exp(in[i] - max);
    sum += out[i];
  }
  const V vs(sum);
  for (int64_t i = 0; i < body; i += L) (V::load_unaligned(out + i) / vs).store_unaligned(out + i);
  for (int64_t i = body; i < d; ++i) out[i] /= sum;
}

template <class Arch>
SoftmaxRowKernel make_softmax_row() {
  return {&softmax_row<Arch>};
}

}  // namespace
}  // namespace linrt::ops::cpu
