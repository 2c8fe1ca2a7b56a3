// The elementwise bytecode evaluator for the build's baseline target.
#include "engine/cpu/elementwise_eval_impl.h"

namespace linrt::engine {

EwBlockFn ew_block_generic() { return &EwEval<xsimd::default_arch>::eval_block; }
EwSelectChainFn ew_select_chain_generic() { return &EwEval<xsimd::default_arch>::select_chain; }
EwBiasMulAddFn ew_bias_mul_add_generic() { return &EwEval<xsimd::default_arch>::bias_mul_add; }
EwBiasGeluFn ew_bias_gelu_generic() { return &EwEval<xsimd::default_arch>::bias_gelu; }
EwReduceFns ew_reduce_generic(EwOpcode combine, EwPreMap pre) { return EwEval<xsimd::default_arch>::reduce_fns(combine, pre); }

}  // namespace linrt::engine
