// The attention tile kernel (ops/attention_cpu.h), written once with xsimd and instantiated by
// each per-ISA file (ops/attention_<isa>.cpp). Everything is in an anonymous namespace so that
// code compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <algorithm>
#include <cstdint>
#include <limits>

#include "ops/attention_cpu.h"
#include "ops/softmax_impl.h"

namespace linrt::ops::cpu {
namespace {

// Scores of R rows of q against NV vectors of columns of K^T from column j: p = scale * q kt.
template <class Arch, int R, int NV>
void score_block(const float* q, int64_t d, const float* kt, int64_t ldk, int64_t j, float scale, float* p) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  V acc[R][NV];
  for (int r = 0; r < R; ++r)
    for (int t = 0; t < NV; ++t) acc[r][t] = V(0.0f);
  for (int64_t c = 0; c < d; ++c) {
    V kv[NV];
    for (int t = 0; t < NV; ++t) kv[t] = V::load_unaligned(kt + c * ldk + j + t * L);
    for (int r = 0; r < R; ++r) {
      const V qb(q[r * d + c]);
      for (int t = 0; t < NV; ++t) acc[r][t] = xsimd::fma(qb, kv[t], acc[r][t]);
    }
  }
  const V vs(scale);
  for (int r = 0; r < R; ++r)
    for (int t = 0; t < NV; ++t) (acc[r][t] * vs).store_unaligned(p + r * ldk + j + t * L);
}

// out[r][c .. c + NV * L) = sum_j p[r][j] * v[j][c ...] / sums[r] for R rows.
template <class Arch, int R, int NV>
void weigh_block(const float* p, int64_t ldp, int64_t n, const float* v, int64_t e, int64_t c, const float* sums,
                 float* out) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  V acc[R][NV];
  for (int r = 0; r < R; ++r)
    for (int t = 0; t < NV; ++t) acc[r][t] = V(0.0f);
  for (int64_t j = 0; j < n; ++j) {
    V vv[NV];
    for (int t = 0; t < NV; ++t) vv[t] = V::load_unaligned(v + j * e + c + t * L);
    for (int r = 0; r < R; ++r) {
      const V pb(p[r * ldp + j]);
      for (int t = 0; t < NV; ++t) acc[r][t] = xsimd::fma(pb, vv[t], acc[r][t]);
    }
  }
  for (int r = 0; r < R; ++r) {
    const V sum(sums[r]);
    for (int t = 0; t < NV; ++t) (acc[r][t] / sum).store_unaligned(out + r * e + c + t * L);
  }
}

// Every column block of R rows' scores (ldk is a multiple of L).
template <class Arch, int R>
void score_rows(const AttentionShape& s, const float* q, const float* kt, int64_t ldk, float* p) {
  constexpr int64_t L = int64_t(xsimd::batch<float, Arch>::size);
  int64_t j = 0;
  for (; j + 2 * L <= ldk; j += 2 * L) score_block<Arch, R, 2>(q, s.d, kt, ldk, j, s.scale, p);
  for (; j < ldk; j += L) score_block<Arch, R, 1>(q, s.d, kt, ldk, j, s.scale, p);
}

// Every output column of R rows: whole vectors, then the columns left one at a time.
template <class Arch, int R>
void weigh_rows(const AttentionShape& s, const float* p, int64_t ldp, const float* v, const float* sums, float* out) {
  constexpr int64_t L = int64_t(xsimd::batch<float, Arch>::size);
  int64_t c = 0;
  for (; c + 2 * L <= s.e; c += 2 * L) weigh_block<Arch, R, 2>(p, ldp, s.n, v, s.e, c, sums, out);
  for (; c + L <= s.e; c += L) weigh_block<Arch, R, 1>(p, ldp, s.n, v, s.e, c, sums, out);
  for (; c < s.e; ++c)
    for (int r = 0; r < R; ++r) {
      float acc = 0.0f;
      for (int64_t j = 0; j < s.n; ++j) acc += p[r * ldp + j] * v[j * s.e + c];
      out[r * s.e + c] = acc / sums[r];
    }
}

// The softmax of one row of scores (n of them, the row ldk >= n floats, ldk a multiple of L)
// as ops/softmax.h's, except that the exponentials are left undivided: returns their sum, by
// which the weighted rows of V are divided instead (e divisions a row, not n). The lanes past n
// of the last vector are masked (-inf for the max, 0 after the exponential), so no element is
// done one at a time. A fully masked row with zero_masked_rows becomes zeros over a sum of 1.
template <class Arch>
float attention_softmax_row(float* p, int64_t n, bool zero_masked_rows) {
  using V = xsimd::batch<float, Arch>;
  constexpr int64_t L = int64_t(V::size);
  constexpr float kNegInf = -std::numeric_limits<float>::infinity();
  alignas(64) static constexpr float kLane[16] = {0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15};
  static_assert(L <= 16);
  const int64_t full = n - n % L;
  const auto tail = V::load_aligned(kLane) < V(float(n - full));
  RowMax<Arch> row;
  for (int64_t i = 0; i < full; i += L) row.add(V::load_unaligned(p + i));
  if (full < n) row.add(xsimd::select(tail, V::load_unaligned(p + full), V(kNegInf)));
  const float max = row.value();
  if (zero_masked_rows && max == kNegInf) {
    std::fill(p, p + n, 0.0f);
    return 1.0f;
  }
  V acc = exp_minus_max<Arch>(p, p, full, max);
  if (full < n) {
    const V e = xsimd::select(tail, xsimd::exp(V::load_unaligned(p + full) - V(max)), V(0.0f));
    e.store_unaligned(p + full);
    acc += e;
  }
  return xsimd::hadd(acc);
}

// The R rows from `r`: their scores, softmax and weighted rows of V; a remainder of fewer than R
// rows runs as one block of its own size.
template <class Arch, int R>
void tile_rows(const AttentionShape& s, const float* q, int64_t r, int64_t count, const float* kt, int64_t ldk,
               const float* v, float* p, float* out) {
  if constexpr (R > 1) {
    if (count < R) {
      tile_rows<Arch, R - 1>(s, q, r, count, kt, ldk, v, p, out);
      return;
    }
  }
  score_rows<Arch, R>(s, q + r * s.d, kt, ldk, p + r * ldk);
  float sums[R];
  for (int i = 0; i < R; ++i) sums[i] = attention_softmax_row<Arch>(p + (r + i) * ldk, s.n, s.zero_masked_rows);
  weigh_rows<Arch, R>(s, p + r * ldk, ldk, v, sums, out + r * s.e);
}

template <class Arch>
void attention_tile(const AttentionShape& s, const float* q, int64_t rows, const float* kt, int64_t ldk, const float* v,
                    float* p, float* out) {
  // Rows per register block: R x 2 accumulators, two vectors of K^T or V and a broadcast must fit
  // the register file (32 vectors with AVX-512, 16 otherwise).
  constexpr int R = xsimd::batch<float, Arch>::size >= 16 ? 8 : 4;
  for (int64_t r = 0; r < rows; r += R) tile_rows<Arch, R>(s, q, r, std::min<int64_t>(R, rows - r), kt, ldk, v, p, out);
}

template <class Arch>
AttentionTileKernel make_attention_tile() {
  return {int64_t(xsimd::batch<float, Arch>::size), &attention_tile<Arch>};
}

}  // namespace
}  // namespace linrt::ops::cpu
