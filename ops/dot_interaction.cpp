#include "ops/dot_interaction.h"

namespace linrt::ops::ref {

void dot_interaction(const float* t, float* out, int64_t batch, int64_t features, int64_t dim,
                     std::span<const int64_t> rows, std::span<const int64_t> cols) {
  const size_t count = rows.size();
  for (int64_t b = 0; b < batch; ++b) {
    const float* sample = t + b * features * dim;
    for (size_t k = 0; k < count; ++k) {
      const float* x = sample + rows[k] * dim;
      const float* y = sample + cols[k] * dim;
      double sum = 0.0;
      for (int64_t d = 0; d < dim; ++d) sum += double(x[d]) * double(y[d]);
      out[size_t(b) * count + k] = float(sum);
    }
  }
}

}  // namespace linrt::ops::ref
