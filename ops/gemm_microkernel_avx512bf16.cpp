// The bf16 microkernel: the AVX-512 12 x 32 tile with vdpbf16ps (two bf16 products added to each
// fp32 accumulator lane per instruction, so half the instructions of the fp32 kernel per K step)
// and the conversion of A rows to bf16. This file is compiled with the AVX-512 flags plus
// -mavx512bf16 (cmake/isa_sources.cmake) and used only where ops::cpu::supports_bf16() holds.
#if defined(__x86_64__)
#include <immintrin.h>

#include <cstring>

#include "ops/gemm_microkernel_impl.h"

namespace linrt::ops::cpu::detail {
namespace {

// Each K step pair (k, k + 1): two 64-byte vectors of B (16 columns each, one pair per lane),
// and per row one 32-bit pair of A broadcast to every lane.
template <class V, int MR, bool Narrow, int R>
void accumulate_bf16(const MicroTile& t, V (&acc0)[MR], V (&acc1)[MR]) {
  constexpr int NR = 32;
  const float* rows[R];
  for (int i = 0; i < R; ++i) rows[i] = t.a + (i < t.rows ? i : t.rows - 1) * t.lda;
  __m512 c0[R], c1[R];
  for (int i = 0; i < R; ++i) c0[i] = c1[i] = _mm512_setzero_ps();
  const float* b = t.b;
  const int64_t pairs = (t.kc + 1) / 2;
  for (int64_t p = 0; p < pairs; ++p) {
    prefetch_b<NR>(b);
    const __m512bh b0 = (__m512bh)_mm512_loadu_si512(b);
    const __m512bh b1 = Narrow ? b0 : (__m512bh)_mm512_loadu_si512(b + 16);
#pragma GCC unroll 16
    for (int i = 0; i < R; ++i) {
      int pair;
      std::memcpy(&pair, rows[i] + p, sizeof(pair));
      const __m512bh ai = (__m512bh)_mm512_set1_epi32(pair);
      c0[i] = _mm512_dpbf16_ps(c0[i], ai, b0);
      if constexpr (!Narrow) c1[i] = _mm512_dpbf16_ps(c1[i], ai, b1);
    }
    b += NR;
  }
  for (int i = 0; i < R; ++i) {
    acc0[i] = V(c0[i]);
    acc1[i] = V(c1[i]);
  }
}

void to_bf16_rows(const float* a, int64_t lda, int rows, int64_t kc, float* dst, int64_t ld_dst) {
  for (int r = 0; r < rows; ++r) {
    const float* src = a + r * lda;
    float* out = dst + r * ld_dst;
    int64_t k = 0;
    // 32 values become 16 pairs: the converted low vector fills the low half of the result.
    for (; k + 32 <= kc; k += 32) {
      const __m512bh v = _mm512_cvtne2ps_pbh(_mm512_loadu_ps(src + k + 16), _mm512_loadu_ps(src + k));
      _mm512_storeu_si512(out + k / 2, (__m512i)v);
    }
    if (k < kc) {  // the tail, zero-padded (an odd last value pairs with zero)
      const int64_t left = kc - k;
      const __mmask16 lo = left >= 16 ? __mmask16(0xffff) : __mmask16((1u << left) - 1);
      const __mmask16 hi = left <= 16 ? __mmask16(0) : __mmask16((1u << (left - 16)) - 1);
      const __m512bh v = _mm512_cvtne2ps_pbh(_mm512_maskz_loadu_ps(hi, src + k + 16),
                                             _mm512_maskz_loadu_ps(lo, src + k));
      const int64_t words = (left + 1) / 2;
      _mm512_mask_storeu_epi32(out + k / 2, __mmask16((1u << words) - 1), (__m512i)v);
    }
  }
}

}  // namespace

// K blocks of 1024: the A rows of one micro-panel (12 x 512 words, 24 KiB) stay in L1 as the
// fp32 kernel's do at 512.
MicroKernel microkernel_avx512_bf16() {
  MicroKernel k = make_microkernel<xsimd::avx512f, 12>(1024);
  k.run = &run_tile<xsimd::avx512f, 12, true>;
  k.to_bf16_rows = &to_bf16_rows;
  return k;
}

}  // namespace linrt::ops::cpu::detail
#endif
