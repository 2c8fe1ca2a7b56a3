#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0) -> (d0)>
#map3 = affine_map<(d0, d1, d2) -> (d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
module {
  util.global private @emb_l_0_weight_q = #stream.parameter.named<"model"::"emb_l_0_weight_q"> : tensor<10x4xf32>
  util.global private @emb_l_0_weight_r = #stream.parameter.named<"model"::"emb_l_0_weight_r"> : tensor<3x4xf32>
  util.global private @emb_l_1_weight_q = #stream.parameter.named<"model"::"emb_l_1_weight_q"> : tensor<7x4xf32>
  util.global private @emb_l_1_weight_r = #stream.parameter.named<"model"::"emb_l_1_weight_r"> : tensor<3x4xf32>
  util.global private @emb_2 = #stream.parameter.named<"model"::"emb_2"> : tensor<9x4xf32>
  func.func @forward(%arg0: tensor<8x5xf32>, %arg1: tensor<24xi64>, %arg2: tensor<8xi64>, %arg3: tensor<24xi64>, %arg4: tensor<8xi64>, %arg5: tensor<24xi64>, %arg6: tensor<8xi64>) -> tensor<8x1xf32> {
    %arg7 = util.global.load @emb_l_0_weight_q : tensor<10x4xf32>
    %arg8 = util.global.load @emb_l_0_weight_r : tensor<3x4xf32>
    %arg9 = util.global.load @emb_l_1_weight_q : tensor<7x4xf32>
    %arg10 = util.global.load @emb_l_1_weight_r : tensor<3x4xf32>
    %arg11 = util.global.load @emb_2 : tensor<9x4xf32>
    %c3_i64 = arith.constant 3 : i64
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %c24_i64 = arith.constant 24 : i64
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<-2.01666069> : tensor<8x1xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1_6_torch.float32> : tensor<1x6xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_6_10_torch.float32> : tensor<6x10xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_4_5_torch.float32> : tensor<4x5xf32>
    %cst_7 = arith.constant 3.000000e+00 : f32
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
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %41 = arith.addf %in, %in_15 : f32
      linalg.yield %41 : f32
    } -> tensor<8x4xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.cmpf ugt, %in, %cst : f32
      %42 = arith.select %41, %in, %cst : f32
      linalg.yield %42 : f32
    } -> tensor<8x4xf32>
    %7 = tensor.empty() : tensor<24xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<24xi64>) outs(%7 : tensor<24xf32>) {
    ^bb0(%in: i64, %out: f32):
      %41 = arith.sitofp %in : i64 to f32
      %42 = arith.divf %41, %cst_7 : f32
      linalg.yield %42 : f32
    } -> tensor<24xf32>
    %9 = tensor.empty() : tensor<24xi64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%8 : tensor<24xf32>) outs(%9 : tensor<24xi64>) {
    ^bb0(%in: f32, %out: i64):
      %41 = arith.fptosi %in : f32 to i64
      linalg.yield %41 : i64
    } -> tensor<24xi64>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<24xi64>) outs(%9 : tensor<24xi64>) {
    ^bb0(%in: i64, %out: i64):
      %41 = arith.remsi %in, %c3_i64 : i64
      %42 = arith.cmpi ne, %41, %c0_i64 : i64
      %43 = arith.cmpi slt, %41, %c0_i64 : i64
      %44 = arith.andi %42, %43 : i1
      %45 = arith.addi %41, %c3_i64 : i64
      %46 = arith.select %44, %45, %41 : i64
      linalg.yield %46 : i64
    } -> tensor<24xi64>
    %12 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%10, %arg2 : tensor<24xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_15: i64, %out: f32):
      %41 = linalg.index 0 : index
      %42 = arith.index_cast %41 : index to i64
      %43 = arith.addi %42, %c1_i64 : i64
      %44 = arith.index_cast %43 : i64 to index
      %45 = arith.cmpi eq, %43, %c8_i64 : i64
      %46 = arith.select %45, %c0, %44 : index
      %extracted = tensor.extract %arg2[%46] : tensor<8xi64>
      %47 = arith.select %45, %c24_i64, %extracted : i64
      %48 = linalg.index 1 : index
      %49 = arith.index_cast %48 : index to i64
      %50 = arith.cmpi slt, %in_15, %49 : i64
      %51 = arith.cmpi eq, %in_15, %49 : i64
      %52 = arith.ori %50, %51 : i1
      %53 = arith.cmpi slt, %49, %47 : i64
      %54 = arith.andi %52, %53 : i1
      %55 = arith.index_cast %in : i64 to index
      %56 = linalg.index 2 : index
      %extracted_16 = tensor.extract %arg7[%55, %56] : tensor<10x4xf32>
      %57 = arith.addf %extracted_16, %out : f32
      %58 = arith.select %54, %57, %out : f32
      linalg.yield %58 : f32
    } -> tensor<8x4xf32>
    %13 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%11, %arg2 : tensor<24xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_15: i64, %out: f32):
      %41 = linalg.index 0 : index
      %42 = arith.index_cast %41 : index to i64
      %43 = arith.addi %42, %c1_i64 : i64
      %44 = arith.index_cast %43 : i64 to index
      %45 = arith.cmpi eq, %43, %c8_i64 : i64
      %46 = arith.select %45, %c0, %44 : index
      %extracted = tensor.extract %arg2[%46] : tensor<8xi64>
      %47 = arith.select %45, %c24_i64, %extracted : i64
      %48 = linalg.index 1 : index
      %49 = arith.index_cast %48 : index to i64
      %50 = arith.cmpi slt, %in_15, %49 : i64
      %51 = arith.cmpi eq, %in_15, %49 : i64
      %52 = arith.ori %50, %51 : i1
      %53 = arith.cmpi slt, %49, %47 : i64
      %54 = arith.andi %52, %53 : i1
      %55 = arith.index_cast %in : i64 to index
      %56 = linalg.index 2 : index
      %extracted_16 = tensor.extract %arg8[%55, %56] : tensor<3x4xf32>
      %57 = arith.addf %extracted_16, %out : f32
      %58 = arith.select %54, %57, %out : f32
      linalg.yield %58 : f32
    } -> tensor<8x4xf32>
    %14 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12, %13 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %41 = arith.addf %in, %in_15 : f32
      linalg.yield %41 : f32
    } -> tensor<8x4xf32>
    %15 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<24xi64>) outs(%7 : tensor<24xf32>) {
    ^bb0(%in: i64, %out: f32):
      %41 = arith.sitofp %in : i64 to f32
      %42 = arith.divf %41, %cst_7 : f32
      linalg.yield %42 : f32
    } -> tensor<24xf32>
    %16 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%15 : tensor<24xf32>) outs(%9 : tensor<24xi64>) {
    ^bb0(%in: f32, %out: i64):
      %41 = arith.fptosi %in : f32 to i64
      linalg.yield %41 : i64
    } -> tensor<24xi64>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<24xi64>) outs(%9 : tensor<24xi64>) {
    ^bb0(%in: i64, %out: i64):
      %41 = arith.remsi %in, %c3_i64 : i64
      %42 = arith.cmpi ne, %41, %c0_i64 : i64
      %43 = arith.cmpi slt, %41, %c0_i64 : i64
      %44 = arith.andi %42, %43 : i1
      %45 = arith.addi %41, %c3_i64 : i64
      %46 = arith.select %44, %45, %41 : i64
      linalg.yield %46 : i64
    } -> tensor<24xi64>
    %18 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%16, %arg4 : tensor<24xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_15: i64, %out: f32):
      %41 = linalg.index 0 : index
      %42 = arith.index_cast %41 : index to i64
      %43 = arith.addi %42, %c1_i64 : i64
      %44 = arith.index_cast %43 : i64 to index
      %45 = arith.cmpi eq, %43, %c8_i64 : i64
      %46 = arith.select %45, %c0, %44 : index
      %extracted = tensor.extract %arg4[%46] : tensor<8xi64>
      %47 = arith.select %45, %c24_i64, %extracted : i64
      %48 = linalg.index 1 : index
      %49 = arith.index_cast %48 : index to i64
      %50 = arith.cmpi slt, %in_15, %49 : i64
      %51 = arith.cmpi eq, %in_15, %49 : i64
      %52 = arith.ori %50, %51 : i1
      %53 = arith.cmpi slt, %49, %47 : i64
      %54 = arith.andi %52, %53 : i1
      %55 = arith.index_cast %in : i64 to index
      %56 = linalg.index 2 : index
      %extracted_16 = tensor.extract %arg9[%55, %56] : tensor<7x4xf32>
      %57 = arith.addf %extracted_16, %out : f32
      %58 = arith.select %54, %57, %out : f32
      linalg.yield %58 : f32
    } -> tensor<8x4xf32>
    %19 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%17, %arg4 : tensor<24xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_15: i64, %out: f32):
      %41 = linalg.index 0 : index
      %42 = arith.index_cast %41 : index to i64
      %43 = arith.addi %42, %c1_i64 : i64
      %44 = arith.index_cast %43 : i64 to index
      %45 = arith.cmpi eq, %43, %c8_i64 : i64
      %46 = arith.select %45, %c0, %44 : index
      %extracted = tensor.extract %arg4[%46] : tensor<8xi64>
      %47 = arith.select %45, %c24_i64, %extracted : i64
      %48 = linalg.index 1 : index
      %49 = arith.index_cast %48 : index to i64
      %50 = arith.cmpi slt, %in_15, %49 : i64
      %51 = arith.cmpi eq, %in_15, %49 : i64
      %52 = arith.ori %50, %51 : i1
      %53 = arith.cmpi slt, %49, %47 : i64
      %54 = arith.andi %52, %53 : i1
      %55 = arith.index_cast %in : i64 to index
      %56 = linalg.index 2 : index
      %extracted_16 = tensor.extract %arg10[%55, %56] : tensor<3x4xf32>
      %57 = arith.addf %extracted_16, %out : f32
      %58 = arith.select %54, %57, %out : f32
      linalg.yield %58 : f32
    } -> tensor<8x4xf32>
    %20 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%18, %19 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %41 = arith.addf %in, %in_15 : f32
      linalg.yield %41 : f32
    } -> tensor<8x4xf32>
    %21 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg5, %arg6 : tensor<24xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_15: i64, %out: f32):
      %41 = linalg.index 0 : index
      %42 = arith.index_cast %41 : index to i64
      %43 = arith.addi %42, %c1_i64 : i64
      %44 = arith.index_cast %43 : i64 to index
      %45 = arith.cmpi eq, %43, %c8_i64 : i64
      %46 = arith.select %45, %c0, %44 : index
      %extracted = tensor.extract %arg6[%46] : tensor<8xi64>
      %47 = arith.select %45, %c24_i64, %extracted : i64
      %48 = linalg.index 1 : index
      %49 = arith.index_cast %48 : index to i64
      %50 = arith.cmpi slt, %in_15, %49 : i64
      %51 = arith.cmpi eq, %in_15, %49 : i64
      %52 = arith.ori %50, %51 : i1
      %53 = arith.cmpi slt, %49, %47 : i64
      %54 = arith.andi %52, %53 : i1
      %55 = arith.index_cast %in : i64 to index
      %56 = linalg.index 2 : index
      %extracted_16 = tensor.extract %arg11[%55, %56] : tensor<9x4xf32>
      %57 = arith.addf %extracted_16, %out : f32
      %58 = arith.select %54, %57, %out : f32
      linalg.yield %58 : f32
    } -> tensor<8x4xf32>
    %concat = tensor.concat dim(1) %6, %14, %20, %21 : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x16xf32>
    %expanded = tensor.expand_shape %concat [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
    %22 = tensor.empty() : tensor<8x4x4xf32>
    %transposed_10 = linalg.transpose ins(%expanded : tensor<8x4x4xf32>) outs(%22 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %23 = linalg.fill ins(%cst : f32) outs(%22 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %24 = linalg.batch_matmul ins(%expanded, %transposed_10 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%23 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %25 = tensor.empty() : tensor<8xi64>
    %26 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%25 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %41 = linalg.index 0 : index
      %42 = arith.index_cast %41 : index to i64
      linalg.yield %42 : i64
    } -> tensor<8xi64>
    %expanded_11 = tensor.expand_shape %26 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %27 = tensor.empty() : tensor<8x6xf32>
    %28 = linalg.generic {indexing_maps = [#map6, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_11, %cst_8, %cst_9 : tensor<8x1xi64>, tensor<6xi64>, tensor<6xi64>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: i64, %in_15: i64, %in_16: i64, %out: f32):
      %41 = arith.cmpi slt, %in, %c0_i64 : i64
      %42 = arith.addi %in, %c8_i64 : i64
      %43 = arith.select %41, %42, %in : i64
      %44 = arith.index_cast %43 : i64 to index
      %45 = arith.cmpi slt, %in_15, %c0_i64 : i64
      %46 = arith.addi %in_15, %c4_i64 : i64
      %47 = arith.select %45, %46, %in_15 : i64
      %48 = arith.index_cast %47 : i64 to index
      %49 = arith.cmpi slt, %in_16, %c0_i64 : i64
      %50 = arith.addi %in_16, %c4_i64 : i64
      %51 = arith.select %49, %50, %in_16 : i64
      %52 = arith.index_cast %51 : i64 to index
      %extracted = tensor.extract %24[%44, %48, %52] : tensor<8x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x6xf32>
    %concat_12 = tensor.concat dim(1) %6, %28 : (tensor<8x4xf32>, tensor<8x6xf32>) -> tensor<8x10xf32>
    %29 = tensor.empty() : tensor<10x6xf32>
    %transposed_13 = linalg.transpose ins(%cst_4 : tensor<6x10xf32>) outs(%29 : tensor<10x6xf32>) permutation = [1, 0] 
    %30 = linalg.fill ins(%cst : f32) outs(%27 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %31 = linalg.matmul ins(%concat_12, %transposed_13 : tensor<8x10xf32>, tensor<10x6xf32>) outs(%30 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %32 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%31, %32 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %41 = arith.addf %in, %in_15 : f32
      linalg.yield %41 : f32
    } -> tensor<8x6xf32>
    %34 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<8x6xf32>) outs(%27 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.cmpf ugt, %in, %cst : f32
      %42 = arith.select %41, %in, %cst : f32
      linalg.yield %42 : f32
    } -> tensor<8x6xf32>
    %35 = tensor.empty() : tensor<6x1xf32>
    %transposed_14 = linalg.transpose ins(%cst_2 : tensor<1x6xf32>) outs(%35 : tensor<6x1xf32>) permutation = [1, 0] 
    %36 = tensor.empty() : tensor<8x1xf32>
    %37 = linalg.fill ins(%cst : f32) outs(%36 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %38 = linalg.matmul ins(%34, %transposed_14 : tensor<8x6xf32>, tensor<6x1xf32>) outs(%37 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %39 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%38, %cst_1 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%36 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_15: f32, %out: f32):
      %41 = arith.addf %in, %in_15 : f32
      linalg.yield %41 : f32
    } -> tensor<8x1xf32>
    %40 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%39 : tensor<8x1xf32>) outs(%36 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %41 = arith.negf %in : f32
      %42 = math.exp %41 : f32
      %43 = arith.addf %42, %cst_0 : f32
      %44 = arith.divf %cst_0, %43 : f32
      linalg.yield %44 : f32
    } -> tensor<8x1xf32>
    return %40 : tensor<8x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_6_torch.float32: "0x04000000BAD99A3E069E7CBB109699BE0A72EDBE59C6D13FEF5629BD",
      torch_tensor_6_torch.float32: "0x040000000603103F87F7623DAF75713F9F8AA4BEF295723E0176A3BD",
      torch_tensor_6_10_torch.float32: "0x04000000CC87C33EDB16D1BD3DC5F13C8CCB99BE76DD38BEFF9C85BBD97006BF23B8D93DE99B19BD62A3D6BE321059BFA6BE393E4F79D7BD30E23FBE85FEAABD9C68243F303D90BC4EE0FA3C2F9806BFA119153F4415A63EC622C13E32138A3CA7EEA53E0F4C063E87FF5D3E21665CBDAF6605BF173EBA3EEF212FBF93BBADBD111794BD21C7BCBE6BF95D3EE00D91BDC9291EBEEB333C3E408A2CBEA76EFB3E0C7BFE3D15BA2BBE8BF92FBF87BAECBEC5BCC43EA59092BC2301CDBDECBA143F2F2FE8BEE10754BE53182BBEDA46543EB43970BEBB145EBE134811BFBF06843E44ED913E81772CBEA08A6C3D73FEE9BE8AD02ABE",
      torch_tensor_4_torch.float32: "0x04000000979E83BD46E82E3F334AAABE21F9333E",
      torch_tensor_4_5_torch.float32: "0x04000000E2C4723DE4137FBD64929A3E7E8C4A3DE74981BE6C8C2E3EBC5D1D3F2D96E43E59DAA9BEE4B518BFD76E96BE26979F3CB64A8CBFBD3AD3BD225B16BF49BDB0BEA35C83BE11AF18BE9AB3463EBF9EFB3E",
      torch_tensor_6_torch.int64: "0x08000000010000000000000002000000000000000200000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_6_torch.int64_1: "0x08000000000000000000000000000000000000000100000000000000000000000000000001000000000000000200000000000000"
    }
  }
#-}
