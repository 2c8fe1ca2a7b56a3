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
  util.global private @emb_l_2_weight_q = #stream.parameter.named<"model"::"emb_l_2_weight_q"> : tensor<3x4xf32>
  util.global private @emb_l_2_weight_r = #stream.parameter.named<"model"::"emb_l_2_weight_r"> : tensor<4x4xf32>
  func.func @forward(%arg0: tensor<8x5xf32>, %arg1: tensor<?xi64>, %arg2: tensor<8xi64>, %arg3: tensor<?xi64>, %arg4: tensor<8xi64>, %arg5: tensor<?xi64>, %arg6: tensor<8xi64>) -> tensor<8x1xf32> {
    %arg7 = util.global.load @emb_l_0_weight_q : tensor<8x4xf32>
    %arg8 = util.global.load @emb_l_0_weight_r : tensor<4x4xf32>
    %arg9 = util.global.load @emb_l_1_weight_q : tensor<5x4xf32>
    %arg10 = util.global.load @emb_l_1_weight_r : tensor<4x4xf32>
    %arg11 = util.global.load @emb_l_2_weight_q : tensor<3x4xf32>
    %arg12 = util.global.load @emb_l_2_weight_r : tensor<4x4xf32>
    %c4_i64 = arith.constant 4 : i64
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<-0.921633899> : tensor<8x1xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1_6_torch.float32> : tensor<1x6xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_6_14_torch.float32> : tensor<6x14xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_8_5_torch.float32> : tensor<8x5xf32>
    %cst_7 = arith.constant 4.000000e+00 : f32
    %cst_8 = arith.constant dense_resource<torch_tensor_6_torch.int64> : tensor<6xi64>
    %cst_9 = arith.constant dense_resource<torch_tensor_6_torch.int64_1> : tensor<6xi64>
    %0 = tensor.empty() : tensor<5x8xf32>
    %transposed = linalg.transpose ins(%cst_6 : tensor<8x5xf32>) outs(%0 : tensor<5x8xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x8xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<8x5xf32>, tensor<5x8xf32>) outs(%2 : tensor<8x8xf32>) -> tensor<8x8xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<8xf32>) outs(%1 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x8xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<8x8xf32>, tensor<8x8xf32>) outs(%1 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %50 = arith.addf %in, %in_20 : f32
      linalg.yield %50 : f32
    } -> tensor<8x8xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x8xf32>) outs(%1 : tensor<8x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %50 = arith.cmpf ugt, %in, %cst : f32
      %51 = arith.select %50, %in, %cst : f32
      linalg.yield %51 : f32
    } -> tensor<8x8xf32>
    %dim = tensor.dim %arg1, %c0 : tensor<?xi64>
    %7 = tensor.empty(%dim) : tensor<?xf32>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<?xi64>) outs(%7 : tensor<?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %50 = arith.sitofp %in : i64 to f32
      %51 = arith.divf %50, %cst_7 : f32
      linalg.yield %51 : f32
    } -> tensor<?xf32>
    %9 = tensor.empty(%dim) : tensor<?xi64>
    %10 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%8 : tensor<?xf32>) outs(%9 : tensor<?xi64>) {
    ^bb0(%in: f32, %out: i64):
      %50 = arith.fptosi %in : f32 to i64
      linalg.yield %50 : i64
    } -> tensor<?xi64>
    %11 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg1 : tensor<?xi64>) outs(%9 : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %50 = arith.remsi %in, %c4_i64 : i64
      %51 = arith.cmpi ne, %50, %c0_i64 : i64
      %52 = arith.cmpi slt, %50, %c0_i64 : i64
      %53 = arith.andi %51, %52 : i1
      %54 = arith.addi %50, %c4_i64 : i64
      %55 = arith.select %53, %54, %50 : i64
      linalg.yield %55 : i64
    } -> tensor<?xi64>
    %12 = tensor.empty() : tensor<8x4xf32>
    %13 = linalg.fill ins(%cst : f32) outs(%12 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %14 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%10, %arg2 : tensor<?xi64>, tensor<8xi64>) outs(%13 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_20: i64, %out: f32):
      %50 = linalg.index 0 : index
      %51 = arith.index_cast %50 : index to i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = arith.cmpi eq, %52, %c8_i64 : i64
      %55 = arith.select %54, %c0, %53 : index
      %extracted = tensor.extract %arg2[%55] : tensor<8xi64>
      %56 = arith.index_cast %dim : index to i64
      %57 = arith.select %54, %56, %extracted : i64
      %58 = linalg.index 1 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.cmpi slt, %in_20, %59 : i64
      %61 = arith.cmpi eq, %in_20, %59 : i64
      %62 = arith.ori %60, %61 : i1
      %63 = arith.cmpi slt, %59, %57 : i64
      %64 = arith.andi %62, %63 : i1
      %65 = arith.index_cast %in : i64 to index
      %66 = linalg.index 2 : index
      %extracted_21 = tensor.extract %arg7[%65, %66] : tensor<8x4xf32>
      %67 = arith.addf %extracted_21, %out : f32
      %68 = arith.select %64, %67, %out : f32
      linalg.yield %68 : f32
    } -> tensor<8x4xf32>
    %15 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%11, %arg2 : tensor<?xi64>, tensor<8xi64>) outs(%13 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_20: i64, %out: f32):
      %50 = linalg.index 0 : index
      %51 = arith.index_cast %50 : index to i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = arith.cmpi eq, %52, %c8_i64 : i64
      %55 = arith.select %54, %c0, %53 : index
      %extracted = tensor.extract %arg2[%55] : tensor<8xi64>
      %56 = arith.index_cast %dim : index to i64
      %57 = arith.select %54, %56, %extracted : i64
      %58 = linalg.index 1 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.cmpi slt, %in_20, %59 : i64
      %61 = arith.cmpi eq, %in_20, %59 : i64
      %62 = arith.ori %60, %61 : i1
      %63 = arith.cmpi slt, %59, %57 : i64
      %64 = arith.andi %62, %63 : i1
      %65 = arith.index_cast %in : i64 to index
      %66 = linalg.index 2 : index
      %extracted_21 = tensor.extract %arg8[%65, %66] : tensor<4x4xf32>
      %67 = arith.addf %extracted_21, %out : f32
      %68 = arith.select %64, %67, %out : f32
      linalg.yield %68 : f32
    } -> tensor<8x4xf32>
    %concat = tensor.concat dim(1) %14, %15 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %dim_10 = tensor.dim %arg3, %c0 : tensor<?xi64>
    %16 = tensor.empty(%dim_10) : tensor<?xf32>
    %17 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<?xi64>) outs(%16 : tensor<?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %50 = arith.sitofp %in : i64 to f32
      %51 = arith.divf %50, %cst_7 : f32
      linalg.yield %51 : f32
    } -> tensor<?xf32>
    %18 = tensor.empty(%dim_10) : tensor<?xi64>
    %19 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%17 : tensor<?xf32>) outs(%18 : tensor<?xi64>) {
    ^bb0(%in: f32, %out: i64):
      %50 = arith.fptosi %in : f32 to i64
      linalg.yield %50 : i64
    } -> tensor<?xi64>
    %20 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg3 : tensor<?xi64>) outs(%18 : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %50 = arith.remsi %in, %c4_i64 : i64
      %51 = arith.cmpi ne, %50, %c0_i64 : i64
      %52 = arith.cmpi slt, %50, %c0_i64 : i64
      %53 = arith.andi %51, %52 : i1
      %54 = arith.addi %50, %c4_i64 : i64
      %55 = arith.select %53, %54, %50 : i64
      linalg.yield %55 : i64
    } -> tensor<?xi64>
    %21 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%19, %arg4 : tensor<?xi64>, tensor<8xi64>) outs(%13 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_20: i64, %out: f32):
      %50 = linalg.index 0 : index
      %51 = arith.index_cast %50 : index to i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = arith.cmpi eq, %52, %c8_i64 : i64
      %55 = arith.select %54, %c0, %53 : index
      %extracted = tensor.extract %arg4[%55] : tensor<8xi64>
      %56 = arith.index_cast %dim_10 : index to i64
      %57 = arith.select %54, %56, %extracted : i64
      %58 = linalg.index 1 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.cmpi slt, %in_20, %59 : i64
      %61 = arith.cmpi eq, %in_20, %59 : i64
      %62 = arith.ori %60, %61 : i1
      %63 = arith.cmpi slt, %59, %57 : i64
      %64 = arith.andi %62, %63 : i1
      %65 = arith.index_cast %in : i64 to index
      %66 = linalg.index 2 : index
      %extracted_21 = tensor.extract %arg9[%65, %66] : tensor<5x4xf32>
      %67 = arith.addf %extracted_21, %out : f32
      %68 = arith.select %64, %67, %out : f32
      linalg.yield %68 : f32
    } -> tensor<8x4xf32>
    %22 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%20, %arg4 : tensor<?xi64>, tensor<8xi64>) outs(%13 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_20: i64, %out: f32):
      %50 = linalg.index 0 : index
      %51 = arith.index_cast %50 : index to i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = arith.cmpi eq, %52, %c8_i64 : i64
      %55 = arith.select %54, %c0, %53 : index
      %extracted = tensor.extract %arg4[%55] : tensor<8xi64>
      %56 = arith.index_cast %dim_10 : index to i64
      %57 = arith.select %54, %56, %extracted : i64
      %58 = linalg.index 1 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.cmpi slt, %in_20, %59 : i64
      %61 = arith.cmpi eq, %in_20, %59 : i64
      %62 = arith.ori %60, %61 : i1
      %63 = arith.cmpi slt, %59, %57 : i64
      %64 = arith.andi %62, %63 : i1
      %65 = arith.index_cast %in : i64 to index
      %66 = linalg.index 2 : index
      %extracted_21 = tensor.extract %arg10[%65, %66] : tensor<4x4xf32>
      %67 = arith.addf %extracted_21, %out : f32
      %68 = arith.select %64, %67, %out : f32
      linalg.yield %68 : f32
    } -> tensor<8x4xf32>
    %concat_11 = tensor.concat dim(1) %21, %22 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %dim_12 = tensor.dim %arg5, %c0 : tensor<?xi64>
    %23 = tensor.empty(%dim_12) : tensor<?xf32>
    %24 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg5 : tensor<?xi64>) outs(%23 : tensor<?xf32>) {
    ^bb0(%in: i64, %out: f32):
      %50 = arith.sitofp %in : i64 to f32
      %51 = arith.divf %50, %cst_7 : f32
      linalg.yield %51 : f32
    } -> tensor<?xf32>
    %25 = tensor.empty(%dim_12) : tensor<?xi64>
    %26 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%24 : tensor<?xf32>) outs(%25 : tensor<?xi64>) {
    ^bb0(%in: f32, %out: i64):
      %50 = arith.fptosi %in : f32 to i64
      linalg.yield %50 : i64
    } -> tensor<?xi64>
    %27 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel"]} ins(%arg5 : tensor<?xi64>) outs(%25 : tensor<?xi64>) {
    ^bb0(%in: i64, %out: i64):
      %50 = arith.remsi %in, %c4_i64 : i64
      %51 = arith.cmpi ne, %50, %c0_i64 : i64
      %52 = arith.cmpi slt, %50, %c0_i64 : i64
      %53 = arith.andi %51, %52 : i1
      %54 = arith.addi %50, %c4_i64 : i64
      %55 = arith.select %53, %54, %50 : i64
      linalg.yield %55 : i64
    } -> tensor<?xi64>
    %28 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%26, %arg6 : tensor<?xi64>, tensor<8xi64>) outs(%13 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_20: i64, %out: f32):
      %50 = linalg.index 0 : index
      %51 = arith.index_cast %50 : index to i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = arith.cmpi eq, %52, %c8_i64 : i64
      %55 = arith.select %54, %c0, %53 : index
      %extracted = tensor.extract %arg6[%55] : tensor<8xi64>
      %56 = arith.index_cast %dim_12 : index to i64
      %57 = arith.select %54, %56, %extracted : i64
      %58 = linalg.index 1 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.cmpi slt, %in_20, %59 : i64
      %61 = arith.cmpi eq, %in_20, %59 : i64
      %62 = arith.ori %60, %61 : i1
      %63 = arith.cmpi slt, %59, %57 : i64
      %64 = arith.andi %62, %63 : i1
      %65 = arith.index_cast %in : i64 to index
      %66 = linalg.index 2 : index
      %extracted_21 = tensor.extract %arg11[%65, %66] : tensor<3x4xf32>
      %67 = arith.addf %extracted_21, %out : f32
      %68 = arith.select %64, %67, %out : f32
      linalg.yield %68 : f32
    } -> tensor<8x4xf32>
    %29 = linalg.generic {indexing_maps = [#map3, #map4, #map5], iterator_types = ["parallel", "reduction", "parallel"]} ins(%27, %arg6 : tensor<?xi64>, tensor<8xi64>) outs(%13 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_20: i64, %out: f32):
      %50 = linalg.index 0 : index
      %51 = arith.index_cast %50 : index to i64
      %52 = arith.addi %51, %c1_i64 : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = arith.cmpi eq, %52, %c8_i64 : i64
      %55 = arith.select %54, %c0, %53 : index
      %extracted = tensor.extract %arg6[%55] : tensor<8xi64>
      %56 = arith.index_cast %dim_12 : index to i64
      %57 = arith.select %54, %56, %extracted : i64
      %58 = linalg.index 1 : index
      %59 = arith.index_cast %58 : index to i64
      %60 = arith.cmpi slt, %in_20, %59 : i64
      %61 = arith.cmpi eq, %in_20, %59 : i64
      %62 = arith.ori %60, %61 : i1
      %63 = arith.cmpi slt, %59, %57 : i64
      %64 = arith.andi %62, %63 : i1
      %65 = arith.index_cast %in : i64 to index
      %66 = linalg.index 2 : index
      %extracted_21 = tensor.extract %arg12[%65, %66] : tensor<4x4xf32>
      %67 = arith.addf %extracted_21, %out : f32
      %68 = arith.select %64, %67, %out : f32
      linalg.yield %68 : f32
    } -> tensor<8x4xf32>
    %concat_13 = tensor.concat dim(1) %28, %29 : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
    %concat_14 = tensor.concat dim(1) %6, %concat, %concat_11, %concat_13 : (tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>, tensor<8x8xf32>) -> tensor<8x32xf32>
    %expanded = tensor.expand_shape %concat_14 [[0], [1, 2]] output_shape [8, 4, 8] : tensor<8x32xf32> into tensor<8x4x8xf32>
    %30 = tensor.empty() : tensor<8x8x4xf32>
    %transposed_15 = linalg.transpose ins(%expanded : tensor<8x4x8xf32>) outs(%30 : tensor<8x8x4xf32>) permutation = [0, 2, 1] 
    %31 = tensor.empty() : tensor<8x4x4xf32>
    %32 = linalg.fill ins(%cst : f32) outs(%31 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %33 = linalg.batch_matmul ins(%expanded, %transposed_15 : tensor<8x4x8xf32>, tensor<8x8x4xf32>) outs(%32 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %34 = tensor.empty() : tensor<8xi64>
    %35 = linalg.generic {indexing_maps = [#map2], iterator_types = ["parallel"]} outs(%34 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %50 = linalg.index 0 : index
      %51 = arith.index_cast %50 : index to i64
      linalg.yield %51 : i64
    } -> tensor<8xi64>
    %expanded_16 = tensor.expand_shape %35 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %36 = tensor.empty() : tensor<8x6xf32>
    %37 = linalg.generic {indexing_maps = [#map6, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_16, %cst_8, %cst_9 : tensor<8x1xi64>, tensor<6xi64>, tensor<6xi64>) outs(%36 : tensor<8x6xf32>) {
    ^bb0(%in: i64, %in_20: i64, %in_21: i64, %out: f32):
      %50 = arith.cmpi slt, %in, %c0_i64 : i64
      %51 = arith.addi %in, %c8_i64 : i64
      %52 = arith.select %50, %51, %in : i64
      %53 = arith.index_cast %52 : i64 to index
      %54 = arith.cmpi slt, %in_20, %c0_i64 : i64
      %55 = arith.addi %in_20, %c4_i64 : i64
      %56 = arith.select %54, %55, %in_20 : i64
      %57 = arith.index_cast %56 : i64 to index
      %58 = arith.cmpi slt, %in_21, %c0_i64 : i64
      %59 = arith.addi %in_21, %c4_i64 : i64
      %60 = arith.select %58, %59, %in_21 : i64
      %61 = arith.index_cast %60 : i64 to index
      %extracted = tensor.extract %33[%53, %57, %61] : tensor<8x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x6xf32>
    %concat_17 = tensor.concat dim(1) %6, %37 : (tensor<8x8xf32>, tensor<8x6xf32>) -> tensor<8x14xf32>
    %38 = tensor.empty() : tensor<14x6xf32>
    %transposed_18 = linalg.transpose ins(%cst_4 : tensor<6x14xf32>) outs(%38 : tensor<14x6xf32>) permutation = [1, 0] 
    %39 = linalg.fill ins(%cst : f32) outs(%36 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %40 = linalg.matmul ins(%concat_17, %transposed_18 : tensor<8x14xf32>, tensor<14x6xf32>) outs(%39 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %41 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<6xf32>) outs(%36 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6xf32>
    %42 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%40, %41 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%36 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %50 = arith.addf %in, %in_20 : f32
      linalg.yield %50 : f32
    } -> tensor<8x6xf32>
    %43 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%42 : tensor<8x6xf32>) outs(%36 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %50 = arith.cmpf ugt, %in, %cst : f32
      %51 = arith.select %50, %in, %cst : f32
      linalg.yield %51 : f32
    } -> tensor<8x6xf32>
    %44 = tensor.empty() : tensor<6x1xf32>
    %transposed_19 = linalg.transpose ins(%cst_2 : tensor<1x6xf32>) outs(%44 : tensor<6x1xf32>) permutation = [1, 0] 
    %45 = tensor.empty() : tensor<8x1xf32>
    %46 = linalg.fill ins(%cst : f32) outs(%45 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %47 = linalg.matmul ins(%43, %transposed_19 : tensor<8x6xf32>, tensor<6x1xf32>) outs(%46 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %48 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%47, %cst_1 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%45 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_20: f32, %out: f32):
      %50 = arith.addf %in, %in_20 : f32
      linalg.yield %50 : f32
    } -> tensor<8x1xf32>
    %49 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%48 : tensor<8x1xf32>) outs(%45 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %50 = arith.negf %in : f32
      %51 = math.exp %50 : f32
      %52 = arith.addf %51, %cst_0 : f32
      %53 = arith.divf %cst_0, %52 : f32
      linalg.yield %53 : f32
    } -> tensor<8x1xf32>
    return %49 : tensor<8x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_6_torch.float32: "0x040000004DA2AE3F9A9931BE061C27BF0308DD3D1A0DAABCD8E9113F",
      torch_tensor_6_torch.float32: "0x04000000D28110BEBCA0B23E64694CBE9502383F8E90A63DD3B11FBE",
      torch_tensor_6_14_torch.float32: "0x04000000606409BD6FFABFBEB42542BF9722263EC6B9C0BD38A02BBE1FF198BD330D133FE40281BCF763E03C19C5F0BEF45B053F998C943EF6BEAC3EFCFE763C106A943EEB3CF03DAA8F463E7D2145BD9AA2EEBE9494A63EB1A41CBF29649BBDB07484BD19D9A8BE338A463E8CBD81BD2A770DBE6E55283E13531ABE49E3E03E4B9DE33DE29819BE89651DBF8CBCD3BE9FF7AF3E7C1783BC8F5CB7BD3F07053F06ACCFBE66A53DBE330819BEBADD3D3E38DD56BEA1A246BE9AF101BF082D6C3E5A85823E4E421ABEB491533D614AD1BEFFC718BE251ADF3ECCCE2F3DAC083B3F15E87EBEF6E73B3E8D3B7DBDB938373E4E7315BBC2B935BE81798CBE7935783F855DC8BCE34123BF2F0752BE9A8F5B3E4EE921BE9944DC3E034CA23ECB5145BD63E918BE9AAFA2BE46A962BEBA83EEBE8C00C33E2AC6003F2C61CBBE1D53BFBE2D2B0FBF6A0E9CBEAA787BBFDFF1B8BE56FBD13E",
      torch_tensor_8_torch.float32: "0x040000004BEAE3BE5506093F25A1F33EB66E8D3E807CBF3DED4DE3BD08F7033F1E6C313F",
      torch_tensor_8_5_torch.float32: "0x04000000FFFE493DCB3C54BD8E9C803EE287283D3E2657BEB03B113EC2EF023F1132BE3E80538DBE2A20FEBEEA557ABE8AC9843CB17569BFE7C0AFBD1D35FABE5B0E93BE70995ABECF14FEBD6754253E4F5CD13E6C804EBD6635093F1A9685BEBC2E0D3E0170B53EE109173DCB4F95BE841AB9BEFBD737BE83E1B03D25C1CABE6D07A8BDEACE7FBD773A593E136FAC3DE6BB0E3EC44D83BE303C50BDB4709D3E26F5153F",
      torch_tensor_6_torch.int64: "0x08000000010000000000000002000000000000000200000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_6_torch.int64_1: "0x08000000000000000000000000000000000000000100000000000000000000000000000001000000000000000200000000000000"
    }
  }
#-}
