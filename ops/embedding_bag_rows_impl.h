// The row reductions behind ops/embedding_bag_rows.h, written once over an xsimd architecture
// and instantiated by each embedding_bag_rows_<isa>.cpp. Everything here has internal linkage,
// so the copies compiled for different instruction sets never merge at link time.
#pragma once

#include <cstdint>
#include <cstring>

#include <xsimd/xsimd.hpp>
#if defined(__x86_64__) || defined(_M_X64)
#include <immintrin.h>
#endif

#include "linrt/dtype.h"
#include "ops/embedding_bag_rows.h"

namespace linrt::ops::bag_rows {
namespace {

template <class A> using Batch = xsimd::batch<float, A>;

// L unsigned bytes -> L floats.
template <class A> Batch<A> load_u8(const uint8_t* p) {
#if defined(__AVX512BW__)
  if constexpr (std::is_same_v<A, xsimd::avx512bw>)
    return _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(_mm_loadu_si128(reinterpret_cast<const __m128i*>(p))));
#endif
#if defined(__AVX2__)
  if constexpr (std::is_same_v<A, xsimd::fma3<xsimd::avx2>>)
    return _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_loadl_epi64(reinterpret_cast<const __m128i*>(p))));
#endif
  constexpr size_t L = Batch<A>::size;
  alignas(64) float t[L];
  for (size_t i = 0; i < L; ++i) t[i] = float(p[i]);
  return Batch<A>::load_aligned(t);
}

// L nibbles stored in L/2 bytes (element 2i in the low nibble of byte i) -> L floats.
template <class A> Batch<A> load_u4(const uint8_t* p) {
#if defined(__AVX512BW__)
  if constexpr (std::is_same_v<A, xsimd::avx512bw>) {
    const __m128i bytes = _mm_loadl_epi64(reinterpret_cast<const __m128i*>(p));
    const __m128i mask = _mm_set1_epi8(0x0F);
    const __m128i lo = _mm_and_si128(bytes, mask);
    const __m128i hi = _mm_and_si128(_mm_srli_epi16(bytes, 4), mask);
    return _mm512_cvtepi32_ps(_mm512_cvtepu8_epi32(_mm_unpacklo_epi8(lo, hi)));
  }
#endif
#if defined(__AVX2__)
  if constexpr (std::is_same_v<A, xsimd::fma3<xsimd::avx2>>) {
    int32_t word;
    std::memcpy(&word, p, 4);
    const __m128i bytes = _mm_cvtsi32_si128(word);
    const __m128i mask = _mm_set1_epi8(0x0F);
    const __m128i lo = _mm_and_si128(bytes, mask);
    const __m128i hi = _mm_and_si128(_mm_srli_epi16(bytes, 4), mask);
    return _mm256_cvtepi32_ps(_mm256_cvtepu8_epi32(_mm_unpacklo_epi8(lo, hi)));
  }
#endif
  constexpr size_t L = Batch<A>::size;
  alignas(64) float t[L];
  for (size_t i = 0; i < L; i += 2) {
    t[i] = float(p[i / 2] & 0x0F);
    t[i + 1] = float(p[i / 2] >> 4);
  }
  return Batch<A>::load_aligned(t);
}

// A stored row seen as raw values with an affine map: value = raw * scale + bias.
struct F32Row {
  static constexpr bool affine = false;
  const float* p;
  float scale = 1.0f, bias = 0.0f;
  F32Row(const uint8_t* row, int64_t) : p(reinterpret_cast<const float*>(row)) {}
  template <class A> Batch<A> raw(int64_t d) const { return Batch<A>::load_unaligned(p + d); }
  float raw_scalar(int64_t d) const { return p[d]; }
};

struct Int8Row {
  static constexpr bool affine = true;
  const uint8_t* q;
  float scale, bias;
  Int8Row(const uint8_t* row, int64_t dim) : q(row) {
    std::memcpy(&scale, row + dim, 4);
    std::memcpy(&bias, row + dim + 4, 4);
  }
  template <class A> Batch<A> raw(int64_t d) const { return load_u8<A>(q + d); }
  float raw_scalar(int64_t d) const { return float(q[d]); }
};

struct Int4Row {
  static constexpr bool affine = true;
  const uint8_t* q;
  float scale, bias;
  Int4Row(const uint8_t* row, int64_t dim) : q(row) {
    uint16_t h[2];
    std::memcpy(h, row + (dim + 1) / 2, 4);
    scale = f16_to_f32(h[0]);
    bias = f16_to_f32(h[1]);
  }
  // d is a multiple of the batch size, hence even.
  template <class A> Batch<A> raw(int64_t d) const { return load_u4<A>(q + d / 2); }
  float raw_scalar(int64_t d) const { return float((q[d / 2] >> ((d & 1) * 4)) & 0x0F); }
};

// Output columns are done in blocks of kBlock batches held in registers across all rows of the
// call, so each output element is loaded and stored once per call.
constexpr int kBlock = 8;

template <class A, class Row>
void sum_rows(const uint8_t* const* rows, const float* weights, int64_t n, int64_t dim, float* out,
              bool accumulate) {
  using B = Batch<A>;
  constexpr int64_t L = int64_t(B::size);
  // For affine rows, sum_k w_k (raw_k * s_k + b_k) = sum_k (w_k s_k) raw_k + sum_k w_k b_k: the
  // bias term is one scalar per call.
  float bias_total = 0.0f;
  if constexpr (Row::affine) {
    for (int64_t k = 0; k < n; ++k) bias_total += (weights ? weights[k] : 1.0f) * Row(rows[k], dim).bias;
  }
  const B bias_b(bias_total);
  int64_t d = 0;
  for (; d + kBlock * L <= dim; d += kBlock * L) {
    B acc[kBlock];
#pragma GCC unroll 8
    for (int j = 0; j < kBlock; ++j) acc[j] = accumulate ? B::load_unaligned(out + d + j * L) : B(0.0f);
    for (int64_t k = 0; k < n; ++k) {
      const Row r(rows[k], dim);
      const B w((weights ? weights[k] : 1.0f) * r.scale);
#pragma GCC unroll 8
      for (int j = 0; j < kBlock; ++j) acc[j] = xsimd::fma(r.template raw<A>(d + j * L), w, acc[j]);
    }
#pragma GCC unroll 8
    for (int j = 0; j < kBlock; ++j) (acc[j] + bias_b).store_unaligned(out + d + j * L);
  }
  for (; d + L <= dim; d += L) {
    B acc = accumulate ? B::load_unaligned(out + d) : B(0.0f);
    for (int64_t k = 0; k < n; ++k) {
      const Row r(rows[k], dim);
      acc = xsimd::fma(r.template raw<A>(d), B((weights ? weights[k] : 1.0f) * r.scale), acc);
    }
    (acc + bias_b).store_unaligned(out + d);
  }
  for (; d < dim; ++d) {
    float acc = accumulate ? out[d] : 0.0f;
    for (int64_t k = 0; k < n; ++k) {
      const Row r(rows[k], dim);
      acc += (weights ? weights[k] : 1.0f) * r.scale * r.raw_scalar(d);
    }
    out[d] = acc + bias_total;
  }
}

template <class A, class Row> Batch<A> value(const Row& r, int64_t d) {
  if constexpr (Row::affine)
    return xsimd::fma(r.template raw<A>(d), Batch<A>(r.scale), Batch<A>(r.bias));
  else
    return r.template raw<A>(d);
}

template <class Row> float value_scalar(const Row& r, int64_t d) {
  return Row::affine ? r.raw_scalar(d) * r.scale + r.bias : r.raw_scalar(d);
}

template <class A, class Row>
void max_rows(const uint8_t* const* rows, int64_t n, int64_t dim, float* out, bool accumulate) {
  using B = Batch<A>;
  constexpr int64_t L = int64_t(B::size);
  const int64_t first = accumulate ? 0 : 1;  // without a partial result, row 0 starts the max
  int64_t d = 0;
  for (; d + kBlock * L <= dim; d += kBlock * L) {
    B acc[kBlock];
    const Row r0(rows[0], dim);
#pragma GCC unroll 8
    for (int j = 0; j < kBlock; ++j)
      acc[j] = accumulate ? B::load_unaligned(out + d + j * L) : value<A>(r0, d + j * L);
    for (int64_t k = first; k < n; ++k) {
      const Row r(rows[k], dim);
#pragma GCC unroll 8
      for (int j = 0; j < kBlock; ++j) acc[j] = xsimd::max(acc[j], value<A>(r, d + j * L));
    }
#pragma GCC unroll 8
    for (int j = 0; j < kBlock; ++j) acc[j].store_unaligned(out + d + j * L);
  }
  for (; d + L <= dim; d += L) {
    B acc = accumulate ? B::load_unaligned(out + d) : value<A>(Row(rows[0], dim), d);
    for (int64_t k = first; k < n; ++k) acc = xsimd::max(acc, value<A>(Row(rows[k], dim), d));
    acc.store_unaligned(out + d);
  }
  for (; d < dim; ++d) {
    float acc = accumulate ? out[d] : value_scalar(Row(rows[0], dim), d);
    for (int64_t k = first; k < n; ++k) {
      const float v = value_scalar(Row(rows[k], dim), d);
      acc = v > acc ? v : acc;
    }
    out[d] = acc;
  }
}

template <class A> Kernels make_kernels(const char* isa) {
  Kernels k;
  k.isa = isa;
  k.sum[0] = &sum_rows<A, F32Row>;
  k.sum[1] = &sum_rows<A, Int8Row>;
  k.sum[2] = &sum_rows<A, Int4Row>;
  k.max[0] = &max_rows<A, F32Row>;
  k.max[1] = &max_rows<A, Int8Row>;
  k.max[2] = &max_rows<A, Int4Row>;
  return k;
}

}  // namespace
}  // namespace linrt::ops::bag_rows
