// Tests of the reference kernels in ops/ (conv, pooling, matmul, softmax, pack), called
// directly on raw arrays. Expected values are worked out by hand or come from oracles written
// here from the textbook definitions (PyTorch-style padded convolution with bounds checks,
// explicit nested loops), deliberately unlike the kernels' strided loop nests. Random data are
// small integers, so float sums are exact and comparisons can be exact.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <limits>
#include <numeric>
#include <vector>

#include "ops/conv.h"
#include "ops/matmul.h"
#include "ops/pack.h"
#include "ops/pooling.h"
#include "ops/softmax.h"

using namespace linrt::ops::ref;

namespace {

// Deterministic small integers in [-3, 3] (a linear congruential generator; exact in float).
std::vector<double> small_ints(size_t n, uint32_t seed) {
  std::vector<double> v(n);
  uint32_t s = seed;
  for (auto& x : v) {
    s = s * 1664525u + 1013904223u;
    x = double(int((s >> 16) % 7) - 3);
  }
  return v;
}

template <class T>
std::vector<T> as(const std::vector<double>& v) {
  return std::vector<T>(v.begin(), v.end());
}

int64_t numel(const std::vector<int64_t>& shape) {
  return std::accumulate(shape.begin(), shape.end(), int64_t(1), std::multiplies<>());
}

// Returns `data` (of `shape`) with its dims reordered: result dim i is input dim perm[i].
std::vector<double> permute(const std::vector<double>& data, const std::vector<int64_t>& shape,
                            const std::vector<int>& perm, std::vector<int64_t>& out_shape) {
  const size_t rank = shape.size();
  out_shape.assign(rank, 0);
  for (size_t i = 0; i < rank; ++i) out_shape[i] = shape[size_t(perm[i])];
  std::vector<double> out(data.size());
  std::vector<int64_t> idx(rank, 0);  // index into `data`
  for (size_t flat = 0; flat < data.size(); ++flat) {
    int64_t dst = 0;
    for (size_t i = 0; i < rank; ++i) dst = dst * out_shape[i] + idx[size_t(perm[i])];
    out[size_t(dst)] = data[flat];
    for (size_t d = rank; d-- > 0;) {
      if (++idx[d] < shape[d]) break;
      idx[d] = 0;
    }
  }
  return out;
}

// The inverse of permute(): brings data laid out with `perm` back to the original order.
std::vector<double> unpermute(const std::vector<double>& data,
                              const std::vector<int64_t>& permuted_shape,
                              const std::vector<int>& perm) {
  std::vector<int> inverse(perm.size());
  for (size_t i = 0; i < perm.size(); ++i) inverse[size_t(perm[i])] = int(i);
  std::vector<int64_t> shape;
  return permute(data, permuted_shape, inverse, shape);
}

// PyTorch's conv2d from its definition: NCHW input of the *unpadded* image, weights
// [F, C/groups, KH, KW], zero padding `pad` handled by skipping taps outside the image.
struct TorchConv {
  int64_t n, c, h, w, f, kh, kw, groups = 1;
  int64_t pad_h = 0, pad_w = 0, stride_h = 1, stride_w = 1, dil_h = 1, dil_w = 1;
  int64_t out_h() const { return (h + 2 * pad_h - dil_h * (kh - 1) - 1) / stride_h + 1; }
  int64_t out_w() const { return (w + 2 * pad_w - dil_w * (kw - 1) - 1) / stride_w + 1; }
  std::vector<double> run(const std::vector<double>& x, const std::vector<double>& wt) const {
    const int64_t oh_n = out_h(), ow_n = out_w(), cg = c / groups, fg = f / groups;
    std::vector<double> y(size_t(n * f * oh_n * ow_n), 0.0);
    for (int64_t b = 0; b < n; ++b)
      for (int64_t oc = 0; oc < f; ++oc) {
        const int64_t g = oc / fg;
        for (int64_t oy = 0; oy < oh_n; ++oy)
          for (int64_t ox = 0; ox < ow_n; ++ox) {
            double sum = 0;
            for (int64_t ic = 0; ic < cg; ++ic)
              for (int64_t ky = 0; ky < kh; ++ky)
                for (int64_t kx = 0; kx < kw; ++kx) {
                  int64_t iy = oy * stride_h - pad_h + ky * dil_h;
                  int64_t ix = ox * stride_w - pad_w + kx * dil_w;
                  if (iy < 0 || iy >= h || ix < 0 || ix >= w) continue;
                  sum += x[size_t(((b * c + g * cg + ic) * h + iy) * w + ix)] *
                         wt[size_t(((oc * cg + ic) * kh + ky) * kw + kx)];
                }
            y[size_t(((b * f + oc) * oh_n + oy) * ow_n + ox)] = sum;
          }
      }
    return y;
  }
  // The input with its zero border written out, as a pre-padded linalg convolution reads it.
  std::vector<double> padded(const std::vector<double>& x) const {
    const int64_t ph = h + 2 * pad_h, pw = w + 2 * pad_w;
    std::vector<double> p(size_t(n * c * ph * pw), 0.0);
    for (int64_t b = 0; b < n; ++b)
      for (int64_t ch = 0; ch < c; ++ch)
        for (int64_t y = 0; y < h; ++y)
          for (int64_t xx = 0; xx < w; ++xx)
            p[size_t(((b * c + ch) * ph + y + pad_h) * pw + xx + pad_w)] =
                x[size_t(((b * c + ch) * h + y) * w + xx)];
    return p;
  }
  std::vector<int64_t> padded_shape() const { return {n, c, h + 2 * pad_h, w + 2 * pad_w}; }
};

template <class T>
std::vector<double> run_conv(const ConvLayouts& layouts, const std::vector<int64_t>& in_shape,
                             const std::vector<double>& in, const std::vector<int64_t>& f_shape,
                             const std::vector<double>& filter,
                             const std::vector<int64_t>& out_shape,
                             std::vector<int64_t> strides, std::vector<int64_t> dilations,
                             T in_zp = T(0), T f_zp = T(0)) {
  ConvProblem p;
  std::string err = make_conv_problem(layouts, in_shape, f_shape, out_shape, strides, dilations, p);
  REQUIRE_MESSAGE(err.empty(), err);
  std::vector<T> x = as<T>(in), w = as<T>(filter), y(size_t(numel(out_shape)), T(0));
  conv<T>(p, x.data(), w.data(), y.data(), in_zp, f_zp);
  return std::vector<double>(y.begin(), y.end());
}

}  // namespace

TEST_CASE("conv: hand-worked 2x2 diagonal filter accumulates into the initial output") {
  // out[i][j] = init + x[i][j] + x[i+1][j+1] over x = 1..9 (3x3).
  std::vector<float> x{1, 2, 3, 4, 5, 6, 7, 8, 9}, w{1, 0, 0, 1}, y{100, 100, 100, 100};
  ConvProblem p;
  std::vector<int64_t> xs{1, 1, 3, 3}, ws{1, 1, 2, 2}, ys{1, 1, 2, 2}, one{1, 1};
  REQUIRE(make_conv_problem({"nchw", "fchw", "nfhw"}, xs, ws, ys, one, one, p).empty());
  conv<float>(p, x.data(), w.data(), y.data());
  CHECK(y == std::vector<float>{106, 108, 112, 114});
}

TEST_CASE("conv: stride 2 sums disjoint blocks, dilation 2 spreads the taps") {
  std::vector<double> x(16);
  std::iota(x.begin(), x.end(), 1.0);  // 4x4: 1..16
  std::vector<double> ones(4, 1.0);
  auto strided = run_conv<double>({"nchw", "fchw", "nfhw"}, {1, 1, 4, 4}, x, {1, 1, 2, 2}, ones,
                                  {1, 1, 2, 2}, {2, 2}, {1, 1});
  CHECK(strided == std::vector<double>{14, 22, 46, 54});

  // x = 5r + c on a 5x5 grid; taps at (0,0), (0,2), (2,0), (2,2) sum to 4(5i + j) + 24.
  std::vector<double> g(25);
  std::iota(g.begin(), g.end(), 0.0);
  auto dilated = run_conv<double>({"nchw", "fchw", "nfhw"}, {1, 1, 5, 5}, g, {1, 1, 2, 2}, ones,
                                  {1, 1, 3, 3}, {1, 1}, {2, 2});
  for (int i = 0; i < 3; ++i)
    for (int j = 0; j < 3; ++j) CHECK(dilated[size_t(i * 3 + j)] == 4 * (5 * i + j) + 24);
}

TEST_CASE("conv: nchw_fchw and nhwc_hwcf match a padded PyTorch-style oracle") {
  struct Case {
    TorchConv tc;
    const char* name;
  };
  const Case cases[] = {
      {{2, 3, 7, 6, 4, 3, 2, 1, 1, 0, 2, 1, 1, 2}, "non-square kernel, stride (2,1), dilation (1,2), padding"},
      {{1, 1, 5, 5, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1}, "1x1 kernel, one channel"},
      {{3, 5, 6, 8, 2, 3, 3, 1, 1, 1, 2, 2, 2, 2}, "stride 2 and dilation 2, five channels, batch 3"},
      {{1, 3, 9, 4, 5, 2, 4, 1, 0, 1, 3, 1, 1, 1}, "tall input, wide kernel, stride 3"},
  };
  for (const Case& c : cases) {
    CAPTURE(c.name);
    const TorchConv& t = c.tc;
    auto x = small_ints(size_t(t.n * t.c * t.h * t.w), 11);
    auto w = small_ints(size_t(t.f * t.c * t.kh * t.kw), 23);
    auto expected = t.run(x, w);
    std::vector<int64_t> in_shape = t.padded_shape(), w_shape{t.f, t.c, t.kh, t.kw},
                         out_shape{t.n, t.f, t.out_h(), t.out_w()};
    std::vector<int64_t> strides{t.stride_h, t.stride_w}, dil{t.dil_h, t.dil_w};
    auto padded = t.padded(x);
    CHECK(run_conv<float>({"nchw", "fchw", "nfhw"}, in_shape, padded, w_shape, w, out_shape,
                          strides, dil) == expected);
    CHECK(run_conv<int64_t>({"nchw", "fchw", "nfhw"}, in_shape, padded, w_shape, w, out_shape,
                            strides, dil) == expected);

    // The same convolution with channels last and an HWCF filter.
    std::vector<int64_t> nhwc_shape, hwcf_shape, nhwf_shape;
    auto x_nhwc = permute(padded, in_shape, {0, 2, 3, 1}, nhwc_shape);
    auto w_hwcf = permute(w, w_shape, {2, 3, 1, 0}, hwcf_shape);
    permute(expected, out_shape, {0, 2, 3, 1}, nhwf_shape);
    auto y_nhwf = run_conv<double>({"nhwc", "hwcf", "nhwf"}, nhwc_shape, x_nhwc, hwcf_shape,
                                   w_hwcf, nhwf_shape, strides, dil);
    CHECK(unpermute(y_nhwf, nhwf_shape, {0, 2, 3, 1}) == expected);

    // And with an FHWC filter (conv_2d_nhwc_fhwc).
    std::vector<int64_t> fhwc_shape;
    auto w_fhwc = permute(w, w_shape, {0, 2, 3, 1}, fhwc_shape);
    auto y_fhwc = run_conv<float>({"nhwc", "fhwc", "nhwf"}, nhwc_shape, x_nhwc, fhwc_shape,
                                  w_fhwc, nhwf_shape, strides, dil);
    CHECK(unpermute(y_fhwc, nhwf_shape, {0, 2, 3, 1}) == expected);
  }
}

TEST_CASE("conv: grouped and depthwise layouts match the oracle with groups") {
  // Grouped: 6 input channels in 2 groups, 4 output channels (2 per group).
  TorchConv g{2, 6, 5, 6, 4, 3, 2, 2, 1, 0, 1, 2, 1, 1};
  auto x = small_ints(size_t(g.n * g.c * g.h * g.w), 5);
  auto w = small_ints(size_t(g.f * (g.c / g.groups) * g.kh * g.kw), 7);
  auto expected = g.run(x, w);
  auto padded = g.padded(x);
  auto ps = g.padded_shape();
  // ngchw_gfchw views NCHW memory as [N, G, C/G, H, W] and the weights as [G, F/G, C/G, KH, KW].
  auto y = run_conv<float>({"ngchw", "gfchw", "ngfhw"}, {ps[0], 2, 3, ps[2], ps[3]}, padded,
                           {2, 2, 3, g.kh, g.kw}, w, {g.n, 2, 2, g.out_h(), g.out_w()},
                           {g.stride_h, g.stride_w}, {g.dil_h, g.dil_w});
  CHECK(y == expected);
  // fgchw swaps the weights' first two dims.
  std::vector<int64_t> fg_shape;
  auto w_fg = permute(w, {2, 2, 3, g.kh, g.kw}, {1, 0, 2, 3, 4}, fg_shape);
  CHECK(run_conv<double>({"ngchw", "fgchw", "ngfhw"}, {ps[0], 2, 3, ps[2], ps[3]}, padded, fg_shape,
                         w_fg, {g.n, 2, 2, g.out_h(), g.out_w()}, {g.stride_h, g.stride_w},
                         {g.dil_h, g.dil_w}) == expected);

  // Depthwise: one group per channel, weights [C, 1, KH, KW].
  for (int64_t channels : {1, 3, 5}) {
    CAPTURE(channels);
    TorchConv d{2, channels, 6, 5, channels, 2, 3, channels, 0, 1, 1, 2, 2, 1};
    auto dx = small_ints(size_t(d.n * d.c * d.h * d.w), 13);
    auto dw = small_ints(size_t(d.c * d.kh * d.kw), 17);
    auto want = d.run(dx, dw);
    auto dp = d.padded(dx);
    auto dps = d.padded_shape();
    std::vector<int64_t> out_shape{d.n, d.c, d.out_h(), d.out_w()};
    std::vector<int64_t> strides{d.stride_h, d.stride_w}, dil{d.dil_h, d.dil_w};
    CHECK(run_conv<float>({"nghw", "ghw", "nghw"}, dps, dp, {d.c, d.kh, d.kw}, dw, out_shape,
                          strides, dil) == want);
    std::vector<int64_t> nhwc, hwc, out_nhwc;
    auto x_nhwc = permute(dp, dps, {0, 2, 3, 1}, nhwc);
    auto w_hwc = permute(dw, {d.c, d.kh, d.kw}, {1, 2, 0}, hwc);
    permute(want, out_shape, {0, 2, 3, 1}, out_nhwc);
    auto y_nhwc = run_conv<int64_t>({"nhwg", "hwg", "nhwg"}, nhwc, x_nhwc, hwc, w_hwc, out_nhwc,
                                    strides, dil);
    CHECK(unpermute(y_nhwc, out_nhwc, {0, 2, 3, 1}) == want);
  }
}

TEST_CASE("conv: depthwise with a channel multiplier (nhwc_hwcm) is a grouped convolution") {
  // C = 2 channels, M = 3 outputs each: torch groups = 2, F = 6, weight [6, 1, KH, KW] where
  // output channel c*M + m uses hwcm[kh][kw][c][m].
  TorchConv t{1, 2, 4, 5, 6, 2, 2, 2};
  auto x = small_ints(size_t(t.n * t.c * t.h * t.w), 29);
  auto w = small_ints(size_t(t.f * t.kh * t.kw), 31);
  auto want = t.run(x, w);
  std::vector<int64_t> nhwc, hwcm, out_shape;
  auto x_nhwc = permute(x, {1, 2, 4, 5}, {0, 2, 3, 1}, nhwc);
  // weight [C*M, KH, KW] viewed as [C, M, KH, KW] -> [KH, KW, C, M]
  auto w_hwcm = permute(w, {2, 3, 2, 2}, {2, 3, 0, 1}, hwcm);
  // output [N, C*M, OH, OW] viewed as [N, C, M, OH, OW] -> [N, OH, OW, C, M]
  auto want_nhwcm = permute(want, {1, 2, 3, t.out_h(), t.out_w()}, {0, 3, 4, 1, 2}, out_shape);
  CHECK(run_conv<float>({"nhwg", "hwgf", "nhwgf"}, nhwc, x_nhwc, hwcm, w_hwcm, out_shape, {1, 1},
                        {1, 1}) == want_nhwcm);
}

TEST_CASE("conv: 1-d and 3-d layouts") {
  // conv_1d_ncw_fcw is the 2-d convolution of a one-row image.
  TorchConv t{2, 3, 1, 9, 2, 1, 3, 1, 0, 0, 1, 2, 1, 2};
  auto x = small_ints(size_t(2 * 3 * 9), 41);
  auto w = small_ints(size_t(2 * 3 * 3), 43);
  auto want = t.run(x, w);
  CHECK(run_conv<float>({"ncw", "fcw", "nfw"}, {2, 3, 9}, x, {2, 3, 3}, w, {2, 2, t.out_w()}, {2},
                        {2}) == want);

  // 3-d: x[d][h][w] = 100d + 10h + w, a 2x2x2 all-ones filter: each output is the sum of its
  // eight taps, 8 * x[od][oh][ow] + 4 * (100 + 10 + 1).
  std::vector<double> x3(4 * 4 * 4);
  for (int d = 0; d < 4; ++d)
    for (int h = 0; h < 4; ++h)
      for (int ww = 0; ww < 4; ++ww) x3[size_t(d * 16 + h * 4 + ww)] = 100 * d + 10 * h + ww;
  auto y3 = run_conv<double>({"ncdhw", "fcdhw", "nfdhw"}, {1, 1, 4, 4, 4}, x3, {1, 1, 2, 2, 2},
                             std::vector<double>(8, 1.0), {1, 1, 3, 3, 3}, {1, 1, 1}, {1, 1, 1});
  for (int d = 0; d < 3; ++d)
    for (int h = 0; h < 3; ++h)
      for (int ww = 0; ww < 3; ++ww)
        CHECK(y3[size_t(d * 9 + h * 3 + ww)] == 8 * (100 * d + 10 * h + ww) + 4 * 111);
}

TEST_CASE("conv: zero points are subtracted before multiplying") {
  TorchConv t{1, 2, 4, 4, 3, 2, 2};
  auto x = small_ints(32, 3), w = small_ints(24, 4);
  std::vector<double> xs(x), ws(w);
  for (auto& v : xs) v -= 5;  // input zero point 5
  for (auto& v : ws) v -= -2;  // filter zero point -2
  auto want = t.run(xs, ws);
  CHECK(run_conv<int64_t>({"nchw", "fchw", "nfhw"}, {1, 2, 4, 4}, x, {3, 2, 2, 2}, w,
                          {1, 3, 3, 3}, {1, 1}, {1, 1}, 5, -2) == want);
}

TEST_CASE("conv: integer accumulation wraps modulo 2^64 instead of overflowing") {
  std::vector<int64_t> x{int64_t(1) << 62, int64_t(1) << 62}, w{4, 4}, y{0};
  ConvProblem p;
  std::vector<int64_t> xs{1, 2, 1}, ws{1, 2, 1}, ys{1, 1, 1}, one{1};
  REQUIRE(make_conv_problem({"ncw", "fcw", "nfw"}, xs, ws, ys, one, one, p).empty());
  conv<int64_t>(p, x.data(), w.data(), y.data());
  CHECK(y[0] == 0);  // 2 * 2^64 wraps to 0
}

TEST_CASE("conv: make_conv_problem rejects shapes that do not fit") {
  ConvProblem p;
  std::vector<int64_t> one{1, 1}, two{2, 2};
  auto err = [&](std::vector<int64_t> in, std::vector<int64_t> f, std::vector<int64_t> out,
                 std::vector<int64_t> strides, std::vector<int64_t> dil) {
    return make_conv_problem({"nchw", "fchw", "nfhw"}, in, f, out, strides, dil, p);
  };
  CHECK(err({1, 3, 5, 5}, {2, 3, 3, 3}, {1, 2, 3, 3}, one, one).empty());
  CHECK(err({1, 3, 5, 5}, {2, 4, 3, 3}, {1, 2, 3, 3}, one, one).find("filter dim 1 is 4") !=
        std::string::npos);
  CHECK(err({1, 3, 5, 5}, {2, 3, 3, 3}, {1, 3, 3, 3}, one, one).find("output dim 1 is 3") !=
        std::string::npos);
  CHECK(err({2, 3, 5, 5}, {2, 3, 3, 3}, {1, 2, 3, 3}, one, one).find("output dim 0") !=
        std::string::npos);
  // Output 3 with filter 3 and stride 2 needs 2 * 2 + 2 + 1 = 7 rows.
  CHECK(err({1, 3, 5, 7}, {2, 3, 3, 3}, {1, 2, 3, 3}, two, one).find("needs at least 7") !=
        std::string::npos);
  CHECK(err({1, 3, 7, 7}, {2, 3, 3, 3}, {1, 2, 3, 3}, two, one).empty());
  CHECK(err({1, 3, 5, 5}, {2, 3, 3}, {1, 2, 3, 3}, one, one).find("rank") != std::string::npos);
  CHECK(err({1, 3, 5, 5}, {2, 3, 3, 3}, {1, 2, 3, 3}, {0, 1}, one).find("positive") !=
        std::string::npos);
  CHECK(err({1, 3, 5, 5}, {2, 3, 3, 3}, {1, 2, 3, 3}, one, {1}).find("dilations") !=
        std::string::npos);
  CHECK(err({1, 3, 5, 5}, {2, 3, 3, 3}, {1, 2, 1, 1},
            {std::numeric_limits<int64_t>::max(), 1}, one)
            .empty());  // one output row reads only the first window
  CHECK(err({1, 3, 5, 5}, {2, 3, 3, 3}, {1, 2, 2, 1},
            {std::numeric_limits<int64_t>::max(), 1}, one)
            .find("overflows") != std::string::npos);
}

namespace {

// Pooling from the definition, NCHW, with explicit index arithmetic.
std::vector<double> naive_pool(PoolKind kind, const std::vector<double>& x, int64_t n, int64_t c,
                               int64_t h, int64_t w, int64_t kh, int64_t kw, int64_t oh,
                               int64_t ow, int64_t sh, int64_t sw, int64_t dh, int64_t dw,
                               double init) {
  std::vector<double> y(size_t(n * c * oh * ow), init);
  for (int64_t b = 0; b < n; ++b)
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t i = 0; i < oh; ++i)
        for (int64_t j = 0; j < ow; ++j) {
          double& acc = y[size_t(((b * c + ch) * oh + i) * ow + j)];
          for (int64_t a = 0; a < kh; ++a)
            for (int64_t e = 0; e < kw; ++e) {
              double v = x[size_t(((b * c + ch) * h + i * sh + a * dh) * w + j * sw + e * dw)];
              if (kind == PoolKind::Sum) acc += v;
              else if (kind == PoolKind::Max) acc = std::max(acc, v);
              else acc = std::min(acc, v);
            }
        }
  (void)h;
  return y;
}

template <class T>
std::vector<double> run_pool(std::string_view layout, PoolKind kind,
                             const std::vector<int64_t>& in_shape, const std::vector<double>& in,
                             const std::vector<int64_t>& window,
                             const std::vector<int64_t>& out_shape, std::vector<int64_t> strides,
                             std::vector<int64_t> dilations, double init) {
  PoolProblem p;
  std::string err = make_pool_problem(layout, in_shape, window, out_shape, strides, dilations, p);
  REQUIRE_MESSAGE(err.empty(), err);
  std::vector<T> x = as<T>(in), y(size_t(numel(out_shape)), T(init));
  pool<T>(p, kind, x.data(), y.data());
  return std::vector<double>(y.begin(), y.end());
}

}  // namespace

TEST_CASE("pooling: hand-worked 2x2 windows with stride 2") {
  std::vector<double> x(16);
  std::iota(x.begin(), x.end(), 1.0);
  const double lowest = -std::numeric_limits<double>::infinity();
  CHECK(run_pool<float>("nchw", PoolKind::Max, {1, 1, 4, 4}, x, {2, 2}, {1, 1, 2, 2}, {2, 2},
                        {1, 1}, lowest) == std::vector<double>{6, 8, 14, 16});
  CHECK(run_pool<float>("nchw", PoolKind::Sum, {1, 1, 4, 4}, x, {2, 2}, {1, 1, 2, 2}, {2, 2},
                        {1, 1}, 0) == std::vector<double>{14, 22, 46, 54});
  CHECK(run_pool<int64_t>("nchw", PoolKind::Min, {1, 1, 4, 4}, x, {2, 2}, {1, 1, 2, 2}, {2, 2},
                          {1, 1}, 1000) == std::vector<double>{1, 3, 9, 11});
  // The initial output value takes part in the reduction.
  CHECK(run_pool<double>("nchw", PoolKind::Max, {1, 1, 4, 4}, x, {2, 2}, {1, 1, 2, 2}, {2, 2},
                         {1, 1}, 10) == std::vector<double>{10, 10, 14, 16});
}

TEST_CASE("pooling: nchw and nhwc match the naive definition with strides and dilations") {
  const int64_t n = 2, c = 3, h = 9, w = 8, kh = 3, kw = 2, sh = 2, sw = 1, dh = 1, dw = 3;
  const int64_t oh = (h - dh * (kh - 1) - 1) / sh + 1, ow = (w - dw * (kw - 1) - 1) / sw + 1;
  auto x = small_ints(size_t(n * c * h * w), 99);
  for (PoolKind kind : {PoolKind::Sum, PoolKind::Max, PoolKind::Min}) {
    double init = kind == PoolKind::Sum ? 0 : kind == PoolKind::Max ? -100 : 100;
    auto want = naive_pool(kind, x, n, c, h, w, kh, kw, oh, ow, sh, sw, dh, dw, init);
    CHECK(run_pool<float>("nchw", kind, {n, c, h, w}, x, {kh, kw}, {n, c, oh, ow}, {sh, sw},
                          {dh, dw}, init) == want);
    std::vector<int64_t> nhwc, out_nhwc;
    auto x_nhwc = permute(x, {n, c, h, w}, {0, 2, 3, 1}, nhwc);
    permute(want, {n, c, oh, ow}, {0, 2, 3, 1}, out_nhwc);
    auto y = run_pool<int64_t>("nhwc", kind, nhwc, x_nhwc, {kh, kw}, out_nhwc, {sh, sw}, {dh, dw},
                               init);
    CHECK(unpermute(y, out_nhwc, {0, 2, 3, 1}) == want);
  }
}

TEST_CASE("pooling: 1-d and 3-d layouts") {
  std::vector<double> x{3, 1, 4, 1, 5, 9, 2, 6};
  CHECK(run_pool<double>("ncw", PoolKind::Max, {1, 1, 8}, x, {3}, {1, 1, 3}, {2}, {1},
                         -1e9) == std::vector<double>{4, 5, 9});
  CHECK(run_pool<double>("nwc", PoolKind::Sum, {1, 8, 1}, x, {2}, {1, 4, 1}, {2}, {1}, 0) ==
        std::vector<double>{4, 5, 14, 8});
  // ndhwc sum over a 2x2x2 window of x = 100d + 10h + w with two channels (second = -first).
  std::vector<double> x3;
  for (int d = 0; d < 3; ++d)
    for (int h = 0; h < 3; ++h)
      for (int w = 0; w < 3; ++w)
        for (int ch = 0; ch < 2; ++ch) x3.push_back((ch ? -1 : 1) * (100 * d + 10 * h + w));
  auto y = run_pool<float>("ndhwc", PoolKind::Sum, {1, 3, 3, 3, 2}, x3, {2, 2, 2},
                           {1, 2, 2, 2, 2}, {1, 1, 1}, {1, 1, 1}, 0);
  for (int d = 0; d < 2; ++d)
    for (int h = 0; h < 2; ++h)
      for (int w = 0; w < 2; ++w) {
        double want = 8 * (100 * d + 10 * h + w) + 4 * 111;
        CHECK(y[size_t(((d * 2 + h) * 2 + w) * 2)] == want);
        CHECK(y[size_t(((d * 2 + h) * 2 + w) * 2 + 1)] == -want);
      }
}

TEST_CASE("pooling: float max and min propagate NaN and order signed zeros") {
  const float nan = std::numeric_limits<float>::quiet_NaN();
  PoolProblem p;
  std::vector<int64_t> in{1, 1, 4}, win{2}, out{1, 1, 2}, one{1}, two{2};
  REQUIRE(make_pool_problem("ncw", in, win, out, two, one, p).empty());
  std::vector<float> x{1, nan, -0.0f, 0.0f}, y{-INFINITY, -INFINITY};
  pool<float>(p, PoolKind::Max, x.data(), y.data());
  CHECK(std::isnan(y[0]));
  CHECK(y[1] == 0.0f);
  CHECK(!std::signbit(y[1]));
  std::vector<float> z{INFINITY, INFINITY};
  pool<float>(p, PoolKind::Min, x.data(), z.data());
  CHECK(std::isnan(z[0]));
  CHECK(std::signbit(z[1]));
}

TEST_CASE("pooling: unsigned instantiation compares as unsigned") {
  PoolProblem p;
  std::vector<int64_t> in{1, 1, 3}, win{3}, out{1, 1, 1}, one{1};
  REQUIRE(make_pool_problem("ncw", in, win, out, one, one, p).empty());
  std::vector<uint64_t> x{1, 0xFFFFFFFFull, 7}, y{0};
  pool<uint64_t>(p, PoolKind::Max, x.data(), y.data());
  CHECK(y[0] == 0xFFFFFFFFull);
}

TEST_CASE("pooling: make_pool_problem rejects shapes that do not fit") {
  PoolProblem p;
  std::vector<int64_t> one{1, 1};
  CHECK(make_pool_problem("nchw", std::vector<int64_t>{1, 2, 4, 4}, std::vector<int64_t>{2, 2},
                          std::vector<int64_t>{1, 3, 3, 3}, one, one, p)
            .find("channel dim 1 is 2 in the input but 3") != std::string::npos);
  CHECK(make_pool_problem("nchw", std::vector<int64_t>{1, 2, 4, 4}, std::vector<int64_t>{2, 2},
                          std::vector<int64_t>{1, 2, 4, 3}, one, one, p)
            .find("needs at least 5") != std::string::npos);
  CHECK(make_pool_problem("nchw", std::vector<int64_t>{1, 2, 4, 4}, std::vector<int64_t>{2},
                          std::vector<int64_t>{1, 2, 3, 3}, one, one, p)
            .find("window has rank 1") != std::string::npos);
  CHECK(make_pool_problem("nhwc", std::vector<int64_t>{1, 4, 4}, std::vector<int64_t>{2, 2},
                          std::vector<int64_t>{1, 3, 3}, one, one, p)
            .find("rank") != std::string::npos);
}

namespace {

// C[b][i][j] = init + sum_k (A[b][i][k] - azp) * (B[b][k][j] - bzp), plain row-major arrays.
std::vector<double> naive_bmm(const std::vector<double>& a, const std::vector<double>& b,
                              int64_t batch, int64_t m, int64_t n, int64_t k, double init,
                              double azp = 0, double bzp = 0) {
  std::vector<double> c(size_t(batch * m * n), init);
  for (int64_t bi = 0; bi < batch; ++bi)
    for (int64_t i = 0; i < m; ++i)
      for (int64_t j = 0; j < n; ++j)
        for (int64_t p = 0; p < k; ++p)
          c[size_t((bi * m + i) * n + j)] +=
              (a[size_t((bi * m + i) * k + p)] - azp) * (b[size_t((bi * k + p) * n + j)] - bzp);
  return c;
}

template <class T>
std::vector<double> run_matmul(const MatmulLayouts& l, const std::vector<int64_t>& as_,
                               const std::vector<double>& a, const std::vector<int64_t>& bs,
                               const std::vector<double>& b, const std::vector<int64_t>& cs,
                               double init, T azp = T(0), T bzp = T(0)) {
  MatmulProblem p;
  std::string err = make_matmul_problem(l, as_, bs, cs, p);
  REQUIRE_MESSAGE(err.empty(), err);
  std::vector<T> x = as<T>(a), y = as<T>(b), z(size_t(numel(cs)), T(init));
  matmul<T>(p, x.data(), y.data(), z.data(), azp, bzp);
  return std::vector<double>(z.begin(), z.end());
}

}  // namespace

TEST_CASE("matmul: hand-worked 2x3 times 3x2") {
  // [1 2 3; 4 5 6] * [7 8; 9 10; 11 12] = [58 64; 139 154]
  CHECK(run_matmul<float>({"mk", "kn", "mn"}, {2, 3}, {1, 2, 3, 4, 5, 6}, {3, 2},
                          {7, 8, 9, 10, 11, 12}, {2, 2}, 0) ==
        std::vector<double>{58, 64, 139, 154});
  // Accumulates into the initial output.
  CHECK(run_matmul<int64_t>({"mk", "kn", "mn"}, {2, 3}, {1, 2, 3, 4, 5, 6}, {3, 2},
                            {7, 8, 9, 10, 11, 12}, {2, 2}, 1) ==
        std::vector<double>{59, 65, 140, 155});
}

TEST_CASE("matmul: every layout of the family matches the naive triple loop") {
  const int64_t B = 3, M = 4, N = 5, K = 6;
  auto a = small_ints(size_t(B * M * K), 1), b = small_ints(size_t(B * K * N), 2);
  auto want = naive_bmm(a, b, B, M, N, K, 2.0);
  CHECK(run_matmul<float>({"bmk", "bkn", "bmn"}, {B, M, K}, a, {B, K, N}, b, {B, M, N}, 2.0) ==
        want);

  // Transposed operands: permute the inputs, the result is unchanged.
  std::vector<int64_t> bkm, bnk;
  auto at = permute(a, {B, M, K}, {0, 2, 1}, bkm);
  auto bt = permute(b, {B, K, N}, {0, 2, 1}, bnk);
  CHECK(run_matmul<double>({"bkm", "bkn", "bmn"}, bkm, at, {B, K, N}, b, {B, M, N}, 2.0) == want);
  CHECK(run_matmul<int64_t>({"bmk", "bnk", "bmn"}, {B, M, K}, a, bnk, bt, {B, M, N}, 2.0) ==
        want);

  // Single matrices are batch 1.
  std::vector<double> a0(a.begin(), a.begin() + M * K), b0(b.begin(), b.begin() + K * N);
  auto want0 = naive_bmm(a0, b0, 1, M, N, K, 0.0);
  CHECK(run_matmul<float>({"mk", "kn", "mn"}, {M, K}, a0, {K, N}, b0, {M, N}, 0.0) == want0);
  std::vector<int64_t> km, nk;
  CHECK(run_matmul<float>({"km", "kn", "mn"}, {K, M}, permute(a0, {M, K}, {1, 0}, km), {K, N}, b0,
                          {M, N}, 0.0) == want0);
  CHECK(run_matmul<float>({"mk", "nk", "mn"}, {M, K}, a0, {N, K}, permute(b0, {K, N}, {1, 0}, nk),
                          {M, N}, 0.0) == want0);

  // batch_reduce_matmul sums the batch products into one matrix.
  std::vector<double> reduced(size_t(M * N), 2.0);
  for (int64_t bi = 0; bi < B; ++bi)
    for (int64_t i = 0; i < M * N; ++i) reduced[size_t(i)] += want[size_t(bi * M * N + i)] - 2.0;
  CHECK(run_matmul<float>({"bmk", "bkn", "mn"}, {B, M, K}, a, {B, K, N}, b, {M, N}, 2.0) ==
        reduced);
}

TEST_CASE("matmul: matvec, vecmat, batch_matvec, batch_vecmat and dot") {
  const int64_t M = 3, K = 4;
  std::vector<double> A{1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}, x{1, -1, 2, 0};
  // A x = [1-2+6, 5-6+14, 9-10+22]
  CHECK(run_matmul<float>({"mk", "k", "m"}, {M, K}, A, {K}, x, {M}, 0) ==
        std::vector<double>{5, 13, 21});
  // y^T A with y = [1, 0, -1]: first row minus last row = [-8, -8, -8, -8]
  CHECK(run_matmul<int64_t>({"k", "kn", "n"}, {M}, {1, 0, -1}, {M, K}, A, {K}, 0) ==
        std::vector<double>{-8, -8, -8, -8});
  CHECK(run_matmul<double>({"k", "k", ""}, {K}, x, {K}, x, {}, 10) == std::vector<double>{16});
  // Batched: two copies of A, with x and -x.
  std::vector<double> AA(A);
  AA.insert(AA.end(), A.begin(), A.end());
  std::vector<double> xx(x);
  for (double v : x) xx.push_back(-v);
  CHECK(run_matmul<float>({"bmk", "bk", "bm"}, {2, M, K}, AA, {2, K}, xx, {2, M}, 0) ==
        std::vector<double>{5, 13, 21, -5, -13, -21});
  std::vector<double> yy{1, 0, -1, 0, 1, 0};
  CHECK(run_matmul<float>({"bk", "bkn", "bn"}, {2, M}, yy, {2, M, K}, AA, {2, K}, 0) ==
        std::vector<double>{-8, -8, -8, -8, 5, 6, 7, 8});
}

TEST_CASE("matmul: broadcast operand and zero points") {
  // An lhs without m is shared by every row.
  CHECK(run_matmul<float>({"k", "kn", "mn"}, {2}, {1, 2}, {2, 2}, {1, 2, 3, 4}, {3, 2}, 0) ==
        std::vector<double>{7, 10, 7, 10, 7, 10});
  const int64_t M = 3, N = 2, K = 5;
  auto a = small_ints(size_t(M * K), 8), b = small_ints(size_t(K * N), 9);
  CHECK(run_matmul<int64_t>({"mk", "kn", "mn"}, {M, K}, a, {K, N}, b, {M, N}, 0, 3, -1) ==
        naive_bmm(a, b, 1, M, N, K, 0, 3, -1));
}

TEST_CASE("matmul: make_matmul_problem rejects mismatched shapes") {
  MatmulProblem p;
  auto err = [&](std::vector<int64_t> a, std::vector<int64_t> b, std::vector<int64_t> c) {
    return make_matmul_problem({"mk", "kn", "mn"}, a, b, c, p);
  };
  CHECK(err({2, 3}, {3, 4}, {2, 4}).empty());
  CHECK(err({2, 3}, {5, 4}, {2, 4}).find("rhs dim 0 is 5 but lhs dim 1 is 3") != std::string::npos);
  CHECK(err({2, 3}, {3, 4}, {3, 4}).find("output dim 0 is 3 but lhs dim 0 is 2") !=
        std::string::npos);
  CHECK(err({2, 3, 1}, {3, 4}, {2, 4}).find("lhs has rank 3") != std::string::npos);
  CHECK(make_matmul_problem({"mn", "kn", "mn"}, std::vector<int64_t>{2, 3},
                            std::vector<int64_t>{3, 4}, std::vector<int64_t>{2, 4}, p)
            .find("malformed") != std::string::npos);
}

TEST_CASE("softmax: rows sum to one and match exp/sum along any axis") {
  // Shape 2x3x4, softmax over the middle axis (outer 2, axis 3, inner 4).
  std::vector<double> x(24);
  for (size_t i = 0; i < x.size(); ++i) x[i] = std::sin(double(i)) * 3;
  std::vector<double> y(24);
  softmax<double>(2, 3, 4, x.data(), y.data());
  for (int o = 0; o < 2; ++o)
    for (int i = 0; i < 4; ++i) {
      double denom = 0;
      for (int j = 0; j < 3; ++j) denom += std::exp(x[size_t(o * 12 + j * 4 + i)]);
      double sum = 0;
      for (int j = 0; j < 3; ++j) {
        size_t at = size_t(o * 12 + j * 4 + i);
        CHECK(y[at] == doctest::Approx(std::exp(x[at]) / denom).epsilon(1e-12));
        sum += y[at];
      }
      CHECK(sum == doctest::Approx(1.0).epsilon(1e-12));
    }
  std::vector<float> xf(x.begin(), x.end()), yf(24);
  softmax<float>(6, 4, 1, xf.data(), yf.data());  // last axis
  for (int r = 0; r < 6; ++r) {
    double denom = 0;
    for (int j = 0; j < 4; ++j) denom += std::exp(x[size_t(r * 4 + j)]);
    for (int j = 0; j < 4; ++j)
      CHECK(yf[size_t(r * 4 + j)] ==
            doctest::Approx(std::exp(x[size_t(r * 4 + j)]) / denom).epsilon(1e-6));
  }
}

TEST_CASE("softmax: large inputs do not overflow, NaN propagates") {
  std::vector<float> x{1000, 1001, 1002}, y(3);
  softmax<float>(1, 3, 1, x.data(), y.data());
  // Same as softmax of [0, 1, 2]: e^k / (1 + e + e^2).
  double denom = 1 + std::exp(1.0) + std::exp(2.0);
  CHECK(y[0] == doctest::Approx(1 / denom).epsilon(1e-6));
  CHECK(y[2] == doctest::Approx(std::exp(2.0) / denom).epsilon(1e-6));
  std::vector<float> z{1, std::numeric_limits<float>::quiet_NaN(), 2}, w(3);
  softmax<float>(1, 3, 1, z.data(), w.data());
  CHECK(std::isnan(w[0]));
}

TEST_CASE("pack: hand-worked 4x5 into 2x2 tiles with padding, and back") {
  PackLayout l{{4, 5}, {0, 1}, {2, 2}, {}};
  REQUIRE(check_pack_layout(l).empty());
  CHECK(packed_shape(l) == std::vector<int64_t>{2, 3, 2, 2});
  CHECK(pack_needs_padding(l));
  std::vector<double> x(20);
  std::iota(x.begin(), x.end(), 0.0);  // x[r][c] = 5r + c
  std::vector<double> packed(24, -1);
  pack<double>(l, x.data(), packed.data(), 99.0);
  // Tile (0, 0) is rows 0-1, cols 0-1: [0 1; 5 6]. Tile (1, 2) is rows 2-3, col 4 then padding.
  CHECK(std::vector<double>(packed.begin(), packed.begin() + 4) == std::vector<double>{0, 1, 5, 6});
  CHECK(std::vector<double>(packed.begin() + 20, packed.end()) ==
        std::vector<double>{14, 99, 19, 99});
  std::vector<double> back(20, -1);
  unpack<double>(l, packed.data(), back.data());
  CHECK(back == x);
}

TEST_CASE("pack: outer_dims_perm and a single tiled dim") {
  // 3x4 tiled along dim 1 by 2 -> outer [3, 2], perm [1, 0] -> packed [2, 3, 2].
  PackLayout l{{3, 4}, {1}, {2}, {1, 0}};
  REQUIRE(check_pack_layout(l).empty());
  CHECK(packed_shape(l) == std::vector<int64_t>{2, 3, 2});
  CHECK(!pack_needs_padding(l));
  std::vector<int64_t> x(12);
  std::iota(x.begin(), x.end(), 0);  // x[r][c] = 4r + c
  std::vector<int64_t> packed(12);
  pack<int64_t>(l, x.data(), packed.data(), 0);
  // packed[j][r][t] = x[r][2j + t]
  for (int j = 0; j < 2; ++j)
    for (int r = 0; r < 3; ++r)
      for (int t = 0; t < 2; ++t) CHECK(packed[size_t((j * 3 + r) * 2 + t)] == 4 * r + 2 * j + t);
}

TEST_CASE("pack: round trip over random layouts restores the tensor") {
  const PackLayout layouts[] = {
      {{5, 7, 3}, {2, 0}, {2, 3}, {2, 0, 1}},
      {{6, 4}, {0}, {4}, {}},
      {{2, 3, 4}, {}, {}, {1, 2, 0}},
      {{1, 9}, {1, 0}, {4, 1}, {1, 0}},
  };
  for (const PackLayout& l : layouts) {
    REQUIRE(check_pack_layout(l).empty());
    auto x = small_ints(size_t(numel(l.unpacked_shape)), 77);
    std::vector<float> xf(x.begin(), x.end());
    std::vector<float> packed(size_t(numel(packed_shape(l))), 1234.0f);
    pack<float>(l, xf.data(), packed.data(), 0.5f);
    // Every packed element is a source value or the padding value, and there is no stale
    // element left.
    size_t pads = 0;
    for (float v : packed) pads += v == 0.5f;
    CHECK(packed.size() - pads == xf.size());
    std::vector<float> back(xf.size(), 1234.0f);
    unpack<float>(l, packed.data(), back.data());
    CHECK(back == xf);
  }
}

TEST_CASE("pack: a tile larger than its dim is one padded tile, even a huge one") {
  PackLayout l{{3}, {0}, {std::numeric_limits<int64_t>::max()}, {}};
  REQUIRE(check_pack_layout(l).empty());
  CHECK(packed_shape(l) == std::vector<int64_t>{1, std::numeric_limits<int64_t>::max()});
  PackLayout small{{3}, {0}, {5}, {}};
  std::vector<double> x{1, 2, 3}, packed(5);
  pack<double>(small, x.data(), packed.data(), -1.0);
  CHECK(packed == std::vector<double>{1, 2, 3, -1, -1});
}

TEST_CASE("pack: check_pack_layout rejects malformed attributes") {
  CHECK(check_pack_layout({{4, 4}, {0, 0}, {2, 2}, {}}).find("twice") != std::string::npos);
  CHECK(check_pack_layout({{4, 4}, {2}, {2}, {}}).find("not a dim") != std::string::npos);
  CHECK(check_pack_layout({{4, 4}, {0}, {0}, {}}).find("positive") != std::string::npos);
  CHECK(check_pack_layout({{4, 4}, {0}, {2, 2}, {}}).find("inner_tiles has 2") !=
        std::string::npos);
  CHECK(check_pack_layout({{4, 4}, {0}, {2}, {0, 0}}).find("permutation") != std::string::npos);
  CHECK(check_pack_layout({{4, 4}, {0}, {2}, {0}}).find("outer_dims_perm has 1") !=
        std::string::npos);
}
