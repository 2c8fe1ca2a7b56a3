// linrt.dot_interaction on the CPU (ops/dot_interaction.h: what it computes). Each sample's Gram
// T T^T is computed on and below the diagonal into per-thread scratch by the small transposed-B
// product (ops/gemm_small_cpu.h, B = A: 4 x 4 register blocks of dot products, both operands
// read in place, the next sample's rows prefetched) and its pairs are gathered from there into
// the sample's output row while the scratch is in L1. The batch's Gram (DLRM MLPerf: 2048 x 27 x
// 27 floats, 6 MB) is never stored, nor read back by a gather of its own.
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

struct DotInteractionCall {
  const float* t = nullptr;  // [batch, features, dim], dense
  int64_t batch = 0, features = 0, dim = 0;
  const int32_t* offsets = nullptr;  // K entries: rows[k] * features + cols[k], with rows[k] >= cols[k]
  int64_t count = 0;                 // K
  float* out = nullptr;              // row b at out + b * ldo, K elements
  int64_t ldo = 0;
  // Called once per finished output row (may run on any thread), while it is in cache.
  std::function<void(float* row, int64_t b)> finished;
};

// Whether dot_interaction takes `features` x `dim` samples: any with the pair offsets within
// int32. Samples within the small product's limits (features <= 64, the rows of a sample within
// 256 KiB) go through the Gram; others compute each pair's dot product from the rows in place.
bool dot_interaction_fits(int64_t features, int64_t dim);

// Pairs (rows[k], cols[k]) as the offsets of DotInteractionCall: each pair ordered so that the
// first index is the larger (the Gram is symmetric and only its lower half is computed).
std::vector<int32_t> dot_interaction_offsets(const std::vector<int64_t>& rows, const std::vector<int64_t>& cols,
                                             int64_t features);

// Computes `call` (with dot_interaction_fits) on up to `threads` threads of the bound team.
void dot_interaction(Isa isa, const DotInteractionCall& call, int threads);

}  // namespace linrt::ops::cpu
