# Installs linrt into a scratch prefix, builds examples/consumer against it with
# find_package(linrt), and runs it on a model. Invoked by ctest with -DBUILD_DIR -DSOURCE_DIR -DWORK_DIR.
file(REMOVE_RECURSE ${WORK_DIR})
execute_process(COMMAND ${CMAKE_COMMAND} --install ${BUILD_DIR} --prefix ${WORK_DIR}/prefix
                RESULT_VARIABLE rc OUTPUT_QUIET)
if(rc)
  message(FATAL_ERROR "cmake --install failed: ${rc}")
endif()
foreach(f lib/liblinrt.a include/linrt/linrt.h lib/cmake/linrt/linrtConfig.cmake bin/linrt-run bin/linrt-check)
  if(NOT EXISTS ${WORK_DIR}/prefix/${f})
    message(FATAL_ERROR "installed prefix lacks ${f}")
  endif()
endforeach()
# The consumer must get C++20 from the package alone (GCC 12 defaults to C++17, where linrt.h's
# std::span does not compile).
file(READ ${SOURCE_DIR}/examples/consumer/CMakeLists.txt consumer_lists)
if(consumer_lists MATCHES "CMAKE_CXX_STANDARD|cxx_std_")
  message(FATAL_ERROR "examples/consumer sets a C++ standard; it must come from linrt::linrt")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} -S ${SOURCE_DIR}/examples/consumer -B ${WORK_DIR}/build
                        -DCMAKE_PREFIX_PATH=${WORK_DIR}/prefix -DCMAKE_BUILD_TYPE=Release
                RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "configuring the consumer failed: ${rc}")
endif()
execute_process(COMMAND ${CMAKE_COMMAND} --build ${WORK_DIR}/build RESULT_VARIABLE rc)
if(rc)
  message(FATAL_ERROR "building the consumer failed: ${rc}")
endif()
execute_process(COMMAND ${WORK_DIR}/build/consumer ${SOURCE_DIR}/examples/consumer/scale_add.mlir
                RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message(STATUS "${out}${err}")
if(rc)
  message(FATAL_ERROR "the consumer failed: ${rc}")
endif()
