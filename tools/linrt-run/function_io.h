// What linrt-run does around one function call: choosing the function, binding command-line
// values to its arguments, and writing or checking its results. The call itself is
// run_function(), the one place to switch when the planned engine replaces the reference
// executor.
#pragma once

#include <iosfwd>
#include <string>
#include <string_view>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/plan.h"
#include "engine/reference/executor.h"
#include "graph/ir.h"
#include "linrt/linrt.h"
#include "tools/linrt-run/value_spec.h"

namespace linrt::tools {

struct FunctionSignature {
  std::string name;
  std::vector<graph::Type> inputs, results;
  std::vector<std::string> input_names;  // iree.abi.name of each input, "" where there is none (may be empty)
};

// Public functions with a body, in file order.
std::vector<std::string> public_functions(const graph::Module& module);

// `requested` when given (any function with a body); otherwise the only public function, or
// "forward" / "main" when there are several. Throws linrt::Error(Invalid) listing the choices.
FunctionSignature select_function(const graph::Module& module, std::string_view requested);

// Binds parsed --input values to the function's arguments: tensors must match the declared
// element type (integers of the same width are reinterpreted, so a '<i8' array binds to an
// `index` tensor) and every static dimension; rank-0 tensors and untyped numbers bind to
// scalar arguments. Errors name the input ("--input #1").
std::vector<ref::RtValue> bind_inputs(const FunctionSignature& sig, std::vector<ParsedValue> values);

struct RunSettings {
  int threads = 0;  // 0: OpenMP's default
  ref::ExecOptions exec;
  SessionProfile* profile = nullptr;  // run_planned: when given, times the run's dispatches into it
  int profile_runs = 1;  // with more than one: one untimed warm-up run, then this many timed runs
};

// Runs `sig.name` on the reference executor.
std::vector<ref::RtValue> run_function(const graph::Module& module, const std::string& function,
                                       std::vector<ref::RtValue> args, const RunSettings& settings);

// Runs `plan` (a plan of a function of `module`) on the CPU device. Scalar arguments, which
// the planned engine does not bind, run the function on the reference executor instead.
std::vector<ref::RtValue> run_planned(const graph::Module& module, const engine::Plan& plan,
                                      std::vector<ref::RtValue> args, const RunSettings& settings);

// Runs a plan runner (engine::CpuPlanRunner or engine::Scheduler) on tensor
// arguments and returns its results as values that own their data.
template <class Runner>
std::vector<ref::RtValue> run_on(Runner& runner, const std::vector<ref::RtValue>& args) {
  std::vector<engine::BoundInput> bound;
  for (const ref::RtValue& a : args) bound.push_back({a.tensor.bytes(), a.tensor.dtype(), a.tensor.shape(), nullptr});
  runner.run(bound);
  std::vector<ref::RtValue> results;
  for (size_t i = 0; i < runner.num_results(); ++i) results.push_back(runner.result(i));
  return results;
}

// A result as a tensor (a scalar becomes a rank-0 tensor).
HostTensor result_tensor(const ref::RtValue& v);

// Absolute tolerances for float comparisons, per element type, as iree-run-module's
// --expected_f16_threshold / --expected_f32_threshold / --expected_f64_threshold.
struct Thresholds {
  double f16 = 0.001;
  double bf16 = 0.01;  // linrt addition: bf16 carries 8 bits of mantissa
  double f32 = 0.0001;
  double f64 = 0.0001;
  double for_dtype(DType t) const;
};

// Empty when `actual` matches `expected`; otherwise why not, in iree-run-module's words
// ("element at index 3 (2) does not match the expected (4.5)").
std::string compare_result(const HostTensor& actual, const ParsedValue& expected,
                           const Thresholds& thresholds);

// An --output destination, checked before the function runs.
struct OutputSpec {
  enum class Kind { Print, Write, Append };
  Kind kind = Kind::Print;
  std::string path;
};
OutputSpec parse_output_spec(std::string_view spec);

// Writes result `index` as `spec` says: printed to `out`, or stored as .npy (by extension) or
// raw bytes. bf16 results go to .npy files as f32, with a note on `notes`.
void emit_output(const OutputSpec& spec, size_t index, const HostTensor& result,
                 size_t print_max_elements, std::ostream& out, std::ostream& notes);

}  // namespace linrt::tools
