// Load-time evaluation of linalg.generic ops computed from constants alone (torch-mlir's
// ConvTranspose2d flips and transposes its weight with a generic that reads the weight
// constant through tensor.extract at computed indices: without this it runs, as a reference
// fallback, on every call).
#pragma once

#include <cstdint>

#include "graph/ir.h"

namespace linrt::engine {

// Replaces each function-level linalg.generic whose operands and captured values are all
// constants (or tensor.empty / linalg.fill of constants) and whose static result is no larger
// than the constant tensors it reads (a broadcast is never materialised) by an arith.constant
// holding its value, computed once by the reference executor; ops that fail to evaluate stay.
// Returns how many were folded (their inputs are left for dead-op elimination).
int64_t fold_constant_generics(graph::Module& m);

}  // namespace linrt::engine
