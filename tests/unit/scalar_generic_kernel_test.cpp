// The CPU kernel of integer (and mixed) elementwise linalg.generic bodies
// (engine/cpu/scalar_generic_kernel.cpp) against the reference executor: quotient-remainder
// index arithmetic as torch-mlir exports it, and integer ops on edge values (negative operands,
// division by zero, overflow, i32 wraparound, broadcast reads, linalg.index).
#include <doctest/doctest.h>

#include <cstdint>
#include <limits>
#include <string>
#include <vector>

#include "linrt/linrt.h"

namespace {

const char* kModule = R"(
func.func @f(%x: tensor<2x64xi64>, %d: tensor<64xi64>) -> (tensor<2x64xi64>, tensor<2x64xf32>, tensor<2x64xi32>, tensor<2x64xi64>) {
  %c4 = arith.constant 4 : i64
  %c0 = arith.constant 0 : i64
  %f4 = arith.constant 4.0 : f32
  %e = tensor.empty() : tensor<2x64xi64>
  %ef = tensor.empty() : tensor<2x64xf32>
  %e32 = tensor.empty() : tensor<2x64xi32>
  %rem = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x64xi64>) outs(%e : tensor<2x64xi64>) {
  ^bb0(%in: i64, %o: i64):
    %r = arith.remsi %in, %c4 : i64
    %ne = arith.cmpi ne, %r, %c0 : i64
    %lt = arith.cmpi slt, %r, %c0 : i64
    %both = arith.andi %ne, %lt : i1
    %fix = arith.addi %r, %c4 : i64
    %s = arith.select %both, %fix, %r : i64
    linalg.yield %s : i64
  } -> tensor<2x64xi64>
  %quo = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<2x64xi64>) outs(%ef : tensor<2x64xf32>) {
  ^bb0(%in: i64, %o: f32):
    %f = arith.sitofp %in : i64 to f32
    %q = arith.divf %f, %f4 : f32
    linalg.yield %q : f32
  } -> tensor<2x64xf32>
  %narrow = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%x, %d : tensor<2x64xi64>, tensor<64xi64>) outs(%e32 : tensor<2x64xi32>) {
  ^bb0(%a: i64, %b: i64, %o: i32):
    %q = arith.divsi %a, %b : i64
    %fl = arith.floordivsi %a, %b : i64
    %m = arith.muli %q, %fl : i64
    %t = arith.trunci %m : i64 to i32
    %k = arith.addi %t, %t : i32
    linalg.yield %k : i32
  } -> tensor<2x64xi32>
  %mixed = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]} ins(%quo : tensor<2x64xf32>) outs(%e : tensor<2x64xi64>) {
  ^bb0(%in: f32, %o: i64):
    %i = arith.fptosi %in : f32 to i64
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i64
    %s = arith.subi %i, %jj : i64
    %mx = arith.maxsi %s, %c0 : i64
    %u = arith.cmpi ult, %i, %jj : i64
    %g = arith.cmpi sge, %s, %c0 : i64
    %ug = arith.ori %u, %g : i1
    %sel = arith.select %ug, %mx, %s : i64
    %mn = arith.minsi %sel, %i : i64
    %fd = arith.floordivsi %mn, %c4 : i64
    linalg.yield %fd : i64
  } -> tensor<2x64xi64>
  return %rem, %quo, %narrow, %mixed : tensor<2x64xi64>, tensor<2x64xf32>, tensor<2x64xi32>, tensor<2x64xi64>
}
)";

}  // namespace

TEST_CASE("scalar generic kernel: integer and mixed bodies match the reference, edge values included") {
  linrt::Model model = linrt::Model::load_from_memory(kModule, "scalar_generic.mlir");
  const linrt::ModelStats stats = model.stats("f");
  int scalar_kernels = 0;
  for (const linrt::KernelStats& k : stats.kernels) {
    CHECK_MESSAGE(k.name != "fallback:linalg.generic", "a generic runs on the reference fallback: " << k.key);
    scalar_kernels += k.name == "generic.scalar" ? int(k.call_sites.size()) : 0;
  }
  CHECK(scalar_kernels == 4);

  const int64_t big = std::numeric_limits<int64_t>::max(), small = std::numeric_limits<int64_t>::min();
  std::vector<int64_t> x(128), d(64);
  for (int64_t i = 0; i < 128; ++i) x[size_t(i)] = (i % 2 ? -1 : 1) * (i * 7919 % 1000003) - 13;
  x[0] = big, x[1] = small, x[2] = -1, x[3] = 0, x[4] = 16777217, x[5] = -16777219;
  for (int64_t j = 0; j < 64; ++j) d[size_t(j)] = (j % 3 == 0 ? -1 : 1) * (j % 7 + 1);
  d[1] = 0, d[2] = -1;  // division by zero, and min / -1 (x[1] is in column 1 only through d[1])
  d[6] = -1;
  x[6] = small;
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(x.data(), linrt::DType::I64, {2, 64}),
                                           linrt::Tensor::view(d.data(), linrt::DType::I64, {64})};
  linrt::SessionOptions ref_options;
  ref_options.reference = true;
  const std::vector<linrt::Tensor> got = model.session().run("f", args);
  const std::vector<linrt::Tensor> want = model.session(ref_options).run("f", args);
  REQUIRE(got.size() == 4);
  REQUIRE(want.size() == 4);
  for (size_t r = 0; r < 4; ++r) {
    REQUIRE(got[r].dtype() == want[r].dtype());
    REQUIRE(got[r].numel() == want[r].numel());
    const size_t bytes = size_t(got[r].numel()) * linrt::dtype_size(got[r].dtype());
    const auto* g = static_cast<const unsigned char*>(got[r].data());
    const auto* w = static_cast<const unsigned char*>(want[r].data());
    int64_t bad = 0;
    for (size_t b = 0; b < bytes; ++b) bad += g[b] != w[b];
    CHECK_MESSAGE(bad == 0, "result " << r << ": " << bad << " bytes differ from the reference");
  }
  // Torch's remainder takes the divisor's sign: -1 mod 4 is 3.
  CHECK(got[0].data_as<int64_t>()[2] == 3);
}
