// Loaders: file mapping, .npy reading and writing, safetensors and the JSON reader behind it.
// The .npy and .safetensors fixtures under tests/data/ were written by NumPy and the
// safetensors package (tests/data/generate_fixtures.py); the values they hold are
// spelled out below by hand.
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <memory>
#include <string>
#include <unistd.h>
#include <vector>

#include "linrt/error.h"
#include "linrt/json.h"
#include "loaders/mapped_file.h"
#include "loaders/npy.h"
#include "tests/unit/temp_dir.h"
#include "loaders/safetensors.h"

using namespace linrt;
using namespace linrt::loaders;
namespace fs = std::filesystem;

namespace {

const std::string kData = std::string(LINRT_SOURCE_DIR) + "/tests/data";

// Every scratch directory of this file is named linrt_loaders_test_<pid>_<n>.
struct TempDir : testing::TempDir {
  TempDir() : testing::TempDir("linrt_loaders_test") {}
};

std::vector<uint8_t> read_bytes(const std::string& path) {
  std::ifstream f(path, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(f), {});
}

void write_bytes(const std::string& path, const std::vector<uint8_t>& bytes) {
  std::ofstream f(path, std::ios::binary);
  f.write(reinterpret_cast<const char*>(bytes.data()), std::streamsize(bytes.size()));
}

// Element k of raw little-endian data as a double.
double element(DType t, const uint8_t* data, size_t k) {
  const uint8_t* p = data + k * dtype_size(t);
  auto load = [p](auto v) {
    std::memcpy(&v, p, sizeof v);
    return v;
  };
  switch (t) {
    case DType::I1: return *p;
    case DType::I8: return load(int8_t{});
    case DType::I16: return load(int16_t{});
    case DType::I32: return load(int32_t{});
    case DType::I64: return double(load(int64_t{}));
    case DType::UI8: return load(uint8_t{});
    case DType::UI16: return load(uint16_t{});
    case DType::UI32: return load(uint32_t{});
    case DType::UI64: return double(load(uint64_t{}));
    case DType::F16: return f16_to_f32(load(uint16_t{}));
    case DType::BF16: return bf16_to_f32(load(uint16_t{}));
    case DType::F32: return load(float{});
    case DType::F64: return load(double{});
    default: FAIL("unexpected dtype"); return 0;
  }
}

std::vector<double> elements(DType t, const uint8_t* data, size_t nbytes) {
  std::vector<double> out;
  for (size_t k = 0; k < nbytes / dtype_size(t); ++k) out.push_back(element(t, data, k));
  return out;
}

const std::vector<double> kSigned = {0, -1, 2, -3, 4, -5};
const std::vector<double> kUnsigned = {0, 1, 2, 3, 4, 250};
const std::vector<double> kFloats = {0.0, -1.5, 2.25, -3.0, 4.5, 1024.0};
const std::vector<double> kBools = {1, 0, 1, 0, 0, 1};

struct DtypeFixture {
  const char* code;
  DType dtype;
  const std::vector<double>* values;
};
const DtypeFixture kDtypeFixtures[] = {
    {"b1", DType::I1, &kBools},      {"i1", DType::I8, &kSigned},     {"i2", DType::I16, &kSigned},
    {"i4", DType::I32, &kSigned},    {"i8", DType::I64, &kSigned},    {"u1", DType::UI8, &kUnsigned},
    {"u2", DType::UI16, &kUnsigned}, {"u4", DType::UI32, &kUnsigned}, {"u8", DType::UI64, &kUnsigned},
    {"f2", DType::F16, &kFloats},    {"f4", DType::F32, &kFloats},    {"f8", DType::F64, &kFloats},
};

// The text of an .npy header dict, wrapped in a version 1.0 prefix, followed by `data`.
std::vector<uint8_t> npy_bytes(const std::string& dict, const std::vector<uint8_t>& data,
                               int major = 1) {
  std::vector<uint8_t> b = {0x93, 'N', 'U', 'M', 'P', 'Y', uint8_t(major), 0};
  size_t len = dict.size();
  b.push_back(uint8_t(len));
  b.push_back(uint8_t(len >> 8));
  if (major >= 2) {
    b.push_back(uint8_t(len >> 16));
    b.push_back(uint8_t(len >> 24));
  }
  b.insert(b.end(), dict.begin(), dict.end());
  b.insert(b.end(), data.begin(), data.end());
  return b;
}

// The array may be a view into the bytes, so a copy of them is its owner: callers pass
// temporaries (ASan caught the view outliving them).
NpyArray parse_npy_bytes(const std::vector<uint8_t>& b) {
  auto owned = std::make_shared<const std::vector<uint8_t>>(b);
  return parse_npy(*owned, owned, "hand.npy");
}

// Runs `f`, which must throw linrt::Error of `kind` whose text contains every one of `parts`.
template <class F>
void check_error(F&& f, ErrorKind kind, std::initializer_list<std::string> parts) {
  try {
    f();
    FAIL("expected an error containing " << *parts.begin());
  } catch (const Error& e) {
    CHECK(int(e.kind()) == int(kind));
    for (const auto& p : parts) {
      INFO("message: " << e.what());
      CHECK(std::string(e.what()).find(p) != std::string::npos);
    }
  }
}

// A safetensors file from a header text and a data section.
std::vector<uint8_t> safetensors_bytes(const std::string& header, const std::vector<uint8_t>& data) {
  std::vector<uint8_t> b;
  for (int i = 0; i < 8; ++i) b.push_back(uint8_t(uint64_t(header.size()) >> (8 * i)));
  b.insert(b.end(), header.begin(), header.end());
  b.insert(b.end(), data.begin(), data.end());
  return b;
}

SafetensorsFile parse_st(const std::vector<uint8_t>& b) { return parse_safetensors(b, nullptr, "hand.safetensors"); }

}  // namespace

// ---------------------------------------------------------------------------------------------
// MappedFile

TEST_CASE("MappedFile maps a file's bytes, an empty file, and refuses missing or oversized files") {
  TempDir dir;
  write_bytes(dir.file("abc.bin"), {'a', 'b', 'c'});
  auto f = MappedFile::open(dir.file("abc.bin"));
  CHECK(f->size() == 3);
  CHECK(f->text() == "abc");

  write_bytes(dir.file("empty.bin"), {});
  auto e = MappedFile::open(dir.file("empty.bin"));
  CHECK(e->size() == 0);
  CHECK(e->data() != nullptr);

  check_error([&] { MappedFile::open(dir.file("missing.bin")); }, ErrorKind::Io,
              {"missing.bin", "No such file or directory"});
  check_error([&] { MappedFile::open(dir.path.string()); }, ErrorKind::Io, {"not a regular file"});
  check_error([&] { MappedFile::open(dir.file("abc.bin"), 2); }, ErrorKind::Limit,
              {"abc.bin", "3 bytes", "limit of 2"});
}

TEST_CASE("MappedFile data outlives the handle that opened it through shared ownership") {
  TempDir dir;
  write_bytes(dir.file("x.npy"), read_bytes(kData + "/npy/i4.npy"));
  NpyArray a = load_npy(dir.file("x.npy"));  // the reader and its handle are gone
  fs::remove(dir.file("x.npy"));             // the mapping stays valid after unlink
  CHECK(elements(a.dtype, a.data, a.nbytes) == kSigned);
}

// ---------------------------------------------------------------------------------------------
// .npy reading

TEST_CASE("npy files written by NumPy load with the right dtype, shape and values") {
  for (const auto& fx : kDtypeFixtures) {
    CAPTURE(fx.code);
    NpyArray a = load_npy(kData + "/npy/" + fx.code + ".npy");
    CHECK(a.dtype == fx.dtype);
    CHECK(a.shape == std::vector<int64_t>{2, 3});
    CHECK(a.nbytes == 6 * dtype_size(fx.dtype));
    CHECK(elements(a.dtype, a.data, a.nbytes) == *fx.values);
  }
}

TEST_CASE("npy data is a zero-copy view into the mapped file when aligned") {
  auto file = MappedFile::open(kData + "/npy/f4.npy");
  NpyArray a = parse_npy(std::span<const uint8_t>(file->data(), file->size()), file, file->path());
  CHECK(a.data == file->data() + 128);  // np.save pads the header to 128 bytes here
  CHECK(a.owner.get() == file.get());
}

TEST_CASE("npy rank-0, empty, version 2 and 3, and Fortran-order arrays") {
  NpyArray s = load_npy(kData + "/npy/scalar_f8.npy");
  CHECK(s.shape.empty());
  CHECK(elements(s.dtype, s.data, s.nbytes) == std::vector<double>{3.5});

  NpyArray e = load_npy(kData + "/npy/empty_0x3_f4.npy");
  CHECK(e.shape == std::vector<int64_t>{0, 3});
  CHECK(e.nbytes == 0);

  for (const char* v : {"v2_i4.npy", "v3_i4.npy"}) {
    CAPTURE(v);
    NpyArray a = load_npy(kData + "/npy/" + v);
    CHECK(a.shape == std::vector<int64_t>{2, 3});
    CHECK(elements(a.dtype, a.data, a.nbytes) == kSigned);
  }

  // Stored column-major as 0 -3 -1 4 2 -5; returned in row-major order.
  NpyArray f = load_npy(kData + "/npy/fortran_i4.npy");
  CHECK(f.shape == std::vector<int64_t>{2, 3});
  CHECK(elements(f.dtype, f.data, f.nbytes) == kSigned);
}

TEST_CASE("npy files holding several arrays are read one after another") {
  NpyFileReader r(kData + "/npy/sequence.npy");
  NpyArray a = r.next();
  CHECK(a.dtype == DType::I32);
  CHECK(elements(a.dtype, a.data, a.nbytes) == std::vector<double>{1, 2, 3});
  NpyArray b = r.next();
  CHECK(b.dtype == DType::F32);
  CHECK(b.shape == std::vector<int64_t>{2, 1});
  CHECK(elements(b.dtype, b.data, b.nbytes) == std::vector<double>{0.5, 0.25});
  CHECK(r.at_end());
  check_error([&] { r.next(); }, ErrorKind::Parse, {"sequence.npy", "no array left", "2 array"});
}

TEST_CASE("npy big-endian and complex files are refused with a clear error") {
  check_error([&] { load_npy(kData + "/npy/big_endian_f4.npy"); }, ErrorKind::Unsupported,
              {"big_endian_f4.npy", "'>f4'", "big-endian"});
  check_error([&] { load_npy(kData + "/npy/complex_c8.npy"); }, ErrorKind::Unsupported,
              {"complex_c8.npy", "complex"});
}

TEST_CASE("hand-built npy headers: accepted spellings") {
  std::vector<uint8_t> data = {1, 0, 0, 0, 2, 0, 0, 0};
  // Double quotes, no trailing comma, other key order, extra spaces, Python 2 long literals.
  NpyArray a = parse_npy_bytes(npy_bytes(
      "{\"shape\" : ( 2L ,), \"fortran_order\": False, \"descr\": \"<i4\"}  \n", data));
  CHECK(a.shape == std::vector<int64_t>{2});
  CHECK(elements(a.dtype, a.data, a.nbytes) == std::vector<double>{1, 2});
  // '|' and '=' byte orders; '>' is fine for one-byte types.
  CHECK(parse_npy_bytes(npy_bytes("{'descr': '=i4', 'fortran_order': False, 'shape': (2,), }\n", data)).dtype == DType::I32);
  CHECK(parse_npy_bytes(npy_bytes("{'descr': '>u1', 'fortran_order': False, 'shape': (8,), }\n", data)).dtype == DType::UI8);
  // Fortran order is ignored for rank 1.
  CHECK(parse_npy_bytes(npy_bytes("{'descr': '<i4', 'fortran_order': True, 'shape': (2,), }\n", data)).nbytes == 8);
}

TEST_CASE("hand-built npy data that is not aligned is copied so elements are aligned") {
  // Header of odd length: data starts at byte 10 + 55, not a multiple of 4.
  std::string dict = "{'descr': '<f4', 'fortran_order': False, 'shape': (1,)}\n";
  REQUIRE((10 + dict.size()) % 4 != 0);
  float v = 6.5f;
  std::vector<uint8_t> data(4);
  std::memcpy(data.data(), &v, 4);
  std::vector<uint8_t> b = npy_bytes(dict, data);
  NpyArray a = parse_npy(b, nullptr, "odd.npy");
  CHECK(reinterpret_cast<uintptr_t>(a.data) % 4 == 0);
  CHECK(a.owner != nullptr);
  CHECK(element(a.dtype, a.data, 0) == 6.5);
}

TEST_CASE("malformed npy headers are located errors naming the file") {
  std::vector<uint8_t> four = {0, 0, 0, 0};
  auto err = [&](const std::string& dict, std::initializer_list<std::string> parts,
                 ErrorKind kind = ErrorKind::Parse, std::vector<uint8_t> data = {0, 0, 0, 0}) {
    CAPTURE(dict);
    std::vector<uint8_t> b = npy_bytes(dict, data);
    check_error([&] { parse_npy_bytes(b); }, kind, parts);
  };
  err("{'descr': '<i4', 'fortran_order': False}\n", {"hand.npy", "'descr', 'fortran_order' and 'shape'"});
  err("{'descr': '<i4', 'fortran_order': False, 'shape': (1,), 'extra': 1}\n", {"unexpected key 'extra'"});
  err("{'descr': '<i4', 'descr': '<i4', 'fortran_order': False, 'shape': (1,)}\n", {"duplicate key 'descr'"});
  err("{'descr': '<i4, 'fortran_order': False, 'shape': (1,)}\n", {"malformed header"});
  err("{'descr': '<i4', 'fortran_order': false, 'shape': (1,)}\n", {"expected True or False"});
  err("{'descr': '<i4', 'fortran_order': False, 'shape': (-1,)}\n", {"expected a dimension"});
  err("{'descr': '<i4', 'fortran_order': False, 'shape': (1,)} junk\n", {"unexpected text after"});
  err("{'descr': '<i4', 'fortran_order': False, 'shape': (1,)\n", {"expected ',' or '}'"});
  err("{'descr': '<i4', 'fortran_order': False, 'shape': (99999999999999999999,)}\n", {"dimension too large"});
  err("{'descr': '<i4', 'fortran_order': False, 'shape': (4294967296, 4294967296)}\n", {"overflows"});
  err("{'descr': '<i4', 'fortran_order': False, 'shape': (2,)}\n", {"data is 4 bytes, shorter than the 8 bytes"});
  err("{'descr': [('a', '<i4')], 'fortran_order': False, 'shape': (1,)}\n", {"structured"}, ErrorKind::Unsupported);
  err("{'descr': '<U3', 'fortran_order': False, 'shape': (1,)}\n", {"'<U3'"}, ErrorKind::Unsupported);
  err("{'descr': '<f16', 'fortran_order': False, 'shape': (1,)}\n", {"'<f16'"}, ErrorKind::Unsupported);

  // Damage in the fixed prefix.
  std::vector<uint8_t> good = npy_bytes("{'descr': '<i4', 'fortran_order': False, 'shape': (1,)}\n", four);
  check_error([&] { parse_npy_bytes(std::vector<uint8_t>(good.begin(), good.begin() + 9)); },
              ErrorKind::Parse, {"too short"});
  auto bad_magic = good;
  bad_magic[1] = 'X';
  check_error([&] { parse_npy_bytes(bad_magic); }, ErrorKind::Parse, {"magic"});
  auto bad_version = good;
  bad_version[6] = 4;
  check_error([&] { parse_npy_bytes(bad_version); }, ErrorKind::Unsupported, {"version 4.0"});
  auto long_header = good;
  long_header[9] = 0x7F;  // header length far past the end
  check_error([&] { parse_npy_bytes(long_header); }, ErrorKind::Parse, {"runs past the end"});
  // Truncated inside the header text.
  check_error([&] { parse_npy_bytes(std::vector<uint8_t>(good.begin(), good.begin() + 30)); },
              ErrorKind::Parse, {"runs past the end"});
  // A version 2.0 prefix cut inside its 4-byte length.
  std::vector<uint8_t> v2 = npy_bytes("{}", {}, 2);
  check_error([&] { parse_npy_bytes(std::vector<uint8_t>(v2.begin(), v2.begin() + 11)); },
              ErrorKind::Parse, {"truncated .npy header length"});
}

// ---------------------------------------------------------------------------------------------
// .npy writing

TEST_CASE("write_npy produces the same bytes as np.save for every element type") {
  TempDir dir;
  for (const auto& fx : kDtypeFixtures) {
    CAPTURE(fx.code);
    std::string numpy_file = kData + "/npy/" + fx.code + ".npy";
    NpyArray a = load_npy(numpy_file);
    write_npy(dir.file("out.npy"), a.dtype, a.shape, a.data);
    CHECK(read_bytes(dir.file("out.npy")) == read_bytes(numpy_file));
  }
  for (const char* name : {"scalar_f8.npy", "empty_0x3_f4.npy"}) {
    CAPTURE(name);
    NpyArray a = load_npy(kData + "/npy/" + name);
    write_npy(dir.file("out.npy"), a.dtype, a.shape, a.data);
    CHECK(read_bytes(dir.file("out.npy")) == read_bytes(kData + "/npy/" + name));
  }
  // No temporary file is left beside the target.
  CHECK(std::distance(fs::directory_iterator(dir.path), fs::directory_iterator{}) == 1);
}

TEST_CASE("write_npy round trips every DType, mapping signed and index types to NumPy's") {
  TempDir dir;
  struct Case {
    DType written, read;
  } cases[] = {
      {DType::I1, DType::I1},     {DType::I8, DType::I8},     {DType::I16, DType::I16},
      {DType::I32, DType::I32},   {DType::I64, DType::I64},   {DType::UI8, DType::UI8},
      {DType::UI16, DType::UI16}, {DType::UI32, DType::UI32}, {DType::UI64, DType::UI64},
      {DType::SI8, DType::I8},    {DType::SI16, DType::I16},  {DType::SI32, DType::I32},
      {DType::SI64, DType::I64},  {DType::Index, DType::I64}, {DType::F16, DType::F16},
      {DType::F32, DType::F32},   {DType::F64, DType::F64},
  };
  for (const auto& c : cases) {
    CAPTURE(dtype_name(c.written));
    std::vector<int64_t> shape = {3, 1, 2};
    std::vector<uint8_t> data(6 * dtype_size(c.written));
    for (size_t i = 0; i < data.size(); ++i) data[i] = uint8_t(c.written == DType::I1 ? i % 2 : i * 37 + 1);
    write_npy(dir.file("rt.npy"), c.written, shape, data.data());
    NpyArray a = load_npy(dir.file("rt.npy"));
    CHECK(a.dtype == c.read);
    CHECK(a.shape == shape);
    REQUIRE(a.nbytes == data.size());
    CHECK(std::memcmp(a.data, data.data(), data.size()) == 0);
  }
  uint16_t one = 0x3F80;
  check_error([&] { write_npy(dir.file("bf.npy"), DType::BF16, std::vector<int64_t>{1}, &one); },
              ErrorKind::Unsupported, {"bf.npy", "bf16", "NumPy has no such type"});
  CHECK(!fs::exists(dir.file("bf.npy")));
}

TEST_CASE("write_npy writes up to NumPy's 64 dimensions and refuses more") {
  TempDir dir;
  std::vector<int64_t> shape(64, 1);
  int8_t v = 42;
  write_npy(dir.file("deep.npy"), DType::I8, shape, &v);
  auto bytes = read_bytes(dir.file("deep.npy"));
  CHECK((bytes.size() - 1) % 64 == 0);  // data starts 64-aligned
  NpyArray a = load_npy(dir.file("deep.npy"));
  CHECK(a.shape.size() == 64);
  CHECK(element(a.dtype, a.data, 0) == 42);
  shape.push_back(1);
  check_error([&] { write_npy(dir.file("deeper.npy"), DType::I8, shape, &v); }, ErrorKind::Limit,
              {"deeper.npy", "65 dimensions"});
}

TEST_CASE("append_npy adds arrays after one another and write_npy replaces the file") {
  TempDir dir;
  std::string path = dir.file("seq.npy");
  int32_t a[2] = {5, 6};
  double b[1] = {-0.5};
  append_npy(path, DType::I32, std::vector<int64_t>{2}, a);
  append_npy(path, DType::F64, std::vector<int64_t>{}, b);
  NpyFileReader r(path);
  CHECK(elements(DType::I32, r.next().data, 8) == std::vector<double>{5, 6});
  NpyArray second = r.next();
  CHECK(second.shape.empty());
  CHECK(elements(DType::F64, second.data, 8) == std::vector<double>{-0.5});
  CHECK(r.at_end());

  write_npy(path, DType::I32, std::vector<int64_t>{2}, a);
  NpyFileReader r2(path);
  r2.next();
  CHECK(r2.at_end());
}

TEST_CASE("write_npy into a missing directory is an Io error naming the path") {
  TempDir dir;
  int32_t v = 1;
  check_error([&] { write_npy(dir.file("no/such/dir/x.npy"), DType::I32, std::vector<int64_t>{1}, &v); },
              ErrorKind::Io, {"no/such/dir/x.npy", "No such file or directory"});
}

// ---------------------------------------------------------------------------------------------
// JSON

TEST_CASE("JSON reader: values, escapes, numbers and document order") {
  JsonValue v = parse_json(
      R"( {"a": [1, -2, 3.5, 1e3, 0], "s": "q\"\\\/\b\f\n\r\t\u00e9\ud83d\ude00", "t": true,
            "f": false, "n": null, "big": 99999999999999999999, "o": {}} )",
      "x.json");
  REQUIRE(v.kind == JsonValue::Kind::Object);
  CHECK(v.object[0].first == "a");
  CHECK(v.object[6].first == "o");
  const JsonValue* a = v.find("a");
  REQUIRE(a->array.size() == 5);
  CHECK(*a->array[0].integer == 1);
  CHECK(*a->array[1].integer == -2);
  CHECK(!a->array[2].integer);
  CHECK(a->array[2].number == 3.5);
  CHECK(!a->array[3].integer);
  CHECK(a->array[3].number == 1000);
  CHECK(v.find("s")->string == "q\"\\/\b\f\n\r\t\xC3\xA9\xF0\x9F\x98\x80");
  CHECK(v.find("t")->boolean);
  CHECK(v.find("f")->kind == JsonValue::Kind::Bool);
  CHECK(v.find("n")->kind == JsonValue::Kind::Null);
  CHECK(!v.find("big")->integer);  // does not fit in int64
  CHECK(v.find("missing") == nullptr);
}

TEST_CASE("JSON reader rejects non-standard or hostile text with the byte offset") {
  auto bad = [](const std::string& text, const std::string& part) {
    CAPTURE(text);
    check_error([&] { parse_json(text, "x.json"); }, ErrorKind::Parse, {"x.json", part});
  };
  bad("[1, 2,]", "unexpected character ']'");
  bad("{\"a\": 1,}", "expected a string key");
  bad("{\"a\": 1, \"a\": 2}", "duplicate key \"a\"");
  bad("[01]", "expected ']'");
  bad("[NaN]", "unexpected character 'N'");
  bad("[1.]", "after '.'");
  bad("[1e]", "exponent");
  bad("[\"a\nb\"]", "control character");
  bad("[\"\\x\"]", "unknown escape");
  bad("[\"\\ud800\"]", "unpaired surrogate");
  bad("[\"\\udc00\"]", "unpaired surrogate");
  bad("[\"\\u12", "truncated");
  bad("[\"\\u12x4\"]", "bad hex digit");
  bad("[\"abc", "unterminated string");
  bad("{} {}", "unexpected text after");
  bad("", "unexpected end");
  bad("// c\n{}", "unexpected character '/'");
  bad(std::string(100000, '['), "nesting deeper than 64");
  check_error([] { parse_json("[[[1]]]", "x.json", 2); }, ErrorKind::Parse, {"at byte 2"});
}

// ---------------------------------------------------------------------------------------------
// safetensors

TEST_CASE("safetensors written by the safetensors package load as zero-copy views") {
  auto file = MappedFile::open(kData + "/safetensors/small.safetensors");
  SafetensorsFile st = parse_safetensors(std::span<const uint8_t>(file->data(), file->size()), file,
                                         file->path());
  REQUIRE(st.tensors.size() == 5);
  // The writer orders __metadata__ keys arbitrarily, so compare them sorted.
  auto metadata = st.metadata;
  std::sort(metadata.begin(), metadata.end());
  CHECK(metadata == std::vector<std::pair<std::string, std::string>>{
                        {"format", "np"}, {"note", "linrt loader fixture"}});

  const SafetensorsTensor* w = st.find("weight");
  REQUIRE(w);
  CHECK(w->dtype == DType::F32);
  CHECK(w->shape == std::vector<int64_t>{2, 3});
  CHECK(elements(w->dtype, w->data, w->nbytes) == kFloats);
  CHECK(w->data >= file->data());
  CHECK(w->data + w->nbytes <= file->data() + file->size());
  CHECK(w->owner.get() == file.get());

  const SafetensorsTensor* b = st.find("bias");
  REQUIRE(b);
  CHECK(b->dtype == DType::F16);
  CHECK(elements(b->dtype, b->data, b->nbytes) == std::vector<double>{1.0, -2.0, 0.5});
  CHECK(elements(DType::I64, st.find("ids")->data, 32) == std::vector<double>{7, -8, 9, 10});
  CHECK(st.find("mask")->dtype == DType::I1);
  CHECK(elements(DType::I1, st.find("mask")->data, 2) == std::vector<double>{1, 0});
  CHECK(st.find("bytes")->dtype == DType::UI8);
  CHECK(elements(DType::UI8, st.find("bytes")->data, 3) == std::vector<double>{0, 255, 128});
  CHECK(st.find("nope") == nullptr);

  // load_safetensors keeps the mapping alive through the tensors alone.
  std::vector<SafetensorsTensor> kept = load_safetensors(kData + "/safetensors/small.safetensors").tensors;
  CHECK(kept.size() == 5);
}

TEST_CASE("hand-built safetensors: bf16, empty tensors, padding, misaligned data") {
  // bf16 1.0 and -2.0, then a [0]-shaped tensor; header padded with spaces as writers do.
  std::vector<uint8_t> data = {0x80, 0x3F, 0x00, 0xC0};
  auto b = safetensors_bytes(
      R"({"x":{"dtype":"BF16","shape":[2],"data_offsets":[0,4]},"e":{"dtype":"F32","shape":[0],"data_offsets":[4,4]}}   )",
      data);
  SafetensorsFile st = parse_st(b);
  CHECK(elements(DType::BF16, st.find("x")->data, 4) == std::vector<double>{1.0, -2.0});
  CHECK(st.find("e")->nbytes == 0);
  CHECK(st.metadata.empty());

  // A header of odd length puts the f32 data at an odd address: it is copied, not misread.
  float v = 2.5f;
  std::vector<uint8_t> fdata(4);
  std::memcpy(fdata.data(), &v, 4);
  auto odd = safetensors_bytes(R"({"v":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}})", fdata);
  SafetensorsFile so = parse_st(odd);
  CHECK(reinterpret_cast<uintptr_t>(so.find("v")->data) % 4 == 0);
  CHECK(element(DType::F32, so.find("v")->data, 0) == 2.5);
}

TEST_CASE("safetensors with inconsistent headers are refused with a located error") {
  std::vector<uint8_t> eight(8, 0);
  auto err = [&](const std::string& header, std::initializer_list<std::string> parts,
                 ErrorKind kind = ErrorKind::Parse, const std::vector<uint8_t>* data = nullptr) {
    CAPTURE(header);
    auto b = safetensors_bytes(header, data ? *data : eight);
    check_error([&] { parse_st(b); }, kind, parts);
  };
  err(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,12]}})", {"hand.safetensors", "past the end of the data section"});
  err(R"({"a":{"dtype":"F32","shape":[3],"data_offsets":[0,8]}})", {"cover 8 bytes", "needs 12"});
  err(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[4,8]}})", {"gap"});
  err(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"b":{"dtype":"U8","shape":[4],"data_offsets":[4,8]}})", {"overlaps"});
  err(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[0,4]}})", {"describes 4 bytes", "holds 8"});
  err(R"({"a":{"dtype":"F32","shape":[1],"data_offsets":[8,4]}})", {"is after end"});
  err(R"({"a":{"dtype":"F32","shape":[-1],"data_offsets":[0,8]}})", {"non-negative integer"});
  err(R"({"a":{"dtype":"F32","shape":[1.5],"data_offsets":[0,8]}})", {"non-negative integer"});
  err(R"({"a":{"dtype":"F32","shape":[4294967296,4294967296],"data_offsets":[0,8]}})", {"overflows"});
  err(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0]}})", {"two integers"});
  err(R"({"a":{"dtype":"F32","shape":[2]}})", {"needs dtype, shape and data_offsets"});
  err(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8],"extra":1}})", {"unknown field \"extra\""});
  err(R"({"a":{"dtype":"F8_E4M3","shape":[8],"data_offsets":[0,8]}})", {"F8_E4M3"}, ErrorKind::Unsupported);
  err(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})", {"duplicate key"});
  err(R"({"__metadata__":{"k":1},"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]}})", {"__metadata__ value \"k\""});
  err(R"([1])", {"must start with '{'"});
  err(R"({"a":3})", {"tensor \"a\" must be an object"});
  err(R"({"a":{"dtype":"F32","shape":[2],"data_offsets":[0,8]},})", {"malformed JSON"});

  // Damage to the length prefix.
  check_error([] { parse_st(std::vector<uint8_t>(5, 0)); }, ErrorKind::Parse, {"too short"});
  auto huge = safetensors_bytes("{}", {});
  huge[4] = 1;  // 2^32 + 2 bytes of header
  check_error([&] { parse_st(huge); }, ErrorKind::Parse, {"exceeds the limit"});
  auto past = safetensors_bytes("{}", {});
  past[0] = 50;
  check_error([&] { parse_st(past); }, ErrorKind::Parse, {"runs past the end"});
}
