// Custom forms of the arith and math dialects: constants, element-wise unary/binary/ternary
// ops with their optional fastmath / overflow flags, comparisons, select and casts.
#include "graph/parse_internal.h"

namespace linrt::graph::detail {

namespace {

// `fastmath<fast>` -> fastmath = #arith.fastmath<fast>; `overflow<nsw>` -> overflowFlags =
// #arith.overflow<nsw>, as the generic form spells them.
void parse_optional_flags(Parser& p, OpState& st) {
  while (true) {
    const Token& t = p.tok();
    const char* attr = t.is_keyword("fastmath") ? "fastmath" : t.is_keyword("overflow") ? "overflowFlags" : nullptr;
    if (!attr || p.lexer().peek_char() != '<') return;
    std::string text = std::string("#arith.") + std::string(t.text) +
                       std::string(p.lexer().scan_balanced('<', p.max_depth()));
    p.advance();
    st.op.attrs.emplace_back(attr, make_opaque_attr(std::move(text)));
  }
}

// The i1 type of the same shape as `t` (comparisons and float classification).
Type bool_like(const Type& t) {
  Type r = t;
  r.elem = DType::I1;
  if (t.kind == Type::Kind::Tensor) r.text.clear();
  return r;
}

// %a, %b, ... [flags] [attr-dict] : type   (all operands and the result share the type)
template <size_t N>
void parse_same_type(Parser& p, OpState& st) {
  Token at = p.tok();
  std::vector<OperandRef> refs;
  for (size_t i = 0; i < N; ++i) {
    if (i) p.expect(Tok::Comma, "','");
    refs.push_back(p.parse_operand_ref());
  }
  parse_optional_flags(p, st);
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  p.add_operands(st, refs, std::vector<Type>(N, t), at);
  st.result_types.push_back(t);
}

// %x [flags] [attr-dict] : type  -> i1 of the same shape (math.isnan, ...)
void parse_classify(Parser& p, OpState& st) {
  OperandRef x = p.parse_operand_ref();
  parse_optional_flags(p, st);
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  p.add_operand(st, x, t);
  st.result_types.push_back(bool_like(t));
}

// arith.constant [attr-dict] value
void parse_constant(Parser& p, OpState& st) {
  p.parse_optional_attr_dict(st.op);
  Token at = p.tok();
  AttrP v = p.parse_attribute();
  Type t;
  switch (v->kind) {
    case Attribute::Kind::Bool: t = Type::scalar(DType::I1); break;
    case Attribute::Kind::Integer:
    case Attribute::Kind::Float:
    case Attribute::Kind::DenseElements:
    case Attribute::Kind::DenseResource: t = v->type; break;
    case Attribute::Kind::Opaque:  // dense<...> of an element type without a DType
      if (v->type.kind != Type::Kind::None) {
        t = v->type;
        break;
      }
      [[fallthrough]];
    default: p.fail(at, "arith.constant needs a typed value (number, dense<...> or dense_resource<...>)");
  }
  st.op.attrs.emplace_back("value", v);
  st.result_types.push_back(t);
}

// arith.cmpf ogt, %a, %b [fastmath] : type
void parse_cmp(Parser& p, OpState& st) {
  Token pred = p.expect(Tok::BareIdent, "comparison predicate");
  p.expect(Tok::Comma, "',' after the predicate");
  Token at = p.tok();
  OperandRef a = p.parse_operand_ref();
  p.expect(Tok::Comma, "','");
  OperandRef b = p.parse_operand_ref();
  parse_optional_flags(p, st);
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  st.op.attrs.emplace_back("predicate", make_string_attr(std::string(pred.text)));
  if (!cmp_predicate(st.op)) p.fail(pred, "unknown predicate '" + std::string(pred.text) + "' for " + st.op.name);
  p.add_operands(st, {a, b}, {t, t}, at);
  st.result_types.push_back(bool_like(t));
}

// arith.select %c, %a, %b : type    or    : cond_type, type
void parse_select(Parser& p, OpState& st) {
  Token at = p.tok();
  OperandRef c = p.parse_operand_ref();
  p.expect(Tok::Comma, "','");
  OperandRef a = p.parse_operand_ref();
  p.expect(Tok::Comma, "','");
  OperandRef b = p.parse_operand_ref();
  p.parse_optional_attr_dict(st.op);
  p.expect(Tok::Colon, "':' and the type");
  std::vector<Type> types = p.parse_type_list();
  if (types.size() > 2) p.fail(at, "arith.select takes one or two types");
  Type cond = types.size() == 2 ? types[0] : Type::scalar(DType::I1);
  const Type& t = types.back();
  p.add_operands(st, {c, a, b}, {cond, t, t}, at);
  st.result_types.push_back(t);
}

// truncf's optional rounding mode keyword -> roundingmode = <its index in MLIR's enum>.
void parse_rounding_mode(Parser& p, OpState& st) {
  static constexpr std::string_view kRounding[] = {"to_nearest_even", "downward", "upward", "toward_zero",
                                                   "to_nearest_away"};
  for (size_t i = 0; i < std::size(kRounding); ++i) {
    if (p.consume_keyword_if(kRounding[i])) {
      st.op.attrs.emplace_back("roundingmode", make_int_attr(int64_t(i), DType::I32));
      return;
    }
  }
}

// arith.truncf %x [roundingmode] [fastmath] [attr-dict] : t1 to t2, and every other cast.
void parse_cast(Parser& p, OpState& st) {
  OperandRef x = p.parse_operand_ref();
  parse_rounding_mode(p, st);
  parse_optional_flags(p, st);
  p.parse_optional_attr_dict(st.op);
  Type from = p.parse_colon_type();
  p.expect_keyword("to");
  Type to = p.parse_type();
  p.add_operand(st, x, from);
  st.result_types.push_back(to);
}

// math.fpowi %a, %b [fastmath] : t1, t2 (result t1), and
// arith.scaling_extf %x, %scale [roundingmode] [fastmath] [attr-dict] : t1, t2 to t3
void parse_two_types(Parser& p, OpState& st) {
  const bool scaling = !st.op.is(OpId::MathFpowi);
  Token at = p.tok();
  OperandRef a = p.parse_operand_ref();
  p.expect(Tok::Comma, "','");
  OperandRef b = p.parse_operand_ref();
  if (scaling) parse_rounding_mode(p, st);
  parse_optional_flags(p, st);
  p.parse_optional_attr_dict(st.op);
  p.expect(Tok::Colon, "':' and the types");
  std::vector<Type> types = p.parse_type_list();
  if (types.size() != 2) p.fail(at, st.op.name + " takes two types");
  if (scaling) p.expect_keyword("to");
  Type result = scaling ? p.parse_type() : types[0];
  p.add_operands(st, {a, b}, types, at);
  st.result_types.push_back(result);
}

}  // namespace

void add_arith_math_parsers(CustomOpTable& t) {
  t["arith.constant"] = parse_constant;
  t["arith.cmpf"] = parse_cmp;
  t["arith.cmpi"] = parse_cmp;
  t["arith.select"] = parse_select;
  static constexpr const char* kBinary[] = {
      "arith.addf",     "arith.subf",     "arith.mulf",     "arith.divf",      "arith.remf",
      "arith.maximumf", "arith.minimumf", "arith.maxnumf",  "arith.minnumf",   "arith.maxf",
      "arith.minf",     "arith.addi",     "arith.subi",     "arith.muli",      "arith.divsi",
      "arith.divui",    "arith.remsi",    "arith.remui",    "arith.floordivsi", "arith.ceildivsi",
      "arith.ceildivui", "arith.andi",    "arith.ori",      "arith.xori",      "arith.shli",
      "arith.shrsi",    "arith.shrui",    "arith.maxsi",    "arith.minsi",     "arith.maxui",
      "arith.minui",    "math.powf",      "math.ipowi",     "math.atan2",      "math.copysign"};
  for (const char* n : kBinary) t[n] = parse_same_type<2>;
  static constexpr const char* kUnary[] = {
      "arith.negf", "math.exp",   "math.exp2",  "math.expm1", "math.log",   "math.log1p",
      "math.log2",  "math.log10", "math.tanh",  "math.erf",   "math.erfc",  "math.sqrt",
      "math.rsqrt", "math.cbrt",  "math.absf",  "math.absi",  "math.floor", "math.ceil",
      "math.round", "math.roundeven", "math.trunc", "math.sin", "math.cos", "math.tan",
      "math.asin",  "math.acos",  "math.atan",  "math.sinh",  "math.cosh",  "math.asinh",
      "math.acosh", "math.atanh", "math.ctlz",  "math.cttz",  "math.ctpop"};
  for (const char* n : kUnary) t[n] = parse_same_type<1>;
  t["math.fma"] = parse_same_type<3>;
  t["math.fpowi"] = parse_two_types;
  for (const char* n : {"math.isnan", "math.isinf", "math.isfinite", "math.isnormal"}) t[n] = parse_classify;
  static constexpr const char* kCasts[] = {
      "arith.extf",   "arith.truncf", "arith.extsi",      "arith.extui",         "arith.trunci",
      "arith.sitofp", "arith.uitofp", "arith.fptosi",     "arith.fptoui",        "arith.index_cast",
      "arith.index_castui", "arith.bitcast"};
  for (const char* n : kCasts) t[n] = parse_cast;
  t["arith.scaling_extf"] = parse_two_types;
  t["arith.scaling_truncf"] = parse_two_types;
}

}  // namespace linrt::graph::detail
