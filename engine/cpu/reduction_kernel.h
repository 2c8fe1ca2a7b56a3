// The CPU kernel of linalg.generic reductions (engine/cpu/reduction_kernel.cpp): those that
// analyse_reduction (engine/plan/reduction.h) reads.
#pragma once

#include "engine/cpu/elementwise.h"

namespace linrt::engine {

// Registers the kernel's factory for "linalg.generic" (called by the CPU device on first use).
void register_reduction_kernels();

}  // namespace linrt::engine
