// The fallback for a root op no CPU kernel handles: the reference executor's handler for the
// op, run on the session's executor. Slower than a kernel, never wrong; every op the reference
// executor knows therefore runs in the planned engine too.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "engine/reference/executor.h"

namespace linrt::engine {

class FallbackKernel {
 public:
  explicit FallbackKernel(std::string op_name) : op_name_(std::move(op_name)) {}
  // Runs `op` (one call site of this kernel) on `operands`, with `frame` holding the values its
  // regions capture from the function; results come back as reference values.
  std::vector<ref::RtValue> run(ref::Executor& exec, const graph::Operation& op, std::span<const ref::RtValue> operands,
                                std::vector<ref::RtValue>& frame) const;
  std::string name() const { return "fallback:" + op_name_; }

 private:
  std::string op_name_;
};

}  // namespace linrt::engine
