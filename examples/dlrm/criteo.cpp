#include "criteo.h"

#include <algorithm>
#include <climits>
#include <cmath>
#include <stdexcept>
#include <string_view>

namespace dlrm {
namespace {

[[noreturn]] void fail(const std::string& where, const std::string& what) { throw std::runtime_error(where + ": " + what); }

// The tab-separated fields of one line, as views into it.
std::vector<std::string_view> split_tabs(std::string_view line) {
  std::vector<std::string_view> fields;
  size_t start = 0;
  while (true) {
    const size_t tab = line.find('\t', start);
    fields.push_back(line.substr(start, tab == std::string_view::npos ? std::string_view::npos : tab - start));
    if (tab == std::string_view::npos) return fields;
    start = tab + 1;
  }
}

int64_t parse_integer(std::string_view s, const std::string& where) {
  if (s.empty()) return 0;
  size_t i = 0;
  const bool negative = s[0] == '-';
  if (negative) i = 1;
  if (i == s.size()) fail(where, "expected an integer, got '" + std::string(s) + "'");
  int64_t v = 0;
  for (; i < s.size(); ++i) {
    if (s[i] < '0' || s[i] > '9') fail(where, "expected an integer, got '" + std::string(s) + "'");
    if (v > (INT64_MAX - 9) / 10) fail(where, "integer out of range: '" + std::string(s) + "'");
    v = v * 10 + (s[i] - '0');
  }
  return negative ? -v : v;
}

uint64_t parse_hash(std::string_view s, const std::string& where) {
  if (s.empty()) return 0;
  if (s.size() > 16) fail(where, "expected a hex hash of at most 16 digits, got '" + std::string(s) + "'");
  uint64_t v = 0;
  for (char c : s) {
    int d;
    if (c >= '0' && c <= '9') d = c - '0';
    else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
    else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
    else fail(where, "expected a hex hash, got '" + std::string(s) + "'");
    v = v * 16 + uint64_t(d);
  }
  return v;
}

}  // namespace

std::vector<LabelledBatch> read_criteo(std::istream& in, const std::string& path, int64_t batch,
                                       const std::vector<int64_t>& table_rows, int64_t max_batches) {
  if (table_rows.size() != size_t(kCriteoSparseFeatures))
    throw std::runtime_error(path + ": Criteo lines have " + std::to_string(kCriteoSparseFeatures) +
                             " categorical features, but the model has " + std::to_string(table_rows.size()) + " tables");
  std::vector<LabelledBatch> out;
  LabelledBatch cur;
  std::string line;
  int64_t line_no = 0;
  auto start_batch = [&] {
    cur = LabelledBatch{};
    cur.batch.dense.reserve(size_t(batch * kCriteoDenseFeatures));
    cur.batch.sparse.resize(table_rows.size());
    cur.labels.reserve(size_t(batch));
  };
  start_batch();
  while (int64_t(out.size()) < max_batches && std::getline(in, line)) {
    ++line_no;
    const std::string where = path + ":" + std::to_string(line_no);
    if (!line.empty() && line.back() == '\r') line.pop_back();
    const std::vector<std::string_view> fields = split_tabs(line);
    if (fields.size() != size_t(1 + kCriteoDenseFeatures + kCriteoSparseFeatures))
      fail(where, "expected " + std::to_string(1 + kCriteoDenseFeatures + kCriteoSparseFeatures) +
                      " tab-separated fields (label, 13 integer, 26 categorical), got " + std::to_string(fields.size()));
    if (fields[0] != "0" && fields[0] != "1") fail(where, "field 1 (label): expected 0 or 1, got '" + std::string(fields[0]) + "'");
    cur.labels.push_back(fields[0] == "1" ? 1.0f : 0.0f);
    for (int k = 0; k < kCriteoDenseFeatures; ++k) {
      const int64_t x = parse_integer(fields[size_t(1 + k)], where + ": field " + std::to_string(2 + k) + " (I" + std::to_string(1 + k) + ")");
      cur.batch.dense.push_back(float(std::log(double(std::max<int64_t>(x, 0)) + 1.0)));
    }
    for (int k = 0; k < kCriteoSparseFeatures; ++k) {
      const size_t f = size_t(1 + kCriteoDenseFeatures + k);
      const uint64_t h = parse_hash(fields[f], where + ": field " + std::to_string(f + 1) + " (C" + std::to_string(1 + k) + ")");
      SparseInput& s = cur.batch.sparse[size_t(k)];
      s.offsets.push_back(int64_t(s.indices.size()));
      s.indices.push_back(int64_t(h % uint64_t(table_rows[size_t(k)])));
    }
    if (int64_t(cur.labels.size()) == batch) {
      out.push_back(std::move(cur));
      start_batch();
    }
  }
  if (in.bad()) throw std::runtime_error(path + ": read error");
  if (out.empty())
    throw std::runtime_error(path + ": " + std::to_string(line_no) + (line_no == 1 ? " line" : " lines") +
                             ", fewer than one mini-batch of " + std::to_string(batch));
  return out;
}

}  // namespace dlrm
