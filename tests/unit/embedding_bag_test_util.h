// Helpers of the embedding-bag recognition tests: torch-mlir's embedding_bag body over 8 bags,
// and a model's call sites per kernel.
#pragma once

#include <string>

#include "linrt/linrt.h"

namespace bag_test {

// The start of the body of torch-mlir's embedding_bag sum generic over 8 bags (ins: indices,
// %off [8] i64; outs: the [8, D] zeros), up to `%row` (the index, as an index) and `%d` (the
// feature); the caller reads the table at [%row, %d], adds %out and yields select(%in_bag,
// sum, %out). Needs %c1 = 1 and %c8 = 8 (i64) and %c0i = 0 (index) in scope.
inline const std::string kTorchBagBodyStart = R"(
  ^bb0(%in: i64, %o_in: i64, %out: f32):
    %i = linalg.index 0 : index
    %i64 = arith.index_cast %i : index to i64
    %next = arith.addi %i64, %c1 : i64
    %nexti = arith.index_cast %next : i64 to index
    %last = arith.cmpi eq, %next, %c8 : i64
    %at = arith.select %last, %c0i, %nexti : index
    %e = tensor.extract %off[%at] : tensor<8xi64>
    %end = arith.select %last, %c8, %e : i64
    %j = linalg.index 1 : index
    %j64 = arith.index_cast %j : index to i64
    %lt = arith.cmpi slt, %o_in, %j64 : i64
    %eq = arith.cmpi eq, %o_in, %j64 : i64
    %le = arith.ori %lt, %eq : i1
    %before = arith.cmpi slt, %j64, %end : i64
    %in_bag = arith.andi %le, %before : i1
    %row = arith.index_cast %in : i64 to index
    %d = linalg.index 2 : index
)";

// How many call sites the kernels whose names start with `name` have.
inline int call_sites(const linrt::ModelStats& stats, const std::string& name) {
  int n = 0;
  for (const linrt::KernelStats& k : stats.kernels)
    if (k.name.rfind(name, 0) == 0) n += int(k.call_sites.size());
  return n;
}

}  // namespace bag_test
