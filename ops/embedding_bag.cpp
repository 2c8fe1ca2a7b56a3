#include "ops/embedding_bag.h"

#include <algorithm>

namespace linrt::ops::ref {

int64_t embedding_bag_num_bags(const EmbeddingBagProblem& p) {
  if (!p.include_last_offset) return p.num_offsets;
  return p.num_offsets == 0 ? -1 : p.num_offsets - 1;
}

template <class Index, class Offset>
std::string embedding_bag(const EmbeddingBagProblem& p, const float* table, const Index* indices,
                          const Offset* offsets, const float* per_sample_weights, float* out) {
  const int64_t bags = embedding_bag_num_bags(p);
  if (bags < 0) return "include_last_offset needs at least one offset";
  if (p.padding_idx != -1 && (p.padding_idx < 0 || p.padding_idx >= p.rows))
    return "padding_idx " + std::to_string(p.padding_idx) + " is outside the table of " +
           std::to_string(p.rows) + " rows";
  if (p.weighted && p.mode != BagMode::Sum) return "per_sample_weights need mode sum";
  for (int64_t b = 0; b < bags; ++b) {
    const int64_t begin = int64_t(offsets[b]);
    const int64_t end = b + 1 < p.num_offsets ? int64_t(offsets[b + 1]) : p.num_indices;
    if (begin < 0 || begin > end || end > p.num_indices)
      return "offsets of bag " + std::to_string(b) + " give the range [" + std::to_string(begin) +
             ", " + std::to_string(end) + "), which is not inside [0, " +
             std::to_string(p.num_indices) + "] or decreases";
    float* row_out = out + b * p.dim;
    std::fill(row_out, row_out + p.dim, 0.0f);
    int64_t count = 0;
    for (int64_t k = begin; k < end; ++k) {
      const int64_t idx = int64_t(indices[k]);
      if (idx < 0 || idx >= p.rows)
        return "index " + std::to_string(idx) + " at position " + std::to_string(k) +
               " is outside the table of " + std::to_string(p.rows) + " rows";
      if (idx == p.padding_idx) continue;
      const float* row = table + idx * p.dim;
      const float w = per_sample_weights ? per_sample_weights[k] : 1.0f;
      for (int64_t d = 0; d < p.dim; ++d) {
        if (p.mode == BagMode::Max) row_out[d] = count == 0 ? row[d] : std::max(row_out[d], row[d]);
        else row_out[d] += w * row[d];
      }
      ++count;
    }
    if (p.mode == BagMode::Mean && count > 0)
      for (int64_t d = 0; d < p.dim; ++d) row_out[d] /= float(count);
  }
  return {};
}

template std::string embedding_bag<int32_t, int32_t>(const EmbeddingBagProblem&, const float*,
                                                     const int32_t*, const int32_t*, const float*, float*);
template std::string embedding_bag<int32_t, int64_t>(const EmbeddingBagProblem&, const float*,
                                                     const int32_t*, const int64_t*, const float*, float*);
template std::string embedding_bag<int64_t, int32_t>(const EmbeddingBagProblem&, const float*,
                                                     const int64_t*, const int32_t*, const float*, float*);
template std::string embedding_bag<int64_t, int64_t>(const EmbeddingBagProblem&, const float*,
                                                     const int64_t*, const int64_t*, const float*, float*);

}  // namespace linrt::ops::ref
