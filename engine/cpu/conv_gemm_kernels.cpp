// CPU kernels for linrt.conv2d and the f32 matmul family (linalg.matmul, linalg.batch_matmul,
// their _transpose_b forms, linalg.matvec), wrapping ops/conv2d_cpu.h and ops/gemm_cpu.h.
// Constant weights are packed (or Winograd-transformed) once through prepare_constant(); a
// weight that is not a constant is prepared on every run. The ISA is fixed when the kernel is
// made (ops::cpu::preferred_isa()).
#include <algorithm>
#include <functional>
#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/blocked_roles.h"
#include "engine/plan/plan.h"
#include "graph/dialect/linrt/conv2d.h"
#include "linrt/error.h"
#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"
#include "ops/gemm_cpu.h"
#include "ops/gemm_small_cpu.h"
#include "ops/isa_kernels.h"
#include "ops/layout.h"

namespace linrt::engine {

namespace {

// `count` copies of `value` in this thread's scratch (grown once, then reused), or null for 0:
// the GEMM's accumulators start at +0.0, so adding a zero init changes no sum they make.
const float* splat_row(float value, int64_t count) {
  if (value == 0.0f) return nullptr;
  thread_local std::vector<float> row;
  if (row.size() < size_t(count)) row.resize(size_t(count));
  std::fill_n(row.begin(), count, value);
  return row.data();
}

// A GEMM output's place in the epilogue's flat index space.
struct EpilogueOffsets {
  const Epilogue* epilogue;
  int64_t flat0;
  int64_t row_stride;
};


namespace cpu = ops::cpu;

bool all_f32(const KernelSpec& spec) {
  for (const TensorDesc& d : spec.inputs)
    if (d.dtype != DType::F32) return false;
  for (const TensorDesc& d : spec.outputs)
    if (d.dtype != DType::F32) return false;
  return spec.outputs.size() == 1;
}

bool is_constant(const KernelSpec& spec, size_t operand) {
  return operand < spec.input_is_constant.size() && spec.input_is_constant[operand];
}

// ---------------------------------------------------------------------------------------------
// linrt.conv2d

// The conv's own operands: the inputs before a prologue's scale and shift, or its gate.
size_t prologue_operands(InputPrologue prologue) {
  return prologue == InputPrologue::None ? 0 : prologue == InputPrologue::Gate ? 1 : 2;
}
size_t conv2d_operands(const KernelSpec& spec) { return spec.inputs.size() - prologue_operands(spec.prologue); }

std::optional<cpu::Conv2dParams> conv2d_params(const KernelSpec& spec) {
  const graph::Operation& op = *spec.root;
  const size_t operands = conv2d_operands(spec);
  if (operands < 2 || operands > 3) return std::nullopt;
  const auto attrs = graph::Conv2dAttrs::read(op);
  if (!attrs) return std::nullopt;
  const auto& in = spec.inputs[0].shape;
  const auto& w = spec.inputs[1].shape;
  if (in.size() != 4 || w.size() != 4) return std::nullopt;
  cpu::Conv2dParams p;
  if (!attrs->nhwc()) {
    p.layout = cpu::ConvLayout::Nchw;
    p.batch = in[0], p.in_channels = in[1], p.in_h = in[2], p.in_w = in[3];
    p.out_channels = w[0], p.kernel_h = w[2], p.kernel_w = w[3];
  } else {
    p.layout = cpu::ConvLayout::Nhwc;
    p.batch = in[0], p.in_h = in[1], p.in_w = in[2], p.in_channels = in[3];
    p.kernel_h = w[0], p.kernel_w = w[1], p.out_channels = w[3];
  }
  p.groups = attrs->groups;
  p.stride_h = attrs->strides[0], p.stride_w = attrs->strides[1];
  p.dilation_h = attrs->dilations[0], p.dilation_w = attrs->dilations[1];
  p.pad_top = attrs->padding[0], p.pad_left = attrs->padding[1];
  p.pad_bottom = attrs->padding[2], p.pad_right = attrs->padding[3];
  if (!cpu::check_conv2d(p).empty()) return std::nullopt;
  if (p.weight_shape() != w || p.output_shape() != spec.outputs[0].shape) return std::nullopt;
  if (operands == 3 && spec.inputs[2].shape != std::vector<int64_t>{p.out_channels}) return std::nullopt;
  return p;
}

class Conv2dKernel final : public CpuKernel {
 public:
  Conv2dKernel(const cpu::Conv2dParams& p, bool has_bias, InputPrologue prologue, bool gate_per_sample)
      : conv_(p, cpu::preferred_isa()), p_(p), has_bias_(has_bias), prologue_(prologue), gate_per_sample_(gate_per_sample) {}

  // Whether conv_ computes `prologue_` (make_conv2d makes no kernel otherwise).
  bool computes_prologue() const { return prologue_ == InputPrologue::None || conv_.takes_prologue(); }

  std::shared_ptr<const void> prepare_constant(size_t operand, const ConstBuffer& value) const override {
    if (operand != 1) return nullptr;
    return conv_.prepare_weights(value.as<float>());
  }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const> prepared,
           std::span<const MutBuffer> outputs, const RunContext& ctx) const override {
    std::shared_ptr<const cpu::Conv2dWeights> own;
    const auto* weights = prepared.size() > 1
                              ? static_cast<const cpu::Conv2dWeights*>(prepared[1])
                              : nullptr;
    if (!weights) {
      own = conv_.prepare_weights(inputs[1].as<float>());
      weights = own.get();
    }
    const float* bias = has_bias_ ? inputs[2].as<float>() : nullptr;
    cpu::OutputRunFn finished;
    if (ctx.epilogue)
      finished = [epi = ctx.epilogue](float* data, int64_t flat, int64_t count) {
        epi->apply(data, flat, count);
      };
    // A prologue's scale and shift, or its gate, follow the conv's operands (KernelSpec::prologue).
    cpu::ChannelPrologue prologue;
    const size_t at = has_bias_ ? 3 : 2;
    if (prologue_ == InputPrologue::Gate) {
      // The gate padded with zeros to whole blocks, per sample: the calling thread's buffer
      // (grown once, so a steady-state run allocates nothing), read by the workers through
      // the prologue's pointer.
      thread_local std::vector<float> gate;
      const int64_t c = p_.in_channels, padded = ops::ref::blocked_channels(c), samples = gate_per_sample_ ? p_.batch : 1;
      gate.assign(size_t(samples * padded), 0.0f);
      const float* g = inputs[at].as<float>();
      for (int64_t n = 0; n < samples; ++n) std::copy(g + n * c, g + (n + 1) * c, gate.begin() + n * padded);
      prologue = {gate.data(), nullptr, false, gate_per_sample_ ? padded : 0};
    } else if (prologue_ != InputPrologue::None) {
      prologue = {inputs[at].as<float>(), inputs[at + 1].as<float>(), prologue_ == InputPrologue::AffineRelu};
    }
    conv_.run(inputs[0].as<float>(), *weights, bias, outputs[0].as<float>(), finished, ctx.threads,
              ctx.stores ? &ctx.stores->epilogue : nullptr, prologue_ != InputPrologue::None ? &prologue : nullptr);
  }

  std::string name() const override { return conv_.name(); }
  // The depthwise and blocked direct kernels apply an activation (and the blocked one a
  // residual) to their accumulators as they store them; the bias is the conv's own operand.
  bool stores_epilogue(const StoreForm& form) const override {
    static const float kSomewhere = 0.0f;
    ops::StoreEpilogue e{form.act, form.residual_input ? &kSomewhere : nullptr, form.residual_first};
    return !form.bias_input && !form.scale_input && conv_.takes_stores(e);
  }

 private:
  cpu::Conv2d conv_;
  cpu::Conv2dParams p_;
  bool has_bias_;
  InputPrologue prologue_;
  bool gate_per_sample_;  // a Gate holds N * C values, not C
};

std::unique_ptr<CpuKernel> make_conv2d(const KernelSpec& spec) {
  if (!spec.root || !all_f32(spec)) return nullptr;
  std::optional<cpu::Conv2dParams> p = conv2d_params(spec);
  if (!p) return nullptr;
  p->blocked_input = spec.input0_blocked;
  p->blocked_output = spec.output_blocked;
  if (!cpu::check_conv2d(*p).empty()) return nullptr;
  // A gate holds C values (one for every sample) or N * C (one per sample).
  bool gate_per_sample = false;
  if (spec.prologue == InputPrologue::Gate) {
    const int64_t values = shape_numel(spec.inputs.back().shape);
    if (values != p->in_channels && values != p->batch * p->in_channels) return nullptr;
    gate_per_sample = p->batch > 1 && values == p->batch * p->in_channels;
  }
  auto kernel = std::make_unique<Conv2dKernel>(*p, conv2d_operands(spec) == 3, spec.prologue, gate_per_sample);
  if (!kernel->computes_prologue()) return nullptr;
  return kernel;
}

// ---------------------------------------------------------------------------------------------
// The matmul family: c[b] = init[b] + a[b] * b[b], b over the batch (1 for matmul and matvec).

struct MatmulShape {
  int64_t batch = 1, m = 1, n = 1, k = 1;
  bool b_transposed = false;  // B is [batch, n, k] (the _transpose_b ops)
};

class MatmulKernel final : public CpuKernel {
 public:
  // bf16: B (a constant) is packed as bf16 and the products are bf16 ones (ops/gemm_cpu.h).
  MatmulKernel(std::string op_name, MatmulShape s, bool a_const, bool b_const, bool bf16)
      : op_name_(std::move(op_name)), s_(s), isa_(cpu::preferred_isa()),
        a_const_(a_const), b_const_(b_const), bf16_(bf16),
        small_(s.b_transposed && s.n > 1 && !bf16 && cpu::gemm_small_transposed_b_fits(s.m, s.n, s.k)) {}

  std::shared_ptr<const void> prepare_constant(size_t operand, const ConstBuffer& value) const override {
    // The n == 1 path and the small transposed-B one read operands as they are.
    if (operand > 1 || s_.n == 1 || small_) return nullptr;
    auto packed = std::make_shared<std::vector<cpu::PackedPanels>>();
    for (int64_t b = 0; b < s_.batch; ++b) packed->push_back(pack(operand, value.as<float>(), b));
    return packed;
  }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const> prepared,
           std::span<const MutBuffer> outputs, const RunContext& ctx) const override {
    const float* a = inputs[0].as<float>();
    const float* bm = inputs[1].as<float>();
    float* c = outputs[0].as<float>();
    // A splat init (takes_splat) is one row of its value read with stride 0 (nothing for 0).
    const bool splat = inputs[2].desc->shape.empty();
    const float* init = splat ? splat_row(*inputs[2].as<float>(), std::max(s_.m, s_.n)) : inputs[2].as<float>();
    const int64_t init_stride = splat ? 0 : 1;
    auto packed_of = [&](size_t operand) {
      return operand < prepared.size()
                 ? static_cast<const std::vector<cpu::PackedPanels>*>(prepared[operand])
                 : nullptr;
    };
    const auto* a_packed = packed_of(0);
    const auto* b_packed = packed_of(1);
    if (s_.n == 1) {
      // matvec, or a matmul with one column: the matrix-vector product on the raw operands.
      for (int64_t b = 0; b < s_.batch; ++b) {
        std::function<void(float*, int64_t, int64_t)> finished;
        if (ctx.epilogue) {
          const int64_t flat0 = b * s_.m;
          finished = [epi = ctx.epilogue, flat0](float* data, int64_t row, int64_t count) {
            epi->apply(data, flat0 + row, count);
          };
        }
        cpu::gemv(isa_, s_.m, s_.k, a + b * s_.m * s_.k, s_.k, bm + b * s_.k,
                  init ? init + init_stride * b * s_.m : nullptr, c + b * s_.m, ctx.threads, finished);
      }
      return;
    }
    // Rows of C lie ldc apart: n, or a concatenation's row (writes_strided_rows).
    const int64_t ldc = outputs[0].row_stride ? outputs[0].row_stride : s_.n;
    auto run_one = [&](int64_t b, int threads) {
      const float* ab = a + b * s_.m * s_.k;
      const float* bb = bm + b * s_.k * s_.n;
      // A is read in place (row-major, contiguous along k), which beats packing it per block.
      cpu::ViewPanelSource b_source(b_view(bb), s_.n);
      cpu::GemmCall call;
      call.m = s_.m;
      call.n = s_.n;
      call.k = s_.k;
      if (a_packed) call.a.packed = &(*a_packed)[size_t(b)];
      else call.a.in_place = cpu::MatrixView{ab, s_.k, 1};
      if (b_packed) call.b.packed = &(*b_packed)[size_t(b)];
      else if (small_) call.b.in_place = b_view(bb);
      else call.b.source = &b_source;
      // The next product of the batch (the same thread's, in the static schedule below): its
      // rows reach L2 while this one runs.
      if (small_ && b + 1 < s_.batch) {
        call.a_next = ab + s_.m * s_.k;
        call.b_next = bb + s_.k * s_.n;
      }
      call.c = c + b * s_.m * ldc;
      call.ldc = ldc;
      call.init = init ? init + init_stride * b * s_.m * s_.n : nullptr;
      call.ld_init = init_stride * s_.n;
      if (ctx.stores) {
        call.bias_cols = ctx.stores->bias_cols;
        call.relu = ctx.stores->epilogue.act.is_relu();
        // The scale and the residual are dense over the output's shape, whatever C's row stride.
        const int64_t at = b * s_.m * s_.n;
        if (ctx.stores->scale) call.scale = ctx.stores->scale + at;
        if (ctx.stores->epilogue.residual) call.residual = ctx.stores->epilogue.residual + at;
        call.ld_epilogue = s_.n;
      }
      // One captured pointer keeps the callable inside std::function: no heap allocation.
      const EpilogueOffsets offsets{ctx.epilogue, b * s_.m * s_.n, s_.n};
      if (ctx.epilogue) {
        call.finished = [o = &offsets](float* data, int64_t row, int64_t col, int64_t count) {
          o->epilogue->apply(data, o->flat0 + row * o->row_stride + col, count);
        };
      }
      if (small_) cpu::gemm_small_transposed_b(isa_, call);
      else cpu::gemm(isa_, call, threads);
    };
    // Many small products (DLRM's interaction T * T^T: 2048 of 27 x 27 x 128) share the threads
    // by batch: one parallel region instead of one per product, each too short to split (the
    // small transposed-B path always runs a product on one thread).
    if (s_.batch > 1 && ctx.threads > 1 && (small_ || s_.m * s_.n * s_.k < cpu::kGemmMinParallelMacs)) {
      cpu::parallel_blocks(ctx.threads, s_.batch, [&](int64_t b) { run_one(b, 1); }, [] {});
      return;
    }
    for (int64_t b = 0; b < s_.batch; ++b) run_one(b, ctx.threads);
  }

  // The n == 1 path writes a dense vector, and has no bias in its stores.
  bool writes_strided_rows() const override { return s_.n > 1; }
  // The GEMM's stores take a column bias and then either ReLU or a scale and a residual added
  // after it ((x + bias) * scale + residual); the small transposed-B product only the first. A
  // residual without a scale (a transformer's skip connection) measured 3-7% slower on ViT,
  // BERT and ConvNeXt in the stores than after each task, so it stays an Epilogue.
  bool stores_epilogue(const StoreForm& form) const override {
    if (s_.n <= 1) return false;
    if (!form.residual_input && !form.scale_input) return form.act.none() || form.act.is_relu();
    return !small_ && form.scale_input && form.act.none() && !form.residual_first;
  }
  bool takes_splat(size_t operand) const override { return operand == 2; }

  std::string name() const override {
    std::string packed = s_.n == 1  ? ".gemv"
                         : small_   ? ".small"
                         : a_const_ ? ".packed_a"
                         : b_const_ ? ".packed_b"
                                    : "";
    return op_name_.substr(op_name_.find('.') + 1) + packed + (bf16_ ? ".bf16." : ".") +
           std::string(cpu::isa_name(isa_));
  }

 private:
  cpu::PackedPanels pack(size_t operand, const float* data, int64_t b) const {
    // In the K blocks the product runs in, so each block of the weight is one stream.
    if (operand == 0)
      return cpu::pack_panels(cpu::MatrixView{data + b * s_.m * s_.k, s_.k, 1}, s_.m, s_.k,
                              cpu::gemm_mr(isa_), cpu::gemm_kc(isa_, s_.k));
    if (bf16_)
      return cpu::pack_panels_bf16(b_view(data + b * s_.k * s_.n), s_.n, s_.k, cpu::gemm_nr(isa_),
                                   cpu::gemm_kc(isa_, s_.k, true));
    return cpu::pack_panels(b_view(data + b * s_.k * s_.n), s_.n, s_.k,
                            cpu::gemm_nr(isa_), cpu::gemm_kc(isa_, s_.k));
  }

  // B of one product as the n x k view the GEMM packs.
  cpu::MatrixView b_view(const float* b) const {
    return s_.b_transposed ? cpu::MatrixView{b, s_.k, 1} : cpu::MatrixView{b, 1, s_.n};
  }

  std::string op_name_;
  MatmulShape s_;
  cpu::Isa isa_;
  bool a_const_, b_const_, bf16_;
  // m and n small, B transposed: ops/gemm_small_cpu.h instead of the general GEMM.
  bool small_;
};

// The operand shapes of the plain (untransposed, unbroadcast) forms, or nullopt.
std::optional<MatmulShape> matmul_shape(const KernelSpec& spec) {
  if (spec.inputs.size() != 3 || spec.root->attr("indexing_maps")) return std::nullopt;
  const auto& a = spec.inputs[0].shape;
  const auto& b = spec.inputs[1].shape;
  const auto& init = spec.inputs[2].shape;
  const auto& out = spec.outputs[0].shape;
  if (init != out) return std::nullopt;
  MatmulShape s;
  using graph::OpId;
  const OpId id = spec.root->id();
  s.b_transposed = id == OpId::LinalgMatmulTransposeB || id == OpId::LinalgBatchMatmulTransposeB;
  if (id == OpId::LinalgMatmul || id == OpId::LinalgMatmulTransposeB) {
    if (a.size() != 2 || b.size() != 2 || out.size() != 2) return std::nullopt;
    s.m = a[0], s.k = a[1], s.n = b[s.b_transposed ? 0 : 1];
    if (b[s.b_transposed ? 1 : 0] != s.k || out[0] != s.m || out[1] != s.n) return std::nullopt;
  } else if (id == OpId::LinalgBatchMatmul || id == OpId::LinalgBatchMatmulTransposeB) {
    if (a.size() != 3 || b.size() != 3 || out.size() != 3) return std::nullopt;
    s.batch = a[0], s.m = a[1], s.k = a[2], s.n = b[s.b_transposed ? 1 : 2];
    if (b[0] != s.batch || b[s.b_transposed ? 2 : 1] != s.k || out != std::vector<int64_t>{s.batch, s.m, s.n})
      return std::nullopt;
  } else if (id == OpId::LinalgMatvec) {
    if (a.size() != 2 || b.size() != 1 || out.size() != 1) return std::nullopt;
    s.m = a[0], s.k = a[1], s.n = 1;
    if (b[0] != s.k || out[0] != s.m) return std::nullopt;
  } else {
    return std::nullopt;
  }
  return s;
}

std::unique_ptr<CpuKernel> make_matmul(const KernelSpec& spec) {
  if (!spec.root || !all_f32(spec)) return nullptr;
  std::optional<MatmulShape> s = matmul_shape(spec);
  if (!s) return nullptr;
  // Pack whichever operand is a constant (a weight); when both are, B (the usual weight side).
  const bool b_const = is_constant(spec, 1);
  const bool a_const = !b_const && is_constant(spec, 0);
  // bf16 products need the weight packed as bf16 (B) and more than the one column of the
  // matrix-vector path, which stays float32.
  const bool bf16 = spec.precision == Precision::BF16 && b_const && s->n > 1;
  return std::make_unique<MatmulKernel>(spec.root->name, *s, a_const, b_const, bf16);
}

// Multiply-adds at 1/8 each (dispatch_threads): a conv's output elements times its filter's
// elements over the filters; a matmul's output elements times k, the lhs's last extent.
int64_t conv2d_work(const Plan& p, const Dispatch& d) {
  if (d.num_root_inputs < 2 || d.outputs.empty()) return 0;
  const PlanValue& weight = p.values[d.inputs[1]];
  const PlanValue& out = p.values[d.outputs[0]];
  const auto attrs = graph::Conv2dAttrs::read(*d.root);
  if (!weight.is_static || !out.is_static || !attrs || out.desc.shape.size() != 4) return 0;
  const int64_t filters = out.desc.shape[attrs->nhwc() ? 3 : 1];
  return filters > 0 ? out.desc.numel() / filters * weight.desc.numel() / 8 : 0;
}

int64_t matmul_work(const Plan& p, const Dispatch& d) {
  if (d.num_root_inputs < 2 || d.outputs.empty()) return 0;
  const PlanValue& lhs = p.values[d.inputs[0]];
  const PlanValue& out = p.values[d.outputs[0]];
  return lhs.is_static && out.is_static && !lhs.desc.shape.empty() ? out.desc.numel() * lhs.desc.shape.back() / 8 : 0;
}

}  // namespace

// An NCHW conv reads and writes either layout (NHWC ones stay row-major).
LINRT_REGISTRATION(layout, conv2d) {
  register_blocked_role(graph::Conv2dAttrs::kId, [](const graph::Operation& op) {
    const auto attrs = graph::Conv2dAttrs::read(op);
    return attrs && !attrs->nhwc() && op.results.size() == 1 ? BlockedRole::Conv : BlockedRole::None;
  });
}

LINRT_REGISTRATION(cpu, conv_gemm) {
  register_cpu_kernel(graph::OpName(graph::Conv2dAttrs::kId), make_conv2d);
  register_cpu_work_model(graph::OpName(graph::Conv2dAttrs::kId), conv2d_work);
  for (const char* op : {"linalg.matmul", "linalg.batch_matmul", "linalg.matvec", "linalg.matmul_transpose_b",
                         "linalg.batch_matmul_transpose_b"}) {
    register_cpu_kernel(op, make_matmul);
    register_cpu_work_model(op, matmul_work);
  }
}

}  // namespace linrt::engine
