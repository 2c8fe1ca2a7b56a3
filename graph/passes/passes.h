// Graph passes: rewrite a parsed Module in place into linrt's canonical graph. They fold data
// movement of constants, deduplicate constants by content, drop dead ops, and recognise
// patterns (convolution with padding and bias, embedding bags, gathers with constant indices,
// nearest upsampling, pixel shuffle) into ops of the linrt dialect (docs/ARCHITECTURE.md,
// "Dialect and passes"). Every pass keeps the module's meaning: anything a pass does not
// recognise stays as it was and still runs.
#pragma once

#include <cstdint>
#include <string>
#include <utility>
#include <vector>

#include "graph/ir.h"

namespace linrt::graph {

// Counters the planner prints with --stats. Passes add to them; canonicalize() fills all.
struct PassStats {
  int64_t ops_parsed = 0;             // ops in function bodies (nested ones included) before
  int64_t ops_after = 0;              // the same count after canonicalize
  int64_t constants_before = 0;       // tensor arith.constant ops
  int64_t constants_after = 0;
  int64_t constant_bytes_before = 0;  // their stored bytes (a splat counts one element)
  int64_t constant_bytes_after = 0;
  int64_t ops_erased = 0;             // by dead-op elimination
  int64_t constants_folded = 0;       // transposes/copies/reshapes of constants made constants
  int64_t constants_deduplicated = 0;
  int64_t conv2d_recognised = 0;
  int64_t conv_transpose2d_recognised = 0;
  int64_t conv_bias_adds_folded = 0;  // elementwise bias adds folded into a linrt.conv2d
  int64_t conv_affine_folded = 0;     // per-channel scale/shift generics folded into conv weights
  int64_t affine_chains_collapsed = 0;  // other chains of them made one x * a[c] + b[c] generic
  int64_t embedding_bag_recognised = 0;
  int64_t embedding_bag_prepacked = 0;  // of those, over FBGEMM's prepacked tables
  int64_t embedding_bag_index_maps = 0;  // bags that read quotient/remainder indices through index_map
  int64_t embedding_bag_pairs = 0;       // quotient-remainder bag pairs and their combine made one bag
  int64_t gather_recognised = 0;
  int64_t upsample_nearest_recognised = 0;
  int64_t pixel_shuffle_recognised = 0;
  int64_t pool2d_recognised = 0;
  int64_t layer_norm_recognised = 0;
  int64_t softmax_recognised = 0;
  int64_t attention_recognised = 0;        // softmax(q k^T * scale) v made linrt.attention
  int64_t transposed_matmul_recognised = 0;  // matmuls of a transpose made _transpose_b
  int64_t broadcast_batch_matmuls_flattened = 0;  // batch_matmuls of a broadcast matrix made one matmul
  int64_t concat_recognised = 0;             // insert_slice chains into a tensor.empty
  int64_t f64_ops_narrowed = 0;              // f32<->f64 casts dropped by narrow_f64
  int64_t all_equal_reductions_rewritten = 0;  // all(x == -inf) made max(x) == -inf
  int64_t expand_shapes_sunk = 0;            // elementwise generics moved before an expand_shape
  int64_t transposes_sunk = 0;               // transposes moved below an elementwise op or conv, or folded
  int64_t sliced_copies_narrowed = 0;        // slices of a copy made copies of the slice
  // Filled at load by the engine (engine/plan/fold_constant_ops.h), not by canonicalize:
  // generics computed from constants alone, evaluated once into constants.
  int64_t constant_generics_evaluated = 0;
  // ... and gathers whose constant indices read every element in place, replaced by their source.
  int64_t identity_gathers_folded = 0;

  // name/value pairs in a fixed order, for printing.
  std::vector<std::pair<std::string, int64_t>> entries() const;
};

// Functions whose f64 values are all made from f32 values inside them and only feed float
// arithmetic and truncf back compute them in f32 (torch-mlir's layer norm and attention guard).
void narrow_f64(Module& m, PassStats& stats);
// An and-reduction of `x oeq -inf` (the attention softmax's all-masked-row guard) becomes a
// max-reduction of x, compared with -inf by the reduction's users.
void rewrite_all_equal_reductions(Module& m, PassStats& stats);
// Transposes moved below elementwise generics and NCHW convs (made NHWC) until they cancel
// (channels-last blocks in NCHW models: ConvNeXt's permutes around its depthwise convs).
void sink_transposes(Module& m, PassStats& stats);
// An all-parallel generic whose identity-map inputs are expand_shapes of values of one shape
// (the others values of its shape, or read per feature) computes over that shape, its result
// expanded after it (GELU, a layer scale, a residual add after a Linear).
void sink_expand_shapes(Module& m, PassStats& stats);
// A copy (linalg.transpose, a generic yielding its input) whose result, or whose one
// collapse_shape, only unit-stride slices read: each slice becomes the copy of its box, and the
// whole copy goes (ShuffleNetV2's channel shuffle and split).
void narrow_sliced_copies(Module& m, PassStats& stats);
// Removes ops without side effects whose results are all unused, and the unused results of a
// linalg.generic whose other results are used (with the body code only they need).
void eliminate_dead_ops(Module& m, PassStats& stats);
// Transposes, pure permuting/copying generics and reshapes of constants become constants, and
// so do truncf/extf of a scalar float constant to f32/f64. Broadcasts that would grow a
// constant are left alone.
void fold_constant_data_movement(Module& m, PassStats& stats);
// Equal constants (type and bytes; splats by value) in one function become the first of them.
void deduplicate_constants(Module& m, PassStats& stats);
// Padded convolutions with a bias initialiser -> linrt.conv2d.
void recognise_conv2d(Module& m, PassStats& stats);
// Per-channel affine generics after a linrt.conv2d (batch norm, scale and shift) folded into
// the conv's weight and bias constants.
void fold_conv_affine(Module& m, PassStats& stats);
// A linrt.conv2d over a zero tensor with the input inserted at strides (torch-mlir's
// ConvTranspose2d) -> linrt.conv_transpose2d over the input itself.
void recognise_conv_transpose2d(Module& m, PassStats& stats);
// torch-mlir's embedding_bag generic (both forms) -> linrt.embedding_bag.
void recognise_embedding_bag(Module& m, PassStats& stats);
// Gathers with constant index lists (DLRM's Z[:, li, lj]) -> linrt.gather.
void recognise_gather(Module& m, PassStats& stats);
// Nearest upsampling by integer factors -> linrt.upsample_nearest.
void recognise_upsample_nearest(Module& m, PassStats& stats);
// expand_shape + transpose + collapse_shape of a pixel shuffle -> linrt.pixel_shuffle.
void recognise_pixel_shuffle(Module& m, PassStats& stats);
// Max and sum pooling over NCHW, with an identity-valued tensor.pad in front folded into the
// window -> linrt.pool2d.
void recognise_pool2d(Module& m, PassStats& stats);
// Normalisations over the last dim, recognised by what their generics compute: layer norm (mean,
// biased variance, rsqrt(var + eps), optional per-feature weight and bias) -> linrt.layer_norm;
// softmax (max, exp of the shifted values, their sum, the divide; with attention's guard of
// fully masked rows) -> linrt.softmax.
void recognise_row_norms(Module& m, PassStats& stats);

// (batch_)matmul(a, transpose(x)) swapping the last two dims -> (batch_)matmul_transpose_b(a, x).
void recognise_transposed_matmul(Module& m, PassStats& stats);
// batch_matmul(softmax(batch_matmul(q, k^T) * scale), v) (scaled_dot_product_attention without
// a mask, the scale on q, k^T or the scores) -> linrt.attention(q, k, v).
void recognise_attention(Module& m, PassStats& stats);
// A chain of insert_slices tiling a tensor.empty along one dimension (torch-mlir's `cat`
// before 2023-12) -> tensor.concat.
void recognise_concat(Module& m, PassStats& stats);

// All of the above in order, with the before/after counters. What the planner calls at load.
void canonicalize(Module& m, PassStats& stats);

}  // namespace linrt::graph
