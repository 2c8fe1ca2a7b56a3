// The inner loop of linrt.channel_gather in the blocked channel layout NCHW16c (ops/layout.h):
// one output channel block made lane by lane from lanes of input channel blocks.
#pragma once

#include <cstdint>

#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

// dst[p * 16 + l] = block[l][p * 16 + lane[l]] for p in [0, pixels) and the 16 lanes l, or 0
// where block[l] is null (a padding lane): block[l] is the pixel-0 address of the channel block
// that holds lane l's channel, lane[l] (in [0, 16)) its lane there.
void gather_channel_lanes(Isa isa, const float* const block[16], const int32_t lane[16], int64_t pixels, float* dst);

}  // namespace linrt::ops::cpu
