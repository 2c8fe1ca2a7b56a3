// Direct convolution on the blocked channel layout NCHW16c (internal to ops/conv2d_cpu.cpp), for
// the convs between blocked neighbours that Winograd does not take: 1x1 (ResNet's bottlenecks,
// the MobileNet expansions and projections), strided and dilated KxK, and grouped convs whose
// groups line up with the blocks of 16 channels (RegNet's group width 8 included). The GEMM
// algorithms would convert both sides to row-major and back; here a register tile of R output
// pixels x NB blocks of 16 output channels accumulates, for every input channel and tap, one
// broadcast input value times the tap's 16-wide weight vector(s), straight from the blocked
// input (zero padding folded into the tap bounds) into the blocked output.
//
// Each block of 16 output channels reads one contiguous range of input channel blocks (all of
// them for one group; the blocks of its group otherwise); where a block spans several small
// groups, the weights outside a channel's group are zero (block-diagonal, as RegNet's 8-wide
// groups: half of the multiply-adds are zeros, still far cheaper than a GEMM per group of 8).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ops/activation.h"
#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"
#include "ops/layout.h"

namespace linrt::ops::cpu {

// One run of output pixels [x0, x1) of one output row `oy` for `nb` consecutive output blocks
// that read the same input channel blocks.
struct BlockedConvChunk {
  const Conv2dParams* p;
  const float* input;         // the image's first input channel of the range
  int64_t cblocks;            // input blocks (of 16 channels) in the range
  int64_t last_channels;      // channels of the last block that exist (16 unless a row-major input ends there)
  // Where input values lie, in floats: blocked [C/16][H][W][16] has pixel 16, channel 1, row
  // W * 16; row-major [C][H][W] pixel 1, channel H * W, row W. A block is 16 * H * W either way.
  int64_t pixel_stride, channel_stride, row_stride;
  const float* weights;       // the first output block's packed weights (blocked_conv_prepare)
  int64_t weight_block;       // floats between two output blocks' packed weights
  const float* bias;          // the first output block's values, or null
  int64_t bias_count;         // values that exist from `bias` (fewer than nb * 16 in a last, partial block)
  float* output;              // the first output block's plane: [out_h][out_w][16]
  int64_t output_block;       // floats between two output blocks' planes
  // Computed in the stores (ops/activation.h), or null; its residual is read at the index
  // stored, `output_at` being `output`'s index in the whole output.
  const StoreEpilogue* stores = nullptr;
  int64_t output_at = 0;
  // Its loop (a StoresFn, ops/activation_impl.h), picked by the ISA's chunk kernel.
  void (*stores_fn)(const Activation& a, float* out, const float* residual, int64_t n) = nullptr;
  int64_t out_w = 0;             // p->out_w(), set by the ISA's chunk kernel
  int nb;                     // 1 to the kernel's max_nb
  // The weights of the tile this thread will likely run next where they are another tile's
  // (late layers whose weights stream from L3: consecutive items share a tile), else null; its
  // first register tile prefetches them into L2 alongside its own reads.
  const float* next_weights = nullptr;
  int next_nb = 0;            // output blocks of that tile
  int64_t oy, x0, x1;
  // A 1x1 without padding at a stride (unless subsampled into a copy read at stride 1, as a
  // blocked input whose weights stream from L2 is): x0 and x1 count pixels over the whole
  // output plane (oy is 0), so that register tiles run on across row ends instead of ending each
  // row in narrow ones (a 14-pixel row of 6 + 6 + 1 + 1 reads the weights four times).
  bool flat = false;
};

struct BlockedConvKernel {
  int max_nb = 1;
  void (*chunk)(const BlockedConvChunk& c) = nullptr;
  // The input prologue (ChannelPrologue) over `pixels` consecutive pixels of `cblocks` channel
  // blocks (`in_plane` floats apart) into `out`: [cblocks][pixels][16].
  void (*stage)(const float* in, int64_t in_plane, int64_t cblocks, int64_t pixels, const ChannelPrologue& prologue,
                float* out) = nullptr;
  int tile_pixels[5] = {};  // the register tile's pixels for nb (1 to max_nb) output blocks
};
BlockedConvKernel blocked_conv_kernel_generic();
#if defined(__x86_64__)
BlockedConvKernel blocked_conv_kernel_avx2();
BlockedConvKernel blocked_conv_kernel_avx512();
#endif

// Whether `p` runs here: NCHW with at least one side blocked, with groups, or a KxK window over
// fewer than 16 input channels into 16 or more (a stem, whichever layout its output has), not
// depthwise, and groups that line up with the channel blocks (every block of 16 output channels
// reads whole input blocks). A row-major input is converted through scratch (zero-padded to whole blocks),
// or read as it lies when it has fewer than 16 channels (an RGB stem costs no padding); a
// row-major output is made blocked in scratch and converted.
bool blocked_conv_applies(const Conv2dParams& p);

// The FCHW weights as the kernel reads them: per output block (the last one padded to 16
// channels), [input blocks of its range][KH*KW][rows][16 output channels], zeros outside a
// channel's group, with rows = blocked_conv_weight_rows: 16 input channels, or the channels
// there are below 16 (a stem's 3: its 7x7 taps' weights are 37 KiB per 4 output blocks, not 196).
std::vector<float> blocked_conv_prepare(const Conv2dParams& p, const float* weight);
inline int64_t blocked_conv_weight_rows(const Conv2dParams& p) { return std::min(p.in_channels, ref::kChannelBlock); }

// Whether blocked_conv_run takes a ChannelPrologue for `p`: a blocked input read by a 1x1 with
// stride 1, no padding and one group. Each work item (a run of pixels for every output block)
// then stages its pixels' input through the prologue into per-thread scratch once and runs every
// tile of output blocks over that copy, so the transformed input is never a tensor of its own.
bool blocked_conv_takes_prologue(const Conv2dParams& p);

// output = conv(prologue(input), weights) + bias, the prologue optional (only where
// blocked_conv_takes_prologue); `finished` sees every output element once. With `stores`, each
// stored value is that of store_value (ops/activation_impl.h); a residual only with
// p.blocked_output (it is read in the output's storage order).
void blocked_conv_run(const Conv2dParams& p, Isa isa, const float* weights, const float* input, const float* bias,
                      float* output, const OutputRunFn& finished, int threads, const StoreEpilogue* stores = nullptr,
                      const ChannelPrologue* prologue = nullptr);

}  // namespace linrt::ops::cpu
