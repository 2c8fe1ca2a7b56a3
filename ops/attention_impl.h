// The attention tile kernel (ops/attention_cpu.h), written once with xsimd and instantiated by
// each per-ISA file (ops/attention_<isa>.cpp). Everything is in an anonymous namespace so that
// code compiled for a wide ISA is never linked into a narrower caller.
#pragma once

#include <xsimd/xsimd.hpp>

#include <cstdint>

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

// out[r][c .. c + NV * L) = sum_j p[r][j] * v[j][c ...] for R rows.
template <class Arch, int R, int NV>
void weigh_block(const float* p, int64_t ldp, int64_t n, const float* v, int64_t e, int64_t c, float* out) {
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
  for (int r = 0; r < R; ++r)
    for (int t = 0; t < NV; ++t) acc[r][t].store_unaligned(out + r * e + c + t * L);
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
void weigh_rows(const AttentionShape& s, const float* p, int64_t ldp, const float* v, float* out) {
  constexpr int64_t L = int64_t(xsimd::batch<float, Arch>::size);
  int64_t c = 0;
  for (; c + 2 * L <= s.e; c += 2 * L) weigh_block<Arch, R, 2>(p, ldp, s.n, v, s.e, c, out);
  for (; c + L <= s.e; c += L) weigh_block<Arch, R, 1>(p, ldp, s.n, v, s.e, c, out);
  for (; c < s.e; ++c)
    for (int r = 0; r < R; ++r) {
      float acc = 0.0f;
      for (int64_t j = 0; j < s.n; ++j) acc += p[r * ldp + j] * v[j * s.e + c];
      out[r * s.e + c] = acc;
    }
}

template <class Arch>
void attention_tile(const AttentionShape& s, const float* q, int64_t rows, const float* kt, int64_t ldk, const float* v,
                    float* p, float* out) {
  // Rows per register block: R x 2 accumulators, two vectors of K^T or V and a broadcast must fit
  // the register file (32 vectors with AVX-512, 16 otherwise).
  constexpr int R = xsimd::batch<float, Arch>::size >= 16 ? 8 : 4;
  int64_t r = 0;
  for (; r + R <= rows; r += R) score_rows<Arch, R>(s, q + r * s.d, kt, ldk, p + r * ldk);
  for (; r < rows; ++r) score_rows<Arch, 1>(s, q + r * s.d, kt, ldk, p + r * ldk);
  for (r = 0; r < rows; ++r) softmax_row<Arch>(p + r * ldk, p + r * ldk, s.n, s.zero_masked_rows);
  for (r = 0; r + R <= rows; r += R) weigh_rows<Arch, R>(s, p + r * ldk, ldk, v, out + r * s.e);
  for (; r < rows; ++r) weigh_rows<Arch, 1>(s, p + r * ldk, ldk, v, out + r * s.e);
}

template <class Arch>
AttentionTileKernel make_attention_tile() {
  return {int64_t(xsimd::batch<float, Arch>::size), &attention_tile<Arch>};
}

}  // namespace
}  // namespace linrt::ops::cpu
