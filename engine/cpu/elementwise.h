// The CPU evaluator of elementwise programs (engine/plan/ew_program.h): runs a program on blocks
// of consecutive output elements with SIMD batches, as a standalone kernel, as a root kernel's
// fused epilogue, and as the streaming loops of reductions.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "engine/cpu/kernel.h"
#include "engine/plan/ew_program.h"

namespace linrt::engine {

// Elements evaluated per instruction step.
constexpr int64_t kEwBlock = 256;

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

// One step of a select chain: x = cmpf.pred(x, k) ? x : k, with k one value for the whole
// tensor. torch-mlir's clamp is two selects, each of which is such a step once its comparison's
// operands are put in that order and its select's negated where it picks k when true (ReLU6:
// x > 0 ? x : 0, i.e. ogt(x, 0); then 6 < x ? 6 : x, i.e. ule(x, 6) ? x : 6).
struct EwSelectStep {
  float k = 0.f;
  uint8_t pred = 0;  // arith.cmpf order, as EwInstr::pred
};

// The most steps a select chain EwEpilogue runs as one loop.
constexpr int kEwMaxSelectSteps = 4;

// x = each step in turn, in place over data[0, n), with SIMD batches of the ISA the CPU kernels
// use; the same results as the block evaluator's cmp and select.
void ew_select_chain(std::span<const EwSelectStep> steps, float* data, int64_t n);

// data[i] = (data[i] + bias[c]) * mul[i] + add[i] for i in [0, n), c the column of element i in
// rows `width` wide when element 0 is in column `col` (< width): DLRM-v2's cross layer
// x0 * (W x + b) + x after its product, as three IEEE operations (the block evaluator's
// results), with SIMD batches of the ISA the CPU kernels use.
// With mul_by_column, mul is one value per column, read as the bias is (ConvNeXt's layer scale
// after its second pointwise Linear: (x + b) * gamma + residual).
void ew_bias_mul_add(float* data, int64_t n, const float* bias, int64_t width, int64_t col, const float* mul,
                     bool mul_by_column, const float* add);

// nn.GELU's exact form as torch-mlir writes it after a Linear's product: with v = x + bias,
// v * ((erf(v / divisor) + offset) * factor) (divisor sqrt(2), offset 1, factor 0.5).
struct EwGelu {
  float divisor = 0.f, offset = 0.f, factor = 0.f;
};

// data[i] = that form of data[i] and bias[c] for i in [0, n), c as in ew_bias_mul_add: the IEEE
// operations in that order and the block evaluator's erf (its results), in one pass with SIMD
// batches of the ISA the CPU kernels use.
void ew_bias_gelu(float* data, int64_t n, const float* bias, int64_t width, int64_t col, const EwGelu& g);

// An Epilogue running a program whose input 0 is the root's output (read in place, identity)
// and whose further inputs are bound buffers; its single output overwrites the root's output.
// A program that is one addf or mulf of the output and a second operand read at the same index
// (a residual add, the quotient-remainder combine of DLRM's QR embeddings) runs as a plain loop
// instead of through the block evaluator, whose per-call setup dominates short pieces (a bag
// kernel applies the epilogue one 128-float row at a time); the results are the same. So does a
// chain of up to kEwMaxSelectSteps selects between the value and one value per step (a constant
// or an operand broadcast over the whole output): ReLU6 and other clamps after a conv, which the
// block evaluator ran as four passes of cmp and select over registers filled with the bounds.
// And so does (output + a row of one value per column) * y + z, y and z read at the same index
// (DLRM-v2's cross layers, ew_bias_mul_add), any operand order, which the block evaluator ran
// at 6% of DLRM-v2's CPU time; y may also be one value per column (ConvNeXt's layer scale). And
// so does the exact GELU of (output + a row of one value per column) (ew_bias_gelu: the first
// Linear of every transformer MLP), which the block evaluator ran as six passes.
class EwEpilogue final : public Epilogue {
 public:
  // `program`, `shape` and `access` must outlive the epilogue; `extra` holds one pointer per
  // program input after the first and may be rebound before each run.
  EwEpilogue(const EwProgram& program, std::span<const int64_t> shape, std::span<const EwAccess> access);
  void bind(std::span<const float* const> inputs_after_first);
  void apply(float* data, int64_t flat_begin, int64_t count) const override;
  // Whether apply runs one of the plain loops above rather than the block evaluator.
  bool plain_loop() const { return direct_ != Direct::None; }

 private:
  enum class Direct : uint8_t { None, Add, Mul, SelectChain, BiasMulAdd, BiasGelu };  // the plain-loop forms
  // Matches the select chain form into steps_ and k_input_.
  bool match_select_chain();
  // Matches the bias, multiply, add form into bias_mul_add_.
  bool match_bias_mul_add();
  // Matches the bias and exact GELU form into bias_gelu_ and gelu_.
  bool match_bias_gelu();
  // Whether input r is one value per column: strides 0 but along the last dimension, 1 there.
  bool column_input(uint16_t r) const;
  const EwProgram& program_;
  std::span<const int64_t> shape_;
  std::span<const EwAccess> access_;
  Direct direct_ = Direct::None;
  // SelectChain: the steps, with k taken from input k_input_[s] at apply time where that is > 0
  // (an operand, read when the dispatch runs), else the program constant in steps_[s].k.
  EwSelectStep steps_[kEwMaxSelectSteps];
  uint16_t k_input_[kEwMaxSelectSteps] = {};
  int num_steps_ = 0;
  uint16_t bias_mul_add_[3] = {};  // BiasMulAdd: the inputs holding the bias row, y and z
  bool mul_by_column_ = false;      // BiasMulAdd: y is one value per column
  uint16_t bias_gelu_ = 0;          // BiasGelu: the input holding the bias row
  EwGelu gelu_;                     // BiasGelu: its constants
  std::vector<const float*> inputs_;  // [0] is replaced by `data` at apply time
};

}  // namespace linrt::engine
