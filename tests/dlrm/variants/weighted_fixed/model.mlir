#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0) -> ()>
#map4 = affine_map<(d0, d1) -> (0, d1)>
#map5 = affine_map<(d0, d1) -> (d0, 0)>
#map6 = affine_map<(d0, d1) -> ()>
#map7 = affine_map<(d0, d1) -> (d0)>
module {
  util.global private @emb_0 = #stream.parameter.named<"model"::"emb_0"> : tensor<30x4xf32>
  util.global private @emb_1 = #stream.parameter.named<"model"::"emb_1"> : tensor<20x4xf32>
  util.global private @emb_2 = #stream.parameter.named<"model"::"emb_2"> : tensor<9x4xf32>
  func.func @forward(%arg0: tensor<8x5xf32>, %arg1: tensor<?xi64>, %arg2: tensor<8xi64>, %arg3: tensor<?xi64>, %arg4: tensor<8xi64>, %arg5: tensor<?xi64>, %arg6: tensor<8xi64>) -> tensor<8x1xf32> {
    %arg7 = util.global.load @emb_0 : tensor<30x4xf32>
    %arg8 = util.global.load @emb_1 : tensor<20x4xf32>
    %arg9 = util.global.load @emb_2 : tensor<9x4xf32>
    %c8_i64 = arith.constant 8 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %c30 = arith.constant 30 : index
    %c20 = arith.constant 20 : index
    %c9 = arith.constant 9 : index
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<-0.376027137> : tensor<8x1xf32>
    %cst_2 = arith.constant dense<0.000000e+00> : tensor<f32>
    %cst_3 = arith.constant dense_resource<torch_tensor_1_6_torch.float32> : tensor<1x6xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_6_10_torch.float32> : tensor<6x10xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_9_torch.float32> : tensor<9xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_20_torch.float32> : tensor<20xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_30_torch.float32> : tensor<30xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_4_5_torch.float32> : tensor<4x5xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_6_torch.int64> : tensor<6xi64>
    %cst_12 = arith.constant dense_resource<torch_tensor_6_torch.int64_1> : tensor<6xi64>
    %dim = tensor.dim %arg1, %c0 : tensor<?xi64>
    %0 = arith.index_cast %dim : index to i64
    %dim_13 = tensor.dim %arg3, %c0 : tensor<?xi64>
    %1 = arith.index_cast %dim_13 : index to i64
    %dim_14 = tensor.dim %arg5, %c0 : tensor<?xi64>
    %2 = arith.index_cast %dim_14 : index to i64
    %3 = tensor.empty() : tensor<5x4xf32>
    %transposed = linalg.transpose ins(%cst_10 : tensor<4x5xf32>) outs(%3 : tensor<5x4xf32>) permutation = [1, 0] 
    %4 = tensor.empty() : tensor<8x4xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %6 = linalg.matmul ins(%arg0, %transposed : tensor<8x5xf32>, tensor<5x4xf32>) outs(%5 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<4xf32>) outs(%4 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %8 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%6, %7 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%4 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %79 = arith.addf %in, %in_37 : f32
      linalg.yield %79 : f32
    } -> tensor<8x4xf32>
    %9 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%8 : tensor<8x4xf32>) outs(%4 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.cmpf ugt, %in, %cst : f32
      %80 = arith.select %79, %in, %cst : f32
      linalg.yield %80 : f32
    } -> tensor<8x4xf32>
    %10 = tensor.empty(%dim) : tensor<?xf32>
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<?xf32>) -> tensor<?xf32>
    %12 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<?xi64>) outs(%11 : tensor<?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %79 = arith.index_cast %in : i64 to index
      %80 = arith.cmpi slt, %79, %c30 : index
      cf.assert %80, "index must be smaller than dim size"
      %81 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %81, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_8[%79] : tensor<30xf32>
      linalg.yield %extracted : f32
    } -> tensor<?xf32>
    %13 = tensor.empty(%dim) : tensor<?xi64>
    %14 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%13 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %79 = linalg.index 0 : index
      %80 = arith.index_cast %79 : index to i64
      linalg.yield %80 : i64
    } -> tensor<?xi64>
    %extracted_slice = tensor.extract_slice %arg2[1] [7] [1] : tensor<8xi64> to tensor<7xi64>
    %15 = tensor.empty() : tensor<i64>
    %16 = linalg.fill ins(%0 : i64) outs(%15 : tensor<i64>) -> tensor<i64>
    %17 = tensor.empty() : tensor<1xi64>
    %18 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel"]} ins(%16 : tensor<i64>) outs(%17 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1xi64>
    %concat = tensor.concat dim(0) %extracted_slice, %18 : (tensor<7xi64>, tensor<1xi64>) -> tensor<8xi64>
    %expanded = tensor.expand_shape %14 [[0, 1]] output_shape [1, %dim] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_15 = tensor.expand_shape %arg2 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %19 = tensor.empty(%dim) : tensor<8x?xi1>
    %20 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_15 : tensor<1x?xi64>, tensor<8x1xi64>) outs(%19 : tensor<8x?xi1>) {
    ^bb0(%in: i64, %in_37: i64, %out: i1):
      %79 = arith.cmpi sge, %in, %in_37 : i64
      linalg.yield %79 : i1
    } -> tensor<8x?xi1>
    %expanded_16 = tensor.expand_shape %concat [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %21 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded, %expanded_16 : tensor<1x?xi64>, tensor<8x1xi64>) outs(%19 : tensor<8x?xi1>) {
    ^bb0(%in: i64, %in_37: i64, %out: i1):
      %79 = arith.cmpi slt, %in, %in_37 : i64
      linalg.yield %79 : i1
    } -> tensor<8x?xi1>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20, %21 : tensor<8x?xi1>, tensor<8x?xi1>) outs(%19 : tensor<8x?xi1>) {
    ^bb0(%in: i1, %in_37: i1, %out: i1):
      %79 = arith.andi %in, %in_37 : i1
      linalg.yield %79 : i1
    } -> tensor<8x?xi1>
    %expanded_17 = tensor.expand_shape %12 [[0, 1]] output_shape [1, %dim] : tensor<?xf32> into tensor<1x?xf32>
    %23 = tensor.empty(%dim) : tensor<8x?xf32>
    %24 = linalg.generic {indexing_maps = [#map1, #map4, #map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%22, %expanded_17, %cst_2 : tensor<8x?xi1>, tensor<1x?xf32>, tensor<f32>) outs(%23 : tensor<8x?xf32>) {
    ^bb0(%in: i1, %in_37: f32, %in_38: f32, %out: f32):
      %79 = arith.select %in, %in_37, %in_38 : f32
      linalg.yield %79 : f32
    } -> tensor<8x?xf32>
    %25 = tensor.empty(%dim) : tensor<?x4xf32>
    %26 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg1 : tensor<?xi64>) outs(%25 : tensor<?x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %79 = arith.index_cast %in : i64 to index
      %80 = linalg.index 1 : index
      %81 = arith.cmpi slt, %79, %c30 : index
      cf.assert %81, "index must be smaller than dim size"
      %82 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %82, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg7[%79, %80] : tensor<30x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4xf32>
    %27 = linalg.matmul ins(%24, %26 : tensor<8x?xf32>, tensor<?x4xf32>) outs(%5 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %28 = tensor.empty(%dim_13) : tensor<?xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<?xf32>) -> tensor<?xf32>
    %30 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<?xi64>) outs(%29 : tensor<?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %79 = arith.index_cast %in : i64 to index
      %80 = arith.cmpi slt, %79, %c20 : index
      cf.assert %80, "index must be smaller than dim size"
      %81 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %81, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_7[%79] : tensor<20xf32>
      linalg.yield %extracted : f32
    } -> tensor<?xf32>
    %31 = tensor.empty(%dim_13) : tensor<?xi64>
    %32 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%31 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %79 = linalg.index 0 : index
      %80 = arith.index_cast %79 : index to i64
      linalg.yield %80 : i64
    } -> tensor<?xi64>
    %extracted_slice_18 = tensor.extract_slice %arg4[1] [7] [1] : tensor<8xi64> to tensor<7xi64>
    %33 = linalg.fill ins(%1 : i64) outs(%15 : tensor<i64>) -> tensor<i64>
    %34 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel"]} ins(%33 : tensor<i64>) outs(%17 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1xi64>
    %concat_19 = tensor.concat dim(0) %extracted_slice_18, %34 : (tensor<7xi64>, tensor<1xi64>) -> tensor<8xi64>
    %expanded_20 = tensor.expand_shape %32 [[0, 1]] output_shape [1, %dim_13] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_21 = tensor.expand_shape %arg4 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %35 = tensor.empty(%dim_13) : tensor<8x?xi1>
    %36 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_20, %expanded_21 : tensor<1x?xi64>, tensor<8x1xi64>) outs(%35 : tensor<8x?xi1>) {
    ^bb0(%in: i64, %in_37: i64, %out: i1):
      %79 = arith.cmpi sge, %in, %in_37 : i64
      linalg.yield %79 : i1
    } -> tensor<8x?xi1>
    %expanded_22 = tensor.expand_shape %concat_19 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %37 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_20, %expanded_22 : tensor<1x?xi64>, tensor<8x1xi64>) outs(%35 : tensor<8x?xi1>) {
    ^bb0(%in: i64, %in_37: i64, %out: i1):
      %79 = arith.cmpi slt, %in, %in_37 : i64
      linalg.yield %79 : i1
    } -> tensor<8x?xi1>
    %38 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%36, %37 : tensor<8x?xi1>, tensor<8x?xi1>) outs(%35 : tensor<8x?xi1>) {
    ^bb0(%in: i1, %in_37: i1, %out: i1):
      %79 = arith.andi %in, %in_37 : i1
      linalg.yield %79 : i1
    } -> tensor<8x?xi1>
    %expanded_23 = tensor.expand_shape %30 [[0, 1]] output_shape [1, %dim_13] : tensor<?xf32> into tensor<1x?xf32>
    %39 = tensor.empty(%dim_13) : tensor<8x?xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map4, #map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%38, %expanded_23, %cst_2 : tensor<8x?xi1>, tensor<1x?xf32>, tensor<f32>) outs(%39 : tensor<8x?xf32>) {
    ^bb0(%in: i1, %in_37: f32, %in_38: f32, %out: f32):
      %79 = arith.select %in, %in_37, %in_38 : f32
      linalg.yield %79 : f32
    } -> tensor<8x?xf32>
    %41 = tensor.empty(%dim_13) : tensor<?x4xf32>
    %42 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg3 : tensor<?xi64>) outs(%41 : tensor<?x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %79 = arith.index_cast %in : i64 to index
      %80 = linalg.index 1 : index
      %81 = arith.cmpi slt, %79, %c20 : index
      cf.assert %81, "index must be smaller than dim size"
      %82 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %82, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg8[%79, %80] : tensor<20x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4xf32>
    %43 = linalg.matmul ins(%40, %42 : tensor<8x?xf32>, tensor<?x4xf32>) outs(%5 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %44 = tensor.empty(%dim_14) : tensor<?xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<?xf32>) -> tensor<?xf32>
    %46 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg5 : tensor<?xi64>) outs(%45 : tensor<?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %79 = arith.index_cast %in : i64 to index
      %80 = arith.cmpi slt, %79, %c9 : index
      cf.assert %80, "index must be smaller than dim size"
      %81 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %81, "index must be larger or equal to 0"
      %extracted = tensor.extract %cst_6[%79] : tensor<9xf32>
      linalg.yield %extracted : f32
    } -> tensor<?xf32>
    %47 = tensor.empty(%dim_14) : tensor<?xi64>
    %48 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%47 : tensor<?xi64>) {
    ^bb0(%out: i64):
      %79 = linalg.index 0 : index
      %80 = arith.index_cast %79 : index to i64
      linalg.yield %80 : i64
    } -> tensor<?xi64>
    %extracted_slice_24 = tensor.extract_slice %arg6[1] [7] [1] : tensor<8xi64> to tensor<7xi64>
    %49 = linalg.fill ins(%2 : i64) outs(%15 : tensor<i64>) -> tensor<i64>
    %50 = linalg.generic {indexing_maps = [#map3, #map2], iterator_types = ["parallel"]} ins(%49 : tensor<i64>) outs(%17 : tensor<1xi64>) {
    ^bb0(%in: i64, %out: i64):
      linalg.yield %in : i64
    } -> tensor<1xi64>
    %concat_25 = tensor.concat dim(0) %extracted_slice_24, %50 : (tensor<7xi64>, tensor<1xi64>) -> tensor<8xi64>
    %expanded_26 = tensor.expand_shape %48 [[0, 1]] output_shape [1, %dim_14] : tensor<?xi64> into tensor<1x?xi64>
    %expanded_27 = tensor.expand_shape %arg6 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %51 = tensor.empty(%dim_14) : tensor<8x?xi1>
    %52 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_26, %expanded_27 : tensor<1x?xi64>, tensor<8x1xi64>) outs(%51 : tensor<8x?xi1>) {
    ^bb0(%in: i64, %in_37: i64, %out: i1):
      %79 = arith.cmpi sge, %in, %in_37 : i64
      linalg.yield %79 : i1
    } -> tensor<8x?xi1>
    %expanded_28 = tensor.expand_shape %concat_25 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %53 = linalg.generic {indexing_maps = [#map4, #map5, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_26, %expanded_28 : tensor<1x?xi64>, tensor<8x1xi64>) outs(%51 : tensor<8x?xi1>) {
    ^bb0(%in: i64, %in_37: i64, %out: i1):
      %79 = arith.cmpi slt, %in, %in_37 : i64
      linalg.yield %79 : i1
    } -> tensor<8x?xi1>
    %54 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%52, %53 : tensor<8x?xi1>, tensor<8x?xi1>) outs(%51 : tensor<8x?xi1>) {
    ^bb0(%in: i1, %in_37: i1, %out: i1):
      %79 = arith.andi %in, %in_37 : i1
      linalg.yield %79 : i1
    } -> tensor<8x?xi1>
    %expanded_29 = tensor.expand_shape %46 [[0, 1]] output_shape [1, %dim_14] : tensor<?xf32> into tensor<1x?xf32>
    %55 = tensor.empty(%dim_14) : tensor<8x?xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map4, #map6, #map1], iterator_types = ["parallel", "parallel"]} ins(%54, %expanded_29, %cst_2 : tensor<8x?xi1>, tensor<1x?xf32>, tensor<f32>) outs(%55 : tensor<8x?xf32>) {
    ^bb0(%in: i1, %in_37: f32, %in_38: f32, %out: f32):
      %79 = arith.select %in, %in_37, %in_38 : f32
      linalg.yield %79 : f32
    } -> tensor<8x?xf32>
    %57 = tensor.empty(%dim_14) : tensor<?x4xf32>
    %58 = linalg.generic {indexing_maps = [#map7, #map1], iterator_types = ["parallel", "parallel"]} ins(%arg5 : tensor<?xi64>) outs(%57 : tensor<?x4xf32>) {
    ^bb0(%in: i64, %out: f32):
      %79 = arith.index_cast %in : i64 to index
      %80 = linalg.index 1 : index
      %81 = arith.cmpi slt, %79, %c9 : index
      cf.assert %81, "index must be smaller than dim size"
      %82 = arith.cmpi sge, %in, %c0_i64 : i64
      cf.assert %82, "index must be larger or equal to 0"
      %extracted = tensor.extract %arg9[%79, %80] : tensor<9x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<?x4xf32>
    %59 = linalg.matmul ins(%56, %58 : tensor<8x?xf32>, tensor<?x4xf32>) outs(%5 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %concat_30 = tensor.concat dim(1) %9, %27, %43, %59 : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x16xf32>
    %expanded_31 = tensor.expand_shape %concat_30 [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
    %60 = tensor.empty() : tensor<8x4x4xf32>
    %transposed_32 = linalg.transpose ins(%expanded_31 : tensor<8x4x4xf32>) outs(%60 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %61 = linalg.fill ins(%cst : f32) outs(%60 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %62 = linalg.batch_matmul ins(%expanded_31, %transposed_32 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%61 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %63 = tensor.empty() : tensor<8xi64>
    %64 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%63 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %79 = linalg.index 0 : index
      %80 = arith.index_cast %79 : index to i64
      linalg.yield %80 : i64
    } -> tensor<8xi64>
    %expanded_33 = tensor.expand_shape %64 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %65 = tensor.empty() : tensor<8x6xf32>
    %66 = linalg.generic {indexing_maps = [#map5, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_33, %cst_11, %cst_12 : tensor<8x1xi64>, tensor<6xi64>, tensor<6xi64>) outs(%65 : tensor<8x6xf32>) {
    ^bb0(%in: i64, %in_37: i64, %in_38: i64, %out: f32):
      %79 = arith.cmpi slt, %in, %c0_i64 : i64
      %80 = arith.addi %in, %c8_i64 : i64
      %81 = arith.select %79, %80, %in : i64
      %82 = arith.index_cast %81 : i64 to index
      %83 = arith.cmpi slt, %in_37, %c0_i64 : i64
      %84 = arith.addi %in_37, %c4_i64 : i64
      %85 = arith.select %83, %84, %in_37 : i64
      %86 = arith.index_cast %85 : i64 to index
      %87 = arith.cmpi slt, %in_38, %c0_i64 : i64
      %88 = arith.addi %in_38, %c4_i64 : i64
      %89 = arith.select %87, %88, %in_38 : i64
      %90 = arith.index_cast %89 : i64 to index
      %extracted = tensor.extract %62[%82, %86, %90] : tensor<8x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x6xf32>
    %concat_34 = tensor.concat dim(1) %9, %66 : (tensor<8x4xf32>, tensor<8x6xf32>) -> tensor<8x10xf32>
    %67 = tensor.empty() : tensor<10x6xf32>
    %transposed_35 = linalg.transpose ins(%cst_5 : tensor<6x10xf32>) outs(%67 : tensor<10x6xf32>) permutation = [1, 0] 
    %68 = linalg.fill ins(%cst : f32) outs(%65 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %69 = linalg.matmul ins(%concat_34, %transposed_35 : tensor<8x10xf32>, tensor<10x6xf32>) outs(%68 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %70 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_4 : tensor<6xf32>) outs(%65 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6xf32>
    %71 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%69, %70 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%65 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %79 = arith.addf %in, %in_37 : f32
      linalg.yield %79 : f32
    } -> tensor<8x6xf32>
    %72 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%71 : tensor<8x6xf32>) outs(%65 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.cmpf ugt, %in, %cst : f32
      %80 = arith.select %79, %in, %cst : f32
      linalg.yield %80 : f32
    } -> tensor<8x6xf32>
    %73 = tensor.empty() : tensor<6x1xf32>
    %transposed_36 = linalg.transpose ins(%cst_3 : tensor<1x6xf32>) outs(%73 : tensor<6x1xf32>) permutation = [1, 0] 
    %74 = tensor.empty() : tensor<8x1xf32>
    %75 = linalg.fill ins(%cst : f32) outs(%74 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %76 = linalg.matmul ins(%72, %transposed_36 : tensor<8x6xf32>, tensor<6x1xf32>) outs(%75 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %77 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%76, %cst_1 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%74 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_37: f32, %out: f32):
      %79 = arith.addf %in, %in_37 : f32
      linalg.yield %79 : f32
    } -> tensor<8x1xf32>
    %78 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%77 : tensor<8x1xf32>) outs(%74 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %79 = arith.negf %in : f32
      %80 = math.exp %79 : f32
      %81 = arith.addf %80, %cst_0 : f32
      %82 = arith.divf %cst_0, %81 : f32
      linalg.yield %82 : f32
    } -> tensor<8x1xf32>
    return %78 : tensor<8x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_6_torch.float32: "0x04000000A96198BE38D316BF0525253EAA01033FD83B79BD55FC643E",
      torch_tensor_6_torch.float32: "0x04000000E2D4933D551EA8BEA273F2BDC94CC0BEA61A8D3E6470113E",
      torch_tensor_6_10_torch.float32: "0x040000002D5D9A3E87BA71BE0F676C3DD66196BE7D51543FFEEC7EBECD0724BEF2EFC0BE5B9EFABD7C2608BB14FC8A3E10055DBEC48386BDBB3400BF9BC695BE5F6D793F337CBC3EEF738DBE4218F2BE6F99B0BE344BFBBB332A493C61BE86BE15E5E8BE30BD003F1187233EAD9B07BE9AC69FBDE4B53FBEC9DE84BF087F273D0CCAC1BE5881B5BEBCCC67BE8F8F843E82E3D3BEFCD001BFB5A6673E2C8E883EE695ADBE169C4B3E182AD3BDAA28DA3D1942E4BE1FC5963E2AD0D93E28A5663E02244A3EB4B6AABF52B7BC3D206513BCD4F154BD2B4B64BEA65AA03CD333153EC700BFBDC3BD27BEF69BDE3EC317C8BE5F7ABA3E",
      torch_tensor_9_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_20_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_30_torch.float32: "0x040000000000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F0000803F",
      torch_tensor_4_torch.float32: "0x04000000979E83BD46E82E3F334AAABE21F9333E",
      torch_tensor_4_5_torch.float32: "0x04000000E2C4723DE4137FBD64929A3E7E8C4A3DE74981BE6C8C2E3EBC5D1D3F2D96E43E59DAA9BEE4B518BFD76E96BE26979F3CB64A8CBFBD3AD3BD225B16BF49BDB0BEA35C83BE11AF18BE9AB3463EBF9EFB3E",
      torch_tensor_6_torch.int64: "0x08000000010000000000000002000000000000000200000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_6_torch.int64_1: "0x08000000000000000000000000000000000000000100000000000000000000000000000001000000000000000200000000000000"
    }
  }
#-}
