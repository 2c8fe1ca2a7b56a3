// The public API (include/linrt/linrt.h) on top of the engine: a Model parses (and
// canonicalises) the module and plans each function on first use; a Session runs the plans on
// the CPU device with an arena of its own, or runs the reference executor when asked.
#include <algorithm>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <mutex>

#include "engine/cpu/device.h"
#include "core/host_tensor.h"
#include "engine/plan/plan.h"
#include "graph/passes/specialize.h"
#include "engine/plan/stats.h"
#include "graph/passes/clone.h"
#include "engine/reference/executor.h"
#include "engine/scheduler.h"
#include "engine/vulkan/plan_runner.h"
#include "graph/parser.h"
#include "engine/parameter_files.h"
#include "linrt/linrt.h"

namespace linrt {

// ---------------------------------------------------------------------------------------------
// Tensor

namespace {
std::vector<int64_t> dense_strides(const std::vector<int64_t>& shape) {
  std::vector<int64_t> s(shape.size());
  int64_t acc = 1;
  for (size_t i = shape.size(); i-- > 0;) {
    s[i] = acc;
    acc *= shape[i];
  }
  return s;
}
}  // namespace

struct TensorAccess {
  static Tensor make(const void* data, bool is_mutable, DType dtype, std::vector<int64_t> shape,
                     std::vector<int64_t> strides, std::shared_ptr<const void> owner) {
    if (strides.empty()) strides = dense_strides(shape);
    if (strides.size() != shape.size())
      throw Error(ErrorKind::Invalid, "Tensor", "strides have rank " + std::to_string(strides.size()) +
                                                   " but the shape has rank " + std::to_string(shape.size()));
    shape_numel(shape);  // validates dims
    Tensor t;
    t.dtype_ = dtype;
    t.shape_ = std::move(shape);
    t.strides_ = std::move(strides);
    t.data_ = data;
    t.mutable_ = is_mutable;
    t.owner_ = std::move(owner);
    return t;
  }
  static const std::shared_ptr<const void>& owner(const Tensor& t) { return t.owner_; }

  // A dense HostTensor of `t`: a view when `t` is contiguous, else a gathered copy.
  static HostTensor to_host(const Tensor& t) {
    if (t.is_contiguous())
      return HostTensor::view(t.dtype(), t.shape(), t.data(), t.owner_);
    HostTensor h(t.dtype(), t.shape());
    const size_t es = dtype_size(t.dtype());
    const auto* src = static_cast<const uint8_t*>(t.data());
    uint8_t* dst = h.mutable_bytes();
    std::vector<int64_t> idx(t.shape().size(), 0);
    for (int64_t k = 0; k < h.numel(); ++k) {
      int64_t off = 0;
      for (size_t d = 0; d < idx.size(); ++d) off += idx[d] * t.strides()[d];
      std::memcpy(dst + size_t(k) * es, src + off * int64_t(es), es);
      for (size_t d = idx.size(); d-- > 0;) {
        if (++idx[d] < t.shape()[d]) break;
        idx[d] = 0;
      }
    }
    return h;
  }

  // A result value as a Tensor; a scalar becomes a rank-0 tensor.
  static Tensor from_value(const ref::RtValue& v) {
    if (v.is_tensor) return from_host(v.tensor);
    HostTensor h(v.scalar.dtype, {});
    h.set(0, v.scalar);
    return from_host(h);
  }

  static Tensor from_host(const HostTensor& h) {
    // The HostTensor's storage is shared into the Tensor; a private copy keeps the owner alive.
    auto keep = std::make_shared<HostTensor>(h);
    const void* data = keep->bytes();
    return make(data, false, h.dtype(), h.shape(), {}, std::shared_ptr<const void>(keep, data));
  }
};

Tensor Tensor::view(void* data, DType dtype, std::vector<int64_t> shape, std::vector<int64_t> strides) {
  return TensorAccess::make(data, true, dtype, std::move(shape), std::move(strides), nullptr);
}

Tensor Tensor::view(const void* data, DType dtype, std::vector<int64_t> shape,
                    std::vector<int64_t> strides) {
  return TensorAccess::make(data, false, dtype, std::move(shape), std::move(strides), nullptr);
}

Tensor Tensor::zeros(DType dtype, std::vector<int64_t> shape) {
  auto h = std::make_shared<HostTensor>(dtype, shape);
  void* data = h->mutable_bytes();
  return TensorAccess::make(data, true, dtype, std::move(shape), {}, std::shared_ptr<const void>(h, data));
}

int64_t Tensor::numel() const { return shape_numel(shape_); }

bool Tensor::is_contiguous() const {
  // Dense row-major strides, compared without building them (runs must not allocate).
  int64_t expected = 1;
  for (size_t i = shape_.size(); i-- > 0;) {
    if (strides_[i] != expected) return false;
    expected *= shape_[i];
  }
  return true;
}

std::string Tensor::str(size_t max_elements) const { return TensorAccess::to_host(*this).str(max_elements); }

// ---------------------------------------------------------------------------------------------
// Model and Session

namespace {

bool is_public_function(const graph::Operation& op) {
  if (!op.is(graph::OpId::FuncFunc) && !op.is(graph::OpId::UtilFunc)) return false;
  const graph::Attribute* vis = op.attr("sym_visibility");
  return !(vis && vis->kind == graph::Attribute::Kind::String && vis->str != "public");
}

std::string sym_name(const graph::Operation& op) {
  const graph::Attribute* a = op.attr("sym_name");
  return a ? a->str : std::string();
}

// Public functions with a body, in file order.
std::vector<std::string> public_functions(const graph::Module& m) {
  std::vector<std::string> names;
  for (const auto& op : m.body->ops)
    if (is_public_function(*op) && !op->regions.empty()) names.push_back(sym_name(*op));
  return names;
}

graph::ParseOptions parse_options(const ModelOptions& o) {
  graph::ParseOptions po;
  po.max_file_bytes = o.max_file_bytes;
  po.max_nesting_depth = o.max_nesting_depth;
  return po;
}

// Binds the external parameters of a parsed module to the files the options name; an unbound
// parameter is an error here, at load, rather than at the first run.
void bind_model_parameters(graph::Module& m, const ModelOptions& o) {
  graph::ParameterIndex index;
  for (const auto& [scope, file] : o.parameter_files) engine::add_parameter_file(index, scope, file, o.prefault_parameters);
  graph::bind_parameters(m, index);
}

}  // namespace

struct Model::Impl {
  std::unique_ptr<graph::Module> module;
  ModelOptions options;
  std::string default_function;  // what Session::run(inputs) runs; empty: none
  size_t default_candidates = 0;
  int64_t ops_parsed = 0, ops_after = 0, constants_before = 0, constants_after = 0;
  std::vector<std::pair<std::string, int64_t>> pass_counters;

  // Plans per function, built on first use and immutable afterwards.
  mutable std::mutex plan_mutex;
  mutable std::vector<std::pair<std::string, std::shared_ptr<const engine::Plan>>> plans;
  // The canonicalised module, kept when a public function has dynamic argument types: each
  // input-shape signature gets a copy specialised to static shapes, canonicalised once more and
  // planned (see graph/passes/specialize.h).
  std::unique_ptr<graph::Module> parsed;

  // CPU plans keep values between convs in the blocked channel layout; a Vulkan program reads
  // every storage row-major, so its plans (cached apart, under "|vulkan") do not.
  std::shared_ptr<const engine::Plan> plan(std::string_view function, bool for_vulkan = false) const {
    const std::string key = std::string(function) + (for_vulkan ? "|vulkan" : "");
    std::lock_guard lock(plan_mutex);
    for (const auto& [name, p] : plans)
      if (name == key) return p;
    auto p = engine::build_plan(*module, function, plan_options(for_vulkan));
    plans.emplace_back(key, p);
    return p;
  }

  engine::PlanOptions plan_options(bool for_vulkan) const {
    engine::PlanOptions po;
    po.blocked_layouts = !for_vulkan;
    po.max_tensor_elements = options.max_tensor_elements;
    po.max_arena_bytes = options.max_arena_bytes;
    po.quantize_embeddings = options.quantize_embeddings;
    po.huge_page_embeddings = options.huge_page_embeddings;
    po.precision = options.precision;
    return po;
  }

  // The plan cache key of `function` for these inputs: the function name, plus the input shapes
  // when the function is specialised per shape.
  std::string plan_key(std::string_view function, std::span<const engine::BoundInput> inputs) const {
    std::string key(function);
    if (!parsed || !graph::has_dynamic_arguments(*parsed, function)) return key;
    for (const auto& in : inputs) key += "|" + shape_str(in.shape);
    return key;
  }

  // The plan for `key` (from plan_key). A specialised plan owns its module copy.
  std::shared_ptr<const engine::Plan> plan(std::string_view function, const std::string& shapes_key,
                                           std::span<const engine::BoundInput> inputs, bool for_vulkan) const {
    if (shapes_key == function) return plan(function, for_vulkan);
    const std::string key = shapes_key + (for_vulkan ? "|vulkan" : "");
    std::lock_guard lock(plan_mutex);
    for (const auto& [name, p] : plans)
      if (name == key) return p;
    std::vector<std::vector<int64_t>> shapes;
    for (const auto& in : inputs) shapes.emplace_back(in.shape.begin(), in.shape.end());
    auto holder = std::make_shared<std::pair<std::unique_ptr<graph::Module>, std::shared_ptr<const engine::Plan>>>();
    holder->first = graph::clone_module(*parsed);
    graph::specialize_function(*holder->first, function, shapes);
    // Patterns were recognised on the dynamic form at load; a second round folds and recognises
    // what only static shapes reveal and drops the index arithmetic the specialisation replaced.
    ModelStats counts;
    engine::prepare_module(*holder->first, counts);
    holder->second = engine::build_plan(*holder->first, function, plan_options(for_vulkan));
    std::shared_ptr<const engine::Plan> p(holder, holder->second.get());
    plans.emplace_back(key, p);
    return p;
  }

  // Vulkan programs per (function, device): the device's kernels and a copy of the weights,
  // made on first use and shared by every session on that device.
  mutable std::mutex vulkan_mutex;
  mutable std::vector<std::pair<std::string, std::shared_ptr<const engine::vk::VulkanProgram>>> vulkan_programs;

  std::shared_ptr<const engine::vk::VulkanProgram> vulkan_program(const std::string& plan_key,
                                                                  std::shared_ptr<const engine::Plan> p,
                                                                  const std::shared_ptr<engine::vk::Context>& context,
                                                                  const engine::vk::ProgramOptions& options) const {
    const std::string key = plan_key + (options.fp16_weights ? "|fp16" : "");
    std::lock_guard lock(vulkan_mutex);
    for (const auto& [name, program] : vulkan_programs)
      if (name == key && program->context() == context) return program;
    auto program = std::make_shared<const engine::vk::VulkanProgram>(context, std::move(p), options);
    vulkan_programs.emplace_back(key, program);
    return program;
  }

  void finish_load() {
    ModelStats counts;
    counts.ops_parsed = engine::count_function_ops(*module);
    counts.constants_before_dedup = engine::count_tensor_constants(*module);
    engine::prepare_module(*module, counts);
    for (const auto& f : public_functions(*module))
      if (graph::has_dynamic_arguments(*module, f) && !parsed) parsed = graph::clone_module(*module);
    ops_parsed = counts.ops_parsed;
    constants_before = counts.constants_before_dedup;
    ops_after = counts.ops_after_passes;
    constants_after = counts.constants_after_dedup;
    pass_counters = counts.pass_counters;
    std::vector<std::string> fns = public_functions(*module);
    default_candidates = fns.size();
    if (fns.size() == 1) {
      default_function = fns[0];
    } else {
      for (const char* preferred : {"forward", "main"})
        for (const auto& f : fns)
          if (f == preferred && default_function.empty()) default_function = f;
    }
  }
};

struct Session::Impl {
  std::shared_ptr<const Model::Impl> model;
  SessionOptions options;
  std::unique_ptr<ref::Executor> executor;
  std::vector<std::pair<std::string, std::unique_ptr<engine::Scheduler>>> runners;  // host-only
  std::shared_ptr<engine::vk::Context> vulkan;  // set when the session runs on a Vulkan device
  std::vector<std::pair<std::string, std::unique_ptr<engine::Scheduler>>> vulkan_runners;
  std::vector<engine::BoundInput> bound;
  std::vector<HostTensor> staged;  // dense copies of strided inputs
  std::vector<engine::ResultDestination> destinations;  // run_into's outputs (a host-only scheduler writes them)

  const std::string& default_function() const {
    if (model->default_function.empty())
      throw Error(ErrorKind::Invalid, "Session::run",
                  "the model has " + std::to_string(model->default_candidates) +
                      " public functions and none is named forward or main; name one explicitly");
    return model->default_function;
  }

  engine::Scheduler& runner(std::string_view function, const std::string& key) {
    for (auto& [name, r] : runners)
      if (name == key) return *r;
    auto r = std::make_unique<engine::Scheduler>(model->plan(function, key, bound, false), nullptr, *executor,
                                                options.threads, options.split_small_dispatches);
    r->set_profiling(options.profile);
    runners.emplace_back(key, std::move(r));
    return *runners.back().second;
  }

  // Binds the inputs and runs the plan of `function`.
  engine::Scheduler& vulkan_runner(std::string_view function, const std::string& key) {
    for (auto& [name, r] : vulkan_runners)
      if (name == key) return *r;
    engine::vk::ProgramOptions po;
    po.fp16_weights = options.vulkan_fp16;
    auto program = model->vulkan_program(key, model->plan(function, key, bound, true), vulkan, po);
    auto r = std::make_unique<engine::Scheduler>(program->plan_ptr(), std::make_unique<engine::vk::VulkanSession>(program),
                                                *executor, options.threads, options.split_small_dispatches);
    vulkan_runners.emplace_back(key, std::move(r));
    return *vulkan_runners.back().second;
  }

  // Binds the inputs and runs the plan of `function` on the session's device; the results are
  // then in host memory, read through the returned runner.
  // `outputs` (run_into's) may receive results directly, without a copy from the arena.
  const engine::CpuPlanRunner& run_planned(std::string_view function, std::span<const Tensor> inputs,
                                           std::span<const Tensor> outputs = {}) {
    bound.resize(inputs.size());
    size_t staged_count = 0;
    for (size_t i = 0; i < inputs.size(); ++i) {
      const Tensor& t = inputs[i];
      engine::BoundInput& b = bound[i];
      b.dtype = t.dtype();
      b.shape = t.shape();
      if (t.is_contiguous()) {
        b.data = t.data();
        b.owner = TensorAccess::owner(t);
      } else {
        if (staged.size() <= staged_count) staged.emplace_back();
        staged[staged_count] = TensorAccess::to_host(t);
        b.data = staged[staged_count].bytes();
        b.owner = nullptr;
        ++staged_count;
      }
    }
    const std::string key = model->plan_key(function, bound);
    engine::Scheduler& r = vulkan ? vulkan_runner(function, key) : runner(function, key);
    destinations.resize(outputs.size());
    for (size_t i = 0; i < outputs.size(); ++i) {
      const Tensor& o = outputs[i];
      destinations[i] = engine::ResultDestination{o.is_contiguous() ? o.mutable_data() : nullptr, o.dtype(), o.shape()};
    }
    r.run(bound, destinations);
    return r.host();
  }
};

Model Model::load(const std::string& path, const ModelOptions& options) {
  engine::check_precision(options.precision);  // before the file is read
  auto impl = std::make_shared<Impl>();
  ModelOptions opts = options;
  const std::string file = resolve_model_folder(path, opts.parameter_files);
  impl->module = graph::parse_file(file, parse_options(opts));
  bind_model_parameters(*impl->module, opts);
  impl->options = opts;
  impl->finish_load();
  Model m;
  m.impl_ = std::move(impl);
  return m;
}

Model Model::load_from_memory(std::string_view text, const std::string& name, const ModelOptions& options) {
  engine::check_precision(options.precision);
  auto impl = std::make_shared<Impl>();
  impl->module = graph::parse_module(text, name, parse_options(options));
  bind_model_parameters(*impl->module, options);
  impl->options = options;
  impl->finish_load();
  Model m;
  m.impl_ = std::move(impl);
  return m;
}

std::string resolve_model_folder(const std::string& path,
                                 std::vector<std::pair<std::string, std::string>>& parameter_files) {
  std::error_code ec;
  if (!std::filesystem::is_directory(path, ec)) return path;
  const std::filesystem::path dir(path);
  const std::string file = (dir / "model.mlir").string();
  if (!std::filesystem::is_regular_file(file, ec))
    throw Error(ErrorKind::Io, path, "a model folder must hold model.mlir (as linrt.export writes it)");
  const std::string weights = (dir / "weights.safetensors").string();
  const bool scope_given = std::any_of(parameter_files.begin(), parameter_files.end(),
                                       [](const auto& p) { return p.first == "model"; });
  if (!scope_given && std::filesystem::is_regular_file(weights, ec)) parameter_files.emplace_back("model", weights);
  return file;
}

std::vector<std::string> list_devices() {
  std::vector<std::string> lines{"cpu"};
  try {
    for (const auto& d : engine::vk::list_devices()) lines.push_back(d.describe());
  } catch (const Error& e) {
    lines.push_back("vulkan unavailable: " + e.message());
  }
  return lines;
}

DeviceMemory device_memory(int vulkan_index) {
  const auto m = engine::vk::device_memory(vulkan_index);
  return {int(m.index), int64_t(m.free_bytes), int64_t(m.total_bytes), m.from_budget};
}

std::vector<std::string> Model::functions() const { return public_functions(*impl_->module); }

Session Model::session(const SessionOptions& options) const {
  auto s = std::make_shared<Session::Impl>();
  s->model = impl_;
  s->options = options;
  ref::ExecOptions eo;
  eo.max_tensor_elements = impl_->options.max_tensor_elements;
  eo.max_branches = impl_->options.max_branches;
  s->executor = std::make_unique<ref::Executor>(*impl_->module, eo);
  if (options.device != DeviceKind::Cpu && !options.reference) {
    try {
      s->vulkan = engine::vk::shared_context(options.device_index);
    } catch (const Error& e) {
      if (options.device == DeviceKind::Vulkan) throw;
      std::cerr << "linrt: " << e.message() << "; running on the CPU\n";
    }
  }
  return Session(std::move(s));
}

namespace {

std::string stats_function(const Model::Impl& impl, std::string_view function) {
  if (!function.empty()) return std::string(function);
  if (impl.default_function.empty())
    throw Error(ErrorKind::Invalid, "Model::stats", "the model has no default function; name one explicitly");
  return impl.default_function;
}

ModelStats with_load_counts(ModelStats st, const Model::Impl& impl) {
  st.ops_parsed = impl.ops_parsed;
  st.ops_after_passes = impl.ops_after;
  st.constants_before_dedup = impl.constants_before;
  st.constants_after_dedup = impl.constants_after;
  st.pass_counters = impl.pass_counters;
  return st;
}

}  // namespace

ModelStats Model::stats(std::string_view function) const {
  return with_load_counts(engine::plan_stats(*impl_->plan(stats_function(*impl_, function))), *impl_);
}

ModelStats Model::stats(std::string_view function, std::span<const Tensor> inputs) const {
  const std::string fname = stats_function(*impl_, function);
  std::vector<engine::BoundInput> bound(inputs.size());
  for (size_t i = 0; i < inputs.size(); ++i) {
    bound[i].dtype = inputs[i].dtype();
    bound[i].shape = inputs[i].shape();
  }
  const std::string key = impl_->plan_key(fname, bound);
  return with_load_counts(engine::plan_stats(*impl_->plan(fname, key, bound, false)), *impl_);
}

std::vector<Tensor> Session::run(std::span<const Tensor> inputs) {
  return run(impl_->default_function(), inputs);
}

std::vector<Tensor> Session::run(std::string_view function, std::span<const Tensor> inputs) {
  std::vector<Tensor> out;
  if (impl_->options.reference) {
    std::vector<ref::RtValue> args;
    args.reserve(inputs.size());
    for (const Tensor& t : inputs) args.push_back(ref::RtValue::of(TensorAccess::to_host(t)));
    std::vector<ref::RtValue> results = impl_->executor->call(function, std::move(args));
    for (const ref::RtValue& r : results) out.push_back(TensorAccess::from_value(r));
    return out;
  }
  const engine::CpuPlanRunner& r = impl_->run_planned(function, inputs);
  out.reserve(r.num_results());
  for (size_t i = 0; i < r.num_results(); ++i) out.push_back(TensorAccess::from_value(r.result(i)));
  return out;
}

SessionProfile Session::profile() const {
  if (!impl_->options.profile) return {};
  std::vector<const engine::CpuPlanRunner*> runners;
  for (const auto& [key, runner] : impl_->runners) runners.push_back(&runner->host());
  return engine::profile_of(runners);
}

void Session::reset_profile() {
  for (auto& [key, runner] : impl_->runners) runner->set_profiling(impl_->options.profile);
}

void Session::run_into(std::span<const Tensor> inputs, std::span<const Tensor> outputs) {
  run_into(impl_->default_function(), inputs, outputs);
}

void Session::run_into(std::string_view function, std::span<const Tensor> inputs, std::span<const Tensor> outputs) {
  if (impl_->options.reference) {
    std::vector<Tensor> results = run(function, inputs);
    if (results.size() != outputs.size())
      throw Error(ErrorKind::Invalid, "Session::run_into",
                  "the function returns " + std::to_string(results.size()) + " results, got " +
                      std::to_string(outputs.size()) + " outputs");
    for (size_t i = 0; i < results.size(); ++i) {
      const Tensor& o = outputs[i];
      if (!o.mutable_data() || !o.is_contiguous() || o.dtype() != results[i].dtype() || o.shape() != results[i].shape())
        throw Error(ErrorKind::Invalid, "Session::run_into", "output #" + std::to_string(i) + " must be a dense writable " +
                                                                 std::string(dtype_name(results[i].dtype())) + " tensor of shape " +
                                                                 shape_str(results[i].shape()));
      std::memcpy(o.mutable_data(), results[i].data(), size_t(o.numel()) * dtype_size(o.dtype()));
    }
    return;
  }
  const engine::CpuPlanRunner& r = impl_->run_planned(function, inputs, outputs);
  if (r.num_results() != outputs.size())
    throw Error(ErrorKind::Invalid, "Session::run_into",
                "the function returns " + std::to_string(r.num_results()) + " results, got " +
                    std::to_string(outputs.size()) + " outputs");
  for (size_t i = 0; i < outputs.size(); ++i) {
    const Tensor& o = outputs[i];
    const DType t = r.result_dtype(i);
    bool shape_ok = o.dtype() == t;
    if (shape_ok) {
      std::span<const int64_t> shape = r.result_shape(i);
      shape_ok = std::equal(shape.begin(), shape.end(), o.shape().begin(), o.shape().end());
    }
    if (!o.mutable_data() || !o.is_contiguous() || !shape_ok)
      throw Error(ErrorKind::Invalid, "Session::run_into",
                  "output #" + std::to_string(i) + " must be a dense writable " + std::string(dtype_name(t)) +
                      " tensor of shape " + shape_str(r.result_shape(i)));
    r.copy_result(i, o.mutable_data(), size_t(o.numel()) * dtype_size(o.dtype()));
  }
}

}  // namespace linrt
