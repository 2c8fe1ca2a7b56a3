// The CPU kernel of linalg.generic reductions (engine/cpu/reduction_kernel.cpp): bodies of the
// form `acc = combine(acc, f(inputs))` with combine one of addf, mulf, maximumf, minimumf,
// maxnumf, minnumf, over any reduction dimensions.
#pragma once

namespace linrt::engine {

// Registers the kernel's factory for "linalg.generic" (called by the planner on first use).
void register_reduction_kernels();

}  // namespace linrt::engine
