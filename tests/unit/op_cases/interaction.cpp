// Op cases of linrt.dot_interaction (tests/unit/op_cases.h): DLRM's strictly lower triangle, the
// triangle with its diagonal (interaction-itself), and pairs in any order and repeated.
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

OpCase dot_interaction(int64_t b, int64_t f, int64_t d, const std::string& what, std::vector<int64_t> i0,
                       std::vector<int64_t> i1) {
  const std::vector<int64_t> in = {b, f, d}, out = {b, int64_t(i0.size())};
  const std::string body = "  %r = \"linrt.dot_interaction\"(%a0) {indices0 = " + int_array(i0) +
                           ", indices1 = " + int_array(i1) + "} : (" + tensor(in) + ") -> " + tensor(out) + "\n";
  return {"dot_interaction", what + " of " + label(in), function({in}, tensor(out), body), {in}, 1e-5f, true};
}

OpCase triangle(int64_t b, int64_t f, int64_t d, bool diagonal) {
  std::vector<int64_t> i0, i1;
  for (int64_t j = 0; j < f; ++j)
    for (int64_t k = 0; k < j + (diagonal ? 1 : 0); ++k) i0.push_back(j), i1.push_back(k);
  return dot_interaction(b, f, d, diagonal ? "lower triangle with diagonal" : "strict lower triangle", i0, i1);
}

}  // namespace

LINRT_OP_CASES(interaction) {
  cases.push_back(triangle(37, 27, 128, false));  // DLRM's MLPerf shape, a batch not a multiple of 16
  cases.push_back(triangle(5, 4, 4, true));       // the interaction-itself fixture's
  cases.push_back(triangle(3, 9, 19, false));     // odd feature count and width
  cases.push_back(triangle(2, 70, 21, false));    // more features than the small product takes
  cases.push_back(dot_interaction(4, 6, 33, "pairs above, below, on the diagonal and repeated", {0, 5, 2, 2, 3, 1},
                                  {5, 0, 2, 4, 3, 5}));
}

}  // namespace op_cases
