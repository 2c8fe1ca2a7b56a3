// One table of op cases for every device, in the manner of ggml's test-backend-ops: each op
// family is a list of cases (the op with its shapes and attributes as a one-function MLIR
// module, f32 inputs, an error bound), written in a file of its own under tests/unit/op_cases/
// (a LINRT_OP_CASES block), so a new family adds a file and edits none. tests/unit/op_cases_test.cpp runs every case on the
// reference executor, on the CPU device (at the ISA LINRT_CPU_ISA selects; CTest runs the
// table once per ISA) and on Vulkan, and fails when a CPU kernel family or a shader has no
// case. bench/op_cases.cpp (linrt-bench-op-cases) times the same cases on each device.
#pragma once

#include <cstdint>
#include <string>
#include <vector>

namespace op_cases {

struct OpCase {
  std::string family;  // the op family: "conv2d", "matmul", "pool2d", ...
  std::string name;    // the case within its family (shapes, attributes)
  std::string mlir;    // a module with one function @forward; constants are spelled in it
  std::vector<std::vector<int64_t>> inputs;  // @forward's arguments: f32, filled from [-1, 1)
  // A result element may differ from the reference's by at most tolerance * max(1, |ref|)
  // (relative) or tolerance (absolute).
  float tolerance = 1e-5f;
  bool relative = false;
};

// Every case of every family, the case files in name order.
const std::vector<OpCase>& all_cases();

// The argument values of `c` (seeded by its family and name, the same in every run).
std::vector<std::vector<float>> case_inputs(const OpCase& c);

// A case file's cases, appended to `cases`.
using CaseMaker = void (*)(std::vector<OpCase>& cases);
// Adds a case file's maker to the table (through LINRT_OP_CASES; the test binary links every
// case file, so a static registrar is enough here).
bool register_cases(const char* file, CaseMaker make);

// In tests/unit/op_cases/<file>.cpp, inside namespace op_cases:
//   LINRT_OP_CASES(pool2d) { cases.push_back(pool2d("max", {1, 16, 9, 9}, 3, 2, 1)); }
#define LINRT_OP_CASES(file)                                                                     \
  static void make_##file##_cases(std::vector<OpCase>& cases);                                  \
  [[maybe_unused]] static const bool file##_cases_registered = register_cases(#file, make_##file##_cases); \
  static void make_##file##_cases(std::vector<OpCase>& cases)

// Builders the case files share.
// "2x3x" (the dims of a tensor type) and "2x3" (for case names).
std::string dims(const std::vector<int64_t>& shape);
std::string label(const std::vector<int64_t>& shape);
std::string tensor(const std::vector<int64_t>& shape, const char* elem = "f32");
int64_t numel(const std::vector<int64_t>& shape);
// `%name = arith.constant` of random f32 values in [-1, 1), as MLIR's dense<"0x..."> spells raw
// little-endian data.
std::string weight(const std::string& name, const std::vector<int64_t>& shape, uint32_t seed);
// `func.func @forward(args) -> result { body return %r }`, the arguments %a0, %a1, ...
std::string function(const std::vector<std::vector<int64_t>>& args, const std::string& result, const std::string& body);
// `array<i64: 1, 2>`.
std::string int_array(const std::vector<int64_t>& v, const char* type = "i64");
// `%name = linalg.fill` of %zero (which the body defines) into a new tensor of `shape`.
std::string fill(const std::string& name, const std::vector<int64_t>& shape);

}  // namespace op_cases
