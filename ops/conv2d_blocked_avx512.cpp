// The blocked direct conv kernel vectorised for AVX-512 (compiled with -mavx512f and friends, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/conv2d_blocked_impl.h"

namespace linrt::ops::cpu {

BlockedConvKernel blocked_conv_kernel_avx512() { return make_blocked_conv_kernel<xsimd::avx512f>(); }

}  // namespace linrt::ops::cpu
#endif
