// Constant folding, constant deduplication and dead-op elimination on hand-written modules.
// Expected values are worked out by hand in each test.
#include <doctest/doctest.h>

#include <algorithm>
#include <cstring>
#include <stdexcept>
#include <map>
#include <string>
#include <vector>

#include "exec_test_util.h"
#include "graph/parser.h"
#include "graph/passes/passes.h"
#include "graph/passes/rewrite.h"

namespace {

using linrt::DType;
using linrt::graph::Module;
using linrt::graph::Operation;
using namespace linrt::testing;

std::map<std::string, int> op_counts(Module& m) {
  std::map<std::string, int> counts;
  for (auto* body : linrt::graph::rewrite::function_bodies(m))
    linrt::graph::rewrite::walk(*body, [&](Operation& op) { ++counts[op.name]; });
  return counts;
}

// The value the function's return hands back, as a constant's floats.
std::vector<float> returned_constant(Module& m) {
  auto* body = linrt::graph::rewrite::function_bodies(m).at(0);
  const Operation& ret = *body->ops.back();
  REQUIRE(ret.name == "func.return");
  auto c = linrt::graph::rewrite::tensor_constant(ret.operands.at(0));
  REQUIRE_MESSAGE(c, "the returned value is not a constant");
  const auto n = size_t(*c->type.num_elements());
  std::vector<float> v(n);
  for (size_t k = 0; k < n; ++k) std::memcpy(&v[k], c->data.data + (c->splat ? 0 : 4 * k), 4);
  return v;
}

}  // namespace

TEST_CASE("passes: a transpose of a constant becomes a transposed constant") {
  MlirProgram p(R"(
func.func @t() -> tensor<3x2xf32> {
  %c = arith.constant dense<[[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]> : tensor<2x3xf32>
  %e = tensor.empty() : tensor<3x2xf32>
  %t = linalg.transpose ins(%c : tensor<2x3xf32>) outs(%e : tensor<3x2xf32>) permutation = [1, 0]
  return %t : tensor<3x2xf32>
})");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*p.module, stats);
  CHECK(op_counts(*p.module)["linalg.transpose"] == 0);
  CHECK(op_counts(*p.module)["tensor.empty"] == 0);
  CHECK(returned_constant(*p.module) == std::vector<float>{1, 4, 2, 5, 3, 6});
  CHECK(stats.at("constants_folded") == 1);
  CHECK(stats.at("constants_before") == 1);
  CHECK(stats.at("constants_after") == 1);
  p.exec = std::make_unique<linrt::ref::Executor>(*p.module);
  CHECK(values_of(p.tensor("t")) == std::vector<double>{1, 4, 2, 5, 3, 6});
}

TEST_CASE("passes: a permuting linalg.generic of a constant is folded") {
  // in [2, 3, 4] holds 0..23; out[a][b][c] = in[c][a][b] = 12c + 4a + b, out [3, 4, 2].
  std::string values;
  for (int c = 0; c < 2; ++c) {
    values += c ? ", [" : "[";
    for (int a = 0; a < 3; ++a) {
      values += a ? ", [" : "[";
      for (int b = 0; b < 4; ++b) values += (b ? ", " : "") + std::to_string(12 * c + 4 * a + b) + ".0";
      values += "]";
    }
    values += "]";
  }
  MlirProgram p(R"(
func.func @g() -> tensor<3x4x2xf32> {
  %c = arith.constant dense<[)" + values + R"(]> : tensor<2x3x4xf32>
  %e = tensor.empty() : tensor<3x4x2xf32>
  %g = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2) -> (d2, d0, d1)>, affine_map<(d0, d1, d2) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%c : tensor<2x3x4xf32>) outs(%e : tensor<3x4x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x4x2xf32>
  return %g : tensor<3x4x2xf32>
})");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*p.module, stats);
  CHECK(op_counts(*p.module)["linalg.generic"] == 0);
  std::vector<float> expected;
  for (int a = 0; a < 3; ++a)
    for (int b = 0; b < 4; ++b)
      for (int c = 0; c < 2; ++c) expected.push_back(float(12 * c + 4 * a + b));
  CHECK(returned_constant(*p.module) == expected);
}

TEST_CASE("passes: reshapes of constants share the bytes, growing broadcasts stay") {
  MlirProgram p(R"(
func.func @r() -> (tensor<2x3xf32>, tensor<1x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>) {
  %c = arith.constant dense<[1.0, 2.0, 3.0, 4.0, 5.0, 6.0]> : tensor<6xf32>
  %x = tensor.expand_shape %c [[0, 1]] output_shape [2, 3] : tensor<6xf32> into tensor<2x3xf32>
  %b = arith.constant dense<[7.0, 8.0]> : tensor<2xf32>
  %e1 = tensor.empty() : tensor<1x2xf32>
  %unit = linalg.broadcast ins(%b : tensor<2xf32>) outs(%e1 : tensor<1x2xf32>) dimensions = [0]
  %e3 = tensor.empty() : tensor<3x2xf32>
  %grow = linalg.broadcast ins(%b : tensor<2xf32>) outs(%e3 : tensor<3x2xf32>) dimensions = [0]
  %grow2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<2xf32>) outs(%e3 : tensor<3x2xf32>) {
  ^bb0(%in: f32, %out: f32):
    linalg.yield %in : f32
  } -> tensor<3x2xf32>
  return %x, %unit, %grow, %grow2 : tensor<2x3xf32>, tensor<1x2xf32>, tensor<3x2xf32>, tensor<3x2xf32>
})");
  auto* body = linrt::graph::rewrite::function_bodies(*p.module).at(0);
  const uint8_t* original_bytes = linrt::graph::rewrite::tensor_constant(body->ops[0]->result())->data.data;
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*p.module, stats);
  auto counts = op_counts(*p.module);
  CHECK(counts["tensor.expand_shape"] == 0);
  CHECK(counts["linalg.broadcast"] == 1);  // the growing one
  CHECK(counts["linalg.generic"] == 1);    // the growing one
  CHECK(stats.at("constants_folded") == 2);
  const Operation& ret = *body->ops.back();
  auto reshaped = linrt::graph::rewrite::tensor_constant(ret.operands[0]);
  REQUIRE(reshaped);
  CHECK(reshaped->data.data == original_bytes);  // zero-copy
  CHECK(reshaped->type.shape == std::vector<int64_t>{2, 3});
  CHECK(linrt::graph::rewrite::tensor_constant(ret.operands[1]));
  CHECK(!linrt::graph::rewrite::tensor_constant(ret.operands[2]));
  CHECK(!linrt::graph::rewrite::tensor_constant(ret.operands[3]));
  p.exec = std::make_unique<linrt::ref::Executor>(*p.module);
  auto r = p.call("r");
  REQUIRE(r.size() == 4);
  CHECK(values_of(r[0].tensor) == std::vector<double>{1, 2, 3, 4, 5, 6});
  CHECK(values_of(r[1].tensor) == std::vector<double>{7, 8});
  CHECK(values_of(r[2].tensor) == std::vector<double>{7, 8, 7, 8, 7, 8});
  CHECK(values_of(r[3].tensor) == std::vector<double>{7, 8, 7, 8, 7, 8});
}

TEST_CASE("passes: equal constants are deduplicated, also where bodies use them") {
  MlirProgram p(R"(
func.func @d(%x: tensor<4xf32>) -> tensor<4xf32> {
  %a = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %b = arith.constant dense<[1.0, 2.0, 3.0, 4.0]> : tensor<4xf32>
  %c = arith.constant dense<[1.0, 2.0, 3.0, 5.0]> : tensor<4xf32>
  %s1 = arith.constant dense<0.5> : tensor<4xf32>
  %s2 = arith.constant dense<0.5> : tensor<4xf32>
  %i = arith.constant dense<[1, 2, 3, 4]> : tensor<4xi32>
  %one = arith.constant 1.0 : f32
  %one_again = arith.constant 1.0 : f32
  %e = tensor.empty() : tensor<4xf32>
  %0 = linalg.add ins(%x, %a : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %1 = linalg.add ins(%0, %c : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %2 = linalg.add ins(%1, %s1 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %3 = linalg.add ins(%2, %s2 : tensor<4xf32>, tensor<4xf32>) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %4 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%3 : tensor<4xf32>) outs(%e : tensor<4xf32>) {
  ^bb0(%in: f32, %out: f32):
    %k = linalg.index 0 : index
    %v = tensor.extract %b[%k] : tensor<4xf32>
    %w = tensor.extract %i[%k] : tensor<4xi32>
    %wf = arith.sitofp %w : i32 to f32
    %s = arith.addf %in, %v : f32
    %t = arith.addf %s, %wf : f32
    %u = arith.addf %t, %one_again : f32
    %z = arith.addf %u, %one : f32
    linalg.yield %z : f32
  } -> tensor<4xf32>
  return %4 : tensor<4xf32>
})");
  auto x = arg(DType::F32, {4}, {10, 20, 30, 40});
  // x + a + c + 0.5 + 0.5 + b + i + 1 + 1
  const std::vector<double> expected{10 + 1 + 1 + 1 + 1 + 1 + 2, 20 + 2 + 2 + 1 + 2 + 2 + 2,
                                     30 + 3 + 3 + 1 + 3 + 3 + 2, 40 + 4 + 5 + 1 + 4 + 4 + 2};
  CHECK(values_of(p.tensor("d", {x})) == expected);
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*p.module, stats);
  CHECK(stats.at("constants_before") == 6);
  CHECK(stats.at("constants_after") == 4);  // a, c, one splat, the i32 one
  CHECK(stats.at("constants_deduplicated") == 3);  // b, s2, and the scalar 1.0
  CHECK(stats.at("constant_bytes_before") == 16 + 16 + 16 + 4 + 4 + 16);
  CHECK(stats.at("constant_bytes_after") == 16 + 16 + 4 + 16);
  CHECK(op_counts(*p.module)["arith.constant"] == 5);
  p.exec = std::make_unique<linrt::ref::Executor>(*p.module);
  CHECK(values_of(p.tensor("d", {x})) == expected);
}

TEST_CASE("passes: dead-op elimination keeps side effects") {
  MlirProgram p(R"(
func.func @k(%x: tensor<2xi64>) -> tensor<2xi64> {
  %c10 = arith.constant 10 : index
  %unused = arith.addi %c10, %c10 : index
  %e = tensor.empty() : tensor<2xi64>
  %dead = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<2xi64>) outs(%e : tensor<2xi64>) {
  ^bb0(%in: i64, %out: i64):
    %s = arith.addi %in, %in : i64
    linalg.yield %s : i64
  } -> tensor<2xi64>
  %checked = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%x : tensor<2xi64>) outs(%e : tensor<2xi64>) {
  ^bb0(%in: i64, %out: i64):
    %i = arith.index_cast %in : i64 to index
    %ok = arith.cmpi slt, %i, %c10 : index
    cf.assert %ok, "index must be smaller than 10"
    linalg.yield %in : i64
  } -> tensor<2xi64>
  return %x : tensor<2xi64>
})");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*p.module, stats);
  auto counts = op_counts(*p.module);
  CHECK(counts["linalg.generic"] == 1);  // the one holding cf.assert
  CHECK(counts["cf.assert"] == 1);
  CHECK(counts["arith.addi"] == 0);
  CHECK(counts["arith.constant"] == 1);  // %c10, used by the kept generic
  CHECK(stats.at("ops_erased") == 2);          // %unused and %dead (with its body)
  p.exec = std::make_unique<linrt::ref::Executor>(*p.module);
  auto err = expect_error([&] { p.call("k", {arg(DType::I64, {2}, {3, 12})}); });
  CHECK(err.message().find("smaller than 10") != std::string::npos);
}

// torch-mlir's max along a dimension: the values and the argmax indices in one generic.
std::string max_with_indices(const std::string& returned, const std::string& ret_types) {
  return R"(
func.func @k(%x: tensor<2x3xf32>) -> )" + ret_types + R"( {
  %ninf = arith.constant 0xFF800000 : f32
  %c0 = arith.constant 0 : i64
  %ef = tensor.empty() : tensor<2xf32>
  %ei = tensor.empty() : tensor<2xi64>
  %f = linalg.fill ins(%ninf : f32) outs(%ef : tensor<2xf32>) -> tensor<2xf32>
  %i = linalg.fill ins(%c0 : i64) outs(%ei : tensor<2xi64>) -> tensor<2xi64>
  %m:2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%x : tensor<2x3xf32>) outs(%f, %i : tensor<2xf32>, tensor<2xi64>) {
  ^bb0(%in: f32, %out: f32, %out_i: i64):
    %j = linalg.index 1 : index
    %ji = arith.index_cast %j : index to i64
    %mx = arith.maximumf %in, %out : f32
    %gt = arith.cmpf ogt, %in, %out : f32
    %sel = arith.select %gt, %ji, %out_i : i64
    linalg.yield %mx, %sel : f32, i64
  } -> (tensor<2xf32>, tensor<2xi64>)
  return )" + returned + R"(
})";
}

TEST_CASE("passes: unused results of a linalg.generic go with the body code only they need") {
  const auto x = arg(DType::F32, {2, 3}, {1, 5, 3, 7, 2, 9});
  {
    MlirProgram p(max_with_indices("%m#0 : tensor<2xf32>", "tensor<2xf32>"));
    linrt::graph::PassStats stats;
    linrt::graph::canonicalize(*p.module, stats);
    auto counts = op_counts(*p.module);
    CHECK(counts["linalg.generic"] == 1);
    CHECK(counts["linalg.index"] == 0);
    CHECK(counts["arith.select"] == 0);
    CHECK(counts["arith.cmpf"] == 0);
    CHECK(counts["linalg.fill"] == 1);  // the i64 init is dead once its operand is gone
    CHECK(counts["arith.maximumf"] == 1);
    Operation* g = linrt::graph::rewrite::ops_named(*linrt::graph::rewrite::function_bodies(*p.module).at(0), linrt::graph::OpId::LinalgGeneric).at(0);
    CHECK(g->results.size() == 1);
    CHECK(g->operands.size() == 2);
    CHECK(g->regions[0]->blocks[0]->args.size() == 2);
    CHECK(g->attr("indexing_maps")->elems.size() == 2);
    CHECK(*linrt::graph::operand_segments(*g) == std::vector<int64_t>{1, 1});
    p.exec = std::make_unique<linrt::ref::Executor>(*p.module);
    CHECK(values_of(p.tensor("k", {x})) == std::vector<double>{5, 9});
  }
  {  // both used: nothing changes
    MlirProgram p(max_with_indices("%m#0, %m#1 : tensor<2xf32>, tensor<2xi64>", "(tensor<2xf32>, tensor<2xi64>)"));
    linrt::graph::PassStats stats;
    linrt::graph::canonicalize(*p.module, stats);
    CHECK(op_counts(*p.module)["linalg.index"] == 1);
    p.exec = std::make_unique<linrt::ref::Executor>(*p.module);
    auto r = p.call("k", {x});
    REQUIRE(r.size() == 2);
    CHECK(values_of(r[0].tensor) == std::vector<double>{5, 9});
    CHECK(values_of(r[1].tensor) == std::vector<double>{1, 2});
  }
  {  // only the indices used: the max stays, since the indices read its accumulator
    MlirProgram p(max_with_indices("%m#1 : tensor<2xi64>", "tensor<2xi64>"));
    linrt::graph::PassStats stats;
    linrt::graph::canonicalize(*p.module, stats);
    CHECK(op_counts(*p.module)["arith.maximumf"] == 1);
    p.exec = std::make_unique<linrt::ref::Executor>(*p.module);
    CHECK(values_of(p.tensor("k", {x})) == std::vector<double>{1, 2});
  }
}

TEST_CASE("passes: large constants that differ outside the hashed windows are not merged") {
  // Three 1024-element constants: b equals a, c differs from a only at element 300 (byte 1200,
  // away from the start, middle and end windows the hash reads).
  auto hex = [](int changed) {
    static const char* digits = "0123456789ABCDEF";
    std::string s = "dense<\"0x";
    for (int k = 0; k < 1024; ++k) {
      float f = k == changed ? -1.0f : float(k);
      uint8_t b[4];
      std::memcpy(b, &f, 4);
      for (uint8_t x : b) {
        s += digits[x >> 4];
        s += digits[x & 15];
      }
    }
    return s + "\"> : tensor<1024xf32>";
  };
  MlirProgram p(R"(
func.func @l() -> (tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>) {
  %a = arith.constant )" + hex(-1) + R"(
  %b = arith.constant )" + hex(-1) + R"(
  %c = arith.constant )" + hex(300) + R"(
  return %a, %b, %c : tensor<1024xf32>, tensor<1024xf32>, tensor<1024xf32>
})");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*p.module, stats);
  CHECK(stats.at("constants_deduplicated") == 1);
  CHECK(stats.at("constants_after") == 2);
  p.exec = std::make_unique<linrt::ref::Executor>(*p.module);
  auto r = p.call("l");
  REQUIRE(r.size() == 3);
  CHECK(r[0].tensor.get_f64(300) == 300);
  CHECK(r[1].tensor.get_f64(300) == 300);
  CHECK(r[2].tensor.get_f64(300) == -1);
}

TEST_CASE("passes: counters are keyed by name, a recogniser's by its op id, and a name no pass counts is refused") {
  MlirProgram p(R"(
func.func @t(%x: tensor<2xf32>) -> tensor<2xf32> {
  return %x : tensor<2xf32>
})");
  linrt::graph::PassStats stats;
  linrt::graph::canonicalize(*p.module, stats);
  // Every pass lists its counters, zeros included, so --stats shows the same names for any model.
  CHECK(stats.at("pool2d_recognised") == 0);
  CHECK(stats.at("ops_erased") == 0);
  CHECK(stats.at("ops_parsed") == 1);  // the return
  CHECK_THROWS_AS(stats.at("pool2d_recognized"), std::out_of_range);
  ++stats.recognised(linrt::graph::OpId::LinrtPool2d);
  CHECK(stats.at("pool2d_recognised") == 1);
  CHECK(stats.recognised_at(linrt::graph::OpId::TensorConcat) == stats.at("concat_recognised"));
  // Listed in the order the counters were first made: the census before, then each pass's.
  const auto entries = stats.entries();
  REQUIRE(entries.size() >= 3);
  CHECK(entries[0].first == "ops_parsed");
  CHECK(std::count_if(entries.begin(), entries.end(), [](const auto& e) { return e.first == "pool2d_recognised"; }) == 1);
}
