// The reference handler of linrt.pool2d: max or sum pooling over the plain loops of ops/pooling.h. It checks every shape, index and attribute
// and names the op in errors (engine/reference/linrt/checks.h), since a recognised graph must fail as
// clearly as the original one did.
#include <algorithm>
#include <limits>
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/reference/executor.h"
#include "engine/reference/linrt/checks.h"
#include "graph/dialect/linrt/pool2d.h"
#include "linrt/error.h"
#include "ops/pooling.h"

namespace linrt::ref {
namespace {

using namespace op_checks;
namespace kern = ops::ref;

// ---------------------------------------------------------------------------------------------
// linrt.pool2d(input) {kind, window, strides, dilations, padding}

void run_pool2d(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& in = operands[0].tensor;
  require_rank(op, in, 4, "the input");
  require_f32(op, in, "the input");
  const auto attrs = read_attrs<graph::Pool2dAttrs>(op);
  const std::vector<int64_t> window(attrs.window.begin(), attrs.window.end());
  const std::vector<int64_t> strides(attrs.strides.begin(), attrs.strides.end());
  const std::vector<int64_t> dilations(attrs.dilations.begin(), attrs.dilations.end());
  const std::vector<int64_t> padding(attrs.padding.begin(), attrs.padding.end());
  std::vector<int64_t> out_shape{in.dim(0), in.dim(1), 0, 0};
  for (int s = 0; s < 2; ++s) {
    const auto extent = attrs.output_extent(s, in.dim(2 + s));
    if (!extent)
      fail(op, "the window spans " + std::to_string(dilations[s] * (window[s] - 1) + 1) + " elements along dim " +
                   std::to_string(2 + s) + " but the padded input has " +
                   std::to_string(in.dim(2 + s) + padding[s] + padding[s + 2]));
    out_shape[size_t(2 + s)] = *extent;
  }
  kern::PoolProblem p;
  const std::string err =
      kern::make_pool_problem("nchw", in.shape(), window, out_shape, strides, dilations, p, padding);
  if (!err.empty()) fail(op, err);
  const bool max = attrs.kind == graph::Pool2dAttrs::Kind::Max;
  HostTensor out(DType::F32, out_shape);
  float* o = out.mutable_data<float>();
  std::fill(o, o + out.numel(), max ? -std::numeric_limits<float>::infinity() : 0.0f);
  kern::pool(p, max ? kern::PoolKind::Max : kern::PoolKind::Sum, in.data<float>(), o);
  results.push_back(RtValue::of(std::move(out)));
}

}  // namespace

LINRT_REGISTRATION(reference, linrt_pool2d) {
  register_reference_op(graph::OpName(graph::Pool2dAttrs::kId), run_pool2d);
}

}  // namespace linrt::ref
