// The contract between the planner (engine/plan) and CPU kernels (ops/ wrapped in
// engine/cpu/*_kernels.cpp). A kernel is created once per distinct KernelKey and shared by every
// call site with that key; it never sees constant *data* when it is created, only shapes,
// types and attributes. Constants (weights, biases, tables) reach it as operands, and may be
// prepared (packed, transformed) once per constant through prepare_constant().
#pragma once

#include <climits>
#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "engine/plan/device.h"
#include "graph/ir.h"
#include "linrt/linrt.h"

namespace linrt::engine {

class Plan;
struct Dispatch;

struct MutBuffer {
  void* data = nullptr;
  const TensorDesc* desc = nullptr;
  // Elements from the start of one row (innermost dimension) of the output to the next; 0:
  // dense. Non-zero only for kernels that writes_strided_rows(): the output is then a column
  // block of a concatenation's buffer.
  int64_t row_stride = 0;
  template <class T> T* as() const { return static_cast<T*>(data); }
};

// A fused elementwise tail applied to a root op's output, in place, run by run. The root kernel
// calls apply() on every finished piece of its (single) output, in any order and from any
// thread: `data` holds `count` consecutive elements of the output tensor (row-major), the first
// of which has flat index `flat_begin`. Extra operands of the tail (a residual, a per-channel
// slope) are bound inside the Epilogue. An empty Epilogue does nothing.
class Epilogue {
 public:
  virtual ~Epilogue() = default;
  virtual void apply(float* data, int64_t flat_begin, int64_t count) const = 0;
};

// A fused epilogue of a StoreForm (engine/plan/device.h) that the kernel said it stores_epilogue(),
// bound to this run's operands: it computes it as it stores its output (a GEMM's tile stores, a
// conv's accumulators) instead of running a generic Epilogue over the stored result.
struct StoreRun {
  const float* bias_cols = nullptr;  // one value per innermost index of the output, or null
  const float* scale = nullptr;      // one value per element of the output (dense), or null
  ops::StoreEpilogue epilogue;       // the activation, and the residual at the output's first index
};

class CpuKernel;

// One dispatch of a grouped run (CpuKernel::run_group): what run() would be given.
struct KernelCall {
  const CpuKernel* kernel = nullptr;
  std::span<const ConstBuffer> inputs;
  std::span<const void* const> prepared;
  std::span<const MutBuffer> outputs;
  const Epilogue* epilogue = nullptr;
  const graph::Operation* root = nullptr;  // the dispatch's root op, to name it in errors
};

struct RunContext {
  int threads = 1;               // OpenMP threads the kernel may use
  const Epilogue* epilogue = nullptr;
  const StoreRun* stores = nullptr;  // given instead of `epilogue` (only what stores_epilogue() took)
};

// A kernel of the CPU device: DeviceKernel's answers to the planner, and run().
class CpuKernel : public DeviceKernel {
 public:
  // Computes the root op's results into `outputs` (memory owned by the caller, not zeroed), then
  // applies ctx.epilogue to the single output if one is given. `prepared[i]` is what
  // prepare_constant made of constant operand i (or null). Must not allocate on the heap in
  // the steady state beyond what it can cache per kernel (use scratch space from a
  // thread-local or per-kernel pool). Bad data (an out-of-range index) throws linrt::Error
  // naming the op. With writes_strided_rows(), outputs[0].row_stride is honoured (apply() is
  // then called on pieces that do not cross a row); with stores_epilogue(), ctx.stores may
  // be given instead of ctx.epilogue; with takes_splat(i), operand i may be a rank-0 splat.
  virtual void run(std::span<const ConstBuffer> inputs, std::span<const void* const> prepared,
                   std::span<const MutBuffer> outputs, const RunContext& ctx) const = 0;
  // Kernels that run several independent dispatches better as one parallel loop (the
  // embedding bags of many tables: one parallel region, more rows in flight per thread) return
  // a tag shared by their family. The CPU runner then hands a level's large dispatches of one
  // tag to run_group() of the first one's kernel instead of calling run() on each in turn.
  virtual const void* group_tag() const { return nullptr; }
  // Runs `calls` (kernels of this group_tag, each as run() would) with `threads` threads; an
  // error names the failing call's root. Default: run() on each in turn.
  virtual void run_group(std::span<const KernelCall> calls, int threads) const;
};

// A factory returns nullptr when it does not handle this spec (then the next factory for the op
// is tried, and finally the reference fallback).
using CpuKernelFactory = std::function<std::unique_ptr<CpuKernel>(const KernelSpec&)>;

// Registers a factory for root ops named `op` ("linrt.conv2d", "linalg.matmul", ...), matched
// by interned id (by name for ops without one). Factories of one op are tried in registration
// order, highest `priority` first.
void register_cpu_kernel(graph::OpName op, CpuKernelFactory factory, int priority = 0);
// Finds a kernel for `spec` among the registered factories; nullptr if none accepts it.
std::unique_ptr<CpuKernel> make_cpu_kernel(const KernelSpec& spec);
// The root ops that have a registered factory, sorted (each registered family's).
// tests/unit/op_cases_test.cpp requires an op case for each.
std::vector<std::string> registered_cpu_kernel_ops();

// The work of one dispatch of a family's root op beyond the elements it reads and writes, in
// element-equivalents (a multiply-add counts 1/8: vector FMAs are cheaper than streaming an
// element), for the CPU runner's threads per dispatch (dispatch_threads, device.cpp); 0 where
// the plan's shapes are not static. kWholeTeam asks for every thread. A family with such work
// (convs and matmuls: their multiply-adds; attention) registers its model next to its factory.
using CpuWorkModel = std::function<int64_t(const Plan& plan, const Dispatch& d)>;
inline constexpr int64_t kWholeTeam = INT64_MAX;
void register_cpu_work_model(graph::OpName op, CpuWorkModel model);
// The registered model's work for `d` (0 for a root op without one, or no root).
int64_t cpu_dispatch_work(const Plan& plan, const Dispatch& d);

// Each kernel family registers its factories in its own file, in a LINRT_REGISTRATION(cpu, name)
// block (core/registration.h); the registry runs them all before its first lookup.

}  // namespace linrt::engine
