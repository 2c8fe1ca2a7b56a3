// The transformer forms of torch-mlir's exports: narrow_f64 (layer norm's f64 variance and the
// attention guard's f64 compare computed in f32) and rewrite_all_equal_reductions (the guard's
// and-reduction of `x == -inf` as a max-reduction). Hand-written modules check where each
// applies and where it must not, against the reference executor on the unmodified module (rows
// of -inf, NaN and partly masked rows included); the zoo's transformer fixtures plan without a
// reference fallback (their outputs are checked against PyTorch by plan_fixtures_test and, on
// lavapipe, with every dispatch on the GPU here).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <filesystem>
#include <limits>
#include <string>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/reference/executor.h"
#include "engine/vulkan/plan_runner.h"
#include "fixture_util.h"
#include "graph/parser.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"
#include "linrt/linrt.h"
#include "plan_test_util.h"
#include "tests/unit/vulkan_test_util.h"

namespace {

namespace fs = std::filesystem;

int count_ops(linrt::graph::Module& m, linrt::graph::OpId id) {
  int n = 0;
  for (auto* body : linrt::graph::rewrite::function_bodies(m))
    linrt::graph::rewrite::walk(*body, [&](linrt::graph::Operation& op) { n += op.is(id); });
  return n;
}

int count_f64_values(linrt::graph::Module& m) {
  int n = 0;
  for (auto* body : linrt::graph::rewrite::function_bodies(m))
    linrt::graph::rewrite::walk(*body, [&](linrt::graph::Operation& op) {
      for (const auto& r : op.results) n += r->type.elem == linrt::DType::F64;
    });
  return n;
}

// Layer norm over the last dim of 4x8 as torch-mlir exports it: mean and variance in f64.
const char* kLayerNormF64 = R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
func.func @forward(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %zero = arith.constant 0.0 : f64
  %n = arith.constant 8.0 : f64
  %eps = arith.constant 1.0e-5 : f64
  %e64 = tensor.empty() : tensor<4x8xf64>
  %x64 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<4x8xf32>) outs(%e64 : tensor<4x8xf64>) {
  ^bb0(%a: f32, %o: f64):
    %w = arith.extf %a : f32 to f64
    linalg.yield %w : f64
  } -> tensor<4x8xf64>
  %r64 = tensor.empty() : tensor<4x1xf64>
  %z = linalg.fill ins(%zero : f64) outs(%r64 : tensor<4x1xf64>) -> tensor<4x1xf64>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%x64 : tensor<4x8xf64>) outs(%z : tensor<4x1xf64>) {
  ^bb0(%a: f64, %o: f64):
    %s = arith.addf %a, %o : f64
    linalg.yield %s : f64
  } -> tensor<4x1xf64>
  %d = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x64, %sum : tensor<4x8xf64>, tensor<4x1xf64>) outs(%e64 : tensor<4x8xf64>) {
  ^bb0(%a: f64, %s: f64, %o: f64):
    %m = arith.divf %s, %n : f64
    %c = arith.subf %a, %m : f64
    %q = arith.mulf %c, %c : f64
    linalg.yield %q : f64
  } -> tensor<4x8xf64>
  %ss = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%d : tensor<4x8xf64>) outs(%z : tensor<4x1xf64>) {
  ^bb0(%a: f64, %o: f64):
    %s = arith.addf %a, %o : f64
    linalg.yield %s : f64
  } -> tensor<4x1xf64>
  %out = tensor.empty() : tensor<4x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #id, #row, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %x64, %sum, %ss : tensor<4x8xf32>, tensor<4x8xf64>, tensor<4x1xf64>, tensor<4x1xf64>) outs(%out : tensor<4x8xf32>) {
  ^bb0(%a: f32, %a64: f64, %s: f64, %v: f64, %o: f32):
    %m = arith.divf %s, %n : f64
    %var = arith.divf %v, %n : f64
    %ve = arith.addf %var, %eps : f64
    %r = math.rsqrt %ve : f64
    %c = arith.subf %a64, %m : f64
    %t = arith.mulf %c, %r : f64
    %t32 = arith.truncf %t : f64 to f32
    linalg.yield %t32 : f32
  } -> tensor<4x8xf32>
  return %y : tensor<4x8xf32>
}
)";

// The softmax guard: all(x == -inf) along the row (after an extf to f64), a fill of true, and a
// select of 0 for fully masked rows.
const char* kGuard = R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (d0, 0)>
func.func @forward(%x: tensor<5x6xf32>) -> tensor<5x6xf32> {
  %ninf = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %zero = arith.constant 0.0 : f32
  %eb = tensor.empty() : tensor<5x6xi1>
  %eq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%x : tensor<5x6xf32>) outs(%eb : tensor<5x6xi1>) {
  ^bb0(%a: f32, %o: i1):
    %w = arith.extf %a : f32 to f64
    %c = arith.cmpf oeq, %w, %ninf : f64
    linalg.yield %c : i1
  } -> tensor<5x6xi1>
  %er = tensor.empty() : tensor<5x1xi1>
  %t = linalg.fill ins(%true : i1) outs(%er : tensor<5x1xi1>) -> tensor<5x1xi1>
  %all = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "reduction"]} ins(%eq : tensor<5x6xi1>) outs(%t : tensor<5x1xi1>) {
  ^bb0(%a: i1, %o: i1):
    %s = arith.andi %a, %o : i1
    linalg.yield %s : i1
  } -> tensor<5x1xi1>
  %out = tensor.empty() : tensor<5x6xf32>
  %y = linalg.generic {indexing_maps = [#row, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%all, %x : tensor<5x1xi1>, tensor<5x6xf32>) outs(%out : tensor<5x6xf32>) {
  ^bb0(%m: i1, %a: f32, %o: f32):
    %e = math.exp %a : f32
    %s = arith.select %m, %zero, %e : f32
    linalg.yield %s : f32
  } -> tensor<5x6xf32>
  return %y : tensor<5x6xf32>
}
)";

}  // namespace

TEST_CASE("narrow_f64: torch-mlir's f64 layer norm is computed in f32, planned without fallbacks") {
  auto m = linrt::graph::parse_module(kLayerNormF64, "layer_norm_f64.mlir");
  REQUIRE(count_f64_values(*m) > 0);
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("f64_ops_narrowed") == 2);  // the extf and the truncf
  CHECK(count_f64_values(*m) == 0);
  CHECK(count_ops(*m, linrt::graph::OpId::ArithExtf) == 0);
  CHECK(count_ops(*m, linrt::graph::OpId::ArithTruncf) == 0);

  auto planned = plan_test::plan_of(kLayerNormF64);
  CHECK(plan_test::count_dispatches(*planned.plan, "").fallbacks == 0);
  // The f64 reference on the original module against the f32 plan (CPU, and Vulkan where present).
  plan_test::check_against_reference(kLayerNormF64, {{4, 8}}, 2e-6f);
}

TEST_CASE("narrow_f64: an f64 that leaves the function or meets an integer conversion is kept") {
  std::string escapes = kLayerNormF64;
  // The variance is returned as f64 too: nothing may be narrowed.
  const std::string ret = "  return %y : tensor<4x8xf32>\n}";
  escapes.replace(escapes.find(ret), ret.size(), "  return %y, %ss : tensor<4x8xf32>, tensor<4x1xf64>\n}");
  const std::string sig = "-> tensor<4x8xf32> {";
  escapes.replace(escapes.find(sig), sig.size(), "-> (tensor<4x8xf32>, tensor<4x1xf64>) {");
  auto m = linrt::graph::parse_module(escapes, "escapes.mlir");
  const int before = count_f64_values(*m);
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("f64_ops_narrowed") == 0);
  CHECK(count_f64_values(*m) == before);

  std::string to_int = kLayerNormF64;
  // fptosi of an f64 would magnify the narrowing's rounding into a different integer.
  const std::string trunc = "    %t32 = arith.truncf %t : f64 to f32\n";
  to_int.replace(to_int.find(trunc), trunc.size(),
                 "    %ti = arith.fptosi %t : f64 to i32\n    %t32 = arith.sitofp %ti : i32 to f32\n");
  auto m2 = linrt::graph::parse_module(to_int, "to_int.mlir");
  linrt::graph::PassStats stats2;
  linrt::graph::canonicalize(*m2, stats2);
  CHECK(stats2.at("f64_ops_narrowed") == 0);
  CHECK(count_f64_values(*m2) > 0);
}

TEST_CASE("rewrite_all_equal_reductions: the attention guard as a max-reduction, same results on every kind of row") {
  auto m = linrt::graph::parse_module(kGuard, "guard.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("all_equal_reductions_rewritten") == 1);
  CHECK(count_ops(*m, linrt::graph::OpId::ArithAndi) == 0);
  for (auto* body : linrt::graph::rewrite::function_bodies(*m))
    for (const auto& op : body->ops)
      for (const auto& r : op->results) CHECK(r->type.elem != linrt::DType::I1);

  auto planned = plan_test::plan_of(kGuard);
  CHECK(plan_test::count_dispatches(*planned.plan, "").fallbacks == 0);

  // Row 0: ordinary; 1: all -inf (masked: 0); 2: -inf and a NaN (not all -inf: NaN stays);
  // 3: partly -inf; 4: a NaN only.
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  std::vector<float> x = {0.5f, -1.f, 2.f,  0.f,  -0.25f, 1.f,   -inf, -inf, -inf, -inf, -inf, -inf,
                          -inf, -inf, nan,  -inf, -inf,   -inf,  -inf, 1.f,  -inf, 0.f,  -inf, 2.f,
                          nan,  0.f,  1.f,  2.f,  3.f,    4.f};
  const linrt::Model model = linrt::Model::load_from_memory(kGuard, "guard.mlir");
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(x.data(), linrt::DType::F32, {5, 6})};
  CHECK(plan_test::check_against_reference(model, args, 1e-6f, /*relative=*/true) > 0);
  const std::vector<linrt::Tensor> got = model.session().run(args);
  for (int i = 0; i < 30; ++i) {
    CAPTURE(i);
    const float g = got[0].data_as<float>()[i];
    if (i >= 6 && i < 12) CHECK(g == 0.f);  // the masked row
    else if (i == 14 || i == 24) CHECK(std::isnan(g));  // exp(NaN), in rows that are not masked
    else CHECK(g == doctest::Approx(std::exp(x[size_t(i)])).epsilon(1e-6));
  }
}

TEST_CASE("rewrite_all_equal_reductions: other compares and reductions stay as they are") {
  std::string other = kGuard;
  other.replace(other.find("oeq"), 3, "olt");  // all(x < -inf) is not max(x) == -inf
  auto m = linrt::graph::parse_module(other, "guard_olt.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("all_equal_reductions_rewritten") == 0);
  CHECK(count_ops(*m, linrt::graph::OpId::ArithAndi) == 1);

  std::string any = kGuard;
  any.replace(any.find("arith.andi"), 10, "arith.ori");  // any(), with a true init: not all()
  auto m2 = linrt::graph::parse_module(any, "guard_ori.mlir");
  linrt::graph::PassStats stats2;
  linrt::graph::canonicalize(*m2, stats2);
  CHECK(stats2.at("all_equal_reductions_rewritten") == 0);
}

// x[idx] with a constant index tensor read through its own map, the way torch-mlir indexes with
// broadcast index tensors (convnext's adaptive average pooling after the mean).
std::string index_gather(const std::string& indices) {
  return R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<2x4xf32>) -> tensor<2x4xf32> {
  %idx = arith.constant dense<)" + indices + R"(> : tensor<4xi64>
  %e = tensor.empty() : tensor<2x4xf32>
  %y = linalg.generic {indexing_maps = [#col, #id], iterator_types = ["parallel", "parallel"]} ins(%idx : tensor<4xi64>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%i: i64, %o: f32):
    %r = linalg.index 0 : index
    %c = arith.index_cast %i : i64 to index
    %v = tensor.extract %x[%r, %c] : tensor<2x4xf32>
    linalg.yield %v : f32
  } -> tensor<2x4xf32>
  %z = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%y : tensor<2x4xf32>) outs(%e : tensor<2x4xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = arith.mulf %a, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x4xf32>
  return %z : tensor<2x4xf32>
}
)";
}

TEST_CASE("fold_identity_gathers: a gather whose constant indices are each element's own is its source") {
  for (bool identity : {true, false}) {
    CAPTURE(identity);
    const std::string text = index_gather(identity ? "[0, 1, 2, 3]" : "[3, 2, 1, 0]");
    linrt::Model model = linrt::Model::load_from_memory(text, "gather.mlir");
    const linrt::ModelStats stats = model.stats("forward");
    int64_t folded = -1;
    for (const auto& [name, n] : stats.pass_counters)
      if (name == "identity_gathers_folded") folded = n;
    CHECK(folded == (identity ? 1 : 0));
    CHECK((stats.fallback_dispatches == 0) == identity);  // a real gather stays on the reference
    plan_test::check_against_reference(text, {{2, 4}}, 1e-6f);
  }
}

TEST_CASE("zoo transformers: the reduced-width ViT, encoder and ConvNeXt plan without reference fallbacks, on the GPU too") {
  for (const char* name : {"zoo_vit_b_16", "zoo_bert_encoder", "zoo_convnext_tiny"}) {
    CAPTURE(name);
    const fs::path dir = fs::path(LINRT_FIXTURES_DIR) / name;
    const std::string function = linrt::testing::read_spec(dir).function;
    linrt::Model model = linrt::Model::load((dir / "model.mlir").string());
    CHECK(model.stats(function).fallback_dispatches == 0);

    auto ctx = vk_test::shared_context();
    if (!ctx) continue;
    auto module = linrt::graph::parse_file((dir / "model.mlir").string());
    linrt::ModelStats counts;
    linrt::engine::prepare_module(*module, counts);
    auto plan = linrt::engine::build_plan(*module, function);
    linrt::engine::vk::VulkanProgram program(ctx, plan);
    CHECK(program.device_dispatches() == plan->dispatches.size());
  }
}

namespace {

// A Linear's result expanded to [1, tokens, features] and GELU (erf form) over that shape,
// as torch-mlir exports the MLP of a transformer block; `extra` goes into GELU's body.
std::string linear_gelu(const std::string& extra) {
  return R"(
#id3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
func.func @forward(%x: tensor<4x8xf32>) -> tensor<1x4x6xf32> {
  %w = arith.constant dense<0.25> : tensor<8x6xf32>
  %zero = arith.constant 0.0 : f32
  %half = arith.constant 0.5 : f32
  %one = arith.constant 1.0 : f32
  %sqrt2 = arith.constant 1.41421354 : f32
  %e = tensor.empty() : tensor<4x6xf32>
  %z = linalg.fill ins(%zero : f32) outs(%e : tensor<4x6xf32>) -> tensor<4x6xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<4x8xf32>, tensor<8x6xf32>) outs(%z : tensor<4x6xf32>) -> tensor<4x6xf32>
  %ex = tensor.expand_shape %mm [[0, 1], [2]] output_shape [1, 4, 6] : tensor<4x6xf32> into tensor<1x4x6xf32>
  %e3 = tensor.empty() : tensor<1x4x6xf32>
  %g = linalg.generic {indexing_maps = [#id3, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex : tensor<1x4x6xf32>) outs(%e3 : tensor<1x4x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %d = arith.divf %a, %sqrt2 : f32
    %r = math.erf %d : f32
    %p = arith.addf %r, %one : f32
    %h = arith.mulf %p, %half : f32
    %y0 = arith.mulf %a, %h : f32
)" + extra + R"(
  } -> tensor<1x4x6xf32>
  return %g : tensor<1x4x6xf32>
}
)";
}

}  // namespace

TEST_CASE("sink_expand_shapes: GELU after an expanded Linear joins the matmul's dispatch") {
  const std::string text = linear_gelu("    linalg.yield %y0 : f32");
  auto m = linrt::graph::parse_module(text, "linear_gelu.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("expand_shapes_sunk") == 1);
  auto planned = plan_test::plan_of(text);
  CHECK(planned.plan->dispatches.size() == 1);  // the matmul, GELU its epilogue
  CHECK(plan_test::count_dispatches(*planned.plan, "").fallbacks == 0);
  plan_test::check_against_reference(text, {{4, 8}}, 1e-6f, /*relative=*/true);

  // A body reading its loop indices would see other indices over the narrower shape.
  const std::string indexed = linear_gelu(
      "    %i = linalg.index 2 : index\n    %ii = arith.index_cast %i : index to i64\n"
      "    %f = arith.sitofp %ii : i64 to f32\n    %y = arith.addf %y0, %f : f32\n    linalg.yield %y : f32");
  auto m2 = linrt::graph::parse_module(indexed, "linear_gelu_index.mlir");
  linrt::graph::PassStats stats2;
  linrt::graph::canonicalize(*m2, stats2);
  CHECK(stats2.at("expand_shapes_sunk") == 0);
  plan_test::check_against_reference(indexed, {{4, 8}}, 1e-6f, /*relative=*/true);
}

namespace {

// Layer norm over the last dim of 2x3x8 cut into single-op generics the way torch-mlir 20261001
// exports nn.LayerNorm after narrow_f64: a sum and divide for the variance's mean, a second
// sum and divide for the centring, the biased variance, + eps, rsqrt, then the weight and bias.
// `var_divisor` divides the sum of squares (8: the biased variance layer norm uses).
std::string layer_norm_chain(const std::string& var_divisor) {
  return R"(
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#row = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#feat = affine_map<(d0, d1, d2) -> (d2)>
func.func @forward(%x: tensor<2x3x8xf32>) -> tensor<2x3x8xf32> {
  %zero = arith.constant 0.0 : f32
  %n = arith.constant 8.0 : f32
  %vn = arith.constant )" + var_divisor + R"( : f32
  %eps = arith.constant 1.0e-5 : f32
  %w = arith.constant dense<[0.5, -1.0, 2.0, 1.5, 0.25, -0.75, 1.0, 3.0]> : tensor<8xf32>
  %b = arith.constant dense<[0.1, 0.2, -0.3, 0.4, -0.5, 0.6, 0.0, -1.0]> : tensor<8xf32>
  %e = tensor.empty() : tensor<2x3x8xf32>
  %er = tensor.empty() : tensor<2x3x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %s1 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x8xf32>) outs(%z : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x3x1xf32>
  %m1 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s1 : tensor<2x3x1xf32>) outs(%er : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.divf %a, %n : f32
    linalg.yield %q : f32
  } -> tensor<2x3x1xf32>
  %c1 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m1 : tensor<2x3x8xf32>, tensor<2x3x1xf32>) outs(%e : tensor<2x3x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %c = arith.subf %a, %m : f32
    linalg.yield %c : f32
  } -> tensor<2x3x8xf32>
  %sq = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c1, %c1 : tensor<2x3x8xf32>, tensor<2x3x8xf32>) outs(%e : tensor<2x3x8xf32>) {
  ^bb0(%a: f32, %a2: f32, %o: f32):
    %q = arith.mulf %a, %a2 : f32
    linalg.yield %q : f32
  } -> tensor<2x3x8xf32>
  %s2 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%sq : tensor<2x3x8xf32>) outs(%z : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %o, %a : f32
    linalg.yield %s : f32
  } -> tensor<2x3x1xf32>
  %var = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s2 : tensor<2x3x1xf32>) outs(%er : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.divf %a, %vn : f32
    linalg.yield %q : f32
  } -> tensor<2x3x1xf32>
  %s3 = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x8xf32>) outs(%z : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %s = arith.addf %a, %o : f32
    linalg.yield %s : f32
  } -> tensor<2x3x1xf32>
  %m2 = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s3 : tensor<2x3x1xf32>) outs(%er : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %q = arith.divf %a, %n : f32
    linalg.yield %q : f32
  } -> tensor<2x3x1xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%var : tensor<2x3x1xf32>) outs(%er : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %v = arith.addf %a, %eps : f32
    %q = math.rsqrt %v : f32
    linalg.yield %q : f32
  } -> tensor<2x3x1xf32>
  %c2 = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %m2 : tensor<2x3x8xf32>, tensor<2x3x1xf32>) outs(%e : tensor<2x3x8xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %c = arith.subf %a, %m : f32
    linalg.yield %c : f32
  } -> tensor<2x3x8xf32>
  %nrm = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c2, %r : tensor<2x3x8xf32>, tensor<2x3x1xf32>) outs(%e : tensor<2x3x8xf32>) {
  ^bb0(%a: f32, %q: f32, %o: f32):
    %t = arith.mulf %q, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x3x8xf32>
  %nw = linalg.generic {indexing_maps = [#id, #feat, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%nrm, %w : tensor<2x3x8xf32>, tensor<8xf32>) outs(%e : tensor<2x3x8xf32>) {
  ^bb0(%a: f32, %g: f32, %o: f32):
    %t = arith.mulf %a, %g : f32
    linalg.yield %t : f32
  } -> tensor<2x3x8xf32>
  %y = linalg.generic {indexing_maps = [#id, #feat, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%nw, %b : tensor<2x3x8xf32>, tensor<8xf32>) outs(%e : tensor<2x3x8xf32>) {
  ^bb0(%a: f32, %g: f32, %o: f32):
    %t = arith.addf %g, %a : f32
    linalg.yield %t : f32
  } -> tensor<2x3x8xf32>
  return %y : tensor<2x3x8xf32>
}
)";
}

// linrt's planned run of `text` on the CPU against the reference executor over the module as
// parsed (no passes, so the recognised op's own reference is not the oracle), on values from
// [-2, 2) plus a row offset; within `tolerance` relative to max(1, |want|).
// `values` (when given) replace the first elements of the input. NaNs must agree.
void check_against_unmodified(const std::string& text, const std::vector<int64_t>& shape, float tolerance,
                              const std::vector<float>& values = {}) {
  linrt::HostTensor x(linrt::DType::F32, shape);
  float* v = x.mutable_data<float>();
  uint32_t state = 12345;
  for (int64_t i = 0; i < x.numel(); ++i) {
    state = state * 1664525u + 1013904223u;
    v[i] = float(state >> 8) / float(1u << 24) * 4.0f - 2.0f + float(i / shape.back());
  }
  std::copy(values.begin(), values.end(), v);
  auto parsed = linrt::graph::parse_module(text, "unmodified.mlir");
  linrt::ref::Executor exec(*parsed);
  const auto want = exec.call("forward", {linrt::ref::RtValue::of(x)});
  const linrt::Model model = linrt::Model::load_from_memory(text, "planned.mlir");
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(v, linrt::DType::F32, shape)};
  const std::vector<linrt::Tensor> got = model.session().run(args);
  REQUIRE(want.size() == 1);
  REQUIRE(got.size() == 1);
  const float* w = want[0].tensor.data<float>();
  const float* g = got[0].data_as<float>();
  for (int64_t i = 0; i < x.numel(); ++i) {
    CAPTURE(i);
    CHECK(std::isnan(g[i]) == std::isnan(w[i]));
    if (!std::isnan(w[i])) CHECK(std::fabs(g[i] - w[i]) <= tolerance * std::max(1.0f, std::fabs(w[i])));
  }
}

int64_t pass_counter(const linrt::Model& model, const std::string& name) {
  for (const auto& [key, n] : model.stats("forward").pass_counters)
    if (key == name) return n;
  return -1;
}

}  // namespace

TEST_CASE("recognise_layer_norm: torch-mlir's chain of generics and one fused body become linrt.layer_norm") {
  // The export's dozen generics with weight and bias, against the reference on the original.
  const std::string chain = layer_norm_chain("8.0");
  auto m = linrt::graph::parse_module(chain, "layer_norm_chain.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("layer_norm_recognised") == 1);
  CHECK(count_ops(*m, linrt::graph::OpId::LinrtLayerNorm) == 1);
  CHECK(count_ops(*m, linrt::graph::OpId::LinalgGeneric) == 0);  // the whole chain went
  check_against_unmodified(chain, {2, 3, 8}, 2e-6f);

  // The f64 form of the earlier test (one body, no weight or bias), once narrowed.
  auto m2 = linrt::graph::parse_module(kLayerNormF64, "layer_norm_f64.mlir");
  linrt::graph::PassStats stats2;
  linrt::graph::canonicalize(*m2, stats2);
  CHECK(stats2.at("layer_norm_recognised") == 1);
  CHECK(count_ops(*m2, linrt::graph::OpId::LinalgGeneric) == 0);
  check_against_unmodified(kLayerNormF64, {4, 8}, 2e-6f);
}

TEST_CASE("recognise_layer_norm: an unbiased variance or another constant stays as written") {
  for (const char* divisor : {"7.0", "9.0"}) {
    CAPTURE(divisor);
    const std::string text = layer_norm_chain(divisor);
    const linrt::Model model = linrt::Model::load_from_memory(text, "layer_norm_other.mlir");
    CHECK(pass_counter(model, "layer_norm_recognised") == 0);
    check_against_unmodified(text, {2, 3, 8}, 2e-6f);
  }
}

TEST_CASE("zoo transformers: every layer norm and attention softmax of the reduced-width ViT, encoder and ConvNeXt is one op") {
  // vit_b_16's and bert_encoder's nn.LayerNorm and attention softmax, convnext_tiny's
  // LayerNorm2d (over channels last between two permutes) and its head's LayerNorm; their
  // outputs against PyTorch's are plan_fixtures_test's and passes_fixtures_test's.
  for (const char* name : {"zoo_vit_b_16", "zoo_bert_encoder", "zoo_convnext_tiny"}) {
    CAPTURE(name);
    const fs::path dir = fs::path(LINRT_FIXTURES_DIR) / name;
    auto module = linrt::graph::parse_file((dir / "model.mlir").string());
    const int rsqrt_before = count_ops(*module, linrt::graph::OpId::MathRsqrt);
    const int exp_before = count_ops(*module, linrt::graph::OpId::MathExp);
    linrt::graph::PassStats stats;
    linrt::graph::canonicalize(*module, stats);
    CHECK(rsqrt_before > 0);
    CHECK(stats.at("layer_norm_recognised") == rsqrt_before);
    CHECK(stats.at("softmax_recognised") == exp_before);  // convnext has none
    CHECK(count_ops(*module, linrt::graph::OpId::MathRsqrt) == 0);
    CHECK(count_ops(*module, linrt::graph::OpId::MathExp) == 0);
  }
}

namespace {

// Softmax over the last dim of 2x3x6 as torch-mlir exports scaled_dot_product_attention's:
// max with argmax, subtract, exp, sum, divide, and the guard that zeroes rows of all -inf
// (compare in f64, and-reduction, select of a zero tensor). `shift` is the subtraction's body.
std::string attention_softmax(const std::string& shift) {
  return R"(
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#red = affine_map<(d0, d1, d2) -> (d0, d1)>
#row = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
func.func @forward(%x: tensor<2x3x6xf32>) -> tensor<2x3x6xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %ninf64 = arith.constant 0xFFF0000000000000 : f64
  %true = arith.constant true
  %c0 = arith.constant 0 : i64
  %zeros = arith.constant dense<0.0> : tensor<2x3x6xf32>
  %ei = tensor.empty() : tensor<2x3xi64>
  %fi = linalg.fill ins(%c0 : i64) outs(%ei : tensor<2x3xi64>) -> tensor<2x3xi64>
  %em = tensor.empty() : tensor<2x3xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%em : tensor<2x3xf32>) -> tensor<2x3xf32>
  %mx:2 = linalg.generic {indexing_maps = [#id, #red, #red], iterator_types = ["parallel", "parallel", "reduction"]} ins(%x : tensor<2x3x6xf32>) outs(%fm, %fi : tensor<2x3xf32>, tensor<2x3xi64>) {
  ^bb0(%a: f32, %o: f32, %oi: i64):
    %i = linalg.index 2 : index
    %ii = arith.index_cast %i : index to i64
    %m = arith.maximumf %a, %o : f32
    %gt = arith.cmpf ogt, %a, %o : f32
    %s = arith.select %gt, %ii, %oi : i64
    linalg.yield %m, %s : f32, i64
  } -> (tensor<2x3xf32>, tensor<2x3xi64>)
  %mxe = tensor.expand_shape %mx#0 [[0], [1, 2]] output_shape [2, 3, 1] : tensor<2x3xf32> into tensor<2x3x1xf32>
  %e = tensor.empty() : tensor<2x3x6xf32>
  %sh = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x, %mxe : tensor<2x3x6xf32>, tensor<2x3x1xf32>) outs(%e : tensor<2x3x6xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    )" + shift + R"(
    linalg.yield %d : f32
  } -> tensor<2x3x6xf32>
  %ex = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%sh : tensor<2x3x6xf32>) outs(%e : tensor<2x3x6xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = math.exp %a : f32
    linalg.yield %r : f32
  } -> tensor<2x3x6xf32>
  %er = tensor.empty() : tensor<2x3x1xf32>
  %z = linalg.fill ins(%zero : f32) outs(%er : tensor<2x3x1xf32>) -> tensor<2x3x1xf32>
  %sum = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x3x6xf32>) outs(%z : tensor<2x3x1xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x3x1xf32>
  %sm = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sum : tensor<2x3x6xf32>, tensor<2x3x1xf32>) outs(%e : tensor<2x3x6xf32>) {
  ^bb0(%a: f32, %s: f32, %o: f32):
    %r = arith.divf %a, %s : f32
    linalg.yield %r : f32
  } -> tensor<2x3x6xf32>
  %eb = tensor.empty() : tensor<2x3x6xi1>
  %eq = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%x : tensor<2x3x6xf32>) outs(%eb : tensor<2x3x6xi1>) {
  ^bb0(%a: f32, %o: i1):
    %w = arith.extf %a : f32 to f64
    %c = arith.cmpf oeq, %w, %ninf64 : f64
    linalg.yield %c : i1
  } -> tensor<2x3x6xi1>
  %erb = tensor.empty() : tensor<2x3x1xi1>
  %t = linalg.fill ins(%true : i1) outs(%erb : tensor<2x3x1xi1>) -> tensor<2x3x1xi1>
  %all = linalg.generic {indexing_maps = [#id, #row], iterator_types = ["parallel", "parallel", "reduction"]} ins(%eq : tensor<2x3x6xi1>) outs(%t : tensor<2x3x1xi1>) {
  ^bb0(%a: i1, %o: i1):
    %r = arith.andi %a, %o : i1
    linalg.yield %r : i1
  } -> tensor<2x3x1xi1>
  %y = linalg.generic {indexing_maps = [#row, #id, #id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%all, %zeros, %sm : tensor<2x3x1xi1>, tensor<2x3x6xf32>, tensor<2x3x6xf32>) outs(%e : tensor<2x3x6xf32>) {
  ^bb0(%m: i1, %zz: f32, %v: f32, %o: f32):
    %r = arith.select %m, %zz, %v : f32
    linalg.yield %r : f32
  } -> tensor<2x3x6xf32>
  return %y : tensor<2x3x6xf32>
}
)";
}

}  // namespace

TEST_CASE("recognise_row_norms: attention's guarded softmax becomes one linrt.softmax, same results on every kind of row") {
  const std::string text = attention_softmax("%d = arith.subf %a, %m : f32");
  auto m = linrt::graph::parse_module(text, "attention_softmax.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("softmax_recognised") == 1);
  CHECK(count_ops(*m, linrt::graph::OpId::LinrtSoftmax) == 1);
  CHECK(count_ops(*m, linrt::graph::OpId::LinalgGeneric) == 0);
  // Row 0: ordinary; 1: all -inf (zeros); 2: -inf and a NaN (NaN); 3: partly -inf; 4: a NaN
  // only; 5: large values (exp would overflow without the max).
  const float inf = std::numeric_limits<float>::infinity(), nan = std::numeric_limits<float>::quiet_NaN();
  const std::vector<float> rows = {0.5f, -1.f, 2.f, 0.f, -0.25f, 1.f,  -inf, -inf, -inf, -inf, -inf, -inf,
                                   -inf, -inf, nan, -inf, -inf, -inf,  -inf, 1.f, -inf, 0.f, -inf, 2.f,
                                   nan, 0.f, 1.f, 2.f, 3.f, 4.f,       90.f, 100.f, 95.f, -100.f, 99.f, 100.f};
  check_against_unmodified(text, {2, 3, 6}, 1e-6f, rows);
  const linrt::Model model = linrt::Model::load_from_memory(text, "attention_softmax.mlir");
  CHECK(pass_counter(model, "softmax_recognised") == 1);
  CHECK(model.stats("forward").fallback_dispatches == 0);
}

TEST_CASE("recognise_row_norms: a softmax shifted the other way stays as written") {
  const std::string text = attention_softmax("%d = arith.subf %m, %a : f32");
  const linrt::Model model = linrt::Model::load_from_memory(text, "not_softmax.mlir");
  CHECK(pass_counter(model, "softmax_recognised") == 0);
  check_against_unmodified(text, {2, 3, 6}, 1e-6f);
}

TEST_CASE("zoo transformers: every attention of the reduced-width ViT and encoder is one linrt.attention") {
  // Both scale q and k^T by sqrt(scale) (scaled_dot_product_attention); their outputs against
  // PyTorch's are plan_fixtures_test's and passes_fixtures_test's.
  for (const char* name : {"zoo_vit_b_16", "zoo_bert_encoder"}) {
    CAPTURE(name);
    const fs::path dir = fs::path(LINRT_FIXTURES_DIR) / name;
    auto module = linrt::graph::parse_file((dir / "model.mlir").string());
    linrt::graph::PassStats stats;
    linrt::graph::canonicalize(*module, stats);
    CHECK(stats.at("attention_recognised") > 0);
    CHECK(stats.at("attention_recognised") == stats.at("softmax_recognised"));
    CHECK(count_ops(*module, linrt::graph::OpId::LinrtAttention) == stats.at("attention_recognised"));
    CHECK(count_ops(*module, linrt::graph::OpId::LinrtSoftmax) == 0);
    CHECK(count_ops(*module, linrt::graph::OpId::LinalgBatchMatmul) == 0);
  }
}

namespace {

// Self-attention of x [2, 5, 8] (q = k = v = x) written as `softmax(q @ k^T <op> c) @ v`: the
// transpose of k, the scores' scaling by `scale_op` with a constant, a plain softmax (max,
// subtract, exp, sum, divide). `probs_extra` may read the probabilities a second time.
std::string explicit_attention(const std::string& scale_op, bool probs_read_twice) {
  return R"(
#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#red = affine_map<(d0, d1, d2) -> (d0, d1)>
func.func @forward(%x: tensor<2x5x8xf32>) -> tensor<2x5x8xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %c = arith.constant 2.82842708 : f32
  %et = tensor.empty() : tensor<2x8x5xf32>
  %kt = linalg.transpose ins(%x : tensor<2x5x8xf32>) outs(%et : tensor<2x8x5xf32>) permutation = [0, 2, 1]
  %es = tensor.empty() : tensor<2x5x5xf32>
  %zs = linalg.fill ins(%zero : f32) outs(%es : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %s = linalg.batch_matmul ins(%x, %kt : tensor<2x5x8xf32>, tensor<2x8x5xf32>) outs(%zs : tensor<2x5x5xf32>) -> tensor<2x5x5xf32>
  %ss = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%s : tensor<2x5x5xf32>) outs(%es : tensor<2x5x5xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = )" + scale_op + R"( %a, %c : f32
    linalg.yield %r : f32
  } -> tensor<2x5x5xf32>
  %er = tensor.empty() : tensor<2x5xf32>
  %fm = linalg.fill ins(%ninf : f32) outs(%er : tensor<2x5xf32>) -> tensor<2x5xf32>
  %mx = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ss : tensor<2x5x5xf32>) outs(%fm : tensor<2x5xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.maximumf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x5xf32>
  %ex = linalg.generic {indexing_maps = [#id, #red, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ss, %mx : tensor<2x5x5xf32>, tensor<2x5xf32>) outs(%es : tensor<2x5x5xf32>) {
  ^bb0(%a: f32, %m: f32, %o: f32):
    %d = arith.subf %a, %m : f32
    %r = math.exp %d : f32
    linalg.yield %r : f32
  } -> tensor<2x5x5xf32>
  %fz = linalg.fill ins(%zero : f32) outs(%er : tensor<2x5xf32>) -> tensor<2x5xf32>
  %sum = linalg.generic {indexing_maps = [#id, #red], iterator_types = ["parallel", "parallel", "reduction"]} ins(%ex : tensor<2x5x5xf32>) outs(%fz : tensor<2x5xf32>) {
  ^bb0(%a: f32, %o: f32):
    %r = arith.addf %a, %o : f32
    linalg.yield %r : f32
  } -> tensor<2x5xf32>
  %p = linalg.generic {indexing_maps = [#id, #red, #id], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ex, %sum : tensor<2x5x5xf32>, tensor<2x5xf32>) outs(%es : tensor<2x5x5xf32>) {
  ^bb0(%a: f32, %t: f32, %o: f32):
    %r = arith.divf %a, %t : f32
    linalg.yield %r : f32
  } -> tensor<2x5x5xf32>
  %eo = tensor.empty() : tensor<2x5x8xf32>
  %zo = linalg.fill ins(%zero : f32) outs(%eo : tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  %y = linalg.batch_matmul ins(%p, %x : tensor<2x5x5xf32>, tensor<2x5x8xf32>) outs(%zo : tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
)" + (probs_read_twice ? R"(  %y2 = linalg.batch_matmul ins(%p, %x : tensor<2x5x5xf32>, tensor<2x5x8xf32>) outs(%y : tensor<2x5x8xf32>) -> tensor<2x5x8xf32>
  return %y2 : tensor<2x5x8xf32>
}
)" : R"(  return %y : tensor<2x5x8xf32>
}
)");
}

}  // namespace

TEST_CASE("recognise_attention: q @ k^T with the scores divided or multiplied by a constant becomes one op") {
  for (const char* op : {"arith.divf", "arith.mulf"}) {
    CAPTURE(op);
    const std::string text = explicit_attention(op, false);
    auto m = linrt::graph::parse_module(text, "explicit_attention.mlir");
    linrt::graph::PassStats stats;
    linrt::graph::canonicalize(*m, stats);
    CHECK(stats.at("attention_recognised") == 1);
    CHECK(count_ops(*m, linrt::graph::OpId::LinrtAttention) == 1);
    CHECK(count_ops(*m, linrt::graph::OpId::LinalgBatchMatmul) == 0);
    CHECK(count_ops(*m, linrt::graph::OpId::LinalgBatchMatmulTransposeB) == 0);
    check_against_unmodified(text, {2, 5, 8}, 2e-5f);
    const linrt::Model model = linrt::Model::load_from_memory(text, "explicit_attention.mlir");
    CHECK(model.stats("forward").fallback_dispatches == 0);
  }
}

TEST_CASE("recognise_attention: probabilities read twice, or a product not starting from zeros, stay as written") {
  const std::string text = explicit_attention("arith.divf", true);
  auto m = linrt::graph::parse_module(text, "explicit_attention.mlir");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*m, stats);
  CHECK(stats.at("attention_recognised") == 0);
  CHECK(stats.at("softmax_recognised") == 1);
  check_against_unmodified(text, {2, 5, 8}, 2e-5f);
}
