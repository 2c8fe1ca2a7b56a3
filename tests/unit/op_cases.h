// One table of op cases for every device, in the manner of ggml's test-backend-ops: each op
// family is a list of cases (the op with its shapes and attributes as a one-function MLIR
// module, f32 inputs, an error bound). tests/unit/op_cases_test.cpp runs every case on the
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

// Every case of every family.
const std::vector<OpCase>& all_cases();

// The argument values of `c` (seeded by the case's position, the same in every run).
std::vector<std::vector<float>> case_inputs(const OpCase& c, uint32_t seed);

}  // namespace op_cases
