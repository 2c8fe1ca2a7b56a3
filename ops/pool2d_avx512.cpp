// The pooling row kernel vectorised for AVX-512 (compiled with -mavx512f and friends, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/pool2d_impl.h"

namespace linrt::ops::cpu {

PoolRowKernel pool_row_avx512() { return make_pool_row<xsimd::avx512f>(); }

}  // namespace linrt::ops::cpu
#endif
