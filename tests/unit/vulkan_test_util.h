// Shared by the Vulkan tests: one Context for the process (or none, when the machine has no
// Vulkan device at all: then each test says so and returns, unless LINRT_REQUIRE_VULKAN=1,
// which CI sets because it installs lavapipe), and small upload/readback helpers.
#pragma once

#include <doctest/doctest.h>

#include <cmath>
#include <cstdint>
#include <cstdlib>
#include <memory>
#include <string>
#include <vector>

#include "engine/vulkan/context.h"

namespace vk_test {

namespace vk = linrt::engine::vk;

inline std::shared_ptr<vk::Context> shared_context() {
  static std::shared_ptr<vk::Context> context;
  static std::string failure;
  static bool tried = false;
  if (!tried) {
    tried = true;
    try {
      context = vk::Context::create();
    } catch (const linrt::Error& e) {
      failure = e.what();
    }
  }
  if (!context) {
    const char* require = std::getenv("LINRT_REQUIRE_VULKAN");
    if (require && std::string(require) == "1") FAIL("LINRT_REQUIRE_VULKAN=1 but no Vulkan device: " << failure);
    MESSAGE("SKIPPED: no Vulkan device (" << failure << ")");
  }
  return context;
}

// The test body returns early (with the message above) when there is no device.
#define VK_TEST_CONTEXT(name)                 \
  auto name = vk_test::shared_context();      \
  if (!name) return

inline vk::DeviceBuffer upload(vk::Context& ctx, const std::vector<float>& data) {
  vk::DeviceBuffer b = ctx.allocate(std::max<size_t>(data.size(), 1) * 4);
  if (!data.empty()) ctx.upload({&b, 0, data.size() * 4}, data.data(), data.size() * 4);
  return b;
}

template <class T>
vk::DeviceBuffer upload_raw(vk::Context& ctx, const std::vector<T>& data) {
  vk::DeviceBuffer b = ctx.allocate(std::max<size_t>(data.size() * sizeof(T), 4));
  if (!data.empty()) ctx.upload({&b, 0, data.size() * sizeof(T)}, data.data(), data.size() * sizeof(T));
  return b;
}

inline std::vector<float> download(vk::Context& ctx, const vk::DeviceBuffer& b, size_t count) {
  std::vector<float> out(count);
  if (count) ctx.download({&b, 0, count * 4}, out.data(), count * 4);
  return out;
}

// Deterministic values in [-1, 1).
inline std::vector<float> random_floats(size_t n, uint32_t seed) {
  std::vector<float> v(n);
  uint32_t s = seed * 2654435761u + 1;
  for (auto& x : v) {
    s = s * 1664525u + 1013904223u;
    x = float(int32_t(s >> 8) % 65536) / 32768.0f - 1.0f;
  }
  return v;
}

// |got - want| <= 1e-4 * max(1, |want|) elementwise; reports the first mismatch.
inline void check_close(const std::vector<float>& got, const std::vector<float>& want, const std::string& what) {
  REQUIRE(got.size() == want.size());
  for (size_t i = 0; i < got.size(); ++i) {
    const double tol = 1e-4 * std::max(1.0, std::fabs(double(want[i])));
    if (!(std::fabs(double(got[i]) - double(want[i])) <= tol)) {
      FAIL_CHECK(what << ": element " << i << " is " << got[i] << ", expected " << want[i]);
      return;
    }
  }
}

}  // namespace vk_test
