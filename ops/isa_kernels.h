// Helpers of the per-ISA CPU kernels in ops/: the kernel table of an ISA, made once, and blocks
// of work shared over OpenMP threads.
#pragma once

#include <algorithm>
#include <atomic>
#include <cstdint>
#include <omp.h>

#include "ops/cpu_features.h"
#include "ops/thread_team.h"

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

// Calls run(b) for every b in [0, blocks) on at most `threads` threads: those of the ThreadTeam
// bound to the calling thread (thread_team.h: a plan run binds its session's team), else an
// OpenMP team; on the calling thread alone when there is one thread or one block, or when the
// call is made from inside a team's job (a nested call). Thread t of the team owns the contiguous
// range [t * blocks / team, (t + 1) * blocks / team) and runs it in order; a thread that is done
// with its own range takes the next blocks of the others' ranges, one at a time, so a thread that
// was descheduled holds nobody up. Contiguous ranges rather than blocks dealt out in turn: the
// callers order blocks so that neighbours share their inputs or weights (a conv's items of one
// output row, or of one tile of filters), and dealt-out blocks made every thread read all of
// them, twice the bytes per multiply-add at 2 threads (bench/RESULTS.md, "Contiguous ranges per
// thread"). Every thread of the team first calls prepare(), whether or not it then gets a block:
// that is where per-thread scratch is sized for the largest block, so that once a shape has run,
// later runs allocate nothing however the blocks fall to the threads.
template <class F, class P>
void parallel_blocks(int threads, int64_t blocks, const F& run, const P& prepare) {
  const int team = int(std::min<int64_t>(threads, blocks));
  if (team <= 1 || ThreadTeam::in_job()) {
    prepare();
    for (int64_t b = 0; b < blocks; ++b) run(b);
    return;
  }
  // The counters live on the stack (a steady-state run allocates nothing): up to 64 ranges; a
  // larger team shares them, thread t starting in range t % 64.
  struct alignas(64) Range {  // a cache line each: the owner's counter is not another's
    std::atomic<int64_t> next;
    int64_t end;
  };
  constexpr int kMaxRanges = 64;
  const int count = std::min(team, kMaxRanges);
  Range ranges[kMaxRanges];
  for (int r = 0; r < count; ++r) {
    ranges[r].next.store(r * blocks / count, std::memory_order_relaxed);
    ranges[r].end = (r + 1) * blocks / count;
  }
  // Every thread goes round all the ranges, its own first, so a team that came out smaller than
  // asked (a thread limit, a worker that never took its turn) still runs every block.
  auto member = [&](int t) {
    prepare();
    const int first = t % count;
    for (int k = 0; k < count; ++k) {
      Range& r = ranges[(first + k) % count];
      for (int64_t b; (b = r.next.fetch_add(1, std::memory_order_relaxed)) < r.end;) run(b);
    }
  };
  if (ThreadTeam* bound = ThreadTeam::current()) {
    bound->run(std::min(team, bound->size()), member);
    return;
  }
#pragma omp parallel num_threads(team)
  member(omp_get_thread_num());
}

}  // namespace linrt::ops::cpu
