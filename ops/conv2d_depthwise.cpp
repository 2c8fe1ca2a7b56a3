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
  if (p.layout == ConvLayout::Nhwc) {
    // NHWC with whole blocks: a pixel's block of 16 channels is 16 consecutive floats, so the
    // NCHW16c copies move 64-byte pieces (cheap next to the NCHW <-> NHWC transposes this
    // layout saves the model around the conv).
    Conv2dParams blocked = p;
    blocked.layout = ConvLayout::Nchw;
    blocked.blocked_input = blocked.blocked_output = true;
    const int64_t blocks = c / B, out_w = p.out_w();
    thread_local std::vector<float> in_scratch, out_scratch;
    in_scratch.resize(size_t(p.batch * c * in_hw));
    out_scratch.resize(size_t(p.batch * c * out_hw));
    float* in_b = in_scratch.data();  // this thread's scratch, not each worker's own
    float* out_b = out_scratch.data();
    parallel_blocks(
        threads, p.batch * blocks,
        [&](int64_t b) {
          const float* src = input + (b / blocks) * in_hw * c + (b % blocks) * B;
          float* dst = in_b + b * in_hw * B;
          for (int64_t i = 0; i < in_hw; ++i) std::copy_n(src + i * c, B, dst + i * B);
        },
        [] {});
    depthwise_conv_run(blocked, isa, weights, in_b, bias, out_b, OutputRunFn{}, threads, act);
    parallel_blocks(
        threads, p.batch * p.out_h(),
        [&](int64_t r) {  // one output row of one image
          const int64_t image = r / p.out_h(), first = r % p.out_h() * out_w;
          float* dst = output + (image * out_hw + first) * c;
          for (int64_t k = 0; k < blocks; ++k) {
            const float* src = out_b + ((image * blocks + k) * out_hw + first) * B;
            for (int64_t i = 0; i < out_w; ++i) std::copy_n(src + i * B, B, dst + i * c + k * B);
          }
          if (finished) finished(dst, (image * out_hw + first) * c, out_w * c);
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
  const DepthwiseRows& rows = isa_table<RowKernels>(isa);
  const int64_t elem = p.blocked_input ? B : 1;
  const int64_t channel_planes = c / elem, taps = p.kernel_h * p.kernel_w;
  const int64_t in_plane = in_hw * elem, out_h = p.out_h(), out_row = p.out_w() * elem;
  const auto row = p.blocked_input ? rows.blocked : rows.plain;
  plane_rows(p.batch * channel_planes, out_h, out_row, output, finished, threads, [&](int64_t plane, int64_t oy) {
    const int64_t ch = plane % channel_planes;
    row(p, input + plane * in_plane, weights + ch * taps * elem, bias ? bias + ch * elem : nullptr, oy,
        output + (plane * out_h + oy) * out_row, act);
  });
}

}  // namespace linrt::ops::cpu
