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
// OpenMP threads (on the calling thread alone when there is one thread or one block). Every
// thread of the team first calls prepare(), whether or not it then gets a block: that is where
// per-thread scratch is sized for the largest block, so that once a shape has run, later runs
// allocate nothing however the dynamic schedule hands out the blocks.
template <class F, class P>
void parallel_blocks(int threads, int64_t blocks, const F& run, const P& prepare) {
  const int team = int(std::min<int64_t>(threads, blocks));
  if (team <= 1) {
    prepare();
    for (int64_t b = 0; b < blocks; ++b) run(b);
    return;
  }
#pragma omp parallel num_threads(team)
  {
    prepare();
#pragma omp for schedule(dynamic, 1)
    for (int64_t b = 0; b < blocks; ++b) run(b);
  }
}

}  // namespace linrt::ops::cpu
