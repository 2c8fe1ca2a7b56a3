#include "ops/thread_team.h"

#include <ctime>

#if defined(__x86_64__)
#include <immintrin.h>
#endif

namespace linrt::ops::cpu {

namespace {

// How many pauses a thread spins before it sleeps, a worker for the next job of a run, the
// caller for the workers' last blocks of a job: a few microseconds. A 20 us spin cost resnet50
// 5% more CPU and twice the wall time on the loaded shared machine (a spinning thread uses up
// its share of the cores, and the scheduler then runs it late when there is work), where this
// one is level with OpenMP (bench/RESULTS.md, "A persistent thread team per plan run").
constexpr int kSpinPauses = 64;

thread_local ThreadTeam* t_bound = nullptr;  // the team bound to this thread
thread_local bool t_in_job = false;          // this thread is running a job of some team

// Spins until done(), for at most kSpinPauses pauses and while keep_going() holds; returns
// done().
template <class Done, class KeepGoing>
bool spin(const Done& done, const KeepGoing& keep_going) {
  for (int spins = 0; spins < kSpinPauses && !done() && keep_going(); ++spins) {
#if defined(__x86_64__)
    _mm_pause();
#else
    std::this_thread::yield();
#endif
  }
  return done();
}

}  // namespace

ThreadTeam::ThreadTeam(int threads)
    : size_(threads < 1 ? 1 : threads), cpu_ns_(std::make_unique<std::atomic<int64_t>[]>(size_t(size_))) {
  for (int w = 0; w < size_; ++w) cpu_ns_[w].store(0, std::memory_order_relaxed);
}

double ThreadTeam::workers_cpu_seconds() const {
  int64_t ns = 0;
  for (int w = 1; w < size_; ++w) ns += cpu_ns_[w].load(std::memory_order_relaxed);
  return 1e-9 * double(ns);
}

void ThreadTeam::publish_cpu(int index) {
  // This worker's previous reading, -1 when accounting was off at its last call: a worker's CPU
  // before accounting went on (a warm-up run's jobs) is never counted.
  thread_local int64_t previous = -1;
  if (!accounting_.load(std::memory_order_relaxed)) {
    previous = -1;
    return;
  }
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  const int64_t now = int64_t(t.tv_sec) * 1000000000 + t.tv_nsec;
  if (previous >= 0) cpu_ns_[index].fetch_add(now - previous, std::memory_order_relaxed);
  previous = now;
}

ThreadTeam::~ThreadTeam() {
  stop_.store(true, std::memory_order_release);
  generation_.fetch_add(1, std::memory_order_seq_cst);
  generation_.notify_all();
  for (std::thread& w : workers_) w.join();
}

ThreadTeam* ThreadTeam::current() { return t_in_job ? nullptr : t_bound; }

bool ThreadTeam::in_job() { return t_in_job; }

ThreadTeam::Bind::Bind(ThreadTeam* team) : team_(team), previous_(t_bound) {
  t_bound = team;
  if (!team) return;
  if (team->workers_.empty()) {
    const uint32_t generation = team->generation_.load(std::memory_order_relaxed);
    for (int w = 1; w < team->size_; ++w)
      team->workers_.emplace_back([team, w, generation] { team->worker_main(w, generation); });
  }
  team->bound_.store(true, std::memory_order_relaxed);
}

ThreadTeam::Bind::~Bind() {
  t_bound = previous_;
  if (team_) team_->bound_.store(false, std::memory_order_relaxed);
}

void ThreadTeam::record(std::exception_ptr e) {
  if (!failed_.exchange(true, std::memory_order_relaxed)) error_ = std::move(e);
}

void ThreadTeam::take_jobs() {
  const bool was_in_job = t_in_job;
  t_in_job = true;
  // next_ counts the ts not handed out; a claim that finds it <= 0 (this job's all taken, or a
  // late worker's look at a finished job) takes nothing. A claim that succeeds read the value
  // the caller published after call_, fn_ and n_, so it sees them.
  for (int k; (k = next_.fetch_sub(1, std::memory_order_acquire)) > 0;) {
    try {
      call_(fn_, n_ - k);
    } catch (...) {
      record(std::current_exception());
    }
    if (remaining_.fetch_sub(1, std::memory_order_seq_cst) == 1 && caller_sleeps_.load(std::memory_order_seq_cst))
      remaining_.notify_one();
  }
  t_in_job = was_in_job;
}

void ThreadTeam::run_erased(int n, Call call, const void* fn) {
  if (n > size_) n = size_;
  if (n <= 0) return;
  call_ = call;
  fn_ = fn;
  n_ = n;
  remaining_.store(n, std::memory_order_relaxed);
  next_.store(n, std::memory_order_release);
  if (n > 1 && !workers_.empty()) {
    generation_.fetch_add(1, std::memory_order_seq_cst);
    if (sleepers_.load(std::memory_order_seq_cst) > 0) generation_.notify_all();
  }
  take_jobs();
  // What is left are ts that workers are running: spin a little, then sleep until the last
  // one finishes.
  if (!spin([&] { return remaining_.load(std::memory_order_acquire) == 0; }, [] { return true; })) {
    caller_sleeps_.store(true, std::memory_order_seq_cst);
    for (int left; (left = remaining_.load(std::memory_order_seq_cst)) != 0;) remaining_.wait(left);
    caller_sleeps_.store(false, std::memory_order_relaxed);
  }
  if (failed_.load(std::memory_order_relaxed)) {
    failed_.store(false, std::memory_order_relaxed);
    std::exception_ptr e = std::move(error_);
    error_ = nullptr;
    std::rethrow_exception(e);
  }
}

void ThreadTeam::worker_main(int index, uint32_t seen) {
  for (;;) {
    // In a run the next job usually follows soon; out of one, sleep at once.
    spin([&] { return generation_.load(std::memory_order_acquire) != seen; },
         [&] { return bound_.load(std::memory_order_relaxed); });
    uint32_t g = generation_.load(std::memory_order_acquire);
    if (g == seen) publish_cpu(index);
    while (g == seen) {
      sleepers_.fetch_add(1, std::memory_order_seq_cst);
      generation_.wait(seen, std::memory_order_seq_cst);
      sleepers_.fetch_sub(1, std::memory_order_relaxed);
      g = generation_.load(std::memory_order_acquire);
    }
    seen = g;
    if (stop_.load(std::memory_order_acquire)) return;
    take_jobs();
    publish_cpu(index);
  }
}

}  // namespace linrt::ops::cpu
