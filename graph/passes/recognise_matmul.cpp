// matmul / batch_matmul of a transposed operand -> the _transpose_b named op, which reads the
// transpose's source (rows contiguous along k) instead of a transposed copy of it.
// batch_matmul whose right operand is one matrix broadcast over the batch (torch-mlir's form of
// a 3-D x 2-D matmul when the batch is not 1: nn.MultiheadAttention's projections over
// [seq, batch, dim]) -> one matmul over the batch's rows collapsed, never materialising the
// broadcast (at batch 8 of a BERT layer: 128 x 768 x 2304 floats, 0.9 GB).
#include <algorithm>

#include "core/registration.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {

namespace {

bool recognise_at(Module& mod, Block& body, Operation& op, const char* transposed_name, size_t rank) {
  if (!match::plain_named_matmul(op)) return false;
  const Operation* t = match::last_two_swapped(op.operands[1], rank);
  if (!t || t->operands[0]->type.rank() != int64_t(rank)) return false;
  Operation* fused = rewrite::create_op(mod, &op, transposed_name, {op.operands[0], t->operands[0], op.operands[2]},
                                        {op.results[0]->type}, op.attrs);
  rewrite::replace_all_uses(body, op.results[0].get(), fused->results[0].get());
  rewrite::erase_op(&op);  // the transpose goes with dead-op elimination when nothing else reads it
  return true;
}

// [[0, 1], [2]]: the batch and row dims of a [batch, rows, cols] tensor as one.
AttrP batch_rows_reassociation() {
  auto group = [](std::vector<int64_t> dims) {
    auto g = std::make_shared<Attribute>();
    g->kind = Attribute::Kind::Array;
    for (int64_t d : dims) g->elems.push_back(i64_attr(d));
    return AttrP(g);
  };
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::Array;
  a->elems = {group({0, 1}), group({2})};
  return a;
}

// The [k, n] matrix that a linalg.generic copies into every batch of `v` ([b, k, n]), or null.
Value* broadcast_matrix(const Value* v) {
  const Operation* g = v->def;
  if (!g || !g->is(OpId::LinalgGeneric) || g->results.size() != 1 || !match::all_parallel(*g)) return nullptr;
  const auto io = match::ins_outs(*g);
  const auto maps = match::indexing_maps(*g);
  if (!io || !maps || io->ins.size() != 1 || io->outs.size() != 1 || maps->size() != 2) return nullptr;
  if (!match::body_yields_block_arg(*g, 0) || !(*maps)[1].is_identity() || (*maps)[0].results.size() != 2 || (*maps)[0].num_dims != 3) return nullptr;
  if ((*maps)[0].result_dim(0) != 1u || (*maps)[0].result_dim(1) != 2u) return nullptr;
  return io->ins[0]->type.rank() == 2 ? io->ins[0] : nullptr;
}

bool flatten_broadcast_batch(Module& mod, Block& body, Operation& op) {
  if (!match::plain_named_matmul(op)) return false;
  Value* w = broadcast_matrix(op.operands[1]);
  const auto a = match::static_shape(op.operands[0]);
  const auto c = match::static_shape(op.operands[2]);
  if (!w || !a || !c || a->size() != 3 || c->size() != 3) return false;
  const auto ws = match::static_shape(w);
  if (!ws || (*ws)[0] != (*a)[2] || (*ws)[1] != (*c)[2] || (*c)[0] != (*a)[0] || (*c)[1] != (*a)[1]) return false;
  const DType at = op.operands[0]->type.elem, ct = op.operands[2]->type.elem;
  const int64_t rows = (*a)[0] * (*a)[1];
  const std::vector<std::pair<std::string, AttrP>> collapse{{"reassociation", batch_rows_reassociation()}};
  Operation* a2 = rewrite::create_op(mod, &op, OpId::TensorCollapseShape, {op.operands[0]},
                                     {Type::tensor(at, std::vector<int64_t>{rows, (*a)[2]})}, collapse);
  const Type c2_type = Type::tensor(ct, std::vector<int64_t>{rows, (*c)[2]});
  // A fill init (an exported projection's zeros) is filled again at the collapsed shape, so the
  // matmul still sees a fill and takes it as a splat; any other init is collapsed.
  Operation* c2 = nullptr;
  const Operation* fill = match::def_of(op.operands[2], OpId::LinalgFill);
  const auto fill_io = fill ? match::ins_outs(*fill) : std::nullopt;
  if (fill_io && fill_io->ins.size() == 1 && fill_io->outs.size() == 1) {
    Operation* empty = rewrite::create_op(mod, &op, OpId::TensorEmpty, {}, {c2_type}, {});
    c2 = rewrite::create_op(mod, &op, OpId::LinalgFill, {fill_io->ins[0], empty->results[0].get()}, {c2_type},
                            fill->attrs);
  } else {
    c2 = rewrite::create_op(mod, &op, OpId::TensorCollapseShape, {op.operands[2]}, {c2_type}, collapse);
  }
  std::vector<std::pair<std::string, AttrP>> attrs;
  for (const auto& [name, value] : op.attrs)
    if (name == "operandSegmentSizes") attrs.emplace_back(name, value);
  Operation* mm = rewrite::create_op(mod, &op, OpId::LinalgMatmul,
                                     {a2->results[0].get(), w, c2->results[0].get()},
                                     {c2_type}, attrs);
  std::vector<std::pair<std::string, AttrP>> expand = collapse;
  expand.emplace_back("static_output_shape", i64_array_attr(*c));
  Operation* back = rewrite::create_op(mod, &op, OpId::TensorExpandShape, {mm->results[0].get()},
                                       {op.results[0]->type}, expand);
  rewrite::replace_all_uses(body, op.results[0].get(), back->results[0].get());
  rewrite::erase_op(&op);  // the broadcast goes with dead-op elimination when nothing else reads it
  return true;
}

void recognise_transposed_matmul(Module& mod, PassStats& stats) {
  int64_t& flattened = stats.count("broadcast_batch_matmuls_flattened");
  int64_t& transposed = stats.count("transposed_matmul_recognised");
  for (Block* body : rewrite::function_bodies(mod)) {
    for (Operation* op : rewrite::ops_named(*body, OpId::LinalgBatchMatmul))
      if (flatten_broadcast_batch(mod, *body, *op)) ++flattened;
    for (Operation* op : rewrite::ops_named(*body, OpId::LinalgMatmul))
      if (recognise_at(mod, *body, *op, "linalg.matmul_transpose_b", 2)) ++transposed;
    for (Operation* op : rewrite::ops_named(*body, OpId::LinalgBatchMatmul))
      if (recognise_at(mod, *body, *op, "linalg.batch_matmul_transpose_b", 3)) ++transposed;
  }
}

}  // namespace

// Before recognise_attention, which matches q @ k^T as matmul_transpose_b.
LINRT_REGISTRATION(graph_pass, recognise_transposed_matmul) {
  register_graph_pass(190, "recognise_transposed_matmul", recognise_transposed_matmul);
}

}  // namespace linrt::graph
