// The reference handler of linrt.dot_interaction: checks the operand and every index pair and
// names the op in errors (engine/reference/linrt/checks.h); plain loops of ops/dot_interaction.h.
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/reference/executor.h"
#include "engine/reference/linrt/checks.h"
#include "graph/dialect/linrt/interaction.h"
#include "linrt/error.h"
#include "ops/dot_interaction.h"

namespace linrt::ref {
namespace {

using namespace op_checks;

// linrt.dot_interaction(t) {indices0, indices1}
void run_dot_interaction(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& t = operands[0].tensor;
  require_rank(op, t, 3, "the features");
  require_f32(op, t, "the features");
  const auto attrs = read_attrs<graph::DotInteractionAttrs>(op);
  if (auto k = attrs.first_out_of_range(t.dim(1)))
    fail(op, "index pair (" + std::to_string(attrs.indices0[*k]) + ", " + std::to_string(attrs.indices1[*k]) +
                 ") at position " + std::to_string(*k) + " is outside the " + std::to_string(t.dim(1)) + " features");
  HostTensor out(DType::F32, {t.dim(0), int64_t(attrs.indices0.size())});
  ops::ref::dot_interaction(t.data<float>(), out.mutable_data<float>(), t.dim(0), t.dim(1), t.dim(2), attrs.indices0,
                            attrs.indices1);
  results.push_back(RtValue::of(std::move(out)));
}

}  // namespace

LINRT_REGISTRATION(reference, linrt_interaction) {
  register_reference_op(graph::OpName(graph::DotInteractionAttrs::kId), run_dot_interaction);
}

}  // namespace linrt::ref
