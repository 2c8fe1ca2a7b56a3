// Dead-op elimination. An op may go when all its results are unused and running it has no
// effect besides its results: arith, math, tensor, linalg (on tensors) and linrt ops whose
// nested bodies hold only such ops. Everything else stays, notably check.*, cf.assert (also
// inside a linalg.generic body), func.return and calls, and ops of dialects not listed. Unused
// results of a linalg.generic whose other results are used go with the body code only they need.
#include <algorithm>
#include <memory>
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

// Calls f(v) for every operand v of `op` and of the ops nested in it.
template <class F>
void for_each_operand(Operation& op, F&& f) {
  for (const Value* v : op.operands) f(v);
  for (auto& region : op.regions)
    for (auto& inner : region->blocks)
      rewrite::walk(*inner, [&](Operation& nested) {
        for (const Value* v : nested.operands) f(v);
      });
}

// Drops the results of a linalg.generic that nothing uses (torch-mlir's max along a dimension
// also computes the argmax indices, which softmax never reads): the yielded value, the body ops
// only it needed, the output's block argument, init operand and indexing map. A result stays
// when its block argument feeds another result, or when its map alone names a loop dimension.
// `use_count` (the function body's) loses the uses of what is removed. Returns the body ops
// erased.
int64_t drop_unused_results(Operation& op, std::unordered_map<const Value*, size_t>& use_count) {
  const auto seg = operand_segments(op);
  const Attribute* maps = op.attr("indexing_maps");
  if (!op.is(OpId::LinalgGeneric) || !seg || seg->size() != 2 || op.regions.size() != 1 ||
      op.regions[0]->blocks.size() != 1 || !maps || maps->kind != Attribute::Kind::Array)
    return 0;
  const size_t n_in = size_t((*seg)[0]), n_out = size_t((*seg)[1]);
  Block& body = *op.regions[0]->blocks[0];
  if (n_out < 2 || op.results.size() != n_out || op.operands.size() != n_in + n_out || maps->elems.size() != n_in + n_out ||
      body.args.size() != n_in + n_out || body.ops.empty() || !body.ops.back()->is(OpId::LinalgYield) ||
      body.ops.back()->operands.size() != n_out)
    return 0;
  for (const AttrP& e : maps->elems)
    if (!e || e->kind != Attribute::Kind::AffineMapAttr) return 0;
  Operation& yield = *body.ops.back();
  int64_t erased = 0;
  for (size_t k = n_out; k-- > 0;) {
    if (use_count[op.results[k].get()] != 0 || op.results.size() < 2) continue;
    // Every loop dimension must still appear in a map that stays.
    const Attribute& cur = *op.attr("indexing_maps");  // replaced below when a result goes
    std::vector<bool> named(cur.elems[0]->map.num_dims, false);
    for (size_t j = 0; j < op.operands.size(); ++j) {
      if (j == n_in + k) continue;
      const AffineMap& map = cur.elems[j]->map;
      for (size_t r = 0; r < map.results.size(); ++r)
        if (auto d = map.result_dim(r); d && *d < named.size()) named[*d] = true;
    }
    if (std::find(named.begin(), named.end(), false) != named.end()) continue;
    // The body ops that die with the yielded value, found on a copy of the body's use counts.
    std::unordered_map<const Value*, size_t> inner;
    rewrite::walk(body, [&](Operation& o) {
      for (const Value* v : o.operands) ++inner[v];
    });
    --inner[yield.operands[k]];
    std::vector<Operation*> dead;
    for (size_t j = body.ops.size() - 1; j-- > 0;) {
      Operation* o = body.ops[j].get();
      if (o->results.empty() || !free_of_side_effects(*o)) continue;
      bool unused = true;
      for (const auto& r : o->results) unused = unused && inner[r.get()] == 0;
      if (!unused) continue;
      dead.push_back(o);
      for_each_operand(*o, [&](const Value* v) { --inner[v]; });
    }
    if (inner[body.args[n_in + k].get()] != 0) continue;  // the accumulator feeds another result
    --use_count[yield.operands[k]];
    yield.operands.erase(yield.operands.begin() + std::ptrdiff_t(k));
    for (Operation* o : dead) {  // users first: `dead` is in reverse body order
      for_each_operand(*o, [&](const Value* v) { --use_count[v]; });
      rewrite::erase_op(o);
      ++erased;
    }
    body.args.erase(body.args.begin() + std::ptrdiff_t(n_in + k));
    --use_count[op.operands[n_in + k]];
    op.operands.erase(op.operands.begin() + std::ptrdiff_t(n_in + k));
    op.results.erase(op.results.begin() + std::ptrdiff_t(k));
    for (size_t j = 0; j < body.args.size(); ++j) body.args[j]->index = unsigned(j);
    for (size_t j = 0; j < op.results.size(); ++j) op.results[j]->index = unsigned(j);
    auto new_maps = std::make_shared<Attribute>(cur);
    new_maps->elems.erase(new_maps->elems.begin() + std::ptrdiff_t(n_in + k));
    op.set_attr("indexing_maps", new_maps);
    op.set_attr(op.attr("operandSegmentSizes") ? "operandSegmentSizes" : "operand_segment_sizes",
                rewrite::i32_array_attr({int64_t(n_in), int64_t(op.results.size())}));
  }
  return erased;
}

}  // namespace

void eliminate_dead_ops(Module& m, PassStats& stats) {
  int64_t& erased = stats.count("ops_erased");
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
      if (!dead) {
        erased += drop_unused_results(*op, use_count);
        continue;
      }
      for_each_operand(*op, [&](const Value* v) { --use_count[v]; });
      rewrite::erase_op(op);
      ++erased;
    }
  }
}

}  // namespace linrt::graph
