# Command-line tool tests: linrt-check over the conformance files, and linrt-run's behaviour
# and error messages. Included from tests/CMakeLists.txt. Each tool invocation runs through
# cli_expect.cmake, which checks the exact exit status (a crash never passes) and the output.
if(NOT LINRT_BUILD_TOOLS)
  return()
endif()

set(LINRT_CLI_DATA ${CMAKE_CURRENT_SOURCE_DIR}/data/cli)
set(LINRT_RUN $<TARGET_FILE:linrt-run>)
set(LINRT_CHECK $<TARGET_FILE:linrt-check>)

# linrt_cli_test(<name> RC <status> [STDOUT <regex>] [STDERR <regex>] [STDIN <file>] [VULKAN]
#                COMMAND <program> <args>...)
# VULKAN: the command needs a Vulkan device; without one the test is skipped (see cli_expect.cmake).
function(linrt_cli_test name)
  cmake_parse_arguments(T "VULKAN" "RC;STDOUT;STDERR;STDIN" "COMMAND" ${ARGN})
  set(defs)
  set(i 0)
  foreach(arg IN LISTS T_COMMAND)
    list(APPEND defs "-DARG${i}=${arg}")
    math(EXPR i "${i} + 1")
  endforeach()
  add_test(NAME ${name}
    COMMAND ${CMAKE_COMMAND} -DARGC=${i} ${defs} "-DEXPECT_RC=${T_RC}" "-DSTDOUT_RE=${T_STDOUT}"
            "-DSTDERR_RE=${T_STDERR}" "-DSTDIN_FILE=${T_STDIN}" "-DVULKAN=${T_VULKAN}"
            -P ${CMAKE_CURRENT_SOURCE_DIR}/cli_expect.cmake)
  if(T_VULKAN)
    set_tests_properties(${name} PROPERTIES SKIP_REGULAR_EXPRESSION "SKIPPED: no Vulkan device")
  endif()
endfunction()

# ---------------------------------------------------------------------------------------------
# Unit tests of linrt-run's value parsing, binding, comparison and output writing.

add_executable(linrt_run_tests
  ${CMAKE_CURRENT_SOURCE_DIR}/tools/linrt_run_test.cpp
  ${CMAKE_CURRENT_SOURCE_DIR}/unit/main.cpp
  ${PROJECT_SOURCE_DIR}/tools/linrt-run/value_spec.cpp
  ${PROJECT_SOURCE_DIR}/tools/linrt-run/function_io.cpp)
target_link_libraries(linrt_run_tests PRIVATE linrt doctest::doctest)
target_include_directories(linrt_run_tests PRIVATE ${PROJECT_SOURCE_DIR})
target_compile_definitions(linrt_run_tests PRIVATE LINRT_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
doctest_discover_tests(linrt_run_tests TEST_PREFIX "linrt-run/")
linrt_check_doctest_names(linrt_run_tests)

# ---------------------------------------------------------------------------------------------
# linrt-check over the conformance files: one test per file, so a failure names its file; on
# the reference executor, and planned on the Vulkan device (lavapipe in CI), where ops without
# a shader run on the CPU between the GPU dispatches.

file(GLOB LINRT_CONFORMANCE_FILES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/conformance/*.mlir)
foreach(f ${LINRT_CONFORMANCE_FILES})
  get_filename_component(name ${f} NAME_WE)
  linrt_cli_test(conformance/${name} RC 0 STDOUT "\n[0-9]+ passed, 0 failed\n$"
                 COMMAND ${LINRT_CHECK} ${f})
  linrt_cli_test(conformance_vulkan/${name} VULKAN RC 0 STDOUT "\n[0-9]+ passed, 0 failed\n$"
                 STDERR "[0-9]+ dispatches ran on the GPU" COMMAND ${LINRT_CHECK} --device=vulkan ${f})
endforeach()

# Files whose every function must fail: each must print only FAIL lines and exit 1.
file(GLOB LINRT_EXPECTED_FAILURE_FILES CONFIGURE_DEPENDS
     ${CMAKE_CURRENT_SOURCE_DIR}/conformance/expected_failures/*.mlir)
foreach(f ${LINRT_EXPECTED_FAILURE_FILES})
  get_filename_component(name ${f} NAME_WE)
  linrt_cli_test(conformance/expected_failure/${name} RC 1
                 STDOUT "^(FAIL [^\n]+\n)+0 passed, [1-9][0-9]* failed\n$"
                 COMMAND ${LINRT_CHECK} ${f})
  linrt_cli_test(conformance_vulkan/expected_failure/${name} VULKAN RC 1
                 STDOUT "^(FAIL [^\n]+\n)+0 passed, [1-9][0-9]* failed\n$"
                 COMMAND ${LINRT_CHECK} --device=vulkan ${f})
endforeach()
# Conformance functions that compute on the GPU (the rest are ops without a shader): the
# planned Vulkan path must put their dispatches there, not quietly on the CPU.
foreach(name linalg_elementwise_named linalg_named_conv_2d linalg_named_matmul)
  linrt_cli_test(conformance_vulkan/gpu_dispatches/${name} VULKAN RC 0 STDERR "[1-9][0-9]* dispatches ran on the GPU"
                 COMMAND ${LINRT_CHECK} --device=vulkan ${CMAKE_CURRENT_SOURCE_DIR}/conformance/${name}.mlir)
endforeach()

# ---------------------------------------------------------------------------------------------
# The verifier corpus (tests/verifier/): each ill-formed file is refused by both tools with a
# non-zero exit and its error at the line:col its second line names ("// ERROR: kind L:C ..."),
# never a result; linrt-run with no --input, so nothing but the load can fail first.

file(GLOB LINRT_VERIFIER_FILES CONFIGURE_DEPENDS ${CMAKE_CURRENT_SOURCE_DIR}/verifier/*.mlir)
foreach(f ${LINRT_VERIFIER_FILES})
  get_filename_component(name ${f} NAME_WE)
  file(STRINGS ${f} header LIMIT_COUNT 2)
  list(GET header 1 expect)
  if(NOT expect MATCHES "^// ERROR: [a-z]+ ([0-9]+:[0-9]+) ")
    continue()  # a well-formed file
  endif()
  set(at "${name}.mlir:${CMAKE_MATCH_1}: ")
  linrt_cli_test(verifier/linrt-run/${name} RC 1 STDOUT "^$" STDERR "^linrt-run: error: [^\n]*${at}"
                 COMMAND ${LINRT_RUN} ${f})
  linrt_cli_test(verifier/linrt-check/${name} RC 1 STDOUT "^FAIL [^\n]*${at}[^\n]*\n0 passed, 1 failed\n$"
                 COMMAND ${LINRT_CHECK} ${f})
endforeach()

# ---------------------------------------------------------------------------------------------
# linrt-check's output format and errors.

linrt_cli_test(linrt-check/reports_each_function_and_file RC 1
  STDOUT "^PASS [^\n]*check_mixed.mlir @passes\nFAIL [^\n]*check_mixed.mlir @fails: [^\n]*check_mixed.mlir:10:3[^\n]*; [^\n]*check_mixed.mlir:11:3[^\n]*\nFAIL [^\n]*check_mixed.mlir @unsupported: [^\n]*linrt_test.no_such_op[^\n]*\nFAIL [^\n]*bad_syntax.mlir: [^\n]*bad_syntax.mlir:[0-9]+:[0-9]+[^\n]*\nFAIL [^\n]*no_runnable.mlir: no public function without arguments to run\n1 passed, 4 failed\n$"
  COMMAND ${LINRT_CHECK} --device=cpu ${LINRT_CLI_DATA}/check_mixed.mlir ${LINRT_CLI_DATA}/bad_syntax.mlir
          ${LINRT_CLI_DATA}/no_runnable.mlir)
linrt_cli_test(linrt-check/missing_file RC 1
  STDOUT "^FAIL [^\n]*missing.mlir: [^\n]*No such file or directory\n0 passed, 1 failed\n$"
  COMMAND ${LINRT_CHECK} ${LINRT_CLI_DATA}/missing.mlir)
linrt_cli_test(linrt-check/no_files RC 1 STDERR "linrt-check: error: no input files"
  COMMAND ${LINRT_CHECK})
linrt_cli_test(linrt-check/unknown_flag RC 1 STDERR "linrt-check: error: --frobnicate: unknown flag"
  COMMAND ${LINRT_CHECK} --frobnicate ${LINRT_CLI_DATA}/check_mixed.mlir)
linrt_cli_test(linrt-check/vulkan_device_missing RC 1 STDERR "^linrt-check: error: vulkan: no Vulkan"
  COMMAND ${LINRT_CHECK} --device=vulkan:99 ${LINRT_CLI_DATA}/check_mixed.mlir)
# auto: Vulkan where a device exists, else the reference executor with a note; the same lines.
linrt_cli_test(linrt-check/device_auto RC 1
  STDOUT "^PASS [^\n]*check_mixed.mlir @passes\nFAIL [^\n]*check_mixed.mlir @fails: [^\n]*check_mixed.mlir:10:3[^\n]*; [^\n]*check_mixed.mlir:11:3[^\n]*\nFAIL [^\n]*@unsupported: [^\n]*linrt_test.no_such_op"
  COMMAND ${LINRT_CHECK} --device=auto ${LINRT_CLI_DATA}/check_mixed.mlir)
linrt_cli_test(linrt-check/unknown_device RC 1 STDERR "linrt-check: error: --device: unknown device 'tpu'"
  COMMAND ${LINRT_CHECK} --device=tpu ${LINRT_CLI_DATA}/check_mixed.mlir)
linrt_cli_test(linrt-check/help RC 0 STDOUT "^usage: linrt-check" COMMAND ${LINRT_CHECK} --help)
# RUN-line files: a RUN line that only compiles is a SKIP line (counted apart, not a pass);
# FileCheck failures and unsupported directives are located at the directive.
linrt_cli_test(linrt-check/run_lines_skip_compiler_only RC 0
  STDOUT "^SKIP [^\n]*run_compile_only.mlir: RUN line 1 runs iree-opt alone[^\n]*\nPASS [^\n]*run_compile_only.mlir @inc\n1 passed, 0 failed, 1 skipped\n$"
  COMMAND ${LINRT_CHECK} ${LINRT_CLI_DATA}/run_compile_only.mlir)
linrt_cli_test(linrt-check/run_lines_check_next_names_the_lines RC 1
  STDOUT "FAIL [^\n]*run_lines_next.mlir @double: [^\n]*run_lines_next.mlir:7:4: CHECK-NEXT: match is on output line 3, not the line after the previous match \\(1\\)"
  COMMAND ${LINRT_CHECK} ${CMAKE_CURRENT_SOURCE_DIR}/conformance/expected_failures/run_lines_next.mlir)
linrt_cli_test(linrt-check/run_lines_unsupported_directive RC 1
  STDOUT "^FAIL [^\n]*run_bad_directive.mlir: [^\n]*run_bad_directive.mlir:3:4: unsupported FileCheck directive 'CHECK-DAG'\n0 passed, 1 failed\n$"
  COMMAND ${LINRT_CHECK} ${LINRT_CLI_DATA}/run_bad_directive.mlir)

# ---------------------------------------------------------------------------------------------
# linrt-run: results, inputs in every form, expected outputs. Expected values are worked out
# by hand in the regexes, or computed by NumPy (tests/data/generate_fixtures.py) or PyTorch
# (tests/fixtures/*/out0.npy).

set(ADD_MUL ${LINRT_CLI_DATA}/add_mul.mlir)
set(ADD_MUL_RESULTS "EXEC @main\nresult\\[0\\]: 2x2xf32=\\[11 22\\]\\[33 44\\]\nresult\\[1\\]: 2x2xf32=\\[10 40\\]\\[90 160\\]\n$")

linrt_cli_test(linrt-run/prints_results RC 0 STDOUT "^${ADD_MUL_RESULTS}"
  COMMAND ${LINRT_RUN} ${ADD_MUL} "--input=2x2xf32=[1 2][3 4]" "--input=2x2xf32=10,20,30,40")
linrt_cli_test(linrt-run/splat_and_zero_inputs RC 0
  STDOUT "result\\[0\\]: 2x2xf32=\\[7 7\\]\\[7 7\\]\nresult\\[1\\]: 2x2xf32=\\[0 0\\]\\[0 0\\]\n$"
  COMMAND ${LINRT_RUN} --module=${ADD_MUL} --function=main --input=2x2xf32=7 --input=2x2xf32)
linrt_cli_test(linrt-run/npy_inputs_and_expected RC 0
  STDOUT "^EXEC @main\n\\[SUCCESS\\] result\\[0\\]\n\\[SUCCESS\\] result\\[1\\]\n$"
  COMMAND ${LINRT_RUN} --module=${ADD_MUL} --input=@${LINRT_CLI_DATA}/a.npy --input=@${LINRT_CLI_DATA}/b.npy
          --expected_output=@${LINRT_CLI_DATA}/sum.npy --expected_output=@${LINRT_CLI_DATA}/prod.npy)
linrt_cli_test(linrt-run/npy_first_then_next RC 0 STDOUT "^${ADD_MUL_RESULTS}"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/a_then_b.npy --input=+${LINRT_CLI_DATA}/a_then_b.npy)
linrt_cli_test(linrt-run/npy_all_arrays RC 0 STDOUT "^${ADD_MUL_RESULTS}"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=*${LINRT_CLI_DATA}/a_then_b.npy)
linrt_cli_test(linrt-run/raw_inputs RC 0 STDOUT "^${ADD_MUL_RESULTS}"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=2x2xf32=@${LINRT_CLI_DATA}/a_then_b.bin
          --input=2x2xf32=+${LINRT_CLI_DATA}/a_then_b.bin)
linrt_cli_test(linrt-run/expected_wrong_value_fails RC 1
  STDOUT "\\[FAILED\\] result\\[0\\]: element at index 3 \\(44\\) does not match the expected \\(45\\)\n\\[SUCCESS\\] result\\[1\\]\n$"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/a.npy --input=@${LINRT_CLI_DATA}/b.npy
          "--expected_output=2x2xf32=[11 22][33 45]" "--expected_output=(ignored)")
linrt_cli_test(linrt-run/expected_shape_mismatch_fails RC 1
  STDOUT "\\[FAILED\\] result\\[0\\]: metadata is 2x2xf32; expected that the view matches 4xf32\n"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/a.npy --input=@${LINRT_CLI_DATA}/b.npy
          "--expected_output=4xf32=11 22 33 44" "--expected_output=(ignored)")
# 44.00005 is within the default f32 threshold of 1e-4; 44.01 is not, unless it is raised.
linrt_cli_test(linrt-run/expected_within_default_threshold RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]\n"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/a.npy --input=@${LINRT_CLI_DATA}/b.npy
          "--expected_output=2x2xf32=[11 22][33 44.00005]" "--expected_output=(ignored)")
linrt_cli_test(linrt-run/expected_outside_default_threshold RC 1 STDOUT "\\[FAILED\\] result\\[0\\]: element at index 3"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/a.npy --input=@${LINRT_CLI_DATA}/b.npy
          "--expected_output=2x2xf32=[11 22][33 44.01]" "--expected_output=(ignored)")
linrt_cli_test(linrt-run/expected_with_raised_threshold RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]\n"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/a.npy --input=@${LINRT_CLI_DATA}/b.npy
          "--expected_output=2x2xf32=[11 22][33 44.01]" "--expected_output=(ignored)"
          --expected_f32_threshold=0.1f)
linrt_cli_test(linrt-run/scalar_argument_untyped RC 0
  STDOUT "^EXEC @scale\nresult\\[0\\]: 3xi32=4 8 12\nresult\\[1\\]: i32=4\n$"
  COMMAND ${LINRT_RUN} ${LINRT_CLI_DATA}/scalar_args.mlir "--input=3xi32=1 2 3" --input=4)
linrt_cli_test(linrt-run/scalar_argument_typed_and_expected RC 0
  STDOUT "\\[SUCCESS\\] result\\[0\\]\n\\[SUCCESS\\] result\\[1\\]\n$"
  COMMAND ${LINRT_RUN} ${LINRT_CLI_DATA}/scalar_args.mlir "--input=3xi32=1 2 3" --input=i32=-2
          "--expected_output=3xi32=-2 -4 -6" --expected_output=-2)
linrt_cli_test(linrt-run/index_tensor_from_int64_npy RC 0
  STDOUT "^EXEC @ids\nresult\\[0\\]: 3xindex=3 -1 7\n\\[SUCCESS\\] result\\[0\\]\n$"
  COMMAND ${LINRT_RUN} ${LINRT_CLI_DATA}/index_identity.mlir --input=@${LINRT_CLI_DATA}/ids.npy --output=-
          --expected_output=@${LINRT_CLI_DATA}/ids.npy)
linrt_cli_test(linrt-run/module_from_stdin RC 0 STDOUT "^${ADD_MUL_RESULTS}" STDIN ${ADD_MUL}
  COMMAND ${LINRT_RUN} --module=- --input=@${LINRT_CLI_DATA}/a.npy --input=@${LINRT_CLI_DATA}/b.npy)
# auto runs on Vulkan where a device exists (lavapipe in CI), else on the CPU with a note.
linrt_cli_test(linrt-run/device_auto RC 0 STDOUT "^${ADD_MUL_RESULTS}"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --device=auto --threads=1 --input=@${LINRT_CLI_DATA}/a.npy
          --input=@${LINRT_CLI_DATA}/b.npy)
linrt_cli_test(linrt-run/print_max_element_count RC 0 STDOUT "result\\[0\\]: 2x2xf32=\\.\\.\\.\n"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --print_max_element_count=3 --input=2x2xf32=1 --input=2x2xf32=1)
linrt_cli_test(linrt-run/help RC 0 STDOUT "^usage: linrt-run" COMMAND ${LINRT_RUN} --help)

# A model exported from PyTorch, checked against PyTorch's output (atol from its fixture.json).
set(MLP ${CMAKE_CURRENT_SOURCE_DIR}/fixtures/linear_mlp)
linrt_cli_test(linrt-run/pytorch_fixture_linear_mlp RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]\n$"
  COMMAND ${LINRT_RUN} --module=${MLP}/model.mlir --function=forward --input=@${MLP}/in0.npy
          --expected_output=@${MLP}/out0.npy --expected_f32_threshold=1e-5)

# Every PyTorch fixture through linrt-run, planned engine and reference executor, against
# PyTorch's outputs with the fixture's absolute tolerance (all fixtures state rtol 0).
file(GLOB LINRT_FIXTURE_DIRS LIST_DIRECTORIES true ${CMAKE_CURRENT_SOURCE_DIR}/fixtures/*)
foreach(dir IN LISTS LINRT_FIXTURE_DIRS)
  if(NOT EXISTS ${dir}/fixture.json)
    continue()
  endif()
  get_filename_component(name ${dir} NAME)
  file(READ ${dir}/fixture.json meta)
  string(JSON fn GET "${meta}" function)
  string(JSON atol GET "${meta}" atol)
  set(args --module=${dir}/model.mlir --function=${fn} --expected_f32_threshold=${atol})
  file(GLOB ins ${dir}/in*.npy)
  file(GLOB outs ${dir}/out*.npy)
  list(SORT ins COMPARE NATURAL)
  list(SORT outs COMPARE NATURAL)
  foreach(f IN LISTS ins)
    list(APPEND args --input=@${f})
  endforeach()
  foreach(f IN LISTS outs)
    list(APPEND args --expected_output=@${f})
  endforeach()
  linrt_cli_test(linrt-run/fixture/${name} RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]"
    COMMAND ${LINRT_RUN} ${args})
  linrt_cli_test(linrt-run/fixture_reference/${name} RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]"
    COMMAND ${LINRT_RUN} --reference ${args})
  # The zoo's reduced-width architectures (tools/export/zoo.py), FBGEMM's prepacked bags
  # (tools/export/fbgemm_fixtures.py) and the transposed convs also on the Vulkan device
  # (lavapipe in CI); dispatches without a shader run on the host there, and the results must
  # still match.
  if(name MATCHES "^(zoo_|fbgemm_|conv_transpose$)")
    linrt_cli_test(linrt-run/fixture_vulkan/${name} VULKAN RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]"
      COMMAND ${LINRT_RUN} --device=vulkan ${args})
  endif()
endforeach()

# --output: write a result as .npy, append another, then read both back as expectations.
set(OUT_DIR ${CMAKE_CURRENT_BINARY_DIR}/linrt_run_outputs)
add_test(NAME linrt-run/output/clean
  COMMAND ${CMAKE_COMMAND} -E rm -rf ${OUT_DIR})
set_tests_properties(linrt-run/output/clean PROPERTIES FIXTURES_SETUP linrt_run_out_clean)
add_test(NAME linrt-run/output/mkdir COMMAND ${CMAKE_COMMAND} -E make_directory ${OUT_DIR})
set_tests_properties(linrt-run/output/mkdir PROPERTIES
  FIXTURES_REQUIRED linrt_run_out_clean FIXTURES_SETUP linrt_run_out_dir)
linrt_cli_test(linrt-run/output/write RC 0 STDOUT "^EXEC @main\n$"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/a.npy --input=@${LINRT_CLI_DATA}/b.npy
          --output=@${OUT_DIR}/sum.npy --output=+${OUT_DIR}/prod_appended.npy)
set_tests_properties(linrt-run/output/write PROPERTIES
  FIXTURES_REQUIRED linrt_run_out_dir FIXTURES_SETUP linrt_run_out_files)
linrt_cli_test(linrt-run/output/read_back RC 0
  STDOUT "\\[SUCCESS\\] result\\[0\\]\n\\[SUCCESS\\] result\\[1\\]\n$"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/a.npy --input=@${LINRT_CLI_DATA}/b.npy
          --expected_output=@${OUT_DIR}/sum.npy --expected_output=@${OUT_DIR}/prod_appended.npy)
set_tests_properties(linrt-run/output/read_back PROPERTIES FIXTURES_REQUIRED linrt_run_out_files)

# ---------------------------------------------------------------------------------------------
# linrt-run errors: exit status 1 and a message that says where and what, never a crash.

set(ERR "^linrt-run: error: ")
linrt_cli_test(linrt-run/error/missing_module RC 1
  STDERR "${ERR}[^\n]*missing.mlir: cannot open[^\n]*: No such file or directory\n$"
  COMMAND ${LINRT_RUN} ${LINRT_CLI_DATA}/missing.mlir)
linrt_cli_test(linrt-run/error/no_module RC 1 STDERR "${ERR}no module given"
  COMMAND ${LINRT_RUN} --input=f32=1)
linrt_cli_test(linrt-run/error/two_modules RC 1 STDERR "${ERR}[^\n]*more than one module"
  COMMAND ${LINRT_RUN} ${ADD_MUL} ${ADD_MUL})
linrt_cli_test(linrt-run/error/unknown_flag RC 1 STDERR "${ERR}--bogus: unknown flag"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --bogus=1)
linrt_cli_test(linrt-run/error/flag_without_value RC 1 STDERR "${ERR}--input: expected --input=VALUE"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input)
linrt_cli_test(linrt-run/error/bad_threshold RC 1 STDERR "${ERR}--expected_f32_threshold: expected a non-negative number"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --expected_f32_threshold=abc)
linrt_cli_test(linrt-run/error/parse_error_located RC 1 STDERR "${ERR}[^\n]*bad_syntax.mlir:[0-9]+:[0-9]+: "
  COMMAND ${LINRT_RUN} ${LINRT_CLI_DATA}/bad_syntax.mlir)
linrt_cli_test(linrt-run/error/too_few_values RC 1
  STDERR "${ERR}--input #0 '2x2xf32=1 2 3': 2x2xf32 needs 4 values \\(or one to fill it\\), got 3\n$"
  COMMAND ${LINRT_RUN} ${ADD_MUL} "--input=2x2xf32=1 2 3" --input=2x2xf32)
linrt_cli_test(linrt-run/error/bad_element RC 1
  STDERR "${ERR}--input #1 [^\n]*: element 2: 'x' is not a number of type f32\n$"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=2x2xf32 "--input=2x2xf32=1 2 x 4")
linrt_cli_test(linrt-run/error/bad_element_type RC 1
  STDERR "${ERR}--input #0 [^\n]*'2x2xq7' is not a shape and element type"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=2x2xq7=1 --input=2x2xf32)
linrt_cli_test(linrt-run/error/unparseable_input RC 1 STDERR "${ERR}--input #0 [^\n]*cannot read 'banana'"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=banana --input=2x2xf32)
linrt_cli_test(linrt-run/error/too_large_input RC 1 STDERR "${ERR}--input #0 [^\n]*more than [0-9]+ elements"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=100000x100000xf32 --input=2x2xf32)
linrt_cli_test(linrt-run/error/integer_out_of_range RC 1 STDERR "${ERR}[^\n]*'99999999999' is out of range for i32"
  COMMAND ${LINRT_RUN} ${LINRT_CLI_DATA}/scalar_args.mlir "--input=3xi32=1 2 3" --input=99999999999)
linrt_cli_test(linrt-run/error/argument_type_mismatch RC 1
  STDERR "${ERR}--input #0: argument 0 of @main is tensor<2x2xf32>, got 2x2xi32\n$"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=2x2xi32=1 --input=2x2xf32=1)
linrt_cli_test(linrt-run/error/argument_count RC 1
  STDERR "${ERR}--input: function @main takes 2 argument\\(s\\), got 1 input value\\(s\\)"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=2x2xf32=1)
linrt_cli_test(linrt-run/error/npy_missing RC 1 STDERR "${ERR}--input #0 [^\n]*nope.npy: cannot open file"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/nope.npy --input=2x2xf32)
linrt_cli_test(linrt-run/error/npy_big_endian RC 1 STDERR "${ERR}[^\n]*big_endian_f4.npy: [^\n]*big-endian"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${CMAKE_CURRENT_SOURCE_DIR}/data/npy/big_endian_f4.npy --input=2x2xf32)
linrt_cli_test(linrt-run/error/npy_next_past_end RC 1 STDERR "${ERR}--input #1 [^\n]*no array left to read"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=@${LINRT_CLI_DATA}/a.npy --input=+${LINRT_CLI_DATA}/a.npy)
linrt_cli_test(linrt-run/error/raw_file_too_short RC 1
  STDERR "${ERR}--input #0 [^\n]*a_then_b.bin: 4x4xf32 needs 64 bytes but the file has 32"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=4x4xf32=@${LINRT_CLI_DATA}/a_then_b.bin --input=2x2xf32)
linrt_cli_test(linrt-run/error/function_ambiguous RC 1
  STDERR "${ERR}--function: the module has 2 public functions \\(first, second\\); choose one with --function=NAME"
  COMMAND ${LINRT_RUN} ${LINRT_CLI_DATA}/two_functions.mlir --input=2xf32)
linrt_cli_test(linrt-run/error/function_missing RC 1
  STDERR "${ERR}--function: no function named 'nope'; public functions: first, second"
  COMMAND ${LINRT_RUN} ${LINRT_CLI_DATA}/two_functions.mlir --function=nope)
# Without any Vulkan device the message says so too ("no Vulkan loader" / "no Vulkan device").
linrt_cli_test(linrt-run/error/vulkan_device_missing RC 1 STDERR "${ERR}vulkan: no Vulkan"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --device=vulkan:99)
linrt_cli_test(linrt-run/list_devices RC 0 STDOUT "^cpu\n" COMMAND ${LINRT_RUN} --list-devices)
linrt_cli_test(linrt-run/error/unknown_device RC 1 STDERR "${ERR}--device: unknown device 'tpu'"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --device=tpu)
linrt_cli_test(linrt-run/error/bad_output_spec RC 1 STDERR "${ERR}--output #0: 'out.npy' is not an output"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --output=out.npy --output=-)
linrt_cli_test(linrt-run/error/output_count RC 1 STDERR "${ERR}--output: @main has 2 result\\(s\\) but 1 --output"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=2x2xf32 --input=2x2xf32 --output=-)
linrt_cli_test(linrt-run/error/expected_count RC 1 STDERR "${ERR}--expected_output: @main has 2 result\\(s\\) but 1 expected"
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=2x2xf32 --input=2x2xf32 --expected_output=2x2xf32)
linrt_cli_test(linrt-run/error/output_unwritable RC 1 STDERR "${ERR}--output #0: [^\n]*no/such/dir/x.npy: "
  COMMAND ${LINRT_RUN} ${ADD_MUL} --input=2x2xf32 --input=2x2xf32 --output=@${LINRT_CLI_DATA}/no/such/dir/x.npy
          --output=-)
linrt_cli_test(linrt-run/error/ignored_as_input RC 1 STDERR "${ERR}--input #0 [^\n]*only meaningful for --expected_output"
  COMMAND ${LINRT_RUN} ${ADD_MUL} "--input=(ignored)" --input=2x2xf32)

# Weights as function arguments named by iree.abi.name: given as inputs above (fixture/...),
# here bound from the fixture's parameters.safetensors, after which x is the only input.
set(WEIGHT_ARGS ${CMAKE_CURRENT_SOURCE_DIR}/fixtures/linear_mlp_weight_args)
foreach(mode planned reference)
  set(flag)
  if(mode STREQUAL "reference")
    set(flag --reference)
  endif()
  linrt_cli_test(linrt-run/parameter_arguments_${mode} RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]"
    COMMAND ${LINRT_RUN} ${flag} ${WEIGHT_ARGS}/model.mlir --parameters=${WEIGHT_ARGS}/parameters.safetensors
            --input=@${WEIGHT_ARGS}/in0.npy --expected_output=@${WEIGHT_ARGS}/out0.npy --expected_f32_threshold=1e-5)
endforeach()
# The same weights as an IREE parameter archive (scripts/make-irpa-fixtures.sh), and a file
# that is neither format.
linrt_cli_test(linrt-run/parameter_arguments_irpa RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]"
  COMMAND ${LINRT_RUN} ${WEIGHT_ARGS}/model.mlir --parameters=${WEIGHT_ARGS}/parameters.irpa
          --input=@${WEIGHT_ARGS}/in0.npy --expected_output=@${WEIGHT_ARGS}/out0.npy --expected_f32_threshold=1e-5)
linrt_cli_test(linrt-run/error/parameters_corrupt_irpa RC 1
  STDERR "${ERR}[^\n]*fixtures/irpa/truncated.irpa: IREE parameter archive, byte 72: storage segment .512, 512 \\+ 80. runs past the end of the file"
  COMMAND ${LINRT_RUN} ${WEIGHT_ARGS}/model.mlir --parameters=${CMAKE_CURRENT_SOURCE_DIR}/fixtures/irpa/truncated.irpa
          --input=@${WEIGHT_ARGS}/in0.npy)
linrt_cli_test(linrt-run/parameter_arguments_stats RC 0
  STDOUT "inputs +%arg0: tensor<4x5xf32>\n.*weight bytes +264\n"
  COMMAND ${LINRT_RUN} --stats ${WEIGHT_ARGS}/model.mlir --parameters=${WEIGHT_ARGS}/parameters.safetensors
          --input=@${WEIGHT_ARGS}/in0.npy)
linrt_cli_test(linrt-run/error/parameter_arguments_not_inputs RC 1
  STDERR "${ERR}--input: function @forward takes 1 argument\\(s\\), got 2 input value\\(s\\); its arguments: x: tensor<4x5xf32>\n"
  COMMAND ${LINRT_RUN} ${WEIGHT_ARGS}/model.mlir --parameters=${WEIGHT_ARGS}/parameters.safetensors
          --input=@${WEIGHT_ARGS}/in0.npy --input=@${WEIGHT_ARGS}/in1.npy)

# ---------------------------------------------------------------------------------------------
# linrt-run's planner reports (--stats, --dump-dispatches) and the reference path (--reference).
set(LINRT_FIXTURES ${CMAKE_CURRENT_SOURCE_DIR}/fixtures)
linrt_cli_test(linrt-run/stats_conv_bias_relu_one_dispatch RC 0
  STDOUT "dispatches +1 \\(0 through reference fallbacks\\).*unique kernels +1\n  linrt.conv2d: 1"
  COMMAND ${LINRT_RUN} --stats ${LINRT_FIXTURES}/conv_bias_relu/model.mlir
          --input=@${LINRT_FIXTURES}/conv_bias_relu/in0.npy
          --expected_output=@${LINRT_FIXTURES}/conv_bias_relu/out0.npy)
# On Vulkan, --stats adds the GPU's share: one pipeline per distinct KernelKey against the
# dispatch sites (tests/unit/vulkan_plan_test.cpp checks the counts on this model).
linrt_cli_test(linrt-run/stats_vulkan_pipelines_per_kernel VULKAN RC 0
  STDOUT "dispatches on the GPU: [0-9]+ of [0-9]+\n  distinct GPU kernels \\(KernelKeys\\): [0-9]+\n  pipelines: [0-9]+ for [0-9]+ dispatch sites \\(one per GPU kernel; 0 more for epilogues run as a second pass\\)\n.*\\[SUCCESS\\] result\\[0\\]"
  COMMAND ${LINRT_RUN} --stats --device=vulkan ${LINRT_FIXTURES}/rrdbnet_tiny/model.mlir
          --input=@${LINRT_FIXTURES}/rrdbnet_tiny/in0.npy --expected_output=@${LINRT_FIXTURES}/rrdbnet_tiny/out0.npy
          --expected_f32_threshold=1e-4)
# fp16 weights on Vulkan: within 2e-3 of PyTorch (see docs/VULKAN.md); CPU runs refuse the flag.
linrt_cli_test(linrt-run/vulkan_fp16_weights VULKAN RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]"
  COMMAND ${LINRT_RUN} --device=vulkan --vulkan-fp16 ${LINRT_FIXTURES}/rrdbnet_tiny/model.mlir
          --input=@${LINRT_FIXTURES}/rrdbnet_tiny/in0.npy --expected_output=@${LINRT_FIXTURES}/rrdbnet_tiny/out0.npy
          --expected_f32_threshold=2e-3)
linrt_cli_test(linrt-run/error/vulkan_fp16_on_cpu RC 1 STDERR "${ERR}--vulkan-fp16: needs --device=vulkan"
  COMMAND ${LINRT_RUN} --vulkan-fp16 ${ADD_MUL} --input=2x2xf32 --input=2x2xf32)
# --precision=bf16 where the CPU kernels have no AVX512_BF16 (forced with LINRT_CPU_ISA=avx2):
# a clear error, no silent float32. Where they do, tests/unit/precision_test.cpp checks the
# results.
linrt_cli_test(linrt-run/error/precision_bf16_without_avx512_bf16 RC 1
  STDERR "${ERR}precision bf16: needs a CPU with AVX512_BF16 .*use precision f32"
  COMMAND ${CMAKE_COMMAND} -E env LINRT_CPU_ISA=avx2 ${LINRT_RUN} --precision=bf16 ${MLP}/model.mlir
          --input=@${MLP}/in0.npy)
linrt_cli_test(linrt-run/error/precision_unknown RC 1 STDERR "${ERR}--precision: use f32, bf16 or int8, got 'f16'"
  COMMAND ${LINRT_RUN} --precision=f16 ${MLP}/model.mlir --input=@${MLP}/in0.npy)
linrt_cli_test(linrt-run/reference_matches_expected RC 0 STDOUT "\\[SUCCESS\\] result\\[0\\]"
  COMMAND ${LINRT_RUN} --reference ${LINRT_FIXTURES}/conv_bias_relu/model.mlir
          --input=@${LINRT_FIXTURES}/conv_bias_relu/in0.npy
          --expected_output=@${LINRT_FIXTURES}/conv_bias_relu/out0.npy)
linrt_cli_test(linrt-run/error/reference_with_stats RC 1 STDERR "--reference: --stats and --dump-dispatches describe the planned engine"
  COMMAND ${LINRT_RUN} --reference --stats ${LINRT_CLI_DATA}/add_mul.mlir)
