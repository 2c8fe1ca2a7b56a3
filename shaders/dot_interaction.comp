// linrt.dot_interaction: out[b][k] = dot(t[b][rows[k]], t[b][cols[k]]) over the dim elements of a
// feature row, one invocation per output element. The host checks the (constant) index pairs and
// passes each as the offsets of its two rows within one sample, rows[k] * dim and cols[k] * dim.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params { int batch, count, plane, dim; } p;

layout(std430, binding = 0) readonly buffer Features { float t[]; };
layout(std430, binding = 1) readonly buffer Pairs { ivec2 pairs[]; };
layout(std430, binding = 2) writeonly buffer Output { float y[]; };

void main() {
  const int i = int(flat_invocation());
  if (i >= p.batch * p.count) return;
  const int b = i / p.count, k = i % p.count;
  const int x = b * p.plane + pairs[k].x, z = b * p.plane + pairs[k].y;
  float sum = 0.0;
  for (int d = 0; d < p.dim; ++d) sum += t[x + d] * t[z + d];
  y[i] = sum;
}
