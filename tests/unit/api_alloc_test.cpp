// A steady-state run makes no heap allocation: this file replaces the global operator new for
// the whole test binary with one that counts calls while counting is switched on, runs a model
// twice to warm up (plans, arena, kernel scratch, OpenMP's thread pool), then counts the heap
// allocations of further Session::run_into calls.
#include <doctest/doctest.h>

#include <atomic>
#include <cstdlib>
#include <new>
#include <string>
#include <vector>

#include "linrt/linrt.h"

namespace {

std::atomic<bool> g_counting{false};
std::atomic<int64_t> g_allocations{0};

void* counted_alloc(std::size_t n, std::size_t align) {
  if (g_counting.load(std::memory_order_relaxed)) g_allocations.fetch_add(1, std::memory_order_relaxed);
  if (n == 0) n = 1;
  void* p = align > alignof(std::max_align_t) ? std::aligned_alloc(align, (n + align - 1) / align * align) : std::malloc(n);
  return p;
}

}  // namespace

void* operator new(std::size_t n) {
  if (void* p = counted_alloc(n, 0)) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n) {
  if (void* p = counted_alloc(n, 0)) return p;
  throw std::bad_alloc();
}
void* operator new(std::size_t n, const std::nothrow_t&) noexcept { return counted_alloc(n, 0); }
void* operator new[](std::size_t n, const std::nothrow_t&) noexcept { return counted_alloc(n, 0); }
void* operator new(std::size_t n, std::align_val_t a) {
  if (void* p = counted_alloc(n, std::size_t(a))) return p;
  throw std::bad_alloc();
}
void* operator new[](std::size_t n, std::align_val_t a) {
  if (void* p = counted_alloc(n, std::size_t(a))) return p;
  throw std::bad_alloc();
}
void operator delete(void* p) noexcept { std::free(p); }
void operator delete[](void* p) noexcept { std::free(p); }
void operator delete(void* p, std::size_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t) noexcept { std::free(p); }
void operator delete(void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::align_val_t) noexcept { std::free(p); }
void operator delete(void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }
void operator delete[](void* p, std::size_t, std::align_val_t) noexcept { std::free(p); }

namespace {

struct Counted {
  int64_t allocations = 0;
  int64_t dispatches = 0;
};

// Heap allocations made by `runs` further runs after two warm-up runs.
Counted steady_state_allocations(const linrt::Model& model, const std::vector<std::vector<int64_t>>& in_shapes,
                                 const std::vector<std::vector<int64_t>>& out_shapes, int runs) {
  const linrt::ModelStats stats = model.stats();
  REQUIRE(stats.fallback_dispatches == 0);
  linrt::Session session = model.session();
  std::vector<std::vector<float>> in_data, out_data;
  std::vector<linrt::Tensor> inputs, outputs;
  for (const auto& s : in_shapes) {
    int64_t n = 1;
    for (int64_t d : s) n *= d;
    in_data.emplace_back(size_t(n), 0.25f);
    inputs.push_back(linrt::Tensor::view(in_data.back().data(), linrt::DType::F32, s));
  }
  for (const auto& s : out_shapes) {
    int64_t n = 1;
    for (int64_t d : s) n *= d;
    out_data.emplace_back(size_t(n), 0.f);
    outputs.push_back(linrt::Tensor::view(out_data.back().data(), linrt::DType::F32, s));
  }
  session.run_into(inputs, outputs);
  session.run_into(inputs, outputs);
  g_allocations = 0;
  g_counting = true;
  for (int r = 0; r < runs; ++r) session.run_into(inputs, outputs);
  g_counting = false;
  return {g_allocations.load(), stats.dispatches};
}

// Elementwise chains, a transpose and a broadcast: dispatches the planner itself runs.
const char* kElementwiseModel = R"(
func.func @forward(%a: tensor<64x300xf32>, %b: tensor<300xf32>) -> tensor<300x64xf32> {
  %e = tensor.empty() : tensor<64x300xf32>
  %et = tensor.empty() : tensor<300x64xf32>
  %c0 = arith.constant 0.0 : f32
  %bb = linalg.broadcast ins(%b : tensor<300xf32>) outs(%e : tensor<64x300xf32>) dimensions = [0]
  %1 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%a, %bb : tensor<64x300xf32>, tensor<64x300xf32>) outs(%e : tensor<64x300xf32>) {
  ^bb0(%x: f32, %y: f32, %o: f32):
    %s = arith.addf %x, %y : f32
    %r = arith.maximumf %s, %c0 : f32
    linalg.yield %r : f32
  } -> tensor<64x300xf32>
  %t = linalg.transpose ins(%1 : tensor<64x300xf32>) outs(%et : tensor<300x64xf32>) permutation = [1, 0]
  %2 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t : tensor<300x64xf32>) outs(%et : tensor<300x64xf32>) {
  ^bb0(%x: f32, %o: f32):
    %r = math.tanh %x : f32
    linalg.yield %r : f32
  } -> tensor<300x64xf32>
  return %2 : tensor<300x64xf32>
}
)";

// A squeeze-excitation's gate (an argument here, one per sample) read by a blocked 1x1 in its
// input (InputPrologue::Gate; c1's second reader keeps the multiply out of c1's epilogue): the
// conv pads the gate to whole blocks on every run.
const char* kGateModel = R"(
#id = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#nc = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, 0)>
func.func @forward(%x: tensor<2x3x9x9xf32>, %g: tensor<2x32x1x1xf32>) -> (tensor<2x3x9x9xf32>, tensor<2x3x9x9xf32>) {
  %w1 = arith.constant dense<0.1> : tensor<32x3x3x3xf32>
  %w2 = arith.constant dense<0.05> : tensor<40x32x1x1xf32>
  %w3 = arith.constant dense<0.02> : tensor<3x40x3x3xf32>
  %w4 = arith.constant dense<0.03> : tensor<3x32x3x3xf32>
  %c1 = "linrt.conv2d"(%x, %w1) <{operandSegmentSizes = array<i32: 1, 1, 0>, layout = "nchw", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, groups = 1 : i64}> : (tensor<2x3x9x9xf32>, tensor<32x3x3x3xf32>) -> tensor<2x32x9x9xf32>
  %ye = tensor.empty() : tensor<2x32x9x9xf32>
  %y = linalg.generic {indexing_maps = [#nc, #id, #id], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g, %c1 : tensor<2x32x1x1xf32>, tensor<2x32x9x9xf32>) outs(%ye : tensor<2x32x9x9xf32>) {
  ^bb0(%a: f32, %b: f32, %o: f32):
    %p = arith.mulf %a, %b : f32
    linalg.yield %p : f32
  } -> tensor<2x32x9x9xf32>
  %r = "linrt.conv2d"(%y, %w2) <{operandSegmentSizes = array<i32: 1, 1, 0>, layout = "nchw", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 0, 0, 0, 0>, groups = 1 : i64}> : (tensor<2x32x9x9xf32>, tensor<40x32x1x1xf32>) -> tensor<2x40x9x9xf32>
  %o1 = "linrt.conv2d"(%r, %w3) <{operandSegmentSizes = array<i32: 1, 1, 0>, layout = "nchw", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, groups = 1 : i64}> : (tensor<2x40x9x9xf32>, tensor<3x40x3x3xf32>) -> tensor<2x3x9x9xf32>
  %o2 = "linrt.conv2d"(%c1, %w4) <{operandSegmentSizes = array<i32: 1, 1, 0>, layout = "nchw", strides = array<i64: 1, 1>, dilations = array<i64: 1, 1>, padding = array<i64: 1, 1, 1, 1>, groups = 1 : i64}> : (tensor<2x32x9x9xf32>, tensor<3x32x3x3xf32>) -> tensor<2x3x9x9xf32>
  return %o1, %o2 : tensor<2x3x9x9xf32>, tensor<2x3x9x9xf32>
}
)";

}  // namespace

TEST_CASE("api: a steady-state run of planner-run dispatches makes no heap allocation") {
  const linrt::Model model = linrt::Model::load_from_memory(kElementwiseModel, "elementwise.mlir");
  const Counted c = steady_state_allocations(model, {{64, 300}, {300}}, {{300, 64}}, 3);
  CHECK(c.dispatches >= 2);
  CHECK(c.allocations == 0);
}

TEST_CASE("api: a steady-state run with conv and matmul kernels makes no heap allocation") {
  // Their fused epilogues are passed as callables that capture one pointer, which std::function
  // keeps inline; scratch space is grown once per thread and reused.
  const std::string fixtures = LINRT_FIXTURES_DIR;
  constexpr int kRuns = 3;
  SUBCASE("conv + bias + LeakyReLU (one fused dispatch)") {
    const Counted c = steady_state_allocations(linrt::Model::load(fixtures + "/conv_stride2_lrelu/model.mlir"),
                                               {{1, 3, 7, 7}}, {{1, 5, 4, 4}}, kRuns);
    CHECK(c.allocations == 0);
  }
  SUBCASE("RRDB-style residual scale") {
    const Counted c = steady_state_allocations(linrt::Model::load(fixtures + "/residual_scale/model.mlir"),
                                               {{1, 4, 5, 5}}, {{1, 4, 5, 5}}, kRuns);
    CHECK(c.allocations == 0);
  }
  SUBCASE("MLP: matmuls with fused bias and ReLU") {
    const Counted c = steady_state_allocations(linrt::Model::load(fixtures + "/linear_mlp/model.mlir"), {{4, 5}},
                                               {{4, 3}}, kRuns);
    CHECK(c.allocations == 0);
  }
  SUBCASE("MLP: matmuls on the int8 kernel (precision int8; precision_test checks that they run there)") {
    linrt::ModelOptions int8;
    int8.precision = linrt::Precision::Int8;
    const Counted c = steady_state_allocations(linrt::Model::load(fixtures + "/linear_mlp/model.mlir", int8), {{4, 5}},
                                               {{4, 3}}, kRuns);
    CHECK(c.allocations == 0);
  }
  SUBCASE("blocked 1x1 reading a squeeze-excitation gate in its input") {
    const linrt::Model model = linrt::Model::load_from_memory(kGateModel, "gate.mlir");
    bool gated = false;
    for (const linrt::KernelStats& k : model.stats().kernels) gated = gated || k.key.find("prologue=gate") != std::string::npos;
    REQUIRE(gated);
    const Counted c = steady_state_allocations(model, {{2, 3, 9, 9}, {2, 32, 1, 1}}, {{2, 3, 9, 9}, {2, 3, 9, 9}}, kRuns);
    CHECK(c.allocations == 0);
  }
}

TEST_CASE("api: the allocation counter sees allocations (the zero above can fail)") {
  g_allocations = 0;
  g_counting = true;
  auto* p = new std::vector<int>(100);
  g_counting = false;
  delete p;
  CHECK(g_allocations.load() >= 2);
}
