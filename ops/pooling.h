// Pooling: the contract and the plain reference implementation of linalg's pooling family
// (sum, max and min; 1 to 3 spatial dims; channels-first or channels-last).
//
//   out[n][c][o...] = reduce(out[n][c][o...], in[n][c][o * stride + k * dilation ...] for all k)
//
// The output's initial values take part in the reduction (linalg's outs are the accumulator:
// torch-mlir fills them with 0 for sum and with -inf or the lowest integer for max). The window
// extents come from the shape of linalg's window operand, whose data is never read. Padding
// (linrt.pool2d's, folded from the tensor.pad in front) is implicit: window positions outside
// the input are skipped, as if the input were padded with the reduction's identity (0 for sum,
// -inf for max); linalg's own pooling ops have none (their input is pre-padded). Layout strings name the logical index of each dimension,
// outermost first: n batch, c channel, and spatial dims w (1-d), hw (2-d) or dhw (3-d); input and
// output share the layout ("nchw", "nhwc", "ncw", "ndhwc", ...).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <string_view>

namespace linrt::ops::ref {

constexpr int kMaxPoolSpatialRank = 3;

enum class PoolKind { Sum, Max, Min };

// Extents and element strides per logical index; unused spatial entries have extent 1 and
// stride 0.
struct PoolProblem {
  using Spatial = std::array<int64_t, kMaxPoolSpatialRank>;
  int spatial_rank = 0;
  int64_t batch = 1, channels = 1;
  Spatial in_size{1, 1, 1}, out_size{1, 1, 1}, window{1, 1, 1}, stride{1, 1, 1}, dilation{1, 1, 1};
  Spatial pad_before{0, 0, 0};  // the input's position of window tap 0 of output 0 is -pad_before
  struct { int64_t n = 0, c = 0; Spatial spatial{}; } input_strides, output_strides;
};

// Checks dense row-major operands against `layout` and fills `problem`. `window_shape` has one
// entry per spatial dim, as do `strides` and `dilations` (which must be positive). `padding`
// is empty (none) or holds the pads before each spatial dim, then those after (>= 0; for 2-d:
// top, left, bottom, right). Returns an empty string on success, otherwise what does not fit.
std::string make_pool_problem(std::string_view layout, std::span<const int64_t> input_shape,
                              std::span<const int64_t> window_shape,
                              std::span<const int64_t> output_shape,
                              std::span<const int64_t> strides,
                              std::span<const int64_t> dilations, PoolProblem& problem,
                              std::span<const int64_t> padding = {});

// Reduces into `output`. Max and min of floating-point values propagate NaN and order -0 below
// +0, as arith.maximumf/minimumf do. Instantiated for float, double, int64_t (signed compares)
// and uint64_t (unsigned compares, for the *_unsigned ops; values zero-extended by the caller).
template <class T>
void pool(const PoolProblem& p, PoolKind kind, const T* input, T* output);

}  // namespace linrt::ops::ref
