#include "engine/cpu/elementwise_kernel.h"

#include "linrt/error.h"
#include "ops/layout.h"

namespace linrt::engine {

void ElementwiseKernel::run(std::span<const ConstBuffer> inputs, std::span<const void* const>,
                            std::span<const MutBuffer> outputs, const RunContext& ctx) const {
  if (inputs.size() != program_.num_inputs || outputs.size() != program_.outputs.size())
    throw Error(ErrorKind::Invalid, "elementwise kernel", "bound with the wrong number of buffers");
  const float* in[kEwMaxRegisters];
  float* out[kEwMaxRegisters];
  for (size_t i = 0; i < inputs.size(); ++i) in[i] = inputs[i].as<float>();
  for (size_t o = 0; o < outputs.size(); ++o) out[o] = outputs[o].as<float>();
  // Per-channel operands of a padded blocked output, copied into zero-padded rows of whole
  // blocks (EwKernelDesc::padded).
  thread_local std::vector<float> padded_rows;
  size_t total = 0;
  for (const EwKernelDesc::PaddedOperand& p : padded_)
    total += size_t(p.batches * ops::ref::blocked_channels(p.channels));
  padded_rows.assign(total, 0.0f);
  float* row = padded_rows.data();
  for (const EwKernelDesc::PaddedOperand& p : padded_) {
    const float* src = in[p.input] + p.base;
    in[p.input] = row;
    for (int64_t n = 0; n < p.batches; ++n, row += ops::ref::blocked_channels(p.channels))
      for (int64_t c = 0; c < p.channels; ++c) row[c] = src[n * p.batch_stride + c * p.channel_stride];
  }
  ew_run_all(program_, shape_, std::span<const float* const>(in, inputs.size()), access_,
             std::span<float* const>(out, outputs.size()), ctx.threads);
}

}  // namespace linrt::engine
