#include "graph/passes/extents.h"

#include "graph/dialect/linrt/conv2d.h"
#include "graph/passes/match.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph::extents {
namespace {

// Long chains of shape-preserving ops end in an untraced extent rather than deep recursion.
constexpr int kMaxDepth = 64;

Extent untraced(const Value* tensor, int64_t d) {
  Extent e;
  e.tensor = tensor;
  e.dim = d;
  return e;
}

Extent opaque(const Value* v) {
  Extent e;
  e.opaque = v;
  return e;
}

Extent scalar(const Value* v, int depth);

// The k-th dynamic dim of `t` before `d` is the operand index among an op's size operands.
size_t dynamic_index(const Type& t, int64_t d) {
  size_t k = 0;
  for (int64_t i = 0; i < d; ++i) k += t.shape[size_t(i)] == kDynamic ? 1 : 0;
  return k;
}

Extent dim(const Value* t, int64_t d, int depth) {
  if (!t || !t->type.is_tensor() || t->type.unranked || d < 0 || size_t(d) >= t->type.shape.size())
    return opaque(t);
  const int64_t known = t->type.shape[size_t(d)];
  if (known != kDynamic) {
    Extent e;
    e.factor = known;
    return e;
  }
  const Operation* op = t->def;
  if (!op || depth > kMaxDepth) return untraced(t, d);
  if (op->is(OpId::TensorEmpty)) {
    const size_t k = dynamic_index(t->type, d);
    return k < op->operands.size() ? scalar(op->operands[k], depth + 1) : untraced(t, d);
  }
  if (op->is(OpId::TensorExpandShape)) {
    // Operands: the source, then one size per dynamic result dim.
    const size_t k = 1 + dynamic_index(t->type, d);
    return k < op->operands.size() ? scalar(op->operands[k], depth + 1) : untraced(t, d);
  }
  if (op->is(OpId::TensorReshape) && op->operands.size() == 2) {
    const Operation* shape = match::def_of(op->operands[1], OpId::TensorFromElements);
    if (shape && size_t(d) < shape->operands.size()) return scalar(shape->operands[size_t(d)], depth + 1);
    return untraced(t, d);
  }
  if (op->is(OpId::TensorPad) && op->operands.size() == 1) {
    const Attribute* lo = op->attr("static_low");
    const Attribute* hi = op->attr("static_high");
    auto low = lo ? lo->as_int_list() : std::nullopt;
    auto high = hi ? hi->as_int_list() : std::nullopt;
    if (low && high && size_t(d) < low->size() && size_t(d) < high->size() && (*low)[size_t(d)] == 0 &&
        (*high)[size_t(d)] == 0)
      return dim(op->operands[0], d, depth + 1);
    return untraced(t, d);
  }
  if (op->is(Conv2dAttrs::kId) && !op->operands.empty()) {
    const auto attrs = Conv2dAttrs::read(*op);
    if (!attrs) return untraced(t, d);
    const int64_t h = attrs->nhwc() ? 1 : 2;
    if (d == 0) return dim(op->operands[0], 0, depth + 1);
    if (d != h && d != h + 1) return untraced(t, d);
    const Value* w = op->operands.size() > 1 ? op->operands[1] : nullptr;
    if (!w || !w->type.has_static_shape() || w->type.shape.size() != 4) return untraced(t, d);
    const int axis = int(d - h);  // 0: height, 1: width
    const int64_t k = attrs->nhwc() ? w->type.shape[size_t(axis)] : w->type.shape[size_t(2 + axis)];
    return attrs->keeps_extent(axis, k) ? dim(op->operands[0], d, depth + 1) : untraced(t, d);
  }
  if (op->dialect() == "linalg" && op->results.size() == 1) {
    // Destination-style ops on tensors: the result has the output operand's shape.
    auto io = match::ins_outs(*op);
    if (io && io->outs.size() == 1) return dim(io->outs[0], d, depth + 1);
  }
  return untraced(t, d);
}

Extent scalar(const Value* v, int depth) {
  v = match::strip_index_casts(v);
  if (!v || depth > kMaxDepth) return opaque(v);
  if (auto c = rewrite::int_constant(v); c && !v->type.is_tensor()) {
    Extent e;
    e.factor = *c;
    return e;
  }
  if (const Operation* d = match::def_of(v, OpId::TensorDim)) {
    auto which = rewrite::int_constant(d->operands[1]);
    return which ? dim(d->operands[0], *which, depth + 1) : opaque(v);
  }
  if (const Operation* mul = match::def_of(v, OpId::ArithMuli)) {
    for (int s = 0; s < 2; ++s) {
      auto k = rewrite::int_constant(mul->operands[size_t(1 - s)]);
      if (k && *k > 0) {
        Extent e = scalar(mul->operands[size_t(s)], depth + 1);
        return e.opaque ? opaque(v) : e.times(*k);
      }
    }
    return opaque(v);
  }
  if (const Operation* sel = match::def_of(v, OpId::ArithSelect)) {
    // select(x < 0, y, x) is x when x is an extent.
    const Value* x = sel->operands[2];
    const Operation* cmp = match::def_of(sel->operands[0], OpId::ArithCmpi);
    auto p = cmp ? cmp_predicate(*cmp) : std::nullopt;
    auto zero = cmp ? rewrite::int_constant(cmp->operands[1]) : std::nullopt;
    if (p && *p == "slt" && cmp->operands[0] == x && zero && *zero == 0) {
      Extent e = scalar(x, depth + 1);
      if (!e.opaque && e.factor >= 0) return e;
    }
    return opaque(v);
  }
  if (const Operation* to_int = match::def_of(v, OpId::ArithFptosi)) {
    const Operation* fl = match::def_of(to_int->operands[0], OpId::MathFloor);
    const Operation* mul = fl ? match::def_of(fl->operands[0], OpId::ArithMulf) : nullptr;
    for (int s = 0; mul && s < 2; ++s) {
      auto k = rewrite::float_constant(mul->operands[size_t(1 - s)]);
      const Operation* to_float = match::def_of(mul->operands[size_t(s)], OpId::ArithSitofp);
      if (k && *k >= 1 && *k == double(int64_t(*k)) && to_float) {
        Extent e = scalar(to_float->operands[0], depth + 1);
        if (!e.opaque) return e.times(int64_t(*k));
      }
    }
    return opaque(v);
  }
  return opaque(v);
}

}  // namespace

Extent of_dim(const Value* tensor, int64_t d) { return dim(tensor, d, 0); }
Extent of_scalar(const Value* v) { return scalar(v, 0); }

}  // namespace linrt::graph::extents
