// The blocked direct conv kernel vectorised for AVX2 + FMA (compiled with -mavx2 -mfma, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/conv2d_blocked_impl.h"

namespace linrt::ops::cpu {

BlockedConvKernel blocked_conv_kernel_avx2() { return make_blocked_conv_kernel<xsimd::fma3<xsimd::avx2>>(); }

}  // namespace linrt::ops::cpu
#endif
