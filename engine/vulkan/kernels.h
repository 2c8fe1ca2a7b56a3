// Vulkan kernels: one class per shader family. A kernel is created once per distinct set of
// parameters (its key: shapes, strides, attributes, fused epilogue; never tensor data), gets the
// one VkPipeline registered under that key, and records dispatches for any number of call
// sites, whose tensors (weights included) are bound per call. This mirrors engine/plan/device.h.
// A plan's kernels pass their KernelKey as `pipeline_key` instead, so that a plan has exactly
// one pipeline per distinct KernelKey (engine/vulkan/plan_runner.h); an empty `pipeline_key`
// means the parameters' own key.
//
// Every record() takes BufferViews of fp32 tensors (dense unless strides say otherwise); an
// empty view (buffer == nullptr) stands for an operand the parameters say is absent.
#pragma once

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/plan/ew_program.h"
#include "engine/vulkan/context.h"
#include "ops/pool2d_cpu.h"

namespace linrt::engine::vk {

// Codes shared with shaders/common.glsl.
enum class Activation : int { None = 0, Relu = 1, LeakyRelu = 2, Prelu = 3, Sigmoid = 4, Tanh = 5 };

// linrt.conv2d with its fused epilogue: out = act(conv + bias) * scale (+ residual).
struct Conv2dParams {
  bool nhwc = false;  // false: input nchw, weight fchw [F, C/g, KH, KW]; true: nhwc, hwcf
  int64_t batch = 1, channels = 1, height = 1, width = 1;  // unpadded input, all channels
  int64_t filters = 1;                                      // output channels, all groups
  int64_t kernel_h = 1, kernel_w = 1;
  int64_t stride_h = 1, stride_w = 1, dilation_h = 1, dilation_w = 1;
  int64_t pad_top = 0, pad_left = 0, pad_bottom = 0, pad_right = 0;
  int64_t groups = 1;
  bool has_bias = false;      // bias [F]
  bool has_residual = false;  // residual shaped like the output
  Activation activation = Activation::None;  // Prelu: slope [F]
  float alpha = 0.0f;  // LeakyRelu's negative slope
  float scale = 1.0f;
  // Winograd F(4x4, 3x3) (shaders/winograd_f43.comp) instead of the implicit GEMM; needs
  // winograd_applies(). The weight binding then holds Winograd-domain filters.
  bool winograd = false;
  // The weight binding holds fp16 values (arithmetic stays fp32); needs Context::fp16_storage().
  bool fp16_weights = false;

  int64_t out_h() const;
  int64_t out_w() const;
  std::vector<int64_t> input_shape() const;
  std::vector<int64_t> weight_shape() const;
  std::vector<int64_t> output_shape() const;
  std::string key() const;
  // 3x3, stride 1, dilation 1, one group.
  bool winograd_applies() const;
  // The bytes of the weight binding for `weight` (weight_shape(), in the layout's order): with
  // winograd, the filters in the Winograd domain (u[(xi * C + c) * F + f], 36 * C * F values);
  // with fp16_weights, as IEEE halves. Empty when the binding is the fp32 weight itself. A
  // plan's program does this once per Model (VulkanProgram).
  std::vector<uint8_t> device_weights(const float* weight) const;
};

// A model's elementwise tail compiled into a root shader's store (engine/vulkan/ew_shader.h):
// input 0 is the output element, inputs 1.. are bound after the root's own operands.
struct FusedEpilogue {
  std::string key;  // the pipeline's key (the plan's KernelKey: root and tail together)
  const EwProgram* program = nullptr;
  std::vector<int64_t> shape;
  std::vector<EwAccess> access;
};

class Conv2dKernel {
 public:
  // Throws Error(Invalid) for inconsistent parameters, Error(Device) if the pipeline fails.
  // With `epilogue` (see ew_fusable_epilogue), the conv shader is recompiled with the tail in it.
  Conv2dKernel(Context& context, const Conv2dParams& params, const FusedEpilogue* epilogue = nullptr,
               const std::string& pipeline_key = {});
  // `epilogue_inputs`: the tail's inputs 1.. when the kernel was made with one.
  void record(CommandList& list, const BufferView& input, const BufferView& weight,
              const BufferView& bias, const BufferView& residual, const BufferView& slope,
              const BufferView& output, std::span<const BufferView> epilogue_inputs = {}) const;
  const Conv2dParams& params() const { return params_; }
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  Conv2dParams params_;
  size_t epilogue_inputs_ = 0;
  const Pipeline* pipeline_ = nullptr;
};

// c[b][m][n] (+)= sum_k a[b][m][k] * b[b][k][n], then act(c + bias). Strides are in elements
// (0 broadcasts), so matmul, batch_matmul, the transposed forms, matvec and vecmat are all
// this kernel; a bias with c's strides is linalg's init operand, accumulated into a new c.
struct GemmParams {
  int64_t batch = 1, m = 1, n = 1, k = 1;
  std::array<int64_t, 3> a_strides{0, 0, 0};  // b, m, k
  std::array<int64_t, 3> b_strides{0, 0, 0};  // b, k, n
  std::array<int64_t, 3> c_strides{0, 0, 0};  // b, m, n
  bool accumulate = false;  // add to c's current values (linalg's init operand)
  bool has_bias = false;
  std::array<int64_t, 3> bias_strides{0, 0, 1};  // b, m, n: {0, 0, 1} is a per-column bias [N]
  Activation activation = Activation::None;  // Prelu is not supported here
  float alpha = 0.0f;

  // Dense row-major [batch,] m x k times k x n.
  static GemmParams dense(int64_t batch, int64_t m, int64_t n, int64_t k, bool transpose_b = false);
  std::string key() const;
};

class GemmKernel {
 public:
  GemmKernel(Context& context, const GemmParams& params, const std::string& pipeline_key = {});
  void record(CommandList& list, const BufferView& a, const BufferView& b, const BufferView& bias,
              const BufferView& c) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  GemmParams params_;
  const Pipeline* pipeline_ = nullptr;
};

// linrt.embedding_bag (ops/embedding_bag.h semantics). Indices and offsets are i32 or i64. The
// table is float32 [rows, dim] or FBGEMM's prepacked rows [rows, row_bytes()] (format 1 int8, 2
// int4 rowwise: graph::EmbeddingBagAttrs::TableFormat), bound as a buffer padded to whole 32-bit
// words (table_bytes(), rounded up).
struct EmbeddingBagParams {
  int mode = 0;  // 0 sum, 1 mean, 2 max (ops::ref::BagMode order)
  int format = 0;  // 0 float32, 1 int8 rowwise, 2 int4 rowwise
  bool include_last_offset = false;
  int64_t padding_idx = -1;
  int64_t rows = 0, dim = 0, num_indices = 0, num_offsets = 0;
  bool weighted = false;
  bool index64 = false, offset64 = false;
  int index_map = 0;  // 0 identity, 1 quotient, 2 remainder by index_divisor (ops::IndexMap order)
  int64_t index_divisor = 1;
  // A quotient-remainder pair (graph::EmbeddingBagAttrs::Pair order: 1 mult, 2 add, 3 concat):
  // index_map 1, the float32 remainder table [pair_rows >= index_divisor, dim] bound in the
  // weights' place, and for concat output rows of 2 * dim.
  int pair = 0;
  int64_t pair_rows = 0;
  int64_t num_bags() const;
  int64_t width() const { return pair == 3 ? 2 * dim : dim; }
  int64_t row_bytes() const;
  int64_t table_bytes() const { return rows * row_bytes(); }
  std::string key() const;
};

class EmbeddingBagKernel {
 public:
  static constexpr size_t kStatusBytes = 16;
  EmbeddingBagKernel(Context& context, const EmbeddingBagParams& params, const std::string& pipeline_key = {});
  // `status` (kStatusBytes) is cleared and then receives the first violation; after the list
  // ran, pass its contents to check_status().
  void record(CommandList& list, const BufferView& table, const BufferView& indices,
              const BufferView& offsets, const BufferView& weights, const BufferView& output,
              const BufferView& status) const;
  // Throws Error(Invalid, where) describing a violation found by the shader.
  void check_status(const uint32_t status[4], const std::string& where) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  EmbeddingBagParams params_;
  const Pipeline* pipeline_ = nullptr;
};

// linrt.gather: out[b][k] = src[b][rows[k]][cols[k]] with constant index lists, checked here.
class GatherKernel {
 public:
  GatherKernel(Context& context, int64_t batch, int64_t d1, int64_t d2, std::vector<int64_t> rows,
               std::vector<int64_t> cols, const std::string& pipeline_key = {});
  void record(CommandList& list, const BufferView& src, const BufferView& output) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  int64_t batch_, d1_, d2_, count_;
  DeviceBuffer offsets_;
  const Pipeline* pipeline_ = nullptr;
};

// linrt.channel_gather, the part one operand [n, in_channels, h, w] holds: out[b][j] =
// x[b][sources[j]] for each output channel j with sources[j] >= 0 (-1: another operand's).
class ChannelGatherKernel {
 public:
  ChannelGatherKernel(Context& context, int64_t n, int64_t in_channels, int64_t pixels, std::vector<int64_t> sources,
                      const std::string& pipeline_key = {});
  void record(CommandList& list, const BufferView& input, const BufferView& output) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  int64_t n_, in_channels_, pixels_, out_channels_;
  DeviceBuffer sources_;
  const Pipeline* pipeline_ = nullptr;
};

// linrt.upsample_nearest on NCHW: [n, c, h, w] -> [n, c, h*sh, w*sw].
class UpsampleNearestKernel {
 public:
  UpsampleNearestKernel(Context& context, int64_t n, int64_t c, int64_t h, int64_t w, int64_t sh, int64_t sw,
                        const std::string& pipeline_key = {});
  void record(CommandList& list, const BufferView& input, const BufferView& output) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  int64_t planes_, h_, w_, sh_, sw_;
  const Pipeline* pipeline_ = nullptr;
};

// linrt.pool2d on NCHW: max or sum over windows, taps outside the input skipped (the padding
// folded in). Parameters as ops::cpu::Pool2dParams (ops/pool2d_cpu.h), which it checks.
class Pool2dKernel {
 public:
  Pool2dKernel(Context& context, const ops::cpu::Pool2dParams& p, const std::string& pipeline_key = {});
  void record(CommandList& list, const BufferView& input, const BufferView& output) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  ops::cpu::Pool2dParams p_;
  const Pipeline* pipeline_ = nullptr;
};

// linrt.pixel_shuffle: [n, c*r*r, h, w] -> [n, c, h*r, w*r].
class PixelShuffleKernel {
 public:
  PixelShuffleKernel(Context& context, int64_t n, int64_t c, int64_t h, int64_t w, int64_t r,
                     const std::string& pipeline_key = {});
  void record(CommandList& list, const BufferView& input, const BufferView& output) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  int64_t n_, c_, h_, w_, r_;
  const Pipeline* pipeline_ = nullptr;
};

// A strided box copy (rank <= 6): transpose, slice, insert-slice/concat in place.
struct StridedCopyParams {
  std::vector<int64_t> shape;
  std::vector<int64_t> src_strides, dst_strides;
  int64_t src_offset = 0, dst_offset = 0;  // elements
  // Helpers for the common cases, all on dense row-major tensors:
  // out = transpose(in, perm): out dim d is in dim perm[d].
  static StridedCopyParams transpose(const std::vector<int64_t>& in_shape, const std::vector<int64_t>& perm);
  // out = in[offsets : offsets + sizes : steps].
  static StridedCopyParams slice(const std::vector<int64_t>& in_shape, const std::vector<int64_t>& offsets,
                                 const std::vector<int64_t>& sizes, const std::vector<int64_t>& steps);
  // dest[offsets : offsets + src_shape] = src (one input of a concatenation, written in place).
  static StridedCopyParams insert(const std::vector<int64_t>& src_shape, const std::vector<int64_t>& dest_shape,
                                  const std::vector<int64_t>& offsets);
  std::string key() const;
};

class StridedCopyKernel {
 public:
  StridedCopyKernel(Context& context, const StridedCopyParams& params);
  void record(CommandList& list, const BufferView& src, const BufferView& dst) const;
  const Pipeline& pipeline() const { return *pipeline_; }

 private:
  std::array<int32_t, 21> push_{};
  int64_t total_ = 0;
  const Pipeline* pipeline_ = nullptr;
};

// tensor.pad with a constant value on a dense tensor: fill, then copy the interior.
class PadKernel {
 public:
  PadKernel(Context& context, const std::vector<int64_t>& in_shape, const std::vector<int64_t>& low,
            const std::vector<int64_t>& high, float value);
  void record(CommandList& list, const BufferView& input, const BufferView& output) const;
  const std::vector<int64_t>& output_shape() const { return out_shape_; }

 private:
  std::vector<int64_t> out_shape_;
  uint32_t pattern_ = 0;
  StridedCopyKernel copy_;
};

// Codes shared with shaders/elementwise.comp (binary < 16 <= unary).
enum class ElementwiseOp : int {
  Add = 0, Sub = 1, Mul = 2, Div = 3, Max = 4, Min = 5, ScaledAdd = 6,  // ScaledAdd: a * alpha + b
  Copy = 16, Neg = 17, Relu = 18, LeakyRelu = 19, Sigmoid = 20, Tanh = 21, Exp = 22, Scale = 23,
};

// out = op(a, b) on a dense output of rank <= 6; a and b are broadcast to it numpy-style
// (their shapes right-aligned, extent-1 dims repeated).
class ElementwiseKernel {
 public:
  ElementwiseKernel(Context& context, ElementwiseOp op, const std::vector<int64_t>& out_shape,
                    const std::vector<int64_t>& a_shape, const std::vector<int64_t>& b_shape, float alpha = 0.0f);
  void record(CommandList& list, const BufferView& a, const BufferView& b, const BufferView& output) const;

 private:
  ElementwiseOp op_;
  std::array<int32_t, 22> push_{};
  int64_t total_ = 0;
  const Pipeline* pipeline_ = nullptr;
};

}  // namespace linrt::engine::vk
