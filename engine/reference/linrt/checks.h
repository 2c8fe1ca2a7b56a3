// Checks shared by the reference handlers of the linrt.* families (one file per family in
// engine/reference/linrt/, each registering its handlers in its own LINRT_REGISTRATION(reference,
// ...) block). Every check throws a linrt::Error at the op's location.
#pragma once

#include <span>
#include <string>
#include <vector>

#include "core/host_tensor.h"
#include "engine/reference/executor.h"
#include "graph/ir.h"

namespace linrt::ref::op_checks {

[[noreturn]] void fail(const graph::Operation& op, const std::string& msg);
[[noreturn]] void unsupported(const graph::Operation& op, const std::string& msg);

// Operand groups by operandSegmentSizes: `required` groups of exactly one operand, then
// `optional` ones of zero or one (null when absent); every operand a tensor.
std::vector<const RtValue*> segment_operands(const graph::Operation& op, std::span<const RtValue> operands,
                                             size_t required, size_t optional);

// The op's typed attributes, or an error naming the op and the attribute.
template <class Attrs>
Attrs read_attrs(const graph::Operation& op) {
  std::string error;
  auto a = Attrs::read(op, &error);
  if (!a) fail(op, error);
  return *a;
}

void require_rank(const graph::Operation& op, const HostTensor& t, int64_t rank, const char* what);
void require_f32(const graph::Operation& op, const HostTensor& t, const char* what);

}  // namespace linrt::ref::op_checks
