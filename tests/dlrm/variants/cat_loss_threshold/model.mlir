#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
module {
  util.global private @emb_0 = #stream.parameter.named<"model"::"emb_0"> : tensor<30x4xf32>
  util.global private @emb_1 = #stream.parameter.named<"model"::"emb_1"> : tensor<20x4xf32>
  util.global private @emb_2 = #stream.parameter.named<"model"::"emb_2"> : tensor<9x4xf32>
  func.func @forward(%arg0: tensor<8x5xf32>, %arg1: tensor<?xi64>, %arg2: tensor<8xi64>, %arg3: tensor<?xi64>, %arg4: tensor<8xi64>, %arg5: tensor<?xi64>, %arg6: tensor<8xi64>) -> tensor<8x1xf32> {
    %arg7 = util.global.load @emb_0 : tensor<30x4xf32>
    %arg8 = util.global.load @emb_1 : tensor<20x4xf32>
    %arg9 = util.global.load @emb_2 : tensor<9x4xf32>
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c8_i64 = arith.constant 8 : i64
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<-0.379201055> : tensor<8x1xf32>
    %cst_2 = arith.constant 0.65999999999999992 : f64
    %cst_3 = arith.constant 3.400000e-01 : f64
    %cst_4 = arith.constant dense_resource<torch_tensor_1_6_torch.float32> : tensor<1x6xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_6_torch.float32> : tensor<6xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_6_16_torch.float32> : tensor<6x16xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_4_5_torch.float32> : tensor<4x5xf32>
    %0 = tensor.empty() : tensor<5x4xf32>
    %transposed = linalg.transpose ins(%cst_8 : tensor<4x5xf32>) outs(%0 : tensor<5x4xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<8x4xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<8x5xf32>, tensor<5x4xf32>) outs(%2 : tensor<8x4xf32>) -> tensor<8x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x4xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<8x4xf32>, tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %24 = arith.addf %in, %in_13 : f32
      linalg.yield %24 : f32
    } -> tensor<8x4xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<8x4xf32>) outs(%1 : tensor<8x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.cmpf ugt, %in, %cst : f32
      %25 = arith.select %24, %in, %cst : f32
      linalg.yield %25 : f32
    } -> tensor<8x4xf32>
    %dim = tensor.dim %arg1, %c0 : tensor<?xi64>
    %7 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg1, %arg2 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_13: i64, %out: f32):
      %24 = linalg.index 0 : index
      %25 = arith.index_cast %24 : index to i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %26 : i64 to index
      %28 = arith.cmpi eq, %26, %c8_i64 : i64
      %29 = arith.select %28, %c0, %27 : index
      %extracted = tensor.extract %arg2[%29] : tensor<8xi64>
      %30 = arith.index_cast %dim : index to i64
      %31 = arith.select %28, %30, %extracted : i64
      %32 = linalg.index 1 : index
      %33 = arith.index_cast %32 : index to i64
      %34 = arith.cmpi slt, %in_13, %33 : i64
      %35 = arith.cmpi eq, %in_13, %33 : i64
      %36 = arith.ori %34, %35 : i1
      %37 = arith.cmpi slt, %33, %31 : i64
      %38 = arith.andi %36, %37 : i1
      %39 = arith.index_cast %in : i64 to index
      %40 = linalg.index 2 : index
      %extracted_14 = tensor.extract %arg7[%39, %40] : tensor<30x4xf32>
      %41 = arith.addf %extracted_14, %out : f32
      %42 = arith.select %38, %41, %out : f32
      linalg.yield %42 : f32
    } -> tensor<8x4xf32>
    %dim_9 = tensor.dim %arg3, %c0 : tensor<?xi64>
    %8 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg3, %arg4 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_13: i64, %out: f32):
      %24 = linalg.index 0 : index
      %25 = arith.index_cast %24 : index to i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %26 : i64 to index
      %28 = arith.cmpi eq, %26, %c8_i64 : i64
      %29 = arith.select %28, %c0, %27 : index
      %extracted = tensor.extract %arg4[%29] : tensor<8xi64>
      %30 = arith.index_cast %dim_9 : index to i64
      %31 = arith.select %28, %30, %extracted : i64
      %32 = linalg.index 1 : index
      %33 = arith.index_cast %32 : index to i64
      %34 = arith.cmpi slt, %in_13, %33 : i64
      %35 = arith.cmpi eq, %in_13, %33 : i64
      %36 = arith.ori %34, %35 : i1
      %37 = arith.cmpi slt, %33, %31 : i64
      %38 = arith.andi %36, %37 : i1
      %39 = arith.index_cast %in : i64 to index
      %40 = linalg.index 2 : index
      %extracted_14 = tensor.extract %arg8[%39, %40] : tensor<20x4xf32>
      %41 = arith.addf %extracted_14, %out : f32
      %42 = arith.select %38, %41, %out : f32
      linalg.yield %42 : f32
    } -> tensor<8x4xf32>
    %dim_10 = tensor.dim %arg5, %c0 : tensor<?xi64>
    %9 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg5, %arg6 : tensor<?xi64>, tensor<8xi64>) outs(%2 : tensor<8x4xf32>) {
    ^bb0(%in: i64, %in_13: i64, %out: f32):
      %24 = linalg.index 0 : index
      %25 = arith.index_cast %24 : index to i64
      %26 = arith.addi %25, %c1_i64 : i64
      %27 = arith.index_cast %26 : i64 to index
      %28 = arith.cmpi eq, %26, %c8_i64 : i64
      %29 = arith.select %28, %c0, %27 : index
      %extracted = tensor.extract %arg6[%29] : tensor<8xi64>
      %30 = arith.index_cast %dim_10 : index to i64
      %31 = arith.select %28, %30, %extracted : i64
      %32 = linalg.index 1 : index
      %33 = arith.index_cast %32 : index to i64
      %34 = arith.cmpi slt, %in_13, %33 : i64
      %35 = arith.cmpi eq, %in_13, %33 : i64
      %36 = arith.ori %34, %35 : i1
      %37 = arith.cmpi slt, %33, %31 : i64
      %38 = arith.andi %36, %37 : i1
      %39 = arith.index_cast %in : i64 to index
      %40 = linalg.index 2 : index
      %extracted_14 = tensor.extract %arg9[%39, %40] : tensor<9x4xf32>
      %41 = arith.addf %extracted_14, %out : f32
      %42 = arith.select %38, %41, %out : f32
      linalg.yield %42 : f32
    } -> tensor<8x4xf32>
    %concat = tensor.concat dim(1) %6, %7, %8, %9 : (tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x16xf32>
    %10 = tensor.empty() : tensor<16x6xf32>
    %transposed_11 = linalg.transpose ins(%cst_6 : tensor<6x16xf32>) outs(%10 : tensor<16x6xf32>) permutation = [1, 0] 
    %11 = tensor.empty() : tensor<8x6xf32>
    %12 = linalg.fill ins(%cst : f32) outs(%11 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %13 = linalg.matmul ins(%concat, %transposed_11 : tensor<8x16xf32>, tensor<16x6xf32>) outs(%12 : tensor<8x6xf32>) -> tensor<8x6xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<6xf32>) outs(%11 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<8x6xf32>
    %15 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%13, %14 : tensor<8x6xf32>, tensor<8x6xf32>) outs(%11 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %24 = arith.addf %in, %in_13 : f32
      linalg.yield %24 : f32
    } -> tensor<8x6xf32>
    %16 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%15 : tensor<8x6xf32>) outs(%11 : tensor<8x6xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.cmpf ugt, %in, %cst : f32
      %25 = arith.select %24, %in, %cst : f32
      linalg.yield %25 : f32
    } -> tensor<8x6xf32>
    %17 = tensor.empty() : tensor<6x1xf32>
    %transposed_12 = linalg.transpose ins(%cst_4 : tensor<1x6xf32>) outs(%17 : tensor<6x1xf32>) permutation = [1, 0] 
    %18 = tensor.empty() : tensor<8x1xf32>
    %19 = linalg.fill ins(%cst : f32) outs(%18 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %20 = linalg.matmul ins(%16, %transposed_12 : tensor<8x6xf32>, tensor<6x1xf32>) outs(%19 : tensor<8x1xf32>) -> tensor<8x1xf32>
    %21 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%20, %cst_1 : tensor<8x1xf32>, tensor<8x1xf32>) outs(%18 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %24 = arith.addf %in, %in_13 : f32
      linalg.yield %24 : f32
    } -> tensor<8x1xf32>
    %22 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%21 : tensor<8x1xf32>) outs(%18 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.negf %in : f32
      %25 = math.exp %24 : f32
      %26 = arith.addf %25, %cst_0 : f32
      %27 = arith.divf %cst_0, %26 : f32
      linalg.yield %27 : f32
    } -> tensor<8x1xf32>
    %23 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%22 : tensor<8x1xf32>) outs(%18 : tensor<8x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %24 = arith.truncf %cst_3 : f64 to f32
      %25 = arith.cmpf ult, %in, %24 : f32
      %26 = arith.select %25, %24, %in : f32
      %27 = arith.truncf %cst_2 : f64 to f32
      %28 = arith.cmpf ugt, %26, %27 : f32
      %29 = arith.select %28, %27, %26 : f32
      linalg.yield %29 : f32
    } -> tensor<8x1xf32>
    return %23 : tensor<8x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_6_torch.float32: "0x040000006681EF3DB239E73E08ED073FFB2D3CBFDEBB883F0191013F",
      torch_tensor_6_torch.float32: "0x0400000065D2533FE52125BED2D3B7BED2221A3FD466A6BC5E9719BE",
      torch_tensor_6_16_torch.float32: "0x040000005CA4833E99254EBED49A493D103F80BECF10353FC36659BEBAE20BBE9889A4BE6EBAD5BD0238E8BA960D6D3E7E7C3CBED76D65BD3AABDABE5E757FBE56B6543F9DBDA03E484371BE8875CEBEBC9A96BED54DD6BBD08D2B3CCFD165BE089DC6BEF793DB3EF1740B3E414BE7BDDB4188BDC47D23BECF9F62BF5CD70E3D9743A5BEC7C99ABEF3AD45BEAE18623E05B3B4BE5E6ADDBE858D453EDCE8683EC50894BE92A32D3EE614B4BDE60BBA3DC4A8C2BEBC93803E6DC0B93EE1B1443EDA622C3ECA9591BF08F0A03DD565FBBB8C9935BD80B042BE1CC0883C047BFE3D50E3A2BDDB0C0FBE7FD7BD3EC5A3AABE6B079F3E995C5A3DD45378BEFC0FB3BDDE058EBEB06C503EE3D3D63DD4E82BBE5527AABEE94EBA3D96CB933E39960CBD542A013EEA31E8BD08E5A63CA6DDB3BDD391B53DC011E9BE6DE4463E72FB8DBD5370DD3DCF23D2BD4ED2C53D5B93A5BE0593B73EC87D03BF676EA0BECE85913D15D3E13EDEBDAB3D111599BD21FFDBBE90396CBD2362C4BB617D023F6614403E490DECBE",
      torch_tensor_4_torch.float32: "0x04000000979E83BD46E82E3F334AAABE21F9333E",
      torch_tensor_4_5_torch.float32: "0x04000000E2C4723DE4137FBD64929A3E7E8C4A3DE74981BE6C8C2E3EBC5D1D3F2D96E43E59DAA9BEE4B518BFD76E96BE26979F3CB64A8CBFBD3AD3BD225B16BF49BDB0BEA35C83BE11AF18BE9AB3463EBF9EFB3E"
    }
  }
#-}
