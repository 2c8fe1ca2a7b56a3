// The verifier's arith and math rules: operand and result counts, the same-type rule of the
// element-wise ops, comparison results and predicates, select's condition, cast directions and
// widths, and constants whose value's type is the result's.
#include <unordered_map>

#include "graph/verify/verify_internal.h"

namespace linrt::graph::verify {

namespace {

enum class Form : uint8_t { Unary, Binary, Ternary, Cmp, Select, Cast, Constant, Classify, Fpowi, Scaling };

// Cast rules: which element kinds go in and out, and how the widths compare.
enum class Width : uint8_t { Wider, Narrower, Same, Any };
struct CastRule {
  bool in_float, out_float;
  Width width;
};

const std::unordered_map<std::string_view, Form>& forms() {
  static const std::unordered_map<std::string_view, Form> table = [] {
    std::unordered_map<std::string_view, Form> t;
    for (const char* n : {"arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.remf", "arith.maximumf",
                          "arith.minimumf", "arith.maxnumf", "arith.minnumf", "arith.maxf", "arith.minf", "arith.addi",
                          "arith.subi", "arith.muli", "arith.divsi", "arith.divui", "arith.remsi", "arith.remui",
                          "arith.floordivsi", "arith.ceildivsi", "arith.ceildivui", "arith.andi", "arith.ori",
                          "arith.xori", "arith.shli", "arith.shrsi", "arith.shrui", "arith.maxsi", "arith.minsi",
                          "arith.maxui", "arith.minui", "math.powf", "math.ipowi", "math.atan2", "math.copysign"})
      t[n] = Form::Binary;
    for (const char* n : {"arith.negf", "math.exp", "math.exp2", "math.expm1", "math.log", "math.log1p", "math.log2",
                          "math.log10", "math.tanh", "math.erf", "math.erfc", "math.sqrt", "math.rsqrt", "math.cbrt",
                          "math.absf", "math.absi", "math.floor", "math.ceil", "math.round", "math.roundeven",
                          "math.trunc", "math.sin", "math.cos", "math.tan", "math.asin", "math.acos", "math.atan",
                          "math.sinh", "math.cosh", "math.asinh", "math.acosh", "math.atanh", "math.ctlz",
                          "math.cttz", "math.ctpop"})
      t[n] = Form::Unary;
    t["math.fma"] = Form::Ternary;
    t["arith.cmpf"] = Form::Cmp;
    t["arith.cmpi"] = Form::Cmp;
    t["arith.select"] = Form::Select;
    t["arith.constant"] = Form::Constant;
    t["math.fpowi"] = Form::Fpowi;
    for (const char* n : {"math.isnan", "math.isinf", "math.isfinite", "math.isnormal"}) t[n] = Form::Classify;
    for (const char* n : {"arith.extf", "arith.truncf", "arith.extsi", "arith.extui", "arith.trunci", "arith.sitofp",
                          "arith.uitofp", "arith.fptosi", "arith.fptoui", "arith.index_cast", "arith.index_castui",
                          "arith.bitcast"})
      t[n] = Form::Cast;
    t["arith.scaling_extf"] = Form::Scaling;
    t["arith.scaling_truncf"] = Form::Scaling;
    return t;
  }();
  return table;
}

CastRule cast_rule(OpId id) {
  if (id == OpId::ArithExtf) return {true, true, Width::Wider};
  if (id == OpId::ArithTruncf) return {true, true, Width::Narrower};
  if (id == OpId::ArithExtsi || id == OpId::ArithExtui) return {false, false, Width::Wider};
  if (id == OpId::ArithTrunci) return {false, false, Width::Narrower};
  if (id == OpId::ArithSitofp || id == OpId::ArithUitofp) return {false, true, Width::Any};
  if (id == OpId::ArithFptosi || id == OpId::ArithFptoui) return {true, false, Width::Any};
  if (id == OpId::ArithBitcast) return {false, false, Width::Same};  // kinds checked separately
  return {false, false, Width::Any};                                // index casts
}

// The operand and result types of an element-wise op may be scalars, or tensors/vectors of
// them; every operand and the result must then be of the same shape.
void expect_same_shape(const Operation& op, const Type& a, const Type& b, const std::string& what) {
  if (a.kind != b.kind || (a.kind != Type::Kind::Scalar && a.shape != b.shape))
    fail(op, what + " " + type_str(b) + " must have the same shape as " + type_str(a));
}

void verify_cast(const Operation& op) {
  expect_operands(op, 1);
  expect_results(op, 1);
  const Type& in = op.operands[0]->type;
  const Type& out = op.result()->type;
  expect_same_shape(op, in, out, "result type");
  DType a = element_type(in).elem, b = element_type(out).elem;
  if (op.is(OpId::ArithIndexCast) || op.is(OpId::ArithIndexCastui)) {
    if ((a == DType::Index) == (b == DType::Index) || dtype_is_float(a) || dtype_is_float(b))
      fail(op, "casts between index and an integer type, not " + type_str(in) + " to " + type_str(out));
    return;
  }
  if (op.is(OpId::ArithBitcast)) {
    if (dtype_bits(a) != dtype_bits(b) || a == DType::Index || b == DType::Index)
      fail(op, "operand and result must have the same bit width, " + type_str(in) + " and " + type_str(out));
    return;
  }
  CastRule r = cast_rule(op.id());
  if (dtype_is_float(a) != r.in_float || a == DType::Index)
    fail(op, "operand must be " + std::string(r.in_float ? "a float" : "an integer") + ", has type " + type_str(in));
  if (dtype_is_float(b) != r.out_float || b == DType::Index)
    fail(op, "result must be " + std::string(r.out_float ? "a float" : "an integer") + ", has type " + type_str(out));
  if (r.width == Width::Wider && !(dtype_bits(b) > dtype_bits(a)))
    fail(op, "result type " + type_str(out) + " must be wider than the operand type " + type_str(in));
  if (r.width == Width::Narrower && !(dtype_bits(b) < dtype_bits(a)))
    fail(op, "result type " + type_str(out) + " must be narrower than the operand type " + type_str(in));
}

// scaling_extf / scaling_truncf: value, scale and result are floats of one shape; the result
// is wider than the value (extf) or narrower (truncf).
void verify_scaling(const Operation& op) {
  expect_operands(op, 2);
  expect_results(op, 1);
  const Type& in = op.operands[0]->type;
  const Type& scale = op.operands[1]->type;
  const Type& out = op.result()->type;
  expect_same_shape(op, in, scale, "scale type");
  expect_same_shape(op, in, out, "result type");
  for (const Type* t : {&in, &scale, &out})
    if (t->kind == Type::Kind::Opaque || !dtype_is_float(element_type(*t).elem))
      fail(op, "value, scale and result must be floats, has type " + type_str(*t));
  unsigned a = dtype_bits(element_type(in).elem), b = dtype_bits(element_type(out).elem);
  if (op.is(OpId::ArithScalingExtf) && !(b > a))
    fail(op, "result type " + type_str(out) + " must be wider than the operand type " + type_str(in));
  if (op.is(OpId::ArithScalingTruncf) && !(b < a))
    fail(op, "result type " + type_str(out) + " must be narrower than the operand type " + type_str(in));
}

void verify_constant(const Operation& op) {
  expect_operands(op, 0);
  expect_results(op, 1);
  const Attribute* v = op.attr("value");
  if (!v) fail(op, "requires a 'value' attribute");
  const Type& out = op.result()->type;
  switch (v->kind) {
    case Attribute::Kind::Integer:
    case Attribute::Kind::Float:
    case Attribute::Kind::DenseElements:
    case Attribute::Kind::DenseResource:
      if (!(v->type == out))
        fail(op, "value's type " + type_str(v->type) + " must match the result type " + type_str(out));
      break;
    case Attribute::Kind::Bool:
      if (!(out == Type::scalar(DType::I1))) fail(op, "a boolean value needs result type 'i1', has " + type_str(out));
      break;
    case Attribute::Kind::Opaque:
      break;  // elements of a type linrt keeps as text (f8, i4): not checked
    default:
      fail(op, "value must be an integer, float or dense elements attribute");
  }
}

}  // namespace

bool verify_arith_math_op(const Module&, const Operation& op) {
  auto it = forms().find(op.name);
  if (it == forms().end()) return false;
  switch (it->second) {
    case Form::Unary:
    case Form::Binary:
    case Form::Ternary: {
      size_t n = it->second == Form::Unary ? 1 : it->second == Form::Binary ? 2 : 3;
      expect_operands(op, n);
      expect_results(op, 1);
      for (size_t i = 0; i < n; ++i)
        expect_type(op, op.operands[i]->type, op.result()->type, "operand #" + std::to_string(i));
      if (op.name.starts_with("arith.") && op.result()->type.kind != Type::Kind::Opaque) {
        bool wants_float = op.name.ends_with("f");  // addf, maximumf, negf; addi, maxsi, shrui
        if (dtype_is_float(element_type(op.result()->type).elem) != wants_float)
          fail(op, "operates on " + std::string(wants_float ? "floats" : "integers") + ", not " +
                       type_str(op.result()->type));
      }
      return true;
    }
    case Form::Cmp: {
      expect_operands(op, 2);
      expect_results(op, 1);
      expect_type(op, op.operands[1]->type, op.operands[0]->type, "operand #1");
      const Type& out = op.result()->type;
      if (out.kind == Type::Kind::Opaque || element_type(out).elem != DType::I1)
        fail(op, "result must be i1 (or a shaped type of i1), has type " + type_str(out));
      expect_same_shape(op, op.operands[0]->type, out, "result type");
      if (!op.attr("predicate")) fail(op, "requires a 'predicate' attribute");
      if (!cmp_predicate(op)) fail(op, "has an unknown predicate");
      if (op.is(OpId::ArithCmpf) != dtype_is_float(element_type(op.operands[0]->type).elem))
        fail(op, "compares " + std::string(op.is(OpId::ArithCmpf) ? "floats" : "integers") + ", not " +
                     type_str(op.operands[0]->type));
      return true;
    }
    case Form::Select: {
      expect_operands(op, 3);
      expect_results(op, 1);
      const Type& c = op.operands[0]->type;
      const Type& out = op.result()->type;
      expect_type(op, op.operands[1]->type, out, "true value");
      expect_type(op, op.operands[2]->type, out, "false value");
      if (c.kind == Type::Kind::Opaque || element_type(c).elem != DType::I1)
        fail(op, "condition must be i1 (or a shaped type of i1), has type " + type_str(c));
      if (!c.is_scalar()) expect_same_shape(op, out, c, "condition type");
      return true;
    }
    case Form::Classify:
      expect_operands(op, 1);
      expect_results(op, 1);
      if (element_type(op.result()->type).elem != DType::I1) fail(op, "result must be i1");
      expect_same_shape(op, op.operands[0]->type, op.result()->type, "result type");
      return true;
    case Form::Fpowi:
      expect_operands(op, 2);
      expect_results(op, 1);
      expect_type(op, op.operands[0]->type, op.result()->type, "operand #0");
      expect_same_shape(op, op.operands[0]->type, op.operands[1]->type, "exponent type");
      return true;
    case Form::Cast:
      verify_cast(op);
      return true;
    case Form::Scaling:
      verify_scaling(op);
      return true;
    case Form::Constant:
      verify_constant(op);
      return true;
  }
  return true;
}

}  // namespace linrt::graph::verify
