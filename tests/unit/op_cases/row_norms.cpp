// Op cases of linrt.layer_norm and linrt.softmax (tests/unit/op_cases.h).
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

// Layer norm over the last dim with random weight and bias.
OpCase layer_norm(const std::vector<int64_t>& in, uint32_t seed) {
  const int64_t d = in.back();
  const std::string body = weight("w", {d}, seed) + weight("b", {d}, seed + 1) +
                           "  %r = \"linrt.layer_norm\"(%a0, %w, %b) {epsilon = 1.0e-05 : f64} : (" + tensor(in) + ", " +
                           tensor({d}) + ", " + tensor({d}) + ") -> " + tensor(in) + "\n";
  return {"layer_norm", label(in), function({in}, tensor(in), body), {in}, 2e-5f, true};
}

// Softmax over the last dim of a rank-2 input; with `zero_masked_rows` the first row is made all
// -inf (attention's fully masked row: zeros) by a select on the row index.
OpCase softmax(const std::vector<int64_t>& in, bool zero_masked_rows) {
  std::string body;
  std::string x = "%a0";
  if (zero_masked_rows) {
    const std::string id = "affine_map<(d0, d1) -> (d0, d1)>";
    body = "  %ninf = arith.constant 0xFF800000 : f32\n  %c0 = arith.constant 0 : index\n  %e = tensor.empty() : " +
           tensor(in) + "\n  %m = linalg.generic {indexing_maps = [" + id + ", " + id +
           "], iterator_types = [\"parallel\", \"parallel\"]} ins(%a0 : " + tensor(in) + ") outs(%e : " + tensor(in) +
           ") {\n  ^bb0(%v: f32, %o: f32):\n    %i = linalg.index 0 : index\n    %first = arith.cmpi eq, %i, %c0 : index\n" +
           "    %s = arith.select %first, %ninf, %v : f32\n    linalg.yield %s : f32\n  } -> " + tensor(in) + "\n";
    x = "%m";
  }
  body += "  %r = \"linrt.softmax\"(" + x + ") {zero_masked_rows = " + (zero_masked_rows ? "true" : "false") + "} : (" +
          tensor(in) + ") -> " + tensor(in) + "\n";
  return {"softmax", label(in) + (zero_masked_rows ? " zero masked rows" : ""), function({in}, tensor(in), body), {in},
          1e-6f};
}

}  // namespace

LINRT_OP_CASES(row_norms) {
  uint32_t seed = 1;
  // layer_norm: rows shorter than a vector with a remainder, whole vectors, rows longer than
  // the shader's workgroup.
  cases.push_back(layer_norm({2, 5, 37}, seed += 10));
  cases.push_back(layer_norm({9, 96}, seed += 10));
  cases.push_back(layer_norm({3, 300}, seed += 10));
  // softmax: a remainder after whole vectors, rows longer than the shader's workgroup, and
  // attention's guard on a fully masked row.
  cases.push_back(softmax({12, 37}, false));
  cases.push_back(softmax({2, 300}, false));
  cases.push_back(softmax({5, 19}, true));
}

}  // namespace op_cases
