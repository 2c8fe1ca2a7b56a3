// Elementwise bodies as data: the scalar ops of one or more fused linalg.generic bodies become
// one small register program over f32 values, which a CPU evaluator runs on blocks of
// consecutive output elements with SIMD batches. Booleans (cmpf results) are held as 0.0 / 1.0.
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

#include "engine/cpu/kernel.h"
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

// The most registers a program may use (the evaluator keeps one block per register).
constexpr uint16_t kEwMaxRegisters = 96;
// Elements evaluated per instruction step.
constexpr int64_t kEwBlock = 256;

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
  std::optional<Ref> add_named(std::string_view op_name, std::span<const Ref> args);

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

// Evaluates `program` for the `count` consecutive elements starting at row-major flat index
// `flat_begin` of iteration shape `shape`. Input i is read from inputs[i] through access[i];
// every output is dense over the iteration shape. An output may be the same buffer as an input
// read with the identity access (in-place evaluation is safe).
void ew_run(const EwProgram& program, std::span<const int64_t> shape, std::span<const float* const> inputs,
            std::span<const EwAccess> access, std::span<float* const> outputs, int64_t flat_begin, int64_t count);

// ew_run over the whole iteration space, split over `threads` OpenMP threads when it is large.
void ew_run_all(const EwProgram& program, std::span<const int64_t> shape, std::span<const float* const> inputs,
                std::span<const EwAccess> access, std::span<float* const> outputs, int threads);

// Streaming SIMD loops for reductions (engine/cpu/reduction_kernel.cpp) whose map is a plain
// function f of one input contiguous along the row: f(x) = x, x * x or |x|, evaluated exactly as
// the program's mulf / absf would be. The combiner is Add, Mul, Maximum, Minimum, MaxNum or
// MinNum with the evaluator's semantics (NaN and signed zeros included).
enum class EwPreMap : uint8_t { Identity, Square, Abs };

// combine(identity, x) == x for every x, NaN and -0.0 included.
constexpr float ew_combine_identity(EwOpcode combine) {
  switch (combine) {
    case EwOpcode::Add: return -0.0f;
    case EwOpcode::Mul: return 1.0f;
    case EwOpcode::Maximum: case EwOpcode::MaxNum: return -std::numeric_limits<float>::infinity();
    default: return std::numeric_limits<float>::infinity();
  }
}

struct EwReduceFns {
  // acc[r * acc_stride] = acc[r * acc_stride] (+) (f(x[r * stride]) (+) ... (+) f(x[r * stride +
  // n - 1])) for r < rows (acc_stride may be 0: the rows fold into one element, in order of r).
  // Each row is folded with independent SIMD accumulators combined pairwise at the end, so a
  // sum is reordered; max and min are exact.
  void (*reduce)(const float* x, int64_t n, int64_t rows, int64_t stride, float* acc, int64_t acc_stride) = nullptr;
  // acc[j] = acc[j] (+) f(x[r * stride + j]) for j < n and r < rows, each acc[j] combined in
  // order of r (as a sequential loop would).
  void (*accumulate)(float* acc, const float* x, int64_t n, int64_t rows, int64_t stride) = nullptr;
};

// The loops for the ISA the CPU kernels use; both null for any other combiner.
EwReduceFns ew_reduce_fns(EwOpcode combine, EwPreMap pre);

// An Epilogue running a program whose input 0 is the root's output (read in place, identity)
// and whose further inputs are bound buffers; its single output overwrites the root's output.
class EwEpilogue final : public Epilogue {
 public:
  // `program`, `shape` and `access` must outlive the epilogue; `extra` holds one pointer per
  // program input after the first and may be rebound before each run.
  EwEpilogue(const EwProgram& program, std::span<const int64_t> shape, std::span<const EwAccess> access)
      : program_(program), shape_(shape), access_(access) {}
  void bind(std::span<const float* const> inputs_after_first);
  void apply(float* data, int64_t flat_begin, int64_t count) const override;

 private:
  const EwProgram& program_;
  std::span<const int64_t> shape_;
  std::span<const EwAccess> access_;
  std::vector<const float*> inputs_;  // [0] is replaced by `data` at apply time
};

}  // namespace linrt::engine
