// The attention tile kernel vectorised for AVX-512 (compiled with -mavx512f and friends, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/attention_impl.h"

namespace linrt::ops::cpu {

AttentionTileKernel attention_tile_avx512() { return make_attention_tile<xsimd::avx512f>(); }

}  // namespace linrt::ops::cpu
#endif
