// The planner: one function of a canonicalised module -> a Plan.
//
//  1. classify every function-level op: constant, view (an alias of its operand's bytes),
//     elementwise (its body compiles to bytecode), or root (everything else);
//  2. fuse: an elementwise op joins the group of the op producing its operand when that operand
//     is used by nothing else and is read with the identity map; a root whose single result is
//     used only by such an elementwise op takes the group as its epilogue;
//  3. build one Dispatch per group or root, in the order of their last op;
//  4. key each dispatch and create one kernel per distinct key (the device's kernel for the
//     root or the elementwise chain, or none: the reference executor); prepare constants once
//     per kernel;
//  5. place intermediates: native kernels' outputs in one arena by liveness, reference results
//     as reference values released after their last use.
#include <algorithm>
#include <cmath>
#include <cstring>
#include <functional>
#include <map>
#include <numeric>
#include <tuple>
#include <unordered_map>

#include "engine/plan/kernel_key.h"
#include "engine/plan/passes.h"
#include "engine/plan/plan.h"
#include "graph/dialect/linrt_ops.h"
#include "graph/passes/match.h"
#include "graph/printer.h"
#include "linrt/error.h"
#include "ops/layout.h"

namespace linrt::engine {

namespace {


bool is_terminator(const graph::Operation& op) {
  return op.is(graph::OpId::FuncReturn) || op.is(graph::OpId::UtilReturn) || op.is(graph::OpId::Return);
}

bool static_f32(const graph::Type& t) { return static_tensor(t) && t.elem == DType::F32; }
// Element types a program register can hold: f32, and i1 as 0.0 / 1.0 (inside a program only).
bool static_ew(const graph::Type& t) { return static_tensor(t) && (t.elem == DType::F32 || t.elem == DType::I1); }

bool is_view_op(const graph::Operation& op) {
  return op.is(graph::OpId::TensorCollapseShape) || op.is(graph::OpId::TensorExpandShape) || op.is(graph::OpId::TensorCast) ||
         op.is(graph::OpId::TensorReshape);
}

// An FNV-1a hash, for naming constant attribute data in keys without including it.
uint64_t fnv1a(const uint8_t* p, size_t n, uint64_t h = 1469598103934665603ull) {
  for (size_t i = 0; i < n; ++i) h = (h ^ p[i]) * 1099511628211ull;
  return h;
}

std::string attr_key(const graph::Attribute& a) {
  using K = graph::Attribute::Kind;
  if (a.kind == K::DenseElements || a.kind == K::DenseResource) {
    const graph::Blob* b = a.elements_blob();
    char buf[32];
    std::snprintf(buf, sizeof buf, "%016llx", (unsigned long long)(b ? fnv1a(b->data, b->size) : 0));
    return "dense#" + std::string(buf) + ":" + a.type.str();
  }
  return graph::print_attribute(a);
}

// A structural description of an op's regions: op names, attributes, result types and where
// each operand comes from (a block argument, an earlier op of the region, or outside).
void region_key(const graph::Operation& op, std::string& out) {
  for (const auto& region : op.regions) {
    out += "{";
    for (const auto& block : region->blocks) {
      std::unordered_map<const graph::Value*, std::string> local;
      for (size_t i = 0; i < block->args.size(); ++i) {
        local[block->args[i].get()] = "a" + std::to_string(i);
        out += "a:" + block->args[i]->type.str() + ";";
      }
      for (size_t k = 0; k < block->ops.size(); ++k) {
        const graph::Operation& inner = *block->ops[k];
        out += inner.name + "(";
        for (const graph::Value* v : inner.operands) {
          auto it = local.find(v);
          out += (it != local.end() ? it->second : "outer:" + v->type.str()) + ",";
        }
        out += ")";
        for (const auto& [name, attr] : inner.attrs) out += name + "=" + (attr ? attr_key(*attr) : "") + ",";
        for (size_t r = 0; r < inner.results.size(); ++r) {
          local[inner.results[r].get()] = "o" + std::to_string(k) + "." + std::to_string(r);
          out += ":" + inner.results[r]->type.str();
        }
        region_key(inner, out);
        out += ";";
      }
    }
    out += "}";
  }
}

std::string desc_str(const TensorDesc& d) { return std::string(dtype_name(d.dtype)) + "[" + shape_str(d.shape) + "]"; }

std::string access_str(const EwAccess& a) {
  std::string s = "@" + std::to_string(a.base) + "/";
  for (size_t i = 0; i < a.strides.size(); ++i) s += (i ? "," : "") + std::to_string(a.strides[i]);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Elementwise ops

// One operand read by an elementwise op's body: block argument `arg` reads `value` through `map`.
struct EwRead {
  const graph::Value* value = nullptr;
  graph::AffineMap map;
  unsigned arg = 0;
};

struct EwOp {
  std::vector<int64_t> shape;  // iteration space = every result's shape
  std::vector<EwRead> reads;   // block arguments that are read (outs arguments only when used)
  unsigned num_args = 0;       // block arguments of the body (or named op operands)
  bool named = false;          // a named elementwise op (no body)
  bool copy = false;           // transpose / broadcast / copy: yields its input
  float fill_value = 0;        // linalg.fill
  bool is_fill = false;
};

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

// ---------------------------------------------------------------------------------------------
// Planning state

struct Group {
  std::vector<size_t> ops;       // elementwise op indices (ascending when finished)
  int64_t root = -1;             // op index of a root this group is the epilogue of
};

struct Planner {
  const graph::Module& module;
  const graph::Block& body;
  const PlanOptions& options;
  std::shared_ptr<Plan> plan = std::make_shared<Plan>();

  std::vector<const graph::Operation*> ops;       // function-level ops without the terminator
  const graph::Operation* terminator = nullptr;
  std::unordered_map<const graph::Operation*, size_t> op_index;
  // users[value id]: function-level op indices using the value (directly or inside a region),
  // one entry per use; ops.size() stands for the terminator.
  std::unordered_map<uint32_t, std::vector<size_t>> users;
  std::vector<std::optional<EwOp>> ew;            // per op
  std::vector<int64_t> group_of;                  // per op
  std::vector<Group> groups;

  Planner(const graph::Module& m, const graph::Block& b, const PlanOptions& o) : module(m), body(b), options(o) {}

  void collect_uses(const graph::Operation& op, size_t user) {
    for (const graph::Value* v : op.operands) users[v->id].push_back(user);
    for (const auto& r : op.regions)
      for (const auto& b : r->blocks)
        for (const auto& inner : b->ops) collect_uses(*inner, user);
  }

  // Whether a root op's single result may be computed into a fused epilogue. A concat never
  // is: its epilogue would be a second pass over the output anyway, and without one the memory
  // plan can make it a view of its inputs written side by side (DenseNet's growing concats,
  // each followed by batch norm + ReLU, then cost the normalisation's pass alone).
  static bool epilogue_root(const graph::Operation& op) {
    return op.results.size() == 1 && static_f32(op.results[0]->type) && !is_view_op(op) &&
           !op.is(graph::OpId::ArithConstant) && !op.is(graph::OpId::TensorEmpty) &&
           !op.is(graph::OpId::TensorConcat);
  }

  // Groups form from their sink backwards: starting from an elementwise op not yet grouped
  // (latest first), a producer joins when every use of every one of its results is by an op
  // already in the group, and every read of them is the identity over the group's space. Such
  // a producer's results never leave the dispatch, so they need no memory. A root producer
  // (conv, matmul, ...) meeting the same condition becomes the group's root: the group is then
  // its epilogue.
  void fuse() {
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
  }

  // The blocked channel layout (NCHW16c, ops/layout.h): which function-level values to keep in
  // it. A value may be blocked when it is a static f32 [N, C, H, W] with C a multiple of 16, its
  // producer can write it blocked (a conv, a nearest upsampling, a pooling or a channel concat with N = 1,
  // a standalone elementwise chain, or the epilogue of one of these), and every use reads it
  // blocked: as a conv's input (the conv converts where its other side is plain), as the input
  // of such an upsampling, pooling or concat, or through the identity map of an elementwise op of a
  // dispatch that writes an output of the same shape. A dispatch whose elementwise ops read
  // anything through another map than the identity or a full broadcast writes row-major. Values that must share one layout (a
  // dispatch's outputs and the operands it reads at the index it writes; an upsampling's or
  // concat's operands and result) form one class, and a class is blocked only when every member
  // may be. Arguments, results and values read any other way (views, matmuls, fallbacks, reads
  // through other maps) stay row-major. Returns a flag per graph value id.
  std::vector<bool> choose_layouts() const {
    const size_t nv = module.num_values;
    std::vector<uint32_t> parent(nv);
    std::iota(parent.begin(), parent.end(), 0u);
    std::function<uint32_t(uint32_t)> find = [&](uint32_t v) { return parent[v] == v ? v : parent[v] = find(parent[v]); };
    auto unite = [&](const graph::Value* a, const graph::Value* b) { parent[find(a->id)] = find(b->id); };
    std::vector<uint32_t> accepted(nv, 0);  // uses that read the value blocked
    std::vector<bool> producer(nv, false);  // made by a dispatch that can write it blocked
    auto candidate = [](const graph::Value* v) {
      const graph::Type& t = v->type;
      return static_f32(t) && t.shape.size() == 4 && t.shape[1] > 0 && t.shape[1] % ops::ref::kChannelBlock == 0;
    };
    auto channel_concat = [&](const graph::Operation& op) {
      const graph::Attribute* dim = op.attr("dim");
      if (!dim || dim->kind != graph::Attribute::Kind::Integer || dim->i != 1 || op.results.size() != 1 ||
          !candidate(op.results[0].get()) || op.results[0]->type.shape[0] != 1)
        return false;
      return std::all_of(op.operands.begin(), op.operands.end(), [&](const graph::Value* v) { return candidate(v); });
    };
    // A root that writes its result in either layout: a conv (reading its input in either
    // layout too), or a copy whose operands share its result's layout.
    enum class Kind { None, Conv, Same };
    auto root_kind = [&](const graph::Operation& op) {
      if (op.is(graph::Conv2dAttrs::kId)) {
        const auto attrs = graph::Conv2dAttrs::read(op);
        if (attrs && !attrs->nhwc() && op.results.size() == 1) return Kind::Conv;
      } else if (((op.is(graph::UpsampleNearestAttrs::kId) || op.is(graph::Pool2dAttrs::kId)) && op.operands.size() == 1 &&
                  op.results.size() == 1) ||
                 (op.is(graph::OpId::TensorConcat) && channel_concat(op))) {
        return Kind::Same;
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
            auto access = ew_access(read->map, shape, v->type.shape);
            strided |= !access || std::any_of(access->strides.begin(), access->strides.end(), [](int64_t x) { return x != 0; });
          }
        }
      }
      // Read under a blocked output, such a value (a PReLU's slope per channel) would cut the
      // evaluator's runs at every 16 elements, which costs more than the layout saves (measured
      // on SRVGG: 1.35x slower), so the group writes row-major.
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
      if (!producer[v->id] || accepted[v->id] != uses || !candidate(v)) class_ok[find(v->id)] = false;
    }
    std::vector<bool> blocked(nv, false);
    for (const graph::Value* v : values) blocked[v->id] = producer[v->id] && class_ok[find(v->id)];
    return blocked;
  }
};

}  // namespace

std::shared_ptr<const Plan> build_plan(const graph::Module& module, std::string_view name, const PlanOptions& options,
                                       const Device& device) {
  const graph::Operation* fn = module.lookup_function(name);
  if (!fn) throw Error(ErrorKind::Invalid, "", "no function named '" + std::string(name) + "'");
  if (fn->regions.empty() || fn->regions[0]->blocks.empty())
    throw Error(ErrorKind::Unsupported, fn->loc.str(), "function '" + std::string(name) + "' has no body");
  if (fn->regions[0]->blocks.size() != 1)
    throw Error(ErrorKind::Unsupported, fn->loc.str(),
                "function '" + std::string(name) + "' has several blocks (cf.br, cf.cond_br); the planned engine takes "
                "single-block functions: run it on the reference executor (linrt-run --reference, "
                "SessionOptions::reference)");
  const graph::Block& body = *fn->regions[0]->blocks[0];
  Planner P(module, body, options);
  Plan& plan = *P.plan;
  plan.function = std::string(name);

  for (const auto& op : body.ops) {
    if (is_terminator(*op) && op.get() == body.ops.back().get()) {
      P.terminator = op.get();
      break;
    }
    P.op_index[op.get()] = P.ops.size();
    P.ops.push_back(op.get());
  }
  if (!P.terminator) throw Error(ErrorKind::Invalid, fn->describe(), "function body does not end with a return");
  for (size_t k = 0; k < P.ops.size(); ++k) P.collect_uses(*P.ops[k], k);
  P.collect_uses(*P.terminator, P.ops.size());

  // 1. classify
  P.ew.resize(P.ops.size());
  for (size_t k = 0; k < P.ops.size(); ++k) P.ew[k] = analyse_elementwise(*P.ops[k]);
  // 2. fuse
  P.fuse();
  // Values kept in the blocked channel layout (all row-major unless the options ask for it).
  const std::vector<bool> blocked = options.blocked_layouts ? P.choose_layouts() : std::vector<bool>(module.num_values, false);

  // Plan values, one per function-level value.
  plan.value_of.assign(module.num_values, -1);
  auto add_value = [&](const graph::Value* v) {
    PlanValue pv;
    pv.value = v;
    pv.is_tensor = v->type.is_tensor();
    pv.is_static = static_tensor(v->type);
    if (pv.is_static) {
      pv.desc = TensorDesc{v->type.elem, v->type.shape};
      // Refused here, before any kernel or arena is sized from it.
      if (pv.desc.numel() > options.max_tensor_elements)
        throw Error(ErrorKind::Limit, v->def ? v->def->describe() : fn->describe(),
                    "tensor " + v->type.str() + " has " + std::to_string(pv.desc.numel()) +
                        " elements, over the limit of " + std::to_string(options.max_tensor_elements) +
                        " (ModelOptions::max_tensor_elements)");
    }
    pv.storage = kNoStorage;
    pv.blocked = v->id < blocked.size() && blocked[v->id];
    if (v->id >= plan.value_of.size())
      throw Error(ErrorKind::Invalid, fn->describe(), "value %" + v->name + " has an id outside the module");
    plan.value_of[v->id] = int32_t(plan.values.size());
    plan.values.push_back(pv);
  };
  for (const auto& a : body.args) add_value(a.get());
  for (const graph::Operation* op : P.ops)
    for (const auto& r : op->results) add_value(r.get());
  auto vid = [&](const graph::Value* v) -> uint32_t {
    if (v->id >= plan.value_of.size() || plan.value_of[v->id] < 0)
      throw Error(ErrorKind::Invalid, "", "value %" + v->name + " is not defined at function level");
    return uint32_t(plan.value_of[v->id]);
  };
  auto new_storage = [&](Storage::Kind kind) {
    Storage s;
    s.kind = kind;
    plan.storages.push_back(s);
    return uint32_t(plan.storages.size() - 1);
  };

  // Function arguments.
  for (size_t i = 0; i < body.args.size(); ++i) {
    uint32_t s = new_storage(Storage::Kind::Input);
    plan.storages[s].index = uint32_t(i);
    plan.values[vid(body.args[i].get())].storage = s;
    plan.inputs.push_back(vid(body.args[i].get()));
    plan.input_types.push_back(body.args[i]->type);
  }

  auto only_unread_ew_users = [&](const graph::Value* v) {
    auto u = P.users.find(v->id);
    if (u == P.users.end()) return true;
    for (size_t user : u->second) {
      if (user >= P.ops.size() || !P.ew[user]) return false;
      for (const EwRead& r : P.ew[user]->reads)
        if (r.value == v) return false;
    }
    return true;
  };

  // 3. dispatches, in the order of their last op. Constants and views take no dispatch.
  std::vector<int64_t> root_group(P.ops.size(), -1);
  for (size_t g = 0; g < P.groups.size(); ++g)
    if (P.groups[g].root >= 0) root_group[P.groups[g].root] = int64_t(g);
  struct Pending {
    int64_t root = -1;   // op index
    int64_t group = -1;  // group index
  };
  std::vector<Pending> pending;
  std::unordered_map<std::string, uint32_t> constant_by_key;
  for (size_t k = 0; k < P.ops.size(); ++k) {
    const graph::Operation& op = *P.ops[k];
    // util.unfoldable_constant only keeps compilers from folding; here it is data like any other.
    const bool constant_op =
        op.is(graph::OpId::ArithConstant) ||
        (op.is(graph::OpId::UtilUnfoldableConstant) && op.operands.empty() &&
         (op.results.size() != 1 || op.results[0]->type.is_scalar() || static_tensor(op.results[0]->type)));
    if (constant_op && op.results.size() == 1 && op.attr("value")) {
      ref::RtValue v = ref::constant_value(op, *op.attr("value"), op.results[0]->type);
      uint32_t s = new_storage(Storage::Kind::Constant);
      plan.storages[s].index = uint32_t(plan.constants.size());
      if (v.is_tensor) plan.constant_bytes += v.tensor.nbytes();
      plan.constants.push_back(std::move(v));
      plan.values[vid(op.results[0].get())].storage = s;
      continue;
    }
    if (is_view_op(op) && op.results.size() == 1 && static_tensor(op.operands[0]->type) &&
        static_tensor(op.results[0]->type) && op.operands[0]->type.elem == op.results[0]->type.elem &&
        op.operands[0]->type.num_elements() == op.results[0]->type.num_elements()) {
      // Storage is resolved below, once the source's storage exists.
      continue;
    }
    if (op.is(graph::OpId::TensorEmpty) && op.results.size() == 1 && static_tensor(op.results[0]->type) &&
        only_unread_ew_users(op.results[0].get()) &&
        std::find(P.terminator->operands.begin(), P.terminator->operands.end(), op.results[0].get()) ==
            P.terminator->operands.end()) {
      plan.values[vid(op.results[0].get())].storage = new_storage(Storage::Kind::Absent);
      continue;
    }
    const int64_t g = P.group_of[k];
    if (g >= 0) {
      // An elementwise op: its group becomes a dispatch at the group's last op.
      if (!P.groups[g].ops.empty() && P.groups[g].ops.back() == k) pending.push_back({P.groups[g].root, g});
      continue;
    }
    if (root_group[k] >= 0) continue;  // emitted with its epilogue group
    pending.push_back({int64_t(k), -1});
  }

  // Views alias their source's storage (resolved in op order, after sources got storage below).
  // Storage of dispatch outputs: kernels decide (arena for native kernels, dynamic for the
  // reference executor's).
  KernelTable kernels(plan, device);

  auto group_sink = [&](const Group& g) { return P.ops[g.ops.back()]; };
  std::vector<const graph::Operation*> views;
  for (const graph::Operation* op : P.ops)
    if (is_view_op(*op) && op->results.size() == 1) views.push_back(op);
  // Views take their source's storage once the source has one (a view of a view resolves on a
  // later pass of the loop).
  auto resolve_views = [&] {
    for (bool changed = true; changed;) {
      changed = false;
      for (const graph::Operation* op : views) {
        PlanValue& rv = plan.values[vid(op->results[0].get())];
        const PlanValue& sv = plan.values[vid(op->operands[0])];
        if (rv.storage == kNoStorage && sv.storage != kNoStorage && rv.is_static && sv.is_static &&
            sv.desc.dtype == rv.desc.dtype && sv.desc.numel() == rv.desc.numel()) {
          rv.storage = sv.storage;
          changed = true;
        }
      }
    }
  };
  auto is_constant = [&](uint32_t v) {
    const uint32_t s = plan.values[v].storage;
    return s != kNoStorage && plan.storages[s].kind == Storage::Kind::Constant;
  };
  // The value of a function-level linalg.fill of a constant that makes `v`.
  auto fill_value_of = [&](const graph::Value* v) -> std::optional<float> {
    auto it = v->def ? P.op_index.find(v->def) : P.op_index.end();
    if (it == P.op_index.end() || !P.ew[it->second] || !P.ew[it->second]->is_fill) return std::nullopt;
    return P.ew[it->second]->fill_value;
  };
  // A rank-0 constant holding `x` (one per distinct value), standing for `v`'s elements.
  std::map<uint32_t, uint32_t> splat_by_bits;
  auto splat_value = [&](float x, const graph::Value* v) {
    uint32_t bits;
    std::memcpy(&bits, &x, 4);
    auto [it, added] = splat_by_bits.emplace(bits, uint32_t(plan.values.size()));
    if (!added) return it->second;
    HostTensor t(DType::F32, {});
    *t.mutable_data<float>() = x;
    const uint32_t s = new_storage(Storage::Kind::Constant);
    plan.storages[s].index = uint32_t(plan.constants.size());
    plan.constants.push_back(ref::RtValue::of(std::move(t)));
    PlanValue pv;
    pv.value = v;
    pv.is_tensor = pv.is_static = true;
    pv.desc = TensorDesc{DType::F32, {}};
    pv.storage = s;
    plan.values.push_back(pv);
    return it->second;
  };

  for (const Pending& pd : pending) {
    resolve_views();
    Dispatch d;
    KernelKey key;
    const graph::Operation* root = pd.root >= 0 ? P.ops[pd.root] : nullptr;
    const Group* group = pd.group >= 0 ? &P.groups[pd.group] : nullptr;
    d.root = root ? root : group_sink(*group);
    if (group)
      for (size_t o : group->ops) d.fused.push_back(P.ops[o]);

    // The fused program: root output (if any) is input 0, then external reads in first-use order.
    std::optional<EwProgram> program;
    std::vector<int64_t> ew_shape;
    std::vector<EwAccess> ew_access_list;
    std::vector<uint32_t> ew_inputs;  // plan values of program inputs
    if (group) {
      EwBuilder b;
      std::vector<std::pair<const graph::Value*, std::string>> ext;  // (value, map text)
      std::unordered_map<const graph::Value*, EwBuilder::Ref> produced;
      ew_shape = P.ew[group->ops.back()]->shape;
      auto external = [&](const graph::Value* v, const graph::AffineMap& m) {
        const std::string ms = m.str();
        for (size_t i = 0; i < ext.size(); ++i)
          if (ext[i].first == v && ext[i].second == ms) return b.input(uint32_t(i));
        ext.emplace_back(v, ms);
        auto acc = ew_access(m, ew_shape, v->type.shape);
        ew_access_list.push_back(*acc);  // checked by analyse_elementwise
        ew_inputs.push_back(vid(v));
        return b.input(uint32_t(ext.size() - 1));
      };
      const graph::Value* root_out = root ? root->results[0].get() : nullptr;
      if (root_out) external(root_out, identity_map(ew_shape.size()));
      bool ok = true;
      std::vector<EwBuilder::Ref> sink_outs;
      for (size_t o : group->ops) {
        const graph::Operation& op = *P.ops[o];
        const EwOp& info = *P.ew[o];
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
        if (o == group->ops.back()) sink_outs = *outs;
      }
      if (ok) program = b.finish(uint32_t(ext.size()), sink_outs);
      if (!program)
        throw Error(ErrorKind::Invalid, d.root->describe(), "internal: a fused elementwise chain failed to compile");
      if (blocked[group_sink(*group)->results[0]->id]) {
        // A blocked output: the program runs over the storage order [N, C/16, H, W, 16]. The
        // root's output and the blocked inputs (read at the index written) are read in that
        // order; a row-major input (a full broadcast) at logical (n, c, h, w) with c = 16 cb + ci
        // is read with its channel stride split over cb and ci.
        const int64_t B = ops::ref::kChannelBlock;
        const std::vector<int64_t> logical = ew_shape;
        ew_shape = {logical[0], logical[1] / B, logical[2], logical[3], B};
        for (size_t i = 0; i < ew_access_list.size(); ++i) {
          EwAccess& a = ew_access_list[i];
          if ((root && i == 0) || plan.values[ew_inputs[i]].blocked)
            a.strides = {logical[1] * logical[2] * logical[3], logical[2] * logical[3] * B, logical[3] * B, B, 1};
          else
            a.strides = {a.strides[0], a.strides[1] * B, a.strides[2], a.strides[3], a.strides[1]};
        }
        merge_dims(ew_shape, ew_access_list);
      }
    }

    const bool standalone = !root;
    bool in0_blocked = false, out_blocked = false;  // the root's input 0 and output are NCHW16c
    if (standalone) {
      d.inputs = ew_inputs;
      d.num_root_inputs = d.inputs.size();
      for (const auto& r : d.root->results) d.outputs.push_back(vid(r.get()));
      key.standalone = true;
      key.op = "elementwise";
      key.shape = shape_str(ew_shape);
      for (size_t i = 0; i < d.inputs.size(); ++i) {
        const PlanValue& pv = plan.values[d.inputs[i]];
        key.inputs += desc_str(pv.desc) + access_str(ew_access_list[i]) + " ";
      }
      key.outputs = std::to_string(d.outputs.size());
      key.program = program->text();
    } else {
      for (const graph::Value* v : root->operands) d.inputs.push_back(vid(v));
      d.num_root_inputs = d.inputs.size();
      if (group) {
        for (size_t i = 1; i < ew_inputs.size(); ++i) d.inputs.push_back(ew_inputs[i]);
        for (const auto& r : group_sink(*group)->results) d.outputs.push_back(vid(r.get()));
      } else {
        for (const auto& r : root->results) d.outputs.push_back(vid(r.get()));
      }
      // Captured values of the root's regions.
      std::function<void(const graph::Operation&)> captures = [&](const graph::Operation& o) {
        for (const auto& r : o.regions)
          for (const auto& b : r->blocks)
            for (const auto& inner : b->ops) {
              for (const graph::Value* v : inner->operands)
                if (v->id < plan.value_of.size() && plan.value_of[v->id] >= 0 &&
                    std::find(d.captures.begin(), d.captures.end(), vid(v)) == d.captures.end())
                  d.captures.push_back(vid(v));
              captures(*inner);
            }
      };
      captures(*root);
      key.op = root->name;
      for (const auto& [n, a] : root->attrs) key.attributes += n + "=" + (a ? attr_key(*a) : "") + ", ";
      for (const graph::Value* v : root->operands) key.inputs += v->type.str() + " ";
      for (const auto& r : root->results) key.outputs += r->type.str() + " ";
      region_key(*root, key.regions);
      in0_blocked = !root->operands.empty() && blocked[root->operands[0]->id];
      const auto& results = (group ? group_sink(*group) : root)->results;
      out_blocked = !results.empty() && blocked[results[0]->id];
      key.input0_blocked = in0_blocked;
      key.output_blocked = out_blocked;
      // A fallback reading captured values: the captured values' types are part of it.
      for (uint32_t c : d.captures) key.captures += plan.values[c].value->type.str() + " ";
      if (group) {
        key.has_epilogue = true;
        key.program = program->text();
        for (size_t i = 1; i < ew_inputs.size(); ++i)
          key.extras += desc_str(plan.values[ew_inputs[i]].desc) + access_str(ew_access_list[i]) + " ";
      }
    }

    // Which operands are constants is part of the key.
    key.num_root_inputs = d.num_root_inputs;
    for (uint32_t v : d.inputs) key.constant.push_back(is_constant(v));
    // So is which root operands are fills (that a kernel may take as splats): a device that
    // builds one op per kernel then sees the same binding at every call site.
    if (root)
      for (size_t i = 0; i < root->operands.size(); ++i)
        if (fill_value_of(root->operands[i])) key.fills.push_back(uint32_t(i));

    // 4. the kernel for this key
    const uint32_t kid = kernels.kernel_for(
        key, root, standalone || group ? EwKernelDesc{*program, ew_shape, ew_access_list} : EwKernelDesc{},
        [&]() -> std::optional<KernelSpec> {
          // Captured constants a kernel reads from the IR itself (as the body compilers do:
          // scalars, and tables a body gathers from); other captured values are for the
          // reference handler only.
          bool all_static = std::all_of(d.captures.begin(), d.captures.end(), [&](uint32_t c) {
            return graph::match::def_of(plan.values[c].value, graph::OpId::ArithConstant) != nullptr;
          });
          for (const graph::Value* v : root->operands) all_static &= static_tensor(v->type);
          for (const auto& r : root->results) all_static &= static_tensor(r->type);
          if (!all_static) return std::nullopt;
          KernelSpec spec;
          spec.root = root;
          for (const graph::Value* v : root->operands) {
            spec.inputs.push_back(TensorDesc{v->type.elem, v->type.shape});
            spec.input_is_constant.push_back(is_constant(vid(v)));
          }
          for (const auto& r : root->results) spec.outputs.push_back(TensorDesc{r->type.elem, r->type.shape});
          spec.has_epilogue = group != nullptr;
          spec.input0_blocked = in0_blocked;
          spec.output_blocked = out_blocked;
          spec.quantize_embeddings = options.quantize_embeddings;
          spec.huge_page_embeddings = options.huge_page_embeddings;
          spec.precision = options.precision;
          return spec;
        });
    d.kernel = kid;
    PlanKernel& pk = plan.kernels[kid];
    pk.call_sites.push_back(uint32_t(plan.dispatches.size()));
    // Root operands made by a fill that the kernel takes as a splat: bound to a rank-0 constant.
    if (pk.native && !standalone)
      for (size_t i = 0; i < d.num_root_inputs; ++i)
        if (auto v = fill_value_of(root->operands[i]); v && pk.native->takes_splat(i)) d.inputs[i] = splat_value(*v, root->operands[i]);

    // Outputs: arena for native kernels (static by construction), reference values otherwise.
    for (uint32_t o : d.outputs) {
      uint32_t s = new_storage(pk.native ? Storage::Kind::Arena : Storage::Kind::Dynamic);
      if (pk.native) plan.storages[s].bytes = size_t(plan.values[o].desc.numel()) * dtype_size(plan.values[o].desc.dtype);
      else plan.storages[s].index = plan.num_dynamic_slots++;
      plan.values[o].storage = s;
    }
    kernels.prepare_constants(d);
    plan.dispatches.push_back(std::move(d));
  }
  resolve_views();

  for (const graph::Value* v : P.terminator->operands) plan.results.push_back(vid(v));
  erase_unread_elementwise(plan, plan.results);
  place_concats(plan, P.ops, vid, [&](const graph::Value* v, const graph::Operation* op) {
    auto u = P.users.find(v->id);
    return u != P.users.end() && u->second.size() == 1 && u->second[0] == P.op_index.at(op);
  });
  schedule_levels(plan);
  place_in_place(plan);

  // What the blocked layout amounts to: values held blocked, and the convs that convert (read
  // one layout and write the other) at the edges of the blocked regions.
  for (const PlanValue& v : plan.values) plan.blocked_values += v.blocked && v.storage != kNoStorage;
  for (const Dispatch& d : plan.dispatches)
    if (d.root->is(graph::Conv2dAttrs::kId) && !d.inputs.empty() && !d.outputs.empty())
      plan.layout_conversions += plan.values[d.inputs[0]].blocked != plan.values[d.outputs[0]].blocked;

  plan_arena(plan, options.max_arena_bytes, *fn, *P.terminator);
  return P.plan;
}

}  // namespace linrt::engine
