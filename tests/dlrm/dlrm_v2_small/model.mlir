#map = affine_map<(d0, d1, d2) -> (d1)>
#map1 = affine_map<(d0, d1, d2) -> (d0)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map3 = affine_map<(d0, d1) -> (d1)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
module {
  util.global private @emb_0 = #stream.parameter.named<"model"::"emb_0"> : tensor<40x4xf32>
  util.global private @emb_1 = #stream.parameter.named<"model"::"emb_1"> : tensor<40x4xf32>
  util.global private @emb_2 = #stream.parameter.named<"model"::"emb_2"> : tensor<40x4xf32>
  util.global private @emb_3 = #stream.parameter.named<"model"::"emb_3"> : tensor<40x4xf32>
  util.global private @emb_4 = #stream.parameter.named<"model"::"emb_4"> : tensor<40x4xf32>
  util.global private @emb_5 = #stream.parameter.named<"model"::"emb_5"> : tensor<3x4xf32>
  util.global private @emb_6 = #stream.parameter.named<"model"::"emb_6"> : tensor<40x4xf32>
  util.global private @emb_7 = #stream.parameter.named<"model"::"emb_7"> : tensor<40x4xf32>
  util.global private @emb_8 = #stream.parameter.named<"model"::"emb_8"> : tensor<40x4xf32>
  util.global private @emb_9 = #stream.parameter.named<"model"::"emb_9"> : tensor<40x4xf32>
  util.global private @emb_10 = #stream.parameter.named<"model"::"emb_10"> : tensor<40x4xf32>
  util.global private @emb_11 = #stream.parameter.named<"model"::"emb_11"> : tensor<40x4xf32>
  util.global private @emb_12 = #stream.parameter.named<"model"::"emb_12"> : tensor<10x4xf32>
  util.global private @emb_13 = #stream.parameter.named<"model"::"emb_13"> : tensor<40x4xf32>
  util.global private @emb_14 = #stream.parameter.named<"model"::"emb_14"> : tensor<40x4xf32>
  util.global private @emb_15 = #stream.parameter.named<"model"::"emb_15"> : tensor<40x4xf32>
  util.global private @emb_16 = #stream.parameter.named<"model"::"emb_16"> : tensor<4x4xf32>
  util.global private @emb_17 = #stream.parameter.named<"model"::"emb_17"> : tensor<40x4xf32>
  util.global private @emb_18 = #stream.parameter.named<"model"::"emb_18"> : tensor<14x4xf32>
  util.global private @emb_19 = #stream.parameter.named<"model"::"emb_19"> : tensor<40x4xf32>
  util.global private @emb_20 = #stream.parameter.named<"model"::"emb_20"> : tensor<40x4xf32>
  util.global private @emb_21 = #stream.parameter.named<"model"::"emb_21"> : tensor<40x4xf32>
  util.global private @emb_22 = #stream.parameter.named<"model"::"emb_22"> : tensor<40x4xf32>
  util.global private @emb_23 = #stream.parameter.named<"model"::"emb_23"> : tensor<40x4xf32>
  util.global private @emb_24 = #stream.parameter.named<"model"::"emb_24"> : tensor<40x4xf32>
  util.global private @emb_25 = #stream.parameter.named<"model"::"emb_25"> : tensor<36x4xf32>
  func.func @forward(%arg0: tensor<16x13xf32>, %arg1: tensor<48xi64>, %arg2: tensor<16xi64>, %arg3: tensor<32xi64>, %arg4: tensor<16xi64>, %arg5: tensor<16xi64>, %arg6: tensor<16xi64>, %arg7: tensor<32xi64>, %arg8: tensor<16xi64>, %arg9: tensor<96xi64>, %arg10: tensor<16xi64>, %arg11: tensor<16xi64>, %arg12: tensor<16xi64>, %arg13: tensor<16xi64>, %arg14: tensor<16xi64>, %arg15: tensor<16xi64>, %arg16: tensor<16xi64>, %arg17: tensor<16xi64>, %arg18: tensor<16xi64>, %arg19: tensor<112xi64>, %arg20: tensor<16xi64>, %arg21: tensor<48xi64>, %arg22: tensor<16xi64>, %arg23: tensor<128xi64>, %arg24: tensor<16xi64>, %arg25: tensor<16xi64>, %arg26: tensor<16xi64>, %arg27: tensor<96xi64>, %arg28: tensor<16xi64>, %arg29: tensor<144xi64>, %arg30: tensor<16xi64>, %arg31: tensor<80xi64>, %arg32: tensor<16xi64>, %arg33: tensor<16xi64>, %arg34: tensor<16xi64>, %arg35: tensor<16xi64>, %arg36: tensor<16xi64>, %arg37: tensor<16xi64>, %arg38: tensor<16xi64>, %arg39: tensor<192xi64>, %arg40: tensor<16xi64>, %arg41: tensor<640xi64>, %arg42: tensor<16xi64>, %arg43: tensor<432xi64>, %arg44: tensor<16xi64>, %arg45: tensor<160xi64>, %arg46: tensor<16xi64>, %arg47: tensor<48xi64>, %arg48: tensor<16xi64>, %arg49: tensor<16xi64>, %arg50: tensor<16xi64>, %arg51: tensor<16xi64>, %arg52: tensor<16xi64>) -> tensor<16x1xf32> {
    %arg53 = util.global.load @emb_0 : tensor<40x4xf32>
    %arg54 = util.global.load @emb_1 : tensor<40x4xf32>
    %arg55 = util.global.load @emb_2 : tensor<40x4xf32>
    %arg56 = util.global.load @emb_3 : tensor<40x4xf32>
    %arg57 = util.global.load @emb_4 : tensor<40x4xf32>
    %arg58 = util.global.load @emb_5 : tensor<3x4xf32>
    %arg59 = util.global.load @emb_6 : tensor<40x4xf32>
    %arg60 = util.global.load @emb_7 : tensor<40x4xf32>
    %arg61 = util.global.load @emb_8 : tensor<40x4xf32>
    %arg62 = util.global.load @emb_9 : tensor<40x4xf32>
    %arg63 = util.global.load @emb_10 : tensor<40x4xf32>
    %arg64 = util.global.load @emb_11 : tensor<40x4xf32>
    %arg65 = util.global.load @emb_12 : tensor<10x4xf32>
    %arg66 = util.global.load @emb_13 : tensor<40x4xf32>
    %arg67 = util.global.load @emb_14 : tensor<40x4xf32>
    %arg68 = util.global.load @emb_15 : tensor<40x4xf32>
    %arg69 = util.global.load @emb_16 : tensor<4x4xf32>
    %arg70 = util.global.load @emb_17 : tensor<40x4xf32>
    %arg71 = util.global.load @emb_18 : tensor<14x4xf32>
    %arg72 = util.global.load @emb_19 : tensor<40x4xf32>
    %arg73 = util.global.load @emb_20 : tensor<40x4xf32>
    %arg74 = util.global.load @emb_21 : tensor<40x4xf32>
    %arg75 = util.global.load @emb_22 : tensor<40x4xf32>
    %arg76 = util.global.load @emb_23 : tensor<40x4xf32>
    %arg77 = util.global.load @emb_24 : tensor<40x4xf32>
    %arg78 = util.global.load @emb_25 : tensor<36x4xf32>
    %c1_i64 = arith.constant 1 : i64
    %c0 = arith.constant 0 : index
    %cst = arith.constant 0.000000e+00 : f32
    %c16_i64 = arith.constant 16 : i64
    %c48_i64 = arith.constant 48 : i64
    %c32_i64 = arith.constant 32 : i64
    %c96_i64 = arith.constant 96 : i64
    %c112_i64 = arith.constant 112 : i64
    %c128_i64 = arith.constant 128 : i64
    %c144_i64 = arith.constant 144 : i64
    %c80_i64 = arith.constant 80 : i64
    %c192_i64 = arith.constant 192 : i64
    %c640_i64 = arith.constant 640 : i64
    %c432_i64 = arith.constant 432 : i64
    %c160_i64 = arith.constant 160 : i64
    %cst_0 = arith.constant 1.000000e+00 : f32
    %cst_1 = arith.constant dense<1.44301307> : tensor<16x1xf32>
    %cst_2 = arith.constant dense_resource<torch_tensor_1_8_torch.float32> : tensor<1x8xf32>
    %cst_3 = arith.constant dense_resource<torch_tensor_8_torch.float32> : tensor<8xf32>
    %cst_4 = arith.constant dense_resource<torch_tensor_8_16_torch.float32> : tensor<8x16xf32>
    %cst_5 = arith.constant dense_resource<torch_tensor_16_torch.float32_1> : tensor<16xf32>
    %cst_6 = arith.constant dense_resource<torch_tensor_16_108_torch.float32> : tensor<16x108xf32>
    %cst_7 = arith.constant dense_resource<torch_tensor_108_torch.float32_2> : tensor<108xf32>
    %cst_8 = arith.constant dense_resource<torch_tensor_108_8_torch.float32_2> : tensor<108x8xf32>
    %cst_9 = arith.constant dense_resource<torch_tensor_8_108_torch.float32_2> : tensor<8x108xf32>
    %cst_10 = arith.constant dense_resource<torch_tensor_108_torch.float32_1> : tensor<108xf32>
    %cst_11 = arith.constant dense_resource<torch_tensor_108_8_torch.float32_1> : tensor<108x8xf32>
    %cst_12 = arith.constant dense_resource<torch_tensor_8_108_torch.float32_1> : tensor<8x108xf32>
    %cst_13 = arith.constant dense_resource<torch_tensor_108_torch.float32> : tensor<108xf32>
    %cst_14 = arith.constant dense_resource<torch_tensor_108_8_torch.float32> : tensor<108x8xf32>
    %cst_15 = arith.constant dense_resource<torch_tensor_8_108_torch.float32> : tensor<8x108xf32>
    %cst_16 = arith.constant dense_resource<torch_tensor_4_torch.float32> : tensor<4xf32>
    %cst_17 = arith.constant dense_resource<torch_tensor_4_16_torch.float32> : tensor<4x16xf32>
    %cst_18 = arith.constant dense_resource<torch_tensor_16_torch.float32> : tensor<16xf32>
    %cst_19 = arith.constant dense_resource<torch_tensor_16_13_torch.float32> : tensor<16x13xf32>
    %0 = tensor.empty() : tensor<16x4xf32>
    %1 = linalg.fill ins(%cst : f32) outs(%0 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %2 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg1, %arg2 : tensor<48xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg2[%80] : tensor<16xi64>
      %81 = arith.select %79, %c48_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg53[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %3 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg3, %arg4 : tensor<32xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg4[%80] : tensor<16xi64>
      %81 = arith.select %79, %c32_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg54[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %4 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg5, %arg6 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg6[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg55[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %5 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg7, %arg8 : tensor<32xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg8[%80] : tensor<16xi64>
      %81 = arith.select %79, %c32_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg56[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %6 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg9, %arg10 : tensor<96xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg10[%80] : tensor<16xi64>
      %81 = arith.select %79, %c96_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg57[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %7 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg11, %arg12 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg12[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg58[%89, %90] : tensor<3x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %8 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg13, %arg14 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg14[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg59[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %9 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg15, %arg16 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg16[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg60[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %10 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg17, %arg18 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg18[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg61[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %11 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg19, %arg20 : tensor<112xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg20[%80] : tensor<16xi64>
      %81 = arith.select %79, %c112_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg62[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %12 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg21, %arg22 : tensor<48xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg22[%80] : tensor<16xi64>
      %81 = arith.select %79, %c48_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg63[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %13 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg23, %arg24 : tensor<128xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg24[%80] : tensor<16xi64>
      %81 = arith.select %79, %c128_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg64[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %14 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg25, %arg26 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg26[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg65[%89, %90] : tensor<10x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %15 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg27, %arg28 : tensor<96xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg28[%80] : tensor<16xi64>
      %81 = arith.select %79, %c96_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg66[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %16 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg29, %arg30 : tensor<144xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg30[%80] : tensor<16xi64>
      %81 = arith.select %79, %c144_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg67[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %17 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg31, %arg32 : tensor<80xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg32[%80] : tensor<16xi64>
      %81 = arith.select %79, %c80_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg68[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %18 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg33, %arg34 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg34[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg69[%89, %90] : tensor<4x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %19 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg35, %arg36 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg36[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg70[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %20 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg37, %arg38 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg38[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg71[%89, %90] : tensor<14x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %21 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg39, %arg40 : tensor<192xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg40[%80] : tensor<16xi64>
      %81 = arith.select %79, %c192_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg72[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %22 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg41, %arg42 : tensor<640xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg42[%80] : tensor<16xi64>
      %81 = arith.select %79, %c640_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg73[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %23 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg43, %arg44 : tensor<432xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg44[%80] : tensor<16xi64>
      %81 = arith.select %79, %c432_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg74[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %24 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg45, %arg46 : tensor<160xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg46[%80] : tensor<16xi64>
      %81 = arith.select %79, %c160_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg75[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %25 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg47, %arg48 : tensor<48xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg48[%80] : tensor<16xi64>
      %81 = arith.select %79, %c48_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg76[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %26 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg49, %arg50 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg50[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg77[%89, %90] : tensor<40x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %27 = linalg.generic {indexing_maps = [#map, #map1, #map2], iterator_types = ["parallel", "reduction", "parallel"]} ins(%arg51, %arg52 : tensor<16xi64>, tensor<16xi64>) outs(%1 : tensor<16x4xf32>) {
    ^bb0(%in: i64, %in_30: i64, %out: f32):
      %75 = linalg.index 0 : index
      %76 = arith.index_cast %75 : index to i64
      %77 = arith.addi %76, %c1_i64 : i64
      %78 = arith.index_cast %77 : i64 to index
      %79 = arith.cmpi eq, %77, %c16_i64 : i64
      %80 = arith.select %79, %c0, %78 : index
      %extracted = tensor.extract %arg52[%80] : tensor<16xi64>
      %81 = arith.select %79, %c16_i64, %extracted : i64
      %82 = linalg.index 1 : index
      %83 = arith.index_cast %82 : index to i64
      %84 = arith.cmpi slt, %in_30, %83 : i64
      %85 = arith.cmpi eq, %in_30, %83 : i64
      %86 = arith.ori %84, %85 : i1
      %87 = arith.cmpi slt, %83, %81 : i64
      %88 = arith.andi %86, %87 : i1
      %89 = arith.index_cast %in : i64 to index
      %90 = linalg.index 2 : index
      %extracted_31 = tensor.extract %arg78[%89, %90] : tensor<36x4xf32>
      %91 = arith.addf %extracted_31, %out : f32
      %92 = arith.select %88, %91, %out : f32
      linalg.yield %92 : f32
    } -> tensor<16x4xf32>
    %28 = tensor.empty() : tensor<13x16xf32>
    %transposed = linalg.transpose ins(%cst_19 : tensor<16x13xf32>) outs(%28 : tensor<13x16xf32>) permutation = [1, 0] 
    %29 = tensor.empty() : tensor<16x16xf32>
    %30 = linalg.fill ins(%cst : f32) outs(%29 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %31 = linalg.matmul ins(%arg0, %transposed : tensor<16x13xf32>, tensor<13x16xf32>) outs(%30 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_18 : tensor<16xf32>) outs(%29 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %33 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%31, %32 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%29 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x16xf32>
    %34 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%33 : tensor<16x16xf32>) outs(%29 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.cmpf ugt, %in, %cst : f32
      %76 = arith.select %75, %in, %cst : f32
      linalg.yield %76 : f32
    } -> tensor<16x16xf32>
    %transposed_20 = linalg.transpose ins(%cst_17 : tensor<4x16xf32>) outs(%0 : tensor<16x4xf32>) permutation = [1, 0] 
    %35 = linalg.matmul ins(%34, %transposed_20 : tensor<16x16xf32>, tensor<16x4xf32>) outs(%1 : tensor<16x4xf32>) -> tensor<16x4xf32>
    %36 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_16 : tensor<4xf32>) outs(%0 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x4xf32>
    %37 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%35, %36 : tensor<16x4xf32>, tensor<16x4xf32>) outs(%0 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x4xf32>
    %38 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%37 : tensor<16x4xf32>) outs(%0 : tensor<16x4xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.cmpf ugt, %in, %cst : f32
      %76 = arith.select %75, %in, %cst : f32
      linalg.yield %76 : f32
    } -> tensor<16x4xf32>
    %concat = tensor.concat dim(1) %38, %2, %3, %4, %5, %6, %7, %8, %9, %10, %11, %12, %13, %14, %15, %16, %17, %18, %19, %20, %21, %22, %23, %24, %25, %26, %27 : (tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>, tensor<16x4xf32>) -> tensor<16x108xf32>
    %39 = tensor.empty() : tensor<108x8xf32>
    %transposed_21 = linalg.transpose ins(%cst_15 : tensor<8x108xf32>) outs(%39 : tensor<108x8xf32>) permutation = [1, 0] 
    %40 = tensor.empty() : tensor<16x8xf32>
    %41 = linalg.fill ins(%cst : f32) outs(%40 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %42 = linalg.matmul ins(%concat, %transposed_21 : tensor<16x108xf32>, tensor<108x8xf32>) outs(%41 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %43 = tensor.empty() : tensor<8x108xf32>
    %transposed_22 = linalg.transpose ins(%cst_14 : tensor<108x8xf32>) outs(%43 : tensor<8x108xf32>) permutation = [1, 0] 
    %44 = tensor.empty() : tensor<16x108xf32>
    %45 = linalg.fill ins(%cst : f32) outs(%44 : tensor<16x108xf32>) -> tensor<16x108xf32>
    %46 = linalg.matmul ins(%42, %transposed_22 : tensor<16x8xf32>, tensor<8x108xf32>) outs(%45 : tensor<16x108xf32>) -> tensor<16x108xf32>
    %47 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%46, %cst_13 : tensor<16x108xf32>, tensor<108xf32>) outs(%44 : tensor<16x108xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x108xf32>
    %48 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%concat, %47 : tensor<16x108xf32>, tensor<16x108xf32>) outs(%44 : tensor<16x108xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.mulf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x108xf32>
    %49 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%48, %concat : tensor<16x108xf32>, tensor<16x108xf32>) outs(%44 : tensor<16x108xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x108xf32>
    %transposed_23 = linalg.transpose ins(%cst_12 : tensor<8x108xf32>) outs(%39 : tensor<108x8xf32>) permutation = [1, 0] 
    %50 = linalg.matmul ins(%49, %transposed_23 : tensor<16x108xf32>, tensor<108x8xf32>) outs(%41 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %transposed_24 = linalg.transpose ins(%cst_11 : tensor<108x8xf32>) outs(%43 : tensor<8x108xf32>) permutation = [1, 0] 
    %51 = linalg.matmul ins(%50, %transposed_24 : tensor<16x8xf32>, tensor<8x108xf32>) outs(%45 : tensor<16x108xf32>) -> tensor<16x108xf32>
    %52 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%51, %cst_10 : tensor<16x108xf32>, tensor<108xf32>) outs(%44 : tensor<16x108xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x108xf32>
    %53 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%concat, %52 : tensor<16x108xf32>, tensor<16x108xf32>) outs(%44 : tensor<16x108xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.mulf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x108xf32>
    %54 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%53, %49 : tensor<16x108xf32>, tensor<16x108xf32>) outs(%44 : tensor<16x108xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x108xf32>
    %transposed_25 = linalg.transpose ins(%cst_9 : tensor<8x108xf32>) outs(%39 : tensor<108x8xf32>) permutation = [1, 0] 
    %55 = linalg.matmul ins(%54, %transposed_25 : tensor<16x108xf32>, tensor<108x8xf32>) outs(%41 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %transposed_26 = linalg.transpose ins(%cst_8 : tensor<108x8xf32>) outs(%43 : tensor<8x108xf32>) permutation = [1, 0] 
    %56 = linalg.matmul ins(%55, %transposed_26 : tensor<16x8xf32>, tensor<8x108xf32>) outs(%45 : tensor<16x108xf32>) -> tensor<16x108xf32>
    %57 = linalg.generic {indexing_maps = [#map4, #map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%56, %cst_7 : tensor<16x108xf32>, tensor<108xf32>) outs(%44 : tensor<16x108xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x108xf32>
    %58 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%concat, %57 : tensor<16x108xf32>, tensor<16x108xf32>) outs(%44 : tensor<16x108xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.mulf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x108xf32>
    %59 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%58, %54 : tensor<16x108xf32>, tensor<16x108xf32>) outs(%44 : tensor<16x108xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x108xf32>
    %60 = tensor.empty() : tensor<108x16xf32>
    %transposed_27 = linalg.transpose ins(%cst_6 : tensor<16x108xf32>) outs(%60 : tensor<108x16xf32>) permutation = [1, 0] 
    %61 = linalg.matmul ins(%59, %transposed_27 : tensor<16x108xf32>, tensor<108x16xf32>) outs(%30 : tensor<16x16xf32>) -> tensor<16x16xf32>
    %62 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_5 : tensor<16xf32>) outs(%29 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x16xf32>
    %63 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%61, %62 : tensor<16x16xf32>, tensor<16x16xf32>) outs(%29 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x16xf32>
    %64 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%63 : tensor<16x16xf32>) outs(%29 : tensor<16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.cmpf ugt, %in, %cst : f32
      %76 = arith.select %75, %in, %cst : f32
      linalg.yield %76 : f32
    } -> tensor<16x16xf32>
    %transposed_28 = linalg.transpose ins(%cst_4 : tensor<8x16xf32>) outs(%40 : tensor<16x8xf32>) permutation = [1, 0] 
    %65 = linalg.matmul ins(%64, %transposed_28 : tensor<16x16xf32>, tensor<16x8xf32>) outs(%41 : tensor<16x8xf32>) -> tensor<16x8xf32>
    %66 = linalg.generic {indexing_maps = [#map3, #map4], iterator_types = ["parallel", "parallel"]} ins(%cst_3 : tensor<8xf32>) outs(%40 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      linalg.yield %in : f32
    } -> tensor<16x8xf32>
    %67 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%65, %66 : tensor<16x8xf32>, tensor<16x8xf32>) outs(%40 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x8xf32>
    %68 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%67 : tensor<16x8xf32>) outs(%40 : tensor<16x8xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.cmpf ugt, %in, %cst : f32
      %76 = arith.select %75, %in, %cst : f32
      linalg.yield %76 : f32
    } -> tensor<16x8xf32>
    %69 = tensor.empty() : tensor<8x1xf32>
    %transposed_29 = linalg.transpose ins(%cst_2 : tensor<1x8xf32>) outs(%69 : tensor<8x1xf32>) permutation = [1, 0] 
    %70 = tensor.empty() : tensor<16x1xf32>
    %71 = linalg.fill ins(%cst : f32) outs(%70 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %72 = linalg.matmul ins(%68, %transposed_29 : tensor<16x8xf32>, tensor<8x1xf32>) outs(%71 : tensor<16x1xf32>) -> tensor<16x1xf32>
    %73 = linalg.generic {indexing_maps = [#map4, #map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%72, %cst_1 : tensor<16x1xf32>, tensor<16x1xf32>) outs(%70 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %in_30: f32, %out: f32):
      %75 = arith.addf %in, %in_30 : f32
      linalg.yield %75 : f32
    } -> tensor<16x1xf32>
    %74 = linalg.generic {indexing_maps = [#map4, #map4], iterator_types = ["parallel", "parallel"]} ins(%73 : tensor<16x1xf32>) outs(%70 : tensor<16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %75 = arith.negf %in : f32
      %76 = math.exp %75 : f32
      %77 = arith.addf %76, %cst_0 : f32
      %78 = arith.divf %cst_0, %77 : f32
      linalg.yield %78 : f32
    } -> tensor<16x1xf32>
    return %74 : tensor<16x1xf32>
  }
}

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_1_8_torch.float32: "0x04000000145F813FA943D9BDEC40C7BDEA05AA3C46A3633E39DA43BE2E5605BEB0F73BBE",
      torch_tensor_8_torch.float32: "0x040000001F3671BECB56F43E35BD2ABD26197CBE8B44863ED77C743E552E063F0DC8B7BE",
      torch_tensor_8_16_torch.float32: "0x040000008EF7EB3D8000B9BE78D69B3EF44C89BBAB2DCA3EA606B3BDC1AAEFBEFC2505BF2452A4BE9A818D3E8D81DABEFEEA21BC73CD52BE6D0CC83E5448883C4D798FBE950B1C3DB6A1BC3E4D2FD03D6EE59A3D7BC8E4BEC7B4913E04EC423DF17D8D3EC7FAA2BDFA2A2ABEC7A3D03E7383A9BE51D26CBE1329713DED9428BF8299F8BC5581C43EA4B4A7BE8803E5BE2FDCFBBD0A2CB53EAB7B23BE955CF7BE45F0873EEE9D51BD0DB6573D36584A3FA6DCA3BDE9CB03BF0281813E36E9C93EC668093D4F26313EE72BF23DDDB1313E8B7B073F097BF3BE45A162BD7F960F3E9346A83E7FE0F0BE62FBF73C7F23AEBD000990BEAF09CD3E4EF7563EAC83B83E92819E3E2BCBB23DE7409ABEA88EE9BEFF4D733DACC8683AF33C91BE78AC023C408F1ABEE916E13DBCDE273F50822C3D0ACD2F3EF8552A3E19C7033F06A1D3BDB2A099BEEFDBEFBDF40E9ABE8B5B783EC54CDC3C44F2DCBED4D2253E907BEBBE037C7CBEAA0B1F3ECE68F2BEA317643EF3579CBEE6FF1BBFBE211B3E1D8C4F3E611DE9BD7287C03D9487B1BECD15463EE1950E3FB21FA2BE69199DBE49D11CBE867BCC3ECACB7ABE6C41AABCE2521DBE0B934EBE19304DBEAB293A3E150602BEA3B1123F436B31BE033BEB3E1514903EF0478DBE919BA03EBB846A3E72A9AABD1D7189BD4E0F783E80A5933C5902453ED0682B3E099FC33EDA8A00BEE77E85BE4628C83E",
      torch_tensor_16_torch.float32_1: "0x040000006CF9933DE07CA8BE9202343DFC6F933EF8220CBE763B8E3D9749A1BCFF632D3F59997B3E628797BDB235EEBE8C30F23D20B38DBD788EE13EAFCDE53E8997BB3E",
      torch_tensor_16_108_torch.float32: "0x04000000CA70FEBCBEAEDB3B5A80473DAFC2ACBD4C6804BDA05816BE079904BE1B371ABC21C9003E260F28BE21B50B3EA0AE06BD6650E2BD2E71BB3D0DC217BD5793BE3CDC3FC7BCBA62B7BC828AC4BC4D49893DB265D7BD29F3253E44D3E93DAC3EBA3D699C4F3DD402E63CEB54223E3117E03DC239093D22854E3D761E4E3E5DE5543E9FB53D3E5D29A9BC880C403EFD5EF6BC04BFE93DDD789F3D30A58ABBA67CB23D094ED13DFEABF9BCBBD29B3C9CE2F3BDF79BA53EEFD5C6BD8435773DBC3E883CD04A073E455480BD2FDC023E6705343EF741333D749B28BD97C1A23D998F15BEE780AC3C84662B3E2E5DDE3C107591BE86B4BABD9C37A8BB9C0755BDEB9377BE557620BE945CCE3D86C8CA3B3B51ABBE6213003E72D1F0BC59446BBC010D29BE4B44733D5131BCBDECDE2ABD252916BE26A78DBEBAA72A3E55490EBE1719CDBD85F409BC813FB73D2A8E97BD447C7F3D93286D3E524F503DB0C7AABD16B2153EFE2DE3BDE7A05FBDE54C8F3DD25A5E3D369D4ABE1BE8843EE424A03D2DB62B3E55A86A3AE0B5413E086A96BD4757E9BBE5C99EBBDFF7C43DFB1532BEACDCE23D669A34BDE77396BD18B4163D60E97EBE4C539B3DC130DABD67D9553DBCB3863D500FCC3E493BADBE99E8EBBD7BDD7D3E9447FEBDDC87CCBCA57008BD7A57A4BD65257F3EF9861AB831BC63BD7DE1323E41247ABD91AE7ABCE254C9BCD6886E3E3BA166BD1EB92CBE41C4AA3DBA5C03BE4B6BB3BD37471A3D101533BDBCDC22BE188753BBC1ED13BEEC93873CF2CA18BE225140BD2963683E96B2E0BD0F1C1C3BC251093E11980F3E13AEA93DB4EBB0BBCE27183E0D5352BD5BE7853E7911DB3CD3974BBE1A3FA03E98856EBD45BF663D6D3AF03D98B3063EB04EC0BDA0A689BD4805333CFBFDC13EFDD0743D6366AABB55C9FF3C8F14F93DE95A683E9E2D7ABCF6F59FBD59599ABD6DBB97BDABACE73DD376813D8075B93D62D4633EF437E8BC40E70E3E2557713D18086BBD2D9A7CBD7C2424BD5950483C05F2F63D65D9053E6DDF253D758E093EAB9C0B3DEE5A363DE4D37FBC5036823EFB7C543E61917FBDFB87E23D93F6F93CB5F8EBBC8F83C03D8CD6BB3CFD4CA63C5E79EBBC99AC42BCB6CE2FBE2155ACBD2C352ABCEFBBE43D009C503ED21B3B3D39421ABE71DFBDBD84F45E3D2B7680BD7C130FBEB5F81FBD03F8F2BA8B9B553D8E9EF0BDEB1B93BC4E19A53DC582B33D54B1133E91FB883D7976693CC5468B3E2A45C7BB6A21563E5B5287BDFEB9163E9AB63CBEE7AEC33D1701A9BD985524BD7EE206BD31C69DBD387FB3BE15E57E3EB9F747BD32BB33BE26841D3EB9AB583EE61F0ABC9838D9BC94AE1FBEF9F24D3D6B2803BE368F793E1A20A8BC10BE8A3DB096E3BD305799BD4A1A483D743F0CBEBC5EDC3DED40D1BD3A3C203D4E84EEBD97CCEB3D1A303CBEC9B813BC6EC96EBCBCDB77BE2D83CEBDCE93813CF1670EBE4B6F14BD3FE2B0BE1097FB3B0743F8BD0B6519BE6434D0BD554353BDD39991BDA7B5203D1BA4E63D8F9C653D1245FCBCC6481E3EA606F8BDCD4A60BDA47EC2BE33F04ABB75EA86BDB84A133E01B679BDB87B9FBDC830953E4276593DB625CDBD56F14CBEFFB02EBEF8A8113EA343C23ACB1C863DB96D2A3DDC81AEBD756099BD3F72CA3D932C13BDBF163BBD127014BD1195083C38A92D3E4F273F3DDC64EB3D744A09BE7C43FFBDF619223EB0B26C3D05F51C3D0773CFBC4F064C3EAF7F3F3DD89C4ABD4CBD4DBDB51111BD4DA6E63D56F0A63DA49F903D7236783E0E79723D15D43D3CD3DAB63D315E9E3DC35657BE863204BE881DC93D9E81E33D9722FDBC7CEF62BDA6F529BECEDF9D3CFE8C2C3DF9E6AE3DD5004BBD204A93BDA4F6003E866668BCDA696E3C555053BEB90F77BDEC052B3E85022E3EB6AC02BD7E88763D0AA3103CAD4F873E2406A6BEA5441DBC72C5D4BEC4AAC23DB87E4C3EAD5A5FBC60559F3CA24B853DD3171C3EC8998ABE07C533BD603B243D606547BDF19CABBD98DCE9BDA86916BDCC75F73C8E3A173EA5D0513C5128ECBD1F52863CCD150A3E70C88CBD56D630BC6A73C93DE025A0BDE7309BBC0148573B169B843DF6B17DBE378BFE3C96BD58BDF15037BCD0E1013EA1B68E3D470B923EB11E853D96217EBE0B189EBDAF39453D84A64B3C27C2233E864170BE55895E3DDF75863CA55FDF3C06A5C6BC12FB06BD74A03ABEBFB66A3EE77EFCBDCFBC013E14FADDBC102BACBC9276733E183FCBBCDC26153E665370BC61A2983D7F2D4CBD0A7A04BED3C0BABD80EAD03DE0696F3DB751343D0B9ECDBC8FF0EB3CABBEE83D44FEC43C5D50D93C4FC835BE32C1A0BDB7A1B1BD252AE4BD7743023D18806B3E92542F3E37698D3DB3B7FEBDDE8B9D3DC618553E6BE40CBEB08BCEBD6465AABED17048BEE1FE7C3E55C37D3E6E8ED13D3353563DA3658EBD673ADD3D5F0DBCBC05BA813EC1ED003E2D93083E8E44BA3C152BA0BD7AD11D3E5DC04ABDCBF72ABEC684223EA981D93D8F38C03A10B4803D4713A83E4E5498BE587212BC58616A3DCA8A0DBD0820D5BDF638473EEAA9963E4CF5023E7D272C3E5E66B2BD440D03BDA50B453DE950DF3D1E1503BD422B323ED2A1493DBB19EF3D1C90513EF4DAA53DBFF8E2BDF93F1EBE09309BBD56702ABC6A87BFBB7D4D5CBD7BAA193DA9645F3CCE8A933D035263BD671F143E936D94BEC189333D42E7353C48409C3D1E8A683E346BF03DC652E53CEA9556BDA2ACAF3DCB90E0BCCF9E5EBDFC58183E92B7123D4276593DF5735C3BD725D8BDF05C84BE5454833DA046B23D461DEE3C72520BBE810C73BD21D2F0BB7C463BBE6A4297BC37F3D13CD545C4BAEF9619BE28AC2ABD7F41B5BDDBFC23BEF3912FBEA70925BC55F0C2BD2B10843EDC19733CF4BE133D8FAEB8BB3920AABD60F2D03D9487883D598C9D3D1A695A3D1B1069BE09A8943D97C9E9BCE38C563BE40FFE3D5EC113BD95FF23BEE4CC713DAD8A863E8DE325BEE7642E3DAD7A3DBDE1DC203E931E1C3A86C728BE0B1784BEBC2C3C3EDEFD2FBB386CC2BD184DBEBC4F4961B94FACD1BDD670E8BC4C57BC3DFC3323BE61940C3ECA90A4BDE4D7003D22C6403E607704BEDBF384BBF08B663DD2D0F03D1C44D3BDE45E3C3E5C307CBED9B1F33C16E20BBED9B7ABBC9BA6CD3D750108BD9659043ECA95CC3C73A8A73DE258873D82FE89BE34A9533E146946BE2FB1E53C2FFC293D70FE57BEFA0E02BDB5B194BDB7EAE2BD34851F3D1081EF3C974E2A3C63FED93C4A9330BE8E93573D49211ABE96BD5BBDD3C58FBD6CC634BE3654953DB4BE4D3E341F28BD82A8B43DC9FACABD1CF38F3D8BD8563E90D9C43DFE360ABECD8B573CE87B3BBD1F690EBD569A773E50D390BDE41DC9BDD10EB13D6B41DEBDE1EE0DBE919486BEA2172BBE418CA7BD1D6DAFBD479D6C3D901CB93C0966413E9637893DFA711ABDA8E7613CF96E903E6882D73C3185D53DDEDB383EB67B85BD8350D43D4017793DC65823BD1A40413EDD96DDBDA9E808BD489B23BD610C2CBE3F470E3EA965E0BC72D620BE1F48A2BD53CDC8BD1897363EF87CA53DD8FB1D3E5FE2DA3C80D76D3DAE1EEEBDFA9CB23DBD1B3BBDA7A9803DC7008ABC7CE00ABEB0C0473E3FC547BD2B5C8C3E4C72B23CD55A6E3CE33CA03D12BCB93DF354B63D4315063C28348F3D9D9AB9BD544919BEDA11693EBB509B3DC3A1543C3B1B40BE76112B3EF2FE3D3B463628BE6A4E27BD6D2FCF3D53E3073DF75F1B3EF03BDBBED8E1143E0DE589BDA8B3473D392722BDC650953D398EC13DC235103E68E0D93C3E9EC63D1C08853DAA06A5BDD6094CBB75A11A3E5B3C86BE8049443E991982BC1305033E1247B4BC55403ABEA70E4ABEE886A7BDE43237BE98ADD23DC08744BE8E7870BE5EFCE03DD787F6BCC67F04BE0179B9BDAAF0E3BCE8C36ABC820962BD7E79A9BE53A2F0BD26E739BE8DB508BDEF46253DF2F455BC0A0B20BDD634F5BC4C3E80BE723DBF3DFB02B23D9E13A53DC5EBC93C7740F2BDF1BD44BD29E81EBDD445EABDFF6A413E58A9453D1AF0513E2B7CFB3D2F2C043D6E4B18BDC7CA633C281E81BDD0E7F2BDE055FEBDAA3F1F3D229524BECDFCB9BCDC6439BE98BC1E3E004B82BC6D98E5BC2A38033DD43955BD4EA030BEDE7074BD91DB3E3E7BB51B3D5E52133E230BA33EA025063DE180B8BCB0E9263EA0791B3C184006BE4F8A2CBE50E3B5BD3363073D0D6131BDFD9A47BD346E18BEA0C17BBD3D7E173C74AE6DBEB5EAD9BDA86D8C3ED1590F3E1C31283E4D9885BEAFCF88BCC0BE793D5886E0BBB23DE13D8B1C4E3DEC37963DF34C063EA66461BEFD5B333DD52C18BECA50643D8EC82A3E5E7E26BC53414FBEB53F32BE7104C1BBB1CBA3BDF4AF503EA5FA17BD41E66F3EF4ADBABAF42110BE1A06913E464C1ABD809F423E269C403E0F179ABCF037B53DE96F003EA5CC343E97F907BD9BF50BBE9FDF173E57BF9A3D73DB71BE015C0B3E6DC332BE5F5D37BDF8AE98BD0C5E0FBD2F446EBB12BEF1BDD618063EFE86923DD10FA83DA359263E21BD243E6343DA3CDA95D03CE6E191BDFB8F573DD99117BD8D6E61BE40116E3D393505BE4B8B413E39AF713EF701C63D6D6706BE4846483C669203BE9F62C2BD531CE9BD071776BCD1585A3CFF8916BC6D25223D031E04BEDAAE123E4E87093EE04F9FBDC0C15F3D1D70A7BDADABD8BD7A1BDFBB5F29F63D98A3FBBCD221133DC65D173D239E2DBE65FDB8BE40E439BEB90F9EBDABD4D1BD27EFF7BD1E156CBE789DE63C6BD8073E8776313E6E04923DA0D5C6BD2F08883D58D070BE4A50E53D21F1E23DC736E1BD604F163DA7A1213D17EA903C2F596A3E7139943C95C31CBEEC891ABE1AFF113E5A994FBE6A36CB3CD1DF4ABE978A943DECCF85BCA4AF023EE30441BE9A9442BEB9A21ABD8C4392BD44881C3EB61870BC2591AE3BC71D20BD96E42D3E41EC8FBEDFA7C8BCC25233BEAA3956BEFEF4743EB258263ED166003EE4ECD9BDC3D3813D259F793DCE658D3B2114AE3DE2F5133E65C9C13D75B6273E9A560F3E1D4D06BD563C9C3DEBF516BE4CF150BE97800C3E4259E8BD400B213DF1C5B5BDDE319A3B838B2B3EA3E6223E2F6F8FBC6BC1863D23EEEEBCB577833D073A00BE8525F03DEECF523D9210C3BD273E193E86C846BDCF5829BE05E034BB74BA063D6C07CB3DD13992BC2897103E548E583D54AABBBD553DBABC87AB3D3E9E8B6ABEDE68243E5851AFBDECD8DF3D38596EBDFD34E43DDFE6B53DF3186FBE8EDA64BE1F325FBD6C9514BE47C808BED60FCF3DC6A78FBDD2A9B3BDF4208BBDA2ED10BEE95491BD314BE8BD35395A3EBE762F3E77F51D3CE2F71B3E8D5DB03DD90BB7BCB76A6BBBBEF99ABC50A15C3E6CE7023E1E564ABDC40A02BE7F29EEBD4CD8863C4A3F8B3D1DE92D3D8295E2BD99A7EA3CF43DD23DBEE884BEE1B30ABE25E30CBE673187BD7F00E3BCA0C0C7BDAB255C3A95DCB5BE0811703C5DA8DFBD39DA583E87C951BEC42D2DBE3C8FF0BDBCD51B3E8BC63ABE376C773C69A10B3E967EEE3C406336BE32601BBC8CCE86BCCA8F3FBD4EFDCFBD98ADAA3DC04CD93CDACCFC3D1124E23D4376D0BD3AD29CBD4C78663E0EE98EBE4ECE273E45AC4F3ECADA223BAF2A993D8279C73ED13AD9BDB9BB143ECA30A03DEB8081BDCD70083ED0B8C83D4A5F86BD5870263E81F86ABD3DC1C9BA08C7243D239E6B3E8C4E343E3DD4FD3DE58EFDBC63DA123EA10B61BE76F5D7BDB4FA0A3E47FFD33D1D61493E63734C3E91539ABC623E0FBE668A3FBEEE20873D4B37873D8CDD963E01B8CFBC000EFA3DA0A1963EC97AE63D30CD993E54F1263EBA5FAEBDA9C21EBEAA77C53C7859FE3D1A9821BDFAD8253E16C1513D7E5562BC3FD93DBCE814F3BCAA5B3EBC7D078ABC62CF883DEACF28BE1B0C89BD1C5309BE7A5169BE68413DBC75FEAFBE33C13BBE0026AABDCE615ABEC976E5BB1A9DF93DC48ED1BC5BEE1DBE7756F23DF57A953D4FE625BED06AC63D114896BA7769BD3BFD013DBD66BB97BD77F0DDBD3284BCBA186AA9BD753874BD18D87C3DDD511EBD647332BE2D56FBBDA9C1E83D5197513EE71013BCE8BB4CBD1E8B51BDB79A173D3DC01D3BDEE79E3E12D196BC5ACB7FBCB447913DF1E2103E84CE54BDF5BFC0BD4971B93BB845CF3CCC5DDBBB0B7E713E5CA6A33D4D232C3EBA03183EACBA45BE62B2ACBDFA49BBBC1DF9283C5B5AFD3C0285E4BDFAA0803DC3DAFDBDEC91A23D95B0313E672A0E3DA006203D29AE933E676A8E3CB875ACBD543FEABD974A83BD4EEC503D220CAABD841BF53D0BD799BDB6B213BEF9FC94BD99BC503DEEE0FABC0401873D4CCF853D1A16823EA472743E4AB4563DF608F93D8FE0FD3CF0A4A7BDBFCCF43D3D8245BEE3A2CB3ECEB983BDA98989BD7DEAEDBC5B6177BD838889BE56BC503E1CFAE6BD462E0EBE2D1CB3BD49374E3D666B223E7E58133D8AAC6F3EDB40263E2BDF29BC998102BE8D32F83D6975433CAE90443D44CBA23D55A5E33C08ED20BD185DEFBDBC743E3E9D2CA13D41DAAD3D0A1AA3BD5560B33D10E5F5BD716BBCBDB8CC463EE3EA823E1A65DF3D2C3674BEF190973D81F207BEB7C5B73D6D933C3EB43C68BC490767BEB6FD17BDDAAC0BBE18C737BC47776BBDA253443E7F4C94BE1C3CB1BD766D5ABDDA02B6BDFF4A84BCD4C1443D3334703EF72728BBA5E779BEE8D4A7BC8FFA5CBD7E77F73DA68F05BD899D233EC0CC39BE8CAD95BE2F948E3D326F1D3EEB39A7BD0312833D1FF108BDDE58853E5E0D023EFACC173D9B2AC13CFBBB4F3E45FFBE3CF1DFE63C7936643C4E94823D61AF9C3E4E910BBD39F3CB3D8F06F1BDBC5E2B3DA08758BEC0BE4C3EB56E003E1B55573C159E1DBEBF578E3EFB9C733E513310BEB332B5BD273CAABDA4D695BDD9183DBDDB1EF63CA4E91BBE08A5003EB0A928BC404A72BBE5A4363E295F1F3EBA96233CE51555BDB11F593D1A2E15BDE3880D3E088C27BE06F86CBD3EFE64BDF20BFEBC17B8983BC82165BD929725BE079213BB975BED3DC6C88EBE7950863CD5E4BC3CC334023E4E1296BD20A9053B88699F3D8F3760BD236111BDDCED23BDEFB72DBE6AD9973DBFFB583D8283163C5339E2BD71643E3D33BBDA3C39728EBD2B593DBE90D16A3D348194B92872B73DFAF91ABEDA1DA3BEEFC82E3D2106D0BCA6101EBE764B88BD4C1951BDDEAFD2BDC948AF3D47B061BE559A7DBE9B8D91BEDF9B313D1C12CFBE41E8D13C47E2263DDD4989BCC4BA363CD412CB3D0F7383BD2A5A86BA12DA783EDC043BBD0A2813BDBB53C23DE55E1B3D09C6B6BB7F49D73C5C6FA7BD3810DA3BC540023E12DCEF3CCF1017BE635FF6BD5ACE4ABE205E0C3D927D083EB75AA2BDC7C33E3E684885BD175A4EBED344A4BDD5B8103D0C8A473CBDDA96BB1B0B3ABEC4AE573DA3CA98BDB0852FBE2E60DA3C2907A73C0F17E73DDA3D2BBD5EE79D3EED730A3E8101D03D9C3F4ABE9C7E8CBE53CB45BAD8BCDB3D7474223EFF55F7BDB02B613E1B5627BEDC5AC5BD5051C2BD849FB53D897955BD848F203E8ABBBEBDC0AB4C3EE4517C3C7DC693BDCD809FBB1602CF3D63CC95BD9E2AD2BD4AE1FD3D3D6B1F3E47832E3EA48E25BE3FD33E3D0CD7A43DDCB44ABE1BD66B3DDE35A73D61C1733E350511BE7A6D0BBC9525A83EF0BEE4BDCD3F87BD769080BD79D142BE8FF8DF3DE4F99D3EE01DA83DAE3FF03DE59B34BECC1A04BDD3D4CCBD7D721FBE279C58BE6E9AAC3D77D606BE29FFAF3D8BCB923DFDA4253D8FAE0DBE36CA393E337ACC3DEE96523ECEA32D3EEADE613D46583B3EE536233D42230CBDFF8CADBDE7495B3C359A683CAF0260BE7A96063DD759273E059F89BDC547983E2091CBBD27B06B3D376B203EBBBF1E3ED667953D0BA0DA3C86DA983DF96027BE92A230BD0747F8BDF4B0913D0A92533E1F5E7BBDF099233CEA85753EC77131BCEEFE233DDB96F63CAD1F2E3DC0F956BE29E7E53DC0469F3DFDA572BE56857D3E9B9C54BCD16330BE820B6ABCBD43C73DB08BADBD1878A03D8792AABC4E6BE23D0BFFFCBBA5E77F3DBCC2D43D9C28143DF4B8B13DB4F6913B1537373DC0273E3E8C3575BD83207A3D129592BE00541CBC4844CF3DF1E16D3D28B2D7BDBD0F533CA867BEBC95CFB43D151C973DC8F3C9BD5807913EA93B04BE921AFC3D98EC28BD08D0F23DB70B583E5660083E6967F03C47FD333DAAB127BDD8B02ABD3FB10C3E79E0D0BC7F5B673D2F453F3ECD92853D9E1602BE86D6FEBD324A2ABEFBE100BEA22ED3BD9E6C773D9788ECBDF18785BD37656EBEA4C7FFBD9494E4BC5972423C54D51A3E694669BCE9A5493E933778BE7F35083E18F820BD864A083EEEC7213EF4C3943DF2F6DBBDC060113D7CD2EB3D85FCAFBDEA67A83D9EDCFB3D5804AA3C748F08BECB89AEBD2063C5BC595EEC3D527B9CBC92A9DABD32761F3EA828B63D4B24113E4C2A2FBEBAB621BED41B973DB4FACD3C8D949DBEBF99E13C3E7FD1BD063FFA3DD2B4C83DE4EC723DBC6616BE654BEC3D5FF786BE04FB00BEAE7F66BE8854B3BED279F8BD4307C43C6C965FBD80B20D3EE19980BE4608C0BD5EEEF1BD0CC1103D22D1B6BD4DEC823D89671C3C81F49F3D3BACA1BEA446703A6007E7BD4D848DBB2FEAE1BDED36D03DC58FB5BDF916F63D68B51D3D4E6EE3BC05A0813CF6CDD4BDC18237BE0C5B35BE23C3EB3D3CCEE2BD7ED8EE3C318F83BD0CC4F63CCBB5723D93701B3D05C7343EB5DB2ABE06E14BBEC37C1B3EB1BAFABD774685BDB3FC9E3E9009EC3D6A88B3BED951CA3DA658183D95CB88BE68DF053E88A9093E013C04BE0A7B3D3D3221AD3DE116F7BDA76A41BD43D7C83DC5AEAE3DD83EDBBC991C29BE7BA2F2BD9FEC443D6365D1BD41EB343E090E8DBC3B1938BE3317D4BE732F7D3BEB56A43D0DF404BD611C1BBD73EACCBDB526B2BD0A6108BE5F5A013EB77368BD7D65113DAB70463D7DA8963E91AE00BD9AADC1BBE3CD193E5489113E3282233E606D3DBC8B6C45BE0818AABD6DCAA9BE54A956BE2E3B893E13BDE33D97AF8BBD999BAEBD03CAFCBD380BF5BDCCC92B3D66C1D43D2452ADBC8CEE1F3E41B9A3BEB68AF83D1C89723E72A0A83D3ABAC2BD9D766DBD3E5C2BBEE7B0F9BD9E746BBEB2A8F43C486867BDDE33473D3AA49E3D3C17DE3CE2D8E7BD33BFF5BD7F3BA73C52BA07BE516E603D59959E3D625FF8BB9ED7733C82FE01BD3EE99E3DD7EE67BD8EE187BC5A33943ED2CCF7BD01A704BD3C32993D7E0C7ABDF2FB0E3DEF2FAD3C7E1F5F3D0739AC3DBE8C7E3E92C3D83D835CCA3D2BB7073E561A083D7A7A6E3E45FDA6BD8DC486BC5C62AF3D00F0573B1A9996BDEA9077BD716F07BC194A14BE161EB2BD491324BD5218C3BDBF16D93DDC1198BDA659A43D777F48BE99EA4A3CDBBF503E10ECA8BDE6655C3E61155E3E11974E3D2D8FABBC1199BE3D4CDA8ABE342EBE3C18DF023E5A873E3DED9009BD8E534C3D81285BBD239164BD1C84783DEC9D9BBCE6E525BDE07945BED856273E42B30DBED7A2C9BDED46AF3CEAB15DBC37BA32BEC3868BBDBAF5FEBC0C221B3E2653CFBD2C66F8BD75BFD33CDF538DBD3BDCF4BD8E367C3D8E5EA7BC274A9ABBCBF20D3EFA2BDA3B9F3B69BD12CB4ABEBE8321BE2D1875BDB50C80BD58C629BE5B3658BD352C3DBD4A3156BEBADAA2BD4A7D4CBE128555BE71AE0B3EAE5A933D3FA187BE4FFF18BED7858EBCC5F582BDE098D7BBBA52DFBB87BF443D2F984FBE81C651BC",
      torch_tensor_108_torch.float32_2: "0x04000000ED7FC9BD9E43403D799CB1BD130AB73DEAA5E7BC0B554ABC19392A3EF1E3FE3D48AC3C3D7D27BABCA680EBBDCD93BD3D47CD92BBAD638DBB323B49BE8814D8BDBB9C44BE6B2CD43BD92F3BBCB05334BEA7FAB9BB9472B0BDEC6770BEF0314C3DD8043C3E662E80BD35A8753D279353BBE72121BD3F15523E6E67E8BDA09E823D2BE6FFBD954BD9BDEB118D3DEB14C4BDA31CD6BAA8E855BD658BAB3C51EE8EBD57AC3D3D91A0B6BDD20B59BB848D0CBDFA48DFBDEC4207BE1C6076BD1E306ABE18A3633E441BB43DE36B283DCF83283EA35A5ABEF8178A3DDD621BBE99E3023D1440C6BB9F7220BE4FC6823D43E6DE3DDF07D63C59508C3CBB50813C099903BED38DB0BB4C9D8B3D48CFED3CECC4193E3606993C117EB2BD0090223D5C70803D1FE338BDAAC76C3D7261A13DB1C466BDDFFB9E3DCBFAC73D4FD1E9BD56A72FBB7C90983D245C1D3C5D9F9A3D34EE30BD49C4F5BD5E02493C5D5042BE1AD0D83C2B2E133EE5C6183DE51F23BD10F671BDFEDC5EBB679C4B3ED26D9B3D991032BCD3DA0CBDDC9EA03CAB83363EDC2BC7BD1A4388BDAEA851BD4873C5BB3A58023D2FB13F3EC3F8883D680622BEB16608BE",
      torch_tensor_108_8_torch.float32_2: "0x04000000F021AA3D5626953C54F806BE018E83BC6937F23AF3336DBD708E753D49E7A53C9B74AABD64F42D3E07724ABD3B1F083D4D4D6ABC9251C5BDA1BC963DE349053D54C2C53D72DF803E8A65243C0925D5BC1F62C0BEBEA9903DA951B0BDF84EC7BDED1998BD9390763DA06D10BD8F3C07BD4CBA24BD81FE69BB63BB2ABD7C12C1BDA4E40FBE0E9AFD3D19E7823DBF169EBBE497B1BD2821673E1A2359BD3969B43D327A21BE142F113EC772BB3DB705ECBD1FF0323C60030ABE69152BBDBD6B2CBEC5DACC3C6161083EDF4CAFBDDE5551BDA936283D08866FBE451C853C210A7FBD0220743B3EBEB7BE31BA10BED55134BD90A1CB3DAFA832BEA9C434BE3A912EBDF32A8DBD5C7BF83C98BFD1BD66DDDA3BC9B90BBE6B0EAA3B962BEE3D4780A2BD286589BD6A5E3A3EE7BDE9BD514E12BECB8F5BBE4DD2E9BDF56C97BC000483BD318B903E3516E3BDFF7A02BEBE609FBC8910193E2C1280BD61C4903C3B9AAF3C9FAD75BD970C21BC1ACF21BEC7E9ABBEF4CF7CBD6613E53DB6312EBCD9FF0FBEDB4625BD4733293EFDF707BE39A79F3B4B20143C10BFEA3D7AB0B2BDE89A1A3EB59780BDCE6CBA3DD28A0B3E9ADD643E75EC6B3E7C2D04BEE81E413EC0324DBE7C168FBDE56D0E3DFCED31BE727E043CA923843D9998E93DF969BBBC7B58273E5B69D13BFF4BE13DD7EB073ECAC6783E44465ABCBDC9973D6AAF4CBC088CC0BC1E83E1BDDA41063E52A0FEBD689823BE1CC8AFBCA1B193BD14A7993E623D0C3D0A44943ED37F3DBEF591C0BD5F44363EF414AABD78E1B5BDB1C98E3D6483BCBDC52FBDBD9CFECF3DC2BF18BDC701953C332D1A3ED781273EDCDBE63D0A1D863E2C7243BDE7EBF7BD149E743EA55B4C3D8DF50DBD783F8FBE9ED20E3EC895E43D8930C2BDE519563D2AB2F93DFC5A33BED9B7CA3D59C0F03C8379F3BD6AC556BD56045DBD4C77BABD58723CBD641A7EBE6E97C1BC6A32733EB489393D8D47BBBDB63A803D4BA1B03DC8C7853DE05A123E160206BE44A4083EA0B91EBE3DD6B03C358D56BE35DF083D7A9467BE9A08CB3C2D2EC03E76406EBE6BC4663CDBB0DB3CB67BC3BB22C8A23D4ED13BBEBE31583E377D873D95D2B93DF29720BC8C6CDF3D733137BE52FBF53DE667A2BDAD65403D6AEFC13DA4EAC13D3AB1EB3DFFA36B3D44E632BE99F4103ED7C52D3D78CE1C3DECF139BE001A84BB3701843DFF786C3D3194C13C124A173E460E0DBE02582EBE8BE580BE3D49083D37838E3D574DD53CE333983CB34389BE2F49803D626327BDADF7693ED15027BEEA2A14BEBB2D3D3D62AD79BEB1D5D4BD97D73C3EEFD86C3DAD3F59BDD803703E53855D3DDB30123DF3C090BDD3FE2E3EF58E60BEA919293E5CE0003EBD9BB53B3F2E883EA20C153DDE183C3D86C7E4BD62ED7ABD44C0A53D1714A33D77B52F3D6197203D3F862C3EE316F8BC5EFA4B3D00424EBEB516E53D360F11BD6936593ED791A53D51FF7A3DC0E571BEC85F49BEB4746BBC1309B0BD80F18EBD021146BD53A9E5BD23FDE93D25E35F3DB973543E33B307BE27678E3E9A8B94BD940ED13CC133833E8862123E196C4FBEF1E4E63DD0904E3E9C056E3D4B77B23DB35801BEB0878BBB8A4884BD19CE33BE4093D8BD98046FBD68E6E1BD8261CEBD963ABBBD48573A3EFDA1433E0A61A23ECF12CEBD2E4B3F3D0CBF813CF16696BDDC5DD5BD63F1F53D14EF013EC2C9893E9BE616BE75413F3E27778BBD1FB70BBE831CF03DFBC7FBBB1C0E5B3E0D2273BE7F661B3E8C6401BED3F3C4BD85848ABE3C1AA23D4C7656BDD91C283E88B1143D971803BEF76E0BBE4BCF16BE5E4932BE2A8A863DF71F14BE4834A4BD678AD3396F1E14BDF983183C9087BC3D40C8823D0A8414BE82ACEFBADCD947BE1E6C21BDFEF6673DCFB33DBDC92D6B3D55E63B3EDAB53C3EDDB593BE7143B8BD71FC89BCF7C60E3E1F6B51BDE90A693E978AA43D5D82EEBDFAA1EBBDED18D0BD99395EBED52015BD3DF23B3ED882623D50B9223E6A3FA4BDDD6BDEBD11EE5FBD26A7F3BD2013843EE97F18BD8BAF083EC24A2D3D3B2C97BD52A9083E3D459A3D41564C3DCC7604BBB25C143DC6C1973DF615693E067D14BD0E1372BD1BF419BE598A7EBC134D403DC44C723E811F13BE55E48BBE9B7D91BDE58A0FBD32B1C2BDDF23993E58B6C0BE20EF16BE1F0191BD6F2D713D72CFD23D642AD93B04E89D3DED0F2FBDD95162BEF933F6397A2B14BEBEB599BE25DAE7BD27E05FBD5CF66DBB1394B139343C6F3C460D533E2370133D4A2D0C3DD585423E66F21B3E9F2CE0BD74C1533D5EF2D4BD095BBE3B5F4C4D3E1105893CAF173DBDD01E32BE9202523DF5DD41BCCC4FDF3DDCCDC63DF324D03DD6711E3E7D8999BCE781383E13925FBEDA481B3E9A6210BEE0516DBE92B3EDBCDFF619BD4D3EF53D626FD0BD6C1422BEDAB58A3CD538813DDA9DE0BD6C09873CABC920BE60DB873C43F983BB20C7A7BEA5BC7F3DAF3BCDBCCE5604BEE7AF7C3E3FCC7B3D67866FBDAA90A5BD9FDD0B3D60C1E63D4E8D893CC27D973D06EDFFBD5E8CE6BCE4E10A3E0F8D7B3C9EB8A23D23C018BDDF332F3E6B94AFBDF142D8BDCE1931BEFDB51F3DF1E091BC3D58E23DD4C27EBDFDFA53BEC397B63B65BEF0BD13FCAFBD87FD0D3E044D733D391678BDA4FFA7BBBABA20BEF64038BE60F9933D578D1A3E484D563D46710DBE782689BCF0A450BC65C405BCCB4A33BEC1FE783D8282D6BC132017BE2F1A79BED00B24BE674DD3BDDE2DF33C724FCF3DAAF851BE6809B33D0736D53D9D64CCBD4707CFBD202E7A3EBA2902BDDB36A03D627B3EBD2D6E1FBD529247BEFBECF2BC0BFF1EBEDB5201BECB50823D5A0F95BD36F8903EF84B0EBDD564D93D74F9453D02DF44BE793497BEEB3A62BE3D72D9BCF740103E2ACEAEBD44D2A33C7E9AB13C9FD7B13EEB8594BD3AF28CBD427003BC0BEA893CD0589BBE31FE48BB5B21A3BD8215A6BC7C9B04BE12EED73D2B450E3ED822933DDEA5EA3D89A7EFBD3B65EABD79E4A5BD6462BC3D0C21FD3D063CF33DADE8B33CFA6C183D9ECDDD3DAF0ABBBD440641BD4A39543D5FDB523E9B72A83D1F788ABB819C85BD17FB983CF5CCB7BEEA71C03D25D6823DEF53E5BD921F353DD35B053C83990ABE4742383EC691BB3C7D140CBED1E9913EA48AC2BBB3BFB4BD9009C93D4EACEF3D2831293D8771C3BE67DCEBBBA96B1FBC0E8F65BCAA89A73DB62A063D905402BD0EA144BEE9DEB53DFCA006BD2F64AD3C76FC1B3EF0B6E43DDFF5CC3CEA14F1BDA939E4BD9FB22EBE3E3595BD23146F3E45F84DBCC68786BBA7EC123CAE0F9B3D3615203E87CBE0BC06B5D83D8EAFD03EE915A9BE592824BD3C891CBCA479933BA82ED33CD99BB0BDEB6FD33E467B22BD3A43F23C0437EEBC1E838F3DAECC8E3DF697263DE3363E3E2C9A96BC18CA073E7FF545BEFF09093E0850913DDD389B3DD410973C70902FBDE19C9DBEE05B98BDCE2607BDD595CEBDBAC75F3DDA7447BDFBC9903D8D169FBDF743773D19BE383CBEE7ABBCB5B416BE02E02E3EF71749BD7F6725BE41F0333EDA69E3BD1C68EFBD52C3AD3CB3A140BE2B96B2BD491772BE6F597FBE7CDCD4BA4C78E2BC0BA0283EB49C723EA002133D5B6E5D3D69C71FBEC58974BDDED8533C4F19043EE439A43DC9B0B5BC5538C9BCFF4CDCBDBFBF3DBEDDE4F3BDEA920DBCD146EE3C700CECBC2B651B3D411A733E0AFCE73CEEE824BD6D6B6FBC458087BE4CBB953D4FD8F63CD24D033D5448EFBD563FD9BD7AB83DBEFB4BB43B6E11BF3E40B06F3D1C3B893EFE55D8BDD75FA13CF6C5093E2F4C223EB21E6DBE1C9681BDF6B2033EE5495D3E9A44B9BDF344D8BD750341BEF193ADBC5DD6C8BDC2CD643E656C3D3E5398CB3C1B92343E77ABC93D1F86DE3B5E1AC43D7FB9C63D372E573B3EFBA8BDF6E4EFBC0046E63CF2B3343E08D6A8BDABA2AABCBBEC203E1EB686BDA922FE3DBD420ABEF66E3ABD889201BD86C1413EB69C3F3C2A5928BE4A6C28BE7D48843E591D913DADDE73BD2DC9E13DE76BB6BDF0B24D3D3151AABDB3478B3C8E881FBE88B64F3DCD630D3EB5B1C2BC8FCE9E3DF882CCBD2F4B0ABDD441D53C8081E03D15B4133CE1C285BD7D3A1ABEF61C94BCF3071CBE3709D83DE3F26FBE2280F73C2D6E05BD19601CBDA0E172BBCDCEAA3D4E88263D868C34BEF88C0D3EA1F709BE6BE5FDBC9C3B9B3D1E3F82BC772EF6BD460FC7BDA89581BD87FB433E5BDD33BE0A110D3E142933BE84228EBD126A833DD32DD3BDE37C4EBC11A121BDEADB00BE9AFB5C3E1B55BBBCD4D54E3E43BB8EBEB77B113EBAC021BB2C738DBC1511163E46CCF43D6755273E9241DE3D67DD06BD2F1D70BDCF568BBD179B1CBE50C4073E1733D73D90BB2F3DA3425BBDAF0AD5BDEFFF5ABDEBB7EFBCAD548A3DEC1CAD3D5E3353BE2EC6383C01C7A53CA055243D86EB0DBE9522013D852A2FBD19A2883DE231413D313EBA3DB9B0473E3505813DFA799A3DF917FC3D2476DEBD915987BDD8C47ABBBBB42DBD1F75583EB116D53B3E4C24BEAB625EBE28C5B23E18BCC4BAA1BC063E2D2BB33DE6786E3E0FABEBBB7EE79FBE7D9028BE39A8E1BCA77F9CBD67A0A63DD00D81BDC59D7D3E6E78A8BDDD595B3D3ACA4ABEA7B5063E6F1A55BEA8BC683CAC09B3BCEDF42CBE34A0EBBD09865F3D41B4B4BD974A993D39B680BDCAF4153DF314A6BD84B7D53DDD4E6ABD1BCA23BEEF4A183D590F073EEFC6B5BDEAC164BC527F41BD83F0013E9808B4BDD7C5DDBD7CACBDBD80C1D83DD187C6BC028AEB3D6285E8BC293FCD3A1F85F3BD50CA80BC2A7950BEF0EB843CB8F607BE7FDB8A3B79EB933CCFDD963D100051BCA76176BD5218953E9783313E8FBE4D3D",
      torch_tensor_8_108_torch.float32_2: "0x04000000BD43CABDC3B841BE8DA1DB3D450A0ABEF8C3893DDA6B4A3EDF63F7BD8AB37DBC5757803EEE1E10BD67020ABD358527BD88B3C9BDB476D5BDE7940C3E15BF263EC07CF2BD30E8863EC18F5D3EB32826BD6C895EBE8E6409BE5107DABCD20802BD4610673E04D82BBE1B8A76BC6475CFBCEB0CDD3D7099FBBC61C016BDCCAF22BB78CB78BDA9FB933D7D2F943DF918EABDB01FE53D83E2303D71687BBCDA87033E61D42C3E4FF9CDBD03DD41BD105F663C03795F3E07E3563DB8E6FD3C38C0863E989DFFBC3091033EB2E0B5BD9BD5503C9B0FF63D56A7C0BDF900B1BD9C7B8DBCDAA2493E1BFD5DBEADB89FBD304A053EB49993BE105B7E3ECF97B03C2EC9863E89E4FEBD2A91DE3D761DAFBDD03D193D2EF1C6BDC2D5AABDE7D966BEF291BEBE53CAF0BB7EDD9E3EFA7D1DBD18D682BDDEA1833D1731B4BDFF578ABDE8AE29BE77BAF9BDD2E7103E0E0DE5BDE490D93CBDBC46BD96BCE9BD7D05273D3649DE3D016024BEF0A23B3DE96CD33D55B424BD5B9C2BBC116C2A3A96FBDA3C4FA917BE4BB88ABDD06A5E3D0306CCBDA02C3ABC0B6D1CBC62A3D1BDE22C8F3C60D42F3E1543D5BD9F87A5BDEE87ACBCCA5122BEF9D8A1BDE57747BEE8F97ABE291E343D5634E13D1688693EC423ADBCB67B003E59831EBDCE8BC5BD7D79AD3D042807BD530FB13DB4501D3DA83703BE770914BEB14C0BBEFD52B1BD610CF43D6A2072BCF2493F3E85B8923D413BBFBC0844E6BDD11684BEBEE0113EB2652F3EC218FBBC0E236B3EE4D10ABCBBCC4DBB3F58193E4F05D63A945274BDFDE640BD491167BEED0A28BC11F92BBB1EE2233E192FAD3DEE87C8BD43D1D83DFCAC1D3DE793523E5FFFF23D34FC5EBC90560C3EEDA348BD09F700BEF735023D2ABF953D2F940C3E9F557ABBA3CAF93BCB00C33D7AF01BBC0886583E5CC947BEC0402ABE1D5514BD4EFB143EBC9E45BC2D2836BE3DD5D03DDA2F17BE3F852C3EC744F33D7B684A3EF19B283EF244133E5171C03D178426BD588359BCCCCCF23ADACFD43C759390BD7777C4BDF4EC3E3EAF711DBE0133113E2CE2883E76B508BE09023B3EE14475BCB621453E4E0397BDC7372E3E00C3B8BD9CDE2FBECFF66D3EE50CE0BD6BDC2ABEB68D963B0EBC28BD7C26203EEF9FE8BD536B6ABD8AC8D43DC764C1BD4E1D0B3ED793103E8986853E243F8D3E015FC2BD3B6FC0BDEF98F5BD03F40FBB4C4487BCB10CE9BCD2691ABE98DE2E3E9E4E47BEBA9390BDC639D73DAAB0A83DE4ABDEBCBAF6FF3DE78F31BDFA3F853E02F70C3E2657C9BDCBB9E63DD784EBBCDA264F3D4185243E63F0DDBD0DFB3C3E01670FBD051D133EC82A6E3D383B94BD6FB536BEE99924BE3AE41F3D5F3112BE47FE84BD058504BD706AACBDB86A70BD0A47A33D3974163E23127B3D2884AD3D4EB38F3D46ED6BBD5176C73CE34C63BE746F2E3C2AFE65BDC265263E2DD179BE4BDF0FBE5C3B993E80A3C53D94ED393E8C17D4BDC57943BEE5BB813DAD5FAC3C265F923DDDF54F3E7CBCE53DB80F50BE283289BD695794BE5D19933D98397ABD39DE2ABE0C58413D30A214BE8191073EA6D6C03D823B963E5D6BCABD8D57003E8F8E72BD82DE21BEF0DA793EF2B60EBE45F15D3EAF253FBD8DD5C23DCCA465BD73EACFBD501CF2BD197660BDE058043D266F3C3E106DD5BDF525753BC5E010BDF55D35BCF58E09BE689F39BE7E2A7CBDE7C78ABB66AFA13E9E78493EE5D159BD671C2EBE0DDF65BEB2AAFD3D44DE213EA39E8B3EB63E0DBD586F513D725138BDB2923F3E0DB6F93D4C47D0BDD8E6B53C265B06BE7B446F3C2F533EBEDC20D33CBF5C203E42F4293E1D9D26BE28C8DB3B628733BE49CC123EEEF75A3D959618BE47A5F5BDA064963D676664BEF5FF133CB5A2423D6D7BB1BDB3C90EBD2C77423C10639B3D95E627BEC11497BD2461D73DF789AFBE8AD3033EEBD4333E9F0D7F3E8CA49EBEFCF076BD671EAEBD5822433E7376B33DD4BC093ED6ADC53D69E84CBEA3EA613DB06992BEC3AA6D3D6A73D83C0510C2BC6B49003D983EC03DCB30D2BDE3D4403D54CA433EDDD6543D4D25F83C05BCF9BAE6802EBE8113403EB7CA5DBDCD25AD3B396E20BD37403FBDF79B9EBD8263BDBD61B7FA3D22A4373E2338023DF2521BBE56600EBC1149953E00FF273DB7B3D2BC3847DCBD4A938E3D33B000BD66A72C3E2A1E123EA7428A3DCAEF213C5BE0903DDFC3293D5873FBBC3BCF323E6C6F47BC13CE8FBD279361BE111FE7BCCD374EBE861BCD3D78C4D8BD291FF6BD7E3B98BEA983143D0AEB22BDC03ABC3D218EF9BDCD88093EAF9DC63D60745C3EC2A674BDB2D4173E766DDBBD2EF4623CCDB5FDBC9DDA3A3EA3E96A3D18CC833EDC34573D8836C13C430D0CBCE2E7133D7682C0BDBF340FBED6958EBD658B40BDA6F288BD8919933E6CC4BBBCEFF91BBD9FF3293E71FFF33D7941C2BD678BE73DED33093E54D1DDBD90DC8CBC9EA5C13DCA63F53D3EEEC5BD330D223E9E0C953D1AF1F3BDBF21FCBCFDA9773EA98F563D15827DBEBF4226BE99E64B3EEB12D3BBB5D0BA3C80551CBE88954F3E951D6FBCF85EA1BDCB1681BC0D9CCA3E421E8C3B54A74A3DD65540BE059DA8BD9CFE79BE5EEB003E898DB6BD223370BD24EB883CC680443D0EA98A3EC3805B3B204A0E3E3E73BFBD315F05BE1266BFBDAE52F5BB6BA90B3D22320E3E980BF83DBA4597BD12A31F3DB269113E778B33BEAB27B5BDE0D92ABE84B6A33D335B44BBBF0FEABD101D893D3E943FBD23B4043E4526D2BC06E8313D44B93ABE81B6733D6FA04BBDCE7863BE8E8473BE8AE702BEF4B9D23DEA718EBE091B1E3E3C17BBBCD5BBFB3CC9BACA3D44B9D4BDFE1175BB92449CBC93669EBDD121E63DB9ED833CD239CB3D8D31E73D4695573DF3F4CF3DD81B17BE800330BE6659433E09664BBD102DAF3DA293133EC0B8453D3C34D93D262E23BE92B230BE5BA31BBE4283A3BD761DAFBE1DFA58BD8A0279BEF4FF053E409D683DF5BA823D9D3982BE5DFD52BDC69A433EE7C2BFBD44A9E63D94A2EEBD32EBA4BC02F4B13E8A4AB43D0DE4303E4F57D1BBE0574EBEBD4043BE271CDF3D6494213D24B4433EFB0980BD2D673F3DDE02BBBDB7C9B23DD7FA8BBE1489A13B667DEEBD35498BBC506C083EEF52503DAB94A83D726ED5BDD4A0B3BEB76217BED8C50C3DDA341DBE348E473D05A377BEBBADA8BCCE1E333EB42F873D1D74E4BD419EB63D583A8FBC31D1A7BDCA3E173E06494C3D90BF83BE5662ACBDB66F4F3E64F077BCF61A853E63A6CA3D9819FF3DABE95FBE925E80BD20D24A3E4CA0383EF510D33C0A77B2BDF76BF1BDCC6D12BD59EA65BCECDB03BEA8E802BE6069983D676C2A3ED0115F3D96027B3CE5A9373E5B9421BE20E5AEBCC9A455BDA4D58CBDBC0401BEA07F063EBA0B9F3D5555F9BC1DF34D3E04DF48BEEC9FC9BCF2D2FBBDEE78613EDF3FC1BCCBA4273DB02D3EBDA6CC133E835B933D33C5823D0909A93C1111E73D99118A3D6515A73DAFF63FBE1E22243EFCB9123E02D1BA3D12F916BD34D8BD3B77B10FBE227080BD9DBD863EA1D472BCD92393BDFD7C203D247978BCB6170EBE9A09863D765D64BDF1BE0B3C7BF4203EAFB0143D6CE9353E4973933DDEC9B0BD256ECABDF23B4F3CAE9909BE52EB773DC4B54A3EA12BE1BC33BD6EBC2BF8803E0F1FF03DF5389B3D1FE6023E9D9CC13CD829543EB644FE3D229E9DBE6397CD3D45995D3D60B34ABE59041A3EF520C5BBD42A94BDCCD98ABE6CBDE4BA40D2C33A9BD1A83DACEA063DB7E71BBB9501CDBDDFC825BDE29C973DDBF961BEB00088BD769CD6B8BC26A2BBC1EAB63D16BF743E3CDB29BD2885F9BCB5CA51BD89208FBEBC6F223EEDA6353D208DBE3D8B6BA93BD5F7E63DA2F1F5BCDAC3BE3D4F9CA4BD6243243E334E1ABEE208BE3DE454113D053AE03DE45309BD9E07BBBD2F358DBD06AC11BDF3918EBC9A5FFEBD55021EBD8AC477BEFB074EBD41D0BDBCDB89833EA076553EAA45253E7A7DCE3D929F7FBBAA1563BE3EB632BD9DF85BBD4788C3BD9E9DF23D303406BDE564D2BDBE405CBEFC9C393E707A033E7708BABBF1B06A3D127655BCB7B8C83D1BA8353D2DAE68BD1E51A3BD568929BE9AD635BD90ED1A3ECCDF6DBE067B7A3D23D7763D4987A3BDF0BF53BEA77EA2BD801BA1BD2B6E983DCFE6863D5D2116BD3C969D3D62FCDBBDE8DFAB3BBA13163E40152CBDE62B23BC5AA135BE2C3CCABC57DA813DE5437FBD3743443E9BC1AF3DE5352A3C8B54FF3DFDC3253E23EE273EAA8604BEBFEEBABDC00B5A3B6CAFC4BD8871843E6B557CBE4D39DA3C548645BE5C3B11BE0A152E3EF11779BC9188823C5CC17E3D65747DBDC5CD9F3D0D84A33D50ACAD3AB07E41BD2019E73CD9E3003E5C62A6BC32572ABC7C6D32BE1613EC3DB7D2A7BDCCD7F93D499A8D3D87432B3EA3A9663DB41EEDBD0AEF9D3EA58F273EF95D343B3992B1BDCC5D0DBEE69F513EA9F5F0BC13C5373D487BE73D1C222D3D645F923DB3FE7CBCB32AC53DDB9C0B3E058A39BC3CD43F3D395131BD9152173DCB84363E115F523D1D9D3CBDF0F0D0BB293B0EBE688D09BDC5242E3E2054533EBD3968BE43B9C43D02E8F13C6B3E62BE5EDE673DD287513D1954B03D583D28BEB90A80BDC5B36B3D04A956BEA5EB483E4B03423DFF6E79BD4477353E8CE7223E66F148BDFF43F9BD5FA7D33DD893B73EE9D0083DBE6F3DBD88C914BED8FBD33D4C7829BE289BAA3DCB7D8C3DFBEF073D52BB07BD74758C3E5A1C2C3CC7FE773ECCE7A73D18E1383E7F2373BD3AB08C3D3536083C00F1CFBC12AE21BE2644813C1E29963EF097743E235C87BCED5A833E184CD23CDB8AD5BD7A8BD7BB54888B3DAF21CF3DBD50E13C4E01A23B",
      torch_tensor_108_torch.float32_1: "0x0400000072F3B9BB2A1341BD8848553D32C604BDE8C0973DEEC9C13D8265433E2F8922BD47A5983DE576CD3D27EABE3C40ED1F3E94842E3DE715623C8A9A513EA2B197BDCE72EB3D37BC90BD26E06B3DA904A13DC37EBC3D2B280F3EA80383BD4C8BF5BD3E8FA73CAC5B003D2953F8BB41D8753E5AFA4A3C1CDDFBBDF2908CBD17E03A3D29080FBC9722EA3D42DAAF3DB1BFB53DA82CAA3D35A2A13D5E0C38BCC73D1A3EEDBADE3DA42289BDD899303D5D92CD3D13020F3E7EEB3C3D44B7AA3DC8DF3FBE8D51C5BC3448643A7345C8BDBA1410B9D448CDBCEC97E4BD6A705E3D4A0F82BD248019BD8125BF3D7F627EBD77030A3E2BCE393D23FDA3BDC9100FBE7538003C254690BD21A5E8BD8387FABDA95D4CBD1A873BBD66B77E3C0388F6BD528850BDF77375BD61A394BD6048003ECD0FD63C4285533E22059C3DBA34123DCC80F73D9CDBE63D9FA31FBE7A709EBDCAF3B1BCFF03E13CA9C9DD3CD61318BE98CB143DAB61303DF036B1BDD43FE6BD6DCA603D867C2EBDA17BA73DE189C73DEE43143DEC4F0DBEDE8AAFBD524C34BEBEC448BD995CAFBDE80F1A3E69317E3D13F6C3BC3F79F0BD2CEB313E4FCFACBD819846BE",
      torch_tensor_108_8_torch.float32_1: "0x04000000D3073A3E68A5AEBD8AC61FBE0FA64DBE5EEE053E67E05EBE352886BE13F0A4BD8DEF50BDE71914BD1BBE26BE1015D9BD28D7F53BCBEE81BE9AD2523C64F2A23D97A5383E2616753D06A01B3EE802223DD7F2483E5457893C92548C3EB04EA13DAEDC95BD55B4C63C5F2F6ABEE9D6223E110313BD43C3253E6988943E71A6B33A6499A43B806BA2BCD0A8483D3D02953E8EA62C3EB6D9013D98960E3EC75A8ABE574C853C063ABEBE522C173ED3CD91BEA945933D1DC9F2BD070CAC3E81072ABE19DA30BD3695633EF99E6E3D0908DF3C9A37F7BC195F4B3C1D91C9BD561CB2BC04F8BBBBDD8CC43DCCC42E3C96B1E33D67EE47BE71AD3D3EC936763D0C735C3E4E1C8F3DF4625ABC01D9973C69191BBE353DF3BC166EC83C9DE2903CD7055CBE84FC833D7EE706BE9AECE6BCEBEBE43DBEEFBDBD039686BC9DB96CBDF84C913DCCEC1ABEB49150BE35738BBE8149923E344BB63DA295593E2A2B49BD6AEE163EF16C6FBD58CA29BEC9C2E33D185D1EBDFFC80B3D3852613DE20E9F3D45D9E4BC42439BBEF6BD1FBEFD11983D96E3823E2D5B97BBDE84393E50C89FBEDF5A483E31B018BE7C4508BE683B21BDE2901F3DF60B21BE22EF053E38EA41BE2E53923C01ACEDBD6388E53C91A387BECAAC03BEFFF127BE79A0F43D5C9296BE20BC683E81058ABD352ECC3C4444ABBE2C52D6BDC83FE13D26BC493EDD3D05BE3A4E183E7F3EBC3C81A4AC3D9293E4BC6FB34B3E419865BEA6C1AC3DA0C04E3E3CD5CE3D832B1ABD052D8B3D86980C3DE51414BDE1D10F3E718C343E7BF436BE76E2793ED39FDE3B1BA6B7BC9E21F93DF14FCEBDE9CC7B3D411F30BDA25196BB235E503D85F1353B818330BDC00B223EBC459A3D4043863DAAF9ED3D4F768CBEAC84F43D8C189B3E4B110BBE7349A93E78B070BEC28EBBBD2054B53D5FBDA0BD055BEFBD989FA43CDD2E6B3D3C26EB3D345F12BDA56188BE64FB993D2C2E2E3E561478BD8490D33DE84B37BECC41C2BD55861FBE989D4E3C1D841DBEFDB25E3ECECA893D9F8CBB3BA67EC03D14C42B3ED815513D8DF6E0BD44CB3B3C53AC6ABD98D3903D8D3250BD7F72183CC0320D3E5BC2D6BDC4DB9EBCE50BFBBC5DEAA3BDF707AC3E623B1D3E5423B1BDB5B1ACBD6A96373DB34A2A3E5E695CBC1D40E53DA5E86ABE2E7A593D3433323E9DA7AE3CA0E1AABDA36A153E5F3904BE85C517BDEB1DA53D0426F4BDC53CB23EEADDCBBC154B87BEC171143E78EB423D2D089EBB3A87843D5BF7AC3D608C59BC2ED0BA3D7017563D722E013E80DF7FBDF9DA4ABDCA1AAB3D78B6BE3D9C4408BBD97D5F3C3543013E8E10E3BD1F8F20BE2E71D73D1AFE523D0CC5BBBDB9F516BD5AE8CABDDB358BBD7560323E228AE73BC71615BE33D08D3DFC7C8E3D4C9B00BC8AE610BC7EFD873D4F64CF3D22DD4FBC14AA97BD8857F4BC2DD9033EBA14D03DF14162BD0502BF3E97D4A83EE37A0DBE9C7B0A3EF7F405BE9106BE3B21EC503E5A26D03DF78220BE47438B3D93E8A4BEA34455BE6DC9973BF906DEBDEF15543EF2988F3C42C82B3E71F47C3CCF52B63CC3E8B93CEF34843EBA7F593E586816BE35C40BBDD1B2623EA97A4ABEBC43773E059DAA3D1D3A09BEDE5F95BECD03013C5B616A3E1A3EFC3C640D953D74E7823DD22704BD45A2553D59CFA8BD3F259ABDF267F8BD402349BD5F7849BDCFC5C83C0ADC39BD4BDA5EBEC2A414BED62110BD3D4B8E3D3CB21BBD0A2C523D38E14EBE92E81F3E911378BDC0B6D8BDB2C1A63B9168723D721BF3BCC17EB13D30776DBECF4357BC678BE73D00F6803DBC8A18BD5B0B2F3D8A346C3EF0D817BE14E40C3DF4C0873CEFB4BB3D9A7119BEDB5F573E9863EA3D92E49B3E90782D3C26DDA1BD029971BEFEE07DBDA19D2ABE993587BE0DEDE8BD9FB30CBDB28AB3BCF6C6AD3E90A8513E31ECD23C07C6C13DC2BE4ABDD7845EBD7A0F863DD08E6FBCD548573E4950CA3D3E240BBE145F48BEDE28AB3C20F0213E8C920CBEE0EDF9BDF886A13E5C69813B133732BD3C4CA73E3BFA1DBD56CB17BE7C1D343C7DE227BEC02055BED1CC013EF6C595BD410F843D2FE414BE853601BD644E25BE27B6FDBD8A7E6B3E3DD2C93D8A85B73DE20F31BBBCAA3ABD62B25EBB503367BD3BCE8A3DCBBA48BC9658D53C3D00B43E5D0298B9652A12BE4A59563E708F0ABE0D210BBE00B7733E2968703D219A07BE5DCB593CEFA93E3EA120F3BDDB08E93CC962A43E085287BC8F2660BEEB6D4BBDD4A815BDDD668BBD3CC26B3E5809E53C1BF0B53B9B12973D037DAC3C6D7F81BE1641B73D8BE3943D576A543DE306C73D7EBA163EA5513B3E24A856BEB635CBBD93B308BE97B374BD763A463DFD1070BEC2E7B33D2B974BBE6D9805BEE30124BE789E84BDECB62C3D88548ABE0BF3513E0FCA01BE2B79913E6CEE4EBECA3FE83D7528993DB49BFABCDB8640BEFDDA7BBDE9652D3E93C5E63D9C53E73D5EA7483EA8E1823DD21605BCD6BDEA3D5088BB3DAE3E393EAC74803DE06AA43D261F083E407213389ACA11BE007296BBF9F4553C9A9F173EEBA7AF3D919186BD65C1F83C205A20BDB7CD84BD8AF6DA3DAA710CBEB40B0F3EF86E38BD3C6F683DA61157BDB11AB2BD2A68A9BDBE46E33D774464BEA4667D3C9D11ADBDDA5488BD912A753E7C86BCBD063AC6BDD0F94FBEF4747BBE60D601BD2350B8BDC7CAB93D87E0D93CB4C2F4BD2C73453EECD5133EC485233BF1B7D23D5A50663E8FB6533D6C1C93BD901F7C3CDED7BA3C8F49153DDE101A3E85DB2A3D08225EBE8A45D7BD26670FBEA1AB3E3D467910BD32AE3D3D63F184BD0EDDC3BD75C9083E3FBF583D61B900BD6C975FBEEDFD2CBE913F1FBE97A203BC61E400BEE7DF0F3EE2A5C73D8C6AB1BC370CE5BDE52887BD5A8C1C3DFA09353B2363E4BC6DB51D3EF0063CBD4B7E94BC09F8943D06A3113D5253113E996484BD6567D1BDE9E8B03D7F1F893C8EF5D43D1D18C23D6720BE3D671B03BE813150BC201891BD19267BBD0FAC843C2BD34B3E65688C3E7347DDBDAC68AFBB6175D8BD36B3D1BDB66211BD3D0E5ABEED5D413D9B9C17BE0221BCBC14B8D6BDB0B8B63D2B34D73DE391A23D908701BCFA6958BECB7D0EBEAFDF6D3D2C0AA4BD018E2CBDE13D8A3D200C8E3EA676C8BD4022683D8C8F99BD106D17BEB57139BD9E0B08BDD8796ABD7DBE883D4AC71BBDB7A58ABEDDD78D3DDB40813DF0FD40BE05DAB5BDE5AB81BD4442B63D95E206BD38A3FF3D4CBFCBBD6A27E53DA716633997A047BD0313E03D3A13D63D2DB89A3D790C8ABC48B90C3EC681203E165327BD554A673C06E04BBEFE56B7BDD7E7023E567700BE6BA1333D910FA4BBE0FD5C3EE1F4953CDC647CBE385263BD1226633D555AA33D5BBF793DB8D02A3EB9E4073D70A07EBECFFDABBD615CE33C82FEB7BD27273B3D1A96183DE6D5583EA4BDBDBD0F9F21BE65B428BEACE57FBD1B8E863D3958A8BCC95BB9BD910A15BEB90FFDBC19BBA63D91F6153E18E0273E0003BF3DF284233D7DB9A7BD6A57273D2781473E6263683C2D6FC83D5C96A839B8BA7E3DF102F9BDE9352CBEB13904BE9FF182BE9E38E73DB93FA03E9D7DE0BCF980D5BDDD523F3D0467563E07AA423C2CAB2C3EDCF0A3BAB95EFA3CC4E24BBE4E113C3D4A31FABD84D50CBED3A552BEDD8BA13DF9A3993E78D7C1BD6C0011BD7EF141BD66406D3D233C043EC2F09DBB533A57BD73AB71BEC426AA3DF47E2A3CF91073BE66DC1DBE889904BE32D86FBDDE5EF1BD7B1ED13D0ACFFFBD2ED787BD32B70CBEA1C7B93D60D567BD0413373AF59D943D41C5B0BA8F9A98BC1D3FCA3D3180493DCD45793CCFF74EBDC76DAF3C6464C1BD9A19493E2B9E183DA832723DE475ACBD7011F0BC6F9FB93D850A83BE138411BD2196ACBD397918BEF6F8B63DBE82CEBDD6C10BBE869C063E38A27CBEC6F70A3EDB590F3E837289BEF338F5BCE8421A3DD0D9083ED8AC8EBD3A5AB2BC3D3CC83D157EF2BD8F8A9C3DC496143E27020DBE5E04213DC0D5273C303D0DBE4F3BA33C46960ABD2675D5BD114342BDF05C03BE9125563DFD445C3DAD72CB3D1BF6573C5FF2E23C635796BDD236AF3D910FA8BD27D7973D113276BDE839D0BD8295513D32C75B3E7234E63D78AE71BD1CD53ABEF0114ABE98BF163D462DB03CB1C081BE66F0AABC51CF103E2E325CBBDD3D8BBB33FF1BBE5D73B93D810BBEBDD95D99BD6D1C1A3E873C08BE5FD9D9BC90E4ADBA6B2A4F3D71C64E3E8DD21DBB3A688C3D5D9446BC5E1761BE0490153E1EF6C43DED87213E45750DBEEAA8983C36A47F3E3D38943E5426223CE03E1F3DDB1301BECF77DDBCF9D7CDBD7E9C0C3EC4EA58BDCC8B44BCE3A2D53DD9FC8DBCF8CA0B3E051DB5BCEA5BC93DEF0108BE747613BB796546BE090AE8BD247AC6BD73F2813E59590EBE634E823E6E91B13D156A783DFA16C4BDD9E9DA3D3BBE7D3E549F033E42EE553D2102243C60C3B93DFE35AB3C59EEDEBC890AEA3D704332BD79A5EE3DE4768D3E311B013E2EB581BDBE2AC9BC199B0E3E5A7FDDBD62367B3E61D7D1BCCB10953CB3F9623D57FADA3E5A2A3CBC7AE899BD342059BDD9CDB03D6317643EBCC608BE2D9B3DBDFBE2EBBCDBA34FBDDCD3493ECD2AEE3D15733E3EA30281BDEA7813BE0AEFDBBBC008C9BD1A51E73C337C0E3E690093BE3195C63D23FE8F3E71D824BE2AE92C3D095F1EBEAEBDEABDD2A3753C2854753E5757583E68DE743CEF0F0A3E3FEDB9BEA96D3DBD72F206BDB6409A3D66C1D2BDC205EEBD3B31F8BD0026993D868F493DD71445BD8AE7FB3DBAA297BCB7BAA8BDF6ADBABD60C88CBEB8ADB03C63C4BA3D5CF6853DF1E8B23EA1373DBDB16B2DBED45E703ED58D523E9EE4D2BD",
      torch_tensor_8_108_torch.float32_1: "0x0400000015F492BDE45427BEA5DCFE3D05F3CCBD1A97123D00D4B2BD39108B3D9A484EBD90D4D53D6DFFA63D5F55953E2D7B2CBC122403BE0B1F1CBEBCA0A0BD11DB493D6BF5BFBDAD3C4C3E8679D73C295E03BE9DFD78BDA2ABABBD60C1BF3C95DE09BEBE5E2C3E5FA23FBD993BFFBCD93FF83D9946C9BD03CB3CB923FA703E29205D3DF2061E3D311C80BDEEAE05BE18246B3EDA38ACBC21337F3EF2E8B7BDF9BC283EFCD9DCBC8128603D9098233E98786D3D51D3D73DE72552BE96C777BD5176893E3179F6BC735E2B3DF56DAFBCEA26A7BD4AE348BE1D8419BE143C623EC9152ABC36D81FBE051EF3BDE9E0EA3D10B4FEBDB62AA8BDDC2316BEC44C29BEA8BA5D3EB28C97BC9BEA2CBD3ABDA1BDF596BF3DAA3E043CFB3A1D3DB038933CC12D40BD835181BD674569BE303F84BD1F74913EE3A626BEF47B163A4890343DC58B203E87B6B23EC26855BDE2DDEBBD648C0E3E2A20E53CF6E2863EEF0DC33D97D9B3BD5383D3BC0286633D9EA4863D9A7D18BEBE5C81BEE9A357BEC6F6A53D27D5A4BC6FB576BE282194BD303982BEAE8B0DBD6CB5E8BDB30B96BD877935BCBB72C43C781F003C16AD2D3E226BA13E431BE53DFCFACBBC4237CA3DC392C3BD9A14DEBD8F4AEABD723D1D3DD986263EB486953E020F323E779EBB3D0E1AB9BD2AE5243C0925923DC78083BCEC797A3E5E7FDCBDF40AC0BD69664C3D3CEA863EC2BC73BE6D83E3BD292B2D3E9C94B6BD406E8A3E60EBDCBDBE2E103EC9B23DBC452A773D67480BBE94F757BEAF8ED03DCC568EBD060DF7BD809D14BE61830CBEADF3353EF71CF8BD20E191BDD037843E518368BDF3B242BAEEBB453D91321FBD480CB9BDBEF42B3ED1032C3DD847A9BD9D433ABE74A81BBE13C209BEC5F190BE5CD81D3ED8A65B3C8850903D59C73EBEF97382BD0C2201BD3F9E223CDFE4DDBCC86327BEC1CE123EA601BF3D570C213CB8CA0A3E5D70223EEC6B3B3E3B5CAF3C7C4E29BD660781BD9BAAEF3D85A2BCBD52A9F5BD0216953DDBA48C3D992DAB3D325EE4BDEFBE213D3F23F63DBE0881BD913610BDBD3F20BD4F454C3ED13DF23D044034BE157A4CBE2CD3AE3D1A3AE5BC8F378F3D37E60E3DABBF073E0D975ABE325493BD10FE063DC535FC3C2DF8FEBDE1C28DBDD18A9DBD213DC03B8464BC3DD12714BD6DA2A4BC0BCA8CBE72AC0EBEC925793E488E66BEFF73373E2A3720BDE0FB83BE3EFF433E2FA72C3ECF5487BD6B39E93D42693FBD2E1EDB3B8FD9B23C467DF8BC10038D3DC4774F3DA59C8CBDC0311F3D7DFE8BBD95F18F3CB09D85BDC74D513C2438573E72D7AFBD94BA44BE6458563E24491D3DD5F5AEBDFF4406BDCEB8F5BD6933FC3DF6D3BF3D6C08A93D52DDEC3C71D289BE37991FBE98F5183D417DB2BE2A812ABC7ADC09BE734DAA3D097AD3BC3A610E3EE899353DE3B5743C82DF02BEF6CCA83DE0F49F3E8AFB65BE29A609BE0EC05F3EEEA0893D01291FBD4349D23D1AD3323D0D80AFBDBEB6B3BD31FFE53DD5A3383D1EE7103ED4CFAF3DE71CA5BDE6ED4C3EBD40F8BDD5CB73BD9880D2BD4B663CBED56CA73D77900DBEACFFB7BDBD86FD3D57ABE83D541CA7BD47E02FBE904860BC73D856BE02DC07BEE48E50BD4018AABC604F95BD8F579CBC7AD3393EDDA4A83D9D72393ECDF4F03DB088F93CD53523BEB6A533BE792431BB0CC35BBD2D50FBBD165A5C3D4496243E717A12BC00A9383C5E1693BD7FFFB8BDBFAF843E2BEF28BE5D6CADBC647C70BD9F696CBC0BB00C3E7F9E053E94B696BC1010173EF022CEBD534B3F3DEE446F3E88529BBD16A3DC3CE97E493E2A8EE2BD5F620A3C384F29BD842E16BE996C593DDCFFE2BD0BA15E3EB4CB313BC90CE2BC65DBAF3B08215D3C494CD6BCF73BF63B66939ABD9C4E86BDEFBA8D3DDD9F8FBE55FED6BD7C3D933A9324383D9E0B52BDF487923CF8F33BBDFB2F7ABE42E8FC3DF822103D5FB900BE6652463E5730B63D3835A8BD59C9143EF6F3903DB8E5DE3DEBD4A1BDFAAF95BD652CDDBDC27F91BDA2819BBE86B8113E70B81EBE5C34993D428E2EBE154A7B3C2B5220BE87102BBB741757BE422D9FBD3E63B13D8214E63CD5FCB73CC7D8E6BDA1AB93BE0626F0BD126789BD84E5463E6327993D0D342A3DDD789CBDF81BC4BDEE45AC3DCB1948BD3D3135BD6CEF803E650304BED27417BD814A06BD5427AFBDCECB3DBED4132B3E16EA3DBE5712F4BDD2D3093DDE3A27BE8296A7BC3B010ABDC1A9FEBC1CAA96BC855F3DBE19C593BD78B62C3E53801C3E2D2E9CBD69DF113E90BEFCBD146537BE4D9E87BEBAA615BE2756773DFE162FBD6E6B5F3ECEBCE13DFA813EBDAA2CF0BC863FE8BC6B56063E18A14EBD2397F9BABEC5C5BDACA02E3E2AC33BBD05EFADBD0F654CBE64EB013E351E9FBD8F6D17BC44C05CBD75A1C8BCD64885BE4EFCD2BD33B311BE7C73923EBC18353E809C6B3DB02EA73EF6BE2B3EFCCE34BEF8CE2CBEEE10103D423F15BC697AE33C3BD6DDBD7524783EFBD63CBDAA9F163E003A443E00619DBD74FF9A3D3830563E8C12443E9029CA3DBB7C6C3D06A2293C79982A3E49CB9C3D08B2853C8F3C7EBD12E035BE24A7BABCD9B07A3E020D82BD4F6FACBD816F01BD94F9E4BCF15E96BD03FAAC3DC4382F3DD30B1F3E69C1A13D1E98C83C07638DBE5F10D43C03A3AFBDAEE8103E3CFE1D3C6F14CDBDFB1592BD9E8C21BE743E93BD6D84293D84801E3E20CC8B3D64BDD93DD2A1EF3D720E2EBD0463433E5CBF35BEC4B7843C3F628DBD7D2284BE94105F3E764D86BE8460B93D3A1B713E017EDABCAE3378BC624E7FBE9F5A06BD5716433EF3678CBDFA0303BE70AF9BBE97DE2C3EFE785D3D7F6F22BDDD350C3E5FB58EBD44A533BDABCB8E3E1205F1BD59261C3D906FF03C24A1513C32F3573AD2B02FBE91E793BC8F6802BD5BE2B3BDE226E0BD7AB006BEE1AAD9BD49065C3DC2DB9C3B33985E3EE03EA23D4005A0BD02FA90BD2C0FBABC94403CBD6A4EFE392781823E507AA3BCF4FB8D3C903920BE9BC249BE91E791BCE86D60BD33F7D83C2675363E984589BDB318B8BD1391033E6C526ABD7E77F73BD65963BCC9AB7C3E8F4F62BE1CC1DCBD1E02AF3DE4FB1B3EC45D0ABE1D811E3E70567DBD924DC3BD5073A9BD0E4D3E3D7451823DE93DEBBD2B8CDD3C32804DBDD26020BE4E79633E2A1702BE10995C3CFF9F1CBE5C0468BDBB7E433C689BAD3CEDA609BE65F180BC3E363C3D2B8F473EB6A2D63DE141103EE63AAA3DC365B3BD309B30BDB8C7F33D0EDCB8BD34C616BEE35BBCBB927174BEBE67D2BD9D3819BE78DA5DBD6074303E8FEA9B3E097B9F3D022A01BEB69AC43D5427623D76FCA1BD74EFEC3DAE0982BD5BD29BBDCFD8F63BDF54B83DC91746BD6C0C3F3DE9FA75BE5D321D3DF9A880BD139F8CBD59CEA9BE47DB42BEC8B36ABEE2D0A23DF6EBF7BDE9FF123DE430B13D8FF092BD5A260ABE34C3223E57E10C3D70BE25BEEE30813DE082B2BD88087A3DE12BDE3D03B0DBBDB335843DDA74CABE9A21933DC1C583BE4ECAA93EC67A3E3D13FEA4BDDC60183E13F3D2BD3531803C4C3B19BDA8242239647896BD2EA56B3D07F5C6BD7911723CFE02A93DEF23A0BD66B6E03D5B9E823D0FF11EBDAD388ABD88F2D1BB518E73BD562D8ABD32BB8EBCE54BE4BC67B6653CC3E63E3E8830F53DBD75E43D461D8B3D3E5EA2BD3C9D0EBE13C8F4BCFE7C1F3ECA3D213ED70A44BE3A8C6EBEB032613EAA9A3F3E037EA8BDC91E26BCA015D73BF154143E753983BD3F249F3D173F133D5AB0213D82B80D3E5BC19D3CA1482CBEB1ABF23D8AF982BD816FF13DEE630E3DDA8003BE892C093D4DC5AABDC254113DF17059BD25CF073EFB64BFBD6CB945BD8835BCBDD87DD5BDEC1411BD486AE63C78C9963DF899DB3BCFC174BD85A151BE5A5AFD3DBA8188BDC786573D45360FBE53994B3E53F8B93DFAF8EEBD46333B3D928A343E04FCBDBCD3C064BE3CB0753D0966783E8DC256BEC1CB093E5479FABC7F2144BCF23DCE3C5805D43A5F04E83DC6951CBE7C1939BCEF97FBBDA45689BDC7D7C73E727DE3BD8168713DF0BF243D811381BE97401ABE263474BED971A4BCE6C330BE0649F1BDFA684EBE5208B53D9981A03D2ADA473E692EBDBCC67BC63D31E2173E43A58C3E0F0328BEDBE9D9BDB4E503BE67713ABEDA1FC03D71CEC33D6CF23BBEEFFB11BE99B7283D203A84BD1157F63C63DEB5BC08870E3EAA7E173E990976BEF35C363E189181BDC07A18BE8621A23D64BA03BEAC0B29BE4F8939BD0006373EBE6E74BE97030CBE0D7163BE40FC21BE27CD9FBCB57431BE42EE263D13A7633C4E36C23DF514813E71E804BED55481BDC681A2BD643073BDDCF0583D424EA13D870F88BDD50E333E531812BDEE4F79BCB04FEFBD04A1B33D9188C83D9BFDC03995BE90BE9F2603BD678A9F3DD76D60BDEB1750BC98D5893DA5A174BE78B5D53D5D9F7EBE7B894D3C999D9A3D4EFB86BD593F7B3D80CE843DB5FD8EBD783E64BDE22DD83DB6D4243D1B7BA13DE2F55C3DF51999BD271E0EBE3D5509BE00A133BEE20C87BEB3AA9EBD313EF2BDC8660A3C578EF5BCF2B0483D6C60173ED0E403BEAC9606BD8EC54CBD8EEAEABDC96820BEDF52003C2DC00D3D022115BDF739973D69B3273DA806083ECF24BA3B60C8A43C20B3163EEA2268BDED80783DF6D4053E5DBDF23D19B2DF3DDB17A83D27BA17BD985D043EC23A87BD79F961BD7F65E4BC9BC4913D2669583E48A8313E0D5A2B3E140BBA3D245FA73C8148E9BD1DD29CBD8B71963C2E8B653E30999B3D028E483D8D669C3D003434BE4A88B1BDC4E48A3D4AA2093E9C7C9FBD7551963DF8197DBEFAA6873DF6F53F3E642DD7BCE362A5BD05DEB33E429BD53B",
      torch_tensor_108_torch.float32: "0x040000007D301C3D3E5404BE33D7D23C42ED133E75E52F3D979368BD8D2BBB3D1832403E5B0B903D5D4B193C9F179EBDA9B32B3DD4683D3E6FBB46BEE597C03D5F00693C261E153E33B249BC823355BEA539443E727AE4BDDDB79D3DFF1E49BCA8A379BB97F8583C7D2557BD5A14933C5F88F23C75F89D3D511A453C9D37FB3C37DF023EACC2B1BDBF2BDD3B63853C3D640DCC3D237BC8BBECA01C3CE5F407BD776AF43D0D2CFDBCC30C873D7E9C20BC5983423BD806F1BDA9D1B23B4BF43ABB8D2F12BEF3EA91BD5EE132BD4CA116BE78DDEFBD78CD103E3DFACABD18D3A8BDD28709BEF9E0F13D45F3B43DA7D7FA3C4ECF043CB4DD41BD5B31E0BCDDDA84BD5AB9813DF468883DC6D9B33D01E3493E665C8B3D75177A3D33CCC53DEBF017BE49C0EE399C0815BEE6691B3E505042BDA6B62E3E7431D13D3BA859BD4F8B23BE4482DDBD1BB3CC3D6646FDBC26F511BE7F22B1BC33CA263EB5901E3E0C763ABD33E1F23C9981713DACBF11BE7E0B52BDEAC91FBD92401F3D082149BDD5B009BE7790FF3C130A7DBDEBFAF1BDD37CF1BDB4C4AFBCA6FA0E3E209789BCC57AD33D43525DBE2546A5BD21E9F7BDD66CD8BC0CC8973D",
      torch_tensor_108_8_torch.float32: "0x04000000B4739EBD38E3A8BE2280B43D911B2E3D77596ABEDA6FA13D7835F7BA4EF7153D5B2DFE3D93F7C6BD77E3BF3D27E6B73D90C8CC3D8DF75B3EE124B13DF90297BD8ACE713E05E314BEFEDD78BD33AE01BE64125DBC4883113E577F2E3E4A4B793DEFDFA3BD90E094BD7635A2BDEA1D003E55C8F3BD0D7CE83DA93D8CBBA011B93C27434B3E42A67FBDAE6E5F3E0B833DBEB4CADDBD1E3A54BE3FD2C8BDFFBE9C3D0863C63D4AFE243D7FA60F3D51C31DBE236732BE0771233D2039353ED0D743BD56912ABE58294EBEB009B7BDC961543E2575DFBC408F0BBE6EE5A3BD640882BDECDA0E3D1C7DB1BD9151EFBD273ECABCC5107C3D01D3C03DF00B943D5D0E76BD93EA63BEC2BBD6BDAFC9183D515133BED2DD073D5AA79EBD8E8D9CBDC486163E4E48EB3CDA3D383E6B94FCBD7609183E4477F43DC959C9BE22E63DBC345D4F3E543BD13D345B6DBD6267FABC7F342FBEABE6DD3C201B71BE128408BEF97A163EE5F730BB3C7643BD65D963BCA255B83E68300B3E0195D0BD841B603ED8063FBCE1EBC63D0AC19DBD3F34FCBD95A5D73D00C4CEBDCE1BD2BD0E71F13DCE3F1CBE59D43EBED992923DBBC283BE9726CABDE7A744BD12E334BEEA3D16BE4810B33D564A1D3D0951FEBD0D638E3D61474C3E5A6E2CBEF6C7033C59E3843EB559A43D60BBDA3DF34BD7BCBB95D6BD38BC193EFCCBAF3DAAAFDDBBA5457ABDCAFE6ABED4B3A73C2803BABDA6D48DBC8C6FB43DF282DC3DBE59C13D019B973EC5A81C3ECDA1C8BDDC0DDCBDDD849C3EF560B2BD1EE6BDBB229C6A3E38A3663EFD0FEBBBE11F023D6ADA5BBEE544F4BD9F7244BD6DD442BA4FE42DBD20D1A33CB469933EABBC793D4808263D1E767B391FEAB8BC6DC7253E674805BEC71487BCF65513BEBC713B3CD50E803CDE89F73DF108213EEE4EB23D1A205A3E2E96553E179C293D2ECC483D902C82BE9D3C2C3DE2412FBA050863BE4A0368BDADBB003E179026BEECD82D3EA35C7F3D20ABF5BC9A1899BC2A2EDF3D4D7640BEBB32893EBEBDDABDEDCBCDBD4C24243E1775D43D9035323EEBA30C3EFD6F4A3DAA9E2BBEDB4E7EBD2874D53C74DC13BB9E018ABEAE6D0C3EFDC3683EE7DB443EF1DB08BEFD796A3D4DF68EBE713C633E706A82BECEC85C3D61511C3ED6A02D3E81FF383D94B03FBE77A959BC5E4F10BD731D463D65CF043E7A08B23D49A28E3E52C4B13D401E51BDD7295B3EBA2929BD5098173DBC74C23CE12B9ABEE5E1143D7AAB1B3D6392E1BC21FA97BCB4B22CBEC567313C7D144A3EA4AEBEBC62688CBD826DA3BD499B873E193936BE5C38E33DD6AE6F3CC623813E524F303E31003EBC31434FBEE939403E9A0B443E0C9014BEA767C83DAE56D7BDCBBAD0BD7D6258BE6CDFFA3D42D2113D8BFA843DEC4B433EB7CDB33DB2329D3DCD7DC93DD5230FBE984A94BBF63022BE2B00F2BDF08645BC70C70E3E175F8A3EA5E911BEEB71BA3C268D18BC29C88D3D7D9E9C3DE0EB423D5F0B02BECC44543DE7F5EF3D0D0F8ABD66FD843EF0AFFCBC7374AABDE2661F3D268A0ABDB8D337BE431661BBFC8D563EC7A0863E7D7C98BD4471F33D938E8E3CDEAE183D6E682A3EA322E53D25FFA53CF9C0F9BDC32017BE47B909BCA10C2E3D8E4F873DA348D23D7DB6033E628EA1BEFDF2F23D67D60CBE92CB153ECC0E353D3E91A93D9F7691BDC904183DB00F7BBEB243133E75EF31BD9E0FAEBE88B90E3E8E74613ED99AEBBDEC0E233EF49EC9BD2C6098BE587C40BD06682F3DEAA78F3C71DF5E3CEA6C1F3DD6F0E83C5F62E8BC87B8A1BDBBF40EBDF5233DBDD5EB22BDF94C14BE7EE991BD2DE5303C466A263D3FBF09BC598EC5BCCEB88F3DF705DB3D52E2B63DF6496BBE59EE74BDF2C2BD3D2F998A3DC9CFB63D6B11293D8387E5BD2162243EACCE36BEF68A043EB3E90CBB840246BE091155BD92DA213EFA3A9EBD61C622BE06521BBD3CFEDBBD252728BE49526B3D16A4D63D825E94BD74CF8C3DBA2750BD788456BC44BD843C9AC8483E907D883DAA5606BEEAB68A3D84ECEDBCBAD27ABD2DD3E1BD37FA61BB485D01BC634E58BDF40C3BBEE88A65BE08AB893C2AB0BF3CF3C4923E5A2EC0BCA356093E57B4203EDA5F03BC5139253CF02E67BD19AF6E3E09D24ABE5E95AABB2A1B3A3E9FA767BCB38899BDC980FA3C1DB78D3D2398983DFF79173D10B6C93D5150FE3D3BD414BEA3C74BBDA0DFE93DC565833DBA59FC3C0DD7B43D4506003E02BEE6BDE4F824BE181F1BBEC8E9793ED4C60DBE2656FCBC1383C7BC52A20A3E16BB69BE14F5A8BBB248233E2EE8153E08245C3D57570CBD90556C3E6BCE60BEAFE6033E2EA8883D60F09E3DD4F50E3D5DB4DC3CAB4DFA3D2E091BBECE9B27BEADBEAE3CF662E03B060BB03C9AD8553E0AC99BBD940ACA3D98C44E3DF4199F3EF0883CBE6FD492BD08AD75BDBA90313E277DDCBD60EC5E3ECCE0563ED7C6E83D053C6B3D833D51BE6DEEC33C6D5D40BE220843BDC277DA3CE31E26BDBBAFFF3D2DF38ABC0C3850BE6F880EBE72492BBEA52F2ABD5CBF273EC400883D4999363D5DD42CBEB9469F3E833673BB827CA23E5D43E9BDE8B398BDBAC5AE3E938A10BE6B31613DB8E535BD3FBDDABD7849913E640307BE9155F13DC27B143E6A0B08BEC2187FBEC06B6FBE3C05D7BD1283EF3C4669343DAB59CBBC748C62BCDFF7023E7C91CE3DB1B44B3D7DE9A5BDF719D13DA1EBC23CC21AC9BDE4229BBD8633253E4020783EA7738EBDCBB48BBE68FA9D3DC5E6F2BDECFAC43D98334ABDB8E4953E7079713C66CAF23D9A5F23BEB089BDBE1292913C54E40C3D25B3C13DB4ED94BDA0B22DBEF63257BE8ABF943D1F02BF3D4B81EBBD2AFF8DBD06D2C3BD4ED37EBE602ED63CC581E33DB53FF0BC32433FBECF53D5BC0F75373EF4308F3E94BA103D9528D4BDF07C85BEF7DC4FBED9393FBCEDD8F23C69070A3DFE6F0DBD8C7F4FBE7FF753BEA5789E3C39BDDDBDFF712F3E852944BEEDD7623E303BB3BD7413F03C000CF03C9A0439BD3E5D87BE40B981BDE6B44C3E6F362CBE98AF77BE196FEBBC6CCB5DBD28D52DBEE760CABDA25E81BD870E5EBDF416AF3C6308BE3D522E503D99CD373D87E8613EA545133EB8D3C3BEDB5143BDBDFA53BECD51B9BD915ACF3D8868D8BCAE6666BDBB13313ED5314ABE3BD349BCDF91933DB4AF4F3B52691CBE5C3342BB1127D93DE223403D46DD2A3DEA5A253DAD6B913CAEE526BEAA3E26BDCAB7673D9062D1BEF09DCB3D367A353DC2C611BE86B4C8BDB043DBBCB35B5E3DC62949BDA4E91C3E1B315E3D7485D3BD936A7DBD80CCF43C02DFC33DE3DDB63DB2F451BC62CEA03C800058BBC00BDD3DB79B04BE211DA23DED1179BE5F94723D9BCC093D620F4EB87B5F8FBE83A8523EC598F13D91FD5A3B04B5763D4F9DFCBD1BC2893D10C4513E1D671EBEF707B53E77FE6ABDBC80DE3D7027DEBDE9F8513D844A2BBEB936B1BD39DFF5BC535CB0BD3BD901BD7639033ECCB62BBE40C720BEBE7ACA3B2AB897BD3EF606BECF058E3C5DC497BD63C9343DDA12ABBB7570D8BC6ACE12BC2895093E0CB1303E29AEABBCB77C0ABE76344BBE372996BECF1D1EBEB933E5BDC30AE2BB64DA7CBEAD3B403EDC000F3E406C273E96EC89BD423B033DD2C2FEBD4C62503EC51923BE311F8ABDAC633F3E2763A73E5C5545BCBFC95EBD3D8DA8BECDFB653EFEBF253D7E4F7DBE4A52EA3D0E15A53D6F9B3EBDCA0296BD9257C43D6CA5FB3CCAEA823D6AE9243E066F203E8A83CC3D65649D3DA5DC2BBE70FB15BE0F1DDC3DFC0AAE3DDE588B3D82FBE13DEAFA94BDADEA973D77F604BE2F33063C04E9F93DF704B6BDB64A833E5F7C183E917D383E0B22E3BC4CC13ABE97DCBBBD125A943D780E16BD80FCC13DB4D6A13C0E989EBD9C39FB3DAAC0353EE6E2C4BDF1A8893D4571A83CDA10173D0DF85FBCCA6E28BE7D853D3EAD510CBEFF1FEABD3C7BB03D0B7CC13C1711D6BD22D3B0BD75B4AABCE0896ABD6ADCAD3DD0891CBEBA67433DD6CA4D3E0499D83C3DE0EEBDB26FC2BD78DFBB3B63DCA7BD7C00263E347477BE0E5F5C3E482388BE6172B0BB329D11BE5F8FDC3D5326D0BD8C5918BE43E036BDA40D5DBD061782BEF473743D83DAA0BEEF2A1E3EE88431BDA123003EDC7FA1BD6247D5BDE643AF3D93159DBD731650BEA4543BBC612839BE1824DEBABE68393E3270013E87F47E39E441B2BC87602ABD2672ABBD44F83E3DBFD4A9BC294A4DBD763D113D78B187BE3188833EEB73A93DFF663BBE9D80773C75D017BE850491BD78B5F0BD27CF123EF82081BE939A3EBDB7BA5DBEA0F92FBB8FDF2ABDFB243DBE6095413E9237523EACB797BDC85A8C3DD410A0BC14EE023DC7014E3EB97B10BD8BF8703E0B001BBDCF4349BC90087E3E3805143DEE9A88BEDECFF13CEB5A2CBEC78C5FBEC97DFDBD4E602F3D72B315BEFE683CBE613F4CBDBA9C593D5844BBBD1AA92FBE561192BEA2BBD0BD350CE33D24BD063E8164D43DDF8DBCBC6F238B3CDE732A3ED499E9BDAACF433D7D8E7BBE007BB73DC29572BD37621BBEBCD3CF3D096A15BEBE39E9BD20A34E3E6FA50CBEF468B0BDDFBCB7BD920BD33D46DA76BE1D20283E1FE202BDAC6B2ABDB021F1BDDE749CBCB3B4453E11F5E43C4BC6FABD84D13ABD06B98F3DDA8F373CC0630ABD3E94A23D2434423D46E810BEDABC80BECD96863D72BF793E1CB5DCBD55AE97BC1911363E47E8693EF4570C3C0909283E6FDBC93DAF7795BDF4B887BE2A8FF4BD4295463D027D613DB70F87BD1DA6E6BD6B2C57BE17EF61BE2A5C83BC39BC53BED6FD01BBE896D6BD5E3465BDD9E28E3E20A8CF3B02C638BD6973BABC0A2546BE1E0F343EB5FDE33DD10F8FBDFBA2F63C0499B4BD",
      torch_tensor_8_108_torch.float32: "0x04000000F210AC3D8EDCCA3DA5EF00BECC3C973D58D91CBD580B223DC28B29BE71FADF3D9CC9213EA451AB3D7525963D1B9BFDBEC02C0C3DECF65ABBDB2B9EBC7E92A9BD5037EE3B4BA65D3D9DDF0DBDAE3079BD9859253E0EA014BE2C830A3EC530BE3C524AD8BD18F61BBD8E66F7BD0E89B53DC71C3B3D2EBB95BDAB3314BEB645223D5BBA003E21E674BCC500613D373D4ABD015D113C39A91CBD20251E3D2C004BBE9D3BAD3D6754F7BCDFDE403D860737BDDC4C2C3DE43610BE1DE41F3E0A0E65BED7BB0BBE427FFD3CC7B0443EC295153D385505BD4E9D3FBEC5BFCDBC300C2BBB644F633E964CA73D34994DBE1442883ED87254BD1B80ECBD284D463EE314D6BBBE9945BD0057EB3C2934E33DD18F053E1CE838BE0F5B863E36A0FE3D36F24BBD8026DCBD904A02BEAAB6843CFD42AEBDC0AFCDBDB128DA3D5F13443D743654BD5B73C53DCEDA373EDF2913BE0E3CA2BD567CFD3D9655C13DF6D9F33CED4B1C3E8C5112BEB1E146BE6F04E9BDEAD0833C8414D6BD430583BDAB1803BED3D7A6BDFA1907BE80A2453D33C2D53D0C3381BDB0F2DEBCAB3F9CBD9ADC8E3DA4963F3CC858563E744B13BE13F7423DDBCA6E3D20DB41BDE2EB9C3DAB6B41BEDD718E3EC67234BEBA59F73D61BE16BEC4BE1A3E86F14EBDD868AA3CFC84E53B9500143E30F02CBD017BC7BE4364CCBDC89CC53CC4E56CBD4E04CF3DC484083EDBF39EBC5F4B48BE9D1C3A3EFE9F113E10EA20BDE7BC8D3ED7A23BBD05E518BECCAAA7BC53EC103E8818FCBDBF2D833E0117F1BD5B54003E176A923D9FB6A5BC3C49113EDDA849BE3E89363E490109BC8ADE91BDEE76C93DFD820E3E8E02CF3DA76C863EE24F113ED5932C3E862D91BDCF2A653C1165973D60AD18BB943A223D232C653DC407E33DFD975ABC07223CBD3ABFDEBDFBCCEFBD2CA51D3E4AD535BC219FD33DD0702EBE084D82BEF90E0DBE452C1A3E809C0F3EA994323D4FB7D7BD10B38CBC162520BD948939BDF57AA8BEB3B5E6BD327ECCBC41E54B3EBEE7AC3C3F5C3C3E72BF53BD5FE707BDB01303BF8831793D5F1F933DB1266D3ECEE582BD608E4A3C3BBABDBD2C281EBE0EC4BFBD0B8D39BDCB3F363E83409839FE96D4BDD59C983C8708EA3C6ED9B5BD77B7193E39E77DBEB0B3E5BCBCD8B23D72F633BE244B423DECD62D3EA0FF733D534163BEAFD2C3BD5BB1253E3974203D9FADA9BA9B4A6D3DBBE6C13D7084BEBDAB2F1CBD11BA993C594792BD7F8C8FBC4C822E3E842102BE0487813E47B17C3EA16266BE59B197BC694F383D2F9CCCBDC049C7BD0E61FFBCC9C6C63D718189BDFB9C753E01F51B3D38AC5CBC40DD423EB16AA83D2B9D463DFD1832BD8DE7733EBC4FDA3D4ACDDABC141154BEC095483DE6C819BEE8B866BEE92216BD4962173D89702C3E51E9173D4FC0D83D59D424BE67E541BB049C853C16DFE73D27AF793CB73AD83D489687BDF184403DC9205F3DC60A28BEFED1BC3C0B4D2CBD7D0280BE80DD003E6E9E42BD9138E5BDC5EE4ABD28A8943C0BC04A3EF37CB2BC52137E3D3EB0383EE47A8F3D41AD0F3E132480BDE058CF3D4D73F9BB8476103EB8EF06BE9EA2D1BD41972A3E8EEBD2BC6A0F41BD2AE2263CA76AB9BD0317333EABF527BE1AFEA1BC1E9A3A3D16B360BC64BFD7BDFC85E9BD56CA643D5E8E0ABEE4C8AD3D01EF4CBE5C3E95BD4B369C3B905C28BEFC55AF3D32881FBBE54E0BBEF2394CBE748152BEC794DB3B798B1BBEC98437BE95B8F8BC251D993E1545153D2729CD3D28D0E43C5D8ED23DB79634BEF28A67BD08900C3DF72D1ABB1685CEBC8010B3BD6BF70ABDA031D0BD31D1A2BE689C20BE2BD27F3D7B5C513E98D9733EF824503CA93EF03D5E2BF43DC628BABD1E4D64BEB5E5843B10F16CBE70112CBD3B88A33D7DF03EBEA9F48A3BE7BA263EC36E423DDF758C3D2DD6F33DA802693E4EE1A23CE350253E7F0C0ABC91DF92BD0E52293D9AE9A2BD951F9ABD516EA3BD9F519ABEB0F6623CB9EE29BE4CC566BCA8F5423EE81A8CBD34C191BD6463373EFEE8923D3A4D033E31163FBDD62BC93D7C85B8BD93C9B5BDE156A03D70E9A0BD464ACE3D51CAA03E62B762BE8B47CABDC59C163E1C0E9CBC191E1C3E9ECF07BE0C35323DA0F2A1BCD3FD963CA215323D130A24BE186D10BEA6233C3E10B31D3D15C9643C59A3BDBB79C23F3DB96C1BBEB75306BEBB662F3E97B8A23CBEA8E43D5BDFA2BD881C393E94B3393D1C6A813DD68F933D0554D6BD57DC7ABEFE8310BE8B3C5B3E18E32E3ECA953ABD3D4022BD36610B3EF326B5BC13B22EBE81292A3E1D52803DB52BA9BE827128BD668A9A3C2E6A813DCEA9A33CFCF5AABD080979BC848D1E3D152410BD110548BD395A283EBC8EFEBDCDF33BBD5A8F88BEAA79913DB4BBDE3D257F933DC4C6F63D9C066D3D2737383D4BE77E3D4DC40FBDAAC71F3E11793BBDE69F44BE2285E43D66D7783E8C1901BE3DA45ABC7753B8BD85B04CBD6752C63B87F826BEAF5415BD591C45BE26CE98BDEF791FBE22660EBE614167BEA4F3233ED8E4883DB3E880BE097FA0BD984AB4BD3ECEB9BD758B42BEB7DDCA3D6AE854BDFAC87B3D20A78D3D78F0383E120674BEC2C4693E239A2A3E3B1B9A3D0B3FA03EDD7CDC3C92E8DC3D2E92C6BDF085183E2986B43C64AB72BDC9518E3E46EE23BD3D82983AE534D4BC3136CBBD0FDE8E3DE191C63DB4973E3DF6B29EBE7688073E7D5E3CBD4E8B23BE4D3BA23DE65B973DD73F0CBE1838A63ECAA422BE060469BEF52F1BBEA0093F3E9629BDBC8B1A48BDB0B805BC5370A0BD629FB9BDCE6EACBD5961BE3D4F35093E8CDD0DBE0DAA003D11F6D33D317311BEE22587BD68930BBEBE962DBEDD235B3C1CF5C5BD6FB8A93D362F7DBB81EC5D3DE8321DBDBCC2AABD3E1143BC07F92BBAC7D0BDBDB36F653D5FC5C83D2A0BAA3C6764663EBA0BAABD1AFF8B3D8FD45BBDD261FC3CB22FDFBDE1EF153ECC56BD3C7B4E203E853C2ABEC4B684BD5C06F0BD260C8FBDE840BABD4DA981BCB56A14BBEF57B0BB976395BD309BC93C7677EB3DCEA2F2BD45B3F438BC591FBC4DE57B3D6B6109BCE1CC06BBB34205BE9CC43A3BBBE8F7BD50AE8A3DB40E5EBC2E7FAB3BACA7EFBD9724D83D8B2CBA3D5DADE73DA5BE953EF4F8E1BB90CE213E683285BCD2F3533D677D443D424E0E3DED03B13D697723BD041EB03BFEF38F3D38036B3ED885E2BD3ED972BE9A2D82BD1B77413C5D37BC3CF163463C0C091F3ECC3C033E86FBD3BB7D897CBD28183ABDA8A13FBD3AABF2BC827453BE4AF677BD838364BDE82BCBBC3DC508BD93B6B43D400C8FBD79E16BBD5CBC913D8B1EFDBC0AD5E83CABFEB33DC6F2623D8F8B063D064ED3BC385FB73D1CD5BC3C45C387BD4238A2BC78C923BEE74901BEF12B7DBE19D8B6BD1193333E05A695BD31C8D33D077FEDB97463BCBD2EF1333E71909C3D118B6BBE4E060C3E9B8310BE1560BFBC86AAB33D374521BD6473163E37B7CC3DF10554BEFD167EBD42B5173D48A09ABDF7A3E8BC1A13D73DF65F2A3D9D91F7BD47D1BB3C1AA6A4BD5F6423BEDFF117BE69551A3D45ED71BB26F83A3AE21D1ABE99D8C5BC8C740BBE2A1FF9BDE19EB1BCF3013ABEF5F9B33DBD30A73EFAC4763DF9390CBE1EDA11BD082451BE07184BBDB46C883DA77E9E3DD1B90ABECDE3203DF27C1B3E59FC6B3E6474BCBD9765E8BDE521EA3B2EDAC4BEA6CD8EBD21BD11BD660C77BDCFF654BEA61004BD97D7D0BDF1B2CB3D00FEF6BDA0DA17BDC492FABCF9A0983D8A28ABBEDE3237BDB845CC3DF78642BDFE4E4DBE98A72F3DA914353D457A11BD8DF11BBED82DC7BD7EBF28BDC671EBBD6A1781BE8ADFCEBDCCD404BC3A5B88BDEB9422BCB8F9333C661AF13D2129943E67C9C43DAAD23CBE9C9FB2BE02384BBC6794193C11391CBEAF4E123DF43DCEBD7E91583DE5122FBD8CC4553DDC626ABE36D26BBDD1D69FBCE4953FBE54187D3E226C91BD7CE43A3EE5A6B2BD0E5FF7BC512F1F3E5568233DEB95CE3C5D080F3DC9B037BE958351BD009A00BEB559D43C214A92BD2992BDBB094826BC307D9CBB328195BB446FAFBD09B80DBEE0A7B2BDA113103E623C493D68D79D3D258C393E6C951EBE5822893D558D10BE82D033BD3A38823DB10F593E1A56D2BD01F04BBC0D771B3EF95048BE6FC1423D35CD25BDFD19EDBDAAB99D3C1EFC9F3D2047F5BDCF5E4C3DD17CBA3CB2F826BE53DE503EC08B123E693FE7BD12C19DBD5A46CF3DE53B85BD4F5D77BEC6070D3E2F22973A0F35803EC841403D8471CD3CDE3FC13E09DFB8BC45F5FFBD258AF63C0AB6183ED3A81CBE233FF4BD75E7713D39F4D6BE4EEB12BE06EBD53D94C89DBD7EB15ABE2774813E4EA83DBEBCBD8CBD747748BDDEDE323C3EBB46BDA22E2EBC0661F73B19783ABC8DA9483CBBEE9FBEE5376D3D13D73CBE43A991BEA5BB393EF8D82CBE797AC13CFAC0CFBD3C73B6BDF30F823D27F10CBE936F483D8FBF4C3DB0911C3E71D334BD9CB80C3E5E5C673E7F57553EF09A9D3D5493713DD290BF3E1511963EC427CEBD735FF83D4FE0A13D84781B3C8AE9A43C4B2C833DFF11FC3D8F52EB3C6CC0363D222F3B3E3DE12A3DA690923DE724053ED79A5B3E37FC243EC1E04A3D0C8ADF3CE58524BE91141D3D9F740BBEA9B009BE96EEAE3DCA5F58BC0FF87D3DA399A8BDE082213E7BA69A3C07B31F3E4019B53D8EC0B13CF8AE80BDE990873B38AADE3D6C9CBB3D73C120BE33E9093EBC17E6BCB33CDB3DC290BBBD7B87AB3D4937D6BDEF248B3C2B4A20BDFF9619BD385D98BD0233A5BCB90A6ABE37BBEB3D664E013E38236EBDCD8439BE03E9ADBD08D4FE3D5836A83D1D8A21BD8A4AF13D03090CBE59BFA4BD31427F3D38574EBC",
      torch_tensor_4_torch.float32: "0x040000003DE8A3BE2078BB3EF4D315BF899637BF",
      torch_tensor_4_16_torch.float32: "0x040000004EE921BE9944DC3E034CA23ECB5145BD63E918BE9AAFA2BE46A962BEBA83EEBE8C00C33E2AC6003F2C61CBBE1D53BFBE2D2B0FBF6A0E9CBEAA787BBFDFF1B8BE56FBD13E94DEDFBD535D8A3E2C561EBE9A880E3F3B05813DD965F7BD35A14E3FA023D2BD01BAC5BE8DC3823D103549BCAAA5AC3E713895BE654A823E3C118A3E6A3558BEE471533D838186BE3DE73D3F350364BE9CB612BE8091ACBEFA28E0BD998DF3BA949F783EA4AF45BE93A070BD8257E5BEABF685BE31185F3F1496A83EE0097DBE4089D8BE8CF49DBE94C3E0BB64ED333C6B0971BEB84ED0BE9B4BE63E7743123E4A95F2BD66E88EBD99782BBE7FAF6DBF2CD0153D9354ADBEDE57A2BE",
      torch_tensor_16_torch.float32: "0x040000007E91F1BDB260B03EFFFC0A3DFFDC133F778549BE858D143EAE3248BD70D9103E454DECBAAEAA0FBE221C5EBEF239443F16679EBCF81001BFB00A26BE03942D3E",
      torch_tensor_16_13_torch.float32: "0x04000000463E073DA8190EBD39382C3E99ACE13CC20C10BE227AC23D3D55AF3E50AF7E3ED03E3DBE5125AABEB49B27BEAACF313C2B4F1CBF90586BBDBE85A7BE08EB44BE165C12BEB71DAABD4263DD3D8E2C8C3E88420ABD4EBBB73E97E132BE960DBD3D0BF5723E3F40CA3C43F047BEC6DD77BEE02DF6BD08DB6C3D43C087BE950061BDB8452BBD1A71113E96E6663D6921BF3D1FD32FBEA66B0BBDBED2523EAFCDC83E8A4AA9BE108FCB3EA3F6B43E581B523E843B8E3D64D6A8BDD00AC43E37C9033F6C3EF23E71D3B03ED735C03DC577A2BE0B5199BA4D89303EF03AADBE4B82D43DB031E73D3E2D3B3EC1369FBE2FF131BE7DBAEABDFA499DBE1EDFE93EAE5B05BE1CEEB03D81118BBD07E9D43E6788B13E82512A3EB82314BFC8DC5F3C97DA373E8EFD863E322A26BECEFBF43ECF8AB1BE2BE531BE13737B3E9610533C5F9E063F72C84A3D98462ABEBF10CBBD8DB692BE47CBABBE0887293ED8481C3E4210AE3EDDEC4ABE181DE33EE9909ABD03B1D33E06C4E8BD6DC845BEA457863DD9AF8A3E22312D3D34751DBE6256B4BE0072BCBEE32D073E1B13853EBAB930BDEC7490BE4EC66A3EB028ACBE4FC13FBE5A00273E464617BF36CDCF3D8B691CBE9A18EB3CCADBA2BC2668593D74AC3A3EFCEF4BBEE60FBF3E0842433E92E4623E02A09C3E74CB533E64FC623E5BA0A23C42D7BFBE4F4311BD3AEF4EBE784CBFBE04018B3D4DE418BE19778ABE583D8CBEF25C903DABE7C03D91D0B13ED17A6FBB5E158C3EA18BBC3E13A69A3E4B041FBFC334A53E81A8B63DDDEAE33D5DA8C73DD5DBCD3D7ACAAB3DE608C1BD8EB0FFBE994FEABCD22258BE843C913EC04E9BBD2495B33CE77864BE785009BEAA7D46BB63B8C7BEC3B7A13D2332E4BCE46D9FBE053B21BFBCF7093ECB0CA0BD0B870EBECB057EBD453DF43EAE4656BC9D58BA3CD3F2C7BE607FDD3E10BA763E2C758F3E791E4D3CB480763EBB81C73D66E5243E4EB523BDFB2CC6BE65568A3ECF1502BFA00B81BD44FF5BBD7E388CBEDCE0243EB37C57BD1EF6EABD25CB0B3ED72800BE59C2BA3E0306BD3D6E1CFFBDF6B502BF6DD6AFBE0322923E46BB59BC034698BDAFF2DC3E5176ACBE157E1DBE212CFEBDDCAC1D3E596F32BE26F524BE28D3D7BE2722443E8FC8583EEA1A00BED9B22F3D6CCEADBE"
    }
  }
#-}
