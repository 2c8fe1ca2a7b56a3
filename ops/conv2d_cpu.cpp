#include "ops/conv2d_cpu.h"

#include <algorithm>
#include <cstring>
#include <stdexcept>

#include "ops/conv2d_blocked.h"
#include "ops/conv2d_depthwise.h"
#include "ops/conv2d_direct.h"
#include "ops/conv2d_grouped.h"
#include "ops/conv2d_winograd.h"
#include "ops/layout.h"

namespace linrt::ops::cpu {

struct Conv2dWeights {
  std::vector<PackedPanels> groups;    // GEMM paths, per group: A (NCHW, F x K) or B (NHWC, K x F)
  std::vector<PackedPanels> winograd;  // Winograd: the 36 (F(4,3)) or 16 (F(2,3)) transformed C x F filters
  std::vector<float> direct;           // direct: the FCHW weights as given
  std::vector<float> depthwise;        // depthwise: depthwise_prepare's layout
  std::vector<float> blocked;          // blocked direct: blocked_conv_prepare's layout
  std::vector<float> grouped;          // narrow groups: grouped_prepare's layout
};

namespace {

// Where a GEMM tile of a conv output lies in the whole output tensor: flat index of row 0,
// column 0 of this group and image, and the distance between rows.
struct RunOffsets {
  const OutputRunFn* finished;
  int64_t flat0;
  int64_t row_stride;
};


int64_t ceil_div(int64_t a, int64_t b) { return (a + b - 1) / b; }

// The implicit im2col matrix of one NCHW image and group, seen as the GEMM's B operand:
// outer index = output pixel p = (oh, ow), depth = (c, kh, kw). Panels are gathered straight
// from the unpadded input; taps that fall into the padding are zero.
class NchwColumns final : public PanelSource {
 public:
  NchwColumns(const Conv2dParams& p, const float* image_group)
      : p_(p), in_(image_group), oh_(p.out_h()), ow_(p.out_w()) {}

  void pack(int64_t outer0, int64_t count, int64_t depth0, int64_t depth_count, int panel,
            float* dst) const override {
    const int64_t pixels = oh_ * ow_;
    const int64_t taps = p_.kernel_h * p_.kernel_w;
    constexpr int kMaxPanel = 64;
    int64_t ih0[kMaxPanel], iw0[kMaxPanel];
    for (int64_t pi = 0; pi < ceil_div(count, panel); ++pi) {
      const int64_t p_begin = outer0 + pi * panel;
      const int valid = int(std::clamp<int64_t>(std::min(outer0 + count, pixels) - p_begin, 0, panel));
      for (int j = 0; j < valid; ++j) {
        const int64_t pix = p_begin + j;
        ih0[j] = (pix / ow_) * p_.stride_h - p_.pad_top;
        iw0[j] = (pix % ow_) * p_.stride_w - p_.pad_left;
      }
      // A panel lying inside one output row at stride 1 reads consecutive input columns.
      const bool one_row_unit_stride =
          p_.stride_w == 1 && valid == panel && (p_begin % ow_) + panel <= ow_;
      float* out = dst + pi * depth_count * panel;
      int64_t c = (depth0) / taps, tap = depth0 % taps;
      for (int64_t d = 0; d < depth_count; ++d, out += panel) {
        const int64_t kh = tap / p_.kernel_w, kw = tap % p_.kernel_w;
        const float* plane = in_ + c * p_.in_h * p_.in_w;
        const int64_t dy = kh * p_.dilation_h, dx = kw * p_.dilation_w;
        const int64_t ih = ih0[0] + dy, iw = iw0[0] + dx;
        if (one_row_unit_stride && ih >= 0 && ih < p_.in_h && iw >= 0 && iw + panel <= p_.in_w) {
          std::memcpy(out, plane + ih * p_.in_w + iw, sizeof(float) * panel);
        } else {
          for (int j = 0; j < panel; ++j) {
            float v = 0.0f;
            if (j < valid) {
              const int64_t y = ih0[j] + dy, x = iw0[j] + dx;
              if (y >= 0 && y < p_.in_h && x >= 0 && x < p_.in_w) v = plane[y * p_.in_w + x];
            }
            out[j] = v;
          }
        }
        if (++tap == taps) {
          tap = 0;
          ++c;
        }
      }
    }
  }

 private:
  const Conv2dParams& p_;
  const float* in_;  // the image's first channel of the group
  int64_t oh_, ow_;
};

// The implicit im2col matrix of one NHWC image and group, seen as the GEMM's A operand:
// outer index = output pixel, depth = (kh, kw, c); runs of channels are contiguous in the input.
class NhwcRows final : public PanelSource {
 public:
  NhwcRows(const Conv2dParams& p, const float* image_group)
      : p_(p), in_(image_group), oh_(p.out_h()), ow_(p.out_w()),
        group_channels_(p.in_channels / p.groups) {}

  void pack(int64_t outer0, int64_t count, int64_t depth0, int64_t depth_count, int panel,
            float* dst) const override {
    const int64_t pixels = oh_ * ow_;
    const int64_t cg = group_channels_;
    for (int64_t pi = 0; pi < ceil_div(count, panel); ++pi) {
      float* out = dst + pi * depth_count * panel;
      for (int j = 0; j < panel; ++j) {
        const int64_t pix = outer0 + pi * panel + j;
        if (pix >= std::min(outer0 + count, pixels)) {
          for (int64_t d = 0; d < depth_count; ++d) out[d * panel + j] = 0.0f;
          continue;
        }
        const int64_t ih0 = (pix / ow_) * p_.stride_h - p_.pad_top;
        const int64_t iw0 = (pix % ow_) * p_.stride_w - p_.pad_left;
        for (int64_t d = 0; d < depth_count;) {
          const int64_t k = depth0 + d;
          const int64_t tap = k / cg, c = k % cg;
          const int64_t run = std::min(cg - c, depth_count - d);
          const int64_t y = ih0 + (tap / p_.kernel_w) * p_.dilation_h;
          const int64_t x = iw0 + (tap % p_.kernel_w) * p_.dilation_w;
          float* o = out + d * panel + j;
          if (y >= 0 && y < p_.in_h && x >= 0 && x < p_.in_w) {
            const float* src = in_ + (y * p_.in_w + x) * p_.in_channels + c;
            for (int64_t t = 0; t < run; ++t) o[t * panel] = src[t];
          } else {
            for (int64_t t = 0; t < run; ++t) o[t * panel] = 0.0f;
          }
          d += run;
        }
      }
    }
  }

 private:
  const Conv2dParams& p_;
  const float* in_;  // the image's first channel of the group
  int64_t oh_, ow_, group_channels_;
};

}  // namespace

int64_t Conv2dParams::out_h() const {
  return (in_h + pad_top + pad_bottom - dilation_h * (kernel_h - 1) - 1) / stride_h + 1;
}
int64_t Conv2dParams::out_w() const {
  return (in_w + pad_left + pad_right - dilation_w * (kernel_w - 1) - 1) / stride_w + 1;
}

std::vector<int64_t> Conv2dParams::input_shape() const {
  if (layout == ConvLayout::Nchw) return {batch, in_channels, in_h, in_w};
  return {batch, in_h, in_w, in_channels};
}
std::vector<int64_t> Conv2dParams::weight_shape() const {
  if (layout == ConvLayout::Nchw) return {out_channels, in_channels / groups, kernel_h, kernel_w};
  return {kernel_h, kernel_w, in_channels / groups, out_channels};
}
std::vector<int64_t> Conv2dParams::output_shape() const {
  if (layout == ConvLayout::Nchw) return {batch, out_channels, out_h(), out_w()};
  return {batch, out_h(), out_w(), out_channels};
}

std::string check_conv2d(const Conv2dParams& p) {
  if (p.batch < 0 || p.in_channels < 1 || p.in_h < 0 || p.in_w < 0 || p.out_channels < 1 ||
      p.kernel_h < 1 || p.kernel_w < 1)
    return "extents must be positive (channels, kernel) or non-negative (batch, spatial)";
  if (p.groups < 1 || p.in_channels % p.groups != 0 || p.out_channels % p.groups != 0)
    return "groups (" + std::to_string(p.groups) + ") must divide the input channels (" +
           std::to_string(p.in_channels) + ") and output channels (" +
           std::to_string(p.out_channels) + ")";
  if (p.stride_h < 1 || p.stride_w < 1 || p.dilation_h < 1 || p.dilation_w < 1)
    return "strides and dilations must be positive";
  if (p.pad_top < 0 || p.pad_left < 0 || p.pad_bottom < 0 || p.pad_right < 0)
    return "padding must be non-negative";
  if ((p.blocked_input || p.blocked_output) && p.layout != ConvLayout::Nchw)
    return "the blocked channel layout is a form of NCHW";
  if (p.in_h + p.pad_top + p.pad_bottom < p.dilation_h * (p.kernel_h - 1) + 1 ||
      p.in_w + p.pad_left + p.pad_right < p.dilation_w * (p.kernel_w - 1) + 1)
    return "the padded input is smaller than the dilated kernel";
  return {};
}

namespace {

bool pointwise(const Conv2dParams& p) {
  return p.kernel_h == 1 && p.kernel_w == 1 && p.stride_h == 1 && p.stride_w == 1 && p.pad_top == 0 &&
         p.pad_left == 0 && p.pad_bottom == 0 && p.pad_right == 0;
}

// A blocked side whose last channel block is padded (ops/layout.h): Winograd and the direct
// kernel read and write whole blocks only; the depthwise and blocked direct kernels take the
// padding in, and the GEMMs run on converted copies.
bool padded_side(const Conv2dParams& p) {
  return (p.blocked_input && p.in_channels % ref::kChannelBlock != 0) ||
         (p.blocked_output && p.out_channels % ref::kChannelBlock != 0);
}

bool applies(Conv2dAlgorithm a, const Conv2dParams& p) {
  switch (a) {
    case Conv2dAlgorithm::Depthwise: return depthwise_conv_applies(p);
    case Conv2dAlgorithm::Grouped: return grouped_conv_applies(p);
    case Conv2dAlgorithm::WinogradF43: return !padded_side(p) && winograd_f43_applies(p);
    case Conv2dAlgorithm::WinogradF23: return !padded_side(p) && winograd_f23_applies(p);
    case Conv2dAlgorithm::Direct: return !padded_side(p) && direct_conv_applies(p);
    case Conv2dAlgorithm::Blocked: return blocked_conv_applies(p);
    case Conv2dAlgorithm::Gemm1x1: return pointwise(p);
    case Conv2dAlgorithm::ImplicitGemm: return true;
  }
  return false;
}

}  // namespace

Conv2d::Conv2d(const Conv2dParams& p, Isa isa) : p_(p), isa_(isa) {
  if (std::string err = check_conv2d(p); !err.empty()) throw std::invalid_argument(err);
  algorithm_ = Conv2dAlgorithm::ImplicitGemm;
  if (applies(Conv2dAlgorithm::WinogradF23, p) && winograd_f23_preferred(p)) {
    algorithm_ = Conv2dAlgorithm::WinogradF23;
    return;
  }
  // In order of preference.
  for (Conv2dAlgorithm a : {Conv2dAlgorithm::Depthwise, Conv2dAlgorithm::Grouped, Conv2dAlgorithm::WinogradF43, Conv2dAlgorithm::Direct,
                            Conv2dAlgorithm::Blocked, Conv2dAlgorithm::Gemm1x1})
    if (applies(a, p)) {
      algorithm_ = a;
      break;
    }
}

Conv2d::Conv2d(const Conv2dParams& p, Isa isa, Conv2dAlgorithm algorithm) : p_(p), isa_(isa), algorithm_(algorithm) {
  if (std::string err = check_conv2d(p); !err.empty()) throw std::invalid_argument(err);
  if (!applies(algorithm, p)) throw std::invalid_argument("the requested algorithm does not apply to this conv");
}

Conv2d::~Conv2d() = default;

std::string Conv2d::name() const {
  const char* algo = algorithm_ == Conv2dAlgorithm::WinogradF43   ? "winograd_f43"
                     : algorithm_ == Conv2dAlgorithm::WinogradF23 ? "winograd_f23"
                     : algorithm_ == Conv2dAlgorithm::Direct    ? "direct"
                     : algorithm_ == Conv2dAlgorithm::Depthwise ? "depthwise"
                     : algorithm_ == Conv2dAlgorithm::Grouped   ? "grouped"
                     : algorithm_ == Conv2dAlgorithm::Blocked   ? "blocked"
                     : algorithm_ == Conv2dAlgorithm::Gemm1x1   ? "gemm_1x1"
                                                                : "implicit_gemm";
  return std::string("conv2d.") + algo + "." + std::string(isa_name(isa_));
}

std::shared_ptr<const Conv2dWeights> Conv2d::prepare_weights(const float* weight) const {
  auto w = std::make_shared<Conv2dWeights>();
  if (algorithm_ == Conv2dAlgorithm::WinogradF43 || algorithm_ == Conv2dAlgorithm::WinogradF23) {
    w->winograd = algorithm_ == Conv2dAlgorithm::WinogradF43 ? winograd_f43_prepare(p_, weight, isa_)
                                                              : winograd_f23_prepare(p_, weight, isa_);
    return w;
  }
  if (algorithm_ == Conv2dAlgorithm::Depthwise) {
    w->depthwise = depthwise_prepare(p_, weight);
    return w;
  }
  if (algorithm_ == Conv2dAlgorithm::Blocked) {
    w->blocked = blocked_conv_prepare(p_, weight);
    return w;
  }
  if (algorithm_ == Conv2dAlgorithm::Grouped) {
    w->grouped = grouped_prepare(p_, weight);
    return w;
  }
  if (algorithm_ == Conv2dAlgorithm::Direct) {
    w->direct.assign(weight, weight + p_.out_channels * p_.in_channels * p_.kernel_h * p_.kernel_w);
    return w;
  }
  const int64_t fg = p_.out_channels / p_.groups;
  const int64_t k = (p_.in_channels / p_.groups) * p_.kernel_h * p_.kernel_w;
  for (int64_t g = 0; g < p_.groups; ++g) {
    if (p_.layout == ConvLayout::Nchw) {
      // FCHW rows of one group are the F x K matrix A.
      MatrixView a{weight + g * fg * k, k, 1};
      w->groups.push_back(pack_panels(a, fg, k, gemm_mr(isa_)));
    } else {
      // HWCF is the K x F matrix B (of all groups side by side); panels want it as F x K.
      MatrixView b_t{weight + g * fg, 1, p_.out_channels};
      w->groups.push_back(pack_panels(b_t, fg, k, gemm_nr(isa_)));
    }
  }
  return w;
}

bool Conv2d::takes_stores(const StoreEpilogue& stores) const {
  if (algorithm_ == Conv2dAlgorithm::Depthwise) return !stores.residual;
  return algorithm_ == Conv2dAlgorithm::Blocked && (!stores.residual || p_.blocked_output);
}

bool Conv2d::takes_prologue() const { return algorithm_ == Conv2dAlgorithm::Blocked && blocked_conv_takes_prologue(p_); }

void Conv2d::run(const float* input, const Conv2dWeights& weights, const float* bias, float* output,
                 const OutputRunFn& finished, int threads, const StoreEpilogue* stores,
                 const ChannelPrologue* prologue) const {
  if (stores && !takes_stores(*stores)) throw std::invalid_argument("Conv2d::run: " + name() + " does not take this store epilogue");
  if (prologue && !takes_prologue()) throw std::invalid_argument("Conv2d::run: " + name() + " takes no input prologue");
  if ((p_.blocked_input || p_.blocked_output) && (algorithm_ == Conv2dAlgorithm::Gemm1x1 ||
                                                   algorithm_ == Conv2dAlgorithm::ImplicitGemm)) {
    // The GEMM algorithms run on NCHW copies (the planner blocks few such convs: those between
    // blocked neighbours); the epilogue then runs over the blocked output.
    thread_local std::vector<float> plain_in, plain_out;
    Conv2dParams plain = p_;
    plain.blocked_input = plain.blocked_output = false;
    const Conv2d conv(plain, isa_, algorithm_);
    const int64_t in_hw = p_.in_h * p_.in_w, out_hw = p_.out_h() * p_.out_w();
    if (p_.blocked_input) {
      plain_in.resize(size_t(p_.batch * p_.in_channels * in_hw));
      ref::blocked_to_nchw(input, p_.batch, p_.in_channels, in_hw, plain_in.data());
      input = plain_in.data();
    }
    if (!p_.blocked_output) {
      conv.run(input, weights, bias, output, finished, threads);
      return;
    }
    plain_out.resize(size_t(p_.batch * p_.out_channels * out_hw));
    conv.run(input, weights, bias, plain_out.data(), {}, threads);
    ref::nchw_to_blocked(plain_out.data(), p_.batch, p_.out_channels, out_hw, output);
    if (finished) finished(output, 0, p_.batch * ref::blocked_channels(p_.out_channels) * out_hw);
    return;
  }
  if (algorithm_ == Conv2dAlgorithm::WinogradF43) {
    winograd_f43_run(p_, isa_, weights.winograd, input, bias, output, finished, threads);
    return;
  }
  if (algorithm_ == Conv2dAlgorithm::WinogradF23) {
    winograd_f23_run(p_, isa_, weights.winograd, input, bias, output, finished, threads);
    return;
  }
  if (algorithm_ == Conv2dAlgorithm::Depthwise) {
    depthwise_conv_run(p_, isa_, weights.depthwise.data(), input, bias, output, finished, threads,
                       stores ? &stores->act : nullptr);
    return;
  }
  if (algorithm_ == Conv2dAlgorithm::Blocked) {
    blocked_conv_run(p_, isa_, weights.blocked.data(), input, bias, output, finished, threads, stores, prologue);
    return;
  }
  if (algorithm_ == Conv2dAlgorithm::Grouped) {
    grouped_conv_run(p_, isa_, weights.grouped.data(), input, bias, output, finished, threads);
    return;
  }
  if (algorithm_ == Conv2dAlgorithm::Direct) {
    direct_conv_run(p_, isa_, weights.direct.data(), input, bias, output, finished, threads);
    return;
  }
  const int64_t cg = p_.in_channels / p_.groups, fg = p_.out_channels / p_.groups;
  const int64_t pixels = p_.out_h() * p_.out_w();
  const int64_t in_image = p_.in_channels * p_.in_h * p_.in_w;
  const int64_t out_image = p_.out_channels * pixels;
  const int64_t k = cg * p_.kernel_h * p_.kernel_w;
  for (int64_t n = 0; n < p_.batch; ++n) {
    for (int64_t g = 0; g < p_.groups; ++g) {
      GemmCall call;
      call.k = k;
      const int64_t out_base = n * out_image;
      if (p_.layout == ConvLayout::Nchw) {
        // out[f][p] = W[f][k] * cols[k][p]
        const float* image = input + n * in_image + g * cg * p_.in_h * p_.in_w;
        call.m = fg;
        call.n = pixels;
        call.a.packed = &weights.groups[size_t(g)];
        call.c = output + out_base + g * fg * pixels;
        call.ldc = pixels;
        if (bias) call.bias_rows = bias + g * fg;
        // The callable captures one pointer, so std::function keeps it inline: no heap
        // allocation per call in the steady state.
        const RunOffsets offsets{&finished, out_base + g * fg * pixels, pixels};
        if (finished) call.finished = [o = &offsets](float* data, int64_t row, int64_t col, int64_t count) {
          (*o->finished)(data, o->flat0 + row * o->row_stride + col, count);
        };
        if (algorithm_ == Conv2dAlgorithm::Gemm1x1) {
          ViewPanelSource source(MatrixView{image, 1, pixels}, pixels);
          call.b.source = &source;
          gemm(isa_, call, threads);
        } else {
          NchwColumns source(p_, image);
          call.b.source = &source;
          gemm(isa_, call, threads);
        }
      } else {
        // out[p][f] = rows[p][k] * W[k][f]
        const float* image = input + n * in_image + g * cg;
        call.m = pixels;
        call.n = fg;
        call.b.packed = &weights.groups[size_t(g)];
        call.c = output + out_base + g * fg;
        call.ldc = p_.out_channels;
        if (bias) call.bias_cols = bias + g * fg;
        const RunOffsets offsets{&finished, out_base + g * fg, p_.out_channels};
        if (finished) call.finished = [o = &offsets](float* data, int64_t row, int64_t col, int64_t count) {
          (*o->finished)(data, o->flat0 + row * o->row_stride + col, count);
        };
        if (algorithm_ == Conv2dAlgorithm::Gemm1x1) {
          call.a.in_place = MatrixView{image, p_.in_channels, 1};  // pixels x channels
          gemm(isa_, call, threads);
        } else {
          NhwcRows source(p_, image);
          call.a.source = &source;
          gemm(isa_, call, threads);
        }
      }
    }
  }
}

}  // namespace linrt::ops::cpu
