// Symbolic tensor extents, for recognisers that must prove two dynamic sizes equal (a reshape's
// size operands against its source's dims). An extent is `factor * base`, where the base is
// nothing (a static extent: just `factor`), the extent of a dim that cannot be traced further
// (of a function argument, say), or an opaque scalar value.
//
// Tracing follows what is certain: a linalg op's result has its output operand's shape; a
// tensor.empty, expand_shape or reshape (from tensor.from_elements) result dim is its size
// operand; tensor.dim reads a dim; a pad without padding on a dim and a linrt.conv2d with
// "same" geometry (stride 1, total padding dilation * (kernel - 1)) keep the dim; size
// arithmetic torch-mlir emits is read through: index casts, muli by a positive constant,
// fptosi(floor(sitofp(x) * k)) for an integer k, and select(x < 0, y, x) when x is known
// to be an extent (never negative).
#pragma once

#include <cstdint>

#include "graph/ir.h"

namespace linrt::graph::extents {

struct Extent {
  int64_t factor = 1;
  const Value* tensor = nullptr;  // the dim `dim` of `tensor`, untraceable further
  int64_t dim = 0;
  const Value* opaque = nullptr;  // a scalar with no known relation to an extent

  bool is_static() const { return !tensor && !opaque; }
  Extent times(int64_t k) const {
    Extent e = *this;
    e.factor *= k;
    return e;
  }
  bool operator==(const Extent& o) const {
    return factor == o.factor && tensor == o.tensor && opaque == o.opaque &&
           (!tensor || dim == o.dim);
  }
};

// Extent of dim `d` of a ranked tensor value.
Extent of_dim(const Value* tensor, int64_t d);
// The extent a scalar (index or integer) value equals.
Extent of_scalar(const Value* v);

}  // namespace linrt::graph::extents
