// The AVX-512 microkernel; this file is compiled with -mavx512f -mavx512dq -mavx512vl
// -mavx512bw -mfma (ops/CMakeLists.txt).
#if defined(__x86_64__)
#include "ops/gemm_microkernel_impl.h"

namespace linrt::ops::cpu::detail {

// 12 x 32: 24 zmm accumulators hide the 4-cycle FMA latency on both ports with room to spare,
// and each step needs only 2 vector loads of B per 24 FMAs. A K block of 512 keeps the A
// micro-panel (24 KiB) in L1 while the B micro-panels stream past from L2; it measured a few
// percent faster than 256 at DLRM's K = 512 and 1024. (8 x 32 measured about 5% slower on the
// DLRM layers.)
MicroKernel microkernel_avx512() { return make_microkernel<xsimd::avx512f, 12>(512); }

}  // namespace linrt::ops::cpu::detail
#endif
