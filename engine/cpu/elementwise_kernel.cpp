#include "engine/cpu/elementwise_kernel.h"

#include "linrt/error.h"

namespace linrt::engine {

void ElementwiseKernel::run(std::span<const ConstBuffer> inputs, std::span<const void* const>,
                            std::span<const MutBuffer> outputs, const RunContext& ctx) const {
  if (inputs.size() != program_.num_inputs || outputs.size() != program_.outputs.size())
    throw Error(ErrorKind::Invalid, "elementwise kernel", "bound with the wrong number of buffers");
  const float* in[kEwMaxRegisters];
  float* out[kEwMaxRegisters];
  for (size_t i = 0; i < inputs.size(); ++i) in[i] = inputs[i].as<float>();
  for (size_t o = 0; o < outputs.size(); ++o) out[o] = outputs[o].as<float>();
  ew_run_all(program_, shape_, std::span<const float* const>(in, inputs.size()), access_,
             std::span<float* const>(out, outputs.size()), ctx.threads);
}

}  // namespace linrt::engine
