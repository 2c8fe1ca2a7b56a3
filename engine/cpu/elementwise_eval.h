// The per-ISA block evaluators of the elementwise bytecode (internal to engine/cpu/elementwise.cpp).
// engine/cpu/elementwise_eval_impl.h holds the one implementation; each
// engine/cpu/elementwise_eval_<isa>.cpp instantiates it with that ISA's compiler flags, and
// ew_run calls the one for ops::cpu::preferred_isa().
#pragma once

#include <cstdint>

#include "engine/cpu/elementwise.h"

namespace linrt::engine {

// Evaluates `program` on one block of n <= kEwBlock elements. in_ptr[i] points at input i's
// first element, stepping in_step[i] elements per output element; output o is written densely
// at out_ptr[o].
using EwBlockFn = void (*)(const EwProgram& program, int64_t n, const float* const* in_ptr,
                           const int64_t* in_step, float* const* out_ptr);

EwBlockFn ew_block_generic();
#if defined(__x86_64__)
EwBlockFn ew_block_avx2();
EwBlockFn ew_block_avx512();
#endif

// The select chain loop of ew_select_chain, per ISA.
using EwSelectChainFn = void (*)(const EwSelectStep* steps, int count, float* data, int64_t n);
EwSelectChainFn ew_select_chain_generic();
#if defined(__x86_64__)
EwSelectChainFn ew_select_chain_avx2();
EwSelectChainFn ew_select_chain_avx512();
#endif

// The loop of ew_bias_mul_add, per ISA.
using EwBiasMulAddFn = void (*)(float* data, int64_t n, const float* bias, int64_t width, int64_t col,
                                const float* mul, bool mul_by_column, const float* add);
EwBiasMulAddFn ew_bias_mul_add_generic();
#if defined(__x86_64__)
EwBiasMulAddFn ew_bias_mul_add_avx2();
EwBiasMulAddFn ew_bias_mul_add_avx512();
#endif

// The loop of ew_bias_gelu, per ISA.
using EwBiasGeluFn = void (*)(float* data, int64_t n, const float* bias, int64_t width, int64_t col, const EwGelu& g);
EwBiasGeluFn ew_bias_gelu_generic();
#if defined(__x86_64__)
EwBiasGeluFn ew_bias_gelu_avx2();
EwBiasGeluFn ew_bias_gelu_avx512();
#endif

// The reduction loops of ew_reduce_fns, per ISA.
EwReduceFns ew_reduce_generic(EwOpcode combine, EwPreMap pre);
#if defined(__x86_64__)
EwReduceFns ew_reduce_avx2(EwOpcode combine, EwPreMap pre);
EwReduceFns ew_reduce_avx512(EwOpcode combine, EwPreMap pre);
#endif

}  // namespace linrt::engine
