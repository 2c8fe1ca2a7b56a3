#include "dlrm_inputs.h"

#include <algorithm>
#include <cmath>

namespace dlrm {

Batch random_batch(NumpyRandom& rng, int64_t batch, int64_t dense_features,
                   const std::vector<int64_t>& table_rows, int64_t lookups, bool fixed) {
  return random_batch(rng, batch, dense_features, table_rows, std::vector<int64_t>(table_rows.size(), lookups), fixed);
}

Batch random_batch(NumpyRandom& rng, int64_t batch, int64_t dense_features,
                   const std::vector<int64_t>& table_rows, const std::vector<int64_t>& table_lookups, bool fixed) {
  Batch b;
  b.dense.resize(size_t(batch * dense_features));
  for (float& v : b.dense) v = float(rng.random_sample());
  std::vector<int64_t> group;
  for (size_t t = 0; t < table_rows.size(); ++t) {
    const int64_t rows = table_rows[t], lookups = table_lookups[t];
    SparseInput s;
    s.offsets.reserve(size_t(batch));
    for (int64_t i = 0; i < batch; ++i) {
      int64_t count;
      if (fixed) {
        count = std::min(lookups, rows);
      } else {
        const double r = rng.random_sample();
        // np.round rounds half to even, as nearbyint does in the default rounding mode.
        count = int64_t(std::nearbyint(std::max(1.0, r * double(std::min(rows, lookups)))));
      }
      group.clear();
      for (int64_t k = 0; k < count; ++k)
        group.push_back(int64_t(std::nearbyint(rng.random_sample() * double(rows - 1))));
      std::sort(group.begin(), group.end());
      group.erase(std::unique(group.begin(), group.end()), group.end());
      while (fixed && int64_t(group.size()) < count) {
        const auto extra = int64_t(std::nearbyint(rng.random_sample() * double(rows - 1)));
        auto at = std::lower_bound(group.begin(), group.end(), extra);
        if (at == group.end() || *at != extra) group.insert(at, extra);
      }
      s.offsets.push_back(int64_t(s.indices.size()));
      s.indices.insert(s.indices.end(), group.begin(), group.end());
    }
    b.sparse.push_back(std::move(s));
  }
  return b;
}

}  // namespace dlrm
