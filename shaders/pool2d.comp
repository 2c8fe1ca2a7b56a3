// linrt.pool2d on NCHW: out[plane][oy][ox] = max or sum of in[plane][oy * sh + ky * dh - pt]
// [ox * sw + kx * dw - pl] over the window taps inside the input (the padding holds the
// reduction's identity, so taps outside it are skipped). Max propagates NaN; sums add the taps
// in the reference's order (row by row of the window).
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params {
  int planes, in_h, in_w, out_h, out_w;
  int kernel_h, kernel_w, stride_h, stride_w, dilation_h, dilation_w, pad_top, pad_left, is_max;
} p;

layout(std430, binding = 0) readonly buffer Input { float x[]; };
layout(std430, binding = 1) writeonly buffer Output { float y[]; };

void main() {
  const int out_plane = p.out_h * p.out_w;
  const int i = int(flat_invocation());
  if (i >= p.planes * out_plane) return;
  const int plane = i / out_plane, rem = i % out_plane;
  const int iy0 = (rem / p.out_w) * p.stride_h - p.pad_top, ix0 = (rem % p.out_w) * p.stride_w - p.pad_left;
  const int base = plane * p.in_h * p.in_w;
  float acc = p.is_max != 0 ? uintBitsToFloat(0xff800000u) : 0.0;  // -inf or 0
  bool nan = false;
  for (int ky = 0; ky < p.kernel_h; ++ky) {
    const int iy = iy0 + ky * p.dilation_h;
    if (iy < 0 || iy >= p.in_h) continue;
    for (int kx = 0; kx < p.kernel_w; ++kx) {
      const int ix = ix0 + kx * p.dilation_w;
      if (ix < 0 || ix >= p.in_w) continue;
      const float v = x[base + iy * p.in_w + ix];
      if (p.is_max != 0) {
        nan = nan || isnan(v);
        acc = max(acc, v);
      } else {
        acc += v;
      }
    }
  }
  y[i] = nan ? uintBitsToFloat(0x7fc00000u) : acc;
}
