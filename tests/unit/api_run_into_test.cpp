// Session::run_into computes results straight into the caller's buffers where it can
// (CpuPlanRunner::run with destinations). Whatever the result is - the sink of an in-place
// chain, a view of another value, a value used again inside the function, a concat written in
// place, an input returned as is, the same value twice - and wherever the caller's buffer is
// (even over an input), the outputs equal the reference executor's.
#include <doctest/doctest.h>

#include <cmath>
#include <string>
#include <vector>

#include "linrt/linrt.h"

namespace {

const char* kModel = R"mlir(
#id2 = affine_map<(d0, d1) -> (d0, d1)>
func.func @chain(%x: tensor<64x48xf32>) -> tensor<64x48xf32> {
  %e = tensor.empty() : tensor<64x48xf32>
  %a = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x48xf32>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%v: f32, %o: f32):
    %c = arith.constant 3.0 : f32
    %m = arith.mulf %v, %c : f32
    linalg.yield %m : f32
  } -> tensor<64x48xf32>
  %b = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%a : tensor<64x48xf32>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%v: f32, %o: f32):
    %t = math.tanh %v : f32
    linalg.yield %t : f32
  } -> tensor<64x48xf32>
  return %b : tensor<64x48xf32>
}

func.func @shapes(%x: tensor<64x48xf32>) -> (tensor<64x48xf32>, tensor<64x48x1xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x96xf32>, tensor<64x48xf32>) {
  %e = tensor.empty() : tensor<64x48xf32>
  %y = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%x : tensor<64x48xf32>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%v: f32, %o: f32):
    %c = arith.constant 1.0 : f32
    %s = arith.addf %v, %c : f32
    linalg.yield %s : f32
  } -> tensor<64x48xf32>
  %z = linalg.generic {indexing_maps = [#id2, #id2], iterator_types = ["parallel", "parallel"]}
      ins(%y : tensor<64x48xf32>) outs(%e : tensor<64x48xf32>) {
  ^bb0(%v: f32, %o: f32):
    %s = arith.mulf %v, %v : f32
    linalg.yield %s : f32
  } -> tensor<64x48xf32>
  %view = tensor.expand_shape %z [[0], [1, 2]] output_shape [64, 48, 1] : tensor<64x48xf32> into tensor<64x48x1xf32>
  %cat = tensor.concat dim(1) %y, %z : (tensor<64x48xf32>, tensor<64x48xf32>) -> tensor<64x96xf32>
  return %y, %view, %y, %x, %cat, %z : tensor<64x48xf32>, tensor<64x48x1xf32>, tensor<64x48xf32>, tensor<64x48xf32>, tensor<64x96xf32>, tensor<64x48xf32>
}
)mlir";

std::vector<float> input() {
  std::vector<float> x(64 * 48);
  for (size_t i = 0; i < x.size(); ++i) x[i] = std::sin(float(i) * 0.37f) * 2.0f;
  return x;
}

// Runs `function` with run_into into fresh NaN-filled buffers and compares every output with the
// reference executor's.
void check_run_into(const char* function, int threads) {
  linrt::Model model = linrt::Model::load_from_memory(kModel, "run_into.mlir");
  std::vector<float> x = input();
  const std::vector<linrt::Tensor> in{linrt::Tensor::view(x.data(), linrt::DType::F32, {64, 48})};
  linrt::SessionOptions ref_options;
  ref_options.reference = true;
  const std::vector<linrt::Tensor> want = model.session(ref_options).run(function, in);

  linrt::SessionOptions so;
  so.threads = threads;
  linrt::Session session = model.session(so);
  std::vector<std::vector<float>> buffers;
  std::vector<linrt::Tensor> outs;
  for (const linrt::Tensor& w : want) buffers.emplace_back(size_t(w.numel()), NAN);
  for (size_t i = 0; i < want.size(); ++i) outs.push_back(linrt::Tensor::view(buffers[i].data(), linrt::DType::F32, want[i].shape()));
  for (int run = 0; run < 2; ++run) {  // the second run reuses the plan and its destinations
    CAPTURE(run);
    session.run_into(function, in, outs);
    for (size_t i = 0; i < want.size(); ++i) {
      CAPTURE(i);
      const float* w = want[i].data_as<float>();
      int bad = 0;
      for (size_t k = 0; k < buffers[i].size(); ++k)
        if (!(std::fabs(buffers[i][k] - w[k]) <= 1e-6f * (1.0f + std::fabs(w[k]))) && bad++ < 3)
          FAIL_CHECK("element " << k << ": " << buffers[i][k] << ", reference " << w[k]);
    }
    for (auto& b : buffers) std::fill(b.begin(), b.end(), NAN);
  }
}

}  // namespace

TEST_CASE("api: run_into writes the sink of an in-place chain into the caller's buffer") {
  check_run_into("chain", 1);
  check_run_into("chain", 2);
}

TEST_CASE("api: run_into with views, repeated and reused results, a returned input and an in-place concat") {
  check_run_into("shapes", 1);
  check_run_into("shapes", 2);
}

TEST_CASE("api: run_into into the input's own buffer still reads the input first") {
  linrt::Model model = linrt::Model::load_from_memory(kModel, "run_into.mlir");
  std::vector<float> x = input();
  const std::vector<float> original = x;
  linrt::Session session = model.session();
  const linrt::Tensor t = linrt::Tensor::view(x.data(), linrt::DType::F32, {64, 48});
  session.run_into("chain", std::span<const linrt::Tensor>(&t, 1), std::span<const linrt::Tensor>(&t, 1));
  for (size_t k = 0; k < x.size(); ++k) CHECK(x[k] == doctest::Approx(std::tanh(original[k] * 3.0f)).epsilon(1e-6));
}
