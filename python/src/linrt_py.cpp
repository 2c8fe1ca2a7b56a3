// linrt._linrt: the Python bindings of include/linrt/linrt.h (nanobind). The Python layer
// (python/linrt/__init__.py) adds the docstrings users read, argument conversion and the
// export helpers; this file maps types and keeps the three promises of the package:
// - inputs are viewed in place: an ndarray (numpy through the buffer protocol, anything with
//   __dlpack__) becomes a linrt::Tensor::view of its memory with its strides, no copy;
// - outputs own linrt's memory: each result Tensor moves into a capsule that the numpy array
//   keeps as its base, so the array reads the result where linrt wrote it;
// - Session.run releases the GIL for the whole C++ call.
// It also binds linrt-upscale's pipeline (examples/upscale/upscaler.h) as linrt.Upscaler, so a
// Python program (examples/ray/upscale_dataset.py) writes the very bytes linrt-upscale writes.
#include <nanobind/nanobind.h>
#include <nanobind/ndarray.h>
#include <nanobind/stl/optional.h>
#include <nanobind/stl/pair.h>
#include <nanobind/stl/string.h>
#include <nanobind/stl/unique_ptr.h>
#include <nanobind/stl/vector.h>

#include <cstring>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <vector>

#include "linrt/image.h"
#include "linrt/linrt.h"
#include "upscaler.h"

namespace nb = nanobind;
using namespace nb::literals;

namespace {

const char* kind_name(linrt::ErrorKind k) {
  switch (k) {
    case linrt::ErrorKind::Parse: return "parse";
    case linrt::ErrorKind::Unsupported: return "unsupported";
    case linrt::ErrorKind::Invalid: return "invalid";
    case linrt::ErrorKind::Limit: return "limit";
    case linrt::ErrorKind::Io: return "io";
    case linrt::ErrorKind::Device: return "device";
  }
  return "invalid";
}

// linrt.Error, defined in Python (linrt/_errors.py) so that it has .kind, .location and
// .message as plain attributes; looked up once when the module loads.
nb::object& error_class() {
  static nb::object cls;
  return cls;
}

[[noreturn]] void raise_error(const char* kind, const std::string& where, const std::string& message) {
  nb::object err = error_class()(kind, where, message);
  PyErr_SetObject(error_class().ptr(), err.ptr());
  throw nb::python_error();
}

[[noreturn]] void raise_invalid(const std::string& where, const std::string& message) {
  raise_error("invalid", where, message);
}

// Runs `f`, turning a linrt::Error into linrt.Error.
template <class F>
auto translate(F&& f) -> decltype(f()) {
  try {
    return f();
  } catch (const linrt::Error& e) {
    raise_error(kind_name(e.kind()), e.where(), e.message());
  }
}

// DLPack element type -> linrt element type: the mapping of linrt-run's .npy reader (integers
// are signless, unsigned ones ui*; bool is i1).
std::optional<linrt::DType> dtype_of(nb::dlpack::dtype t) {
  using C = nb::dlpack::dtype_code;
  if (t.lanes != 1) return std::nullopt;
  switch (C(t.code)) {
    case C::Bool: if (t.bits == 8) return linrt::DType::I1; break;
    case C::Int:
      switch (t.bits) {
        case 8: return linrt::DType::I8;
        case 16: return linrt::DType::I16;
        case 32: return linrt::DType::I32;
        case 64: return linrt::DType::I64;
      }
      break;
    case C::UInt:
      switch (t.bits) {
        case 8: return linrt::DType::UI8;
        case 16: return linrt::DType::UI16;
        case 32: return linrt::DType::UI32;
        case 64: return linrt::DType::UI64;
      }
      break;
    case C::Float:
      switch (t.bits) {
        case 16: return linrt::DType::F16;
        case 32: return linrt::DType::F32;
        case 64: return linrt::DType::F64;
      }
      break;
    case C::Bfloat: if (t.bits == 16) return linrt::DType::BF16; break;
    default: break;
  }
  return std::nullopt;
}

// linrt element type -> numpy's (the reverse of dtype_of; signed and index types as int*).
nb::dlpack::dtype numpy_dtype(linrt::DType t) {
  using D = linrt::DType;
  switch (t) {
    case D::I1: return nb::dtype<bool>();
    case D::I8: case D::SI8: case D::I4: case D::I2: return nb::dtype<int8_t>();  // sign-extended
    case D::I16: case D::SI16: return nb::dtype<int16_t>();
    case D::I32: case D::SI32: return nb::dtype<int32_t>();
    case D::I64: case D::SI64: case D::Index: return nb::dtype<int64_t>();
    case D::UI8: return nb::dtype<uint8_t>();
    case D::UI16: return nb::dtype<uint16_t>();
    case D::UI32: return nb::dtype<uint32_t>();
    case D::UI64: return nb::dtype<uint64_t>();
    case D::F16: return nb::dlpack::dtype{uint8_t(nb::dlpack::dtype_code::Float), 16, 1};
    case D::F32: return nb::dtype<float>();
    case D::F64: return nb::dtype<double>();
    case D::BF16: case D::F8E5M2: case D::F8E4M3FN: case D::F8E5M2FNUZ: case D::F8E4M3FNUZ:
    case D::F4E2M1FN: case D::F8E8M0FNU:
      break;  // numpy has none: converted to float32 in to_numpy
  }
  return nb::dtype<float>();
}

using AnyArray = nb::ndarray<nb::ro>;

// A view of an input array; `index` names it in errors.
linrt::Tensor view_of(const AnyArray& a, size_t index) {
  const std::string where = "input #" + std::to_string(index);
  if (a.device_type() != nb::device::cpu::value)
    raise_invalid(where, "is not in CPU memory (move it to the CPU first, e.g. tensor.cpu())");
  std::optional<linrt::DType> t = dtype_of(a.dtype());
  if (!t)
    raise_invalid(where, "has an element type linrt does not take (bool, int8..int64, uint8..uint64, "
                         "float16, bfloat16, float32, float64)");
  std::vector<int64_t> shape(a.ndim()), strides(a.ndim());
  for (size_t d = 0; d < a.ndim(); ++d) {
    shape[d] = int64_t(a.shape(d));
    strides[d] = int64_t(a.stride(d));
  }
  return translate([&] { return linrt::Tensor::view(a.data(), *t, std::move(shape), std::move(strides)); });
}

// A result as a numpy array that owns the result's memory (no copy), or, for bf16 and the 8-
// and 4-bit floats (which numpy lacks), a float32 array converted from it.
nb::object to_numpy(linrt::Tensor t) {
  if (t.dtype() == linrt::DType::BF16 || linrt::dtype_is_minifloat(t.dtype())) {
    auto* out = new std::vector<float>(size_t(t.numel()));
    const auto* src = static_cast<const uint8_t*>(t.data());
    for (size_t i = 0; i < out->size(); ++i) {
      uint64_t bits = 0;
      std::memcpy(&bits, src + i * linrt::dtype_size(t.dtype()), linrt::dtype_size(t.dtype()));
      (*out)[i] = float(linrt::float_from_bits(t.dtype(), bits));
    }
    nb::capsule owner(out, [](void* p) noexcept { delete static_cast<std::vector<float>*>(p); });
    std::vector<size_t> shape(t.shape().begin(), t.shape().end());
    return nb::ndarray<nb::numpy, float>(out->data(), shape.size(), shape.data(), owner).cast();
  }
  auto* keep = new linrt::Tensor(std::move(t));
  nb::capsule owner(keep, [](void* p) noexcept { delete static_cast<linrt::Tensor*>(p); });
  std::vector<size_t> shape(keep->shape().begin(), keep->shape().end());
  std::vector<int64_t> strides(keep->strides());
  return nb::ndarray<nb::numpy>(const_cast<void*>(keep->data()), shape.size(), shape.data(), owner,
                                strides.data(), numpy_dtype(keep->dtype()))
      .cast();
}

linrt::EmbeddingQuantization quantization_of(const std::string& s) {
  if (s == "none") return linrt::EmbeddingQuantization::None;
  if (s == "int8") return linrt::EmbeddingQuantization::Int8Rowwise;
  if (s == "int4") return linrt::EmbeddingQuantization::Int4Rowwise;
  raise_invalid("quantize_embeddings", "must be 'none', 'int8' or 'int4', got '" + s + "'");
}

linrt::Precision precision_of(const std::string& s) {
  if (s == "f32") return linrt::Precision::F32;
  if (s == "bf16") return linrt::Precision::BF16;
  if (s == "int8") return linrt::Precision::Int8;
  raise_invalid("precision", "must be 'f32', 'bf16' or 'int8', got '" + s + "'");
}

// "cpu", "vulkan", "vulkan:N", "auto", as linrt-run's --device.
linrt::SessionOptions device_of(const std::string& s, linrt::SessionOptions o) {
  if (s == "cpu") {
    o.device = linrt::DeviceKind::Cpu;
  } else if (s == "auto") {
    o.device = linrt::DeviceKind::Auto;
  } else if (s == "vulkan") {
    o.device = linrt::DeviceKind::Vulkan;
  } else if (s.rfind("vulkan:", 0) == 0 && s.size() > 7 && s.size() < 11 &&
             s.find_first_not_of("0123456789", 7) == std::string::npos) {
    o.device = linrt::DeviceKind::Vulkan;
    o.device_index = std::stoi(s.substr(7));
  } else {
    raise_invalid("device", "must be 'cpu', 'vulkan', 'vulkan:N' or 'auto', got '" + s + "'");
  }
  return o;
}

// A session with a lock: a linrt::Session runs on one thread at a time, so a second Python
// thread calling run on the same session waits (without the GIL) instead of racing.
struct PySession {
  std::optional<linrt::Session> session;
  std::mutex mutex;

  linrt::Session& get() {
    if (!session) raise_invalid("Session.run", "the session is closed");
    return *session;
  }

  nb::list run(const std::vector<AnyArray>& arrays, std::optional<std::string> function) {
    linrt::Session& s = get();
    std::vector<linrt::Tensor> inputs;
    inputs.reserve(arrays.size());
    for (size_t i = 0; i < arrays.size(); ++i) inputs.push_back(view_of(arrays[i], i));
    std::vector<linrt::Tensor> outputs;
    {
      nb::gil_scoped_release release;
      std::lock_guard lock(mutex);
      try {
        outputs = function ? s.run(*function, inputs) : s.run(std::span<const linrt::Tensor>(inputs));
      } catch (const linrt::Error& e) {
        nb::gil_scoped_acquire acquire;
        raise_error(kind_name(e.kind()), e.where(), e.message());
      }
    }
    nb::list out;
    for (auto& t : outputs) out.append(to_numpy(std::move(t)));
    return out;
  }
};

nb::dict stats_dict(const linrt::ModelStats& st) {
  nb::dict d;
  d["function"] = st.function;
  d["inputs"] = st.inputs;
  d["ops_parsed"] = st.ops_parsed;
  d["ops_after_passes"] = st.ops_after_passes;
  d["dispatches"] = st.dispatches;
  d["fallback_dispatches"] = st.fallback_dispatches;
  d["in_place_dispatches"] = st.in_place_dispatches;
  d["blocked_values"] = st.blocked_values;
  d["layout_conversions"] = st.layout_conversions;
  d["unique_kernels"] = st.unique_kernels;
  nb::dict per_root;
  for (const auto& [root, n] : st.unique_kernels_per_root) per_root[nb::str(root.c_str())] = n;
  d["unique_kernels_per_root"] = per_root;
  d["constants_before_dedup"] = st.constants_before_dedup;
  d["constants_after_dedup"] = st.constants_after_dedup;
  d["weight_bytes"] = st.weight_bytes;
  d["arena_bytes"] = st.arena_bytes;
  nb::dict passes;
  for (const auto& [pass, n] : st.pass_counters) passes[nb::str(pass.c_str())] = n;
  d["pass_counters"] = passes;
  nb::list kernels;
  for (const auto& k : st.kernels) {
    nb::dict kd;
    kd["name"] = k.name;
    kd["root"] = k.root;
    kd["key"] = k.key;
    kd["call_sites"] = k.call_sites;
    kernels.append(kd);
  }
  d["kernels"] = kernels;
  return d;
}

nb::dict profile_dict(const linrt::SessionProfile& p) {
  nb::dict d;
  d["runs"] = p.runs;
  d["run_seconds"] = p.run_seconds;
  d["run_cpu_seconds"] = p.run_cpu_seconds;
  nb::list kernels;
  for (const auto& k : p.kernels) {
    nb::dict kd;
    kd["name"] = k.name;
    kd["call_site"] = k.call_site;
    kd["dispatches"] = k.dispatches;
    kd["calls"] = k.calls;
    kd["seconds"] = k.seconds;
    kd["cpu_seconds"] = k.cpu_seconds;
    kernels.append(kd);
  }
  d["kernels"] = kernels;
  d["table"] = linrt::format_profile(p);
  return d;
}

// linrt-upscale's pipeline on one image: the model (with its .json's scale and margin), the
// tiling, and the PNG written band by band as the tiles finish, as examples/upscale/main.cpp
// does, so the files are byte-identical to linrt-upscale's.
struct PyUpscaler {
  linrt::upscale::UpscaleModel model;
  std::optional<linrt::upscale::Upscaler> upscaler;
  std::mutex mutex;

  // The decoded image of an array: H x W (grey) or H x W x C (C in 1..4), uint8 or uint16.
  static linrt::image::Image image_of(const nb::ndarray<nb::ro, nb::device::cpu, nb::c_contig>& a) {
    const bool u8 = a.dtype() == nb::dtype<uint8_t>(), u16 = a.dtype() == nb::dtype<uint16_t>();
    if ((a.ndim() != 2 && a.ndim() != 3) || (!u8 && !u16) || (a.ndim() == 3 && (a.shape(2) < 1 || a.shape(2) > 4)))
      raise_invalid("Upscaler.upscale", "the image must be a uint8 or uint16 array of shape (H, W) or (H, W, C) with C in 1..4");
    linrt::image::Image img = translate([&] {
      return linrt::image::Image::allocate(int64_t(a.shape(1)), int64_t(a.shape(0)), a.ndim() == 3 ? int(a.shape(2)) : 1,
                                           u16 ? 16 : 8);
    });
    std::memcpy(img.bytes.data(), a.data(), img.bytes.size());
    return img;
  }

  static nb::object array_of(linrt::image::Image img) {
    auto* keep = new linrt::image::Image(std::move(img));
    nb::capsule owner(keep, [](void* p) noexcept { delete static_cast<linrt::image::Image*>(p); });
    size_t shape[3] = {size_t(keep->height), size_t(keep->width), size_t(keep->channels)};
    const nb::dlpack::dtype t = keep->bit_depth == 16 ? nb::dtype<uint16_t>() : nb::dtype<uint8_t>();
    return nb::ndarray<nb::numpy>(keep->bytes.data(), 3, shape, owner, nullptr, t).cast();
  }

  nb::object upscale(const nb::ndarray<nb::ro, nb::device::cpu, nb::c_contig>& a) {
    linrt::image::Image input = image_of(a);
    linrt::image::Image out;
    {
      nb::gil_scoped_release release;
      std::lock_guard lock(mutex);
      try {
        out = upscaler->run_to_image(input);
      } catch (const linrt::Error& e) {
        nb::gil_scoped_acquire acquire;
        raise_error(kind_name(e.kind()), e.where(), e.message());
      }
    }
    return array_of(std::move(out));
  }

  // Decodes `data` (a PNG, JPEG or BMP file's bytes; `name` names it in errors), upscales it and
  // writes `out_path` in `format` ("png", "jpg", "bmp"; empty: from the name, else PNG).
  nb::dict upscale_file(nb::bytes data, const std::string& name, const std::string& out_path, const std::string& format) {
    std::optional<linrt::image::ImageFormat> f =
        format.empty() ? linrt::image::format_from_extension(out_path) : linrt::image::format_from_name(format);
    if (!f && !format.empty()) raise_invalid("format", "must be 'png', 'jpg' or 'bmp', got '" + format + "'");
    const linrt::image::ImageFormat fmt = f.value_or(linrt::image::ImageFormat::Png);
    const auto* bytes = static_cast<const uint8_t*>(data.data());
    const size_t size = data.size();
    linrt::upscale::OutputShape shape;
    int64_t width = 0, height = 0;
    {
      nb::gil_scoped_release release;
      std::lock_guard lock(mutex);
      try {
        linrt::image::Image input = linrt::image::decode_image(std::span<const uint8_t>(bytes, size), name);
        width = input.width;
        height = input.height;
        shape = upscaler->output_shape(input);
        if (fmt == linrt::image::ImageFormat::Png) {
          linrt::image::PngStreamWriter png(out_path, shape.width, shape.height, shape.channels, shape.bit_depth);
          upscaler->run(input, [&](const uint8_t* samples, int64_t rows) { png.write_rows(samples, rows); });
          png.finish();
        } else {
          linrt::image::write_image(out_path, upscaler->run_to_image(input), fmt);
        }
      } catch (const linrt::Error& e) {
        nb::gil_scoped_acquire acquire;
        raise_error(kind_name(e.kind()), e.where(), e.message());
      }
    }
    nb::dict d;
    d["width"] = width;
    d["height"] = height;
    d["out_width"] = shape.width;
    d["out_height"] = shape.height;
    return d;
  }
};

}  // namespace

NB_MODULE(_linrt, m) {
  m.doc() = "linrt's C++ API (include/linrt/linrt.h); use the linrt package, not this module";
  error_class() = nb::module_::import_("linrt._errors").attr("Error");

  nb::class_<linrt::Model>(m, "Model")
      .def_static(
          "load",
          [](const std::string& path, const std::vector<std::pair<std::string, std::string>>& parameters,
             const std::string& quantize_embeddings, const std::string& precision, bool prefault_parameters,
             bool huge_page_embeddings) {
            linrt::ModelOptions o;
            o.parameter_files = parameters;
            o.quantize_embeddings = quantization_of(quantize_embeddings);
            o.precision = precision_of(precision);
            o.prefault_parameters = prefault_parameters;
            o.huge_page_embeddings = huge_page_embeddings;
            nb::gil_scoped_release release;
            try {
              return linrt::Model::load(path, o);
            } catch (const linrt::Error& e) {
              nb::gil_scoped_acquire acquire;
              raise_error(kind_name(e.kind()), e.where(), e.message());
            }
          },
          "path"_a, "parameters"_a, "quantize_embeddings"_a, "precision"_a, "prefault_parameters"_a,
          "huge_page_embeddings"_a)
      .def("functions", [](const linrt::Model& self) { return translate([&] { return self.functions(); }); })
      .def(
          "stats",
          [](const linrt::Model& self, const std::string& function) {
            return stats_dict(translate([&] { return self.stats(function); }));
          },
          "function"_a)
      .def(
          "session",
          [](const linrt::Model& self, int threads, const std::string& device, bool profile, bool reference,
             bool vulkan_fp16) {
            if (threads < 0) raise_invalid("threads", "must be 0 (OpenMP's default) or more, got " + std::to_string(threads));
            linrt::SessionOptions o;
            o.threads = threads;
            o.profile = profile;
            o.reference = reference;
            o.vulkan_fp16 = vulkan_fp16;
            o = device_of(device, o);
            auto s = std::make_unique<PySession>();
            s->session.emplace(translate([&] { return self.session(o); }));
            return s;
          },
          "threads"_a, "device"_a, "profile"_a, "reference"_a, "vulkan_fp16"_a);

  nb::class_<PySession>(m, "Session")
      .def("run", &PySession::run, "arrays"_a, "function"_a.none())
      .def("profile", [](PySession& self) { return profile_dict(self.get().profile()); })
      .def("reset_profile", [](PySession& self) { self.get().reset_profile(); })
      .def("close", [](PySession& self) {
        nb::gil_scoped_release release;
        std::lock_guard lock(self.mutex);
        self.session.reset();
      })
      .def_prop_ro("closed", [](const PySession& self) { return !self.session; });

  nb::class_<PyUpscaler>(m, "Upscaler")
      .def(
          "__init__",
          [](PyUpscaler* self, const std::string& path, int tile, bool tta, int threads, const std::string& device) {
            if (tile < 0 || threads < 0) raise_invalid("Upscaler", "tile and threads must be 0 or more");
            linrt::upscale::UpscaleOptions o;
            o.tile = tile;
            o.tta = tta;
            o.session.threads = threads;
            o.session = device_of(device, o.session);
            auto* up = new (self) PyUpscaler();
            try {
              up->model = linrt::upscale::UpscaleModel::load(path);
              up->upscaler.emplace(up->model, o);
            } catch (const linrt::Error& e) {
              up->~PyUpscaler();
              raise_error(kind_name(e.kind()), e.where(), e.message());
            }
          },
          "path"_a, "tile"_a, "tta"_a, "threads"_a, "device"_a)
      .def_prop_ro("scale", [](const PyUpscaler& self) { return self.model.scale; })
      .def_prop_ro("margin", [](const PyUpscaler& self) { return self.model.margin; })
      .def("upscale", &PyUpscaler::upscale, "image"_a)
      .def("upscale_file", &PyUpscaler::upscale_file, "data"_a, "name"_a, "out_path"_a, "format"_a);

  m.def("list_devices", [] { return translate([] { return linrt::list_devices(); }); });
}
