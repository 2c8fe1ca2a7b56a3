// Custom forms of the IREE dialects found in IREE's e2e test files and dumps: util globals,
// constants and barriers, flow tensor shape ops, the hal tensor import/export wrappers of
// public functions, and the check dialect's expectations.
#include "graph/parse_internal.h"

namespace linrt::graph::detail {

namespace {

const Type kIndex = Type::scalar(DType::Index);

// The type a typed attribute carries (dense<..> : t, 1 : i32, #x<..> : t), or None.
Type type_of(const Attribute& a) {
  switch (a.kind) {
    case Attribute::Kind::Bool: return Type::scalar(DType::I1);
    case Attribute::Kind::Integer:
    case Attribute::Kind::Float:
    case Attribute::Kind::DenseElements:
    case Attribute::Kind::DenseResource:
    case Attribute::Kind::Opaque: return a.type;
    default: return Type();
  }
}

// `{%d0, %d1}` after a type in flow ops: the dynamic dimensions.
std::vector<OperandRef> parse_optional_dims(Parser& p) {
  std::vector<OperandRef> dims;
  if (!p.consume_if(Tok::LBrace)) return dims;
  dims = p.parse_operand_refs();
  p.expect(Tok::RBrace, "'}' to close the dynamic dimensions");
  return dims;
}

// util.global [visibility] [mutable] @name [attr-dict] (= value [: type] | : type)
void parse_util_global(Parser& p, OpState& st) {
  Operation& op = st.op;
  if (p.tok().is_keyword("private") || p.tok().is_keyword("public") || p.tok().is_keyword("nested")) {
    op.attrs.emplace_back("sym_visibility", make_string_attr(std::string(p.tok().text)));
    p.advance();
  }
  if (p.consume_keyword_if("mutable")) op.attrs.emplace_back("is_mutable", make_unit_attr());
  if (!p.tok().is(Tok::AtIdent)) p.fail_here("expected the global's @name");
  op.attrs.emplace_back("sym_name", make_string_attr(p.parse_symbol_ref()->str));
  p.parse_optional_attr_dict(op);
  AttrP value;
  Type t;
  if (p.consume_if(Tok::Equal)) {
    value = p.parse_attribute();
    t = type_of(*value);
  }
  if (p.tok().is(Tok::Colon) || t.kind == Type::Kind::None) t = p.parse_colon_type();
  op.attrs.emplace_back("type", make_type_attr(t));
  if (value) op.attrs.emplace_back("initial_value", value);
}

// util.global.load [immutable] @name : type
void parse_util_global_load(Parser& p, OpState& st) {
  if (p.consume_keyword_if("immutable")) st.op.attrs.emplace_back("is_immutable", make_unit_attr());
  if (!p.tok().is(Tok::AtIdent)) p.fail_here("expected the global's @name");
  st.op.attrs.emplace_back("global", p.parse_symbol_ref());
  p.parse_optional_attr_dict(st.op);
  st.result_types.push_back(p.parse_colon_type());
}

// util.global.store %v, @name : type
void parse_util_global_store(Parser& p, OpState& st) {
  OperandRef v = p.parse_operand_ref();
  p.expect(Tok::Comma, "','");
  if (!p.tok().is(Tok::AtIdent)) p.fail_here("expected the global's @name");
  st.op.attrs.emplace_back("global", p.parse_symbol_ref());
  p.parse_optional_attr_dict(st.op);
  p.add_operand(st, v, p.parse_colon_type());
}

// util.unfoldable_constant [attr-dict] value;  flow.tensor.constant value [-> type]
void parse_constant_like(Parser& p, OpState& st) {
  p.parse_optional_attr_dict(st.op);
  Token at = p.tok();
  AttrP v = p.parse_attribute();
  Type t = type_of(*v);
  if (t.kind == Type::Kind::None) p.fail(at, "expected a typed constant value");
  st.op.attrs.emplace_back("value", v);
  if (p.consume_if(Tok::Arrow)) t = p.parse_type();
  st.result_types.push_back(t);
}

// flow.tensor.dynamic_constant value -> type
void parse_dynamic_constant(Parser& p, OpState& st) {
  p.parse_optional_attr_dict(st.op);
  st.op.attrs.emplace_back("value", p.parse_attribute());
  p.expect(Tok::Arrow, "'->' and the result type");
  st.result_types.push_back(p.parse_type());
}

// util.optimization_barrier %a, %b : t1, t2
void parse_barrier(Parser& p, OpState& st) {
  Token at = p.tok();
  std::vector<OperandRef> refs = p.parse_operand_refs();
  p.parse_optional_attr_dict(st.op);
  p.expect(Tok::Colon, "':' and the operand types");
  std::vector<Type> types = p.parse_type_list();
  p.add_operands(st, refs, types, at);
  st.result_types = types;
}

// flow.tensor.tie_shape %t : type{%d}
void parse_tie_shape(Parser& p, OpState& st) {
  OperandRef src = p.parse_operand_ref();
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  std::vector<OperandRef> dims = parse_optional_dims(p);
  p.add_operand(st, src, t);
  for (const OperandRef& d : dims) p.add_operand(st, d, kIndex);
  st.result_types.push_back(t);
}

// flow.tensor.bitcast / reshape %t : t1{%d} -> t2{%d} [attributes {..}]
void parse_flow_reshape(Parser& p, OpState& st) {
  OperandRef src = p.parse_operand_ref();
  p.parse_optional_attr_dict(st.op);
  Type from = p.parse_colon_type();
  std::vector<OperandRef> src_dims = parse_optional_dims(p);
  p.expect(Tok::Arrow, "'->' and the result type");
  Type to = p.parse_type();
  std::vector<OperandRef> res_dims = parse_optional_dims(p);
  p.parse_optional_attr_dict_with_keyword(st.op, "attributes");
  p.add_operand(st, src, from);
  for (const OperandRef& d : src_dims) p.add_operand(st, d, kIndex);
  for (const OperandRef& d : res_dims) p.add_operand(st, d, kIndex);
  st.op.attrs.emplace_back("operandSegmentSizes",
                           make_dense_array(DType::I32, {1, int64_t(src_dims.size()), int64_t(res_dims.size())}));
  st.result_types.push_back(to);
}

// `(on(#affinity))?` shared by the hal tensor ops.
void parse_optional_affinity(Parser& p, OpState& st) {
  if (!p.consume_keyword_if("on")) return;
  p.expect(Tok::LParen, "'(' after 'on'");
  st.op.attrs.emplace_back("affinity", p.parse_attribute());
  p.expect(Tok::RParen, "')'");
}

void parse_optional_name(Parser& p, OpState& st) {
  if (!p.tok().is(Tok::String)) return;
  st.op.attrs.emplace_back("name", make_string_attr(decode_string(p.lexer(), p.tok())));
  p.advance();
}

// `encoding [as type]`: the ABI-facing type and, when it differs, the tensor's own type.
std::pair<Type, Type> parse_type_alias(Parser& p) {
  Type encoding = p.parse_type();
  Type storage = p.consume_keyword_if("as") ? p.parse_type() : encoding;
  return {encoding, storage};
}

// hal.tensor.import [on(..)] [wait(%f) =>] [consume] %bv ["name"] : !hal.buffer_view ->
//   tensor<..> [as tensor<..>] [{%dims}]
void parse_hal_import(Parser& p, OpState& st) {
  parse_optional_affinity(p, st);
  std::optional<OperandRef> fence;
  if (p.consume_keyword_if("wait")) {
    p.expect(Tok::LParen, "'(' after 'wait'");
    fence = p.parse_operand_ref();
    p.expect(Tok::RParen, "')'");
    p.expect(Tok::Equal, "'=>'");
    p.expect(Tok::Greater, "'=>'");
  }
  if (p.consume_keyword_if("consume")) st.op.attrs.emplace_back("consume", make_unit_attr());
  OperandRef src = p.parse_operand_ref();
  parse_optional_name(p, st);
  Type src_type = p.parse_colon_type();
  p.expect(Tok::Arrow, "'->'");
  auto [encoding, target] = parse_type_alias(p);
  std::vector<OperandRef> dims = parse_optional_dims(p);
  p.parse_optional_attr_dict(st.op);
  st.op.attrs.emplace_back("target_encoding", make_type_attr(encoding));
  p.add_operand(st, src, src_type);
  for (const OperandRef& d : dims) p.add_operand(st, d, kIndex);
  if (fence) p.add_operand_untyped(st, *fence);
  st.op.attrs.emplace_back("operandSegmentSizes",
                           make_dense_array(DType::I32, {1, int64_t(dims.size()), fence ? 1 : 0}));
  st.result_types.push_back(target);
}

// hal.tensor.export [on(..)] %t ["name"] : tensor<..> [as tensor<..>] [{%dims}] -> !hal.buffer_view
void parse_hal_export(Parser& p, OpState& st) {
  parse_optional_affinity(p, st);
  OperandRef src = p.parse_operand_ref();
  parse_optional_name(p, st);
  p.expect(Tok::Colon, "':' and the source type");
  auto [encoding, source] = parse_type_alias(p);
  std::vector<OperandRef> dims = parse_optional_dims(p);
  p.expect(Tok::Arrow, "'->'");
  st.result_types.push_back(p.parse_type());
  p.parse_optional_attr_dict(st.op);
  st.op.attrs.emplace_back("source_encoding", make_type_attr(encoding));
  p.add_operand(st, src, source);
  for (const OperandRef& d : dims) p.add_operand(st, d, kIndex);
}

// hal.buffer_view.dim<%bv : !hal.buffer_view>[0] : index
void parse_hal_buffer_view_dim(Parser& p, OpState& st) {
  p.expect(Tok::Less, "'<'");
  OperandRef bv = p.parse_operand_ref();
  Type bv_type = p.parse_colon_type();
  p.expect(Tok::Greater, "'>'");
  p.expect(Tok::LSquare, "'['");
  st.op.attrs.emplace_back("index", p.parse_number_as(DType::Index));
  p.expect(Tok::RSquare, "']'");
  p.parse_optional_attr_dict(st.op);
  st.result_types.push_back(p.parse_colon_type());
  p.add_operand(st, bv, bv_type);
}

// check.expect_*[<%device>](%a[, %b | , value][, atol X][, rtol Y]) [attr-dict] : type
struct CheckForm {
  int operands;      // SSA operands after the device
  bool const_value;  // a constant attribute follows the operands
  bool tolerances;   // accepts `, atol X, rtol Y`
};

void parse_check(Parser& p, OpState& st, CheckForm form) {
  std::optional<OperandRef> device;
  if (p.consume_if(Tok::Less)) {
    device = p.parse_operand_ref();
    p.expect(Tok::Greater, "'>' after the device");
  }
  p.expect(Tok::LParen, "'('");
  Token at = p.tok();
  std::vector<OperandRef> refs;
  for (int i = 0; i < form.operands; ++i) {
    if (i) p.expect(Tok::Comma, "','");
    refs.push_back(p.parse_operand_ref());
  }
  if (form.const_value) {
    p.expect(Tok::Comma, "',' before the expected value");
    st.op.attrs.emplace_back("value", p.parse_attribute());
  }
  while (form.tolerances && p.consume_if(Tok::Comma)) {
    Token key = p.tok();
    if (!key.is_keyword("atol") && !key.is_keyword("rtol")) p.fail_here("expected 'atol' or 'rtol'");
    p.advance();
    st.op.attrs.emplace_back(std::string(key.text), p.parse_number_as(DType::F32));
  }
  p.expect(Tok::RParen, "')'");
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  if (device) p.add_operand_untyped(st, *device);
  p.add_operands(st, refs, std::vector<Type>(refs.size(), t), at);
}

}  // namespace

void add_iree_parsers(CustomOpTable& t) {
  t["util.global"] = parse_util_global;
  t["util.global.load"] = parse_util_global_load;
  t["util.global.store"] = parse_util_global_store;
  t["util.unfoldable_constant"] = parse_constant_like;
  t["util.optimization_barrier"] = parse_barrier;
  t["flow.tensor.constant"] = parse_constant_like;
  t["flow.tensor.dynamic_constant"] = parse_dynamic_constant;
  t["flow.tensor.tie_shape"] = parse_tie_shape;
  t["flow.tensor.bitcast"] = parse_flow_reshape;
  t["flow.tensor.reshape"] = parse_flow_reshape;
  t["hal.tensor.import"] = parse_hal_import;
  t["hal.tensor.export"] = parse_hal_export;
  t["hal.buffer_view.dim"] = parse_hal_buffer_view_dim;
  t["check.expect_true"] = [](Parser& p, OpState& st) { parse_check(p, st, {1, false, false}); };
  t["check.expect_false"] = [](Parser& p, OpState& st) { parse_check(p, st, {1, false, false}); };
  t["check.expect_all_true"] = [](Parser& p, OpState& st) { parse_check(p, st, {1, false, false}); };
  t["check.expect_eq"] = [](Parser& p, OpState& st) { parse_check(p, st, {2, false, false}); };
  t["check.expect_eq_const"] = [](Parser& p, OpState& st) { parse_check(p, st, {1, true, false}); };
  t["check.expect_almost_eq"] = [](Parser& p, OpState& st) { parse_check(p, st, {2, false, true}); };
  t["check.expect_almost_eq_const"] = [](Parser& p, OpState& st) { parse_check(p, st, {1, true, true}); };
}

}  // namespace linrt::graph::detail
