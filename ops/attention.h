// Attention (linrt.attention): the contract and the plain reference implementation. For each
// of `batch` independent heads, q [m, d], k [n, d] and v [n, e] (row-major, one head after the
// other) give out [m, e]:
//   out[i] = sum_j p[i][j] * v[j],   p[i] = softmax_j(scale * dot(q[i], k[j]))
// the softmax as ops/softmax.h's (the max subtracted first; a NaN makes its row NaN). A row whose
// scores are all -inf is NaN, or zeros with `zero_masked_rows` (scaled_dot_product_attention's
// guard).
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace linrt::ops {

struct AttentionShape {
  int64_t batch = 0, m = 0, n = 0, d = 0, e = 0;  // all positive
  float scale = 1.0f;
  bool zero_masked_rows = false;
};

// Fills batch, m, n, d, e of `s` from the operands' shapes (q [..., m, d], k [..., n, d],
// v [..., n, e], each of rank >= 2, the dims before the last two of each multiplying to the same
// batch, every extent positive) and returns ""; else what is wrong, s unchanged.
std::string attention_shape(const std::vector<int64_t>& q, const std::vector<int64_t>& k, const std::vector<int64_t>& v,
                            AttentionShape& s);

namespace ref {

// Writes out (batch * m * e floats); scores are accumulated in double.
void attention(const AttentionShape& s, const float* q, const float* k, const float* v, float* out);

}  // namespace ref
}  // namespace linrt::ops
