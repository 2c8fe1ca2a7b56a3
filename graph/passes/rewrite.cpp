#include "graph/passes/rewrite.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "linrt/dtype.h"

namespace linrt::graph::rewrite {

std::vector<Block*> function_bodies(Module& m) {
  std::vector<Block*> bodies;
  for (auto& op : m.body->ops) {
    if (!op->is(OpId::FuncFunc) && !op->is(OpId::UtilFunc)) continue;
    if (op->regions.empty() || op->regions[0]->blocks.size() != 1) continue;  // a declaration, or branches
    bodies.push_back(op->regions[0]->blocks[0].get());
  }
  return bodies;
}

UseMap::UseMap(Block& scope) {
  walk(scope, [&](Operation& op) {
    for (Value* v : op.operands) users_[v].push_back(&op);
  });
}

const std::vector<Operation*>& UseMap::users(const Value* v) const {
  static const std::vector<Operation*> kNone;
  auto it = users_.find(v);
  return it == users_.end() ? kNone : it->second;
}

bool UseMap::results_unused(const Operation& op) const {
  return std::all_of(op.results.begin(), op.results.end(),
                     [&](const auto& r) { return unused(r.get()); });
}

void replace_all_uses(Block& scope, const Value* from, Value* to) {
  walk(scope, [&](Operation& op) {
    for (Value*& v : op.operands)
      if (v == from) v = to;
  });
}

void erase_op(Operation* op) {
  Block* block = op->parent;
  auto it = std::find_if(block->ops.begin(), block->ops.end(),
                         [&](const auto& p) { return p.get() == op; });
  if (it != block->ops.end()) block->ops.erase(it);
}

std::vector<Operation*> ops_named(Block& body, OpId id) {
  std::vector<Operation*> ops;
  for (auto& op : body.ops)
    if (op->is(id)) ops.push_back(op.get());
  return ops;
}

Operation* create_op(Module& m, Operation* before, OpName name, std::vector<Value*> operands,
                     const std::vector<Type>& result_types,
                     std::vector<std::pair<std::string, AttrP>> attrs, std::optional<Location> loc) {
  auto op = std::make_unique<Operation>();
  op->name = std::move(name);
  op->loc = loc ? *loc : before->loc;
  op->operands = std::move(operands);
  op->attrs = std::move(attrs);
  op->parent = before->parent;
  for (size_t k = 0; k < result_types.size(); ++k) {
    auto v = std::make_unique<Value>();
    v->type = result_types[k];
    v->def = op.get();
    v->index = unsigned(k);
    v->id = m.num_values++;
    // A name for messages only; "linrt<id>" cannot clash with parsed names in a useful way.
    v->name = "linrt" + std::to_string(v->id);
    op->results.push_back(std::move(v));
  }
  Block* block = before->parent;
  auto it = std::find_if(block->ops.begin(), block->ops.end(),
                         [&](const auto& p) { return p.get() == before; });
  Operation* raw = op.get();
  block->ops.insert(it, std::move(op));
  return raw;
}

Operation* create_constant(Module& m, Operation* before, const Type& type, Blob data, bool splat,
                           std::optional<Location> loc) {
  auto value = std::make_shared<Attribute>();
  value->kind = Attribute::Kind::DenseElements;
  value->type = type;
  value->data = std::move(data);
  value->splat = splat;
  return create_op(m, before, "arith.constant", {}, {type}, {{"value", value}}, loc);
}

std::optional<TensorConstant> tensor_constant(const Value* v) {
  if (!v || !v->def || !v->def->is(OpId::ArithConstant)) return std::nullopt;
  const Attribute* a = v->def->attr("value");
  if (!a || (a->kind != Attribute::Kind::DenseElements && a->kind != Attribute::Kind::DenseResource))
    return std::nullopt;
  if (!v->type.is_tensor() || !v->type.has_static_shape()) return std::nullopt;
  const Blob* blob = a->elements_blob();
  if (!blob) return std::nullopt;  // an unresolved resource
  const bool splat = a->kind == Attribute::Kind::DenseElements && a->splat;
  const size_t elem = dtype_size(v->type.elem);
  const auto n = v->type.num_elements();
  if (!n || blob->size != (splat ? elem : size_t(*n) * elem)) return std::nullopt;
  return TensorConstant{v->def, v->type, *blob, splat};
}

namespace {

// The single element of a scalar constant or a splat tensor constant, as a Scalar-like pair.
struct Number {
  bool is_float = false;
  double f = 0;
  int64_t i = 0;
};

// The integer reading of a float constant: its truncation where that is an int64, else 0 (a
// -inf pad value or a NaN has none, and converting it would be undefined behaviour).
int64_t truncated(double x) {
  return std::isfinite(x) && x > -9.2e18 && x < 9.2e18 ? int64_t(x) : 0;
}

std::optional<Number> number_constant(const Value* v) {
  if (!v || !v->def || !v->def->is(OpId::ArithConstant)) return std::nullopt;
  const Attribute* a = v->def->attr("value");
  if (!a) return std::nullopt;
  switch (a->kind) {
    case Attribute::Kind::Integer: return Number{false, double(a->i), a->i};
    case Attribute::Kind::Bool: return Number{false, double(a->b), int64_t(a->b)};
    case Attribute::Kind::Float: return Number{true, a->f, truncated(a->f)};
    default: break;
  }
  auto t = tensor_constant(v);
  if (!t || !t->splat) return std::nullopt;
  const uint8_t* p = t->data.data;
  switch (t->type.elem) {
    case DType::F32: { float x; std::memcpy(&x, p, 4); return Number{true, x, truncated(x)}; }
    case DType::F64: { double x; std::memcpy(&x, p, 8); return Number{true, x, truncated(x)}; }
    case DType::I64: { int64_t x; std::memcpy(&x, p, 8); return Number{false, double(x), x}; }
    case DType::I32: { int32_t x; std::memcpy(&x, p, 4); return Number{false, double(x), x}; }
    default: return std::nullopt;
  }
}

}  // namespace

std::optional<double> float_constant(const Value* v) {
  auto n = number_constant(v);
  if (!n) return std::nullopt;
  return n->is_float ? n->f : double(n->i);
}

std::optional<int64_t> int_constant(const Value* v) {
  auto n = number_constant(v);
  if (!n || n->is_float) return std::nullopt;
  return n->i;
}

std::optional<Scalar> scalar_constant(const Value* v) {
  if (!v->type.is_scalar()) return std::nullopt;
  if (dtype_is_float(v->type.elem)) {
    auto f = float_constant(v);
    return f ? std::optional<Scalar>(Scalar::from_float(v->type.elem, *f)) : std::nullopt;
  }
  auto i = int_constant(v);
  return i ? std::optional<Scalar>(Scalar::from_int(v->type.elem, *i)) : std::nullopt;
}

}  // namespace linrt::graph::rewrite
