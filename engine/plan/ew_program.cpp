#include "engine/plan/ew_program.h"

#include <algorithm>
#include <cmath>
#include <cstring>

#include "graph/dialect/arith_ops.h"
#include "linrt/error.h"

namespace linrt::engine {

namespace {

using SO = ScalarOpcode;

const char* opcode_name(EwOpcode op) {
  switch (op) {
    case EwOpcode::Add: return "add";
    case EwOpcode::Sub: return "sub";
    case EwOpcode::Mul: return "mul";
    case EwOpcode::Div: return "div";
    case EwOpcode::Rem: return "rem";
    case EwOpcode::Maximum: return "maximum";
    case EwOpcode::Minimum: return "minimum";
    case EwOpcode::MaxNum: return "maxnum";
    case EwOpcode::MinNum: return "minnum";
    case EwOpcode::Pow: return "pow";
    case EwOpcode::CopySign: return "copysign";
    case EwOpcode::Neg: return "neg";
    case EwOpcode::Abs: return "abs";
    case EwOpcode::Exp: return "exp";
    case EwOpcode::Exp2: return "exp2";
    case EwOpcode::Expm1: return "expm1";
    case EwOpcode::Log: return "log";
    case EwOpcode::Log1p: return "log1p";
    case EwOpcode::Log2: return "log2";
    case EwOpcode::Log10: return "log10";
    case EwOpcode::Tanh: return "tanh";
    case EwOpcode::Erf: return "erf";
    case EwOpcode::Sqrt: return "sqrt";
    case EwOpcode::Rsqrt: return "rsqrt";
    case EwOpcode::Cbrt: return "cbrt";
    case EwOpcode::Floor: return "floor";
    case EwOpcode::Ceil: return "ceil";
    case EwOpcode::Round: return "round";
    case EwOpcode::RoundEven: return "roundeven";
    case EwOpcode::Trunc: return "trunc";
    case EwOpcode::Sin: return "sin";
    case EwOpcode::Cos: return "cos";
    case EwOpcode::Tan: return "tan";
    case EwOpcode::Atan: return "atan";
    case EwOpcode::Sinh: return "sinh";
    case EwOpcode::Cosh: return "cosh";
    case EwOpcode::IsNaN: return "isnan";
    case EwOpcode::IsInf: return "isinf";
    case EwOpcode::IsFinite: return "isfinite";
    case EwOpcode::Cmp: return "cmp";
    case EwOpcode::And: return "and";
    case EwOpcode::Or: return "or";
    case EwOpcode::XOr: return "xor";
    case EwOpcode::Select: return "select";
    case EwOpcode::Fma: return "fma";
  }
  return "?";
}

int arity(EwOpcode op) {
  switch (op) {
    case EwOpcode::Add: case EwOpcode::Sub: case EwOpcode::Mul: case EwOpcode::Div: case EwOpcode::Rem:
    case EwOpcode::Maximum: case EwOpcode::Minimum: case EwOpcode::MaxNum: case EwOpcode::MinNum:
    case EwOpcode::Pow: case EwOpcode::CopySign: case EwOpcode::Cmp: case EwOpcode::And:
    case EwOpcode::Or: case EwOpcode::XOr:
      return 2;
    case EwOpcode::Select: case EwOpcode::Fma:
      return 3;
    default:
      return 1;
  }
}

// The bytecode opcode of a float-to-float scalar op.
std::optional<EwOpcode> float_opcode(SO code) {
  switch (code) {
    case SO::AddF: return EwOpcode::Add;
    case SO::SubF: return EwOpcode::Sub;
    case SO::MulF: return EwOpcode::Mul;
    case SO::DivF: return EwOpcode::Div;
    case SO::RemF: return EwOpcode::Rem;
    case SO::MaximumF: return EwOpcode::Maximum;
    case SO::MinimumF: return EwOpcode::Minimum;
    case SO::MaxNumF: return EwOpcode::MaxNum;
    case SO::MinNumF: return EwOpcode::MinNum;
    case SO::PowF: return EwOpcode::Pow;
    case SO::CopySign: return EwOpcode::CopySign;
    case SO::NegF: return EwOpcode::Neg;
    case SO::AbsF: return EwOpcode::Abs;
    case SO::Exp: return EwOpcode::Exp;
    case SO::Exp2: return EwOpcode::Exp2;
    case SO::Expm1: return EwOpcode::Expm1;
    case SO::Log: return EwOpcode::Log;
    case SO::Log1p: return EwOpcode::Log1p;
    case SO::Log2: return EwOpcode::Log2;
    case SO::Log10: return EwOpcode::Log10;
    case SO::Tanh: return EwOpcode::Tanh;
    case SO::Erf: return EwOpcode::Erf;
    case SO::Sqrt: return EwOpcode::Sqrt;
    case SO::Rsqrt: return EwOpcode::Rsqrt;
    case SO::Cbrt: return EwOpcode::Cbrt;
    case SO::Floor: return EwOpcode::Floor;
    case SO::Ceil: return EwOpcode::Ceil;
    case SO::Round: return EwOpcode::Round;
    case SO::RoundEven: return EwOpcode::RoundEven;
    case SO::Trunc: return EwOpcode::Trunc;
    case SO::Sin: return EwOpcode::Sin;
    case SO::Cos: return EwOpcode::Cos;
    case SO::Tan: return EwOpcode::Tan;
    case SO::Atan: return EwOpcode::Atan;
    case SO::Sinh: return EwOpcode::Sinh;
    case SO::Cosh: return EwOpcode::Cosh;
    case SO::Fma: return EwOpcode::Fma;
    default: return std::nullopt;
  }
}

std::string float_hex(float v) {
  uint32_t bits;
  std::memcpy(&bits, &v, 4);
  char buf[16];
  std::snprintf(buf, sizeof buf, "0x%08x", bits);
  return buf;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// Program text

std::string EwProgram::text() const {
  std::string s = "in=" + std::to_string(num_inputs) + " c=[";
  for (size_t i = 0; i < constants.size(); ++i) s += (i ? "," : "") + float_hex(constants[i]);
  s += "]";
  for (const EwInstr& in : code) {
    s += " r" + std::to_string(in.dst) + "=" + opcode_name(in.op);
    if (in.op == EwOpcode::Cmp) s += "." + std::to_string(in.pred);
    const uint16_t ops[3] = {in.a, in.b, in.c};
    for (int k = 0; k < arity(in.op); ++k) s += (k ? ",r" : " r") + std::to_string(ops[k]);
    s += ";";
  }
  s += " out=";
  for (size_t i = 0; i < outputs.size(); ++i) s += (i ? ",r" : "r") + std::to_string(outputs[i]);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Access of an operand through an affine map

namespace {

// sum(coef[d] * d) + constant for a linear affine expression.
bool linear_terms(const graph::AffineExpr& e, std::span<int64_t> coef, int64_t& constant, int64_t scale) {
  using K = graph::AffineExpr::Kind;
  switch (e.kind) {
    case K::Dim:
      if (e.value < 0 || size_t(e.value) >= coef.size()) return false;
      coef[e.value] += scale;
      return true;
    case K::Const:
      constant += scale * e.value;
      return true;
    case K::Add:
      return e.lhs && e.rhs && linear_terms(*e.lhs, coef, constant, scale) && linear_terms(*e.rhs, coef, constant, scale);
    case K::Mul: {
      if (!e.lhs || !e.rhs) return false;
      const graph::AffineExpr* k = e.rhs->kind == K::Const ? e.rhs.get() : e.lhs->kind == K::Const ? e.lhs.get() : nullptr;
      const graph::AffineExpr* var = k == e.rhs.get() ? e.lhs.get() : e.rhs.get();
      if (!k || std::abs(k->value) > (int64_t(1) << 31) || std::abs(scale) > (int64_t(1) << 31)) return false;
      return linear_terms(*var, coef, constant, scale * k->value);
    }
    default:
      return false;
  }
}

}  // namespace

bool ew_identity_access(const EwAccess& access, std::span<const int64_t> shape) {
  if (access.base != 0 || access.strides.size() != shape.size()) return false;
  int64_t stride = 1;
  for (size_t d = shape.size(); d-- > 0;) {
    if (shape[d] != 1 && access.strides[d] != stride) return false;
    stride *= shape[d];
  }
  return true;
}

std::optional<EwAccess> ew_access(const graph::AffineMap& map, std::span<const int64_t> iter_shape,
                                  std::span<const int64_t> operand_shape) {
  if (map.num_symbols != 0 || map.num_dims != iter_shape.size() || map.results.size() != operand_shape.size())
    return std::nullopt;
  for (int64_t d : iter_shape)
    if (d <= 0) return std::nullopt;
  EwAccess acc;
  acc.strides.assign(iter_shape.size(), 0);
  int64_t operand_stride = 1;
  for (size_t r = operand_shape.size(); r-- > 0;) {
    std::vector<int64_t> coef(iter_shape.size(), 0);
    int64_t constant = 0;
    if (!map.results[r] || !linear_terms(*map.results[r], coef, constant, 1)) return std::nullopt;
    // The coordinate ranges over [lo, hi] across the iteration space; it must stay in bounds.
    int64_t lo = constant, hi = constant;
    for (size_t d = 0; d < coef.size(); ++d) {
      int64_t span = coef[d] * (iter_shape[d] - 1);
      (span < 0 ? lo : hi) += span;
    }
    if (lo < 0 || hi >= operand_shape[r]) return std::nullopt;
    acc.base += constant * operand_stride;
    for (size_t d = 0; d < coef.size(); ++d) acc.strides[d] += coef[d] * operand_stride;
    operand_stride *= operand_shape[r];
  }
  return acc;
}

// ---------------------------------------------------------------------------------------------
// Building programs

EwBuilder::Ref EwBuilder::input(uint32_t k) { return Ref{Ref::Kind::Input, k}; }

EwBuilder::Ref EwBuilder::constant(float v) {
  for (size_t i = 0; i < constants_.size(); ++i)
    if (std::memcmp(&constants_[i], &v, sizeof v) == 0) return Ref{Ref::Kind::Constant, uint32_t(i)};
  constants_.push_back(v);
  return Ref{Ref::Kind::Constant, uint32_t(constants_.size() - 1)};
}

EwBuilder::Ref EwBuilder::emit(EwOpcode op, uint8_t pred, std::span<const Ref> operands) {
  Instr in{op, pred, {}, {}, {}};
  if (operands.size() > 0) in.a = operands[0];
  if (operands.size() > 1) in.b = operands[1];
  if (operands.size() > 2) in.c = operands[2];
  instrs_.push_back(in);
  return Ref{Ref::Kind::Temp, uint32_t(instrs_.size() - 1)};
}

namespace {

bool is_f32(const graph::Type& t) { return t.is_scalar() && t.elem == DType::F32; }
bool is_i1(const graph::Type& t) { return t.is_scalar() && t.elem == DType::I1; }

}  // namespace

std::optional<std::vector<EwBuilder::Ref>> EwBuilder::add_body(const graph::Block& body, std::span<const Ref> args,
                                                               std::string& why) {
  if (args.size() != body.args.size()) {
    why = "block argument count differs from the operands";
    return std::nullopt;
  }
  // Values of this body, by Value pointer; a body is small, so a linear list is enough.
  std::vector<std::pair<const graph::Value*, Ref>> env;
  for (size_t i = 0; i < args.size(); ++i) {
    if (!is_f32(body.args[i]->type) && !is_i1(body.args[i]->type)) {
      why = "block argument of type " + body.args[i]->type.str();
      return std::nullopt;
    }
    env.emplace_back(body.args[i].get(), args[i]);
  }
  auto lookup = [&](const graph::Value* v) -> std::optional<Ref> {
    for (auto it = env.rbegin(); it != env.rend(); ++it)
      if (it->first == v) return it->second;
    // A value from outside the body: only scalar f32 constants are data the program can hold.
    const graph::Operation* def = v->def;
    if (def && def->is(graph::OpId::ArithConstant) && is_f32(v->type)) {
      const graph::Attribute* a = def->attr("value");
      if (a && a->kind == graph::Attribute::Kind::Float) return constant(float(a->f));
    }
    return std::nullopt;
  };

  for (const auto& op_ptr : body.ops) {
    const graph::Operation& op = *op_ptr;
    if (op.is(graph::OpId::LinalgYield)) {
      std::vector<Ref> out;
      for (const graph::Value* v : op.operands) {
        auto r = lookup(v);
        if (!r || !(is_f32(v->type) || is_i1(v->type))) {
          why = "yield of a value the program cannot hold";
          return std::nullopt;
        }
        out.push_back(*r);
      }
      return out;
    }
    if (!op.regions.empty() || op.results.size() != 1) {
      why = "op " + op.name + " in the body";
      return std::nullopt;
    }
    const graph::Type& rt = op.results[0]->type;
    if (op.is(graph::OpId::ArithConstant)) {
      const graph::Attribute* a = op.attr("value");
      if (!a) break;
      if (is_f32(rt) && a->kind == graph::Attribute::Kind::Float) {
        env.emplace_back(op.results[0].get(), constant(float(a->f)));
        continue;
      }
      if (is_i1(rt) && (a->kind == graph::Attribute::Kind::Bool || a->kind == graph::Attribute::Kind::Integer)) {
        env.emplace_back(op.results[0].get(), constant((a->kind == graph::Attribute::Kind::Bool ? a->b : a->i != 0) ? 1.f : 0.f));
        continue;
      }
      why = "constant of type " + rt.str();
      return std::nullopt;
    }
    if (op.is(graph::OpId::ArithTruncf) && is_f32(rt) && op.operands.size() == 1) {
      // A wider float constant narrowed to f32 (torch-mlir's f64 scalars): fold it.
      const graph::Operation* def = op.operands[0]->def;
      const graph::Attribute* a = def && def->is(graph::OpId::ArithConstant) ? def->attr("value") : nullptr;
      if (a && a->kind == graph::Attribute::Kind::Float && op.operands[0]->type.is_scalar()) {
        env.emplace_back(op.results[0].get(), constant(float(a->f)));
        continue;
      }
    }
    std::optional<ScalarOp> sop;
    try {
      sop = graph::scalar_op_for(op);
    } catch (const Error&) {
      sop.reset();  // malformed: the reference handler reports it with its location
    }
    if (!sop) {
      why = "op " + op.name + " in the body";
      return std::nullopt;
    }
    std::vector<Ref> operands;
    for (const graph::Value* v : op.operands) {
      auto r = lookup(v);
      if (!r || !(is_f32(v->type) || is_i1(v->type))) {
        why = "operand of " + op.name + " the program cannot hold";
        return std::nullopt;
      }
      operands.push_back(*r);
    }
    auto all_f32 = [&] {
      return std::all_of(op.operands.begin(), op.operands.end(), [](const graph::Value* v) { return is_f32(v->type); });
    };
    std::optional<Ref> result;
    if (auto code = float_opcode(sop->code); code && is_f32(rt) && all_f32() && int(operands.size()) == arity(*code)) {
      result = emit(*code, 0, operands);
    } else if (sop->code == SO::CmpF && is_i1(rt) && all_f32()) {
      result = emit(EwOpcode::Cmp, sop->predicate, operands);
    } else if ((sop->code == SO::IsNaN || sop->code == SO::IsInf || sop->code == SO::IsFinite) && is_i1(rt) && all_f32()) {
      result = emit(sop->code == SO::IsNaN ? EwOpcode::IsNaN : sop->code == SO::IsInf ? EwOpcode::IsInf : EwOpcode::IsFinite,
                    0, operands);
    } else if (sop->code == SO::Select && operands.size() == 3 && is_i1(op.operands[0]->type) &&
               (is_f32(rt) || is_i1(rt))) {
      result = emit(EwOpcode::Select, 0, operands);
    } else if ((sop->code == SO::AndI || sop->code == SO::OrI || sop->code == SO::XOrI) && is_i1(rt)) {
      result = emit(sop->code == SO::AndI ? EwOpcode::And : sop->code == SO::OrI ? EwOpcode::Or : EwOpcode::XOr, 0, operands);
    } else if (sop->code == SO::UIToFP && is_f32(rt) && is_i1(op.operands[0]->type)) {
      result = operands[0];  // i1 held as 0.0 / 1.0 already
    } else if (sop->code == SO::SIToFP && is_f32(rt) && is_i1(op.operands[0]->type)) {
      result = emit(EwOpcode::Neg, 0, operands);  // a signed i1 true is -1
    }
    if (!result) {
      why = "op " + op.name + " on " + rt.str();
      return std::nullopt;
    }
    env.emplace_back(op.results[0].get(), *result);
  }
  why = "body does not end with linalg.yield";
  return std::nullopt;
}

std::optional<EwBuilder::Ref> EwBuilder::add_named(const graph::OpName& name, std::span<const Ref> args) {
  struct Named {
    graph::OpId id;
    EwOpcode op;
    int arity;
  };
  static constexpr Named kNamed[] = {
      {graph::OpId::LinalgAdd, EwOpcode::Add, 2},      {graph::OpId::LinalgSub, EwOpcode::Sub, 2},
      {graph::OpId::LinalgMul, EwOpcode::Mul, 2},      {graph::OpId::LinalgDiv, EwOpcode::Div, 2},
      {graph::OpId::LinalgMax, EwOpcode::Maximum, 2},  {graph::OpId::LinalgMin, EwOpcode::Minimum, 2},
      {graph::OpId::LinalgPowf, EwOpcode::Pow, 2},     {graph::OpId::LinalgExp, EwOpcode::Exp, 1},
      {graph::OpId::LinalgLog, EwOpcode::Log, 1},      {graph::OpId::LinalgAbs, EwOpcode::Abs, 1},
      {graph::OpId::LinalgCeil, EwOpcode::Ceil, 1},    {graph::OpId::LinalgFloor, EwOpcode::Floor, 1},
      {graph::OpId::LinalgNegf, EwOpcode::Neg, 1},     {graph::OpId::LinalgRound, EwOpcode::Round, 1},
      {graph::OpId::LinalgSqrt, EwOpcode::Sqrt, 1},    {graph::OpId::LinalgRsqrt, EwOpcode::Rsqrt, 1},
      {graph::OpId::LinalgTanh, EwOpcode::Tanh, 1},    {graph::OpId::LinalgErf, EwOpcode::Erf, 1},
  };
  for (const Named& n : kNamed)
    if (n.id == name.id() && int(args.size()) == n.arity) return emit(n.op, 0, args);
  if (name.id() == graph::OpId::LinalgReciprocal && args.size() == 1) {
    Ref ops[2] = {constant(1.f), args[0]};
    return emit(EwOpcode::Div, 0, ops);
  }
  if (name.id() == graph::OpId::LinalgSquare && args.size() == 1) {
    Ref ops[2] = {args[0], args[0]};
    return emit(EwOpcode::Mul, 0, ops);
  }
  return std::nullopt;
}

std::optional<EwProgram> EwBuilder::finish(uint32_t num_inputs, std::span<const Ref> outputs) const {
  // Live instructions: those an output depends on.
  std::vector<bool> live(instrs_.size(), false);
  auto mark = [&](const Ref& r) {
    if (r.kind == Ref::Kind::Temp) live[r.index] = true;
  };
  for (const Ref& r : outputs) mark(r);
  for (size_t k = instrs_.size(); k-- > 0;) {
    if (!live[k]) continue;
    const Instr& in = instrs_[k];
    const Ref ops[3] = {in.a, in.b, in.c};
    for (int j = 0; j < arity(in.op); ++j) mark(ops[j]);
  }
  for (const Ref& r : outputs)
    if (r.kind == Ref::Kind::Input && r.index >= num_inputs) return std::nullopt;

  // Only the constants live code uses, in first-use order (so equal programs print equally).
  EwProgram p;
  p.num_inputs = uint16_t(num_inputs);
  std::vector<int> const_slot(constants_.size(), -1);
  auto use_const = [&](uint32_t i) {
    if (const_slot[i] < 0) {
      const_slot[i] = int(p.constants.size());
      p.constants.push_back(constants_[i]);
    }
  };
  for (size_t k = 0; k < instrs_.size(); ++k) {
    if (!live[k]) continue;
    const Ref ops[3] = {instrs_[k].a, instrs_[k].b, instrs_[k].c};
    for (int j = 0; j < arity(instrs_[k].op); ++j)
      if (ops[j].kind == Ref::Kind::Constant) use_const(ops[j].index);
  }
  for (const Ref& r : outputs)
    if (r.kind == Ref::Kind::Constant) use_const(r.index);
  const uint32_t first_temp = num_inputs + uint32_t(p.constants.size());

  // Last use of each temp, to free its register afterwards (outputs stay live to the end).
  std::vector<size_t> last_use(instrs_.size(), 0);
  for (size_t k = 0; k < instrs_.size(); ++k) {
    if (!live[k]) continue;
    const Ref ops[3] = {instrs_[k].a, instrs_[k].b, instrs_[k].c};
    for (int j = 0; j < arity(instrs_[k].op); ++j)
      if (ops[j].kind == Ref::Kind::Temp) last_use[ops[j].index] = k;
  }
  for (const Ref& r : outputs)
    if (r.kind == Ref::Kind::Temp) last_use[r.index] = instrs_.size();

  std::vector<uint32_t> reg_of(instrs_.size(), 0);
  std::vector<uint32_t> free_regs;
  uint32_t next_reg = first_temp;
  auto reg = [&](const Ref& r) -> uint32_t {
    switch (r.kind) {
      case Ref::Kind::Input: return r.index;
      case Ref::Kind::Constant: return num_inputs + uint32_t(const_slot[r.index]);
      case Ref::Kind::Temp: return reg_of[r.index];
    }
    return 0;
  };
  for (size_t k = 0; k < instrs_.size(); ++k) {
    if (!live[k]) continue;
    const Instr& in = instrs_[k];
    const Ref ops[3] = {in.a, in.b, in.c};
    EwInstr out{in.op, in.pred, 0, 0, 0, 0};
    uint32_t regs[3] = {0, 0, 0};
    for (int j = 0; j < arity(in.op); ++j) {
      if (ops[j].kind == Ref::Kind::Input && ops[j].index >= num_inputs) return std::nullopt;
      regs[j] = reg(ops[j]);
    }
    // Operands dying here free their registers before the result is placed: evaluation reads
    // every operand of a block before it writes the result, so sharing a register is safe.
    for (int j = 0; j < arity(in.op); ++j)
      if (ops[j].kind == Ref::Kind::Temp && last_use[ops[j].index] == k &&
          std::find(free_regs.begin(), free_regs.end(), regs[j]) == free_regs.end())
        free_regs.push_back(regs[j]);
    uint32_t dst;
    if (!free_regs.empty()) {
      dst = *std::min_element(free_regs.begin(), free_regs.end());
      free_regs.erase(std::find(free_regs.begin(), free_regs.end(), dst));
    } else {
      dst = next_reg++;
    }
    reg_of[k] = dst;
    if (next_reg > kEwMaxRegisters) return std::nullopt;
    out.dst = uint16_t(dst);
    out.a = uint16_t(regs[0]);
    out.b = uint16_t(regs[1]);
    out.c = uint16_t(regs[2]);
    p.code.push_back(out);
  }
  for (const Ref& r : outputs) p.outputs.push_back(uint16_t(reg(r)));
  p.num_registers = uint16_t(std::max<uint32_t>(next_reg, first_temp));
  if (p.num_registers > kEwMaxRegisters) return std::nullopt;
  return p;
}

}  // namespace linrt::engine
