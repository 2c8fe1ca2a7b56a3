// The cross-backend test: every shader in shaders/ against the plain CPU references in ops/
// (or, where ops/ has none, a loop nest written here from the op's definition), over grids of
// odd shapes (channels 1, 3, 5, 13, 16, 17, 64; spatial 1, 7, 9, 33; strides 1 and 2;
// dilation 2; tiles crossed in every direction), within 1e-4 relative tolerance. Runs on
// lavapipe in CI.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <limits>

#include "engine/cpu/elementwise.h"
#include "engine/vulkan/embedded_shaders.h"
#include "engine/vulkan/kernels.h"
#include "ops/conv.h"
#include "ops/data_movement.h"
#include "ops/embedding_bag.h"
#include "ops/matmul.h"
#include "ops/pooling.h"
#include "tests/unit/vulkan_test_util.h"

using namespace vk_test;
using linrt::engine::vk::Activation;
namespace ref = linrt::ops::ref;

namespace {

int64_t product(const std::vector<int64_t>& v) {
  int64_t n = 1;
  for (int64_t e : v) n *= e;
  return n;
}

float activation_ref(Activation act, float v, float alpha, float slope) {
  switch (act) {
    case Activation::Relu: return std::max(v, 0.0f);
    case Activation::LeakyRelu: return v >= 0 ? v : v * alpha;
    case Activation::Prelu: return v >= 0 ? v : v * slope;
    case Activation::Sigmoid: return 1.0f / (1.0f + std::exp(-v));
    case Activation::Tanh: return std::tanh(v);
    default: return v;
  }
}

// The oracle for one conv: pad the input on the host, run ops/conv.h's reference with the
// grouped logical layouts that name the same memory, then apply the epilogue element by element.
std::vector<float> conv_oracle(const vk::Conv2dParams& p, const std::vector<float>& input, const std::vector<float>& weight,
                               const std::vector<float>& bias, const std::vector<float>& residual,
                               const std::vector<float>& slope) {
  const int64_t N = p.batch, C = p.channels, H = p.height, W = p.width, G = p.groups;
  const int64_t Cg = C / G, Fg = p.filters / G, PH = H + p.pad_top + p.pad_bottom, PW = W + p.pad_left + p.pad_right;
  const int64_t OH = p.out_h(), OW = p.out_w();
  std::vector<float> padded(size_t(N * C * PH * PW), 0.0f);
  for (int64_t n = 0; n < N; ++n)
    for (int64_t c = 0; c < C; ++c)
      for (int64_t y = 0; y < H; ++y)
        for (int64_t x = 0; x < W; ++x) {
          const int64_t py = y + p.pad_top, px = x + p.pad_left;
          if (p.nhwc) padded[((n * PH + py) * PW + px) * C + c] = input[((n * H + y) * W + x) * C + c];
          else padded[((n * C + c) * PH + py) * PW + px] = input[((n * C + c) * H + y) * W + x];
        }
  std::vector<float> out(size_t(N * p.filters * OH * OW), 0.0f);
  ref::ConvProblem problem;
  std::string error;
  const int64_t strides[2] = {p.stride_h, p.stride_w}, dilations[2] = {p.dilation_h, p.dilation_w};
  if (p.nhwc) {
    std::vector<int64_t> in_shape{N, PH, PW, G, Cg}, w_shape{p.kernel_h, p.kernel_w, Cg, G, Fg}, out_shape{N, OH, OW, G, Fg};
    error = ref::make_conv_problem({"nhwgc", "hwcgf", "nhwgf"}, in_shape, w_shape, out_shape, strides, dilations, problem);
  } else {
    std::vector<int64_t> in_shape{N, G, Cg, PH, PW}, w_shape{G, Fg, Cg, p.kernel_h, p.kernel_w}, out_shape{N, G, Fg, OH, OW};
    error = ref::make_conv_problem({"ngchw", "gfchw", "ngfhw"}, in_shape, w_shape, out_shape, strides, dilations, problem);
  }
  REQUIRE_MESSAGE(error.empty(), error);
  ref::conv<float>(problem, padded.data(), weight.data(), out.data());
  for (size_t i = 0; i < out.size(); ++i) {
    const int64_t f = p.nhwc ? int64_t(i) % p.filters : (int64_t(i) / (OH * OW)) % p.filters;
    float v = out[i] + (p.has_bias ? bias[f] : 0.0f);
    v = activation_ref(p.activation, v, p.alpha, p.activation == Activation::Prelu ? slope[f] : 0.0f) * p.scale;
    out[i] = v + (p.has_residual ? residual[i] : 0.0f);
  }
  return out;
}

void check_conv(vk::Context& ctx, const vk::Conv2dParams& p, uint32_t seed) {
  const auto in = random_floats(product(p.input_shape()), seed);
  const auto w = random_floats(product(p.weight_shape()), seed + 1);
  const auto bias = random_floats(p.filters, seed + 2);
  const auto residual = random_floats(product(p.output_shape()), seed + 3);
  const auto slope = random_floats(p.filters, seed + 4);
  vk::Conv2dKernel kernel(ctx, p);
  // Winograd reads the filters transformed on the host; the oracle gets them as they are.
  const std::vector<uint8_t> wt = p.device_weights(w.data());
  auto din = upload(ctx, in), dw = wt.empty() ? upload(ctx, w) : upload_raw(ctx, wt), db = upload(ctx, bias), dr = upload(ctx, residual), ds = upload(ctx, slope);
  auto dout = ctx.allocate(product(p.output_shape()) * 4);
  vk::CommandList list(ctx.shared_from_this());
  kernel.record(list, {&din}, {&dw}, p.has_bias ? vk::BufferView{&db} : vk::BufferView{},
                p.has_residual ? vk::BufferView{&dr} : vk::BufferView{},
                p.activation == Activation::Prelu ? vk::BufferView{&ds} : vk::BufferView{}, {&dout});
  list.run();
  const auto got = download(ctx, dout, product(p.output_shape()));
  const auto want = conv_oracle(p, in, w, bias, residual, slope);
  if (!p.winograd) return check_close(got, want, p.key());
  // Winograd's transforms (coefficients up to 8 on the way back) round with the size of the
  // whole tile, so its error is bounded relative to the output's range, as the CPU Winograd
  // tests measure it: 1e-4 of max(1, max |want|).
  double range = 1.0;
  for (float v : want) range = std::max(range, double(std::fabs(v)));
  REQUIRE(got.size() == want.size());
  for (size_t i = 0; i < got.size(); ++i)
    if (!(std::fabs(double(got[i]) - want[i]) <= 1e-4 * range)) {
      FAIL_CHECK(p.key() << ": element " << i << " is " << got[i] << ", expected " << want[i] << " (range " << range << ")");
      return;
    }
}

// Bias, activation (each in turn), residual and scale, chosen by `seed`.
void vary_epilogue(vk::Conv2dParams& p, uint32_t seed) {
  const Activation acts[] = {Activation::None, Activation::LeakyRelu, Activation::Relu, Activation::Prelu, Activation::Sigmoid};
  p.has_bias = seed % 2 == 1;
  p.activation = acts[seed % 5];
  p.alpha = 0.2f;
  p.has_residual = seed % 4 == 3;
  p.scale = p.has_residual ? 0.2f : 1.0f;
}

}  // namespace

TEST_CASE("vulkan conv2d matches the reference over a grid of odd shapes, strides, dilations and epilogues") {
  VK_TEST_CONTEXT(ctx);
  struct Config {
    int64_t k, stride, dilation, pad;
  };
  const Config configs[] = {{3, 1, 1, 1}, {3, 2, 1, 1}, {3, 1, 2, 2}, {1, 1, 1, 0}};
  const int64_t channels[] = {1, 3, 5, 16, 17};
  const int64_t spatial[] = {1, 7, 9};
  const int64_t filters[] = {1, 5, 17, 3};
  uint32_t seed = 1;
  for (int64_t c : channels)
    for (int64_t s : spatial)
      for (size_t ci = 0; ci < std::size(configs); ++ci) {
        const Config& cfg = configs[ci];
        vk::Conv2dParams p;
        p.nhwc = (seed % 3) == 2;
        p.batch = 1 + (seed % 5 == 0);
        p.channels = c;
        p.height = s;
        p.width = s == 1 ? 1 : s + 1;  // non-square
        p.filters = filters[seed % 4];
        p.kernel_h = p.kernel_w = cfg.k;
        p.stride_h = p.stride_w = cfg.stride;
        p.dilation_h = p.dilation_w = cfg.dilation;
        p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = cfg.pad;
        if (s == 1 && cfg.dilation == 2) p.pad_top = p.pad_bottom = p.pad_left = p.pad_right = 2;
        vary_epilogue(p, seed);
        CAPTURE(p.key());
        check_conv(*ctx, p, seed++);
      }
}

// Winograd F(4x4, 3x3): partial 4x4 tiles (spatial 1, 7, 9, 33), channel slices of 8 with
// remainders and more than one 32-filter block (channels and filters 1 to 64), both layouts,
// padding 0, 1 and asymmetric, batches, and every epilogue.
TEST_CASE("vulkan winograd F(4x4, 3x3) conv2d matches the reference over a grid of odd shapes and epilogues") {
  VK_TEST_CONTEXT(ctx);
  const int64_t channels[] = {1, 3, 5, 13, 16, 17, 64};
  const int64_t spatial[] = {1, 7, 9, 33};
  const int64_t filters[] = {1, 5, 17, 64, 33, 3};
  uint32_t seed = 300;
  for (int64_t c : channels)
    for (int64_t s : spatial) {
      vk::Conv2dParams p;
      p.winograd = true;
      p.nhwc = seed % 3 == 2;
      p.batch = 1 + (seed % 4 == 1);
      p.channels = c;
      p.height = s;
      p.width = s == 1 ? 1 : s + 2;
      p.filters = filters[seed % 6];
      p.kernel_h = p.kernel_w = 3;
      const int64_t pad = s < 3 ? 1 : int64_t(seed % 2);
      p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = pad;
      if (s > 1 && seed % 5 == 4) p.pad_top = 2, p.pad_right = 0, p.pad_left = 1, p.pad_bottom = 1;  // asymmetric
      vary_epilogue(p, seed);
      CAPTURE(p.key());
      check_conv(*ctx, p, seed++);
    }
  vk::Conv2dParams strided;
  strided.winograd = true;
  strided.kernel_h = strided.kernel_w = 3;
  strided.stride_h = 2;
  CHECK_THROWS_AS(vk::Conv2dKernel(*ctx, strided), linrt::Error);  // only stride 1
}

TEST_CASE("vulkan conv2d: groups, depthwise, asymmetric padding and tiles crossed in both directions") {
  VK_TEST_CONTEXT(ctx);
  auto make = [](bool nhwc, int64_t n, int64_t c, int64_t h, int64_t w, int64_t f, int64_t g, int64_t kh, int64_t kw) {
    vk::Conv2dParams p;
    p.nhwc = nhwc, p.batch = n, p.channels = c, p.height = h, p.width = w, p.filters = f, p.groups = g;
    p.kernel_h = kh, p.kernel_w = kw;
    return p;
  };
  std::vector<vk::Conv2dParams> cases;
  for (bool nhwc : {false, true}) {
    auto depthwise = make(nhwc, 1, 17, 9, 7, 17, 17, 3, 3);
    depthwise.pad_top = depthwise.pad_left = depthwise.pad_bottom = depthwise.pad_right = 1;
    depthwise.has_bias = true;
    cases.push_back(depthwise);
    auto grouped = make(nhwc, 2, 16, 7, 9, 8, 4, 3, 1);
    grouped.stride_h = 2, grouped.pad_top = 2, grouped.pad_right = 1;  // asymmetric
    grouped.activation = Activation::Prelu;
    cases.push_back(grouped);
    // 70 filters and 2x9x11 = 198 pixels: more than one 64-wide tile each way; K = 5*9 = 45
    // crosses the 16-deep slices with a remainder.
    auto big = make(nhwc, 2, 5, 9, 11, 70, 1, 3, 3);
    big.pad_top = big.pad_bottom = 1, big.pad_left = big.pad_right = 1;
    big.has_bias = true, big.has_residual = true, big.scale = 0.5f, big.activation = Activation::LeakyRelu, big.alpha = 0.1f;
    cases.push_back(big);
    auto strided = make(nhwc, 1, 3, 9, 9, 16, 1, 3, 3);
    strided.stride_h = 2, strided.stride_w = 1, strided.dilation_h = 1, strided.dilation_w = 2;
    strided.activation = Activation::Tanh;
    cases.push_back(strided);
  }
  uint32_t seed = 100;
  for (const auto& p : cases) {
    CAPTURE(p.key());
    check_conv(*ctx, p, seed++);
  }
}

TEST_CASE("vulkan gemm matches the reference matmul: batches, transposed b, matvec, bias, relu, accumulate") {
  VK_TEST_CONTEXT(ctx);
  struct Case {
    int64_t batch, m, n, k;
    bool transpose_b, bias, relu, accumulate;
    bool init_as_bias = false;  // the plans' form: linalg's init read as a full [b, m, n] bias
  };
  const Case cases[] = {
      {1, 1, 1, 1, false, false, false, false},  {1, 3, 5, 7, false, true, true, false},
      {3, 17, 16, 5, true, true, false, false},  {2, 65, 70, 33, false, false, true, true},
      {1, 9, 1, 17, false, true, false, false},  // matvec
      {1, 1, 17, 9, true, false, false, false},  // vecmat against a transposed matrix
      {1, 128, 3, 64, true, true, true, false},  // an MLP layer: x W^T + b
      {3, 9, 70, 5, false, false, true, false, true},
  };
  uint32_t seed = 200;
  for (const Case& c : cases) {
    vk::GemmParams p = vk::GemmParams::dense(c.batch, c.m, c.n, c.k, c.transpose_b);
    p.has_bias = c.bias;
    p.activation = c.relu ? Activation::Relu : Activation::None;
    p.accumulate = c.accumulate;
    if (c.init_as_bias) p.has_bias = true, p.bias_strides = p.c_strides;
    CAPTURE(p.key());
    const auto a = random_floats(c.batch * c.m * c.k, seed), b = random_floats(c.batch * c.k * c.n, seed + 1);
    const auto bias = random_floats(c.n, seed + 2), init = random_floats(c.batch * c.m * c.n, seed + 3);
    seed += 4;
    std::vector<float> want = c.accumulate || c.init_as_bias ? init : std::vector<float>(init.size(), 0.0f);
    ref::MatmulProblem problem;
    std::vector<int64_t> a_shape{c.batch, c.m, c.k}, c_shape{c.batch, c.m, c.n};
    std::vector<int64_t> b_shape = c.transpose_b ? std::vector<int64_t>{c.batch, c.n, c.k} : std::vector<int64_t>{c.batch, c.k, c.n};
    const std::string err = ref::make_matmul_problem({"bmk", c.transpose_b ? "bnk" : "bkn", "bmn"}, a_shape, b_shape, c_shape, problem);
    REQUIRE_MESSAGE(err.empty(), err);
    ref::matmul<float>(problem, a.data(), b.data(), want.data());
    for (size_t i = 0; i < want.size(); ++i) {
      if (c.bias) want[i] += bias[i % c.n];
      if (c.relu) want[i] = std::max(want[i], 0.0f);
    }
    vk::GemmKernel kernel(*ctx, p);
    auto da = upload(*ctx, a), db = upload(*ctx, b), dbias = upload(*ctx, c.init_as_bias ? init : bias);
    auto dc = upload(*ctx, c.init_as_bias ? std::vector<float>(init.size(), 7.0f) : init);  // 7: overwritten
    vk::CommandList list(ctx);
    kernel.record(list, {&da}, {&db}, p.has_bias ? vk::BufferView{&dbias} : vk::BufferView{}, {&dc});
    list.run();
    check_close(download(*ctx, dc, want.size()), want, p.key());
  }
}

namespace {

template <class Index, class Offset>
void check_embedding_bag(vk::Context& ctx, const vk::EmbeddingBagParams& p, const std::vector<Index>& indices,
                         const std::vector<Offset>& offsets, uint32_t seed) {
  const auto table = random_floats(p.rows * p.dim, seed);
  const auto weights = random_floats(indices.size(), seed + 1);
  std::vector<float> want(size_t(std::max<int64_t>(p.num_bags(), 0) * p.dim));
  ref::EmbeddingBagProblem rp;
  rp.mode = ref::BagMode(p.mode);
  rp.include_last_offset = p.include_last_offset;
  rp.padding_idx = p.padding_idx;
  rp.rows = p.rows, rp.dim = p.dim, rp.num_indices = p.num_indices, rp.num_offsets = p.num_offsets;
  rp.weighted = p.weighted;
  const std::string err = ref::embedding_bag<Index, Offset>(rp, table.data(), indices.data(), offsets.data(),
                                                            p.weighted ? weights.data() : nullptr, want.data());
  REQUIRE_MESSAGE(err.empty(), err);
  vk::EmbeddingBagKernel kernel(ctx, p);
  auto dt = upload(ctx, table), di = upload_raw(ctx, indices), doff = upload_raw(ctx, offsets), dw = upload(ctx, weights);
  auto dout = ctx.allocate(std::max<size_t>(want.size(), 1) * 4), status = ctx.allocate(16);
  vk::CommandList list(ctx.shared_from_this());
  kernel.record(list, {&dt}, {&di}, {&doff}, p.weighted ? vk::BufferView{&dw} : vk::BufferView{}, {&dout}, {&status});
  uint32_t words[4];
  list.download({&status, 0, 16}, words, 16);
  list.run();
  kernel.check_status(words, "embedding_bag");
  check_close(download(ctx, dout, want.size()), want, p.key());
}

}  // namespace

TEST_CASE("vulkan embedding_bag matches the reference: sum, mean, max, weights, padding_idx, i32 and i64") {
  VK_TEST_CONTEXT(ctx);
  const std::vector<int64_t> indices64{0, 4, 2, 9, 9, 1, 3, 3, 0, 7, 5, 8, 2};
  const std::vector<int32_t> indices32(indices64.begin(), indices64.end());
  // Bags of 2, 0 (empty), 4, 1 and 6 indices.
  const std::vector<int64_t> offsets64{0, 2, 2, 6, 7};
  const std::vector<int32_t> offsets32(offsets64.begin(), offsets64.end());
  uint32_t seed = 300;
  for (int mode = 0; mode < 3; ++mode)
    for (int64_t dim : {1, 5, 17, 70})  // 70 > the 64 invocations of a workgroup
      for (bool wide : {false, true})
        for (bool last : {false, true}) {
          vk::EmbeddingBagParams p;
          p.mode = mode;
          p.rows = 10, p.dim = dim;
          p.num_indices = int64_t(indices64.size());
          p.num_offsets = int64_t(offsets64.size());
          p.include_last_offset = last;
          p.padding_idx = dim == 5 ? 3 : -1;
          p.weighted = mode == 0 && dim != 17;
          p.index64 = wide, p.offset64 = !wide;
          CAPTURE(p.key());
          if (wide) check_embedding_bag(*ctx, p, indices64, offsets32, seed++);
          else check_embedding_bag(*ctx, p, indices32, offsets64, seed++);
        }
}

TEST_CASE("vulkan embedding_bag reports out-of-range indices and bad offsets as errors") {
  VK_TEST_CONTEXT(ctx);
  vk::EmbeddingBagParams p;
  p.rows = 4, p.dim = 3, p.num_indices = 3, p.num_offsets = 2;
  const auto table = random_floats(12, 1);
  auto dt = upload(*ctx, table);
  auto run = [&](const vk::EmbeddingBagParams& params, const std::vector<int32_t>& idx, const std::vector<int32_t>& off) {
    vk::EmbeddingBagKernel kernel(*ctx, params);
    auto di = upload_raw(*ctx, idx), doff = upload_raw(*ctx, off);
    auto dout = ctx->allocate(params.num_bags() * params.dim * 4), status = ctx->allocate(16);
    vk::CommandList list(ctx);
    kernel.record(list, {&dt}, {&di}, {&doff}, {}, {&dout}, {&status});
    uint32_t words[4];
    list.download({&status, 0, 16}, words, 16);
    list.run();
    kernel.check_status(words, "model.mlir:3:7");
  };
  CHECK_NOTHROW(run(p, {0, 3, 1}, {0, 1}));
  try {
    run(p, {0, 4, 1}, {0, 1});
    FAIL("an index equal to the row count must be rejected");
  } catch (const linrt::Error& e) {
    CHECK(e.kind() == linrt::ErrorKind::Invalid);
    CHECK(e.where() == "model.mlir:3:7");
    CHECK(e.message().find("index 4 at position 1") != std::string::npos);
  }
  CHECK_THROWS_AS(run(p, {0, -1, 1}, {0, 1}), linrt::Error);
  CHECK_THROWS_AS(run(p, {0, 1, 1}, {2, 1}), linrt::Error);  // decreasing offsets
  CHECK_THROWS_AS(run(p, {0, 1, 1}, {0, 5}), linrt::Error);  // past the index count
  // An i64 index whose high word is set must not wrap into range.
  vk::EmbeddingBagParams wide = p;
  wide.index64 = true;
  vk::EmbeddingBagKernel kernel(*ctx, wide);
  auto di = upload_raw<int64_t>(*ctx, {0, (int64_t(1) << 32) + 1, 2});
  auto doff = upload_raw<int32_t>(*ctx, {0, 1});
  auto dout = ctx->allocate(2 * 3 * 4), status = ctx->allocate(16);
  vk::CommandList list(ctx);
  kernel.record(list, {&dt}, {&di}, {&doff}, {}, {&dout}, {&status});
  uint32_t words[4];
  list.download({&status, 0, 16}, words, 16);
  list.run();
  CHECK_THROWS_AS(kernel.check_status(words, "bag"), linrt::Error);
}

TEST_CASE("vulkan gather, nearest upsample and pixel shuffle match the references") {
  VK_TEST_CONTEXT(ctx);
  for (auto [batch, d1, d2] : {std::array<int64_t, 3>{1, 1, 1}, {3, 5, 7}, {17, 9, 9}}) {
    std::vector<int64_t> rows, cols;
    for (int64_t i = 0; i < d1; ++i)
      for (int64_t j = 0; j <= i && j < d2; ++j) rows.push_back(i), cols.push_back(j);  // DLRM's lower triangle
    const auto src = random_floats(batch * d1 * d2, uint32_t(batch));
    std::vector<float> want(batch * rows.size());
    ref::gather_pairs(reinterpret_cast<const uint8_t*>(src.data()), reinterpret_cast<uint8_t*>(want.data()), 4, batch, d1,
                      d2, rows, cols);
    vk::GatherKernel kernel(*ctx, batch, d1, d2, rows, cols);
    auto ds = upload(*ctx, src);
    auto dout = ctx->allocate(want.size() * 4);
    vk::CommandList list(ctx);
    kernel.record(list, {&ds}, {&dout});
    list.run();
    check_close(download(*ctx, dout, want.size()), want, "gather");
  }
  CHECK_THROWS_AS(vk::GatherKernel(*ctx, 1, 2, 2, {0, 2}, {0, 0}), linrt::Error);

  for (auto [n, c, h, w, sh, sw] : {std::array<int64_t, 6>{1, 1, 1, 1, 2, 2}, {2, 3, 7, 9, 2, 3}, {1, 17, 9, 7, 4, 1}}) {
    const auto in = random_floats(n * c * h * w, uint32_t(c));
    std::vector<float> want(n * c * h * sh * w * sw);
    ref::upsample_nearest(reinterpret_cast<const uint8_t*>(in.data()), reinterpret_cast<uint8_t*>(want.data()), 4, n, c, h,
                          w, sh, sw);
    vk::UpsampleNearestKernel kernel(*ctx, n, c, h, w, sh, sw);
    auto din = upload(*ctx, in);
    auto dout = ctx->allocate(want.size() * 4);
    vk::CommandList list(ctx);
    kernel.record(list, {&din}, {&dout});
    list.run();
    check_close(download(*ctx, dout, want.size()), want, "upsample_nearest");
  }

  for (auto [n, c, h, w, r] : {std::array<int64_t, 5>{1, 1, 1, 1, 1}, {2, 3, 7, 9, 2}, {1, 5, 9, 1, 3}}) {
    const auto in = random_floats(n * c * r * r * h * w, uint32_t(c + r));
    std::vector<float> want(in.size());
    ref::pixel_shuffle(reinterpret_cast<const uint8_t*>(in.data()), reinterpret_cast<uint8_t*>(want.data()), 4, n, c, h, w,
                       r);
    vk::PixelShuffleKernel kernel(*ctx, n, c, h, w, r);
    auto din = upload(*ctx, in);
    auto dout = ctx->allocate(want.size() * 4);
    vk::CommandList list(ctx);
    kernel.record(list, {&din}, {&dout});
    list.run();
    check_close(download(*ctx, dout, want.size()), want, "pixel_shuffle");
  }
}

// Max (NaN propagated) and sum pooling with the padding skipped, against ops::ref::pool on an
// input padded with the identity: ResNet's stem pool, ceil mode, dilation, global windows.
TEST_CASE("vulkan pool2d matches the padded reference: max and sum, strides, dilation, padding") {
  VK_TEST_CONTEXT(ctx);
  struct Case {
    int64_t n, c, h, w, k, s, d, pad, pad_end;
  };
  for (const Case& t : {Case{1, 3, 13, 14, 3, 2, 1, 1, 1}, Case{2, 5, 7, 7, 2, 2, 1, 0, 1}, Case{1, 17, 11, 9, 3, 1, 2, 2, 2},
                        Case{2, 3, 7, 7, 7, 1, 1, 0, 0}, Case{1, 1, 1, 1, 1, 1, 1, 0, 0}})
    for (bool max : {true, false}) {
      CAPTURE(t.c);
      CAPTURE(t.k);
      CAPTURE(max);
      linrt::ops::cpu::Pool2dParams p;
      p.max = max;
      p.batch = t.n, p.channels = t.c, p.in_h = t.h, p.in_w = t.w;
      p.kernel_h = p.kernel_w = t.k, p.stride_h = p.stride_w = t.s, p.dilation_h = p.dilation_w = t.d;
      p.pad_top = p.pad_left = t.pad;
      const int64_t span = t.d * (t.k - 1) + 1;
      p.out_h = (t.h + t.pad + t.pad_end - span) / t.s + 1;
      p.out_w = (t.w + t.pad + t.pad_end - span) / t.s + 1;
      auto in = random_floats(t.n * t.c * t.h * t.w, uint32_t(t.c + t.k));
      if (max) in[in.size() / 2] = std::numeric_limits<float>::quiet_NaN();
      const float identity = max ? -std::numeric_limits<float>::infinity() : 0.0f;
      const int64_t ph = t.h + t.pad + t.pad_end, pw = t.w + t.pad + t.pad_end;
      std::vector<float> padded(size_t(t.n * t.c * ph * pw), identity);
      for (int64_t c = 0; c < t.n * t.c; ++c)
        for (int64_t y = 0; y < t.h; ++y)
          for (int64_t x = 0; x < t.w; ++x) padded[size_t((c * ph + y + t.pad) * pw + x + t.pad)] = in[size_t((c * t.h + y) * t.w + x)];
      ref::PoolProblem problem;
      const std::vector<int64_t> in_shape{t.n, t.c, ph, pw}, out_shape{t.n, t.c, p.out_h, p.out_w}, window{t.k, t.k},
          strides{t.s, t.s}, dilations{t.d, t.d};
      REQUIRE(ref::make_pool_problem("nchw", in_shape, window, out_shape, strides, dilations, problem).empty());
      std::vector<float> want(size_t(product(out_shape)), identity);
      ref::pool(problem, max ? ref::PoolKind::Max : ref::PoolKind::Sum, padded.data(), want.data());
      vk::Pool2dKernel kernel(*ctx, p);
      auto din = upload(*ctx, in);
      auto dout = ctx->allocate(want.size() * 4);
      vk::CommandList list(ctx);
      kernel.record(list, {&din}, {&dout});
      list.run();
      const auto got = download(*ctx, dout, want.size());
      int nans = 0;
      for (size_t i = 0; i < want.size(); ++i)
        if (std::isnan(want[i])) {
          ++nans;
          CHECK(std::isnan(got[i]));
        }
      std::vector<float> g = got, w = want;
      for (size_t i = 0; i < w.size(); ++i)
        if (std::isnan(w[i])) g[i] = w[i] = 0.0f;
      check_close(g, w, "pool2d");
      CHECK((nans > 0) == max);
    }
  linrt::ops::cpu::Pool2dParams bad;
  bad.stride_h = 0;
  CHECK_THROWS_AS(vk::Pool2dKernel(*ctx, bad), linrt::Error);
}

TEST_CASE("vulkan strided copies: transpose, strided slice, concatenation in place, pad") {
  VK_TEST_CONTEXT(ctx);
  // Transpose [2, 3, 5, 7] by (0, 2, 3, 1) (NCHW -> NHWC), against an explicit loop nest.
  {
    const std::vector<int64_t> shape{2, 3, 5, 7};
    const auto in = random_floats(product(shape), 7);
    std::vector<float> want(in.size());
    for (int64_t n = 0; n < 2; ++n)
      for (int64_t c = 0; c < 3; ++c)
        for (int64_t y = 0; y < 5; ++y)
          for (int64_t x = 0; x < 7; ++x) want[((n * 5 + y) * 7 + x) * 3 + c] = in[((n * 3 + c) * 5 + y) * 7 + x];
    vk::StridedCopyKernel kernel(*ctx, vk::StridedCopyParams::transpose(shape, {0, 2, 3, 1}));
    auto din = upload(*ctx, in);
    auto dout = ctx->allocate(in.size() * 4);
    vk::CommandList list(ctx);
    kernel.record(list, {&din}, {&dout});
    list.run();
    check_close(download(*ctx, dout, want.size()), want, "transpose");
  }
  // in[1:4:2, 2:9:3] of a [5, 9] matrix: rows 1, 3 and columns 2, 5, 8.
  {
    const auto in = random_floats(45, 8);
    std::vector<float> want;
    for (int64_t r : {1, 3})
      for (int64_t c : {2, 5, 8}) want.push_back(in[r * 9 + c]);
    vk::StridedCopyKernel kernel(*ctx, vk::StridedCopyParams::slice({5, 9}, {1, 2}, {2, 3}, {2, 3}));
    auto din = upload(*ctx, in);
    auto dout = ctx->allocate(want.size() * 4);
    vk::CommandList list(ctx);
    kernel.record(list, {&din}, {&dout});
    list.run();
    check_close(download(*ctx, dout, want.size()), want, "slice");
  }
  // Concatenate [1, 3, 4, 5] and [1, 17, 4, 5] along channels, each written in place.
  {
    const auto a = random_floats(60, 9), b = random_floats(340, 10);
    std::vector<float> want(a);
    want.insert(want.end(), b.begin(), b.end());
    vk::StridedCopyKernel first(*ctx, vk::StridedCopyParams::insert({1, 3, 4, 5}, {1, 20, 4, 5}, {0, 0, 0, 0}));
    vk::StridedCopyKernel second(*ctx, vk::StridedCopyParams::insert({1, 17, 4, 5}, {1, 20, 4, 5}, {0, 3, 0, 0}));
    auto da = upload(*ctx, a), db = upload(*ctx, b);
    auto dout = ctx->allocate(want.size() * 4);
    vk::CommandList list(ctx);
    first.record(list, {&da}, {&dout});
    second.record(list, {&db}, {&dout});
    list.run();
    check_close(download(*ctx, dout, want.size()), want, "concat");
  }
  // Pad [2, 3, 5] by low (0, 1, 2), high (1, 0, 3) with 0.5.
  {
    const auto in = random_floats(30, 11);
    std::vector<float> want(3 * 4 * 10, 0.5f);
    for (int64_t i = 0; i < 2; ++i)
      for (int64_t j = 0; j < 3; ++j)
        for (int64_t k = 0; k < 5; ++k) want[(i * 4 + j + 1) * 10 + k + 2] = in[(i * 3 + j) * 5 + k];
    vk::PadKernel kernel(*ctx, {2, 3, 5}, {0, 1, 2}, {1, 0, 3}, 0.5f);
    CHECK(kernel.output_shape() == std::vector<int64_t>{3, 4, 10});
    auto din = upload(*ctx, in);
    auto dout = ctx->allocate(want.size() * 4);
    vk::CommandList list(ctx);
    kernel.record(list, {&din}, {&dout});
    list.run();
    check_close(download(*ctx, dout, want.size()), want, "pad");
  }
}

TEST_CASE("vulkan elementwise ops with numpy broadcasting match a plain loop") {
  VK_TEST_CONTEXT(ctx);
  using Op = vk::ElementwiseOp;
  const std::vector<int64_t> out_shape{2, 3, 5, 7};
  const std::vector<int64_t> a_shape{2, 3, 5, 7}, b_shape{3, 1, 1};  // a per-channel operand
  const auto a = random_floats(product(a_shape), 21);
  auto b = random_floats(product(b_shape), 22);
  for (float& v : b) v += v >= 0 ? 0.5f : -0.5f;  // keep Div away from zero
  const float alpha = 0.2f;
  auto reference = [&](Op op, float u, float v) -> float {
    switch (op) {
      case Op::Add: return u + v;
      case Op::Sub: return u - v;
      case Op::Mul: return u * v;
      case Op::Div: return u / v;
      case Op::Max: return std::max(u, v);
      case Op::Min: return std::min(u, v);
      case Op::ScaledAdd: return u * alpha + v;
      case Op::Copy: return u;
      case Op::Neg: return -u;
      case Op::Relu: return std::max(u, 0.0f);
      case Op::LeakyRelu: return u >= 0 ? u : u * alpha;
      case Op::Sigmoid: return 1.0f / (1.0f + std::exp(-u));
      case Op::Tanh: return std::tanh(u);
      case Op::Exp: return std::exp(u);
      case Op::Scale: return u * alpha;
    }
    return 0;
  };
  auto da = upload(*ctx, a), db = upload(*ctx, b);
  for (Op op : {Op::Add, Op::Sub, Op::Mul, Op::Div, Op::Max, Op::Min, Op::ScaledAdd, Op::Copy, Op::Neg, Op::Relu,
                Op::LeakyRelu, Op::Sigmoid, Op::Tanh, Op::Exp, Op::Scale}) {
    std::vector<float> want(a.size());
    for (int64_t n = 0; n < 2; ++n)
      for (int64_t c = 0; c < 3; ++c)
        for (int64_t i = 0; i < 35; ++i) {
          const int64_t flat = (n * 3 + c) * 35 + i;
          want[flat] = reference(op, a[flat], b[c]);
        }
    vk::ElementwiseKernel kernel(*ctx, op, out_shape, a_shape, b_shape, alpha);
    auto dout = ctx->allocate(want.size() * 4);
    vk::CommandList list(ctx);
    kernel.record(list, {&da}, {&db}, {&dout});
    list.run();
    CAPTURE(int(op));
    check_close(download(*ctx, dout, want.size()), want, "elementwise op " + std::to_string(int(op)));
  }
  CHECK_THROWS_AS(vk::ElementwiseKernel(*ctx, Op::Add, {2, 3}, {2, 3}, {4}), linrt::Error);
}

TEST_CASE("vulkan conv2d with a model's elementwise tail compiled into its store matches conv then the CPU evaluator") {
  VK_TEST_CONTEXT(ctx);
  using linrt::engine::EwInstr;
  using linrt::engine::EwOpcode;
  // tail(v) = max(v, 0.1 * v) * scale[c] + skip[n, c, y, x]: a per-channel input (broadcast over
  // the other dims) and a full-size one, as a model's leaky ReLU, affine and residual would be.
  linrt::engine::EwProgram tail;
  tail.num_inputs = 3;  // v, scale, skip
  tail.constants = {0.1f};
  tail.code = {EwInstr{EwOpcode::Mul, 0, 4, 3, 0, 0}, EwInstr{EwOpcode::Maximum, 0, 5, 0, 4, 0},
               EwInstr{EwOpcode::Fma, 0, 6, 5, 1, 2}};
  tail.outputs = {6};
  tail.num_registers = 7;
  for (bool nhwc : {false, true}) {
    vk::Conv2dParams p;
    p.nhwc = nhwc, p.batch = 2, p.channels = 5, p.height = 7, p.width = 9, p.filters = 17;
    p.kernel_h = p.kernel_w = 3, p.stride_h = 2, p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = 1;
    p.has_bias = true;
    const std::vector<int64_t> out_shape = p.output_shape();
    const int64_t channel_dim = nhwc ? 3 : 1;
    std::vector<int64_t> dense(4, 1);
    for (int d = 2; d >= 0; --d) dense[d] = dense[d + 1] * out_shape[d + 1];
    std::vector<int64_t> per_channel(4, 0);
    per_channel[channel_dim] = 1;
    std::vector<linrt::engine::EwAccess> access{{0, dense}, {0, per_channel}, {0, dense}};
    vk::FusedEpilogue fused{"test conv tail nhwc=" + std::to_string(nhwc), &tail, out_shape, access};
    vk::Conv2dKernel kernel(*ctx, p, &fused);

    const uint32_t seed = nhwc ? 900 : 800;
    const auto in = random_floats(product(p.input_shape()), seed), w = random_floats(product(p.weight_shape()), seed + 1);
    const auto bias = random_floats(p.filters, seed + 2), scale = random_floats(p.filters, seed + 3);
    const auto skip = random_floats(product(out_shape), seed + 4);
    std::vector<float> want = conv_oracle(p, in, w, bias, {}, {});
    const float* ins[3] = {want.data(), scale.data(), skip.data()};
    float* outs[1] = {want.data()};
    linrt::engine::ew_run(tail, out_shape, ins, access, outs, 0, int64_t(want.size()));

    auto din = upload(*ctx, in), dw = upload(*ctx, w), db = upload(*ctx, bias), dscale = upload(*ctx, scale), dskip = upload(*ctx, skip);
    auto dout = ctx->allocate(want.size() * 4);
    vk::CommandList list(ctx);
    vk::BufferView extras[2] = {{&dscale}, {&dskip}};
    kernel.record(list, {&din}, {&dw}, {&db}, {}, {}, {&dout}, extras);
    list.run();
    check_close(download(*ctx, dout, want.size()), want, "conv with fused tail");
  }
}
