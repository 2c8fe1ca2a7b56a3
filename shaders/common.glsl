// Shared by the linrt compute shaders.

// Index of this invocation over a dispatch of 1-D work laid out on a 2-D grid of workgroups:
// the host wraps x at the device's group-count limit, so flat problems of any size fit.
uint flat_invocation() {
  uint group = gl_WorkGroupID.y * gl_NumWorkGroups.x + gl_WorkGroupID.x;
  return group * 256u + gl_LocalInvocationIndex;  // every flat shader has 256 invocations
}

// Fused activations of conv2d and gemm (codes match engine/vulkan/kernels.h Activation).
const int ACT_NONE = 0;
const int ACT_RELU = 1;
const int ACT_LEAKY_RELU = 2;  // alpha: the negative slope
const int ACT_PRELU = 3;       // slope per output channel, from a buffer
const int ACT_SIGMOID = 4;
const int ACT_TANH = 5;

float activate(int act, float v, float alpha, float channel_slope) {
  if (act == ACT_RELU) return max(v, 0.0);
  if (act == ACT_LEAKY_RELU) return v >= 0.0 ? v : v * alpha;
  if (act == ACT_PRELU) return v >= 0.0 ? v : v * channel_slope;
  if (act == ACT_SIGMOID) return 1.0 / (1.0 + exp(-v));
  if (act == ACT_TANH) return tanh(clamp(v, -15.0, 15.0));  // tanh overflows in some drivers
  return v;
}
