// Channel gathers: a copy that only reorders the channels of a channel concat.
//
// ShuffleNetV2 concatenates its two branches along C, views the result as [N, 2, C/2, H, W],
// swaps the two channel dims and collapses back (the channel shuffle); narrow_sliced_copies has
// already made each half that the next block splits off a copy of its own. Each such copy (or
// the whole shuffle, where no split follows) moves whole channel planes: output channel j is one
// channel of the concat. It becomes linrt.channel_gather of the concat's operands with that
// channel list, so the concat is never made, and the planner may keep the branches in the
// blocked layout, whose padded channel blocks a concat of 58 + 58 channels cannot join.
//
// Matched: [collapse_shape [[0], [1..], [r-2], [r-1]] of] a copy (match::copy_input_map) of
// [expand_shape [[0], [1..], [ri-2], [ri-1]] of] a static tensor.concat along dim 1 of rank-4
// operands, where the copy's map reads the batch and the two spatial dims straight through (d0,
// d(r-2), d(r-1)) and the channel dims from the channel loops only.
#include <functional>
#include <optional>
#include <vector>

#include "core/registration.h"
#include "graph/dialect/linrt/data_movement.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

// Groups [[0], [1 .. rank-3], [rank-2], [rank-1]]: the channel dims of an NCHW value split.
bool channel_groups(const std::vector<std::vector<int64_t>>& g, size_t rank) {
  if (g.size() != 4 || rank < 4 || g[0] != std::vector<int64_t>{0} ||
      g[2] != std::vector<int64_t>{int64_t(rank) - 2} || g[3] != std::vector<int64_t>{int64_t(rank) - 1})
    return false;
  for (size_t k = 0; k < g[1].size(); ++k)
    if (g[1][k] != int64_t(k) + 1) return false;
  return g[1].size() == rank - 3;
}

// Whether `e` reads only loop dims in [lo, hi).
bool dims_within(const AffineExprP& e, int64_t lo, int64_t hi) {
  if (!e) return true;
  if (e->kind == AffineExpr::Kind::Symbol) return false;
  if (e->kind == AffineExpr::Kind::Dim) return e->value >= lo && e->value < hi;
  return dims_within(e->lhs, lo, hi) && dims_within(e->rhs, lo, hi);
}

// The tensor.concat along dim 1 of static rank-4 values that `v` is, or nullptr.
Operation* channel_concat(Value* v) {
  Operation* c = v->def;
  if (!c || !c->is(OpId::TensorConcat) || c->results.size() != 1 || c->operands.empty()) return nullptr;
  const Attribute* dim = c->attr("dim");
  if (!dim || dim->kind != Attribute::Kind::Integer || dim->i != 1) return nullptr;
  for (const Value* x : c->operands)
    if (!x->type.is_tensor() || !x->type.has_static_shape() || x->type.shape.size() != 4) return nullptr;
  return c;
}

bool recognise_at(Module& m, Block& body, Operation& copy, const rewrite::UseMap& uses) {
  auto io = match::ins_outs(copy);
  if (!io || io->ins.size() != 1 || io->outs.size() != 1 || copy.results.size() != 1) return false;
  Value* in = io->ins[0];
  Value* result = copy.results[0].get();
  if (!in->type.is_tensor() || !in->type.has_static_shape() || !result->type.has_static_shape()) return false;
  auto map = match::copy_input_map(copy, in->type, result->type);
  if (!map) return false;
  const std::vector<int64_t>& loops = result->type.shape;
  const size_t r = loops.size();
  // The 4-d result: the copy's own, or that of its one collapse_shape.
  Value* out = result;
  if (r != 4) {
    const std::vector<Operation*> users = uses.users(result);
    if (users.size() != 1 || !users[0]->is(OpId::TensorCollapseShape) || users[0]->parent != &body ||
        users[0]->results.size() != 1)
      return false;
    auto groups = match::reassociation(*users[0]);
    if (!groups || !channel_groups(*groups, r)) return false;
    out = users[0]->results[0].get();
  }
  // The concat: the copy's input, or what its expand_shape expands.
  Value* source = in;
  const size_t ri = in->type.shape.size();
  if (ri != 4) {
    Operation* e = in->def;
    auto groups = e && e->is(OpId::TensorExpandShape) && !e->operands.empty() ? match::reassociation(*e) : std::nullopt;
    if (!groups || !channel_groups(*groups, ri)) return false;
    source = e->operands[0];
  }
  Operation* concat = channel_concat(source);
  if (!concat || !out->type.has_static_shape() || out->type.shape.size() != 4 || source->type.shape.size() != 4)
    return false;
  const std::vector<int64_t>& src = source->type.shape;
  if (loops[0] != src[0] || loops[r - 2] != src[2] || loops[r - 1] != src[3]) return false;
  // Batch and pixels read straight through; the channel dims from the channel loops only.
  const auto& res = map->results;
  if (res.size() != ri || map->result_dim(0) != 0u || map->result_dim(ri - 2) != unsigned(r - 2) ||
      map->result_dim(ri - 1) != unsigned(r - 1))
    return false;
  for (size_t k = 1; k + 2 < ri; ++k)
    if (!dims_within(res[k], 1, int64_t(r) - 2)) return false;
  // Output channel j: its channel loop indices (row-major), the input's channel indices there,
  // and the concat's channel they name.
  ChannelGatherAttrs attrs;
  std::vector<int64_t> point(r, 0), at(ri, 0);
  for (int64_t j = 0; j < out->type.shape[1]; ++j) {
    int64_t rest = j;
    for (size_t d = r - 2; d-- > 1;) {
      point[d] = rest % loops[d];
      rest /= loops[d];
    }
    map->eval(point, at);
    int64_t c = 0;
    for (size_t k = 1; k + 2 < ri; ++k) {
      if (at[k] < 0 || at[k] >= in->type.shape[k]) return false;
      c = c * in->type.shape[k] + at[k];
    }
    attrs.channels.push_back(c);
  }
  Operation* g = rewrite::create_op(m, out->def, ChannelGatherAttrs::kId,
                                    {concat->operands.begin(), concat->operands.end()}, {out->type},
                                    attrs.attributes());
  rewrite::replace_all_uses(body, out, g->results[0].get());
  return true;
}

void recognise_channel_gathers(Module& m, PassStats& stats) {
  for (Block* body : rewrite::function_bodies(m)) {
    // A rewrite moves only the uses of the copy's 4-d result; later matches ask about the uses
    // of their own copies, so one use map serves the whole body.
    const rewrite::UseMap uses(*body);
    std::vector<Operation*> copies = rewrite::ops_named(*body, OpId::LinalgTranspose);
    for (Operation* g : rewrite::ops_named(*body, OpId::LinalgGeneric)) copies.push_back(g);
    for (Operation* copy : copies)
      if (recognise_at(m, *body, *copy, uses)) ++stats.recognised(ChannelGatherAttrs::kId);
  }
}

}  // namespace

// After narrow_sliced_copies and the dead-op sweep after it (300, 310), whose sliced copies of a concat it gathers.
LINRT_REGISTRATION(graph_pass, recognise_channel_gathers) {
  register_graph_pass(320, "recognise_channel_gathers", recognise_channel_gathers);
}

}  // namespace linrt::graph
