#include "graph/passes/point_eval.h"

#include <unordered_map>
#include <vector>

#include "graph/dialect/arith_ops.h"
#include "graph/passes/match.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {

namespace {

bool static_shape(const Value* v) { return v->type.is_tensor() && v->type.has_static_shape(); }

bool inside(std::span<const int64_t> index, const std::vector<int64_t>& shape) {
  if (index.size() != shape.size()) return false;
  for (size_t k = 0; k < shape.size(); ++k)
    if (index[k] < 0 || index[k] >= shape[k]) return false;
  return true;
}

int64_t flat_index(std::span<const int64_t> index, const std::vector<int64_t>& shape) {
  int64_t flat = 0;
  for (size_t k = 0; k < shape.size(); ++k) flat = flat * shape[k] + index[k];
  return flat;
}

std::vector<int64_t> unflatten(int64_t flat, const std::vector<int64_t>& shape) {
  std::vector<int64_t> index(shape.size());
  for (size_t k = shape.size(); k-- > 0;) {
    index[k] = shape[k] ? flat % shape[k] : 0;
    flat = shape[k] ? flat / shape[k] : 0;
  }
  return index;
}

std::optional<std::vector<int64_t>> int_list(const Operation& op, const char* name) {
  const Attribute* a = op.attr(name);
  return a ? a->as_int_list() : std::nullopt;
}

}  // namespace

std::optional<Scalar> PointEval::at(const Value* v, std::span<const int64_t> index) {
  if (--budget_ < 0 || depth_ > 64 || !static_shape(v) || !inside(index, v->type.shape)) return std::nullopt;
  if (v == source_) return read_(index);
  const auto key = std::make_pair(v, flat_index(index, v->type.shape));
  if (auto it = known_.find(key); it != known_.end()) return it->second;
  std::optional<Scalar> s = element(v, index);
  if (budget_ >= 0) known_[key] = s;  // an element cut short by the budget is not final
  return s;
}

std::optional<Scalar> PointEval::element(const Value* v, std::span<const int64_t> index) {
  if (auto c = rewrite::tensor_constant(v)) {
    const int64_t flat = c->splat ? 0 : flat_index(index, v->type.shape);
    if (size_t(flat + 1) * dtype_size(v->type.elem) > c->data.size) return std::nullopt;
    return HostTensor::view(v->type.elem, {flat + 1}, c->data.data, c->data.owner).get(flat);
  }
  const Operation* op = v->def;
  if (!op) return std::nullopt;
  ++depth_;
  struct Leave {
    int& d;
    ~Leave() { --d; }
  } leave{depth_};
  switch (op->id()) {
    case OpId::TensorExtractSlice: {
      auto off = int_list(*op, "static_offsets"), stride = int_list(*op, "static_strides");
      if (op->operands.size() != 1 || !off || !stride || !static_shape(op->operands[0]) ||
          off->size() != index.size() || stride->size() != index.size() ||
          op->operands[0]->type.shape.size() != index.size())
        return std::nullopt;  // dynamic or rank-reducing slices are not followed
      std::vector<int64_t> from(index.size());
      for (size_t k = 0; k < index.size(); ++k) from[k] = (*off)[k] + index[k] * (*stride)[k];
      return at(op->operands[0], from);
    }
    case OpId::TensorExpandShape:
    case OpId::TensorCollapseShape: {
      const Value* src = op->operands.empty() ? nullptr : op->operands[0];
      if (!src || !static_shape(src)) return std::nullopt;
      // Row-major reshapes keep the flat position.
      return at(src, unflatten(flat_index(index, v->type.shape), src->type.shape));
    }
    case OpId::TensorConcat: {
      const Attribute* dim_attr = op->attr("dim");
      if (!dim_attr || dim_attr->i < 0 || size_t(dim_attr->i) >= index.size()) return std::nullopt;
      const size_t dim = size_t(dim_attr->i);
      std::vector<int64_t> from(index.begin(), index.end());
      for (const Value* part : op->operands) {
        if (!static_shape(part) || part->type.shape.size() != index.size()) return std::nullopt;
        if (from[dim] < part->type.shape[dim]) return at(part, from);
        from[dim] -= part->type.shape[dim];
      }
      return std::nullopt;
    }
    case OpId::LinalgFill: {
      auto io = match::ins_outs(*op);
      if (!io || io->ins.size() != 1 || io->ins[0]->type.elem != v->type.elem) return std::nullopt;
      return rewrite::scalar_constant(io->ins[0]);
    }
    case OpId::LinalgGeneric:
      for (size_t r = 0; r < op->results.size(); ++r)
        if (op->results[r].get() == v) return generic(*op, r, index);
      return std::nullopt;
    default:
      return std::nullopt;
  }
}

std::optional<Scalar> PointEval::generic(const Operation& g, size_t result, std::span<const int64_t> index) {
  auto io = match::ins_outs(g);
  auto maps = match::indexing_maps(g);
  auto red = reduction_dims(g);
  const Block* body = match::body(g);
  if (!io || !maps || !red || !body || maps->size() != io->ins.size() + io->outs.size() ||
      body->args.size() != maps->size() || result >= io->outs.size())
    return std::nullopt;
  const size_t dims = red->size();
  const AffineMap& out_map = (*maps)[io->ins.size() + result];
  if (!out_map.is_projected_permutation() || out_map.num_symbols != 0 || out_map.results.size() != index.size())
    return std::nullopt;
  // Loop extents from the operands' static shapes; parallel dims fixed by the output index.
  std::vector<int64_t> extent(dims, -1), loop(dims, 0);
  for (size_t k = 0; k < maps->size(); ++k) {
    const Value* x = k < io->ins.size() ? io->ins[k] : io->outs[k - io->ins.size()];
    const AffineMap& m = (*maps)[k];
    if (m.num_dims != dims || m.num_symbols != 0 || !static_shape(x) || x->type.shape.size() != m.results.size())
      return std::nullopt;
    for (size_t r = 0; r < m.results.size(); ++r)
      if (auto d = m.result_dim(r)) extent[*d] = x->type.shape[r];
  }
  for (size_t r = 0; r < index.size(); ++r) loop[*out_map.result_dim(r)] = index[r];
  std::vector<size_t> reductions;
  for (size_t d = 0; d < dims; ++d) {
    if (extent[d] < 0) return std::nullopt;
    if ((*red)[d]) reductions.push_back(d);
    if ((*red)[d] && extent[d] == 0) return std::nullopt;
  }
  for (size_t r = 0; r < index.size(); ++r)
    if ((*red)[*out_map.result_dim(r)]) return std::nullopt;

  auto operand_at = [&](size_t k) -> std::optional<Scalar> {
    const Value* x = k < io->ins.size() ? io->ins[k] : io->outs[k - io->ins.size()];
    std::vector<int64_t> at_index((*maps)[k].results.size());
    (*maps)[k].eval(loop, at_index);
    return at(x, at_index);
  };
  std::optional<Scalar> acc = operand_at(io->ins.size() + result);  // the init, read once
  // One body evaluation per point of the reduction dims (one point without reductions).
  while (true) {
    std::unordered_map<const Value*, Scalar> known;
    auto value = [&](const Value* x) -> std::optional<Scalar> {
      if (auto it = known.find(x); it != known.end()) return it->second;
      if (x->block == body) {
        if (x->index == io->ins.size() + result) return acc;
        return x->index < io->ins.size() ? operand_at(x->index) : std::nullopt;
      }
      if (x->def && x->def->parent == body) return std::nullopt;
      return rewrite::scalar_constant(x);
    };
    std::optional<Scalar> yielded;
    for (const auto& op : body->ops) {
      if (--budget_ < 0) return std::nullopt;
      if (op->is(OpId::LinalgYield)) {
        if (op->operands.size() != io->outs.size()) return std::nullopt;
        yielded = value(op->operands[result]);
        break;
      }
      if (op->is(OpId::CfAssert)) {
        auto ok = op->operands.empty() ? std::nullopt : value(op->operands[0]);
        if (!ok || ok->i == 0) return std::nullopt;
        continue;
      }
      if (op->results.size() != 1 || !op->regions.empty()) return std::nullopt;
      const Value* out = op->results[0].get();
      if (op->is(OpId::LinalgIndex)) {
        const Attribute* d = op->attr("dim");
        if (!d || d->i < 0 || size_t(d->i) >= dims) return std::nullopt;
        known[out] = Scalar::from_int(DType::Index, loop[size_t(d->i)]);
        continue;
      }
      if (op->is(OpId::TensorExtract)) {
        if (op->operands.empty()) return std::nullopt;
        std::vector<int64_t> at_index;
        for (size_t k = 1; k < op->operands.size(); ++k) {
          auto s = value(op->operands[k]);
          if (!s) return std::nullopt;
          at_index.push_back(s->i);
        }
        auto s = at(op->operands[0], at_index);
        if (!s) return std::nullopt;
        known[out] = *s;
        continue;
      }
      if (op->is(OpId::ArithConstant)) {
        auto s = rewrite::scalar_constant(out);
        if (!s) return std::nullopt;
        known[out] = *s;
        continue;
      }
      auto s = apply_scalar_op(*op, value);
      if (!s) return std::nullopt;
      known[out] = *s;
    }
    if (!yielded) return std::nullopt;
    acc = yielded;
    // The next point of the reduction dims, last dim fastest.
    size_t k = reductions.size();
    while (k > 0 && ++loop[reductions[k - 1]] == extent[reductions[k - 1]]) loop[reductions[--k]] = 0;
    if (k == 0) return acc;
  }
}

}  // namespace linrt::graph
