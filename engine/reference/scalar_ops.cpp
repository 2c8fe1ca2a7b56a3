#include "engine/reference/scalar_ops.h"

#include <algorithm>
#include <array>
#include <bit>
#include <cmath>
#include <limits>
#include <string>

#include "linrt/error.h"

namespace linrt::ref {

namespace {

using Op = ScalarOpcode;

// How an opcode's operand and result types are constrained.
enum class Family : uint8_t {
  FloatSame,     // float operands, result of the same type
  FloatToBool,   // float operand, i1 result (isnan, ...)
  FloatPowInt,   // float base, integer exponent, result = base type
  IntSame,       // integer operands, result of the same type
  CmpF,          // float operands, i1 result
  CmpI,          // integer operands, i1 result
  Select,        // i1 condition, two operands of the result type
  FloatToFloat,  // extf / truncf
  IntToInt,      // extsi / extui / trunci / index_cast(ui)
  IntToFloat,    // sitofp / uitofp
  FloatToInt,    // fptosi / fptoui
  SameWidth,     // bitcast
};

struct OpInfo {
  std::string_view name;
  Op code;
  uint8_t arity;
  Family family;
};

constexpr OpInfo kOps[] = {
    {"arith.addf", Op::AddF, 2, Family::FloatSame},
    {"arith.subf", Op::SubF, 2, Family::FloatSame},
    {"arith.mulf", Op::MulF, 2, Family::FloatSame},
    {"arith.divf", Op::DivF, 2, Family::FloatSame},
    {"arith.remf", Op::RemF, 2, Family::FloatSame},
    {"arith.negf", Op::NegF, 1, Family::FloatSame},
    {"arith.maximumf", Op::MaximumF, 2, Family::FloatSame},
    {"arith.minimumf", Op::MinimumF, 2, Family::FloatSame},
    // maxf/minf are the pre-2023 spellings of maximumf/minimumf (NaN-propagating).
    {"arith.maxf", Op::MaximumF, 2, Family::FloatSame},
    {"arith.minf", Op::MinimumF, 2, Family::FloatSame},
    {"arith.maxnumf", Op::MaxNumF, 2, Family::FloatSame},
    {"arith.minnumf", Op::MinNumF, 2, Family::FloatSame},
    {"arith.addi", Op::AddI, 2, Family::IntSame},
    {"arith.subi", Op::SubI, 2, Family::IntSame},
    {"arith.muli", Op::MulI, 2, Family::IntSame},
    {"arith.divsi", Op::DivSI, 2, Family::IntSame},
    {"arith.divui", Op::DivUI, 2, Family::IntSame},
    {"arith.remsi", Op::RemSI, 2, Family::IntSame},
    {"arith.remui", Op::RemUI, 2, Family::IntSame},
    {"arith.floordivsi", Op::FloorDivSI, 2, Family::IntSame},
    {"arith.ceildivsi", Op::CeilDivSI, 2, Family::IntSame},
    {"arith.ceildivui", Op::CeilDivUI, 2, Family::IntSame},
    {"arith.andi", Op::AndI, 2, Family::IntSame},
    {"arith.ori", Op::OrI, 2, Family::IntSame},
    {"arith.xori", Op::XOrI, 2, Family::IntSame},
    {"arith.shli", Op::ShLI, 2, Family::IntSame},
    {"arith.shrsi", Op::ShRSI, 2, Family::IntSame},
    {"arith.shrui", Op::ShRUI, 2, Family::IntSame},
    {"arith.maxsi", Op::MaxSI, 2, Family::IntSame},
    {"arith.minsi", Op::MinSI, 2, Family::IntSame},
    {"arith.maxui", Op::MaxUI, 2, Family::IntSame},
    {"arith.minui", Op::MinUI, 2, Family::IntSame},
    {"arith.cmpf", Op::CmpF, 2, Family::CmpF},
    {"arith.cmpi", Op::CmpI, 2, Family::CmpI},
    {"arith.select", Op::Select, 3, Family::Select},
    {"arith.extf", Op::ExtF, 1, Family::FloatToFloat},
    {"arith.truncf", Op::TruncF, 1, Family::FloatToFloat},
    {"arith.extsi", Op::ExtSI, 1, Family::IntToInt},
    {"arith.extui", Op::ExtUI, 1, Family::IntToInt},
    {"arith.trunci", Op::TruncI, 1, Family::IntToInt},
    {"arith.sitofp", Op::SIToFP, 1, Family::IntToFloat},
    {"arith.uitofp", Op::UIToFP, 1, Family::IntToFloat},
    {"arith.fptosi", Op::FPToSI, 1, Family::FloatToInt},
    {"arith.fptoui", Op::FPToUI, 1, Family::FloatToInt},
    {"arith.index_cast", Op::IndexCast, 1, Family::IntToInt},
    {"arith.index_castui", Op::IndexCastUI, 1, Family::IntToInt},
    {"arith.bitcast", Op::Bitcast, 1, Family::SameWidth},
    {"math.exp", Op::Exp, 1, Family::FloatSame},
    {"math.exp2", Op::Exp2, 1, Family::FloatSame},
    {"math.expm1", Op::Expm1, 1, Family::FloatSame},
    {"math.log", Op::Log, 1, Family::FloatSame},
    {"math.log1p", Op::Log1p, 1, Family::FloatSame},
    {"math.log2", Op::Log2, 1, Family::FloatSame},
    {"math.log10", Op::Log10, 1, Family::FloatSame},
    {"math.tanh", Op::Tanh, 1, Family::FloatSame},
    {"math.erf", Op::Erf, 1, Family::FloatSame},
    {"math.erfc", Op::Erfc, 1, Family::FloatSame},
    {"math.sqrt", Op::Sqrt, 1, Family::FloatSame},
    {"math.rsqrt", Op::Rsqrt, 1, Family::FloatSame},
    {"math.cbrt", Op::Cbrt, 1, Family::FloatSame},
    {"math.powf", Op::PowF, 2, Family::FloatSame},
    {"math.fpowi", Op::FPowI, 2, Family::FloatPowInt},
    {"math.absf", Op::AbsF, 1, Family::FloatSame},
    {"math.absi", Op::AbsI, 1, Family::IntSame},
    {"math.ctpop", Op::CtPop, 1, Family::IntSame},
    {"math.ctlz", Op::CtLz, 1, Family::IntSame},
    {"math.cttz", Op::CtTz, 1, Family::IntSame},
    {"math.floor", Op::Floor, 1, Family::FloatSame},
    {"math.ceil", Op::Ceil, 1, Family::FloatSame},
    {"math.round", Op::Round, 1, Family::FloatSame},
    {"math.roundeven", Op::RoundEven, 1, Family::FloatSame},
    {"math.trunc", Op::Trunc, 1, Family::FloatSame},
    {"math.sin", Op::Sin, 1, Family::FloatSame},
    {"math.cos", Op::Cos, 1, Family::FloatSame},
    {"math.tan", Op::Tan, 1, Family::FloatSame},
    {"math.asin", Op::Asin, 1, Family::FloatSame},
    {"math.acos", Op::Acos, 1, Family::FloatSame},
    {"math.atan", Op::Atan, 1, Family::FloatSame},
    {"math.atan2", Op::Atan2, 2, Family::FloatSame},
    {"math.sinh", Op::Sinh, 1, Family::FloatSame},
    {"math.cosh", Op::Cosh, 1, Family::FloatSame},
    {"math.asinh", Op::Asinh, 1, Family::FloatSame},
    {"math.acosh", Op::Acosh, 1, Family::FloatSame},
    {"math.atanh", Op::Atanh, 1, Family::FloatSame},
    {"math.copysign", Op::CopySign, 2, Family::FloatSame},
    {"math.fma", Op::Fma, 3, Family::FloatSame},
    {"math.isnan", Op::IsNaN, 1, Family::FloatToBool},
    {"math.isinf", Op::IsInf, 1, Family::FloatToBool},
    {"math.isfinite", Op::IsFinite, 1, Family::FloatToBool},
    {"math.isnormal", Op::IsNormal, 1, Family::FloatToBool},
    {"math.ipowi", Op::IPowI, 2, Family::IntSame},
};

constexpr auto make_names() {
  std::array<std::string_view, std::size(kOps)> names{};
  for (size_t i = 0; i < std::size(kOps); ++i) names[i] = kOps[i].name;
  return names;
}
constexpr auto kOpNames = make_names();

// MLIR's arith::CmpFPredicate and arith::CmpIPredicate enums, in their integer order.
constexpr std::string_view kCmpFPredicates[] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                                "one",   "ord", "ueq", "ugt", "uge", "ult",
                                                "ule",   "une", "uno", "true"};
constexpr std::string_view kCmpIPredicates[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                                "sge", "ult", "ule", "ugt", "uge"};

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
  bool unordered = std::isnan(a) || std::isnan(b);
  switch (pred) {
    case 0: return false;
    case 1: return !unordered && a == b;
    case 2: return !unordered && a > b;
    case 3: return !unordered && a >= b;
    case 4: return !unordered && a < b;
    case 5: return !unordered && a <= b;
    case 6: return !unordered && a != b;
    case 7: return !unordered;
    case 8: return unordered || a == b;
    case 9: return unordered || a > b;
    case 10: return unordered || a >= b;
    case 11: return unordered || a < b;
    case 12: return unordered || a <= b;
    case 13: return unordered || a != b;
    case 14: return unordered;
    default: return true;
  }
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
  switch (s.dtype) {
    case DType::F16: return f32_to_f16(float(s.f));
    case DType::BF16: return f32_to_bf16(float(s.f));
    case DType::F32: return std::bit_cast<uint32_t>(float(s.f));
    case DType::F64: return std::bit_cast<uint64_t>(s.f);
    default: return zext(s.i, dtype_bits(s.dtype));
  }
}
Scalar from_raw_bits(DType t, uint64_t bits) {
  switch (t) {
    case DType::F16: return Scalar::from_float(t, f16_to_f32(uint16_t(bits)));
    case DType::BF16: return Scalar::from_float(t, bf16_to_f32(uint16_t(bits)));
    case DType::F32: return Scalar::from_float(t, std::bit_cast<float>(uint32_t(bits)));
    case DType::F64: return Scalar::from_float(t, std::bit_cast<double>(bits));
    default: return Scalar::from_int(t, int64_t(bits));
  }
}

DType element_type(const graph::Type& t, const graph::Operation& op) {
  if (t.kind == graph::Type::Kind::Scalar || t.kind == graph::Type::Kind::Tensor ||
      t.kind == graph::Type::Kind::Vector)
    return t.elem;
  throw Error(ErrorKind::Unsupported, op.describe(), "operand or result of type " + t.str() +
                                                         " is not a scalar or tensor");
}

uint8_t parse_predicate(const graph::Operation& op, bool is_float) {
  std::span<const std::string_view> names = is_float ? std::span<const std::string_view>(kCmpFPredicates)
                                                     : std::span<const std::string_view>(kCmpIPredicates);
  std::optional<std::string> mnemonic = graph::cmp_predicate(op);
  if (mnemonic)
    for (size_t i = 0; i < names.size(); ++i)
      if (names[i] == *mnemonic) return uint8_t(i);
  const graph::Attribute* a = op.attr("predicate");
  throw Error(ErrorKind::Invalid, op.describe(),
              a ? "invalid predicate " + a->str_repr() : std::string("missing 'predicate' attribute"));
}

void check_types(const graph::Operation& op, const OpInfo& info, DType operand, DType result,
                 std::optional<DType> second) {
  auto fail = [&](const std::string& what) {
    throw Error(ErrorKind::Invalid, op.describe(), what);
  };
  bool of = dtype_is_float(operand), rf = dtype_is_float(result);
  switch (info.family) {
    case Family::FloatSame:
      if (!of || operand != result) fail("expects float operands and a result of the same type");
      break;
    case Family::FloatToBool:
      if (!of || result != DType::I1) fail("expects a float operand and an i1 result");
      break;
    case Family::FloatPowInt:
      if (!of || operand != result || !second || dtype_is_float(*second))
        fail("expects a float base, an integer exponent and a result of the base type");
      break;
    case Family::IntSame:
      if (of || operand != result) fail("expects integer operands and a result of the same type");
      break;
    case Family::CmpF:
      if (!of || result != DType::I1) fail("expects float operands and an i1 result");
      break;
    case Family::CmpI:
      if (of || result != DType::I1) fail("expects integer operands and an i1 result");
      break;
    case Family::Select:
      if (!second || *second != result) fail("expects both choices to have the result type");
      break;
    case Family::FloatToFloat:
      if (!of || !rf) fail("expects float operand and result");
      break;
    case Family::IntToInt:
      if (of || rf) fail("expects integer operand and result");
      break;
    case Family::IntToFloat:
      if (of || !rf) fail("expects an integer operand and a float result");
      break;
    case Family::FloatToInt:
      if (!of || rf) fail("expects a float operand and an integer result");
      break;
    case Family::SameWidth:
      if (dtype_bits(operand) != dtype_bits(result)) fail("expects operand and result of equal bit width");
      break;
  }
}

}  // namespace

std::span<const std::string_view> scalar_op_names() { return kOpNames; }

std::optional<ScalarOp> scalar_op_for(const graph::Operation& op) {
  const OpInfo* info = nullptr;
  for (const OpInfo& e : kOps)
    if (e.name == op.name) info = &e;
  if (!info) return std::nullopt;
  if (op.operands.size() != info->arity || op.results.size() != 1)
    throw Error(ErrorKind::Invalid, op.describe(),
                "expects " + std::to_string(info->arity) + " operands and 1 result, got " +
                    std::to_string(op.operands.size()) + " and " + std::to_string(op.results.size()));
  ScalarOp s;
  s.code = info->code;
  s.arity = info->arity;
  s.result = element_type(op.results[0]->type, op);
  std::optional<DType> second;
  if (info->family == Family::Select) {
    // The condition is operands[0]; `operand` describes the two choices.
    if (element_type(op.operands[0]->type, op) != DType::I1)
      throw Error(ErrorKind::Invalid, op.describe(), "condition must be i1");
    s.operand = element_type(op.operands[1]->type, op);
    second = element_type(op.operands[2]->type, op);
    if (s.operand != *second)
      throw Error(ErrorKind::Invalid, op.describe(), "both choices must have the same type");
  } else {
    s.operand = element_type(op.operands[0]->type, op);
    if (info->arity >= 2) second = element_type(op.operands[1]->type, op);
    if (info->family != Family::FloatPowInt) {
      for (size_t k = 1; k < op.operands.size(); ++k)
        if (element_type(op.operands[k]->type, op) != s.operand)
          throw Error(ErrorKind::Invalid, op.describe(), "operands must have the same element type");
      second = s.operand;
    }
  }
  check_types(op, *info, s.operand, s.result, second);
  if (info->family == Family::CmpF) s.predicate = parse_predicate(op, true);
  if (info->family == Family::CmpI) s.predicate = parse_predicate(op, false);
  return s;
}

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

Scalar scalar_from_attribute(const graph::Attribute& a, DType t, const std::string& where) {
  using K = graph::Attribute::Kind;
  if (dtype_is_float(t)) {
    if (a.kind == K::Float) return Scalar::from_float(t, a.f);
    if (a.kind == K::Integer) return Scalar::from_float(t, double(a.i));
  } else {
    if (a.kind == K::Integer) return Scalar::from_int(t, a.i);
    if (a.kind == K::Bool) return Scalar::from_int(t, a.b ? 1 : 0);
  }
  throw Error(ErrorKind::Invalid, where,
              "expected a scalar " + std::string(dtype_name(t)) + " constant, got " + a.str_repr());
}

}  // namespace linrt::ref
