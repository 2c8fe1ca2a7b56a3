// The Plan: what the planner makes of one function, and all a device needs to run it.
//
// The Plan is device-neutral: it names kernels by KernelKey and describes their ops (the root
// op, fused programs, reductions); the host device's kernels are held as DeviceKernels, and
// running them is the device's business (engine/cpu, engine/vulkan). Nothing here includes
// engine/cpu/ or engine/vulkan/ (the build checks it: cmake/check_plan_includes.cmake).
//
// Every function-level value gets a Storage (where its bytes live during a run); every op that
// computes something becomes part of a Dispatch: a root op plus the elementwise ops fused after
// it (its epilogue), or a standalone fused elementwise chain. Dispatches with equal KernelKeys
// share one PlanKernel. Constants are operands, prepared once per (kernel, constant) pair.
#pragma once

#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/plan/device.h"
#include "engine/plan/ew_program.h"
#include "engine/plan/reduction.h"
#include "engine/plan/reference_device.h"
#include "engine/reference/executor.h"
#include "graph/ir.h"

namespace linrt::engine {

// Where a value's bytes live during a run.
struct Storage {
  enum class Kind : uint8_t {
    Constant,  // a model constant (tensor or scalar), owned by the Plan
    Input,     // a function argument, bound per run
    Arena,     // a static-shape intermediate at a fixed offset in the session's arena
    Dynamic,   // held by the session as a reference-executor value (fallback results, scalars)
    Absent,    // never materialised (a tensor.empty nobody reads)
  };
  Kind kind = Kind::Absent;
  uint32_t index = 0;    // Constant: Plan::constants; Input: argument; Dynamic: slot
  size_t offset = 0;     // Arena: byte offset (of the whole arena once planned)
  size_t bytes = 0;      // Arena: size
  // Arena: the storage this one is a slice of (a concat written in place), or -1. A slice's
  // offset is relative to its parent until the arena is planned.
  int32_t parent = -1;
  // A slice whose rows (innermost dimension) lie `row_stride` bytes apart (an input of a concat
  // along the last axis, written in place); `bytes` is then its extent, from the start of its
  // first row to the end of its last. 0: dense.
  size_t row_stride = 0;
};

// One function-level value: its storage (shared with the values it aliases) and its type.
struct PlanValue {
  uint32_t storage = 0;       // index into Plan::storages
  bool is_tensor = false;
  bool is_static = false;     // tensor with a static shape
  TensorDesc desc;            // when is_static
  const graph::Value* value = nullptr;
  // Stored in the blocked channel layout NCHW16c (ops/layout.h) instead of row-major: the
  // planner's choice (PlanOptions::blocked_layouts) for values between convs.
  bool blocked = false;
};

struct PlanKernel {
  std::string key;
  std::string name;         // the DeviceKernel's name() (the reference device's: "fallback:<op>")
  std::string root_kind;    // root op name, or "elementwise"
  // The kernel of the device the plan was built for (build_plan's `device`); null: the
  // dispatches run on the reference device, whose kernel is `reference`. Dispatches whose
  // keys differ only in their epilogue share one DeviceKernel (one packed plan, constants
  // prepared once): `root_key` is the key without the epilogue.
  std::shared_ptr<const DeviceKernel> native;
  std::shared_ptr<const ReferenceKernel> reference;
  std::string root_key;
  // What the kernel computes, for every device: a standalone elementwise chain's program, or
  // the reduction of a linalg.generic root that the host device runs natively.
  std::optional<EwKernelDesc> elementwise;
  std::optional<ReductionInfo> reduction;
  // The fused epilogue of a root kernel: input 0 is the root's output.
  bool has_epilogue = false;
  EwProgram epilogue;
  std::vector<int64_t> epilogue_shape;
  std::vector<EwAccess> epilogue_access;
  // Set when the epilogue has a StoreForm that the kernel stores_epilogue(): the kernel then
  // computes it in its stores, and the program is not run.
  std::optional<StoreForm> stores;
  // How the root reads its operand 0 (KernelSpec::prologue; made natively only).
  InputPrologue prologue = InputPrologue::None;
  std::vector<uint32_t> call_sites;  // dispatch indices
};

struct Dispatch {
  const graph::Operation* root = nullptr;           // the root op (the sink op for a standalone chain)
  std::vector<const graph::Operation*> fused;       // elementwise ops fused into this dispatch
  std::vector<uint32_t> inputs;                     // plan value ids: root operands, then epilogue extras
  size_t num_root_inputs = 0;
  std::vector<uint32_t> outputs;                    // plan value ids written (the root's results,
                                                    // or the chain's sink results)
  std::vector<uint32_t> captures;                   // values a fallback root's regions read from outside
  uint32_t kernel = 0;
  std::vector<const void*> prepared;                // per root input: prepare_constant's result or null
  std::vector<uint32_t> release_after;              // Dynamic slots whose last use is this dispatch
  // The input whose arena storage the (single) output reuses, read at the index written, or -1:
  // an elementwise dispatch run in place (see the planner's liveness step).
  int32_t in_place = -1;
};

class Plan {
 public:
  std::string function;
  std::vector<Storage> storages;
  std::vector<PlanValue> values;                 // indexed by plan value id
  std::vector<int32_t> value_of;                 // graph::Value::id -> plan value id (-1: none)
  std::vector<ref::RtValue> constants;           // Storage::Kind::Constant data
  std::vector<std::shared_ptr<const void>> prepared_constants;  // keeps prepare_constant results alive
  std::vector<PlanKernel> kernels;
  std::vector<Dispatch> dispatches;
  std::vector<uint32_t> inputs;                  // plan value per function argument
  std::vector<graph::Type> input_types;
  std::vector<uint32_t> results;                 // plan value per returned value
  size_t arena_bytes = 0;
  uint32_t num_dynamic_slots = 0;
  // Dispatches are sorted by level: level L is dispatches [level_begin[L], level_begin[L+1]).
  // Dispatches of one level do not depend on each other and may run concurrently.
  std::vector<uint32_t> level_begin;
  std::vector<uint32_t> dispatch_level;  // per dispatch
  size_t constant_bytes = 0;
  size_t blocked_values = 0;      // values stored NCHW16c
  size_t layout_conversions = 0;  // convs reading one layout and writing the other
};

struct PlanOptions {
  int64_t max_tensor_elements = int64_t(1) << 34;
  size_t max_arena_bytes = size_t(1) << 36;  // one session's intermediate tensors
  // How embedding-bag kernels store constant tables (ModelOptions::quantize_embeddings).
  EmbeddingQuantization quantize_embeddings = EmbeddingQuantization::None;
  bool huge_page_embeddings = true;  // ModelOptions::huge_page_embeddings
  // The matmul kernels' arithmetic (ModelOptions::precision); build_plan checks it.
  Precision precision = Precision::F32;
  // Keep 4-d values between convs in the blocked channel layout NCHW16c (the planner's layout
  // step), converting only at the edges of such regions. For the CPU device: a Vulkan program
  // reads every storage row-major, so plans for it leave this off.
  bool blocked_layouts = false;
};

// Plans function `name` of `module` (already canonicalised) for `device`, which makes the
// native kernels (engine/cpu/device.h has the CPU device's overload). Throws linrt::Error for a
// function that does not exist or cannot be planned (several blocks).
std::shared_ptr<const Plan> build_plan(const graph::Module& module, std::string_view name, const PlanOptions& options,
                                       const Device& device);

// Assigns arena offsets (aligned to `alignment`) to buffers with the given sizes and live
// ranges [first, last] (dispatch indices, inclusive), so that buffers live at the same time
// never overlap. Returns the arena size. Greedy: largest buffers first, lowest fitting offset.
struct ArenaBuffer {
  size_t bytes = 0;
  uint32_t first = 0, last = 0;
  size_t offset = 0;  // out
};
size_t assign_arena_offsets(std::vector<ArenaBuffer>& buffers, size_t alignment = 64);

}  // namespace linrt::engine
