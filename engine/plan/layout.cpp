// The layout pass: which values the plan keeps in the blocked channel layout (NCHW16c,
// ops/layout.h), and the storage-order form of a fused program whose output is blocked.
#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>

#include "engine/plan/blocked_roles.h"
#include "engine/plan/passes.h"
#include "engine/plan/reduction.h"
#include "ops/layout.h"

namespace linrt::engine {

namespace {

// Merges adjacent dimensions of an iteration space that every access walks as one (the outer
// stride is the inner stride times the inner extent), so that the evaluator's runs along the
// innermost dimension are as long as they can be (a blocked space's innermost extent is 16).
void merge_dims(std::vector<int64_t>& shape, std::vector<EwAccess>& access) {
  if (shape.size() < 2) return;
  std::vector<int64_t> merged = {shape.back()};
  std::vector<std::vector<int64_t>> strides;
  for (const EwAccess& a : access) strides.push_back({a.strides.back()});
  for (size_t d = shape.size() - 1; d-- > 0;) {
    bool joins = true;
    for (size_t i = 0; i < access.size(); ++i) joins &= access[i].strides[d] == strides[i].front() * merged.front();
    if (joins) {
      merged.front() *= shape[d];
      continue;
    }
    merged.insert(merged.begin(), shape[d]);
    for (size_t i = 0; i < access.size(); ++i) strides[i].insert(strides[i].begin(), access[i].strides[d]);
  }
  shape = merged;
  for (size_t i = 0; i < access.size(); ++i) access[i].strides = strides[i];
}

// The value of instruction `in` where the registers in `r` that hold a value are known, or
// nullopt (an operand unknown or NaN, or an opcode not evaluated here).
std::optional<float> known_result(const EwInstr& in, const std::vector<std::optional<float>>& r) {
  const std::optional<float> a = r[in.a], b = r[in.b], c = r[in.c];
  if (in.op == EwOpcode::Select) {
    if (!a) return std::nullopt;
    return *a != 0.0f ? b : c;
  }
  if (!a) return std::nullopt;
  switch (in.op) {
    case EwOpcode::Neg: return -*a;
    case EwOpcode::Abs: return std::fabs(*a);
    case EwOpcode::Exp: return std::exp(*a);
    case EwOpcode::Tanh: return std::tanh(*a);
    case EwOpcode::Erf: return std::erf(*a);
    case EwOpcode::Sqrt: return std::sqrt(*a);
    default: break;
  }
  if (!b) return std::nullopt;
  switch (in.op) {
    case EwOpcode::Add: return *a + *b;
    case EwOpcode::Sub: return *a - *b;
    case EwOpcode::Mul: return *a * *b;
    case EwOpcode::Div: return *a / *b;
    case EwOpcode::Maximum: case EwOpcode::MaxNum: return std::max(*a, *b);
    case EwOpcode::Minimum: case EwOpcode::MinNum: return std::min(*a, *b);
    case EwOpcode::Fma: return c ? std::optional<float>(std::fma(*a, *b, *c)) : std::nullopt;
    case EwOpcode::Cmp: {
      // arith.cmpf's predicates on two ordered values: false, then oeq..one and ueq..une alike
      // (eq, gt, ge, lt, le, ne), ord and uno, true.
      if (in.pred == 0 || in.pred == 14) return 0.0f;
      if (in.pred == 7 || in.pred >= 15) return 1.0f;
      const int k = (in.pred - 1) % 7;
      const bool v = k == 0 ? *a == *b : k == 1 ? *a > *b : k == 2 ? *a >= *b : k == 3 ? *a < *b : k == 4 ? *a <= *b : *a != *b;
      return v ? 1.0f : 0.0f;
    }
    default: return std::nullopt;
  }
}

// Whether every output of `p` is 0 wherever its inputs marked in `zero` are 0 (the others
// unknown): the program run on its own constants, so that the zero lanes of a padded channel
// block (ops/layout.h) stay zero through it (ReLU, hardswish, SiLU, a residual sum do; a sigmoid
// or an added constant do not).
bool keeps_zeros(const EwProgram& p, const std::vector<bool>& zero) {
  std::vector<std::optional<float>> r(p.num_registers);
  for (size_t i = 0; i < p.num_inputs; ++i)
    if (zero[i]) r[i] = 0.0f;
  for (size_t k = 0; k < p.constants.size(); ++k) r[p.num_inputs + k] = p.constants[k];
  for (const EwInstr& in : p.code) {
    r[in.dst] = known_result(in, r);
    if (r[in.dst] && std::isnan(*r[in.dst])) r[in.dst].reset();
  }
  return std::all_of(p.outputs.begin(), p.outputs.end(), [&](uint16_t o) { return r[o] && *r[o] == 0.0f; });
}

}  // namespace

// The blocked channel layout (NCHW16c, ops/layout.h): which function-level values to keep in
// it. A value may be blocked when it is a static f32 [N, C, H, W] with C >= 16 (a C that is not
// a multiple of 16 ends in a padded block whose lanes are zero: the concat and the upsampling, which move
// whole blocks, take whole blocks only, the spatial reduction sums the padding lanes into
// scratch, and an elementwise dispatch writes a padded value only when its program maps zeros
// to zeros (keeps_zeros) with the padding lanes of its blocked inputs and, in a standalone chain,
// of its per-channel operands (read from zero-padded copies) at zero; an epilogue reads no
// broadcast there), its producer can write it blocked (a conv, a nearest upsampling, a pooling or a channel concat
// of whole blocks, a channel gather, a standalone elementwise chain, or the epilogue of one of these), and every use
// reads it blocked: as a conv's input (the conv converts where its other side is plain), as
// the input of such an upsampling, pooling, concat or channel gather, as the first operand of a reduction over
// the spatial dimensions (a squeeze-excitation's squeeze; its result is row-major), or through
// the identity map of an elementwise op of a dispatch that writes an output of the same shape.
// A dispatch whose elementwise ops read anything through another map than the identity, a
// full broadcast or a broadcast per channel (a batch norm's scale, a squeeze-excitation gate,
// a PReLU's slope) writes row-major. Values that must share one layout (a dispatch's outputs
// and the operands it reads at the index it writes; an upsampling's or concat's operands and
// result, and a channel gather's) form one class, and a class is blocked only when every member may be. Arguments,
// results and values read any other way (views, matmuls, fallbacks, reads through other maps)
// stay row-major. Returns a flag per graph value id.
std::vector<bool> choose_layouts(const graph::Module& module, const FunctionOps& f, const Fusion& fusion) {
  const auto& ops = f.ops;
  const auto& op_index = f.op_index;
  const auto& users = f.users;
  const auto& body = *f.body;
  const auto& ew = fusion.ew;
  const auto& group_of = fusion.group_of;
  const auto& groups = fusion.groups;
  const size_t nv = module.num_values;
  std::vector<uint32_t> parent(nv);
  std::iota(parent.begin(), parent.end(), 0u);
  std::function<uint32_t(uint32_t)> find = [&](uint32_t v) { return parent[v] == v ? v : parent[v] = find(parent[v]); };
  auto unite = [&](const graph::Value* a, const graph::Value* b) { parent[find(a->id)] = find(b->id); };
  std::vector<uint32_t> accepted(nv, 0);  // uses that read the value blocked
  std::vector<bool> producer(nv, false);  // made by a dispatch that can write it blocked
  // A reduction over the spatial dimensions of its first operand (read_channel_blocks), which
  // it reads in either layout; its result is row-major.
  auto spatial_reduction = [&](const graph::Operation& op) {
    if (!op.is(graph::OpId::LinalgGeneric) || op.operands.empty() || !blocked_candidate(op.operands[0]) ||
        std::count(op.operands.begin(), op.operands.end(), op.operands[0]) != 1)
      return false;
    KernelSpec spec;
    spec.root = &op;
    for (const graph::Value* v : op.operands) spec.inputs.push_back(TensorDesc{v->type.elem, v->type.shape});
    for (const auto& r : op.results) spec.outputs.push_back(TensorDesc{r->type.elem, r->type.shape});
    auto info = analyse_reduction(spec);
    return info && read_channel_blocks(*info);
  };
  // A root that writes its result in either layout, as its family declared (blocked_roles.h):
  // a conv (reading its input in either layout too), or a copy whose operands share its
  // result's layout; or one that reads its first operand in either layout and writes row-major
  // (a spatial reduction).
  enum class Kind { None, Conv, Same, Reads };
  auto root_kind = [&](const graph::Operation& op) {
    if (spatial_reduction(op)) return Kind::Reads;
    switch (blocked_role(op)) {
      case BlockedRole::Conv: return Kind::Conv;
      case BlockedRole::Same: return Kind::Same;
      case BlockedRole::None: break;
    }
    return Kind::None;
  };
  auto dispatch_outputs = [&](const graph::Operation& root, const Group* g) {
    std::vector<const graph::Value*> outs;
    for (const auto& r : (g ? ops[g->ops.back()] : &root)->results) outs.push_back(r.get());
    return outs;
  };
  // The root's part: its outputs and the operands it reads in the outputs' layout.
  auto visit_root = [&](const graph::Operation& root, const std::vector<const graph::Value*>& outs) {
    const Kind kind = root_kind(root);
    if (kind == Kind::None) return;
    if (kind == Kind::Reads) {
      ++accepted[root.operands[0]->id];
      return;
    }
    for (const graph::Value* o : outs) {
      producer[o->id] = true;
      unite(o, outs[0]);
    }
    if (kind == Kind::Conv) {
      ++accepted[root.operands[0]->id];
    } else {
      for (const graph::Value* v : root.operands) {
        ++accepted[v->id];
        unite(v, outs[0]);
      }
    }
  };
  for (const Group& g : groups) {
    if (g.ops.empty()) continue;
    const std::vector<const graph::Value*> outs = dispatch_outputs(g.root >= 0 ? *ops[g.root] : *ops[g.ops.back()], &g);
    if (g.root >= 0) {
      visit_root(*ops[g.root], outs);
    } else {
      for (const graph::Value* o : outs) {
        producer[o->id] = true;
        unite(o, outs[0]);
      }
    }
    const std::vector<int64_t>& shape = ew[g.ops.back()]->shape;
    bool strided = false;  // reads a value through a map that is neither the identity nor a full broadcast
    bool broadcast = false;  // reads a value through a broadcast
    for (size_t m : g.ops) {
      const graph::Operation& op = *ops[m];
      for (size_t i = 0; i < op.operands.size(); ++i) {
        const graph::Value* v = op.operands[i];
        const graph::Operation* def = v->def;
        auto pit = def ? op_index.find(def) : op_index.end();
        const bool inside = pit != op_index.end() && group_of[pit->second] == int64_t(&g - groups.data());
        const EwRead* read = nullptr;
        for (const EwRead& r : ew[m]->reads)
          if (r.arg == i) read = &r;
        if (inside || !read) {
          ++accepted[v->id];
        } else if (read->map.is_identity() && v->type.shape == shape) {
          ++accepted[v->id];
          unite(v, outs[0]);
        } else {
          // A full broadcast, or one value per channel (and batch), is read under a blocked
          // output without cutting the evaluator's runs (ew_run repeats a channel block's
          // values along the run); any other map would cut them at every 16 elements, which
          // costs more than the layout saves (measured on SRVGG: 1.35x slower).
          auto access = ew_access(read->map, shape, v->type.shape);
          broadcast = true;
          strided |= !access || shape.size() != 4 ||
                     std::any_of(access->strides.begin() + 2, access->strides.end(), [](int64_t x) { return x != 0; });
        }
      }
    }
    // A padded output (ops/layout.h) is written over its whole last block: the program must
    // keep the zero lanes zero, reading them from the root's output and the inputs read at the
    // index written, which share its layout, and in a standalone chain from the zero-padded
    // copies of per-channel operands (blocked_order); an epilogue reads no broadcast, which has
    // no lanes there.
    if (!strided && !outs.empty() && blocked_candidate(outs[0]) && !whole_channel_blocks(outs[0])) {
      const GroupProgram gp = compile_group(f, fusion, g, g.root >= 0 ? ops[g.root] : nullptr);
      std::vector<bool> zero(gp.inputs.size());
      for (size_t i = 0; i < zero.size(); ++i) {
        const bool per_channel = gp.inputs[i]->type.shape != shape && gp.access[i].strides[1] != 0;
        zero[i] = (g.root >= 0 && i == 0) || (blocked_candidate(gp.inputs[i]) && gp.inputs[i]->type.shape == shape) ||
                  (g.root < 0 && per_channel);
      }
      strided = (broadcast && g.root >= 0) || !keeps_zeros(gp.program, zero);
    }
    if (strided)
      for (const graph::Value* o : outs) producer[o->id] = false;
  }
  for (size_t k = 0; k < ops.size(); ++k)
    if (!ew[k] && group_of[k] < 0) visit_root(*ops[k], dispatch_outputs(*ops[k], nullptr));
  // A class is blocked when every member is a candidate made and read blocked.
  std::vector<const graph::Value*> values;
  for (const auto& a : body.args) values.push_back(a.get());
  for (const graph::Operation* op : ops)
    for (const auto& r : op->results) values.push_back(r.get());
  std::vector<bool> class_ok(nv, true);
  for (const graph::Value* v : values) {
    auto u = users.find(v->id);
    const size_t uses = u == users.end() ? 0 : u->second.size();
    if (!producer[v->id] || accepted[v->id] != uses || !blocked_candidate(v)) class_ok[find(v->id)] = false;
  }
  std::vector<bool> blocked(nv, false);
  for (const graph::Value* v : values) blocked[v->id] = producer[v->id] && class_ok[find(v->id)];
  return blocked;
}

void blocked_order(GroupProgram& gp, bool has_root, const std::vector<bool>& blocked) {
  // A blocked output: the program runs over the storage order [N, C/16, H, W, 16]. The
  // root's output and the blocked inputs (read at the index written) are read in that
  // order; a row-major input (a full broadcast) at logical (n, c, h, w) with c = 16 cb + ci
  // is read with its channel stride split over cb and ci. Under a padded last block a
  // per-channel input (choose_layouts lets only a standalone chain have one) is read from a
  // zero-padded copy (EwKernelDesc::padded) instead, which has values for the padding lanes.
  const int64_t B = ops::ref::kChannelBlock;
  const std::vector<int64_t> logical = gp.shape;
  const int64_t channels = ops::ref::blocked_channels(logical[1]);  // a padded last block is run whole
  gp.shape = {logical[0], channels / B, logical[2], logical[3], B};
  for (size_t i = 0; i < gp.access.size(); ++i) {
    EwAccess& a = gp.access[i];
    if ((has_root && i == 0) || blocked[gp.inputs[i]->id]) {
      a.strides = {channels * logical[2] * logical[3], logical[2] * logical[3] * B, logical[3] * B, B, 1};
    } else if (channels != logical[1] && a.strides[1] != 0) {
      gp.padded.push_back({uint32_t(i), a.strides[0] ? logical[0] : 1, a.strides[0], logical[1], a.strides[1], a.base});
      a.base = 0;
      a.strides = {a.strides[0] ? channels : 0, B, 0, 0, 1};
    } else {
      a.strides = {a.strides[0], a.strides[1] * B, a.strides[2], a.strides[3], a.strides[1]};
    }
  }
  merge_dims(gp.shape, gp.access);
}

}  // namespace linrt::engine
