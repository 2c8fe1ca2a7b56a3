// The Winograd F(4x4, 3x3) tile transforms vectorised for AVX2 + FMA (compiled with -mavx2 -mfma, ops/CMakeLists.txt).
#if defined(__x86_64__)
#include "ops/conv2d_winograd_transforms_impl.h"

namespace linrt::ops::cpu {

WinogradTransforms winograd_transforms_avx2() { return make_transforms<xsimd::fma3<xsimd::avx2>>(); }

}  // namespace linrt::ops::cpu
#endif
