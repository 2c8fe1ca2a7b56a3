// The elementwise bytecode evaluator for AVX2 + FMA (compiled with -mavx2 -mfma, cmake/isa_sources.cmake).
#if defined(__x86_64__)
#include "engine/cpu/elementwise_eval_impl.h"

namespace linrt::engine {

EwBlockFn ew_block_avx2() { return &EwEval<xsimd::fma3<xsimd::avx2>>::eval_block; }
EwSelectChainFn ew_select_chain_avx2() { return &EwEval<xsimd::fma3<xsimd::avx2>>::select_chain; }
EwBiasMulAddFn ew_bias_mul_add_avx2() { return &EwEval<xsimd::fma3<xsimd::avx2>>::bias_mul_add; }
EwBiasGeluFn ew_bias_gelu_avx2() { return &EwEval<xsimd::fma3<xsimd::avx2>>::bias_gelu; }
EwReduceFns ew_reduce_avx2(EwOpcode combine, EwPreMap pre) { return EwEval<xsimd::fma3<xsimd::avx2>>::reduce_fns(combine, pre); }

}  // namespace linrt::engine
#endif
