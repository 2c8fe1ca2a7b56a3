#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
module {
  util.global private @emb_l_0_weight_q = #stream.parameter.named<"model"::"emb_l_0_weight_q"> : tensor<8x4xf32>
  util.global private @emb_l_0_weight_r = #stream.parameter.named<"model"::"emb_l_0_weight_r"> : tensor<4x4xf32>
  util.global private @emb_l_1_weight_q = #stream.parameter.named<"model"::"emb_l_1_weight_q"> : tensor<5x4xf32>
  util.global private @emb_l_1_weight_r = #stream.parameter.named<"model"::"emb_l_1_weight_r"> : tensor<4x4xf32>
  util.global private @emb_2 = #stream.parameter.named<"model"::"emb_2"> : tensor<9x4xf32>
  func.func @forward(%arg0: tensor<8x5xf32>, %arg1: tensor<?xi64>, %arg2: tensor<8xi64>, %arg3: tensor<?xi64>, %arg4: tensor<8xi64>, %arg5: tensor<?xi64>, %arg6: tensor<8xi64>) -> tensor<8x1xf32> {
    %arg7 = util.global.load @emb_l_0_weight_q : tensor<8x4xf32>
    %arg8 = util.global.load @emb_l_0_weight_r : tensor<4x4xf32>
    %arg9 = util.global.load @emb_l_1_weight_q : tensor<5x4xf32>
    %arg10 = util.global.load @emb_l_1_weight_r : tensor<4x4xf32>
    %arg11 = util.global.load @emb_2 : tensor<9x4xf32>
    %c4_i64 = arith.constant 4 : i64
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.580284417> : tensor<8x1xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1_6_torch.float32> : tensor<1x6xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_6_10_torch.float32> : tensor<6x10xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_4_5_torch.float32> : tensor<4x5xf32>
    %cst_7 = arith.constant 4.000000e+00 : f32
    %cst_8 = arith.constant dense_resource<torch_tensor_6_torch.int64> : tensor<6xi64>
    %cst_9 = arith.constant dense_resource<torch_tensor_6_torch.int64_1> : tensor<6xi64>
    %0 = tensor.empty() : tensor<5x4xf32>
    %transposed = linalg.transpose ins(%cst_6 : tensor<4x5xf32>) outs(%0 : tensor<5x4xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x4xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<8x5xf32>, tensor<5x4xf32>) outs(%2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %43 = arith.addf %in, %in_17 : f32
      linalg.yield %43 : f32
    } -> tensor<8x4xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = arith.cmpf ugt, %in, %cst : f32
      %44 = arith.select %43, %in, %cst : f32
      linalg.yield %44 : f32
    } -> tensor<8x4xf32>
    %dim = tensor.dim %arg1, %c0 : tensor<?xi64>
    %7 = tensor.empty(%dim) : tensor<?xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<?xi64>) outs(%7 : tensor<?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %43 = arith.sitofp %in : i64 to f32
      %44 = arith.divf %43, %cst_7 : f32
      linalg.yield %44 : f32
    } -> tensor<?xf32>
    %9 = tensor.empty(%dim) : tensor<?xi64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%8 : tensor<?xf32>) outs(%9 : tensor<?xi64>) {
    ^bb0(%in: f32, %out: i64):
      %43 = arith.fptosi %in : f32 to i64
      linalg.yield %43 : i64
    } -> tensor<?xi64>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<?xi64>) outs(%9 : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %43 = arith.remsi %in, %c4_i64 : i64
      %44 = arith.cmpi ne, %43, %c0_i64 : i64
      %45 = arith.cmpi slt, %43, %c0_i64 : i64
      %46 = arith.andi %44, %45 : i1
      %47 = arith.addi %43, %c4_i64 : i64
      %48 = arith.select %46, %47, %43 : i64
      linalg.yield %48 : i64
    } -> tensor<?xi64>
    %12 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%10, %arg2 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_17: i64, %out: f32):
      %43 = linalg.index 0 : index
      %44 = arith.index_cast %43 : index to i64
      %45 = arith.addi %44, %c1_i64 : i64
      %46 = arith.index_cast %45 : i64 to index
      %47 = arith.cmpi eq, %45, %c8_i64 : i64
      %48 = arith.select %47, %c0, %46 : index
      %extracted = tensor.extract %arg2[%48] : tensor<8xi64>
      %49 = arith.index_cast %dim : index to i64
      %50 = arith.select %47, %49, %extracted : i64
      %51 = linalg.index 1 : index
      %52 = arith.index_cast %51 : index to i64
      %53 = arith.cmpi slt, %in_17, %52 : i64
      %54 = arith.cmpi eq, %in_17, %52 : i64
      %55 = arith.ori %53, %54 : i1
      %56 = arith.cmpi slt, %52, %50 : i64
      %57 = arith.andi %55, %56 : i1
      %58 = arith.index_cast %in : i64 to index
      %59 = linalg.index 2 : index
      %extracted_18 = tensor.extract %arg7[%58, %59] : tensor<8x4xf32>
      %60 = arith.addf %extracted_18, %out : f32
      %61 = arith.select %57, %60, %out : f32
      linalg.yield %61 : f32
    } -> tensor<8x4xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%11, %arg2 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_17: i64, %out: f32):
      %43 = linalg.index 0 : index
      %44 = arith.index_cast %43 : index to i64
      %45 = arith.addi %44, %c1_i64 : i64
      %46 = arith.index_cast %45 : i64 to index
      %47 = arith.cmpi eq, %45, %c8_i64 : i64
      %48 = arith.select %47, %c0, %46 : index
      %extracted = tensor.extract %arg2[%48] : tensor<8xi64>
      %49 = arith.index_cast %dim : index to i64
      %50 = arith.select %47, %49, %extracted : i64
      %51 = linalg.index 1 : index
      %52 = arith.index_cast %51 : index to i64
      %53 = arith.cmpi slt, %in_17, %52 : i64
      %54 = arith.cmpi eq, %in_17, %52 : i64
      %55 = arith.ori %53, %54 : i1
      %56 = arith.cmpi slt, %52, %50 : i64
      %57 = arith.andi %55, %56 : i1
      %58 = arith.index_cast %in : i64 to index
      %59 = linalg.index 2 : index
      %extracted_18 = tensor.extract %arg8[%58, %59] : tensor<4x4xf32>
      %60 = arith.addf %extracted_18, %out : f32
      %61 = arith.select %57, %60, %out : f32
      linalg.yield %61 : f32
    } -> tensor<8x4xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %13 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %43 = arith.mulf %in, %in_17 : f32
      linalg.yield %43 : f32
    } -> tensor<8x4xf32>
    %dim_10 = tensor.dim %arg3, %c0 : tensor<?xi64>
    %15 = tensor.empty(%dim_10) : tensor<?xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<?xi64>) outs(%15 : tensor<?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %43 = arith.sitofp %in : i64 to f32
      %44 = arith.divf %43, %cst_7 : f32
      linalg.yield %44 : f32
    } -> tensor<?xf32>
    %17 = tensor.empty(%dim_10) : tensor<?xi64>
    %18 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%16 : tensor<?xf32>) outs(%17 : tensor<?xi64>) {
    ^bb0(%in: f32, %out: i64):
      %43 = arith.fptosi %in : f32 to i64
      linalg.yield %43 : i64
    } -> tensor<?xi64>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<?xi64>) outs(%17 : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %43 = arith.remsi %in, %c4_i64 : i64
      %44 = arith.cmpi ne, %43, %c0_i64 : i64
      %45 = arith.cmpi slt, %43, %c0_i64 : i64
      %46 = arith.andi %44, %45 : i1
      %47 = arith.addi %43, %c4_i64 : i64
      %48 = arith.select %46, %47, %43 : i64
      linalg.yield %48 : i64
    } -> tensor<?xi64>
    %20 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%18, %arg4 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_17: i64, %out: f32):
      %43 = linalg.index 0 : index
      %44 = arith.index_cast %43 : index to i64
      %45 = arith.addi %44, %c1_i64 : i64
      %46 = arith.index_cast %45 : i64 to index
      %47 = arith.cmpi eq, %45, %c8_i64 : i64
      %48 = arith.select %47, %c0, %46 : index
      %extracted = tensor.extract %arg4[%48] : tensor<8xi64>
      %49 = arith.index_cast %dim_10 : index to i64
      %50 = arith.select %47, %49, %extracted : i64
      %51 = linalg.index 1 : index
      %52 = arith.index_cast %51 : index to i64
      %53 = arith.cmpi slt, %in_17, %52 : i64
      %54 = arith.cmpi eq, %in_17, %52 : i64
      %55 = arith.ori %53, %54 : i1
      %56 = arith.cmpi slt, %52, %50 : i64
      %57 = arith.andi %55, %56 : i1
      %58 = arith.index_cast %in : i64 to index
      %59 = linalg.index 2 : index
      %extracted_18 = tensor.extract %arg9[%58, %59] : tensor<5x4xf32>
      %60 = arith.addf %extracted_18, %out : f32
      %61 = arith.select %57, %60, %out : f32
      linalg.yield %61 : f32
    } -> tensor<8x4xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%19, %arg4 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_17: i64, %out: f32):
      %43 = linalg.index 0 : index
      %44 = arith.index_cast %43 : index to i64
      %45 = arith.addi %44, %c1_i64 : i64
      %46 = arith.index_cast %45 : i64 to index
      %47 = arith.cmpi eq, %45, %c8_i64 : i64
      %48 = arith.select %47, %c0, %46 : index
      %extracted = tensor.extract %arg4[%48] : tensor<8xi64>
      %49 = arith.index_cast %dim_10 : index to i64
      %50 = arith.select %47, %49, %extracted : i64
      %51 = linalg.index 1 : index
      %52 = arith.index_cast %51 : index to i64
      %53 = arith.cmpi slt, %in_17, %52 : i64
      %54 = arith.cmpi eq, %in_17, %52 : i64
      %55 = arith.ori %53, %54 : i1
      %56 = arith.cmpi slt, %52, %50 : i64
      %57 = arith.andi %55, %56 : i1
      %58 = arith.index_cast %in : i64 to index
      %59 = linalg.index 2 : index
      %extracted_18 = tensor.extract %arg10[%58, %59] : tensor<4x4xf32>
      %60 = arith.addf %extracted_18, %out : f32
      %61 = arith.select %57, %60, %out : f32
      linalg.yield %61 : f32
    } -> tensor<8x4xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20, %21 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %43 = arith.mulf %in, %in_17 : f32
      linalg.yield %43 : f32
    } -> tensor<8x4xf32>
    %dim_11 = tensor.dim %arg5, %c0 : tensor<?xi64>
    %23 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg5, %arg6 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_17: i64, %out: f32):
      %43 = linalg.index 0 : index
      %44 = arith.index_cast %43 : index to i64
      %45 = arith.addi %44, %c1_i64 : i64
      %46 = arith.index_cast %45 : i64 to index
      %47 = arith.cmpi eq, %45, %c8_i64 : i64
      %48 = arith.select %47, %c0, %46 : index
      %extracted = tensor.extract %arg6[%48] : tensor<8xi64>
      %49 = arith.index_cast %dim_11 : index to i64
      %50 = arith.select %47, %49, %extracted : i64
      %51 = linalg.index 1 : index
      %52 = arith.index_cast %51 : index to i64
      %53 = arith.cmpi slt, %in_17, %52 : i64
      %54 = arith.cmpi eq, %in_17, %52 : i64
      %55 = arith.ori %53, %54 : i1
      %56 = arith.cmpi slt, %52, %50 : i64
      %57 = arith.andi %55, %56 : i1
      %58 = arith.index_cast %in : i64 to index
      %59 = linalg.index 2 : index
      %extracted_18 = tensor.extract %arg11[%58, %59] : tensor<9x4xf32>
      %60 = arith.addf %extracted_18, %out : f32
      %61 = arith.select %57, %60, %out : f32
      linalg.yield %61 : f32
    } -> tensor<8x4xf32>
    %concat = tensor.concat dim(1) %6, %14, %22, %23 : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x16xf32>
    %expanded = tensor.expand_shape %concat [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
    %24 = tensor.empty() : tensor<8x4x4xf32>
    %transposed_12 = linalg.transpose ins(%expanded : tensor<8x4x4xf32>) outs(%24 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %25 = linalg.fill ins(%cst : f32) outs(%24 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %26 = linalg.batch_matmul ins(%expanded, %transposed_12 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%25 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %27 = tensor.empty() : tensor<8xi64>
    %28 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%27 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %43 = linalg.index 0 : index
      %44 = arith.index_cast %43 : index to i64
      linalg.yield %44 : i64
    } -> tensor<8xi64>
    %expanded_13 = tensor.expand_shape %28 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %29 = tensor.empty() : tensor<8x6xf32>
    %30 = linalg.generic {indexing_maps = [#map6, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_13, %cst_8, %cst_9 : tensor<8x1xi64>, tensor<6xi64>, tensor<6xi64>) outs(%29 : tensor<8x6xf32>) {
    ^bb0(%in: i64, %in_17: i64, %in_18: i64, %out: f32):
      %43 = arith.cmpi slt, %in, %c0_i64 : i64
      %44 = arith.addi %in, %c8_i64 : i64
      %45 = arith.select %43, %44, %in : i64
      %46 = arith.index_cast %45 : i64 to index
      %47 = arith.cmpi slt, %in_17, %c0_i64 : i64
      %48 = arith.addi %in_17, %c4_i64 : i64
      %49 = arith.select %47, %48, %in_17 : i64
      %50 = arith.index_cast %49 : i64 to index
      %51 = arith.cmpi slt, %in_18, %c0_i64 : i64
      %52 = arith.addi %in_18, %c4_i64 : i64
      %53 = arith.select %51, %52, %in_18 : i64
      %54 = arith.index_cast %53 : i64 to index
      %extracted = tensor.extract %26[%46, %50, %54] : tensor<8x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x6xf32>
    %concat_14 = tensor.concat dim(1) %6, %30 : (tensor<8x4xf32>, tensor<8x6xf32>) -> tensor<8x10xf32>
    %31 = tensor.empty() : tensor<10x6xf32>
    %transposed_15 = linalg.transpose ins(%cst_4 : tensor<6x10xf32>) outs(%31 : tensor<10x6xf32>) permutation = [1, 0] 
    %32 = linalg.fill ins(%cst : f32) outs(%29 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %33 = linalg.matmul ins(%concat_14, %transposed_15 : tensor<8x10xf32>, tensor<10x6xf32>) outs(%32 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %34 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<6xf32>) outs(%29 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6xf32>
    %35 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%33, %34 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%29 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %43 = arith.addf %in, %in_17 : f32
      linalg.yield %43 : f32
    } -> tensor<8x6xf32>
    %36 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%35 : tensor<8x6xf32>) outs(%29 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = arith.cmpf ugt, %in, %cst : f32
      %44 = arith.select %43, %in, %cst : f32
      linalg.yield %44 : f32
    } -> tensor<8x6xf32>
    %37 = tensor.empty() : tensor<6x1xf32>
    %transposed_16 = linalg.transpose ins(%cst_2 : tensor<1x6xf32>) outs(%37 : tensor<6x1xf32>) permutation = [1, 0] 
    %38 = tensor.empty() : tensor<8x1xf32>
    %39 = linalg.fill ins(%cst : f32) outs(%38 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %40 = linalg.matmul ins(%36, %transposed_16 : tensor<8x6xf32>, tensor<6x1xf32>) outs(%39 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %41 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %cst_1 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%38 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_17: f32, %out: f32):
      %43 = arith.addf %in, %in_17 : f32
      linalg.yield %43 : f32
    } -> tensor<8x1xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%41 : tensor<8x1xf32>) outs(%38 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %43 = arith.negf %in : f32
      %44 = math.exp %43 : f32
      %45 = arith.addf %44, %cst_0 : f32
      %46 = arith.divf %cst_0, %45 : f32
      linalg.yield %46 : f32
    } -> tensor<8x1xf32>
    return %42 : tensor<8x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_6_torch.float32: "0x04000000FFE130BFAB1F81BE438E3C3FB095943D8E129E3F756FD7BE",
      torch_tensor_6_torch.float32: "0x04000000F13780BEB5C127BF6E73983E7480A83EC32547BE3B91883D",
      torch_tensor_6_10_torch.float32: "0x04000000EF6B193E1066063EA9920A3ED547E73DC4F001BECB1D2CBFB2B91DBDB37D91BECC87C33EDB16D1BD3DC5F13C8CCB99BE76DD38BEFF9C85BBD97006BF23B8D93DE99B19BD62A3D6BE321059BFA6BE393E4F79D7BD30E23FBE85FEAABD9C68243F303D90BC4EE0FA3C2F9806BFA119153F4415A63EC622C13E32138A3CA7EEA53E0F4C063E87FF5D3E21665CBDAF6605BF173EBA3EEF212FBF93BBADBD111794BD21C7BCBE6BF95D3EE00D91BDC9291EBEEB333C3E408A2CBEA76EFB3E0C7BFE3D15BA2BBE8BF92FBF87BAECBEC5BCC43EA59092BC2301CDBDECBA143F2F2FE8BEE10754BE53182BBEDA46543EB43970BE",
      torch_tensor_4_torch.float32: "0x04000000979E83BD46E82E3F334AAABE21F9333E",
      torch_tensor_4_5_torch.float32: "0x04000000E2C4723DE4137FBD64929A3E7E8C4A3DE74981BE6C8C2E3EBC5D1D3F2D96E43E59DAA9BEE4B518BFD76E96BE26979F3CB64A8CBFBD3AD3BD225B16BF49BDB0BEA35C83BE11AF18BE9AB3463EBF9EFB3E",
      torch_tensor_6_torch.int64: "0x08000000010000000000000002000000000000000200000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_6_torch.int64_1: "0x08000000000000000000000000000000000000000100000000000000000000000000000001000000000000000200000000000000"
    }
  }
#-}
