// The public API (include/linrt/linrt.h) on top of the engine. For now sessions run the
// reference executor; the planned engine replaces it behind the same interface.
#include <cstring>

#include "engine/host_tensor.h"
#include "engine/reference/executor.h"
#include "graph/parser.h"
#include "graph/passes/bind_parameters.h"
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

bool Tensor::is_contiguous() const { return strides_ == dense_strides(shape_); }

std::string Tensor::str(size_t max_elements) const { return TensorAccess::to_host(*this).str(max_elements); }

// ---------------------------------------------------------------------------------------------
// Model and Session

struct Model::Impl {
  std::unique_ptr<graph::Module> module;
  ModelOptions options;
};

struct Session::Impl {
  std::shared_ptr<const Model::Impl> model;
  SessionOptions options;
  std::unique_ptr<ref::Executor> executor;
};

namespace {

bool is_public_function(const graph::Operation& op) {
  if (op.name != "func.func" && op.name != "util.func") return false;
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
  for (const auto& [scope, file] : o.parameter_files) index.add_safetensors(scope, file);
  graph::bind_parameters(m, index);
}

}  // namespace

Model Model::load(const std::string& path, const ModelOptions& options) {
  auto impl = std::make_shared<Impl>();
  impl->module = graph::parse_file(path, parse_options(options));
  bind_model_parameters(*impl->module, options);
  impl->options = options;
  Model m;
  m.impl_ = std::move(impl);
  return m;
}

Model Model::load_from_memory(std::string_view text, const std::string& name, const ModelOptions& options) {
  auto impl = std::make_shared<Impl>();
  impl->module = graph::parse_module(text, name, parse_options(options));
  bind_model_parameters(*impl->module, options);
  impl->options = options;
  Model m;
  m.impl_ = std::move(impl);
  return m;
}

std::vector<std::string> Model::functions() const { return public_functions(*impl_->module); }

Session Model::session(const SessionOptions& options) const {
  if (options.device == DeviceKind::Vulkan)
    throw Error(ErrorKind::Device, "Model::session", "the Vulkan device is not available in this build");
  auto s = std::make_shared<Session::Impl>();
  s->model = impl_;
  s->options = options;
  ref::ExecOptions eo;
  eo.max_tensor_elements = impl_->options.max_tensor_elements;
  s->executor = std::make_unique<ref::Executor>(*impl_->module, eo);
  return Session(std::move(s));
}

std::vector<Tensor> Session::run(std::span<const Tensor> inputs) {
  std::vector<std::string> fns = public_functions(*impl_->model->module);
  std::string chosen;
  if (fns.size() == 1) {
    chosen = fns[0];
  } else {
    for (const char* preferred : {"forward", "main"})
      for (const auto& f : fns)
        if (f == preferred && chosen.empty()) chosen = f;
  }
  if (chosen.empty())
    throw Error(ErrorKind::Invalid, "Session::run",
                "the model has " + std::to_string(fns.size()) +
                    " public functions and none is named forward or main; name one explicitly");
  return run(chosen, inputs);
}

std::vector<Tensor> Session::run(std::string_view function, std::span<const Tensor> inputs) {
  std::vector<ref::RtValue> args;
  args.reserve(inputs.size());
  for (const Tensor& t : inputs) args.push_back(ref::RtValue::of(TensorAccess::to_host(t)));
  std::vector<ref::RtValue> results = impl_->executor->call(function, std::move(args));
  std::vector<Tensor> out;
  out.reserve(results.size());
  for (const ref::RtValue& r : results) {
    if (r.is_tensor) {
      out.push_back(TensorAccess::from_host(r.tensor));
    } else {
      HostTensor h(r.scalar.dtype, {});
      h.set(0, r.scalar);
      out.push_back(TensorAccess::from_host(h));
    }
  }
  return out;
}

}  // namespace linrt
