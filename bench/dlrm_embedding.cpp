// linrt-bench-dlrm-embedding: the embedding-bag phase of DLRM's MLPerf shape (26 tables x
// `rows` x 128, batch 2048) with 1-hot and 20-hot bags, float32 and int8/int4 rowwise tables,
// timed with ops/embedding_bag_cpu beside this machine's measured read bandwidth.
//
//   linrt-bench-dlrm-embedding [--threads=2] [--rows=200000] [--batch=2048] [--reps=15]
//                              [--per-table] [--cpu-time]
//
// The 26 tables' bags run as one grouped call (ops::embedding_bags_cpu, as the engine runs a
// level's bag dispatches), or with --per-table as 26 calls one after another. --cpu-time reports
// the process's CPU time per mini-batch divided by the thread count instead of the wall time
// (steadier on a loaded machine; the threads wait passively only with OMP_WAIT_POLICY=passive).
// Bytes counted are those of the gathered rows (what the kernel must read from memory); the
// index and offset arrays and the output are not counted.
#include <omp.h>
#include <time.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "ops/embedding_bag_cpu.h"
#include "ops/embedding_quant.h"

namespace {

using clock_type = std::chrono::steady_clock;

// Wall time, or the process's CPU time divided by `threads`, in seconds.
double now(bool cpu_time, int threads) {
  if (!cpu_time) return std::chrono::duration<double>(clock_type::now().time_since_epoch()).count();
  timespec t{};
  clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t);
  return (double(t.tv_sec) + double(t.tv_nsec) * 1e-9) / threads;
}

double median(std::vector<double> v) {
  std::sort(v.begin(), v.end());
  return v[v.size() / 2];
}

// Sequential read bandwidth: a parallel integer sum (which the compiler vectorises, unlike a
// float sum) over a buffer far larger than the caches (this machine's L3 is 260 MiB), timed
// like the bags (wall or CPU time).
double read_bandwidth_gbs(int threads, bool cpu_time) {
  const size_t n = size_t(1) << 28;  // 2 GiB of 64-bit words
  std::vector<uint64_t> buf(n);
#pragma omp parallel for num_threads(threads)
  for (size_t i = 0; i < n; ++i) buf[i] = i & 1023;
  std::vector<double> times;
  volatile uint64_t sink = 0;
  for (int rep = 0; rep < 5; ++rep) {
    const double t = now(cpu_time, threads);
    uint64_t total = 0;
#pragma omp parallel for reduction(+ : total) num_threads(threads) schedule(static)
    for (size_t i = 0; i < n; ++i) total += buf[i];
    times.push_back(now(cpu_time, threads) - t);
    sink = sink + total;
  }
  return double(n * sizeof(uint64_t)) / median(times) / 1e9;
}

struct Bags {
  std::vector<int64_t> indices, offsets;
};

}  // namespace

int main(int argc, char** argv) {
  int threads = 2, reps = 15;
  bool per_table = false, cpu_time = false;
  int64_t rows = 200000, batch = 2048, dim = 128, tables = 26;
  for (int i = 1; i < argc; ++i) {
    const std::string a = argv[i];
    auto value = [&](const char* flag) -> const char* {
      return a.rfind(flag, 0) == 0 ? a.c_str() + std::strlen(flag) : nullptr;
    };
    if (const char* v = value("--threads=")) threads = std::atoi(v);
    else if (const char* v = value("--rows=")) rows = std::atoll(v);
    else if (const char* v = value("--batch=")) batch = std::atoll(v);
    else if (const char* v = value("--reps=")) reps = std::atoi(v);
    else if (a == "--per-table") per_table = true;
    else if (a == "--cpu-time") cpu_time = true;
    else {
      std::fprintf(stderr, "usage: %s [--threads=N] [--rows=N] [--batch=N] [--reps=N] [--per-table] [--cpu-time]\n",
                   argv[0]);
      return 2;
    }
  }
  std::printf("DLRM embedding phase: %lld tables x %lld rows x %lld, batch %lld, %d threads, ISA %s, %s, %s\n",
              static_cast<long long>(tables), static_cast<long long>(rows), static_cast<long long>(dim),
              static_cast<long long>(batch), threads, linrt::ops::embedding_bag_isa(),
              per_table ? "one call per table" : "one grouped call", cpu_time ? "CPU time per thread" : "wall time");
  const double bandwidth = read_bandwidth_gbs(threads, cpu_time);
  std::printf("measured read bandwidth: %.1f GB/s\n", bandwidth);

  // Tables with DLRM's initialisation range, filled in parallel, in table_alloc memory (huge
  // pages) as the engine's prepared float tables are (ModelOptions::huge_page_embeddings).
  std::vector<std::vector<float, linrt::ops::TableAllocator<float>>> float_tables(static_cast<size_t>(tables));
  const float bound = 1.0f / std::sqrt(float(rows));
  for (int64_t t = 0; t < tables; ++t) {
    auto& tab = float_tables[size_t(t)];
    tab.resize(size_t(rows * dim));
#pragma omp parallel num_threads(threads)
    {
      std::mt19937 rng(uint32_t(t * 131 + omp_get_thread_num()));
      std::uniform_real_distribution<float> u(-bound, bound);
#pragma omp for
      for (int64_t i = 0; i < rows * dim; ++i) tab[size_t(i)] = u(rng);
    }
  }
  std::vector<linrt::ops::QuantizedTable> int8_tables, int4_tables;
  for (const auto& tab : float_tables) {
    int8_tables.push_back(linrt::ops::quantize_table(tab.data(), rows, dim, linrt::ops::RowFormat::Int8Rowwise, threads));
    int4_tables.push_back(linrt::ops::quantize_table(tab.data(), rows, dim, linrt::ops::RowFormat::Int4Rowwise, threads));
  }

  std::vector<float> out(size_t(tables * batch * dim));
  std::printf("%-6s %-7s %12s %12s %10s %10s\n", "hot", "tables", "ms/batch", "rows GB/s", "of read bw", "vs f32");
  for (int64_t hot : {int64_t(1), int64_t(20)}) {
    std::mt19937 rng(7);
    std::uniform_int_distribution<int64_t> pick(0, rows - 1);
    // Several index sets, one per repetition in turn, so that the rows of one mini-batch are not
    // still in the caches when the next one runs.
    constexpr int kSets = 16;
    std::vector<std::vector<Bags>> sets(kSets, std::vector<Bags>(static_cast<size_t>(tables)));
    for (auto& bags : sets) {
      for (Bags& b : bags) {
        for (int64_t s = 0; s < batch; ++s) {
          b.offsets.push_back(int64_t(b.indices.size()));
          for (int64_t k = 0; k < hot; ++k) b.indices.push_back(pick(rng));
        }
      }
    }
    double f32_ms = 0;
    for (int format = 0; format < 3; ++format) {
      std::vector<double> times;
      std::vector<linrt::ops::BagJob> jobs(static_cast<size_t>(tables));
      for (int rep = 0; rep < reps; ++rep) {
        const std::vector<Bags>& bags = sets[size_t(rep) % kSets];
        for (int64_t t = 0; t < tables; ++t) {
          linrt::ops::BagJob& job = jobs[size_t(t)];
          job.table = format == 0 ? linrt::ops::f32_table(float_tables[size_t(t)].data(), rows, dim)
                      : format == 1 ? int8_tables[size_t(t)].view()
                                    : int4_tables[size_t(t)].view();
          job.args.indices = bags[size_t(t)].indices.data();
          job.args.num_indices = int64_t(bags[size_t(t)].indices.size());
          job.args.offsets = bags[size_t(t)].offsets.data();
          job.args.num_offsets = batch;
          job.out = out.data() + t * batch * dim;
        }
        const double t0 = now(cpu_time, threads);
        if (per_table) {
          for (const linrt::ops::BagJob& job : jobs) linrt::ops::embedding_bag_cpu(job.table, job.args, job.out, threads, "bench");
        } else {
          linrt::ops::embedding_bags_cpu(jobs, threads, [](size_t) { return std::string("bench"); });
        }
        times.push_back(now(cpu_time, threads) - t0);
      }
      const double s = median(times);
      const size_t row_bytes = linrt::ops::embedding_row_bytes(
          format == 0 ? linrt::ops::RowFormat::F32 : format == 1 ? linrt::ops::RowFormat::Int8Rowwise : linrt::ops::RowFormat::Int4Rowwise, dim);
      const double gbs = double(tables * batch * hot) * double(row_bytes) / s / 1e9;
      if (format == 0) f32_ms = s * 1e3;
      std::printf("%-6lld %-7s %12.3f %12.2f %9.0f%% %9.2fx\n", static_cast<long long>(hot),
                  format == 0 ? "f32" : format == 1 ? "int8" : "int4", s * 1e3, gbs, 100.0 * gbs / bandwidth,
                  f32_ms / (s * 1e3));
    }
  }
  return 0;
}
