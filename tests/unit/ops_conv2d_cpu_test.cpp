// The fast CPU conv2d (ops/conv2d_cpu.h) and the linrt.conv2d CpuKernel against the plain
// reference ops::ref::conv in double on an explicitly zero-padded input: a sweep of odd shapes
// (channels, spatial sizes, strides, dilation, padding, groups, batch) in both layouts, with
// bias and a test epilogue, and a deep chain of RRDB-shaped convolutions.
#include <doctest/doctest.h>

#include <algorithm>
#include <atomic>
#include <cmath>
#include <memory>
#include <random>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "engine/cpu/kernel.h"
#include "ops/conv.h"
#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"
#include "ops/layout.h"

namespace {

namespace cpu = linrt::ops::cpu;
namespace ref = linrt::ops::ref;
using linrt::shape_numel;

std::vector<float> random_values(size_t count, uint32_t seed, float scale = 1.0f) {
  std::mt19937 gen(seed);
  std::uniform_real_distribution<float> dist(-scale, scale);
  std::vector<float> v(count);
  for (float& x : v) x = dist(gen);
  return v;
}

// The reference: pad the input explicitly, then run ops::ref::conv in double with the grouped
// layouts (groups split out of the channel dims, which is a plain reshape of the row-major
// tensors). Adds the bias when given.
std::vector<double> reference_conv(const cpu::Conv2dParams& p, const std::vector<double>& input,
                                   const std::vector<float>& weight, const float* bias) {
  const int64_t ph = p.in_h + p.pad_top + p.pad_bottom, pw = p.in_w + p.pad_left + p.pad_right;
  const int64_t c = p.in_channels, g = p.groups, cg = c / g, fg = p.out_channels / g;
  const bool nchw = p.layout == cpu::ConvLayout::Nchw;
  std::vector<double> padded(size_t(p.batch * c * ph * pw), 0.0);
  for (int64_t n = 0; n < p.batch; ++n)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t y = 0; y < p.in_h; ++y)
        for (int64_t x = 0; x < p.in_w; ++x) {
          const int64_t src = nchw ? ((n * c + ch) * p.in_h + y) * p.in_w + x
                                   : ((n * p.in_h + y) * p.in_w + x) * c + ch;
          const int64_t py = y + p.pad_top, px = x + p.pad_left;
          const int64_t dst = nchw ? ((n * c + ch) * ph + py) * pw + px
                                   : ((n * ph + py) * pw + px) * c + ch;
          padded[size_t(dst)] = input[size_t(src)];
        }
  std::vector<double> w(weight.begin(), weight.end());
  const int64_t oh = p.out_h(), ow = p.out_w();
  std::vector<double> out(size_t(p.batch * p.out_channels * oh * ow), 0.0);
  std::vector<int64_t> in_shape, w_shape, out_shape;
  ref::ConvLayouts layouts;
  if (nchw) {
    layouts = {"ngchw", "gfchw", "ngfhw"};
    in_shape = {p.batch, g, cg, ph, pw};
    w_shape = {g, fg, cg, p.kernel_h, p.kernel_w};
    out_shape = {p.batch, g, fg, oh, ow};
  } else {
    layouts = {"nhwgc", "hwcgf", "nhwgf"};
    in_shape = {p.batch, ph, pw, g, cg};
    w_shape = {p.kernel_h, p.kernel_w, cg, g, fg};
    out_shape = {p.batch, oh, ow, g, fg};
  }
  const int64_t strides[] = {p.stride_h, p.stride_w};
  const int64_t dilations[] = {p.dilation_h, p.dilation_w};
  ref::ConvProblem problem;
  std::string err = ref::make_conv_problem(layouts, in_shape, w_shape, out_shape, strides,
                                           dilations, problem);
  REQUIRE_MESSAGE(err.empty(), err);
  ref::conv<double>(problem, padded.data(), w.data(), out.data());
  if (bias)
    for (size_t i = 0; i < out.size(); ++i) {
      const int64_t f = nchw ? int64_t(i) / (oh * ow) % p.out_channels
                             : int64_t(i) % p.out_channels;
      out[i] += bias[f];
    }
  return out;
}

std::vector<double> reference_conv(const cpu::Conv2dParams& p, const std::vector<float>& input,
                                   const std::vector<float>& weight, const float* bias) {
  return reference_conv(p, std::vector<double>(input.begin(), input.end()), weight, bias);
}

double relative_error(const std::vector<float>& got, const std::vector<double>& want) {
  REQUIRE(got.size() == want.size());
  double range = 1e-6, err = 0.0;
  for (double w : want) range = std::max(range, std::abs(w));
  for (size_t i = 0; i < got.size(); ++i) err = std::max(err, std::abs(got[i] - want[i]));
  return err / range;
}

float epilogue_value(float x, int64_t flat) { return std::max(x, 0.0f) + 0.001f * float(flat % 89); }

std::string describe(const cpu::Conv2dParams& p) {
  return std::string(p.layout == cpu::ConvLayout::Nchw ? "nchw" : "nhwc") + " n" +
         std::to_string(p.batch) + " c" + std::to_string(p.in_channels) + " " +
         std::to_string(p.in_h) + "x" + std::to_string(p.in_w) + " f" +
         std::to_string(p.out_channels) + " k" + std::to_string(p.kernel_h) + "x" +
         std::to_string(p.kernel_w) + " s" + std::to_string(p.stride_h) + " d" +
         std::to_string(p.dilation_h) + " pad" + std::to_string(p.pad_top) +
         std::to_string(p.pad_left) + std::to_string(p.pad_bottom) +
         std::to_string(p.pad_right) + " g" + std::to_string(p.groups) +
         (p.blocked_input ? " in:nchw16c" : "") + (p.blocked_output ? " out:nchw16c" : "");
}

// Where element i of a row-major [n, c, h, w] tensor (hw = h * w) lies in NCHW16c, whose images
// hold ceil(c / 16) blocks (the last one padded), worked out here from the definition rather than
// taken from ops/layout.h.
int64_t blocked_index(int64_t i, int64_t c, int64_t hw) {
  const int64_t image = i / (c * hw), ch = i / hw % c, pixel = i % hw;
  return ((image * ((c + 15) / 16) + ch / 16) * hw + pixel) * 16 + ch % 16;
}

// The floats a tensor of n images of c channels and hw pixels takes in NCHW16c.
size_t blocked_size(int64_t n, int64_t c, int64_t hw) { return size_t(n * ((c + 15) / 16) * 16 * hw); }

// Runs `p` through ops/conv2d_cpu.h and checks it against the reference, with a bias and the
// test epilogue applied through the `finished` callback, which must see every element once.
// With `use`, that algorithm runs instead of the one chosen for `p`.
void check_conv(const cpu::Conv2dParams& p, cpu::Isa isa, int threads, bool with_bias,
                bool with_epilogue, cpu::Conv2dAlgorithm* algorithm = nullptr,
                const cpu::Conv2dAlgorithm* use = nullptr) {
  CAPTURE(describe(p));
  CAPTURE(cpu::isa_name(isa));
  CAPTURE(threads);
  REQUIRE(cpu::check_conv2d(p).empty());
  auto input = random_values(size_t(shape_numel(p.input_shape())), 11);
  auto weight = random_values(size_t(shape_numel(p.weight_shape())), 12);
  auto bias = random_values(size_t(p.out_channels), 13);
  const int64_t out_hw = p.out_h() * p.out_w();
  std::vector<float> out(p.blocked_output ? blocked_size(p.batch, p.out_channels, out_hw)
                                          : size_t(shape_numel(p.output_shape())),
                         999.0f);
  // The conv reads its input in its storage order; the reference reads it row-major. A padded
  // last block's lanes are zero.
  std::vector<float> stored_input = input;
  if (p.blocked_input) {
    stored_input.assign(blocked_size(p.batch, p.in_channels, p.in_h * p.in_w), 0.0f);
    for (size_t i = 0; i < input.size(); ++i)
      stored_input[size_t(blocked_index(int64_t(i), p.in_channels, p.in_h * p.in_w))] = input[i];
  }
  cpu::Conv2d conv = use ? cpu::Conv2d(p, isa, *use) : cpu::Conv2d(p, isa);
  if (algorithm) *algorithm = conv.algorithm();
  auto weights = conv.prepare_weights(weight.data());
  std::vector<std::atomic<int>> seen(out.size());
  cpu::OutputRunFn finished;
  if (with_epilogue)
    finished = [&](float* data, int64_t flat, int64_t count) {
      for (int64_t i = 0; i < count; ++i) {
        seen[size_t(flat + i)]++;
        data[i] = epilogue_value(data[i], flat + i);
      }
    };
  conv.run(stored_input.data(), *weights, with_bias ? bias.data() : nullptr, out.data(), finished,
           threads);
  std::vector<double> want = reference_conv(p, input, weight, with_bias ? bias.data() : nullptr);
  if (p.blocked_output) {
    // Compared (and the epilogue's flat index taken) in the output's storage order, where the
    // lanes that pad a last block must come out zero (before the epilogue, which sees them too).
    std::vector<double> stored(out.size(), 0.0);
    for (size_t i = 0; i < want.size(); ++i)
      stored[size_t(blocked_index(int64_t(i), p.out_channels, out_hw))] = want[i];
    want = std::move(stored);
  }
  if (with_epilogue) {
    for (size_t i = 0; i < want.size(); ++i) want[i] = epilogue_value(float(want[i]), int64_t(i));
    CHECK(std::all_of(seen.begin(), seen.end(), [](const std::atomic<int>& x) { return x == 1; }));
  }
  CHECK(relative_error(out, want) < 1e-4);
}

cpu::Conv2dParams make(cpu::ConvLayout layout, int64_t n, int64_t c, int64_t h, int64_t w,
                       int64_t f, int64_t k, int64_t stride = 1, int64_t pad = 0,
                       int64_t dilation = 1, int64_t groups = 1) {
  cpu::Conv2dParams p;
  p.layout = layout;
  p.batch = n, p.in_channels = c, p.in_h = h, p.in_w = w, p.out_channels = f;
  p.kernel_h = p.kernel_w = k;
  p.stride_h = p.stride_w = stride;
  p.dilation_h = p.dilation_w = dilation;
  p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = pad;
  p.groups = groups;
  return p;
}

}  // namespace

TEST_CASE("conv2d_cpu: channel and spatial sweep in both layouts against the reference") {
  const cpu::Isa isa = cpu::preferred_isa();
  for (cpu::ConvLayout layout : {cpu::ConvLayout::Nchw, cpu::ConvLayout::Nhwc}) {
    for (int64_t c : {1, 3, 5, 13, 16, 17, 64}) {
      for (int64_t f : {1, 5, 17, 64}) {
        for (int64_t hw : {1, 7, 9, 33}) {
          if (c * f * hw * hw > 64 * 64 * 33 * 33 / 4 && !(c == 64 && f == 64 && hw == 33))
            continue;  // keep the reference's run time small; the largest case is kept
          check_conv(make(layout, 1, c, hw, hw, f, 3, 1, 1), isa, 2, true, true);
          check_conv(make(layout, 1, c, hw, hw, f, 1), isa, 2, true, false);
        }
      }
    }
  }
}

TEST_CASE("conv2d_cpu: strides, dilation, asymmetric padding, groups, batch and odd kernels") {
  const cpu::Isa isa = cpu::preferred_isa();
  for (cpu::ConvLayout layout : {cpu::ConvLayout::Nchw, cpu::ConvLayout::Nhwc}) {
    check_conv(make(layout, 2, 5, 9, 9, 7, 3, 2, 1), isa, 2, true, true);
    check_conv(make(layout, 1, 13, 33, 33, 16, 3, 2, 0), isa, 1, false, true);
    check_conv(make(layout, 2, 3, 9, 7, 17, 3, 1, 2, 2), isa, 2, true, true);
    check_conv(make(layout, 1, 16, 7, 7, 16, 3, 1, 1, 1, 4), isa, 2, true, true);
    check_conv(make(layout, 2, 17, 9, 9, 17, 3, 1, 1, 1, 17), isa, 2, true, true);  // depthwise
    check_conv(make(layout, 1, 6, 33, 33, 4, 1, 2, 0, 1, 2), isa, 2, true, false);
    check_conv(make(layout, 1, 4, 9, 9, 8, 5, 1, 2), isa, 2, true, true);
    check_conv(make(layout, 1, 3, 1, 1, 5, 3, 1, 1), isa, 1, true, true);
    cpu::Conv2dParams p = make(layout, 2, 5, 9, 11, 6, 3, 1, 0);
    p.kernel_w = 1;
    p.pad_top = 2, p.pad_left = 0, p.pad_bottom = 1, p.pad_right = 3;
    p.stride_w = 2;
    check_conv(p, isa, 2, true, true);
    cpu::Conv2dParams empty_batch = make(layout, 0, 3, 5, 5, 4, 3, 1, 1);
    check_conv(empty_batch, isa, 2, true, true);
  }
}

TEST_CASE("conv2d_cpu: NHWC depthwise with whole blocks of 16 channels, read and written in place, at every ISA") {
  // ConvNeXt's 7x7 (padding 3) and strided and unpadded forms, over widths that leave runs of 8
  // pixels and single ones, a batch of 2, channels one block and three, with and without the
  // `finished` callback (which changes how the rows are shared out) and a bias, 1 and 2 threads.
  struct Shape {
    int64_t c, h, w, k, stride, pad;
  };
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Shape& s : {Shape{16, 9, 13, 7, 1, 3}, Shape{48, 7, 7, 7, 1, 3}, Shape{32, 10, 11, 3, 2, 1},
                           Shape{16, 8, 12, 5, 1, 0}})
      for (int threads : {1, 2}) {
        const cpu::Conv2dParams p = make(cpu::ConvLayout::Nhwc, 2, s.c, s.h, s.w, s.c, s.k, s.stride, s.pad, 1, s.c);
        cpu::Conv2dAlgorithm algorithm{};
        check_conv(p, isa, threads, threads == 1, true, &algorithm);
        CHECK(algorithm == cpu::Conv2dAlgorithm::Depthwise);
        check_conv(p, isa, threads, threads == 2, false);
      }
}

TEST_CASE("conv2d_cpu: every ISA agrees with the reference") {
  for (cpu::Isa isa : cpu::supported_isas())
    for (cpu::ConvLayout layout : {cpu::ConvLayout::Nchw, cpu::ConvLayout::Nhwc}) {
      check_conv(make(layout, 2, 17, 9, 9, 13, 3, 1, 1), isa, 2, true, true);
      check_conv(make(layout, 1, 64, 7, 7, 32, 1), isa, 2, true, true);
      check_conv(make(layout, 1, 5, 33, 33, 3, 3, 2, 1), isa, 1, true, true);
    }
}

namespace {

struct BlockedCase {
  int64_t n, c, h, w, f, k, stride, pad, groups;
  cpu::Conv2dAlgorithm algorithm;
};

// Runs each case on every ISA with its input, its output or both in NCHW16c (with `padded`, also
// sides whose last block is padded; without, only sides of whole blocks) and checks the
// algorithm the conv chooses against expected(case, params).
template <class Expected>
void check_blocked_sides(std::span<const BlockedCase> cases, bool padded, const Expected& expected) {
  for (cpu::Isa isa : cpu::supported_isas())
    for (const BlockedCase& t : cases)
      for (int sides = 1; sides < 4; ++sides) {
        cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, t.n, t.c, t.h, t.w, t.f, t.k, t.stride, t.pad, 1, t.groups);
        p.blocked_input = (sides & 1) && (padded || t.c % 16 == 0);
        p.blocked_output = (sides & 2) && (padded || t.f % 16 == 0);
        if (!p.blocked_input && !p.blocked_output) continue;
        cpu::Conv2dAlgorithm algorithm{};
        check_conv(p, isa, 2, true, true, &algorithm);
        if (padded) check_conv(p, isa, 1, false, false);  // no bias: the padding lanes start at zero
        CHECK(algorithm == expected(t, p));
      }
}

}  // namespace

TEST_CASE("conv2d_cpu: NCHW16c input and output in every algorithm and ISA") {
  // The planner's blocked layout on either side of the conv, or both: Winograd and the direct
  // kernel read and write it themselves, the GEMM algorithms through converted copies.
  const BlockedCase cases[] = {
      {1, 16, 9, 7, 32, 3, 1, 1, 1, cpu::Conv2dAlgorithm::WinogradF43},
      {2, 48, 7, 9, 16, 3, 1, 1, 1, cpu::Conv2dAlgorithm::WinogradF43},
      {1, 32, 1, 33, 48, 3, 1, 1, 1, cpu::Conv2dAlgorithm::WinogradF43},
      // 48 tiles, more than one block of tile runs (36 tiles for 160 + 32 channels): the second
      // block starts in the middle of a tile row.
      {1, 160, 21, 29, 32, 3, 1, 1, 1, cpu::Conv2dAlgorithm::WinogradF43},
      {2, 3, 9, 33, 16, 3, 1, 1, 1, cpu::Conv2dAlgorithm::Direct},
      {1, 32, 7, 9, 3, 3, 1, 1, 1, cpu::Conv2dAlgorithm::Direct},
      {1, 16, 9, 9, 32, 3, 2, 1, 1, cpu::Conv2dAlgorithm::ImplicitGemm},
      {2, 32, 7, 5, 16, 3, 1, 1, 2, cpu::Conv2dAlgorithm::ImplicitGemm},
      {1, 32, 7, 9, 16, 1, 1, 0, 1, cpu::Conv2dAlgorithm::Gemm1x1},
  };
  check_blocked_sides(cases, false, [](const BlockedCase& t, const cpu::Conv2dParams& p) {
    // With whole blocks of channels on both sides the blocked direct kernel takes what the
    // GEMMs would.
    const bool gemm = t.algorithm == cpu::Conv2dAlgorithm::ImplicitGemm || t.algorithm == cpu::Conv2dAlgorithm::Gemm1x1;
    // Winograd F(2,3) takes small images with both sides blocked.
    const bool f23 = t.algorithm == cpu::Conv2dAlgorithm::WinogradF43 && p.blocked_input && p.blocked_output &&
                     ((p.out_h() + 3) / 4) * ((p.out_w() + 3) / 4) <= 16;
    return gemm && t.c % 16 == 0 && t.f % 16 == 0 ? cpu::Conv2dAlgorithm::Blocked
           : f23                                  ? cpu::Conv2dAlgorithm::WinogradF23
                                                  : t.algorithm;
  });
  // Blocked operands need NCHW.
  cpu::Conv2dParams p = make(cpu::ConvLayout::Nhwc, 1, 16, 5, 5, 16, 3, 1, 1);
  p.blocked_output = true;
  CHECK(cpu::check_conv2d(p).find("NCHW") != std::string::npos);
}

TEST_CASE("conv2d_cpu: NCHW16c sides whose last block is padded, in every algorithm that takes them") {
  // Channel counts that are not whole blocks (MobileNet's 24 and 40, and fewer than a block: 8,
  // 1) on a blocked side, whose padding lanes are zero on input and must come out zero: the
  // blocked direct kernel takes what Winograd and the direct kernel would (they read whole
  // blocks only), the depthwise and grouped kernels pad their weights and bias, the GEMMs (groups
  // that do not line up with the blocks, a single input channel) convert.
  const BlockedCase cases[] = {
      {1, 24, 9, 7, 40, 1, 1, 0, 1, cpu::Conv2dAlgorithm::Blocked},
      {2, 40, 7, 9, 24, 3, 1, 1, 1, cpu::Conv2dAlgorithm::Blocked},
      {1, 8, 9, 9, 24, 3, 2, 1, 1, cpu::Conv2dAlgorithm::Blocked},
      {1, 24, 5, 6, 1, 1, 1, 0, 1, cpu::Conv2dAlgorithm::Blocked},
      {1, 1, 6, 5, 8, 3, 1, 1, 1, cpu::Conv2dAlgorithm::ImplicitGemm},  // one input channel: not the blocked kernel's
      {1, 24, 11, 10, 72, 1, 1, 0, 1, cpu::Conv2dAlgorithm::Blocked},
      {2, 24, 9, 8, 24, 3, 1, 1, 24, cpu::Conv2dAlgorithm::Depthwise},
      {1, 40, 9, 9, 40, 5, 2, 2, 40, cpu::Conv2dAlgorithm::Depthwise},
      {1, 8, 7, 9, 8, 3, 1, 1, 8, cpu::Conv2dAlgorithm::Depthwise},
      {1, 24, 7, 9, 24, 3, 1, 1, 2, cpu::Conv2dAlgorithm::ImplicitGemm},
      {2, 24, 7, 9, 24, 3, 1, 1, 3, cpu::Conv2dAlgorithm::Grouped},
      {1, 40, 9, 8, 40, 3, 2, 1, 10, cpu::Conv2dAlgorithm::Grouped},
  };
  check_blocked_sides(cases, true, [](const BlockedCase& t, const cpu::Conv2dParams&) { return t.algorithm; });
}

TEST_CASE("conv2d_cpu: Winograd between NCHW16c neighbours: F(2,3) on small images, blocks shared out among threads") {
  // Images of at most 16 tiles of 4x4 run F(2x2, 3x3) (odd sizes: a last tile half outside;
  // ResNet's 7x7; batches of 2 and 3, whose products run over all images' tiles), larger ones
  // F(4x4, 3x3), whose blocks of tile runs, when fewer than the threads, run as separate steps
  // over all blocks: one block (25 tiles), and two (48 tiles of 160 + 32 channels, the second
  // starting mid-row) on four threads. Tile runs cross images: 3 x 25 tiles as one block of 75
  // (72 and a remainder of 3 merged) on two threads, and as 36 + 39 (the second starting in the
  // second image's third tile row) on one.
  struct Case {
    int64_t n, c, h, w, f;
    int threads;
    cpu::Conv2dAlgorithm algorithm;
  };
  const Case cases[] = {{1, 64, 7, 7, 32, 2, cpu::Conv2dAlgorithm::WinogradF23},
                        {2, 32, 5, 6, 48, 3, cpu::Conv2dAlgorithm::WinogradF23},
                        {1, 48, 16, 13, 16, 1, cpu::Conv2dAlgorithm::WinogradF23},
                        {3, 64, 7, 7, 48, 2, cpu::Conv2dAlgorithm::WinogradF23},
                        {1, 32, 17, 17, 32, 2, cpu::Conv2dAlgorithm::WinogradF43},
                        {1, 160, 21, 29, 32, 4, cpu::Conv2dAlgorithm::WinogradF43},
                        {3, 64, 17, 17, 32, 2, cpu::Conv2dAlgorithm::WinogradF43},
                        {3, 160, 17, 17, 32, 1, cpu::Conv2dAlgorithm::WinogradF43}};
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& t : cases) {
      cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, t.n, t.c, t.h, t.w, t.f, 3, 1, 1);
      p.blocked_input = p.blocked_output = true;
      cpu::Conv2dAlgorithm algorithm{};
      check_conv(p, isa, t.threads, true, true, &algorithm);
      CHECK(algorithm == t.algorithm);
      check_conv(p, isa, t.threads, false, false);
    }
}

TEST_CASE("conv2d_cpu: the blocked direct kernel takes blocked convs the GEMMs took, groups lined up with blocks") {
  // 1x1 (one flat row of pixels, more than one work chunk of 48 and a tail), strided, dilated
  // and asymmetrically padded KxK, rows narrower than a register tile, and groups: one per 8
  // channels (two groups in a block, block-diagonal weights), 16 in / 32 out (pairs of output
  // blocks share a group), 32 in / 16 out (one block a tile). Output blocks not a multiple of
  // the widest tile (7 = 4 + 3, 6 = 4 + 2, 5 = 4 + 1 on AVX-512) and groups of 3 and 4 blocks,
  // at widths that end in every narrower tile; deep weights (512 input channels) in 12 x 2
  // tiles; strided 1x1s whose tiles run on across row ends. Groups of 8 channels in and out
  // are the grouped kernel's (tested below) and run here on request.
  const cpu::Conv2dAlgorithm blocked = cpu::Conv2dAlgorithm::Blocked;
  auto narrow_groups = [](const cpu::Conv2dParams& p) {
    return p.groups > 1 && p.in_channels == p.out_channels && p.in_channels / p.groups <= 8;
  };
  struct Case {
    int64_t n, c, h, w, f, k, stride, pad, dilation, groups;
  };
  const Case cases[] = {
      {1, 32, 9, 13, 64, 1, 1, 0, 1, 1},  {2, 64, 5, 3, 32, 1, 1, 0, 1, 1},   {1, 16, 1, 1, 48, 1, 1, 0, 1, 1},
      {1, 32, 11, 9, 32, 1, 2, 0, 1, 1},  {1, 16, 9, 13, 32, 3, 2, 1, 1, 1},  {2, 32, 7, 7, 64, 3, 2, 1, 1, 1},
      {1, 16, 12, 30, 32, 3, 1, 2, 2, 1}, {1, 32, 8, 8, 16, 5, 2, 2, 1, 1},   {1, 32, 9, 9, 32, 3, 1, 1, 1, 4},
      {1, 48, 7, 9, 48, 3, 2, 1, 1, 6},   {1, 32, 6, 5, 64, 3, 1, 1, 1, 2},   {2, 64, 5, 6, 32, 3, 2, 1, 1, 2},
      {1, 32, 61, 3, 32, 1, 1, 0, 1, 4},  {1, 32, 5, 17, 112, 1, 1, 0, 1, 1}, {1, 16, 7, 11, 96, 3, 2, 1, 1, 1},
      {1, 48, 6, 13, 80, 1, 2, 0, 1, 1},  {1, 96, 7, 9, 96, 3, 2, 1, 1, 2},   {1, 64, 5, 9, 128, 1, 1, 0, 1, 2},
      {1, 512, 5, 13, 48, 1, 1, 0, 1, 1}, {1, 64, 9, 30, 64, 3, 2, 1, 1, 1},  {1, 32, 13, 11, 48, 1, 3, 0, 1, 1},
      {2, 64, 12, 14, 64, 3, 1, 2, 2, 1},
  };
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& t : cases)
      for (int sides = 1; sides < 4; ++sides) {
        // Both sides blocked, or one of them row-major (converted through scratch).
        cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, t.n, t.c, t.h, t.w, t.f, t.k, t.stride, t.pad, t.dilation,
                                   t.groups);
        p.blocked_input = sides & 1;
        p.blocked_output = sides & 2;
        cpu::Conv2dAlgorithm algorithm{};
        check_conv(p, isa, sides == 3 ? 1 : 2, sides != 1, true, &algorithm, narrow_groups(p) ? &blocked : nullptr);
        CHECK(algorithm == cpu::Conv2dAlgorithm::Blocked);
      }
  // Channel counts that are not whole blocks on a row-major side (zero-padded in the scratch
  // copy): RegNet's 104-channel stage (groups of 8, row-major on both sides), 40 and 24
  // channels in groups of 8, blocked inputs into 24 row-major channels and back.
  const Case padded[] = {{1, 104, 9, 9, 104, 3, 2, 1, 1, 13}, {2, 40, 7, 6, 40, 3, 1, 1, 1, 5},
                         {1, 32, 7, 9, 24, 1, 1, 0, 1, 1},    {1, 24, 7, 9, 48, 1, 1, 0, 1, 1},
                         {1, 48, 5, 7, 24, 3, 2, 1, 1, 1},    {1, 24, 6, 6, 24, 1, 1, 0, 1, 3}};
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& t : padded) {
      cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, t.n, t.c, t.h, t.w, t.f, t.k, t.stride, t.pad, t.dilation,
                                 t.groups);
      p.blocked_input = t.c % 16 == 0;
      p.blocked_output = t.f % 16 == 0;
      cpu::Conv2dAlgorithm algorithm{};
      check_conv(p, isa, 2, true, true, &algorithm, narrow_groups(p) ? &blocked : nullptr);
      CHECK(algorithm == cpu::Conv2dAlgorithm::Blocked);
    }
  cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, 1, 16, 9, 9, 32, 3, 2, 1);
  p.pad_top = 0, p.pad_right = 2;
  p.blocked_input = p.blocked_output = true;
  check_conv(p, cpu::preferred_isa(), 2, true, true);
  // Not taken: groups of 24 channels (a block would read part of an input block), depthwise,
  // both sides row-major without groups, 3x3 stride 1 (Winograd).
  p = make(cpu::ConvLayout::Nchw, 1, 48, 9, 9, 48, 3, 2, 1, 1, 2);
  p.blocked_input = p.blocked_output = true;
  CHECK(cpu::Conv2d(p, cpu::Isa::Generic).algorithm() == cpu::Conv2dAlgorithm::ImplicitGemm);
  p.groups = 48;
  CHECK(cpu::Conv2d(p, cpu::Isa::Generic).algorithm() == cpu::Conv2dAlgorithm::Depthwise);
  p = make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 1);
  CHECK(cpu::Conv2d(p, cpu::Isa::Generic).algorithm() == cpu::Conv2dAlgorithm::Gemm1x1);
  // A thin row-major input (an RGB stem) is read as it lies, into a blocked output or, where
  // the stem's value stays row-major (DenseNet's, ShuffleNet's 24 channels), through blocked
  // scratch; 5 -> 17 at stride 1 is too wide for the direct kernel.
  for (cpu::Isa isa : cpu::supported_isas())
    for (int64_t k : {7, 3})
      for (bool blocked_output : {true, false}) {
        p = make(cpu::ConvLayout::Nchw, 2, 3, 30, 27, blocked_output ? 64 : 24, k, 2, k / 2);
        p.blocked_output = blocked_output;
        cpu::Conv2dAlgorithm algorithm{};
        check_conv(p, isa, 2, true, true, &algorithm);
        CHECK(algorithm == cpu::Conv2dAlgorithm::Blocked);
        p = make(cpu::ConvLayout::Nchw, 1, 5, 11, 10, 17, k, 1, k / 2);
        check_conv(p, isa, 1, true, false, &algorithm);
        CHECK(algorithm == cpu::Conv2dAlgorithm::Blocked);
      }
  p = make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 3, 1, 1);
  p.blocked_input = p.blocked_output = true;
  CHECK(cpu::Conv2d(p, cpu::Isa::Generic).algorithm() == cpu::Conv2dAlgorithm::WinogradF23);  // a small image
}

TEST_CASE("conv2d_cpu: the blocked direct kernel's remainder tiles and weight prefetch match the reference") {
  // A 1x1 over planes of 13 to 26 pixels (one run each) ends its run in a tile of every width
  // below the widest: 112 output channels are tiles of 4 and 3 blocks (6- and 8-pixel tiles on
  // AVX-512), 512 -> 80 tiles of 2 and 1 blocks (14 and 12 pixels). Both have more weights than image, so each
  // item prefetches the weight tile that follows, one block narrower at the end.
  for (cpu::Isa isa : cpu::supported_isas())
    for (int64_t w = 13; w <= 26; ++w)
      for (const int64_t c : {32, 512})
        for (int threads : {1, 2}) {
          cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, 1, c, 1, w, c == 32 ? 112 : 80, 1);
          p.blocked_input = p.blocked_output = true;
          cpu::Conv2dAlgorithm algorithm{};
          check_conv(p, isa, threads, true, threads == 1, &algorithm);
          CHECK(algorithm == cpu::Conv2dAlgorithm::Blocked);
        }
}

TEST_CASE("conv2d_cpu: the blocked direct kernel on late-stage planes of 7x7 and 14x14 matches the reference") {
  // MobileNet's and ResNet's late 1x1s (one flat row of 49 or 196 pixels: 14 + 14 + 14 + 7 in
  // 2-block tiles, 8 x 6 + 1 in 4-block ones), deep (960 channels in) and shallow, channel counts
  // that leave a last block padded on either side (40, 120, 168), strided 1x1s onto a 7x7 plane
  // (its tiles cross row ends) and a 14x14 one (each 14-pixel tile one row, read at constant
  // offsets), a strided 3x3 and a grouped 1x1, on one thread and two (whose
  // runs of a 7x7 plane are cut to a register tile each). Deep weights (streamed from L2) read
  // their input from a copy: strided 1x1s subsampled (1024 -> 48 onto 7x7, 1024 -> 64 in two
  // groups onto 14x14), padded 3x3s zero-padded (ResNet-50's 3x3/2 onto 7x7 in 3-block tiles of
  // one row each, 80 channels a tile of 3 and one of 2; onto 14x14, grouped).
  struct Case {
    int64_t c, hw, f, k, stride, pad, groups;
  };
  const Case cases[] = {{160, 7, 96, 1, 1, 0, 1},   {960, 7, 64, 1, 1, 0, 1},   {96, 14, 40, 1, 1, 0, 1},
                        {40, 14, 120, 1, 1, 0, 1},  {168, 7, 48, 1, 1, 0, 1},   {64, 14, 48, 1, 2, 0, 1},
                        {64, 14, 64, 3, 2, 1, 1},   {64, 7, 64, 1, 1, 0, 2},    {64, 28, 32, 1, 2, 0, 1},
                        {1024, 14, 48, 1, 2, 0, 1}, {1024, 28, 64, 1, 2, 0, 2},  {512, 14, 80, 3, 2, 1, 1},
                        {128, 28, 64, 3, 2, 1, 2}};
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& t : cases)
      for (int threads : {1, 2}) {
        cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, 1, t.c, t.hw, t.hw, t.f, t.k, t.stride, t.pad, 1, t.groups);
        p.blocked_input = p.blocked_output = true;
        cpu::Conv2dAlgorithm algorithm{};
        check_conv(p, isa, threads, threads == 1, true, &algorithm);
        CHECK(algorithm == cpu::Conv2dAlgorithm::Blocked);
      }
}

TEST_CASE("conv2d_cpu: the blocked 1x1 reads its input through a per-channel prologue at every ISA") {
  // The planner's prologue (DenseNet's batch norm + ReLU before each 1x1; a squeeze-excitation's
  // gate before the projection 1x1, x * g without a shift, one gate per sample or one for every
  // sample): against the reference conv of the input transformed in double. Channels that are
  // not whole blocks (the padding lanes' scale and shift are zero), a batch, one and several
  // pixel runs per plane, weights that outweigh the image (prefetch of the next tile), both
  // output layouts, 1 and 2 threads.
  struct Case {
    int64_t n, c, h, w, f;
  };
  const Case cases[] = {{1, 24, 9, 7, 40}, {2, 40, 7, 9, 24}, {1, 192, 14, 14, 128}, {1, 512, 7, 7, 128},
                        {1, 16, 1, 1, 16}, {2, 33, 5, 13, 17}, {3, 72, 5, 7, 40}};
  enum class Form { Affine, AffineRelu, GatePerSample, GateShared };
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& t : cases)
      for (Form form : {Form::Affine, Form::AffineRelu, Form::GatePerSample, Form::GateShared})
        for (bool blocked_output : {true, false})
          for (int threads : {1, 2}) {
            cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, t.n, t.c, t.h, t.w, t.f, 1);
            p.blocked_input = true;
            p.blocked_output = blocked_output;
            CAPTURE(describe(p));
            CAPTURE(cpu::isa_name(isa));
            CAPTURE(threads);
            CAPTURE(int(form));
            const bool relu = form == Form::AffineRelu, gate = form == Form::GatePerSample || form == Form::GateShared;
            const int64_t hw = t.h * t.w, padded = (t.c + 15) / 16 * 16, sets = form == Form::GatePerSample ? t.n : 1;
            auto input = random_values(size_t(shape_numel(p.input_shape())), 21, 2.0f);
            auto weight = random_values(size_t(shape_numel(p.weight_shape())), 22);
            auto bias = random_values(size_t(t.f), 23);
            // Per set (sample, or all samples) a block-padded scale and shift, zero past C.
            auto scale = random_values(size_t(sets * padded), 24), shift = random_values(size_t(padded), 25);
            for (int64_t n = 0; n < sets; ++n) std::fill(scale.begin() + n * padded + t.c, scale.begin() + (n + 1) * padded, 0.0f);
            std::fill(shift.begin() + t.c, shift.end(), 0.0f);
            std::vector<float> stored(blocked_size(t.n, t.c, hw), 0.0f);
            std::vector<double> transformed(input.size());
            for (size_t i = 0; i < input.size(); ++i) {
              stored[size_t(blocked_index(int64_t(i), t.c, hw))] = input[i];
              const size_t ch = i / size_t(hw) % size_t(t.c), n = i / size_t(hw) / size_t(t.c);
              const double s = scale[(form == Form::GatePerSample ? n : 0) * size_t(padded) + ch];
              const double y = gate ? double(input[i]) * s : double(input[i]) * s + shift[ch];
              transformed[i] = relu && y <= 0.0 ? 0.0 : y;
            }
            cpu::Conv2d conv(p, isa);
            REQUIRE(conv.takes_prologue());
            auto weights = conv.prepare_weights(weight.data());
            const int64_t out_hw = p.out_h() * p.out_w();
            std::vector<float> out(blocked_output ? blocked_size(t.n, t.f, out_hw) : size_t(shape_numel(p.output_shape())),
                                   999.0f);
            const cpu::ChannelPrologue prologue{scale.data(), gate ? nullptr : shift.data(), relu,
                                                form == Form::GatePerSample ? padded : 0};
            conv.run(stored.data(), *weights, bias.data(), out.data(), {}, threads, nullptr, &prologue);
            std::vector<double> want = reference_conv(p, transformed, weight, bias.data());
            if (blocked_output) {
              std::vector<double> at(out.size(), 0.0);  // padding lanes: zero
              for (size_t i = 0; i < want.size(); ++i) at[size_t(blocked_index(int64_t(i), t.f, out_hw))] = want[i];
              want = std::move(at);
            }
            CHECK(relative_error(out, want) < 1e-4);
          }
  // Only the blocked 1x1 with stride 1, no padding and one group takes one; the others refuse it,
  // and a run that passes one anyway throws.
  auto takes = [](cpu::Conv2dParams q, bool blocked_input) {
    q.blocked_input = blocked_input;
    q.blocked_output = true;
    return cpu::Conv2d(q, cpu::Isa::Generic).takes_prologue();
  };
  CHECK(takes(make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 1), true));
  CHECK_FALSE(takes(make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 1), false));
  CHECK_FALSE(takes(make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 3, 1, 1), true));
  CHECK_FALSE(takes(make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 1, 2), true));
  CHECK_FALSE(takes(make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 1, 1, 0, 1, 2), true));
  cpu::Conv2dParams q = make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 3, 1, 1);
  q.blocked_input = q.blocked_output = true;
  const cpu::Conv2d conv(q, cpu::Isa::Generic);
  std::vector<float> in(blocked_size(1, 32, 81), 0.0f), w(size_t(shape_numel(q.weight_shape())), 0.0f), out(in.size());
  std::vector<float> scale(32, 1.0f), shift(32, 0.0f);
  const cpu::ChannelPrologue prologue{scale.data(), shift.data(), true};
  CHECK_THROWS_AS(conv.run(in.data(), *conv.prepare_weights(w.data()), nullptr, out.data(), {}, 1, nullptr, &prologue),
                  std::invalid_argument);
}

TEST_CASE("conv2d_cpu: invalid parameters are described") {
  cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, 1, 6, 5, 5, 4, 3);
  p.groups = 4;
  CHECK(cpu::check_conv2d(p).find("groups") != std::string::npos);
  p.groups = 1;
  p.in_h = 2;
  CHECK(cpu::check_conv2d(p).find("smaller than the dilated kernel") != std::string::npos);
  CHECK_THROWS(cpu::Conv2d(p, cpu::Isa::Generic));
}

TEST_CASE("conv2d_cpu: Winograd F(4x4,3x3) takes 3x3 stride-1 convs and matches on odd sizes") {
  for (cpu::Isa isa : cpu::supported_isas())
    for (cpu::ConvLayout layout : {cpu::ConvLayout::Nchw, cpu::ConvLayout::Nhwc})
      for (int64_t hw : {1, 2, 5, 7, 9, 33})
        for (int64_t c : {16, 17, 64}) {
          cpu::Conv2dAlgorithm algorithm{};
          check_conv(make(layout, 2, c, hw, hw + 3, 17 + c % 2 * 15, 3, 1, 1), isa, 2, true, true,
                     &algorithm);
          CHECK(algorithm == cpu::Conv2dAlgorithm::WinogradF43);
        }
  // Without padding, with asymmetric padding, and the shapes that must not use it.
  cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, 1, 32, 11, 13, 16, 3);
  cpu::Conv2dAlgorithm algorithm{};
  check_conv(p, cpu::preferred_isa(), 2, true, false, &algorithm);
  CHECK(algorithm == cpu::Conv2dAlgorithm::WinogradF43);
  p.pad_top = 2, p.pad_right = 1;
  check_conv(p, cpu::preferred_isa(), 1, false, true, &algorithm);
  CHECK(algorithm == cpu::Conv2dAlgorithm::WinogradF43);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 3, 2, 1), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::ImplicitGemm);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 3, 1, 2, 2), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::ImplicitGemm);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nchw, 1, 32, 9, 9, 32, 3, 1, 1, 1, 2), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::Blocked);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nchw, 1, 3, 9, 9, 64, 3, 1, 1), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::Direct);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nhwc, 1, 64, 9, 9, 64, 1), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::Gemm1x1);
}

TEST_CASE("conv2d_cpu: the direct kernel takes thin NCHW convs and matches on odd sizes") {
  // Row widths below, at and above the kernel's pixel step (8 to 32 by ISA), with and without a
  // padding tail; thin on either side; other kernel sizes and asymmetric padding.
  for (cpu::Isa isa : cpu::supported_isas()) {
    for (int64_t hw : {1, 7, 9, 32, 33}) {
      for (auto [c, f] : {std::pair<int64_t, int64_t>{3, 64}, {64, 3}, {1, 1}, {4, 17}, {13, 8}, {5, 5}}) {
        cpu::Conv2dAlgorithm algorithm{};
        check_conv(make(cpu::ConvLayout::Nchw, 2, c, hw, hw + 2, f, 3, 1, 1), isa, 2, true, true, &algorithm);
        CHECK(algorithm == cpu::Conv2dAlgorithm::Direct);
      }
    }
    cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, 1, 3, 13, 40, 6, 5, 1, 2);
    p.pad_top = 0, p.pad_right = 4;
    cpu::Conv2dAlgorithm algorithm{};
    check_conv(p, isa, 1, false, true, &algorithm);
    CHECK(algorithm == cpu::Conv2dAlgorithm::Direct);
    p = make(cpu::ConvLayout::Nchw, 1, 2, 9, 64, 7, 1, 1, 0);
    p.kernel_w = 3, p.pad_left = 1;
    check_conv(p, isa, 2, true, false, &algorithm);
    CHECK(algorithm == cpu::Conv2dAlgorithm::Direct);
  }
  // Not taken: NHWC, strides and groups (the blocked kernel), 1x1, and convs wide on both sides.
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nhwc, 1, 3, 9, 9, 64, 3, 1, 1), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::ImplicitGemm);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nchw, 1, 3, 9, 9, 64, 3, 2, 1), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::Blocked);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nchw, 1, 4, 9, 9, 4, 3, 1, 1, 1, 2), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::Blocked);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nchw, 1, 3, 9, 9, 3, 1), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::Gemm1x1);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nchw, 1, 5, 9, 9, 9, 3, 1, 1), cpu::Isa::Generic).algorithm() ==
        cpu::Conv2dAlgorithm::ImplicitGemm);
}

TEST_CASE("conv2d_cpu: the grouped kernel takes groups of 2, 4 and 8 channels and matches at every ISA") {
  // RegNet's 3x3 at strides 1 and 2 with padding 1 (group width 8, and 4 and 2), 1x1, 5x5 with
  // asymmetric padding, dilation 2, no padding, rows narrower and wider than a register tile of
  // pixels, batch 2; channels in whole blocks (both sides blocked, one or neither) and not
  // (RegNet's 104 and 24 or 40 channels: row-major, padded in scratch with zero groups).
  struct Case {
    int64_t n, c, h, w, k, stride, pad, dilation, width;
  };
  const Case cases[] = {{1, 32, 9, 13, 3, 1, 1, 1, 8}, {2, 48, 11, 10, 3, 2, 1, 1, 8}, {1, 16, 7, 23, 3, 1, 1, 1, 4},
                        {1, 32, 8, 9, 3, 2, 1, 1, 4},  {1, 16, 6, 29, 3, 1, 1, 1, 2},  {2, 32, 9, 7, 3, 2, 1, 1, 2},
                        {1, 32, 5, 17, 1, 1, 0, 1, 8}, {1, 16, 12, 11, 5, 1, 2, 1, 4}, {1, 16, 13, 14, 3, 1, 2, 2, 8},
                        {1, 32, 6, 6, 3, 1, 0, 1, 2},  {1, 16, 1, 1, 3, 1, 1, 1, 8},   {1, 64, 3, 2, 3, 2, 1, 1, 8}};
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& t : cases)
      for (int sides = 0; sides < 4; ++sides) {
        cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, t.n, t.c, t.h, t.w, t.c, t.k, t.stride, t.pad, t.dilation,
                                   t.c / t.width);
        p.blocked_input = sides & 1;
        p.blocked_output = sides & 2;
        cpu::Conv2dAlgorithm algorithm{};
        check_conv(p, isa, sides == 3 ? 1 : 2, sides != 1, true, &algorithm);
        CHECK(algorithm == cpu::Conv2dAlgorithm::Grouped);
        if (sides == 3 && t.k == 5) {
          p.pad_bottom = 0, p.pad_left = 1;  // asymmetric, without bias or epilogue
          check_conv(p, isa, 2, false, false, &algorithm);
        }
      }
  const Case padded[] = {{1, 104, 9, 9, 3, 2, 1, 1, 8}, {2, 24, 7, 6, 3, 1, 1, 1, 8}, {1, 40, 8, 5, 3, 1, 1, 1, 4},
                         {1, 20, 6, 7, 3, 2, 1, 1, 2}};
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& t : padded) {
      cpu::Conv2dAlgorithm algorithm{};
      check_conv(make(cpu::ConvLayout::Nchw, t.n, t.c, t.h, t.w, t.c, t.k, t.stride, t.pad, t.dilation, t.c / t.width),
                 isa, 2, true, true, &algorithm);
      CHECK(algorithm == cpu::Conv2dAlgorithm::Grouped);
    }
  // Not taken: groups of 16 (whole blocks: the blocked kernel), of 3 (do not tile a block), a
  // channel multiplier (8 in, 16 out per group), fewer than 16 channels, NHWC.
  auto chosen = [](cpu::ConvLayout layout, int64_t c, int64_t f, int64_t groups) {
    return cpu::Conv2d(make(layout, 1, c, 9, 9, f, 3, 2, 1, 1, groups), cpu::Isa::Generic).algorithm();
  };
  CHECK(chosen(cpu::ConvLayout::Nchw, 64, 64, 4) == cpu::Conv2dAlgorithm::Blocked);
  CHECK(chosen(cpu::ConvLayout::Nchw, 48, 48, 16) != cpu::Conv2dAlgorithm::Grouped);
  CHECK(chosen(cpu::ConvLayout::Nchw, 32, 64, 4) != cpu::Conv2dAlgorithm::Grouped);
  CHECK(chosen(cpu::ConvLayout::Nchw, 8, 8, 2) != cpu::Conv2dAlgorithm::Grouped);
  CHECK(chosen(cpu::ConvLayout::Nhwc, 32, 32, 4) != cpu::Conv2dAlgorithm::Grouped);
}

TEST_CASE("conv2d_cpu: the depthwise kernel takes NCHW depthwise convs, blocked or not, and NHWC ones of whole blocks, and matches at every ISA") {
  // MobileNet's and EfficientNet's kernels (3, 5, 7) at strides 1 and 2 with "same" padding,
  // dilation 2, asymmetric padding, no padding, widths below, at and above the kernel's run of
  // 8 pixels, channel counts that are and are not blocks of 16 (those of at least 16 run blocked
  // through scratch padded to whole blocks), batch 2.
  struct Case {
    int64_t n, c, hw, k, stride, pad, dilation;
  };
  const Case cases[] = {{1, 32, 14, 3, 1, 1, 1}, {2, 16, 9, 3, 2, 1, 1},  {1, 48, 17, 5, 1, 2, 1},
                        {1, 16, 15, 5, 2, 2, 1}, {1, 32, 12, 7, 1, 3, 1}, {1, 16, 7, 7, 2, 3, 1},
                        {1, 16, 13, 3, 1, 2, 2}, {1, 16, 4, 3, 1, 0, 1},  {1, 16, 1, 3, 1, 1, 1},
                        {2, 24, 11, 3, 2, 1, 1}, {1, 5, 33, 5, 1, 2, 1},  {1, 3, 8, 3, 2, 1, 1},
                        {1, 72, 13, 5, 2, 2, 1}, {1, 17, 10, 3, 1, 1, 1}};
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& t : cases)
      for (bool blocked : {false, true}) {
        if (blocked && t.c % 16 != 0) continue;
        cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, t.n, t.c, t.hw, t.hw + 3, t.c, t.k, t.stride, t.pad,
                                   t.dilation, t.c);
        p.blocked_input = p.blocked_output = blocked;
        cpu::Conv2dAlgorithm algorithm{};
        check_conv(p, isa, 2, true, true, &algorithm);
        CHECK(algorithm == cpu::Conv2dAlgorithm::Depthwise);
        p.pad_bottom = 0;  // asymmetric, and without bias or epilogue
        if (p.in_h + p.pad_top >= p.dilation_h * (p.kernel_h - 1) + 1) check_conv(p, isa, 1, false, false);
      }
  // NHWC with whole blocks of 16 channels (ConvNeXt's after sink_transposes): the same kernel on
  // NCHW16c copies, the epilogue over NHWC rows; batch 2, strides, dilation and no padding.
  for (cpu::Isa isa : cpu::supported_isas())
    for (const Case& t : cases) {
      if (t.c % 16 != 0) continue;
      cpu::Conv2dParams p = make(cpu::ConvLayout::Nhwc, t.n, t.c, t.hw, t.hw + 3, t.c, t.k, t.stride, t.pad,
                                 t.dilation, t.c);
      cpu::Conv2dAlgorithm algorithm{};
      check_conv(p, isa, 2, true, true, &algorithm);
      CHECK(algorithm == cpu::Conv2dAlgorithm::Depthwise);
      check_conv(p, isa, 1, false, false);
    }
  // Not taken: a channel multiplier above 1, and NHWC without whole blocks. With one side
  // blocked (at the edge of a blocked region) that side goes through a converted copy.
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nchw, 1, 4, 9, 9, 8, 3, 1, 1, 1, 4), cpu::Isa::Generic).algorithm() !=
        cpu::Conv2dAlgorithm::Depthwise);
  CHECK(cpu::Conv2d(make(cpu::ConvLayout::Nhwc, 1, 4, 9, 9, 4, 3, 1, 1, 1, 4), cpu::Isa::Generic).algorithm() !=
        cpu::Conv2dAlgorithm::Depthwise);
  cpu::Conv2dParams half = make(cpu::ConvLayout::Nchw, 1, 16, 9, 9, 16, 3, 1, 1, 1, 16);
  for (int side = 0; side < 2; ++side) {
    half.blocked_input = side == 0;
    half.blocked_output = side == 1;
    cpu::Conv2dAlgorithm algorithm{};
    check_conv(half, cpu::preferred_isa(), 2, true, true, &algorithm);
    CHECK(algorithm == cpu::Conv2dAlgorithm::Depthwise);
  }
}

TEST_CASE("conv2d_cpu: a chain of 23 RRDB dense blocks (115 convs) stays within 1e-4 of the reference") {
  // Each dense block: x1..x4 = lrelu(conv(cat(x, x1..))), 64 -> 32, 96 -> 32, 128 -> 32,
  // 160 -> 32, then x + 0.2 * conv(cat(x, x1..x4)) with 192 -> 64, all 3x3 pad 1, NCHW. The fast
  // path runs in f32 twice, row-major (Winograd F(4,3) for every conv) and in the planner's
  // blocked layout NCHW16c (where a concat along channels with batch 1 is still appending; F(2,3)
  // for every conv, the image being small), the reference in double.
  const int64_t hw = 6, feat = 64, growth = 32;
  const int64_t pixels = hw * hw;
  const cpu::Isa isa = cpu::preferred_isa();
  std::vector<float> x = random_values(size_t(feat * pixels), 100);
  std::vector<float> xb(x.size());  // x in NCHW16c
  for (size_t i = 0; i < x.size(); ++i) xb[size_t(blocked_index(int64_t(i), feat, pixels))] = x[i];
  std::vector<double> xr(x.begin(), x.end());
  auto lrelu = [](double v) { return v > 0 ? v : 0.2 * v; };
  for (int block = 0; block < 23; ++block) {
    std::vector<float> cat = x, cat_b = xb;  // channels so far, batch 1
    std::vector<double> cat_ref = xr;
    for (int j = 0; j < 5; ++j) {
      const int64_t c = feat + j * growth, f = j < 4 ? growth : feat;
      cpu::Conv2dParams p = make(cpu::ConvLayout::Nchw, 1, c, hw, hw, f, 3, 1, 1);
      cpu::Conv2dParams pb = p;
      pb.blocked_input = pb.blocked_output = true;
      const float scale = 1.0f / std::sqrt(float(c * 9));
      auto weight = random_values(size_t(f * c * 9), uint32_t(1000 + block * 5 + j), scale);
      auto bias = random_values(size_t(f), uint32_t(2000 + block * 5 + j), 0.1f);
      cpu::Conv2d conv(p, isa), conv_b(pb, isa);
      REQUIRE(conv.algorithm() == cpu::Conv2dAlgorithm::WinogradF43);
      REQUIRE(conv_b.algorithm() == cpu::Conv2dAlgorithm::WinogradF23);
      std::vector<float> out(size_t(f * pixels)), out_b(out.size());
      auto prepared = conv.prepare_weights(weight.data()), prepared_b = conv_b.prepare_weights(weight.data());
      const bool last = j == 4;
      cpu::OutputRunFn act = [last](float* data, int64_t, int64_t count) {
        if (!last)
          for (int64_t i = 0; i < count; ++i) data[i] = data[i] > 0 ? data[i] : 0.2f * data[i];
      };
      conv.run(cat.data(), *prepared, bias.data(), out.data(), act, 2);
      conv_b.run(cat_b.data(), *prepared_b, bias.data(), out_b.data(), act, 2);
      // The reference runs on its own double chain, so errors are never reset per conv.
      std::vector<double> ref_out = reference_conv(p, cat_ref, weight, bias.data());
      if (!last) {
        for (double& v : ref_out) v = lrelu(v);
        cat.insert(cat.end(), out.begin(), out.end());
        cat_b.insert(cat_b.end(), out_b.begin(), out_b.end());
        cat_ref.insert(cat_ref.end(), ref_out.begin(), ref_out.end());
      } else {
        for (size_t i = 0; i < x.size(); ++i) {
          x[i] = x[i] + 0.2f * out[i];
          xb[i] = xb[i] + 0.2f * out_b[i];
          xr[i] = xr[i] + 0.2 * ref_out[i];
        }
      }
    }
  }
  const double err = relative_error(x, xr);
  MESSAGE("23 dense blocks: max error relative to the output range " << err);
  CHECK(err < 1e-4);
  std::vector<float> from_blocked(x.size());
  for (size_t i = 0; i < x.size(); ++i) from_blocked[i] = xb[size_t(blocked_index(int64_t(i), feat, pixels))];
  const double err_b = relative_error(from_blocked, xr);
  MESSAGE("23 dense blocks in NCHW16c: max error relative to the output range " << err_b);
  CHECK(err_b < 1e-4);
}

// ---------------------------------------------------------------------------------------------
// The linrt.conv2d CpuKernel, with a KernelSpec and op built by hand.

namespace {

using namespace linrt;

graph::AttrP int_array(std::vector<int64_t> values) {
  auto a = std::make_shared<graph::Attribute>();
  a->kind = graph::Attribute::Kind::DenseArray;
  a->type = graph::Type::scalar(DType::I64);
  a->ints = std::move(values);
  return a;
}

class TestEpilogue final : public engine::Epilogue {
 public:
  void apply(float* data, int64_t flat_begin, int64_t count) const override {
    for (int64_t i = 0; i < count; ++i) data[i] = epilogue_value(data[i], flat_begin + i);
  }
};

}  // namespace

TEST_CASE("conv_gemm_kernels: the linrt.conv2d kernel matches the reference, constant or not") {
  struct Case {
    cpu::Conv2dParams p;
    bool bias;
  };
  const Case cases[] = {
      {make(cpu::ConvLayout::Nchw, 2, 32, 9, 9, 32, 3, 1, 1), true},      // Winograd
      {make(cpu::ConvLayout::Nhwc, 1, 17, 7, 9, 16, 3, 2, 1), true},      // implicit GEMM
      {make(cpu::ConvLayout::Nchw, 1, 16, 5, 5, 8, 1), false},            // 1x1
      {make(cpu::ConvLayout::Nhwc, 1, 8, 9, 9, 8, 3, 1, 2, 2, 4), true},  // grouped, dilated
  };
  for (const Case& k : cases) {
    for (bool constant : {true, false}) {
      for (bool with_epilogue : {false, true}) {
        const cpu::Conv2dParams& p = k.p;
        CAPTURE(describe(p));
        CAPTURE(constant);
        CAPTURE(with_epilogue);
        graph::Operation op;
        op.name = "linrt.conv2d";
        auto layout = std::make_shared<graph::Attribute>();
        layout->kind = graph::Attribute::Kind::String;
        layout->str = p.layout == cpu::ConvLayout::Nchw ? "nchw" : "nhwc";
        op.set_attr("layout", layout);
        op.set_attr("strides", int_array({p.stride_h, p.stride_w}));
        op.set_attr("dilations", int_array({p.dilation_h, p.dilation_w}));
        op.set_attr("padding", int_array({p.pad_top, p.pad_left, p.pad_bottom, p.pad_right}));
        auto groups = std::make_shared<graph::Attribute>();
        groups->kind = graph::Attribute::Kind::Integer;
        groups->i = p.groups;
        op.set_attr("groups", groups);

        engine::KernelSpec spec;
        spec.root = &op;
        spec.inputs = {{DType::F32, p.input_shape()}, {DType::F32, p.weight_shape()}};
        if (k.bias) spec.inputs.push_back({DType::F32, {p.out_channels}});
        spec.outputs = {{DType::F32, p.output_shape()}};
        spec.input_is_constant = {false, constant, constant};
        spec.has_epilogue = with_epilogue;
        auto kernel = engine::make_cpu_kernel(spec);
        REQUIRE(kernel);

        auto input = random_values(size_t(shape_numel(p.input_shape())), 21);
        auto weight = random_values(size_t(shape_numel(p.weight_shape())), 22);
        auto bias = random_values(size_t(p.out_channels), 23);
        std::vector<float> out(size_t(shape_numel(p.output_shape())), -5.0f);
        std::vector<engine::ConstBuffer> ins = {{input.data(), &spec.inputs[0]},
                                                {weight.data(), &spec.inputs[1]}};
        if (k.bias) ins.push_back({bias.data(), &spec.inputs[2]});
        std::vector<std::shared_ptr<const void>> owner(ins.size());
        std::vector<const void*> prepared(ins.size(), nullptr);
        if (constant)
          for (size_t i = 1; i < ins.size(); ++i) {
            owner[i] = kernel->prepare_constant(i, ins[i]);
            prepared[i] = owner[i].get();
          }
        std::vector<engine::MutBuffer> outs = {{out.data(), &spec.outputs[0]}};
        TestEpilogue epilogue;
        engine::RunContext ctx;
        ctx.threads = 2;
        ctx.epilogue = with_epilogue ? &epilogue : nullptr;
        kernel->run(ins, prepared, outs, ctx);

        auto want = reference_conv(p, input, weight, k.bias ? bias.data() : nullptr);
        if (with_epilogue)
          for (size_t i = 0; i < want.size(); ++i) want[i] = epilogue_value(float(want[i]), int64_t(i));
        CHECK(relative_error(out, want) < 1e-4);
      }
    }
  }
}

TEST_CASE("conv_gemm_kernels: linrt.conv2d specs the kernel cannot take fall back") {
  graph::Operation op;
  op.name = "linrt.conv2d";
  auto layout = std::make_shared<graph::Attribute>();
  layout->kind = graph::Attribute::Kind::String;
  layout->str = "nchw";
  op.set_attr("layout", layout);
  op.set_attr("strides", int_array({1, 1}));
  op.set_attr("dilations", int_array({1, 1}));
  op.set_attr("padding", int_array({1, 1, 1, 1}));
  engine::KernelSpec spec;
  spec.root = &op;
  spec.inputs = {{DType::F32, {1, 4, 5, 5}}, {DType::F32, {8, 4, 3, 3}}};
  spec.outputs = {{DType::F32, {1, 8, 5, 5}}};
  spec.input_is_constant = {false, true};
  CHECK(engine::make_cpu_kernel(spec));
  spec.outputs[0].shape = {1, 8, 4, 5};  // wrong output size
  CHECK_FALSE(engine::make_cpu_kernel(spec));
  spec.outputs[0].shape = {1, 8, 5, 5};
  spec.inputs[1].dtype = DType::BF16;
  CHECK_FALSE(engine::make_cpu_kernel(spec));
  spec.inputs[1].dtype = DType::F32;
  layout->str = "nwhc";
  CHECK_FALSE(engine::make_cpu_kernel(spec));
}
