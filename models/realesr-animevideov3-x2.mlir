#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  util.global private @p0 = #stream.parameter.named<"model"::"p0"> : tensor<3x3x4x4xf32>
  util.global private @p1 = #stream.parameter.named<"model"::"p1"> : tensor<48xf32>
  util.global private @p2 = #stream.parameter.named<"model"::"p2"> : tensor<48x64x3x3xf32>
  util.global private @p3 = #stream.parameter.named<"model"::"p3"> : tensor<64xf32>
  util.global private @p4 = #stream.parameter.named<"model"::"p4"> : tensor<64xf32>
  util.global private @p5 = #stream.parameter.named<"model"::"p5"> : tensor<64x64x3x3xf32>
  util.global private @p6 = #stream.parameter.named<"model"::"p6"> : tensor<64xf32>
  util.global private @p7 = #stream.parameter.named<"model"::"p7"> : tensor<64xf32>
  util.global private @p8 = #stream.parameter.named<"model"::"p8"> : tensor<64x64x3x3xf32>
  util.global private @p9 = #stream.parameter.named<"model"::"p9"> : tensor<64xf32>
  util.global private @p10 = #stream.parameter.named<"model"::"p10"> : tensor<64xf32>
  util.global private @p11 = #stream.parameter.named<"model"::"p11"> : tensor<64x64x3x3xf32>
  util.global private @p12 = #stream.parameter.named<"model"::"p12"> : tensor<64xf32>
  util.global private @p13 = #stream.parameter.named<"model"::"p13"> : tensor<64xf32>
  util.global private @p14 = #stream.parameter.named<"model"::"p14"> : tensor<64x64x3x3xf32>
  util.global private @p15 = #stream.parameter.named<"model"::"p15"> : tensor<64xf32>
  util.global private @p16 = #stream.parameter.named<"model"::"p16"> : tensor<64xf32>
  util.global private @p17 = #stream.parameter.named<"model"::"p17"> : tensor<64x64x3x3xf32>
  util.global private @p18 = #stream.parameter.named<"model"::"p18"> : tensor<64xf32>
  util.global private @p19 = #stream.parameter.named<"model"::"p19"> : tensor<64xf32>
  util.global private @p20 = #stream.parameter.named<"model"::"p20"> : tensor<64x64x3x3xf32>
  util.global private @p21 = #stream.parameter.named<"model"::"p21"> : tensor<64xf32>
  util.global private @p22 = #stream.parameter.named<"model"::"p22"> : tensor<64xf32>
  util.global private @p23 = #stream.parameter.named<"model"::"p23"> : tensor<64x64x3x3xf32>
  util.global private @p24 = #stream.parameter.named<"model"::"p24"> : tensor<64xf32>
  util.global private @p25 = #stream.parameter.named<"model"::"p25"> : tensor<64xf32>
  util.global private @p26 = #stream.parameter.named<"model"::"p26"> : tensor<64x64x3x3xf32>
  util.global private @p27 = #stream.parameter.named<"model"::"p27"> : tensor<64xf32>
  util.global private @p28 = #stream.parameter.named<"model"::"p28"> : tensor<64xf32>
  util.global private @p29 = #stream.parameter.named<"model"::"p29"> : tensor<64x64x3x3xf32>
  util.global private @p30 = #stream.parameter.named<"model"::"p30"> : tensor<64xf32>
  util.global private @p31 = #stream.parameter.named<"model"::"p31"> : tensor<64xf32>
  util.global private @p32 = #stream.parameter.named<"model"::"p32"> : tensor<64x64x3x3xf32>
  util.global private @p33 = #stream.parameter.named<"model"::"p33"> : tensor<64xf32>
  util.global private @p34 = #stream.parameter.named<"model"::"p34"> : tensor<64xf32>
  util.global private @p35 = #stream.parameter.named<"model"::"p35"> : tensor<64x64x3x3xf32>
  util.global private @p36 = #stream.parameter.named<"model"::"p36"> : tensor<64xf32>
  util.global private @p37 = #stream.parameter.named<"model"::"p37"> : tensor<64xf32>
  util.global private @p38 = #stream.parameter.named<"model"::"p38"> : tensor<64x64x3x3xf32>
  util.global private @p39 = #stream.parameter.named<"model"::"p39"> : tensor<64xf32>
  util.global private @p40 = #stream.parameter.named<"model"::"p40"> : tensor<64xf32>
  util.global private @p41 = #stream.parameter.named<"model"::"p41"> : tensor<64x64x3x3xf32>
  util.global private @p42 = #stream.parameter.named<"model"::"p42"> : tensor<64xf32>
  util.global private @p43 = #stream.parameter.named<"model"::"p43"> : tensor<64xf32>
  util.global private @p44 = #stream.parameter.named<"model"::"p44"> : tensor<64x64x3x3xf32>
  util.global private @p45 = #stream.parameter.named<"model"::"p45"> : tensor<64xf32>
  util.global private @p46 = #stream.parameter.named<"model"::"p46"> : tensor<64xf32>
  util.global private @p47 = #stream.parameter.named<"model"::"p47"> : tensor<64x64x3x3xf32>
  util.global private @p48 = #stream.parameter.named<"model"::"p48"> : tensor<64xf32>
  util.global private @p49 = #stream.parameter.named<"model"::"p49"> : tensor<64xf32>
  util.global private @p50 = #stream.parameter.named<"model"::"p50"> : tensor<64x64x3x3xf32>
  util.global private @p51 = #stream.parameter.named<"model"::"p51"> : tensor<64xf32>
  util.global private @p52 = #stream.parameter.named<"model"::"p52"> : tensor<64xf32>
  util.global private @p53 = #stream.parameter.named<"model"::"p53"> : tensor<64x3x3x3xf32>
  func.func @forward(%arg0: tensor<1x3x?x?xf32>) -> tensor<1x3x?x?xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c3_i64 = arith.constant 3 : i64
    %c2_i64 = arith.constant 2 : i64
    %c4_i64 = arith.constant 4 : i64
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = util.global.load @p0 : tensor<3x3x4x4xf32>
    %cst_2 = util.global.load @p1 : tensor<48xf32>
    %cst_3 = util.global.load @p2 : tensor<48x64x3x3xf32>
    %cst_4 = util.global.load @p3 : tensor<64xf32>
    %cst_5 = util.global.load @p4 : tensor<64xf32>
    %cst_6 = util.global.load @p5 : tensor<64x64x3x3xf32>
    %cst_7 = util.global.load @p6 : tensor<64xf32>
    %cst_8 = util.global.load @p7 : tensor<64xf32>
    %cst_9 = util.global.load @p8 : tensor<64x64x3x3xf32>
    %cst_10 = util.global.load @p9 : tensor<64xf32>
    %cst_11 = util.global.load @p10 : tensor<64xf32>
    %cst_12 = util.global.load @p11 : tensor<64x64x3x3xf32>
    %cst_13 = util.global.load @p12 : tensor<64xf32>
    %cst_14 = util.global.load @p13 : tensor<64xf32>
    %cst_15 = util.global.load @p14 : tensor<64x64x3x3xf32>
    %cst_16 = util.global.load @p15 : tensor<64xf32>
    %cst_17 = util.global.load @p16 : tensor<64xf32>
    %cst_18 = util.global.load @p17 : tensor<64x64x3x3xf32>
    %cst_19 = util.global.load @p18 : tensor<64xf32>
    %cst_20 = util.global.load @p19 : tensor<64xf32>
    %cst_21 = util.global.load @p20 : tensor<64x64x3x3xf32>
    %cst_22 = util.global.load @p21 : tensor<64xf32>
    %cst_23 = util.global.load @p22 : tensor<64xf32>
    %cst_24 = util.global.load @p23 : tensor<64x64x3x3xf32>
    %cst_25 = util.global.load @p24 : tensor<64xf32>
    %cst_26 = util.global.load @p25 : tensor<64xf32>
    %cst_27 = util.global.load @p26 : tensor<64x64x3x3xf32>
    %cst_28 = util.global.load @p27 : tensor<64xf32>
    %cst_29 = util.global.load @p28 : tensor<64xf32>
    %cst_30 = util.global.load @p29 : tensor<64x64x3x3xf32>
    %cst_31 = util.global.load @p30 : tensor<64xf32>
    %cst_32 = util.global.load @p31 : tensor<64xf32>
    %cst_33 = util.global.load @p32 : tensor<64x64x3x3xf32>
    %cst_34 = util.global.load @p33 : tensor<64xf32>
    %cst_35 = util.global.load @p34 : tensor<64xf32>
    %cst_36 = util.global.load @p35 : tensor<64x64x3x3xf32>
    %cst_37 = util.global.load @p36 : tensor<64xf32>
    %cst_38 = util.global.load @p37 : tensor<64xf32>
    %cst_39 = util.global.load @p38 : tensor<64x64x3x3xf32>
    %cst_40 = util.global.load @p39 : tensor<64xf32>
    %cst_41 = util.global.load @p40 : tensor<64xf32>
    %cst_42 = util.global.load @p41 : tensor<64x64x3x3xf32>
    %cst_43 = util.global.load @p42 : tensor<64xf32>
    %cst_44 = util.global.load @p43 : tensor<64xf32>
    %cst_45 = util.global.load @p44 : tensor<64x64x3x3xf32>
    %cst_46 = util.global.load @p45 : tensor<64xf32>
    %cst_47 = util.global.load @p46 : tensor<64xf32>
    %cst_48 = util.global.load @p47 : tensor<64x64x3x3xf32>
    %cst_49 = util.global.load @p48 : tensor<64xf32>
    %cst_50 = util.global.load @p49 : tensor<64xf32>
    %cst_51 = util.global.load @p50 : tensor<64x64x3x3xf32>
    %cst_52 = util.global.load @p51 : tensor<64xf32>
    %cst_53 = util.global.load @p52 : tensor<64xf32>
    %cst_54 = util.global.load @p53 : tensor<64x3x3x3xf32>
    %c48_i64 = arith.constant 48 : i64
    %c12_i64 = arith.constant 12 : i64
    %cst_55 = arith.constant 4.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %c-2_i64 = arith.constant -2 : i64
    %dim = tensor.dim %arg0, %c2 : tensor<1x3x?x?xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_56 = tensor.dim %arg0, %c3 : tensor<1x3x?x?xf32>
    %1 = arith.index_cast %dim_56 : index to i64
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x?x?xf32> to tensor<1x3x?x?xf32>
    %2 = tensor.empty(%dim, %dim_56) : tensor<1x64x?x?xf32>
    %broadcasted = linalg.broadcast ins(%cst_53 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_54 : tensor<1x3x?x?xf32>, tensor<64x3x3x3xf32>) outs(%broadcasted : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded = tensor.expand_shape %cst_52 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %4 = tensor.empty(%dim, %dim_56) : tensor<1x64x?x?xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %6 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %3 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %3, %6 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_57 = tensor.pad %7 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_58 = linalg.broadcast ins(%cst_50 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_57, %cst_51 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_58 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_59 = tensor.expand_shape %cst_49 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %10 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_59, %8 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %8, %10 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_60 = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_61 = linalg.broadcast ins(%cst_47 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_60, %cst_48 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_61 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_62 = tensor.expand_shape %cst_46 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %14 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_62, %12 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %12, %14 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_63 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_64 = linalg.broadcast ins(%cst_44 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %16 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_63, %cst_45 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_64 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_65 = tensor.expand_shape %cst_43 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%16 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %18 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_65, %16 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %16, %18 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_66 = tensor.pad %19 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_67 = linalg.broadcast ins(%cst_41 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %20 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_66, %cst_42 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_67 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_68 = tensor.expand_shape %cst_40 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %22 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_68, %20 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%21, %20, %22 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_69 = tensor.pad %23 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_70 = linalg.broadcast ins(%cst_38 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %24 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_69, %cst_39 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_70 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_71 = tensor.expand_shape %cst_37 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%24 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %26 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_71, %24 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%25, %24, %26 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_72 = tensor.pad %27 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_73 = linalg.broadcast ins(%cst_35 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %28 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_72, %cst_36 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_73 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_74 = tensor.expand_shape %cst_34 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %29 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%28 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %30 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_74, %28 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %31 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%29, %28, %30 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_75 = tensor.pad %31 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_76 = linalg.broadcast ins(%cst_32 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %32 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_75, %cst_33 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_76 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_77 = tensor.expand_shape %cst_31 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %33 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%32 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %34 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_77, %32 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %35 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%33, %32, %34 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_78 = tensor.pad %35 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_79 = linalg.broadcast ins(%cst_29 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %36 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_78, %cst_30 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_79 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_80 = tensor.expand_shape %cst_28 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %37 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%36 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %38 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_80, %36 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %39 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%37, %36, %38 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_81 = tensor.pad %39 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_82 = linalg.broadcast ins(%cst_26 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %40 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_81, %cst_27 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_82 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_83 = tensor.expand_shape %cst_25 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%40 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %42 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_83, %40 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %43 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%41, %40, %42 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_84 = tensor.pad %43 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_85 = linalg.broadcast ins(%cst_23 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %44 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_84, %cst_24 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_85 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_86 = tensor.expand_shape %cst_22 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%44 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %46 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_86, %44 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %47 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%45, %44, %46 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_87 = tensor.pad %47 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_88 = linalg.broadcast ins(%cst_20 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %48 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_87, %cst_21 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_88 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_89 = tensor.expand_shape %cst_19 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %49 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%48 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %50 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_89, %48 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %51 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%49, %48, %50 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_90 = tensor.pad %51 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_91 = linalg.broadcast ins(%cst_17 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %52 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_90, %cst_18 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_91 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_92 = tensor.expand_shape %cst_16 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %53 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%52 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %54 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_92, %52 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %55 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%53, %52, %54 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_93 = tensor.pad %55 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_94 = linalg.broadcast ins(%cst_14 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %56 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_93, %cst_15 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_94 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_95 = tensor.expand_shape %cst_13 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %57 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%56 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %58 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_95, %56 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %59 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%57, %56, %58 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_96 = tensor.pad %59 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_97 = linalg.broadcast ins(%cst_11 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %60 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_96, %cst_12 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_97 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_98 = tensor.expand_shape %cst_10 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %61 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%60 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %62 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_98, %60 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %63 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%61, %60, %62 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_99 = tensor.pad %63 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_100 = linalg.broadcast ins(%cst_8 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %64 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_99, %cst_9 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_100 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_101 = tensor.expand_shape %cst_7 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %65 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%64 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %66 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_101, %64 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %67 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%65, %64, %66 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_102 = tensor.pad %67 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %broadcasted_103 = linalg.broadcast ins(%cst_5 : tensor<64xf32>) outs(%2 : tensor<1x64x?x?xf32>) dimensions = [0, 2, 3] 
    %68 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_102, %cst_6 : tensor<1x64x?x?xf32>, tensor<64x64x3x3xf32>) outs(%broadcasted_103 : tensor<1x64x?x?xf32>) -> tensor<1x64x?x?xf32>
    %expanded_104 = tensor.expand_shape %cst_4 [[0, 1, 2, 3]] output_shape [1, 64, 1, 1] : tensor<64xf32> into tensor<1x64x1x1xf32>
    %69 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%68 : tensor<1x64x?x?xf32>) outs(%4 : tensor<1x64x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %139 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %139 : i1
    } -> tensor<1x64x?x?xi1>
    %70 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_104, %68 : tensor<1x64x1x1xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.mulf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%69, %68, %70 : tensor<1x64x?x?xi1>, tensor<1x64x?x?xf32>, tensor<1x64x?x?xf32>) outs(%2 : tensor<1x64x?x?xf32>) {
    ^bb0(%in: i1, %in_110: f32, %in_111: f32, %out: f32):
      %139 = arith.select %in, %in_110, %in_111 : f32
      linalg.yield %139 : f32
    } -> tensor<1x64x?x?xf32>
    %padded_105 = tensor.pad %71 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x64x?x?xf32> to tensor<1x64x?x?xf32>
    %72 = tensor.empty(%dim, %dim_56) : tensor<1x48x?x?xf32>
    %broadcasted_106 = linalg.broadcast ins(%cst_2 : tensor<48xf32>) outs(%72 : tensor<1x48x?x?xf32>) dimensions = [0, 2, 3] 
    %73 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_105, %cst_3 : tensor<1x64x?x?xf32>, tensor<48x64x3x3xf32>) outs(%broadcasted_106 : tensor<1x48x?x?xf32>) -> tensor<1x48x?x?xf32>
    %74 = arith.muli %0, %c4_i64 : i64
    %75 = arith.muli %1, %c4_i64 : i64
    %76 = arith.muli %0, %c48_i64 : i64
    %77 = arith.cmpi slt, %0, %c0_i64 : i64
    %78 = arith.select %77, %c48_i64, %76 : i64
    %79 = arith.extui %77 : i1 to i64
    %80 = arith.muli %78, %1 : i64
    %81 = arith.addi %79, %c1_i64 : i64
    %82 = arith.cmpi slt, %1, %c0_i64 : i64
    %83 = arith.select %82, %78, %80 : i64
    %84 = arith.select %82, %81, %79 : i64
    %85 = arith.cmpi sle, %84, %c1_i64 : i64
    cf.assert %85, "must have at most one inferred (negative) dimension"
    %86 = arith.muli %0, %c48_i64 : i64
    %87 = arith.muli %86, %1 : i64
    %88 = arith.divsi %87, %83 : i64
    %89 = arith.select %77, %88, %0 : i64
    %90 = arith.select %82, %88, %1 : i64
    %from_elements = tensor.from_elements %c1_i64, %c3_i64, %c4_i64, %c4_i64, %89, %90 : tensor<6xi64>
    %reshape = tensor.reshape %73(%from_elements) : (tensor<1x48x?x?xf32>, tensor<6xi64>) -> tensor<1x3x4x4x?x?xf32>
    %91 = arith.index_cast %89 : i64 to index
    %92 = arith.index_cast %90 : i64 to index
    %93 = tensor.empty(%91, %92) : tensor<1x3x?x4x?x4xf32>
    %transposed = linalg.transpose ins(%reshape : tensor<1x3x4x4x?x?xf32>) outs(%93 : tensor<1x3x?x4x?x4xf32>) permutation = [0, 1, 4, 2, 5, 3] 
    %94 = arith.muli %74, %c3_i64 : i64
    %95 = arith.cmpi slt, %74, %c0_i64 : i64
    %96 = arith.select %95, %c3_i64, %94 : i64
    %97 = arith.extui %95 : i1 to i64
    %98 = arith.muli %96, %75 : i64
    %99 = arith.addi %97, %c1_i64 : i64
    %100 = arith.cmpi slt, %75, %c0_i64 : i64
    %101 = arith.select %100, %96, %98 : i64
    %102 = arith.select %100, %99, %97 : i64
    %103 = arith.cmpi sle, %102, %c1_i64 : i64
    cf.assert %103, "must have at most one inferred (negative) dimension"
    %104 = arith.muli %89, %c12_i64 : i64
    %105 = arith.muli %104, %90 : i64
    %106 = arith.muli %105, %c4_i64 : i64
    %107 = arith.divsi %106, %101 : i64
    %108 = arith.select %95, %107, %74 : i64
    %109 = arith.select %100, %107, %75 : i64
    %from_elements_107 = tensor.from_elements %c1_i64, %c3_i64, %108, %109 : tensor<4xi64>
    %reshape_108 = tensor.reshape %transposed(%from_elements_107) : (tensor<1x3x?x4x?x4xf32>, tensor<4xi64>) -> tensor<1x3x?x?xf32>
    %110 = arith.sitofp %0 : i64 to f32
    %111 = arith.mulf %110, %cst_55 : f32
    %112 = math.floor %111 : f32
    %113 = arith.fptosi %112 : f32 to i64
    %114 = arith.sitofp %1 : i64 to f32
    %115 = arith.mulf %114, %cst_55 : f32
    %116 = math.floor %115 : f32
    %117 = arith.fptosi %116 : f32 to i64
    %118 = arith.index_cast %113 : i64 to index
    %119 = arith.index_cast %117 : i64 to index
    %120 = tensor.empty(%118, %119) : tensor<1x3x?x?xf32>
    %121 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%120 : tensor<1x3x?x?xf32>) {
    ^bb0(%out: f32):
      %139 = linalg.index 1 : index
      %140 = linalg.index 2 : index
      %141 = linalg.index 3 : index
      %142 = arith.index_cast %140 : index to i64
      %143 = arith.sitofp %142 : i64 to f32
      %144 = arith.divf %143, %cst_55 : f32
      %145 = math.floor %144 : f32
      %146 = arith.subf %110, %cst_0 : f32
      %147 = arith.maximumf %145, %cst : f32
      %148 = arith.minimumf %147, %146 : f32
      %149 = arith.fptosi %148 : f32 to i64
      %150 = arith.index_cast %149 : i64 to index
      %151 = arith.index_cast %141 : index to i64
      %152 = arith.sitofp %151 : i64 to f32
      %153 = arith.divf %152, %cst_55 : f32
      %154 = math.floor %153 : f32
      %155 = arith.subf %114, %cst_0 : f32
      %156 = arith.maximumf %154, %cst : f32
      %157 = arith.minimumf %156, %155 : f32
      %158 = arith.fptosi %157 : f32 to i64
      %159 = arith.index_cast %158 : i64 to index
      %extracted = tensor.extract %arg0[%c0, %139, %150, %159] : tensor<1x3x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x3x?x?xf32>
    %122 = arith.index_cast %108 : i64 to index
    %123 = arith.index_cast %109 : i64 to index
    %124 = arith.cmpi eq, %122, %118 : index
    cf.assert %124, "mismatched size for broadcast"
    %125 = arith.cmpi eq, %123, %119 : index
    cf.assert %125, "mismatched size for broadcast"
    %126 = tensor.empty(%122, %123) : tensor<1x3x?x?xf32>
    %127 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_108, %121 : tensor<1x3x?x?xf32>, tensor<1x3x?x?xf32>) outs(%126 : tensor<1x3x?x?xf32>) {
    ^bb0(%in: f32, %in_110: f32, %out: f32):
      %139 = arith.addf %in, %in_110 : f32
      linalg.yield %139 : f32
    } -> tensor<1x3x?x?xf32>
    %padded_109 = tensor.pad %127 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x?x?xf32> to tensor<1x3x?x?xf32>
    %128 = arith.addi %108, %c-2_i64 : i64
    %129 = arith.floordivsi %128, %c2_i64 : i64
    %130 = arith.addi %129, %c1_i64 : i64
    %131 = arith.index_cast %130 : i64 to index
    %132 = arith.addi %109, %c-2_i64 : i64
    %133 = arith.floordivsi %132, %c2_i64 : i64
    %134 = arith.addi %133, %c1_i64 : i64
    %135 = arith.index_cast %134 : i64 to index
    %136 = tensor.empty(%131, %135) : tensor<1x3x?x?xf32>
    %137 = linalg.fill ins(%cst : f32) outs(%136 : tensor<1x3x?x?xf32>) -> tensor<1x3x?x?xf32>
    %138 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<2> : vector<2xi64>} ins(%padded_109, %cst_1 : tensor<1x3x?x?xf32>, tensor<3x3x4x4xf32>) outs(%137 : tensor<1x3x?x?xf32>) -> tensor<1x3x?x?xf32>
    return %138 : tensor<1x3x?x?xf32>
  }
}

