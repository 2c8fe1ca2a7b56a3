#include "ops/conv2d_direct.h"

#include <algorithm>
#include <cstring>
#include <vector>

#include "ops/conv2d_winograd.h"
#include "ops/isa_kernels.h"
#include "ops/layout.h"

namespace linrt::ops::cpu {

namespace {

constexpr int64_t kBlock = ref::kChannelBlock;  // channels per block of NCHW16c

struct RowKernels {
  static DirectConvRow generic() { return direct_conv_row_generic(); }
#if defined(__x86_64__)
  static DirectConvRow avx2() { return direct_conv_row_avx2(); }
  static DirectConvRow avx512() { return direct_conv_row_avx512(); }
#endif
};

// Per-thread buffers of one block, sized for the largest block before any block runs (see
// parallel_blocks) and then reused.
struct DirectScratch {
  std::vector<float> padded, out;
  std::vector<const float*> rows;
};

DirectScratch& thread_scratch() {
  thread_local DirectScratch scratch;
  return scratch;
}

}  // namespace

bool direct_conv_applies(const Conv2dParams& p) {
  return p.layout == ConvLayout::Nchw && p.groups == 1 && p.stride_h == 1 && p.stride_w == 1 &&
         p.dilation_h == 1 && p.dilation_w == 1 && p.kernel_h * p.kernel_w > 1 &&
         (p.in_channels <= 4 || p.out_channels <= 8);
}

void direct_conv_run(const Conv2dParams& p, Isa isa, const float* weight, const float* input,
                     const float* bias, float* output, const OutputRunFn& finished, int threads) {
  const DirectConvRow& kernel = isa_table<RowKernels>(isa);
  const int64_t C = p.in_channels, F = p.out_channels, KH = p.kernel_h, KW = p.kernel_w;
  const int64_t oh = p.out_h(), ow = p.out_w(), plane = oh * ow;
  const int64_t width = (ow + kernel.pixel_step - 1) / kernel.pixel_step * kernel.pixel_step;
  const int64_t padded_w = width + KW - 1;
  // Rows of output per block: enough blocks for the threads to share, at most 8 rows so that
  // the padded input rows of a block stay in L2.
  const int64_t rows_per_block =
      std::clamp<int64_t>(p.batch * oh / (4 * std::max(threads, 1)), 1, 8);
  const int64_t blocks_per_image = (oh + rows_per_block - 1) / rows_per_block;
  const int64_t blocks = p.batch * blocks_per_image;
  // Rows written straight into the output when they have no padding tail.
  const bool direct_out = width == ow && !p.blocked_output;

  auto run_block = [&](int64_t block) {
    DirectScratch& s = thread_scratch();
    const int64_t n = block / blocks_per_image;
    const int64_t oy0 = (block % blocks_per_image) * rows_per_block;
    const int64_t rows = std::min(rows_per_block, oh - oy0);
    const int64_t in_rows = rows + KH - 1;
    s.padded.assign(size_t(C * in_rows * padded_w), 0.0f);
    // Zero-padded copies of the input rows the block reads: padded column j is input column
    // j - pad_left.
    const int64_t x_begin = std::min(p.pad_left, padded_w);
    const int64_t x_end = std::clamp<int64_t>(p.in_w + p.pad_left, x_begin, padded_w);
    for (int64_t r = 0; r < in_rows; ++r) {
      const int64_t y = oy0 + r - p.pad_top;
      if (y < 0 || y >= p.in_h || x_begin == x_end) continue;
      float* dst = s.padded.data() + r * padded_w + x_begin;
      const int64_t channel_stride = in_rows * padded_w;
      if (p.blocked_input) {
        // NCHW16c: the row of one block of 16 channels is [pixels][16]; transposed into 16 rows.
        for (int64_t cb = 0; cb < C / kBlock; ++cb)
          transpose_floats(isa, input + (((n * C / kBlock + cb) * p.in_h + y) * p.in_w + x_begin - p.pad_left) * kBlock,
                           kBlock, x_end - x_begin, kBlock, dst + cb * kBlock * channel_stride, channel_stride);
        continue;
      }
      for (int64_t c = 0; c < C; ++c)
        std::memcpy(dst + c * channel_stride, input + ((n * C + c) * p.in_h + y) * p.in_w + (x_begin - p.pad_left),
                    sizeof(float) * size_t(x_end - x_begin));
    }
    s.rows.resize(size_t(C * KH));
    if (!direct_out) s.out.resize(size_t(F * width));
    for (int64_t r = 0; r < rows; ++r) {
      for (int64_t c = 0; c < C; ++c)
        for (int64_t kh = 0; kh < KH; ++kh)
          s.rows[size_t(c * KH + kh)] = s.padded.data() + (c * in_rows + r + kh) * padded_w;
      if (p.blocked_output) {
        // Rows made channel by channel, transposed into NCHW16c 16 channels at a time.
        kernel.row(s.rows.data(), C, KH, KW, weight, bias, F, s.out.data(), width, width);
        for (int64_t fb = 0; fb < F / kBlock; ++fb)
          transpose_floats(isa, s.out.data() + fb * kBlock * width, width, kBlock, ow,
                           output + (((n * F / kBlock + fb) * oh + oy0 + r) * ow) * kBlock, kBlock);
        continue;
      }
      float* out_row = output + n * F * plane + (oy0 + r) * ow;
      if (direct_out) {
        kernel.row(s.rows.data(), C, KH, KW, weight, bias, F, out_row, plane, width);
      } else {
        kernel.row(s.rows.data(), C, KH, KW, weight, bias, F, s.out.data(), width, width);
        for (int64_t f = 0; f < F; ++f)
          std::memcpy(out_row + f * plane, s.out.data() + f * width, sizeof(float) * size_t(ow));
      }
    }
    if (finished && p.blocked_output)
      for (int64_t fb = 0; fb < F / kBlock; ++fb) {
        const int64_t flat = ((n * F / kBlock + fb) * plane + oy0 * ow) * kBlock;
        finished(output + flat, flat, rows * ow * kBlock);
      }
    else if (finished)
      for (int64_t f = 0; f < F; ++f) {
        const int64_t flat = (n * F + f) * plane + oy0 * ow;
        finished(output + flat, flat, rows * ow);
      }
  };

  parallel_blocks(threads, blocks, run_block, [&] {
    DirectScratch& s = thread_scratch();
    s.padded.reserve(size_t(C * (rows_per_block + KH - 1) * padded_w));
    s.rows.reserve(size_t(C * KH));
    if (!direct_out) s.out.reserve(size_t(F * width));
  });
}

}  // namespace linrt::ops::cpu
