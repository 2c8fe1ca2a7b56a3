#include "ops/gemm_small_cpu.h"

#include <stdexcept>

#include "ops/isa_kernels.h"

namespace linrt::ops::cpu {

namespace {

struct SmallGemms {
  static detail::SmallGemmFn generic() { return detail::small_gemm_generic(); }
#if defined(__x86_64__)
  static detail::SmallGemmFn avx2() { return detail::small_gemm_avx2(); }
  static detail::SmallGemmFn avx512() { return detail::small_gemm_avx512(); }
#endif
};

}  // namespace

bool gemm_small_transposed_b_fits(int64_t m, int64_t n, int64_t k) {
  constexpr int64_t kMaxOperandFloats = int64_t(1) << 17;  // 512 KiB
  return m >= 1 && n >= 1 && m <= kGemmSmallMaxDim && n <= kGemmSmallMaxDim && k >= 0 &&
         (m + n) * k <= kMaxOperandFloats;
}

void gemm_small_transposed_b(Isa isa, const GemmCall& call) {
  if (!gemm_small_transposed_b_fits(call.m, call.n, call.k) || call.a.in_place.col_stride != 1 ||
      call.b.in_place.col_stride != 1)
    throw std::logic_error("gemm_small_transposed_b: not a small product of rows contiguous along k");
  if (call.scale || call.residual)
    throw std::logic_error("gemm_small_transposed_b: no scale or residual in its stores");
  isa_table<SmallGemms>(isa)(call);
}

}  // namespace linrt::ops::cpu
