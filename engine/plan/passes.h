// The planner's passes (build_plan in planner.cpp is the driver). While dispatches are formed,
// KernelTable (kernels.cpp) gives each its kernel; then, in this order:
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
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <tuple>
#include <unordered_map>
#include <vector>

#include "engine/plan/kernel_key.h"
#include "engine/plan/plan.h"

namespace linrt::engine {

// A value with no storage yet (PlanValue::storage).
constexpr uint32_t kNoStorage = UINT32_MAX;

// A ranked tensor type with a static shape.
inline bool static_tensor(const graph::Type& t) { return t.is_tensor() && !t.unranked && t.has_static_shape(); }

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
  // Dispatch::prepared for `d` (its kernel set): prepare_constant's result for each constant
  // root operand, made once per (DeviceKernel, operand, constant) and kept by the plan.
  void prepare_constants(Dispatch& d);

 private:
  Plan& plan_;
  const Device& device_;
  std::unordered_map<KernelKey, uint32_t, KernelKeyHash> by_key_;
  std::map<std::string, uint32_t> native_of_root_key_;  // the first kernel made per root key
  std::map<std::tuple<const DeviceKernel*, size_t, uint32_t>, std::shared_ptr<const void>> prepared_;
};

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
