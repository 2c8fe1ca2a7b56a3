// Elementwise bodies as data: the scalar ops of one or more fused linalg.generic bodies become
// one small register program over f32 values (EwProgram), with the access of each input
// (EwAccess). Device-neutral: the CPU evaluates programs on blocks of consecutive output
// elements with SIMD batches (engine/cpu/elementwise.h), the Vulkan device turns them into GLSL
// (engine/vulkan/ew_shader.h). Booleans (cmpf results) are held as 0.0 / 1.0.
//
// The program text (EwProgram::text) is part of a dispatch's KernelKey: two dispatches whose
// bodies compile to the same program, scalar constants included, share one kernel.
#pragma once

#include <cstdint>
#include <limits>
#include <optional>
#include <span>
#include <string>
#include <vector>

#include "graph/ir.h"

namespace linrt::engine {


enum class EwOpcode : uint8_t {
  Add, Sub, Mul, Div, Rem, Maximum, Minimum, MaxNum, MinNum, Pow, CopySign,  // binary
  Neg, Abs, Exp, Exp2, Expm1, Log, Log1p, Log2, Log10, Tanh, Erf, Sqrt, Rsqrt, Cbrt,  // unary
  Floor, Ceil, Round, RoundEven, Trunc, Sin, Cos, Tan, Atan, Sinh, Cosh,
  IsNaN, IsInf, IsFinite,         // unary predicates (0.0 / 1.0)
  Cmp,                            // binary, predicate in EwInstr::pred (arith.cmpf order)
  And, Or, XOr,                   // on 0.0 / 1.0 booleans
  Select,                         // a != 0 ? b : c
  Fma,                            // a * b + c
};

// arith.cmpf predicates (0 false, 1-6 oeq ogt oge olt ole one, 7 ord, 8-13 ueq ugt uge ult ule
// une, 14 uno, 15 true): pred(b, a) as a predicate of (a, b), and !pred(a, b).
constexpr uint8_t ew_swapped_cmpf(uint8_t pred) {
  constexpr uint8_t kSwapped[16] = {0, 1, 4, 5, 2, 3, 6, 7, 8, 11, 12, 9, 10, 13, 14, 15};
  return kSwapped[pred & 15];
}
constexpr uint8_t ew_negated_cmpf(uint8_t pred) {
  constexpr uint8_t kNegated[16] = {15, 13, 12, 11, 10, 9, 8, 14, 6, 5, 4, 3, 2, 1, 7, 0};
  return kNegated[pred & 15];
}

struct EwInstr {
  EwOpcode op = EwOpcode::Add;
  uint8_t pred = 0;
  uint16_t dst = 0, a = 0, b = 0, c = 0;
};

// Registers 0 .. num_inputs-1 hold the inputs, the next constants.size() registers hold the
// constants, and instructions write the registers after those.
struct EwProgram {
  uint16_t num_inputs = 0;
  std::vector<float> constants;
  std::vector<EwInstr> code;
  std::vector<uint16_t> outputs;  // the register each output is taken from
  uint16_t num_registers = 0;

  // A deterministic disassembly, e.g. "in=2 c=[0x3dcccccd] r3=max r0,r2; out=r3".
  std::string text() const;
};

// The most registers a program may use (the CPU evaluator keeps one block per register).
constexpr uint16_t kEwMaxRegisters = 96;

// How one program input is read at iteration point p (row-major over the iteration shape):
// element base + sum(strides[d] * p[d]). Stride 0 broadcasts along a dimension.
struct EwAccess {
  int64_t base = 0;
  std::vector<int64_t> strides;
};

// Whether `access` reads a dense row-major operand of shape `shape` at the iteration point
// itself: base 0 and the row-major strides (any stride along a dimension of size 1).
bool ew_identity_access(const EwAccess& access, std::span<const int64_t> shape);

// The access of an operand read through affine map `map` over iteration shape `iter_shape`,
// for a dense row-major operand of shape `operand_shape`; nullopt when the map is not affine
// linear (floordiv, mod, symbols) or reads out of bounds.
std::optional<EwAccess> ew_access(const graph::AffineMap& map, std::span<const int64_t> iter_shape,
                                  std::span<const int64_t> operand_shape);

// Builds a program from the bodies of elementwise ops, in order; a later body may read an
// earlier body's yield directly (that is what fusion is).
class EwBuilder {
 public:
  // A register reference that stays valid while the program is built.
  struct Ref {
    enum class Kind : uint8_t { Input, Constant, Temp } kind = Kind::Temp;
    uint32_t index = 0;
  };

  Ref input(uint32_t k);
  Ref constant(float v);
  // Compiles `body` (the block of a linalg.generic-like op) with its block arguments bound to
  // `args`. Values defined outside the body must be f32 arith.constant scalars. Returns the
  // yielded refs, or nullopt (with a reason in `why`) when the body uses an op or type the
  // bytecode does not support.
  std::optional<std::vector<Ref>> add_body(const graph::Block& body, std::span<const Ref> args, std::string& why);
  // A named elementwise op (linalg.add, linalg.exp, ...) applied to `args`; nullopt if unknown.
  std::optional<Ref> add_named(const graph::OpName& op_name, std::span<const Ref> args);

  // The final program computing `outputs`, with `num_inputs` input registers; dead
  // instructions are dropped and temporaries reuse registers once dead. nullopt if it needs
  // more than kEwMaxRegisters registers.
  std::optional<EwProgram> finish(uint32_t num_inputs, std::span<const Ref> outputs) const;

 private:
  Ref emit(EwOpcode op, uint8_t pred, std::span<const Ref> operands);
  struct Instr {
    EwOpcode op;
    uint8_t pred;
    Ref a, b, c;
  };
  std::vector<float> constants_;
  std::vector<Instr> instrs_;  // Temp k is the result of instrs_[k]
};

// combine(identity, x) == x for every x, NaN and -0.0 included (the reduction combiners Add,
// Mul, Maximum, Minimum, MaxNum, MinNum).
constexpr float ew_combine_identity(EwOpcode combine) {
  switch (combine) {
    case EwOpcode::Add: return -0.0f;
    case EwOpcode::Mul: return 1.0f;
    case EwOpcode::Maximum: case EwOpcode::MaxNum: return -std::numeric_limits<float>::infinity();
    default: return std::numeric_limits<float>::infinity();
  }
}

// A standalone fused elementwise chain, as the plan describes it to every device: one program
// over the chain's iteration space, input i read through access[i], outputs dense.
struct EwKernelDesc {
  EwProgram program;
  std::vector<int64_t> shape;
  std::vector<EwAccess> access;
  // A per-channel operand of a blocked output whose last channel block is padded (CPU plans,
  // ops/layout.h): before the run, input `input`'s `channels` values per batch (at `base` +
  // n * batch_stride + c * channel_stride, n < batches) are copied into rows of whole channel
  // blocks, zero beyond `channels`, which access[input] then reads (so the padding lanes read
  // zeros, never past the operand).
  struct PaddedOperand {
    uint32_t input = 0;
    int64_t batches = 1, batch_stride = 0, channels = 0, channel_stride = 1, base = 0;
  };
  std::vector<PaddedOperand> padded;
};

}  // namespace linrt::engine
