// linrt-check: runs IREE-style e2e test files. Every public function without arguments is run
// on the reference executor; its check.expect_* ops record failures instead of stopping, so
// one line reports every failed expectation of a function:
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

#include "engine/reference/executor.h"
#include "graph/parser.h"
#include "linrt/error.h"

using namespace linrt;

namespace {

constexpr const char* kUsage = R"(usage: linrt-check [--device=cpu] FILE.mlir...

Runs every public function that takes no arguments in each FILE with the reference executor
and prints one line per function:
  PASS FILE @fn
  FAIL FILE @fn: <each failed check with its location, or the error>
then 'N passed, M failed'. A file that fails to parse counts as one failure.
Exit status: 0 when all passed, 1 otherwise.
)";

// The no-argument public functions of `m`, in file order.
std::vector<std::string> runnable_functions(const graph::Module& m) {
  std::vector<std::string> names;
  for (const auto& op : m.body->ops) {
    if (op->name != "func.func" && op->name != "util.func") continue;
    if (op->regions.empty() || op->regions[0]->blocks.empty()) continue;  // a declaration
    const graph::Attribute* vis = op->attr("sym_visibility");
    if (vis && vis->kind == graph::Attribute::Kind::String && vis->str != "public") continue;
    if (!op->regions[0]->blocks[0]->args.empty()) continue;
    const graph::Attribute* name = op->attr("sym_name");
    if (name) names.push_back(name->str);
  }
  return names;
}

// Runs `fn` in a fresh executor (so globals start from their initial values); empty when it
// passed, otherwise why it failed.
std::string run_one(const graph::Module& m, const std::string& fn) {
  try {
    ref::Executor exec(m);
    exec.call(fn, {});
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
  for (int i = 1; i < argc; ++i) {
    std::string_view arg = argv[i];
    if (arg == "--help" || arg == "-h") {
      std::cout << kUsage;
      return 0;
    }
    if (arg == "--device=cpu") continue;
    if (arg == "--device=auto") {
      std::cerr << "linrt-check: note: --device=auto: using cpu (vulkan device not available in this build)\n";
      continue;
    }
    if (arg == "--device=vulkan") {
      std::cerr << "linrt-check: error: --device: vulkan device not available in this build\n";
      return 1;
    }
    if (arg.substr(0, 9) == "--device=") {
      std::cerr << "linrt-check: error: --device: unknown device '" << arg.substr(9)
                << "' (use cpu, vulkan or auto)\n";
      return 1;
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

  int passed = 0, failed = 0;
  for (const std::string& file : files) {
    std::unique_ptr<graph::Module> module;
    try {
      module = graph::parse_file(file);
    } catch (const std::exception& e) {
      std::cout << "FAIL " << file << ": " << e.what() << "\n";
      ++failed;
      continue;
    }
    std::vector<std::string> fns = runnable_functions(*module);
    if (fns.empty()) {
      std::cout << "FAIL " << file << ": no public function without arguments to run\n";
      ++failed;
      continue;
    }
    for (const std::string& fn : fns) {
      std::string why = run_one(*module, fn);
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
  std::cout << passed << " passed, " << failed << " failed\n";
  return failed == 0 ? 0 : 1;
}
