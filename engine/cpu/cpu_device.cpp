// The CPU as the Device the planner makes native kernels with (engine/plan/device.h).
#include "engine/cpu/device.h"
#include "engine/cpu/elementwise_kernel.h"
#include "linrt/error.h"
#include "ops/cpu_features.h"

namespace linrt::engine {

namespace {

class CpuDevice final : public Device {
 public:
  std::string_view name() const override { return "cpu"; }
  std::shared_ptr<const DeviceKernel> make_kernel(const KernelSpec& spec) const override { return make_cpu_kernel(spec); }
  std::shared_ptr<const DeviceKernel> make_elementwise(const EwKernelDesc& desc) const override {
    return std::make_shared<ElementwiseKernel>(desc);
  }
};

}  // namespace

const Device& cpu_device() {
  static const CpuDevice device;
  return device;
}

void check_precision(Precision precision) {
  const ops::cpu::Isa isa = ops::cpu::preferred_isa();
  if (precision == Precision::BF16 && !ops::cpu::supports_bf16(isa))
    throw Error(ErrorKind::Unsupported, "precision bf16",
                "needs a CPU with AVX512_BF16 (and AVX-512 kernels); this one runs the " +
                    std::string(ops::cpu::isa_name(isa)) + " kernels without it: use precision f32");
}

std::shared_ptr<const Plan> build_plan(const graph::Module& module, std::string_view name, const PlanOptions& options) {
  check_precision(options.precision);
  return build_plan(module, name, options, cpu_device());
}

}  // namespace linrt::engine
