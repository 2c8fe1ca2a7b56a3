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

#include <xsimd/xsimd.hpp>

#include "linrt/error.h"
#include "ops/embedding_bag_rows.h"

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

template <class T> int64_t at(const void* p, int64_t i) { return int64_t(static_cast<const T*>(p)[i]); }

int64_t index_at(const EmbeddingBagArgs& a, int64_t i) {
  return a.indices_i64 ? at<int64_t>(a.indices, i) : at<int32_t>(a.indices, i);
}
int64_t offset_at(const EmbeddingBagArgs& a, int64_t i) {
  return a.offsets_i64 ? at<int64_t>(a.offsets, i) : at<int32_t>(a.offsets, i);
}

void validate(const TableView& t, const EmbeddingBagArgs& a, const std::string& op) {
  if (t.rows < 0 || t.dim < 0)
    throw Error(ErrorKind::Invalid, op, "the table has a negative size");
  if (a.num_indices < 0 || a.num_offsets < 0)
    throw Error(ErrorKind::Invalid, op, "negative index or offset count");
  if (a.padding_idx != -1 && (a.padding_idx < 0 || a.padding_idx >= t.rows))
    throw Error(ErrorKind::Invalid, op,
                "padding_idx " + std::to_string(a.padding_idx) + " is outside the table of " +
                    std::to_string(t.rows) + " rows");
  if (a.per_sample_weights && a.mode != BagMode::Sum)
    throw Error(ErrorKind::Unsupported, op, "per_sample_weights are only defined for mode sum");
  if (a.include_last_offset && a.num_offsets == 0)
    throw Error(ErrorKind::Invalid, op, "include_last_offset needs at least one offset");
  int64_t previous = 0;
  for (int64_t b = 0; b < a.num_offsets; ++b) {
    const int64_t o = offset_at(a, b);
    if (o < 0 || o > a.num_indices)
      throw Error(ErrorKind::Invalid, op,
                  "offsets[" + std::to_string(b) + "] = " + std::to_string(o) +
                      " is outside [0, " + std::to_string(a.num_indices) + "] (the number of indices)");
    if (b > 0 && o < previous)
      throw Error(ErrorKind::Invalid, op,
                  "offsets are not monotonic: offsets[" + std::to_string(b) + "] = " + std::to_string(o) +
                      " < offsets[" + std::to_string(b - 1) + "] = " + std::to_string(previous));
    previous = o;
  }
}

// Rows handed to one reduction call; longer bags take several calls.
constexpr int kRowsPerCall = 64;

template <class Idx, class Off>
void run_bags(const TableView& t, const EmbeddingBagArgs& a, int64_t num_bags, float* out,
              int threads, std::atomic<int64_t>& first_bad) {
  const Idx* idx = static_cast<const Idx*>(a.indices);
  const Off* off = static_cast<const Off*>(a.offsets);
  const bag_rows::Kernels& kernels = row_kernels();
  const bag_rows::SumFn sum = kernels.sum[int(t.format)];
  const bag_rows::MaxFn max = kernels.max[int(t.format)];
  const uint64_t rows = uint64_t(t.rows);
  const int64_t dim = t.dim;
  const int64_t n = a.num_indices;
  const float* weights = a.per_sample_weights;
  // Prefetch about 2 KiB of rows ahead: enough to cover memory latency at the read bandwidth
  // of one core, few enough that the prefetches stay in the line-fill buffers.
  const int64_t ahead = std::clamp<int64_t>(int64_t(2048 / std::max<size_t>(t.row_bytes, 1)), 2, 16);

#pragma omp parallel for schedule(static) num_threads(threads) if (threads > 1)
  for (int64_t b = 0; b < num_bags; ++b) {
    const uint8_t* ptrs[kRowsPerCall];
    float bag_weights[kRowsPerCall];
    float* o = out + b * (a.out_row_stride ? a.out_row_stride : dim);
    const int64_t begin = int64_t(off[b]);
    const int64_t end = b + 1 < a.num_offsets ? int64_t(off[b + 1]) : n;
    int64_t used = 0;
    for (int64_t j = begin; j < end;) {
      int count = 0;
      for (; j < end && count < kRowsPerCall; ++j) {
        if (j + ahead < n && t.row_bytes > 0) {
          const uint64_t r = uint64_t(int64_t(idx[j + ahead]));
          if (r < rows) {
            // Every cache line the row touches (rows need not start on a line).
            const uintptr_t first = reinterpret_cast<uintptr_t>(t.data + r * t.row_bytes);
            const uintptr_t last = first + t.row_bytes - 1;
            for (uintptr_t line = first & ~uintptr_t(63); line <= last; line += 64)
              __builtin_prefetch(reinterpret_cast<const void*>(line), 0, 3);
          }
        }
        const int64_t r = int64_t(idx[j]);
        if (uint64_t(r) >= rows) {
          int64_t seen = first_bad.load(std::memory_order_relaxed);
          while (j < seen && !first_bad.compare_exchange_weak(seen, j)) {
          }
          continue;
        }
        if (r == a.padding_idx) continue;
        ptrs[count] = t.data + size_t(r) * t.row_bytes;
        if (weights) bag_weights[count] = weights[j];
        ++count;
      }
      if (count == 0) continue;
      if (a.mode == BagMode::Max)
        max(ptrs, count, dim, o, used > 0);
      else
        sum(ptrs, weights ? bag_weights : nullptr, count, dim, o, used > 0);
      used += count;
    }
    if (used == 0) {
      std::fill(o, o + dim, 0.0f);
    } else if (a.mode == BagMode::Mean && used > 1) {
      const float inv = 1.0f / float(used);
      for (int64_t d = 0; d < dim; ++d) o[d] *= inv;
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
  validate(table, args, op);
  const int64_t num_bags = embedding_bag_num_bags(args);
  if (threads <= 0) threads = omp_get_max_threads();
  // Below about 64 K of row elements the threads cost more than they save.
  if (args.num_indices * std::max<int64_t>(table.dim, 1) < (int64_t(1) << 16)) threads = 1;
  std::atomic<int64_t> first_bad{INT64_MAX};
  if (args.indices_i64) {
    if (args.offsets_i64)
      run_bags<int64_t, int64_t>(table, args, num_bags, out, threads, first_bad);
    else
      run_bags<int64_t, int32_t>(table, args, num_bags, out, threads, first_bad);
  } else {
    if (args.offsets_i64)
      run_bags<int32_t, int64_t>(table, args, num_bags, out, threads, first_bad);
    else
      run_bags<int32_t, int32_t>(table, args, num_bags, out, threads, first_bad);
  }
  const int64_t bad = first_bad.load();
  if (bad != INT64_MAX)
    throw Error(ErrorKind::Invalid, op,
                "indices[" + std::to_string(bad) + "] = " + std::to_string(index_at(args, bad)) +
                    " is out of range for a table of " + std::to_string(table.rows) + " rows");
}

const char* embedding_bag_isa() { return row_kernels().isa; }

}  // namespace linrt::ops
