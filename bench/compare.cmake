# bench/compare.py's timing binary: loads a model once and times N runs through the public API.
# Included from bench/CMakeLists.txt.
add_executable(linrt-bench-run-model ${CMAKE_CURRENT_LIST_DIR}/run_model.cpp)
target_link_libraries(linrt-bench-run-model PRIVATE linrt)
