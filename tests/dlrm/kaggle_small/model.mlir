#map = affine_map<(d0, d1) -> (d1)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2) -> (d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map5 = affine_map<(d0) -> (d0)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
module {
  util.global private @emb_0 = #stream.parameter.named<"model"::"emb_0"> : tensor<40x16xf32>
  util.global private @emb_1 = #stream.parameter.named<"model"::"emb_1"> : tensor<40x16xf32>
  util.global private @emb_2 = #stream.parameter.named<"model"::"emb_2"> : tensor<40x16xf32>
  util.global private @emb_3 = #stream.parameter.named<"model"::"emb_3"> : tensor<40x16xf32>
  util.global private @emb_4 = #stream.parameter.named<"model"::"emb_4"> : tensor<40x16xf32>
  util.global private @emb_5 = #stream.parameter.named<"model"::"emb_5"> : tensor<24x16xf32>
  util.global private @emb_6 = #stream.parameter.named<"model"::"emb_6"> : tensor<40x16xf32>
  util.global private @emb_7 = #stream.parameter.named<"model"::"emb_7"> : tensor<40x16xf32>
  util.global private @emb_8 = #stream.parameter.named<"model"::"emb_8"> : tensor<3x16xf32>
  util.global private @emb_9 = #stream.parameter.named<"model"::"emb_9"> : tensor<40x16xf32>
  util.global private @emb_10 = #stream.parameter.named<"model"::"emb_10"> : tensor<40x16xf32>
  util.global private @emb_11 = #stream.parameter.named<"model"::"emb_11"> : tensor<40x16xf32>
  util.global private @emb_12 = #stream.parameter.named<"model"::"emb_12"> : tensor<40x16xf32>
  util.global private @emb_13 = #stream.parameter.named<"model"::"emb_13"> : tensor<27x16xf32>
  util.global private @emb_14 = #stream.parameter.named<"model"::"emb_14"> : tensor<40x16xf32>
  util.global private @emb_15 = #stream.parameter.named<"model"::"emb_15"> : tensor<40x16xf32>
  util.global private @emb_16 = #stream.parameter.named<"model"::"emb_16"> : tensor<10x16xf32>
  util.global private @emb_17 = #stream.parameter.named<"model"::"emb_17"> : tensor<40x16xf32>
  util.global private @emb_18 = #stream.parameter.named<"model"::"emb_18"> : tensor<40x16xf32>
  util.global private @emb_19 = #stream.parameter.named<"model"::"emb_19"> : tensor<4x16xf32>
  util.global private @emb_20 = #stream.parameter.named<"model"::"emb_20"> : tensor<40x16xf32>
  util.global private @emb_21 = #stream.parameter.named<"model"::"emb_21"> : tensor<18x16xf32>
  util.global private @emb_22 = #stream.parameter.named<"model"::"emb_22"> : tensor<15x16xf32>
  util.global private @emb_23 = #stream.parameter.named<"model"::"emb_23"> : tensor<40x16xf32>
  util.global private @emb_24 = #stream.parameter.named<"model"::"emb_24"> : tensor<40x16xf32>
  util.global private @emb_25 = #stream.parameter.named<"model"::"emb_25"> : tensor<40x16xf32>
  func.func @forward(%arg0: tensor<16x13xf32>, %arg1: tensor<?xi64>, %arg2: tensor<16xi64>, %arg3: tensor<?xi64>, %arg4: tensor<16xi64>, %arg5: tensor<?xi64>, %arg6: tensor<16xi64>, %arg7: tensor<?xi64>, %arg8: tensor<16xi64>, %arg9: tensor<?xi64>, %arg10: tensor<16xi64>, %arg11: tensor<?xi64>, %arg12: tensor<16xi64>, %arg13: tensor<?xi64>, %arg14: tensor<16xi64>, %arg15: tensor<?xi64>, %arg16: tensor<16xi64>, %arg17: tensor<?xi64>, %arg18: tensor<16xi64>, %arg19: tensor<?xi64>, %arg20: tensor<16xi64>, %arg21: tensor<?xi64>, %arg22: tensor<16xi64>, %arg23: tensor<?xi64>, %arg24: tensor<16xi64>, %arg25: tensor<?xi64>, %arg26: tensor<16xi64>, %arg27: tensor<?xi64>, %arg28: tensor<16xi64>, %arg29: tensor<?xi64>, %arg30: tensor<16xi64>, %arg31: tensor<?xi64>, %arg32: tensor<16xi64>, %arg33: tensor<?xi64>, %arg34: tensor<16xi64>, %arg35: tensor<?xi64>, %arg36: tensor<16xi64>, %arg37: tensor<?xi64>, %arg38: tensor<16xi64>, %arg39: tensor<?xi64>, %arg40: tensor<16xi64>, %arg41: tensor<?xi64>, %arg42: tensor<16xi64>, %arg43: tensor<?xi64>, %arg44: tensor<16xi64>, %arg45: tensor<?xi64>, %arg46: tensor<16xi64>, %arg47: tensor<?xi64>, %arg48: tensor<16xi64>, %arg49: tensor<?xi64>, %arg50: tensor<16xi64>, %arg51: tensor<?xi64>, %arg52: tensor<16xi64>) -> tensor<16x1xf32> {
    %arg53 = util.global.load @emb_0 : tensor<40x16xf32>
    %arg54 = util.global.load @emb_1 : tensor<40x16xf32>
    %arg55 = util.global.load @emb_2 : tensor<40x16xf32>
    %arg56 = util.global.load @emb_3 : tensor<40x16xf32>
    %arg57 = util.global.load @emb_4 : tensor<40x16xf32>
    %arg58 = util.global.load @emb_5 : tensor<24x16xf32>
    %arg59 = util.global.load @emb_6 : tensor<40x16xf32>
    %arg60 = util.global.load @emb_7 : tensor<40x16xf32>
    %arg61 = util.global.load @emb_8 : tensor<3x16xf32>
    %arg62 = util.global.load @emb_9 : tensor<40x16xf32>
    %arg63 = util.global.load @emb_10 : tensor<40x16xf32>
    %arg64 = util.global.load @emb_11 : tensor<40x16xf32>
    %arg65 = util.global.load @emb_12 : tensor<40x16xf32>
    %arg66 = util.global.load @emb_13 : tensor<27x16xf32>
    %arg67 = util.global.load @emb_14 : tensor<40x16xf32>
    %arg68 = util.global.load @emb_15 : tensor<40x16xf32>
    %arg69 = util.global.load @emb_16 : tensor<10x16xf32>
    %arg70 = util.global.load @emb_17 : tensor<40x16xf32>
    %arg71 = util.global.load @emb_18 : tensor<40x16xf32>
    %arg72 = util.global.load @emb_19 : tensor<4x16xf32>
    %arg73 = util.global.load @emb_20 : tensor<40x16xf32>
    %arg74 = util.global.load @emb_21 : tensor<18x16xf32>
    %arg75 = util.global.load @emb_22 : tensor<15x16xf32>
    %arg76 = util.global.load @emb_23 : tensor<40x16xf32>
    %arg77 = util.global.load @emb_24 : tensor<40x16xf32>
    %arg78 = util.global.load @emb_25 : tensor<40x16xf32>
    %c16_i64 = arith.constant 16 : i64
    %c1_i64 = arith.constant 1 : i64
    %c0_i64 = arith.constant 0 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c27_i64 = arith.constant 27 : i64
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<-1.59825826> : tensor<16x1xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1_16_torch.float32> : tensor<1x16xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_16_32_torch.float32_1> : tensor<16x32xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_32_torch.float32_1> : tensor<32xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_32_367_torch.float32> : tensor<32x367xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_16_32_torch.float32> : tensor<16x32xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_32_torch.float32> : tensor<32xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_32_13_torch.float32> : tensor<32x13xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_351_torch.int64> : tensor<351xi64>
    %cst_12 = arith.constant dense_resource<torch_tensor_351_torch.int64_1> : tensor<351xi64>
    %0 = tensor.empty() : tensor<13x32xf32>
    %transposed = linalg.transpose ins(%cst_10 : tensor<32x13xf32>) outs(%0 : tensor<13x32xf32>) permutation = [1, 0] 
    %1 = tensor.empty() : tensor<16x32xf32>
    %2 = linalg.fill ins(%cst : f32) outs(%1 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %3 = linalg.matmul ins(%arg0, %transposed : tensor<16x13xf32>, tensor<13x32xf32>) outs(%2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_9 : tensor<32xf32>) outs(%1 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %5 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%3, %4 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %62 = arith.addf %in, %in_45 : f32
      linalg.yield %62 : f32
    } -> tensor<16x32xf32>
    %6 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%5 : tensor<16x32xf32>) outs(%1 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.cmpf ugt, %in, %cst : f32
      %63 = arith.select %62, %in, %cst : f32
      linalg.yield %63 : f32
    } -> tensor<16x32xf32>
    %7 = tensor.empty() : tensor<32x16xf32>
    %transposed_13 = linalg.transpose ins(%cst_8 : tensor<16x32xf32>) outs(%7 : tensor<32x16xf32>) permutation = [1, 0] 
    %8 = tensor.empty() : tensor<16x16xf32>
    %9 = linalg.fill ins(%cst : f32) outs(%8 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %10 = linalg.matmul ins(%6, %transposed_13 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%9 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_7 : tensor<16xf32>) outs(%8 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %12 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%10, %11 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%8 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %62 = arith.addf %in, %in_45 : f32
      linalg.yield %62 : f32
    } -> tensor<16x16xf32>
    %13 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%12 : tensor<16x16xf32>) outs(%8 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.cmpf ugt, %in, %cst : f32
      %63 = arith.select %62, %in, %cst : f32
      linalg.yield %63 : f32
    } -> tensor<16x16xf32>
    %dim = tensor.dim %arg1, %c0 : tensor<?xi64>
    %14 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg1, %arg2 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg2[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg53[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_14 = tensor.dim %arg3, %c0 : tensor<?xi64>
    %15 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg3, %arg4 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg4[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_14 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg54[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_15 = tensor.dim %arg5, %c0 : tensor<?xi64>
    %16 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg5, %arg6 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg6[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_15 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg55[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_16 = tensor.dim %arg7, %c0 : tensor<?xi64>
    %17 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg7, %arg8 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg8[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_16 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg56[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_17 = tensor.dim %arg9, %c0 : tensor<?xi64>
    %18 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg9, %arg10 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg10[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_17 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg57[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_18 = tensor.dim %arg11, %c0 : tensor<?xi64>
    %19 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg11, %arg12 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg12[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_18 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg58[%77, %78] : tensor<24x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_19 = tensor.dim %arg13, %c0 : tensor<?xi64>
    %20 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg13, %arg14 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg14[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_19 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg59[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_20 = tensor.dim %arg15, %c0 : tensor<?xi64>
    %21 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg15, %arg16 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg16[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_20 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg60[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_21 = tensor.dim %arg17, %c0 : tensor<?xi64>
    %22 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg17, %arg18 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg18[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_21 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg61[%77, %78] : tensor<3x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_22 = tensor.dim %arg19, %c0 : tensor<?xi64>
    %23 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg19, %arg20 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg20[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_22 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg62[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_23 = tensor.dim %arg21, %c0 : tensor<?xi64>
    %24 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg21, %arg22 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg22[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_23 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg63[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_24 = tensor.dim %arg23, %c0 : tensor<?xi64>
    %25 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg23, %arg24 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg24[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_24 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg64[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_25 = tensor.dim %arg25, %c0 : tensor<?xi64>
    %26 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg25, %arg26 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg26[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_25 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg65[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_26 = tensor.dim %arg27, %c0 : tensor<?xi64>
    %27 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg27, %arg28 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg28[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_26 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg66[%77, %78] : tensor<27x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_27 = tensor.dim %arg29, %c0 : tensor<?xi64>
    %28 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg29, %arg30 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg30[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_27 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg67[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_28 = tensor.dim %arg31, %c0 : tensor<?xi64>
    %29 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg31, %arg32 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg32[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_28 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg68[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_29 = tensor.dim %arg33, %c0 : tensor<?xi64>
    %30 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg33, %arg34 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg34[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_29 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg69[%77, %78] : tensor<10x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_30 = tensor.dim %arg35, %c0 : tensor<?xi64>
    %31 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg35, %arg36 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg36[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_30 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg70[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_31 = tensor.dim %arg37, %c0 : tensor<?xi64>
    %32 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg37, %arg38 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg38[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_31 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg71[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_32 = tensor.dim %arg39, %c0 : tensor<?xi64>
    %33 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg39, %arg40 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg40[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_32 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg72[%77, %78] : tensor<4x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_33 = tensor.dim %arg41, %c0 : tensor<?xi64>
    %34 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg41, %arg42 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg42[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_33 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg73[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_34 = tensor.dim %arg43, %c0 : tensor<?xi64>
    %35 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg43, %arg44 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg44[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_34 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg74[%77, %78] : tensor<18x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_35 = tensor.dim %arg45, %c0 : tensor<?xi64>
    %36 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg45, %arg46 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg46[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_35 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg75[%77, %78] : tensor<15x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_36 = tensor.dim %arg47, %c0 : tensor<?xi64>
    %37 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg47, %arg48 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg48[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_36 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg76[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_37 = tensor.dim %arg49, %c0 : tensor<?xi64>
    %38 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg49, %arg50 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg50[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_37 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg77[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %dim_38 = tensor.dim %arg51, %c0 : tensor<?xi64>
    %39 = linalg.generic {indexing_maps = [#map2, #map3, #map4], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg51, %arg52 : tensor<?xi64>, tensor<16xi64>) outs(%9 : tensor<16x16xf32>) {
    ^bb0(%in: i64, %in_45: i64, %out: f32):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      %64 = arith.addi %63, %c1_i64 : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi eq, %64, %c16_i64 : i64
      %67 = arith.select %66, %c0, %65 : index
      %extracted = tensor.extract %arg52[%67] : tensor<16xi64>
      %68 = arith.index_cast %dim_38 : index to i64
      %69 = arith.select %66, %68, %extracted : i64
      %70 = linalg.index 1 : index
      %71 = arith.index_cast %70 : index to i64
      %72 = arith.cmpi slt, %in_45, %71 : i64
      %73 = arith.cmpi eq, %in_45, %71 : i64
      %74 = arith.ori %72, %73 : i1
      %75 = arith.cmpi slt, %71, %69 : i64
      %76 = arith.andi %74, %75 : i1
      %77 = arith.index_cast %in : i64 to index
      %78 = linalg.index 2 : index
      %extracted_46 = tensor.extract %arg78[%77, %78] : tensor<40x16xf32>
      %79 = arith.addf %extracted_46, %out : f32
      %80 = arith.select %76, %79, %out : f32
      linalg.yield %80 : f32
    } -> tensor<16x16xf32>
    %concat = tensor.concat dim(1) %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27, %28, %29, %30, %31, %32, %33, %34, %35, %36, %37, %38, %39 : (tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>, tensor<16x16xf32>) -> tensor<16x432xf32>
    %expanded = tensor.expand_shape %concat [[0], [1, 2]] output_shape [16, 27, 16] : tensor<16x432xf32> into tensor<16x27x16xf32>
    %40 = tensor.empty() : tensor<16x16x27xf32>
    %transposed_39 = linalg.transpose ins(%expanded : tensor<16x27x16xf32>) outs(%40 : tensor<16x16x27xf32>) permutation = [0, 2, 1] 
    %41 = tensor.empty() : tensor<16x27x27xf32>
    %42 = linalg.fill ins(%cst : f32) outs(%41 : tensor<16x27x27xf32>) -> tensor<16x27x27xf32>
    %43 = linalg.batch_matmul ins(%expanded, %transposed_39 : tensor<16x27x16xf32>, tensor<16x16x27xf32>) outs(%42 : tensor<16x27x27xf32>) -> tensor<16x27x27xf32>
    %44 = tensor.empty() : tensor<16xi64>
    %45 = linalg.generic {indexing_maps = [#map5], iterator_types = ["parallel"]} outs(%44 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %62 = linalg.index 0 : index
      %63 = arith.index_cast %62 : index to i64
      linalg.yield %63 : i64
    } -> tensor<16xi64>
    %expanded_40 = tensor.expand_shape %45 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %46 = tensor.empty() : tensor<16x351xf32>
    %47 = linalg.generic {indexing_maps = [#map6, #map, #map, #map1], iterator_types = ["parallel", "parallel"]} ins(%expanded_40, %cst_11, %cst_12 : tensor<16x1xi64>, tensor<351xi64>, tensor<351xi64>) outs(%46 : tensor<16x351xf32>) {
    ^bb0(%in: i64, %in_45: i64, %in_46: i64, %out: f32):
      %62 = arith.cmpi slt, %in, %c0_i64 : i64
      %63 = arith.addi %in, %c16_i64 : i64
      %64 = arith.select %62, %63, %in : i64
      %65 = arith.index_cast %64 : i64 to index
      %66 = arith.cmpi slt, %in_45, %c0_i64 : i64
      %67 = arith.addi %in_45, %c27_i64 : i64
      %68 = arith.select %66, %67, %in_45 : i64
      %69 = arith.index_cast %68 : i64 to index
      %70 = arith.cmpi slt, %in_46, %c0_i64 : i64
      %71 = arith.addi %in_46, %c27_i64 : i64
      %72 = arith.select %70, %71, %in_46 : i64
      %73 = arith.index_cast %72 : i64 to index
      %extracted = tensor.extract %43[%65, %69, %73] : tensor<16x27x27xf32>
      linalg.yield %extracted : f32
    } -> tensor<16x351xf32>
    %concat_41 = tensor.concat dim(1) %13, %47 : (tensor<16x16xf32>, tensor<16x351xf32>) -> tensor<16x367xf32>
    %48 = tensor.empty() : tensor<367x32xf32>
    %transposed_42 = linalg.transpose ins(%cst_6 : tensor<32x367xf32>) outs(%48 : tensor<367x32xf32>) permutation = [1, 0] 
    %49 = linalg.matmul ins(%concat_41, %transposed_42 : tensor<16x367xf32>, tensor<367x32xf32>) outs(%2 : tensor<16x32xf32>) -> tensor<16x32xf32>
    %50 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<32xf32>) outs(%1 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x32xf32>
    %51 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%49, %50 : tensor<16x32xf32>, tensor<16x32xf32>) outs(%1 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %62 = arith.addf %in, %in_45 : f32
      linalg.yield %62 : f32
    } -> tensor<16x32xf32>
    %52 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%51 : tensor<16x32xf32>) outs(%1 : tensor<16x32xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.cmpf ugt, %in, %cst : f32
      %63 = arith.select %62, %in, %cst : f32
      linalg.yield %63 : f32
    } -> tensor<16x32xf32>
    %transposed_43 = linalg.transpose ins(%cst_4 : tensor<16x32xf32>) outs(%7 : tensor<32x16xf32>) permutation = [1, 0] 
    %53 = linalg.matmul ins(%52, %transposed_43 : tensor<16x32xf32>, tensor<32x16xf32>) outs(%9 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %54 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<16xf32>) outs(%8 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %55 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%53, %54 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%8 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %62 = arith.addf %in, %in_45 : f32
      linalg.yield %62 : f32
    } -> tensor<16x16xf32>
    %56 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%55 : tensor<16x16xf32>) outs(%8 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.cmpf ugt, %in, %cst : f32
      %63 = arith.select %62, %in, %cst : f32
      linalg.yield %63 : f32
    } -> tensor<16x16xf32>
    %57 = tensor.empty() : tensor<16x1xf32>
    %transposed_44 = linalg.transpose ins(%cst_2 : tensor<1x16xf32>) outs(%57 : tensor<16x1xf32>) permutation = [1, 0] 
    %58 = linalg.fill ins(%cst : f32) outs(%57 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %59 = linalg.matmul ins(%56, %transposed_44 : tensor<16x16xf32>, tensor<16x1xf32>) outs(%58 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %60 = linalg.generic {indexing_maps = [#map1, #map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%59, %cst_1 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%57 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_45: f32, %out: f32):
      %62 = arith.addf %in, %in_45 : f32
      linalg.yield %62 : f32
    } -> tensor<16x1xf32>
    %61 = linalg.generic {indexing_maps = [#map1, #map1], iterator_types = ["parallel", "parallel"]} ins(%60 : tensor<16x1xf32>) outs(%57 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %62 = arith.negf %in : f32
      %63 = math.exp %62 : f32
      %64 = arith.addf %63, %cst_0 : f32
      %65 = arith.divf %cst_0, %64 : f32
      linalg.yield %65 : f32
    } -> tensor<16x1xf32>
    return %61 : tensor<16x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_16_torch.float32: "0x040000002B9C373FB01C90BE6EFEEC3D1E3DC8BEC050EEBED1E717BF1830ED3C8345D83E740038BE180E353E6226953E396DB03EA56BD33D4737F0BE7D13A0BE7620F8BE",
      torch_tensor_16_torch.float32_1: "0x04000000D34005BD998041BEE1EA54BEF7884B3EBB52B13B1705283DAA7B54BE75A4833EE24800BD46A73D3EB0180CBF927BD2BE6D9E7C3E90C9C03D152B01BE475289BE",
      torch_tensor_16_32_torch.float32_1: "0x04000000D93093BC4CA1403E2A300BBEA46A02BF92EFF2BDF3DC883DAC2118BE415387BE3C307B3D516C8ABEE3E78F3DC688013EA0FADD3DCC1A78BD812287BD4E5E3ABE081C0CBE4F8C97BD101E603DED695FBED63C1E3ECC7FAB3EC120C2BDA7B16B3E6F3589BC409C033EA8D3933EBD0E0EBE30490DBEBEE5773EC95861BEB248D8BC16F453BE0F9E03BFA1801ABDC9E22B3E65E6D33D4CDAC4BD73E18F3D024741B95B869FBEC9EAADBEA7769A3EF6AC5EBED646EE3D67F1AB3D880305BF717A843D16A0963D2A7BE6BB3547553E987263BEE2FC363E980EB43DF54DA93C48ED033DBB39633EB244BABE4762833C6B7B89BE1EB7D63CEC57633D319E193EBC0D133CD35859BEAD019FBDEB11283E9379AE3D16B5E3BC9D8DAEBE5F1841BE58CAA73D8FF745BE90E9863D2436313E7F37F53DC7F1773D5937B03D04DB81BE8B8D33BEC348D7BEEE1C23BE914A453E65F18ABE0A2FAE3D6E0C77BDFC99C13ED10E87BDCADD81BE44499C3EEE9A533D7E112A3E95B9F9BCBFCE50BEA82C643E572E68BE00D1693ED62A8C3D21E8BA3E6EA038BD342D10BE58450BBEFE2007BEF502D03CF716383CB7E687BE17F700BEB10F05BC65FA88BEB67D90BEE16E9B3D2B0F18BE1962843BA0E20DBE941CBA3C14EE01BFFAA6F7BDB51A333EAF05663EFB7F87BB25DCC1BDFAB32BBD29F7093EB8F7B8BE28E90ABC15F2A43EB6F7B8BECBD0C1BDB2FB11BDFC20B0BD4D4BEA3D8DCF78BED7A3B83D3D2BBEBCBCBC59BD055C5BBED219A1BB04D5E3BC6048E33D524F91BD68DC8CBE1A6AF7BE34F5083F1E015D3DA1972F3B6B3253BE913A823D0E48C9BD7C1BB63D8C97403E5A9AB33DBED73ABC97096BBE3DD7A8BE48A7563EFC6870BE2785FCBE1D92973EDFF60F3D1593413D753C243EC6DB613ED94F8C3E3BACCEBE0BBBDE3EE28D0DBED8D0B5BD9522A13EB5D5AA3D510BD13DACCAA43ED774FEBD8C61CC3DD8F7EC3D1689A03EB9002A3EA7FC2C3D6DA6B03DC388BF3C6F6688BDCFF5293EE7717DBE58269BBCFAC919BE9E87F2BD0B758EBCEE786A3E690EC33CD006D5BD9685963EFE2A43BEF3F3BF3D58ABD23E25C8AE3EAE85373EDA523D3D87E13B3D5C4765BE49FB693E052078BEBDB340BE0EC9633E0A7E94BD65F5BCBDDAE74BBE933022BC51E7403EE583393E1FDD553E335E34BDE1A9CB3C7D0703BF803BED3D21A7463E681886BE3F1E7C3C0737433EBD777B3EADCEBABE1AE99C3E3DA4C63C5DB7D3BC814C2D3E3327A93D4EBD9C3E066513BE47BEADBDF7AF9EBE8966D3BD75BD8BBD9E24743E6CFB923E943D623D2F61363D0BB7E13D78C1393DE1B6AFBED91E0ABE0D154C3E5BA40FBEAE92233D37E0C73DA82F283CE2D2A1BE9F49383D03FAEABC0C50373E65C66BBE666559BE210FA6BD454CB73D186A003C178A66BDE231B23E18F889BD740A203DCC4617BED4AC8BBE79D608BF6A0BC1BCA9E7D33DD77B99BE49FB393B92609FBD78D8323EB90C563E1F284BBED24DE3BDCE73773ED3196D3C445910BE61C4AFBE22D900BE71669EBECFAD813E03EB933EC57C903D45F7D7BE61678FBE740F99BE3E91A23D82B5933DB9BB8FBC4F0B4F3C2A4124BDA628253D76BFAE3C4245033E16C9993EC627B23E4C8F543E9539BE3C471930BE3171513E3A0B9D3D81CC43BC42CCAFBD1AC2F9BA232722BD428ED8BE5B26C0BC1FCB95BE4135613ED5CD77BEE851F2BAAFB5FABC23BE39BE613ECCBEA1010C3ECE7193BBDF5DF2BC1D8B8E3D0C7293BE6822B93EDEE4113D729BE23D20B266BECFC21BBE59B0583DEA6C36BE4C6C073E0730473ED1AE04BF40172B3DBE457ABE321B433E1E94D2BD9216C0BCAA20593E34B0C93E82703ABE0BA81B3EF6BE3FBEF1122ABD305544BEB3FDC4BC86D6BDBE5C080EBE5B97A13DA855D23BCCE34EBE79815C3E10A90EBEA53B69BEF712AFBC5B279ABEE46D2E3ED56FC63DD03905BFFF5C11BE9B7CB1BE19E07BBC3709A1BE60D5923DB0AB2C3E2FA8BBBEA02520BFDA3E243E3D2BE9BE18E18BBE250881BD6EB645BE3A084C3E3BB4BE3E1662773E67D5C63E0A06003EF80A02BE873735BEFFA1933D529E863DB511163E02E8B7BEA6C463BD6392133EAFD4713E5BCEA6BEC3F83CBE78E7C4BD0B7597BE874B913D761B3EBD2209113EBAAC22BC8B10913D8251D3BE18EBEF3C99B1063E1F84813D8232EFBD252D24BF2CEA043E1287943C005A1C3E29208F3E8B87FF3CA2CEF93CBDBB81BE921760BEB68B13BE5213D43D748E31BE1F87283EBFFEBD3D4E977D3B1ABDD4BC593C743DD579B03CDF52263D1688743D316DD1BDE103B33D52E2FABDAD689ABAB92130BE47C0D93DB06BBEBE457E2DBE1182DC3D498CDC3DE558023E478F0DBE05CF3BBE59BBD5BD283C7F3E5739913D902CB93E2D36E03D5DCA583E8D58923DFC8E593E576E7BBEB3A27BBE5FEB5EBEF71C19BEB9B3DE3D2595F4BC9BDAA53CBC0574BE51369ABECA9D143E5C76123EA60917BE37893E3E94851E3DD71410BD0E0CD13DD8EC30BD15F3933E73E277BE6EB57B3EBA480EBE9B10703EA3E5BABE8B570CBE374E0B3D2779C2BD75B2CCBEAD2A413B211F89BDDFCFB43E238991BEBB53BEBD60FA5CBD010A2EBC37AAD83D9B9400BE34FCABBD2DFD40BE9CB4E73BEAB1A53E82BB5CBDBF3D72BD9059013E93524ABE0E0BAD3EC70F663EC5C3843E6851B23D107E9F3EC941E33D9DD5443E23BFDCBB1345B8BE8BE0083E83765DBBC7D6043D966C073E46930FBD45BA8F3ED99452BDD6EA1FBEDB93C2BD1E534CBE29D46A3CCAE5D83ECE8BB63B494F9F3D131D063EE4350F3EA82464BD4736DD3ED963113E98B0ABBEB528013EC0E5B63C88EE0C3E6EC81A3E7B9006BE7E081D3E9776373E088C95BD",
      torch_tensor_32_torch.float32_1: "0x0400000031C1C1BDB0546D3E19A50B3E84C87DBD00069B3D330A403E8757FBBDB6B3B8BDAD74253EB476113E4F6082BDA749B23C60105FBD5A28E0BDF62B233E648A37BE182D873E984A223D1F11463D4578C0BD4F4EE7BC96EF6CBE41B224BE52F3863DC50A5F3E243CCABC1A54E6BDF90436BD7607AB3DFD6CC1BD301B133EAFF2D93D",
      torch_tensor_32_367_torch.float32: "0x040000003AB7A13DA990513DB1F1CB3DA0DB3ABBDCDF313DBBAB0CBD6EA3F7BC85FB103DBA1EB83D1A97BCBA29EC683DD25202BD8CF4AFBDC1CF00BE42C59EBD3A99083E98E6983D7777553E676F87BD984CD73CB570AF3D1D25683D881794BC0CF5A9BCDDC34DBDA7CAED3D6EC6253E43C7B3BD0A8124BDD0FA703DA7E6DF3CBE27973D19888ABD3F2CDFBDDEA604BED628DE3D986228BC9E73743CA727153EFF05D53D40BDF13DA52B92BD0B2BF3BD39E768BDA28613BD35AB173CA3D019BDFAF5C73C3540C93D187BFFBDA413473C45C1B53D1143043D83877EBC29F39C3DC0B1D33C32DE95BC6226AC3B11F320BC5CF3FD3C7E99733D283449BD60359E3DC0BFDABD03E9B2BD893CC43D71E4B43BE06B3E3D8E92993BD36F60BC9739E1BDB7345C3D0A8B083DE21CC0BDD2C35BBD540C59BD34ED30BC4CC444BDAA5D24BD77874BBE358BE73C873BCB3D051402BEFD86183EBFFF9E3CC4FE223D453FD0BD8DB477BD674CBC3BD49BC3BD632BEF3CDDF4B33BB072893C1E2895BD54A8483D2E65A43C77AD4C3DD1121C3C65E0FD3DC412AE3DF5D9F1BD5E28A4BC4E7A13BEB81A923B92B5123D0593913DCC051C3DEE3AD4BC9D45E5BD5C2DB53DDCB9D63D14639A3D0E6443BB89E9A13D9F7457BD8F21CFBD348287BCA3B431BD3DE745BDAF6649BC9E5B4FBD16DB783B86CA44BD8867B9BD05FD41BD46E11A3ED0A23FBC927F983D526D1ABE7415A13DB896BB3D3E504F3DD2C32DBDEE12AB3B5AD880BD73AA63BC693788BDEC6FF0BADB37373D8F34533D1B6F883DA6F3B63BCE2FC73D204B183D20A0563D371EC8BCFE5AABBC791584BD12300CBCE4779ABD5BAEE0BCE487333E666BC03D4FB476BDD3B668BDB5252BBD056E1D3DB01E5BBD47A8D73DFA89773CEE216FBCC4896EBDEFA984BBDC38D5BC361ACABC979BA2BD706AB13CD3CA313D0600DA3CAA9A75BDE752EB3D89509BBC5F88B6BD48B0B0BD438092BC61AFBB3C1F2D283D85F7C1BC5A17FA3C9A61903DAD711A3D2E56203D0DE3F2BDAFB9D5BDEB46B1BD0E3D07BDE70AA73C60789ABC5E682D3C3443C73C45D28EBDB117E93D8B151C3E028D963D025E933D9A79A5BD4CFE6CBD986E753DE1FFBA3D3954493D538CDB3D6B9BD2BCFC7CE33DC96231BD860C96BD39FB713D5E957ABA5A1143BD440293BDDA53853D9F3015BDCFC3123D6028D8BBE9588DBDD6B3B03C0CAF8ABAF02D03BD99B4433D03B907BDECE1683D1FC5A63CF3B69FBD831DBC3D2699453B24A8133D420EF63D82BABEBC7BDD9ABD0A47BDBC695A41BDD50A00BD8018B93DE5E5973DE4A1203D9A5530BE686D2CBD688F103E5678B23C55C7E33DC528D53DC81B6ABDEC3F093DC486C63DB9428A3D5071063EDE7EC3BD2DF5783CD87A7C3D7C86113E4A9A0EBD0C36EEBC7301B6BD3F36A7BDA852D23BBC16D73D150683BDA0742A3E684F7E3C569FF03D1C3AF5BC658332BD9A1C93BDE5EC063E881E52BD29C81EBD9BA99E3D1EC9A1BDB204493DC7A9F43D9462083D1221EA3CBC499BBD064DA73D468718BD8BD8463D0060093E73DF443D88D3163D836E2A3C91377E3D70D6F6BC6261E6BD8C226C3DE538993DBC5D1E3D8379CFBC29B69A3DBBC6D4BD605EACBC6735143ED848A63D390CFC3CBF6AC93B7438673D6635EA3D566E933D378A2ABEB072863D1AC79EBC236F9C3D7F530D3D78000B3D851395BCEDD089BDC246073D0C7DA33D90A089BD3DE8F6BCACDED43D092C64BCDD6897BD9C9B13BDB7749D3CAD72E13D9C93C2BD20E1373E95427ABCDF2D7ABC4CAC68BDA361A8BB63469F3C45EE4B3DFBC30ABD562730BDFDAC953CBC378BBC67E92CBEBAFCB7BD000E18BCA1D4FCBC0D9FFEBD16B4033EE6F1853D6196763D16CC3FBD4DBE953D26CB68BCCF3CD03C7EA477BC8E6B9C3D04093D3DFD21083C63956A3CC371A2BC16EBC9BC0C10D23CD5B021BDEAB27ABDA2832D3D43655DBCC90F253C847A07BE3449E6BBAF06233D82DC16BED3E6033E7FAEAE3D742ED0BC9CBE043E9471A03CEAB594BD1973C0BCAD1C143D52A1243D48DF77BDC5F5B3BD0EE189BD461F213E71AAC43DB2AB14BCEDCD58BC49E451BD7EE5813D05FFC2BD628A9E3DA947233D6BF0CCBC34E596BC80547E3C6F4AB8BBA88F133E7CAB9C3C5A7E733ED89000BE538BFABD8659533C368C8BBCA42CDF3B05A97CBC0F783ABDE44B9D3C4327203EDA0FF53D32281D3C20F43BBD902B36BBA2F03EBEFBD31D3D413972BC667317BE0AE9663D8F464DBD1A6324BD656E8F3D7C42C53CFF8DF13CEFB0893D013961BDCEA094BD26DA42BCB2B1C33DEB54F6BCDA8D7F3DACACA23BADC12BBC00AFDABCBE41A6BD73CF1FBCB96496BD87344E3BD436EB3DA55B0D3E960D6B3CFFF9EE3C0C59A33D80069BBD495940BD154D95BD97CF36BD1187D7BD95F999BD24102BBDD2A7623D8E2BE7BDD03EAABD69728ABD6B495A3BC43B373D5E99CC3C9893B13D36228E3D18D691BEFD764ABD9297CFBDDA8B8EBD9B85FABB68F7783D2BEA55BD289744BDEB81E03DB575983DD164F5BDF28695BC9C9146BC6B960FBA3EE0E53D030907BD643596BC6CA3493B508E92392C6B083D7CFDAABD0EFE863C72C3343BDD094D3D82C566BDB6370ABD04848EBDF0EC43BDC90D9A3C0169A03B9F438C3D171D7EBDE1B823BD4C50C4BD67BCB8BD0A7DF73C986859BDA0B08239ABB5CABD3CCAC93DBD3AB3BDCB41C1BCDC82C53C14E6DABA0B0D47BC0D6A343CE4FD303CD072E5BB9F34B63D8D85BCBD80C6323DC2A806BC84BE4ABE8243D33D38A7293CDB4F2A3DB4ED20BDA4CA32BD7D48663DC569A8BD3C47F73D887D01BC2FC6DEBC6EFD28BC2C0EEC3DCCBC11BE0095A8BD5262F63D2AFA9E3DA7D59FBC7B3D00BEA1E4C43D877601BA5C08DF3D48AA84BC8D8F893C9F7BF5BC7D3C713C9139463C3EBA16BEEAE4443C986C9ABD85630CB94CAA603BAE3BF33C2216BDBDBC54233E84F20A3D7C2E6FBBFB338EBC0FB814BDC559C53A092640BDF7A9DFBC8CDB8BBC2B259A3DBE14073D48911B3DDC7FBC3CAE2EA9BDA3C86DBE50F6213DF1C3EEBD3A0482BCBB56443D0E1ABBBD2C305F3C7C678F3D91E2BE3BAD6E8E3A180A683D065846BD228024BD71B5343D625B523D9A577EBD280BB43A520F34BDF708713DA1F3883C2222373EE9CD04BEB3CE2FBDF7D780BCB6102ABD2ABBB9BCE189813D91EA48BEEC92EBBC6A68E63DC7EE1ABD65182CBE2ADB4CBC121770BD101A1BBDCA15873D548737BD62CF9B3C3915F93CF729813D02A369BD0F1A09BC19A2C3BB292586BD680E4DBD316959BDDC17BFBC00BFEBBCA94A273EC92B0DBDDF57D3BD6FF1F93B63E3D13CB3CC10BD8039D13D9A929B3D6C6F28BE2F99CA3D98D064BDE7B45BBD73CCA8BDB8E6513C262F8F3C75359CBDC09D063BCC3767BCC846C7BD37A16EBCC6EBC63D6CACDD3D1AD0173D1C35BFBA43CF27393EBE3DBD33B7013D69CA11BC54B43A3D8EE61A3D162CCFBD46F0FDBC965C7ABD3DF3863C87690D3D3D073B3DF8F49E3D745252BC3A6483BB58F08C3C11DCA53CFD002EBCD7B01CBD8A93963D602612BE9BBDCDBD88F139BD5C8DBD3C133CD7BC3DEB023EA696A13C2526EABB054A0DBDA2E4CF3DB43A04BC2370E3BD7E5082BC1BCAAA3C7E214D3CE404493CDF1686BB9B6AF5BD681EC73C83C6573CAC925BBCC8F7A0BDCB12AE3D4B4DFCBC1F4043BD51E25E3D5B8C12BD45A2BD3B33E4A83AFCBBAF3CD028263ECCA7AFBC7C36A13D0CA948BCC11B11BE8C2F093DA9D1A2BD87B0CA3C554E45BDFBD439BD9E0C16BEF235273C4075253DF19613BC44319B3DEFE3CDBD90A87C3D0F2CD33D989592BC5196B53D431AAE3D71CEBA3C906D4B3CE3D8A73CB42B74BD0021BA3CB8A7CFBC9E6A4C3D8016B7BD401BC13DEC294FBE9197743C2F99A4BD6C7A8B3CC01B25BD3E7CD3BC5852723CE91375BCDE4F343B2975233DEE294A3D351B7C3D88823E3DB71835BDDB4FA4BDB8C4B73CC507E53B3A012B3DA212383D8AAA3CBE9EF5AE3D1BF8913CB684973DE58E35BDF4C6DD3D6CAEB6BD2E08CC3CBFDCE7BB428897BD15D924BD425EA73D81985E3D09493FBD7B86A1BB66E5AC3DE6F8B13D69B417BED29094BD39EA08BEBF1374BB5CE0D03DDAF410BC236DD1BC03B2D93C9425153B3B492CBD216158BDA43844BDE103CC3DD136ECBD2468363DDD57F13DCA35FABB987563BD0653563DE05D81BDB06ED23D9B2EB6BD88C8373D1FF71E3DDD7A53BC890702BCB92D63BD9B4DB3BCFDDF18BE7F0059BD64B83C3D247FA03BCA43713D4EB4103E47CBC43C59F7183C70C8783DAFC89D3D5B5F1E3DF1D4C0BD2FEA11BDC8DDDC3C33DBE9BC3334E03C71175CBD6453993CC2A68BBB26050B3D49F3F73C566BB83D9B5B6ABBF77ACBBCE2BE893D4CB124BDA5C7773D345B773D4F68633D5AFB363DA2EC163ECCA204BDF75A8F3CC7B6F13DAD6D5CBD012265BDC66C19BD64C9B93C712A2DBDC58B56BDCAAF863D81F1EFBDAD2F0D3D7598463DE65E4D3BEAE38FBC27D73B3BD9F5D73DB395123E56D3C7BD436010BDA325C2BD5B4791BC3D0522BC549C453D0E75D33CE206DA3C02DE8F3D21A2CC3D60E389BC1743793C3EA7F5BD6A3BDB3D4D8DE2BC5E9BB23C36BB2C3D203C11BD7707EE3BBB4B203D2A32A2BB8BB7F3BD2256D03CB6DCD13CA594A23D7DE389BD0D768BBD5C59DC3CEF34B03DD1260D3ED506B13DDDC3D93CB45547BD45AD1B3DF5C9313B116E593CE8D25EBC79183C3DDE1D29BDE39B553D453134BC1606ACBDBBCCA13D67503EBD9CB2A33DBBB2B13CFE2F49BC4864EE3D0D6997BD6F48A9BAD64D1FBE36F242BD25F3AE3ADBE702BEA1E2763DFF51DB3DC2A6B83C9FA959BCEA091B3EE116B5BCE547E63D384E29BD8131FD3DBE1D30BD9FA89E3D3A88393D73135ABD05B4A8BD153C25BC6DF99B3DC2F080BD0DFA4B3B1D6481BDDBC811BDDFE534BBE9938B3D0775CFBDB69819BD0A59663C3C6527BE2E8C7D3DE4DB4F3C9FE613BE30246E3C536BC2BD76D63CBABCDBB53D5039C8BC0D14B13A5D59D6BB2AF28EBDE93CE5BD970DFABD8364653C0202BBBCB11435BD03C391BD3C33A03B03735DBD43B46439347039BD8A7FB83D9DEEE5BC014FACBDE17B99BB8629B0BDE10149BC1DD8D8BD4F61A3BBAABFF8BC455B8EBD7FEDF9BC67E6D23D18B8FBBDB2939BBDB73CC5BDFDDF783D1FDF78BDE4CB6EBDBEBD9F3D30D769BD1AE4CA3DABD0BDBCEE54C13C945F713D23E8163DB45E793CEA452DBE4F7C523C9C5497BCA4FA643DB35F713D508B17BEB12994BD88FE543CDBE6E73D51558CBD90849FBAC2E4CFBD1B3E11BC5BB13CBC0D2D7BB9EB8514BD951B023D870862BD8451BF3D0FA99B3D8DBAB73DB84C8B3C22A324BD79CED8BD2131BEBC085DD6BD7DB9A8BDE7431D3E63B0C5BBEFB124BD95A8F9BC104896BD58137A3DD60C923CAD5681BD8ED51C3DD43B8F3D9C103A3D1133FEBC9ABF5A3CFD08553D2CD3483D7C5D33BCA0314D3DFAE475BDFCD1243DAD0C68BD2A10113D73A11A3EB20310BDA764E43D54BB05BE332FC03CCCE624BC9BCF853C9A75473DBE7CE83D03EA053BB376BB3CD782743DB55FB4BDB0CCF6BB1672BDBCC36EA7BDA961D13C2BBEE0BD65AF2D3D7FE5753C660AF73B157053BDFA641C3CC701C33C3C2C153D670E86BD6B07383C6452DF3DC860E03D6FF697BCF6CD7D3C2946A5BBF00BF8BC452A98BDEBF1143D44EF133E0AFBAB3DB0A703BCF9D7CC3C418806BD996A73BEBAD252BDC183783D6FC6C53D07B5CABDF771683D94A1603B8C4D683BE6709BBDD19814BEF30011BE04F150BCC1CE2EBD84EE6C3D805E7E3DCFDD07BD0234123D62DE6B3C02ADE53D54D93ABDDCA187BD40EAC33D72C79E3C105FA1BDFB490DBE0BC4E9BCD6E36C3CD2B1413C33AD933D03198DBD7DDA19BDE626C33C596A05BDA08F3FBD5CCC823DDCFB83BDB57310BEFB9A533DB93326BCA2EDA4BCD9409CBDA57530BD4A290EBD2EC7B63D99BB8C3D41FEE93D7EDF32BC22C7D6BB85E8593C964191BDBF31953DA196DFBDE43BDEBD3D7960BDC8AA12BEF26194BDACB3DD3DDD73E8BDD082CA3C0F5AD43D8CE9CD3B82E0483CF344E63C5398D33C902003BD3BD18B3D747EFF3B82201BBD2E0E49BD297C9E3C3045EEBD20C92C3D2AC1A73C5744093D861522BE589B313D1197DF3D0682073D6B02E03CC28C26BD0EB26F3CBA79EFBD3723D23CCA01F43DF324003B18EC7FBC1DB9BDBDFA5DB0BC247131BED54675BD984F783D63A8B7BD3D04BCBC2B33023EDDC18E3C1C7F1F3E3673D9BCDD9394BD9A106DBD9259D5BC1E4CAE3CBA09A4BC72A8143B8F2669BAE450883D312D453DD256FF3D68AF2B3C4DF3C03DB066E1BDB0DFC23C5CCFB33C6A41F2B91D5F32BD40A0FC3CF357AF3C458E03BD5189C83D618B0EBDF43E35BC402E84BD338B583C7B673B3D442E4B3D19F0A13CAA25073DDE7920BC80EA07BD4E1E7CBCD8C716BD4A2304BD00C60D3B35EAC5BCB04DD1BDB5E6BA3C1B44C93CB74585BC55F27C3DB27837BCFA6143BDBFD9E43C4EAAC83D30B1B13D5860BE3D51EA80BDAD37C83CE867CEBD091EFBBDAAB5CE3DBA6569BD11F8473D21661ABD132132BDF0346ABDEEBEC03DDAA3C8BDD111C4BBF7A694BDCFAFCCBD9464213E5964EDBC9A1E133C24A681BDBE79B4BD6BC7663DD2C93FBD9C2F963B0A8C913D6F9B0ABDEC46C5BB9CE211BD2EC37F3C5B0EACBCBC853B3C5279E1BD2E4717BD68068BBDD5A58FBC8F34C9BDE473013D562F31BDAA764D3E9A6BF33910E807BB0E32883D8C4FD13C3DF5523CCEEE52BC45E7F63DB00C7BBDF217AABD08461F3CEBDE223D703B4FBDD34CAE3B6BE72EBDD26AD2BD9FE0783C70E5513D5533C83C1837AFBD1D0D923A4E82E0B8051ACDBC691B9CBD959A6D3DCCD936BDBB7B573D0D5700BEC3773A3D605C8B3DB414CCBC12EB403C2CF39BBD1F1F293D280CA33CE9175D3D1B91C43D64E189BD5F564E3DDBF39DBD798D0BBEAF4392BD4671BFBD3162F33C8F3D0B3ECF92D33B492F8F3D9C82753D45DA063D96B7463D787FFD3DCAB5B9BD452D5A3BDBF17ABD161892BD80D2573DC61793BD7D35683D3331623B3E7B423DA202BE3D855ED33D244E093D64AA4A3D35C7893D666C153DC459A3BD7EB584BB2CFF063EE7B19ABD555AF1BBC640CFBC75FA80BDBA9B98BC758C09BD67FEAFBDE5B1A43C973F973C64A0B93DBAE00C3D5DC849BD4F1559BC9E632EBEF3E39FBD440C2EBDF18802BC3E9C01BE89E3AE3D34A9D43D57AB293E94BD1E3DA620BB3CCE5D8A3D71799E3D6207C1BD712C87BDA94099BD30D62ABC3C79A63DBBEBAF3C66B8FE3DA97F37BDD55E98BD6A12ECBC6389E1BB13FA03BED04522BB3948193D5E3EB53DCC1BD9BC4C76FA3BCE7487BD343D26BDB755EFBCC18DDDBDAE5EBBBDF832A83D59B90E3E1DCCA93C7B9A863CE3AFD7BD7C7217BC0F44FC3D9A9CE7BC1C8A60BD78579EBC41E185BDE247EBBDEB07C83D3803F7BD1818AABCE7A8E73BB63AFC3BB3A3623D263C95BD1EBB0BBD9F45E53D91E94DBD0311003EB0D39CBC56B017BE6526ED3A5E525E3C29AA9FBC1B45E73C8C409FBC28E5B83A4345C73BE89E853D70EE503D110FB4BC033CD43DB244B7BD34B48C3DD3139C3DEF3C183EB35C36BCE51DCC3C78BD40BD8084E13D74C4D7BD9EF02C3DB5BF02BBC61D393D75CCA33DB1ED563D7AAF5D3DBD83343D8B5255BD6D35BBBC7C3EB9BD86DDB7BBA91D7C3CA805F53C57413ABCF79197BD38D8F2BC5CF64CBE2C7959BC27E5033DA792BC3D43CCA03D5468EA3C8D03063E560E91BD36D0A03DFD09BB3DDE1826BD869C96BC43608CBD4CDA54BD7EAC84BD9380E8BD802B2F3CC3A608BEB949BFBC8002433CEF3DCE3D614F5F3ABD113ABE923AAF3D0361ADBD8AAE43BDD006013D840ED6BCA3A23BBDB63A183D5B5C22BB0B80AE3CF9D3D6BC3DFDAC3B053D923B9A3E02BE272BD33AFCCC5ABDD1FD443E76A002BD7905CABB1504B13D80B969BD35FDECBACB178F3D27E2933CAC0915BC3D7C833CDAD339BD4DCFDABBF7D1D03DC2ECE4BDB10D053C3CF9BBBC2A180FBD8E820C3DF6D9F8BBECEF30BD6243B23DCFE4623C7CA83DBD80F980BC8339C7BC828FB5BCE75E763D4D8709BDD09A06BB4006D83D73FC10BDBA5F2E3ECFCC053EA9DE973C8CA17C3D215B80BD4D25823DA5A9DA3C8679563CE136D13BA574133D505543BC556127BC8A868E3DA2D559BDE93D22BEF3A6FB3D4187D0BDF46723BCD41AC9BD67D7863C56551ABC78899C3D138D9D3D951D81BBF6B012BD957908393FFFEFBCF14ACEBC08678DBD7F860B3D24281C3D35EF10BD18F888BCC23681BD827A04BDE88F863D879D45BD9ED42A3D2E8A51BD03DF093C271C083CDEB616BE719E8EBD09BB2CBD3C45EF3DBC8426BD0FD9D1BDDA0E07BE66A0773D0BEFB5BCC02B383DB8CEB53D83F5723D046F6ABDAF19D2BC6A94983D5D9ADF3C784D613DCC336BBD17AAA4BD18F90ABDAB81423DC393CC3C80E4A0BD228ED6BB984A153D70C30C3CBCEA03BC91AB183C7C5302BCCF9631BD742BD13D4CA3A43D3254583DC987FA3B07208C3D1254333C34A518BDB4A2BB3D721B333CC74E43BC3D96B6BDCE73A8BC2F67F4BDDB7F92BD0C9D7BBB2FCB83BD362171BD8FDDABBDCDA6D1BA12D09DBC7BAD0A3DAA7FE63DDE2A9ABC3291B2BC059809BC1833293DC1661F3C298DFFBD79A8CBBD5D2B863B0C779BBC7BF7983DB8604FBC0D8B5CBDA4CD133E25D3E33C5BBF96BC8313F13B8C0389BD5AAD5B3D05870B3CA263E53C8F2F4FBD6322103EF59619BEE2FAF6BC7F12773DD2C6983D20847A3BFD053CBD9742073D78BFBDBC0679E8BDF95EC8BA86C3F9BC2C476EBC8202923C97E205BDF928463D0CC95D3D36204B3CEF7E2B3D0007B2BDEE37093E5FC744BD680D353BDEEF26BDD791083DFF2F0FBD37346C3B99C083BC1F867FBDE013183E0C507BBDFAA0253DECDEB83DA9181F3DF6A7D8BCE2FCAC3D920FD03DBB8FBFBC6F02BD3BC1E1123D8CA7003ED8C4C83CED8D65BCAA3100BD80C4573C6A5DCE3DC5678C3C60C5E23CF0B875BDFAD3EE3C9DE91ABE39D7D33DDFA5F63B8B3724BC4B3E503DE69FE6BDB78BAFBD6DC59ABD86698CBD20195F3DCEA6123D204445BDC477AB3D4CF2D33D608517BD07A1043C212081BC32062D3D95D835BCD54BDA3D67BFA83DB1DB75BDE6F3073CFF815FBD6704403C9E2AA03DF4F9023E850E1CBD13CA813BE4F9D7BD76E7033D4682453D73105C3D9B36433D4EC0FF3C01E335BD6BCF8DBDE3CAC13B83093BBDAB901A3EA7B00F3C9032B33D26574C3C8169433DBAB855BD7974003EFBD47A3D5D83803DB5F6003E6787AD3D0DA71A3DD33AB5BC5786A2BB057F8BBCD27D03BC174653BA437DF43DE5DF8CBD5174043DD8925C3D7653F7BA535C7F3D411550BD2282763DE0521B3D1A8A80BCD7C364BD529CCDBD6F34A83C3C6CF43DF1A25A3DE964DBBC34745A3D016008BD8F5D803C082AC83D768DEB3A16EE8DBBBC3193BCE23015BDEA6AE1BDDF5EC73C847D143D5F4A1ABDBF1093BDF6F0913D97BF5DBC15443E3D1328A63DF9CEE23DAEA10B3DE30B64BD6CF81C3D97CDAD3CBDC281BD0E1C573D69ED873D843483BCEB0D683D6D5D273DED9898B8DF78B23DE67553BE51B053BD15F175BC151901BAF837BABDFB64FCBB819A13BD0F7A153D141ED63C305898BD74FC9FBB2EB5213DFA43673D5F07F13B621B583DCAC966BD6696C4BDF3D3C8B96DDDC7BC1B22C53C8F3E6E3B84E0673B2E5E61BD26294CBDE3A134BE0E71D7B9F68B7D3E250ED6BCA04BBD3C0E367FBDF8AE24BD254F143DA52B0F3E286C54BC04C3053CB960EE3D3BAC083DDE9B55BD9395893D448B6B3D13D1F3BD6CEA433CF73ED2BC13A9ECBCA86D0B3B07916E3D490237BD9F02AFBAB14AA13A57BEA2BC0B1E84BD3ED77B3D847AD4BD085793BD306522BD7978433D7D8626BDCCD3BC3D285A81BC95F979BDD3B5853DFCEEB83B8A57F33C7B92C63C484E173D1036DDBD27F8D7BD596AC63B2CA6C03D1DDCBB3D0A08F8BCC42547BD7C6776BD52DC85BD6907463C8B3D90BD8E10683D9948BDBB9D44883D3C0DFFBC928CD1BC97AD3D3CD0B9C63D97FA363CB84AA43CA451B73D4E1A7A3D624DB9BD7C5C263D6320163E27894F3CBFC1143DCAA8E43C378815BED9ED8FBBDF0490BDD16FA4BD3EF4193EBF74473DE2D23DBDC3D28B3DE931F1BDB9A5BABD60C98B3DDF244CBD5028C23CFAA299BC2E5847BC13CE693D5E99AF3B3B9035BDF2C5AC3DB04C753D29AAFCBCA8FF393D4B98F43D6AD2DCBD5A3DF0BB6F7C1DBED168A63D6EA57E3DD3968DBD84BA0CBEE6E11DBD2C4AB7BDAC9DE93DD012A93D1C4730BD4615453CC1EFD6BDD97F983CEBF26CBCAED4153D33DA96BC932E343CF270AFBDBF1D1EBD037C37BDFFC6B03D0CBC233E727EF2BBDBAFAD3C89E496BD8396353B10338DBC5609F1BB77FF25BE18259A3DD37E883D39D3AF3DA6DDB2BD6AE91BBE2B901CBD5F8F133DF16328BD8EB9993C73FBA43DAB76C73C2BDF683D4E65823C42E866BD7FE0C4BBE7A70EBD07FF0DBDB8AA1B3DD29E903DDC320F3C13C78B3C0536E1BD023C803C7932083CC4F63A3B5F21D13C1853A93D4FBEA5BD6BF757BC5CAEDCBB913B1A3E41A30FBCDA7C48BD9D4CF03D9275B53D0110D5BD9245443C87EEDE3DBDEDABBD034D8BBC4F43B4BD35E77ABC7DDAC2BD21D5E8BD4D59F73CD974963B83D74EBDD54869BC9290D3BD384918BDE90451BDA9CD7A3DC9A6BB3DD03317BE23F90EBD972026BD7CF2B73D5F6A87BCCA2583BD58249CBDAA8A93BD60EC67BDD7F099BDE55AD53BBFBAA33A38FE3FBD663B183DE8B266BD8F213EBD0935CCBD9EEA653D01892C3ACF69653D67A8A03DF351AFBDC871A23C0F5E5EBD9ED7D7BC464E27BDC73BD23D72BBB0BC6997BABD7E45CD3CDB09EC3D9BABCC3B8724C73D3788C5BD2905733D660E563E5234623CBB6ED2BD16CED93C74FC70BD63EAD53BF510303D65F2E7BCCA5D0CBCFD417DBD3DDA383D8BAD9DBB36D5C03D4C9300BED6EF533CF9D380BDEB99C7BAB19CD93D3F98D13D681C843CC6F990BD0AA0243D824AFF3ADBD486BC940F25BDE23A6C3DBDEA89BDE02482BD917D74BB122F9ABD0A5245BCC7CC08BED99F7FBAC07AF2BC33E2AD3C35D99C3D1E98EC3D4FE05F3DC709D53DB694003DB23C51BCF86E8DBCDA0089BC004DDD3C2611553C3522F93DF22D70BD0A104E3DCBAB83BD117BD5BDF8E977BCFD8DEFBC6E3305BC2D2DB23DFF31083D48C960BDCBEAC83D9C97C93D24114B3DF26C11BEE3DBAC3D12D2AC3AD7A0C53D296451BBB6D4373CA46D89BC68FCB1BD04D872BD17BD143DD4015D3BA749023DE6E3063DB76B84BD80FA3A3E32C0B4B9A33271BD7DD32FBC84CC863BE783473D17AACCBD0B6ADB3D0432F8BD5CA7033D905B24BD9D7C383D93CA5D3DAE1E0C3E9C0BA43DF6428EBDE31A86BC13CC4E3EF7E344BC387CDC3D2CEEB53CEC25833DE7658ABD041304BEE58D0DBE54844DBDF17AA43D847D433DEA4D473D7D529EBD14AFE73DD9C4D73D9C609DBCB643133E844D26BD34D53ABC6A9ABA3DC1A9C5BCFD1106BD248C673D38BC85BD4A8A05BCEC119ABD61DE1EBD710F19BD781DF33DD8C998BC506E0ABE145CFCBD24AD25BEF341DCBB7E3A54BD632782BD9629643D0F3CA13CAD68723D554D503DBD1C683DD54C8EBD6734DFBD1BB1543CC51E893D50F947BDF0E2DF3CCF5165BDF62417BC15DBBBBD0B7998BC0621E9BD2D10883CA3BB183D434C8DBD5747F9BCBD5CA83DF763063E1C7DC4BCA7A859BE27AC95BD52282EBE2E5BE5BDEDF787BD8D731F3EFFE2C1BD6E52383DE835733D2B5525BD0F1ED23CDEE43C3D977FD43D669DAABDFC399CBDEC777BBD1C00DE3C07F5243E0AB080BDABB53F3D5A5AEABBF0C7D7BDC896BE3DEF21FF3DFEB14FBDF05F26BB51B510BD489D913D914CCD3DEF64973AF0812E3DB300343DD530863D66D16F3DAB162DBD2ED3303C31B6C63D67135E3D808057BD654767BCD282553CFFED133C292212BC2717883D72564E3DD9FBCF38F022F6BA062DCE3DF22B243C65763F3C7C812ABCE968CCBC4CCC333C2B4194BD44B2603D298B803C7E4BC03DB31701BD717D023EE65FEEBC35EA16BD4B8D563CAF6B9C3DDC00F6BCF6323D3D1DA3D4BC2D3EFB3C51D93DBD2BE9F439573CA43D8DCC53BC1F3565BB4D47D9BD8FC710BEC6D780BCE1C2153DD3D82CBDECD4D03D9E55BC3CA3DF8EBC9A3D923DC63774BDD5B4C7BCAF08A5BD1CC8AFBC1AA215BD99A1AF3C64FE4FBD4B42803C821C9FBDBE808A3D1D4434BD70A89D3D0944763D338339BD3D8611BDD4ECCABDF18789BD9649E63D865CAB3C76EF8B3D65AD033D9F94323E491CDC3DE570A53C6E94E53D9FA0FEBC7DBB643D05D59F3DC73BA8BD7D149ABD7FF73C3B19BB973D903FCE3D8DB331BDD421143C467D323D9B8A1CBCCEA95CBD7315DABDEBAF29BEAA91C93B9C1053BB7B926DBD37CBAF3D0B4692BBDD86C03B490B453DF07A7ABC27869ABCCDF38BBD2125133D7E0065BD4767BB3B9D58843DD2A64A3B1AAF233D75798C3D5DF930BDABB1853DA8D52DBD2F0C6ABB0D91A93D59037D3B65611F3D4C8F83BBB4DF8D3DD323843DDCE0053EA1D9F93C20CD7A3DFAF9613E5A99943905D597BD8AB6D53C72DF2E3CED4143BCFB27BA3C106A933DFE7806BD44C205BDA7B79BBDFE1DBD3D87EF0E3E4F25A6BDA74E55BE3C013FBDD52E9A3C36F22B3D7293B33DEFEEA5BD25A874BD4ACBA5BD0934313CD577ED3C14A4DE3DA4105B3DA0BA263C1BE6F43CBC74D6BA4FA35B3CB4E406BE08AAEF3C0F069FBC9623913D9274AD3D42EC9BBD196003BE286F45BCA72FDBBCB3972FBDF5208BBC42A912BD98AEB53D53812ABD598CA1BC52C15BBD0429E03C1BC4A4BD24C7FCBCAC70C53C371FB3BD0A4707BD305609BDEE1D34BDC912E5BD2DFD0EBD74834E3DD5FCB33D98C1803D100D283D17EC3EBBD63EB3BDE4BC873D4E83A3BDB98722BD172A1ABCE91994BD25B798BC1435A93D5DCA3CBD01DAE1BBB82BB1BA1D5FC43D613D0E3DB856EBBC2C42813D2577223DB59D8CBDEEA082BDC72E8CBD7F1B8ABD484DB43DF5D71C3C02F2FCBBCF680C3C5D32D4BBF05E883B0A2A823D30800C3E01C0DEBA328E04BDC06326BE9F34153C941D88BDB589BD3D5ECC443D528B7A3C0C7CC6BC63DB4A3D4A2020BD7398903C896DB3BDE991823D6960A33C804A1F3DBEC200BE6AE3C3BC5D5F163DCA503DBE5A69733C435C57BDA9A304BDEA0189BCD157293C7D8586BCDCF1B73CE0BC5F3DF0448EBD0E00C8BDC7C7D2BBC0CE9BBD220953BD89C7E0BD4BD79B3D5DA6A83DC811903C471D173E8548D33C19A091BD4A5AF23D270C92BAD43DFF3C629A2B3DD3B0BFBDD702043CF1DB86BD220193BDC2040EBDB83973BDF18ABDBD45BECABD3BFC0C3DA2E55ABDB22685BCFFBC68BD8CA1ADBCBEC3673D84D11DBD9926F4BCA2648EBC3A5453BD9EFB63BC66640E3DAD288B3DA77638BD4F5CB93C037C5BBCBD0C333E6D85C7BDB041D63D77380DBD096928BE9D51F3BD6977FABD9673C8BDC075DE3DDB95D13D7DA6B63DD590D1BDBC2D10BCB2791EBD0404713DD3EFDCBC6DD88B3CC396933DAEAAB3BC5420EABD4DBDE23D4E0526BED9D9E7BC12C01EBDC157F83C3DA10B3E4A298CBCE60BFC3D055D9C3BBF9D093E49C2BD3D3E48B43BE6BB073D8BC01FBD074503BEFB5F033E59C61B3C0721D93D4E66B03C771AFE3DFD47843DCCE9D13B81A903BD26661ABDF804C93C4E5CC03CF67E4FBCFF6F2C3CBD0BBF3D87B5E1BC5638A3BD0B8F5BBD4E30A23D416FEC3D213193BDB2DC27BEBE6EBCBC060BE63C65941F3C611C89BCF737303D14242C3DA584983DCA1C233DF62604BE787F7EBCF291A7BDD587683DBAD5B5BC996B8FBC0A8E0F3C2A7E9DBB0137093D18F725BD4BD32BBDB09136BEBC5C7CBD20C1CABB81DFA13C5E7469BD9596C63C98CFCC3D0C34C43D67E5E93C5E79E0BB4BFAD1BC97F91BBD1FD2153D5ACE2BBDD3DE39BDD907913CE68DB4BD6498FBB86760603C32ABFBBB038C93BD84AB353A907BBB3DD780D2BC7975DCBD7F98D23A184E003D672994BD41DE3B3D37EDFCBC7246443D2E2CFEBC0704ABBD5359DABC062A5E3C544142BC9A970FBCBB4966BD2BBE213DA0D7843D87AD72BDE446CDBA2ED6F8BB24AB81BDA1B5FC3B5AE1BEBCCE3BC93DC8D8933D20CDF03C98962FBD7804BA3DD7D3DE3D771629BD8FF50EBC0CD2373D6D4DA43CC291C43CC36D21BDC92A1EBC1C16673D0F07803D2701A4BC2E40173E758500BED65BB53D915B1CBC01895F3C5656F83B76E6D8BD8A80AD3DF5700E3EB95A043E58F515BDA218763DAC27A33D0F162ABE4B7AA0BCC15DD73C4202783DE1C6223D24F0A5BAEC936FBCB8E703BEF0B7393C4155F4BC43217A3EB186FD3AD05FFB3CF960C43D9D24F3BCC3F46FBD5134B63DE4C934BDE4C7933D6BF7513D5D9AD13DF42899BDE055003E671341BD31BA4F3DA75810BECF7CE73D4F44823D2123FD3BF3DC32BEB24F833DB1F50E3D68EFF43C399B073D92FC4EBDC69B97BD866B0E3E3039983D68D292BC8ED9053C579E5F3DE1709CBD06918A3E4E39B03C51C1163CDDFE90BD9CA3393D4EB8243B0C2536BD3069F93C256170BCB24AC9BDD815953D8ED4043E04ABC5BDA81AB9BC0C101CBD578912BE10ECC9BC6DF6A53CABB9BA3C7979073C07FDB93D0EBBB8BD0E01ADBDB71D2A3E296F053D95B243BDC32F4ABD608CB73D9CE5CC3D3B6633BCDC8F84BD8A271F3E719451BD5738C8BBE5F632BD643E8E3CA52C8A3DB44098BAB67F703D810B09BEFA0E85BDCACC623D3B66B3BBBA8D533C89FBA2BD9F95013E119C0FBDE6C8013E128697BD4CDABBBD4C715E3D0704DEBC022B98BBDC39C13D68F4ACBDC7C7163E759C1B3DC54D02BCFD35AABDCBA484BD3B356F3D16D38E3D50B099BB86C1D33DD8FAA03C02F298BC4A454ABD61621F3EC61B1DBD2A56D4BD4022BFBDB18FAF3DC790083E8210173D9D294FBDEBA63EBD2748953CE158463C31D35CBE03790ABDBB1311BD180CA9BD8009913CEDA266BDCC23B3BDCE1E913D16F25A3D7C75FBBDA29BCE3CBD0EA63D7C85323D323E23BD636C653CAC5B39BDD6AC853C7D5092BBBB66C3BD6BD80DBDCBB19B3DD2001BBD8FCEA6BCF9E48FBD312005BE31D79FBD1D0AE93CFB08E23D116A243DA8A2AEBCD514B5BCF5F4FFBC37D982BD1630203DA13148BB1B4CC3BD78332F3DE504973D801A493CFFEBA2BD32BCA03D362E92BD436214BD636E24BDF6D884BD192B85BD96DC82BDBFE2F4BDCF232DBC7AB0ECBA0F38AE3D6B9D96BB5E4A37BD5565D83CD87457BCFF6FFBBDE907EDBC81E79E3D873CFBBCCBA1993DB444023BEDBA24BD478D023E04AA35BD6BD37ABCCD8ECC3D82C9B9BDBC44C3BC9716483D8E43E4BC5F7ADB3DA9CBB1BD45E678BD724D7B3C1E1DAA3C568C21BC476B33BD04258FBA70AFC7BD55B5F83C6FB998BD613A2BBD6D68F1BDD1DDE63D3D880DBD3246B93D2DB357BDB803913D311E203E540D6F3D3DC4B03D67993E3C328A25BDCE2817BCDBC50CBEC5618CBD03A298BC827662BE174BC53C4400C03C7F1CFABD535E433D96B212BD651A2A3C9B8989BDAD3DAE3DDF71603DF85F8DBD46F295BB102223BC7BB2543D6C0CD83C32D6DC3C8C5B043D1B09D13DA63F50BDC47A35BC43784C3D4F58633C6763B63D1141243E353B0DBE6538D0BD074BD9BBCD5F883DF02AABBDBB55F33A5ECF11BD73E8053C9EE5F4BC6ACCBB3BDB7F903DCAC4B1BC7A8816BEF2EE1E3D4335F6BDA3BB253E7EC42BBDF7E360BD25D382BD0C2C93BC8DCC81BDA065813D8C29ABBD3458F0BCD7409E3DEBF876BCB0F0DC3DD2F2603DC42D813CDF490ABEC69DBCBC9108DF3CA83EDFBCEDAB80BCBA8F903CCB36C93DDA9D96BDB8085BBDF198513DF1DEB0BDC11B6ABD1194283CC490593D7F1896BD95E6E83D6533BBBDB28CD0BDA842CE3DE5AC933DED0B15BDE748BB3B3AB685BDFA42BE3D81B401BDC58D52BD837F973DD8087F3DABC22D3DE89BACBD6C690E3C31F457BD706013BD918BC7BCCE0F573C9A82753DB66A453DF453823C842EDC3DEC8274BDDC0344BC5B2182BDF1B9473D8C6CC0BDD193AABD7F725DBEBAC5583C96BE67BD072D783A005B753CEDDB843D4B57AA3DAD09843D074116BD095C7CBD4C34CA3D038A193DA368DA3C9F991B3DFD4A6CBD6795173DB9FC84BC8CAB1EBE9402CBBCAB65B33D0DF1F63D1F9B923DB1272CBD550F1BBD98E7873AF2B667BCFD9B8E3DCAB20EBDCCB618BD90C390BD307C2EBB7213A7BD33BC3CBDA580E9BDA37C793D3757ADBDEF7245BCD15A02BE47FDC53DCB5A83BD0B7EFFBD849A67BD0CF0ECBC934A1A3E7B5D74BD11C1C13D0C11D0BA0C7F0A3CFB46E43C2E8CB43D15A6FD3CE401FDBDF335E93A5DB48EBD898BB53DD6E158BD2B1CA23C6C4F113C683C56BD7C025DBDA579A93D308180BDE7ACAC3D53CCB83DB3600DBD0FF3023C9B9D993B041387BD012AE7BD1124F43CE1EA21BD3520A03C7213BE3DAFC957BD8ADAFABC522E56BDA59BA5BB0C25803DC381A43D9600473DC5D76BBD5DDE213DB4E7983D44E1413E1373923D17C6E93C202F7F3DECB5A53CB03BE93C26EA94BD0FE3F3BCFAF3B8BD8C9254BD6D0E263C22E489BD83BAC63CAC6BA63C08AFACBDE541853CEC6B25BD529EF0BCFFF3F23D20EE133D32EBE5BC6CC662BDD71F9FBD9BABBEBD7E5C57BDD3292D3D52CB863B5734173B2B784F3DC9BC9BBD7CF4843C0DDBAEBD8E35CCBD339402BE5890463DA44464BD7D9A78BDA5A8D3BDC55AC7BD60CF27BD6CCE6FBCF0A3DF3B7D3C60BDF57284BC0A2A873DB891783DEF31673D05CEBDBDFC1782BCD0939EBD8D3E59BEF187A8BD79D73BBB3374CCBDF4A00ABD46242DBC0146AABD47F3593C4D7A25BDB5DE5EBDA9D4083EE67FBCBDEED5F53DCC5640BD1C25163E37B6203DCEDCCBBDD905103D93A05F3DF9921CBDEE3EBFBA9B0FE6BDA273DFBDC232C23DA5459D3D2600883D8280AABDBE95CB3DC060FA3C71FB193E5D30A23DB904043E961890BDFB23ABBD4F885FBC12F8493CDB4A92BD8CD87FBCCE70B8BD07C886BC7EE9A3BD2820263D423BC53D96E68DBCF8E105BE6F5DBABDE4A258BDE2D7B4BDD789D23C3D235F3D47FF603D4431C13CA0D8ABBDD488B33C1B1E0BBD8A91AA3D2B17023DD6F8653DF931C33DC9674DBCB003CE3D8071F7BD9434F93CC1D403BD4020A43C678D123D2E82E1BD83BC863D39D29B3C8C1D5DBD44D7023D6F35C63C158A0C3E667CE73C3C6E8B3CEA4E9C3C1CC4CF3D807205BE81B031BDB6A9143DA4D716BD56C4D1BD2E05133E76BB59BB0D32BD3C92EAF1BC2B7E913D91FB96BD239480BD605C083D9FA80A3EE8B0053E864C633CEAC08D3DEF3BF2BD1C32A9BCF563253DD3778B3DB8467CBD2750E2BB5A1C5C3D5569A63D3C73A53D19E832BB23F7B53C7F70F3BDF4BD683C445B293C353E01BC8482413D8F3020BDA277893D00A5C53DC8FA86BD504B4DBB624EBABC051826BEEF41A9BC9F030DBC86ABB43DF2F6CEBCC8F57A3D27F48DBCF963CC3D871005BD561890BDFAD70DBECDDC00BCFF681F3D1D4B723DC2D360BD09E8A33D4C2DB2BD1DABE73CD824A53DFF52D3BDE8B9C23BF517883B0077A2BDA0B2433CC38C24BC9FADA13D8A09873D9276CA3CC2010ABD7CE081BD4F48C63B8FC523BC7F5160BC9075C1BD825A8D3C3FE0D5BD7092F3BC657B793D2C14AE3D1D1B943DF874FB3C37D23ABDC772B33CF6AD9ABDD2E366BA4BC8ACBDD1388DBC4BAE9FBDFBA737BCAD9F7B3D3EB6383D5A60E93CE518E5BDF3CD473DD03EE9BD0CC32EBD562CD63C9475CFBD0AC948BDEF858D3CB1080B3D8D7139BDE5CBBA3C1BFD283C309CB8BD600EA03DDA2FDB3D5B4BF83CAAC71FBC087490BD4DCE21BD8922553D28F1EE3C01712A3A856608BDAD0FB7BDB2D2273C31EF9A3D2985113D0A1BEB3DC3362D3C58FFD4BC21AC1ABD785BF33CCF16C23CF57BEE3D9B92073EF7C3B23D55880CBD0E2279BBF98E243D463EADBCCE866FBB1C7A6A3D3E21393ECA4EB3BD5C3B1E3E7170CEBCCDE5B13D93B560BCB22627BEABFA93BD630A313D6F30D53D72F4573D7E40A23DE569263B7C52ACBD54D3F93CBBBE02BD7FD5773D3E88DF3A83A3903D6CA5EFBD4FCBB9BBB2FE973CD18033BDFBC1043DFEA1D13C1684AC3B26948CBDCFEAD93CEE2BA13D0276BABD29ADA83DACEFBFBCA7FEA2BD46710E3EA09BD03BD563D33CBE421F3E2318033E3BEB213C134F913DD044823DC0EA0FBD88A486BDB1F36D3CE84503BD4D606F3DD6267ABD0879AC3C9BC83ABE20F2B33BEB602BBC31D2FA3CF418A4BD52E67B3D2DAEA2BD5EC4EA3D419A163D6FA89ABD82E678BC11B9BE3CC25DDC3DFECCB13D1AE501BD99AC2F3B3294193DF22EEE3C50AD80BD8BE2903D391929BD397BA2BC571C38BDB3CC0EBD54E7B13B647B64BD971144BDFD6F0B3DF033153D1B8C833D15B43FBA4E0EAEBDB51D0BBD66416D3CB34904BC536FD63A6E14823CECA3BDBC825A073CC75002BEA5FAAF3D125D99BDBF74883D7EF5433EBE39A13D081541BD0C7A2E3D660EA4BC063857BD128A8C3D004AFA3D4BAF923C0C42BE3D9F3267BD23322DBB06A5963D317D7BBDA97368BDBC1982BDE2CA84BC86DDCDBDA92CB13DCBF517BE81744CBD9088B53DCC7A6ABD716A023E1CDE25BD3718F23C275981BA7C28B13DCE94D03A390644BC1CE8423DF40C8A3DA11FBDBD5C870CBC981E0F3E5DDC5E3C2517803D701E3A3C23FC8D3DCEA4B5BDF94EE1BA4C94943CDFA4BA3D813FCEBD9C499FBDFC45883DB2D9553D8176AC3BF5F69D3CFDB8053E80D8CCBC83507DBD6C48DB3DBDE3493B0D85363C2C66ECBC99B246BDD08514BD2BC54FBDFD34583DBFFECD3C85237EBC52AEC1BD53E9823DC49D98BDD533473DBE47563D34D8D23DFC7A1EBEBAA9D5BD1EB53C3C0F6197BC25B6813D7C2A08BDA5338A3C065B36BD084201BCB9855BBE6F29DE3CA8DE1A3D23B0E13D99B37FBDC0E3C2BC04EE773C317085BC86C4DABD8D3EC73DF94902BEFFD6C4BDFE1420BD8E6D03BDB586403D69C882BCBF4D373D79D11F3C46DE73BDE5718F3D0D13763D3F10F5BDFFED693D89AD0CBDDF8F883D8472263E0D161B3EDA179D3C549F4C3D8D97ABBDA5B2613DA605F5BC8921A4BC0AD2E5BDDF3426BEEE163C3DB73C84BCBB27CE3DB984AD3CC97F40BC73C37BBB01D9333E893286BC3E2E993DB0CFF13C9E76C6BCBB840CBCE83AA4BDED8B2B3E9A6DED3B937EA4BDCE57123D0C1FD53C36B3923CFF1A473DDDF7AC3DAD192D3D11C79F3D32B0303BBB5D16BED3F4D2BC572FBABD28819EBDF4C23BBC570FB13B38380F3CC109EDBC85F9E53C06319B3DB34BD93BFCB2CBBC73B65E3D41004A3D8228A93DC421AABDB9AB153CDE438FBBA6A18ABDCE8F993C575EFDBA68B3123D3FF7B0BD44267D3D42889E3D69132D3EDA4C2F3D4BD40C3D99476C3D7E82A0BD563B1B3C8DD314BD1F47A0BD2BDD0EBCBF198EBD3534CCBD26564CBDADBFE73C693905BD817D05BC5E41843DF62C08BD9488A53D69A1603DD42B83BDFEDFA63D02FB62BD90E6B5BDAE33223D563FC13DF263423C0B77363EFCB1B1BC083E8C3DB9AAA7BDC6396EBDE648CE3CDE5866BD7605C4BD5A21793DADD61D3D8945093CEA699DBCCB6C3C3E33F5D3BCAF86E3BDF8BC143D5482EE3DE65D233D410B6FBD6F5DFDBBF999653DBB5496BBFC63C03D3A263FBD7948953D7FBE233D2699853DD6E54ABB86C0CCBB09B0D53BB090723C9CE642BEB01C0A3D44E185BD3DC6023EDEF0A43A9719A6BDBFF9073E0548543D1C3C7C3DA67FA03D09272B3D373D2ABD7C95B4BDD563403D7B67ADBDD05977BBE8936E3CFF2AF5BBC3D34ABEE33850BD256CADBDEB8E91BC65BB89BC196EB33C10C0AABD22F9403DC8C0D53C5ABCAF3D1A65583DD6AB1E3ED79FC8BD2C42F23CE581F63CAC7351BD240005BC722CF83CB4C0943C8EF30DBD6D63E13A382184BC1406053DEF43E63D540FA4BDC1A9093D1C39CA3DCBBDDE3DADCF5BBDE2177EBD3AD81F3D4930873D54D02DBDCDBCC23D419FB9BDD911B4BD1A47ADBD9460463DFE7EB3BCB91F14BD001413BDCC83F5BD27B516BED50B6DBD5C91233C9CB6E0BD2C8DEEBD82B2023DF299A13DF2542DBD03088CBD7A5D483DEA0887BD915EF6BCE10DB9BDD878223D95FB7ABBB4B1123E01B7C7BDA48DCBBCEA0B4B3DD9699FBC4C25C63D9C5385BD9549A9BD263E413DFB9AB83DC873133DC73B3BBD7B568ABD88FFADBB0A731EBE74AEDC3D2600F23D3DFA0A3D093DE4BDACAB81BDCB60663DB0958ABBEB36DF3DE9626C3C91DDA5BC9C49043EF77B163E4E71343DA38E99BBC8978EBD6851033E602CABBD396E2E3C19BE113ECA78C8BC720509BC81474A3DBEC1F1BD3FAB5A3D9A1871BD5A51D0BD9B335ABD1DA5033EDE6460BD0AEEDEBD995C273D1BA604BC789E3A3DE9C30D3D9E7DE7BDB2005E3D992E1CBD3B8E95BB4E47C5BC8930AB3D63275CBD87A1B3BCE7A34DBDEDD5F7BB7A8FB9BCCE3D2E3D95E34BBDA14D783DBEF666BDD90131BE4DB0323D89214BBD5DA4213DE0EDAC3D1594963CF384B53D1A7047BD57FC943DE9C604BEE882EABCFC634B3D69E2663DCD6FC93C87778E3DE2D0733D3138313DDC742EBBA27E61BDE93D723D8AE5133D1E05023C0F4A9DBD3274D63D90DD77BD660AFABD4F0FCC3DDF8C06BC7E7FE9BB4E67DF3B3AA20ABCBD18963DF0E500BCAB0DAE3CFA2C193B80E296BB049045BD2767463DA527ABBD1155C4BD67AEAABDC589B7BA74F2163D3252C8BCE4CD143E3E0D8A3CDEC8C93C7A10103D9BB1AC3D2045F63C1A4ABB3DD6586D3DD9CFC03D337B6ABD245607BE5CB2E13DF5F638BD14F3263D43D4973D78E037BD0C0B113DB8744E3DC0A7B13DA3EE753C50A1DFBDEC13BD3DB10582BD3AEC99BDAAE0A8BD47B3793CA40390BDC8B486BD2B42763C95DD013D9DEF8F3DE1F0073CCD42853D33E5473C5EB989BD81D2CEBD5BB86DBD4BD351BCF210D53D8440B8BD5575C0BCE3C71FBDD3D8B7BCBB1358BCE15B513D726D3ABD18D3553DE04D383D06D20D3E013486BCE5979B3DA4DEB23DB017933D55B2713CC1C808BE0679C9BC235322BD6D7B04BD51305DBDC467C2BDE7E479BC49DA013EF73978BCA5C8FD3C7569D73DAC6500BD44E5AD3B20E07ABD7F2CC4BDFE6CA23DB829D4BD6053CDBD1C2842BD7A9CCDBDEF13E4BD9388ADBD2FAC453D226BDD3D419B25BDD5E3B53DC4D012BDDF45F13C57C49CBD359F903D7B58D7BC50C8DF3CCA95CB3B689E52BD7F23703DE8F21A3E4A3246BD563F383E3763F13C41AA603EB1B740BD17CD0DBDD967BA3D1C185B3D7E559BBDB417033D00C0F0BCB221553D3DB027BD930A49BDFC040F3D0F2B4CBD04100BBC1972B73BFC3B933D581E74BD9ACB10BEA52660BDA0270F3DC8910BBD0596ED3C7EB893BC8A75753DEFC5D8BDE6D1283D28D8C33D8F1519BDCE0AAB3DE1DD133EC251FE3D8D9FC33DFA506D3DC022303E26B7E6BDBC69663DB4505DBC2192173D0930203DFC8701BD6AE6E4BAF407F03D8E4703BC7C004B3D87BEE2BC63BEE0BDF0F9A73D249DA33C628BACBA33812C3DF67B793B1F5B86BB7E8A3BBDE4BE623DA2FEFE3C55DD933DEB8DFCBD153D77BB2BB98DBD3B472A3D6814063D863C6FBD6450703DB90EDD3CADC0F53A4B7B79BD622309BCA98A5C3C02EFA83B53BADEBC33E4123ED5F86DBDBB6BDCBCE635B53CD2F0623D0E404E3D0B756F3D8C33243C318823BE889856BD916D563C1FF88CBDB6D5873B89EA1E3E94C4B0BCDA9851BDF47E6D3C79A3313C28DA47BC37E483BD5CBAF8BB805838BC257C9C3DE9F11CBEB43812BEFC63C63DF7AACFBCDF22B83CD49501BE91A3E73A7E410FBD155CD43DBA4DB93D8898843D7F743CBDC427AB3DCDA099BDCE398DBC5439723D60ED9CBD64D0883D599DB33D0933B43C4FCE7E3D655E8C3D382E003E0EB8C23CFCA9C83AB53E483BCE29B53D71E085BDE0CE5D3C3A6878BDC50FA63DA1614FBC5D2B3B3C0DEED23C0FDAABBD52B89EBD9725863D95092C3EDC5684BD73B981BD8F67E73DED19A9BDEEE5CF3D4EBD333D984A1D3D6C705F3D69AFB9BDA32A663EFBC8D63DF731B2BD2D9DEF3D686E8F3D467A2ABD9B759DBDAF281ABD3DB876BD89C84A3DB04A39BBA69D58BCC30AF03CEDAC463D27CE923D917C47BDBCF7323D5BB9E3BDD1A1313DA58D983D09880C3E5D621DBD2DFD0D3D7D78843DABA706BD1932B23C656B7DBCFF71FFBCEC4002BC50CF46BC794290BB76F90ABD41FBB43BAE6BE3BCD1CFAC3C12849FBCA8EB4DBDEF8942BD52F8453E9046AFBC1241C03DA1846CBD9A635DBCB7EE8BBCF1C1933C31AB66BD11A5B13B0F542B3DF4F5B53D5FCD62BDC76D1B3C3C442DBE4EC6103C1FD7C5BC4659533D47441ABD9C86AA3D9129A33A9607AABDB2A8533DCFAD383D89ED353D0C5F063DE3BAC6BDF505FEBB88B5E63D73F7443D1B0D8A3CA92EC53D7EF62E3D2FFDBABCF6B6D53B993586BDE9599C3DAEA713BCF24F083DD520F43D7E9C22BD877FAC3D870F8B3D55CAA23D084A783DD7DFD53D73F7923B45707ABD2CE2AA3C0DEBF23D91D6B6BDD160823D9DE516BE0899F13DD113593DC7DB2E3CC647FC3D78A56C3D39D10E3E27BAAABC03BD3CBD1EE01A3D2EF4F03C3207503C37144ABD272F183DD160DABB200BF9BD0F895E3CBC07ABBBD93E463D6E7BF1BD02F5C63D79CBAA3C3013243D2738C63CBBAD44BDD9231EBDAC236C3DA702E0BC2E1A0EBED87FBB3B7D39813C21B5903CC7F1613DC689613D195DA1BDDAF39EBD812A40BCFD22BB3DDBE725BEAE63C9BD83F7783DDEC4B53DB7D8D43BFBE0133E150027BD9956283D4FC29D3DAD0B7ABD3A67F53CC877143D11D635BD1CF13CBB4F26BFBAEA2F9FBD15B51FBC3A31A7BD41CCD2BDBCB9A3BD554082BD11B2083CB2198ABD746391BDBDFCCF3DDCAD0EBD8262C13DF3E4FB3B75A5AE3AEAB5FEBBEDE4FF3DB38E0BBD892326BEA27786BD696F623D8C481F3D5F45463DAB1E8DBD33DF2ABDDB8FA9BD067BCC3C7699E43C7709D63DE22EE63CF64E0C3D1D441CBCAFDE25BEA5EDEABAC67CD73CA66CD03CB681443D0DB918BD0A33D93D7331D0B9AC6E893CE5A5C33D1E2EF53BA2CD67BD4EB301BD630872BD7B60843D6AA276BD07C956BD4D3FB1BDBBD3123CA19F843D4CBE8D3D68EEFABC8BF5E23D1D2AB5BD4372BBBB9CAC113D6F784B3C08BF1FBD5FC9933D3BB2813B9140863DA4A09CBD82CF633DEC88FD3DFF493EBD970D3B3D5DB4C83CCC6C7BBDA3F7CE3CAA0845BDE75CD7BDE2C1143D3090143D7418C6BDF9A4C4BCD64EEFBD44A63BBC7F7A3C3BC715DD3C4735033ED298C3BD81B3D8BD83A681BD377A63BDDCD523BD1991BDBC9A0B2CBDBF6D713DFDA30DBE53C610BD414D19BEA8B4B6BD6BDA913DAA35913D302C3C3B3FB4B23B86C09DBDFA96F7BBF25B933C53CA06BD3BD9523D027F9E3D4D65FABCC55F7A3DE710383C9BA1BEBDE0BBA33C7786D93B5914193E9514E9BCDA6460BD864A70BC1D3A57BDB6AF3B3E9C5176BDB3BEA33D8C69B8BD620412BAD4EE013E5C2A2A3EEC93CDBD221835BC8E328C3DE050A23C74A095BC53635ABD2938A3BBB4E214BDC5F0CD3DB282EDBAF1E6863CF7E07DBDB7A0A53DCCF13FBDE20B723D31095BBD5A5B20BDA4E2813D10EBCDBD6D371DBD58F3383D83BEDD3CEF7460BD5333F3BCCB917DBD910D093ECAF6D3BC4AE6F0BC0282D6BCE789C7BBD5EAED3D6723303D3CFBB53D351EBD3C75000A3D8F24143DBFCC3EBD5E93A83DCD12E4BC05965D3D65B688BDE972C7BD670AF6BA6D0E80BD0311333E3543D6BD49728A3BAB2D82BCEA151DBE93C9D4BB24B853BDCFC9093D6DCA90BD9662043E0109883C666D9BBD08ACA3BD82FD013D9098E1BD0CF75E3DF886B2BC15687D3C08C8D2BD58A43FBB49831D3ECB0B003E6997AE3DB38B98BCC2E8813D120FC43C78CDB6BDF1BE07BCC48C4FBEED480C3D87DC7D3D5A82DB3D38134B3D4326673DCC91A0BD4BDB973D53823E3D0350773D17CF7C3DEE532EBD47A781B915FB433C7B3467BCCA5D633D4096453DC0123FBDC1EF953D527623BC1D591A3CEE1F2EBCBE928ABCF7F8B5BD8AA101BD79A014BC3E280F3E06A99C3D1130C3BC2C48563C32E8923D3273FE3D0E54063E9811423D608990BDE6978A3D9B9675BD3E6DEA3D86890E3C53FD31BDA3B658BD118E0B3D2426833CCB9EA53D9738CEBDA7C9D73C159FA73DBC50AABD9EE1C1BC50CD01BC5F9F423DBB4D79BCD1E032BD4B8BBA3DDAF434BC09350C3E17D3453DA48E403D0B402B3C5D7C883D5B7BCD3D84BF463DFAF2333D2645ADBC2874ED3C354C2F3EB6D2BD3DC627B13C8220C63CC543C0BBDAC3D6BC7A575A3B00DDA93A7B486B3C10B8053D68C58E3D0BDFB3BCDBC5B23C1A0DD7BC2D5281BDC1788CBC63757B3A4A17303D1F5785BD7185BD3D06005EBA5D960A3D6CBDCDBC472ED13B42CBB0BD8C2EAD3B6A32D5BCD877983C6B49A83C23B40A3E89D9493D756273BD8A2DD3BCB44A06BD8A1A143E7270BEBDD92D983C760BF0BDB46F32BEF0E8023D9ED394BDEA929DBDCA7A6CBCE30086BCD1B7BBBC8A9A2BBC8FFBD8BDF4B404BD8E0A1B3C1A59DB3CC7FCDBBDDFDC403D777DB1BCEEA803BEED355CBD1079333C21581CBDE1ED7FBD5CC261BD401F3C3D510697BCCF828BBDA8A7663D49A975BD1FA3363D560413BCC4E15E3D6FFB3B3C832E043DF2648F3D9917133E4B41323B6C40D03AEDF8D3BCAD5FEB3D2DEBF33C2EE61F3C31AD07BE4452003E0870823D88170BBDCE2B913DABF02DBCE7A97BBDD2BB86BC1B9DB23DD42DF2BC3145A33DD22CA13D8A61923CD0B72FBDB388433DD483F93C3B2DA63D8E9E823C2EEC89BB43C2023D9AF6863C25CD67BD6611B33CA56254BA18F373BD08078F3C9CC28F3DFEB952BC8BCAB2BC193A1A3D2BFBA43D8FDF34BDFAC310BD565D223D433305BE8E0735BCA6CDBBBDED5F62BD5912433D712EF4BD5A26C4BD851ED23C71A0863D1899A4BDAC1A323DA91594BD90FAFD3CB79B783D4743EDBC435660BD642671BC5C5E09BDF04E6D3D75D4F8BD4A23063DE36B593A67C7353D606BD4BCC497D1BBBF1EFE3C509493BB73F0EEBC5BCB263C9168463D8CBA233D2E630ABEAE30EB3DCEFB3BBC8D7D51BD3DA341BD4419D7BC4B9F8F3D78FDED3DE982D83CDB13723D6FB8E63CD15A413EF0C9E0BC008BB43D433706BCD7E2733A691AB23D41367EBBF92C25BDB859E8BC102E01BD5AED14BDA94876BDD34741BDA243443E35DA3CBD934A703D1E35F93B78707F3D7182F4BD3D6687BD6558463BEF62973C6B368EBD3B852F3C9ED44D3DB780983DA045D5BC3CB48FBD50C58ABD238D08BD9CEAAF3D63B8A5BCCAB051BD14D91EBE1BC224BEF76263BD492741BE8DE8AC3D97C931BD64AF59BD5B8F843D7590C3BB54F2A53D814F033D8B7C853C9DDE3ABD15490B3D69F557BDAF493EBDF76477BD761651BD585F683DB767C63C5D70273DF6648DBD906F16BEF324343E63B7E73D8FD930BDCF465ABD0A0137BDA31C823DD43C44BC147D20BD6A64C6BD59387FBDCA81AB3B85E25DBCBEE213BDA372E93DF1A8C3BD618433BD8D665C3D9A591B3D0B81863D63CC09BCF6373ABDE9FC003DF630603C4B3AD239E8CB33BDC5A6F73C7B50193D20FAB4BDAFF3A33D2E275ABDDB2A17BC6E61A8BDB2780B3EEF2AB4BDB66333BCD88F963B35F77EBD23F85D3D4AC5BDBD07E6BE3AC4BF783D5B6A04BE2E62853D647AA1BCDC4DCBBC33B1C1BC59162D3E905E3FBD85257BBD24F9C7BDCED3973DD5B3EDBD4B5266BDEBDC463C78B9BE3BDE5DBF3D8D08AD3A6338CD3CDA2267BCCCDF213D8FFA8B3C33FB71BD513FF63B55E0CCBD2BE9A13D013E6B3D18B47ABD8841A13BF394783D1AF6073DB7D9103E137BA9BDD88699BD5039C6BCD4E332BEB254543DEBC8B2BDE6DD88BDE6F1133DD02A393B8783973D1010D5BC983598BD5697553EA6CCD6BD63343DBD0FBBF43DB50D1BBDF4C79FBD3498073C8C3A9EBCF79BA53C6CAB9E3D6FB4DBBC66451A3D9F2D883CBDD6C33D94B7303C0893DB3D60FFA4BDB9FEADBD5A2BACBC3FE10E3DD665F7BCD1F5A43DFE2A6C3DB56ACE3C56AEE6BC3EA7EA3CC854B6BD9341063ED6AF1A3D200E7FBDBA59033E440AF23CEEF4DC3B9518523D8714A4BD5CB6C63D6E5780BD2FA006BEDA174DBC824C95BDCDC616BD132745BD0C5CE9BC2CB7843DBFFE623C281F873C9169FBBD18DA5BBCB74908BDB221FBBD86762F3E099BB0BBDF823BBD9D2231BDA93E613D70085C3DA95292BC6910973DB2049FBDDA97B9BC0F3388BD5263F43B2C9719BBA81C94BC47039BBB6C97303D432E2FBD4E2AB6BDC55DF9BC7522403DA5030DBD1A0041BD495AA5BD672010BD8744833D2ADE633D3D08283B5DB0283E9967B5BB20CA333DC4D731BDAC4781BB52686FBD2F634E3D627533BDB4DAC83C8C04BD3C4442A1BD45FD9B3D1FD30B3D3829BBBB0DB6223D307CD53D87DFB5BD73B203BE877152BD49AD503C9C10933D87707A3B3A46AC3D16024EBC6D7CA7BDFB59C5BD5CEF993C3D9B8D3DEB078A3DFC5F2ABDACF00BBED9E78CBC6CF22A3C2BA83CBD64C1263C90C8943CBA6447BDDEFE0B3D1E3CA5BDE17B223D686637BD5B64D53DC236143DC81F493C3D2AC4BD42631E3C348A57BDECC1303D409419BA3C56D43D4406A3BDCFBE09BE7DE6A13D6CF7CF3C2FF5F4BCAB093E3E7C6F413D28082ABE50CA0ABD6775563D7D278D3D0246D1BD67FE75BD792203BDEF490FBDB098A43DAE3DD63DB099D8BD789FCD3CCC4370BD7835EA3D2D04EBBC4CD3233CD75D86BD28D9B9BDFFC392BD15B3193D7D766E3D47B5FB3DE86C4B3D2E6AD63D37F6E13BC0BAF2BD0BF372BD9380A3BDD75282BCB7A2A3BD728C953D0420D23DBFD6D33D35DEB0BD1651763DC205923D47F1F2BC393A123E51360BBDF6D8163DFD81A73D72EA573D047E72BD3370A4BD3B4DAABD8FF2C03DFA0D983D2324F2BC53110DBDEB48DA3D823ABCBDB2009CBD52EEA4BDDAB79A3DD8345EBCED79CDBDB142E4BB4E663ABDBE81BBBDEF8105BD438C333DBF5735BE24D78ABD4E90283EBB19763CD606863DFC36B73C19A7DCBD712B573C1D4B7C3A8A6F02BE537486BCFC593E3C6BA4313DB9F5883B6B0B38BDFB46753D45AE893D05A151BC25D55B3DB5CACB3D4D0A63BD846C3A3DC85AD5BD80821DBC25C7FEBD8725DC3DA3E4C3BD3DE6ABBD89F7003D5E25F83C0A5C1A3DD97E0FBEE86F183D8C193A3D0DF3893CD4762CBDF1E4DABD5CE6A2BCD036963D3491A53D40D1373DA1EF4D3CB435C83CDA3AB83D1A79F8BD616C9BBB5BD8A83C5C79A03D229CE3BCB3B68CBDC936523BC475193C985570BB00020BBD3CA286BD8A18E53CA949B53D62B28DBB693309BE7A4547BDF91C713C850439BD3833A93DB2ADF63CAFAD153DCBAE2ABB7A08213BD31A843B5EBA893DA814CC3DB5840E3D829044BECE5B1FBDD0B78D3C97DE783D35AC473C82A22DBD48F9C3BDFDB44F3D24CD33BED15B253D8A5A0F3E46538FBD910171BD310F323D51D68C3CA3B9793D9C0963BDE5D08DBC74723EBB88E1B5BD73F8C23DDEF72DBB86BDE0BD340E43BDF409CDBD256E40BCD9531DBDE7B771BD497BC23C0781BA3CF606073C32150DBDE7D9543DE5C7B4BD99AD8BBD53C6ECBC8D39033E355FF83DDBCF0BBDE285923D40182FBD125B4B3C0B04F13CE991CEBB4D2CA33ADABA073E4734EA3D78699F3DB533843DB7FAD2BD468AAD3C8741193D554E3A3D5E4E0EBD4E86FD3DF470843DD064BFBBD8D8EB3CDD96283BA74B283DB9EFF9BD5BDE683C00DE303DFF00323D5E38683D315B913C09AFD93D531C513C0A242E3DE08F69BDCEE7A5BC0A9E59BDDF35393D53F146BDC7DF1ABDC3802CBEBE8C33BD3686173CC21CD8BC28D896BDCD27753D8C4A89BCCAF3733B094D30BD7718DF3C8086F4BBB0D03A3DE7B9CABD1C5F803CDF17043E2994DFBC1C29833D77D1E73DA7C5643D54A29ABD364A703D2EB586BDCF939DBD683E5B3DE9662E3C652DC53CDE25A5BD8B04C0BC2FA50ABD85A9D73D8BBC57BD94670ABD9CCF13BD41BF9BBA47A2A2BCC305D7BC43E6B83DCD6062BD748C7A3C2CF171BDC3FBA53D6AF836BDA7F4133DD396DC3D562A8DBD2FE10E3ED600E63A56BD86BD79078FBC78641C3DA49340BCEE6B0B3E6B0CAABC2EE2C63AB0406C3DAAA1163D0759FCBC682B8E3D3B3BF53D7920EC3AB397F4BC1936273D34FBA03C759CC8BD49F3F73D33C1D0BD3F9A0ABD185212BEAECAE33C2635173C6A360C3C2CE68DBD7AA9A53C0F2119BD4B58B63C895F1EBDDDA95F398A830BBDE40DDF3D41DE49BC199674BD4CEEE1BC0F0E863D992F2B3D93F39C3D2BE7FB3C0868553D0595BE3C9B99073D35986CBDFE67E73C1A0211BDA4E60EB931D6D5BBC22404BD72728F3D6E4F23BDDB966DBDE245833D5BEAA4BC716581BA5F138ABDF0562C3DBFA789BBF22D693C805495BCEF8E0DBCA2835FBD3E87263DD319A7BCC04A8F3D8CB8923D928286BC65EDC13D7F91E9BDE15E4EBC426F4CBD1045A73D00E37CBC41115C3BA089BC3D8A1D3A3C61108FBDEF857EBCC82079BCDE95BCBC2ABF86BD8846CEBCF0FD96BC2B69BC3BB625DDBDF2D25CBBF3EDEB3D338423BEB538BDBDF330053EEEA03D3D1523E53C2AC7B03BE6D03CBEF5F6E5BCEBD319BD29C9AF3D6AE0EDBD4816B73DAAD3953DFCD7AA3D2A1522BE3CCF923DC9A97E3DA4391C3DF2503CBEFAA48E3C66DA33BDE246BABDA1419ABBECF9653D91ADC0BC364815BDA762A0BCF66E60BD2EE2CCBD38931CBC7BF7F2BD55B78D3D818E1DBD3DAC18BD6A35E7B90AC8253E71501D3D78F296BDC75337BD84DE9DBD14F7723DE45BDFBB455C99BC3A09473D74D742BCA441433D39D9AE3D9F37BA3D652C103B3C1CA7BBF7BCD43CC9E583BD3E20223E153FB1BD450F1C3C1DC183BAD656F6BC8BDF0FBC5CCF66BDED80953D31D4333DCD8AA83CC506E73CF5753FBD6EA793BD03BEFABC87FF6CBC487EBFBC4E60B33CA36608BDC4B1BABB84994C3DF2BAB13DA1C1343DE3F0CE3C7B56AF3DC67F27BE794C9B3CDE3B8C3C36AFD2BCA23D23BD8404933DE950A3BD5E0644BE0925FBBCF5E39BBBAE4D46BED56DE6BC91075FBD3D4675BBC524D43D6122583D1BC7D2BDCD9050BEF596EBBD71D19DBD3258B63A84AB603CCDAA5FBC4C0CCDBDBC76B63A1DCCD33D88C22DBDB2FAA83D475305BD670399BD41D323BCBC7ADA3D7930873D507FF9BC294E043DAFD137BCCBB2F3BC2335A63DFEE203BE626768BCC6F59F3BDB03F93C501420BD94255D3DF3433B3C4B120CBE055396BDE8A1E6BD546E553D93F312BD605752BD680F20BD01B07CBD17EF80BDE940A13B289AC7BD6D8F883B8A4B373C1960F03D2C2860BD1C0A083E66BA4A3E7BB0443D1CD428BD6101C4BC3AF918BC523CCC3C576687BD682C96B9D57527BD580BB4BD25F74DBD05D8843D82CA6D3D3CBABE3C019FC3BDF5A300BE7BBC093DCC74EE3DC2B5ABBC4E585B3DC88DC73CB04F8FBD47AF9BBCBCC3A8BD241F8BBCA9DD523D5981E4BC2AAFE73C10E76B3D4FA282BDD4C1443DC86D9CBD0A70633E3FFE373D0A499E3B3A9DD43C9160DFBD5081283EB10DBCBDF9B1AEBC7C9F583D46880EBE1935293DCDC83BBC6693343D3DCA803C827DF23D4571E33DCE02943CC89DC6BB0FD8423DB0DC1A3D72FD63BC99FCC4BBDEF10BBEF30B223D1870E8BBE7D6E8BDF51B83BD8E1D0BBE6D21F3BD7C84A03C3A0768BD6868903BCAE93FBDE274F1BCEE4FBC3CBC0869BD5EFD893DB39D1FBD01AB953D30C00EBAE45AA2BD90E17FBDECD69F3D2B6E3E3D76C141BE2DEC0FBE08A496BC3D50473DAB9607BE53C50DBE39CBF4BCBF5BA6BDAC631CBDBAF4083C059B153A1A7AB93B5E39ECBC72CCE1BD896EFF3D2213CA3B5A40FBBD21FAD6BC53AC903D77D62C3D529E31BD28DD1FBDC12C01BD3B50BFBCD7FD143D54D6943D8B8D423B28C61ABE6F20D83D3596733C7E901F3DB80D87BCD4D6ABBD909E42BC66D6563DFA022EBD0E42E33D5626F6BD5C7497BC38E7193D3E4CB3BD101BEFBDBB19BDBD9433363DD80EE2BCFD1F95BB8F70473E00E1643CF3A7693DC78535BDCEA43BBD48C8873DEB98183EF16712BD0AD0FBBD84D6983D683D563D286FD73C6779D2BDA313D13C044C40BD85763C3E97703BBD0EE8B53D2596103DFBFE7CBDADF17FBD64FADC3D8967D1BD93C80BBD05F634BD6D9D503DBF6F0D3D636937BE15C6763D178E313C37924BBED266F9BDD3779E3D726DCA3D5E2AE03D040B623CAA2FEE3DFD0F37BDB3B01B3C71B3E0BD190C81BDEDF0013DF70DE13D2C8A273DF57E7B3C19D284BDE66094BCF73D13BD6A9BD73D386EDEBD7CC511BD8550B23C93200D3CFC6C2CBD213723BCB98C1FBD1CA075BD0DF91FBC386EFDBD11C5B03C23883F3DE116A1BDC19248BD7FDE91BDCF323DBD162C03BEC6BD02B9DA0798BC97132EBCB6C221BDB42FC6BD00FB26BC0C34B33CCC4746BD29F9163D9CA0ACBD8FE58C3D27BA653D51B536BE8DCABCBC02CF863D6288C5BD88057F3C76D60D3D9EF5C53A27A8F93CC31495BCC5408C3C8ED744BCE6F3CABCC548763C9F1E03BD88AF9DBD83D44F3D97C36E3D45866A3DFD64153BD171EB3C7BEF733D056A23BD799A793D5954793D7F83EB3D1C57EF3CC255EA3AEADDDEBDB9F2D8BD005D813CFFCA8CBDC26EF1BD5591BDBD29BC913DBBC895BDEC739EBC7DC1643D551EB73C85370A3DC3BA2EBD411A223D95748BBD6E21A93DF09D093CC6535ABDF3F3EF3D223BF2BC627AE43C7F8274BDFCCA23BDA6256ABD3947FDBB8E77C5BCDAC7FC3CA262B1BC921576BD460B69BDDF649F3D4CA203BE157DA93D9F33BFBD45379E3DA26A1BBE8FA20D3D05DBC23A9125363D7163223C24145F3D96BA84BDEB21CC3D037CD2BDF003363EA0715DBDB73C33393E4D82BD9CA506BCF827BFBD9C4AEC3CBF44343C4BAEBB3C7C55A33D63EE1E3CB42B273DAD47913C98CA53BDB8F1DD3DE91ABF3D090D883D8769C3BDBFE5113B8DE63DBDEB85C23BE897C0BCA403E5BCED9A833CECF4C53CD595263D46BFB03D34BD493EC0FB45BC40C2ED3D976E27BD06CFA9BDE9B2F9BA8D594D3D5C2036BD182399BDD79E273D4C14803C4C5DACBDB886D23C6D6A253D89DB6E3C7661CB3C9294CA3CEC4DCF3C9B0B6F3D57DA473DEDAAB53D49850EBDCE13AEBC1E61AFBD801820BD5FD8E7BCBD389BBD9C22213D04B11ABD23C5F33D6B95ED3CC56AC3BB52E94B3CCD6612BDD3BECB3DE6ECDA3D0328893D9FC91E3DE3490DBDE185BEBD5D2208BD17561B3EB6BA65BD6E1590BCEC56DE3C1BDFC23DCF705C3DA081813B6041F43D51EDF03C8D0162BD4992C5BD28058FBD2BAC4C3D7369183E2293AB3D895DBDBCDB84EA3C95213EBEE31598BDB794E23D05C2DC3D85C946BDBD8AF73C8F12383E3349B43C6D77A33CA29C8B3DE7A371BD93CB10BEC1DB06BE3D5E393C3172ACBDD12495BDA4E1983D3A3AC5BC840A27BD03AF5B3D29F99F3DB12FD4BD4499EE3D691F25BDF247673C9BD88F3CDF993F3B52F1F93CF6E47FBDA1179CBD43EE4CBCF9EBEEBC5FF242BD2A35183D315E5BBC5E0D483D8806493DE7A6833D81ABAB3CC1C767BCCCC7B6BD8C45593DBBF58D3CBB62C3BC493FE3BD71A4C1BCB33EF4B9F48A0EBD31D8E73C181364BD7179B8BC22EAF9BCB2216A3DE90F303D76EACABDF11EACBD9F64DA3B394FCA3709E600BDEAE204BB1520F43DA0E421BEC4EB45BD66FA0FBD7DE0A1BCA0CD89BD317268BD80FDC33C27D1E4BC98CF3EBC8502223D8AE86D3C0979843DEBB11ABBBC6D20BE2F32A23D75B3E7BDDD1704BE09088A3D05D92EBD9391903CA187793D4E93943D8132BCBDF323DB3D65F6E23CD57ADCBDCD279EBC5D0B08BE9CD0CCBC14640D3D4852663CB56399BD97F581BDF2C4373DBBD8C43C47F33BBD19BB1E3D0F789DBC465BFBBCC0F2063DC67BF2BC050E603D8787BA3C9637AD3DF6B6A2BD36EAC9BDFE5A233C0BDB06BE1022B33D0C17883B907549BD133A593D45C8BABD76F62A3D560A9F3DAFD4B53C727FF03BF0A1573DF64FD0BC807ADEBC92669E3D5DF58B3D2028DA3C918B8FBB943C313DF296273D175F17BE920F34BD5C50733D9271A0BDCDCEE5BC8A6BB33DFA48FEBCE1CD163E81372BBDBC69DF3DC11BA5BD4EE4A5BC9A985BBB687F25BC5103AEBB14629ABC69ED51BD70CB3DBD8AD64DBDEBFFC2398A830BBDECCE9CBD9E1EA23CC691D43D5580273DA8A7AEBDA0D591BDDF59DEBBA6BEC73C669A9E3D4CE5923D7CB9ACBDC7318CBD010E6C3D08298A3ACC3781BCB045D4BCF4E23FBCC09356BD118818BD66EAE83D6B99833DD3F1B7BD5E10803C571BD3BC04DD133D869EB1BD85C2903DF05AEA3C112F43BD5A72B5B9FFB9053DD81BA7BDDFDF7A3DC23AD2BC86AF19BD5EB3C4BD9876C53DDB529BBCBEA7D4BC9F0EBB3CBCD10B3CFE58923D3F04C9BD7BFC9B3CED48BF3C8327A03D951DF3BCE11CA23B96DA9ABDED3033BB713B463DFF42603D2197443DE5F6113E941F39BC5D3AC43D32E6843CD04FFCBC449AED3DB87E5C3DFC8B883D7D615FBD2FA0A3BD92AA8EBD16B994BD4F3237BD585BC53CB2B0073EA7C2E93DB34BAF3DFD54C7BB78D278BB46B3A63CA824B33D18DB13BE08F1A93CB925E83CC7A80D3D3EF90FBD11E2BDBD3629893C7D49C83DD5CAAFBDB570D4BCA49E94BDC69EE33D54F869BD3ED2193DDF1510BE70805CBCA9B7DD3D2967B83D0E83ADBDC0AB003E7772BCBC8D37B9BC4214C83CB38B19BEA71C413B5CCA8C3CD08A703DFD2D49BDDE6E0FBD6505D3BDFA1A913BDF44943D7281C63DBF094C3DF713663D01C1E03CA9F19C3C5C08573DEE6583BD17F0263ED07F90BD1A02203E9858983D4BCFC33D8427B83CEC9A3C3D5893DCBCC71338BD95277BBD7027C33DCF5B923D046086BCC8054DBCD01D5F3D51131EBDE3816BBDB3C7113BF7CAD53DB338FA3C730CD33D10E500BD4DF78C3DFCAD123C3907773C654CD7BC5D801B3E14E7D6BDB1C3413B09D0D0BDB80304BDF1F7933DD8ABFCBCF6BF363CE1BDCFBD6E35863DCCAB193D6075BA3DD4BE46BD14649D3D26E9E43CD3A82ABD64A6C5BCF26AD73D67D3693D259F0DBDD912EFBDD3F0943C29958F3DCF8988BD2A69193EF0814A3ECC67233DCF078BBDCC25CEBC4EC7E1BD842A88BC7C5041BC3BA1BABDC30C1DBE8B4121BD7AB331BD2DFE743D6BC7D3BCB883173DE6CCF0BD4556253C76AB4A3DBF0ED43B1D3A8D3BA7F326BD7CC30B3DC6DAAF3C570BB7BD540305BDFFCB2EBC3BD9D53AD16CCCBC1BEF30BCCAED0FBC7644FDBC3BB0853CA91F09BE49839BBD86A5A73C8E6081BDBB9DC5BD77C8773CEA4ACF3C043094BADD228FBDDA301EBED69386BC97045F3D850B3B3CDA58343C71EEFA3D7CFC68BDC41DC1BC6861D6BB86004CBCE261C7BDD6700FBEA99EF03D6D5EA5BC0AADBFBDADE40CBC9CCE9D3D98FE8ABB9132B6BC08F5E83C77C62FBE8287E3BB6B7BA9BD682397BC6D65A2BD74DBD4BB7744B2BD9E2AA43DFC1F83BD755BB33D8B0E113D2C9C11BEBFB38EBD3675033E72ECA53C5EA856BD509AA93CDBFE52BDBC13EDBD0BF952BCE64A283E2B2630BD6B3A32BD69F7F6BD1F9816BD988E1F3D9AC787BC597212BD54F24B3DE41E31BDAE2DB03D9347C8BCE841F3BC3EE601BDF8F7ACBCC0816BBD618B0ABE721D02BEECB61B3EDCF6D8BA5DFF4C3D0A5641BD51EAEBBC318B0A3ECB62A03C39BC923D9C6FB63B211AA53DD92FAA3DAE1A0B3D1BCED8BDE4779F3D5A8666BDD8C896BDC1AFB73C8DE40E3E00FD87BD00A91BBE48377B3D5E8E91BB6E3751BDB8BF0DBEEE63F7BC7958E93DD83CC53DB3AF043EB32EA8BC00F494BD01F9A93DE74580BC779A89BD8987233ED314DBBAF7F3B1BD125CB13D4E2101BDC20D473D265844BC85D8AB3BB140CCBC1911C13D95290A3DBED1B1BB337CF93D0ED3EA3D30ECA4BDFAE2C2BDAACB993C90A9F2BC853223BDC85F88BD3AA9E13DA6B6DD3DA55D8A3C1F73B5BCF61E9A3CF517ABB81FAF363CD086DDBDF5FC94BDB41AE5BC90B4CBBB8F32AF3D143AD0BB826748BCFCF49F3DBDF18C3C794CB53A877292BD10A8B33D2C8DAABD414A52BCDB8EA7BCE5D900BEA3B601BB67DC4EBD4941193D6B1E9EBCB310313D7045333D013A11BDC618B83C9E5E7EBDC801C83C0076173D29E1783D81828A3D169BBA3DE89BA3BCF5729B3DB9053BBDCBAA54BD3BE9133DEFDD1DBCDCE64D3D3EF3993DD91BA83C4CDCE3BDF85AC7BDCF3DD4BD2D9F383C6B07323DBBC0D83D116809BDDBCF4DBD68D6773DE4AA733DEF35BEBDFEAF693C80DD833B6B1EB5BD0AA4083DEB53EE3A33B984BDA851003BB73236BDBE6B093E28C4E9BB976F3DBE926CD33D64FD82BDA41386B9932F9E3CCF74413CE77C123E8234EABB91968BBD1A87A53B32655DBCA881883DCD7C92BC0B146CBD6DD70D3C69A732BEE3FB3D3E270B223B323F3ABD84C5DDBC6B95123DF28D4BBD256EA63D1AE4793C0E62AF3D9A7360BCF76D233E937A79BC084D9FBD253091BBBC684CBD01B602BD179FFE3C5A54FF3CEBE6ABBD74720ABD4D38833D488481BDFCEB1DBC52E71E3D98FB513DB6E5B43D5C036D3D081FABBC48B095BD04B509BDF3E5BC3D5F460EBDE771E43B01BC713D35EF443CF990F63C5808B43B3577D1BCE84486BD53EBA7BD188F04BC080C47BDB2F6FCBDF521933D475C1FBDCE4F643CDB69D2BDA7CFA3BAA639663DB60CC5BD96E6B5BD0766F2BC4586C93DA705113D86C475BDDEC696BDD91084BC8C3F15BD37B6F3BC6B3F24BD1EE04FBCC89129BD40F0413C855F6DBC08A94ABCBDB6AB3D8A7EA83BD5C4113D5F1601BD2BEB9CBD416530BE77B615BD4997D2BB9895123DA9B22C3C990554BD3B3E13BD3684143DB0D8243D080401BE83FA3BBED3C741BC4B388F3D7AABB73D412F8ABCE806A53CB5430ABE7897483ED7F50DBB6DB0A2BC1ADB033D90C7E93D72BB3B3C0BD02CBD8D22803D513ACDBD9DB1013EC87AAEBD76E1E73D7075E73D4889763D0724F9BC13F0CFBC0ABDC8BD4DFACFBB54B2143D824EB4BCC086533C5070253C06E062BD1CDF7DBE93F7BB3DC0CE7DBCE3FB80BD7824A73A6529953CD8D2EA3C1B908E3D4054D43D5FF4C93B00D935BD0A098ABDC79D13BED90C16BAAE97F8BAF25570BD6A80833DF4A7AD3D7854873D099D393DF563603D28F2473B7A28483D80901EBD1C71523C793EAF3C38248CBD2538F7BCEFB997BD1ADC413C7B6BEDBC8B831DBDC99013BDD85DA43D98AE643D7B7A24BDFBEEACBC5DD6613D2393A13D2DBB97BDF02F96BDDADFD8BD0030B03D13AD313D897C64BD8E1E563B7890D6BD23D6DD3DFFBB0B3D44F128BD53D4903DAA3719BE054CF53B4982A53C976FC4BDAB6B333DDC97913C859B9BBD1DDEDC3A49D8A03DDDDFF0BC2EDE583BA0CAAABD0E8E5FBDF52A1DBE7DABD8BCD00A833D824FFDBC416A493B2652B63CB44941BB5E1BD8BD11425F3D08CB24BDFC6B0EBB21B2813C45E8CB3DA1519EBDF7599BBDD35379BD6D81AEBD62BC06BEF0D0CB3DDAFD323D86DB71BC1ACD963CDABC953D8723313E737824BDB3DB22BDDF058D3C8F48ADBCF21280BD8F63463B5E6686BDA10E273C588D3FBC73815E3D50340C3D38910D3EE383833D34B885BD0415163CB59D783CCF5DA13CA9E80EBDD3BD89BDBF988B3D4830D8BD968C93BDD1A1193C492506BEB2D0B3BC70F273BC7227D43C563B7E3C79987A3DF49FEEBA9BED63BBB806E73C9A7485BD8DD1C5BAEDD4F8BDD4C79A3D3574003D515DE9BCB421B13DD6D492BC629A323D75BD443EB4B0BF3C5E1DDABC333E053EF7CAA9BB0780803C2A0C4F3EB158EDBD7CFFF6BDDD074A3DF3482D3DDDA00BBE8601A5BDCB8FCC3D8B2D46BC931B943DBB5A3E3D1FB275BD12B5A93C67A5BF3D3E1D453DD4AF9C3D5DE5573BE007B3BCE891CB3D0926253A554723BD1B396E3CE902023DAC63513DC520963BC4C0823BDDF40CBE46E95D3DC2F9C3BD10D6B03C05D8A7BDD5078EBCB17023BDE34B3C3C98E55F3D54952A3CED621FBD155615BDF46BF23C669C143C61994E3D6847EABA355AA53C3EE510BD1ECA5FBD4090A53DFBCFE3BD7B31083DF1511A3D9A1C6E3DCF46C43CB1D89BBC59EF97BD72A7A93B9EA7AEBDD6073A3C70188CBDD049A33D6E3E46BD905C16BC2A97AD3D4F3A17BD2EEEC73D43A00BBD230A32BCCF4805BCAC21033D497FE5BCEFEFD9BD03FE80BD78B4FB3D6D5977BD7A42B5BD10339E3D24F049BD4EF2023C041844BCA3286FBC542408BCC32537BD10CB003D78B41A3DB33C75BD441CF5BDB300183C5CE5453C0D9C87BBE879A1BD56BD083D995FD23CDDC5DABD3749A6BCFCA803BC667FF0BC3AAFC13CDCD7463DF4C9943C7E0388BD25692B3DC2BFA1BD1C61FF3DE8DBE93C60BE153C062293BC9A5E1F3D62B625BD17EEBCBC9B4606BE08863D3CBA3181BC963C013E37CDAFBD2042A13CA5E3953DC83BFFBC44F133BC5F52873CD00FFF3D4180CA3DC99B10BD35D7FF3CCA849EBDFBB2133DB6988CBC9D69303B23C2E53C7BA22C3E22F0CDBD49675A3C7600B03CF3E449BD9DD9153DCC333B3D202C37BD0F939BBC2D1CCABD65E9C73CFFA40CBEBF9999BD0FDC993BF35885BC00FD06BE2D679D3D14E0103D32CBA33DD691A9BC7D47E63D215994BDFF26B2BD1C778CBD88540CBE7EBF2DBD9378183E5232163D75EC743DE4D10DBD8516F7BC23F7423D5793153DF82BC73D71AA2ABDBDB3A73D3189A7BC6482E6BD8DAE71BD7F526BBD5E5C17BBDE4B21BDA9A9603EF6BB2D3C3D980D3DB5AE2A3DC67930BDD8F92B3EAD64273B681B563D5F5EEA3D27BC963CA888A0BCE670133DED7F083D6CF65BBD06F087BD419BA93C136CEEBC6C502FBC9654BA3C9CE7A93D36C0083CF08AFB3DFEFE663D2B9DA53DD21ED43D6E6342BE8E30543D25DC983C94D7B7BDA3A2AD3DC3FA76BD0A7F173D9AA08BBD18E238BD22BB92BDB0D716BDCADDE8BC33B97BBD1DC6C1BC7054F7BC1BB2F1BCE05063BC872223BD127827BD04D87A3C6FD3F8BB327C61BC28C3793D0FD74D3D2CAFA9BDC6081F3D7AFDD9BA16768F3CADA1D7BDAC9AB9BCF65811BDAA898C3C5CB31C3DF730F7BD294B0CBE40E7DCBDCEB45C3D40FC99BD4A01CF3D6310E93DDEAAAC3DE4D94C3D5517D0BB52DB2CBEC9C5D9BD0D748D3E3E1F01BCAFD81DBD9365A3BD4D1875BD46A194BD1615193E08E59F3D6AED1FBCAF5D973DD90E29BDC08400BD1438F43B37967EBD4E7C5DBDB32B933B0DAF72BDBF7896BB19BFA03D72F2E8BD3C5EBA3C03A095BD6AA4583EBAB14C3D253CC03CBC2C833D9C13283D8D3773BDC46A9C3D031C813C4333963D994156BDABD0AB3D802E1D3DD5C31DBEF8BA7FBCF989C3BD465D68BDF39F8BBC30ADAB3D887CB0BDEB47303D078BCD3CA7C4163C6859E83D1BABA3BC246D06BE2B595E3D3E39143D4DF63C3D6701D2BDBE30153DF86AEFBD9D3D06BEB4088A3DE03EF6BC4FB2A03CDE49893D7CC972BD4E5BE83C7E0D78BCDC6D023D38DDD3BD5F0CABBDC464C5BDDBD7833DFFDDBB3CA23CDABC1C9300BEB407443C1896F7BC840FFCBB5E92FFBD3C11EABDAB69173D75D370BCBDCD09BCFFFB3F3D775534BDBA38ACBDE39B923C5966AFBD52A2983DE8DC91BD9F85F9369D6A4A3D8B96EA3B138D16BDC4D71CBE3989F43C94B68ABD8022333B23337A3D1022733DFDC01E3E2F57A03DF53A543DAA165BBC70EC063C425025BDA33406BE45B22CBE391D8FBD0BB3AE3D436B583DBF2F963C4F0FA63D8D659B3C8CF7A6BD61E5F73DF13E043CDBB8A33C030D323D6304BC3BF1EEAFBD1DE36CBD0E98A1BD6B26C4BDBBB3313DBD40C7BAF7E8033E51F3AF3DF703A53DEA90C43CB4ED9CBCF6229C3D56DDA3BC09073F3DAACC623C0DBC9BBD1E480BBEC089C93DF794E2BD9B5AD9BDB749E43D1FBF3EBD1C0F363D5427003E427264BC86AF933AEAC5CF3DE080B0BD6CE113BE49BA89BD8345323EB62FDA3CAC969BBDA19FB23DB140103E84948BBCC6A5C6BDA8CE0F3DF1C499BDA3F163BDE6ECED3D57271A3D5A11593E6ECDF0BD1F73D7BD53FE27BD13AB5EBC5AEB803C3311D3BD48E858BD7A010D3C4FD067BBFC83BABD480008BD754908BDC575653D65EA763D75F0B73CA61717BE2A1DAFBD23E44CBDEB00EE3C578EF2BCC20085BB0EA595BD59E049BC0C75473DD4257DBD5C1EDF3C1088E2BD113CC43B94208DBCF189E63D5E5F163E9FD9AE3C5999EABCE4E6B0BBAD6D1BBD6EEAF23D659FC3BC54440DBC30B41ABDBF7549BC481E52BD183EF5BDF0BB753D32F0F1BC56C5D0BC291D39BDF130643DA58734BD36B5A1BB24EE8B3D283F19BDDC05323C74F96FBDC3C52E3D4AEDA63DFD69C8BB9259E0BAB604C1BDCAD1673BA353E6BD6FF9BC3DEDDAEABD930DDE3DB35A823D21426E3D074D613DD9F3D33C6AEEFF3D1420343D85F4ADBD872023BCBC07BB3D66AA7ABDFB93443C508555BD6500363B2B2D9BBDC277713CCF7BC43C5B1647BD4F97ABBBA1CD2E3C29890C3E0FF5A0BD92FC7FBDC6E4063E3D28DF3CD067143C6FD9713D0814E13C7816753DAA50EA3D1773A7BDC202873DC7117EBDE32B9B3DFAEF023D21BA1A3CA11E88BDCD3F943DB0702BBDBC21AB3CCC67053D9EBEC43B739C7FBC5DDCA23D58ABC5BDF5BADE3BC08024BD7087F23CB9D974BD7818B83D0286663DFBC3673DA160D6BD48F7BA3C704BCDBC5970C0BD42C8F53D7610733C933127BEB1AFD83CA5D9843D95D460BDBB6A9D3BDA77113D5DD718BC1BD3ABBC1059FE3C900012BD90C1F13CFC5E283CE932F1BC01B6D73C8A4813BC3B92B63CE80C933D9A67D73C628B3FBD12E9DEBCDAEB0F3C8892C53C527AF7BC888D563D4DB5ABBD768D853DE6121ABD4254E4BDC9134ABD1D78D8BDE9C07ABD070ED83D4785F93C7C892D3C8F6119BDF1006A3D9CA884BDFC2BDDBC8430093D4205D4BDB014CF3C5C39A83D5E4EA53D7C7F063DB98D843D48DE8EBD021F343C97FA7CBD450AB5BB75448A3C0B5CA73D393D513CA6A127BD03A4023C0277643CAA64DBBDCC568EBD98D2993DD5CD11BD29FB9FBC59CA73BDA1E5403E43C581BD271DD2BD943AE93C5139003B4DEA94BD5DEC8CBBFE6B283DCD87A53DA09F6B3D789615BDBA2F11BD5373063E7B24A0BD90FB0BBEE6D6533C000291BC390B983A0E1993BD3AFD85BD897C8CBDF59C203A4422293D76935C3D5E3E90BC51D2A4BD018D1DBCC1B1893D093C583DA52A42BE90B511BD9AFD94BCA768F63DF900DFBD0D2792BBFAFBE33D6E5FA4BDE30DB93ADC84A8BC8BB031BD2D5EF53C9DB419BD73BE013E618E0F3E63D36A3D495B233D2B5E02BCD260C6BDFD9F663D1F16A53CE5E6913DEEEFC53BAA7176BCFFD0303D99466C3B7C5817BC2B31323D81DC6E3D49D8853B9DAEAD3D1D3B883D65AE8B3CC6536B3DD990E1BD4157123D80B0213E1FC442BDC78503BDC96CEB3DBF7CA3BC656354BDE831283B00232C3D3B8F96BD41D326BACEDEAEBC7837253D344A8D3DEDDEB9BBA78CB23CC3FC8A3D1E17283C2C84163E289EDBBD55199DBDDA1BB7BBF75D42BD056DA83D91CD5DBCD1F97A3DEC6CCA3DF8A08CBD1CCD7CBD76EBAB3DD26343BDFA59C0BBEE28A0BD767D803DB849C3BD63F437BE796B5B3D29C587BDBCE2063E8124AB3C4360ACBC5BF3EABDA748933C70D39CBDEB918ABB7515D4BD19AFA23DE14CDBBD9D434CBD69E917BC1AD0E8BDB11B49BCE567873DE4ACA9BCCE78823D03C370BD72CEA2BDEA2238BDFBE951B9C4A2383D2BFDA0BDBF13AE3C39AC063C81EB3BBD429138BD48EA0C3D91FEB4BD41E6AD3C9EA5BB3DBB127C3B0EE8FEBC0E851C3E09E6523DCC292C3C48C7863C243DED3B76A5093D1CBC80BC65A16A3D62A0B8BCB5D33D3E181546BD99AC55BD17B5333A91CEF8BDD7759BBD7DCCCE3CB81095BD2AE6103E58D614BDB62CA1BDCD20CBBAB929E7BC00E11CBD21E1BA3DE459DDBC3F4FBD3C2478E5BBF7CD313DF354143E127D9BBC34C3BCBB6AF7A1BC2089AA3C3B5A04BE68B684BD01EF20BE32576B3D36ED80BBFA3C11BD6661893D89243BBCE499B23DD14A8CBD85E2BCBD000527BDE8C8903C928A61BD587E193BF807A13D5F63443A5BEE0E3EADFF973C9E65EF3DD3AA893CBFA742BE80989CBC610635BE9D2E88BD03C7ADB9F8E6043DEAF8683D2E8FEA3D5F538E3B544AC6BDFA74B13DA86A1E3C92941EBD7ADDC93C7B1E8F3D6381743C8AD7DFBD15CAEFBBEAFDE83DED93BE3DA913B63D4AAB013C7EE8A2BE2208B43CA03BC0BC7BBA653D64E50C3D3833F93C6530B83B63057B3C075CF2BB82258ABDAE7313BEFA5297BD5285D43C66EEB63CA648913C653C893C53D1CD3DF672A43DFE6527BE949D90BD683BC93C3496953D6A3CF83C33C51BBC90F4FE3B2B1D213B09182FBDB06A84BD3120393CF9C0453E4A6175B94565B73A59BD293E033AAC3D6041CDBD25F2A53B8086F0BD449440BCC9C4DFBCF64298BDC025FA3DFF28723D20631CBD60BB8BBD9DFCE3BB3EB5A7BD8C08D0BC926C413DA06CEF3BC26C0DBAA0BA5B3DF381F7BDD32AEC3CB2953FBCA97A483CC56C06BE742BB3BDC05207BCAECB3B3E312DD9BDA6D30CBDF5A86C3E54D16E3CAD30923D722A82BC88FE003E1048083DE371093DF272AA3D670112BD65A00BBCF78FA0BD1524C83D9F7B29BEACAC56BC144886BDAA0787BCB897203D6954393D17A0843DC9B5E8BD2EF4C3BDF28E703D56E3DDBCD4CB0B3D4042BCBB25A6043EFA9A3FBDD24F9D3DF8D763BDE7880B3D15A1873DF043C03AACB384BDCBA256BD75EF94BCCF28B2BDDF7A0D3A351E5D3B5520E0BC906E903DC614D1BDF4155CBC2D99ED3C226EF9BD53E8BA3D7C1FC7BD9E0A203DA9F10ABD1A1DB4BC7CAA3E3D250215BE26FE013CB5DDDB3D10F666BE243240BD0D88C13DAC7F1DBD1F36DABB39504A3BCAEE06BC4E66CF3DA25EB53D9DCB173EECBA05BD0FBF62BD1F6023BD617A16BD4CCB2F3E358A0D3DD9AF14BDE744DABD13273A3D92AAC8BD7B0DAE3DC737F4BCA417A63DB207B63B1BCB213DACEBF43D56BC9FBC706092BCC50572BC50696DBD98A5883C8A1B2CBCBCE3A8BD8492CEBDFCDFFBBCAC218B3DBC8CD63D7AE6173DDC00B53DE70DE73DE820EFBD4016133D1D73553D96EF55BD7D6B4EBB753E3A3EE2199E3C90F8C3BD5E0926BCC67204BE1618363D6E862C3EBD0F693C9459283DB2EDE4BC81AE91BCBFD5713DFA5A8FBCD52A1BBDB339CFBCEC7F35BDF52D9B3D61AD19BDE22B96BC4273833D6CBF853D2945863D444F17BD083CE63C82899EBD8D8FA2BD82EA9ABD7645133EC80BC8BD792865BC04ECA2BC78BC3D3DB67BC2BC729790BC5C47843D9250C03DC742B73D90129F3DB4C0293DD11B61BD11524CBD5B6CD7BD0D979CBCD68EC1BD9AE604BC5F57293DE765693CA7B2B03DC6D889BD8326F5BB893601BD81EDA4BA68B37B3DF5EAC33BB1AD8C3D8CD81B3DCF99AD3D8AE8C83CE019F2BC766E9ABD62E20C3E18062E3D4E28D4BD8042CBBDD070F0BB2D0AC2BC54ED3B3D13821DBDE75E7E3DDBAAE0BBF1C425BEBB0BD2BD94AD283D47DBDBBBB96DD5BD87309A3D3ED4B93D557FA93DB375993D2F9DAC3C9EF71F3D1F00FC3BD5FBB7BDE7A97FBDDCD0D3BC1D6F7ABDC3F91CBD91E598BC6E5C833C7FC4ABBDDF1519BDE5C1973DE054BEBDC4C96EBC41267C3A575581BD886559BD58E77ABD533EC6BBCBCF3C3CF81C523D57E5E1BD458FBD3DE6DE823D355B3B3D190402BD6AD973BC532DAF3D4170F2BB9FFD36BD5113F5BDD74A2FBD184D0DBEA4A287BD6A26AA3C4E5F853DE99A823C5D47B3BD05F3AA3D6913C1BD1170EC3CB3876CBDA09BE43CE45F063EE18529BDACEA72BC1871283DF44ABDBCF2D864BD24EDAC3D582B4EBDB06C49BC05D06D3CA8B906BDF86463BC1510163DB6B48ABDB722B9BC7108D4BD22B5DF3DF2AECABCBE08C63D05DACA3D3ECAEBBD7215B2BC58F0253D719B263E3046C53D77F29D3B856FD53D6E1AB8BDDC24C93CDE94ABBD071C98BD8203B63DF57BAFBC03719A3CE97C54BD77E109BD7A4580BDE91D22BD254DEB3C4418B93DC537823CF9EA97BD5E5CABBDB711D83D59B9B43D636C693DD7A097BDFDB49D3DD06F9FBCCF56243E3FAACD3D8F480E3E6041843C344FF5BC06FA8E3DFD0A2C3E46114EBD744ECB3C94AAF63BB31401BE4E02F6BC6B712E3C493D9DBCDD50243DA7D741BB881A15BD934A9CBDCB697ABDA7819BBD6704C43DA5574C3DFF0D2B3D0821B1BDAE9B483D2660FABDA7BABD3CB5A8C4BD03EDADBD2B406D3DB8D14D3D61789B3CB01BE33D97E432BDC624843D587398BBE22F07BD9F2E303D7E86723D008778BDBDFE333E0FCA543D2F10D5B8CE3D72BD796EEFBCBB2A343D260AC5BD29A81FBE4AEEA5BDBA13623EF4DDA73929C66B3D894FD4BC974CF53DF49F0FBE3641BABD0036FEBC4C8A75BD08B9DB3B237A88BC10C409BEBDC3FA3B7700A13D9A1C95BD27E290BDD5A8BB3D0BD48ABD3F47F9BC0E9724BEFB380F3D39601CBD7D47343DAEB19CBBD1C7B4BD368CEC3B154B9CBD7115583D5EACBC3D08EA32BDC79C3DBCF1FB68BD0D4BED3C03EFC93C12687EBC4F6E2BBD73D2B83D1ACCF03C87ED083C400B623CC49F6C3C901E65BB6BE725BDA8B7F13D112F94BD1F21A9BD499945BDF3558E3C0CE2363D472601BDD8BCAE3A2FA3C1BC1B4AE13C8DA3FDBDBC7B083E1322A13CB0BA98BC95BBA5BDB8EA9A3DD214CE3C6F2757BD4DC6343DEE8E883D93A6023EA82F193D8E6532BDF575903DE7C6203CB7B7503DAB1378BD0A1A4EBA16E9E7BDE603B93DD4E98FBD799759BBE69E92BD3D1ECD3D74107EBD8775A23D965CD13D539FC13D3B7D3DBD30A4873C370C013ED2F3893C70AF303D867341BD298FA5BC0CFF403CAB6996BD405E61BC8AF84DBD5DA62E3CE15909BE0A58523DA00D183E0815E63D01F41D3D812A40BD24DA923D187761BD031A293D66B3EE3DF5FDC4BD4DE0A3BC8A6606BEE39C87BDCDE4A13DF146EF3CAE1B083DE51708BED78A89BD3F9892BC1233FA3CE984943CC4A17DBC9D51833D7D1CF8BB4239873D0FA09DBC77740ABE783D113EA1952ABDD57F293D813B2C3DC22882BBB1E22BBD65F9BDBD9E812F3DB63904BDE749063D0EDA323DDF4A143DEBF451BD865E7FBD112A1ABB5C4A423DEA7A073DBF9CD6BC3E9E12BD76CE2EBD87B6983CF9E5843D2BC5A33D090FFBBD29A1373DC978D3BD9529343D2C9ABCBDD504363D4A67F03DDD9927BE27996D3D2C05013E5FFCA0BDC5B15E3DB1BBA03C7789E53DF98CB33CB0F7B5BDF545CEBC90ED173D25DC37BDC6F7C7372C9B59BD44E8FF3C80DD76BD13D35CBDD13A35BD9B8CD7BBDA10063E0A83BC3DE33301BD0E70383CFA1BDEBD8D4B1B3D9FC6E13D350E20BD39CBE83D95C50DBDA13EABBC1C45BEBDF69261BD8FCC0F3C44F5303DB66C6CBD9717E13D00A4A938CAC1B63DE04A3E3DA7128F3DA0B0C03D8FF35E3DBF0DB93D6FFD033DF188A73DA677013DF961F9BD5813323D7F852E3D47D489BDABED5EBD47783B3C698EA23D1617D9BDFFF7613C2E009C3D3E3E8B3D3D2A013DF8C382B9895DDBBD4B3181BDA38A093DC080FDBCD0C6CA3DB73D523D880DE7BC4786AF3BC90F95BD3BA3C23CEAF3F1BC880AC33D1F453BBEFBA36ABB2A2E83BD199F383E111EE43C4CA231BEAB329BBCF957E03CA8550DBC9218893C145EEC3C456658BD6E36AEBD2703533DE0D00A3E84D37F3B880C30BC84DB25BB97339E3D978CFEBD56822F3D78B06BBE4423A53DF63482BD20B8853DC26E0ABC607A803CE4C5263D93B96CBDAC85CABD1DF1893D6A3000BD78CD233E96FB0FBDC9C59CBCD5A18CBD3014523D57B7EB3DFF990FBDE48BDEBDD40B8ABD37F823BEFC164E3E11D9F13C073D573D5E8C11BEBAD16E3DAC158E3C725A29BDE430BD3DF8C867BC1CE0693D64641C3E1D07B8BDE7B6753E13EEC73D023DB03C57062BBDEAEA9DBD017D00BEACC62BBD01A610BED0F8D5BC53B42F3E879130BD7D9F7ABDDA011EBDDE96AA3C08521D3ED878013E6486EABCE4E2E13D0E95D83D9FAB793C07B064BC47C89D3DC6DAA4BC2308BB3D4030823D33445E3CD469463D182783BD863591BD932265BCAB3F573D738DABBD5FB0ECBD64F208BE983802BE1D7E4BBC612327BD0F34203D840CBE3D09B6F13DCE954BBDFF48C43D42BE2E3D4166BB3B5414073D5CFB20BEFEFEBBB97E41BABDE5E667BC4216723C000FC23DA127B33DB04FB0BA01D10ABCC4BEB2BDDFAE5F3C9CFE0ABD5639923D77B3F53DAD8CECBC58AF5B3DEC1F59BE4398A53DE0048FBCFD76EB3D4B84053DE4FFC8BCF2D89CBD638CE8BA4C00C0BD4F93593DAE04263DD938A0BCECFAE33DCE676FBC6BA45DBC21A62CBEB0A8233D737F953B3B12F0BC91CABEBCA6C7243C99DFAEBC085ADEBDFB1648BD482FB53C706A573D394F05BD7ACD203CB9C980BD31F5B03DC026803D9512C1BB9334033D6FCB53BE0E3D123DC97D9C3CF096E0BC395A12BE712F813D9787F7BCAE87963D74D0B73DA0F6273D3430183BF0AE2EBDAB38A6BD3C0E68BC619C03BE9237F1BCD02E9EBC3D990A3DC4D5523DCED4463DAE5F3BBE1CA735BDEE23CBBD742E1A3B5C3209BE35A54C3D540E2F3E68D8B5BB88C8F43DA882213DA448E13DDDC39C3BCE63943D148DADBD843E34BCA8808D3DECD6633D83A92EBC5D326DBD06BAA4BDC03A00BD70F7833C8969903B3FA732BC0DE85B3C124E133B8757DD3BF8F384BD6257723C3A3986BD4A3A83BD746421BC9426B73DB785ED3CD946A7BD97388ABDCA928A3C0828913C17A057BD1FE4183E2FA7523B67398ABC55332DBE25FAC1BD0B320E3C834E2D3D569C313D0507EABC4A9CB1BDCEC9033D5C641E3DA53657BD68077D3D4446B3BD40D3E53CF1A480BD254D12BDB5B297BD58CC2DBD91AF9FBDD1D4F4BC39C2BFBD7D71EF3DDEC1C03DF5CE88BB15CE16BCE86EA3BDEED8BDBDFE3F633D2E29BCBD288031BD4129283DCB789DBDE8A33ABD79BEB4BD0DB7003D00957FBD52A43DBD1B1DBC3D3E2FFF3DFC026BBD814AA5BD5B9A013CA3195C3C782265BC9D626A3D52C2E63C1850003E4610A63DC56718BCA726C03CD91FE73DC161F2BC1C5D1D3E4FD6A73C1C79B1BBF48C303D05D9593D72B0253D159AA63DACE71CBCD7BFEF3C24E56ABDD889173D5AFC103D22C9B03D8C42763AFBAC393E85FC89BCF8E410BC7D60A3BD661AB33D9AA9D4BB51A2BEBBA1C2093CA3346BBC4D932ABD481C263BB1B79ABD84CEF13C5D4A95BBE09831BD1634A23C92A8EE3C071A6CBC200A5E3D425EC13D4D20623DA14E163DFB7110BE39AD9FBC9417DA3D850CB23B1D3F03BDB74D1D3C8009EEBC21750B3DB19B4EBC7F4BC23D7C6345BDB70DAFBD7EE4D43D532A90BD1B591D3D5932A8BD21C322BD02C0ADBD2F4D51BD464CCEBD72CE943C611D8A3CB6DF363D85944B3D7165FC3DF02CB6BC02B89EBC6780073D251669BC0135953D056E10BD06558FBCFD17A33DA87EDFBD4A8CD43BE513D33D01D2DABDA6E57D3DB7E574BD6238073DAB19963DA284BE3D7FE8F5BDAD6D0EBE36B3CABDFC548A3C4F018CBD3ED5A13CF9C2E1BB4A90793BE424C0BC649A1CBD8167623DFDDE08BD5CD773BD695D073E6856D03C0EED913C333EC33CB7D143BD627737BD78BEDB3C5962923DDE0DC33CBAEDBABB52B200BD53A327BC44CC913C6151233D35C416BC9A921CBD25BA563A3BE08ABD0CFE903CE09BE93DC068343D4D3E873D5C74533C74A9D03B2E7C2E3C07611F3D807213BC3D33E13BC96505BCCE96D6BCEFD4183D1314F6BCE8A97EBD8F959F3D969F26BC50DA01BE89610FBB4BB1FEBCD10E6B3D399742BD7FC7413C27AE1D3EADD3463D4CC3D8BC126F94BDEC6FDA3C50C81D3EC0FB64BDE6EA923CDE22E7BDA1031D3D3C98E9BDAF67213D3DDD6F3D2A41A73D554BB2BC6A43EDBDF1EC943D9AC42D3E678D5DBD7270183D6F0BB3BD7555913B956F32BEE52FE43B2B939ABC6EA1BDBDFA1D8D3C79478F3D005E95BD2C97933B1F2DBBBD17A841BB16338BBD96D6233C56DF0ABDBFF4F73D7218493D97A8A9BDCE3B8A3D71B573BDE0303C3D4D2088BD35E6C63DC1FBC73D0C711EBD06AF833D0C732BBD7730A9BD1C3FC63D1981FFBBFE1F343DF28AA13D2241373D7AEF803D69F46EBD7151DC3CAD7DBDBD0489A93DA37137BDEB4AE73ADC6587BC4B84A4BCBF1393BD949F8C3DB6EED23D4D5A653D7BF45E3DAE46C9BC10A6013ED5E42DBD5A560ABECC93DA3C106CC5BD852246BCEF644FBCBCB9A03CCD01973DAB8EB0BD91977EBD4854D63DF1CC4E3DC298153DEC4D62BCD7BA1C3D5A85E2BD2627CEBB6F244BBCECD52E3DBF27503D049060BDBBD42EBDB8BC913C64E2AFBD08EE10BE5A47BBBBAEA3873D2D38AC3CA154653BDD890D3E4457E23C453B013ECB598E3DF9CAE33DFE9884BDB5A66F3D9C4FF0BDAC43F4BC77F607BE0DE995BD7BA79CBDE8F7793D86BF0ABC72659EBB0718A43DDE4D9BBD07B24CBD2DC6FCBACBC51DBD07F97FBCBC1ED13C30E74D3D632F433D3C77D2BD9B8381397BFB5DBDC52997BDDB1E613E375AA7BD8842F9BC5A1ED43D7AF929BDC7950B3E2601CF3D054FA63D53EE943D079AA73D4575E5BD8924DABC7C3B683C1AAEFA3DCDFB7B3A22EEDCBC90C982BDC74E403C7F9B11BD485A42BD7CD58CBC925E3A3C84D4333CCC57EABB1B43ACBCFD24153E32E9823BA05DB23C116EB33DFDDD27BE4A7523BD2790ADBC6474DB3CF9DF67BD1692F63B8F7EF43CBC50AFBDF62C17BDA706DB3D0C1407BDC91F85BC2BC11FBDF7EBD63CE1C273BDAFF1883DEF468E3A306052BD79CC6BBDA07B09BDDC04F4BD0C0426BDDA19F13AEF48B2BCDDF63ABDAD378EBD4B59813C1A9A3F3D3A8C05BDDB1B003D7D38A73DB9EC41BDF80B8EBB3FFD533D4C1AC8BD09C5B1BCBDAF463D21EB52BD5B46AE3DC113EEBC5A6A533CF0F897BD8D79A73CD39492BD265D1CBD7823A13C09500E3E0C7692BD27B00CBD7030C7BB213CDEBD7D427A3D6462303DDAFE1CBED5F1023DA1CE01BEC640CB3CF8EE8E3D2EA3B1BD2470AABC316958BDB9781CBED7B2F1BDD1047D3C177F8BBD826F0A3DB47F893D8DBC64BD85C580BBF473F13D04040EBD1DB01BBC0F6A213D8AE47ABB47A4373E6C3B36BC7E3EAC3D887DDFBD4FE743BD786557BBBDB0913D9BD49EBCC053EC3C1CA1453C022C223CD12461BD9109713D514F173E40A038BD86EF0C3CEA1E20BE0AA87EBD7C988C3DEF9508BD3D388BBD8E32A53DBEAD80BC6D1DE8BC732F5F3D7E3A2C3D775CC3BD634A3C3DBE4234BE15E0B23D9A54DBBD5EDE7E3D82F9F33B07CD2F3DDDF8913DBDA26F3D04FC60BDB37B9DBDADBFD8BA2C48143EE83883BD16D5413BDCCC2D3DBB6E933D97CE0EBEE053B63D361EA7BD2DBBB73CF7FADFBD8722CCBD7924293D7505D8BD11AA003D92A32CBC51B1503D97CBB23D621893BC6F86713D49B42ABE718840BDF43A6E3DB88A6C3D4608C63CB6BB41BCA199A23DDFC3F33B34EF853CF0B4B03C50A4903C9467C23C1915E2BDEEAF503DB3C2F73B6F7A09BEB218FDBCCF6E843D9D4EFD3D5301AF3BC97DCABD47498F3DDF44B93D37A1B03B1638F4BCED8F71BC21BAF23C3AE0143D563E2CBD9DF295BD364B6C3DD9B3473DE363EB3C30DA55BD1511E83DB515DB3C9EDB0C3CCD7847BD94AA7A3D16B8EDBCE3687EBD3DF7023E83E937BE7810CCBBA4E8AA3CE7FE773DDAC0DB3D32B4B83C7638323D3B0EC43C2CB4E43C756FCE3DC109BFBCB0EE82BC0D1E83BCCB4B963CF0E1E7BC49773DBD66B0C43C7E64FFBC628F89BC79FCF0BC1D0DD53DC0367ABDC3960BBDC0B98D3C2B32C2BC89ADC03D81ACA2BCE96A053C9118C5BD2BF0C6BCCD3643BB6F9D443C51F1A8BCCB3C053EE3BC813DD2CFB43DB91627BCF6A6A83DBD97E3BD51E323BDBA85943C042209BDDAC081BC024C623DF7E2C83C5A15943C3B37523DD3F8F53C35551DBCC74AC8BCAC3B7ABDDDDF46BD0CDC723C4CC87E3DF70B13BEEB1CC83DC0479D3D82FAA63DE6AAEF3CC59AB3BD6100D9BDE3CE073E620DD7BDC904CABC2539073EA1820ABD98B8253D34BC86BD626B193DC7488A3DF996C9BD913929BD04D1A33BBE2EEE3DCB51A1BC97B99C3CA382E83CDB497E3D6C6D07BDDA99CBBD0CB520BD0CAFA7BD11BEDDBC6D619EBC4C6069BD814BCFBCD9DDCF3CFECC333D3A130D3AB77A963DC8E7803CFF3B80BD8F09A8BD71BFCB3DDBD230BE6242E9BC753225BDD27808BCB0429F3C3D268EBC6E205EBB3F9E7E3DE491863D0571BA3C6F6B0CBB29B643BD778C5ABCAC281C3B25C8333D4376513CA4A820BE8A56343CC900E7BC4F23D83D8B03A33C0B00DD3DEFF277BE3116DB3D09599E3C9792633D70B6A63D04488C3C80AFCEBD194FD63C4684A9BD7AC249BD8A3AEE3C436404BD8EC25BBC1832F2BCBA48C43CFFED3EBC2E2D2A3D7CA8EABD968DCF3D2EE91B3D932379BDB734DB3D5F103CBD1E5A293D1C7850BD5DBE873BE3D5F93DBFB05C3C0E141BBD204501BE698504BC584BD0BD1B5B94BD464E9F3CCB7A263EFD8DAE3D32DC95BCAF7E843D7A8731BDBA044EBD97F0963D880A133D2AE0783D9762333D8759343DAA5D073C3E14E6BBC56706BD82541D3D5DD2B1BDDE92833D9BD8553B88DFF43C9BF0CFBC3C98483DA91B01BD384BF83B13762D3D81B7FABD7F6401BDDBA2E1BCBDB1013C3640803D2172CD3D1400173C78121D3EA6477D3DADB3553B6744E6BDA19BA4BD27E0B43D695B583B4D2276BC67A071BC9056EBBCD59207BCC833CABC659ADD3DA63B8EBD624E11BDF4600CBC0B5CBFBCA5649C3DC421C8BDA5C4343DEA47233DA491B83DEF7457BD179B8CBDB52BD73C6101863DAC9A69BA7CD085BCB88A8C3D46917EBA155551BCA0BD48BDA2F7AEBC0C927A3D09B231BD7452463C7482FBBC64C5B0BDECC68CBB291790BD30A4B53D630AC3BCF778DABCC1013D3D15F6B7BC0DD75B3BEB77C63D9E2F0E3E2018C5BD72146B3DC47B1ABDC597B8397F2B32BB1273BD3D7D3C78BD162FD53CFEB283BD66F2C43D91D2593DA35525BDE4F807BCE6400DBDD682073DA0F93CBD6332A23D051425BD0594CCBC5A52B0BCA38EB8BC1AB6DABDBE1AF83DB16586BD3323C33C9E472BBD575EFABD8F9C0CBC848D85BDBA58AEBD9CE3DBBB0EC88BBCFE8469BC60C59D3DEF635C3DBF65C6BDB4F6AB3C31A2733D5DD0EA3B55FB293E8095B83C5C05773D87AA5FBDBEC3003E5F28AE3D85D4A3BD4E6C1EBE09F2463DFB4651BD132633BD14DBCFBCBDA04F3DCB2961BC406D01BD3F772BBC68EC213D42FF08BDDCED513D7A1335BD522ECDBDBD9FABBDD5C2B03DA443DDBCF839A03C30AD023DB80C8E3DCE93E4BB0863653DE8A420BCAB45423D35299E3C73A7103DAF16A53DEE178BBD310E22BD9985F4BC11FBC23D6A4E25BD0A3EC0BD94A3753D222A5ABC7D7EAABC78CF81BDF6BD93BD8AF4B4BD0C01093E50B3963D4EEA8FBD01BBAD3DA59811BD8E40813DF520363C09B4FCBB5658D8B9E6E0E2BD182DE4BAAF37943CD5A8BC3C1871443CBC215E3D5EAE44BDB31209BDA514E4BC6E006D3D7A81613C8036A9BCB29B843D68C71B3E41EFBA3DFDD6ECBC96EF533DC2B75DBDCFD017BCB6B90ABD7FEE083CCE14B4BB5FB195BD735E463DFB2FE93DE47D5A3D7B2A173D4C8368BC054F253BD08D543B07B6203D6158193E9F8680BC2A88D6BDD13F343D9C050B3E5BD7843CCCCC9E3CB2E29FBD82D632BD117E4A3D078F01BEBCB419BBAD75513CA2DAB8BD207EFFBAD12FA83B9A76CABC9290AB3BDCC42FBCD8CAEDBD0C541DBDC8C29E3CF6F9C13D5172743D4D532DBDF7DD533EC75CDCBCF5DAA1BD058AA2BDF363B53DB93707BE36C1413DD8F87CBDF0FAB93D4130B4BD3A30F8BD7BFC2B3D26C346BD19C396BDB9BEABBA00D296BD288E743D4D8D48BD94D795BD77C408BE65B9123DC445003D63BF233D5C90C7BDFB0C30BDC401763DF815373B4691BA3DA4F551BB1781EC3C057953BDB93A49BC2C16F33C78A7D1BC9F43C2BD122A6B3C56B29BBCAF5464BCB25C97BDBFF629BEE1C3DF3DB184BEBC33910E3C6964243D5544CEBC529C94BD0D6583BDFA77BC3DA8E0AFBC36BCB33C73E05FBD734EA23DDDF7833DECCFD5BDB673DABC45E3D33DF92D1A3C23A99F3CE6145E3D723AB7BC1C042EBD371EDA3D01E2D0BD4AE8C73B42E0E6BB940527BBC10967BBED41BA3DCF9B953DF44544BD0771283D0F1BB93DF9CC5C3D902D8D3DB73C2EBDD8E2FABC7E28513DA51B9A3DF66302BD09149BBB7F00BE3C2B4187BDF406EEBB70B4CEBB303D06BD0C0C90BC8A1E6E3C743B1C3D8CE3AA3D5CEA803D7985AABCAA84F8BC082ECE3CE173A23CFBF8243DD16589BD6FCAA13CB8BCF13C8A9F033D1AC098BD58E0A038C4BEA3BC4CC7973D0578C23D1A6F1DBED02A9ABD477305BC162E293DD698803D2866FBBDBE9D4B3C23C579BD94595E3C29DB443DDF64353DA8AEAB3D9A90B53D3BB6F3BCD38D2ABE4D1D1DBD7C13943C7684543DD835FABD908C81BD6548B3BCAF2F33BD829771BDC00F43BCA8B46C3DF649473D072B2DBD3CE516BDE938DB3CE6180B3CC4905EBC89712A3D8A22EA3C101A0F3E61F3743D49D402BCF8B197BCCC36E73D5E4E4DBDB7FD403D54FBF93D80C7D13CD5E0E5BB9BE191BD9ED314BCC588973D15002B3CD486583D91BA033EAED727BD46FE033D15D6373E47B12BBD5A2B8C3D0A31223D94EE67BC57DC80BB810189BD3068BF3D3467BA3DE85BF6BCEA213D3D4EFA8C3DB73E8EBDDDF113BEC8BF04BD9F27973D3895743DF31ADEBC5C241CBD79B8203DD0835D3D70B576BC77C4763D379CC73CF268403C7369E7BDB764BC3D7B58043D0E033CBDE6C5003D800751BC92F2A23D651226BD0A8B2BBD14F50FBDC3D403BD4320A03D531AE8BD903411BD4F282D3B6590ACBB29B0FD3D179EAA3CD7BA18BE906898BD4C7A12BDFB1D84BCB751DFBC5F43653C06A3333DDCE7DFBCBF5686BDC71973BBC52ED13AC6C2373C1B1A5EBB3C38813E2E19533DF8BB16BEAD54ADBDE7BE1BBD2C1A0A3D0F722ABDAAE716BC53F1A63CAD3D383C31E0473D582316BC48CB603D5DB800BD4535703CB50460BD8D2CB63D4283EF3DF63392BC212995BA025BDCBD081FB2BCCA2E7C3C9EF526BC0535B3BDC88A9C3DA782F83BDCDF13BE60F98EBD3DB8BFBD1C33D7BD914EB0BC49B99CBD4027C5BD4EDCA93B8F2312BD594238BD8C4481BDFB2B80BCE8DA5BBD80130F3D7D82D6BCAF8C16BC41EFE13D24DCEEBD9DDA893DFA6159BBE18C813DC0BD203D9A9D2D3D9555153EE430B93C6F911BBE1D44FE3DCED889BD0DA6D13B0B7F7D3C5163EE3CA0CD703C068FA9BDAFCC763C706A0BBEC8AFDF3D5E5E043CA2721CBE6BB402BDD175C2BBA98C2C3C07185CBC94CE9C3C1C7EE9BD96B0E1BC2A060BBD358B05BCC811ACBD39FE1A3D600F833DDC6A1D3D6E1C89BDDC1DE13B215763BD2696DDBDF70BC33D215616BE6B92BA3CB0DBFF3C61D693BDFACE2F3C03EAB9BDF5BAA1BC088EBBBCE9DD98BC9D4580BD8FD47DBE149BBD3DC8992A3B610AC33D71AA153D54906D3D2C69953C280E54BDD0BBABBC95BD03BEF1B06BBCD29D65BBF75EBFBC669E523E1A49173DE2A33A3B22AE553DD9FF3D3D2CDE72BC7E4912BD7D03343D0BB944BDE7EE8E3C5262B63B7D549FBDA4725F3DC37C423DD65E4D3D884F173C4387C7BC2FF1C0BC208312BCDD71A33B2019AC3D7FDFA4BD9E8A7B3DCDC2A7BD99BCFB3DB174BCBCE761933DA5A4E53DB83255BDF7278B3B9E4030BDE7A52E3E58B88EBD6D57F9BDF057953D9FBF97BCEB28823CB2D94EBDE7B5543C3DE0DF3C275C203DA630CB3D4566BF3D08B06D3D1E32783B6235A9BC57D83D3DCFD4AD3CE3DDDB3C2DC49A3DE4904ABD71C4DCBC42C4A7BD910230BAFC52B33C34CCDA3C9A8B85BD528C12BD3A72D23D1439433D5FEDD0BD1248F63CA246A43DEA38AA3D8D30433DD15C223A3989DD3A592663BD84A07BBD7DBEDD3B5292773DAD56D4BC93A5143E9FFDE23C7E6CB23C9E9235BC837A14BE2C1C493D8F2C493D913002BE68DFCB3D82777ABD8EAFEABC3ADFFB3C5CE7B0BD5C66653D3CB7C73DF939963C58C2E83CFAE10F3EDFEFCD3CEC20263DD0C4423EFF116BBDF10F893C6DA4B73D861229BD78535ABEC93386BDC0FFEA3CBEB08C3D476BBC3C76BDB7BBAEC28A3D63E2F4BBA8EF8D3DE32930BC75C91CBD7B18483DF2130D3E8BBF5A3D53C953BDD44EBDBBA0F4BABD3EF9DDBC48685A3B5912E5BCBB5C9ABD7888663C02D4F4BA237A003E19B14DBD2153E9BDB419B2BD29C0F63D750495BD51BCBD3B89AAE9BC8EA085BD8E24373DED446EBDBA1CE7BDB06A043B7155D0BDB6B19CBD5400953D2282873DD1103CBDAEC3E63D5D9F033D7FD81FBEFBAD2C3D1B2407BDD3BF96BD539493BCD2608E3C3762BE3DA095283EBCA60A3D2A8FBA3DCDAD0D3D2267963C6709DC3C9BF058BDDD775D3CA0CFF8BB53F53EBD4F70B73D6A168EBCCC09BEBC36C00A3ED8785EBD150D15BDF17A1EBD67D2043EF56A85BD0D20EABC4BF666BCDC6191BD0C8D603DCD09A23B8F8E103E6E5E62BCEBA69C3D77EB7EBC835E67BDB7D069BDB8F089BD67E59E3DE0FAB8BB4F93DFBDDA8020BC0E49C9BCCD350D3C2BF677BDD83B363E43C18B3DF8E232BE873B9A3DB5C9BE3A94DD2F3D838EB7BDEE05E6BDAC1484BC27DC89BD18E1053EB1EB9E3C39721B3DE9FF113D6D94313D22D4AABBF5D1B5BD9EA313BDEBA69DBCF31E6CBD095E22BEEF5441BD64E5F13C353C68B9104C56BBC77A873D7E97283D5A219CBD97DC1ABD01BF803D8ECB00BCFA99D83BBF5081BD31E5A53DA105DA3D618353BD0585FB3D720F9D3D3CF2493D52C9EDBD2395933D7D14963D68E0923BBDF5113EEBAB503C1F03E93D2E29823D7CFF8E3D5A5CBBBDC3EA093DB52A81BDD0BFBBBDDCEA44BEBB2F2C3C39EC1FBE5A121C3D37D3CF3D4F96AFBDBA53013E2EB8973DF97FABBD51C9BBBDA4B03E3D657E65BD0CD4983DE0F5213D12A30EBDE5A803BC0DB641BC755F463DDB08043EDBAD7FBDDF6EB6BD34AC053DD96CEFBC8DC309BEA661C93C369745BD7AAE98BD269BBBBD5CB98A3C18B4A8BDD11898BD291CAFBC323ADE3DA1B0923CF2D686BCC384893DE00BE83D4262C8BD2BB9D93C94C9963D083717BE57272B3DEFF68A3C40DF183D7CC0DABD9DF6A6BDC3FC053CB2CE6CBEE870483D31272B3D062694BD15D3D83D31655BBCFDF858BDE7AC2EBE65ED0E3D76EC10BEEF73E9BC8600F0BC6E4B153E866F38BC3BD6B13C1712F33D189A943A4F6E8CBC657A0FBDEBB810BE0FC84DBDDFC5973D83F7073D4A582EBD5EA2F5BC8606FFBD33B0BC3D6DE02CBC8685843DBA40DF3DEED5E73D8FC5FB3DC038DA3CCCFEBCBD5DC20B3DD606C93DAD79D7BD1ABE063CE51DFABCEB71CB3C55098F3C559C57BDE75FC33D32C73E3DCCEF17BDB62ED6BD9F384DBC599CC4BDB5D49E3C04ACA6BD4A118FBD937FF23C1D562D3DBCE4513D5A48B33DAE7204BD8361DA3CAF06BD3D9B52813DCD9922BDC9940B3D6DA2383E4B7BD93CB29FB33CD6E742BCD7C8BCBCBB9AEFBC1D0B96BDA695853D1604B9BBAAB899BC6A8F0DBED675AABD7F5BBB3DF3C4B13DA8191FBE7819953D3E378B3C2D5F03BE78B5783DB1157D3CAB7B50BC6A4360BDCB90A63DBF3B36BED2F1ABBD18F82D3E31CA5BBDC13D8ABD4726A7BC659691BB4DD9933DC355D4BDF2E457BD32C870BDD8180B3E9E59843D9C26B73D85C10ABE3CA07BBD8A16773D713EB3BD5536E7BC408F16BCD336D83BD5EEBEBD4BC3B5BCD93FA4BDC3D50A3D69B9B13D54E2CD3DA7A70D3EE6B0D5BCA52CC63CD689033E59364CBEC480643CC376A7BD40F46C3C479FCEBCCB3418BC272A2ABC9A28713DC5C8F0BB720F503D9FE492BBA4E6B8BCB6E53D3DDD91443DABAB1BBD0B94163D99E9563D8477A23C8D9E41BD412BDDBD7483933DA03307BD606DD5BC79CDDBBCFE2DCEBD559A753C2EE8ACBC6DE2113EC0E00A3C3625D5BCC83DB43CD69565BDD775BABC6A47FDBCB696C53DC71A9ABD55F2983D630C3D3EF157E5BBBCA0593BD78810BD8D150C3D8666043DF5302BBDAEF2453D5A5A1A3DA272BDBC88B5313D91B26DBBE1B1193D177104BDD87B343B366ACEBB610A2F3C01617DBD66CA41BDA1E0D0BCBE624E3E07EDA33D819A043CC0DC403D2FF048BD2DB92C3C4C9FDABD91D873BD8A8948BB8F2296BCF5202C3C0A34F63C3F878EBD1C1E813CAE1D1C3D8DEE733D17DAEFBD1EA49E3DCDA022BDD9D3BC3DD082CB3DFB7823BDAB99893D13123F3D00B6DE3BA78FB5BDE7028FBC5E3DBDBC9EFB44BD9A19A3BB37AB963D9C20813D736FB0BDFFB029BD1F69ACBCB28C8EBB119943BE4DDF0A3E668A34BC2CE904BB7A54D73DA3B6CE3CF248D1BD4E5403BE9CFF243E8B4B5EBD255F40BC9A7A3FBC8C7EF93DD3A68E3D396AC33B7703B13D5F8C4B3D71F52EBD874622BD33BDAC3DD6DAD43D5950043E9498F63C5F8C743D5CF323BD7653233D5A93E03C22B3143CB2082E3B8992DC3BB9EB193D73EC18BDE4BCE03C240A4FBD75540E3ED7160639B4AB143D3B6C803C03CB223E81180DBD7013FCBD52BD38BD356C523C4123783C73261ABE0883913DC91D74BD0C053EBD4835D33C65DA703D56F5B7BCEB69E4BB86B08CBD5F91B7BD362154BDFCD3153EA0F9F5BB84DF723D21E7BFBC26DE50BC8F30CDBDAB568E3CBE30E0BC08CFCDBDC86E7C3D1386B2BC2482AABD176D85BD99410A3D444148BDA9D124BE1532F73D3CCFDABDCE98173D28282C3D884ACD3DF3081CBDF32CDEBC6ABCAF3D5A329D3D308BA53D6053903C11C5043CC2A4923CA970D63D78F97EBDBFDF90BD0BFBA03D1F19263C4CD90DBDD240C73C3B1C003DC6E78E3D0037E73C1150A53C3DD95D3E92A327BCE914F2BDCF1B40BC5F15903B6995DF3C698F403C20526F3D683EEA3CBB65343D9AC5D8BCCBE7313DB32FC83C0A10C1BC202243BC19E6D63D78A5063D9FAC5DBC82A93FBDCD18B03B682BC8BD17373B3D84F2DBBD65FC69BD56CFE9BD85D79E3D429F4CBE2DBB0DBEB7B425BCD502363C300413BD1778943D87205B3D88D4363DBD02593D998DA3BCE981DD3A64C3DD3D7538AA3DAC7C233DFA370BBD139FAC3D3A908EBC22F09BBDC882DB3CBA1C223E3AF1433EE8C57DBBB3F2443D383DB2BD09A3B53D4212913D9B30C9BDFEEDBD3B8870243D0FFB3D3D1E9A1ABC49568E3BC460103EA55A4FBC48A3783D737C473DC487E8BC5F7F12BDAF2A49BD3E47EA3B64C5DA3D68811ABDCC5D3ABD81759EBBA08FB9BCE5C7E7BC99DCF13D7852C83DD4404EBD911A033E3E5F093E6B0CC3BD6FF9A13D8DD2183DE3FA343D1110EEBCCB13BABD0A5D5EBB8AB6AB3D66C8B4BD85890A3D76178D3C8AFB06BE7193813D9C1090BD698D21BE79D4CF3D205A1D3CC4DD033E7AC88FBDE00A48BD63F09FBDEAACD2BD75485B3C1FF4D9BCF203893D3F16A53C31CE943D73CAE23DB491423D75A7333DD9DD8EBA12D5F2BC39F860BD74BD893D004BAF3DC90510BD7CDEEA3D2BC6353DC41AAFBDE6F0A43DEB2AE4BC15720B3E0C2ADC3C8DDAC53C588EE9BDFC3EB43D1883F23D1D2052BD5414273D9374493D5272E7BC8474FBBCB4012CBD7370A63C30422F3BFEC18D3D11FB993D991E11BEA171A9BC90A013BC68C7853D2B68FCBBE3DC993DCA3019BDE8EF63BD130A043D1ED1C0BD4B5E403C3DDF5CBC9AD186BDD36FDABC390D9B3D60BEB9BDBADB5D3EA335A2BC348D313AAA34B53D661DAE3DC6766EBDBCD6043E0996753DE06BBB3C6ED1D4BD76CE5CBDA8A7C5B8C9974CBD959B2CBDCE67143D4BF3F1BD583FE73BBD228D3C63A9FABC4DBAF8BCCB1790BD687F533D67B0063CA10D51BD4A5712BDEC974CBCA04A343D7532AEBD9B57763D66CC8C3D8521B43C50EF5E3D5D800F3BC6EF4CBD45B785BDD82FCFBDF8DF4C3D2BF4263D33DE8FBBA9F072BD6F8922BC9A0445BD207D90BDDBCA0ABB6418123C9802A5BDDD37B93D5F04B53D85B38EBD4087DEBD984B08BED66A9F3D5AB206BD2FD3783CD6D41F3DBA71A2BD330DD63C5212493D42B8873D6003A83CFB03C93DAC89133D7F9A42BC7779B13B848F083C88C7E9BBBCECA0BDF3B88F3C6BE6DFBD26E6E23C3D2A55BDC29FE8BC58748CBD5A99F63CB40726BDF96FA3BAED9DE5BC810A31BE3195DB3C60EBFE3B59B491BD6C98AFBC7417DBBC9445533C60AE053EA600753D5451AABD320438BD534CC9BD7B0B1CBE0B9E2A3D2FD3D5BB6943E83D23B59F3DC8B34E3D564A593D8274B53D3CEB9FBDFFFD453D804CBABCAEC314BE272A053C975DE13B85B8C3BC6CAF773D845A483D0814053D5D5EA1BDD7AACF3DE40BEABB07307EBE412CD7BDDB41FD3CE003643DB766833C541FC0BB0F04AE3D56A1C23C392221BD7F34013EC0BEBF3D79DBF73C027AA13C9053173BCFD01B3D9F494BBDBD4542BE87D6083D275836BBB378E13BBA433B3D06CCFCBCB29AACBA00CF503D2FAFA0BDAE911FBE63B11ABD1F2A3BBDBF47D9BD5C6575BDD19D1C3C0B2980BDDFD39ABD4C28533D468AC53D62D4823DBC7CBDBD5F98923DB341A2BD9DD6443CF50F6EBD0BE1AD3D3E26453E9718B6BCD7BB133D02C882BDE8BD30BD8696EBBD2BAA5F3CBDD98E3D519B0E3DF2759A3DA1EF0D3D8C585EBD0FB17FBD82B180BD54EE29BD7158A8BDA362713B0ED7973CAAEC933D29241ABE3A7FE9BDD92D3ABD8B07943D413630BDEBA7C0BDE83D913DFC40593DCAF6CA3D3691BB3D4C817A3C16C0A13D45B28D3DC90A023DA33A853BB8451A3DAB79BB3D390459BDEC3BA43D7A16D1BDA6620ABD20E58F3D0266A5BC9207093B082EA0BD05FA0DBEA765CD3C403A233DF0A79BBDFE99ED3DF6165F3D2B6682BAE66A4B3B93EB8BBD3A8BC0BD59C3933DD53999BD81CFBD3D74C91B3E6E6029BD127D8E3D843892BCA6A5023DBD1F00BE33DCD9BC70A3123DF234E73C4ECBCDBDE8FA7ABDA593ED3C7447A8BC544483BD116126BDCF0064BD08C6033D4242713CC6BF1E3D3177003DCA03DE3DB4FAC93CA9F5FFBC93B6183E4EF13D3CD629903DC28320BE478A263C85BC1C3DCDF702BE6C79E13B06D31B3D4528BF3C5A0B2ABE86BA8B3CEFD3433D5621A43DC7624CBD49E42E3C8CF0743D7E26903D2543C23D82FBB43C32E4333D698787BDB500AB3C838536BD8A64583D6BED6C3BC0D9A6BA815D983CDAA008BDB91BE53C268CCF3D07D23FBC0F7EAA3D8033A6BC52BA6ABDA58E18BC7565023E78BAA7BDFC3ADBBC58AB1A3E9635E7BD34DD2A3DF8B71DBA3EF0843DFB0EA0BDE260FA3DDBC521BD47FB3BBEB35F8BBCC680E03B98FE44BCB14FD83D018853BB1190013B3BD415BE5A46A5BC43277E3C94452ABC758D89BDE1407CBD7851993CC0BC013E1365B73B2F4EC13C89F1043DDDDDACBB46E7C73BDDD569BDADAF64BD1E132A3D94ABA8BC642ACF3BC93900BE2DF41B3BC518CE3DB543893D7B8781BDBCAE443D046EDC3CD50D6B3DF5447ABD337F99BDD5BB063D07BF953DD0C6D53C98D5FABD60AFA23D2BF3DD3D8A6FAE3D9688B1BDB7F153BD2363BFBD01B91A3D3646313BBDD8253C6C67273DDC3BE03CA6ADBE3C43D8D33DE7FD013D4FBFB23D96AA3CBC27DC053D3EC587BC32DA563D75BE943D848F323D82962F3D3FA723BD098EF23CFA1BDF3D38ACB6BD39CA3E3DD14DD73BAC0AAB3D871E1B3D0608DE3CA799483D78B58A3AC481E5BB427F883D68E57B3D64C21ABD4604253EB386313DF585E4BD8AAC9CBDF87995BC3A0A473A3FDBE03DC4994EBC6E57153E044C253CEE8B173EF798BABC1424463DE50B3CBEDD78A0BD5B7F49BDABECD13C06FB283D78F0563C5132A03DE10E05BC08C059BC7BB5053E206096BC24048F3CB7A484BDC2A0E3BC662AADBDD0C4293D808900BEEBEDD8BD823A04BC40D5C53D23CAEDBC7B02B2BC84FB5F3D0D11B1BDCCF9B13DDC410D3D9B2CC9BD3CEB3BBD26FAFD3B4AB72E3E542259BDC541B93CFA3C80BDBFA19ABDA7AF2FBD9066A3BCA3D2B7BDA479E53B7FC1853DECF7633D97F4113D3718553E526FAE3D386CA63DD7F9DE3CF102A6BDF2F85A3C8B4249BE67F8EC3DE07A9D3DFAF94FBD766AF13D591FC63BE4B56CBDA8E6563C5AA571BC39BF93BD1878BF3DEAFA2B3EB70F01BE2F9B813CBC7BCA3DCDB6A8BCCC43E6BCA3B524BCAEB102BE681EF0BDFDADF03D962B63BDE6A8CC3D33F10CBE480E273D3549C4BC3C1A783ACEA1333C1FD2823CB25BE83C691B15BC728606BDDB351D3B64D0C43C007AA6BD335491BD0B2479BC918C293D91BCDD3D7567303E5D6A783CD64082BDC17302BEAFA4EF3B12640D3D20FBDDBD1EBC15BD7DBC78BDEE001A3CBD9A8CBDFF7F9F3DB69587BDE4F970BB2640EFBC1983A13D5A9E46BDE5CB903DB5A1423D4B368FBCA0C5EC3C7113CE3CE759B43DF4B011BD9F65B8BC1A21573C3D0644BDCA3AF43BE48699BDB686473D91C21BBDE31FEB3DBC6C92BA5E69423C46C8803C5815AABDBB395DBDFBCA16BD3E35A93C0D21603C7DC3E93CEFEC64BD913184BDAD268BBCCC6D8F3D38ED473CD375E33CC3E004BC89A75D3B707BE7BDAF3C2D3D1AD41CBD29BDBE3CB5F3803DEE8FE13CF14758BC2635043D599ADE3C91F3903D83B7D5BC6B5BADBDC4D6343D26902DBE3366B73D4584D1BD5BB8A4BDE297B63D0B85703D60D502BDA816413D4DCF703D4FA1333DB683DA3DFF3EECBB056BB3BD40BA933D20DAF5BDA6CCF53DC68176BD0F54533D5910DF3CAC646FBC0528383CE1A4123E8F4C67BD27C813BC587D5ABD35A198BD46F6B53C5EEA8ABCA1EF34BD1A585A3D7F6E24BEF8769A3C8A25C53C0746A6BDBDC4C1BB3A6C85BD48A3B5BDDE852CBDC149F63DA1D6ED3D0FCEC43C07F01A3D5EF1903C9E35263C945CCA3D28FEF93C13E85F3DD95CD73C46825EBD1FA0A23DDD24C8BCDFD327BE7171C2BCE6B5543D832135BD9392DE3D778FB63DAA52BE3D1D2102BE8AD40A3E4C2BE33C904FE7BD8F80453C8956013E34DE5D3D5258543D8243AFBC8ED111BE73EECC3DD68D3CBDB790A1BD638B64BD939D223DE94916BD00246E3A5EF401BD5E1FD23CE5C40DBD5447BB3D2D5389BD08FD51BD23E546BDC4004DBDCC70A93DCFE11ABDD09CE23CE61DE33C5EEC443D5BF5B33C64447BBDE60A2F3D3A49923DFDA0743D15A36FBDA617EB3DBBD65DBC2E9457BD779507BCCA778A3CFBC641B7CF8FC83C8D079A3CAE47063E5B9CD2BC33DE8FBDF47A023D615CA0BD38213DBEB03BB93D88D11BBE93F2ADBC69A7F03CC4C3F0BC28F61EBD29837E3DEA6DC1BD1C82323AFFAF3CBD9681903DF84211BC9BD5B83DE4FEB13AAE83F33DB4E48E3DCC2D57BD127F86BD69B403BD0A1D153E8097A53C73D73ABDB83596BD0F4E2EBB7E49EE3D76DDFDBC5ACBB03CA5F1D2BC7EFDFF3D10B417BD1E9F133DA20509BDA67EAFBD19B5803ACA5DB6BD2551173ED0F4403CC66F5EBD349FF1BBAA21A8BC42CEA73D91A39BBDFEA9FA3D13201CBE097097BD63022B3E48C3713DF5542F3D2B59533DEB2935BD1F2B8E3DFF27153CACB5803D3C98C03DC6C4283EEB142ABD3D3A6F3C75CA3E3DD874E03C3C3451BDC6D044BDCFA4C73CF9247FBDE28D48BD1545923A57CC203EC79DA63D845502BD6D0F213E894E873DFE36F2BCCE6F693D2B5EB3BDCF209D3C3D161F3DCDD3713C3A93A2BB8332DC3D680526BDF5BAB03D0D055ABC0C9A3E3D234941BCF4CB253D3933B53CDD1D98BCF2911DBDDF1EE6BC40A0253D6331663C11C3623D21635EBDF0E2EA3D4FC20FBD2F7BBBBD27CC8B3DEFCB603D547A4DBCA963823DD1C7D8BDB09C12BC7367BABC7268B7BDE417AE3D4323A6BCA223B4BDA79393BC3FEF643D655F553DA551943C2F42B3BD4324CFBD50A3B73DA51DE1BC60DBBBBCDE8E8538310D0A3D6A197EBD0E62A5BCCF208DBBD4FC1F3ED57868BCFBFF00BED460033C0EC8143ECC40B63D8587983C1BDC92BD97E5B9BCFB86BABC1144D8BDD58EB4BDDA83D93D77B90CBED899D1BC25394CBD1B88043D4950C13D610AFABC4B769F3DF3AC07BCE239DCBD6717093BAD82393DC7C37BBBA621E63B40B84B3D2260DFBD8FED883D3FF00D3C894AE6BBC76F93BDAC0033BD994682BC1F56293D1B991C3DC9C52EBD2D54B1BD2E2A04BB128ECFBD8601A2BD06A06D3D414A4EBD7E5F4A3D89711ABD03E038BC715C16BE9A0BC5BCCDEA5E3D55CF8A3D0106C6BD3109F03DF12C543BD10B05BC3BDDA93C64C01ABD014BA9BD4DE9463DCB1C07BD25F009BC88EF83BD6A82D53D138BD3BD014F81BDB7F3F3BDE06CE7BCB0B6F4BCB24076BDEB76A4BC6BA9FD3DD37FDBBC1675D13C09C68CBDCCF5583A7B66333E09E1D03D0DBA3F3C455E9CBC5F09293D5795823C47E5CB3DC089D93BED4D66BDFFD885BD50FF1FBD7FB61EBD78C9C8BDFC885E3DFA7AABBC296E0DBEE6C010BD50F9F0BC50DD063BDA0E7ABCBF1814BD6DFFA6BD5A41A83D1814AF3C86515EBC554F5FBC855227BC27BCBFBD56BD493D3DB3DBBC2DDEC83C0A8CC53CD7C5053EFB2580BC00ADF63DF02963BDFEC5FB3DD72205BCD25FE53DBD9C303B9F4F403CC71ECE3DD155D6BDB06E1EBD0EFB91BDE78DFABBF85739BCC141B93B4BE9783D4886DABDD5B6253C706A61BD727B90BDAD7C56BC67CFA33CFEEB84BBADE28EBD146FB3BD2405083D370023BD7D6A913D51E648BD942F8D3D38930F3AAC14E8BC87DF6CBC9692CABB15E8123EDE2D4C3CD0C4E5BD78FDF9BD3A9010BD9701053D016D1F3D41B4BA3DD1C5803C0F000ABC2E9C123DF5E4EB3D388030BD7AE9013EE07C2CBEEE852FBEA7A4D93D0D678B3BE564513DB3D714BD824E583DCE155FBC9C63843D6626CCBD0F278F3DE6527C3D1C1D4B3D252412BC3FBCB93D4DB9333D17FD6D3C38FC023DBAC0F0BD9214143D9F5625BC1796B5BDFD6B083D90CB91BC1531DBBC80AF7CBD099F3EBD036CA8BD61D3CE3C02FDB3BD4F7E0B3E0ED4903C984C48BCA51F16BC3E55ABBDA6815DBDFC9FED3D8FB5E7BC3ED827BE7D9028BD608A5C3D109885BB238F523D4926B8BD99B39BBDB1C9153DEEAE143DDD8FE63D2D4B1FBB67FD523D374489BC89660BBD5595923DF1861E3DBA3C133DC5F0323DCEDB39BC562F9BBC3EFB4DBDC5CCA2BC60CA963B76726BBD87E7ABBC13D10F3E1A3A7A3DE3B82F3E69AC03BEDD8A3DBD8F5F893DEA9185BBD2B0BBBD08E1F1BBE87FBE3C9EC9C3BD1D276A3C8BDF5F3D85E5C83CA1D5D8BC63266E3DF0A51A3C1D52E1BD32C1EFBD2E2D12BD36A9D93B45378C3D98CD573C57C94A3D889743BBB0BCF8BBDDB4B93DD94E173D6353D8BDBE13DD3D2D588A38F9236C3D61058CBB8545293BEBBF07BD8F5E83BDE43F913D879FA5BD135B94BDE59816BC201641BC72D2A9BDA0B866BDFDBED9BC1DC4AD3C8562E93C31AB12BCA2989A3DDA30B23CCEF4373D45B2A4BC2C18273DF512A7BC53BEBA3DB53DDA3D6A0451BD308C0ABD507CD93D5FAF123B2139783C5B9AE9BCDFBF9FBC90BFD23D28FF03BCC55DB0BC1C5BCA3CD99513BE33769FBBA6AB9D3D5B56B83C7C3D08BCAF8CDD3D5DE042BD8F8F0CBE626178BD3AA2423C05C8C73CA971F43C1B3B213C09B9ABBC260715BE18159C3BE880D6BDEBC216BD502ECE3CB0DC98BC22AB36BD2C8B38BE4D94873DF96E383D954C0EBD6F69853C23A6E5BC502F96BDC694493C0AD294BD4EEF833DB3A6AE3D3F5833BE86EE173D183918BE1802E5BB80BA49BDE01382BC65D335BDBE22123D0FBF033C6764AE3D0F85213DDB3571BB738D6CBD2BF1023DEBC147BC375D55BDD04272BD53C6FCBDC8D8993DF6865F3DDBCA6B3DA2C345BD0DBE88BD5CE5A2BDF415B0BD020CD7BC34A889BD6416CB3D6C81FB3D0C342A3D4E1997BD3E1B8C3C9DB65E3DD37A1CBD1D8547BC8D04213E0F0749BD157F01BD1BCA353D62BC71BD7E390F3ECDA3F83CFFD7DBBCB11D383B3CC836BDEA87FB3BAD2FD93D49CB913B845B7CBD5B31663D8A059ABD56C473BCA16B9B3D8DF103BDF8928ABDD295E13DB9CD863D2ED0043D08FC1B3CA70E9E3CD31A653DBEC315BBFFAEA5BD387B813DAFE6F03C14C47DBDD63B6E3D03D5E6BC063841BB2EAF15BD76EE41BD581A44BDB8F0DC3D10DC1BBDF804233E84A9DDBBABFA1E3D17BB87BD0BF955BDF07DE63BD96B68BDBF1F91BD195E783D624CB8BD50327B3AD788A23D12AAB6BD28034DBB68FD82BDFC43A63DEC2209BC809A45BD7F2F90BCDF4E963C6CCA803D48F9BE3D1503B43DDD86853C1024033E6685B3BCF581EBBC25C6EABDEDDFDA3D0703D2BDE54E87BDD695C93D64704ABD5CF0E43DCAF152BD1E4C8CBC459D61BDA606583D2780B83CC5CF00BE2416DBBC7AB9133D2E7BA23D45BDDA3BE9CC693D4EB968BD4E4694BDC40803BE1FD15E3D869D9DBD7BF789BCF9601FBBF856883D5240703D02D60E3E7439803D221C00BD956BC2BB1CA16CBD5677783DBB8C5F3CB582AABDD3A8D83D3C5448BDC7CFAF3CAC5A063DDC06323C9CBF463D0E41B03BCF91BD3D3B288BBC20C98D3CD89B7E3A10C5F5BC13E080BDBA53083D30780ABD138182BD7E4B2DBC784BC7BD57122DBEE16A8FBDE54418BE6092BDBDF02CBD3DBD5AF73C8402D4BDA1D471BDF42EE0BDB06BE23C4609033E76599CBD86A5EF3C2434AE3D9FF73D3D49718D3C963864BC6273813D112E5D3D2ED827BE85E3DFBDC8A6363DB1C2383C80D2AB3CDE93C63DF29F79BCD483AC3D6424093C5EE5093E37E07FBD3DDE903DF9B7433C51A042BD4225CCBD5BB0833EAC219ABCE63D993C02C0A43B57379C3DA4951DBC9AB35D3D4202CCBC3DE0C4BC519BDDBD0FC02EBDC58BB8BCE670AF3DCA0DFCBB94448D3C9CCA153E5468D3BDF610733DF206A6BD08F101BDF4F4AF3D24C3253EC82801BD6E7C65BAD40903BD019430BE19FA113E3F2AF23C869AD63DD91668BC591AF33B89B51EBDE1101C3C71154ABD1EC21CBE4AEDF5BC3C66BFBDE7CFCABDC0387FBD2B8B3CBDB643D63D6A7299BDFFDE3C3DF3CE90BC6CD8A53C49855F3D44B48BBD54C5E43C936EA73DFE6B2EBCB696733D7549C93C959A99BCC224453DE47B39BE131C63BD0B6923BD0113B9BD746888BD0D1BE1BC1FAFC8BC34D9303B2FAF143D86FC08BBD6D326BDFF55F23D7E5CC83DE9BFC43C47BF16BDB805B4BCA381963D54811F3E3A2DB33D1E66FDBA63627ABC5C91C53C3D7AA2BD531978BCB5BF2ABD1701D33CAD8BE0BC0440D53CFB09BA3C743A43BDBE726B3D0214833C3B95FD3B3CEE30BE7B0DD43CDBC7BC3D2E42223D578735BC8E32243C7670973D3032733BA2A207BDA27A403DEAFAA8BDD22E283D7FC4513C7F61BFBC09EA063D98C2CF3D5F3C48BD88BE02BD22AB413DFB7C353E952A0E3CB6EB1C3D2CEA043E6A7C5EBDF6DBFABDD92F96BB11B407BD0214CEBD933C1CBEFEFACCBCF4900E3DFBCAD9BD3CE20E3CF8F0283D9A2DAFBDF60666BD35A4733D341410BD7E27ADBDE03662BBC73852BCECCB143DD74C52BDC55DF33C7BDD97BD63FF083E40882DBD1AF228BEE243DFBC08BE74BDB470163D2633CFBCDA6D2EBDA9D419BC9E165C3D6CA91FBC1C0B3FBDD3962B3DD89497BD0BA6ADBDA378ACBD1344733DB38D39BDBC7792BD9BC4813DACC03D3D15C50FBD7F2B2A3D78B8E03CDA2C153D037E3EBD13FB9A3DB30C8B3B75C098BDF0754BBC85A228BD1A39553D5D1849BC5C8FB4BC1B852DBD5EF0AA3DD0ABCFBC333D9D3B5BCB84BDDC3E293B74012A3C61242F3DAFFB583D321410BEFFCB19BD076D50BD0BEB913CEC009A3C0BB5A63C0F2907BE02B1CB3C3BCDCABCF109DABCFB50273DE02E98BDC17A80BD700E14BE6B6D113E35E95BBD961EA13CA4493DBDE5E8CEBDAC9AA43CBA5297BD6D6ACEBDA54F9DBD353270BD6375CCBD5EBC943C2687A8BD9DA2AA3CC5FB37BDFE82733D035B2B3E91100DBDCB0D013DA84191BD842C993D63FB0BBEDE055DBD69A7FABC6EE1673D1542753D52DCBF3C3875F7BDEEC716BD3BF1DEBD46B7C9BD20BF503D4060C1BD4AA18ABD3F5933BC1503933D0AA48C3D82FB453D5FFC59BBA890703B7155493E0961083E7302023E318942BDBD855E3DD067503EB1963E3C5DF3B23CB27A803C2D52D2BBC1FCDABD061BE9BD727DE03D7C9622BBBEEF05BE606A09BD3FF06BBCD096F13C02E303BD316E983D4B9937BD0A5217BD7E04923C728728BD28467FBC281FF7BCD79F50BE5580A2BDB2B75A3D9D812CBEA1FC70BD4AA3163E9BCC033D04C55F398AF1923BC5998EBD771004BCFC805B3C52AC4B3C26882F3D59D83ABDB7A8373D74F33B3D42A1E5BD5BA6A93D66B2223E809CD93C2A4FAF3C9BE431BDBD51AA3D3C05EE3C3CAFC0BD62104EBD71C4FE3B44E6663DB9A1923B6CE9CC3D436AD53D7B1F9B3CEB092D3B1DC364BDB1D7C23C8B7ED3BD7B7588BDBD98023D71BC853D27578ABDA91D1BBD62B6A7BDD85238BD5EAE863DD3DE36BDEDDDBB3CF7B747BD144B0EBEB5838F3D186CB0BDB25418BD1CDAB33CF26A53BD9535593D7D55043D9BDA17BD8FA910BC4AE142BD0B75C33C73188CBD0F04223E61D0363EB4C2153E1F87CFBD3154C23BD7F9A83BD195933D3AF5043CED3B083E596A0DBC0864323D1A6E193D7D56843CF6EDE6BD501B5C3DD104D7BC8D0C9DBD7C8CA43DB0C2DF3BE620303E415B253CCAE8DF3AB34B593ACBA6EF3D45D7E9BDA5C389BDC67034BE5DF794BBFE5496BDC2C298BC9A5F143D164B6CBD87EBA5BC7ABD40BD6771353C994337BD4CFE043E004C3FBD9D6372BC7E87893C0BBEF2BC62885CBC622FBC3D34438CBD4E8032BDE1F3403EAEC3143DA3A187BDE78B2D3DE568DFBD4B51BBBD78ADED3C3E450FBDEFA57E3DF4F2C0383113353DA2C3843D830BFDBB732C2A3CE2A219BD9FEB573D3FE663BB674D323BB0A5703C16CACC3D9BECCE3CF814FC3D477AFABD464E093EEA1B8CBD3A052FBDF4FD30BDA16577BDF34D3DBD6ED0AEBD17C2CFBD9897DE3A685DE2BCFB6B883B5E60353BFA5A903DC8D58DBD1A7BB2BDA54032BE423F57BD444AE6BCED7AFC3D5E428CBC0FE7083DF7DBC23DA3D9933DD0D6C33CA808E03DEE4D0B3C56A61D3E0458643BFE4196BD78DA4C3DCE348EBD86C333BDAA00C5BC085A0E3DA9D5053EEE892EBDCF2F723DB43C5C3B3E6BC73D19162BBD21F8203DACCADC3DFA2E31BDF12DAEBDB41FC5BD724F0FBD5622EEBDBBC425BD447E0E3D603C88BC50138E3D4918E0BD53B94F3DE462F8BDE986A3BDD2B1A13D24A6093D61A3E1BD4826C7BD73EC44BC5851BF3CCC200B3E629F9BBCAE662ABE0BC815BB1ACEC4BC053B98BD8B7C7FBD21E45DBBEEC5543DB77B61BAF341693C02B8363CCC3299BDC0A3773CEF2B69BDCF5C4B3E0449D63DC6D5F93C69ED85BC4333143E305B293D7D25D73D295B173DAABF1A3D1FC6EA3C9B056EBD819592BD39EEC5BCAF78F03D1AC6B7BD8D1C5B3D0420023DB3CC0CBDFA7EAF3D38F8A43D16AA343CEA1995BDB1408ABAC162443C79B571BD7F4A20BD6A9F78BD31115B3DE24633BD7944F1BB1636CABD51F5F0BCCD04493EF8359CBD4580FF3DC490123BFD1BC63D7209B33DB802EEBC95D826BD0BA73C3D4B1BB43DF8D56ABDAFD83F3DF00D0DBC44FAC83DE233EA3B617EA33D701BFBBBFA5297BD98143F3D828822BCDFAD99BD3E7E99BC60A1F0BD0CF2143E63E9FDBDEB957BBD55009C3D68EC9ABC384FF13CD89FC8BDA03FF33D24179B3D2C74033EE1B8C53CBA7897BDEB0651BDFE3036BD9DED253D36DADEBC570D2DBDCBE7733D7C139FBDB27BC2BC72D5DBBC5D2333BD85D691BDBCB95EBC1004003CAEAF75BC2B59E6BBC8DAAFBB22101E3CC4844DBD783A1EBD878E973D44494E3DC43DB5BCD995E5BD17253E3DEDEDC63B9E8627BE16633CBC854B7A3DC23D133E072019BC24F6B1BA1AF935BD6D94303DA57F273DD0A2C8BD3C6FF3BC",
      torch_tensor_16_torch.float32: "0x040000001AF022BF6466AEBD2376423E332FB9BDAC72C3BEE037A73D3A62AC3D967D8ABD307494BEE39C3DBEB1A4A0BDEC2260BE67C8F5BEFBEF44BE35E77CBCB0CE01BE",
      torch_tensor_16_32_torch.float32: "0x040000004E5AEB3DAF586DBBE9317C3DAA21B23D6D77303EABE8A9BC753B92BD1B232DBE86643ABEC511753EE8558DBC557D243EEB9687BE9C8FCABECA485BBEEBAB6F3EBD405F3EB8CE8A3D0FAC27BEE9B9DABC8FF478BDFE3690BDE6F402BF925333BED8F21EBDF77B9E3E6565063DB668923E7396A4BD624553BD70C44BBF8AB1C13D17B6E43D4E55B83E1B7DCBBD73719D3CBF7813BE6CDD75BE5A0E15BEB03990BDB1A88D3E73AFEC39FD3D25BEF83EED3CE7E8353D20590DBE57F66E3EB35AC5BE068B32BDA2030B3EB5E18BBE5105973D4D1F873ED3A7BD3D29A4B0BEA83518BE3ACA803E956F793D44E303BB3871B83D46B7163EEB1514BE24CD72BD62FAEE3C4566E3BDDC27DFBC82A4873EF74B4ABEC95BC93EC969C43E0113B3BEE4D0EBBCCC428F3D270A1FBE29E71ABE618046BD5C811A3EDEC2D5BD1FE9BE3EF171723D5D86ABBCE376973E42E8023E03619A3D976E8ABD1D95BD3E82B0293E19122ABDE6D5A4BE37E99B3D71116FBE1156B3BE806569BDFC556B3DBC08863EE6276C3D0A7A283E711E80BE3EB696BB4DB4CF3CB93A343E2E13C23C3312283E53C7D2BD47A4953DF06EAD3DB39D82BE3BC4123D25ED85BDCCFFC6BE4454483E0F4697BD532B32BE61BC9DBDB218E73C0F989D3E4ABC0ABDFA7CC53D108E8F3E7E0CDF3DC85A5F3E0234C7BDCA2A213EA8E441BCA993603E64C451BE13F222BEDD98843EC0F123BDE90F96BD27B7813CF41E10BE0A348B3E4C8D82BEE5D3FBBCD50A913DA2A7AEBC58B227BE708335BEA5D5B13DED6457BE6514073E874A9FBE3402E8BD6FD7F23B46DD82BE0D49083EAB0078BB389058BECBBD9EBE489FA3BE28AD2A3CE3CD71BE4DA58EBE865341BD6F06EE3EA60C683DBA771F3E2BDA313D50A9233E485E8CBE52F9B3BD74835A3D8EAE6FBB2B8620BDFA2E0BBE3D0858BD43D321BE0C1CFDBE0DAE79BE4DD8C63D8FBBA23E448ABD3E6DC9A13CE3BC3A3ED3C93D3EBCB210BE5074B1BEE598CE3B9E2BB8BED1BE85BD9838FE3DE76994BEF303D83BA398813E0221973DC95ADA3D9B873D3E5C1DB53E1935FD3C3F7F803E099B56BCE652E4BD179C833DFE41FDBD3298EFBD4E10FEBDFCE5EFBE266AB03CDD1584BEB25FB3BCDB89973E5FCDD9BDBC95E2BD578B8E3E8E61E43DE31D4C3E368794BDDF5D1C3ED46C0FBECC4C0DBEF841F93DCD25FABD7458203E6DF5F93EF238B0BE653A1DBEEF226A3EF898F2BCD3B1723E752053BE67848A3D0DC2FBBCCFB9EA3CFC6B8A3D71027FBE038560BEB83C923E5E27753DACD4B13CF56613BC1F0D953D159E71BEDFD150BE1156883ECDF5FC3C88BB313E1132FDBD3CE28F3EA457903DDA2EC93DED64E53DE79726BE49FDC2BE9BA860BE9368AA3EBFEF873E780791BDB43A7CBDB3AC583E65CE0CBDA5C987BE8E43843E937BC73D497E03BF8EED82BD403EF03CF52EC93DC96CFE3C7EE204BE0F92C1BCF77A763D821360BDC1789BBD75DB823EE7DC45BE861792BD854AD4BE8526E23D5D202D3EF94AE53D95D03F3E5E3CB83DF12F8F3DBD21C63D9C7E5FBD5463783E20B891BD2BD598BEDA9F313E7B6BC13E9CB148BE30F2A9BCF2450FBEF5199FBDE6261A3C89C881BEE72468BDE63599BEA18BEDBD7EEA77BE415E5DBE24C0B3BE91DF7E3E6CCFD43DAC65C8BE6580F9BD1E230CBE5D6C10BE4F3797BE1FAF1D3E477DA5BD39B5C33D5135DC3DFCBF8F3ED6ACBDBE3BB4B53E1A9B843E6E91EF3DEA1CF93E8E612B3D45B52B3E79581ABE601B6D3E6B510C3D5E9FBCBDA03EDD3E39D77EBDA015ED3ABDF124BDE4F31DBEB018DE3D3D581A3EE424943D2DB5F6BED7B1523E746A92BD5E3D7EBE0833FC3D0E4CEB3DCA065ABEF532013F05D77CBE6B1EB5BE9F3F71BE717D943E510813BD72899BBDE0E04FBC8669F9BDF14710BE640706BEA5FA133E834C553EEB895CBE4704483DE8C0243E761C62BE9918D2BDBBFA58BE6BED86BE6455AA3C62DE19BEABEB033EACCBC4BB507FAC3D246074BDA9BA04BE4C9F97BCD8AB85BA458A13BE2D56B23D3B0E1C3EF92B043D6114B33E692C04BE25A2D93DBCDEAABD062C443D867A2DBE2A16693E752B133DE834793E565284BEEB4FCEBD20913ABE5560DEBD7DC510BE1691C9BC2BB966BB8D1109BC133CE8BD6DB41C3D1D06373EB1983CBE75333E3970B877BC3DCBC33D169155BC3C8E51BB75294FBEDD2B913BF7B140BE9696D73DE599ACBC224D053C86473ABE0101283EA9B5103E1414343EA0C9E83EEDA42FBCFD897B3E2110CFBC29BFA43D5ABA983D23395D3D3C97093E721E7EBD88E4083CC1C8DF3DC3ABB63E701230BE02C3BCBEC05ECABD8260963C0A4C123D88349A3C013B773E59044C3E25C524BCDC4AC4BDD1A590BD9DF394BD3D9F3CBD345CA4BE82BCC0BD989EB1BDE6EB1DBD4B9E54BD0C770C3E7E60DEBD8458B7BD338EE23DB7BE44BDE7F9343D1AE80B3E1C67B03DB128513D4A3E24BD19880E3EA7C6123D430DD3BD4D2EFCBC019E7EBEC8FC48BE21C9C4BE131F0EBE77948B3E59A3E8BD3F9D243EF79938BA506E12BE9DDD8B3E9463F33D5B15B7BE59AD593E02A860BEA5C014BDB2A60B3E79B47ABD9BE2693E2A1F1F3E3ECDA4BED47FC5BDF9D66B3D4460F0BDC1D334BD6D2C273EE26D843D406E40BEB1FC113D00F5FFBDD9007EBE33356CBEDFEB6F3D970BBCBBEC53913A8E956FBE39C819BDC1CA58BE43A341BEAE0F0ABD8E9490BE70E40B3E3AF4013F31CFBF3DAAFD59BE76BC62BDAE8FA2BE72DC9DBDA814D43DDD63F63D79A857BE0A1D7A3D4DB7713E686DB73E7A7B12BE46A334BE9FFC353C780219BF2CFFDDBD658F62BDB506C0BD7788A5BEAE4D4DBD445422BEDC541E3E84FB3FBE10116CBD19C442BD6745ED3D",
      torch_tensor_32_torch.float32: "0x040000006E779FBD3B5A0B3E38CB373E17FFD5BCCBD386BE878F7A3EBA0D443E35A358BD0BD2BE3EE29C7CBD35D74DBE96BAE1BCD71B433E7CB229BED09AB03EE04922BED6C42C3ECF1DC53D3419DFBCED98433E0DBF87BE2BBF753EDB7238BCEE61C4BD709D073EBADC3F3E0D590B3E74F9B43EE0A1433EEB56683E9E73C3BD4E439A3C",
      torch_tensor_32_13_torch.float32: "0x04000000A723D93C0026E4BCD6400A3E472AB53C5447E7BDF61E9C3DA8C08C3E3F744C3ECBEB17BEA39688BE258D06BEF5BD0E3C30F6FABEEBED3CBD847B86BE9D141EBEBCFCEABD899088BD5DB9B13D4D0E613E8CFBDDBCAC7E933EDB990FBE46C4973D1B0A433E935CA23C588120BEFAFA46BE42A0C5BD2A243E3D5BF459BE31A034BD287E09BD7483E93D615C393D356F993DB6250DBE95D8DFBC413E293E1833A13E02E787BE5A69A33EC645913E06AB283E5C5C643DC58987BD9E609D3EA696D33E8177C23E7AF38D3E1F4D9A3DC06C82BE252876BAF6B70D3E86108BBEB098AA3DAB98B93DAB42163E0DA07FBEDED80EBE056FBCBDE1887CBEEABEBB3ED21CD6BDE3088E3DD9475FBD29EBAA3EBF848E3E1CBA083E46D8EDBEF1B5333CC997133EBEBB583E846405BE8EAAC43EAF868EBE38CF0EBE5CDB493EE76F293CEC22D83EE8C9223D59B108BEF303A3BDFB8D6BBE60E989BE9217083E09ECFA3DC6BB8B3E25E722BE1952B63EB52978BDAFF0A93EA7DBBABD58C61EBE5DB1573D0EAB5E3EA7080B3D47CEFCBD20C590BE5F4797BE5809D93D4DA8553ED6DE0DBD91EE67BE82783C3E5D348ABE92EF19BE6F10063ECFE0F2BE48D1A63D8A20FBBD92BABC3C0BBD82BC41872E3D47DB153E29B723BE2661993E6FBF1C3EB924363EFC777B3EE9052A3ED937363E558D823C31019ABEEF39E9BC141F26BEC69199BE602D5F3D8D79F5BDF24F5EBE412961BE13C8673DDFDB9A3DAEBE8E3E743F40BB13E9603EF35B973EAF4B783E084FFFBE7C9F843E12A2923D49F7B63DA047A03D0042A53DBBE8893D8DF69ABDC142CDBE3619BCBC16822DBE062F693E805A79BDFF29903C4F6937BEE876DCBDD6571FBB7D54A0BE9CD2813D8030B7BC94F87FBE786E01BF7483DD3DD97B80BDA0D5E4BD29EC4BBD9911C43EDB032CBCFA97953C6683A0BEF0CFB13ECC10463EF353663EFDA9243CC0E2453E9C28A03DC75F043EA96B03BD11179FBE701B5E3E96DBD0BE37304FBD959B30BD772161BE225C043EBBFC2CBDE39EBCBDE871E03D19C4CDBDDBEC953E32BE973DD8CBCCBDB7DCD1BE5D288DBE7F9F6A3EFBC92EBC697B74BDFE5EB13EAF728ABE88DCFCBDEF0ACCBDA227FD3D253E0FBE6B6C04BE2342ADBE5B731D3E23072E3EBDADCDBDCD0B0D3DEB868BBE54B5CBBD19BC943E1069EA3CE660F93E0EF029BE9D8AFA3D5ED228BDA14BF43D6744C7BA034DF2BDAC4C3BBEFC78253FAE9385BC2FADD9BECA040CBEBC5F123EBDE1D7BD66D8923E5965583EDD8B03BDD9E1CBBD22EA58BE841B17BE7C029FBE5D00823EE3B2AB3E1D9687BE7B197FBE3CE4BEBE381350BEC7A527BFD49776BEE4FC8B3E0D3F95BD6F7C383E901DD3BD780BBE3EF9062C3D91EEA4BDCEC0093FC0178CBD56D183BE125A2E3D602306BC3932663EECF546BE87B82D3EFB16383E9C2310BE98F60C3D595733BE5134FD3E230218BE259EC3BD551766BEA77095BD665EA2BAB8BF253E6DCA03BE0C6B20BD02E598BE3A9E32BECBBA143F1BC8603E40B128BE805B90BE669B52BEB8D795BB2FE7EF3BF2B020BE25DF8ABEBD87993E9F04C33DDCB8A1BD328B3EBDCCA0E4BDFF741EBF3BC0C73C6E1B67BE287558BEFB370ABE83161E3E29B17CBEA5D09ABE4D210A3E0DDA223E49034FBE99D1F23D0AD47BBDB515823D5D1B88BEC0CD333EF0E0813EBB87093E1A11F13D84964BBF9D0E613D61C7AFBB89F3FDBCC52008BEC13B3F3C2EEFB13DCFC863BD0A0BC8BD0EBD843EE79F6EBE54635E3E07AE183DCCA12DBE2D677ABD459B46BE50BB113E7335963D7866F0BDE2F16DBE9044823DBBAD4E3E2799C4BC57A0B43D235AA2BD3063693CC7867BBDBBE87D3DA5F6A2BE11110B3EB38C46BDD0D49A3D59EE92BD66518A3DFA8A67BE325B803E08E1B7BE555960BE29804B3DD9E59D3E632A703D741256BDABD299BE792B25BDF94F89BB7A7AB63EA14D063E830CA5BEC7C4DA3E4A8CAABD2CDB3DBEE5309F3EE1DB2BBCDEA09EBDAAEC3C3D9E64363E8970563E267094BED9B6D73E20684C3EF3B8A3BD14BB30BE493051BEE313D53C7FE40BBE9D1E25BED2212F3E7D679D3DCF5BAABD0D821E3EF597933E21476CBECF3C02BED17D4B3E1D341B3EE0C1433DFCF07A3ED0EB6ABE22A89FBE5D0F3BBE02A3D33C95DB2BBE095CD2BD327B52BEE6EF05BE5FE958BEE6A79E3D81992B3E816FCFBD04FA32BD4FDDFABDFE5EE53D52CD993C6312AC3E0D7D6CBE43839C3D33B2BF3D509F9BBDCDF1FB3DD7459BBE9FB3E43EEADB90BEF990463EA10672BE5473783EED20A6BDD9CC083D8540383CDC9F6D3E84D48ABD362320BF811424BE4EA31E3D",
      torch_tensor_351_torch.int64: "0x080000000100000000000000020000000000000002000000000000000300000000000000030000000000000003000000000000000400000000000000040000000000000004000000000000000400000000000000050000000000000005000000000000000500000000000000050000000000000005000000000000000600000000000000060000000000000006000000000000000600000000000000060000000000000006000000000000000700000000000000070000000000000007000000000000000700000000000000070000000000000007000000000000000700000000000000080000000000000008000000000000000800000000000000080000000000000008000000000000000800000000000000080000000000000008000000000000000900000000000000090000000000000009000000000000000900000000000000090000000000000009000000000000000900000000000000090000000000000009000000000000000A000000000000000A000000000000000A000000000000000A000000000000000A000000000000000A000000000000000A000000000000000A000000000000000A000000000000000A000000000000000B000000000000000B000000000000000B000000000000000B000000000000000B000000000000000B000000000000000B000000000000000B000000000000000B000000000000000B000000000000000B000000000000000C000000000000000C000000000000000C000000000000000C000000000000000C000000000000000C000000000000000C000000000000000C000000000000000C000000000000000C000000000000000C000000000000000C000000000000000D000000000000000D000000000000000D000000000000000D000000000000000D000000000000000D000000000000000D000000000000000D000000000000000D000000000000000D000000000000000D000000000000000D000000000000000D000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000E000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F000000000000000F0000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001000000000000000100000000000000010000000000000001100000000000000110000000000000011000000000000001100000000000000110000000000000011000000000000001100000000000000110000000000000011000000000000001100000000000000110000000000000011000000000000001100000000000000110000000000000011000000000000001100000000000000110000000000000012000000000000001200000000000000120000000000000012000000000000001200000000000000120000000000000012000000000000001200000000000000120000000000000012000000000000001200000000000000120000000000000012000000000000001200000000000000120000000000000012000000000000001200000000000000120000000000000013000000000000001300000000000000130000000000000013000000000000001300000000000000130000000000000013000000000000001300000000000000130000000000000013000000000000001300000000000000130000000000000013000000000000001300000000000000130000000000000013000000000000001300000000000000130000000000000013000000000000001400000000000000140000000000000014000000000000001400000000000000140000000000000014000000000000001400000000000000140000000000000014000000000000001400000000000000140000000000000014000000000000001400000000000000140000000000000014000000000000001400000000000000140000000000000014000000000000001400000000000000140000000000000015000000000000001500000000000000150000000000000015000000000000001500000000000000150000000000000015000000000000001500000000000000150000000000000015000000000000001500000000000000150000000000000015000000000000001500000000000000150000000000000015000000000000001500000000000000150000000000000015000000000000001500000000000000150000000000000016000000000000001600000000000000160000000000000016000000000000001600000000000000160000000000000016000000000000001600000000000000160000000000000016000000000000001600000000000000160000000000000016000000000000001600000000000000160000000000000016000000000000001600000000000000160000000000000016000000000000001600000000000000160000000000000016000000000000001700000000000000170000000000000017000000000000001700000000000000170000000000000017000000000000001700000000000000170000000000000017000000000000001700000000000000170000000000000017000000000000001700000000000000170000000000000017000000000000001700000000000000170000000000000017000000000000001700000000000000170000000000000017000000000000001700000000000000170000000000000018000000000000001800000000000000180000000000000018000000000000001800000000000000180000000000000018000000000000001800000000000000180000000000000018000000000000001800000000000000180000000000000018000000000000001800000000000000180000000000000018000000000000001800000000000000180000000000000018000000000000001800000000000000180000000000000018000000000000001800000000000000180000000000000019000000000000001900000000000000190000000000000019000000000000001900000000000000190000000000000019000000000000001900000000000000190000000000000019000000000000001900000000000000190000000000000019000000000000001900000000000000190000000000000019000000000000001900000000000000190000000000000019000000000000001900000000000000190000000000000019000000000000001900000000000000190000000000000019000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A000000000000001A00000000000000",
      torch_tensor_351_torch.int64_1: "0x08000000000000000000000000000000000000000100000000000000000000000000000001000000000000000200000000000000000000000000000001000000000000000200000000000000030000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000060000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000060000000000000007000000000000000800000000000000000000000000000001000000000000000200000000000000030000000000000004000000000000000500000000000000060000000000000007000000000000000800000000000000090000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A0000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B0000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C0000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D0000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E0000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000100000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F000000000000001000000000000000110000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000100000000000000011000000000000001200000000000000130000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F000000000000001000000000000000110000000000000012000000000000001300000000000000140000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F00000000000000100000000000000011000000000000001200000000000000130000000000000014000000000000001500000000000000160000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F000000000000001000000000000000110000000000000012000000000000001300000000000000140000000000000015000000000000001600000000000000170000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F0000000000000010000000000000001100000000000000120000000000000013000000000000001400000000000000150000000000000016000000000000001700000000000000180000000000000000000000000000000100000000000000020000000000000003000000000000000400000000000000050000000000000006000000000000000700000000000000080000000000000009000000000000000A000000000000000B000000000000000C000000000000000D000000000000000E000000000000000F000000000000001000000000000000110000000000000012000000000000001300000000000000140000000000000015000000000000001600000000000000170000000000000018000000000000001900000000000000"
    }
  }
#-}
