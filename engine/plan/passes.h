// The planner's passes (build_plan in planner.cpp is the driver). In this order:
//   fuse                      elementwise ops classified and grouped, with epilogue roots (fusion.cpp)
//   choose_layouts            values kept in the blocked channel layout (layout.cpp)
// then dispatches are formed, each with its program (compile_group, fusion.cpp; blocked_order,
// layout.cpp), its KernelKey (root_key, kernel_key.cpp) and, from KernelTable (kernels.cpp),
// its kernel; then:
//   erase_unread_elementwise  dead fills go (memory.cpp)
//   place_concats             concats written in place (memory.cpp)
//   schedule_levels           dispatches ordered in levels of independent work (schedule.cpp)
//   place_in_place            elementwise outputs take a dead input's buffer (memory.cpp)
//   plan_arena                liveness, releases and the arena's offsets (memory.cpp)
// Internal to engine/plan/.
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <set>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "engine/plan/ew_program.h"
#include "engine/plan/kernel_key.h"
#include "engine/plan/plan.h"

namespace linrt::engine {

// A value with no storage yet (PlanValue::storage).
constexpr uint32_t kNoStorage = UINT32_MAX;

// A ranked tensor type with a static shape.
inline bool static_tensor(const graph::Type& t) { return t.is_tensor() && !t.unranked && t.has_static_shape(); }
inline bool static_f32(const graph::Type& t) { return static_tensor(t) && t.elem == DType::F32; }

// The function-level ops the planner walks (filled by build_plan).
struct FunctionOps {
  const graph::Block* body = nullptr;
  std::vector<const graph::Operation*> ops;  // without the terminator
  const graph::Operation* terminator = nullptr;
  std::unordered_map<const graph::Operation*, size_t> op_index;
  // users[value id]: function-level op indices using the value (directly or inside a region),
  // one entry per use; ops.size() stands for the terminator.
  std::unordered_map<uint32_t, std::vector<size_t>> users;

  // The index of the function-level op defining `v`, if any.
  std::optional<size_t> def_index(const graph::Value* v) const {
    auto it = v->def ? op_index.find(v->def) : op_index.end();
    if (it == op_index.end()) return std::nullopt;
    return it->second;
  }
};

// tensor.collapse_shape / expand_shape / cast / reshape: an alias of its operand's bytes.
bool is_view_op(const graph::Operation& op);

// One operand read by an elementwise op's body: block argument `arg` reads `value` through `map`.
struct EwRead {
  const graph::Value* value = nullptr;
  graph::AffineMap map;
  unsigned arg = 0;
};

// An op whose body (or named computation) compiles to an elementwise program.
struct EwOp {
  std::vector<int64_t> shape;  // iteration space = every result's shape
  std::vector<EwRead> reads;   // block arguments that are read (outs arguments only when used)
  unsigned num_args = 0;       // block arguments of the body (or named op operands)
  bool named = false;          // a named elementwise op (no body)
  bool copy = false;           // transpose / broadcast / copy: yields its input
  float fill_value = 0;        // linalg.fill
  bool is_fill = false;
};

// Elementwise ops fused into one dispatch, possibly as the epilogue of a root op.
struct Group {
  std::vector<size_t> ops;  // elementwise op indices (ascending; empty once dissolved)
  int64_t root = -1;        // op index of a root this group is the epilogue of
};

// The fusion pass's result, per function-level op.
struct Fusion {
  std::vector<std::optional<EwOp>> ew;  // set for the ops that run as part of a group
  std::vector<int64_t> group_of;        // the op's group (its epilogue group for a root), or -1
  std::vector<Group> groups;
};

// Classifies every op of `f` and groups elementwise ops (fusion.cpp).
Fusion fuse(const FunctionOps& f);

// A group's fused program over its logical iteration space: the root's output (if any) is
// input 0, then the values read from outside the group in first-use order.
struct GroupProgram : EwKernelDesc {
  std::vector<const graph::Value*> inputs;  // per program input
};
GroupProgram compile_group(const FunctionOps& f, const Fusion& fusion, const Group& g, const graph::Operation* root);

// A standalone chain a conv may read its input through (KernelSpec::prologue): over [N, C, H, W],
// x * scale[c] + shift[c], then ReLU (maximumf(v, 0) or torch-mlir's select(cmpf ugt(v, 0), v, 0))
// or not, where x is the one input read at the index written and every other input is a model
// constant read per channel or broadcast, combined by add, sub, neg, mul and div (never x by x,
// nor by x). DenseNet's batch norm + ReLU: ((x - mean) * invstd * gamma + beta) folded per
// channel in double. Or a gate: x * g (either order) and nothing else, g an input that is no
// constant, read per channel and sample (broadcast over H and W): a squeeze-excitation's gate,
// computed in the same run. `constant(i)`: program input i's data where it is a model constant,
// else null.
struct ChannelAffine {
  uint32_t input = 0;               // the program input that is x
  std::vector<float> scale, shift;  // C values each (none for a gate)
  bool relu = false;
  std::optional<uint32_t> gate;     // the program input that is g
};
std::optional<ChannelAffine> match_channel_affine(const GroupProgram& gp,
                                                  const std::function<const float*(size_t)>& constant);

// Which function-level values to keep in the blocked channel layout, a flag per graph value id
// (layout.cpp).
std::vector<bool> choose_layouts(const graph::Module& module, const FunctionOps& f, const Fusion& fusion);

// Rewrites a group program whose output is blocked to run over the storage order
// [N, C/16, H, W, 16]; `blocked` says which of its inputs are blocked (layout.cpp).
void blocked_order(GroupProgram& gp, bool has_root, const std::vector<bool>& blocked);

// The storage plan value `v` (read or written by `d`) lives in, or the buffer it is a slice
// of: a concat's slices live as long as the whole concat buffer, so dependencies and liveness
// are kept per parent.
uint32_t storage_root(const Plan& plan, uint32_t v, const Dispatch& d);

// One PlanKernel per distinct KernelKey of `plan`, made by `device`.
class KernelTable {
 public:
  KernelTable(Plan& plan, const Device& device) : plan_(plan), device_(device) {}
  // The kernel for a dispatch with `key` (rooted at `root`; null for a standalone chain): found,
  // or added to the plan. `program` is the standalone chain, or the root's epilogue when the
  // key has one. A new root key's DeviceKernel is made from spec() (nullopt: the root has
  // dynamic shapes or captures, and runs on the reference executor); keys that differ only in
  // the epilogue share it.
  uint32_t kernel_for(const KernelKey& key, const graph::Operation* root, const EwKernelDesc& program,
                      const std::function<std::optional<KernelSpec>()>& spec);
  // As kernel_for, for a root only the device computes (KernelSpec::prologue, which no
  // reference handler does): none, and nothing added, when the device makes no kernel.
  std::optional<uint32_t> device_kernel_for(const KernelKey& key, const graph::Operation* root,
                                            const EwKernelDesc& program, const KernelSpec& spec);
  // Dispatch::prepared for `d` (its kernel set): prepare_constant's result for each constant
  // root operand, made once per (DeviceKernel, operand, constant) and kept by the plan.
  void prepare_constants(Dispatch& d);

 private:
  Plan& plan_;
  const Device& device_;
  std::unordered_map<KernelKey, uint32_t, KernelKeyHash> by_key_;
  std::map<std::string, uint32_t> native_of_root_key_;  // the first kernel made per root key
  std::set<std::string> refused_;                       // root keys device_kernel_for got none for
  // Made by device_kernel_for for the root key kernel_for adds next.
  std::shared_ptr<const DeviceKernel> made_;
  std::map<std::tuple<const DeviceKernel*, size_t, uint32_t>, std::shared_ptr<const void>> prepared_;
};

// The plan value of function-level graph value `v`; throws when it has none.
uint32_t plan_value(const Plan& plan, const graph::Value* v);

// Plan values with their storage, and one Dispatch per group or root op in the order of its
// last op, keyed and given its kernel by `device`; ends with Plan::results (dispatches.cpp).
void form_dispatches(Plan& plan, const graph::Module& module, const graph::Operation& fn, const FunctionOps& F,
                     const Fusion& fusion, const std::vector<bool>& blocked, const PlanOptions& options,
                     const Device& device);

// A root dispatch's key parts from its op: name, attributes (dense data as a hash), operand and
// result types, and a structural description of its regions (kernel_key.cpp).
void describe_root(KernelKey& key, const graph::Operation& root);
// A fused program input's part of a key: its type and access.
std::string access_key(const TensorDesc& desc, const EwAccess& access);

// Drops the dispatches marked in `erased`, and kernels left without call sites.
void erase_dispatches(Plan& plan, const std::vector<bool>& erased);

// Erases standalone elementwise dispatches whose results nothing reads any more (a fill every
// reader of which took it as a splat); `results` are the function's returned plan values.
void erase_unread_elementwise(Plan& plan, std::span<const uint32_t> results);

// Writes concats in place where their inputs can be slices of the result (see memory.cpp).
// `ops` are the function's ops in order, `vid` maps a graph value to its plan value, and
// `read_only_by(v, op)` says whether op is v's only reader.
void place_concats(Plan& plan, std::span<const graph::Operation* const> ops,
                   const std::function<uint32_t(const graph::Value*)>& vid,
                   const std::function<bool(const graph::Value*, const graph::Operation*)>& read_only_by);

// Orders the dispatches by level (Plan::level_begin, dispatch_level).
void schedule_levels(Plan& plan);

// Runs elementwise dispatches in place where an input's buffer may take the output
// (Dispatch::in_place). After schedule_levels.
void place_in_place(Plan& plan);

// Liveness in levels, Dispatch::release_after, the arena's offsets and Plan::arena_bytes.
// Throws Error(Limit) at `fn` when the arena exceeds `max_arena_bytes`.
void plan_arena(Plan& plan, size_t max_arena_bytes, const graph::Operation& fn, const graph::Operation& terminator);

}  // namespace linrt::engine
