// Concurrency stress: one Model shared by 8 Sessions on 8 threads. Every run's output must be
// bit-identical to what a single thread computed for the same input, which catches sessions
// that share scratch memory, constants prepared lazily without synchronisation, or plans built
// twice. scripts/sanitize.sh tsan runs this file under ThreadSanitizer, with LLVM's libomp and its
// Archer tool so that the OpenMP teams inside each session are race-checked too.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstring>
#include <stdexcept>
#include <string>
#include <thread>
#include <vector>

#include "linrt/linrt.h"
#include "loaders/npy.h"
#include "ops/isa_kernels.h"
#include "ops/thread_team.h"

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

// The same with two threads inside each of the 8 sessions: the sessions' parallel kernels
// (convolution, GEMM, concurrent dispatch of independent ops) run at the same time, each
// session's on its own ThreadTeam (ops/thread_team.h).
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

// The same through ThreadTeams: each of 8 callers binds a team of its own (2, 3 or 8 threads)
// and every block also makes a nested parallel_blocks call, which must run all its blocks on
// the thread that made it when the outer call runs on the team (a call of one block runs on
// the caller, outside the team, and its nested call may use the team). Block 0 of every call with more than one range waits until another
// block has run on another thread: a second thread of the team must take part (a thread left
// alone would wait out the 10 s and fail), and a thread that waits must not stall the others.
TEST_CASE("stress: parallel_blocks through a bound ThreadTeam, from 8 callers at once, nested calls included") {
  const int team_sizes[] = {2, 3, 8};
  const int64_t block_counts[] = {0, 1, 2, 5, 64, 65, 1000};
  std::vector<int> failures(kThreads, 0);
  std::vector<std::thread> callers;
  for (int c = 0; c < kThreads; ++c)
    callers.emplace_back([&failures, &team_sizes, &block_counts, c] {
      for (int size : team_sizes) {
        linrt::ops::cpu::ThreadTeam team(size);
        const linrt::ops::cpu::ThreadTeam::Bind bind(&team);
        for (int round = 0; round < 4; ++round)
          for (int64_t blocks : block_counts) {
            std::vector<std::atomic<int>> runs(static_cast<size_t>(blocks)), nested_runs(static_cast<size_t>(blocks) * 7);
            for (auto& r : runs) r.store(0);
            for (auto& r : nested_runs) r.store(0);
            std::vector<std::atomic<std::thread::id>> ran_on(static_cast<size_t>(blocks));
            std::atomic<int> nested_elsewhere{0}, off_team{0};
            bool helped = false;
            const bool on_team = std::min<int64_t>(size, blocks) > 1;
            linrt::ops::cpu::parallel_blocks(
                size, blocks,
                [&](int64_t b) {
                  runs[size_t(b)].fetch_add(1);
                  off_team.fetch_add(!linrt::ops::cpu::ThreadTeam::in_job());
                  const std::thread::id self = std::this_thread::get_id();
                  ran_on[size_t(b)].store(self);
                  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
                  while (b == 0 && on_team && !helped && std::chrono::steady_clock::now() < until) {
                    for (int64_t k = 1; k < blocks; ++k) {
                      const std::thread::id other = ran_on[size_t(k)].load();
                      helped |= other != std::thread::id() && other != self;
                    }
                    std::this_thread::yield();
                  }
                  linrt::ops::cpu::parallel_blocks(
                      4, 7,
                      [&](int64_t k) {
                        nested_runs[size_t(b * 7 + k)].fetch_add(1);
                        nested_elsewhere.fetch_add(std::this_thread::get_id() != self);
                      },
                      [] {});
                },
                [] {});
            for (const auto& r : runs) failures[size_t(c)] += r.load() != 1;
            for (const auto& r : nested_runs) failures[size_t(c)] += r.load() != 1;
            failures[size_t(c)] += on_team && nested_elsewhere.load() != 0;
            failures[size_t(c)] += on_team && !helped;
            failures[size_t(c)] += on_team && off_team.load() != 0;
          }
      }
    });
  for (std::thread& t : callers) t.join();
  for (int c = 0; c < kThreads; ++c) CHECK(failures[size_t(c)] == 0);
}

// A block that throws: the call rethrows it on the caller once the team is done with the call
// (no worker still reads the caller's stack), and the team runs the next call in full.
TEST_CASE("stress: a ThreadTeam rethrows a block's exception on the caller and stays usable") {
  linrt::ops::cpu::ThreadTeam team(4);
  const linrt::ops::cpu::ThreadTeam::Bind bind(&team);
  for (int round = 0; round < 200; ++round) {
    const int64_t thrower = round % 100;
    CHECK_THROWS_WITH_AS(linrt::ops::cpu::parallel_blocks(
                             4, 100,
                             [&](int64_t b) {
                               if (b == thrower) throw std::runtime_error("block " + std::to_string(b));
                             },
                             [] {}),
                         ("block " + std::to_string(thrower)).c_str(), std::runtime_error);
    std::vector<std::atomic<int>> runs(100);
    for (auto& r : runs) r.store(0);
    linrt::ops::cpu::parallel_blocks(4, 100, [&](int64_t b) { runs[size_t(b)].fetch_add(1); }, [] {});
    int wrong = 0;
    for (const auto& r : runs) wrong += r.load() != 1;
    CHECK(wrong == 0);
  }
}

// ThreadTeam's CPU accounting (the profile's CPU column): off, the workers read no clock and
// their sum stays 0; on, a worker's first reading starts its count and the CPU of a later job it
// ran is in the sum once it has read its clock after it. The job claimed first waits until the
// other has started on another thread, so a worker runs one of the two (and spends CPU in it,
// waiting or working).
TEST_CASE("stress: ThreadTeam counts its workers' CPU only with accounting on") {
  linrt::ops::cpu::ThreadTeam team(2);
  const linrt::ops::cpu::ThreadTeam::Bind bind(&team);
  auto two_threads = [&team] {
    std::atomic<int> started{0};
    std::atomic<std::thread::id> first{};
    team.run(2, [&](int) {
      std::thread::id none{};
      if (first.compare_exchange_strong(none, std::this_thread::get_id())) {
        const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
        while (started.load() == 0 && std::chrono::steady_clock::now() < until) std::this_thread::yield();
        return;
      }
      started.store(1);
      volatile double x = 0;
      for (int i = 0; i < 1000000; ++i) x = x + i;
    });
    return started.load() == 1;
  };
  CHECK(two_threads());
  CHECK(team.workers_cpu_seconds() == 0);
  team.set_cpu_accounting(true);
  CHECK(two_threads());
  CHECK(two_threads());
  const auto until = std::chrono::steady_clock::now() + std::chrono::seconds(10);
  while (team.workers_cpu_seconds() == 0 && std::chrono::steady_clock::now() < until) std::this_thread::yield();
  CHECK(team.workers_cpu_seconds() > 0);
}
