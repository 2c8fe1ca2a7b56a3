// linrt.softmax: each row of d elements (the last dim) becomes exp(x - max) / sum(exp(x - max)).
// A NaN in a row makes the row NaN; a row whose max is -inf is NaN, or zeros with
// zero_masked_rows. One workgroup of 256 invocations per row: each takes the max and then the
// sum of exponentials over a strided share of the row, combined in shared memory.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params {
  int rows, d, zero_masked_rows;
} p;

layout(std430, binding = 0) readonly buffer Input { float x[]; };
layout(std430, binding = 1) writeonly buffer Output { float y[]; };

#include "workgroup_reduce.glsl"

void main() {
  const int row = int(flat_invocation() / 256u);
  if (row >= p.rows) return;  // whole workgroups: every invocation of a group returns together
  const int t = int(gl_LocalInvocationIndex);
  const int base = row * p.d;
  const float ninf = uintBitsToFloat(0xff800000u);
  float m = ninf;
  for (int i = t; i < p.d; i += 256) {
    const float v = x[base + i];
    m = isnan(v) || isnan(m) ? v + m : max(m, v);
  }
  const float row_max = workgroup_reduce(m, true);
  if (p.zero_masked_rows != 0 && row_max == ninf) {
    for (int i = t; i < p.d; i += 256) y[base + i] = 0.0;
    return;
  }
  float s = 0.0;
  for (int i = t; i < p.d; i += 256) s += exp(x[base + i] - row_max);
  const float sum = workgroup_reduce(s, false);
  for (int i = t; i < p.d; i += 256) y[base + i] = exp(x[base + i] - row_max) / sum;
}
