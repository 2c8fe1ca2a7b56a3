#include "engine/vulkan/plan_runner.h"

#include <algorithm>
#include <map>
#include <mutex>
#include <set>
#include <tuple>

#include "core/registration.h"
#include "engine/vulkan/ew_shader.h"
#include "engine/vulkan/root_op.h"
#include "engine/vulkan/scalar_shader.h"
#include "graph/passes/bind_parameters.h"

namespace linrt::engine::vk {

namespace {

// The families' root-op factories (LINRT_REGISTRATION(vulkan, ...) blocks), by op id.
std::vector<RootOpFactory>& root_op_factories() {
  static std::vector<RootOpFactory> factories;
  return factories;
}

const RootOpFactory* root_op_factory(graph::OpId op) {
  static std::once_flag once;
  std::call_once(once, [] { run_registrations("vulkan"); });
  const auto& factories = root_op_factories();
  const size_t i = size_t(op);
  return i < factories.size() && factories[i] ? &factories[i] : nullptr;
}

const TensorDesc* static_desc(const Plan& plan, uint32_t value) {
  const PlanValue& pv = plan.values[value];
  return pv.is_tensor && pv.is_static ? &pv.desc : nullptr;
}

bool all_f32(const Plan& plan, std::span<const uint32_t> values) {
  for (uint32_t v : values) {
    const TensorDesc* d = static_desc(plan, v);
    if (!d || d->dtype != DType::F32) return false;
  }
  return true;
}

}  // namespace

void register_vulkan_root_op(graph::OpId op, RootOpFactory factory) {
  auto& factories = root_op_factories();
  const size_t i = size_t(op);
  if (factories.size() <= i) factories.resize(i + 1);
  if (factories[i]) throw Error(ErrorKind::Invalid, "vulkan", "a root op factory is registered twice for one op");
  factories[i] = std::move(factory);
}

void RootWithEpilogue::set_epilogue(Context& context, const PlanKernel& kernel) {
  if (kernel.has_epilogue && !fuses_epilogue())
    epilogue_ = std::make_unique<EwShaderKernel>(context, kernel.key + " #vulkan-epilogue", kernel.epilogue,
                                                 kernel.epilogue_shape, kernel.epilogue_access);
}

void RootWithEpilogue::record(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs,
                              const BufferView& status) const {
  record_root(list, inputs, outputs, status);
  if (!epilogue_) return;
  std::vector<BufferView> ins{outputs[0]};
  ins.insert(ins.end(), inputs.begin() + long(num_root_inputs_), inputs.end());
  epilogue_->record(list, ins, outputs.subspan(0, 1));
}

std::vector<const Pipeline*> RootWithEpilogue::pipelines() const {
  std::vector<const Pipeline*> p{&root_pipeline()};
  if (epilogue_) p.push_back(&epilogue_->pipeline());
  return p;
}

const TensorDesc* RootSite::desc(size_t i) const { return static_desc(plan, ins[i]); }

bool RootSite::all_f32() const { return vk::all_f32(plan, ins); }

const std::vector<int64_t>* RootSite::single_f32_input() const {
  return ins.size() == 1 && all_f32() ? &desc(0)->shape : nullptr;
}

namespace {

// A linalg.generic reduction (the CPU's reduction kernel's structure) as a generated shader; a
// fused tail runs as a second pass.
class ReductionOp final : public RootWithEpilogue {
 public:
  ReductionOp(Context& context, const std::string& key, const ReductionInfo& reduction, size_t num_root_inputs,
              bool splat_init)
      : kernel_(context, key, reduction, splat_init) {
    num_root_inputs_ = num_root_inputs;
  }
  std::string name() const override { return "vulkan.reduction"; }

 protected:
  void record_root(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs,
                   const BufferView&) const override {
    kernel_.record(list, inputs.subspan(0, num_root_inputs_), outputs[0]);
  }
  const Pipeline& root_pipeline() const override { return kernel_.pipeline(); }

 private:
  ReductionShaderKernel kernel_;
};

// An integer or mixed elementwise generic (the CPU's generic.scalar) as a generated shader; a
// fused f32 tail runs as a second pass.
class ScalarGenericOp final : public RootWithEpilogue {
 public:
  ScalarGenericOp(Context& context, const std::string& key, ScalarGeneric g, const std::string& glsl,
                  size_t num_root_inputs)
      : kernel_(context, key, std::move(g), glsl) {
    num_root_inputs_ = num_root_inputs;
  }
  std::string name() const override { return "vulkan.generic.scalar"; }
  size_t status_bytes() const override { return ScalarGenericShaderKernel::kStatusBytes; }
  void check_status(const uint32_t* words, const std::string&) const override { kernel_.check_status(words); }

 protected:
  void record_root(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs,
                   const BufferView& status) const override {
    kernel_.record(list, inputs, outputs, status);
  }
  const Pipeline& root_pipeline() const override { return kernel_.pipeline(); }

 private:
  ScalarGenericShaderKernel kernel_;
};

// generic.scalar's form of the dispatch's root, on a device with 64-bit integers, when the
// generator translates every op of it.
std::unique_ptr<RootWithEpilogue> make_scalar_generic_op(Context& context, const Plan& plan, const PlanKernel& kernel,
                                                         const Dispatch& site) {
  if (!context.int64()) return nullptr;
  std::vector<TensorDesc> ins, outs;
  for (size_t i = 0; i < site.num_root_inputs; ++i) {
    const TensorDesc* d = static_desc(plan, site.inputs[i]);
    if (!d) return nullptr;
    ins.push_back(*d);
  }
  for (uint32_t v : site.outputs) {
    const TensorDesc* d = static_desc(plan, v);
    if (!d) return nullptr;
    outs.push_back(*d);
  }
  std::optional<ScalarGeneric> g = scalar_generic(*site.root, ins, outs, kernel.has_epilogue);
  std::optional<std::string> glsl = g ? scalar_generic_glsl(*g) : std::nullopt;
  if (!glsl) return nullptr;
  return std::make_unique<ScalarGenericOp>(context, kernel.key, std::move(*g), *glsl, site.num_root_inputs);
}

class ElementwiseProgramOp final : public DeviceOp {
 public:
  ElementwiseProgramOp(Context& context, const PlanKernel& kernel, const EwKernelDesc& ew)
      : kernel_(context, kernel.key, ew.program, ew.shape, ew.access) {}
  void record(CommandList& list, std::span<const BufferView> inputs, std::span<const BufferView> outputs,
              const BufferView&) const override {
    kernel_.record(list, inputs, outputs);
  }
  std::string name() const override { return "vulkan.elementwise"; }
  std::vector<const Pipeline*> pipelines() const override { return {&kernel_.pipeline()}; }

 private:
  EwShaderKernel kernel_;
};

std::unique_ptr<RootWithEpilogue> make_root_op(Context& context, const Plan& plan, const PlanKernel& kernel,
                                               const Dispatch& site, const ProgramOptions& options) {
  std::span<const uint32_t> ins(site.inputs.data(), site.num_root_inputs);
  const TensorDesc* out = site.outputs.size() == 1 ? static_desc(plan, site.outputs[0]) : nullptr;
  if (!out || out->dtype != DType::F32) return nullptr;

  if (kernel.reduction) {
    if (!all_f32(plan, ins)) return nullptr;
    // The init, last of the root's operands, is rank 0 where the kernel took a fill as a splat.
    const bool splat_init = !ins.empty() && plan.values[ins.back()].desc.shape.empty();
    return std::make_unique<ReductionOp>(context, kernel.key, *kernel.reduction, ins.size(), splat_init);
  }
  const RootOpFactory* factory = root_op_factory(site.root->name.id());
  return factory ? (*factory)(RootSite{context, plan, kernel, site, options, ins, out}) : nullptr;
}

size_t storage_bytes(const Plan& plan, uint32_t value) {
  const TensorDesc& d = plan.values[value].desc;
  return size_t(d.numel()) * dtype_size(d.dtype);
}

}  // namespace

std::unique_ptr<DeviceOp> make_device_op(Context& context, const Plan& plan, const PlanKernel& kernel,
                                         const Dispatch& site, const ProgramOptions& options) {
  if (kernel.root_kind == "elementwise") {
    if (!kernel.elementwise || !all_f32(plan, site.inputs) || !all_f32(plan, site.outputs)) return nullptr;
    return std::make_unique<ElementwiseProgramOp>(context, kernel, *kernel.elementwise);
  }
  std::span<const uint32_t> extras(site.inputs.data() + site.num_root_inputs, site.inputs.size() - site.num_root_inputs);
  if (kernel.has_epilogue && !all_f32(plan, extras)) return nullptr;
  std::unique_ptr<RootWithEpilogue> op = kernel.name == "generic.scalar" ? make_scalar_generic_op(context, plan, kernel, site)
                                                                        : make_root_op(context, plan, kernel, site, options);
  if (op) op->set_epilogue(context, kernel);
  return op;
}

// ---------------------------------------------------------------------------------------------

std::shared_ptr<Context> shared_context(int index) {
  static std::mutex mutex;
  static std::map<int, std::weak_ptr<Context>> contexts;
  std::lock_guard lock(mutex);
  if (auto existing = contexts[index].lock(); existing && !existing->lost()) return existing;
  ContextOptions options;
  options.device_index = index;
  auto context = Context::create(options);
  contexts[index] = context;
  return context;
}

VulkanProgram::VulkanProgram(std::shared_ptr<Context> context, std::shared_ptr<const Plan> plan,
                             const ProgramOptions& options)
    : context_(std::move(context)), plan_(std::move(plan)) {
  const Plan& p = *plan_;
  if (options.fp16_weights && !context_->fp16_storage())
    throw Error(ErrorKind::Unsupported, "vulkan fp16",
                "device " + context_->info().describe() +
                    " does not report storageBuffer16BitAccess, so it cannot store fp16 weights; run without fp16");
  ops_.resize(p.kernels.size());
  for (size_t k = 0; k < p.kernels.size(); ++k) {
    const PlanKernel& kernel = p.kernels[k];
    if (kernel.call_sites.empty()) continue;
    ops_[k] = make_device_op(*context_, p, kernel, p.dispatches[kernel.call_sites[0]], options);
  }
  on_device_.assign(p.dispatches.size(), false);
  constants_.resize(p.constants.size());
  transformed_of_.resize(p.dispatches.size());
  std::map<std::tuple<uint32_t, uint32_t, size_t>, int32_t> transformed_index;  // (kernel, constant, input)
  for (size_t k = 0; k < p.dispatches.size(); ++k) {
    const Dispatch& d = p.dispatches[k];
    bool device = ops_[d.kernel] != nullptr;
    // Device kernels write dense outputs: a producer writing its rows straight into a concat's
    // buffer (a strided slice) runs on the CPU.
    for (uint32_t o : d.outputs) {
      const Storage& st = p.storages[p.values[o].storage];
      device = device && st.kind == Storage::Kind::Arena && st.row_stride == 0;
    }
    for (uint32_t v : d.inputs) device = device && p.values[v].is_static;
    // A tensor larger than the device's storage-buffer range cannot be bound to a shader (lavapipe
    // offers 128 MiB): a dispatch reading or writing one runs on the host instead of failing.
    const auto bindable = [&](uint32_t v) {
      const PlanValue& pv = p.values[v];
      return !pv.is_tensor || !pv.is_static || storage_bytes(p, v) <= context_->limits().maxStorageBufferRange;
    };
    for (uint32_t v : d.inputs) device = device && bindable(v);
    for (uint32_t o : d.outputs) device = device && bindable(o);
    // An epilogue operand shares the output's memory only where the CPU kernel reads it before
    // storing (DeviceKernel::epilogue_operand_may_alias_output); a device root that stores its result
    // and runs the epilogue as a second pass would read it overwritten, so that dispatch stays on
    // the CPU.
    device = device && d.in_place < int32_t(d.num_root_inputs);
    on_device_[k] = device;
    if (!device) continue;
    // Constants read on the GPU are uploaded once, here, transformed where the kernel asks.
    transformed_of_[k].assign(d.inputs.size(), -1);
    for (size_t i = 0; i < d.inputs.size(); ++i) {
      const Storage& st = p.storages[p.values[d.inputs[i]].storage];
      if (st.kind != Storage::Kind::Constant) continue;
      const ref::RtValue& c = p.constants[st.index];
      const auto [it, added] = transformed_index.try_emplace({d.kernel, st.index, i}, -1);
      if (added && c.is_tensor) {
        const std::vector<uint8_t> t = ops_[d.kernel]->transform_constant(i, c.tensor);
        if (!t.empty()) {
          it->second = int32_t(transformed_.size());
          transformed_.push_back(context_->allocate(t.size()));
          context_->upload({&transformed_.back(), 0, t.size()}, t.data(), t.size());
        }
      }
      transformed_of_[k][i] = it->second;
      if (it->second >= 0 || constants_[st.index].valid()) continue;
      const size_t bytes = c.tensor.nbytes();
      constants_[st.index] = context_->allocate(bytes);
      if (bytes) context_->upload({&constants_[st.index], 0, bytes}, c.tensor.bytes(), bytes);
    }
  }
}

const DeviceBuffer* VulkanProgram::transformed(size_t dispatch, size_t input) const {
  const auto& of = transformed_of_[dispatch];
  return input < of.size() && of[input] >= 0 ? &transformed_[size_t(of[input])] : nullptr;
}

size_t VulkanProgram::device_dispatches() const { return size_t(std::count(on_device_.begin(), on_device_.end(), true)); }

size_t VulkanProgram::device_kernels() const {
  return size_t(std::count_if(ops_.begin(), ops_.end(), [](const auto& op) { return op != nullptr; }));
}

size_t VulkanProgram::pipelines() const {
  std::set<const Pipeline*> distinct;
  for (const auto& op : ops_)
    if (op)
      for (const Pipeline* p : op->pipelines()) distinct.insert(p);
  return distinct.size();
}

size_t VulkanProgram::second_pass_epilogues() const {
  return size_t(std::count_if(ops_.begin(), ops_.end(), [](const auto& op) { return op && op->pipelines().size() > 1; }));
}

// ---------------------------------------------------------------------------------------------

VulkanSession::VulkanSession(std::shared_ptr<const VulkanProgram> program)
    : program_(std::move(program)), list_(program_->context()) {
  const Plan& p = program_->plan();
  if (p.arena_bytes) arena_ = program_->context()->allocate_arena(p.arena_bytes);
  buffers_.resize(p.storages.size());
  status_.resize(p.dispatches.size());
  for (size_t k = 0; k < p.dispatches.size(); ++k) {
    const DeviceOp* op = program_->op(p.dispatches[k].kernel);
    if (program_->on_device(k) && op->status_bytes()) status_[k] = program_->context()->allocate(op->status_bytes());
  }
}

void VulkanSession::begin() {
  list_.reset();
  pending_status_.clear();
  // Pointers into it are recorded as download targets: it never grows past this.
  pending_status_.reserve(program_->plan().dispatches.size());
}

BufferView VulkanSession::view(uint32_t value) {
  const Plan& p = program_->plan();
  const uint32_t s = p.values[value].storage;
  const Storage& st = p.storages[s];
  const size_t bytes = std::max<size_t>(storage_bytes(p, value), 4);
  switch (st.kind) {
    case Storage::Kind::Constant:
      return {&program_->constant(st.index), 0, bytes};
    case Storage::Kind::Arena:
      return {&arena_, st.offset, bytes};
    case Storage::Kind::Input:
    case Storage::Kind::Dynamic:
      if (!buffers_[s].valid() || buffers_[s].size() < bytes) buffers_[s] = program_->context()->allocate(bytes);
      return {&buffers_[s], 0, bytes};
    case Storage::Kind::Absent:
      break;
  }
  throw Error(ErrorKind::Invalid, "", "internal: value %" + p.values[value].value->name + " has no storage");
}

void VulkanSession::upload(uint32_t s, const void* host, size_t bytes) {
  const Storage& st = program_->plan().storages[s];
  if (st.kind == Storage::Kind::Arena) {
    if (bytes) list_.upload({&arena_, st.offset, bytes}, host, bytes);
    return;
  }
  if (!buffers_[s].valid() || buffers_[s].size() < std::max<size_t>(bytes, 4))
    buffers_[s] = program_->context()->allocate(std::max<size_t>(bytes, 4));
  list_.upload({&buffers_[s], 0, std::max<size_t>(bytes, 4)}, host, bytes);
}

void VulkanSession::download(uint32_t s, void* host, size_t bytes) {
  const Storage& st = program_->plan().storages[s];
  if (bytes) list_.download({&arena_, st.offset, bytes}, host, bytes);
}

void VulkanSession::dispatch(size_t k) {
  const Dispatch& d = program_->plan().dispatches[k];
  ins_.clear();
  outs_.clear();
  for (size_t i = 0; i < d.inputs.size(); ++i) {
    const DeviceBuffer* t = program_->transformed(k, i);
    ins_.push_back(t ? BufferView{t, 0, t->size()} : view(d.inputs[i]));
  }
  for (uint32_t v : d.outputs) outs_.push_back(view(v));
  const DeviceOp* op = program_->op(d.kernel);
  BufferView status = status_[k].valid() ? BufferView{&status_[k], 0, op->status_bytes()} : BufferView{};
  op->record(list_, ins_, outs_, status);
  if (status.buffer) {
    pending_status_.push_back(PendingStatus{k, {}});
    list_.download(status, pending_status_.back().words, op->status_bytes());
  }
}

void VulkanSession::flush() {
  list_.run();
  const Plan& p = program_->plan();
  // clear() keeps the capacity reserved in begin(), so recorded download targets never move.
  for (const PendingStatus& ps : pending_status_) {
    const Dispatch& d = p.dispatches[ps.dispatch];
    program_->op(d.kernel)->check_status(ps.words, graph::describe_naming_table(*d.root));
  }
  pending_status_.clear();
}

}  // namespace linrt::engine::vk
