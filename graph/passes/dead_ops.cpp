// Dead-op elimination. An op may go when all its results are unused and running it has no
// effect besides its results: arith, math, tensor, linalg (on tensors) and linrt ops whose
// nested bodies hold only such ops. Everything else stays, notably check.*, cf.assert (also
// inside a linalg.generic body), func.return and calls, and ops of dialects not listed.
#include <string_view>
#include <unordered_map>

#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

bool pure_dialect(const Operation& op) {
  const std::string_view d = op.dialect();
  return d == "arith" || d == "math" || d == "tensor" || d == "linalg" || d == "linrt";
}

bool free_of_side_effects(const Operation& op) {
  if (!pure_dialect(op)) return false;
  for (const auto& region : op.regions)
    for (const auto& block : region->blocks)
      for (const auto& inner : block->ops)
        if (!free_of_side_effects(*inner)) return false;
  return true;
}

}  // namespace

void eliminate_dead_ops(Module& m, PassStats& stats) {
  for (Block* body : rewrite::function_bodies(m)) {
    std::unordered_map<const Value*, size_t> use_count;
    rewrite::walk(*body, [&](Operation& op) {
      for (const Value* v : op.operands) ++use_count[v];
    });
    // Users come after the definitions of their operands, so one backward sweep that forgets
    // the uses of each erased op (nested ones included) removes whole dead chains.
    for (size_t k = body->ops.size(); k-- > 0;) {
      Operation* op = body->ops[k].get();
      if (op->results.empty() || !free_of_side_effects(*op)) continue;
      bool dead = true;
      for (const auto& r : op->results) dead = dead && use_count[r.get()] == 0;
      if (!dead) continue;
      for (const Value* v : op->operands) --use_count[v];
      for (auto& region : op->regions)
        for (auto& inner : region->blocks)
          rewrite::walk(*inner, [&](Operation& nested) {
            for (const Value* v : nested.operands) --use_count[v];
          });
      rewrite::erase_op(op);
      ++stats.ops_erased;
    }
  }
}

}  // namespace linrt::graph
