// linalg.generic reductions on the CPU. A body that yields `combine(acc, x)`, where `acc` (the
// output's block argument) is used nowhere else and `x` is any elementwise function of the
// inputs, becomes the map: the body with `acc` replaced by the combiner's identity, so it
// computes x. Adjacent dimensions that every operand reads contiguously are merged, and the
// iteration space is walked row by row (a row is the innermost dimension). A row is reduced into
// its one output element (innermost dimension reduced) or combined element by element into the
// output row (innermost dimension parallel) by the evaluator's streaming SIMD loops
// (ew_reduce_fns). When the map is x, x * x or |x| of one input read contiguously along the
// row, those loops read the input directly (and are handed all the rows of the dimension outside
// the row at once, to read several side by side); any other map is first evaluated a chunk of
// the row at a time into scratch. Threads split the largest parallel dimension; when no parallel
// dimension is large enough, or it is an output row too short to share (under 256 elements per
// thread), each thread reduces part of the space into a private copy of the output and the
// copies are combined in thread order, so results depend on the thread count but never on
// timing. A spatial reduction whose first input the planner keeps in NCHW16c walks the space
// [N, C/16, H, W, 16] (read_channel_blocks): each channel block's 16 sums accumulate row by
// row of H * W; with a padded last block into scratch, of which the C real channels are copied
// out.

#include <algorithm>
#include <cstring>
#include <string_view>

#include "core/registration.h"
#include "engine/cpu/elementwise.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/reduction.h"
#include "ops/isa_kernels.h"

namespace linrt::engine {
namespace {

constexpr int64_t kChunk = 1024;             // map results held at once per thread
constexpr int64_t kParallelMin = 1 << 15;    // iteration points worth a parallel region
constexpr int64_t kPartialsMax = 1 << 16;    // largest output reduced through private copies
constexpr int64_t kRowSplitMin = 256;        // elements of an output row worth one thread

// Where one thread works: dimension `dim` restricted to [lo, hi) (dim -1: everywhere).
struct Range {
  int dim = -1;
  int64_t lo = 0, hi = 0;
};

// The iteration space with adjacent dimensions merged where every operand (the output
// included) reads them as one: same kind, and the outer stride is the inner stride times the
// inner extent. Dimensions of extent 1 are dropped. Walks the same points in the same order.
ReductionInfo merge_dims(const ReductionInfo& r) {
  ReductionInfo m;
  m.combine = r.combine;
  m.identity = r.identity;
  m.access.resize(r.access.size());
  for (size_t i = 0; i < r.access.size(); ++i) m.access[i].base = r.access[i].base;
  for (size_t d = 0; d < r.shape.size(); ++d) {
    if (r.shape[d] == 1 && (d + 1 < r.shape.size() || !m.shape.empty())) continue;
    bool merge = !m.shape.empty() && m.reduced.back() == r.reduced[d] &&
                 m.out_strides.back() == r.out_strides[d] * r.shape[d];
    for (size_t i = 0; merge && i < r.access.size(); ++i)
      merge = m.access[i].strides.back() == r.access[i].strides[d] * r.shape[d];
    if (merge) {
      m.shape.back() *= r.shape[d];
      m.out_strides.back() = r.out_strides[d];
      for (size_t i = 0; i < r.access.size(); ++i) m.access[i].strides.back() = r.access[i].strides[d];
    } else {
      m.shape.push_back(r.shape[d]);
      m.reduced.push_back(r.reduced[d]);
      m.out_strides.push_back(r.out_strides[d]);
      for (size_t i = 0; i < r.access.size(); ++i) m.access[i].strides.push_back(r.access[i].strides[d]);
    }
  }
  return m;
}

class ReductionKernel final : public CpuKernel {
 public:
  explicit ReductionKernel(ReductionInfo info)
      : info_(std::move(info)), loop_(merge_dims(info_)), rows_(ew_reduce_fns(info_.combine, EwPreMap::Identity)) {
    // A map that is x, x * x or |x| of one input, combined with the identity, is read straight
    // from that input when it is contiguous along the row.
    const EwProgram& m = info_.map;
    const size_t n = m.code.size();
    const uint16_t ident = m.num_inputs;  // the identity constant's register
    if ((n == 1 || n == 2) && m.constants.size() == 1 && m.code[n - 1].op == info_.combine && m.outputs[0] == m.code[n - 1].dst) {
      const EwInstr& c = m.code[n - 1];
      const uint16_t x = c.a == ident ? c.b : c.b == ident ? c.a : ident;
      int input = -1;
      EwPreMap pre = EwPreMap::Identity;
      if (n == 1) {
        input = x < m.num_inputs ? int(x) : -1;
      } else if (const EwInstr& f = m.code[0]; f.dst == x && f.a < m.num_inputs) {
        if (f.op == EwOpcode::Mul && f.b == f.a) input = f.a, pre = EwPreMap::Square;
        if (f.op == EwOpcode::Abs) input = f.a, pre = EwPreMap::Abs;
      }
      if (input >= 0 && (loop_.shape.back() == 1 || loop_.access[size_t(input)].strides.back() == 1)) {
        direct_ = input;
        direct_rows_ = ew_reduce_fns(info_.combine, pre);
      }
    }
    for (size_t d = 0; d < info_.shape.size(); ++d) {
      total_ *= info_.shape[d];
      if (!info_.reduced[d]) out_numel_ *= info_.shape[d];
    }
  }

  // "reduction.sum", or "reduction.sum.stream" when the map is read straight from its input.
  std::string name() const override { return "reduction." + std::string(info_.name) + (direct_ >= 0 ? ".stream" : ""); }
  // The init (the operand after the map's inputs) may be a splat.
  bool takes_splat(size_t operand) const override { return operand == info_.map.num_inputs; }

  void run(std::span<const ConstBuffer> inputs, std::span<const void* const>, std::span<const MutBuffer> outputs,
           const RunContext& ctx) const override {
    const size_t n_in = inputs.size() - 1;
    const float* in[kEwMaxRegisters];
    for (size_t i = 0; i < n_in; ++i) in[i] = inputs[i].as<float>();
    const std::span<const float* const> ins(in, n_in);
    float* const result = outputs[0].as<float>();
    const float* init = inputs[n_in].as<float>();
    // A splat init (takes_splat) is a rank-0 buffer: every output element starts from its value.
    const bool splat = inputs[n_in].desc->shape.empty();
    // A padded last channel block (read_channel_blocks): the sums of the padded channels go to
    // scratch of [N, padded C], whose first C of each batch are copied out at the end.
    const int64_t padded = info_.channels ? info_.shape[1] * info_.shape[4] : 0;
    thread_local std::vector<float> padded_out;
    float* out = result;
    if (padded) {
      padded_out.assign(size_t(out_numel_), splat ? *init : info_.identity);
      out = padded_out.data();
      if (!splat)
        for (int64_t n = 0; n < info_.shape[0]; ++n)
          std::memcpy(out + n * padded, init + n * info_.channels, size_t(info_.channels) * sizeof(float));
    } else if (splat) {
      std::fill_n(out, out_numel_, *init);
    } else if (out != init) {
      std::memcpy(out, init, size_t(out_numel_) * sizeof(float));
    }

    const int threads = std::max(1, ctx.threads);
    int split = -1;  // the largest parallel dimension
    for (size_t d = 0; d < loop_.shape.size(); ++d)
      if (!loop_.reduced[d] && (split < 0 || loop_.shape[d] > loop_.shape[size_t(split)])) split = int(d);
    // The largest dimension of all, for private copies; not a short output row, since threads
    // splitting one would read the same cache lines of every input row.
    const int inner = int(loop_.shape.size()) - 1;
    const bool narrow = split == inner && inner > 0 && loop_.shape[size_t(inner)] < kRowSplitMin * threads;
    int any = 0;
    for (int d = 1; d < int(loop_.shape.size()); ++d)
      if (!(narrow && d == inner) && loop_.shape[size_t(d)] > loop_.shape[size_t(any)]) any = d;
    if (threads == 1 || total_ < kParallelMin) {
      accumulate(ins, out, Range{});
    } else if (split >= 0 && loop_.shape[size_t(split)] >= threads &&
               !(narrow && out_numel_ <= kPartialsMax && loop_.shape[size_t(any)] >= threads)) {
      const int64_t extent = loop_.shape[size_t(split)];
      ops::cpu::parallel_blocks(
          threads, threads,
          [&](int64_t t) { accumulate(ins, out, Range{split, extent * t / threads, extent * (t + 1) / threads}); },
          [] {});
    } else if (out_numel_ <= kPartialsMax) {
      reduce_through_partials(ins, out, threads, any);
    } else {
      accumulate(ins, out, Range{});
    }
    int64_t numel = out_numel_;
    if (padded) {
      for (int64_t n = 0; n < info_.shape[0]; ++n)
        std::memcpy(result + n * info_.channels, out + n * padded, size_t(info_.channels) * sizeof(float));
      numel = info_.shape[0] * info_.channels;
    }
    if (ctx.epilogue) ctx.epilogue->apply(result, 0, numel);
  }

 private:
  // Per-thread scratch of kChunk map values.
  static float* scratch() {
    thread_local std::vector<float> buffer = std::vector<float>(size_t(kChunk));
    return buffer.data();
  }

  // Combines the map's values over the points of `range` into `acc` (the output, or a private
  // copy of it).
  void accumulate(std::span<const float* const> in, float* acc, Range range) const {
    const size_t inner = loop_.shape.size() - 1;
    const bool reduce_row = loop_.reduced[inner];
    // A streamed reduction takes all the rows of the dimension outside the row in one call
    // (several rows are read side by side): the dimensions walked one index at a time are those
    // before `walk`.
    const bool block = direct_ >= 0 && inner > 0 && (reduce_row || loop_.reduced[inner - 1]);
    const size_t walk = block ? inner - 1 : inner;
    int64_t c0 = 0, c1 = loop_.shape[inner];
    if (range.dim == int(inner)) c0 = range.lo, c1 = range.hi;
    int64_t r0 = 0, r1 = block ? loop_.shape[inner - 1] : 1;
    if (block && range.dim == int(inner - 1)) r0 = range.lo, r1 = range.hi;
    if (c0 >= c1 || r0 >= r1) return;
    int64_t idx[16] = {};
    if (range.dim >= 0 && size_t(range.dim) < walk) {
      if (range.lo >= range.hi) return;
      idx[range.dim] = range.lo;
    }
    if (block) idx[inner - 1] = r0;
    while (true) {
      int64_t flat = 0, out_off = 0, direct_off = 0;
      for (size_t d = 0; d < inner; ++d) {
        flat = flat * loop_.shape[d] + idx[d];
        out_off += idx[d] * loop_.out_strides[d];
        if (direct_ >= 0) direct_off += idx[d] * loop_.access[size_t(direct_)].strides[d];
      }
      float* o = acc + out_off + (reduce_row ? 0 : c0);
      if (direct_ >= 0) {  // the map is read from the input itself, contiguous along the row
        const EwAccess& a = loop_.access[size_t(direct_)];
        const float* x = in[size_t(direct_)] + a.base + direct_off + c0;
        const int64_t stride = block ? a.strides[inner - 1] : 0;
        if (reduce_row) direct_rows_.reduce(x, c1 - c0, r1 - r0, stride, o, block ? loop_.out_strides[inner - 1] : 0);
        else direct_rows_.accumulate(o, x, c1 - c0, r1 - r0, stride);
      } else {
        float* buf = scratch();
        flat *= loop_.shape[inner];
        for (int64_t c = c0; c < c1; c += kChunk) {
          const int64_t n = std::min(kChunk, c1 - c);
          float* dst = buf - (flat + c);  // ew_run writes at flat indices
          ew_run(info_.map, loop_.shape, in, loop_.access, std::span<float* const>(&dst, 1), flat + c, n);
          if (reduce_row) rows_.reduce(buf, n, 1, 0, o, 0);
          else rows_.accumulate(o + (c - c0), buf, n, 1, 0);
        }
      }
      // The next row (or block of rows) of the range, or the end.
      size_t d = walk;
      while (d > 0) {
        --d;
        const bool restricted = int(d) == range.dim;
        if (++idx[d] < (restricted ? range.hi : loop_.shape[d])) break;
        idx[d] = restricted ? range.lo : 0;
        if (d == 0) return;
      }
      if (walk == 0) return;
    }
  }

  // Each of `threads` parts of dimension `split` is reduced into a private copy of the output
  // (the calling thread's scratch, one copy per part); the copies are then combined in part
  // order, so the result depends on the thread count, never on which thread ran a part.
  void reduce_through_partials(std::span<const float* const> in, float* out, int threads, int split) const {
    const int64_t extent = loop_.shape[size_t(split)];
    const int parts = int(std::min<int64_t>(threads, extent));
    const size_t numel = size_t(out_numel_);
    thread_local std::vector<float> partials;
    partials.assign(numel * size_t(parts), info_.identity);
    float* partial = partials.data();
    ops::cpu::parallel_blocks(
        parts, parts,
        [&](int64_t t) { accumulate(in, partial + size_t(t) * numel, Range{split, extent * t / parts, extent * (t + 1) / parts}); },
        [] {});
    for (int t = 0; t < parts; ++t) rows_.accumulate(out, partial + size_t(t) * numel, out_numel_, 1, 0);
  }

  ReductionInfo info_;
  ReductionInfo loop_;     // info_'s iteration space with dimensions merged (merge_dims); no map
  EwReduceFns rows_;       // the SIMD loops for the combine alone
  int direct_ = -1;        // the input the map is a plain function of, if read contiguously along rows
  EwReduceFns direct_rows_;  // the loops for that function
  int64_t total_ = 1, out_numel_ = 1;
};

std::unique_ptr<CpuKernel> make_reduction(const KernelSpec& spec) {
  auto info = analyse_reduction(spec);
  if (!info || spec.output_blocked || (spec.input0_blocked && !read_channel_blocks(*info))) return nullptr;
  return std::make_unique<ReductionKernel>(std::move(*info));
}

}  // namespace

LINRT_REGISTRATION(cpu, reduction) { register_cpu_kernel("linalg.generic", make_reduction); }

}  // namespace linrt::engine
