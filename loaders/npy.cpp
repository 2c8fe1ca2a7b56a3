#include "loaders/npy.h"

#include <bit>
#include <cstring>
#include <limits>

#include "linrt/error.h"
#include "loaders/file_write.h"

namespace linrt::loaders {

static_assert(std::endian::native == std::endian::little,
              "linrt reads little-endian data files in place");

namespace {

constexpr uint8_t kMagic[6] = {0x93, 'N', 'U', 'M', 'P', 'Y'};
constexpr size_t kArrayAlign = 64;        // np.save pads headers so data starts 64-aligned
constexpr size_t kGrowthAxisDigits = 21;  // np.save leaves room to grow the first dimension
constexpr size_t kMaxRank = 64;           // NumPy's limit on dimensions

// Reports a malformed file, saying which array of the file and at which byte.
struct NpyContext {
  const std::string& name;
  size_t offset;

  [[noreturn]] void fail(ErrorKind kind, const std::string& msg) const {
    throw Error(kind, name, msg + " (.npy array at byte offset " + std::to_string(offset) + ")");
  }
};

// Recursive-descent reader for the Python literal dict of an .npy header:
//   {'descr': '<f4', 'fortran_order': False, 'shape': (2, 3), }
// Only the literal forms np.save writes are accepted: quoted strings without escapes, True,
// False, and tuples of non-negative integers.
class HeaderDictParser {
 public:
  HeaderDictParser(std::string_view text, const NpyContext& ctx) : s_(text), ctx_(ctx) {}

  struct Fields {
    std::optional<std::string> descr;
    std::optional<bool> fortran_order;
    std::optional<std::vector<int64_t>> shape;
  };

  Fields parse() {
    Fields f;
    skip_ws();
    expect('{');
    skip_ws();
    while (!peek('}')) {
      std::string key = parse_string();
      skip_ws();
      expect(':');
      skip_ws();
      if (key == "descr") {
        if (f.descr) fail("duplicate key 'descr'");
        if (peek('[')) ctx_.fail(ErrorKind::Unsupported, "structured .npy dtypes are not supported");
        f.descr = parse_string();
      } else if (key == "fortran_order") {
        if (f.fortran_order) fail("duplicate key 'fortran_order'");
        f.fortran_order = parse_bool();
      } else if (key == "shape") {
        if (f.shape) fail("duplicate key 'shape'");
        f.shape = parse_shape();
      } else {
        fail("unexpected key '" + key + "' in header");
      }
      skip_ws();
      if (peek(',')) {
        ++pos_;
        skip_ws();
      } else if (!peek('}')) {
        fail("expected ',' or '}' in header dict");
      }
    }
    ++pos_;
    skip_ws();
    if (pos_ != s_.size()) fail("unexpected text after the header dict");
    if (!f.descr || !f.fortran_order || !f.shape)
      fail("header must have the keys 'descr', 'fortran_order' and 'shape'");
    return f;
  }

 private:
  [[noreturn]] void fail(const std::string& msg) {
    ctx_.fail(ErrorKind::Parse, "malformed header: " + msg + " at header column " +
                                    std::to_string(pos_ + 1));
  }
  bool peek(char c) const { return pos_ < s_.size() && s_[pos_] == c; }
  void expect(char c) {
    if (!peek(c)) fail(std::string("expected '") + c + "'");
    ++pos_;
  }
  void skip_ws() {
    while (pos_ < s_.size() && (s_[pos_] == ' ' || s_[pos_] == '\t' || s_[pos_] == '\n' || s_[pos_] == '\r'))
      ++pos_;
  }
  std::string parse_string() {
    if (pos_ >= s_.size() || (s_[pos_] != '\'' && s_[pos_] != '"')) fail("expected a quoted string");
    char quote = s_[pos_++];
    size_t start = pos_;
    while (pos_ < s_.size() && s_[pos_] != quote) {
      if (s_[pos_] == '\\') fail("escapes in header strings are not supported");
      ++pos_;
    }
    if (pos_ >= s_.size()) fail("unterminated string");
    std::string out(s_.substr(start, pos_ - start));
    ++pos_;
    return out;
  }
  bool parse_bool() {
    if (s_.substr(pos_, 4) == "True") {
      pos_ += 4;
      return true;
    }
    if (s_.substr(pos_, 5) == "False") {
      pos_ += 5;
      return false;
    }
    fail("expected True or False");
  }
  std::vector<int64_t> parse_shape() {
    std::vector<int64_t> shape;
    expect('(');
    skip_ws();
    while (!peek(')')) {
      if (pos_ >= s_.size() || s_[pos_] < '0' || s_[pos_] > '9') fail("expected a dimension");
      int64_t v = 0;
      while (pos_ < s_.size() && s_[pos_] >= '0' && s_[pos_] <= '9') {
        int digit = s_[pos_++] - '0';
        if (v > (std::numeric_limits<int64_t>::max() - digit) / 10) fail("dimension too large");
        v = v * 10 + digit;
      }
      if (peek('L')) ++pos_;  // Python 2 long literal, as old NumPy versions wrote
      shape.push_back(v);
      if (shape.size() > kMaxRank) fail("more than " + std::to_string(kMaxRank) + " dimensions");
      skip_ws();
      if (peek(',')) {
        ++pos_;
        skip_ws();
      } else if (!peek(')')) {
        fail("expected ',' or ')' in shape");
      }
    }
    ++pos_;
    return shape;
  }

  std::string_view s_;
  const NpyContext& ctx_;
  size_t pos_ = 0;
};

DType dtype_from_descr(const std::string& descr, const NpyContext& ctx) {
  auto unsupported = [&](const std::string& why) -> DType {
    ctx.fail(ErrorKind::Unsupported, "element type '" + descr + "' is not supported: " + why);
  };
  if (descr.size() < 3) unsupported("unknown type");
  char order = descr[0];
  std::string_view code = std::string_view(descr).substr(1);
  static constexpr struct {
    std::string_view code;
    DType dtype;
  } kTable[] = {
      {"b1", DType::I1},   {"i1", DType::I8},   {"i2", DType::I16},  {"i4", DType::I32},
      {"i8", DType::I64},  {"u1", DType::UI8},  {"u2", DType::UI16}, {"u4", DType::UI32},
      {"u8", DType::UI64}, {"f2", DType::F16},  {"f4", DType::F32},  {"f8", DType::F64},
  };
  for (const auto& e : kTable) {
    if (e.code != code) continue;
    if (order == '>' && dtype_size(e.dtype) > 1) unsupported("big-endian data (byteswap it with NumPy first)");
    if (order != '<' && order != '|' && order != '=' && order != '>') unsupported("unknown byte order");
    return e.dtype;
  }
  if (code[0] == 'c') unsupported("complex numbers");
  if (code[0] == 'f') unsupported("only f2, f4 and f8 floats");
  return unsupported("only bool, integer and float types");
}

// Checked product of the dims (and element size); nullopt on overflow past size_t.
std::optional<size_t> checked_byte_size(std::span<const int64_t> shape, size_t elem) {
  size_t n = elem;
  for (int64_t d : shape) {
    if (d != 0 && n > std::numeric_limits<size_t>::max() / size_t(d)) return std::nullopt;
    n *= size_t(d);
  }
  return n;
}

// Copies Fortran-order (column-major) data of `shape` into row-major order.
std::shared_ptr<uint8_t[]> fortran_to_c_order(const uint8_t* src, std::span<const int64_t> shape,
                                              size_t elem, size_t nbytes) {
  std::shared_ptr<uint8_t[]> dst(new uint8_t[nbytes ? nbytes : 1]);
  size_t numel = elem ? nbytes / elem : 0;
  size_t rank = shape.size();
  // Column-major strides (in elements) of the source.
  std::vector<size_t> fstride(rank);
  size_t acc = 1;
  for (size_t d = 0; d < rank; ++d) {
    fstride[d] = acc;
    acc *= size_t(shape[d]);
  }
  // Walk destination positions in row-major order with an index counter.
  std::vector<int64_t> idx(rank, 0);
  for (size_t k = 0; k < numel; ++k) {
    size_t s = 0;
    for (size_t d = 0; d < rank; ++d) s += size_t(idx[d]) * fstride[d];
    std::memcpy(dst.get() + k * elem, src + s * elem, elem);
    for (size_t d = rank; d-- > 0;) {
      if (++idx[d] < shape[d]) break;
      idx[d] = 0;
    }
  }
  return dst;
}

std::string python_shape_repr(std::span<const int64_t> shape) {
  std::string s = "(";
  for (size_t i = 0; i < shape.size(); ++i) {
    if (i) s += ", ";
    s += std::to_string(shape[i]);
  }
  if (shape.size() == 1) s += ",";
  return s + ")";
}

}  // namespace

std::optional<std::string_view> npy_descr(DType dtype) {
  switch (dtype) {
    case DType::I1: return "|b1";
    case DType::I8: case DType::SI8: return "|i1";
    case DType::UI8: return "|u1";
    case DType::I16: case DType::SI16: return "<i2";
    case DType::UI16: return "<u2";
    case DType::I32: case DType::SI32: return "<i4";
    case DType::UI32: return "<u4";
    case DType::I64: case DType::SI64: case DType::Index: return "<i8";
    case DType::UI64: return "<u8";
    case DType::F16: return "<f2";
    case DType::F32: return "<f4";
    case DType::F64: return "<f8";
    case DType::BF16: case DType::F8E5M2: case DType::F8E4M3FN: case DType::F8E5M2FNUZ:
    case DType::F8E4M3FNUZ: case DType::F4E2M1FN: case DType::I4: case DType::I2:
    case DType::F8E8M0FNU:
      return std::nullopt;  // numpy has no such dtype
  }
  return std::nullopt;
}

NpyArray parse_npy(std::span<const uint8_t> bytes, std::shared_ptr<const void> owner,
                   const std::string& name, size_t offset, size_t* consumed) {
  NpyContext ctx{name, offset};
  if (bytes.size() < 10 || std::memcmp(bytes.data(), kMagic, 6) != 0)
    ctx.fail(ErrorKind::Parse, bytes.size() < 10 ? "file too short for an .npy header"
                                                 : "missing .npy magic string");
  uint8_t major = bytes[6], minor = bytes[7];
  if (major < 1 || major > 3 || minor != 0)
    ctx.fail(ErrorKind::Unsupported, "unsupported .npy format version " + std::to_string(major) +
                                         "." + std::to_string(minor));
  size_t len_bytes = major == 1 ? 2 : 4;
  size_t prefix = 8 + len_bytes;
  if (bytes.size() < prefix) ctx.fail(ErrorKind::Parse, "truncated .npy header length");
  size_t header_len = bytes[8] | size_t(bytes[9]) << 8;
  if (len_bytes == 4) header_len |= size_t(bytes[10]) << 16 | size_t(bytes[11]) << 24;
  if (header_len > bytes.size() - prefix)
    ctx.fail(ErrorKind::Parse, "header length " + std::to_string(header_len) +
                                   " runs past the end of the file");
  std::string_view header(reinterpret_cast<const char*>(bytes.data() + prefix), header_len);
  HeaderDictParser::Fields fields = HeaderDictParser(header, ctx).parse();

  NpyArray a;
  a.dtype = dtype_from_descr(*fields.descr, ctx);
  a.shape = *fields.shape;
  size_t elem = dtype_size(a.dtype);
  auto nbytes = checked_byte_size(a.shape, elem);
  if (!nbytes || *nbytes > size_t(std::numeric_limits<int64_t>::max()))
    ctx.fail(ErrorKind::Parse, "shape " + python_shape_repr(a.shape) + " overflows the size of memory");
  a.nbytes = *nbytes;
  size_t data_start = prefix + header_len;
  if (a.nbytes > bytes.size() - data_start)
    ctx.fail(ErrorKind::Parse, "data is " + std::to_string(bytes.size() - data_start) +
                                   " bytes, shorter than the " + std::to_string(a.nbytes) +
                                   " bytes its header declares");
  const uint8_t* src = bytes.data() + data_start;
  if (*fields.fortran_order && a.shape.size() > 1) {
    auto copy = fortran_to_c_order(src, a.shape, elem, a.nbytes);
    a.data = copy.get();
    a.owner = std::shared_ptr<const void>(copy, copy.get());
  } else if (reinterpret_cast<uintptr_t>(src) % elem != 0) {
    // Kernels may load elements directly, so misaligned data (a hand-made header) is copied.
    std::shared_ptr<uint8_t[]> copy(new uint8_t[a.nbytes ? a.nbytes : 1]);
    std::memcpy(copy.get(), src, a.nbytes);
    a.data = copy.get();
    a.owner = std::shared_ptr<const void>(copy, copy.get());
  } else {
    a.data = src;
    a.owner = std::move(owner);
  }
  if (consumed) *consumed = data_start + a.nbytes;
  return a;
}

NpyFileReader::NpyFileReader(const std::string& path, size_t max_bytes)
    : file_(MappedFile::open(path, max_bytes)) {}

NpyArray NpyFileReader::next() {
  if (at_end())
    throw Error(ErrorKind::Parse, file_->path(),
                "no array left to read: the file holds " + std::to_string(index_) + " array(s)");
  size_t used = 0;
  NpyArray a = parse_npy(std::span<const uint8_t>(file_->data(), file_->size()).subspan(offset_),
                         file_, file_->path(), offset_, &used);
  offset_ += used;
  ++index_;
  return a;
}

NpyArray load_npy(const std::string& path, size_t max_bytes) {
  return NpyFileReader(path, max_bytes).next();
}

std::vector<uint8_t> encode_npy_header(DType dtype, std::span<const int64_t> shape) {
  if (shape.size() > kMaxRank)
    throw Error(ErrorKind::Limit, "", "cannot write " + std::to_string(shape.size()) +
                                          " dimensions to an .npy file (NumPy allows " +
                                          std::to_string(kMaxRank) + ")");
  auto descr = npy_descr(dtype);
  if (!descr)
    throw Error(ErrorKind::Unsupported, "",
                std::string("cannot store ") + std::string(dtype_name(dtype)) +
                    " in an .npy file: NumPy has no such type (convert to f32 first)");
  std::string dict = "{'descr': '" + std::string(*descr) +
                     "', 'fortran_order': False, 'shape': " + python_shape_repr(shape) + ", }";
  // Like np.save, leave spare spaces so the first dimension can grow in place.
  if (!shape.empty()) dict.append(kGrowthAxisDigits - std::to_string(shape[0]).size(), ' ');
  size_t text_len = dict.size() + 1;  // + the closing newline
  // At most 64 dimensions of at most 19 digits keep the header within version 1.0's 16-bit
  // length field, so version 2.0 is never needed.
  size_t pad = kArrayAlign - (10 + text_len) % kArrayAlign;
  size_t header_len = text_len + pad;

  std::vector<uint8_t> out(kMagic, kMagic + 6);
  out.push_back(1);
  out.push_back(0);
  out.push_back(uint8_t(header_len));
  out.push_back(uint8_t(header_len >> 8));
  out.insert(out.end(), dict.begin(), dict.end());
  out.insert(out.end(), pad, ' ');
  out.push_back('\n');
  return out;
}

namespace {

// Header and data of one array, ready to write.
struct EncodedArray {
  std::vector<uint8_t> header;
  std::span<const uint8_t> data;
};

EncodedArray encode(const std::string& path, DType dtype, std::span<const int64_t> shape,
                    const void* data) {
  for (int64_t d : shape)
    if (d < 0) throw Error(ErrorKind::Invalid, path, "cannot write an array with a negative dimension");
  auto nbytes = checked_byte_size(shape, dtype_size(dtype));
  if (!nbytes) throw Error(ErrorKind::Limit, path, "array size overflows");
  try {
    return {encode_npy_header(dtype, shape),
            std::span<const uint8_t>(static_cast<const uint8_t*>(data), *nbytes)};
  } catch (const Error& e) {
    throw Error(e.kind(), path, e.message());
  }
}

}  // namespace

void write_npy(const std::string& path, DType dtype, std::span<const int64_t> shape,
               const void* data) {
  EncodedArray a = encode(path, dtype, shape, data);
  std::span<const uint8_t> parts[] = {a.header, a.data};
  write_file_atomically(path, parts);
}

void append_npy(const std::string& path, DType dtype, std::span<const int64_t> shape,
                const void* data) {
  EncodedArray a = encode(path, dtype, shape, data);
  std::span<const uint8_t> parts[] = {a.header, a.data};
  append_to_file(path, parts);
}

}  // namespace linrt::loaders
