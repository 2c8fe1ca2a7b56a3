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
// epilogue). Its other inputs follow: a value of the expanded shape read through the identity
// map is read through its collapse_shape (a view), and one read through a map whose dims each
// form a group of their own (a per-feature vector [F] over [1, tokens, F], a scalar) through
// that map written over S, so a layer scale and residual add after the second Linear (ConvNeXt's
// block once sink_transposes made it channels-last; a transformer's residual) join the matmul's
// epilogue too. A body that reads linalg.index (which would see other indices) is left alone.
#include <memory>
#include <optional>
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

AttrP maps_attr(const std::vector<AffineMap>& maps) {
  auto attr = std::make_shared<Attribute>();
  attr->kind = Attribute::Kind::Array;
  for (const AffineMap& map : maps) {
    auto m = std::make_shared<Attribute>();
    m->kind = Attribute::Kind::AffineMapAttr;
    m->map = map;
    attr->elems.push_back(m);
  }
  return attr;
}

AttrP parallel_iterators_attr(size_t rank) {
  auto its = std::make_shared<Attribute>();
  its->kind = Attribute::Kind::Array;
  for (size_t d = 0; d < rank; ++d) its->elems.push_back(rewrite::string_attr("parallel"));
  return its;
}

}  // namespace

void sink_expand_shapes(Module& m, PassStats& stats) {
  int64_t& sunk = stats.count("expand_shapes_sunk");
  for (Block* body : rewrite::function_bodies(m)) {
    for (Operation* g : rewrite::ops_named(*body, OpId::LinalgGeneric)) {
      auto io = match::ins_outs(*g);
      auto maps = match::indexing_maps(*g);
      const Block* gb = match::body(*g);
      if (!io || io->ins.empty() || io->outs.size() != 1 || g->results.size() != 1 || !maps || !gb ||
          maps->size() != g->operands.size() || !match::all_parallel(*g) || reads_loop_index(*gb) ||
          !match::def_of(io->outs[0], OpId::TensorEmpty) || !io->outs[0]->def->operands.empty() ||
          !maps->back().is_identity())
        continue;
      Value* result = g->results[0].get();
      if (!result->type.has_static_shape()) continue;
      // The expand_shapes read through the identity map: one source shape, one reassociation.
      const Operation* first = nullptr;
      std::optional<std::vector<std::vector<int64_t>>> groups;
      bool ok = true;
      for (size_t i = 0; i < io->ins.size() && ok; ++i) {
        Operation* e = match::def_of(io->ins[i], OpId::TensorExpandShape);
        if (!(*maps)[i].is_identity() || !e) continue;
        auto re = match::reassociation(*e);
        ok = e->operands.size() == 1 && e->operands[0]->type.has_static_shape() && re &&
             (!first || (e->operands[0]->type.shape == first->operands[0]->type.shape && *re == *groups));
        if (ok && !first) first = e, groups = re;
      }
      if (!ok || !first) continue;
      // Every other input: a value of the result's shape read through the identity map (read
      // through its collapse_shape), or one read through a map whose dims all stand alone in
      // their group (a per-feature vector, a scalar): the map is written over the groups.
      std::vector<int64_t> group_of(result->type.shape.size(), -1);
      for (size_t k = 0; k < groups->size(); ++k)
        if ((*groups)[k].size() == 1) group_of[size_t((*groups)[k][0])] = int64_t(k);
      std::vector<AffineMap> narrow_maps(maps->size());
      for (size_t i = 0; i < io->ins.size() && ok; ++i) {
        const AffineMap& map = (*maps)[i];
        AffineMap& nm = narrow_maps[i];
        nm.num_dims = unsigned(groups->size());
        if (map.is_identity()) {
          for (size_t k = 0; k < groups->size(); ++k) nm.results.push_back(AffineExpr::dim(int64_t(k)));
          ok = io->ins[i]->type.shape == result->type.shape;
          continue;
        }
        ok = map.num_symbols == 0;
        for (const AffineExprP& e : map.results) {
          if (e->kind == AffineExpr::Kind::Const) nm.results.push_back(e);
          else if (e->kind == AffineExpr::Kind::Dim && group_of[size_t(e->value)] >= 0)
            nm.results.push_back(AffineExpr::dim(group_of[size_t(e->value)]));
          else ok = false;
        }
      }
      // The expand goes after g: before the op that follows it (the terminator at the latest).
      Operation* next = nullptr;
      for (size_t k = 0; k + 1 < body->ops.size(); ++k)
        if (body->ops[k].get() == g) next = body->ops[k + 1].get();
      if (!ok || !next) continue;
      const std::vector<int64_t> shape = first->operands[0]->type.shape;
      const Type expanded = result->type;
      Type narrow = expanded;
      narrow.shape = shape;
      AttrP reassociation;
      for (const auto& [name, attr] : first->attrs)
        if (name == "reassociation") reassociation = attr;

      for (size_t i = 0; i < io->ins.size(); ++i) {
        if (!(*maps)[i].is_identity()) continue;
        if (Operation* e = match::def_of(io->ins[i], OpId::TensorExpandShape)) {
          g->operands[i] = e->operands[0];
        } else {
          Type in_narrow = io->ins[i]->type;
          in_narrow.shape = shape;
          g->operands[i] = rewrite::create_op(m, g, OpId::TensorCollapseShape, {io->ins[i]}, {in_narrow},
                                              {{"reassociation", reassociation}})
                               ->results[0].get();
        }
      }
      Operation* empty = rewrite::create_op(m, g, OpId::TensorEmpty, {}, {narrow}, {});
      g->operands[io->ins.size()] = empty->results[0].get();
      for (size_t k = 0; k < shape.size(); ++k) narrow_maps.back().results.push_back(AffineExpr::dim(int64_t(k)));
      narrow_maps.back().num_dims = unsigned(shape.size());
      for (auto& [name, attr] : g->attrs) {
        if (name == "indexing_maps") attr = maps_attr(narrow_maps);
        if (name == "iterator_types") attr = parallel_iterators_attr(shape.size());
      }
      result->type = narrow;
      Operation* back = rewrite::create_op(m, next, OpId::TensorExpandShape, {result}, {expanded}, first->attrs);
      rewrite::walk(*body, [&](Operation& op) {
        if (&op == back) return;
        for (Value*& v : op.operands)
          if (v == result) v = back->results[0].get();
      });
      ++sunk;
    }
  }
}

}  // namespace linrt::graph
