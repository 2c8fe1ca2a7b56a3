#include "ops/softmax_cpu.h"

#include "ops/isa_kernels.h"
#include "ops/window_taps.h"

namespace linrt::ops::cpu {

namespace {

struct RowKernels {
  static SoftmaxRowKernel generic() { return softmax_row_generic(); }
#if defined(__x86_64__)
  static SoftmaxRowKernel avx2() { return softmax_row_avx2(); }
  static SoftmaxRowKernel avx512() { return softmax_row_avx512(); }
#endif
};

}  // namespace

void softmax_run(Isa isa, const float* x, float* y, int64_t rows, int64_t d, bool zero_masked_rows,
                 const OutputRunFn& finished, int threads) {
  const SoftmaxRowKernel& kernel = isa_table<RowKernels>(isa);
  plane_rows(1, rows, d, y, finished, threads,
             [&](int64_t, int64_t r) { kernel.row(x + r * d, y + r * d, d, zero_masked_rows); });
}

}  // namespace linrt::ops::cpu
