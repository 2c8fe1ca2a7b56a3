// What the planner asks of a device, and what a device's kernel tells the planner. The planner
// (engine/plan) knows devices only through this header: a Device makes one DeviceKernel per
// distinct KernelKey from a KernelSpec (shapes, types, attributes; never constant data), and
// the kernel's answers (may it write in place, into strided rows, take a splat, store a bias
// and ReLU itself) shape the plan's memory. Running the kernels is the device's own business
// (engine/cpu: CpuKernel::run); a dispatch no device kernel takes runs on the reference
// device (reference_device.h), which takes every op.
#pragma once

#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "core/host_tensor.h"
#include "engine/plan/ew_program.h"
#include "graph/ir.h"
#include "linrt/linrt.h"
#include "ops/activation.h"

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

// The model options that shape kernels, linrt::EmbeddingQuantization (how constant embedding
// tables are stored, applied when a table is prepared; ops/embedding_quant.h) and
// linrt::Precision (the matmul kernels' arithmetic, applied when a weight is prepared), are the
// public API's (include/linrt/linrt.h), used here as they are.

// How a root reads its operand 0 (KernelSpec::prologue): as it lies, or through a per-channel
// x * scale[c] + shift[c], then ReLU (x <= 0 ? 0 : x) with AffineRelu: the planner's fold of a
// standalone elementwise chain (DenseNet's batch norm + ReLU) into the conv that reads it; or
// with Gate, x * g[n, c] for a gate g computed in the same run (a squeeze-excitation's).
enum class InputPrologue : uint8_t { None, Affine, AffineRelu, Gate };

// What a device is given when a distinct kernel is created.
struct KernelSpec {
  const graph::Operation* root = nullptr;  // the root op of the first call site (for attributes)
  std::vector<TensorDesc> inputs;          // root operands, in op order
  std::vector<TensorDesc> outputs;         // root results
  std::vector<bool> input_is_constant;     // operand i is a model constant (same at every run)
  bool has_epilogue = false;               // a fused epilogue follows the root
  // Operands (input 0 only) and results the planner keeps in the blocked channel layout NCHW16c
  // (ops/layout.h) instead of row-major; set only for roots that read or write it (linrt.conv2d,
  // linrt.upsample_nearest, linrt.pool2d, a channel concat; input 0 of a spatial reduction), and
  // then the epilogue's flat indices are NCHW16c ones too (where the output is blocked).
  bool input0_blocked = false, output_blocked = false;
  // Operand 0 is read through this prologue; its scale and shift are then the last two inputs,
  // rank-1 constants of C rounded up to whole blocks of 16 values, zero past C (so padding
  // lanes stay zero); a Gate's g is the last input instead, row-major, of C values (one gate
  // for every sample) or N * C (one per sample): [C], [1, C, 1, 1] or [N, C, 1, 1], not padded.
  // A device that cannot compute it makes no kernel (then the chain stays a dispatch of its
  // own: no reference handler computes a prologue).
  InputPrologue prologue = InputPrologue::None;
  // From the model's options: the planner fills it, and keeps kernels of models with different
  // settings apart (it changes what prepare_constant makes of a table).
  EmbeddingQuantization quantize_embeddings = EmbeddingQuantization::None;
  bool huge_page_embeddings = true;      // likewise (float tables copied into huge pages)
  Precision precision = Precision::F32;  // likewise, for the matmul kernels
};

// One device's kernel for one distinct KernelKey, shared by every call site with that key.
// An epilogue program that a kernel may compute in its own stores (DeviceKernel::stores_epilogue),
// matched by meaning on the compiled program (match_store_epilogue): with x the root's output,
//   y = act((x [+ bias[col]] [+ residual]) [* scale])  [+ residual]
// where the bias is a program input read once per innermost index, the residual and the scale
// ones read at the index written (the residual either before the activation, residual_first,
// or after it), and act one of ops/activation.h's forms (ReLU, clamps, hardswish, hardsigmoid,
// sigmoid, SiLU). DLRM-v2's cross layer x0 * (W x + b) + x is x + bias, * scale, + residual.
struct StoreForm {
  uint32_t bias_input = 0;      // program input of the bias (0: none)
  uint32_t residual_input = 0;  // program input of the residual (0: none)
  uint32_t scale_input = 0;     // program input of the scale (0: none)
  bool residual_first = false;
  ops::Activation act;
};

class DeviceKernel {
 public:
  virtual ~DeviceKernel() = default;
  // Called once per distinct constant operand (per Model); the result is shared by all call
  // sites and sessions and passed back to the device at run time as prepared[operand].
  // Default: nothing.
  virtual std::shared_ptr<const void> prepare_constant(size_t operand, const ConstBuffer& value) const {
    return nullptr;
  }
  // A short human-readable name for --stats / --dump-dispatches, e.g. "conv2d.winograd_f43".
  virtual std::string name() const = 0;
  // Whether the kernel stays correct when the output is the same memory as an epilogue operand
  // that the epilogue reads at the index it writes (the planner then lets a residual's buffer
  // take the result): every element of the operand must be read before the output element at
  // its index is written. Kernels that store a raw result and apply the epilogue over it
  // afterwards cannot.
  virtual bool epilogue_operand_may_alias_output() const { return false; }
  // Whether the kernel honours an output row stride (epilogue included). The planner then writes
  // the output straight into its column block of a concatenation along the last axis instead
  // of copying it there.
  virtual bool writes_strided_rows() const { return false; }
  // Whether the kernel computes an epilogue of this form (StoreForm) in its own stores. The
  // planner then records the form (PlanKernel::stores) and the program is not run.
  virtual bool stores_epilogue(const StoreForm& form) const { return false; }
  // Whether the kernel accepts root operand `operand` as a splat: a rank-0 f32 buffer holding
  // the value of every element (its desc then has an empty shape). The planner binds an operand
  // made by a linalg.fill of a constant that way, and the fill's dispatch goes when nothing
  // else reads its result.
  virtual bool takes_splat(size_t operand) const { return false; }
};

// One session's working state on a device with memory of its own (engine/vulkan), driven by
// the scheduler (engine/scheduler.h). The device says which of the plan's dispatches it runs;
// the scheduler decides when bytes move between the host's copy of a storage (the host runner's
// arena, inputs and dynamic values) and the device's, and queues the copies and the dispatches
// here in plan order. The device owns its buffers: one per storage it was given bytes for, the
// arena at the plan's offsets, and the constants its program uploaded once.
class DeviceSession {
 public:
  virtual ~DeviceSession() = default;
  virtual std::string_view name() const = 0;
  // Whether dispatch k of the plan runs on this device.
  virtual bool runs(size_t dispatch) const = 0;
  // Starts a run: nothing queued, nothing pending.
  virtual void begin() = 0;
  // Queues a copy of `bytes` host bytes into storage `storage` (Arena: its bytes of the device
  // arena; Input or Dynamic: the device buffer kept for it, allocated on first use).
  virtual void upload(uint32_t storage, const void* host, size_t bytes) = 0;
  // Queues a copy of Arena storage `storage` back to `host`; it lands at the next flush().
  virtual void download(uint32_t storage, void* host, size_t bytes) = 0;
  // Queues dispatch k (runs(k)); its inputs must be on the device already.
  virtual void dispatch(size_t k) = 0;
  // Runs everything queued and waits for it; throws what a dispatch reported (bad indices).
  virtual void flush() = 0;
};

// The device a plan's native dispatches are made for (engine/cpu: cpu_device()).
class Device {
 public:
  virtual ~Device() = default;
  virtual std::string_view name() const = 0;
  // This device's kernel for a root op with all-static operands and results, or nullptr when it
  // has none (the dispatch then runs on the reference device).
  virtual std::shared_ptr<const DeviceKernel> make_kernel(const KernelSpec& spec) const = 0;
  // This device's kernel for a standalone fused elementwise chain (every device a plan is built
  // for has one; the reference device takes root ops only).
  virtual std::shared_ptr<const DeviceKernel> make_elementwise(const EwKernelDesc& desc) const = 0;
};

}  // namespace linrt::engine
