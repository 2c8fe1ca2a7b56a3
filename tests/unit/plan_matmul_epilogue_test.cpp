// Matmul epilogues and inits as the planner hands them to the GEMM: a fused "+ bias over the
// columns, then ReLU" tail runs in the GEMM's tile stores (PlanKernel::stores), other tails
// through the elementwise evaluator; an init made by a linalg.fill of a constant is bound as a
// splat (no fill dispatch, no zero buffer); a matmul of a transposed operand becomes the
// _transpose_b op (no transpose dispatch). Every model is checked against the reference
// executor, on the CPU and, where there is one, on the Vulkan device.
#include <doctest/doctest.h>

#include <string>
#include <vector>

#include "plan_test_util.h"

namespace {

using linrt::engine::Plan;
using plan_test::check_against_reference;
using plan_test::plan_of;
using plan_test::Planned;

// The kernel of the dispatch whose root is named `root`; fails when there is not exactly one.
const linrt::engine::PlanKernel& kernel_of(const Plan& plan, const std::string& root) {
  const linrt::engine::PlanKernel* found = nullptr;
  int count = 0;
  for (const auto& d : plan.dispatches)
    if (d.root->name == root) {
      found = &plan.kernels[d.kernel];
      ++count;
    }
  REQUIRE(count == 1);
  return *found;
}

// x [37, 20] @ w [20, 45] into a fill of `fill`, then `tail` (generics over 37x45 reading %mm,
// the bias %b [45] and %r [37]); returns %out.
std::string linear(const std::string& fill, const std::string& tail) {
  return R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
#row = affine_map<(d0, d1) -> (d0)>
func.func @forward(%x: tensor<37x20xf32>, %w: tensor<20x45xf32>, %b: tensor<45xf32>, %r: tensor<37xf32>) -> tensor<37x45xf32> {
  %z = arith.constant 0.0 : f32
  %fv = arith.constant )" + fill + R"( : f32
  %e = tensor.empty() : tensor<37x45xf32>
  %f = linalg.fill ins(%fv : f32) outs(%e : tensor<37x45xf32>) -> tensor<37x45xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<37x20xf32>, tensor<20x45xf32>) outs(%f : tensor<37x45xf32>) -> tensor<37x45xf32>
)" + tail + "  return %out : tensor<37x45xf32>\n}\n";
}

// torch-mlir's Linear tail: broadcast the bias, add it, ReLU as select(cmpf ugt(x, 0), x, 0).
const char* kBiasRelu = R"(
  %bb = linalg.generic {indexing_maps = [#col, #id], iterator_types = ["parallel", "parallel"]} ins(%b : tensor<45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%in: f32, %o: f32):
    linalg.yield %in : f32
  } -> tensor<37x45xf32>
  %add = linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %bb : tensor<37x45xf32>, tensor<37x45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<37x45xf32>
  %out = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%add : tensor<37x45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%p: f32, %o: f32):
    %c = arith.cmpf ugt, %p, %z : f32
    %s = arith.select %c, %p, %z : f32
    linalg.yield %s : f32
  } -> tensor<37x45xf32>
)";

// One generic over 37x45 reading %mm and `other` through `other_map`, yielding `body` (%p is
// %mm's element, %q the other's).
std::string tail(const std::string& other, const std::string& other_type, const std::string& other_map,
                 const std::string& body) {
  return "  %out = linalg.generic {indexing_maps = [#id, #" + other_map +
         ", #id], iterator_types = [\"parallel\", \"parallel\"]} ins(%mm, %" + other + " : tensor<37x45xf32>, " +
         other_type + ") outs(%e : tensor<37x45xf32>) {\n  ^bb0(%p: f32, %q: f32, %o: f32):\n" + body +
         "  } -> tensor<37x45xf32>\n";
}

const std::vector<std::vector<int64_t>> kLinearShapes = {{37, 20}, {20, 45}, {45}, {37}};

bool has_fill_dispatch(const Plan& plan) {
  for (const auto& d : plan.dispatches)
    for (const auto* op : d.fused)
      if (op->name == "linalg.fill") return true;
  return false;
}

}  // namespace

TEST_CASE("matmul epilogue: bias + ReLU (torch-mlir's Linear) runs in the GEMM's stores, from no zero buffer") {
  const std::string text = linear("0.0", kBiasRelu);
  const Planned p = plan_of(text);
  const auto& k = kernel_of(*p.plan, "linalg.matmul");
  REQUIRE(k.stores.has_value());
  CHECK(k.stores->bias_input == 1);
  CHECK(k.stores->act.is_relu());
  CHECK(p.plan->dispatches.size() == 1);  // the fill's dispatch is gone
  CHECK_FALSE(has_fill_dispatch(*p.plan));
  CHECK(check_against_reference(text, kLinearShapes, 1e-5f, false, /*first_nan=*/true) > 0);  // NaN kept, as select(ugt) keeps it
}

TEST_CASE("matmul epilogue: bias only, bias read straight through its column map") {
  const std::string text = linear("0.0", tail("b", "tensor<45xf32>", "col", "    %s = arith.addf %q, %p : f32\n    linalg.yield %s : f32\n"));
  const Planned p = plan_of(text);
  const auto& k = kernel_of(*p.plan, "linalg.matmul");
  REQUIRE(k.stores.has_value());
  CHECK(k.stores->bias_input == 1);
  CHECK_FALSE(k.stores->act.is_relu());
  check_against_reference(text, kLinearShapes);
}

TEST_CASE("matmul epilogue: ReLU only, as maximumf(x, 0)") {
  const std::string text = linear("0.0", R"(
  %out = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<37x45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%p: f32, %o: f32):
    %s = arith.maximumf %p, %z : f32
    linalg.yield %s : f32
  } -> tensor<37x45xf32>
)");
  const Planned p = plan_of(text);
  const auto& k = kernel_of(*p.plan, "linalg.matmul");
  REQUIRE(k.stores.has_value());
  CHECK(k.stores->bias_input == 0);
  CHECK(k.stores->act.is_relu());
  CHECK(check_against_reference(text, kLinearShapes, 1e-5f, false, /*first_nan=*/true) > 0);  // maximumf propagates NaN
}

TEST_CASE("matmul init: a fill of a non-zero constant is bound as a splat") {
  const std::string text = linear("0.75", kBiasRelu);
  const Planned p = plan_of(text);
  CHECK_FALSE(has_fill_dispatch(*p.plan));
  REQUIRE(p.plan->dispatches.size() == 1);
  const auto& d = p.plan->dispatches[0];
  const auto& init = p.plan->values[d.inputs[2]];
  CHECK(init.desc.shape.empty());
  CHECK(p.plan->storages[init.storage].kind == linrt::engine::Storage::Kind::Constant);
  check_against_reference(text, kLinearShapes);
}

TEST_CASE("matmul init: a fill that something else reads keeps its dispatch") {
  // The fill is also added to the product: its buffer must exist.
  const std::string text = linear("0.5", tail("f", "tensor<37x45xf32>", "id", "    %s = arith.addf %p, %q : f32\n    linalg.yield %s : f32\n"));
  const Planned p = plan_of(text);
  CHECK(has_fill_dispatch(*p.plan));
  check_against_reference(text, kLinearShapes);
}

TEST_CASE("matmul epilogue: other tails run through the evaluator") {
  SUBCASE("a bias over the rows") {
    const std::string text = linear("0.0", tail("r", "tensor<37xf32>", "row", "    %s = arith.addf %p, %q : f32\n    linalg.yield %s : f32\n"));
    CHECK_FALSE(kernel_of(*plan_of(text).plan, "linalg.matmul").stores.has_value());
    check_against_reference(text, kLinearShapes);
  }
  SUBCASE("bias then a scale") {
    const std::string text = linear("0.0", tail("b", "tensor<45xf32>", "col",
                                                "    %s = arith.addf %p, %q : f32\n    %t = arith.mulf %s, %s : f32\n    linalg.yield %t : f32\n"));
    CHECK_FALSE(kernel_of(*plan_of(text).plan, "linalg.matmul").stores.has_value());
    check_against_reference(text, kLinearShapes);
  }
  SUBCASE("ReLU with an ordered compare (NaN becomes 0)") {
    const std::string text = linear("0.0", R"(
  %out = linalg.generic {indexing_maps = [#id, #id], iterator_types = ["parallel", "parallel"]} ins(%mm : tensor<37x45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%p: f32, %o: f32):
    %c = arith.cmpf ogt, %p, %z : f32
    %s = arith.select %c, %p, %z : f32
    linalg.yield %s : f32
  } -> tensor<37x45xf32>
)");
    CHECK_FALSE(kernel_of(*plan_of(text).plan, "linalg.matmul").stores.has_value());
    CHECK(check_against_reference(text, kLinearShapes, 1e-5f, false, /*first_nan=*/true) == 0);
  }
}

// DLRM-v2's cross layer after its product: x [37, 20] @ w [20, 45] + b[col], times %y, plus %z
// (three generics, as torch-mlir writes x0 * (W x + b) + x); `y` and `z` name %y, %z or the
// same argument, `tail_op` replaces the last add; with an empty `y` there is no product (the
// sum of the bias and %z: a Linear and its residual).
std::string cross(const std::string& y, const std::string& z, const std::string& tail_op = "arith.addf %m, %q") {
  const std::string g = "linalg.generic {indexing_maps = [#id, #id, #id], iterator_types = [\"parallel\", \"parallel\"]}";
  return R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<37x20xf32>, %w: tensor<20x45xf32>, %b: tensor<45xf32>, %y: tensor<37x45xf32>, %z: tensor<37x45xf32>) -> tensor<37x45xf32> {
  %zero = arith.constant 0.0 : f32
  %e = tensor.empty() : tensor<37x45xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e : tensor<37x45xf32>) -> tensor<37x45xf32>
  %mm = linalg.matmul ins(%x, %w : tensor<37x20xf32>, tensor<20x45xf32>) outs(%f : tensor<37x45xf32>) -> tensor<37x45xf32>
  %add = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<37x45xf32>, tensor<45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<37x45xf32>
  )" + (y.empty() ? std::string() : "%mul = " + g + " ins(%" + y + R"(, %add : tensor<37x45xf32>, tensor<37x45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.mulf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<37x45xf32>
  )") + "%out = " + g + " ins(" + (y.empty() ? "%add" : "%mul") + ", %" + z + R"( : tensor<37x45xf32>, tensor<37x45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%m: f32, %q: f32, %o: f32):
    %s = )" + tail_op + R"( : f32
    linalg.yield %s : f32
  } -> tensor<37x45xf32>
  return %out : tensor<37x45xf32>
}
)";
}

const std::vector<std::vector<int64_t>> kCrossShapes = {{37, 20}, {20, 45}, {45}, {37, 45}, {37, 45}};

TEST_CASE("matmul epilogue: DLRM-v2's cross layer (x W + b) * y + z runs in the GEMM's stores") {
  SUBCASE("y and z apart") {
    const std::string text = cross("y", "z");
    const Planned p = plan_of(text);
    const auto& k = kernel_of(*p.plan, "linalg.matmul");
    REQUIRE(k.stores.has_value());
    CHECK(k.stores->bias_input != 0);
    CHECK(k.stores->scale_input != 0);
    CHECK(k.stores->residual_input != 0);
    CHECK(k.stores->scale_input != k.stores->residual_input);
    CHECK_FALSE(k.stores->residual_first);
    CHECK(k.stores->act.none());
    CHECK(p.plan->dispatches.size() == 1);
    CHECK(check_against_reference(text, kCrossShapes, 1e-5f, false, /*first_nan=*/true) > 0);
  }
  SUBCASE("one operand as both (the first layer: x0 * (W x0 + b) + x0)") {
    const std::string text = cross("z", "z");
    const Planned p = plan_of(text);  // the plan outlives the kernel reference read from it
    const auto& k = kernel_of(*p.plan, "linalg.matmul");
    REQUIRE(k.stores.has_value());
    CHECK(k.stores->scale_input != 0);
    CHECK(k.stores->scale_input == k.stores->residual_input);
    check_against_reference(text, kCrossShapes);
  }
  SUBCASE("a difference instead of the residual's sum stays with the evaluator") {
    const std::string text = cross("y", "z", "arith.subf %m, %q");
    CHECK_FALSE(kernel_of(*plan_of(text).plan, "linalg.matmul").stores.has_value());
    check_against_reference(text, kCrossShapes);
  }
  SUBCASE("no product: the bias and a residual (a Linear and its skip connection) stay with the evaluator") {
    const std::string text = cross("", "z");
    CHECK_FALSE(kernel_of(*plan_of(text).plan, "linalg.matmul").stores.has_value());
    check_against_reference(text, kCrossShapes);
  }
}

TEST_CASE("batch_matmul of T and its transpose (DLRM's interaction) reads T twice: no transpose, no fill") {
  const std::string text = R"(
func.func @forward(%t: tensor<5x27x16xf32>) -> tensor<5x27x27xf32> {
  %z = arith.constant 0.0 : f32
  %et = tensor.empty() : tensor<5x16x27xf32>
  %tt = linalg.transpose ins(%t : tensor<5x27x16xf32>) outs(%et : tensor<5x16x27xf32>) permutation = [0, 2, 1]
  %e = tensor.empty() : tensor<5x27x27xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<5x27x27xf32>) -> tensor<5x27x27xf32>
  %zz = linalg.batch_matmul ins(%t, %tt : tensor<5x27x16xf32>, tensor<5x16x27xf32>) outs(%f : tensor<5x27x27xf32>) -> tensor<5x27x27xf32>
  return %zz : tensor<5x27x27xf32>
}
)";
  const Planned p = plan_of(text);
  REQUIRE(p.plan->dispatches.size() == 1);
  CHECK(p.plan->dispatches[0].root->name == "linalg.batch_matmul_transpose_b");
  CHECK(p.plan->kernels[p.plan->dispatches[0].kernel].native);
  check_against_reference(text, {{5, 27, 16}});
}

TEST_CASE("matmul of a transposed non-constant operand, with a bias, becomes matmul_transpose_b") {
  const std::string text = R"(
#id = affine_map<(d0, d1) -> (d0, d1)>
#col = affine_map<(d0, d1) -> (d1)>
func.func @forward(%x: tensor<37x20xf32>, %w: tensor<45x20xf32>, %b: tensor<45xf32>) -> tensor<37x45xf32> {
  %z = arith.constant 0.0 : f32
  %ew = tensor.empty() : tensor<20x45xf32>
  %wt = linalg.transpose ins(%w : tensor<45x20xf32>) outs(%ew : tensor<20x45xf32>) permutation = [1, 0]
  %e = tensor.empty() : tensor<37x45xf32>
  %f = linalg.fill ins(%z : f32) outs(%e : tensor<37x45xf32>) -> tensor<37x45xf32>
  %mm = linalg.matmul ins(%x, %wt : tensor<37x20xf32>, tensor<20x45xf32>) outs(%f : tensor<37x45xf32>) -> tensor<37x45xf32>
  %out = linalg.generic {indexing_maps = [#id, #col, #id], iterator_types = ["parallel", "parallel"]} ins(%mm, %b : tensor<37x45xf32>, tensor<45xf32>) outs(%e : tensor<37x45xf32>) {
  ^bb0(%p: f32, %q: f32, %o: f32):
    %s = arith.addf %p, %q : f32
    linalg.yield %s : f32
  } -> tensor<37x45xf32>
  return %out : tensor<37x45xf32>
}
)";
  const Planned p = plan_of(text);
  REQUIRE(p.plan->dispatches.size() == 1);
  const auto& k = kernel_of(*p.plan, "linalg.matmul_transpose_b");
  CHECK(k.native);
  CHECK(k.stores.has_value());
  check_against_reference(text, {{37, 20}, {45, 20}, {45}});
}

namespace {

// batch_matmul(a, transpose(b)) of [batch, m, k] and [batch, n, k] (b is a itself when `same`)
// into a fill of 0.5 (`splat`) or into the argument %c; the tensor-init form ends in a scale by
// 3, which runs as the kernel's `finished` epilogue.
std::string transposed_product(int64_t batch, int64_t m, int64_t n, int64_t k, bool same, bool splat) {
  auto t = [&](int64_t x, int64_t y) {
    return "tensor<" + std::to_string(batch) + "x" + std::to_string(x) + "x" + std::to_string(y) + "xf32>";
  };
  const std::string b = same ? "%a" : "%b";
  std::string text = "#id = affine_map<(d0, d1, d2) -> (d0, d1, d2)>\nfunc.func @forward(%a: " + t(m, k);
  if (!same) text += ", %b: " + t(n, k);
  if (!splat) text += ", %c: " + t(m, n);
  text += ") -> " + t(m, n) + " {\n";
  text += "  %et = tensor.empty() : " + t(k, n) + "\n";
  text += "  %bt = linalg.transpose ins(" + b + " : " + t(n, k) + ") outs(%et : " + t(k, n) +
          ") permutation = [0, 2, 1]\n";
  text += "  %e = tensor.empty() : " + t(m, n) + "\n";
  if (splat) {
    text += "  %v = arith.constant 0.5 : f32\n";
    text += "  %c = linalg.fill ins(%v : f32) outs(%e : " + t(m, n) + ") -> " + t(m, n) + "\n";
  }
  text += "  %z = linalg.batch_matmul ins(%a, %bt : " + t(m, k) + ", " + t(k, n) + ") outs(%c : " + t(m, n) +
          ") -> " + t(m, n) + "\n";
  if (splat) {
    text += "  return %z : " + t(m, n) + "\n}\n";
    return text;
  }
  text += "  %three = arith.constant 3.0 : f32\n";
  text += "  %out = linalg.generic {indexing_maps = [#id, #id], iterator_types = [\"parallel\", \"parallel\", "
          "\"parallel\"]} ins(%z : " + t(m, n) + ") outs(%e : " + t(m, n) + ") {\n";
  text += "  ^bb0(%p: f32, %o: f32):\n    %s = arith.mulf %p, %three : f32\n    linalg.yield %s : f32\n";
  text += "  } -> " + t(m, n) + "\n  return %out : " + t(m, n) + "\n}\n";
  return text;
}

}  // namespace

TEST_CASE("batch_matmul_transpose_b of small products (the small transposed-B path) against the reference") {
  int variant = 0;
  for (int64_t m : {1, 3, 27, 33})
    for (int64_t n : {1, 3, 27, 33})
      for (int64_t k : {1, 7, 128, 129}) {
        // Batch 1 or 5, splat or tensor init, in turn; B = A for every square product with k = 128.
        const int64_t batch = variant % 2 ? 5 : 1;
        const bool splat = (variant / 2) % 2 == 0;
        const bool same = m == n && k == 128;
        ++variant;
        CAPTURE(m);
        CAPTURE(n);
        CAPTURE(k);
        CAPTURE(batch);
        CAPTURE(splat);
        CAPTURE(same);
        const std::string text = transposed_product(batch, m, n, k, same, splat);
        const Planned p = plan_of(text);
        const auto& kernel = kernel_of(*p.plan, "linalg.batch_matmul_transpose_b");
        REQUIRE(kernel.native);
        // One column runs as the matrix-vector product.
        CHECK((kernel.name.find(".small.") != std::string::npos) == (n > 1));
        std::vector<std::vector<int64_t>> shapes = {{batch, m, k}};
        if (!same) shapes.push_back({batch, n, k});
        if (!splat) shapes.push_back({batch, m, n});
        // The sums run in another order than the reference's: relative to the results' range.
        check_against_reference(text, shapes, 1e-5f, /*relative=*/true);
      }
}
