// The reference handler of linrt.embedding_bag: every index and offset checked (errors name the table), prepacked tables dequantised first, the quotient-remainder pair as its two bags. It checks every shape, index and attribute
// and names the op in errors (engine/reference/linrt/checks.h), since a recognised graph must fail as
// clearly as the original one did.
#include <cstring>
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/reference/executor.h"
#include "engine/reference/linrt/checks.h"
#include "graph/dialect/linrt/embedding_bag.h"
#include "graph/passes/bind_parameters.h"
#include "linrt/error.h"
#include "ops/embedding_bag.h"
#include "ops/embedding_quant.h"

namespace linrt::ref {
namespace {

using namespace op_checks;
namespace kern = ops::ref;

// ---------------------------------------------------------------------------------------------
// linrt.embedding_bag(table, indices, offsets[, per_sample_weights])

bool is_index_type(DType t) { return t == DType::I32 || t == DType::I64 || t == DType::SI32 || t == DType::SI64; }

bool is_byte_type(DType t) { return t == DType::I8 || t == DType::UI8 || t == DType::SI8; }

// A prepacked table (EmbeddingBagAttrs::table_format) as float32 [R, D], D the result's width.
HostTensor dequantize_table(const graph::Operation& op, const HostTensor& table,
                            graph::EmbeddingBagAttrs::TableFormat format) {
  using Format = graph::EmbeddingBagAttrs::TableFormat;
  const char* name = format == Format::Int8Rowwise ? "int8_rowwise" : "int4_rowwise";
  if (!is_byte_type(table.dtype()))
    unsupported(op, std::string("an ") + name + " table must be i8 or ui8, got " + std::string(dtype_name(table.dtype())));
  const graph::Type& rt = op.results.empty() ? graph::Type{} : op.results[0]->type;
  if (rt.shape.size() != 2 || rt.shape[1] < 0) fail(op, "the result must have a static rank-2 shape");
  const int64_t dim = rt.shape[1], row_bytes = graph::EmbeddingBagAttrs::row_bytes(format, dim);
  if (table.dim(1) != row_bytes)
    fail(op, std::string("the ") + name + " table has rows of " + std::to_string(table.dim(1)) + " bytes, but " +
                 std::to_string(dim) + " values take " + std::to_string(row_bytes) +
                 " (a truncated table, or not FBGEMM's prepacked layout)");
  ops::TableView view;
  view.data = table.bytes();
  view.format = format == Format::Int8Rowwise ? ops::RowFormat::Int8Rowwise : ops::RowFormat::Int4Rowwise;
  view.rows = table.dim(0);
  view.dim = dim;
  view.row_bytes = size_t(row_bytes);
  HostTensor out(DType::F32, {view.rows, dim});
  for (int64_t r = 0; r < view.rows; ++r) ops::dequantize_row(view, r, out.mutable_data<float>() + r * dim);
  return out;
}

// A quotient-remainder pair (EmbeddingBagAttrs::pair): the quotient table's bags and the
// remainder table's bags over the same indices and offsets, as two plain bags, then combined.
void run_embedding_bag_pair(const graph::Operation& op, const graph::EmbeddingBagAttrs& attrs,
                            const std::vector<const RtValue*>& groups_of, std::vector<RtValue>& results) {
  const HostTensor& given = groups_of[1]->tensor;
  const HostTensor& offsets = groups_of[2]->tensor;
  require_rank(op, given, 1, "the indices");
  require_rank(op, offsets, 1, "the offsets");
  if (!is_index_type(given.dtype()) || !is_index_type(offsets.dtype()))
    unsupported(op, "indices and offsets must be i32 or i64");
  const HostTensor* tables[2] = {&groups_of[0]->tensor, &groups_of[4]->tensor};
  for (const HostTensor* t : tables) {
    require_rank(op, *t, 2, "a pair's table");
    require_f32(op, *t, "a pair's table");
  }
  const int64_t dim = tables[0]->dim(1);
  if (tables[1]->dim(1) != dim) fail(op, "the quotient and remainder tables differ in width");
  HostTensor offs(DType::I64, {offsets.dim(0)});
  for (int64_t k = 0; k < offsets.dim(0); ++k)
    offs.mutable_data<int64_t>()[k] = dtype_size(offsets.dtype()) == 8 ? offsets.data<int64_t>()[k] : int64_t(offsets.data<int32_t>()[k]);
  kern::EmbeddingBagProblem p;
  p.include_last_offset = attrs.include_last_offset;
  p.dim = dim;
  p.num_indices = given.dim(0);
  p.num_offsets = offsets.dim(0);
  const int64_t bags = kern::embedding_bag_num_bags(p);
  if (bags < 0) fail(op, "include_last_offset needs at least one offset");
  // Bag h reduces table h's rows, the indices read through the quotient (h = 0) or the remainder map.
  std::vector<float> halves[2];
  for (int h = 0; h < 2; ++h) {
    const ops::IndexMap map = h == 0 ? ops::IndexMap::Quotient : ops::IndexMap::Remainder;
    std::vector<int64_t> rows(size_t(p.num_indices));
    for (int64_t k = 0; k < p.num_indices; ++k)
      rows[size_t(k)] = ops::map_index(map, attrs.index_divisor,
                                       dtype_size(given.dtype()) == 8 ? given.data<int64_t>()[k] : int64_t(given.data<int32_t>()[k]));
    p.rows = tables[h]->dim(0);
    halves[h].resize(size_t(bags * dim));
    const std::string err = kern::embedding_bag(p, tables[h]->data<float>(), rows.data(), offs.data<int64_t>(),
                                                nullptr, halves[h].data());
    if (!err.empty())
      throw Error(ErrorKind::Invalid, graph::describe_naming_table(op),
                  err + " (the " + (h == 0 ? "quotient" : "remainder") + " table, the indices read as their " +
                      (h == 0 ? "quotient" : "remainder") + " by " + std::to_string(attrs.index_divisor) + ")");
  }
  using Pair = graph::EmbeddingBagAttrs::Pair;
  const int64_t width = attrs.result_width(dim);
  HostTensor out(DType::F32, {bags, width});
  float* o = out.mutable_data<float>();
  for (int64_t b = 0; b < bags; ++b)
    for (int64_t d = 0; d < dim; ++d) {
      const float q = halves[0][size_t(b * dim + d)], r = halves[1][size_t(b * dim + d)];
      if (attrs.pair == Pair::Concat) {
        o[b * width + d] = q;
        o[b * width + dim + d] = r;
      } else {
        o[b * width + d] = attrs.pair == Pair::Mult ? q * r : q + r;
      }
    }
  results.push_back(RtValue::of(std::move(out)));
}

void run_embedding_bag(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  const auto attrs = read_attrs<graph::EmbeddingBagAttrs>(op);
  using Pair = graph::EmbeddingBagAttrs::Pair;
  auto groups_of = segment_operands(op, operands, 3, attrs.pair == Pair::None ? 1 : 2);
  if (attrs.pair != Pair::None) {
    if (!groups_of[4] || groups_of[3]) fail(op, "a quotient-remainder pair needs its remainder table and no weights");
    run_embedding_bag_pair(op, attrs, groups_of, results);
    return;
  }
  require_rank(op, groups_of[0]->tensor, 2, "the table");
  const bool prepacked = attrs.table_format != graph::EmbeddingBagAttrs::TableFormat::F32;
  const HostTensor dequantized = prepacked ? dequantize_table(op, groups_of[0]->tensor, attrs.table_format) : HostTensor();
  const HostTensor& table = prepacked ? dequantized : groups_of[0]->tensor;
  const HostTensor& given = groups_of[1]->tensor;
  const HostTensor& offsets = groups_of[2]->tensor;
  const HostTensor* weights = groups_of[3] ? &groups_of[3]->tensor : nullptr;
  require_f32(op, table, "the table");
  require_rank(op, given, 1, "the indices");
  require_rank(op, offsets, 1, "the offsets");
  if (!is_index_type(given.dtype()) || !is_index_type(offsets.dtype()))
    unsupported(op, "indices and offsets must be i32 or i64");
  // A quotient or remainder map: the bag reads the rows the indices map to.
  using IndexMap = graph::EmbeddingBagAttrs::IndexMap;
  HostTensor mapped;
  if (attrs.index_map != IndexMap::Identity) {
    mapped = HostTensor(DType::I64, {given.dim(0)});
    const bool given64 = dtype_size(given.dtype()) == 8;
    for (int64_t k = 0; k < given.dim(0); ++k)
      mapped.mutable_data<int64_t>()[k] =
          ops::map_index(ops::IndexMap(attrs.index_map), attrs.index_divisor,
                         given64 ? given.data<int64_t>()[k] : int64_t(given.data<int32_t>()[k]));
  }
  const HostTensor& indices = attrs.index_map != IndexMap::Identity ? mapped : given;

  kern::EmbeddingBagProblem p;
  p.mode = attrs.mode == graph::EmbeddingBagAttrs::Mode::Sum    ? kern::BagMode::Sum
           : attrs.mode == graph::EmbeddingBagAttrs::Mode::Mean ? kern::BagMode::Mean
                                                                : kern::BagMode::Max;
  p.include_last_offset = attrs.include_last_offset;
  p.padding_idx = attrs.padding_idx;
  p.rows = table.dim(0);
  p.dim = table.dim(1);
  p.num_indices = indices.dim(0);
  p.num_offsets = offsets.dim(0);
  if (weights) {
    require_rank(op, *weights, 1, "per_sample_weights");
    require_f32(op, *weights, "per_sample_weights");
    if (weights->dim(0) != p.num_indices) fail(op, "per_sample_weights must have one weight per index");
    p.weighted = true;
  }
  const int64_t bags = kern::embedding_bag_num_bags(p);
  if (bags < 0) fail(op, "include_last_offset needs at least one offset");
  HostTensor out(DType::F32, {bags, p.dim});
  const float* w = weights ? weights->data<float>() : nullptr;
  float* o = out.mutable_data<float>();
  const bool idx64 = dtype_size(indices.dtype()) == 8, off64 = dtype_size(offsets.dtype()) == 8;
  std::string err;
  if (idx64 && off64)
    err = kern::embedding_bag(p, table.data<float>(), indices.data<int64_t>(), offsets.data<int64_t>(), w, o);
  else if (idx64)
    err = kern::embedding_bag(p, table.data<float>(), indices.data<int64_t>(), offsets.data<int32_t>(), w, o);
  else if (off64)
    err = kern::embedding_bag(p, table.data<float>(), indices.data<int32_t>(), offsets.data<int64_t>(), w, o);
  else
    err = kern::embedding_bag(p, table.data<float>(), indices.data<int32_t>(), offsets.data<int32_t>(), w, o);
  if (!err.empty() && attrs.index_map != IndexMap::Identity)
    err += std::string(" (the indices read as their ") +
           (attrs.index_map == IndexMap::Quotient ? "quotient" : "remainder") + " by " +
           std::to_string(attrs.index_divisor) + ")";
  if (!err.empty()) throw Error(ErrorKind::Invalid, graph::describe_naming_table(op), err);
  results.push_back(RtValue::of(std::move(out)));
}

}  // namespace

LINRT_REGISTRATION(reference, linrt_embedding_bag) {
  register_reference_op(graph::OpName(graph::EmbeddingBagAttrs::kId), run_embedding_bag);
}

}  // namespace linrt::ref
