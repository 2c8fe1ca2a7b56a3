// Winograd F(4x4, 3x3) for 3x3, stride-1, dilation-1, ungrouped convolutions:
//   Y = A^T [ sum_c U[f][c] . (B^T d_c B) ] A
// with d_c a 6x6 input tile of channel c and U = G g G^T the filters, transformed once on the
// host (ops/conv2d_winograd.h: u[(xi * C + c) * F + f]). A workgroup owns 16 output tiles x 32
// filters; each 4-channel slice of the 16 tiles is transformed into shared memory by 64
// invocations, then every invocation accumulates the 36 Winograd-domain products of one filter
// for two tiles (each filter value loaded once for both), transforms them back and stores its
// two 4x4 tiles through the same epilogue as conv2d.comp: act(acc + bias[f]) * scale
// (+ residual), or a model's own fused tail.
// Layouts (nchw, nhwc) are strides; zero padding is applied while loading. LINRT_FP16_WEIGHTS
// (with GL_EXT_shader_16bit_storage) reads fp16 filters.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;

// The ids match conv2d.comp's, so both shaders take the same specialization data.
layout(constant_id = 6) const int ACT = 0;
layout(constant_id = 7) const bool HAS_BIAS = false;
layout(constant_id = 8) const bool HAS_RESIDUAL = false;

layout(push_constant) uniform Params {
  int batch, in_channels, in_h, in_w;
  int out_channels, out_h, out_w, groups;   // groups is 1
  int in_sn, in_sc, in_sh, in_sw;
  int w_sf, w_sc, w_sh, w_sw;               // unused: the filters are in the Winograd domain
  int out_sn, out_sc, out_sh, out_sw;       // also the residual's strides
  int pad_top, pad_left;
  float alpha, scale;
} p;

layout(std430, binding = 0) readonly buffer Input { float x[]; };
#ifdef LINRT_FP16_WEIGHTS
layout(std430, binding = 1) readonly buffer Weight { float16_t u[]; };  // fp32 arithmetic
#else
layout(std430, binding = 1) readonly buffer Weight { float u[]; };
#endif
layout(std430, binding = 2) readonly buffer Bias { float bias[]; };
layout(std430, binding = 3) readonly buffer Residual { float residual[]; };
layout(std430, binding = 4) readonly buffer Slope { float slope[]; };
layout(std430, binding = 5) writeonly buffer Output { float y[]; };

#ifdef LINRT_FUSED_EPILOGUE
float fused_epilogue(float v, int flat_index);
#endif

const int TILES = 16;    // output tiles per workgroup, two per invocation
const int FILTERS = 32;  // filters per workgroup
const int SLICE = 4;     // channels transformed per step
shared float v_tile[SLICE][36][TILES];

// B^T applied to six values (rows [4 0 -5 0 1 0] [0 -4 -4 1 1 0] [0 4 -4 -1 1 0]
// [0 -2 -1 2 1 0] [0 2 -1 -2 1 0] [0 4 0 -5 0 1]).
void bt6(in float d[6], out float r[6]) {
  r[0] = 4.0 * d[0] - 5.0 * d[2] + d[4];
  r[1] = -4.0 * (d[1] + d[2]) + d[3] + d[4];
  r[2] = 4.0 * (d[1] - d[2]) - d[3] + d[4];
  r[3] = 2.0 * (d[3] - d[1]) - d[2] + d[4];
  r[4] = 2.0 * (d[1] - d[3]) - d[2] + d[4];
  r[5] = 4.0 * d[1] - 5.0 * d[3] + d[5];
}

// A^T applied to six values (rows [1 1 1 1 1 0] [0 1 -1 2 -2 0] [0 1 1 4 4 0] [0 1 -1 8 -8 1]).
void at6(in float m[6], out float o[4]) {
  const float s12 = m[1] + m[2], d12 = m[1] - m[2], s34 = m[3] + m[4], d34 = m[3] - m[4];
  o[0] = m[0] + s12 + s34;
  o[1] = d12 + 2.0 * d34;
  o[2] = s12 + 4.0 * s34;
  o[3] = d12 + 8.0 * d34 + m[5];
}

void main() {
  const int lid = int(gl_LocalInvocationIndex);
  const int tiles_h = (p.out_h + 3) / 4, tiles_w = (p.out_w + 3) / 4;
  const int tiles = p.batch * tiles_h * tiles_w;
  const int tile0 = int(gl_WorkGroupID.z * gl_NumWorkGroups.x + gl_WorkGroupID.x) * TILES;
  if (tile0 >= tiles) return;  // whole workgroup: the grid's last z row may overhang
  const int C = p.in_channels, F = p.out_channels;
  const int f = int(gl_WorkGroupID.y) * FILTERS + lid % FILTERS;
  const int tile_slot = lid / FILTERS;  // and tile_slot + 8

  // The (channel, tile) pair this invocation transforms, when lid < SLICE * TILES.
  const int load_c = lid / TILES, load_t = tile0 + lid % TILES;
  int load_base = -1, load_y0 = 0, load_x0 = 0;
  if (lid < SLICE * TILES && load_t < tiles) {
    const int n = load_t / (tiles_h * tiles_w), r = load_t % (tiles_h * tiles_w);
    load_y0 = (r / tiles_w) * 4 - p.pad_top;
    load_x0 = (r % tiles_w) * 4 - p.pad_left;
    load_base = n * p.in_sn;
  }

  float acc[2][36];
  for (int i = 0; i < 36; ++i) acc[0][i] = acc[1][i] = 0.0;

  for (int c0 = 0; c0 < C; c0 += SLICE) {
    if (lid < SLICE * TILES) {
      const int c = c0 + load_c;
      float d[6][6];
      for (int i = 0; i < 6; ++i)
        for (int j = 0; j < 6; ++j) {
          const int iy = load_y0 + i, ix = load_x0 + j;
          d[i][j] = (load_base >= 0 && c < C && iy >= 0 && iy < p.in_h && ix >= 0 && ix < p.in_w)
                        ? x[load_base + c * p.in_sc + iy * p.in_sh + ix * p.in_sw]
                        : 0.0;
        }
      float t[6][6];  // B^T d
      for (int j = 0; j < 6; ++j) {
        float col[6], r[6];
        for (int i = 0; i < 6; ++i) col[i] = d[i][j];
        bt6(col, r);
        for (int i = 0; i < 6; ++i) t[i][j] = r[i];
      }
      for (int i = 0; i < 6; ++i) {
        float r[6];
        bt6(t[i], r);
        for (int j = 0; j < 6; ++j) v_tile[load_c][i * 6 + j][lid % TILES] = r[j];
      }
    }
    barrier();
    if (f < F) {
      const int slice = min(SLICE, C - c0);
      for (int cc = 0; cc < slice; ++cc) {
        const int u_base = (c0 + cc) * F + f;
        for (int xi = 0; xi < 36; ++xi) {
          const float uv = float(u[xi * C * F + u_base]);
          acc[0][xi] = fma(uv, v_tile[cc][xi][tile_slot], acc[0][xi]);
          acc[1][xi] = fma(uv, v_tile[cc][xi][tile_slot + 8], acc[1][xi]);
        }
      }
    }
    barrier();
  }

  if (f >= F) return;
  for (int h = 0; h < 2; ++h) {
    const int tile = tile0 + tile_slot + 8 * h;
    if (tile >= tiles) return;
    float out_tile[4][6];  // A^T M
    for (int j = 0; j < 6; ++j) {
      float col[6], o[4];
      for (int i = 0; i < 6; ++i) col[i] = acc[h][i * 6 + j];
      at6(col, o);
      for (int i = 0; i < 4; ++i) out_tile[i][j] = o[i];
    }
    const int n = tile / (tiles_h * tiles_w), r = tile % (tiles_h * tiles_w);
    const int oy0 = (r / tiles_w) * 4, ox0 = (r % tiles_w) * 4;
    for (int i = 0; i < 4; ++i) {
      float o[4];
      at6(out_tile[i], o);
      if (oy0 + i >= p.out_h) break;
      for (int j = 0; j < 4; ++j) {
        if (ox0 + j >= p.out_w) break;
        float v = o[j];
        if (HAS_BIAS) v += bias[f];
        v = activate(ACT, v, p.alpha, ACT == ACT_PRELU ? slope[f] : 0.0) * p.scale;
        const int idx = n * p.out_sn + f * p.out_sc + (oy0 + i) * p.out_sh + (ox0 + j) * p.out_sw;
        if (HAS_RESIDUAL) v += residual[idx];
#ifdef LINRT_FUSED_EPILOGUE
        v = fused_epilogue(v, idx);
#endif
        y[idx] = v;
      }
    }
  }
}
