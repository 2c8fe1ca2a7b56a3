// The softmax row kernel vectorised for AVX-512 (compiled with -mavx512f and friends, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/softmax_impl.h"

namespace linrt::ops::cpu {

SoftmaxRowKernel softmax_row_avx512() { return make_softmax_row<xsimd::avx512f>(); }

}  // namespace linrt::ops::cpu
#endif
