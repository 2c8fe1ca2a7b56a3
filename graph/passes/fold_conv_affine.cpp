// Per-channel affine ops after a convolution, folded into its weights and bias at load.
//
// A linrt.conv2d whose result has one use, an all-parallel linalg.generic over the conv's output
// whose body computes y = a[f] * x + b[f] from the conv value x and per-channel operands only,
// becomes the same conv with weight W[f] * a[f] and bias bias[f] * a[f] + b[f]; the generic goes.
// Repeated, this takes in batch norm in both spellings torch-mlir has used: the chain of
// subf(mean) / mulf(rsqrt(var + eps)) / mulf(weight) / addf(bias) generics of current versions,
// and the one generic with (x - mean) / sqrt(var + eps) * weight + bias of older ones. It also
// takes any other per-channel scale and shift (x * s + t, x / s, x - t, -x).
//
// What is proved, not guessed: the per-channel operands must evaluate at load to C values (or
// one) from tensor constants through reshapes and elementwise generics (core/scalar_ops.h, the
// reference executor's own arithmetic, so the values are bit-identical to an unfolded run),
// and the body must be affine in x by its structure: x enters only through addf, subf, negf,
// mulf by a value free of x and divf by a value free of x. a and b are combined in double and
// the new weights rounded to float once, so results stay within float rounding of the unfolded
// graph.
//
// Chains of such generics that no conv takes in are collapsed into one x * a[c] + b[c] generic
// (collapse_affine_chains, below).
#include <algorithm>
#include <cstring>
#include <tuple>
#include <optional>
#include <unordered_map>
#include <vector>

#include "core/registration.h"
#include "graph/dialect/arith_ops.h"
#include "graph/dialect/linrt/conv2d.h"
#include "graph/passes/match.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace linrt::graph {
namespace {

// Values of a per-channel tensor in channel order: C of them, or one for all channels.
using Channels = std::vector<float>;

constexpr int kMaxDepth = 16;  // how far back through generics and reshapes a constant is traced

float channel(const Channels& v, size_t c) { return v.size() == 1 ? v[0] : v[c]; }

std::optional<int64_t> element_count(const Type& t) {
  if (!t.is_tensor() || t.unranked) return std::nullopt;
  int64_t n = 1;
  for (int64_t d : t.shape) {
    if (d < 0) return std::nullopt;
    n *= d;
  }
  return n;
}

// Evaluates the body of an elementwise generic for one iteration point, given the scalars of
// its block arguments (nullopt: that argument must not be read). Returns the yielded value.
std::optional<Scalar> eval_body(const Block& body, const std::vector<std::optional<Scalar>>& args) {
  std::unordered_map<const Value*, Scalar> known;
  for (size_t k = 0; k < args.size() && k < body.args.size(); ++k)
    if (args[k]) known[body.args[k].get()] = *args[k];
  auto value = [&](const Value* v) -> std::optional<Scalar> {
    if (auto it = known.find(v); it != known.end()) return it->second;
    if (v->def && v->def->parent != &body) return rewrite::scalar_constant(v);
    return std::nullopt;
  };
  for (const auto& op : body.ops) {
    if (op->is(OpId::LinalgYield)) {
      if (op->operands.size() != 1) return std::nullopt;
      return value(op->operands[0]);
    }
    if (op->results.size() != 1 || !op->regions.empty()) return std::nullopt;
    if (op->is(OpId::ArithConstant)) {
      auto s = rewrite::scalar_constant(op->results[0].get());
      if (!s) return std::nullopt;
      known[op->results[0].get()] = *s;
      continue;
    }
    auto s = apply_scalar_op(*op, value);
    if (!s) return std::nullopt;
    known[op->results[0].get()] = *s;
  }
  return std::nullopt;
}

// The elements of `v`, a tensor of `count` f32 elements (or one), computed at load from
// constants: tensor constants, reshapes of them, and elementwise generics over them.
std::optional<Channels> eval_constant(const Value* v, int64_t count, int depth) {
  const std::optional<int64_t> n = element_count(v->type);
  if (depth > kMaxDepth || !n || (*n != count && *n != 1) || v->type.elem != DType::F32) return std::nullopt;
  if (auto c = rewrite::tensor_constant(v)) {
    if (c->type.elem != DType::F32) return std::nullopt;
    const size_t elems = c->splat ? 1 : size_t(*n);
    if (c->data.size != elems * sizeof(float)) return std::nullopt;
    Channels out(elems);
    std::memcpy(out.data(), c->data.data, c->data.size);
    return out;
  }
  const Operation* def = v->def;
  if (!def) return std::nullopt;
  if ((def->is(OpId::TensorExpandShape) || def->is(OpId::TensorCollapseShape) || def->is(OpId::TensorCast) ||
       def->is(OpId::TensorReshape)) &&
      match::has_expected_arity(*def) && !def->operands.empty())
    return eval_constant(def->operands[0], count, depth + 1);
  if (!def->is(OpId::LinalgGeneric) || def->results.size() != 1 || !match::all_parallel(*def)) return std::nullopt;
  const auto io = match::ins_outs(*def);
  const auto maps = match::indexing_maps(*def);
  const Block* body = match::body(*def);
  if (!io || !maps || !body || io->outs.size() != 1 || maps->size() != io->ins.size() + 1 ||
      body->args.size() != io->ins.size() + 1 || !maps->back().is_identity())
    return std::nullopt;
  std::vector<Channels> ins;
  for (size_t k = 0; k < io->ins.size(); ++k) {
    // Identity maps over equally shaped operands, or a rank-0 operand read at every point.
    const bool scalar = (*maps)[k].results.empty();
    if (!scalar && (!(*maps)[k].is_identity() || io->ins[k]->type.shape != v->type.shape)) return std::nullopt;
    auto in = eval_constant(io->ins[k], scalar ? 1 : *n, depth + 1);
    if (!in) return std::nullopt;
    ins.push_back(std::move(*in));
  }
  Channels out(static_cast<size_t>(*n));
  std::vector<std::optional<Scalar>> args(body->args.size());
  for (size_t e = 0; e < out.size(); ++e) {
    for (size_t k = 0; k < ins.size(); ++k) args[k] = Scalar::from_float(DType::F32, channel(ins[k], e));
    const std::optional<Scalar> y = eval_body(*body, args);
    if (!y || y->dtype != DType::F32) return std::nullopt;
    out[e] = float(y->f);
  }
  return out;
}

// y = a * x + b per channel, or a value free of x (a empty).
struct Affine {
  std::vector<double> a, b;
  bool has_x() const { return !a.empty(); }
};

// The conv value's consumer: a generic over the conv's result whose body is affine in it.
struct AffineUse {
  Operation* generic = nullptr;
  std::vector<double> scale, shift;  // per output channel
};

// The per-channel operands of `generic` (all but input `xin`): map results that are 0, the
// channel loop, or a loop of extent 1 reading a dim of size 1. Fills `per_channel[k]`.
bool read_per_channel(const match::InsOuts& io, const std::vector<AffineMap>& maps, size_t xin,
                      const std::vector<int64_t>& out_shape, size_t channel_dim, std::vector<Channels>& per_channel) {
  const int64_t channels = out_shape[channel_dim];
  per_channel.assign(io.ins.size(), {});
  for (size_t k = 0; k < io.ins.size(); ++k) {
    if (k == xin) continue;
    const Value* in = io.ins[k];
    const AffineMap& map = maps[k];
    if (!in->type.is_tensor() || in->type.unranked || map.results.size() != in->type.shape.size()) return false;
    for (size_t r = 0; r < map.results.size(); ++r) {
      const AffineExpr& e = *map.results[r];
      const int64_t extent = in->type.shape[r];
      if (e.kind == AffineExpr::Kind::Const && e.value == 0) continue;
      if (e.kind != AffineExpr::Kind::Dim || size_t(e.value) >= out_shape.size()) return false;
      if (size_t(e.value) == channel_dim ? extent != channels : (extent != 1 || out_shape[size_t(e.value)] != 1))
        return false;
    }
    auto values = eval_constant(in, channels, 0);
    if (!values) return false;
    per_channel[k] = std::move(*values);
  }
  return true;
}

// The generic `g`, one of x's readers, as y = a[c] * x + b[c] (c along `channel_dim`).
std::optional<AffineUse> affine_use_by(const Value* x, Operation* g, size_t channel_dim) {
  if (!g->is(OpId::LinalgGeneric) || g->results.size() != 1 || !match::all_parallel(*g)) return std::nullopt;
  const auto io = match::ins_outs(*g);
  const auto maps = match::indexing_maps(*g);
  const Block* body = match::body(*g);
  const std::vector<int64_t>& shape = x->type.shape;
  if (!io || !maps || !body || io->outs.size() != 1 || maps->size() != io->ins.size() + 1 ||
      body->args.size() != io->ins.size() + 1 || shape.size() != 4 || !maps->back().is_identity() ||
      g->results[0]->type != x->type)
    return std::nullopt;
  size_t xin = io->ins.size();
  for (size_t k = 0; k < io->ins.size(); ++k)
    if (io->ins[k] == x) xin = k;
  if (xin == io->ins.size() || !(*maps)[xin].is_identity()) return std::nullopt;
  std::vector<Channels> per_channel;
  if (!read_per_channel(*io, *maps, xin, shape, channel_dim, per_channel)) return std::nullopt;

  // Walk the body once per channel: values free of x are computed as the executor would; x
  // is tracked as (a, b) through the ops that keep it affine.
  const size_t channels = size_t(shape[channel_dim]);
  AffineUse use{g, std::vector<double>(channels), std::vector<double>(channels)};
  for (size_t c = 0; c < channels; ++c) {
    std::unordered_map<const Value*, Scalar> fixed;
    std::unordered_map<const Value*, std::pair<double, double>> lin;
    for (size_t k = 0; k < io->ins.size(); ++k)
      if (k != xin) fixed[body->args[k].get()] = Scalar::from_float(DType::F32, channel(per_channel[k], c));
    lin[body->args[xin].get()] = {1.0, 0.0};
    auto fixed_value = [&](const Value* v) -> std::optional<Scalar> {
      if (auto it = fixed.find(v); it != fixed.end()) return it->second;
      if (v->def && v->def->parent != body) return rewrite::scalar_constant(v);
      return std::nullopt;
    };
    bool yielded = false;
    for (const auto& op : body->ops) {
      if (op->is(OpId::LinalgYield)) {
        if (op->operands.size() != 1 || !lin.count(op->operands[0])) return std::nullopt;
        std::tie(use.scale[c], use.shift[c]) = lin[op->operands[0]];
        yielded = true;
        break;
      }
      if (op->results.size() != 1 || !op->regions.empty()) return std::nullopt;
      const Value* r = op->results[0].get();
      if (op->is(OpId::ArithConstant)) {
        auto s = rewrite::scalar_constant(r);
        if (!s) return std::nullopt;
        fixed[r] = *s;
        continue;
      }
      const std::optional<ScalarOp> sop = scalar_op_for(*op);
      if (!sop || op->operands.size() != sop->arity) return std::nullopt;
      bool any_x = false;
      for (const Value* o : op->operands) any_x |= lin.count(o) > 0;
      if (!any_x) {
        Scalar in[3];
        for (size_t k = 0; k < op->operands.size(); ++k) {
          auto s = fixed_value(op->operands[k]);
          if (!s) return std::nullopt;
          in[k] = *s;
        }
        fixed[r] = apply_scalar_op(*sop, in);
        continue;
      }
      if (sop->result != DType::F32) return std::nullopt;
      // (a, b) of an operand: tracked, or a float free of x as (0, value).
      auto pair = [&](const Value* v) -> std::optional<std::pair<double, double>> {
        if (auto it = lin.find(v); it != lin.end()) return it->second;
        auto s = fixed_value(v);
        if (!s || !s->is_float()) return std::nullopt;
        return std::pair{0.0, s->f};
      };
      auto p = pair(op->operands[0]);
      const bool binary = op->operands.size() == 2;
      auto q = binary ? pair(op->operands[1]) : std::optional<std::pair<double, double>>{};
      if (!p || (binary && !q)) return std::nullopt;
      const auto [pa, pb] = *p;
      const auto [qa, qb] = binary ? *q : std::pair{0.0, 0.0};
      const bool x_left = lin.count(op->operands[0]) > 0;
      const bool x_right = binary && lin.count(op->operands[1]) > 0;
      switch (sop->code) {
        case ScalarOpcode::AddF:
          lin[r] = {pa + qa, pb + qb};
          break;
        case ScalarOpcode::SubF:
          lin[r] = {pa - qa, pb - qb};
          break;
        case ScalarOpcode::NegF:
          lin[r] = {-pa, -pb};
          break;
        case ScalarOpcode::MulF:
          // One side free of x: a scale.
          if (x_left && x_right) return std::nullopt;
          lin[r] = x_left ? std::pair{pa * qb, pb * qb} : std::pair{qa * pb, qb * pb};
          break;
        case ScalarOpcode::DivF:
          // x / s only; s free of x and not zero (a zero would give inf or NaN unfolded).
          if (x_right || qb == 0.0) return std::nullopt;
          lin[r] = {pa / qb, pb / qb};
          break;
        default:
          return std::nullopt;
      }
    }
    if (!yielded) return std::nullopt;
  }
  return use;
}

// The conv value's single reader, when it is such a generic.
std::optional<AffineUse> affine_use(Operation* conv, const rewrite::UseMap& uses, size_t channel_dim) {
  const Value* x = conv->results[0].get();
  if (!uses.has_one_use(x)) return std::nullopt;
  return affine_use_by(x, uses.users(x)[0], channel_dim);
}

// Folds `use` into `conv`: new weight and bias constants, the generic's uses moved to the conv.
bool fold(Module& mod, Block& scope, Operation* conv, const AffineUse& use, const Conv2dAttrs& attrs) {
  const bool nhwc = attrs.nhwc();
  Value* weight = conv->operands[1];
  const auto w = rewrite::tensor_constant(weight);
  const size_t channels = use.scale.size();
  if (!w || w->type.elem != DType::F32 || w->type.shape.size() != 4) return false;
  const std::vector<int64_t>& ws = w->type.shape;
  const int64_t f = nhwc ? ws[3] : ws[0];
  if (f != int64_t(channels)) return false;
  const std::optional<int64_t> count = element_count(w->type);
  if (!count) return false;
  std::vector<float> wv(static_cast<size_t>(*count));
  if (w->splat) {
    float v;
    std::memcpy(&v, w->data.data, sizeof v);
    std::fill(wv.begin(), wv.end(), v);
  } else {
    if (w->data.size != wv.size() * sizeof(float)) return false;
    std::memcpy(wv.data(), w->data.data, w->data.size);
  }
  std::vector<float> bias(channels, 0.0f);
  const bool has_bias = conv->operands.size() == 3;
  if (has_bias) {
    auto b = eval_constant(conv->operands[2], int64_t(channels), 0);
    if (!b) return false;
    for (size_t c = 0; c < channels; ++c) bias[c] = channel(*b, c);
  }
  // FCHW: channel f is the outer index; HWCF: the inner one.
  for (size_t e = 0; e < wv.size(); ++e) {
    const size_t c = nhwc ? e % channels : e / (wv.size() / channels);
    wv[e] = float(double(wv[e]) * use.scale[c]);
  }
  for (size_t c = 0; c < channels; ++c) bias[c] = float(double(bias[c]) * use.scale[c] + use.shift[c]);

  auto blob = [](const std::vector<float>& v) {
    std::vector<uint8_t> bytes(v.size() * sizeof(float));
    std::memcpy(bytes.data(), v.data(), bytes.size());
    return Blob::from_vector(std::move(bytes));
  };
  conv->operands[1] =
      rewrite::create_constant(mod, conv, w->type, blob(wv), false, weight->def ? weight->def->loc : conv->loc)
          ->results[0]
          .get();
  Value* new_bias = rewrite::create_constant(mod, conv, Type::tensor(DType::F32, {int64_t(channels)}), blob(bias),
                                             false, conv->loc)
                        ->results[0]
                        .get();
  if (has_bias) {
    conv->operands[2] = new_bias;
  } else {
    conv->operands.push_back(new_bias);
    attrs.write(*conv);  // operandSegmentSizes now counts the bias
  }
  rewrite::replace_all_uses(scope, use.generic->results[0].get(), conv->results[0].get());
  rewrite::erase_op(use.generic);
  return true;
}

// Arithmetic ops in the bodies of `chain` (constants and the yield not counted).
size_t body_ops(const std::vector<Operation*>& chain) {
  size_t n = 0;
  for (const Operation* g : chain)
    for (const auto& op : match::body(*g)->ops) n += !op->is(OpId::LinalgYield) && !op->is(OpId::ArithConstant);
  return n;
}

// A block argument of type f32 for `block`.
Value* add_f32_arg(Module& mod, Block& block) {
  auto v = std::make_unique<Value>();
  v->type = Type::scalar(DType::F32);
  v->block = &block;
  v->index = unsigned(block.args.size());
  v->id = mod.num_values++;
  v->name = "linrt" + std::to_string(v->id);
  block.args.push_back(std::move(v));
  return block.args.back().get();
}

// Rewrites `g`, whose input x is NCHW, into y = x * a[c] + b[c]: ins (x, a, b) with a and b new
// [C] constants read through (d1), its init kept, a body of one mulf and one addf.
void rewrite_as_affine(Module& mod, Operation* g, const Value* x, const std::vector<double>& a,
                       const std::vector<double>& b) {
  const int64_t channels = int64_t(a.size());
  auto blob = [](const std::vector<double>& v) {
    std::vector<uint8_t> bytes(v.size() * sizeof(float));
    for (size_t i = 0; i < v.size(); ++i) {
      const float f = float(v[i]);
      std::memcpy(bytes.data() + i * sizeof f, &f, sizeof f);
    }
    return Blob::from_vector(std::move(bytes));
  };
  const Type vec = Type::tensor(DType::F32, {channels});
  Value* av = rewrite::create_constant(mod, g, vec, blob(a), false)->results[0].get();
  Value* bv = rewrite::create_constant(mod, g, vec, blob(b), false)->results[0].get();
  Value* init = match::ins_outs(*g)->outs[0];
  g->operands = {const_cast<Value*>(x), av, bv, init};
  g->set_attr(g->attr("operandSegmentSizes") ? "operandSegmentSizes" : "operand_segment_sizes",
              rewrite::i32_array_attr({3, 1}));
  AffineMap id, ch;
  id.num_dims = ch.num_dims = 4;
  for (int64_t d = 0; d < 4; ++d) id.results.push_back(AffineExpr::dim(d));
  ch.results.push_back(AffineExpr::dim(1));
  auto maps = std::make_shared<Attribute>();
  maps->kind = Attribute::Kind::Array;
  for (const AffineMap* m : {&id, &ch, &ch, &id}) {
    auto e = std::make_shared<Attribute>();
    e->kind = Attribute::Kind::AffineMapAttr;
    e->map = *m;
    maps->elems.push_back(e);
  }
  g->set_attr("indexing_maps", maps);
  auto block = std::make_unique<Block>();
  block->label = "bb0";
  block->parent = g->regions[0].get();
  Value* xa = add_f32_arg(mod, *block);
  Value* aa = add_f32_arg(mod, *block);
  Value* ba = add_f32_arg(mod, *block);
  add_f32_arg(mod, *block);  // the init's element, unread
  auto yield = std::make_unique<Operation>();
  yield->name = "linalg.yield";
  yield->loc = g->loc;
  yield->parent = block.get();
  Operation* y = yield.get();
  block->ops.push_back(std::move(yield));
  const Type f32 = Type::scalar(DType::F32);
  Value* scaled = rewrite::create_op(mod, y, "arith.mulf", {xa, aa}, {f32}, {})->results[0].get();
  y->operands = {rewrite::create_op(mod, y, "arith.addf", {scaled, ba}, {f32}, {})->results[0].get()};
  g->regions[0]->blocks.clear();
  g->regions[0]->blocks.push_back(std::move(block));
}

// Chains of per-channel affine generics over NCHW values that no conv took in (DenseNet's
// batch norm after each concat, a conv whose value has other readers): G1 -> ... -> Gk, each
// the single reader of the one before, become G1 alone computing x * a[c] + b[c] (a and b
// composed in double, rounded once), where the chain's bodies had more than those two ops.
// Batch norm then costs one multiply-add per element instead of four ops over four operands.
void collapse_affine_chains(Module& mod, Block& body, int64_t& collapsed) {
  std::vector<Operation*> generics = rewrite::ops_named(body, OpId::LinalgGeneric);
  std::unordered_map<const Operation*, bool> erased;
  for (Operation* g : generics) {
    if (erased[g]) continue;
    const auto io = match::ins_outs(*g);
    if (!io) continue;
    for (const Value* x : io->ins) {
      if (!x->type.is_tensor() || x->type.elem != DType::F32 || x->type.shape.size() != 4) continue;
      std::optional<AffineUse> first = affine_use_by(x, g, 1);
      if (!first) continue;
      std::vector<Operation*> chain = {g};
      std::vector<double> a = first->scale, b = first->shift;
      const rewrite::UseMap uses(body);
      for (const Value* cur = g->results[0].get(); uses.has_one_use(cur);) {
        Operation* next = uses.users(cur)[0];
        const std::optional<AffineUse> more = affine_use_by(cur, next, 1);
        if (!more) break;
        for (size_t c = 0; c < a.size(); ++c) {
          a[c] *= more->scale[c];
          b[c] = b[c] * more->scale[c] + more->shift[c];
        }
        chain.push_back(next);
        cur = next->results[0].get();
      }
      if (body_ops(chain) <= 2) break;
      rewrite::replace_all_uses(body, chain.back()->results[0].get(), g->results[0].get());
      for (size_t k = chain.size(); k-- > 1;) {
        erased[chain[k]] = true;
        rewrite::erase_op(chain[k]);
      }
      rewrite_as_affine(mod, g, x, a, b);
      ++collapsed;
      break;
    }
  }
}

void fold_conv_affine(Module& mod, PassStats& stats) {
  int64_t& folded = stats.count("conv_affine_folded");
  int64_t& collapsed = stats.count("affine_chains_collapsed");
  for (Block* body : rewrite::function_bodies(mod)) {
    std::vector<Operation*> convs;
    for (auto& op : body->ops)
      if (op->is(Conv2dAttrs::kId) && (op->operands.size() == 2 || op->operands.size() == 3) &&
          op->results.size() == 1 && op->results[0]->type.is_tensor() && op->results[0]->type.elem == DType::F32)
        convs.push_back(op.get());
    for (Operation* conv : convs) {
      const auto attrs = Conv2dAttrs::read(*conv);
      if (!attrs) continue;  // malformed: left for the reference to report
      // Each fold erases the consumer and may expose the next one (batch norm's chain).
      while (true) {
        const rewrite::UseMap uses(*body);
        const std::optional<AffineUse> use = affine_use(conv, uses, attrs->nhwc() ? 3 : 1);
        if (!use || !fold(mod, *body, conv, *use, *attrs)) break;
        ++folded;
      }
    }
    collapse_affine_chains(mod, *body, collapsed);
  }
}

}  // namespace

// Right after recognise_conv2d, so the later recognisers see the folded weights.
LINRT_REGISTRATION(graph_pass, fold_conv_affine) {
  register_graph_pass(110, "fold_conv_affine", fold_conv_affine);
}

}  // namespace linrt::graph
