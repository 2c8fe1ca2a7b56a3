// The layer norm row kernel vectorised for AVX-512 (compiled with -mavx512f and friends, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/layer_norm_impl.h"

namespace linrt::ops::cpu {

LayerNormRowKernel layer_norm_rows_avx512() { return make_layer_norm_rows<xsimd::avx512f>(); }

}  // namespace linrt::ops::cpu
#endif
