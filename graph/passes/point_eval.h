// Evaluation of one element of a value of a function body, at load time, without running the
// ops: the value's definition is followed backwards, element by element, through static
// slices, reshapes, concats, fills and linalg.generic bodies (arith/math through
// core/scalar_ops.h, linalg.index, tensor.extract, cf.assert), down to constants and to one
// chosen value whose elements the caller supplies. Recognisers use it to learn what a chain of
// ops computes from that value on probe data (recognise_embedding_bag.cpp: FBGEMM's row
// dequantisation). Anything else it meets (a function argument, a matmul, a dynamic shape, a
// failing assert, too much work) makes the element unknown (nullopt).
#pragma once

#include <cstdint>
#include <functional>
#include <map>
#include <optional>
#include <span>
#include <utility>

#include "core/host_tensor.h"
#include "graph/ir.h"

namespace linrt::graph {

class PointEval {
 public:
  // `source`'s elements are read through `read` (its element index; nullopt: not available).
  using Reader = std::function<std::optional<Scalar>(std::span<const int64_t>)>;
  PointEval(const Value* source, Reader read, int64_t budget = 1 << 20)
      : source_(source), read_(std::move(read)), budget_(budget) {}

  // Element `index` of `v`, or nullopt.
  std::optional<Scalar> at(const Value* v, std::span<const int64_t> index);

 private:
  std::optional<Scalar> element(const Value* v, std::span<const int64_t> index);
  std::optional<Scalar> generic(const Operation& g, size_t result, std::span<const int64_t> index);
  const Value* source_;
  // Elements already evaluated, by value and flat index: a row's scale, read by every element
  // of the row, is worked out once.
  std::map<std::pair<const Value*, int64_t>, std::optional<Scalar>> known_;
  Reader read_;
  int64_t budget_;
  int depth_ = 0;
};

}  // namespace linrt::graph
