// The reference handlers of linrt.layer_norm and linrt.softmax over the last dim. They check every shape, index and attribute
// and name the op in errors (engine/reference/linrt/checks.h), since a recognised graph must fail as
// clearly as the original one did.
#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/reference/executor.h"
#include "engine/reference/linrt/checks.h"
#include "graph/dialect/linrt/row_norms.h"
#include "linrt/error.h"
#include "ops/layer_norm.h"
#include "ops/softmax.h"

namespace linrt::ref {
namespace {

using namespace op_checks;
namespace kern = ops::ref;

// ---------------------------------------------------------------------------------------------
// linrt.layer_norm(input, weight, bias) {epsilon}

void run_layer_norm(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 3) fail(op, "expected three operands: input, weight, bias");
  for (const RtValue& v : operands)
    if (!v.is_tensor) fail(op, "every operand must be a tensor");
  const HostTensor& in = operands[0].tensor;
  const HostTensor& w = operands[1].tensor;
  const HostTensor& b = operands[2].tensor;
  require_f32(op, in, "the input");
  require_f32(op, w, "the weight");
  require_f32(op, b, "the bias");
  if (in.shape().empty() || in.shape().back() < 1) fail(op, "the input needs a last dim of at least one element");
  const int64_t d = in.shape().back();
  for (const HostTensor* t : {&w, &b})
    if (t->shape() != std::vector<int64_t>{d})
      fail(op, std::string(t == &w ? "the weight" : "the bias") + " must have shape [" + std::to_string(d) +
                   "], the input's last dim");
  const double eps = read_attrs<graph::LayerNormAttrs>(op).epsilon;
  HostTensor out(DType::F32, in.shape());
  kern::layer_norm(in.data<float>(), w.data<float>(), b.data<float>(), out.mutable_data<float>(), in.numel() / d, d, eps);
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// linrt.softmax(input) {zero_masked_rows}

void run_softmax(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& in = operands[0].tensor;
  require_f32(op, in, "the input");
  if (in.shape().empty() || in.shape().back() < 1) fail(op, "the input needs a last dim of at least one element");
  const int64_t d = in.shape().back();
  const bool zero_masked_rows = read_attrs<graph::SoftmaxAttrs>(op).zero_masked_rows;
  HostTensor out(DType::F32, in.shape());
  const float* x = in.data<float>();
  float* y = out.mutable_data<float>();
  kern::softmax<float>(in.numel() / d, d, 1, x, y);
  if (zero_masked_rows)  // a row of all -inf (its max -inf) gives zeros instead of NaN
    for (int64_t r = 0; r < in.numel() / d; ++r)
      if (std::all_of(x + r * d, x + (r + 1) * d, [](float v) { return v == -std::numeric_limits<float>::infinity(); }))
        std::fill(y + r * d, y + (r + 1) * d, 0.0f);
  results.push_back(RtValue::of(std::move(out)));
}

}  // namespace

LINRT_REGISTRATION(reference, linrt_row_norms) {
  register_reference_op(graph::OpName(graph::LayerNormAttrs::kId), run_layer_norm);
  register_reference_op(graph::OpName(graph::SoftmaxAttrs::kId), run_softmax);
}

}  // namespace linrt::ref
