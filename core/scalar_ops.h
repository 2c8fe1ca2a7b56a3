// Element-level semantics of the arith and math dialects: what one op does to scalars, with
// the element types resolved. The reference executor applies them to scalars and element-wise
// to tensors, the linalg body evaluator per iteration point, and shape specialisation folds
// index arithmetic with them; one definition keeps all of these bit-identical. Which op of the
// IR is which ScalarOp is the graph's business (graph/dialect/arith_ops.h).
//
// Arithmetic precision: f32 is computed in float, f16 and bf16 in float and then rounded to
// their type, f64 in double. Integers are computed at their bit width with wraparound. Cases
// that MLIR leaves as poison or undefined behaviour get a fixed, documented result here (see
// scalar_ops.cpp), so that no input can make an evaluator misbehave.
#pragma once

#include <cstdint>

#include "core/host_tensor.h"

namespace linrt {

enum class ScalarOpcode : uint8_t {
  // float binary
  AddF, SubF, MulF, DivF, RemF, MaximumF, MinimumF, MaxNumF, MinNumF, PowF, Atan2, CopySign,
  // float unary
  NegF, AbsF, Exp, Exp2, Expm1, Log, Log1p, Log2, Log10, Tanh, Erf, Erfc, Sqrt, Rsqrt, Cbrt,
  Floor, Ceil, Round, RoundEven, Trunc, Sin, Cos, Tan, Asin, Acos, Atan, Sinh, Cosh, Asinh,
  Acosh, Atanh,
  // float predicates (i1 result)
  IsNaN, IsInf, IsFinite, IsNormal,
  // float ternary, float ** integer
  Fma, FPowI,
  // integer binary
  AddI, SubI, MulI, DivSI, DivUI, RemSI, RemUI, FloorDivSI, CeilDivSI, CeilDivUI, AndI, OrI,
  XOrI, ShLI, ShRSI, ShRUI, MaxSI, MinSI, MaxUI, MinUI,
  // integer unary and integer ** integer
  AbsI, CtPop, CtLz, CtTz, IPowI,
  // comparisons and selection
  CmpF, CmpI, Select,
  // conversions
  ExtF, TruncF, ExtSI, ExtUI, TruncI, SIToFP, UIToFP, FPToSI, FPToUI, IndexCast, IndexCastUI,
  Bitcast,
  // MX block scaling: (value, scale) -> value * scale extended, value / scale truncated
  ScalingExtF, ScalingTruncF,
};

// One arith/math op with its element types resolved: everything needed to apply it to
// scalars. `operand` is the element type of the first operand (of the second for select).
struct ScalarOp {
  ScalarOpcode code = ScalarOpcode::AddF;
  DType result = DType::F32;
  DType operand = DType::F32;
  uint8_t predicate = 0;  // cmpf: 0..15, cmpi: 0..9, in MLIR's enum order
  uint8_t arity = 2;
};

// arith.cmpf's predicates 0..15 (MLIR's enum order) over any value type V whose comparisons
// give a mask M: bool for scalars, a SIMD batch's mask in the CPU evaluator. The ordered
// predicates are false and the unordered ones true where `unordered` holds (an operand is NaN).
template <class M, class V>
M compare_float_predicate(uint8_t pred, const V& a, const V& b, const M& unordered) {
  const M ordered = !unordered;
  switch (pred) {
    case 0: return M(false);
    case 1: return ordered && (a == b);
    case 2: return ordered && (a > b);
    case 3: return ordered && (a >= b);
    case 4: return ordered && (a < b);
    case 5: return ordered && (a <= b);
    case 6: return ordered && (a != b);
    case 7: return ordered;
    case 8: return unordered || (a == b);
    case 9: return unordered || (a > b);
    case 10: return unordered || (a >= b);
    case 11: return unordered || (a < b);
    case 12: return unordered || (a <= b);
    case 13: return unordered || (a != b);
    case 14: return unordered;
    default: return M(true);
  }
}

// Applies `op` to `args` (op.arity of them, of the op's operand types).
Scalar apply_scalar_op(const ScalarOp& op, const Scalar* args);

// Converts with linalg's `cast_signed` semantics (used by linalg.fill and the named
// elementwise ops): integers are sign-extended or truncated, int->float is sitofp,
// float->int is fptosi (saturating, NaN -> 0), float->float rounds.
Scalar convert_signed(DType to, const Scalar& v);

}  // namespace linrt
