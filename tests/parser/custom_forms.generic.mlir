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
  ^bb0(%arg59: f32, %arg60: f32, %arg61: i32, %arg62: i32, %arg63: index, %arg64: f16):
    %93 = "arith.constant"() <{value = 0 : index}> : () -> index
    %94 = "arith.constant"() <{value = true}> : () -> i1
    %95 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %96 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %97 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %98 = "arith.constant"() <{value = -2.500000e-03 : f64}> : () -> f64
    %99 = "arith.addf"(%arg59, %arg60) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %100 = "arith.subf"(%99, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %101 = "arith.mulf"(%100, %arg60) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %102 = "arith.divf"(%101, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %103 = "arith.remf"(%102, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %104 = "arith.maximumf"(%103, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %105 = "arith.minimumf"(%104, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %106 = "arith.maxnumf"(%105, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %107 = "arith.minnumf"(%106, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %108 = "arith.negf"(%107) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %109 = "arith.addi"(%arg61, %arg62) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %110 = "arith.subi"(%109, %arg62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %111 = "arith.muli"(%110, %arg62) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %112 = "arith.divsi"(%111, %arg62) : (i32, i32) -> i32
    %113 = "arith.divui"(%112, %arg62) : (i32, i32) -> i32
    %114 = "arith.remsi"(%113, %arg62) : (i32, i32) -> i32
    %115 = "arith.remui"(%114, %arg62) : (i32, i32) -> i32
    %116 = "arith.floordivsi"(%115, %arg62) : (i32, i32) -> i32
    %117 = "arith.ceildivsi"(%116, %arg62) : (i32, i32) -> i32
    %118 = "arith.ceildivui"(%117, %arg62) : (i32, i32) -> i32
    %119 = "arith.andi"(%118, %arg62) : (i32, i32) -> i32
    %120 = "arith.ori"(%119, %arg62) : (i32, i32) -> i32
    %121 = "arith.xori"(%120, %arg62) : (i32, i32) -> i32
    %122 = "arith.shli"(%121, %arg62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %123 = "arith.shrsi"(%122, %arg62) : (i32, i32) -> i32
    %124 = "arith.shrui"(%123, %arg62) : (i32, i32) -> i32
    %125 = "arith.maxsi"(%124, %arg62) : (i32, i32) -> i32
    %126 = "arith.minsi"(%125, %arg62) : (i32, i32) -> i32
    %127 = "arith.maxui"(%126, %arg62) : (i32, i32) -> i32
    %128 = "arith.minui"(%127, %95) : (i32, i32) -> i32
    %129 = "arith.cmpf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %130 = "arith.cmpf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %131 = "arith.cmpi"(%arg61, %arg62) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %132 = "arith.cmpi"(%arg63, %93) <{predicate = 9 : i64}> : (index, index) -> i1
    %133 = "arith.select"(%129, %arg59, %108) : (i1, f32, f32) -> f32
    %134 = "arith.extf"(%arg64) : (f16) -> f32
    %135 = "arith.truncf"(%134) : (f32) -> f16
    %136 = "arith.extsi"(%arg61) : (i32) -> i64
    %137 = "arith.extui"(%arg61) : (i32) -> i64
    %138 = "arith.trunci"(%136) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %139 = "arith.sitofp"(%arg61) : (i32) -> f32
    %140 = "arith.uitofp"(%arg61) : (i32) -> f32
    %141 = "arith.fptosi"(%arg59) : (f32) -> i32
    %142 = "arith.fptoui"(%arg59) : (f32) -> i32
    %143 = "arith.index_cast"(%arg63) : (index) -> i64
    %144 = "arith.index_castui"(%arg63) : (index) -> i32
    %145 = "arith.bitcast"(%arg59) : (f32) -> i32
    %146 = "math.exp"(%arg59) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %147 = "math.exp2"(%146) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %148 = "math.log"(%147) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %149 = "math.log1p"(%148) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %150 = "math.log2"(%149) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %151 = "math.tanh"(%150) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %152 = "math.erf"(%151) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %153 = "math.sqrt"(%152) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %154 = "math.rsqrt"(%153) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %155 = "math.absf"(%154) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %156 = "math.absi"(%arg61) : (i32) -> i32
    %157 = "math.floor"(%155) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %158 = "math.ceil"(%157) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %159 = "math.round"(%158) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %160 = "math.roundeven"(%159) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %161 = "math.sin"(%160) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %162 = "math.cos"(%161) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %163 = "math.powf"(%162, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %164 = "math.fpowi"(%163, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %165 = "math.fma"(%164, %arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    "cf.assert"(%94) <{msg = "must hold"}> : (i1) -> ()
    "func.return"(%165) : (f32) -> ()
  }) : () -> ()
  "func.func"() <{arg_attrs = [{torch.foo = 1 : i64}, {}, {}, {}], function_type = (tensor<2x?xf32>, index, f32, tensor<4x8xf32>) -> (tensor<2x?xf32>, f32), res_attrs = [{res.a}, {}], sym_name = "tensors"}> ({
  ^bb0(%arg11: tensor<2x?xf32>, %arg12: index, %arg13: f32, %arg14: tensor<4x8xf32>):
    %13 = "arith.constant"() <{value = 0 : index}> : () -> index
    %14 = "arith.constant"() <{value = dense<[[1.000000e+00, -2.000000e+00], [5.000000e-01, 3.000000e+00]]> : tensor<2x2xf32>}> : () -> tensor<2x2xf32>
    %15 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<4x4xf32>}> : () -> tensor<4x4xf32>
    %16 = "arith.constant"() <{value = dense<[true, false, true]> : tensor<3xi1>}> : () -> tensor<3xi1>
    %17 = "arith.constant"() <{value = dense<[-1, 127, -128]> : tensor<3xi8>}> : () -> tensor<3xi8>
    %18 = "arith.constant"() <{value = dense<[1.000000e+00, -2.000000e+00]> : tensor<2xf16>}> : () -> tensor<2xf16>
    %19 = "arith.constant"() <{value = dense<[1.000000e+00, 5.000000e-01]> : tensor<2xbf16>}> : () -> tensor<2xbf16>
    %20 = "arith.constant"() <{value = dense<[1.000000e+00, 2.000000e+00]> : tensor<2xf32>}> : () -> tensor<2xf32>
    %21 = "arith.constant"() <{value = dense<> : tensor<0xf32>}> : () -> tensor<0xf32>
    %22 = "arith.cmpf"(%14, %14) <{fastmath = #arith.fastmath<none>, predicate = 4 : i64}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xi1>
    %23 = "arith.select"(%22, %14, %14) : (tensor<2x2xi1>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %24 = "arith.addf"(%14, %23) <{fastmath = #arith.fastmath<none>}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %25 = "tensor.dim"(%arg11, %arg12) : (tensor<2x?xf32>, index) -> index
    %26 = "tensor.empty"(%25) : (index) -> tensor<2x?xf32>
    %27 = "tensor.extract"(%arg11, %13, %13) : (tensor<2x?xf32>, index, index) -> f32
    %28 = "tensor.insert"(%27, %26, %13, %13) : (f32, tensor<2x?xf32>, index, index) -> tensor<2x?xf32>
    %29 = "tensor.extract_slice"(%arg11, %13) <{operandSegmentSizes = array<i32: 1, 1, 0, 0>, static_offsets = array<i64: 0, -9223372036854775808>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<2x?xf32>, index) -> tensor<1x4xf32>
    %30 = "tensor.extract_slice"(%arg14, %13, %25) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, static_offsets = array<i64: -9223372036854775808, 2>, static_sizes = array<i64: 2, -9223372036854775808>, static_strides = array<i64: 1, 2>}> : (tensor<4x8xf32>, index, index) -> tensor<2x?xf32>
    %31 = "tensor.insert_slice"(%29, %28, %13) <{operandSegmentSizes = array<i32: 1, 1, 1, 0, 0>, static_offsets = array<i64: 1, -9223372036854775808>, static_sizes = array<i64: 1, 4>, static_strides = array<i64: 1, 1>}> : (tensor<1x4xf32>, tensor<2x?xf32>, index) -> tensor<2x?xf32>
    %32 = "tensor.pad"(%29, %13) <{nofold, operandSegmentSizes = array<i32: 1, 1, 0>, static_high = array<i64: 1, 2>, static_low = array<i64: 0, -9223372036854775808>}> ({
    ^bb0(%arg57: index, %arg58: index):
      "tensor.yield"(%arg13) : (f32) -> ()
    }) : (tensor<1x4xf32>, index) -> tensor<2x?xf32>
    %33 = "tensor.expand_shape"(%29) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 1, 2, 2>}> : (tensor<1x4xf32>) -> tensor<1x2x2xf32>
    %34 = "tensor.expand_shape"(%arg11, %25) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 2, -9223372036854775808>}> : (tensor<2x?xf32>, index) -> tensor<1x2x?xf32>
    %35 = "tensor.collapse_shape"(%33) <{reassociation = [[0, 1], [2]]}> : (tensor<1x2x2xf32>) -> tensor<2x2xf32>
    %36 = "tensor.cast"(%35) : (tensor<2x2xf32>) -> tensor<?x2xf32>
    %37 = "tensor.concat"(%35, %35) <{dim = 0 : i64}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<4x2xf32>
    %38 = "arith.constant"() <{value = dense<4> : tensor<1xi64>}> : () -> tensor<1xi64>
    %39 = "tensor.reshape"(%35, %38) : (tensor<2x2xf32>, tensor<1xi64>) -> tensor<4xf32>
    %40 = "tensor.generate"(%25) ({
    ^bb0(%arg56: index):
      "tensor.yield"(%arg13) : (f32) -> ()
    }) : (index) -> tensor<?xf32>
    %41 = "tensor.splat"(%arg13) : (f32) -> tensor<4xf32>
    %42 = "tensor.splat"(%arg13, %25) : (f32, index) -> tensor<?xf32>
    %43 = "tensor.from_elements"(%arg13, %arg13) : (f32, f32) -> tensor<2xf32>
    %44 = "tensor.bitcast"(%43) : (tensor<2xf32>) -> tensor<2xi32>
    %45 = "ml_program.global_load"() <{global = @global_seed}> : () -> tensor<i64>
    %46 = "ml_program.global_load_const"() <{global = @cglob}> : () -> tensor<i64>
    %47 = "tensor.empty"() : () -> tensor<2x2xf32>
    %48 = "linalg.fill"(%arg13, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      "linalg.yield"(%arg54) : (f32) -> ()
    }) : (f32, tensor<2x2xf32>) -> tensor<2x2xf32>
    %49 = "linalg.matmul"(%35, %35, %48) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32, %arg53: f32):
      %91 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %92 = "arith.addf"(%arg53, %91) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%92) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %50 = "linalg.matmul"(%35, %35, %48) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %89 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %90 = "arith.addf"(%arg50, %89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%90) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %51 = "linalg.transpose"(%49, %47) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %52 = "linalg.softmax"(%51, %47) <{dimension = 1 : i64}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %53:2 = "linalg.generic"(%52, %47, %47) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %88 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      "linalg.yield"(%arg43, %arg43) : (f32, f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
    %54 = "tensor.empty"() : () -> tensor<2xf32>
    %55 = "linalg.generic"(%52, %54) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      %87 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%87) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %56 = "linalg.broadcast"(%54, %47) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %57 = "linalg.map"(%52, %52, %47) ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %86 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%86) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %58 = "linalg.map"(%52, %52, %47) ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %85 = "arith.addf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%85) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %59 = "linalg.reduce"(%52, %54) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %84 = "arith.addf"(%arg32, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%84) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %60 = "linalg.reduce"(%52, %54) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %83 = "arith.maximumf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%83) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %61 = "tensor.empty"(%13) : (index) -> tensor<1x1x2x?xf32>
    %62 = "linalg.pack"(%35, %61, %arg13, %13) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, -9223372036854775808>}> : (tensor<2x2xf32>, tensor<1x1x2x?xf32>, f32, index) -> tensor<1x1x2x?xf32>
    %63 = "linalg.unpack"(%62, %47, %13) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 2, -9223372036854775808>}> {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (tensor<1x1x2x?xf32>, tensor<2x2xf32>, index) -> tensor<2x2xf32>
    %64 = "tensor.empty"() : () -> tensor<1x3x8x8xf32>
    %65 = "tensor.empty"() : () -> tensor<4x3x3x3xf32>
    %66 = "tensor.empty"() : () -> tensor<1x4x6x6xf32>
    %67 = "linalg.conv_2d_nchw_fchw"(%64, %65, %66) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %81 = "arith.mulf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %82 = "arith.addf"(%arg28, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%82) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    %68 = "tensor.empty"() : () -> tensor<2x2xf32>
    %69 = "tensor.empty"() : () -> tensor<1x3x4x4xf32>
    %70 = "linalg.pooling_nchw_max"(%64, %68, %69) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %80 = "arith.maximumf"(%arg25, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%80) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<1x3x8x8xf32>, tensor<2x2xf32>, tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
    %71 = "tensor.empty"() : () -> tensor<2x2x2xf32>
    %72 = "linalg.batch_matmul"(%71, %71, %71) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %78 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %79 = "arith.addf"(%arg22, %78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%79) : (f32) -> ()
    }) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %73 = "linalg.add"(%35, %35, %47) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %77 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%77) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %74 = "linalg.exp"(%73, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %76 = "math.exp"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %75:2 = "func.call"(%53#0) <{callee = @g}> : (tensor<2x2xf32>) -> (tensor<2x2xf32>, f32)
    "func.return"(%arg11, %75#1) : (tensor<2x?xf32>, f32) -> ()
  }) {fn.attr = "x"} : () -> ()
  "func.func"() <{function_type = (index, index, i1, f32) -> (f32, f32, f32), sym_name = "loops"}> ({
  ^bb0(%arg1: index, %arg2: index, %arg3: i1, %arg4: f32):
    %2 = "arith.constant"() <{value = 1 : index}> : () -> index
    %3:2 = "scf.for"(%arg1, %arg2, %2, %arg4, %arg4) ({
    ^bb0(%arg8: index, %arg9: f32, %arg10: f32):
      %12 = "arith.addf"(%arg9, %arg10) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"(%12, %arg9) : (f32, f32) -> ()
    }) : (index, index, index, f32, f32) -> (f32, f32)
    "scf.for"(%arg1, %arg2, %2) ({
    ^bb0(%arg7: index):
      %11 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"() : () -> ()
    }) : (index, index, index) -> ()
    %4 = "arith.constant"() <{value = 0 : i32}> : () -> i32
    %5 = "arith.constant"() <{value = 4 : i32}> : () -> i32
    %6 = "arith.constant"() <{value = 1 : i32}> : () -> i32
    %7 = "scf.for"(%4, %5, %6, %arg4) ({
    ^bb0(%arg5: i32, %arg6: f32):
      "scf.yield"(%arg6) : (f32) -> ()
    }) : (i32, i32, i32, f32) -> f32
    %8 = "scf.if"(%arg3) ({
      "scf.yield"(%arg4) : (f32) -> ()
    }, {
      %10 = "arith.negf"(%arg4) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "scf.yield"(%10) : (f32) -> ()
    }) : (i1) -> f32
    "scf.if"(%arg3) ({
      %9 = "arith.addf"(%arg4, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "scf.yield"() : () -> ()
    }, {
    }) : (i1) -> ()
    "func.return"(%3#0, %8, %7) : (f32, f32, f32) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2xf32>) -> (tensor<2x2xf32>, f32), sym_name = "g", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2xf32>):
    %0 = "arith.constant"() <{value = 1.000000e+00 : f32}> : () -> f32
    %1 = "test.unregistered"(%arg0) {some.attr = 3 : i32} : (tensor<2x2xf32>) -> tensor<2x2xf32>
    "func.return"(%1, %0) : (tensor<2x2xf32>, f32) -> ()
  }) : () -> ()
}) {torch.debug_module_name = "M"} : () -> ()

