// The fast CPU GEMM: C[m][n] = init[m][n] + bias_rows[m] + bias_cols[n] + sum_k A[m][k] * B[k][n]
// (optionally then ReLU)
// in f32, on packed panels with a register-blocked xsimd microkernel per ISA (see
// ops/gemm_microkernel_impl.h), blocked for the caches and parallel over blocks of C with OpenMP.
// Its reference twin is ops::ref::matmul (ops/matmul.h).
//
// Operands reach the microkernel as panels: A as panels of mr rows, B as panels of nr columns,
// each panel k-major (element (outer o, depth d) at d * panel + o % panel) and zero-padded to a
// whole panel. A constant operand is packed once (pack_panels) and read in place; any other is
// packed block by block while the product runs, by a PanelSource (a strided matrix, or an
// implicit one such as the im2col view of a convolution input).
#pragma once

#include <cstdint>
#include <functional>
#include <vector>

#include "ops/cpu_features.h"

namespace linrt::ops::cpu {

// The register tile of `isa`'s microkernel: rows of A (mr) and columns of B (nr) per panel.
int gemm_mr(Isa isa);
int gemm_nr(Isa isa);

// A strided matrix: element (row, col) at data[row * row_stride + col * col_stride].
struct MatrixView {
  const float* data = nullptr;
  int64_t row_stride = 0, col_stride = 0;
  float at(int64_t row, int64_t col) const { return data[row * row_stride + col * col_stride]; }
};

// An operand packed whole: `outer` is m for A or n for B, `depth` is k. With block_depth 0 the
// ceil(outer / panel) panels follow each other, panel p at panels() + p * depth * panel, element
// (o, d) at d * panel + o % panel in it, and the GEMM cuts them into K blocks of its own depth.
// With block_depth > 0 the depth is cut into K blocks of that depth (the last one shorter),
// which the GEMM then computes in, and the panels of one K block follow each other, so the GEMM
// reads a K block of the operand as one contiguous stream (which the hardware prefetcher
// follows): K block [k0, k0 + kc), panel p at panels() + k0 * padded_outer + p * kc * panel
// (padded_outer = the panels' rows), element (o, d) at (d - k0) * panel + o % panel in it.
//
// A bf16 operand (pack_panels_bf16, B only) has the same layout over pairs of K steps: where
// the fp32 layout has a float for (o, d) it has one 32-bit word holding the bf16 values of
// (o, 2q) (low half) and (o, 2q + 1) (high half; zero past the depth), as vdpbf16ps reads them.
struct PackedPanels {
  int64_t outer = 0, depth = 0, block_depth = 0;
  int panel = 0;
  bool bf16 = false;
  // starts on a 64-byte boundary
  const float* panels() const { return storage.data() + offset; }
  std::vector<float> storage;
  size_t offset = 0;
};

// The K block depth for a product of depth k whose B is a constant packed once for `isa`:
// pack_panels' block_depth. One block up to twice the microkernel's own K block (measured 2-3%
// faster at DLRM's K = 1024 than two blocks of 512: C is loaded and stored once).
int64_t gemm_kc(Isa isa, int64_t k, bool bf16 = false);

// Packs the outer x depth matrix `source` (element (o, d) = source.at(o, d)) into panels of
// `panel` rows, in K blocks of `block_depth` (0: as one block, see PackedPanels). For A pass the
// m x k view; for B pass the n x k view (B transposed).
PackedPanels pack_panels(const MatrixView& source, int64_t outer, int64_t depth, int panel,
                         int64_t block_depth = 0);

// The same for the bf16 kernel (values rounded to nearest even bf16 by linrt::f32_to_bf16): B
// only, block_depth even (or 0, or at least depth). gemm() runs a product whose B is packed so
// with bf16 operands and fp32 accumulation: A is then converted to bf16 block by block, and must
// be read in place. Only for an ISA with supports_bf16().
PackedPanels pack_panels_bf16(const MatrixView& source, int64_t outer, int64_t depth, int panel,
                              int64_t block_depth = 0);

// Produces the panels of one block of an operand that is not packed ahead of time.
class PanelSource {
 public:
  virtual ~PanelSource() = default;
  // Writes the panels covering outer indices [outer0, outer0 + count) and depth
  // [depth0, depth0 + depth_count): panel p at dst + p * depth_count * panel, element (o, d) at
  // d * panel + (o - outer0) % panel. Entries for outer indices past the matrix are zero.
  // `outer0` is a multiple of `panel`. Called concurrently from several threads.
  virtual void pack(int64_t outer0, int64_t count, int64_t depth0, int64_t depth_count,
                    int panel, float* dst) const = 0;
};

// A PanelSource over a strided outer x depth matrix of `outer` rows.
class ViewPanelSource final : public PanelSource {
 public:
  ViewPanelSource(MatrixView view, int64_t outer) : view_(view), outer_(outer) {}
  void pack(int64_t outer0, int64_t count, int64_t depth0, int64_t depth_count, int panel,
            float* dst) const override;

 private:
  MatrixView view_;
  int64_t outer_;
};

// One operand: packed ahead (by pack_panels with this ISA's panel size), produced by a source,
// or (A only) read in place from a row-major matrix with unit column stride, `in_place`, which
// saves the packing pass when A is already contiguous along k. (The small transposed-B product,
// ops/gemm_small_cpu.h, reads both operands in place.)
struct GemmOperand {
  const PackedPanels* packed = nullptr;
  const PanelSource* source = nullptr;
  MatrixView in_place;
};

struct GemmCall {
  int64_t m = 0, n = 0, k = 0;
  GemmOperand a, b;
  float* c = nullptr;
  int64_t ldc = 0;
  const float* init = nullptr;  // optional accumulator start, leading dimension ld_init; may be c
  int64_t ld_init = 0;
  const float* bias_rows = nullptr;  // optional, m values
  const float* bias_cols = nullptr;  // optional, n values
  bool relu = false;  // then C = C <= 0 ? 0 : C (NaN stays), before `finished`
  // Optional (not with relu): then C = C * scale[row][col] + residual[row][col], either one
  // alone too, both m x n matrices with leading dimension ld_epilogue, read as the last K block's
  // tiles are stored (DLRM-v2's cross layer x0 * (W x + b) + x). gemm() only, not the small
  // transposed-B product.
  const float* scale = nullptr;
  const float* residual = nullptr;
  int64_t ld_epilogue = 0;
  // gemm_small_transposed_b only (optional): the A and B of the product to run next, m and n
  // rows like these, prefetched into L2 while this one runs (a batch of products in a row).
  const float* a_next = nullptr;
  const float* b_next = nullptr;
  // Called once per finished row segment of C (bias added, no more writes), while it is still
  // in cache: `data` = &C[row][col], `count` consecutive elements. May run on any thread.
  std::function<void(float* data, int64_t row, int64_t col, int64_t count)> finished;
};

// y[i] = init[i] (when given; may be y) + sum_k A[i][k] * x[k] for the m x k row-major matrix
// A with row stride lda: the matrix-vector product, which the GEMM's wide register tile would
// mostly waste. `finished` as in GemmCall (row = i, col = 0), on runs of consecutive rows.
void gemv(Isa isa, int64_t m, int64_t k, const float* a, int64_t lda, const float* x,
          const float* init, float* y, int threads,
          const std::function<void(float* data, int64_t row, int64_t count)>& finished = {});

// Products of fewer multiply-adds than this run on one thread: starting and joining a team
// costs more than they take (microseconds each).
constexpr int64_t kGemmMinParallelMacs = int64_t(1) << 20;

// Computes `call` with `isa`'s microkernel on up to `threads` OpenMP threads (1: on the calling
// thread, so it may run inside an outer parallel region; so does a product smaller than
// kGemmMinParallelMacs).
void gemm(Isa isa, const GemmCall& call, int threads);

}  // namespace linrt::ops::cpu
