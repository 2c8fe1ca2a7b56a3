// Data movement on Vulkan: tensor.insert_slice, tensor.concat and tensor.extract_slice as strided
// copies (shaders/strided_copy.comp), linrt.gather, linrt.channel_gather, linrt.upsample_nearest
// and linrt.pixel_shuffle (their own shaders); the kernel classes are in engine/vulkan/kernels.h, the
// root ops and their factories here, registered for each op's id (engine/vulkan/root_op.h).
#include <memory>

#include "core/registration.h"
#include "engine/plan/params/slice.h"
#include "engine/vulkan/kernels.h"
#include "engine/vulkan/root_op.h"
#include "graph/dialect/linrt/data_movement.h"

namespace linrt::engine::vk {

namespace {

// tensor.insert_slice with a static box: the destination copied to the output, then the source
// written into the box (two strided copies, ordered by the command list's hazard barriers).
class InsertSliceOp final : public RootWithEpilogue {
 public:
  InsertSliceOp(Context& context, const std::vector<int64_t>& dest, const SliceBox& box)
      : copy_(context, StridedCopyParams::transpose(dest, identity(dest.size()))), box_(context, box_params(dest, box)) {
    num_root_inputs_ = 2;
  }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    copy_.record(list, in[1], out[0]);
    box_.record(list, in[0], out[0]);
  }
  const Pipeline& root_pipeline() const override { return box_.pipeline(); }
  std::string name() const override { return "vulkan.insert_slice"; }

 private:
  static std::vector<int64_t> identity(size_t rank) {
    std::vector<int64_t> perm(rank);
    for (size_t d = 0; d < rank; ++d) perm[d] = int64_t(d);
    return perm;
  }
  // The box's elements, read densely from the source and written at the box's strides.
  static StridedCopyParams box_params(const std::vector<int64_t>& dest, const SliceBox& box) {
    StridedCopyParams p;
    p.shape = box.sizes;
    int64_t src = 1, dst = 1;
    p.src_strides.assign(dest.size(), 0);
    p.dst_strides.assign(dest.size(), 0);
    for (size_t d = dest.size(); d-- > 0;) {
      p.src_strides[d] = src;
      p.dst_strides[d] = dst * box.strides[d];
      p.dst_offset += box.offsets[d] * dst;
      src *= box.sizes[d];
      dst *= dest[d];
    }
    return p;
  }
  StridedCopyKernel copy_, box_;
};

// tensor.concat: each input copied into its box of the output. An input the planner placed in
// the output's buffer already (a dense slice of it) copies onto itself, which changes nothing.
class ConcatOp final : public RootWithEpilogue {
 public:
  ConcatOp(Context& context, const std::vector<StridedCopyParams>& parts) {
    copies_.reserve(parts.size());
    for (const StridedCopyParams& p : parts) copies_.emplace_back(context, p);
    num_root_inputs_ = parts.size();
  }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    for (size_t i = 0; i < copies_.size(); ++i) copies_[i].record(list, in[i], out[0]);
  }
  const Pipeline& root_pipeline() const override { return copies_.front().pipeline(); }
  std::string name() const override { return "vulkan.concat"; }

 private:
  std::vector<StridedCopyKernel> copies_;
};

// linrt.channel_gather: one pass per operand, each writing the output channels it holds.
class ChannelGatherOp final : public RootWithEpilogue {
 public:
  explicit ChannelGatherOp(std::vector<std::unique_ptr<ChannelGatherKernel>> parts) : parts_(std::move(parts)) {
    num_root_inputs_ = parts_.size();
  }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView&) const override {
    for (size_t i = 0; i < parts_.size(); ++i) parts_[i]->record(list, in[i], out[0]);
  }
  const Pipeline& root_pipeline() const override { return parts_.front()->pipeline(); }
  std::string name() const override { return "vulkan.channel_gather"; }

 private:
  std::vector<std::unique_ptr<ChannelGatherKernel>> parts_;
};

}  // namespace

LINRT_REGISTRATION(vulkan, data_movement) {
  using graph::OpId;
  register_vulkan_root_op(OpId::TensorInsertSlice, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    if (s.ins.size() != 2 || !s.all_f32()) return nullptr;
    const TensorDesc* src = s.desc(0);
    const TensorDesc* dest = s.desc(1);
    auto box = dest ? static_slice(*s.site.root, dest->shape, 2) : std::nullopt;
    if (!box || !src || s.out->shape != dest->shape || src->numel() != shape_numel(box->sizes) || s.kernel.has_epilogue)
      return nullptr;
    return std::make_unique<InsertSliceOp>(s.context, dest->shape, *box);
  });
  register_vulkan_root_op(OpId::TensorConcat, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    if (s.ins.empty() || !s.all_f32()) return nullptr;
    const graph::Attribute* dim = s.site.root->attr("dim");
    const auto& shape = s.out->shape;
    if (!dim || dim->kind != graph::Attribute::Kind::Integer || dim->i < 0 || dim->i >= int64_t(shape.size()))
      return nullptr;
    const size_t axis = size_t(dim->i);
    std::vector<StridedCopyParams> parts;
    int64_t at = 0;
    for (size_t i = 0; i < s.ins.size(); ++i) {
      // An input written into a concat with a row stride is not a dense view of its own.
      if (s.plan.storages[s.plan.values[s.ins[i]].storage].row_stride != 0) return nullptr;
      const auto& in = s.desc(i)->shape;
      if (in.size() != shape.size()) return nullptr;
      for (size_t d = 0; d < in.size(); ++d)
        if (d != axis && in[d] != shape[d]) return nullptr;
      std::vector<int64_t> offsets(shape.size(), 0);
      offsets[axis] = at;
      at += in[axis];
      parts.push_back(StridedCopyParams::insert(in, shape, offsets));
    }
    if (at != shape[axis]) return nullptr;
    return std::make_unique<ConcatOp>(s.context, parts);
  });
  register_vulkan_root_op(OpId::TensorExtractSlice, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    const std::vector<int64_t>* x = s.single_f32_input();
    auto box = x ? static_slice(*s.site.root, *x) : std::nullopt;
    if (!box || shape_numel(s.out->shape) != shape_numel(box->sizes)) return nullptr;
    return std::make_unique<MoveOp<StridedCopyKernel>>(
        std::make_unique<StridedCopyKernel>(s.context, StridedCopyParams::slice(*x, box->offsets, box->sizes, box->strides)),
        "vulkan.extract_slice");
  });
  register_vulkan_root_op(graph::GatherAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    const std::vector<int64_t>* x = s.single_f32_input();
    if (!x || x->size() != 3) return nullptr;
    const auto attrs = graph::GatherAttrs::read(*s.site.root);
    if (!attrs || attrs->first_out_of_range((*x)[1], (*x)[2])) return nullptr;
    if (s.out->shape != std::vector<int64_t>{(*x)[0], int64_t(attrs->indices0.size())}) return nullptr;
    return std::make_unique<MoveOp<GatherKernel>>(
        std::make_unique<GatherKernel>(s.context, (*x)[0], (*x)[1], (*x)[2], attrs->indices0, attrs->indices1, s.kernel.key),
        "vulkan.gather");
  });
  register_vulkan_root_op(graph::ChannelGatherAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    const auto attrs = graph::ChannelGatherAttrs::read(*s.site.root);
    const auto& shape = s.out->shape;
    if (!attrs || s.ins.empty() || !s.all_f32() || shape.size() != 4 || shape[1] != int64_t(attrs->channels.size()))
      return nullptr;
    std::vector<std::unique_ptr<ChannelGatherKernel>> parts;
    int64_t first = 0;
    for (size_t i = 0; i < s.ins.size(); ++i) {
      const auto& in = s.desc(i)->shape;
      if (in.size() != 4 || in[0] != shape[0] || in[2] != shape[2] || in[3] != shape[3]) return nullptr;
      std::vector<int64_t> sources;
      for (int64_t c : attrs->channels) sources.push_back(c >= first && c < first + in[1] ? c - first : -1);
      parts.push_back(std::make_unique<ChannelGatherKernel>(s.context, in[0], in[1], in[2] * in[3], std::move(sources), s.kernel.key));
      first += in[1];
    }
    if (attrs->first_out_of_range(first)) return nullptr;
    return std::make_unique<ChannelGatherOp>(std::move(parts));
  });
  register_vulkan_root_op(graph::UpsampleNearestAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    const std::vector<int64_t>* x = s.single_f32_input();
    if (!x || x->size() != 4) return nullptr;
    const auto attrs = graph::UpsampleNearestAttrs::read(*s.site.root);
    if (!attrs) return nullptr;
    const auto& scale = attrs->scale;
    const auto& e = *x;
    if (s.out->shape != std::vector<int64_t>{e[0], e[1], e[2] * scale[0], e[3] * scale[1]}) return nullptr;
    return std::make_unique<MoveOp<UpsampleNearestKernel>>(
        std::make_unique<UpsampleNearestKernel>(s.context, e[0], e[1], e[2], e[3], scale[0], scale[1], s.kernel.key),
        "vulkan.upsample_nearest");
  });
  register_vulkan_root_op(graph::PixelShuffleAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    const std::vector<int64_t>* x = s.single_f32_input();
    if (!x || x->size() != 4) return nullptr;
    const auto& e = *x;
    const auto attrs = graph::PixelShuffleAttrs::read(*s.site.root);
    const std::optional<int64_t> r = attrs ? std::optional<int64_t>(attrs->factor) : std::nullopt;
    if (!r || e[1] % (*r * *r) || s.out->shape != std::vector<int64_t>{e[0], e[1] / (*r * *r), e[2] * *r, e[3] * *r})
      return nullptr;
    return std::make_unique<MoveOp<PixelShuffleKernel>>(
        std::make_unique<PixelShuffleKernel>(s.context, e[0], e[1] / (*r * *r), e[2], e[3], *r, s.kernel.key),
        "vulkan.pixel_shuffle");
  });
}

}  // namespace linrt::engine::vk
