// Writing result files so that a reader never sees a half-written file: the bytes go to a
// temporary file beside the target, are flushed to disk, and the temporary is renamed over the
// target in one step.
#pragma once

#include <cstdint>
#include <span>
#include <string>

namespace linrt::loaders {

// Writes the concatenation of `parts` to `path`, replacing any existing file atomically (via
// `path` + ".tmp-<pid>", fsync, rename). Throws linrt::Error(Io) naming the path on failure and
// leaves no temporary file behind.
void write_file_atomically(const std::string& path, std::span<const std::span<const uint8_t>> parts);

// Appends the concatenation of `parts` to `path` (created if missing). On failure the file is
// truncated back to its previous length, so it never ends in a partial record.
void append_to_file(const std::string& path, std::span<const std::span<const uint8_t>> parts);

}  // namespace linrt::loaders
