// DLRM's dot interaction (linrt.dot_interaction): for t [batch, features, dim] and K index pairs,
// out[b][k] = sum_d t[b][rows[k]][d] * t[b][cols[k]][d]. The plain reference loops; callers
// check shapes and that every index lies in [0, features) first.
#pragma once

#include <cstdint>
#include <span>

namespace linrt::ops::ref {

// out [batch, K] dense; each dot product summed in double and rounded once.
void dot_interaction(const float* t, float* out, int64_t batch, int64_t features, int64_t dim,
                     std::span<const int64_t> rows, std::span<const int64_t> cols);

}  // namespace linrt::ops::ref
