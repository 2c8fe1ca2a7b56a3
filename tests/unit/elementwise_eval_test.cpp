// The elementwise bytecode evaluator against the reference executor: one linalg.generic per
// scalar op (every op the bytecode supports), over inputs read contiguously, broadcast and
// strided (transposed), on shapes whose rows end in partial blocks; plus fused chains and the
// Epilogue. The reference executor (plain scalar loops, engine/reference) is the oracle; the
// engine side is checked to have run the bytecode, not a fallback.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>
#include <optional>
#include <random>
#include <string>
#include <utility>
#include <vector>

#include "core/scalar_ops.h"
#include "engine/cpu/elementwise.h"
#include "engine/cpu/elementwise_eval.h"
#include "ops/cpu_features.h"
#include "linrt/linrt.h"

namespace {

// A function over %a: tensor<RxCxf32>, %b: tensor<Cxf32> (broadcast over rows) and
// %c: tensor<CxRxf32> (read transposed), whose generic body is `body` with block arguments
// %x (from a), %y (from b), %z (from c), yielding %r.
std::string generic_module(int64_t rows, int64_t cols, const std::string& body) {
  const std::string R = std::to_string(rows), C = std::to_string(cols);
  const std::string t2 = "tensor<" + R + "x" + C + "xf32>";
  return "func.func @f(%a: " + t2 + ", %b: tensor<" + C + "xf32>, %c: tensor<" + C + "x" + R + "xf32>) -> " + t2 +
         " {\n"
         "  %e = tensor.empty() : " + t2 + "\n"
         "  %o = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>,"
         " affine_map<(d0, d1) -> (d1, d0)>, affine_map<(d0, d1) -> (d0, d1)>],"
         " iterator_types = [\"parallel\", \"parallel\"]}"
         " ins(%a, %b, %c : " + t2 + ", tensor<" + C + "xf32>, tensor<" + C + "x" + R + "xf32>) outs(%e : " + t2 + ") {\n"
         "  ^bb0(%x: f32, %y: f32, %z: f32, %out: f32):\n" + body +
         "    linalg.yield %r : f32\n"
         "  } -> " + t2 + "\n"
         "  return %o : " + t2 + "\n"
         "}\n";
}

// Values that exercise edge cases (signed zeros, halves, NaN, infinities) mixed with random ones.
std::vector<float> inputs(int64_t n, uint32_t seed, bool positive) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> dist(positive ? 0.01f : -4.f, 4.f);
  const float specials[] = {0.f, -0.f, 0.5f, -0.5f, 1.5f, 2.5f, -2.5f, 1.f, -1.f,
                            std::numeric_limits<float>::quiet_NaN(), std::numeric_limits<float>::infinity(),
                            -std::numeric_limits<float>::infinity()};
  std::vector<float> v(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) {
    if (!positive && i % 7 == 3) v[size_t(i)] = specials[(i / 7) % std::size(specials)];
    else v[size_t(i)] = dist(rng);
  }
  return v;
}

bool close(float got, float want, double rtol) {
  if (std::isnan(want)) return std::isnan(got);
  if (std::isinf(want)) return got == want;
  return std::fabs(double(got) - double(want)) <= 1e-6 + rtol * std::fabs(double(want));
}

// The named binary op `name` of x and y, added to `b` (which must accept it).
linrt::engine::EwBuilder::Ref named2(linrt::engine::EwBuilder& b, const char* name, linrt::engine::EwBuilder::Ref x,
                                     linrt::engine::EwBuilder::Ref y) {
  const linrt::engine::EwBuilder::Ref ops[2] = {x, y};
  auto r = b.add_named(name, ops);
  REQUIRE(r);
  return *r;
}

// Runs the body through the planned engine and the reference executor on the same inputs.
void check_body(const std::string& label, const std::string& body, bool positive_inputs, double rtol,
                int64_t rows = 5, int64_t cols = 37) {
  CAPTURE(label);
  linrt::Model model = linrt::Model::load_from_memory(generic_module(rows, cols, body), label);
  const linrt::ModelStats stats = model.stats("f");
  REQUIRE(stats.dispatches == 1);
  REQUIRE_MESSAGE(stats.fallback_dispatches == 0, label << ": the body did not compile to bytecode");
  const std::vector<float> a = inputs(rows * cols, 1, positive_inputs);
  const std::vector<float> b = inputs(cols, 2, positive_inputs);
  const std::vector<float> c = inputs(rows * cols, 3, positive_inputs);
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(a.data(), linrt::DType::F32, {rows, cols}),
                                           linrt::Tensor::view(b.data(), linrt::DType::F32, {cols}),
                                           linrt::Tensor::view(c.data(), linrt::DType::F32, {cols, rows})};
  linrt::SessionOptions ref_options;
  ref_options.reference = true;
  const linrt::Tensor got = model.session().run("f", args).at(0);
  const linrt::Tensor want = model.session(ref_options).run("f", args).at(0);
  REQUIRE(got.numel() == want.numel());
  int64_t bad = 0;
  for (int64_t i = 0; i < got.numel(); ++i) {
    const float g = got.data_as<float>()[i], w = want.data_as<float>()[i];
    if (!close(g, w, rtol)) {
      if (bad++ < 3) FAIL_CHECK(label << ": element " << i << " is " << g << ", the reference gives " << w);
    }
  }
  CHECK_MESSAGE(bad == 0, label << ": " << bad << " elements differ");
}

}  // namespace

TEST_CASE("elementwise: every binary float op matches the reference, with broadcast and transposed inputs") {
  const char* ops[] = {"arith.addf", "arith.subf", "arith.mulf", "arith.divf", "arith.maximumf", "arith.minimumf",
                       "arith.maxnumf", "arith.minnumf", "arith.remf", "math.copysign"};
  for (const char* op : ops) {
    // Both broadcast (%y) and transposed (%z) operands feed the op.
    const std::string body = "    %t = " + std::string(op) + " %x, %y : f32\n    %r = " + op + " %t, %z : f32\n";
    check_body(op, body, false, 1e-6);
  }
  check_body("math.powf", "    %t = math.powf %x, %y : f32\n    %r = arith.addf %t, %z : f32\n", true, 1e-5);
}

TEST_CASE("elementwise: every unary float op matches the reference") {
  struct Unary {
    const char* op;
    bool positive;
    double rtol;
  };
  const Unary ops[] = {{"arith.negf", false, 0},  {"math.absf", false, 0},    {"math.exp", false, 2e-6},
                       {"math.exp2", false, 2e-6}, {"math.expm1", false, 2e-6}, {"math.log", true, 2e-6},
                       {"math.log1p", true, 2e-6}, {"math.log2", true, 2e-6},  {"math.log10", true, 2e-6},
                       {"math.tanh", false, 2e-6}, {"math.erf", false, 2e-6},  {"math.sqrt", true, 1e-6},
                       {"math.rsqrt", true, 1e-6}, {"math.cbrt", true, 2e-6},  {"math.floor", false, 0},
                       {"math.ceil", false, 0},    {"math.round", false, 0},   {"math.roundeven", false, 0},
                       {"math.trunc", false, 0},   {"math.sin", false, 2e-6},  {"math.cos", false, 2e-6},
                       {"math.atan", false, 2e-6}, {"math.sinh", false, 2e-6}, {"math.cosh", false, 2e-6}};
  for (const Unary& u : ops) {
    const std::string body = "    %t = arith.addf %x, %y : f32\n    %r = " + std::string(u.op) + " %t : f32\n";
    check_body(u.op, body, u.positive, u.rtol);
  }
}

TEST_CASE("elementwise: comparisons, selects and boolean ops match the reference") {
  const char* predicates[] = {"false", "oeq", "ogt", "oge", "olt", "ole", "one", "ord",
                              "ueq",   "ugt", "uge", "ult", "ule", "une", "uno", "true"};
  for (const char* p : predicates) {
    const std::string body = "    %k = arith.cmpf " + std::string(p) + ", %x, %z : f32\n    %r = arith.select %k, %x, %y : f32\n";
    check_body(std::string("cmpf ") + p, body, false, 0);
  }
  check_body("andi/ori/xori/uitofp/sitofp",
             "    %k1 = arith.cmpf ogt, %x, %y : f32\n"
             "    %k2 = arith.cmpf olt, %z, %y : f32\n"
             "    %a1 = arith.andi %k1, %k2 : i1\n"
             "    %o1 = arith.ori %k1, %k2 : i1\n"
             "    %x1 = arith.xori %a1, %o1 : i1\n"
             "    %f1 = arith.uitofp %x1 : i1 to f32\n"
             "    %f2 = arith.sitofp %a1 : i1 to f32\n"
             "    %r = arith.addf %f1, %f2 : f32\n",
             false, 0);
  check_body("isnan/isinf/isfinite",
             "    %n = math.isnan %x : f32\n"
             "    %i = math.isinf %z : f32\n"
             "    %f = math.isfinite %y : f32\n"
             "    %s = arith.select %n, %y, %z : f32\n"
             "    %t = arith.select %i, %x, %s : f32\n"
             "    %r = arith.select %f, %t, %x : f32\n",
             false, 0);
  check_body("constants and fma",
             "    %c1 = arith.constant 0.2 : f32\n"
             "    %c2 = arith.constant -1.5 : f32\n"
             "    %t = math.fma %x, %c1, %y : f32\n"
             "    %r = math.fma %t, %c2, %z : f32\n",
             false, 1e-6);
  // A long row: full 64-element blocks read in place, and a parallel split.
  check_body("leaky relu, large", "    %c0 = arith.constant 0.0 : f32\n    %c1 = arith.constant 0.2 : f32\n"
             "    %s = arith.addf %x, %z : f32\n    %k = arith.cmpf ogt, %s, %c0 : f32\n"
             "    %m = arith.mulf %s, %c1 : f32\n    %r = arith.select %k, %s, %m : f32\n",
             false, 0, 9, 4000);
}

TEST_CASE("elementwise: a chain of generics fuses into one dispatch with the reference's results") {
  const std::string text = R"(
func.func @f(%a: tensor<3x70xf32>, %b: tensor<70xf32>) -> tensor<3x70xf32> {
  %e = tensor.empty() : tensor<3x70xf32>
  %c0 = arith.constant 0.0 : f32
  %s = arith.constant 0.1 : f32
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %b : tensor<3x70xf32>, tensor<70xf32>) outs(%e : tensor<3x70xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %t = arith.addf %x, %y : f32
    linalg.yield %t : f32
  } -> tensor<3x70xf32>
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<3x70xf32>) outs(%e : tensor<3x70xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.maximumf %x, %c0 : f32
    linalg.yield %t : f32
  } -> tensor<3x70xf32>
  %3 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%1 : tensor<3x70xf32>) outs(%e : tensor<3x70xf32>) {
  ^bb0(%x: f32, %o: f32):
    %t = arith.minimumf %x, %c0 : f32
    linalg.yield %t : f32
  } -> tensor<3x70xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%2, %3 : tensor<3x70xf32>, tensor<3x70xf32>) outs(%e : tensor<3x70xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %m = arith.mulf %y, %s : f32
    %t = arith.addf %x, %m : f32
    linalg.yield %t : f32
  } -> tensor<3x70xf32>
  return %4 : tensor<3x70xf32>
}
)";
  linrt::Model model = linrt::Model::load_from_memory(text, "chain.mlir");
  const linrt::ModelStats stats = model.stats("f");
  // %1 feeds both %2 and %3, which both feed %4: all four become one program.
  CHECK(stats.dispatches == 1);
  CHECK(stats.fallback_dispatches == 0);
  std::vector<float> a = inputs(3 * 70, 5, false), b = inputs(70, 6, false);
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(a.data(), linrt::DType::F32, {3, 70}),
                                           linrt::Tensor::view(b.data(), linrt::DType::F32, {70})};
  linrt::SessionOptions ref_options;
  ref_options.reference = true;
  const linrt::Tensor got = model.session().run("f", args).at(0);
  const linrt::Tensor want = model.session(ref_options).run("f", args).at(0);
  for (int64_t i = 0; i < got.numel(); ++i) CHECK(close(got.data_as<float>()[i], want.data_as<float>()[i], 1e-6));
}

TEST_CASE("elementwise: the Epilogue applies a program in place, piece by piece, with bound extras") {
  // out = out * scale[col] + residual, over a 3x5 output, applied in three uneven pieces.
  linrt::engine::EwBuilder b;
  linrt::engine::EwBuilder::Ref x = b.input(0), scale_in = b.input(1), residual_in = b.input(2);
  const linrt::engine::EwBuilder::Ref add = named2(b, "linalg.add", named2(b, "linalg.mul", x, scale_in), residual_in);
  auto program = b.finish(3, std::span(&add, 1));
  REQUIRE(program);
  const std::vector<int64_t> shape = {3, 5};
  std::vector<linrt::engine::EwAccess> access = {{0, {5, 1}}, {0, {0, 1}}, {0, {5, 1}}};
  std::vector<float> out(15), scale = {1, 2, 3, 4, 5}, residual(15);
  for (int i = 0; i < 15; ++i) {
    out[size_t(i)] = float(i);
    residual[size_t(i)] = float(100 * i);
  }
  linrt::engine::EwEpilogue epi(*program, shape, access);
  const float* extras[2] = {scale.data(), residual.data()};
  epi.bind(extras);
  epi.apply(out.data() + 0, 0, 4);
  epi.apply(out.data() + 4, 4, 9);
  epi.apply(out.data() + 13, 13, 2);
  for (int i = 0; i < 15; ++i) CHECK(out[size_t(i)] == float(i) * scale[size_t(i % 5)] + float(100 * i));
}

TEST_CASE("elementwise: an Epilogue that adds or multiplies a same-shaped operand, in either order") {
  // The forms EwEpilogue runs as a plain loop (out = out + y, y + out, out * y, y * out), applied
  // row by row as a bag kernel does, against each element's IEEE sum or product worked out
  // here; then the same ops with y broadcast over the rows, which the block evaluator runs.
  const int64_t rows = 4, cols = 37;
  const std::vector<int64_t> shape = {rows, cols};
  const std::vector<float> x = inputs(rows * cols, 21, false), y = inputs(rows * cols, 22, false);
  for (const char* name : {"linalg.add", "linalg.mul"}) {
    for (bool out_first : {true, false}) {
      for (bool broadcast : {false, true}) {
        CAPTURE(name);
        CAPTURE(out_first);
        CAPTURE(broadcast);
        linrt::engine::EwBuilder b;
        const linrt::engine::EwBuilder::Ref out_in = b.input(0), other = b.input(1);
        const linrt::engine::EwBuilder::Ref r = out_first ? named2(b, name, out_in, other) : named2(b, name, other, out_in);
        auto program = b.finish(2, std::span(&r, 1));
        REQUIRE(program);
        const std::vector<linrt::engine::EwAccess> access = {{0, {cols, 1}}, {0, {broadcast ? 0 : cols, 1}}};
        linrt::engine::EwEpilogue epi(*program, shape, access);
        const float* extras[1] = {y.data()};
        epi.bind(extras);
        std::vector<float> out = x;
        for (int64_t row = 0; row < rows; ++row) epi.apply(out.data() + row * cols, row * cols, cols);
        const bool add = std::string(name) == "linalg.add";
        for (int64_t i = 0; i < rows * cols; ++i) {
          const float other_v = y[size_t(broadcast ? i % cols : i)], want = add ? x[size_t(i)] + other_v : x[size_t(i)] * other_v;
          const float got = out[size_t(i)];
          CHECK((std::isnan(want) ? std::isnan(got) : std::memcmp(&got, &want, sizeof(float)) == 0));
        }
      }
    }
  }
}

TEST_CASE("elementwise: per-channel operands under the blocked layout, run across rows in uneven pieces") {
  // y = max(x * scale[c] + shift[c], 0) over the storage order [N, C/16, H*W, 16] of an NCHW16c
  // tensor (N = 2, C = 48, H*W = 29): scale and shift repeat their 16 values along the H*W
  // dimension (strides 0 and 1 there), so ew_run runs across rows; pieces start and end
  // mid-row, and the rows end in partial blocks.
  linrt::engine::EwBuilder b;
  linrt::engine::EwBuilder::Ref x = b.input(0), scale = b.input(1), shift = b.input(2), zero = b.constant(0.f);
  const linrt::engine::EwBuilder::Ref relu =
      named2(b, "linalg.max", named2(b, "linalg.add", named2(b, "linalg.mul", x, scale), shift), zero);
  auto program = b.finish(3, std::span(&relu, 1));
  REQUIRE(program);
  const int64_t N = 2, CB = 3, HW = 29, B = 16, total = N * CB * HW * B;
  const std::vector<int64_t> shape = {N, CB, HW, B};
  const std::vector<linrt::engine::EwAccess> access = {
      {0, {CB * HW * B, HW * B, B, 1}}, {0, {CB * B, B, 0, 1}}, {0, {CB * B, B, 0, 1}}};
  std::vector<float> xs = inputs(total, 11, true), sc = inputs(N * CB * B, 12, true), sh = inputs(N * CB * B, 13, true);
  for (float& v : sh) v -= 2.f;  // shifts of both signs, so that the ReLU clamps some
  std::vector<float> got(size_t(total), -1.f);
  const float* in[3] = {xs.data(), sc.data(), sh.data()};
  float* out = got.data();
  int64_t begin = 0;
  for (const int64_t piece : {int64_t(7), int64_t(300), int64_t(1000), int64_t(17), total}) {
    const int64_t n = std::min(piece, total - begin);
    linrt::engine::ew_run(*program, shape, in, access, std::span(&out, 1), begin, n);
    begin += n;
  }
  REQUIRE(begin == total);
  for (int64_t i = 0; i < total; ++i) {
    const int64_t n = i / (CB * HW * B), cb = i / (HW * B) % CB, ci = i % B, c = n * CB * B + cb * B + ci;
    const float want = std::fmax(xs[size_t(i)] * sc[size_t(c)] + sh[size_t(c)], 0.f);
    CAPTURE(i);
    CHECK(close(got[size_t(i)], want, 1e-6));
  }
}

TEST_CASE("elementwise: erf stays within 3e-7 of std::erf (double) at every instruction set this CPU runs") {
  // Every 1e-3 over [-6, 6], the points around the evaluator's branch and clamp at |x| = 1 and
  // 3.92, signed zeros, tiny and huge values; infinities must give exactly +-1 and NaN NaN.
  const float inf = std::numeric_limits<float>::infinity();
  std::vector<float> xs;
  for (int i = -6000; i <= 6000; ++i) xs.push_back(float(i) * 1e-3f);
  for (float edge : {1.f, 3.92f})
    for (float s : {-1.f, 1.f}) {
      float v = s * edge;
      for (int k = 0; k < 64; ++k) v = std::nextafter(v, -inf);
      for (int k = 0; k < 128; ++k, v = std::nextafter(v, inf)) xs.push_back(v);
    }
  for (float v : {0.f, -0.f, 1e-30f, -1e-30f, std::numeric_limits<float>::denorm_min(), 1e-6f, 0.5f, 10.f, -10.f,
                  1e30f, -1e30f, std::numeric_limits<float>::max(), -std::numeric_limits<float>::max(), inf, -inf,
                  std::numeric_limits<float>::quiet_NaN()})
    xs.push_back(v);

  linrt::engine::EwProgram prog;
  prog.num_inputs = 1;
  prog.code.push_back({linrt::engine::EwOpcode::Erf, 0, 1, 0, 0, 0});
  prog.outputs = {1};
  prog.num_registers = 2;

  for (linrt::ops::cpu::Isa isa : linrt::ops::cpu::supported_isas()) {
    CAPTURE(linrt::ops::cpu::isa_name(isa));
    linrt::engine::EwBlockFn fn = linrt::engine::ew_block_generic();
#if defined(__x86_64__)
    if (isa == linrt::ops::cpu::Isa::Avx2Fma) fn = linrt::engine::ew_block_avx2();
    if (isa == linrt::ops::cpu::Isa::Avx512) fn = linrt::engine::ew_block_avx512();
#endif
    std::vector<float> out(xs.size());
    for (size_t i = 0; i < xs.size(); i += size_t(linrt::engine::kEwBlock)) {
      const int64_t n = std::min<int64_t>(linrt::engine::kEwBlock, int64_t(xs.size() - i));
      const float* in_ptr[] = {xs.data() + i};
      const int64_t in_step[] = {1};
      float* out_ptr[] = {out.data() + i};
      fn(prog, n, in_ptr, in_step, out_ptr);
    }
    double max_err = 0;
    float worst = 0;
    for (size_t i = 0; i < xs.size(); ++i) {
      if (std::isnan(xs[i])) {
        CHECK(std::isnan(out[i]));
        continue;
      }
      if (std::isinf(xs[i])) CHECK(out[i] == (xs[i] > 0 ? 1.f : -1.f));
      CHECK(std::signbit(out[i]) == std::signbit(xs[i]));
      const double err = std::fabs(double(out[i]) - std::erf(double(xs[i])));
      if (err > max_err) max_err = err, worst = xs[i];
    }
    CAPTURE(worst);
    CHECK(max_err <= 3e-7);
    MESSAGE("erf at " << linrt::ops::cpu::isa_name(isa) << ": max abs error " << max_err << " at x = " << worst);
  }
}

namespace {

// arith.cmpf on scalars as the reference executor evaluates it (core/scalar_ops.h).
bool cmpf(uint8_t pred, float a, float b) {
  linrt::ScalarOp op;
  op.code = linrt::ScalarOpcode::CmpF;
  op.result = linrt::DType::I1;
  op.predicate = pred;
  const linrt::Scalar args[2] = {linrt::Scalar::from_float(linrt::DType::F32, a),
                                 linrt::Scalar::from_float(linrt::DType::F32, b)};
  return linrt::apply_scalar_op(op, args).i != 0;
}

bool same_bits(float got, float want) {
  return std::isnan(want) ? std::isnan(got) : std::memcmp(&got, &want, sizeof(float)) == 0;
}

}  // namespace

TEST_CASE("elementwise: select chain loops at every instruction set this CPU runs, every predicate") {
  // Two steps x = cmpf(pred, x, k) ? x : k for every predicate, k = 0 then 6 (or a NaN bound),
  // over values with signed zeros, NaN, infinities and the bounds themselves, 44 of them (a
  // partial batch at the end), against scalar cmpf and select.
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  std::vector<float> xs = inputs(37, 31, false);
  for (float v : {0.f, -0.f, 6.f, 6.5f, -inf, inf, nan}) xs.push_back(v);
  for (linrt::ops::cpu::Isa isa : linrt::ops::cpu::supported_isas()) {
    CAPTURE(linrt::ops::cpu::isa_name(isa));
    linrt::engine::EwSelectChainFn fn = linrt::engine::ew_select_chain_generic();
#if defined(__x86_64__)
    if (isa == linrt::ops::cpu::Isa::Avx2Fma) fn = linrt::engine::ew_select_chain_avx2();
    if (isa == linrt::ops::cpu::Isa::Avx512) fn = linrt::engine::ew_select_chain_avx512();
#endif
    // Second predicates: the opposite one, and ule (ReLU6's second step, which runs fused with
    // an ogt first step).
    for (uint8_t pred = 0; pred < 16; ++pred)
      for (uint8_t pred2 : {uint8_t(15 - pred), uint8_t(12)})
      for (float hi : {6.f, nan}) {
        CAPTURE(int(pred));
        CAPTURE(int(pred2));
        CAPTURE(hi);
        const linrt::engine::EwSelectStep steps[2] = {{0.f, pred}, {hi, pred2}};
        for (size_t n : {xs.size(), size_t(16), size_t(5)}) {
          std::vector<float> got = xs;
          fn(steps, 2, got.data(), int64_t(n));
          for (size_t i = 0; i < xs.size(); ++i) {
            float want = xs[i];
            if (i < n)
              for (const linrt::engine::EwSelectStep& s : steps) want = cmpf(s.pred, want, s.k) ? want : s.k;
            CAPTURE(xs[i]);
            CAPTURE(n);
            CHECK(same_bits(got[i], want));
          }
        }
      }
  }
}

TEST_CASE("elementwise: an Epilogue of selects between the output and single values, every predicate and order") {
  // r = select(cmpf(pred, a, b), c, d) with {a, b} and {c, d} each the output and lo in either
  // order, then the same with hi (the opposite predicate), for every predicate: torch-mlir's
  // ReLU6 is select(ogt(x, 0), x, 0), select(olt(6, r), 6, r). The bounds are rank-0 operands
  // broadcast over the output as a conv's fused epilogue reads them, or program constants, or
  // (not a select chain: the block evaluator runs it) an operand of the output's shape holding
  // the bound everywhere. Applied in uneven pieces, against scalar cmpf and select.
  const int64_t rows = 3, cols = 45, total = rows * cols;
  const std::vector<int64_t> shape = {rows, cols};
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  std::vector<float> xs = inputs(total - 6, 41, false);
  for (float v : {0.f, -0.f, 6.f, inf, -inf, nan}) xs.push_back(v);
  const float lo = 0.f, hi = 6.f;
  using linrt::engine::EwOpcode;
  // Second predicates: the opposite one, and olt (ReLU6's).
  for (uint8_t pred = 0; pred < 16; ++pred)
    for (uint8_t pred2 : {uint8_t(15 - pred), uint8_t(4)})
    for (int order = 0; order < 16; ++order)
      for (int variant = 0; variant < 3; ++variant) {
        CAPTURE(int(pred));
        CAPTURE(int(pred2));
        CAPTURE(order);
        CAPTURE(variant);
        // Step s compares (x, k) when bit 2s of `order` is set, else (k, x), and selects (x, k)
        // when bit 2s+1 is set, else (k, x).
        const uint8_t preds[2] = {pred, pred2};
        linrt::engine::EwProgram prog;
        std::vector<linrt::engine::EwAccess> access = {{0, {cols, 1}}};
        std::vector<float> bound_lo = {lo}, bound_hi = {hi}, per_element(size_t(total), hi);
        std::vector<const float*> extras;
        const uint16_t k_reg[2] = {1, 2};
        if (variant == 1) {
          prog.num_inputs = 1;
          prog.constants = {lo, hi};
        } else {
          prog.num_inputs = 3;
          access.push_back({0, {0, 0}});
          access.push_back(variant == 0 ? linrt::engine::EwAccess{0, {0, 0}} : linrt::engine::EwAccess{0, {cols, 1}});
          extras = {bound_lo.data(), variant == 0 ? bound_hi.data() : per_element.data()};
        }
        uint16_t x = 0;
        for (int s = 0; s < 2; ++s) {
          const uint16_t k = k_reg[s], m = uint16_t(3 + s), r = 5;
          const bool x_first = (order >> (2 * s)) & 1, x_if_true = (order >> (2 * s + 1)) & 1;
          prog.code.push_back({EwOpcode::Cmp, preds[s], m, x_first ? x : k, x_first ? k : x, 0});
          prog.code.push_back({EwOpcode::Select, 0, r, m, x_if_true ? x : k, x_if_true ? k : x});
          x = r;
        }
        prog.outputs = {x};
        prog.num_registers = 6;
        linrt::engine::EwEpilogue epi(prog, shape, access);
        epi.bind(extras);
        std::vector<float> out = xs;
        int64_t begin = 0;
        for (const int64_t piece : {int64_t(5), int64_t(50), int64_t(17), total}) {
          const int64_t n = std::min(piece, total - begin);
          epi.apply(out.data() + begin, begin, n);
          begin += n;
        }
        REQUIRE(begin == total);
        for (int64_t i = 0; i < total; ++i) {
          float want = xs[size_t(i)];
          for (int s = 0; s < 2; ++s) {
            const float k = s == 0 ? lo : hi;
            const bool x_first = (order >> (2 * s)) & 1, x_if_true = (order >> (2 * s + 1)) & 1;
            const bool c = x_first ? cmpf(preds[s], want, k) : cmpf(preds[s], k, want);
            want = x_if_true ? (c ? want : k) : (c ? k : want);
          }
          CAPTURE(xs[size_t(i)]);
          CHECK(same_bits(out[size_t(i)], want));
        }
      }
}

TEST_CASE("elementwise: the bias, multiply, add loop at every instruction set this CPU runs") {
  // DLRM-v2's cross layer after its product: (x + bias[column]) * y + z, and ConvNeXt's layer
  // scale (y one value per column), over rows 37 wide (partial batches) from every starting
  // column and length, against the three IEEE operations done one by one here.
  const int64_t width = 37, n = 3 * width;
  const std::vector<float> x = inputs(n, 41, false), bias = inputs(width, 42, false), y = inputs(n, 43, false),
                           z = inputs(n, 44, false);
  for (linrt::ops::cpu::Isa isa : linrt::ops::cpu::supported_isas()) {
    CAPTURE(linrt::ops::cpu::isa_name(isa));
    linrt::engine::EwBiasMulAddFn fn = linrt::engine::ew_bias_mul_add_generic();
#if defined(__x86_64__)
    if (isa == linrt::ops::cpu::Isa::Avx2Fma) fn = linrt::engine::ew_bias_mul_add_avx2();
    if (isa == linrt::ops::cpu::Isa::Avx512) fn = linrt::engine::ew_bias_mul_add_avx512();
#endif
    for (bool by_column : {false, true})
      for (int64_t begin : {int64_t(0), int64_t(5), int64_t(36), int64_t(40)})
        for (int64_t count : {int64_t(1), int64_t(16), int64_t(37), n - begin}) {
          CAPTURE(by_column);
          CAPTURE(begin);
          CAPTURE(count);
          std::vector<float> got = x;
          fn(got.data() + begin, count, bias.data(), width, begin % width,
             by_column ? y.data() : y.data() + begin, by_column, z.data() + begin);
          for (int64_t i = 0; i < n; ++i) {
            float want = x[size_t(i)];
            if (i >= begin && i < begin + count) {
              const float biased = want + bias[size_t(i % width)];
              const float scaled = biased * y[size_t(by_column ? i % width : i)];
              want = scaled + z[size_t(i)];
            }
            CHECK(same_bits(got[size_t(i)], want));
          }
        }
  }
}

namespace {

// nn.GELU's exact form after a Linear as torch-mlir writes it, on `out` and a bias register:
// v = out + bias; v * ((erf(v / sqrt(2)) + 1) * 0.5), each add and multiply's operands swapped
// where `order` has that bit (bit 0 the bias add, 1 the + 1, 2 the * 0.5, 3 the last product).
std::optional<linrt::engine::EwProgram> gelu_program(int order) {
  linrt::engine::EwBuilder b;
  const linrt::engine::EwBuilder::Ref out_in = b.input(0), bias_in = b.input(1);
  auto pair = [&](const char* name, linrt::engine::EwBuilder::Ref p, linrt::engine::EwBuilder::Ref q, bool swap) {
    return swap ? named2(b, name, q, p) : named2(b, name, p, q);
  };
  const linrt::engine::EwBuilder::Ref v = pair("linalg.add", out_in, bias_in, order & 1);
  const linrt::engine::EwBuilder::Ref scaled = named2(b, "linalg.div", v, b.constant(1.41421354f));
  const linrt::engine::EwBuilder::Ref erf_ops[1] = {scaled};
  const std::optional<linrt::engine::EwBuilder::Ref> e = b.add_named("linalg.erf", erf_ops);
  if (!e) return std::nullopt;
  const linrt::engine::EwBuilder::Ref plus = pair("linalg.add", *e, b.constant(1.f), order & 2);
  const linrt::engine::EwBuilder::Ref half = pair("linalg.mul", plus, b.constant(0.5f), order & 4);
  const linrt::engine::EwBuilder::Ref r = pair("linalg.mul", v, half, order & 8);
  return b.finish(2, std::span(&r, 1));
}

// The GELU loop and the block evaluator of `isa`.
std::pair<linrt::engine::EwBiasGeluFn, linrt::engine::EwBlockFn> gelu_fns(linrt::ops::cpu::Isa isa) {
#if defined(__x86_64__)
  if (isa == linrt::ops::cpu::Isa::Avx2Fma) return {linrt::engine::ew_bias_gelu_avx2(), linrt::engine::ew_block_avx2()};
  if (isa == linrt::ops::cpu::Isa::Avx512) return {linrt::engine::ew_bias_gelu_avx512(), linrt::engine::ew_block_avx512()};
#endif
  return {linrt::engine::ew_bias_gelu_generic(), linrt::engine::ew_block_generic()};
}

}  // namespace

TEST_CASE("elementwise: the bias + exact GELU loop at every instruction set this CPU runs") {
  // Against the block evaluator of the same instruction set running the program (the same IEEE
  // operations and erf: the same bits), over rows 37 wide from every starting column and
  // length; and against GELU in double within the erf's error.
  const int64_t width = 37, n = 3 * width;
  const std::vector<float> x = inputs(n, 61, false), bias = inputs(width, 62, false);
  std::vector<float> full_bias(static_cast<size_t>(n));
  for (int64_t i = 0; i < n; ++i) full_bias[size_t(i)] = bias[size_t(i % width)];
  const std::optional<linrt::engine::EwProgram> prog = gelu_program(0);
  REQUIRE(prog);
  for (linrt::ops::cpu::Isa isa : linrt::ops::cpu::supported_isas()) {
    CAPTURE(linrt::ops::cpu::isa_name(isa));
    const auto [fn, block] = gelu_fns(isa);
    std::vector<float> want(static_cast<size_t>(n));
    const float* in_ptr[] = {x.data(), full_bias.data()};
    const int64_t in_step[] = {1, 1};
    float* out_ptr[] = {want.data()};
    block(*prog, n, in_ptr, in_step, out_ptr);
    const linrt::engine::EwGelu g{1.41421354f, 1.f, 0.5f};
    for (int64_t begin : {int64_t(0), int64_t(5), int64_t(36), int64_t(40)})
      for (int64_t count : {int64_t(1), int64_t(16), int64_t(37), n - begin}) {
        CAPTURE(begin);
        CAPTURE(count);
        std::vector<float> got = x;
        fn(got.data() + begin, count, bias.data(), width, begin % width, g);
        for (int64_t i = 0; i < n; ++i) {
          CAPTURE(i);
          const bool inside = i >= begin && i < begin + count;
          CHECK(same_bits(got[size_t(i)], inside ? want[size_t(i)] : x[size_t(i)]));
          if (!inside) continue;
          const double v = double(x[size_t(i)] + bias[size_t(i % width)]);
          const double exact = v * 0.5 * (1.0 + std::erf(v / std::sqrt(2.0)));
          if (std::isnan(exact) || std::isinf(v)) continue;  // inf * 0 and the like: the bits above decide
          CHECK(std::fabs(double(got[size_t(i)]) - exact) <= 1e-6 * (1.0 + std::fabs(exact)));
        }
      }
  }
}

TEST_CASE("elementwise: the GELU loop over a sample of every float, at every instruction set") {
  // Every 61st bit pattern (both signs, zeros, subnormals, infinities, NaNs), in rows 1024 wide
  // with a zero bias, against the block evaluator's division and erf, bit for bit.
  std::vector<float> x;
  for (uint64_t u = 0; u < (uint64_t(1) << 32); u += 61) {
    const uint32_t bits = uint32_t(u);
    float v;
    std::memcpy(&v, &bits, sizeof v);
    x.push_back(v);
  }
  const int64_t n = int64_t(x.size());
  const std::vector<float> zero_bias(size_t(1024), 0.0f);  // rows 1024 wide: whole batches
  const std::optional<linrt::engine::EwProgram> prog = gelu_program(0);
  REQUIRE(prog);
  for (linrt::ops::cpu::Isa isa : linrt::ops::cpu::supported_isas()) {
    CAPTURE(linrt::ops::cpu::isa_name(isa));
    const auto [fn, block] = gelu_fns(isa);
    std::vector<float> got = x, want(x.size());
    fn(got.data(), n, zero_bias.data(), 1024, 0, linrt::engine::EwGelu{1.41421354f, 1.f, 0.5f});
    for (int64_t i = 0; i < n; i += linrt::engine::kEwBlock) {
      const int64_t m = std::min<int64_t>(linrt::engine::kEwBlock, n - i);
      const float* in_ptr[] = {x.data() + i, zero_bias.data()};
      const int64_t in_step[] = {1, 0};
      float* out_ptr[] = {want.data() + i};
      block(*prog, m, in_ptr, in_step, out_ptr);
    }
    int64_t bad = 0;
    for (int64_t i = 0; i < n; ++i)
      if (!same_bits(got[size_t(i)], want[size_t(i)]) && bad++ < 3)
        FAIL_CHECK("x = " << x[size_t(i)] << ": " << got[size_t(i)] << ", the evaluator gives " << want[size_t(i)]);
    CHECK(bad == 0);
  }
}

namespace {

// Binds `epi` to `bound`, checks that it takes the plain loop exactly when `plain`, and applies
// it to `out` in three pieces that cross rows (30, 50, the rest).
void apply_in_pieces(linrt::engine::EwEpilogue& epi, bool plain, std::span<const float* const> bound,
                     std::vector<float>& out) {
  CHECK(epi.plain_loop() == plain);
  epi.bind(bound);
  const int64_t n = int64_t(out.size());
  epi.apply(out.data(), 0, 30);
  epi.apply(out.data() + 30, 30, 50);
  epi.apply(out.data() + 80, 80, n - 80);
}

void check_same_bits(const std::vector<float>& got, const std::vector<float>& want) {
  for (size_t i = 0; i < got.size(); ++i) {
    CAPTURE(i);
    CHECK(same_bits(got[i], want[i]));
  }
}

}  // namespace

TEST_CASE("elementwise: an Epilogue of exact GELU of (output + bias row), every operand order, in pieces across rows") {
  // The form EwEpilogue runs through ew_bias_gelu, against the block evaluator's results (the
  // same program with the bias spread over every element, which no plain loop takes).
  const int64_t rows = 3, cols = 37;
  const std::vector<int64_t> shape = {rows, cols};
  const std::vector<float> x = inputs(rows * cols, 71, false), bias = inputs(cols, 72, false);
  std::vector<float> full_bias(size_t(rows * cols));
  for (int64_t i = 0; i < rows * cols; ++i) full_bias[size_t(i)] = bias[size_t(i % cols)];
  for (int order = 0; order < 16; ++order) {
    CAPTURE(order);
    const std::optional<linrt::engine::EwProgram> program = gelu_program(order);
    REQUIRE(program);
    std::vector<float> want = x, got = x;
    for (bool plain : {true, false}) {
      const float* bound[1] = {plain ? bias.data() : full_bias.data()};
      const std::vector<linrt::engine::EwAccess> access = {{0, {cols, 1}}, {0, {plain ? 0 : cols, 1}}};
      linrt::engine::EwEpilogue epi(*program, shape, access);
      apply_in_pieces(epi, plain, bound, plain ? got : want);
    }
    check_same_bits(got, want);
  }
}

TEST_CASE("elementwise: an Epilogue of (output + bias row) * y + z, every operand order, in pieces across rows") {
  // The form EwEpilogue runs through ew_bias_mul_add, with the operands of each op in both
  // orders and the pieces crossing rows, against the block evaluator's results (the same
  // program with a bias broadcast over every element, which no plain loop takes).
  const int64_t rows = 3, cols = 37;
  const std::vector<int64_t> shape = {rows, cols};
  const std::vector<float> x = inputs(rows * cols, 51, false), bias = inputs(cols, 52, false),
                           y = inputs(rows * cols, 53, false), z = inputs(rows * cols, 54, false);
  // y read at every element, or one value per column (ConvNeXt's layer scale; y's first row).
  for (int order = 0; order < 16; ++order) {
    CAPTURE(order);
    const bool y_by_column = order & 8;
    linrt::engine::EwBuilder b;
    const linrt::engine::EwBuilder::Ref out_in = b.input(0), bias_in = b.input(1), y_in = b.input(2), z_in = b.input(3);
    auto pair = [&](const char* name, linrt::engine::EwBuilder::Ref p, linrt::engine::EwBuilder::Ref q, bool swap) {
      return swap ? named2(b, name, q, p) : named2(b, name, p, q);
    };
    const linrt::engine::EwBuilder::Ref r = pair(
        "linalg.add", pair("linalg.mul", pair("linalg.add", out_in, bias_in, order & 1), y_in, order & 2), z_in, order & 4);
    auto program = b.finish(4, std::span(&r, 1));
    REQUIRE(program);
    std::vector<float> want = x, got = x;
    for (bool plain : {true, false}) {
      // The bias row read per column (the plain loop), or the same values spread over a full
      // tensor read at every element (the block evaluator).
      std::vector<float> full_bias(size_t(rows * cols));
      for (int64_t i = 0; i < rows * cols; ++i) full_bias[size_t(i)] = bias[size_t(i % cols)];
      std::vector<float> full_y = y;
      for (int64_t i = 0; i < rows * cols; ++i) full_y[size_t(i)] = y[size_t(y_by_column ? i % cols : i)];
      const float* bound[3] = {plain ? bias.data() : full_bias.data(), plain ? y.data() : full_y.data(), z.data()};
      const std::vector<linrt::engine::EwAccess> access = {
          {0, {cols, 1}}, {0, {plain ? 0 : cols, 1}}, {0, {plain && y_by_column ? 0 : cols, 1}}, {0, {cols, 1}}};
      linrt::engine::EwEpilogue epi(*program, shape, access);
      apply_in_pieces(epi, plain, bound, plain ? got : want);
    }
    check_same_bits(got, want);
  }
}
