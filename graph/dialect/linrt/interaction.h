// The typed adaptor of linrt.dot_interaction (graph/dialect/linrt/adaptor.h: what an adaptor is).
#pragma once

#include <cstdint>
#include <optional>
#include <string>
#include <vector>

#include "graph/dialect/linrt/adaptor.h"

namespace linrt::graph {

// linrt.dot_interaction(t) {indices0, indices1}: t [B, F, D] f32, result [B, K] with
//   result[b, k] = sum_d t[b, indices0[k], d] * t[b, indices1[k], d]
// (K constant index pairs, each in [0, F)). DLRM's dot interaction: the pairs of its Gram matrix
// T T^T that `interact_features` keeps (the strictly lower triangle, or with the diagonal when
// the model interacts features with themselves), without the B x F x F Gram ever being stored.
struct DotInteractionAttrs {
  LINRT_DIALECT_OP(LinrtDotInteraction, "linrt.dot_interaction");

  std::vector<int64_t> indices0, indices1;  // equal lengths

  static std::optional<DotInteractionAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
  // The first pair with an index outside [0, features), or nullopt when all are inside.
  std::optional<size_t> first_out_of_range(int64_t features) const;
};

}  // namespace linrt::graph
