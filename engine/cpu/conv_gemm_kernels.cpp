// CPU kernels for linrt.conv2d and the matmul family (filled in by the conv/GEMM work).
#include "engine/cpu/kernel.h"

namespace linrt::engine {

void register_conv_gemm_kernels() {}

}  // namespace linrt::engine
