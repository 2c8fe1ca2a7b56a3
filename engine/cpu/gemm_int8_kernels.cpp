// The CPU kernel of ModelOptions::precision Int8: linalg.matmul and linalg.matmul_transpose_b
// with a constant B (a Linear's weight) and more than one column, on the dynamically quantised
// int8 GEMM of ops/gemm_int8.h. B is quantised and packed once (prepare_constant); A is
// quantised on every run. Other matmuls, and every other precision, are left to the float
// kernels of conv_gemm_kernels.cpp, which this factory comes before.
#include <algorithm>
#include <memory>
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/plan.h"
#include "ops/cpu_features.h"
#include "ops/gemm_int8.h"

namespace linrt::engine {

namespace {

namespace cpu = ops::cpu;

class Int8MatmulKernel final : public CpuKernel {
 public:
  Int8MatmulKernel(std::string op_name, int64_t m, int64_t n, int64_t k, bool b_transposed)
      : op_name_(std::move(op_name)), m_(m), n_(n), k_(k), b_transposed_(b_transposed), isa_(cpu::preferred_isa()) {}

  std::shared_ptr<const void> prepare_constant(size_t operand, const ConstBuffer& value) const override {
    if (operand != 1) return nullptr;
    // B is k x n (c_stride 1, d_stride n), or n x k when transposed.
    return std::make_shared<cpu::Int8Weights>(cpu::quantize_int8_weights(
        isa_, value.as<float>(), b_transposed_ ? k_ : 1, b_transposed_ ? 1 : n_, n_, k_));
  }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const> prepared,
           std::span<const MutBuffer> outputs, const RunContext& ctx) const override {
    cpu::Int8GemmCall call;
    call.m = m_;
    call.a = inputs[0].as<float>();
    call.lda = k_;
    call.weights = static_cast<const cpu::Int8Weights*>(prepared[1]);
    call.c = outputs[0].as<float>();
    call.ldc = outputs[0].row_stride ? outputs[0].row_stride : n_;
    // A splat init (takes_splat) of value v is one row of v read for every row (nothing for 0).
    if (inputs[2].desc->shape.empty()) {
      const float v = *inputs[2].as<float>();
      if (v != 0.0f) {
        thread_local std::vector<float> row;
        row.assign(size_t(n_), v);
        call.init = row.data();
      }
    } else {
      call.init = inputs[2].as<float>();
      call.ld_init = n_;
    }
    if (ctx.stores) {
      call.bias_cols = ctx.stores->bias_cols;
      call.relu = ctx.stores->epilogue.act.is_relu();
    }
    if (ctx.epilogue) {
      const int64_t n = n_;
      call.finished = [epi = ctx.epilogue, n](float* data, int64_t row, int64_t col, int64_t count) {
        epi->apply(data, row * n + col, count);
      };
    }
    cpu::gemm_int8(isa_, call, ctx.threads);
  }

  bool writes_strided_rows() const override { return true; }
  bool stores_epilogue(const StoreForm& form) const override {
    return !form.residual_input && !form.scale_input && (form.act.none() || form.act.is_relu());
  }
  bool takes_splat(size_t operand) const override { return operand == 2; }

  std::string name() const override {
    return op_name_.substr(op_name_.find('.') + 1) + ".int8." + std::string(cpu::gemm_int8_name(isa_));
  }

 private:
  std::string op_name_;
  int64_t m_, n_, k_;
  bool b_transposed_;
  cpu::Isa isa_;
};

std::unique_ptr<CpuKernel> make_int8_matmul(const KernelSpec& spec) {
  if (spec.precision != Precision::Int8 || !spec.root || spec.inputs.size() != 3 || spec.outputs.size() != 1 ||
      spec.root->attr("indexing_maps"))
    return nullptr;
  if (spec.input_is_constant.size() < 2 || !spec.input_is_constant[1]) return nullptr;
  for (const TensorDesc& d : spec.inputs)
    if (d.dtype != DType::F32) return nullptr;
  if (spec.outputs[0].dtype != DType::F32) return nullptr;
  const auto& a = spec.inputs[0].shape;
  const auto& b = spec.inputs[1].shape;
  const auto& out = spec.outputs[0].shape;
  const bool transposed = spec.root->is(graph::OpId::LinalgMatmulTransposeB);
  if (a.size() != 2 || b.size() != 2 || out.size() != 2 || spec.inputs[2].shape != out) return nullptr;
  const int64_t m = a[0], k = a[1], n = b[transposed ? 0 : 1];
  if (b[transposed ? 1 : 0] != k || out[0] != m || out[1] != n) return nullptr;
  // One column is the float matrix-vector path's; depths past the int32 bound stay float.
  if (n < 2 || k < 1 || k > cpu::kInt8GemmMaxDepth) return nullptr;
  return std::make_unique<Int8MatmulKernel>(spec.root->name, m, n, k, transposed);
}

}  // namespace

LINRT_REGISTRATION(cpu, gemm_int8) {
  for (const char* op : {"linalg.matmul", "linalg.matmul_transpose_b"}) register_cpu_kernel(op, make_int8_matmul, 1);
}

}  // namespace linrt::engine
