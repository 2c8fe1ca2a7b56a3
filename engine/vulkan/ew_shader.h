// Elementwise programs (engine/plan/ew_program.h bytecode) on Vulkan: each program, with its
// iteration shape and input accesses baked in, becomes a GLSL compute shader, compiled to SPIR-V
// at model load by glslang's library and cached as one pipeline per KernelKey.
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "engine/plan/ew_program.h"
#include "engine/plan/reduction.h"
#include "engine/vulkan/context.h"

namespace linrt::engine::vk {

// GLSL for `program` over the dense row-major iteration space `shape`: binding i < num_inputs
// is input i read through access[i]; bindings num_inputs.. are the program's outputs, dense.
// One invocation per element, 256 per workgroup, workgroups on a 2-D grid (x wraps at max_x).
std::string ew_glsl(const EwProgram& program, std::span<const int64_t> shape, std::span<const EwAccess> access);

// Whether an epilogue program can be compiled into a root shader's store: one output, and
// input 0 read in place (the root's output element, dense over `shape` == output_shape).
bool ew_fusable_epilogue(const EwProgram& program, std::span<const int64_t> shape, std::span<const EwAccess> access,
                         std::span<const int64_t> output_shape);

// GLSL defining `float fused_epilogue(float v, int flat_index)`: the program with input 0 = v
// (output element flat_index, row-major over `shape`) and input k > 0 bound at binding
// first_binding + k - 1. Appended to a root shader's source compiled with LINRT_FUSED_EPILOGUE.
std::string ew_epilogue_glsl(const EwProgram& program, std::span<const int64_t> shape, std::span<const EwAccess> access,
                             uint32_t first_binding);

// GLSL for a linalg.generic reduction (engine/plan/reduction.h): one invocation per output
// element folds the map over its reduction points in the reference's order. Bindings: the map's
// inputs, then the init (the outs operand), then the output. With `splat_init` the init is a
// rank-0 buffer (DeviceKernel::takes_splat) whose one value starts every output element.
std::string reduction_glsl(const ReductionInfo& reduction, bool splat_init);

// GLSL functions with the CPU evaluator's semantics where GLSL's built-ins differ (NaN-propagating
// max/min, C fmod, `float cmp(int pred, float a, float b)` over cmpf's predicates, ...), for
// other shader generators.
const char* ew_glsl_helpers();

// Records `invocations` invocations of a generated shader (256 per workgroup, on a 2-D grid of
// workgroups); bindings from `first_written` on are written.
void dispatch_invocations(CommandList& list, const Pipeline& pipeline, std::span<const BufferView> views,
                          size_t first_written, int64_t invocations);

// Compiles a GLSL compute shader to SPIR-V (Vulkan 1.1). Throws Error(Unsupported, name) with
// glslang's log when it does not compile.
std::vector<uint32_t> compile_compute_glsl(const std::string& source, const std::string& name);

// An elementwise program as a Vulkan kernel. The pipeline is registered under `key`.
class EwShaderKernel {
 public:
  EwShaderKernel(Context& context, const std::string& key, const EwProgram& program,
                 std::vector<int64_t> shape, std::vector<EwAccess> access);
  // inputs.size() == program inputs, outputs.size() == program outputs. An output may be the
  // same range as an input read with the identity access (in-place epilogues).
  void record(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  int64_t total_ = 0;
  size_t num_inputs_ = 0, num_outputs_ = 0;
  const Pipeline* pipeline_ = nullptr;
};

// A reduction as a Vulkan kernel. The pipeline is registered under `key` (with a suffix for a
// splat init).
class ReductionShaderKernel {
 public:
  ReductionShaderKernel(Context& context, const std::string& key, const ReductionInfo& reduction, bool splat_init);
  // inputs: the map's inputs, then the init (rank 0 with splat_init); output: dense over the
  // parallel dimensions.
  void record(CommandList& list, std::span<const BufferView> inputs, const BufferView& output) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  int64_t outputs_ = 0;
  size_t num_inputs_ = 0;
  const Pipeline* pipeline_ = nullptr;
};

}  // namespace linrt::engine::vk
