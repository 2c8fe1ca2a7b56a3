// Layer norm over the last dim (linrt.layer_norm), the plain reference loops: each row of `d`
// elements becomes (x - mean) / sqrt(var + eps) * weight + bias, with the row's mean and biased
// variance (divided by d), accumulated in double.
#pragma once

#include <cstdint>

namespace linrt::ops::ref {

void layer_norm(const float* x, const float* weight, const float* bias, float* y, int64_t rows, int64_t d, double eps);

}  // namespace linrt::ops::ref
