// RUN: iree-run-mlir %s --input="2xf32=1 3" | FileCheck %s
// RUN: iree-run-mlir %s --input="2xf32=5 5" | FileCheck %s

// Both runs must FAIL: @double gives 2xf32=2 6 and 2xf32=10 10, and the CHECK wants 2 4.

// CHECK-LABEL: EXEC @double
//  CHECK-NEXT: result[0]: hal.buffer_view
//  CHECK-NEXT: 2xf32=2 4
func.func @double(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = arith.addf %x, %x : tensor<2xf32>
  return %r : tensor<2xf32>
}
