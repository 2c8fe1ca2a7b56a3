// The CPU device: runs a Plan for one session. It owns the session's arena, the reference
// values of fallback dispatches, and per-dispatch buffer tables built once, so that a run of a
// plan whose dispatches all have CPU kernels makes no heap allocation.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "engine/cpu/elementwise.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/plan.h"
#include "linrt/linrt.h"
#include "ops/thread_team.h"

namespace linrt::engine {

// The CPU as a Device (engine/plan/device.h): its kernels are the registered CPU kernel
// factories (kernel.h) and the elementwise evaluator. One per process; it registers the kernel
// families on first use.
const Device& cpu_device();

// build_plan for the CPU device, after check_precision(options.precision).
std::shared_ptr<const Plan> build_plan(const graph::Module& module, std::string_view name, const PlanOptions& options = {});

// Throws an Error of kind Unsupported when this CPU's kernels cannot compute in `precision`
// (BF16 without AVX512_BF16, or with LINRT_CPU_ISA below avx512).
void check_precision(Precision precision);

// One function argument for a run: dense row-major data.
struct BoundInput {
  const void* data = nullptr;
  DType dtype = DType::F32;
  std::span<const int64_t> shape;
  // Keeps the data alive for a fallback that holds on to it (may be null for user views).
  std::shared_ptr<const void> owner;
};

// Where the caller wants one result written: its memory, element type and shape (dense).
struct ResultDestination {
  void* data = nullptr;  // null: no destination, the result stays in the session's memory
  DType dtype = DType::F32;
  std::span<const int64_t> shape;
};

// The time of one dispatch over the profiled runs (CpuPlanRunner::set_profiling).
struct DispatchTime {
  int64_t calls = 0;
  double seconds = 0;
  double cpu_seconds = 0;  // the CPU time of the runner's thread and its team's workers while it ran
};

class CpuPlanRunner {
 public:
  // `exec` runs fallback dispatches; it must outlive the runner and be used by one thread.
  // `split_small`: every dispatch gets all `threads`, however small its work (see
  // SessionOptions::split_small_dispatches).
  CpuPlanRunner(std::shared_ptr<const Plan> plan, ref::Executor& exec, int threads, bool split_small = false);

  // Runs the plan. Throws linrt::Error for inputs that do not match the function's types and
  // for anything a dispatch reports.
  void run(std::span<const BoundInput> inputs);
  // The same, computing each result that has a destination of its exact type and shape straight
  // into it when the result is a static arena value (not a slice of another, not overlapping
  // an input or another destination): the dispatches that write it, and any in-place or view
  // aliases of it, use the destination instead of the arena, so copy_result has nothing left
  // to copy. Other results stay in the arena.
  void run(std::span<const BoundInput> inputs, std::span<const ResultDestination> destinations);
  // run() in steps, for the scheduler (engine/scheduler.h) when a device runs some dispatches
  // itself: check and bind the inputs, then run the host's dispatches in plan order.
  void bind_inputs(std::span<const BoundInput> inputs);
  void run_dispatch(size_t k);
  // Host memory of a value (Constant, Input, Arena or Dynamic storage), valid after bind_inputs.
  const void* host_data(uint32_t value) const { return data_of(value); }
  // Writable host memory of an Arena value.
  void* arena_data(uint32_t value) { return const_cast<void*>(data_of(value)); }

  size_t num_results() const { return plan_->results.size(); }
  // Result i of the last run as a reference value with its own copy of the data.
  ref::RtValue result(size_t i) const;
  // Result i's element type and shape (valid after a run).
  DType result_dtype(size_t i) const;
  std::span<const int64_t> result_shape(size_t i) const;
  // Copies tensor result i (dense) into `dst`, which must hold `bytes` = its byte size.
  void copy_result(size_t i, void* dst, size_t bytes) const;
  const Plan& plan() const { return *plan_; }

  // Profiling: when on, each dispatch run is timed (per dispatch, in plan order) and so is each
  // whole run(); off, no clock is read. Turning it on clears what was counted.
  void set_profiling(bool on);
  std::span<const DispatchTime> dispatch_times() const { return times_; }
  int64_t profiled_runs() const { return profiled_runs_; }
  double profiled_seconds() const { return profiled_seconds_; }
  double profiled_cpu_seconds() const { return profiled_cpu_seconds_; }

 private:
  // Runs dispatch k with `threads` threads, without releasing anything.
  void run_one(size_t k, int threads);
  // Runs the dispatches in grouped_ (large ones of one level whose kernels have a group tag),
  // all those of one tag as one run_group call, and empties grouped_.
  void run_grouped();
  const void* data_of(uint32_t value) const;
  // Whether [data, data + bytes) lies in the arena or in an input bound for this run.
  bool borrows_run_memory(const void* data, size_t bytes) const;
  // CPU dispatches with outputs up to this size run side by side with others of their level.
  static constexpr size_t kConcurrentDispatchBytes = size_t(1) << 18;
  ref::RtValue rt_value(uint32_t value) const;

  std::shared_ptr<const Plan> plan_;
  ref::Executor& exec_;
  int threads_;
  // The workers that share this runner's parallel loops, bound to the running thread for each
  // run (ops/thread_team.h); null at one thread.
  std::unique_ptr<ops::cpu::ThreadTeam> team_;
  std::unique_ptr<uint8_t[]> arena_storage_;
  uint8_t* arena_ = nullptr;
  std::vector<ref::RtValue> slots_;  // Dynamic storage
  std::vector<ref::RtValue> frame_;  // the executor frame for fallbacks' captured values
  std::vector<BoundInput> inputs_;
  // Per dispatch, built once: buffer tables and the bound epilogue.
  struct DispatchState {
    const CpuKernel* kernel = nullptr;  // the plan kernel's native one; null: the reference device's
    int threads = 1;                    // threads when it runs alone (dispatch_threads)
    const ReferenceKernel* reference = nullptr;
    std::vector<ConstBuffer> in;
    std::vector<MutBuffer> out;
    std::vector<const float*> extras;
    std::unique_ptr<EwEpilogue> epilogue;
    StoreRun stores;
    bool runs_stores = false;  // the kernel computes the epilogue in its stores
  };
  std::vector<DispatchState> states_;
  // Points dispatch k's epilogue inputs and, for a CPU kernel, its operand and result buffers
  // at this run's memory (run_one and run_grouped alike).
  DispatchState& bind_dispatch(size_t k);
  std::vector<ref::RtValue> operands_;  // scratch for fallbacks
  std::vector<uint32_t> grouped_;        // scratch: a level's dispatches for run_grouped
  std::vector<KernelCall> calls_;        // scratch: one group's calls
  std::vector<uint32_t> members_;        // scratch: the dispatches of those calls
  std::vector<uint32_t> concurrent_;     // scratch: the CPU dispatches of a level run together
  // Per storage: the caller's memory that replaces its arena bytes for this run, or null.
  std::vector<uint8_t*> redirect_;
  std::vector<uint32_t> root_storage_;   // per storage: itself, or the storage it is a slice of
  std::vector<uint32_t> redirected_;     // the storages redirected in this run
  bool profiling_ = false;
  std::vector<DispatchTime> times_;      // per dispatch, while profiling
  int64_t profiled_runs_ = 0;
  double profiled_seconds_ = 0;
  double profiled_cpu_seconds_ = 0;
};

// What the runners timed (CpuPlanRunner::set_profiling), per distinct kernel of their plans.
SessionProfile profile_of(std::span<const CpuPlanRunner* const> runners);

}  // namespace linrt::engine
