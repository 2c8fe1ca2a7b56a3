// The scheduler: runs one session's plan across the host and a device with memory of its own.
// Each dispatch the device takes (DeviceSession::runs) is queued on it; every other one runs on
// the host (CpuPlanRunner: the CPU's kernels, and the reference executor for what the CPU has
// no kernel for). Every session runs through one: a CPU session's has no device, and runs the
// whole plan on the host runner (its grouped, result-in-place path) with no per-dispatch
// bookkeeping. Tensors move between the host's and the device's copy of a storage only when
// a dispatch on one side reads what the other side wrote last.
//
// It lives above the devices (engine/, not engine/cpu or engine/vulkan) so that no device knows
// another: the Vulkan side only queues copies and dispatches it is asked for.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/device.h"
#include "engine/plan/plan.h"

namespace linrt::engine {

class Scheduler {
 public:
  // `exec` runs fallback dispatches; it must outlive the scheduler and be used by one thread.
  // `device` null: everything runs on the host. `split_small`: CpuPlanRunner's.
  Scheduler(std::shared_ptr<const Plan> plan, std::unique_ptr<DeviceSession> device, ref::Executor& exec, int threads,
            bool split_small = false);

  // Runs the plan. `destinations` (run_into's outputs) may receive results directly; only a
  // host-only scheduler uses them.
  void run(std::span<const BoundInput> inputs, std::span<const ResultDestination> destinations = {});
  // Times each host dispatch (CpuPlanRunner::set_profiling).
  void set_profiling(bool on) { host_.set_profiling(on); }
  size_t num_results() const { return host_.num_results(); }
  ref::RtValue result(size_t i) const { return host_.result(i); }
  DType result_dtype(size_t i) const { return host_.result_dtype(i); }
  std::span<const int64_t> result_shape(size_t i) const { return host_.result_shape(i); }
  void copy_result(size_t i, void* dst, size_t bytes) const { host_.copy_result(i, dst, bytes); }
  const Plan& plan() const { return host_.plan(); }
  // The host side, holding the results after run().
  const CpuPlanRunner& host() const { return host_; }
  // Transfers of the last run: bytes moved host->device and device->host (steady state: the
  // inputs up, the results down, plus whatever host dispatches in between need).
  size_t uploaded_bytes() const { return uploaded_; }
  size_t downloaded_bytes() const { return downloaded_; }

 private:
  // Which side holds the newest bytes of a storage (Both: in sync, or not written this run).
  enum class Where : uint8_t { Host, Device, Both };
  // Arena storages overlap when one is a slice of another (a concat written in place); these
  // keep every overlapping storage's newest bytes where the next access needs them. The
  // host-side ones queue downloads and return whether a flush is needed.
  void before_device_read(uint32_t value);
  void before_device_access(uint32_t storage, bool write);
  bool before_host_access(uint32_t storage, bool write);
  void after_host_write(uint32_t storage);
  void upload_storage(uint32_t storage);
  void download_storage(uint32_t storage);

  std::shared_ptr<const Plan> plan_;
  std::unique_ptr<DeviceSession> device_;
  CpuPlanRunner host_;  // host arena, inputs, dynamic values, and the host's dispatches
  uint8_t* host_arena_ = nullptr;
  std::vector<Where> where_;                     // per storage
  std::vector<std::vector<uint32_t>> overlaps_;  // per Arena storage: the others sharing bytes with it
  size_t uploaded_ = 0, downloaded_ = 0;
};

}  // namespace linrt::engine
