// Custom forms of func (and util's identical func/return/call), cf.assert, cf.br, cf.cond_br and ml_program.
#include "graph/parse_internal.h"

namespace linrt::graph::detail {

namespace {

bool is_visibility(const Token& t) {
  return t.is_keyword("public") || t.is_keyword("private") || t.is_keyword("nested");
}

AttrP dict_or_empty(Parser& p) {
  std::vector<std::pair<std::string, AttrP>> d;
  if (p.tok().is(Tok::LBrace)) p.parse_attr_dict(d);
  return make_dict_attr(std::move(d));
}

bool any_nonempty(const std::vector<AttrP>& dicts) {
  for (const auto& d : dicts)
    if (!d->dict.empty()) return true;
  return false;
}

// (%arg0: t {attrs}, ...) or, for declarations, (t {attrs}, ...)
void parse_signature_args(Parser& p, std::vector<EntryArg>& named, std::vector<Type>& types,
                          std::vector<AttrP>& attrs) {
  p.expect(Tok::LParen, "'(' to open the argument list");
  if (p.consume_if(Tok::RParen)) return;
  do {
    if (p.tok().is(Tok::PercentIdent)) {
      Token name = p.tok();
      p.advance();
      p.expect(Tok::Colon, "':' after the argument name");
      named.push_back({name, p.parse_type()});
      types.push_back(named.back().type);
    } else {
      if (!named.empty()) p.fail_here("expected a named argument");
      types.push_back(p.parse_type());
    }
    attrs.push_back(dict_or_empty(p));
    p.skip_optional_location();
  } while (p.consume_if(Tok::Comma));
  p.expect(Tok::RParen, "')' to close the argument list");
  if (!named.empty() && named.size() != types.size()) p.fail_here("mixed named and unnamed arguments");
}

// -> t  |  -> (t {attrs}, t)
void parse_signature_results(Parser& p, std::vector<Type>& types, std::vector<AttrP>& attrs) {
  if (!p.consume_if(Tok::Arrow)) return;
  if (!p.tok().is(Tok::LParen)) {
    types.push_back(p.parse_type());
    attrs.push_back(make_dict_attr({}));
    return;
  }
  p.advance();
  if (p.consume_if(Tok::RParen)) return;
  do {
    types.push_back(p.parse_type());
    attrs.push_back(dict_or_empty(p));
  } while (p.consume_if(Tok::Comma));
  p.expect(Tok::RParen, "')' to close the result list");
}

// func.func / util.func: [visibility] @name(args) [-> results] [attributes {..}] [{ body }]
void parse_func(Parser& p, OpState& st) {
  Operation& op = st.op;
  if (is_visibility(p.tok())) {
    op.attrs.emplace_back("sym_visibility", make_string_attr(std::string(p.tok().text)));
    p.advance();
  }
  if (!p.tok().is(Tok::AtIdent)) p.fail_here("expected the function's @name");
  op.attrs.emplace_back("sym_name", make_string_attr(p.parse_symbol_ref()->str));
  std::vector<EntryArg> named;
  Type fn;
  fn.kind = Type::Kind::Function;
  std::vector<AttrP> arg_attrs, res_attrs;
  parse_signature_args(p, named, fn.inputs, arg_attrs);
  parse_signature_results(p, fn.results, res_attrs);
  op.attrs.emplace_back("function_type", make_type_attr(fn));
  if (any_nonempty(arg_attrs)) op.attrs.emplace_back("arg_attrs", make_array_attr(arg_attrs));
  if (any_nonempty(res_attrs)) op.attrs.emplace_back("res_attrs", make_array_attr(res_attrs));
  p.parse_optional_attr_dict_with_keyword(op, "attributes");
  op.regions.push_back(std::make_unique<Region>());
  if (!p.tok().is(Tok::LBrace)) {
    op.regions.back()->parent = &op;
    return;  // a declaration: its region has no blocks, as in MLIR's generic form
  }
  if (named.size() != fn.inputs.size()) p.fail_here("a function with a body needs named arguments");
  p.push_isolated_scope();
  p.parse_region(*op.regions.back(), op, &named);
  p.pop_isolated_scope();
}

// return %a, %b : t1, t2
void parse_return(Parser& p, OpState& st) {
  Token at = p.tok();
  std::vector<OperandRef> refs = p.parse_operand_refs();
  if (refs.empty()) return;
  p.expect(Tok::Colon, "':' and the returned types");
  p.add_operands(st, refs, p.parse_type_list(), at);
}

// call @f(%a, %b) : (t1, t2) -> (r1, r2)
void parse_call(Parser& p, OpState& st) {
  if (!p.tok().is(Tok::AtIdent)) p.fail_here("expected the callee's @name");
  st.op.attrs.emplace_back("callee", p.parse_symbol_ref());
  p.expect(Tok::LParen, "'(' to open the call arguments");
  std::vector<OperandRef> refs = p.parse_operand_refs();
  p.expect(Tok::RParen, "')' to close the call arguments");
  p.parse_optional_attr_dict(st.op);
  p.expect(Tok::Colon, "':' and the callee's type");
  Token at = p.tok();
  Type fn = p.parse_function_type();
  p.add_operands(st, refs, fn.inputs, at);
  st.result_types = fn.results;
}

// cf.assert %cond, "message"
void parse_assert(Parser& p, OpState& st) {
  OperandRef cond = p.parse_operand_ref();
  p.expect(Tok::Comma, "',' before the assert message");
  if (!p.tok().is(Tok::String)) p.fail_here("expected the assert message string");
  st.op.attrs.emplace_back("msg", make_string_attr(decode_string(p.lexer(), p.tok())));
  p.advance();
  p.parse_optional_attr_dict(st.op);
  p.add_operand(st, cond, Type::scalar(DType::I1));
}

// One branch target: `^bb1` or `^bb1(%a, %b : t1, t2)`; adds the target to st.op's successors
// and its arguments to st.op's operands, and returns how many arguments it passes.
int64_t parse_branch_target(Parser& p, OpState& st) {
  p.parse_successor(st.op);
  if (!p.consume_if(Tok::LParen)) return 0;
  Token at = p.tok();
  std::vector<OperandRef> refs = p.parse_operand_refs();
  std::vector<Type> types;
  if (!refs.empty()) {
    p.expect(Tok::Colon, "':' and the branch arguments' types");
    types = p.parse_type_list();
  }
  p.expect(Tok::RParen, "')' to close the branch arguments");
  p.add_operands(st, refs, types, at);
  return int64_t(refs.size());
}

// cf.br ^bb1(%a : t)
void parse_br(Parser& p, OpState& st) {
  parse_branch_target(p, st);
  p.parse_optional_attr_dict(st.op);
}

// cf.cond_br %cond, ^bb1(%a : t), ^bb2
void parse_cond_br(Parser& p, OpState& st) {
  OperandRef cond = p.parse_operand_ref();
  p.add_operand(st, cond, Type::scalar(DType::I1));
  p.expect(Tok::Comma, "',' after the branch condition");
  int64_t n_true = parse_branch_target(p, st);
  p.expect(Tok::Comma, "',' between the two branch targets");
  int64_t n_false = parse_branch_target(p, st);
  st.op.attrs.emplace_back("operandSegmentSizes", make_dense_array(DType::I32, {1, n_true, n_false}));
  p.parse_optional_attr_dict(st.op);
}

// ml_program.global [visibility] [mutable] @name[(initial value)] : type
void parse_ml_global(Parser& p, OpState& st) {
  Operation& op = st.op;
  if (is_visibility(p.tok())) {
    op.attrs.emplace_back("sym_visibility", make_string_attr(std::string(p.tok().text)));
    p.advance();
  }
  if (p.consume_keyword_if("mutable")) op.attrs.emplace_back("is_mutable", make_unit_attr());
  if (!p.tok().is(Tok::AtIdent)) p.fail_here("expected the global's @name");
  op.attrs.emplace_back("sym_name", make_string_attr(p.parse_symbol_ref()->str));
  AttrP value;
  if (p.consume_if(Tok::LParen)) {
    value = p.parse_attribute();
    p.expect(Tok::RParen, "')' after the initial value");
  }
  op.attrs.emplace_back("type", make_type_attr(p.parse_colon_type()));
  if (value) op.attrs.emplace_back("value", value);
  p.parse_optional_attr_dict(op);
}

// ml_program.global_load[_const] @name : type
void parse_ml_global_load(Parser& p, OpState& st) {
  if (!p.tok().is(Tok::AtIdent)) p.fail_here("expected the global's @name");
  st.op.attrs.emplace_back("global", p.parse_symbol_ref());
  p.parse_optional_attr_dict(st.op);
  st.result_types.push_back(p.parse_colon_type());
}

// ml_program.global_store @name = %value : type
void parse_ml_global_store(Parser& p, OpState& st) {
  if (!p.tok().is(Tok::AtIdent)) p.fail_here("expected the global's @name");
  st.op.attrs.emplace_back("global", p.parse_symbol_ref());
  p.expect(Tok::Equal, "'=' before the stored value");
  OperandRef v = p.parse_operand_ref();
  p.parse_optional_attr_dict(st.op);
  p.add_operand(st, v, p.parse_colon_type());
}

}  // namespace

void add_builtin_func_parsers(CustomOpTable& t) {
  t["func.func"] = parse_func;
  t["util.func"] = parse_func;
  t["func.return"] = parse_return;
  t["util.return"] = parse_return;
  t["func.call"] = parse_call;
  t["util.call"] = parse_call;
  t["cf.assert"] = parse_assert;
  t["cf.br"] = parse_br;
  t["cf.cond_br"] = parse_cond_br;
  t["ml_program.global"] = parse_ml_global;
  t["ml_program.global_load"] = parse_ml_global_load;
  t["ml_program.global_load_const"] = parse_ml_global_load;
  t["ml_program.global_store"] = parse_ml_global_store;
}

}  // namespace linrt::graph::detail
