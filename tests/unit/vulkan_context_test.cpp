// The Vulkan compute layer itself: device listing and selection, the suballocator, barriers
// only where needed, one pipeline per kernel key (shared by call sites with other weights), the
// pipeline cache round trip, and injected failures (no loader, out of memory, pipeline
// creation, lost device) that must surface as Error(Device) without leaks or hangs.
#include <doctest/doctest.h>

#include <cstdio>
#include <filesystem>
#include <fstream>

#include "engine/vulkan/kernels.h"
#include "ops/conv.h"
#include "tests/unit/vulkan_test_util.h"

using namespace vk_test;

namespace {

std::string temp_path(const std::string& name) {
  return (std::filesystem::temp_directory_path() / ("linrt_vk_" + std::to_string(::getpid()) + "_" + name)).string();
}

// A context of its own (fault injection changes the context's behaviour).
std::shared_ptr<vk::Context> own_context(vk::ContextOptions options = {}) { return vk::Context::create(options); }

vk::Conv2dParams small_conv() {
  vk::Conv2dParams p;
  p.channels = 3, p.height = 5, p.width = 6, p.filters = 4, p.kernel_h = p.kernel_w = 3;
  p.pad_top = p.pad_left = p.pad_bottom = p.pad_right = 1;
  p.has_bias = true;
  p.activation = vk::Activation::LeakyRelu;
  p.alpha = 0.2f;
  return p;
}

}  // namespace

TEST_CASE("vulkan device specs parse and the installed devices are listed") {
  CHECK(vk::parse_device_spec("vulkan") == -1);
  CHECK(vk::parse_device_spec("vulkan:0") == 0);
  CHECK(vk::parse_device_spec("vulkan:12") == 12);
  CHECK_THROWS_AS(vk::parse_device_spec("vulkan:"), linrt::Error);
  CHECK_THROWS_AS(vk::parse_device_spec("vulkan:x"), linrt::Error);
  CHECK_THROWS_AS(vk::parse_device_spec("cuda"), linrt::Error);
  VK_TEST_CONTEXT(ctx);
  auto devices = vk::list_devices();
  REQUIRE(!devices.empty());
  CHECK(devices[ctx->info().index].name == ctx->info().name);
  CHECK(ctx->info().describe().rfind("vulkan:", 0) == 0);
  try {
    vk::ContextOptions options;
    options.device_index = int(devices.size());
    own_context(options);
    FAIL("a device index past the last device must be rejected");
  } catch (const linrt::Error& e) {
    CHECK(e.kind() == linrt::ErrorKind::Device);
    CHECK(e.message().find("no Vulkan device vulkan:") != std::string::npos);
  }
}

TEST_CASE("vulkan buffers are ranges of a few large blocks, returned on release") {
  VK_TEST_CONTEXT(shared);
  auto ctx = own_context();
  const size_t blocks_before = ctx->stats().memory_blocks;
  {
    std::vector<vk::DeviceBuffer> buffers;
    for (int i = 0; i < 200; ++i) buffers.push_back(ctx->allocate(1000 + i));
    CHECK(ctx->stats().memory_blocks == blocks_before);  // all in the existing device block
    CHECK(ctx->stats().live_buffers == 201);             // + the dummy binding buffer
    for (size_t i = 1; i < buffers.size(); ++i) {
      // Ranges of one block never overlap and respect the storage-buffer offset alignment.
      CHECK(buffers[i].offset() % ctx->limits().minStorageBufferOffsetAlignment == 0);
      if (buffers[i].handle() == buffers[i - 1].handle())
        CHECK((buffers[i].offset() >= buffers[i - 1].offset() + buffers[i - 1].size() ||
               buffers[i - 1].offset() >= buffers[i].offset() + buffers[i].size()));
    }
    // Data written to one range is read back intact next to its neighbours.
    std::vector<float> data(250, 3.5f);
    ctx->upload({&buffers[7]}, data.data(), 1000);
    ctx->upload({&buffers[8]}, std::vector<float>(250, -1.0f).data(), 1000);
    CHECK(download(*ctx, buffers[7], 250) == data);
  }
  CHECK(ctx->stats().live_buffers == 1);
  CHECK(ctx->stats().device_bytes_in_use == 16);
}

TEST_CASE("vulkan command lists put barriers only where a dispatch reads or overwrites an earlier write") {
  VK_TEST_CONTEXT(ctx);
  vk::ElementwiseKernel relu(*ctx, vk::ElementwiseOp::Relu, {64}, {64}, {});
  auto a = upload(*ctx, random_floats(64, 1)), b = ctx->allocate(256), c = ctx->allocate(256), d = ctx->allocate(256);
  vk::CommandList list(ctx);
  relu.record(list, {&a}, {}, {&b});  // a -> b
  relu.record(list, {&a}, {}, {&c});  // a -> c: independent, no barrier
  CHECK(list.barriers() == 0);
  relu.record(list, {&b}, {}, {&d});  // reads b: one barrier
  CHECK(list.barriers() == 1);
  relu.record(list, {&c}, {}, {&a});  // c was written before that barrier, a only read: none
  CHECK(list.barriers() == 1);
  relu.record(list, {&d}, {}, {&b});  // d was written after the barrier: another
  CHECK(list.barriers() == 2);
  list.run();
  std::vector<float> want = random_floats(64, 1);
  for (float& v : want) v = std::max(v, 0.0f);
  CHECK(download(*ctx, b, 64) == want);
}

TEST_CASE("vulkan kernels with equal keys share one pipeline, weights are bound per call site") {
  VK_TEST_CONTEXT(shared);
  auto ctx = own_context();
  const vk::Conv2dParams p = small_conv();
  vk::Conv2dKernel first(*ctx, p), second(*ctx, p), third(*ctx, p);
  CHECK(ctx->stats().pipelines == 1);
  CHECK(ctx->stats().pipeline_requests == 3);
  CHECK(&first.pipeline() == &third.pipeline());
  // Three convs chained through different weights, one command list: each output depends on the
  // previous one, so two barriers.
  const auto input = random_floats(3 * 5 * 6, 1);
  vk::Conv2dParams chained = p;
  chained.channels = 4;  // the second and third convs read a 4-channel input: another key
  vk::Conv2dKernel next(*ctx, chained), last(*ctx, chained);
  CHECK(ctx->stats().pipelines == 2);
  std::vector<std::vector<float>> weights = {random_floats(4 * 3 * 9, 2), random_floats(4 * 4 * 9, 3), random_floats(4 * 4 * 9, 4)};
  const auto bias = random_floats(4, 5);
  auto din = upload(*ctx, input), db = upload(*ctx, bias);
  auto w0 = upload(*ctx, weights[0]), w1 = upload(*ctx, weights[1]), w2 = upload(*ctx, weights[2]);
  auto o0 = ctx->allocate(4 * 30 * 4), o1 = ctx->allocate(4 * 30 * 4), o2 = ctx->allocate(4 * 30 * 4);
  vk::CommandList list(ctx);
  first.record(list, {&din}, {&w0}, {&db}, {}, {}, {&o0});
  next.record(list, {&o0}, {&w1}, {&db}, {}, {}, {&o1});
  last.record(list, {&o1}, {&w2}, {&db}, {}, {}, {&o2});
  CHECK(list.barriers() == 2);
  list.run();
  // Oracle: the reference conv on a host-padded input, three times.
  auto conv = [&](const std::vector<float>& x, int64_t c, const std::vector<float>& w) {
    std::vector<float> padded(c * 7 * 8, 0.0f), out(4 * 30, 0.0f);
    for (int64_t ch = 0; ch < c; ++ch)
      for (int64_t y = 0; y < 5; ++y)
        for (int64_t xx = 0; xx < 6; ++xx) padded[(ch * 7 + y + 1) * 8 + xx + 1] = x[(ch * 5 + y) * 6 + xx];
    linrt::ops::ref::ConvProblem problem;
    const std::vector<int64_t> in{1, c, 7, 8}, ws{4, c, 3, 3}, os{1, 4, 5, 6}, one{1, 1};
    REQUIRE(linrt::ops::ref::make_conv_problem({"nchw", "fchw", "nfhw"}, in, ws, os, one, one, problem).empty());
    linrt::ops::ref::conv<float>(problem, padded.data(), w.data(), out.data());
    for (size_t i = 0; i < out.size(); ++i) {
      float v = out[i] + bias[i / 30];
      out[i] = v >= 0 ? v : 0.2f * v;
    }
    return out;
  };
  auto want = conv(conv(conv(input, 3, weights[0]), 4, weights[1]), 4, weights[2]);
  check_close(download(*ctx, o2, 120), want, "three chained convs");
}

TEST_CASE("vulkan pipeline cache saves to a file and loads back") {
  VK_TEST_CONTEXT(shared);
  const std::string path = temp_path("pipelines.bin");
  size_t saved_size = 0;
  {
    auto ctx = own_context();
    vk::Conv2dKernel conv(*ctx, small_conv());
    vk::GemmKernel gemm(*ctx, vk::GemmParams::dense(1, 5, 6, 7));
    ctx->save_pipeline_cache(path);
    saved_size = std::filesystem::file_size(path);
    CHECK(saved_size == ctx->pipeline_cache_data().size());
    CHECK(saved_size >= 32);  // at least the header (lavapipe stores nothing more)
  }
  {
    vk::ContextOptions options;
    options.pipeline_cache_path = path;
    auto ctx = own_context(options);
    // The loaded cache holds the saved entries before any pipeline is created here.
    CHECK(ctx->pipeline_cache_data().size() == saved_size);
    vk::Conv2dKernel conv(*ctx, small_conv());  // created from the cache
    CHECK(ctx->stats().pipelines == 1);
  }
  {
    // A file that is not a pipeline cache costs a recompile, never a failure.
    std::ofstream(path, std::ios::binary) << "not a pipeline cache";
    vk::ContextOptions options;
    options.pipeline_cache_path = path;
    auto ctx = own_context(options);
    CHECK_NOTHROW(vk::Conv2dKernel(*ctx, small_conv()));
  }
  std::remove(path.c_str());
  VK_TEST_CONTEXT(ctx);
  CHECK_THROWS_AS(ctx->save_pipeline_cache("/nonexistent-dir/pipelines.bin"), linrt::Error);
}

TEST_CASE("vulkan failures surface as Device errors: no loader, out of memory, pipeline creation, lost device") {
  vk::ContextOptions no_loader;
  no_loader.faults.loader_name = "libvulkan-that-does-not-exist.so.1";
  try {
    own_context(no_loader);
    FAIL("a missing loader must be an error");
  } catch (const linrt::Error& e) {
    CHECK(e.kind() == linrt::ErrorKind::Device);
    CHECK(e.message().find("no Vulkan loader") != std::string::npos);
  }
  CHECK_THROWS_AS(vk::list_devices(no_loader.faults), linrt::Error);

  VK_TEST_CONTEXT(shared);
  {
    vk::ContextOptions options;
    options.faults.fail_allocation_after = 0;
    auto ctx = own_context(options);
    auto small = ctx->allocate(64);  // fits the block created with the context
    const auto before = ctx->stats();
    try {
      ctx->allocate(size_t(300) << 20 > ctx->limits().maxStorageBufferRange ? ctx->limits().maxStorageBufferRange
                                                                             : size_t(300) << 20);
      FAIL("an injected vkAllocateMemory failure must be an error");
    } catch (const linrt::Error& e) {
      CHECK(e.kind() == linrt::ErrorKind::Device);
      CHECK(e.message().find("out of device memory") != std::string::npos);
    }
    CHECK(ctx->stats().memory_blocks == before.memory_blocks);
    CHECK(ctx->stats().live_buffers == before.live_buffers);
    // A tensor beyond the binding limit is refused before any allocation.
    CHECK_THROWS_AS(ctx->allocate(size_t(ctx->limits().maxStorageBufferRange) + 1), linrt::Error);
  }
  {
    vk::ContextOptions options;
    options.faults.fail_pipeline_creation = true;
    auto ctx = own_context(options);
    try {
      vk::Conv2dKernel conv(*ctx, small_conv());
      FAIL("an injected pipeline failure must be an error");
    } catch (const linrt::Error& e) {
      CHECK(e.kind() == linrt::ErrorKind::Device);
      CHECK(e.message().find("vkCreateComputePipelines") != std::string::npos);
    }
    CHECK(ctx->stats().pipelines == 0);
  }
  {
    vk::ContextOptions options;
    options.faults.lose_device_on_submit = true;
    auto ctx = own_context(options);
    vk::ElementwiseKernel relu(*ctx, vk::ElementwiseOp::Relu, {16}, {16}, {});
    auto a = ctx->allocate(64), b = ctx->allocate(64);
    vk::CommandList list(ctx);
    relu.record(list, {&a}, {}, {&b});
    try {
      list.run();
      FAIL("an injected device loss must be an error");
    } catch (const linrt::Error& e) {
      CHECK(e.kind() == linrt::ErrorKind::Device);
      CHECK(e.message().find("device lost") != std::string::npos);
    }
    CHECK(ctx->lost());
    // Every later use fails the same way instead of touching the lost device.
    CHECK_THROWS_AS(ctx->allocate(size_t(300) << 20), linrt::Error);
    list.reset();
    relu.record(list, {&a}, {}, {&b});
    CHECK_THROWS_AS(list.run(), linrt::Error);
  }
}

TEST_CASE("vulkan session arenas may exceed the storage-buffer range, each binding may not") {
  VK_TEST_CONTEXT(shared);
  auto ctx = own_context();
  const size_t range = ctx->limits().maxStorageBufferRange;
  if (range > (size_t(256) << 20)) {
    MESSAGE("SKIPPED: the device's storage-buffer range (" << range << " bytes) is too large to exceed cheaply");
    return;
  }
  vk::DeviceBuffer arena = ctx->allocate_arena(range + (size_t(16) << 20));
  CHECK_THROWS_AS(ctx->allocate(range + 16), linrt::Error);
  vk::ElementwiseKernel neg(*ctx, vk::ElementwiseOp::Neg, {64}, {64}, {});
  const size_t past_range = range + (size_t(8) << 20);  // a part beyond the first range's end
  const auto data = random_floats(64, 3);
  ctx->upload({&arena, past_range, 256}, data.data(), 256);
  vk::CommandList list(ctx);
  neg.record(list, {&arena, past_range, 256}, {}, {&arena, past_range + 256, 256});
  std::vector<float> got(64);
  list.download({&arena, past_range + 256, 256}, got.data(), 256);
  list.run();
  for (size_t i = 0; i < 64; ++i) CHECK(got[i] == -data[i]);
  vk::CommandList too_big(ctx);
  CHECK_THROWS_AS(neg.record(too_big, {&arena, 0, range + 16}, {}, {&arena, range + 16, 256}), linrt::Error);
}
