// The AVX2 + FMA3 microkernel; this file is compiled with -mavx2 -mfma (ops/CMakeLists.txt).
#if defined(__x86_64__)
#include "ops/gemm_microkernel_impl.h"

namespace linrt::ops::cpu::detail {

// 6 x 16: 12 ymm accumulators, 2 B vectors and a broadcast in 16 registers.
MicroKernel microkernel_avx2() { return make_microkernel<xsimd::fma3<xsimd::avx2>, 6>(256); }

}  // namespace linrt::ops::cpu::detail
#endif
