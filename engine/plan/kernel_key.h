// A dispatch's KernelKey: everything its kernel may depend on and nothing else. Never constant
// tensor data (dense attributes enter as a hash), so that call sites that differ only in their
// weights share one kernel. Dispatches with equal keys share one PlanKernel; dispatches whose
// keys differ only in their epilogue share one DeviceKernel (root()).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "engine/plan/device.h"

namespace linrt::engine {

struct KernelKey {
  // A root op's dispatch, or a standalone fused elementwise chain (op = "elementwise").
  bool standalone = false;
  std::string op;          // the root op's name
  std::string attributes;  // root: its attributes, printed (dense data as a hash)
  std::string shape;       // standalone: the iteration shape
  std::string inputs;      // root: operand types; standalone: each input's type and access
  std::string outputs;     // root: result types; standalone: the number of outputs
  std::string regions;     // root: a structural description of its regions
  bool input0_blocked = false, output_blocked = false;  // NCHW16c operand 0 / result
  std::string captures;    // types of the values the root's regions capture
  InputPrologue prologue = InputPrologue::None;  // root: how it reads operand 0
  bool has_epilogue = false;
  std::string program;     // standalone: the chain's program; else the epilogue's (if any)
  std::string extras;      // the epilogue's further inputs: type and access each
  std::vector<bool> constant;     // per dispatch input: a model constant
  size_t num_root_inputs = 0;     // constant[0 .. num_root_inputs) are the root's operands
  std::vector<uint32_t> fills;    // root operands made by a linalg.fill of a constant

  // The text form (PlanKernel::key, --dump-dispatches, Vulkan pipeline names).
  std::string str() const;
  // The text of the key without the epilogue (PlanKernel::root_key): what the root's
  // DeviceKernel depends on.
  std::string root_str() const;
  bool operator==(const KernelKey&) const = default;
};

struct KernelKeyHash {
  size_t operator()(const KernelKey& key) const noexcept;
};

}  // namespace linrt::engine
