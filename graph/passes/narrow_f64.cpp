// f64 arithmetic that a function does between f32 values, computed in f32.
//
// torch's decompositions widen some f32 computations to f64: torch-mlir exports layer norm's
// mean and variance as extf to f64, sums, a divide, a subtract, a square, another sum and a
// truncf back to f32, and scaled_dot_product_attention's all-masked-row guard compares the
// f32 scores against -inf after an extf to f64. No fast kernel takes f64 (every one of those
// generics was a reference fallback), and PyTorch's own CPU kernels compute the same layer norm
// and softmax in f32. So when every f64 value of a function is made inside it from f32 (or
// narrower) values and f64 constants, is used only by float arithmetic, comparisons, selects,
// the linalg ops that carry them and truncf back, and never leaves the function, every f64 in
// the function becomes f32: extf to f64 of an f32 value and truncf of f64 to f32 disappear,
// f64 constants are rounded to f32. The meaning is kept up to the rounding of the intermediates;
// the accuracy is checked against PyTorch's outputs by the transformer fixtures
// (tests/fixtures/zoo_*: layer norm in every block) and recorded in docs/ARCHITECTURE.md.
// Anything else touching f64 (an f64 argument, result or call, fptosi, bitcast, a dense f64
// tensor constant) leaves the function as it is.
#include <algorithm>
#include <memory>
#include <vector>

#include "graph/dialect/arith_ops.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"
#include "linrt/error.h"

namespace linrt::graph {
namespace {

bool has_f64(const Type& t) {
  return (t.kind == Type::Kind::Scalar || t.kind == Type::Kind::Tensor) && t.elem == DType::F64;
}

bool touches_f64(const Operation& op) {
  for (const Value* v : op.operands)
    if (has_f64(v->type)) return true;
  for (const auto& r : op.results)
    if (has_f64(r->type)) return true;
  for (const auto& region : op.regions)
    for (const auto& b : region->blocks)
      for (const auto& a : b->args)
        if (has_f64(a->type)) return true;
  return false;
}

// Float arithmetic whose f32 result stays close to the f64 one (no conversions to integers,
// no bit reinterpretation).
bool narrowable_scalar_op(const Operation& op) {
  std::optional<ScalarOp> s;
  try {
    s = scalar_op_for(op);
  } catch (const Error&) {
    return false;
  }
  if (!s) return false;
  using SO = ScalarOpcode;
  switch (s->code) {
    case SO::AddF: case SO::SubF: case SO::MulF: case SO::DivF: case SO::MaximumF: case SO::MinimumF:
    case SO::MaxNumF: case SO::MinNumF: case SO::PowF: case SO::NegF: case SO::AbsF: case SO::Exp:
    case SO::Log: case SO::Tanh: case SO::Erf: case SO::Sqrt: case SO::Rsqrt: case SO::Fma:
    case SO::CmpF: case SO::Select: case SO::IsNaN: case SO::IsInf:
      return true;
    default:
      return false;
  }
}

// Whether `op` (touching f64) may be retyped.
bool narrowable(const Operation& op) {
  switch (op.id()) {
    case OpId::ArithExtf:
    case OpId::ArithTruncf:
    case OpId::LinalgGeneric:
    case OpId::LinalgFill:
    case OpId::LinalgYield:
    case OpId::LinalgTranspose:
    case OpId::LinalgBroadcast:
    case OpId::LinalgCopy:
    case OpId::TensorEmpty:
    case OpId::TensorExpandShape:
    case OpId::TensorCollapseShape:
      return true;
    case OpId::ArithConstant: {
      const Attribute* a = op.attr("value");
      return a && a->kind == Attribute::Kind::Float && op.results.size() == 1 && op.results[0]->type.is_scalar();
    }
    default:
      return op.regions.empty() && narrowable_scalar_op(op);
  }
}

bool function_narrowable(Block& body) {
  for (const auto& a : body.args)
    if (has_f64(a->type)) return false;
  bool ok = true, any = false;
  rewrite::walk(body, [&](Operation& op) {
    if (!touches_f64(op)) return;
    any = true;
    if (!narrowable(op)) ok = false;
  });
  return ok && any;
}

void retype(Type& t) {
  if (has_f64(t)) t.elem = DType::F32;
}

}  // namespace

void narrow_f64(Module& m, PassStats& stats) {
  int64_t& narrowed = stats.count("f64_ops_narrowed");
  for (Block* body : rewrite::function_bodies(m)) {
    if (!function_narrowable(*body)) continue;
    // Casts between f32 and f64 go first (their operand and result then have one type).
    std::vector<Operation*> casts;
    rewrite::walk(*body, [&](Operation& op) {
      if ((op.is(OpId::ArithExtf) && op.operands[0]->type.elem == DType::F32 && has_f64(op.results[0]->type)) ||
          (op.is(OpId::ArithTruncf) && has_f64(op.operands[0]->type) && op.results[0]->type.elem == DType::F32))
        casts.push_back(&op);
    });
    for (Operation* op : casts) {
      Block* scope = body;
      rewrite::replace_all_uses(*scope, op->results[0].get(), op->operands[0]);
    }
    rewrite::walk(*body, [&](Operation& op) {
      for (auto& r : op.results) retype(r->type);
      for (auto& region : op.regions)
        for (auto& b : region->blocks)
          for (auto& a : b->args) retype(a->type);
      if (op.is(OpId::ArithConstant)) {
        const Attribute* a = op.attr("value");
        if (a && a->kind == Attribute::Kind::Float && a->type.elem == DType::F64) {
          auto value = std::make_shared<Attribute>(*a);
          value->type.elem = DType::F32;
          value->f = double(float(a->f));
          for (auto& [name, attr] : op.attrs)
            if (name == "value") attr = value;
        }
      }
    });
    // The casts have no users left; dead-op elimination would take them too, but they are
    // identity ops now and nothing should see them.
    for (Operation* op : casts) rewrite::erase_op(op);
    narrowed += int64_t(casts.size());
  }
}

}  // namespace linrt::graph
