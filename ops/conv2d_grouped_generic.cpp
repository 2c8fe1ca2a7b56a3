// The grouped-conv row kernels vectorised for the build's baseline target.

#include "ops/conv2d_grouped_impl.h"

namespace linrt::ops::cpu {

GroupedRows grouped_rows_generic() { return make_grouped_rows<xsimd::default_arch>(); }

}  // namespace linrt::ops::cpu
