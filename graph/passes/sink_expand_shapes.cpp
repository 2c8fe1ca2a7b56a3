// Elementwise generics computed on the shape their inputs had before an expand_shape.
//
// torch-mlir's Linear works on 2-d [tokens, features] values and expands the result back to
// [1, tokens, features] before the next elementwise op: GELU after the MLP's first Linear (its
// bias add fused into the matmul) reads `expand_shape` of the matmul's result. The planner fuses
// an elementwise op into its producer only when it reads the producer's result at the same
// iteration point of the same shape, so GELU ran as a dispatch of its own, one more pass over a
// tokens x 3072 tensor. expand_shape never reorders elements: an all-parallel generic with
// identity maps whose inputs are all expand_shapes of values of one shape S computes the same
// elements in the same row-major order over S. So it is made to iterate over S, reading the
// expand_shapes' sources, and its result is expanded afterwards (with the first input's
// reassociation); the planner then fuses it into the producer's dispatch (GELU into the matmul's
// epilogue). A body that reads linalg.index (which would see other indices) is left alone.
#include <memory>
#include <vector>

#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

bool reads_loop_index(const Block& b) {
  bool found = false;
  for (const auto& op : b.ops) {
    found = found || op->is(OpId::LinalgIndex);
    for (const auto& r : op->regions)
      for (const auto& inner : r->blocks) found = found || reads_loop_index(*inner);
  }
  return found;
}

AttrP identity_maps_attr(size_t count, size_t rank) {
  AffineMap id;
  id.num_dims = unsigned(rank);
  for (size_t d = 0; d < rank; ++d) id.results.push_back(AffineExpr::dim(int64_t(d)));
  auto maps = std::make_shared<Attribute>();
  maps->kind = Attribute::Kind::Array;
  for (size_t i = 0; i < count; ++i) {
    auto m = std::make_shared<Attribute>();
    m->kind = Attribute::Kind::AffineMapAttr;
    m->map = id;
    maps->elems.push_back(m);
  }
  return maps;
}

AttrP parallel_iterators_attr(size_t rank) {
  auto its = std::make_shared<Attribute>();
  its->kind = Attribute::Kind::Array;
  for (size_t d = 0; d < rank; ++d) its->elems.push_back(rewrite::string_attr("parallel"));
  return its;
}

}  // namespace

void sink_expand_shapes(Module& m, PassStats& stats) {
  for (Block* body : rewrite::function_bodies(m)) {
    for (Operation* g : rewrite::ops_named(*body, OpId::LinalgGeneric)) {
      auto io = match::ins_outs(*g);
      auto maps = match::indexing_maps(*g);
      const Block* gb = match::body(*g);
      if (!io || io->ins.empty() || io->outs.size() != 1 || g->results.size() != 1 || !maps || !gb ||
          !match::all_parallel(*g) || reads_loop_index(*gb) || !match::def_of(io->outs[0], OpId::TensorEmpty) ||
          !io->outs[0]->def->operands.empty())
        continue;
      bool identity = true;
      for (const AffineMap& map : *maps) identity &= map.is_identity();
      if (!identity) continue;
      std::vector<Operation*> expands;
      for (Value* in : io->ins) {
        Operation* e = match::def_of(in, OpId::TensorExpandShape);
        if (!e || e->operands.size() != 1 || !e->operands[0]->type.has_static_shape() ||
            !(e->operands[0]->type.shape == io->ins[0]->def->operands[0]->type.shape)) {
          expands.clear();
          break;
        }
        expands.push_back(e);
      }
      Value* result = g->results[0].get();
      // The expand goes after g: before the op that follows it (the terminator at the latest).
      Operation* next = nullptr;
      for (size_t k = 0; k + 1 < body->ops.size(); ++k)
        if (body->ops[k].get() == g) next = body->ops[k + 1].get();
      if (expands.empty() || !result->type.has_static_shape() || !next) continue;
      const std::vector<int64_t> shape = expands[0]->operands[0]->type.shape;
      const Type expanded = result->type;

      Type narrow = expanded;
      narrow.shape = shape;
      Operation* empty = rewrite::create_op(m, g, OpId::TensorEmpty, {}, {narrow}, {});
      for (size_t i = 0; i < expands.size(); ++i) g->operands[i] = expands[i]->operands[0];
      g->operands[io->ins.size()] = empty->results[0].get();
      for (auto& [name, attr] : g->attrs) {
        if (name == "indexing_maps") attr = identity_maps_attr(g->operands.size(), shape.size());
        if (name == "iterator_types") attr = parallel_iterators_attr(shape.size());
      }
      result->type = narrow;
      Operation* back = rewrite::create_op(m, next, OpId::TensorExpandShape, {result}, {expanded}, expands[0]->attrs);
      rewrite::walk(*body, [&](Operation& op) {
        if (&op == back) return;
        for (Value*& v : op.operands)
          if (v == result) v = back->results[0].get();
      });
      ++stats.expand_shapes_sunk;
    }
  }
}

}  // namespace linrt::graph
