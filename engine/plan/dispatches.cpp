// Dispatch formation: plan values and their storage, one Dispatch per fusion group or root op
// in the order of their last op, each with its KernelKey and, from KernelTable, its kernel.
#include <algorithm>
#include <cstring>
#include <map>

#include "engine/plan/passes.h"
#include "graph/passes/match.h"
#include "linrt/error.h"
#include "ops/layout.h"

namespace linrt::engine {

uint32_t plan_value(const Plan& plan, const graph::Value* v) {
  if (v->id >= plan.value_of.size() || plan.value_of[v->id] < 0)
    throw Error(ErrorKind::Invalid, "", "value %" + v->name + " is not defined at function level");
  return uint32_t(plan.value_of[v->id]);
}

namespace {

// The bytes a static value's storage holds: its elements, with a blocked value's last channel
// block padded to whole (ops/layout.h).
size_t storage_bytes(const PlanValue& v) {
  size_t n = size_t(v.desc.numel());
  if (v.blocked && v.desc.shape[1] > 0) n = n / size_t(v.desc.shape[1]) * size_t(ops::ref::blocked_channels(v.desc.shape[1]));
  return n * dtype_size(v.desc.dtype);
}

// One dispatch in the making: a root op (with its epilogue group, if any) or a standalone group.
struct Pending {
  int64_t root = -1;   // op index
  int64_t group = -1;  // group index
};

// A conv's operand 0 read through a prologue (KernelSpec::prologue): the chain's input (a plan
// value) and the chain's per-channel form.
struct Prologue {
  uint32_t input = 0;
  ChannelAffine affine;
  std::optional<uint32_t> gate;  // the gate's plan value (affine.gate)
};

// The pass's state, and its steps in the order form_dispatches runs them.
class DispatchFormer {
 public:
  DispatchFormer(Plan& plan, const graph::Module& module, const graph::Operation& fn, const FunctionOps& F,
                 const Fusion& fusion, const std::vector<bool>& blocked, const PlanOptions& options, const Device& device)
      : plan_(plan), module_(module), fn_(fn), F_(F), fusion_(fusion), blocked_(blocked), options_(options),
        kernels_(plan, device) {}

  void run() {
    add_values();
    bind_arguments();
    const std::vector<Pending> pending = place_data_and_order();
    collect_views();
    for (const Pending& pd : pending) {
      resolve_views();
      form(pd);
    }
    resolve_views();
    for (const graph::Value* v : F_.terminator->operands) plan_.results.push_back(vid(v));
  }

 private:
  uint32_t vid(const graph::Value* v) const { return plan_value(plan_, v); }
  uint32_t new_storage(Storage::Kind kind) {
    Storage s;
    s.kind = kind;
    plan_.storages.push_back(s);
    return uint32_t(plan_.storages.size() - 1);
  }
  bool is_constant(uint32_t v) const {
    const uint32_t s = plan_.values[v].storage;
    return s != kNoStorage && plan_.storages[s].kind == Storage::Kind::Constant;
  }
  const graph::Operation* group_sink(const Group& g) const { return F_.ops[g.ops.back()]; }

  // Plan values, one per function-level value (arguments, then op results in order).
  void add_values() {
    plan_.value_of.assign(module_.num_values, -1);
    for (const auto& a : F_.body->args) add_value(a.get());
    for (const graph::Operation* op : F_.ops)
      for (const auto& r : op->results) add_value(r.get());
  }

  void add_value(const graph::Value* v) {
    PlanValue pv;
    pv.value = v;
    pv.is_tensor = v->type.is_tensor();
    pv.is_static = static_tensor(v->type);
    if (pv.is_static) {
      pv.desc = TensorDesc{v->type.elem, v->type.shape};
      // Refused here, before any kernel or arena is sized from it.
      if (pv.desc.numel() > options_.max_tensor_elements)
        throw Error(ErrorKind::Limit, v->def ? v->def->describe() : fn_.describe(),
                    "tensor " + v->type.str() + " has " + std::to_string(pv.desc.numel()) +
                        " elements, over the limit of " + std::to_string(options_.max_tensor_elements) +
                        " (ModelOptions::max_tensor_elements)");
    }
    pv.storage = kNoStorage;
    pv.blocked = v->id < blocked_.size() && blocked_[v->id];
    if (v->id >= plan_.value_of.size())
      throw Error(ErrorKind::Invalid, fn_.describe(), "value %" + v->name + " has an id outside the module");
    plan_.value_of[v->id] = int32_t(plan_.values.size());
    plan_.values.push_back(pv);
  }

  // The function's arguments: one Input storage each.
  void bind_arguments() {
    const graph::Block& body = *F_.body;
    for (size_t i = 0; i < body.args.size(); ++i) {
      uint32_t s = new_storage(Storage::Kind::Input);
      plan_.storages[s].index = uint32_t(i);
      plan_.values[vid(body.args[i].get())].storage = s;
      plan_.inputs.push_back(vid(body.args[i].get()));
      plan_.input_types.push_back(body.args[i]->type);
    }
  }

  // Whether every user of `v` is a fused elementwise op that never reads it (an init operand).
  bool only_unread_ew_users(const graph::Value* v) const {
    auto u = F_.users.find(v->id);
    if (u == F_.users.end()) return true;
    for (size_t user : u->second) {
      if (user >= F_.ops.size() || !fusion_.ew[user]) return false;
      for (const EwRead& r : fusion_.ew[user]->reads)
        if (r.value == v) return false;
    }
    return true;
  }

  // Constants get their storage and views wait for their source's; every other op is part of
  // a dispatch, listed here in the order of its last op.
  std::vector<Pending> place_data_and_order() {
    std::vector<int64_t> root_group(F_.ops.size(), -1);
    for (size_t g = 0; g < fusion_.groups.size(); ++g)
      if (fusion_.groups[g].root >= 0) root_group[fusion_.groups[g].root] = int64_t(g);
    std::vector<Pending> pending;
    for (size_t k = 0; k < F_.ops.size(); ++k) {
      const graph::Operation& op = *F_.ops[k];
      // util.unfoldable_constant only keeps compilers from folding; here it is data like any other.
      const bool constant_op =
          op.is(graph::OpId::ArithConstant) ||
          (op.is(graph::OpId::UtilUnfoldableConstant) && op.operands.empty() &&
           (op.results.size() != 1 || op.results[0]->type.is_scalar() || static_tensor(op.results[0]->type)));
      if (constant_op && op.results.size() == 1 && op.attr("value")) {
        ref::RtValue v = ref::constant_value(op, *op.attr("value"), op.results[0]->type);
        uint32_t s = new_storage(Storage::Kind::Constant);
        plan_.storages[s].index = uint32_t(plan_.constants.size());
        if (v.is_tensor) plan_.constant_bytes += v.tensor.nbytes();
        plan_.constants.push_back(std::move(v));
        plan_.values[vid(op.results[0].get())].storage = s;
        continue;
      }
      if (is_view_op(op) && op.results.size() == 1 && static_tensor(op.operands[0]->type) &&
          static_tensor(op.results[0]->type) && op.operands[0]->type.elem == op.results[0]->type.elem &&
          op.operands[0]->type.num_elements() == op.results[0]->type.num_elements()) {
        // Storage is resolved by resolve_views, once the source's storage exists.
        continue;
      }
      if (op.is(graph::OpId::TensorEmpty) && op.results.size() == 1 && static_tensor(op.results[0]->type) &&
          only_unread_ew_users(op.results[0].get()) &&
          std::find(F_.terminator->operands.begin(), F_.terminator->operands.end(), op.results[0].get()) ==
              F_.terminator->operands.end()) {
        plan_.values[vid(op.results[0].get())].storage = new_storage(Storage::Kind::Absent);
        continue;
      }
      const int64_t g = fusion_.group_of[k];
      if (g >= 0) {
        // An elementwise op: its group becomes a dispatch at the group's last op.
        if (!fusion_.groups[g].ops.empty() && fusion_.groups[g].ops.back() == k)
          pending.push_back({fusion_.groups[g].root, g});
        continue;
      }
      if (root_group[k] >= 0) continue;  // emitted with its epilogue group
      pending.push_back({int64_t(k), -1});
    }
    return pending;
  }

  void collect_views() {
    for (const graph::Operation* op : F_.ops)
      if (is_view_op(*op) && op->results.size() == 1) views_.push_back(op);
  }

  // Views take their source's storage once the source has one (a view of a view resolves on a
  // later pass of the loop).
  void resolve_views() {
    for (bool changed = true; changed;) {
      changed = false;
      for (const graph::Operation* op : views_) {
        PlanValue& rv = plan_.values[vid(op->results[0].get())];
        const PlanValue& sv = plan_.values[vid(op->operands[0])];
        if (rv.storage == kNoStorage && sv.storage != kNoStorage && rv.is_static && sv.is_static &&
            sv.desc.dtype == rv.desc.dtype && sv.desc.numel() == rv.desc.numel()) {
          rv.storage = sv.storage;
          changed = true;
        }
      }
    }
  }

  // The value of a function-level linalg.fill of a constant that makes `v`.
  std::optional<float> fill_value_of(const graph::Value* v) const {
    auto it = v->def ? F_.op_index.find(v->def) : F_.op_index.end();
    if (it == F_.op_index.end() || !fusion_.ew[it->second] || !fusion_.ew[it->second]->is_fill) return std::nullopt;
    return fusion_.ew[it->second]->fill_value;
  }

  // A rank-0 constant holding `x` (one per distinct value), standing for `v`'s elements.
  uint32_t splat_value(float x, const graph::Value* v) {
    uint32_t bits;
    std::memcpy(&bits, &x, 4);
    auto [it, added] = splat_by_bits_.emplace(bits, uint32_t(plan_.values.size()));
    if (!added) return it->second;
    HostTensor t(DType::F32, {});
    *t.mutable_data<float>() = x;
    const uint32_t s = new_storage(Storage::Kind::Constant);
    plan_.storages[s].index = uint32_t(plan_.constants.size());
    plan_.constants.push_back(ref::RtValue::of(std::move(t)));
    PlanValue pv;
    pv.value = v;
    pv.is_tensor = pv.is_static = true;
    pv.desc = TensorDesc{DType::F32, {}};
    pv.storage = s;
    plan_.values.push_back(pv);
    return it->second;
  }

  // A standalone elementwise group: its program's inputs and outputs, keyed by the program.
  void describe_standalone(Dispatch& d, KernelKey& key, const GroupProgram& program, const std::vector<uint32_t>& ew_inputs) {
    d.inputs = ew_inputs;
    d.num_root_inputs = d.inputs.size();
    for (const auto& r : d.root->results) d.outputs.push_back(vid(r.get()));
    key.standalone = true;
    key.op = "elementwise";
    key.shape = shape_str(program.shape);
    for (size_t i = 0; i < d.inputs.size(); ++i) key.inputs += access_key(plan_.values[d.inputs[i]].desc, program.access[i]);
    for (const EwKernelDesc::PaddedOperand& p : program.padded)
      key.inputs += "pad" + std::to_string(p.input) + "=" + std::to_string(p.base) + "+" + std::to_string(p.batches) + "x" +
                    std::to_string(p.batch_stride) + "," + std::to_string(p.channels) + "x" + std::to_string(p.channel_stride) + " ";
    key.outputs = std::to_string(d.outputs.size());
    key.program = program.program.text();
  }

  // A root op: its operands, then the epilogue's extra inputs; the group's outputs (or the
  // root's); the values its regions capture; and its key, layouts included.
  void describe_rooted(Dispatch& d, KernelKey& key, const graph::Operation& root, const Group* group,
                       const std::optional<GroupProgram>& program, const std::vector<uint32_t>& ew_inputs,
                       const Prologue* prologue) {
    for (const graph::Value* v : root.operands) d.inputs.push_back(vid(v));
    if (prologue && prologue->gate) {
      // Operand 0's chain is read through: its input, then the gate after the operands.
      d.inputs[0] = prologue->input;
      d.inputs.push_back(*prologue->gate);
      key.prologue = InputPrologue::Gate;
    } else if (prologue) {
      // Operand 0's chain is read through: its input, then the scale and shift after the
      // operands (placeholders until the kernel is made: form adds the constants).
      d.inputs[0] = prologue->input;
      d.inputs.insert(d.inputs.end(), 2, prologue->input);
      key.prologue = prologue->affine.relu ? InputPrologue::AffineRelu : InputPrologue::Affine;
    }
    d.num_root_inputs = d.inputs.size();
    if (group) {
      for (size_t i = 1; i < ew_inputs.size(); ++i) d.inputs.push_back(ew_inputs[i]);
      for (const auto& r : group_sink(*group)->results) d.outputs.push_back(vid(r.get()));
    } else {
      for (const auto& r : root.results) d.outputs.push_back(vid(r.get()));
    }
    add_captures(d, root);
    describe_root(key, root);
    if (prologue && prologue->gate) key.inputs += "gate:" + plan_.values[*prologue->gate].value->type.str() + " ";
    key.input0_blocked = !root.operands.empty() && blocked_[plan_.values[d.inputs[0]].value->id];
    const auto& results = (group ? group_sink(*group) : &root)->results;
    key.output_blocked = !results.empty() && blocked_[results[0]->id];
    // A fallback reading captured values: the captured values' types are part of it. A kernel
    // reads a captured constant from the IR when it is made (a table a body gathers from), so
    // which constant it is is part of the key too: bodies alike but for the table they gather
    // from (DLRM's per-table pooling weights) must not share one kernel.
    for (uint32_t c : d.captures) {
      key.captures += plan_.values[c].value->type.str();
      if (graph::match::def_of(plan_.values[c].value, graph::OpId::ArithConstant))
        key.captures += "@" + std::to_string(plan_.values[c].value->id);
      key.captures += " ";
    }
    if (group) {
      key.has_epilogue = true;
      key.program = program->program.text();
      for (size_t i = 1; i < ew_inputs.size(); ++i) key.extras += access_key(plan_.values[ew_inputs[i]].desc, program->access[i]);
    }
  }

  // The function-level values that `op`'s regions (at any depth) read, in first-use order.
  void add_captures(Dispatch& d, const graph::Operation& op) {
    for (const auto& r : op.regions)
      for (const auto& b : r->blocks)
        for (const auto& inner : b->ops) {
          for (const graph::Value* v : inner->operands)
            if (v->id < plan_.value_of.size() && plan_.value_of[v->id] >= 0 &&
                std::find(d.captures.begin(), d.captures.end(), vid(v)) == d.captures.end())
              d.captures.push_back(vid(v));
          add_captures(d, *inner);
        }
  }

  // What a device's kernel factory sees of a root dispatch; none when a shape is dynamic or a
  // captured value is not a constant the kernel could read from the IR itself (as the body
  // compilers do: scalars, and tables a body gathers from); other captured values are for the
  // reference handler only.
  std::optional<KernelSpec> kernel_spec(const Dispatch& d, const KernelKey& key, const graph::Operation& root) const {
    bool all_static = std::all_of(d.captures.begin(), d.captures.end(), [&](uint32_t c) {
      return graph::match::def_of(plan_.values[c].value, graph::OpId::ArithConstant) != nullptr;
    });
    for (const graph::Value* v : root.operands) all_static &= static_tensor(v->type);
    for (const auto& r : root.results) all_static &= static_tensor(r->type);
    if (!all_static) return std::nullopt;
    KernelSpec spec;
    spec.root = &root;
    for (const graph::Value* v : root.operands) {
      spec.inputs.push_back(TensorDesc{v->type.elem, v->type.shape});
      spec.input_is_constant.push_back(is_constant(vid(v)));
    }
    if (key.prologue == InputPrologue::Gate) {
      const uint32_t g = d.inputs[d.num_root_inputs - 1];
      spec.inputs.push_back(plan_.values[g].desc);
      spec.input_is_constant.push_back(is_constant(g));
      spec.prologue = key.prologue;
    } else if (key.prologue != InputPrologue::None) {
      const int64_t padded = ops::ref::blocked_channels(root.operands[0]->type.shape[1]);
      for (int k = 0; k < 2; ++k) {
        spec.inputs.push_back(TensorDesc{DType::F32, {padded}});
        spec.input_is_constant.push_back(true);
      }
      spec.prologue = key.prologue;
    }
    for (const auto& r : root.results) spec.outputs.push_back(TensorDesc{r->type.elem, r->type.shape});
    spec.has_epilogue = key.has_epilogue;
    spec.input0_blocked = key.input0_blocked;
    spec.output_blocked = key.output_blocked;
    spec.quantize_embeddings = options_.quantize_embeddings;
    spec.huge_page_embeddings = options_.huge_page_embeddings;
    spec.precision = options_.precision;
    return spec;
  }

  // Outputs: arena for native kernels (static by construction), reference values otherwise.
  void place_outputs(const Dispatch& d, const PlanKernel& pk) {
    for (uint32_t o : d.outputs) {
      uint32_t s = new_storage(pk.native ? Storage::Kind::Arena : Storage::Kind::Dynamic);
      if (pk.native) plan_.storages[s].bytes = storage_bytes(plan_.values[o]);
      else plan_.storages[s].index = plan_.num_dynamic_slots++;
      plan_.values[o].storage = s;
    }
  }

  // The prologue a conv `root` may read its operand 0 through (match_channel_affine): where a
  // standalone chain with a single result makes that operand from a 4-d input of the same type
  // and layout.
  std::optional<Prologue> prologue_of(const graph::Operation& root) const {
    if (!root.is(graph::OpId::LinrtConv2d) || root.operands.empty()) return std::nullopt;
    auto chain = chain_of_.find(vid(root.operands[0]));
    if (chain == chain_of_.end()) return std::nullopt;
    const Group& g = fusion_.groups[chain->second];
    if (group_sink(g)->results.size() != 1) return std::nullopt;
    const GroupProgram gp = compile_group(F_, fusion_, g, nullptr);
    if (gp.shape != root.operands[0]->type.shape) return std::nullopt;
    auto affine = match_channel_affine(gp, [&](size_t i) -> const float* {
      const uint32_t v = vid(gp.inputs[i]);
      if (!is_constant(v) || plan_.values[v].desc.dtype != DType::F32) return nullptr;
      const ref::RtValue& c = plan_.constants[plan_.storages[plan_.values[v].storage].index];
      return c.is_tensor ? c.tensor.data<float>() : nullptr;
    });
    if (!affine) return std::nullopt;
    const graph::Value* x = gp.inputs[affine->input];
    if (x->type != root.operands[0]->type || blocked_[x->id] != blocked_[root.operands[0]->id]) return std::nullopt;
    if (!affine->gate) return Prologue{vid(x), std::move(*affine), std::nullopt};
    if (!gate_reads_whole(gp, *affine->gate)) return std::nullopt;
    const uint32_t gate = vid(gp.inputs[*affine->gate]);
    return Prologue{vid(x), std::move(*affine), gate};
  }

  // Whether a gate (program input `i` of `gp` over [N, C, H, W]) is a row-major f32 value that
  // the conv reads as KernelSpec::prologue says: C values read per channel (every sample the
  // same), or N * C read per sample and channel.
  bool gate_reads_whole(const GroupProgram& gp, uint32_t i) const {
    const graph::Value* g = gp.inputs[i];
    const EwAccess& acc = gp.access[i];
    if (!static_f32(g->type) || blocked_[g->id] || acc.base != 0) return false;
    const int64_t n = gp.shape[0], c = gp.shape[1], values = shape_numel(g->type.shape);
    if (c > 1 && acc.strides[1] != 1) return false;
    if (values == c) return n == 1 || acc.strides[0] == 0;
    return values == n * c && acc.strides[0] == c;
  }

  // A rank-1 constant of `values` padded with zeros to whole channel blocks.
  uint32_t channel_constant(const std::vector<float>& values, const graph::Value* v) {
    HostTensor t(DType::F32, {ops::ref::blocked_channels(int64_t(values.size()))});
    float* data = t.mutable_data<float>();
    std::fill(data, data + t.numel(), 0.0f);
    std::copy(values.begin(), values.end(), data);
    const uint32_t s = new_storage(Storage::Kind::Constant);
    plan_.storages[s].index = uint32_t(plan_.constants.size());
    plan_.constant_bytes += t.nbytes();
    PlanValue pv;
    pv.value = v;
    pv.is_tensor = pv.is_static = true;
    pv.desc = TensorDesc{DType::F32, t.shape()};
    pv.storage = s;
    plan_.constants.push_back(ref::RtValue::of(std::move(t)));
    plan_.values.push_back(pv);
    return uint32_t(plan_.values.size() - 1);
  }

  // One dispatch: its operands and key, its kernel (found or made), its outputs' storage. A
  // conv reading a standalone per-channel chain reads the chain's input through a prologue
  // where the device computes one (the chain's dispatch then goes when nothing else reads it:
  // erase_unread_elementwise); otherwise the dispatch is formed again without.
  void form(const Pending& pd, bool try_prologue = true) {
    Dispatch d;
    KernelKey key;
    const graph::Operation* root = pd.root >= 0 ? F_.ops[pd.root] : nullptr;
    const Group* group = pd.group >= 0 ? &fusion_.groups[pd.group] : nullptr;
    d.root = root ? root : group_sink(*group);
    if (group)
      for (size_t o : group->ops) d.fused.push_back(F_.ops[o]);

    // The fused program: root output (if any) is input 0, then external reads in first-use order.
    std::optional<GroupProgram> program;
    std::vector<uint32_t> ew_inputs;  // plan values of program inputs
    if (group) {
      program = compile_group(F_, fusion_, *group, root);
      if (blocked_[group_sink(*group)->results[0]->id]) blocked_order(*program, root != nullptr, blocked_);
      for (const graph::Value* v : program->inputs) ew_inputs.push_back(vid(v));
    }
    const std::optional<Prologue> prologue = root && try_prologue ? prologue_of(*root) : std::nullopt;
    if (root) describe_rooted(d, key, *root, group, program, ew_inputs, prologue ? &*prologue : nullptr);
    else describe_standalone(d, key, *program, ew_inputs);

    // Which operands are constants is part of the key.
    key.num_root_inputs = d.num_root_inputs;
    for (uint32_t v : d.inputs) key.constant.push_back(is_constant(v));
    if (prologue && !prologue->gate) key.constant[d.num_root_inputs - 1] = key.constant[d.num_root_inputs - 2] = true;
    // So is which root operands are fills (that a kernel may take as splats): a device that
    // builds one op per kernel then sees the same binding at every call site.
    if (root)
      for (size_t i = 0; i < root->operands.size(); ++i)
        if (fill_value_of(root->operands[i])) key.fills.push_back(uint32_t(i));

    const EwKernelDesc desc = program ? EwKernelDesc(*program) : EwKernelDesc{};
    uint32_t kid = 0;
    if (prologue) {
      const std::optional<KernelSpec> spec = kernel_spec(d, key, *root);
      const std::optional<uint32_t> made = spec ? kernels_.device_kernel_for(key, root, desc, *spec) : std::nullopt;
      if (!made) return form(pd, false);
      kid = *made;
      if (!prologue->gate) {
        d.inputs[d.num_root_inputs - 2] = channel_constant(prologue->affine.scale, root->operands[0]);
        d.inputs[d.num_root_inputs - 1] = channel_constant(prologue->affine.shift, root->operands[0]);
      }
    } else {
      kid = kernels_.kernel_for(key, root, desc, [&]() { return kernel_spec(d, key, *root); });
    }
    d.kernel = kid;
    PlanKernel& pk = plan_.kernels[kid];
    pk.call_sites.push_back(uint32_t(plan_.dispatches.size()));
    // Root operands made by a fill that the kernel takes as a splat: bound to a rank-0 constant.
    if (pk.native && root)
      for (size_t i = 0; i < root->operands.size(); ++i)
        if (auto v = fill_value_of(root->operands[i]); v && pk.native->takes_splat(i)) d.inputs[i] = splat_value(*v, root->operands[i]);
    place_outputs(d, pk);
    kernels_.prepare_constants(d);
    if (!root)
      for (uint32_t o : d.outputs) chain_of_[o] = pd.group;
    plan_.dispatches.push_back(std::move(d));
  }

  Plan& plan_;
  const graph::Module& module_;
  const graph::Operation& fn_;
  const FunctionOps& F_;
  const Fusion& fusion_;
  const std::vector<bool>& blocked_;
  const PlanOptions& options_;
  KernelTable kernels_;
  std::vector<const graph::Operation*> views_;
  std::map<uint32_t, uint32_t> splat_by_bits_;
  std::map<uint32_t, int64_t> chain_of_;  // plan value -> the standalone chain's group that writes it
};

}  // namespace

void form_dispatches(Plan& plan, const graph::Module& module, const graph::Operation& fn, const FunctionOps& F,
                     const Fusion& fusion, const std::vector<bool>& blocked, const PlanOptions& options,
                     const Device& device) {
  DispatchFormer(plan, module, fn, F, fusion, blocked, options, device).run();
}

}  // namespace linrt::engine
