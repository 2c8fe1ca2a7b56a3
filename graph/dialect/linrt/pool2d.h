// The typed adaptor of linrt.pool2d (graph/dialect/linrt/adaptor.h: what an adaptor is).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>

#include "graph/dialect/linrt/adaptor.h"

namespace linrt::graph {

// linrt.pool2d(input) {kind, window, strides, dilations, padding}: NCHW max or sum pooling
// (average pooling is a sum and a divide); padded positions count as -inf for max and 0 for
// sum, without the padded input ever being made.
struct Pool2dAttrs {
  LINRT_DIALECT_OP(LinrtPool2d, "linrt.pool2d");
  enum class Kind : uint8_t { Max, Sum };

  Kind kind = Kind::Max;
  std::array<int64_t, 2> window{1, 1};       // h, w; >= 1
  std::array<int64_t, 2> strides{1, 1};      // h, w; >= 1
  std::array<int64_t, 2> dilations{1, 1};    // h, w; >= 1
  std::array<int64_t, 4> padding{0, 0, 0, 0};  // top, left, bottom, right; >= 0

  static std::optional<Pool2dAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
  // The output rows (axis 0) or columns (axis 1) for `in` input ones; nullopt when the dilated
  // window is longer than the padded input.
  std::optional<int64_t> output_extent(int axis, int64_t in) const;
};

}  // namespace linrt::graph
