// The fast CPU layer norm for linrt.layer_norm in f32: one dispatch over rows of `d` contiguous
// elements (the last dim), OpenMP over blocks of rows, each row read three times while it sits
// in L1 (its sum, the sum of squared deviations from the mean, then the normalised, scaled and
// shifted values written). Sums are kept per vector lane in f32 and added across lanes at the
// end; results are those of ops::ref::layer_norm (ops/layer_norm.h) up to f32 rounding.
#pragma once

#include <cstdint>

#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

// One ISA's row kernel: rows [begin, end) of x into y.
struct LayerNormRowKernel {
  void (*rows)(const float* x, const float* weight, const float* bias, float* y, int64_t begin, int64_t end, int64_t d,
               float eps) = nullptr;
};
LayerNormRowKernel layer_norm_rows_generic();
#if defined(__x86_64__)
LayerNormRowKernel layer_norm_rows_avx2();
LayerNormRowKernel layer_norm_rows_avx512();
#endif

// y = layer_norm(x) over `rows` rows of `d` (> 0) elements; `finished` (may be empty) sees every
// output element once, in runs of whole rows.
void layer_norm_run(Isa isa, const float* x, const float* weight, const float* bias, float* y, int64_t rows, int64_t d,
                    float eps, const OutputRunFn& finished, int threads);

}  // namespace linrt::ops::cpu
