// The fast CPU 2-d pooling for linrt.pool2d in f32: max or sum over a window with strides,
// dilations and implicit padding (taps outside the input are skipped, which is what padding with
// the reduction's identity, -inf or 0, gives). The input and output are NCHW, or both in the
// blocked channel layout NCHW16c (ops/layout.h) that the planner keeps between convs; there a
// pixel's 16 channels are one vector (one AVX-512 register), so every window tap is one load
// and one max or add. Row-major operands with whole blocks of 16 channels are pooled through
// NCHW16c copies (ops/blocked_scratch.h); other row-major planes are vectorised over output
// pixels where the stride along W is 1, and otherwise walked a pixel at a time.
//
// Results are those of ops::ref::pool (ops/pooling.h) with the padding skipped: sums add the
// taps in the same order (row by row of the window, left to right), max propagates NaN.
#pragma once

#include <cstdint>
#include <string>

#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

struct Pool2dParams {
  bool max = true;  // else sum
  int64_t batch = 1, channels = 1, in_h = 1, in_w = 1, out_h = 1, out_w = 1;
  int64_t kernel_h = 1, kernel_w = 1, stride_h = 1, stride_w = 1, dilation_h = 1, dilation_w = 1;
  int64_t pad_top = 0, pad_left = 0;
  bool blocked = false;  // input and output NCHW16c (a partial last block padded with zeros)
};

// Empty when `p` describes a valid pooling (positive extents, strides and dilations, pads >= 0),
// otherwise what is wrong.
std::string check_pool2d(const Pool2dParams& p);

// One ISA's output-row kernel: output row `oy` of one plane (of one channel, or of one block of
// 16 channels when p.blocked, whose elements are then 16 floats).
struct PoolRowKernel {
  void (*row)(const Pool2dParams& p, const float* plane, int64_t oy, float* out_row) = nullptr;
};
PoolRowKernel pool_row_generic();
#if defined(__x86_64__)
PoolRowKernel pool_row_avx2();
PoolRowKernel pool_row_avx512();
#endif

// output = pool(input), parallel over planes and rows; `finished` (may be empty) sees every
// output element once, in runs of whole rows (NCHW16c flat indices when blocked).
void pool2d_run(const Pool2dParams& p, Isa isa, const float* input, float* output, const OutputRunFn& finished,
                int threads);

}  // namespace linrt::ops::cpu
