#include "ops/conv.h"

#include <cstdint>
#include <vector>

#include "ops/accumulate.h"
#include "ops/layout.h"

namespace linrt::ops::ref {

namespace {

// The extent of one non-spatial letter, bound by the first operand that has it and checked
// against every later one.
struct LetterExtent {
  char letter;
  int64_t extent = -1;
  std::string bound_by;
};

// Checks a layout's letters against the ones its operand may use, and its length against the
// operand's rank.
std::string check_layout(std::string_view operand, std::string_view layout,
                         std::string_view allowed_letters, int spatial_rank,
                         std::span<const int64_t> shape) {
  if (layout.size() != shape.size())
    return std::string(operand) + " has rank " + std::to_string(shape.size()) + " (shape " +
           dims_str(shape) + ") but layout " + std::string(layout) + " needs rank " +
           std::to_string(layout.size());
  for (size_t i = 0; i < layout.size(); ++i) {
    char l = layout[i];
    bool allowed = allowed_letters.find(l) != std::string_view::npos ||
                   spatial_position(l, spatial_rank) >= 0;
    if (!allowed || layout.find(l) != i)
      return std::string(operand) + " layout " + std::string(layout) + " is malformed";
    if (shape[i] < 0) return std::string(operand) + " has a negative dimension";
  }
  if (layout.size() < size_t(spatial_rank)) return std::string(operand) + " lacks spatial dims";
  for (char l : spatial_letters(spatial_rank))
    if (layout.find(l) == std::string_view::npos)
      return std::string(operand) + " layout " + std::string(layout) + " lacks spatial dim " + l;
  return {};
}

std::string bind(std::vector<LetterExtent>& extents, char letter, int64_t extent,
                 std::string_view operand, size_t dim) {
  for (auto& e : extents) {
    if (e.letter != letter) continue;
    std::string here = std::string(operand) + " dim " + std::to_string(dim);
    if (e.extent < 0) {
      e.extent = extent;
      e.bound_by = here;
    } else if (e.extent != extent) {
      return here + " is " + std::to_string(extent) + " but " + e.bound_by + " is " +
             std::to_string(e.extent);
    }
  }
  return {};
}

int64_t extent_of(const std::vector<LetterExtent>& extents, char letter) {
  for (auto& e : extents)
    if (e.letter == letter) return e.extent < 0 ? 1 : e.extent;
  return 1;
}

}  // namespace

std::string make_conv_problem(const ConvLayouts& layouts, std::span<const int64_t> input_shape,
                              std::span<const int64_t> filter_shape,
                              std::span<const int64_t> output_shape,
                              std::span<const int64_t> strides,
                              std::span<const int64_t> dilations, ConvProblem& problem) {
  ConvProblem p;
  p.spatial_rank = int(strides.size());
  if (p.spatial_rank < 1 || p.spatial_rank > kMaxConvSpatialRank)
    return "expected 1 to 3 spatial dims, got " + std::to_string(strides.size());
  if (dilations.size() != strides.size())
    return "expected " + std::to_string(strides.size()) + " dilations, got " +
           std::to_string(dilations.size());
  for (int i = 0; i < p.spatial_rank; ++i) {
    if (strides[i] < 1) return "strides must be positive, got " + std::to_string(strides[i]);
    if (dilations[i] < 1)
      return "dilations must be positive, got " + std::to_string(dilations[i]);
    p.stride[i] = strides[i];
    p.dilation[i] = dilations[i];
  }
  if (auto e = check_layout("input", layouts.input, "ngc", p.spatial_rank, input_shape); !e.empty())
    return e;
  if (auto e = check_layout("filter", layouts.filter, "gfc", p.spatial_rank, filter_shape); !e.empty())
    return e;
  if (auto e = check_layout("output", layouts.output, "ngf", p.spatial_rank, output_shape); !e.empty())
    return e;

  std::vector<LetterExtent> extents;
  for (char l : {'n', 'g', 'c', 'f'}) extents.push_back(LetterExtent{l, -1, {}});
  struct Operand {
    std::string_view name, layout;
    std::span<const int64_t> shape;
  };
  for (const Operand& o : {Operand{"input", layouts.input, input_shape},
                           Operand{"filter", layouts.filter, filter_shape},
                           Operand{"output", layouts.output, output_shape}}) {
    for (size_t d = 0; d < o.layout.size(); ++d) {
      if (spatial_position(o.layout[d], p.spatial_rank) >= 0) continue;
      if (auto e = bind(extents, o.layout[d], o.shape[d], o.name, d); !e.empty()) return e;
    }
  }
  p.batch = extent_of(extents, 'n');
  p.groups = extent_of(extents, 'g');
  p.in_channels = extent_of(extents, 'c');
  p.out_channels = extent_of(extents, 'f');

  std::vector<int64_t> in_st = row_major_strides(input_shape);
  std::vector<int64_t> f_st = row_major_strides(filter_shape);
  std::vector<int64_t> out_st = row_major_strides(output_shape);
  ConvProblem::Spatial in_size{1, 1, 1};
  for (size_t d = 0; d < layouts.input.size(); ++d) {
    char l = layouts.input[d];
    if (int s = spatial_position(l, p.spatial_rank); s >= 0) {
      in_size[s] = input_shape[d];
      p.input_strides.spatial[s] = in_st[d];
    } else if (l == 'n') p.input_strides.n = in_st[d];
    else if (l == 'g') p.input_strides.g = in_st[d];
    else p.input_strides.c = in_st[d];
  }
  for (size_t d = 0; d < layouts.filter.size(); ++d) {
    char l = layouts.filter[d];
    if (int s = spatial_position(l, p.spatial_rank); s >= 0) {
      p.kernel_size[s] = filter_shape[d];
      p.filter_strides.spatial[s] = f_st[d];
    } else if (l == 'g') p.filter_strides.g = f_st[d];
    else if (l == 'f') p.filter_strides.f = f_st[d];
    else p.filter_strides.c = f_st[d];
  }
  for (size_t d = 0; d < layouts.output.size(); ++d) {
    char l = layouts.output[d];
    if (int s = spatial_position(l, p.spatial_rank); s >= 0) {
      p.out_size[s] = output_shape[d];
      p.output_strides.spatial[s] = out_st[d];
    } else if (l == 'n') p.output_strides.n = out_st[d];
    else if (l == 'g') p.output_strides.g = out_st[d];
    else p.output_strides.f = out_st[d];
  }

  // linalg infers the loop ranges from the output and the filter; the input only has to be
  // large enough for the last window (it may be larger: trailing rows are then unused).
  for (int s = 0; s < p.spatial_rank; ++s) {
    int64_t need = 0;
    std::string dim_name(1, spatial_letters(p.spatial_rank)[s]);
    if (!window_input_extent(p.out_size[s], p.kernel_size[s], p.stride[s], p.dilation[s], need))
      return "input extent needed along spatial dim " + dim_name + " overflows";
    if (in_size[s] < need)
      return "input spatial dim " + dim_name + " is " + std::to_string(in_size[s]) +
             " but output size " + std::to_string(p.out_size[s]) + " with filter size " +
             std::to_string(p.kernel_size[s]) + ", stride " + std::to_string(p.stride[s]) +
             " and dilation " + std::to_string(p.dilation[s]) + " needs at least " +
             std::to_string(need);
  }
  problem = p;
  return {};
}

template <class T>
void conv(const ConvProblem& p, const T* input, const T* filter, T* output, T input_zero_point,
          T filter_zero_point) {
  const auto& is = p.input_strides;
  const auto& fs = p.filter_strides;
  const auto& os = p.output_strides;
  for (int64_t n = 0; n < p.batch; ++n)
    for (int64_t g = 0; g < p.groups; ++g)
      for (int64_t f = 0; f < p.out_channels; ++f)
        for (int64_t o0 = 0; o0 < p.out_size[0]; ++o0)
          for (int64_t o1 = 0; o1 < p.out_size[1]; ++o1)
            for (int64_t o2 = 0; o2 < p.out_size[2]; ++o2) {
              T* out = output + n * os.n + g * os.g + f * os.f + o0 * os.spatial[0] +
                       o1 * os.spatial[1] + o2 * os.spatial[2];
              T acc = *out;
              for (int64_t c = 0; c < p.in_channels; ++c)
                for (int64_t k0 = 0; k0 < p.kernel_size[0]; ++k0)
                  for (int64_t k1 = 0; k1 < p.kernel_size[1]; ++k1)
                    for (int64_t k2 = 0; k2 < p.kernel_size[2]; ++k2) {
                      int64_t i0 = o0 * p.stride[0] + k0 * p.dilation[0];
                      int64_t i1 = o1 * p.stride[1] + k1 * p.dilation[1];
                      int64_t i2 = o2 * p.stride[2] + k2 * p.dilation[2];
                      T x = input[n * is.n + g * is.g + c * is.c + i0 * is.spatial[0] +
                                  i1 * is.spatial[1] + i2 * is.spatial[2]];
                      T w = filter[g * fs.g + f * fs.f + c * fs.c + k0 * fs.spatial[0] +
                                   k1 * fs.spatial[1] + k2 * fs.spatial[2]];
                      acc = mul_add(acc, wrapping_sub(x, input_zero_point),
                                    wrapping_sub(w, filter_zero_point));
                    }
              *out = acc;
            }
}

template void conv<float>(const ConvProblem&, const float*, const float*, float*, float, float);
template void conv<double>(const ConvProblem&, const double*, const double*, double*, double,
                           double);
template void conv<int64_t>(const ConvProblem&, const int64_t*, const int64_t*, int64_t*,
                            int64_t, int64_t);

}  // namespace linrt::ops::ref
