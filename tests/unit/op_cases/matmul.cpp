// Op cases of the named matmuls (matmul, batch_matmul, their transpose_b forms, matvec) (tests/unit/op_cases.h).
#include <string>
#include <vector>

#include "tests/unit/op_cases.h"

namespace op_cases {
namespace {

const char* kZeroFill = "  %zero = arith.constant 0.0 : f32\n";

OpCase matmul(int64_t m, int64_t k, int64_t n, uint32_t seed) {
  std::string body = weight("b", {k, n}, seed) + kZeroFill + fill("init", {m, n});
  body += "  %r = linalg.matmul ins(%a0, %b : " + tensor({m, k}) + ", " + tensor({k, n}) + ") outs(%init : " +
          tensor({m, n}) + ") -> " + tensor({m, n}) + "\n";
  return {"matmul", "matmul " + label({m, k, n}), function({{m, k}}, tensor({m, n}), body), {{m, k}}, 1e-5f, true};
}

OpCase batch_matmul(int64_t b, int64_t m, int64_t k, int64_t n) {
  std::string body = std::string(kZeroFill) + fill("init", {b, m, n});
  body += "  %r = linalg.batch_matmul ins(%a0, %a1 : " + tensor({b, m, k}) + ", " + tensor({b, k, n}) + ") outs(%init : " +
          tensor({b, m, n}) + ") -> " + tensor({b, m, n}) + "\n";
  return {"matmul", "batch_matmul " + label({b, m, k, n}), function({{b, m, k}, {b, k, n}}, tensor({b, m, n}), body),
          {{b, m, k}, {b, k, n}}, 1e-5f, true};
}

// A matmul (or batch_matmul) of A and the transpose of an argument B: the graph passes make it
// linalg.(batch_)matmul_transpose_b.
OpCase matmul_transpose_b(int64_t b, int64_t m, int64_t k, int64_t n) {
  auto shape = [&](int64_t x, int64_t y) { return b ? std::vector<int64_t>{b, x, y} : std::vector<int64_t>{x, y}; };
  std::string body = std::string(kZeroFill) + fill("init", shape(m, n));
  body += "  %et = tensor.empty() : " + tensor(shape(k, n)) + "\n";
  body += "  %bt = linalg.transpose ins(%a1 : " + tensor(shape(n, k)) + ") outs(%et : " + tensor(shape(k, n)) +
          ") permutation = " + (b ? "[0, 2, 1]" : "[1, 0]") + "\n";
  body += std::string("  %r = linalg.") + (b ? "batch_matmul" : "matmul") + " ins(%a0, %bt : " + tensor(shape(m, k)) + ", " +
          tensor(shape(k, n)) + ") outs(%init : " + tensor(shape(m, n)) + ") -> " + tensor(shape(m, n)) + "\n";
  return {"matmul", std::string(b ? "batch_" : "") + "matmul_transpose_b " + label(shape(m, k)) + " by " + std::to_string(n),
          function({shape(m, k), shape(n, k)}, tensor(shape(m, n)), body), {shape(m, k), shape(n, k)}, 1e-5f, true};
}

OpCase matvec(int64_t m, int64_t k, uint32_t seed) {
  std::string body = weight("w", {m, k}, seed) + kZeroFill + fill("init", {m});
  body += "  %r = linalg.matvec ins(%w, %a0 : " + tensor({m, k}) + ", " + tensor({k}) + ") outs(%init : " + tensor({m}) +
          ") -> " + tensor({m}) + "\n";
  return {"matmul", "matvec " + label({m, k}), function({{k}}, tensor({m}), body), {{k}}, 1e-5f, true};
}

}  // namespace

LINRT_OP_CASES(matmul) {
  uint32_t seed = 1;
  // matmul: packed GEMM with a constant B (odd sizes, a tile remainder in every direction), a
  // batch, the transposed-B forms (small products and a packed one), matrix-vector.
  cases.push_back(matmul(13, 37, 29, seed += 10));
  cases.push_back(matmul(100, 64, 96, seed += 10));
  cases.push_back(batch_matmul(3, 5, 7, 9));
  cases.push_back(matmul_transpose_b(0, 70, 33, 80));
  cases.push_back(matmul_transpose_b(4, 27, 16, 27));
  cases.push_back(matvec(33, 65, seed += 10));
}

}  // namespace op_cases
