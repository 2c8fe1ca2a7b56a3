// The pooling row kernel vectorised for AVX2 + FMA (compiled with -mavx2 -mfma, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/pool2d_impl.h"

namespace linrt::ops::cpu {

PoolRowKernel pool_row_avx2() { return make_pool_row<xsimd::fma3<xsimd::avx2>>(); }

}  // namespace linrt::ops::cpu
#endif
