#include "engine/cpu/fallback_kernel.h"

namespace linrt::engine {

std::vector<ref::RtValue> FallbackKernel::run(ref::Executor& exec, const graph::Operation& op,
                                              std::span<const ref::RtValue> operands,
                                              std::vector<ref::RtValue>& frame) const {
  return exec.run_op(op, operands, frame);
}

}  // namespace linrt::engine
