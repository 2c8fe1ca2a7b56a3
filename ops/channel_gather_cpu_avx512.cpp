// gather_channel_lanes with AVX-512 (compiled with -mavx512f..., cmake/isa_sources.cmake): the
// lanes are grouped by the input block they read, and each pixel's output register is made by
// one masked lane permute per such block (ShuffleNetV2's halves: two to four blocks).
#if defined(__x86_64__)
#include <immintrin.h>

#include <cstdint>

namespace linrt::ops::cpu {

void gather_channel_lanes_avx512(const float* const block[16], const int32_t lane[16], int64_t pixels, float* dst) {
  const float* sources[16];
  int32_t index[16][16] = {};
  __mmask16 mask[16] = {};
  int n = 0;
  for (int l = 0; l < 16; ++l) {
    if (!block[l]) continue;  // a padding lane: stays zero
    int s = 0;
    while (s < n && sources[s] != block[l]) ++s;
    if (s == n) sources[n++] = block[l];
    index[s][l] = lane[l];
    mask[s] = __mmask16(mask[s] | (1u << l));
  }
  __m512i idx[16];
  for (int s = 0; s < n; ++s) idx[s] = _mm512_loadu_si512(index[s]);
  for (int64_t p = 0; p < pixels; ++p) {
    __m512 v = _mm512_setzero_ps();
    for (int s = 0; s < n; ++s)
      v = _mm512_mask_permutexvar_ps(v, mask[s], idx[s], _mm512_loadu_ps(sources[s] + p * 16));
    _mm512_storeu_ps(dst + p * 16, v);
  }
}

}  // namespace linrt::ops::cpu
#endif
