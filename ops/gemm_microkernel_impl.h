// The body of the GEMM microkernel, written once with xsimd and included by each per-ISA file
// (ops/gemm_microkernel_<isa>.cpp), which compiles it with that ISA's flags. Everything here
// lives in an anonymous namespace so that no inline function compiled for a wide ISA can be
// picked by the linker for code that runs on a narrower one.
#pragma once

#include <initializer_list>
#include <type_traits>

#include <xsimd/xsimd.hpp>

#include "ops/gemm_microkernel.h"

namespace linrt::ops::cpu::detail {
namespace {

// The B micro-panel streams from L2 (each is used once per A micro-panel): ask for the lines
// kPrefetchSteps K steps ahead, every line of the NR floats of a step. 32 steps (4 KiB at NR =
// 32) measured about 2% faster than 16 on the transformer and DLRM Linears with weights coming
// from memory (bench/RESULTS.md); the first A micro-panel to meet a B block waits on it less.
template <int NR>
inline void prefetch_b(const float* b) {
  constexpr int kPrefetchSteps = 32;
  for (int line = 0; line < NR; line += 16) __builtin_prefetch(b + kPrefetchSteps * NR + line);
}

// The K loop of a whole 12 x 32 AVX-512 tile with A read as 12 rows lda apart, in assembly:
// leaves the accumulators of row i in acc0[i] (columns 0-15) and acc1[i] (16-31). Defined in
// ops/gemm_microkernel_avx512_asm.h, for the files compiled for AVX-512.
template <class V>
void accumulate_rows_12x32(const float* a, int64_t lda, const float* b, int64_t kc, V* acc0,
                           V* acc1);

// MR rows x two SIMD vectors of columns, all held in registers across the K loop: each step
// loads two vectors of B and broadcasts MR values of A into 2*MR FMAs. A is read from a packed
// panel (k-major) or, for RowMajorA, straight from MR rows of a row-major matrix. A Narrow tile
// (at most one vector of valid columns, e.g. the last 16 of 48 output channels) skips the
// second vector, halving the work wasted on padding. Likewise only the first R rows are computed
// (R < MR for a tile of few valid rows, e.g. a convolution with 3 output channels); the panel
// still steps by MR.
template <class V, int MR, bool RowMajorA, bool Narrow, int R = MR>
inline void accumulate_k(const MicroTile& t, V (&acc0)[MR], V (&acc1)[MR]) {
  constexpr int W = int(V::size);
  constexpr int NR = 2 * W;
  const float* b = t.b;
  if constexpr (RowMajorA && R == 12 && !Narrow &&
                std::is_same_v<typename V::arch_type, xsimd::avx512f>) {
    if (t.rows == R) {
      accumulate_rows_12x32(t.a, t.lda, t.b, t.kc, acc0, acc1);
      return;
    }
  }
  if constexpr (RowMajorA) {
    // Rows past the valid ones repeat the last valid row: computed, never stored.
    const float* rows[R];
    for (int i = 0; i < R; ++i) rows[i] = t.a + (i < t.rows ? i : t.rows - 1) * t.lda;
    for (int64_t p = 0; p < t.kc; ++p) {
      prefetch_b<NR>(b);
      V b0 = V::load_unaligned(b);
      V b1 = Narrow ? b0 : V::load_unaligned(b + W);
#pragma GCC unroll 16
      for (int i = 0; i < R; ++i) {
        V ai(rows[i][p]);
        acc0[i] = xsimd::fma(ai, b0, acc0[i]);
        if constexpr (!Narrow) acc1[i] = xsimd::fma(ai, b1, acc1[i]);
      }
      b += NR;
    }
  } else {
    const float* a = t.a;
    for (int64_t p = 0; p < t.kc; ++p) {
      prefetch_b<NR>(b);
      V b0 = V::load_unaligned(b);
      V b1 = Narrow ? b0 : V::load_unaligned(b + W);
#pragma GCC unroll 16
      for (int i = 0; i < R; ++i) {
        V ai(a[i]);
        acc0[i] = xsimd::fma(ai, b0, acc0[i]);
        if constexpr (!Narrow) acc1[i] = xsimd::fma(ai, b1, acc1[i]);
      }
      a += MR;
      b += NR;
    }
  }
}

// x * s rounded on its own: an empty asm the compiler cannot see through keeps GCC (whose
// default -ffp-contract=fast would) from fusing the product with the residual's add into one
// fused multiply-add, so a scale and a residual in the stores round as the evaluator does.
template <class T>
inline T rounded_product(T x, T s) {
  T p = x * s;
#if defined(__GNUC__) && defined(__x86_64__)
  if constexpr (std::is_same_v<T, float>) __asm__("" : "+x"(p));
  else __asm__("" : "+v"(p.data));
#endif
  return p;
}

// The K loop of the bf16 kernels (A rows and B panel of bf16 pairs): defined only in the
// translation unit compiled for AVX512_BF16 (ops/gemm_microkernel_avx512bf16.cpp).
template <class V, int MR, bool Narrow, int R>
void accumulate_bf16(const MicroTile& t, V (&acc0)[MR], V (&acc1)[MR]);

// One variant of the tile: the accumulators live in registers from the K loop to the stores.
template <class V, int MR, bool RowMajorA, bool Narrow, int R = MR, bool Bf16 = false>
void tile_variant(const MicroTile& t) {
  constexpr int W = int(V::size);
  constexpr int NR = 2 * W;
  V acc0[MR], acc1[MR];
#pragma GCC unroll 16
  for (int i = 0; i < MR; ++i) {
    acc0[i] = V(0.0f);
    acc1[i] = V(0.0f);
  }
  if constexpr (Bf16) accumulate_bf16<V, MR, Narrow, R>(t, acc0, acc1);
  else accumulate_k<V, MR, RowMajorA, Narrow, R>(t, acc0, acc1);

  if (t.rows == MR && t.cols == NR) {
#pragma GCC unroll 16
    for (int i = 0; i < MR; ++i) {
      float* c = t.c + i * t.ldc;
      V v0 = acc0[i], v1 = acc1[i];
      if (t.accumulate) {
        v0 += V::load_unaligned(c);
        v1 += V::load_unaligned(c + W);
      } else {
        if (t.init) {
          const float* init = t.init + i * t.ld_init;
          v0 += V::load_unaligned(init);
          v1 += V::load_unaligned(init + W);
        }
        if (t.bias_rows) {
          V bias(t.bias_rows[i]);
          v0 += bias;
          v1 += bias;
        }
        if (t.bias_cols) {
          v0 += V::load_unaligned(t.bias_cols);
          v1 += V::load_unaligned(t.bias_cols + W);
        }
      }
      if (t.relu) {
        v0 = xsimd::select(v0 <= V(0.0f), V(0.0f), v0);
        v1 = xsimd::select(v1 <= V(0.0f), V(0.0f), v1);
      }
      if (t.scale) {
        const float* scale = t.scale + i * t.ld_epilogue;
        v0 = rounded_product(v0, V::load_unaligned(scale));
        v1 = rounded_product(v1, V::load_unaligned(scale + W));
      }
      if (t.residual) {
        const float* residual = t.residual + i * t.ld_epilogue;
        v0 += V::load_unaligned(residual);
        v1 += V::load_unaligned(residual + W);
      }
      v0.store_unaligned(c);
      v1.store_unaligned(c + W);
    }
    return;
  }

  // An edge tile: spill the registers and store the valid part element by element.
  alignas(64) float tile[MR * NR];
  for (int i = 0; i < MR; ++i) {
    acc0[i].store_aligned(tile + i * NR);
    acc1[i].store_aligned(tile + i * NR + W);
  }
  for (int i = 0; i < t.rows; ++i) {
    float* c = t.c + i * t.ldc;
    for (int j = 0; j < t.cols; ++j) {
      float v = tile[i * NR + j];
      if (t.accumulate) {
        v += c[j];
      } else {
        if (t.init) v += t.init[i * t.ld_init + j];
        if (t.bias_rows) v += t.bias_rows[i];
        if (t.bias_cols) v += t.bias_cols[j];
      }
      if (t.relu && v <= 0.0f) v = 0.0f;
      if (t.scale) v = rounded_product(v, t.scale[i * t.ld_epilogue + j]);
      if (t.residual) v += t.residual[i * t.ld_epilogue + j];
      c[j] = v;
    }
  }
}

// Picks the variant for the tile's valid rows and columns. Accumulators left out stay zero and
// belong to rows or columns that are never stored: a tile of few valid rows computes only a
// third, a half or two thirds of MR rows (the last row panel of a transformer's 128 or 197
// tokens has 8 or 5 of 12), a narrow one only one vector of columns.
template <class V, int MR, bool RowMajorA, bool Bf16>
void tile_by_size(const MicroTile& t) {
  if (t.rows <= MR / 3) tile_variant<V, MR, RowMajorA, false, MR / 3, Bf16>(t);
  else if (t.rows <= MR / 2) tile_variant<V, MR, RowMajorA, false, MR / 2, Bf16>(t);
  else if (t.rows <= 2 * MR / 3) tile_variant<V, MR, RowMajorA, false, 2 * MR / 3, Bf16>(t);
  else if (t.cols <= int(V::size)) tile_variant<V, MR, RowMajorA, true, MR, Bf16>(t);
  else tile_variant<V, MR, RowMajorA, false, MR, Bf16>(t);
}

template <class Arch, int MR, bool Bf16 = false>
void run_tile(const MicroTile& t) {
  using V = xsimd::batch<float, Arch>;
  constexpr int W = int(V::size);
  constexpr int NR = 2 * W;
  // The C (or init) tile, and the epilogue's matrices, are read only after the K loop; asking
  // for them now hides their latency (with several K blocks C has left L1 since the previous
  // block; the epilogue's tiles come from memory).
  const float* c_in = t.accumulate ? t.c : t.init;
  const int64_t ld_in = t.accumulate ? t.ldc : t.ld_init;
  for (const float* in : {c_in, t.scale, t.residual}) {
    if (!in) continue;
    const int64_t ld = in == c_in ? ld_in : t.ld_epilogue;
    for (int i = 0; i < t.rows; ++i) {
      __builtin_prefetch(in + i * ld);
      __builtin_prefetch(in + i * ld + NR - 1);
    }
  }
  if constexpr (Bf16) tile_by_size<V, MR, true, true>(t);  // A always as rows
  else if (t.lda > 0) tile_by_size<V, MR, true, false>(t);
  else tile_by_size<V, MR, false, false>(t);
}

// Four rows at a time share each vector of x; two accumulators per row hide the add latency.
template <class Arch>
void gemv_rows(const float* a, int64_t lda, int64_t rows, int64_t k, const float* x, float* y) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t W = int64_t(V::size);
  constexpr int R = 4;
  int64_t i = 0;
  for (; i + R <= rows; i += R) {
    V acc[R][2];
    for (int r = 0; r < R; ++r) acc[r][0] = acc[r][1] = V(0.0f);
    int64_t p = 0;
    for (; p + 2 * W <= k; p += 2 * W) {
      const V x0 = V::load_unaligned(x + p), x1 = V::load_unaligned(x + p + W);
      for (int r = 0; r < R; ++r) {
        const float* row = a + (i + r) * lda + p;
        acc[r][0] = xsimd::fma(V::load_unaligned(row), x0, acc[r][0]);
        acc[r][1] = xsimd::fma(V::load_unaligned(row + W), x1, acc[r][1]);
      }
    }
    for (int r = 0; r < R; ++r) {
      float sum = xsimd::hadd(acc[r][0] + acc[r][1]);
      for (int64_t q = p; q < k; ++q) sum += a[(i + r) * lda + q] * x[q];
      y[i + r] = sum;
    }
  }
  for (; i < rows; ++i) {
    float sum = 0.0f;
    for (int64_t q = 0; q < k; ++q) sum += a[i * lda + q] * x[q];
    y[i] = sum;
  }
}

template <class Arch, int MR>
MicroKernel make_microkernel(int64_t kc) {
  return MicroKernel{MR, 2 * int(xsimd::batch<float, Arch>::size), kc, &run_tile<Arch, MR>,
                     &gemv_rows<Arch>};
}

}  // namespace
}  // namespace linrt::ops::cpu::detail

#if defined(__x86_64__) && defined(__AVX512F__)
#include "ops/gemm_microkernel_avx512_asm.h"
#endif
