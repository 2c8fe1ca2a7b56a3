#include "engine/reference/linrt/checks.h"

#include "linrt/error.h"

namespace linrt::ref::op_checks {

void fail(const graph::Operation& op, const std::string& msg) { throw Error(ErrorKind::Invalid, op.describe(), msg); }

void unsupported(const graph::Operation& op, const std::string& msg) {
  throw Error(ErrorKind::Unsupported, op.describe(), msg);
}

std::vector<const RtValue*> segment_operands(const graph::Operation& op, std::span<const RtValue> operands,
                                             size_t required, size_t optional) {
  auto seg = graph::operand_segments(op);
  if (!seg || seg->size() != required + optional)
    fail(op, "expected operandSegmentSizes with " + std::to_string(required + optional) + " entries");
  std::vector<const RtValue*> groups;
  size_t next = 0;
  for (size_t g = 0; g < seg->size(); ++g) {
    const int64_t n = (*seg)[g];
    if (n < 0 || n > 1 || (g < required && n != 1))
      fail(op, "operandSegmentSizes entry " + std::to_string(g) + " must be " +
                   (g < required ? "1" : "0 or 1"));
    groups.push_back(n == 1 && next < operands.size() ? &operands[next] : nullptr);
    next += size_t(n);
  }
  if (next != operands.size())
    fail(op, "operandSegmentSizes does not match its " + std::to_string(operands.size()) + " operands");
  for (const RtValue* v : groups)
    if (v && !v->is_tensor) fail(op, "every operand must be a tensor");
  return groups;
}

void require_rank(const graph::Operation& op, const HostTensor& t, int64_t rank, const char* what) {
  if (t.rank() != rank)
    fail(op, std::string(what) + " must have rank " + std::to_string(rank) + ", got " + shape_str(t.shape()));
}

void require_f32(const graph::Operation& op, const HostTensor& t, const char* what) {
  if (t.dtype() != DType::F32)
    unsupported(op, std::string(what) + " must be f32, got " + std::string(dtype_name(t.dtype())));
}

}  // namespace linrt::ref::op_checks
