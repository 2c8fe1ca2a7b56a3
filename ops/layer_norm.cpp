#include "ops/layer_norm.h"

#include <cmath>

namespace linrt::ops::ref {

void layer_norm(const float* x, const float* weight, const float* bias, float* y, int64_t rows, int64_t d, double eps) {
  for (int64_t r = 0; r < rows; ++r) {
    const float* row = x + r * d;
    double sum = 0.0;
    for (int64_t i = 0; i < d; ++i) sum += row[i];
    const double mean = sum / double(d);
    double sq = 0.0;
    for (int64_t i = 0; i < d; ++i) sq += (row[i] - mean) * (row[i] - mean);
    const double rstd = 1.0 / std::sqrt(sq / double(d) + eps);
    for (int64_t i = 0; i < d; ++i) y[r * d + i] = float((row[i] - mean) * rstd * weight[i] + bias[i]);
  }
}

}  // namespace linrt::ops::ref
