// out[i] = op(a[...], b[...]) over a dense rank <= 6 output, where each operand is read through
// its own strides (0 along broadcast dims). Unary ops ignore b. Codes match
// engine/vulkan/kernels.h ElementwiseOp.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(constant_id = 0) const int OP = 0;

layout(push_constant) uniform Params {
  int shape[6];
  int a_strides[6];
  int b_strides[6];
  int a_offset, b_offset, total;
  float alpha;
} p;

layout(std430, binding = 0) readonly buffer A { float a[]; };
layout(std430, binding = 1) readonly buffer B { float b[]; };
layout(std430, binding = 2) writeonly buffer Output { float y[]; };

float apply(float u, float v) {
  switch (OP) {
    case 0: return u + v;
    case 1: return u - v;
    case 2: return u * v;
    case 3: return u / v;
    case 4: return max(u, v);
    case 5: return min(u, v);
    case 6: return u * p.alpha + v;  // scaled residual: a * alpha + b
    case 16: return u;
    case 17: return -u;
    case 18: return max(u, 0.0);
    case 19: return u >= 0.0 ? u : u * p.alpha;
    case 20: return 1.0 / (1.0 + exp(-u));
    case 21: return tanh(clamp(u, -15.0, 15.0));
    case 22: return exp(u);
    case 23: return u * p.alpha;
  }
  return u;
}

void main() {
  const int flat_index = int(flat_invocation());
  if (flat_index >= p.total) return;
  int i = flat_index;
  int ia = p.a_offset, ib = p.b_offset;
  for (int dim = 5; dim >= 0; --dim) {
    const int coord = i % p.shape[dim];
    i /= p.shape[dim];
    ia += coord * p.a_strides[dim];
    ib += coord * p.b_strides[dim];
  }
  y[flat_index] = apply(a[ia], OP < 16 ? b[ib] : 0.0);
}
