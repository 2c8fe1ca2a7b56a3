# DLRM benchmarks (not tests): linrt-bench-dlrm-embedding times the embedding-bag phase of the
# MLPerf shape; bench/dlrm_compare.py runs the whole model against PyTorch. Included from
# bench/CMakeLists.txt.
add_executable(linrt-bench-dlrm-embedding ${CMAKE_CURRENT_LIST_DIR}/dlrm_embedding.cpp)
target_link_libraries(linrt-bench-dlrm-embedding PRIVATE linrt)
target_include_directories(linrt-bench-dlrm-embedding PRIVATE ${PROJECT_SOURCE_DIR})
