// A standalone fused elementwise chain as a CpuKernel: one program over the chain's iteration
// space, inputs read through their accesses, outputs dense.
#pragma once

#include "engine/cpu/elementwise.h"

namespace linrt::engine {

class ElementwiseKernel final : public CpuKernel {
 public:
  ElementwiseKernel(EwProgram program, std::vector<int64_t> shape, std::vector<EwAccess> access)
      : program_(std::move(program)), shape_(std::move(shape)), access_(std::move(access)) {}
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
};

}  // namespace linrt::engine
