// Op cases of fused elementwise chains and reductions (tests/unit/op_cases.h).
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

// A standalone fused chain: exp(x * y) max x, y broadcast along dim 0 (a row vector).
OpCase elementwise(int64_t m, int64_t n) {
  std::string body = "  %e = tensor.empty() : " + tensor({m, n}) + "\n";
  body += "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, "
          "affine_map<(d0, d1) -> (d0, d1)>], iterator_types = [\"parallel\", \"parallel\"]} ins(%a0, %a1 : " +
          tensor({m, n}) + ", " + tensor({n}) + ") outs(%e : " + tensor({m, n}) + ") {\n";
  body += "  ^bb0(%x: f32, %y: f32, %o: f32):\n    %0 = arith.mulf %x, %y : f32\n    %1 = math.exp %0 : f32\n"
          "    %2 = arith.maximumf %1, %x : f32\n    linalg.yield %2 : f32\n  } -> " + tensor({m, n}) + "\n";
  return {"elementwise", "exp(x*y) max x " + label({m, n}), function({{m, n}, {n}}, tensor({m, n}), body), {{m, n}, {n}}};
}

// acc = combine(acc, x) over dimension `dim` of an [m, n] argument, from a fill of `init`
// (which the kernels take as a splat), or with `init` empty from a second argument [kept] (a
// whole init tensor).
OpCase reduction(const std::string& combiner, const std::string& init, int dim, int64_t m, int64_t n) {
  const int64_t kept = dim == 1 ? m : n;
  std::string body = init.empty() ? "" : "  %zero = arith.constant " + init + " : f32\n" + fill("init", {kept});
  const std::string outs = init.empty() ? "%a1" : "%init";
  body += "  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (" +
          std::string(dim == 1 ? "d0" : "d1") + ")>], iterator_types = [" +
          (dim == 1 ? "\"parallel\", \"reduction\"" : "\"reduction\", \"parallel\"") + "]} ins(%a0 : " + tensor({m, n}) +
          ") outs(" + outs + " : " + tensor({kept}) + ") {\n";
  body += "  ^bb0(%x: f32, %acc: f32):\n    %0 = arith." + combiner + " %acc, %x : f32\n    linalg.yield %0 : f32\n  } -> " +
          tensor({kept}) + "\n";
  std::vector<std::vector<int64_t>> args = {{m, n}};
  if (init.empty()) args.push_back({kept});
  return {"reduction",
          combiner + " over dim " + std::to_string(dim) + " of " + label({m, n}) + (init.empty() ? " from an init tensor" : " from " + init),
          function(args, tensor({kept}), body), args, 1e-5f, true};
}

}  // namespace

LINRT_OP_CASES(elementwise) {
  cases.push_back(elementwise(7, 300));
  cases.push_back(elementwise(1, 1));
  cases.push_back(reduction("addf", "0.0", 1, 9, 1000));
  cases.push_back(reduction("maximumf", "-1.0e+30", 0, 300, 17));
  // A fill's value starts each output (non-neutral values, so a wrong start fails), and a whole
  // init tensor still does.
  cases.push_back(reduction("addf", "1.5", 1, 9, 1000));
  cases.push_back(reduction("addf", "-2.25", 0, 300, 17));
  cases.push_back(reduction("maximumf", "0xFF800000", 1, 33, 70));
  cases.push_back(reduction("maximumf", "0.75", 0, 40, 33));
  cases.push_back(reduction("addf", "", 1, 9, 1000));
  cases.push_back(reduction("maximumf", "", 0, 300, 17));
}

}  // namespace op_cases
