// The embedding-bag driver: validates offsets, walks bags in parallel, checks every index,
// prefetches rows ahead and hands short lists of rows to the vectorised reductions of
// embedding_bag_rows.h.
#include "ops/embedding_bag_cpu.h"

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <climits>
#include <cstring>
#include <string>
#include <vector>

#include <xsimd/xsimd.hpp>

#include "linrt/error.h"
#include "ops/embedding_bag_rows.h"
#include "ops/isa_kernels.h"

namespace linrt::ops {

namespace {

const bag_rows::Kernels& row_kernels() {
  static const bag_rows::Kernels kernels = [] {
#if defined(__x86_64__) || defined(_M_X64)
    const auto cpu = xsimd::available_architectures();
    if (cpu.avx512bw && cpu.avx512dq && cpu.avx512cd) return bag_rows::kernels_avx512();
    if (cpu.fma3_avx2) return bag_rows::kernels_avx2();
#endif
    return bag_rows::kernels_baseline();
  }();
  return kernels;
}

int64_t offset_at(const EmbeddingBagArgs& a, int64_t i) {
  return a.offsets_i64 ? int64_t(static_cast<const int64_t*>(a.offsets)[i])
                       : int64_t(static_cast<const int32_t*>(a.offsets)[i]);
}

// Checks job i's attributes and offsets; `op(i)` names its op in errors (and is only called
// then, so that a valid call builds no strings).
void validate(const TableView& t, const EmbeddingBagArgs& a, const TableView& p,
              const std::function<std::string(size_t)>& op, size_t i) {
  if (t.rows < 0 || t.dim < 0)
    throw Error(ErrorKind::Invalid, op(i), "the table has a negative size");
  if (a.num_indices < 0 || a.num_offsets < 0)
    throw Error(ErrorKind::Invalid, op(i), "negative index or offset count");
  if (a.padding_idx != -1 && (a.padding_idx < 0 || a.padding_idx >= t.rows))
    throw Error(ErrorKind::Invalid, op(i),
                "padding_idx " + std::to_string(a.padding_idx) + " is outside the table of " +
                    std::to_string(t.rows) + " rows");
  if (a.per_sample_weights && a.mode != BagMode::Sum)
    throw Error(ErrorKind::Unsupported, op(i), "per_sample_weights are only defined for mode sum");
  if (a.index_divisor < 1) throw Error(ErrorKind::Invalid, op(i), "index_divisor must be at least 1");
  if (a.include_last_offset && a.num_offsets == 0)
    throw Error(ErrorKind::Invalid, op(i), "include_last_offset needs at least one offset");
  if (a.pair != PairCombine::None &&
      (a.mode != BagMode::Sum || a.per_sample_weights || a.padding_idx != -1 || a.index_map != IndexMap::Quotient))
    throw Error(ErrorKind::Invalid, op(i), "a quotient-remainder pair needs mode sum, the quotient map, no weights and no padding_idx");
  if (a.pair != PairCombine::None && (p.dim != t.dim || p.rows < a.index_divisor || !p.data))
    throw Error(ErrorKind::Invalid, op(i),
                "the remainder table [" + std::to_string(p.rows) + ", " + std::to_string(p.dim) +
                    "] must be as wide as the quotient table (" + std::to_string(t.dim) + ") and hold the " +
                    std::to_string(a.index_divisor) + " remainders");
  int64_t previous = 0;
  for (int64_t b = 0; b < a.num_offsets; ++b) {
    const int64_t o = offset_at(a, b);
    if (o < 0 || o > a.num_indices)
      throw Error(ErrorKind::Invalid, op(i),
                  "offsets[" + std::to_string(b) + "] = " + std::to_string(o) +
                      " is outside [0, " + std::to_string(a.num_indices) + "] (the number of indices)");
    if (b > 0 && o < previous)
      throw Error(ErrorKind::Invalid, op(i),
                  "offsets are not monotonic: offsets[" + std::to_string(b) + "] = " + std::to_string(o) +
                      " < offsets[" + std::to_string(b - 1) + "] = " + std::to_string(previous));
    previous = o;
  }
}

// Rows handed to one reduction call; longer bags take several calls.
constexpr int kRowsPerCall = 64;

// One job as the parallel loop reads it.
struct JobRun {
  const uint8_t* data;
  uint64_t rows;
  size_t row_bytes;
  int64_t dim;
  int64_t width;  // of an output row: dim, or 2 * dim for a concat pair
  const void* idx;
  const void* off;
  bool idx64, off64;
  int64_t num_offsets, num_indices, num_bags;
  int64_t padding_idx;
  BagMode mode;
  const float* weights;
  float* out;
  int64_t out_stride;
  bag_rows::SumFn sum;
  bag_rows::MaxFn max;
  int64_t first_bag;    // bags of the jobs before this one
  int64_t first_index;  // indices of the jobs before this one (positions in error reports)
  IndexMap map;
  int64_t divisor;
  void (*finish)(const void*, float*, int64_t, int64_t);
  const void* finish_context;
  PairCombine pair;
  const uint8_t* pair_data;  // the remainder table, with a pair
  size_t pair_row_bytes;
  bag_rows::SumFn pair_sum;

  int64_t raw_index(int64_t j) const {
    return idx64 ? static_cast<const int64_t*>(idx)[j] : int64_t(static_cast<const int32_t*>(idx)[j]);
  }
  // The row position j names.
  int64_t index(int64_t j) const { return map_index(map, divisor, raw_index(j)); }
  int64_t offset(int64_t b) const {
    return off64 ? static_cast<const int64_t*>(off)[b] : int64_t(static_cast<const int32_t*>(off)[b]);
  }
  int64_t bag_end(int64_t b) const { return b + 1 < num_offsets ? offset(b + 1) : num_indices; }
};

// A cursor over the index positions of a thread's bags, running ahead of the bags being reduced
// and prefetching every cache line of the rows it passes, across job boundaries. The prefetches
// are prefetcht2 (to L2, not L1): measured on DLRM's shapes (2 threads, per-thread CPU time)
// 20-hot bags ran 7-10% faster than with prefetcht0 (int8 13.7-14.1 -> 12.2-12.8 ms, float
// 39-40 -> 36-37 ms), 1-hot float up to 5% slower; prefetchnta was 25% slower.
class Prefetcher {
 public:
  Prefetcher(const JobRun* jobs, int64_t job, int64_t last_job, int64_t first_bag, int64_t end_bag)
      : jobs_(jobs), job_(job), last_job_(last_job), end_bag_(end_bag) {
    enter(first_bag - jobs[job].first_bag);
  }
  void step() {
    while (pos_ == end_) {
      if (job_ == last_job_) return;
      ++job_;
      enter(0);
    }
    const JobRun& r = jobs_[job_];
    const uint64_t row = uint64_t(r.index(pos_++));
    if (row >= r.rows || r.row_bytes == 0) return;
    const uintptr_t first = reinterpret_cast<uintptr_t>(r.data + row * r.row_bytes);
    const uintptr_t last = first + r.row_bytes - 1;
    for (uintptr_t line = first & ~uintptr_t(63); line <= last; line += 64)
      __builtin_prefetch(reinterpret_cast<const void*>(line), 0, 1);
  }

 private:
  // Starts on job_ at its local bag b: the positions of its bags up to end_bag_ (a global bag).
  void enter(int64_t b) {
    const JobRun& r = jobs_[job_];
    const int64_t end_b = std::min(r.num_bags, end_bag_ - r.first_bag);
    pos_ = b < end_b ? r.offset(b) : 0;
    end_ = b < end_b ? r.bag_end(end_b - 1) : 0;
  }
  const JobRun* jobs_;
  int64_t job_, last_job_, end_bag_;
  int64_t pos_ = 0, end_ = 0;
};

// The remainder half of a quotient-remainder pair's bag b: the rows i mod c of the pair's
// table (all inside it: validate checked that it holds c rows), reduced and combined with the
// bag's quotient row `o` in place, or written after it (concat).
void combine_pair(const JobRun& r, int64_t b, float* o, const uint8_t** ptrs) {
  thread_local std::vector<float> scratch;
  float* half = o + r.dim;
  if (r.pair != PairCombine::Concat) {
    if (scratch.size() < size_t(r.dim)) scratch.resize(size_t(r.dim));
    half = scratch.data();
  }
  const int64_t end = r.bag_end(b);
  bool any = false;
  for (int64_t j = r.offset(b); j < end;) {
    int count = 0;
    for (; j < end && count < kRowsPerCall; ++j)
      ptrs[count++] = r.pair_data + size_t(map_index(IndexMap::Remainder, r.divisor, r.raw_index(j))) * r.pair_row_bytes;
    r.pair_sum(ptrs, nullptr, count, r.dim, half, any);
    any = true;
  }
  if (!any) std::fill(half, half + r.dim, 0.0f);
  if (r.pair == PairCombine::Mult)
    for (int64_t d = 0; d < r.dim; ++d) o[d] *= half[d];
  else if (r.pair == PairCombine::Add)
    for (int64_t d = 0; d < r.dim; ++d) o[d] += half[d];
}

// Reduces the global bags [first, end) (bags of all jobs, numbered in job order).
void run_range(const JobRun* jobs, size_t num_jobs, int64_t first, int64_t end, int ahead,
               std::atomic<int64_t>& first_bad) {
  if (first >= end) return;
  size_t job = 0;
  while (jobs[job].first_bag + jobs[job].num_bags <= first) ++job;
  size_t last_job = job;
  while (last_job + 1 < num_jobs && jobs[last_job + 1].first_bag < end) ++last_job;
  Prefetcher prefetch(jobs, int64_t(job), int64_t(last_job), first, end);
  for (int k = 0; k < ahead; ++k) prefetch.step();
  const uint8_t* ptrs[kRowsPerCall];
  float bag_weights[kRowsPerCall];
  for (; job <= last_job; ++job) {
    const JobRun& r = jobs[job];
    const int64_t b_end = std::min(r.num_bags, end - r.first_bag);
    for (int64_t b = std::max<int64_t>(first - r.first_bag, 0); b < b_end; ++b) {
      float* o = r.out + b * r.out_stride;
      const int64_t bag_end = r.bag_end(b);
      int64_t used = 0;
      for (int64_t j = r.offset(b); j < bag_end;) {
        int count = 0;
        for (; j < bag_end && count < kRowsPerCall; ++j) {
          prefetch.step();
          const int64_t row = r.index(j);
          if (uint64_t(row) >= r.rows) {
            const int64_t at = r.first_index + j;
            int64_t seen = first_bad.load(std::memory_order_relaxed);
            while (at < seen && !first_bad.compare_exchange_weak(seen, at)) {
            }
            continue;
          }
          if (row == r.padding_idx) continue;
          ptrs[count] = r.data + size_t(row) * r.row_bytes;
          if (r.weights) bag_weights[count] = r.weights[j];
          ++count;
        }
        if (count == 0) continue;
        if (r.mode == BagMode::Max)
          r.max(ptrs, count, r.dim, o, used > 0);
        else
          r.sum(ptrs, r.weights ? bag_weights : nullptr, count, r.dim, o, used > 0);
        used += count;
      }
      if (used == 0) {
        std::fill(o, o + r.dim, 0.0f);
      } else if (r.mode == BagMode::Mean && used > 1) {
        const float inv = 1.0f / float(used);
        for (int64_t d = 0; d < r.dim; ++d) o[d] *= inv;
      }
      if (r.pair != PairCombine::None) combine_pair(r, b, o, ptrs);
      if (r.finish) r.finish(r.finish_context, o, b * r.width, r.width);
    }
  }
}

}  // namespace

TableView f32_table(const float* data, int64_t rows, int64_t dim) {
  TableView t;
  t.data = reinterpret_cast<const uint8_t*>(data);
  t.format = RowFormat::F32;
  t.rows = rows;
  t.dim = dim;
  t.row_bytes = size_t(dim) * sizeof(float);
  return t;
}

int64_t embedding_bag_num_bags(const EmbeddingBagArgs& args) {
  return args.include_last_offset ? std::max<int64_t>(args.num_offsets - 1, 0) : args.num_offsets;
}

void embedding_bag_cpu(const TableView& table, const EmbeddingBagArgs& args, float* out,
                       int threads, const std::string& op) {
  const BagJob job{table, args, out};
  embedding_bags_cpu(std::span<const BagJob>(&job, 1), threads, [&](size_t) { return op; });
}

void embedding_bags_cpu(std::span<const BagJob> jobs, int threads,
                        const std::function<std::string(size_t)>& op) {
  // Kept per thread and reused, so that steady-state calls do not allocate.
  thread_local std::vector<JobRun> runs;
  runs.clear();
  const bag_rows::Kernels& kernels = row_kernels();
  int64_t bags = 0, indices = 0, work = 0;
  size_t widest_row = 1;
  for (size_t i = 0; i < jobs.size(); ++i) {
    const BagJob& job = jobs[i];
    const TableView& t = job.table;
    const EmbeddingBagArgs& a = job.args;
    const TableView& p = job.pair_table;
    validate(t, a, p, op, i);
    const int64_t n = embedding_bag_num_bags(a);
    const int64_t width = a.pair == PairCombine::Concat ? 2 * t.dim : t.dim;
    runs.push_back(JobRun{t.data, uint64_t(t.rows), t.row_bytes, t.dim, width, a.indices, a.offsets, a.indices_i64,
                          a.offsets_i64, a.num_offsets, a.num_indices, n, a.padding_idx, a.mode,
                          a.per_sample_weights, job.out, a.out_row_stride ? a.out_row_stride : width,
                          kernels.sum[int(t.format)], kernels.max[int(t.format)], bags, indices, a.index_map,
                          a.index_divisor, job.finish, job.finish_context, a.pair, p.data, p.row_bytes,
                          kernels.sum[int(p.format)]});
    bags += n;
    indices += a.num_indices;
    work += a.num_indices * std::max<int64_t>(t.dim, 1);
    widest_row = std::max(widest_row, t.row_bytes);
  }
  if (bags == 0) return;
  if (threads <= 0) threads = omp_get_max_threads();
  // Below about 64 K of row elements the threads cost more than they save.
  if (work < (int64_t(1) << 16)) threads = 1;
  threads = int(std::min<int64_t>(threads, bags));
  // Prefetch about 2 KiB of rows ahead: enough to cover memory latency at the read bandwidth
  // of one core, few enough that the prefetches stay in the line-fill buffers.
  const int ahead = int(std::clamp<size_t>(2048 / widest_row, 2, 16));
  std::atomic<int64_t> first_bad{INT64_MAX};
  const JobRun* r = runs.data();
  const size_t count = runs.size();
  cpu::parallel_blocks(
      threads, threads,
      [&](int64_t t) { run_range(r, count, bags * t / threads, bags * (t + 1) / threads, ahead, first_bad); }, [] {});
  const int64_t bad = first_bad.load();
  if (bad == INT64_MAX) return;
  size_t i = 0;
  while (i + 1 < runs.size() && runs[i + 1].first_index <= bad) ++i;
  const JobRun& bad_run = runs[i];
  const int64_t j = bad - bad_run.first_index;
  const std::string mapped = bad_run.map == IndexMap::Identity ? ""
                             : std::string(" (read as its ") + (bad_run.map == IndexMap::Quotient ? "quotient" : "remainder") +
                                   " by " + std::to_string(bad_run.divisor) + ": row " + std::to_string(bad_run.index(j)) + ")";
  throw Error(ErrorKind::Invalid, op(i),
              "indices[" + std::to_string(j) + "] = " + std::to_string(bad_run.raw_index(j)) + mapped +
                  " is out of range for a table of " + std::to_string(jobs[i].table.rows) + " rows");
}

const char* embedding_bag_isa() { return row_kernels().isa; }

}  // namespace linrt::ops
