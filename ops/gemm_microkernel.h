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
  // For a bf16 kernel (MicroKernel::to_bf16_rows set) a and b hold bf16 pairs instead, one
  // 32-bit word per pair of K steps (k, k + 1), the even step in the low half, the odd K tail
  // paired with zero: A as rows of ceil(kc / 2) words lda words apart, B as ceil(kc / 2) steps
  // of nr words.
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
  bool relu = false;  // the last K block: store x <= 0 ? 0 : x
  // The last K block (optional, not with relu): store x * scale + residual, tiles of leading
  // dimension ld_epilogue (either one alone too).
  const float* scale = nullptr;
  const float* residual = nullptr;
  int64_t ld_epilogue = 0;
};

using MicroKernelFn = void (*)(const MicroTile&);

// Converts `rows` rows of kc floats (lda apart) to rows of bf16 pairs (ceil(kc / 2) words,
// ld_dst words apart, as MicroTile's bf16 A), rounding to nearest even.
using ToBf16RowsFn = void (*)(const float* a, int64_t lda, int rows, int64_t kc, float* dst,
                              int64_t ld_dst);

// y[i] = sum_k a[i * lda + k] * x[k] for i < rows: the matrix-vector product.
using GemvRowsFn = void (*)(const float* a, int64_t lda, int64_t rows, int64_t k, const float* x,
                            float* y);

struct MicroKernel {
  int mr = 0, nr = 0;
  int64_t kc = 0;  // depth of one K block: an A and a B micro-panel of this depth fit in L1
  MicroKernelFn run = nullptr;
  GemvRowsFn gemv_rows = nullptr;
  ToBf16RowsFn to_bf16_rows = nullptr;  // set by the bf16 kernels: run() then takes bf16 pairs
};

MicroKernel microkernel_generic();
#if defined(__x86_64__)
MicroKernel microkernel_avx2();
MicroKernel microkernel_avx512();
MicroKernel microkernel_avx512_bf16();  // only where the CPU has AVX512_BF16
#endif

}  // namespace linrt::ops::cpu::detail
