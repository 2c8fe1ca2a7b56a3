// arith/math element semantics (expected values worked out by hand from the MLIR and IEEE-754
// definitions) and their handlers on scalars and tensors.
#include <doctest/doctest.h>

#include <cmath>
#include <limits>

#include "graph/dialect/arith_ops.h"
#include "tests/unit/exec_test_util.h"

using namespace linrt;
using namespace linrt::testing;
using linrt::ref::RtValue;
using linrt::ScalarOp;
using linrt::ScalarOpcode;

namespace {

const double kNaN = std::numeric_limits<double>::quiet_NaN();

ScalarOp make_op(ScalarOpcode code, DType result, DType operand, uint8_t arity, uint8_t predicate = 0) {
  ScalarOp op;
  op.code = code;
  op.result = result;
  op.operand = operand;
  op.arity = arity;
  op.predicate = predicate;
  return op;
}

Scalar F(DType t, double v) { return Scalar::from_float(t, v); }
Scalar I(DType t, int64_t v) { return Scalar::from_int(t, v); }

Scalar apply2(ScalarOpcode code, Scalar a, Scalar b, DType result) {
  Scalar args[3] = {a, b, a};
  return apply_scalar_op(make_op(code, result, a.dtype, 2), args);
}
Scalar apply1(ScalarOpcode code, Scalar a, DType result) {
  Scalar args[3] = {a, a, a};
  return apply_scalar_op(make_op(code, result, a.dtype, 1), args);
}
int64_t int2(ScalarOpcode code, DType t, int64_t a, int64_t b) { return apply2(code, I(t, a), I(t, b), t).i; }
double f32_1(ScalarOpcode code, double a) { return apply1(code, F(DType::F32, a), DType::F32).f; }

}  // namespace

TEST_CASE("cmpf: all 16 predicates on ordered, reversed, unordered and equal operands") {
  // Predicate order: false oeq ogt oge olt ole one ord ueq ugt uge ult ule une uno true.
  struct Case { double a, b; int expected[16]; };
  const Case cases[] = {
      {1, 2, {0, 0, 0, 0, 1, 1, 1, 1, 0, 0, 0, 1, 1, 1, 0, 1}},
      {2, 1, {0, 0, 1, 1, 0, 0, 1, 1, 0, 1, 1, 0, 0, 1, 0, 1}},
      {kNaN, 1, {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1}},
      {1, 1, {0, 1, 0, 1, 0, 1, 0, 1, 1, 0, 1, 0, 1, 0, 0, 1}},
  };
  for (const Case& c : cases) {
    for (uint8_t p = 0; p < 16; ++p) {
      CAPTURE(c.a);
      CAPTURE(c.b);
      CAPTURE(int(p));
      Scalar args[3] = {F(DType::F32, c.a), F(DType::F32, c.b), {}};
      Scalar r = apply_scalar_op(make_op(ScalarOpcode::CmpF, DType::I1, DType::F32, 2, p), args);
      CHECK(r.dtype == DType::I1);
      CHECK(r.i == c.expected[p]);
    }
  }
}

TEST_CASE("cmpi: all 10 predicates, signed and unsigned readings of -1 vs 1 in i8") {
  // eq ne slt sle sgt sge ult ule ugt uge; as unsigned, -1 is 255.
  const int expected[10] = {0, 1, 1, 1, 0, 0, 0, 0, 1, 1};
  for (uint8_t p = 0; p < 10; ++p) {
    CAPTURE(int(p));
    Scalar args[3] = {I(DType::I8, -1), I(DType::I8, 1), {}};
    CHECK(apply_scalar_op(make_op(ScalarOpcode::CmpI, DType::I1, DType::I8, 2, p), args).i == expected[p]);
  }
}

TEST_CASE("maximumf/minimumf propagate NaN, maxnumf/minnumf ignore it, maxf/minf are maximumf/minimumf") {
  auto f = [](ScalarOpcode c, double a, double b) { return apply2(c, F(DType::F32, a), F(DType::F32, b), DType::F32).f; };
  CHECK(std::isnan(f(ScalarOpcode::MaximumF, kNaN, 1)));
  CHECK(std::isnan(f(ScalarOpcode::MaximumF, 1, kNaN)));
  CHECK(std::isnan(f(ScalarOpcode::MinimumF, kNaN, 1)));
  CHECK(f(ScalarOpcode::MaxNumF, kNaN, 1) == 1);
  CHECK(f(ScalarOpcode::MaxNumF, 1, kNaN) == 1);
  CHECK(f(ScalarOpcode::MinNumF, kNaN, -1) == -1);
  CHECK(std::isnan(f(ScalarOpcode::MaxNumF, kNaN, kNaN)));
  // -0 orders below +0.
  CHECK(!std::signbit(f(ScalarOpcode::MaximumF, -0.0, 0.0)));
  CHECK(std::signbit(f(ScalarOpcode::MinimumF, 0.0, -0.0)));
  CHECK(f(ScalarOpcode::MaximumF, 3, -4) == 3);
  CHECK(f(ScalarOpcode::MinimumF, 3, -4) == -4);

  MlirProgram p(R"(
func.func @f(%a: f32, %b: f32) -> (f32, f32, f32, f32) {
  %0 = arith.maxf %a, %b : f32
  %1 = arith.minf %a, %b : f32
  %2 = arith.maxnumf %a, %b : f32
  %3 = arith.minnumf %a, %b : f32
  return %0, %1, %2, %3 : f32, f32, f32, f32
}
)");
  auto r = p.call("f", {RtValue::of(F(DType::F32, kNaN)), RtValue::of(F(DType::F32, 2))});
  CHECK(std::isnan(r[0].scalar.f));
  CHECK(std::isnan(r[1].scalar.f));
  CHECK(r[2].scalar.f == 2);
  CHECK(r[3].scalar.f == 2);
}

TEST_CASE("integer arithmetic wraps at the bit width") {
  CHECK(int2(ScalarOpcode::AddI, DType::I8, 127, 1) == -128);
  CHECK(int2(ScalarOpcode::SubI, DType::I8, -128, 1) == 127);
  CHECK(int2(ScalarOpcode::MulI, DType::I32, 65536, 65536) == 0);
  CHECK(int2(ScalarOpcode::MulI, DType::I16, 300, 300) == 24464);  // 90000 - 65536
  CHECK(int2(ScalarOpcode::SubI, DType::I64, INT64_MIN, 1) == INT64_MAX);
  CHECK(int2(ScalarOpcode::AddI, DType::I1, 1, 1) == 0);
  CHECK(apply1(ScalarOpcode::AbsI, I(DType::I8, -128), DType::I8).i == -128);
  CHECK(apply1(ScalarOpcode::AbsI, I(DType::I32, -5), DType::I32).i == 5);
}

TEST_CASE("division and remainder: rounding, division by zero and INT_MIN / -1 are defined") {
  CHECK(int2(ScalarOpcode::DivSI, DType::I32, -7, 2) == -3);
  CHECK(int2(ScalarOpcode::RemSI, DType::I32, -7, 2) == -1);
  CHECK(int2(ScalarOpcode::FloorDivSI, DType::I32, -7, 2) == -4);
  CHECK(int2(ScalarOpcode::FloorDivSI, DType::I32, 7, -2) == -4);
  CHECK(int2(ScalarOpcode::FloorDivSI, DType::I32, 6, -2) == -3);
  CHECK(int2(ScalarOpcode::CeilDivSI, DType::I32, -7, 2) == -3);
  CHECK(int2(ScalarOpcode::CeilDivSI, DType::I32, 7, 2) == 4);
  CHECK(int2(ScalarOpcode::CeilDivSI, DType::I32, -7, -2) == 4);
  CHECK(int2(ScalarOpcode::CeilDivUI, DType::I32, 7, 2) == 4);
  CHECK(int2(ScalarOpcode::CeilDivUI, DType::I32, 8, 2) == 4);
  CHECK(int2(ScalarOpcode::DivUI, DType::I8, -1, 2) == 127);  // 255 / 2
  CHECK(int2(ScalarOpcode::RemUI, DType::I8, -1, 7) == 3);    // 255 % 7
  // Defined here (poison in MLIR): x / 0 = 0, x % 0 = 0.
  for (ScalarOpcode c : {ScalarOpcode::DivSI, ScalarOpcode::DivUI, ScalarOpcode::RemSI, ScalarOpcode::RemUI,
                         ScalarOpcode::FloorDivSI, ScalarOpcode::CeilDivSI, ScalarOpcode::CeilDivUI}) {
    CHECK(int2(c, DType::I32, 5, 0) == 0);
    CHECK(int2(c, DType::I64, INT64_MIN, 0) == 0);
  }
  // INT_MIN / -1 wraps to INT_MIN; the remainder is 0.
  CHECK(int2(ScalarOpcode::DivSI, DType::I32, INT32_MIN, -1) == INT32_MIN);
  CHECK(int2(ScalarOpcode::DivSI, DType::I64, INT64_MIN, -1) == INT64_MIN);
  CHECK(int2(ScalarOpcode::FloorDivSI, DType::I64, INT64_MIN, -1) == INT64_MIN);
  CHECK(int2(ScalarOpcode::CeilDivSI, DType::I64, INT64_MIN, -1) == INT64_MIN);
  CHECK(int2(ScalarOpcode::RemSI, DType::I64, INT64_MIN, -1) == 0);
  CHECK(int2(ScalarOpcode::DivSI, DType::I8, -128, -1) == -128);
}

TEST_CASE("shifts: in-range amounts, and amounts of at least the width shift everything out") {
  CHECK(int2(ScalarOpcode::ShLI, DType::I8, 1, 7) == -128);
  CHECK(int2(ScalarOpcode::ShLI, DType::I8, 1, 8) == 0);
  CHECK(int2(ScalarOpcode::ShLI, DType::I32, 3, -1) == 0);  // amount read as unsigned: huge
  CHECK(int2(ScalarOpcode::ShRUI, DType::I8, -128, 4) == 8);
  CHECK(int2(ScalarOpcode::ShRUI, DType::I8, -128, 8) == 0);
  CHECK(int2(ScalarOpcode::ShRSI, DType::I8, -128, 4) == -8);
  CHECK(int2(ScalarOpcode::ShRSI, DType::I8, -128, 9) == -1);
  CHECK(int2(ScalarOpcode::ShRSI, DType::I8, 100, 9) == 0);
  CHECK(int2(ScalarOpcode::ShLI, DType::I64, 1, 63) == INT64_MIN);
  CHECK(int2(ScalarOpcode::ShLI, DType::I64, 1, 64) == 0);
}

TEST_CASE("signed and unsigned min/max, bitwise ops") {
  CHECK(int2(ScalarOpcode::MaxSI, DType::I8, -1, 1) == 1);
  CHECK(int2(ScalarOpcode::MinSI, DType::I8, -1, 1) == -1);
  CHECK(int2(ScalarOpcode::MaxUI, DType::I8, -1, 1) == -1);  // 255
  CHECK(int2(ScalarOpcode::MinUI, DType::I8, -1, 1) == 1);
  CHECK(int2(ScalarOpcode::AndI, DType::I32, 12, 10) == 8);
  CHECK(int2(ScalarOpcode::OrI, DType::I32, 12, 10) == 14);
  CHECK(int2(ScalarOpcode::XOrI, DType::I32, 12, 10) == 6);
  CHECK(apply1(ScalarOpcode::CtPop, I(DType::I8, -1), DType::I8).i == 8);
  CHECK(apply1(ScalarOpcode::CtLz, I(DType::I16, 1), DType::I16).i == 15);
  CHECK(apply1(ScalarOpcode::CtLz, I(DType::I16, 0), DType::I16).i == 16);
  CHECK(apply1(ScalarOpcode::CtTz, I(DType::I32, 8), DType::I32).i == 3);
  CHECK(apply1(ScalarOpcode::CtTz, I(DType::I32, 0), DType::I32).i == 32);
  CHECK(int2(ScalarOpcode::IPowI, DType::I32, 3, 4) == 81);
  CHECK(int2(ScalarOpcode::IPowI, DType::I32, -2, 3) == -8);
  CHECK(int2(ScalarOpcode::IPowI, DType::I8, 2, 7) == -128);  // wraps
  CHECK(int2(ScalarOpcode::IPowI, DType::I32, 5, 0) == 1);
  CHECK(int2(ScalarOpcode::IPowI, DType::I32, -1, -3) == -1);
  CHECK(int2(ScalarOpcode::IPowI, DType::I32, 1, -3) == 1);
  CHECK(int2(ScalarOpcode::IPowI, DType::I32, 2, -1) == 0);
  CHECK(int2(ScalarOpcode::IPowI, DType::I32, 0, -1) == 0);
}

TEST_CASE("float to integer conversions: truncation, saturation, NaN -> 0") {
  auto fptosi = [](double x, DType t) { return apply1(ScalarOpcode::FPToSI, F(DType::F32, x), t).i; };
  auto fptoui = [](double x, DType t) { return apply1(ScalarOpcode::FPToUI, F(DType::F32, x), t).i; };
  CHECK(fptosi(2.9, DType::I32) == 2);
  CHECK(fptosi(-2.9, DType::I32) == -2);
  CHECK(fptosi(kNaN, DType::I32) == 0);
  CHECK(fptosi(kNaN, DType::I64) == 0);
  CHECK(fptosi(1e10, DType::I32) == INT32_MAX);
  CHECK(fptosi(-1e10, DType::I32) == INT32_MIN);
  CHECK(fptosi(1e30, DType::I64) == INT64_MAX);
  CHECK(fptosi(-1e30, DType::I64) == INT64_MIN);
  CHECK(fptosi(std::numeric_limits<double>::infinity(), DType::I8) == 127);
  CHECK(fptosi(-200, DType::I8) == -128);
  CHECK(fptoui(-1, DType::I32) == 0);
  CHECK(fptoui(kNaN, DType::I32) == 0);
  CHECK(fptoui(300, DType::I8) == -1);  // saturates at 255, stored as i8 -1
  CHECK(fptoui(200.7, DType::I8) == -56);  // 200
  CHECK(fptoui(1e30, DType::I64) == -1);   // UINT64_MAX
}

TEST_CASE("integer casts and int->float conversions read signedness from the op") {
  CHECK(apply1(ScalarOpcode::ExtSI, I(DType::I1, 1), DType::I32).i == -1);
  CHECK(apply1(ScalarOpcode::ExtUI, I(DType::I1, 1), DType::I32).i == 1);
  CHECK(apply1(ScalarOpcode::ExtUI, I(DType::I8, -1), DType::I32).i == 255);
  CHECK(apply1(ScalarOpcode::TruncI, I(DType::I32, 300), DType::I8).i == 44);
  CHECK(apply1(ScalarOpcode::IndexCast, I(DType::I32, -1), DType::Index).i == -1);
  CHECK(apply1(ScalarOpcode::IndexCastUI, I(DType::I32, -1), DType::Index).i == 4294967295);
  CHECK(apply1(ScalarOpcode::IndexCast, I(DType::Index, 4294967296 + 5), DType::I32).i == 5);
  CHECK(apply1(ScalarOpcode::SIToFP, I(DType::I8, -1), DType::F32).f == -1);
  CHECK(apply1(ScalarOpcode::UIToFP, I(DType::I8, -1), DType::F32).f == 255);
  // 2^24 + 1 is not an f32: it rounds to even.
  CHECK(apply1(ScalarOpcode::SIToFP, I(DType::I32, 16777217), DType::F32).f == 16777216);
}

TEST_CASE("float conversions and bitcasts") {
  CHECK(apply1(ScalarOpcode::TruncF, F(DType::F32, 1.0009765625), DType::F16).f == 1.0009765625);  // 1 + 2^-10
  CHECK(apply1(ScalarOpcode::TruncF, F(DType::F32, 1.0001), DType::F16).f == 1.0);
  CHECK(apply1(ScalarOpcode::TruncF, F(DType::F32, 65536.0), DType::F16).f == std::numeric_limits<double>::infinity());
  CHECK(apply1(ScalarOpcode::ExtF, F(DType::BF16, 1.5), DType::F32).f == 1.5);
  CHECK(apply1(ScalarOpcode::Bitcast, F(DType::F32, 1.0), DType::I32).i == 0x3f800000);
  CHECK(apply1(ScalarOpcode::Bitcast, F(DType::F32, -2.0), DType::I32).i == int32_t(0xc0000000u));
  CHECK(apply1(ScalarOpcode::Bitcast, I(DType::I16, 0x3c00), DType::F16).f == 1.0);
  CHECK(apply1(ScalarOpcode::Bitcast, F(DType::BF16, 1.0), DType::I16).i == 0x3f80);
  CHECK(apply1(ScalarOpcode::Bitcast, F(DType::F64, 1.0), DType::I64).i == 0x3ff0000000000000);
  CHECK(apply1(ScalarOpcode::Bitcast, I(DType::I16, 0x3f80), DType::BF16).f == 1.0);
}

TEST_CASE("f16 and bf16 are computed in float and rounded to their type") {
  // f16 spacing at 1 is 2^-10: 1 + 0.0004 rounds back to 1.
  CHECK(apply2(ScalarOpcode::AddF, F(DType::F16, 1), F(DType::F16, 0.0004), DType::F16).f == 1.0);
  // bf16 spacing at 1 is 2^-7: 1 + 3 * 2^-8 is a tie that rounds to the even 1 + 2^-6.
  CHECK(apply2(ScalarOpcode::AddF, F(DType::BF16, 1), F(DType::BF16, 3.0 / 256), DType::BF16).f == 1.015625);
  // f64 keeps double precision.
  CHECK(apply2(ScalarOpcode::AddF, F(DType::F64, 1), F(DType::F64, 1e-12), DType::F64).f == 1 + 1e-12);
  CHECK(apply2(ScalarOpcode::AddF, F(DType::F32, 1), F(DType::F32, 1e-12), DType::F32).f == 1);
}

TEST_CASE("math ops on hand-checkable values") {
  CHECK(f32_1(ScalarOpcode::Exp, 0) == 1);
  CHECK(f32_1(ScalarOpcode::Exp2, 3) == 8);
  CHECK(f32_1(ScalarOpcode::Log, 1) == 0);
  CHECK(f32_1(ScalarOpcode::Log2, 8) == 3);
  CHECK(f32_1(ScalarOpcode::Log10, 1000) == doctest::Approx(3));
  CHECK(f32_1(ScalarOpcode::Log1p, 0) == 0);
  CHECK(f32_1(ScalarOpcode::Expm1, 0) == 0);
  CHECK(f32_1(ScalarOpcode::Tanh, 0) == 0);
  CHECK(f32_1(ScalarOpcode::Erf, 0) == 0);
  CHECK(f32_1(ScalarOpcode::Erfc, 0) == 1);
  CHECK(f32_1(ScalarOpcode::Sqrt, 4) == 2);
  CHECK(std::isnan(f32_1(ScalarOpcode::Sqrt, -1)));
  CHECK(f32_1(ScalarOpcode::Rsqrt, 4) == 0.5);
  CHECK(f32_1(ScalarOpcode::Cbrt, -27) == -3);
  CHECK(f32_1(ScalarOpcode::AbsF, -3) == 3);
  CHECK(f32_1(ScalarOpcode::NegF, 3) == -3);
  CHECK(f32_1(ScalarOpcode::Floor, -1.5) == -2);
  CHECK(f32_1(ScalarOpcode::Ceil, -1.5) == -1);
  CHECK(f32_1(ScalarOpcode::Trunc, -1.5) == -1);
  CHECK(f32_1(ScalarOpcode::Round, 2.5) == 3);
  CHECK(f32_1(ScalarOpcode::Round, -2.5) == -3);
  CHECK(f32_1(ScalarOpcode::Round, 0.49999997) == 0);
  CHECK(f32_1(ScalarOpcode::RoundEven, 2.5) == 2);
  CHECK(f32_1(ScalarOpcode::RoundEven, 3.5) == 4);
  CHECK(f32_1(ScalarOpcode::RoundEven, -2.5) == -2);
  CHECK(f32_1(ScalarOpcode::RoundEven, 2.6) == 3);
  CHECK(f32_1(ScalarOpcode::Sin, 0) == 0);
  CHECK(f32_1(ScalarOpcode::Cos, 0) == 1);
  CHECK(f32_1(ScalarOpcode::Atan, 0) == 0);
  CHECK(apply1(ScalarOpcode::IsNaN, F(DType::F32, kNaN), DType::I1).i == 1);
  CHECK(apply1(ScalarOpcode::IsInf, F(DType::F32, -INFINITY), DType::I1).i == 1);
  CHECK(apply1(ScalarOpcode::IsFinite, F(DType::F32, 1), DType::I1).i == 1);
  CHECK(apply1(ScalarOpcode::IsNormal, F(DType::F32, 1), DType::I1).i == 1);
  CHECK(apply1(ScalarOpcode::IsNormal, F(DType::F32, 0), DType::I1).i == 0);
  CHECK(apply1(ScalarOpcode::IsNormal, F(DType::F32, 1e-40), DType::I1).i == 0);  // f32 subnormal
  CHECK(apply1(ScalarOpcode::IsNormal, F(DType::F16, 1e-5), DType::I1).i == 0);   // f16 subnormal
  CHECK(apply1(ScalarOpcode::IsNormal, F(DType::BF16, 1e-5), DType::I1).i == 1);
  CHECK(apply2(ScalarOpcode::PowF, F(DType::F32, 2), F(DType::F32, 10), DType::F32).f == 1024);
  CHECK(apply2(ScalarOpcode::CopySign, F(DType::F32, 2), F(DType::F32, -0.0), DType::F32).f == -2);
  CHECK(apply2(ScalarOpcode::RemF, F(DType::F32, -7), F(DType::F32, 2), DType::F32).f == -1);  // sign of dividend
  Scalar pow_args[3] = {F(DType::F32, 2), I(DType::I32, -2), {}};
  ScalarOp fpowi = make_op(ScalarOpcode::FPowI, DType::F32, DType::F32, 2);
  CHECK(apply_scalar_op(fpowi, pow_args).f == 0.25);
  pow_args[1] = I(DType::I32, 0);
  CHECK(apply_scalar_op(fpowi, pow_args).f == 1);
  Scalar fma_args[3] = {F(DType::F32, 2), F(DType::F32, 3), F(DType::F32, 4)};
  CHECK(apply_scalar_op(make_op(ScalarOpcode::Fma, DType::F32, DType::F32, 3), fma_args).f == 10);
}

TEST_CASE("arith on tensors is element-wise, select takes an i1 tensor or an i1 scalar") {
  MlirProgram p(R"(
func.func @f(%a: tensor<2x2xf32>, %b: tensor<2x2xf32>, %c: tensor<2x2xi1>, %s: i1)
    -> (tensor<2x2xf32>, tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) {
  %sum = arith.addf %a, %b : tensor<2x2xf32>
  %gt = arith.cmpf ogt, %a, %b : tensor<2x2xf32>
  %sel = arith.select %c, %a, %b : tensor<2x2xi1>, tensor<2x2xf32>
  %sel2 = arith.select %s, %a, %b : tensor<2x2xf32>
  return %sum, %gt, %sel, %sel2 : tensor<2x2xf32>, tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>
}
)");
  auto r = p.call("f", {arg(DType::F32, {2, 2}, {1, 5, 3, 7}), arg(DType::F32, {2, 2}, {4, 2, 6, 0}),
                        arg(DType::I1, {2, 2}, {1, 0, 0, 1}), RtValue::of(Scalar::from_int(DType::I1, 0))});
  REQUIRE(r.size() == 4);
  CHECK(values_of(r[0].tensor) == std::vector<double>{5, 7, 9, 7});
  CHECK(r[1].tensor.dtype() == DType::I1);
  CHECK(values_of(r[1].tensor) == std::vector<double>{0, 1, 0, 1});
  CHECK(values_of(r[2].tensor) == std::vector<double>{1, 2, 6, 7});
  CHECK(values_of(r[3].tensor) == std::vector<double>{4, 2, 6, 0});
}

TEST_CASE("cmpf/cmpi predicates in generic form (integer enum) match the custom form") {
  MlirProgram p(R"(
func.func @f(%a: f32, %b: f32, %x: i32, %y: i32) -> (i1, i1, i1, i1) {
  %0 = arith.cmpf olt, %a, %b : f32
  %1 = "arith.cmpf"(%a, %b) {predicate = 4 : i64} : (f32, f32) -> i1
  %2 = arith.cmpi ult, %x, %y : i32
  %3 = "arith.cmpi"(%x, %y) {predicate = 6 : i64} : (i32, i32) -> i1
  return %0, %1, %2, %3 : i1, i1, i1, i1
}
)");
  auto r = p.call("f", {RtValue::of(F(DType::F32, 1)), RtValue::of(F(DType::F32, 2)),
                        RtValue::of(I(DType::I32, -1)), RtValue::of(I(DType::I32, 1))});
  CHECK(r[0].scalar.i == 1);
  CHECK(r[1].scalar.i == 1);
  CHECK(r[2].scalar.i == 0);  // 0xffffffff < 1 is false
  CHECK(r[3].scalar.i == 0);
}

TEST_CASE("arith handlers: divsi by zero on tensors does not crash, shape mismatch names the op") {
  const char* text = R"(
func.func @div(%a: tensor<3xi32>, %b: tensor<3xi32>) -> tensor<3xi32> {
  %q = arith.divsi %a, %b : tensor<3xi32>
  return %q : tensor<3xi32>
}
func.func @bad(%a: tensor<3xi32>, %b: tensor<2xi32>) -> tensor<3xi32> {
  %q = "arith.addi"(%a, %b) : (tensor<3xi32>, tensor<2xi32>) -> tensor<3xi32>
  return %q : tensor<3xi32>
}
func.func @types(%a: f32) -> f32 {
  %q = "arith.addi"(%a, %a) : (f32, f32) -> f32
  return %q : f32
}
)";
  // The verifier refuses @bad and @types at load; the handlers' own checks run unverified.
  CHECK(load_error(text).find("arith.addi at test.mlir:7:3: operand #1 has type 'tensor<2xi32>'") != std::string::npos);
  MlirProgram p(text, unverified());
  HostTensor q = p.tensor("div", {arg(DType::I32, {3}, {7, -8, 9}), arg(DType::I32, {3}, {0, 2, 0})});
  CHECK(values_of(q) == std::vector<double>{0, -4, 0});
  Error e = expect_error([&] { p.call("bad", {arg(DType::I32, {3}, {1, 2, 3}), arg(DType::I32, {2}, {1, 2})}); });
  CHECK(e.where().find("arith.addi") != std::string::npos);
  e = expect_error([&] { p.call("types", {RtValue::of(F(DType::F32, 1))}); });
  CHECK(e.where().find("arith.addi") != std::string::npos);
}

TEST_CASE("scaling_extf / scaling_truncf: MLIR's expansion, each step rounded (worked by hand)") {
  MlirProgram p(R"(
func.func @ext(%x: tensor<4xf4E2M1FN>, %s: tensor<4xf8E8M0FNU>) -> tensor<4xf32> {
  %r = arith.scaling_extf %x, %s : tensor<4xf4E2M1FN>, tensor<4xf8E8M0FNU> to tensor<4xf32>
  return %r : tensor<4xf32>
}
func.func @trunc(%x: tensor<5xf32>, %s: tensor<5xf8E8M0FNU>) -> tensor<5xf4E2M1FN> {
  %r = arith.scaling_truncf %x, %s : tensor<5xf32>, tensor<5xf8E8M0FNU> to tensor<5xf4E2M1FN>
  return %r : tensor<5xf4E2M1FN>
}
func.func @wide_scale(%x: f32, %s: f32) -> f8E4M3FN {
  %r = arith.scaling_truncf %x, %s : f32, f32 to f8E4M3FN
  return %r : f8E4M3FN
}
)");
  // extf: value * 2^scale; the NaN scale (0xFF) gives NaN.
  auto e = p.call("ext", {arg(DType::F4E2M1FN, {4}, {0.5, -3, 6, 1}), arg(DType::F8E8M0FNU, {4}, {0.5, 8, kNaN, 1})});
  REQUIRE(e.size() == 1);
  std::vector<double> ev = values_of(e[0].tensor);
  CHECK(ev[0] == 0.25);
  CHECK(ev[1] == -24);
  CHECK(std::isnan(ev[2]));
  CHECK(ev[3] == 1);
  // truncf: value / 2^scale rounded to f4E2M1FN: 3/2 = 1.5 exact; 40/8 = 5, the tie between
  // 4 and 6, goes to the even 4; -0.3/0.25 = -1.2 -> -1; 1e6 saturates to 6; 5/2 = 2.5, the
  // tie between 2 and 3, goes to 2.
  auto t = p.call("trunc", {arg(DType::F32, {5}, {3, 40, -0.3, 1e6, 5}), arg(DType::F8E8M0FNU, {5}, {2, 8, 0.25, 1, 2})});
  REQUIRE(t.size() == 1);
  CHECK(t[0].tensor.dtype() == DType::F4E2M1FN);
  CHECK(values_of(t[0].tensor) == std::vector<double>{1.5, 4, -1, 6, 2});
  // An f32 scale is first truncated to f8E8M0FNU: 3 -> 4 (the tie goes up), 10 / 4 = 2.5.
  auto w = p.call("wide_scale", {RtValue::of(F(DType::F32, 10)), RtValue::of(F(DType::F32, 3))});
  REQUIRE(w.size() == 1);
  CHECK(w[0].scalar.dtype == DType::F8E4M3FN);
  CHECK(w[0].scalar.f == 2.5);
}

TEST_CASE("scaling_extf / scaling_truncf: the verifier's width rule") {
  std::string err = load_error(R"(
func.func @f(%x: f32, %s: f8E8M0FNU) -> f16 {
  %r = arith.scaling_extf %x, %s : f32, f8E8M0FNU to f16
  return %r : f16
}
)");
  CHECK(err.find("must be wider than the operand type") != std::string::npos);
}
