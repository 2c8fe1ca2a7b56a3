#include "ops/pooling.h"

#include <cmath>
#include <limits>
#include <type_traits>
#include <vector>

#include "ops/accumulate.h"
#include "ops/layout.h"

namespace linrt::ops::ref {

std::string make_pool_problem(std::string_view layout, std::span<const int64_t> input_shape,
                              std::span<const int64_t> window_shape,
                              std::span<const int64_t> output_shape,
                              std::span<const int64_t> strides,
                              std::span<const int64_t> dilations, PoolProblem& problem,
                              std::span<const int64_t> padding) {
  PoolProblem p;
  p.spatial_rank = int(strides.size());
  if (p.spatial_rank < 1 || p.spatial_rank > kMaxPoolSpatialRank)
    return "expected 1 to 3 spatial dims, got " + std::to_string(strides.size());
  if (dilations.size() != strides.size())
    return "expected " + std::to_string(strides.size()) + " dilations, got " +
           std::to_string(dilations.size());
  if (window_shape.size() != strides.size())
    return "window has rank " + std::to_string(window_shape.size()) + ", expected " +
           std::to_string(strides.size());
  for (int s = 0; s < p.spatial_rank; ++s) {
    if (strides[s] < 1) return "strides must be positive, got " + std::to_string(strides[s]);
    if (dilations[s] < 1)
      return "dilations must be positive, got " + std::to_string(dilations[s]);
    if (window_shape[s] < 0) return "window has a negative dimension";
    p.stride[s] = strides[s];
    p.dilation[s] = dilations[s];
    p.window[s] = window_shape[s];
  }
  if (!padding.empty() && padding.size() != 2 * strides.size())
    return "expected " + std::to_string(2 * strides.size()) + " pads, got " + std::to_string(padding.size());
  for (int64_t pad : padding)
    if (pad < 0) return "pads must not be negative, got " + std::to_string(pad);
  if (layout.size() != size_t(p.spatial_rank) + 2)
    return "layout " + std::string(layout) + " does not have " +
           std::to_string(p.spatial_rank + 2) + " letters";
  for (std::string_view letters : {std::string_view("nc"), spatial_letters(p.spatial_rank)})
    for (char l : letters)
      if (layout.find(l) == std::string_view::npos)
        return "layout " + std::string(layout) + " lacks " + l;
  if (input_shape.size() != layout.size() || output_shape.size() != layout.size())
    return "input (" + dims_str(input_shape) + ") and output (" + dims_str(output_shape) +
           ") must both have rank " + std::to_string(layout.size());

  std::vector<int64_t> in_st = row_major_strides(input_shape);
  std::vector<int64_t> out_st = row_major_strides(output_shape);
  PoolProblem::Spatial& in_size = p.in_size;
  for (size_t d = 0; d < layout.size(); ++d) {
    if (input_shape[d] < 0 || output_shape[d] < 0) return "negative dimension";
    char l = layout[d];
    if (int s = spatial_position(l, p.spatial_rank); s >= 0) {
      in_size[s] = input_shape[d];
      p.out_size[s] = output_shape[d];
      p.input_strides.spatial[s] = in_st[d];
      p.output_strides.spatial[s] = out_st[d];
      continue;
    }
    if (input_shape[d] != output_shape[d])
      return std::string(l == 'n' ? "batch" : "channel") + " dim " + std::to_string(d) +
             " is " + std::to_string(input_shape[d]) + " in the input but " +
             std::to_string(output_shape[d]) + " in the output";
    if (l == 'n') {
      p.batch = input_shape[d];
      p.input_strides.n = in_st[d];
      p.output_strides.n = out_st[d];
    } else {
      p.channels = input_shape[d];
      p.input_strides.c = in_st[d];
      p.output_strides.c = out_st[d];
    }
  }
  for (int s = 0; s < p.spatial_rank; ++s) {
    int64_t need = 0;
    std::string dim_name(1, spatial_letters(p.spatial_rank)[s]);
    if (!window_input_extent(p.out_size[s], p.window[s], p.stride[s], p.dilation[s], need))
      return "input extent needed along spatial dim " + dim_name + " overflows";
    const int64_t pads = padding.empty() ? 0 : padding[size_t(s)] + padding[size_t(s + p.spatial_rank)];
    if (!padding.empty()) p.pad_before[s] = padding[size_t(s)];
    if (in_size[s] + pads < need)
      return "input spatial dim " + dim_name + " is " + std::to_string(in_size[s]) +
             (pads ? " (+" + std::to_string(pads) + " padding)" : std::string()) +
             " but output size " + std::to_string(p.out_size[s]) + " with window " +
             std::to_string(p.window[s]) + ", stride " + std::to_string(p.stride[s]) +
             " and dilation " + std::to_string(p.dilation[s]) + " needs at least " +
             std::to_string(need);
  }
  problem = p;
  return {};
}

namespace {

template <class T>
T reduce_max(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
    if (a == b) return std::signbit(a) ? b : a;  // max(-0, +0) is +0
  }
  return a < b ? b : a;
}

template <class T>
T reduce_min(T a, T b) {
  if constexpr (std::is_floating_point_v<T>) {
    if (std::isnan(a) || std::isnan(b)) return std::numeric_limits<T>::quiet_NaN();
    if (a == b) return std::signbit(a) ? a : b;  // min(-0, +0) is -0
  }
  return b < a ? b : a;
}

}  // namespace

template <class T>
void pool(const PoolProblem& p, PoolKind kind, const T* input, T* output) {
  const auto& is = p.input_strides;
  const auto& os = p.output_strides;
  for (int64_t n = 0; n < p.batch; ++n)
    for (int64_t c = 0; c < p.channels; ++c)
      for (int64_t o0 = 0; o0 < p.out_size[0]; ++o0)
        for (int64_t o1 = 0; o1 < p.out_size[1]; ++o1)
          for (int64_t o2 = 0; o2 < p.out_size[2]; ++o2) {
            T* out = output + n * os.n + c * os.c + o0 * os.spatial[0] + o1 * os.spatial[1] +
                     o2 * os.spatial[2];
            T acc = *out;
            for (int64_t k0 = 0; k0 < p.window[0]; ++k0)
              for (int64_t k1 = 0; k1 < p.window[1]; ++k1)
                for (int64_t k2 = 0; k2 < p.window[2]; ++k2) {
                  int64_t i0 = o0 * p.stride[0] + k0 * p.dilation[0] - p.pad_before[0];
                  int64_t i1 = o1 * p.stride[1] + k1 * p.dilation[1] - p.pad_before[1];
                  int64_t i2 = o2 * p.stride[2] + k2 * p.dilation[2] - p.pad_before[2];
                  if (i0 < 0 || i0 >= p.in_size[0] || i1 < 0 || i1 >= p.in_size[1] || i2 < 0 ||
                      i2 >= p.in_size[2])
                    continue;  // padding: the reduction's identity
                  T x = input[n * is.n + c * is.c + i0 * is.spatial[0] + i1 * is.spatial[1] +
                              i2 * is.spatial[2]];
                  switch (kind) {
                    case PoolKind::Sum: acc = wrapping_add(acc, x); break;
                    case PoolKind::Max: acc = reduce_max(acc, x); break;
                    case PoolKind::Min: acc = reduce_min(acc, x); break;
                  }
                }
            *out = acc;
          }
}

template void pool<float>(const PoolProblem&, PoolKind, const float*, float*);
template void pool<double>(const PoolProblem&, PoolKind, const double*, double*);
template void pool<int64_t>(const PoolProblem&, PoolKind, const int64_t*, int64_t*);
template void pool<uint64_t>(const PoolProblem&, PoolKind, const uint64_t*, uint64_t*);

}  // namespace linrt::ops::ref
