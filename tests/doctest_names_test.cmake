# Fails when a doctest case name of EXE holds a ';'. doctest_discover_tests turns each case into
# a ctest that runs `EXE --test-case=NAME`, and CMake cuts NAME at a ';' (its list separator):
# the cut name matches no case, doctest runs nothing and exits 0, and ctest reports a pass for a
# check that never ran.
execute_process(COMMAND ${EXE} --list-test-cases --no-version
                OUTPUT_VARIABLE listed RESULT_VARIABLE rc)
if(NOT rc EQUAL 0)
  message(FATAL_ERROR "${EXE} --list-test-cases failed (${rc})")
endif()
string(REGEX MATCHALL "[^\n]*;[^\n]*" cut "${listed}")
if(cut)
  string(REPLACE ";" "<;>" shown "${cut}")
  message(FATAL_ERROR "doctest case names with ';' never run under ctest; use ',' instead:\n${shown}")
endif()
