// Helpers shared by the Vulkan kernel classes (engine/vulkan/kernels.cpp and the families' own
// files, such as conv_transpose2d.cpp): the flat one-invocation-per-element dispatch shape,
// 32-bit index checks and pipeline keys.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/vulkan/context.h"
#include "linrt/error.h"

namespace linrt::engine::vk {

constexpr uint32_t kFlatGroupSize = 256;

Error invalid(const std::string& what, const std::string& message);
// Shaders index with 32-bit ints: `v`, or an Error(Limit) naming `what`.
int32_t narrow(int64_t v, const char* what);
// The registry key of a kernel's pipeline: the plan's KernelKey when given, else its own.
const std::string& key_or(const std::string& pipeline_key, const std::string& own);
// `view`, or the context's dummy buffer for an absent operand.
BufferView or_dummy(Context& context, const BufferView& view);
// A 1-D problem of `total` invocations on a 2-D grid (x wraps at the device limit).
std::array<uint32_t, 2> flat_groups(const Context& context, int64_t total);
// The pipeline of a shader run with kFlatGroupSize invocations per workgroup.
PipelineDesc flat_desc(std::string shader, uint32_t bindings, uint32_t push_bytes, std::vector<uint32_t> spec = {});

}  // namespace linrt::engine::vk
