// The Vulkan side of a plan's root kernels, and the registry that lets a family add its own from
// its own file. A family's file (engine/vulkan/conv_transpose2d.cpp is one) defines its kernel
// class and its RootOp, and registers a factory for its op id in a LINRT_REGISTRATION(vulkan,
// name) block (core/registration.h); make_device_op asks that factory first.
#pragma once

#include <functional>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "engine/plan/plan.h"
#include "engine/vulkan/context.h"
#include "engine/vulkan/ew_shader.h"
#include "engine/vulkan/plan_runner.h"
#include "graph/dialect/op_id.h"

namespace linrt::engine::vk {

// A root kernel followed by its fused elementwise tail, run as a second, in-place dispatch.
class RootWithEpilogue : public DeviceOp {
 public:
  void set_epilogue(Context& context, const PlanKernel& kernel);
  void record(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs,
              const BufferView& status) const final;
  std::vector<const Pipeline*> pipelines() const final;

 protected:
  // `inputs`: the root's operands (num_root_inputs_), then the epilogue's extras.
  virtual void record_root(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs,
                           const BufferView& status) const = 0;
  // A root that compiles the epilogue into its own shader.
  virtual bool fuses_epilogue() const { return false; }
  virtual const Pipeline& root_pipeline() const = 0;
  size_t num_root_inputs_ = 0;

 private:
  std::unique_ptr<EwShaderKernel> epilogue_;
};

// A root op with one input and one output over a kernel class whose record(list, input, output)
// binds them (the data-movement and pooling families).
template <class Kernel>
class MoveOp final : public RootWithEpilogue {
 public:
  MoveOp(std::unique_ptr<Kernel> kernel, std::string name) : kernel_(std::move(kernel)), name_(std::move(name)) {
    num_root_inputs_ = 1;
  }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    kernel_->record(list, in[0], out[0]);
  }
  const Pipeline& root_pipeline() const override { return kernel_->pipeline(); }
  std::string name() const override { return name_; }

 private:
  std::unique_ptr<Kernel> kernel_;
  std::string name_;
};


// What a root-op factory sees: the kernel, its first call site and the static descriptions of
// its root operands and single f32 output.
struct RootSite {
  Context& context;
  const Plan& plan;
  const PlanKernel& kernel;
  const Dispatch& site;
  const ProgramOptions& options;
  std::span<const uint32_t> ins;  // the root's operands
  const TensorDesc* out;          // the one output, static and f32

  // Root operand i's description; null when it is not static.
  const TensorDesc* desc(size_t i) const;
  // Whether every root operand is a static f32 tensor.
  bool all_f32() const;
  // The shape of the one root operand when there is one and it is a static f32 tensor, else null.
  const std::vector<int64_t>* single_f32_input() const;
};

// Returns the family's device op for `site`, or nullptr to leave the dispatch to the CPU.
using RootOpFactory = std::function<std::unique_ptr<RootWithEpilogue>(const RootSite& site)>;
// Registers the factory of root op `op` (one per op).
void register_vulkan_root_op(graph::OpId op, RootOpFactory factory);

}  // namespace linrt::engine::vk
