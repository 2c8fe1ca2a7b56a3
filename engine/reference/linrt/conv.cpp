// The reference handlers of linrt.conv2d and linrt.conv_transpose2d: the grouped convolution of the padded (or zero-spread) input. They check every shape, index and attribute
// and name the op in errors (engine/reference/linrt/checks.h), since a recognised graph must fail as
// clearly as the original one did.
#include <array>
#include <cstring>
#include <string>
#include <vector>

#include "core/registration.h"
#include "engine/reference/executor.h"
#include "engine/reference/linrt/checks.h"
#include "graph/dialect/linrt/conv2d.h"
#include "graph/dialect/linrt/conv_transpose2d.h"
#include "linrt/error.h"
#include "ops/conv.h"

namespace linrt::ref {
namespace {

using namespace op_checks;
namespace kern = ops::ref;

// ---------------------------------------------------------------------------------------------
// linrt.conv2d(input, weight[, bias]) and linrt.conv_transpose2d(input, weight[, bias])

struct ConvOperands {
  const HostTensor* input;
  const HostTensor* weight;
  const HostTensor* bias;  // or null
};

ConvOperands conv_operands(const graph::Operation& op, std::span<const RtValue> operands) {
  auto groups_of = segment_operands(op, operands, 2, 1);
  ConvOperands c{&groups_of[0]->tensor, &groups_of[1]->tensor, groups_of[2] ? &groups_of[2]->tensor : nullptr};
  require_rank(op, *c.input, 4, "the input");
  require_rank(op, *c.weight, 4, "the weight");
  require_f32(op, *c.input, "the input");
  require_f32(op, *c.weight, "the weight");
  if (c.bias) {
    require_rank(op, *c.bias, 1, "the bias");
    require_f32(op, *c.bias, "the bias");
  }
  return c;
}

// The grouped convolution of `padded` (the input, [n, hp, wp, c] when nhwc else [n, c, hp, wp],
// already padded with zeros) by `weight` plus `bias` (may be null) at `strides` and `dilations`,
// as the op's one result. `c` and `f` are the channel counts of the input and the weight.
void conv_of_padded(const graph::Operation& op, const float* padded, std::array<int64_t, 4> dims, bool nhwc,
                    const HostTensor& weight, const HostTensor* bias, const std::vector<int64_t>& strides,
                    const std::vector<int64_t>& dilations, int64_t groups, std::vector<RtValue>& results) {
  const auto [n, c, hp, wp] = dims;
  const auto& w = weight.shape();
  const int64_t f = nhwc ? w[3] : w[0], cg = nhwc ? w[2] : w[1];
  const int64_t kh = nhwc ? w[0] : w[2], kw = nhwc ? w[1] : w[3];
  if (c % groups != 0 || f % groups != 0 || cg != c / groups)
    fail(op, "input with " + std::to_string(c) + " channels and weight " + shape_str(w) + " do not fit " +
                 std::to_string(groups) + " groups");
  if (bias && bias->dim(0) != f)
    fail(op, "the bias has " + std::to_string(bias->dim(0)) + " entries, expected " + std::to_string(f));

  // The grouped problem in ops/conv.h's logical layouts, groups split out of the channel dims.
  const int64_t g = groups, fg = f / groups;
  const std::vector<int64_t> in_shape = nhwc ? std::vector<int64_t>{n, hp, wp, g, cg}
                                             : std::vector<int64_t>{n, g, cg, hp, wp};
  const std::vector<int64_t> w_shape = nhwc ? std::vector<int64_t>{kh, kw, cg, g, fg}
                                            : std::vector<int64_t>{g, fg, cg, kh, kw};
  const int64_t span_h = dilations[0] * (kh - 1) + 1, span_w = dilations[1] * (kw - 1) + 1;
  if (hp < span_h || wp < span_w)
    fail(op, "the padded input " + std::to_string(hp) + "x" + std::to_string(wp) +
                 " is smaller than the dilated filter");
  const int64_t oh = (hp - span_h) / strides[0] + 1, ow = (wp - span_w) / strides[1] + 1;
  const std::vector<int64_t> out_shape = nhwc ? std::vector<int64_t>{n, oh, ow, g, fg}
                                              : std::vector<int64_t>{n, g, fg, oh, ow};
  const std::vector<int64_t> result_shape = nhwc ? std::vector<int64_t>{n, oh, ow, f}
                                                 : std::vector<int64_t>{n, f, oh, ow};
  const graph::Type& rt = op.results.at(0)->type;
  if (rt.is_tensor() && rt.shape.size() == 4)
    for (size_t d = 0; d < 4; ++d)
      if (rt.shape[d] != graph::kDynamic && rt.shape[d] != result_shape[d])
        fail(op, "result type " + rt.str() + " does not match the computed shape " + shape_str(result_shape));

  kern::ConvProblem problem;
  const kern::ConvLayouts layouts = nhwc ? kern::ConvLayouts{"nhwgc", "hwcgf", "nhwgf"}
                                         : kern::ConvLayouts{"ngchw", "gfchw", "ngfhw"};
  const std::string err = kern::make_conv_problem(layouts, in_shape, w_shape, out_shape, strides,
                                                  dilations, problem);
  if (!err.empty()) fail(op, err);

  HostTensor out(DType::F32, result_shape);
  float* y = out.mutable_data<float>();
  if (bias) {
    const float* bv = bias->data<float>();
    const int64_t plane = oh * ow;
    for (int64_t i = 0; i < out.numel(); ++i) y[i] = bv[nhwc ? i % f : (i / plane) % f];
  }
  kern::conv<float>(problem, padded, weight.data<float>(), y);
  results.push_back(RtValue::of(std::move(out)));
}

void run_conv2d(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  const ConvOperands in = conv_operands(op, operands);
  const auto attrs = read_attrs<graph::Conv2dAttrs>(op);
  const bool nhwc = attrs.nhwc();
  const auto& padding = attrs.padding;
  const auto& x = in.input->shape();
  const int64_t n = x[0], c = nhwc ? x[3] : x[1], h = nhwc ? x[1] : x[2], wd = nhwc ? x[2] : x[3];

  // Zero-pad the input.
  const int64_t hp = h + padding[0] + padding[2], wp = wd + padding[1] + padding[3];
  std::vector<float> padded(size_t(n * c * hp * wp), 0.0f);
  const float* src = in.input->data<float>();
  for (int64_t b = 0; b < n; ++b)
    for (int64_t y = 0; y < h; ++y)
      for (int64_t xx = 0; xx < wd; ++xx)
        for (int64_t ch = 0; ch < c; ++ch) {
          const int64_t from = nhwc ? ((b * h + y) * wd + xx) * c + ch : ((b * c + ch) * h + y) * wd + xx;
          const int64_t yp = y + padding[0], xp = xx + padding[1];
          const int64_t to = nhwc ? ((b * hp + yp) * wp + xp) * c + ch : ((b * c + ch) * hp + yp) * wp + xp;
          padded[size_t(to)] = src[from];
        }
  conv_of_padded(op, padded.data(), {n, c, hp, wp}, nhwc, *in.weight, in.bias,
                 {attrs.strides.begin(), attrs.strides.end()}, {attrs.dilations.begin(), attrs.dilations.end()},
                 attrs.groups, results);
}

// The definition read literally: the input spread out with zeros between its pixels and padded
// (or cropped), then a stride-1 convolution. The fast kernels never make that tensor.
void run_conv_transpose2d(OpContext& ctx, std::span<const RtValue> operands, std::vector<RtValue>& results) {
  const graph::Operation& op = ctx.op;
  const ConvOperands in = conv_operands(op, operands);
  const auto attrs = read_attrs<graph::ConvTranspose2dAttrs>(op);
  const auto shape = attrs.result_shape(in.input->shape(), in.weight->shape());
  if (!shape)
    fail(op, "input " + shape_str(in.input->shape()) + " and weight " + shape_str(in.weight->shape()) +
                 " do not fit these strides, padding and " + std::to_string(attrs.groups) + " groups");
  const auto& x = in.input->shape();
  const int64_t n = x[0], c = x[1];
  // The zero-spread frame: the output's rows plus the filter's span.
  const int64_t hz = (*shape)[2] + attrs.dilations[0] * (in.weight->dim(2) - 1);
  const int64_t wz = (*shape)[3] + attrs.dilations[1] * (in.weight->dim(3) - 1);
  std::vector<float> spread(size_t(n * c * hz * wz), 0.0f);
  const float* src = in.input->data<float>();
  for (int64_t plane = 0; plane < n * c; ++plane)
    for (int64_t y = 0; y < x[2]; ++y)
      for (int64_t xx = 0; xx < x[3]; ++xx) {
        const int64_t r = attrs.padding[0] + y * attrs.strides[0], q = attrs.padding[1] + xx * attrs.strides[1];
        if (r >= 0 && r < hz && q >= 0 && q < wz) spread[size_t((plane * hz + r) * wz + q)] = src[(plane * x[2] + y) * x[3] + xx];
      }
  conv_of_padded(op, spread.data(), {n, c, hz, wz}, false, *in.weight, in.bias, {1, 1},
                 {attrs.dilations.begin(), attrs.dilations.end()}, attrs.groups, results);
}

}  // namespace

LINRT_REGISTRATION(reference, linrt_conv) {
  register_reference_op(graph::OpName(graph::Conv2dAttrs::kId), run_conv2d);
  register_reference_op(graph::OpName(graph::ConvTranspose2dAttrs::kId), run_conv_transpose2d);
}

}  // namespace linrt::ref
