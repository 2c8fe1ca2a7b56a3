#include "ops/pool2d_cpu.h"

#include <algorithm>

#include "ops/isa_kernels.h"
#include "ops/layout.h"

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
  if (p.blocked && p.channels % ref::kChannelBlock != 0)
    return "the blocked layout needs a multiple of " + std::to_string(ref::kChannelBlock) + " channels";
  // The last output's first tap must not lie past the padded input (the taps of every output
  // then stay within [-pad, in + pad_after), and those outside the input are skipped).
  if ((p.out_h - 1) * p.stride_h - p.pad_top > p.in_h - 1 + (p.kernel_h - 1) * p.dilation_h ||
      (p.out_w - 1) * p.stride_w - p.pad_left > p.in_w - 1 + (p.kernel_w - 1) * p.dilation_w)
    return "the output is larger than the padded input allows";
  return {};
}

void pool2d_run(const Pool2dParams& p, Isa isa, const float* input, float* output, const OutputRunFn& finished,
                int threads) {
  const PoolRowKernel& kernel = isa_table<RowKernels>(isa);
  const int64_t elem = p.blocked ? ref::kChannelBlock : 1;
  const int64_t planes = p.batch * p.channels / elem;
  const int64_t in_plane = p.in_h * p.in_w * elem, out_row = p.out_w * elem;
  // Blocks of output rows of one plane: enough for the threads to share, rows of one plane
  // together so that the input rows they overlap on stay in cache.
  const int64_t rows_per_block =
      std::clamp<int64_t>(planes * p.out_h / (8 * std::max(threads, 1)), 1, p.out_h);
  const int64_t blocks_per_plane = (p.out_h + rows_per_block - 1) / rows_per_block;
  parallel_blocks(
      threads, planes * blocks_per_plane,
      [&](int64_t b) {
        const int64_t plane = b / blocks_per_plane;
        const int64_t oy0 = (b % blocks_per_plane) * rows_per_block;
        const int64_t oy1 = std::min(p.out_h, oy0 + rows_per_block);
        float* out = output + (plane * p.out_h + oy0) * out_row;
        for (int64_t oy = oy0; oy < oy1; ++oy)
          kernel.row(p, input + plane * in_plane, oy, output + (plane * p.out_h + oy) * out_row);
        if (finished) finished(out, (plane * p.out_h + oy0) * out_row, (oy1 - oy0) * out_row);
      },
      [] {});
}

}  // namespace linrt::ops::cpu
