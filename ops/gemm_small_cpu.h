// Small products with a transposed B: C[i][j] = init[i][j] + bias_rows[i] + bias_cols[j] +
// sum_k A[i][k] * B[j][k] (then ReLU), m and n at most kGemmSmallMaxDim, both operands
// contiguous along k. DLRM's dot interaction is 2048 such products of 27 x 27 x 128 (T * T^T),
// where the general GEMM (ops/gemm_cpu.h) would pack B per product into a 12 x 32 register tile
// that wastes most of its rows and columns and store the ragged edge element by element.
//
// Here each register block is R rows of A against C rows of B (R * C = one vector's lanes:
// 4 x 4 on AVX-512, 2 x 4 on AVX2, 2 x 2 on SSE2), one accumulator vector per output running
// along k, reduced horizontally once per block (all R * C outputs in one vector: xsimd::haddp,
// or on AVX-512 a shuffle tree with about half its shuffles).
// When B is A (the same rows: m == n, same pointer and stride), the blocks wholly above the
// diagonal are not computed; their outputs are the mirror images of computed ones. One product
// runs on the calling thread and allocates nothing (its scratch is on the stack); callers run
// many products in parallel over the batch.
#pragma once

#include <cstdint>

#include "ops/cpu_features.h"
#include "ops/gemm_cpu.h"

namespace linrt::ops::cpu {

constexpr int64_t kGemmSmallMaxDim = 64;

// Whether gemm_small_transposed_b takes an m x n product of depth k: m and n in
// [1, kGemmSmallMaxDim], and the rows of A and B together within 512 KiB (so that they stay in
// L2 while every block of the product reads them again).
bool gemm_small_transposed_b_fits(int64_t m, int64_t n, int64_t k);

// Computes `call` (with gemm_small_transposed_b_fits(m, n, k)) on the calling thread. A and B
// are read in place: call.a.in_place is the m x k matrix A, call.b.in_place the n x k matrix B
// (both with column stride 1); packed operands and sources are not taken. init, bias_rows,
// bias_cols, relu and finished mean what they mean for gemm(): each row of C is finished once,
// as one segment of n elements.
void gemm_small_transposed_b(Isa isa, const GemmCall& call);

namespace detail {
using SmallGemmFn = void (*)(const GemmCall& call);
SmallGemmFn small_gemm_generic();
#if defined(__x86_64__)
SmallGemmFn small_gemm_avx2();
SmallGemmFn small_gemm_avx512();
#endif
}  // namespace detail

}  // namespace linrt::ops::cpu
