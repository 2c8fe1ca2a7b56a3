// Custom forms of the linalg dialect: linalg.generic, the named structured ops (matmul, conv,
// pooling, fill, element-wise), transpose / broadcast / softmax / map / reduce, pack / unpack
// (also under their older tensor.* names), yield and index; and torch-mlir's tm_tensor and
// IREE's iree_linalg_ext ops, which share linalg's ins/outs syntax. Structured ops carry operandSegmentSizes =
// array<i32: nIns, nOuts> as their generic form does.
#include "graph/parse_internal.h"

namespace linrt::graph::detail {

namespace {

struct OperandGroup {
  Token at;
  std::vector<OperandRef> refs;
  std::vector<Type> types;
};

// kw(%a, %b : t1, t2)  or  kw()
OperandGroup parse_group(Parser& p, std::string_view kw) {
  OperandGroup g;
  g.at = p.expect_keyword(kw);
  p.expect(Tok::LParen, "'(' after '" + std::string(kw) + "'");
  if (p.consume_if(Tok::RParen)) return g;
  g.refs = p.parse_operand_refs();
  if (g.refs.empty()) p.fail_here("expected SSA values in '" + std::string(kw) + "(...)'");
  p.expect(Tok::Colon, "':' and the operand types");
  g.types = p.parse_type_list();
  p.expect(Tok::RParen, "')' to close '" + std::string(kw) + "(...)'");
  return g;
}

void add_group(Parser& p, OpState& st, const OperandGroup& g) { p.add_operands(st, g.refs, g.types, g.at); }

// `<{props}>` (or linalg.elementwise's `<add>` kind) then `{attrs}` then `name = value` pairs
// (indexing_maps = [...], kind = ...), up to `ins`.
void parse_leading_attrs(Parser& p, OpState& st) {
  if (p.consume_if(Tok::Less)) {
    if (p.tok().is(Tok::BareIdent)) {
      std::string kind(p.tok().text);
      p.advance();
      st.op.attrs.emplace_back("kind", make_opaque_attr("#linalg.elementwise_kind<" + kind + ">"));
    } else {
      p.parse_attr_dict(st.op.attrs);
    }
    p.expect(Tok::Greater, "'>'");
  }
  p.parse_optional_attr_dict(st.op);
  while (p.tok().is(Tok::BareIdent) && !p.tok().is_keyword("ins") && !p.tok().is_keyword("outs") &&
         p.peek().is(Tok::Equal)) {
    std::string key(p.tok().text);
    p.advance();
    p.advance();  // '='
    st.op.attrs.emplace_back(std::move(key), p.parse_attribute());
  }
}

// ins(...) outs(...) with operandSegmentSizes
void parse_ins_outs(Parser& p, OpState& st, OperandGroup& ins, OperandGroup& outs) {
  if (p.tok().is_keyword("ins")) ins = parse_group(p, "ins");
  if (p.tok().is_keyword("outs")) outs = parse_group(p, "outs");
  add_group(p, st, ins);
  add_group(p, st, outs);
  st.op.attrs.emplace_back("operandSegmentSizes",
                           make_dense_array(DType::I32, {int64_t(ins.refs.size()), int64_t(outs.refs.size())}));
}

void parse_optional_results(Parser& p, OpState& st) {
  if (p.consume_if(Tok::Arrow)) st.result_types = p.parse_result_types();
}

// The results of ops whose result types are those of their tensor inits.
void results_from_inits(OpState& st, const OperandGroup& outs) {
  for (const Type& t : outs.types)
    if (t.is_tensor()) st.result_types.push_back(t);
}

// The custom form writes iterator types as strings; the op stores them as enum attributes,
// which the generic form spells #linalg.iterator_type<parallel>.
void canonicalize_iterator_types(Operation& op) {
  for (auto& [key, value] : op.attrs) {
    if (key != "iterator_types" || value->kind != Attribute::Kind::Array) continue;
    std::vector<AttrP> elems;
    for (const AttrP& e : value->elems)
      elems.push_back(e->kind == Attribute::Kind::String ? make_opaque_attr("#linalg.iterator_type<" + e->str + ">") : e);
    value = make_array_attr(std::move(elems));
  }
}

// linalg.generic {attrs} ins(..) outs(..) [attrs = {..}] { ^bb0(..): .. } [-> types]
void parse_generic(Parser& p, OpState& st) {
  OperandGroup ins, outs;
  parse_leading_attrs(p, st);
  canonicalize_iterator_types(st.op);
  parse_ins_outs(p, st, ins, outs);
  p.parse_optional_attr_dict_with_keyword(st.op, "attrs");
  st.op.regions.push_back(std::make_unique<Region>());
  p.parse_region(*st.op.regions.back(), st.op, nullptr);
  parse_optional_results(p, st);
}

// linalg.matmul [{attrs}] [indexing_maps = [..]] ins(..) outs(..) [{attrs}] [-> types]
void parse_named_structured(Parser& p, OpState& st) {
  OperandGroup ins, outs;
  parse_leading_attrs(p, st);
  parse_ins_outs(p, st, ins, outs);
  p.parse_optional_attr_dict(st.op);
  parse_optional_results(p, st);
}

// linalg.softmax dimension(1) ins(..) outs(..) [-> type]
void parse_softmax(Parser& p, OpState& st) {
  p.expect_keyword("dimension");
  p.expect(Tok::LParen, "'('");
  st.op.attrs.emplace_back("dimension", p.parse_number_as(DType::I64));
  p.expect(Tok::RParen, "')'");
  OperandGroup ins = parse_group(p, "ins"), outs = parse_group(p, "outs");
  add_group(p, st, ins);
  add_group(p, st, outs);
  p.parse_optional_attr_dict(st.op);
  parse_optional_results(p, st);
}

// linalg.transpose ins(..) outs(..) permutation = [..]; linalg.broadcast .. dimensions = [..]
void parse_with_i64_list(Parser& p, OpState& st, std::string_view key) {
  OperandGroup ins = parse_group(p, "ins"), outs = parse_group(p, "outs");
  add_group(p, st, ins);
  add_group(p, st, outs);
  p.expect_keyword(key);
  p.expect(Tok::Equal, "'='");
  st.op.attrs.emplace_back(std::string(key), parse_bracketed_i64_array(p));
  p.parse_optional_attr_dict(st.op);
  results_from_inits(st, outs);
}

// The one-op body of the short map/reduce form `{ arith.addf }`: block arguments of
// `arg_types`, the payload op applied to the arguments listed in `payload_args`, then
// linalg.yield of its result. (MLIR gives map's block an argument for the init too, which the
// payload does not use, and applies reduce's payload to the init first.)
void build_short_form_body(Parser& p, OpState& st, const Token& payload_name,
                           std::vector<std::pair<std::string, AttrP>> payload_attrs,
                           const std::vector<Type>& arg_types, const std::vector<size_t>& payload_args,
                           const Type& result_type) {
  auto region = std::make_unique<Region>();
  region->parent = &st.op;
  auto block = std::make_unique<Block>();
  block->parent = region.get();
  auto payload = std::make_unique<Operation>();
  payload->name = std::string(payload_name.text);
  payload->loc = p.loc(payload_name);
  payload->parent = block.get();
  payload->attrs = std::move(payload_attrs);
  for (const Type& t : arg_types) {
    std::unique_ptr<Value> v = p.create_value(t, "");
    v->block = block.get();
    v->index = unsigned(block->args.size());
    block->args.push_back(std::move(v));
  }
  for (size_t i : payload_args) payload->operands.push_back(block->args[i].get());
  std::unique_ptr<Value> r = p.create_value(result_type, "");
  r->def = payload.get();
  auto yield = std::make_unique<Operation>();
  yield->name = "linalg.yield";
  yield->loc = payload->loc;
  yield->parent = block.get();
  yield->operands.push_back(r.get());
  payload->results.push_back(std::move(r));
  block->ops.push_back(std::move(payload));
  block->ops.push_back(std::move(yield));
  region->blocks.push_back(std::move(block));
  st.op.regions.push_back(std::move(region));
}

// linalg.map { op } ins(..) outs(..)   or   linalg.map ins(..) outs(..) (%a: f32) { .. }
// linalg.reduce likewise, with `dimensions = [..]` after outs.
void parse_map_or_reduce(Parser& p, OpState& st) {
  bool is_reduce = st.op.is(OpId::LinalgReduce);
  Token payload;
  std::vector<std::pair<std::string, AttrP>> payload_attrs;
  if (p.consume_if(Tok::LBrace)) {
    payload = p.expect(Tok::BareIdent, "payload operation name");
    if (p.tok().is(Tok::LBrace)) p.parse_attr_dict(payload_attrs);
    p.expect(Tok::RBrace, "'}' after the payload operation");
  }
  OperandGroup ins = parse_group(p, "ins"), outs = parse_group(p, "outs");
  add_group(p, st, ins);
  add_group(p, st, outs);
  if (is_reduce) {
    p.expect_keyword("dimensions");
    p.expect(Tok::Equal, "'='");
    st.op.attrs.emplace_back("dimensions", parse_bracketed_i64_array(p));
  }
  p.parse_optional_attr_dict(st.op);
  if (!payload.text.empty()) {
    if (outs.types.empty()) p.fail(outs.at, "expected an init operand");
    std::vector<Type> args;
    for (const Type& t : ins.types) args.push_back(p.element_type_of(t));
    for (const Type& t : outs.types) args.push_back(p.element_type_of(t));
    std::vector<size_t> used;
    size_t n_ins = ins.types.size();
    if (is_reduce)
      for (size_t i = 0; i < outs.types.size(); ++i) used.push_back(n_ins + i);
    for (size_t i = 0; i < n_ins; ++i) used.push_back(i);
    build_short_form_body(p, st, payload, std::move(payload_attrs), args, used,
                          p.element_type_of(outs.types[0]));
  } else {
    std::vector<EntryArg> entry;
    p.expect(Tok::LParen, "'(' to open the body's arguments");
    if (!p.consume_if(Tok::RParen)) {
      do {
        Token name = p.expect(Tok::PercentIdent, "argument name");
        p.expect(Tok::Colon, "':'");
        entry.push_back({name, p.parse_type()});
      } while (p.consume_if(Tok::Comma));
      p.expect(Tok::RParen, "')'");
    }
    st.op.regions.push_back(std::make_unique<Region>());
    p.parse_region(*st.op.regions.back(), st.op, &entry);
  }
  results_from_inits(st, outs);
}

// linalg.yield %a, %b : t1, t2
void parse_yield(Parser& p, OpState& st) {
  Token at = p.tok();
  std::vector<OperandRef> refs = p.parse_operand_refs();
  p.parse_optional_attr_dict(st.op);
  if (refs.empty()) return;
  p.expect(Tok::Colon, "':' and the yielded types");
  p.add_operands(st, refs, p.parse_type_list(), at);
}

// linalg.index 0 : index
void parse_index(Parser& p, OpState& st) {
  st.op.attrs.emplace_back("dim", p.parse_number_as(DType::I64));
  p.parse_optional_attr_dict(st.op);
  st.result_types.push_back(p.parse_colon_type());
}

// linalg.pack %src [padding_value(%p : t)] [outer_dims_perm = [..]] inner_dims_pos = [..]
//   inner_tiles = [8, %t] into %dest [attr-dict] : t1 -> t2      (unpack: no padding_value)
void parse_pack(Parser& p, OpState& st) {
  bool is_pack = st.op.name.ends_with(".pack");
  Token at = p.tok();
  OperandRef src = p.parse_operand_ref();
  std::optional<OperandRef> pad;
  Type pad_type;
  if (is_pack && p.consume_keyword_if("padding_value")) {
    p.expect(Tok::LParen, "'('");
    pad = p.parse_operand_ref();
    pad_type = p.parse_colon_type();
    p.expect(Tok::RParen, "')'");
  }
  if (p.consume_keyword_if("outer_dims_perm")) {
    p.expect(Tok::Equal, "'='");
    st.op.attrs.emplace_back("outer_dims_perm", parse_bracketed_i64_array(p));
  }
  p.expect_keyword("inner_dims_pos");
  p.expect(Tok::Equal, "'='");
  st.op.attrs.emplace_back("inner_dims_pos", parse_bracketed_i64_array(p));
  p.expect_keyword("inner_tiles");
  p.expect(Tok::Equal, "'='");
  std::vector<int64_t> tiles;
  std::vector<OperandRef> dyn_tiles;
  parse_dynamic_index_list(p, tiles, dyn_tiles);
  st.op.attrs.emplace_back("static_inner_tiles", make_dense_array(DType::I64, std::move(tiles)));
  p.expect_keyword("into");
  OperandRef dest = p.parse_operand_ref();
  p.parse_optional_attr_dict(st.op);
  Type src_type = p.parse_colon_type();
  p.expect(Tok::Arrow, "'->'");
  Type dest_type = p.parse_type();
  p.add_operands(st, {src, dest}, {src_type, dest_type}, at);
  if (pad) p.add_operand(st, *pad, pad_type);
  for (const OperandRef& r : dyn_tiles) p.add_operand(st, r, Type::scalar(DType::Index));
  // linalg.pack and linalg.unpack share the operand layout (source, dest, padding, tiles);
  // the older tensor.unpack had no padding operand and no segment sizes.
  if (!st.op.is(OpId::TensorUnpack))
    st.op.attrs.emplace_back("operandSegmentSizes",
                             make_dense_array(DType::I32, {1, 1, pad ? 1 : 0, int64_t(dyn_tiles.size())}));
  if (dest_type.is_tensor()) st.result_types.push_back(dest_type);
}

// `key(value)` or `key = value` before ins/outs; `key = [1, 2]` is a dense i64 array, as
// the DenseI64ArrayAttr parameters of these ops print.
void parse_keyword_attr(Parser& p, OpState& st) {
  std::string key(p.tok().text);
  p.advance();
  if (p.consume_if(Tok::Equal)) {
    bool int_list = p.tok().is(Tok::LSquare) &&
                    (p.peek().is(Tok::Integer) || p.peek().is(Tok::Minus) || p.peek().is(Tok::RSquare));
    st.op.attrs.emplace_back(std::move(key), int_list ? parse_bracketed_i64_array(p) : p.parse_attribute());
    return;
  }
  p.expect(Tok::LParen, "'(' or '=' after '" + key + "'");
  st.op.attrs.emplace_back(std::move(key), p.parse_attribute());
  p.expect(Tok::RParen, "')'");
}

// tm_tensor.scatter {dimension_map = ..} unique_indices(false) ins(..) outs(..) { .. } -> t1, t2
// (also sort, scan, attention): torch-mlir's TMTensor ops and IREE's iree_linalg_ext ops,
// structured like linalg's, with keyword attributes and an unparenthesised result list.
void parse_ext_structured(Parser& p, OpState& st) {
  OperandGroup ins, outs;
  p.parse_optional_attr_dict(st.op);
  while (p.tok().is(Tok::BareIdent) && !p.tok().is_keyword("ins") && !p.tok().is_keyword("outs"))
    parse_keyword_attr(p, st);
  parse_ins_outs(p, st, ins, outs);
  if (p.tok().is(Tok::LBrace)) {
    st.op.regions.push_back(std::make_unique<Region>());
    p.parse_region(*st.op.regions.back(), st.op, nullptr);
  }
  if (p.consume_if(Tok::Arrow))
    st.result_types = p.tok().is(Tok::LParen) ? p.parse_result_types() : p.parse_type_list();
}

}  // namespace

void add_linalg_parsers(CustomOpTable& t) {
  for (const char* n : {"tm_tensor.scatter", "tm_tensor.sort", "tm_tensor.scan", "tm_tensor.attention",
                        "iree_linalg_ext.scatter", "iree_linalg_ext.sort", "iree_linalg_ext.scan",
                        "iree_linalg_ext.topk", "iree_linalg_ext.gather", "iree_linalg_ext.attention"})
    t[n] = parse_ext_structured;
  t["tm_tensor.yield"] = parse_yield;
  t["iree_linalg_ext.yield"] = parse_yield;
  t["linalg.generic"] = parse_generic;
  t["linalg.softmax"] = parse_softmax;
  t["linalg.transpose"] = [](Parser& p, OpState& st) { parse_with_i64_list(p, st, "permutation"); };
  t["linalg.broadcast"] = [](Parser& p, OpState& st) { parse_with_i64_list(p, st, "dimensions"); };
  t["linalg.map"] = parse_map_or_reduce;
  t["linalg.reduce"] = parse_map_or_reduce;
  t["linalg.yield"] = parse_yield;
  t["linalg.index"] = parse_index;
  for (const char* n : {"linalg.pack", "linalg.unpack", "tensor.pack", "tensor.unpack"}) t[n] = parse_pack;
  static constexpr const char* kNamed[] = {
      "linalg.matmul", "linalg.matmul_transpose_a", "linalg.matmul_transpose_b",
      "linalg.batch_matmul", "linalg.batch_matmul_transpose_a", "linalg.batch_matmul_transpose_b",
      "linalg.batch_reduce_matmul", "linalg.quantized_matmul", "linalg.quantized_batch_matmul",
      "linalg.matvec", "linalg.vecmat", "linalg.batch_matvec", "linalg.batch_vecmat", "linalg.dot",
      "linalg.mmt4d", "linalg.batch_mmt4d", "linalg.contract", "linalg.elementwise",
      "linalg.conv_1d", "linalg.conv_2d", "linalg.conv_3d",
      "linalg.conv_1d_nwc_wcf", "linalg.conv_1d_ncw_fcw",
      "linalg.conv_2d_nhwc_hwcf", "linalg.conv_2d_nhwc_fhwc", "linalg.conv_2d_nchw_fchw",
      "linalg.conv_2d_ngchw_fgchw", "linalg.conv_2d_ngchw_gfchw", "linalg.conv_2d_nhwgc_gfhwc",
      "linalg.conv_2d_nhwc_hwcf_q", "linalg.conv_2d_nhwc_fhwc_q", "linalg.conv_2d_nchw_fchw_q",
      "linalg.conv_2d_ngchw_gfchw_q", "linalg.conv_3d_ndhwc_dhwcf", "linalg.conv_3d_ndhwc_dhwcf_q",
      "linalg.conv_3d_ncdhw_fcdhw",
      "linalg.depthwise_conv_1d_nwc_wc", "linalg.depthwise_conv_1d_ncw_cw", "linalg.depthwise_conv_1d_nwc_wcm",
      "linalg.depthwise_conv_2d_nchw_chw", "linalg.depthwise_conv_2d_nhwc_hwc",
      "linalg.depthwise_conv_2d_nhwc_hwcm", "linalg.depthwise_conv_2d_nhwc_hwc_q",
      "linalg.depthwise_conv_2d_nhwc_hwcm_q", "linalg.depthwise_conv_3d_ndhwc_dhwc",
      "linalg.depthwise_conv_3d_ncdhw_cdhw", "linalg.depthwise_conv_3d_ndhwc_dhwcm",
      "linalg.pooling_nchw_max", "linalg.pooling_nchw_sum", "linalg.pooling_nhwc_max",
      "linalg.pooling_nhwc_min", "linalg.pooling_nhwc_sum", "linalg.pooling_nhwc_max_unsigned",
      "linalg.pooling_nhwc_min_unsigned", "linalg.pooling_ncw_max", "linalg.pooling_ncw_sum",
      "linalg.pooling_nwc_max", "linalg.pooling_nwc_min", "linalg.pooling_nwc_sum",
      "linalg.pooling_nwc_max_unsigned", "linalg.pooling_nwc_min_unsigned",
      "linalg.pooling_ndhwc_max", "linalg.pooling_ndhwc_min", "linalg.pooling_ndhwc_sum",
      "linalg.fill", "linalg.fill_rng_2d", "linalg.copy", "linalg.add", "linalg.sub", "linalg.mul",
      "linalg.div", "linalg.div_unsigned", "linalg.max", "linalg.min", "linalg.powf", "linalg.exp",
      "linalg.log", "linalg.abs", "linalg.ceil", "linalg.floor", "linalg.negf", "linalg.reciprocal",
      "linalg.round", "linalg.sqrt", "linalg.rsqrt", "linalg.square", "linalg.tanh", "linalg.erf",
      "linalg.select"};
  for (const char* n : kNamed) t[n] = parse_named_structured;
}

}  // namespace linrt::graph::detail
