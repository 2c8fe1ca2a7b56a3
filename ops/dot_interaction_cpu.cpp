#include "ops/dot_interaction_cpu.h"

#include <algorithm>

#include "ops/gemm_small_cpu.h"
#include "ops/isa_kernels.h"

namespace linrt::ops::cpu {

namespace {
// Samples per block of the parallel loop: enough to amortise taking a block, few enough that a
// descheduled thread's unfinished range is picked up by the other.
constexpr int64_t kSamplesPerBlock = 16;
}  // namespace

bool dot_interaction_fits(int64_t features, int64_t dim) {
  return dim >= 1 && features >= 1 && features <= 46340;  // features^2 within int32
}

std::vector<int32_t> dot_interaction_offsets(const std::vector<int64_t>& rows, const std::vector<int64_t>& cols,
                                             int64_t features) {
  std::vector<int32_t> offsets(rows.size());
  for (size_t k = 0; k < rows.size(); ++k)
    offsets[k] = int32_t(std::max(rows[k], cols[k]) * features + std::min(rows[k], cols[k]));
  return offsets;
}

void dot_interaction(Isa isa, const DotInteractionCall& call, int threads) {
  const int64_t f = call.features, d = call.dim, plane = f * d;
  const int64_t blocks = (call.batch + kSamplesPerBlock - 1) / kSamplesPerBlock;
  if (!gemm_small_transposed_b_fits(f, f, d)) {
    // Beyond the small product: each pair's dot product over the two rows, in 16 partial sums.
    parallel_blocks(threads, blocks, [&](int64_t block) {
      const int64_t end = std::min(call.batch, (block + 1) * kSamplesPerBlock);
      for (int64_t b = block * kSamplesPerBlock; b < end; ++b) {
        const float* sample = call.t + b * plane;
        float* row = call.out + b * call.ldo;
        for (int64_t k = 0; k < call.count; ++k) {
          const float* x = sample + (call.offsets[k] / f) * d;
          const float* y = sample + (call.offsets[k] % f) * d;
          float part[16] = {};
          int64_t i = 0;
          for (; i + 16 <= d; i += 16)
            for (int l = 0; l < 16; ++l) part[l] += x[i + l] * y[i + l];
          for (; i < d; ++i) part[i % 16] += x[i] * y[i];
          float sum = 0.0f;
          for (float p : part) sum += p;
          row[k] = sum;
        }
        if (call.finished) call.finished(row, b);
      }
    }, [] {});
    return;
  }
  parallel_blocks(threads, blocks, [&](int64_t block) {
    // The Gram of one sample: at most 64 x 64 floats, on this thread's stack.
    alignas(64) float gram[kGemmSmallMaxDim * kGemmSmallMaxDim];
    const int64_t end = std::min(call.batch, (block + 1) * kSamplesPerBlock);
    for (int64_t b = block * kSamplesPerBlock; b < end; ++b) {
      const float* sample = call.t + b * plane;
      GemmCall g;
      g.m = g.n = f;
      g.k = d;
      g.a.in_place = MatrixView{sample, d, 1};
      g.b.in_place = g.a.in_place;  // B is A: only the blocks on and below the diagonal are computed
      if (b + 1 < call.batch) g.a_next = g.b_next = sample + plane;
      g.c = gram;
      g.ldc = f;
      gemm_small_transposed_b(isa, g);
      float* row = call.out + b * call.ldo;
      for (int64_t k = 0; k < call.count; ++k) row[k] = gram[call.offsets[k]];
      if (call.finished) call.finished(row, b);
    }
  }, [] {});
}

}  // namespace linrt::ops::cpu
