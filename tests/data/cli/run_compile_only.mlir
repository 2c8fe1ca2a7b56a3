// RUN: iree-opt --iree-some-pass %s | FileCheck %s
// RUN: iree-run-mlir %s --input=i32=41 | FileCheck %s

// The first RUN line checks compiler output, which linrt does not produce: a SKIP line, never
// a PASS. The second runs @inc.
// CHECK-LABEL: EXEC @inc
// CHECK: i32=42
func.func @inc(%x: i32) -> i32 {
  %c1 = arith.constant 1 : i32
  %r = arith.addi %x, %c1 : i32
  return %r : i32
}
