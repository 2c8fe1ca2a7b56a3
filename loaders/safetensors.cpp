#include "loaders/safetensors.h"

#include <algorithm>
#include <cstring>
#include <limits>

#include "linrt/error.h"
#include "linrt/json.h"

namespace linrt::loaders {

namespace {

std::optional<DType> dtype_from_safetensors(std::string_view s) {
  static constexpr std::pair<std::string_view, DType> kTable[] = {
      {"BOOL", DType::I1}, {"U8", DType::UI8},   {"I8", DType::I8},   {"U16", DType::UI16},
      {"I16", DType::I16}, {"F16", DType::F16},  {"BF16", DType::BF16}, {"U32", DType::UI32},
      {"I32", DType::I32}, {"F32", DType::F32},  {"U64", DType::UI64}, {"I64", DType::I64},
      {"F64", DType::F64},
  };
  for (const auto& [n, t] : kTable)
    if (n == s) return t;
  return std::nullopt;
}

std::string bracketed(const std::vector<int64_t>& shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i) s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

struct PendingTensor {
  SafetensorsTensor tensor;
  uint64_t begin = 0, end = 0;
};

// A non-negative integer member of a JSON array, or an error naming the tensor and field.
uint64_t as_size(const JsonValue& v, const std::string& file, const std::string& what) {
  if (v.kind != JsonValue::Kind::Number || !v.integer || *v.integer < 0)
    throw Error(ErrorKind::Parse, file, what + " must be a non-negative integer");
  return uint64_t(*v.integer);
}

}  // namespace

const SafetensorsTensor* SafetensorsFile::find(std::string_view name) const {
  auto it = std::lower_bound(by_name_.begin(), by_name_.end(), name,
                             [&](uint32_t i, std::string_view n) { return tensors[i].name < n; });
  if (it == by_name_.end() || tensors[*it].name != name) return nullptr;
  return &tensors[*it];
}

SafetensorsFile parse_safetensors(std::span<const uint8_t> bytes, std::shared_ptr<const void> owner,
                                  const std::string& name) {
  auto fail = [&](const std::string& msg) -> void { throw Error(ErrorKind::Parse, name, msg); };
  if (bytes.size() < 8) fail("file too short for a safetensors header length");
  uint64_t header_len = 0;
  for (int i = 0; i < 8; ++i) header_len |= uint64_t(bytes[size_t(i)]) << (8 * i);
  if (header_len > kMaxSafetensorsHeaderBytes)
    fail("header length " + std::to_string(header_len) + " exceeds the limit of " +
         std::to_string(kMaxSafetensorsHeaderBytes) + " bytes");
  if (header_len > bytes.size() - 8)
    fail("header length " + std::to_string(header_len) + " runs past the end of the file");
  std::string_view header(reinterpret_cast<const char*>(bytes.data() + 8), size_t(header_len));
  if (header.empty() || header[0] != '{') fail("header must start with '{'");
  JsonValue root = parse_json(header, name + " (safetensors header)");
  if (root.kind != JsonValue::Kind::Object) fail("header must be a JSON object");

  const uint8_t* base = bytes.data() + 8 + header_len;
  uint64_t data_size = bytes.size() - 8 - header_len;

  SafetensorsFile out;
  std::vector<PendingTensor> pending;
  for (const auto& [key, entry] : root.object) {
    if (key == "__metadata__") {
      if (entry.kind != JsonValue::Kind::Object) fail("__metadata__ must be an object of strings");
      for (const auto& [mk, mv] : entry.object) {
        if (mv.kind != JsonValue::Kind::String) fail("__metadata__ value \"" + mk + "\" must be a string");
        out.metadata.emplace_back(mk, mv.string);
      }
      continue;
    }
    std::string what = "tensor \"" + key + "\"";
    if (entry.kind != JsonValue::Kind::Object) fail(what + " must be an object");
    for (const auto& [field, value] : entry.object)
      if (field != "dtype" && field != "shape" && field != "data_offsets")
        fail(what + " has an unknown field \"" + field + "\"");
    const JsonValue* dtype = entry.find("dtype");
    const JsonValue* shape = entry.find("shape");
    const JsonValue* offsets = entry.find("data_offsets");
    if (!dtype || !shape || !offsets) fail(what + " needs dtype, shape and data_offsets");
    if (dtype->kind != JsonValue::Kind::String) fail(what + ": dtype must be a string");
    if (shape->kind != JsonValue::Kind::Array) fail(what + ": shape must be an array");
    if (offsets->kind != JsonValue::Kind::Array || offsets->array.size() != 2)
      fail(what + ": data_offsets must be an array of two integers");

    PendingTensor p;
    p.tensor.name = key;
    auto dt = dtype_from_safetensors(dtype->string);
    if (!dt)
      throw Error(ErrorKind::Unsupported, name,
                  what + ": element type \"" + dtype->string + "\" is not supported");
    p.tensor.dtype = *dt;
    size_t nbytes = dtype_size(*dt);
    bool overflow = false;
    for (const JsonValue& d : shape->array) {
      uint64_t dim = as_size(d, name, what + ": each dimension");
      if (dim != 0 && nbytes > std::numeric_limits<size_t>::max() / dim) overflow = true;
      nbytes = overflow ? 0 : nbytes * size_t(dim);
      p.tensor.shape.push_back(int64_t(dim));
    }
    if (overflow) fail(what + ": shape overflows the size of memory");
    p.begin = as_size(offsets->array[0], name, what + ": data_offsets");
    p.end = as_size(offsets->array[1], name, what + ": data_offsets");
    if (p.begin > p.end) fail(what + ": data_offsets begin " + std::to_string(p.begin) + " is after end " + std::to_string(p.end));
    if (p.end > data_size)
      fail(what + ": data_offsets end " + std::to_string(p.end) +
           " is past the end of the data section (" + std::to_string(data_size) + " bytes)");
    if (p.end - p.begin != nbytes)
      fail(what + ": data_offsets cover " + std::to_string(p.end - p.begin) + " bytes but " +
           std::string(dtype_name(*dt)) + " of shape " + bracketed(p.tensor.shape) + " needs " +
           std::to_string(nbytes));
    p.tensor.nbytes = nbytes;
    pending.push_back(std::move(p));
  }

  // The tensors must tile the data section exactly, as the format requires (this also rules
  // out one byte range being read as two tensors of different types).
  std::vector<size_t> order(pending.size());
  for (size_t i = 0; i < order.size(); ++i) order[i] = i;
  std::sort(order.begin(), order.end(), [&](size_t a, size_t b) {
    return pending[a].begin != pending[b].begin ? pending[a].begin < pending[b].begin
                                                : pending[a].end < pending[b].end;
  });
  uint64_t covered = 0;
  for (size_t i : order) {
    const PendingTensor& p = pending[i];
    if (p.begin != covered)
      fail("tensor \"" + p.tensor.name + "\": data_offsets begin " + std::to_string(p.begin) +
           (p.begin < covered ? " overlaps the previous tensor, which ends at "
                              : " leaves a gap after the previous tensor, which ends at ") +
           std::to_string(covered));
    covered = p.end;
  }
  if (covered != data_size)
    fail("the header describes " + std::to_string(covered) + " bytes of tensor data but the file holds " +
         std::to_string(data_size));

  for (PendingTensor& p : pending) {
    SafetensorsTensor& t = p.tensor;
    const uint8_t* src = base + p.begin;
    if (reinterpret_cast<uintptr_t>(src) % dtype_size(t.dtype) != 0) {
      // Kernels may load elements directly; a header not padded to 8 bytes misaligns them.
      std::shared_ptr<uint8_t[]> copy(new uint8_t[t.nbytes ? t.nbytes : 1]);
      std::memcpy(copy.get(), src, t.nbytes);
      t.data = copy.get();
      t.owner = std::shared_ptr<const void>(copy, copy.get());
    } else {
      t.data = src;
      t.owner = owner;
    }
    out.tensors.push_back(std::move(t));
  }
  out.by_name_.resize(out.tensors.size());
  for (size_t i = 0; i < out.by_name_.size(); ++i) out.by_name_[i] = uint32_t(i);
  std::sort(out.by_name_.begin(), out.by_name_.end(),
            [&](uint32_t a, uint32_t b) { return out.tensors[a].name < out.tensors[b].name; });
  return out;
}

SafetensorsFile load_safetensors(const std::string& path, size_t max_bytes) {
  auto file = MappedFile::open(path, max_bytes);
  return parse_safetensors(std::span<const uint8_t>(file->data(), file->size()), file, path);
}

}  // namespace linrt::loaders
