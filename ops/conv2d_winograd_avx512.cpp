// The Winograd F(4x4, 3x3) tile transforms vectorised for AVX-512 (compiled with -mavx512f and friends, ops/CMakeLists.txt).
#if defined(__x86_64__)
#include "ops/conv2d_winograd_transforms_impl.h"

namespace linrt::ops::cpu {

WinogradTransforms winograd_transforms_avx512() { return make_transforms<xsimd::avx512f>(); }

}  // namespace linrt::ops::cpu
#endif
