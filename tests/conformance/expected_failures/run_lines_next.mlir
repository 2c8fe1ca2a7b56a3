// RUN: iree-run-mlir %s --input="2xf32=1 2" | FileCheck %s

// Must FAIL: the value 2xf32=2 4 is printed, but two lines after EXEC (the result line comes
// between), so CHECK-NEXT does not hold.

// CHECK: EXEC @double
// CHECK-NEXT: 2xf32=2 4
func.func @double(%x: tensor<2xf32>) -> tensor<2xf32> {
  %r = arith.addf %x, %x : tensor<2xf32>
  return %r : tensor<2xf32>
}
