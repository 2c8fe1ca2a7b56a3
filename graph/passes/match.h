// Helpers the recognisers share for reading structured ops (linalg and tensor) and their bodies.
#pragma once

#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "graph/ir.h"

namespace linrt::graph::match {

// Inputs and outputs of a destination-style op (linalg.*), split by operandSegmentSizes; ops
// without it (linalg.broadcast, linalg.transpose) have one output, their last operand.
struct InsOuts {
  std::vector<Value*> ins, outs;
};
std::optional<InsOuts> ins_outs(const Operation& op);

// indexing_maps of a linalg.generic; nullopt when missing or not all affine maps.
std::optional<std::vector<AffineMap>> indexing_maps(const Operation& op);

// The single block of a single-region op, or nullptr.
const Block* body(const Operation& op);

// False when `op` is one the recognisers read operands of by position (arith binary ops and
// select, casts, math.floor, tensor.dim, tensor.extract/expand_shape/collapse_shape/pad) but has too few
// or too many operands, which the parser does not reject in the generic op form.
bool has_expected_arity(const Operation& op);

// The op defining `v` if it is named `name` and has the expected arity, else nullptr.
Operation* def_of(const Value* v, OpId id);
// The same, and the op must be in `body` (not outside a linalg body).
const Operation* def_in(const Value* v, const Block* body, OpId id);

// reassociation of tensor.expand_shape / collapse_shape as groups of dims.
std::optional<std::vector<std::vector<int64_t>>> reassociation(const Operation& op);

// A linalg.generic whose body only yields block argument `arg` (a copy/broadcast/permutation).
bool body_yields_block_arg(const Operation& generic, unsigned arg);

// All iterators parallel (true) / which are reductions.
bool all_parallel(const Operation& generic);

// The input map of a copy from `in` to `out`: linalg.transpose's result dim i reads input dim
// permutation[i]; a generic whose body only yields its single input, with an identity output
// map, reads through its input map. nullopt for anything else.
std::optional<AffineMap> copy_input_map(const Operation& op, const Type& in, const Type& out);

// `v` through any chain of arith.index_cast (index <-> integer casts do not change the value
// for the small non-negative numbers the recognisers look at).
const Value* strip_index_casts(const Value* v);

// linalg.index N inside a body: N, else nullopt.
std::optional<int64_t> loop_index_dim(const Value* v);

// linalg.transpose of `rank` dims swapping the last two (the others in place), or null.
const Operation* last_two_swapped(const Value* v, size_t rank);

// A named matmul / batch_matmul as torch-mlir writes it: ins(A, B) outs(C), one result, no
// region and no indexing_maps (a transposing variant would carry them).
bool plain_named_matmul(const Operation& op);

// A statically shaped tensor value's shape, or nullopt.
std::optional<std::vector<int64_t>> static_shape(const Value* v);

// A window op's (conv, pooling) per-spatial-dim attribute `key` (strides, dilations) in any
// spelling (dense vector, array, one integer); {1, 1} when absent, empty when malformed.
std::vector<int64_t> window_attr(const Operation& op, const char* key);

// Whether `out` is the full extent of a window of `k` taps sliding over `in + pad` elements
// (pad: both sides together). Dynamic extents (kDynamic) agree with anything.
bool full_extent(int64_t out, int64_t in, int64_t pad, int64_t k, int64_t stride, int64_t dilation);

// The float every element of `v` holds when `v` is a linalg.fill of a constant or a splat
// constant, else nullopt.
std::optional<double> splat_value(const Value* v);

// A tensor.pad of a rank-4 value with static pads >= 0 on the two spatial dims `h_dim`,
// `h_dim + 1` only and a body yielding a float constant: its source, the pads as
// {top, left, bottom, right}, and the constant.
struct SpatialPad {
  Value* source = nullptr;
  std::vector<int64_t> padding;
  double value = 0.0;
};
std::optional<SpatialPad> spatial_pad(const Operation& pad, int h_dim);

}  // namespace linrt::graph::match
