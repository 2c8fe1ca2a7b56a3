#include "engine/plan/params/attention.h"

#include "graph/dialect/linrt/attention.h"

namespace linrt::engine {

std::optional<ops::AttentionShape> attention_params(const graph::Operation& op, const std::vector<int64_t>& q,
                                                    const std::vector<int64_t>& k, const std::vector<int64_t>& v,
                                                    const std::vector<int64_t>& out) {
  const auto attrs = graph::AttentionAttrs::read(op);
  ops::AttentionShape s;
  if (!attrs || !ops::attention_shape(q, k, v, s).empty()) return std::nullopt;
  int64_t out_numel = 1;
  for (int64_t x : out) out_numel *= x;
  if (out.empty() || out.back() != s.e || out_numel != s.batch * s.m * s.e) return std::nullopt;
  s.scale = float(attrs->scale);
  s.zero_masked_rows = attrs->zero_masked_rows;
  return s;
}

}  // namespace linrt::engine
