// The typed adaptors of linrt.gather, linrt.channel_gather, linrt.upsample_nearest and linrt.pixel_shuffle (graph/dialect/linrt/adaptor.h: what an adaptor is).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "graph/dialect/linrt/adaptor.h"

namespace linrt::graph {

// linrt.gather(src) {indices0, indices1}: src N x R x C, result N x K with
// result[n, k] = src[n, indices0[k], indices1[k]] (constant index pairs, equal counts).
struct GatherAttrs {
  LINRT_DIALECT_OP(LinrtGather, "linrt.gather");

  std::vector<int64_t> indices0, indices1;

  static std::optional<GatherAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
  // The first pair outside a source of `rows` x `cols`, or nullopt when all are inside.
  std::optional<size_t> first_out_of_range(int64_t rows, int64_t cols) const;
};

// linrt.channel_gather(x0, x1, ...) {channels}: NCHW operands of one N, H, W and element type;
// output channel j is channel channels[j] of their concatenation along C (ShuffleNetV2's channel
// shuffle and split of the concat of its two branches).
struct ChannelGatherAttrs {
  LINRT_DIALECT_OP(LinrtChannelGather, "linrt.channel_gather");

  std::vector<int64_t> channels;  // not empty, each >= 0

  static std::optional<ChannelGatherAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
  // The first entry not below `total` (the operands' channels together), or nullopt.
  std::optional<size_t> first_out_of_range(int64_t total) const;
};

// linrt.upsample_nearest(input) {scale}: NCHW, each pixel repeated scale[0] x scale[1] times.
struct UpsampleNearestAttrs {
  LINRT_DIALECT_OP(LinrtUpsampleNearest, "linrt.upsample_nearest");

  std::array<int64_t, 2> scale{1, 1};  // h, w; >= 1

  static std::optional<UpsampleNearestAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

// linrt.pixel_shuffle(input) {factor}: NCHW, torch.nn.PixelShuffle(factor): C*r*r x H x W
// becomes C x H*r x W*r.
struct PixelShuffleAttrs {
  LINRT_DIALECT_OP(LinrtPixelShuffle, "linrt.pixel_shuffle");

  int64_t factor = 1;  // >= 1

  static std::optional<PixelShuffleAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

}  // namespace linrt::graph
