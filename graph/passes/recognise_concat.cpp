// Concatenation written as a chain of tensor.insert_slice into a tensor.empty (torch-mlir's
// `cat` before 2023-12) -> tensor.concat, which the planner runs as a copy kernel instead of a
// reference fallback per slice.
//
// The chain must tile the destination exactly along one dimension: every slice static, stride
// 1, full in every other dimension at offset 0, not rank-reducing, the offsets along the
// concat dimension covering [0, size) without gap or overlap; every intermediate result used
// only by the next insert_slice, and the tensor.empty used only by the first.
#include <algorithm>
#include <utility>
#include <vector>

#include "core/registration.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

struct Piece {
  int64_t offset;  // along the concat dimension
  Value* source;
};

std::optional<std::vector<int64_t>> static_list(const Operation& op, const char* key) {
  const Attribute* a = op.attr(key);
  auto v = a ? a->as_int_list() : std::nullopt;
  if (!v) return std::nullopt;
  for (int64_t x : *v)
    if (x == kDynamic) return std::nullopt;
  return v;
}

// The insert_slice's piece of a concat along `dim` (-1: not known yet, set from this slice).
std::optional<Piece> piece_of(const Operation& ins, const Type& dest, int64_t& dim) {
  if (ins.operands.size() != 2 || ins.results.size() != 1) return std::nullopt;  // no dynamic parts
  const Type& src = ins.operands[0]->type;
  auto offsets = static_list(ins, "static_offsets"), sizes = static_list(ins, "static_sizes"),
       strides = static_list(ins, "static_strides");
  if (!offsets || !sizes || !strides || !src.is_tensor() || !src.has_static_shape() || src.rank() != dest.rank() ||
      src.elem != dest.elem || int64_t(offsets->size()) != dest.rank() || *sizes != src.shape)
    return std::nullopt;
  for (size_t d = 0; d < dest.shape.size(); ++d) {
    if ((*strides)[d] != 1) return std::nullopt;
    if ((*offsets)[d] == 0 && src.shape[d] == dest.shape[d]) continue;  // full
    if (dim == -1) dim = int64_t(d);
    if (int64_t(d) != dim) return std::nullopt;
  }
  if (dim == -1) return std::nullopt;  // one slice covering everything: a copy, not a concat
  return Piece{(*offsets)[size_t(dim)], ins.operands[0]};
}

bool recognise_at(Module& m, Block& body, Operation& last, const rewrite::UseMap& uses) {
  const Type& dest = last.results[0]->type;
  if (!dest.is_tensor() || !dest.has_static_shape()) return false;
  // Follow the chain back to its tensor.empty.
  std::vector<Operation*> chain{&last};
  Operation* d = last.operands.size() == 2 ? last.operands[1]->def : nullptr;
  while (d && d->is(OpId::TensorInsertSlice) && d->parent == &body && uses.has_one_use(d->results[0].get())) {
    chain.push_back(d);
    d = d->operands.size() == 2 ? d->operands[1]->def : nullptr;
  }
  if (!d || !d->is(OpId::TensorEmpty) || !d->operands.empty() || !uses.has_one_use(d->results[0].get()) ||
      chain.size() < 2)
    return false;
  int64_t dim = -1;
  std::vector<Piece> pieces;
  for (Operation* ins : chain) {
    if (!(ins->results[0]->type == dest)) return false;
    auto p = piece_of(*ins, dest, dim);
    if (!p) return false;
    pieces.push_back(*p);
  }
  std::sort(pieces.begin(), pieces.end(), [](const Piece& a, const Piece& b) { return a.offset < b.offset; });
  int64_t at = 0;
  for (const Piece& p : pieces) {
    if (p.offset != at) return false;  // a gap or an overlap
    at += p.source->type.shape[size_t(dim)];
  }
  if (at != dest.shape[size_t(dim)]) return false;
  std::vector<Value*> sources;
  for (const Piece& p : pieces) sources.push_back(p.source);
  Operation* concat = rewrite::create_op(m, &last, "tensor.concat", sources, {dest}, {{"dim", rewrite::i64_attr(dim)}});
  rewrite::replace_all_uses(body, last.results[0].get(), concat->results[0].get());
  return true;
}

void recognise_concat(Module& m, PassStats& stats) {
  int64_t& recognised = stats.recognised(OpId::TensorConcat);
  for (Block* body : rewrite::function_bodies(m)) {
    // A rewrite leaves the chain in place (dead-op elimination removes it) and moves only the
    // last slice's uses, so one use map serves the body.
    const rewrite::UseMap uses(*body);
    for (Operation* ins : rewrite::ops_named(*body, OpId::TensorInsertSlice)) {
      const auto& users = uses.users(ins->results[0].get());
      bool continues = users.size() == 1 && users[0]->is(OpId::TensorInsertSlice) && users[0]->operands.size() == 2 &&
                       users[0]->operands[1] == ins->results[0].get();
      if (!continues && recognise_at(m, *body, *ins, uses)) ++recognised;
    }
  }
}

}  // namespace

// Last of the recognisers: insert_slice chains no other recogniser reads.
LINRT_REGISTRATION(graph_pass, recognise_concat) {
  register_graph_pass(210, "recognise_concat", recognise_concat);
}

}  // namespace linrt::graph
