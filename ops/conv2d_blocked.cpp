#include "ops/conv2d_blocked.h"

#include <algorithm>
#include <stdexcept>

#include "ops/blocked_scratch.h"
#include "ops/isa_kernels.h"
#include "ops/layout.h"

namespace linrt::ops::cpu {

namespace {

constexpr int64_t kBlock = ref::kChannelBlock;

struct Kernels {
  static BlockedConvKernel generic() { return blocked_conv_kernel_generic(); }
#if defined(__x86_64__)
  static BlockedConvKernel avx2() { return blocked_conv_kernel_avx2(); }
  static BlockedConvKernel avx512() { return blocked_conv_kernel_avx512(); }
#endif
};

int64_t blocks(int64_t channels) { return (channels + kBlock - 1) / kBlock; }

// The input channels [lo, lo + size) that output block `fb` reads, or size 0 when its channels'
// groups do not line up with the input blocks. A range reaching the last channel takes in the
// zero channels that pad the last block to 16.
struct InputRange {
  int64_t lo = 0, size = 0;
};
InputRange input_range(const Conv2dParams& p, int64_t fb) {
  const int64_t fg = p.out_channels / p.groups, cg = p.in_channels / p.groups;
  InputRange r;
  if (p.groups == 1) {
    r = {0, cg};
  } else if (fg % kBlock == 0) {
    r = {fb * kBlock / fg * cg, cg};
  } else if (kBlock % fg == 0) {
    const int64_t groups_per_block = kBlock / fg;
    r = {fb * groups_per_block * cg, groups_per_block * cg};
  }
  if (r.size > 0 && r.lo + r.size >= p.in_channels) r.size = blocks(p.in_channels) * kBlock - r.lo;
  if (r.lo % kBlock != 0 || r.size % kBlock != 0) r.size = 0;
  return r;
}

}  // namespace

bool blocked_conv_applies(const Conv2dParams& p) {
  // A stem: read as it lies, and faster than the implicit GEMM even with its output converted.
  const bool thin_window = p.in_channels < kBlock && p.out_channels >= kBlock && p.kernel_h * p.kernel_w > 1;
  return p.layout == ConvLayout::Nchw && (p.blocked_input || p.blocked_output || p.groups > 1 || thin_window) &&
         p.groups < p.in_channels && input_range(p, 0).size > 0;
}

std::vector<float> blocked_conv_prepare(const Conv2dParams& p, const float* weight) {
  const int64_t taps = p.kernel_h * p.kernel_w, fblocks = blocks(p.out_channels);
  const int64_t fg = p.out_channels / p.groups, cg = p.in_channels / p.groups;
  const int64_t rows = blocked_conv_weight_rows(p);
  const int64_t range = input_range(p, 0).size, per_block = range / kBlock * taps * rows * kBlock;
  std::vector<float> w(size_t(fblocks * per_block), 0.0f);
  for (int64_t fb = 0; fb < fblocks; ++fb) {
    const int64_t lo = input_range(p, fb).lo;
    for (int64_t fl = 0; fl < kBlock; ++fl) {
      const int64_t f = fb * kBlock + fl, g = f / fg;
      if (f >= p.out_channels) break;  // the zeros of a last block padded to 16
      for (int64_t c = std::max(lo, g * cg); c < std::min(lo + range, (g + 1) * cg); ++c)
        for (int64_t t = 0; t < taps; ++t) {
          const int64_t ci = c - lo;
          w[size_t(fb * per_block + ((ci / kBlock) * taps + t) * rows * kBlock + (ci % kBlock) * kBlock + fl)] =
              weight[(f * cg + (c - g * cg)) * taps + t];
        }
    }
  }
  return w;
}

bool blocked_conv_takes_prologue(const Conv2dParams& p) {
  return blocked_conv_applies(p) && p.blocked_input && p.groups == 1 && p.kernel_h == 1 && p.kernel_w == 1 &&
         p.stride_h == 1 && p.stride_w == 1 && p.pad_top == 0 && p.pad_left == 0 && p.pad_bottom == 0 &&
         p.pad_right == 0;
}

void blocked_conv_run(const Conv2dParams& p_in, Isa isa, const float* weights, const float* input, const float* bias,
                      float* output, const OutputRunFn& finished, int threads, const StoreEpilogue* stores,
                      const ChannelPrologue* prologue) {
  if (prologue && !blocked_conv_takes_prologue(p_in))
    throw std::invalid_argument("blocked conv: an input prologue needs a blocked 1x1 with stride 1, no padding, one group");
  // A row-major input of at least a block of channels is converted (every tile of output blocks
  // reads it again, and 16 planes at a time read badly); a thinner one (an RGB stem) is read as
  // it lies. A row-major output is made blocked in scratch.
  const bool convert_input = !p_in.blocked_input && p_in.in_channels >= kBlock;
  if (convert_input || !p_in.blocked_output) {
    Conv2dParams blocked = p_in;
    blocked.blocked_input = p_in.blocked_input || convert_input;
    blocked.blocked_output = true;
    if (stores && stores->residual && !p_in.blocked_output)
      throw std::invalid_argument("blocked_conv_run: a residual in the stores needs a blocked output");
    via_blocked(isa, p_in.batch, p_in.in_channels, p_in.out_channels, p_in.in_h * p_in.in_w,
                p_in.out_h() * p_in.out_w(), input, !convert_input, output, p_in.blocked_output, finished, threads,
                [&](const float* in, float* out, const OutputRunFn& done) {
                  blocked_conv_run(blocked, isa, weights, in, bias, out, done, threads, stores, prologue);
                });
    return;
  }
  Conv2dParams p = p_in;
  const bool pointwise = p.kernel_h == 1 && p.kernel_w == 1 && p.pad_top == 0 && p.pad_left == 0 &&
                         p.pad_bottom == 0 && p.pad_right == 0;
  if (pointwise && p.stride_h == 1 && p.stride_w == 1) {
    // A pointwise conv sees each plane as one row of pixels, so its tiles never stop at a row end.
    p.in_w *= p.in_h;
    p.in_h = 1;
  }
  // A strided one counts its pixels over the plane the same way (BlockedConvChunk::flat).
  const bool across_rows = pointwise && p.in_h > 1;
  const BlockedConvKernel& kernel = isa_table<Kernels>(isa);
  const int64_t fblocks = blocks(p.out_channels), oh = across_rows ? 1 : p.out_h(), ow = p.out_w() * p.out_h() / oh;
  const int64_t range = input_range(p, 0).size, taps = p.kernel_h * p.kernel_w;
  const int64_t weight_block = range / kBlock * taps * blocked_conv_weight_rows(p) * kBlock;
  // Up to max_nb output blocks per tile, as many as read the same input blocks (a group's
  // blocks divide evenly into tiles); without groups a last tile takes the remainder.
  int nb = kernel.max_nb;
  if (p.groups > 1) {
    const int64_t fg = p.out_channels / p.groups, group_blocks = fg % kBlock == 0 ? fg / kBlock : 1;
    while (group_blocks % nb != 0) --nb;
  }
  // 4 blocks x 6 pixels read each input value once per 4 output blocks, 2 x 14 each weight once
  // per 14 pixels: the wider tile where its weights stay near L1 (64 KiB) or rows are too short
  // for wide tiles, the narrower one where a deep layer's weights stream from L2.
  if (nb == 4 && nb * weight_block * int64_t(sizeof(float)) > (64 << 10) && ow >= 12) nb = 2;
  const int64_t ftiles = (fblocks + nb - 1) / nb;
  // With a prologue a work item is a run of pixels for every tile of output blocks (its input
  // staged once); otherwise one tile's.
  const int64_t item_tiles = prologue ? 1 : ftiles;
  // Output pixels of one work item: runs of at least 48 in whole register tiles (48 for tiles
  // of 6, 8 and 12 pixels, 56 for 14), the last run of a row taking the remainder, so that a
  // short tail never becomes an item of its own. A small late layer (a 7x7 plane is one run of
  // 49 pixels) has too few items to keep the threads evenly busy; its runs halve (down to 12 to
  // 14 pixels) until there are 8 items per thread.
  const int64_t tile_pixels = kernel.tile_pixels[nb];
  int64_t chunk = (48 + tile_pixels - 1) / tile_pixels * tile_pixels;
  while (chunk > 14 && threads > 1 && p.batch * oh * std::max<int64_t>(1, ow / chunk) * item_tiles < 8 * threads)
    chunk /= 2;
  const int64_t xchunks = std::max<int64_t>(1, ow / chunk);
  const int64_t in_hw = p.in_h * p.in_w, out_plane = p.out_h() * p.out_w() * kBlock;
  const int64_t in_image = (p.blocked_input ? blocks(p.in_channels) * kBlock : p.in_channels) * in_hw;
  // Consecutive items share an output tile's weights when the weights outweigh the image (late
  // stages: 7x7 outputs of 512 channels would otherwise stream megabytes of weights per row),
  // else they share the input rows.
  const bool weights_large = fblocks * weight_block > in_image, weights_outer = !prologue && weights_large;
  const int64_t rows = p.batch * oh * xchunks;
  // One tile of output blocks `ft` over the pixels of `row`; `next_ft` is the tile the thread
  // runs next, or -1. With `staged` (the row's prologued input, [cblocks][pixels][16]) the tile
  // reads that copy as a plane of its own.
  auto run_tile = [&](int64_t ft, int64_t row, int64_t next_ft, const float* staged) {
    const int64_t xc = row % xchunks, n = row / xchunks / oh, oy = row / xchunks % oh;
    const int64_t fb = ft * nb;
    const int tile_nb = int(std::min<int64_t>(nb, fblocks - fb));
    BlockedConvChunk c;
    c.p = &p;
    const int64_t lo = input_range(p, fb).lo;
    c.input = input + n * in_image + lo * in_hw;
    c.cblocks = range / kBlock;
    c.last_channels = std::min(kBlock, p.in_channels - (lo + range - kBlock));
    c.pixel_stride = p.blocked_input ? kBlock : 1;
    c.channel_stride = p.blocked_input ? 1 : in_hw;
    c.row_stride = p.in_w * c.pixel_stride;
    c.weights = weights + fb * weight_block;
    c.weight_block = weight_block;
    c.bias = bias ? bias + fb * kBlock : nullptr;
    c.bias_count = p.out_channels - fb * kBlock;
    c.output = output + (n * fblocks + fb) * out_plane;
    c.output_block = out_plane;
    c.stores = stores;
    c.output_at = (n * fblocks + fb) * out_plane;
    c.nb = tile_nb;
    c.oy = oy;
    if (next_ft >= 0 && next_ft != ft) {
      c.next_weights = weights + next_ft * nb * weight_block;
      c.next_nb = int(std::min<int64_t>(nb, fblocks - next_ft * nb));
    }
    c.flat = across_rows;
    c.x0 = xc * chunk;
    c.x1 = xc + 1 == xchunks ? ow : c.x0 + chunk;
    const int64_t x0 = c.x0, x1 = c.x1;
    Conv2dParams staged_p;
    if (staged) {
      // The staged pixels as a plane of one row (a pointwise conv with stride 1 has in_h 1).
      staged_p = p;
      staged_p.in_w = x1 - x0;
      c.p = &staged_p;
      c.input = staged;
      c.row_stride = staged_p.in_w * kBlock;
      c.output += x0 * kBlock;
      c.output_at += x0 * kBlock;
      c.x0 = 0;
      c.x1 = x1 - x0;
    }
    kernel.chunk(c);
    if (finished)
      for (int b = 0; b < tile_nb; ++b) {
        const int64_t flat = (n * fblocks + fb + b) * out_plane + (oy * ow + x0) * kBlock;
        finished(output + flat, flat, (x1 - x0) * kBlock);
      }
  };
  if (prologue) {
    const int64_t cblocks = blocks(p.in_channels);
    parallel_blocks(
        threads, rows,
        [&](int64_t row) {
          thread_local std::vector<float> staged;  // grown once per thread
          const int64_t xc = row % xchunks, n = row / xchunks;
          const int64_t x0 = xc * chunk, pixels = (xc + 1 == xchunks ? ow : x0 + chunk) - x0;
          staged.resize(size_t(cblocks * pixels * kBlock));
          ChannelPrologue sample = *prologue;  // sample n's scales and shifts
          sample.scale += n * prologue->batch_stride;
          if (sample.shift) sample.shift += n * prologue->batch_stride;
          kernel.stage(input + n * in_image + x0 * kBlock, in_hw * kBlock, cblocks, pixels, sample, staged.data());
          for (int64_t ft = 0; ft < ftiles; ++ft) run_tile(ft, row, weights_large && ft + 1 < ftiles ? ft + 1 : -1, staged.data());
        },
        [] {});
    return;
  }
  parallel_blocks(
      threads, rows * ftiles,
      [&](int64_t item) {
        const int64_t ft = weights_outer ? item / rows : item % ftiles;
        const int64_t row = weights_outer ? item % rows : item / ftiles;
        // The thread's next item is the next one of its range (parallel_blocks); its weights are
        // prefetched where they are another tile's.
        const int64_t next = item + 1;
        const int64_t next_ft = weights_outer && next < rows * ftiles ? next / rows : -1;
        run_tile(ft, row, next_ft, nullptr);
      },
      [] {});
}

}  // namespace linrt::ops::cpu
