// Shape specialisation: torch-mlir exports models with dynamic dimensions (`tensor<1x3x?x?xf32>`)
// whose sizes flow through index arithmetic (tensor.dim, arith on index, cf.assert on the
// results). Once a session binds inputs, every such size is known. specialize_function() writes
// the bound shapes into the function's argument types, folds the index arithmetic that depends
// on them into constants, drops asserts that now hold, and refines the result types of the
// shape-carrying ops, so the planner sees static shapes and can use native kernels and the
// arena instead of reference fallbacks.
#pragma once

#include <cstdint>
#include <span>
#include <string_view>
#include <vector>

#include "graph/ir.h"

namespace linrt::graph {

// True when any argument of function `fn` has a dynamic or unranked tensor type.
bool has_dynamic_arguments(const graph::Module& m, std::string_view fn);

// Specialises function `fn` of `m` in place for argument shapes `shapes` (one per argument;
// scalars take an empty shape). Throws linrt::Error when a shape contradicts the declared type.
// Ops whose types cannot be refined are left dynamic; they still run (through fallbacks).
void specialize_function(graph::Module& m, std::string_view fn,
                         std::span<const std::vector<int64_t>> shapes);

}  // namespace linrt::graph
