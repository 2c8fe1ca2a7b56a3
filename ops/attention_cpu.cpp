#include "ops/attention_cpu.h"

#include <algorithm>
#include <vector>

#include "ops/isa_kernels.h"

namespace linrt::ops::cpu {

namespace {

struct TileKernels {
  static AttentionTileKernel generic() { return attention_tile_generic(); }
#if defined(__x86_64__)
  static AttentionTileKernel avx2() { return attention_tile_avx2(); }
  static AttentionTileKernel avx512() { return attention_tile_avx512(); }
#endif
};

// One thread's scratch: the transposed K of the head it last worked on in this run (every run
// starts without one: the same buffers may hold new data), and a tile's scores.
struct Scratch {
  std::vector<float> kt, p;
  int64_t head = -1;
};

// Each thread's own, made (and its destructor registered) by the thread itself: a block-scope
// thread_local named inside the parallel loop's lambda would be another thread's variable that
// never passed its declaration, so a team worker's copy was never constructed and its buffers
// were never freed when the worker exited (LeakSanitizer, 2026-12-05).
Scratch& thread_scratch() {
  thread_local Scratch scratch;
  return scratch;
}

}  // namespace

void attention_run(Isa isa, const AttentionShape& s, const float* q, const float* k, const float* v, float* out,
                   const OutputRunFn& finished, int threads) {
  const AttentionTileKernel& kernel = isa_table<TileKernels>(isa);
  const int64_t ldk = (s.n + kernel.lanes - 1) / kernel.lanes * kernel.lanes;
  const int64_t tiles = (s.m + kAttentionTileRows - 1) / kAttentionTileRows;
  // The tiles of one head share its transposed K. With heads enough to keep every thread busy,
  // a block is all of one head's tiles, so that each K is transposed once per run; handed out
  // tile by tile, both threads of a team met nearly every head and transposed its K twice.
  const int64_t per_block = s.batch >= 4 * int64_t(threads) ? tiles : 1;
  parallel_blocks(
      threads, s.batch * tiles / per_block,
      [&](int64_t block) {
        for (int64_t tile = block * per_block; tile < (block + 1) * per_block; ++tile) {
          const int64_t head = tile / tiles, r0 = tile % tiles * kAttentionTileRows;
          const int64_t rows = std::min(kAttentionTileRows, s.m - r0);
          Scratch& t = thread_scratch();
          if (t.head != head) {
            t.kt.assign(size_t(s.d * ldk), 0.0f);
            const float* kh = k + head * s.n * s.d;
            for (int64_t j = 0; j < s.n; ++j)
              for (int64_t c = 0; c < s.d; ++c) t.kt[size_t(c * ldk + j)] = kh[j * s.d + c];
            t.head = head;
          }
          t.p.resize(size_t(kAttentionTileRows * ldk));
          const int64_t flat = (head * s.m + r0) * s.e;
          kernel.tile(s, q + (head * s.m + r0) * s.d, rows, t.kt.data(), ldk, v + head * s.n * s.e, t.p.data(),
                      out + flat);
          if (finished) finished(out + flat, flat, rows * s.e);
        }
      },
      [] { thread_scratch().head = -1; });
}

}  // namespace linrt::ops::cpu
