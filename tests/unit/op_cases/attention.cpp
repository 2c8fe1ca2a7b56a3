// Op cases of linrt.attention (tests/unit/op_cases.h).
#include <cstdio>
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

// Attention over q [..., m, d], k [..., n, d], v [..., n, e] (the arguments). With
// `zero_masked_rows`, q's first row is made -inf and k positive (|k| + 0.5), so that row's scores
// are all -inf: scaled_dot_product_attention's guard gives zeros.
OpCase attention(const std::vector<int64_t>& q, const std::vector<int64_t>& k, const std::vector<int64_t>& v,
                 double scale, bool zero_masked_rows) {
  std::vector<int64_t> out(q.begin(), q.end() - 1);
  out.push_back(v.back());
  std::string body, qs = "%a0", ks = "%a1";
  if (zero_masked_rows) {
    std::string id = "affine_map<(", dims;
    const size_t r = q.size();
    for (size_t i = 0; i < r; ++i) dims += (i ? ", d" : "d") + std::to_string(i);
    id += dims + ") -> (" + dims + ")>";
    std::string iters;
    for (size_t i = 0; i < r; ++i) iters += i ? ", \"parallel\"" : "\"parallel\"";
    auto generic = [&](const std::string& name, const std::string& in, const std::vector<int64_t>& shape,
                       const std::string& code) {
      return "  %e" + name + " = tensor.empty() : " + tensor(shape) + "\n  %" + name + " = linalg.generic {indexing_maps = [" +
             id + ", " + id + "], iterator_types = [" + iters + "]} ins(" + in + " : " + tensor(shape) + ") outs(%e" +
             name + " : " + tensor(shape) + ") {\n  ^bb0(%v: f32, %o: f32):\n" + code + "  } -> " + tensor(shape) + "\n";
    };
    body = "  %ninf = arith.constant 0xFF800000 : f32\n  %c0 = arith.constant 0 : index\n  %half = arith.constant 0.5 : f32\n";
    body += generic("qm", "%a0", q,
                    "    %i = linalg.index " + std::to_string(r - 2) + " : index\n    %first = arith.cmpi eq, %i, %c0 : index\n" +
                        "    %s = arith.select %first, %ninf, %v : f32\n    linalg.yield %s : f32\n");
    body += generic("kp", "%a1", k, "    %m = math.absf %v : f32\n    %s = arith.addf %m, %half : f32\n    linalg.yield %s : f32\n");
    qs = "%qm";
    ks = "%kp";
  }
  char scale_text[32];
  std::snprintf(scale_text, sizeof scale_text, "%.17g", scale);
  body += "  %r = \"linrt.attention\"(" + qs + ", " + ks + ", %a2) {scale = " + scale_text + " : f64, zero_masked_rows = " +
          (zero_masked_rows ? "true" : "false") + "} : (" + tensor(q) + ", " + tensor(k) + ", " + tensor(v) + ") -> " +
          tensor(out) + "\n";
  return {"attention", label(q) + " " + label(k) + " " + label(v) + (zero_masked_rows ? " zero masked rows" : ""),
          function({q, k, v}, tensor(out), body), {q, k, v}, 2e-5f, true};
}

}  // namespace

LINRT_OP_CASES(attention) {
  // attention: several heads with odd sequence lengths and a column remainder, one head with
  // more keys than the shader's workgroup and more columns than a vector pair, ViT's sequence
  // of 197 (fewer heads), BERT's 12 heads (enough for the CPU kernel to hand out whole heads,
  // two tiles each, the second partial), and the guard of a fully masked row.
  cases.push_back(attention({2, 3, 37, 16}, {2, 3, 29, 16}, {2, 3, 29, 24}, 0.25, false));
  cases.push_back(attention({1, 12, 45, 16}, {1, 12, 45, 16}, {1, 12, 45, 16}, 0.25, false));
  cases.push_back(attention({1, 5, 8}, {1, 300, 8}, {1, 300, 70}, 0.35355339059327379, false));
  cases.push_back(attention({2, 197, 64}, {2, 197, 64}, {2, 197, 64}, 0.125, false));
  cases.push_back(attention({3, 7, 12}, {3, 9, 12}, {3, 9, 5}, 1.0, true));
}

}  // namespace op_cases
