// The direct thin-conv row kernel vectorised for the build's baseline target.

#include "ops/conv2d_direct_impl.h"

namespace linrt::ops::cpu {

DirectConvRow direct_conv_row_generic() { return make_direct_conv_row<xsimd::default_arch>(); }

}  // namespace linrt::ops::cpu
