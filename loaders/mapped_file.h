// Read-only memory mapping of a whole file. Tensors and blobs that point into the mapping hold
// a shared_ptr to it, so the file stays mapped exactly as long as something still reads it.
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

namespace linrt::loaders {

// Files larger than this are refused unless the caller passes a larger limit.
constexpr size_t kDefaultMaxFileBytes = size_t(16) << 30;

class MappedFile {
 public:
  // Maps `path` read-only. Throws linrt::Error: Io (with strerror) when the file cannot be
  // opened, is not a regular file or cannot be mapped; Limit when it is larger than `max_bytes`.
  // An empty file maps to an empty, valid range.
  static std::shared_ptr<const MappedFile> open(const std::string& path,
                                                size_t max_bytes = kDefaultMaxFileBytes);

  ~MappedFile();
  MappedFile(const MappedFile&) = delete;
  MappedFile& operator=(const MappedFile&) = delete;

  const uint8_t* data() const { return data_; }
  size_t size() const { return size_; }
  std::string_view text() const { return {reinterpret_cast<const char*>(data_), size_}; }
  const std::string& path() const { return path_; }

 private:
  MappedFile() = default;
  std::string path_;
  const uint8_t* data_ = nullptr;
  size_t size_ = 0;
  bool mapped_ = false;  // false for an empty file, which mmap cannot map
};

// Asks the kernel to map the pages of [data, data + bytes) of a file mapping now
// (MADV_POPULATE_READ, or a read-ahead hint where the kernel predates it), so that later reads
// take no page faults. Best effort: failures are ignored.
void prefault_pages(const void* data, size_t bytes);

}  // namespace linrt::loaders
