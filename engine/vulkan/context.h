// The Vulkan compute layer: one Context per selected device (instance, device, compute queue,
// memory pools, pipeline registry and cache), buffers suballocated from large blocks, and
// CommandLists that record one run's uploads, dispatches and readbacks into a single command
// buffer with barriers only where a dispatch depends on an earlier write.
//
// The Vulkan loader is opened at run time (dlopen of libvulkan.so.1), so programs linking linrt
// start and run on the CPU on machines without Vulkan; every failure (no loader, no device, out
// of device memory, device lost, pipeline creation) is a linrt::Error of kind Device.
#pragma once

#include <cstddef>
#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "linrt/error.h"

#define VK_NO_PROTOTYPES
#include <vulkan/vulkan.h>

namespace linrt::engine::vk {

struct DeviceInfo {
  uint32_t index = 0;
  std::string name;
  std::string type;  // "discrete", "integrated", "virtual", "cpu", "other"
  uint32_t api_version = 0;
  bool has_compute = false;
  std::string describe() const;  // "vulkan:0  NVIDIA H200 (discrete, Vulkan 1.3.277)"
};

// Test hooks: make the next matching operation fail as the real failure would.
struct FaultInjection {
  std::string loader_name;         // non-empty: dlopen this instead of libvulkan.so.1
  int fail_allocation_after = -1;  // >= 0: vkAllocateMemory fails after this many successes
  bool fail_pipeline_creation = false;
  bool lose_device_on_submit = false;
  bool hide_fp16_storage = false;  // act as if the device lacked storageBuffer16BitAccess
  bool hide_int64 = false;         // act as if the device lacked shaderInt64
};

struct ContextOptions {
  int device_index = -1;               // -1: the first device with a compute queue, discrete first
  std::string pipeline_cache_path;     // non-empty: loaded at creation if present
  uint64_t submit_timeout_ns = 120'000'000'000ull;  // a run that takes longer is an error
  FaultInjection faults;
};

// Lists the devices of the installed Vulkan implementation. Throws Error(Device) when there is
// no loader or no instance can be created.
std::vector<DeviceInfo> list_devices(const FaultInjection& faults = {});

// Device-local memory of a device (index -1: the one a context with device_index -1 opens):
// the largest device-local heap, and what is free in it, from VK_EXT_memory_budget (budget
// minus usage) where the device has it, else half the heap. LINRT_VULKAN_MEMORY_BUDGET=N
// caps free_bytes at N (a test hook). Throws Error(Device) like list_devices.
struct DeviceMemoryInfo {
  uint32_t index = 0;
  uint64_t free_bytes = 0, total_bytes = 0;
  bool from_budget = false;  // free_bytes came from VK_EXT_memory_budget
};
DeviceMemoryInfo device_memory(int device_index, const FaultInjection& faults = {});

// Parses "vulkan" (-1) or "vulkan:N" (N). Throws Error(Invalid) for anything else.
int parse_device_spec(std::string_view spec);

class Context;

// A range of one pool block. Freed when the last DeviceBuffer owning it goes away.
class DeviceBuffer {
 public:
  DeviceBuffer() = default;
  DeviceBuffer(const DeviceBuffer&) = delete;
  DeviceBuffer& operator=(const DeviceBuffer&) = delete;
  DeviceBuffer(DeviceBuffer&& other) noexcept { *this = std::move(other); }
  DeviceBuffer& operator=(DeviceBuffer&& other) noexcept;
  ~DeviceBuffer() { release(); }

  VkBuffer handle() const { return buffer_; }
  size_t offset() const { return offset_; }  // of this range within handle()
  size_t size() const { return size_; }
  bool valid() const { return buffer_ != VK_NULL_HANDLE; }
  void release();

 private:
  friend class Context;
  friend class CommandList;
  struct Pool;
  std::shared_ptr<Pool> pool_;
  uint32_t block_ = 0;
  VkBuffer buffer_ = VK_NULL_HANDLE;
  size_t offset_ = 0, size_ = 0;
  uint8_t* mapped_ = nullptr;  // host-visible pools only
};

// A part of a buffer bound to one shader binding.
struct BufferView {
  const DeviceBuffer* buffer = nullptr;
  size_t offset = 0;  // bytes from the start of the buffer
  size_t bytes = 0;   // 0: the rest of the buffer
};

// One compute pipeline: shader module, layout with `num_bindings` storage buffers and a push
// constant block, specialization constants. Owned by the Context's registry.
struct Pipeline {
  std::string key;
  std::string shader;
  uint32_t num_bindings = 0;
  uint32_t push_bytes = 0;
  uint32_t local_size[3] = {1, 1, 1};
  VkShaderModule module = VK_NULL_HANDLE;
  VkDescriptorSetLayout set_layout = VK_NULL_HANDLE;
  VkPipelineLayout layout = VK_NULL_HANDLE;
  VkPipeline pipeline = VK_NULL_HANDLE;
};

struct PipelineDesc {
  std::string shader;                  // name of an embedded shader (shaders/<name>.comp)
  // When set, makes the SPIR-V instead (a shader generated at model load); called only when
  // the key has no pipeline yet. `shader` then names it in messages.
  std::function<std::vector<uint32_t>()> generate;
  std::vector<uint32_t> specialization;  // constant_id i gets specialization[i] (32-bit each)
  uint32_t num_bindings = 0;
  uint32_t push_bytes = 0;
  uint32_t local_size[3] = {1, 1, 1};  // must match the shader's constant_ids 100..102 if it uses them
};

struct ContextStats {
  size_t pipelines = 0;
  size_t pipeline_requests = 0;   // pipeline() calls: dispatch sites asking for a pipeline
  size_t memory_blocks = 0;       // live vkAllocateMemory blocks (device and staging pools)
  size_t live_buffers = 0;
  size_t device_bytes_in_use = 0;
};

class Context : public std::enable_shared_from_this<Context> {
 public:
  static std::shared_ptr<Context> create(const ContextOptions& options = {});
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  const DeviceInfo& info() const { return info_; }
  const VkPhysicalDeviceLimits& limits() const { return limits_; }

  // Device-local memory for tensors (and host-visible memory for staging).
  DeviceBuffer allocate(size_t bytes);
  // A buffer bound only in parts (a session's arena): it may exceed the storage-buffer range,
  // each binding of it may not.
  DeviceBuffer allocate_arena(size_t bytes);
  DeviceBuffer allocate_staging(size_t bytes);
  // Uploads/reads back through a staging buffer in one short submission (weights at load time).
  void upload(const BufferView& dst, const void* data, size_t bytes);
  void download(const BufferView& src, void* data, size_t bytes);

  // The pipeline registered under `key`, created from `desc` on first request. Thread-safe.
  const Pipeline& pipeline(const std::string& key, const PipelineDesc& desc);

  // The VkPipelineCache contents, and saving them to a file (Error(Io) on failure).
  std::vector<uint8_t> pipeline_cache_data() const;
  void save_pipeline_cache(const std::string& path) const;

  ContextStats stats() const;
  bool lost() const { return lost_; }
  // Whether the device has storageBuffer16BitAccess (enabled when it does): fp16 buffers.
  bool fp16_storage() const { return fp16_storage_; }
  // Whether the device has shaderInt64 (enabled when it does): 64-bit integer shaders.
  bool int64() const { return int64_; }

  // A 16-byte buffer bound to optional shader bindings that a dispatch does not use.
  const DeviceBuffer& dummy() const { return dummy_; }

  // Internal to the layer (CommandList).
  struct Api;
  const Api& api() const { return *api_; }
  VkDevice device() const { return device_; }
  uint32_t queue_family() const { return queue_family_; }
  void submit(VkCommandBuffer cmd);  // waits; throws Error(Device) on loss or timeout
  void check(VkResult result, const char* what) const;

 private:
  Context() = default;
  void init(const ContextOptions& options);
  std::shared_ptr<DeviceBuffer::Pool> make_pool(bool host_visible);
  DeviceBuffer allocate_from(const std::shared_ptr<DeviceBuffer::Pool>& pool, size_t bytes, bool bound_whole = true);

  std::shared_ptr<const Api> api_;
  FaultInjection faults_;
  uint64_t submit_timeout_ns_ = 0;
  VkInstance instance_ = VK_NULL_HANDLE;
  VkPhysicalDevice physical_ = VK_NULL_HANDLE;
  VkDevice device_ = VK_NULL_HANDLE;
  VkQueue queue_ = VK_NULL_HANDLE;
  uint32_t queue_family_ = 0;
  DeviceInfo info_;
  VkPhysicalDeviceLimits limits_{};
  bool fp16_storage_ = false;
  bool int64_ = false;
  VkPhysicalDeviceMemoryProperties memory_{};
  std::shared_ptr<DeviceBuffer::Pool> device_pool_, staging_pool_;
  DeviceBuffer dummy_;
  VkPipelineCache cache_ = VK_NULL_HANDLE;
  VkCommandPool transfer_pool_ = VK_NULL_HANDLE;  // for upload()/download(), under queue_mutex_
  mutable std::mutex pipelines_mutex_;
  std::map<std::string, std::unique_ptr<Pipeline>> pipelines_;
  size_t pipeline_requests_ = 0;
  std::mutex queue_mutex_;
  bool lost_ = false;
};

// One run: records uploads, dispatches and readbacks into one command buffer, then submits it.
// Barriers are inserted only before a command that reads or writes a range an earlier command
// (since the last barrier) wrote, or writes a range one read. Not thread-safe; one per session.
class CommandList {
 public:
  explicit CommandList(std::shared_ptr<Context> context);
  ~CommandList();
  CommandList(const CommandList&) = delete;
  CommandList& operator=(const CommandList&) = delete;

  // Copies `bytes` from host memory (copied now) into dst when the list runs.
  void upload(const BufferView& dst, const void* data, size_t bytes);
  // Fills dst with a 32-bit pattern.
  void fill(const BufferView& dst, uint32_t pattern);
  // Binds `bindings` (binding i = bindings[i]; `writes[i]` marks outputs), pushes constants and
  // dispatches groups. Groups beyond the device limit are an Error(Limit).
  void dispatch(const Pipeline& pipeline, std::span<const BufferView> bindings,
                std::span<const bool> writes, const void* push, size_t push_bytes,
                uint32_t groups_x, uint32_t groups_y = 1, uint32_t groups_z = 1);
  // Reads src back into host memory `data` (written when run() returns).
  void download(const BufferView& src, void* data, size_t bytes);
  // Submits, waits, copies readbacks. The list can then be reset() and recorded again.
  void run();
  void reset();

  size_t barriers() const { return barriers_; }
  size_t dispatches() const { return dispatches_; }
  Context& context() const { return *context_; }

 private:
  struct Range {
    VkBuffer buffer;
    size_t begin, end;
  };
  void begin_if_needed();
  void order_after(std::span<const Range> reads, std::span<const Range> writes);
  Range range_of(const BufferView& view) const;
  VkDescriptorSet allocate_set(const Pipeline& pipeline);

  std::shared_ptr<Context> context_;
  VkCommandPool pool_ = VK_NULL_HANDLE;
  VkCommandBuffer cmd_ = VK_NULL_HANDLE;
  std::vector<VkDescriptorPool> descriptor_pools_;
  size_t sets_in_last_pool_ = 0;
  bool recording_ = false;
  std::vector<Range> pending_writes_, pending_reads_;
  struct Staged {
    DeviceBuffer staging;
    void* host = nullptr;  // download target
    size_t bytes = 0;
  };
  std::vector<Staged> uploads_, downloads_;
  size_t barriers_ = 0, dispatches_ = 0;
};

}  // namespace linrt::engine::vk
