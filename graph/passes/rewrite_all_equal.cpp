// all(x == -inf) along reduced dimensions, computed as max(x) == -inf.
//
// scaled_dot_product_attention (nn.MultiheadAttention, nn.TransformerEncoderLayer) guards its
// softmax against rows that are masked entirely: torch-mlir exports an i1 generic comparing the
// scores with -inf (`cmpf oeq`, after an extf to f64 in older exports), an `andi` reduction of
// it over each row into a fill of true, and a select reading that i1 row flag. i1 tensors live
// in memory only as bytes no fast kernel loads, so all three ran as reference fallbacks (and
// broke the softmax's elementwise group around them). The and-reduction of `x oeq -inf` is
// exactly `maximumf(x) oeq -inf` over the same dimensions: maximumf propagates NaN and
// `NaN oeq -inf` is false, as one NaN element makes the and false; a row of -inf has the max
// -inf. So the reduction becomes an f32 max (the streaming reduction kernel), the comparison
// moves into the bodies of its users (elementwise code), and the i1 tensor is dead.
//
// Matched: R = linalg.generic, one input and one output, reduction iterators, body
// `yield andi(in, out)`, init a fill of true; its input G = linalg.generic, all parallel, identity
// maps, one f32 input x, body `yield cmpf oeq(in or extf(in), -inf)` (either operand order),
// used only by R; every user of R a linalg.generic reading it as an input.
#include <cmath>
#include <memory>
#include <vector>

#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

bool is_neg_inf(const Value* v) {
  auto c = rewrite::float_constant(v);
  return c && std::isinf(*c) && *c < 0;
}

// G's body is `yield cmpf oeq(a, -inf)` with `a` the input block argument (or its extf).
bool compares_with_neg_inf(const Operation& g) {
  const Block* b = match::body(g);
  if (!b || b->args.size() != 2 || b->ops.empty()) return false;
  const Operation& yield = *b->ops.back();
  if (!yield.is(OpId::LinalgYield) || yield.operands.size() != 1) return false;
  const Operation* cmp = match::def_in(yield.operands[0], b, OpId::ArithCmpf);
  if (!cmp || cmp_predicate(*cmp) != "oeq") return false;
  auto is_input = [&](const Value* v) {
    if (const Operation* ext = match::def_in(v, b, OpId::ArithExtf)) v = ext->operands[0];
    return v == b->args[0].get();
  };
  const Value* x = cmp->operands[0];
  const Value* c = cmp->operands[1];
  if (!is_input(x)) std::swap(x, c);
  // Only the compare (and the extf) in the body.
  return is_input(x) && is_neg_inf(c) && b->ops.size() <= 3;
}

// R's body is `yield andi(in, out)`.
bool and_reduction(const Operation& r) {
  const Block* b = match::body(r);
  if (!b || b->args.size() != 2 || b->ops.size() != 2) return false;
  const Operation& yield = *b->ops.back();
  const Operation* andi = match::def_in(yield.operands.empty() ? nullptr : yield.operands[0], b, OpId::ArithAndi);
  if (!andi || yield.operands.size() != 1) return false;
  const Value* a = andi->operands[0];
  const Value* o = andi->operands[1];
  return (a == b->args[0].get() && o == b->args[1].get()) || (a == b->args[1].get() && o == b->args[0].get());
}

Attribute float_attr(float v) {
  Attribute a;
  a.kind = Attribute::Kind::Float;
  a.f = v;
  a.type = Type::scalar(DType::F32);
  return a;
}

}  // namespace

void rewrite_all_equal_reductions(Module& m, PassStats& stats) {
  int64_t& rewritten = stats.count("all_equal_reductions_rewritten");
  for (Block* body : rewrite::function_bodies(m)) {
    rewrite::UseMap uses(*body);
    for (Operation* r : rewrite::ops_named(*body, OpId::LinalgGeneric)) {
      auto rio = match::ins_outs(*r);
      auto red = reduction_dims(*r);
      if (!rio || rio->ins.size() != 1 || rio->outs.size() != 1 || r->results.size() != 1 || !red ||
          !and_reduction(*r))
        continue;
      auto init = match::splat_value(rio->outs[0]);
      if (!init || *init != 1.0 || !r->results[0]->type.has_static_shape()) continue;
      Operation* g = match::def_of(rio->ins[0], OpId::LinalgGeneric);
      auto gio = g ? match::ins_outs(*g) : std::nullopt;
      auto gmaps = g ? match::indexing_maps(*g) : std::nullopt;
      if (!g || !gio || gio->ins.size() != 1 || gio->outs.size() != 1 || g->results.size() != 1 || !gmaps ||
          !match::all_parallel(*g) || !(*gmaps)[0].is_identity() || !(*gmaps)[1].is_identity() ||
          !uses.has_one_use(g->results[0].get()) || !compares_with_neg_inf(*g))
        continue;
      Value* x = gio->ins[0];
      if (!x->type.is_tensor() || x->type.elem != DType::F32 || x->type.shape != g->results[0]->type.shape) continue;
      bool users_ok = true;
      for (Operation* u : uses.users(r->results[0].get())) {
        auto uio = match::ins_outs(*u);
        users_ok &= u->is(OpId::LinalgGeneric) && uio && match::body(*u) &&
                    match::body(*u)->args.size() == u->operands.size();
        for (size_t k = 0; users_ok && k < u->operands.size(); ++k)
          if (u->operands[k] == r->results[0].get() && k >= uio->ins.size()) users_ok = false;
      }
      if (!users_ok) continue;

      // The init: a fill of -inf.
      const Type f32 = Type::scalar(DType::F32);
      Type row = r->results[0]->type;
      row.elem = DType::F32;
      const auto neg_inf = std::make_shared<Attribute>(float_attr(-INFINITY));
      Operation* empty = rewrite::create_op(m, r, OpId::TensorEmpty, {}, {row}, {});
      Operation* c = rewrite::create_op(m, r, OpId::ArithConstant, {}, {f32}, {{"value", neg_inf}});
      Operation* fill = rewrite::create_op(m, r, OpId::LinalgFill, {c->results[0].get(), empty->results[0].get()},
                                           {row}, {{"operandSegmentSizes", rewrite::i32_array_attr({1, 1})}});
      r->operands[0] = x;
      r->operands[1] = fill->results[0].get();
      Block* rb = r->regions[0]->blocks[0].get();
      for (auto& a : rb->args) a->type = f32;
      Operation* andi = rb->ops.front().get();
      Operation* max = rewrite::create_op(m, andi, OpId::ArithMaximumf, {andi->operands[0], andi->operands[1]}, {f32}, {});
      rewrite::replace_all_uses(*rb, andi->results[0].get(), max->results[0].get());
      rewrite::erase_op(andi);
      r->results[0]->type = row;

      // Each user compares the max with -inf where it read the flag.
      std::vector<Operation*> users = uses.users(r->results[0].get());
      for (Operation* u : users) {
        Block* ub = u->regions[0]->blocks[0].get();
        for (size_t k = 0; k < u->operands.size(); ++k) {
          if (u->operands[k] != r->results[0].get()) continue;
          Value* arg = ub->args[k].get();
          if (arg->type.elem != DType::I1) continue;  // a second use, already rewritten
          arg->type = f32;
          Operation* first = ub->ops.front().get();
          Operation* ci = rewrite::create_op(m, first, OpId::ArithConstant, {}, {f32}, {{"value", neg_inf}});
          Operation* cmp = rewrite::create_op(m, first, OpId::ArithCmpf, {arg, ci->results[0].get()},
                                              {Type::scalar(DType::I1)}, {{"predicate", rewrite::string_attr("oeq")}});
          rewrite::walk(*ub, [&](Operation& op) {
            if (&op == cmp) return;
            for (Value*& v : op.operands)
              if (v == arg) v = cmp->results[0].get();
          });
        }
      }
      ++rewritten;
    }
  }
}

}  // namespace linrt::graph
