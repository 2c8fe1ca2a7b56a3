// The planner's kernel pass (engine/plan/passes.h): one PlanKernel per distinct KernelKey, its
// DeviceKernel made by the device, and constants prepared once per (kernel, constant).
#include <algorithm>
#include <cmath>

#include "engine/plan/passes.h"

namespace linrt::engine {

namespace {

// Whether an epilogue program is act(in0 + bias) with act ReLU or none (DeviceKernel::stores_bias_act):
// the bias an input read once per innermost index (access strides 0 but the last, which is 1),
// ReLU as maximumf(x, 0) or torch-mlir's select(cmpf ugt(x, 0), x, 0), both x <= 0 ? 0 : x.
// Anything else (another order, a second input, other constants) is left to the evaluator.
std::optional<BiasActForm> match_bias_act(const EwProgram& p, std::span<const EwAccess> access) {
  if (p.outputs.size() != 1 || access.size() != p.num_inputs) return std::nullopt;
  auto zero = [&](uint16_t r) {
    return r >= p.num_inputs && r - p.num_inputs < p.constants.size() && p.constants[r - p.num_inputs] == 0.0f &&
           !std::signbit(p.constants[r - p.num_inputs]);
  };
  auto column_vector = [&](uint16_t r) {
    if (r == 0 || r >= p.num_inputs || access[r].base != 0 || access[r].strides.empty()) return false;
    const std::vector<int64_t>& st = access[r].strides;
    return st.back() == 1 && std::all_of(st.begin(), st.end() - 1, [](int64_t x) { return x == 0; });
  };
  constexpr uint8_t kUgt = 9;  // arith.cmpf predicate order
  BiasActForm form;
  uint16_t x = 0;  // the register holding the value so far
  size_t i = 0;
  const std::vector<EwInstr>& c = p.code;
  if (i < c.size() && c[i].op == EwOpcode::Add && ((c[i].a == 0 && column_vector(c[i].b)) || (c[i].b == 0 && column_vector(c[i].a)))) {
    form.bias_input = c[i].a == 0 ? c[i].b : c[i].a;
    x = c[i++].dst;
  }
  if (i < c.size() && c[i].op == EwOpcode::Maximum && ((c[i].a == x && zero(c[i].b)) || (c[i].b == x && zero(c[i].a)))) {
    form.relu = true;
    x = c[i++].dst;
  } else if (i + 1 < c.size() && c[i].op == EwOpcode::Cmp && c[i].pred == kUgt && c[i].a == x && zero(c[i].b) &&
             c[i + 1].op == EwOpcode::Select && c[i + 1].a == c[i].dst && c[i + 1].b == x && zero(c[i + 1].c)) {
    form.relu = true;
    x = c[i + 1].dst;
    i += 2;
  }
  if (i != c.size() || x == 0 || p.outputs[0] != x || p.num_inputs != (form.bias_input ? 2 : 1)) return std::nullopt;
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
    if (pk.native && pk.native->stores_bias_act()) pk.bias_act = match_bias_act(pk.epilogue, pk.epilogue_access);
  }
  // What no device takes, the reference device does (any op, dynamic shapes included).
  if (!pk.native) pk.reference = reference_device().kernel_for(*root);
  pk.name = pk.native ? pk.native->name() : pk.reference->name();
  const uint32_t kid = uint32_t(plan_.kernels.size());
  by_key_.emplace(key, kid);
  plan_.kernels.push_back(std::move(pk));
  return kid;
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
