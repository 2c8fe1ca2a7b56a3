// The Vulkan device: runs a Plan with every dispatch it has a shader for on the GPU and the
// rest on the CPU (native kernels or the reference fallback), moving tensors between the two
// only when a dispatch on one side reads what the other side wrote last.
//
// VulkanProgram is made once per (Model, function) and shared by every Session: it holds the
// Vulkan kernels (one per distinct PlanKernel, one VkPipeline per kernel key) and the device
// copies of the constants the GPU dispatches read, uploaded once. VulkanPlanRunner is one
// session's working state, with the same interface as CpuPlanRunner.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/plan.h"
#include "engine/vulkan/context.h"

namespace linrt::engine::vk {

// The Vulkan side of one PlanKernel.
class DeviceOp {
 public:
  virtual ~DeviceOp() = default;
  // Records the dispatch: `inputs` are the dispatch's inputs (root operands, then epilogue
  // extras), `outputs` its outputs. `status` is a buffer of status_bytes() (or empty).
  virtual void record(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs,
                      const BufferView& status) const = 0;
  // Ops that detect bad data on the device (embedding_bag's indices) report it in a status
  // buffer, checked by check_status() after the run.
  virtual size_t status_bytes() const { return 0; }
  virtual void check_status(const uint32_t* words, const std::string& where) const {}
  virtual std::string name() const = 0;
  // The pipelines its dispatches use: the kernel's own, registered under the plan's KernelKey,
  // then, for a root whose fused tail is not compiled into its shader, the tail's second pass.
  virtual std::vector<const Pipeline*> pipelines() const = 0;
  // The bytes of constant root input `input` in the form the shader reads, when that differs
  // from the plan's (Winograd-domain or fp16 filters); empty: the constant is uploaded as it is.
  virtual std::vector<uint8_t> transform_constant(size_t input, const HostTensor& value) const { return {}; }
};

struct ProgramOptions {
  // Convolution weights stored as fp16 (fp32 arithmetic), where the device has
  // storageBuffer16BitAccess; a program asking for it on a device without is an Error(Unsupported).
  bool fp16_weights = false;
};

// Returns the Vulkan implementation of `kernel` (whose first call site is `site`), or nullptr
// when the kernel runs on the CPU (an op or a type without a shader).
std::unique_ptr<DeviceOp> make_device_op(Context& context, const Plan& plan, const PlanKernel& kernel,
                                         const Dispatch& site, const ProgramOptions& options = {});

// The process's Context for device `index` (-1: the best device), created on first use and
// shared by every Model and Session on it until the last one lets go. Throws Error(Device).
std::shared_ptr<Context> shared_context(int index);

class VulkanProgram {
 public:
  VulkanProgram(std::shared_ptr<Context> context, std::shared_ptr<const Plan> plan, const ProgramOptions& options = {});
  const Plan& plan() const { return *plan_; }
  const std::shared_ptr<const Plan>& plan_ptr() const { return plan_; }
  const std::shared_ptr<Context>& context() const { return context_; }
  const DeviceOp* op(uint32_t kernel) const { return ops_[kernel].get(); }
  // Whether dispatch k runs on the GPU (its kernel has a DeviceOp and its outputs live in the arena).
  bool on_device(size_t dispatch) const { return on_device_[dispatch]; }
  const DeviceBuffer& constant(uint32_t index) const { return constants_[index]; }
  // Input `input` of dispatch `dispatch` when its kernel reads a transformed copy of that
  // constant (made and uploaded once per (kernel, constant), shared by sessions); else null.
  const DeviceBuffer* transformed(size_t dispatch, size_t input) const;
  size_t device_dispatches() const;
  size_t device_kernels() const;
  // Distinct pipelines of the device kernels: one per KernelKey (device_kernels()), plus one per
  // kernel whose epilogue runs as a second pass (second_pass_epilogues()).
  size_t pipelines() const;
  size_t second_pass_epilogues() const;

 private:
  std::shared_ptr<Context> context_;
  std::shared_ptr<const Plan> plan_;
  std::vector<std::unique_ptr<DeviceOp>> ops_;  // per PlanKernel
  std::vector<bool> on_device_;                 // per Dispatch
  std::vector<DeviceBuffer> constants_;         // per Plan constant; only those GPU dispatches read
  std::vector<DeviceBuffer> transformed_;       // transformed constants
  std::vector<std::vector<int32_t>> transformed_of_;  // per Dispatch, per input: index or -1
};

class VulkanPlanRunner {
 public:
  // `exec` runs fallback dispatches; it must outlive the runner and be used by one thread.
  VulkanPlanRunner(std::shared_ptr<const VulkanProgram> program, ref::Executor& exec, int threads);

  void run(std::span<const BoundInput> inputs);
  size_t num_results() const { return cpu_.num_results(); }
  ref::RtValue result(size_t i) const { return cpu_.result(i); }
  DType result_dtype(size_t i) const { return cpu_.result_dtype(i); }
  std::span<const int64_t> result_shape(size_t i) const { return cpu_.result_shape(i); }
  void copy_result(size_t i, void* dst, size_t bytes) const { cpu_.copy_result(i, dst, bytes); }
  const Plan& plan() const { return program_->plan(); }
  // The host side, holding the results after run().
  const CpuPlanRunner& host() const { return cpu_; }
  // Transfers of the last run: bytes moved host->device and device->host (steady state: the
  // inputs up, the results down, plus whatever CPU dispatches in between need).
  size_t uploaded_bytes() const { return uploaded_; }
  size_t downloaded_bytes() const { return downloaded_; }

 private:
  // Which side holds the newest bytes of a storage (Both: in sync, or not written this run).
  enum class Where : uint8_t { Host, Device, Both };
  BufferView device_view(uint32_t value, bool for_write);
  // Arena storages overlap when one is a slice of another (a concat written in place); these
  // keep every overlapping storage's newest bytes where the next access needs them. The
  // host-side ones record downloads and return whether a flush is needed.
  void before_device_access(uint32_t storage, bool write);
  bool before_host_access(uint32_t storage, bool write);
  void after_host_write(uint32_t storage);
  void upload_storage(uint32_t storage);
  void download_storage(uint32_t storage);
  void flush();

  std::shared_ptr<const VulkanProgram> program_;
  CpuPlanRunner cpu_;  // host arena, slots and CPU dispatches
  CommandList list_;
  DeviceBuffer arena_;
  std::vector<DeviceBuffer> input_buffers_;    // per function argument
  std::vector<DeviceBuffer> dynamic_buffers_;  // per storage, for Dynamic values read on the GPU
  std::vector<Where> where_;                   // per storage
  std::vector<std::vector<uint32_t>> overlaps_;  // per Arena storage: the others sharing bytes with it
  uint8_t* host_arena_ = nullptr;              // the CPU side's arena
  std::vector<DeviceBuffer> status_;           // per dispatch with a status buffer
  struct PendingStatus {
    size_t dispatch;
    uint32_t words[8];
  };
  std::vector<PendingStatus> pending_status_;
  size_t uploaded_ = 0, downloaded_ = 0;
};

}  // namespace linrt::engine::vk
