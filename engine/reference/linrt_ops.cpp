// Reference handlers for the ops of linrt's own dialect, which the graph passes create
// (definitions in docs/ARCHITECTURE.md, "Dialect and passes"). They check every shape, index
// and offset and name the op in errors, since a recognised graph must fail as clearly as the
// original one did.
#include <algorithm>
#include <array>
#include <cstring>
#include <limits>
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/reference/executor.h"
#include "graph/dialect/linrt_ops.h"
#include "graph/passes/bind_parameters.h"
#include "linrt/error.h"
#include "ops/attention.h"
#include "ops/conv.h"
#include "ops/data_movement.h"
#include "ops/embedding_bag.h"
#include "ops/embedding_quant.h"
#include "ops/layer_norm.h"
#include "ops/pooling.h"
#include "ops/softmax.h"

namespace linrt::ref {
namespace {

namespace kern = ops::ref;

[[noreturn]] void fail(const graph::Operation& op, const std::string& msg) {
  throw Error(ErrorKind::Invalid, op.describe(), msg);
}

[[noreturn]] void unsupported(const graph::Operation& op, const std::string& msg) {
  throw Error(ErrorKind::Unsupported, op.describe(), msg);
}

// Operand groups by operandSegmentSizes, which must match `max_sizes` (each group 0 or 1
// operand at most its bound, all groups but optional ones exactly 1).
std::vector<const RtValue*> segment_operands(const graph::Operation& op,
                                             std::span<const RtValue> operands,
                                             size_t required, size_t optional) {
  auto seg = graph::operand_segments(op);
  if (!seg || seg->size() != required + optional)
    fail(op, "expected operandSegmentSizes with " + std::to_string(required + optional) + " entries");
  std::vector<const RtValue*> groups;
  size_t next = 0;
  for (size_t g = 0; g < seg->size(); ++g) {
    const int64_t n = (*seg)[g];
    if (n < 0 || n > 1 || (g < required && n != 1))
      fail(op, "operandSegmentSizes entry " + std::to_string(g) + " must be " +
                   (g < required ? "1" : "0 or 1"));
    groups.push_back(n == 1 && next < operands.size() ? &operands[next] : nullptr);
    next += size_t(n);
  }
  if (next != operands.size())
    fail(op, "operandSegmentSizes does not match its " + std::to_string(operands.size()) + " operands");
  for (const RtValue* v : groups)
    if (v && !v->is_tensor) fail(op, "every operand must be a tensor");
  return groups;
}

// The op's typed attributes, or an error naming the op and the attribute.
template <class Attrs>
Attrs read_attrs(const graph::Operation& op) {
  std::string error;
  auto a = Attrs::read(op, &error);
  if (!a) fail(op, error);
  return *a;
}

void require_rank(const graph::Operation& op, const HostTensor& t, int64_t rank, const char* what) {
  if (t.rank() != rank)
    fail(op, std::string(what) + " must have rank " + std::to_string(rank) + ", got " +
                 shape_str(t.shape()));
}

void require_f32(const graph::Operation& op, const HostTensor& t, const char* what) {
  if (t.dtype() != DType::F32)
    unsupported(op, std::string(what) + " must be f32, got " + std::string(dtype_name(t.dtype())));
}

// ---------------------------------------------------------------------------------------------
// linrt.conv2d(input, weight[, bias]) and linrt.conv_transpose2d(input, weight[, bias])

struct ConvOperands {
  const HostTensor* input;
  const HostTensor* weight;
  const HostTensor* bias;  // or null
};

ConvOperands conv_operands(const graph::Operation& op, std::span<const RtValue> operands) {
  auto groups_of = segment_operands(op, operands, 2, 1);
  ConvOperands c{&groups_of[0]->tensor, &groups_of[1]->tensor, groups_of[2] ? &groups_of[2]->tensor : nullptr};
  require_rank(op, *c.input, 4, "the input");
  require_rank(op, *c.weight, 4, "the weight");
  require_f32(op, *c.input, "the input");
  require_f32(op, *c.weight, "the weight");
  if (c.bias) {
    require_rank(op, *c.bias, 1, "the bias");
    require_f32(op, *c.bias, "the bias");
  }
  return c;
}

// The grouped convolution of `padded` (the input, [n, hp, wp, c] when nhwc else [n, c, hp, wp],
// already padded with zeros) by `weight` plus `bias` (may be null) at `strides` and `dilations`,
// as the op's one result. `c` and `f` are the channel counts of the input and the weight.
void conv_of_padded(const graph::Operation& op, const float* padded, std::array<int64_t, 4> dims, bool nhwc,
                    const HostTensor& weight, const HostTensor* bias, const std::vector<int64_t>& strides,
                    const std::vector<int64_t>& dilations, int64_t groups, std::vector<RtValue>& results) {
  const auto [n, c, hp, wp] = dims;
  const auto& w = weight.shape();
  const int64_t f = nhwc ? w[3] : w[0], cg = nhwc ? w[2] : w[1];
  const int64_t kh = nhwc ? w[0] : w[2], kw = nhwc ? w[1] : w[3];
  if (c % groups != 0 || f % groups != 0 || cg != c / groups)
    fail(op, "input with " + std::to_string(c) + " channels and weight " + shape_str(w) + " do not fit " +
                 std::to_string(groups) + " groups");
  if (bias && bias->dim(0) != f)
    fail(op, "the bias has " + std::to_string(bias->dim(0)) + " entries, expected " + std::to_string(f));

  // The grouped problem in ops/conv.h's logical layouts, groups split out of the channel dims.
  const int64_t g = groups, fg = f / groups;
  const std::vector<int64_t> in_shape = nhwc ? std::vector<int64_t>{n, hp, wp, g, cg}
                                             : std::vector<int64_t>{n, g, cg, hp, wp};
  const std::vector<int64_t> w_shape = nhwc ? std::vector<int64_t>{kh, kw, cg, g, fg}
                                            : std::vector<int64_t>{g, fg, cg, kh, kw};
  const int64_t span_h = dilations[0] * (kh - 1) + 1, span_w = dilations[1] * (kw - 1) + 1;
  if (hp < span_h || wp < span_w)
    fail(op, "the padded input " + std::to_string(hp) + "x" + std::to_string(wp) +
                 " is smaller than the dilated filter");
  const int64_t oh = (hp - span_h) / strides[0] + 1, ow = (wp - span_w) / strides[1] + 1;
  const std::vector<int64_t> out_shape = nhwc ? std::vector<int64_t>{n, oh, ow, g, fg}
                                              : std::vector<int64_t>{n, g, fg, oh, ow};
  const std::vector<int64_t> result_shape = nhwc ? std::vector<int64_t>{n, oh, ow, f}
                                                 : std::vector<int64_t>{n, f, oh, ow};
  const graph::Type& rt = op.results.at(0)->type;
  if (rt.is_tensor() && rt.shape.size() == 4)
    for (size_t d = 0; d < 4; ++d)
      if (rt.shape[d] != graph::kDynamic && rt.shape[d] != result_shape[d])
        fail(op, "result type " + rt.str() + " does not match the computed shape " + shape_str(result_shape));

  kern::ConvProblem problem;
  const kern::ConvLayouts layouts = nhwc ? kern::ConvLayouts{"nhwgc", "hwcgf", "nhwgf"}
                                         : kern::ConvLayouts{"ngchw", "gfchw", "ngfhw"};
  const std::string err = kern::make_conv_problem(layouts, in_shape, w_shape, out_shape, strides,
                                                  dilations, problem);
  if (!err.empty()) fail(op, err);

  HostTensor out(DType::F32, result_shape);
  float* y = out.mutable_data<float>();
  if (bias) {
    const float* bv = bias->data<float>();
    const int64_t plane = oh * ow;
    for (int64_t i = 0; i < out.numel(); ++i) y[i] = bv[nhwc ? i % f : (i / plane) % f];
  }
  kern::conv<float>(problem, padded, weight.data<float>(), y);
  results.push_back(RtValue::of(std::move(out)));
}

void run_conv2d(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  const ConvOperands in = conv_operands(op, operands);
  const auto attrs = read_attrs<graph::Conv2dAttrs>(op);
  const bool nhwc = attrs.nhwc();
  const auto& padding = attrs.padding;
  const auto& x = in.input->shape();
  const int64_t n = x[0], c = nhwc ? x[3] : x[1], h = nhwc ? x[1] : x[2], wd = nhwc ? x[2] : x[3];

  // Zero-pad the input.
  const int64_t hp = h + padding[0] + padding[2], wp = wd + padding[1] + padding[3];
  std::vector<float> padded(size_t(n * c * hp * wp), 0.0f);
  const float* src = in.input->data<float>();
  for (int64_t b = 0; b < n; ++b)
    for (int64_t y = 0; y < h; ++y)
      for (int64_t xx = 0; xx < wd; ++xx)
        for (int64_t ch = 0; ch < c; ++ch) {
          const int64_t from = nhwc ? ((b * h + y) * wd + xx) * c + ch : ((b * c + ch) * h + y) * wd + xx;
          const int64_t yp = y + padding[0], xp = xx + padding[1];
          const int64_t to = nhwc ? ((b * hp + yp) * wp + xp) * c + ch : ((b * c + ch) * hp + yp) * wp + xp;
          padded[size_t(to)] = src[from];
        }
  conv_of_padded(op, padded.data(), {n, c, hp, wp}, nhwc, *in.weight, in.bias,
                 {attrs.strides.begin(), attrs.strides.end()}, {attrs.dilations.begin(), attrs.dilations.end()},
                 attrs.groups, results);
}

// The definition read literally: the input spread out with zeros between its pixels and padded
// (or cropped), then a stride-1 convolution. The fast kernels never make that tensor.
void run_conv_transpose2d(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  const ConvOperands in = conv_operands(op, operands);
  const auto attrs = read_attrs<graph::ConvTranspose2dAttrs>(op);
  const auto shape = attrs.result_shape(in.input->shape(), in.weight->shape());
  if (!shape)
    fail(op, "input " + shape_str(in.input->shape()) + " and weight " + shape_str(in.weight->shape()) +
                 " do not fit these strides, padding and " + std::to_string(attrs.groups) + " groups");
  const auto& x = in.input->shape();
  const int64_t n = x[0], c = x[1];
  // The zero-spread frame: the output's rows plus the filter's span.
  const int64_t hz = (*shape)[2] + attrs.dilations[0] * (in.weight->dim(2) - 1);
  const int64_t wz = (*shape)[3] + attrs.dilations[1] * (in.weight->dim(3) - 1);
  std::vector<float> spread(size_t(n * c * hz * wz), 0.0f);
  const float* src = in.input->data<float>();
  for (int64_t plane = 0; plane < n * c; ++plane)
    for (int64_t y = 0; y < x[2]; ++y)
      for (int64_t xx = 0; xx < x[3]; ++xx) {
        const int64_t r = attrs.padding[0] + y * attrs.strides[0], q = attrs.padding[1] + xx * attrs.strides[1];
        if (r >= 0 && r < hz && q >= 0 && q < wz) spread[size_t((plane * hz + r) * wz + q)] = src[(plane * x[2] + y) * x[3] + xx];
      }
  conv_of_padded(op, spread.data(), {n, c, hz, wz}, false, *in.weight, in.bias, {1, 1},
                 {attrs.dilations.begin(), attrs.dilations.end()}, attrs.groups, results);
}

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

// ---------------------------------------------------------------------------------------------
// linrt.gather(src) {indices0, indices1}

void run_gather(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& src = operands[0].tensor;
  require_rank(op, src, 3, "the source");
  const auto attrs = read_attrs<graph::GatherAttrs>(op);
  const auto& rows = attrs.indices0;
  const auto& cols = attrs.indices1;
  if (auto k = attrs.first_out_of_range(src.dim(1), src.dim(2)))
    fail(op, "index pair (" + std::to_string(rows[*k]) + ", " + std::to_string(cols[*k]) + ") at position " +
                 std::to_string(*k) + " is outside the source " + shape_str(src.shape()));
  HostTensor out(src.dtype(), {src.dim(0), int64_t(rows.size())});
  kern::gather_pairs(src.bytes(), out.mutable_bytes(), dtype_size(src.dtype()), src.dim(0), src.dim(1),
                     src.dim(2), rows, cols);
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// linrt.channel_gather(x0, x1, ...) {channels}

void run_channel_gather(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.empty()) fail(op, "expected at least one operand");
  std::vector<const uint8_t*> ins;
  std::vector<int64_t> in_channels;
  const HostTensor* first = nullptr;
  for (const RtValue& v : operands) {
    if (!v.is_tensor) fail(op, "every operand must be a tensor");
    const HostTensor& t = v.tensor;
    require_rank(op, t, 4, "every operand");
    if (first && (t.dtype() != first->dtype() || t.dim(0) != first->dim(0) || t.dim(2) != first->dim(2) ||
                  t.dim(3) != first->dim(3)))
      fail(op, "the operands differ in element type, batch or image size: " + shape_str(first->shape()) + " and " +
                   shape_str(t.shape()));
    if (!first) first = &t;
    ins.push_back(t.bytes());
    in_channels.push_back(t.dim(1));
  }
  const auto attrs = read_attrs<graph::ChannelGatherAttrs>(op);
  int64_t total = 0;
  for (int64_t c : in_channels) total += c;
  if (auto j = attrs.first_out_of_range(total))
    fail(op, "channel " + std::to_string(attrs.channels[*j]) + " at position " + std::to_string(*j) +
                 " is outside the operands' " + std::to_string(total) + " channels");
  const int64_t n = first->dim(0), hw = first->dim(2) * first->dim(3);
  HostTensor out(first->dtype(), {n, int64_t(attrs.channels.size()), first->dim(2), first->dim(3)});
  kern::channel_gather(ins, in_channels, out.mutable_bytes(), dtype_size(first->dtype()), n, hw, attrs.channels);
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// linrt.upsample_nearest(input) {scale}, linrt.pixel_shuffle(input) {factor}

void run_upsample_nearest(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& in = operands[0].tensor;
  require_rank(op, in, 4, "the input");
  const auto scale = read_attrs<graph::UpsampleNearestAttrs>(op).scale;
  HostTensor out(in.dtype(), {in.dim(0), in.dim(1), in.dim(2) * scale[0], in.dim(3) * scale[1]});
  kern::upsample_nearest(in.bytes(), out.mutable_bytes(), dtype_size(in.dtype()), in.dim(0), in.dim(1),
                         in.dim(2), in.dim(3), scale[0], scale[1]);
  results.push_back(RtValue::of(std::move(out)));
}

void run_pixel_shuffle(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& in = operands[0].tensor;
  require_rank(op, in, 4, "the input");
  const int64_t r = read_attrs<graph::PixelShuffleAttrs>(op).factor;
  if (in.dim(1) % (r * r) != 0)
    fail(op, "the input's " + std::to_string(in.dim(1)) + " channels are not a multiple of factor " +
                 std::to_string(r) + " squared");
  const int64_t c = in.dim(1) / (r * r);
  HostTensor out(in.dtype(), {in.dim(0), c, in.dim(2) * r, in.dim(3) * r});
  kern::pixel_shuffle(in.bytes(), out.mutable_bytes(), dtype_size(in.dtype()), in.dim(0), c, in.dim(2),
                      in.dim(3), r);
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// linrt.pool2d(input) {kind, window, strides, dilations, padding}

void run_pool2d(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& in = operands[0].tensor;
  require_rank(op, in, 4, "the input");
  require_f32(op, in, "the input");
  const auto attrs = read_attrs<graph::Pool2dAttrs>(op);
  const std::vector<int64_t> window(attrs.window.begin(), attrs.window.end());
  const std::vector<int64_t> strides(attrs.strides.begin(), attrs.strides.end());
  const std::vector<int64_t> dilations(attrs.dilations.begin(), attrs.dilations.end());
  const std::vector<int64_t> padding(attrs.padding.begin(), attrs.padding.end());
  std::vector<int64_t> out_shape{in.dim(0), in.dim(1), 0, 0};
  for (int s = 0; s < 2; ++s) {
    const auto extent = attrs.output_extent(s, in.dim(2 + s));
    if (!extent)
      fail(op, "the window spans " + std::to_string(dilations[s] * (window[s] - 1) + 1) + " elements along dim " +
                   std::to_string(2 + s) + " but the padded input has " +
                   std::to_string(in.dim(2 + s) + padding[s] + padding[s + 2]));
    out_shape[size_t(2 + s)] = *extent;
  }
  kern::PoolProblem p;
  const std::string err =
      kern::make_pool_problem("nchw", in.shape(), window, out_shape, strides, dilations, p, padding);
  if (!err.empty()) fail(op, err);
  const bool max = attrs.kind == graph::Pool2dAttrs::Kind::Max;
  HostTensor out(DType::F32, out_shape);
  float* o = out.mutable_data<float>();
  std::fill(o, o + out.numel(), max ? -std::numeric_limits<float>::infinity() : 0.0f);
  kern::pool(p, max ? kern::PoolKind::Max : kern::PoolKind::Sum, in.data<float>(), o);
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// linrt.layer_norm(input, weight, bias) {epsilon}

void run_layer_norm(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 3) fail(op, "expected three operands: input, weight, bias");
  for (const RtValue& v : operands)
    if (!v.is_tensor) fail(op, "every operand must be a tensor");
  const HostTensor& in = operands[0].tensor;
  const HostTensor& w = operands[1].tensor;
  const HostTensor& b = operands[2].tensor;
  require_f32(op, in, "the input");
  require_f32(op, w, "the weight");
  require_f32(op, b, "the bias");
  if (in.shape().empty() || in.shape().back() < 1) fail(op, "the input needs a last dim of at least one element");
  const int64_t d = in.shape().back();
  for (const HostTensor* t : {&w, &b})
    if (t->shape() != std::vector<int64_t>{d})
      fail(op, std::string(t == &w ? "the weight" : "the bias") + " must have shape [" + std::to_string(d) +
                   "], the input's last dim");
  const double eps = read_attrs<graph::LayerNormAttrs>(op).epsilon;
  HostTensor out(DType::F32, in.shape());
  kern::layer_norm(in.data<float>(), w.data<float>(), b.data<float>(), out.mutable_data<float>(), in.numel() / d, d, eps);
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// linrt.softmax(input) {zero_masked_rows}

void run_softmax(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& in = operands[0].tensor;
  require_f32(op, in, "the input");
  if (in.shape().empty() || in.shape().back() < 1) fail(op, "the input needs a last dim of at least one element");
  const int64_t d = in.shape().back();
  const bool zero_masked_rows = read_attrs<graph::SoftmaxAttrs>(op).zero_masked_rows;
  HostTensor out(DType::F32, in.shape());
  const float* x = in.data<float>();
  float* y = out.mutable_data<float>();
  kern::softmax<float>(in.numel() / d, d, 1, x, y);
  if (zero_masked_rows)  // a row of all -inf (its max -inf) gives zeros instead of NaN
    for (int64_t r = 0; r < in.numel() / d; ++r)
      if (std::all_of(x + r * d, x + (r + 1) * d, [](float v) { return v == -std::numeric_limits<float>::infinity(); }))
        std::fill(y + r * d, y + (r + 1) * d, 0.0f);
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// linrt.attention(q, k, v) {scale, zero_masked_rows}

void run_attention(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 3 || !operands[0].is_tensor || !operands[1].is_tensor || !operands[2].is_tensor)
    fail(op, "expected three tensor operands (q, k, v)");
  const HostTensor &q = operands[0].tensor, &k = operands[1].tensor, &v = operands[2].tensor;
  require_f32(op, q, "q");
  require_f32(op, k, "k");
  require_f32(op, v, "v");
  const auto attrs = read_attrs<graph::AttentionAttrs>(op);
  ops::AttentionShape s;
  const std::string bad = ops::attention_shape(q.shape(), k.shape(), v.shape(), s);
  if (!bad.empty()) fail(op, bad);
  s.scale = float(attrs.scale);
  s.zero_masked_rows = attrs.zero_masked_rows;
  const graph::Type& rt = op.results.at(0)->type;
  int64_t numel = 1;
  for (int64_t x : rt.shape) numel *= x;
  if (!rt.has_static_shape() || rt.shape.empty() || rt.shape.back() != s.e || numel != s.batch * s.m * s.e)
    fail(op, "the result must be static with v's last dim and one row per head and row of q");
  HostTensor out(DType::F32, rt.shape);
  kern::attention(s, q.data<float>(), k.data<float>(), v.data<float>(), out.mutable_data<float>());
  results.push_back(RtValue::of(std::move(out)));
}

}  // namespace

// The linrt.* families' reference handlers.
LINRT_REGISTRATION(reference, linrt_ops) {
  register_reference_op(graph::OpName(graph::SoftmaxAttrs::kId), run_softmax);
  register_reference_op(graph::OpName(graph::AttentionAttrs::kId), run_attention);
  register_reference_op(graph::OpName(graph::LayerNormAttrs::kId), run_layer_norm);
  register_reference_op(graph::OpName(graph::Conv2dAttrs::kId), run_conv2d);
  register_reference_op(graph::OpName(graph::ConvTranspose2dAttrs::kId), run_conv_transpose2d);
  register_reference_op(graph::OpName(graph::EmbeddingBagAttrs::kId), run_embedding_bag);
  register_reference_op(graph::OpName(graph::GatherAttrs::kId), run_gather);
  register_reference_op(graph::OpName(graph::ChannelGatherAttrs::kId), run_channel_gather);
  register_reference_op(graph::OpName(graph::UpsampleNearestAttrs::kId), run_upsample_nearest);
  register_reference_op(graph::OpName(graph::PixelShuffleAttrs::kId), run_pixel_shuffle);
  register_reference_op(graph::OpName(graph::Pool2dAttrs::kId), run_pool2d);
}

}  // namespace linrt::ref
