// The typed adaptor of linrt.attention (graph/dialect/linrt/adaptor.h: what an adaptor is).
#pragma once

#include <optional>
#include <string>

#include "graph/dialect/linrt/adaptor.h"

namespace linrt::graph {

// linrt.attention(q, k, v) {scale, zero_masked_rows}
//   q [..., M, D], k [..., N, D], v [..., N, E] f32, the leading dims of each one batch of B
//   (their products equal); result [..., M, E] (B * M * E elements): per batch and row i of q,
//   softmax_j(scale * dot(q[i], k[j])) weighs the rows of v, the softmax as linrt.softmax's
//   (zero_masked_rows: a row whose scores are all -inf gives zeros instead of NaN).
//   scaled_dot_product_attention without a mask, one op instead of two batch matmuls, the
//   softmax and the scaling.
struct AttentionAttrs {
  LINRT_DIALECT_OP(LinrtAttention, "linrt.attention");

  double scale = 1.0;             // finite
  bool zero_masked_rows = false;  // absent: false

  static std::optional<AttentionAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

}  // namespace linrt::graph
