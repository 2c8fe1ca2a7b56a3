#include "tools/linrt-run/value_spec.h"

#include <cerrno>
#include <cmath>
#include <cstdlib>
#include <cstring>
#include <limits>

#include "linrt/error.h"
#include "loaders/mapped_file.h"

namespace linrt::tools {

namespace {

[[noreturn]] void fail(const std::string& msg) { throw Error(ErrorKind::Parse, "", msg); }

bool is_separator(char c) {
  return c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == ',' || c == '[' || c == ']';
}

std::vector<std::string_view> split_elements(std::string_view text) {
  std::vector<std::string_view> tokens;
  size_t i = 0;
  while (i < text.size()) {
    while (i < text.size() && is_separator(text[i])) ++i;
    size_t start = i;
    while (i < text.size() && !is_separator(text[i])) ++i;
    if (i > start) tokens.push_back(text.substr(start, i - start));
  }
  return tokens;
}

// Smallest and largest value an integer element may be written as. Signless types accept both
// the signed and the unsigned reading of their bits (i8 takes -128..255), as MLIR does.
void int_range(DType t, __int128& lo, __int128& hi) {
  unsigned bits = dtype_bits(t);
  if (t == DType::I1) {
    lo = 0;
    hi = 1;
  } else if (dtype_is_unsigned(t)) {
    lo = 0;
    hi = (__int128(1) << bits) - 1;
  } else if (t == DType::SI8 || t == DType::SI16 || t == DType::SI32 || t == DType::SI64 ||
             t == DType::Index) {
    lo = -(__int128(1) << (bits - 1));
    hi = (__int128(1) << (bits - 1)) - 1;
  } else {
    lo = -(__int128(1) << (bits - 1));
    hi = (__int128(1) << bits) - 1;
  }
}

}  // namespace

std::string ShapeType::str() const {
  std::string s;
  for (int64_t d : shape) s += std::to_string(d) + "x";
  return s + std::string(dtype_name(dtype));
}

std::optional<ShapeType> parse_shape_type(std::string_view text) {
  ShapeType st;
  size_t i = 0;
  // Leading "<digits>x" groups are dimensions; what remains must be an element type name.
  // ("index" contains an 'x', so the type is not simply the text after the last 'x'.)
  for (;;) {
    size_t j = i;
    while (j < text.size() && text[j] >= '0' && text[j] <= '9') ++j;
    if (j == i || j >= text.size() || text[j] != 'x') break;
    std::string digits(text.substr(i, j - i));
    errno = 0;
    unsigned long long d = std::strtoull(digits.c_str(), nullptr, 10);
    if (errno == ERANGE || d > uint64_t(std::numeric_limits<int64_t>::max())) return std::nullopt;
    st.shape.push_back(int64_t(d));
    i = j + 1;
  }
  auto dtype = dtype_from_name(text.substr(i));
  if (!dtype) return std::nullopt;
  st.dtype = *dtype;
  return st;
}

Scalar parse_scalar(DType dtype, std::string_view token) {
  std::string tok(token);
  if (dtype_is_float(dtype)) {
    char* end = nullptr;
    double v = std::strtod(tok.c_str(), &end);
    if (tok.empty() || end != tok.c_str() + tok.size())
      fail("'" + tok + "' is not a number of type " + std::string(dtype_name(dtype)));
    return Scalar::from_float(dtype, v);
  }
  if (dtype == DType::I1) {
    if (tok == "true") return Scalar::from_int(dtype, 1);
    if (tok == "false") return Scalar::from_int(dtype, 0);
  }
  // Integers: optional sign, decimal digits only (a leading 0 is not octal).
  size_t k = (tok.size() > 0 && (tok[0] == '-' || tok[0] == '+')) ? 1 : 0;
  bool digits = k < tok.size();
  for (size_t i = k; i < tok.size(); ++i) digits = digits && tok[i] >= '0' && tok[i] <= '9';
  if (!digits) fail("'" + tok + "' is not an integer of type " + std::string(dtype_name(dtype)));
  __int128 v = 0;
  for (size_t i = k; i < tok.size(); ++i) {
    v = v * 10 + (tok[i] - '0');
    if (v > (__int128(1) << 65)) break;  // already out of every type's range
  }
  if (tok[0] == '-') v = -v;
  __int128 lo, hi;
  int_range(dtype, lo, hi);
  if (v < lo || v > hi)
    fail("'" + tok + "' is out of range for " + std::string(dtype_name(dtype)));
  // Values above the signed range are stored as their two's-complement bit pattern.
  return Scalar::from_int(dtype, int64_t(uint64_t(v)));
}

HostTensor parse_elements(const ShapeType& type, std::string_view text) {
  HostTensor t(type.dtype, type.shape);
  std::vector<std::string_view> tokens = split_elements(text);
  int64_t n = t.numel();
  if (tokens.size() == 1 && n > 0) {
    Scalar v = parse_scalar(type.dtype, tokens[0]);
    return HostTensor::splat(type.dtype, type.shape, v);
  }
  if (int64_t(tokens.size()) != n)
    fail(type.str() + " needs " + std::to_string(n) + " values (or one to fill it), got " +
         std::to_string(tokens.size()));
  for (int64_t k = 0; k < n; ++k) {
    try {
      t.set(k, parse_scalar(type.dtype, tokens[size_t(k)]));
    } catch (const Error& e) {
      fail("element " + std::to_string(k) + ": " + e.message());
    }
  }
  return t;
}

HostTensor tensor_from_npy(const loaders::NpyArray& a) {
  return HostTensor::view(a.dtype, a.shape, a.data, a.owner);
}

void ValueSpecParser::check_size(const ShapeType& type) const {
  // Command-line tensors are allocated up front; refuse sizes no one means to type.
  if (shape_numel(type.shape) > max_elements_)
    throw Error(ErrorKind::Limit, "", type.str() + " has more than " + std::to_string(max_elements_) +
                                          " elements, the limit for values given on the command line");
}

loaders::NpyFileReader& ValueSpecParser::npy_reader(const std::string& path, bool restart) {
  auto& slot = npy_readers_[path];
  if (!slot || restart) slot = std::make_unique<loaders::NpyFileReader>(path, max_file_bytes_);
  return *slot;
}

ParsedValue ValueSpecParser::read_raw(const ShapeType& type, std::string_view file_spec) {
  bool cont = file_spec[0] == '+';
  std::string path(file_spec.substr(1));
  if (path.empty()) fail("missing file name after '" + std::string(1, file_spec[0]) + "'");
  auto file = loaders::MappedFile::open(path, max_file_bytes_);
  size_t offset = cont ? raw_offsets_[path] : 0;
  int64_t n = shape_numel(type.shape);
  size_t es = dtype_size(type.dtype);
  if (n != 0 && size_t(n) > std::numeric_limits<size_t>::max() / es)
    throw Error(ErrorKind::Limit, path, type.str() + " is too large");
  size_t nbytes = size_t(n) * es;
  size_t left = file->size() - std::min(offset, file->size());
  if (nbytes > left)
    throw Error(ErrorKind::Parse, path,
                type.str() + " needs " + std::to_string(nbytes) + " bytes but the file has " +
                    std::to_string(left) + (offset ? " left after byte " + std::to_string(offset) : std::string()));
  raw_offsets_[path] = offset + nbytes;
  ParsedValue v;
  const uint8_t* src = file->data() + offset;
  if (reinterpret_cast<uintptr_t>(src) % es == 0) {
    v.tensor = HostTensor::view(type.dtype, type.shape, src, file);
  } else {
    v.tensor = HostTensor(type.dtype, type.shape);
    std::memcpy(v.tensor.mutable_bytes(), src, nbytes);
  }
  return v;
}

std::vector<ParsedValue> ValueSpecParser::parse(std::string_view spec, bool allow_ignored) {
  if (spec == "(ignored)") {
    if (!allow_ignored) fail("(ignored) is only meaningful for --expected_output");
    ParsedValue v;
    v.kind = ParsedValue::Kind::Ignored;
    return {v};
  }
  if (spec.empty()) fail("empty value");
  char lead = spec[0];
  if (lead == '@' || lead == '+' || lead == '*') {
    std::string path(spec.substr(1));
    if (path.empty()) fail(std::string("missing file name after '") + lead + "'");
    loaders::NpyFileReader& r = npy_reader(path, lead == '@');
    std::vector<ParsedValue> out;
    if (lead == '*') {
      while (!r.at_end()) out.push_back({ParsedValue::Kind::Tensor, tensor_from_npy(r.next()), {}});
      if (out.empty()) throw Error(ErrorKind::Parse, path, "no arrays left to read");
    } else {
      out.push_back({ParsedValue::Kind::Tensor, tensor_from_npy(r.next()), {}});
    }
    return out;
  }

  size_t eq = spec.find('=');
  std::string_view lhs = spec.substr(0, eq);
  std::optional<ShapeType> type = parse_shape_type(lhs);
  if (type) check_size(*type);
  if (eq == std::string_view::npos) {
    if (type) return {{ParsedValue::Kind::Tensor, HostTensor(type->dtype, type->shape), {}}};
    // An untyped number: its type comes from the function argument it is bound to.
    std::string s(spec);
    char* end = nullptr;
    std::strtod(s.c_str(), &end);
    if (end == s.c_str() + s.size()) return {{ParsedValue::Kind::UntypedScalar, HostTensor(), s}};
    fail("cannot read '" + std::string(spec) +
         "': expected SHAPExTYPE=VALUES (e.g. 2x2xf32=1 2 3 4), @file.npy, or a number");
  }
  if (!type)
    fail("'" + std::string(lhs) + "' is not a shape and element type such as 2x2xf32 or f32");
  std::string_view rhs = spec.substr(eq + 1);
  if (!rhs.empty() && (rhs[0] == '@' || rhs[0] == '+')) return {read_raw(*type, rhs)};
  if (split_elements(rhs).empty() && shape_numel(type->shape) != 0)
    fail("no values after '=' in '" + std::string(spec) + "'");
  return {{ParsedValue::Kind::Tensor, parse_elements(*type, rhs), {}}};
}

}  // namespace linrt::tools
