// MLIR's generic form of custom_forms.mlir, printed by MLIR's Python bindings (torch-mlir 20261001).
#map = affine_map<(d0, d1, d2) -> (d0, d2)>
#map1 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> (d0)>
#map6 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d4, d2 + d5, d3 + d6)>
#map7 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d1, d4, d5, d6)>
#map8 = affine_map<(d0, d1, d2, d3, d4, d5, d6) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2 * 2 + d4, d3 * 2 + d5)>
#map10 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d4, d5)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() <{sym_name = "custom"}> ({
  "ml_program.global"() <{is_mutable, sym_name = "global_seed", sym_visibility = "private", type = tensor<i64>, value = dense<0> : tensor<i64>}> : () -> ()
  "ml_program.global"() <{sym_name = "cglob", sym_visibility = "private", type = tensor<i64>, value = dense<3> : tensor<i64>}> : () -> ()
  "func.func"() <{function_type = (tensor<4xf32>, i32) -> f32, sym_name = "decl", sym_visibility = "private"}> ({
  }) : () -> ()
  "func.func"() <{function_type = (f32, f32, i32, i32, index, f16) -> f32, sym_name = "scalars"}> ({
  ^bb0(%arg49: f32, %arg50: f32, %arg51: i32, %arg52: i32, %arg53: index, %arg54: f16):
    %82 = "arith.constant"() <{value = 0 : index}> : () -> index
    %83 = "arith.constant"() <{value = true}> : () -> i1
    %84 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %85 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %86 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %87 = "arith.constant"() <{value = -2.500000e-03 : f64}> : () -> f64
    %88 = "arith.addf"(%arg49, %arg50) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %89 = "arith.subf"(%88, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %90 = "arith.mulf"(%89, %arg50) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %91 = "arith.divf"(%90, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %92 = "arith.remf"(%91, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %93 = "arith.maximumf"(%92, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %94 = "arith.minimumf"(%93, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %95 = "arith.maxnumf"(%94, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %96 = "arith.minnumf"(%95, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %97 = "arith.negf"(%96) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %98 = "arith.addi"(%arg51, %arg52) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %99 = "arith.subi"(%98, %arg52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %100 = "arith.muli"(%99, %arg52) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %101 = "arith.divsi"(%100, %arg52) : (i32, i32) -> i32
    %102 = "arith.divui"(%101, %arg52) : (i32, i32) -> i32
    %103 = "arith.remsi"(%102, %arg52) : (i32, i32) -> i32
    %104 = "arith.remui"(%103, %arg52) : (i32, i32) -> i32
    %105 = "arith.floordivsi"(%104, %arg52) : (i32, i32) -> i32
    %106 = "arith.ceildivsi"(%105, %arg52) : (i32, i32) -> i32
    %107 = "arith.ceildivui"(%106, %arg52) : (i32, i32) -> i32
    %108 = "arith.andi"(%107, %arg52) : (i32, i32) -> i32
    %109 = "arith.ori"(%108, %arg52) : (i32, i32) -> i32
    %110 = "arith.xori"(%109, %arg52) : (i32, i32) -> i32
    %111 = "arith.shli"(%110, %arg52) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %112 = "arith.shrsi"(%111, %arg52) : (i32, i32) -> i32
    %113 = "arith.shrui"(%112, %arg52) : (i32, i32) -> i32
    %114 = "arith.maxsi"(%113, %arg52) : (i32, i32) -> i32
    %115 = "arith.minsi"(%114, %arg52) : (i32, i32) -> i32
    %116 = "arith.maxui"(%115, %arg52) : (i32, i32) -> i32
    %117 = "arith.minui"(%116, %84) : (i32, i32) -> i32
    %118 = "arith.cmpf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %119 = "arith.cmpf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %120 = "arith.cmpi"(%arg51, %arg52) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %121 = "arith.cmpi"(%arg53, %82) <{predicate = 9 : i64}> : (index, index) -> i1
    %122 = "arith.select"(%118, %arg49, %97) : (i1, f32, f32) -> f32
    %123 = "arith.extf"(%arg54) : (f16) -> f32
    %124 = "arith.truncf"(%123) : (f32) -> f16
    %125 = "arith.extsi"(%arg51) : (i32) -> i64
    %126 = "arith.extui"(%arg51) : (i32) -> i64
    %127 = "arith.trunci"(%125) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %128 = "arith.sitofp"(%arg51) : (i32) -> f32
    %129 = "arith.uitofp"(%arg51) : (i32) -> f32
    %130 = "arith.fptosi"(%arg49) : (f32) -> i32
    %131 = "arith.fptoui"(%arg49) : (f32) -> i32
    %132 = "arith.index_cast"(%arg53) : (index) -> i64
    %133 = "arith.index_castui"(%arg53) : (index) -> i32
    %134 = "arith.bitcast"(%arg49) : (f32) -> i32
    %135 = "math.exp"(%arg49) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %136 = "math.exp2"(%135) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %137 = "math.log"(%136) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %138 = "math.log1p"(%137) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %139 = "math.log2"(%138) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %140 = "math.tanh"(%139) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %141 = "math.erf"(%140) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %142 = "math.sqrt"(%141) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %143 = "math.rsqrt"(%142) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %144 = "math.absf"(%143) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %145 = "math.absi"(%arg51) : (i32) -> i32
    %146 = "math.floor"(%144) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %147 = "math.ceil"(%146) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %148 = "math.round"(%147) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %149 = "math.roundeven"(%148) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %150 = "math.sin"(%149) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %151 = "math.cos"(%150) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %152 = "math.powf"(%151, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %153 = "math.fpowi"(%152, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %154 = "math.fma"(%153, %arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    "cf.assert"(%83) <{msg = "must hold"}> : (i1) -> ()
    "func.return"(%154) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{torch.foo = 1 : i64}, {}, {}, {}], function_type = (tensor<2x?xf32>, index, f32, tensor<4x8xf32>) -> (tensor<2x?xf32>, f32), res_attrs = [{res.a}, {}], sym_name = "tensors"}> ({
  ^bb0(%arg1: tensor<2x?xf32>, %arg2: index, %arg3: f32, %arg4: tensor<4x8xf32>):
    %2 = "arith.constant"() <{value = 0 : index}> : () -> index
    %3 = "arith.constant"() <{value = dense<[[1.000000e+00, -2.000000e+00], [5.000000e-01, 3.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
    %5 = "arith.constant"() <{value = dense<[true, false, true]> : tensor<3xi1>}> : () -> tensor<3xi1>
    %6 = "arith.constant"() <{value = dense<[-1, 127, -128]> : tensor<3xi8>}> : () -> tensor<3xi8>
    %7 = "arith.constant"() <{value = dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf16>}> : () -> tensor<2xf16>
    %8 = "arith.constant"() <{value = dense<[1.000000e+00, 5.000000e-01]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %9 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %10 = "arith.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
    %11 = "arith.cmpf"(%3, %3) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %12 = "arith.select"(%11, %3, %3) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %13 = "arith.addf"(%3, %12) <{fastmath = #arith.fastmath<none>}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %14 = "tensor.dim"(%arg1, %arg2) : (tensor<2x?xf32>, index) -> index
    %15 = "tensor.empty"(%14) : (index) -> tensor<2x?xf32>
    %16 = "tensor.extract"(%arg1, %2, %2) : (tensor<2x?xf32>, index, index) -> f32
    %17 = "tensor.insert"(%16, %15, %2, %2) : (f32, tensor<2x?xf32>, index, index) -> tensor<2x?xf32>
    %18 = "tensor.extract_slice"(%arg1, %2) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x?xf32>, index) -> tensor<1x4xf32>
    %19 = "tensor.extract_slice"(%arg4, %2, %14) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<4x8xf32>, index, index) -> tensor<2x?xf32>
    %20 = "tensor.insert_slice"(%18, %17, %2) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xf32>, tensor<2x?xf32>, index) -> tensor<2x?xf32>
    %21 = "tensor.pad"(%18, %2) <{nofold, operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1, 2>, static_low = array<i64: 0, -9223372036854775808>}> ({
    ^bb0(%arg47: index, %arg48: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : (tensor<1x4xf32>, index) -> tensor<2x?xf32>
    %22 = "tensor.expand_shape"(%18) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 1, 2, 2>}> : (tensor<1x4xf32>) -> tensor<1x2x2xf32>
    %23 = "tensor.expand_shape"(%arg1, %14) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 2, -9223372036854775808>}> : (tensor<2x?xf32>, index) -> tensor<1x2x?xf32>
    %24 = "tensor.collapse_shape"(%22) <{reassociation = [[0, 1], [2]]}> : (tensor<1x2x2xf32>) -> tensor<2x2xf32>
    %25 = "tensor.cast"(%24) : (tensor<2x2xf32>) -> tensor<?x2xf32>
    %26 = "tensor.concat"(%24, %24) <{dim = 0 : i64}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
    %27 = "arith.constant"() <{value = dense<4> : tensor<1xi64>}> : () -> tensor<1xi64>
    %28 = "tensor.reshape"(%24, %27) : (tensor<2x2xf32>, tensor<1xi64>) -> tensor<4xf32>
    %29 = "tensor.generate"(%14) ({
    ^bb0(%arg46: index):
      "tensor.yield"(%arg3) : (f32) -> ()
    }) : (index) -> tensor<?xf32>
    %30 = "tensor.splat"(%arg3) : (f32) -> tensor<4xf32>
    %31 = "tensor.splat"(%arg3, %14) : (f32, index) -> tensor<?xf32>
    %32 = "tensor.from_elements"(%arg3, %arg3) : (f32, f32) -> tensor<2xf32>
    %33 = "tensor.bitcast"(%32) : (tensor<2xf32>) -> tensor<2xi32>
    %34 = "ml_program.global_load"() <{global = @global_seed}> : () -> tensor<i64>
    %35 = "ml_program.global_load_const"() <{global = @cglob}> : () -> tensor<i64>
    %36 = "tensor.empty"() : () -> tensor<2x2xf32>
    %37 = "linalg.fill"(%arg3, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (f32, tensor<2x2xf32>) -> tensor<2x2xf32>
    %38 = "linalg.matmul"(%24, %24, %37) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
      %80 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %81 = "arith.addf"(%arg43, %80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%81) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %39 = "linalg.matmul"(%24, %24, %37) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
      %78 = "arith.mulf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %79 = "arith.addf"(%arg40, %78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%79) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %40 = "linalg.transpose"(%38, %36) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %41 = "linalg.softmax"(%40, %36) <{dimension = 1 : i64}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %42:2 = "linalg.generic"(%41, %36, %36) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %77 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      "linalg.yield"(%arg33, %arg33) : (f32, f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
    %43 = "tensor.empty"() : () -> tensor<2xf32>
    %44 = "linalg.generic"(%41, %43) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %76 = "arith.addf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %45 = "linalg.broadcast"(%43, %36) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      "linalg.yield"(%arg29) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %46 = "linalg.map"(%41, %41, %36) ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %75 = "arith.mulf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %47 = "linalg.map"(%41, %41, %36) ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %74 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %48 = "linalg.reduce"(%41, %43) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      %73 = "arith.addf"(%arg22, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %49 = "linalg.reduce"(%41, %43) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      %72 = "arith.maximumf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %50 = "tensor.empty"(%2) : (index) -> tensor<1x1x2x?xf32>
    %51 = "linalg.pack"(%24, %50, %arg3, %2) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, -9223372036854775808>}> : (tensor<2x2xf32>, tensor<1x1x2x?xf32>, f32, index) -> tensor<1x1x2x?xf32>
    %52 = "linalg.unpack"(%51, %36, %2) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 2, -9223372036854775808>}> {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (tensor<1x1x2x?xf32>, tensor<2x2xf32>, index) -> tensor<2x2xf32>
    %53 = "tensor.empty"() : () -> tensor<1x3x8x8xf32>
    %54 = "tensor.empty"() : () -> tensor<4x3x3x3xf32>
    %55 = "tensor.empty"() : () -> tensor<1x4x6x6xf32>
    %56 = "linalg.conv_2d_nchw_fchw"(%53, %54, %55) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg16: f32, %arg17: f32, %arg18: f32):
      %70 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %71 = "arith.addf"(%arg18, %70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%71) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    %57 = "tensor.empty"() : () -> tensor<2x2xf32>
    %58 = "tensor.empty"() : () -> tensor<1x3x4x4xf32>
    %59 = "linalg.pooling_nchw_max"(%53, %57, %58) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg13: f32, %arg14: f32, %arg15: f32):
      %69 = "arith.maximumf"(%arg15, %arg13) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%69) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<1x3x8x8xf32>, tensor<2x2xf32>, tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
    %60 = "tensor.empty"() : () -> tensor<2x2x2xf32>
    %61 = "linalg.batch_matmul"(%60, %60, %60) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %67 = "arith.mulf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %68 = "arith.addf"(%arg12, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%68) : (f32) -> ()
    }) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %62 = "linalg.add"(%24, %24, %36) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %66 = "arith.addf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%66) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %63 = "linalg.exp"(%62, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      %65 = "math.exp"(%arg5) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %64:2 = "func.call"(%42#0) <{callee = @g}> : (tensor<2x2xf32>) -> (tensor<2x2xf32>, f32)
    "func.return"(%arg1, %64#1) : (tensor<2x?xf32>, f32) -> ()
  }) {fn.attr = "x"} : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32>) -> (tensor<2x2xf32>, f32), sym_name = "g", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "test.unregistered"(%arg0) {some.attr = 3 : i32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%1, %0) : (tensor<2x2xf32>, f32) -> ()
  }) : () -> ()
}) {torch.debug_module_name = "M"} : () -> ()

