// linrt.conv_transpose2d on NCHW (graph/dialect/linrt_ops.h): one invocation per output element
// out[n][f][oy][ox] = bias[f] + sum over c of the group and the taps (ky, kx) that reach an input
// pixel of W[f][c][ky][kx] * x[n][c][iy][ix], with iy = (oy + ky * dh - pad_top) / sh exact and
// inside the input (likewise ix). Taps are walked from the first that reaches one in steps that
// keep the division exact, so no inserted zero is multiplied.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params {
  int batch, in_channels, in_h, in_w, out_channels, out_h, out_w, groups;
  int kernel_h, kernel_w, stride_h, stride_w, dilation_h, dilation_w, pad_top, pad_left, has_bias;
} p;

layout(std430, binding = 0) readonly buffer Input { float x[]; };
layout(std430, binding = 1) readonly buffer Weight { float w[]; };
layout(std430, binding = 2) readonly buffer Bias { float bias[]; };
layout(std430, binding = 3) writeonly buffer Output { float y[]; };

// The first tap k >= 0 with (o + k * d - pad) a multiple of s, and the tap step keeping it one:
// (first, step); first >= `kernel` when no tap reaches output index o.
ivec2 taps(int o, int d, int pad, int s, int kernel) {
  int first = 0;
  while (first < kernel && first < s && ((o + first * d - pad) % s + s) % s != 0) ++first;
  if (first >= s) first = kernel;
  int step = 1;
  while ((step * d) % s != 0) ++step;
  return ivec2(first, step);
}

void main() {
  const int plane = p.out_h * p.out_w;
  const int i = int(flat_invocation());
  if (i >= p.batch * p.out_channels * plane) return;
  const int n = i / (p.out_channels * plane), f = (i / plane) % p.out_channels;
  const int oy = (i % plane) / p.out_w, ox = i % p.out_w;
  const int cg = p.in_channels / p.groups, fg = p.out_channels / p.groups, g = f / fg;
  const ivec2 ty = taps(oy, p.dilation_h, p.pad_top, p.stride_h, p.kernel_h);
  const ivec2 tx = taps(ox, p.dilation_w, p.pad_left, p.stride_w, p.kernel_w);
  float acc = p.has_bias != 0 ? bias[f] : 0.0;
  for (int c = 0; c < cg; ++c) {
    const int in_base = ((n * p.in_channels + g * cg + c) * p.in_h) * p.in_w;
    const int w_base = (f * cg + c) * p.kernel_h * p.kernel_w;
    for (int ky = ty.x; ky < p.kernel_h; ky += ty.y) {
      const int iy = (oy + ky * p.dilation_h - p.pad_top) / p.stride_h;
      if (oy + ky * p.dilation_h - p.pad_top < 0 || iy >= p.in_h) continue;
      for (int kx = tx.x; kx < p.kernel_w; kx += tx.y) {
        const int ix = (ox + kx * p.dilation_w - p.pad_left) / p.stride_w;
        if (ox + kx * p.dilation_w - p.pad_left < 0 || ix >= p.in_w) continue;
        acc += w[w_base + ky * p.kernel_w + kx] * x[in_base + iy * p.in_w + ix];
      }
    }
  }
  y[i] = acc;
}
