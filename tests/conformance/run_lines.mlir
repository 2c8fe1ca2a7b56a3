// RUN: iree-run-mlir --Xcompiler,iree-hal-target-device=local --Xcompiler,iree-hal-local-target-device-backends=llvm-cpu %s --input="2x3xf32=[1 2 3][4 5 6]" --input=f32=0.5 | FileCheck %s
// RUN: iree-run-mlir --Xcompiler,iree-hal-target-device=local --Xcompiler,iree-hal-local-target-device-backends=vmvx %s --input="2x3xf32=[1 2 3][4 5 6]" --input=f32=0.5 | FileCheck %s

// IREE's RUN-line style: iree-run-mlir runs every public function on the --input values and
// FileCheck matches its output. The two RUN lines differ only in compiler flags, so linrt-check
// runs them once. Expected values are worked out by hand.

// CHECK-LABEL: EXEC @scale
//  CHECK-NEXT: result[0]: hal.buffer_view
//  CHECK-NEXT: 2x3xf32=[0.5 1 1.5][2 2.5 3]
func.func @scale(%x: tensor<2x3xf32>, %s: f32) -> tensor<2x3xf32> {
  %init = tensor.empty() : tensor<2x3xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>],
                       iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<2x3xf32>) outs(%init : tensor<2x3xf32>) {
  ^bb0(%a: f32, %o: f32):
    %m = arith.mulf %a, %s : f32
    linalg.yield %m : f32
  } -> tensor<2x3xf32>
  return %r : tensor<2x3xf32>
}

// Row sums [1+2+3, 4+5+6] and the scalar passed through: a scalar result prints on its
// result line. CHECK-SAME continues on the line of the previous match; {{...}} is a regex.
// CHECK-LABEL: EXEC @row_sums
//       CHECK: 2xf32=6
//  CHECK-SAME: {{ 15$}}
//  CHECK-NEXT: result[1]: {{f32=0\.5$}}
//   CHECK-NOT: ERROR
func.func @row_sums(%x: tensor<2x3xf32>, %s: f32) -> (tensor<2xf32>, f32) {
  %zero = arith.constant 0.0 : f32
  %init = tensor.empty() : tensor<2xf32>
  %fill = linalg.fill ins(%zero : f32) outs(%init : tensor<2xf32>) -> tensor<2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%x : tensor<2x3xf32>) outs(%fill : tensor<2xf32>) {
  ^bb0(%a: f32, %acc: f32):
    %sum = arith.addf %a, %acc : f32
    linalg.yield %sum : f32
  } -> tensor<2xf32>
  return %r, %s : tensor<2xf32>, f32
}
