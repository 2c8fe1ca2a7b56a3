// NumPy .npy files (format versions 1.0, 2.0 and 3.0): reading arrays as zero-copy views into
// a mapped file, and writing them. Several arrays may follow one another in one file, as
// repeated np.save calls on one handle write them and as `--output=+file.npy` appends them.
//
// Element types map to linrt DTypes as follows (reading accepts '<', '|' and '=' byte orders;
// big-endian '>' is refused for multi-byte types):
//   b1 <-> i1      i1 <-> i8      i2 <-> i16     i4 <-> i32     i8 <-> i64
//   u1 <-> ui8     u2 <-> ui16    u4 <-> ui32    u8 <-> ui64
//   f2 <-> f16     f4 <-> f32     f8 <-> f64
// Writing maps si8..si64 to i1..i8 and index to '<i8'. bf16 has no NumPy type and is refused
// (callers convert it to f32 first).
#pragma once

#include <cstddef>
#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "linrt/dtype.h"
#include "loaders/mapped_file.h"

namespace linrt::loaders {

struct NpyArray {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;      // C order (a Fortran-order file is transposed on load)
  const uint8_t* data = nullptr;   // row-major elements, aligned to the element size
  size_t nbytes = 0;
  std::shared_ptr<const void> owner;  // keeps `data` alive (the mapped file or a copy)
};

// Parses the array that starts at `bytes[0]`. `name` (a file name) and `offset` (where `bytes`
// starts in that file) go into error messages. The data is a view into `bytes` (kept alive by
// `owner`) when it is suitably aligned and in C order; otherwise it is copied. Sets `*consumed`
// to the size of the header plus data. Throws linrt::Error(Parse) for a malformed header or
// truncated data, Unsupported for element types linrt has no DType for.
NpyArray parse_npy(std::span<const uint8_t> bytes, std::shared_ptr<const void> owner,
                   const std::string& name, size_t offset = 0, size_t* consumed = nullptr);

// Reads arrays one after another from a mapped .npy file.
class NpyFileReader {
 public:
  explicit NpyFileReader(const std::string& path, size_t max_bytes = kDefaultMaxFileBytes);
  bool at_end() const { return offset_ >= file_->size(); }
  // The next array; throws linrt::Error(Parse) when there is none left.
  NpyArray next();
  const std::string& path() const { return file_->path(); }

 private:
  std::shared_ptr<const MappedFile> file_;
  size_t offset_ = 0;
  size_t index_ = 0;
};

// The first array of the file at `path`, as np.load returns it.
NpyArray load_npy(const std::string& path, size_t max_bytes = kDefaultMaxFileBytes);

// ".npy descr" for a DType ("<f4"); nullopt for bf16.
std::optional<std::string_view> npy_descr(DType dtype);

// The header (magic, version 1.0, length, padded dict) of an array, byte for byte as np.save
// writes it, padded so the data starts at a multiple of 64 bytes. At most 64 dimensions.
std::vector<uint8_t> encode_npy_header(DType dtype, std::span<const int64_t> shape);

// Writes one array as `path`, atomically (see write_file_atomically). `data` holds
// numel * dtype_size(dtype) bytes in row-major order.
void write_npy(const std::string& path, DType dtype, std::span<const int64_t> shape,
               const void* data);
// Appends one array to `path` (created if missing), for files that hold a sequence of arrays.
void append_npy(const std::string& path, DType dtype, std::span<const int64_t> shape,
                const void* data);

}  // namespace linrt::loaders
