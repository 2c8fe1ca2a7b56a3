// Embedding-bag recognition -> linrt.embedding_bag(table, indices, offsets) {mode = "sum"}.
//
// torch-mlir lowers aten.embedding_bag (mode sum) to one linalg.generic over (bag i, index
// position j, feature d) that tests every position against every bag, O(B*N*D). Matched, by
// meaning (operand orders of commutative ops and comparisons are free):
//   ins:   indices [N] (i32/i64) read through (j), offsets [B] read through (i); j is the only
//          reduction dim; outs: [B, D] f32 through (i, d), initialised to zero (fill of 0 or a
//          zero splat).
//   body:  yield select(in_bag, addf(table[index, d], out), out) where
//          table  is a rank-2 f32 value from outside the body, [R, D];
//          index  is the indices block argument (through index casts), d is linalg.index d;
//          in_bag = andi(offsets_arg <= j, j < end) with `<=` spelled as sle/sge or as
//                   ori(slt, eq), `<` as slt/sgt, j = linalg.index j (through casts);
//          end    = select(cmpi eq(i + 1, B), N, extract(offsets, [k])) with i + 1 = addi(i, 1)
//                   and k either i + 1 (the pre-2026 form, which reads one past the end of
//                   offsets for the last bag) or select(that same comparison, any, i + 1).
// This is exactly PyTorch's embedding_bag sum without include_last_offset: bag i covers
// [offsets[i], offsets[i+1]) and the last bag ends at N. The gather + bag-matrix + matmul
// form torch-mlir emits for per_sample_weights is not matched (it still runs as it is).
#include <optional>
#include <string>

#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

bool is_loop_dim(const Value* v, int64_t dim) {
  auto d = match::loop_index_dim(match::strip_index_casts(v));
  return d && *d == dim;
}

bool same(const Value* a, const Value* b) {
  return match::strip_index_casts(a) == match::strip_index_casts(b);
}

std::string predicate(const Operation* cmp) {
  auto p = cmp ? cmp_predicate(*cmp) : std::nullopt;
  return p ? *p : "";
}

// a <= b, as cmpi sle(a, b), cmpi sge(b, a), or ori(cmpi slt(a, b), cmpi eq(a, b)).
bool is_less_equal(const Value* v, const Block* body, auto is_a, auto is_b) {
  if (const Operation* cmp = match::def_in(v, body, "arith.cmpi")) {
    const std::string p = predicate(cmp);
    if (p == "sle") return is_a(cmp->operands[0]) && is_b(cmp->operands[1]);
    if (p == "sge") return is_b(cmp->operands[0]) && is_a(cmp->operands[1]);
    return false;
  }
  const Operation* any = match::def_in(v, body, "arith.ori");
  if (!any) return false;
  bool less = false, equal = false;
  for (const Value* side : any->operands) {
    const Operation* cmp = match::def_in(side, body, "arith.cmpi");
    const std::string p = predicate(cmp);
    if (p == "slt" && is_a(cmp->operands[0]) && is_b(cmp->operands[1])) less = true;
    if (p == "eq" && ((is_a(cmp->operands[0]) && is_b(cmp->operands[1])) ||
                      (is_b(cmp->operands[0]) && is_a(cmp->operands[1]))))
      equal = true;
  }
  return less && equal;
}

struct BagGeneric {
  Value* table = nullptr;
  Value* indices = nullptr;
  Value* offsets = nullptr;
};

std::optional<BagGeneric> match_bag(const Operation& g) {
  auto io = match::ins_outs(g);
  auto maps = match::indexing_maps(g);
  auto red = reduction_dims(g);
  const Block* body = match::body(g);
  if (!io || io->ins.size() != 2 || io->outs.size() != 1 || !maps || maps->size() != 3 || !red ||
      red->size() != 3 || !body || body->args.size() != 3 || g.results.size() != 1)
    return std::nullopt;
  // Dims: i and d from the output map, j the one reduction.
  const AffineMap& out_map = (*maps)[2];
  if (out_map.results.size() != 2 || out_map.num_symbols != 0 || !out_map.is_projected_permutation())
    return std::nullopt;
  const int64_t i_dim = *out_map.result_dim(0), d_dim = *out_map.result_dim(1);
  int64_t j_dim = -1;
  for (size_t k = 0; k < 3; ++k)
    if ((*red)[k]) {
      if (j_dim >= 0) return std::nullopt;
      j_dim = int64_t(k);
    }
  if (j_dim < 0 || j_dim == i_dim || j_dim == d_dim) return std::nullopt;
  auto reads = [&](size_t in, int64_t dim) {
    const AffineMap& m = (*maps)[in];
    return m.results.size() == 1 && m.result_dim(0) == unsigned(dim);
  };
  const size_t idx_in = reads(0, j_dim) ? 0 : 1, off_in = 1 - idx_in;
  if (!reads(idx_in, j_dim) || !reads(off_in, i_dim)) return std::nullopt;
  BagGeneric m;
  m.indices = io->ins[idx_in];
  m.offsets = io->ins[off_in];
  const Value* idx_arg = body->args[idx_in].get();
  const Value* off_arg = body->args[off_in].get();
  const Value* out_arg = body->args[2].get();

  // Types: indices [N], offsets [B], result [B, D] f32.
  auto is_int_vector = [](const Value* v) {
    return v->type.is_tensor() && v->type.has_static_shape() && v->type.shape.size() == 1 &&
           (v->type.elem == DType::I64 || v->type.elem == DType::I32);
  };
  const Type& rt = g.results[0]->type;
  if (!is_int_vector(m.indices) || !is_int_vector(m.offsets) || !rt.is_tensor() ||
      !rt.has_static_shape() || rt.shape.size() != 2 || rt.elem != DType::F32)
    return std::nullopt;
  const int64_t n = m.indices->type.shape[0], bags = m.offsets->type.shape[0];
  if (rt.shape[0] != bags) return std::nullopt;

  // Zero init.
  const Value* init = io->outs[0];
  if (const Operation* fill = match::def_of(init, "linalg.fill")) {
    auto fio = match::ins_outs(*fill);
    auto v = fio && fio->ins.size() == 1 ? rewrite::float_constant(fio->ins[0]) : std::nullopt;
    if (!v || *v != 0.0) return std::nullopt;
  } else {
    auto c = rewrite::tensor_constant(init);
    auto v = rewrite::float_constant(init);
    if (!c || !c->splat || !v || *v != 0.0) return std::nullopt;
  }

  // yield select(in_bag, addf(table[index, d], out), out)
  if (body->ops.empty() || body->ops.back()->name != "linalg.yield" ||
      body->ops.back()->operands.size() != 1)
    return std::nullopt;
  const Operation* sel = match::def_in(body->ops.back()->operands[0], body, "arith.select");
  if (!sel || sel->operands.size() != 3 || sel->operands[2] != out_arg) return std::nullopt;
  const Operation* add = match::def_in(sel->operands[1], body, "arith.addf");
  if (!add) return std::nullopt;
  const Value* gathered = add->operands[0] == out_arg ? add->operands[1] : add->operands[0];
  if (add->operands[0] != out_arg && add->operands[1] != out_arg) return std::nullopt;
  const Operation* ext = match::def_in(gathered, body, "tensor.extract");
  if (!ext || ext->operands.size() != 3) return std::nullopt;
  Value* table = ext->operands[0];
  if (!table->type.is_tensor() || !table->type.has_static_shape() ||
      table->type.shape.size() != 2 || table->type.elem != DType::F32 ||
      table->type.shape[1] != rt.shape[1] || (table->def && table->def->parent == body) ||
      table->block == body)
    return std::nullopt;
  if (!same(ext->operands[1], idx_arg) || !is_loop_dim(ext->operands[2], d_dim)) return std::nullopt;
  m.table = table;

  // in_bag = andi(offsets[i] <= j, j < end)
  const Operation* both = match::def_in(sel->operands[0], body, "arith.andi");
  if (!both) return std::nullopt;
  auto is_off = [&](const Value* v) { return same(v, off_arg); };
  auto is_j = [&](const Value* v) { return is_loop_dim(v, j_dim); };
  // i + 1 = addi(i, 1) (through casts).
  auto is_next_bag = [&](const Value* v) {
    const Operation* inc = match::def_in(match::strip_index_casts(v), body, "arith.addi");
    if (!inc) return false;
    for (int s = 0; s < 2; ++s) {
      auto one = rewrite::int_constant(inc->operands[size_t(1 - s)]);
      if (one && *one == 1 && is_loop_dim(inc->operands[size_t(s)], i_dim)) return true;
    }
    return false;
  };
  // cmpi eq(i + 1, B)
  auto is_last_bag_test = [&](const Value* v) {
    const Operation* cmp = match::def_in(v, body, "arith.cmpi");
    if (predicate(cmp) != "eq") return false;
    for (int s = 0; s < 2; ++s) {
      auto b = rewrite::int_constant(cmp->operands[size_t(1 - s)]);
      if (b && *b == bags && is_next_bag(cmp->operands[size_t(s)])) return true;
    }
    return false;
  };
  auto is_end = [&](const Value* v) {
    const Operation* pick = match::def_in(match::strip_index_casts(v), body, "arith.select");
    if (!pick || !is_last_bag_test(pick->operands[0])) return false;
    // The total index count: a constant, or (dynamic exports, once specialised) an index_cast
    // of the folded tensor.dim.
    auto total = rewrite::int_constant(match::strip_index_casts(pick->operands[1]));
    if (!total || *total != n) return false;
    const Operation* read = match::def_in(match::strip_index_casts(pick->operands[2]), body, "tensor.extract");
    if (!read || read->operands.size() != 2 || read->operands[0] != m.offsets) return false;
    const Value* k = read->operands[1];
    if (is_next_bag(k)) return true;
    const Operation* guard = match::def_in(match::strip_index_casts(k), body, "arith.select");
    return guard && is_last_bag_test(guard->operands[0]) && is_next_bag(guard->operands[2]);
  };
  auto is_below_end = [&](const Value* v) {
    const Operation* cmp = match::def_in(v, body, "arith.cmpi");
    const std::string p = predicate(cmp);
    if (p == "slt") return is_j(cmp->operands[0]) && is_end(cmp->operands[1]);
    if (p == "sgt") return is_end(cmp->operands[0]) && is_j(cmp->operands[1]);
    return false;
  };
  bool in_bag = false;
  for (int s = 0; s < 2 && !in_bag; ++s)
    in_bag = is_less_equal(both->operands[size_t(s)], body, is_off, is_j) &&
             is_below_end(both->operands[size_t(1 - s)]);
  if (!in_bag) return std::nullopt;
  return m;
}

}  // namespace

void recognise_embedding_bag(Module& mod, PassStats& stats) {
  for (Block* body : rewrite::function_bodies(mod)) {
    std::vector<Operation*> generics;
    for (auto& op : body->ops)
      if (op->name == "linalg.generic") generics.push_back(op.get());
    for (Operation* g : generics) {
      auto m = match_bag(*g);
      if (!m) continue;
      Operation* bag = rewrite::create_op(
          mod, g, "linrt.embedding_bag", {m->table, m->indices, m->offsets},
          {g->results[0]->type},
          {{"operandSegmentSizes", rewrite::i32_array_attr({1, 1, 1, 0})},
           {"mode", rewrite::string_attr("sum")},
           {"include_last_offset", rewrite::bool_attr(false)},
           {"padding_idx", rewrite::i64_attr(-1)}});
      rewrite::replace_all_uses(*body, g->results[0].get(), bag->results[0].get());
      ++stats.embedding_bag_recognised;
    }
  }
}

}  // namespace linrt::graph
