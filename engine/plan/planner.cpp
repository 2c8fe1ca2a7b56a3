// The planner's driver: one function of a canonicalised module -> a Plan, by the passes of
// passes.h:
//  1. fuse (fusion.cpp): classify every function-level op as constant, view (an alias of its
//     operand's bytes), elementwise (its body compiles to bytecode) or root (everything else),
//     and group elementwise ops, each group alone or as the epilogue of a root;
//  2. choose_layouts (layout.cpp): the values kept in the blocked channel layout;
//  3. form_dispatches (dispatches.cpp): one Dispatch per group or root, in the order of their
//     last op, each keyed (kernel_key.cpp) and given its kernel (kernels.cpp: one per distinct
//     key, the device's kernel for the root or the elementwise chain, or none: the reference
//     executor), constants prepared once per kernel;
//  4. memory.cpp and schedule.cpp: dead fills, concats in place, levels, in-place elementwise,
//     and the arena (native kernels' outputs by liveness; reference results as reference values
//     released after their last use).
#include "engine/plan/passes.h"
#include "engine/plan/plan.h"
#include "graph/dialect/linrt/conv2d.h"
#include "linrt/error.h"

namespace linrt::engine {

namespace {

bool is_terminator(const graph::Operation& op) {
  return op.is(graph::OpId::FuncReturn) || op.is(graph::OpId::UtilReturn) || op.is(graph::OpId::Return);
}

void collect_uses(FunctionOps& f, const graph::Operation& op, size_t user) {
  for (const graph::Value* v : op.operands) f.users[v->id].push_back(user);
  for (const auto& r : op.regions)
    for (const auto& b : r->blocks)
      for (const auto& inner : b->ops) collect_uses(f, *inner, user);
}

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
  FunctionOps F;
  F.body = &body;
  auto result = std::make_shared<Plan>();
  Plan& plan = *result;
  plan.function = std::string(name);

  for (const auto& op : body.ops) {
    if (is_terminator(*op) && op.get() == body.ops.back().get()) {
      F.terminator = op.get();
      break;
    }
    F.op_index[op.get()] = F.ops.size();
    F.ops.push_back(op.get());
  }
  if (!F.terminator) throw Error(ErrorKind::Invalid, fn->describe(), "function body does not end with a return");
  for (size_t k = 0; k < F.ops.size(); ++k) collect_uses(F, *F.ops[k], k);
  collect_uses(F, *F.terminator, F.ops.size());

  // 1. classify and fuse
  const Fusion fusion = fuse(F);
  // 2. layouts: values kept in the blocked channel layout (all row-major unless the options ask for it).
  const std::vector<bool> blocked =
      options.blocked_layouts ? choose_layouts(module, F, fusion) : std::vector<bool>(module.num_values, false);

  // 3. dispatches, their kernels and storage
  form_dispatches(plan, module, *fn, F, fusion, blocked, options, device);
  // 4. memory and schedule
  erase_unread_elementwise(plan, plan.results);
  auto vid = [&](const graph::Value* v) { return plan_value(plan, v); };
  place_concats(plan, F.ops, vid, [&](const graph::Value* v, const graph::Operation* op) {
    auto u = F.users.find(v->id);
    return u != F.users.end() && u->second.size() == 1 && u->second[0] == F.op_index.at(op);
  });
  schedule_levels(plan);
  place_in_place(plan);

  // What the blocked layout amounts to: values held blocked, and the convs that convert (read
  // one layout and write the other) at the edges of the blocked regions.
  for (const PlanValue& v : plan.values) plan.blocked_values += v.blocked && v.storage != kNoStorage;
  for (const Dispatch& d : plan.dispatches)
    if (d.root->is(graph::Conv2dAttrs::kId) && !d.inputs.empty() && !d.outputs.empty())
      plan.layout_conversions += plan.values[d.inputs[0]].blocked != plan.values[d.outputs[0]].blocked;

  plan_arena(plan, options.max_arena_bytes, *fn, *F.terminator);
  return result;
}

}  // namespace linrt::engine
