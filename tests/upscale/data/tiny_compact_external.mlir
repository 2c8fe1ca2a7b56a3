#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
module {
  util.global private @p0 = #stream.parameter.named<"model"::"p0"> : tensor<48xf32>
  util.global private @p1 = #stream.parameter.named<"model"::"p1"> : tensor<48x4x3x3xf32>
  util.global private @p2 = #stream.parameter.named<"model"::"p2"> : tensor<4xf32>
  util.global private @p3 = #stream.parameter.named<"model"::"p3"> : tensor<4xf32>
  util.global private @p4 = #stream.parameter.named<"model"::"p4"> : tensor<4x4x3x3xf32>
  util.global private @p5 = #stream.parameter.named<"model"::"p5"> : tensor<4xf32>
  util.global private @p6 = #stream.parameter.named<"model"::"p6"> : tensor<4xf32>
  util.global private @p7 = #stream.parameter.named<"model"::"p7"> : tensor<4x4x3x3xf32>
  util.global private @p8 = #stream.parameter.named<"model"::"p8"> : tensor<4xf32>
  util.global private @p9 = #stream.parameter.named<"model"::"p9"> : tensor<4xf32>
  util.global private @p10 = #stream.parameter.named<"model"::"p10"> : tensor<4x3x3x3xf32>
  func.func @forward(%arg0: tensor<1x3x?x?xf32>) -> tensor<1x3x?x?xf32> {
    %c0_i64 = arith.constant 0 : i64
    %c1_i64 = arith.constant 1 : i64
    %c3_i64 = arith.constant 3 : i64
    %c4_i64 = arith.constant 4 : i64
    %c3 = arith.constant 3 : index
    %c2 = arith.constant 2 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = util.global.load @p0 : tensor<48xf32>
    %cst_2 = util.global.load @p1 : tensor<48x4x3x3xf32>
    %cst_3 = util.global.load @p2 : tensor<4xf32>
    %cst_4 = util.global.load @p3 : tensor<4xf32>
    %cst_5 = util.global.load @p4 : tensor<4x4x3x3xf32>
    %cst_6 = util.global.load @p5 : tensor<4xf32>
    %cst_7 = util.global.load @p6 : tensor<4xf32>
    %cst_8 = util.global.load @p7 : tensor<4x4x3x3xf32>
    %cst_9 = util.global.load @p8 : tensor<4xf32>
    %cst_10 = util.global.load @p9 : tensor<4xf32>
    %cst_11 = util.global.load @p10 : tensor<4x3x3x3xf32>
    %c48_i64 = arith.constant 48 : i64
    %c12_i64 = arith.constant 12 : i64
    %cst_12 = arith.constant 4.000000e+00 : f32
    %c0 = arith.constant 0 : index
    %dim = tensor.dim %arg0, %c2 : tensor<1x3x?x?xf32>
    %0 = arith.index_cast %dim : index to i64
    %dim_13 = tensor.dim %arg0, %c3 : tensor<1x3x?x?xf32>
    %1 = arith.index_cast %dim_13 : index to i64
    %padded = tensor.pad %arg0 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x3x?x?xf32> to tensor<1x3x?x?xf32>
    %2 = tensor.empty(%dim, %dim_13) : tensor<1x4x?x?xf32>
    %broadcasted = linalg.broadcast ins(%cst_10 : tensor<4xf32>) outs(%2 : tensor<1x4x?x?xf32>) dimensions = [0, 2, 3] 
    %3 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded, %cst_11 : tensor<1x3x?x?xf32>, tensor<4x3x3x3xf32>) outs(%broadcasted : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %expanded = tensor.expand_shape %cst_9 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %4 = tensor.empty(%dim, %dim_13) : tensor<1x4x?x?xi1>
    %5 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%3 : tensor<1x4x?x?xf32>) outs(%4 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %72 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %72 : i1
    } -> tensor<1x4x?x?xi1>
    %6 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded, %3 : tensor<1x4x1x1xf32>, tensor<1x4x?x?xf32>) outs(%2 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %72 = arith.mulf %in, %in_24 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%5, %3, %6 : tensor<1x4x?x?xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%2 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_24: f32, %in_25: f32, %out: f32):
      %72 = arith.select %in, %in_24, %in_25 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %padded_14 = tensor.pad %7 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x4x?x?xf32> to tensor<1x4x?x?xf32>
    %broadcasted_15 = linalg.broadcast ins(%cst_7 : tensor<4xf32>) outs(%2 : tensor<1x4x?x?xf32>) dimensions = [0, 2, 3] 
    %8 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_14, %cst_8 : tensor<1x4x?x?xf32>, tensor<4x4x3x3xf32>) outs(%broadcasted_15 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %expanded_16 = tensor.expand_shape %cst_6 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%8 : tensor<1x4x?x?xf32>) outs(%4 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %72 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %72 : i1
    } -> tensor<1x4x?x?xi1>
    %10 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_16, %8 : tensor<1x4x1x1xf32>, tensor<1x4x?x?xf32>) outs(%2 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %72 = arith.mulf %in, %in_24 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%9, %8, %10 : tensor<1x4x?x?xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%2 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_24: f32, %in_25: f32, %out: f32):
      %72 = arith.select %in, %in_24, %in_25 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %padded_17 = tensor.pad %11 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x4x?x?xf32> to tensor<1x4x?x?xf32>
    %broadcasted_18 = linalg.broadcast ins(%cst_4 : tensor<4xf32>) outs(%2 : tensor<1x4x?x?xf32>) dimensions = [0, 2, 3] 
    %12 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_17, %cst_5 : tensor<1x4x?x?xf32>, tensor<4x4x3x3xf32>) outs(%broadcasted_18 : tensor<1x4x?x?xf32>) -> tensor<1x4x?x?xf32>
    %expanded_19 = tensor.expand_shape %cst_3 [[0, 1, 2, 3]] output_shape [1, 4, 1, 1] : tensor<4xf32> into tensor<1x4x1x1xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%12 : tensor<1x4x?x?xf32>) outs(%4 : tensor<1x4x?x?xi1>) {
    ^bb0(%in: f32, %out: i1):
      %72 = arith.cmpf ogt, %in, %cst : f32
      linalg.yield %72 : i1
    } -> tensor<1x4x?x?xi1>
    %14 = linalg.generic {indexing_maps = [#map1, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_19, %12 : tensor<1x4x1x1xf32>, tensor<1x4x?x?xf32>) outs(%2 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %72 = arith.mulf %in, %in_24 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%13, %12, %14 : tensor<1x4x?x?xi1>, tensor<1x4x?x?xf32>, tensor<1x4x?x?xf32>) outs(%2 : tensor<1x4x?x?xf32>) {
    ^bb0(%in: i1, %in_24: f32, %in_25: f32, %out: f32):
      %72 = arith.select %in, %in_24, %in_25 : f32
      linalg.yield %72 : f32
    } -> tensor<1x4x?x?xf32>
    %padded_20 = tensor.pad %15 low[0, 0, 1, 1] high[0, 0, 1, 1] {
    ^bb0(%arg1: index, %arg2: index, %arg3: index, %arg4: index):
      tensor.yield %cst : f32
    } : tensor<1x4x?x?xf32> to tensor<1x4x?x?xf32>
    %16 = tensor.empty(%dim, %dim_13) : tensor<1x48x?x?xf32>
    %broadcasted_21 = linalg.broadcast ins(%cst_1 : tensor<48xf32>) outs(%16 : tensor<1x48x?x?xf32>) dimensions = [0, 2, 3] 
    %17 = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%padded_20, %cst_2 : tensor<1x4x?x?xf32>, tensor<48x4x3x3xf32>) outs(%broadcasted_21 : tensor<1x48x?x?xf32>) -> tensor<1x48x?x?xf32>
    %18 = arith.muli %0, %c4_i64 : i64
    %19 = arith.muli %1, %c4_i64 : i64
    %20 = arith.muli %0, %c48_i64 : i64
    %21 = arith.cmpi slt, %0, %c0_i64 : i64
    %22 = arith.select %21, %c48_i64, %20 : i64
    %23 = arith.extui %21 : i1 to i64
    %24 = arith.muli %22, %1 : i64
    %25 = arith.addi %23, %c1_i64 : i64
    %26 = arith.cmpi slt, %1, %c0_i64 : i64
    %27 = arith.select %26, %22, %24 : i64
    %28 = arith.select %26, %25, %23 : i64
    %29 = arith.cmpi sle, %28, %c1_i64 : i64
    cf.assert %29, "must have at most one inferred (negative) dimension"
    %30 = arith.muli %0, %c48_i64 : i64
    %31 = arith.muli %30, %1 : i64
    %32 = arith.divsi %31, %27 : i64
    %33 = arith.select %21, %32, %0 : i64
    %34 = arith.select %26, %32, %1 : i64
    %from_elements = tensor.from_elements %c1_i64, %c3_i64, %c4_i64, %c4_i64, %33, %34 : tensor<6xi64>
    %reshape = tensor.reshape %17(%from_elements) : (tensor<1x48x?x?xf32>, tensor<6xi64>) -> tensor<1x3x4x4x?x?xf32>
    %35 = arith.index_cast %33 : i64 to index
    %36 = arith.index_cast %34 : i64 to index
    %37 = tensor.empty(%35, %36) : tensor<1x3x?x4x?x4xf32>
    %transposed = linalg.transpose ins(%reshape : tensor<1x3x4x4x?x?xf32>) outs(%37 : tensor<1x3x?x4x?x4xf32>) permutation = [0, 1, 4, 2, 5, 3] 
    %38 = arith.muli %18, %c3_i64 : i64
    %39 = arith.cmpi slt, %18, %c0_i64 : i64
    %40 = arith.select %39, %c3_i64, %38 : i64
    %41 = arith.extui %39 : i1 to i64
    %42 = arith.muli %40, %19 : i64
    %43 = arith.addi %41, %c1_i64 : i64
    %44 = arith.cmpi slt, %19, %c0_i64 : i64
    %45 = arith.select %44, %40, %42 : i64
    %46 = arith.select %44, %43, %41 : i64
    %47 = arith.cmpi sle, %46, %c1_i64 : i64
    cf.assert %47, "must have at most one inferred (negative) dimension"
    %48 = arith.muli %33, %c12_i64 : i64
    %49 = arith.muli %48, %34 : i64
    %50 = arith.muli %49, %c4_i64 : i64
    %51 = arith.divsi %50, %45 : i64
    %52 = arith.select %39, %51, %18 : i64
    %53 = arith.select %44, %51, %19 : i64
    %from_elements_22 = tensor.from_elements %c1_i64, %c3_i64, %52, %53 : tensor<4xi64>
    %reshape_23 = tensor.reshape %transposed(%from_elements_22) : (tensor<1x3x?x4x?x4xf32>, tensor<4xi64>) -> tensor<1x3x?x?xf32>
    %54 = arith.sitofp %0 : i64 to f32
    %55 = arith.mulf %54, %cst_12 : f32
    %56 = math.floor %55 : f32
    %57 = arith.fptosi %56 : f32 to i64
    %58 = arith.sitofp %1 : i64 to f32
    %59 = arith.mulf %58, %cst_12 : f32
    %60 = math.floor %59 : f32
    %61 = arith.fptosi %60 : f32 to i64
    %62 = arith.index_cast %57 : i64 to index
    %63 = arith.index_cast %61 : i64 to index
    %64 = tensor.empty(%62, %63) : tensor<1x3x?x?xf32>
    %65 = linalg.generic {indexing_maps = [#map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} outs(%64 : tensor<1x3x?x?xf32>) {
    ^bb0(%out: f32):
      %72 = linalg.index 1 : index
      %73 = linalg.index 2 : index
      %74 = linalg.index 3 : index
      %75 = arith.index_cast %73 : index to i64
      %76 = arith.sitofp %75 : i64 to f32
      %77 = arith.divf %76, %cst_12 : f32
      %78 = math.floor %77 : f32
      %79 = arith.subf %54, %cst_0 : f32
      %80 = arith.maximumf %78, %cst : f32
      %81 = arith.minimumf %80, %79 : f32
      %82 = arith.fptosi %81 : f32 to i64
      %83 = arith.index_cast %82 : i64 to index
      %84 = arith.index_cast %74 : index to i64
      %85 = arith.sitofp %84 : i64 to f32
      %86 = arith.divf %85, %cst_12 : f32
      %87 = math.floor %86 : f32
      %88 = arith.subf %58, %cst_0 : f32
      %89 = arith.maximumf %87, %cst : f32
      %90 = arith.minimumf %89, %88 : f32
      %91 = arith.fptosi %90 : f32 to i64
      %92 = arith.index_cast %91 : i64 to index
      %extracted = tensor.extract %arg0[%c0, %72, %83, %92] : tensor<1x3x?x?xf32>
      linalg.yield %extracted : f32
    } -> tensor<1x3x?x?xf32>
    %66 = arith.index_cast %52 : i64 to index
    %67 = arith.index_cast %53 : i64 to index
    %68 = arith.cmpi eq, %66, %62 : index
    cf.assert %68, "mismatched size for broadcast"
    %69 = arith.cmpi eq, %67, %63 : index
    cf.assert %69, "mismatched size for broadcast"
    %70 = tensor.empty(%66, %67) : tensor<1x3x?x?xf32>
    %71 = linalg.generic {indexing_maps = [#map, #map, #map], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%reshape_23, %65 : tensor<1x3x?x?xf32>, tensor<1x3x?x?xf32>) outs(%70 : tensor<1x3x?x?xf32>) {
    ^bb0(%in: f32, %in_24: f32, %out: f32):
      %72 = arith.addf %in, %in_24 : f32
      linalg.yield %72 : f32
    } -> tensor<1x3x?x?xf32>
    return %71 : tensor<1x3x?x?xf32>
  }
}

