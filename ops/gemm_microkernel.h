// The register-blocked GEMM microkernel shared by the per-ISA files ops/gemm_microkernel_*.cpp
// and the driver in ops/gemm_cpu.cpp. Internal to ops/.
#pragma once

#include <cstdint>

namespace linrt::ops::cpu::detail {

// One tile of C: rows x cols (at most mr x nr) += A panel (kc x mr, k-major) * B panel (kc x nr,
// k-major). Panels are zero-padded to mr / nr, so the kernel always computes a full tile and
// only stores the valid part.
struct MicroTile {
  int64_t kc = 0;
  // A is a packed panel, or, when lda > 0, `rows` rows of a row-major matrix lda floats apart.
  const float* a = nullptr;
  int64_t lda = 0;
  const float* b = nullptr;
  float* c = nullptr;
  int64_t ldc = 0;
  int rows = 0, cols = 0;
  // Later K blocks add to C. The first one instead starts from `init` (a tile with leading
  // dimension ld_init, may be C itself) when given, and adds the per-row and per-column biases.
  bool accumulate = false;
  const float* init = nullptr;
  int64_t ld_init = 0;
  const float* bias_rows = nullptr;  // rows values
  const float* bias_cols = nullptr;  // cols values
};

using MicroKernelFn = void (*)(const MicroTile&);

// y[i] = sum_k a[i * lda + k] * x[k] for i < rows: the matrix-vector product.
using GemvRowsFn = void (*)(const float* a, int64_t lda, int64_t rows, int64_t k, const float* x,
                            float* y);

struct MicroKernel {
  int mr = 0, nr = 0;
  int64_t kc = 0;  // depth of one K block: an A and a B micro-panel of this depth fit in L1
  MicroKernelFn run = nullptr;
  GemvRowsFn gemv_rows = nullptr;
};

MicroKernel microkernel_generic();
#if defined(__x86_64__)
MicroKernel microkernel_avx2();
MicroKernel microkernel_avx512();
#endif

}  // namespace linrt::ops::cpu::detail
