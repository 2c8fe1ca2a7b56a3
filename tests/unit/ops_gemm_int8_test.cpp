// The int8 GEMM (ops/gemm_int8.h) at every ISA this CPU runs: the raw uint8 x int8 sums against
// int64 sums (every tail of m, n and k, and the corner values 255 x -128 and 255 x 127 that
// saturate vpmaddubsw's int16 pair sums), the quantisation of a row against a hand-worked
// example, every ISA's row quantisation against the scalar definition, and the float product
// against the same definition evaluated in double and against the float product within the
// quantisation's error bound.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <random>
#include <vector>

#include "ops/cpu_features.h"
#include "ops/gemm_int8.h"
#include "ops/gemm_int8_impl.h"

namespace {

namespace cpu = linrt::ops::cpu;

std::vector<float> random_values(size_t count, uint32_t seed, float lo = -1.0f, float hi = 1.0f) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<float> dist(lo, hi);
  std::vector<float> v(count);
  for (float& x : v) x = dist(gen);
  return v;
}

}  // namespace

TEST_CASE("gemm_int8: raw uint8 x int8 sums equal int64 sums at every ISA, every tail, corner values") {
  std::mt19937 gen(7);
  for (cpu::Isa isa : cpu::supported_isas()) {
    CAPTURE(cpu::gemm_int8_name(isa));
    for (int64_t m : {1, 3, 4, 12, 13, 25})
      for (int64_t n : {1, 7, 8, 9, 31, 32, 33, 65})
        for (int64_t k : {1, 3, 4, 5, 17, 64, 131}) {
          for (int corner = 0; corner < 3; ++corner) {
            CAPTURE(m);
            CAPTURE(n);
            CAPTURE(k);
            CAPTURE(corner);
            // corner 0: random codes; 1: all 255 x -128 (the most negative sums); 2: 255 x 127.
            std::vector<uint8_t> a(size_t(m * k));
            std::vector<int8_t> b(size_t(n * k));
            for (auto& x : a) x = corner ? 255 : uint8_t(gen() % 256);
            for (auto& x : b) x = corner == 1 ? int8_t(-128) : corner == 2 ? int8_t(127) : int8_t(int(gen() % 256) - 128);
            const cpu::Int8Weights w = cpu::pack_int8_weights(isa, b.data(), k, n, k, std::vector<float>(size_t(n), 1.0f));
            std::vector<int32_t> c(size_t(m * n), -1);
            cpu::gemm_u8s8_s32(isa, m, a.data(), k, w, c.data(), n);
            int bad = 0;
            for (int64_t i = 0; i < m; ++i)
              for (int64_t j = 0; j < n; ++j) {
                int64_t want = 0;
                for (int64_t d = 0; d < k; ++d) want += int64_t(a[size_t(i * k + d)]) * int64_t(b[size_t(j * k + d)]);
                if (int64_t(c[size_t(i * n + j)]) != want && bad++ < 3)
                  FAIL_CHECK("C[" << i << "][" << j << "] = " << c[size_t(i * n + j)] << ", want " << want);
              }
            for (int64_t j = 0; j < n; ++j) {
              int64_t sum = 0;
              for (int64_t d = 0; d < k; ++d) sum += b[size_t(j * k + d)];
              CHECK(w.colsum[size_t(j)] == sum);
            }
          }
        }
  }
}

TEST_CASE("gemm_int8: a row's quantisation, worked by hand") {
  // lo = -1, hi = 2.984375: scale = 3.984375 / 255 = 1/64, zero point 64; 0.5 and 1.5 steps are
  // ties, rounded to even (0 and 2).
  const float row[] = {-1.0f, 0.0f, 2.984375f, 0.5f / 64, 1.5f / 64, -1.5f / 64, 1.0f};
  uint8_t q[7];
  const cpu::RowQuantization rq = cpu::quantize_row_u8(row, 7, q);
  CHECK(rq.scale == 1.0f / 64);
  CHECK(rq.zero_point == 64);
  const uint8_t want[] = {0, 64, 255, 64, 66, 62, 128};
  for (int i = 0; i < 7; ++i) CHECK(int(q[i]) == int(want[i]));
  // All positive: the range still starts at 0, so the zero point is 0 and 0.0 stays exact.
  const float pos[] = {0.5f, 2.55f};
  const cpu::RowQuantization rp = cpu::quantize_row_u8(pos, 2, q);
  CHECK(rp.zero_point == 0);
  CHECK(rp.scale == doctest::Approx(0.01));
  CHECK(int(q[1]) == 255);
  CHECK(int(q[0]) == 50);
  // All zero: scale 1, zero point 0, codes 0.
  const float zeros[] = {0.0f, -0.0f, 0.0f};
  const cpu::RowQuantization rz = cpu::quantize_row_u8(zeros, 3, q);
  CHECK(rz.scale == 1.0f);
  CHECK(rz.zero_point == 0);
  CHECK(int(q[0]) + int(q[1]) + int(q[2]) == 0);
  // Not finite: scale NaN, so the row's outputs are NaN.
  const float inf[] = {1.0f, INFINITY};
  CHECK(std::isnan(cpu::quantize_row_u8(inf, 2, q).scale));
}

TEST_CASE("gemm_int8: every ISA quantises rows bit for bit as the scalar definition") {
  for (cpu::Isa isa : cpu::supported_isas()) {
    CAPTURE(cpu::gemm_int8_name(isa));
    const cpu::Int8Kernel& kern = cpu::gemm_int8_kernel(isa);
    for (int64_t k : {1, 5, 8, 15, 16, 17, 33, 100}) {
      CAPTURE(k);
      const int64_t rows = 5, ld = k + 7;
      std::vector<float> a = random_values(size_t(rows * k), uint32_t(k), -3.0f, 2.0f);
      a[0] = 0.0f;
      for (int64_t i = 0; i < k; ++i) a[size_t(2 * k + i)] = 0.0f;  // an all-zero row
      for (int64_t i = 0; i < k; ++i) a[size_t(3 * k + i)] = std::fabs(a[size_t(3 * k + i)]);  // all >= 0
      a[size_t(4 * k + k / 2)] = NAN;
      std::vector<uint8_t> got(size_t(rows * ld), 99);
      std::vector<cpu::RowQuantization> gq(static_cast<size_t>(rows));
      kern.quantize_rows(a.data(), k, rows, k, got.data(), ld, gq.data());
      for (int64_t r = 0; r < rows; ++r) {
        std::vector<uint8_t> want(static_cast<size_t>(k));
        const cpu::RowQuantization wq = cpu::quantize_row_u8(a.data() + r * k, k, want.data());
        CHECK((gq[size_t(r)].scale == wq.scale || (std::isnan(wq.scale) && std::isnan(gq[size_t(r)].scale))));
        CHECK(gq[size_t(r)].zero_point == wq.zero_point);
        for (int64_t i = 0; i < k; ++i) CHECK(int(got[size_t(r * ld + i)]) == int(want[size_t(i)]));
        for (int64_t i = k; i < ld; ++i) CHECK(int(got[size_t(r * ld + i)]) == 0);
      }
    }
  }
}

TEST_CASE("gemm_int8: the float product against its definition in double and against the float product") {
  struct Shape {
    int64_t m, n, k;
    bool transposed, init, bias, relu;
    int threads;
  };
  const Shape shapes[] = {{1, 1, 1, false, false, false, false, 1},    {5, 33, 19, false, true, true, true, 1},
                          {13, 64, 7, true, false, true, false, 2},    {49, 70, 130, false, true, false, true, 2},
                          {200, 130, 200, true, true, true, true, 2},  {3, 300, 1024, false, false, true, false, 2}};
  for (cpu::Isa isa : cpu::supported_isas()) {
    CAPTURE(cpu::gemm_int8_name(isa));
    for (const Shape& s : shapes) {
      CAPTURE(s.m);
      CAPTURE(s.n);
      CAPTURE(s.k);
      const std::vector<float> a = random_values(size_t(s.m * s.k), 1, -2.0f, 3.0f);
      const std::vector<float> b = random_values(size_t(s.k * s.n), 2);  // k x n, or n x k transposed
      const std::vector<float> init = random_values(size_t(s.m * s.n), 3);
      const std::vector<float> bias = random_values(size_t(s.n), 4);
      const int64_t cs = s.transposed ? s.k : 1, ds = s.transposed ? 1 : s.n;
      const cpu::Int8Weights w = cpu::quantize_int8_weights(isa, b.data(), cs, ds, s.n, s.k);
      std::vector<float> c(size_t(s.m * s.n), NAN);
      std::vector<int> finished(size_t(s.m * s.n), 0);
      cpu::Int8GemmCall call;
      call.m = s.m;
      call.a = a.data();
      call.lda = s.k;
      call.weights = &w;
      call.c = c.data();
      call.ldc = s.n;
      call.init = s.init ? init.data() : nullptr;
      call.ld_init = s.n;
      call.bias_cols = s.bias ? bias.data() : nullptr;
      call.relu = s.relu;
      call.finished = [&](float* data, int64_t row, int64_t col, int64_t count) {
        CHECK(data == c.data() + row * s.n + col);
        for (int64_t j = 0; j < count; ++j) ++finished[size_t(row * s.n + col + j)];
      };
      cpu::gemm_int8(isa, call, s.threads);
      CHECK(std::all_of(finished.begin(), finished.end(), [](int f) { return f == 1; }));
      double worst_def = 0, worst_bound = 0;
      for (int64_t i = 0; i < s.m; ++i) {
        std::vector<uint8_t> qa(size_t(s.k));
        const cpu::RowQuantization rq = cpu::quantize_row_u8(a.data() + i * s.k, s.k, qa.data());
        for (int64_t j = 0; j < s.n; ++j) {
          // The weights' quantisation, worked out here: per column amax / 127.
          double amax = 0;
          for (int64_t d = 0; d < s.k; ++d) amax = std::max(amax, double(std::fabs(b[size_t(j * cs + d * ds)])));
          const float sb = float(amax) / 127.0f;
          double sum = 0, exact = 0, bound = 0;
          for (int64_t d = 0; d < s.k; ++d) {
            const float x = b[size_t(j * cs + d * ds)];
            const double code = std::nearbyint(x / sb);
            sum += (double(qa[size_t(d)]) - rq.zero_point) * code;
            exact += double(a[size_t(i * s.k + d)]) * x;
            // |a b - a' b'| <= |a| |b - b'| + |b'| |a - a'|, each within half a step.
            bound += std::fabs(a[size_t(i * s.k + d)]) * sb / 2 + std::fabs(code * sb) * rq.scale / 2;
          }
          double want = sum * double(rq.scale) * double(sb);
          double want_float = exact;
          const double extra = (s.init ? init[size_t(i * s.n + j)] : 0.0) + (s.bias ? bias[size_t(j)] : 0.0);
          want += extra;
          want_float += extra;
          if (s.relu) {
            want = std::max(want, 0.0);
            want_float = std::max(want_float, 0.0);
          }
          const double got = c[size_t(i * s.n + j)];
          worst_def = std::max(worst_def, std::fabs(got - want) / (1.0 + std::fabs(want)));
          worst_bound = std::max(worst_bound, std::fabs(got - want_float) - (bound * (1 + 1e-5) + 1e-5));
        }
      }
      CHECK(worst_def <= 2e-6);   // float rounding of the stores only
      CHECK(worst_bound <= 0.0);  // within the quantisation's error bound of the float product
    }
  }
}

TEST_CASE("gemm_int8: an init that is C itself gives the product with a separate init, bit for bit") {
  // Int8GemmCall::init may be c: the stores must read each init value before writing its output.
  const int64_t m = 7, n = 40, k = 24;
  const std::vector<float> a = random_values(size_t(m * k), 11);
  const std::vector<float> b = random_values(size_t(k * n), 12);
  const std::vector<float> init = random_values(size_t(m * n), 13, 100.0f, 101.0f);
  for (cpu::Isa isa : cpu::supported_isas()) {
    CAPTURE(cpu::gemm_int8_name(isa));
    const cpu::Int8Weights w = cpu::quantize_int8_weights(isa, b.data(), 1, n, n, k);
    cpu::Int8GemmCall call;
    call.m = m;
    call.a = a.data();
    call.lda = k;
    call.weights = &w;
    call.ldc = n;
    call.ld_init = n;
    std::vector<float> separate(size_t(m * n), NAN);
    call.c = separate.data();
    call.init = init.data();
    cpu::gemm_int8(isa, call, 1);
    std::vector<float> in_place = init;
    call.c = in_place.data();
    call.init = in_place.data();
    cpu::gemm_int8(isa, call, 1);
    int bad = 0;
    for (size_t i = 0; i < separate.size(); ++i) {
      // The init (in [100, 101]) dominates the product (at most 24): a lost init shows.
      CHECK(separate[i] > 70.0f);
      if (std::memcmp(&separate[i], &in_place[i], sizeof(float)) != 0 && bad++ < 3)
        FAIL_CHECK("C[" << i << "] = " << in_place[i] << " in place, " << separate[i] << " with a separate init");
    }
  }
}
