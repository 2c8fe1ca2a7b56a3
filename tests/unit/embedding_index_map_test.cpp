// DLRM's quotient-remainder tables (QREmbeddingBag) as torch-mlir exports them: one index list,
// its float32 quotient (sitofp, divf, fptosi) and its Python remainder (remsi with the sign
// fix-up) computed by generics, each feeding a bag. recognise_embedding_bag folds the index
// arithmetic into the bags (linrt.embedding_bag's index_map), so no generic is left to run;
// the results are checked against sums worked out here from the tables, on the CPU, the
// reference executor and Vulkan. Integer division, which differs from the float quotient from
// 2^24 on, is not folded.
#include <doctest/doctest.h>

#include <cstdint>
#include <string>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/stats.h"
#include "engine/vulkan/plan_runner.h"
#include "graph/parser.h"
#include "linrt/error.h"
#include "linrt/linrt.h"
#include "tests/unit/embedding_bag_test_util.h"
#include "tests/unit/vulkan_test_util.h"

namespace {

// The end of the function: both bags returned as they are.
const std::string kBothBags = R"(
  return %bq, %br : tensor<8x4xf32>, tensor<8x4xf32>
})";

// `quotient` is the body computing the quotient's i64 indices from %in (i64) into %q; `tail`
// ends the function (returning `results`) from the quotient and remainder bags %bq and %br.
std::string qr_module(const std::string& quotient, const std::string& tail = kBothBags,
                      const std::string& results = "tensor<8x4xf32>, tensor<8x4xf32>") {
  const std::string& bag = bag_test::kTorchBagBodyStart;
  const std::string maps =
      "{indexing_maps = [affine_map<(d0, d1, d2) -> (d1)>, affine_map<(d0, d1, d2) -> (d0)>, "
      "affine_map<(d0, d1, d2) -> (d0, d2)>], iterator_types = [\"parallel\", \"reduction\", \"parallel\"]}";
  const std::string map1 =
      "{indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = [\"parallel\"]}";
  return R"(
func.func @f(%tq: tensor<10x4xf32>, %tr: tensor<4x4xf32>, %idx: tensor<8xi64>, %off: tensor<8xi64>) -> ()" + results + R"() {
  %c0 = arith.constant 0 : i64
  %c1 = arith.constant 1 : i64
  %c4 = arith.constant 4 : i64
  %c8 = arith.constant 8 : i64
  %c0i = arith.constant 0 : index
  %f4 = arith.constant 4.0 : f32
  %zero = arith.constant 0.0 : f32
  %ei = tensor.empty() : tensor<8xi64>
  %ef = tensor.empty() : tensor<8xf32>
  %eo = tensor.empty() : tensor<8x4xf32>
  %acc = linalg.fill ins(%zero : f32) outs(%eo : tensor<8x4xf32>) -> tensor<8x4xf32>
)" + quotient + R"(
  %r = linalg.generic )" + map1 + R"( ins(%idx : tensor<8xi64>) outs(%ei : tensor<8xi64>) {
  ^bb0(%in: i64, %o: i64):
    %m = arith.remsi %in, %c4 : i64
    %ne = arith.cmpi ne, %m, %c0 : i64
    %neg = arith.cmpi slt, %m, %c0 : i64
    %both = arith.andi %ne, %neg : i1
    %fix = arith.addi %m, %c4 : i64
    %s = arith.select %both, %fix, %m : i64
    linalg.yield %s : i64
  } -> tensor<8xi64>
  %bq = linalg.generic )" + maps + R"( ins(%q, %off : tensor<8xi64>, tensor<8xi64>) outs(%acc : tensor<8x4xf32>) {)" +
         bag + R"(
    %v = tensor.extract %tq[%row, %d] : tensor<10x4xf32>
    %sum = arith.addf %v, %out : f32
    %pick = arith.select %in_bag, %sum, %out : f32
    linalg.yield %pick : f32
  } -> tensor<8x4xf32>
  %br = linalg.generic )" + maps + R"( ins(%r, %off : tensor<8xi64>, tensor<8xi64>) outs(%acc : tensor<8x4xf32>) {)" +
         bag + R"(
    %v = tensor.extract %tr[%row, %d] : tensor<4x4xf32>
    %sum = arith.addf %v, %out : f32
    %pick = arith.select %in_bag, %sum, %out : f32
    linalg.yield %pick : f32
  } -> tensor<8x4xf32>)" + tail + "\n";
}

// DLRM's quotient: (i / 4).long() in float32.
const std::string kFloatQuotient = R"(
  %qf = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%idx : tensor<8xi64>) outs(%ef : tensor<8xf32>) {
  ^bb0(%in: i64, %o: f32):
    %f = arith.sitofp %in : i64 to f32
    %d = arith.divf %f, %f4 : f32
    linalg.yield %d : f32
  } -> tensor<8xf32>
  %q = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%qf : tensor<8xf32>) outs(%ei : tensor<8xi64>) {
  ^bb0(%in: f32, %o: i64):
    %t = arith.fptosi %in : f32 to i64
    linalg.yield %t : i64
  } -> tensor<8xi64>
)";

// Integer division: the same as the float quotient only below 2^24.
const std::string kIntegerQuotient = R"(
  %q = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%idx : tensor<8xi64>) outs(%ei : tensor<8xi64>) {
  ^bb0(%in: i64, %o: i64):
    %t = arith.divsi %in, %c4 : i64
    linalg.yield %t : i64
  } -> tensor<8xi64>
)";

struct Inputs {
  std::vector<float> tq, tr;
  std::vector<int64_t> idx, off;
  std::vector<linrt::Tensor> tensors() {
    return {linrt::Tensor::view(tq.data(), linrt::DType::F32, {10, 4}),
            linrt::Tensor::view(tr.data(), linrt::DType::F32, {4, 4}),
            linrt::Tensor::view(idx.data(), linrt::DType::I64, {8}),
            linrt::Tensor::view(off.data(), linrt::DType::I64, {8})};
  }
};

// Bags 0..7 over the indices {0 | -3 | 6 | 39, 17 | 22, 3 | (empty) | (empty) | 12}: one bag of
// two rows, two empty ones, and -3, whose quotient (-0.75 truncated) is 0 and remainder 1; row values k * 10 + d + 0.5 (quotient table) and -(k + 1) * d
// (remainder table).
Inputs qr_inputs() {
  Inputs in;
  for (int k = 0; k < 10; ++k)
    for (int d = 0; d < 4; ++d) in.tq.push_back(float(k * 10 + d) + 0.5f);
  for (int k = 0; k < 4; ++k)
    for (int d = 0; d < 4; ++d) in.tr.push_back(-float((k + 1) * d));
  in.idx = {0, -3, 6, 39, 17, 22, 3, 12};
  in.off = {0, 1, 2, 3, 5, 7, 7, 7};
  return in;
}

// The bags' sums worked out from the tables: rows i / 4 (C++ truncates, as fptosi does; the
// indices are small, so the float quotient gives the same rows) and i mod 4 in [0, 4).
float quotient_sum(const Inputs& in, int bag, int d) {
  const int64_t begin = in.off[size_t(bag)], end = bag + 1 < 8 ? in.off[size_t(bag) + 1] : 8;
  float q = 0;
  for (int64_t k = begin; k < end; ++k) q += in.tq[size_t(in.idx[size_t(k)] / 4 * 4 + d)];
  return q;
}
float remainder_sum(const Inputs& in, int bag, int d) {
  const int64_t begin = in.off[size_t(bag)], end = bag + 1 < 8 ? in.off[size_t(bag) + 1] : 8;
  float r = 0;
  for (int64_t k = begin; k < end; ++k) r += in.tr[size_t((in.idx[size_t(k)] % 4 + 4) % 4 * 4 + d)];
  return r;
}

void check_sums(const std::vector<linrt::Tensor>& got, const Inputs& in, const std::string& where) {
  REQUIRE(got.size() == 2);
  for (int bag = 0; bag < 8; ++bag)
    for (int d = 0; d < 4; ++d) {
      CHECK_MESSAGE(got[0].data_as<float>()[bag * 4 + d] == quotient_sum(in, bag, d), where << ": quotient bag " << bag << ", " << d);
      CHECK_MESSAGE(got[1].data_as<float>()[bag * 4 + d] == remainder_sum(in, bag, d), where << ": remainder bag " << bag << ", " << d);
    }
}

// QREmbeddingBag's three combines of the two bags, as torch-mlir exports them.
struct PairCase {
  const char* name;
  std::string tail, results;
  int64_t width;  // of a result row
  float (*expect)(const Inputs&, int bag, int col);
};

std::string elementwise_tail(const char* op) {
  return std::string(R"(
  %c = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%bq, %br : tensor<8x4xf32>, tensor<8x4xf32>) outs(%eo : tensor<8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %v = )") + op + R"( %a, %b : f32
    linalg.yield %v : f32
  } -> tensor<8x4xf32>
  return %c : tensor<8x4xf32>
})";
}

std::vector<PairCase> pair_cases() {
  return {{"mult", elementwise_tail("arith.mulf"), "tensor<8x4xf32>", 4,
           [](const Inputs& in, int bag, int d) { return quotient_sum(in, bag, d) * remainder_sum(in, bag, d); }},
          {"add", elementwise_tail("arith.addf"), "tensor<8x4xf32>", 4,
           [](const Inputs& in, int bag, int d) { return quotient_sum(in, bag, d) + remainder_sum(in, bag, d); }},
          {"concat", R"(
  %c = tensor.concat dim(1) %bq, %br : (tensor<8x4xf32>, tensor<8x4xf32>) -> tensor<8x8xf32>
  return %c : tensor<8x8xf32>
})", "tensor<8x8xf32>", 8,
           [](const Inputs& in, int bag, int col) { return col < 4 ? quotient_sum(in, bag, col) : remainder_sum(in, bag, col - 4); }}};
}

void check_pair(const std::vector<linrt::Tensor>& got, const Inputs& in, const PairCase& c, const std::string& where) {
  REQUIRE(got.size() == 1);
  REQUIRE(got[0].numel() == 8 * c.width);
  for (int bag = 0; bag < 8; ++bag)
    for (int col = 0; col < c.width; ++col)
      CHECK_MESSAGE(got[0].data_as<float>()[bag * c.width + col] == c.expect(in, bag, col),
                    where << " " << c.name << ": bag " << bag << ", column " << col);
}

}  // namespace

TEST_CASE("embedding index maps: DLRM's quotient-remainder index arithmetic runs inside the bags") {
  linrt::Model model = linrt::Model::load_from_memory(qr_module(kFloatQuotient), "qr.mlir");
  const linrt::ModelStats stats = model.stats("f");
  CHECK(bag_test::call_sites(stats, "embedding_bag.") == 2);
  CHECK(bag_test::call_sites(stats, "generic.") == 0);
  CHECK(bag_test::call_sites(stats, "fallback:") == 0);
  Inputs in = qr_inputs();
  check_sums(model.session().run("f", in.tensors()), in, "cpu");
  linrt::SessionOptions ref_options;
  ref_options.reference = true;
  check_sums(model.session(ref_options).run("f", in.tensors()), in, "reference");

  // An index past the quotient table: an error naming the map.
  in.idx[3] = 40;
  for (bool reference : {false, true}) {
    linrt::SessionOptions options;
    options.reference = reference;
    try {
      model.session(options).run("f", in.tensors());
      FAIL("index 40 (row 10 of a 10-row table) was accepted");
    } catch (const linrt::Error& e) {
      const std::string what = e.what();
      CHECK_MESSAGE(what.find("quotient by 4") != std::string::npos, what);
      CHECK_MESSAGE(what.find("10 rows") != std::string::npos, what);
    }
  }
}

TEST_CASE("embedding index maps: integer division is not taken for the float quotient") {
  linrt::Model model = linrt::Model::load_from_memory(qr_module(kIntegerQuotient), "qr_int.mlir");
  const linrt::ModelStats stats = model.stats("f");
  CHECK(bag_test::call_sites(stats, "embedding_bag.") == 2);
  CHECK(bag_test::call_sites(stats, "generic.scalar") == 1);  // the divsi stays; the remainder folds
  Inputs in = qr_inputs();
  check_sums(model.session().run("f", in.tensors()), in, "cpu");
}

TEST_CASE("embedding index maps: the quotient-remainder bags on Vulkan") {
  auto ctx = vk_test::shared_context();
  if (!ctx) return;
  {
    // Every dispatch (the two bags) has its shader.
    auto module = linrt::graph::parse_module(qr_module(kFloatQuotient), "qr.mlir");
    linrt::ModelStats counts;
    linrt::engine::prepare_module(*module, counts);
    auto plan = linrt::engine::build_plan(*module, "f");
    linrt::engine::vk::VulkanProgram program(ctx, plan);
    CHECK(plan->dispatches.size() == 2);
    CHECK(program.device_dispatches() == plan->dispatches.size());
  }
  linrt::Model model = linrt::Model::load_from_memory(qr_module(kFloatQuotient), "qr.mlir");
  linrt::SessionOptions options;
  options.device = linrt::DeviceKind::Vulkan;
  linrt::Session session = model.session(options);
  Inputs in = qr_inputs();
  check_sums(session.run("f", in.tensors()), in, "vulkan");
  in.idx[3] = 40;
  try {
    session.run("f", in.tensors());
    FAIL("index 40 (row 10 of a 10-row table) was accepted on Vulkan");
  } catch (const linrt::Error& e) {
    const std::string what = e.what();
    CHECK_MESSAGE(what.find("quotient by 4") != std::string::npos, what);
  }
}

TEST_CASE("embedding index maps: a quotient-remainder pair and its combine run as one bag") {
  auto ctx = vk_test::shared_context();
  for (const PairCase& c : pair_cases()) {
    CAPTURE(c.name);
    linrt::Model model = linrt::Model::load_from_memory(qr_module(kFloatQuotient, c.tail, c.results), "qr_pair.mlir");
    const linrt::ModelStats stats = model.stats("f");
    CHECK(bag_test::call_sites(stats, "embedding_bag.") == 1);
    CHECK(bag_test::call_sites(stats, "generic.") == 0);
    CHECK(bag_test::call_sites(stats, "concat") == 0);
    CHECK(bag_test::call_sites(stats, "fallback:") == 0);
    std::vector<linrt::SessionOptions> sessions(2);
    sessions[1].reference = true;
    if (ctx) {
      sessions.emplace_back();
      sessions.back().device = linrt::DeviceKind::Vulkan;
    }
    for (const linrt::SessionOptions& options : sessions) {
      const std::string where = options.reference ? "reference" : options.device == linrt::DeviceKind::Vulkan ? "vulkan" : "cpu";
      linrt::Session session = model.session(options);
      Inputs in = qr_inputs();
      check_pair(session.run("f", in.tensors()), in, c, where);
      // An index past the quotient table: an error naming the map.
      in.idx[3] = 40;
      try {
        session.run("f", in.tensors());
        FAIL(where << ": index 40 (row 10 of a 10-row table) was accepted");
      } catch (const linrt::Error& e) {
        const std::string what = e.what();
        CHECK_MESSAGE(what.find("quotient by 4") != std::string::npos, what);
      }
    }
  }
}

TEST_CASE("embedding index maps: a pair stays two bags where the remainder table lacks remainders") {
  // A 3-row remainder table under a divisor of 4: row 3 would be out of range, which only the
  // separate remainder bag reports.
  std::string text = qr_module(kFloatQuotient, elementwise_tail("arith.mulf"), "tensor<8x4xf32>");
  for (const std::string from : {"%tr: tensor<4x4xf32>", "%tr[%row, %d] : tensor<4x4xf32>"}) {
    const size_t at = text.find(from);
    REQUIRE(at != std::string::npos);
    text.replace(at, from.size(), std::string(from).replace(from.find("4x4"), 3, "3x4"));
  }
  linrt::Model model = linrt::Model::load_from_memory(text, "qr_short.mlir");
  CHECK(bag_test::call_sites(model.stats("f"), "embedding_bag.") == 2);
}
