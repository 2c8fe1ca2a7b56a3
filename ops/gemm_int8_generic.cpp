// The int8 GEMM's scalar kernel (ops/gemm_int8.h): the baseline, and the definition the
// vector kernels reproduce.
#include <algorithm>

#include "ops/gemm_int8_impl.h"

namespace linrt::ops::cpu::detail {
namespace {

constexpr int kMr = 4, kNr = 8;

void quantize_rows(const float* a, int64_t lda, int64_t rows, int64_t k, uint8_t* dst, int64_t ld_dst,
                   RowQuantization* q) {
  for (int64_t r = 0; r < rows; ++r) {
    q[r] = quantize_row_u8(a + r * lda, k, dst + r * ld_dst);
    std::fill(dst + r * ld_dst + k, dst + (r + 1) * ld_dst, uint8_t(0));
  }
}

void tile(const uint8_t* a, int64_t lda, const int8_t* panel, int64_t depth, int32_t* out) {
  std::fill_n(out, kMr * kNr, 0);
  for (int64_t g = 0; g < depth; g += 4) {
    const int8_t* b = panel + g * kNr;
    for (int i = 0; i < kMr; ++i) {
      const uint8_t* ai = a + i * lda + g;
      for (int j = 0; j < kNr; ++j)
        for (int d = 0; d < 4; ++d) out[i * kNr + j] += int32_t(ai[d]) * int32_t(b[j * 4 + d]);
    }
  }
}

}  // namespace

Int8Kernel gemm_int8_generic() {
  return Int8Kernel{"generic", kMr, kNr, &quantize_rows, &run_block<kMr, kNr, &tile>, &tile};
}

}  // namespace linrt::ops::cpu::detail
