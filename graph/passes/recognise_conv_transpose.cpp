// Transposed convolution recognition: linrt.conv2d over a zero-spread input ->
// linrt.conv_transpose2d(x, weight[, bias]) {strides, dilations, padding, groups}.
//
// torch-mlir lowers ConvTranspose2d(stride s, padding p, output_padding op, dilation d) to a
// tensor.insert_slice of x at strides [1, 1, sh, sw] into a zero tensor, optionally cropped by a
// unit-stride tensor.extract_slice (when p > d*(K-1)), and a stride-1 conv with the flipped
// weight, which the conv recogniser has made a linrt.conv2d. Matched (static shapes, f32):
//   conv:  linrt.conv2d, NCHW, strides 1 (any dilations, padding, groups, bias);
//   input: [extract_slice with unit strides, offsets and full sizes on N and C, of]
//          insert_slice of a rank-4 x into a splat of 0 (a fill or a constant) with offsets 0 on
//          N and C, sizes x's shape, strides 1 on N and C and a stride above 1 on H or W.
// The conv's padding, the insert's offsets and the crop combine into the op's padding (see
// graph/dialect/linrt/conv_transpose2d.h), so three of every four multiply-adds of a stride-2
// transposed conv (those with the inserted zeros) are no longer made. A stride-1 insert is a zero pad, which the
// conv itself handles, and is left alone.
#include <optional>
#include <vector>

#include "core/registration.h"
#include "graph/dialect/linrt/conv2d.h"
#include "graph/dialect/linrt/conv_transpose2d.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

// A slice op's static offsets, sizes and strides (rank 4 each), or nullopt.
struct Box {
  std::vector<int64_t> offsets, sizes, strides;
};

std::optional<Box> static_box(const Operation& op, size_t operands) {
  if (op.operands.size() != operands || op.results.size() != 1) return std::nullopt;  // no dynamic parts
  Box b;
  std::vector<int64_t>* lists[] = {&b.offsets, &b.sizes, &b.strides};
  const char* keys[] = {"static_offsets", "static_sizes", "static_strides"};
  for (int i = 0; i < 3; ++i) {
    const Attribute* a = op.attr(keys[i]);
    auto v = a ? a->as_int_list() : std::nullopt;
    if (!v || v->size() != 4) return std::nullopt;
    for (int64_t x : *v)
      if (x == kDynamic) return std::nullopt;
    *lists[i] = *v;
  }
  return b;
}

bool is_static_f32_4d(const Value* v) {
  return v && v->type.is_tensor() && !v->type.unranked && v->type.elem == DType::F32 && v->type.shape.size() == 4 &&
         v->type.has_static_shape();
}

// The transposed conv `conv` computes, with its source; nullopt when it is not one.
std::optional<std::pair<ConvTranspose2dAttrs, Value*>> match_transposed(const Operation& conv) {
  const auto c = Conv2dAttrs::read(conv);
  if (!c || c->nhwc() || c->strides[0] != 1 || c->strides[1] != 1 || conv.operands.size() < 2 ||
      conv.results.size() != 1 || !is_static_f32_4d(conv.operands[0]) || !is_static_f32_4d(conv.results[0].get()))
    return std::nullopt;
  std::array<int64_t, 2> crop{0, 0};
  const Value* spread = conv.operands[0];
  if (const Operation* slice = match::def_of(spread, OpId::TensorExtractSlice)) {
    auto box = static_box(*slice, 1);
    if (!box || !is_static_f32_4d(slice->operands[0])) return std::nullopt;
    const auto& whole = slice->operands[0]->type.shape;
    for (size_t d = 0; d < 4; ++d)
      if (box->strides[d] != 1 || (d < 2 && (box->offsets[d] != 0 || box->sizes[d] != whole[d]))) return std::nullopt;
    crop = {box->offsets[2], box->offsets[3]};
    spread = slice->operands[0];
  }
  const Operation* insert = match::def_of(spread, OpId::TensorInsertSlice);
  if (!insert) return std::nullopt;
  auto box = static_box(*insert, 2);
  Value* x = insert->operands[0];
  auto zero = match::splat_value(insert->operands[1]);
  if (!box || !zero || *zero != 0.0 || !is_static_f32_4d(x) || !is_static_f32_4d(spread) || box->sizes != x->type.shape ||
      box->offsets[0] != 0 || box->offsets[1] != 0 || box->strides[0] != 1 || box->strides[1] != 1 ||
      (box->strides[2] == 1 && box->strides[3] == 1) || spread->type.shape[0] != x->type.shape[0] ||
      spread->type.shape[1] != x->type.shape[1])
    return std::nullopt;
  ConvTranspose2dAttrs t;
  t.dilations = c->dilations;
  t.groups = c->groups;
  const auto& in = conv.operands[0]->type.shape;  // the conv's (cropped) input
  for (size_t s = 0; s < 2; ++s) {
    t.strides[s] = box->strides[2 + s];
    // Rows of the conv's padded input before x's first row, and after its last.
    t.padding[s] = c->padding[s] + box->offsets[2 + s] - crop[s];
    const int64_t spread_rows = (x->type.shape[2 + s] - 1) * t.strides[s] + 1;
    t.padding[s + 2] = c->padding[s] + in[2 + s] + c->padding[s + 2] - t.padding[s] - spread_rows;
  }
  // The op's output must be the conv's (it is, by construction; checked rather than assumed).
  const auto shape = t.result_shape(x->type.shape, conv.operands[1]->type.shape);
  if (!shape || std::vector<int64_t>(shape->begin(), shape->end()) != conv.results[0]->type.shape) return std::nullopt;
  return std::make_pair(t, x);
}

void recognise_conv_transpose2d(Module& mod, PassStats& stats) {
  int64_t& recognised = stats.recognised(ConvTranspose2dAttrs::kId);
  for (Block* body : rewrite::function_bodies(mod)) {
    for (Operation* op : rewrite::ops_named(*body, Conv2dAttrs::kId)) {
      const auto m = match_transposed(*op);
      if (!m) continue;
      std::vector<Value*> operands(op->operands.begin(), op->operands.end());
      operands[0] = m->second;
      Operation* t = rewrite::create_op(mod, op, ConvTranspose2dAttrs::kId, operands, {op->results[0]->type},
                                        m->first.attributes(operands.size() == 3), op->loc);
      rewrite::replace_all_uses(*body, op->results[0].get(), t->results[0].get());
      ++recognised;
    }
  }
}

}  // namespace

// After recognise_conv2d, whose linrt.conv2d over a spread input it rewrites.
LINRT_REGISTRATION(graph_pass, recognise_conv_transpose2d) {
  register_graph_pass(120, "recognise_conv_transpose2d", recognise_conv_transpose2d);
}

}  // namespace linrt::graph
