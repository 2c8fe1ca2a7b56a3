// Grouped convolution with narrow groups (internal to ops/conv2d_cpu.cpp): NCHW, every group
// G = 2, 4 or 8 input channels into G output channels (RegNet's 3x3 convs, group width 8), so
// that the groups tile the blocks of 16 channels of NCHW16c. The blocked direct kernel
// (ops/conv2d_blocked.h) would multiply the block-diagonal zeros of a 16 x 16 weight block
// (16 / G times the multiply-adds); groups of 16 channels or a multiple of 16 line up with whole
// blocks and run there without zeros.
//
// Here an output pixel's block of 16 channels accumulates G vectors per tap, one per rotation
// k = 0 .. G-1: acc_k[m] += w'_k[m] * in[m], where lane m of w'_k holds the weight from input
// channel m to the output channel k places before it in m's group (cyclically). Only the
// input vector as it lies is read. At the end of the pixel, output lane l gathers lane
// rot_k(l) = group(l) + (l + k) mod G of every acc_k (one in-register permute per k, not per
// tap): G multiply-adds per tap and 16 lanes instead of 16.
#pragma once

#include <cstdint>
#include <vector>

#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

// One row of output pixels of one block of 16 channels, for one group width:
//   out_row[ox][l] = bias[l] + sum over taps inside, k < G of w[tap][k][rot_k(l)] * in[iy][ix][rot_k(l)]
// with `weights` one block's grouped_prepare() layout and `bias` that block's 16 values or null.
using GroupedRow = void (*)(const Conv2dParams& p, const float* plane, const float* weights, const float* bias,
                            int64_t oy, float* out_row);
struct GroupedRows {
  GroupedRow width2 = nullptr, width4 = nullptr, width8 = nullptr;
};
GroupedRows grouped_rows_generic();
#if defined(__x86_64__)
GroupedRows grouped_rows_avx2();
GroupedRows grouped_rows_avx512();
#endif

// Whether `p` runs here: NCHW, groups of 2, 4 or 8 input and as many output channels, at least
// 16 channels (a row-major side that is not whole blocks is padded in scratch with zero groups).
bool grouped_conv_applies(const Conv2dParams& p);

// The FCHW weights [C, G, KH, KW] as the rows read them: per block of 16 channels
// [KH*KW][G rotations][16 lanes], lane m of rotation k the weight from input channel m to
// output channel group(m) + (m - k) mod G; the channels that pad the last block have zeros.
std::vector<float> grouped_prepare(const Conv2dParams& p, const float* weight);

// output = grouped_conv(input) + bias; `finished` sees every output element once, in runs of
// whole rows of one block of 16 channels.
void grouped_conv_run(const Conv2dParams& p, Isa isa, const float* weights, const float* input, const float* bias,
                      float* output, const OutputRunFn& finished, int threads);

}  // namespace linrt::ops::cpu
