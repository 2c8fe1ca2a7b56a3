// safetensors files: an 8-byte little-endian header length, a JSON header
//   {"name": {"dtype": "F32", "shape": [2, 3], "data_offsets": [begin, end]}, ...,
//    "__metadata__": {"key": "value"}}
// and the tensor bytes, which are returned as zero-copy views into the mapped file.
// The header is validated as the format's specification asks: offsets lie inside the data
// section, each size equals numel * element size, and the tensors tile the data section with
// no gaps or overlaps.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "linrt/dtype.h"
#include "loaders/mapped_file.h"

namespace linrt::loaders {

struct SafetensorsTensor {
  std::string name;
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  const uint8_t* data = nullptr;  // aligned to the element size (copied if the file is not)
  size_t nbytes = 0;
  std::shared_ptr<const void> owner;  // keeps `data` alive (the mapped file or a copy)
};

struct SafetensorsFile {
  std::vector<SafetensorsTensor> tensors;  // in header order
  std::vector<std::pair<std::string, std::string>> metadata;  // "__metadata__", in order

  // The tensor called `name`, or nullptr.
  const SafetensorsTensor* find(std::string_view name) const;

 private:
  friend SafetensorsFile parse_safetensors(std::span<const uint8_t>, std::shared_ptr<const void>,
                                           const std::string&);
  std::vector<uint32_t> by_name_;  // indices into `tensors`, sorted by name
};

// Limit on the JSON header size, as in the reference implementation.
constexpr size_t kMaxSafetensorsHeaderBytes = 100'000'000;

// Parses a whole safetensors file held in `bytes` (kept alive by `owner`). Throws linrt::Error:
// Parse (where = `name`) for malformed or inconsistent headers, Unsupported for element types
// linrt has no DType for (F8_*, complex).
SafetensorsFile parse_safetensors(std::span<const uint8_t> bytes, std::shared_ptr<const void> owner,
                                  const std::string& name);
// Maps `path` and parses it.
SafetensorsFile load_safetensors(const std::string& path, size_t max_bytes = kDefaultMaxFileBytes);

}  // namespace linrt::loaders
