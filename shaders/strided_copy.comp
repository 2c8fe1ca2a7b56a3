// Copies a rank <= 6 box of elements between two strided views:
//   dst[dst_offset + sum_d i_d * dst_strides[d]] = src[src_offset + sum_d i_d * src_strides[d]]
// for every index i in `shape` (row-major order, unused leading dims have extent 1). One shader
// serves transpose, slices, insert-slice (concatenation in place) and the copy step of pad.
#version 450
#extension GL_GOOGLE_include_directive : require
#include "common.glsl"

layout(local_size_x = 256) in;  // flat_invocation() and the host assume 256

layout(push_constant) uniform Params {
  int shape[6];
  int src_strides[6];
  int dst_strides[6];
  int src_offset, dst_offset, total;
} p;

layout(std430, binding = 0) readonly buffer Source { float src[]; };
layout(std430, binding = 1) writeonly buffer Destination { float dst[]; };

void main() {
  int i = int(flat_invocation());
  if (i >= p.total) return;
  int s = p.src_offset, d = p.dst_offset;
  for (int dim = 5; dim >= 0; --dim) {
    const int coord = i % p.shape[dim];
    i /= p.shape[dim];
    s += coord * p.src_strides[dim];
    d += coord * p.dst_strides[dim];
  }
  dst[d] = src[s];
}
