# The layering check (cmake/check_layering.cmake) must refuse an include against the rules of
# engine/'s subfolders, and accept the ones they allow. Builds scratch trees under WORK_DIR with
# one include each, runs the check on them and compares its verdict with the rule.
# Run as: cmake -DCHECK=<check_layering.cmake> -DWORK_DIR=<dir> -P layering_test.cmake
cmake_minimum_required(VERSION 3.25)
# from|include|expected verdict (1: refused, 0: accepted)
set(cases
  "engine/plan/a.h|engine/cpu/kernel.h|1"
  "engine/plan/a.h|engine/vulkan/context.h|1"
  "engine/vulkan/a.cpp|engine/cpu/device.h|1"
  "engine/cpu/a.cpp|engine/vulkan/context.h|1"
  "engine/reference/a.cpp|engine/plan/plan.h|1"
  "engine/vulkan/a.cpp|engine/plan/device.h|0"
  "engine/cpu/a.cpp|engine/plan/params/attention.h|0"
  "engine/a.cpp|engine/cpu/device.h|0"
  "engine/a.cpp|engine/vulkan/context.h|0")
set(failures "")
set(n 0)
foreach(c IN LISTS cases)
  string(REPLACE "|" ";" parts "${c}")
  list(GET parts 0 from)
  list(GET parts 1 inc)
  list(GET parts 2 refused)
  math(EXPR n "${n} + 1")
  set(tree ${WORK_DIR}/case${n})
  file(REMOVE_RECURSE ${tree})
  file(WRITE ${tree}/${from} "#include \"${inc}\"\n")
  execute_process(COMMAND ${CMAKE_COMMAND} -DSOURCE_DIR=${tree} -P ${CHECK} RESULT_VARIABLE rc OUTPUT_QUIET ERROR_VARIABLE err)
  if(rc EQUAL 0)
    set(got 0)
  else()
    set(got 1)
  endif()
  if(NOT got EQUAL refused)
    string(APPEND failures "\n  ${from} including ${inc}: expected refused=${refused}, got ${got} ${err}")
  elseif(refused AND NOT err MATCHES "${from}")
    string(APPEND failures "\n  ${from} including ${inc}: refused without naming the file: ${err}")
  endif()
endforeach()
if(failures)
  message(FATAL_ERROR "layering check:${failures}")
endif()
