// The int8 GEMM (ops/gemm_int8.h): quantisation, packing, the choice of kernel and the blocks
// shared over threads. The kernels are in ops/gemm_int8_<isa>.cpp.
#include <algorithm>
#include <cmath>
#include <vector>

#include "ops/gemm_int8_impl.h"
#include "ops/gemm_cpu.h"
#include "ops/isa_kernels.h"

namespace linrt::ops::cpu {

namespace detail {

RowQuantization row_quantization(float lo, float hi) {
  // A range this narrow (an all-zero row, or values whose scale's reciprocal would overflow)
  // is quantised with scale 1: every code is the zero point's, and the row contributes 0.
  if (!(hi - lo > 0x1p-100f)) return RowQuantization{1.0f, 0};
  RowQuantization q;
  q.scale = (hi - lo) / 255.0f;
  const float inv = 1.0f / q.scale;
  q.zero_point = std::clamp(int32_t(std::nearbyint(-lo * inv)), 0, 255);
  return q;
}

}  // namespace detail

RowQuantization quantize_row_u8(const float* x, int64_t k, uint8_t* q) {
  float lo = 0, hi = 0;
  bool finite = true;
  for (int64_t i = 0; i < k; ++i) {
    finite = finite && std::isfinite(x[i]);
    lo = std::min(lo, x[i]);
    hi = std::max(hi, x[i]);
  }
  if (!finite) {
    std::fill_n(q, k, uint8_t(0));
    return RowQuantization{std::nanf(""), 0};
  }
  const RowQuantization rq = detail::row_quantization(lo, hi);
  const float inv = 1.0f / rq.scale;
  for (int64_t i = 0; i < k; ++i)
    q[i] = uint8_t(std::clamp(int32_t(std::nearbyint(x[i] * inv)) + rq.zero_point, 0, 255));
  return rq;
}

namespace {

// CPUID leaf 7, sub-leaf 0, ECX bit 11: AVX512_VNNI.
bool cpu_has_avx512_vnni() {
#if defined(__x86_64__)
  return __builtin_cpu_supports("avx512vnni");
#else
  return false;
#endif
}

}  // namespace

const Int8Kernel& gemm_int8_kernel(Isa isa) {
#if defined(__x86_64__)
  if (isa == Isa::Avx512 && cpu_has_avx512_vnni()) {
    static const Int8Kernel k = detail::gemm_int8_avx512_vnni();
    return k;
  }
  if (isa == Isa::Avx512 || isa == Isa::Avx2Fma) {
    static const Int8Kernel k = detail::gemm_int8_avx2();
    return k;
  }
#endif
  static const Int8Kernel k = detail::gemm_int8_generic();
  return k;
}

std::string_view gemm_int8_name(Isa isa) { return gemm_int8_kernel(isa).name; }

Int8Weights pack_int8_weights(Isa isa, const int8_t* codes, int64_t ld, int64_t n, int64_t k,
                              std::vector<float> scale) {
  const int nr = gemm_int8_kernel(isa).nr;
  Int8Weights w;
  w.n = n;
  w.k = k;
  w.depth = (k + 3) / 4 * 4;
  w.nr = nr;
  const int64_t panels = (n + nr - 1) / nr;
  w.codes.assign(size_t(panels * nr * w.depth), 0);
  w.colsum.assign(size_t(n), 0);
  w.scale = std::move(scale);
  for (int64_t c = 0; c < n; ++c) {
    int8_t* panel = w.codes.data() + (c / nr) * nr * w.depth;
    for (int64_t d = 0; d < k; ++d) {
      const int8_t v = codes[c * ld + d];
      panel[((d / 4) * nr + c % nr) * 4 + d % 4] = v;
      w.colsum[size_t(c)] += v;
    }
  }
  return w;
}

Int8Weights quantize_int8_weights(Isa isa, const float* b, int64_t c_stride, int64_t d_stride, int64_t n,
                                  int64_t k) {
  std::vector<int8_t> codes(static_cast<size_t>(n * k));
  std::vector<float> scale(static_cast<size_t>(n));
  for (int64_t c = 0; c < n; ++c) {
    float amax = 0;
    bool finite = true;
    for (int64_t d = 0; d < k; ++d) {
      const float v = b[c * c_stride + d * d_stride];
      finite = finite && std::isfinite(v);
      amax = std::max(amax, std::fabs(v));
    }
    const float s = !finite ? std::nanf("") : amax > 0 ? amax / 127.0f : 1.0f;
    scale[size_t(c)] = s;
    for (int64_t d = 0; d < k; ++d) {
      const float v = finite ? std::nearbyint(b[c * c_stride + d * d_stride] / s) : 0.0f;
      codes[size_t(c * k + d)] = int8_t(std::clamp(v, -127.0f, 127.0f));
    }
  }
  return pack_int8_weights(isa, codes.data(), k, n, k, std::move(scale));
}

namespace {

// Rows of A per block (a multiple of every kernel's mr): 48 rows of depth 1024 are 48 KiB of
// codes, read from L2 once per panel of B, which stays in L1 meanwhile.
constexpr int64_t kBlockRows = 48;
// Panels of B per block when A has too few row blocks to keep the threads busy.
constexpr int64_t kMinPanelsPerBlock = 4;

struct Scratch {
  std::vector<uint8_t> codes;
  std::vector<RowQuantization> rows;
};

Scratch& thread_scratch() {
  thread_local Scratch s;
  return s;
}

}  // namespace

void gemm_int8(Isa isa, const Int8GemmCall& call, int threads) {
  const Int8Kernel& kern = gemm_int8_kernel(isa);
  const Int8Weights& w = *call.weights;
  if (call.m <= 0 || w.n <= 0) return;
  // 4x the f32 GEMM's threshold: 4x the products per instruction.
  if (call.m * w.n * w.depth < kGemmMinParallelMacs * 4) threads = 1;
  const int64_t row_blocks = (call.m + kBlockRows - 1) / kBlockRows;
  const int64_t panels = (w.n + w.nr - 1) / w.nr;
  // Split the columns too when the rows alone give fewer blocks than threads.
  int64_t col_blocks = 1;
  if (row_blocks < threads) col_blocks = std::clamp<int64_t>(panels / kMinPanelsPerBlock, 1, threads);
  // Each block's rows, padded to the tile's multiple (the padding rows' codes are whatever an
  // earlier block left there: their sums are never stored).
  const int64_t padded = (std::min(call.m, kBlockRows) + kern.mr - 1) / kern.mr * kern.mr;
  parallel_blocks(
      threads, row_blocks * col_blocks,
      [&](int64_t blk) {
        Scratch& s = thread_scratch();
        const int64_t rb = blk / col_blocks, cb = blk % col_blocks;
        Int8Block b;
        b.call = &call;
        b.row0 = rb * kBlockRows;
        b.rows = std::min(kBlockRows, call.m - b.row0);
        b.panel0 = cb * panels / col_blocks;
        b.panel1 = (cb + 1) * panels / col_blocks;
        b.a = s.codes.data();
        b.lda = w.depth;
        b.rows_q = s.rows.data();
        kern.quantize_rows(call.a + b.row0 * call.lda, call.lda, b.rows, w.k, s.codes.data(), w.depth,
                           s.rows.data());
        kern.run_block(b);
      },
      [&] {
        Scratch& s = thread_scratch();
        if (s.codes.size() < size_t(padded * w.depth)) s.codes.resize(size_t(padded * w.depth));
        if (s.rows.size() < size_t(padded)) s.rows.resize(size_t(padded));
      });
}

void gemm_u8s8_s32(Isa isa, int64_t m, const uint8_t* a, int64_t lda, const Int8Weights& b, int32_t* c,
                   int64_t ldc) {
  const Int8Kernel& kern = gemm_int8_kernel(isa);
  const int64_t panels = (b.n + b.nr - 1) / b.nr;
  const int64_t ld = b.depth;
  std::vector<uint8_t> rows(size_t(kern.mr * ld));
  std::vector<int32_t> acc(size_t(kern.mr * kern.nr));
  for (int64_t r0 = 0; r0 < m; r0 += kern.mr) {
    const int64_t count = std::min<int64_t>(kern.mr, m - r0);
    std::fill(rows.begin(), rows.end(), uint8_t(0));
    for (int64_t i = 0; i < count; ++i) std::copy_n(a + (r0 + i) * lda, b.k, rows.data() + i * ld);
    for (int64_t p = 0; p < panels; ++p) {
      kern.tile(rows.data(), ld, b.codes.data() + p * b.depth * b.nr, b.depth, acc.data());
      for (int64_t i = 0; i < count; ++i)
        for (int64_t j = 0; j < std::min<int64_t>(b.nr, b.n - p * b.nr); ++j)
          c[(r0 + i) * ldc + p * b.nr + j] = acc[size_t(i * kern.nr + j)];
    }
  }
}

}  // namespace linrt::ops::cpu
