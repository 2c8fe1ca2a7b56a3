#include "ops/matmul.h"

#include <vector>

#include "ops/accumulate.h"
#include "ops/layout.h"

namespace linrt::ops::ref {

std::string make_matmul_problem(const MatmulLayouts& layouts, std::span<const int64_t> a_shape,
                                std::span<const int64_t> b_shape,
                                std::span<const int64_t> c_shape, MatmulProblem& problem) {
  struct Operand {
    std::string_view name, layout, allowed;
    std::span<const int64_t> shape;
  };
  const Operand operands[] = {{"lhs", layouts.a, "bmk", a_shape},
                              {"rhs", layouts.b, "bkn", b_shape},
                              {"output", layouts.c, "bmn", c_shape}};
  // Extent of each of b, m, n, k (-1 until an operand binds it) and who bound it.
  std::string_view letters = "bmnk";
  int64_t extent[4] = {-1, -1, -1, -1};
  std::string bound_by[4];
  for (const Operand& o : operands) {
    if (o.layout.size() != o.shape.size())
      return std::string(o.name) + " has rank " + std::to_string(o.shape.size()) + " (shape " +
             dims_str(o.shape) + "), expected " + std::to_string(o.layout.size());
    for (size_t d = 0; d < o.layout.size(); ++d) {
      char l = o.layout[d];
      if (o.allowed.find(l) == std::string_view::npos || o.layout.find(l) != d)
        return std::string(o.name) + " layout " + std::string(o.layout) + " is malformed";
      if (o.shape[d] < 0) return std::string(o.name) + " has a negative dimension";
      size_t i = letters.find(l);
      std::string here = std::string(o.name) + " dim " + std::to_string(d);
      if (extent[i] < 0) {
        extent[i] = o.shape[d];
        bound_by[i] = here;
      } else if (extent[i] != o.shape[d]) {
        return here + " is " + std::to_string(o.shape[d]) + " but " + bound_by[i] + " is " +
               std::to_string(extent[i]) + " (shapes " + dims_str(a_shape) + ", " +
               dims_str(b_shape) + " -> " + dims_str(c_shape) + ")";
      }
    }
  }
  MatmulProblem p;
  p.batch = extent[0] < 0 ? 1 : extent[0];
  p.m = extent[1] < 0 ? 1 : extent[1];
  p.n = extent[2] < 0 ? 1 : extent[2];
  p.k = extent[3] < 0 ? 1 : extent[3];
  auto strides_of = [](const Operand& o, char l) -> int64_t {
    size_t d = o.layout.find(l);
    if (d == std::string_view::npos) return 0;
    return row_major_strides(o.shape)[d];
  };
  p.a_strides = {strides_of(operands[0], 'b'), strides_of(operands[0], 'm'),
                 strides_of(operands[0], 'k')};
  p.b_strides = {strides_of(operands[1], 'b'), strides_of(operands[1], 'k'),
                 strides_of(operands[1], 'n')};
  p.c_strides = {strides_of(operands[2], 'b'), strides_of(operands[2], 'm'),
                 strides_of(operands[2], 'n')};
  problem = p;
  return {};
}

template <class T>
void matmul(const MatmulProblem& p, const T* a, const T* b, T* c, T a_zero_point,
            T b_zero_point) {
  const auto& as = p.a_strides;
  const auto& bs = p.b_strides;
  const auto& cs = p.c_strides;
  for (int64_t bi = 0; bi < p.batch; ++bi)
    for (int64_t m = 0; m < p.m; ++m)
      for (int64_t n = 0; n < p.n; ++n) {
        // Reading the accumulator inside the batch loop lets an output without a batch index
        // (batch_reduce_matmul) accumulate across batches.
        T* out = c + bi * cs.b + m * cs.m + n * cs.n;
        T acc = *out;
        for (int64_t k = 0; k < p.k; ++k) {
          T x = a[bi * as.b + m * as.m + k * as.k];
          T y = b[bi * bs.b + k * bs.k + n * bs.n];
          acc = mul_add(acc, wrapping_sub(x, a_zero_point), wrapping_sub(y, b_zero_point));
        }
        *out = acc;
      }
}

template void matmul<float>(const MatmulProblem&, const float*, const float*, float*, float,
                            float);
template void matmul<double>(const MatmulProblem&, const double*, const double*, double*,
                             double, double);
template void matmul<int64_t>(const MatmulProblem&, const int64_t*, const int64_t*, int64_t*,
                              int64_t, int64_t);

}  // namespace linrt::ops::ref
