// Custom forms of scf.for, scf.if and scf.yield, which torch-mlir emits for loops and
// conditionals it cannot express as linalg ops. As in MLIR, a body without results may leave
// out its `scf.yield`; the parser adds it so the IR matches the generic form.
#include "graph/parse_internal.h"

namespace linrt::graph::detail {

namespace {

// Appends the implicit empty `scf.yield` to every block of `r` that does not end in one.
void add_implicit_yield(Region& r, const Location& loc) {
  for (auto& block : r.blocks) {
    if (!block->ops.empty() && block->ops.back()->is(OpId::ScfYield)) continue;
    auto yield = std::make_unique<Operation>();
    yield->name = "scf.yield";
    yield->loc = loc;
    yield->parent = block.get();
    block->ops.push_back(std::move(yield));
  }
}

void parse_body(Parser& p, OpState& st, const std::vector<EntryArg>* args, bool implicit_yield) {
  st.op.regions.push_back(std::make_unique<Region>());
  Region& r = *st.op.regions.back();
  p.parse_region(r, st.op, args);
  if (implicit_yield) add_implicit_yield(r, st.op.loc);
}

// scf.for [unsigned] %iv = %lb to %ub step %s [iter_args(%a = %init, ..) -> (types)] [: type]
//   { body } [attr-dict]
void parse_for(Parser& p, OpState& st) {
  if (p.consume_keyword_if("unsigned")) st.op.attrs.emplace_back("unsignedCmp", make_unit_attr());
  Token iv = p.expect(Tok::PercentIdent, "induction variable");
  p.expect(Tok::Equal, "'='");
  OperandRef lb = p.parse_operand_ref();
  p.expect_keyword("to");
  OperandRef ub = p.parse_operand_ref();
  p.expect_keyword("step");
  OperandRef step = p.parse_operand_ref();
  std::vector<Token> iter_names;
  std::vector<OperandRef> inits;
  if (p.consume_keyword_if("iter_args")) {
    p.expect(Tok::LParen, "'('");
    do {
      iter_names.push_back(p.expect(Tok::PercentIdent, "loop-carried value name"));
      p.expect(Tok::Equal, "'='");
      inits.push_back(p.parse_operand_ref());
    } while (p.consume_if(Tok::Comma));
    p.expect(Tok::RParen, "')'");
    Token at = p.expect(Tok::Arrow, "'->' and the loop result types");
    st.result_types = p.parse_result_types();
    if (st.result_types.size() != inits.size())
      p.fail(at, std::to_string(inits.size()) + " iter_args but " + std::to_string(st.result_types.size()) +
                     " result types");
  }
  Type iv_type = Type::scalar(DType::Index);
  if (p.consume_if(Tok::Colon)) iv_type = p.parse_type();
  p.add_operands(st, {lb, ub, step}, {iv_type, iv_type, iv_type}, iv);
  p.add_operands(st, inits, st.result_types, iv);
  std::vector<EntryArg> args{{iv, iv_type}};
  for (size_t i = 0; i < iter_names.size(); ++i) args.push_back({iter_names[i], st.result_types[i]});
  parse_body(p, st, &args, inits.empty());
  p.parse_optional_attr_dict(st.op);
}

// scf.if %cond [-> (types)] { then } [else { else }] [attr-dict]
void parse_if(Parser& p, OpState& st) {
  OperandRef cond = p.parse_operand_ref();
  if (p.consume_if(Tok::Arrow)) st.result_types = p.parse_result_types();
  p.add_operand(st, cond, Type::scalar(DType::I1));
  bool implicit = st.result_types.empty();
  parse_body(p, st, nullptr, implicit);
  if (p.consume_keyword_if("else")) {
    parse_body(p, st, nullptr, implicit);
  } else {
    st.op.regions.push_back(std::make_unique<Region>());
    st.op.regions.back()->parent = &st.op;
  }
  p.parse_optional_attr_dict(st.op);
}

// scf.yield [%a, %b : t1, t2]
void parse_yield(Parser& p, OpState& st) {
  Token at = p.tok();
  std::vector<OperandRef> refs = p.parse_operand_refs();
  p.parse_optional_attr_dict(st.op);
  if (refs.empty()) return;
  p.expect(Tok::Colon, "':' and the yielded types");
  p.add_operands(st, refs, p.parse_type_list(), at);
}

}  // namespace

void add_scf_parsers(CustomOpTable& t) {
  t["scf.for"] = parse_for;
  t["scf.if"] = parse_if;
  t["scf.yield"] = parse_yield;
}

}  // namespace linrt::graph::detail
