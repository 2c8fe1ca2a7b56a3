// linrt-check: runs IREE-style e2e test files. Every public function without arguments is run
// on the reference executor (--device=cpu), or planned and run on the Vulkan device
// (--device=vulkan: dispatches with a shader on the GPU, the rest on the CPU); its
// check.expect_* ops record failures instead of stopping, so one line reports every failed
// expectation of a function:
//
//   PASS tests/conformance/add.mlir @add_f32
//   FAIL tests/conformance/sub.mlir @sub_i8: sub.mlir:12:3: expected 3, got 4
//   1 passed, 1 failed
//
// A file with `// RUN: iree-run-mlir ... --input=...` (or iree-run-module --function=) lines is
// run as IREE's lit tests run it instead: each run's functions are called on its inputs, their
// results printed as iree-run-mlir prints them, and the file's CHECK lines matched against that
// output (tools/linrt-check/filecheck.h); one PASS/FAIL line per function and run. RUN lines
// that only compile (iree-opt, iree-compile) are SKIP lines: linrt produces no compiler output.
//
// A file that does not parse, or has no such function, is one FAIL line. The exit status is 0
// only when nothing failed.
#include <fstream>
#include <iostream>
#include <map>
#include <memory>
#include <sstream>
#include <string>
#include <string_view>
#include <vector>

#include "engine/plan/plan.h"
#include "engine/plan/stats.h"
#include "engine/reference/executor.h"
#include "engine/scheduler.h"
#include "engine/vulkan/plan_runner.h"
#include "graph/parser.h"
#include "linrt/error.h"
#include "tools/linrt-check/filecheck.h"
#include "tools/linrt-check/run_lines.h"
#include "tools/linrt-run/function_io.h"
#include "tools/linrt-run/value_spec.h"

using namespace linrt;
using namespace linrt::tools;

namespace {

constexpr const char* kUsage = R"(usage: linrt-check [--device=cpu|vulkan|vulkan:N|auto] [--sequential-reductions] FILE.mlir...

Runs every public function that takes no arguments in each FILE and prints one line per
function. A FILE with '// RUN: iree-run-mlir ... --input=...' lines (or iree-run-module
--function=...) runs as IREE's lit test does: each run's functions on its inputs, the output
matched against the file's CHECK, CHECK-NEXT, CHECK-SAME, CHECK-LABEL and CHECK-NOT lines. cpu (the default) runs the reference executor; vulkan plans each function and runs
every dispatch with a shader on the GPU (the best device, or device N of linrt-run
--list-devices) and the rest on the CPU; auto is vulkan when a device exists, else cpu.
--sequential-reductions sums float reductions in the order of their loops, as IREE does when
compiled with --iree-llvmcpu-reassociate-fp-reductions=false (default: blocked pairwise sums,
as IREE's default); functions then run on the reference executor on every device.
  PASS FILE @fn
  FAIL FILE @fn: <each failed check with its location, or the error>
  SKIP FILE: <a RUN line that does not run the program>
then 'N passed, M failed' (and ', K skipped'). A file that fails to parse counts as one failure.
Exit status: 0 when all passed, 1 otherwise.
)";

// The no-argument public functions of `m`, in file order.
std::vector<std::string> runnable_functions(const graph::Module& m) {
  std::vector<std::string> names;
  for (const auto& op : m.body->ops) {
    if (!op->is(linrt::graph::OpId::FuncFunc) && !op->is(linrt::graph::OpId::UtilFunc)) continue;
    if (op->regions.empty() || op->regions[0]->blocks.empty()) continue;  // a declaration
    const graph::Attribute* vis = op->attr("sym_visibility");
    if (vis && vis->kind == graph::Attribute::Kind::String && vis->str != "public") continue;
    if (!op->regions[0]->blocks[0]->args.empty()) continue;
    const graph::Attribute* name = op->attr("sym_name");
    if (name) names.push_back(name->str);
  }
  return names;
}

// Calls `fn` with `args` on `exec`: directly or, with `vulkan`, through its plan on that device
// (`m` is then the canonicalised module). Functions of several blocks and functions with
// scalar arguments run on the reference executor on every device (the planner takes
// single-block bodies and tensor arguments). `gpu_dispatches` counts the GPU's dispatches.
std::vector<ref::RtValue> call_function(ref::Executor& exec, const graph::Module& m, const std::string& fn,
                                        const std::vector<ref::RtValue>& args,
                                        const std::shared_ptr<engine::vk::Context>& vulkan, size_t& gpu_dispatches) {
  const graph::Operation* f = m.lookup_function(fn);
  // The planned engine has one summation order (blocked); a sequential one is the reference's.
  bool plannable = vulkan && f && f->regions.size() == 1 && f->regions[0]->blocks.size() == 1 &&
                   !exec.options().sequential_sums;
  for (const ref::RtValue& a : args) plannable = plannable && a.is_tensor;
  if (!plannable) return exec.call(fn, args);
  auto program = std::make_shared<const engine::vk::VulkanProgram>(vulkan, engine::build_plan(m, fn));
  engine::Scheduler runner(program->plan_ptr(), std::make_unique<engine::vk::VulkanSession>(program), exec, 0);
  std::vector<ref::RtValue> results = tools::run_on(runner, args);
  gpu_dispatches += program->device_dispatches();
  return results;
}

// The check.expect_* failures `exec` recorded, joined; empty when none.
std::string check_failures(const ref::Executor& exec) {
  std::string why;
  for (const auto& c : exec.check_failures()) {
    if (!why.empty()) why += "; ";
    why += c.where.empty() ? c.message : c.where + ": " + c.message;
  }
  return why;
}

// Runs `fn` in a fresh executor (so globals start from their initial values), directly or, with
// `vulkan`, through its plan on that device (`m` is then the canonicalised module); empty when
// it passed, otherwise why it failed.
// `gpu_dispatches` counts the dispatches that ran on the GPU.
std::string run_one(const graph::Module& m, const std::string& fn, const std::shared_ptr<engine::vk::Context>& vulkan,
                    const ref::ExecOptions& eo, size_t& gpu_dispatches) {
  try {
    ref::Executor exec(m, eo);
    call_function(exec, m, fn, {}, vulkan, gpu_dispatches);
    return check_failures(exec);
  } catch (const Error& e) {
    return e.what();
  } catch (const std::bad_alloc&) {
    return "out of memory";
  } catch (const std::exception& e) {
    return std::string("internal error: ") + e.what();
  }
}


struct Tally {
  int passed = 0, failed = 0, skipped = 0;
};

// One run of a RUN-line file: every function it calls, their output as iree-run-mlir prints it
// ("EXEC @fn", then "result[i]: hal.buffer_view" and the value, or "result[i]: i32=42" for a
// scalar), and where each function's part of the output starts.
struct RunOutput {
  std::string text;
  std::vector<std::string> functions;
  std::vector<size_t> starts;
  std::vector<std::string> errors;  // per function: why it failed to run, or ""
};

RunOutput run_command(const graph::Module& m, const RunCommand& rc, const std::shared_ptr<engine::vk::Context>& vulkan,
                      const ref::ExecOptions& eo, size_t& gpu_dispatches) {
  RunOutput out;
  std::vector<std::string> fns = rc.function.empty() ? tools::public_functions(m) : std::vector<std::string>{rc.function};
  for (const std::string& fn : fns) {
    out.functions.push_back(fn);
    out.starts.push_back(out.text.size());
    out.text += "EXEC @" + fn + "\n";
    std::string error;
    try {
      tools::FunctionSignature sig = tools::select_function(m, fn);
      tools::ValueSpecParser parser;
      std::vector<tools::ParsedValue> values;
      for (const std::string& spec : rc.inputs)
        for (tools::ParsedValue& v : parser.parse(spec, false)) values.push_back(std::move(v));
      std::vector<ref::RtValue> args = tools::bind_inputs(sig, std::move(values));
      ref::Executor exec(m, eo);
      std::vector<ref::RtValue> results = call_function(exec, m, fn, args, vulkan, gpu_dispatches);
      for (size_t i = 0; i < results.size(); ++i) {
        HostTensor t = tools::result_tensor(results[i]);
        out.text += "result[" + std::to_string(i) + "]: ";
        if (results[i].is_tensor) out.text += "hal.buffer_view\n";
        out.text += t.str(size_t(1) << 20) + "\n";
      }
      error = check_failures(exec);
    } catch (const std::exception& e) {
      error = e.what();
      out.text += std::string("ERROR: ") + e.what() + "\n";
    }
    out.errors.push_back(error);
  }
  return out;
}

// Runs a file by its RUN lines and CHECK directives; prints one line per function and run.
void check_run_lines(const std::string& file, const std::string& text, const std::vector<RunCommand>& commands,
                     const graph::Module& m, const std::shared_ptr<engine::vk::Context>& vulkan,
                     const ref::ExecOptions& eo, size_t& gpu_dispatches, Tally& tally) {
  std::vector<CheckDirective> directives;
  try {
    directives = read_check_directives(text, file);
  } catch (const std::exception& e) {
    std::cout << "FAIL " << file << ": " << e.what() << "\n";
    ++tally.failed;
    return;
  }
  // Runs that differ only in compiler flags (IREE's vmvx and llvm-cpu lines) are one run.
  std::map<std::pair<std::string, std::vector<std::string>>, int> seen;
  std::vector<const RunCommand*> runs;
  for (const RunCommand& rc : commands) {
    if (!rc.runs_program) {
      std::cout << "SKIP " << file << ": RUN line " << rc.line << " runs " << rc.tool
                << " alone, which checks compiler output; linrt runs programs only\n";
      ++tally.skipped;
      continue;
    }
    if (seen.emplace(std::make_pair(rc.function, rc.inputs), rc.line).second) runs.push_back(&rc);
  }
  for (const RunCommand* rc : runs) {
    RunOutput out = run_command(m, *rc, vulkan, eo, gpu_dispatches);
    std::optional<CheckFailure> failure;
    try {
      failure = run_filecheck(directives, out.text, file);
    } catch (const std::exception& e) {
      failure = CheckFailure{0, 0, e.what()};
    }
    // The function whose output the failed directive was searching.
    size_t failed_at = out.functions.size();
    if (failure)
      for (size_t k = 0; k < out.starts.size(); ++k)
        if (out.starts[k] <= failure->input_pos) failed_at = k;
    if (failure && failed_at == out.functions.size()) failed_at = 0;
    const std::string suffix = runs.size() > 1 ? " (RUN line " + std::to_string(rc->line) + ")" : "";
    for (size_t k = 0; k < out.functions.size(); ++k) {
      std::string why = out.errors[k];
      if (failure && k == failed_at) why += (why.empty() ? "" : "; ") + failure->message;
      else if (failure && k > failed_at && why.empty()) why = "not checked: FileCheck stops at the first failed directive";
      if (why.empty()) {
        std::cout << "PASS " << file << " @" << out.functions[k] << suffix << "\n";
        ++tally.passed;
      } else {
        std::cout << "FAIL " << file << " @" << out.functions[k] << suffix << ": " << why << "\n";
        ++tally.failed;
      }
    }
    if (out.functions.empty()) {
      std::cout << (failure ? "FAIL " : "PASS ") << file << suffix << (failure ? ": " + failure->message : "") << "\n";
      ++(failure ? tally.failed : tally.passed);
    }
    std::cout.flush();
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> files;
  std::string device = "cpu";
  ref::ExecOptions exec_options;
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::cout << kUsage;
      return 0;
    }
    if (arg.substr(0, 9) == "--device=") {
      device = arg.substr(9);
      continue;
    }
    if (arg == "--sequential-reductions") {
      exec_options.sequential_sums = true;
      continue;
    }
    if (arg.substr(0, 2) == "--") {
      std::cerr << "linrt-check: error: " << arg << ": unknown flag (see --help)\n";
      return 1;
    }
    files.emplace_back(arg);
  }
  if (files.empty()) {
    std::cerr << "linrt-check: error: no input files (see --help)\n";
    return 1;
  }
  // The same device choice as linrt-run's.
  std::shared_ptr<engine::vk::Context> vulkan;
  if (device != "cpu") {
    int index = -1;
    if (device != "auto") {
      try {
        index = engine::vk::parse_device_spec(device);
      } catch (const Error&) {
        std::cerr << "linrt-check: error: --device: unknown device '" << device
                  << "' (use cpu, vulkan, vulkan:N or auto)\n";
        return 1;
      }
    }
    try {
      vulkan = engine::vk::shared_context(index);
    } catch (const Error& e) {
      if (device != "auto") {
        std::cerr << "linrt-check: error: " << e.what() << "\n";
        return 1;
      }
      std::cerr << "linrt-check: note: --device=auto: using cpu (" << e.message() << ")\n";
    }
  }

  Tally tally;
  int& passed = tally.passed;
  int& failed = tally.failed;
  size_t gpu_dispatches = 0;
  for (const std::string& file : files) {
    std::unique_ptr<graph::Module> module;
    std::vector<RunCommand> commands;
    std::string text;
    try {
      module = graph::parse_file(file);
      std::ifstream in(file, std::ios::binary);
      std::ostringstream buf;
      buf << in.rdbuf();
      text = buf.str();
      commands = read_run_commands(text, file);
    } catch (const std::exception& e) {
      std::cout << "FAIL " << file << ": " << e.what() << "\n";
      ++failed;
      continue;
    }
    if (vulkan) {
      ModelStats counts;
      engine::prepare_module(*module, counts);
    }
    if (!commands.empty()) {
      check_run_lines(file, text, commands, *module, vulkan, exec_options, gpu_dispatches, tally);
      continue;
    }
    std::vector<std::string> fns = runnable_functions(*module);
    if (fns.empty()) {
      std::cout << "FAIL " << file << ": no public function without arguments to run\n";
      ++failed;
      continue;
    }
    for (const std::string& fn : fns) {
      std::string why = run_one(*module, fn, vulkan, exec_options, gpu_dispatches);
      if (why.empty()) {
        std::cout << "PASS " << file << " @" << fn << "\n";
        ++passed;
      } else {
        std::cout << "FAIL " << file << " @" << fn << ": " << why << "\n";
        ++failed;
      }
      std::cout.flush();
    }
  }
  if (vulkan) std::cerr << "linrt-check: " << gpu_dispatches << " dispatches ran on the GPU\n";
  std::cout << passed << " passed, " << failed << " failed";
  if (tally.skipped) std::cout << ", " << tally.skipped << " skipped";
  std::cout << "\n";
  return failed == 0 ? 0 : 1;
}
