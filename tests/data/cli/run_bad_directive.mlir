// RUN: iree-run-mlir %s | FileCheck %s
// CHECK: EXEC @f
// CHECK-DAG: f32=1
func.func @f() -> f32 {
  %c = arith.constant 1.0 : f32
  return %c : f32
}
