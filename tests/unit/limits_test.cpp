// Resource limits and hostile inputs through the public API: every configured limit gives a
// Limit error naming what was exceeded (never an allocation attempt), index tensors are checked
// with errors that name the op, bound inputs are checked against the declared types before
// anything runs, and NaN/Inf flow through arithmetic and index conversions without undefined
// behaviour (scripts/sanitize.sh runs this file under UBSan, which traps float->int overflow).
#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <functional>
#include <iterator>
#include <limits>
#include <string>
#include <utility>
#include <vector>

#include "linrt/linrt.h"

namespace {

// Runs `f` and returns the linrt::Error it throws; fails the test when it throws nothing.
linrt::Error error_of(const std::function<void()>& f) {
  try {
    f();
  } catch (const linrt::Error& e) {
    return e;
  }
  FAIL_CHECK("expected a linrt::Error");
  return linrt::Error(linrt::ErrorKind::Invalid, "", "");
}

bool contains(const std::string& s, const std::string& part) { return s.find(part) != std::string::npos; }

// Loads `text` and runs its forward function with `inputs`.
std::vector<linrt::Tensor> load_and_run(const std::string& text, std::vector<linrt::Tensor> inputs = {},
                                        const linrt::ModelOptions& mo = {}, bool reference = false) {
  const linrt::Model m = linrt::Model::load_from_memory(text, "limits.mlir", mo);
  linrt::SessionOptions so;
  so.reference = reference;
  return m.session(so).run(inputs);
}

const char* kHugeFill = R"mlir(
func.func @forward() -> tensor<100000000000xf32> {
  %cst = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<100000000000xf32>
  %f = linalg.fill ins(%cst : f32) outs(%e : tensor<100000000000xf32>) -> tensor<100000000000xf32>
  return %f : tensor<100000000000xf32>
}
)mlir";

// A splat constant is one element in memory; reshaping it must not expand it to 4e11 bytes.
const char* kHugeSplatReshape = R"mlir(
func.func @forward() -> tensor<10x10000000000xf32> {
  %c = arith.constant dense<1.0> : tensor<100000000000xf32>
  %r = tensor.expand_shape %c [[0, 1]] output_shape [10, 10000000000] : tensor<100000000000xf32> into tensor<10x10000000000xf32>
  return %r : tensor<10x10000000000xf32>
}
)mlir";

// y = exp(x) + x, two elementwise ops on a 2000-element tensor.
const char* kTwoThousand = R"mlir(
#map = affine_map<(d0) -> (d0)>
func.func @forward(%x: tensor<2000xf32>) -> tensor<2000xf32> {
  %e = tensor.empty() : tensor<2000xf32>
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<2000xf32>) outs(%e : tensor<2000xf32>) {
  ^bb0(%a: f32, %o: f32):
    %t = math.exp %a : f32
    %s = arith.addf %t, %a : f32
    linalg.yield %s : f32
  } -> tensor<2000xf32>
  return %y : tensor<2000xf32>
}
)mlir";

}  // namespace

TEST_CASE("limits: a program that declares tensor<100000000000xf32> is a Limit error, not an allocation") {
  for (bool reference : {false, true}) {
    const linrt::Error e = error_of([&] { load_and_run(kHugeFill, {}, {}, reference); });
    CHECK(e.kind() == linrt::ErrorKind::Limit);
    CHECK(contains(e.message(), "100000000000"));
    CHECK(contains(e.where(), "limits.mlir:"));
  }
  const linrt::Error e = error_of([&] { load_and_run(kHugeSplatReshape); });
  CHECK(e.kind() == linrt::ErrorKind::Limit);
}

TEST_CASE("limits: max_tensor_elements is configurable and names the limit") {
  std::vector<float> x(2000, 0.5f);
  linrt::ModelOptions mo;
  CHECK_NOTHROW(load_and_run(kTwoThousand, {linrt::Tensor::view(x.data(), linrt::DType::F32, {2000})}, mo));
  mo.max_tensor_elements = 1000;
  for (bool reference : {false, true}) {
    const linrt::Error e = error_of([&] {
      load_and_run(kTwoThousand, {linrt::Tensor::view(x.data(), linrt::DType::F32, {2000})}, mo, reference);
    });
    CHECK(e.kind() == linrt::ErrorKind::Limit);
    CHECK(contains(e.message(), "1000"));
  }
}

TEST_CASE("limits: max_arena_bytes bounds one session's intermediate memory") {
  std::vector<float> x(2000, 0.5f);
  const linrt::Tensor in = linrt::Tensor::view(x.data(), linrt::DType::F32, {2000});
  linrt::ModelOptions mo;
  const linrt::Model unlimited = linrt::Model::load_from_memory(kTwoThousand, "limits.mlir", mo);
  const int64_t arena = unlimited.stats().arena_bytes;
  REQUIRE(arena >= int64_t(2000 * sizeof(float)));
  mo.max_arena_bytes = size_t(arena);
  CHECK_NOTHROW(load_and_run(kTwoThousand, {in}, mo));
  mo.max_arena_bytes = size_t(arena) - 1;
  const linrt::Error e = error_of([&] { load_and_run(kTwoThousand, {in}, mo); });
  CHECK(e.kind() == linrt::ErrorKind::Limit);
  CHECK(contains(e.message(), "arena"));
  CHECK(contains(e.message(), std::to_string(arena - 1)));
}

TEST_CASE("limits: max_branches stops an endless cf loop with a Limit error at the branch") {
  // i = i + 0: the loop never ends. Counting by hand, a bound of n returns after n + 1 branches.
  const auto loop = [](const std::string& step) {
    return "func.func @forward(%n: tensor<i64>) -> tensor<i64> {\n"
           "  %c0 = arith.constant 0 : i64\n  %step = arith.constant " + step + " : i64\n"
           "  %limit = tensor.extract %n[] : tensor<i64>\n"
           "  cf.br ^head(%c0 : i64)\n"
           "^head(%i: i64):\n  %done = arith.cmpi sge, %i, %limit : i64\n"
           "  cf.cond_br %done, ^exit, ^body\n"
           "^body:\n  %next = arith.addi %i, %step : i64\n  cf.br ^head(%next : i64)\n"
           "^exit:\n  %r = tensor.from_elements %i : tensor<i64>\n  return %r : tensor<i64>\n}\n";
  };
  int64_t n = 40;
  const linrt::Tensor in = linrt::Tensor::view(&n, linrt::DType::I64, {});
  linrt::ModelOptions mo;
  mo.max_branches = 100;
  const auto out = load_and_run(loop("1"), {in}, mo, /*reference=*/true);
  REQUIRE(out.size() == 1);
  CHECK(out[0].data_as<int64_t>()[0] == 40);
  const linrt::Error e = error_of([&] { load_and_run(loop("0"), {in}, mo, /*reference=*/true); });
  CHECK(e.kind() == linrt::ErrorKind::Limit);
  CHECK(contains(e.message(), "more than 100 branches"));
  CHECK(contains(e.where(), "limits.mlir:"));
}

TEST_CASE("limits: nesting deeper than max_nesting_depth is a Limit or Parse error at its location") {
  // Nested scf.execute_region-free form: attribute arrays nest without any op support needed.
  std::string nested = "func.func @forward() attributes {deep = ";
  for (int i = 0; i < 100; ++i) nested += "[";
  for (int i = 0; i < 100; ++i) nested += "]";
  nested += "} {\n  return\n}\n";
  linrt::ModelOptions mo;
  mo.max_nesting_depth = 200;
  CHECK_NOTHROW(linrt::Model::load_from_memory(nested, "limits.mlir", mo));
  mo.max_nesting_depth = 50;
  const linrt::Error e = error_of([&] { linrt::Model::load_from_memory(nested, "limits.mlir", mo); });
  CHECK((e.kind() == linrt::ErrorKind::Limit || e.kind() == linrt::ErrorKind::Parse));
  CHECK(contains(e.message(), "nest"));
  CHECK(contains(e.where(), "limits.mlir:1:"));
  // Deeply nested input with the default limit neither overflows the stack nor is accepted.
  std::string very_deep = "func.func @forward() attributes {deep = " + std::string(100000, '[') + "} {}";
  CHECK(error_of([&] { linrt::Model::load_from_memory(very_deep, "limits.mlir"); }).kind() != linrt::ErrorKind::Io);
}

TEST_CASE("limits: a model file larger than max_file_bytes is refused before it is parsed") {
  const std::filesystem::path path = std::filesystem::temp_directory_path() / "linrt_limits_test_model.mlir";
  {
    std::ofstream out(path);
    out << kTwoThousand;
  }
  const size_t size = std::filesystem::file_size(path);
  linrt::ModelOptions mo;
  mo.max_file_bytes = size;
  CHECK_NOTHROW(linrt::Model::load(path.string(), mo));
  mo.max_file_bytes = size - 1;
  const linrt::Error e = error_of([&] { linrt::Model::load(path.string(), mo); });
  CHECK(e.kind() == linrt::ErrorKind::Limit);
  CHECK(contains(e.what(), path.string()));
  std::filesystem::remove(path);
}

namespace {

// out[i] = t[index(x[i])] with the index computed as `conversion` of the f32 or i64 input.
std::string extract_program(const std::string& in_type, const std::string& to_index) {
  return R"mlir(
#map = affine_map<(d0) -> (d0)>
func.func @forward(%x: tensor<4x)mlir" + in_type + R"mlir(>, %t: tensor<3xf32>) -> tensor<4xf32> {
  %e = tensor.empty() : tensor<4xf32>
  %y = linalg.generic {indexing_maps = [#map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<4x)mlir" + in_type + R"mlir(>) outs(%e : tensor<4xf32>) {
  ^bb0(%a: )mlir" + in_type + R"mlir(, %o: f32):
)mlir" + to_index + R"mlir(
    %v = tensor.extract %t[%j] : tensor<3xf32>
    linalg.yield %v : f32
  } -> tensor<4xf32>
  return %y : tensor<4xf32>
}
)mlir";
}

const std::string kGatherI64 = extract_program("i64", "    %j = arith.index_cast %a : i64 to index");
const std::string kGatherF32 = extract_program("f32", "    %i = arith.fptosi %a : f32 to i64\n    %j = arith.index_cast %i : i64 to index");

std::string fixture_text(const std::string& name) {
  std::ifstream in(std::string(LINRT_FIXTURES_DIR) + "/" + name + "/model.mlir");
  return std::string(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("limits: a negative or out-of-range tensor.extract index is an error naming the op") {
  std::vector<float> table = {10, 20, 30};
  for (bool reference : {false, true}) {
    std::vector<int64_t> ok = {0, 2, 1, 2};
    auto out = load_and_run(kGatherI64, {linrt::Tensor::view(ok.data(), linrt::DType::I64, {4}),
                                         linrt::Tensor::view(table.data(), linrt::DType::F32, {3})}, {}, reference);
    REQUIRE(out.size() == 1);
    CHECK(out[0].data_as<float>()[0] == 10);
    CHECK(out[0].data_as<float>()[1] == 30);
    CHECK(out[0].data_as<float>()[2] == 20);
    for (int64_t bad : {int64_t(3), int64_t(-1), std::numeric_limits<int64_t>::min(), std::numeric_limits<int64_t>::max()}) {
      std::vector<int64_t> idx = {0, 1, bad, 2};
      const linrt::Error e = error_of([&] {
        load_and_run(kGatherI64, {linrt::Tensor::view(idx.data(), linrt::DType::I64, {4}),
                                  linrt::Tensor::view(table.data(), linrt::DType::F32, {3})}, {}, reference);
      });
      CHECK(e.kind() == linrt::ErrorKind::Invalid);
      CHECK(contains(e.what(), "tensor.extract"));
    }
  }
}

TEST_CASE("limits: NaN and Inf converted to an index saturate (NaN -> 0) and never index out of bounds") {
  // arith.fptosi of NaN or of an out-of-range value is poison in MLIR; linrt defines it as the
  // reference executor does: NaN -> 0, +-Inf and overflow saturate. Saturated values are out
  // of range for the 3-element table, so they are index errors, never wild reads.
  std::vector<float> table = {10, 20, 30};
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  for (bool reference : {false, true}) {
    std::vector<float> x = {2.9f, nan, 1.0f, -0.5f};  // truncation toward zero: 2, 0, 1, 0
    auto out = load_and_run(kGatherF32, {linrt::Tensor::view(x.data(), linrt::DType::F32, {4}),
                                         linrt::Tensor::view(table.data(), linrt::DType::F32, {3})}, {}, reference);
    REQUIRE(out.size() == 1);
    const float* y = out[0].data_as<float>();
    CHECK(y[0] == 30);
    CHECK(y[1] == 10);
    CHECK(y[2] == 20);
    CHECK(y[3] == 10);
    for (float bad : {inf, -inf, 1e30f, -1e30f, 3.0f}) {
      std::vector<float> xb = {0.0f, bad, 1.0f, 2.0f};
      const linrt::Error e = error_of([&] {
        load_and_run(kGatherF32, {linrt::Tensor::view(xb.data(), linrt::DType::F32, {4}),
                                  linrt::Tensor::view(table.data(), linrt::DType::F32, {3})}, {}, reference);
      });
      CHECK(contains(e.what(), "tensor.extract"));
    }
  }
}

TEST_CASE("limits: NaN and Inf pass through arithmetic as IEEE 754 says") {
  const char* program = R"mlir(
#map = affine_map<(d0) -> (d0)>
func.func @forward(%x: tensor<6xf32>) -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
  %e = tensor.empty() : tensor<6xf32>
  %zero = arith.constant 0.0 : f32
  %r:3 = linalg.generic {indexing_maps = [#map, #map, #map, #map], iterator_types = ["parallel"]}
      ins(%x : tensor<6xf32>) outs(%e, %e, %e : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>) {
  ^bb0(%a: f32, %o0: f32, %o1: f32, %o2: f32):
    %m = arith.mulf %a, %zero : f32
    %d = arith.subf %a, %a : f32
    %q = arith.divf %a, %zero : f32
    linalg.yield %m, %d, %q : f32, f32, f32
  } -> (tensor<6xf32>, tensor<6xf32>, tensor<6xf32>)
  return %r#0, %r#1, %r#2 : tensor<6xf32>, tensor<6xf32>, tensor<6xf32>
}
)mlir";
  const float nan = std::numeric_limits<float>::quiet_NaN(), inf = std::numeric_limits<float>::infinity();
  std::vector<float> x = {nan, inf, -inf, 1.0f, -2.0f, 0.0f};
  // The oracle: the same operations in C++ (IEEE 754 on this machine), compared by class
  // (NaN-ness, then value) since NaN payloads are not specified.
  auto same = [](float got, float want) { return std::isnan(want) ? std::isnan(got) : got == want && std::signbit(got) == std::signbit(want); };
  for (bool reference : {false, true}) {
    auto out = load_and_run(program, {linrt::Tensor::view(x.data(), linrt::DType::F32, {6})}, {}, reference);
    REQUIRE(out.size() == 3);
    for (size_t i = 0; i < x.size(); ++i) {
      volatile float zero = 0.0f;
      CHECK(same(out[0].data_as<float>()[i], x[i] * zero));
      CHECK(same(out[1].data_as<float>()[i], x[i] - x[i]));
      CHECK(same(out[2].data_as<float>()[i], x[i] / zero));
    }
  }
}

TEST_CASE("limits: embedding_bag fixture: an index outside the table is an error naming the op") {
  // tests/fixtures/embedding_bag_sum: torch's EmbeddingBag over a 10x3 table, 8 indices, 4
  // offsets, as torch-mlir lowers it (a linalg.generic reading rows with tensor.extract).
  const std::string text = fixture_text("embedding_bag_sum");
  REQUIRE(!text.empty());
  const linrt::Model model = linrt::Model::load_from_memory(text, "embedding_bag_sum.mlir");
  std::vector<int64_t> off = {0, 3, 3, 5};
  auto run = [&](std::vector<int64_t> idx, bool reference) {
    linrt::SessionOptions so;
    so.reference = reference;
    return model.session(so).run({linrt::Tensor::view(idx.data(), linrt::DType::I64, {8}),
                                  linrt::Tensor::view(off.data(), linrt::DType::I64, {4})});
  };
  for (bool reference : {false, true}) {
    CHECK_NOTHROW(run({1, 2, 4, 5, 4, 3, 2, 9}, reference));
    for (int64_t bad : {int64_t(10), int64_t(-1), std::numeric_limits<int64_t>::min()}) {
      INFO("reference=", reference, " index=", bad);
      const linrt::Error e = error_of([&] { run({1, 2, 4, 5, 4, 3, 2, bad}, reference); });
      CHECK(e.kind() == linrt::ErrorKind::Invalid);
      CHECK((contains(e.what(), "embedding_bag") || contains(e.what(), "tensor.extract")));
    }
  }
}

TEST_CASE("limits: linrt.embedding_bag rejects bad indices and non-monotonic offsets, naming the op") {
  const char* program = R"mlir(
func.func @forward(%t: tensor<4x2xf32>, %i: tensor<5xi64>, %o: tensor<3xi64>) -> tensor<3x2xf32> {
  %r = "linrt.embedding_bag"(%t, %i, %o) <{operandSegmentSizes = array<i32: 1, 1, 1, 0>, mode = "sum", include_last_offset = false, padding_idx = -1 : i64}> : (tensor<4x2xf32>, tensor<5xi64>, tensor<3xi64>) -> tensor<3x2xf32>
  return %r : tensor<3x2xf32>
}
)mlir";
  std::vector<float> table = {1, 2, 3, 4, 5, 6, 7, 8};
  auto run = [&](std::vector<int64_t> idx, std::vector<int64_t> off, bool reference) {
    return load_and_run(program, {linrt::Tensor::view(table.data(), linrt::DType::F32, {4, 2}),
                                  linrt::Tensor::view(idx.data(), linrt::DType::I64, {5}),
                                  linrt::Tensor::view(off.data(), linrt::DType::I64, {3})}, {}, reference);
  };
  struct Case { std::vector<int64_t> idx, off; };
  const Case bad[] = {
      {{0, 2, 1, 4, 3}, {0, 2, 2}},                                        // index == rows
      {{0, -1, 1, 3, 3}, {0, 2, 2}},                                       // negative index
      {{0, 2, 1, std::numeric_limits<int64_t>::min(), 3}, {0, 2, 2}},
      {{0, 2, 1, 3, 3}, {0, 3, 2}},                                        // offsets decrease
      {{0, 2, 1, 3, 3}, {0, 2, 6}},                                        // offset past the indices
      {{0, 2, 1, 3, 3}, {-1, 2, 2}},                                       // negative offset
  };
  for (bool reference : {false, true}) {
    // Bags {0, 2}, {}, {1, 3, 3}: rows summed by hand.
    auto out = run({0, 2, 1, 3, 3}, {0, 2, 2}, reference);
    REQUIRE(out.size() == 1);
    const std::vector<float> want = {1 + 5, 2 + 6, 0, 0, 3 + 7 + 7, 4 + 8 + 8};
    CHECK(std::vector<float>(out[0].data_as<float>(), out[0].data_as<float>() + 6) == want);
    for (const Case& c : bad) {
      INFO("reference=", reference, " idx=", c.idx[1], ",", c.idx[3], " off=", c.off[0], ",", c.off[1], ",", c.off[2]);
      const linrt::Error e = error_of([&] { run(c.idx, c.off, reference); });
      CHECK(e.kind() == linrt::ErrorKind::Invalid);
      CHECK(contains(e.what(), "linrt.embedding_bag"));
    }
  }
}

TEST_CASE("limits: linrt.gather with a negative or out-of-range index is an error naming the op") {
  auto program = [](const std::string& rows, const std::string& cols) {
    return R"mlir(
func.func @forward(%z: tensor<2x3x3xf32>) -> tensor<2x2xf32> {
  %r = "linrt.gather"(%z) {indices0 = array<i64: )mlir" + rows + R"mlir(>, indices1 = array<i64: )mlir" + cols + R"mlir(>} : (tensor<2x3x3xf32>) -> tensor<2x2xf32>
  return %r : tensor<2x2xf32>
}
)mlir";
  };
  std::vector<float> z(18, 1.0f);
  const linrt::Tensor in = linrt::Tensor::view(z.data(), linrt::DType::F32, {2, 3, 3});
  for (bool reference : {false, true}) {
    CHECK_NOTHROW(load_and_run(program("1, 2", "0, 2"), {in}, {}, reference));
    for (const auto& bad : {std::pair{"1, 3", "0, 1"}, std::pair{"1, -1", "0, 1"}, std::pair{"1, 2", "0, 3"},
                            std::pair{"1, 2", "-5, 1"}}) {
      INFO("reference=", reference, " indices0=", bad.first, " indices1=", bad.second);
      const linrt::Error e = error_of([&] { load_and_run(program(bad.first, bad.second), {in}, {}, reference); });
      CHECK(e.kind() == linrt::ErrorKind::Invalid);
      CHECK(contains(e.what(), "linrt.gather"));
    }
  }
}

TEST_CASE("limits: inputs that do not match the declared types are errors before anything runs") {
  const linrt::Model model = linrt::Model::load_from_memory(fixture_text("conv_bias_relu"), "conv_bias_relu.mlir");
  std::vector<float> x(1 * 3 * 6 * 7, 0.5f);
  std::vector<double> xd(1 * 3 * 6 * 6, 0.5);
  // run_into's destination must be left untouched when the inputs are refused.
  std::vector<float> dest(1 * 4 * 6 * 6, -7.0f);
  const linrt::Tensor out = linrt::Tensor::view(dest.data(), linrt::DType::F32, {1, 4, 6, 6});
  const std::vector<std::vector<linrt::Tensor>> bad_inputs = {
      {linrt::Tensor::view(x.data(), linrt::DType::F32, {1, 3, 6, 7})},   // wrong dimension
      {linrt::Tensor::view(x.data(), linrt::DType::F32, {3, 6, 6})},      // wrong rank
      {linrt::Tensor::view(xd.data(), linrt::DType::F64, {1, 3, 6, 6})},  // wrong element type
      {},                                                                  // too few
      {linrt::Tensor::view(x.data(), linrt::DType::F32, {1, 3, 6, 6}),
       linrt::Tensor::view(x.data(), linrt::DType::F32, {1, 3, 6, 6})},   // too many
  };
  for (bool reference : {false, true}) {
    linrt::SessionOptions so;
    so.reference = reference;
    linrt::Session s = model.session(so);
    for (const auto& inputs : bad_inputs) {
      const linrt::Error e = error_of([&] { s.run(inputs); });
      CHECK(e.kind() == linrt::ErrorKind::Invalid);
      if (!reference) {
        CHECK_THROWS_AS(s.run_into(inputs, std::span<const linrt::Tensor>(&out, 1)), linrt::Error);
        CHECK(std::all_of(dest.begin(), dest.end(), [](float v) { return v == -7.0f; }));
      }
    }
  }
}
