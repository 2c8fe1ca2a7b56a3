#include <doctest/doctest.h>

#include <thread>

#include "linrt/linrt.h"

namespace {
// y = x * w + b over a 2x3 input with constant weights; expected values are worked out below.
const char* kModel = R"mlir(
#map = affine_map<(d0, d1) -> (d0, d1)>
#mapb = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<2x3xf32>) -> tensor<2x3xf32> {
  %w = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %b = arith.constant dense<[0.5, -0.5, 1.0]> : tensor<3xf32>
  %init = tensor.empty() : tensor<2x3xf32>
  %y = linalg.generic {indexing_maps = [#map, #map, #mapb, #map], iterator_types = ["parallel", "parallel"]}
      ins(%x, %w, %b : tensor<2x3xf32>, tensor<2x3xf32>, tensor<3xf32>) outs(%init : tensor<2x3xf32>) {
  ^bb0(%a: f32, %c: f32, %d: f32, %o: f32):
    %m = arith.mulf %a, %c : f32
    %s = arith.addf %m, %d : f32
    linalg.yield %s : f32
  } -> tensor<2x3xf32>
  return %y : tensor<2x3xf32>
}
)mlir";
}  // namespace

TEST_CASE("api: a model loaded from memory runs on a strided user view") {
  linrt::Model model = linrt::Model::load_from_memory(kModel, "api.mlir");
  CHECK(model.functions() == std::vector<std::string>{"forward"});
  // A 2x3 view with row stride 4 into a 2x4 buffer (last column ignored).
  float buf[8] = {1, 2, 3, 99, -1, 0, 2, 99};
  linrt::Session s = model.session();
  auto out = s.run({linrt::Tensor::view(buf, linrt::DType::F32, {2, 3}, {4, 1})});
  REQUIRE(out.size() == 1);
  const float* y = out[0].data_as<float>();
  const float expected[6] = {1 * 1 + 0.5f, 2 * 2 - 0.5f, 3 * 3 + 1.0f, -1 * 4 + 0.5f, 0 * 5 - 0.5f, 2 * 6 + 1.0f};
  for (int i = 0; i < 6; ++i) CHECK(y[i] == expected[i]);
}

TEST_CASE("api: errors come back as linrt::Error with a location") {
  CHECK_THROWS_AS(linrt::Model::load_from_memory("func.func @f( {", "bad.mlir"), linrt::Error);
  try {
    linrt::Model::load_from_memory("func.func @f() {\n  %0 = foo.bar_baz %x : f32\n}", "bad.mlir");
    FAIL("expected an error");
  } catch (const linrt::Error& e) {
    CHECK(std::string(e.what()).find("bad.mlir:2:") != std::string::npos);
  }
  linrt::Model model = linrt::Model::load_from_memory(kModel, "api.mlir");
  linrt::Session s = model.session();
  float wrong[4] = {};
  CHECK_THROWS_AS(s.run({linrt::Tensor::view(wrong, linrt::DType::F32, {4})}), linrt::Error);
}

TEST_CASE("api: sessions on one model run concurrently with identical results") {
  linrt::Model model = linrt::Model::load_from_memory(kModel, "api.mlir");
  float x[6] = {0.25f, -3, 7, 1e3f, 2, -0.5f};
  std::vector<float> single;
  {
    auto out = model.session().run({linrt::Tensor::view(x, linrt::DType::F32, {2, 3})});
    single.assign(out[0].data_as<float>(), out[0].data_as<float>() + 6);
  }
  std::vector<int> mismatches(8, 0);
  std::vector<std::thread> threads;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&, t] {
      linrt::Session s = model.session();
      for (int r = 0; r < 50; ++r) {
        auto out = s.run({linrt::Tensor::view(x, linrt::DType::F32, {2, 3})});
        for (int i = 0; i < 6; ++i) mismatches[t] += out[0].data_as<float>()[i] != single[i];
      }
    });
  }
  for (auto& th : threads) th.join();
  for (int t = 0; t < 8; ++t) CHECK(mismatches[t] == 0);
}
