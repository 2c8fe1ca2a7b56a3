// Embedding-bag row reductions for the compiler's default target (see embedding_bag_rows.h).
#include "ops/embedding_bag_rows_impl.h"

namespace linrt::ops::bag_rows {

Kernels kernels_baseline() { return make_kernels<xsimd::default_arch>(xsimd::default_arch::name()); }

}  // namespace linrt::ops::bag_rows
