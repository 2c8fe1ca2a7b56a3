#include "ops/layer_norm_cpu.h"

#include "ops/isa_kernels.h"
#include "ops/window_taps.h"

namespace linrt::ops::cpu {

namespace {

struct RowKernels {
  static LayerNormRowKernel generic() { return layer_norm_rows_generic(); }
#if defined(__x86_64__)
  static LayerNormRowKernel avx2() { return layer_norm_rows_avx2(); }
  static LayerNormRowKernel avx512() { return layer_norm_rows_avx512(); }
#endif
};

}  // namespace

void layer_norm_run(Isa isa, const float* x, const float* weight, const float* bias, float* y, int64_t rows, int64_t d,
                    float eps, const OutputRunFn& finished, int threads) {
  const LayerNormRowKernel& kernel = isa_table<RowKernels>(isa);
  plane_rows(1, rows, d, y, finished, threads,
             [&](int64_t, int64_t r) { kernel.rows(x, weight, bias, y, r, r + 1, d, eps); });
}

}  // namespace linrt::ops::cpu
