// Measured limits of this machine for the kernel benchmarks: the f32 FMA peak (an unrolled,
// register-only FMA loop on every thread) and the read bandwidth (a parallel sum over a buffer
// much larger than the caches).
#pragma once

#include <string>
#include <vector>

namespace linrt::bench {

struct MachinePeak {
  std::string isa;       // the widest vector ISA the probe used
  double fma_gflops = 0;  // f32 GFLOP/s (an FMA counts as 2) with `threads` threads, wall clock
  // The same rate per thread's CPU time, summed over threads: what the cores deliver while they
  // run, unaffected by other processes taking turns on them.
  double fma_gflops_cpu_time = 0;
  double read_gbs = 0;    // GB/s
  double read_gbs_cpu_time = 0;  // the same per thread's CPU time, summed over threads
  int threads = 1;
};

MachinePeak measure_peak(int threads);

// Median of `samples` (modified in place).
double median(std::vector<double>& samples);

}  // namespace linrt::bench
