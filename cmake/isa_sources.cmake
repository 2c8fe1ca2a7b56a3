# Kernels for wider ISAs live in files named *_avx2.cpp, *_avx512.cpp, *_avx512bf16.cpp
# (AVX-512 with the AVX512_BF16 dot products) and *_avx512vnni.cpp (with the AVX512_VNNI
# int8 dot products), compiled with that
# ISA's flags and called only after ops/cpu_features.cpp has checked that the running CPU
# supports it. Everything else is built for the baseline target.
function(linrt_set_isa_flags)
  if(NOT CMAKE_SYSTEM_PROCESSOR MATCHES "x86_64|AMD64|amd64")
    return()
  endif()
  set(avx2 ${ARGN})
  list(FILTER avx2 INCLUDE REGEX "_avx2\\.cpp$")
  set(avx512 ${ARGN})
  list(FILTER avx512 INCLUDE REGEX "_avx512\\.cpp$")
  set(avx512bf16 ${ARGN})
  list(FILTER avx512bf16 INCLUDE REGEX "_avx512bf16\\.cpp$")
  set(avx512vnni ${ARGN})
  list(FILTER avx512vnni INCLUDE REGEX "_avx512vnni\\.cpp$")
  if(avx2)
    set_source_files_properties(${avx2} TARGET_DIRECTORY linrt
      PROPERTIES COMPILE_OPTIONS "-mavx2;-mfma")
  endif()
  if(avx512)
    set_source_files_properties(${avx512} TARGET_DIRECTORY linrt
      PROPERTIES COMPILE_OPTIONS "-mavx512f;-mavx512dq;-mavx512vl;-mavx512bw;-mavx2;-mfma")
  endif()
  if(avx512bf16)
    set_source_files_properties(${avx512bf16} TARGET_DIRECTORY linrt
      PROPERTIES COMPILE_OPTIONS "-mavx512f;-mavx512dq;-mavx512vl;-mavx512bw;-mavx512bf16;-mavx2;-mfma")
  endif()
  if(avx512vnni)
    set_source_files_properties(${avx512vnni} TARGET_DIRECTORY linrt
      PROPERTIES COMPILE_OPTIONS "-mavx512f;-mavx512dq;-mavx512vl;-mavx512bw;-mavx512vnni;-mavx2;-mfma")
  endif()
endfunction()
