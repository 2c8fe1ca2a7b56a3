#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
module {
  util.global private @emb_0 = #stream.parameter.named<"model"::"emb_0"> : tensor<30x4xf32>
  util.global private @emb_1 = #stream.parameter.named<"model"::"emb_1"> : tensor<20x4xf32>
  util.global private @emb_2 = #stream.parameter.named<"model"::"emb_2"> : tensor<9x4xf32>
  func.func @forward(%arg0: tensor<8x5xf32>, %arg1: tensor<?xi64>, %arg2: tensor<8xi64>, %arg3: tensor<?xi64>, %arg4: tensor<8xi64>, %arg5: tensor<?xi64>, %arg6: tensor<8xi64>) -> tensor<8x1xf32> {
    %arg7 = util.global.load @emb_0 : tensor<30x4xf32>
    %arg8 = util.global.load @emb_1 : tensor<20x4xf32>
    %arg9 = util.global.load @emb_2 : tensor<9x4xf32>
    %c8_i64 = arith.constant 8 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c4_i64 = arith.constant 4 : i64
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<2.02677917> : tensor<8x1xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1_6_torch.float32> : tensor<1x6xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_6_14_torch.float32> : tensor<6x14xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_4_5_torch.float32> : tensor<4x5xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_10_torch.int64> : tensor<10xi64>
    %cst_8 = arith.constant dense_resource<torch_tensor_10_torch.int64_1> : tensor<10xi64>
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
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %30 = arith.addf %in, %in_16 : f32
      linalg.yield %30 : f32
    } -> tensor<8x4xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.cmpf ugt, %in, %cst : f32
      %31 = arith.select %30, %in, %cst : f32
      linalg.yield %31 : f32
    } -> tensor<8x4xf32>
    %dim = tensor.dim %arg1, %c0 : tensor<?xi64>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg1, %arg2 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_16: i64, %out: f32):
      %30 = linalg.index 0 : index
      %31 = arith.index_cast %30 : index to i64
      %32 = arith.addi %31, %c1_i64 : i64
      %33 = arith.index_cast %32 : i64 to index
      %34 = arith.cmpi eq, %32, %c8_i64 : i64
      %35 = arith.select %34, %c0, %33 : index
      %extracted = tensor.extract %arg2[%35] : tensor<8xi64>
      %36 = arith.index_cast %dim : index to i64
      %37 = arith.select %34, %36, %extracted : i64
      %38 = linalg.index 1 : index
      %39 = arith.index_cast %38 : index to i64
      %40 = arith.cmpi slt, %in_16, %39 : i64
      %41 = arith.cmpi eq, %in_16, %39 : i64
      %42 = arith.ori %40, %41 : i1
      %43 = arith.cmpi slt, %39, %37 : i64
      %44 = arith.andi %42, %43 : i1
      %45 = arith.index_cast %in : i64 to index
      %46 = linalg.index 2 : index
      %extracted_17 = tensor.extract %arg7[%45, %46] : tensor<30x4xf32>
      %47 = arith.addf %extracted_17, %out : f32
      %48 = arith.select %44, %47, %out : f32
      linalg.yield %48 : f32
    } -> tensor<8x4xf32>
    %dim_9 = tensor.dim %arg3, %c0 : tensor<?xi64>
    %8 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg3, %arg4 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_16: i64, %out: f32):
      %30 = linalg.index 0 : index
      %31 = arith.index_cast %30 : index to i64
      %32 = arith.addi %31, %c1_i64 : i64
      %33 = arith.index_cast %32 : i64 to index
      %34 = arith.cmpi eq, %32, %c8_i64 : i64
      %35 = arith.select %34, %c0, %33 : index
      %extracted = tensor.extract %arg4[%35] : tensor<8xi64>
      %36 = arith.index_cast %dim_9 : index to i64
      %37 = arith.select %34, %36, %extracted : i64
      %38 = linalg.index 1 : index
      %39 = arith.index_cast %38 : index to i64
      %40 = arith.cmpi slt, %in_16, %39 : i64
      %41 = arith.cmpi eq, %in_16, %39 : i64
      %42 = arith.ori %40, %41 : i1
      %43 = arith.cmpi slt, %39, %37 : i64
      %44 = arith.andi %42, %43 : i1
      %45 = arith.index_cast %in : i64 to index
      %46 = linalg.index 2 : index
      %extracted_17 = tensor.extract %arg8[%45, %46] : tensor<20x4xf32>
      %47 = arith.addf %extracted_17, %out : f32
      %48 = arith.select %44, %47, %out : f32
      linalg.yield %48 : f32
    } -> tensor<8x4xf32>
    %dim_10 = tensor.dim %arg5, %c0 : tensor<?xi64>
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg5, %arg6 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_16: i64, %out: f32):
      %30 = linalg.index 0 : index
      %31 = arith.index_cast %30 : index to i64
      %32 = arith.addi %31, %c1_i64 : i64
      %33 = arith.index_cast %32 : i64 to index
      %34 = arith.cmpi eq, %32, %c8_i64 : i64
      %35 = arith.select %34, %c0, %33 : index
      %extracted = tensor.extract %arg6[%35] : tensor<8xi64>
      %36 = arith.index_cast %dim_10 : index to i64
      %37 = arith.select %34, %36, %extracted : i64
      %38 = linalg.index 1 : index
      %39 = arith.index_cast %38 : index to i64
      %40 = arith.cmpi slt, %in_16, %39 : i64
      %41 = arith.cmpi eq, %in_16, %39 : i64
      %42 = arith.ori %40, %41 : i1
      %43 = arith.cmpi slt, %39, %37 : i64
      %44 = arith.andi %42, %43 : i1
      %45 = arith.index_cast %in : i64 to index
      %46 = linalg.index 2 : index
      %extracted_17 = tensor.extract %arg9[%45, %46] : tensor<9x4xf32>
      %47 = arith.addf %extracted_17, %out : f32
      %48 = arith.select %44, %47, %out : f32
      linalg.yield %48 : f32
    } -> tensor<8x4xf32>
    %concat = tensor.concat dim(1) %6, %7, %8, %9 : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x16xf32>
    %expanded = tensor.expand_shape %concat [[0], [1, 2]] output_shape [8, 4, 4] : tensor<8x16xf32> into tensor<8x4x4xf32>
    %10 = tensor.empty() : tensor<8x4x4xf32>
    %transposed_11 = linalg.transpose ins(%expanded : tensor<8x4x4xf32>) outs(%10 : tensor<8x4x4xf32>) permutation = [0, 2, 1] 
    %11 = linalg.fill ins(%cst : f32) outs(%10 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %12 = linalg.batch_matmul ins(%expanded, %transposed_11 : tensor<8x4x4xf32>, tensor<8x4x4xf32>) outs(%11 : tensor<8x4x4xf32>) -> tensor<8x4x4xf32>
    %13 = tensor.empty() : tensor<8xi64>
    %14 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%13 : tensor<8xi64>) {
    ^bb0(%out: i64):
      %30 = linalg.index 0 : index
      %31 = arith.index_cast %30 : index to i64
      linalg.yield %31 : i64
    } -> tensor<8xi64>
    %expanded_12 = tensor.expand_shape %14 [[0, 1]] output_shape [8, 1] : tensor<8xi64> into tensor<8x1xi64>
    %15 = tensor.empty() : tensor<8x10xf32>
    %16 = linalg.generic {indexing_maps = [#map6, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_12, %cst_7, %cst_8 : tensor<8x1xi64>, tensor<10xi64>, tensor<10xi64>) outs(%15 : tensor<8x10xf32>) {
    ^bb0(%in: i64, %in_16: i64, %in_17: i64, %out: f32):
      %30 = arith.cmpi slt, %in, %c0_i64 : i64
      %31 = arith.addi %in, %c8_i64 : i64
      %32 = arith.select %30, %31, %in : i64
      %33 = arith.index_cast %32 : i64 to index
      %34 = arith.cmpi slt, %in_16, %c0_i64 : i64
      %35 = arith.addi %in_16, %c4_i64 : i64
      %36 = arith.select %34, %35, %in_16 : i64
      %37 = arith.index_cast %36 : i64 to index
      %38 = arith.cmpi slt, %in_17, %c0_i64 : i64
      %39 = arith.addi %in_17, %c4_i64 : i64
      %40 = arith.select %38, %39, %in_17 : i64
      %41 = arith.index_cast %40 : i64 to index
      %extracted = tensor.extract %12[%33, %37, %41] : tensor<8x4x4xf32>
      linalg.yield %extracted : f32
    } -> tensor<8x10xf32>
    %concat_13 = tensor.concat dim(1) %6, %16 : (tensor<8x4xf32>, tensor<8x10xf32>) -> tensor<8x14xf32>
    %17 = tensor.empty() : tensor<14x6xf32>
    %transposed_14 = linalg.transpose ins(%cst_4 : tensor<6x14xf32>) outs(%17 : tensor<14x6xf32>) permutation = [1, 0] 
    %18 = tensor.empty() : tensor<8x6xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %20 = linalg.matmul ins(%concat_13, %transposed_14 : tensor<8x14xf32>, tensor<14x6xf32>) outs(%19 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<6xf32>) outs(%18 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20, %21 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%18 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %30 = arith.addf %in, %in_16 : f32
      linalg.yield %30 : f32
    } -> tensor<8x6xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x6xf32>) outs(%18 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.cmpf ugt, %in, %cst : f32
      %31 = arith.select %30, %in, %cst : f32
      linalg.yield %31 : f32
    } -> tensor<8x6xf32>
    %24 = tensor.empty() : tensor<6x1xf32>
    %transposed_15 = linalg.transpose ins(%cst_2 : tensor<1x6xf32>) outs(%24 : tensor<6x1xf32>) permutation = [1, 0] 
    %25 = tensor.empty() : tensor<8x1xf32>
    %26 = linalg.fill ins(%cst : f32) outs(%25 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %27 = linalg.matmul ins(%23, %transposed_15 : tensor<8x6xf32>, tensor<6x1xf32>) outs(%26 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %28 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%27, %cst_1 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%25 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_16: f32, %out: f32):
      %30 = arith.addf %in, %in_16 : f32
      linalg.yield %30 : f32
    } -> tensor<8x1xf32>
    %29 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%28 : tensor<8x1xf32>) outs(%25 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %30 = arith.negf %in : f32
      %31 = math.exp %30 : f32
      %32 = arith.addf %31, %cst_0 : f32
      %33 = arith.divf %cst_0, %32 : f32
      linalg.yield %33 : f32
    } -> tensor<8x1xf32>
    return %29 : tensor<8x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_6_torch.float32: "0x04000000920143BF1664D1BD43132EBC6855673FAC42AA3ED63C51BF",
      torch_tensor_6_torch.float32: "0x04000000440A32BF9639D9BEE409C53D49E2183F118AE83D3F46CFBD",
      torch_tensor_6_14_torch.float32: "0x040000003C118A3E6A3558BEE471533D838186BE3DE73D3F350364BE9CB612BE8091ACBEFA28E0BD998DF3BA949F783EA4AF45BE93A070BD8257E5BEABF685BE31185F3F1496A83EE0097DBE4089D8BE8CF49DBE94C3E0BB64ED333C6B0971BEB84ED0BE9B4BE63E7743123E4A95F2BD66E88EBD99782BBE7FAF6DBF2CD0153D9354ADBEDE57A2BEF8534FBEC5216D3EDF84BDBEF738E8BEF4314F3E1447743E77429BBE331D363E08DFBCBD9020C33D0C29CCBE50DA863E68D1C23E984B4E3ED3CC343EE3B098BFF5CAA83D88D503BCA6763EBD28314CBED16C8F3C6273053E9BD6AABD470816BE951BC73EEDF7B2BE7FCAA63E0A05653D593982BE62CDBBBD74F494BEF7985A3E2C50E13DDA4C34BE6975B2BED866C33D4C029B3EDD7213BD4178073E3487F3BD640AAF3C15A5BCBD8C6EBE3DF771F4BE9999503E86E994BD383FE83D8565DCBD197ACF3D3CA8ADBECB88C03E",
      torch_tensor_4_torch.float32: "0x04000000979E83BD46E82E3F334AAABE21F9333E",
      torch_tensor_4_5_torch.float32: "0x04000000E2C4723DE4137FBD64929A3E7E8C4A3DE74981BE6C8C2E3EBC5D1D3F2D96E43E59DAA9BEE4B518BFD76E96BE26979F3CB64A8CBFBD3AD3BD225B16BF49BDB0BEA35C83BE11AF18BE9AB3463EBF9EFB3E",
      torch_tensor_10_torch.int64: "0x080000000000000000000000010000000000000001000000000000000200000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000300000000000000",
      torch_tensor_10_torch.int64_1: "0x080000000000000000000000000000000000000001000000000000000000000000000000010000000000000002000000000000000000000000000000010000000000000002000000000000000300000000000000"
    }
  }
#-}
