// The fast CPU 2-d convolution for linrt.conv2d in f32, NCHW/FCHW or NHWC/HWCF, with zero
// padding, strides, dilations and groups. Algorithms, chosen per shape when the plan is made:
//   - 3x3, stride 1, dilation 1, one group, at least 16 input and output channels: Winograd
//     F(4x4, 3x3) (ops/conv2d_winograd.h), filters transformed once by prepare_weights();
//   - thin NCHW convs (at most 4 input or 8 output channels, stride 1, one group): direct
//     convolution vectorised over output pixels (ops/conv2d_direct.h);
//   - depthwise (one group per channel, NCHW, input and output in the same layout): every
//     output pixel's taps accumulated straight from the input (ops/conv2d_depthwise.h);
//   - narrow groups (2, 4 or 8 channels in and out, NCHW): on the blocked layout, G rotated
//     multiply-adds per tap and block of 16 channels instead of 16 (ops/conv2d_grouped.h);
//   - NCHW16c on either side (the planner's blocked regions), groups lined up with the blocks:
//     direct convolution on the blocked layout (ops/conv2d_blocked.h), 1x1 and strided included;
//   - 1x1, stride 1, no padding: one GEMM per image and group over the input as it lies;
//   - anything else: implicit GEMM, whose operand panels are gathered straight from the
//     unpadded input (no im2col buffer).
// The bias is added inside the GEMM tile and `finished` is called on every finished run of the
// output, so a fused epilogue sees the data while it is in cache. The reference twin is
// ops::ref::conv (ops/conv.h) on an explicitly padded input.
//
// With NCHW the input and the output may each lie in the blocked channel layout NCHW16c
// (ops/layout.h: [N, ceil(C/16), H, W, 16], a partial last block padded with zeros) that the
// planner keeps between consecutive convs. Winograd, the direct, the depthwise, the grouped and
// the blocked kernels read and write it where they gather input rows and store output rows (no
// transpose; Winograd and the direct kernel whole blocks only, the padded ones go to the blocked
// kernel); the GEMM algorithms convert through scratch.
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "ops/activation.h"
#include "ops/cpu_features.h"
#include "ops/gemm_cpu.h"

namespace linrt::ops::cpu {

enum class ConvLayout { Nchw, Nhwc };

struct Conv2dParams {
  ConvLayout layout = ConvLayout::Nchw;
  int64_t batch = 1, in_channels = 1, in_h = 1, in_w = 1;
  int64_t out_channels = 1, kernel_h = 1, kernel_w = 1, groups = 1;
  int64_t stride_h = 1, stride_w = 1, dilation_h = 1, dilation_w = 1;
  int64_t pad_top = 0, pad_left = 0, pad_bottom = 0, pad_right = 0;
  // NCHW only: the input / output is stored NCHW16c (its channel count a multiple of 16).
  bool blocked_input = false, blocked_output = false;

  int64_t out_h() const;
  int64_t out_w() const;
  // Shapes of the operands in `layout`: input [N,C,H,W] | [N,H,W,C], weight [F,C/g,KH,KW] |
  // [KH,KW,C/g,F], output [N,F,OH,OW] | [N,OH,OW,F].
  std::vector<int64_t> input_shape() const;
  std::vector<int64_t> weight_shape() const;
  std::vector<int64_t> output_shape() const;
};

// Empty when the parameters describe a valid convolution, otherwise what is wrong.
std::string check_conv2d(const Conv2dParams& p);

enum class Conv2dAlgorithm { Gemm1x1, ImplicitGemm, WinogradF43, WinogradF23, Direct, Depthwise, Grouped, Blocked };

// A per-input-channel transform a conv applies to its input as it reads it (the planner's
// prologue: DenseNet's batch norm + ReLU before each 1x1, a squeeze-excitation's gate before the
// projection 1x1): x * scale[c] + shift[c], or x * scale[c] alone where shift is null (the gate's
// product, rounded once), then, with `relu`, x <= 0 ? 0 : x (NaN stays NaN). scale and shift
// hold the input channels rounded up to whole blocks of 16 (ops/layout.h), zero past the last
// channel, so that padding lanes stay zero; sample n's start `batch_stride * n` floats in (0: one
// set for every sample; a gate computed per sample has its own).
struct ChannelPrologue {
  const float* scale = nullptr;
  const float* shift = nullptr;
  bool relu = false;
  int64_t batch_stride = 0;
};

// Called on each finished run of the output: `count` consecutive elements starting at flat
// index `flat_begin` (row-major in the output's storage order, NCHW16c when blocked_output), at
// `data`. May be called from any thread.
using OutputRunFn = std::function<void(float* data, int64_t flat_begin, int64_t count)>;

// The weights in the form the chosen algorithm reads (packed GEMM panels per group, or the
// Winograd-domain filters). Opaque outside ops/.
struct Conv2dWeights;

class Conv2d {
 public:
  // `p` must pass check_conv2d.
  Conv2d(const Conv2dParams& p, Isa isa);
  // The same with a given algorithm instead of the one chosen for `p` (benchmarks compare the
  // algorithms on one shape); throws std::invalid_argument where it does not apply. The
  // implicit GEMM applies to every conv.
  Conv2d(const Conv2dParams& p, Isa isa, Conv2dAlgorithm algorithm);
  ~Conv2d();

  Conv2dAlgorithm algorithm() const { return algorithm_; }
  std::string name() const;  // e.g. "conv2d.winograd_f43.avx512"

  // Transforms a weight tensor (of weight_shape()) once; the result may be shared by threads.
  std::shared_ptr<const Conv2dWeights> prepare_weights(const float* weight) const;

  // Whether run() computes `stores` in its stores: the depthwise kernel an activation, the
  // blocked direct one an activation and a residual (this with a blocked output only).
  bool takes_stores(const StoreEpilogue& stores) const;

  // Whether run() takes a ChannelPrologue: the blocked direct algorithm on a blocked input,
  // 1x1 with stride 1, no padding and one group (blocked_conv_takes_prologue).
  bool takes_prologue() const;

  // output = conv(prologue(input), weights) + bias (optional, out_channels values), the
  // prologue optional (only where takes_prologue()); `weights` from prepare_weights.
  // `finished` (optional) sees every output element exactly once. With `stores` (only where
  // takes_stores), each value stored is store_value's (ops/activation_impl.h) of the conv's.
  void run(const float* input, const Conv2dWeights& weights, const float* bias, float* output,
           const OutputRunFn& finished, int threads, const StoreEpilogue* stores = nullptr,
           const ChannelPrologue* prologue = nullptr) const;

 private:
  Conv2dParams p_;
  Isa isa_;
  Conv2dAlgorithm algorithm_;
};

}  // namespace linrt::ops::cpu
