// The depthwise row kernels vectorised for the build's baseline target.

#include "ops/conv2d_depthwise_impl.h"

namespace linrt::ops::cpu {

DepthwiseRows depthwise_rows_generic() { return make_depthwise_rows<xsimd::default_arch>(); }

}  // namespace linrt::ops::cpu
