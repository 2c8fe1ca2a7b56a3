#include "ops/channel_gather_cpu.h"

namespace linrt::ops::cpu {

#if defined(__x86_64__)
void gather_channel_lanes_avx512(const float* const block[16], const int32_t lane[16], int64_t pixels, float* dst);
#endif

void gather_channel_lanes(Isa isa, const float* const block[16], const int32_t lane[16], int64_t pixels, float* dst) {
#if defined(__x86_64__)
  if (isa == Isa::Avx512) return gather_channel_lanes_avx512(block, lane, pixels, dst);
#endif
  (void)isa;
  for (int64_t p = 0; p < pixels; ++p)
    for (int l = 0; l < 16; ++l) dst[p * 16 + l] = block[l] ? block[l][p * 16 + lane[l]] : 0.0f;
}

}  // namespace linrt::ops::cpu
