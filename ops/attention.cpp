#include "ops/attention.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

#include "ops/softmax.h"

namespace linrt::ops {

namespace {

// The batch (product of the leading dims) of a shape of rank >= 2 with positive extents, or 0.
int64_t batch_of(const std::vector<int64_t>& shape) {
  if (shape.size() < 2) return 0;
  for (int64_t x : shape)
    if (x < 1) return 0;
  int64_t b = 1;
  for (size_t i = 0; i + 2 < shape.size(); ++i) b *= shape[i];
  return b;
}

}  // namespace

std::string attention_shape(const std::vector<int64_t>& q, const std::vector<int64_t>& k, const std::vector<int64_t>& v,
                            AttentionShape& s) {
  const int64_t bq = batch_of(q), bk = batch_of(k), bv = batch_of(v);
  if (!bq || !bk || !bv) return "q, k and v need rank >= 2 and positive extents";
  if (bq != bk || bq != bv) return "q, k and v must hold the same number of heads (the product of their leading dims)";
  const size_t r = q.size();
  if (k.back() != q.back()) return "k's last dim must be q's (the dot product's length)";
  if (v[v.size() - 2] != k[k.size() - 2]) return "v must have as many rows as k";
  s.batch = bq;
  s.m = q[r - 2];
  s.d = q.back();
  s.n = k[k.size() - 2];
  s.e = v.back();
  return "";
}

namespace ref {

void attention(const AttentionShape& s, const float* q, const float* k, const float* v, float* out) {
  std::vector<float> scores(size_t(s.n)), p(size_t(s.n));
  constexpr float kNegInf = -std::numeric_limits<float>::infinity();
  for (int64_t b = 0; b < s.batch; ++b) {
    const float* qb = q + b * s.m * s.d;
    const float* kb = k + b * s.n * s.d;
    const float* vb = v + b * s.n * s.e;
    float* ob = out + b * s.m * s.e;
    for (int64_t i = 0; i < s.m; ++i) {
      for (int64_t j = 0; j < s.n; ++j) {
        double dot = 0.0;
        for (int64_t c = 0; c < s.d; ++c) dot += double(qb[i * s.d + c]) * double(kb[j * s.d + c]);
        scores[size_t(j)] = float(dot * double(s.scale));
      }
      softmax<float>(1, s.n, 1, scores.data(), p.data());
      if (s.zero_masked_rows && std::all_of(scores.begin(), scores.end(), [](float x) { return x == kNegInf; }))
        std::fill(p.begin(), p.end(), 0.0f);
      for (int64_t c = 0; c < s.e; ++c) {
        double acc = 0.0;
        for (int64_t j = 0; j < s.n; ++j) acc += double(p[size_t(j)]) * double(vb[j * s.e + c]);
        ob[i * s.e + c] = float(acc);
      }
    }
  }
}

}  // namespace ref
}  // namespace linrt::ops
