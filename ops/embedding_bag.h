// Embedding bags: the contract and the plain reference implementation (the oracle for
// embedding_bag_cpu.h and the shaders). This is PyTorch's nn.EmbeddingBag forward.
//
// Bag b covers the index positions [offsets[b], end_b), where end_b = offsets[b + 1] for all but
// the last bag; the last bag ends at the number of indices, or, with include_last_offset, at the
// last entry of offsets (which then holds one entry more than there are bags). Each bag reduces
// the table rows its indices name:
//   sum:  sum_k w_k * table[idx_k]   (w_k = per_sample_weights[k], or 1)
//   mean: sum_k table[idx_k] / count (count of rows used)
//   max:  elementwise max over the rows
// An index equal to padding_idx is skipped (and not counted by mean). A bag with no rows yields
// zeros. Offsets must satisfy 0 <= offsets[b] <= end_b <= num_indices; positions before
// offsets[0] belong to no bag. With an index map (DLRM's quotient-remainder tables) index i
// names row map_index(map, c, i) instead of row i.
#pragma once

#include <cstdint>
#include <string>

namespace linrt::ops {

// How an index names its row (DLRM's quotient-remainder tables read one index list through
// two maps; graph::EmbeddingBagAttrs::index_map).
enum class IndexMap : uint8_t {
  Identity,
  Quotient,   // int64(float(i) / float(c)), truncated toward zero: PyTorch's (i / c).long() in float32
  Remainder,  // i mod c in [0, c): Python's %
};

// The row index i names under `map` with divisor c >= 1 (-1, which no table has, for a quotient
// outside int64).
inline int64_t map_index(IndexMap map, int64_t c, int64_t i) {
  if (map == IndexMap::Quotient) {
    const float q = float(i) / float(c);
    return q > -9.2e18f && q < 9.2e18f ? int64_t(q) : -1;
  }
  if (map == IndexMap::Remainder) {
    const int64_t r = i % c;
    return r < 0 ? r + c : r;
  }
  return i;
}

}  // namespace linrt::ops

namespace linrt::ops::ref {

enum class BagMode : uint8_t { Sum, Mean, Max };

struct EmbeddingBagProblem {
  BagMode mode = BagMode::Sum;
  bool include_last_offset = false;
  int64_t padding_idx = -1;  // -1: none; otherwise a row in [0, rows)
  int64_t rows = 0, dim = 0;  // the table
  int64_t num_indices = 0, num_offsets = 0;
  bool weighted = false;  // per_sample_weights given (sum only)
};

// Number of bags, or -1 when include_last_offset is set and there are no offsets.
int64_t embedding_bag_num_bags(const EmbeddingBagProblem& p);

// Computes out[num_bags, dim]. Returns an empty string on success, otherwise what is wrong
// (an index outside [0, rows), offsets that decrease or leave [0, num_indices], a padding_idx
// outside the table, weights with mode mean or max); `out` is then unspecified. Index and
// Offset are int32_t or int64_t.
template <class Index, class Offset>
std::string embedding_bag(const EmbeddingBagProblem& p, const float* table, const Index* indices,
                          const Offset* offsets, const float* per_sample_weights, float* out);

}  // namespace linrt::ops::ref
