// The microkernel for the build's baseline target (xsimd's default architecture: SSE2 on
// x86-64, NEON on AArch64), used when no wider ISA is available.
#include "ops/gemm_microkernel_impl.h"

namespace linrt::ops::cpu::detail {

// 6 x 8 on SSE2: 12 accumulators, 2 B vectors and a broadcast in 16 registers.
MicroKernel microkernel_generic() { return make_microkernel<xsimd::default_arch, 6>(256); }

}  // namespace linrt::ops::cpu::detail
