// The row parameters of linrt.layer_norm and linrt.softmax, shared by the CPU kernels and the Vulkan shaders.
// The reader returns nullopt where the op is not one a device kernel takes as it stands (a
// missing, malformed, dynamic or out-of-range entry); the reference handler then reports the
// problem with the op's location (engine/plan/params/: one file per family, read by every device).
#pragma once

#include <cstdint>
#include <optional>
#include <vector>

#include "graph/ir.h"

namespace linrt::engine {

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

}  // namespace linrt::engine
