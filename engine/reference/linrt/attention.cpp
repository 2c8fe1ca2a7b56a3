// The reference handler of linrt.attention: the softmax-weighted sum of v's rows per row of q, head by head. It checks every shape, index and attribute
// and names the op in errors (engine/reference/linrt/checks.h), since a recognised graph must fail as
// clearly as the original one did.
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/reference/executor.h"
#include "engine/reference/linrt/checks.h"
#include "graph/dialect/linrt/attention.h"
#include "linrt/error.h"
#include "ops/attention.h"

namespace linrt::ref {
namespace {

using namespace op_checks;
namespace kern = ops::ref;

// ---------------------------------------------------------------------------------------------
// linrt.attention(q, k, v) {scale, zero_masked_rows}

void run_attention(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 3 || !operands[0].is_tensor || !operands[1].is_tensor || !operands[2].is_tensor)
    fail(op, "expected three tensor operands (q, k, v)");
  const HostTensor &q = operands[0].tensor, &k = operands[1].tensor, &v = operands[2].tensor;
  require_f32(op, q, "q");
  require_f32(op, k, "k");
  require_f32(op, v, "v");
  const auto attrs = read_attrs<graph::AttentionAttrs>(op);
  ops::AttentionShape s;
  const std::string bad = ops::attention_shape(q.shape(), k.shape(), v.shape(), s);
  if (!bad.empty()) fail(op, bad);
  s.scale = float(attrs.scale);
  s.zero_masked_rows = attrs.zero_masked_rows;
  const graph::Type& rt = op.results.at(0)->type;
  int64_t numel = 1;
  for (int64_t x : rt.shape) numel *= x;
  if (!rt.has_static_shape() || rt.shape.empty() || rt.shape.back() != s.e || numel != s.batch * s.m * s.e)
    fail(op, "the result must be static with v's last dim and one row per head and row of q");
  HostTensor out(DType::F32, rt.shape);
  kern::attention(s, q.data<float>(), k.data<float>(), v.data<float>(), out.mutable_data<float>());
  results.push_back(RtValue::of(std::move(out)));
}

}  // namespace

LINRT_REGISTRATION(reference, linrt_attention) {
  register_reference_op(graph::OpName(graph::AttentionAttrs::kId), run_attention);
}

}  // namespace linrt::ref
