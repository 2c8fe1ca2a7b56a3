#include "ops/conv2d_grouped.h"

#include <algorithm>
#include <vector>

#include "ops/blocked_scratch.h"
#include "ops/isa_kernels.h"
#include "ops/layout.h"
#include "ops/window_taps.h"

namespace linrt::ops::cpu {

namespace {

constexpr int64_t kBlock = ref::kChannelBlock;

struct RowKernels {
  static GroupedRows generic() { return grouped_rows_generic(); }
#if defined(__x86_64__)
  static GroupedRows avx2() { return grouped_rows_avx2(); }
  static GroupedRows avx512() { return grouped_rows_avx512(); }
#endif
};

}  // namespace

bool grouped_conv_applies(const Conv2dParams& p) {
  if (p.layout != ConvLayout::Nchw || p.groups <= 1 || p.in_channels != p.out_channels ||
      p.in_channels < kBlock)
    return false;
  const int64_t width = p.in_channels / p.groups;
  return width == 2 || width == 4 || width == 8;
}

std::vector<float> grouped_prepare(const Conv2dParams& p, const float* weight) {
  const int64_t taps = p.kernel_h * p.kernel_w, c = p.in_channels, g = c / p.groups;
  std::vector<float> w(size_t(ref::blocked_channels(c) * taps * g), 0.0f);
  for (int64_t in = 0; in < c; ++in) {
    const int64_t block = in / kBlock, m = in % kBlock, group = in - in % g;
    for (int64_t k = 0; k < g; ++k) {
      const int64_t out = group + (in % g - k + g) % g;
      for (int64_t t = 0; t < taps; ++t)
        w[size_t(((block * taps + t) * g + k) * kBlock + m)] = weight[(out * g + in % g) * taps + t];
    }
  }
  return w;
}

void grouped_conv_run(const Conv2dParams& p, Isa isa, const float* weights, const float* input, const float* bias,
                      float* output, const OutputRunFn& finished, int threads) {
  const int64_t c = p.in_channels, in_hw = p.in_h * p.in_w, out_hw = p.out_h() * p.out_w();
  if (!(p.blocked_input && p.blocked_output && c % kBlock == 0)) {
    // The rows run on whole blocks: a row-major side goes through blocked scratch, padded to
    // them (with zero groups; a blocked side is padded already, ops/layout.h), and so does the
    // bias, which the rows read 16 channels at a time.
    Conv2dParams blocked = p;
    blocked.blocked_input = blocked.blocked_output = true;
    blocked.in_channels = blocked.out_channels = ref::blocked_channels(c);
    blocked.groups = blocked.in_channels / (c / p.groups);
    bias = whole_blocks_bias(bias, c);
    via_blocked(isa, p.batch, c, c, in_hw, out_hw, input, p.blocked_input, output, p.blocked_output, finished, threads,
                [&](const float* in, float* out, const OutputRunFn& done) {
                  grouped_conv_run(blocked, isa, weights, in, bias, out, done, threads);
                });
    return;
  }
  const GroupedRows& rows = isa_table<RowKernels>(isa);
  const int64_t width = c / p.groups, blocks = c / kBlock, taps = p.kernel_h * p.kernel_w;
  const GroupedRow row = width == 2 ? rows.width2 : width == 4 ? rows.width4 : rows.width8;
  const int64_t in_plane = in_hw * kBlock, out_h = p.out_h(), out_row = p.out_w() * kBlock;
  plane_rows(p.batch * blocks, out_h, out_row, output, finished, threads, [&](int64_t plane, int64_t oy) {
    const int64_t b = plane % blocks;
    row(p, input + plane * in_plane, weights + b * taps * width * kBlock, bias ? bias + b * kBlock : nullptr, oy,
        output + (plane * out_h + oy) * out_row);
  });
}

}  // namespace linrt::ops::cpu
