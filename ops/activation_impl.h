// The SIMD form of ops/activation.h, for the per-ISA kernel files' store loops. Every function
// is a template on the batch type, whose architecture differs per ISA file, so code compiled for
// a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include "ops/activation.h"

namespace linrt::ops {

template <class V>
inline auto activation_holds(uint8_t pred, V a, V b) {
  switch (pred) {
    case Activation::Ogt: return a > b;
    case Activation::Oge: return a >= b;
    case Activation::Olt: return a < b;
    case Activation::Ole: return a <= b;
    case Activation::Ugt: return !(a <= b);
    case Activation::Uge: return !(a < b);
    case Activation::Ult: return !(a >= b);
    default: return !(a > b);
  }
}

template <class V>
inline V apply_activation(const Activation& a, V x) {
  V t = a.has_shift ? x + V(a.shift) : x;
  for (int s = 0; s < a.num_steps; ++s) {
    const V k(a.steps[s].k);
    t = xsimd::select(activation_holds(a.steps[s].pred, t, k), t, k);
  }
  if (a.sigmoid) t = V(1.0f) / (xsimd::exp(-t) + V(1.0f));
  if (a.gate) t = x * t;
  if (a.has_divisor) t = t / V(a.divisor);
  return t;
}

// The value a kernel stores for its result `x` at `at` elements from the output's first.
template <class V>
inline V store_value(const StoreEpilogue& e, V x, int64_t at) {
  if (e.residual && e.residual_first) x = x + V::load_unaligned(e.residual + at);
  x = apply_activation(e.act, x);
  if (e.residual && !e.residual_first) x = x + V::load_unaligned(e.residual + at);
  return x;
}

}  // namespace linrt::ops
