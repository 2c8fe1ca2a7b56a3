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
// [offsets[i], offsets[i+1]) and the last bag ends at N.
//
// The second form is a gather followed by a segment sum written as a matmul with a bag matrix,
// what torch-mlir exports for `bag_matrix @ F.embedding(indices, table)` (the formulation used
// for per_sample_weights, whose direct export drops the weights):
//   linalg.matmul ins(M [B, N], G [N, D]) outs(zero [B, D]) where
//   G = generic over (j, d) reading indices [N] through (j), yielding table[index, d]
//       (aten.embedding: tensor.extract of a rank-2 value from outside, index through casts,
//       d = linalg.index d; cmpi/cf.assert bounds checks in the body are allowed);
//   M = generic over (i, j) yielding select(in_bag, w[j], 0) (weighted: w [N] f32 becomes
//       per_sample_weights), uitofp(in_bag) or select(in_bag, 1, 0) (unweighted);
//   in_bag(i, j) = andi(j >= offsets[i], j < end[i]), each side a cmpi (either operand
//       order) in the same body or in a generic producing an i1 [B, N] tensor read through the
//       identity; j is linalg.index j or arange[j] (a generic yielding linalg.index 0),
//       offsets[i] and end[i] are 1-d values read through (i) or expand_shape'd to [B, 1] and
//       read through (i, 0) (likewise [1, N] through (0, j) for j-vectors), and
//       end = concat(extract_slice offsets[1 .. B), constant [N]), i.e. offsets[i + 1] or N.
// This is the same bag, O(B*N*D) as a matmul, O(N*D) as the op.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <optional>
#include <map>
#include <set>
#include <string>
#include <string_view>
#include <vector>

#include "core/registration.h"
#include "graph/dialect/linrt/embedding_bag.h"
#include "graph/passes/bind_parameters.h"
#include "graph/passes/match.h"
#include "graph/passes/point_eval.h"
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
  if (const Operation* cmp = match::def_in(v, body, OpId::ArithCmpi)) {
    const std::string p = predicate(cmp);
    if (p == "sle") return is_a(cmp->operands[0]) && is_b(cmp->operands[1]);
    if (p == "sge") return is_b(cmp->operands[0]) && is_a(cmp->operands[1]);
    return false;
  }
  const Operation* any = match::def_in(v, body, OpId::ArithOri);
  if (!any) return false;
  bool less = false, equal = false;
  for (const Value* side : any->operands) {
    const Operation* cmp = match::def_in(side, body, OpId::ArithCmpi);
    const std::string p = predicate(cmp);
    if (p == "slt" && is_a(cmp->operands[0]) && is_b(cmp->operands[1])) less = true;
    if (p == "eq" && ((is_a(cmp->operands[0]) && is_b(cmp->operands[1])) ||
                      (is_b(cmp->operands[0]) && is_a(cmp->operands[1]))))
      equal = true;
  }
  return less && equal;
}

bool is_zero_init(const Value* init) {
  if (const Operation* fill = match::def_of(init, OpId::LinalgFill)) {
    auto fio = match::ins_outs(*fill);
    auto v = fio && fio->ins.size() == 1 ? rewrite::float_constant(fio->ins[0]) : std::nullopt;
    return v && *v == 0.0;
  }
  auto c = rewrite::tensor_constant(init);
  auto v = rewrite::float_constant(init);
  return c && c->splat && v && *v == 0.0;
}

bool is_int_vector(const Value* v) {
  return v->type.is_tensor() && v->type.has_static_shape() && v->type.shape.size() == 1 &&
         (v->type.elem == DType::I64 || v->type.elem == DType::I32);
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
  const Type& rt = g.results[0]->type;
  if (!is_int_vector(m.indices) || !is_int_vector(m.offsets) || !rt.is_tensor() ||
      !rt.has_static_shape() || rt.shape.size() != 2 || rt.elem != DType::F32)
    return std::nullopt;
  const int64_t n = m.indices->type.shape[0], bags = m.offsets->type.shape[0];
  if (rt.shape[0] != bags) return std::nullopt;

  if (!is_zero_init(io->outs[0])) return std::nullopt;

  // yield select(in_bag, addf(table[index, d], out), out)
  if (body->ops.empty() || !body->ops.back()->is(OpId::LinalgYield) ||
      body->ops.back()->operands.size() != 1)
    return std::nullopt;
  const Operation* sel = match::def_in(body->ops.back()->operands[0], body, OpId::ArithSelect);
  if (!sel || sel->operands.size() != 3 || sel->operands[2] != out_arg) return std::nullopt;
  const Operation* add = match::def_in(sel->operands[1], body, OpId::ArithAddf);
  if (!add) return std::nullopt;
  const Value* gathered = add->operands[0] == out_arg ? add->operands[1] : add->operands[0];
  if (add->operands[0] != out_arg && add->operands[1] != out_arg) return std::nullopt;
  const Operation* ext = match::def_in(gathered, body, OpId::TensorExtract);
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
  const Operation* both = match::def_in(sel->operands[0], body, OpId::ArithAndi);
  if (!both) return std::nullopt;
  auto is_off = [&](const Value* v) { return same(v, off_arg); };
  auto is_j = [&](const Value* v) { return is_loop_dim(v, j_dim); };
  // i + 1 = addi(i, 1) (through casts).
  auto is_next_bag = [&](const Value* v) {
    const Operation* inc = match::def_in(match::strip_index_casts(v), body, OpId::ArithAddi);
    if (!inc) return false;
    for (int s = 0; s < 2; ++s) {
      auto one = rewrite::int_constant(inc->operands[size_t(1 - s)]);
      if (one && *one == 1 && is_loop_dim(inc->operands[size_t(s)], i_dim)) return true;
    }
    return false;
  };
  // cmpi eq(i + 1, B)
  auto is_last_bag_test = [&](const Value* v) {
    const Operation* cmp = match::def_in(v, body, OpId::ArithCmpi);
    if (predicate(cmp) != "eq") return false;
    for (int s = 0; s < 2; ++s) {
      auto b = rewrite::int_constant(cmp->operands[size_t(1 - s)]);
      if (b && *b == bags && is_next_bag(cmp->operands[size_t(s)])) return true;
    }
    return false;
  };
  auto is_end = [&](const Value* v) {
    const Operation* pick = match::def_in(match::strip_index_casts(v), body, OpId::ArithSelect);
    if (!pick || !is_last_bag_test(pick->operands[0])) return false;
    // The total index count: a constant, or (dynamic exports, once specialised) an index_cast
    // of the folded tensor.dim.
    auto total = rewrite::int_constant(match::strip_index_casts(pick->operands[1]));
    if (!total || *total != n) return false;
    const Operation* read = match::def_in(match::strip_index_casts(pick->operands[2]), body, OpId::TensorExtract);
    if (!read || read->operands.size() != 2 || read->operands[0] != m.offsets) return false;
    const Value* k = read->operands[1];
    if (is_next_bag(k)) return true;
    const Operation* guard = match::def_in(match::strip_index_casts(k), body, OpId::ArithSelect);
    return guard && is_last_bag_test(guard->operands[0]) && is_next_bag(guard->operands[2]);
  };
  auto is_below_end = [&](const Value* v) {
    const Operation* cmp = match::def_in(v, body, OpId::ArithCmpi);
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

// ---------------------------------------------------------------------------------------------
// The gather + bag-matrix + matmul form

bool is_const(const AffineExprP& e, int64_t value) {
  return e && e->kind == AffineExpr::Kind::Const && e->value == value;
}

// The 1-d value a generic's operand `x` with indexing map `m` reads at loop dim `dim` alone:
// x itself through (dim), or the 1-d source of an expand_shape to [1, L] / [L, 1] read through
// (0, dim) / (dim, 0). nullptr otherwise.
const Value* vector_along(const Value* x, const AffineMap& m, int64_t dim) {
  if (m.num_symbols != 0) return nullptr;
  if (m.results.size() == 1) return m.result_dim(0) == unsigned(dim) && x->type.shape.size() == 1 ? x : nullptr;
  if (m.results.size() != 2) return nullptr;
  const Operation* e = match::def_of(x, OpId::TensorExpandShape);
  if (!e || e->operands.empty() || e->operands[0]->type.shape.size() != 1) return nullptr;
  for (int unit = 0; unit < 2; ++unit)
    if (is_const(m.results[size_t(unit)], 0) && m.result_dim(size_t(1 - unit)) == unsigned(dim) &&
        x->type.shape.size() == 2 && x->type.shape[size_t(unit)] == 1)
      return e->operands[0];
  return nullptr;
}

// arange: a 1-d generic with no inputs yielding linalg.index 0 (through casts).
bool is_arange(const Value* v) {
  const Operation* g = match::def_of(v, OpId::LinalgGeneric);
  auto io = g ? match::ins_outs(*g) : std::nullopt;
  const Block* body = g ? match::body(*g) : nullptr;
  if (!io || !io->ins.empty() || !body || body->ops.empty() || g->results.size() != 1 ||
      v->type.shape.size() != 1 || !match::all_parallel(*g))
    return false;
  const Operation& yield = *body->ops.back();
  return yield.is(OpId::LinalgYield) && yield.operands.size() == 1 && is_loop_dim(yield.operands[0], 0);
}

// The integer every element of the tensor `v` holds: a splat constant, a linalg.fill of a
// constant, or a generic that copies or broadcasts such a tensor (its body yields its one input's
// element), as torch-mlir builds the tensor [N] from a scalar (after shape specialisation, N is
// the index list's length folded to a constant).
std::optional<int64_t> int_splat(const Value* v) {
  if (const Operation* fill = match::def_of(v, OpId::LinalgFill)) {
    auto io = match::ins_outs(*fill);
    return io && io->ins.size() == 1 ? rewrite::int_constant(io->ins[0]) : std::nullopt;
  }
  if (const Operation* g = match::def_of(v, OpId::LinalgGeneric)) {
    auto io = match::ins_outs(*g);
    const Block* body = match::body(*g);
    if (!io || io->ins.size() != 1 || !match::all_parallel(*g) || !body || body->ops.size() != 1 ||
        !body->ops.back()->is(OpId::LinalgYield) || body->ops.back()->operands.size() != 1)
      return std::nullopt;
    const Value* y = body->ops.back()->operands[0];
    if (y->block != body || y->index != 0) return std::nullopt;
    return int_splat(io->ins[0]);
  }
  auto c = rewrite::tensor_constant(v);
  return c && c->splat ? rewrite::int_constant(v) : std::nullopt;
}

// end = concat(extract_slice offsets[1] [B - 1] [1], [N]): offsets[i + 1], or N for the last bag
// ([N] as int_splat reads it). Returns offsets.
const Value* ends_source(const Value* v, int64_t n) {
  const Operation* cat = match::def_of(v, OpId::TensorConcat);
  const Attribute* dim = cat ? cat->attr("dim") : nullptr;
  if (!cat || cat->operands.size() != 2 || !dim || dim->i != 0) return nullptr;
  const Operation* slice = match::def_of(cat->operands[0], OpId::TensorExtractSlice);
  const Value* tail = cat->operands[1];
  auto total = int_splat(tail);
  if (!slice || slice->operands.size() != 1 || tail->type.shape != std::vector<int64_t>{1} || !total || *total != n)
    return nullptr;
  const Value* offsets = slice->operands[0];
  if (!is_int_vector(offsets)) return nullptr;
  const int64_t bags = offsets->type.shape[0];
  auto list = [&](const char* name) {
    const Attribute* a = slice->attr(name);
    return a ? a->as_int_list() : std::nullopt;
  };
  auto off = list("static_offsets"), size = list("static_sizes"), stride = list("static_strides");
  if (!off || !size || !stride || *off != std::vector<int64_t>{1} || *size != std::vector<int64_t>{bags - 1} ||
      *stride != std::vector<int64_t>{1} || v->type.shape != std::vector<int64_t>{bags})
    return nullptr;
  return offsets;
}

// What a scalar in a [B, N] generic over (i, j) stands for.
enum class Term { Other, Position, Start, End, Lower, Upper, InBag };

// Classifies the values of generics over (i, j) = (d0, d1) computing the bag mask, following
// i1 [B, N] tensors into the generics that produce them. All starts and ends must come from one
// offsets value.
class MaskReader {
 public:
  MaskReader(int64_t bags, int64_t n) : bags_(bags), n_(n) {}
  const Value* offsets() const { return offsets_; }
  // Whether the bags were read as include_last_offset: starts offsets[0 .. B) and ends
  // offsets[1 .. B] of B + 1 offsets.
  bool include_last_offset() const { return mode_ == 1; }

  // A scalar in the body of generic `g` (maps `maps`). A bag mask is a few ops deep; deeper
  // chains (which could exhaust the stack) are not one.
  Term scalar(const Operation& g, const std::vector<AffineMap>& maps, const Value* v) {
    if (depth_ >= 16) return Term::Other;
    ++depth_;
    const Term t = classify(g, maps, v);
    --depth_;
    return t;
  }

 private:
  // An i1 [B, N] tensor: what its producer yields.
  Term tensor(const Value* v) {
    if (v->type.shape != std::vector<int64_t>{bags_, n_} || v->type.elem != DType::I1) return Term::Other;
    const Operation* g = match::def_of(v, OpId::LinalgGeneric);
    if (!g || g->results.size() != 1 || !match::all_parallel(*g)) return Term::Other;
    auto maps = match::indexing_maps(*g);
    const Block* body = match::body(*g);
    if (!maps || maps->size() != g->operands.size() || !maps->back().is_identity() || maps->back().num_dims != 2 ||
        !body || body->ops.empty() || !body->ops.back()->is(OpId::LinalgYield) ||
        body->ops.back()->operands.size() != 1)
      return Term::Other;
    return scalar(*g, *maps, body->ops.back()->operands[0]);
  }

  Term classify(const Operation& g, const std::vector<AffineMap>& maps, const Value* v) {
    const Block* body = match::body(g);
    if (is_loop_dim(v, 1)) return Term::Position;
    v = match::strip_index_casts(v);
    if (v->block == body) {  // a block argument: what its input reads
      auto io = match::ins_outs(g);
      if (!io || v->index >= io->ins.size()) return Term::Other;
      const Value* x = io->ins[v->index];
      const AffineMap& m = maps[v->index];
      if (m.is_identity() && m.num_dims == 2) return tensor(x);
      if (const Value* row = vector_along(x, m, 1))
        return is_arange(row) && row->type.shape[0] == n_ ? Term::Position : Term::Other;
      const Value* col = vector_along(x, m, 0);
      if (!col) return Term::Other;
      if (const Value* o = ends_source(col, n_)) return same_offsets(o) && same_mode(0) ? Term::End : Term::Other;
      if (auto [o, first] = bounds_slice(col); o)
        return same_offsets(o) && same_mode(1) ? (first == 0 ? Term::Start : Term::End) : Term::Other;
      return is_int_vector(col) && col->type.shape[0] == bags_ && same_offsets(col) && same_mode(0) ? Term::Start
                                                                                                    : Term::Other;
    }
    if (const Operation* cmp = match::def_in(v, body, OpId::ArithCmpi)) {
      const std::string p = predicate(cmp);
      const Term a = scalar(g, maps, cmp->operands[0]), b = scalar(g, maps, cmp->operands[1]);
      if ((p == "sge" && a == Term::Position && b == Term::Start) || (p == "sle" && a == Term::Start && b == Term::Position))
        return Term::Lower;
      if ((p == "slt" && a == Term::Position && b == Term::End) || (p == "sgt" && a == Term::End && b == Term::Position))
        return Term::Upper;
      return Term::Other;
    }
    if (const Operation* both = match::def_in(v, body, OpId::ArithAndi)) {
      const Term a = scalar(g, maps, both->operands[0]), b = scalar(g, maps, both->operands[1]);
      return (a == Term::Lower && b == Term::Upper) || (a == Term::Upper && b == Term::Lower) ? Term::InBag
                                                                                              : Term::Other;
    }
    return Term::Other;
  }

  bool same_offsets(const Value* o) {
    if (!offsets_) offsets_ = o;
    return offsets_ == o;
  }
  bool same_mode(int mode) {
    if (mode_ < 0) mode_ = mode;
    return mode_ == mode;
  }
  // col = extract_slice offsets[first .. first + B) of B + 1 offsets, first 0 or 1: (offsets, first).
  std::pair<const Value*, int64_t> bounds_slice(const Value* col) const {
    const Operation* slice = match::def_of(col, OpId::TensorExtractSlice);
    if (!slice || slice->operands.size() != 1 || !is_int_vector(slice->operands[0]) ||
        slice->operands[0]->type.shape[0] != bags_ + 1)
      return {nullptr, 0};
    auto list = [&](const char* name) {
      const Attribute* a = slice->attr(name);
      return a ? a->as_int_list() : std::nullopt;
    };
    auto off = list("static_offsets"), size = list("static_sizes"), stride = list("static_strides");
    if (!off || !size || !stride || off->size() != 1 || (*off)[0] < 0 || (*off)[0] > 1 ||
        *size != std::vector<int64_t>{bags_} || *stride != std::vector<int64_t>{1})
      return {nullptr, 0};
    return {slice->operands[0], (*off)[0]};
  }
  int64_t bags_, n_;
  int depth_ = 0;
  const Value* offsets_ = nullptr;
  int mode_ = -1;  // 0: ends from offsets[1 ..] and N; 1: include_last_offset
};


bool is_byte(DType t) { return t == DType::I8 || t == DType::UI8 || t == DType::SI8; }

// G = the aten.embedding gather of a float32 table (of an i8/ui8 table with `bytes`): returns
// (table, indices).
std::optional<std::pair<Value*, Value*>> match_embedding_gather(const Value* v, bool bytes = false) {
  const Operation* g = match::def_of(v, OpId::LinalgGeneric);
  if (!g || g->results.size() != 1 || !match::all_parallel(*g)) return std::nullopt;
  auto io = match::ins_outs(*g);
  auto maps = match::indexing_maps(*g);
  const Block* body = match::body(*g);
  if (!io || io->ins.size() != 1 || io->outs.size() != 1 || !maps || maps->size() != 2 || !body ||
      body->args.size() != 2 || !(*maps)[1].is_identity() || (*maps)[1].num_dims != 2 ||
      (*maps)[0].results.size() != 1 || (*maps)[0].result_dim(0) != 0u || !is_int_vector(io->ins[0]))
    return std::nullopt;
  for (const auto& op : body->ops)  // only the gather and its bounds checks
    if (!op->is(OpId::ArithIndexCast) && !op->is(OpId::LinalgIndex) && !op->is(OpId::ArithCmpi) &&
        !op->is(OpId::CfAssert) && !op->is(OpId::TensorExtract) && !op->is(OpId::LinalgYield))
      return std::nullopt;
  const Operation& yield = *body->ops.back();
  const Operation* ext = yield.is(OpId::LinalgYield) && yield.operands.size() == 1
                             ? match::def_in(yield.operands[0], body, OpId::TensorExtract)
                             : nullptr;
  if (!ext || ext->operands.size() != 3) return std::nullopt;
  Value* table = ext->operands[0];
  const Type& rt = g->results[0]->type;
  if (!table->type.is_tensor() || !table->type.has_static_shape() || table->type.shape.size() != 2 ||
      (bytes ? !is_byte(table->type.elem) : table->type.elem != DType::F32) || rt.shape.size() != 2 ||
      table->type.shape[1] != rt.shape[1] ||
      (table->def && table->def->parent == body) || table->block == body)
    return std::nullopt;
  if (!same(ext->operands[1], body->args[0].get()) || !is_loop_dim(ext->operands[2], 1)) return std::nullopt;
  return std::make_pair(table, io->ins[0]);
}

struct MatmulBag {
  Operation* gather = nullptr;  // G, or the gather of the prepacked rows G is computed from
  std::vector<Operation*> dequantize;  // the ops from that gather to G (prepacked tables)
  Value* table = nullptr;
  Value* indices = nullptr;
  Value* offsets = nullptr;
  Value* weights = nullptr;  // per_sample_weights, or nullptr
  bool include_last_offset = false;
  EmbeddingBagAttrs::TableFormat format = EmbeddingBagAttrs::TableFormat::F32;
};

// ---------------------------------------------------------------------------------------------
// Prepacked tables: G = dequantize(gather(packed, indices))

// The values of FBGEMM's prepacked rows (EmbeddingBagAttrs::TableFormat) as probe data: rows of
// pseudo-random codes and scale/bias bit patterns (every sign, small and large exponents,
// subnormals, zeros), each row's values worked out by FBGEMM's formula.
class ProbeRows {
 public:
  ProbeRows(EmbeddingBagAttrs::TableFormat format, int64_t dim)
      : format_(format), dim_(dim), bytes_(EmbeddingBagAttrs::row_bytes(format, dim)) {}
  int64_t bytes() const { return bytes_; }

  // Row k's bytes and its dim values.
  void make(uint32_t k, std::vector<uint8_t>& row, std::vector<double>& values) const {
    uint64_t state = 0x9E3779B97F4A7C15ull * (k + 1);
    auto next = [&] {
      state = state * 6364136223846793005ull + 1442695040888963407ull;
      return uint32_t(state >> 33);
    };
    row.assign(size_t(bytes_), 0);
    const bool int8 = format_ == EmbeddingBagAttrs::TableFormat::Int8Rowwise;
    const int64_t packed = int8 ? dim_ : (dim_ + 1) / 2;
    for (int64_t c = 0; c < packed; ++c) row[size_t(c)] = uint8_t(next() >> 7);
    // Scale and bias bit patterns: exponents over the range that cannot overflow (f32 below
    // 2^70, f16 any finite), every fourth row a subnormal or zero.
    double params[2];
    for (int p = 0; p < 2; ++p) {
      const uint32_t bits = next();
      if (int8) {
        uint32_t exponent = (bits >> 8) % 198;
        if ((k + uint32_t(p)) % 4 == 3) exponent = 0;
        const uint32_t word = (bits & 0x807FFFFFu) | (exponent << 23);
        std::memcpy(row.data() + packed + 4 * p, &word, 4);
        float f;
        std::memcpy(&f, &word, 4);
        params[p] = f;
      } else {
        uint16_t half = uint16_t((bits & 0x83FFu) | (((bits >> 10) % 31) << 10));
        if ((k + uint32_t(p)) % 4 == 3) half = uint16_t(half & 0x83FFu);
        std::memcpy(row.data() + packed + 2 * p, &half, 2);
        params[p] = f16_to_f32(half);
      }
    }
    values.resize(size_t(dim_));
    for (int64_t d = 0; d < dim_; ++d) {
      const double code = int8 ? row[size_t(d)] : (row[size_t(d / 2)] >> (4 * (d & 1))) & 15;
      values[size_t(d)] = code * params[0] + params[1];
    }
  }

 private:
  EmbeddingBagAttrs::TableFormat format_;
  int64_t dim_, bytes_;
};

// Whether g [N, D] computes, row by row, the values of the prepacked rows [N, C] in `rows`:
// evaluated element by element (PointEval) on probe rows, every element within float rounding
// of FBGEMM's code * scale + bias, each probe row's elements reading that row alone.
bool dequantizes_rows(const Value* g, const Value* rows, EmbeddingBagAttrs::TableFormat format) {
  const int64_t n = rows->type.shape[0], dim = g->type.shape[1];
  const ProbeRows probe(format, dim);
  std::vector<uint8_t> row;
  std::vector<double> want;
  constexpr uint32_t kProbes = 16;
  for (uint32_t k = 0; k < kProbes; ++k) {
    probe.make(k, row, want);
    const int64_t at_row = int64_t(k) % n;
    PointEval eval(rows, [&](std::span<const int64_t> i) -> std::optional<Scalar> {
      if (i[0] != at_row) return std::nullopt;  // another row: not rowwise
      return Scalar::from_int(rows->type.elem, row[size_t(i[1])]);
    });
    for (int64_t d = 0; d < dim; ++d) {
      const int64_t index[2] = {at_row, d};
      const auto got = eval.at(g, index);
      if (!got || got->dtype != DType::F32) return false;
      const double w = want[size_t(d)];
      // Two float roundings (code * scale, + bias) against FBGEMM's one fused rounding.
      if (std::fabs(got->f - w) > 4.0 * 1.2e-7 * std::fabs(w) + 1e-44 && !(std::isnan(w) && std::isnan(got->f)))
        return false;
    }
  }
  return true;
}

// G [N, D] computed from the rows of one prepacked table, gathered by the indices, through ops
// of this block that read nothing but those rows and constants: fills in the table, indices,
// format, the gather and the ops between it and G.
bool match_prepacked_gather(Value* g, Block& block, MatmulBag& m) {
  if (!g->def || g->def->parent != &block || !g->type.has_static_shape() || g->type.shape.size() != 2 ||
      g->type.elem != DType::F32)
    return false;
  std::vector<Operation*> ops, stack = {g->def};
  std::set<Operation*> seen;
  Operation* gather = nullptr;
  std::optional<std::pair<Value*, Value*>> table;
  while (!stack.empty()) {
    Operation* op = stack.back();
    stack.pop_back();
    if (!seen.insert(op).second) continue;
    if (seen.size() > 256) return false;
    if (auto t = match_embedding_gather(op->results.empty() ? nullptr : op->results[0].get(), true)) {
      if (gather) return false;  // rows of two tables
      gather = op, table = t;
      continue;
    }
    ops.push_back(op);
    for (const Value* x : op->operands)
      if (x->def && x->def->parent == &block && !x->def->is(OpId::ArithConstant)) stack.push_back(x->def);
  }
  if (!gather) return false;
  const Value* rows = gather->results[0].get();
  const int64_t dim = g->type.shape[1], bytes = rows->type.shape[1];
  using Format = EmbeddingBagAttrs::TableFormat;
  Format format;
  if (bytes == EmbeddingBagAttrs::row_bytes(Format::Int8Rowwise, dim)) format = Format::Int8Rowwise;
  else if (dim % 2 == 0 && bytes == EmbeddingBagAttrs::row_bytes(Format::Int4Rowwise, dim)) format = Format::Int4Rowwise;
  else return false;
  if (rows->type.shape[0] != g->type.shape[0] || !dequantizes_rows(g, rows, format)) return false;
  m.gather = gather;
  m.dequantize = std::move(ops);
  m.table = table->first;
  m.indices = table->second;
  m.format = format;
  return true;
}

std::optional<MatmulBag> match_matmul_bag(const Operation& mm, Block& block) {
  auto io = match::ins_outs(mm);
  if (!io || io->ins.size() != 2 || io->outs.size() != 1 || mm.results.size() != 1 || !is_zero_init(io->outs[0]))
    return std::nullopt;
  const Value* bag_matrix = io->ins[0];
  const Type& rt = mm.results[0]->type;
  if (!rt.has_static_shape() || rt.elem != DType::F32 || !bag_matrix->type.has_static_shape() ||
      bag_matrix->type.shape.size() != 2)
    return std::nullopt;
  MatmulBag m;
  if (auto gather = match_embedding_gather(io->ins[1])) {
    m.gather = io->ins[1]->def;
    m.table = gather->first;
    m.indices = gather->second;
  } else if (!match_prepacked_gather(io->ins[1], block, m)) {
    return std::nullopt;
  }
  const int64_t bags = bag_matrix->type.shape[0], n = bag_matrix->type.shape[1];
  if (m.indices->type.shape[0] != n) return std::nullopt;

  // M = select(in_bag, w[j], 0), uitofp(in_bag) or select(in_bag, 1, 0).
  const Operation* g = match::def_of(bag_matrix, OpId::LinalgGeneric);
  if (!g || g->results.size() != 1 || !match::all_parallel(*g)) return std::nullopt;
  auto gio = match::ins_outs(*g);
  auto maps = match::indexing_maps(*g);
  const Block* body = match::body(*g);
  if (!gio || gio->outs.size() != 1 || !maps || maps->size() != g->operands.size() ||
      !maps->back().is_identity() || maps->back().num_dims != 2 || !body || body->ops.empty() ||
      !body->ops.back()->is(OpId::LinalgYield) || body->ops.back()->operands.size() != 1)
    return std::nullopt;
  MaskReader mask(bags, n);
  const Value* y = body->ops.back()->operands[0];
  auto constant = [&](const Value* v) -> std::optional<double> {
    if (v->block == body && v->index < gio->ins.size() && (*maps)[v->index].results.empty())
      return rewrite::float_constant(gio->ins[v->index]);  // a 0-d tensor read through ()
    return rewrite::float_constant(v);
  };
  if (const Operation* cast = match::def_in(y, body, OpId::ArithUitofp)) {
    if (mask.scalar(*g, *maps, cast->operands[0]) != Term::InBag) return std::nullopt;
  } else if (const Operation* sel = match::def_in(y, body, OpId::ArithSelect)) {
    if (mask.scalar(*g, *maps, sel->operands[0]) != Term::InBag) return std::nullopt;
    auto zero = constant(sel->operands[2]);
    if (!zero || *zero != 0.0) return std::nullopt;
    auto one = constant(sel->operands[1]);
    if (!one) {
      const Value* w = sel->operands[1];
      if (w->block != body || w->index >= gio->ins.size()) return std::nullopt;
      const Value* vec = vector_along(gio->ins[w->index], (*maps)[w->index], 1);
      if (!vec || vec->type.elem != DType::F32 || vec->type.shape != std::vector<int64_t>{n}) return std::nullopt;
      m.weights = const_cast<Value*>(vec);
    } else if (*one != 1.0) {
      return std::nullopt;
    }
  } else {
    return std::nullopt;
  }
  m.offsets = const_cast<Value*>(mask.offsets());
  m.include_last_offset = mask.include_last_offset();
  if (!m.offsets || m.offsets->type.shape[0] != bags + (m.include_last_offset ? 1 : 0) ||
      rt.shape != std::vector<int64_t>{bags, io->ins[1]->type.shape[1]})
    return std::nullopt;
  return m;
}

// ---------------------------------------------------------------------------------------------
// Index maps: a bag whose indices are a quotient or remainder of other indices

// The one non-constant value [N] that the 1-d integer value `v` [N] is computed from through
// linalg.generics over one parallel dim with identity maps (v itself when it is not such a
// generic's result); nullptr for several, or for a chain deeper than a few generics.
Value* index_source(Value* v, int depth = 0) {
  Operation* g = match::def_of(v, OpId::LinalgGeneric);
  if (!g) return rewrite::tensor_constant(v) ? nullptr : v;
  auto io = match::ins_outs(*g);
  auto maps = match::indexing_maps(*g);
  auto red = reduction_dims(*g);
  if (depth > 4 || !io || !maps || !red || red->size() != 1 || (*red)[0] || g->results.size() != 1) return nullptr;
  for (const AffineMap& m : *maps)
    if (!m.is_identity()) return nullptr;
  Value* source = nullptr;
  for (Value* in : io->ins) {
    if (!in->type.is_tensor() || in->type.shape != v->type.shape) return nullptr;
    if (rewrite::tensor_constant(in)) continue;
    Value* s = index_source(in, depth + 1);
    if (!s || (source && s != source)) return nullptr;
    source = s;
  }
  return source;
}

using IndexMap = EmbeddingBagAttrs::IndexMap;

// The row index x names under the op's index map by c (EmbeddingBagAttrs), as the probes expect
// it; nullopt for a quotient outside int64, which no bag could read.
std::optional<int64_t> mapped_index(IndexMap map, int64_t c, int64_t x) {
  if (map == IndexMap::Remainder) return ((x % c) + c) % c;
  const double q = std::trunc(double(float(x) / float(c)));
  return std::abs(q) < 9.2e18 ? std::optional<int64_t>(int64_t(q)) : std::nullopt;
}

// Whether `v` computes, element by element, mapped_index(map, c, source[k]) from the i64 vector
// `source` (evaluated with PointEval on probe indices around c, around 2^24 where float32
// rounding shows, large and negative ones).
bool computes_index_map(const Value* v, const Value* source, IndexMap map, int64_t c) {
  const int64_t two24 = int64_t(1) << 24;
  std::vector<int64_t> probes = {c - 1, c, c + 1, 2 * c + 1, 7 * c + 3, -1, -2, -c, -c - 1, 12345, 999999,
                                 two24 - 1, two24 + 1, two24 + 3, 3 * two24 + 1, 123456789, (int64_t(1) << 31) + 5,
                                 (int64_t(1) << 40) + 3, -((int64_t(1) << 33) + 7)};
  for (int64_t i = 0; i < 20; ++i) probes.push_back(i);
  const int64_t n = source->type.shape[0];
  for (size_t first = 0; first < probes.size(); first += size_t(n)) {
    // A fresh evaluator per chunk of n probes, element k reading probe first + k.
    int64_t at = 0;
    bool stray = false;
    PointEval eval(source, [&](std::span<const int64_t> index) -> std::optional<Scalar> {
      if (index.size() != 1 || index[0] != at) stray = true;
      const size_t k = first + size_t(index[0]);
      if (k >= probes.size()) return std::nullopt;
      return Scalar::from_int(source->type.elem, probes[k]);
    });
    for (at = 0; at < n && first + size_t(at) < probes.size(); ++at) {
      const int64_t index[1] = {at};
      auto got = eval.at(v, index);
      const auto want = mapped_index(map, c, probes[first + size_t(at)]);
      if (!got || got->is_float() || stray || !want || got->i != *want) return false;
    }
  }
  return true;
}

// The quotient or remainder map by which `indices` derives from other i64 indices (the
// divisor one of the integer-valued constants the chain's bodies use), with those indices.
std::optional<std::pair<Value*, std::pair<IndexMap, int64_t>>> match_index_map(Value* indices) {
  if (indices->type.elem != DType::I64 || !is_int_vector(indices)) return std::nullopt;
  Value* source = index_source(indices);
  if (!source || source == indices || source->type.elem != DType::I64) return std::nullopt;
  // Divisor candidates: integer constants >= 2 (integer or float typed) the chain's bodies read.
  std::set<int64_t> divisors;
  std::vector<const Value*> chain = {indices};
  for (size_t k = 0; k < chain.size(); ++k) {
    const Operation* g = match::def_of(chain[k], OpId::LinalgGeneric);
    if (!g) continue;
    for (const Value* in : g->operands) chain.push_back(in);
    if (const Block* body = match::body(*g))
      for (const auto& op : body->ops)
        for (const Value* x : op->operands) {
          auto c = rewrite::float_constant(x);
          if (c && *c >= 2 && *c < 2147483648.0 && *c == std::floor(*c)) divisors.insert(int64_t(*c));
        }
  }
  for (int64_t c : divisors)
    for (IndexMap map : {IndexMap::Quotient, IndexMap::Remainder})
      if (computes_index_map(indices, source, map, c)) return std::make_pair(source, std::make_pair(map, c));
  return std::nullopt;
}

// A float-table bag reading indices that are the quotient or remainder of other indices reads
// those instead, through its index_map; the generics computing them then go with dead ops.
void fold_index_maps(Block& body, int64_t& folded) {
  for (Operation* bag : rewrite::ops_named(body, EmbeddingBagAttrs::kId)) {
    auto attrs = EmbeddingBagAttrs::read(*bag);
    if (!attrs || attrs->index_map != IndexMap::Identity || bag->operands.size() < 3) continue;
    auto m = match_index_map(bag->operands[1]);
    if (!m) continue;
    bag->operands[1] = m->first;
    attrs->index_map = m->second.first;
    attrs->index_divisor = m->second.second;
    attrs->write(*bag);
    ++folded;
  }
}

// The bag `v` is the result of, if it is a plain f32 sum bag (no weights, no padding row) read
// by `user` alone, through the index map `map`.
Operation* plain_bag_of(const Value* v, const Operation* user, IndexMap map, const rewrite::UseMap& uses) {
  Operation* bag = match::def_of(v, EmbeddingBagAttrs::kId);
  const std::vector<Operation*>& users = uses.users(v);
  if (!bag || bag->operands.size() != 3 || bag->results.size() != 1 || users.size() != 1 || users[0] != user)
    return nullptr;
  auto a = EmbeddingBagAttrs::read(*bag);
  if (!a || a->index_map != map || a->mode != EmbeddingBagAttrs::Mode::Sum || a->padding_idx != -1 ||
      a->table_format != EmbeddingBagAttrs::TableFormat::F32 || a->pair != EmbeddingBagAttrs::Pair::None)
    return nullptr;
  const Type& t = bag->operands[0]->type;
  if (!t.is_tensor() || t.elem != DType::F32 || t.shape.size() != 2 || t.shape[0] < 0 || t.shape[1] < 1) return nullptr;
  return bag;
}

// How `op` combines its two [B, D] f32 operands, if it is an elementwise mulf or addf of them
// (a generic with identity maps, either operand order) or their concat along dim 1 (q first).
std::optional<EmbeddingBagAttrs::Pair> pair_combine(const Operation& op) {
  using Pair = EmbeddingBagAttrs::Pair;
  if (op.results.size() != 1) return std::nullopt;
  if (op.is(OpId::TensorConcat)) {
    const Attribute* dim = op.attr("dim");
    if (op.operands.size() != 2 || !dim || dim->kind != Attribute::Kind::Integer || dim->i != 1) return std::nullopt;
    return Pair::Concat;
  }
  auto io = match::ins_outs(op);
  auto maps = match::indexing_maps(op);
  if (!op.is(OpId::LinalgGeneric) || !io || io->ins.size() != 2 || io->outs.size() != 1 || !maps ||
      maps->size() != 3 || !match::all_parallel(op))
    return std::nullopt;
  for (const AffineMap& m : *maps)
    if (!m.is_identity()) return std::nullopt;
  const Block* b = match::body(op);
  if (!b || b->ops.size() != 2 || !b->ops[1]->is(OpId::LinalgYield) || b->ops[1]->operands.size() != 1 ||
      b->ops[1]->operands[0] != b->ops[0]->results[0].get())
    return std::nullopt;
  const Operation& arith = *b->ops[0];
  const bool mul = arith.is(OpId::ArithMulf), add = arith.is(OpId::ArithAddf);
  if ((!mul && !add) || arith.operands.size() != 2) return std::nullopt;
  const Value *x = b->args[0].get(), *y = b->args[1].get();
  if (!((arith.operands[0] == x && arith.operands[1] == y) || (arith.operands[0] == y && arith.operands[1] == x)))
    return std::nullopt;
  return mul ? Pair::Mult : Pair::Add;
}

// DLRM's QREmbeddingBag: a quotient bag and a remainder bag by the same c over the same indices
// and offsets, read only by their product, sum or concat (dim 1, quotient first), become one
// bag with `pair`: each bag's rows of both tables reduced and combined by one thread, instead of
// the quotient bags' results written out and read back. The remainder table must hold all c
// remainders (DLRM's has exactly c rows), so that only the quotient can be out of range.
void fuse_quotient_remainder_pairs(Module& mod, Block& body, int64_t& pairs) {
  std::vector<Operation*> candidates = rewrite::ops_named(body, OpId::LinalgGeneric);
  for (Operation* c : rewrite::ops_named(body, OpId::TensorConcat)) candidates.push_back(c);
  for (Operation* op : candidates) {
    const auto pair = pair_combine(*op);
    if (!pair) continue;
    const rewrite::UseMap uses(body);
    const std::vector<Value*> ins = op->is(OpId::TensorConcat) ? op->operands : match::ins_outs(*op)->ins;
    // The quotient bag first: the order a concat needs, and either order for mult and add.
    bool swapped = false;
    Operation* q = plain_bag_of(ins[0], op, IndexMap::Quotient, uses);
    if (!q && *pair != EmbeddingBagAttrs::Pair::Concat) {
      q = plain_bag_of(ins[1], op, IndexMap::Quotient, uses);
      swapped = true;
    }
    Operation* r = q ? plain_bag_of(ins[swapped ? 0 : 1], op, IndexMap::Remainder, uses) : nullptr;
    if (!q || !r || q == r) continue;
    auto qa = EmbeddingBagAttrs::read(*q), ra = EmbeddingBagAttrs::read(*r);
    const Type &qt = q->operands[0]->type, &rt = r->operands[0]->type;
    if (qa->index_divisor != ra->index_divisor || qa->include_last_offset != ra->include_last_offset ||
        q->operands[1] != r->operands[1] || q->operands[2] != r->operands[2] || qt.shape[1] != rt.shape[1] ||
        rt.shape[0] < qa->index_divisor || !(q->results[0]->type == r->results[0]->type))
      continue;
    const Type& out = op->results[0]->type;
    EmbeddingBagAttrs attrs = *qa;
    attrs.pair = *pair;
    if (out.elem != DType::F32 || out.shape.size() != 2 || out.shape[0] != q->results[0]->type.shape[0] ||
        out.shape[1] != attrs.result_width(qt.shape[1]))
      continue;
    Operation* fused = rewrite::create_op(mod, op, EmbeddingBagAttrs::kId,
                                          {q->operands[0], q->operands[1], q->operands[2], r->operands[0]},
                                          {out}, attrs.attributes(false));
    rewrite::replace_all_uses(body, op->results[0].get(), fused->results[0].get());
    rewrite::erase_op(op);
    rewrite::erase_op(q);
    rewrite::erase_op(r);
    ++pairs;
  }
}

// The largest table project_small_tables writes: 16 MiB, so that the projected tables of DLRM's
// mixed-dimension model (Kaggle's small tables, up to 14 992 rows x 128) stay in the last-level
// cache, while a table of 200 000 rows (100 MB once 128 wide) keeps its narrow rows and its
// product.
constexpr int64_t kMaxProjectedTableBytes = int64_t(16) << 20;

// DLRM's mixed-dimension tables (PrEmbeddingBag): a bag of a narrow constant table T [R, d]
// read only by a product with a constant projection P [d, N] into zeros. Sum and mean are
// linear, so bag(T) @ P = bag(T @ P): the bag reads the rows of the table T @ P (computed here
// once, in double, rounded to f32) and the product, B small-depth products per run, goes. Only
// where T @ P holds at most kMaxProjectedTableBytes. The new table keeps the parameter's name
// (errors about its indices still name it) and its rows, so the same indices are in range.
void project_small_tables(Module& mod, Block& body, int64_t& projected) {
  for (Operation* mm : rewrite::ops_named(body, OpId::LinalgMatmul)) {
    if (!match::plain_named_matmul(*mm) || mm->operands.size() != 3) continue;
    Operation* bag = match::def_of(mm->operands[0], EmbeddingBagAttrs::kId);
    const rewrite::UseMap uses(body);
    if (!bag || bag->results.size() != 1 || uses.users(bag->results[0].get()).size() != 1) continue;
    auto attrs = EmbeddingBagAttrs::read(*bag);
    if (!attrs || attrs->mode == EmbeddingBagAttrs::Mode::Max || attrs->pair != EmbeddingBagAttrs::Pair::None ||
        attrs->table_format != EmbeddingBagAttrs::TableFormat::F32)
      continue;
    auto table = rewrite::tensor_constant(bag->operands[0]);
    auto proj = rewrite::tensor_constant(mm->operands[1]);
    const auto zero = match::splat_value(mm->operands[2]);
    if (!table || !proj || table->splat || proj->splat || !zero || *zero != 0.0) continue;
    const Type &tt = table->type, &pt = proj->type, &out = mm->results[0]->type;
    if (tt.elem != DType::F32 || pt.elem != DType::F32 || out.elem != DType::F32 || tt.shape.size() != 2 ||
        pt.shape.size() != 2 || pt.shape[0] != tt.shape[1] || out.shape.size() != 2 || out.shape[1] != pt.shape[1])
      continue;
    const int64_t rows = tt.shape[0], d = tt.shape[1], n = pt.shape[1];
    if (rows < 1 || n < 1 || rows * n * int64_t(sizeof(float)) > kMaxProjectedTableBytes) continue;
    const auto* t = reinterpret_cast<const float*>(table->data.data);
    const auto* p = reinterpret_cast<const float*>(proj->data.data);
    std::vector<uint8_t> bytes(size_t(rows * n) * sizeof(float));
    std::vector<double> acc(static_cast<size_t>(n));
    for (int64_t r = 0; r < rows; ++r) {
      std::fill(acc.begin(), acc.end(), 0.0);
      for (int64_t k = 0; k < d; ++k) {
        float tk;
        std::memcpy(&tk, t + r * d + k, sizeof tk);  // mapped parameter bytes: no alignment promised
        for (int64_t j = 0; j < n; ++j) {
          float pj;
          std::memcpy(&pj, p + k * n + j, sizeof pj);
          acc[size_t(j)] += double(tk) * double(pj);
        }
      }
      for (int64_t j = 0; j < n; ++j) {
        const float v = float(acc[size_t(j)]);
        std::memcpy(bytes.data() + size_t(r * n + j) * sizeof(float), &v, sizeof v);
      }
    }
    Type projected_type = tt;
    projected_type.shape = {rows, n};
    Operation* c = rewrite::create_constant(mod, bag, projected_type, Blob::from_vector(std::move(bytes)), false,
                                            table->op->loc);
    if (const Attribute* name = table->op->attr(kParameterNameAttr); name && name->kind == Attribute::Kind::String)
      c->set_attr(kParameterNameAttr, rewrite::string_attr(name->str));
    std::vector<Value*> operands = bag->operands;
    operands[0] = c->results[0].get();
    Operation* fused = rewrite::create_op(mod, mm, EmbeddingBagAttrs::kId, operands, {out},
                                          attrs->attributes(operands.size() > 3), bag->loc);
    rewrite::replace_all_uses(body, mm->results[0].get(), fused->results[0].get());
    rewrite::erase_op(mm);
    rewrite::erase_op(bag);
    ++projected;
  }
}

// Makes every use of `root`'s result use linrt.embedding_bag(table, indices, offsets[, weights])
// in sum mode (`attrs`: its bounds and table format), created before `root`.
void use_bag(Module& mod, Block& body, Operation* root, Value* table, Value* indices, Value* offsets,
             Value* weights, int64_t& recognised, const EmbeddingBagAttrs& attrs = {}) {
  std::vector<Value*> operands = {table, indices, offsets};
  if (weights) operands.push_back(weights);
  Operation* bag = rewrite::create_op(mod, root, EmbeddingBagAttrs::kId, operands, {root->results[0]->type},
                                      attrs.attributes(weights != nullptr));
  rewrite::replace_all_uses(body, root->results[0].get(), bag->results[0].get());
  ++recognised;
}

void recognise_embedding_bag(Module& mod, PassStats& stats) {
  int64_t& recognised = stats.recognised(EmbeddingBagAttrs::kId);
  int64_t& prepacked = stats.count("embedding_bag_prepacked");
  int64_t& index_maps = stats.count("embedding_bag_index_maps");
  int64_t& pairs = stats.count("embedding_bag_pairs");
  int64_t& projections = stats.count("embedding_bag_projections");
  for (Block* body : rewrite::function_bodies(mod)) {
    for (Operation* g : rewrite::ops_named(*body, OpId::LinalgGeneric))
      if (auto m = match_bag(*g)) use_bag(mod, *body, g, m->table, m->indices, m->offsets, nullptr, recognised);
    for (Operation* mm : rewrite::ops_named(*body, OpId::LinalgMatmul)) {
      auto m = match_matmul_bag(*mm, *body);
      if (!m) continue;
      EmbeddingBagAttrs attrs;  // sum, no padding row
      attrs.include_last_offset = m->include_last_offset;
      attrs.table_format = m->format;
      use_bag(mod, *body, mm, m->table, m->indices, m->offsets, m->weights, recognised, attrs);
      if (m->format != EmbeddingBagAttrs::TableFormat::F32) ++prepacked;
      // The gather's cf.asserts keep dead-op elimination away from it, but the op checks the
      // same bounds (0 <= index < rows), so a gather that only fed this matmul goes, with the
      // dequantisation between them (whose lookups may assert too), last op first.
      rewrite::erase_op(mm);
      m->dequantize.push_back(m->gather);
      std::map<const Operation*, size_t> position;
      for (size_t k = 0; k < body->ops.size(); ++k) position[body->ops[k].get()] = k;
      std::sort(m->dequantize.begin(), m->dequantize.end(),
                [&](const Operation* a, const Operation* b) { return position[a] > position[b]; });
      for (Operation* op : m->dequantize)
        if (rewrite::UseMap(*body).results_unused(*op)) rewrite::erase_op(op);
    }
    fold_index_maps(*body, index_maps);
    fuse_quotient_remainder_pairs(mod, *body, pairs);
    project_small_tables(mod, *body, projections);
  }
}

}  // namespace

LINRT_REGISTRATION(graph_pass, recognise_embedding_bag) {
  register_graph_pass(130, "recognise_embedding_bag", recognise_embedding_bag);
}

}  // namespace linrt::graph
