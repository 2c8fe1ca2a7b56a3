// linrt.layer_norm: each row of d elements (the last dim) becomes (x - mean) / sqrt(var + eps)
// * weight + bias, with the row's mean and biased variance. One workgroup of 256 invocations
// per row: each sums a strided share of the row, the shares are added in shared memory, then
// the same for the squared deviations, then each writes its share of the outputs.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params {
  int rows, d;
  float eps;
} p;

layout(std430, binding = 0) readonly buffer Input { float x[]; };
layout(std430, binding = 1) readonly buffer Weight { float w[]; };
layout(std430, binding = 2) readonly buffer Bias { float b[]; };
layout(std430, binding = 3) writeonly buffer Output { float y[]; };

shared float partial[256];

// The sum of every invocation's `v` over the workgroup (all 256 call it).
float workgroup_sum(float v) {
  const uint t = gl_LocalInvocationIndex;
  partial[t] = v;
  barrier();
  for (uint s = 128u; s > 0u; s >>= 1) {
    if (t < s) partial[t] += partial[t + s];
    barrier();
  }
  const float total = partial[0];
  barrier();
  return total;
}

void main() {
  const int row = int(flat_invocation() / 256u);
  if (row >= p.rows) return;  // whole workgroups: every invocation of a group returns together
  const int t = int(gl_LocalInvocationIndex);
  const int base = row * p.d;
  float s = 0.0;
  for (int i = t; i < p.d; i += 256) s += x[base + i];
  const float mean = workgroup_sum(s) / float(p.d);
  float q = 0.0;
  for (int i = t; i < p.d; i += 256) {
    const float c = x[base + i] - mean;
    q += c * c;
  }
  const float rstd = 1.0 / sqrt(workgroup_sum(q) / float(p.d) + p.eps);
  for (int i = t; i < p.d; i += 256) y[base + i] = (x[base + i] - mean) * rstd * w[i] + b[i];
}
