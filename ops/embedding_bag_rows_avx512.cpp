// Embedding-bag row reductions for AVX-512 (F, BW, DQ, VL). ops/CMakeLists.txt compiles files
// named *_avx512.cpp with those extensions enabled; the driver calls them only on CPUs that
// have them.
#if defined(__x86_64__) || defined(_M_X64)
#include "ops/embedding_bag_rows_impl.h"

namespace linrt::ops::bag_rows {

Kernels kernels_avx512() { return make_kernels<xsimd::avx512bw>("avx512bw"); }

}  // namespace linrt::ops::bag_rows
#endif
