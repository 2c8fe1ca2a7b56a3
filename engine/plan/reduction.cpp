// Reads a linalg.generic reduction into its device-neutral description (ReductionInfo).
#include "engine/plan/reduction.h"

#include <algorithm>

#include "ops/layout.h"

namespace linrt::engine {
namespace {

struct Combiner {
  std::string_view op;  // the arith op in the body
  EwOpcode code;
  std::string_view name;
};

constexpr Combiner kCombiners[] = {
    {"arith.addf", EwOpcode::Add, "sum"},          {"arith.mulf", EwOpcode::Mul, "product"},
    {"arith.maximumf", EwOpcode::Maximum, "max"},  {"arith.maxf", EwOpcode::Maximum, "max"},
    {"arith.minimumf", EwOpcode::Minimum, "min"},  {"arith.minf", EwOpcode::Minimum, "min"},
    {"arith.maxnumf", EwOpcode::MaxNum, "maxnum"}, {"arith.minnumf", EwOpcode::MinNum, "minnum"},
};

bool is_f32(const TensorDesc& t) { return t.dtype == DType::F32; }

size_t uses_in(const graph::Block& body, const graph::Value* v) {
  size_t n = 0;
  for (const auto& op : body.ops)
    for (const graph::Value* o : op->operands) n += o == v;
  return n;
}

}  // namespace

std::optional<ReductionInfo> analyse_reduction(const KernelSpec& spec) {
  const graph::Operation& op = *spec.root;
  const auto reduced = graph::reduction_dims(op);
  if (!reduced || std::none_of(reduced->begin(), reduced->end(), [](bool r) { return r; })) return std::nullopt;
  if (op.results.size() != 1 || spec.outputs.size() != 1 || spec.inputs.size() < 2) return std::nullopt;
  if (!std::all_of(spec.inputs.begin(), spec.inputs.end(), is_f32) || !is_f32(spec.outputs[0])) return std::nullopt;
  const size_t n_in = spec.inputs.size() - 1;
  if (auto seg = graph::operand_segments(op); seg && (seg->size() != 2 || (*seg)[0] != int64_t(n_in) || (*seg)[1] != 1))
    return std::nullopt;
  if (n_in + 2 > kEwMaxRegisters) return std::nullopt;

  // Indexing maps and the iteration space they imply.
  const graph::Attribute* maps_attr = op.attr("indexing_maps");
  if (!maps_attr || maps_attr->kind != graph::Attribute::Kind::Array || maps_attr->elems.size() != n_in + 1) return std::nullopt;
  std::vector<graph::AffineMap> maps;
  for (const auto& e : maps_attr->elems) {
    if (!e || e->kind != graph::Attribute::Kind::AffineMapAttr) return std::nullopt;
    maps.push_back(e->map);
  }
  const size_t rank = reduced->size();
  if (rank == 0 || rank > 16) return std::nullopt;
  std::vector<int64_t> shape(rank, -1);
  for (size_t k = 0; k <= n_in; ++k) {
    const std::vector<int64_t>& s = k < n_in ? spec.inputs[k].shape : spec.outputs[0].shape;
    if (maps[k].num_dims != rank || maps[k].results.size() != s.size()) return std::nullopt;
    for (size_t r = 0; r < s.size(); ++r)
      if (auto d = maps[k].result_dim(r)) {
        if (shape[*d] >= 0 && shape[*d] != s[r]) return std::nullopt;
        shape[*d] = s[r];
      }
  }
  if (std::any_of(shape.begin(), shape.end(), [](int64_t d) { return d <= 0; })) return std::nullopt;

  // The output: a plain projection onto the parallel dimensions, dense, innermost-contiguous
  // when the innermost dimension is parallel.
  auto out_access = ew_access(maps[n_in], shape, spec.outputs[0].shape);
  if (!out_access || out_access->base != 0) return std::nullopt;
  int64_t parallel_points = 1;
  for (size_t d = 0; d < rank; ++d) {
    if ((*reduced)[d] ? out_access->strides[d] != 0 : (shape[d] > 1 && out_access->strides[d] <= 0)) return std::nullopt;
    if (!(*reduced)[d]) parallel_points *= shape[d];
  }
  // Each output coordinate is a dimension, or 0 along a unit extent (torch-mlir's keepdim
  // outputs, (d0, d1) -> (d0, 0)).
  for (size_t r = 0; r < maps[n_in].results.size(); ++r) {
    const graph::AffineExprP& e = maps[n_in].results[r];
    const bool unit = e && e->kind == graph::AffineExpr::Kind::Const && e->value == 0 && spec.outputs[0].shape[r] == 1;
    if (!maps[n_in].result_dim(r) && !unit) return std::nullopt;
  }
  if (parallel_points != spec.outputs[0].numel()) return std::nullopt;
  if (!(*reduced)[rank - 1] && shape[rank - 1] > 1 && out_access->strides[rank - 1] != 1) return std::nullopt;
  std::vector<EwAccess> access;
  for (size_t k = 0; k < n_in; ++k) {
    auto a = ew_access(maps[k], shape, spec.inputs[k].shape);
    if (!a) return std::nullopt;
    access.push_back(*a);
  }

  // The body: yield combine(acc, x) with acc used only there.
  if (op.regions.size() != 1 || op.regions[0]->blocks.size() != 1) return std::nullopt;
  const graph::Block& body = *op.regions[0]->blocks[0];
  if (body.args.size() != n_in + 1 || body.ops.empty()) return std::nullopt;
  const graph::Operation& yield = *body.ops.back();
  if (!yield.is(graph::OpId::LinalgYield) || yield.operands.size() != 1 || !yield.operands[0]->def) return std::nullopt;
  const graph::Operation& comb = *yield.operands[0]->def;
  const graph::Value* acc = body.args[n_in].get();
  const Combiner* combiner = nullptr;
  for (const Combiner& c : kCombiners)
    if (comb.name == c.op) combiner = &c;
  if (!combiner || comb.parent != &body || comb.operands.size() != 2) return std::nullopt;
  if ((comb.operands[0] == acc) == (comb.operands[1] == acc)) return std::nullopt;  // acc exactly once
  if (uses_in(body, acc) != 1 || uses_in(body, yield.operands[0]) != 1) return std::nullopt;

  EwBuilder builder;
  std::vector<EwBuilder::Ref> args;
  for (size_t k = 0; k < n_in; ++k) args.push_back(builder.input(uint32_t(k)));
  const float identity = ew_combine_identity(combiner->code);
  args.push_back(builder.constant(identity));
  std::string why;
  auto outs = builder.add_body(body, args, why);
  if (!outs || outs->size() != 1) return std::nullopt;
  auto map = builder.finish(uint32_t(n_in), *outs);
  if (!map) return std::nullopt;
  return ReductionInfo{std::move(*map), combiner->code, identity, std::move(shape), *reduced, std::move(access),
                       std::move(out_access->strides), combiner->name};
}

bool read_channel_blocks(ReductionInfo& r) {
  const int64_t B = ops::ref::kChannelBlock;
  const std::vector<int64_t> s = r.shape;
  if (s.size() != 4 || r.reduced[0] || r.reduced[1] || r.access.empty() || r.access[0].base != 0) return false;
  const std::vector<int64_t> row_major = {s[1] * s[2] * s[3], s[2] * s[3], s[3], 1};
  if (r.access[0].strides != row_major) return false;
  const int64_t padded = ops::ref::blocked_channels(s[1]);
  std::vector<int64_t>& o = r.out_strides;
  if (padded != s[1]) {
    // Only input 0 may be read over the padded channels, and the output is written through a
    // dense [N, padded] buffer.
    if (r.access.size() != 1 || o[1] != 1 || (s[0] > 1 && o[0] != s[1])) return false;
    r.channels = s[1];
    o = {s[0] > 1 ? padded : 0, B, 0, 0, 1};
  } else {
    o = {o[0], o[1] * B, o[2], o[3], o[1]};
  }
  r.shape = {s[0], padded / B, s[2], s[3], B};
  r.reduced.push_back(false);
  r.access[0].strides = {padded * s[2] * s[3], row_major[1] * B, s[3] * B, B, 1};
  for (size_t i = 1; i < r.access.size(); ++i) {
    std::vector<int64_t>& a = r.access[i].strides;
    a = {a[0], a[1] * B, a[2], a[3], a[1]};
  }
  return true;
}

}  // namespace linrt::engine
