// linrt-bench-peak: prints this machine's measured f32 FMA peak and read bandwidth, per thread
// count, the yardsticks that bench/RESULTS.md states kernel speeds against.
#include <omp.h>

#include <cstdio>

#include "bench/machine_peak.h"

int main() {
  const int max_threads = omp_get_max_threads();
  for (int threads = 1; threads <= max_threads; threads *= 2) {
    linrt::bench::MachinePeak p = linrt::bench::measure_peak(threads);
    std::printf("threads %d  %s FMA peak %.1f GFLOP/s (%.1f per CPU time)  read bandwidth %.1f GB/s\n",
                threads, p.isa.c_str(), p.fma_gflops, p.fma_gflops_cpu_time, p.read_gbs);
  }
  return 0;
}
