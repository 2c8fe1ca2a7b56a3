// The linrt dialect: the ops linrt's recognition passes create, each with one typed adaptor, in
// the manner of MLIR's generated ones. An adaptor is the only code that knows how the op's
// attributes are spelt: the recogniser that creates the op writes it (`attributes()` for
// rewrite::create_op, or `write`), and the reference executor, the planner, shape
// specialisation and the CPU and Vulkan devices read it (`read`). Shape-free rules (a stride
// is positive, a layout is one of two) are checked here once; rules that need operand shapes
// stay with whoever has the shapes.
//
// Each `read` returns nullopt for a missing or malformed attribute, and when `error` is given
// says which one and why (the reference executor reports it with the op's location; a device
// declines the op, leaving the error to the reference).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "graph/ir.h"

namespace linrt::graph {

using AttrList = std::vector<std::pair<std::string, AttrP>>;

// linrt.conv2d(input, weight[, bias]) {layout, strides, dilations, padding, groups}
//   nchw: input N,C,H,W  weight F,C/groups,KH,KW  result N,F,OH,OW
//   nhwc: input N,H,W,C  weight KH,KW,C/groups,F  result N,OH,OW,F
// Zero padding; the bias (F) is added to every output position.
struct Conv2dAttrs {
  static constexpr OpId kId = OpId::LinrtConv2d;
  enum class Layout : uint8_t { Nchw, Nhwc };

  Layout layout = Layout::Nchw;
  std::array<int64_t, 2> strides{1, 1};     // h, w; >= 1
  std::array<int64_t, 2> dilations{1, 1};   // h, w; >= 1
  std::array<int64_t, 4> padding{0, 0, 0, 0};  // top, left, bottom, right; >= 0
  int64_t groups = 1;                       // >= 1; absent: 1

  bool nhwc() const { return layout == Layout::Nhwc; }
  static std::optional<Conv2dAttrs> read(const Operation& op, std::string* error = nullptr);
  // The attributes of a new op, operandSegmentSizes included.
  AttrList attributes(bool has_bias) const;
  void write(Operation& op) const;
  // The result shape for these input and weight shapes (rank 4 each, in this layout); nullopt
  // when they do not fit together (channels, groups, a filter larger than the padded input).
  std::optional<std::array<int64_t, 4>> result_shape(std::span<const int64_t> input,
                                                     std::span<const int64_t> weight) const;
  // Whether output rows (axis 0) or columns (axis 1) equal the input's for a filter of
  // `kernel` taps on that axis, whatever the input's extent ("same" padding at stride 1).
  bool keeps_extent(int axis, int64_t kernel) const {
    return strides[axis] == 1 && padding[axis] + padding[axis + 2] == dilations[axis] * (kernel - 1);
  }
};

// linrt.conv_transpose2d(input, weight[, bias]) {strides, dilations, padding, groups}: NCHW,
//   input N,C,H,W  weight F,C/groups,KH,KW  result N,F,OH,OW. The convolution (stride 1) of the
//   weight over the input spread out by `strides` with zeros between its pixels and `padding`
//   around them (either sign; negative crops):
//     out[n,f,oy,ox] = bias[f] + sum W[f,c,ky,kx] * Z[n,c, oy + ky*dh - top, ox + kx*dw - left]
//     Z[n,c,r,q] = x[n,c,r/sh,q/sw] where r, q >= 0 are multiples of the strides inside the
//     input, else 0
//   (c over the group of f). OH = top + (H-1)*sh + 1 + bottom - dh*(KH-1), likewise OW. That is
//   how torch-mlir lowers ConvTranspose2d (weight flipped and transposed; top = dh*(KH-1) -
//   padding, bottom = top + output_padding), without the zero-spread input ever being made.
struct ConvTranspose2dAttrs {
  static constexpr OpId kId = OpId::LinrtConvTranspose2d;

  std::array<int64_t, 2> strides{1, 1};        // h, w; >= 1: the spread of the input
  std::array<int64_t, 2> dilations{1, 1};      // h, w; >= 1
  std::array<int64_t, 4> padding{0, 0, 0, 0};  // top, left, bottom, right; any sign
  int64_t groups = 1;                          // >= 1; absent: 1

  static std::optional<ConvTranspose2dAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes(bool has_bias) const;
  void write(Operation& op) const;
  // The result shape for NCHW input and FCHW weight shapes; nullopt when they do not fit
  // (channels, groups, an output extent below 1).
  std::optional<std::array<int64_t, 4>> result_shape(std::span<const int64_t> input,
                                                     std::span<const int64_t> weight) const;
};

// linrt.embedding_bag(table, indices, offsets[, per_sample_weights])
//   {mode, include_last_offset, padding_idx[, table_format]}: torch.nn.functional.embedding_bag's
//   meaning. With table_format "int8_rowwise" or "int4_rowwise" the table holds FBGEMM's
//   prepacked rows (torch.ops.quantized.embedding_bag_byte_prepack / _4bit_prepack) as i8/ui8
//   [R, row bytes]: each row its D codes (two 4-bit codes per byte, the even element low), then
//   fp32 (int8) or fp16 (int4) scale and bias; the row's values are code * scale + bias, and D
//   is the result's second extent. With index_map "quotient" or "remainder" (and index_divisor
//   c >= 1) index i names row int64(f32(i) / f32(c)), truncated (PyTorch's `(i / c).long()` in
//   float32), or row i mod c in [0, c) (Python's %): DLRM's quotient-remainder tables, whose
//   index arithmetic recognise_embedding_bag folds into the bag.
struct EmbeddingBagAttrs {
  static constexpr OpId kId = OpId::LinrtEmbeddingBag;
  enum class Mode : uint8_t { Sum, Mean, Max };
  // The order of ops::RowFormat.
  enum class TableFormat : uint8_t { F32, Int8Rowwise, Int4Rowwise };

  Mode mode = Mode::Sum;
  bool include_last_offset = false;  // absent: false
  int64_t padding_idx = -1;          // absent or -1: none
  TableFormat table_format = TableFormat::F32;  // absent: "f32"
  // The order of ops::IndexMap.
  enum class IndexMap : uint8_t { Identity, Quotient, Remainder };
  IndexMap index_map = IndexMap::Identity;  // absent: identity
  int64_t index_divisor = 1;                // with a quotient or remainder map; >= 1
  // DLRM's quotient-remainder pair as one bag: with a pair, operand 0 is the quotient table
  // (index_map quotient), the operand after the optional weights the remainder table [R, D]
  // (R >= index_divisor, rows i mod c), both f32, mode sum, unweighted, no padding row; each
  // bag's two rows are combined: mult and add give [B, D], concat [B, 2D] (quotient first).
  enum class Pair : uint8_t { None, Mult, Add, Concat };
  Pair pair = Pair::None;  // absent: none

  // Bytes of one stored table row of `dim` values in `format`.
  static int64_t row_bytes(TableFormat format, int64_t dim);

  static std::optional<EmbeddingBagAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes(bool weighted) const;
  void write(Operation& op) const;
  // The width of the result for tables `dim` wide (2 * dim for a concat pair).
  int64_t result_width(int64_t dim) const { return pair == Pair::Concat ? 2 * dim : dim; }
};

// linrt.gather(src) {indices0, indices1}: src N x R x C, result N x K with
// result[n, k] = src[n, indices0[k], indices1[k]] (constant index pairs, equal counts).
struct GatherAttrs {
  static constexpr OpId kId = OpId::LinrtGather;

  std::vector<int64_t> indices0, indices1;

  static std::optional<GatherAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
  // The first pair outside a source of `rows` x `cols`, or nullopt when all are inside.
  std::optional<size_t> first_out_of_range(int64_t rows, int64_t cols) const;
};

// linrt.channel_gather(x0, x1, ...) {channels}: NCHW operands of one N, H, W and element type;
// output channel j is channel channels[j] of their concatenation along C (ShuffleNetV2's channel
// shuffle and split of the concat of its two branches).
struct ChannelGatherAttrs {
  static constexpr OpId kId = OpId::LinrtChannelGather;

  std::vector<int64_t> channels;  // not empty, each >= 0

  static std::optional<ChannelGatherAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
  // The first entry not below `total` (the operands' channels together), or nullopt.
  std::optional<size_t> first_out_of_range(int64_t total) const;
};

// linrt.upsample_nearest(input) {scale}: NCHW, each pixel repeated scale[0] x scale[1] times.
struct UpsampleNearestAttrs {
  static constexpr OpId kId = OpId::LinrtUpsampleNearest;

  std::array<int64_t, 2> scale{1, 1};  // h, w; >= 1

  static std::optional<UpsampleNearestAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

// linrt.pixel_shuffle(input) {factor}: NCHW, torch.nn.PixelShuffle(factor): C*r*r x H x W
// becomes C x H*r x W*r.
struct PixelShuffleAttrs {
  static constexpr OpId kId = OpId::LinrtPixelShuffle;

  int64_t factor = 1;  // >= 1

  static std::optional<PixelShuffleAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

// linrt.pool2d(input) {kind, window, strides, dilations, padding}: NCHW max or sum pooling
// (average pooling is a sum and a divide); padded positions count as -inf for max and 0 for
// sum, without the padded input ever being made.
struct Pool2dAttrs {
  static constexpr OpId kId = OpId::LinrtPool2d;
  enum class Kind : uint8_t { Max, Sum };

  Kind kind = Kind::Max;
  std::array<int64_t, 2> window{1, 1};       // h, w; >= 1
  std::array<int64_t, 2> strides{1, 1};      // h, w; >= 1
  std::array<int64_t, 2> dilations{1, 1};    // h, w; >= 1
  std::array<int64_t, 4> padding{0, 0, 0, 0};  // top, left, bottom, right; >= 0

  static std::optional<Pool2dAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
  // The output rows (axis 0) or columns (axis 1) for `in` input ones; nullopt when the dilated
  // window is longer than the padded input.
  std::optional<int64_t> output_extent(int axis, int64_t in) const;
};

// linrt.layer_norm(input, weight, bias) {epsilon}
//   input [..., D], weight [D], bias [D], result the input's shape: each row of D elements
//   (the last dim) becomes (x - mean) / sqrt(var + epsilon) * weight + bias, with the mean and
//   the biased variance (divided by D) of that row.
struct LayerNormAttrs {
  static constexpr OpId kId = OpId::LinrtLayerNorm;

  double epsilon = 0.0;  // >= 0, finite

  static std::optional<LayerNormAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

// linrt.softmax(input) {zero_masked_rows}
//   input [..., D], result its shape: each row of D elements (the last dim) becomes
//   exp(x - max) / sum(exp(x - max)). A NaN in a row makes the row NaN. A row whose max is -inf
//   (all -inf) is NaN, or zeros with `zero_masked_rows` (scaled_dot_product_attention's guard).
struct SoftmaxAttrs {
  static constexpr OpId kId = OpId::LinrtSoftmax;

  bool zero_masked_rows = false;  // absent: false

  static std::optional<SoftmaxAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

// linrt.attention(q, k, v) {scale, zero_masked_rows}
//   q [..., M, D], k [..., N, D], v [..., N, E] f32, the leading dims of each one batch of B
//   (their products equal); result [..., M, E] (B * M * E elements): per batch and row i of q,
//   softmax_j(scale * dot(q[i], k[j])) weighs the rows of v, the softmax as linrt.softmax's
//   (zero_masked_rows: a row whose scores are all -inf gives zeros instead of NaN).
//   scaled_dot_product_attention without a mask, one op instead of two batch matmuls, the
//   softmax and the scaling.
struct AttentionAttrs {
  static constexpr OpId kId = OpId::LinrtAttention;

  double scale = 1.0;             // finite
  bool zero_masked_rows = false;  // absent: false

  static std::optional<AttentionAttrs> read(const Operation& op, std::string* error = nullptr);
  AttrList attributes() const;
  void write(Operation& op) const;
};

}  // namespace linrt::graph
