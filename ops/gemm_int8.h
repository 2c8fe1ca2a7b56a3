// The dynamically quantised int8 GEMM (ModelOptions::precision Int8): a float product
// C[m][n] = A[m][k] * B[k][n] (+ init, + bias[n], then ReLU or not) whose constant B is quantised
// once, per output column, to symmetric int8, and whose A is quantised on every run, per row, to
// asymmetric uint8, as PyTorch's dynamically quantised Linear does (there per tensor). The
// products are exact uint8 x int8 sums in int32; the float result is made in the stores:
//   C[m][n] = float(acc[m][n] - zero_point[m] * colsum[n]) * (scale_a[m] * scale_b[n])
//             (+ init[m][n]) (+ bias[n]), then ReLU,
// acc = sum_k qa[m][k] * qb[n][k] and colsum[n] = sum_k qb[n][k].
//
// Kernels by ISA (gemm_int8_kernel): AVX-512 with VNNI (vpdpbusd: 64 byte products summed into
// 16 int32 lanes per instruction), AVX2 (bytes widened to int16 and vpmaddwd, which cannot
// saturate, unlike vpmaddubsw's int16 pair sums), and scalar. All three compute the same int32
// sums and quantise A identically, so their results differ only in the float epilogue's
// rounding (contraction into FMAs).
#pragma once

#include <cstdint>
#include <functional>
#include <string_view>
#include <vector>

#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

// How one row of A was quantised: x ~ scale * (q - zero_point), q in [0, 255].
struct RowQuantization {
  float scale = 1;
  int32_t zero_point = 0;
};

// The quantisation of one row of k floats (the definition all ISAs follow bit for bit):
// lo = min(0, min x), hi = max(0, max x) (so 0 is exactly representable),
// scale = (hi - lo) / 255 (1 when hi == lo, an all-zero row), inv = 1 / scale,
// zero_point = nearbyint(-lo * inv) clamped to [0, 255],
// q = clamp(nearbyint(x * inv) + zero_point, 0, 255) (ties to even).
// A row holding an infinity or a NaN gets scale NaN, so that its outputs are NaN, as the float
// product's would be (its codes are then 0).
RowQuantization quantize_row_u8(const float* x, int64_t k, uint8_t* q);

// Largest depth the kernels take: the int32 sums and the zero-point correction
// (|acc - zero_point * colsum| <= 2 * 255 * 127 * k) stay inside int32.
constexpr int64_t kInt8GemmMaxDepth = 32768;

// The kernel of one ISA: its register tile and how it lays B out.
struct Int8Kernel;
const Int8Kernel& gemm_int8_kernel(Isa isa);
// "avx512_vnni", "avx2" or "generic": what gemm_int8_kernel(isa) runs on this CPU.
std::string_view gemm_int8_name(Isa isa);

// B quantised and packed for one ISA's kernel: n columns of depth k, in panels of the kernel's
// nr columns, groups of 4 depth steps (padded with zero codes to a multiple of 4): code (c, d)
// at panel c / nr, byte ((d / 4) * nr + c % nr) * 4 + d % 4 of it. Columns past n are zero.
struct Int8Weights {
  int64_t n = 0, k = 0, depth = 0;  // depth: k rounded up to a multiple of 4
  int nr = 0;
  std::vector<int8_t> codes;
  std::vector<float> scale;     // n values
  std::vector<int32_t> colsum;  // n values: sum of the column's codes
};

// Packs the n x k matrix of int8 codes, code (c, d) = codes[c * ld + d], with each column's
// scale. Every value in [-128, 127] is accepted (the raw-product tests use -128).
Int8Weights pack_int8_weights(Isa isa, const int8_t* codes, int64_t ld, int64_t n, int64_t k,
                              std::vector<float> scale);

// Quantises the float B, read as the n x k view element (c, d) = b[c * c_stride + d * d_stride]
// (B itself is k x n: c_stride 1, d_stride n; a transposed B has c_stride k, d_stride 1), per
// column c: scale = max|B[., c]| / 127 (1 for an all-zero column; NaN when one is not finite),
// code = nearbyint(x / scale), in [-127, 127]; then packs it.
Int8Weights quantize_int8_weights(Isa isa, const float* b, int64_t c_stride, int64_t d_stride,
                                  int64_t n, int64_t k);

struct Int8GemmCall {
  int64_t m = 0;
  const float* a = nullptr;  // m x weights->k, row stride lda
  int64_t lda = 0;
  const Int8Weights* weights = nullptr;
  float* c = nullptr;
  int64_t ldc = 0;
  const float* init = nullptr;  // optional, leading dimension ld_init (0: one row for all); may be c
  int64_t ld_init = 0;
  const float* bias_cols = nullptr;  // optional, n values
  bool relu = false;                 // C <= 0 ? 0 : C (NaN stays), before `finished`
  // Called once per finished row segment of C (stored, no more writes): as GemmCall::finished.
  std::function<void(float* data, int64_t row, int64_t col, int64_t count)> finished;
};

// Computes `call` on up to `threads` threads: blocks of rows of A are quantised into per-thread
// scratch, then multiplied with every panel of their columns' range.
void gemm_int8(Isa isa, const Int8GemmCall& call, int threads);

// The raw integer product C[m][n] = sum_k a[m][k] * code(n, k) of uint8 rows (row stride lda)
// and packed codes, in int32 (the tests' check of every kernel against int64 sums).
void gemm_u8s8_s32(Isa isa, int64_t m, const uint8_t* a, int64_t lda, const Int8Weights& b, int32_t* c,
                   int64_t ldc);

}  // namespace linrt::ops::cpu
