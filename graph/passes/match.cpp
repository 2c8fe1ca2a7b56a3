#include "graph/passes/match.h"

#include "graph/passes/rewrite.h"

namespace linrt::graph::match {

std::optional<InsOuts> ins_outs(const Operation& op) {
  auto seg = operand_segments(op);
  if (!seg && !op.operands.empty()) {
    // linalg.broadcast and linalg.transpose carry no segment sizes: one output, last.
    InsOuts io;
    io.ins.assign(op.operands.begin(), op.operands.end() - 1);
    io.outs.push_back(op.operands.back());
    return io;
  }
  if (!seg || seg->size() != 2 || (*seg)[0] < 0 || (*seg)[1] < 0 ||
      size_t((*seg)[0] + (*seg)[1]) != op.operands.size())
    return std::nullopt;
  InsOuts io;
  io.ins.assign(op.operands.begin(), op.operands.begin() + (*seg)[0]);
  io.outs.assign(op.operands.begin() + (*seg)[0], op.operands.end());
  return io;
}

std::optional<std::vector<AffineMap>> indexing_maps(const Operation& op) {
  const Attribute* a = op.attr("indexing_maps");
  if (!a || a->kind != Attribute::Kind::Array) return std::nullopt;
  std::vector<AffineMap> maps;
  for (const auto& e : a->elems) {
    if (e->kind != Attribute::Kind::AffineMapAttr) return std::nullopt;
    maps.push_back(e->map);
  }
  return maps;
}

const Block* body(const Operation& op) {
  if (op.regions.size() != 1 || op.regions[0]->blocks.size() != 1) return nullptr;
  return op.regions[0]->blocks[0].get();
}

bool has_expected_arity(const Operation& op) {
  const OpId n = op.id();
  const size_t count = op.operands.size();
  for (OpId binary :
       {OpId::ArithAddi, OpId::ArithAddf, OpId::ArithSubi, OpId::ArithSubf, OpId::ArithMulf, OpId::ArithMuli,
        OpId::ArithDivf, OpId::ArithAndi, OpId::ArithOri, OpId::ArithCmpi, OpId::ArithCmpf,
        OpId::ArithFloordivsi, OpId::ArithMaximumf, OpId::ArithMinimumf, OpId::ArithMaxnumf,
        OpId::ArithMinnumf, OpId::TensorDim})
    if (n == binary) return count == 2;
  for (OpId unary :
       {OpId::ArithIndexCast, OpId::ArithFptosi, OpId::ArithSitofp, OpId::MathFloor})
    if (n == unary) return count == 1;
  if (n == OpId::ArithSelect) return count == 3;
  if (n == OpId::TensorExtract || n == OpId::TensorExpandShape || n == OpId::TensorCollapseShape ||
      n == OpId::TensorPad || n == OpId::LinalgTranspose)
    return count >= 1;
  return true;
}

Operation* def_of(const Value* v, OpId id) {
  return v && v->def && v->def->is(id) && has_expected_arity(*v->def) ? v->def : nullptr;
}

const Operation* def_in(const Value* v, const Block* body, OpId id) {
  const Operation* op = def_of(v, id);
  return op && op->parent == body ? op : nullptr;
}

std::optional<std::vector<std::vector<int64_t>>> reassociation(const Operation& op) {
  const Attribute* a = op.attr("reassociation");
  if (!a || a->kind != Attribute::Kind::Array) return std::nullopt;
  std::vector<std::vector<int64_t>> groups;
  for (const auto& g : a->elems) {
    auto list = g->as_int_list();
    if (!list) return std::nullopt;
    groups.push_back(std::move(*list));
  }
  return groups;
}

bool body_yields_block_arg(const Operation& generic, unsigned arg) {
  const Block* b = body(generic);
  if (!b || b->ops.size() != 1 || arg >= b->args.size()) return false;
  const Operation& yield = *b->ops[0];
  return yield.is(OpId::LinalgYield) && yield.operands.size() == 1 &&
         yield.operands[0] == b->args[arg].get();
}

bool all_parallel(const Operation& generic) {
  auto red = reduction_dims(generic);
  if (!red) return false;
  for (bool r : *red)
    if (r) return false;
  return true;
}

std::optional<AffineMap> copy_input_map(const Operation& op, const Type& in, const Type& out) {
  const size_t rank = out.shape.size();
  if (op.is(OpId::LinalgTranspose)) {
    const Attribute* a = op.attr("permutation");
    auto perm = a ? a->as_int_list() : std::nullopt;
    if (!perm || perm->size() != rank || in.shape.size() != rank) return std::nullopt;
    AffineMap map;
    map.num_dims = unsigned(rank);
    map.results.resize(rank);
    for (size_t i = 0; i < rank; ++i) {
      const int64_t p = (*perm)[i];
      if (p < 0 || p >= int64_t(rank) || map.results[size_t(p)]) return std::nullopt;
      map.results[size_t(p)] = AffineExpr::dim(int64_t(i));
    }
    return map;
  }
  if (!op.is(OpId::LinalgGeneric) || !all_parallel(op) || !body_yields_block_arg(op, 0))
    return std::nullopt;
  auto maps = indexing_maps(op);
  if (!maps || maps->size() != 2 || !(*maps)[1].is_identity() || (*maps)[1].num_dims != rank ||
      (*maps)[0].num_dims != rank || (*maps)[0].num_symbols != 0 || (*maps)[0].results.size() != in.shape.size())
    return std::nullopt;
  return (*maps)[0];
}

const Value* strip_index_casts(const Value* v) {
  while (v && v->def && v->def->is(OpId::ArithIndexCast) && v->def->operands.size() == 1)
    v = v->def->operands[0];
  return v;
}

std::optional<int64_t> loop_index_dim(const Value* v) {
  if (!v || !v->def || !v->def->is(OpId::LinalgIndex)) return std::nullopt;
  const Attribute* d = v->def->attr("dim");
  if (!d || d->kind != Attribute::Kind::Integer) return std::nullopt;
  return d->i;
}

std::optional<std::vector<int64_t>> static_shape(const Value* v) {
  if (!v || !v->type.is_tensor() || !v->type.has_static_shape()) return std::nullopt;
  return v->type.shape;
}

std::vector<int64_t> window_attr(const Operation& op, const char* key) {
  const Attribute* a = op.attr(key);
  if (!a) return {1, 1};
  auto v = a->as_int_list(size_t(2));
  return v && v->size() == 2 ? *v : std::vector<int64_t>{};
}

bool full_extent(int64_t out, int64_t in, int64_t pad, int64_t k, int64_t stride, int64_t dilation) {
  const int64_t span = dilation * (k - 1) + 1;
  if (in != kDynamic && in + pad < span) return false;
  if (out == kDynamic || in == kDynamic) return true;
  return out == (in + pad - span) / stride + 1;
}

std::optional<double> splat_value(const Value* v) {
  if (Operation* fill = def_of(v, OpId::LinalgFill)) {
    auto io = ins_outs(*fill);
    if (!io || io->ins.size() != 1) return std::nullopt;
    return rewrite::float_constant(io->ins[0]);
  }
  auto c = rewrite::tensor_constant(v);
  if (!c || !c->splat) return std::nullopt;
  return rewrite::float_constant(v);
}

std::optional<SpatialPad> spatial_pad(const Operation& pad, int h_dim) {
  if (!pad.is(OpId::TensorPad) || pad.operands.size() != 1) return std::nullopt;  // dynamic pads
  const Attribute* lo = pad.attr("static_low");
  const Attribute* hi = pad.attr("static_high");
  auto low = lo ? lo->as_int_list() : std::nullopt;
  auto high = hi ? hi->as_int_list() : std::nullopt;
  if (!low || !high || low->size() != 4 || high->size() != 4) return std::nullopt;
  const Block* b = body(pad);
  if (!b || b->ops.empty() || !b->ops.back()->is(OpId::TensorYield) || b->ops.back()->operands.size() != 1)
    return std::nullopt;
  auto value = rewrite::float_constant(b->ops.back()->operands[0]);
  if (!value) return std::nullopt;
  const int h = h_dim, w = h + 1;
  for (int d = 0; d < 4; ++d) {
    if ((*low)[d] < 0 || (*high)[d] < 0) return std::nullopt;
    if (d != h && d != w && ((*low)[d] != 0 || (*high)[d] != 0)) return std::nullopt;
  }
  return SpatialPad{pad.operands[0], {(*low)[h], (*low)[w], (*high)[h], (*high)[w]}, *value};
}

const Operation* last_two_swapped(const Value* v, size_t rank) {
  const Operation* t = v->def;
  if (!t || !t->is(OpId::LinalgTranspose) || t->operands.size() != 2 || t->results.size() != 1 || rank < 2) return nullptr;
  const Attribute* a = t->attr("permutation");
  auto perm = a ? a->as_int_list() : std::nullopt;
  if (!perm || perm->size() != rank) return nullptr;
  for (size_t d = 0; d + 2 < rank; ++d)
    if ((*perm)[d] != int64_t(d)) return nullptr;
  return (*perm)[rank - 2] == int64_t(rank - 1) && (*perm)[rank - 1] == int64_t(rank - 2) ? t : nullptr;
}

bool plain_named_matmul(const Operation& op) {
  auto seg = operand_segments(op);
  return !op.attr("indexing_maps") && seg && *seg == std::vector<int64_t>{2, 1} && op.operands.size() == 3 &&
         op.results.size() == 1 && op.regions.empty();
}

}  // namespace linrt::graph::match
