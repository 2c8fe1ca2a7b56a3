// Kernel sharing and fusion as the planner reports them (Model::stats): identical layers with
// different weights share one kernel, different shapes do not, keys hold no weight data, and
// bias + activation tails fuse into the convolution's dispatch. Results are checked against the
// reference executor on the same model.
#include <doctest/doctest.h>

#include <cstring>
#include <random>
#include <string>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/plan.h"
#include "engine/plan/stats.h"
#include "graph/parser.h"
#include "linrt/linrt.h"

namespace {

// Little-endian hex of float values, as MLIR's dense<"0x..."> spells raw data.
std::string hex_of(const std::vector<float>& v) {
  static const char* digits = "0123456789ABCDEF";
  std::string s;
  for (float f : v) {
    uint8_t b[4];
    std::memcpy(b, &f, 4);
    for (uint8_t x : b) {
      s += digits[x >> 4];
      s += digits[x & 15];
    }
  }
  return s;
}

std::vector<float> random_values(size_t n, uint32_t seed) {
  std::mt19937 rng(seed);
  std::uniform_real_distribution<float> d(-0.5f, 0.5f);
  std::vector<float> v(n);
  for (float& x : v) x = d(rng);
  return v;
}

// One torch-mlir style layer: pad, bias broadcast into the conv's init, conv, then LeakyReLU(0.2)
// as max(x, 0) + 0.2 * min(x, 0) in four generics. C -> F channels, 3x3, stride 1, padding 1.
std::string layer(int k, const std::string& in, int64_t c, int64_t f, int64_t hw, std::vector<std::string>& weights) {
  const std::string K = std::to_string(k), C = std::to_string(c), F = std::to_string(f), H = std::to_string(hw),
                    HP = std::to_string(hw + 2);
  const std::string tin = "tensor<1x" + C + "x" + H + "x" + H + "xf32>";
  const std::string tpad = "tensor<1x" + C + "x" + HP + "x" + HP + "xf32>";
  const std::string tout = "tensor<1x" + F + "x" + H + "x" + H + "xf32>";
  const std::string tw = "tensor<" + F + "x" + C + "x3x3xf32>";
  const std::string wh = hex_of(random_values(size_t(f * c * 9), 100 + k));
  weights.push_back(wh);
  const std::string id = "affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>";
  const std::string par = "iterator_types = [\"parallel\", \"parallel\", \"parallel\", \"parallel\"]";
  auto unary = [&](const std::string& name, const std::string& arg, const std::string& body) {
    return "    %" + name + K + " = linalg.generic {indexing_maps = [" + id + ", " + id + "], " + par + "} ins(%" + arg +
           K + " : " + tout + ") outs(%e" + K + " : " + tout + ") {\n    ^bb0(%x: f32, %o: f32):\n" + body +
           "      linalg.yield %y : f32\n    } -> " + tout + "\n";
  };
  return "    %w" + K + " = arith.constant dense<\"0x" + wh + "\"> : " + tw + "\n" +
         "    %b" + K + " = arith.constant dense<\"0x" + hex_of(random_values(size_t(f), 200 + k)) + "\"> : tensor<" + F +
         "xf32>\n" +
         "    %p" + K + " = tensor.pad " + in + " low[0, 0, 1, 1] high[0, 0, 1, 1] {\n    ^bb0(%i0: index, %i1: index, %i2: index, %i3: index):\n      tensor.yield %zero : f32\n    } : " +
         tin + " to " + tpad + "\n" +
         "    %e" + K + " = tensor.empty() : " + tout + "\n" +
         "    %bb" + K + " = linalg.broadcast ins(%b" + K + " : tensor<" + F + "xf32>) outs(%e" + K + " : " + tout +
         ") dimensions = [0, 2, 3]\n" +
         "    %c" + K + " = linalg.conv_2d_nchw_fchw {dilations = dense<1> : vector<2xi64>, strides = dense<1> : vector<2xi64>} ins(%p" +
         K + ", %w" + K + " : " + tpad + ", " + tw + ") outs(%bb" + K + " : " + tout + ") -> " + tout + "\n" +
         unary("max", "c", "      %y = arith.maximumf %x, %zero : f32\n") +
         unary("min", "c", "      %y = arith.minimumf %x, %zero : f32\n") +
         unary("mul", "min", "      %y = arith.mulf %x, %slope : f32\n") +
         "    %l" + K + " = linalg.generic {indexing_maps = [" + id + ", " + id + ", " + id + "], " + par + "} ins(%max" + K +
         ", %mul" + K + " : " + tout + ", " + tout + ") outs(%e" + K + " : " + tout + ") {\n    ^bb0(%x: f32, %z: f32, %o: f32):\n      %y = arith.addf %x, %z : f32\n      linalg.yield %y : f32\n    } -> " +
         tout + "\n";
}

// Layers with the given output channel counts (the first takes 4 channels), on 6x6 images.
std::string model_text(const std::vector<int64_t>& channels, std::vector<std::string>& weights) {
  std::string body;
  int64_t c = 4;
  std::string in = "%arg0";
  for (size_t k = 0; k < channels.size(); ++k) {
    body += layer(int(k), in, c, channels[k], 6, weights);
    in = "%l" + std::to_string(k);
    c = channels[k];
  }
  const std::string tout = "tensor<1x" + std::to_string(c) + "x6x6xf32>";
  return "func.func @forward(%arg0: tensor<1x4x6x6xf32>) -> " + tout + " {\n" +
         "    %zero = arith.constant 0.0 : f32\n    %slope = arith.constant 0.2 : f32\n" + body + "    return " + in +
         " : " + tout + "\n}\n";
}

const linrt::KernelStats* only_kernel_with_root(const linrt::ModelStats& s, const std::string& root, int& count) {
  const linrt::KernelStats* found = nullptr;
  count = 0;
  for (const auto& k : s.kernels)
    if (k.root == root) {
      found = &k;
      ++count;
    }
  return found;
}

void check_against_reference(const linrt::Model& model, int64_t out_channels) {
  std::vector<float> x = random_values(4 * 36, 7);
  const std::vector<linrt::Tensor> args = {linrt::Tensor::view(x.data(), linrt::DType::F32, {1, 4, 6, 6})};
  linrt::SessionOptions ref;
  ref.reference = true;
  const linrt::Tensor got = model.session().run(args).at(0);
  const linrt::Tensor want = model.session(ref).run(args).at(0);
  REQUIRE(got.numel() == out_channels * 36);
  REQUIRE(want.numel() == got.numel());
  for (int64_t i = 0; i < got.numel(); ++i)
    CHECK(std::fabs(got.data_as<float>()[i] - want.data_as<float>()[i]) <= 1e-5f);
}

}  // namespace

TEST_CASE("plan: three identical conv+bias+lrelu layers with different weights share one kernel") {
  std::vector<std::string> weights;
  const linrt::Model model = linrt::Model::load_from_memory(model_text({4, 4, 4}, weights), "layers.mlir");
  const linrt::ModelStats s = model.stats();
  int conv_kernels = 0;
  const linrt::KernelStats* conv = only_kernel_with_root(s, "linrt.conv2d", conv_kernels);
  REQUIRE(conv_kernels == 1);
  CHECK(conv->call_sites.size() == 3);
  // Bias, LeakyReLU's four generics and the padding all live inside the conv dispatches.
  CHECK(s.dispatches == 3);
  CHECK(s.unique_kernels == 1);
  CHECK(s.fallback_dispatches == 0);
  // The key describes structure only: no layer's weight bytes appear in it.
  CHECK(conv->key.find("epilogue=") != std::string::npos);
  for (const std::string& w : weights) CHECK(conv->key.find(w.substr(0, 16)) == std::string::npos);
  check_against_reference(model, 4);
}

TEST_CASE("plan: layers of different shapes get kernels of their own") {
  std::vector<std::string> weights;
  const linrt::Model model = linrt::Model::load_from_memory(model_text({4, 8, 8, 4}, weights), "shapes.mlir");
  const linrt::ModelStats s = model.stats();
  int conv_kernels = 0;
  only_kernel_with_root(s, "linrt.conv2d", conv_kernels);
  // 4->4, 4->8, 8->8, 8->4: four distinct shapes.
  CHECK(conv_kernels == 4);
  CHECK(s.dispatches == 4);
  check_against_reference(model, 4);
}

TEST_CASE("plan: conv fixtures fuse bias and activation into one dispatch") {
  for (const char* name : {"conv_bias_relu", "conv_stride2_lrelu", "conv_dilation2_prelu", "residual_scale"}) {
    CAPTURE(name);
    const linrt::Model model = linrt::Model::load(std::string(LINRT_FIXTURES_DIR) + "/" + name + "/model.mlir");
    const linrt::ModelStats s = model.stats();
    CHECK(s.dispatches == 1);
    CHECK(s.fallback_dispatches == 0);
  }
}

TEST_CASE("plan: DLRM's embedding bags run on the embedding_bag kernel, not the O(B*N*D) generic") {
  const linrt::Model model = linrt::Model::load(std::string(LINRT_FIXTURES_DIR) + "/dlrm_readme/model.mlir");
  const linrt::ModelStats s = model.stats();
  int bags = 0;
  for (const auto& k : s.kernels) {
    if (k.root != "linrt.embedding_bag") continue;
    ++bags;
    CHECK(k.name.rfind("fallback:", 0) != 0);
  }
  CHECK(bags > 0);
  for (const auto& k : s.kernels) CHECK(k.name != "fallback:linalg.generic");
}

TEST_CASE("plan: dense-block concats are written in place, so no concat dispatch remains") {
  // rrdbnet_tiny's residual dense blocks concatenate the block input with every conv output so
  // far; the convs write straight into one buffer per block and each concat is a slice of it.
  // plan_fixtures_test checks this model's outputs against PyTorch.
  const linrt::Model model = linrt::Model::load(std::string(LINRT_FIXTURES_DIR) + "/rrdbnet_tiny/model.mlir");
  const linrt::ModelStats s = model.stats();
  for (const auto& k : s.kernels) CHECK(k.root != "tensor.concat");
  int conv_kernels = 0;
  only_kernel_with_root(s, "linrt.conv2d", conv_kernels);
  CHECK(conv_kernels > 0);
}

TEST_CASE("plan: layers that differ only in their epilogue share the conv kernel object") {
  std::vector<std::string> weights;
  std::string text = model_text({4, 4}, weights);
  // Give the second layer a LeakyReLU slope of its own: a different epilogue program.
  const size_t mul1 = text.find("%mul1 = linalg.generic");
  REQUIRE(mul1 != std::string::npos);
  const size_t slope = text.find("%slope", mul1);
  REQUIRE(slope != std::string::npos);
  text.replace(slope, 6, "%slope1");
  text.replace(text.find("%slope = arith.constant 0.2 : f32"), 0, "%slope1 = arith.constant 0.1 : f32\n    ");
  const linrt::Model model = linrt::Model::load_from_memory(text, "epilogues.mlir");
  const linrt::ModelStats s = model.stats();
  CHECK(s.dispatches == 2);
  CHECK(s.unique_kernels == 2);  // two keys: the programs differ
  int64_t conv_objects = -1;
  for (const auto& [root, n] : s.unique_kernels_per_root)
    if (root == "linrt.conv2d") conv_objects = n;
  CHECK(conv_objects == 1);  // one kernel object serves both
  check_against_reference(model, 4);
}

TEST_CASE("plan: independent dispatches share a level (DLRM's embedding bags beside the bottom MLP)") {
  auto module = linrt::graph::parse_file(std::string(LINRT_FIXTURES_DIR) + "/dlrm_readme/model.mlir");
  linrt::ModelStats counts;
  linrt::engine::prepare_module(*module, counts);
  auto plan = linrt::engine::build_plan(*module, "forward");
  REQUIRE(plan->level_begin.size() >= 2);
  // Every dispatch reads only values made in earlier levels.
  std::vector<int64_t> made_at(plan->storages.size(), -1);
  size_t widest = 0;
  for (size_t l = 0; l + 1 < plan->level_begin.size(); ++l) {
    widest = std::max<size_t>(widest, plan->level_begin[l + 1] - plan->level_begin[l]);
    for (uint32_t k = plan->level_begin[l]; k < plan->level_begin[l + 1]; ++k)
      for (uint32_t v : plan->dispatches[k].inputs) {
        const auto& st = plan->storages[plan->values[v].storage];
        const uint32_t root = st.parent >= 0 ? uint32_t(st.parent) : plan->values[v].storage;
        CHECK(made_at[root] < int64_t(l));
      }
    for (uint32_t k = plan->level_begin[l]; k < plan->level_begin[l + 1]; ++k)
      for (uint32_t o : plan->dispatches[k].outputs) {
        const auto& st = plan->storages[plan->values[o].storage];
        made_at[st.parent >= 0 ? uint32_t(st.parent) : plan->values[o].storage] = int64_t(l);
      }
  }
  // The three embedding bags and the first bottom-MLP layer do not depend on each other.
  CHECK(widest >= 4);
}
