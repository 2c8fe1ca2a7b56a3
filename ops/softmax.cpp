#include "ops/softmax.h"

#include <cmath>
#include <limits>

namespace linrt::ops::ref {

template <class T>
void softmax(int64_t outer, int64_t axis, int64_t inner, const T* in, T* out) {
  for (int64_t o = 0; o < outer; ++o)
    for (int64_t i = 0; i < inner; ++i) {
      const T* x = in + o * axis * inner + i;
      T* y = out + o * axis * inner + i;
      T max = -std::numeric_limits<T>::infinity();
      for (int64_t j = 0; j < axis; ++j) {
        T v = x[j * inner];
        if (std::isnan(v) || std::isnan(max)) max = std::numeric_limits<T>::quiet_NaN();
        else if (v > max) max = v;
      }
      T sum = 0;
      for (int64_t j = 0; j < axis; ++j) {
        y[j * inner] = std::exp(x[j * inner] - max);
        sum += y[j * inner];
      }
      for (int64_t j = 0; j < axis; ++j) y[j * inner] /= sum;
    }
}

template void softmax<float>(int64_t, int64_t, int64_t, const float*, float*);
template void softmax<double>(int64_t, int64_t, int64_t, const double*, double*);

}  // namespace linrt::ops::ref
