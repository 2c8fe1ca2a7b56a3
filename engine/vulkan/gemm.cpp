// linalg.matmul, matmul_transpose_b, batch_matmul, batch_matmul_transpose_b and matvec on
// Vulkan: the family's root op over GemmKernel (engine/vulkan/kernels.h, shaders/gemm.comp),
// registered for each op's id (engine/vulkan/root_op.h).
#include <memory>

#include "core/registration.h"
#include "engine/vulkan/kernels.h"
#include "engine/vulkan/root_op.h"

namespace linrt::engine::vk {

namespace {

// linalg accumulates into its init operand: the gemm reads it as a bias shaped like the output.
class MatmulOp final : public RootWithEpilogue {
 public:
  MatmulOp(Context& context, const GemmParams& params, const std::string& key) : gemm_(context, params, key) {
    num_root_inputs_ = 3;
  }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    gemm_.record(list, in[0], in[1], in[2], out[0]);
  }
  const Pipeline& root_pipeline() const override { return gemm_.pipeline(); }
  std::string name() const override { return "vulkan.gemm"; }

 private:
  GemmKernel gemm_;
};

// The named-matmul ops' root op: a GemmKernel whose bias is the init operand.
std::unique_ptr<RootWithEpilogue> make_matmul_op(const RootSite& s) {
  using graph::OpId;
  const graph::Operation& op = *s.site.root;
  if (op.attr("indexing_maps") || s.ins.size() != 3 || !s.all_f32()) return nullptr;
  const auto& a = s.desc(0)->shape;
  const auto& b = s.desc(1)->shape;
  // The init: a whole tensor, or a splat bound as a rank-0 constant (DeviceKernel::takes_splat).
  const bool splat_init = s.desc(2)->shape.empty();
  if (s.desc(2)->shape != s.out->shape && !splat_init) return nullptr;
  GemmParams p;
  if (op.is(OpId::LinalgMatmul) && a.size() == 2 && b.size() == 2 && a[1] == b[0] &&
      s.out->shape == std::vector<int64_t>{a[0], b[1]}) {
    p = GemmParams::dense(1, a[0], b[1], a[1]);
  } else if (op.is(OpId::LinalgMatmulTransposeB) && a.size() == 2 && b.size() == 2 && a[1] == b[1] &&
             s.out->shape == std::vector<int64_t>{a[0], b[0]}) {
    p = GemmParams::dense(1, a[0], b[0], a[1], true);
  } else if (op.is(OpId::LinalgBatchMatmul) && a.size() == 3 && b.size() == 3 && a[0] == b[0] && a[2] == b[1] &&
             s.out->shape == std::vector<int64_t>{a[0], a[1], b[2]}) {
    p = GemmParams::dense(a[0], a[1], b[2], a[2]);
  } else if (op.is(OpId::LinalgBatchMatmulTransposeB) && a.size() == 3 && b.size() == 3 && a[0] == b[0] &&
             a[2] == b[2] && s.out->shape == std::vector<int64_t>{a[0], a[1], b[1]}) {
    p = GemmParams::dense(a[0], a[1], b[1], a[2], true);
  } else if (op.is(OpId::LinalgMatvec) && a.size() == 2 && b.size() == 1 && a[1] == b[0] &&
             s.out->shape == std::vector<int64_t>{a[0]}) {
    p = GemmParams::dense(1, a[0], 1, a[1]);
  } else {
    return nullptr;
  }
  p.has_bias = true;
  p.bias_strides = splat_init ? std::array<int64_t, 3>{0, 0, 0} : p.c_strides;
  return std::make_unique<MatmulOp>(s.context, p, s.kernel.key);
}

}  // namespace

LINRT_REGISTRATION(vulkan, gemm) {
  using graph::OpId;
  for (OpId id : {OpId::LinalgMatmul, OpId::LinalgMatmulTransposeB, OpId::LinalgBatchMatmul,
                  OpId::LinalgBatchMatmulTransposeB, OpId::LinalgMatvec})
    register_vulkan_root_op(id, make_matmul_op);
}

}  // namespace linrt::engine::vk
