// The CPU kernel factory for linrt.embedding_bag (engine/cpu/embedding_kernels.cpp): what it
// accepts, float and quantised constant tables, the fused epilogue, and errors naming the op.
#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <memory>
#include <string>
#include <vector>

#include "engine/cpu/kernel.h"
#include "graph/parser.h"
#include "linrt/error.h"
#include "ops/embedding_quant.h"

using namespace linrt;
using namespace linrt::engine;

namespace {

const char* kModel = R"(func.func @f(%t: tensor<5x3xf32>, %i: tensor<4xi64>, %o: tensor<2xi64>) -> tensor<2x3xf32> {
  %0 = "linrt.embedding_bag"(%t, %i, %o) <{mode = "sum", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<5x3xf32>, tensor<4xi64>, tensor<2xi64>) -> tensor<2x3xf32>
  return %0 : tensor<2x3xf32>
}
)";

struct Setup {
  std::unique_ptr<graph::Module> module = graph::parse_module(kModel, "f.mlir");
  KernelSpec spec;
  std::vector<float> table;
  std::vector<int64_t> indices{0, 4, 2, 2};
  std::vector<int64_t> offsets{0, 3};  // bags {0, 4, 2} and {2}

  Setup() {
    spec.root = module->lookup_function("f")->regions[0]->blocks[0]->ops[0].get();
    spec.inputs = {{DType::F32, {5, 3}}, {DType::I64, {4}}, {DType::I64, {2}}};
    spec.outputs = {{DType::F32, {2, 3}}};
    spec.input_is_constant = {true, false, false};
    for (int r = 0; r < 5; ++r)
      for (int d = 0; d < 3; ++d) table.push_back(float(r) + 0.25f * float(d));
  }

  std::vector<float> run(const CpuKernel& k, const void* prepared_table, const Epilogue* epilogue = nullptr) {
    std::vector<ConstBuffer> in{{table.data(), &spec.inputs[0]}, {indices.data(), &spec.inputs[1]},
                                {offsets.data(), &spec.inputs[2]}};
    std::vector<const void*> prepared{prepared_table, nullptr, nullptr};
    std::vector<float> out(6, -1.0f);
    std::vector<MutBuffer> outs{{out.data(), &spec.outputs[0]}};
    RunContext ctx;
    ctx.threads = 2;
    ctx.epilogue = epilogue;
    k.run(in, prepared, outs, ctx);
    return out;
  }
};

// Row r of the table is (r, r + 0.25, r + 0.5): bag {0, 4, 2} sums to (6, 6.75, 7.5), bag {2}
// is (2, 2.25, 2.5).
const std::vector<float> kExpected{6.0f, 6.75f, 7.5f, 2.0f, 2.25f, 2.5f};

struct AddOne final : Epilogue {
  void apply(float* data, int64_t, int64_t count) const override {
    for (int64_t i = 0; i < count; ++i) data[i] += 1.0f;
  }
};

}  // namespace

TEST_CASE("embedding_bag kernel: float table, fused epilogue") {
  Setup s;
  std::unique_ptr<CpuKernel> k = make_cpu_kernel(s.spec);
  REQUIRE(k);
  CHECK(k->name().rfind("embedding_bag.f32.", 0) == 0);
  CHECK(k->prepare_constant(0, {s.table.data(), &s.spec.inputs[0]}) == nullptr);
  CHECK(s.run(*k, nullptr) == kExpected);
  AddOne add_one;
  const std::vector<float> plus = s.run(*k, nullptr, &add_one);
  for (size_t i = 0; i < plus.size(); ++i) CHECK(plus[i] == kExpected[i] + 1.0f);
}

TEST_CASE("embedding_bag kernel: a constant table is quantised once when the model asks") {
  for (auto q : {EmbeddingQuantization::Int8Rowwise, EmbeddingQuantization::Int4Rowwise}) {
    Setup s;
    s.spec.quantize_embeddings = q;
    std::unique_ptr<CpuKernel> k = make_cpu_kernel(s.spec);
    REQUIRE(k);
    const bool int8 = q == EmbeddingQuantization::Int8Rowwise;
    CHECK(k->name().rfind(int8 ? "embedding_bag.int8." : "embedding_bag.int4.", 0) == 0);
    std::shared_ptr<const void> prepared = k->prepare_constant(0, {s.table.data(), &s.spec.inputs[0]});
    REQUIRE(prepared);
    // Rows span 0.5 each: int8 steps of 0.5/255, int4 of 0.5/15; three rows per bag at most.
    const float tolerance = 3.0f * (int8 ? 0.5f / 255.0f : 0.5f / 15.0f);
    const std::vector<float> got = s.run(*k, prepared.get());
    for (size_t i = 0; i < got.size(); ++i) CHECK(std::fabs(got[i] - kExpected[i]) <= tolerance);
    // Not the float result: the quantised copy is what ran.
    bool differs = false;
    for (size_t i = 0; i < got.size(); ++i) differs |= got[i] != kExpected[i];
    CHECK(differs);
  }
}

TEST_CASE("embedding_bag kernel: a table that is an input is never quantised") {
  Setup s;
  s.spec.input_is_constant = {false, false, false};
  s.spec.quantize_embeddings = EmbeddingQuantization::Int8Rowwise;
  std::unique_ptr<CpuKernel> k = make_cpu_kernel(s.spec);
  REQUIRE(k);
  CHECK(k->name().rfind("embedding_bag.f32.", 0) == 0);
  CHECK(s.run(*k, nullptr) == kExpected);
}

TEST_CASE("embedding_bag kernel: an out-of-range index is an error naming the op, unsupported specs are declined") {
  Setup s;
  std::unique_ptr<CpuKernel> k = make_cpu_kernel(s.spec);
  REQUIRE(k);
  s.indices[1] = 5;
  try {
    s.run(*k, nullptr);
    FAIL("no error");
  } catch (const Error& e) {
    // A kernel shared by several call sites leaves the location to the runner, which names the
    // dispatch's root and its table (tests/dlrm/parameters/two_bags.mlir checks that message).
    CHECK(e.where().empty());
    CHECK(std::string(e.what()).find("indices[1] = 5 is out of range for a table of 5 rows") != std::string::npos);
  }
  Setup f16;
  f16.spec.inputs[0].dtype = DType::F16;
  CHECK_FALSE(make_cpu_kernel(f16.spec));
  Setup wrong_output;
  wrong_output.spec.outputs[0].shape = {3, 3};
  CHECK_FALSE(make_cpu_kernel(wrong_output.spec));
}

TEST_CASE("embedding_bag kernel: a large float table is copied into huge-page memory, with the same results") {
  // 4608 x 128 float32 = 2.25 MiB, above the copy's 2 MiB threshold.
  constexpr int64_t kRows = 4608, kDim = 128;
  const std::string text = R"(func.func @f(%t: tensor<4608x128xf32>, %i: tensor<5xi64>, %o: tensor<3xi64>) -> tensor<3x128xf32> {
  %0 = "linrt.embedding_bag"(%t, %i, %o) <{mode = "sum", include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>}> : (tensor<4608x128xf32>, tensor<5xi64>, tensor<3xi64>) -> tensor<3x128xf32>
  return %0 : tensor<3x128xf32>
}
)";
  std::unique_ptr<graph::Module> module = graph::parse_module(text, "large.mlir");
  KernelSpec spec;
  spec.root = module->lookup_function("f")->regions[0]->blocks[0]->ops[0].get();
  spec.inputs = {{DType::F32, {kRows, kDim}}, {DType::I64, {5}}, {DType::I64, {3}}};
  spec.outputs = {{DType::F32, {3, kDim}}};
  spec.input_is_constant = {true, false, false};
  // Element (r, d) is r / 4 + d: exact in float32, and so are the sums of a few of them.
  std::vector<float> table(size_t(kRows * kDim));
  for (int64_t r = 0; r < kRows; ++r)
    for (int64_t d = 0; d < kDim; ++d) table[size_t(r * kDim + d)] = 0.25f * float(r) + float(d);
  const std::vector<int64_t> indices{kRows - 1, 0, 1234, 4000, 17};
  const std::vector<int64_t> offsets{0, 2, 3};  // bags {4607, 0}, {1234}, {4000, 17}
  std::vector<float> expected;
  for (const std::vector<int64_t>& bag : {std::vector<int64_t>{kRows - 1, 0}, {1234}, {4000, 17}})
    for (int64_t d = 0; d < kDim; ++d) {
      float sum = 0.0f;
      for (int64_t r : bag) sum += 0.25f * float(r) + float(d);
      expected.push_back(sum);
    }

  auto run = [&](const CpuKernel& k, const void* prepared_table) {
    std::vector<ConstBuffer> in{{table.data(), &spec.inputs[0]}, {indices.data(), &spec.inputs[1]},
                                {offsets.data(), &spec.inputs[2]}};
    std::vector<const void*> prepared{prepared_table, nullptr, nullptr};
    std::vector<float> out(size_t(3 * kDim), -1.0f);
    std::vector<MutBuffer> outs{{out.data(), &spec.outputs[0]}};
    RunContext ctx;
    ctx.threads = 2;
    k.run(in, prepared, outs, ctx);
    return out;
  };

  std::unique_ptr<CpuKernel> k = make_cpu_kernel(spec);
  REQUIRE(k);
  CHECK(k->name().rfind("embedding_bag.f32.", 0) == 0);
  std::shared_ptr<const void> prepared = k->prepare_constant(0, {table.data(), &spec.inputs[0]});
  REQUIRE(prepared);
  const ops::TableView copy = static_cast<const ops::QuantizedTable*>(prepared.get())->view();
  CHECK(copy.format == ops::RowFormat::F32);
  CHECK(copy.data != reinterpret_cast<const uint8_t*>(table.data()));
  CHECK(reinterpret_cast<uintptr_t>(copy.data) % (uintptr_t(1) << 21) == 0);
  const std::vector<float> from_copy = run(*k, prepared.get());
  CHECK(from_copy == expected);
  CHECK(run(*k, nullptr) == from_copy);

  // ModelOptions::huge_page_embeddings off: nothing is prepared, the bags read the table itself.
  spec.huge_page_embeddings = false;
  std::unique_ptr<CpuKernel> in_place = make_cpu_kernel(spec);
  REQUIRE(in_place);
  CHECK(in_place->prepare_constant(0, {table.data(), &spec.inputs[0]}) == nullptr);
  CHECK(run(*in_place, nullptr) == expected);
}
