#include "ops/pack.h"

#include "ops/layout.h"

namespace linrt::ops::ref {

std::string check_pack_layout(const PackLayout& l) {
  const int64_t rank = int64_t(l.unpacked_shape.size());
  for (int64_t s : l.unpacked_shape)
    if (s < 0) return "unpacked shape " + dims_str(l.unpacked_shape) + " has a negative dimension";
  if (l.inner_tiles.size() != l.inner_dims_pos.size())
    return "inner_tiles has " + std::to_string(l.inner_tiles.size()) +
           " entries but inner_dims_pos has " + std::to_string(l.inner_dims_pos.size());
  std::vector<bool> tiled(size_t(rank), false);
  for (size_t j = 0; j < l.inner_dims_pos.size(); ++j) {
    int64_t d = l.inner_dims_pos[j];
    if (d < 0 || d >= rank)
      return "inner_dims_pos entry " + std::to_string(d) + " is not a dim of a rank-" +
             std::to_string(rank) + " tensor";
    if (tiled[size_t(d)]) return "inner_dims_pos names dim " + std::to_string(d) + " twice";
    tiled[size_t(d)] = true;
    if (l.inner_tiles[j] <= 0)
      return "inner tile sizes must be positive, got " + std::to_string(l.inner_tiles[j]);
  }
  if (!l.outer_dims_perm.empty()) {
    if (int64_t(l.outer_dims_perm.size()) != rank)
      return "outer_dims_perm has " + std::to_string(l.outer_dims_perm.size()) +
             " entries for a rank-" + std::to_string(rank) + " tensor";
    std::vector<bool> seen(size_t(rank), false);
    for (int64_t d : l.outer_dims_perm) {
      if (d < 0 || d >= rank || seen[size_t(d)]) return "outer_dims_perm is not a permutation";
      seen[size_t(d)] = true;
    }
  }
  return {};
}

namespace {

int64_t outer_dim(const PackLayout& l, size_t perm_index) {
  size_t d = l.outer_dims_perm.empty() ? perm_index : size_t(l.outer_dims_perm[perm_index]);
  int64_t size = l.unpacked_shape[d];
  for (size_t j = 0; j < l.inner_dims_pos.size(); ++j)
    if (size_t(l.inner_dims_pos[j]) == d)  // ceil(size / tile), without overflow for huge tiles
      return size / l.inner_tiles[j] + (size % l.inner_tiles[j] != 0 ? 1 : 0);
  return size;
}

// Walks every packed position in row-major order and calls visit(packed_offset,
// unpacked_offset), with unpacked_offset -1 for padding positions.
template <class Visit>
void for_each_packed_position(const PackLayout& l, Visit visit) {
  const std::vector<int64_t> shape = packed_shape(l);
  const size_t rank = l.unpacked_shape.size();
  const std::vector<int64_t> unpacked_strides = row_major_strides(l.unpacked_shape);
  int64_t total = 1;
  for (int64_t s : shape) total *= s;
  std::vector<int64_t> pos(shape.size(), 0);
  std::vector<int64_t> index(rank);
  for (int64_t flat = 0; flat < total; ++flat) {
    for (size_t i = 0; i < rank; ++i)
      index[l.outer_dims_perm.empty() ? i : size_t(l.outer_dims_perm[i])] = pos[i];
    for (size_t j = 0; j < l.inner_dims_pos.size(); ++j) {
      size_t d = size_t(l.inner_dims_pos[j]);
      index[d] = index[d] * l.inner_tiles[j] + pos[rank + j];
    }
    int64_t offset = 0;
    for (size_t d = 0; d < rank && offset >= 0; ++d)
      offset = index[d] < l.unpacked_shape[d] ? offset + index[d] * unpacked_strides[d] : -1;
    visit(flat, offset);
    for (size_t i = shape.size(); i-- > 0;) {
      if (++pos[i] < shape[i]) break;
      pos[i] = 0;
    }
  }
}

}  // namespace

std::vector<int64_t> packed_shape(const PackLayout& l) {
  std::vector<int64_t> shape;
  for (size_t i = 0; i < l.unpacked_shape.size(); ++i) shape.push_back(outer_dim(l, i));
  for (int64_t t : l.inner_tiles) shape.push_back(t);
  return shape;
}

bool pack_needs_padding(const PackLayout& l) {
  for (size_t j = 0; j < l.inner_dims_pos.size(); ++j)
    if (l.unpacked_shape[size_t(l.inner_dims_pos[j])] % l.inner_tiles[j] != 0) return true;
  return false;
}

template <class T>
void pack(const PackLayout& layout, const T* unpacked, T* packed, T padding) {
  for_each_packed_position(layout, [&](int64_t packed_offset, int64_t unpacked_offset) {
    packed[packed_offset] = unpacked_offset < 0 ? padding : unpacked[unpacked_offset];
  });
}

template <class T>
void unpack(const PackLayout& layout, const T* packed, T* unpacked) {
  for_each_packed_position(layout, [&](int64_t packed_offset, int64_t unpacked_offset) {
    if (unpacked_offset >= 0) unpacked[unpacked_offset] = packed[packed_offset];
  });
}

template void pack<float>(const PackLayout&, const float*, float*, float);
template void pack<double>(const PackLayout&, const double*, double*, double);
template void pack<int64_t>(const PackLayout&, const int64_t*, int64_t*, int64_t);
template void unpack<float>(const PackLayout&, const float*, float*);
template void unpack<double>(const PackLayout&, const double*, double*);
template void unpack<int64_t>(const PackLayout&, const int64_t*, int64_t*);

}  // namespace linrt::ops::ref
