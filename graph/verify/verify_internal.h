// Shared by the verifier's files: the failure helper, the per-dialect entry points and small
// checks on counts and types.
#pragma once

#include <string>
#include <string_view>
#include <vector>

#include "graph/ir.h"

namespace linrt::graph::verify {

// Throws the verifier's error: Invalid, where = op.describe() ("linalg.generic at f.mlir:8:8",
// the shape of every op-located error in linrt), message = the rule broken.
[[noreturn]] void fail(const Operation& op, const std::string& rule);
// A static tensor type whose element count or byte size overflows int64: a Limit error, located
// the same way.
void check_size(const Operation& op, const Type& t);

// Each dialect family's op checks; they return false for an op they do not know.
bool verify_arith_math_op(const Module& m, const Operation& op);
bool verify_linalg_op(const Module& m, const Operation& op);
bool verify_tensor_op(const Module& m, const Operation& op);
bool verify_control_op(const Module& m, const Operation& op);  // func, scf, cf, ml_program, util, check, hal, flow

// Counts.
void expect_operands(const Operation& op, size_t n);
void expect_operands_at_least(const Operation& op, size_t n);
void expect_results(const Operation& op, size_t n);
void expect_regions(const Operation& op, size_t n);

// Types.
std::string type_str(const Type& t);  // for messages
void expect_type(const Operation& op, const Type& got, const Type& want, const std::string& what);
void expect_tensor(const Operation& op, const Type& t, const std::string& what);
// Two shapes that can hold the same tensor: same rank, static sizes equal where both are static.
bool shapes_compatible(const Type& a, const Type& b);
// Same element type and compatible shapes (as MLIR's "compatible" tensor types).
bool types_compatible(const Type& a, const Type& b);
// The element type of a tensor/vector, the type itself for a scalar.
Type element_type(const Type& t);

// An attribute's integer list (DenseArray, Array of Integer, dense integer elements), or fail
// naming `key` when present but not a list. nullopt when absent.
std::optional<std::vector<int64_t>> int_list_attr(const Operation& op, std::string_view key);
// The operandSegmentSizes list checked against the operand count and its expected length.
std::vector<int64_t> segments(const Operation& op, size_t expected_len);

// The region's single block, or fail.
const Block& single_block(const Operation& op, const Region& r, const std::string& what);
// The block's last op when it is a terminator named `name`, or fail.
const Operation& terminator(const Operation& op, const Block& b, std::string_view name);

}  // namespace linrt::graph::verify
