// linrt.pixel_shuffle (PyTorch PixelShuffle):
//   out[n][c][y][x] = in[n][c*r*r + (y % r)*r + (x % r)][y / r][x / r].
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params { int batch, channels, in_h, in_w, factor; } p;

layout(std430, binding = 0) readonly buffer Input { float x[]; };
layout(std430, binding = 1) writeonly buffer Output { float y[]; };

void main() {
  const int r = p.factor;
  const int out_h = p.in_h * r, out_w = p.in_w * r;
  const int i = int(flat_invocation());
  if (i >= p.batch * p.channels * out_h * out_w) return;
  const int ox = i % out_w;
  const int oy = (i / out_w) % out_h;
  const int nc = i / (out_w * out_h);  // n * channels + c
  const int in_channel = nc * r * r + (oy % r) * r + (ox % r);
  y[i] = x[(in_channel * p.in_h + oy / r) * p.in_w + ox / r];
}
