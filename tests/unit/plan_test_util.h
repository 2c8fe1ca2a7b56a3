// Helpers of the planner tests: a module planned from text, and a model's results on the
// planned engine (CPU, and Vulkan where there is a device) checked against the reference
// executor.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <limits>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/plan.h"
#include "engine/plan/stats.h"
#include "graph/parser.h"
#include "linrt/linrt.h"
#include "vulkan_test_util.h"

namespace plan_test {

struct Planned {
  std::unique_ptr<linrt::graph::Module> module;
  std::shared_ptr<const linrt::engine::Plan> plan;
};

// How many of a plan's dispatches run the kernel named `kernel_name` (CpuKernel::name()), and
// how many run through reference fallbacks.
struct DispatchCounts {
  int named = 0, fallbacks = 0;
};
inline DispatchCounts count_dispatches(const linrt::engine::Plan& plan, const std::string& kernel_name) {
  DispatchCounts c;
  for (const auto& d : plan.dispatches) {
    const auto& k = plan.kernels[d.kernel];
    c.named += k.name == kernel_name;
    c.fallbacks += k.native == nullptr;
  }
  return c;
}

// The dispatch whose root (or the sink of whose chain) defines the value named `name`.
inline const linrt::engine::Dispatch& dispatch_making(const linrt::engine::Plan& plan, const std::string& name) {
  for (const auto& d : plan.dispatches)
    for (uint32_t o : d.outputs)
      if (plan.values[o].value->name == name) return d;
  FAIL("no dispatch makes %" << name);
  return plan.dispatches.front();
}

inline Planned plan_of(const std::string& text, const linrt::engine::PlanOptions& options = {}) {
  Planned p;
  p.module = linrt::graph::parse_module(text, "plan_test.mlir");
  linrt::ModelStats counts;
  linrt::engine::prepare_module(*p.module, counts);
  p.plan = linrt::engine::build_plan(*p.module, "forward", options);
  return p;
}

// Whether the plan keeps the value named `name` (%name) in the blocked channel layout.
inline bool is_blocked(const linrt::engine::Plan& plan, const std::string& name) {
  for (const auto& v : plan.values)
    if (v.value && v.value->name == name) return v.blocked;
  FAIL("no value %" << name);
  return false;
}

// Runs `args` through `model` on the planned engine (twice: the arena is reused by the second
// run), and on the Vulkan device where there is one (its plan keeps every value row-major),
// against the reference executor; every result must agree within `tolerance`, absolute, or
// relative to the result's range when `relative` (convolutions reorder their sums). Where the
// reference has a NaN the engine must have one too; returns how many there were.
inline int check_against_reference(const linrt::Model& model, const std::vector<linrt::Tensor>& args,
                                   float tolerance = 1e-5f, bool relative = false) {
  linrt::SessionOptions ref;
  ref.reference = true;
  const std::vector<linrt::Tensor> want = model.session(ref).run(args);
  std::vector<linrt::Session> sessions;
  sessions.push_back(model.session());
  if (vk_test::shared_context()) {
    linrt::SessionOptions on_vulkan;
    on_vulkan.device = linrt::DeviceKind::Vulkan;
    sessions.push_back(model.session(on_vulkan));
  }
  int nans = 0;
  for (size_t s = 0; s < sessions.size(); ++s)
    for (int run = 0; run < 2; ++run) {
      CAPTURE(s);
      const std::vector<linrt::Tensor> got = sessions[s].run(args);
      REQUIRE(got.size() == want.size());
      for (size_t r = 0; r < got.size(); ++r) {
        REQUIRE(got[r].numel() == want[r].numel());
        float bound = tolerance;
        if (relative)
          for (int64_t i = 0; i < want[r].numel(); ++i) bound = std::max(bound, tolerance * std::fabs(want[r].data_as<float>()[i]));
        for (int64_t i = 0; i < got[r].numel(); ++i) {
          const float g = got[r].data_as<float>()[i], w = want[r].data_as<float>()[i];
          CAPTURE(i);
          if (std::isnan(w)) {
            ++nans;
            CHECK(std::isnan(g));
          } else {
            CHECK(std::fabs(g - w) <= bound);
          }
        }
      }
    }
  return nans;
}

// The same for `text` with random f32 inputs of the given shapes (the first input's first
// element NaN when `first_nan`).
inline int check_against_reference(const std::string& text, const std::vector<std::vector<int64_t>>& shapes,
                                   float tolerance = 1e-5f, bool relative = false, bool first_nan = false) {
  const linrt::Model model = linrt::Model::load_from_memory(text, "plan_test.mlir");
  std::mt19937 rng(3);
  std::uniform_real_distribution<float> dist(-1.f, 1.f);
  std::vector<std::vector<float>> data;
  std::vector<linrt::Tensor> args;
  for (const auto& shape : shapes) {
    int64_t n = 1;
    for (int64_t d : shape) n *= d;
    data.emplace_back(size_t(n));
    for (float& x : data.back()) x = dist(rng);
    args.push_back(linrt::Tensor::view(data.back().data(), linrt::DType::F32, shape));
  }
  if (first_nan) data[0][0] = std::numeric_limits<float>::quiet_NaN();
  return check_against_reference(model, args, tolerance, relative);
}

}  // namespace plan_test
