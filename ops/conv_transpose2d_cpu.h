// The fast CPU transposed convolution in f32, NCHW (linrt.conv_transpose2d, defined in
// graph/dialect/linrt/conv_transpose2d.h): the stride-1 convolution of a weight W [F, C/groups, KH, KW] over
// the input spread out by `stride` with zeros between its pixels and padded by pad_top/left
// (either sign).
//
// By output phase, not over the zeros: output row oy reads spread row oy + ky*dh - top, which
// holds an input row only when that is a multiple of sh. So the rows oy = py + sh*j of one phase
// py read input row j + (py + ky*dh - top) / sh through a fixed subset of the taps ky, and
// likewise for columns. Each of the sh*sw phases is then one small regular convolution of the
// input with its taps, computed as a GEMM (ops/gemm_cpu.h: the ISA's xsimd microkernel, OpenMP
// over blocks): W's phase taps [F/g, C/g * taps] packed once, times the implicit im2col of the
// input gathered panel by panel. No multiply-add touches an inserted zero; a stride-2 2x2
// ConvTranspose2d (UNet's) is four 1x1 GEMMs over the unpadded input. The phase results are
// written to their interleaved places in the output.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"
#include "ops/gemm_cpu.h"

namespace linrt::ops::cpu {

struct ConvTranspose2dParams {
  int64_t batch = 1, in_channels = 1, in_h = 1, in_w = 1;
  int64_t out_channels = 1, out_h = 1, out_w = 1, kernel_h = 1, kernel_w = 1;
  int64_t stride_h = 1, stride_w = 1, dilation_h = 1, dilation_w = 1;
  int64_t pad_top = 0, pad_left = 0;  // any sign
  int64_t groups = 1;
};

// Empty when `p` is valid (positive extents, strides and dilations; channels that split into
// the groups), otherwise what is wrong.
std::string check_conv_transpose2d(const ConvTranspose2dParams& p);

// One phase along one axis: the taps that reach it and the input row (column) each reads for
// the phase's first output, j = 0 (then j + offset for the j-th).
struct TransposedPhase {
  int64_t outputs = 0;  // rows (columns) of the output in this phase
  std::vector<int64_t> taps, offsets;
};

// The weight per (group, phase): the phase's taps packed as the GEMM's A panels.
struct ConvTranspose2dWeights {
  std::vector<PackedPanels> panels;  // [group][phase_h][phase_w]
};

class ConvTranspose2d {
 public:
  ConvTranspose2d(const ConvTranspose2dParams& p, Isa isa);
  std::shared_ptr<const ConvTranspose2dWeights> prepare_weights(const float* weight) const;
  // output = conv_transpose(input) + bias (may be null); `finished` (may be empty) then sees
  // every output element once, a whole output plane at a time.
  void run(const float* input, const ConvTranspose2dWeights& weights, const float* bias, float* output,
           const OutputRunFn& finished, int threads) const;
  std::string name() const { return "conv_transpose2d.phase_gemm"; }

 private:
  ConvTranspose2dParams p_;
  Isa isa_;
  std::vector<TransposedPhase> rows_, cols_;  // per phase along H, along W
};

}  // namespace linrt::ops::cpu
