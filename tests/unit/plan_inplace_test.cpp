// The memory plan's in-place decisions, inspected on the Plan: an elementwise dispatch reuses an
// input's arena buffer only where that is legal (the input is an intermediate read at the index
// written, by this dispatch last, and by no other dispatch of its level), and a concat along
// the last axis with rows before it has its producers write their column blocks in place. Every
// model's outputs are checked against the reference executor, on the CPU and on Vulkan.
#include <doctest/doctest.h>

#include <cmath>
#include <random>
#include <string>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/plan.h"
#include "engine/plan/stats.h"
#include "graph/parser.h"
#include "linrt/linrt.h"
#include "plan_test_util.h"

namespace {

using plan_test::check_against_reference;
using plan_test::dispatch_making;
using plan_test::plan_of;
using plan_test::Planned;

uint32_t storage_of(const linrt::engine::Plan& plan, const std::string& name) {
  for (const auto& v : plan.values)
    if (v.value->name == name) return v.storage;
  FAIL("no value %" << name);
  return 0;
}

const char* kHeader = R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#tr = affine_map<(d0, d1) -> (d1, d0)>
func.func @forward(%x: tensor<4x4xf32>, %w: tensor<4x4xf32>) -> RESULTS {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<4x4xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<4x4xf32>) -> tensor<4x4xf32>
  %t = linalg.matmul ins(%x, %w : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>
)";

std::string with_results(const std::string& results, const std::string& body) {
  std::string h = kHeader;
  h.replace(h.find("RESULTS"), 7, results);
  return h + body + "}\n";
}

// A binary generic over 4x4: %name = a (map_a) <op> b (identity).
std::string binary(const std::string& name, const std::string& a, const std::string& map_a, const std::string& b,
                   const std::string& op) {
  return "  %" + name + " = linalg.generic {indexing_maps = [#" + map_a + ", #id, #id], iterator_types = [\"parallel\", \"parallel\"]} ins(%" +
         a + ", %" + b + " : tensor<4x4xf32>, tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) {\n  ^bb0(%p: f32, %q: f32, %o: f32):\n    %y = arith." +
         op + " %p, %q : f32\n    linalg.yield %y : f32\n  } -> tensor<4x4xf32>\n";
}

std::string transpose(const std::string& name, const std::string& in) {
  return "  %" + name + " = linalg.transpose ins(%" + in + " : tensor<4x4xf32>) outs(%e : tensor<4x4xf32>) permutation = [1, 0]\n";
}

std::string matmul(const std::string& name, const std::string& a, const std::string& b) {
  return "  %" + name + " = linalg.matmul ins(%" + a + ", %" + b + " : tensor<4x4xf32>, tensor<4x4xf32>) outs(%f : tensor<4x4xf32>) -> tensor<4x4xf32>\n";
}

}  // namespace

TEST_CASE("plan in place: the last reader of an intermediate writes its result into the intermediate's buffer") {
  // %t is read by the transpose (an earlier level) and last by %a, at the index %a writes: %a
  // takes %t's buffer. %s is a result, so %a cannot take its buffer.
  const std::string text = with_results("(tensor<4x4xf32>, tensor<4x4xf32>)",
                                        transpose("tt", "t") + matmul("s", "tt", "w") + binary("a", "t", "id", "s", "addf") +
                                            "  return %a, %s : tensor<4x4xf32>, tensor<4x4xf32>\n");
  Planned p = plan_of(text);
  const auto& d = dispatch_making(*p.plan, "a");
  REQUIRE(d.in_place >= 0);
  CHECK(p.plan->values[d.inputs[size_t(d.in_place)]].value->name == "t");
  CHECK(storage_of(*p.plan, "a") == storage_of(*p.plan, "t"));
  CHECK(linrt::engine::plan_stats(*p.plan).in_place_dispatches == 1);
  check_against_reference(text, {{4, 4}, {4, 4}});
}

TEST_CASE("plan in place: not when the input is read later, transposed, or by another dispatch of the level") {
  SUBCASE("read later") {
    // %tt reads %t after %n does (it is returned, so it runs in the last level).
    const std::string text = with_results("(tensor<4x4xf32>, tensor<4x4xf32>)",
                                          binary("n", "t", "id", "x", "subf") + matmul("c", "n", "w") + transpose("tt", "t") +
                                              "  return %c, %tt : tensor<4x4xf32>, tensor<4x4xf32>\n");
    Planned p = plan_of(text);
    CHECK(dispatch_making(*p.plan, "n").in_place < 0);
    CHECK(storage_of(*p.plan, "n") != storage_of(*p.plan, "t"));
    check_against_reference(text, {{4, 4}, {4, 4}});
  }
  SUBCASE("read transposed") {
    // %a is %t's only reader, but reads element (j, i) where it writes (i, j).
    const std::string text = with_results("tensor<4x4xf32>", binary("a", "t", "tr", "x", "addf") + "  return %a : tensor<4x4xf32>\n");
    Planned p = plan_of(text);
    CHECK(dispatch_making(*p.plan, "a").in_place < 0);
    CHECK(linrt::engine::plan_stats(*p.plan).in_place_dispatches == 0);
    check_against_reference(text, {{4, 4}, {4, 4}});
  }
  SUBCASE("read by another dispatch of the same level") {
    // %a and %tt both read %t and both are results: they run side by side in one level.
    const std::string text = with_results("(tensor<4x4xf32>, tensor<4x4xf32>)",
                                          binary("a", "t", "id", "x", "mulf") + transpose("tt", "t") +
                                              "  return %a, %tt : tensor<4x4xf32>, tensor<4x4xf32>\n");
    Planned p = plan_of(text);
    const auto& plan = *p.plan;
    const auto& a = dispatch_making(plan, "a");
    const auto& tt = dispatch_making(plan, "tt");
    REQUIRE(plan.dispatch_level[size_t(&a - plan.dispatches.data())] == plan.dispatch_level[size_t(&tt - plan.dispatches.data())]);
    CHECK(a.in_place < 0);
    CHECK(linrt::engine::plan_stats(plan).in_place_dispatches == 0);
    check_against_reference(text, {{4, 4}, {4, 4}});
  }
  SUBCASE("broadcast operand") {
    // %b (one row) is broadcast over the rows of %a: never the output's buffer.
    const std::string text = R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#row = affine_map<(d0, d1) -> (0, d1)>
func.func @forward(%x: tensor<4x4xf32>, %v: tensor<1x4xf32>, %w: tensor<4x4xf32>) -> tensor<4x4xf32> {
  %z = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<1x4xf32>
  %f1 = linalg.fill ins(%z : f32) outs(%e1 : tensor<1x4xf32>) -> tensor<1x4xf32>
  %b = linalg.matmul ins(%v, %w : tensor<1x4xf32>, tensor<4x4xf32>) outs(%f1 : tensor<1x4xf32>) -> tensor<1x4xf32>
  %e = tensor.empty() : tensor<4x4xf32>
  %a = linalg.generic {indexing_maps = [#id, #row, #id], iterator_types = ["parallel", "parallel"]} ins(%x, %b : tensor<4x4xf32>, tensor<1x4xf32>) outs(%e : tensor<4x4xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %y = arith.addf %p, %q : f32
    linalg.yield %y : f32
  } -> tensor<4x4xf32>
  return %a : tensor<4x4xf32>
}
)";
    Planned p = plan_of(text);
    CHECK(linrt::engine::plan_stats(*p.plan).in_place_dispatches == 0);
    check_against_reference(text, {{4, 4}, {1, 4}, {4, 4}});
  }
  SUBCASE("an epilogue operand of a root that stores before its epilogue reads") {
    // %s's matmul takes the add as its epilogue, reading %t; the matmul kernel writes C before
    // the epilogue runs over it, so %t keeps its buffer.
    const std::string text = with_results("tensor<4x4xf32>", transpose("tt", "t") + matmul("s", "tt", "w") +
                                                                 binary("a", "t", "id", "s", "addf") + "  return %a : tensor<4x4xf32>\n");
    Planned p = plan_of(text);
    const auto& d = dispatch_making(*p.plan, "a");
    CHECK(d.root->name == "linalg.matmul");
    CHECK(d.in_place < 0);
    check_against_reference(text, {{4, 4}, {4, 4}});
  }
}

TEST_CASE("plan in place: an upsample whose epilogue adds another upsample writes into that one's buffer") {
  // SRVGG's tail: upsample(x) + y, where y is an intermediate read only there. The copy
  // kernels finish each row in scratch before storing it, so y's buffer can take the sum.
  const std::string text = R"(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @forward(%x: tensor<1x2x3x4xf32>, %y: tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32> {
  %ux = "linrt.upsample_nearest"(%x) {scale = array<i64: 2, 2>} : (tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32>
  %uy = "linrt.upsample_nearest"(%y) {scale = array<i64: 2, 2>} : (tensor<1x2x3x4xf32>) -> tensor<1x2x6x8xf32>
  %e = tensor.empty() : tensor<1x2x6x8xf32>
  %a = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%ux, %uy : tensor<1x2x6x8xf32>, tensor<1x2x6x8xf32>) outs(%e : tensor<1x2x6x8xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.mulf %q, %q : f32
    %r = arith.addf %p, %s : f32
    linalg.yield %r : f32
  } -> tensor<1x2x6x8xf32>
  return %a : tensor<1x2x6x8xf32>
}
)";
  Planned p = plan_of(text);
  const auto& d = dispatch_making(*p.plan, "a");
  REQUIRE(d.root->name == "linrt.upsample_nearest");
  REQUIRE(d.in_place >= int32_t(d.num_root_inputs));
  const std::string shared = p.plan->values[d.inputs[size_t(d.in_place)]].value->name;
  CHECK((shared == "ux" || shared == "uy"));
  CHECK(storage_of(*p.plan, "a") == storage_of(*p.plan, shared));
  check_against_reference(text, {{1, 2, 3, 4}, {1, 2, 3, 4}});
}

TEST_CASE("plan: concats along the last axis at batch > 1 have their producers write in place") {
  // cat([relu(x W + b)] + bags, dim=1) at batch 3: the matmul (with its ReLU epilogue) and both
  // embedding bags write their rows into the concat's buffer, so no concat dispatch is left.
  // A second concat, of a function argument and a bag, keeps its dispatch, which copies the
  // argument only.
  const std::string text = R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
func.func @forward(%x: tensor<3x4xf32>, %w: tensor<4x2xf32>, %t0: tensor<5x2xf32>, %t1: tensor<6x3xf32>,
                   %i0: tensor<7xi64>, %o0: tensor<3xi64>, %i1: tensor<4xi64>, %o1: tensor<3xi64>) -> (tensor<3x7xf32>, tensor<3x6xf32>) {
  %z = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<3x2xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<3x2xf32>) -> tensor<3x2xf32>
  %m = linalg.matmul ins(%x, %w : tensor<3x4xf32>, tensor<4x2xf32>) outs(%f : tensor<3x2xf32>) -> tensor<3x2xf32>
  %r = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%m : tensor<3x2xf32>) outs(%e : tensor<3x2xf32>) {
  ^bb0(%p: f32, %o: f32):
    %y = arith.maximumf %p, %z : f32
    linalg.yield %y : f32
  } -> tensor<3x2xf32>
  %b0 = "linrt.embedding_bag"(%t0, %i0, %o0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, mode = "sum", include_last_offset = false, padding_idx = -1 : i64}> : (tensor<5x2xf32>, tensor<7xi64>, tensor<3xi64>) -> tensor<3x2xf32>
  %b1 = "linrt.embedding_bag"(%t1, %i1, %o1) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, mode = "sum", include_last_offset = false, padding_idx = -1 : i64}> : (tensor<6x3xf32>, tensor<4xi64>, tensor<3xi64>) -> tensor<3x3xf32>
  %c = tensor.concat dim(1) %r, %b0, %b1 : (tensor<3x2xf32>, tensor<3x2xf32>, tensor<3x3xf32>) -> tensor<3x7xf32>
  %b2 = "linrt.embedding_bag"(%t0, %i0, %o0) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, mode = "mean", include_last_offset = false, padding_idx = -1 : i64}> : (tensor<5x2xf32>, tensor<7xi64>, tensor<3xi64>) -> tensor<3x2xf32>
  %c2 = tensor.concat dim(1) %b2, %x : (tensor<3x2xf32>, tensor<3x4xf32>) -> tensor<3x6xf32>
  return %c, %c2 : tensor<3x7xf32>, tensor<3x6xf32>
}
)";
  Planned p = plan_of(text);
  const auto& plan = *p.plan;
  int concats = 0;
  for (const auto& d : plan.dispatches) concats += d.root->name == "tensor.concat";
  CHECK(concats == 1);
  const uint32_t c = storage_of(plan, "c");
  for (const char* in : {"r", "b0", "b1"}) {
    CAPTURE(in);
    const auto& st = plan.storages[storage_of(plan, in)];
    CHECK(st.parent == int32_t(c));
    CHECK(st.row_stride == 7 * sizeof(float));
  }
  CHECK(plan.storages[storage_of(plan, "b2")].parent == int32_t(storage_of(plan, "c2")));
  CHECK(plan.storages[storage_of(plan, "b2")].row_stride == 6 * sizeof(float));

  // Inputs: x, w, tables, then indices and offsets (valid rows, bags of 3, 2, 2 and 1, 2, 1).
  const linrt::Model model = linrt::Model::load_from_memory(text, "concat.mlir");
  std::mt19937 rng(5);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  std::vector<float> x(12), w(8), t0(10), t1(18);
  for (auto* v : {&x, &w, &t0, &t1})
    for (float& e : *v) e = dist(rng);
  std::vector<int64_t> i0 = {0, 4, 2, 1, 1, 3, 0}, o0 = {0, 3, 5}, i1 = {5, 0, 2, 3}, o1 = {0, 1, 3};
  using linrt::DType;
  using linrt::Tensor;
  const std::vector<Tensor> args = {Tensor::view(x.data(), DType::F32, {3, 4}),   Tensor::view(w.data(), DType::F32, {4, 2}),
                                    Tensor::view(t0.data(), DType::F32, {5, 2}),  Tensor::view(t1.data(), DType::F32, {6, 3}),
                                    Tensor::view(i0.data(), DType::I64, {7}),     Tensor::view(o0.data(), DType::I64, {3}),
                                    Tensor::view(i1.data(), DType::I64, {4}),     Tensor::view(o1.data(), DType::I64, {3})};
  check_against_reference(model, args);
}

TEST_CASE("plan: DLRM's concats copy only the bottom MLP's output, bags and interaction pairs write in place") {
  // cat([x] + ly, dim=1) and cat([x, Z], dim=1) at batch 2. x (the bottom MLP's output) feeds
  // both, so it can be in neither buffer: each concat keeps a dispatch that copies x alone. The
  // embedding bags and the gathered pairs write their rows into the buffers.
  // plan_fixtures_test checks this model's outputs against PyTorch.
  auto module = linrt::graph::parse_file(std::string(LINRT_FIXTURES_DIR) + "/dlrm_readme/model.mlir");
  linrt::ModelStats counts;
  linrt::engine::prepare_module(*module, counts);
  auto plan = linrt::engine::build_plan(*module, "forward");
  int concats = 0;
  const linrt::graph::Value* copied = nullptr;
  for (const auto& d : plan->dispatches) {
    if (d.root->name != "tensor.concat") continue;
    ++concats;
    const uint32_t out = plan->values[d.outputs[0]].storage;
    int in_place = 0;
    for (uint32_t v : d.inputs) {
      const auto& st = plan->storages[plan->values[v].storage];
      if (st.parent == int32_t(out)) {
        ++in_place;
        CHECK(st.row_stride > 0);
        continue;
      }
      CHECK((!copied || copied == plan->values[v].value));
      copied = plan->values[v].value;
    }
    CHECK(in_place == int(d.inputs.size()) - 1);
  }
  CHECK(concats == 2);
  REQUIRE(copied);
  CHECK(dispatch_making(*plan, copied->name).root->name == "linalg.matmul");
}
