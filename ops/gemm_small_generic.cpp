// The small transposed-B product for the build's baseline target (xsimd's default
// architecture: SSE2 on x86-64, NEON on AArch64): 2 x 2 blocks of 4-lane vectors.
#include "ops/gemm_small_impl.h"

namespace linrt::ops::cpu::detail {

SmallGemmFn small_gemm_generic() { return small_gemm<xsimd::default_arch>; }

}  // namespace linrt::ops::cpu::detail
