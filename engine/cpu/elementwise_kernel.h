// A standalone fused elementwise chain as a CpuKernel: one program over the chain's iteration
// space, inputs read through their accesses (per-channel operands of a padded blocked output
// through zero-padded copies), outputs dense.
#pragma once

#include "engine/cpu/elementwise.h"

namespace linrt::engine {

class ElementwiseKernel final : public CpuKernel {
 public:
  explicit ElementwiseKernel(const EwKernelDesc& desc)
      : program_(desc.program), shape_(desc.shape), access_(desc.access), padded_(desc.padded) {}
  void run(std::span<const ConstBuffer> inputs, std::span<const void* const> prepared,
           std::span<const MutBuffer> outputs, const RunContext& ctx) const override;
  std::string name() const override { return "elementwise"; }
  const EwProgram& program() const { return program_; }
  const std::vector<int64_t>& shape() const { return shape_; }
  const std::vector<EwAccess>& access() const { return access_; }

 private:
  EwProgram program_;
  std::vector<int64_t> shape_;
  std::vector<EwAccess> access_;
  std::vector<EwKernelDesc::PaddedOperand> padded_;
};

}  // namespace linrt::engine
