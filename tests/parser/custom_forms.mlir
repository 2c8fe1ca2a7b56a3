// Custom forms that torch-mlir and MLIR print. custom_forms.generic.mlir is MLIR's own generic
// form of this file (printed by MLIR's Python bindings); parser_test checks that both parse
// to the same operations.
#map = affine_map<(d0, d1) -> (d0, d1)>
#map1 = affine_map<(d0, d1) -> (d0)>
#map_sym = affine_map<(d0, d1)[s0] -> (d0 floordiv 2 + s0, d1 mod 3, d0 ceildiv 4 - 1)>
module @custom attributes {torch.debug_module_name = "M"} {
  ml_program.global private mutable @global_seed(dense<0> : tensor<i64>) : tensor<i64>
  ml_program.global private @cglob(dense<3> : tensor<i64>) : tensor<i64>
  func.func private @decl(tensor<4xf32>, i32) -> f32
  func.func @scalars(%a: f32, %b: f32, %i: i32, %j: i32, %x: index, %h: f16) -> f32 {
    %c0 = arith.constant 0 : index
    %t = arith.constant true
    %c7 = arith.constant -7 : i32
    %cst = arith.constant 1.500000e+00 : f32
    %inf = arith.constant 0x7F800000 : f32
    %d = arith.constant -2.5e-3 : f64
    %0 = arith.addf %a, %b fastmath<fast> : f32
    %1 = arith.subf %0, %b : f32
    %2 = arith.mulf %1, %b fastmath<nnan,ninf> : f32
    %3 = arith.divf %2, %b : f32
    %4 = arith.remf %3, %b : f32
    %5 = arith.maximumf %4, %b : f32
    %6 = arith.minimumf %5, %b : f32
    %7 = arith.maxnumf %6, %b : f32
    %8 = arith.minnumf %7, %b : f32
    %9 = arith.negf %8 : f32
    %10 = arith.addi %i, %j overflow<nsw> : i32
    %11 = arith.subi %10, %j : i32
    %12 = arith.muli %11, %j overflow<nsw, nuw> : i32
    %13 = arith.divsi %12, %j : i32
    %14 = arith.divui %13, %j : i32
    %15 = arith.remsi %14, %j : i32
    %16 = arith.remui %15, %j : i32
    %17 = arith.floordivsi %16, %j : i32
    %18 = arith.ceildivsi %17, %j : i32
    %19 = arith.ceildivui %18, %j : i32
    %20 = arith.andi %19, %j : i32
    %21 = arith.ori %20, %j : i32
    %22 = arith.xori %21, %j : i32
    %23 = arith.shli %22, %j : i32
    %24 = arith.shrsi %23, %j : i32
    %25 = arith.shrui %24, %j : i32
    %26 = arith.maxsi %25, %j : i32
    %27 = arith.minsi %26, %j : i32
    %28 = arith.maxui %27, %j : i32
    %29 = arith.minui %28, %c7 : i32
    %30 = arith.cmpf ogt, %a, %b : f32
    %31 = arith.cmpf une, %a, %b : f32
    %32 = arith.cmpi slt, %i, %j : i32
    %33 = arith.cmpi uge, %x, %c0 : index
    %34 = arith.select %30, %a, %9 : f32
    %35 = arith.extf %h : f16 to f32
    %36 = arith.truncf %35 : f32 to f16
    %37 = arith.extsi %i : i32 to i64
    %38 = arith.extui %i : i32 to i64
    %39 = arith.trunci %37 : i64 to i8
    %40 = arith.sitofp %i : i32 to f32
    %41 = arith.uitofp %i : i32 to f32
    %42 = arith.fptosi %a : f32 to i32
    %43 = arith.fptoui %a : f32 to i32
    %44 = arith.index_cast %x : index to i64
    %45 = arith.index_castui %x : index to i32
    %46 = arith.bitcast %a : f32 to i32
    %47 = math.exp %a : f32
    %48 = math.exp2 %47 : f32
    %49 = math.log %48 : f32
    %50 = math.log1p %49 : f32
    %51 = math.log2 %50 : f32
    %52 = math.tanh %51 fastmath<fast> : f32
    %53 = math.erf %52 : f32
    %54 = math.sqrt %53 : f32
    %55 = math.rsqrt %54 : f32
    %56 = math.absf %55 : f32
    %57 = math.absi %i : i32
    %58 = math.floor %56 : f32
    %59 = math.ceil %58 : f32
    %60 = math.round %59 : f32
    %61 = math.roundeven %60 : f32
    %62 = math.sin %61 : f32
    %63 = math.cos %62 : f32
    %64 = math.powf %63, %b : f32
    %65 = math.fpowi %64, %i : f32, i32
    %66 = math.fma %65, %a, %b : f32
    cf.assert %t, "must hold"
    return %66 : f32
  }
  func.func @tensors(%arg0: tensor<2x?xf32> {torch.foo = 1}, %arg1: index, %arg2: f32, %arg3: tensor<4x8xf32>) -> (tensor<2x?xf32> {res.a}, f32) attributes {fn.attr = "x"} {
    %c0 = arith.constant 0 : index
    %dense = arith.constant dense<[[1.0, -2.0], [0.5, 3.0]]> : tensor<2x2xf32>
    %splat = arith.constant dense<0.000000e+00> : tensor<4x4xf32>
    %bools = arith.constant dense<[true, false, true]> : tensor<3xi1>
    %i8s = arith.constant dense<[-1, 127, -128]> : tensor<3xi8>
    %halfs = arith.constant dense<[1.0, -2.0]> : tensor<2xf16>
    %bhalfs = arith.constant dense<[1.0, 0.5]> : tensor<2xbf16>
    %hex = arith.constant dense<"0x0000803F00000040"> : tensor<2xf32>
    %empty0 = arith.constant dense<> : tensor<0xf32>
    %cmpt = arith.cmpf olt, %dense, %dense : tensor<2x2xf32>
    %selt = arith.select %cmpt, %dense, %dense : tensor<2x2xi1>, tensor<2x2xf32>
    %addt = arith.addf %dense, %selt : tensor<2x2xf32>
    %d = tensor.dim %arg0, %arg1 : tensor<2x?xf32>
    %empty = tensor.empty(%d) : tensor<2x?xf32>
    %ex = tensor.extract %arg0[%c0, %c0] : tensor<2x?xf32>
    %ins = tensor.insert %ex into %empty[%c0, %c0] : tensor<2x?xf32>
    %sl = tensor.extract_slice %arg0[0, %c0] [1, 4] [1, 1] : tensor<2x?xf32> to tensor<1x4xf32>
    %sld = tensor.extract_slice %arg3[%c0, 2] [2, %d] [1, 2] : tensor<4x8xf32> to tensor<2x?xf32>
    %is = tensor.insert_slice %sl into %ins[1, %c0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<2x?xf32>
    %pad = tensor.pad %sl nofold low[0, %c0] high[1, 2] {
    ^bb0(%p0: index, %p1: index):
      tensor.yield %arg2 : f32
    } : tensor<1x4xf32> to tensor<2x?xf32>
    %exp = tensor.expand_shape %sl [[0], [1, 2]] output_shape [1, 2, 2] : tensor<1x4xf32> into tensor<1x2x2xf32>
    %expd = tensor.expand_shape %arg0 [[0, 1], [2]] output_shape [1, 2, %d] : tensor<2x?xf32> into tensor<1x2x?xf32>
    %col = tensor.collapse_shape %exp [[0, 1], [2]] : tensor<1x2x2xf32> into tensor<2x2xf32>
    %cast = tensor.cast %col : tensor<2x2xf32> to tensor<?x2xf32>
    %cat = tensor.concat dim(0) %col, %col : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
    %shape = arith.constant dense<[4]> : tensor<1xi64>
    %rs = tensor.reshape %col(%shape) : (tensor<2x2xf32>, tensor<1xi64>) -> tensor<4xf32>
    %gen = tensor.generate %d {
    ^bb0(%i0: index):
      tensor.yield %arg2 : f32
    } : tensor<?xf32>
    %spl = tensor.splat %arg2 : tensor<4xf32>
    %spl2 = tensor.splat %arg2[%d] : tensor<?xf32>
    %fe = tensor.from_elements %arg2, %arg2 : tensor<2xf32>
    %bc = tensor.bitcast %fe : tensor<2xf32> to tensor<2xi32>
    %g = ml_program.global_load @global_seed : tensor<i64>
    %gc = ml_program.global_load_const @cglob : tensor<i64>
    %0 = tensor.empty() : tensor<2x2xf32>
    %fill = linalg.fill ins(%arg2 : f32) outs(%0 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %mm = linalg.matmul ins(%col, %col : tensor<2x2xf32>, tensor<2x2xf32>) outs(%fill : tensor<2x2xf32>) -> tensor<2x2xf32>
    %mmt = linalg.matmul indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0)>, affine_map<(d0, d1, d2) -> (d2, d1)>, affine_map<(d0, d1, d2) -> (d0, d1)>] ins(%col, %col : tensor<2x2xf32>, tensor<2x2xf32>) outs(%fill : tensor<2x2xf32>) -> tensor<2x2xf32>
    %tr = linalg.transpose ins(%mm : tensor<2x2xf32>) outs(%0 : tensor<2x2xf32>) permutation = [1, 0]
    %sm = linalg.softmax dimension(1) ins(%tr : tensor<2x2xf32>) outs(%0 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %ge:2 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel"]} ins(%sm : tensor<2x2xf32>) outs(%0, %0 : tensor<2x2xf32>, tensor<2x2xf32>) {
    ^bb0(%in: f32, %o1: f32, %o2: f32):
      %ix = linalg.index 1 : index
      linalg.yield %in, %in : f32, f32
    } -> (tensor<2x2xf32>, tensor<2x2xf32>)
    %v = tensor.empty() : tensor<2xf32>
    %red = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "reduction"]} ins(%sm : tensor<2x2xf32>) outs(%v : tensor<2xf32>) {
    ^bb0(%in: f32, %out: f32):
      %s = arith.addf %in, %out : f32
      linalg.yield %s : f32
    } -> tensor<2xf32>
    %bcast = linalg.broadcast ins(%v : tensor<2xf32>) outs(%0 : tensor<2x2xf32>) dimensions = [1]
    %mapped = linalg.map ins(%sm, %sm : tensor<2x2xf32>, tensor<2x2xf32>) outs(%0 : tensor<2x2xf32>)
      (%m0: f32, %m1: f32, %m2: f32) {
        %ms = arith.mulf %m0, %m1 : f32
        linalg.yield %ms : f32
      }
    %mapped2 = linalg.map { arith.addf } ins(%sm, %sm : tensor<2x2xf32>, tensor<2x2xf32>) outs(%0 : tensor<2x2xf32>)
    %reduced = linalg.reduce { arith.addf } ins(%sm : tensor<2x2xf32>) outs(%v : tensor<2xf32>) dimensions = [1]
    %reduced2 = linalg.reduce ins(%sm : tensor<2x2xf32>) outs(%v : tensor<2xf32>) dimensions = [0]
      (%r0: f32, %r1: f32) {
        %rm = arith.maximumf %r0, %r1 : f32
        linalg.yield %rm : f32
      }
    %dest = tensor.empty(%c0) : tensor<1x1x2x?xf32>
    %pk = linalg.pack %col padding_value(%arg2 : f32) outer_dims_perm = [1, 0] inner_dims_pos = [0, 1] inner_tiles = [2, %c0] into %dest : tensor<2x2xf32> -> tensor<1x1x2x?xf32>
    %upk = linalg.unpack %pk inner_dims_pos = [0, 1] inner_tiles = [2, %c0] into %0 : tensor<1x1x2x?xf32> -> tensor<2x2xf32>
    %img = tensor.empty() : tensor<1x3x8x8xf32>
    %ker = tensor.empty() : tensor<4x3x3x3xf32>
    %cout = tensor.empty() : tensor<1x4x6x6xf32>
    %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%img, %ker : tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>) outs(%cout : tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    %win = tensor.empty() : tensor<2x2xf32>
    %pout = tensor.empty() : tensor<1x3x4x4xf32>
    %pool = linalg.pooling_nchw_max {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%img, %win : tensor<1x3x8x8xf32>, tensor<2x2xf32>) outs(%pout : tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
    %b3 = tensor.empty() : tensor<2x2x2xf32>
    %bmm = linalg.batch_matmul ins(%b3, %b3 : tensor<2x2x2xf32>, tensor<2x2x2xf32>) outs(%b3 : tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %ew = linalg.add ins(%col, %col : tensor<2x2xf32>, tensor<2x2xf32>) outs(%0 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %ee = linalg.exp ins(%ew : tensor<2x2xf32>) outs(%0 : tensor<2x2xf32>) -> tensor<2x2xf32>
    %src = tensor.empty() : tensor<4x4xi32>
    %idx = tensor.empty() : tensor<2x1xi32>
    %upd = tensor.empty() : tensor<2x1x4xi32>
    %gat = tensor.gather %src[%idx] gather_dims([0]) : (tensor<4x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
    %gat2 = tensor.gather %src[%idx] gather_dims([1]) unique : (tensor<4x4xi32>, tensor<2x1xi32>) -> tensor<2x4x1xi32>
    %sca = tensor.scatter %upd into %src[%idx] scatter_dims([0]) unique : (tensor<2x1x4xi32>, tensor<4x4xi32>, tensor<2x1xi32>) -> tensor<4x4xi32>
    %r:2 = call @g(%ge#0) : (tensor<2x2xf32>) -> (tensor<2x2xf32>, f32)
    return %arg0, %r#1 : tensor<2x?xf32>, f32
  }
  func.func @loops(%lb: index, %ub: index, %c: i1, %x: f32) -> (f32, f32, f32) {
    %c1 = arith.constant 1 : index
    %r:2 = scf.for %iv = %lb to %ub step %c1 iter_args(%a = %x, %b = %x) -> (f32, f32) {
      %s = arith.addf %a, %b : f32
      scf.yield %s, %a : f32, f32
    }
    scf.for %i = %lb to %ub step %c1 {
      %u = arith.addf %x, %x : f32
    }
    %i32lb = arith.constant 0 : i32
    %i32ub = arith.constant 4 : i32
    %i32s = arith.constant 1 : i32
    %q = scf.for %j = %i32lb to %i32ub step %i32s iter_args(%acc = %x) -> f32 : i32 {
      scf.yield %acc : f32
    }
    %y = scf.if %c -> (f32) {
      scf.yield %x : f32
    } else {
      %n = arith.negf %x : f32
      scf.yield %n : f32
    }
    scf.if %c {
      %z = arith.addf %x, %x : f32
    }
    return %r#0, %y, %q : f32, f32, f32
  }
  func.func private @g(%a: tensor<2x2xf32>) -> (tensor<2x2xf32>, f32) {
    %cst = arith.constant 1.0 : f32
    %m = "test.unregistered"(%a) {some.attr = 3 : i32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    func.return %m, %cst : tensor<2x2xf32>, f32
  }
}
