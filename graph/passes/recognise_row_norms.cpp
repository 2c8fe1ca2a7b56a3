// Row normalisations over the last dim: layer norm -> linrt.layer_norm(x, weight, bias) {epsilon},
// softmax -> linrt.softmax(x) {zero_masked_rows}.
//
// Recognised by what the values compute, not by how the chain is cut into generics: every
// linalg.generic's result gets a meaning (a `Term`) built bottom-up from its body, reading its
// operands' meanings through their indexing maps, so one fused body and torch-mlir's dozen
// single-op generics (after narrow_f64: sum, divide, subtract, square, sum, divide, add eps,
// rsqrt, subtract, multiply, multiply by the weight, add the bias) read the same. The meanings:
//   Sum(x)     the sum of x's last dim (a reduction generic into zeros, [..., 1] or [...])
//   Mean(x)    Sum(x) / D, or * (1 / D)
//   Cent(x)    x - Mean(x)                       Sq(x)  Cent(x) * Cent(x), or powf(Cent(x), 2)
//   Var(x)     Sum(Sq(x)) / D                    VarEps Var(x) + eps (eps a constant >= 0)
//   Rstd       rsqrt(VarEps), or 1 / sqrt(VarEps) Norm  Cent * Rstd, or Cent / sqrt(VarEps)
//   NormW      Norm * w[d]                       Out    NormW (or Norm) + b[d]
// with D the static extent of x's last dim and w, b 1-d [D] values read through (..., d) ->
// (d). Every Cent and Mean of one Norm must be of the same x, so the two means torch-mlir
// computes (one for the variance, one for the centring) need not be the same op. The largest
// such value (Norm, NormW or Out that no user extends) becomes linrt.layer_norm, a missing weight
// or bias a splat of 1 or 0; the chain goes with dead-op elimination when nothing else reads it.
// Softmax, the same way:
//   Max(x)     the max of x's last dim (a reduction into -inf yielding maximumf(in, acc))
//   Shift(x)   x - Max(x)       Exp(x)  exp(Shift(x))      SumExp(x)  the sum of Exp(x)'s last dim
//   Soft(x)    Exp / SumExp, or Exp * (1 / SumExp)
//   Guarded(x) select(Max(x) oeq -inf, 0, Soft(x)): scaled_dot_product_attention's guard after
//              rewrite_all_equal_reductions, which zeroes fully masked rows (zero_masked_rows)
// Where the normalisation is over another dim (a channels-first LayerNorm2d over dim 1), nothing
// matches and the generics stay.
#include <cmath>
#include <cstring>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/registration.h"
#include "graph/dialect/linrt/row_norms.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

enum class K : uint8_t {
  None, Const, Feature,
  Sum, SumSq, Mean, Var, VarEps, Std, Rstd, Max, SumExp, InvSum, Masked,  // per row
  Cent, Sq, Norm, NormW, Out, Shift, Exp, Soft, Guarded,                 // per element
};

struct Term {
  K k = K::None;
  const Value* leaf = nullptr;  // the whole tensor this term is the value of, if it is one
  const Value* x = nullptr;     // Sum .. Out: the normalised input
  double c = 0.0;               // Const: its value; VarEps .. Out: epsilon
  Value* w = nullptr;           // Feature: the [D] value; NormW, Out: the weight
  Value* b = nullptr;           // Out: the bias (nullptr: none)
};

bool is_row_kind(K k) { return k >= K::Sum && k <= K::Masked; }

// The static extent of x's last dim, or 0.
int64_t row_length(const Value* x) {
  if (!x || !x->type.is_tensor() || x->type.unranked || x->type.shape.empty()) return 0;
  const int64_t d = x->type.shape.back();
  return d > 0 ? d : 0;
}

bool is_f32_tensor(const Value* v) { return v->type.is_tensor() && !v->type.unranked && v->type.elem == DType::F32; }

// How a generic over r loops reads an operand: the identity, the row map (all loops but the
// last, with or without a trailing 0), or the feature map (the last loop alone).
enum class Read : uint8_t { Other, Identity, Row, Feature };

Read classify_map(const AffineMap& m, unsigned r) {
  if (m.num_dims != r || m.num_symbols != 0) return Read::Other;
  if (m.is_identity()) return Read::Identity;
  if (m.results.size() == 1 && m.result_dim(0) == r - 1) return Read::Feature;
  if (r < 1 || (m.results.size() != r && m.results.size() != r - 1)) return Read::Other;
  for (unsigned i = 0; i + 1 < r; ++i)
    if (m.result_dim(i) != i) return Read::Other;
  if (m.results.size() == r) {
    const AffineExpr& last = *m.results[r - 1];
    if (last.kind != AffineExpr::Kind::Const || last.value != 0) return Read::Other;
  }
  return Read::Row;
}

bool near(double a, double b) { return std::fabs(a - b) <= 1e-6 * std::max(1.0, std::fabs(b)); }

class Recogniser {
 public:
  // The meaning of a whole tensor value (memoised: chains share their producers).
  Term tensor_term(const Value* v) {
    auto it = memo_.find(v);
    if (it != memo_.end()) return it->second;
    memo_[v] = Term{.leaf = v};  // a cycle cannot occur in SSA, but keep lookups finite
    Term t = compute(v);
    if (!t.leaf) t.leaf = v;
    memo_[v] = t;
    return t;
  }

 private:
  Term compute(const Value* v) {
    if (auto s = match::splat_value(v)) return Term{.k = K::Const, .c = *s};
    // A per-row value reshaped (torch-mlir expands a [..] max to [.., 1]) keeps its meaning:
    // reshapes keep the element order, and the row map reads one element per row either way.
    if (const Operation* reshape = match::def_of(v, OpId::TensorExpandShape) ? v->def : match::def_of(v, OpId::TensorCollapseShape)) {
      const Term t = tensor_term(reshape->operands[0]);
      return is_row_kind(t.k) ? Term{.k = t.k, .x = t.x, .c = t.c} : Term{};
    }
    const Operation* g = match::def_of(v, OpId::LinalgGeneric);
    if (!g || g->results.size() != 1 || !is_f32_tensor(v) || v->type.shape.empty()) return {};
    auto io = match::ins_outs(*g);
    auto maps = match::indexing_maps(*g);
    auto red = reduction_dims(*g);
    const Block* body = match::body(*g);
    if (!io || !maps || !red || !body || io->outs.size() != 1 || maps->size() != io->ins.size() + 1 ||
        body->args.size() != io->ins.size() + 1 || body->ops.empty() || !body->ops.back()->is(OpId::LinalgYield) ||
        body->ops.back()->operands.size() != 1)
      return {};
    const unsigned r = unsigned(red->size());
    const Value* yielded = body->ops.back()->operands[0];
    if (match::all_parallel(*g)) {
      if (classify_map(maps->back(), r) != Read::Identity) return {};
      return body_term(yielded, *g, *io, *maps, r);
    }
    return reduce_term(*g, *io, *maps, *red, yielded);
  }

  // A reduction of the last loop whose body yields in + acc into zeros (a sum) or
  // maximumf(in, acc) into -inf (a max).
  Term reduce_term(const Operation& g, const match::InsOuts& io, const std::vector<AffineMap>& maps,
                const std::vector<bool>& red, const Value* yielded) {
    const unsigned r = unsigned(red.size());
    for (unsigned i = 0; i < r; ++i)
      if (red[i] != (i + 1 == r)) return {};
    if (io.ins.size() != 1 || classify_map(maps[0], r) != Read::Identity || classify_map(maps[1], r) != Read::Row)
      return {};
    auto init = match::splat_value(io.outs[0]);
    const Block* body = match::body(g);
    const Operation* add = match::def_in(yielded, body, OpId::ArithAddf);
    const Operation* max = match::def_in(yielded, body, OpId::ArithMaximumf);
    const Operation* op = add ? add : max;
    if (!init || !op || *init != (add ? 0.0 : -INFINITY)) return {};
    const Value* in = body->args[0].get();
    const Value* acc = body->args[1].get();
    if (!((op->operands[0] == in && op->operands[1] == acc) || (op->operands[0] == acc && op->operands[1] == in)))
      return {};
    const Term t = tensor_term(io.ins[0]);
    if (add && t.k == K::Sq) return Term{.k = K::SumSq, .x = t.x};
    if (add && t.k == K::Exp) return Term{.k = K::SumExp, .x = t.x};
    if (row_length(t.leaf) == 0 || !is_f32_tensor(t.leaf)) return {};
    return Term{.k = add ? K::Sum : K::Max, .x = t.leaf};
  }

  // The meaning of scalar `s` of generic `g`'s body, over r loops.
  Term body_term(const Value* s, const Operation& g, const match::InsOuts& io, const std::vector<AffineMap>& maps,
                 unsigned r) {
    const Block* body = match::body(g);
    if (!s->def) {
      if (s->block != body) return constant_term(s);
      if (s->index >= io.ins.size()) return {};
      Value* operand = io.ins[s->index];
      const Read read = classify_map(maps[s->index], r);
      if (auto c = match::splat_value(operand)) return Term{.k = K::Const, .c = *c};
      if (read == Read::Identity) return tensor_term(operand);
      if (read == Read::Row) {
        // One element per row of the generic's space: its shape without the last dim (or 1).
        std::vector<int64_t> rows = g.results[0]->type.shape;
        rows.back() = 1;
        const std::vector<int64_t>& shape = operand->type.shape;
        if (shape != rows && shape != std::vector<int64_t>(rows.begin(), rows.end() - 1)) return {};
        const Term t = tensor_term(operand);
        return is_row_kind(t.k) ? Term{.k = t.k, .x = t.x, .c = t.c} : Term{};
      }
      if (read == Read::Feature && operand->type.is_tensor() && operand->type.shape.size() == 1)
        return Term{.k = K::Feature, .w = operand};
      return {};
    }
    const Operation& op = *s->def;
    if (op.parent != body) return constant_term(s);
    if (!match::has_expected_arity(op)) return {};
    auto arg = [&](size_t i) { return body_term(op.operands[i], g, io, maps, r); };
    switch (op.id()) {
      case OpId::ArithConstant: return constant_term(s);
      case OpId::ArithTruncf:
      case OpId::ArithExtf: {
        const Term t = arg(0);
        return t.k == K::Const ? t : Term{};  // narrow_f64's leftovers around constants
      }
      case OpId::MathRsqrt: {
        const Term t = arg(0);
        return t.k == K::VarEps ? Term{.k = K::Rstd, .x = t.x, .c = t.c} : Term{};
      }
      case OpId::MathSqrt: {
        const Term t = arg(0);
        return t.k == K::VarEps ? Term{.k = K::Std, .x = t.x, .c = t.c} : Term{};
      }
      case OpId::MathExp: {
        const Term t = arg(0);
        return t.k == K::Shift ? Term{.k = K::Exp, .x = t.x} : Term{};
      }
      case OpId::ArithCmpf: {
        // Max(x) oeq -inf, either way round: the row is fully masked.
        const Term a = arg(0), b = arg(1);
        const bool ninf_b = b.k == K::Const && b.c == -INFINITY, ninf_a = a.k == K::Const && a.c == -INFINITY;
        if (cmp_predicate(op) != "oeq" || !((a.k == K::Max && ninf_b) || (b.k == K::Max && ninf_a))) return {};
        return Term{.k = K::Masked, .x = a.k == K::Max ? a.x : b.x};
      }
      case OpId::ArithSelect: {
        const Term c = arg(0), zero = arg(1), soft = arg(2);
        if (c.k == K::Masked && zero.k == K::Const && zero.c == 0.0 && soft.k == K::Soft && c.x == soft.x)
          return Term{.k = K::Guarded, .x = soft.x};
        return {};
      }
      case OpId::ArithAddf: return add(arg(0), arg(1));
      case OpId::ArithSubf: return sub(arg(0), arg(1));
      case OpId::ArithMulf: return mul(arg(0), arg(1));
      case OpId::ArithDivf: return div(arg(0), arg(1));
      case OpId::MathPowf: {
        const Term a = arg(0), e = arg(1);
        return a.k == K::Cent && e.k == K::Const && e.c == 2.0 ? Term{.k = K::Sq, .x = a.x} : Term{};
      }
      default: return {};
    }
  }

  static Term constant_term(const Value* s) {
    if (auto c = rewrite::float_constant(s)) return Term{.k = K::Const, .c = *c};
    return {};
  }

  static Term add(const Term& a, const Term& b) {
    for (int swap = 0; swap < 2; ++swap) {
      const Term& p = swap ? b : a;
      const Term& q = swap ? a : b;
      if (p.k == K::Var && q.k == K::Const && q.c >= 0 && std::isfinite(q.c))
        return Term{.k = K::VarEps, .x = p.x, .c = q.c};
      if ((p.k == K::Norm || p.k == K::NormW) && q.k == K::Feature && row_length(p.x) == q.w->type.shape[0])
        return Term{.k = K::Out, .x = p.x, .c = p.c, .w = p.w, .b = q.w};
    }
    return {};
  }

  static Term sub(const Term& a, const Term& b) {
    if (b.k == K::Mean && a.leaf && a.leaf == b.x) return Term{.k = K::Cent, .x = b.x};
    if (b.k == K::Max && a.leaf && a.leaf == b.x) return Term{.k = K::Shift, .x = b.x};
    return {};
  }

  static Term mul(const Term& a, const Term& b) {
    if (a.k == K::Cent && b.k == K::Cent && a.x == b.x) return Term{.k = K::Sq, .x = a.x};
    for (int swap = 0; swap < 2; ++swap) {
      const Term& p = swap ? b : a;
      const Term& q = swap ? a : b;
      if (q.k == K::Const && (p.k == K::Sum || p.k == K::SumSq) && near(q.c * double(row_length(p.x)), 1.0))
        return Term{.k = p.k == K::Sum ? K::Mean : K::Var, .x = p.x};
      if (p.k == K::Cent && q.k == K::Rstd && p.x == q.x) return Term{.k = K::Norm, .x = p.x, .c = q.c};
      if (p.k == K::Norm && q.k == K::Feature && row_length(p.x) == q.w->type.shape[0])
        return Term{.k = K::NormW, .x = p.x, .c = p.c, .w = q.w};
      if (p.k == K::Exp && q.k == K::InvSum && p.x == q.x) return Term{.k = K::Soft, .x = p.x};
    }
    return {};
  }

  static Term div(const Term& a, const Term& b) {
    if ((a.k == K::Sum || a.k == K::SumSq) && b.k == K::Const && b.c == double(row_length(a.x)))
      return Term{.k = a.k == K::Sum ? K::Mean : K::Var, .x = a.x};
    if (a.k == K::Cent && b.k == K::Std && a.x == b.x) return Term{.k = K::Norm, .x = a.x, .c = b.c};
    if (a.k == K::Const && a.c == 1.0 && b.k == K::Std) return Term{.k = K::Rstd, .x = b.x, .c = b.c};
    if (a.k == K::Exp && b.k == K::SumExp && a.x == b.x) return Term{.k = K::Soft, .x = a.x};
    if (a.k == K::Const && a.c == 1.0 && b.k == K::SumExp) return Term{.k = K::InvSum, .x = b.x};
    return {};
  }

  std::unordered_map<const Value*, Term> memo_;
};

bool is_layer_norm(K k) { return k == K::Norm || k == K::NormW || k == K::Out; }
bool is_softmax(K k) { return k == K::Soft || k == K::Guarded; }

// A [D] splat constant of `value`, for a missing weight or bias.
Value* splat_row(Module& m, Operation* before, int64_t d, float value) {
  std::vector<uint8_t> bytes(4);
  std::memcpy(bytes.data(), &value, 4);
  Operation* c = rewrite::create_constant(m, before, Type::tensor(DType::F32, {d}), Blob::from_vector(std::move(bytes)), true);
  return c->results[0].get();
}

void recognise_row_norms(Module& mod, PassStats& stats) {
  int64_t& layer_norms = stats.recognised(LayerNormAttrs::kId);
  int64_t& softmaxes = stats.recognised(SoftmaxAttrs::kId);
  for (Block* body : rewrite::function_bodies(mod)) {
    Recogniser rec;
    const rewrite::UseMap uses(*body);
    for (Operation* g : rewrite::ops_named(*body, OpId::LinalgGeneric)) {
      if (g->results.size() != 1) continue;
      Value* y = g->results[0].get();
      const Term t = rec.tensor_term(y);
      const bool layer_norm = is_layer_norm(t.k), softmax = is_softmax(t.k);
      if ((!layer_norm && !softmax) || !is_f32_tensor(y) || !y->type.has_static_shape() ||
          t.x->type.shape != y->type.shape || (t.w && !is_f32_tensor(t.w)) || (t.b && !is_f32_tensor(t.b)))
        continue;
      // A user that carries the same normalisation further (the weight, the bias, the guard) is
      // the root.
      bool extended = false;
      for (const Operation* user : uses.users(y)) {
        if (!user->is(OpId::LinalgGeneric) || user->results.size() != 1) continue;
        const Term u = rec.tensor_term(user->results[0].get());
        extended = extended || (u.x == t.x && (layer_norm ? is_layer_norm(u.k) : is_softmax(u.k)));
      }
      if (extended) continue;
      Operation* op = nullptr;
      if (layer_norm) {
        const int64_t d = row_length(t.x);
        Value* w = t.w ? t.w : splat_row(mod, g, d, 1.0f);
        Value* b = t.b ? t.b : splat_row(mod, g, d, 0.0f);
        LayerNormAttrs attrs;
        attrs.epsilon = double(float(t.c));
        op = rewrite::create_op(mod, g, LayerNormAttrs::kId, {const_cast<Value*>(t.x), w, b}, {y->type},
                                attrs.attributes(), g->loc);
        ++layer_norms;
      } else {
        SoftmaxAttrs attrs;
        attrs.zero_masked_rows = t.k == K::Guarded;
        op = rewrite::create_op(mod, g, SoftmaxAttrs::kId, {const_cast<Value*>(t.x)}, {y->type}, attrs.attributes(),
                                g->loc);
        ++softmaxes;
      }
      rewrite::replace_all_uses(*body, y, op->results[0].get());
    }
  }
}

}  // namespace

// Before recognise_attention, which matches the linrt.softmax it makes.
LINRT_REGISTRATION(graph_pass, recognise_row_norms) {
  register_graph_pass(180, "recognise_row_norms", recognise_row_norms);
}

}  // namespace linrt::graph
