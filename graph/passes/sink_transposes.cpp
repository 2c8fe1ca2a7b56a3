// Transposes moved below elementwise ops and convolutions until they meet their inverse.
//
// Channels-last blocks in NCHW models (ConvNeXt, Swin's and ConvNeXt-V2's patch stages) keep
// their residual stream NCHW and permute around every channels-last part: ConvNeXt's block is
// depthwise conv (NCHW) -> permute to NHWC -> layer norm, Linear, GELU, Linear -> permute back
// -> layer scale and residual add (NCHW). Each permute is a pass over the activation the
// planner cannot fuse away. Three rewrites, applied in program order, move the permutes down:
//   - an all-parallel elementwise generic whose full-rank inputs are all transposes by one
//     permutation P computes over the transposes' source shape, reading the sources and its other
//     (broadcast) inputs through maps composed with P; its result is transposed by P afterwards;
//   - a linrt.conv2d in NCHW whose input is an NHWC value transposed to NCHW becomes the NHWC
//     conv of that value (its weight transposed to HWCF), its result transposed to NCHW;
//   - a transpose of a transpose is one transpose, or none when the two cancel.
// In ConvNeXt the residual stream so stays NHWC from one block to the next and every permute
// cancels, except at the stem's output and before the final pooling. An elementwise op is moved
// only when every user of its result reads it where a transpose costs no pass of its own (another
// elementwise op, a transpose, an NCHW conv's input), so a transpose never lands in front of an
// op that would have to copy it.
#include <algorithm>
#include <optional>
#include <unordered_set>
#include <vector>

#include "graph/dialect/linrt/conv2d.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

const std::vector<int64_t> kNhwcToNchw{0, 3, 1, 2};

// linalg.transpose(in) outs(init): result dim i is input dim perm[i].
std::optional<std::vector<int64_t>> permutation_of(const Operation* t) {
  if (!t || !t->is(OpId::LinalgTranspose) || t->operands.size() != 2 || t->results.size() != 1) return std::nullopt;
  const Attribute* a = t->attr("permutation");
  auto perm = a ? a->as_int_list() : std::nullopt;
  const size_t rank = t->results[0]->type.shape.size();
  if (!perm || perm->size() != rank || t->operands[0]->type.shape.size() != rank) return std::nullopt;
  std::vector<bool> seen(rank, false);
  for (int64_t p : *perm) {
    if (p < 0 || p >= int64_t(rank) || seen[size_t(p)]) return std::nullopt;
    seen[size_t(p)] = true;
  }
  return perm;
}

bool is_identity(const std::vector<int64_t>& perm) {
  for (size_t i = 0; i < perm.size(); ++i)
    if (perm[i] != int64_t(i)) return false;
  return true;
}

Type with_shape(Type t, std::vector<int64_t> shape) {
  t.shape = std::move(shape);
  return t;
}

// linalg.transpose of `v` by `perm`, into a new tensor.empty, inserted before `before`.
Value* make_transpose(Module& m, Operation* before, Value* v, const std::vector<int64_t>& perm) {
  std::vector<int64_t> shape(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) shape[i] = v->type.shape[size_t(perm[i])];
  const Type out = with_shape(v->type, shape);
  Operation* init = rewrite::create_op(m, before, OpId::TensorEmpty, {}, {out}, {});
  Operation* t = rewrite::create_op(m, before, OpId::LinalgTranspose, {v, init->results[0].get()}, {out},
                                    {{"permutation", rewrite::i64_array_attr(perm)}});
  return t->results[0].get();
}

// `e` over the loops of the transposes' source: loop i of the result space is source loop perm[i].
AffineExprP permuted(const AffineExprP& e, const std::vector<int64_t>& perm) {
  if (!e) return e;
  if (e->kind == AffineExpr::Kind::Dim) return AffineExpr::dim(perm[size_t(e->value)]);
  if (!e->lhs && !e->rhs) return e;
  return AffineExpr::binary(e->kind, permuted(e->lhs, perm), permuted(e->rhs, perm));
}

// Calls f on `op` and every op nested in its regions.
template <class F>
void walk_op(Operation& op, F&& f) {
  f(op);
  for (auto& region : op.regions)
    for (auto& inner : region->blocks) rewrite::walk(*inner, f);
}

bool body_reads(const Block& b, const Value* v) {
  for (const auto& op : b.ops) {
    for (const Value* o : op->operands)
      if (o == v) return true;
    if (op->is(OpId::LinalgIndex)) return true;  // a loop index would see the other order
    for (const auto& r : op->regions)
      for (const auto& inner : r->blocks)
        if (body_reads(*inner, v)) return true;
  }
  return false;
}

class Sinker {
 public:
  Sinker(Module& m, Block& body, int64_t& sunk) : m_(m), body_(body), sunk_(sunk) {}

  void run() {
    std::vector<Operation*> order;
    for (auto& op : body_.ops) order.push_back(op.get());
    for (Operation* op : order) {
      if (erased_.count(op)) continue;
      if (op->is(OpId::LinalgTranspose)) fold_double(op);
      else if (op->is(OpId::LinalgGeneric)) sink_through(op);
      else if (op->is(OpId::LinrtConv2d)) conv_to_nhwc(op);
    }
  }

 private:
  void replace(Operation* old, Value* with) {
    rewrite::replace_all_uses(body_, old->results[0].get(), with);
    rewrite::erase_op(old);
    erased_.insert(old);
    ++sunk_;
  }

  std::vector<Operation*> users(const Value* v) {
    std::vector<Operation*> out;
    for (auto& op : body_.ops) {
      bool reads = false;
      walk_op(*op, [&](const Operation& inner) {
        for (const Value* o : inner.operands) reads = reads || o == v;
      });
      if (reads) out.push_back(op.get());
    }
    return out;
  }

  // Users at which a transposed value costs no pass of its own.
  bool absorbed_by_users(const Value* v, const std::vector<int64_t>& perm) {
    const std::vector<Operation*> us = users(v);
    if (us.empty()) return false;
    for (const Operation* u : us) {
      const bool ok = u->is(OpId::LinalgTranspose) ||
                      (u->is(OpId::LinalgGeneric) && match::all_parallel(*u)) ||
                      (perm == kNhwcToNchw && becomes_nhwc(*u) && u->operands[0] == v &&
                       std::count(u->operands.begin(), u->operands.end(), v) == 1);
      if (!ok) return false;
    }
    return true;
  }

  void fold_double(Operation* t) {
    auto outer = permutation_of(t);
    Operation* inner_op = t->operands[0]->def;
    auto inner = permutation_of(inner_op);
    if (!outer || !inner) return;
    std::vector<int64_t> both(outer->size());
    for (size_t i = 0; i < both.size(); ++i) both[i] = (*inner)[size_t((*outer)[i])];
    Value* source = inner_op->operands[0];
    replace(t, is_identity(both) ? source : make_transpose(m_, t, source, both));
  }

  void sink_through(Operation* g) {
    auto io = match::ins_outs(*g);
    auto maps = match::indexing_maps(*g);
    const Block* gb = match::body(*g);
    if (!io || io->ins.empty() || io->outs.size() != 1 || g->results.size() != 1 || !maps || !gb ||
        maps->size() != g->operands.size() || !match::all_parallel(*g) || !(*maps).back().is_identity())
      return;
    const Type& result = g->results[0]->type;
    const size_t rank = result.shape.size();
    if (!result.has_static_shape() || rank < 2 || gb->args.size() != g->operands.size() ||
        body_reads(*gb, gb->args.back().get()))
      return;
    std::optional<std::vector<int64_t>> perm;
    for (size_t i = 0; i < io->ins.size(); ++i) {
      const AffineMap& map = (*maps)[i];
      if (map.num_symbols != 0 || map.num_dims != rank) return;
      if (!map.is_identity()) continue;
      auto p = permutation_of(io->ins[i]->def);
      if (!p || (perm && *p != *perm)) return;  // a full-rank input not transposed like the others
      perm = p;
    }
    if (!perm || !absorbed_by_users(g->results[0].get(), *perm)) return;

    std::vector<int64_t> shape(rank);
    for (size_t i = 0; i < rank; ++i) shape[size_t((*perm)[i])] = result.shape[i];
    auto new_maps = std::make_shared<Attribute>();
    new_maps->kind = Attribute::Kind::Array;
    for (size_t i = 0; i < maps->size(); ++i) {
      AffineMap map = (*maps)[i];
      if (i < io->ins.size() && map.is_identity()) {
        g->operands[i] = io->ins[i]->def->operands[0];  // the transpose's source, read in place
      } else if (i < io->ins.size()) {
        for (AffineExprP& e : map.results) e = permuted(e, *perm);
      }
      auto a = std::make_shared<Attribute>();
      a->kind = Attribute::Kind::AffineMapAttr;
      a->map = map;
      new_maps->elems.push_back(a);
    }
    Operation* empty = rewrite::create_op(m_, g, OpId::TensorEmpty, {}, {with_shape(result, shape)}, {});
    g->operands.back() = empty->results[0].get();
    for (auto& [name, attr] : g->attrs)
      if (name == "indexing_maps") attr = new_maps;
    Value* r = g->results[0].get();
    const std::vector<Operation*> readers = users(r);
    r->type = with_shape(result, shape);
    Value* back = make_transpose(m_, next_op(g), r, *perm);
    for (Operation* u : readers)
      walk_op(*u, [&](Operation& inner) {
        for (Value*& o : inner.operands)
          if (o == r) o = back;
      });
    ++sunk_;
  }

  // An NCHW linrt.conv2d with a constant weight and a static result: conv_to_nhwc rewrites it
  // once its input is a transpose from NHWC.
  static bool becomes_nhwc(const Operation& conv) {
    auto attrs = Conv2dAttrs::read(conv);
    return conv.is(OpId::LinrtConv2d) && attrs && !attrs->nhwc() && conv.results.size() == 1 &&
           conv.operands.size() >= 2 && rewrite::tensor_constant(conv.operands[1]) &&
           conv.results[0]->type.has_static_shape() && conv.results[0]->type.shape.size() == 4;
  }

  void conv_to_nhwc(Operation* conv) {
    auto perm = permutation_of(conv->operands.empty() ? nullptr : conv->operands[0]->def);
    if (!perm || *perm != kNhwcToNchw || !becomes_nhwc(*conv)) return;
    auto attrs = Conv2dAttrs::read(*conv);
    const Type& result = conv->results[0]->type;
    std::vector<Value*> operands = conv->operands;
    operands[0] = conv->operands[0]->def->operands[0];
    operands[1] = make_transpose(m_, conv, conv->operands[1], {2, 3, 1, 0});  // FCHW -> HWCF, folded later
    Conv2dAttrs nhwc = *attrs;
    nhwc.layout = Conv2dAttrs::Layout::Nhwc;
    const auto& s = result.shape;
    Operation* made = rewrite::create_op(m_, conv, OpId::LinrtConv2d, operands,
                                         {with_shape(result, {s[0], s[2], s[3], s[1]})},
                                         nhwc.attributes(operands.size() == 3));
    replace(conv, make_transpose(m_, conv, made->results[0].get(), kNhwcToNchw));
  }

  Operation* next_op(Operation* op) {
    for (size_t k = 0; k + 1 < body_.ops.size(); ++k)
      if (body_.ops[k].get() == op) return body_.ops[k + 1].get();
    return nullptr;
  }

  Module& m_;
  Block& body_;
  int64_t& sunk_;  // transposes moved or folded
  std::unordered_set<Operation*> erased_;
};

}  // namespace

void sink_transposes(Module& m, PassStats& stats) {
  int64_t& sunk = stats.count("transposes_sunk");
  for (Block* body : rewrite::function_bodies(m)) Sinker(m, *body, sunk).run();
}

}  // namespace linrt::graph
