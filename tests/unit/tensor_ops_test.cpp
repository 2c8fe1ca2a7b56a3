// Tests of the reference tensor.* handlers (engine/reference/tensor_ops.cpp), run through the
// parser and Executor::call. Expected values are worked out by hand in the comments; error cases
// check the error kind and that the message names the op and the offending index or size.
// The conformance files tests/conformance/tensor_*.mlir cover the success paths more broadly.
#include <doctest/doctest.h>

#include <memory>
#include <optional>
#include <string>
#include <vector>

#include "engine/reference/executor.h"
#include "graph/parser.h"
#include "linrt/error.h"

using namespace linrt;
using linrt::ref::Executor;
using linrt::ref::RtValue;

namespace {

// A parsed module with an executor over it (the executor keeps a reference to the module).
struct Program {
  std::unique_ptr<graph::Module> module;
  std::unique_ptr<Executor> exec;
  explicit Program(const std::string& text, ref::ExecOptions options = {}, const graph::ParseOptions& parse = {})
      : module(graph::parse_module(text, "t.mlir", parse)), exec(std::make_unique<Executor>(*module, options)) {}
  std::vector<RtValue> call(std::vector<RtValue> args = {}, std::string_view fn = "main") {
    return exec->call(fn, std::move(args));
  }
};

RtValue tensor_i64(std::vector<int64_t> shape, const std::vector<int64_t>& values, DType dt = DType::I64) {
  HostTensor t(dt, std::move(shape));
  REQUIRE(t.numel() == int64_t(values.size()));
  for (size_t k = 0; k < values.size(); ++k) t.set(int64_t(k), Scalar::from_int(dt, values[k]));
  return RtValue::of(t);
}

RtValue tensor_f32(std::vector<int64_t> shape, const std::vector<double>& values) {
  HostTensor t(DType::F32, std::move(shape));
  REQUIRE(t.numel() == int64_t(values.size()));
  for (size_t k = 0; k < values.size(); ++k) t.set(int64_t(k), Scalar::from_float(DType::F32, values[k]));
  return RtValue::of(t);
}

RtValue index(int64_t v) { return RtValue::of(Scalar::from_int(DType::Index, v)); }

std::vector<int64_t> ints_of(const RtValue& v) {
  REQUIRE(v.is_tensor);
  std::vector<int64_t> out;
  for (int64_t k = 0; k < v.tensor.numel(); ++k) out.push_back(v.tensor.get_i64(k));
  return out;
}

std::vector<double> floats_of(const RtValue& v) {
  REQUIRE(v.is_tensor);
  std::vector<double> out;
  for (int64_t k = 0; k < v.tensor.numel(); ++k) out.push_back(v.tensor.get_f64(k));
  return out;
}

// The linrt::Error that `f` throws, or nullopt when it throws none.
template <class F>
std::optional<Error> error_of(F&& f) {
  try {
    f();
  } catch (const Error& e) {
    return e;
  }
  return std::nullopt;
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// Runs `main` of `text` with `args` and expects an Error(kind) whose text contains each part.
void expect_error(const std::string& text, std::vector<RtValue> args, ErrorKind kind,
                  const std::vector<std::string>& parts) {
  Program p(text);
  auto e = error_of([&] { p.call(std::move(args)); });
  REQUIRE(e.has_value());
  CAPTURE(e->what());
  CHECK(e->kind() == kind);
  for (const auto& part : parts) CHECK(contains(e->what(), part));
}

}  // namespace

// ---------------------------------------------------------------------------------------------
// extract / insert

TEST_CASE("tensor.extract reads the element at the given indices") {
  Program p(R"(
func.func @main(%t: tensor<2x3xi64>, %i: index, %j: index) -> i64 {
  %v = tensor.extract %t[%i, %j] : tensor<2x3xi64>
  return %v : i64
})");
  RtValue t = tensor_i64({2, 3}, {10, 11, 12, 13, 14, 15});
  CHECK(p.call({t, index(1), index(2)})[0].scalar.i == 15);
  CHECK(p.call({t, index(0), index(1)})[0].scalar.i == 11);
}

TEST_CASE("tensor.extract out of range is an error naming the op and the index") {
  const char* text = R"(
func.func @main(%t: tensor<2x3xi64>, %i: index, %j: index) -> i64 {
  %v = tensor.extract %t[%i, %j] : tensor<2x3xi64>
  return %v : i64
})";
  RtValue t = tensor_i64({2, 3}, {10, 11, 12, 13, 14, 15});
  expect_error(text, {t, index(0), index(3)}, ErrorKind::Invalid,
               {"tensor.extract at t.mlir:3:", "index 3 is out of range for dimension 1 of size 3"});
  expect_error(text, {t, index(-1), index(0)}, ErrorKind::Invalid, {"index -1 is out of range for dimension 0"});
  expect_error(text, {t, index(2), index(0)}, ErrorKind::Invalid, {"index 2 is out of range for dimension 0"});
}

// The pre-2026 torch-mlir embedding_bag pattern, reduced to its essentials: the end of bag %i
// is offsets[%i + 1], or the total index count (5) when %i is the last bag.
const char* kBagEnd = R"(
func.func @main(%offsets: tensor<2xi64>, %i: index) -> i64 {
  %c1_i64 = arith.constant 1 : i64
  %c2_i64 = arith.constant 2 : i64
  %c5_i64 = arith.constant 5 : i64
  %i64 = arith.index_cast %i : index to i64
  %next = arith.addi %i64, %c1_i64 : i64
  %next_index = arith.index_cast %next : i64 to index
  %last = arith.cmpi eq, %c2_i64, %next : i64
  %off = tensor.extract %offsets[%next_index] : tensor<2xi64>
  %end = arith.select %last, %c5_i64, %off : i64
  return %end : i64
})";

TEST_CASE("tensor.extract one past the end is accepted when a select provably discards it") {
  Program p(kBagEnd);
  RtValue offsets = tensor_i64({2}, {0, 3});
  CHECK(p.call({offsets, index(0)})[0].scalar.i == 3);  // offsets[1]
  CHECK(p.call({offsets, index(1)})[0].scalar.i == 5);  // offsets[2] read, discarded
}

TEST_CASE("the one-past-the-end rule also accepts the size as tensor.dim of the same tensor") {
  Program p(R"(
func.func @main(%offsets: tensor<?xi64>, %i: index) -> i64 {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c5_i64 = arith.constant 5 : i64
  %n = tensor.dim %offsets, %c0 : tensor<?xi64>
  %next = arith.addi %i, %c1 : index
  %last = arith.cmpi eq, %next, %n : index
  %off = tensor.extract %offsets[%next] : tensor<?xi64>
  %end = arith.select %last, %c5_i64, %off : i64
  return %end : i64
})");
  RtValue offsets = tensor_i64({3}, {0, 1, 4});
  CHECK(p.call({offsets, index(1)})[0].scalar.i == 4);
  CHECK(p.call({offsets, index(2)})[0].scalar.i == 5);
}

TEST_CASE("tensor.extract one past the end is an error unless the IR proves it discarded") {
  RtValue offsets = tensor_i64({2}, {0, 3});
  auto variant = [](const std::string& from, const std::string& to) {
    std::string s = kBagEnd;
    size_t at = s.find(from);
    REQUIRE(at != std::string::npos);
    return s.replace(at, from.size(), to);
  };
  SUBCASE("the value also feeds arithmetic") {
    std::string text = variant("  %end = arith.select %last, %c5_i64, %off : i64\n  return %end : i64",
                               "  %end = arith.select %last, %c5_i64, %off : i64\n"
                               "  %sum = arith.addi %end, %off : i64\n  return %sum : i64");
    expect_error(text, {offsets, index(1)}, ErrorKind::Invalid, {"index 2 is out of range for dimension 0 of size 2"});
  }
  SUBCASE("the select picks the read value when the guard holds") {
    std::string text = variant("arith.select %last, %c5_i64, %off", "arith.select %last, %off, %c5_i64");
    expect_error(text, {offsets, index(1)}, ErrorKind::Invalid, {"index 2 is out of range"});
  }
  SUBCASE("the guard compares with a constant other than the size") {
    std::string text = variant("%c2_i64 = arith.constant 2 : i64", "%c2_i64 = arith.constant 3 : i64");
    expect_error(text, {offsets, index(1)}, ErrorKind::Invalid, {"index 2 is out of range"});
  }
  SUBCASE("the guard is not an equality") {
    std::string text = variant("arith.cmpi eq, %c2_i64", "arith.cmpi sge, %c2_i64");
    expect_error(text, {offsets, index(1)}, ErrorKind::Invalid, {"index 2 is out of range"});
  }
  SUBCASE("the guard tests a different index") {
    std::string text = variant("%last = arith.cmpi eq, %c2_i64, %next : i64", "%last = arith.cmpi eq, %c2_i64, %i64 : i64");
    expect_error(text, {offsets, index(1)}, ErrorKind::Invalid, {"index 2 is out of range"});
  }
  SUBCASE("two past the end is never accepted") {
    expect_error(kBagEnd, {offsets, index(2)}, ErrorKind::Invalid, {"index 3 is out of range"});
  }
  SUBCASE("the index is truncated through i32, which is not a lossless cast") {
    std::string text = variant("%next_index = arith.index_cast %next : i64 to index",
                               "%t32 = arith.trunci %next : i64 to i32\n  %next_index = arith.index_cast %t32 : i32 to index");
    expect_error(text, {offsets, index(1)}, ErrorKind::Invalid, {"index 2 is out of range"});
  }
}

TEST_CASE("tensor.insert writes one element, leaves its source unchanged, and checks bounds") {
  const char* text = R"(
func.func @main(%t: tensor<2x2xf32>, %i: index) -> tensor<2x2xf32> {
  %c1 = arith.constant 1 : index
  %v = arith.constant 9.5 : f32
  %r = tensor.insert %v into %t[%i, %c1] : tensor<2x2xf32>
  return %r : tensor<2x2xf32>
})";
  Program p(text);
  RtValue t = tensor_f32({2, 2}, {1, 2, 3, 4});
  CHECK(floats_of(p.call({t, index(1)})[0]) == std::vector<double>{1, 2, 3, 9.5});
  CHECK(floats_of(t) == std::vector<double>{1, 2, 3, 4});
  expect_error(text, {t, index(2)}, ErrorKind::Invalid, {"tensor.insert at t.mlir:5:", "index 2 is out of range"});
}

// ---------------------------------------------------------------------------------------------
// Slices

TEST_CASE("tensor.extract_slice with dynamic offsets, sizes and strides") {
  Program p(R"(
func.func @main(%t: tensor<4x5xi64>, %o: index, %s: index, %st: index) -> tensor<?x2xi64> {
  %r = tensor.extract_slice %t[%o, 1] [%s, 2] [%st, 2] : tensor<4x5xi64> to tensor<?x2xi64>
  return %r : tensor<?x2xi64>
})");
  std::vector<int64_t> v(20);
  for (int64_t k = 0; k < 20; ++k) v[size_t(k)] = k;  // t[i][j] = 5i + j
  RtValue t = tensor_i64({4, 5}, v);
  // rows 1 and 3, columns 1 and 3: [[6, 8], [16, 18]]
  RtValue r = p.call({t, index(1), index(2), index(2)})[0];
  CHECK(r.tensor.shape() == std::vector<int64_t>{2, 2});
  CHECK(ints_of(r) == std::vector<int64_t>{6, 8, 16, 18});
  // rows 0..2, stride 1: [[1, 3], [6, 8], [11, 13]]
  CHECK(ints_of(p.call({t, index(0), index(3), index(1)})[0]) == std::vector<int64_t>{1, 3, 6, 8, 11, 13});
}

TEST_CASE("tensor.extract_slice out of bounds is an error") {
  const char* text = R"(
func.func @main(%t: tensor<4x5xi64>, %o: index, %s: index) -> tensor<?x5xi64> {
  %r = tensor.extract_slice %t[%o, 0] [%s, 5] [2, 1] : tensor<4x5xi64> to tensor<?x5xi64>
  return %r : tensor<?x5xi64>
})";
  RtValue t = tensor_i64({4, 5}, std::vector<int64_t>(20, 0));
  // rows 1, 3, 5: the last is past the 4 rows.
  expect_error(text, {t, index(1), index(3)}, ErrorKind::Invalid,
               {"tensor.extract_slice at t.mlir:3:", "offset 1, size 3, stride 2 is out of bounds for dimension 0 of size 4"});
  expect_error(text, {t, index(-1), index(1)}, ErrorKind::Invalid, {"out of bounds for dimension 0"});
  expect_error(text, {t, index(0), index(-2)}, ErrorKind::Invalid, {"negative slice size -2"});
  expect_error(text, {t, index(5), index(0)}, ErrorKind::Invalid, {"empty slice offset 5 is outside [0, 4]"});
  Program p(text);
  CHECK(p.call({t, index(4), index(0)})[0].tensor.shape() == std::vector<int64_t>{0, 5});
}

TEST_CASE("rank-reducing extract_slice drops unit dims and rejects a type that does not fit") {
  Program p(R"(
func.func @main(%t: tensor<2x3x4xi64>) -> tensor<3xi64> {
  %r = tensor.extract_slice %t[1, 0, 2] [1, 3, 1] [1, 1, 1] : tensor<2x3x4xi64> to tensor<3xi64>
  return %r : tensor<3xi64>
})");
  std::vector<int64_t> v(24);
  for (int64_t k = 0; k < 24; ++k) v[size_t(k)] = k;  // t[i][j][k] = 12i + 4j + k
  CHECK(ints_of(p.call({tensor_i64({2, 3, 4}, v)})[0]) == std::vector<int64_t>{14, 18, 22});

  // A type that does not fit is refused at load by the verifier, and by the executor when
  // unverified IR reaches it.
  const char* misfit = R"(
func.func @main(%t: tensor<2x3x4xi64>) -> tensor<2xi64> {
  %r = tensor.extract_slice %t[0, 0, 0] [1, 3, 1] [1, 1, 1] : tensor<2x3x4xi64> to tensor<2xi64>
  return %r : tensor<2xi64>
})";
  CHECK_THROWS_WITH_AS(graph::parse_module(misfit, "t.mlir"),
                       "tensor.extract_slice at t.mlir:3:3: result type 'tensor<2xi64>' does not match the sizes [1, 3, 1]",
                       Error);
  graph::ParseOptions unverified;
  unverified.verify = false;
  Program q(misfit, {}, unverified);
  auto e = error_of([&] { q.call({tensor_i64({2, 3, 4}, v)}); });
  REQUIRE(e.has_value());
  CHECK(e->message().find("tensor<2xi64> is not the slice of sizes 1x3x1") != std::string::npos);
}

TEST_CASE("tensor.insert_slice writes a strided window and checks bounds and source shape") {
  const char* text = R"(
func.func @main(%s: tensor<?xi64>, %d: tensor<2x6xi64>, %o: index) -> tensor<2x6xi64> {
  %c3 = arith.constant 3 : index
  %r = tensor.insert_slice %s into %d[1, %o] [1, %c3] [1, 2] : tensor<?xi64> into tensor<2x6xi64>
  return %r : tensor<2x6xi64>
})";
  Program p(text);
  RtValue d = tensor_i64({2, 6}, std::vector<int64_t>(12, 0));
  RtValue s = tensor_i64({3}, {7, 8, 9});
  // row 1, columns 1, 3, 5
  CHECK(ints_of(p.call({s, d, index(1)})[0]) == std::vector<int64_t>{0, 0, 0, 0, 0, 0, 0, 7, 0, 8, 0, 9});
  CHECK(ints_of(d) == std::vector<int64_t>(12, 0));
  // columns 2, 4, 6: past the end
  expect_error(text, {s, d, index(2)}, ErrorKind::Invalid,
               {"tensor.insert_slice at t.mlir:4:", "offset 2, size 3, stride 2 is out of bounds for dimension 1 of size 6"});
  expect_error(text, {tensor_i64({2}, {1, 2}), d, index(0)}, ErrorKind::Invalid,
               {"source tensor<2xi64> does not fill the slice of sizes 1x3"});
}

TEST_CASE("tensor.pad with dynamic amounts, a position-dependent value, and negative amounts") {
  const char* text = R"(
func.func @main(%t: tensor<2xi64>, %lo: index) -> tensor<?xi64> {
  %p = tensor.pad %t low[%lo] high[2] {
  ^bb0(%i: index):
    %v = arith.index_cast %i : index to i64
    %n = arith.constant 100 : i64
    %r = arith.addi %v, %n : i64
    tensor.yield %r : i64
  } : tensor<2xi64> to tensor<?xi64>
  return %p : tensor<?xi64>
})";
  Program p(text);
  RtValue t = tensor_i64({2}, {7, 8});
  // positions 0 and 3, 4 are padding: 100 + position
  CHECK(ints_of(p.call({t, index(1)})[0]) == std::vector<int64_t>{100, 7, 8, 103, 104});
  CHECK(ints_of(p.call({t, index(0)})[0]) == std::vector<int64_t>{7, 8, 102, 103});
  expect_error(text, {t, index(-1)}, ErrorKind::Invalid, {"tensor.pad at t.mlir:3:", "negative padding (low -1, high 2)"});
}

TEST_CASE("tensor.concat checks that inputs agree outside the concatenated dim") {
  const char* text = R"(
func.func @main(%a: tensor<?x2xf32>, %b: tensor<1x2xf32>) -> tensor<?x2xf32> {
  %r = tensor.concat dim(0) %a, %b : (tensor<?x2xf32>, tensor<1x2xf32>) -> tensor<?x2xf32>
  return %r : tensor<?x2xf32>
})";
  Program p(text);
  RtValue r = p.call({tensor_f32({2, 2}, {1, 2, 3, 4}), tensor_f32({1, 2}, {5, 6})})[0];
  CHECK(r.tensor.shape() == std::vector<int64_t>{3, 2});
  CHECK(floats_of(r) == std::vector<double>{1, 2, 3, 4, 5, 6});
}

// ---------------------------------------------------------------------------------------------
// Shape changes

TEST_CASE("tensor.expand_shape rejects output sizes that do not multiply to the source size") {
  const char* text = R"(
func.func @main(%t: tensor<?xf32>, %n: index) -> tensor<?x4xf32> {
  %e = tensor.expand_shape %t [[0, 1]] output_shape [%n, 4] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
})";
  Program p(text);
  RtValue t = tensor_f32({8}, {0, 1, 2, 3, 4, 5, 6, 7});
  CHECK(p.call({t, index(2)})[0].tensor.shape() == std::vector<int64_t>{2, 4});
  expect_error(text, {t, index(3)}, ErrorKind::Invalid,
               {"tensor.expand_shape at t.mlir:3:", "do not multiply to source dimension size 8"});
}

TEST_CASE("tensor.expand_shape without output_shape infers the dynamic size or fails") {
  const char* text = R"(
func.func @main(%t: tensor<?xf32>) -> tensor<?x4xf32> {
  %e = tensor.expand_shape %t [[0, 1]] : tensor<?xf32> into tensor<?x4xf32>
  return %e : tensor<?x4xf32>
})";
  Program p(text);
  CHECK(p.call({tensor_f32({12}, std::vector<double>(12, 1.0))})[0].tensor.shape() == std::vector<int64_t>{3, 4});
  expect_error(text, {tensor_f32({6}, std::vector<double>(6, 1.0))}, ErrorKind::Invalid,
               {"source dimension 0 of size 6 is not divisible by 4"});
}

TEST_CASE("tensor.collapse_shape multiplies groups and checks the result type") {
  const char* text = R"(
func.func @main(%t: tensor<?x3x2xi64>) -> tensor<?x6xi64> {
  %c = tensor.collapse_shape %t [[0], [1, 2]] : tensor<?x3x2xi64> into tensor<?x6xi64>
  return %c : tensor<?x6xi64>
})";
  Program p(text);
  std::vector<int64_t> v(12);
  for (int64_t k = 0; k < 12; ++k) v[size_t(k)] = k;
  RtValue r = p.call({tensor_i64({2, 3, 2}, v)})[0];
  CHECK(r.tensor.shape() == std::vector<int64_t>{2, 6});
  CHECK(ints_of(r) == v);
}

TEST_CASE("tensor.reshape checks the element count and the shape operand") {
  const char* text = R"(
func.func @main(%t: tensor<?xi64>, %s: tensor<2xi64>) -> tensor<?x?xi64> {
  %r = tensor.reshape %t(%s) : (tensor<?xi64>, tensor<2xi64>) -> tensor<?x?xi64>
  return %r : tensor<?x?xi64>
})";
  Program p(text);
  RtValue t = tensor_i64({6}, {1, 2, 3, 4, 5, 6});
  CHECK(p.call({t, tensor_i64({2}, {3, 2})})[0].tensor.shape() == std::vector<int64_t>{3, 2});
  expect_error(text, {t, tensor_i64({2}, {4, 2})}, ErrorKind::Invalid,
               {"tensor.reshape at t.mlir:3:", "(6 elements) to shape 4x2"});
  expect_error(text, {t, tensor_i64({2}, {-2, -3})}, ErrorKind::Invalid, {"negative size -2"});
}

TEST_CASE("tensor.cast checks static dims at run time") {
  const char* text = R"(
func.func @main(%t: tensor<?xf32>) -> tensor<4xf32> {
  %c = tensor.cast %t : tensor<?xf32> to tensor<4xf32>
  return %c : tensor<4xf32>
})";
  Program p(text);
  CHECK(floats_of(p.call({tensor_f32({4}, {1, 2, 3, 4})})[0]) == std::vector<double>{1, 2, 3, 4});
  expect_error(text, {tensor_f32({3}, {1, 2, 3})}, ErrorKind::Invalid,
               {"tensor.cast at t.mlir:3:", "tensor<3xf32> does not match type tensor<4xf32>"});
}

TEST_CASE("tensor.bitcast requires equal element widths") {
  expect_error(R"(
func.func @main(%t: tensor<2xf32>) -> tensor<2xi16> {
  %b = tensor.bitcast %t : tensor<2xf32> to tensor<2xi16>
  return %b : tensor<2xi16>
})",
               {tensor_f32({2}, {1, 2})}, ErrorKind::Invalid, {"cannot bitcast f32 to i16"});
}

TEST_CASE("tensor.dim reads a dimension and rejects one past the rank") {
  const char* text = R"(
func.func @main(%t: tensor<?x?xf32>, %d: index) -> index {
  %n = tensor.dim %t, %d : tensor<?x?xf32>
  return %n : index
})";
  Program p(text);
  RtValue t = tensor_f32({3, 5}, std::vector<double>(15, 0.0));
  CHECK(p.call({t, index(1)})[0].scalar.i == 5);
  expect_error(text, {t, index(2)}, ErrorKind::Invalid, {"dimension 2 is out of range for a rank-2 tensor"});
}

// ---------------------------------------------------------------------------------------------
// Creation

TEST_CASE("tensor.empty takes dynamic sizes, rejects negative ones and respects the element limit") {
  const char* text = R"(
func.func @main(%n: index) -> tensor<?x3xf32> {
  %e = tensor.empty(%n) : tensor<?x3xf32>
  return %e : tensor<?x3xf32>
})";
  Program p(text);
  CHECK(p.call({index(4)})[0].tensor.shape() == std::vector<int64_t>{4, 3});
  expect_error(text, {index(-1)}, ErrorKind::Invalid, {"tensor.empty at t.mlir:3:", "negative dimension size -1"});

  ref::ExecOptions small;
  small.max_tensor_elements = 100;
  Program limited(text, small);
  auto e = error_of([&] { limited.call({index(40)}); });
  REQUIRE(e.has_value());
  CHECK(e->kind() == ErrorKind::Limit);
  CHECK(contains(e->what(), "120 elements"));
}

TEST_CASE("tensor.generate runs its body per element with the element's indices") {
  Program p(R"(
func.func @main(%n: index) -> tensor<?x2xi64> {
  %g = tensor.generate %n {
  ^bb0(%i: index, %j: index):
    %c2 = arith.constant 2 : index
    %a = arith.muli %i, %c2 : index
    %s = arith.subi %a, %j : index
    %v = arith.index_cast %s : index to i64
    tensor.yield %v : i64
  } : tensor<?x2xi64>
  return %g : tensor<?x2xi64>
})");
  // 2i - j
  CHECK(ints_of(p.call({index(3)})[0]) == std::vector<int64_t>{0, -1, 2, 1, 4, 3});
}

TEST_CASE("tensor.from_elements and tensor.splat build tensors from scalars") {
  Program p(R"(
func.func @main(%a: f32, %b: f32, %n: index) -> (tensor<2xf32>, tensor<?xf32>) {
  %t = tensor.from_elements %a, %b : tensor<2xf32>
  %s = tensor.splat %b[%n] : tensor<?xf32>
  return %t, %s : tensor<2xf32>, tensor<?xf32>
})");
  auto r = p.call({RtValue::of(Scalar::from_float(DType::F32, 1.5)), RtValue::of(Scalar::from_float(DType::F32, -2)), index(3)});
  CHECK(floats_of(r[0]) == std::vector<double>{1.5, -2});
  CHECK(floats_of(r[1]) == std::vector<double>{-2, -2, -2});
}
