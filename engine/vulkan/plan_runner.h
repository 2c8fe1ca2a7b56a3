// The Vulkan device: the GPU side of a Plan, for every dispatch it has a shader for (the
// scheduler runs the rest on the CPU: native kernels or the reference fallback).
//
// VulkanProgram is made once per (Model, function) and shared by every Session: it holds the
// Vulkan kernels (one per distinct PlanKernel, one VkPipeline per kernel key) and the device
// copies of the constants the GPU dispatches read, uploaded once. VulkanSession is one
// session's device memory and queue (a DeviceSession, engine/plan/device.h); the scheduler
// (engine/scheduler.h) decides what runs where and when bytes move.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/plan/device.h"
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

// One session's memory and queue on the GPU: the device arena (at the plan's offsets), the
// device copies of arguments and dynamic values GPU dispatches read, and the status buffers.
// The scheduler (engine/scheduler.h) runs the plan: it queues the transfers and the dispatches
// that runs() takes, and runs the rest on the host.
class VulkanSession final : public DeviceSession {
 public:
  explicit VulkanSession(std::shared_ptr<const VulkanProgram> program);

  std::string_view name() const override { return "vulkan"; }
  bool runs(size_t dispatch) const override { return program_->on_device(dispatch); }
  void begin() override;
  void upload(uint32_t storage, const void* host, size_t bytes) override;
  void download(uint32_t storage, void* host, size_t bytes) override;
  void dispatch(size_t k) override;
  void flush() override;
  const VulkanProgram& program() const { return *program_; }

 private:
  BufferView view(uint32_t value);

  std::shared_ptr<const VulkanProgram> program_;
  CommandList list_;
  DeviceBuffer arena_;
  std::vector<DeviceBuffer> buffers_;  // per Input or Dynamic storage read on the GPU
  std::vector<DeviceBuffer> status_;   // per dispatch with a status buffer
  struct PendingStatus {
    size_t dispatch;
    uint32_t words[8];
  };
  std::vector<PendingStatus> pending_status_;
  std::vector<BufferView> ins_, outs_;  // scratch for dispatch()
};

}  // namespace linrt::engine::vk
