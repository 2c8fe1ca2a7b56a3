// A team of worker threads kept for the length of a plan run, so that a kernel's parallel loop
// costs a hand-over to a thread that is already awake instead of an OpenMP fork and join.
//
// Why not OpenMP's own team: with OMP_WAIT_POLICY=passive (the benchmarks' setting, and what a
// process that shares its cores wants) every parallel region wakes its sleeping threads through
// a futex and puts them back to sleep at the join, and a small model's run opens one region per
// dispatch: 80-190 wake-ups per run, each 5-65 us of CPU on this VM (bench/RESULTS.md, "A
// persistent thread team per plan run"). Between two jobs of one run a worker here spins
// briefly (kSpinPauses) before it sleeps, and when the run ends it sleeps at once, so a team
// that is not running a plan costs nothing. The caller takes every share of a job that no
// worker has taken, so it never waits for a worker to wake up, only for blocks already begun.
//
// Use: the runner makes one ThreadTeam per session and binds it to its thread for the length
// of a run (ThreadTeam::Bind); parallel_blocks (isa_kernels.h) then hands its blocks to the
// bound team. A call from any other thread, or from inside a job of the team (a nested call),
// sees no team and runs as before, so several sessions on several threads each use their own
// team and nested calls run on the thread that made them.
#pragma once

#include <atomic>
#include <cstdint>
#include <exception>
#include <memory>
#include <thread>
#include <vector>

namespace linrt::ops::cpu {

class ThreadTeam {
 public:
  // `threads`: the team's size, the calling thread included (threads - 1 workers, started on the
  // first run).
  explicit ThreadTeam(int threads);
  ~ThreadTeam();
  ThreadTeam(const ThreadTeam&) = delete;
  ThreadTeam& operator=(const ThreadTeam&) = delete;

  int size() const { return size_; }

  // CPU accounting (profiling): while on, each worker reads its own CPU clock after every job
  // and before it sleeps and adds what it used since its previous reading (its first reading
  // after accounting went on only starts the count), and workers_cpu_seconds() is the sum of
  // what they added. A worker's spin after a job is counted when it next reads, so a window
  // between two calls sees the workers' CPU up to their last reading. (Reading another thread's CPU clock, or the
  // process's, has to stop the running thread's CPU: about 1.4 ms of wall time per read at 2
  // threads on the loaded 2-vCPU machine.)
  void set_cpu_accounting(bool on) { accounting_.store(on, std::memory_order_relaxed); }
  double workers_cpu_seconds() const;

  // The team bound to the calling thread, or null (none bound, or the thread is running a job
  // of a team: nested calls run where they are made).
  static ThreadTeam* current();
  // Whether the calling thread is running a job of a team (a parallel loop inside one runs on
  // the thread that reaches it).
  static bool in_job();

  // Binds `team` (may be null: nothing is bound) to the calling thread while it lives; the
  // workers spin between jobs while it is bound and sleep at once when it ends.
  class Bind {
   public:
    explicit Bind(ThreadTeam* team);
    ~Bind();
    Bind(const Bind&) = delete;
    Bind& operator=(const Bind&) = delete;

   private:
    ThreadTeam* team_;
    ThreadTeam* previous_;
  };

  // Calls job(t) once for every t in [0, n) (n <= size()) and returns when all have returned.
  // The caller runs the ts no worker has taken yet, so a worker that is asleep or descheduled
  // never holds it up, and a t may run on any thread of the team, the caller included, in any
  // order. The first exception a job throws is rethrown here once every job is done.
  template <class F>
  void run(int n, const F& job) {
    run_erased(n, [](const void* f, int t) { (*static_cast<const F*>(f))(t); }, &job);
  }

 private:
  using Call = void (*)(const void* fn, int t);
  void run_erased(int n, Call call, const void* fn);
  void worker_main(int index, uint32_t seen);
  // With accounting on, adds the calling worker's CPU time since its previous reading to
  // cpu_ns_[index].
  void publish_cpu(int index);
  // Runs ts of the current job until none is left to take.
  void take_jobs();
  void record(std::exception_ptr e);

  const int size_;
  std::vector<std::thread> workers_;
  // The job: published by storing next_ (release) after call_, fn_, n_ and remaining_.
  Call call_ = nullptr;
  const void* fn_ = nullptr;
  int n_ = 0;
  std::atomic<int> next_{0};       // ts not handed out yet: the next one taken is n_ - next_
  std::atomic<int> remaining_{0};  // ts not finished yet
  std::atomic<uint32_t> generation_{0};  // bumped for every job and to stop; workers wait on it
  std::atomic<int> sleepers_{0};   // workers waiting on generation_ (the caller notifies only then)
  std::atomic<bool> caller_sleeps_{false};
  std::atomic<bool> bound_{false};  // a run is going on: workers spin between jobs
  std::atomic<bool> stop_{false};
  std::atomic<bool> failed_{false};
  std::exception_ptr error_;
  std::atomic<bool> accounting_{false};
  std::unique_ptr<std::atomic<int64_t>[]> cpu_ns_;  // per worker (index 1..size-1): CPU ns counted
};

}  // namespace linrt::ops::cpu
