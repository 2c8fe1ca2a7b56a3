// The Winograd F(4x4, 3x3) tile transforms vectorised for the build's baseline target.

#include "ops/conv2d_winograd_transforms_impl.h"

namespace linrt::ops::cpu {

WinogradTransforms winograd_transforms_generic() { return make_transforms<xsimd::default_arch>(); }

}  // namespace linrt::ops::cpu

