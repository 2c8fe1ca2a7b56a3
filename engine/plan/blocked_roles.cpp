// The registry of blocked-layout roles, filled by the families' LINRT_REGISTRATION(layout, ...)
// blocks before its first lookup.
#include "engine/plan/blocked_roles.h"

#include <map>
#include <mutex>

#include "core/registration.h"
#include "engine/plan/passes.h"
#include "ops/layout.h"

namespace linrt::engine {

namespace {

std::map<graph::OpId, BlockedRule>& rules() {
  static std::map<graph::OpId, BlockedRule> r;
  return r;
}

}  // namespace

bool blocked_candidate(const graph::Value* v) {
  const graph::Type& t = v->type;
  return static_f32(t) && t.shape.size() == 4 && t.shape[1] >= ops::ref::kChannelBlock;
}

bool whole_channel_blocks(const graph::Value* v) {
  return blocked_candidate(v) && v->type.shape[1] % ops::ref::kChannelBlock == 0;
}

void register_blocked_role(graph::OpId op, BlockedRule rule) { rules()[op] = std::move(rule); }

BlockedRole blocked_role(const graph::Operation& op) {
  static std::once_flag once;
  std::call_once(once, [] { run_registrations("layout"); });
  const auto it = rules().find(op.name.id());
  return it == rules().end() ? BlockedRole::None : it->second(op);
}

}  // namespace linrt::engine
