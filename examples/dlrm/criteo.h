// Criteo click logs as DLRM input: the Kaggle Display Advertising Challenge `train.txt` and the
// Terabyte `day_N` files share one line format, tab-separated:
//
//   label <TAB> I1 .. I13 (integers, may be empty) <TAB> C1 .. C26 (32-bit hex hashes, may be empty)
//
// Each line becomes one sample the way DLRM's preprocessing makes it: the dense features are
// log(max(x, 0) + 1) with an empty field read as 0, and each categorical hash becomes a one-index
// bag into its table, reduced modulo the table's row count (the hashing DLRM applies with
// --max-ind-range; an empty field is hash 0).
#pragma once

#include <cstdint>
#include <istream>
#include <string>
#include <vector>

#include "dlrm_inputs.h"

namespace dlrm {

constexpr int kCriteoDenseFeatures = 13;
constexpr int kCriteoSparseFeatures = 26;

struct LabelledBatch {
  Batch batch;
  std::vector<float> labels;  // 0 or 1, one per sample
};

// Reads up to `max_batches` mini-batches of `batch` lines from `in` (named `path` in errors);
// the lines after the last whole mini-batch are left unread. Throws std::runtime_error naming
// path:line and the field for a malformed line, and when not even one mini-batch is there.
std::vector<LabelledBatch> read_criteo(std::istream& in, const std::string& path, int64_t batch,
                                       const std::vector<int64_t>& table_rows, int64_t max_batches);

}  // namespace dlrm
