// The arena plan and the kernel registry, each against a plainly written check: buffers live at
// the same time never overlap, offsets are aligned, and the arena is no larger than the sum of
// the buffers; factories are asked highest priority first, then in registration order, and a
// factory that declines passes the spec on.
#include <doctest/doctest.h>

#include <random>

#include "engine/cpu/kernel.h"
#include "engine/plan/plan.h"
#include "graph/parser.h"
#include "linrt/linrt.h"

using linrt::engine::ArenaBuffer;

TEST_CASE("plan memory: buffers live at the same time never overlap, offsets are aligned") {
  std::mt19937 rng(42);
  for (int trial = 0; trial < 200; ++trial) {
    std::vector<ArenaBuffer> buffers;
    const int n = 1 + int(rng() % 40);
    size_t sum = 0;
    for (int i = 0; i < n; ++i) {
      ArenaBuffer b;
      b.bytes = 1 + rng() % 5000;
      b.first = uint32_t(rng() % 30);
      b.last = b.first + uint32_t(rng() % 10);
      sum += (b.bytes + 63) / 64 * 64;
      buffers.push_back(b);
    }
    const size_t total = linrt::engine::assign_arena_offsets(buffers, 64);
    CHECK(total <= sum);
    for (int i = 0; i < n; ++i) {
      CHECK(buffers[i].offset % 64 == 0);
      CHECK(buffers[i].offset + buffers[i].bytes <= total);
      for (int j = i + 1; j < n; ++j) {
        const ArenaBuffer &a = buffers[i], &b = buffers[j];
        const bool live_together = a.first <= b.last && b.first <= a.last;
        const bool overlap = a.offset < b.offset + b.bytes && b.offset < a.offset + a.bytes;
        CHECK_FALSE((live_together && overlap));
      }
    }
  }
}

TEST_CASE("plan memory: buffers with disjoint lifetimes share memory") {
  std::vector<ArenaBuffer> buffers = {{1000, 0, 1, 0}, {1000, 2, 3, 0}, {1000, 4, 5, 0}};
  CHECK(linrt::engine::assign_arena_offsets(buffers, 64) == 1024);
}

namespace {

class NamedKernel final : public linrt::engine::CpuKernel {
 public:
  explicit NamedKernel(std::string n) : name_(std::move(n)) {}
  void run(std::span<const linrt::engine::ConstBuffer>, std::span<const void* const>,
           std::span<const linrt::engine::MutBuffer>, const linrt::engine::RunContext&) const override {}
  std::string name() const override { return name_; }

 private:
  std::string name_;
};

}  // namespace

TEST_CASE("kernel registry: priority first, then registration order, declining factories pass on") {
  auto module = linrt::graph::parse_module(
      "func.func @f(%a: tensor<2xf32>) -> tensor<2xf32> {\n  %r = \"test.registry_probe\"(%a) : (tensor<2xf32>) -> tensor<2xf32>\n  return %r : tensor<2xf32>\n}\n",
      "registry.mlir");
  const linrt::graph::Operation* probe = module->lookup_function("f")->regions[0]->blocks[0]->ops[0].get();
  linrt::engine::KernelSpec spec;
  spec.root = probe;
  CHECK(linrt::engine::make_cpu_kernel(spec) == nullptr);
  // Static: the factories stay registered after the test.
  static bool accept_high = false;
  linrt::engine::register_cpu_kernel("test.registry_probe", [](const linrt::engine::KernelSpec&) {
    return std::make_unique<NamedKernel>("low-first");
  });
  linrt::engine::register_cpu_kernel("test.registry_probe", [](const linrt::engine::KernelSpec&) {
    return std::make_unique<NamedKernel>("low-second");
  });
  linrt::engine::register_cpu_kernel(
      "test.registry_probe",
      [](const linrt::engine::KernelSpec&) -> std::unique_ptr<linrt::engine::CpuKernel> {
        return accept_high ? std::make_unique<NamedKernel>("high") : nullptr;
      },
      10);
  CHECK(linrt::engine::make_cpu_kernel(spec)->name() == "low-first");
  accept_high = true;
  CHECK(linrt::engine::make_cpu_kernel(spec)->name() == "high");
}

TEST_CASE("plan memory: a fallback result that views arena memory is copied before the arena is reused") {
  // util.optimization_barrier has no CPU kernel: its reference handler returns its operand, a
  // view of the elementwise dispatch's arena buffer. The returned tensor must not change when
  // the session runs again.
  const char* text = R"(
func.func @forward(%a: tensor<8xf32>) -> tensor<8xf32> {
  %e = tensor.empty() : tensor<8xf32>
  %c = arith.constant 2.0 : f32
  %1 = linalg.generic {indexing_maps = [affine_map<(d0) -> (d0)>, affine_map<(d0) -> (d0)>], iterator_types = ["parallel"]} ins(%a : tensor<8xf32>) outs(%e : tensor<8xf32>) {
  ^bb0(%x: f32, %o: f32):
    %y = arith.mulf %x, %c : f32
    linalg.yield %y : f32
  } -> tensor<8xf32>
  %2 = util.optimization_barrier %1 : tensor<8xf32>
  return %2 : tensor<8xf32>
}
)";
  const linrt::Model model = linrt::Model::load_from_memory(text, "barrier.mlir");
  linrt::Session session = model.session();
  std::vector<float> x(8, 1.f), z(8, 5.f);
  const linrt::Tensor first = session.run({linrt::Tensor::view(x.data(), linrt::DType::F32, {8})}).at(0);
  const linrt::Tensor second = session.run({linrt::Tensor::view(z.data(), linrt::DType::F32, {8})}).at(0);
  for (int i = 0; i < 8; ++i) {
    CHECK(first.data_as<float>()[i] == 2.f);
    CHECK(second.data_as<float>()[i] == 10.f);
  }
}
