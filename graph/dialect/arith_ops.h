// The arith and math dialects' ops as scalar operations: which op of the IR is which ScalarOp
// (core/scalar_ops.h) with its element types resolved and checked, and the scalar value of a
// constant attribute. The reference executor, the linalg body evaluator, the CPU's elementwise
// bytecode and shape specialisation all read ops through these.
#pragma once

#include <functional>

#include <optional>
#include <span>
#include <string>

#include "core/scalar_ops.h"
#include "graph/ir.h"

namespace linrt::graph {

// The ScalarOp for an arith.* / math.* operation, or nullopt if `op` is not one of them.
// Throws linrt::Error for a malformed one (bad predicate, wrong operand count, wrong types).
std::optional<ScalarOp> scalar_op_for(const Operation& op);
// `op` (an arith.* / math.* op) applied to its operands' values, `operand` giving each one's;
// nullopt when `op` is not such an op or an operand's value is unknown.
std::optional<Scalar> apply_scalar_op(const Operation& op,
                                      const std::function<std::optional<Scalar>(const Value*)>& operand);
// The ops that scalar_op_for recognises, for registration.
std::span<const OpId> scalar_op_ids();

// The scalar value of an arith.constant-style attribute (Integer, Float or Bool) of type `t`.
// Throws linrt::Error at `where` if the attribute is not a scalar constant.
Scalar scalar_from_attribute(const Attribute& a, DType t, const std::string& where);

}  // namespace linrt::graph
