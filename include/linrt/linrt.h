// linrt public API: load a linalg-on-tensors MLIR model once, run it from many sessions.
//
//   linrt::Model model = linrt::Model::load("model.mlir");
//   linrt::Session session = model.session();
//   std::vector<linrt::Tensor> out = session.run({linrt::Tensor::view(data, linrt::DType::F32, {1, 3, 64, 64})});
//
// Every function reports failure by throwing linrt::Error (see error.h), which carries the
// location ("model.mlir:12:5") and a message. Nothing in linrt aborts on bad input.
#pragma once

#include <cstdint>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "linrt/dtype.h"
#include "linrt/error.h"

namespace linrt {

// A tensor: element type, shape, strides (in elements) and a pointer. Built from user memory it
// is a view (no copy; the user keeps the memory alive); built by linrt it owns its memory,
// shared between copies of the Tensor object.
class Tensor {
 public:
  Tensor() = default;
  // A view of user memory. Empty `strides` means dense row-major.
  static Tensor view(void* data, DType dtype, std::vector<int64_t> shape,
                     std::vector<int64_t> strides = {});
  static Tensor view(const void* data, DType dtype, std::vector<int64_t> shape,
                     std::vector<int64_t> strides = {});
  // A zero-filled dense tensor that owns its memory.
  static Tensor zeros(DType dtype, std::vector<int64_t> shape);

  DType dtype() const { return dtype_; }
  const std::vector<int64_t>& shape() const { return shape_; }
  const std::vector<int64_t>& strides() const { return strides_; }
  int64_t rank() const { return int64_t(shape_.size()); }
  int64_t numel() const;
  bool is_contiguous() const;
  const void* data() const { return data_; }
  void* mutable_data() const { return mutable_ ? const_cast<void*>(data_) : nullptr; }
  template <class T> const T* data_as() const { return static_cast<const T*>(data_); }
  // "2x2xf32=[1 2][3 4]", as linrt-run and iree-run-module print results.
  std::string str(size_t max_elements = 1024) const;

 private:
  friend struct TensorAccess;
  DType dtype_ = DType::F32;
  std::vector<int64_t> shape_, strides_;
  const void* data_ = nullptr;
  bool mutable_ = false;
  std::shared_ptr<const void> owner_;  // set when linrt owns the memory
};

enum class DeviceKind { Cpu, Vulkan, Auto };

// How constant embedding-bag tables are stored (ModelOptions::quantize_embeddings).
enum class EmbeddingQuantization {
  None,         // float32, as in the model
  Int8Rowwise,  // per row: uint8 values, float32 scale and bias (FBGEMM's 8-bit rowwise layout)
  Int4Rowwise,  // per row: packed 4-bit values, fp16 scale and bias (FBGEMM's 4-bit layout)
};

// The arithmetic of the CPU's matmul kernels (ModelOptions::precision).
enum class Precision {
  F32,   // float32 throughout, as in the model
  BF16,  // constant matmul weights stored as bf16 and products of bf16 values (AVX512_BF16
         // dot products), accumulated in float32: relative error about 2^-8 per product
  Int8,  // dynamically quantised matmuls, as PyTorch's quantize_dynamic Linear: constant
         // weights int8 per output column (symmetric), activations uint8 per row (asymmetric,
         // quantised on every run), exact int32 sums (AVX-512 VNNI, AVX2 or scalar)
};

struct ModelOptions {
  // Resource limits; exceeding one is an ErrorKind::Limit error, never an allocation attempt.
  int64_t max_tensor_elements = int64_t(1) << 34;
  size_t max_file_bytes = size_t(64) << 30;
  size_t max_nesting_depth = 256;
  size_t max_arena_bytes = size_t(1) << 36;  // one session's memory for intermediate tensors
  // Branches (cf.br, cf.cond_br) one function call may take before it is stopped as an endless loop.
  int64_t max_branches = int64_t(1) << 24;
  // External parameters: a global initialised with #stream.parameter.named<"scope"::"name"> is
  // bound to the tensor `name` of the safetensors file or IREE parameter archive (.irpa; the
  // format is chosen by the file's magic bytes) given for `scope` (memory-mapped, not copied;
  // unscoped names use scope ""). Archive entries are untyped bytes: the global's type says
  // how to read them, and only their byte count is checked. A parameter that no file provides,
  // or whose type differs from the global's, is an error when the model loads. Function arguments are bound
  // by name too: one with {iree.abi.name = "name"} when a file holds a tensor of that name, one
  // with {linrt.parameter = #stream.parameter.named<"scope"::"name">} always; a bound argument
  // is a constant of the model and no longer one of the inputs Session::run takes.
  std::vector<std::pair<std::string, std::string>> parameter_files;  // (scope, file)
  // Map the parameter files' pages in at load (madvise MADV_POPULATE_READ) instead of on first
  // use, so early runs take no page faults on them (a run of DLRM touches a few rows of every
  // table, so faults would go on for several runs). Load then takes as long as reading them.
  // Steady-state runs are not faster: it moves the faults' cost into the load.
  bool prefault_parameters = false;
  // Quantise constant embedding-bag tables when the model is prepared: less memory traffic,
  // some accuracy lost.
  EmbeddingQuantization quantize_embeddings = EmbeddingQuantization::None;
  // Copy constant float32 embedding-bag tables of 2 MiB and more, once when a function is
  // planned (its first run), into memory advised for transparent huge pages (as the quantised
  // tables are): bags read random rows, and over a memory-mapped file's 4 KiB pages nearly
  // every row read also misses the TLB (DLRM: bags 1.3x to 1.5x faster). The copy is anonymous
  // memory the size of the tables, beside the file's (clean, reclaimable) page cache, and the
  // first run reads and writes all of it. Off: the bags read the tables where they are.
  bool huge_page_embeddings = true;
  // BF16: matmul, batch_matmul with a constant weight (B) and more than one output column
  // use bf16 products on the CPU device; other ops, and the Vulkan device, stay float32. A CPU
  // without AVX512_BF16 (or LINRT_CPU_ISA below avx512) makes Model::load throw an Error of
  // kind Unsupported that says so: there is no silent fallback.
  // Int8: linalg.matmul and matmul_transpose_b with a constant weight (B), more than one output
  // column and a depth up to 32768 run the int8 kernel on the CPU device (ops/gemm_int8.h): on
  // every CPU, VNNI where it has it. Other ops, and the Vulkan device, stay float32.
  Precision precision = Precision::F32;
};

struct SessionOptions {
  // Vulkan runs every dispatch with a shader on the GPU and the rest on the CPU; Auto is Vulkan
  // when a device exists, else the CPU (with a note on stderr).
  DeviceKind device = DeviceKind::Cpu;
  int device_index = -1;  // Vulkan: the device (linrt-run's vulkan:N); -1 picks the best one
  // Vulkan: store convolution weights as fp16 (arithmetic stays fp32; results move by about
  // 1e-3 relative). Needs the device's storageBuffer16BitAccess: without it Session::run throws
  // an Error of kind Unsupported that says so. Off by default.
  bool vulkan_fp16 = false;
  int threads = 0;  // 0: OpenMP's default
  // The CPU gives a dispatch fewer threads than `threads` when its work is too small to pay for
  // waking them (engine/cpu/device.cpp, dispatch_threads); true gives every dispatch all of
  // them, as tests do to run the kernels' threaded paths on small inputs.
  bool split_small_dispatches = false;
  // Run the reference executor (op by op, plain loops) instead of the planned engine: slow,
  // but the oracle the engine is tested against.
  bool reference = false;
  // Time every dispatch on the CPU device (Session::profile); off, no clock is read. Not
  // available on Vulkan (the profile stays empty).
  bool profile = false;
};

// One distinct kernel of a planned function and where it is used.
struct KernelStats {
  std::string name;                     // "elementwise", "fallback:linalg.generic", a CPU kernel's name
  std::string root;                     // root op name, or "elementwise" for a standalone chain
  std::string key;                      // the KernelKey: structure only, never constant data
  std::vector<std::string> call_sites;  // location of each dispatch's root op ("model.mlir:12:5")
};

// What the planner made of one function (linrt-run --stats prints it).
struct ModelStats {
  std::string function;
  // The arguments Session::run takes, "%arg0: tensor<4x5xf32>" each, in order (arguments bound
  // to parameter files are not among them).
  std::vector<std::string> inputs;
  int64_t ops_parsed = 0;              // ops in function bodies, nested ones included
  int64_t ops_after_passes = 0;        // the same after the graph passes
  int64_t dispatches = 0;
  int64_t fallback_dispatches = 0;     // dispatches run by the reference handler of their root
  int64_t in_place_dispatches = 0;     // elementwise dispatches whose output reuses an input's buffer
  int64_t blocked_values = 0;          // values kept in the blocked channel layout NCHW16c (CPU)
  int64_t layout_conversions = 0;      // convs reading one layout and writing the other
  int64_t unique_kernels = 0;
  // Root op -> distinct kernel objects. Dispatches whose keys differ only in the fused epilogue
  // share one kernel object (and its prepared constants), so for convolutions this is the
  // number of distinct conv shapes.
  std::vector<std::pair<std::string, int64_t>> unique_kernels_per_root;
  int64_t constants_before_dedup = 0;  // tensor constants as parsed
  int64_t constants_after_dedup = 0;   // after folding and deduplication by content
  int64_t weight_bytes = 0;            // bytes of the distinct tensor constants the plan uses
  int64_t arena_bytes = 0;             // one session's intermediate tensors
  std::vector<std::pair<std::string, int64_t>> pass_counters;  // what each graph pass did
  std::vector<KernelStats> kernels;
};

// One distinct kernel's share of a session's runs (SessionOptions::profile).
struct KernelTime {
  std::string name;       // as KernelStats::name
  std::string call_site;  // location of its first dispatch's root op
  int64_t dispatches = 0; // dispatches of this kernel in one run
  int64_t calls = 0;      // dispatches run, over all profiled runs
  // Their time: dispatches that ran side by side are each counted in full; dispatches run as one
  // grouped call (a level's embedding bags) share that call's time equally.
  double seconds = 0;
  // The CPU time of the session's threads (the running thread and its team's workers) while they
  // ran, counted the same way: at 2 or more threads, what a dispatch costs its team (a worker's
  // spin and wake-up included, counted when the worker next reads its clock: after a job or
  // before it sleeps), and beside `seconds` how well it used the team. A dispatch that ran side
  // by side with others may be charged some of theirs.
  double cpu_seconds = 0;
};

// Where the time of a session's runs went, kernels sorted by time (largest first).
struct SessionProfile {
  int64_t runs = 0;
  double run_seconds = 0;      // wall time of the runs
  double run_cpu_seconds = 0;  // CPU time of the session's threads during the runs
  std::vector<KernelTime> kernels;
};

// A SessionProfile as a table, one line per kernel: calls per run, total ms, ms per run and %
// of the run time, and CPU ms per run (linrt-run and linrt-dlrm --profile print it).
std::string format_profile(const SessionProfile& profile);

class Session;

// The devices linrt can run on, one line each: "cpu", then "vulkan:N  name (type, Vulkan x.y.z)"
// per Vulkan device, or a line saying why Vulkan is unavailable.
std::vector<std::string> list_devices();

// Device-local memory of Vulkan device `vulkan_index` (-1: the device SessionOptions'
// device_index -1 picks): its largest device-local heap, and the bytes free in it, from
// VK_EXT_memory_budget (heap budget minus heap usage) where the device has that extension,
// else half the heap. The environment variable LINRT_VULKAN_MEMORY_BUDGET=N caps free_bytes at
// N, to test what a nearly full device does. Throws Error (Device) when there is no such device.
struct DeviceMemory {
  int device_index = 0;  // the Vulkan device measured (vulkan:N)
  int64_t free_bytes = 0;
  int64_t total_bytes = 0;
  bool from_budget = false;  // free_bytes came from VK_EXT_memory_budget
};
DeviceMemory device_memory(int vulkan_index = -1);

// A model folder as the Python package's linrt.export writes it: for a folder, returns its
// model.mlir and appends its weights.safetensors, when there is one, to `parameter_files` for
// the scope "model" (unless a file for that scope is already there); any other path comes back
// unchanged. Throws an Io error for a folder without model.mlir.
std::string resolve_model_folder(const std::string& path,
                                 std::vector<std::pair<std::string, std::string>>& parameter_files);

class Model {
 public:
  // Parses and prepares `path`. Throws linrt::Error. `path` may be a model folder (see
  // resolve_model_folder).
  static Model load(const std::string& path, const ModelOptions& options = {});
  // Same from MLIR text in memory; `name` is used in error locations.
  static Model load_from_memory(std::string_view text, const std::string& name = "<memory>",
                                const ModelOptions& options = {});

  // Public functions of the module, in file order.
  std::vector<std::string> functions() const;
  // A new session: its own working memory, sharing the model's weights. Sessions on one model
  // may run concurrently on different threads.
  Session session(const SessionOptions& options = {}) const;
  // Plans `function` (empty: the one Session::run(inputs) runs) if it is not planned yet and
  // reports what the planner made of it. For a function with dynamic argument shapes that is
  // the generic plan; the overload with inputs reports the plan runs with inputs of those
  // shapes and element types use (specialised to them), the one a Session would run.
  ModelStats stats(std::string_view function = {}) const;
  ModelStats stats(std::string_view function, std::span<const Tensor> inputs) const;

  struct Impl;

 private:
  std::shared_ptr<const Impl> impl_;
};

class Session {
 public:
  // Runs the model's only public function (or "forward"/"main" when there are several).
  std::vector<Tensor> run(std::span<const Tensor> inputs);
  std::vector<Tensor> run(std::initializer_list<Tensor> inputs) {
    return run(std::span<const Tensor>(inputs.begin(), inputs.size()));
  }
  // Runs the named function.
  std::vector<Tensor> run(std::string_view function, std::span<const Tensor> inputs);
  // Runs the function and writes its results into `outputs`: dense, writable tensors of the
  // results' types and shapes (a view of user memory). Once a function has run with inputs of
  // the same shapes, this makes no heap allocation when every dispatch has a CPU kernel
  // (ModelStats::fallback_dispatches == 0) and the inputs are dense.
  void run_into(std::string_view function, std::span<const Tensor> inputs, std::span<const Tensor> outputs);
  void run_into(std::span<const Tensor> inputs, std::span<const Tensor> outputs);
  // The time per kernel of every run since the session began (or since the last reset), with
  // SessionOptions::profile; empty without it. reset_profile() starts counting afresh (after a
  // warm-up run, for example).
  SessionProfile profile() const;
  void reset_profile();

  struct Impl;
  explicit Session(std::shared_ptr<Impl> impl) : impl_(std::move(impl)) {}

 private:
  std::shared_ptr<Impl> impl_;
};

}  // namespace linrt
