// The attention tile kernel vectorised for the build's baseline target.

#include "ops/attention_impl.h"

namespace linrt::ops::cpu {

AttentionTileKernel attention_tile_generic() { return make_attention_tile<xsimd::default_arch>(); }

}  // namespace linrt::ops::cpu
