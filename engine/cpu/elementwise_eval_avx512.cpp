// The elementwise bytecode evaluator for AVX-512 (compiled with -mavx512f and friends, cmake/isa_sources.cmake).
#if defined(__x86_64__)
// GCC 12 warns about the deliberately undefined lanes inside its own AVX-512 intrinsics when
// xsimd's math functions inline them.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wuninitialized"
#pragma GCC diagnostic ignored "-Wmaybe-uninitialized"
#include "engine/cpu/elementwise_eval_impl.h"

namespace linrt::engine {

EwBlockFn ew_block_avx512() { return &EwEval<xsimd::avx512f>::eval_block; }
EwSelectChainFn ew_select_chain_avx512() { return &EwEval<xsimd::avx512f>::select_chain; }
EwBiasMulAddFn ew_bias_mul_add_avx512() { return &EwEval<xsimd::avx512f>::bias_mul_add; }
EwBiasGeluFn ew_bias_gelu_avx512() { return &EwEval<xsimd::avx512f>::bias_gelu; }
EwReduceFns ew_reduce_avx512(EwOpcode combine, EwPreMap pre) { return EwEval<xsimd::avx512f>::reduce_fns(combine, pre); }

}  // namespace linrt::engine
#pragma GCC diagnostic pop
#endif
