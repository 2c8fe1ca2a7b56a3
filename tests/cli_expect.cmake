# Runs one command and checks its exit status and output; used by tests/cli_tests.cmake.
#   cmake -DARGC=<n> -DARG0=<program> -DARG1=... -DEXPECT_RC=<status>
#         [-DSTDOUT_RE=<regex>] [-DSTDERR_RE=<regex>] [-DSTDIN_FILE=<path>] [-DVULKAN=1]
#         -P cli_expect.cmake
# A crash is never an expected status, so a tool that dies on bad input fails the test even
# when a non-zero status was expected. With VULKAN=1 a run that fails for want of any Vulkan
# device prints "SKIPPED: no Vulkan device" (ctest reports it skipped), unless the environment
# sets LINRT_REQUIRE_VULKAN=1 (CI, where lavapipe is installed).
set(cmd)
math(EXPR last "${ARGC} - 1")
foreach(i RANGE ${last})
  list(APPEND cmd "${ARG${i}}")
endforeach()
if(DEFINED STDIN_FILE AND NOT STDIN_FILE STREQUAL "")
  execute_process(COMMAND ${cmd} INPUT_FILE ${STDIN_FILE}
                  RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
else()
  execute_process(COMMAND ${cmd} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
endif()
set(report "command: ${cmd}\nexit status: ${rc}\n--- stdout\n${out}--- stderr\n${err}---")
if(VULKAN AND NOT rc STREQUAL EXPECT_RC AND err MATCHES "no Vulkan (loader|device)"
   AND NOT "$ENV{LINRT_REQUIRE_VULKAN}" STREQUAL "1")
  message(STATUS "SKIPPED: no Vulkan device\n${report}")
  return()
endif()
if(NOT rc STREQUAL EXPECT_RC)
  message(FATAL_ERROR "expected exit status ${EXPECT_RC}\n${report}")
endif()
if(DEFINED STDOUT_RE AND NOT STDOUT_RE STREQUAL "" AND NOT out MATCHES "${STDOUT_RE}")
  message(FATAL_ERROR "stdout does not match: ${STDOUT_RE}\n${report}")
endif()
if(DEFINED STDERR_RE AND NOT STDERR_RE STREQUAL "" AND NOT err MATCHES "${STDERR_RE}")
  message(FATAL_ERROR "stderr does not match: ${STDERR_RE}\n${report}")
endif()
message(STATUS "${report}")
