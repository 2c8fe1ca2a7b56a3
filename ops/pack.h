// Packing into tiles and back: the contract and the plain reference implementation of
// linalg.pack / linalg.unpack (formerly tensor.pack / tensor.unpack).
//
// Packing tiles the unpacked dims listed in inner_dims_pos by inner_tiles: dim d of size s tiled
// by t becomes an outer dim of ceil(s / t) tiles and an inner dim of t elements. The packed
// shape is the outer dims (in outer_dims_perm order: packed dim i is unpacked dim perm[i])
// followed by the tile dims in inner_dims_pos order. For the packed position (outer..., inner...)
//   unpacked index[d] = outer[d] * t + inner[j]   when d = inner_dims_pos[j], else outer[d]
// Positions past the end of the unpacked tensor (the last, partial tile) hold the padding value.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace linrt::ops::ref {

struct PackLayout {
  std::vector<int64_t> unpacked_shape;
  std::vector<int64_t> inner_dims_pos;   // unpacked dims that are tiled, each at most once
  std::vector<int64_t> inner_tiles;      // one positive tile size per entry of inner_dims_pos
  std::vector<int64_t> outer_dims_perm;  // a permutation of the unpacked dims; empty: identity
};

// Empty when the layout is well formed, otherwise what is wrong with it.
std::string check_pack_layout(const PackLayout& layout);
// The packed shape of a well-formed layout.
std::vector<int64_t> packed_shape(const PackLayout& layout);
// True when some tile runs past the end of its dim, so packing needs a padding value.
bool pack_needs_padding(const PackLayout& layout);

// `packed` has packed_shape(layout); `unpacked` has layout.unpacked_shape. Instantiated for
// float, double and int64_t.
template <class T>
void pack(const PackLayout& layout, const T* unpacked, T* packed, T padding);
// Every unpacked element comes from its packed position; padding elements are dropped.
template <class T>
void unpack(const PackLayout& layout, const T* packed, T* unpacked);

}  // namespace linrt::ops::ref
