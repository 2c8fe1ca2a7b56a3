// The AVX-512 microkernel; this file is compiled with -mavx512f -mavx512dq -mavx512vl
// -mavx512bw -mfma (ops/CMakeLists.txt).
#if defined(__x86_64__)
#include "ops/gemm_microkernel_impl.h"

namespace linrt::ops::cpu::detail {

// 8 x 32: 16 zmm accumulators keep both FMA ports busy through the 4-cycle latency, and 8 rows
// divide the channel counts of the target models (32, 48, 64) without padding. A K block of
// 256 keeps the 32 KiB B micro-panel in L1.
MicroKernel microkernel_avx512() { return make_microkernel<xsimd::avx512f, 8>(256); }

}  // namespace linrt::ops::cpu::detail
#endif
