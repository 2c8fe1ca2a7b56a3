#include "engine/vulkan/kernels.h"

#include <algorithm>
#include <bit>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <memory>

#include "engine/vulkan/embedded_shaders.h"
#include "engine/vulkan/ew_shader.h"
#include "engine/vulkan/kernel_util.h"
#include "linrt/dtype.h"
#include "ops/conv2d_winograd.h"

namespace linrt::engine::vk {

Error invalid(const std::string& what, const std::string& message) {
  return Error(ErrorKind::Invalid, what, message);
}

int32_t narrow(int64_t v, const char* what) {
  if (v < std::numeric_limits<int32_t>::min() || v > std::numeric_limits<int32_t>::max())
    throw Error(ErrorKind::Limit, "vulkan", std::string(what) + " " + std::to_string(v) +
                " does not fit the shaders' 32-bit indexing");
  return int32_t(v);
}

const std::string& key_or(const std::string& pipeline_key, const std::string& own) {
  return pipeline_key.empty() ? own : pipeline_key;
}

BufferView or_dummy(Context& context, const BufferView& view) {
  return view.buffer ? view : BufferView{&context.dummy(), 0, 0};
}

std::array<uint32_t, 2> flat_groups(const Context& context, int64_t total) {
  int64_t groups = (total + kFlatGroupSize - 1) / kFlatGroupSize;
  int64_t max_x = context.limits().maxComputeWorkGroupCount[0];
  int64_t x = std::min(groups, max_x);
  int64_t y = x ? (groups + x - 1) / x : 0;
  return {uint32_t(x), uint32_t(y)};
}

PipelineDesc flat_desc(std::string shader, uint32_t bindings, uint32_t push_bytes, std::vector<uint32_t> spec) {
  PipelineDesc d;
  d.shader = std::move(shader);
  d.specialization = std::move(spec);
  d.num_bindings = bindings;
  d.push_bytes = push_bytes;
  d.local_size[0] = kFlatGroupSize;
  return d;
}

namespace {

std::string join(const std::vector<int64_t>& v) {
  std::string s;
  for (size_t i = 0; i < v.size(); ++i) s += (i ? "x" : "") + std::to_string(v[i]);
  return s;
}

std::string float_key(float f) { return std::to_string(std::bit_cast<uint32_t>(f)); }

std::vector<int64_t> dense_strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size(), 1);
  for (size_t i = shape.size(); i-- > 1;) s[i - 1] = s[i] * shape[i];
  return s;
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// conv2d

int64_t Conv2dParams::out_h() const {
  return (height + pad_top + pad_bottom - dilation_h * (kernel_h - 1) - 1) / stride_h + 1;
}
int64_t Conv2dParams::out_w() const {
  return (width + pad_left + pad_right - dilation_w * (kernel_w - 1) - 1) / stride_w + 1;
}
std::vector<int64_t> Conv2dParams::input_shape() const {
  return nhwc ? std::vector<int64_t>{batch, height, width, channels} : std::vector<int64_t>{batch, channels, height, width};
}
std::vector<int64_t> Conv2dParams::weight_shape() const {
  return nhwc ? std::vector<int64_t>{kernel_h, kernel_w, channels / groups, filters}
              : std::vector<int64_t>{filters, channels / groups, kernel_h, kernel_w};
}
std::vector<int64_t> Conv2dParams::output_shape() const {
  return nhwc ? std::vector<int64_t>{batch, out_h(), out_w(), filters} : std::vector<int64_t>{batch, filters, out_h(), out_w()};
}

std::string Conv2dParams::key() const {
  return "vk.conv2d." + std::string(nhwc ? "nhwc" : "nchw") + ".in" + join(input_shape()) + ".w" + join(weight_shape()) +
         ".s" + std::to_string(stride_h) + "x" + std::to_string(stride_w) + ".d" + std::to_string(dilation_h) + "x" +
         std::to_string(dilation_w) + ".p" + join({pad_top, pad_left, pad_bottom, pad_right}) + ".g" +
         std::to_string(groups) + (has_bias ? ".bias" : "") + (has_residual ? ".residual" : "") + ".act" +
         std::to_string(int(activation)) + "." + float_key(alpha) + ".scale" + float_key(scale) +
         (winograd ? ".winograd_f43" : "") + (fp16_weights ? ".fp16w" : "");
}

bool Conv2dParams::winograd_applies() const {
  return kernel_h == 3 && kernel_w == 3 && stride_h == 1 && stride_w == 1 && dilation_h == 1 && dilation_w == 1 &&
         groups == 1;
}

std::vector<uint8_t> Conv2dParams::device_weights(const float* weight) const {
  if (!winograd && !fp16_weights) return {};
  std::vector<float> values;
  if (winograd) {
    ops::cpu::Conv2dParams c;
    c.layout = nhwc ? ops::cpu::ConvLayout::Nhwc : ops::cpu::ConvLayout::Nchw;
    c.in_channels = channels;
    c.out_channels = filters;
    c.kernel_h = kernel_h;
    c.kernel_w = kernel_w;
    values = ops::cpu::winograd_f43_filters(c, weight);
  } else {
    int64_t count = 1;
    for (int64_t e : weight_shape()) count *= e;
    values.assign(weight, weight + count);
  }
  std::vector<uint8_t> bytes(values.size() * (fp16_weights ? 2 : 4));
  if (!fp16_weights) {
    std::memcpy(bytes.data(), values.data(), bytes.size());
    return bytes;
  }
  for (size_t i = 0; i < values.size(); ++i) {
    const uint16_t h = f32_to_f16(values[i]);
    std::memcpy(bytes.data() + 2 * i, &h, 2);
  }
  return bytes;
}

Conv2dKernel::Conv2dKernel(Context& context, const Conv2dParams& params, const FusedEpilogue* epilogue,
                           const std::string& pipeline_key)
    : params_(params) {
  const Conv2dParams& p = params;
  const std::string where = "vulkan conv2d";
  if (p.batch < 1 || p.channels < 1 || p.height < 1 || p.width < 1 || p.filters < 1 || p.kernel_h < 1 ||
      p.kernel_w < 1 || p.stride_h < 1 || p.stride_w < 1 || p.dilation_h < 1 || p.dilation_w < 1 || p.groups < 1 ||
      p.pad_top < 0 || p.pad_left < 0 || p.pad_bottom < 0 || p.pad_right < 0)
    throw invalid(where, "extents, strides, dilations and groups must be positive, padding non-negative");
  if (p.channels % p.groups || p.filters % p.groups)
    throw invalid(where, "channels " + std::to_string(p.channels) + " and filters " + std::to_string(p.filters) +
                  " must be multiples of groups " + std::to_string(p.groups));
  if (p.out_h() < 1 || p.out_w() < 1) throw invalid(where, "the padded input is smaller than the dilated filter");
  if (p.winograd && !p.winograd_applies())
    throw invalid(where, "Winograd F(4x4, 3x3) needs a 3x3 filter, stride 1, dilation 1 and one group");
  if (p.fp16_weights && !context.fp16_storage())
    throw Error(ErrorKind::Unsupported, "vulkan fp16",
                "device " + context.info().describe() + " does not report storageBuffer16BitAccess; "
                "fp16 weights need it (run without fp16 storage)");
  for (int64_t extent : {p.batch * p.channels * p.height * p.width, p.batch * p.filters * p.out_h() * p.out_w(),
                         p.filters * p.channels / p.groups * p.kernel_h * p.kernel_w})
    narrow(extent, "tensor size");
  PipelineDesc desc;
  const char* shader = p.winograd ? "winograd_f43" : "conv2d";
  desc.shader = shader;
  desc.specialization = {uint32_t(p.kernel_h), uint32_t(p.kernel_w), uint32_t(p.stride_h), uint32_t(p.stride_w),
                         uint32_t(p.dilation_h), uint32_t(p.dilation_w), uint32_t(p.activation),
                         uint32_t(p.has_bias), uint32_t(p.has_residual)};
  desc.num_bindings = 6;
  desc.push_bytes = 24 * 4;
  desc.local_size[0] = 256;
  // fp16 weights make a different pipeline for the same key.
  const std::string key = (epilogue ? epilogue->key : key_or(pipeline_key, p.key())) +
                          (p.fp16_weights && (epilogue || !pipeline_key.empty()) ? " #fp16-weights" : "");
  if (!epilogue && !p.fp16_weights) {
    pipeline_ = &context.pipeline(key, desc);
    return;
  }
  if (epilogue && !ew_fusable_epilogue(*epilogue->program, epilogue->shape, epilogue->access, p.output_shape()))
    throw invalid(where, "the epilogue does not read the output in place");
  // Variants of the shader compiled at model load: a fused tail, fp16 weights.
  if (epilogue) epilogue_inputs_ = epilogue->program->num_inputs - 1;
  desc.num_bindings += uint32_t(epilogue_inputs_);
  desc.shader = std::string(shader) + (epilogue ? " with a fused epilogue" : "") + (p.fp16_weights ? " with fp16 weights" : "");
  desc.generate = [&] {
    const char* conv_glsl = nullptr;
    for (const EmbeddedShader& s : embedded_shaders())
      if (s.name == shader) conv_glsl = s.glsl;
    if (!conv_glsl) throw Error(ErrorKind::Unsupported, "vulkan conv2d", std::string("the ") + shader + " shader source is not embedded");
    std::string source = "#version 450\n";
    if (p.fp16_weights) source += "#extension GL_EXT_shader_16bit_storage : require\n#define LINRT_FP16_WEIGHTS\n";
    if (epilogue) source += "#define LINRT_FUSED_EPILOGUE\n";
    source += conv_glsl;
    if (epilogue) source += ew_epilogue_glsl(*epilogue->program, epilogue->shape, epilogue->access, 6);
    return compile_compute_glsl(source, "vulkan conv2d");
  };
  pipeline_ = &context.pipeline(key, desc);
}

void Conv2dKernel::record(CommandList& list, const BufferView& input, const BufferView& weight,
                          const BufferView& bias, const BufferView& residual, const BufferView& slope,
                          const BufferView& output, std::span<const BufferView> epilogue_inputs) const {
  const Conv2dParams& p = params_;
  if (epilogue_inputs.size() != epilogue_inputs_)
    throw invalid("vulkan conv2d", "expected " + std::to_string(epilogue_inputs_) + " epilogue inputs, got " +
                  std::to_string(epilogue_inputs.size()));
  const int64_t cg = p.channels / p.groups, fg = p.filters / p.groups, oh = p.out_h(), ow = p.out_w();
  if (!input.buffer || !weight.buffer || !output.buffer || (p.has_bias && !bias.buffer) ||
      (p.has_residual && !residual.buffer) || (p.activation == Activation::Prelu && !slope.buffer))
    throw invalid("vulkan conv2d", "an operand the parameters require is missing");
  struct {
    int32_t batch, in_channels, in_h, in_w, out_channels, out_h, out_w, groups;
    int32_t in_sn, in_sc, in_sh, in_sw, w_sf, w_sc, w_sh, w_sw, out_sn, out_sc, out_sh, out_sw;
    int32_t pad_top, pad_left;
    float alpha, scale;
  } push;
  push.batch = int32_t(p.batch);
  push.in_channels = int32_t(cg);
  push.in_h = int32_t(p.height);
  push.in_w = int32_t(p.width);
  push.out_channels = int32_t(fg);
  push.out_h = int32_t(oh);
  push.out_w = int32_t(ow);
  push.groups = int32_t(p.groups);
  const int32_t C = int32_t(p.channels), F = int32_t(p.filters), H = int32_t(p.height), W = int32_t(p.width);
  const int32_t KH = int32_t(p.kernel_h), KW = int32_t(p.kernel_w), OH = int32_t(oh), OW = int32_t(ow);
  if (p.nhwc) {
    push.in_sn = H * W * C, push.in_sc = 1, push.in_sh = W * C, push.in_sw = C;
    push.w_sf = 1, push.w_sc = F, push.w_sh = KW * int32_t(cg) * F, push.w_sw = int32_t(cg) * F;
    push.out_sn = OH * OW * F, push.out_sc = 1, push.out_sh = OW * F, push.out_sw = F;
  } else {
    push.in_sn = C * H * W, push.in_sc = H * W, push.in_sh = W, push.in_sw = 1;
    push.w_sf = int32_t(cg) * KH * KW, push.w_sc = KH * KW, push.w_sh = KW, push.w_sw = 1;
    push.out_sn = F * OH * OW, push.out_sc = OH * OW, push.out_sh = OW, push.out_sw = 1;
  }
  push.pad_top = int32_t(p.pad_top);
  push.pad_left = int32_t(p.pad_left);
  push.alpha = p.alpha;
  push.scale = p.scale;

  Context& ctx = list.context();
  std::vector<BufferView> views = {input, weight, or_dummy(ctx, bias), or_dummy(ctx, residual), or_dummy(ctx, slope), output};
  views.insert(views.end(), epilogue_inputs.begin(), epilogue_inputs.end());
  std::unique_ptr<bool[]> writes(new bool[views.size()]());
  writes[5] = true;
  // Workgroups: output pixels (implicit GEMM: 64; Winograd: 16 tiles of 4x4) by filters (64;
  // Winograd: 32), the pixel count wrapped at the device limit into z.
  const int64_t pixel_tiles = p.winograd ? (p.batch * ((oh + 3) / 4) * ((ow + 3) / 4) + 15) / 16 : (p.batch * oh * ow + 63) / 64;
  const int64_t max_x = ctx.limits().maxComputeWorkGroupCount[0];
  const int64_t gx = std::min(pixel_tiles, max_x), gz = (pixel_tiles + gx - 1) / gx;
  const int64_t gy = p.winograd ? (fg + 31) / 32 : (fg + 63) / 64 * p.groups;
  list.dispatch(*pipeline_, views, std::span<const bool>(writes.get(), views.size()), &push, sizeof(push), uint32_t(gx),
                uint32_t(gy), uint32_t(gz));
}

// ---------------------------------------------------------------------------------------------
// gemm

GemmParams GemmParams::dense(int64_t batch, int64_t m, int64_t n, int64_t k, bool transpose_b) {
  GemmParams g;
  g.batch = batch, g.m = m, g.n = n, g.k = k;
  g.a_strides = {m * k, k, 1};
  g.b_strides = transpose_b ? std::array<int64_t, 3>{n * k, 1, k} : std::array<int64_t, 3>{k * n, n, 1};
  g.c_strides = {m * n, n, 1};
  return g;
}

std::string GemmParams::key() const {
  auto s3 = [](const std::array<int64_t, 3>& a) { return join({a[0], a[1], a[2]}); };
  return "vk.gemm.b" + std::to_string(batch) + ".m" + std::to_string(m) + ".n" + std::to_string(n) + ".k" +
         std::to_string(k) + ".a" + s3(a_strides) + ".b" + s3(b_strides) + ".c" + s3(c_strides) +
         (accumulate ? ".acc" : "") + (has_bias ? ".bias" + s3(bias_strides) : "") + ".act" +
         std::to_string(int(activation)) + "." + float_key(alpha);
}

GemmKernel::GemmKernel(Context& context, const GemmParams& params, const std::string& pipeline_key) : params_(params) {
  const GemmParams& p = params;
  if (p.batch < 1 || p.m < 1 || p.n < 1 || p.k < 1) throw invalid("vulkan gemm", "extents must be positive");
  if (p.activation == Activation::Prelu) throw invalid("vulkan gemm", "prelu is not a gemm epilogue");
  if (p.batch > context.limits().maxComputeWorkGroupCount[2])
    throw Error(ErrorKind::Limit, "vulkan gemm", "batch " + std::to_string(p.batch) + " exceeds the device's workgroup count");
  auto last = [](const std::array<int64_t, 3>& s, int64_t e0, int64_t e1, int64_t e2) {
    return (e0 - 1) * s[0] + (e1 - 1) * s[1] + (e2 - 1) * s[2];
  };
  narrow(last(p.a_strides, p.batch, p.m, p.k), "a extent");
  narrow(last(p.b_strides, p.batch, p.k, p.n), "b extent");
  narrow(last(p.c_strides, p.batch, p.m, p.n), "c extent");
  if (p.has_bias) narrow(last(p.bias_strides, p.batch, p.m, p.n), "bias extent");
  PipelineDesc desc;
  desc.shader = "gemm";
  desc.specialization = {uint32_t(p.activation), uint32_t(p.has_bias), uint32_t(p.accumulate)};
  desc.num_bindings = 4;
  desc.push_bytes = 17 * 4;
  desc.local_size[0] = 256;
  pipeline_ = &context.pipeline(key_or(pipeline_key, p.key()), desc);
}

void GemmKernel::record(CommandList& list, const BufferView& a, const BufferView& b, const BufferView& bias,
                        const BufferView& c) const {
  const GemmParams& p = params_;
  if (!a.buffer || !b.buffer || !c.buffer || (p.has_bias && !bias.buffer))
    throw invalid("vulkan gemm", "an operand the parameters require is missing");
  struct {
    int32_t batch, m, n, k, a_sb, a_sm, a_sk, b_sb, b_sk, b_sn, c_sb, c_sm, c_sn, bias_sb, bias_sm, bias_sn;
    float alpha;
  } push{int32_t(p.batch), int32_t(p.m), int32_t(p.n), int32_t(p.k),
         int32_t(p.a_strides[0]), int32_t(p.a_strides[1]), int32_t(p.a_strides[2]),
         int32_t(p.b_strides[0]), int32_t(p.b_strides[1]), int32_t(p.b_strides[2]),
         int32_t(p.c_strides[0]), int32_t(p.c_strides[1]), int32_t(p.c_strides[2]),
         int32_t(p.bias_strides[0]), int32_t(p.bias_strides[1]), int32_t(p.bias_strides[2]), p.alpha};
  BufferView views[4] = {a, b, or_dummy(list.context(), bias), c};
  const bool writes[4] = {false, false, false, true};
  list.dispatch(*pipeline_, views, writes, &push, sizeof(push), uint32_t((p.n + 63) / 64), uint32_t((p.m + 63) / 64),
                uint32_t(p.batch));
}

// ---------------------------------------------------------------------------------------------
// embedding_bag

int64_t EmbeddingBagParams::num_bags() const { return include_last_offset ? num_offsets - 1 : num_offsets; }

int64_t EmbeddingBagParams::row_bytes() const {
  return format == 1 ? dim + 8 : format == 2 ? (dim + 1) / 2 + 4 : dim * 4;
}

std::string EmbeddingBagParams::key() const {
  return "vk.embedding_bag.mode" + std::to_string(mode) + (format ? ".format" + std::to_string(format) : "") +
         (include_last_offset ? ".last" : "") + ".pad" +
         std::to_string(padding_idx) + ".table" + join({rows, dim}) + ".idx" + std::to_string(num_indices) +
         (index64 ? "i64" : "i32") + ".off" + std::to_string(num_offsets) + (offset64 ? "i64" : "i32") +
         (weighted ? ".weighted" : "") +
         (index_map ? ".map" + std::to_string(index_map) + "by" + std::to_string(index_divisor) : "") +
         (pair ? ".pair" + std::to_string(pair) + "r" + std::to_string(pair_rows) : "");
}

EmbeddingBagKernel::EmbeddingBagKernel(Context& context, const EmbeddingBagParams& params,
                                       const std::string& pipeline_key)
    : params_(params) {
  const EmbeddingBagParams& p = params;
  const std::string where = "vulkan embedding_bag";
  if (p.mode < 0 || p.mode > 2) throw invalid(where, "mode must be sum, mean or max");
  if (p.format < 0 || p.format > 2) throw invalid(where, "the table format must be float32, int8 or int4 rowwise");
  if (p.rows < 0 || p.dim < 1 || p.num_indices < 0 || p.num_offsets < 0)
    throw invalid(where, "table, index and offset extents must be non-negative");
  if (p.include_last_offset && p.num_offsets < 1) throw invalid(where, "include_last_offset needs at least one offset");
  if (p.padding_idx < -1 || p.padding_idx >= p.rows) throw invalid(where, "padding_idx outside the table");
  if (p.weighted && p.mode != 0) throw invalid(where, "per_sample_weights need mode sum");
  if (p.index_map < 0 || p.index_map > 2 || p.index_divisor < 1)
    throw invalid(where, "the index map must be identity, quotient or remainder by a divisor of at least 1");
  if (p.pair < 0 || p.pair > 3 ||
      (p.pair && (p.index_map != 1 || p.mode != 0 || p.weighted || p.padding_idx != -1 || p.format != 0 ||
                  p.pair_rows < p.index_divisor)))
    throw invalid(where, "a quotient-remainder pair needs the quotient map, mode sum, no weights or padding_idx, "
                         "float tables and a remainder table of at least the divisor's rows");
  narrow(p.format == 0 ? p.rows * p.dim : p.table_bytes() + 3, "table size");
  narrow(p.pair_rows * p.dim, "remainder table size");
  narrow(p.num_bags() * p.width(), "output size");
  narrow(2 * std::max(p.num_indices, p.num_offsets), "index count");
  pipeline_ = &context.pipeline(
      key_or(pipeline_key, p.key()), flat_desc("embedding_bag", 6, 7 * 4,
                         {uint32_t(p.mode), uint32_t(p.index64), uint32_t(p.offset64), uint32_t(p.weighted),
                          uint32_t(p.include_last_offset), uint32_t(p.format), uint32_t(p.index_map),
                          uint32_t(narrow(p.index_divisor, "index divisor")), uint32_t(p.pair)}));
  // The shader's workgroup is fixed at 64 invocations (local_size_x = 64 in the source).
}

void EmbeddingBagKernel::record(CommandList& list, const BufferView& table, const BufferView& indices,
                                const BufferView& offsets, const BufferView& weights, const BufferView& output,
                                const BufferView& status) const {
  const EmbeddingBagParams& p = params_;
  if (!table.buffer || !indices.buffer || !offsets.buffer || !output.buffer || !status.buffer ||
      ((p.weighted || p.pair) && !weights.buffer))
    throw invalid("vulkan embedding_bag", "an operand the parameters require is missing");
  list.fill({status.buffer, status.offset, kStatusBytes}, 0);
  struct {
    int32_t rows, dim, num_indices, num_offsets, num_bags, padding_idx, row_bytes;
  } push{int32_t(p.rows), int32_t(p.dim), int32_t(p.num_indices), int32_t(p.num_offsets), int32_t(p.num_bags()),
         int32_t(p.padding_idx), int32_t(p.row_bytes())};
  Context& ctx = list.context();
  // Empty index/offset lists still need a bindable buffer.
  BufferView views[6] = {or_dummy(ctx, table), p.num_indices ? indices : BufferView{&ctx.dummy(), 0, 0},
                         p.num_offsets ? offsets : BufferView{&ctx.dummy(), 0, 0}, or_dummy(ctx, weights), output,
                         {status.buffer, status.offset, kStatusBytes}};
  const bool writes[6] = {false, false, false, false, true, true};
  const int64_t bags = p.num_bags();
  const int64_t max_x = ctx.limits().maxComputeWorkGroupCount[0];
  const int64_t gx = std::min(bags, max_x), gy = gx ? (bags + gx - 1) / gx : 0;
  list.dispatch(*pipeline_, views, writes, &push, sizeof(push), uint32_t(gx), uint32_t(gy));
}

void EmbeddingBagKernel::check_status(const uint32_t status[4], const std::string& where) const {
  if (status[0] == 0) return;
  const int64_t value = int64_t((uint64_t(status[3]) << 32) | status[2]);
  const std::string mapped = params_.index_map == 0 ? ""
                             : std::string(" (read as its ") + (params_.index_map == 1 ? "quotient" : "remainder") +
                                   " by " + std::to_string(params_.index_divisor) + ")";
  if (status[0] == 1)
    throw Error(ErrorKind::Invalid, where, "index " + std::to_string(value) + mapped + " at position " +
                std::to_string(status[1]) + " is outside the table's " + std::to_string(params_.rows) + " rows");
  throw Error(ErrorKind::Invalid, where, "offsets of bag " + std::to_string(status[1]) +
              " are out of order or outside [0, " + std::to_string(params_.num_indices) + "]");
}

// ---------------------------------------------------------------------------------------------
// gather, upsample, pixel shuffle

GatherKernel::GatherKernel(Context& context, int64_t batch, int64_t d1, int64_t d2, std::vector<int64_t> rows,
                           std::vector<int64_t> cols, const std::string& pipeline_key)
    : batch_(batch), d1_(d1), d2_(d2), count_(int64_t(rows.size())) {
  if (rows.size() != cols.size()) throw invalid("vulkan gather", "indices0 and indices1 differ in length");
  if (batch < 1 || d1 < 1 || d2 < 1) throw invalid("vulkan gather", "extents must be positive");
  narrow(batch * d1 * d2, "source size");
  narrow(batch * count_, "output size");
  std::vector<int32_t> offsets(rows.size());
  for (size_t k = 0; k < rows.size(); ++k) {
    if (rows[k] < 0 || rows[k] >= d1 || cols[k] < 0 || cols[k] >= d2)
      throw invalid("vulkan gather", "index pair (" + std::to_string(rows[k]) + ", " + std::to_string(cols[k]) +
                    ") outside [" + std::to_string(d1) + ", " + std::to_string(d2) + ")");
    offsets[k] = int32_t(rows[k] * d2 + cols[k]);
  }
  if (!offsets.empty()) {
    offsets_ = context.allocate(offsets.size() * 4);
    context.upload({&offsets_, 0, offsets.size() * 4}, offsets.data(), offsets.size() * 4);
  }
  pipeline_ = &context.pipeline(key_or(pipeline_key, "vk.gather"), flat_desc("gather", 3, 3 * 4));
}

void GatherKernel::record(CommandList& list, const BufferView& src, const BufferView& output) const {
  if (count_ == 0) return;
  struct { int32_t batch, count, stride; } push{int32_t(batch_), int32_t(count_), int32_t(d1_ * d2_)};
  BufferView views[3] = {src, {&offsets_, 0, 0}, output};
  const bool writes[3] = {false, false, true};
  auto g = flat_groups(list.context(), batch_ * count_);
  list.dispatch(*pipeline_, views, writes, &push, sizeof(push), g[0], g[1]);
}

ChannelGatherKernel::ChannelGatherKernel(Context& context, int64_t n, int64_t in_channels, int64_t pixels,
                                         std::vector<int64_t> sources, const std::string& pipeline_key)
    : n_(n), in_channels_(in_channels), pixels_(pixels), out_channels_(int64_t(sources.size())) {
  if (n < 1 || in_channels < 1 || pixels < 1 || sources.empty())
    throw invalid("vulkan channel_gather", "extents must be positive");
  narrow(n * std::max(in_channels, out_channels_) * pixels, "tensor size");
  std::vector<int32_t> table(sources.size());
  for (size_t j = 0; j < sources.size(); ++j) {
    if (sources[j] < -1 || sources[j] >= in_channels)
      throw invalid("vulkan channel_gather", "channel " + std::to_string(sources[j]) + " outside the operand's " +
                    std::to_string(in_channels));
    table[j] = int32_t(sources[j]);
  }
  sources_ = context.allocate(table.size() * 4);
  context.upload({&sources_, 0, table.size() * 4}, table.data(), table.size() * 4);
  pipeline_ = &context.pipeline(key_or(pipeline_key, "vk.channel_gather"), flat_desc("channel_gather", 3, 4 * 4));
}

void ChannelGatherKernel::record(CommandList& list, const BufferView& input, const BufferView& output) const {
  struct { int32_t n, out_channels, in_channels, pixels; } push{int32_t(n_), int32_t(out_channels_),
                                                                int32_t(in_channels_), int32_t(pixels_)};
  BufferView views[3] = {input, {&sources_, 0, 0}, output};
  const bool writes[3] = {false, false, true};
  auto g = flat_groups(list.context(), n_ * out_channels_ * pixels_);
  list.dispatch(*pipeline_, views, writes, &push, sizeof(push), g[0], g[1]);
}

UpsampleNearestKernel::UpsampleNearestKernel(Context& context, int64_t n, int64_t c, int64_t h, int64_t w,
                                             int64_t sh, int64_t sw, const std::string& pipeline_key)
    : planes_(n * c), h_(h), w_(w), sh_(sh), sw_(sw) {
  if (n < 1 || c < 1 || h < 1 || w < 1 || sh < 1 || sw < 1) throw invalid("vulkan upsample_nearest", "extents and scales must be positive");
  narrow(planes_ * h * sh * w * sw, "output size");
  pipeline_ = &context.pipeline(key_or(pipeline_key, "vk.upsample_nearest"), flat_desc("upsample_nearest", 2, 5 * 4));
}

void UpsampleNearestKernel::record(CommandList& list, const BufferView& input, const BufferView& output) const {
  struct { int32_t planes, h, w, sh, sw; } push{int32_t(planes_), int32_t(h_), int32_t(w_), int32_t(sh_), int32_t(sw_)};
  BufferView views[2] = {input, output};
  const bool writes[2] = {false, true};
  auto g = flat_groups(list.context(), planes_ * h_ * sh_ * w_ * sw_);
  list.dispatch(*pipeline_, views, writes, &push, sizeof(push), g[0], g[1]);
}

Pool2dKernel::Pool2dKernel(Context& context, const ops::cpu::Pool2dParams& p, const std::string& pipeline_key)
    : p_(p) {
  const std::string err = ops::cpu::check_pool2d(p);
  if (!err.empty() || p.blocked) throw invalid("vulkan pool2d", err.empty() ? "the blocked layout is CPU-only" : err);
  narrow(p.batch * p.channels * std::max(p.in_h * p.in_w, p.out_h * p.out_w), "tensor size");
  pipeline_ = &context.pipeline(key_or(pipeline_key, "vk.pool2d"), flat_desc("pool2d", 2, 14 * 4));
}

void Pool2dKernel::record(CommandList& list, const BufferView& input, const BufferView& output) const {
  const auto& p = p_;
  const int32_t push[14] = {int32_t(p.batch * p.channels), int32_t(p.in_h),     int32_t(p.in_w),
                            int32_t(p.out_h),              int32_t(p.out_w),    int32_t(p.kernel_h),
                            int32_t(p.kernel_w),           int32_t(p.stride_h), int32_t(p.stride_w),
                            int32_t(p.dilation_h),         int32_t(p.dilation_w), int32_t(p.pad_top),
                            int32_t(p.pad_left),           int32_t(p.max ? 1 : 0)};
  BufferView views[2] = {input, output};
  const bool writes[2] = {false, true};
  auto g = flat_groups(list.context(), p.batch * p.channels * p.out_h * p.out_w);
  list.dispatch(*pipeline_, views, writes, push, sizeof(push), g[0], g[1]);
}

PixelShuffleKernel::PixelShuffleKernel(Context& context, int64_t n, int64_t c, int64_t h, int64_t w, int64_t r,
                                       const std::string& pipeline_key)
    : n_(n), c_(c), h_(h), w_(w), r_(r) {
  if (n < 1 || c < 1 || h < 1 || w < 1 || r < 1) throw invalid("vulkan pixel_shuffle", "extents and factor must be positive");
  narrow(n * c * h * w * r * r, "tensor size");
  pipeline_ = &context.pipeline(key_or(pipeline_key, "vk.pixel_shuffle"), flat_desc("pixel_shuffle", 2, 5 * 4));
}

void PixelShuffleKernel::record(CommandList& list, const BufferView& input, const BufferView& output) const {
  struct { int32_t n, c, h, w, r; } push{int32_t(n_), int32_t(c_), int32_t(h_), int32_t(w_), int32_t(r_)};
  BufferView views[2] = {input, output};
  const bool writes[2] = {false, true};
  auto g = flat_groups(list.context(), n_ * c_ * h_ * w_ * r_ * r_);
  list.dispatch(*pipeline_, views, writes, &push, sizeof(push), g[0], g[1]);
}

// ---------------------------------------------------------------------------------------------
// strided copies and pad

StridedCopyParams StridedCopyParams::transpose(const std::vector<int64_t>& in_shape, const std::vector<int64_t>& perm) {
  if (perm.size() != in_shape.size()) throw invalid("vulkan transpose", "permutation rank differs from the input's");
  std::vector<int64_t> in_strides = dense_strides(in_shape);
  StridedCopyParams p;
  std::vector<bool> seen(perm.size());
  for (int64_t d : perm) {
    if (d < 0 || d >= int64_t(perm.size()) || seen[d]) throw invalid("vulkan transpose", "not a permutation");
    seen[d] = true;
    p.shape.push_back(in_shape[d]);
    p.src_strides.push_back(in_strides[d]);
  }
  p.dst_strides = dense_strides(p.shape);
  return p;
}

StridedCopyParams StridedCopyParams::slice(const std::vector<int64_t>& in_shape, const std::vector<int64_t>& offsets,
                                           const std::vector<int64_t>& sizes, const std::vector<int64_t>& steps) {
  const size_t rank = in_shape.size();
  if (offsets.size() != rank || sizes.size() != rank || steps.size() != rank)
    throw invalid("vulkan slice", "offsets, sizes and steps need one entry per dimension");
  std::vector<int64_t> in_strides = dense_strides(in_shape);
  StridedCopyParams p;
  p.shape = sizes;
  for (size_t d = 0; d < rank; ++d) {
    if (sizes[d] < 0 || steps[d] < 1 || offsets[d] < 0 || (sizes[d] > 0 && offsets[d] + (sizes[d] - 1) * steps[d] >= in_shape[d]))
      throw invalid("vulkan slice", "slice of dim " + std::to_string(d) + " leaves the source");
    p.src_offset += offsets[d] * in_strides[d];
    p.src_strides.push_back(in_strides[d] * steps[d]);
  }
  p.dst_strides = dense_strides(sizes);
  return p;
}

StridedCopyParams StridedCopyParams::insert(const std::vector<int64_t>& src_shape, const std::vector<int64_t>& dest_shape,
                                            const std::vector<int64_t>& offsets) {
  const size_t rank = src_shape.size();
  if (dest_shape.size() != rank || offsets.size() != rank)
    throw invalid("vulkan insert_slice", "source, destination and offsets ranks differ");
  std::vector<int64_t> dest_strides = dense_strides(dest_shape);
  StridedCopyParams p;
  p.shape = src_shape;
  p.src_strides = dense_strides(src_shape);
  p.dst_strides = dest_strides;
  for (size_t d = 0; d < rank; ++d) {
    if (offsets[d] < 0 || offsets[d] + src_shape[d] > dest_shape[d])
      throw invalid("vulkan insert_slice", "the source does not fit the destination along dim " + std::to_string(d));
    p.dst_offset += offsets[d] * dest_strides[d];
  }
  return p;
}

std::string StridedCopyParams::key() const {
  return "vk.strided_copy." + join(shape) + ".src" + std::to_string(src_offset) + ":" + join(src_strides) + ".dst" +
         std::to_string(dst_offset) + ":" + join(dst_strides);
}

StridedCopyKernel::StridedCopyKernel(Context& context, const StridedCopyParams& params) {
  const size_t rank = params.shape.size();
  if (rank > 6 || params.src_strides.size() != rank || params.dst_strides.size() != rank)
    throw invalid("vulkan strided_copy", "rank must be at most 6 with one stride per dimension");
  // Leading unused dims get extent 1.
  total_ = 1;
  for (size_t i = 0; i < 6; ++i) {
    const bool used = i >= 6 - rank;
    const size_t d = i - (6 - rank);
    push_[i] = used ? narrow(params.shape[d], "extent") : 1;
    push_[6 + i] = used ? narrow(params.src_strides[d], "stride") : 0;
    push_[12 + i] = used ? narrow(params.dst_strides[d], "stride") : 0;
    if (used) total_ *= params.shape[d];
  }
  push_[18] = narrow(params.src_offset, "offset");
  push_[19] = narrow(params.dst_offset, "offset");
  push_[20] = narrow(total_, "element count");
  pipeline_ = &context.pipeline("vk.strided_copy", flat_desc("strided_copy", 2, 21 * 4));
}

void StridedCopyKernel::record(CommandList& list, const BufferView& src, const BufferView& dst) const {
  if (total_ == 0) return;
  BufferView views[2] = {src, dst};
  const bool writes[2] = {false, true};
  auto g = flat_groups(list.context(), total_);
  list.dispatch(*pipeline_, views, writes, push_.data(), push_.size() * 4, g[0], g[1]);
}

namespace {
StridedCopyParams pad_interior(const std::vector<int64_t>& in_shape, const std::vector<int64_t>& low,
                               const std::vector<int64_t>& high) {
  if (low.size() != in_shape.size() || high.size() != in_shape.size())
    throw invalid("vulkan pad", "low and high need one entry per dimension");
  std::vector<int64_t> out_shape(in_shape.size());
  for (size_t d = 0; d < in_shape.size(); ++d) {
    if (low[d] < 0 || high[d] < 0) throw invalid("vulkan pad", "negative padding is not supported");
    out_shape[d] = in_shape[d] + low[d] + high[d];
  }
  return StridedCopyParams::insert(in_shape, out_shape, low);
}
}  // namespace

PadKernel::PadKernel(Context& context, const std::vector<int64_t>& in_shape, const std::vector<int64_t>& low,
                     const std::vector<int64_t>& high, float value)
    : pattern_(std::bit_cast<uint32_t>(value)), copy_(context, pad_interior(in_shape, low, high)) {
  for (size_t d = 0; d < in_shape.size(); ++d) out_shape_.push_back(in_shape[d] + low[d] + high[d]);
}

void PadKernel::record(CommandList& list, const BufferView& input, const BufferView& output) const {
  int64_t total = 1;
  for (int64_t e : out_shape_) total *= e;
  list.fill({output.buffer, output.offset, size_t(total) * 4}, pattern_);
  copy_.record(list, input, output);
}

// ---------------------------------------------------------------------------------------------
// elementwise

ElementwiseKernel::ElementwiseKernel(Context& context, ElementwiseOp op, const std::vector<int64_t>& out_shape,
                                     const std::vector<int64_t>& a_shape, const std::vector<int64_t>& b_shape, float alpha)
    : op_(op) {
  const size_t rank = out_shape.size();
  if (rank > 6 || a_shape.size() > rank || b_shape.size() > rank)
    throw invalid("vulkan elementwise", "ranks must be at most 6 and at most the output's");
  auto broadcast_strides = [&](const std::vector<int64_t>& shape) {
    std::vector<int64_t> dense = dense_strides(shape), strides(rank, 0);
    const size_t lead = rank - shape.size();
    for (size_t d = 0; d < shape.size(); ++d) {
      if (shape[d] != 1 && shape[d] != out_shape[lead + d])
        throw invalid("vulkan elementwise", "shape " + join(shape) + " does not broadcast to " + join(out_shape));
      strides[lead + d] = shape[d] == 1 ? 0 : dense[d];
    }
    return strides;
  };
  const bool binary = int(op) < 16;
  std::vector<int64_t> sa = broadcast_strides(a_shape), sb = binary ? broadcast_strides(b_shape) : std::vector<int64_t>(rank, 0);
  total_ = 1;
  for (size_t i = 0; i < 6; ++i) {
    const bool used = i >= 6 - rank;
    const size_t d = i - (6 - rank);
    push_[i] = used ? narrow(out_shape[d], "extent") : 1;
    push_[6 + i] = used ? int32_t(sa[d]) : 0;
    push_[12 + i] = used ? int32_t(sb[d]) : 0;
    if (used) total_ *= out_shape[d];
  }
  push_[18] = 0;
  push_[19] = 0;
  push_[20] = narrow(total_, "element count");
  push_[21] = std::bit_cast<int32_t>(alpha);
  pipeline_ = &context.pipeline("vk.elementwise.op" + std::to_string(int(op)),
                                flat_desc("elementwise", 3, 22 * 4, {uint32_t(op)}));
}

void ElementwiseKernel::record(CommandList& list, const BufferView& a, const BufferView& b, const BufferView& output) const {
  if (total_ == 0) return;
  const bool binary = int(op_) < 16;
  if (!a.buffer || !output.buffer || (binary && !b.buffer)) throw invalid("vulkan elementwise", "an operand is missing");
  BufferView views[3] = {a, binary ? b : BufferView{&list.context().dummy(), 0, 0}, output};
  const bool writes[3] = {false, false, true};
  auto g = flat_groups(list.context(), total_);
  list.dispatch(*pipeline_, views, writes, push_.data(), push_.size() * 4, g[0], g[1]);
}

}  // namespace linrt::engine::vk
