// The compiled form of all-parallel linalg.generic ops over integer (and mixed) scalar types
// (ScalarGeneric, scalar_generic.h): the body as a register program of ScalarOps
// (core/scalar_ops.h) with the reference's semantics. Values from outside the body may be
// scalar arith.constants (or constant tensors read with tensor.extract) only; linalg.index is
// supported.
#include "engine/plan/scalar_generic.h"

#include <algorithm>
#include <optional>
#include <string>
#include <unordered_map>

#include "core/scalar_ops.h"
#include "graph/dialect/arith_ops.h"
#include "graph/passes/match.h"
#include "linrt/dtype.h"
#include "linrt/error.h"

namespace linrt::engine {

namespace {

using Table = ScalarTable;
using Instr = ScalarInstr;
using Program = ScalarProgram;

// The bytes of a constant tensor value (arith.constant with dense data), or nullopt.
std::optional<Table> constant_table(const graph::Value* v) {
  const graph::Operation* def = graph::match::def_of(v, graph::OpId::ArithConstant);
  if (!def || !v->type.is_tensor() || v->type.unranked || !v->type.has_static_shape()) return std::nullopt;
  const graph::Attribute* value = def->attr("value");
  const graph::Blob* blob = value ? value->elements_blob() : nullptr;
  if (!blob || !blob->data) return std::nullopt;
  Table t{*blob, v->type.elem, v->type.shape, value->splat};
  const size_t want = (t.splat ? 1 : size_t(shape_numel(t.shape))) * dtype_size(t.dtype);
  if (blob->size < want) return std::nullopt;
  return t;
}


std::optional<Program> compile(const graph::Operation& op, size_t n_in, size_t rank) {
  const graph::Block* body = graph::match::body(op);
  if (!body || body->ops.empty() || body->args.size() < n_in) return std::nullopt;
  Program p;
  std::unordered_map<const graph::Value*, uint32_t> reg_of;
  for (size_t i = 0; i < body->args.size(); ++i) {
    const graph::Value* a = body->args[i].get();
    if (!a->type.is_scalar()) return std::nullopt;
    // A body that reads the output's current element is not elementwise.
    for (const auto& o : body->ops)
      if (i >= n_in && std::find(o->operands.begin(), o->operands.end(), a) != o->operands.end()) return std::nullopt;
    reg_of[a] = uint32_t(p.regs.size());
    p.regs.push_back(Scalar::from_int(a->type.elem, 0));
  }
  auto constant_reg = [&](const graph::Operation& c, const graph::Value* v) -> std::optional<uint32_t> {
    const graph::Attribute* value = c.attr("value");
    if (!value || !v->type.is_scalar()) return std::nullopt;
    const uint32_t r = uint32_t(p.regs.size());
    p.regs.push_back(scalar_from_attribute(*value, v->type.elem, c.describe()));
    reg_of[v] = r;
    return r;
  };
  auto reg_for = [&](const graph::Value* v) -> std::optional<uint32_t> {
    if (auto it = reg_of.find(v); it != reg_of.end()) return it->second;
    const graph::Operation* def = graph::match::def_of(v, graph::OpId::ArithConstant);
    if (!def) return std::nullopt;  // a captured tensor or a value computed outside
    return constant_reg(*def, v);
  };
  for (size_t k = 0; k + 1 < body->ops.size(); ++k) {
    const graph::Operation& o = *body->ops[k];
    if (o.is(graph::OpId::CfAssert)) {
      auto cond = o.operands.empty() ? std::nullopt : reg_for(o.operands[0]);
      if (!cond) return std::nullopt;
      const graph::Attribute* msg = o.attr("msg");
      Instr in;
      in.kind = Instr::Kind::Assert;
      in.args[0] = *cond;
      in.dim = uint32_t(p.messages.size());
      in.source = &o;
      p.messages.push_back(msg && msg->kind == graph::Attribute::Kind::String ? msg->str : "assertion failed");
      p.code.push_back(in);
      continue;
    }
    if (o.results.size() != 1 || !o.results[0]->type.is_scalar() || !o.regions.empty()) return std::nullopt;
    const graph::Value* result = o.results[0].get();
    if (o.is(graph::OpId::ArithConstant)) {
      if (!constant_reg(o, result)) return std::nullopt;
      continue;
    }
    Instr in;
    if (o.is(graph::OpId::LinalgIndex)) {
      const graph::Attribute* d = o.attr("dim");
      if (!d || d->kind != graph::Attribute::Kind::Integer || d->i < 0 || size_t(d->i) >= rank) return std::nullopt;
      in.kind = Instr::Kind::Index;
      in.dim = uint32_t(d->i);
    } else if (o.is(graph::OpId::TensorExtract) && !o.operands.empty()) {
      auto table = constant_table(o.operands[0]);
      if (!table || table->shape.size() + 1 != o.operands.size() || table->dtype != result->type.elem) return std::nullopt;
      in.kind = Instr::Kind::Extract;
      in.dim = uint32_t(p.tables.size());
      in.source = &o;
      for (size_t i = 1; i < o.operands.size(); ++i) {
        auto r = reg_for(o.operands[i]);
        if (!r) return std::nullopt;
        in.indices.push_back(*r);
      }
      p.tables.push_back(std::move(*table));
    } else if (std::optional<ScalarOp> sop = scalar_op_for(o)) {
      if (o.operands.size() != sop->arity || sop->arity > 3) return std::nullopt;
      in.op = *sop;
      for (size_t i = 0; i < o.operands.size(); ++i) {
        auto r = reg_for(o.operands[i]);
        if (!r) return std::nullopt;
        in.args[i] = *r;
      }
    } else {
      return std::nullopt;
    }
    in.dst = uint32_t(p.regs.size());
    reg_of[result] = in.dst;
    p.regs.push_back(Scalar::from_int(result->type.elem, 0));
    p.code.push_back(in);
  }
  const graph::Operation& term = *body->ops.back();
  if (!term.is(graph::OpId::LinalgYield)) return std::nullopt;
  for (const graph::Value* v : term.operands) {
    auto r = reg_for(v);
    if (!r) return std::nullopt;
    p.yields.push_back(*r);
  }
  return p;
}

bool storable(DType t) {
  switch (t) {
    case DType::F32: case DType::F64: case DType::I64: case DType::Index: case DType::I32: case DType::I16:
    case DType::I8: case DType::I1: case DType::I4: case DType::I2:
      return true;
    default:
      return dtype_is_minifloat(t);  // a byte holding the bit pattern (linrt/dtype.h)
  }
}

}  // namespace

std::string ScalarTable::out_of_range_message() const {
  std::string dims;
  for (size_t d = 0; d < shape.size(); ++d) dims += (d ? "x" : "") + std::to_string(shape[d]);
  return "index out of range of the " + dims + " tensor it reads";
}

std::optional<ScalarGeneric> scalar_generic(const graph::Operation& op, std::span<const TensorDesc> inputs,
                                            std::span<const TensorDesc> outputs, bool has_epilogue) {
  if (!op.is(graph::OpId::LinalgGeneric) || !graph::match::all_parallel(op)) return std::nullopt;
  auto io = graph::match::ins_outs(op);
  auto maps = graph::match::indexing_maps(op);
  if (!io || !maps || io->outs.empty() || maps->size() != io->ins.size() + io->outs.size()) return std::nullopt;
  const size_t n_in = io->ins.size(), n_out = io->outs.size();
  if (inputs.size() != n_in + n_out || outputs.size() != n_out) return std::nullopt;
  if (has_epilogue && (n_out != 1 || outputs[0].dtype != DType::F32)) return std::nullopt;
  const std::vector<int64_t>& shape = outputs[0].shape;
  const size_t rank = shape.size();
  if (std::any_of(shape.begin(), shape.end(), [](int64_t d) { return d <= 0; })) return std::nullopt;
  std::vector<EwAccess> access;
  for (size_t i = 0; i < n_in + n_out; ++i) {
    if ((*maps)[i].num_dims != rank) return std::nullopt;
    auto a = ew_access((*maps)[i], shape, inputs[i].shape);
    if (!a) return std::nullopt;
    if (i >= n_in && !ew_identity_access(*a, outputs[i - n_in].shape)) return std::nullopt;
    if (i < n_in) access.push_back(std::move(*a));
  }
  std::vector<DType> in_types, out_types;
  for (size_t i = 0; i < n_in; ++i) {
    if (!storable(inputs[i].dtype)) return std::nullopt;
    in_types.push_back(inputs[i].dtype);
  }
  for (const TensorDesc& d : outputs) {
    if (!storable(d.dtype) || d.shape != shape) return std::nullopt;
    out_types.push_back(d.dtype);
  }
  auto program = compile(op, n_in, rank);
  if (!program || program->yields.size() != n_out) return std::nullopt;
  for (size_t o = 0; o < n_out; ++o)
    if (program->regs[program->yields[o]].dtype != out_types[o]) return std::nullopt;
  return ScalarGeneric{std::move(*program), shape, std::move(access), std::move(in_types), std::move(out_types)};
}

}  // namespace linrt::engine
