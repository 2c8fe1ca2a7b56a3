// The int8 GEMM's AVX2 kernel (ops/gemm_int8.h): uint8 rows and int8 codes widened to int16 and
// multiplied with vpmaddwd, whose pair sums are int32 and cannot saturate (vpmaddubsw's int16
// pair sums can: 2 * 255 * 127 > 32767). A 4 x 8 tile: per group of 4 depth steps a row's 4 codes
// are broadcast to every 64-bit lane and meet 4 columns' 4 codes per register, so each column
// gathers two partial sums, added at the end.
#if defined(__x86_64__)
#include <immintrin.h>

#include <algorithm>
#include <cmath>
#include <cstring>

#include "ops/gemm_int8_impl.h"

namespace linrt::ops::cpu::detail {
namespace {

constexpr int kMr = 4, kNr = 8;

void quantize_rows(const float* a, int64_t lda, int64_t rows, int64_t k, uint8_t* dst, int64_t ld_dst,
                   RowQuantization* q) {
  const __m256 zero = _mm256_setzero_ps();
  for (int64_t r = 0; r < rows; ++r) {
    const float* x = a + r * lda;
    uint8_t* out = dst + r * ld_dst;
    // As the AVX-512 kernel: the range from 0, and x * 0 summed to find a non-finite value.
    __m256 lo = zero, hi = zero, bad = zero;
    int64_t i = 0;
    for (; i + 8 <= k; i += 8) {
      const __m256 v = _mm256_loadu_ps(x + i);
      lo = _mm256_min_ps(lo, v);
      hi = _mm256_max_ps(hi, v);
      bad = _mm256_add_ps(bad, _mm256_mul_ps(v, zero));
    }
    alignas(32) float l[8], h[8], z[8];
    _mm256_store_ps(l, lo);
    _mm256_store_ps(h, hi);
    _mm256_store_ps(z, bad);
    if (!fold_row_range<8>(l, h, z, x + i, k - i, q[r])) {
      std::memset(out, 0, size_t(ld_dst));
      continue;
    }
    const float inv1 = 1.0f / q[r].scale;
    const __m256 inv = _mm256_set1_ps(inv1);
    const __m256i zp = _mm256_set1_epi32(q[r].zero_point);
    const __m256i top = _mm256_set1_epi32(255);
    for (i = 0; i + 8 <= k; i += 8) {
      __m256i t = _mm256_add_epi32(_mm256_cvtps_epi32(_mm256_mul_ps(_mm256_loadu_ps(x + i), inv)), zp);
      t = _mm256_min_epi32(_mm256_max_epi32(t, _mm256_setzero_si256()), top);
      // 8 int32 in [0, 255] to 8 bytes: pack to int16 (per 128-bit lane), then to uint8.
      const __m128i w = _mm_packus_epi32(_mm256_castsi256_si128(t), _mm256_extracti128_si256(t, 1));
      _mm_storel_epi64(reinterpret_cast<__m128i*>(out + i), _mm_packus_epi16(w, w));
    }
    for (; i < k; ++i)
      out[i] = uint8_t(std::clamp(int32_t(std::nearbyint(x[i] * inv1)) + q[r].zero_point, 0, 255));
    std::memset(out + k, 0, size_t(ld_dst - k));
  }
}

void tile(const uint8_t* a, int64_t lda, const int8_t* panel, int64_t depth, int32_t* out) {
  // Every loop over the rows fully unrolled, so that GCC keeps the arrays in registers.
  __m256i c0[kMr], c1[kMr];
#pragma GCC unroll 4
  for (int i = 0; i < kMr; ++i) c0[i] = c1[i] = _mm256_setzero_si256();
  const int8_t* b = panel;
  for (int64_t g = 0; g < depth; g += 4, b += 4 * kNr) {
    // Columns 0-3 and 4-7, each 4 codes as int16.
    const __m256i b0 = _mm256_cvtepi8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(b)));
    const __m256i b1 = _mm256_cvtepi8_epi16(_mm_loadu_si128(reinterpret_cast<const __m128i*>(b + 16)));
#pragma GCC unroll 4
    for (int i = 0; i < kMr; ++i) {
      int32_t four;
      std::memcpy(&four, a + i * lda + g, sizeof(four));
      const __m256i ai = _mm256_cvtepu8_epi16(_mm_set1_epi32(four));
      c0[i] = _mm256_add_epi32(c0[i], _mm256_madd_epi16(ai, b0));
      c1[i] = _mm256_add_epi32(c1[i], _mm256_madd_epi16(ai, b1));
    }
  }
#pragma GCC unroll 4
  for (int i = 0; i < kMr; ++i) {
    // [c0 c1 c4 c5 | c2 c3 c6 c7] from the pair sums, then the 64-bit lanes put in order.
    const __m256i sums = _mm256_permute4x64_epi64(_mm256_hadd_epi32(c0[i], c1[i]), 0xd8);
    _mm256_storeu_si256(reinterpret_cast<__m256i*>(out + i * kNr), sums);
  }
}

}  // namespace

Int8Kernel gemm_int8_avx2() {
  return Int8Kernel{"avx2", kMr, kNr, &quantize_rows, &run_block<kMr, kNr, &tile>, &tile};
}

}  // namespace linrt::ops::cpu::detail
#endif
