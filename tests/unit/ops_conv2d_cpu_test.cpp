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
#include <string>
#include <vector>

#include "engine/cpu/kernel.h"
#include "ops/conv.h"
#include "ops/conv2d_cpu.h"
#include "ops/cpu_features.h"

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
std::vector<double> reference_conv(const cpu::Conv2dParams& p, const std::vector<float>& input,
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
         std::to_string(p.pad_right) + " g" + std::to_string(p.groups);
}

// Runs `p` through ops/conv2d_cpu.h and checks it against the reference, with a bias and the
// test epilogue applied through the `finished` callback, which must see every element once.
void check_conv(const cpu::Conv2dParams& p, cpu::Isa isa, int threads, bool with_bias,
                bool with_epilogue, cpu::Conv2dAlgorithm* algorithm = nullptr) {
  CAPTURE(describe(p));
  CAPTURE(cpu::isa_name(isa));
  CAPTURE(threads);
  REQUIRE(cpu::check_conv2d(p).empty());
  auto input = random_values(size_t(shape_numel(p.input_shape())), 11);
  auto weight = random_values(size_t(shape_numel(p.weight_shape())), 12);
  auto bias = random_values(size_t(p.out_channels), 13);
  std::vector<float> out(size_t(shape_numel(p.output_shape())), 999.0f);
  cpu::Conv2d conv(p, isa);
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
  conv.run(input.data(), *weights, with_bias ? bias.data() : nullptr, out.data(), finished,
           threads);
  std::vector<double> want = reference_conv(p, input, weight, with_bias ? bias.data() : nullptr);
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

TEST_CASE("conv2d_cpu: every ISA agrees with the reference") {
  for (cpu::Isa isa : cpu::supported_isas())
    for (cpu::ConvLayout layout : {cpu::ConvLayout::Nchw, cpu::ConvLayout::Nhwc}) {
      check_conv(make(layout, 2, 17, 9, 9, 13, 3, 1, 1), isa, 2, true, true);
      check_conv(make(layout, 1, 64, 7, 7, 32, 1), isa, 2, true, true);
      check_conv(make(layout, 1, 5, 33, 33, 3, 3, 2, 1), isa, 1, true, true);
    }
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
