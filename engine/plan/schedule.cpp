// The planner's schedule pass (engine/plan/passes.h).
#include <algorithm>
#include <numeric>
#include <unordered_map>

#include "engine/plan/passes.h"

namespace linrt::engine {

// Levels: a dispatch runs one level after the latest dispatch it reads from; fallbacks
// (which share the session's executor and may have side effects) also stay in their order.
// Dispatches of one level are independent and may run at the same time (DLRM's embedding
// bags beside the bottom MLP). Dispatches are reordered by level, so plan order is a valid
// sequential order too.
void schedule_levels(Plan& plan) {
  const uint32_t n = uint32_t(plan.dispatches.size());
  std::vector<uint32_t> level(n, 0);
  std::unordered_map<uint32_t, std::vector<uint32_t>> producers;  // storage -> dispatches
  int64_t last_fallback = -1;
  for (uint32_t k = 0; k < n; ++k) {
    const Dispatch& d = plan.dispatches[k];
    uint32_t l = 0;
    for (const auto* list : {&d.inputs, &d.captures})
      for (uint32_t v : *list) {
        auto it = producers.find(storage_root(plan, v, d));
        if (it != producers.end())
          for (uint32_t p : it->second) l = std::max(l, level[p] + 1);
      }
    if (!plan.kernels[d.kernel].native) {
      if (last_fallback >= 0) l = std::max(l, level[last_fallback] + 1);
      last_fallback = k;
    }
    level[k] = l;
    for (uint32_t o : d.outputs) producers[storage_root(plan, o, d)].push_back(k);
  }
  // Then each dispatch moves as late as its readers (and the next fallback) allow, so that its
  // result is not held through the levels in between (SRVGG's upsampled input waits for the
  // last conv instead of living beside the whole conv chain). Plan order is a topological
  // order, so one backward pass sees every reader before its producers.
  const uint32_t depth = n ? *std::max_element(level.begin(), level.end()) : 0;
  std::unordered_map<uint32_t, uint32_t> first_reader_level;  // storage -> earliest reader's level
  int64_t next_fallback = -1;
  for (uint32_t k = n; k-- > 0;) {
    const Dispatch& d = plan.dispatches[k];
    uint32_t l = depth;
    for (uint32_t o : d.outputs)
      if (auto it = first_reader_level.find(storage_root(plan, o, d)); it != first_reader_level.end()) l = std::min(l, it->second - 1);
    if (!plan.kernels[d.kernel].native) {
      if (next_fallback >= 0) l = std::min(l, level[next_fallback] - 1);
      next_fallback = k;
    }
    level[k] = l;
    for (const auto* list : {&d.inputs, &d.captures})
      for (uint32_t v : *list) {
        auto [it, added] = first_reader_level.emplace(storage_root(plan, v, d), l);
        if (!added) it->second = std::min(it->second, l);
      }
  }
  std::vector<uint32_t> order(n);
  std::iota(order.begin(), order.end(), 0);
  std::stable_sort(order.begin(), order.end(), [&](uint32_t a, uint32_t b) { return level[a] < level[b]; });
  std::vector<Dispatch> sorted;
  sorted.reserve(n);
  for (uint32_t k : order) sorted.push_back(std::move(plan.dispatches[k]));
  plan.dispatches = std::move(sorted);
  for (PlanKernel& k : plan.kernels) k.call_sites.clear();
  for (uint32_t k = 0; k < n; ++k) {
    plan.kernels[plan.dispatches[k].kernel].call_sites.push_back(k);
    if (k == 0 || level[order[k]] != level[order[k - 1]]) plan.level_begin.push_back(k);
  }
  plan.level_begin.push_back(n);
  plan.dispatch_level.resize(n);
  for (uint32_t k = 0; k < n; ++k) plan.dispatch_level[k] = level[order[k]];
}

}  // namespace linrt::engine
