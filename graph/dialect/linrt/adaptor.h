// The linrt dialect: the ops linrt's recognition passes create, each with one typed adaptor, in
// the manner of MLIR's generated ones, one header per family in graph/dialect/linrt/. An adaptor
// is the only code that knows how the op's attributes are spelt: the recogniser that creates the
// op writes it (`attributes()` for rewrite::create_op, or `write`), and the reference executor,
// the planner, shape specialisation and the CPU and Vulkan devices read it (`read`). Shape-free
// rules (a stride is positive, a layout is one of two) are checked here once; rules that need
// operand shapes stay with whoever has the shapes.
//
// Each `read` returns nullopt for a missing or malformed attribute, and when `error` is given
// says which one and why (the reference executor reports it with the op's location; a device
// declines the op, leaving the error to the reference).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "graph/ir.h"

// The first line of an adaptor: the op's id (`kId`) and name. cmake/dialect_ops.cmake reads
// these lines from graph/dialect/linrt/*.h to list the ops in the OpId enum (op_names.def
// includes that list), so a new op is named in its own header and nowhere else.
#define LINRT_DIALECT_OP(id, name) static constexpr OpId kId = OpId::id

namespace linrt::graph {

using AttrList = std::vector<std::pair<std::string, AttrP>>;

// The result shape a family's op has for its (all static) operand shapes and attributes, for
// shape specialisation; nullopt when they give none (a malformed attribute, shapes that do not
// fit). Registered from a LINRT_REGISTRATION(result_shape, ...) block in the family's adaptor
// source (core/registration.h); ops without one keep the result type they were written with.
using ResultShapeRule = std::optional<std::vector<int64_t>> (*)(const Operation& op);
void register_result_shape(OpId id, ResultShapeRule rule);
// The shape `op`'s rule gives; nullopt without a rule, operands or a shape.
std::optional<std::vector<int64_t>> linrt_result_shape(const Operation& op);

// Reading and writing attributes, for the adaptors' definitions. The readers return false (or
// nullopt) and say why in `error` when given.
namespace adaptor_io {

bool fail(std::string* error, std::string msg);
std::nullopt_t reject(std::string* error, std::string msg);

// An integer list attribute of exactly N entries.
template <size_t N>
bool read_ints(const Operation& op, const char* key, std::array<int64_t, N>& out, std::string* error) {
  const Attribute* a = op.attr(key);
  auto v = a ? a->as_int_list() : std::nullopt;
  if (!v || v->size() != N)
    return fail(error, std::string("expected attribute '") + key + "' with " + std::to_string(N) + " integers");
  for (size_t i = 0; i < N; ++i) out[i] = (*v)[i];
  return true;
}

bool read_int(const Operation& op, const char* key, int64_t& out, std::string* error);
bool read_string(const Operation& op, const char* key, std::string& out, std::string* error);
// true/false, a unit attribute, or an integer (nonzero is true, as `1 : i1`); absent is false.
bool read_flag(const Operation& op, const char* key, bool& out, std::string* error);
void write_all(Operation& op, AttrList attrs);

}  // namespace adaptor_io
}  // namespace linrt::graph
