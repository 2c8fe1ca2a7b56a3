// Running a kernel that works on the blocked channel layout NCHW16c (ops/layout.h) over
// row-major operands: the row-major side is converted through per-thread scratch, a block of 16
// channels at a time (the depthwise conv, pooling and blocked direct conv kernels, whose blocked
// forms are several times faster than their row-major ones: bench/RESULTS.md).
#pragma once

#include <algorithm>
#include <cstdint>
#include <vector>

#include "ops/conv2d_cpu.h"
#include "ops/conv2d_winograd.h"
#include "ops/isa_kernels.h"
#include "ops/layout.h"

namespace linrt::ops::cpu {

// `bias` (`channels` values, or null) for a kernel that reads it 16 channels at a time: as it is
// when the channels are whole blocks, else padded with zeros in per-thread scratch.
inline const float* whole_blocks_bias(const float* bias, int64_t channels) {
  thread_local std::vector<float> padded;
  if (!bias || ref::blocked_channels(channels) == channels) return bias;
  padded.assign(size_t(ref::blocked_channels(channels)), 0.0f);
  std::copy(bias, bias + channels, padded.begin());
  return padded.data();
}

// Calls run(blocked_input, blocked_output, finished) once, with `input` ([n, c_in, in_hw],
// NCHW16c when `input_blocked`, else row-major) and `output` ([n, c_out, out_hw], likewise) both
// in NCHW16c: a row-major input is converted into scratch first, and a row-major output is made
// in scratch, converted into `output` and handed to `finished` block by block (a kernel that
// reads a row-major input itself passes `input_blocked` and gets it unchanged). Either side may
// have any number of channels: a blocked one ends in a padded block (ops/layout.h), and so does
// a row-major one's scratch copy, whose channels past the count are zero on input (and dropped
// on output).
template <class Run>
void via_blocked(Isa isa, int64_t n, int64_t c_in, int64_t c_out, int64_t in_hw, int64_t out_hw, const float* input,
                 bool input_blocked, float* output, bool output_blocked, const OutputRunFn& finished, int threads,
                 const Run& run) {
  constexpr int64_t B = ref::kChannelBlock;
  thread_local std::vector<float> in_scratch, out_scratch;
  if (!input_blocked) {
    const int64_t blocks = (c_in + B - 1) / B;  // per image
    in_scratch.resize(size_t(n * blocks * B * in_hw));
    float* converted = in_scratch.data();  // this thread's scratch, not each worker's own
    parallel_blocks(
        threads, n * blocks,
        [&](int64_t b) {
          const int64_t image = b / blocks, first = b % blocks * B, rows = std::min(B, c_in - first);
          float* dst = converted + b * B * in_hw;
          if (rows < B)
            for (int64_t i = 0; i < in_hw; ++i) std::fill(dst + i * B + rows, dst + (i + 1) * B, 0.0f);
          transpose_floats(isa, input + (image * c_in + first) * in_hw, in_hw, rows, in_hw, dst, B);
        },
        [] {});
    input = converted;
  }
  if (output_blocked) {
    run(input, output, finished);
    return;
  }
  const int64_t blocks = (c_out + B - 1) / B;
  out_scratch.resize(size_t(n * blocks * B * out_hw));
  float* made = out_scratch.data();
  run(input, made, OutputRunFn{});
  parallel_blocks(
      threads, n * blocks,
      [&](int64_t b) {
        const int64_t image = b / blocks, first = b % blocks * B, cols = std::min(B, c_out - first);
        const int64_t flat = (image * c_out + first) * out_hw;
        transpose_floats(isa, made + b * B * out_hw, B, out_hw, cols, output + flat, out_hw);
        if (finished) finished(output + flat, flat, cols * out_hw);
      },
      [] {});
}

}  // namespace linrt::ops::cpu
