// arith.* and math.* ops: on scalars, and element-wise on tensors of one shape (MLIR allows
// these ops on tensors directly). The per-element semantics live in scalar_ops.cpp.
#include <string>

#include "engine/reference/executor.h"
#include "graph/dialect/arith_ops.h"
#include "linrt/error.h"

namespace linrt::ref {

namespace {

void run_arith_math(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  std::optional<ScalarOp> sop = scalar_op_for(op);
  if (!sop) throw Error(ErrorKind::Unsupported, op.describe(), "not an arith/math op");
  Scalar args[3];

  const HostTensor* shape_source = nullptr;
  for (const RtValue& v : operands)
    if (v.is_tensor) shape_source = &v.tensor;
  if (!shape_source) {
    for (size_t i = 0; i < operands.size(); ++i) args[i] = operands[i].scalar;
    results.push_back(RtValue::of(apply_scalar_op(*sop, args)));
    return;
  }

  // Element-wise on tensors. Only arith.select may mix: a scalar i1 condition picks whole
  // tensors.
  const std::vector<int64_t>& shape = shape_source->shape();
  for (size_t i = 0; i < operands.size(); ++i) {
    const RtValue& v = operands[i];
    bool scalar_allowed = sop->code == ScalarOpcode::Select && i == 0;
    if (!v.is_tensor && !scalar_allowed)
      throw Error(ErrorKind::Invalid, op.describe(), "mixes scalar and tensor operands");
    if (v.is_tensor && v.tensor.shape() != shape)
      throw Error(ErrorKind::Invalid, op.describe(),
                  "operand shapes differ: " + shape_str(v.tensor.shape()) + " vs " + shape_str(shape));
  }
  HostTensor out(sop->result, shape);
  for (int64_t k = 0; k < out.numel(); ++k) {
    for (size_t i = 0; i < operands.size(); ++i)
      args[i] = operands[i].is_tensor ? operands[i].tensor.get(k) : operands[i].scalar;
    out.set(k, apply_scalar_op(*sop, args));
  }
  results.push_back(RtValue::of(std::move(out)));
}

void run_constant(OpContext& ctx, std::span<const RtValue>, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  const graph::Attribute* value = op.attr("value");
  if (!value) throw Error(ErrorKind::Invalid, op.describe(), "missing 'value' attribute");
  if (op.results.size() != 1) throw Error(ErrorKind::Invalid, op.describe(), "expects one result");
  results.push_back(constant_value(op, *value, op.results[0]->type));
}

}  // namespace

RtValue constant_value(const graph::Operation& op, const graph::Attribute& attr, const graph::Type& type) {
  using K = graph::Attribute::Kind;
  if (type.is_scalar()) return RtValue::of(scalar_from_attribute(attr, type.elem, op.describe()));
  if (!type.is_tensor())
    throw Error(ErrorKind::Unsupported, op.describe(), "constant of type " + type.str() + " is not supported");
  if (attr.kind != K::DenseElements && attr.kind != K::DenseResource)
    throw Error(ErrorKind::Invalid, op.describe(), "tensor constant needs dense<...> or dense_resource<...>, got " + attr.str_repr());
  if (!type.has_static_shape())
    throw Error(ErrorKind::Invalid, op.describe(), "tensor constant must have a static shape, got " + type.str());
  if (attr.type.kind == graph::Type::Kind::Tensor && attr.type.elem != type.elem)
    throw Error(ErrorKind::Invalid, op.describe(),
                "constant data of type " + attr.type.str() + " does not match " + type.str());
  const graph::Blob* blob = attr.elements_blob();
  if (!blob) {
    std::string name = attr.resource ? attr.resource->name : std::string("?");
    throw Error(ErrorKind::Invalid, op.describe(),
                "dense_resource<" + name + "> has no data in the file's dialect_resources section");
  }
  const DType elem = type.elem;
  const size_t esize = dtype_size(elem);
  const int64_t numel = shape_numel(type.shape);
  if (attr.kind == K::DenseElements && attr.splat) {
    if (blob->size != esize)
      throw Error(ErrorKind::Invalid, op.describe(), "splat constant holds " + std::to_string(blob->size) + " bytes, expected " + std::to_string(esize));
    Scalar v = HostTensor::view(elem, {}, blob->data, blob->owner).get(0);
    return RtValue::of(HostTensor::splat(elem, type.shape, v));
  }
  if (blob->size != size_t(numel) * esize)
    throw Error(ErrorKind::Invalid, op.describe(),
                "constant data holds " + std::to_string(blob->size) + " bytes, " + type.str() + " needs " +
                    std::to_string(size_t(numel) * esize));
  return RtValue::of(HostTensor::view(elem, type.shape, blob->data, blob->owner));
}

void register_arith_math_ops(OpRegistry& r) {
  for (graph::OpId id : graph::scalar_op_ids()) r.add(std::string(graph::op_id_name(id)), run_arith_math);
  r.add("arith.constant", run_constant);
}

}  // namespace linrt::ref
