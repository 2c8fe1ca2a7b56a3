// Recognition of fixed data-movement patterns:
//
// linrt.gather(src) {indices0, indices1}: a linalg.generic with an identity output map over
// [B, K], all parallel, whose body yields tensor.extract src[a, b, c] of a rank-3 value from
// outside, where (through index casts) a is loop dim 0 (linalg.index 0, or an input holding
// 0..B-1: an expand_shape of a generic that yields its linalg.index 0, read through a map like
// (d0, 0)), and b and c are 1-d integer constants [K] read through (d1), optionally wrapped
// with select(x < 0, x + extent, x) as torch-mlir does for negative indices. All indices must be
// in range (otherwise it stays unrecognised and fails as before). DLRM's Z[:, li, lj].
//
// linrt.upsample_nearest(src) {scale}: a linalg.generic with an identity output map over
// [N, C, H*sh, W*sw], all parallel, whose body yields tensor.extract src[n, c, y, x] of a rank-4
// value from outside with n and c loop dims 0 and 1 (or constant 0 over an extent of 1) and
// each of y, x either its loop dim (scale 1), floordivsi(loop dim, s) (the older integer form),
// or fptosi(floor(sitofp(loop dim) / s)) with optional clamps max(., c <= 0) and
// min(., c >= extent - 1) or min(., sitofp(extent) - 1.0) (the newer float form); s is a
// positive integer constant and the output extent must be the input extent times s (static, or
// traced with extents.h when dynamic).
//
// linrt.pixel_shuffle(x) {factor}: collapse_shape[[0],[1],[2,3],[4,5]] of a transpose by
// [0, 1, 4, 2, 5, 3] (linalg.transpose, or a linalg.generic that only copies through the
// equivalent permutation map) of expand_shape[[0],[1,2,3],[4],[5]] of x [N, C*r*r, H, W] into
// [N, C, r, r, H, W]; the intermediate values have no other users. With dynamic H and W both
// reshapes are tensor.reshape, whose sizes must trace (extents.h) to H, W and H*r, W*r.
#include <cstring>
#include <optional>
#include <vector>

#include "core/registration.h"
#include "graph/dialect/linrt/data_movement.h"
#include "graph/passes/extents.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

bool defined_outside(const Value* v, const Block* body) {
  return v && (v->def ? v->def->parent != body : v->block != body);
}

// What an index inside a generic body means as a function of the loop position.
struct IndexMeaning {
  enum class Kind { None, Loop, Table, Const } kind = Kind::None;
  int64_t dim = 0;              // Loop, Table: the loop dim
  std::vector<int64_t> values;  // Table: the value per position of that dim
  int64_t value = 0;            // Const
};

std::optional<std::vector<int64_t>> int_vector_constant(const Value* v) {
  auto c = rewrite::tensor_constant(v);
  if (!c || c->type.shape.size() != 1 || (c->type.elem != DType::I64 && c->type.elem != DType::I32))
    return std::nullopt;
  const size_t elem = dtype_size(c->type.elem);
  std::vector<int64_t> out(size_t(c->type.shape[0]));
  for (size_t k = 0; k < out.size(); ++k) {
    const uint8_t* p = c->data.data + (c->splat ? 0 : k * elem);
    if (elem == 8) std::memcpy(&out[k], p, 8);
    else { int32_t x; std::memcpy(&x, p, 4); out[k] = x; }
  }
  return out;
}

// v holds 0, 1, 2, ... along its one non-unit axis: an expand_shape (or nothing) of a 1-d
// generic without inputs that yields its linalg.index 0. Returns that axis.
std::optional<size_t> iota_axis(const Value* v) {
  auto shape = match::static_shape(v);
  if (!shape) return std::nullopt;
  const Value* src = v;
  if (const Operation* e = match::def_of(v, OpId::TensorExpandShape)) src = e->operands[0];
  const Operation* g = match::def_of(src, OpId::LinalgGeneric);
  if (!g) return std::nullopt;
  auto io = match::ins_outs(*g);
  auto maps = match::indexing_maps(*g);
  const Block* b = match::body(*g);
  if (!io || !io->ins.empty() || io->outs.size() != 1 || !maps || maps->size() != 1 ||
      !(*maps)[0].is_identity() || (*maps)[0].num_dims != 1 || !b || b->ops.empty() ||
      b->ops.back()->operands.size() != 1)
    return std::nullopt;
  auto d = match::loop_index_dim(match::strip_index_casts(b->ops.back()->operands[0]));
  if (!d || *d != 0) return std::nullopt;
  std::optional<size_t> axis;
  for (size_t k = 0; k < shape->size(); ++k)
    if ((*shape)[k] != 1) {
      if (axis) return std::nullopt;
      axis = k;
    }
  return axis ? axis : std::optional<size_t>(0);
}

IndexMeaning meaning_of(const Value* v, const Operation& g, const Block* body) {
  IndexMeaning m;
  v = match::strip_index_casts(v);
  if (auto d = match::loop_index_dim(v); d && v->def->parent == body) {
    m.kind = IndexMeaning::Kind::Loop;
    m.dim = *d;
    return m;
  }
  if (auto c = rewrite::int_constant(v); c && !v->type.is_tensor()) {
    m.kind = IndexMeaning::Kind::Const;
    m.value = *c;
    return m;
  }
  if (!v->def && v->block == body) {  // an input's element
    auto io = match::ins_outs(g);
    auto maps = match::indexing_maps(g);
    if (!io || !maps || v->index >= io->ins.size()) return m;
    const Value* input = io->ins[v->index];
    const AffineMap& map = (*maps)[v->index];
    if (auto values = int_vector_constant(input); values && map.results.size() == 1 && map.result_dim(0)) {
      m.kind = IndexMeaning::Kind::Table;
      m.dim = *map.result_dim(0);
      m.values = std::move(*values);
      return m;
    }
    if (auto axis = iota_axis(input); axis && map.results.size() == input->type.shape.size()) {
      // The iota axis must be read through a loop dim, the unit axes through anything.
      if (auto d = map.result_dim(*axis)) {
        m.kind = IndexMeaning::Kind::Loop;
        m.dim = *d;
      }
    }
    return m;
  }
  // select(x < 0, x + extent, x): wraps negative indices.
  if (const Operation* sel = match::def_in(v, body, OpId::ArithSelect)) {
    const Operation* cmp = match::def_in(sel->operands[0], body, OpId::ArithCmpi);
    const Operation* add = match::def_in(sel->operands[1], body, OpId::ArithAddi);
    const Value* x = sel->operands[2];
    auto p = cmp ? cmp_predicate(*cmp) : std::nullopt;
    auto zero = cmp ? rewrite::int_constant(cmp->operands[1]) : std::nullopt;
    if (!p || *p != "slt" || cmp->operands[0] != x || !zero || *zero != 0 || !add) return m;
    std::optional<int64_t> extent;
    for (int s = 0; s < 2; ++s)
      if (add->operands[size_t(s)] == x) extent = rewrite::int_constant(add->operands[size_t(1 - s)]);
    if (!extent) return m;
    IndexMeaning inner = meaning_of(x, g, body);
    for (int64_t& value : inner.values)
      if (value < 0) value += *extent;
    if (inner.kind == IndexMeaning::Kind::Const && inner.value < 0) inner.value += *extent;
    return inner;
  }
  return m;
}

bool ranked(const Value* v, size_t rank, bool require_static) {
  return v->type.is_tensor() && !v->type.unranked && v->type.shape.size() == rank &&
         (!require_static || v->type.has_static_shape());
}

// The generic's body yields tensor.extract of a value from outside; returns that extract.
const Operation* yielded_extract(const Operation& g, size_t out_rank, size_t src_rank,
                                 bool require_static) {
  auto io = match::ins_outs(g);
  auto maps = match::indexing_maps(g);
  const Block* body = match::body(g);
  if (!io || io->outs.size() != 1 || !maps || maps->size() != io->ins.size() + 1 ||
      !maps->back().is_identity() || maps->back().num_dims != out_rank || !match::all_parallel(g) ||
      g.results.size() != 1 || !ranked(g.results[0].get(), out_rank, require_static) || !body ||
      body->ops.empty() || !body->ops.back()->is(OpId::LinalgYield) ||
      body->ops.back()->operands.size() != 1)
    return nullptr;
  const Operation* ext = match::def_in(body->ops.back()->operands[0], body, OpId::TensorExtract);
  if (!ext || ext->operands.size() != src_rank + 1 || !defined_outside(ext->operands[0], body) ||
      !ranked(ext->operands[0], src_rank, require_static) ||
      ext->operands[0]->type.elem != g.results[0]->type.elem)
    return nullptr;
  return ext;
}

// The batch-like index: loop dim `dim`, or constant 0 over an extent of 1.
bool is_plain_dim(const IndexMeaning& m, int64_t dim, int64_t extent) {
  return (m.kind == IndexMeaning::Kind::Loop && m.dim == dim) ||
         (m.kind == IndexMeaning::Kind::Const && m.value == 0 && extent == 1);
}

// ---------------------------------------------------------------------------------------------

bool recognise_gather_at(Module& mod, Block& fn, Operation& g) {
  const Operation* ext = yielded_extract(g, 2, 3, true);
  if (!ext) return false;
  const Block* body = match::body(g);
  Value* src = ext->operands[0];
  const auto& s = src->type.shape;
  const auto& out = g.results[0]->type.shape;
  if (s.size() != 3 || s[0] != out[0]) return false;
  const IndexMeaning a = meaning_of(ext->operands[1], g, body);
  const IndexMeaning b = meaning_of(ext->operands[2], g, body);
  const IndexMeaning c = meaning_of(ext->operands[3], g, body);
  if (!is_plain_dim(a, 0, out[0])) return false;
  for (const IndexMeaning* t : {&b, &c})
    if (t->kind != IndexMeaning::Kind::Table || t->dim != 1 || int64_t(t->values.size()) != out[1])
      return false;
  for (size_t k = 0; k < b.values.size(); ++k)
    if (b.values[k] < 0 || b.values[k] >= s[1] || c.values[k] < 0 || c.values[k] >= s[2]) return false;
  GatherAttrs attrs;
  attrs.indices0 = b.values;
  attrs.indices1 = c.values;
  Operation* gather =
      rewrite::create_op(mod, &g, GatherAttrs::kId, {src}, {g.results[0]->type}, attrs.attributes());
  rewrite::replace_all_uses(fn, g.results[0].get(), gather->results[0].get());
  return true;
}

// Scale of one spatial index (see the header comment), or nullopt. `src` and `dim` name the
// extent the clamps may use.
std::optional<int64_t> nearest_scale(const Value* v, const Block* body, const Value* src, int64_t dim) {
  auto is_dim = [&](const Value* x) {
    auto d = match::loop_index_dim(match::strip_index_casts(x));
    return d && *d == dim;
  };
  const int64_t in_extent = src->type.shape[size_t(dim)];
  // A clamp bound that cannot change floor(y / s) for y in [0, extent * s): at most 0 below,
  // at least extent - 1 above (a constant, or sitofp(extent) - 1.0).
  auto harmless_bound = [&](const Value* b, bool lower) {
    if (auto c = rewrite::float_constant(b))
      return lower ? *c <= 0.0 : in_extent != kDynamic && *c >= double(in_extent - 1);
    const Operation* sub = lower ? nullptr : match::def_of(b, OpId::ArithSubf);
    auto one = sub ? rewrite::float_constant(sub->operands[1]) : std::nullopt;
    const Operation* to_float = sub ? match::def_of(sub->operands[0], OpId::ArithSitofp) : nullptr;
    return one && *one == 1.0 && to_float &&
           extents::of_scalar(to_float->operands[0]) == extents::of_dim(src, dim);
  };
  v = match::strip_index_casts(v);
  if (is_dim(v)) return 1;
  if (const Operation* div = match::def_in(v, body, OpId::ArithFloordivsi)) {
    auto s = rewrite::int_constant(div->operands[1]);
    if (is_dim(div->operands[0]) && s && *s >= 1) return *s;
    return std::nullopt;
  }
  const Operation* to_int = match::def_in(v, body, OpId::ArithFptosi);
  if (!to_int) return std::nullopt;
  const Value* f = to_int->operands[0];
  for (;;) {
    const Operation* clamp = nullptr;
    bool lower = false;
    for (OpId name : {OpId::ArithMaximumf, OpId::ArithMaxnumf})
      if (!clamp && (clamp = match::def_in(f, body, name))) lower = true;
    for (OpId name : {OpId::ArithMinimumf, OpId::ArithMinnumf})
      if (!clamp) clamp = match::def_in(f, body, name);
    if (!clamp) break;
    const Value* next = nullptr;
    for (int s = 0; s < 2; ++s)
      if (harmless_bound(clamp->operands[size_t(1 - s)], lower)) next = clamp->operands[size_t(s)];
    if (!next) return std::nullopt;
    f = next;
  }
  const Operation* fl = match::def_in(f, body, OpId::MathFloor);
  const Operation* div = fl ? match::def_in(fl->operands[0], body, OpId::ArithDivf) : nullptr;
  const Operation* to_float = div ? match::def_in(div->operands[0], body, OpId::ArithSitofp) : nullptr;
  auto s = div ? rewrite::float_constant(div->operands[1]) : std::nullopt;
  if (!to_float || !is_dim(to_float->operands[0]) || !s || *s < 1 || *s != double(int64_t(*s)))
    return std::nullopt;
  return int64_t(*s);
}

bool recognise_upsample_at(Module& mod, Block& fn, Operation& g) {
  const Operation* ext = yielded_extract(g, 4, 4, false);
  if (!ext) return false;
  const Block* body = match::body(g);
  Value* src = ext->operands[0];
  const auto& s = src->type.shape;
  const auto& out = g.results[0]->type.shape;
  if (s[0] == kDynamic || s[1] == kDynamic || s[0] != out[0] || s[1] != out[1]) return false;
  // The float form divides in f32: exact for positions below 2^20.
  if ((out[2] != kDynamic && out[2] >= (int64_t(1) << 20)) ||
      (out[3] != kDynamic && out[3] >= (int64_t(1) << 20)))
    return false;
  if (!is_plain_dim(meaning_of(ext->operands[1], g, body), 0, out[0]) ||
      !is_plain_dim(meaning_of(ext->operands[2], g, body), 1, out[1]))
    return false;
  auto sh = nearest_scale(ext->operands[3], body, src, 2);
  auto sw = nearest_scale(ext->operands[4], body, src, 3);
  // The output extents must be the input's times the scales (statically, or as traced).
  const Value* y = g.results[0].get();
  if (!sh || !sw || !(extents::of_dim(y, 2) == extents::of_dim(src, 2).times(*sh)) ||
      !(extents::of_dim(y, 3) == extents::of_dim(src, 3).times(*sw)))
    return false;
  UpsampleNearestAttrs attrs;
  attrs.scale = {*sh, *sw};
  Operation* up =
      rewrite::create_op(mod, &g, UpsampleNearestAttrs::kId, {src}, {g.results[0]->type}, attrs.attributes());
  rewrite::replace_all_uses(fn, g.results[0].get(), up->results[0].get());
  return true;
}

// The permutation of a linalg.transpose, or of a generic that only copies its input through a
// permutation map to an identity output map.
std::optional<std::vector<int64_t>> transpose_permutation(const Operation& t) {
  if (t.is(OpId::LinalgTranspose)) {
    const Attribute* a = t.attr("permutation");
    return a ? a->as_int_list() : std::nullopt;
  }
  if (!t.is(OpId::LinalgGeneric)) return std::nullopt;
  auto io = match::ins_outs(t);
  auto maps = match::indexing_maps(t);
  if (!io || io->ins.size() != 1 || io->outs.size() != 1 || !maps || maps->size() != 2 ||
      !match::all_parallel(t) || !match::body_yields_block_arg(t, 0) || !(*maps)[1].is_identity())
    return std::nullopt;
  const AffineMap& in_map = (*maps)[0];
  if (!in_map.is_projected_permutation() || in_map.results.size() != in_map.num_dims ||
      in_map.num_dims != (*maps)[1].num_dims)
    return std::nullopt;
  std::vector<int64_t> perm(in_map.results.size());
  for (size_t m = 0; m < perm.size(); ++m) perm[*in_map.result_dim(m)] = int64_t(m);
  return perm;
}

// The [N, C, r, r, H, W] view of x [N, C*r*r, H, W]: expand_shape [[0],[1,2,3],[4],[5]], or a
// tensor.reshape whose last two extents trace to x's H and W. Returns x.
Value* split_channels(Operation& e, int64_t& r) {
  using Groups = std::vector<std::vector<int64_t>>;
  if (e.operands.empty() || e.results.size() != 1) return nullptr;
  Value* x = e.operands[0];
  const Value* v = e.results[0].get();
  if (!ranked(x, 4, false) || !ranked(v, 6, false) || x->type.elem != v->type.elem) return nullptr;
  const auto& xs = x->type.shape;
  const auto& vs = v->type.shape;
  r = vs[2];
  if (xs[0] == kDynamic || xs[1] == kDynamic || vs[1] == kDynamic || r == kDynamic || r < 1 ||
      vs[3] != r || vs[0] != xs[0] || xs[1] != vs[1] * r * r)
    return nullptr;
  if (e.is(OpId::TensorExpandShape))
    return match::reassociation(e) == Groups{{0}, {1, 2, 3}, {4}, {5}} ? x : nullptr;
  if (e.is(OpId::TensorReshape))
    return extents::of_dim(v, 4) == extents::of_dim(x, 2) &&
                   extents::of_dim(v, 5) == extents::of_dim(x, 3)
               ? x
               : nullptr;
  return nullptr;
}

// collapse_shape [[0],[1],[2,3],[4,5]] of t [N, C, H, r, W, r], or a tensor.reshape to
// [N, C, H*r, W*r] whose extents trace to t's products.
bool merges_pixels(const Operation& c, const Value* t, int64_t r) {
  using Groups = std::vector<std::vector<int64_t>>;
  const Value* y = c.results[0].get();
  if (!ranked(y, 4, false) || y->type.elem != t->type.elem || y->type.shape[0] != t->type.shape[0] ||
      y->type.shape[1] != t->type.shape[1])
    return false;
  if (c.is(OpId::TensorCollapseShape))
    return match::reassociation(c) == Groups{{0}, {1}, {2, 3}, {4, 5}};
  return c.is(OpId::TensorReshape) &&
         extents::of_dim(y, 2) == extents::of_dim(t, 2).times(r) &&
         extents::of_dim(y, 3) == extents::of_dim(t, 4).times(r);
}

bool recognise_pixel_shuffle_at(Module& mod, Block& fn, Operation& collapse, const rewrite::UseMap& uses) {
  if (collapse.operands.empty() || collapse.results.size() != 1) return false;
  Value* transposed = collapse.operands[0];
  Operation* t = transposed->def;
  if (!t || t->parent != collapse.parent || t->operands.empty() || !ranked(transposed, 6, false) ||
      !uses.has_one_use(transposed) ||
      transpose_permutation(*t) != std::vector<int64_t>{0, 1, 4, 2, 5, 3})
    return false;
  Operation* e = t->operands[0]->def;
  int64_t r = 0;
  if (!e || e->parent != collapse.parent || !uses.has_one_use(t->operands[0])) return false;
  Value* x = split_channels(*e, r);
  if (!x || !merges_pixels(collapse, transposed, r)) return false;
  PixelShuffleAttrs attrs;
  attrs.factor = r;
  Operation* ps = rewrite::create_op(mod, &collapse, PixelShuffleAttrs::kId, {x}, {collapse.results[0]->type},
                                     attrs.attributes());
  rewrite::replace_all_uses(fn, collapse.results[0].get(), ps->results[0].get());
  return true;
}

void recognise_gather(Module& mod, PassStats& stats) {
  int64_t& recognised = stats.recognised(GatherAttrs::kId);
  for (Block* body : rewrite::function_bodies(mod))
    for (Operation* g : rewrite::ops_named(*body, OpId::LinalgGeneric))
      if (recognise_gather_at(mod, *body, *g)) ++recognised;
}

void recognise_upsample_nearest(Module& mod, PassStats& stats) {
  int64_t& recognised = stats.recognised(UpsampleNearestAttrs::kId);
  for (Block* body : rewrite::function_bodies(mod))
    for (Operation* g : rewrite::ops_named(*body, OpId::LinalgGeneric))
      if (recognise_upsample_at(mod, *body, *g)) ++recognised;
}

void recognise_pixel_shuffle(Module& mod, PassStats& stats) {
  int64_t& recognised = stats.recognised(PixelShuffleAttrs::kId);
  for (Block* body : rewrite::function_bodies(mod)) {
    // A rewrite moves only the uses of the collapse it replaces; later matches ask about the
    // uses of their own transpose and expand_shape, so one use map serves the whole body.
    const rewrite::UseMap uses(*body);
    for (OpId root : {OpId::TensorCollapseShape, OpId::TensorReshape})
      for (Operation* c : rewrite::ops_named(*body, root))
        if (recognise_pixel_shuffle_at(mod, *body, *c, uses)) ++recognised;
  }
}

}  // namespace

LINRT_REGISTRATION(graph_pass, recognise_data_movement) {
  register_graph_pass(140, "recognise_gather", recognise_gather);
  register_graph_pass(150, "recognise_upsample_nearest", recognise_upsample_nearest);
  register_graph_pass(160, "recognise_pixel_shuffle", recognise_pixel_shuffle);
}

}  // namespace linrt::graph
