// The softmax row kernel vectorised for AVX2 (compiled with -mavx2 -mfma, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/softmax_impl.h"

namespace linrt::ops::cpu {

SoftmaxRowKernel softmax_row_avx2() { return make_softmax_row<xsimd::fma3<xsimd::avx2>>(); }

}  // namespace linrt::ops::cpu
#endif
