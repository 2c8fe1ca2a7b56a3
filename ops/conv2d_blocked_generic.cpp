// The blocked direct conv kernel vectorised for the build's baseline target.

#include "ops/conv2d_blocked_impl.h"

namespace linrt::ops::cpu {

BlockedConvKernel blocked_conv_kernel_generic() { return make_blocked_conv_kernel<xsimd::default_arch>(); }

}  // namespace linrt::ops::cpu
