// The layer norm row kernel vectorised for the build's baseline target.

#include "ops/layer_norm_impl.h"

namespace linrt::ops::cpu {

LayerNormRowKernel layer_norm_rows_generic() { return make_layer_norm_rows<xsimd::default_arch>(); }

}  // namespace linrt::ops::cpu
