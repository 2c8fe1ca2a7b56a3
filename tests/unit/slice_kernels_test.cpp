// tensor.extract_slice's and tensor.insert_slice's copy kernels (CPU) and strided-copy dispatches
// (Vulkan) against the reference executor: contiguous and strided boxes, offsets in every
// dimension, rank-reduced results and sources; a box the kernels do not take (the innermost
// dimension dropped) stays a fallback.
#include <doctest/doctest.h>

#include <string>

#include "plan_test_util.h"

namespace {

const char* kSlices = R"(
func.func @forward(%x: tensor<2x6x5x8xf32>) -> (tensor<1x3x5x8xf32>, tensor<2x2x3x3xf32>, tensor<3x4xf32>, tensor<2x6x5xf32>) {
  %a = tensor.extract_slice %x[1, 3, 0, 0] [1, 3, 5, 8] [1, 1, 1, 1] : tensor<2x6x5x8xf32> to tensor<1x3x5x8xf32>
  %b = tensor.extract_slice %x[0, 1, 1, 2] [2, 2, 3, 3] [1, 2, 1, 2] : tensor<2x6x5x8xf32> to tensor<2x2x3x3xf32>
  %c = tensor.extract_slice %x[1, 4, 1, 3] [1, 1, 3, 4] [1, 1, 1, 1] : tensor<2x6x5x8xf32> to tensor<3x4xf32>
  %d = tensor.extract_slice %x[0, 0, 0, 7] [2, 6, 5, 1] [1, 1, 1, 1] : tensor<2x6x5x8xf32> to tensor<2x6x5xf32>
  return %a, %b, %c, %d : tensor<1x3x5x8xf32>, tensor<2x2x3x3xf32>, tensor<3x4xf32>, tensor<2x6x5xf32>
}
)";

// ConvTranspose2d's zero-inserted input as torch-mlir builds it (stride 2 into a filled tensor),
// a contiguous insert, and a rank-reduced source.
const char* kInserts = R"(
func.func @forward(%x: tensor<1x3x4x4xf32>, %y: tensor<2x5xf32>) -> (tensor<1x3x9x9xf32>, tensor<1x3x9x9xf32>, tensor<1x3x9x9xf32>) {
  %zero = arith.constant 0.0 : f32
  %one = arith.constant 1.5 : f32
  %e = tensor.empty() : tensor<1x3x9x9xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<1x3x9x9xf32>) -> tensor<1x3x9x9xf32>
  %f = linalg.fill ins(%one : f32) outs(%e : tensor<1x3x9x9xf32>) -> tensor<1x3x9x9xf32>
  %a = tensor.insert_slice %x into %z[0, 0, 1, 1] [1, 3, 4, 4] [1, 1, 2, 2] : tensor<1x3x4x4xf32> into tensor<1x3x9x9xf32>
  %b = tensor.insert_slice %x into %f[0, 0, 5, 2] [1, 3, 4, 4] [1, 1, 1, 1] : tensor<1x3x4x4xf32> into tensor<1x3x9x9xf32>
  %c = tensor.insert_slice %y into %f[0, 1, 3, 4] [1, 2, 1, 5] [1, 1, 1, 1] : tensor<2x5xf32> into tensor<1x3x9x9xf32>
  return %a, %b, %c : tensor<1x3x9x9xf32>, tensor<1x3x9x9xf32>, tensor<1x3x9x9xf32>
}
)";

}  // namespace

TEST_CASE("extract_slice kernel: contiguous, strided and rank-reduced boxes match the reference on the CPU and Vulkan") {
  const plan_test::DispatchCounts n = plan_test::count_dispatches(*plan_test::plan_of(kSlices).plan, "extract_slice.copy");
  // %a, %b and %c run the copy kernel; %d drops the innermost dimension, which the kernel's rows
  // do not follow, so it stays on the reference path.
  CHECK(n.named == 3);
  CHECK(n.fallbacks == 1);
  plan_test::check_against_reference(kSlices, {{2, 6, 5, 8}}, 0.0f);
}

TEST_CASE("insert_slice kernel: strided, contiguous and rank-reduced sources match the reference on the CPU and Vulkan") {
  const plan_test::DispatchCounts n = plan_test::count_dispatches(*plan_test::plan_of(kInserts).plan, "insert_slice.copy");
  CHECK(n.named == 3);
  CHECK(n.fallbacks == 0);
  plan_test::check_against_reference(kInserts, {{1, 3, 4, 4}, {2, 5}}, 0.0f);
}
