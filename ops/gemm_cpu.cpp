#include "ops/gemm_cpu.h"

#include <algorithm>
#include <cstdint>
#include <cstring>
#include <stdexcept>
#include <string>

#include "linrt/dtype.h"
#include "ops/gemm_microkernel.h"
#include "ops/isa_kernels.h"

namespace linrt::ops::cpu {

namespace {

int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }
int64_t round_up(int64_t a, int64_t b) { return ceil_div(a, b) * b; }

// Each ISA's descriptor is fetched only when that ISA is asked for: its file is compiled with
// the ISA's flags, so even building the descriptor may use instructions older CPUs lack.
const detail::MicroKernel& microkernel(Isa isa) {
#if defined(__x86_64__)
  if (isa == Isa::Avx512) {
    static const detail::MicroKernel avx512 = detail::microkernel_avx512();
    return avx512;
  }
  if (isa == Isa::Avx2Fma) {
    static const detail::MicroKernel avx2 = detail::microkernel_avx2();
    return avx2;
  }
#endif
  static const detail::MicroKernel generic = detail::microkernel_generic();
  return generic;
}

const detail::MicroKernel& microkernel_bf16(Isa isa) {
  if (!supports_bf16(isa))
    throw std::logic_error("gemm: bf16 operands need AVX-512 with AVX512_BF16, not " +
                           std::string(isa_name(isa)));
#if defined(__x86_64__)
  static const detail::MicroKernel bf16 = detail::microkernel_avx512_bf16();
  return bf16;
#else
  return microkernel(isa);  // unreachable: supports_bf16 holds only on x86-64
#endif
}

// Floats at a 64-byte boundary inside a growable vector, so full-width vector loads of panels
// never straddle cache lines.
float* aligned_in(std::vector<float>& storage, size_t count, size_t& offset) {
  constexpr size_t kAlignFloats = 16;
  if (storage.size() < count + kAlignFloats) storage.resize(count + kAlignFloats);
  auto address = reinterpret_cast<uintptr_t>(storage.data());
  offset = ((64 - address % 64) % 64) / sizeof(float);
  return storage.data() + offset;
}

// Per-thread packing buffers, grown to the largest block seen and then reused.
struct PackScratch {
  std::vector<float> a, b;
};

PackScratch& thread_scratch() {
  thread_local PackScratch scratch;
  return scratch;
}

}  // namespace

int gemm_mr(Isa isa) { return microkernel(isa).mr; }
int gemm_nr(Isa isa) { return microkernel(isa).nr; }

void ViewPanelSource::pack(int64_t outer0, int64_t count, int64_t depth0, int64_t depth_count,
                           int panel, float* dst) const {
  // An empty depth range writes nothing; returning here also keeps K = 0 operands (whose data
  // pointer may be null) out of the pointer arithmetic below, which UBSan rejects.
  if (depth_count <= 0) return;
  const int64_t outer_end = std::min(outer0 + count, outer_);
  const int64_t panels = ceil_div(count, panel);
  for (int64_t p = 0; p < panels; ++p) {
    float* out = dst + p * depth_count * panel;
    const int64_t o_begin = outer0 + p * panel;
    const int64_t valid = std::clamp<int64_t>(outer_end - o_begin, 0, panel);
    if (view_.row_stride == 1 && valid == panel) {
      // Consecutive outer indices are adjacent in memory (B of a row-major K x N matrix):
      // each depth step is one contiguous copy.
      const float* src = view_.data + o_begin + depth0 * view_.col_stride;
      for (int64_t d = 0; d < depth_count; ++d)
        std::memcpy(out + d * panel, src + d * view_.col_stride, sizeof(float) * panel);
      continue;
    }
    for (int64_t j = 0; j < panel; ++j) {
      if (j < valid) {
        const float* src = view_.data + (o_begin + j) * view_.row_stride + depth0 * view_.col_stride;
        for (int64_t d = 0; d < depth_count; ++d) out[d * panel + j] = src[d * view_.col_stride];
      } else {
        for (int64_t d = 0; d < depth_count; ++d) out[d * panel + j] = 0.0f;
      }
    }
  }
}

int64_t gemm_kc(Isa isa, int64_t k, bool bf16) {
  const int64_t kc = (bf16 ? microkernel_bf16(isa) : microkernel(isa)).kc;
  return std::max<int64_t>(1, k <= 2 * kc ? k : kc);
}

PackedPanels pack_panels(const MatrixView& source, int64_t outer, int64_t depth, int panel,
                         int64_t block_depth) {
  PackedPanels packed;
  packed.outer = outer;
  packed.depth = depth;
  packed.block_depth = block_depth;
  packed.panel = panel;
  const int64_t padded_outer = ceil_div(outer, panel) * panel;
  float* dst = aligned_in(packed.storage, size_t(padded_outer * depth), packed.offset);
  const int64_t step = block_depth > 0 ? block_depth : std::max<int64_t>(depth, 1);
  const ViewPanelSource view(source, outer);
  for (int64_t k0 = 0; k0 < depth; k0 += step)
    view.pack(0, outer, k0, std::min(step, depth - k0), panel, dst + k0 * padded_outer);
  return packed;
}

PackedPanels pack_panels_bf16(const MatrixView& source, int64_t outer, int64_t depth, int panel,
                              int64_t block_depth) {
  if (block_depth % 2 != 0 && block_depth < depth)
    throw std::logic_error("pack_panels_bf16: K blocks of odd depth");
  // Packed as floats first, then each pair of K steps of a panel becomes one row of words.
  const PackedPanels f = pack_panels(source, outer, depth, panel, block_depth);
  PackedPanels packed;
  packed.outer = outer;
  packed.depth = depth;
  packed.block_depth = block_depth;
  packed.panel = panel;
  packed.bf16 = true;
  const int64_t padded_outer = ceil_div(outer, panel) * panel;
  float* dst = aligned_in(packed.storage, size_t(padded_outer * ceil_div(depth, 2)), packed.offset);
  const int64_t step = block_depth > 0 ? block_depth : std::max<int64_t>(depth, 1);
  for (int64_t k0 = 0; k0 < depth; k0 += step) {
    const int64_t kc = std::min(step, depth - k0), pairs = ceil_div(kc, 2);
    const float* in = f.panels() + k0 * padded_outer;
    float* out = dst + (k0 / 2) * padded_outer;
    for (int64_t p = 0; p < padded_outer / panel; ++p)
      for (int64_t q = 0; q < pairs; ++q)
        for (int j = 0; j < panel; ++j) {
          const float* col = in + p * kc * panel + 2 * q * panel + j;
          const uint32_t word =
              uint32_t(f32_to_bf16(col[0])) | uint32_t(2 * q + 1 < kc ? f32_to_bf16(col[panel]) : 0) << 16;
          std::memcpy(out + p * pairs * panel + q * panel + j, &word, sizeof(word));
        }
  }
  return packed;
}

namespace {

// K block [k0, k0 + kc) of panel `index` of a packed operand, and the distance between the
// panels of that block (in floats, or words of bf16 pairs).
const float* packed_block(const PackedPanels& p, int64_t index, int64_t k0, int64_t kc,
                          int64_t& panel_stride) {
  auto steps = [&](int64_t d) { return p.bf16 ? ceil_div(d, 2) : d; };
  if (p.block_depth == 0) {
    panel_stride = steps(p.depth) * p.panel;
    return p.panels() + index * panel_stride + steps(k0) * p.panel;
  }
  panel_stride = steps(kc) * p.panel;
  return p.panels() + steps(k0) * ceil_div(p.outer, p.panel) * p.panel + index * panel_stride;
}

}  // namespace

void gemm(Isa isa, const GemmCall& g, int threads) {
  if (g.m <= 0 || g.n <= 0) return;
  // A B packed as bf16 makes the product a bf16 one: A is converted as its rows are used.
  const bool bf16 = g.b.packed && g.b.packed->bf16;
  const detail::MicroKernel& uk = bf16 ? microkernel_bf16(isa) : microkernel(isa);
  if (bf16 && g.k > 0 && !g.a.in_place.data)
    throw std::logic_error("gemm: with bf16 B, A must be read in place");
  if (g.a.packed && g.a.packed->bf16) throw std::logic_error("gemm: only B may be packed as bf16");
  const int MR = uk.mr, NR = uk.nr;
  auto check_packed = [&](const GemmOperand& op, int64_t outer, int panel, const char* name) {
    if (g.k > 0 && !op.packed && !op.source && !op.in_place.data)
      throw std::logic_error(std::string("gemm: operand ") + name + " has no data");
    if (op.packed && (op.packed->panel != panel || op.packed->depth != g.k ||
                      op.packed->outer < outer))
      throw std::logic_error(std::string("gemm: operand ") + name +
                             " was packed for another shape or ISA");
  };
  check_packed(g.a, g.m, MR, "A");
  check_packed(g.b, g.n, NR, "B");
  // An operand packed in K blocks sets the depth of the K blocks; both must agree on it.
  auto block_depth = [](const GemmOperand& op) { return op.packed ? op.packed->block_depth : 0; };
  const int64_t KC = block_depth(g.b) ? block_depth(g.b) : block_depth(g.a) ? block_depth(g.a) : uk.kc;
  if ((block_depth(g.a) && block_depth(g.a) != KC) || (block_depth(g.b) && block_depth(g.b) != KC))
    throw std::logic_error("gemm: operands A and B were packed in K blocks of different depths");
  if (g.relu && (g.scale || g.residual))
    throw std::logic_error("gemm: ReLU and a scale or residual in the stores together");
  if (g.b.in_place.data || (g.a.in_place.data && g.a.in_place.col_stride != 1))
    throw std::logic_error("gemm: only A may be read in place, and only with unit column stride");

  // Blocks of C are the parallel tasks: mc rows by nc columns, each computed K block by K
  // block. Within a K block the loop runs over the A micro-panels (mr x kc, L1-resident while
  // it is used) and, inside, over the B micro-panels of the block (kc x nc, L2-resident across
  // the A micro-panels), so the operand streamed from L2 is the one read as whole vectors.
  // A read in place is not packed (measured: copying its rows cost more than their L1 set
  // conflicts at K = 1024). Tasks span as many columns as an L2-sized B block allows, so an A
  // micro-panel that has to be packed is packed once per K block, and few enough rows that the
  // finished rows of C are still in L2 for the `finished` callback; a B block that has to be
  // packed is shared by more rows and kept narrower, so that it is packed while it fits in L2
  // (measured on the convolutions with 3 input channels). A product of at most kOneRowBlock rows
  // is one row block whatever its B: a B block comes into L2 from L3 once per row block, and
  // the first A micro-panel that meets it runs at the speed of that stream, so with the two or
  // three row blocks of a transformer's 128 or 197 tokens one A micro-panel in five or six
  // waited on it (one block measured 10-14% faster on the BERT and ViT Linears with N >= 2304
  // or K = 3072; C's block of at most kOneRowBlock rows still fits in L2). The block counts are
  // raised until the tasks divide evenly among the threads (or are plenty), so no thread idles
  // through a whole block at the end.
  constexpr int64_t kL2BlockFloats = 256 * 1024, kL1BlockFloats = 4096, kMaxPanelsInL1 = 64;
  constexpr int64_t kOneRowBlock = 256;
  const int64_t mc_target = g.b.source || g.m <= kOneRowBlock ? kOneRowBlock : 96;
  const int64_t b_steps = bf16 ? ceil_div(std::min(KC, g.k), 2) : std::min(KC, g.k);
  const int64_t nc_max = std::max<int64_t>(
      NR, std::min<int64_t>(g.b.source ? 512 : g.n,
                            kL2BlockFloats / std::max<int64_t>(1, b_steps)) / NR * NR);
  int64_t mblocks = ceil_div(g.m, round_up(mc_target, MR));
  int64_t nblocks = ceil_div(g.n, nc_max);
  if (g.m * g.n * g.k < kGemmMinParallelMacs) threads = 1;  // too short to share
  if (threads > 1) {
    while ((mblocks * nblocks) % threads != 0 && mblocks * nblocks < 8 * threads) {
      const bool can_split_m = ceil_div(g.m, MR) > mblocks;
      const bool can_split_n = ceil_div(g.n, NR) > nblocks;
      if (!can_split_m && !can_split_n) break;
      if (can_split_m && (!can_split_n || g.m / mblocks >= g.n / nblocks)) ++mblocks;
      else ++nblocks;
    }
  }
  const int64_t MC = round_up(ceil_div(g.m, mblocks), MR);
  const int64_t NC = round_up(ceil_div(g.n, nblocks), NR);
  mblocks = ceil_div(g.m, MC);
  nblocks = ceil_div(g.n, NC);
  const int64_t kblocks = g.k > 0 ? ceil_div(g.k, KC) : 1;

  auto run_task = [&](int64_t task) {
    PackScratch& scratch = thread_scratch();
    const int64_t m0 = (task / nblocks) * MC, n0 = (task % nblocks) * NC;
    const int64_t mc = std::min(MC, g.m - m0), nc = std::min(NC, g.n - n0);
    const int64_t m_panels = ceil_div(mc, MR), n_panels = ceil_div(nc, NR);
    for (int64_t kb = 0; kb < kblocks; ++kb) {
      const int64_t k0 = kb * KC, kc = std::min(KC, g.k - k0);
      // With k == 0 nothing is read: C is only initialised (init, biases).
      const float* b_base = nullptr;
      int64_t b_stride = 0;
      if (kc == 0) {
      } else if (g.b.packed) {
        b_base = packed_block(*g.b.packed, n0 / NR, k0, kc, b_stride);
      } else {
        size_t offset;
        float* buf = aligned_in(scratch.b, size_t(n_panels * NR * kc), offset);
        g.b.source->pack(n0, nc, k0, kc, NR, buf);
        b_base = buf;
        b_stride = kc * NR;
      }
      // The A micro-panel of row panel ir, packed into `buf` when it comes from a source.
      auto a_panel = [&](int64_t ir, float* buf, int64_t& lda) -> const float* {
        const int64_t row = m0 + ir * MR;
        lda = 0;
        if (kc == 0) return nullptr;
        int64_t unused_stride;
        if (g.a.packed) return packed_block(*g.a.packed, row / MR, k0, kc, unused_stride);
        if (g.a.source) {
          g.a.source->pack(row, std::min<int64_t>(MR, mc - ir * MR), k0, kc, MR, buf);
          return buf;
        }
        lda = g.a.in_place.row_stride;
        const float* a = g.a.in_place.data + row * lda + k0;
        if (!bf16) return a;
        lda = ceil_div(kc, 2);
        uk.to_bf16_rows(a, g.a.in_place.row_stride, int(std::min<int64_t>(MR, mc - ir * MR)), kc,
                        buf, lda);
        return buf;
      };
      auto tile = [&](int64_t ir, int64_t jr, const float* a, int64_t lda) {
        const int64_t row = m0 + ir * MR, col = n0 + jr * NR;
        detail::MicroTile t;
        t.kc = kc;
        t.a = a;
        t.lda = lda;
        t.b = b_base + jr * b_stride;
        t.c = g.c + row * g.ldc + col;
        t.ldc = g.ldc;
        t.rows = int(std::min<int64_t>(MR, mc - ir * MR));
        t.cols = int(std::min<int64_t>(NR, nc - jr * NR));
        t.accumulate = kb > 0;
        if (g.init) {
          t.init = g.init + row * g.ld_init + col;
          t.ld_init = g.ld_init;
        }
        if (g.bias_rows) t.bias_rows = g.bias_rows + row;
        if (g.bias_cols) t.bias_cols = g.bias_cols + col;
        if (kb == kblocks - 1) {
          t.relu = g.relu;
          const int64_t at = row * g.ld_epilogue + col;
          if (g.scale) t.scale = g.scale + at;
          if (g.residual) t.residual = g.residual + at;
          t.ld_epilogue = g.ld_epilogue;
        }
        uk.run(t);
      };
      size_t offset;
      if (mc * kc <= kL1BlockFloats && m_panels <= kMaxPanelsInL1) {
        // The whole A block fits in L1 beside a B micro-panel: each B micro-panel is read once
        // and meets every A micro-panel (a convolution with few output channels).
        const float* a[kMaxPanelsInL1];
        int64_t lda[kMaxPanelsInL1];
        float* buf = g.a.source || bf16 ? aligned_in(scratch.a, size_t(m_panels * MR * kc), offset) : nullptr;
        for (int64_t ir = 0; ir < m_panels; ++ir)
          a[ir] = a_panel(ir, buf ? buf + ir * MR * kc : nullptr, lda[ir]);
        for (int64_t jr = 0; jr < n_panels; ++jr)
          for (int64_t ir = 0; ir < m_panels; ++ir) tile(ir, jr, a[ir], lda[ir]);
      } else {
        float* buf = g.a.source || bf16 ? aligned_in(scratch.a, size_t(MR * kc), offset) : nullptr;
        for (int64_t ir = 0; ir < m_panels; ++ir) {
          int64_t lda;
          const float* a = a_panel(ir, buf, lda);
          for (int64_t jr = 0; jr < n_panels; ++jr) tile(ir, jr, a, lda);
        }
      }
    }
    if (g.finished)
      for (int64_t r = 0; r < mc; ++r) g.finished(g.c + (m0 + r) * g.ldc + n0, m0 + r, n0, nc);
  };

  const int64_t tasks = mblocks * nblocks;
  const int team = int(std::min<int64_t>(threads, tasks));
  if (team <= 1) {
    for (int64_t task = 0; task < tasks; ++task) run_task(task);
    return;
  }
  parallel_blocks(team, tasks, run_task, [] {});
}

void gemv(Isa isa, int64_t m, int64_t k, const float* a, int64_t lda, const float* x,
          const float* init, float* y, int threads,
          const std::function<void(float* data, int64_t row, int64_t count)>& finished) {
  if (m <= 0) return;
  const detail::MicroKernel& uk = microkernel(isa);
  // Row blocks small enough to share among threads, large enough to amortise the call.
  constexpr int64_t kRows = 64;
  const int64_t blocks = ceil_div(m, kRows);
  auto run_block = [&](int64_t b) {
    const int64_t r0 = b * kRows, rows = std::min(kRows, m - r0);
    // The products go to a local block first: init may be y itself.
    float sums[kRows];
    if (k > 0) {
      uk.gemv_rows(a + r0 * lda, lda, rows, k, x, sums);
    } else {
      for (int64_t i = 0; i < rows; ++i) sums[i] = 0.0f;
    }
    for (int64_t i = 0; i < rows; ++i) y[r0 + i] = (init ? init[r0 + i] : 0.0f) + sums[i];
    if (finished) finished(y + r0, r0, rows);
  };
  const int team = int(std::min<int64_t>(threads, blocks));
  if (team <= 1) {
    for (int64_t b = 0; b < blocks; ++b) run_block(b);
    return;
  }
  parallel_blocks(team, blocks, run_block, [] {});
}

}  // namespace linrt::ops::cpu
