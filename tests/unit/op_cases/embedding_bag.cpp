// Op cases of linrt.embedding_bag (tests/unit/op_cases.h).
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

OpCase embedding_bag(const std::string& mode, int64_t rows, int64_t dim) {
  // Five bags over twelve indices (one empty), indices spread over the table.
  const std::vector<int64_t> indices = {0, 3, 1, rows - 1, 2, 2, 5 % rows, 1, 0, 4 % rows, rows - 2, 3};
  const std::vector<int64_t> offsets = {0, 2, 2, 7, 9};
  std::string idx, off;
  for (size_t i = 0; i < indices.size(); ++i) idx += (i ? ", " : "") + std::to_string(indices[i]);
  for (size_t i = 0; i < offsets.size(); ++i) off += (i ? ", " : "") + std::to_string(offsets[i]);
  std::string body = "  %i = arith.constant dense<[" + idx + "]> : tensor<12xi64>\n";
  body += "  %o = arith.constant dense<[" + off + "]> : tensor<5xi64>\n";
  body += "  %r = \"linrt.embedding_bag\"(%a0, %i, %o) <{mode = \"" + mode +
          "\", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (" +
          tensor({rows, dim}) + ", tensor<12xi64>, tensor<5xi64>) -> " + tensor({5, dim}) + "\n";
  return {"embedding_bag", mode + " " + label({rows, dim}), function({{rows, dim}}, tensor({5, dim}), body), {{rows, dim}},
          1e-5f, true};
}

}  // namespace

LINRT_OP_CASES(embedding_bag) {
  cases.push_back(embedding_bag("sum", 10, 33));
  cases.push_back(embedding_bag("max", 7, 128));
}

}  // namespace op_cases
