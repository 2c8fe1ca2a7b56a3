// The int8 GEMM's AVX-512 VNNI kernel (ops/gemm_int8.h): a 12 x 32 tile of int32 sums held in
// 24 registers, each group of 4 depth steps one vpdpbusd per row and 16 columns (64 uint8 x
// int8 products). Compiled with the AVX-512 flags plus -mavx512vnni (cmake/isa_sources.cmake)
// and used only where ops::cpu::supports_vnni() holds.
#if defined(__x86_64__)
// GCC 12 reports the _mm512_undefined_* operand inside its own min/max/convert intrinsics as
// maybe uninitialised (a false positive of its headers, seen where a masked load feeds them).
#if defined(__GNUC__) && !defined(__clang__)
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#endif
#include <immintrin.h>

#include <algorithm>
#include <cstring>

#include "ops/gemm_int8_impl.h"

namespace linrt::ops::cpu::detail {
namespace {

constexpr int kMr = 12, kNr = 32;

void quantize_rows(const float* a, int64_t lda, int64_t rows, int64_t k, uint8_t* dst, int64_t ld_dst,
                   RowQuantization* q) {
  const __m512 zero = _mm512_setzero_ps();
  for (int64_t r = 0; r < rows; ++r) {
    const float* x = a + r * lda;
    uint8_t* out = dst + r * ld_dst;
    // The range from 0 (masked-off lanes load 0, inside it too); `bad` sums x * 0, which is NaN
    // exactly when some x is not finite.
    __m512 lo = zero, hi = zero, bad = zero;
    for (int64_t i = 0; i < k; i += 16) {
      const __mmask16 m = k - i >= 16 ? __mmask16(0xffff) : __mmask16((1u << (k - i)) - 1);
      const __m512 v = _mm512_maskz_loadu_ps(m, x + i);
      lo = _mm512_min_ps(lo, v);
      hi = _mm512_max_ps(hi, v);
      bad = _mm512_add_ps(bad, _mm512_mul_ps(v, zero));
    }
    std::memset(out, 0, size_t(ld_dst));
    alignas(64) float l[16], h[16], z[16];
    _mm512_store_ps(l, lo);
    _mm512_store_ps(h, hi);
    _mm512_store_ps(z, bad);
    if (!fold_row_range<16>(l, h, z, nullptr, 0, q[r])) continue;
    const __m512 inv = _mm512_set1_ps(1.0f / q[r].scale);
    const __m512i zp = _mm512_set1_epi32(q[r].zero_point);
    const __m512i top = _mm512_set1_epi32(255);
    for (int64_t i = 0; i < k; i += 16) {
      const __mmask16 m = k - i >= 16 ? __mmask16(0xffff) : __mmask16((1u << (k - i)) - 1);
      __m512i t = _mm512_add_epi32(_mm512_cvtps_epi32(_mm512_mul_ps(_mm512_maskz_loadu_ps(m, x + i), inv)), zp);
      t = _mm512_min_epi32(_mm512_max_epi32(t, _mm512_setzero_si512()), top);
      _mm512_mask_cvtepi32_storeu_epi8(out + i, m, t);
    }
  }
}

void tile(const uint8_t* a, int64_t lda, const int8_t* panel, int64_t depth, int32_t* out) {
  // Every loop over the rows fully unrolled: GCC then keeps the arrays in registers (otherwise
  // it stores all 24 accumulators to the stack on every step).
  __m512i c0[kMr], c1[kMr];
#pragma GCC unroll 12
  for (int i = 0; i < kMr; ++i) c0[i] = c1[i] = _mm512_setzero_si512();
  const int8_t* b = panel;
  for (int64_t g = 0; g < depth; g += 4, b += 4 * kNr) {
    // The panel streams from L2: its lines 16 groups ahead.
    _mm_prefetch(reinterpret_cast<const char*>(b + 16 * 4 * kNr), _MM_HINT_T0);
    _mm_prefetch(reinterpret_cast<const char*>(b + 16 * 4 * kNr + 64), _MM_HINT_T0);
    const __m512i b0 = _mm512_loadu_si512(b);
    const __m512i b1 = _mm512_loadu_si512(b + 64);
#pragma GCC unroll 12
    for (int i = 0; i < kMr; ++i) {
      int32_t four;
      std::memcpy(&four, a + i * lda + g, sizeof(four));
      const __m512i ai = _mm512_set1_epi32(four);
      c0[i] = _mm512_dpbusd_epi32(c0[i], ai, b0);
      c1[i] = _mm512_dpbusd_epi32(c1[i], ai, b1);
    }
  }
#pragma GCC unroll 12
  for (int i = 0; i < kMr; ++i) {
    _mm512_storeu_si512(out + i * kNr, c0[i]);
    _mm512_storeu_si512(out + i * kNr + 16, c1[i]);
  }
}

}  // namespace

Int8Kernel gemm_int8_avx512_vnni() {
  return Int8Kernel{"avx512_vnni", kMr, kNr, &quantize_rows, &run_block<kMr, kNr, &tile>, &tile};
}

}  // namespace linrt::ops::cpu::detail
#endif
