// Helpers of the per-ISA CPU kernels in ops/: the kernel table of an ISA, made once, and blocks
// of work shared over OpenMP threads.
#pragma once

#include <algorithm>
#include <cstdint>

#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

// The table `make` returns for `isa`, made once per ISA. `Make` names the makers:
// Make::generic(), and on x86-64 Make::avx2() and Make::avx512().
template <class Make>
const auto& isa_table(Isa isa) {
  using Table = decltype(Make::generic());
#if defined(__x86_64__)
  if (isa == Isa::Avx512) {
    static const Table t = Make::avx512();
    return t;
  }
  if (isa == Isa::Avx2Fma) {
    static const Table t = Make::avx2();
    return t;
  }
#endif
  static const Table t = Make::generic();
  return t;
}

// Calls run(b) for every b in [0, blocks), one block at a time on each of at most `threads`
// OpenMP threads (on the calling thread alone when there is one thread or one block).
template <class F>
void parallel_blocks(int threads, int64_t blocks, const F& run) {
  const int team = int(std::min<int64_t>(threads, blocks));
  if (team <= 1) {
    for (int64_t b = 0; b < blocks; ++b) run(b);
    return;
  }
#pragma omp parallel for num_threads(team) schedule(dynamic, 1)
  for (int64_t b = 0; b < blocks; ++b) run(b);
}

}  // namespace linrt::ops::cpu
