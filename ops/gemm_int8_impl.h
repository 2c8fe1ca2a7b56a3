// The int8 GEMM's per-ISA parts (ops/gemm_int8.h): the kernel table each ISA file fills, and
// the block runner and float epilogue written once here and compiled by each per-ISA file
// (ops/gemm_int8_<isa>.cpp) with its flags. What is defined here lives in an anonymous namespace,
// so that no inline function compiled for a wide ISA is picked by the linker for a narrower one.
#pragma once

#include <algorithm>
#include <cstdint>
#include <functional>

#include "ops/gemm_int8.h"

namespace linrt::ops::cpu {

// One block of the product: rows [row0, row0 + rows) of C, whose A rows are quantised in `a`
// (rows padded with zero codes to a multiple of mr, row stride `lda` >= weights.depth, codes
// past k zero), and the columns of panels [panel0, panel1).
struct Int8Block {
  const Int8GemmCall* call = nullptr;
  const uint8_t* a = nullptr;
  int64_t lda = 0;
  const RowQuantization* rows_q = nullptr;  // one per row of the block
  int64_t row0 = 0, rows = 0;
  int64_t panel0 = 0, panel1 = 0;
};

struct Int8Kernel {
  std::string_view name;
  int mr = 1, nr = 1;
  // Quantises `rows` rows of k floats (row stride lda) as quantize_row_u8 does, into dst (row
  // stride ld_dst, codes from k to ld_dst zero).
  void (*quantize_rows)(const float* a, int64_t lda, int64_t rows, int64_t k, uint8_t* dst, int64_t ld_dst,
                        RowQuantization* q) = nullptr;
  // Stores the float results of a block (Int8GemmCall's stores and `finished` included).
  void (*run_block)(const Int8Block& block) = nullptr;
  // The int32 sums of an mr x nr tile: A rows at a + i * lda, one packed panel of depth
  // `depth`; out[i * nr + j].
  void (*tile)(const uint8_t* a, int64_t lda, const int8_t* panel, int64_t depth, int32_t* out) = nullptr;
};

namespace detail {
Int8Kernel gemm_int8_generic();
Int8Kernel gemm_int8_avx2();
Int8Kernel gemm_int8_avx512_vnni();
// quantize_row_u8's scale and zero point from the row's range (lo <= 0 <= hi, both finite).
RowQuantization row_quantization(float lo, float hi);
}  // namespace detail

namespace detail {
namespace {

// A row's quantisation from a vector kernel's N lanes of minima `l`, maxima `h` and sums `z` of
// x * 0 (NaN exactly when some x is not finite), and `tail_count` more values of x: scale NaN
// when the row is not finite (returns false), else row_quantization of its range from 0.
template <int N>
bool fold_row_range(const float* l, const float* h, const float* z, const float* tail, int64_t tail_count,
                    RowQuantization& q) {
  float lo = 0, hi = 0, bad = 0;
  for (int j = 0; j < N; ++j) {
    lo = std::min(lo, l[j]);
    hi = std::max(hi, h[j]);
    bad += z[j];
  }
  for (int64_t t = 0; t < tail_count; ++t) {
    lo = std::min(lo, tail[t]);
    hi = std::max(hi, tail[t]);
    bad += tail[t] * 0.0f;
  }
  if (bad != 0.0f) {
    q = RowQuantization{__builtin_nanf(""), 0};
    return false;
  }
  q = row_quantization(lo, hi);
  return true;
}

// The float stores of one mr x nr tile of int32 sums: `rows` x `cols` valid.
template <int NR>
void store_tile(const Int8Block& blk, const int32_t* acc, int64_t tile_row, int64_t col0, int64_t rows,
                int64_t cols) {
  const Int8GemmCall& call = *blk.call;
  const Int8Weights& w = *call.weights;
  const float* scale_b = w.scale.data() + col0;
  const int32_t* colsum = w.colsum.data() + col0;
  const float* bias = call.bias_cols ? call.bias_cols + col0 : nullptr;
  for (int64_t i = 0; i < rows; ++i) {
    const RowQuantization rq = blk.rows_q[tile_row + i];
    const int64_t row = blk.row0 + tile_row + i;
    float* out = call.c + row * call.ldc + col0;
    const int32_t* sums = acc + i * NR;
    // init may be C itself (Int8GemmCall): each init value is read before its output is written.
    const float* init = call.init ? call.init + row * call.ld_init + col0 : nullptr;
    for (int64_t j = 0; j < cols; ++j) {
      const float v = float(sums[j] - rq.zero_point * colsum[j]) * (rq.scale * scale_b[j]);
      out[j] = init ? v + init[j] : v;
    }
    if (bias)
      for (int64_t j = 0; j < cols; ++j) out[j] += bias[j];
    if (call.relu)
      for (int64_t j = 0; j < cols; ++j) out[j] = out[j] <= 0.0f ? 0.0f : out[j];
    if (call.finished) call.finished(out, row, col0, cols);
  }
}

// Every tile of the block, panel by panel (a panel of B stays in L1 while the block's rows
// pass over it), through Tile(a, lda, panel, depth, out).
template <int MR, int NR, void (*Tile)(const uint8_t*, int64_t, const int8_t*, int64_t, int32_t*)>
void run_block(const Int8Block& blk) {
  const Int8Weights& w = *blk.call->weights;
  alignas(64) int32_t acc[MR * NR];
  for (int64_t p = blk.panel0; p < blk.panel1; ++p) {
    const int8_t* panel = w.codes.data() + p * w.depth * NR;
    const int64_t col0 = p * NR;
    const int64_t cols = std::min<int64_t>(NR, w.n - col0);
    for (int64_t r = 0; r < blk.rows; r += MR) {
      Tile(blk.a + r * blk.lda, blk.lda, panel, w.depth, acc);
      store_tile<NR>(blk, acc, r, col0, std::min<int64_t>(MR, blk.rows - r), cols);
    }
  }
}

}  // namespace
}  // namespace detail

}  // namespace linrt::ops::cpu
