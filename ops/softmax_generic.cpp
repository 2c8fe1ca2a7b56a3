// The softmax row kernel vectorised for the build's baseline target.

#include "ops/softmax_impl.h"

namespace linrt::ops::cpu {

SoftmaxRowKernel softmax_row_generic() { return make_softmax_row<xsimd::default_arch>(); }

}  // namespace linrt::ops::cpu
