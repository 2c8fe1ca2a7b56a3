#include "ops/conv2d_blocked.h"

#include <algorithm>
#include <stdexcept>

#include "ops/blocked_scratch.h"
#include "ops/isa_kernels.h"
#include "ops/layout.h"
#include "ops/window_taps.h"

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

bool is_pointwise(const Conv2dParams& p) {
  return p.kernel_h == 1 && p.kernel_w == 1 && p.pad_top == 0 && p.pad_left == 0 && p.pad_bottom == 0 &&
         p.pad_right == 0;
}

// Output blocks per register tile for rows of `ow` pixels: up to max_nb, as many as read the
// same input blocks (a group's blocks divide evenly into tiles); without groups a last tile
// takes the remainder. Where one tile's weights stay within L1 (64 KiB) and the conv has a
// window, the widest (on AVX-512 4 blocks x 6 pixels: each input value read once per 4 output
// blocks); where they stream from L2 (deep layers), every register tile is one more pass over
// them, so the tile that covers a row in the fewest tiles (2 x 14 on rows of 12 or more, 3 x 8
// on 7x7's rows of 7 in one tile where 4 x 6 needs 6 + 1), the wider of two that tie. A 1x1
// takes the fewest passes too, its weights in L1 or not (its rows run on across the plane):
// 2 x 14 (2 weight vectors per 28 FMAs) beat 4 x 6 (4 per 24) on ResNet-50's, MobileNetV2's
// and V3's 1x1s with at most 256 input channels (bench/RESULTS.md).
int tile_blocks(const Conv2dParams& p, const BlockedConvKernel& kernel, int64_t ow) {
  int nb = kernel.max_nb;
  if (p.groups > 1) {
    const int64_t fg = p.out_channels / p.groups, group_blocks = fg % kBlock == 0 ? fg / kBlock : 1;
    while (group_blocks % nb != 0) --nb;
    return nb;
  }
  const int64_t weight_block = input_range(p, 0).size / kBlock * p.kernel_h * p.kernel_w *
                               blocked_conv_weight_rows(p) * kBlock;
  if (!is_pointwise(p) && nb * weight_block * int64_t(sizeof(float)) <= (64 << 10)) return nb;
  auto passes = [&](int b) { return (ow + kernel.tile_pixels[b] - 1) / kernel.tile_pixels[b]; };
  int best = nb;
  for (int b = nb - 1; b >= 2; --b)
    if (passes(b) < passes(best)) best = b;
  return best;
}

// The scratch copy re_read_input makes (per calling thread; the kernel's workers read it), of
// at least `floats`: it only grows, so that a layer after a smaller one does not zero it again.
float* input_copy(size_t floats = 0) {
  thread_local std::vector<float> copy;
  if (copy.size() < floats) copy.resize(floats);
  return copy.data();
}

// Fills input_copy() with `planes` blocked planes of `out_hw` pixels, fill(input plane, copy
// plane) for each of the input's planes of `in_hw`, shared out among the threads.
template <class Fill>
void copy_planes(int threads, int64_t planes, const float* input, int64_t in_hw, int64_t out_hw, const Fill& fill) {
  float* dst = input_copy(size_t(planes * out_hw * kBlock));
  parallel_blocks(
      threads, planes, [&](int64_t b) { fill(input + b * in_hw * kBlock, dst + b * out_hw * kBlock); }, [] {});
}

// Register tiles (of the row width's tile_blocks) per output row: as the conv reads its input
// now, and over a zero-padded copy, where no pixel is a border pixel of a tile of its own.
int64_t row_tiles(const Conv2dParams& p, const BlockedConvKernel& kernel, bool padded) {
  const int64_t ow = p.out_w(), r = kernel.tile_pixels[tile_blocks(p, kernel, ow)];
  if (padded) return (ow + r - 1) / r;
  const TapRange inner = outputs_inside(ow, p.stride_w, p.dilation_w, p.pad_left, p.kernel_w, p.in_w);
  return inner.lo + (ow - inner.hi) + (inner.hi - inner.lo + r - 1) / r;
}

// Whether a blocked input is better read from a copy, made here into input_copy() with
// `copied` the conv over it, where a widest tile's weights exceed L1 (64 KiB) and so stream
// from L2 once per register tile:
// - a strided 1x1 whose weights stream from L2 (ResNet-50's downsampling from 512 and 1024
//   channels) as a stride-1 1x1 over the pixels it reads, whose 14-pixel tiles then read at
//   constant offsets across row ends (on its own plane each pixel of such a tile has an offset
//   of its own, 14 offsets that do not fit the general registers, where its pixels are not in
//   one row: a 7x7 output); with a tile's weights in L1 (ResNet-18's 64 -> 128) the copy costs
//   more than it saves;
// - a padded KxK as an unpadded one over a zero-padded copy, where that saves register tiles:
//   every border pixel is a tile of its own, and every tile is one pass over its weights (at
//   ResNet-50's 3x3/2 to 7x7, 1 + 6 pixels a row in two passes over 1.2 MB). Taken where the
//   passes saved over the whole output read more weight bytes than the copy moves.
bool re_read_input(const Conv2dParams& p, const BlockedConvKernel& kernel, int threads, const float* input,
                   Conv2dParams& copied) {
  if (!p.blocked_input) return false;
  const int64_t cblocks = blocks(p.in_channels), in_hw = p.in_h * p.in_w;
  copied = p;
  // The weights of one output block (its input blocks' taps), in bytes.
  const int64_t block_bytes = input_range(p, 0).size * p.kernel_h * p.kernel_w * kBlock * 4;
  if (kernel.max_nb * block_bytes <= (64 << 10)) return false;
  if (is_pointwise(p)) {
    if (p.stride_h == 1 && p.stride_w == 1) return false;
    const int64_t oh = p.out_h(), ow = p.out_w();
    copied.in_h = oh, copied.in_w = ow, copied.stride_h = copied.stride_w = 1;
    copy_planes(threads, p.batch * cblocks, input, in_hw, oh * ow, [&](const float* src, float* out) {
      for (int64_t y = 0; y < oh; ++y)
        for (int64_t x = 0; x < ow; ++x)
          std::copy_n(src + (y * p.stride_h * p.in_w + x * p.stride_w) * kBlock, kBlock, out + (y * ow + x) * kBlock);
    });
    return true;
  }
  if (p.pad_top + p.pad_left + p.pad_bottom + p.pad_right == 0) return false;
  const int64_t saved = row_tiles(p, kernel, false) - row_tiles(p, kernel, true);
  const int64_t ph = p.in_h + p.pad_top + p.pad_bottom, pw = p.in_w + p.pad_left + p.pad_right;
  const int64_t weight_bytes = blocks(p.out_channels) * block_bytes;
  const int64_t copy_bytes = 4 * cblocks * kBlock * (in_hw + ph * pw);
  if (saved <= 0 || saved * p.out_h() * weight_bytes <= copy_bytes) return false;
  copied.in_h = ph, copied.in_w = pw;
  copied.pad_top = copied.pad_left = copied.pad_bottom = copied.pad_right = 0;
  copy_planes(threads, p.batch * cblocks, input, in_hw, ph * pw, [&](const float* src, float* out) {
    std::fill(out, out + p.pad_top * pw * kBlock, 0.0f);
    for (int64_t y = 0; y < p.in_h; ++y) {
      float* row = out + (p.pad_top + y) * pw * kBlock;
      std::fill(row, row + p.pad_left * kBlock, 0.0f);
      std::copy_n(src + y * p.in_w * kBlock, p.in_w * kBlock, row + p.pad_left * kBlock);
      std::fill(row + (p.pad_left + p.in_w) * kBlock, row + pw * kBlock, 0.0f);
    }
    std::fill(out + (p.pad_top + p.in_h) * pw * kBlock, out + ph * pw * kBlock, 0.0f);
  });
  return true;
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
  const BlockedConvKernel& kernel = isa_table<Kernels>(isa);
  if (!prologue && p_in.blocked_input) {
    // A blocked input that reads badly as it lies is copied once into a form the register tiles
    // read at constant offsets, and the conv run over the copy (re_read_input below).
    if (Conv2dParams copied; re_read_input(p_in, kernel, threads, input, copied)) {
      blocked_conv_run(copied, isa, weights, input_copy(), bias, output, finished, threads, stores, nullptr);
      return;
    }
  }
  Conv2dParams p = p_in;
  const bool pointwise = is_pointwise(p);
  if (pointwise && p.stride_h == 1 && p.stride_w == 1) {
    // A pointwise conv sees each plane as one row of pixels, so its tiles never stop at a row end.
    p.in_w *= p.in_h;
    p.in_h = 1;
  }
  // A strided one counts its pixels over the plane the same way (BlockedConvChunk::flat).
  const bool across_rows = pointwise && p.in_h > 1;
  const int64_t fblocks = blocks(p.out_channels), oh = across_rows ? 1 : p.out_h(), ow = p.out_w() * p.out_h() / oh;
  const int64_t range = input_range(p, 0).size, taps = p.kernel_h * p.kernel_w;
  const int64_t weight_block = range / kBlock * taps * blocked_conv_weight_rows(p) * kBlock;
  const int nb = tile_blocks(p, kernel, ow);
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
