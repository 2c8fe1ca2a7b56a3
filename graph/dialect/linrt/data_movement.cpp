#include "graph/dialect/linrt/data_movement.h"

#include "core/registration.h"

namespace linrt::graph {

using namespace adaptor_io;

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

LINRT_REGISTRATION(result_shape, data_movement) {
  register_result_shape(UpsampleNearestAttrs::kId, [](const Operation& op) -> std::optional<std::vector<int64_t>> {
    const std::vector<int64_t>& in = op.operands[0]->type.shape;
    const auto attrs = UpsampleNearestAttrs::read(op);
    if (!attrs || in.size() != 4) return std::nullopt;
    return std::vector<int64_t>{in[0], in[1], in[2] * attrs->scale[0], in[3] * attrs->scale[1]};
  });
  register_result_shape(PixelShuffleAttrs::kId, [](const Operation& op) -> std::optional<std::vector<int64_t>> {
    const std::vector<int64_t>& in = op.operands[0]->type.shape;
    const auto attrs = PixelShuffleAttrs::read(op);
    const int64_t k = attrs ? attrs->factor : 0;
    if (in.size() != 4 || k <= 0 || in[1] % (k * k) != 0) return std::nullopt;
    return std::vector<int64_t>{in[0], in[1] / (k * k), in[2] * k, in[3] * k};
  });
  register_result_shape(ChannelGatherAttrs::kId, [](const Operation& op) -> std::optional<std::vector<int64_t>> {
    const std::vector<int64_t>& in = op.operands[0]->type.shape;
    const auto attrs = ChannelGatherAttrs::read(op);
    if (!attrs || in.size() != 4) return std::nullopt;
    return std::vector<int64_t>{in[0], int64_t(attrs->channels.size()), in[2], in[3]};
  });
}

}  // namespace linrt::graph
