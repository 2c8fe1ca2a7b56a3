// A linalg.generic reduction as every device reads it: bodies of the form
// `acc = combine(acc, f(inputs))` with combine one of addf, mulf, maximumf, minimumf, maxnumf,
// minnumf, over any reduction dimensions. The CPU runs it with streaming SIMD loops
// (engine/cpu/reduction_kernel.cpp), the Vulkan device as a generated shader
// (engine/vulkan/ew_shader.h: reduction_glsl).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "engine/plan/device.h"
#include "engine/plan/ew_program.h"

namespace linrt::engine {

// out[p] = combine(init[p], map(x) for every iteration point x projecting onto p), in order.
struct ReductionInfo {
  EwProgram map;                     // the body with acc = identity: f(inputs) at a point
  EwOpcode combine = EwOpcode::Add;  // Add, Mul, Maximum, Minimum, MaxNum or MinNum
  float identity = 0.0f;
  std::vector<int64_t> shape;        // the iteration space
  std::vector<bool> reduced;         // per dimension
  std::vector<EwAccess> access;      // per input, over the iteration space
  std::vector<int64_t> out_strides;  // per dimension (0 for reduced ones); the output is dense
  std::string_view name;             // the combiner's: "sum", "product", "max", ...
  // Set by read_channel_blocks for an input whose last channel block is padded: the logical
  // channel count C. The iteration space then covers the padded channels and out_strides
  // address a dense [N, padded C] buffer, of which the first C of each batch are the output.
  int64_t channels = 0;
};

// The reduction a linalg.generic root computes (f32, static shapes, one output, a body of the
// form above), or nullopt.
std::optional<ReductionInfo> analyse_reduction(const KernelSpec& spec);

// Rewrites `r` for its input 0 held in the blocked channel layout NCHW16c (ops/layout.h): a
// reduction over the spatial dimensions of an [N, C, H, W] input read at (n, c, h, w) by
// iteration dimensions 0..3, channels and batch parallel (a global pooling, a
// squeeze-excitation's squeeze). Dimension 1 then walks the channel blocks and a fifth,
// innermost one the 16 channels of a block; the other inputs and the output stay row-major.
// A C that is not a multiple of 16 (a padded last block) is taken when input 0 is the only
// input and the output is [N, C] dense: `channels` is then set (see above).
// False, with `r` unchanged, for any other reduction.
bool read_channel_blocks(ReductionInfo& r);

}  // namespace linrt::engine
