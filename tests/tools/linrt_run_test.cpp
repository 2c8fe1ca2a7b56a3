// linrt-run's pieces: command-line values, binding them to function arguments, comparing
// results with expectations, and writing outputs. Expected values are written out by hand.
#include <doctest/doctest.h>

#include <cmath>
#include <cstring>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <unistd.h>

#include "linrt/error.h"
#include "loaders/npy.h"
#include "tests/unit/temp_dir.h"
#include "tools/linrt-run/function_io.h"
#include "tools/linrt-run/value_spec.h"

using namespace linrt;
using namespace linrt::tools;
namespace fs = std::filesystem;

namespace {

const std::string kData = std::string(LINRT_SOURCE_DIR) + "/tests/data";

// Every scratch directory of this file is named linrt_run_test_<pid>_<n>.
struct TempDir : testing::TempDir {
  TempDir() : testing::TempDir("linrt_run_test") {}
};

template <class F>
std::string error_of(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e.what();
  }
  return "(no error)";
}

HostTensor one_tensor(std::string_view spec) {
  ValueSpecParser p;
  auto v = p.parse(spec, false);
  REQUIRE(v.size() == 1);
  REQUIRE(v[0].kind == ParsedValue::Kind::Tensor);
  return v[0].tensor;
}

std::vector<double> values(const HostTensor& t) {
  std::vector<double> out;
  for (int64_t k = 0; k < t.numel(); ++k) out.push_back(t.get_f64(k));
  return out;
}

ParsedValue tensor_value(HostTensor t) { return {ParsedValue::Kind::Tensor, std::move(t), {}}; }

}  // namespace

TEST_CASE("shape-and-type prefixes parse, including 'index' which contains an x") {
  auto st = parse_shape_type("2x3xf32");
  REQUIRE(st);
  CHECK(st->shape == std::vector<int64_t>{2, 3});
  CHECK(st->dtype == DType::F32);
  CHECK(parse_shape_type("f16")->shape.empty());
  CHECK(parse_shape_type("4xindex")->dtype == DType::Index);
  CHECK(parse_shape_type("0x5xui8")->shape == std::vector<int64_t>{0, 5});
  CHECK(parse_shape_type("index")->dtype == DType::Index);
  CHECK(!parse_shape_type("2x"));
  CHECK(!parse_shape_type("2x?xf32"));
  CHECK(!parse_shape_type("x2xf32"));
  CHECK(!parse_shape_type("2x2"));
  CHECK(!parse_shape_type("99999999999999999999xf32"));
  CHECK(parse_shape_type("2x3xbf16")->str() == "2x3xbf16");
}

TEST_CASE("element lists: separators, brackets, splat, zeros") {
  CHECK(values(one_tensor("2x2xf32=1 2 3 4")) == std::vector<double>{1, 2, 3, 4});
  CHECK(values(one_tensor("2x2xf32=[1 2][3 4]")) == std::vector<double>{1, 2, 3, 4});
  CHECK(values(one_tensor("2x2xf32=[[1, 2], [3, 4]]")) == std::vector<double>{1, 2, 3, 4});
  CHECK(values(one_tensor("2x2xf32=1,2,3,4")) == std::vector<double>{1, 2, 3, 4});
  CHECK(values(one_tensor("2x2xi8=-5")) == std::vector<double>{-5, -5, -5, -5});
  CHECK(values(one_tensor("3xf32")) == std::vector<double>{0, 0, 0});
  HostTensor r0 = one_tensor("f32=3.5");
  CHECK(r0.rank() == 0);
  CHECK(r0.get_f64(0) == 3.5);
  CHECK(one_tensor("0x3xf32=").numel() == 0);
  HostTensor b = one_tensor("3xi1=true 0 1");
  CHECK(values(b) == std::vector<double>{1, 0, 1});
  HostTensor h = one_tensor("2xf16=0.5 -2");
  CHECK(h.dtype() == DType::F16);
  CHECK(values(h) == std::vector<double>{0.5, -2});
  HostTensor special = one_tensor("3xf32=nan inf -inf");
  CHECK(std::isnan(special.get_f64(0)));
  CHECK(special.get_f64(1) == INFINITY);
  CHECK(special.get_f64(2) == -INFINITY);
}

TEST_CASE("integer elements are range-checked per type, signless types take both readings") {
  CHECK(parse_scalar(DType::I8, "-128").i == -128);
  CHECK(parse_scalar(DType::I8, "255").i == -1);  // the same bits as -1
  CHECK(parse_scalar(DType::UI8, "255").i == 255);
  CHECK(parse_scalar(DType::SI8, "127").i == 127);
  CHECK(parse_scalar(DType::UI64, "18446744073709551615").i == -1);
  CHECK(parse_scalar(DType::I64, "-9223372036854775808").i == INT64_MIN);
  CHECK(parse_scalar(DType::I32, "+7").i == 7);
  CHECK(parse_scalar(DType::I32, "010").i == 10);  // decimal, not octal
  CHECK(error_of([] { parse_scalar(DType::I8, "256"); }).find("out of range for i8") != std::string::npos);
  CHECK(error_of([] { parse_scalar(DType::SI8, "128"); }).find("out of range for si8") != std::string::npos);
  CHECK(error_of([] { parse_scalar(DType::UI8, "-1"); }).find("out of range for ui8") != std::string::npos);
  CHECK(error_of([] { parse_scalar(DType::I1, "2"); }).find("out of range for i1") != std::string::npos);
  CHECK(error_of([] { parse_scalar(DType::I64, "99999999999999999999999999"); }).find("out of range") != std::string::npos);
  CHECK(error_of([] { parse_scalar(DType::I32, "1.5"); }).find("not an integer") != std::string::npos);
  CHECK(error_of([] { parse_scalar(DType::I32, "0x10"); }).find("not an integer") != std::string::npos);
  CHECK(error_of([] { parse_scalar(DType::I32, "-"); }).find("not an integer") != std::string::npos);
  CHECK(error_of([] { parse_scalar(DType::F32, "1.5x"); }).find("not a number") != std::string::npos);
}

TEST_CASE("malformed value specs are errors that say what is wrong") {
  ValueSpecParser p;
  auto err = [&](std::string_view spec) { return error_of([&] { p.parse(spec, false); }); };
  CHECK(err("2x2xf32=1 2 3").find("needs 4 values (or one to fill it), got 3") != std::string::npos);
  CHECK(err("2x2xf32=").find("no values after '='") != std::string::npos);
  CHECK(err("2x2xf32=1 2 3 y").find("element 3: 'y' is not a number") != std::string::npos);
  CHECK(err("2x2xwat=1").find("'2x2xwat' is not a shape and element type") != std::string::npos);
  CHECK(err("hello").find("cannot read 'hello'") != std::string::npos);
  CHECK(err("").find("empty value") != std::string::npos);
  CHECK(err("@").find("missing file name") != std::string::npos);
  CHECK(err("2xf32=@").find("missing file name") != std::string::npos);
  CHECK(err("(ignored)").find("only meaningful for --expected_output") != std::string::npos);
  CHECK(err("65536x65536xf32").find("more than") != std::string::npos);
  CHECK(err("4294967296x4294967296x4294967296xf32").find("overflows") != std::string::npos);
  auto ignored = p.parse("(ignored)", true);
  CHECK(ignored[0].kind == ParsedValue::Kind::Ignored);
  auto untyped = p.parse("-2.5", false);
  CHECK(untyped[0].kind == ParsedValue::Kind::UntypedScalar);
  CHECK(untyped[0].scalar_text == "-2.5");
}

TEST_CASE("npy specs: @ reads the first array, + the next, * all that remain") {
  std::string seq = kData + "/npy/sequence.npy";  // [1 2 3] as i32, then [[0.5][0.25]] as f32
  ValueSpecParser p;
  auto first = p.parse("@" + seq, false);
  CHECK(values(first[0].tensor) == std::vector<double>{1, 2, 3});
  auto next = p.parse("+" + seq, false);
  CHECK(next[0].tensor.dtype() == DType::F32);
  CHECK(values(next[0].tensor) == std::vector<double>{0.5, 0.25});
  CHECK(error_of([&] { p.parse("+" + seq, false); }).find("no array left") != std::string::npos);
  auto again = p.parse("@" + seq, false);  // @ starts over
  CHECK(values(again[0].tensor) == std::vector<double>{1, 2, 3});
  auto rest = p.parse("*" + seq, false);
  REQUIRE(rest.size() == 1);
  CHECK(rest[0].tensor.shape() == std::vector<int64_t>{2, 1});
  CHECK(error_of([&] { p.parse("*" + seq, false); }).find("no arrays left") != std::string::npos);
  ValueSpecParser fresh;
  CHECK(fresh.parse("*" + seq, false).size() == 2);
  ValueSpecParser unopened;  // + on a file not read before starts at its first array
  CHECK(values(unopened.parse("+" + seq, false)[0].tensor) == std::vector<double>{1, 2, 3});
}

TEST_CASE("raw file specs read consecutive ranges of one file") {
  TempDir dir;
  std::string path = dir.file("raw.bin");
  {
    float f[5] = {1, 2, 3, 4, 5};
    std::ofstream(path, std::ios::binary).write(reinterpret_cast<const char*>(f), sizeof f);
  }
  ValueSpecParser p;
  CHECK(values(p.parse("2xf32=@" + path, false)[0].tensor) == std::vector<double>{1, 2});
  CHECK(values(p.parse("2xf32=+" + path, false)[0].tensor) == std::vector<double>{3, 4});
  // One f32 is left; a 2-element read reports what is missing.
  std::string e = error_of([&] { p.parse("2xf32=+" + path, false); });
  CHECK(e.find("needs 8 bytes but the file has 4 left after byte 16") != std::string::npos);
  CHECK(values(p.parse("f32=+" + path, false)[0].tensor) == std::vector<double>{5});
  CHECK(values(p.parse("3xf32=@" + path, false)[0].tensor) == std::vector<double>{1, 2, 3});
  // An odd offset still gives aligned, correct elements.
  CHECK(values(p.parse("1xi8=@" + path, false)[0].tensor).size() == 1);
  HostTensor odd = p.parse("f32=+" + path, false)[0].tensor;
  float expect;
  {
    uint8_t bytes[4] = {0, 0, 0x80, 0x3F};  // bytes 1..4 of the file: the tail of 1.0f then 2.0f's first byte
    float one = 1.0f, two = 2.0f;
    std::memcpy(bytes, reinterpret_cast<const uint8_t*>(&one) + 1, 3);
    std::memcpy(bytes + 3, &two, 1);
    std::memcpy(&expect, bytes, 4);
  }
  CHECK(reinterpret_cast<uintptr_t>(odd.bytes()) % 4 == 0);
  CHECK(std::memcmp(odd.bytes(), &expect, 4) == 0);
}

TEST_CASE("binding values to function arguments checks types and reinterprets integer widths") {
  FunctionSignature sig;
  sig.name = "f";
  sig.inputs = {graph::Type::tensor(DType::F32, {2, graph::kDynamic}), graph::Type::scalar(DType::I64),
                graph::Type::tensor(DType::Index, {3}), graph::Type::tensor(DType::F32, {})};
  std::vector<ParsedValue> vals;
  vals.push_back(tensor_value(one_tensor("2x5xf32=1")));
  vals.push_back({ParsedValue::Kind::UntypedScalar, {}, "42"});
  vals.push_back(tensor_value(one_tensor("3xi64=4 5 6")));
  vals.push_back({ParsedValue::Kind::UntypedScalar, {}, "0.25"});
  auto args = bind_inputs(sig, vals);
  REQUIRE(args.size() == 4);
  CHECK(args[0].tensor.shape() == std::vector<int64_t>{2, 5});
  CHECK(!args[1].is_tensor);
  CHECK(args[1].scalar.dtype == DType::I64);
  CHECK(args[1].scalar.i == 42);
  CHECK(args[2].tensor.dtype() == DType::Index);
  CHECK(values(args[2].tensor) == std::vector<double>{4, 5, 6});
  CHECK(args[3].tensor.rank() == 0);
  CHECK(args[3].tensor.get_f64(0) == 0.25);

  // A rank-0 tensor binds to a scalar argument.
  FunctionSignature s1{"g", {graph::Type::scalar(DType::F32)}, {}};
  auto a1 = bind_inputs(s1, {tensor_value(one_tensor("f32=1.5"))});
  CHECK(!a1[0].is_tensor);
  CHECK(a1[0].scalar.f == 1.5);

  auto err = [&](const FunctionSignature& s, std::vector<ParsedValue> v) {
    return error_of([&] { bind_inputs(s, std::move(v)); });
  };
  FunctionSignature s2{"h", {graph::Type::tensor(DType::F32, {2, 2})}, {}};
  CHECK(err(s2, {tensor_value(one_tensor("2x3xf32"))}) ==
        "--input #0: argument 0 of @h is tensor<2x2xf32>, got 2x3xf32");
  CHECK(err(s2, {tensor_value(one_tensor("2x2xf64"))}).find("got 2x2xf64") != std::string::npos);
  CHECK(err(s2, {tensor_value(one_tensor("4xf32"))}).find("got 4xf32") != std::string::npos);
  CHECK(err(s2, {}).find("takes 1 argument(s), got 0") != std::string::npos);
  CHECK(err(s2, {}).find("its arguments: tensor<2x2xf32>") != std::string::npos);
  FunctionSignature named = s2;
  named.input_names = {"x"};
  CHECK(err(named, {}).find("its arguments: x: tensor<2x2xf32>") != std::string::npos);
  CHECK(err(s2, {{ParsedValue::Kind::UntypedScalar, {}, "1"}}).find("untyped number 1") != std::string::npos);
  FunctionSignature s3{"k", {graph::Type::tensor(DType::I1, {2})}, {}};
  CHECK(err(s3, {tensor_value(one_tensor("2xi8=1 0"))}).find("got 2xi8") != std::string::npos);
  FunctionSignature s4{"m", {graph::Type::scalar(DType::I32)}, {}};
  CHECK(err(s4, {{ParsedValue::Kind::UntypedScalar, {}, "2.5"}}).find("not an integer") != std::string::npos);
}

TEST_CASE("result comparison: thresholds per type, NaN, integers by bits, shapes") {
  Thresholds th;
  auto cmp = [&](const std::string& actual, const std::string& expected) {
    ValueSpecParser p;
    return compare_result(one_tensor(actual), p.parse(expected, true)[0], th);
  };
  CHECK(cmp("2xf32=1 2", "2xf32=1 2.00009") == "");
  CHECK(cmp("2xf32=1 2", "2xf32=1 2.0002") == "element at index 1 (2) does not match the expected (2.00020003)");
  // One f16 ulp above 1 is 1 + 2^-10 = 1.0009765625: within f16's 0.001, beyond f32's 0.0001.
  CHECK(cmp("2xf16=1 2", "2xf16=1.0009765625 2") == "");
  CHECK(cmp("2xf32=1 2", "2xf32=1.0009765625 2") != "");
  CHECK(cmp("1xf16=2", "1xf16=2.001") != "");  // 2.001 rounds to 2.00195 in f16
  CHECK(cmp("1xf64=1", "1xf64=1.00011") != "");
  CHECK(cmp("2xf32=nan inf", "2xf32=nan inf") == "");
  CHECK(cmp("1xf32=nan", "1xf32=0") != "");
  CHECK(cmp("1xf32=-inf", "1xf32=inf") != "");
  CHECK(cmp("2xui8=255 1", "2xi8=-1 1") == "");  // same bits
  CHECK(cmp("2xi32=1 2", "2xi32=1 3") == "element at index 1 (2) does not match the expected (3)");
  CHECK(cmp("2xi1=1 0", "2xi1=1 1") != "");
  CHECK(cmp("2x2xf32", "4xf32") == "metadata is 2x2xf32; expected that the view matches 4xf32");
  CHECK(cmp("2xf32", "2xf64") == "metadata is 2xf32; expected that the view matches 2xf64");
  CHECK(cmp("2xf32=5 6", "(ignored)") == "");
  CHECK(cmp("i32=4", "4") == "");
  CHECK(cmp("i32=4", "5") != "");
  CHECK(cmp("2xi32=4 4", "4").find("expected a single value 4") != std::string::npos);
  th.f32 = 0.5;
  CHECK(cmp("2xf32=1 2", "2xf32=1 2.4") == "");
}

TEST_CASE("outputs: print, .npy write and append, raw bytes, bf16 stored as f32") {
  TempDir dir;
  HostTensor t = one_tensor("2x2xi32=[1 2][3 4]");
  std::ostringstream out, notes;
  emit_output(parse_output_spec("-"), 1, t, 1024, out, notes);
  CHECK(out.str() == "result[1]: 2x2xi32=[1 2][3 4]\n");

  emit_output(parse_output_spec("@" + dir.file("a.npy")), 0, t, 1024, out, notes);
  loaders::NpyArray a = loaders::load_npy(dir.file("a.npy"));
  CHECK(a.dtype == DType::I32);
  CHECK(a.shape == std::vector<int64_t>{2, 2});
  CHECK(std::memcmp(a.data, t.bytes(), 16) == 0);

  emit_output(parse_output_spec("+" + dir.file("seq.npy")), 0, t, 1024, out, notes);
  emit_output(parse_output_spec("+" + dir.file("seq.npy")), 1, one_tensor("f64=2.5"), 1024, out, notes);
  loaders::NpyFileReader r(dir.file("seq.npy"));
  CHECK(r.next().dtype == DType::I32);
  CHECK(r.next().dtype == DType::F64);
  CHECK(r.at_end());

  emit_output(parse_output_spec("@" + dir.file("raw.bin")), 0, t, 1024, out, notes);
  emit_output(parse_output_spec("+" + dir.file("raw.bin")), 0, t, 1024, out, notes);
  CHECK(fs::file_size(dir.file("raw.bin")) == 32);

  HostTensor bf = one_tensor("2xbf16=1.5 -3");
  emit_output(parse_output_spec("@" + dir.file("bf.npy")), 2, bf, 1024, out, notes);
  loaders::NpyArray b = loaders::load_npy(dir.file("bf.npy"));
  CHECK(b.dtype == DType::F32);
  float f[2];
  std::memcpy(f, b.data, 8);
  CHECK(f[0] == 1.5f);
  CHECK(f[1] == -3.0f);
  CHECK(notes.str().find("result[2] is bf16") != std::string::npos);

  CHECK(error_of([] { parse_output_spec("out.npy"); }).find("is not an output") != std::string::npos);
  CHECK(error_of([] { parse_output_spec("@"); }).find("is not an output") != std::string::npos);
}
