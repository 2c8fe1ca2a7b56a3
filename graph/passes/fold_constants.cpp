// Folding of data movement on constants, and of float casts of scalar constants. A transpose of a constant, or a linalg.generic that
// only copies a constant through projected-permutation maps, becomes a new constant with the
// elements moved (decoded once, at load). A reshape of a constant (expand_shape, collapse_shape,
// tensor.cast, tensor.reshape, or a broadcast that only adds unit dims) becomes a constant that
// shares the original bytes. A broadcast that would grow a constant is left as it is: the
// planner reads the small constant through the broadcast instead of storing the copies.
#include <cstring>
#include <memory>
#include <vector>

#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

using rewrite::TensorConstant;

// out[o] = in[source(o)] for loops over `loop_bounds`: the output position is out_map(d) and
// the input position in_map(d). Both maps are projected permutations, the output map a full
// permutation, so every output element is written exactly once.
Blob move_elements(const TensorConstant& in, const AffineMap& in_map, const AffineMap& out_map,
                   const std::vector<int64_t>& out_shape) {
  const size_t elem = dtype_size(in.type.elem);
  const size_t rank = out_shape.size();
  std::vector<int64_t> bounds(out_map.num_dims, 1);
  for (size_t r = 0; r < rank; ++r) bounds[*out_map.result_dim(r)] = out_shape[r];
  int64_t total = 1;
  for (int64_t b : bounds) total *= b;

  const std::vector<int64_t>& in_shape = in.type.shape;
  std::vector<int64_t> in_strides(in_shape.size(), 1), out_strides(rank, 1);
  for (size_t r = in_shape.size(); r-- > 1;) in_strides[r - 1] = in_strides[r] * in_shape[r];
  for (size_t r = rank; r-- > 1;) out_strides[r - 1] = out_strides[r] * out_shape[r];

  std::vector<uint8_t> bytes(size_t(total) * elem);
  std::vector<int64_t> d(bounds.size(), 0);
  for (int64_t n = 0; n < total; ++n) {
    int64_t src = 0, dst = 0;
    for (size_t r = 0; r < in_shape.size(); ++r) src += d[*in_map.result_dim(r)] * in_strides[r];
    for (size_t r = 0; r < rank; ++r) dst += d[*out_map.result_dim(r)] * out_strides[r];
    std::memcpy(bytes.data() + size_t(dst) * elem, in.data.data + size_t(src) * elem, elem);
    for (size_t k = d.size(); k-- > 0;) {  // odometer over the loop dims
      if (++d[k] < bounds[k]) break;
      d[k] = 0;
    }
  }
  return Blob::from_vector(std::move(bytes));
}

AffineMap identity_map(size_t rank) {
  AffineMap m;
  m.num_dims = unsigned(rank);
  for (size_t r = 0; r < rank; ++r) m.results.push_back(AffineExpr::dim(int64_t(r)));
  return m;
}

bool is_full_permutation(const AffineMap& m) {
  return m.num_symbols == 0 && m.is_projected_permutation() && m.results.size() == m.num_dims;
}

// Result type of `op` if it is a statically shaped tensor of `elem`.
const Type* static_result(const Operation& op, DType elem) {
  if (op.results.size() != 1) return nullptr;
  const Type& t = op.results[0]->type;
  return t.is_tensor() && t.has_static_shape() && t.elem == elem ? &t : nullptr;
}

// One input copied to one output through projected permutations, no reductions.
bool is_copy_generic(const Operation& op) {
  auto io = match::ins_outs(op);
  auto maps = match::indexing_maps(op);
  return io && io->ins.size() == 1 && io->outs.size() == 1 && maps && maps->size() == 2 &&
         match::all_parallel(op) && match::body_yields_block_arg(op, 0) &&
         (*maps)[0].num_symbols == 0 && (*maps)[0].is_projected_permutation() &&
         is_full_permutation((*maps)[1]);
}

// A float cast of a scalar float constant to f32 or f64 becomes a constant, rounded as the
// cast rounds (f64 -> f32 to nearest even; widening is exact). torch-mlir's 2023 exports
// truncate LeakyReLU's f64 slope this way at function level, where the op would otherwise be a
// dispatch of its own and the generic that reads it a fallback.
Operation* fold_scalar_cast(Module& m, Operation& op) {
  if ((!op.is(OpId::ArithTruncf) && !op.is(OpId::ArithExtf)) || op.operands.size() != 1 || op.results.size() != 1)
    return nullptr;
  const Type& out = op.results[0]->type;
  const Operation* c = op.operands[0]->def;
  if (!out.is_scalar() || (out.elem != DType::F32 && out.elem != DType::F64) || !c || !c->is(OpId::ArithConstant))
    return nullptr;
  const Attribute* a = c->attr("value");
  if (!a || a->kind != Attribute::Kind::Float || !op.operands[0]->type.is_scalar()) return nullptr;
  auto value = std::make_shared<Attribute>();
  value->kind = Attribute::Kind::Float;
  value->f = out.elem == DType::F32 ? double(float(a->f)) : a->f;
  value->type = out;
  return rewrite::create_op(m, &op, "arith.constant", {}, {out}, {{"value", value}});
}

// Tries to fold `op`; returns the replacement constant's op or nullptr.
Operation* fold(Module& m, Operation& op) {
  if (Operation* c = fold_scalar_cast(m, op)) return c;
  if (op.operands.empty()) return nullptr;
  const auto in = rewrite::tensor_constant(op.operands[0]);
  if (!in) return nullptr;
  const Type* out = static_result(op, in->type.elem);
  if (!out || out->num_elements() != in->type.num_elements()) return nullptr;

  const bool reshape = op.is(OpId::TensorExpandShape) || op.is(OpId::TensorCollapseShape) ||
                       op.is(OpId::TensorCast) || op.is(OpId::TensorReshape) ||
                       op.is(OpId::LinalgBroadcast);  // with equal counts: only unit dims added
  if (reshape || in->splat) {
    if (!reshape && !op.is(OpId::LinalgTranspose) && !op.is(OpId::LinalgGeneric)) return nullptr;
    if (op.is(OpId::LinalgGeneric) && !is_copy_generic(op)) return nullptr;
    // Row-major order is unchanged (or every element is equal): share the bytes.
    return rewrite::create_constant(m, &op, *out, in->data, in->splat);
  }

  AffineMap in_map, out_map;
  if (op.is(OpId::LinalgTranspose)) {
    const Attribute* perm_attr = op.attr("permutation");
    auto perm = perm_attr ? perm_attr->as_int_list() : std::nullopt;
    const size_t rank = in->type.shape.size();
    if (!perm || perm->size() != rank) return nullptr;
    // out[i] = in[j] with j[perm[k]] = i[k]: loop dims are the output's.
    out_map = identity_map(rank);
    in_map.num_dims = unsigned(rank);
    in_map.results.resize(rank);
    for (size_t k = 0; k < rank; ++k) {
      const int64_t p = (*perm)[k];
      if (p < 0 || size_t(p) >= rank || in_map.results[size_t(p)]) return nullptr;
      if (in->type.shape[size_t(p)] != out->shape[k]) return nullptr;
      in_map.results[size_t(p)] = AffineExpr::dim(int64_t(k));
    }
  } else if (op.is(OpId::LinalgGeneric)) {
    if (!is_copy_generic(op)) return nullptr;
    auto maps = match::indexing_maps(op);
    in_map = (*maps)[0];
    out_map = (*maps)[1];
    if (in_map.results.size() != in->type.shape.size() ||
        out_map.results.size() != out->shape.size())
      return nullptr;
    // Loop extents come from the output; the input must agree on each dim it reads.
    std::vector<int64_t> bounds(out_map.num_dims, 1);
    for (size_t r = 0; r < out->shape.size(); ++r) bounds[*out_map.result_dim(r)] = out->shape[r];
    for (size_t r = 0; r < in_map.results.size(); ++r)
      if (bounds[*in_map.result_dim(r)] != in->type.shape[r]) return nullptr;
  } else {
    return nullptr;
  }
  return rewrite::create_constant(m, &op, *out, move_elements(*in, in_map, out_map, out->shape),
                                  false);
}

}  // namespace

void fold_constant_data_movement(Module& m, PassStats& stats) {
  int64_t& folded_count = stats.count("constants_folded");
  for (Block* body : rewrite::function_bodies(m)) {
    // Walk by index: folding inserts the new constant before the op, shifting it by one.
    for (size_t k = 0; k < body->ops.size(); ++k) {
      Operation& op = *body->ops[k];
      Operation* folded = fold(m, op);
      if (!folded) continue;
      ++k;
      rewrite::replace_all_uses(*body, op.results[0].get(), folded->results[0].get());
      ++folded_count;
    }
  }
}

}  // namespace linrt::graph
