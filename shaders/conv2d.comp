// 2-D convolution as an implicit GEMM: out[f][pixel] = sum_k w[f][k] * im2col(x)[k][pixel] with
// k = (c, ky, kx), computed in 64x64 output tiles (filters x pixels) by 256 invocations that
// each own a 4x4 block, staging 16-deep slices of both operands in shared memory. Layouts
// (nchw/fchw, nhwc/hwcf) and groups are strides; zero padding is applied while loading.
// Epilogue: out = act(acc + bias[f]) * scale (+ residual), fused before the store; a model's
// own elementwise tail can be compiled in as well (LINRT_FUSED_EPILOGUE). LINRT_FP16_WEIGHTS
// (with GL_EXT_shader_16bit_storage) reads fp16 weights.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;

layout(constant_id = 0) const int KH = 3;
layout(constant_id = 1) const int KW = 3;
layout(constant_id = 2) const int SH = 1;
layout(constant_id = 3) const int SW = 1;
layout(constant_id = 4) const int DH = 1;
layout(constant_id = 5) const int DW = 1;
layout(constant_id = 6) const int ACT = 0;
layout(constant_id = 7) const bool HAS_BIAS = false;
layout(constant_id = 8) const bool HAS_RESIDUAL = false;

layout(push_constant) uniform Params {
  int batch, in_channels, in_h, in_w;       // in_channels: per group
  int out_channels, out_h, out_w, groups;   // out_channels: per group
  int in_sn, in_sc, in_sh, in_sw;
  int w_sf, w_sc, w_sh, w_sw;
  int out_sn, out_sc, out_sh, out_sw;       // also the residual's strides
  int pad_top, pad_left;
  float alpha, scale;
} p;

layout(std430, binding = 0) readonly buffer Input { float x[]; };
#ifdef LINRT_FP16_WEIGHTS
layout(std430, binding = 1) readonly buffer Weight { float16_t w[]; };  // fp32 arithmetic
#else
layout(std430, binding = 1) readonly buffer Weight { float w[]; };
#endif
layout(std430, binding = 2) readonly buffer Bias { float bias[]; };
layout(std430, binding = 3) readonly buffer Residual { float residual[]; };
layout(std430, binding = 4) readonly buffer Slope { float slope[]; };
layout(std430, binding = 5) writeonly buffer Output { float y[]; };

#ifdef LINRT_FUSED_EPILOGUE
// A fused elementwise tail generated at model load (engine/vulkan/ew_shader.h): maps the
// finished value of output element `flat_index` (row-major) to what is stored.
float fused_epilogue(float v, int flat_index);
#endif

const int TILE = 64;
const int DEPTH = 16;
shared float tile_w[DEPTH][TILE + 1];  // [k][filter]; +1 avoids bank conflicts on the store
shared float tile_x[DEPTH][TILE];      // [k][pixel]

void main() {
  const int lid = int(gl_LocalInvocationIndex);
  const int tx = lid % 16, ty = lid / 16;
  const int plane = p.out_h * p.out_w;
  const int pixels = p.batch * plane;
  const int pixel_tile = int(gl_WorkGroupID.z * gl_NumWorkGroups.x + gl_WorkGroupID.x) * TILE;
  if (pixel_tile >= pixels) return;  // whole workgroup: the grid's last z row may overhang
  const int filter_tiles = (p.out_channels + TILE - 1) / TILE;
  const int g = int(gl_WorkGroupID.y) / filter_tiles;
  const int filter_tile = (int(gl_WorkGroupID.y) % filter_tiles) * TILE;
  const int taps = KH * KW;
  const int K = p.in_channels * taps;

  // The pixel this invocation loads for tile_x, fixed for the whole reduction.
  const int load_pixel = pixel_tile + lid % TILE;
  const bool load_pixel_valid = load_pixel < pixels;
  const int ln = load_pixel / plane, lrem = load_pixel % plane;
  const int iy0 = (lrem / p.out_w) * SH - p.pad_top;
  const int ix0 = (lrem % p.out_w) * SW - p.pad_left;
  const int x_base = ln * p.in_sn + g * p.in_channels * p.in_sc;
  // The filter this invocation loads for tile_w (four of them, 16 apart).
  const int load_k_w = lid % DEPTH;

  float acc[4][4];
  for (int i = 0; i < 4; ++i)
    for (int j = 0; j < 4; ++j) acc[i][j] = 0.0;

  for (int k0 = 0; k0 < K; k0 += DEPTH) {
    for (int r = 0; r < 4; ++r) {
      const int kk = lid / TILE + 4 * r;
      const int k = k0 + kk;
      float v = 0.0;
      if (load_pixel_valid && k < K) {
        const int c = k / taps, tap = k % taps;
        const int iy = iy0 + (tap / KW) * DH, ix = ix0 + (tap % KW) * DW;
        if (iy >= 0 && iy < p.in_h && ix >= 0 && ix < p.in_w)
          v = x[x_base + c * p.in_sc + iy * p.in_sh + ix * p.in_sw];
      }
      tile_x[kk][lid % TILE] = v;
    }
    {
      const int k = k0 + load_k_w;
      const int c = k / taps, tap = k % taps;
      const int w_offset = c * p.w_sc + (tap / KW) * p.w_sh + (tap % KW) * p.w_sw;
      for (int r = 0; r < 4; ++r) {
        const int ff = lid / DEPTH + 16 * r;
        const int f = filter_tile + ff;
        tile_w[load_k_w][ff] = (f < p.out_channels && k < K) ? float(w[(g * p.out_channels + f) * p.w_sf + w_offset]) : 0.0;
      }
    }
    barrier();
    for (int kk = 0; kk < DEPTH; ++kk) {
      float a[4], b[4];
      for (int i = 0; i < 4; ++i) a[i] = tile_w[kk][ty + 16 * i];
      for (int j = 0; j < 4; ++j) b[j] = tile_x[kk][tx + 16 * j];
      for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 4; ++j) acc[i][j] = fma(a[i], b[j], acc[i][j]);
    }
    barrier();
  }

  for (int j = 0; j < 4; ++j) {
    const int pixel = pixel_tile + tx + 16 * j;
    if (pixel >= pixels) continue;
    const int n = pixel / plane, rem = pixel % plane;
    const int out_pixel = n * p.out_sn + (rem / p.out_w) * p.out_sh + (rem % p.out_w) * p.out_sw;
    for (int i = 0; i < 4; ++i) {
      const int f = filter_tile + ty + 16 * i;
      if (f >= p.out_channels) continue;
      const int channel = g * p.out_channels + f;
      float v = acc[i][j];
      if (HAS_BIAS) v += bias[channel];
      v = activate(ACT, v, p.alpha, ACT == ACT_PRELU ? slope[channel] : 0.0) * p.scale;
      const int o = out_pixel + channel * p.out_sc;
      if (HAS_RESIDUAL) v += residual[o];
#ifdef LINRT_FUSED_EPILOGUE
      v = fused_epilogue(v, o);
#endif
      y[o] = v;
    }
  }
}
