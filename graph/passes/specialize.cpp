#include "graph/passes/specialize.h"

#include <algorithm>
#include <optional>
#include <unordered_map>

#include "core/host_tensor.h"
#include "graph/dialect/arith_ops.h"
#include "graph/dialect/linrt/adaptor.h"
#include "graph/passes/rewrite.h"
#include "linrt/error.h"

namespace linrt::graph {

namespace {

Operation& function_op(graph::Module& m, std::string_view fn) {
  Operation* f = m.lookup_function(fn);
  if (!f || f->regions.empty() || f->regions[0]->blocks.empty())
    throw Error(ErrorKind::Invalid, "", "no function @" + std::string(fn) + " with a body");
  return *f;
}

bool dynamic(const Type& t) { return t.is_tensor() && (t.unranked || !t.has_static_shape()); }

// Known scalar values (index and integer sizes, and the float index math of upsampling).
class Folder {
 public:
  std::optional<Scalar> get(const Value* v) const {
    auto it = known_.find(v);
    if (it != known_.end()) return it->second;
    if (!v->def || !v->def->is(graph::OpId::ArithConstant) || !v->type.is_scalar()) return std::nullopt;
    const Attribute* a = v->def->attr("value");
    if (!a || (a->kind != Attribute::Kind::Integer && a->kind != Attribute::Kind::Float &&
               a->kind != Attribute::Kind::Bool))
      return std::nullopt;
    return graph::scalar_from_attribute(*a, v->type.elem, v->def->loc.str());
  }
  std::optional<int64_t> get_int(const Value* v) const {
    auto s = get(v);
    if (!s || s->is_float()) return std::nullopt;
    return s->i;
  }

  // Turns `op` (one scalar result) into `arith.constant value`, keeping its result Value.
  void make_constant(Operation& op, const Scalar& s) {
    auto a = std::make_shared<Attribute>();
    a->type = op.results[0]->type;
    if (s.is_float()) {
      a->kind = Attribute::Kind::Float;
      a->f = s.f;
    } else {
      a->kind = Attribute::Kind::Integer;
      a->i = s.i;
    }
    op.name = "arith.constant";
    op.operands.clear();
    op.regions.clear();
    op.attrs.clear();
    op.attrs.emplace_back("value", a);
    known_[op.results[0].get()] = s;
  }

 private:
  std::unordered_map<const Value*, Scalar> known_;
};

// Replaces the kDynamic entries of the static-array attribute `name` whose SSA operands (segment
// `segment` of operandSegmentSizes) are known, and drops those operands. Returns the array
// with every entry known, or nullopt when some stay dynamic.
std::optional<std::vector<int64_t>> resolve_mixed(Operation& op, const Folder& f, const char* name,
                                                  size_t segment) {
  const Attribute* a = op.attr(name);
  auto segs = graph::operand_segments(op);
  if (!a || a->kind != Attribute::Kind::DenseArray || !segs || segment >= segs->size())
    return std::nullopt;
  std::vector<int64_t> values = a->ints;
  size_t begin = 0;
  for (size_t s = 0; s < segment; ++s) begin += size_t((*segs)[s]);
  size_t count = size_t((*segs)[segment]);
  if (begin + count > op.operands.size()) return std::nullopt;
  std::vector<Value*> kept;
  size_t next = begin;
  for (int64_t& v : values) {
    if (v != kDynamic) continue;
    if (next >= begin + count) return std::nullopt;
    Value* operand = op.operands[next++];
    if (auto k = f.get_int(operand)) v = *k;
    else kept.push_back(operand);
  }
  // Rewrite the segment with only the operands that stayed dynamic.
  op.operands.erase(op.operands.begin() + std::ptrdiff_t(begin),
                    op.operands.begin() + std::ptrdiff_t(begin + count));
  op.operands.insert(op.operands.begin() + std::ptrdiff_t(begin), kept.begin(), kept.end());
  (*segs)[segment] = int64_t(kept.size());
  op.set_attr(name, graph::rewrite::i64_array_attr(values));
  op.set_attr("operandSegmentSizes", graph::rewrite::i32_array_attr(*segs));
  if (!kept.empty()) return std::nullopt;
  return values;
}

void set_shape(Value& v, std::vector<int64_t> shape) {
  if (!v.type.is_tensor() || v.type.unranked) return;
  if (shape.size() != v.type.shape.size()) return;
  for (size_t i = 0; i < shape.size(); ++i)
    if (shape[i] < 0 || (v.type.shape[i] != kDynamic && v.type.shape[i] != shape[i])) return;
  v.type.shape = std::move(shape);
}

bool all_static(const std::vector<int64_t>& s) {
  return std::none_of(s.begin(), s.end(), [](int64_t d) { return d < 0; });
}

// Fills the kDynamic entries of `shape` from the known values of op's operands, in order from
// `first_operand`. False when one is missing or unknown.
bool fill_dynamic(std::vector<int64_t>& shape, const Operation& op, const Folder& f, size_t first_operand) {
  size_t next = first_operand;
  for (int64_t& d : shape) {
    if (d != kDynamic) continue;
    if (next >= op.operands.size()) return false;
    auto k = f.get_int(op.operands[next++]);
    if (!k) return false;
    d = *k;
  }
  return true;
}

// Leading dynamic operands give the dynamic dims of the result, in order (tensor.empty,
// tensor.splat after its value, tensor.generate).
void resolve_sized_result(Operation& op, const Folder& f, size_t first_size_operand) {
  Value& r = *op.results[0];
  if (!dynamic(r.type) || r.type.unranked) return;
  std::vector<int64_t> shape = r.type.shape;
  if (!fill_dynamic(shape, op, f, first_size_operand)) return;
  op.operands.resize(first_size_operand);
  r.type.shape = shape;
}

// Result shapes of the linrt dialect's ops from their static operand shapes, by the rule each
// family registers with its adaptor (graph/dialect/linrt/adaptor.h).
void refine_linrt(Operation& op) {
  for (const Value* v : op.operands)
    if (dynamic(v->type)) return;
  if (auto shape = graph::linrt_result_shape(op)) set_shape(*op.results[0], std::move(*shape));
}

void refine(Operation& op, Folder& f) {
  const OpId n = op.id();
  // Scalar arithmetic on known values folds to a constant.
  if (op.results.size() == 1 && op.results[0]->type.is_scalar() && op.regions.empty() &&
      !op.operands.empty() && (op.dialect() == "arith" || op.dialect() == "math")) {
    std::vector<Scalar> args;
    for (const Value* v : op.operands) {
      auto s = f.get(v);
      if (!s) return;
      args.push_back(*s);
    }
    auto sop = graph::scalar_op_for(op);
    if (!sop || sop->arity != args.size()) return;
    f.make_constant(op, apply_scalar_op(*sop, args.data()));
    return;
  }
  if (n == OpId::TensorDim && op.operands.size() == 2) {
    const Type& t = op.operands[0]->type;
    auto idx = f.get_int(op.operands[1]);
    if (t.is_tensor() && !t.unranked && idx && *idx >= 0 && *idx < t.rank() && t.shape[*idx] != kDynamic)
      f.make_constant(op, Scalar::from_int(op.results[0]->type.elem, t.shape[*idx]));
    return;
  }
  if (op.results.empty()) return;
  Value& r = *op.results[0];
  if (!dynamic(r.type)) return;
  const std::string_view dialect = op.dialect();

  if (n == OpId::TensorEmpty) return resolve_sized_result(op, f, 0);
  if (n == OpId::TensorSplat) return resolve_sized_result(op, f, 1);
  if (n == OpId::TensorGenerate) return resolve_sized_result(op, f, 0);
  if (dialect == "linalg") {
    // Destination-style ops: results have the types of their outs operands, which come last
    // (one per result; operandSegmentSizes is absent on single-in/single-out forms).
    if (op.operands.size() < op.results.size()) return;
    size_t first_out = op.operands.size() - op.results.size();
    for (size_t i = 0; i < op.results.size() && first_out + i < op.operands.size(); ++i)
      if (op.operands[first_out + i]->type.is_tensor())
        set_shape(*op.results[i], op.operands[first_out + i]->type.shape);
    return;
  }
  if ((dialect == "arith" || dialect == "math") && !op.operands.empty()) {
    const Type& t = op.operands.back()->type;  // select's condition may be a scalar
    if (t.is_tensor() && !dynamic(t))
      for (auto& res : op.results) set_shape(*res, t.shape);
    return;
  }
  if (n == OpId::TensorCast || n == OpId::FlowTensorTieShape || n == OpId::UtilOptimizationBarrier) {
    for (size_t i = 0; i < op.results.size() && i < op.operands.size(); ++i)
      if (!dynamic(op.operands[i]->type)) set_shape(*op.results[i], op.operands[i]->type.shape);
    return;
  }
  if (n == OpId::TensorPad) {
    auto low = resolve_mixed(op, f, "static_low", 1);
    auto high = resolve_mixed(op, f, "static_high", 2);
    const Type& src = op.operands[0]->type;
    if (!low || !high || dynamic(src) || low->size() != size_t(src.rank()) || high->size() != low->size()) return;
    std::vector<int64_t> shape(src.shape.size());
    for (size_t i = 0; i < shape.size(); ++i) shape[i] = src.shape[i] + (*low)[i] + (*high)[i];
    return set_shape(r, shape);
  }
  if (n == OpId::TensorExtractSlice) {
    resolve_mixed(op, f, "static_offsets", 1);
    auto sizes = resolve_mixed(op, f, "static_sizes", 2);
    resolve_mixed(op, f, "static_strides", 3);
    if (!sizes) return;
    std::vector<int64_t> shape = *sizes;
    // Rank-reducing: drop unit dims where the declared result has fewer dims.
    for (size_t i = 0; shape.size() > size_t(r.type.rank()) && i < shape.size();) {
      if (shape[i] == 1) shape.erase(shape.begin() + std::ptrdiff_t(i));
      else ++i;
    }
    return set_shape(r, shape);
  }
  if (n == OpId::TensorInsertSlice) {
    resolve_mixed(op, f, "static_offsets", 2);
    resolve_mixed(op, f, "static_sizes", 3);
    resolve_mixed(op, f, "static_strides", 4);
    if (op.operands.size() >= 2 && !dynamic(op.operands[1]->type)) set_shape(r, op.operands[1]->type.shape);
    return;
  }
  if (n == OpId::TensorExpandShape) {
    const Attribute* a = op.attr("static_output_shape");
    if (!a || a->kind != Attribute::Kind::DenseArray) return;
    std::vector<int64_t> shape = a->ints;
    if (!fill_dynamic(shape, op, f, 1)) return;
    op.operands.resize(1);
    op.set_attr("static_output_shape", graph::rewrite::i64_array_attr(shape));
    return set_shape(r, shape);
  }
  if (n == OpId::TensorCollapseShape) {
    const Type& src = op.operands[0]->type;
    const Attribute* re = op.attr("reassociation");
    if (dynamic(src) || !re || re->kind != Attribute::Kind::Array) return;
    std::vector<int64_t> shape;
    for (const auto& group : re->elems) {
      int64_t p = 1;
      for (const auto& d : group->elems) {
        if (d->i < 0 || d->i >= src.rank()) return;
        p *= src.shape[size_t(d->i)];
      }
      shape.push_back(p);
    }
    return set_shape(r, shape);
  }
  if (n == OpId::TensorReshape && op.operands.size() == 2) {
    // The shape operand is usually tensor.from_elements of (now known) sizes.
    const Operation* shape_def = op.operands[1]->def;
    if (!shape_def || !shape_def->is(graph::OpId::TensorFromElements)) return;
    std::vector<int64_t> shape;
    for (const Value* v : shape_def->operands) {
      auto k = f.get_int(v);
      if (!k) return;
      shape.push_back(*k);
    }
    return set_shape(r, shape);
  }
  if (dialect == "linrt") return refine_linrt(op);
  if (n == OpId::TensorConcat) {
    const Attribute* dim = op.attr("dim");
    if (!dim || op.operands.empty()) return;
    std::vector<int64_t> shape;
    for (const Value* v : op.operands) {
      if (dynamic(v->type)) return;
      if (shape.empty()) shape = v->type.shape;
      else if (dim->i >= 0 && size_t(dim->i) < shape.size()) shape[size_t(dim->i)] += v->type.shape[size_t(dim->i)];
    }
    return set_shape(r, shape);
  }
}

// cf.assert on a condition that folded to true is dropped.
bool assert_holds(const Operation& op, const Folder& f) {
  if (!op.is(graph::OpId::CfAssert) || op.operands.empty()) return false;
  auto c = f.get_int(op.operands[0]);
  return c && *c != 0;
}

graph::AttrP function_type_attr(const graph::Block& body, const Operation& ret, const Type& old) {
  auto a = std::make_shared<Attribute>();
  a->kind = Attribute::Kind::TypeAttr;
  a->type = old;
  a->type.inputs.clear();
  for (const auto& arg : body.args) a->type.inputs.push_back(arg->type);
  a->type.results.clear();
  for (const Value* v : ret.operands) a->type.results.push_back(v->type);
  return a;
}

}  // namespace

bool has_dynamic_arguments(const graph::Module& m, std::string_view fn) {
  const Operation* f = m.lookup_function(fn);
  if (!f || f->regions.empty() || f->regions[0]->blocks.empty()) return false;
  for (const auto& arg : f->regions[0]->blocks[0]->args)
    if (dynamic(arg->type)) return true;
  return false;
}

void specialize_function(graph::Module& m, std::string_view fn, std::span<const std::vector<int64_t>> shapes) {
  Operation& f = function_op(m, fn);
  graph::Block& body = *f.regions[0]->blocks[0];
  if (shapes.size() != body.args.size())
    throw Error(ErrorKind::Invalid, f.loc.str(),
                "@" + std::string(fn) + " takes " + std::to_string(body.args.size()) + " arguments, got " +
                    std::to_string(shapes.size()));
  for (size_t i = 0; i < shapes.size(); ++i) {
    Type& t = body.args[i]->type;
    if (!t.is_tensor()) continue;
    bool ok = t.unranked || t.shape.size() == shapes[i].size();
    for (size_t d = 0; ok && !t.unranked && d < shapes[i].size(); ++d)
      ok = t.shape[d] == kDynamic || t.shape[d] == shapes[i][d];
    if (!ok || !all_static(shapes[i]))
      throw Error(ErrorKind::Invalid, f.loc.str(),
                  "argument " + std::to_string(i) + " of @" + std::string(fn) + " has type " + t.str() +
                      " but the bound input has shape " + shape_str(shapes[i]));
    t.shape = shapes[i];
    t.unranked = false;
  }
  Folder folder;
  std::vector<Operation*> dropped;
  for (auto& op : body.ops) {
    refine(*op, folder);
    if (assert_holds(*op, folder)) dropped.push_back(op.get());
  }
  for (Operation* op : dropped) graph::rewrite::erase_op(op);
  const Operation* ret = body.ops.empty() ? nullptr : body.ops.back().get();
  if (ret && (ret->is(graph::OpId::FuncReturn) || ret->is(graph::OpId::UtilReturn))) {
    const Attribute* ft = f.attr("function_type");
    if (ft && ft->kind == Attribute::Kind::TypeAttr) f.set_attr("function_type", function_type_attr(body, *ret, ft->type));
  }
}

}  // namespace linrt::graph
