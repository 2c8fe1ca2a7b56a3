// The planner's kernel pass (engine/plan/passes.h): one PlanKernel per distinct KernelKey, its
// DeviceKernel made by the device, and constants prepared once per (kernel, constant).
#include <algorithm>
#include <cmath>

#include "engine/plan/passes.h"

namespace linrt::engine {

namespace {

// The StoreForm of an epilogue program (DeviceKernel::stores_epilogue), or nullopt. Read in
// program order, each part optional:
//   x + bias (an input read once per innermost index: access strides 0 but the last, which is 1)
//   + residual (an input read at the index written: identity access over `shape`)
//   * scale (another such input)                                                     -> v
//   t = v + shift (a constant)
//   t = steps: select(cmpf(t, k), ..) pairs in either operand order, or maximumf / minimumf
//       with a constant where that gives the same value for every t (not max(t, -0.0), not
//       min(t, +0.0)), at most Activation::kMaxSteps
//    or t = 1 / (exp(-t) + 1)
//   t = v * t (either order);  t = t / divisor (a constant);  t + residual (if not before)
// Every input is one of these, every instruction one of these steps, and the output is t.
// An input that is both (a 1-d shape, or one row) is the bias, or with `prefer_residual` the
// residual.
std::optional<StoreForm> match_store_epilogue(const EwProgram& p, std::span<const EwAccess> access,
                                              std::span<const int64_t> shape, bool prefer_residual) {
  const std::vector<EwInstr>& c = p.code;
  if (p.outputs.size() != 1 || access.size() != p.num_inputs || c.empty()) return std::nullopt;
  auto constant = [&](uint16_t r) -> std::optional<float> {
    if (r < p.num_inputs || size_t(r - p.num_inputs) >= p.constants.size()) return std::nullopt;
    return p.constants[r - p.num_inputs];
  };
  auto is_constant = [&](uint16_t r, float v) {
    const std::optional<float> k = constant(r);
    return k && *k == v && std::signbit(*k) == std::signbit(v);
  };
  auto column_vector = [&](uint16_t r) {
    if (r == 0 || r >= p.num_inputs || access[r].base != 0 || access[r].strides.empty()) return false;
    const std::vector<int64_t>& st = access[r].strides;
    return st.back() == 1 && std::all_of(st.begin(), st.end() - 1, [](int64_t x) { return x == 0; });
  };
  auto identity = [&](uint16_t r) { return r > 0 && r < p.num_inputs && ew_identity_access(access[r], shape); };
  // The other operand of a commutative instruction one of whose operands is `x`, or nullopt.
  auto other = [](const EwInstr& in, uint16_t x) -> std::optional<uint16_t> {
    if (in.a == x) return in.b;
    if (in.b == x) return in.a;
    return std::nullopt;
  };
  StoreForm form;
  ops::Activation& act = form.act;
  size_t i = 0;
  uint16_t t = 0;  // the register holding the value so far
  auto is = [&](EwOpcode op) { return i < c.size() && c[i].op == op; };
  if (is(EwOpcode::Add)) {
    if (std::optional<uint16_t> o = other(c[i], t); o && column_vector(*o) && !(prefer_residual && identity(*o))) {
      form.bias_input = *o;
      t = c[i++].dst;
    }
  }
  if (is(EwOpcode::Add)) {
    if (std::optional<uint16_t> o = other(c[i], t); o && identity(*o) && *o != form.bias_input) {
      form.residual_input = *o;
      form.residual_first = true;
      t = c[i++].dst;
    }
  }
  if (is(EwOpcode::Mul)) {
    if (std::optional<uint16_t> o = other(c[i], t);
        o && identity(*o) && *o != form.bias_input && *o != form.residual_input) {
      form.scale_input = *o;
      t = c[i++].dst;
    }
  }
  const uint16_t v = t;  // the activation's x; an input, or a register no later step may write
  const size_t act_begin = i;
  if (is(EwOpcode::Add)) {
    if (std::optional<uint16_t> o = other(c[i], t); o && constant(*o)) {
      act.has_shift = true;
      act.shift = *constant(*o);
      t = c[i++].dst;
    }
  }
  auto step_pred = [](uint8_t pred) {
    return pred == ops::Activation::Ogt || pred == ops::Activation::Oge || pred == ops::Activation::Olt ||
           pred == ops::Activation::Ole || pred == ops::Activation::Ugt || pred == ops::Activation::Uge ||
           pred == ops::Activation::Ult || pred == ops::Activation::Ule;
  };
  while (act.num_steps < ops::Activation::kMaxSteps && i < c.size()) {
    ops::Activation::Step step;
    if (i + 1 < c.size() && c[i].op == EwOpcode::Cmp && c[i + 1].op == EwOpcode::Select) {
      const EwInstr &cmp = c[i], &sel = c[i + 1];
      const bool t_first = cmp.a == t;
      if ((!t_first && cmp.b != t) || sel.a != cmp.dst || cmp.dst == t) break;
      const uint16_t k = t_first ? cmp.b : cmp.a;
      if (!constant(k) || std::isnan(*constant(k)) || cmp.dst == k) break;
      if (!((sel.b == t && sel.c == k) || (sel.b == k && sel.c == t))) break;
      // cmpf.pred(k, t) is the swapped predicate of (t, k); a select picking k when true
      // picks t when the negated predicate holds.
      uint8_t pred = t_first ? cmp.pred : ew_swapped_cmpf(cmp.pred);
      if (sel.b != t) pred = ew_negated_cmpf(pred);
      if (!step_pred(pred)) break;
      step = {pred, *constant(k)};
      t = sel.dst;
      i += 2;
    } else if (is(EwOpcode::Maximum) || is(EwOpcode::Minimum)) {
      const std::optional<uint16_t> o = other(c[i], t);
      const std::optional<float> k = o ? constant(*o) : std::nullopt;
      const bool max = c[i].op == EwOpcode::Maximum;
      // maximumf(t, k) is ugt(t, k) ? t : k but for k = -0.0 (t = +0.0 gives +0.0); minimumf
      // ult(t, k) ? t : k but for k = +0.0 (t = -0.0 gives -0.0). NaN t gives NaN either way.
      if (!k || std::isnan(*k) || (*k == 0.0f && std::signbit(*k) == max)) break;
      step = {uint8_t(max ? ops::Activation::Ugt : ops::Activation::Ult), *k};
      t = c[i++].dst;
    } else {
      break;
    }
    act.steps[act.num_steps++] = step;
  }
  if (act.num_steps == 0 && i + 3 < c.size() && c[i].op == EwOpcode::Neg && c[i].a == t && c[i + 1].op == EwOpcode::Exp &&
      c[i + 1].a == c[i].dst && c[i + 2].op == EwOpcode::Add && other(c[i + 2], c[i + 1].dst) &&
      is_constant(*other(c[i + 2], c[i + 1].dst), 1.0f) && c[i + 3].op == EwOpcode::Div && c[i + 3].b == c[i + 2].dst &&
      is_constant(c[i + 3].a, 1.0f)) {
    act.sigmoid = true;
    t = c[i + 3].dst;
    i += 4;
  }
  if (is(EwOpcode::Mul) && i > act_begin && other(c[i], t) == v && v != t) {
    act.gate = true;
    t = c[i++].dst;
  }
  // The gate reads v: no step before it may have overwritten v's register.
  if (act.gate)
    for (size_t k = act_begin; k + 1 < i; ++k)
      if (c[k].dst == v) return std::nullopt;
  if (is(EwOpcode::Div) && c[i].a == t && constant(c[i].b)) {
    act.has_divisor = true;
    act.divisor = *constant(c[i].b);
    t = c[i++].dst;
  }
  if (!form.residual_input && is(EwOpcode::Add)) {
    if (std::optional<uint16_t> o = other(c[i], t); o && identity(*o) && *o != form.bias_input) {
      form.residual_input = *o;
      t = c[i++].dst;
    }
  }
  // A bare sum: one form for both orders (not across a scale).
  if (act.none() && !form.scale_input) form.residual_first = false;
  // The scale and the residual may be one input (x0 * (W x0 + b) + x0).
  const uint32_t inputs = 1 + (form.bias_input ? 1 : 0) + (form.residual_input ? 1 : 0) +
                          (form.scale_input && form.scale_input != form.residual_input ? 1 : 0);
  if (i != c.size() || t == 0 || p.outputs[0] != t || p.num_inputs != inputs) return std::nullopt;
  return form;
}

}  // namespace

uint32_t KernelTable::kernel_for(const KernelKey& key, const graph::Operation* root, const EwKernelDesc& program,
                                 const std::function<std::optional<KernelSpec>()>& spec) {
  if (auto found = by_key_.find(key); found != by_key_.end()) return found->second;
  const std::string root_key = key.root_str();
  PlanKernel pk;
  pk.key = key.str();
  pk.root_key = root_key;
  pk.root_kind = key.standalone ? "elementwise" : root->name;
  if (key.standalone) {
    pk.elementwise = program;
    pk.native = device_.make_elementwise(*pk.elementwise);
  } else if (auto shared = native_of_root_key_.find(root_key); shared != native_of_root_key_.end()) {
    // Keys that differ only in the epilogue share the root's DeviceKernel.
    pk.native = plan_.kernels[shared->second].native;
    pk.reduction = plan_.kernels[shared->second].reduction;
  } else if (made_) {
    pk.native = std::move(made_);
    native_of_root_key_.emplace(root_key, uint32_t(plan_.kernels.size()));
  } else if (std::optional<KernelSpec> s = spec()) {
    pk.native = device_.make_kernel(*s);
    if (pk.native) {
      native_of_root_key_.emplace(root_key, uint32_t(plan_.kernels.size()));
      if (root->is(graph::OpId::LinalgGeneric)) pk.reduction = analyse_reduction(*s);
    }
  }
  if (!key.standalone && key.has_epilogue) {
    pk.has_epilogue = true;
    pk.epilogue = program.program;
    pk.epilogue_shape = program.shape;
    pk.epilogue_access = program.access;
    for (bool prefer_residual : {false, true}) {
      std::optional<StoreForm> form = match_store_epilogue(pk.epilogue, pk.epilogue_access, pk.epilogue_shape, prefer_residual);
      if (pk.native && form && pk.native->stores_epilogue(*form)) {
        pk.stores = form;
        break;
      }
    }
  }
  if (pk.native && !key.standalone) pk.prologue = key.prologue;
  // What no device takes, the reference device does (any op, dynamic shapes included).
  if (!pk.native) pk.reference = reference_device().kernel_for(*root);
  pk.name = pk.native ? pk.native->name() : pk.reference->name();
  const uint32_t kid = uint32_t(plan_.kernels.size());
  by_key_.emplace(key, kid);
  plan_.kernels.push_back(std::move(pk));
  return kid;
}

std::optional<uint32_t> KernelTable::device_kernel_for(const KernelKey& key, const graph::Operation* root,
                                                       const EwKernelDesc& program, const KernelSpec& spec) {
  if (auto found = by_key_.find(key); found != by_key_.end()) return found->second;
  const std::string root_key = key.root_str();
  if (!native_of_root_key_.count(root_key)) {
    if (refused_.count(root_key)) return std::nullopt;
    made_ = device_.make_kernel(spec);
    if (!made_) {
      refused_.insert(root_key);
      return std::nullopt;
    }
  }
  return kernel_for(key, root, program, [&]() { return spec; });
}

void KernelTable::prepare_constants(Dispatch& d) {
  const PlanKernel& pk = plan_.kernels[d.kernel];
  d.prepared.assign(d.num_root_inputs, nullptr);
  if (!pk.native || pk.root_kind == "elementwise") return;
  for (size_t i = 0; i < d.num_root_inputs; ++i) {
    const uint32_t s = plan_.values[d.inputs[i]].storage;
    if (s == kNoStorage || plan_.storages[s].kind != Storage::Kind::Constant) continue;
    const uint32_t cidx = plan_.storages[s].index;
    auto keyp = std::make_tuple(pk.native.get(), i, cidx);
    auto it = prepared_.find(keyp);
    if (it == prepared_.end()) {
      const ref::RtValue& c = plan_.constants[cidx];
      ConstBuffer cb{c.tensor.bytes(), &plan_.values[d.inputs[i]].desc};
      it = prepared_.emplace(keyp, pk.native->prepare_constant(i, cb)).first;
      if (it->second) plan_.prepared_constants.push_back(it->second);
    }
    d.prepared[i] = it->second.get();
  }
}

}  // namespace linrt::engine
