// The reference executor: runs a graph::Module function op by op on host tensors, with the
// plainest possible implementation of each op. It is the oracle every fast kernel and shader is
// tested against, so clarity wins over speed here.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "core/host_tensor.h"
#include "graph/ir.h"

namespace linrt::ref {

// A run-time value at function level: a tensor, or a scalar (index, i1, f32, ...).
struct RtValue {
  bool is_tensor = false;
  HostTensor tensor;
  Scalar scalar;

  static RtValue of(HostTensor t) { RtValue v; v.is_tensor = true; v.tensor = std::move(t); return v; }
  static RtValue of(Scalar s) { RtValue v; v.scalar = s; return v; }
};

class Executor;
struct ExecutorState;  // executor.cpp

// Result of a check.* op (IREE e2e semantics): collected, not thrown, so that a test function
// reports every failed expectation.
struct CheckFailure {
  std::string where;    // location of the check op
  std::string message;  // what differed
};

struct ExecOptions {
  int64_t max_tensor_elements = int64_t(1) << 34;
  // Branches (cf.br, cf.cond_br) one call may take before it is stopped as an endless loop.
  int64_t max_branches = int64_t(1) << 24;
  // Float sum reductions (linalg bodies yielding addf(acc, x)) accumulate one element at a
  // time in loop order, as IREE with --iree-llvmcpu-reassociate-fp-reductions=false, instead
  // of the default blocked pairwise order (linalg_generic_ops.cpp, PairwiseSum).
  bool sequential_sums = false;
};

// Everything a handler may use while running one op.
struct OpContext {
  Executor& exec;
  const graph::Operation& op;
  const ExecOptions& options;
  std::vector<CheckFailure>& check_failures;
};

// Computes the results of `op` from its operand values. Results must have the op's result types
// (dynamic dims resolved). Bad input throws linrt::Error naming the op (use op.describe()).
using OpHandler = std::function<void(OpContext& ctx, std::span<const RtValue> operands,
                                     std::vector<RtValue>& results)>;

// Handlers are registered by op name and found by the op's interned id (names without one,
// not in op_names.def, by their text). Each op family registers its own in a function that
// Executor's constructor calls (see executor.cpp), so families live in separate files.
class OpRegistry {
 public:
  void add(const graph::OpName& name, OpHandler h);
  const OpHandler* find(const graph::OpName& name) const;

 private:
  std::vector<OpHandler> by_id_;  // indexed by OpId; empty: none
  std::vector<std::pair<std::string, OpHandler>> by_name_;  // OpId::Unknown names, sorted
};

class Executor {
 public:
  explicit Executor(const graph::Module& module, ExecOptions options = {});

  // Runs function `name` with `args`, returning its results. Throws linrt::Error.
  std::vector<RtValue> call(std::string_view name, std::vector<RtValue> args);
  // Runs one region's single block with the given block arguments and returns the operands of
  // its terminator (linalg.yield / tensor.yield / func.return). Used by ops with bodies that
  // are evaluated per element (linalg.generic, tensor.pad, tensor.generate).
  std::vector<RtValue> run_block(const graph::Block& block, std::span<const RtValue> args);
  // Runs a function body: its entry block with `args`, then the block each cf.br / cf.cond_br
  // terminator picks, with the arguments it passes, until a block returns; returns the
  // returned values.
  std::vector<RtValue> run_body(const graph::Region& body, std::vector<RtValue> args);

  // Runs one op's handler on `operands` outside any function call (the planned engine's
  // fallback path). `frame`, indexed by Value::id and sized to the module's value count, holds
  // the values that the op's regions use from outside the op. Errors are located at the op, and
  // results are checked against the op's result types, as in run_block.
  std::vector<RtValue> run_op(const graph::Operation& op, std::span<const RtValue> operands,
                              std::vector<RtValue>& frame);

  const graph::Module& module() const { return module_; }
  const ExecOptions& options() const { return options_; }
  // Values that util.global.store / ml_program.global_store gave a mutable global in this
  // executor (one session); null for a global not stored to yet (it holds its initial value).
  const RtValue* stored_global(std::string_view name) const;
  void store_global(const std::string& name, RtValue v) { stored_globals_[name] = std::move(v); }
  const std::vector<CheckFailure>& check_failures() const { return check_failures_; }
  void clear_check_failures() { check_failures_.clear(); }
  const OpRegistry& registry() const { return registry_; }
  // The value `v` holds in the function now running (for bodies that use values defined
  // outside them). Throws linrt::Error if `v` has not been computed.
  const RtValue& value(const graph::Value& v) const;

  Executor(const Executor&) = delete;
  Executor& operator=(const Executor&) = delete;

 private:
  // Calls `handler` for `op` (a located error if there is none) and checks its results.
  void run_handler(const OpHandler* handler, const graph::Operation& op, std::span<const RtValue> operands,
                   std::vector<RtValue>& results);

  const graph::Module& module_;
  ExecOptions options_;
  OpRegistry registry_;
  std::vector<CheckFailure> check_failures_;
  std::map<std::string, RtValue, std::less<>> stored_globals_;
  // Value frames of the running calls and per-block execution plans (executor.cpp).
  std::shared_ptr<ExecutorState> state_;
};

// The value of a constant attribute (arith.constant, util.unfoldable_constant, ...) of type
// `type`: a Scalar for Integer/Float/Bool attributes, a HostTensor for dense<...> (a view of the
// attribute's bytes; a splat is expanded) and for a resolved dense_resource. Throws linrt::Error
// naming `op` for anything else, for an unresolved resource, or for data of the wrong size.
RtValue constant_value(const graph::Operation& op, const graph::Attribute& attr, const graph::Type& type);

// Registration functions, one per op family (defined in their own files).
void register_arith_math_ops(OpRegistry& r);    // arith.*, math.* on scalars and tensors
void register_linalg_generic_ops(OpRegistry& r);  // linalg.generic, fill, index, yield, elementwise named ops, transpose, broadcast
void register_linalg_named_ops(OpRegistry& r);    // conv, pooling, matmul family, softmax, pack/unpack, quantized_matmul
void register_tensor_ops(OpRegistry& r);          // tensor.*
void register_misc_ops(OpRegistry& r);            // func.call, cf.assert, ml_program, util, flow, check
// A family's handler, registered from the family's own file in a LINRT_REGISTRATION(reference,
// name) block (core/registration.h), as the linrt.* ops the graph passes create are; every
// Executor's registry holds them.
void register_reference_op(const graph::OpName& name, OpHandler h);

}  // namespace linrt::ref
