// The pooling row kernel vectorised for the build's baseline target.

#include "ops/pool2d_impl.h"

namespace linrt::ops::cpu {

PoolRowKernel pool_row_generic() { return make_pool_row<xsimd::default_arch>(); }

}  // namespace linrt::ops::cpu
