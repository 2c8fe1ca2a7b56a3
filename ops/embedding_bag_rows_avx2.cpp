// Embedding-bag row reductions for AVX2 + FMA. ops/CMakeLists.txt compiles files named
// *_avx2.cpp with -mavx2 -mfma; the driver calls them only on CPUs that have both.
#if defined(__x86_64__) || defined(_M_X64)
#include "ops/embedding_bag_rows_impl.h"

namespace linrt::ops::bag_rows {

Kernels kernels_avx2() { return make_kernels<xsimd::fma3<xsimd::avx2>>("fma3<avx2>"); }

}  // namespace linrt::ops::bag_rows
#endif
