// The K loop of the whole 12 x 32 AVX-512 tile with A read as rows, in assembly: included by
// ops/gemm_microkernel_impl.h where it is compiled for AVX-512 (the avx512 and avx512bf16
// microkernel files). Internal to ops/.
#pragma once

#include <cstdint>

namespace linrt::ops::cpu::detail {
namespace {

// One K step of the 12 x 32 tile: two vectors of B, then each of the 12 rows of A broadcast once
// (from memory, into zmm2) and multiplied into its two accumulators, zmm8 + 2i and zmm9 + 2i.
// A's rows are addressed from four bases three rows apart and the row stride, so the loop needs
// 6 general registers, not 12 row pointers (the compiler's version spilled some of them and
// moved one through a vector register on every step, taking an FMA port).
#define LINRT_ROW(disp, addr, acc0, acc1)                 \
  "vbroadcastss " disp addr ", %%zmm2\n\t"                \
  "vfmadd231ps %%zmm2, %%zmm0, %%zmm" acc0 "\n\t"         \
  "vfmadd231ps %%zmm2, %%zmm1, %%zmm" acc1 "\n\t"
#define LINRT_STEP(a_disp, b0, b1, pf0, pf1)                                   \
  "prefetcht0 " pf0 "(%[b])\n\t"                                               \
  "prefetcht0 " pf1 "(%[b])\n\t"                                               \
  "vmovups " b0 "(%[b]), %%zmm0\n\t"                                           \
  "vmovups " b1 "(%[b]), %%zmm1\n\t"                                           \
  LINRT_ROW(a_disp, "(%[r0])", "8", "9")                                       \
  LINRT_ROW(a_disp, "(%[r0],%[rs],1)", "10", "11")                             \
  LINRT_ROW(a_disp, "(%[r0],%[rs],2)", "12", "13")                             \
  LINRT_ROW(a_disp, "(%[r1])", "14", "15")                                     \
  LINRT_ROW(a_disp, "(%[r1],%[rs],1)", "16", "17")                             \
  LINRT_ROW(a_disp, "(%[r1],%[rs],2)", "18", "19")                             \
  LINRT_ROW(a_disp, "(%[r2])", "20", "21")                                     \
  LINRT_ROW(a_disp, "(%[r2],%[rs],1)", "22", "23")                             \
  LINRT_ROW(a_disp, "(%[r2],%[rs],2)", "24", "25")                             \
  LINRT_ROW(a_disp, "(%[r3])", "26", "27")                                     \
  LINRT_ROW(a_disp, "(%[r3],%[rs],1)", "28", "29")                             \
  LINRT_ROW(a_disp, "(%[r3],%[rs],2)", "30", "31")
#define LINRT_ACC(op)                                                                   \
  op(8, c0, 0) op(9, c1, 0) op(10, c0, 1) op(11, c1, 1) op(12, c0, 2) op(13, c1, 2)        \
  op(14, c0, 3) op(15, c1, 3) op(16, c0, 4) op(17, c1, 4) op(18, c0, 5) op(19, c1, 5)      \
  op(20, c0, 6) op(21, c1, 6) op(22, c0, 7) op(23, c1, 7) op(24, c0, 8) op(25, c1, 8)      \
  op(26, c0, 9) op(27, c1, 9) op(28, c0, 10) op(29, c1, 10) op(30, c0, 11) op(31, c1, 11)

template <class V>
void accumulate_rows_12x32(const float* a, int64_t lda, const float* b, int64_t kc, V* acc0,
                           V* acc1) {
  const int64_t rs = lda * int64_t(sizeof(float));
  const float* r0 = a;
  const float* r1 = a + 3 * lda;
  const float* r2 = a + 6 * lda;
  const float* r3 = a + 9 * lda;
  int64_t steps = kc;
  asm volatile(
#define LINRT_ZERO(z, to, i) "vpxord %%zmm" #z ", %%zmm" #z ", %%zmm" #z "\n\t"
      LINRT_ACC(LINRT_ZERO)
#undef LINRT_ZERO
      "cmp $4, %[n]\n\t"
      "jl 2f\n\t"
      "1:\n\t"
      // Four K steps: A's displacement moves 4 bytes a step, B's 128, and B is prefetched 32
      // steps (4 KiB) ahead, as prefetch_b does.
      LINRT_STEP("0", "0", "64", "4096", "4160")
      LINRT_STEP("4", "128", "192", "4224", "4288")
      LINRT_STEP("8", "256", "320", "4352", "4416")
      LINRT_STEP("12", "384", "448", "4480", "4544")
      "add $16, %[r0]\n\t"
      "add $16, %[r1]\n\t"
      "add $16, %[r2]\n\t"
      "add $16, %[r3]\n\t"
      "add $512, %[b]\n\t"
      "sub $4, %[n]\n\t"
      "cmp $4, %[n]\n\t"
      "jge 1b\n\t"
      "2:\n\t"
      "test %[n], %[n]\n\t"
      "jle 4f\n\t"
      "3:\n\t"
      LINRT_STEP("0", "0", "64", "4096", "4160")
      "add $4, %[r0]\n\t"
      "add $4, %[r1]\n\t"
      "add $4, %[r2]\n\t"
      "add $4, %[r3]\n\t"
      "add $128, %[b]\n\t"
      "dec %[n]\n\t"
      "jnz 3b\n\t"
      "4:\n\t"
#define LINRT_STORE(z, to, i) "vmovups %%zmm" #z ", " #i "*64(%[" #to "])\n\t"
      LINRT_ACC(LINRT_STORE)
#undef LINRT_STORE
      : [r0] "+r"(r0), [r1] "+r"(r1), [r2] "+r"(r2), [r3] "+r"(r3), [b] "+r"(b), [n] "+r"(steps)
      : [rs] "r"(rs), [c0] "r"(acc0), [c1] "r"(acc1)
      : "cc", "memory", "xmm0", "xmm1", "xmm2", "xmm8", "xmm9", "xmm10", "xmm11", "xmm12",
        "xmm13", "xmm14", "xmm15", "xmm16", "xmm17", "xmm18", "xmm19", "xmm20", "xmm21", "xmm22",
        "xmm23", "xmm24", "xmm25", "xmm26", "xmm27", "xmm28", "xmm29", "xmm30", "xmm31");
}
#undef LINRT_ACC
#undef LINRT_STEP
#undef LINRT_ROW

}  // namespace
}  // namespace linrt::ops::cpu::detail
