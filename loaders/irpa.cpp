#include "loaders/irpa.h"

#include <cstring>
#include <set>

#include "linrt/error.h"

namespace linrt::loaders {

namespace {

constexpr uint64_t kHeaderBytes = 88;
constexpr uint64_t kEntryHeaderBytes = 60;
constexpr uint64_t kSplatEntryBytes = 85;
constexpr uint64_t kDataEntryBytes = 76;
constexpr uint64_t kEntryAlignment = 16;
constexpr uintptr_t kDataAlignment = 16;

struct Range {
  uint64_t offset = 0, length = 0;
};

class Reader {
 public:
  Reader(std::span<const uint8_t> bytes, const std::string& name) : bytes_(bytes), name_(name) {}

  [[noreturn]] void fail(uint64_t at, const std::string& msg, ErrorKind kind = ErrorKind::Parse) const {
    throw Error(kind, name_, "IREE parameter archive, byte " + std::to_string(at) + ": " + msg);
  }
  // Callers check that [at, at + n) lies in the file first.
  uint64_t u(uint64_t at, int n) const {
    uint64_t v = 0;
    for (int i = 0; i < n; ++i) v |= uint64_t(bytes_[size_t(at) + size_t(i)]) << (8 * i);
    return v;
  }
  Range range(uint64_t at) const { return {u(at, 8), u(at + 8, 8)}; }
  uint64_t size() const { return bytes_.size(); }
  const uint8_t* ptr(uint64_t at) const { return bytes_.data() + at; }

 private:
  std::span<const uint8_t> bytes_;
  const std::string& name_;
};

// Whether [r.offset, r.offset + r.length) fits in `limit` bytes, without overflow.
bool fits(const Range& r, uint64_t limit) { return r.offset <= limit && r.length <= limit - r.offset; }

std::string describe(const Range& r) {
  std::string s(1, '[');  // appended, not "[" + ..., which trips GCC 12's -Wrestrict
  s += std::to_string(r.offset);
  s += ", ";
  s += std::to_string(r.offset);
  s += " + ";
  s += std::to_string(r.length);
  s += ')';
  return s;
}

}  // namespace

bool is_irpa(std::span<const uint8_t> bytes) { return bytes.size() >= 4 && std::memcmp(bytes.data(), "IRPA", 4) == 0; }

IrpaFile parse_irpa(std::span<const uint8_t> bytes, std::shared_ptr<const void> owner, const std::string& name,
                    size_t max_splat_bytes) {
  const Reader r(bytes, name);
  IrpaFile out;
  std::set<std::string, std::less<>> names;
  uint64_t base = 0;
  for (;;) {
    const uint64_t avail = r.size() - base;
    if (avail < 4 || std::memcmp(r.ptr(base), "IRPA", 4) != 0) r.fail(base, "no \"IRPA\" magic where a header should start");
    if (avail < kHeaderBytes)
      r.fail(base, "truncated header: " + std::to_string(avail) + " bytes left, a header needs " +
                       std::to_string(kHeaderBytes));
    const uint64_t major = r.u(base + 4, 2), minor = r.u(base + 6, 2);
    if (major != 0 || minor != 0)
      r.fail(base + 4, "version " + std::to_string(major) + "." + std::to_string(minor) + " is not supported (only 0.0)",
             ErrorKind::Unsupported);
    if (r.u(base + 8, 8) != kHeaderBytes)
      r.fail(base + 8, "header size " + std::to_string(r.u(base + 8, 8)) + ", version 0 headers are " +
                           std::to_string(kHeaderBytes) + " bytes");
    const uint64_t next = r.u(base + 16, 8);
    const uint64_t entry_count = r.u(base + 32, 8);
    const Range table = r.range(base + 40), metadata = r.range(base + 56), storage = r.range(base + 72);
    const char* segment_names[] = {"entry table", "metadata segment", "storage segment"};
    const Range* segments[] = {&table, &metadata, &storage};
    for (int s = 0; s < 3; ++s)
      if (!fits(*segments[s], avail))
        r.fail(base + 40 + 16 * uint64_t(s), std::string(segment_names[s]) + " " + describe(*segments[s]) +
                                                 " runs past the end of the file (" + std::to_string(avail) +
                                                 " bytes after the header's start)");

    uint64_t pos = base + table.offset, remaining = table.length;
    for (uint64_t i = 0; i < entry_count; ++i) {
      const std::string which = "entry " + std::to_string(i);
      if (remaining < kEntryHeaderBytes)
        r.fail(pos, which + ": the entry table ends " + std::to_string(remaining) + " bytes on, an entry needs " +
                        std::to_string(kEntryHeaderBytes));
      const uint64_t entry_size = r.u(pos, 8);
      if (entry_size < kEntryHeaderBytes || entry_size > remaining)
        r.fail(pos, which + ": entry size " + std::to_string(entry_size) + " is outside [" +
                        std::to_string(kEntryHeaderBytes) + ", " + std::to_string(remaining) +
                        "] (the rest of the entry table)");
      const uint64_t type = r.u(pos + 8, 4);
      const Range name_ref = r.range(pos + 20), meta_ref = r.range(pos + 36);
      if (!fits(name_ref, metadata.length))
        r.fail(pos + 20, which + ": name " + describe(name_ref) + " lies outside the metadata segment (" +
                             std::to_string(metadata.length) + " bytes)");
      if (!fits(meta_ref, metadata.length))
        r.fail(pos + 36, which + ": metadata " + describe(meta_ref) + " lies outside the metadata segment (" +
                             std::to_string(metadata.length) + " bytes)");
      IrpaEntry e;
      e.name.assign(reinterpret_cast<const char*>(r.ptr(base + metadata.offset + name_ref.offset)),
                    size_t(name_ref.length));
      const std::string label = which + " \"" + e.name + "\"";
      const uint64_t at = pos;
      const uint64_t step = (entry_size + kEntryAlignment - 1) / kEntryAlignment * kEntryAlignment;
      pos += step < remaining ? step : remaining;
      remaining -= step < remaining ? step : remaining;

      if (type == 0) continue;  // a skip entry
      if (type == 1) {
        if (entry_size < kSplatEntryBytes)
          r.fail(at, label + ": splat entry size " + std::to_string(entry_size) + " is under " +
                         std::to_string(kSplatEntryBytes));
        const uint64_t length = r.u(at + 60, 8), pattern_length = r.u(at + 84, 1);
        if (pattern_length == 0 || pattern_length > 16)
          r.fail(at + 84, label + ": splat pattern length " + std::to_string(pattern_length) + " is not in [1, 16]");
        if (length % pattern_length != 0)
          r.fail(at + 60, label + ": splat length " + std::to_string(length) + " is not a multiple of its " +
                              std::to_string(pattern_length) + "-byte pattern");
        if (length > max_splat_bytes)
          r.fail(at + 60, label + ": splat length " + std::to_string(length) + " exceeds the limit of " +
                              std::to_string(max_splat_bytes) + " bytes",
                 ErrorKind::Limit);
        std::shared_ptr<uint8_t[]> buffer(new uint8_t[length ? size_t(length) : 1]);
        for (uint64_t b = 0; b < length; b += pattern_length)
          std::memcpy(buffer.get() + b, r.ptr(at + 68), size_t(pattern_length));
        e.splat = true;
        e.data = buffer.get();
        e.nbytes = size_t(length);
        e.owner = std::shared_ptr<const void>(buffer, buffer.get());
      } else if (type == 2) {
        if (entry_size < kDataEntryBytes)
          r.fail(at, label + ": data entry size " + std::to_string(entry_size) + " is under " +
                         std::to_string(kDataEntryBytes));
        const Range data = r.range(at + 60);
        if (!fits(data, storage.length))
          r.fail(at + 60, label + ": data " + describe(data) + " lies outside the storage segment (" +
                              std::to_string(storage.length) + " bytes)");
        const uint8_t* src = r.ptr(base + storage.offset + data.offset);
        e.nbytes = size_t(data.length);
        if (reinterpret_cast<uintptr_t>(src) % kDataAlignment != 0) {
          // Kernels load elements directly; IREE aligns data to 64 bytes, other writers may not.
          std::shared_ptr<uint8_t[]> copy(new uint8_t[e.nbytes ? e.nbytes : 1]);
          std::memcpy(copy.get(), src, e.nbytes);
          e.data = copy.get();
          e.owner = std::shared_ptr<const void>(copy, copy.get());
        } else {
          e.data = src;
          e.owner = owner;
        }
      } else if (type == 3) {
        r.fail(at + 8, label + " keeps its data in an external file, which linrt does not read",
               ErrorKind::Unsupported);
      } else {
        r.fail(at + 8, label + ": unknown entry type " + std::to_string(type));
      }
      if (!names.insert(e.name).second) r.fail(at + 20, label + ": the name is given twice");
      out.entries.push_back(std::move(e));
    }

    if (next == 0) break;
    if (next >= avail)
      r.fail(base + 16, "next header offset " + std::to_string(next) + " is past the end of the file (" +
                            std::to_string(avail) + " bytes after this header's start)");
    base += next;
  }
  return out;
}

IrpaFile load_irpa(const std::string& path, size_t max_bytes) {
  auto file = MappedFile::open(path, max_bytes);
  return parse_irpa(std::span<const uint8_t>(file->data(), file->size()), file, path, max_bytes);
}

}  // namespace linrt::loaders
