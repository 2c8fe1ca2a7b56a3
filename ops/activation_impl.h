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

// A kernel's store epilogue over `n` floats it has just stored at `out` (n a multiple of its
// vector width; the residual's values, if any, at `residual`), rewritten in place: each x as
// x + r then the activation (residual_first), or the activation then + r. One per form and
// ISA, picked once per dispatch or row (pick_stores) and called once per stored tile or row,
// so that the values are still in L1 and nothing is decoded per vector.
using StoresFn = void (*)(const Activation& a, float* out, const float* residual, int64_t n);

// The StoresFn loops. The Activation is decoded once, where a kernel picks
// its loop (pick_stores), into one of a closed set of forms whose steps' predicates and present
// parts are template arguments, so that the loop over the values interprets nothing; the forms
// outside the set run apply_activation's loop. Each is apply_activation's IEEE operations in
// its order.
// apply_activation with its parts fixed: P0, P1 the steps' predicates (0: no such step).
template <class V, uint8_t P0, uint8_t P1, bool Shift, bool Sigmoid, bool Gate, bool Divisor>
struct ActivationForm {
  static V apply(const Activation& a, V x) {
    V t = Shift ? x + V(a.shift) : x;
    if constexpr (P0 != 0) t = xsimd::select(activation_holds(P0, t, V(a.steps[0].k)), t, V(a.steps[0].k));
    if constexpr (P1 != 0) t = xsimd::select(activation_holds(P1, t, V(a.steps[1].k)), t, V(a.steps[1].k));
    if constexpr (Sigmoid) t = V(1.0f) / (xsimd::exp(-t) + V(1.0f));
    if constexpr (Gate) t = x * t;
    if constexpr (Divisor) t = t / V(a.divisor);
    return t;
  }
  static bool matches(const Activation& a) {
    const int steps = (P0 != 0) + (P1 != 0);
    return a.num_steps == steps && (steps < 1 || a.steps[0].pred == P0) && (steps < 2 || a.steps[1].pred == P1) &&
           a.has_shift == Shift && a.sigmoid == Sigmoid && a.gate == Gate && a.has_divisor == Divisor;
  }
};

template <class V>
struct ActivationAny {
  static V apply(const Activation& a, V x) { return apply_activation(a, x); }
};

// The value a kernel stores for its result `x`, the residual's values (if any) at `residual`.
// Residual: 0 none, 1 added before the activation, 2 after.
template <class V, class Form, int Residual>
inline V store_value(const Activation& a, V x, const float* residual) {
  if constexpr (Residual == 1) x = x + V::load_unaligned(residual);
  x = Form::apply(a, x);
  if constexpr (Residual == 2) x = x + V::load_unaligned(residual);
  return x;
}

template <class V, class Form, int Residual>
void stores_loop(const Activation& a, float* out, const float* residual, int64_t n) {
  for (int64_t i = 0; i < n; i += int64_t(V::size))
    store_value<V, Form, Residual>(a, V::load_unaligned(out + i), Residual ? residual + i : nullptr)
        .store_unaligned(out + i);
}

template <class V, class Form>
StoresFn stores_for(const StoreEpilogue& e) {
  if (!e.residual) return &stores_loop<V, Form, 0>;
  return e.residual_first ? &stores_loop<V, Form, 1> : &stores_loop<V, Form, 2>;
}

template <class V, class... Forms>
StoresFn first_form(const StoreEpilogue& e) {
  StoresFn fn = nullptr;
  ((fn = fn ? fn : Forms::matches(e.act) ? stores_for<V, Forms>(e) : nullptr), ...);
  return fn ? fn : stores_for<V, ActivationAny<V>>(e);
}

// The loop for `e`: forms as torch-mlir spells them in the zoo's models (ReLU: ugt; ReLU6 as
// clamp: ogt, ule; as maximumf/minimumf: ugt, ult; hardswish and hardsigmoid: oge, ole after the
// shift), sigmoid and SiLU, none (a residual alone); apply_activation's loop for the rest.
template <class V>
StoresFn pick_stores(const StoreEpilogue& e) {
  using A = Activation;
  return first_form<V, ActivationForm<V, 0, 0, false, false, false, false>,
                    ActivationForm<V, A::Ugt, 0, false, false, false, false>,
                    ActivationForm<V, A::Ogt, A::Ule, false, false, false, false>,
                    ActivationForm<V, A::Ugt, A::Ult, false, false, false, false>,
                    ActivationForm<V, A::Oge, A::Ole, false, false, false, false>,
                    ActivationForm<V, A::Oge, A::Ole, true, false, true, true>,
                    ActivationForm<V, A::Oge, A::Ole, true, false, false, true>,
                    ActivationForm<V, 0, 0, false, true, false, false>,
                    ActivationForm<V, 0, 0, false, true, true, false>>(e);
}

}  // namespace linrt::ops
