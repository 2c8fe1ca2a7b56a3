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
    %99 = "arith.constant"() <{value = 0 : index}> : () -> index
    %100 = "arith.constant"() <{value = true}> : () -> i1
    %101 = "arith.constant"() <{value = -7 : i32}> : () -> i32
    %102 = "arith.constant"() <{value = 1.500000e+00 : f32}> : () -> f32
    %103 = "arith.constant"() <{value = 0x7F800000 : f32}> : () -> f32
    %104 = "arith.constant"() <{value = -2.500000e-03 : f64}> : () -> f64
    %105 = "arith.addf"(%arg59, %arg60) <{fastmath = #arith.fastmath<fast>}> : (f32, f32) -> f32
    %106 = "arith.subf"(%105, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %107 = "arith.mulf"(%106, %arg60) <{fastmath = #arith.fastmath<nnan,ninf>}> : (f32, f32) -> f32
    %108 = "arith.divf"(%107, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %109 = "arith.remf"(%108, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %110 = "arith.maximumf"(%109, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %111 = "arith.minimumf"(%110, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %112 = "arith.maxnumf"(%111, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %113 = "arith.minnumf"(%112, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %114 = "arith.negf"(%113) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %115 = "arith.addi"(%arg61, %arg62) <{overflowFlags = #arith.overflow<nsw>}> : (i32, i32) -> i32
    %116 = "arith.subi"(%115, %arg62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %117 = "arith.muli"(%116, %arg62) <{overflowFlags = #arith.overflow<nsw, nuw>}> : (i32, i32) -> i32
    %118 = "arith.divsi"(%117, %arg62) : (i32, i32) -> i32
    %119 = "arith.divui"(%118, %arg62) : (i32, i32) -> i32
    %120 = "arith.remsi"(%119, %arg62) : (i32, i32) -> i32
    %121 = "arith.remui"(%120, %arg62) : (i32, i32) -> i32
    %122 = "arith.floordivsi"(%121, %arg62) : (i32, i32) -> i32
    %123 = "arith.ceildivsi"(%122, %arg62) : (i32, i32) -> i32
    %124 = "arith.ceildivui"(%123, %arg62) : (i32, i32) -> i32
    %125 = "arith.andi"(%124, %arg62) : (i32, i32) -> i32
    %126 = "arith.ori"(%125, %arg62) : (i32, i32) -> i32
    %127 = "arith.xori"(%126, %arg62) : (i32, i32) -> i32
    %128 = "arith.shli"(%127, %arg62) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
    %129 = "arith.shrsi"(%128, %arg62) : (i32, i32) -> i32
    %130 = "arith.shrui"(%129, %arg62) : (i32, i32) -> i32
    %131 = "arith.maxsi"(%130, %arg62) : (i32, i32) -> i32
    %132 = "arith.minsi"(%131, %arg62) : (i32, i32) -> i32
    %133 = "arith.maxui"(%132, %arg62) : (i32, i32) -> i32
    %134 = "arith.minui"(%133, %101) : (i32, i32) -> i32
    %135 = "arith.cmpf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
    %136 = "arith.cmpf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
    %137 = "arith.cmpi"(%arg61, %arg62) <{predicate = 2 : i64}> : (i32, i32) -> i1
    %138 = "arith.cmpi"(%arg63, %99) <{predicate = 9 : i64}> : (index, index) -> i1
    %139 = "arith.select"(%135, %arg59, %114) : (i1, f32, f32) -> f32
    %140 = "arith.extf"(%arg64) : (f16) -> f32
    %141 = "arith.truncf"(%140) : (f32) -> f16
    %142 = "arith.extsi"(%arg61) : (i32) -> i64
    %143 = "arith.extui"(%arg61) : (i32) -> i64
    %144 = "arith.trunci"(%142) <{overflowFlags = #arith.overflow<none>}> : (i64) -> i8
    %145 = "arith.sitofp"(%arg61) : (i32) -> f32
    %146 = "arith.uitofp"(%arg61) : (i32) -> f32
    %147 = "arith.fptosi"(%arg59) : (f32) -> i32
    %148 = "arith.fptoui"(%arg59) : (f32) -> i32
    %149 = "arith.index_cast"(%arg63) : (index) -> i64
    %150 = "arith.index_castui"(%arg63) : (index) -> i32
    %151 = "arith.bitcast"(%arg59) : (f32) -> i32
    %152 = "math.exp"(%arg59) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %153 = "math.exp2"(%152) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %154 = "math.log"(%153) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %155 = "math.log1p"(%154) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %156 = "math.log2"(%155) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %157 = "math.tanh"(%156) <{fastmath = #arith.fastmath<fast>}> : (f32) -> f32
    %158 = "math.erf"(%157) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %159 = "math.sqrt"(%158) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %160 = "math.rsqrt"(%159) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %161 = "math.absf"(%160) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %162 = "math.absi"(%arg61) : (i32) -> i32
    %163 = "math.floor"(%161) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %164 = "math.ceil"(%163) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %165 = "math.round"(%164) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %166 = "math.roundeven"(%165) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %167 = "math.sin"(%166) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %168 = "math.cos"(%167) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
    %169 = "math.powf"(%168, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
    %170 = "math.fpowi"(%169, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, i32) -> f32
    %171 = "math.fma"(%170, %arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32, f32) -> f32
    "cf.assert"(%100) <{msg = "must hold"}> : (i1) -> ()
    "func.return"(%171) : (f32) -> ()
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
      %97 = "arith.mulf"(%arg51, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %98 = "arith.addf"(%arg53, %97) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %50 = "linalg.matmul"(%35, %35, %48) <{indexing_maps = [#map3, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %95 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %96 = "arith.addf"(%arg50, %95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %51 = "linalg.transpose"(%49, %47) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %52 = "linalg.softmax"(%51, %47) <{dimension = 1 : i64}> : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %53:2 = "linalg.generic"(%52, %47, %47) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %94 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      "linalg.yield"(%arg43, %arg43) : (f32, f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> (tensor<2x2xf32>, tensor<2x2xf32>)
    %54 = "tensor.empty"() : () -> tensor<2xf32>
    %55 = "linalg.generic"(%52, %54) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      %93 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%93) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %56 = "linalg.broadcast"(%54, %47) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (tensor<2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %57 = "linalg.map"(%52, %52, %47) ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %92 = "arith.mulf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%92) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %58 = "linalg.map"(%52, %52, %47) ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: f32):
      %91 = "arith.addf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%91) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %59 = "linalg.reduce"(%52, %54) <{dimensions = array<i64: 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      %90 = "arith.addf"(%arg32, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%90) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %60 = "linalg.reduce"(%52, %54) <{dimensions = array<i64: 0>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      %89 = "arith.maximumf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%89) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2xf32>) -> tensor<2xf32>
    %61 = "tensor.empty"(%13) : (index) -> tensor<1x1x2x?xf32>
    %62 = "linalg.pack"(%35, %61, %arg13, %13) <{inner_dims_pos = array<i64: 0, 1>, operandSegmentSizes = array<i32: 1, 1, 1, 1>, outer_dims_perm = array<i64: 1, 0>, static_inner_tiles = array<i64: 2, -9223372036854775808>}> : (tensor<2x2xf32>, tensor<1x1x2x?xf32>, f32, index) -> tensor<1x1x2x?xf32>
    %63 = "linalg.unpack"(%62, %47, %13) <{inner_dims_pos = array<i64: 0, 1>, static_inner_tiles = array<i64: 2, -9223372036854775808>}> {operandSegmentSizes = array<i32: 1, 1, 0, 1>} : (tensor<1x1x2x?xf32>, tensor<2x2xf32>, index) -> tensor<2x2xf32>
    %64 = "tensor.empty"() : () -> tensor<1x3x8x8xf32>
    %65 = "tensor.empty"() : () -> tensor<4x3x3x3xf32>
    %66 = "tensor.empty"() : () -> tensor<1x4x6x6xf32>
    %67 = "linalg.conv_2d_nchw_fchw"(%64, %65, %66) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<1> : vector<2xi64>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: f32):
      %87 = "arith.mulf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %88 = "arith.addf"(%arg28, %87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%88) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map6, #map7, #map8]} : (tensor<1x3x8x8xf32>, tensor<4x3x3x3xf32>, tensor<1x4x6x6xf32>) -> tensor<1x4x6x6xf32>
    %68 = "tensor.empty"() : () -> tensor<2x2xf32>
    %69 = "tensor.empty"() : () -> tensor<1x3x4x4xf32>
    %70 = "linalg.pooling_nchw_max"(%64, %68, %69) <{dilations = dense<1> : vector<2xi64>, operandSegmentSizes = array<i32: 2, 1>, strides = dense<2> : vector<2xi64>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %86 = "arith.maximumf"(%arg25, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%86) : (f32) -> ()
    }) {linalg.memoized_indexing_maps = [#map9, #map10, #map11]} : (tensor<1x3x8x8xf32>, tensor<2x2xf32>, tensor<1x3x4x4xf32>) -> tensor<1x3x4x4xf32>
    %71 = "tensor.empty"() : () -> tensor<2x2x2xf32>
    %72 = "linalg.batch_matmul"(%71, %71, %71) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %84 = "arith.mulf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %85 = "arith.addf"(%arg22, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%85) : (f32) -> ()
    }) : (tensor<2x2x2xf32>, tensor<2x2x2xf32>, tensor<2x2x2xf32>) -> tensor<2x2x2xf32>
    %73 = "linalg.add"(%35, %35, %47) <{operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %83 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%83) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %74 = "linalg.exp"(%73, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %82 = "math.exp"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%82) : (f32) -> ()
    }) : (tensor<2x2xf32>, tensor<2x2xf32>) -> tensor<2x2xf32>
    %75 = "tensor.empty"() : () -> tensor<4x4xi32>
    %76 = "tensor.empty"() : () -> tensor<2x1xi32>
    %77 = "tensor.empty"() : () -> tensor<2x1x4xi32>
    %78 = "tensor.gather"(%75, %76) <{gather_dims = array<i64: 0>}> : (tensor<4x4xi32>, tensor<2x1xi32>) -> tensor<2x4xi32>
    %79 = "tensor.gather"(%75, %76) <{gather_dims = array<i64: 1>, unique}> : (tensor<4x4xi32>, tensor<2x1xi32>) -> tensor<2x4x1xi32>
    %80 = "tensor.scatter"(%77, %75, %76) <{scatter_dims = array<i64: 0>, unique}> : (tensor<2x1x4xi32>, tensor<4x4xi32>, tensor<2x1xi32>) -> tensor<4x4xi32>
    %81:2 = "func.call"(%53#0) <{callee = @g}> : (tensor<2x2xf32>) -> (tensor<2x2xf32>, f32)
    "func.return"(%arg11, %81#1) : (tensor<2x?xf32>, f32) -> ()
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

