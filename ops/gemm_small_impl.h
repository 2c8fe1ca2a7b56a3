// The small transposed-B product (ops/gemm_small_cpu.h), written once with xsimd and
// instantiated by each per-ISA file (ops/gemm_small_<isa>.cpp). Everything is in an anonymous
// namespace so that code compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <algorithm>
#include <cstdint>
#include <type_traits>

#if defined(__AVX512F__)
#include <immintrin.h>
#endif

#include "ops/gemm_small_cpu.h"

// GCC 12 takes the undefined pass-through source of the AVX-512 shuffle and extract intrinsics
// for an uninitialised read (-Wmaybe-uninitialized); every lane they return is defined.
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif

namespace linrt::ops::cpu::detail {
namespace {

constexpr int64_t kDotStride = kGemmSmallMaxDim;  // row stride of the dot-product scratch

// dst[0, count) = src[0, count) for count < W, element by element: for these few floats a
// memmove call (which std::copy_n becomes) costs more than the copy.
template <int W>
inline void copy_short(const float* src, int64_t count, float* dst) {
#pragma GCC unroll 16
  for (int q = 0; q < W; ++q)
    if (q < count) dst[q] = src[q];
}

#if defined(__AVX512F__)
// The 16 sums of acc[0..15]'s lanes, in order, in one vector. Four levels, each halving the
// partial sums per input: a blend and a lane shuffle pair up the halves (then quarters, pairs,
// single lanes) of two vectors and one add folds them: 15 shuffles on port 5 and 15 blends and
// adds on ports 0 and 5, where xsimd's haddp needs about twice the shuffles (and, in xsimd 8.1,
// returns the sums in another order).
inline __m512 sum_lanes16(const __m512 (&acc)[16]) {
  // Level 1 pairs inputs (i, i + 8) so that the later levels end in order: low half of i, high of i + 8.
  constexpr int kPairs[8] = {0, 4, 2, 6, 1, 5, 3, 7};
  __m512 s1[8];
  for (int p = 0; p < 8; ++p) {
    const __m512 a = acc[kPairs[p]], b = acc[kPairs[p] + 8];
    s1[p] = _mm512_add_ps(_mm512_mask_blend_ps(0xFF00, a, b), _mm512_shuffle_f32x4(a, b, 0x4E));
  }
  // Level 2: quarter q of s2[j] holds 4 partial sums of input 4q + {0, 2, 1, 3}[j].
  const __m512i swap_quarters = _mm512_setr_epi32(4, 5, 6, 7, 16, 17, 18, 19, 12, 13, 14, 15, 24, 25, 26, 27);
  __m512 s2[4];
  for (int j = 0; j < 4; ++j) {
    const __m512 c = s1[2 * j], d = s1[2 * j + 1];
    s2[j] = _mm512_add_ps(_mm512_mask_blend_ps(0xF0F0, c, d), _mm512_permutex2var_ps(c, swap_quarters, d));
  }
  // Level 3: in quarter q, s3[0] holds 2 partials of inputs 4q and 4q + 2, s3[1] of 4q + 1 and 4q + 3.
  __m512 s3[2];
  for (int j = 0; j < 2; ++j) {
    const __m512 e = s2[2 * j], f = s2[2 * j + 1];
    s3[j] = _mm512_add_ps(_mm512_mask_blend_ps(0xCCCC, e, f), _mm512_shuffle_ps(e, f, 0x4E));
  }
  // Level 4: lane 4q + i = input 4q + i.
  const __m512i swap_lanes = _mm512_setr_epi32(1, 16, 3, 18, 5, 20, 7, 22, 9, 24, 11, 26, 13, 28, 15, 30);
  return _mm512_add_ps(_mm512_mask_blend_ps(0xAAAA, s3[0], s3[1]), _mm512_permutex2var_ps(s3[0], swap_lanes, s3[1]));
}
#endif

// Stores the R x C block of sums of acc[r * C + c]'s lanes at dot[r * kDotStride + c], and,
// when `mirror` is given (R == C), the transposed block at mirror[c * kDotStride + r].
template <class Arch, int R, int C>
inline void store_block(const xsimd::batch<float, Arch> (&acc)[R * C], float* dot, float* mirror) {
  using V = xsimd::batch<float, Arch>;
#if defined(__AVX512F__)
  if constexpr (std::is_same_v<Arch, xsimd::avx512f>) {
    static_assert(R == 4 && C == 4, "the AVX-512 block is 4 x 4");
    __m512 regs[16];
    for (int l = 0; l < 16; ++l) regs[l] = acc[l];
    const __m512 sums = sum_lanes16(regs);
    _mm_storeu_ps(dot, _mm512_castps512_ps128(sums));
    _mm_storeu_ps(dot + kDotStride, _mm512_extractf32x4_ps(sums, 1));
    _mm_storeu_ps(dot + 2 * kDotStride, _mm512_extractf32x4_ps(sums, 2));
    _mm_storeu_ps(dot + 3 * kDotStride, _mm512_extractf32x4_ps(sums, 3));
    if (mirror) {
      const __m512i transpose = _mm512_setr_epi32(0, 4, 8, 12, 1, 5, 9, 13, 2, 6, 10, 14, 3, 7, 11, 15);
      const __m512 t = _mm512_permutexvar_ps(transpose, sums);
      _mm_storeu_ps(mirror, _mm512_castps512_ps128(t));
      _mm_storeu_ps(mirror + kDotStride, _mm512_extractf32x4_ps(t, 1));
      _mm_storeu_ps(mirror + 2 * kDotStride, _mm512_extractf32x4_ps(t, 2));
      _mm_storeu_ps(mirror + 3 * kDotStride, _mm512_extractf32x4_ps(t, 3));
    }
    return;
  }
#endif
  alignas(64) float sums[V::size];
  xsimd::haddp(acc).store_aligned(sums);  // sums[l] = the sum of acc[l]'s lanes
#pragma GCC unroll 8
  for (int r = 0; r < R; ++r)
#pragma GCC unroll 8
    for (int c = 0; c < C; ++c) {
      dot[r * kDotStride + c] = sums[r * C + c];
      if (mirror) mirror[c * kDotStride + r] = sums[r * C + c];
    }
}

// One R x C block of dot products: rows a_rows[r] and b_rows[c] (their first `depth` floats, a
// multiple of the vector width), with the zero-padded tails a_tails[r] and b_tails[c] (one
// vector each) when `tails`; stored by store_block.
template <class Arch, int R, int C>
inline void dot_block(const float* const (&a_rows)[R], const float* const (&b_rows)[C],
                      const float* const (&a_tails)[R], const float* const (&b_tails)[C],
                      int64_t depth, bool tails, float* dot, float* mirror) {
  using V = xsimd::batch<float, Arch>;
  constexpr int W = int(V::size);
  static_assert(R * C == W, "one accumulator per lane of the reduced vector");
  V acc[W];
#pragma GCC unroll 16
  for (int l = 0; l < W; ++l) acc[l] = V(0.0f);
  auto step = [&](const float* const (&as)[R], const float* const (&bs)[C], int64_t p) {
    V av[R];
#pragma GCC unroll 8
    for (int r = 0; r < R; ++r) av[r] = V::load_unaligned(as[r] + p);
#pragma GCC unroll 8
    for (int c = 0; c < C; ++c) {
      const V bv = V::load_unaligned(bs[c] + p);
#pragma GCC unroll 8
      for (int r = 0; r < R; ++r) acc[r * C + c] = xsimd::fma(av[r], bv, acc[r * C + c]);
    }
  };
  for (int64_t p = 0; p < depth; p += W) step(a_rows, b_rows, p);
  if (tails) step(a_tails, b_tails, 0);
  store_block<Arch, R, C>(acc, dot, mirror);
}

// The N rows of a block starting at row `first` of a matrix of `count` rows (rows past it repeat
// its last row) and their tails (one vector of W floats each in `tails`).
template <int N, int W>
inline void block_rows(const float* data, int64_t ld, const float* tails, int64_t first, int64_t count,
                       const float* (&rows)[N], const float* (&row_tails)[N]) {
  for (int r = 0; r < N; ++r) {
    const int64_t i = std::min(first + r, count - 1);
    rows[r] = data + i * ld;
    row_tails[r] = tails + i * W;
  }
}

// The block of one vector's lanes: 4 x 4 for 16 lanes (AVX-512), 2 x 4 for 8 (AVX2), 2 x 2
// for 4 (SSE2, NEON).
template <class Arch>
void small_gemm(const GemmCall& call) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t W = int64_t(V::size);
  constexpr int R = W >= 16 ? 4 : 2, C = int(W) / R;
  static_assert(kGemmSmallMaxDim % R == 0 && kGemmSmallMaxDim % C == 0, "padded blocks fit the scratch");
  const int64_t m = call.m, n = call.n, k = call.k;
  const float* a = call.a.in_place.data;
  const float* b = call.b.in_place.data;
  const int64_t lda = call.a.in_place.row_stride, ldb = call.b.in_place.row_stride;
  // B is A: with square blocks, a block below the diagonal is stored mirrored too, and the
  // blocks above it are not computed.
  const bool symmetric = R == C && a == b && lda == ldb && m == n;

  // dot[i * kDotStride + j] = sum_k a[i][k] * b[j][k], for i and j up to m and n rounded up to
  // whole blocks (rows past the operands repeat their last row: computed, never read).
  alignas(64) float dot[kGemmSmallMaxDim * kDotStride];
  if (k == 0) {
    std::fill_n(dot, kGemmSmallMaxDim * kDotStride, 0.0f);
  } else {
    const int64_t depth = k / W * W, tail = k - depth;
    // The last k % W floats of every row, zero-padded to one vector (B's only when B is not A).
    alignas(64) float a_tail[kGemmSmallMaxDim * W], b_tail[kGemmSmallMaxDim * W];
    const float* b_tail_rows = symmetric ? a_tail : b_tail;
    if (tail) {
      auto copy_tails = [&](const float* src, int64_t ld, int64_t rows, float* dst) {
        for (int64_t i = 0; i < rows; ++i) {
          std::fill_n(dst + i * W, W, 0.0f);
          copy_short<int(W)>(src + i * ld + depth, tail, dst + i * W);
        }
      };
      copy_tails(a, lda, m, a_tail);
      if (!symmetric) copy_tails(b, ldb, n, b_tail);
    }
    for (int64_t i0 = 0; i0 < m; i0 += R) {
      // The next product's rows, spread over the block rows: A's rows i0 .. i0 + R and as large
      // a share of B's (every cache line of them, into L2).
      auto prefetch_rows = [k](const float* next, int64_t ld, int64_t first, int64_t end) {
        for (int64_t i = first; i < end; ++i)
          for (int64_t q = 0; q < k; q += 16) __builtin_prefetch(next + i * ld + q, 0, 2);
      };
      const bool last_row = i0 + R >= m;
      if (call.a_next) prefetch_rows(call.a_next, lda, i0, std::min<int64_t>(i0 + R, m));
      if (call.b_next && call.b_next != call.a_next)
        prefetch_rows(call.b_next, ldb, i0 * n / m, last_row ? n : (i0 + R) * n / m);
      const float* a_rows[R];
      const float* a_tails[R];
      block_rows<R, int(W)>(a, lda, a_tail, i0, m, a_rows, a_tails);
      for (int64_t j0 = 0; j0 < (symmetric ? i0 + 1 : n); j0 += C) {
        const float* b_rows[C];
        const float* b_tails[C];
        block_rows<C, int(W)>(b, ldb, b_tail_rows, j0, n, b_rows, b_tails);
        float* mirror = symmetric && j0 < i0 ? dot + j0 * kDotStride + i0 : nullptr;
        dot_block<Arch, R, C>(a_rows, b_rows, a_tails, b_tails, depth, tail != 0,
                              dot + i0 * kDotStride + j0, mirror);
      }
    }
  }

  // C = dot + init + bias_rows + bias_cols (the order the GEMM's tile stores add them), ReLU,
  // then each finished row handed to `finished`. A row's last n % W elements go through one
  // vector of zero-padded copies.
  const int64_t full = n / W * W, rest = n - full;
  auto finish = [&](V v, const float* init, float row_bias, const float* bias_cols) {
    if (init) v += V::load_unaligned(init);
    if (call.bias_rows) v += V(row_bias);
    if (bias_cols) v += V::load_unaligned(bias_cols);
    if (call.relu) v = xsimd::select(v <= V(0.0f), V(0.0f), v);
    return v;
  };
  alignas(64) float bias_rest[W] = {}, init_rest[W] = {}, out_rest[W];
  if (rest && call.bias_cols) copy_short<int(W)>(call.bias_cols + full, rest, bias_rest);
  for (int64_t i = 0; i < m; ++i) {
    const float* d = dot + i * kDotStride;
    const float* init = call.init ? call.init + i * call.ld_init : nullptr;
    float* c = call.c + i * call.ldc;
    const float row_bias = call.bias_rows ? call.bias_rows[i] : 0.0f;
    for (int64_t j = 0; j < full; j += W)
      finish(V::load_aligned(d + j), init ? init + j : nullptr, row_bias,
             call.bias_cols ? call.bias_cols + j : nullptr)
          .store_unaligned(c + j);
    if (rest) {
      if (init) copy_short<int(W)>(init + full, rest, init_rest);
      // The dot row is padded to kDotStride floats: its last vector is readable whole.
      finish(V::load_aligned(d + full), init ? init_rest : nullptr, row_bias,
             call.bias_cols ? bias_rest : nullptr)
          .store_aligned(out_rest);
      copy_short<int(W)>(out_rest, rest, c + full);
    }
    if (call.finished) call.finished(c, i, 0, n);
  }
}

}  // namespace
}  // namespace linrt::ops::cpu::detail

#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic pop
#endif
