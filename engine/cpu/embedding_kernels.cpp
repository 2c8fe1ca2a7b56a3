// CPU kernels for linrt.embedding_bag: the fast bag kernel of ops/embedding_bag_cpu.h over a
// float32 table or a table of FBGEMM's prepacked rows (table_format int8_rowwise/int4_rowwise,
// read where it is), or over a copy of a constant table made once in prepare_constant: a float
// table rowwise quantised when the model asks for quantised embeddings, else (ModelOptions::
// huge_page_embeddings) a copy of a large table, float or prepacked, in huge-page-advised
// memory. A level's bag dispatches run grouped, as one parallel loop over all their tables
// (run_group).
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "graph/dialect/linrt/embedding_bag.h"
#include "graph/passes/bind_parameters.h"
#include "linrt/error.h"
#include "ops/embedding_bag_cpu.h"
#include "ops/embedding_quant.h"

namespace linrt::engine {

namespace {

bool is_index(DType t) { return t == DType::I32 || t == DType::I64 || t == DType::SI32 || t == DType::SI64; }
static_assert(int(ops::RowFormat::Int8Rowwise) == int(graph::EmbeddingBagAttrs::TableFormat::Int8Rowwise) &&
              int(ops::RowFormat::Int4Rowwise) == int(graph::EmbeddingBagAttrs::TableFormat::Int4Rowwise));
static_assert(int(ops::IndexMap::Quotient) == int(graph::EmbeddingBagAttrs::IndexMap::Quotient) &&
              int(ops::IndexMap::Remainder) == int(graph::EmbeddingBagAttrs::IndexMap::Remainder));

bool is_byte(DType t) { return t == DType::I8 || t == DType::UI8 || t == DType::SI8; }

class EmbeddingBagKernel final : public CpuKernel {
 public:
  // `stored_format`: how the table operand holds its rows (F32, or FBGEMM's prepacked rows of
  // `dim` values); `constant_format`: how a constant table is to be kept (a float table
  // quantised at load when it differs from F32).
  EmbeddingBagKernel(ops::EmbeddingBagArgs attrs, ops::RowFormat stored_format, int64_t dim,
                     ops::RowFormat constant_format, bool table_is_constant, bool huge_page_tables)
      : attrs_(attrs), stored_format_(stored_format), dim_(dim),
        constant_format_(constant_format), table_is_constant_(table_is_constant),
        huge_page_tables_(huge_page_tables) {}

  // Tables smaller than a huge page stay where they are: a copy would gain nothing.
  static constexpr size_t kMinCopiedTableBytes = size_t(1) << 21;

  std::shared_ptr<const void> prepare_constant(size_t operand, const ConstBuffer& value) const override {
    // The tables: operand 0, and a pair's remainder table (operand 3), both float with a pair.
    if (operand != 0 && !(operand == 3 && attrs_.pair != ops::PairCombine::None)) return nullptr;
    const TensorDesc& d = *value.desc;
    if (constant_format_ != stored_format_)
      return std::make_shared<const ops::QuantizedTable>(
          ops::quantize_table(value.as<float>(), d.shape[0], d.shape[1], constant_format_));
    if (!huge_page_tables_ || d.numel() * dtype_size(d.dtype) < kMinCopiedTableBytes) return nullptr;
    return std::make_shared<const ops::QuantizedTable>(ops::copy_table(table_view(value)));
  }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const> prepared,
           std::span<const MutBuffer> outputs, const RunContext& ctx) const override {
    const ops::BagJob job = bag_job(inputs, prepared, outputs, ctx.epilogue);
    // Unlocated: the runner names the dispatch's root (and its table), which differs between
    // the call sites that share this kernel.
    ops::embedding_bags_cpu(std::span<const ops::BagJob>(&job, 1), ctx.threads, [](size_t) { return std::string(); });
  }

  // All the bag dispatches of a level (DLRM's 26 tables) as one parallel loop.
  const void* group_tag() const override {
    static const char tag = 0;
    return &tag;
  }
  void run_group(std::span<const KernelCall> calls, int threads) const override {
    // Kept per thread and reused, so that steady-state runs do not allocate.
    thread_local std::vector<ops::BagJob> jobs;
    jobs.clear();
    for (const KernelCall& c : calls)
      jobs.push_back(static_cast<const EmbeddingBagKernel&>(*c.kernel).bag_job(c.inputs, c.prepared, c.outputs,
                                                                              c.epilogue));
    ops::embedding_bags_cpu(jobs, threads,
                            [&](size_t i) { return graph::describe_naming_table(*calls[i].root); });
  }
  bool writes_strided_rows() const override { return true; }

  std::string name() const override {
    const ops::RowFormat f = table_is_constant_ ? constant_format_ : stored_format_;
    const char* format = f == ops::RowFormat::F32 ? "f32" : f == ops::RowFormat::Int8Rowwise ? "int8" : "int4";
    return std::string("embedding_bag.") + format + (stored_format_ != ops::RowFormat::F32 ? ".prepacked." : ".") +
           ops::embedding_bag_isa();
  }

 private:
  ops::TableView table_view(const ConstBuffer& table) const {
    if (stored_format_ == ops::RowFormat::F32)
      return ops::f32_table(table.as<float>(), table.desc->shape[0], table.desc->shape[1]);
    ops::TableView t;
    t.data = static_cast<const uint8_t*>(table.data);
    t.format = stored_format_;
    t.rows = table.desc->shape[0];
    t.dim = dim_;
    t.row_bytes = size_t(table.desc->shape[1]);
    return t;
  }

  // `epilogue` (or null) runs on each bag's row as soon as the bag is reduced.
  ops::BagJob bag_job(std::span<const ConstBuffer> inputs, std::span<const void* const> prepared,
                      std::span<const MutBuffer> outputs, const Epilogue* epilogue) const {
    ops::BagJob job;
    if (!prepared.empty() && prepared[0])
      job.table = static_cast<const ops::QuantizedTable*>(prepared[0])->view();
    else
      job.table = table_view(inputs[0]);
    ops::EmbeddingBagArgs& a = job.args;
    a = attrs_;
    a.indices = inputs[1].data;
    a.indices_i64 = dtype_size(inputs[1].desc->dtype) == 8;
    a.num_indices = inputs[1].desc->shape[0];
    a.offsets = inputs[2].data;
    a.offsets_i64 = dtype_size(inputs[2].desc->dtype) == 8;
    a.num_offsets = inputs[2].desc->shape[0];
    if (a.pair != ops::PairCombine::None)
      job.pair_table = prepared.size() > 3 && prepared[3] ? static_cast<const ops::QuantizedTable*>(prepared[3])->view()
                                                          : table_view(inputs[3]);
    else
      a.per_sample_weights = inputs.size() > 3 ? inputs[3].as<float>() : nullptr;
    a.out_row_stride = outputs[0].row_stride;
    job.out = outputs[0].as<float>();
    if (epilogue) {
      job.finish = [](const void* e, float* row, int64_t flat_begin, int64_t count) {
        static_cast<const Epilogue*>(e)->apply(row, flat_begin, count);
      };
      job.finish_context = epilogue;
    }
    return job;
  }

  ops::EmbeddingBagArgs attrs_;  // mode, include_last_offset, padding_idx, index map, pair
  ops::RowFormat stored_format_;
  int64_t dim_;
  ops::RowFormat constant_format_;
  bool table_is_constant_;
  bool huge_page_tables_;
};

std::unique_ptr<CpuKernel> make_embedding_bag(const KernelSpec& spec) {
  const graph::Operation& op = *spec.root;
  // Shapes and types the fast kernel handles; anything else goes to the reference handler,
  // which reports what is wrong with it.
  if (spec.inputs.size() < 3 || spec.inputs.size() > 4 || spec.outputs.size() != 1) return nullptr;
  const TensorDesc& table = spec.inputs[0];
  const auto typed = graph::EmbeddingBagAttrs::read(op);
  if (!typed || table.shape.size() != 2 || spec.outputs[0].shape.size() != 2) return nullptr;
  // The stored rows: float, or FBGEMM's prepacked bytes of the result's width.
  using TableFormat = graph::EmbeddingBagAttrs::TableFormat;
  const int64_t dim = typed->pair == graph::EmbeddingBagAttrs::Pair::Concat ? spec.outputs[0].shape[1] / 2
                                                                             : spec.outputs[0].shape[1];
  if (typed->result_width(dim) != spec.outputs[0].shape[1]) return nullptr;
  const auto stored = ops::RowFormat(typed->table_format);
  if (typed->table_format == TableFormat::F32 ? table.dtype != DType::F32 || table.shape[1] != dim
                                              : !is_byte(table.dtype) ||
                                                    table.shape[1] != graph::EmbeddingBagAttrs::row_bytes(typed->table_format, dim))
    return nullptr;
  if (!is_index(spec.inputs[1].dtype) || spec.inputs[1].shape.size() != 1) return nullptr;
  if (!is_index(spec.inputs[2].dtype) || spec.inputs[2].shape.size() != 1) return nullptr;
  // The fourth operand: a pair's remainder table (f32, as wide as the result's rows, holding
  // the divisor's remainders), or the per-sample weights.
  if (typed->pair != graph::EmbeddingBagAttrs::Pair::None
          ? spec.inputs.size() != 4 || spec.inputs[3].dtype != DType::F32 || spec.inputs[3].shape.size() != 2 ||
                spec.inputs[3].shape[1] != dim || spec.inputs[3].shape[0] < typed->index_divisor
          : spec.inputs.size() == 4 &&
                (spec.inputs[3].dtype != DType::F32 || spec.inputs[3].shape != spec.inputs[1].shape))
    return nullptr;
  if (spec.outputs[0].dtype != DType::F32) return nullptr;

  ops::EmbeddingBagArgs attrs;
  using Mode = graph::EmbeddingBagAttrs::Mode;
  attrs.mode = typed->mode == Mode::Sum ? ops::BagMode::Sum : typed->mode == Mode::Mean ? ops::BagMode::Mean : ops::BagMode::Max;
  attrs.include_last_offset = typed->include_last_offset;
  attrs.padding_idx = typed->padding_idx;
  attrs.index_map = ops::IndexMap(typed->index_map);
  attrs.index_divisor = typed->index_divisor;
  static_assert(int(ops::PairCombine::Concat) == int(graph::EmbeddingBagAttrs::Pair::Concat));
  attrs.pair = ops::PairCombine(typed->pair);
  const int64_t offsets = spec.inputs[2].shape[0];
  const int64_t bags = attrs.include_last_offset ? offsets - 1 : offsets;
  if (bags < 0 || spec.outputs[0].shape[0] != bags) return nullptr;

  const bool table_is_constant = !spec.input_is_constant.empty() && spec.input_is_constant[0];
  // Float tables may be quantised at load; prepacked ones keep their format.
  ops::RowFormat format = stored;
  if (table_is_constant && stored == ops::RowFormat::F32 && spec.quantize_embeddings == EmbeddingQuantization::Int8Rowwise)
    format = ops::RowFormat::Int8Rowwise;
  else if (table_is_constant && stored == ops::RowFormat::F32 && spec.quantize_embeddings == EmbeddingQuantization::Int4Rowwise)
    format = ops::RowFormat::Int4Rowwise;
  return std::make_unique<EmbeddingBagKernel>(attrs, stored, dim, format, table_is_constant,
                                              spec.huge_page_embeddings);
}

}  // namespace

LINRT_REGISTRATION(cpu, embedding_bag) {
  register_cpu_kernel(graph::OpName(graph::EmbeddingBagAttrs::kId), make_embedding_bag);
}

}  // namespace linrt::engine
