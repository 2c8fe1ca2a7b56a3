#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1) -> (0, d1)>
#map4 = affine_map<(d0, d1) -> (d0, 0)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1) -> (d0)>
module {
  util.global private @emb_0 = #stream.parameter.named<"model"::"emb_0"> : tensor<20x4xf32>
  util.global private @emb_1 = #stream.parameter.named<"model"::"emb_1"> : tensor<20x4xf32>
  util.global private @emb_2 = #stream.parameter.named<"model"::"emb_2"> : tensor<20x4xf32>
  util.global private @v_W_l_0 = #stream.parameter.named<"model"::"v_W_l_0"> : tensor<20xf32>
  util.global private @v_W_l_1 = #stream.parameter.named<"model"::"v_W_l_1"> : tensor<20xf32>
  util.global private @v_W_l_2 = #stream.parameter.named<"model"::"v_W_l_2"> : tensor<20xf32>
  func.func @forward(%arg0: tensor<8x5xf32>, %arg1: tensor<24xi64>, %arg2: tensor<8xi64>, %arg3: tensor<24xi64>, %arg4: tensor<8xi64>, %arg5: tensor<24xi64>, %arg6: tensor<8xi64>) -> tensor<8x1xf32> {
    %arg7 = util.global.load @emb_0 : tensor<20x4xf32>
    %arg8 = util.global.load @emb_1 : tensor<20x4xf32>
    %arg9 = util.global.load @emb_2 : tensor<20x4xf32>
    %arg10 = util.global.load @v_W_l_0 : tensor<20xf32>
    %arg11 = util.global.load @v_W_l_1 : tensor<20xf32>
    %arg12 = util.global.load @v_W_l_2 : tensor<20xf32>
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %c20 = arith.constant 20 : index
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<-1.50977254> : tensor<8x1xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_1_6_torch.float32> : tensor<1x6xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_6_10_torch.float32> : tensor<6x10xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_4_5_torch.float32> : tensor<4x5xf32>
    %cst_8 = arith.constant dense<24> : tensor<1xi64>
    %cst_9 = arith.constant dense_resource<torch_tensor_6_torch.int64> : tensor<6xi64>
    %cst_10 = arith.constant dense_resource<torch_tensor_6_torch.int64_1> : tensor<6xi64>
    %0 = tensor.empty() : tensor<5x4xf32>
    %transposed = linalg.transpose ins(%cst_7 : tensor<4x5xf32>) outs(%0 : tensor<5x4xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x4xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<8x5xf32>, tensor<5x4xf32>) outs(%2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_6 : tensor<4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %54 = arith.addf %in, %in_31 : f32
      linalg.yield %54 : f32
    } -> tensor<8x4xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.cmpf ugt, %in, %cst : f32
      %55 = arith.select %54, %in, %cst : f32
      linalg.yield %55 : f32
    } -> tensor<8x4xf32>
    %7 = tensor.empty() : tensor<24xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<24xf32>) -> tensor<24xf32>
    %9 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<24xi64>) outs(%8 : tensor<24xf32>) {
    ^bb0(%in: i64, %out: f32):
      %54 = arith.index_cast %in : i64 to index
      %55 = arith.cmpi slt, %54, %c20 : index
      cf.assert %55, "index must be smaller than dim size"
      %56 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %56, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg10[%54] : tensor<20xf32>
      linalg.yield %extracted : f32
    } -> tensor<24xf32>
    %10 = tensor.empty() : tensor<24xi64>
    %11 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%10 : tensor<24xi64>) {
    ^bb0(%out: i64):
      %54 = linalg.index 0 : index
      %55 = arith.index_cast %54 : index to i64
      linalg.yield %55 : i64
    } -> tensor<24xi64>
    %extracted_slice = tensor.extract_slice %arg2[1] [7] [1] : tensor<8xi64> to tensor<7xi64>
    %concat = tensor.concat dim(0) %extracted_slice, %cst_8 : (tensor<7xi64>, tensor<1xi64>) -> tensor<8xi64>
    %expanded = tensor.expand_shape %11 [[0, 1]] output_shape [1, 24] : tensor<24xi64> into tensor<1x24xi64>
    %expanded_11 = tensor.expand_shape %arg2 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %12 = tensor.empty() : tensor<8x24xi1>
    %13 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_11 : tensor<1x24xi64>, tensor<8x1xi64>) outs(%12 : tensor<8x24xi1>) {
    ^bb0(%in: i64, %in_31: i64, %out: i1):
      %54 = arith.cmpi sge, %in, %in_31 : i64
      linalg.yield %54 : i1
    } -> tensor<8x24xi1>
    %expanded_12 = tensor.expand_shape %concat [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %14 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_12 : tensor<1x24xi64>, tensor<8x1xi64>) outs(%12 : tensor<8x24xi1>) {
    ^bb0(%in: i64, %in_31: i64, %out: i1):
      %54 = arith.cmpi slt, %in, %in_31 : i64
      linalg.yield %54 : i1
    } -> tensor<8x24xi1>
    %15 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %14 : tensor<8x24xi1>, tensor<8x24xi1>) outs(%12 : tensor<8x24xi1>) {
    ^bb0(%in: i1, %in_31: i1, %out: i1):
      %54 = arith.andi %in, %in_31 : i1
      linalg.yield %54 : i1
    } -> tensor<8x24xi1>
    %expanded_13 = tensor.expand_shape %9 [[0, 1]] output_shape [1, 24] : tensor<24xf32> into tensor<1x24xf32>
    %16 = tensor.empty() : tensor<8x24xf32>
    %17 = linalg.generic {indexing_maps = [#map1, #map3, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%15, %expanded_13, %cst_2 : tensor<8x24xi1>, tensor<1x24xf32>, tensor<f32>) outs(%16 : tensor<8x24xf32>) {
    ^bb0(%in: i1, %in_31: f32, %in_32: f32, %out: f32):
      %54 = arith.select %in, %in_31, %in_32 : f32
      linalg.yield %54 : f32
    } -> tensor<8x24xf32>
    %18 = tensor.empty() : tensor<24x4xf32>
    %19 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<24xi64>) outs(%18 : tensor<24x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %54 = arith.index_cast %in : i64 to index
      %55 = linalg.index 1 : index
      %56 = arith.cmpi slt, %54, %c20 : index
      cf.assert %56, "index must be smaller than dim size"
      %57 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %57, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg7[%54, %55] : tensor<20x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<24x4xf32>
    %20 = linalg.matmul ins(%17, %19 : tensor<8x24xf32>, tensor<24x4xf32>) outs(%2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %21 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<24xi64>) outs(%8 : tensor<24xf32>) {
    ^bb0(%in: i64, %out: f32):
      %54 = arith.index_cast %in : i64 to index
      %55 = arith.cmpi slt, %54, %c20 : index
      cf.assert %55, "index must be smaller than dim size"
      %56 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %56, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg11[%54] : tensor<20xf32>
      linalg.yield %extracted : f32
    } -> tensor<24xf32>
    %extracted_slice_14 = tensor.extract_slice %arg4[1] [7] [1] : tensor<8xi64> to tensor<7xi64>
    %concat_15 = tensor.concat dim(0) %extracted_slice_14, %cst_8 : (tensor<7xi64>, tensor<1xi64>) -> tensor<8xi64>
    %expanded_16 = tensor.expand_shape %arg4 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %22 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_16 : tensor<1x24xi64>, tensor<8x1xi64>) outs(%12 : tensor<8x24xi1>) {
    ^bb0(%in: i64, %in_31: i64, %out: i1):
      %54 = arith.cmpi sge, %in, %in_31 : i64
      linalg.yield %54 : i1
    } -> tensor<8x24xi1>
    %expanded_17 = tensor.expand_shape %concat_15 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %23 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_17 : tensor<1x24xi64>, tensor<8x1xi64>) outs(%12 : tensor<8x24xi1>) {
    ^bb0(%in: i64, %in_31: i64, %out: i1):
      %54 = arith.cmpi slt, %in, %in_31 : i64
      linalg.yield %54 : i1
    } -> tensor<8x24xi1>
    %24 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %23 : tensor<8x24xi1>, tensor<8x24xi1>) outs(%12 : tensor<8x24xi1>) {
    ^bb0(%in: i1, %in_31: i1, %out: i1):
      %54 = arith.andi %in, %in_31 : i1
      linalg.yield %54 : i1
    } -> tensor<8x24xi1>
    %expanded_18 = tensor.expand_shape %21 [[0, 1]] output_shape [1, 24] : tensor<24xf32> into tensor<1x24xf32>
    %25 = linalg.generic {indexing_maps = [#map1, #map3, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %expanded_18, %cst_2 : tensor<8x24xi1>, tensor<1x24xf32>, tensor<f32>) outs(%16 : tensor<8x24xf32>) {
    ^bb0(%in: i1, %in_31: f32, %in_32: f32, %out: f32):
      %54 = arith.select %in, %in_31, %in_32 : f32
      linalg.yield %54 : f32
    } -> tensor<8x24xf32>
    %26 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<24xi64>) outs(%18 : tensor<24x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %54 = arith.index_cast %in : i64 to index
      %55 = linalg.index 1 : index
      %56 = arith.cmpi slt, %54, %c20 : index
      cf.assert %56, "index must be smaller than dim size"
      %57 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %57, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg8[%54, %55] : tensor<20x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<24x4xf32>
    %27 = linalg.matmul ins(%25, %26 : tensor<8x24xf32>, tensor<24x4xf32>) outs(%2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %28 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg5 : tensor<24xi64>) outs(%8 : tensor<24xf32>) {
    ^bb0(%in: i64, %out: f32):
      %54 = arith.index_cast %in : i64 to index
      %55 = arith.cmpi slt, %54, %c20 : index
      cf.assert %55, "index must be smaller than dim size"
      %56 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %56, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg12[%54] : tensor<20xf32>
      linalg.yield %extracted : f32
    } -> tensor<24xf32>
    %extracted_slice_19 = tensor.extract_slice %arg6[1] [7] [1] : tensor<8xi64> to tensor<7xi64>
    %concat_20 = tensor.concat dim(0) %extracted_slice_19, %cst_8 : (tensor<7xi64>, tensor<1xi64>) -> tensor<8xi64>
    %expanded_21 = tensor.expand_shape %arg6 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %29 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_21 : tensor<1x24xi64>, tensor<8x1xi64>) outs(%12 : tensor<8x24xi1>) {
    ^bb0(%in: i64, %in_31: i64, %out: i1):
      %54 = arith.cmpi sge, %in, %in_31 : i64
      linalg.yield %54 : i1
    } -> tensor<8x24xi1>
    %expanded_22 = tensor.expand_shape %concat_20 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %30 = linalg.generic {indexing_maps = [#map3, #map4, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_22 : tensor<1x24xi64>, tensor<8x1xi64>) outs(%12 : tensor<8x24xi1>) {
    ^bb0(%in: i64, %in_31: i64, %out: i1):
      %54 = arith.cmpi slt, %in, %in_31 : i64
      linalg.yield %54 : i1
    } -> tensor<8x24xi1>
    %31 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%29, %30 : tensor<8x24xi1>, tensor<8x24xi1>) outs(%12 : tensor<8x24xi1>) {
    ^bb0(%in: i1, %in_31: i1, %out: i1):
      %54 = arith.andi %in, %in_31 : i1
      linalg.yield %54 : i1
    } -> tensor<8x24xi1>
    %expanded_23 = tensor.expand_shape %28 [[0, 1]] output_shape [1, 24] : tensor<24xf32> into tensor<1x24xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map3, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%31, %expanded_23, %cst_2 : tensor<8x24xi1>, tensor<1x24xf32>, tensor<f32>) outs(%16 : tensor<8x24xf32>) {
    ^bb0(%in: i1, %in_31: f32, %in_32: f32, %out: f32):
      %54 = arith.select %in, %in_31, %in_32 : f32
      linalg.yield %54 : f32
    } -> tensor<8x24xf32>
    %33 = linalg.generic {indexing_maps = [#map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<24xi64>) outs(%18 : tensor<24x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %54 = arith.index_cast %in : i64 to index
      %55 = linalg.index 1 : index
      %56 = arith.cmpi slt, %54, %c20 : index
      cf.assert %56, "index must be smaller than dim size"
      %57 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %57, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg9[%54, %55] : tensor<20x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<24x4xf32>
    %34 = linalg.matmul ins(%32, %33 : tensor<8x24xf32>, tensor<24x4xf32>) outs(%2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %concat_24 = tensor.concat dim(1) %6, %20, %27, %34 : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x16xf32>
    %expanded_25 = tensor.expand_shape %concat_24 [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
    %35 = tensor.empty() : tensor<8x4x4xf32>
    %transposed_26 = linalg.transpose ins(%expanded_25 : tensor<8x4x4xf32>) outs(%35 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %36 = linalg.fill ins(%cst : f32) outs(%35 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %37 = linalg.batch_matmul ins(%expanded_25, %transposed_26 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%36 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %38 = tensor.empty() : tensor<8xi64>
    %39 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%38 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %54 = linalg.index 0 : index
      %55 = arith.index_cast %54 : index to i64
      linalg.yield %55 : i64
    } -> tensor<8xi64>
    %expanded_27 = tensor.expand_shape %39 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %40 = tensor.empty() : tensor<8x6xf32>
    %41 = linalg.generic {indexing_maps = [#map4, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_27, %cst_9, %cst_10 : tensor<8x1xi64>, tensor<6xi64>, tensor<6xi64>) outs(%40 : tensor<8x6xf32>) {
    ^bb0(%in: i64, %in_31: i64, %in_32: i64, %out: f32):
      %54 = arith.cmpi slt, %in, %c0_i64 : i64
      %55 = arith.addi %in, %c8_i64 : i64
      %56 = arith.select %54, %55, %in : i64
      %57 = arith.index_cast %56 : i64 to index
      %58 = arith.cmpi slt, %in_31, %c0_i64 : i64
      %59 = arith.addi %in_31, %c4_i64 : i64
      %60 = arith.select %58, %59, %in_31 : i64
      %61 = arith.index_cast %60 : i64 to index
      %62 = arith.cmpi slt, %in_32, %c0_i64 : i64
      %63 = arith.addi %in_32, %c4_i64 : i64
      %64 = arith.select %62, %63, %in_32 : i64
      %65 = arith.index_cast %64 : i64 to index
      %extracted = tensor.extract %37[%57, %61, %65] : tensor<8x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x6xf32>
    %concat_28 = tensor.concat dim(1) %6, %41 : (tensor<8x4xf32>, tensor<8x6xf32>) -> tensor<8x10xf32>
    %42 = tensor.empty() : tensor<10x6xf32>
    %transposed_29 = linalg.transpose ins(%cst_5 : tensor<6x10xf32>) outs(%42 : tensor<10x6xf32>) permutation = [1, 0] 
    %43 = linalg.fill ins(%cst : f32) outs(%40 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %44 = linalg.matmul ins(%concat_28, %transposed_29 : tensor<8x10xf32>, tensor<10x6xf32>) outs(%43 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %45 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<6xf32>) outs(%40 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6xf32>
    %46 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%44, %45 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%40 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %54 = arith.addf %in, %in_31 : f32
      linalg.yield %54 : f32
    } -> tensor<8x6xf32>
    %47 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%46 : tensor<8x6xf32>) outs(%40 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.cmpf ugt, %in, %cst : f32
      %55 = arith.select %54, %in, %cst : f32
      linalg.yield %55 : f32
    } -> tensor<8x6xf32>
    %48 = tensor.empty() : tensor<6x1xf32>
    %transposed_30 = linalg.transpose ins(%cst_3 : tensor<1x6xf32>) outs(%48 : tensor<6x1xf32>) permutation = [1, 0] 
    %49 = tensor.empty() : tensor<8x1xf32>
    %50 = linalg.fill ins(%cst : f32) outs(%49 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %51 = linalg.matmul ins(%47, %transposed_30 : tensor<8x6xf32>, tensor<6x1xf32>) outs(%50 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_1 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%49 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_31: f32, %out: f32):
      %54 = arith.addf %in, %in_31 : f32
      linalg.yield %54 : f32
    } -> tensor<8x1xf32>
    %53 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%52 : tensor<8x1xf32>) outs(%49 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %54 = arith.negf %in : f32
      %55 = math.exp %54 : f32
      %56 = arith.addf %55, %cst_0 : f32
      %57 = arith.divf %cst_0, %56 : f32
      linalg.yield %57 : f32
    } -> tensor<8x1xf32>
    return %53 : tensor<8x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_6_torch.float32: "0x04000000D83B79BD55FC643EA0D14DBEB1EF133D1B6F1FBEBCF1203E",
      torch_tensor_6_torch.float32: "0x04000000A61A8D3E6470113E3DC468BE9D63E6BE3743FC3DA11DC83E",
      torch_tensor_6_10_torch.float32: "0x040000007D51543FFEEC7EBECD0724BEF2EFC0BE5B9EFABD7C2608BB14FC8A3E10055DBEC48386BDBB3400BF9BC695BE5F6D793F337CBC3EEF738DBE4218F2BE6F99B0BE344BFBBB332A493C61BE86BE15E5E8BE30BD003F1187233EAD9B07BE9AC69FBDE4B53FBEC9DE84BF087F273D0CCAC1BE5881B5BEBCCC67BE8F8F843E82E3D3BEFCD001BFB5A6673E2C8E883EE695ADBE169C4B3E182AD3BDAA28DA3D1942E4BE1FC5963E2AD0D93E28A5663E02244A3EB4B6AABF52B7BC3D206513BCD4F154BD2B4B64BEA65AA03CD333153EC700BFBDC3BD27BEF69BDE3EC317C8BE5F7ABA3EA106803D4A9891BE25F8D1BD6189A6BE",
      torch_tensor_4_torch.float32: "0x04000000979E83BD46E82E3F334AAABE21F9333E",
      torch_tensor_4_5_torch.float32: "0x04000000E2C4723DE4137FBD64929A3E7E8C4A3DE74981BE6C8C2E3EBC5D1D3F2D96E43E59DAA9BEE4B518BFD76E96BE26979F3CB64A8CBFBD3AD3BD225B16BF49BDB0BEA35C83BE11AF18BE9AB3463EBF9EFB3E",
      torch_tensor_6_torch.int64: "0x08000000010000000000000002000000000000000200000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_6_torch.int64_1: "0x08000000000000000000000000000000000000000100000000000000000000000000000001000000000000000200000000000000"
    }
  }
#-}
