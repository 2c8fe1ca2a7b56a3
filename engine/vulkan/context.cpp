#include "engine/vulkan/context.h"

#include <dlfcn.h>

#include <algorithm>
#include <cstdlib>
#include <cstring>
#include <fstream>
#include <iterator>

#include "engine/vulkan/embedded_shaders.h"

namespace linrt::engine::vk {

// ---------------------------------------------------------------------------------------------
// The loader: dlopen'ed once per process (per loader name), its entry points resolved through
// vkGetInstanceProcAddr.

#define LINRT_VK_INSTANCE_FUNCTIONS(X)                                                          \
  X(vkDestroyInstance) X(vkEnumeratePhysicalDevices) X(vkGetPhysicalDeviceProperties)           \
  X(vkGetPhysicalDeviceQueueFamilyProperties) X(vkGetPhysicalDeviceMemoryProperties)            \
  X(vkCreateDevice) X(vkDestroyDevice) X(vkGetDeviceQueue) X(vkCreateBuffer) X(vkDestroyBuffer) \
  X(vkGetBufferMemoryRequirements) X(vkAllocateMemory) X(vkFreeMemory) X(vkBindBufferMemory)    \
  X(vkMapMemory) X(vkUnmapMemory) X(vkCreateShaderModule) X(vkDestroyShaderModule)              \
  X(vkCreateDescriptorSetLayout) X(vkDestroyDescriptorSetLayout) X(vkCreatePipelineLayout)      \
  X(vkDestroyPipelineLayout) X(vkCreateComputePipelines) X(vkDestroyPipeline)                   \
  X(vkCreatePipelineCache) X(vkDestroyPipelineCache) X(vkGetPipelineCacheData)                  \
  X(vkCreateDescriptorPool) X(vkDestroyDescriptorPool) X(vkAllocateDescriptorSets)              \
  X(vkUpdateDescriptorSets) X(vkCreateCommandPool) X(vkDestroyCommandPool)                      \
  X(vkResetCommandPool) X(vkAllocateCommandBuffers) X(vkBeginCommandBuffer)                     \
  X(vkEndCommandBuffer) X(vkCmdBindPipeline) X(vkCmdBindDescriptorSets) X(vkCmdPushConstants)   \
  X(vkCmdDispatch) X(vkCmdPipelineBarrier) X(vkCmdCopyBuffer) X(vkCmdFillBuffer)                \
  X(vkCreateFence) X(vkDestroyFence) X(vkQueueSubmit) X(vkWaitForFences) X(vkDeviceWaitIdle)   \
  X(vkGetPhysicalDeviceFeatures2) X(vkGetPhysicalDeviceMemoryProperties2)                        \
  X(vkEnumerateDeviceExtensionProperties)

struct Context::Api {
  void* library = nullptr;
  PFN_vkGetInstanceProcAddr vkGetInstanceProcAddr = nullptr;
  PFN_vkCreateInstance vkCreateInstance = nullptr;
#define LINRT_VK_DECLARE(name) PFN_##name name = nullptr;
  LINRT_VK_INSTANCE_FUNCTIONS(LINRT_VK_DECLARE)
#undef LINRT_VK_DECLARE
};

namespace {

const char* result_name(VkResult r) {
  switch (r) {
    case VK_SUCCESS: return "VK_SUCCESS";
    case VK_TIMEOUT: return "VK_TIMEOUT";
    case VK_ERROR_OUT_OF_HOST_MEMORY: return "VK_ERROR_OUT_OF_HOST_MEMORY";
    case VK_ERROR_OUT_OF_DEVICE_MEMORY: return "VK_ERROR_OUT_OF_DEVICE_MEMORY";
    case VK_ERROR_INITIALIZATION_FAILED: return "VK_ERROR_INITIALIZATION_FAILED";
    case VK_ERROR_DEVICE_LOST: return "VK_ERROR_DEVICE_LOST";
    case VK_ERROR_INCOMPATIBLE_DRIVER: return "VK_ERROR_INCOMPATIBLE_DRIVER";
    case VK_ERROR_LAYER_NOT_PRESENT: return "VK_ERROR_LAYER_NOT_PRESENT";
    case VK_ERROR_EXTENSION_NOT_PRESENT: return "VK_ERROR_EXTENSION_NOT_PRESENT";
    case VK_ERROR_FEATURE_NOT_PRESENT: return "VK_ERROR_FEATURE_NOT_PRESENT";
    case VK_ERROR_TOO_MANY_OBJECTS: return "VK_ERROR_TOO_MANY_OBJECTS";
    case VK_ERROR_FRAGMENTED_POOL: return "VK_ERROR_FRAGMENTED_POOL";
    case VK_ERROR_OUT_OF_POOL_MEMORY: return "VK_ERROR_OUT_OF_POOL_MEMORY";
    case VK_ERROR_INVALID_SHADER_NV: return "VK_ERROR_INVALID_SHADER_NV";
    default: return "VkResult error";
  }
}

Error device_error(const std::string& message) { return Error(ErrorKind::Device, "vulkan", message); }

std::shared_ptr<const Context::Api> load_api(const FaultInjection& faults) {
  static std::mutex mutex;
  static std::map<std::string, std::shared_ptr<const Context::Api>> loaded;
  const std::string name = faults.loader_name.empty() ? "libvulkan.so.1" : faults.loader_name;
  std::lock_guard lock(mutex);
  if (auto it = loaded.find(name); it != loaded.end()) return it->second;
  void* library = dlopen(name.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library)
    throw device_error("no Vulkan loader: cannot open " + name + " (install a Vulkan driver, e.g. "
                       "mesa-vulkan-drivers, or use the CPU device)");
  auto api = std::make_shared<Context::Api>();
  api->library = library;
  api->vkGetInstanceProcAddr =
      reinterpret_cast<PFN_vkGetInstanceProcAddr>(dlsym(library, "vkGetInstanceProcAddr"));
  if (!api->vkGetInstanceProcAddr) throw device_error("no Vulkan loader: " + name + " lacks vkGetInstanceProcAddr");
  api->vkCreateInstance = reinterpret_cast<PFN_vkCreateInstance>(
      api->vkGetInstanceProcAddr(VK_NULL_HANDLE, "vkCreateInstance"));
  if (!api->vkCreateInstance) throw device_error("no Vulkan loader: " + name + " lacks vkCreateInstance");
  loaded.emplace(name, api);
  return api;
}

// Resolves the instance-level entry points into a per-instance copy of the table.
std::shared_ptr<Context::Api> instance_api(const Context::Api& base, VkInstance instance) {
  auto api = std::make_shared<Context::Api>(base);
#define LINRT_VK_RESOLVE(name)                                                               \
  api->name = reinterpret_cast<PFN_##name>(api->vkGetInstanceProcAddr(instance, #name));     \
  if (!api->name) throw device_error("Vulkan loader lacks " #name);
  LINRT_VK_INSTANCE_FUNCTIONS(LINRT_VK_RESOLVE)
#undef LINRT_VK_RESOLVE
  return api;
}

VkInstance create_instance(const Context::Api& api) {
  VkApplicationInfo app{};
  app.sType = VK_STRUCTURE_TYPE_APPLICATION_INFO;
  app.pApplicationName = "linrt";
  app.pEngineName = "linrt";
  app.apiVersion = VK_API_VERSION_1_1;
  VkInstanceCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_INSTANCE_CREATE_INFO;
  info.pApplicationInfo = &app;
  VkInstance instance = VK_NULL_HANDLE;
  VkResult r = api.vkCreateInstance(&info, nullptr, &instance);
  if (r != VK_SUCCESS)
    throw device_error(std::string("no Vulkan device: vkCreateInstance failed (") + result_name(r) + ")");
  return instance;
}

const char* type_name(VkPhysicalDeviceType type) {
  switch (type) {
    case VK_PHYSICAL_DEVICE_TYPE_DISCRETE_GPU: return "discrete";
    case VK_PHYSICAL_DEVICE_TYPE_INTEGRATED_GPU: return "integrated";
    case VK_PHYSICAL_DEVICE_TYPE_VIRTUAL_GPU: return "virtual";
    case VK_PHYSICAL_DEVICE_TYPE_CPU: return "cpu";
    default: return "other";
  }
}

int compute_queue_family(const Context::Api& api, VkPhysicalDevice device) {
  uint32_t count = 0;
  api.vkGetPhysicalDeviceQueueFamilyProperties(device, &count, nullptr);
  std::vector<VkQueueFamilyProperties> families(count);
  api.vkGetPhysicalDeviceQueueFamilyProperties(device, &count, families.data());
  // Prefer a compute queue without graphics (a dedicated async-compute family), then any.
  for (uint32_t i = 0; i < count; ++i)
    if ((families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) && !(families[i].queueFlags & VK_QUEUE_GRAPHICS_BIT))
      return int(i);
  for (uint32_t i = 0; i < count; ++i)
    if (families[i].queueFlags & VK_QUEUE_COMPUTE_BIT) return int(i);
  return -1;
}

std::vector<VkPhysicalDevice> physical_devices(const Context::Api& api, VkInstance instance) {
  uint32_t count = 0;
  VkResult r = api.vkEnumeratePhysicalDevices(instance, &count, nullptr);
  if (r != VK_SUCCESS && r != VK_INCOMPLETE)
    throw device_error(std::string("no Vulkan device: vkEnumeratePhysicalDevices failed (") + result_name(r) + ")");
  std::vector<VkPhysicalDevice> devices(count);
  api.vkEnumeratePhysicalDevices(instance, &count, devices.data());
  devices.resize(count);
  return devices;
}

DeviceInfo describe_device(const Context::Api& api, VkPhysicalDevice device, uint32_t index) {
  VkPhysicalDeviceProperties props;
  api.vkGetPhysicalDeviceProperties(device, &props);
  DeviceInfo info;
  info.index = index;
  info.name = props.deviceName;
  info.type = type_name(props.deviceType);
  info.api_version = props.apiVersion;
  info.has_compute = compute_queue_family(api, device) >= 0;
  return info;
}

// The device a context opens: `requested` (>= 0), else the best one with a compute queue.
int choose_device(const Context::Api& api, const std::vector<VkPhysicalDevice>& devices, int requested) {
  if (devices.empty()) throw device_error("no Vulkan device: the Vulkan implementation reports no physical devices");
  int chosen = requested;
  if (chosen >= int(devices.size()))
    throw device_error("no Vulkan device vulkan:" + std::to_string(chosen) + " (" +
                       std::to_string(devices.size()) + " device(s) present; see --list-devices)");
  if (chosen < 0) {
    // Discrete GPUs first, then integrated, then anything with a compute queue.
    int best_rank = 99;
    for (uint32_t i = 0; i < devices.size(); ++i) {
      DeviceInfo d = describe_device(api, devices[i], i);
      if (!d.has_compute) continue;
      int rank = d.type == "discrete" ? 0 : d.type == "integrated" ? 1 : d.type == "virtual" ? 2 : 3;
      if (rank < best_rank) best_rank = rank, chosen = int(i);
    }
    if (chosen < 0) throw device_error("no Vulkan device with a compute queue");
  }
  return chosen;
}

size_t align_up(size_t value, size_t alignment) { return (value + alignment - 1) / alignment * alignment; }

}  // namespace

std::string DeviceInfo::describe() const {
  return "vulkan:" + std::to_string(index) + "  " + name + " (" + type + ", Vulkan " +
         std::to_string(VK_API_VERSION_MAJOR(api_version)) + "." +
         std::to_string(VK_API_VERSION_MINOR(api_version)) + "." +
         std::to_string(VK_API_VERSION_PATCH(api_version)) + (has_compute ? "" : ", no compute queue") + ")";
}

namespace {
// Runs f(api, physical devices) on a short-lived instance.
template <class F>
auto on_instance(const FaultInjection& faults, F f) {
  auto base = load_api(faults);
  VkInstance instance = create_instance(*base);
  try {
    auto api = instance_api(*base, instance);
    auto result = f(*api, physical_devices(*api, instance));
    api->vkDestroyInstance(instance, nullptr);
    return result;
  } catch (...) {
    reinterpret_cast<PFN_vkDestroyInstance>(base->vkGetInstanceProcAddr(instance, "vkDestroyInstance"))(instance, nullptr);
    throw;
  }
}

bool has_device_extension(const Context::Api& api, VkPhysicalDevice device, const char* name) {
  uint32_t count = 0;
  if (api.vkEnumerateDeviceExtensionProperties(device, nullptr, &count, nullptr) != VK_SUCCESS) return false;
  std::vector<VkExtensionProperties> extensions(count);
  if (api.vkEnumerateDeviceExtensionProperties(device, nullptr, &count, extensions.data()) != VK_SUCCESS) return false;
  return std::any_of(extensions.begin(), extensions.begin() + count,
                     [&](const VkExtensionProperties& e) { return std::strcmp(e.extensionName, name) == 0; });
}

// Test hook for programs built on the public API: LINRT_VULKAN_MEMORY_BUDGET=N caps the free
// memory device_memory reports at N bytes, as on a device that is nearly full.
uint64_t injected_memory_budget() {
  const char* v = std::getenv("LINRT_VULKAN_MEMORY_BUDGET");
  return v ? uint64_t(std::strtoull(v, nullptr, 10)) : 0;
}
}  // namespace

std::vector<DeviceInfo> list_devices(const FaultInjection& faults) {
  return on_instance(faults, [](const Context::Api& api, const std::vector<VkPhysicalDevice>& devices) {
    std::vector<DeviceInfo> result;
    for (uint32_t i = 0; i < devices.size(); ++i) result.push_back(describe_device(api, devices[i], i));
    return result;
  });
}

DeviceMemoryInfo device_memory(int device_index, const FaultInjection& faults) {
  return on_instance(faults, [&](const Context::Api& api, const std::vector<VkPhysicalDevice>& devices) {
    const int chosen = choose_device(api, devices, device_index);
    VkPhysicalDevice device = devices[chosen];
    VkPhysicalDeviceProperties props;
    api.vkGetPhysicalDeviceProperties(device, &props);
    VkPhysicalDeviceMemoryBudgetPropertiesEXT budget{};
    budget.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MEMORY_BUDGET_PROPERTIES_EXT;
    VkPhysicalDeviceMemoryProperties2 memory{};
    memory.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_MEMORY_PROPERTIES_2;
    DeviceMemoryInfo info;
    info.index = uint32_t(chosen);
    info.from_budget = props.apiVersion >= VK_API_VERSION_1_1 &&
                       has_device_extension(api, device, VK_EXT_MEMORY_BUDGET_EXTENSION_NAME);
    if (info.from_budget) {
      memory.pNext = &budget;
      api.vkGetPhysicalDeviceMemoryProperties2(device, &memory);
    } else {
      api.vkGetPhysicalDeviceMemoryProperties(device, &memory.memoryProperties);
    }
    // The largest device-local heap holds the tensors (the heap the device pool allocates from).
    const VkPhysicalDeviceMemoryProperties& m = memory.memoryProperties;
    uint32_t heap = 0;
    bool found = false;
    for (uint32_t i = 0; i < m.memoryHeapCount; ++i)
      if ((m.memoryHeaps[i].flags & VK_MEMORY_HEAP_DEVICE_LOCAL_BIT) &&
          (!found || m.memoryHeaps[i].size > m.memoryHeaps[heap].size))
        heap = i, found = true;
    if (m.memoryHeapCount == 0) throw device_error("Vulkan device " + std::to_string(chosen) + " reports no memory heaps");
    info.total_bytes = m.memoryHeaps[heap].size;
    if (info.from_budget) {
      const uint64_t b = budget.heapBudget[heap], used = budget.heapUsage[heap];
      info.free_bytes = std::min<uint64_t>(b > used ? b - used : 0, info.total_bytes);
    } else {
      // Without the extension nothing says what other programs hold: assume half the heap.
      info.free_bytes = info.total_bytes / 2;
    }
    if (const uint64_t cap = injected_memory_budget(); cap) info.free_bytes = std::min(info.free_bytes, cap);
    return info;
  });
}

int parse_device_spec(std::string_view spec) {
  if (spec == "vulkan") return -1;
  if (spec.substr(0, 7) == "vulkan:" && spec.size() > 7 && spec.size() <= 10 &&
      std::all_of(spec.begin() + 7, spec.end(), [](char c) { return c >= '0' && c <= '9'; }))
    return std::stoi(std::string(spec.substr(7)));
  throw Error(ErrorKind::Invalid, "", "unknown device '" + std::string(spec) + "' (expected vulkan or vulkan:N)");
}

// ---------------------------------------------------------------------------------------------
// Memory pools: a few large blocks per memory type, each bound to one VkBuffer; tensors are
// ranges of a block (first fit, neighbours merged on free).

struct DeviceBuffer::Pool {
  struct Block {
    VkDeviceMemory memory = VK_NULL_HANDLE;
    VkBuffer buffer = VK_NULL_HANDLE;
    size_t size = 0;
    uint8_t* mapped = nullptr;
    std::map<size_t, size_t> free;  // offset -> size
    size_t live = 0;
  };
  std::mutex mutex;
  const Context::Api* api = nullptr;
  std::shared_ptr<const Context::Api> api_owner;
  VkDevice device = VK_NULL_HANDLE;
  uint32_t memory_type = 0;
  bool host_visible = false;
  size_t block_size = 0;
  size_t alignment = 256;
  size_t heap_size = 0;
  std::vector<Block> blocks;  // a freed block keeps its slot (memory == null) so indices stay valid
  int* fail_after = nullptr;  // FaultInjection::fail_allocation_after of the context
  bool shut_down = false;
  size_t live_buffers = 0, bytes_in_use = 0;

  void destroy_block(Block& block) {
    if (block.buffer) api->vkDestroyBuffer(device, block.buffer, nullptr);
    if (block.mapped) api->vkUnmapMemory(device, block.memory);
    if (block.memory) api->vkFreeMemory(device, block.memory, nullptr);
    block = Block{};
  }

  void release(uint32_t index, size_t offset, size_t size) {
    std::lock_guard lock(mutex);
    if (shut_down) return;
    Block& block = blocks[index];
    auto [it, inserted] = block.free.emplace(offset, size);
    if (auto next = std::next(it); next != block.free.end() && it->first + it->second == next->first) {
      it->second += next->second;
      block.free.erase(next);
    }
    if (it != block.free.begin()) {
      auto prev = std::prev(it);
      if (prev->first + prev->second == it->first) {
        prev->second += it->second;
        block.free.erase(it);
      }
    }
    --block.live;
    --live_buffers;
    bytes_in_use -= size;
    // Give an empty block back unless it is the only one (keeps steady-state runs allocation-free).
    size_t nonempty = std::count_if(blocks.begin(), blocks.end(), [](const Block& b) { return b.memory != VK_NULL_HANDLE; });
    if (block.live == 0 && nonempty > 1) destroy_block(block);
  }

  void shutdown() {
    std::lock_guard lock(mutex);
    for (Block& block : blocks) destroy_block(block);
    shut_down = true;
  }
};

DeviceBuffer& DeviceBuffer::operator=(DeviceBuffer&& other) noexcept {
  if (this != &other) {
    release();
    pool_ = std::move(other.pool_);
    block_ = other.block_;
    buffer_ = other.buffer_;
    offset_ = other.offset_;
    size_ = other.size_;
    mapped_ = other.mapped_;
    other.buffer_ = VK_NULL_HANDLE;
    other.mapped_ = nullptr;
    other.size_ = 0;
  }
  return *this;
}

void DeviceBuffer::release() {
  if (pool_ && buffer_ != VK_NULL_HANDLE) pool_->release(block_, offset_, size_);
  pool_.reset();
  buffer_ = VK_NULL_HANDLE;
  mapped_ = nullptr;
  size_ = 0;
}

// ---------------------------------------------------------------------------------------------

std::shared_ptr<Context> Context::create(const ContextOptions& options) {
  std::shared_ptr<Context> context(new Context());
  context->init(options);
  return context;
}

void Context::check(VkResult result, const char* what) const {
  if (result == VK_SUCCESS) return;
  if (result == VK_ERROR_DEVICE_LOST) throw device_error(std::string("device lost during ") + what);
  if (result == VK_ERROR_OUT_OF_DEVICE_MEMORY || result == VK_ERROR_OUT_OF_HOST_MEMORY)
    throw device_error(std::string("out of device memory during ") + what + " (" + result_name(result) + ")");
  throw device_error(std::string(what) + " failed (" + result_name(result) + ")");
}

void Context::init(const ContextOptions& options) {
  faults_ = options.faults;
  faults_.fail_allocation_after = -1;  // injected allocation failures start once the context exists
  submit_timeout_ns_ = options.submit_timeout_ns;
  auto base = load_api(faults_);
  instance_ = create_instance(*base);
  try {
    api_ = instance_api(*base, instance_);
  } catch (...) {
    reinterpret_cast<PFN_vkDestroyInstance>(base->vkGetInstanceProcAddr(instance_, "vkDestroyInstance"))(instance_, nullptr);
    instance_ = VK_NULL_HANDLE;
    throw;
  }
  const Api& vk = *api_;
  auto devices = physical_devices(vk, instance_);
  const int chosen = choose_device(vk, devices, options.device_index);
  physical_ = devices[chosen];
  info_ = describe_device(vk, physical_, uint32_t(chosen));
  if (!info_.has_compute) throw device_error("Vulkan device " + info_.describe() + " has no compute queue");
  VkPhysicalDeviceProperties props;
  vk.vkGetPhysicalDeviceProperties(physical_, &props);
  limits_ = props.limits;
  vk.vkGetPhysicalDeviceMemoryProperties(physical_, &memory_);
  queue_family_ = uint32_t(compute_queue_family(vk, physical_));

  float priority = 1.0f;
  VkDeviceQueueCreateInfo queue_info{};
  queue_info.sType = VK_STRUCTURE_TYPE_DEVICE_QUEUE_CREATE_INFO;
  queue_info.queueFamilyIndex = queue_family_;
  queue_info.queueCount = 1;
  queue_info.pQueuePriorities = &priority;
  // 16-bit storage (fp16 weights, SessionOptions::vulkan_fp16) is enabled where it exists.
  VkPhysicalDevice16BitStorageFeatures storage16{};
  storage16.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES;
  VkPhysicalDeviceFeatures2 features{};
  features.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_FEATURES_2;
  features.pNext = &storage16;
  vk.vkGetPhysicalDeviceFeatures2(physical_, &features);
  fp16_storage_ = storage16.storageBuffer16BitAccess && !faults_.hide_fp16_storage;
  // 64-bit integers in shaders (generic.scalar's index arithmetic), likewise.
  int64_ = features.features.shaderInt64 && !faults_.hide_int64;
  VkPhysicalDeviceFeatures enabled{};
  enabled.shaderInt64 = int64_ ? VK_TRUE : VK_FALSE;
  VkPhysicalDevice16BitStorageFeatures enable16{};
  enable16.sType = VK_STRUCTURE_TYPE_PHYSICAL_DEVICE_16BIT_STORAGE_FEATURES;
  enable16.storageBuffer16BitAccess = VK_TRUE;
  VkDeviceCreateInfo device_info{};
  device_info.sType = VK_STRUCTURE_TYPE_DEVICE_CREATE_INFO;
  device_info.pNext = fp16_storage_ ? &enable16 : nullptr;
  device_info.queueCreateInfoCount = 1;
  device_info.pQueueCreateInfos = &queue_info;
  device_info.pEnabledFeatures = &enabled;
  check(vk.vkCreateDevice(physical_, &device_info, nullptr, &device_), "vkCreateDevice");
  vk.vkGetDeviceQueue(device_, queue_family_, 0, &queue_);

  device_pool_ = make_pool(false);
  staging_pool_ = make_pool(true);

  std::vector<char> cache_bytes;
  if (!options.pipeline_cache_path.empty()) {
    std::ifstream in(options.pipeline_cache_path, std::ios::binary);
    if (in) cache_bytes.assign(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
  }
  VkPipelineCacheCreateInfo cache_info{};
  cache_info.sType = VK_STRUCTURE_TYPE_PIPELINE_CACHE_CREATE_INFO;
  cache_info.initialDataSize = cache_bytes.size();
  cache_info.pInitialData = cache_bytes.empty() ? nullptr : cache_bytes.data();
  // A cache from another driver or device is ignored by the implementation (its header names the
  // vendor, device and cache UUID), so a stale file costs a recompile, never a failure; retry
  // empty if the implementation rejects the data outright.
  if (vk.vkCreatePipelineCache(device_, &cache_info, nullptr, &cache_) != VK_SUCCESS) {
    cache_info.initialDataSize = 0;
    cache_info.pInitialData = nullptr;
    check(vk.vkCreatePipelineCache(device_, &cache_info, nullptr, &cache_), "vkCreatePipelineCache");
  }

  VkCommandPoolCreateInfo pool_info{};
  pool_info.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  pool_info.flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT;
  pool_info.queueFamilyIndex = queue_family_;
  check(vk.vkCreateCommandPool(device_, &pool_info, nullptr, &transfer_pool_), "vkCreateCommandPool");
  dummy_ = allocate(16);
  faults_.fail_allocation_after = options.faults.fail_allocation_after;
}

Context::~Context() {
  if (!api_) return;
  const Api& vk = *api_;
  if (device_) {
    vk.vkDeviceWaitIdle(device_);
    dummy_.release();
    for (auto& [key, p] : pipelines_) {
      vk.vkDestroyPipeline(device_, p->pipeline, nullptr);
      vk.vkDestroyPipelineLayout(device_, p->layout, nullptr);
      vk.vkDestroyDescriptorSetLayout(device_, p->set_layout, nullptr);
      vk.vkDestroyShaderModule(device_, p->module, nullptr);
    }
    if (device_pool_) device_pool_->shutdown();
    if (staging_pool_) staging_pool_->shutdown();
    if (transfer_pool_) vk.vkDestroyCommandPool(device_, transfer_pool_, nullptr);
    if (cache_) vk.vkDestroyPipelineCache(device_, cache_, nullptr);
    vk.vkDestroyDevice(device_, nullptr);
  }
  if (instance_) vk.vkDestroyInstance(instance_, nullptr);
}

std::shared_ptr<DeviceBuffer::Pool> Context::make_pool(bool host_visible) {
  auto pool = std::make_shared<DeviceBuffer::Pool>();
  pool->api = api_.get();
  pool->api_owner = api_;
  pool->device = device_;
  pool->host_visible = host_visible;
  pool->fail_after = &faults_.fail_allocation_after;
  pool->alignment = std::max<size_t>({size_t(limits_.minStorageBufferOffsetAlignment), 16, 256});
  // Every tensor range must be bindable as one storage buffer, so blocks never exceed the range
  // limit; 256 MiB blocks otherwise keep the number of allocations small.
  pool->block_size = std::min<size_t>(size_t(256) << 20, limits_.maxStorageBufferRange);
  const VkMemoryPropertyFlags want = host_visible
      ? (VK_MEMORY_PROPERTY_HOST_VISIBLE_BIT | VK_MEMORY_PROPERTY_HOST_COHERENT_BIT)
      : VK_MEMORY_PROPERTY_DEVICE_LOCAL_BIT;
  // Storage-buffer memory types: ask with a probe buffer which types a buffer may use.
  VkBufferCreateInfo probe_info{};
  probe_info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  probe_info.size = 256;
  probe_info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  VkBuffer probe;
  check(api_->vkCreateBuffer(device_, &probe_info, nullptr, &probe), "vkCreateBuffer");
  VkMemoryRequirements req;
  api_->vkGetBufferMemoryRequirements(device_, probe, &req);
  api_->vkDestroyBuffer(device_, probe, nullptr);
  int found = -1;
  for (uint32_t i = 0; i < memory_.memoryTypeCount && found < 0; ++i)
    if ((req.memoryTypeBits & (1u << i)) && (memory_.memoryTypes[i].propertyFlags & want) == want) found = int(i);
  if (found < 0 && !host_visible)  // a device without device-local memory types: take any
    for (uint32_t i = 0; i < memory_.memoryTypeCount && found < 0; ++i)
      if (req.memoryTypeBits & (1u << i)) found = int(i);
  if (found < 0) throw device_error(std::string("no ") + (host_visible ? "host-visible" : "device") + " memory type for storage buffers");
  pool->memory_type = uint32_t(found);
  pool->heap_size = memory_.memoryHeaps[memory_.memoryTypes[found].heapIndex].size;
  return pool;
}

namespace {
// Fault injection for programs built on the public API (linrt-upscale's tests, which cannot
// reach ContextOptions): LINRT_VULKAN_FAIL_ALLOCATIONS_OVER=N makes every device-memory
// allocation of more than N bytes fail as a full device would.
size_t injected_allocation_limit() {
  static const size_t limit = [] {
    const char* v = std::getenv("LINRT_VULKAN_FAIL_ALLOCATIONS_OVER");
    return v ? size_t(std::strtoull(v, nullptr, 10)) : size_t(0);
  }();
  return limit;
}
}  // namespace

DeviceBuffer Context::allocate_from(const std::shared_ptr<DeviceBuffer::Pool>& pool, size_t bytes, bool bound_whole) {
  if (lost_) throw device_error("device lost");
  bytes = align_up(std::max<size_t>(bytes, 4), 16);
  if (const size_t limit = injected_allocation_limit(); limit && bytes > limit && pool == device_pool_)
    throw device_error("out of device memory during vkAllocateMemory of " + std::to_string(bytes) +
                       " bytes (VK_ERROR_OUT_OF_DEVICE_MEMORY, injected)");
  if (bound_whole && bytes > limits_.maxStorageBufferRange)
    throw Error(ErrorKind::Limit, "vulkan", "a tensor of " + std::to_string(bytes) +
                " bytes exceeds the device's storage buffer range of " +
                std::to_string(limits_.maxStorageBufferRange) + " bytes");
  std::lock_guard lock(pool->mutex);
  auto take = [&](uint32_t index) -> DeviceBuffer {
    auto& block = pool->blocks[index];
    for (auto it = block.free.begin(); it != block.free.end(); ++it) {
      size_t start = align_up(it->first, pool->alignment);
      size_t pad = start - it->first;
      if (it->second < pad + bytes) continue;
      size_t free_offset = it->first, free_size = it->second;
      block.free.erase(it);
      if (pad) block.free.emplace(free_offset, pad);
      if (free_size > pad + bytes) block.free.emplace(start + bytes, free_size - pad - bytes);
      ++block.live;
      ++pool->live_buffers;
      // A range keeps its leading padding out of the free list until it comes back; account for
      // it as part of the range so that release() restores the whole piece.
      DeviceBuffer b;
      b.pool_ = pool;
      b.block_ = index;
      b.buffer_ = block.buffer;
      b.offset_ = start;
      b.size_ = bytes;
      b.mapped_ = block.mapped ? block.mapped + start : nullptr;
      pool->bytes_in_use += bytes;
      return b;
    }
    return DeviceBuffer();
  };
  for (uint32_t i = 0; i < pool->blocks.size(); ++i)
    if (pool->blocks[i].memory)
      if (DeviceBuffer b = take(i); b.valid()) return b;

  // A new block.
  size_t block_bytes = std::max(pool->block_size, align_up(bytes, pool->alignment));
  if (block_bytes > pool->heap_size)
    throw device_error("out of device memory: " + std::to_string(bytes) + " bytes requested, heap holds " +
                       std::to_string(pool->heap_size));
  if (*pool->fail_after == 0)
    throw device_error("out of device memory during vkAllocateMemory (VK_ERROR_OUT_OF_DEVICE_MEMORY, injected)");
  if (*pool->fail_after > 0) --*pool->fail_after;
  DeviceBuffer::Pool::Block block;
  block.size = block_bytes;
  VkMemoryAllocateInfo alloc{};
  alloc.sType = VK_STRUCTURE_TYPE_MEMORY_ALLOCATE_INFO;
  alloc.allocationSize = block_bytes;
  alloc.memoryTypeIndex = pool->memory_type;
  VkResult r = api_->vkAllocateMemory(device_, &alloc, nullptr, &block.memory);
  if (r != VK_SUCCESS && block_bytes > bytes) {
    // Memory is tight: try a block of exactly the requested size.
    alloc.allocationSize = block.size = align_up(bytes, pool->alignment);
    r = api_->vkAllocateMemory(device_, &alloc, nullptr, &block.memory);
  }
  check(r, "vkAllocateMemory");
  VkBufferCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_BUFFER_CREATE_INFO;
  info.size = block.size;
  info.usage = VK_BUFFER_USAGE_STORAGE_BUFFER_BIT | VK_BUFFER_USAGE_TRANSFER_SRC_BIT | VK_BUFFER_USAGE_TRANSFER_DST_BIT;
  info.sharingMode = VK_SHARING_MODE_EXCLUSIVE;
  r = api_->vkCreateBuffer(device_, &info, nullptr, &block.buffer);
  if (r == VK_SUCCESS) r = api_->vkBindBufferMemory(device_, block.buffer, block.memory, 0);
  if (r == VK_SUCCESS && pool->host_visible)
    r = api_->vkMapMemory(device_, block.memory, 0, VK_WHOLE_SIZE, 0, reinterpret_cast<void**>(&block.mapped));
  if (r != VK_SUCCESS) {
    pool->destroy_block(block);
    check(r, "creating a buffer block");
  }
  block.free.emplace(0, block.size);
  uint32_t index = 0;
  while (index < pool->blocks.size() && pool->blocks[index].memory) ++index;
  if (index == pool->blocks.size()) pool->blocks.emplace_back();
  pool->blocks[index] = std::move(block);
  return take(index);
}

DeviceBuffer Context::allocate(size_t bytes) { return allocate_from(device_pool_, bytes); }
DeviceBuffer Context::allocate_arena(size_t bytes) { return allocate_from(device_pool_, bytes, false); }
DeviceBuffer Context::allocate_staging(size_t bytes) { return allocate_from(staging_pool_, bytes); }

void Context::submit(VkCommandBuffer cmd) {
  const Api& vk = *api_;
  std::lock_guard lock(queue_mutex_);
  if (lost_) throw device_error("device lost (an earlier run failed; create a new context)");
  if (faults_.lose_device_on_submit) {
    lost_ = true;
    throw device_error("device lost during vkQueueSubmit (VK_ERROR_DEVICE_LOST, injected)");
  }
  VkFenceCreateInfo fence_info{};
  fence_info.sType = VK_STRUCTURE_TYPE_FENCE_CREATE_INFO;
  VkFence fence;
  check(vk.vkCreateFence(device_, &fence_info, nullptr, &fence), "vkCreateFence");
  VkSubmitInfo submit{};
  submit.sType = VK_STRUCTURE_TYPE_SUBMIT_INFO;
  submit.commandBufferCount = 1;
  submit.pCommandBuffers = &cmd;
  VkResult r = vk.vkQueueSubmit(queue_, 1, &submit, fence);
  if (r == VK_SUCCESS) r = vk.vkWaitForFences(device_, 1, &fence, VK_TRUE, submit_timeout_ns_);
  if (r == VK_TIMEOUT) {
    // The work may still be running: the device is unusable until it finishes, so treat it
    // as lost rather than destroying resources it may still read.
    lost_ = true;
    vk.vkDeviceWaitIdle(device_);
    vk.vkDestroyFence(device_, fence, nullptr);
    throw device_error("a run took longer than " + std::to_string(submit_timeout_ns_ / 1000000000) + " s");
  }
  vk.vkDestroyFence(device_, fence, nullptr);
  if (r == VK_ERROR_DEVICE_LOST) lost_ = true;
  check(r, "vkQueueSubmit");
}

void Context::upload(const BufferView& dst, const void* data, size_t bytes) {
  CommandList list(shared_from_this());
  list.upload(dst, data, bytes);
  list.run();
}

void Context::download(const BufferView& src, void* data, size_t bytes) {
  CommandList list(shared_from_this());
  list.download(src, data, bytes);
  list.run();
}

const Pipeline& Context::pipeline(const std::string& key, const PipelineDesc& desc) {
  std::lock_guard lock(pipelines_mutex_);
  ++pipeline_requests_;
  if (auto it = pipelines_.find(key); it != pipelines_.end()) return *it->second;
  if (lost_) throw device_error("device lost");
  const Api& vk = *api_;
  std::vector<uint32_t> code;
  if (desc.generate) {
    code = desc.generate();
  } else {
    const EmbeddedShader* shader = nullptr;
    for (const EmbeddedShader& s : embedded_shaders())
      if (s.name == desc.shader) shader = &s;
    if (!shader) throw Error(ErrorKind::Unsupported, "vulkan", "no embedded shader named '" + desc.shader + "'");
    code.resize(shader->size / 4);
    std::memcpy(code.data(), shader->spirv, shader->size);
  }
  if (desc.push_bytes > limits_.maxPushConstantsSize)
    throw device_error("shader " + desc.shader + " needs " + std::to_string(desc.push_bytes) +
                       " bytes of push constants, the device offers " + std::to_string(limits_.maxPushConstantsSize));
  for (int d = 0; d < 3; ++d)
    if (desc.local_size[d] > limits_.maxComputeWorkGroupSize[d])
      throw device_error("shader " + desc.shader + ": workgroup size exceeds the device limit");

  auto p = std::make_unique<Pipeline>();
  p->key = key;
  p->shader = desc.shader;
  p->num_bindings = desc.num_bindings;
  p->push_bytes = desc.push_bytes;
  std::copy(desc.local_size, desc.local_size + 3, p->local_size);
  auto destroy = [&] {
    if (p->pipeline) vk.vkDestroyPipeline(device_, p->pipeline, nullptr);
    if (p->layout) vk.vkDestroyPipelineLayout(device_, p->layout, nullptr);
    if (p->set_layout) vk.vkDestroyDescriptorSetLayout(device_, p->set_layout, nullptr);
    if (p->module) vk.vkDestroyShaderModule(device_, p->module, nullptr);
  };
  try {
    VkShaderModuleCreateInfo module_info{};
    module_info.sType = VK_STRUCTURE_TYPE_SHADER_MODULE_CREATE_INFO;
    module_info.codeSize = code.size() * 4;
    module_info.pCode = code.data();
    check(vk.vkCreateShaderModule(device_, &module_info, nullptr, &p->module), "vkCreateShaderModule");

    std::vector<VkDescriptorSetLayoutBinding> bindings(desc.num_bindings);
    for (uint32_t i = 0; i < desc.num_bindings; ++i) {
      bindings[i] = {};
      bindings[i].binding = i;
      bindings[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
      bindings[i].descriptorCount = 1;
      bindings[i].stageFlags = VK_SHADER_STAGE_COMPUTE_BIT;
    }
    VkDescriptorSetLayoutCreateInfo set_info{};
    set_info.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_LAYOUT_CREATE_INFO;
    set_info.bindingCount = desc.num_bindings;
    set_info.pBindings = bindings.data();
    check(vk.vkCreateDescriptorSetLayout(device_, &set_info, nullptr, &p->set_layout), "vkCreateDescriptorSetLayout");

    VkPushConstantRange push{VK_SHADER_STAGE_COMPUTE_BIT, 0, desc.push_bytes};
    VkPipelineLayoutCreateInfo layout_info{};
    layout_info.sType = VK_STRUCTURE_TYPE_PIPELINE_LAYOUT_CREATE_INFO;
    layout_info.setLayoutCount = 1;
    layout_info.pSetLayouts = &p->set_layout;
    layout_info.pushConstantRangeCount = desc.push_bytes ? 1 : 0;
    layout_info.pPushConstantRanges = &push;
    check(vk.vkCreatePipelineLayout(device_, &layout_info, nullptr, &p->layout), "vkCreatePipelineLayout");

    // Specialization: constant_id i <- specialization[i]; 100..102 <- the workgroup size.
    std::vector<uint32_t> values = desc.specialization;
    std::vector<VkSpecializationMapEntry> entries;
    for (uint32_t i = 0; i < values.size(); ++i) entries.push_back({i, i * 4, 4});
    for (uint32_t d = 0; d < 3; ++d) {
      entries.push_back({100 + d, uint32_t(values.size() * 4), 4});
      values.push_back(desc.local_size[d]);
    }
    VkSpecializationInfo spec{uint32_t(entries.size()), entries.data(), values.size() * 4, values.data()};
    VkComputePipelineCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_COMPUTE_PIPELINE_CREATE_INFO;
    info.stage = {};
    info.stage.sType = VK_STRUCTURE_TYPE_PIPELINE_SHADER_STAGE_CREATE_INFO;
    info.stage.stage = VK_SHADER_STAGE_COMPUTE_BIT;
    info.stage.module = p->module;
    info.stage.pName = "main";
    info.stage.pSpecializationInfo = &spec;
    info.layout = p->layout;
    if (faults_.fail_pipeline_creation)
      throw device_error("vkCreateComputePipelines failed for " + desc.shader + " (VK_ERROR_OUT_OF_DEVICE_MEMORY, injected)");
    check(vk.vkCreateComputePipelines(device_, cache_, 1, &info, nullptr, &p->pipeline), "vkCreateComputePipelines");
  } catch (...) {
    destroy();
    throw;
  }
  return *pipelines_.emplace(key, std::move(p)).first->second;
}

std::vector<uint8_t> Context::pipeline_cache_data() const {
  size_t size = 0;
  check(api_->vkGetPipelineCacheData(device_, cache_, &size, nullptr), "vkGetPipelineCacheData");
  std::vector<uint8_t> data(size);
  check(api_->vkGetPipelineCacheData(device_, cache_, &size, data.data()), "vkGetPipelineCacheData");
  data.resize(size);
  return data;
}

void Context::save_pipeline_cache(const std::string& path) const {
  std::vector<uint8_t> data = pipeline_cache_data();
  std::ofstream out(path, std::ios::binary | std::ios::trunc);
  out.write(reinterpret_cast<const char*>(data.data()), std::streamsize(data.size()));
  if (!out) throw Error(ErrorKind::Io, path, "cannot write the Vulkan pipeline cache");
}

ContextStats Context::stats() const {
  ContextStats s;
  {
    std::lock_guard lock(pipelines_mutex_);
    s.pipelines = pipelines_.size();
    s.pipeline_requests = pipeline_requests_;
  }
  for (const auto* pool : {device_pool_.get(), staging_pool_.get()}) {
    if (!pool) continue;
    std::lock_guard lock(const_cast<DeviceBuffer::Pool*>(pool)->mutex);
    for (const auto& b : pool->blocks) s.memory_blocks += b.memory != VK_NULL_HANDLE;
    s.live_buffers += pool->live_buffers;
    if (pool == device_pool_.get()) s.device_bytes_in_use = pool->bytes_in_use;
  }
  return s;
}

// ---------------------------------------------------------------------------------------------

CommandList::CommandList(std::shared_ptr<Context> context) : context_(std::move(context)) {
  VkCommandPoolCreateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_COMMAND_POOL_CREATE_INFO;
  info.flags = VK_COMMAND_POOL_CREATE_TRANSIENT_BIT;
  info.queueFamilyIndex = context_->queue_family();
  context_->check(context_->api().vkCreateCommandPool(context_->device(), &info, nullptr, &pool_), "vkCreateCommandPool");
}

CommandList::~CommandList() {
  const auto& vk = context_->api();
  for (VkDescriptorPool p : descriptor_pools_) vk.vkDestroyDescriptorPool(context_->device(), p, nullptr);
  vk.vkDestroyCommandPool(context_->device(), pool_, nullptr);
}

void CommandList::begin_if_needed() {
  if (recording_) return;
  const auto& vk = context_->api();
  if (!cmd_) {
    VkCommandBufferAllocateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_ALLOCATE_INFO;
    info.commandPool = pool_;
    info.level = VK_COMMAND_BUFFER_LEVEL_PRIMARY;
    info.commandBufferCount = 1;
    context_->check(vk.vkAllocateCommandBuffers(context_->device(), &info, &cmd_), "vkAllocateCommandBuffers");
  }
  VkCommandBufferBeginInfo begin{};
  begin.sType = VK_STRUCTURE_TYPE_COMMAND_BUFFER_BEGIN_INFO;
  begin.flags = VK_COMMAND_BUFFER_USAGE_ONE_TIME_SUBMIT_BIT;
  context_->check(vk.vkBeginCommandBuffer(cmd_, &begin), "vkBeginCommandBuffer");
  recording_ = true;
}

CommandList::Range CommandList::range_of(const BufferView& view) const {
  const DeviceBuffer& b = *view.buffer;
  size_t bytes = view.bytes ? view.bytes : b.size() - view.offset;
  if (view.offset + bytes > b.size())
    throw Error(ErrorKind::Invalid, "vulkan", "buffer view [" + std::to_string(view.offset) + ", +" +
                std::to_string(bytes) + ") exceeds its buffer of " + std::to_string(b.size()) + " bytes");
  return {b.handle(), b.offset() + view.offset, b.offset() + view.offset + bytes};
}

void CommandList::order_after(std::span<const Range> reads, std::span<const Range> writes) {
  auto overlaps = [](const Range& a, const std::vector<Range>& set) {
    for (const Range& b : set)
      if (a.buffer == b.buffer && a.begin < b.end && b.begin < a.end) return true;
    return false;
  };
  bool hazard = false;
  for (const Range& r : reads) hazard = hazard || overlaps(r, pending_writes_);
  for (const Range& w : writes) hazard = hazard || overlaps(w, pending_writes_) || overlaps(w, pending_reads_);
  if (hazard) {
    VkMemoryBarrier barrier{};
    barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    barrier.srcAccessMask = VK_ACCESS_SHADER_WRITE_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_SHADER_READ_BIT | VK_ACCESS_SHADER_WRITE_BIT |
                            VK_ACCESS_TRANSFER_READ_BIT | VK_ACCESS_TRANSFER_WRITE_BIT;
    const VkPipelineStageFlags stages = VK_PIPELINE_STAGE_COMPUTE_SHADER_BIT | VK_PIPELINE_STAGE_TRANSFER_BIT;
    context_->api().vkCmdPipelineBarrier(cmd_, stages, stages, 0, 1, &barrier, 0, nullptr, 0, nullptr);
    ++barriers_;
    pending_writes_.clear();
    pending_reads_.clear();
  }
  pending_reads_.insert(pending_reads_.end(), reads.begin(), reads.end());
  pending_writes_.insert(pending_writes_.end(), writes.begin(), writes.end());
}

void CommandList::upload(const BufferView& dst, const void* data, size_t bytes) {
  begin_if_needed();
  Range target = range_of({dst.buffer, dst.offset, bytes});
  Staged staged{context_->allocate_staging(bytes), nullptr, bytes};
  std::memcpy(staged.staging.mapped_, data, bytes);
  // The host wrote the staging memory before submission, which orders it; only the device
  // side needs ordering.
  order_after({}, std::span(&target, 1));
  VkBufferCopy copy{staged.staging.offset(), target.begin, bytes};
  context_->api().vkCmdCopyBuffer(cmd_, staged.staging.handle(), target.buffer, 1, &copy);
  uploads_.push_back(std::move(staged));
}

void CommandList::fill(const BufferView& dst, uint32_t pattern) {
  begin_if_needed();
  Range target = range_of(dst);
  order_after({}, std::span(&target, 1));
  context_->api().vkCmdFillBuffer(cmd_, target.buffer, target.begin, (target.end - target.begin) / 4 * 4, pattern);
}

void CommandList::download(const BufferView& src, void* data, size_t bytes) {
  begin_if_needed();
  Range source = range_of({src.buffer, src.offset, bytes});
  Staged staged{context_->allocate_staging(bytes), data, bytes};
  Range staging_range{staged.staging.handle(), staged.staging.offset(), staged.staging.offset() + bytes};
  order_after(std::span(&source, 1), std::span(&staging_range, 1));
  VkBufferCopy copy{source.begin, staged.staging.offset(), bytes};
  context_->api().vkCmdCopyBuffer(cmd_, source.buffer, staged.staging.handle(), 1, &copy);
  downloads_.push_back(std::move(staged));
}

VkDescriptorSet CommandList::allocate_set(const Pipeline& pipeline) {
  const auto& vk = context_->api();
  constexpr uint32_t kSetsPerPool = 256, kBindingsPerSet = 8;
  if (descriptor_pools_.empty() || sets_in_last_pool_ == kSetsPerPool || pipeline.num_bindings > kBindingsPerSet) {
    VkDescriptorPoolSize size{VK_DESCRIPTOR_TYPE_STORAGE_BUFFER, kSetsPerPool * std::max(kBindingsPerSet, pipeline.num_bindings)};
    VkDescriptorPoolCreateInfo info{};
    info.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_POOL_CREATE_INFO;
    info.maxSets = kSetsPerPool;
    info.poolSizeCount = 1;
    info.pPoolSizes = &size;
    VkDescriptorPool pool;
    context_->check(vk.vkCreateDescriptorPool(context_->device(), &info, nullptr, &pool), "vkCreateDescriptorPool");
    descriptor_pools_.push_back(pool);
    sets_in_last_pool_ = 0;
  }
  VkDescriptorSetAllocateInfo info{};
  info.sType = VK_STRUCTURE_TYPE_DESCRIPTOR_SET_ALLOCATE_INFO;
  info.descriptorPool = descriptor_pools_.back();
  info.descriptorSetCount = 1;
  info.pSetLayouts = &pipeline.set_layout;
  VkDescriptorSet set;
  context_->check(vk.vkAllocateDescriptorSets(context_->device(), &info, &set), "vkAllocateDescriptorSets");
  ++sets_in_last_pool_;
  return set;
}

void CommandList::dispatch(const Pipeline& pipeline, std::span<const BufferView> bindings,
                           std::span<const bool> writes, const void* push, size_t push_bytes,
                           uint32_t groups_x, uint32_t groups_y, uint32_t groups_z) {
  if (bindings.size() != pipeline.num_bindings || writes.size() != bindings.size())
    throw Error(ErrorKind::Invalid, "vulkan", pipeline.shader + ": expected " + std::to_string(pipeline.num_bindings) +
                " bindings, got " + std::to_string(bindings.size()));
  if (push_bytes != pipeline.push_bytes)
    throw Error(ErrorKind::Invalid, "vulkan", pipeline.shader + ": push constant size mismatch");
  const auto& limits = context_->limits();
  if (groups_x > limits.maxComputeWorkGroupCount[0] || groups_y > limits.maxComputeWorkGroupCount[1] ||
      groups_z > limits.maxComputeWorkGroupCount[2])
    throw Error(ErrorKind::Limit, "vulkan", pipeline.shader + ": dispatch of " + std::to_string(groups_x) + "x" +
                std::to_string(groups_y) + "x" + std::to_string(groups_z) + " workgroups exceeds the device limit");
  if (groups_x == 0 || groups_y == 0 || groups_z == 0) return;  // nothing to compute
  begin_if_needed();
  const auto& vk = context_->api();
  std::vector<Range> reads, written;
  std::vector<VkDescriptorBufferInfo> infos(bindings.size());
  for (size_t i = 0; i < bindings.size(); ++i) {
    Range r = range_of(bindings[i]);
    if (r.end - r.begin > limits.maxStorageBufferRange)
      throw Error(ErrorKind::Limit, "vulkan", pipeline.shader + ": a tensor of " + std::to_string(r.end - r.begin) +
                  " bytes exceeds the device's storage buffer range of " + std::to_string(limits.maxStorageBufferRange) + " bytes");
    infos[i] = {r.buffer, r.begin, r.end - r.begin};
    (writes[i] ? written : reads).push_back(r);
  }
  order_after(reads, written);
  VkDescriptorSet set = allocate_set(pipeline);
  std::vector<VkWriteDescriptorSet> updates(bindings.size());
  for (size_t i = 0; i < bindings.size(); ++i) {
    updates[i] = {};
    updates[i].sType = VK_STRUCTURE_TYPE_WRITE_DESCRIPTOR_SET;
    updates[i].dstSet = set;
    updates[i].dstBinding = uint32_t(i);
    updates[i].descriptorCount = 1;
    updates[i].descriptorType = VK_DESCRIPTOR_TYPE_STORAGE_BUFFER;
    updates[i].pBufferInfo = &infos[i];
  }
  vk.vkUpdateDescriptorSets(context_->device(), uint32_t(updates.size()), updates.data(), 0, nullptr);
  vk.vkCmdBindPipeline(cmd_, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline.pipeline);
  vk.vkCmdBindDescriptorSets(cmd_, VK_PIPELINE_BIND_POINT_COMPUTE, pipeline.layout, 0, 1, &set, 0, nullptr);
  if (push_bytes) vk.vkCmdPushConstants(cmd_, pipeline.layout, VK_SHADER_STAGE_COMPUTE_BIT, 0, uint32_t(push_bytes), push);
  vk.vkCmdDispatch(cmd_, groups_x, groups_y, groups_z);
  ++dispatches_;
}

void CommandList::run() {
  if (!recording_) return;
  const auto& vk = context_->api();
  if (!downloads_.empty()) {
    // Readbacks go to host memory: make the transfer writes visible to the host.
    VkMemoryBarrier barrier{};
    barrier.sType = VK_STRUCTURE_TYPE_MEMORY_BARRIER;
    barrier.srcAccessMask = VK_ACCESS_TRANSFER_WRITE_BIT;
    barrier.dstAccessMask = VK_ACCESS_HOST_READ_BIT;
    vk.vkCmdPipelineBarrier(cmd_, VK_PIPELINE_STAGE_TRANSFER_BIT, VK_PIPELINE_STAGE_HOST_BIT, 0, 1, &barrier, 0,
                            nullptr, 0, nullptr);
  }
  recording_ = false;
  context_->check(vk.vkEndCommandBuffer(cmd_), "vkEndCommandBuffer");
  context_->submit(cmd_);
  for (Staged& d : downloads_) std::memcpy(d.host, d.staging.mapped_, d.bytes);
  reset();
}

void CommandList::reset() {
  const auto& vk = context_->api();
  if (recording_) {
    vk.vkEndCommandBuffer(cmd_);
    recording_ = false;
  }
  if (cmd_) vk.vkResetCommandPool(context_->device(), pool_, 0);  // cmd_ is reused
  for (VkDescriptorPool p : descriptor_pools_) vk.vkDestroyDescriptorPool(context_->device(), p, nullptr);
  descriptor_pools_.clear();
  sets_in_last_pool_ = 0;
  uploads_.clear();
  downloads_.clear();
  pending_reads_.clear();
  pending_writes_.clear();
}

}  // namespace linrt::engine::vk
