#include "tools/linrt-run/function_io.h"

#include <cmath>
#include <cstring>
#include <omp.h>
#include <ostream>

#include "engine/cpu/device.h"
#include "engine/plan/stats.h"
#include "linrt/error.h"
#include "loaders/file_write.h"
#include "loaders/npy.h"

namespace linrt::tools {

namespace {

bool is_function(const graph::Operation& op) {
  return (op.is(linrt::graph::OpId::FuncFunc) || op.is(linrt::graph::OpId::UtilFunc)) && !op.regions.empty() &&
         !op.regions[0]->blocks.empty();
}

bool is_public(const graph::Operation& op) {
  const graph::Attribute* vis = op.attr("sym_visibility");
  return !vis || vis->kind != graph::Attribute::Kind::String || vis->str == "public";
}

std::string sym_name(const graph::Operation& op) {
  const graph::Attribute* a = op.attr("sym_name");
  return a ? a->str : std::string();
}

std::string join(const std::vector<std::string>& names) {
  std::string s;
  for (const auto& n : names) s += (s.empty() ? "" : ", ") + n;
  return s;
}

FunctionSignature signature_of(const graph::Operation& fn) {
  FunctionSignature sig;
  sig.name = sym_name(fn);
  const graph::Attribute* ft = fn.attr("function_type");
  if (ft && ft->kind == graph::Attribute::Kind::TypeAttr && ft->type.kind == graph::Type::Kind::Function) {
    sig.inputs = ft->type.inputs;
    sig.results = ft->type.results;
  } else {
    for (const auto& a : fn.regions[0]->blocks[0]->args) sig.inputs.push_back(a->type);
  }
  sig.input_names.assign(sig.inputs.size(), "");
  const graph::Attribute* arg_attrs = fn.attr("arg_attrs");
  if (arg_attrs && arg_attrs->kind == graph::Attribute::Kind::Array && arg_attrs->elems.size() == sig.inputs.size())
    for (size_t i = 0; i < sig.inputs.size(); ++i)
      if (arg_attrs->elems[i] && arg_attrs->elems[i]->kind == graph::Attribute::Kind::Dict)
        for (const auto& [key, value] : arg_attrs->elems[i]->dict)
          if (key == "iree.abi.name" && value->kind == graph::Attribute::Kind::String) sig.input_names[i] = value->str;
  return sig;
}

// Same element type, or integers of one width (signless/signed/unsigned/index spellings of
// the same bits).
bool compatible_dtypes(DType given, DType wanted) {
  if (given == wanted) return true;
  return dtype_is_int(given) && dtype_is_int(wanted) && given != DType::I1 && wanted != DType::I1 &&
         dtype_size(given) == dtype_size(wanted);
}

std::string shape_type_str(const HostTensor& t) {
  ShapeType st{t.shape(), t.dtype()};
  return st.str();
}

// "x: tensor<4x5xf32>, tensor<2xi64>": each input's type, after its name where it has one.
std::string describe_inputs(const FunctionSignature& sig) {
  std::string text;
  for (size_t i = 0; i < sig.inputs.size(); ++i) {
    const bool named = i < sig.input_names.size() && !sig.input_names[i].empty();
    text += (i ? ", " : "") + (named ? sig.input_names[i] + ": " : std::string()) + sig.inputs[i].str();
  }
  return text;
}

}  // namespace

std::vector<std::string> public_functions(const graph::Module& module) {
  std::vector<std::string> names;
  for (const auto& op : module.body->ops)
    if (is_function(*op) && is_public(*op)) names.push_back(sym_name(*op));
  return names;
}

FunctionSignature select_function(const graph::Module& module, std::string_view requested) {
  std::vector<std::string> names = public_functions(module);
  if (!requested.empty()) {
    for (const auto& op : module.body->ops)
      if (is_function(*op) && sym_name(*op) == requested) return signature_of(*op);
    throw Error(ErrorKind::Invalid, "--function",
                "no function named '" + std::string(requested) + "'" +
                    (names.empty() ? std::string("; the module has no public function")
                                   : "; public functions: " + join(names)));
  }
  std::string chosen;
  if (names.size() == 1) chosen = names[0];
  for (const char* preferred : {"forward", "main"})
    for (const auto& n : names)
      if (chosen.empty() && n == preferred) chosen = n;
  if (chosen.empty())
    throw Error(ErrorKind::Invalid, "--function",
                names.empty() ? std::string("the module has no public function")
                              : "the module has " + std::to_string(names.size()) +
                                    " public functions (" + join(names) + "); choose one with --function=NAME");
  return select_function(module, chosen);
}

std::vector<ref::RtValue> bind_inputs(const FunctionSignature& sig, std::vector<ParsedValue> values) {
  if (values.size() != sig.inputs.size())
    throw Error(ErrorKind::Invalid, "--input",
                "function @" + sig.name + " takes " + std::to_string(sig.inputs.size()) +
                    " argument(s), got " + std::to_string(values.size()) + " input value(s)" +
                    (sig.inputs.empty() ? std::string() : "; its arguments: " + describe_inputs(sig)));
  std::vector<ref::RtValue> args;
  for (size_t i = 0; i < values.size(); ++i) {
    const graph::Type& want = sig.inputs[i];
    ParsedValue& v = values[i];
    std::string where = "--input #" + std::to_string(i);
    auto mismatch = [&](const std::string& got) {
      return Error(ErrorKind::Invalid, where,
                   "argument " + std::to_string(i) + " of @" + sig.name + " is " + want.str() +
                       ", got " + got);
    };
    if (v.kind == ParsedValue::Kind::UntypedScalar) {
      if (want.kind == graph::Type::Kind::Scalar) {
        args.push_back(ref::RtValue::of(parse_scalar(want.elem, v.scalar_text)));
        continue;
      }
      if (want.is_tensor() && !want.unranked && want.rank() == 0) {
        HostTensor t(want.elem, {});
        t.set(0, parse_scalar(want.elem, v.scalar_text));
        args.push_back(ref::RtValue::of(t));
        continue;
      }
      throw mismatch("the untyped number " + v.scalar_text + " (give shape and type, e.g. 2x2xf32=...)");
    }
    if (v.kind != ParsedValue::Kind::Tensor) throw mismatch("(ignored)");
    HostTensor& t = v.tensor;
    if (want.kind == graph::Type::Kind::Scalar) {
      if (t.rank() != 0 || !compatible_dtypes(t.dtype(), want.elem)) throw mismatch(shape_type_str(t));
      Scalar s = t.get(0);
      args.push_back(ref::RtValue::of(dtype_is_float(want.elem) ? Scalar::from_float(want.elem, s.f)
                                                                 : Scalar::from_int(want.elem, s.i)));
      continue;
    }
    if (!want.is_tensor()) throw Error(ErrorKind::Unsupported, where, "argument type " + want.str() + " cannot be given on the command line");
    bool ok = compatible_dtypes(t.dtype(), want.elem);
    if (ok && !want.unranked) {
      ok = t.rank() == want.rank();
      for (size_t d = 0; ok && d < want.shape.size(); ++d)
        ok = want.shape[d] == graph::kDynamic || want.shape[d] == t.dim(d);
    }
    if (!ok) throw mismatch(shape_type_str(t));
    if (t.dtype() != want.elem) t = HostTensor::view(want.elem, t.shape(), t.bytes(), std::make_shared<HostTensor>(t));
    args.push_back(ref::RtValue::of(std::move(t)));
  }
  return args;
}

std::vector<ref::RtValue> run_function(const graph::Module& module, const std::string& function,
                                       std::vector<ref::RtValue> args, const RunSettings& settings) {
  if (settings.threads > 0) omp_set_num_threads(settings.threads);
  ref::Executor exec(module, settings.exec);
  return exec.call(function, std::move(args));
}

std::vector<ref::RtValue> run_planned(const graph::Module& module, const engine::Plan& plan,
                                      std::vector<ref::RtValue> args, const RunSettings& settings) {
  for (const ref::RtValue& a : args)
    if (!a.is_tensor) return run_function(module, plan.function, std::move(args), settings);
  if (settings.threads > 0) omp_set_num_threads(settings.threads);
  ref::Executor exec(module, settings.exec);
  // The runner shares the plan; the caller keeps `plan` alive for the call.
  engine::CpuPlanRunner runner(std::shared_ptr<const engine::Plan>(&plan, [](const engine::Plan*) {}), exec,
                               settings.threads);
  if (settings.profile && settings.profile_runs > 1) run_on(runner, args);  // warm-up, not timed
  runner.set_profiling(settings.profile != nullptr);
  std::vector<ref::RtValue> results = run_on(runner, args);
  for (int r = 1; settings.profile && r < settings.profile_runs; ++r) results = run_on(runner, args);
  if (settings.profile) {
    const engine::CpuPlanRunner* runners[] = {&runner};
    *settings.profile = engine::profile_of(runners);
  }
  return results;
}

HostTensor result_tensor(const ref::RtValue& v) {
  if (v.is_tensor) return v.tensor;
  HostTensor t(v.scalar.dtype, {});
  t.set(0, v.scalar);
  return t;
}

double Thresholds::for_dtype(DType t) const {
  switch (t) {
    case DType::F16: return f16;
    case DType::BF16: return bf16;
    case DType::F64: return f64;
    default: return f32;
  }
}

std::string compare_result(const HostTensor& actual, const ParsedValue& expected,
                           const Thresholds& thresholds) {
  if (expected.kind == ParsedValue::Kind::Ignored) return "";
  HostTensor want;
  if (expected.kind == ParsedValue::Kind::UntypedScalar) {
    if (actual.rank() != 0) return "metadata is " + shape_type_str(actual) + "; expected a single value " + expected.scalar_text;
    want = HostTensor(actual.dtype(), {});
    want.set(0, parse_scalar(actual.dtype(), expected.scalar_text));
  } else {
    want = expected.tensor;
  }
  bool same_dtype = compatible_dtypes(actual.dtype(), want.dtype());
  if (!same_dtype || actual.shape() != want.shape())
    return "metadata is " + shape_type_str(actual) + "; expected that the view matches " + shape_type_str(want);

  DType t = actual.dtype();
  double tol = thresholds.for_dtype(t);
  size_t es = dtype_size(t);
  for (int64_t k = 0; k < actual.numel(); ++k) {
    bool equal;
    if (dtype_is_float(t)) {
      double a = actual.get_f64(k), e = want.get_f64(k);
      equal = (std::isnan(a) && std::isnan(e)) || a == e || std::fabs(a - e) <= tol;
    } else if (t == DType::I1) {
      equal = (actual.bytes()[k] != 0) == (want.bytes()[k] != 0);
    } else {
      // Integers compare by their bits, so an unsigned result matches a signed expectation.
      equal = std::memcmp(actual.bytes() + size_t(k) * es, want.bytes() + size_t(k) * es, es) == 0;
    }
    if (!equal)
      return "element at index " + std::to_string(k) + " (" + actual.get(k).str() +
             ") does not match the expected (" + want.get(k).str() + ")";
  }
  return "";
}

OutputSpec parse_output_spec(std::string_view spec) {
  OutputSpec o;
  if (spec == "-") return o;
  if (spec.size() > 1 && (spec[0] == '@' || spec[0] == '+')) {
    o.kind = spec[0] == '@' ? OutputSpec::Kind::Write : OutputSpec::Kind::Append;
    o.path = std::string(spec.substr(1));
    return o;
  }
  throw Error(ErrorKind::Parse, "",
              "'" + std::string(spec) + "' is not an output: use - (print), @file (write) or +file (append)");
}

void emit_output(const OutputSpec& spec, size_t index, const HostTensor& result,
                 size_t print_max_elements, std::ostream& out, std::ostream& notes) {
  if (spec.kind == OutputSpec::Kind::Print) {
    out << "result[" << index << "]: " << result.str(print_max_elements) << "\n";
    return;
  }
  bool append = spec.kind == OutputSpec::Kind::Append;
  const std::string& path = spec.path;
  bool npy = path.size() >= 4 && path.compare(path.size() - 4, 4, ".npy") == 0;
  if (npy) {
    HostTensor t = result;
    if (t.dtype() == DType::BF16) {
      t = t.converted(DType::F32);
      notes << "linrt-run: note: result[" << index << "] is bf16, which NumPy lacks; " << path
            << " holds it as f32\n";
    }
    if (append) loaders::append_npy(path, t.dtype(), t.shape(), t.bytes());
    else loaders::write_npy(path, t.dtype(), t.shape(), t.bytes());
    return;
  }
  std::span<const uint8_t> parts[] = {{result.bytes(), result.nbytes()}};
  if (append) loaders::append_to_file(path, parts);
  else loaders::write_file_atomically(path, parts);
}

}  // namespace linrt::tools
