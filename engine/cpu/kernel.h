// The contract between the planner (engine/plan) and CPU kernels (ops/ wrapped in
// engine/cpu/*_kernels.cpp). A kernel is created once per distinct KernelKey and shared by every
// call site with that key; it never sees constant *data* when it is created, only shapes,
// types and attributes. Constants (weights, biases, tables) reach it as operands, and may be
// prepared (packed, transformed) once per constant through prepare_constant().
#pragma once

#include <cstdint>
#include <functional>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/host_tensor.h"
#include "graph/ir.h"
#include "linrt/linrt.h"

namespace linrt::engine {

struct TensorDesc {
  DType dtype = DType::F32;
  std::vector<int64_t> shape;  // static (resolved) shape
  int64_t numel() const { return shape_numel(shape); }
};

struct ConstBuffer {
  const void* data = nullptr;
  const TensorDesc* desc = nullptr;
  template <class T> const T* as() const { return static_cast<const T*>(data); }
};

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

// How constant embedding tables are stored for the bag kernels (applied when the table is
// prepared; see ops/embedding_quant.h) and the arithmetic of the matmul kernels (applied when
// the weight is prepared) are the model options of the public API, linrt::EmbeddingQuantization
// and linrt::Precision (include/linrt/linrt.h), used here as they are.

// What a kernel factory is given when a distinct kernel is created.
struct KernelSpec {
  const graph::Operation* root = nullptr;  // the root op of the first call site (for attributes)
  std::vector<TensorDesc> inputs;          // root operands, in op order
  std::vector<TensorDesc> outputs;         // root results
  std::vector<bool> input_is_constant;     // operand i is a model constant (same at every run)
  bool has_epilogue = false;               // an Epilogue will be passed to run()
  // Operands (input 0 only) and results the planner keeps in the blocked channel layout NCHW16c
  // (ops/layout.h) instead of row-major; set only for roots that read or write it (linrt.conv2d,
  // linrt.upsample_nearest, linrt.pool2d), and then the epilogue's flat indices are NCHW16c ones too.
  bool input0_blocked = false, output_blocked = false;
  // From the model's options: the planner fills it, and keeps kernels of models with different
  // settings apart (it changes what prepare_constant makes of a table).
  EmbeddingQuantization quantize_embeddings = EmbeddingQuantization::None;
  bool huge_page_embeddings = true;      // likewise (float tables copied into huge pages)
  Precision precision = Precision::F32;  // likewise, for the matmul kernels
};

// A fused epilogue of the form act(x + bias[col]) with the bias optional and act ReLU or none,
// which a kernel with stores_bias_act() computes as it stores its output (a GEMM's tile stores)
// instead of running a generic Epilogue over the stored result.
struct BiasAct {
  const float* bias_cols = nullptr;  // one value per innermost index of the output, or null
  bool relu = false;                 // then x <= 0 ? 0 : x: NaN stays NaN, -0.0 becomes 0.0
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
  const BiasAct* bias_act = nullptr;  // given instead of `epilogue` (only with stores_bias_act())
};

class CpuKernel {
 public:
  virtual ~CpuKernel() = default;
  // Called once per distinct constant operand (per Model); the result is shared by all call
  // sites and sessions and passed back to run() as prepared[operand]. Default: nothing.
  virtual std::shared_ptr<const void> prepare_constant(size_t operand, const ConstBuffer& value) const {
    return nullptr;
  }
  // Computes the root op's results into `outputs` (memory owned by the caller, not zeroed), then
  // applies ctx.epilogue to the single output if one is given. Must not allocate on the heap in
  // the steady state beyond what it can cache per kernel (use scratch space from a
  // thread-local or per-kernel pool). Bad data (an out-of-range index) throws linrt::Error
  // naming the op.
  virtual void run(std::span<const ConstBuffer> inputs, std::span<const void* const> prepared,
                   std::span<const MutBuffer> outputs, const RunContext& ctx) const = 0;
  // A short human-readable name for --stats / --dump-dispatches, e.g. "conv2d.winograd_f43".
  virtual std::string name() const = 0;
  // Whether run() stays correct when the output is the same memory as an epilogue operand that
  // the epilogue reads at the index it writes (the planner then lets a residual's buffer take the
  // result): every element of the operand must be read before the output element at its index
  // is written. Kernels that store a raw result and apply the epilogue over it afterwards cannot.
  virtual bool epilogue_operand_may_alias_output() const { return false; }
  // Whether run() honours outputs[0].row_stride (epilogue included: apply() is then called on
  // pieces that do not cross a row). The planner then writes the output straight into its
  // column block of a concatenation along the last axis instead of copying it there.
  virtual bool writes_strided_rows() const { return false; }
  // Kernels that run several independent dispatches better as one parallel loop (the
  // embedding bags of many tables: one parallel region, more rows in flight per thread) return
  // a tag shared by their family. The CPU runner then hands a level's large dispatches of one
  // tag to run_group() of the first one's kernel instead of calling run() on each in turn.
  virtual const void* group_tag() const { return nullptr; }
  // Runs `calls` (kernels of this group_tag, each as run() would) with `threads` threads; an
  // error names the failing call's root. Default: run() on each in turn.
  virtual void run_group(std::span<const KernelCall> calls, int threads) const;
  // Whether run() computes a RunContext::bias_act epilogue itself. The planner then passes
  // epilogues of that form that way (engine/plan: match_bias_act) and others as an Epilogue.
  virtual bool stores_bias_act() const { return false; }
  // Whether run() accepts root operand `operand` as a splat: a rank-0 f32 buffer holding the
  // value of every element (its desc then has an empty shape). The planner binds an operand
  // made by a linalg.fill of a constant that way, and the fill's dispatch goes when nothing else
  // reads its result: a matmul starts from the value instead of reading a buffer of it.
  virtual bool takes_splat(size_t operand) const { return false; }
};

// A factory returns nullptr when it does not handle this spec (then the next factory for the op
// is tried, and finally the reference fallback).
using CpuKernelFactory = std::function<std::unique_ptr<CpuKernel>(const KernelSpec&)>;

// Registers a factory for root ops named `op_name` ("linrt.conv2d", "linalg.matmul", ...).
// Factories of one op are tried in registration order, highest `priority` first.
void register_cpu_kernel(std::string op_name, CpuKernelFactory factory, int priority = 0);
// Finds a kernel for `spec` among the registered factories; nullptr if none accepts it.
std::unique_ptr<CpuKernel> make_cpu_kernel(const KernelSpec& spec);

// Each kernel family registers its factories from one function, called by the planner on first
// use (explicit calls, so static-library linking never drops a family).
void register_conv_gemm_kernels();       // engine/cpu/conv_gemm_kernels.cpp
void register_embedding_kernels();       // engine/cpu/embedding_kernels.cpp
void register_data_movement_kernels();   // engine/cpu/data_movement_kernels.cpp
void register_pool_kernels();            // engine/cpu/pool_kernels.cpp

}  // namespace linrt::engine
