// scaled_dot_product_attention as torch-mlir writes it -> linrt.attention(q, k, v).
//
// The root is the batch_matmul of the probabilities with V; its left operand is (through
// reshapes) a linrt.softmax that nothing else reads, whose input is (through reshapes and
// multiplications by a constant) the batch_matmul of the scores. The scores' left operand is Q
// and their right one K transposed: either a linalg.transpose swapping K's last two dims or the
// batch_matmul_transpose_b that recognise_transposed_matmul made of one; each side may carry
// reshapes and multiplications (or divisions) by a constant on the way (torch's SDPA scales Q
// and K^T by sqrt(scale) each; an explicit `q @ k.T / sqrt(d)` scales the scores). Every such
// constant goes into the op's `scale`. Both products must start from zeros. Reshapes never move
// elements, so Q, K and V are read as they are stored once their last two dims and the batch
// (the product of the other dims) agree with the products' operands.
#include <array>
#include <cmath>

#include "core/registration.h"
#include "graph/dialect/linrt/attention.h"
#include "graph/dialect/linrt/row_norms.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {

namespace {

bool is_reshape(const Operation* op) {
  return op && (op->is(OpId::TensorCollapseShape) || op->is(OpId::TensorExpandShape)) && op->operands.size() == 1 &&
         op->results.size() == 1;
}

// The factor when `v` is an all-parallel, identity-map generic yielding `x * c`, `c * x` or
// `x / c` of its one input x and a constant c, and the input through `x`; else nullopt.
std::optional<double> constant_factor(const Value* v, Value*& x) {
  const Operation* g = v->def;
  if (!g || !g->is(OpId::LinalgGeneric) || g->results.size() != 1 || !match::all_parallel(*g)) return std::nullopt;
  const auto io = match::ins_outs(*g);
  const auto maps = match::indexing_maps(*g);
  const Block* body = match::body(*g);
  if (!io || !maps || !body || io->ins.size() != 1 || io->outs.size() != 1 || maps->size() != 2) return std::nullopt;
  if (!(*maps)[0].is_identity() || !(*maps)[1].is_identity() || body->ops.size() != 2 || body->args.size() != 2)
    return std::nullopt;
  if (io->ins[0]->type != v->type) return std::nullopt;
  const Operation& arith = *body->ops[0];
  const Operation& yield = *body->ops[1];
  if (!yield.is(OpId::LinalgYield) || yield.operands.size() != 1 || arith.results.size() != 1 ||
      yield.operands[0] != arith.results[0].get() || arith.operands.size() != 2)
    return std::nullopt;
  const Value* in = body->args[0].get();
  const bool mul = arith.is(OpId::ArithMulf), div = arith.is(OpId::ArithDivf);
  if (!mul && !div) return std::nullopt;
  const Value* c = arith.operands[1];
  if (arith.operands[0] != in) {
    if (!mul || arith.operands[1] != in) return std::nullopt;
    c = arith.operands[0];
  }
  const auto f = rewrite::float_constant(c);
  if (!f || !std::isfinite(*f) || (div && *f == 0.0)) return std::nullopt;
  x = io->ins[0];
  return div ? 1.0 / *f : *f;
}

// `v` through reshapes and (when `scale` is given) constant multiplications, their factors
// multiplied into `*scale`.
Value* peel(Value* v, double* scale) {
  for (;;) {
    if (is_reshape(v->def)) {
      v = v->def->operands[0];
      continue;
    }
    Value* x = nullptr;
    const auto f = scale ? constant_factor(v, x) : std::nullopt;
    if (!f) return v;
    *scale *= *f;
    v = x;
  }
}

// `v` through reshapes whose results only the next step reads, ending at the op `id` whose
// result nothing else reads; else null.
Operation* only_reader_chain(Value* v, OpId id, const rewrite::UseMap& uses) {
  while (is_reshape(v->def)) {
    if (!uses.has_one_use(v)) return nullptr;
    v = v->def->operands[0];
  }
  return v->def && v->def->is(id) && v->def->results.size() == 1 && uses.has_one_use(v) ? v->def : nullptr;
}

bool is_f32_static(const Value* v) {
  return v->type.is_tensor() && v->type.elem == DType::F32 && v->type.has_static_shape() && v->type.rank() >= 2;
}

// [batch, rows, cols] of a static f32 tensor of rank >= 2 (the batch the product of the leading dims).
std::array<int64_t, 3> as_batched(const Value* v) {
  const auto& s = v->type.shape;
  int64_t b = 1;
  for (size_t i = 0; i + 2 < s.size(); ++i) b *= s[i];
  return {b, s[s.size() - 2], s.back()};
}

bool zero_init(const Value* v) {
  const auto z = match::splat_value(v);
  return z && *z == 0.0;
}

// q, k, v and the attributes of the attention whose P @ V product is `root`, or false.
struct Found {
  Value *q = nullptr, *k = nullptr, *v = nullptr;
  AttentionAttrs attrs;
};

bool find_attention(Operation& root, const rewrite::UseMap& uses, Found& f) {
  if (!match::plain_named_matmul(root) || !zero_init(root.operands[2])) return false;
  const Operation* sm = only_reader_chain(root.operands[0], OpId::LinrtSoftmax, uses);
  const auto sm_attrs = sm ? SoftmaxAttrs::read(*sm) : std::nullopt;
  if (!sm_attrs || sm->operands.size() != 1) return false;
  f.attrs.zero_masked_rows = sm_attrs->zero_masked_rows;
  double scale = 1.0;
  Value* s = peel(sm->operands[0], &scale);
  Operation* qk = s->def;
  if (!qk || qk->results.size() != 1) return false;
  const bool transposed_b = qk->is(OpId::LinalgBatchMatmulTransposeB);
  if (!transposed_b && !qk->is(OpId::LinalgBatchMatmul)) return false;
  if (!match::plain_named_matmul(*qk) || !zero_init(qk->operands[2])) return false;
  f.q = peel(qk->operands[0], &scale);
  Value* kt = peel(qk->operands[1], &scale);
  if (!transposed_b) {
    const Operation* t = match::last_two_swapped(kt, size_t(kt->type.rank()));
    if (!t) return false;
    kt = peel(t->operands[0], &scale);
  }
  f.k = kt;
  f.v = peel(root.operands[1], nullptr);
  for (const Value* x : {f.q, f.k, f.v})
    if (!is_f32_static(x)) return false;
  for (const Value* x : {root.operands[0], root.operands[1], qk->operands[0], root.results[0].get()})
    if (!is_f32_static(x) || x->type.rank() != 3) return false;
  // The products' own operands give the extents; Q, K and V must hold them in their last dims.
  const auto a = as_batched(qk->operands[0]), p = as_batched(root.operands[0]), vv = as_batched(root.operands[1]);
  const int64_t batch = a[0], m = a[1], d = a[2], n = p[2], e = vv[2];
  const std::array<int64_t, 3> want_q{batch, m, d}, want_k{batch, n, d}, want_v{batch, n, e};
  if (as_batched(f.q) != want_q || as_batched(f.k) != want_k || as_batched(f.v) != want_v) return false;
  if (as_batched(root.results[0].get()) != std::array<int64_t, 3>{batch, m, e}) return false;
  if (!std::isfinite(scale)) return false;
  f.attrs.scale = scale;
  return true;
}

void recognise_attention(Module& mod, PassStats& stats) {
  int64_t& recognised = stats.recognised(AttentionAttrs::kId);
  for (Block* body : rewrite::function_bodies(mod)) {
    const rewrite::UseMap uses(*body);
    for (Operation* root : rewrite::ops_named(*body, OpId::LinalgBatchMatmul)) {
      Found f;
      if (!find_attention(*root, uses, f)) continue;
      Operation* op = rewrite::create_op(mod, root, AttentionAttrs::kId, {f.q, f.k, f.v}, {root->results[0]->type},
                                         f.attrs.attributes(), root->loc);
      rewrite::replace_all_uses(*body, root->results[0].get(), op->results[0].get());
      ++recognised;
    }
  }
}

}  // namespace

LINRT_REGISTRATION(graph_pass, recognise_attention) {
  register_graph_pass(200, "recognise_attention", recognise_attention);
}

}  // namespace linrt::graph
