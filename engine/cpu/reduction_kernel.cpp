// linalg.generic reductions on the CPU. A body that yields `combine(acc, x)`, where `acc` (the
// output's block argument) is used nowhere else and `x` is any elementwise function of the
// inputs, splits into two programs for the elementwise evaluator:
//   - the map: the body with `acc` replaced by the combiner's identity, so it computes x;
//   - the combine: `combine(a, b)` on two inputs.
// The iteration space is walked row by row (a row is the innermost dimension): the map fills a
// scratch chunk of the row with SIMD batches, then the chunk is folded into its one output
// element (innermost dimension reduced: a pairwise tree of combines) or combined element by
// element into the output row (innermost dimension parallel). Threads split the largest parallel
// dimension; when no parallel dimension is large enough, each thread reduces part of the space
// into a private copy of the output and the copies are combined in thread order, so results
// depend on the thread count but never on timing.
#include "engine/cpu/reduction_kernel.h"

#include <omp.h>

#include <algorithm>
#include <cstring>
#include <limits>
#include <string_view>

#include "engine/cpu/elementwise.h"
#include "engine/cpu/kernel.h"

namespace linrt::engine {
namespace {

struct Combiner {
  std::string_view op;  // the arith op in the body
  EwOpcode code;
  float identity;       // combine(identity, x) == x for every x, NaN and -0.0 included
  std::string_view name;
};

constexpr float kInf = std::numeric_limits<float>::infinity();
constexpr Combiner kCombiners[] = {
    {"arith.addf", EwOpcode::Add, -0.0f, "sum"},
    {"arith.mulf", EwOpcode::Mul, 1.0f, "product"},
    {"arith.maximumf", EwOpcode::Maximum, -kInf, "max"},
    {"arith.maxf", EwOpcode::Maximum, -kInf, "max"},
    {"arith.minimumf", EwOpcode::Minimum, kInf, "min"},
    {"arith.minf", EwOpcode::Minimum, kInf, "min"},
    {"arith.maxnumf", EwOpcode::MaxNum, -kInf, "maxnum"},
    {"arith.minnumf", EwOpcode::MinNum, kInf, "minnum"},
};

constexpr int64_t kChunk = 1024;             // map results held at once per thread
constexpr int64_t kParallelMin = 1 << 15;    // iteration points worth a parallel region
constexpr int64_t kPartialsMax = 1 << 16;    // largest output reduced through private copies

// Where one thread works: dimension `dim` restricted to [lo, hi) (dim -1: everywhere).
struct Range {
  int dim = -1;
  int64_t lo = 0, hi = 0;
};

class ReductionKernel final : public CpuKernel {
 public:
  ReductionKernel(ReductionInfo info, std::string_view name) : info_(std::move(info)), name_(name) {
    combine_.num_inputs = 2;
    combine_.code.push_back(EwInstr{info_.combine, 0, 2, 0, 1, 0});
    combine_.outputs = {2};
    combine_.num_registers = 3;
    for (EwAccess& a : unit_access_) a.strides = {1};
    // A map that only combines the identity with one input (a plain sum/max of it) is skipped
    // when that input is contiguous along the innermost dimension: rows are combined from it.
    if (info_.map.code.size() == 1 && info_.map.constants.size() == 1 && info_.map.code[0].op == info_.combine) {
      const EwInstr& i = info_.map.code[0];
      const uint16_t ident = info_.map.num_inputs;  // the constant's register
      const uint16_t other = i.a == ident ? i.b : i.b == ident ? i.a : ident;
      if (other < info_.map.num_inputs && info_.map.outputs[0] == i.dst && info_.access[other].strides.back() == 1) direct_ = other;
    }
    for (size_t d = 0; d < info_.shape.size(); ++d) {
      total_ *= info_.shape[d];
      if (!info_.reduced[d]) out_numel_ *= info_.shape[d];
    }
  }

  std::string name() const override { return "reduction." + std::string(name_); }
  const ReductionInfo& info() const { return info_; }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    const size_t n_in = inputs.size() - 1;
    const float* in[kEwMaxRegisters];
    for (size_t i = 0; i < n_in; ++i) in[i] = inputs[i].as<float>();
    const std::span<const float* const> ins(in, n_in);
    float* out = outputs[0].as<float>();
    const float* init = inputs[n_in].as<float>();
    if (out != init) std::memcpy(out, init, size_t(out_numel_) * sizeof(float));

    const int threads = std::max(1, ctx.threads);
    int split = -1;  // the largest parallel dimension
    for (size_t d = 0; d < info_.shape.size(); ++d)
      if (!info_.reduced[d] && (split < 0 || info_.shape[d] > info_.shape[size_t(split)])) split = int(d);
    if (threads == 1 || total_ < kParallelMin) {
      accumulate(ins, out, Range{});
    } else if (split >= 0 && info_.shape[size_t(split)] >= threads) {
      const int64_t extent = info_.shape[size_t(split)];
#pragma omp parallel for num_threads(threads) schedule(static)
      for (int t = 0; t < threads; ++t)
        accumulate(ins, out, Range{split, extent * t / threads, extent * (t + 1) / threads});
    } else if (out_numel_ <= kPartialsMax) {
      reduce_through_partials(ins, out, threads);
    } else {
      accumulate(ins, out, Range{});
    }
    if (ctx.epilogue) ctx.epilogue->apply(out, 0, out_numel_);
  }

 private:
  // Per-thread scratch rows of kChunk floats (two of them).
  static float* scratch(int which) {
    thread_local std::vector<float> buffer = std::vector<float>(size_t(2 * kChunk));
    return buffer.data() + which * kChunk;
  }

  // out[0, n) = combine(a[0, n), b[0, n)); `out` may be `a`.
  void combine(const float* a, const float* b, float* out, int64_t n) const {
    const float* in[2] = {a, b};
    const int64_t shape[1] = {n};
    ew_run(combine_, shape, in, unit_access_, std::span<float* const>(&out, 1), 0, n);
  }

  // acc = combine(acc, values[0] (+) ... (+) values[n-1]), pairwise; `values` is overwritten.
  void fold(float* acc, float* values, int64_t n) const {
    while (n > 1) {
      const int64_t half = n / 2;
      combine(values, values + (n - half), values, half);
      n -= half;
    }
    combine(acc, values, acc, 1);
  }

  // Runs the map over the points of `range` and combines its values into `acc` (the output, or a
  // private copy of it).
  void accumulate(std::span<const float* const> in, float* acc, Range range) const {
    float* buf = scratch(0);
    float* part = scratch(1);  // a reduced row's running partial results, one per chunk lane
    const size_t inner = info_.shape.size() - 1;
    const int64_t row = info_.shape[inner];
    int64_t c0 = 0, c1 = row;
    if (range.dim == int(inner)) c0 = range.lo, c1 = range.hi;
    if (c0 >= c1) return;
    int64_t idx[16] = {};
    if (range.dim >= 0 && size_t(range.dim) < inner) {
      if (range.lo >= range.hi) return;
      idx[range.dim] = range.lo;
    }
    const int64_t lanes = std::min(kChunk, c1 - c0);
    while (true) {
      int64_t flat = 0, out_off = 0, direct_off = 0;
      for (size_t d = 0; d < inner; ++d) {
        flat = flat * info_.shape[d] + idx[d];
        out_off += idx[d] * info_.out_strides[d];
        if (direct_ >= 0) direct_off += idx[d] * info_.access[size_t(direct_)].strides[d];
      }
      flat *= row;
      if (info_.reduced[inner]) std::fill(part, part + lanes, info_.identity);
      for (int64_t c = c0; c < c1; c += kChunk) {
        const int64_t n = std::min(kChunk, c1 - c);
        const float* values = buf;
        if (direct_ >= 0) {  // the map is the input itself, contiguous along the row
          values = in[size_t(direct_)] + info_.access[size_t(direct_)].base + direct_off + c;
        } else {
          float* dst = buf - (flat + c);  // ew_run writes at flat indices
          ew_run(info_.map, info_.shape, in, info_.access, std::span<float* const>(&dst, 1), flat + c, n);
        }
        if (info_.reduced[inner]) combine(part, values, part, n);
        else combine(acc + out_off + c, values, acc + out_off + c, n);
      }
      if (info_.reduced[inner]) fold(acc + out_off, part, lanes);
      // The next row of the range, or the end.
      size_t d = inner;
      while (d > 0) {
        --d;
        const bool restricted = int(d) == range.dim;
        if (++idx[d] < (restricted ? range.hi : info_.shape[d])) break;
        idx[d] = restricted ? range.lo : 0;
        if (d == 0) return;
      }
      if (inner == 0) return;
    }
  }

  void reduce_through_partials(std::span<const float* const> in, float* out, int threads) const {
    int split = 0;  // the largest dimension of all
    for (size_t d = 1; d < info_.shape.size(); ++d)
      if (info_.shape[d] > info_.shape[size_t(split)]) split = int(d);
    const int64_t extent = info_.shape[size_t(split)];
    threads = int(std::min<int64_t>(threads, extent));
    float* partial[256];
    threads = std::min(threads, 256);
#pragma omp parallel num_threads(threads)
    {
      const int t = omp_get_thread_num(), nt = omp_get_num_threads();
      thread_local std::vector<float> own;
      own.assign(size_t(out_numel_), info_.identity);
      partial[t] = own.data();
      accumulate(in, own.data(), Range{split, extent * t / nt, extent * (t + 1) / nt});
#pragma omp barrier
#pragma omp single
      for (int k = 0; k < nt; ++k) combine(out, partial[k], out, out_numel_);
    }
  }

  ReductionInfo info_;
  std::string_view name_;  // the combiner's ("sum", "max", ...)
  EwProgram combine_;
  EwAccess unit_access_[2];
  int direct_ = -1;  // the input the map merely passes through, if contiguous along rows
  int64_t total_ = 1, out_numel_ = 1;
};

bool is_f32(const TensorDesc& t) { return t.dtype == DType::F32; }

size_t uses_in(const graph::Block& body, const graph::Value* v) {
  size_t n = 0;
  for (const auto& op : body.ops)
    for (const graph::Value* o : op->operands) n += o == v;
  return n;
}

std::unique_ptr<CpuKernel> make_reduction(const KernelSpec& spec) {
  const graph::Operation& op = *spec.root;
  const auto reduced = graph::reduction_dims(op);
  if (!reduced || std::none_of(reduced->begin(), reduced->end(), [](bool r) { return r; })) return nullptr;
  if (op.results.size() != 1 || spec.outputs.size() != 1 || spec.inputs.size() < 2) return nullptr;
  if (!std::all_of(spec.inputs.begin(), spec.inputs.end(), is_f32) || !is_f32(spec.outputs[0])) return nullptr;
  const size_t n_in = spec.inputs.size() - 1;
  if (auto seg = graph::operand_segments(op); seg && (seg->size() != 2 || (*seg)[0] != int64_t(n_in) || (*seg)[1] != 1))
    return nullptr;
  if (n_in + 2 > kEwMaxRegisters) return nullptr;

  // Indexing maps and the iteration space they imply.
  const graph::Attribute* maps_attr = op.attr("indexing_maps");
  if (!maps_attr || maps_attr->kind != graph::Attribute::Kind::Array || maps_attr->elems.size() != n_in + 1) return nullptr;
  std::vector<graph::AffineMap> maps;
  for (const auto& e : maps_attr->elems) {
    if (!e || e->kind != graph::Attribute::Kind::AffineMapAttr) return nullptr;
    maps.push_back(e->map);
  }
  const size_t rank = reduced->size();
  if (rank == 0 || rank > 16) return nullptr;
  std::vector<int64_t> shape(rank, -1);
  for (size_t k = 0; k <= n_in; ++k) {
    const std::vector<int64_t>& s = k < n_in ? spec.inputs[k].shape : spec.outputs[0].shape;
    if (maps[k].num_dims != rank || maps[k].results.size() != s.size()) return nullptr;
    for (size_t r = 0; r < s.size(); ++r)
      if (auto d = maps[k].result_dim(r)) {
        if (shape[*d] >= 0 && shape[*d] != s[r]) return nullptr;
        shape[*d] = s[r];
      }
  }
  if (std::any_of(shape.begin(), shape.end(), [](int64_t d) { return d <= 0; })) return nullptr;

  // The output: a plain projection onto the parallel dimensions, dense, innermost-contiguous
  // when the innermost dimension is parallel.
  auto out_access = ew_access(maps[n_in], shape, spec.outputs[0].shape);
  if (!out_access || out_access->base != 0) return nullptr;
  int64_t parallel_points = 1;
  for (size_t d = 0; d < rank; ++d) {
    if ((*reduced)[d] ? out_access->strides[d] != 0 : (shape[d] > 1 && out_access->strides[d] <= 0)) return nullptr;
    if (!(*reduced)[d]) parallel_points *= shape[d];
  }
  for (size_t r = 0; r < maps[n_in].results.size(); ++r)
    if (!maps[n_in].result_dim(r)) return nullptr;
  if (parallel_points != spec.outputs[0].numel()) return nullptr;
  if (!(*reduced)[rank - 1] && shape[rank - 1] > 1 && out_access->strides[rank - 1] != 1) return nullptr;
  std::vector<EwAccess> access;
  for (size_t k = 0; k < n_in; ++k) {
    auto a = ew_access(maps[k], shape, spec.inputs[k].shape);
    if (!a) return nullptr;
    access.push_back(*a);
  }

  // The body: yield combine(acc, x) with acc used only there.
  if (op.regions.size() != 1 || op.regions[0]->blocks.size() != 1) return nullptr;
  const graph::Block& body = *op.regions[0]->blocks[0];
  if (body.args.size() != n_in + 1 || body.ops.empty()) return nullptr;
  const graph::Operation& yield = *body.ops.back();
  if (yield.name != "linalg.yield" || yield.operands.size() != 1 || !yield.operands[0]->def) return nullptr;
  const graph::Operation& comb = *yield.operands[0]->def;
  const graph::Value* acc = body.args[n_in].get();
  const Combiner* combiner = nullptr;
  for (const Combiner& c : kCombiners)
    if (comb.name == c.op) combiner = &c;
  if (!combiner || comb.parent != &body || comb.operands.size() != 2) return nullptr;
  if ((comb.operands[0] == acc) == (comb.operands[1] == acc)) return nullptr;  // acc exactly once
  if (uses_in(body, acc) != 1 || uses_in(body, yield.operands[0]) != 1) return nullptr;

  EwBuilder builder;
  std::vector<EwBuilder::Ref> args;
  for (size_t k = 0; k < n_in; ++k) args.push_back(builder.input(uint32_t(k)));
  args.push_back(builder.constant(combiner->identity));
  std::string why;
  auto outs = builder.add_body(body, args, why);
  if (!outs || outs->size() != 1) return nullptr;
  auto map = builder.finish(uint32_t(n_in), *outs);
  if (!map) return nullptr;
  return std::make_unique<ReductionKernel>(ReductionInfo{std::move(*map), combiner->code, combiner->identity, std::move(shape),
                                                         *reduced, std::move(access), std::move(out_access->strides)},
                                           combiner->name);
}

}  // namespace

void register_reduction_kernels() { register_cpu_kernel("linalg.generic", make_reduction); }

const ReductionInfo* reduction_info(const CpuKernel& kernel) {
  const auto* r = dynamic_cast<const ReductionKernel*>(&kernel);
  return r ? &r->info() : nullptr;
}

}  // namespace linrt::engine
