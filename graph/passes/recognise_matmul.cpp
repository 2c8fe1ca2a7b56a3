// matmul / batch_matmul of a transposed operand -> the _transpose_b named op, which reads the
// transpose's source (rows contiguous along k) instead of a transposed copy of it.
#include <algorithm>

#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {

namespace {

// linalg.transpose of `rank` dims swapping the last two, or null.
const Operation* last_two_swapped(const Value* v, size_t rank) {
  const Operation* t = v->def;
  if (!t || !t->is(OpId::LinalgTranspose) || t->operands.size() != 2 || t->results.size() != 1) return nullptr;
  const Attribute* a = t->attr("permutation");
  auto perm = a ? a->as_int_list() : std::nullopt;
  if (!perm || perm->size() != rank) return nullptr;
  for (size_t d = 0; d + 2 < rank; ++d)
    if ((*perm)[d] != int64_t(d)) return nullptr;
  return (*perm)[rank - 2] == int64_t(rank - 1) && (*perm)[rank - 1] == int64_t(rank - 2) ? t : nullptr;
}

bool recognise_at(Module& mod, Block& body, Operation& op, const char* transposed_name, size_t rank) {
  auto seg = operand_segments(op);
  if (op.attr("indexing_maps") || !seg || *seg != std::vector<int64_t>{2, 1} || op.operands.size() != 3 ||
      op.results.size() != 1 || !op.regions.empty())
    return false;
  const Operation* t = last_two_swapped(op.operands[1], rank);
  if (!t || t->operands[0]->type.rank() != int64_t(rank)) return false;
  Operation* fused = rewrite::create_op(mod, &op, transposed_name, {op.operands[0], t->operands[0], op.operands[2]},
                                        {op.results[0]->type}, op.attrs);
  rewrite::replace_all_uses(body, op.results[0].get(), fused->results[0].get());
  rewrite::erase_op(&op);  // the transpose goes with dead-op elimination when nothing else reads it
  return true;
}

}  // namespace

void recognise_transposed_matmul(Module& mod, PassStats& stats) {
  for (Block* body : rewrite::function_bodies(mod)) {
    for (Operation* op : rewrite::ops_named(*body, OpId::LinalgMatmul))
      if (recognise_at(mod, *body, *op, "linalg.matmul_transpose_b", 2)) ++stats.transposed_matmul_recognised;
    for (Operation* op : rewrite::ops_named(*body, OpId::LinalgBatchMatmul))
      if (recognise_at(mod, *body, *op, "linalg.batch_matmul_transpose_b", 3)) ++stats.transposed_matmul_recognised;
  }
}

}  // namespace linrt::graph
