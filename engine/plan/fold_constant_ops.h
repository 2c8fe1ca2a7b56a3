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

// Replaces the result of each function-level linalg.generic that only reads one non-constant
// tensor `src` of its own type through `tensor.extract` at indices computed from constants and
// loop indices (torch-mlir's indexing with constant index tensors, as its adaptive average
// pooling to 1x1 emits after the mean) by `src` itself, when those indices are each element's
// own: the generic is evaluated once with `src` holding its elements' row-major numbers and must
// return them unchanged. Returns how many were folded (left for dead-op elimination).
int64_t fold_identity_gathers(graph::Module& m);

}  // namespace linrt::engine
