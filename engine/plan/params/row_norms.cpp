#include "engine/plan/params/row_norms.h"

#include "graph/dialect/linrt/row_norms.h"

namespace linrt::engine {

std::optional<LayerNormParams> layer_norm_params(const graph::Operation& op, const std::vector<int64_t>& in,
                                                 const std::vector<int64_t>& weight, const std::vector<int64_t>& bias) {
  const auto attrs = graph::LayerNormAttrs::read(op);
  if (!attrs || in.empty() || in.back() < 1 || weight != std::vector<int64_t>{in.back()} || bias != weight)
    return std::nullopt;
  LayerNormParams p;
  p.d = in.back();
  p.rows = 1;
  for (size_t i = 0; i + 1 < in.size(); ++i) p.rows *= in[i];
  if (p.rows < 1) return std::nullopt;
  p.eps = float(attrs->epsilon);
  return p;
}

std::optional<SoftmaxParams> softmax_params(const graph::Operation& op, const std::vector<int64_t>& in) {
  const auto attrs = graph::SoftmaxAttrs::read(op);
  if (!attrs || in.empty() || in.back() < 1) return std::nullopt;
  SoftmaxParams p;
  p.d = in.back();
  p.rows = 1;
  for (size_t i = 0; i + 1 < in.size(); ++i) p.rows *= in[i];
  if (p.rows < 1) return std::nullopt;
  p.zero_masked_rows = attrs->zero_masked_rows;
  return p;
}

}  // namespace linrt::engine
