// linrt.embedding_bag on Vulkan: the family's root op over EmbeddingBagKernel
// (engine/vulkan/kernels.h, shaders/embedding_bag.comp), registered for the op's id
// (engine/vulkan/root_op.h).
#include <cstring>
#include <memory>

#include "core/registration.h"
#include "engine/vulkan/kernels.h"
#include "engine/vulkan/root_op.h"
#include "graph/dialect/linrt/embedding_bag.h"

namespace linrt::engine::vk {

namespace {

class EmbeddingBagOp final : public RootWithEpilogue {
 public:
  EmbeddingBagOp(Context& context, const EmbeddingBagParams& params, size_t num_root_inputs, const std::string& key)
      : kernel_(context, params, key) {
    num_root_inputs_ = num_root_inputs;
  }
  void record_root(CommandList& list, std::span<const BufferView> in, std::span<const BufferView> out,
                   const BufferView& status) const override {
    kernel_.record(list, in[0], in[1], in[2], num_root_inputs_ > 3 ? in[3] : BufferView{}, out[0], status);
  }
  size_t status_bytes() const override { return EmbeddingBagKernel::kStatusBytes; }
  void check_status(const uint32_t* words, const std::string& where) const override { kernel_.check_status(words, where); }
  const Pipeline& root_pipeline() const override { return kernel_.pipeline(); }
  // A prepacked table is read as 32-bit words: its bytes padded to a whole word.
  std::vector<uint8_t> transform_constant(size_t input, const HostTensor& value) const override {
    if (input != 0 || value.nbytes() % 4 == 0) return {};
    std::vector<uint8_t> padded((value.nbytes() + 3) / 4 * 4, 0);
    std::memcpy(padded.data(), value.bytes(), value.nbytes());
    return padded;
  }
  std::string name() const override { return "vulkan.embedding_bag"; }

 private:
  EmbeddingBagKernel kernel_;
};

}  // namespace

LINRT_REGISTRATION(vulkan, embedding_bag) {
  register_vulkan_root_op(graph::EmbeddingBagAttrs::kId, [](const RootSite& s) -> std::unique_ptr<RootWithEpilogue> {
    if (s.ins.size() != 3 && s.ins.size() != 4) return nullptr;
    const TensorDesc *table = s.desc(0), *idx = s.desc(1), *off = s.desc(2);
    if (!table || !idx || !off || table->shape.size() != 2 || idx->shape.size() != 1 || off->shape.size() != 1 ||
        s.out->shape.size() != 2)
      return nullptr;
    auto index_type_ok = [](DType t) { return t == DType::I32 || t == DType::I64; };
    if (!index_type_ok(idx->dtype) || !index_type_ok(off->dtype)) return nullptr;
    const auto attrs = graph::EmbeddingBagAttrs::read(*s.site.root);
    if (!attrs) return nullptr;
    EmbeddingBagParams p;
    p.mode = int(attrs->mode);  // the shader's mode numbers are the enum's: sum 0, mean 1, max 2
    p.format = int(attrs->table_format);  // and its formats: float32 0, int8 rowwise 1, int4 rowwise 2
    p.include_last_offset = attrs->include_last_offset;
    p.padding_idx = attrs->padding_idx;
    p.index_map = int(attrs->index_map), p.index_divisor = attrs->index_divisor;
    p.pair = int(attrs->pair);  // and its pairs: none 0, mult 1, add 2, concat 3
    p.rows = table->shape[0], p.dim = attrs->pair == graph::EmbeddingBagAttrs::Pair::Concat ? s.out->shape[1] / 2 : s.out->shape[1];
    const bool byte_table = table->dtype == DType::I8 || table->dtype == DType::UI8 || table->dtype == DType::SI8;
    if (p.format == 0 ? table->dtype != DType::F32 : !byte_table || table->shape[1] != p.row_bytes()) return nullptr;
    if (p.format == 0 && table->shape[1] != p.dim) return nullptr;
    // A prepacked table the program cannot pad (not a constant) must fill whole words.
    const bool constant_table = s.plan.storages[s.plan.values[s.ins[0]].storage].kind == Storage::Kind::Constant;
    if (p.format != 0 && !constant_table && p.table_bytes() % 4 != 0) return nullptr;
    p.num_indices = idx->shape[0], p.num_offsets = off->shape[0];
    p.index64 = idx->dtype == DType::I64, p.offset64 = off->dtype == DType::I64;
    p.weighted = s.ins.size() == 4 && !p.pair;
    if (p.pair) {  // the fourth operand is the remainder table
      const TensorDesc* r = s.desc(3);
      if (s.ins.size() != 4 || !r || r->dtype != DType::F32 || r->shape.size() != 2 || r->shape[1] != p.dim ||
          r->shape[0] < p.index_divisor)
        return nullptr;
      p.pair_rows = r->shape[0];
    }
    if (p.weighted) {
      const TensorDesc* w = s.desc(3);
      if (!w || w->dtype != DType::F32 || w->shape != idx->shape) return nullptr;
    }
    if (p.padding_idx < -1 || p.padding_idx >= p.rows || (p.weighted && p.mode != 0)) return nullptr;  // the CPU reports it
    if (s.out->shape != std::vector<int64_t>{p.num_bags(), p.width()}) return nullptr;
    return std::make_unique<EmbeddingBagOp>(s.context, p, s.ins.size(), s.kernel.key);
  });
}

}  // namespace linrt::engine::vk
