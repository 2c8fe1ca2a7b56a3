#include "ops/conv_transpose2d_cpu.h"

#include <algorithm>
#include <cstring>

#include "ops/isa_kernels.h"

namespace linrt::ops::cpu {

namespace {

// The phases of one axis: output index o = phase + stride * j reads spread index
// o + k * dilation - pad, an input index when that is a multiple of the stride.
std::vector<TransposedPhase> phases(int64_t out, int64_t kernel, int64_t stride, int64_t dilation, int64_t pad) {
  std::vector<TransposedPhase> all(static_cast<size_t>(stride));
  for (int64_t ph = 0; ph < stride; ++ph) {
    TransposedPhase& p = all[size_t(ph)];
    p.outputs = ph < out ? (out - ph + stride - 1) / stride : 0;
    for (int64_t k = 0; k < kernel; ++k) {
      const int64_t at = ph + k * dilation - pad;
      if (((at % stride) + stride) % stride != 0) continue;
      p.taps.push_back(k);
      p.offsets.push_back(at / stride);  // exact, so truncation is floor
    }
  }
  return all;
}

// The implicit im2col matrix of one phase of one image and group, as the GEMM's B operand:
// outer index = the phase's output pixel (jy, jx), depth = (c, tap y, tap x); taps that read
// outside the input are zero.
class PhaseColumns final : public PanelSource {
 public:
  PhaseColumns(const ConvTranspose2dParams& p, const TransposedPhase& rows, const TransposedPhase& cols,
               const float* image_group)
      : p_(p), rows_(rows), cols_(cols), in_(image_group) {}

  void pack(int64_t outer0, int64_t count, int64_t depth0, int64_t depth_count, int panel, float* dst) const override {
    const int64_t jx_count = cols_.outputs, pixels = rows_.outputs * jx_count;
    const int64_t ty_count = int64_t(rows_.taps.size()), tx_count = int64_t(cols_.taps.size());
    for (int64_t pi = 0; pi * panel < count; ++pi) {
      const int64_t begin = outer0 + pi * panel;
      const int64_t valid = std::clamp<int64_t>(std::min(outer0 + count, pixels) - begin, 0, panel);
      float* out = dst + pi * depth_count * panel;
      for (int64_t d = depth0; d < depth0 + depth_count; ++d, out += panel) {
        const int64_t c = d / (ty_count * tx_count), ty = d / tx_count % ty_count, tx = d % tx_count;
        const float* plane = in_ + c * p_.in_h * p_.in_w;
        const int64_t dy = rows_.offsets[size_t(ty)], dx = cols_.offsets[size_t(tx)];
        // The panel's pixels in runs along one output row: each run reads consecutive input
        // columns, those outside the input being zero.
        for (int64_t j = 0; j < valid;) {
          const int64_t jy = (begin + j) / jx_count, jx = (begin + j) % jx_count;
          const int64_t run = std::min(valid - j, jx_count - jx), y = jy + dy, x0 = jx + dx;
          float* to = out + j;
          j += run;
          if (y < 0 || y >= p_.in_h) {
            std::fill_n(to, run, 0.0f);
            continue;
          }
          const int64_t lo = std::clamp<int64_t>(-x0, 0, run), hi = std::clamp<int64_t>(p_.in_w - x0, lo, run);
          std::fill_n(to, lo, 0.0f);
          std::memcpy(to + lo, plane + y * p_.in_w + x0 + lo, sizeof(float) * size_t(hi - lo));
          std::fill_n(to + hi, run - hi, 0.0f);
        }
        std::fill_n(out + valid, panel - valid, 0.0f);
      }
    }
  }

 private:
  const ConvTranspose2dParams& p_;
  const TransposedPhase& rows_;
  const TransposedPhase& cols_;
  const float* in_;  // the image's first channel of the group
};

}  // namespace

std::string check_conv_transpose2d(const ConvTranspose2dParams& p) {
  if (p.batch < 1 || p.in_channels < 1 || p.in_h < 1 || p.in_w < 1 || p.out_channels < 1 || p.out_h < 1 ||
      p.out_w < 1 || p.kernel_h < 1 || p.kernel_w < 1)
    return "extents must be positive";
  if (p.stride_h < 1 || p.stride_w < 1 || p.dilation_h < 1 || p.dilation_w < 1)
    return "strides and dilations must be positive";
  if (p.groups < 1 || p.in_channels % p.groups != 0 || p.out_channels % p.groups != 0)
    return "the channels must split into the groups";
  return {};
}

ConvTranspose2d::ConvTranspose2d(const ConvTranspose2dParams& p, Isa isa)
    : p_(p),
      isa_(isa),
      rows_(phases(p.out_h, p.kernel_h, p.stride_h, p.dilation_h, p.pad_top)),
      cols_(phases(p.out_w, p.kernel_w, p.stride_w, p.dilation_w, p.pad_left)) {}

std::shared_ptr<const ConvTranspose2dWeights> ConvTranspose2d::prepare_weights(const float* weight) const {
  auto w = std::make_shared<ConvTranspose2dWeights>();
  const int64_t cg = p_.in_channels / p_.groups, fg = p_.out_channels / p_.groups;
  std::vector<float> a;
  for (int64_t g = 0; g < p_.groups; ++g)
    for (const TransposedPhase& rows : rows_)
      for (const TransposedPhase& cols : cols_) {
        const int64_t k = cg * int64_t(rows.taps.size() * cols.taps.size());
        if (k == 0) {
          w->panels.emplace_back();
          continue;
        }
        // A[f][(c, ty, tx)] = W[g*fg + f][c][taps_y[ty]][taps_x[tx]]
        a.assign(size_t(fg * k), 0.0f);
        float* at = a.data();
        for (int64_t f = 0; f < fg; ++f)
          for (int64_t c = 0; c < cg; ++c)
            for (int64_t ky : rows.taps)
              for (int64_t kx : cols.taps)
                *at++ = weight[(((g * fg + f) * cg + c) * p_.kernel_h + ky) * p_.kernel_w + kx];
        w->panels.push_back(pack_panels(MatrixView{a.data(), k, 1}, fg, k, gemm_mr(isa_)));
      }
  return w;
}

void ConvTranspose2d::run(const float* input, const ConvTranspose2dWeights& weights, const float* bias, float* output,
                          const OutputRunFn& finished, int threads) const {
  const int64_t cg = p_.in_channels / p_.groups, fg = p_.out_channels / p_.groups;
  const int64_t plane = p_.out_h * p_.out_w, in_plane = p_.in_h * p_.in_w;
  thread_local std::vector<float> scratch;  // one phase's [fg, pixels] result, grown once
  const int64_t sh = p_.stride_h, sw = p_.stride_w;
  for (int64_t n = 0; n < p_.batch; ++n)
    for (int64_t g = 0; g < p_.groups; ++g)
      for (int64_t py = 0; py < sh; ++py)
        for (int64_t px = 0; px < sw; ++px) {
          const TransposedPhase& rows = rows_[size_t(py)];
          const TransposedPhase& cols = cols_[size_t(px)];
          const PackedPanels& a = weights.panels[size_t((g * sh + py) * sw + px)];
          const int64_t pixels = rows.outputs * cols.outputs;
          if (pixels == 0) continue;
          if (scratch.size() < size_t(fg * pixels)) scratch.resize(size_t(fg * pixels));
          const float* group_bias = bias ? bias + g * fg : nullptr;
          if (a.depth == 0) {  // no tap reaches this phase: the bias alone
            for (int64_t f = 0; f < fg; ++f)
              std::fill_n(scratch.data() + f * pixels, pixels, group_bias ? group_bias[f] : 0.0f);
          } else {
            const PhaseColumns source(p_, rows, cols, input + (n * p_.in_channels + g * cg) * in_plane);
            GemmCall call;
            call.m = fg, call.n = pixels, call.k = a.depth;
            call.a.packed = &a;
            call.b.source = &source;
            call.c = scratch.data(), call.ldc = pixels;
            call.bias_rows = group_bias;
            gemm(isa_, call, threads);
          }
          // Into the phase's interleaved places: output row py + sh*jy, column px + sw*jx.
          float* out = output + (n * p_.out_channels + g * fg) * plane;
          const float* from = scratch.data();
          parallel_blocks(
              fg * pixels >= kGemmMinParallelMacs / 16 ? threads : 1, fg,
              [&](int64_t f) {
                for (int64_t jy = 0; jy < rows.outputs; ++jy) {
                  float* row = out + f * plane + (py + sh * jy) * p_.out_w + px;
                  const float* src = from + f * pixels + jy * cols.outputs;
                  for (int64_t jx = 0; jx < cols.outputs; ++jx) row[jx * sw] = src[jx];
                }
              },
              [] {});
        }
  if (finished)
    parallel_blocks(threads, p_.batch * p_.out_channels,
                    [&](int64_t i) { finished(output + i * plane, i * plane, plane); }, [] {});
}

}  // namespace linrt::ops::cpu
