// Custom forms of the tensor dialect. Mixed static/dynamic index lists become static_* dense
// arrays (kDynamic where an SSA value stands) plus operands, with operandSegmentSizes, exactly
// as MLIR's generic form stores them.
#include "graph/parse_internal.h"

namespace linrt::graph::detail {

void parse_dynamic_index_list(Parser& p, std::vector<int64_t>& statics, std::vector<OperandRef>& dynamics) {
  p.expect(Tok::LSquare, "'[' to open the index list");
  if (p.consume_if(Tok::RSquare)) return;
  do {
    if (p.tok().is(Tok::PercentIdent)) {
      dynamics.push_back(p.parse_operand_ref());
      statics.push_back(kDynamic);
    } else {
      statics.push_back(p.parse_number_as(DType::I64)->i);
    }
  } while (p.consume_if(Tok::Comma));
  p.expect(Tok::RSquare, "']' to close the index list");
}

AttrP parse_bracketed_i64_array(Parser& p) {
  std::vector<int64_t> values;
  p.expect(Tok::LSquare, "'[' to open the integer list");
  if (!p.consume_if(Tok::RSquare)) {
    do {
      values.push_back(p.parse_number_as(DType::I64)->i);
    } while (p.consume_if(Tok::Comma));
    p.expect(Tok::RSquare, "']' to close the integer list");
  }
  return make_dense_array(DType::I64, std::move(values));
}

namespace {

const Type kIndex = Type::scalar(DType::Index);

void add_index_operands(Parser& p, OpState& st, const std::vector<OperandRef>& refs) {
  for (const OperandRef& r : refs) p.add_operand(st, r, kIndex);
}

// `%a, %b` inside `[...]` or `(...)`: SSA values only.
std::vector<OperandRef> parse_enclosed_refs(Parser& p, Tok open, Tok close) {
  p.expect(open, open == Tok::LSquare ? "'['" : "'('");
  std::vector<OperandRef> refs = p.parse_operand_refs();
  p.expect(close, close == Tok::RSquare ? "']'" : "')'");
  return refs;
}

// tensor.empty(%d) : t
void parse_empty(Parser& p, OpState& st) {
  std::vector<OperandRef> dims = parse_enclosed_refs(p, Tok::LParen, Tok::RParen);
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  add_index_operands(p, st, dims);
  st.result_types.push_back(t);
}

// tensor.extract %t[%i, %j] : t
void parse_extract(Parser& p, OpState& st) {
  OperandRef src = p.parse_operand_ref();
  std::vector<OperandRef> idx = parse_enclosed_refs(p, Tok::LSquare, Tok::RSquare);
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  p.add_operand(st, src, t);
  add_index_operands(p, st, idx);
  st.result_types.push_back(p.element_type_of(t));
}

// tensor.insert %v into %t[%i] : t
void parse_insert(Parser& p, OpState& st) {
  OperandRef v = p.parse_operand_ref();
  p.expect_keyword("into");
  OperandRef dest = p.parse_operand_ref();
  std::vector<OperandRef> idx = parse_enclosed_refs(p, Tok::LSquare, Tok::RSquare);
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  p.add_operand(st, v, p.element_type_of(t));
  p.add_operand(st, dest, t);
  add_index_operands(p, st, idx);
  st.result_types.push_back(t);
}

struct SliceParts {
  std::vector<int64_t> offsets, sizes, strides;
  std::vector<OperandRef> dyn_offsets, dyn_sizes, dyn_strides;
};

SliceParts parse_slice_parts(Parser& p) {
  SliceParts s;
  parse_dynamic_index_list(p, s.offsets, s.dyn_offsets);
  parse_dynamic_index_list(p, s.sizes, s.dyn_sizes);
  parse_dynamic_index_list(p, s.strides, s.dyn_strides);
  return s;
}

void add_slice_parts(Parser& p, OpState& st, SliceParts& s, std::vector<int64_t> segments) {
  add_index_operands(p, st, s.dyn_offsets);
  add_index_operands(p, st, s.dyn_sizes);
  add_index_operands(p, st, s.dyn_strides);
  segments.push_back(int64_t(s.dyn_offsets.size()));
  segments.push_back(int64_t(s.dyn_sizes.size()));
  segments.push_back(int64_t(s.dyn_strides.size()));
  st.op.attrs.emplace_back("operandSegmentSizes", make_dense_array(DType::I32, std::move(segments)));
  st.op.attrs.emplace_back("static_offsets", make_dense_array(DType::I64, std::move(s.offsets)));
  st.op.attrs.emplace_back("static_sizes", make_dense_array(DType::I64, std::move(s.sizes)));
  st.op.attrs.emplace_back("static_strides", make_dense_array(DType::I64, std::move(s.strides)));
}

// tensor.extract_slice %t[offsets] [sizes] [strides] : t1 to t2
void parse_extract_slice(Parser& p, OpState& st) {
  OperandRef src = p.parse_operand_ref();
  SliceParts parts = parse_slice_parts(p);
  p.parse_optional_attr_dict(st.op);
  Type from = p.parse_colon_type();
  p.expect_keyword("to");
  Type to = p.parse_type();
  p.add_operand(st, src, from);
  add_slice_parts(p, st, parts, {1});
  st.result_types.push_back(to);
}

// tensor.insert_slice %src into %dest[offsets] [sizes] [strides] : t1 into t2
void parse_insert_slice(Parser& p, OpState& st) {
  OperandRef src = p.parse_operand_ref();
  p.expect_keyword("into");
  OperandRef dest = p.parse_operand_ref();
  SliceParts parts = parse_slice_parts(p);
  p.parse_optional_attr_dict(st.op);
  Type from = p.parse_colon_type();
  p.expect_keyword("into");
  Type to = p.parse_type();
  p.add_operand(st, src, from);
  p.add_operand(st, dest, to);
  add_slice_parts(p, st, parts, {1, 1});
  st.result_types.push_back(to);
}

// tensor.pad %t [nofold] low[..] high[..] { ^bb0(..): tensor.yield %v : f32 } : t1 to t2
void parse_pad(Parser& p, OpState& st) {
  OperandRef src = p.parse_operand_ref();
  if (p.consume_keyword_if("nofold")) st.op.attrs.emplace_back("nofold", make_unit_attr());
  std::vector<int64_t> low, high;
  std::vector<OperandRef> dyn_low, dyn_high;
  p.expect_keyword("low");
  parse_dynamic_index_list(p, low, dyn_low);
  p.expect_keyword("high");
  parse_dynamic_index_list(p, high, dyn_high);
  st.op.regions.push_back(std::make_unique<Region>());
  p.parse_region(*st.op.regions.back(), st.op, nullptr);
  p.parse_optional_attr_dict(st.op);
  Type from = p.parse_colon_type();
  p.expect_keyword("to");
  Type to = p.parse_type();
  p.add_operand(st, src, from);
  add_index_operands(p, st, dyn_low);
  add_index_operands(p, st, dyn_high);
  st.op.attrs.emplace_back("operandSegmentSizes",
                           make_dense_array(DType::I32, {1, int64_t(dyn_low.size()), int64_t(dyn_high.size())}));
  st.op.attrs.emplace_back("static_low", make_dense_array(DType::I64, std::move(low)));
  st.op.attrs.emplace_back("static_high", make_dense_array(DType::I64, std::move(high)));
  st.result_types.push_back(to);
}

// [[0, 1], [2]] -> Array of Array of Integer
AttrP parse_reassociation(Parser& p) {
  Token at = p.tok();
  AttrP a = p.parse_attribute();
  bool ok = a->kind == Attribute::Kind::Array;
  for (const auto& group : a->elems) ok = ok && group->as_int_list().has_value() && group->kind == Attribute::Kind::Array;
  if (!ok) p.fail(at, "expected a reassociation like [[0, 1], [2]]");
  return a;
}

// tensor.expand_shape %t [[0, 1], [2]] [output_shape [2, 3, %d]] : t1 into t2
// tensor.collapse_shape %t [[0, 1], [2]] : t1 into t2
void parse_reshape_like(Parser& p, OpState& st) {
  OperandRef src = p.parse_operand_ref();
  st.op.attrs.emplace_back("reassociation", parse_reassociation(p));
  std::vector<int64_t> shape;
  std::vector<OperandRef> dyn;
  bool has_shape = p.consume_keyword_if("output_shape");
  if (has_shape) {
    parse_dynamic_index_list(p, shape, dyn);
    st.op.attrs.emplace_back("static_output_shape", make_dense_array(DType::I64, std::move(shape)));
  }
  p.parse_optional_attr_dict(st.op);
  Type from = p.parse_colon_type();
  p.expect_keyword("into");
  Type to = p.parse_type();
  p.add_operand(st, src, from);
  add_index_operands(p, st, dyn);
  st.result_types.push_back(to);
}

// tensor.cast %t : t1 to t2 (and tensor.bitcast)
void parse_cast(Parser& p, OpState& st) {
  OperandRef src = p.parse_operand_ref();
  p.parse_optional_attr_dict(st.op);
  Type from = p.parse_colon_type();
  p.expect_keyword("to");
  Type to = p.parse_type();
  p.add_operand(st, src, from);
  st.result_types.push_back(to);
}

// tensor.concat dim(1) %a, %b : (t1, t2) -> t3
void parse_concat(Parser& p, OpState& st) {
  p.expect_keyword("dim");
  p.expect(Tok::LParen, "'('");
  st.op.attrs.emplace_back("dim", p.parse_number_as(DType::I64));
  p.expect(Tok::RParen, "')'");
  Token at = p.tok();
  std::vector<OperandRef> refs = p.parse_operand_refs();
  p.parse_optional_attr_dict(st.op);
  p.expect(Tok::Colon, "':' and the function type");
  Type fn = p.parse_function_type();
  p.add_operands(st, refs, fn.inputs, at);
  if (fn.results.size() != 1) p.fail(at, "tensor.concat has one result");
  st.result_types = fn.results;
}

// tensor.dim %t, %i : t   (also tensor.rank %t : t)
void parse_dim(Parser& p, OpState& st) {
  OperandRef src = p.parse_operand_ref();
  std::optional<OperandRef> index;
  if (st.op.is(OpId::TensorDim)) {
    p.expect(Tok::Comma, "','");
    index = p.parse_operand_ref();
  }
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  p.add_operand(st, src, t);
  if (index) p.add_operand(st, *index, kIndex);
  st.result_types.push_back(kIndex);
}

// tensor.reshape %t(%shape) : (t1, t2) -> t3
void parse_reshape(Parser& p, OpState& st) {
  Token at = p.tok();
  OperandRef src = p.parse_operand_ref();
  p.expect(Tok::LParen, "'('");
  OperandRef shape = p.parse_operand_ref();
  p.expect(Tok::RParen, "')'");
  p.parse_optional_attr_dict(st.op);
  p.expect(Tok::Colon, "':' and the function type");
  Type fn = p.parse_function_type();
  p.add_operands(st, {src, shape}, fn.inputs, at);
  if (fn.results.size() != 1) p.fail(at, "tensor.reshape has one result");
  st.result_types = fn.results;
}

// tensor.generate %d { ^bb0(%i: index): tensor.yield %v : f32 } : t
void parse_generate(Parser& p, OpState& st) {
  std::vector<OperandRef> dims = p.parse_operand_refs();
  st.op.regions.push_back(std::make_unique<Region>());
  p.parse_region(*st.op.regions.back(), st.op, nullptr);
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  add_index_operands(p, st, dims);
  st.result_types.push_back(t);
}

// tensor.splat %v [%d, ...] : t
void parse_splat(Parser& p, OpState& st) {
  OperandRef v = p.parse_operand_ref();
  std::vector<OperandRef> dims;
  if (p.tok().is(Tok::LSquare)) dims = parse_enclosed_refs(p, Tok::LSquare, Tok::RSquare);
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  p.add_operand(st, v, p.element_type_of(t));
  add_index_operands(p, st, dims);
  st.result_types.push_back(t);
}

// tensor.from_elements %a, %b : tensor<2xf32>
void parse_from_elements(Parser& p, OpState& st) {
  std::vector<OperandRef> refs = p.parse_operand_refs();
  p.parse_optional_attr_dict(st.op);
  Type t = p.parse_colon_type();
  Type elem = p.element_type_of(t);
  for (const OperandRef& r : refs) p.add_operand(st, r, elem);
  st.result_types.push_back(t);
}

// tensor.gather %src[%idx] gather_dims([0]) [unique] : (t1, t2) -> t3
// tensor.scatter %upd into %dest[%idx] scatter_dims([0]) [unique] : (t1, t2, t3) -> t4
void parse_gather_scatter(Parser& p, OpState& st) {
  bool gather = st.op.is(OpId::TensorGather);
  Token at = p.tok();
  std::vector<OperandRef> refs{p.parse_operand_ref()};
  if (!gather) {
    p.expect_keyword("into");
    refs.push_back(p.parse_operand_ref());
  }
  p.expect(Tok::LSquare, "'['");
  refs.push_back(p.parse_operand_ref());
  p.expect(Tok::RSquare, "']'");
  const char* dims_key = gather ? "gather_dims" : "scatter_dims";
  p.expect_keyword(dims_key);
  p.expect(Tok::LParen, "'('");
  st.op.attrs.emplace_back(dims_key, parse_bracketed_i64_array(p));
  p.expect(Tok::RParen, "')'");
  if (p.consume_keyword_if("unique")) st.op.attrs.emplace_back("unique", make_unit_attr());
  p.parse_optional_attr_dict(st.op);
  p.expect(Tok::Colon, "':' and the function type");
  Type fn = p.parse_function_type();
  p.add_operands(st, refs, fn.inputs, at);
  if (fn.results.size() != 1) p.fail(at, st.op.name + " has one result");
  st.result_types = fn.results;
}

// tensor.yield %v : t
void parse_yield(Parser& p, OpState& st) {
  OperandRef v = p.parse_operand_ref();
  p.parse_optional_attr_dict(st.op);
  p.add_operand(st, v, p.parse_colon_type());
}

}  // namespace

void add_tensor_parsers(CustomOpTable& t) {
  t["tensor.empty"] = parse_empty;
  t["tensor.extract"] = parse_extract;
  t["tensor.insert"] = parse_insert;
  t["tensor.extract_slice"] = parse_extract_slice;
  t["tensor.insert_slice"] = parse_insert_slice;
  t["tensor.pad"] = parse_pad;
  t["tensor.expand_shape"] = parse_reshape_like;
  t["tensor.collapse_shape"] = parse_reshape_like;
  t["tensor.cast"] = parse_cast;
  t["tensor.bitcast"] = parse_cast;
  t["tensor.concat"] = parse_concat;
  t["tensor.dim"] = parse_dim;
  t["tensor.rank"] = parse_dim;
  t["tensor.reshape"] = parse_reshape;
  t["tensor.generate"] = parse_generate;
  t["tensor.splat"] = parse_splat;
  t["tensor.from_elements"] = parse_from_elements;
  t["tensor.yield"] = parse_yield;
  t["tensor.gather"] = parse_gather_scatter;
  t["tensor.scatter"] = parse_gather_scatter;
}

}  // namespace linrt::graph::detail
