// Softmax along one dimension: the contract and the plain reference implementation of
// linalg.softmax. A tensor viewed as [outer][axis][inner] (row-major) gets, for each outer and
// inner position,
//   out[i] = exp(in[i] - max) / sum_j exp(in[j] - max),   max = max_j in[j]
// which is the decomposition MLIR uses (subtracting the maximum keeps exp from overflowing).
// The maximum propagates NaN, as arith.maximumf does.
#pragma once

#include <cstdint>

namespace linrt::ops::ref {

// Writes `out` (its initial values are ignored). Instantiated for float and double.
template <class T>
void softmax(int64_t outer, int64_t axis, int64_t inner, const T* in, T* out);

}  // namespace linrt::ops::ref
