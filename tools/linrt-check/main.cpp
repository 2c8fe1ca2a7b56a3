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
// A file that does not parse, or has no such function, is one FAIL line. The exit status is 0
// only when everything passed.
#include <iostream>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "engine/plan/plan.h"
#include "engine/plan/stats.h"
#include "engine/reference/executor.h"
#include "engine/vulkan/plan_runner.h"
#include "graph/parser.h"
#include "linrt/error.h"

using namespace linrt;

namespace {

constexpr const char* kUsage = R"(usage: linrt-check [--device=cpu|vulkan|vulkan:N|auto] FILE.mlir...

Runs every public function that takes no arguments in each FILE and prints one line per
function. cpu (the default) runs the reference executor; vulkan plans each function and runs
every dispatch with a shader on the GPU (the best device, or device N of linrt-run
--list-devices) and the rest on the CPU; auto is vulkan when a device exists, else cpu.
  PASS FILE @fn
  FAIL FILE @fn: <each failed check with its location, or the error>
then 'N passed, M failed'. A file that fails to parse counts as one failure.
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

// Runs `fn` in a fresh executor (so globals start from their initial values), directly or, with
// `vulkan`, through its plan on that device (`m` is then the canonicalised module); empty when
// it passed, otherwise why it failed.
// `gpu_dispatches` counts the dispatches that ran on the GPU.
std::string run_one(const graph::Module& m, const std::string& fn, const std::shared_ptr<engine::vk::Context>& vulkan,
                    size_t& gpu_dispatches) {
  try {
    ref::Executor exec(m);
    // The planner takes single-block bodies; a function with branches (cf.br, cf.cond_br) runs
    // on the reference executor on every device.
    const graph::Operation* f = m.lookup_function(fn);
    if (vulkan && f && f->regions.size() == 1 && f->regions[0]->blocks.size() == 1) {
      auto program = std::make_shared<const engine::vk::VulkanProgram>(vulkan, engine::build_plan(m, fn));
      engine::vk::VulkanPlanRunner runner(program, exec, 0);
      runner.run({});
      gpu_dispatches += program->device_dispatches();
    } else {
      exec.call(fn, {});
    }
    const auto& failures = exec.check_failures();
    if (failures.empty()) return "";
    std::string why;
    for (const auto& c : failures) {
      if (!why.empty()) why += "; ";
      why += c.where.empty() ? c.message : c.where + ": " + c.message;
    }
    return why;
  } catch (const Error& e) {
    return e.what();
  } catch (const std::bad_alloc&) {
    return "out of memory";
  } catch (const std::exception& e) {
    return std::string("internal error: ") + e.what();
  }
}

}  // namespace

int main(int argc, char** argv) {
  std::vector<std::string> files;
  std::string device = "cpu";
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

  int passed = 0, failed = 0;
  size_t gpu_dispatches = 0;
  for (const std::string& file : files) {
    std::unique_ptr<graph::Module> module;
    try {
      module = graph::parse_file(file);
    } catch (const std::exception& e) {
      std::cout << "FAIL " << file << ": " << e.what() << "\n";
      ++failed;
      continue;
    }
    if (vulkan) {
      ModelStats counts;
      engine::prepare_module(*module, counts);
    }
    std::vector<std::string> fns = runnable_functions(*module);
    if (fns.empty()) {
      std::cout << "FAIL " << file << ": no public function without arguments to run\n";
      ++failed;
      continue;
    }
    for (const std::string& fn : fns) {
      std::string why = run_one(*module, fn, vulkan, gpu_dispatches);
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
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed == 0 ? 0 : 1;
}
