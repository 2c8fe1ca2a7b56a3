// IREE parameter archives (.irpa), as IREE's iree-create-parameters, iree-convert-parameters and
// iree.runtime.ParameterIndex write them. All integers are little-endian and the structures
// are packed:
//   header (88 bytes at the archive's base): magic "IRPA", u16 major version (0), u16 minor
//     version (0), u64 header size (88), u64 offset of a further header (0 for none), u64 flags,
//     u64 entry count, then three {u64 offset, u64 length} ranges, relative to the base: the
//     entry table, the metadata segment (names) and the storage segment (data).
//   entry (each at a 16-byte boundary in the table): u64 entry size, u32 type, u64 flags,
//     {offset, length} of the name in the metadata segment, {offset, length} of metadata,
//     u64 minimum alignment (60 bytes), then by type: 0 skip (ignored), 1 splat (u64 total
//     length, 16 pattern bytes, u8 pattern length), 2 data ({offset, length} in the storage
//     segment), 3 external (data in another file: refused).
// Entries carry no element type or shape, only bytes; the binding pass takes those from the
// global or argument that names the parameter. Data entries are zero-copy views into the
// mapped file; splat entries are filled into a buffer of their length.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <vector>

#include "loaders/mapped_file.h"

namespace linrt::loaders {

struct IrpaEntry {
  std::string name;
  bool splat = false;             // filled from a repeated pattern (else a view of the file)
  const uint8_t* data = nullptr;  // 16-byte aligned (copied if the archive's offset is not)
  size_t nbytes = 0;
  std::shared_ptr<const void> owner;  // keeps `data` alive (the mapped file or a buffer)
};

struct IrpaFile {
  std::vector<IrpaEntry> entries;  // in archive order, skip entries left out
};

// True if `bytes` starts with the archive magic "IRPA".
bool is_irpa(std::span<const uint8_t> bytes);

// Parses a whole archive held in `bytes` (kept alive by `owner`), following linked headers.
// Throws linrt::Error located at `name` whose message gives the byte offset of the offending
// field: Parse for a corrupt or truncated archive (a range outside the file or its segment, a
// bad size or pattern, a name given twice), Unsupported for other versions and for external
// entries, Limit for a splat longer than `max_splat_bytes`.
IrpaFile parse_irpa(std::span<const uint8_t> bytes, std::shared_ptr<const void> owner,
                    const std::string& name, size_t max_splat_bytes = kDefaultMaxFileBytes);
// Maps `path` and parses it.
IrpaFile load_irpa(const std::string& path, size_t max_bytes = kDefaultMaxFileBytes);

}  // namespace linrt::loaders
