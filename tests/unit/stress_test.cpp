// Concurrency stress: one Model shared by 8 Sessions on 8 threads. Every run's output must be
// bit-identical to what a single thread computed for the same input, which catches sessions
// that share scratch memory, constants prepared lazily without synchronisation, or plans built
// twice. scripts/sanitize.sh tsan runs this file under ThreadSanitizer, with LLVM's libomp and its
// Archer tool so that the OpenMP teams inside each session are race-checked too.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <cstring>
#include <string>
#include <thread>
#include <vector>

#include "linrt/linrt.h"
#include "loaders/npy.h"
#include "ops/isa_kernels.h"

namespace {

constexpr int kThreads = 8;

// One input per thread: the fixture's input scaled by a per-thread factor, so a session that
// read another session's data would produce a different output.
std::vector<std::vector<float>> thread_inputs(const linrt::loaders::NpyArray& base) {
  const float* x = reinterpret_cast<const float*>(base.data);
  const size_t n = base.nbytes / sizeof(float);
  std::vector<std::vector<float>> inputs(kThreads, std::vector<float>(n));
  for (int t = 0; t < kThreads; ++t)
    for (size_t i = 0; i < n; ++i) inputs[t][i] = x[i] * (1.0f + 0.125f * float(t)) - 0.0625f * float(t);
  return inputs;
}

// `omp_threads`: the OpenMP team size of each concurrent session (1: the threads here are the
// only concurrency; 2: every session also runs its kernels' parallel loops).
void stress_fixture(const std::string& name, int runs_per_thread, int omp_threads = 1) {
  const std::string dir = std::string(LINRT_FIXTURES_DIR) + "/" + name;
  const linrt::Model model = linrt::Model::load(dir + "/model.mlir");
  const linrt::loaders::NpyArray base = linrt::loaders::load_npy(dir + "/in0.npy");
  REQUIRE(base.dtype == linrt::DType::F32);
  const std::vector<std::vector<float>> inputs = thread_inputs(base);

  // The single-threaded answers, one session, one thread at a time.
  std::vector<linrt::Tensor> expected;
  {
    linrt::SessionOptions so;
    so.threads = 1;
    linrt::Session s = model.session(so);
    for (int t = 0; t < kThreads; ++t) {
      auto out = s.run({linrt::Tensor::view(inputs[t].data(), linrt::DType::F32, base.shape)});
      REQUIRE(out.size() == 1);
      expected.push_back(out[0]);
    }
  }
  const size_t out_bytes = size_t(expected[0].numel()) * linrt::dtype_size(expected[0].dtype());

  std::vector<int> mismatches(kThreads, 0), errors(kThreads, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      try {
        linrt::SessionOptions so;
        so.threads = omp_threads;
        so.split_small_dispatches = true;  // the fixture's small convs too run on the whole team
        linrt::Session s = model.session(so);
        const linrt::Tensor in = linrt::Tensor::view(inputs[t].data(), linrt::DType::F32, base.shape);
        linrt::Tensor dest = linrt::Tensor::zeros(expected[t].dtype(), expected[t].shape());
        for (int r = 0; r < runs_per_thread; ++r) {
          // Alternate both entry points: run() returns fresh tensors, run_into() reuses `dest`.
          const void* got;
          std::vector<linrt::Tensor> out;
          if (r % 2 == 0) {
            out = s.run({in});
            got = out[0].data();
          } else {
            std::memset(dest.mutable_data(), 0xAB, out_bytes);
            s.run_into(std::span<const linrt::Tensor>(&in, 1), std::span<const linrt::Tensor>(&dest, 1));
            got = dest.data();
          }
          mismatches[t] += std::memcmp(got, expected[t].data(), out_bytes) != 0;
        }
      } catch (const linrt::Error&) {
        ++errors[t];
      }
    });
  }
  for (auto& th : threads) th.join();
  for (int t = 0; t < kThreads; ++t) {
    CHECK(errors[t] == 0);
    CHECK(mismatches[t] == 0);
  }
}

}  // namespace

TEST_CASE("stress: 8 sessions on 8 threads, 1000 runs of conv_bias_relu, bit-identical to one thread") {
  stress_fixture("conv_bias_relu", 125);
}

// A real super-resolution network (21 convs, upsampling, residual adds) run concurrently.
TEST_CASE("stress: 8 sessions on 8 threads, 1000 runs of rrdbnet_tiny, bit-identical to one thread") {
  stress_fixture("rrdbnet_tiny", 125);
}

// The same with two OpenMP threads inside each of the 8 sessions: the sessions' parallel
// kernels (convolution, GEMM, concurrent dispatch of independent ops) run at the same time.
TEST_CASE("stress: 8 sessions on 8 threads with 2 OpenMP threads each, 200 runs of rrdbnet_tiny") {
  stress_fixture("rrdbnet_tiny", 25, 2);
}

// parallel_blocks (ops/isa_kernels.h) hands every block to exactly one thread, whether the
// threads' ranges are stolen from or not, with fewer blocks than threads, and with more threads
// than its 64 ranges (which they then share); every thread of the team calls prepare() once.
// Called from 8 threads at once, so the ranges of concurrent calls must not mix either.
TEST_CASE("stress: parallel_blocks runs every block exactly once, from 8 callers at once") {
  const int team_sizes[] = {1, 2, 3, 8, 66};
  const int64_t block_counts[] = {0, 1, 2, 5, 63, 64, 65, 1000};
  std::vector<int> failures(kThreads, 0);
  std::vector<std::thread> callers;
  for (int c = 0; c < kThreads; ++c)
    callers.emplace_back([&failures, &team_sizes, &block_counts, c] {
      for (int threads : team_sizes)
        for (int64_t blocks : block_counts) {
          std::vector<std::atomic<int>> runs(static_cast<size_t>(blocks));
          for (auto& r : runs) r.store(0);
          std::atomic<int> prepared{0};
          linrt::ops::cpu::parallel_blocks(
              threads, blocks, [&](int64_t b) { runs[size_t(b)].fetch_add(1); }, [&] { prepared.fetch_add(1); });
          for (const auto& r : runs) failures[size_t(c)] += r.load() != 1;
          const int64_t team = std::max<int64_t>(1, std::min<int64_t>(threads, blocks));
          failures[size_t(c)] += prepared.load() < 1 || prepared.load() > team;
        }
    });
  for (std::thread& t : callers) t.join();
  for (int c = 0; c < kThreads; ++c) CHECK(failures[size_t(c)] == 0);
}
