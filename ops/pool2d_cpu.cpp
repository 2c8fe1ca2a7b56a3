#include "ops/pool2d_cpu.h"

#include <algorithm>

#include "ops/blocked_scratch.h"
#include "ops/isa_kernels.h"
#include "ops/layout.h"
#include "ops/window_taps.h"

namespace linrt::ops::cpu {

namespace {

struct RowKernels {
  static PoolRowKernel generic() { return pool_row_generic(); }
#if defined(__x86_64__)
  static PoolRowKernel avx2() { return pool_row_avx2(); }
  static PoolRowKernel avx512() { return pool_row_avx512(); }
#endif
};

}  // namespace

std::string check_pool2d(const Pool2dParams& p) {
  if (p.batch < 1 || p.channels < 1 || p.in_h < 1 || p.in_w < 1 || p.out_h < 1 || p.out_w < 1)
    return "extents must be positive";
  if (p.kernel_h < 1 || p.kernel_w < 1 || p.stride_h < 1 || p.stride_w < 1 || p.dilation_h < 1 || p.dilation_w < 1)
    return "window, strides and dilations must be positive";
  if (p.pad_top < 0 || p.pad_left < 0) return "pads must not be negative";
  // The last output's first tap must not lie past the padded input (the taps of every output
  // then stay within [-pad, in + pad_after), and those outside the input are skipped).
  if ((p.out_h - 1) * p.stride_h - p.pad_top > p.in_h - 1 + (p.kernel_h - 1) * p.dilation_h ||
      (p.out_w - 1) * p.stride_w - p.pad_left > p.in_w - 1 + (p.kernel_w - 1) * p.dilation_w)
    return "the output is larger than the padded input allows";
  return {};
}

void pool2d_run(const Pool2dParams& p, Isa isa, const float* input, float* output, const OutputRunFn& finished,
                int threads) {
  constexpr int64_t B = ref::kChannelBlock;
  if (!p.blocked && p.channels >= B) {
    // A block of channels or more: pooled in NCHW16c through converted copies (the row-major
    // kernel walks stride-2 rows a pixel at a time), a count that is not whole blocks padded
    // with zero channels whose results are dropped (ShuffleNetV2's 24-channel stem pool).
    Pool2dParams blocked = p;
    blocked.blocked = true;
    blocked.channels = (p.channels + B - 1) / B * B;
    via_blocked(isa, p.batch, p.channels, p.channels, p.in_h * p.in_w, p.out_h * p.out_w, input, false, output, false, finished,
                threads, [&](const float* in, float* out, const OutputRunFn& done) {
                  pool2d_run(blocked, isa, in, out, done, threads);
                });
    return;
  }
  const PoolRowKernel& kernel = isa_table<RowKernels>(isa);
  const int64_t elem = p.blocked ? ref::kChannelBlock : 1;
  const int64_t in_plane = p.in_h * p.in_w * elem, out_row = p.out_w * elem;
  // A padded last block (ops/layout.h) is pooled whole: its zero lanes pool to zero.
  plane_rows(p.batch * (p.blocked ? ref::blocked_channels(p.channels) : p.channels) / elem, p.out_h, out_row, output, finished, threads, [&](int64_t plane, int64_t oy) {
    kernel.row(p, input + plane * in_plane, oy, output + (plane * p.out_h + oy) * out_row);
  });
}

}  // namespace linrt::ops::cpu
