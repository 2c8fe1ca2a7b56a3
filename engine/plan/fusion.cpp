// The fusion pass: which function-level ops are elementwise (their body, or named computation,
// compiles to an EwProgram), and which of them run together as one dispatch, alone or as the
// epilogue of a root op (conv, matmul, ...). Also compiles a group to its program.
#include <algorithm>
#include <cmath>
#include <string>
#include <unordered_map>

#include "engine/plan/passes.h"
#include "linrt/error.h"

namespace linrt::engine {

namespace {

// Element types a program register can hold: f32, and i1 as 0.0 / 1.0 (inside a program only).
bool static_ew(const graph::Type& t) { return static_tensor(t) && (t.elem == DType::F32 || t.elem == DType::I1); }

graph::AffineMap identity_map(size_t rank) {
  graph::AffineMap m;
  m.num_dims = unsigned(rank);
  for (size_t d = 0; d < rank; ++d) m.results.push_back(graph::AffineExpr::dim(int64_t(d)));
  return m;
}

std::optional<std::pair<size_t, size_t>> ins_outs(const graph::Operation& op) {
  auto seg = graph::operand_segments(op);
  if (!seg || seg->size() != 2 || (*seg)[0] < 0 || (*seg)[1] < 0 ||
      size_t((*seg)[0] + (*seg)[1]) != op.operands.size())
    return std::nullopt;
  return std::make_pair(size_t((*seg)[0]), size_t((*seg)[1]));
}

bool value_used_in(const graph::Block& block, const graph::Value* v) {
  for (const auto& op : block.ops) {
    for (const graph::Value* o : op->operands)
      if (o == v) return true;
    for (const auto& r : op->regions)
      for (const auto& b : r->blocks)
        if (value_used_in(*b, v)) return true;
  }
  return false;
}

// Adds op's body (or named computation) to `b`, with its block arguments bound to `args`.
std::optional<std::vector<EwBuilder::Ref>> add_to_builder(EwBuilder& b, const graph::Operation& op, const EwOp& info,
                                                          std::span<const EwBuilder::Ref> args, std::string& why) {
  if (info.is_fill) return std::vector<EwBuilder::Ref>{b.constant(info.fill_value)};
  if (info.copy) return std::vector<EwBuilder::Ref>{args[0]};
  if (info.named) {
    auto r = b.add_named(op.name, args.subspan(0, info.num_args - 1));
    if (!r) return std::nullopt;
    return std::vector<EwBuilder::Ref>{*r};
  }
  return b.add_body(*op.regions[0]->blocks[0], args, why);
}

// linalg.transpose / linalg.broadcast / linalg.copy: data movement with the input read through
// a projection map.
std::optional<EwOp> analyse_copy(const graph::Operation& op) {
  if (op.operands.size() != 2 || op.results.size() != 1) return std::nullopt;
  const graph::Type& in = op.operands[0]->type;
  const graph::Type& out = op.results[0]->type;
  if (!static_f32(in) || !static_f32(out) || !(op.operands[1]->type == out)) return std::nullopt;
  const size_t rank = out.shape.size();
  if (rank > 16) return std::nullopt;  // the evaluator's rank limit
  std::vector<int64_t> loops;  // the loop indexing each input dimension
  if (op.is(graph::OpId::LinalgCopy)) {
    if (!(in == out)) return std::nullopt;
    for (size_t d = 0; d < rank; ++d) loops.push_back(int64_t(d));
  } else if (op.is(graph::OpId::LinalgTranspose)) {
    const graph::Attribute* a = op.attr("permutation");
    auto perm = a ? a->as_int_list() : std::nullopt;
    if (!perm || perm->size() != rank || in.shape.size() != rank) return std::nullopt;
    loops.assign(rank, -1);
    for (size_t i = 0; i < rank; ++i) {
      const int64_t p = (*perm)[i];
      if (p < 0 || p >= int64_t(rank) || loops[p] != -1) return std::nullopt;
      loops[p] = int64_t(i);
    }
  } else if (op.is(graph::OpId::LinalgBroadcast)) {
    const graph::Attribute* a = op.attr("dimensions");
    auto added = a ? a->as_int_list() : std::nullopt;
    if (!added) return std::nullopt;
    std::vector<bool> is_added(rank, false);
    for (int64_t d : *added) {
      if (d < 0 || d >= int64_t(rank) || is_added[d]) return std::nullopt;
      is_added[d] = true;
    }
    for (size_t d = 0; d < rank; ++d)
      if (!is_added[d]) loops.push_back(int64_t(d));
    if (loops.size() != in.shape.size()) return std::nullopt;
  } else {
    return std::nullopt;
  }
  graph::AffineMap map;
  map.num_dims = unsigned(rank);
  for (int64_t l : loops) map.results.push_back(graph::AffineExpr::dim(l));
  if (!ew_access(map, out.shape, in.shape)) return std::nullopt;
  EwOp info;
  info.shape = out.shape;
  info.copy = true;
  info.num_args = 2;
  info.reads.push_back(EwRead{op.operands[0], map, 0});
  return info;
}

std::optional<EwOp> analyse_elementwise(const graph::Operation& op) {
  if (op.is(graph::OpId::LinalgTranspose) || op.is(graph::OpId::LinalgBroadcast) || op.is(graph::OpId::LinalgCopy)) return analyse_copy(op);
  const bool generic = op.is(graph::OpId::LinalgGeneric);
  const bool fill = op.is(graph::OpId::LinalgFill);
  EwBuilder probe;
  const bool named = !generic && !fill && op.dialect() == "linalg" &&
                     [&] {
                       EwBuilder::Ref a[2] = {probe.input(0), probe.input(1)};
                       return probe.add_named(op.name, std::span(a, 1)) || probe.add_named(op.name, std::span(a, 2));
                     }();
  if (!generic && !fill && !named) return std::nullopt;
  auto io = ins_outs(op);
  if (!io || io->second < 1 || op.results.size() != io->second) return std::nullopt;
  auto [n_in, n_out] = *io;
  EwOp info;
  const graph::Type& t0 = op.results[0]->type;
  if (!static_ew(t0) || t0.shape.size() > 16) return std::nullopt;  // the evaluator's rank limit
  info.shape = t0.shape;
  for (const auto& r : op.results)
    if (!static_ew(r->type) || r->type.shape != t0.shape) return std::nullopt;
  for (size_t i = 0; i < op.operands.size(); ++i) {
    const graph::Type& t = op.operands[i]->type;
    if (fill && i == 0) continue;
    if (!static_ew(t)) return std::nullopt;
  }
  if (fill && !static_f32(t0)) return std::nullopt;
  if (fill) {
    const graph::Value* v = op.operands[0];
    const graph::Attribute* a = v->def && v->def->is(graph::OpId::ArithConstant) ? v->def->attr("value") : nullptr;
    if (n_in != 1 || n_out != 1 || !a || a->kind != graph::Attribute::Kind::Float || v->type.elem != DType::F32)
      return std::nullopt;
    info.is_fill = true;
    info.fill_value = float(a->f);
    return info;
  }
  std::vector<graph::AffineMap> maps;
  if (const graph::Attribute* m = op.attr("indexing_maps")) {
    if (m->kind != graph::Attribute::Kind::Array || m->elems.size() != op.operands.size()) return std::nullopt;
    for (const auto& e : m->elems) {
      if (!e || e->kind != graph::Attribute::Kind::AffineMapAttr) return std::nullopt;
      maps.push_back(e->map);
    }
  } else if (named) {
    maps.assign(op.operands.size(), identity_map(info.shape.size()));
  } else {
    return std::nullopt;
  }
  if (generic) {
    auto red = graph::reduction_dims(op);
    if (!red || std::any_of(red->begin(), red->end(), [](bool r) { return r; })) return std::nullopt;
    if (op.regions.size() != 1 || op.regions[0]->blocks.size() != 1) return std::nullopt;
  }
  for (size_t j = n_in; j < op.operands.size(); ++j)
    if (!maps[j].is_identity() || maps[j].num_dims != info.shape.size()) return std::nullopt;
  for (size_t i = 0; i < op.operands.size(); ++i)
    if (!ew_access(maps[i], info.shape, op.operands[i]->type.shape)) return std::nullopt;
  info.named = named;
  info.num_args = unsigned(op.operands.size());
  const graph::Block* body = generic ? op.regions[0]->blocks[0].get() : nullptr;
  if (body && body->args.size() != op.operands.size()) return std::nullopt;
  for (size_t i = 0; i < op.operands.size(); ++i) {
    if (i >= n_in && (named || !value_used_in(*body, body->args[i].get()))) continue;
    info.reads.push_back(EwRead{op.operands[i], maps[i], unsigned(i)});
  }
  // The body must compile on its own for the op to count as elementwise.
  std::vector<EwBuilder::Ref> args;
  for (size_t i = 0; i < op.operands.size(); ++i) args.push_back(probe.input(uint32_t(i)));
  std::string why;
  auto outs = add_to_builder(probe, op, info, args, why);
  if (!outs || outs->size() != n_out || !probe.finish(uint32_t(args.size()), *outs)) return std::nullopt;
  return info;
}

// Whether a root op's single result may be computed into a fused epilogue. A concat never
// is: its epilogue would be a second pass over the output anyway, and without one the memory
// plan can make it a view of its inputs written side by side (DenseNet's growing concats,
// each followed by batch norm + ReLU, then cost nothing: the normalisation runs in the
// prologue of the 1x1 that reads it, match_channel_affine).
bool epilogue_root(const graph::Operation& op) {
  return op.results.size() == 1 && static_f32(op.results[0]->type) && !is_view_op(op) &&
         !op.is(graph::OpId::ArithConstant) && !op.is(graph::OpId::TensorEmpty) &&
         !op.is(graph::OpId::TensorConcat);
}

}  // namespace

bool is_view_op(const graph::Operation& op) {
  return op.is(graph::OpId::TensorCollapseShape) || op.is(graph::OpId::TensorExpandShape) || op.is(graph::OpId::TensorCast) ||
         op.is(graph::OpId::TensorReshape);
}

// Groups form from their sink backwards: starting from an elementwise op not yet grouped
// (latest first), a producer joins when every use of every one of its results is by an op
// already in the group, and every read of them is the identity over the group's space. Such
// a producer's results never leave the dispatch, so they need no memory. A root producer
// (conv, matmul, ...) meeting the same condition becomes the group's root: the group is then
// its epilogue.
Fusion fuse(const FunctionOps& f) {
  const auto& ops = f.ops;
  const auto& op_index = f.op_index;
  const auto& users = f.users;
  Fusion fusion;
  auto& ew = fusion.ew;
  auto& group_of = fusion.group_of;
  auto& groups = fusion.groups;
  ew.resize(ops.size());
  for (size_t k = 0; k < ops.size(); ++k) ew[k] = analyse_elementwise(*ops[k]);
  group_of.assign(ops.size(), -1);
  for (size_t s = ops.size(); s-- > 0;) {
    if (!ew[s] || group_of[s] >= 0) continue;
    const int64_t id = int64_t(groups.size());
    Group g;
    g.ops.push_back(s);
    group_of[s] = id;
    const std::vector<int64_t>& shape = ew[s]->shape;
    auto in_group = [&](size_t user) { return user < ops.size() && group_of[user] == id && ew[user]; };
    for (bool grew = true; grew;) {
      grew = false;
      for (size_t gi = 0; gi < g.ops.size(); ++gi) {
        const size_t member = g.ops[gi];
        for (const EwRead& r : ew[member]->reads) {
          const graph::Operation* def = r.value->def;
          auto pit = def ? op_index.find(def) : op_index.end();
          if (pit == op_index.end()) continue;
          const size_t p = pit->second;
          if (group_of[p] >= 0) continue;  // in this group already, or taken by a later sink
          const bool is_ew = bool(ew[p]);
          if (!is_ew && (g.root >= 0 || !epilogue_root(*def))) continue;
          bool ok = true;
          for (const auto& res : def->results) {
            auto u = users.find(res->id);
            if (u == users.end()) continue;
            for (size_t user : u->second) ok &= in_group(user);
            // Every read of this result by a group op is the identity over the group's space.
            for (size_t user : u->second) {
              if (!ok) break;
              for (const EwRead& r2 : ew[user]->reads)
                if (r2.value == res.get() && !(r2.map.is_identity() && res->type.shape == shape)) ok = false;
            }
          }
          if (!ok) continue;
          group_of[p] = id;
          if (is_ew) g.ops.push_back(p);
          else g.root = int64_t(p);
          grew = true;
        }
      }
    }
    std::sort(g.ops.begin(), g.ops.end());
    groups.push_back(std::move(g));
  }
  // Memory holds i1 tensors as bytes, which a program does not load or store: a group whose
  // inputs from outside or whose results are not all f32 runs op by op through fallbacks.
  for (size_t id = 0; id < groups.size(); ++id) {
    Group& g = groups[id];
    bool ok = true;
    for (const auto& r : ops[g.ops.back()]->results) ok &= r->type.elem == DType::F32;
    for (size_t m : g.ops)
      for (const EwRead& r : ew[m]->reads) {
        const graph::Operation* def = r.value->def;
        auto pit = def ? op_index.find(def) : op_index.end();
        const bool inside = pit != op_index.end() && group_of[pit->second] == int64_t(id) && ew[pit->second];
        if (!inside && r.value->type.elem != DType::F32) ok = false;
      }
    if (ok) continue;
    for (size_t m : g.ops) {
      group_of[m] = -1;
      ew[m].reset();
    }
    if (g.root >= 0) group_of[g.root] = -1;
    g.ops.clear();
    g.root = -1;
  }
  return fusion;
}

GroupProgram compile_group(const FunctionOps& f, const Fusion& fusion, const Group& g, const graph::Operation* root) {
  GroupProgram gp;
  EwBuilder b;
  std::vector<std::pair<const graph::Value*, std::string>> ext;  // (value, map text)
  std::unordered_map<const graph::Value*, EwBuilder::Ref> produced;
  gp.shape = fusion.ew[g.ops.back()]->shape;
  auto external = [&](const graph::Value* v, const graph::AffineMap& m) {
    const std::string ms = m.str();
    for (size_t i = 0; i < ext.size(); ++i)
      if (ext[i].first == v && ext[i].second == ms) return b.input(uint32_t(i));
    ext.emplace_back(v, ms);
    auto acc = ew_access(m, gp.shape, v->type.shape);
    gp.access.push_back(*acc);  // checked by analyse_elementwise
    gp.inputs.push_back(v);
    return b.input(uint32_t(ext.size() - 1));
  };
  const graph::Value* root_out = root ? root->results[0].get() : nullptr;
  if (root_out) external(root_out, identity_map(gp.shape.size()));
  bool ok = true;
  std::vector<EwBuilder::Ref> sink_outs;
  for (size_t o : g.ops) {
    const graph::Operation& op = *f.ops[o];
    const EwOp& info = *fusion.ew[o];
    std::vector<EwBuilder::Ref> args(info.num_args, b.constant(0.f));
    for (const EwRead& r : info.reads) {
      auto it = produced.find(r.value);
      args[r.arg] = it != produced.end() ? it->second : external(r.value, r.map);
    }
    std::string why;
    auto outs = add_to_builder(b, op, info, args, why);
    if (!outs) {
      ok = false;
      break;
    }
    for (size_t i = 0; i < outs->size(); ++i) produced[op.results[i].get()] = (*outs)[i];
    if (o == g.ops.back()) sink_outs = *outs;
  }
  std::optional<EwProgram> program;
  if (ok) program = b.finish(uint32_t(ext.size()), sink_outs);
  if (!program)
    throw Error(ErrorKind::Invalid, (root ? root : f.ops[g.ops.back()])->describe(),
                "internal: a fused elementwise chain failed to compile");
  gp.program = std::move(*program);
  return gp;
}

std::optional<ChannelAffine> match_channel_affine(const GroupProgram& gp,
                                                  const std::function<const float*(size_t)>& constant) {
  const EwProgram& p = gp.program;
  if (gp.shape.size() != 4 || p.outputs.size() != 1 || gp.access.size() != p.num_inputs) return std::nullopt;
  const int64_t channels = gp.shape[1];
  // Each register as a * x + b per channel; `dep`: a may be non-zero.
  struct Reg {
    std::vector<double> a, b;
    bool dep = false, known = false;
  };
  std::vector<Reg> regs(p.num_registers);
  auto splat = [&](double v) { return Reg{std::vector<double>(size_t(channels), 0.0), std::vector<double>(size_t(channels), v), false, true}; };
  ChannelAffine m;
  bool have_x = false;
  for (uint16_t i = 0; i < p.num_inputs; ++i) {
    const EwAccess& acc = gp.access[i];
    if (acc.strides.size() != 4) return std::nullopt;
    if (ew_identity_access(acc, gp.shape)) {
      if (have_x) return std::nullopt;
      have_x = true;
      m.input = i;
      regs[i] = splat(0.0);
      regs[i].a.assign(size_t(channels), 1.0);
      regs[i].dep = true;
      continue;
    }
    // A constant read per channel: strides 0 along N, H and W (or those of size 1); a value
    // made in the run and read per channel and sample (strides 0 along H and W) is a gate.
    auto broadcast = [&](size_t d) { return acc.strides[d] == 0 || gp.shape[d] == 1; };
    const float* data = constant(i);
    if (!data && broadcast(2) && broadcast(3) && !m.gate) {
      m.gate = i;
      continue;
    }
    if (!data || !broadcast(0) || !broadcast(2) || !broadcast(3)) return std::nullopt;
    regs[i] = splat(0.0);
    for (int64_t c = 0; c < channels; ++c) regs[i].b[size_t(c)] = data[acc.base + acc.strides[1] * c];
  }
  if (!have_x) return std::nullopt;
  if (m.gate) {
    // x * g, one mulf: what the conv's staging computes, rounded once.
    const bool gated = p.code.size() == 1 && p.code[0].op == EwOpcode::Mul && p.code[0].dst == p.outputs[0] &&
                       ((p.code[0].a == m.input && p.code[0].b == *m.gate) || (p.code[0].a == *m.gate && p.code[0].b == m.input));
    if (!gated) return std::nullopt;
    return m;
  }
  for (size_t k = 0; k < p.constants.size(); ++k) regs[p.num_inputs + k] = splat(p.constants[k]);
  auto zero = [&](uint16_t r) {
    return r >= p.num_inputs && r - p.num_inputs < p.constants.size() && p.constants[r - p.num_inputs] == 0.0f &&
           !std::signbit(p.constants[r - p.num_inputs]);
  };
  auto arg = [&](uint16_t r) -> const Reg* { return r < regs.size() && regs[r].known ? &regs[r] : nullptr; };
  constexpr uint8_t kUgt = 9;  // arith.cmpf predicate order
  int64_t relu_of = -1, ugt_of = -1, ugt_reg = -1;  // the register ReLU / cmpf ugt(., 0) was taken of
  uint16_t relu_reg = 0;
  for (size_t n = 0; n < p.code.size(); ++n) {
    const EwInstr& in = p.code[n];
    if (relu_of >= 0) return std::nullopt;  // the ReLU comes last
    const Reg* x = arg(in.a);
    const Reg* y = arg(in.b);
    if (in.dst >= regs.size()) return std::nullopt;
    if (in.op == EwOpcode::Cmp && in.pred == kUgt && x && x->dep && zero(in.b) && ugt_of < 0) {
      ugt_of = in.a, ugt_reg = in.dst;
      regs[in.dst].known = false;
      continue;
    }
    const bool max_zero = in.op == EwOpcode::Maximum && ((x && x->dep && zero(in.b)) || (y && y->dep && zero(in.a)));
    if (max_zero || (in.op == EwOpcode::Select && int64_t(in.a) == ugt_reg && int64_t(in.b) == ugt_of && zero(in.c))) {
      relu_of = in.op == EwOpcode::Select ? in.b : zero(in.b) ? in.a : in.b;
      relu_reg = in.dst;
      ugt_of = ugt_reg = -1;
      continue;
    }
    if (ugt_of >= 0) return std::nullopt;  // a compare used other than by the ReLU's select
    Reg r = splat(0.0);
    const Reg* z = in.op == EwOpcode::Fma ? arg(in.c) : nullptr;
    for (int64_t c = 0; c < channels; ++c) {
      const size_t i = size_t(c);
      switch (in.op) {
        case EwOpcode::Add:
        case EwOpcode::Sub: {
          if (!x || !y) return std::nullopt;
          const double s = in.op == EwOpcode::Add ? 1.0 : -1.0;
          r.a[i] = x->a[i] + s * y->a[i], r.b[i] = x->b[i] + s * y->b[i];
          r.dep = x->dep || y->dep;
          break;
        }
        case EwOpcode::Mul:
        case EwOpcode::Fma: {
          if (!x || !y || (x->dep && y->dep) || (in.op == EwOpcode::Fma && !z)) return std::nullopt;
          r.a[i] = x->a[i] * y->b[i] + y->a[i] * x->b[i], r.b[i] = x->b[i] * y->b[i];
          if (z) r.a[i] += z->a[i], r.b[i] += z->b[i];
          r.dep = x->dep || y->dep || (z && z->dep);
          break;
        }
        case EwOpcode::Div:
          if (!x || !y || y->dep) return std::nullopt;
          r.a[i] = x->a[i] / y->b[i], r.b[i] = x->b[i] / y->b[i];
          r.dep = x->dep;
          break;
        case EwOpcode::Neg:
          if (!x) return std::nullopt;
          r.a[i] = -x->a[i], r.b[i] = -x->b[i];
          r.dep = x->dep;
          break;
        default:
          return std::nullopt;
      }
    }
    regs[in.dst] = std::move(r);
  }
  uint16_t out = p.outputs[0];
  if (relu_of >= 0) {
    if (out != relu_reg) return std::nullopt;
    m.relu = true;
    out = uint16_t(relu_of);
  }
  const Reg* result = arg(out);
  if (!result || !result->dep || ugt_of >= 0) return std::nullopt;
  for (int64_t c = 0; c < channels; ++c) {
    m.scale.push_back(float(result->a[size_t(c)]));
    m.shift.push_back(float(result->b[size_t(c)]));
  }
  return m;
}

}  // namespace linrt::engine
