// The fast CPU softmax for linrt.softmax in f32: one dispatch over rows of `d` contiguous elements
// (the last dim), OpenMP over blocks of rows. Each row is read for its max (with a NaN mask beside
// the vector max, as x86's max drops a NaN operand), then exp(x - max) is stored and summed per
// vector lane, then the stored row divided by the sum, while the row is in L1. Results are those
// of ops::ref::softmax (ops/softmax.h) over the last dim up to f32 rounding and xsimd's exp; with
// `zero_masked_rows` a row whose max is -inf (all -inf) is zeros instead of NaN.
#pragma once

#include <cstdint>

#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

// One ISA's row kernel: row `r` of x into y.
struct SoftmaxRowKernel {
  void (*row)(const float* x, float* y, int64_t d, bool zero_masked_rows) = nullptr;
};
SoftmaxRowKernel softmax_row_generic();
#if defined(__x86_64__)
SoftmaxRowKernel softmax_row_avx2();
SoftmaxRowKernel softmax_row_avx512();
#endif

// y = softmax(x) over `rows` rows of `d` (> 0) elements; `finished` (may be empty) sees every
// output element once, in runs of whole rows.
void softmax_run(Isa isa, const float* x, float* y, int64_t rows, int64_t d, bool zero_masked_rows,
                 const OutputRunFn& finished, int threads);

}  // namespace linrt::ops::cpu
