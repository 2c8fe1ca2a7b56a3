// Integer and mixed elementwise generics (generic.scalar: ScalarGeneric, engine/plan/scalar_generic.h)
// on Vulkan: the compiled register program becomes a GLSL compute shader with 64-bit integers
// (shaderInt64), one invocation per iteration point, compiled at model load like the f32
// elementwise programs (ew_shader.h).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "engine/plan/scalar_generic.h"
#include "engine/vulkan/context.h"

namespace linrt::engine::vk {

// GLSL for `g`, or nullopt when it uses a type or an op the generator does not translate
// (buffers of f32, i32, i64/index; registers of those and i1; the ops listed in the .cpp).
// Bindings: the inputs, the outputs, the constant tables, then the status buffer.
std::optional<std::string> scalar_generic_glsl(const ScalarGeneric& g);

class ScalarGenericShaderKernel {
 public:
  static constexpr size_t kStatusBytes = 4;
  // `glsl` is scalar_generic_glsl(g); the tables are uploaded here. The pipeline is registered
  // under `key`.
  ScalarGenericShaderKernel(Context& context, const std::string& key, ScalarGeneric g, const std::string& glsl);
  // inputs: the generic's ins (its outs operands are not read); outputs: its results. `status`
  // (kStatusBytes) is cleared and receives the first failed check (an index outside a table, a
  // failed cf.assert); after the list ran, pass its words to check_status().
  void record(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs,
              const BufferView& status) const;
  // Throws the CPU kernel's error (naming the tensor.extract or cf.assert) for a failed check.
  void check_status(const uint32_t* words) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  ScalarGeneric g_;
  std::vector<DeviceBuffer> tables_;
  int64_t points_ = 0;
  const Pipeline* pipeline_ = nullptr;
};

}  // namespace linrt::engine::vk
