# linrt-dlrm (examples/dlrm): the README sample and a small kaggle-shaped model checked against
# PyTorch's outputs, and bad input reported with a clear error and exit status 1. Included from
# tests/CMakeLists.txt after cli_tests.cmake (which defines linrt_cli_test).
if(NOT TARGET linrt-dlrm)
  return()
endif()

set(LINRT_DLRM $<TARGET_FILE:linrt-dlrm>)
set(LINRT_DLRM_DATA ${CMAKE_CURRENT_SOURCE_DIR}/dlrm)

linrt_cli_test(dlrm_sample_matches_pytorch RC 0
  STDOUT "check: PASSED.*throughput: [0-9.]+ samples/s.*p50 [0-9.]+ ms, p99 [0-9.]+ ms"
  COMMAND ${LINRT_DLRM} --config=sample --check)
# Tables as external parameters in a safetensors file, dynamic index counts, and inputs from
# linrt-dlrm's generator, which must reproduce DLRM's (numpy's) draws for the outputs to match.
linrt_cli_test(dlrm_kaggle_small_matches_pytorch RC 0
  STDOUT "26 embedding tables.*check: PASSED"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small --check --batches=1)
linrt_cli_test(dlrm_quantised_tables_report_accuracy RC 0
  STDOUT "int8 rowwise.*accuracy: max \\|int8 - float32\\|[^=]*= 0\\.0*[1-9]"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small --quantize-embeddings=int8 --batches=1)
# bf16 matmuls where the CPU kernels lack AVX512_BF16 (LINRT_CPU_ISA=avx2 forces that): refused.
linrt_cli_test(dlrm_bf16_without_avx512_bf16 RC 1
  STDERR "precision bf16: needs a CPU with AVX512_BF16"
  COMMAND ${CMAKE_COMMAND} -E env LINRT_CPU_ISA=avx2 ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small
          --precision=bf16 --batches=1)
# --precision=int8 against PyTorch's own dynamically quantised model (DLRM's
# --quantize-mlp-with-bit=8: quantize_dynamic of every Linear; out0_qmlp8.npy from
# tools/export/dlrm_configs.py --quantize-mlp-with-bit=8). The two quantise differently (PyTorch:
# weights per tensor, activations per tensor in 7 bits; linrt: weights per column, activations
# per row in 8 bits), so they agree only to within both errors against float: PyTorch's is
# 0.0034 at most on these 16 predictions (out0_qmlp8.npy against out0.npy), and linrt's, on a
# finer grid in each factor, no larger; hence 2 x 0.0034. The float32 line reports linrt's own.
linrt_cli_test(dlrm_int8_mlps_match_pytorch_quantised RC 0
  STDOUT "[0-9]+ x matmul.int8.*accuracy: max \\|int8 - float32\\|[^=]*= 0\\.0*[1-9].*check: PASSED"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small --precision=int8 --stats --batches=1
          --check --expected=${LINRT_DLRM_DATA}/kaggle_small/out0_qmlp8.npy --atol=0.0068)
linrt_cli_test(dlrm_check_fails_on_another_seed RC 2
  STDERR "out0.npy holds outputs for --seed=123"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small --check --seed=7)

linrt_cli_test(dlrm_index_out_of_range RC 1
  STDERR "in3.npy, in4.npy: index 3 at position 1 is out of range for table 1 of 3 rows"
  COMMAND ${LINRT_DLRM} --config=sample --input-dir=${LINRT_DLRM_DATA}/bad_index)
linrt_cli_test(dlrm_offsets_not_monotonic RC 1
  STDERR "in2.npy: offsets of table 0 are not monotonic"
  COMMAND ${LINRT_DLRM} --config=sample --input-dir=${LINRT_DLRM_DATA}/bad_offsets)
linrt_cli_test(dlrm_missing_parameter_file RC 1
  STDERR "error: .*missing.safetensors: cannot open"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small
          --tables=${LINRT_DLRM_DATA}/missing.safetensors)
linrt_cli_test(dlrm_wrong_batch RC 2
  STDERR "was exported for batch 16"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small --batch=32)
linrt_cli_test(dlrm_unknown_config RC 2
  STDERR "unknown configuration 'criteo'"
  COMMAND ${LINRT_DLRM} --config=criteo)

# linrt-run --parameters: the same binding from the command line.
linrt_cli_test(linrt_run_parameters_bind_a_table RC 0
  STDOUT "3x2xf32=\\[0 1\\]\\[2 3\\]\\[4 5\\]"
  COMMAND $<TARGET_FILE:linrt-run> ${LINRT_DLRM_DATA}/parameters/table.mlir
          --parameters=model=${LINRT_DLRM_DATA}/parameters/table.safetensors)
# A model folder as linrt.export writes it: model.mlir, weights.safetensors bound to scope "model".
linrt_cli_test(linrt_run_model_folder RC 0
  STDOUT "3x2xf32=\\[0 1\\]\\[2 3\\]\\[4 5\\]"
  COMMAND $<TARGET_FILE:linrt-run> ${LINRT_DLRM_DATA}/model_folder)
linrt_cli_test(linrt_run_folder_without_model RC 1
  STDERR "parameters: a model folder must hold model.mlir"
  COMMAND $<TARGET_FILE:linrt-run> ${LINRT_DLRM_DATA}/parameters)
# Bag errors name the table where it is a bound parameter, and the call site that read it: two
# bags over tables of one shape share a CPU kernel, and the index outside emb_3 must not be
# reported at emb_0's bag.
set(two_bags_args ${LINRT_DLRM_DATA}/parameters/two_bags.mlir --parameters=model=${LINRT_DLRM_DATA}/kaggle_small/tables.safetensors
    "--input=2xi64=[1 2]" "--input=2xi64=[3 40]" "--input=2xi64=[0 1]")
linrt_cli_test(embedding_bag_error_names_table_cpu RC 1
  STDERR "error: linrt.embedding_bag of table emb_3 at .*two_bags.mlir:10:3: indices\\[1\\] = 40 is out of range for a table of 40 rows"
  COMMAND $<TARGET_FILE:linrt-run> ${two_bags_args})
linrt_cli_test(embedding_bag_error_names_table_reference RC 1
  STDERR "error: linrt.embedding_bag of table emb_3 at .*two_bags.mlir:10:3: index 40 at position 1 is outside the table of 40 rows"
  COMMAND $<TARGET_FILE:linrt-run> ${two_bags_args} --reference)
linrt_cli_test(embedding_bag_error_names_table_vulkan VULKAN RC 1
  STDERR "error: linrt.embedding_bag of table emb_3 at .*two_bags.mlir:10:3: index 40 at position 1 is outside the table's 40 rows"
  COMMAND $<TARGET_FILE:linrt-run> ${two_bags_args} --device=vulkan)
linrt_cli_test(linrt_run_parameters_missing_scope RC 1
  STDERR "table.mlir:2:1: parameter \"model\"::\"emb\": no parameter file was given for scope \"model\""
  COMMAND $<TARGET_FILE:linrt-run> ${LINRT_DLRM_DATA}/parameters/table.mlir)

# Criteo-format click logs (--criteo): a synthetic log made by tools/export/criteo_sample.py with
# PyTorch's predictions for its first mini-batch, and the accuracy and log loss PyTorch's
# predictions give on all of it (metrics.txt), which linrt-dlrm must reproduce.
file(STRINGS ${LINRT_DLRM_DATA}/criteo/metrics.txt LINRT_CRITEO_METRICS LIMIT_COUNT 1)
string(REPLACE "." "\\." LINRT_CRITEO_METRICS "${LINRT_CRITEO_METRICS}")
linrt_cli_test(dlrm_criteo_matches_pytorch RC 0
  STDOUT "2 mini-batches from .*sample.txt \\(Criteo format\\).*labels: ${LINRT_CRITEO_METRICS}.*check: PASSED"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small --criteo=${LINRT_DLRM_DATA}/criteo/sample.txt
          --batches=2 --check --expected=${LINRT_DLRM_DATA}/criteo/out0.npy)
linrt_cli_test(dlrm_criteo_bad_field RC 1
  STDERR "bad_field.txt:2: field 5 \\(I4\\): expected an integer, got 'x4'"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small --criteo=${LINRT_DLRM_DATA}/criteo/bad_field.txt)
linrt_cli_test(dlrm_criteo_short_line RC 1
  STDERR "short_line.txt:1: expected 40 tab-separated fields \\(label, 13 integer, 26 categorical\\), got 4"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small --criteo=${LINRT_DLRM_DATA}/criteo/short_line.txt)
linrt_cli_test(dlrm_criteo_too_few_lines RC 1
  STDERR "few_lines.txt: 1 line, fewer than one mini-batch of 16"
  COMMAND ${LINRT_DLRM} --config=kaggle --model=${LINRT_DLRM_DATA}/kaggle_small --criteo=${LINRT_DLRM_DATA}/criteo/few_lines.txt)

# DLRM-v2 (MLPerf's DCNv2 model) at MLPerf's layout with small widths and tables of at most 40
# rows (tools/export/dlrm_configs.py --config=dlrm-v2-small): multi-hot bags of MLPerf's fixed
# sizes, the low-rank cross network on matmul kernels with fused elementwise epilogues and no
# reference fallbacks, checked against PyTorch's predictions on the CPU and on Vulkan.
# dlrm_v2_small_int4 is the same model with its tables as the full-size one has them
# (--table-format=int4): FBGEMM's 4-bit rows in a U8 safetensors file, the bags
# linrt.embedding_bag with table_format int4_rowwise, PyTorch's outputs from FBGEMM's own 4-bit bag
# kernel.
set(dlrm_v2_small_plan "(float32).*DCNv2 cross network \\(3 layers of rank 8\\).*multi-hot 3-2-1-2-6-1-1-1-1-7-3-8-1-6-9-5-1-1-1-12-40-27-10-3-1-1.*26 x embedding_bag.f32")
set(dlrm_v2_small_int4_plan "(int4 rowwise as stored, FBGEMM's layout).*DCNv2 cross network.*26 x embedding_bag.int4")
foreach(model dlrm_v2_small dlrm_v2_small_int4)
  linrt_cli_test(${model}_matches_pytorch RC 0
    STDOUT "plan: [0-9]+ dispatches, 0 on reference fallbacks.*check: PASSED"
    COMMAND ${LINRT_DLRM} --config=dlrm-v2 --model=${LINRT_DLRM_DATA}/${model} --check --stats --batches=1)
  linrt_cli_test(${model}_states_its_plan RC 0
    STDOUT "${${model}_plan}"
    COMMAND ${LINRT_DLRM} --config=dlrm-v2 --model=${LINRT_DLRM_DATA}/${model} --stats --batches=1)
  linrt_cli_test(${model}_vulkan_matches_pytorch VULKAN RC 0
    STDOUT "check: PASSED"
    COMMAND ${LINRT_DLRM} --config=dlrm-v2 --model=${LINRT_DLRM_DATA}/${model} --check --device=vulkan --batches=1)
endforeach()
linrt_cli_test(dlrm_v2_tables_of_another_model RC 1
  STDERR "parameter \"model\"::\"emb_0\" in .*kaggle_small/tables.safetensors has shape \\[40, 16\\], the global is tensor<40x4xf32>"
  COMMAND ${LINRT_DLRM} --config=dlrm-v2 --model=${LINRT_DLRM_DATA}/dlrm_v2_small
          --tables=${LINRT_DLRM_DATA}/kaggle_small/tables.safetensors --batches=1)
linrt_cli_test(dlrm_v2_truncated_tables RC 1
  STDERR "truncated.safetensors: tensor \"emb_[0-9]+\": data_offsets end [0-9]+ is past the end of the data section"
  COMMAND ${LINRT_DLRM} --config=dlrm-v2 --model=${LINRT_DLRM_DATA}/dlrm_v2_small
          --tables=${LINRT_DLRM_DATA}/dlrm_v2_bad/truncated.safetensors --batches=1)
linrt_cli_test(dlrm_v2_fixed_multi_hot RC 2
  STDERR "--config=dlrm-v2: every table's bags hold the model's fixed multi-hot size"
  COMMAND ${LINRT_DLRM} --config=dlrm-v2 --model=${LINRT_DLRM_DATA}/dlrm_v2_small --one-hot)
# Every branch of DLRM_Net (tools/export/dlrm_variants.py: quotient-remainder tables with each
# operation, mixed dimensions, cat interaction with a loss threshold, self-interaction, fixed and
# learned weighted pooling, the latter also over equal tables with fixed index counts, whose
# pooling-weight gathers differ only in the weight vector they read), each checked against
# PyTorch's outputs on the CPU and on Vulkan.
foreach(variant qr_mult qr_add qr_concat md cat_loss_threshold interaction_itself weighted_fixed weighted_learned
        weighted_learned_equal_tables)
  linrt_cli_test(dlrm_variant_${variant}_cpu RC 0
    STDOUT "check: PASSED"
    COMMAND ${LINRT_DLRM} --model=${LINRT_DLRM_DATA}/variants/${variant} --check --batches=1)
  linrt_cli_test(dlrm_variant_${variant}_vulkan RC 0 VULKAN
    STDOUT "check: PASSED"
    COMMAND ${LINRT_DLRM} --model=${LINRT_DLRM_DATA}/variants/${variant} --check --batches=1 --device=vulkan)
endforeach()
# --stats reports the plan the mini-batches run: these fixtures' index lists have dynamic
# lengths, so that is the plan specialised to the first mini-batch's shapes, whose quotient,
# remainder and gather arithmetic all runs on kernels (the generic plan keeps reference
# tensor.dim / tensor.empty dispatches that a run never executes), and whose weighted bags
# (exported as a mask product, their last end the index count N folded from tensor.dim) are
# one bag kernel each.
foreach(variant qr_mult qr_add qr_concat md cat_loss_threshold interaction_itself)
  linrt_cli_test(dlrm_variant_${variant}_no_fallbacks RC 0
    STDOUT "plan: [0-9]+ dispatches, 0 on reference fallbacks"
    COMMAND ${LINRT_DLRM} --model=${LINRT_DLRM_DATA}/variants/${variant} --stats --batches=1)
endforeach()
foreach(variant weighted_fixed weighted_learned)
  linrt_cli_test(dlrm_variant_${variant}_bags_no_fallbacks RC 0
    STDOUT "plan: [0-9]+ dispatches, 0 on reference fallbacks.*3 x embedding_bag\\.f32"
    COMMAND ${LINRT_DLRM} --model=${LINRT_DLRM_DATA}/variants/${variant} --stats --batches=1)
endforeach()
linrt_cli_test(dlrm_variant_states_its_architecture RC 0
  STDOUT "cat interaction, top MLP 16-6-1 \\+ sigmoid, clamped by loss threshold 0\\.34"
  COMMAND ${LINRT_DLRM} --model=${LINRT_DLRM_DATA}/variants/cat_loss_threshold --batches=1)
linrt_cli_test(dlrm_variant_config_mismatch RC 2
  STDERR "--config=mlperf but .*qr_mult holds a 'custom' model"
  COMMAND ${LINRT_DLRM} --config=mlperf --model=${LINRT_DLRM_DATA}/variants/qr_mult)
linrt_cli_test(dlrm_v2_int4_given_float_tables RC 1
  STDERR "parameter \"model\"::\"emb_0\" in .*dlrm_v2_small/tables.safetensors has .*the global is tensor<40x6xui8>"
  COMMAND ${LINRT_DLRM} --config=dlrm-v2 --model=${LINRT_DLRM_DATA}/dlrm_v2_small_int4
          --tables=${LINRT_DLRM_DATA}/dlrm_v2_small/tables.safetensors --batches=1)
linrt_cli_test(dlrm_v2_int4_not_quantised_again RC 2
  STDERR "--quantize-embeddings: .*dlrm_v2_small_int4 stores its tables as int4 rows already"
  COMMAND ${LINRT_DLRM} --config=dlrm-v2 --model=${LINRT_DLRM_DATA}/dlrm_v2_small_int4 --quantize-embeddings=int8)
