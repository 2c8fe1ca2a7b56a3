// Parameters read from an op's attributes and static shapes, shared by every device that runs
// the op (engine/cpu's kernels, engine/vulkan's shaders): the static box of
// tensor.extract_slice / tensor.insert_slice, linrt.pool2d's pooling parameters,
// linrt.conv_transpose2d's, and the row parameters of linrt.layer_norm and linrt.softmax. Each
// reader returns nullopt where the op is not one a device kernel takes as it stands (a missing,
// dynamic or out-of-range entry); the reference handler then reports the problem with the op's
// location.
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "graph/ir.h"
#include "ops/attention.h"
#include "ops/conv_transpose2d_cpu.h"
#include "ops/pool2d_cpu.h"

namespace linrt::engine {

struct SliceBox {
  std::vector<int64_t> offsets, sizes, strides;  // one per source dimension
};

// The box of `op` (an extract_slice of a source, or an insert_slice into a destination, of shape
// `source`; `operands`: 1 or 2, so no dynamic offsets, sizes or strides), or nullopt when an entry
// is missing, dynamic or leaves the tensor.
std::optional<SliceBox> static_slice(const graph::Operation& op, const std::vector<int64_t>& source,
                                     size_t operands = 1);

// The parameters of `op` (a linrt.pool2d) over an NCHW input of shape `in` with result shape
// `out`, row-major; nullopt when an attribute is missing or malformed, or when `out` is not
// the shape the attributes give. (ops::cpu::Pool2dParams is the ops library's plain parameter
// struct; the Vulkan shader takes the same one.)
std::optional<ops::cpu::Pool2dParams> pool2d_params(const graph::Operation& op, const std::vector<int64_t>& in,
                                                    const std::vector<int64_t>& out);

// The parameters of `op` (a linrt.conv_transpose2d) for input `x`, weight `w` and result `y`
// shapes (a bias, if any, checked by the caller); nullopt when an attribute is malformed or the
// shapes do not fit.
std::optional<ops::cpu::ConvTranspose2dParams> conv_transpose2d_params(const graph::Operation& op,
                                                                       const std::vector<int64_t>& x,
                                                                       const std::vector<int64_t>& w,
                                                                       const std::vector<int64_t>& y);

struct LayerNormParams {
  int64_t rows = 0, d = 0;  // the input is rows x d, d its last dim
  float eps = 0.0f;
};

// The parameters of `op` (a linrt.layer_norm) over an input of shape `in` with weight and bias
// of shapes `weight`, `bias`; nullopt when the epsilon is missing or malformed or the shapes do
// not fit (the reference handler then reports the problem).
std::optional<LayerNormParams> layer_norm_params(const graph::Operation& op, const std::vector<int64_t>& in,
                                                 const std::vector<int64_t>& weight, const std::vector<int64_t>& bias);

struct SoftmaxParams {
  int64_t rows = 0, d = 0;  // the input is rows x d, d its last dim
  bool zero_masked_rows = false;
};

// The parameters of `op` (a linrt.softmax) over an input of shape `in`; nullopt when an
// attribute is malformed or the input has no elements.
std::optional<SoftmaxParams> softmax_params(const graph::Operation& op, const std::vector<int64_t>& in);

// The shape and attributes of `op` (a linrt.attention) over q, k, v of the given shapes with
// result shape `out`; nullopt when an attribute is malformed or the shapes do not fit (the
// reference handler then reports the problem).
std::optional<ops::AttentionShape> attention_params(const graph::Operation& op, const std::vector<int64_t>& q,
                                                    const std::vector<int64_t>& k, const std::vector<int64_t>& v,
                                                    const std::vector<int64_t>& out);

}  // namespace linrt::engine
