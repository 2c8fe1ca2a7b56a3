#include "engine/cpu/device.h"

#include <algorithm>
#include <chrono>
#include <ctime>
#include <cstring>
#include <exception>
#include <mutex>
#include <omp.h>

#include "graph/passes/bind_parameters.h"
#include "linrt/error.h"
#include "ops/isa_kernels.h"

namespace linrt::engine {

namespace {

std::string describe_input(DType t, std::span<const int64_t> shape) {
  return "tensor<" + (shape.empty() ? std::string() : shape_str(shape) + "x") + std::string(dtype_name(t)) + ">";
}

// The threads dispatch `d` runs with when it runs alone: `threads`, or fewer when its work is
// too small to pay for waking another thread. With OMP_WAIT_POLICY=passive a parallel region
// costs ~10 us of CPU time on 2 threads, and on a VM waking the sleeping partner costs wall time
// too: mobilenet_v2 at 2 threads took longer (10.4 ms) than at 1 (9.6 ms), with 40% more CPU.
// The work is counted in element-equivalents: every element read (weights and epilogue operands
// included) or written, plus what the root's family adds through its registered work model
// (cpu_dispatch_work, kernel.h: a convolution's or matmul's multiply-adds at 1/8 each); about
// 1 Mi of them per thread (bench/RESULTS.md, "Threads per dispatch"). Attention's model asks for
// the whole team. Fixed by the plan and the thread count, never by timing, so results stay
// reproducible.
int dispatch_threads(const Plan& p, const Dispatch& d, int threads) {
  constexpr int64_t kWorkPerThread = int64_t(1) << 20;
  const int64_t family_work = cpu_dispatch_work(p, d);
  if (family_work == kWholeTeam) return threads;
  int64_t work = family_work;
  for (uint32_t v : d.inputs) work += p.values[v].is_static ? p.values[v].desc.numel() : kWorkPerThread * threads;
  for (uint32_t v : d.outputs) work += p.values[v].is_static ? p.values[v].desc.numel() : kWorkPerThread * threads;
  return int(std::clamp<int64_t>(work / kWorkPerThread, 1, threads));
}

}  // namespace

CpuPlanRunner::CpuPlanRunner(std::shared_ptr<const Plan> plan, ref::Executor& exec, int threads, bool split_small)
    : plan_(std::move(plan)), exec_(exec), threads_(threads > 0 ? threads : omp_get_max_threads()) {
  if (threads_ > 1) team_ = std::make_unique<ops::cpu::ThreadTeam>(threads_);
  const Plan& p = *plan_;
  // 64-byte aligned arena.
  arena_storage_ = std::make_unique<uint8_t[]>(p.arena_bytes + 64);
  arena_ = arena_storage_.get() + (64 - reinterpret_cast<uintptr_t>(arena_storage_.get()) % 64) % 64;
  slots_.resize(p.num_dynamic_slots);
  inputs_.resize(p.inputs.size());
  bool any_fallback = false;
  states_.resize(p.dispatches.size());
  for (size_t k = 0; k < p.dispatches.size(); ++k) {
    const Dispatch& d = p.dispatches[k];
    const PlanKernel& kernel = p.kernels[d.kernel];
    DispatchState& s = states_[k];
    if (kernel.native) {
      s.kernel = dynamic_cast<const CpuKernel*>(kernel.native.get());
      if (!s.kernel)
        throw Error(ErrorKind::Invalid, "",
                    "function '" + p.function + "': kernel " + kernel.name + " was not made by the CPU device");
      s.threads = split_small ? threads_ : dispatch_threads(p, d, threads_);
    } else if (kernel.reference) {
      s.reference = kernel.reference.get();
      any_fallback = true;
    } else {
      throw Error(ErrorKind::Invalid, "", "function '" + p.function + "': kernel " + kernel.name + " has no device");
    }
    for (size_t i = 0; i < d.num_root_inputs; ++i) s.in.push_back(ConstBuffer{nullptr, &p.values[d.inputs[i]].desc});
    for (uint32_t o : d.outputs) {
      const PlanValue& v = p.values[o];
      const size_t stride = p.storages[v.storage].row_stride;
      s.out.push_back(MutBuffer{nullptr, &v.desc, int64_t(stride / dtype_size(v.desc.dtype))});
    }
    s.extras.assign(d.inputs.size() - d.num_root_inputs, nullptr);
    if (kernel.stores) {
      s.runs_stores = true;
      s.stores.epilogue.act = kernel.stores->act;
      s.stores.epilogue.residual_first = kernel.stores->residual_first;
    } else if (kernel.has_epilogue) {
      s.epilogue = std::make_unique<EwEpilogue>(kernel.epilogue, kernel.epilogue_shape, kernel.epilogue_access);
    }
  }
  if (any_fallback) frame_.resize(exec_.module().num_values);
  redirect_.assign(p.storages.size(), nullptr);
  root_storage_.resize(p.storages.size());
  for (uint32_t s = 0; s < p.storages.size(); ++s) {
    uint32_t root = s;
    while (p.storages[root].parent >= 0) root = uint32_t(p.storages[root].parent);
    root_storage_[s] = root;
  }
  redirected_.reserve(p.results.size());
  size_t widest = 0;
  for (size_t l = 0; l + 1 < p.level_begin.size(); ++l) widest = std::max<size_t>(widest, p.level_begin[l + 1] - p.level_begin[l]);
  concurrent_.reserve(widest);
  grouped_.reserve(widest);
  calls_.reserve(widest);
  members_.reserve(widest);
}

bool CpuPlanRunner::borrows_run_memory(const void* data, size_t bytes) const {
  auto overlaps = [&](const void* base, size_t size) {
    const auto* a = static_cast<const uint8_t*>(data);
    const auto* b = static_cast<const uint8_t*>(base);
    return base && a < b + size && b < a + bytes;
  };
  if (overlaps(arena_, plan_->arena_bytes)) return true;
  for (const BoundInput& in : inputs_) {
    size_t n = dtype_size(in.dtype);
    for (int64_t d : in.shape) n *= size_t(d);
    if (overlaps(in.data, n)) return true;
  }
  return false;
}

const void* CpuPlanRunner::data_of(uint32_t value) const {
  const Plan& p = *plan_;
  const Storage& st = p.storages[p.values[value].storage];
  switch (st.kind) {
    case Storage::Kind::Constant: return p.constants[st.index].tensor.bytes();
    case Storage::Kind::Input: return inputs_[st.index].data;
    case Storage::Kind::Arena: {
      if (redirected_.empty()) return arena_ + st.offset;
      // A slice (a concat input written in place) lies in its root storage's bytes.
      const uint32_t root = root_storage_[p.values[value].storage];
      if (uint8_t* dst = redirect_[root]) return dst + (st.offset - p.storages[root].offset);
      return arena_ + st.offset;
    }
    case Storage::Kind::Dynamic: return slots_[st.index].tensor.bytes();
    case Storage::Kind::Absent: return nullptr;
  }
  return nullptr;
}

ref::RtValue CpuPlanRunner::rt_value(uint32_t value) const {
  const Plan& p = *plan_;
  const PlanValue& pv = p.values[value];
  const Storage& st = p.storages[pv.storage];
  switch (st.kind) {
    case Storage::Kind::Constant: {
      const ref::RtValue& c = p.constants[st.index];
      if (c.is_tensor && pv.is_static && c.tensor.shape() != pv.desc.shape) return ref::RtValue::of(c.tensor.reshaped(pv.desc.shape));
      return c;
    }
    case Storage::Kind::Dynamic: {
      const ref::RtValue& v = slots_[st.index];
      if (v.is_tensor && pv.is_static && v.tensor.shape() != pv.desc.shape) return ref::RtValue::of(v.tensor.reshaped(pv.desc.shape));
      return v;
    }
    case Storage::Kind::Input: {
      const BoundInput& in = inputs_[st.index];
      std::vector<int64_t> shape = pv.is_static ? pv.desc.shape : std::vector<int64_t>(in.shape.begin(), in.shape.end());
      if (!pv.is_tensor) throw Error(ErrorKind::Unsupported, "", "scalar function arguments are not supported");
      return ref::RtValue::of(HostTensor::view(in.dtype, std::move(shape), in.data, in.owner));
    }
    case Storage::Kind::Arena:
      return ref::RtValue::of(HostTensor::view(pv.desc.dtype, pv.desc.shape, data_of(value), nullptr));
    case Storage::Kind::Absent:
      break;
  }
  throw Error(ErrorKind::Invalid, "", "internal: value %" + pv.value->name + " is read but never materialised");
}

void CpuPlanRunner::run(std::span<const BoundInput> inputs) { run(inputs, {}); }

void CpuPlanRunner::set_profiling(bool on) {
  profiling_ = on;
  if (team_) team_->set_cpu_accounting(on);
  times_.assign(on ? plan_->dispatches.size() : 0, DispatchTime{});
  profiled_runs_ = 0;
  profiled_seconds_ = 0;
  profiled_cpu_seconds_ = 0;
}

namespace {

double seconds_since(std::chrono::steady_clock::time_point t) {
  return std::chrono::duration<double>(std::chrono::steady_clock::now() - t).count();
}

// The calling thread's CPU time plus the team's workers' as they last read it (ThreadTeam's CPU
// accounting), in seconds: a system call, profiling only.
double team_cpu_seconds(const ops::cpu::ThreadTeam* team) {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return double(t.tv_sec) + 1e-9 * double(t.tv_nsec) + (team ? team->workers_cpu_seconds() : 0.0);
}

}  // namespace

void CpuPlanRunner::run(std::span<const BoundInput> inputs, std::span<const ResultDestination> destinations) {
  const auto started = profiling_ ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
  const double cpu_started = profiling_ ? team_cpu_seconds(team_.get()) : 0;
  bind_inputs(inputs);
  const ops::cpu::ThreadTeam::Bind bound(team_.get());
  const Plan& p = *plan_;
  for (uint32_t s : redirected_) redirect_[s] = nullptr;
  redirected_.clear();
  for (size_t i = 0; i < destinations.size() && i < p.results.size(); ++i) {
    const ResultDestination& dst = destinations[i];
    const PlanValue& pv = p.values[p.results[i]];
    const Storage& st = p.storages[pv.storage];
    if (!dst.data || !pv.is_static || st.kind != Storage::Kind::Arena || st.parent >= 0 || st.row_stride != 0 ||
        redirect_[pv.storage] || dst.dtype != pv.desc.dtype ||
        !std::equal(dst.shape.begin(), dst.shape.end(), pv.desc.shape.begin(), pv.desc.shape.end()))
      continue;
    const size_t bytes = size_t(pv.desc.numel()) * dtype_size(pv.desc.dtype);
    if (bytes != st.bytes || borrows_run_memory(dst.data, bytes)) continue;
    bool overlaps_other = false;
    for (uint32_t other : redirected_) {
      const auto* a = static_cast<const uint8_t*>(dst.data);
      overlaps_other |= a < redirect_[other] + p.storages[other].bytes && redirect_[other] < a + bytes;
    }
    if (overlaps_other) continue;
    redirect_[pv.storage] = static_cast<uint8_t*>(dst.data);
    redirected_.push_back(pv.storage);
  }
  for (size_t level = 0; level + 1 < p.level_begin.size(); ++level) {
    const uint32_t begin = p.level_begin[level], end = p.level_begin[level + 1];
    // Fallbacks run in order on this thread (they share the executor). Small CPU dispatches of
    // the level run side by side, one thread each; large ones one after another with all
    // threads, where their own parallel loops do better, those of kernels with a group tag (the
    // embedding bags of many tables) as one call per tag.
    concurrent_.clear();
    for (uint32_t k = begin; k < end; ++k) {
      const Dispatch& d = p.dispatches[k];
      const CpuKernel* kernel = states_[k].kernel;
      if (!kernel) {
        run_one(k, threads_);
        continue;
      }
      size_t out_bytes = 0;
      for (uint32_t o : d.outputs) out_bytes += size_t(p.values[o].desc.numel()) * dtype_size(p.values[o].desc.dtype);
      if (out_bytes <= kConcurrentDispatchBytes) concurrent_.push_back(k);
      else if (kernel->group_tag()) grouped_.push_back(k);
      else run_one(k, states_[k].threads);
    }
    run_grouped();
    if (concurrent_.size() <= 1 || threads_ <= 1) {
      for (uint32_t k : concurrent_) run_one(k, states_[k].threads);
    } else {
      // When several fail, the error is that of the first in plan order, as a sequential run
      // would report, not whichever thread got there first.
      std::exception_ptr error;
      int error_at = 0;
      std::mutex error_mutex;
      const int count = int(concurrent_.size());
      ops::cpu::parallel_blocks(
          std::min(threads_, count), count,
          [&](int64_t i) {
            try {
              run_one(concurrent_[size_t(i)], 1);
            } catch (...) {
              const std::lock_guard<std::mutex> lock(error_mutex);
              if (!error || i < error_at) {
                error = std::current_exception();
                error_at = int(i);
              }
            }
          },
          [] {});
      if (error) std::rethrow_exception(error);
    }
    // Values whose last reader ran in this level are released once the whole level is done.
    for (uint32_t k = begin; k < end; ++k)
      for (uint32_t slot : p.dispatches[k].release_after) slots_[slot] = ref::RtValue{};
  }
  if (profiling_) {
    ++profiled_runs_;
    profiled_seconds_ += seconds_since(started);
    profiled_cpu_seconds_ += team_cpu_seconds(team_.get()) - cpu_started;
  }
}

void CpuPlanRunner::bind_inputs(std::span<const BoundInput> inputs) {
  const Plan& p = *plan_;
  if (inputs.size() != p.inputs.size())
    throw Error(ErrorKind::Invalid, "",
                "function '" + p.function + "' takes " + std::to_string(p.inputs.size()) + " arguments, got " +
                    std::to_string(inputs.size()));
  for (size_t i = 0; i < inputs.size(); ++i) {
    const graph::Type& t = p.input_types[i];
    bool ok = t.is_tensor() && t.elem == inputs[i].dtype && (t.unranked || t.rank() == int64_t(inputs[i].shape.size()));
    if (ok && !t.unranked)
      for (size_t d = 0; d < t.shape.size(); ++d)
        ok &= t.shape[d] == graph::kDynamic || t.shape[d] == inputs[i].shape[d];
    if (!ok)
      throw Error(ErrorKind::Invalid, "",
                  "function '" + p.function + "': argument #" + std::to_string(i) + " (%" +
                      p.values[p.inputs[i]].value->name + ") must be " + t.str() + ", got " +
                      describe_input(inputs[i].dtype, inputs[i].shape));
    inputs_[i] = inputs[i];
  }
}

void CpuPlanRunner::run_dispatch(size_t k) {
  const ops::cpu::ThreadTeam::Bind bound(team_.get());
  run_one(k, states_[k].threads);
  for (uint32_t slot : plan_->dispatches[k].release_after) slots_[slot] = ref::RtValue{};
}

CpuPlanRunner::DispatchState& CpuPlanRunner::bind_dispatch(size_t k) {
  const Dispatch& d = plan_->dispatches[k];
  DispatchState& s = states_[k];
  for (size_t i = 0; i < s.extras.size(); ++i)
    s.extras[i] = static_cast<const float*>(data_of(d.inputs[d.num_root_inputs + i]));
  if (s.epilogue) s.epilogue->bind(s.extras);
  if (s.kernel) {
    for (size_t i = 0; i < d.num_root_inputs; ++i) s.in[i].data = data_of(d.inputs[i]);
    for (size_t o = 0; o < d.outputs.size(); ++o) s.out[o].data = const_cast<void*>(data_of(d.outputs[o]));
  }
  return s;
}

void CpuPlanRunner::run_one(size_t k, int threads) {
  const Plan& p = *plan_;
  const auto started = profiling_ ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
  const double cpu_started = profiling_ ? team_cpu_seconds(team_.get()) : 0;
  {
    const Dispatch& d = p.dispatches[k];
    const PlanKernel& kernel = p.kernels[d.kernel];
    DispatchState& s = bind_dispatch(k);
    if (s.kernel) {
      RunContext ctx;
      ctx.threads = threads;
      ctx.epilogue = s.epilogue.get();
      if (s.runs_stores) {
        const uint32_t bias = kernel.stores->bias_input, residual = kernel.stores->residual_input;
        s.stores.bias_cols = bias ? s.extras[bias - 1] : nullptr;
        s.stores.epilogue.residual = residual ? s.extras[residual - 1] : nullptr;
        s.stores.scale = kernel.stores->scale_input ? s.extras[kernel.stores->scale_input - 1] : nullptr;
        ctx.stores = &s.stores;
      }
      try {
        s.kernel->run(s.in, d.prepared, s.out, ctx);
      } catch (const Error& e) {
        if (!e.where().empty()) throw;
        throw Error(e.kind(), graph::describe_naming_table(*d.root), e.message());
      }
    } else {
      operands_.clear();
      for (size_t i = 0; i < d.num_root_inputs; ++i) operands_.push_back(rt_value(d.inputs[i]));
      for (uint32_t c : d.captures) frame_[p.values[c].value->id] = rt_value(c);
      // No CPU kernel: the reference device's, slower, never wrong.
      std::vector<ref::RtValue> results = s.reference->run(exec_, *d.root, operands_, frame_);
      for (uint32_t c : d.captures) frame_[p.values[c].value->id] = ref::RtValue{};
      if (s.epilogue) {
        HostTensor& t = results.at(0).tensor;
        s.epilogue->apply(t.mutable_data<float>(), 0, t.numel());
      }
      // A handler may return a view of an operand (a cast, a barrier). Arena memory is reused
      // by later dispatches and runs, and user inputs belong to the caller, so such a result is
      // copied before it is kept.
      for (ref::RtValue& r : results)
        if (r.is_tensor && r.tensor.nbytes() && borrows_run_memory(r.tensor.bytes(), r.tensor.nbytes())) r.tensor = r.tensor.clone();
      for (size_t o = 0; o < d.outputs.size(); ++o)
        slots_[p.storages[p.values[d.outputs[o]].storage].index] = std::move(results[o]);
    }
  }
  if (profiling_) {
    ++times_[k].calls;
    times_[k].seconds += seconds_since(started);
    times_[k].cpu_seconds += team_cpu_seconds(team_.get()) - cpu_started;
  }
}

void CpuPlanRunner::run_grouped() {
  const Plan& p = *plan_;
  while (!grouped_.empty()) {
    const void* tag = states_[grouped_[0]].kernel->group_tag();
    calls_.clear();
    members_.clear();
    size_t others = 0;
    for (uint32_t k : grouped_) {
      const Dispatch& d = p.dispatches[k];
      const CpuKernel& kernel = *states_[k].kernel;
      if (kernel.group_tag() != tag) {
        grouped_[others++] = k;
        continue;
      }
      DispatchState& s = bind_dispatch(k);
      calls_.push_back(KernelCall{&kernel, s.in, d.prepared, s.out, s.epilogue.get(), d.root});
      members_.push_back(k);
    }
    grouped_.resize(others);
    const auto started = profiling_ ? std::chrono::steady_clock::now() : std::chrono::steady_clock::time_point{};
    const double cpu_started = profiling_ ? team_cpu_seconds(team_.get()) : 0;
    calls_[0].kernel->run_group(calls_, threads_);
    if (profiling_) {
      // One call ran the whole group: its dispatches share its time equally.
      const double each = seconds_since(started) / double(members_.size());
      const double cpu_each = (team_cpu_seconds(team_.get()) - cpu_started) / double(members_.size());
      for (uint32_t k : members_) {
        ++times_[k].calls;
        times_[k].seconds += each;
        times_[k].cpu_seconds += cpu_each;
      }
    }
  }
}

DType CpuPlanRunner::result_dtype(size_t i) const {
  const Plan& p = *plan_;
  const PlanValue& pv = p.values[p.results.at(i)];
  if (pv.is_static) return pv.desc.dtype;
  const Storage& st = p.storages[pv.storage];
  const ref::RtValue* v = st.kind == Storage::Kind::Dynamic ? &slots_[st.index]
                          : st.kind == Storage::Kind::Constant ? &p.constants[st.index] : nullptr;
  if (v) return v->is_tensor ? v->tensor.dtype() : v->scalar.dtype;
  return st.kind == Storage::Kind::Input ? inputs_[st.index].dtype : pv.value->type.elem;
}

std::span<const int64_t> CpuPlanRunner::result_shape(size_t i) const {
  const Plan& p = *plan_;
  const PlanValue& pv = p.values[p.results.at(i)];
  if (pv.is_static) return pv.desc.shape;
  const Storage& st = p.storages[pv.storage];
  const ref::RtValue* v = st.kind == Storage::Kind::Dynamic ? &slots_[st.index]
                          : st.kind == Storage::Kind::Constant ? &p.constants[st.index] : nullptr;
  if (v) return v->is_tensor ? std::span<const int64_t>(v->tensor.shape()) : std::span<const int64_t>();
  return st.kind == Storage::Kind::Input ? inputs_[st.index].shape : std::span<const int64_t>();
}

ref::RtValue CpuPlanRunner::result(size_t i) const {
  const Plan& p = *plan_;
  ref::RtValue v = rt_value(p.results.at(i));
  const Storage::Kind kind = p.storages[p.values[p.results[i]].storage].kind;
  // Arena and input memory is reused by the next run: hand out a copy.
  if (v.is_tensor && (kind == Storage::Kind::Arena || kind == Storage::Kind::Input)) v.tensor = v.tensor.clone();
  return v;
}

void CpuPlanRunner::copy_result(size_t i, void* dst, size_t bytes) const {
  const Plan& p = *plan_;
  const PlanValue& pv = p.values[p.results.at(i)];
  const Storage& st = p.storages[pv.storage];
  if (pv.is_static && st.kind != Storage::Kind::Dynamic && st.kind != Storage::Kind::Constant) {
    const size_t n = size_t(pv.desc.numel()) * dtype_size(pv.desc.dtype);
    if (n != bytes) throw Error(ErrorKind::Invalid, "", "result #" + std::to_string(i) + " has " + std::to_string(n) + " bytes, the destination " + std::to_string(bytes));
    const void* src = data_of(p.results[i]);
    if (src != dst) std::memcpy(dst, src, n);  // equal when the run computed it in place
    return;
  }
  ref::RtValue v = rt_value(p.results[i]);
  if (!v.is_tensor) throw Error(ErrorKind::Invalid, "", "result #" + std::to_string(i) + " is a scalar");
  if (v.tensor.nbytes() != bytes)
    throw Error(ErrorKind::Invalid, "", "result #" + std::to_string(i) + " has " + std::to_string(v.tensor.nbytes()) + " bytes, the destination " + std::to_string(bytes));
  std::memcpy(dst, v.tensor.bytes(), bytes);
}

SessionProfile profile_of(std::span<const CpuPlanRunner* const> runners) {
  SessionProfile prof;
  for (const CpuPlanRunner* runner : runners) {
    const Plan& plan = runner->plan();
    prof.runs += runner->profiled_runs();
    prof.run_seconds += runner->profiled_seconds();
    prof.run_cpu_seconds += runner->profiled_cpu_seconds();
    const std::span<const DispatchTime> times = runner->dispatch_times();
    for (const PlanKernel& k : plan.kernels) {
      KernelTime t;
      t.name = k.name;
      t.dispatches = int64_t(k.call_sites.size());
      if (!k.call_sites.empty()) t.call_site = plan.dispatches[k.call_sites[0]].root->loc.str();
      for (uint32_t d : k.call_sites)
        if (d < times.size()) {
          t.calls += times[d].calls;
          t.seconds += times[d].seconds;
          t.cpu_seconds += times[d].cpu_seconds;
        }
      prof.kernels.push_back(std::move(t));
    }
  }
  std::stable_sort(prof.kernels.begin(), prof.kernels.end(),
                   [](const KernelTime& a, const KernelTime& b) { return a.seconds > b.seconds; });
  return prof;
}

}  // namespace linrt::engine
