// The reference handlers of linrt.gather, linrt.channel_gather, linrt.upsample_nearest and linrt.pixel_shuffle. They check every shape, index and attribute
// and name the op in errors (engine/reference/linrt/checks.h), since a recognised graph must fail as
// clearly as the original one did.
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/reference/executor.h"
#include "engine/reference/linrt/checks.h"
#include "graph/dialect/linrt/data_movement.h"
#include "linrt/error.h"
#include "ops/data_movement.h"

namespace linrt::ref {
namespace {

using namespace op_checks;
namespace kern = ops::ref;

// ---------------------------------------------------------------------------------------------
// linrt.gather(src) {indices0, indices1}

void run_gather(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& src = operands[0].tensor;
  require_rank(op, src, 3, "the source");
  const auto attrs = read_attrs<graph::GatherAttrs>(op);
  const auto& rows = attrs.indices0;
  const auto& cols = attrs.indices1;
  if (auto k = attrs.first_out_of_range(src.dim(1), src.dim(2)))
    fail(op, "index pair (" + std::to_string(rows[*k]) + ", " + std::to_string(cols[*k]) + ") at position " +
                 std::to_string(*k) + " is outside the source " + shape_str(src.shape()));
  HostTensor out(src.dtype(), {src.dim(0), int64_t(rows.size())});
  kern::gather_pairs(src.bytes(), out.mutable_bytes(), dtype_size(src.dtype()), src.dim(0), src.dim(1),
                     src.dim(2), rows, cols);
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// linrt.channel_gather(x0, x1, ...) {channels}

void run_channel_gather(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.empty()) fail(op, "expected at least one operand");
  std::vector<const uint8_t*> ins;
  std::vector<int64_t> in_channels;
  const HostTensor* first = nullptr;
  for (const RtValue& v : operands) {
    if (!v.is_tensor) fail(op, "every operand must be a tensor");
    const HostTensor& t = v.tensor;
    require_rank(op, t, 4, "every operand");
    if (first && (t.dtype() != first->dtype() || t.dim(0) != first->dim(0) || t.dim(2) != first->dim(2) ||
                  t.dim(3) != first->dim(3)))
      fail(op, "the operands differ in element type, batch or image size: " + shape_str(first->shape()) + " and " +
                   shape_str(t.shape()));
    if (!first) first = &t;
    ins.push_back(t.bytes());
    in_channels.push_back(t.dim(1));
  }
  const auto attrs = read_attrs<graph::ChannelGatherAttrs>(op);
  int64_t total = 0;
  for (int64_t c : in_channels) total += c;
  if (auto j = attrs.first_out_of_range(total))
    fail(op, "channel " + std::to_string(attrs.channels[*j]) + " at position " + std::to_string(*j) +
                 " is outside the operands' " + std::to_string(total) + " channels");
  const int64_t n = first->dim(0), hw = first->dim(2) * first->dim(3);
  HostTensor out(first->dtype(), {n, int64_t(attrs.channels.size()), first->dim(2), first->dim(3)});
  kern::channel_gather(ins, in_channels, out.mutable_bytes(), dtype_size(first->dtype()), n, hw, attrs.channels);
  results.push_back(RtValue::of(std::move(out)));
}

// ---------------------------------------------------------------------------------------------
// linrt.upsample_nearest(input) {scale}, linrt.pixel_shuffle(input) {factor}

void run_upsample_nearest(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& in = operands[0].tensor;
  require_rank(op, in, 4, "the input");
  const auto scale = read_attrs<graph::UpsampleNearestAttrs>(op).scale;
  HostTensor out(in.dtype(), {in.dim(0), in.dim(1), in.dim(2) * scale[0], in.dim(3) * scale[1]});
  kern::upsample_nearest(in.bytes(), out.mutable_bytes(), dtype_size(in.dtype()), in.dim(0), in.dim(1),
                         in.dim(2), in.dim(3), scale[0], scale[1]);
  results.push_back(RtValue::of(std::move(out)));
}

void run_pixel_shuffle(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  if (operands.size() != 1 || !operands[0].is_tensor) fail(op, "expected one tensor operand");
  const HostTensor& in = operands[0].tensor;
  require_rank(op, in, 4, "the input");
  const int64_t r = read_attrs<graph::PixelShuffleAttrs>(op).factor;
  if (in.dim(1) % (r * r) != 0)
    fail(op, "the input's " + std::to_string(in.dim(1)) + " channels are not a multiple of factor " +
                 std::to_string(r) + " squared");
  const int64_t c = in.dim(1) / (r * r);
  HostTensor out(in.dtype(), {in.dim(0), c, in.dim(2) * r, in.dim(3) * r});
  kern::pixel_shuffle(in.bytes(), out.mutable_bytes(), dtype_size(in.dtype()), in.dim(0), c, in.dim(2),
                      in.dim(3), r);
  results.push_back(RtValue::of(std::move(out)));
}

}  // namespace

LINRT_REGISTRATION(reference, linrt_data_movement) {
  register_reference_op(graph::OpName(graph::GatherAttrs::kId), run_gather);
  register_reference_op(graph::OpName(graph::ChannelGatherAttrs::kId), run_channel_gather);
  register_reference_op(graph::OpName(graph::UpsampleNearestAttrs::kId), run_upsample_nearest);
  register_reference_op(graph::OpName(graph::PixelShuffleAttrs::kId), run_pixel_shuffle);
}

}  // namespace linrt::ref
