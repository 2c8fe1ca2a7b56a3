// The CPU kernel of linalg.generic reductions (engine/cpu/reduction_kernel.cpp): bodies of the
// form `acc = combine(acc, f(inputs))` with combine one of addf, mulf, maximumf, minimumf,
// maxnumf, minnumf, over any reduction dimensions.
#pragma once

#include <vector>

#include "engine/cpu/elementwise.h"

namespace linrt::engine {

// Registers the kernel's factory for "linalg.generic" (called by the planner on first use).
void register_reduction_kernels();

// What a reduction kernel computes, for other devices (engine/vulkan builds a shader from it):
// out[p] = combine(init[p], map(x) for every iteration point x projecting onto p), in order.
struct ReductionInfo {
  EwProgram map;                     // the body with acc = identity: f(inputs) at a point
  EwOpcode combine = EwOpcode::Add;  // Add, Mul, Maximum, Minimum, MaxNum or MinNum
  float identity = 0.0f;
  std::vector<int64_t> shape;        // the iteration space
  std::vector<bool> reduced;         // per dimension
  std::vector<EwAccess> access;      // per input, over the iteration space
  std::vector<int64_t> out_strides;  // per dimension (0 for reduced ones); the output is dense
};

// The reduction behind a CPU kernel made by this family, or null for any other kernel.
const ReductionInfo* reduction_info(const CpuKernel& kernel);

}  // namespace linrt::engine
