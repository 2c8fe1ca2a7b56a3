#include "bench/machine_peak.h"

#include <omp.h>

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstdint>
#include <vector>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace linrt::bench {

namespace {

double thread_cpu_seconds() {
  timespec t;
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec);
}

double seconds_since(std::chrono::steady_clock::time_point t0) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t0).count();
}

// Each loop keeps 16 independent accumulators, more than FMA latency x throughput (4 x 2), so
// the FMA ports never wait. Returns FLOPs done.
#if defined(__x86_64__)
__attribute__((target("avx512f"))) double fma_loop_avx512(int64_t iterations, float* sink) {
  __m512 acc[16];
  for (int i = 0; i < 16; ++i) acc[i] = _mm512_set1_ps(float(i) * 1e-3f);
  const __m512 a = _mm512_set1_ps(0.999999f), b = _mm512_set1_ps(1e-7f);
  for (int64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 16
    for (int i = 0; i < 16; ++i) acc[i] = _mm512_fmadd_ps(acc[i], a, b);
  }
  __m512 s = acc[0];
  for (int i = 1; i < 16; ++i) s = _mm512_add_ps(s, acc[i]);
  *sink = _mm512_reduce_add_ps(s);
  return double(iterations) * 16 * 16 * 2;
}

__attribute__((target("avx2,fma"))) double fma_loop_avx2(int64_t iterations, float* sink) {
  __m256 acc[12];
  for (int i = 0; i < 12; ++i) acc[i] = _mm256_set1_ps(float(i) * 1e-3f);
  const __m256 a = _mm256_set1_ps(0.999999f), b = _mm256_set1_ps(1e-7f);
  for (int64_t it = 0; it < iterations; ++it) {
#pragma GCC unroll 12
    for (int i = 0; i < 12; ++i) acc[i] = _mm256_fmadd_ps(acc[i], a, b);
  }
  __m256 s = acc[0];
  for (int i = 1; i < 12; ++i) s = _mm256_add_ps(s, acc[i]);
  float out[8];
  _mm256_storeu_ps(out, s);
  *sink = out[0];
  return double(iterations) * 12 * 8 * 2;
}

// Sums [begin, end) with 8 independent vector accumulators so that the adds never limit the
// rate at which memory delivers data.
__attribute__((target("avx512f"))) float read_sum_avx512(const float* begin, size_t count) {
  __m512 acc[8];
  for (int i = 0; i < 8; ++i) acc[i] = _mm512_setzero_ps();
  size_t i = 0;
  for (; i + 128 <= count; i += 128)
#pragma GCC unroll 8
    for (int j = 0; j < 8; ++j) acc[j] = _mm512_add_ps(acc[j], _mm512_loadu_ps(begin + i + 16 * j));
  float tail = 0;
  for (; i < count; ++i) tail += begin[i];
  __m512 s = acc[0];
  for (int j = 1; j < 8; ++j) s = _mm512_add_ps(s, acc[j]);
  return _mm512_reduce_add_ps(s) + tail;
}
#endif

float read_sum_portable(const float* begin, size_t count) {
  float acc[16] = {};
  size_t i = 0;
  for (; i + 16 <= count; i += 16)
    for (int j = 0; j < 16; ++j) acc[j] += begin[i + j];
  float s = 0;
  for (; i < count; ++i) s += begin[i];
  for (float a : acc) s += a;
  return s;
}

double fma_loop_scalar(int64_t iterations, float* sink) {
  float acc[8];
  for (int i = 0; i < 8; ++i) acc[i] = float(i) * 1e-3f;
  for (int64_t it = 0; it < iterations; ++it)
    for (int i = 0; i < 8; ++i) acc[i] = acc[i] * 0.999999f + 1e-7f;
  *sink = acc[0] + acc[7];
  return double(iterations) * 8 * 2;
}

}  // namespace

double median(std::vector<double>& samples) {
  std::sort(samples.begin(), samples.end());
  if (samples.empty()) return 0;
  const size_t n = samples.size();
  return n % 2 ? samples[n / 2] : 0.5 * (samples[n / 2 - 1] + samples[n / 2]);
}

MachinePeak measure_peak(int threads) {
  MachinePeak peak;
  peak.threads = threads;
  double (*loop)(int64_t, float*) = fma_loop_scalar;
  float (*read_sum)(const float*, size_t) = read_sum_portable;
  peak.isa = "scalar";
#if defined(__x86_64__)
  __builtin_cpu_init();
  if (__builtin_cpu_supports("avx512f")) {
    loop = fma_loop_avx512;
    read_sum = read_sum_avx512;
    peak.isa = "avx512";
  } else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
    loop = fma_loop_avx2;
    peak.isa = "avx2";
  }
#endif
  std::vector<double> rates, cpu_rates;
  for (int rep = 0; rep < 5; ++rep) {
    double flops = 0, cpu_rate = 0;
    auto t0 = std::chrono::steady_clock::now();
#pragma omp parallel num_threads(threads) reduction(+ : flops, cpu_rate)
    {
      float sink;
      const double c0 = thread_cpu_seconds();
      double done = loop(20'000'000, &sink);
      cpu_rate += done / (thread_cpu_seconds() - c0) / 1e9;
      if (sink == 12345.0f) done += 1;  // keeps the result alive
      flops += done;
    }
    rates.push_back(flops / seconds_since(t0) / 1e9);
    cpu_rates.push_back(cpu_rate);
  }
  peak.fma_gflops = median(rates);
  peak.fma_gflops_cpu_time = median(cpu_rates);

  // Read bandwidth: 1 GiB of floats summed by all threads.
  const size_t count = size_t(1) << 28;
  std::vector<float> buffer(count);
#pragma omp parallel for num_threads(threads) schedule(static)
  for (size_t i = 0; i < count; ++i) buffer[i] = float(i & 255);
  std::vector<double> bw, cpu_bw;
  for (int rep = 0; rep < 5; ++rep) {
    double total = 0, cpu_rate = 0;
    auto t0 = std::chrono::steady_clock::now();
#pragma omp parallel num_threads(threads) reduction(+ : total, cpu_rate)
    {
      const size_t t = size_t(omp_get_thread_num()), nt = size_t(omp_get_num_threads());
      const size_t begin = count * t / nt, end = count * (t + 1) / nt;
      const double c0 = thread_cpu_seconds();
      total += read_sum(buffer.data() + begin, end - begin);
      cpu_rate += double((end - begin) * sizeof(float)) / (thread_cpu_seconds() - c0) / 1e9;
    }
    const double s = seconds_since(t0);
    if (total == -1.0) bw.push_back(0);  // keeps the sum alive
    bw.push_back(double(count * sizeof(float)) / s / 1e9);
    cpu_bw.push_back(cpu_rate);
  }
  peak.read_gbs = median(bw);
  peak.read_gbs_cpu_time = median(cpu_bw);
  return peak;
}

}  // namespace linrt::bench
