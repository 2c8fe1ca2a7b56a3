// All-parallel linalg.generic ops over integer (and mixed) scalar types compiled into one
// device-neutral form: index arithmetic such as DLRM's quotient-remainder tables, which the f32
// elementwise programs (ew_program.h) do not hold. The CPU kernel (engine/cpu/
// scalar_generic_kernel.cpp) interprets it; the Vulkan device generates its shader from it
// (engine/vulkan/scalar_shader.h).
#pragma once

#include <optional>
#include <span>
#include <string>
#include <vector>

#include "core/scalar_ops.h"
#include "engine/plan/device.h"
#include "engine/plan/ew_program.h"
#include "graph/ir.h"

namespace linrt::engine {

// A constant tensor the body reads with tensor.extract (a gather by computed indices).
struct ScalarTable {
  graph::Blob bytes;
  DType dtype = DType::F32;
  std::vector<int64_t> shape;
  bool splat = false;
  // "index out of range of the AxB tensor it reads": the error of an index outside it.
  std::string out_of_range_message() const;
};

struct ScalarInstr {
  enum class Kind : uint8_t { Op, Index, Extract, Assert } kind = Kind::Op;
  ScalarOp op;
  uint32_t dim = 0;    // Index: the loop; Extract: the table; Assert: the message
  uint32_t dst = 0, args[3] = {0, 0, 0};
  std::vector<uint32_t> indices;  // Extract: one register per table dimension
  const graph::Operation* source = nullptr;  // Extract, Assert: named in errors
};

// The body as a register program: registers are the block's arguments (inputs), then
// constants (regs holds their values and every register's type), then temporaries.
struct ScalarProgram {
  std::vector<Scalar> regs;
  std::vector<ScalarInstr> code;
  std::vector<uint32_t> yields;
  std::vector<ScalarTable> tables;
  std::vector<std::string> messages;
};

// An all-parallel generic the kernel takes: the program over the dense row-major iteration
// space `shape`, input i read through access[i], outputs dense and of out_types.
struct ScalarGeneric {
  ScalarProgram program;
  std::vector<int64_t> shape;
  std::vector<EwAccess> access;
  std::vector<DType> in_types, out_types;
};

// `op` (a linalg.generic with operands `inputs` = ins then outs and results `outputs`) in that
// form, or nullopt when it is not one (reductions, captured computed values, unknown ops).
std::optional<ScalarGeneric> scalar_generic(const graph::Operation& op, std::span<const TensorDesc> inputs,
                                            std::span<const TensorDesc> outputs, bool has_epilogue);

}  // namespace linrt::engine
