// Row reductions of the embedding-bag kernel, one set per instruction set. The driver
// (embedding_bag_cpu.cpp) walks bags, checks indices and prefetches; these functions only
// reduce a short list of rows into one output row. Each set is compiled in its own translation
// unit with that instruction set enabled (embedding_bag_rows_<isa>.cpp, see ops/CMakeLists.txt)
// and picked at run time from what the CPU supports.
#pragma once

#include <cstdint>

namespace linrt::ops::bag_rows {

// out[0:dim] = (accumulate ? out : 0) + sum_k weights[k] * row_k, with weights == nullptr
// meaning all ones. rows[k] points at the start of a stored row (any RowFormat).
using SumFn = void (*)(const uint8_t* const* rows, const float* weights, int64_t n, int64_t dim,
                       float* out, bool accumulate);
// out[0:dim] = elementwise max of (accumulate ? out : nothing) and the n >= 1 rows.
using MaxFn = void (*)(const uint8_t* const* rows, int64_t n, int64_t dim, float* out,
                       bool accumulate);

// Indexed by RowFormat (F32, Int8Rowwise, Int4Rowwise).
struct Kernels {
  const char* isa = "";
  SumFn sum[3] = {};
  MaxFn max[3] = {};
};

Kernels kernels_baseline();  // the compiler's default target (sse2 on x86-64, neon on arm64)
#if defined(__x86_64__) || defined(_M_X64)
Kernels kernels_avx2();      // AVX2 + FMA
Kernels kernels_avx512();    // AVX-512 F/BW/DQ/VL
#endif

}  // namespace linrt::ops::bag_rows
