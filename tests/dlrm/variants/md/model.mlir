#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
module {
  util.global private @emb_l_0_embs_weight = #stream.parameter.named<"model"::"emb_l_0_embs_weight"> : tensor<30x3xf32>
  util.global private @emb_l_0_proj_weight = #stream.parameter.named<"model"::"emb_l_0_proj_weight"> : tensor<4x3xf32>
  util.global private @emb_l_1_embs_weight = #stream.parameter.named<"model"::"emb_l_1_embs_weight"> : tensor<20x3xf32>
  util.global private @emb_l_1_proj_weight = #stream.parameter.named<"model"::"emb_l_1_proj_weight"> : tensor<4x3xf32>
  util.global private @emb_l_2_embs_weight = #stream.parameter.named<"model"::"emb_l_2_embs_weight"> : tensor<9x4xf32>
  func.func @forward(%arg0: tensor<8x5xf32>, %arg1: tensor<?xi64>, %arg2: tensor<8xi64>, %arg3: tensor<?xi64>, %arg4: tensor<8xi64>, %arg5: tensor<?xi64>, %arg6: tensor<8xi64>) -> tensor<8x1xf32> {
    %arg7 = util.global.load @emb_l_0_embs_weight : tensor<30x3xf32>
    %arg8 = util.global.load @emb_l_0_proj_weight : tensor<4x3xf32>
    %arg9 = util.global.load @emb_l_1_embs_weight : tensor<20x3xf32>
    %arg10 = util.global.load @emb_l_1_proj_weight : tensor<4x3xf32>
    %arg11 = util.global.load @emb_l_2_embs_weight : tensor<9x4xf32>
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<0.637073218> : tensor<8x1xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1_6_torch.float32> : tensor<1x6xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_6_10_torch.float32> : tensor<6x10xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_4_5_torch.float32> : tensor<4x5xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_6_torch.int64> : tensor<6xi64>
    %cst_8 = arith.constant dense_resource<torch_tensor_6_torch.int64_1> : tensor<6xi64>
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
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %34 = arith.addf %in, %in_18 : f32
      linalg.yield %34 : f32
    } -> tensor<8x4xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.cmpf ugt, %in, %cst : f32
      %35 = arith.select %34, %in, %cst : f32
      linalg.yield %35 : f32
    } -> tensor<8x4xf32>
    %7 = tensor.empty() : tensor<8x3xf32>
    %8 = linalg.fill ins(%cst : f32) outs(%7 : tensor<8x3xf32>) -> tensor<8x3xf32>
    %dim = tensor.dim %arg1, %c0 : tensor<?xi64>
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg1, %arg2 : tensor<?xi64>, tensor<8xi64>) outs(%8 : tensor<8x3xf32>) {
    ^bb0(%in: i64, %in_18: i64, %out: f32):
      %34 = linalg.index 0 : index
      %35 = arith.index_cast %34 : index to i64
      %36 = arith.addi %35, %c1_i64 : i64
      %37 = arith.index_cast %36 : i64 to index
      %38 = arith.cmpi eq, %36, %c8_i64 : i64
      %39 = arith.select %38, %c0, %37 : index
      %extracted = tensor.extract %arg2[%39] : tensor<8xi64>
      %40 = arith.index_cast %dim : index to i64
      %41 = arith.select %38, %40, %extracted : i64
      %42 = linalg.index 1 : index
      %43 = arith.index_cast %42 : index to i64
      %44 = arith.cmpi slt, %in_18, %43 : i64
      %45 = arith.cmpi eq, %in_18, %43 : i64
      %46 = arith.ori %44, %45 : i1
      %47 = arith.cmpi slt, %43, %41 : i64
      %48 = arith.andi %46, %47 : i1
      %49 = arith.index_cast %in : i64 to index
      %50 = linalg.index 2 : index
      %extracted_19 = tensor.extract %arg7[%49, %50] : tensor<30x3xf32>
      %51 = arith.addf %extracted_19, %out : f32
      %52 = arith.select %48, %51, %out : f32
      linalg.yield %52 : f32
    } -> tensor<8x3xf32>
    %10 = tensor.empty() : tensor<3x4xf32>
    %transposed_9 = linalg.transpose ins(%arg8 : tensor<4x3xf32>) outs(%10 : tensor<3x4xf32>) permutation = [1, 0] 
    %11 = linalg.matmul ins(%9, %transposed_9 : tensor<8x3xf32>, tensor<3x4xf32>) outs(%2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %dim_10 = tensor.dim %arg3, %c0 : tensor<?xi64>
    %12 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg3, %arg4 : tensor<?xi64>, tensor<8xi64>) outs(%8 : tensor<8x3xf32>) {
    ^bb0(%in: i64, %in_18: i64, %out: f32):
      %34 = linalg.index 0 : index
      %35 = arith.index_cast %34 : index to i64
      %36 = arith.addi %35, %c1_i64 : i64
      %37 = arith.index_cast %36 : i64 to index
      %38 = arith.cmpi eq, %36, %c8_i64 : i64
      %39 = arith.select %38, %c0, %37 : index
      %extracted = tensor.extract %arg4[%39] : tensor<8xi64>
      %40 = arith.index_cast %dim_10 : index to i64
      %41 = arith.select %38, %40, %extracted : i64
      %42 = linalg.index 1 : index
      %43 = arith.index_cast %42 : index to i64
      %44 = arith.cmpi slt, %in_18, %43 : i64
      %45 = arith.cmpi eq, %in_18, %43 : i64
      %46 = arith.ori %44, %45 : i1
      %47 = arith.cmpi slt, %43, %41 : i64
      %48 = arith.andi %46, %47 : i1
      %49 = arith.index_cast %in : i64 to index
      %50 = linalg.index 2 : index
      %extracted_19 = tensor.extract %arg9[%49, %50] : tensor<20x3xf32>
      %51 = arith.addf %extracted_19, %out : f32
      %52 = arith.select %48, %51, %out : f32
      linalg.yield %52 : f32
    } -> tensor<8x3xf32>
    %transposed_11 = linalg.transpose ins(%arg10 : tensor<4x3xf32>) outs(%10 : tensor<3x4xf32>) permutation = [1, 0] 
    %13 = linalg.matmul ins(%12, %transposed_11 : tensor<8x3xf32>, tensor<3x4xf32>) outs(%2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %dim_12 = tensor.dim %arg5, %c0 : tensor<?xi64>
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg5, %arg6 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_18: i64, %out: f32):
      %34 = linalg.index 0 : index
      %35 = arith.index_cast %34 : index to i64
      %36 = arith.addi %35, %c1_i64 : i64
      %37 = arith.index_cast %36 : i64 to index
      %38 = arith.cmpi eq, %36, %c8_i64 : i64
      %39 = arith.select %38, %c0, %37 : index
      %extracted = tensor.extract %arg6[%39] : tensor<8xi64>
      %40 = arith.index_cast %dim_12 : index to i64
      %41 = arith.select %38, %40, %extracted : i64
      %42 = linalg.index 1 : index
      %43 = arith.index_cast %42 : index to i64
      %44 = arith.cmpi slt, %in_18, %43 : i64
      %45 = arith.cmpi eq, %in_18, %43 : i64
      %46 = arith.ori %44, %45 : i1
      %47 = arith.cmpi slt, %43, %41 : i64
      %48 = arith.andi %46, %47 : i1
      %49 = arith.index_cast %in : i64 to index
      %50 = linalg.index 2 : index
      %extracted_19 = tensor.extract %arg11[%49, %50] : tensor<9x4xf32>
      %51 = arith.addf %extracted_19, %out : f32
      %52 = arith.select %48, %51, %out : f32
      linalg.yield %52 : f32
    } -> tensor<8x4xf32>
    %concat = tensor.concat dim(1) %6, %11, %13, %14 : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x16xf32>
    %expanded = tensor.expand_shape %concat [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
    %15 = tensor.empty() : tensor<8x4x4xf32>
    %transposed_13 = linalg.transpose ins(%expanded : tensor<8x4x4xf32>) outs(%15 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %16 = linalg.fill ins(%cst : f32) outs(%15 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %17 = linalg.batch_matmul ins(%expanded, %transposed_13 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%16 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %18 = tensor.empty() : tensor<8xi64>
    %19 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%18 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %34 = linalg.index 0 : index
      %35 = arith.index_cast %34 : index to i64
      linalg.yield %35 : i64
    } -> tensor<8xi64>
    %expanded_14 = tensor.expand_shape %19 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %20 = tensor.empty() : tensor<8x6xf32>
    %21 = linalg.generic {indexing_maps = [#map6, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_14, %cst_7, %cst_8 : tensor<8x1xi64>, tensor<6xi64>, tensor<6xi64>) outs(%20 : tensor<8x6xf32>) {
    ^bb0(%in: i64, %in_18: i64, %in_19: i64, %out: f32):
      %34 = arith.cmpi slt, %in, %c0_i64 : i64
      %35 = arith.addi %in, %c8_i64 : i64
      %36 = arith.select %34, %35, %in : i64
      %37 = arith.index_cast %36 : i64 to index
      %38 = arith.cmpi slt, %in_18, %c0_i64 : i64
      %39 = arith.addi %in_18, %c4_i64 : i64
      %40 = arith.select %38, %39, %in_18 : i64
      %41 = arith.index_cast %40 : i64 to index
      %42 = arith.cmpi slt, %in_19, %c0_i64 : i64
      %43 = arith.addi %in_19, %c4_i64 : i64
      %44 = arith.select %42, %43, %in_19 : i64
      %45 = arith.index_cast %44 : i64 to index
      %extracted = tensor.extract %17[%37, %41, %45] : tensor<8x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x6xf32>
    %concat_15 = tensor.concat dim(1) %6, %21 : (tensor<8x4xf32>, tensor<8x6xf32>) -> tensor<8x10xf32>
    %22 = tensor.empty() : tensor<10x6xf32>
    %transposed_16 = linalg.transpose ins(%cst_4 : tensor<6x10xf32>) outs(%22 : tensor<10x6xf32>) permutation = [1, 0] 
    %23 = linalg.fill ins(%cst : f32) outs(%20 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %24 = linalg.matmul ins(%concat_15, %transposed_16 : tensor<8x10xf32>, tensor<10x6xf32>) outs(%23 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<6xf32>) outs(%20 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6xf32>
    %26 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%24, %25 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%20 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %34 = arith.addf %in, %in_18 : f32
      linalg.yield %34 : f32
    } -> tensor<8x6xf32>
    %27 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%26 : tensor<8x6xf32>) outs(%20 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.cmpf ugt, %in, %cst : f32
      %35 = arith.select %34, %in, %cst : f32
      linalg.yield %35 : f32
    } -> tensor<8x6xf32>
    %28 = tensor.empty() : tensor<6x1xf32>
    %transposed_17 = linalg.transpose ins(%cst_2 : tensor<1x6xf32>) outs(%28 : tensor<6x1xf32>) permutation = [1, 0] 
    %29 = tensor.empty() : tensor<8x1xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %31 = linalg.matmul ins(%27, %transposed_17 : tensor<8x6xf32>, tensor<6x1xf32>) outs(%30 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %32 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%31, %cst_1 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%29 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_18: f32, %out: f32):
      %34 = arith.addf %in, %in_18 : f32
      linalg.yield %34 : f32
    } -> tensor<8x1xf32>
    %33 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%32 : tensor<8x1xf32>) outs(%29 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %34 = arith.negf %in : f32
      %35 = math.exp %34 : f32
      %36 = arith.addf %35, %cst_0 : f32
      %37 = arith.divf %cst_0, %36 : f32
      linalg.yield %37 : f32
    } -> tensor<8x1xf32>
    return %33 : tensor<8x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_6_torch.float32: "0x040000001BEA993E14A01FBE9FE9243E078C2CBF5CF1E33EB9A6243F",
      torch_tensor_6_torch.float32: "0x040000006811993E03ABF4BE25E615BF6FBE853E38AE9D3E7770C8BE",
      torch_tensor_6_10_torch.float32: "0x040000006FE3B5BE3B6A7DBE6D5505BFDE04DA3E4BF90F3FA262E3BE50E8D5BE431120BFEC79AEBEA6938CBF4BC6CEBE4BC4EA3E2C4BFABD3FB29A3E950631BE7F5B1F3FCD3F903DB34C0ABEE104673F56F1EABDA610DDBECE32923DE2F460BC7E06C13E64D5A6BE59AB913E2D5D9A3E87BA71BE0F676C3DD66196BE7D51543FFEEC7EBECD0724BEF2EFC0BE5B9EFABD7C2608BB14FC8A3E10055DBEC48386BDBB3400BF9BC695BE5F6D793F337CBC3EEF738DBE4218F2BE6F99B0BE344BFBBB332A493C61BE86BE15E5E8BE30BD003F1187233EAD9B07BE9AC69FBDE4B53FBEC9DE84BF087F273D0CCAC1BE5881B5BEBCCC67BE",
      torch_tensor_4_torch.float32: "0x04000000979E83BD46E82E3F334AAABE21F9333E",
      torch_tensor_4_5_torch.float32: "0x04000000E2C4723DE4137FBD64929A3E7E8C4A3DE74981BE6C8C2E3EBC5D1D3F2D96E43E59DAA9BEE4B518BFD76E96BE26979F3CB64A8CBFBD3AD3BD225B16BF49BDB0BEA35C83BE11AF18BE9AB3463EBF9EFB3E",
      torch_tensor_6_torch.int64: "0x08000000010000000000000002000000000000000200000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_6_torch.int64_1: "0x08000000000000000000000000000000000000000100000000000000000000000000000001000000000000000200000000000000"
    }
  }
#-}
