// Matrix multiplication: the contract and the plain reference implementation of linalg's
// matmul family (matmul, batch_matmul, matvec, vecmat, batch_matvec, batch_vecmat, dot,
// batch_reduce_matmul, the transposed variants and the quantized ones).
//
// Every member is one computation over logical indices b (batch), m, n and k (reduced):
//   c[b][m][n] += (a[b][m][k] - a_zero_point) * (b[b][k][n] - b_zero_point)
// Layout strings name the logical index of each operand dimension, outermost first:
//   matmul "mk" "kn" "mn", matmul_transpose_b "mk" "nk" "mn", batch_matmul "bmk" "bkn" "bmn",
//   matvec "mk" "k" "m", vecmat "k" "kn" "n", dot "k" "k" "", batch_reduce_matmul "bmk" "bkn" "mn".
// An index missing from an operand broadcasts it along that index; an index missing from c is
// reduced as well (batch_reduce_matmul sums over b).
#pragma once

#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace linrt::ops::ref {

struct MatmulLayouts {
  std::string_view a, b, c;
};

// Extents of b, m, n, k (1 when no operand has the index) and each operand's element stride
// per index (0 where it lacks the index).
struct MatmulProblem {
  int64_t batch = 1, m = 1, n = 1, k = 1;
  struct { int64_t b = 0, m = 0, k = 0; } a_strides;
  struct { int64_t b = 0, k = 0, n = 0; } b_strides;
  struct { int64_t b = 0, m = 0, n = 0; } c_strides;
};

// Checks dense row-major operands against `layouts` (a may use b, m, k; b may use b, k, n; c
// may use b, m, n) and fills `problem`. Returns an empty string on success, otherwise what does
// not fit.
std::string make_matmul_problem(const MatmulLayouts& layouts, std::span<const int64_t> a_shape,
                                std::span<const int64_t> b_shape,
                                std::span<const int64_t> c_shape, MatmulProblem& problem);

// Accumulates into `c`. Instantiated for float, double and int64_t; integer results wrap modulo
// 2^64 and callers narrow them.
template <class T>
void matmul(const MatmulProblem& p, const T* a, const T* b, T* c, T a_zero_point = T(0),
            T b_zero_point = T(0));

}  // namespace linrt::ops::ref
