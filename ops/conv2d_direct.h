// Direct convolution for thin NCHW convs (internal to ops/conv2d_cpu.cpp): few input channels
// (RGB in: 3 -> 64) or few output channels (RGB out: 64 -> 3), where the GEMM formulations waste
// most of their register tile and gather a large implicit im2col operand for a handful of
// output rows. Each output row is computed straight from zero-padded copies of the input rows
// it needs, vectorised over output pixels: for a few output channels at a time and a run of
// pixels, every (input channel, kernel tap) is one load of consecutive padded input pixels and
// one FMA per output channel with the broadcast weight.
#pragma once

#include <cstdint>

#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

// One ISA's row kernel: for f < out_channels and x < width,
//   out[f * out_stride + x] = bias[f] (0 without bias)
//       + sum over c < channels, kh < kernel_h, kw < kernel_w of
//         weight[((f * channels + c) * kernel_h + kh) * kernel_w + kw] * rows[c * kernel_h + kh][x + kw].
// `width` is a multiple of direct_conv_pixel_step(isa); every row holds width + kernel_w - 1
// readable floats.
struct DirectConvRow {
  int64_t pixel_step = 1;
  void (*row)(const float* const* rows, int64_t channels, int64_t kernel_h, int64_t kernel_w,
              const float* weight, const float* bias, int64_t out_channels, float* out,
              int64_t out_stride, int64_t width) = nullptr;
};

DirectConvRow direct_conv_row_generic();
#if defined(__x86_64__)
DirectConvRow direct_conv_row_avx2();
DirectConvRow direct_conv_row_avx512();
#endif

// Whether the direct kernel is used for `p`: NCHW, one group, stride 1, dilation 1, a kernel
// larger than 1x1, and at most 4 input or at most 8 output channels.
bool direct_conv_applies(const Conv2dParams& p);

// output = conv(input, weight) + bias, with `weight` in FCHW; `finished` sees every output
// element once, in runs of whole rows of one channel (of one block of 16 channels with
// p.blocked_output). Blocked input rows are transposed into the padded channel rows, blocked
// output rows transposed out of the row kernel's channel rows.
void direct_conv_run(const Conv2dParams& p, Isa isa, const float* weight, const float* input,
                     const float* bias, float* output, const OutputRunFn& finished, int threads);

}  // namespace linrt::ops::cpu
