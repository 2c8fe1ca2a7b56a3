#include <doctest/doctest.h>

#include <cmath>
#include <string>

#include "engine/cpu/device.h"
#include "engine/plan/plan.h"
#include "graph/passes/specialize.h"
#include "engine/plan/stats.h"
#include "engine/reference/executor.h"
#include "graph/parser.h"
#include "linrt/linrt.h"

using namespace linrt;

namespace {

// A padded 3x3 conv with bias and ReLU over dynamic height and width, in the form torch-mlir
// exports it: the output size is index arithmetic on tensor.dim, checked by cf.assert.
const char* kDynamicConv = R"mlir(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
func.func @forward(%x: tensor<1x2x?x?xf32>) -> tensor<1x3x?x?xf32> {
  %zero = arith.constant 0.0 : f32
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c1 = arith.constant 1 : index
  %w = arith.constant dense<[[[[1.0, 0.0, -1.0], [2.0, 0.5, -2.0], [1.0, 0.0, -1.0]],
                               [[0.25, 0.25, 0.25], [0.25, 1.0, 0.25], [0.25, 0.25, 0.25]]],
                              [[[0.0, 1.0, 0.0], [1.0, -4.0, 1.0], [0.0, 1.0, 0.0]],
                               [[1.0, 1.0, 1.0], [1.0, 1.0, 1.0], [1.0, 1.0, 1.0]]],
                              [[[0.5, 0.0, 0.0], [0.0, 0.5, 0.0], [0.0, 0.0, 0.5]],
                               [[-1.0, 0.0, 1.0], [-1.0, 0.0, 1.0], [-1.0, 0.0, 1.0]]]]> : tensor<3x2x3x3xf32>
  %b = arith.constant dense<[0.5, -1.0, 0.0]> : tensor<3xf32>
  %h = tensor.dim %x, %c2 : tensor<1x2x?x?xf32>
  %wd = tensor.dim %x, %c3 : tensor<1x2x?x?xf32>
  %ok = arith.cmpi sge, %h, %c1 : index
  cf.assert %ok, "height must be positive"
  %padded = tensor.pad %x low[0, 0, 1, 1] high[0, 0, 1, 1] {
  ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):
    tensor.yield %zero : f32
  } : tensor<1x2x?x?xf32> to tensor<1x2x?x?xf32>
  %init = tensor.empty(%h, %wd) : tensor<1x3x?x?xf32>
  %bias = linalg.broadcast ins(%b : tensor<3xf32>) outs(%init : tensor<1x3x?x?xf32>) dimensions = [0, 2, 3]
  %conv = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>}
      ins(%padded, %w : tensor<1x2x?x?xf32>, tensor<3x2x3x3xf32>) outs(%bias : tensor<1x3x?x?xf32>) -> tensor<1x3x?x?xf32>
  %relu = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%conv : tensor<1x3x?x?xf32>) outs(%init : tensor<1x3x?x?xf32>) {
  ^bb0(%in: f32, %out: f32):
    %r = arith.maximumf %in, %zero : f32
    linalg.yield %r : f32
  } -> tensor<1x3x?x?xf32>
  return %relu : tensor<1x3x?x?xf32>
}
)mlir";

}  // namespace

TEST_CASE("specialize: a dynamic-size conv becomes static, loses its index arithmetic and asserts") {
  auto m = graph::parse_module(kDynamicConv, "dyn.mlir");
  CHECK(graph::has_dynamic_arguments(*m, "forward"));
  std::vector<std::vector<int64_t>> shapes{{1, 2, 5, 7}};
  graph::specialize_function(*m, "forward", shapes);
  CHECK_FALSE(graph::has_dynamic_arguments(*m, "forward"));
  ModelStats counts;
  engine::prepare_module(*m, counts);
  auto plan = engine::build_plan(*m, "forward");
  ModelStats st = engine::plan_stats(*plan);
  CHECK(st.fallback_dispatches == 0);
  CHECK(st.dispatches == 1);  // the conv with bias and the fused ReLU
  const graph::Operation* f = m->lookup_function("forward");
  const auto& body = *f->regions[0]->blocks[0];
  for (const auto& op : body.ops) {
    CHECK(op->name != "cf.assert");
    CHECK(op->name != "tensor.dim");
    for (const auto& r : op->results)
      if (r->type.is_tensor()) CHECK(r->type.has_static_shape());
  }
}

TEST_CASE("specialize: the API runs a dynamic model at two sizes and matches the reference executor") {
  linrt::Model model = linrt::Model::load_from_memory(kDynamicConv, "dyn.mlir");
  for (auto [h, w] : {std::pair<int64_t, int64_t>{5, 7}, {4, 4}, {5, 7}}) {
    std::vector<float> x(size_t(2 * h * w));
    for (size_t i = 0; i < x.size(); ++i) x[i] = std::sin(0.37f * float(i)) * 2.0f;
    linrt::Tensor in = linrt::Tensor::view(x.data(), DType::F32, {1, 2, h, w});
    linrt::SessionOptions planned, reference;
    reference.reference = true;
    auto got = model.session(planned).run({in});
    auto want = model.session(reference).run({in});
    REQUIRE(got[0].shape() == std::vector<int64_t>{1, 3, h, w});
    REQUIRE(want[0].shape() == got[0].shape());
    double max_err = 0;
    for (int64_t i = 0; i < got[0].numel(); ++i)
      max_err = std::max(max_err, double(std::fabs(got[0].data_as<float>()[i] - want[0].data_as<float>()[i])));
    CHECK(max_err < 1e-5);
  }
}

TEST_CASE("specialize: a bound shape that contradicts a static dimension is a located error") {
  auto m = graph::parse_module(kDynamicConv, "dyn.mlir");
  std::vector<std::vector<int64_t>> shapes{{1, 4, 5, 7}};  // 4 channels, the type says 2
  try {
    graph::specialize_function(*m, "forward", shapes);
    FAIL("expected an error");
  } catch (const Error& e) {
    CHECK(std::string(e.what()).find("dyn.mlir:") != std::string::npos);
    CHECK(std::string(e.what()).find("1x4x5x7") != std::string::npos);
  }
}

TEST_CASE("specialize: a dynamic-size linrt.pool2d gets its result shape and runs natively") {
  // A 3x3 max pool, stride 2, padding 1 on every side, over a dynamic height and width.
  const char* kDynamicPool = R"mlir(
func.func @forward(%x: tensor<1x16x?x?xf32>) -> tensor<1x16x?x?xf32> {
  %r = "linrt.pool2d"(%x) {kind = "max", window = array<i64: 3, 3>, strides = array<i64: 2, 2>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>} : (tensor<1x16x?x?xf32>) -> tensor<1x16x?x?xf32>
  return %r : tensor<1x16x?x?xf32>
}
)mlir";
  auto m = graph::parse_module(kDynamicPool, "pool.mlir");
  std::vector<std::vector<int64_t>> shapes{{1, 16, 9, 7}};
  graph::specialize_function(*m, "forward", shapes);
  const graph::Operation* f = m->lookup_function("forward");
  const graph::Operation& pool = *f->regions[0]->blocks[0]->ops.front();
  REQUIRE(pool.name == "linrt.pool2d");
  // Output extents (in + 2 - 3) / 2 + 1: 9 rows -> 5, 7 columns -> 4.
  CHECK(pool.results[0]->type.shape == std::vector<int64_t>{1, 16, 5, 4});
  ModelStats counts;
  engine::prepare_module(*m, counts);
  ModelStats st = engine::plan_stats(*engine::build_plan(*m, "forward"));
  CHECK(st.dispatches == 1);
  CHECK(st.fallback_dispatches == 0);

  // The values: the planned run against the reference executor on the dynamic module.
  linrt::Model model = linrt::Model::load_from_memory(kDynamicPool, "pool.mlir");
  for (auto [h, w] : {std::pair<int64_t, int64_t>{9, 7}, {4, 6}}) {
    std::vector<float> x(size_t(16 * h * w));
    for (size_t i = 0; i < x.size(); ++i) x[i] = std::sin(0.61f * float(i)) * 3.0f;
    linrt::Tensor in = linrt::Tensor::view(x.data(), DType::F32, {1, 16, h, w});
    linrt::SessionOptions planned, reference;
    reference.reference = true;
    auto got = model.session(planned).run({in});
    auto want = model.session(reference).run({in});
    REQUIRE(got[0].shape() == std::vector<int64_t>{1, 16, (h - 1) / 2 + 1, (w - 1) / 2 + 1});
    REQUIRE(want[0].shape() == got[0].shape());
    int64_t differ = 0;
    for (int64_t i = 0; i < got[0].numel(); ++i) differ += got[0].data_as<float>()[i] != want[0].data_as<float>()[i];
    CHECK(differ == 0);
  }
}
