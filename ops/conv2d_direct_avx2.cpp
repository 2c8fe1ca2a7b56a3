// The direct thin-conv row kernel vectorised for AVX2 + FMA (compiled with -mavx2 -mfma, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/conv2d_direct_impl.h"

namespace linrt::ops::cpu {

DirectConvRow direct_conv_row_avx2() { return make_direct_conv_row<xsimd::fma3<xsimd::avx2>>(); }

}  // namespace linrt::ops::cpu
#endif
