// CPU kernels for fixed-pattern data movement: the linrt dialect's nearest upsampling, pixel
// shuffle, constant-index gather and channel gather, and tensor.concat. They are memory-bound copies, so the plain loops of
// ops/data_movement.h serve as the kernels; what this adds over the reference fallback is that
// they write straight into the arena and take a fused epilogue.
#include <cstring>
#include <vector>

#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/blocked_roles.h"
#include "engine/plan/params/slice.h"
#include "graph/dialect/linrt/data_movement.h"
#include "ops/channel_gather_cpu.h"
#include "ops/data_movement.h"
#include "ops/layout.h"
#include "ops/isa_kernels.h"

namespace linrt::engine {

namespace {

// The shared part: one input, one output made row by row (a row is the output's innermost
// dimension; rows may lie a stride apart, writes_strided_rows), and an optional f32 epilogue
// over the whole output. With an epilogue each row is
// made in a scratch row, finished there and then stored, so every epilogue operand element is
// read before the output element at its index is written: the planner may put an epilogue
// operand (a residual) in the output's own memory.
class CopyKernel : public CpuKernel {
 public:
  explicit CopyKernel(const KernelSpec& spec) : in_(spec.inputs.at(0)), out_(spec.outputs.at(0)) {
    row_len_ = out_.shape.empty() ? 1 : out_.shape.back();
    num_rows_ = row_len_ ? out_.numel() / row_len_ : 0;
  }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    const auto* in = static_cast<const uint8_t*>(inputs[0].data);
    auto* out = static_cast<uint8_t*>(outputs[0].data);
    const size_t row_bytes = size_t(row_len_) * elem();
    const size_t out_stride = outputs[0].row_stride ? size_t(outputs[0].row_stride) * elem() : row_bytes;
    if (!ctx.epilogue) {
      for (int64_t r = 0; r < num_rows_; ++r) copy_row(in, out + size_t(r) * out_stride, r);
      return;
    }
    thread_local std::vector<float> scratch;  // grows to the widest row once per thread
    if (scratch.size() < size_t(row_len_)) scratch.resize(size_t(row_len_));
    for (int64_t r = 0; r < num_rows_; ++r) {
      copy_row(in, reinterpret_cast<uint8_t*>(scratch.data()), r);
      ctx.epilogue->apply(scratch.data(), r * row_len_, row_len_);
      std::memcpy(out + size_t(r) * out_stride, scratch.data(), row_bytes);
    }
  }
  bool epilogue_operand_may_alias_output() const override { return true; }
  bool writes_strided_rows() const override { return true; }

 protected:
  // Writes output row `r` (row_len_ elements) to `out_row`.
  virtual void copy_row(const uint8_t* in, uint8_t* out_row, int64_t r) const = 0;
  size_t elem() const { return dtype_size(in_.dtype); }
  TensorDesc in_, out_;
  int64_t row_len_ = 1, num_rows_ = 0;
};

// In the blocked channel layout NCHW16c (input and output blocked alike) a pixel's 16 channels
// move as one element of 64 bytes: rows are then 16 times as long and 16 times fewer.
class UpsampleNearestKernel final : public CopyKernel {
 public:
  UpsampleNearestKernel(const KernelSpec& spec, int64_t sh, int64_t sw)
      : CopyKernel(spec), sh_(sh), sw_(sw), block_(spec.output_blocked ? ops::ref::kChannelBlock : 1) {
    row_len_ *= block_;
    num_rows_ /= block_;
  }
  std::string name() const override { return "upsample_nearest.copy"; }
  bool writes_strided_rows() const override { return block_ == 1; }

 private:
  void copy_row(const uint8_t* in, uint8_t* out_row, int64_t r) const override {
    const auto& s = in_.shape;
    ops::ref::upsample_nearest_row(in, out_row, elem() * size_t(block_), s[2], s[3], sh_, sw_, r);
  }
  int64_t sh_, sw_, block_;
};

class PixelShuffleKernel final : public CopyKernel {
 public:
  PixelShuffleKernel(const KernelSpec& spec, int64_t r) : CopyKernel(spec), r_(r) {}
  std::string name() const override { return "pixel_shuffle.copy"; }

 private:
  void copy_row(const uint8_t* in, uint8_t* out_row, int64_t r) const override {
    const auto& s = in_.shape;
    ops::ref::pixel_shuffle_row(in, out_row, elem(), s[2], s[3], r_, r);
  }
  int64_t r_;
};

// Output row b takes the elements (rows[k], cols[k]) of input plane b. Their offsets in a plane
// are worked out once, and 4-byte elements (DLRM's Z[:, li, lj]) move as plain loads and stores
// instead of a memcpy call each.
class GatherPairsKernel final : public CopyKernel {
 public:
  GatherPairsKernel(const KernelSpec& spec, const std::vector<int64_t>& rows, const std::vector<int64_t>& cols)
      : CopyKernel(spec), plane_(in_.shape[1] * in_.shape[2]) {
    for (size_t k = 0; k < rows.size(); ++k) offsets_.push_back(rows[k] * in_.shape[2] + cols[k]);
  }
  std::string name() const override { return "gather.copy"; }

 private:
  void copy_row(const uint8_t* in, uint8_t* out_row, int64_t r) const override {
    const size_t n = offsets_.size(), es = elem();
    if (es == sizeof(uint32_t)) {
      const auto* src = reinterpret_cast<const uint32_t*>(in) + r * plane_;
      auto* dst = reinterpret_cast<uint32_t*>(out_row);
      for (size_t k = 0; k < n; ++k) dst[k] = src[offsets_[k]];
      return;
    }
    const uint8_t* src = in + size_t(r * plane_) * es;
    for (size_t k = 0; k < n; ++k) std::memcpy(out_row + k * es, src + size_t(offsets_[k]) * es, es);
  }
  int64_t plane_;
  std::vector<int64_t> offsets_;
};

// tensor.extract_slice with static offsets, sizes and strides (torch-mlir's split and narrow:
// ShuffleNet's channel split, a transformer's q/k/v), the result possibly rank-reduced. Output
// row r is row r of the box `sizes` (dropping unit dims keeps the order), read from the source
// at the offsets with the strides: contiguous rows move as one memcpy.
class ExtractSliceKernel final : public CopyKernel {
 public:
  ExtractSliceKernel(const KernelSpec& spec, std::vector<int64_t> offsets, std::vector<int64_t> sizes,
                     std::vector<int64_t> strides)
      : CopyKernel(spec), sizes_(std::move(sizes)) {
    const std::vector<int64_t>& in = in_.shape;
    int64_t stride = 1;
    src_strides_.assign(in.size(), 0);
    for (size_t d = in.size(); d-- > 0;) {
      base_ += offsets[d] * stride;
      src_strides_[d] = stride * strides[d];
      stride *= in[d];
    }
  }
  std::string name() const override { return "extract_slice.copy"; }

 private:
  void copy_row(const uint8_t* in, uint8_t* out_row, int64_t r) const override {
    const size_t es = elem(), last = sizes_.size() - 1;
    int64_t at = base_;
    for (size_t d = last; d-- > 0;) {
      at += (r % sizes_[d]) * src_strides_[d];
      r /= sizes_[d];
    }
    const uint8_t* src = in + size_t(at) * es;
    if (src_strides_[last] == 1) {
      std::memcpy(out_row, src, size_t(row_len_) * es);
      return;
    }
    for (int64_t x = 0; x < row_len_; ++x) std::memcpy(out_row + size_t(x) * es, src + size_t(x * src_strides_[last]) * es, es);
  }
  std::vector<int64_t> sizes_, src_strides_;
  int64_t base_ = 0;
};

// tensor.insert_slice with a static box (the zero-inserted input torch-mlir builds for
// ConvTranspose2d: the source written at stride 2 into a filled destination): the destination
// is copied to the output, then each source row written into its row of the box.
class InsertSliceKernel final : public CpuKernel {
 public:
  InsertSliceKernel(const KernelSpec& spec, const SliceBox& box) : sizes_(box.sizes), out_(spec.outputs[0]) {
    int64_t stride = 1;
    dst_strides_.assign(out_.shape.size(), 0);
    for (size_t d = out_.shape.size(); d-- > 0;) {
      base_ += box.offsets[d] * stride;
      dst_strides_[d] = stride * box.strides[d];
      stride *= out_.shape[d];
    }
  }
  std::string name() const override { return "insert_slice.copy"; }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext&) const override {
    const size_t es = dtype_size(out_.dtype), last = sizes_.size() - 1;
    auto* out = static_cast<uint8_t*>(outputs[0].data);
    const auto* src = static_cast<const uint8_t*>(inputs[0].data);
    if (inputs[1].data != out) std::memcpy(out, inputs[1].data, size_t(out_.numel()) * es);
    const int64_t row = sizes_[last], rows = row ? shape_numel(sizes_) / row : 0;
    for (int64_t r = 0; r < rows; ++r) {
      int64_t at = base_, rest = r;
      for (size_t d = last; d-- > 0;) {
        at += (rest % sizes_[d]) * dst_strides_[d];
        rest /= sizes_[d];
      }
      const uint8_t* from = src + size_t(r * row) * es;
      if (dst_strides_[last] == 1) {
        std::memcpy(out + size_t(at) * es, from, size_t(row) * es);
        continue;
      }
      for (int64_t x = 0; x < row; ++x)
        std::memcpy(out + size_t(at + x * dst_strides_[last]) * es, from + size_t(x) * es, es);
    }
  }

 private:
  std::vector<int64_t> sizes_, dst_strides_;
  int64_t base_ = 0;
  TensorDesc out_;
};

// tensor.concat along any dimension: per index of the dims before the axis, each input's
// contiguous chunk is copied to its place in the output row (the planner already writes concats
// whose leading dims are 1 in place; this serves the others, e.g. DLRM's concat of features
// along dim 1). An input whose producer already wrote it into its place (its storage is a
// strided slice of the output: the planner's strided concat) starts exactly there and is skipped;
// no other input can, since it is live while the output is written.
class ConcatKernel final : public CpuKernel {
 public:
  ConcatKernel(const KernelSpec& spec, size_t axis) {
    const TensorDesc& out = spec.outputs[0];
    const size_t es = dtype_size(out.dtype);
    for (size_t d = 0; d < axis; ++d) outer_ *= out.shape[d];
    for (const TensorDesc& in : spec.inputs) {
      int64_t inner = 1;
      for (size_t d = axis; d < in.shape.size(); ++d) inner *= in.shape[d];
      column_bytes_.push_back(row_bytes_);
      chunk_bytes_.push_back(size_t(inner) * es);
      row_bytes_ += size_t(inner) * es;
    }
  }
  std::string name() const override { return "concat.copy"; }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext&) const override {
    auto* out = static_cast<uint8_t*>(outputs[0].data);
    for (size_t i = 0; i < inputs.size(); ++i) {
      const auto* in = static_cast<const uint8_t*>(inputs[i].data);
      if (in == out + column_bytes_[i]) continue;
      for (int64_t o = 0; o < outer_; ++o)
        std::memcpy(out + size_t(o) * row_bytes_ + column_bytes_[i], in + size_t(o) * chunk_bytes_[i], chunk_bytes_[i]);
    }
  }

 private:
  int64_t outer_ = 1;
  size_t row_bytes_ = 0;              // one output row: every input's chunk
  std::vector<size_t> chunk_bytes_;   // per input: its chunk of a row
  std::vector<size_t> column_bytes_;  // per input: where its chunk starts in a row
};

// linrt.channel_gather: output channel j is channel channels[j] of the inputs' concatenation.
// Row-major, each output channel plane is one copy of its source plane. In the blocked channel
// layout NCHW16c (inputs and output alike; each input's last block padded on its own) a lane of
// an output block reads the lane of an input block that holds its channel, pixel by pixel, and
// the output's padding lanes are written as zeros. The epilogue runs over each finished plane.
class ChannelGatherKernel final : public CpuKernel {
 public:
  ChannelGatherKernel(const KernelSpec& spec, const std::vector<int64_t>& channels)
      : blocked_(spec.output_blocked), n_(spec.outputs[0].shape[0]),
        hw_(spec.outputs[0].shape[2] * spec.outputs[0].shape[3]), elem_(dtype_size(spec.outputs[0].dtype)) {
    const int64_t lanes = blocked_ ? ops::ref::kChannelBlock : 1;
    std::vector<int64_t> first;  // per input: its first channel in the concatenation
    int64_t total = 0;
    for (const TensorDesc& in : spec.inputs) {
      first.push_back(total);
      total += in.shape[1];
      in_planes_.push_back(blocked_ ? ops::ref::blocked_channels(in.shape[1]) : in.shape[1]);
    }
    // Per output lane: its input, and the element of that input's image where its channel's
    // pixel 0 lies (counted in elements of a plane run: blocked planes hold 16 lanes a pixel).
    out_planes_ = blocked_ ? ops::ref::blocked_channels(int64_t(channels.size())) : int64_t(channels.size());
    for (int64_t j = 0; j < out_planes_; ++j) {
      if (j >= int64_t(channels.size())) {
        sources_.push_back({-1, 0});
        continue;
      }
      size_t i = 0;
      while (channels[size_t(j)] >= first[i] + spec.inputs[i].shape[1]) ++i;
      const int64_t c = channels[size_t(j)] - first[i];
      sources_.push_back({int64_t(i), (c / lanes) * hw_ * lanes + c % lanes});
    }
  }
  std::string name() const override { return blocked_ ? "channel_gather.blocked" : "channel_gather.copy"; }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    auto* out = static_cast<uint8_t*>(outputs[0].data);
    const int64_t lanes = blocked_ ? ops::ref::kChannelBlock : 1, planes = out_planes_ / lanes;
    const int64_t plane = hw_ * lanes;  // elements of one output plane (a channel, or a block of 16)
    ops::cpu::parallel_blocks(ctx.threads, n_ * planes, [&](int64_t np) {
      const int64_t b = np / planes, q = np % planes;
      uint8_t* dst = out + size_t(np * plane) * elem_;
      if (!blocked_) {
        const Source& s = sources_[size_t(q)];
        const auto* src = static_cast<const uint8_t*>(inputs[size_t(s.input)].data);
        std::memcpy(dst, src + size_t(b * in_planes_[size_t(s.input)] * hw_ + s.offset) * elem_, size_t(hw_) * elem_);
      } else {
        gather_block(inputs, b, q, reinterpret_cast<float*>(dst));
      }
      if (ctx.epilogue) ctx.epilogue->apply(reinterpret_cast<float*>(dst), np * plane, plane);
    }, [] {});
  }

 private:
  struct Source {
    int64_t input;   // -1: a padding lane (zero)
    int64_t offset;  // in elements, within one image of the input
  };
  // Output block q of image b: lane l is its channel's lane of the input block that holds it.
  void gather_block(std::span<const ConstBuffer> inputs, int64_t b, int64_t q, float* dst) const {
    constexpr int64_t L = ops::ref::kChannelBlock;
    const float* block[L];
    int32_t lane[L];
    for (int64_t l = 0; l < L; ++l) {
      const Source& s = sources_[size_t(q * L + l)];
      lane[l] = int32_t(s.offset % L);
      block[l] = s.input < 0 ? nullptr
                             : static_cast<const float*>(inputs[size_t(s.input)].data) +
                                   b * in_planes_[size_t(s.input)] * hw_ + s.offset - lane[l];
    }
    ops::cpu::gather_channel_lanes(isa_, block, lane, hw_, dst);
  }
  ops::cpu::Isa isa_ = ops::cpu::preferred_isa();
  bool blocked_;
  int64_t n_, hw_;
  size_t elem_;
  int64_t out_planes_ = 0;
  std::vector<int64_t> in_planes_;  // per input: the channels one image stores (padded when blocked)
  std::vector<Source> sources_;     // per output channel (padded when blocked)
};

// Accepts a rank-4 single-input op whose output has the shape `expected`; an epilogue needs f32.
bool accepts(const KernelSpec& spec, const std::vector<int64_t>& expected) {
  if (spec.inputs.size() != 1 || spec.outputs.size() != 1 || spec.inputs[0].shape.size() != 4) return false;
  if (spec.has_epilogue && spec.outputs[0].dtype != DType::F32) return false;
  return spec.outputs[0].dtype == spec.inputs[0].dtype && spec.outputs[0].shape == expected;
}

}  // namespace

// The copies that run blocked: a nearest upsampling and a concat along the channels of whole
// blocks (they move whole blocks: at N > 1 each image's blocks are one run of the output's,
// as its channels are row-major), and a channel gather.
LINRT_REGISTRATION(layout, data_movement) {
  register_blocked_role(graph::UpsampleNearestAttrs::kId, [](const graph::Operation& op) {
    return op.operands.size() == 1 && op.results.size() == 1 && whole_channel_blocks(op.operands[0])
               ? BlockedRole::Same
               : BlockedRole::None;
  });
  register_blocked_role(graph::OpId::TensorConcat, [](const graph::Operation& op) {
    const graph::Attribute* dim = op.attr("dim");
    if (!dim || dim->kind != graph::Attribute::Kind::Integer || dim->i != 1 || op.results.size() != 1 ||
        !whole_channel_blocks(op.results[0].get()))
      return BlockedRole::None;
    for (const graph::Value* v : op.operands)
      if (!whole_channel_blocks(v)) return BlockedRole::None;
    return BlockedRole::Same;
  });
  // A channel gather reads each operand's own (padded) blocks and writes its padding lanes as zeros.
  register_blocked_role(graph::ChannelGatherAttrs::kId, [](const graph::Operation& op) {
    return op.results.size() == 1 ? BlockedRole::Same : BlockedRole::None;
  });
}

LINRT_REGISTRATION(cpu, data_movement) {
  register_cpu_kernel(graph::OpName(graph::UpsampleNearestAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    const auto attrs = graph::UpsampleNearestAttrs::read(*spec.root);
    if (!attrs || spec.inputs.size() != 1) return nullptr;
    const int64_t sh = attrs->scale[0], sw = attrs->scale[1];
    const auto& s = spec.inputs[0].shape;
    if (s.size() != 4 || !accepts(spec, {s[0], s[1], s[2] * sh, s[3] * sw})) return nullptr;
    if (spec.input0_blocked != spec.output_blocked || (spec.output_blocked && s[1] % ops::ref::kChannelBlock != 0))
      return nullptr;
    return std::make_unique<UpsampleNearestKernel>(spec, sh, sw);
  });
  register_cpu_kernel(graph::OpName(graph::PixelShuffleAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    const auto attrs = graph::PixelShuffleAttrs::read(*spec.root);
    if (!attrs || spec.inputs.size() != 1) return nullptr;
    const int64_t r = attrs->factor;
    const auto& s = spec.inputs[0].shape;
    if (s.size() != 4 || s[1] % (r * r) != 0 || !accepts(spec, {s[0], s[1] / (r * r), s[2] * r, s[3] * r}))
      return nullptr;
    return std::make_unique<PixelShuffleKernel>(spec, r);
  });
  register_cpu_kernel(graph::OpName(graph::ChannelGatherAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    const auto attrs = graph::ChannelGatherAttrs::read(*spec.root);
    if (!attrs || spec.inputs.empty() || spec.outputs.size() != 1) return nullptr;
    const TensorDesc& out = spec.outputs[0];
    int64_t total = 0;
    for (const TensorDesc& in : spec.inputs) {
      if (in.dtype != out.dtype || in.shape.size() != 4 || out.shape.size() != 4 || in.shape[0] != out.shape[0] ||
          in.shape[2] != out.shape[2] || in.shape[3] != out.shape[3])
        return nullptr;
      total += in.shape[1];
    }
    // Out-of-range channels are left to the reference handler, which names the op.
    if (out.shape[1] != int64_t(attrs->channels.size()) || attrs->first_out_of_range(total)) return nullptr;
    if ((spec.has_epilogue || spec.output_blocked) && out.dtype != DType::F32) return nullptr;
    if (spec.input0_blocked != spec.output_blocked) return nullptr;
    return std::make_unique<ChannelGatherKernel>(spec, attrs->channels);
  });
  register_cpu_kernel("tensor.concat", [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    const graph::Attribute* dim = spec.root->attr("dim");
    if (!dim || dim->kind != graph::Attribute::Kind::Integer || spec.inputs.empty() || spec.outputs.size() != 1)
      return nullptr;
    const TensorDesc& out = spec.outputs[0];
    if (dim->i < 0 || size_t(dim->i) >= out.shape.size()) return nullptr;
    if (spec.has_epilogue) return nullptr;  // the planner fuses none into a concat
    const size_t axis = size_t(dim->i);
    int64_t along = 0;
    for (const TensorDesc& in : spec.inputs) {
      if (in.dtype != out.dtype || in.shape.size() != out.shape.size()) return nullptr;
      for (size_t d = 0; d < in.shape.size(); ++d)
        if (d != axis && in.shape[d] != out.shape[d]) return nullptr;
      along += in.shape[axis];
    }
    if (along != out.shape[axis]) return nullptr;
    return std::make_unique<ConcatKernel>(spec, axis);
  });
  register_cpu_kernel("tensor.extract_slice", [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    auto box = static_slice(*spec.root, spec.inputs.empty() ? std::vector<int64_t>{} : spec.inputs[0].shape);
    if (!box || spec.inputs.size() != 1 || spec.outputs.size() != 1 || spec.outputs[0].dtype != spec.inputs[0].dtype ||
        (spec.has_epilogue && spec.outputs[0].dtype != DType::F32))
      return nullptr;
    // The result is the box with unit dims dropped; its rows must be the box's rows.
    const std::vector<int64_t>& out = spec.outputs[0].shape;
    std::vector<int64_t> kept;
    for (int64_t e : box->sizes)
      if (e != 1) kept.push_back(e);
    std::vector<int64_t> out_kept;
    for (int64_t e : out)
      if (e != 1) out_kept.push_back(e);
    if (kept != out_kept || out.empty() || box->sizes.empty() || out.back() != box->sizes.back()) return nullptr;
    return std::make_unique<ExtractSliceKernel>(spec, box->offsets, box->sizes, box->strides);
  });
  register_cpu_kernel("tensor.insert_slice", [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    if (spec.inputs.size() != 2 || spec.outputs.size() != 1 || spec.has_epilogue) return nullptr;
    const TensorDesc &src = spec.inputs[0], &dest = spec.inputs[1], &out = spec.outputs[0];
    auto box = static_slice(*spec.root, dest.shape, 2);
    // The source is the box with unit dims dropped, its innermost dim kept.
    if (!box || out.shape != dest.shape || out.dtype != dest.dtype || src.dtype != dest.dtype || src.shape.empty() ||
        src.numel() != shape_numel(box->sizes) || src.shape.back() != box->sizes.back())
      return nullptr;
    return std::make_unique<InsertSliceKernel>(spec, *box);
  });
  register_cpu_kernel(graph::OpName(graph::GatherAttrs::kId), [](const KernelSpec& spec) -> std::unique_ptr<CpuKernel> {
    const auto attrs = graph::GatherAttrs::read(*spec.root);
    if (!attrs || spec.inputs.size() != 1 || spec.outputs.size() != 1) return nullptr;
    const auto& s = spec.inputs[0].shape;
    const auto& o = spec.outputs[0].shape;
    if (s.size() != 3 || o != std::vector<int64_t>{s[0], int64_t(attrs->indices0.size())} ||
        spec.outputs[0].dtype != spec.inputs[0].dtype ||
        (spec.has_epilogue && spec.outputs[0].dtype != DType::F32))
      return nullptr;
    // The indices are constants of the op: out-of-range ones are left to the reference handler,
    // which reports them with the op's location.
    if (attrs->first_out_of_range(s[1], s[2])) return nullptr;
    return std::make_unique<GatherPairsKernel>(spec, attrs->indices0, attrs->indices1);
  });
}

}  // namespace linrt::engine
