// The elementwise bytecode evaluator, written once with xsimd and instantiated by each per-ISA
// file (engine/cpu/elementwise_eval_<isa>.cpp) for its architecture, so that the programs run on
// 512-bit batches on AVX-512 rather than on the build's baseline (SSE2) batches. Everything is in
// an anonymous namespace so that code compiled for a wide ISA is never linked into a narrower
// caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <utility>

#include "core/scalar_ops.h"
#include "engine/cpu/elementwise_eval.h"

namespace linrt::engine {
namespace {

template <class Arch>
struct EwEval {
  using Batch = xsimd::batch<float, Arch>;
  using Mask = xsimd::batch_bool<float, Arch>;
  static constexpr int64_t kLanes = int64_t(Batch::size);
  static_assert(kEwBlock % kLanes == 0, "a block is a whole number of SIMD batches");

  static Batch as_bool(Mask m) { return xsimd::select(m, Batch(1.f), Batch(0.f)); }

  static Batch ieee_max(Batch a, Batch b) {
    auto nan = xsimd::isnan(a) || xsimd::isnan(b);
    // Equal values (+0 and -0 included): the bitwise AND picks +0 over -0.
    Batch r = xsimd::select(a == b, xsimd::bitwise_and(a, b), xsimd::max(a, b));
    return xsimd::select(nan, Batch(std::numeric_limits<float>::quiet_NaN()), r);
  }

  static Batch ieee_min(Batch a, Batch b) {
    auto nan = xsimd::isnan(a) || xsimd::isnan(b);
    Batch r = xsimd::select(a == b, xsimd::bitwise_or(a, b), xsimd::min(a, b));
    return xsimd::select(nan, Batch(std::numeric_limits<float>::quiet_NaN()), r);
  }

  // arith.cmpf predicates 0..15; the ordered ones are false and the unordered ones true when an
  // operand is NaN.
  static Mask compare_mask(uint8_t pred, Batch a, Batch b) {
    return compare_float_predicate<Mask>(pred, a, b, Mask(xsimd::isnan(a) || xsimd::isnan(b)));
  }
  static Batch compare(uint8_t pred, Batch a, Batch b) { return as_bool(compare_mask(pred, a, b)); }

  // ---- Select chains (ew_select_chain): x = pred(x, k) ? x : k, one pass over the data per step
  // (a conv's epilogue piece is in L1), the predicate chosen once per pass. The ordered
  // predicates are the IEEE comparisons themselves (false on NaN), the unordered ones their
  // negated opposites; the rest take compare_mask's general form.
  template <class Pred>
  static void select_pass(Pred pred, float k, float* data, int64_t n) {
    const Batch kb(k);
    int64_t j = 0;
    for (; j + kLanes <= n; j += kLanes) {
      const Batch x = Batch::load_unaligned(data + j);
      xsimd::select(pred(x, kb), x, kb).store_unaligned(data + j);
    }
    if (j < n) {  // the tail through a padded batch
      alignas(64) float buf[kLanes] = {};
      std::copy_n(data + j, n - j, buf);
      const Batch x = Batch::load_aligned(buf);
      xsimd::select(pred(x, kb), x, kb).store_aligned(buf);
      std::copy_n(buf, n - j, data + j);
    }
  }

  // The clamp (ReLU6 and the like: ogt(x, lo) ? x : lo, then ule(x, hi) ? x : hi) in one pass.
  static void clamp(float lo, float hi, float* data, int64_t n) {
    const Batch l(lo), h(hi);
    auto both = [&](Batch x) {
      x = xsimd::select(x > l, x, l);
      return xsimd::select(!(x > h), x, h);
    };
    int64_t j = 0;
    for (; j + kLanes <= n; j += kLanes) both(Batch::load_unaligned(data + j)).store_unaligned(data + j);
    if (j < n) {
      alignas(64) float buf[kLanes] = {};
      std::copy_n(data + j, n - j, buf);
      both(Batch::load_aligned(buf)).store_aligned(buf);
      std::copy_n(buf, n - j, data + j);
    }
  }

  static void select_chain(const EwSelectStep* steps, int count, float* data, int64_t n) {
    if (count == 2 && steps[0].pred == 2 && steps[1].pred == 12) return clamp(steps[0].k, steps[1].k, data, n);
    for (int s = 0; s < count; ++s) {
      const float k = steps[s].k;
      switch (steps[s].pred) {
        case 2: select_pass([](Batch a, Batch b) { return a > b; }, k, data, n); break;
        case 3: select_pass([](Batch a, Batch b) { return a >= b; }, k, data, n); break;
        case 4: select_pass([](Batch a, Batch b) { return a < b; }, k, data, n); break;
        case 5: select_pass([](Batch a, Batch b) { return a <= b; }, k, data, n); break;
        case 9: select_pass([](Batch a, Batch b) { return !(a <= b); }, k, data, n); break;
        case 10: select_pass([](Batch a, Batch b) { return !(a < b); }, k, data, n); break;
        case 11: select_pass([](Batch a, Batch b) { return !(a >= b); }, k, data, n); break;
        case 12: select_pass([](Batch a, Batch b) { return !(a > b); }, k, data, n); break;
        default: {
          const uint8_t p = steps[s].pred;
          select_pass([p](Batch a, Batch b) { return compare_mask(p, a, b); }, k, data, n);
        }
      }
    }
  }

  // ---- ew_bias_mul_add: data[i] = (data[i] + bias[column]) * mul[i] + add[i], the three IEEE
  // operations one after another (as the block evaluator does them), the column starting at
  // `col` and wrapping to 0 at `width`. The product is stored before the add reads it back, in
  // a second loop over the same L1-sized piece: GCC contracts a multiply feeding an add into a
  // fused multiply-add in C++ (its -ffp-contract=fast default), which rounds once instead of twice.
  // With mul_by_column, mul holds one value per column too (ConvNeXt's layer scale), read as the bias is.
  static void bias_mul_add(float* data, int64_t n, const float* bias, int64_t width, int64_t col, const float* mul,
                           bool mul_by_column, const float* add) {
    constexpr int64_t kPiece = 512;
    for (int64_t i = 0; i < n;) {
      const int64_t run = std::min({n - i, width - col, kPiece});
      float* d = data + i;
      const float *b = bias + col, *m = mul_by_column ? mul + col : mul + i, *a = add + i;
      int64_t j = 0;
      for (; j + kLanes <= run; j += kLanes)
        ((Batch::load_unaligned(d + j) + Batch::load_unaligned(b + j)) * Batch::load_unaligned(m + j)).store_unaligned(d + j);
      for (; j < run; ++j) d[j] = (d[j] + b[j]) * m[j];
      j = 0;
      for (; j + kLanes <= run; j += kLanes) (Batch::load_unaligned(d + j) + Batch::load_unaligned(a + j)).store_unaligned(d + j);
      for (; j < run; ++j) d[j] += a[j];
      i += run;
      col += run;
      if (col == width) col = 0;
    }
  }

  // ---- ew_bias_gelu: v = data[i] + bias[column], then data[i] = v * ((erf(v / divisor) + offset) * factor),
  // each IEEE operation in that order (the block evaluator's, erf its own), the column as in
  // bias_mul_add. A row's tail goes through a padded batch, so every element sees the same vector erf.
  static Batch bias_gelu_batch(Batch x, Batch b, const EwGelu& g) {
    const Batch v = x + b;
    return v * ((erf(v / Batch(g.divisor)) + Batch(g.offset)) * Batch(g.factor));
  }
  static void bias_gelu(float* data, int64_t n, const float* bias, int64_t width, int64_t col, const EwGelu& g) {
    for (int64_t i = 0; i < n;) {
      const int64_t run = std::min(n - i, width - col);
      float* d = data + i;
      const float* b = bias + col;
      int64_t j = 0;
      for (; j + kLanes <= run; j += kLanes)
        bias_gelu_batch(Batch::load_unaligned(d + j), Batch::load_unaligned(b + j), g).store_unaligned(d + j);
      if (j < run) {
        alignas(64) float xs[kLanes] = {}, bs[kLanes] = {};
        std::copy_n(d + j, run - j, xs);
        std::copy_n(b + j, run - j, bs);
        bias_gelu_batch(Batch::load_aligned(xs), Batch::load_aligned(bs), g).store_aligned(xs);
        std::copy_n(xs, run - j, d + j);
      }
      i += run;
      col += run;
      if (col == width) col = 0;
    }
  }

  // Round half to even, as the reference does: round half away, then fix exact halves.
  static Batch round_even(Batch x) {
    Batch r = xsimd::round(x);
    auto half = xsimd::abs(x - xsimd::trunc(x)) == Batch(0.5f);
    return xsimd::select(half, Batch(2.f) * xsimd::round(x * Batch(0.5f)), r);
  }

  // erf in float, within 1.4e-7 of the exact value everywhere (xsimd::erf is several times
  // dearer, and GELU's erf follows every transformer MLP's first Linear). Two polynomials,
  // both evaluated and one selected: |x| < 1 as x * P(x^2); 1 <= |x| <= 3.92 as 1 - Q(|x| - 2.46)
  // with Q fitted to erfc (absolute error, so 1 - Q stays accurate near 1); beyond 3.92 erf is
  // 1 to within 2e-8, so |x| is clamped there and infinities give +-1. NaN takes the first
  // branch and propagates. Coefficients: scripts/fit_erf.py (minimax by Lawson iteration).
  static Batch erf(Batch x) {
    static constexpr float kP[] = {1.128379107e+00f, -3.761260509e-01f, 1.128343046e-01f, -2.684859559e-02f,
                                   5.179755855e-03f, -7.942410884e-04f, 7.647297753e-05f};
    static constexpr float kQ[] = {5.033267662e-04f,  -2.656193450e-03f, 6.535762921e-03f,  -9.832995944e-03f,
                                   9.904829785e-03f,  -6.797654089e-03f, 2.963504056e-03f,  -4.621674598e-04f,
                                   -3.911267268e-04f, 3.016759583e-04f,  -5.166857954e-05f, -2.542062248e-05f,
                                   9.125011275e-06f};
    const Batch ax = xsimd::abs(x), t = x * x;
    Batch p(kP[std::size(kP) - 1]);
    for (size_t i = std::size(kP) - 1; i-- > 0;) p = xsimd::fma(p, t, Batch(kP[i]));
    const Batch u = xsimd::min(ax, Batch(3.92f)) - Batch(2.46f);
    Batch q(kQ[std::size(kQ) - 1]);
    for (size_t i = std::size(kQ) - 1; i-- > 0;) q = xsimd::fma(q, u, Batch(kQ[i]));
    const Batch tail = xsimd::copysign(Batch(1.f) - q, x);
    return xsimd::select(ax >= Batch(1.f), tail, x * p);
  }
  static Batch is_inf(Batch a) {
    return as_bool(xsimd::abs(a) == Batch(std::numeric_limits<float>::infinity()));
  }
  static Batch is_finite(Batch a) {
    return as_bool(xsimd::abs(a) < Batch(std::numeric_limits<float>::infinity()));
  }

  template <EwOpcode Op>
  static Batch apply(uint8_t pred, Batch a, Batch b, Batch c) {
    using O = EwOpcode;
    if constexpr (Op == O::Add) return a + b;
    else if constexpr (Op == O::Sub) return a - b;
    else if constexpr (Op == O::Mul) return a * b;
    else if constexpr (Op == O::Div) return a / b;
    else if constexpr (Op == O::Rem) {
      // fmod(finite, +-inf) is the finite operand (C's fmod); xsimd's formula gives NaN there.
      auto keep = (xsimd::abs(b) == Batch(std::numeric_limits<float>::infinity())) &&
                  (xsimd::abs(a) < Batch(std::numeric_limits<float>::infinity()));
      return xsimd::select(keep, a, xsimd::fmod(a, b));
    }
    else if constexpr (Op == O::Maximum) return ieee_max(a, b);
    else if constexpr (Op == O::Minimum) return ieee_min(a, b);
    else if constexpr (Op == O::MaxNum) return xsimd::select(xsimd::isnan(a), b, xsimd::select(xsimd::isnan(b), a, ieee_max(a, b)));
    else if constexpr (Op == O::MinNum) return xsimd::select(xsimd::isnan(a), b, xsimd::select(xsimd::isnan(b), a, ieee_min(a, b)));
    else if constexpr (Op == O::Pow) return xsimd::pow(a, b);
    else if constexpr (Op == O::CopySign) return xsimd::copysign(a, b);
    else if constexpr (Op == O::Neg) return xsimd::bitwise_xor(a, Batch(-0.0f));  // -0 for +0 (xsimd's AVX-512 negation is 0 - a)
    else if constexpr (Op == O::Abs) return xsimd::abs(a);
    else if constexpr (Op == O::Exp) return xsimd::exp(a);
    else if constexpr (Op == O::Exp2) return xsimd::exp2(a);
    else if constexpr (Op == O::Expm1) return xsimd::expm1(a);
    else if constexpr (Op == O::Log) return xsimd::log(a);
    else if constexpr (Op == O::Log1p) return xsimd::log1p(a);
    else if constexpr (Op == O::Log2) return xsimd::log2(a);
    else if constexpr (Op == O::Log10) return xsimd::log10(a);
    else if constexpr (Op == O::Tanh) return xsimd::tanh(a);
    else if constexpr (Op == O::Erf) return erf(a);
    else if constexpr (Op == O::Sqrt) return xsimd::sqrt(a);
    else if constexpr (Op == O::Rsqrt) return Batch(1.f) / xsimd::sqrt(a);  // exact, unlike the estimate
    else if constexpr (Op == O::Cbrt) return xsimd::cbrt(a);
    else if constexpr (Op == O::Floor) return xsimd::floor(a);
    else if constexpr (Op == O::Ceil) return xsimd::ceil(a);
    else if constexpr (Op == O::Round) return xsimd::round(a);
    else if constexpr (Op == O::RoundEven) return round_even(a);
    else if constexpr (Op == O::Trunc) return xsimd::trunc(a);
    else if constexpr (Op == O::Sin) return xsimd::sin(a);
    else if constexpr (Op == O::Cos) return xsimd::cos(a);
    else if constexpr (Op == O::Tan) return xsimd::tan(a);
    else if constexpr (Op == O::Atan) return xsimd::atan(a);
    else if constexpr (Op == O::Sinh) return xsimd::sinh(a);
    else if constexpr (Op == O::Cosh) return xsimd::cosh(a);
    else if constexpr (Op == O::IsNaN) return as_bool(xsimd::isnan(a));
    else if constexpr (Op == O::IsInf) return is_inf(a);
    else if constexpr (Op == O::IsFinite) return is_finite(a);
    else if constexpr (Op == O::Cmp) return compare(pred, a, b);
    else if constexpr (Op == O::And) return as_bool(a != Batch(0.f) && b != Batch(0.f));
    else if constexpr (Op == O::Or) return as_bool(a != Batch(0.f) || b != Batch(0.f));
    else if constexpr (Op == O::XOr)  // |x - y| of the 0/1 values: xsimd's AVX-512 mask xor is an OR
      return xsimd::abs(as_bool(a != Batch(0.f)) - as_bool(b != Batch(0.f)));
    else if constexpr (Op == O::Select) return xsimd::select(a != Batch(0.f), b, c);
    else if constexpr (Op == O::Fma) return xsimd::fma(a, b, c);
    else static_assert(Op == O::Fma, "every opcode has a case");
  }

  // One instruction over a whole block: the opcode is fixed at compile time, so the loop body
  // is the operation itself (operands the opcode does not read are never loaded).
  template <EwOpcode Op>
  static void run_instr(int64_t n, uint8_t pred, const float* a, const float* b, const float* c, float* d) {
    for (int64_t j = 0; j < n; j += kLanes)
      apply<Op>(pred, Batch::load_unaligned(a + j), Batch::load_unaligned(b + j), Batch::load_unaligned(c + j))
          .store_unaligned(d + j);
  }

  using InstrFn = void (*)(int64_t, uint8_t, const float*, const float*, const float*, float*);
  template <size_t... I>
  static constexpr std::array<InstrFn, sizeof...(I)> instr_table(std::index_sequence<I...>) {
    return {&run_instr<EwOpcode(I)>...};
  }
  static constexpr auto kInstrs = instr_table(std::make_index_sequence<size_t(EwOpcode::Fma) + 1>());

  // ---- Reductions: one streaming loop per (combiner, map), several independent accumulators.

  template <EwPreMap Pre>
  static Batch premap(Batch x) {
    if constexpr (Pre == EwPreMap::Identity) return x;
    else if constexpr (Pre == EwPreMap::Square) return apply<EwOpcode::Mul>(0, x, x, x);
    else return apply<EwOpcode::Abs>(0, x, x, x);
  }

  // The first n < kLanes elements of x, the other lanes `fill`.
  static Batch load_part(const float* x, int64_t n, float fill) {
    alignas(64) float buf[kLanes];
    for (int64_t j = 0; j < kLanes; ++j) buf[j] = j < n ? x[j] : fill;
    return Batch::load_aligned(buf);
  }

  // Folds the lanes of `v` pairwise: halves onto each other, lanes past the live half holding
  // the identity.
  template <EwOpcode Op>
  static float fold_lanes(Batch v) {
    constexpr float id = ew_combine_identity(Op);
    alignas(64) float lane[2 * kLanes];
    std::fill_n(lane + kLanes, kLanes, id);
    v.store_aligned(lane);
    for (int64_t w = kLanes / 2; w > 0; w /= 2)
      apply<Op>(0, Batch::load_aligned(lane), Batch::load_unaligned(lane + w), v).store_aligned(lane);
    return lane[0];
  }

  // acc[r * acc_stride] = acc[r * acc_stride] (+) (f(x[r * stride]) (+) ... (+) f(x[r * stride
  // + n - 1])) for r < R, the R rows read side by side (R streams for the prefetchers). Each row
  // has two accumulators: lane l of accumulator k takes the elements l + kLanes * (k + 2 i).
  // Every kFlush steps they are combined into a third and restart from the identity, so a long
  // sum is blocked (a lane adds at most kFlush elements before its partial sum moves on: a
  // 40960-element f32 row sum stays within 1e-4, where one accumulator per lane drifts by
  // 1e-4 and a sequential sum by 1e-2); folded pairwise at the end. A software prefetch runs
  // 2 KB ahead of every row (the hardware prefetcher alone lags).
  template <EwOpcode Op, EwPreMap Pre, int R>
  static void reduce_block(const float* x, int64_t n, int64_t stride, float* acc, int64_t acc_stride) {
    constexpr float id = ew_combine_identity(Op);
    constexpr int64_t kPrefetch = 512;
    auto comb = [](Batch a, Batch b) { return apply<Op>(0, a, b, b); };
    constexpr int64_t kFlush = 32;
    Batch a[R][2], blocks[R];
    for (int r = 0; r < R; ++r) a[r][0] = a[r][1] = blocks[r] = Batch(id);
    int64_t j = 0;
    for (int64_t step = 1; j + 2 * kLanes <= n; j += 2 * kLanes, ++step) {
      for (int r = 0; r < R; ++r) {
        const float* row = x + r * stride + j;
        for (int64_t p = 0; p < 2 * kLanes; p += 16) __builtin_prefetch(row + kPrefetch + p);
        a[r][0] = comb(a[r][0], premap<Pre>(Batch::load_unaligned(row)));
        a[r][1] = comb(a[r][1], premap<Pre>(Batch::load_unaligned(row + kLanes)));
      }
      if (step % kFlush) continue;
      for (int r = 0; r < R; ++r) {
        blocks[r] = comb(blocks[r], comb(a[r][0], a[r][1]));
        a[r][0] = a[r][1] = Batch(id);
      }
    }
    if (j + kLanes <= n) {
      for (int r = 0; r < R; ++r) a[r][0] = comb(a[r][0], premap<Pre>(Batch::load_unaligned(x + r * stride + j)));
      j += kLanes;
    }
    if (j < n) {  // the tail: lanes past the end hold the identity after the map
      alignas(64) float index[kLanes];
      for (int64_t l = 0; l < kLanes; ++l) index[l] = float(l);
      const auto live = Batch::load_aligned(index) < Batch(float(n - j));
      for (int r = 0; r < R; ++r)
        a[r][1] = comb(a[r][1], xsimd::select(live, premap<Pre>(load_part(x + r * stride + j, n - j, 0.f)), Batch(id)));
    }
    for (int r = 0; r < R; ++r) {  // in order of r: the rows may share their element
      alignas(64) float lane[kLanes];
      comb(Batch(acc[r * acc_stride]), Batch(fold_lanes<Op>(comb(blocks[r], comb(a[r][0], a[r][1]))))).store_aligned(lane);
      acc[r * acc_stride] = lane[0];
    }
  }

  template <EwOpcode Op, EwPreMap Pre>
  static void reduce(const float* x, int64_t n, int64_t rows, int64_t stride, float* acc, int64_t acc_stride) {
    int64_t r = 0;
    for (; r + 4 <= rows; r += 4) reduce_block<Op, Pre, 4>(x + r * stride, n, stride, acc + r * acc_stride, acc_stride);
    switch (rows - r) {
      case 3: reduce_block<Op, Pre, 3>(x + r * stride, n, stride, acc + r * acc_stride, acc_stride); break;
      case 2: reduce_block<Op, Pre, 2>(x + r * stride, n, stride, acc + r * acc_stride, acc_stride); break;
      case 1: reduce_block<Op, Pre, 1>(x + r * stride, n, stride, acc + r * acc_stride, acc_stride); break;
      default: break;
    }
  }

  // acc[j] = acc[j] (+) f(x[r * stride + j]) for r < R, in order of r, on one batch at j.
  template <EwOpcode Op, EwPreMap Pre, int R>
  static void accumulate_batch(float* acc, const float* x, int64_t stride) {
    Batch a = Batch::load_unaligned(acc);
    for (int r = 0; r < R; ++r) a = apply<Op>(0, a, premap<Pre>(Batch::load_unaligned(x + r * stride)), a);
    a.store_unaligned(acc);
  }

  // The same over n elements: whole batches, then the tail through a padded batch.
  template <EwOpcode Op, EwPreMap Pre, int R>
  static void accumulate_block(float* acc, const float* x, int64_t n, int64_t stride) {
    int64_t j = 0;
    for (; j + kLanes <= n; j += kLanes) accumulate_batch<Op, Pre, R>(acc + j, x + j, stride);
    if (j < n) {
      alignas(64) float a[kLanes] = {}, v[R][kLanes] = {};
      std::copy_n(acc + j, n - j, a);
      for (int r = 0; r < R; ++r) std::copy_n(x + r * stride + j, n - j, v[r]);
      accumulate_batch<Op, Pre, R>(a, v[0], kLanes);
      std::copy_n(a, n - j, acc + j);
    }
  }

  // acc[j] = acc[j] (+) f(x[r * stride + j]) for r < rows and j < n, each element in order of
  // r: four rows at a time, so that the accumulators are loaded and stored once per four rows
  // while four input streams are read.
  template <EwOpcode Op, EwPreMap Pre>
  static void accumulate(float* acc, const float* x, int64_t n, int64_t rows, int64_t stride) {
    int64_t r = 0;
    for (; r + 4 <= rows; r += 4) accumulate_block<Op, Pre, 4>(acc, x + r * stride, n, stride);
    switch (rows - r) {
      case 3: accumulate_block<Op, Pre, 3>(acc, x + r * stride, n, stride); break;
      case 2: accumulate_block<Op, Pre, 2>(acc, x + r * stride, n, stride); break;
      case 1: accumulate_block<Op, Pre, 1>(acc, x + r * stride, n, stride); break;
      default: break;
    }
  }

  template <EwOpcode Op>
  static EwReduceFns reduce_fns_of(EwPreMap pre) {
    switch (pre) {
      case EwPreMap::Identity: return {&reduce<Op, EwPreMap::Identity>, &accumulate<Op, EwPreMap::Identity>};
      case EwPreMap::Square: return {&reduce<Op, EwPreMap::Square>, &accumulate<Op, EwPreMap::Square>};
      case EwPreMap::Abs: return {&reduce<Op, EwPreMap::Abs>, &accumulate<Op, EwPreMap::Abs>};
    }
    return {};
  }

  static EwReduceFns reduce_fns(EwOpcode combine, EwPreMap pre) {
    switch (combine) {
      case EwOpcode::Add: return reduce_fns_of<EwOpcode::Add>(pre);
      case EwOpcode::Mul: return reduce_fns_of<EwOpcode::Mul>(pre);
      case EwOpcode::Maximum: return reduce_fns_of<EwOpcode::Maximum>(pre);
      case EwOpcode::Minimum: return reduce_fns_of<EwOpcode::Minimum>(pre);
      case EwOpcode::MaxNum: return reduce_fns_of<EwOpcode::MaxNum>(pre);
      case EwOpcode::MinNum: return reduce_fns_of<EwOpcode::MinNum>(pre);
      default: return {};
    }
  }

  // Evaluates one block of n <= kEwBlock elements. in_ptr[i] points at input i's first element,
  // stepping in_step[i] elements per output element.
  static void eval_block(const EwProgram& p, int64_t n, const float* const* in_ptr, const int64_t* in_step,
                         float* const* out_ptr) {
    alignas(64) float storage[kEwMaxRegisters][kEwBlock];
    const float* reg[kEwMaxRegisters];
    const int64_t lanes = (n + kLanes - 1) / kLanes * kLanes;  // what the instructions compute
    for (uint16_t r = 0; r < p.num_registers; ++r) reg[r] = storage[r];
    for (uint16_t i = 0; i < p.num_inputs; ++i) {
      const float* src = in_ptr[i];
      const int64_t step = in_step[i];
      if (step == 1 && n == lanes) {
        reg[i] = src;  // read in place
        // Streams: ask for the block after next now, so the first instruction does not stall.
        for (int64_t j = 0; j < kEwBlock; j += 16) __builtin_prefetch(src + 2 * kEwBlock + j);
      } else if (step == 0) {
        std::fill_n(storage[i], lanes, src[0]);
        reg[i] = storage[i];
      } else {
        // A strided or partial block: gather, padding the tail with zeros (results there are
        // computed and discarded).
        for (int64_t j = 0; j < n; ++j) storage[i][j] = src[j * step];
        std::fill(storage[i] + n, storage[i] + lanes, 0.f);
        reg[i] = storage[i];
      }
    }
    for (size_t k = 0; k < p.constants.size(); ++k) {
      const uint16_t r = uint16_t(p.num_inputs + k);
      std::fill_n(storage[r], lanes, p.constants[k]);
      reg[r] = storage[r];
    }
    // The last instruction of a one-output program stores its whole batches straight into the
    // output (safe in place: each batch is read before it is written).
    const EwInstr* direct = p.outputs.size() == 1 && !p.code.empty() && p.code.back().dst == p.outputs[0] && n == lanes
                                ? &p.code.back() : nullptr;
    for (const EwInstr& in : p.code) {
      float* d = &in == direct ? out_ptr[0] : storage[in.dst];
      kInstrs[size_t(in.op)](lanes, in.pred, reg[in.a], reg[in.b], reg[in.c], d);
      reg[in.dst] = d;
    }
    for (size_t o = 0; o < p.outputs.size(); ++o) {
      const float* src = reg[p.outputs[o]];
      float* dst = out_ptr[o];
      if (src != dst) std::memmove(dst, src, size_t(n) * sizeof(float));
    }
  }
};

}  // namespace
}  // namespace linrt::engine
