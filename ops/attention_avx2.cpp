// The attention tile kernel vectorised for AVX2 (compiled with -mavx2 -mfma, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/attention_impl.h"

namespace linrt::ops::cpu {

AttentionTileKernel attention_tile_avx2() { return make_attention_tile<xsimd::fma3<xsimd::avx2>>(); }

}  // namespace linrt::ops::cpu
#endif
