// Inputs for DLRM the way DLRM's own random data generator makes them
// (dlrm_data_pytorch.py, generate_uniform_input_batch, with numpy's legacy RandomState), bit for
// bit: MT19937 seeded like RandomState(seed) and random_sample()'s 53-bit doubles.
#pragma once

#include <cstdint>
#include <random>
#include <vector>

namespace dlrm {

// numpy.random.RandomState(seed).random_sample(), one double at a time.
class NumpyRandom {
 public:
  explicit NumpyRandom(uint32_t seed) : mt_(seed) {}
  double random_sample() {
    const uint32_t a = mt_() >> 5, b = mt_() >> 6;
    return (double(a) * 67108864.0 + double(b)) / 9007199254740992.0;
  }

 private:
  std::mt19937 mt_;
};

struct SparseInput {
  std::vector<int64_t> indices;
  std::vector<int64_t> offsets;  // one per sample: where its bag starts in `indices`
};

struct Batch {
  std::vector<float> dense;          // [batch, dense_features], row-major
  std::vector<SparseInput> sparse;   // one per table
};

// Dense features uniform in [0, 1); per table and sample, a bag of sorted unique row indices:
// 1..lookups of them (DLRM's random count), or with `fixed` exactly min(lookups, rows) (draws
// that repeat an index are replaced by further draws, so the count stays fixed).
Batch random_batch(NumpyRandom& rng, int64_t batch, int64_t dense_features,
                   const std::vector<int64_t>& table_rows, int64_t lookups, bool fixed);
// The same with a count per table (DLRM-v2's multi-hot sizes; tools/export/dlrm_configs.py's
// random_batch with a tuple of lookups).
Batch random_batch(NumpyRandom& rng, int64_t batch, int64_t dense_features,
                   const std::vector<int64_t>& table_rows, const std::vector<int64_t>& lookups, bool fixed);

}  // namespace dlrm
