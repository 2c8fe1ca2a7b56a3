// The Winograd F(4x4, 3x3) tile transforms vectorised for AVX-512 (compiled with -mavx512f and friends, ops/CMakeLists.txt).
#if defined(__x86_64__)
#include <immintrin.h>

#include "ops/conv2d_winograd_transforms_impl.h"

namespace linrt::ops::cpu {

namespace {

// One 16 x 16 block transposed in registers: rows are interleaved in pairs (ps), then in pairs
// of pairs (pd), which leaves 4 x 4 transposed blocks in each 128-bit lane; two rounds of lane
// shuffles put the lanes in place.
void transpose_16x16(const float* src, int64_t src_stride, float* dst, int64_t dst_stride) {
  __m512 r[16], t[16], u[16];
  for (int i = 0; i < 16; ++i) r[i] = _mm512_loadu_ps(src + i * src_stride);
  for (int i = 0; i < 16; i += 2) {
    t[i] = _mm512_unpacklo_ps(r[i], r[i + 1]);
    t[i + 1] = _mm512_unpackhi_ps(r[i], r[i + 1]);
  }
  // u[4g + j], lane l: column 4l + j of rows 4g .. 4g + 3.
  for (int g = 0; g < 4; ++g) {
    const __m512d a = _mm512_castps_pd(t[4 * g]), b = _mm512_castps_pd(t[4 * g + 1]);
    const __m512d c = _mm512_castps_pd(t[4 * g + 2]), d = _mm512_castps_pd(t[4 * g + 3]);
    u[4 * g + 0] = _mm512_castpd_ps(_mm512_unpacklo_pd(a, c));
    u[4 * g + 1] = _mm512_castpd_ps(_mm512_unpackhi_pd(a, c));
    u[4 * g + 2] = _mm512_castpd_ps(_mm512_unpacklo_pd(b, d));
    u[4 * g + 3] = _mm512_castpd_ps(_mm512_unpackhi_pd(b, d));
  }
  for (int j = 0; j < 4; ++j) {
    const __m512 x0 = _mm512_shuffle_f32x4(u[j], u[4 + j], 0x44);
    const __m512 x1 = _mm512_shuffle_f32x4(u[j], u[4 + j], 0xEE);
    const __m512 y0 = _mm512_shuffle_f32x4(u[8 + j], u[12 + j], 0x44);
    const __m512 y1 = _mm512_shuffle_f32x4(u[8 + j], u[12 + j], 0xEE);
    _mm512_storeu_ps(dst + (0 + j) * dst_stride, _mm512_shuffle_f32x4(x0, y0, 0x88));
    _mm512_storeu_ps(dst + (4 + j) * dst_stride, _mm512_shuffle_f32x4(x0, y0, 0xDD));
    _mm512_storeu_ps(dst + (8 + j) * dst_stride, _mm512_shuffle_f32x4(x1, y1, 0x88));
    _mm512_storeu_ps(dst + (12 + j) * dst_stride, _mm512_shuffle_f32x4(x1, y1, 0xDD));
  }
}

}  // namespace

WinogradTransforms winograd_transforms_avx512() {
  return make_transforms<xsimd::avx512f, &transpose_16x16>();
}

}  // namespace linrt::ops::cpu
#endif
