// linrt.channel_gather, one operand at a time: out[b][j][p] = x[b][sources[j]][p] for the output
// channels j whose channel lies in this operand (sources[j] >= 0: its channel there); the others
// are left to the operand that holds them. The host builds `sources` from the op's channel list.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params { int batch, out_channels, in_channels, pixels; } p;

layout(std430, binding = 0) readonly buffer Input { float x[]; };
layout(std430, binding = 1) readonly buffer Sources { int sources[]; };
layout(std430, binding = 2) buffer Output { float y[]; };

void main() {
  const int i = int(flat_invocation());
  if (i >= p.batch * p.out_channels * p.pixels) return;
  const int pixel = i % p.pixels;
  const int j = (i / p.pixels) % p.out_channels;
  const int b = i / (p.pixels * p.out_channels);
  const int c = sources[j];
  if (c < 0) return;
  y[i] = x[(b * p.in_channels + c) * p.pixels + pixel];
}
