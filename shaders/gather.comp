// linrt.gather: out[b][k] = src[b][rows[k]][cols[k]]. The host checks the (constant) index
// pairs and passes each as its flat offset rows[k] * d2 + cols[k] within one batch entry.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params { int batch, count, src_batch_stride; } p;

layout(std430, binding = 0) readonly buffer Source { float src[]; };
layout(std430, binding = 1) readonly buffer Offsets { int offsets[]; };
layout(std430, binding = 2) writeonly buffer Output { float y[]; };

void main() {
  const int i = int(flat_invocation());
  if (i >= p.batch * p.count) return;
  const int b = i / p.count, k = i % p.count;
  y[i] = src[b * p.src_batch_stride + offsets[k]];
}
