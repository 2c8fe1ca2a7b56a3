// The CPU kernel of all-parallel linalg.generic ops over integer (and mixed) scalar types
// (engine/cpu/scalar_generic_kernel.cpp), interpreting their device-neutral compiled form
// (ScalarGeneric, engine/plan/scalar_generic.h).
#pragma once

#include "engine/plan/scalar_generic.h"

namespace linrt::engine {

// Registers the kernel's factory for "linalg.generic", after the reduction kernel's (called by
// the CPU device on first use).
void register_scalar_generic_kernels();

}  // namespace linrt::engine
