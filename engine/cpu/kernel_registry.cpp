// The CPU kernel factory registry: factories are kept per op name, highest priority first and,
// within one priority, in registration order (the families' LINRT_REGISTRATION(cpu, ...) blocks
// run in name order). make_cpu_kernel asks them in that order.
#include <algorithm>
#include <mutex>

#include "core/registration.h"
#include "engine/cpu/kernel.h"
#include "engine/plan/plan.h"
#include "linrt/error.h"

namespace linrt::engine {

namespace {

struct Entry {
  graph::OpName op;
  int priority = 0;
  uint64_t order = 0;  // registration order, to keep equal priorities stable
  CpuKernelFactory factory;
};

struct Registry {
  std::mutex mutex;
  std::vector<Entry> entries;
  uint64_t next_order = 0;
  std::vector<std::pair<graph::OpName, CpuWorkModel>> work_models;
};

Registry& registry() {
  static Registry r;
  return r;
}

// The families' LINRT_REGISTRATION(cpu, ...) blocks, run once before the first lookup.
void register_families() {
  static std::once_flag once;
  std::call_once(once, [] { run_registrations("cpu"); });
}

// Whether entry op `a` names root op `b`: the same id, or the same name where neither has one.
bool same_op(const graph::OpName& a, const graph::OpName& b) {
  return a.id() == b.id() && (a.id() != graph::OpId::Unknown || a.str() == b.str());
}

}  // namespace

void register_cpu_kernel(graph::OpName op, CpuKernelFactory factory, int priority) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.entries.push_back({std::move(op), priority, r.next_order++, std::move(factory)});
  std::stable_sort(r.entries.begin(), r.entries.end(), [](const Entry& a, const Entry& b) {
    if (!same_op(a.op, b.op)) return a.op.str() < b.op.str();
    if (a.priority != b.priority) return a.priority > b.priority;
    return a.order < b.order;
  });
}

void register_cpu_work_model(graph::OpName op, CpuWorkModel model) {
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  r.work_models.emplace_back(std::move(op), std::move(model));
}

int64_t cpu_dispatch_work(const Plan& plan, const Dispatch& d) {
  if (!d.root) return 0;
  register_families();
  Registry& r = registry();
  const CpuWorkModel* model = nullptr;
  {
    std::lock_guard lock(r.mutex);
    for (const auto& [op, m] : r.work_models)
      if (same_op(op, d.root->name)) model = &m;
  }
  return model ? (*model)(plan, d) : 0;
}

void CpuKernel::run_group(std::span<const KernelCall> calls, int threads) const {
  for (const KernelCall& c : calls) {
    RunContext ctx;
    ctx.threads = threads;
    ctx.epilogue = c.epilogue;
    try {
      c.kernel->run(c.inputs, c.prepared, c.outputs, ctx);
    } catch (const Error& e) {
      if (!e.where().empty()) throw;
      throw Error(e.kind(), c.root->describe(), e.message());
    }
  }
}

std::unique_ptr<CpuKernel> make_cpu_kernel(const KernelSpec& spec) {
  if (!spec.root) return nullptr;
  // Copy the matching factories out so that a factory may itself register or create kernels
  // without deadlocking on the registry lock.
  register_families();
  std::vector<CpuKernelFactory> candidates;
  {
    Registry& r = registry();
    std::lock_guard lock(r.mutex);
    for (const Entry& e : r.entries)
      if (same_op(e.op, spec.root->name)) candidates.push_back(e.factory);
  }
  for (const CpuKernelFactory& f : candidates)
    if (auto k = f(spec)) return k;
  return nullptr;
}

std::vector<std::string> registered_cpu_kernel_ops() {
  register_families();
  Registry& r = registry();
  std::lock_guard lock(r.mutex);
  std::vector<std::string> ops;
  for (const Entry& e : r.entries)
    if (ops.empty() || ops.back() != e.op.str()) ops.push_back(e.op.str());  // entries are sorted by op
  return ops;
}

}  // namespace linrt::engine
