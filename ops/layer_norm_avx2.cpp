// The layer norm row kernel vectorised for AVX2 (compiled with -mavx2 -mfma, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "ops/layer_norm_impl.h"

namespace linrt::ops::cpu {

LayerNormRowKernel layer_norm_rows_avx2() { return make_layer_norm_rows<xsimd::fma3<xsimd::avx2>>(); }

}  // namespace linrt::ops::cpu
#endif
