// The grouped-conv row kernels vectorised for AVX-512 (compiled with -mavx512f and friends, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/conv2d_grouped_impl.h"

namespace linrt::ops::cpu {

GroupedRows grouped_rows_avx512() { return make_grouped_rows<xsimd::avx512f>(); }

}  // namespace linrt::ops::cpu
#endif
