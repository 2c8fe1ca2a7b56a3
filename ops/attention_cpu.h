// The fast CPU attention for linrt.attention in f32 (the contract: ops/attention.h). One dispatch
// over every head: OpenMP over tiles of kTileRows rows of q. Each thread keeps the head it works
// on with K transposed into scratch ([d][n], its rows padded to whole vectors), so that a tile's
// scores are register-blocked outer products (a few rows of q against two vectors of K^T per
// step of d); the tile's softmax runs in place on its scores while they are in L1, and the
// exponentials then weigh V's rows (register-blocked the same way) into the output rows, each
// divided by its row's sum of exponentials there rather than every probability. The
// [m, n] score matrix is never stored whole. Results are those of ops::ref::attention up to f32
// rounding and xsimd's exp.
#pragma once

#include <cstdint>

#include "ops/attention.h"
#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

constexpr int64_t kAttentionTileRows = 32;

// One ISA's tile kernel: `rows` (<= kAttentionTileRows) rows of q (`d` each) against kt (the
// head's K transposed, [d][ldk], ldk a multiple of `lanes`, the columns past n zero) and v
// ([n][e]) into out ([rows][e]); p is scratch of rows * ldk floats.
struct AttentionTileKernel {
  int64_t lanes = 1;
  void (*tile)(const AttentionShape& s, const float* q, int64_t rows, const float* kt, int64_t ldk, const float* v,
               float* p, float* out) = nullptr;
};
AttentionTileKernel attention_tile_generic();
#if defined(__x86_64__)
AttentionTileKernel attention_tile_avx2();
AttentionTileKernel attention_tile_avx512();
#endif

// out = attention(q, k, v) for shape `s`; `finished` (may be empty) sees every output element
// once, in runs of whole rows.
void attention_run(Isa isa, const AttentionShape& s, const float* q, const float* k, const float* v, float* out,
                   const OutputRunFn& finished, int threads);

}  // namespace linrt::ops::cpu
