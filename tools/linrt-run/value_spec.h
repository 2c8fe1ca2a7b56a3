// Values written on the command line, in iree-run-module's spelling:
//
//   2x2xf32=1 2 3 4        a tensor; values separated by spaces or commas, brackets ignored
//   2x2xf32=[1 2][3 4]     the same
//   2x2xf32=7              one value fills the whole tensor
//   2x2xf32                zeros
//   f32=3.5                a rank-0 tensor (or a scalar, for a scalar function argument)
//   3, -2.5                an untyped scalar, typed by the function argument it binds to
//   @file.npy              the first array of a .npy file
//   +file.npy              the next array of a .npy file (after an earlier @ or + of it)
//   *file.npy              all remaining arrays of a .npy file, one value each
//   2x2xf32=@file.bin      raw little-endian elements from the start of a file
//   2x2xf32=+file.bin      raw elements that follow the previous raw read of that file
//   (ignored)              in --expected_output only: accept any result
#pragma once

#include <map>
#include <optional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/host_tensor.h"
#include "loaders/npy.h"

namespace linrt::tools {

struct ShapeType {
  std::vector<int64_t> shape;
  DType dtype = DType::F32;
  std::string str() const;  // "2x2xf32", "f32"
};

// Parses "2x3xf32" / "f32" / "0x4xindex"; nullopt when `text` is not of that form.
std::optional<ShapeType> parse_shape_type(std::string_view text);

// Builds a tensor of `type` from element text (see above). Throws linrt::Error(Parse) saying
// which element is wrong, or that the count is neither 0, 1 nor the element count.
HostTensor parse_elements(const ShapeType& type, std::string_view text);

// Parses one element for `dtype` ("3", "-1", "0x1F" is not accepted, "nan", "true" for i1),
// checking that an integer fits the type. Throws linrt::Error(Parse).
Scalar parse_scalar(DType dtype, std::string_view token);

struct ParsedValue {
  enum class Kind { Tensor, UntypedScalar, Ignored };
  Kind kind = Kind::Tensor;
  HostTensor tensor;         // Tensor
  std::string scalar_text;   // UntypedScalar: the number as written
};

// Parses specs one after another, remembering how far each file has been read so that `+`
// continues where the previous read of the same file stopped.
class ValueSpecParser {
 public:
  explicit ValueSpecParser(size_t max_file_bytes = loaders::kDefaultMaxFileBytes,
                           int64_t max_elements = int64_t(1) << 28)
      : max_file_bytes_(max_file_bytes), max_elements_(max_elements) {}

  // The values of one spec: one value, except `*file.npy` which yields every remaining array.
  // `(ignored)` is accepted only when `allow_ignored`. Throws linrt::Error.
  std::vector<ParsedValue> parse(std::string_view spec, bool allow_ignored);

 private:
  ParsedValue read_raw(const ShapeType& type, std::string_view file_spec);
  void check_size(const ShapeType& type) const;
  loaders::NpyFileReader& npy_reader(const std::string& path, bool restart);

  size_t max_file_bytes_;
  int64_t max_elements_;
  std::map<std::string, std::unique_ptr<loaders::NpyFileReader>> npy_readers_;
  std::map<std::string, size_t> raw_offsets_;
};

// A tensor of `array`'s type viewing its data (kept alive by the array's owner).
HostTensor tensor_from_npy(const loaders::NpyArray& array);

}  // namespace linrt::tools
