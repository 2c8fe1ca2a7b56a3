// Op cases of linrt.pool2d (tests/unit/op_cases.h).
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

OpCase pool2d(const std::string& kind, const std::vector<int64_t>& in, int64_t window, int64_t stride, int64_t pad) {
  const int64_t oh = (in[2] + 2 * pad - window) / stride + 1, ow = (in[3] + 2 * pad - window) / stride + 1;
  const std::vector<int64_t> out = {in[0], in[1], oh, ow};
  const std::string body = "  %r = \"linrt.pool2d\"(%a0) {kind = \"" + kind + "\", window = " + int_array({window, window}) +
                           ", strides = " + int_array({stride, stride}) + ", dilations = array<i64: 1, 1>, padding = " +
                           int_array({pad, pad, pad, pad}) + "} : (" + tensor(in) + ") -> " + tensor(out) + "\n";
  return {"pool2d", kind + " " + label(in) + " window " + std::to_string(window) + " stride " + std::to_string(stride),
          function({in}, tensor(out), body), {in}, 1e-5f, true};
}

}  // namespace

LINRT_OP_CASES(pool2d) {
  cases.push_back(pool2d("max", {1, 16, 9, 9}, 3, 2, 1));
  cases.push_back(pool2d("sum", {2, 5, 7, 8}, 2, 2, 0));
}

}  // namespace op_cases
