#map = affine_map<(d0) -> (d0)>
func.func @forward(%a: tensor<2xi64>) -> tensor<2xi64> {
  %e = tensor.empty() : tensor<2xi64>
  %m = arith.constant -9223372036854775808 : i64
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]} ins(%a : tensor<2xi64>) outs(%e : tensor<2xi64>) {
  ^bb0(%x: i64, %o: i64):
    %n = arith.constant -1 : i64
    %q = arith.divsi %m, %n : i64
    %z = arith.divsi %q, %x : i64
    %r = arith.remsi %m, %x : i64
    %u = arith.divui %m, %x : i64
    %f = arith.floordivsi %m, %n : i64
    %c = arith.ceildivsi %m, %n : i64
    %s1 = arith.shli %m, %m : i64
    %s2 = arith.shrsi %m, %m : i64
    %s3 = arith.shrui %m, %m : i64
    %t = arith.addi %z, %r : i64
    %t2 = arith.addi %t, %u : i64
    %t3 = arith.addi %t2, %f : i64
    %t4 = arith.addi %t3, %c : i64
    %t5 = arith.addi %t4, %s1 : i64
    %t6 = arith.addi %t5, %s2 : i64
    %t7 = arith.addi %t6, %s3 : i64
    %t8 = arith.muli %t7, %m : i64
    linalg.yield %t8 : i64
  } -> tensor<2xi64>
  return %y : tensor<2xi64>
}
