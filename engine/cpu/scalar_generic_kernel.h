// The CPU kernel of all-parallel linalg.generic ops over integer (and mixed) scalar types
// (engine/cpu/scalar_generic_kernel.cpp): index arithmetic such as DLRM's quotient-remainder
// tables, which the f32 elementwise programs do not hold.
#pragma once

namespace linrt::engine {

// Registers the kernel's factory for "linalg.generic", after the reduction kernel's (called by
// the CPU device on first use).
void register_scalar_generic_kernels();

}  // namespace linrt::engine
