#include "core/scalar_ops.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <limits>

namespace linrt {

namespace {

using Op = ScalarOpcode;

// ---- integer helpers: values are normalised at the op's bit width before use, so the result
// does not depend on how the Scalar happened to be extended.

int64_t sext(int64_t v, unsigned bits) {
  if (bits >= 64) return v;
  unsigned shift = 64 - bits;
  return int64_t(uint64_t(v) << shift) >> shift;
}

uint64_t zext(int64_t v, unsigned bits) {
  if (bits >= 64) return uint64_t(v);
  return uint64_t(v) & ((uint64_t(1) << bits) - 1);
}

Scalar int_result(DType t, uint64_t v) { return Scalar::from_int(t, int64_t(v)); }
Scalar bool_result(bool b) { return Scalar::from_int(DType::I1, b ? 1 : 0); }

// ---- float helpers: f64 in double; f32, f16 and bf16 in float, then rounded to the type.

template <class F>
Scalar float_unary(DType t, double a, F f) {
  if (t == DType::F64) return Scalar::from_float(t, f(a));
  return Scalar::from_float(t, double(f(float(a))));
}

template <class F>
Scalar float_binary(DType t, double a, double b, F f) {
  if (t == DType::F64) return Scalar::from_float(t, f(a, b));
  return Scalar::from_float(t, double(f(float(a), float(b))));
}

// IEEE 754-2019 maximum/minimum: NaN if either is NaN; -0 orders below +0.
template <class T> T ieee_maximum(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
  if (a == b) return std::signbit(a) ? b : a;
  return a > b ? a : b;
}
template <class T> T ieee_minimum(T a, T b) {
  if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
  if (a == b) return std::signbit(a) ? a : b;
  return a < b ? a : b;
}
// IEEE 754-2019 maximumNumber/minimumNumber: a NaN operand is ignored.
template <class T> T ieee_maximum_number(T a, T b) {
  if (std::isnan(a)) return b;
  if (std::isnan(b)) return a;
  return ieee_maximum(a, b);
}
template <class T> T ieee_minimum_number(T a, T b) {
  if (std::isnan(a)) return b;
  if (std::isnan(b)) return a;
  return ieee_minimum(a, b);
}

// Round half to even without depending on the current floating-point rounding mode.
template <class T> T round_half_even(T x) {
  T r = std::round(x);  // half away from zero
  if (std::fabs(x - std::trunc(x)) == T(0.5)) r = T(2) * std::round(x / T(2));
  return r;
}

// x ** n by repeated squaring in x's type, as MLIR expands math.fpowi; a negative exponent
// yields 1 / x ** |n|.
template <class T> T pow_int(T x, int64_t n) {
  uint64_t m = n < 0 ? uint64_t(0) - uint64_t(n) : uint64_t(n);
  T result = T(1), base = x;
  while (m) {
    if (m & 1) result *= base;
    base *= base;
    m >>= 1;
  }
  return n < 0 ? T(1) / result : result;
}

// b ** n with wrapping multiplication, as MLIR expands math.ipowi. A negative exponent gives
// the truncated value of 1 / b ** |n|: 1 for b = 1, +-1 for b = -1, else 0 (and 0 for b = 0,
// which MLIR leaves as a division by zero).
uint64_t int_power(int64_t b, int64_t n) {
  if (n < 0) {
    if (b == 1) return 1;
    if (b == -1) return (n & 1) ? uint64_t(-1) : 1;
    return 0;
  }
  uint64_t result = 1, base = uint64_t(b), m = uint64_t(n);
  while (m) {
    if (m & 1) result *= base;
    base *= base;
    m >>= 1;
  }
  return result;
}

bool compare_float(uint8_t pred, double a, double b) {
  return compare_float_predicate<bool>(pred, a, b, std::isnan(a) || std::isnan(b));
}

bool compare_int(uint8_t pred, int64_t a, int64_t b, unsigned bits) {
  int64_t sa = sext(a, bits), sb = sext(b, bits);
  uint64_t ua = zext(a, bits), ub = zext(b, bits);
  switch (pred) {
    case 0: return ua == ub;
    case 1: return ua != ub;
    case 2: return sa < sb;
    case 3: return sa <= sb;
    case 4: return sa > sb;
    case 5: return sa >= sb;
    case 6: return ua < ub;
    case 7: return ua <= ub;
    case 8: return ua > ub;
    default: return ua >= ub;
  }
}

// float -> integer of `bits` bits, truncating toward zero. MLIR makes NaN and out-of-range
// values poison; here NaN gives 0 and out-of-range values saturate to the type's limits.
int64_t float_to_signed(double x, unsigned bits) {
  if (std::isnan(x)) return 0;
  double lo = -std::ldexp(1.0, int(bits) - 1);  // exactly representable
  double hi = std::ldexp(1.0, int(bits) - 1);   // first value out of range
  if (x <= lo) return bits >= 64 ? std::numeric_limits<int64_t>::min() : int64_t(lo);
  if (x >= hi) return bits >= 64 ? std::numeric_limits<int64_t>::max() : int64_t(hi) - 1;
  return int64_t(x);
}
uint64_t float_to_unsigned(double x, unsigned bits) {
  if (std::isnan(x) || x <= 0) return 0;
  double hi = std::ldexp(1.0, int(bits));
  if (x >= hi) return bits >= 64 ? std::numeric_limits<uint64_t>::max() : (uint64_t(1) << bits) - 1;
  return uint64_t(x);
}

// int -> float with a single rounding: int64 -> float directly for the float-computed types.
Scalar signed_to_float(DType t, int64_t v) {
  if (t == DType::F64) return Scalar::from_float(t, double(v));
  return Scalar::from_float(t, double(float(v)));
}
Scalar unsigned_to_float(DType t, uint64_t v) {
  if (t == DType::F64) return Scalar::from_float(t, double(v));
  return Scalar::from_float(t, double(float(v)));
}

uint64_t raw_bits(const Scalar& s) {
  return s.is_float() ? float_to_bits(s.dtype, s.f) : zext(s.i, dtype_bits(s.dtype));
}
Scalar from_raw_bits(DType t, uint64_t bits) {
  return dtype_is_float(t) ? Scalar::from_float(t, float_from_bits(t, bits)) : Scalar::from_int(t, int64_t(bits));
}

// A scaling op's scale as f8E8M0FNU: wider scales are truncated to it first.
double e8m0_scale(const Scalar& s) {
  return dtype_bits(s.dtype) >= 16 ? Scalar::from_float(DType::F8E8M0FNU, s.f).f : s.f;
}

}  // namespace

Scalar apply_scalar_op(const ScalarOp& op, const Scalar* args) {
  const DType t = op.result;
  const unsigned bits = dtype_bits(op.operand);
  const Scalar& a = args[0];
  // Operands that an op does not have are never read; `b`/`c` alias `a` then.
  const Scalar& b = op.arity > 1 ? args[1] : a;
  const Scalar& c = op.arity > 2 ? args[2] : a;
  auto sa = [&] { return sext(a.i, bits); };
  auto sb = [&] { return sext(b.i, bits); };
  auto ua = [&] { return zext(a.i, bits); };
  auto ub = [&] { return zext(b.i, bits); };

  switch (op.code) {
    case Op::AddF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return x + y; });
    case Op::SubF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return x - y; });
    case Op::MulF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return x * y; });
    case Op::DivF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return x / y; });
    case Op::RemF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return std::fmod(x, y); });
    case Op::MaximumF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return ieee_maximum(x, y); });
    case Op::MinimumF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return ieee_minimum(x, y); });
    case Op::MaxNumF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return ieee_maximum_number(x, y); });
    case Op::MinNumF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return ieee_minimum_number(x, y); });
    case Op::PowF: return float_binary(t, a.f, b.f, [](auto x, auto y) { return std::pow(x, y); });
    case Op::Atan2: return float_binary(t, a.f, b.f, [](auto x, auto y) { return std::atan2(x, y); });
    case Op::CopySign: return float_binary(t, a.f, b.f, [](auto x, auto y) { return std::copysign(x, y); });
    case Op::NegF: return float_unary(t, a.f, [](auto x) { return -x; });
    case Op::AbsF: return float_unary(t, a.f, [](auto x) { return std::fabs(x); });
    case Op::Exp: return float_unary(t, a.f, [](auto x) { return std::exp(x); });
    case Op::Exp2: return float_unary(t, a.f, [](auto x) { return std::exp2(x); });
    case Op::Expm1: return float_unary(t, a.f, [](auto x) { return std::expm1(x); });
    case Op::Log: return float_unary(t, a.f, [](auto x) { return std::log(x); });
    case Op::Log1p: return float_unary(t, a.f, [](auto x) { return std::log1p(x); });
    case Op::Log2: return float_unary(t, a.f, [](auto x) { return std::log2(x); });
    case Op::Log10: return float_unary(t, a.f, [](auto x) { return std::log10(x); });
    case Op::Tanh: return float_unary(t, a.f, [](auto x) { return std::tanh(x); });
    case Op::Erf: return float_unary(t, a.f, [](auto x) { return std::erf(x); });
    case Op::Erfc: return float_unary(t, a.f, [](auto x) { return std::erfc(x); });
    case Op::Sqrt: return float_unary(t, a.f, [](auto x) { return std::sqrt(x); });
    case Op::Rsqrt: return float_unary(t, a.f, [](auto x) { return decltype(x)(1) / std::sqrt(x); });
    case Op::Cbrt: return float_unary(t, a.f, [](auto x) { return std::cbrt(x); });
    case Op::Floor: return float_unary(t, a.f, [](auto x) { return std::floor(x); });
    case Op::Ceil: return float_unary(t, a.f, [](auto x) { return std::ceil(x); });
    case Op::Round: return float_unary(t, a.f, [](auto x) { return std::round(x); });
    case Op::RoundEven: return float_unary(t, a.f, [](auto x) { return round_half_even(x); });
    case Op::Trunc: return float_unary(t, a.f, [](auto x) { return std::trunc(x); });
    case Op::Sin: return float_unary(t, a.f, [](auto x) { return std::sin(x); });
    case Op::Cos: return float_unary(t, a.f, [](auto x) { return std::cos(x); });
    case Op::Tan: return float_unary(t, a.f, [](auto x) { return std::tan(x); });
    case Op::Asin: return float_unary(t, a.f, [](auto x) { return std::asin(x); });
    case Op::Acos: return float_unary(t, a.f, [](auto x) { return std::acos(x); });
    case Op::Atan: return float_unary(t, a.f, [](auto x) { return std::atan(x); });
    case Op::Sinh: return float_unary(t, a.f, [](auto x) { return std::sinh(x); });
    case Op::Cosh: return float_unary(t, a.f, [](auto x) { return std::cosh(x); });
    case Op::Asinh: return float_unary(t, a.f, [](auto x) { return std::asinh(x); });
    case Op::Acosh: return float_unary(t, a.f, [](auto x) { return std::acosh(x); });
    case Op::Atanh: return float_unary(t, a.f, [](auto x) { return std::atanh(x); });
    case Op::IsNaN: return bool_result(std::isnan(a.f));
    case Op::IsInf: return bool_result(std::isinf(a.f));
    case Op::IsFinite: return bool_result(std::isfinite(a.f));
    case Op::IsNormal: {
      // Normal in the operand's own type: f16 has a narrower exponent range than the double
      // that holds it (bf16 shares f32's).
      double min_normal = op.operand == DType::F16   ? 0x1p-14
                          : op.operand == DType::F64 ? std::numeric_limits<double>::min()
                          : dtype_is_minifloat(op.operand) ? minifloat_min_normal(op.operand)
                                                     : double(std::numeric_limits<float>::min());
      return bool_result(std::isfinite(a.f) && std::fabs(a.f) >= min_normal);
    }
    case Op::Fma:
      if (t == DType::F64) return Scalar::from_float(t, std::fma(a.f, b.f, c.f));
      return Scalar::from_float(t, double(std::fma(float(a.f), float(b.f), float(c.f))));
    case Op::FPowI: {
      int64_t n = sext(b.i, dtype_bits(b.dtype));
      if (t == DType::F64) return Scalar::from_float(t, pow_int(a.f, n));
      return Scalar::from_float(t, double(pow_int(float(a.f), n)));
    }

    // Integer arithmetic wraps: it is done on uint64 and truncated to the width.
    case Op::AddI: return int_result(t, uint64_t(a.i) + uint64_t(b.i));
    case Op::SubI: return int_result(t, uint64_t(a.i) - uint64_t(b.i));
    case Op::MulI: return int_result(t, uint64_t(a.i) * uint64_t(b.i));
    // Division and remainder by zero are undefined in MLIR; here they give 0. The one signed
    // overflow, INT_MIN / -1, wraps to INT_MIN (remainder 0).
    case Op::DivSI: {
      int64_t x = sa(), y = sb();
      if (y == 0) return int_result(t, 0);
      if (y == -1) return int_result(t, uint64_t(0) - uint64_t(x));
      return int_result(t, uint64_t(x / y));
    }
    case Op::RemSI: {
      int64_t x = sa(), y = sb();
      if (y == 0 || y == -1) return int_result(t, 0);
      return int_result(t, uint64_t(x % y));
    }
    case Op::DivUI: return int_result(t, ub() == 0 ? 0 : ua() / ub());
    case Op::RemUI: return int_result(t, ub() == 0 ? 0 : ua() % ub());
    case Op::FloorDivSI: {
      int64_t x = sa(), y = sb();
      if (y == 0) return int_result(t, 0);
      if (y == -1) return int_result(t, uint64_t(0) - uint64_t(x));
      int64_t q = x / y;
      if (x % y != 0 && ((x < 0) != (y < 0))) --q;
      return int_result(t, uint64_t(q));
    }
    case Op::CeilDivSI: {
      int64_t x = sa(), y = sb();
      if (y == 0) return int_result(t, 0);
      if (y == -1) return int_result(t, uint64_t(0) - uint64_t(x));
      int64_t q = x / y;
      if (x % y != 0 && ((x < 0) == (y < 0))) ++q;
      return int_result(t, uint64_t(q));
    }
    case Op::CeilDivUI: {
      uint64_t x = ua(), y = ub();
      if (y == 0) return int_result(t, 0);
      return int_result(t, x / y + (x % y != 0 ? 1 : 0));
    }
    case Op::AndI: return int_result(t, uint64_t(a.i & b.i));
    case Op::OrI: return int_result(t, uint64_t(a.i | b.i));
    case Op::XOrI: return int_result(t, uint64_t(a.i ^ b.i));
    // A shift amount (read as unsigned) of at least the bit width is poison in MLIR; here it
    // shifts every bit out: 0 for shli/shrui, the sign fill for shrsi.
    case Op::ShLI: return int_result(t, ub() >= bits ? 0 : ua() << ub());
    case Op::ShRUI: return int_result(t, ub() >= bits ? 0 : ua() >> ub());
    case Op::ShRSI: return int_result(t, uint64_t(ub() >= bits ? (sa() < 0 ? -1 : 0) : sa() >> ub()));
    case Op::MaxSI: return int_result(t, uint64_t(std::max(sa(), sb())));
    case Op::MinSI: return int_result(t, uint64_t(std::min(sa(), sb())));
    case Op::MaxUI: return int_result(t, std::max(ua(), ub()));
    case Op::MinUI: return int_result(t, std::min(ua(), ub()));
    // |INT_MIN| wraps to INT_MIN, as two's complement negation does.
    case Op::AbsI: return int_result(t, sa() < 0 ? uint64_t(0) - uint64_t(sa()) : uint64_t(sa()));
    case Op::CtPop: return int_result(t, uint64_t(std::popcount(ua())));
    case Op::CtLz: return int_result(t, uint64_t(std::countl_zero(ua()) - (64 - int(bits))));
    case Op::CtTz: return int_result(t, ua() == 0 ? bits : uint64_t(std::countr_zero(ua())));
    case Op::IPowI: return int_result(t, int_power(sa(), sb()));

    case Op::CmpF: return bool_result(compare_float(op.predicate, a.f, b.f));
    case Op::CmpI: return bool_result(compare_int(op.predicate, a.i, b.i, bits));
    case Op::Select: return (a.i & 1) ? b : c;

    case Op::ExtF: case Op::TruncF: return Scalar::from_float(t, a.f);
    case Op::ExtSI: case Op::IndexCast: case Op::TruncI: return Scalar::from_int(t, sa());
    case Op::ExtUI: case Op::IndexCastUI: return int_result(t, ua());
    case Op::SIToFP: return signed_to_float(t, sa());
    case Op::UIToFP: return unsigned_to_float(t, ua());
    case Op::FPToSI: return Scalar::from_int(t, float_to_signed(a.f, dtype_bits(t)));
    case Op::FPToUI: return int_result(t, float_to_unsigned(a.f, dtype_bits(t)));
    case Op::Bitcast: return from_raw_bits(t, raw_bits(a));
    // MLIR's definition (arith-expand): a scale of 16 bits or more is first truncated to
    // f8E8M0FNU; the scale is then extended to the result type and multiplied (scaling_extf),
    // or extended to the input type, divided into the input and the quotient truncated to the
    // result type (scaling_truncf). Each step rounds to its type.
    case Op::ScalingExtF: {
      Scalar scale = Scalar::from_float(t, e8m0_scale(b));
      return float_binary(t, a.f, scale.f, [](auto x, auto y) { return x * y; });
    }
    case Op::ScalingTruncF: {
      Scalar scale = Scalar::from_float(op.operand, e8m0_scale(b));
      Scalar q = float_binary(op.operand, a.f, scale.f, [](auto x, auto y) { return x / y; });
      return Scalar::from_float(t, q.f);
    }
  }
  return a;
}

Scalar convert_signed(DType to, const Scalar& v) {
  bool from_float = v.is_float(), to_float = dtype_is_float(to);
  if (from_float && to_float) return Scalar::from_float(to, v.f);
  if (from_float) return Scalar::from_int(to, float_to_signed(v.f, dtype_bits(to)));
  int64_t s = sext(v.i, dtype_bits(v.dtype));
  if (to_float) return signed_to_float(to, s);
  return Scalar::from_int(to, s);
}

}  // namespace linrt
