// The small transposed-B product for AVX-512 (compiled with -mavx512f and friends,
// cmake/isa_sources.cmake): 4 x 4 blocks, 16 zmm accumulators reduced into one.
#if defined(__x86_64__)
#include "ops/gemm_small_impl.h"

namespace linrt::ops::cpu::detail {

SmallGemmFn small_gemm_avx512() { return small_gemm<xsimd::avx512f>; }

}  // namespace linrt::ops::cpu::detail
#endif
