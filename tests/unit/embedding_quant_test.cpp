// Rowwise-quantised embedding tables (ops/embedding_quant.h): FBGEMM's byte layouts worked out
// by hand, the dequantisation error bounds, and bags over quantised tables against bags over
// the dequantised floats, for every instruction set this CPU has.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include <xsimd/xsimd.hpp>

#include "linrt/dtype.h"
#include "ops/embedding_bag_cpu.h"
#include "ops/embedding_bag_rows.h"
#include "ops/embedding_quant.h"

using namespace linrt;
using namespace linrt::ops;

TEST_CASE("int8 rowwise layout: dim codes, then float32 scale and bias") {
  const float row[3] = {-1.0f, 0.0f, 1.0f};
  const QuantizedTable q = quantize_table(row, 1, 3, RowFormat::Int8Rowwise);
  REQUIRE(q.bytes.size() == 3 + 8);
  CHECK(embedding_row_bytes(RowFormat::Int8Rowwise, 3) == 11);
  // min -1, range 2 (the 1e-8 epsilon vanishes in float32 next to 2): codes 0,
  // rint(1 * 255 / 2) = rint(127.5) = 128 (ties to even), 255
  CHECK(q.bytes[0] == 0);
  CHECK(q.bytes[1] == 128);
  CHECK(q.bytes[2] == 255);
  float scale, bias;
  std::memcpy(&scale, q.bytes.data() + 3, 4);
  std::memcpy(&bias, q.bytes.data() + 7, 4);
  CHECK(scale == doctest::Approx(2.0 / 255.0));
  CHECK(bias == -1.0f);
}

TEST_CASE("int4 rowwise layout: packed nibbles, low first, then fp16 scale and bias") {
  const float row[5] = {0.0f, 1.0f, 2.0f, 3.0f, 4.0f};
  const QuantizedTable q = quantize_table(row, 1, 5, RowFormat::Int4Rowwise);
  REQUIRE(q.bytes.size() == 3 + 4);
  // scale = fp16(4 / 15) = 0.2666015625; codes 0, round(3.751) = 4, round(7.502) = 8,
  // round(11.25) = 11, round(15.004) = 15.
  CHECK(q.bytes[0] == 0x40);
  CHECK(q.bytes[1] == 0xB8);
  CHECK(q.bytes[2] == 0x0F);
  uint16_t h[2];
  std::memcpy(h, q.bytes.data() + 3, 4);
  CHECK(f16_to_f32(h[0]) == 0.2666015625f);
  CHECK(f16_to_f32(h[1]) == 0.0f);
}

TEST_CASE("dequantised rows stay within half a quantisation step") {
  std::mt19937 rng(5);
  for (int64_t dim : {1, 3, 16, 17, 128}) {
    const int64_t rows = 40;
    std::vector<float> table(size_t(rows * dim));
    for (int64_t r = 0; r < rows; ++r) {
      // Rows of very different ranges, one constant row, one with a huge offset.
      std::uniform_real_distribution<float> u(-std::pow(10.0f, float(r % 5) - 2), std::pow(10.0f, float(r % 5) - 2));
      for (int64_t d = 0; d < dim; ++d) table[size_t(r * dim + d)] = r == 7 ? 0.5f : u(rng) + (r == 9 ? 100.0f : 0.0f);
    }
    for (RowFormat f : {RowFormat::Int8Rowwise, RowFormat::Int4Rowwise}) {
      const QuantizedTable q = quantize_table(table.data(), rows, dim, f);
      REQUIRE(q.bytes.size() == size_t(rows) * embedding_row_bytes(f, dim));
      std::vector<float> back(static_cast<size_t>(dim));
      for (int64_t r = 0; r < rows; ++r) {
        dequantize_row(q.view(), r, back.data());
        const RowQuantParams p = row_quant_params(q.view(), r);
        float lo = table[size_t(r * dim)];
        for (int64_t d = 0; d < dim; ++d) lo = std::min(lo, table[size_t(r * dim + d)]);
        // int8: half a step, plus float rounding of the affine map. int4: also the fp16
        // rounding of the bias (half an fp16 ulp of the minimum) and of the scale (up to 15
        // steps times its relative error).
        const float bound = f == RowFormat::Int8Rowwise
                                ? p.scale * 0.5f * (1.0f + 1e-5f) + std::fabs(lo) * 1e-6f
                                : p.scale * 0.5f + 16.0f * p.scale * 0x1p-11f + std::fabs(lo) * 0x1p-11f + 1e-6f;
        for (int64_t d = 0; d < dim; ++d) {
          CAPTURE(dim);
          CAPTURE(r);
          CAPTURE(int(f));
          CHECK(std::fabs(back[size_t(d)] - table[size_t(r * dim + d)]) <= bound);
        }
      }
    }
  }
}

TEST_CASE("bags over quantised tables equal bags over their dequantised rows, for every ISA") {
  std::vector<bag_rows::Kernels> sets{bag_rows::kernels_baseline()};
#if defined(__x86_64__)
  const auto cpu = xsimd::available_architectures();
  if (cpu.fma3_avx2) sets.push_back(bag_rows::kernels_avx2());
  if (cpu.avx512bw && cpu.avx512dq) sets.push_back(bag_rows::kernels_avx512());
#endif
  std::mt19937 rng(9);
  std::uniform_real_distribution<float> u(-1.0f, 1.0f);
  for (int64_t dim : {1, 3, 16, 17, 128, 130}) {
    const int64_t rows = 6;
    std::vector<float> table(size_t(rows * dim)), w(rows);
    for (float& v : table) v = u(rng);
    for (float& v : w) v = u(rng);
    for (RowFormat f : {RowFormat::Int8Rowwise, RowFormat::Int4Rowwise}) {
      const QuantizedTable q = quantize_table(table.data(), rows, dim, f);
      const TableView t = q.view();
      std::vector<float> deq(size_t(rows * dim));
      for (int64_t r = 0; r < rows; ++r) dequantize_row(t, r, deq.data() + r * dim);
      std::vector<const uint8_t*> ptrs;
      for (int64_t r = 0; r < rows; ++r) ptrs.push_back(t.data + size_t(r) * t.row_bytes);
      for (const bag_rows::Kernels& set : sets) {
        CAPTURE(set.isa);
        CAPTURE(dim);
        CAPTURE(int(f));
        std::vector<float> sum(static_cast<size_t>(dim)), mx(static_cast<size_t>(dim));
        set.sum[int(f)](ptrs.data(), w.data(), 4, dim, sum.data(), false);
        set.sum[int(f)](ptrs.data() + 4, w.data() + 4, 2, dim, sum.data(), true);
        set.max[int(f)](ptrs.data(), rows, dim, mx.data(), false);
        for (int64_t d = 0; d < dim; ++d) {
          float s = 0.0f, m = deq[size_t(d)];
          for (int64_t r = 0; r < rows; ++r) {
            s += w[size_t(r)] * deq[size_t(r * dim + d)];
            m = std::max(m, deq[size_t(r * dim + d)]);
          }
          CHECK(sum[size_t(d)] == doctest::Approx(s).epsilon(1e-5).scale(1.0));
          CHECK(mx[size_t(d)] == doctest::Approx(m).epsilon(1e-6));
        }
      }
      // Through the driver: mean of bags {0, 1, 2}, {}, {3, 4, 5}.
      const std::vector<int64_t> idx{0, 1, 2, 3, 4, 5}, off{0, 3, 3};
      EmbeddingBagArgs a;
      a.mode = BagMode::Mean;
      a.indices = idx.data();
      a.num_indices = 6;
      a.offsets = off.data();
      a.num_offsets = 3;
      std::vector<float> out(size_t(3 * dim));
      embedding_bag_cpu(t, a, out.data(), 2, "bag");
      for (int64_t d = 0; d < dim; ++d) {
        const float m0 = (deq[size_t(d)] + deq[size_t(dim + d)] + deq[size_t(2 * dim + d)]) / 3.0f;
        const float m2 = (deq[size_t(3 * dim + d)] + deq[size_t(4 * dim + d)] + deq[size_t(5 * dim + d)]) / 3.0f;
        CHECK(out[size_t(d)] == doctest::Approx(m0).epsilon(1e-5).scale(1.0));
        CHECK(out[size_t(dim + d)] == 0.0f);
        CHECK(out[size_t(2 * dim + d)] == doctest::Approx(m2).epsilon(1e-5).scale(1.0));
      }
    }
  }
}

TEST_CASE("quantising a large table in parallel gives the bytes of a serial run") {
  std::mt19937 rng(13);
  std::uniform_real_distribution<float> u(-3.0f, 3.0f);
  const int64_t rows = 3000, dim = 5;
  std::vector<float> table(size_t(rows * dim));
  for (float& v : table) v = u(rng);
  for (RowFormat f : {RowFormat::Int8Rowwise, RowFormat::Int4Rowwise}) {
    const QuantizedTable parallel = quantize_table(table.data(), rows, dim, f);  // OpenMP's default
    const QuantizedTable serial = quantize_table(table.data(), rows, dim, f, 1);
    CHECK(parallel.bytes == serial.bytes);
  }
}
