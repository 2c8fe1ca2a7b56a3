// The typed adaptors of linrt.layer_norm and linrt.softmax (graph/dialect/linrt/adaptor.h: what an adaptor is).
#pragma once

#include <optional>
#include <string>

#include "graph/dialect/linrt/adaptor.h"

namespace linrt::graph {

// linrt.layer_norm(input, weight, bias) {epsilon}
//   input [..., D], weight [D], bias [D], result the input's shape: each row of D elements
//   (the last dim) becomes (x - mean) / sqrt(var + epsilon) * weight + bias, with the mean and
//   the biased variance (divided by D) of that row.
struct LayerNormAttrs {
  LINRT_DIALECT_OP(LinrtLayerNorm, "linrt.layer_norm");

  double epsilon = 0.0;  // >= 0, finite

  static std::optional<LayerNormAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

// linrt.softmax(input) {zero_masked_rows}
//   input [..., D], result its shape: each row of D elements (the last dim) becomes
//   exp(x - max) / sum(exp(x - max)). A NaN in a row makes the row NaN. A row whose max is -inf
//   (all -inf) is NaN, or zeros with `zero_masked_rows` (scaled_dot_product_attention's guard).
struct SoftmaxAttrs {
  LINRT_DIALECT_OP(LinrtSoftmax, "linrt.softmax");

  bool zero_masked_rows = false;  // absent: false

  static std::optional<SoftmaxAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

}  // namespace linrt::graph
