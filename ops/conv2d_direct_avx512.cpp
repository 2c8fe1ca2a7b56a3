// The direct thin-conv row kernel vectorised for AVX-512 (compiled with -mavx512f and friends, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/conv2d_direct_impl.h"

namespace linrt::ops::cpu {

DirectConvRow direct_conv_row_avx512() { return make_direct_conv_row<xsimd::avx512f>(); }

}  // namespace linrt::ops::cpu
#endif
