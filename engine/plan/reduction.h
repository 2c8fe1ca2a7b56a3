// A linalg.generic reduction as every device reads it: bodies of the form
// `acc = combine(acc, f(inputs))` with combine one of addf, mulf, maximumf, minimumf, maxnumf,
// minnumf, over any reduction dimensions. The CPU runs it with streaming SIMD loops
// (engine/cpu/reduction_kernel.cpp), the Vulkan device as a generated shader
// (engine/vulkan/ew_shader.h: reduction_glsl).
#pragma once

#include <optional>
#include <string_view>
#include <vector>

#include "engine/plan/device.h"
#include "engine/plan/ew_program.h"

namespace linrt::engine {

// out[p] = combine(init[p], map(x) for every iteration point x projecting onto p), in order.
struct ReductionInfo {
  EwProgram map;                     // the body with acc = identity: f(inputs) at a point
  EwOpcode combine = EwOpcode::Add;  // Add, Mul, Maximum, Minimum, MaxNum or MinNum
  float identity = 0.0f;
  std::vector<int64_t> shape;        // the iteration space
  std::vector<bool> reduced;         // per dimension
  std::vector<EwAccess> access;      // per input, over the iteration space
  std::vector<int64_t> out_strides;  // per dimension (0 for reduced ones); the output is dense
  std::string_view name;             // the combiner's: "sum", "product", "max", ...
};

// The reduction a linalg.generic root computes (f32, static shapes, one output, a body of the
// form above), or nullopt.
std::optional<ReductionInfo> analyse_reduction(const KernelSpec& spec);

}  // namespace linrt::engine
