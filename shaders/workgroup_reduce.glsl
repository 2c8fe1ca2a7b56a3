// The max or sum of one float per invocation over a workgroup of 256, for the shaders that run
// one workgroup per row (softmax, attention). Include after the layout declarations.

shared float partial[256];

// The max (NaN if any is NaN) or the sum of every invocation's `v` over the workgroup.
float workgroup_reduce(float v, bool is_max) {
  const uint t = gl_LocalInvocationIndex;
  partial[t] = v;
  barrier();
  for (uint s = 128u; s > 0u; s >>= 1) {
    if (t < s) {
      const float a = partial[t], b = partial[t + s];
      partial[t] = is_max ? (isnan(a) || isnan(b) ? a + b : max(a, b)) : a + b;
    }
    barrier();
  }
  const float total = partial[0];
  barrier();
  return total;
}
