// The reference executor as a Device: the last one the planner asks, which takes every root op
// no other device has a kernel for (any op, any types, dynamic shapes included). Its kernel
// runs the op's reference handler (engine/reference) on host values: slower, never wrong. Its
// results are the session's reference values (Storage::Kind::Dynamic), not arena bytes, since
// their shapes may be known only at run time, so the host runner (engine/cpu: CpuPlanRunner)
// holds them and runs these dispatches beside the CPU's.
#pragma once

#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/plan/device.h"
#include "engine/reference/executor.h"

namespace linrt::engine {

class ReferenceKernel final : public DeviceKernel {
 public:
  explicit ReferenceKernel(std::string op) : op_(std::move(op)) {}
  std::string name() const override { return "fallback:" + op_; }
  // Runs `root` through `exec` on `operands`; the values its regions capture are in `frame`.
  std::vector<ref::RtValue> run(ref::Executor& exec, const graph::Operation& root, std::span<const ref::RtValue> operands,
                                std::vector<ref::RtValue>& frame) const {
    return exec.run_op(root, operands, frame);
  }

 private:
  std::string op_;
};

class ReferenceDevice final : public Device {
 public:
  std::string_view name() const override { return "reference"; }
  // Never null: the reference takes every op (also where `spec` has no static shapes; see kernel_for).
  std::shared_ptr<const DeviceKernel> make_kernel(const KernelSpec& spec) const override { return kernel_for(*spec.root); }
  // Every elementwise chain has a kernel on the plan's device; the reference takes root ops only.
  std::shared_ptr<const DeviceKernel> make_elementwise(const EwKernelDesc&) const override { return nullptr; }
  // The kernel for `root`, whose operands need not have static shapes.
  std::shared_ptr<const ReferenceKernel> kernel_for(const graph::Operation& root) const {
    return std::make_shared<const ReferenceKernel>(root.name);
  }
};

inline const ReferenceDevice& reference_device() {
  static const ReferenceDevice device;
  return device;
}

}  // namespace linrt::engine
