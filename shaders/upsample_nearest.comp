// linrt.upsample_nearest: out[plane][y][x] = in[plane][y / sh][x / sw], plane = n * c.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params { int planes, in_h, in_w, scale_h, scale_w; } p;

layout(std430, binding = 0) readonly buffer Input { float x[]; };
layout(std430, binding = 1) writeonly buffer Output { float y[]; };

void main() {
  const int out_w = p.in_w * p.scale_w, out_plane = p.in_h * p.scale_h * out_w;
  const int i = int(flat_invocation());
  if (i >= p.planes * out_plane) return;
  const int plane = i / out_plane, rem = i % out_plane;
  const int oy = rem / out_w, ox = rem % out_w;
  y[i] = x[(plane * p.in_h + oy / p.scale_h) * p.in_w + ox / p.scale_w];
}
