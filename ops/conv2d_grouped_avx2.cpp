// The grouped-conv row kernels vectorised for AVX2 + FMA (compiled with -mavx2 -mfma, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/conv2d_grouped_impl.h"

namespace linrt::ops::cpu {

GroupedRows grouped_rows_avx2() { return make_grouped_rows<xsimd::fma3<xsimd::avx2>>(); }

}  // namespace linrt::ops::cpu
#endif
