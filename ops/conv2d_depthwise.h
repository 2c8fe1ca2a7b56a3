// Depthwise convolution (internal to ops/conv2d_cpu.cpp): NCHW, one group per channel, one
// output channel per group (MobileNet's and EfficientNet's 3x3, 5x5 and 7x7 convs, strides 1
// and 2). The GEMM formulations see it as C products of 1 x K x pixels with K = 9 to 49: no
// reuse, all packing. Here every output pixel accumulates its taps straight from the input with
// the zero padding folded into the tap bounds (no padded copy). In the blocked layout NCHW16c a
// pixel's 16 channels are one vector and a tap is one FMA with the tap's 16 weights, over a run
// of output pixels that share the weight register; row-major planes are vectorised over output
// pixels where the stride along W is 1 and every tap is inside (only channel counts that are not
// a multiple of 16 run that way: the others are converted to NCHW16c and back, which costs
// less than the row-major kernel loses). NHWC with whole blocks of 16 channels is read and
// written in place by the blocked rows, a block's pixels C floats apart.
#pragma once

#include <cstdint>
#include <vector>

#include "ops/activation.h"
#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

// One ISA's row kernels. `weights` as depthwise_prepare() lays them out; `bias` one value per
// channel of the plane (16 when blocked, else 1) or null; `act` (or null) applied to each value
// stored.
//   blocked: out_row[ox][l] = act(bias[l] + sum over taps inside of w[t][l] * in[iy][ix][l]),
//            a pixel's 16 lanes consecutive and pixels `pixel_stride` floats apart, in the input
//            and the output alike (16 in NCHW16c; C for one block of NHWC's C channels)
//   plain:   out_row[ox]    = act(bias[0] + sum over taps inside of w[t] * in[iy][ix])
struct DepthwiseRows {
  void (*blocked)(const Conv2dParams& p, const float* plane, const float* weights, const float* bias, int64_t oy,
                  float* out_row, int64_t pixel_stride, const Activation* act) = nullptr;
  void (*plain)(const Conv2dParams& p, const float* plane, const float* weights, const float* bias, int64_t oy,
                float* out_row, const Activation* act) = nullptr;
};
DepthwiseRows depthwise_rows_generic();
#if defined(__x86_64__)
DepthwiseRows depthwise_rows_avx2();
DepthwiseRows depthwise_rows_avx512();
#endif

// Whether `p` is a depthwise conv this kernel runs: groups == in_channels == out_channels > 1,
// NCHW, or NHWC with whole blocks of 16 channels (ConvNeXt's after graph::sink_transposes; run
// on NCHW16c copies). With whole blocks of 16 channels NCHW runs on NCHW16c, converting a row-major
// input or output through scratch; other channel counts run row-major.
bool depthwise_conv_applies(const Conv2dParams& p);

// The FCHW weights [C, 1, KH, KW] (NHWC: HWCF [KH, KW, 1, C]) as the row kernels read them: [C/16][KH*KW][16] when the
// channels come in blocks of 16, else unchanged.
std::vector<float> depthwise_prepare(const Conv2dParams& p, const float* weight);

// output = act(depthwise_conv(input) + bias) (`act` optional); `finished` sees every output
// element once, in runs of whole rows of one plane (one channel, or one block of 16 channels
// when blocked).
void depthwise_conv_run(const Conv2dParams& p, Isa isa, const float* weights, const float* input, const float* bias,
                        float* output, const OutputRunFn& finished, int threads, const Activation* act = nullptr);

}  // namespace linrt::ops::cpu
