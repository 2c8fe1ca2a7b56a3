// linrt-run: runs one function of a linalg-on-tensors MLIR model with inputs from the command
// line, and prints, saves or checks its results. Flags follow iree-run-module; docs/TOOLS.md
// describes them with examples.
#include <cstdlib>
#include <iostream>
#include <iterator>
#include <memory>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "graph/passes/specialize.h"
#include "engine/plan/stats.h"
#include "engine/scheduler.h"
#include "engine/vulkan/plan_runner.h"
#include "graph/parser.h"
#include "engine/parameter_files.h"
#include "linrt/error.h"
#include "tools/linrt-run/function_io.h"
#include "tools/linrt-run/value_spec.h"

using namespace linrt;
using namespace linrt::tools;

namespace {

constexpr const char* kUsage = R"(usage: linrt-run [flags] [MODULE.mlir]

Runs one function of a linalg-on-tensors MLIR module (flags follow iree-run-module).

  --module=PATH              the .mlir file ('-' reads standard input), or a model folder as
                             linrt.export writes it (model.mlir + weights.safetensors); or
                             give it positionally
  --function=NAME            the function to run (default: the only public function, else
                             'forward', else 'main')
  --input=VALUE              one per function argument, in order (repeatable):
                               2x2xf32=1 2 3 4   2x2xf32=[1 2][3 4]   2x2xf32=7 (fill)
                               2x2xf32 (zeros)   f32=3.5 (rank 0)     3 (untyped scalar)
                               @in.npy (first array)  +in.npy (next)  *in.npy (all left)
                               2x2xf32=@in.bin (raw bytes)  2x2xf32=+in.bin (next raw bytes)
  --output=DEST              one per result (repeatable): - (print), @out.npy (write),
                             +out.npy (append); other extensions get raw bytes
  --expected_output=VALUE    one per result (repeatable): an --input form or (ignored);
                             prints [SUCCESS] or [FAILED] per result, exits 1 on a mismatch
  --expected_f16_threshold=X absolute tolerance for f16 results (default 0.001)
  --expected_bf16_threshold=X                         bf16 (default 0.01)
  --expected_f32_threshold=X                          f32 (default 0.0001)
  --expected_f64_threshold=X                          f64 (default 0.0001)
  --print_max_element_count=N  print at most N elements of a result (default 1024)
  --device=cpu|vulkan|vulkan:N|auto
                             where to run (default cpu): vulkan runs every dispatch with a
                             shader on the GPU (the best device, or device N of
                             --list-devices) and the rest on the CPU; auto is vulkan when a
                             device exists, else cpu
  --list-devices             print the devices linrt can run on and exit
  --vulkan-fp16              on Vulkan, store convolution weights as fp16 (fp32 arithmetic);
                             an error on devices without storageBuffer16BitAccess
  --precision=f32|bf16|int8  the CPU matmul kernels' arithmetic (default f32); bf16 stores
                             constant weights as bf16 and multiplies in bf16 with f32
                             accumulation (AVX512_BF16; an error on CPUs without it); int8
                             quantises constant weights per column and activations per row
                             on every run, as PyTorch's dynamic quantisation (int32 sums)
  --threads=N                CPU threads (default: all cores)
  --stats                    print what the planner made of the function: ops, dispatches,
                             distinct kernels (per root op), constants, weight and arena bytes
  --dump-dispatches=DIR      write one text file per distinct kernel (key and call sites)
  --profile                  time every dispatch of the run and print the time per distinct
                             kernel (CPU device; the first run, so with first-touch costs)
  --profile-runs=N           with --profile: one untimed warm-up run, then N timed runs
                             (the steady state; the results printed are the last run's)
  --reference                run on the reference executor instead of the planned engine
  --parameters=[SCOPE=]FILE  safetensors file or IREE parameter archive (.irpa, told
                             apart by their magic bytes) holding the external parameters
                             #stream.parameter.named<"SCOPE"::"name"> (repeatable; no
                             SCOPE: unscoped names); mapped, not copied
  --help                     this text

Without --output or --expected_output every result is printed.
)";

// Options read from the command line.
struct Flags {
  std::string module;
  std::string function;
  std::vector<std::string> inputs, outputs, expected;
  std::vector<std::pair<std::string, std::string>> parameters;  // (scope, file)
  Thresholds thresholds;
  size_t print_max = 1024;
  std::string device = "cpu";
  int threads = 0;
  bool help = false;
  bool stats = false;
  bool reference = false;
  bool list_devices = false;
  bool vulkan_fp16 = false;
  linrt::Precision precision = linrt::Precision::F32;
  bool profile = false;
  int profile_runs = 1;
  std::string dump_dir;
};

[[noreturn]] void usage_error(const std::string& where, const std::string& msg) {
  throw Error(ErrorKind::Invalid, where, msg);
}

// Parses a non-negative decimal count.
size_t parse_count(const std::string& flag, std::string_view v) {
  if (v.empty() || v.size() > 18 || v.find_first_not_of("0123456789") != std::string_view::npos)
    usage_error(flag, "expected a non-negative integer, got '" + std::string(v) + "'");
  return size_t(std::stoull(std::string(v)));
}

// Parses a tolerance; a trailing 'f' is accepted as iree-run-module users write "0.15f".
double parse_threshold(const std::string& flag, std::string_view v) {
  std::string s(v);
  if (!s.empty() && s.back() == 'f') s.pop_back();
  char* end = nullptr;
  double d = std::strtod(s.c_str(), &end);
  if (s.empty() || end != s.c_str() + s.size() || !(d >= 0))
    usage_error(flag, "expected a non-negative number, got '" + std::string(v) + "'");
  return d;
}

Flags parse_flags(int argc, char** argv) {
  Flags f;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      f.help = true;
      continue;
    }
    if (arg == "--list-devices") {
      f.list_devices = true;
      continue;
    }
    if (arg == "--stats" || arg == "--reference" || arg == "--vulkan-fp16" || arg == "--profile") {
      (arg == "--stats" ? f.stats : arg == "--reference" ? f.reference : arg == "--profile" ? f.profile : f.vulkan_fp16) = true;
      continue;
    }
    if (arg.size() < 2 || arg.substr(0, 2) != "--") {
      if (!f.module.empty()) usage_error(std::string(arg), "more than one module given (first: " + f.module + ")");
      f.module = arg;
      continue;
    }
    size_t eq = arg.find('=');
    std::string name(arg.substr(0, eq));
    if (eq == std::string_view::npos) usage_error(name, "expected " + name + "=VALUE");
    std::string_view value = arg.substr(eq + 1);
    if (name == "--module") {
      if (!f.module.empty()) usage_error(name, "more than one module given (first: " + f.module + ")");
      f.module = value;
    } else if (name == "--function") {
      f.function = value;
    } else if (name == "--input") {
      f.inputs.emplace_back(value);
    } else if (name == "--output") {
      f.outputs.emplace_back(value);
    } else if (name == "--expected_output") {
      f.expected.emplace_back(value);
    } else if (name == "--expected_f16_threshold") {
      f.thresholds.f16 = parse_threshold(name, value);
    } else if (name == "--expected_bf16_threshold") {
      f.thresholds.bf16 = parse_threshold(name, value);
    } else if (name == "--expected_f32_threshold") {
      f.thresholds.f32 = parse_threshold(name, value);
    } else if (name == "--expected_f64_threshold") {
      f.thresholds.f64 = parse_threshold(name, value);
    } else if (name == "--print_max_element_count") {
      f.print_max = parse_count(name, value);
    } else if (name == "--parameters") {
      const size_t split = value.find('=');
      if (split == std::string_view::npos)
        f.parameters.emplace_back("", std::string(value));
      else
        f.parameters.emplace_back(std::string(value.substr(0, split)), std::string(value.substr(split + 1)));
    } else if (name == "--profile-runs") {
      f.profile_runs = int(std::min<size_t>(parse_count(name, value), size_t(1) << 20));
      if (f.profile_runs < 1) usage_error(name, "expected at least 1 run");
    } else if (name == "--dump-dispatches") {
      if (value.empty()) usage_error(name, "expected a directory");
      f.dump_dir = value;
    } else if (name == "--device") {
      f.device = value;
    } else if (name == "--precision") {
      if (value != "f32" && value != "bf16" && value != "int8")
        usage_error(name, "use f32, bf16 or int8, got '" + std::string(value) + "'");
      f.precision = value == "bf16"   ? linrt::Precision::BF16
                    : value == "int8" ? linrt::Precision::Int8
                                      : linrt::Precision::F32;
    } else if (name == "--threads") {
      size_t n = parse_count(name, value);
      if (n > 4096) usage_error(name, "at most 4096 threads");
      f.threads = int(n);
    } else {
      usage_error(name, "unknown flag (see --help)");
    }
  }
  return f;
}

std::unique_ptr<graph::Module> load_module(const std::string& path, std::string& stdin_text) {
  if (path != "-") return graph::parse_file(path);
  stdin_text.assign(std::istreambuf_iterator<char>(std::cin), {});
  return graph::parse_module(stdin_text, "<stdin>");
}

// Runs the plan on the Vulkan device (GPU dispatches where a shader exists, CPU for the rest).
std::vector<ref::RtValue> run_on_vulkan(const graph::Module& module, std::shared_ptr<const engine::Plan> plan,
                                        std::shared_ptr<engine::vk::Context> vulkan,
                                        const engine::vk::ProgramOptions& vk_options,
                                        const std::vector<ref::RtValue>& args, const RunSettings& settings) {
  for (const ref::RtValue& a : args)
    if (!a.is_tensor) throw Error(ErrorKind::Unsupported, "--device", "scalar arguments run on the cpu device only");
  ref::Executor exec(module, settings.exec);
  auto program = std::make_shared<const engine::vk::VulkanProgram>(std::move(vulkan), std::move(plan), vk_options);
  engine::Scheduler runner(program->plan_ptr(), std::make_unique<engine::vk::VulkanSession>(program), exec,
                           settings.threads);
  return run_on(runner, args);
}

// Everything after flag parsing; returns the exit code.
int run(const Flags& f) {
  if (f.list_devices) {
    for (const std::string& line : linrt::list_devices()) std::cout << line << "\n";
    return 0;
  }
  if (f.module.empty()) usage_error("", "no module given (see --help)");
  // The Vulkan device, opened before the (possibly long) load so that a bad choice fails fast.
  std::shared_ptr<engine::vk::Context> vulkan;
  if (f.device != "cpu" && f.device != "auto") {
    int index = -1;
    try {
      index = engine::vk::parse_device_spec(f.device);
    } catch (const Error&) {
      usage_error("--device", "unknown device '" + f.device + "' (use cpu, vulkan, vulkan:N or auto)");
    }
    vulkan = engine::vk::shared_context(index);
  } else if (f.device == "auto") {
    try {
      vulkan = engine::vk::shared_context(-1);
    } catch (const Error& e) {
      std::cerr << "linrt-run: note: --device=auto: using cpu (" << e.message() << ")\n";
    }
  }
  if (vulkan && f.reference) usage_error("--reference", "the reference executor runs on the CPU; drop --device");
  if (f.precision != linrt::Precision::F32 && (vulkan || f.reference))
    usage_error("--precision", "bf16 and int8 are for the planned engine on the CPU device; drop --reference and --device");
  engine::check_precision(f.precision);  // before the module is read

  // Check the cheap things first, so that a typo does not wait for a long run.
  std::vector<OutputSpec> outputs;
  for (size_t i = 0; i < f.outputs.size(); ++i) {
    try {
      outputs.push_back(parse_output_spec(f.outputs[i]));
    } catch (const Error& e) {
      throw Error(e.kind(), "--output #" + std::to_string(i), e.message());
    }
  }

  std::string stdin_text;  // the parsed module may refer into it, so it lives until the end
  // A model folder (linrt.export's): its model.mlir, with its weights.safetensors bound.
  std::vector<std::pair<std::string, std::string>> parameter_files = f.parameters;
  const std::string module_path = f.module == "-" ? f.module : linrt::resolve_model_folder(f.module, parameter_files);
  std::unique_ptr<graph::Module> module = load_module(module_path, stdin_text);
  graph::ParameterIndex parameters;
  for (const auto& [scope, file] : parameter_files) linrt::engine::add_parameter_file(parameters, scope, file);
  graph::bind_parameters(*module, parameters);
  FunctionSignature sig = select_function(*module, f.function);
  if (f.reference && (f.stats || !f.dump_dir.empty()))
    usage_error("--reference", "--stats and --dump-dispatches describe the planned engine; drop --reference");
  if (f.profile && (f.reference || vulkan))
    usage_error("--profile", "times the planned engine on the CPU device; drop --reference and --device");
  ValueSpecParser specs;
  auto parse_all = [&](const std::vector<std::string>& list, const char* flag, bool allow_ignored) {
    std::vector<ParsedValue> values;
    for (size_t i = 0; i < list.size(); ++i) {
      try {
        for (ParsedValue& v : specs.parse(list[i], allow_ignored)) values.push_back(std::move(v));
      } catch (const Error& e) {
        std::string shown = list[i].size() <= 60 ? list[i] : list[i].substr(0, 57) + "...";
        throw Error(e.kind(), std::string(flag) + " #" + std::to_string(i) + " '" + shown + "'", e.what());
      }
    }
    return values;
  };
  std::vector<ref::RtValue> args = bind_inputs(sig, parse_all(f.inputs, "--input", false));
  std::vector<ParsedValue> expected = parse_all(f.expected, "--expected_output", true);
  if (!f.outputs.empty() && outputs.size() != sig.results.size())
    usage_error("--output", "@" + sig.name + " has " + std::to_string(sig.results.size()) +
                                " result(s) but " + std::to_string(outputs.size()) + " --output flag(s) were given");
  if (!expected.empty() && expected.size() != sig.results.size())
    usage_error("--expected_output", "@" + sig.name + " has " + std::to_string(sig.results.size()) +
                                         " result(s) but " + std::to_string(expected.size()) +
                                         " expected value(s) were given");

  if (f.vulkan_fp16 && !vulkan) usage_error("--vulkan-fp16", "needs --device=vulkan (or auto with a device)");
  engine::vk::ProgramOptions vk_options;
  vk_options.fp16_weights = f.vulkan_fp16;
  std::shared_ptr<const engine::Plan> plan;
  if (!f.reference) {
    ModelStats counts;
    counts.ops_parsed = engine::count_function_ops(*module);
    counts.constants_before_dedup = engine::count_tensor_constants(*module);
    engine::prepare_module(*module, counts);
    // Dynamic argument types take the bound inputs' shapes, so the planner sees static shapes.
    if (graph::has_dynamic_arguments(*module, sig.name)) {
      std::vector<std::vector<int64_t>> shapes;
      for (const ref::RtValue& a : args) shapes.push_back(a.is_tensor ? a.tensor.shape() : std::vector<int64_t>{});
      graph::specialize_function(*module, sig.name, shapes);
      ModelStats again;  // the load-time pass counters stay the ones reported
      engine::prepare_module(*module, again);
      counts.ops_after_passes = again.ops_after_passes;
      counts.constants_after_dedup = again.constants_after_dedup;
    }
    engine::PlanOptions plan_options;
    plan_options.precision = f.precision;
    plan_options.blocked_layouts = !vulkan;  // a Vulkan program reads every storage row-major
    plan = engine::build_plan(*module, sig.name, plan_options);
    if (f.stats || !f.dump_dir.empty()) {
      ModelStats stats = engine::plan_stats(*plan);
      stats.ops_parsed = counts.ops_parsed;
      stats.ops_after_passes = counts.ops_after_passes;
      stats.constants_before_dedup = counts.constants_before_dedup;
      stats.constants_after_dedup = counts.constants_after_dedup;
      stats.pass_counters = counts.pass_counters;
      if (f.stats) std::cout << engine::format_stats(stats);
      if (f.stats && vulkan) {
        // Building the program creates the pipelines: one per distinct KernelKey on the GPU (plus
        // one per epilogue that runs as a second pass), however many dispatch sites share it.
        engine::vk::VulkanProgram program(vulkan, plan, vk_options);
        std::cout << "vulkan: " << vulkan->info().describe() << "\n"
                  << "  dispatches on the GPU: " << program.device_dispatches() << " of " << plan->dispatches.size()
                  << "\n  distinct GPU kernels (KernelKeys): " << program.device_kernels()
                  << "\n  pipelines: " << program.pipelines() << " for " << program.device_dispatches()
                  << " dispatch sites (one per GPU kernel; " << program.second_pass_epilogues()
                  << " more for epilogues run as a second pass)\n";
      }
      if (!f.dump_dir.empty()) engine::dump_dispatches(stats, f.dump_dir);
    }
  }

  RunSettings settings;
  settings.threads = f.threads;
  SessionProfile profile;
  if (f.profile) settings.profile = &profile;
  settings.profile_runs = f.profile_runs;
  std::cout << "EXEC @" << sig.name << "\n";
  std::vector<ref::RtValue> results;
  if (plan && vulkan) results = run_on_vulkan(*module, plan, vulkan, vk_options, args, settings);
  else if (plan) results = run_planned(*module, *plan, std::move(args), settings);
  else results = run_function(*module, sig.name, std::move(args), settings);

  bool print_all = outputs.empty() && expected.empty();
  for (size_t i = 0; i < results.size(); ++i) {
    HostTensor r = result_tensor(results[i]);
    if (print_all) {
      emit_output(OutputSpec{}, i, r, f.print_max, std::cout, std::cerr);
    } else if (i < outputs.size()) {
      try {
        emit_output(outputs[i], i, r, f.print_max, std::cout, std::cerr);
      } catch (const Error& e) {
        throw Error(e.kind(), "--output #" + std::to_string(i), e.what());
      }
    }
  }

  if (f.profile) std::cout << format_profile(profile);

  bool all_match = true;
  for (size_t i = 0; i < expected.size() && i < results.size(); ++i) {
    std::string why = compare_result(result_tensor(results[i]), expected[i], f.thresholds);
    if (why.empty()) {
      std::cout << "[SUCCESS] result[" << i << "]\n";
    } else {
      std::cout << "[FAILED] result[" << i << "]: " << why << "\n";
      all_match = false;
    }
  }
  return all_match ? 0 : 1;
}

}  // namespace

int main(int argc, char** argv) {
  try {
    Flags f = parse_flags(argc, argv);
    if (f.help) {
      std::cout << kUsage;
      return 0;
    }
    int rc = run(f);
    std::cout.flush();
    return rc;
  } catch (const Error& e) {
    std::cout.flush();
    std::cerr << "linrt-run: error: " << e.what() << "\n";
  } catch (const std::bad_alloc&) {
    std::cout.flush();
    std::cerr << "linrt-run: error: out of memory\n";
  } catch (const std::exception& e) {
    std::cout.flush();
    std::cerr << "linrt-run: error: internal error: " << e.what() << "\n";
  }
  return 1;
}
