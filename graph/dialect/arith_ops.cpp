#include "graph/dialect/arith_ops.h"

#include <array>
#include <optional>
#include <span>
#include <string>
#include <string_view>

#include "linrt/error.h"

namespace linrt::graph {

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
  Scaling,       // scaling_extf / scaling_truncf: float value, float scale, float result
};

struct OpInfo {
  OpId id;
  Op code;
  uint8_t arity;
  Family family;
};

constexpr OpInfo kOps[] = {
    {OpId::ArithAddf, Op::AddF, 2, Family::FloatSame},
    {OpId::ArithSubf, Op::SubF, 2, Family::FloatSame},
    {OpId::ArithMulf, Op::MulF, 2, Family::FloatSame},
    {OpId::ArithDivf, Op::DivF, 2, Family::FloatSame},
    {OpId::ArithRemf, Op::RemF, 2, Family::FloatSame},
    {OpId::ArithNegf, Op::NegF, 1, Family::FloatSame},
    {OpId::ArithMaximumf, Op::MaximumF, 2, Family::FloatSame},
    {OpId::ArithMinimumf, Op::MinimumF, 2, Family::FloatSame},
    // maxf/minf are the pre-2023 spellings of maximumf/minimumf (NaN-propagating).
    {OpId::ArithMaxf, Op::MaximumF, 2, Family::FloatSame},
    {OpId::ArithMinf, Op::MinimumF, 2, Family::FloatSame},
    {OpId::ArithMaxnumf, Op::MaxNumF, 2, Family::FloatSame},
    {OpId::ArithMinnumf, Op::MinNumF, 2, Family::FloatSame},
    {OpId::ArithAddi, Op::AddI, 2, Family::IntSame},
    {OpId::ArithSubi, Op::SubI, 2, Family::IntSame},
    {OpId::ArithMuli, Op::MulI, 2, Family::IntSame},
    {OpId::ArithDivsi, Op::DivSI, 2, Family::IntSame},
    {OpId::ArithDivui, Op::DivUI, 2, Family::IntSame},
    {OpId::ArithRemsi, Op::RemSI, 2, Family::IntSame},
    {OpId::ArithRemui, Op::RemUI, 2, Family::IntSame},
    {OpId::ArithFloordivsi, Op::FloorDivSI, 2, Family::IntSame},
    {OpId::ArithCeildivsi, Op::CeilDivSI, 2, Family::IntSame},
    {OpId::ArithCeildivui, Op::CeilDivUI, 2, Family::IntSame},
    {OpId::ArithAndi, Op::AndI, 2, Family::IntSame},
    {OpId::ArithOri, Op::OrI, 2, Family::IntSame},
    {OpId::ArithXori, Op::XOrI, 2, Family::IntSame},
    {OpId::ArithShli, Op::ShLI, 2, Family::IntSame},
    {OpId::ArithShrsi, Op::ShRSI, 2, Family::IntSame},
    {OpId::ArithShrui, Op::ShRUI, 2, Family::IntSame},
    {OpId::ArithMaxsi, Op::MaxSI, 2, Family::IntSame},
    {OpId::ArithMinsi, Op::MinSI, 2, Family::IntSame},
    {OpId::ArithMaxui, Op::MaxUI, 2, Family::IntSame},
    {OpId::ArithMinui, Op::MinUI, 2, Family::IntSame},
    {OpId::ArithCmpf, Op::CmpF, 2, Family::CmpF},
    {OpId::ArithCmpi, Op::CmpI, 2, Family::CmpI},
    {OpId::ArithSelect, Op::Select, 3, Family::Select},
    {OpId::ArithExtf, Op::ExtF, 1, Family::FloatToFloat},
    {OpId::ArithTruncf, Op::TruncF, 1, Family::FloatToFloat},
    {OpId::ArithExtsi, Op::ExtSI, 1, Family::IntToInt},
    {OpId::ArithExtui, Op::ExtUI, 1, Family::IntToInt},
    {OpId::ArithTrunci, Op::TruncI, 1, Family::IntToInt},
    {OpId::ArithSitofp, Op::SIToFP, 1, Family::IntToFloat},
    {OpId::ArithUitofp, Op::UIToFP, 1, Family::IntToFloat},
    {OpId::ArithFptosi, Op::FPToSI, 1, Family::FloatToInt},
    {OpId::ArithFptoui, Op::FPToUI, 1, Family::FloatToInt},
    {OpId::ArithIndexCast, Op::IndexCast, 1, Family::IntToInt},
    {OpId::ArithIndexCastui, Op::IndexCastUI, 1, Family::IntToInt},
    {OpId::ArithBitcast, Op::Bitcast, 1, Family::SameWidth},
    {OpId::ArithScalingExtf, Op::ScalingExtF, 2, Family::Scaling},
    {OpId::ArithScalingTruncf, Op::ScalingTruncF, 2, Family::Scaling},
    {OpId::MathExp, Op::Exp, 1, Family::FloatSame},
    {OpId::MathExp2, Op::Exp2, 1, Family::FloatSame},
    {OpId::MathExpm1, Op::Expm1, 1, Family::FloatSame},
    {OpId::MathLog, Op::Log, 1, Family::FloatSame},
    {OpId::MathLog1p, Op::Log1p, 1, Family::FloatSame},
    {OpId::MathLog2, Op::Log2, 1, Family::FloatSame},
    {OpId::MathLog10, Op::Log10, 1, Family::FloatSame},
    {OpId::MathTanh, Op::Tanh, 1, Family::FloatSame},
    {OpId::MathErf, Op::Erf, 1, Family::FloatSame},
    {OpId::MathErfc, Op::Erfc, 1, Family::FloatSame},
    {OpId::MathSqrt, Op::Sqrt, 1, Family::FloatSame},
    {OpId::MathRsqrt, Op::Rsqrt, 1, Family::FloatSame},
    {OpId::MathCbrt, Op::Cbrt, 1, Family::FloatSame},
    {OpId::MathPowf, Op::PowF, 2, Family::FloatSame},
    {OpId::MathFpowi, Op::FPowI, 2, Family::FloatPowInt},
    {OpId::MathAbsf, Op::AbsF, 1, Family::FloatSame},
    {OpId::MathAbsi, Op::AbsI, 1, Family::IntSame},
    {OpId::MathCtpop, Op::CtPop, 1, Family::IntSame},
    {OpId::MathCtlz, Op::CtLz, 1, Family::IntSame},
    {OpId::MathCttz, Op::CtTz, 1, Family::IntSame},
    {OpId::MathFloor, Op::Floor, 1, Family::FloatSame},
    {OpId::MathCeil, Op::Ceil, 1, Family::FloatSame},
    {OpId::MathRound, Op::Round, 1, Family::FloatSame},
    {OpId::MathRoundeven, Op::RoundEven, 1, Family::FloatSame},
    {OpId::MathTrunc, Op::Trunc, 1, Family::FloatSame},
    {OpId::MathSin, Op::Sin, 1, Family::FloatSame},
    {OpId::MathCos, Op::Cos, 1, Family::FloatSame},
    {OpId::MathTan, Op::Tan, 1, Family::FloatSame},
    {OpId::MathAsin, Op::Asin, 1, Family::FloatSame},
    {OpId::MathAcos, Op::Acos, 1, Family::FloatSame},
    {OpId::MathAtan, Op::Atan, 1, Family::FloatSame},
    {OpId::MathAtan2, Op::Atan2, 2, Family::FloatSame},
    {OpId::MathSinh, Op::Sinh, 1, Family::FloatSame},
    {OpId::MathCosh, Op::Cosh, 1, Family::FloatSame},
    {OpId::MathAsinh, Op::Asinh, 1, Family::FloatSame},
    {OpId::MathAcosh, Op::Acosh, 1, Family::FloatSame},
    {OpId::MathAtanh, Op::Atanh, 1, Family::FloatSame},
    {OpId::MathCopysign, Op::CopySign, 2, Family::FloatSame},
    {OpId::MathFma, Op::Fma, 3, Family::FloatSame},
    {OpId::MathIsnan, Op::IsNaN, 1, Family::FloatToBool},
    {OpId::MathIsinf, Op::IsInf, 1, Family::FloatToBool},
    {OpId::MathIsfinite, Op::IsFinite, 1, Family::FloatToBool},
    {OpId::MathIsnormal, Op::IsNormal, 1, Family::FloatToBool},
    {OpId::MathIpowi, Op::IPowI, 2, Family::IntSame},
};

constexpr auto make_ids() {
  std::array<OpId, std::size(kOps)> ids{};
  for (size_t i = 0; i < std::size(kOps); ++i) ids[i] = kOps[i].id;
  return ids;
}
constexpr auto kOpIds = make_ids();

// kOps by OpId, built once: an op's entry is one index away.
const OpInfo* info_of(OpId id) {
  static const auto table = [] {
    std::array<const OpInfo*, kNumOpIds> t{};
    for (const OpInfo& e : kOps) t[size_t(e.id)] = &e;
    return t;
  }();
  return table[size_t(id)];
}

// MLIR's arith::CmpFPredicate and arith::CmpIPredicate enums, in their integer order.
constexpr std::string_view kCmpFPredicates[] = {"false", "oeq", "ogt", "oge", "olt", "ole",
                                                "one",   "ord", "ueq", "ugt", "uge", "ult",
                                                "ule",   "une", "uno", "true"};
constexpr std::string_view kCmpIPredicates[] = {"eq",  "ne",  "slt", "sle", "sgt",
                                                "sge", "ult", "ule", "ugt", "uge"};

DType element_type(const Type& t, const Operation& op) {
  if (t.kind == Type::Kind::Scalar || t.kind == Type::Kind::Tensor ||
      t.kind == Type::Kind::Vector)
    return t.elem;
  throw Error(ErrorKind::Unsupported, op.describe(), "operand or result of type " + t.str() +
                                                         " is not a scalar or tensor");
}

uint8_t parse_predicate(const Operation& op, bool is_float) {
  std::span<const std::string_view> names = is_float ? std::span<const std::string_view>(kCmpFPredicates)
                                                     : std::span<const std::string_view>(kCmpIPredicates);
  std::optional<std::string> mnemonic = cmp_predicate(op);
  if (mnemonic)
    for (size_t i = 0; i < names.size(); ++i)
      if (names[i] == *mnemonic) return uint8_t(i);
  const Attribute* a = op.attr("predicate");
  throw Error(ErrorKind::Invalid, op.describe(),
              a ? "invalid predicate " + a->str_repr() : std::string("missing 'predicate' attribute"));
}

void check_types(const Operation& op, const OpInfo& info, DType operand, DType result,
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
    case Family::Scaling:
      if (!of || !rf || !second || !dtype_is_float(*second)) fail("expects float value, scale and result");
      break;
  }
}

}  // namespace

std::span<const OpId> scalar_op_ids() { return kOpIds; }

std::optional<Scalar> apply_scalar_op(const Operation& op,
                                      const std::function<std::optional<Scalar>(const Value*)>& operand) {
  const std::optional<ScalarOp> sop = scalar_op_for(op);
  if (!sop || op.operands.size() != sop->arity) return std::nullopt;
  Scalar in[3];
  for (size_t k = 0; k < op.operands.size(); ++k) {
    auto s = operand(op.operands[k]);
    if (!s) return std::nullopt;
    in[k] = *s;
  }
  return apply_scalar_op(*sop, in);
}

std::optional<ScalarOp> scalar_op_for(const Operation& op) {
  const OpInfo* info = info_of(op.id());
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
    if (info->family != Family::FloatPowInt && info->family != Family::Scaling) {
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

Scalar scalar_from_attribute(const Attribute& a, DType t, const std::string& where) {
  using K = Attribute::Kind;
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

}  // namespace linrt::graph
