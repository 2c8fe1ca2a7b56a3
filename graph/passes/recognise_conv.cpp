// Convolution recognition -> linrt.conv2d(input_unpadded, weight[, bias]).
//
// Matched (f32 only; static channels and filter, batch and spatial dims may be dynamic; a
// dynamic output extent is taken to be the full convolution's, as torch-mlir exports it):
//   root:  linalg.conv_2d_nchw_fchw | conv_2d_nhwc_hwcf | depthwise_conv_2d_nchw_chw |
//          depthwise_conv_2d_nhwc_hwc (constant filter, reshaped to the grouped layout), or
//          collapse_shape[[0],[1,2],[3],[4]] of linalg.conv_2d_ngchw_gfchw whose input and init
//          are expand_shape[[0],[1,2],[3],[4]] of 4-d values and whose filter is a constant
//          (torch-mlir's grouped convolution), with strides/dilations in any attribute spelling.
//   input: a tensor.pad with no dynamic pads, pads >= 0 only on the spatial dims and a body
//          that yields a constant zero, or any value (no padding). A pad with another value or
//          on the batch/channel dims leaves the convolution as it is.
//   init:  (a) linalg.broadcast of a 1-d [F] value over the non-channel dims, (b) a linalg.generic
//          copying a 1-d [F] value through the map (n, c, h, w) -> (c), (c)/(d) zeros: linalg.fill
//          of 0 or a zero splat constant. With zeros, a single following linalg.generic that only
//          adds the convolution's result and a broadcast 1-d bias (form (a), (b), or the bias read
//          directly through a (c)-map) is folded in, and its result replaced.
#include <algorithm>
#include <optional>
#include <string>
#include <vector>

#include "core/registration.h"
#include "graph/dialect/linrt/conv2d.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

struct ConvMatch {
  Operation* root = nullptr;    // its result is replaced
  Value* input = nullptr;       // before padding
  Value* weight = nullptr;      // FCHW or HWCF, grouped
  Value* bias = nullptr;        // 1-d [F] or null
  bool nhwc = false;
  int64_t groups = 1;
  std::vector<int64_t> strides{1, 1}, dilations{1, 1}, padding{0, 0, 0, 0};
  Operation* bias_add = nullptr;  // a folded elementwise add, replaced instead of root
};

// A ranked f32 tensor of `rank` whose dim `known_dim` (the channels) is static; other dims may
// be dynamic.
bool is_f32_tensor(const Value* v, size_t rank, size_t known_dim) {
  return v && v->type.is_tensor() && !v->type.unranked && v->type.elem == DType::F32 &&
         v->type.shape.size() == rank && v->type.shape[known_dim] != kDynamic;
}

// Equal, or one of them unknown until run time.
bool agree(int64_t a, int64_t b) { return a == kDynamic || b == kDynamic || a == b; }

// Strips a zero tensor.pad on the spatial dims into m.padding. False if a pad is there but is
// not such a pad.
bool take_padding(Value* input, ConvMatch& m) {
  Operation* pad = match::def_of(input, OpId::TensorPad);
  if (!pad) {
    m.input = input;
    return true;
  }
  auto p = match::spatial_pad(*pad, m.nhwc ? 1 : 2);
  if (!p || p->value != 0.0) return false;
  m.padding = p->padding;
  m.input = p->source;
  return is_f32_tensor(m.input, 4, m.nhwc ? 3 : 1);
}

bool is_zero_init(const Value* init) {
  auto v = match::splat_value(init);
  return v && *v == 0.0;
}

// A 1-d [F] value broadcast along every dim but `channel` of a rank-4 value (forms a and b).
Value* broadcast_bias(const Value* v, int channel, int64_t f) {
  Value* bias = nullptr;
  if (Operation* b = match::def_of(v, OpId::LinalgBroadcast)) {
    auto io = match::ins_outs(*b);
    const Attribute* dims_attr = b->attr("dimensions");
    auto dims = dims_attr ? dims_attr->as_int_list() : std::nullopt;
    std::vector<int64_t> expected;
    for (int d = 0; d < 4; ++d)
      if (d != channel) expected.push_back(d);
    if (io && io->ins.size() == 1 && dims && *dims == expected) bias = io->ins[0];
  } else if (Operation* g = match::def_of(v, OpId::LinalgGeneric)) {
    auto io = match::ins_outs(*g);
    auto maps = match::indexing_maps(*g);
    if (io && io->ins.size() == 1 && io->outs.size() == 1 && maps && maps->size() == 2 &&
        match::all_parallel(*g) && match::body_yields_block_arg(*g, 0) &&
        (*maps)[1].is_identity() && (*maps)[1].num_dims == 4 && (*maps)[0].results.size() == 1 &&
        (*maps)[0].result_dim(0) == unsigned(channel))
      bias = io->ins[0];
  }
  if (!is_f32_tensor(bias, 1, 0) || bias->type.shape[0] != f) return nullptr;
  return bias;
}

// The filter constant with a new shape (same bytes), or null if it is not a constant.
Value* reshaped_constant(Module& mod, Operation* before, Value* filter, std::vector<int64_t> shape) {
  auto c = rewrite::tensor_constant(filter);
  if (!c || c->type.elem != DType::F32) return nullptr;
  if (filter->type.shape == shape) return filter;
  Type t = Type::tensor(DType::F32, std::move(shape));
  return rewrite::create_constant(mod, before, t, c->data, c->splat)->results[0].get();
}

bool take_bias(Module& mod, Operation* before, Value* init, int channel, int64_t f, ConvMatch& m) {
  if (is_zero_init(init)) return true;
  m.bias = broadcast_bias(init, channel, f);
  // Over an output whose other dims are all 1 (a conv on a 1x1 map: squeeze-excitation), the
  // bias broadcast keeps its element count, so constant folding has already made it a constant
  // of the output's shape: its elements are the bias.
  const std::vector<int64_t>& shape = init->type.shape;
  bool unit_dims = init->type.is_tensor() && shape.size() == 4 && shape[size_t(channel)] == f;
  for (size_t d = 0; d < shape.size(); ++d) unit_dims = unit_dims && (d == size_t(channel) || shape[d] == 1);
  if (!m.bias && unit_dims && rewrite::tensor_constant(init)) m.bias = reshaped_constant(mod, before, init, {f});
  return m.bias != nullptr;
}

// With zero init: a single user that is `root + broadcast(bias)` becomes the replaced op.
void take_bias_add(const rewrite::UseMap& uses, int channel, int64_t f, ConvMatch& m) {
  const Value* result = m.root->results[0].get();
  if (!uses.has_one_use(result)) return;
  Operation* add = uses.users(result)[0];
  if (!add->is(OpId::LinalgGeneric) || add->parent != m.root->parent) return;
  auto io = match::ins_outs(*add);
  auto maps = match::indexing_maps(*add);
  if (!io || io->ins.size() != 2 || io->outs.size() != 1 || !maps || maps->size() != 3 ||
      !match::all_parallel(*add) || add->results.size() != 1 ||
      !(add->results[0]->type == result->type) || !(*maps)[2].is_identity())
    return;
  const Block* b = match::body(*add);
  if (!b || b->ops.size() != 2 || !b->ops[0]->is(OpId::ArithAddf) ||
      !b->ops[1]->is(OpId::LinalgYield) || b->ops[1]->operands.size() != 1 ||
      b->ops[1]->operands[0] != b->ops[0]->results[0].get())
    return;
  const auto& addf = *b->ops[0];
  if (addf.operands.size() != 2) return;
  const bool args_used = (addf.operands[0] == b->args[0].get() && addf.operands[1] == b->args[1].get()) ||
                         (addf.operands[0] == b->args[1].get() && addf.operands[1] == b->args[0].get());
  if (!args_used) return;
  const int k = io->ins[0] == result ? 0 : 1;  // the convolution's operand
  if (io->ins[size_t(k)] != result || io->ins[size_t(1 - k)] == result || !(*maps)[size_t(k)].is_identity())
    return;
  Value* other = io->ins[size_t(1 - k)];
  const AffineMap& other_map = (*maps)[size_t(1 - k)];
  Value* bias = nullptr;
  if (other_map.is_identity()) {
    bias = broadcast_bias(other, channel, f);
  } else if (other_map.results.size() == 1 && other_map.result_dim(0) == unsigned(channel) &&
             is_f32_tensor(other, 1, 0) && other->type.shape[0] == f) {
    bias = other;
  }
  if (!bias) return;
  m.bias = bias;
  m.bias_add = add;
}

// Whether an output extent is the full extent of a convolution over `in` (static checks only:
// a dynamic extent is taken to be the full one, which torch-mlir always exports).
bool match_conv(Module& mod, Operation& op, const rewrite::UseMap& uses, ConvMatch& m) {
  const bool plain_nchw = op.is(OpId::LinalgConv2dNchwFchw);
  const bool plain_nhwc = op.is(OpId::LinalgConv2dNhwcHwcf);
  const bool dw_nchw = op.is(OpId::LinalgDepthwiseConv2dNchwChw);
  const bool dw_nhwc = op.is(OpId::LinalgDepthwiseConv2dNhwcHwc);
  const bool grouped = op.is(OpId::LinalgConv2dNgchwGfchw);
  if (!plain_nchw && !plain_nhwc && !dw_nchw && !dw_nhwc && !grouped) return false;
  auto io = match::ins_outs(op);
  if (!io || io->ins.size() != 2 || io->outs.size() != 1 || op.results.size() != 1) return false;
  m.strides = match::window_attr(op, "strides");
  m.dilations = match::window_attr(op, "dilations");
  if (m.strides.size() != 2 || m.dilations.size() != 2) return false;
  m.nhwc = plain_nhwc || dw_nhwc;
  const int channel = m.nhwc ? 3 : 1;

  Value* input = io->ins[0];
  Value* filter = io->ins[1];
  Value* init = io->outs[0];
  m.root = &op;
  if (grouped) {
    // collapse(conv_ngchw_gfchw(expand(x), filter, expand(init))) with groups split off dim 1.
    const std::vector<std::vector<int64_t>> split{{0}, {1, 2}, {3}, {4}};
    Operation* in_expand = match::def_of(input, OpId::TensorExpandShape);
    Operation* init_expand = match::def_of(init, OpId::TensorExpandShape);
    // The init is expand(init4d), or zeros filled into the expanded value (what torch-mlir
    // 20261001 writes for a grouped conv without bias: linalg.fill 0 of expand(empty)).
    const bool zero_init = !init_expand && is_zero_init(init);
    if (!in_expand || (!init_expand && !zero_init) || match::reassociation(*in_expand) != split ||
        (init_expand && match::reassociation(*init_expand) != split) || !uses.has_one_use(op.results[0].get()))
      return false;
    Operation* collapse = uses.users(op.results[0].get())[0];
    if (!collapse->is(OpId::TensorCollapseShape) || match::reassociation(*collapse) != split ||
        collapse->parent != op.parent)
      return false;
    input = in_expand->operands[0];
    if (init_expand) init = init_expand->operands[0];
    auto fshape = match::static_shape(filter);
    if (!fshape || fshape->size() != 5) return false;
    m.groups = (*fshape)[0];
    m.root = collapse;
    filter = reshaped_constant(mod, &op, filter,
                               {(*fshape)[0] * (*fshape)[1], (*fshape)[2], (*fshape)[3], (*fshape)[4]});
  }
  Value* result = m.root->results[0].get();
  if (!is_f32_tensor(result, 4, size_t(channel)) || !is_f32_tensor(input, 4, size_t(channel)) || !filter ||
      !filter->type.has_static_shape() || filter->type.elem != DType::F32)
    return false;
  if (!take_padding(input, m)) return false;
  const std::vector<int64_t>& x = m.input->type.shape;
  const std::vector<int64_t>& y = result->type.shape;
  if (dw_nchw || dw_nhwc) {
    // A group per channel: [C, KH, KW] -> [C, 1, KH, KW]; [KH, KW, C] -> [KH, KW, 1, C].
    auto fshape = match::static_shape(filter);
    if (!fshape || fshape->size() != 3) return false;
    const auto& s = *fshape;
    m.groups = x[size_t(channel)];
    filter = reshaped_constant(mod, &op, filter,
                               dw_nchw ? std::vector<int64_t>{s[0], 1, s[1], s[2]}
                                       : std::vector<int64_t>{s[0], s[1], 1, s[2]});
    if (!filter) return false;
  }
  m.weight = filter;
  // Shapes: weight [F, C/g, KH, KW] or [KH, KW, C/g, F].
  const auto& w = filter->type.shape;
  if (w.size() != 4 || m.groups < 1) return false;
  const int64_t f = m.nhwc ? w[3] : w[0], cg = m.nhwc ? w[2] : w[1];
  const int64_t kh = m.nhwc ? w[0] : w[2], kw = m.nhwc ? w[1] : w[3];
  const int64_t c = x[size_t(channel)];
  const int h = m.nhwc ? 1 : 2;
  if (cg * m.groups != c || f % m.groups != 0 || !agree(y[0], x[0]) || y[size_t(channel)] != f ||
      m.strides[0] < 1 || m.strides[1] < 1 || m.dilations[0] < 1 || m.dilations[1] < 1 ||
      !match::full_extent(y[size_t(h)], x[size_t(h)], m.padding[0] + m.padding[2], kh, m.strides[0], m.dilations[0]) ||
      !match::full_extent(y[size_t(h + 1)], x[size_t(h + 1)], m.padding[1] + m.padding[3], kw, m.strides[1], m.dilations[1]))
    return false;
  if (!take_bias(mod, &op, init, channel, f, m)) return false;
  if (!m.bias) take_bias_add(uses, channel, f, m);
  return true;
}

bool is_conv(const Operation& op) {
  switch (op.id()) {
    case OpId::LinalgConv2dNchwFchw:
    case OpId::LinalgConv2dNhwcHwcf:
    case OpId::LinalgDepthwiseConv2dNchwChw:
    case OpId::LinalgDepthwiseConv2dNhwcHwc:
    case OpId::LinalgConv2dNgchwGfchw: return true;
    default: return false;
  }
}

void recognise_conv2d(Module& mod, PassStats& stats) {
  int64_t& recognised = stats.recognised(Conv2dAttrs::kId);
  int64_t& bias_adds_folded = stats.count("conv_bias_adds_folded");
  for (Block* body : rewrite::function_bodies(mod)) {
    // The pass only inserts ops, so a list of the original convolutions stays valid.
    std::vector<Operation*> convs;
    for (auto& op : body->ops)
      if (is_conv(*op)) convs.push_back(op.get());
    // Earlier rewrites only move uses of earlier roots' results, which later matches never
    // ask about, so one use map serves the whole body.
    const rewrite::UseMap uses(*body);
    for (Operation* op : convs) {
      ConvMatch m;
      if (!match_conv(mod, *op, uses, m)) continue;
      Operation* replaced = m.bias_add ? m.bias_add : m.root;
      std::vector<Value*> operands{m.input, m.weight};
      if (m.bias) operands.push_back(m.bias);
      Conv2dAttrs attrs;
      attrs.layout = m.nhwc ? Conv2dAttrs::Layout::Nhwc : Conv2dAttrs::Layout::Nchw;
      std::copy_n(m.strides.begin(), 2, attrs.strides.begin());
      std::copy_n(m.dilations.begin(), 2, attrs.dilations.begin());
      std::copy_n(m.padding.begin(), 4, attrs.padding.begin());
      attrs.groups = m.groups;
      Operation* conv = rewrite::create_op(mod, replaced, Conv2dAttrs::kId, operands,
                                           {replaced->results[0]->type}, attrs.attributes(m.bias != nullptr), op->loc);
      rewrite::replace_all_uses(*body, replaced->results[0].get(), conv->results[0].get());
      ++recognised;
      if (m.bias_add) ++bias_adds_folded;
    }
  }
}

}  // namespace

// First of the recognisers: the affine fold and the transposed conv read its linrt.conv2d.
LINRT_REGISTRATION(graph_pass, recognise_conv2d) {
  register_graph_pass(100, "recognise_conv2d", recognise_conv2d);
}

}  // namespace linrt::graph
