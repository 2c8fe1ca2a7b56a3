// The pointwise activations a kernel applies to its results as it stores them (a conv's
// accumulators, a GEMM's tiles), instead of a second pass of the elementwise evaluator over the
// stored output. A small closed set, described by one form that the planner recognises in a
// fused epilogue program whatever way it was spelt (engine/plan/kernels.cpp,
// match_store_epilogue):
//
//   t = x + shift                       (when has_shift)
//   t = step_1(...step_n(t))            (clamp steps: pred(t, k) ? t : k, n <= kMaxSteps)
//    or sigmoid(t) = 1 / (exp(-t) + 1)
//   t = x * t                           (when gate)
//   t = t / divisor                     (when has_divisor)
//
// ReLU is the step ugt(t, 0); ReLU6 ogt/ugt and ole/ule steps against 0 and 6; hardswish
// x * clamp(x + 3, 0, 6) / 6; hardsigmoid clamp(x + 3, 0, 6) / 6; SiLU x * sigmoid(x). Every
// operation is the IEEE one the program names, in its order, so the results are those of the
// evaluator at the same ISA (the exp is the same vector exp, xsimd's).
#pragma once

#include <cmath>
#include <cstdint>

namespace linrt::ops {

struct Activation {
  // arith.cmpf predicates the steps take: the ordered comparisons are false on NaN (the step
  // then yields k), the unordered ones true (NaN passes through).
  enum Pred : uint8_t { Ogt = 2, Oge = 3, Olt = 4, Ole = 5, Ugt = 9, Uge = 10, Ult = 11, Ule = 12 };
  struct Step {
    uint8_t pred = Ugt;
    float k = 0.0f;
  };
  static constexpr int kMaxSteps = 2;

  bool has_shift = false;
  float shift = 0.0f;
  Step steps[kMaxSteps];
  int num_steps = 0;
  bool sigmoid = false;  // instead of steps
  bool gate = false;
  bool has_divisor = false;
  float divisor = 1.0f;

  bool none() const { return !has_shift && num_steps == 0 && !sigmoid && !gate && !has_divisor; }
  // ugt(x, 0) ? x : 0 alone: x <= 0 ? 0 : x, NaN kept, -0.0 made +0.0.
  bool is_relu() const {
    return !has_shift && num_steps == 1 && steps[0].pred == Ugt && steps[0].k == 0.0f && !std::signbit(steps[0].k) &&
           !sigmoid && !gate && !has_divisor;
  }

  // The scalar form (the reference for the SIMD one in ops/activation_impl.h).
  static bool holds(uint8_t pred, float a, float b) {
    switch (pred) {
      case Ogt: return a > b;
      case Oge: return a >= b;
      case Olt: return a < b;
      case Ole: return a <= b;
      case Ugt: return !(a <= b);
      case Uge: return !(a < b);
      case Ult: return !(a >= b);
      default: return !(a > b);  // Ule
    }
  }
  float apply(float x) const {
    float t = has_shift ? x + shift : x;
    for (int s = 0; s < num_steps; ++s) t = holds(steps[s].pred, t, steps[s].k) ? t : steps[s].k;
    if (sigmoid) t = 1.0f / (std::exp(-t) + 1.0f);
    if (gate) t = x * t;
    if (has_divisor) t = t / divisor;
    return t;
  }
};

// What a kernel computes in its stores besides its own result: an activation, and a residual
// (an operand of the output's shape and storage order, read at the index stored) added after
// the activation or, with residual_first, before it (then the activation's x is the sum).
struct StoreEpilogue {
  Activation act;
  const float* residual = nullptr;  // the element at the output's first index, or null
  bool residual_first = false;
};

}  // namespace linrt::ops
