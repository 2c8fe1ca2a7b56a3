// The fast CPU GEMM (ops/gemm_cpu.h) and the matmul-family CpuKernels against the plain
// reference ops::ref::matmul computed in double, on odd shapes, every ISA this CPU runs, packed
// and streamed operands, with and without init, biases and an epilogue.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <vector>

#include "engine/cpu/kernel.h"
#include "linrt/dtype.h"
#include "ops/cpu_features.h"
#include "ops/gemm_cpu.h"
#include "ops/gemm_small_cpu.h"
#include "ops/matmul.h"

namespace {

namespace cpu = linrt::ops::cpu;
namespace ref = linrt::ops::ref;

std::vector<float> random_values(size_t count, uint32_t seed) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
  std::vector<float> v(count);
  for (float& x : v) x = dist(gen);
  return v;
}

// C = A * B in double with the reference kernel (plus `init` when given).
std::vector<double> reference_matmul(int64_t m, int64_t n, int64_t k, const std::vector<float>& a,
                                     const std::vector<float>& b, const float* init) {
  std::vector<double> ad(a.begin(), a.end()), bd(b.begin(), b.end());
  std::vector<double> c(size_t(m * n), 0.0);
  if (init)
    for (size_t i = 0; i < c.size(); ++i) c[i] = init[i];
  const int64_t as[] = {m, k}, bs[] = {k, n}, cs[] = {m, n};
  ref::MatmulProblem p;
  REQUIRE(ref::make_matmul_problem({"mk", "kn", "mn"}, as, bs, cs, p).empty());
  ref::matmul<double>(p, ad.data(), bd.data(), c.data());
  return c;
}

// Largest |got - want| relative to the range of `want` (at least 1).
double relative_error(const std::vector<float>& got, const std::vector<double>& want) {
  REQUIRE(got.size() == want.size());
  double range = 1.0, err = 0.0;
  for (double w : want) range = std::max(range, std::abs(w));
  for (size_t i = 0; i < got.size(); ++i) err = std::max(err, std::abs(got[i] - want[i]));
  return err / range;
}

// What the test epilogue does to element `flat`: depends on the flat index, so a run reported
// at the wrong place shows up as a wrong value.
float epilogue_value(float x, int64_t flat) {
  return std::max(x, 0.0f) + 0.001f * float(flat % 97);
}

struct Shape {
  int64_t m, n, k;
};

}  // namespace

TEST_CASE("gemm_cpu: odd shapes on every ISA, packed, streamed and in-place operands, init, biases, finished runs") {
  const Shape shapes[] = {{1, 1, 1},    {3, 5, 7},     {8, 32, 16},   {17, 33, 300},
                          {9, 100, 513}, {64, 48, 9},  {130, 70, 257}, {5, 3, 0},
                          {300, 600, 40}, {30, 530, 600}, {25, 40, 1027}, {13, 64, 6},
                          {12, 32, 2}};
  for (cpu::Isa isa : cpu::supported_isas()) {
    for (const Shape& s : shapes) {
      for (int variant = 0; variant < 4; ++variant) {
        for (int threads : {1, 2}) {
         for (bool a_in_place : {false, true}) {
          if (a_in_place && (variant & 1)) continue;  // A is packed in this variant
          CAPTURE(a_in_place);
          CAPTURE(cpu::isa_name(isa));
          CAPTURE(s.m);
          CAPTURE(s.n);
          CAPTURE(s.k);
          CAPTURE(variant);
          CAPTURE(threads);
          const bool pack_a = variant & 1, pack_b = variant & 2;
          auto a = random_values(size_t(s.m * s.k), 1);
          auto b = random_values(size_t(s.n * s.k), 2);
          auto init = random_values(size_t(s.m * s.n), 3);
          auto bias_rows = random_values(size_t(s.m), 4);
          auto bias_cols = random_values(size_t(s.n), 5);
          // variants 1 and 3 start from `init` in place (the output buffer holds it).
          const bool init_in_place = variant == 1 || variant == 3;
          const bool use_init = variant != 0;
          std::vector<float> c(size_t(s.m * s.n), 12345.0f);
          if (init_in_place) c = init;

          cpu::PackedPanels a_packed, b_packed;
          cpu::ViewPanelSource a_source({a.data(), s.k, 1}, s.m);
          cpu::ViewPanelSource b_source({b.data(), 1, s.n}, s.n);
          cpu::GemmCall call;
          call.m = s.m, call.n = s.n, call.k = s.k;
          if (pack_a) {
            // Variant 3 packs both operands in K blocks of 64 (several blocks, the last one
            // shorter, from k = 257 on); variant 1 packs A as one block.
            a_packed = cpu::pack_panels({a.data(), s.k, 1}, s.m, s.k, cpu::gemm_mr(isa),
                                        variant == 3 ? 64 : 0);
            call.a.packed = &a_packed;
          } else if (a_in_place) {
            call.a.in_place = {a.data(), s.k, 1};
          } else {
            call.a.source = &a_source;
          }
          if (pack_b) {
            // Variant 2 packs B in the K blocks the matmul kernel uses.
            b_packed = cpu::pack_panels({b.data(), 1, s.n}, s.n, s.k, cpu::gemm_nr(isa),
                                        variant == 3 ? 64 : cpu::gemm_kc(isa, s.k));
            call.b.packed = &b_packed;
          } else {
            call.b.source = &b_source;
          }
          call.c = c.data();
          call.ldc = s.n;
          if (use_init) {
            call.init = init_in_place ? c.data() : init.data();
            call.ld_init = s.n;
          }
          call.bias_rows = variant >= 2 ? bias_rows.data() : nullptr;
          call.bias_cols = variant == 3 || variant == 0 ? bias_cols.data() : nullptr;
          std::vector<std::atomic<int>> seen(c.size());
          call.finished = [&](float* data, int64_t row, int64_t col, int64_t count) {
            for (int64_t i = 0; i < count; ++i) {
              const int64_t flat = row * s.n + col + i;
              seen[size_t(flat)]++;
              data[i] = epilogue_value(data[i], flat);
            }
          };
          cpu::gemm(isa, call, threads);

          std::vector<double> want =
              reference_matmul(s.m, s.n, s.k, a, b, use_init ? init.data() : nullptr);
          for (int64_t i = 0; i < s.m; ++i)
            for (int64_t j = 0; j < s.n; ++j) {
              double& w = want[size_t(i * s.n + j)];
              if (call.bias_rows) w += bias_rows[size_t(i)];
              if (call.bias_cols) w += bias_cols[size_t(j)];
              w = epilogue_value(float(w), i * s.n + j);
            }
          CHECK(relative_error(c, want) < 1e-5);
          CHECK(std::all_of(seen.begin(), seen.end(), [](const std::atomic<int>& x) { return x == 1; }));
         }
        }
      }
    }
  }
}

TEST_CASE("gemm_cpu: every row count 1..30 (row tails), column tails, K blocks, stores' epilogues") {
  // The row panels of 1..30 rows, including the shapes whose last panel would hold one or two
  // rows, with A in place (the assembly K loop on AVX-512), from a source and packed; C, the
  // scale and the residual with row strides wider than n; epilogues: bias + ReLU, and
  // (x + bias) * scale + residual.
  for (cpu::Isa isa : cpu::supported_isas()) {
    for (int64_t m = 1; m <= 30; ++m) {
      for (int64_t n : {1, 16, 33, 70}) {
        for (int64_t k : {3, 130}) {
          for (int a_mode = 0; a_mode < 3; ++a_mode) {
            for (int epilogue = 0; epilogue < 3; ++epilogue) {
              CAPTURE(cpu::isa_name(isa));
              CAPTURE(m);
              CAPTURE(n);
              CAPTURE(k);
              CAPTURE(a_mode);
              CAPTURE(epilogue);
              const int64_t ldc = n + 5, lde = n + 3;
              auto a = random_values(size_t(m * k), 11);
              auto b = random_values(size_t(n * k), 12);
              auto bias = random_values(size_t(n), 13);
              auto scale = random_values(size_t(m * lde), 14);
              auto residual = random_values(size_t(m * lde), 15);
              std::vector<float> c(size_t(m * ldc), 777.0f);
              // K blocks of 64 (k = 130: three, the last one short) for packed B.
              const cpu::PackedPanels b_packed = cpu::pack_panels({b.data(), 1, n}, n, k, cpu::gemm_nr(isa), 64);
              const cpu::PackedPanels a_packed = cpu::pack_panels({a.data(), k, 1}, m, k, cpu::gemm_mr(isa), 64);
              cpu::ViewPanelSource a_source({a.data(), k, 1}, m);
              cpu::GemmCall call;
              call.m = m, call.n = n, call.k = k;
              if (a_mode == 0) call.a.in_place = {a.data(), k, 1};
              else if (a_mode == 1) call.a.source = &a_source;
              else call.a.packed = &a_packed;
              call.b.packed = &b_packed;
              call.c = c.data();
              call.ldc = ldc;
              call.bias_cols = epilogue > 0 ? bias.data() : nullptr;
              call.relu = epilogue == 1;
              if (epilogue == 2) {
                call.scale = scale.data();
                call.residual = residual.data();
                call.ld_epilogue = lde;
              }
              cpu::gemm(isa, call, 1);
              std::vector<double> want = reference_matmul(m, n, k, a, b, nullptr);
              std::vector<float> got(size_t(m * n));
              for (int64_t i = 0; i < m; ++i)
                for (int64_t j = 0; j < n; ++j) {
                  double& w = want[size_t(i * n + j)];
                  if (epilogue > 0) w += bias[size_t(j)];
                  if (epilogue == 1) w = std::max(w, 0.0);
                  if (epilogue == 2) w = w * scale[size_t(i * lde + j)] + residual[size_t(i * lde + j)];
                  got[size_t(i * n + j)] = c[size_t(i * ldc + j)];
                }
              CHECK(relative_error(got, want) < 1e-5);
              // The columns between n and ldc are not written.
              bool untouched = true;
              for (int64_t i = 0; i < m; ++i)
                for (int64_t j = n; j < ldc; ++j) untouched = untouched && c[size_t(i * ldc + j)] == 777.0f;
              CHECK(untouched);
            }
          }
        }
      }
    }
  }
}

TEST_CASE("gemm_cpu: gemv on odd shapes and every ISA, with init (also in place) and finished runs") {
  for (cpu::Isa isa : cpu::supported_isas())
    for (int64_t m : {1, 3, 4, 67, 300})
      for (int64_t k : {0, 1, 7, 33, 300})
        for (int init_mode = 0; init_mode < 3; ++init_mode) {
          CAPTURE(cpu::isa_name(isa));
          CAPTURE(m);
          CAPTURE(k);
          CAPTURE(init_mode);
          // A with a row stride larger than k, to check that lda is honoured.
          const int64_t lda = k + 3;
          auto a = random_values(size_t(m * lda), 31);
          auto x = random_values(size_t(k), 32);
          auto init = random_values(size_t(m), 33);
          std::vector<float> y(size_t(m), 4242.0f);
          if (init_mode == 2) y = init;
          const float* init_ptr = init_mode == 0 ? nullptr : init_mode == 1 ? init.data() : y.data();
          std::vector<std::atomic<int>> seen(y.size());
          cpu::gemv(isa, m, k, a.data(), lda, x.data(), init_ptr, y.data(), 2,
                    [&](float* data, int64_t row, int64_t count) {
                      for (int64_t i = 0; i < count; ++i) {
                        seen[size_t(row + i)]++;
                        data[i] = epilogue_value(data[i], row + i);
                      }
                    });
          std::vector<double> want(static_cast<size_t>(m), 0.0);
          for (int64_t i = 0; i < m; ++i) {
            double sum = init_mode == 0 ? 0.0 : double(init[size_t(i)]);
            for (int64_t q = 0; q < k; ++q) sum += double(a[size_t(i * lda + q)]) * x[size_t(q)];
            want[size_t(i)] = epilogue_value(float(sum), i);
          }
          CHECK(relative_error(y, want) < 1e-5);
          CHECK(std::all_of(seen.begin(), seen.end(), [](const std::atomic<int>& v) { return v == 1; }));
        }
}

TEST_CASE("gemm_small_transposed_b: odd shapes on every ISA, B apart or B = A, inits, biases, ReLU, strided rows") {
  for (cpu::Isa isa : cpu::supported_isas())
    for (int64_t m : {1, 3, 27, 33, 64})
      for (int64_t n : {1, 3, 27, 33, 64})
        for (int64_t k : {0, 1, 7, 128, 129})
          for (int variant = 0; variant < 4; ++variant) {
            // B = A needs n == m; variant 3 runs it (and, elsewhere, an in-place init).
            const bool same = variant == 3 && m == n;
            if (variant == 3 && !same && m != 1) continue;
            CAPTURE(cpu::isa_name(isa));
            CAPTURE(m);
            CAPTURE(n);
            CAPTURE(k);
            CAPTURE(variant);
            REQUIRE(cpu::gemm_small_transposed_b_fits(m, n, k));
            // Rows of A, B and C lie further apart than their lengths.
            const int64_t lda = k + 5, ldb = k + 5, ldc = n + 3;
            auto a = random_values(size_t(m * lda), 41);
            auto b_own = random_values(size_t(n * ldb), 42);
            const std::vector<float>& b = same ? a : b_own;
            auto init = random_values(size_t(m * n), 43);
            auto bias_rows = random_values(size_t(m), 44);
            auto bias_cols = random_values(size_t(n), 45);
            std::vector<float> c(size_t(m * ldc), 999.0f);
            cpu::GemmCall call;
            call.m = m, call.n = n, call.k = k;
            call.a.in_place = {a.data(), lda, 1};
            call.b.in_place = {b.data(), ldb, 1};
            call.c = c.data();
            call.ldc = ldc;
            // 0: no init, biases over columns, ReLU; 1: a tensor init; 2: a splat init (one row
            // read with stride 0), bias over rows; 3: the init already in C.
            const float splat = 0.75f;
            if (variant == 1) call.init = init.data(), call.ld_init = n;
            if (variant == 2) call.init = init.data(), call.ld_init = 0;
            if (variant == 3) {
              for (int64_t i = 0; i < m; ++i)
                std::copy_n(init.begin() + i * n, n, c.begin() + i * ldc);
              call.init = c.data(), call.ld_init = ldc;
            }
            if (variant == 2) std::fill_n(init.begin(), n, splat);
            if (variant == 0) call.bias_cols = bias_cols.data(), call.relu = true;
            if (variant == 2) call.bias_rows = bias_rows.data();
            std::vector<int> seen(size_t(m * n), 0);
            call.finished = [&](float* data, int64_t row, int64_t col, int64_t count) {
              CHECK(data == c.data() + row * ldc + col);
              for (int64_t q = 0; q < count; ++q) {
                seen[size_t(row * n + col + q)]++;
                data[q] = epilogue_value(data[q], row * n + col + q);
              }
            };
            cpu::gemm_small_transposed_b(isa, call);

            std::vector<float> got;
            std::vector<double> want;
            for (int64_t i = 0; i < m; ++i)
              for (int64_t j = 0; j < n; ++j) {
                double sum = 0.0;
                if (variant == 1 || variant == 3) sum = init[size_t(i * n + j)];
                if (variant == 2) sum = splat;
                for (int64_t q = 0; q < k; ++q) sum += double(a[size_t(i * lda + q)]) * b[size_t(j * ldb + q)];
                if (call.bias_rows) sum += bias_rows[size_t(i)];
                if (call.bias_cols) sum += bias_cols[size_t(j)];
                if (call.relu) sum = std::max(sum, 0.0);
                want.push_back(epilogue_value(float(sum), i * n + j));
                got.push_back(c[size_t(i * ldc + j)]);
              }
            CHECK(relative_error(got, want) < 1e-5);
            CHECK(std::all_of(seen.begin(), seen.end(), [](int x) { return x == 1; }));
            // Past each row's n elements C is untouched.
            for (int64_t i = 0; i < m; ++i)
              for (int64_t j = n; j < ldc; ++j) CHECK(c[size_t(i * ldc + j)] == 999.0f);
          }
  CHECK_FALSE(cpu::gemm_small_transposed_b_fits(65, 3, 8));
  CHECK_FALSE(cpu::gemm_small_transposed_b_fits(3, 65, 8));
  CHECK_FALSE(cpu::gemm_small_transposed_b_fits(64, 64, 4096));
}

TEST_CASE("gemm_cpu: an operand packed for another ISA or depth is refused") {
  std::vector<float> a(12, 1.0f), b(12, 1.0f), c(9);
  cpu::PackedPanels wrong = cpu::pack_panels({a.data(), 4, 1}, 3, 4, cpu::gemm_mr(cpu::Isa::Generic) + 1);
  cpu::ViewPanelSource b_source({b.data(), 1, 3}, 3);
  cpu::GemmCall call;
  call.m = 3, call.n = 3, call.k = 4;
  call.a.packed = &wrong;
  call.b.source = &b_source;
  call.c = c.data();
  call.ldc = 3;
  CHECK_THROWS(cpu::gemm(cpu::Isa::Generic, call, 1));
  // Both operands packed in K blocks, of different depths.
  const int mr = cpu::gemm_mr(cpu::Isa::Generic), nr = cpu::gemm_nr(cpu::Isa::Generic);
  cpu::PackedPanels a2 = cpu::pack_panels({a.data(), 4, 1}, 3, 4, mr, 2);
  cpu::PackedPanels b3 = cpu::pack_panels({b.data(), 1, 3}, 3, 4, nr, 3);
  call.a.packed = &a2;
  call.b.source = nullptr;
  call.b.packed = &b3;
  CHECK_THROWS_WITH(cpu::gemm(cpu::Isa::Generic, call, 1),
                    doctest::Contains("K blocks of different depths"));
}

TEST_CASE("gemm_cpu: bf16 rounding of single values, worked out by hand") {
  CHECK(linrt::f32_to_bf16(1.0f) == 0x3f80);
  CHECK(linrt::f32_to_bf16(-2.0f) == 0xc000);
  // 1 + 2^-8 lies halfway between 1 and 1 + 2^-7: to the even one, 1. 1 + 3 * 2^-8 lies
  // halfway between 1 + 2^-7 (odd) and 1 + 2^-6: up to the even one.
  CHECK(linrt::f32_to_bf16(1.0f + 0x1p-8f) == 0x3f80);
  CHECK(linrt::f32_to_bf16(1.0f + 3 * 0x1p-8f) == 0x3f82);
  CHECK(linrt::f32_to_bf16(1.0f + 0x1p-8f + 0x1p-20f) == 0x3f81);  // above halfway: up
  CHECK(linrt::bf16_to_f32(0x3f81) == 1.0f + 0x1p-7f);
  CHECK(std::isnan(linrt::bf16_to_f32(linrt::f32_to_bf16(std::nanf("")))));
  CHECK(std::isinf(linrt::bf16_to_f32(linrt::f32_to_bf16(std::numeric_limits<float>::infinity()))));
}

// The bf16 product (B packed as bf16, A converted while the product runs, fp32 accumulation)
// against two references in double: the exact one, within the bound that rounding each input
// to bf16's 8-bit significand allows (unit roundoff u = 2^-8 per input, so 2u + u^2 per product,
// over sum_k |a||b|, plus the fp32 accumulation), and the one over the inputs rounded to bf16
// by the scalar f32_to_bf16, which only the fp32 accumulation separates from it.
TEST_CASE("gemm_cpu: bf16 products on odd shapes, against the exact and the bf16-rounded reference") {
  const cpu::Isa isa = cpu::Isa::Avx512;
  if (!cpu::supports_bf16(isa)) {
    // The CPU lacks AVX512_BF16 (or this is not x86-64): packing works, running refuses clearly.
    std::vector<float> a(6, 1.0f), b(6, 1.0f), c(4);
    cpu::PackedPanels bp = cpu::pack_panels_bf16({b.data(), 1, 2}, 2, 3, 32);
    cpu::GemmCall call;
    call.m = 2, call.n = 2, call.k = 3;
    call.a.in_place = {a.data(), 3, 1};
    call.b.packed = &bp;
    call.c = c.data();
    call.ldc = 2;
    CHECK_THROWS_WITH(cpu::gemm(isa, call, 1), doctest::Contains("AVX512_BF16"));
    return;
  }
  constexpr double kProductBound = 2 * 0x1p-8 + 0x1p-16;
  const int64_t sizes[] = {1, 3, 17, 33, 129};
  for (int64_t m : sizes)
    for (int64_t n : sizes)
      for (int64_t k : sizes)
        for (int64_t block_depth : {int64_t(0), int64_t(16)}) {
          if (block_depth && k < 33) continue;
          CAPTURE(m);
          CAPTURE(n);
          CAPTURE(k);
          CAPTURE(block_depth);
          // A with a row stride above k, so that the conversion honours it.
          const int64_t lda = k + 5;
          auto a = random_values(size_t(m * lda), 41);
          auto b = random_values(size_t(k * n), 42);
          auto bias = random_values(size_t(n), 43);
          auto init = random_values(size_t(m * n), 44);
          cpu::PackedPanels bp =
              cpu::pack_panels_bf16({b.data(), 1, n}, n, k, cpu::gemm_nr(isa), block_depth);
          std::vector<float> c(size_t(m * n), 777.0f);
          cpu::GemmCall call;
          call.m = m, call.n = n, call.k = k;
          call.a.in_place = {a.data(), lda, 1};
          call.b.packed = &bp;
          call.c = c.data();
          call.ldc = n;
          call.init = init.data();
          call.ld_init = n;
          call.bias_cols = bias.data();
          std::vector<std::atomic<int>> seen(c.size());
          call.finished = [&](float* data, int64_t row, int64_t col, int64_t count) {
            for (int64_t i = 0; i < count; ++i) {
              const int64_t flat = row * n + col + i;
              seen[size_t(flat)]++;
              data[i] = epilogue_value(data[i], flat);
            }
          };
          cpu::gemm(isa, call, m * n * k > 30000 ? 2 : 1);
          auto rounded = [](float x) { return double(linrt::bf16_to_f32(linrt::f32_to_bf16(x))); };
          double worst_exact = 0, worst_rounded = 0;
          for (int64_t i = 0; i < m; ++i)
            for (int64_t j = 0; j < n; ++j) {
              double exact = 0, from_bf16 = 0, magnitude = 0;
              for (int64_t q = 0; q < k; ++q) {
                const float x = a[size_t(i * lda + q)], y = b[size_t(q * n + j)];
                exact += double(x) * y;
                from_bf16 += rounded(x) * rounded(y);
                magnitude += std::abs(double(x) * y);
              }
              const double start = double(init[size_t(i * n + j)]) + bias[size_t(j)];
              const double got = c[size_t(i * n + j)];
              // The epilogue adds a known value after max(x, 0), which cannot widen a gap.
              const double extra = double(0.001f * float((i * n + j) % 97));
              auto after = [&](double v) { return std::max(v, 0.0) + extra; };
              // fp32 roundings: one per K step, one each for init, bias and the epilogue's add.
              const double accumulation =
                  double(k + 3) * 0x1p-24 *
                  (magnitude + std::abs(init[size_t(i * n + j)]) + std::abs(bias[size_t(j)]) + extra);
              worst_exact = std::max(worst_exact, std::abs(got - after(start + exact)) /
                                                      (kProductBound * magnitude + accumulation + 1e-30));
              worst_rounded = std::max(worst_rounded, std::abs(got - after(start + from_bf16)) /
                                                          (accumulation + 1e-30));
            }
          CHECK(worst_exact <= 1.0);
          CHECK(worst_rounded <= 1.0);
          CHECK(std::all_of(seen.begin(), seen.end(), [](const std::atomic<int>& x) { return x == 1; }));
        }
}

// ---------------------------------------------------------------------------------------------
// Through the CpuKernel interface, with a KernelSpec built by hand.

namespace {

using namespace linrt;

// The test epilogue as the planner would hand it over.
class TestEpilogue final : public engine::Epilogue {
 public:
  void apply(float* data, int64_t flat_begin, int64_t count) const override {
    for (int64_t i = 0; i < count; ++i) data[i] = epilogue_value(data[i], flat_begin + i);
  }
};

struct MatmulCase {
  const char* op;
  std::vector<int64_t> a, b, c;
  int64_t batch, m, n, k;
};

}  // namespace

TEST_CASE("conv_gemm_kernels: matmul, batch_matmul and matvec kernels match the reference") {
  const MatmulCase cases[] = {
      {"linalg.matmul", {37, 19}, {19, 45}, {37, 45}, 1, 37, 45, 19},
      {"linalg.matmul", {1, 300}, {300, 1}, {1, 1}, 1, 1, 1, 300},
      {"linalg.batch_matmul", {3, 7, 11}, {3, 11, 33}, {3, 7, 33}, 3, 7, 33, 11},
      {"linalg.matvec", {29, 17}, {17}, {29}, 1, 29, 1, 17},
      {"linalg.matmul", {70, 33}, {33, 1}, {70, 1}, 1, 70, 1, 33},
      {"linalg.batch_matmul", {2, 9, 5}, {2, 5, 1}, {2, 9, 1}, 2, 9, 1, 5},
  };
  for (const MatmulCase& mc : cases) {
    for (int constness = 0; constness < 3; ++constness) {
      for (bool with_epilogue : {false, true}) {
        CAPTURE(mc.op);
        CAPTURE(constness);
        CAPTURE(with_epilogue);
        graph::Operation op;
        op.name = mc.op;
        engine::KernelSpec spec;
        spec.root = &op;
        spec.inputs = {{DType::F32, mc.a}, {DType::F32, mc.b}, {DType::F32, mc.c}};
        spec.outputs = {{DType::F32, mc.c}};
        spec.input_is_constant = {constness == 1, constness == 2, false};
        spec.has_epilogue = with_epilogue;
        std::unique_ptr<engine::CpuKernel> kernel = engine::make_cpu_kernel(spec);
        REQUIRE(kernel);

        auto a = random_values(size_t(shape_numel(mc.a)), 7);
        auto b = random_values(size_t(shape_numel(mc.b)), 8);
        auto init = random_values(size_t(shape_numel(mc.c)), 9);
        std::vector<float> out(init.size(), -777.0f);
        std::vector<engine::ConstBuffer> ins = {{a.data(), &spec.inputs[0]},
                                                {b.data(), &spec.inputs[1]},
                                                {init.data(), &spec.inputs[2]}};
        std::vector<std::shared_ptr<const void>> prepared_owner(3);
        std::vector<const void*> prepared(3, nullptr);
        for (size_t i = 0; i < 3; ++i)
          if (spec.input_is_constant[i]) {
            prepared_owner[i] = kernel->prepare_constant(i, ins[i]);
            prepared[i] = prepared_owner[i].get();
          }
        std::vector<engine::MutBuffer> outs = {{out.data(), &spec.outputs[0]}};
        TestEpilogue epilogue;
        engine::RunContext ctx;
        ctx.threads = 2;
        ctx.epilogue = with_epilogue ? &epilogue : nullptr;
        kernel->run(ins, prepared, outs, ctx);

        std::vector<double> want;
        for (int64_t bi = 0; bi < mc.batch; ++bi) {
          std::vector<float> ab(a.begin() + bi * mc.m * mc.k, a.begin() + (bi + 1) * mc.m * mc.k);
          std::vector<float> bb(b.begin() + bi * mc.k * mc.n, b.begin() + (bi + 1) * mc.k * mc.n);
          auto part = reference_matmul(mc.m, mc.n, mc.k, ab, bb, init.data() + bi * mc.m * mc.n);
          want.insert(want.end(), part.begin(), part.end());
        }
        if (with_epilogue)
          for (size_t i = 0; i < want.size(); ++i) want[i] = epilogue_value(float(want[i]), int64_t(i));
        CHECK(relative_error(out, want) < 1e-5);
      }
    }
  }
}

TEST_CASE("conv_gemm_kernels: transposed maps, other dtypes and mismatched shapes go to the fallback") {
  graph::Operation op;
  op.name = "linalg.matmul";
  engine::KernelSpec spec;
  spec.root = &op;
  spec.inputs = {{DType::F32, {4, 5}}, {DType::F32, {6, 3}}, {DType::F32, {4, 3}}};
  spec.outputs = {{DType::F32, {4, 3}}};
  spec.input_is_constant = {false, false, false};
  CHECK_FALSE(engine::make_cpu_kernel(spec));  // K disagrees
  spec.inputs[1].shape = {5, 3};
  CHECK(engine::make_cpu_kernel(spec));
  spec.inputs[0].dtype = DType::F16;
  CHECK_FALSE(engine::make_cpu_kernel(spec));
  spec.inputs[0].dtype = DType::F32;
  auto maps = std::make_shared<graph::Attribute>();
  maps->kind = graph::Attribute::Kind::Array;
  op.set_attr("indexing_maps", maps);
  CHECK_FALSE(engine::make_cpu_kernel(spec));
}
