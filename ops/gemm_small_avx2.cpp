// The small transposed-B product for AVX2 + FMA3 (compiled with -mavx2 -mfma,
// cmake/isa_sources.cmake): 2 x 4 blocks, 8 ymm accumulators reduced into one.
#if defined(__x86_64__)
#include "ops/gemm_small_impl.h"

namespace linrt::ops::cpu::detail {

SmallGemmFn small_gemm_avx2() { return small_gemm<xsimd::fma3<xsimd::avx2>>; }

}  // namespace linrt::ops::cpu::detail
#endif
