#include "graph/dialect/linrt_ops.h"

#include <cmath>

namespace linrt::graph {

namespace {

// Reading one attribute: each returns false and says why in `error` (when given).
bool fail(std::string* error, std::string msg) {
  if (error) *error = std::move(msg);
  return false;
}

std::nullopt_t reject(std::string* error, std::string msg) {
  fail(error, std::move(msg));
  return std::nullopt;
}

template <size_t N>
bool read_ints(const Operation& op, const char* key, std::array<int64_t, N>& out, std::string* error) {
  const Attribute* a = op.attr(key);
  auto v = a ? a->as_int_list() : std::nullopt;
  if (!v || v->size() != N)
    return fail(error, std::string("expected attribute '") + key + "' with " + std::to_string(N) + " integers");
  for (size_t i = 0; i < N; ++i) out[i] = (*v)[i];
  return true;
}

bool read_int(const Operation& op, const char* key, int64_t& out, std::string* error) {
  const Attribute* a = op.attr(key);
  if (!a || a->kind != Attribute::Kind::Integer)
    return fail(error, std::string("expected integer attribute '") + key + "'");
  out = a->i;
  return true;
}

bool read_string(const Operation& op, const char* key, std::string& out, std::string* error) {
  const Attribute* a = op.attr(key);
  if (!a || a->kind != Attribute::Kind::String)
    return fail(error, std::string("expected string attribute '") + key + "'");
  out = a->str;
  return true;
}

// true/false, a unit attribute, or an integer (nonzero is true, as `1 : i1`); absent is false.
bool read_flag(const Operation& op, const char* key, bool& out, std::string* error) {
  const Attribute* a = op.attr(key);
  out = false;
  if (!a) return true;
  switch (a->kind) {
    case Attribute::Kind::Bool: out = a->b; return true;
    case Attribute::Kind::Unit: out = true; return true;
    case Attribute::Kind::Integer: out = a->i != 0; return true;
    default: return fail(error, std::string("attribute '") + key + "' must be a boolean");
  }
}

void write_all(Operation& op, AttrList attrs) {
  for (auto& [key, value] : attrs) op.set_attr(std::move(key), std::move(value));
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// linrt.conv2d

std::optional<Conv2dAttrs> Conv2dAttrs::read(const Operation& op, std::string* error) {
  Conv2dAttrs a;
  std::string layout;
  if (!read_string(op, "layout", layout, error)) return std::nullopt;
  if (layout == "nchw") a.layout = Layout::Nchw;
  else if (layout == "nhwc") a.layout = Layout::Nhwc;
  else return reject(error, "layout must be \"nchw\" or \"nhwc\", got \"" + layout + "\"");
  if (!read_ints(op, "strides", a.strides, error) || !read_ints(op, "dilations", a.dilations, error) ||
      !read_ints(op, "padding", a.padding, error) ||
      (op.attr("groups") && !read_int(op, "groups", a.groups, error)))
    return std::nullopt;
  for (int64_t p : a.padding)
    if (p < 0) return reject(error, "padding must not be negative");
  if (a.groups < 1) return reject(error, "groups must be positive");
  if (a.strides[0] < 1 || a.strides[1] < 1 || a.dilations[0] < 1 || a.dilations[1] < 1)
    return reject(error, "strides and dilations must be positive");
  return a;
}

AttrList Conv2dAttrs::attributes(bool has_bias) const {
  return {{"operandSegmentSizes", i32_array_attr({1, 1, has_bias ? 1 : 0})},
          {"layout", string_attr(nhwc() ? "nhwc" : "nchw")},
          {"strides", i64_array_attr({strides.begin(), strides.end()})},
          {"dilations", i64_array_attr({dilations.begin(), dilations.end()})},
          {"padding", i64_array_attr({padding.begin(), padding.end()})},
          {"groups", i64_attr(groups)}};
}

void Conv2dAttrs::write(Operation& op) const { write_all(op, attributes(op.operands.size() == 3)); }

std::optional<std::array<int64_t, 4>> Conv2dAttrs::result_shape(std::span<const int64_t> x,
                                                                std::span<const int64_t> w) const {
  if (x.size() != 4 || w.size() != 4) return std::nullopt;
  const bool n = nhwc();
  const int64_t c = n ? x[3] : x[1], h = n ? x[1] : x[2], wd = n ? x[2] : x[3];
  const int64_t f = n ? w[3] : w[0], cg = n ? w[2] : w[1], kh = n ? w[0] : w[2], kw = n ? w[1] : w[3];
  if (c % groups != 0 || f % groups != 0 || cg != c / groups || kh < 1 || kw < 1) return std::nullopt;
  const int64_t hp = h + padding[0] + padding[2], wp = wd + padding[1] + padding[3];
  const int64_t span_h = dilations[0] * (kh - 1) + 1, span_w = dilations[1] * (kw - 1) + 1;
  if (hp < span_h || wp < span_w) return std::nullopt;
  const int64_t oh = (hp - span_h) / strides[0] + 1, ow = (wp - span_w) / strides[1] + 1;
  return n ? std::array<int64_t, 4>{x[0], oh, ow, f} : std::array<int64_t, 4>{x[0], f, oh, ow};
}

// ---------------------------------------------------------------------------------------------
// linrt.conv_transpose2d

std::optional<ConvTranspose2dAttrs> ConvTranspose2dAttrs::read(const Operation& op, std::string* error) {
  ConvTranspose2dAttrs a;
  if (!read_ints(op, "strides", a.strides, error) || !read_ints(op, "dilations", a.dilations, error) ||
      !read_ints(op, "padding", a.padding, error) || (op.attr("groups") && !read_int(op, "groups", a.groups, error)))
    return std::nullopt;
  if (a.groups < 1) return reject(error, "groups must be positive");
  if (a.strides[0] < 1 || a.strides[1] < 1 || a.dilations[0] < 1 || a.dilations[1] < 1)
    return reject(error, "strides and dilations must be positive");
  // Far beyond any real model, and it keeps every extent computed from them inside int64.
  for (int64_t p : a.padding)
    if (p < -(int64_t(1) << 40) || p > (int64_t(1) << 40)) return reject(error, "padding out of range");
  return a;
}

AttrList ConvTranspose2dAttrs::attributes(bool has_bias) const {
  return {{"operandSegmentSizes", i32_array_attr({1, 1, has_bias ? 1 : 0})},
          {"strides", i64_array_attr({strides.begin(), strides.end()})},
          {"dilations", i64_array_attr({dilations.begin(), dilations.end()})},
          {"padding", i64_array_attr({padding.begin(), padding.end()})},
          {"groups", i64_attr(groups)}};
}

void ConvTranspose2dAttrs::write(Operation& op) const { write_all(op, attributes(op.operands.size() == 3)); }

std::optional<std::array<int64_t, 4>> ConvTranspose2dAttrs::result_shape(std::span<const int64_t> x,
                                                                         std::span<const int64_t> w) const {
  if (x.size() != 4 || w.size() != 4) return std::nullopt;
  if (x[1] % groups != 0 || w[0] % groups != 0 || w[1] != x[1] / groups || w[2] < 1 || w[3] < 1 || x[2] < 1 ||
      x[3] < 1 || x[2] > (int64_t(1) << 31) || x[3] > (int64_t(1) << 31) || w[2] > (int64_t(1) << 31) ||
      w[3] > (int64_t(1) << 31) || strides[0] > (int64_t(1) << 20) || strides[1] > (int64_t(1) << 20) ||
      dilations[0] > (int64_t(1) << 20) || dilations[1] > (int64_t(1) << 20))
    return std::nullopt;
  std::array<int64_t, 2> out{};
  for (int s = 0; s < 2; ++s) {
    out[size_t(s)] = padding[size_t(s)] + (x[size_t(2 + s)] - 1) * strides[size_t(s)] + 1 + padding[size_t(s + 2)] -
                     dilations[size_t(s)] * (w[size_t(2 + s)] - 1);
    if (out[size_t(s)] < 1) return std::nullopt;
  }
  return std::array<int64_t, 4>{x[0], w[0], out[0], out[1]};
}

// ---------------------------------------------------------------------------------------------
// linrt.embedding_bag

std::optional<EmbeddingBagAttrs> EmbeddingBagAttrs::read(const Operation& op, std::string* error) {
  EmbeddingBagAttrs a;
  std::string mode;
  if (!read_string(op, "mode", mode, error)) return std::nullopt;
  if (mode == "sum") a.mode = Mode::Sum;
  else if (mode == "mean") a.mode = Mode::Mean;
  else if (mode == "max") a.mode = Mode::Max;
  else return reject(error, "mode must be \"sum\", \"mean\" or \"max\", got \"" + mode + "\"");
  if (!read_flag(op, "include_last_offset", a.include_last_offset, error)) return std::nullopt;
  if (op.attr("padding_idx") && !read_int(op, "padding_idx", a.padding_idx, error)) return std::nullopt;
  if (op.attr("table_format")) {
    std::string format;
    if (!read_string(op, "table_format", format, error)) return std::nullopt;
    if (format == "f32") a.table_format = TableFormat::F32;
    else if (format == "int8_rowwise") a.table_format = TableFormat::Int8Rowwise;
    else if (format == "int4_rowwise") a.table_format = TableFormat::Int4Rowwise;
    else return reject(error, "table_format must be \"f32\", \"int8_rowwise\" or \"int4_rowwise\", got \"" + format + "\"");
  }
  if (op.attr("index_map")) {
    std::string map;
    if (!read_string(op, "index_map", map, error) || !read_int(op, "index_divisor", a.index_divisor, error))
      return std::nullopt;
    if (map == "quotient") a.index_map = IndexMap::Quotient;
    else if (map == "remainder") a.index_map = IndexMap::Remainder;
    else if (map != "identity") return reject(error, "index_map must be \"identity\", \"quotient\" or \"remainder\", got \"" + map + "\"");
    if (a.index_divisor < 1) return reject(error, "index_divisor must be at least 1");
  }
  if (op.attr("pair")) {
    std::string pair;
    if (!read_string(op, "pair", pair, error)) return std::nullopt;
    if (pair == "mult") a.pair = Pair::Mult;
    else if (pair == "add") a.pair = Pair::Add;
    else if (pair == "concat") a.pair = Pair::Concat;
    else if (pair != "none") return reject(error, "pair must be \"mult\", \"add\" or \"concat\", got \"" + pair + "\"");
    if (a.pair != Pair::None &&
        (a.index_map != IndexMap::Quotient || a.mode != Mode::Sum || a.padding_idx != -1 || a.table_format != TableFormat::F32))
      return reject(error, "a quotient-remainder pair needs index_map \"quotient\", mode sum, no padding_idx and f32 tables");
  }
  return a;
}

int64_t EmbeddingBagAttrs::row_bytes(TableFormat format, int64_t dim) {
  switch (format) {
    case TableFormat::F32: return dim * 4;
    case TableFormat::Int8Rowwise: return dim + 8;
    case TableFormat::Int4Rowwise: return (dim + 1) / 2 + 4;
  }
  return 0;
}

AttrList EmbeddingBagAttrs::attributes(bool weighted) const {
  AttrList list = {{"operandSegmentSizes", pair == Pair::None ? i32_array_attr({1, 1, 1, weighted ? 1 : 0})
                                                              : i32_array_attr({1, 1, 1, weighted ? 1 : 0, 1})},
                   {"mode", string_attr(mode == Mode::Sum ? "sum" : mode == Mode::Mean ? "mean" : "max")},
                   {"include_last_offset", bool_attr(include_last_offset)},
                   {"padding_idx", i64_attr(padding_idx)}};
  if (table_format != TableFormat::F32)
    list.push_back({"table_format", string_attr(table_format == TableFormat::Int8Rowwise ? "int8_rowwise" : "int4_rowwise")});
  if (index_map != IndexMap::Identity) {
    list.push_back({"index_map", string_attr(index_map == IndexMap::Quotient ? "quotient" : "remainder")});
    list.push_back({"index_divisor", i64_attr(index_divisor)});
  }
  if (pair != Pair::None)
    list.push_back({"pair", string_attr(pair == Pair::Mult ? "mult" : pair == Pair::Add ? "add" : "concat")});
  return list;
}

void EmbeddingBagAttrs::write(Operation& op) const {
  write_all(op, attributes(op.operands.size() == (pair == Pair::None ? 4u : 5u)));
}

// ---------------------------------------------------------------------------------------------
// linrt.gather

std::optional<GatherAttrs> GatherAttrs::read(const Operation& op, std::string* error) {
  const Attribute* a0 = op.attr("indices0");
  const Attribute* a1 = op.attr("indices1");
  auto rows = a0 ? a0->as_int_list() : std::nullopt;
  auto cols = a1 ? a1->as_int_list() : std::nullopt;
  if (!rows || !cols || rows->size() != cols->size())
    return reject(error, "expected integer lists 'indices0' and 'indices1' of equal length");
  GatherAttrs g;
  g.indices0 = std::move(*rows);
  g.indices1 = std::move(*cols);
  return g;
}

AttrList GatherAttrs::attributes() const {
  return {{"indices0", i64_array_attr(indices0)}, {"indices1", i64_array_attr(indices1)}};
}

void GatherAttrs::write(Operation& op) const { write_all(op, attributes()); }

std::optional<size_t> GatherAttrs::first_out_of_range(int64_t rows, int64_t cols) const {
  for (size_t k = 0; k < indices0.size(); ++k)
    if (indices0[k] < 0 || indices0[k] >= rows || indices1[k] < 0 || indices1[k] >= cols) return k;
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// linrt.channel_gather

std::optional<ChannelGatherAttrs> ChannelGatherAttrs::read(const Operation& op, std::string* error) {
  const Attribute* a = op.attr("channels");
  auto channels = a ? a->as_int_list() : std::nullopt;
  if (!channels || channels->empty()) return reject(error, "expected a non-empty integer list 'channels'");
  for (int64_t c : *channels)
    if (c < 0) return reject(error, "channel " + std::to_string(c) + " is negative");
  ChannelGatherAttrs g;
  g.channels = std::move(*channels);
  return g;
}

AttrList ChannelGatherAttrs::attributes() const { return {{"channels", i64_array_attr(channels)}}; }

void ChannelGatherAttrs::write(Operation& op) const { write_all(op, attributes()); }

std::optional<size_t> ChannelGatherAttrs::first_out_of_range(int64_t total) const {
  for (size_t j = 0; j < channels.size(); ++j)
    if (channels[j] >= total) return j;
  return std::nullopt;
}

// ---------------------------------------------------------------------------------------------
// linrt.upsample_nearest, linrt.pixel_shuffle

std::optional<UpsampleNearestAttrs> UpsampleNearestAttrs::read(const Operation& op, std::string* error) {
  UpsampleNearestAttrs a;
  if (!read_ints(op, "scale", a.scale, error)) return std::nullopt;
  if (a.scale[0] < 1 || a.scale[1] < 1) return reject(error, "scale factors must be positive");
  return a;
}

AttrList UpsampleNearestAttrs::attributes() const { return {{"scale", i64_array_attr({scale[0], scale[1]})}}; }

void UpsampleNearestAttrs::write(Operation& op) const { write_all(op, attributes()); }

std::optional<PixelShuffleAttrs> PixelShuffleAttrs::read(const Operation& op, std::string* error) {
  PixelShuffleAttrs a;
  if (!read_int(op, "factor", a.factor, error)) return std::nullopt;
  if (a.factor < 1) return reject(error, "factor must be positive");
  return a;
}

AttrList PixelShuffleAttrs::attributes() const { return {{"factor", i64_attr(factor)}}; }

void PixelShuffleAttrs::write(Operation& op) const { write_all(op, attributes()); }

// ---------------------------------------------------------------------------------------------
// linrt.pool2d

std::optional<Pool2dAttrs> Pool2dAttrs::read(const Operation& op, std::string* error) {
  Pool2dAttrs a;
  std::string kind;
  if (!read_string(op, "kind", kind, error)) return std::nullopt;
  if (kind == "max") a.kind = Kind::Max;
  else if (kind == "sum") a.kind = Kind::Sum;
  else return reject(error, "kind must be \"max\" or \"sum\", got \"" + kind + "\"");
  if (!read_ints(op, "window", a.window, error) || !read_ints(op, "strides", a.strides, error) ||
      !read_ints(op, "dilations", a.dilations, error) || !read_ints(op, "padding", a.padding, error))
    return std::nullopt;
  for (size_t s = 0; s < 2; ++s)
    if (a.window[s] < 1 || a.strides[s] < 1 || a.dilations[s] < 1 || a.padding[s] < 0 || a.padding[s + 2] < 0)
      return reject(error, "window, strides and dilations must be positive and padding not negative");
  return a;
}

AttrList Pool2dAttrs::attributes() const {
  return {{"kind", string_attr(kind == Kind::Max ? "max" : "sum")},
          {"window", i64_array_attr({window.begin(), window.end()})},
          {"strides", i64_array_attr({strides.begin(), strides.end()})},
          {"dilations", i64_array_attr({dilations.begin(), dilations.end()})},
          {"padding", i64_array_attr({padding.begin(), padding.end()})}};
}

void Pool2dAttrs::write(Operation& op) const { write_all(op, attributes()); }

std::optional<int64_t> Pool2dAttrs::output_extent(int axis, int64_t in) const {
  const int64_t span = dilations[axis] * (window[axis] - 1) + 1;
  const int64_t room = in + padding[axis] + padding[axis + 2];
  if (room < span) return std::nullopt;
  return (room - span) / strides[axis] + 1;
}

// ---------------------------------------------------------------------------------------------
// linrt.layer_norm

std::optional<LayerNormAttrs> LayerNormAttrs::read(const Operation& op, std::string* error) {
  const Attribute* a = op.attr("epsilon");
  if (!a || a->kind != Attribute::Kind::Float) return reject(error, "expected float attribute 'epsilon'");
  if (!std::isfinite(a->f) || a->f < 0) return reject(error, "epsilon must be finite and not negative");
  LayerNormAttrs attrs;
  attrs.epsilon = a->f;
  return attrs;
}

AttrList LayerNormAttrs::attributes() const { return {{"epsilon", f64_attr(epsilon)}}; }

void LayerNormAttrs::write(Operation& op) const { write_all(op, attributes()); }

// ---------------------------------------------------------------------------------------------
// linrt.softmax

std::optional<SoftmaxAttrs> SoftmaxAttrs::read(const Operation& op, std::string* error) {
  SoftmaxAttrs a;
  if (!read_flag(op, "zero_masked_rows", a.zero_masked_rows, error)) return std::nullopt;
  return a;
}

AttrList SoftmaxAttrs::attributes() const { return {{"zero_masked_rows", bool_attr(zero_masked_rows)}}; }

void SoftmaxAttrs::write(Operation& op) const { write_all(op, attributes()); }

// ---------------------------------------------------------------------------------------------
// linrt.attention

std::optional<AttentionAttrs> AttentionAttrs::read(const Operation& op, std::string* error) {
  AttentionAttrs a;
  const Attribute* s = op.attr("scale");
  if (!s || s->kind != Attribute::Kind::Float) return reject(error, "expected float attribute 'scale'");
  if (!std::isfinite(s->f)) return reject(error, "scale must be finite");
  a.scale = s->f;
  if (!read_flag(op, "zero_masked_rows", a.zero_masked_rows, error)) return std::nullopt;
  return a;
}

AttrList AttentionAttrs::attributes() const {
  return {{"scale", f64_attr(scale)}, {"zero_masked_rows", bool_attr(zero_masked_rows)}};
}

void AttentionAttrs::write(Operation& op) const { write_all(op, attributes()); }

}  // namespace linrt::graph
