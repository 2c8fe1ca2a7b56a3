#include "ops/conv2d_depthwise.h"

#include <algorithm>
#include <vector>

#include "ops/blocked_scratch.h"

#include "ops/isa_kernels.h"
#include "ops/layout.h"
#include "ops/window_taps.h"

namespace linrt::ops::cpu {

namespace {

struct RowKernels {
  static DepthwiseRows generic() { return depthwise_rows_generic(); }
#if defined(__x86_64__)
  static DepthwiseRows avx2() { return depthwise_rows_avx2(); }
  static DepthwiseRows avx512() { return depthwise_rows_avx512(); }
#endif
};

}  // namespace

bool depthwise_conv_applies(const Conv2dParams& p) {
  const bool depthwise = p.groups > 1 && p.groups == p.in_channels && p.out_channels == p.in_channels;
  return depthwise && (p.layout == ConvLayout::Nchw || p.in_channels % ref::kChannelBlock == 0);
}

namespace {

// Whether the convolution runs on NCHW16c (converting a row-major side through scratch): when
// a side is blocked already, when the channels come in whole blocks, or fill at least one
// (MobileNetV3's 72, 120, 184 and 200, EfficientNet's 144 and 672 ...: the scratch copies end in
// a block padded with zero channels), since the blocked kernel is several times faster than the
// row-major one (bench/RESULTS.md), more than the conversions and the padding cost.
bool runs_blocked(const Conv2dParams& p) {
  return p.blocked_input || p.blocked_output || p.in_channels % ref::kChannelBlock == 0 ||
         p.in_channels >= ref::kChannelBlock;
}

}  // namespace

std::vector<float> depthwise_prepare(const Conv2dParams& p, const float* weight) {
  const int64_t taps = p.kernel_h * p.kernel_w, c = p.in_channels;
  if (!runs_blocked(p)) return std::vector<float>(weight, weight + c * taps);
  constexpr int64_t B = ref::kChannelBlock;
  const bool nhwc = p.layout == ConvLayout::Nhwc;  // HWCF [KH, KW, 1, C]: tap-major
  std::vector<float> w(size_t(ref::blocked_channels(c) * taps), 0.0f);  // padding channels: zero taps
  for (int64_t ch = 0; ch < c; ++ch)
    for (int64_t t = 0; t < taps; ++t)
      w[size_t(((ch / B) * taps + t) * B + ch % B)] = weight[nhwc ? t * c + ch : ch * taps + t];
  return w;
}

void depthwise_conv_run(const Conv2dParams& p, Isa isa, const float* weights, const float* input, const float* bias,
                        float* output, const OutputRunFn& finished, int threads, const Activation* act) {
  constexpr int64_t B = ref::kChannelBlock;
  const int64_t c = p.in_channels, in_hw = p.in_h * p.in_w, out_hw = p.out_h() * p.out_w();
  const DepthwiseRows& rows = isa_table<RowKernels>(isa);
  const int64_t taps = p.kernel_h * p.kernel_w;
  if (p.layout == ConvLayout::Nhwc) {
    // NHWC with whole blocks: a pixel's block of 16 channels is 16 consecutive floats, as in
    // NCHW16c but C floats from the next pixel's, so the blocked rows read the input and write
    // the output in place (no NCHW16c copies). Items are (image, block, output row), rows
    // fastest, so that a thread's consecutive rows of one block find the input rows they share
    // in L1; where `finished` must see whole rows, (image, output row) with all their blocks.
    const int64_t blocks = c / B, out_h = p.out_h(), out_w = p.out_w();
    const int64_t parts = finished ? 1 : blocks;
    parallel_blocks(
        threads, p.batch * parts * out_h,
        [&](int64_t item) {
          const int64_t oy = item % out_h, image = item / out_h / parts;
          const int64_t k0 = finished ? 0 : item / out_h % parts, k1 = finished ? blocks : k0 + 1;
          float* dst = output + (image * out_hw + oy * out_w) * c;
          for (int64_t k = k0; k < k1; ++k)
            rows.blocked(p, input + image * in_hw * c + k * B, weights + k * taps * B, bias ? bias + k * B : nullptr, oy,
                         dst + k * B, c, act);
          if (finished) finished(dst, (image * out_hw + oy * out_w) * c, out_w * c);
        },
        [] {});
    return;
  }
  if (runs_blocked(p) && !(p.blocked_input && p.blocked_output && c % B == 0)) {
    // The rows below run on whole blocks: a row-major side is padded to them in scratch (a
    // blocked one is already, ops/layout.h), and so is the bias, which the blocked rows read 16
    // channels at a time; the padding channels' zero taps and bias keep their lanes zero.
    Conv2dParams blocked = p;
    blocked.blocked_input = blocked.blocked_output = true;
    blocked.in_channels = blocked.out_channels = blocked.groups = ref::blocked_channels(c);
    bias = whole_blocks_bias(bias, c);
    via_blocked(isa, p.batch, c, c, in_hw, out_hw, input, p.blocked_input, output, p.blocked_output, finished, threads,
                [&](const float* in, float* out, const OutputRunFn& done) {
                  depthwise_conv_run(blocked, isa, weights, in, bias, out, done, threads, act);
                });
    return;
  }
  const int64_t elem = p.blocked_input ? B : 1;
  const int64_t channel_planes = c / elem;
  const int64_t in_plane = in_hw * elem, out_h = p.out_h(), out_row = p.out_w() * elem;
  plane_rows(p.batch * channel_planes, out_h, out_row, output, finished, threads, [&](int64_t plane, int64_t oy) {
    const int64_t ch = plane % channel_planes;
    const float *in = input + plane * in_plane, *w = weights + ch * taps * elem, *b = bias ? bias + ch * elem : nullptr;
    float* out = output + (plane * out_h + oy) * out_row;
    if (p.blocked_input) rows.blocked(p, in, w, b, oy, out, B, act);
    else rows.plain(p, in, w, b, oy, out, act);
  });
}

}  // namespace linrt::ops::cpu
