// Pooling recognition -> linrt.pool2d(input_unpadded) {kind, window, strides, dilations, padding}.
//
// Matched (f32, static shapes):
//   root:  linalg.pooling_nchw_max (kind "max") or linalg.pooling_nchw_sum (kind "sum"), with a
//          static 2-d window operand and strides/dilations in any attribute spelling.
//   init:  a linalg.fill of, or a splat constant holding, the reduction's identity: -inf for max,
//          0 for sum (torch-mlir's max_pool2d and avg_pool2d / adaptive_avg_pool2d).
//   input: a tensor.pad of the spatial dims only, with static pads and the same identity as its
//          value (what torch-mlir puts in front of a padded pool), or any value (no padding).
// Since the padding holds the identity, skipping window taps outside the input gives the same
// result, so the padded tensor is never made. Average pooling's divide stays the elementwise op
// after the sum (a constant divisor fuses into the pool's dispatch as its epilogue).
#include <algorithm>
#include <cmath>
#include <optional>
#include <string>
#include <vector>

#include "core/registration.h"
#include "graph/dialect/linrt/pool2d.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

struct PoolMatch {
  Value* input = nullptr;
  bool max = false;
  std::vector<int64_t> window, strides, dilations, padding{0, 0, 0, 0};
};

bool is_static_f32_4d(const Value* v) {
  return v && v->type.is_tensor() && !v->type.unranked && v->type.elem == DType::F32 && v->type.shape.size() == 4 &&
         v->type.has_static_shape();
}

bool match_pool(const Operation& op, PoolMatch& m) {
  m.max = op.is(OpId::LinalgPoolingNchwMax);
  if (!m.max && !op.is(OpId::LinalgPoolingNchwSum)) return false;
  auto io = match::ins_outs(op);
  if (!io || io->ins.size() != 2 || io->outs.size() != 1 || op.results.size() != 1) return false;
  const Value* result = op.results[0].get();
  auto window = match::static_shape(io->ins[1]);
  m.strides = match::window_attr(op, "strides");
  m.dilations = match::window_attr(op, "dilations");
  if (!is_static_f32_4d(result) || !window || window->size() != 2 || m.strides.size() != 2 ||
      m.dilations.size() != 2)
    return false;
  m.window = *window;
  const double identity = m.max ? -INFINITY : 0.0;
  auto init = match::splat_value(io->outs[0]);
  if (!init || *init != identity) return false;
  m.input = io->ins[0];
  if (const Operation* pad = match::def_of(m.input, OpId::TensorPad)) {
    auto p = match::spatial_pad(*pad, 2);
    if (!p || p->value != identity) return false;
    m.input = p->source;
    m.padding = p->padding;
  }
  if (!is_static_f32_4d(m.input)) return false;
  const auto& x = m.input->type.shape;
  const auto& y = result->type.shape;
  if (x[0] != y[0] || x[1] != y[1]) return false;
  for (size_t s = 0; s < 2; ++s)
    if (m.window[s] < 1 || m.strides[s] < 1 || m.dilations[s] < 1 ||
        !match::full_extent(y[2 + s], x[2 + s], m.padding[s] + m.padding[s + 2], m.window[s], m.strides[s],
                            m.dilations[s]))
      return false;
  return true;
}

void recognise_pool2d(Module& mod, PassStats& stats) {
  int64_t& recognised = stats.recognised(Pool2dAttrs::kId);
  for (Block* body : rewrite::function_bodies(mod)) {
    std::vector<Operation*> pools;
    for (auto& op : body->ops)
      if (op->is(OpId::LinalgPoolingNchwMax) || op->is(OpId::LinalgPoolingNchwSum)) pools.push_back(op.get());
    for (Operation* op : pools) {
      PoolMatch m;
      if (!match_pool(*op, m)) continue;
      Pool2dAttrs attrs;
      attrs.kind = m.max ? Pool2dAttrs::Kind::Max : Pool2dAttrs::Kind::Sum;
      std::copy_n(m.window.begin(), 2, attrs.window.begin());
      std::copy_n(m.strides.begin(), 2, attrs.strides.begin());
      std::copy_n(m.dilations.begin(), 2, attrs.dilations.begin());
      std::copy_n(m.padding.begin(), 4, attrs.padding.begin());
      Operation* pool = rewrite::create_op(mod, op, Pool2dAttrs::kId, {m.input}, {op->results[0]->type},
                                           attrs.attributes(), op->loc);
      rewrite::replace_all_uses(*body, op->results[0].get(), pool->results[0].get());
      ++recognised;
    }
  }
}

}  // namespace

LINRT_REGISTRATION(graph_pass, recognise_pool2d) {
  register_graph_pass(170, "recognise_pool2d", recognise_pool2d);
}

}  // namespace linrt::graph
