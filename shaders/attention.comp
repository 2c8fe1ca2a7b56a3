// linrt.attention: per head and row i of q, softmax_j(scale * dot(q[i], k[j])) weighs the rows
// of v (the softmax as softmax.comp's: a NaN makes the row NaN, a row whose scores are all -inf
// is NaN, or zeros with zero_masked_rows). One workgroup of 256 invocations per row of q: each
// takes a strided share of the row's scores for their max and then their sum of exponentials
// (combined in shared memory); then the probabilities are made 256 at a time in shared memory
// and every invocation adds them times v into its columns (t, t + 256, ...; e <= 1024).
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params {
  int rows, m, n, d, e, zero_masked_rows;
  float scale;
} p;

layout(std430, binding = 0) readonly buffer Q { float q[]; };
layout(std430, binding = 1) readonly buffer K { float k[]; };
layout(std430, binding = 2) readonly buffer V { float v[]; };
layout(std430, binding = 3) writeonly buffer Output { float y[]; };

#include "workgroup_reduce.glsl"

shared float probs[256];

float score(int qbase, int kbase, int j) {
  float s = 0.0;
  for (int c = 0; c < p.d; ++c) s += q[qbase + c] * k[kbase + j * p.d + c];
  return s * p.scale;
}

void main() {
  const int row = int(flat_invocation() / 256u);
  if (row >= p.rows) return;  // whole workgroups: every invocation of a group returns together
  const int t = int(gl_LocalInvocationIndex);
  const int head = row / p.m;
  const int qbase = row * p.d, kbase = head * p.n * p.d, vbase = head * p.n * p.e, obase = row * p.e;
  const float ninf = uintBitsToFloat(0xff800000u);
  float mx = ninf;
  for (int j = t; j < p.n; j += 256) {
    const float s = score(qbase, kbase, j);
    mx = isnan(s) || isnan(mx) ? s + mx : max(mx, s);
  }
  const float row_max = workgroup_reduce(mx, true);
  if (p.zero_masked_rows != 0 && row_max == ninf) {
    for (int c = t; c < p.e; c += 256) y[obase + c] = 0.0;
    return;
  }
  float sum = 0.0;
  for (int j = t; j < p.n; j += 256) sum += exp(score(qbase, kbase, j) - row_max);
  sum = workgroup_reduce(sum, false);
  float acc[4] = float[4](0.0, 0.0, 0.0, 0.0);
  for (int j0 = 0; j0 < p.n; j0 += 256) {
    const int j = j0 + t;
    probs[t] = j < p.n ? exp(score(qbase, kbase, j) - row_max) / sum : 0.0;
    barrier();
    const int count = min(256, p.n - j0);
    for (int jj = 0; jj < count; ++jj) {
      const float w = probs[jj];
      const int vrow = vbase + (j0 + jj) * p.e;
      for (int slot = 0; slot < 4; ++slot) {
        const int c = t + slot * 256;
        if (c < p.e) acc[slot] += w * v[vrow + c];
      }
    }
    barrier();
  }
  for (int slot = 0; slot < 4; ++slot) {
    const int c = t + slot * 256;
    if (c < p.e) y[obase + c] = acc[slot];
  }
}
