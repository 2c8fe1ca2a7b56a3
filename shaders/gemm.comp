// Batched matrix multiplication c[b][m][n] (+)= sum_k a[b][m][k] * b[b][k][n], with operand
// layouts given as strides (so transposed operands, matvec and broadcast batches need no copy),
// computed in 64x64 tiles of c by 256 invocations that each own a 4x4 block, with 16-deep
// slices of a and b staged in shared memory. Epilogue: act(acc + bias) fused before the store;
// a bias with c's strides is linalg's init operand (out = init + a*b) in a separate buffer.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;

layout(constant_id = 0) const int ACT = 0;
layout(constant_id = 1) const bool HAS_BIAS = false;
layout(constant_id = 2) const bool ACCUMULATE = false;  // add to c's existing values

layout(push_constant) uniform Params {
  int batch, M, N, K;
  int a_sb, a_sm, a_sk;
  int b_sb, b_sk, b_sn;
  int c_sb, c_sm, c_sn;
  int bias_sb, bias_sm, bias_sn;  // bias[b * bias_sb + m * bias_sm + n * bias_sn]
  float alpha;
} p;

layout(std430, binding = 0) readonly buffer A { float a[]; };
layout(std430, binding = 1) readonly buffer B { float b[]; };
layout(std430, binding = 2) readonly buffer Bias { float bias[]; };
layout(std430, binding = 3) buffer C { float c[]; };

const int TILE = 64;
const int DEPTH = 16;
shared float tile_a[DEPTH][TILE + 1];  // [k][m]
shared float tile_b[DEPTH][TILE];      // [k][n]

void main() {
  const int lid = int(gl_LocalInvocationIndex);
  const int tx = lid % 16, ty = lid / 16;
  const int n_tile = int(gl_WorkGroupID.x) * TILE;
  const int m_tile = int(gl_WorkGroupID.y) * TILE;
  const int batch = int(gl_WorkGroupID.z);
  const int a_base = batch * p.a_sb, b_base = batch * p.b_sb;

  float acc[4][4];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) acc[i][j] = 0.0;

  for (int k0 = 0; k0 < p.K; k0 += DEPTH) {
    for (int r = 0; r < 4; ++r) {
      const int kk = lid % DEPTH, mm = lid / DEPTH + 16 * r;
      const int m = m_tile + mm, k = k0 + kk;
      tile_a[kk][mm] = (m < p.M && k < p.K) ? a[a_base + m * p.a_sm + k * p.a_sk] : 0.0;
    }
    for (int r = 0; r < 4; ++r) {
      const int nn = lid % TILE, kk = lid / TILE + 4 * r;
      const int n = n_tile + nn, k = k0 + kk;
      tile_b[kk][nn] = (n < p.N && k < p.K) ? b[b_base + k * p.b_sk + n * p.b_sn] : 0.0;
    }
    barrier();
    for (int kk = 0; kk < DEPTH; ++kk) {
      float av[4], bv[4];
      for (int i = 0; i < 4; ++i) av[i] = tile_a[kk][ty + 16 * i];
      for (int j = 0; j < 4; ++j) bv[j] = tile_b[kk][tx + 16 * j];
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) acc[i][j] = fma(av[i], bv[j], acc[i][j]);
    }
    barrier();
  }

  for (int i = 0; i < 4; ++i) {
    const int m = m_tile + ty + 16 * i;
    if (m >= p.M) continue;
    for (int j = 0; j < 4; ++j) {
      const int n = n_tile + tx + 16 * j;
      if (n >= p.N) continue;
      const int o = batch * p.c_sb + m * p.c_sm + n * p.c_sn;
      float v = acc[i][j];
      if (ACCUMULATE) v += c[o];
      if (HAS_BIAS) v += bias[batch * p.bias_sb + m * p.bias_sm + n * p.bias_sn];
      c[o] = activate(ACT, v, p.alpha, 0.0);
    }
  }
}
