// Dispatch formation: plan values and their storage, one Dispatch per fusion group or root op
// in the order of their last op, each with its KernelKey and, from KernelTable, its kernel.
#include <algorithm>
#include <cstring>
#include <functional>
#include <map>
#include <unordered_map>

#include "engine/plan/passes.h"
#include "graph/passes/match.h"
#include "linrt/error.h"

namespace linrt::engine {

uint32_t plan_value(const Plan& plan, const graph::Value* v) {
  if (v->id >= plan.value_of.size() || plan.value_of[v->id] < 0)
    throw Error(ErrorKind::Invalid, "", "value %" + v->name + " is not defined at function level");
  return uint32_t(plan.value_of[v->id]);
}

void form_dispatches(Plan& plan, const graph::Module& module, const graph::Operation& fn, const FunctionOps& F,
                     const Fusion& fusion, const std::vector<bool>& blocked, const PlanOptions& options,
                     const Device& device) {
  const graph::Block& body = *F.body;
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
        throw Error(ErrorKind::Limit, v->def ? v->def->describe() : fn.describe(),
                    "tensor " + v->type.str() + " has " + std::to_string(pv.desc.numel()) +
                        " elements, over the limit of " + std::to_string(options.max_tensor_elements) +
                        " (ModelOptions::max_tensor_elements)");
    }
    pv.storage = kNoStorage;
    pv.blocked = v->id < blocked.size() && blocked[v->id];
    if (v->id >= plan.value_of.size())
      throw Error(ErrorKind::Invalid, fn.describe(), "value %" + v->name + " has an id outside the module");
    plan.value_of[v->id] = int32_t(plan.values.size());
    plan.values.push_back(pv);
  };
  for (const auto& a : body.args) add_value(a.get());
  for (const graph::Operation* op : F.ops)
    for (const auto& r : op->results) add_value(r.get());
  auto vid = [&](const graph::Value* v) { return plan_value(plan, v); };
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
    auto u = F.users.find(v->id);
    if (u == F.users.end()) return true;
    for (size_t user : u->second) {
      if (user >= F.ops.size() || !fusion.ew[user]) return false;
      for (const EwRead& r : fusion.ew[user]->reads)
        if (r.value == v) return false;
    }
    return true;
  };

  // Dispatches, in the order of their last op. Constants and views take no dispatch.
  std::vector<int64_t> root_group(F.ops.size(), -1);
  for (size_t g = 0; g < fusion.groups.size(); ++g)
    if (fusion.groups[g].root >= 0) root_group[fusion.groups[g].root] = int64_t(g);
  struct Pending {
    int64_t root = -1;   // op index
    int64_t group = -1;  // group index
  };
  std::vector<Pending> pending;
  for (size_t k = 0; k < F.ops.size(); ++k) {
    const graph::Operation& op = *F.ops[k];
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
        std::find(F.terminator->operands.begin(), F.terminator->operands.end(), op.results[0].get()) ==
            F.terminator->operands.end()) {
      plan.values[vid(op.results[0].get())].storage = new_storage(Storage::Kind::Absent);
      continue;
    }
    const int64_t g = fusion.group_of[k];
    if (g >= 0) {
      // An elementwise op: its group becomes a dispatch at the group's last op.
      if (!fusion.groups[g].ops.empty() && fusion.groups[g].ops.back() == k) pending.push_back({fusion.groups[g].root, g});
      continue;
    }
    if (root_group[k] >= 0) continue;  // emitted with its epilogue group
    pending.push_back({int64_t(k), -1});
  }

  // Views alias their source's storage (resolved in op order, after sources got storage below).
  // Storage of dispatch outputs: kernels decide (arena for native kernels, dynamic for the
  // reference executor's).
  KernelTable kernels(plan, device);

  auto group_sink = [&](const Group& g) { return F.ops[g.ops.back()]; };
  std::vector<const graph::Operation*> views;
  for (const graph::Operation* op : F.ops)
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
    auto it = v->def ? F.op_index.find(v->def) : F.op_index.end();
    if (it == F.op_index.end() || !fusion.ew[it->second] || !fusion.ew[it->second]->is_fill) return std::nullopt;
    return fusion.ew[it->second]->fill_value;
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
    const graph::Operation* root = pd.root >= 0 ? F.ops[pd.root] : nullptr;
    const Group* group = pd.group >= 0 ? &fusion.groups[pd.group] : nullptr;
    d.root = root ? root : group_sink(*group);
    if (group)
      for (size_t o : group->ops) d.fused.push_back(F.ops[o]);

    // The fused program: root output (if any) is input 0, then external reads in first-use order.
    std::optional<GroupProgram> program;
    std::vector<uint32_t> ew_inputs;  // plan values of program inputs
    if (group) {
      program = compile_group(F, fusion, *group, root);
      if (blocked[group_sink(*group)->results[0]->id]) blocked_order(*program, root != nullptr, blocked);
      for (const graph::Value* v : program->inputs) ew_inputs.push_back(vid(v));
    }

    const bool standalone = !root;
    bool in0_blocked = false, out_blocked = false;  // the root's input 0 and output are NCHW16c
    if (standalone) {
      d.inputs = ew_inputs;
      d.num_root_inputs = d.inputs.size();
      for (const auto& r : d.root->results) d.outputs.push_back(vid(r.get()));
      key.standalone = true;
      key.op = "elementwise";
      key.shape = shape_str(program->shape);
      for (size_t i = 0; i < d.inputs.size(); ++i) key.inputs += access_key(plan.values[d.inputs[i]].desc, program->access[i]);
      key.outputs = std::to_string(d.outputs.size());
      key.program = program->program.text();
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
      describe_root(key, *root);
      in0_blocked = !root->operands.empty() && blocked[root->operands[0]->id];
      const auto& results = (group ? group_sink(*group) : root)->results;
      out_blocked = !results.empty() && blocked[results[0]->id];
      key.input0_blocked = in0_blocked;
      key.output_blocked = out_blocked;
      // A fallback reading captured values: the captured values' types are part of it.
      for (uint32_t c : d.captures) key.captures += plan.values[c].value->type.str() + " ";
      if (group) {
        key.has_epilogue = true;
        key.program = program->program.text();
        for (size_t i = 1; i < ew_inputs.size(); ++i) key.extras += access_key(plan.values[ew_inputs[i]].desc, program->access[i]);
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

    // The kernel for this key
    const uint32_t kid = kernels.kernel_for(
        key, root, program ? EwKernelDesc(*program) : EwKernelDesc{},
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

  for (const graph::Value* v : F.terminator->operands) plan.results.push_back(vid(v));
}

}  // namespace linrt::engine
