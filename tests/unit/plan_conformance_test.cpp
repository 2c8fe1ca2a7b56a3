// Every conformance file (IREE e2e style: functions without arguments whose check.* ops compare
// computed values with expected ones) through the planned engine: graph passes, planner, CPU
// kernels, elementwise programs and fallbacks. A check that fails, or an error, fails the test;
// the reference executor passes the same files (executor_test.cpp, linrt-check), so any
// difference is the engine's.
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <string>
#include <vector>

#include "engine/cpu/device.h"
#include "engine/plan/plan.h"
#include "engine/plan/stats.h"
#include "graph/parser.h"
#include "linrt/error.h"

TEST_CASE("plan: every conformance file passes its checks through the planned engine") {
  namespace fs = std::filesystem;
  std::vector<fs::path> files;
  for (const auto& entry : fs::directory_iterator(LINRT_CONFORMANCE_DIR))
    if (entry.is_regular_file() && entry.path().extension() == ".mlir") files.push_back(entry.path());
  std::sort(files.begin(), files.end());
  REQUIRE(files.size() >= 20);
  int functions = 0, planned_dispatches = 0, native_dispatches = 0;
  for (const fs::path& path : files) {
    CAPTURE(path.string());
    std::unique_ptr<linrt::graph::Module> module = linrt::graph::parse_file(path.string());
    linrt::ModelStats counts;
    linrt::engine::prepare_module(*module, counts);
    linrt::ref::Executor exec(*module);
    for (const auto& op : module->body->ops) {
      if (op->name != "func.func" || op->regions.empty()) continue;
      const linrt::graph::Attribute* vis = op->attr("sym_visibility");
      if (vis && vis->str == "private") continue;
      // Functions with arguments belong to RUN-line files, which linrt-check runs on their
      // --input values (the conformance/run_lines ctest).
      if (!op->regions[0]->blocks.empty() && !op->regions[0]->blocks[0]->args.empty()) continue;
      const linrt::graph::Attribute* name = op->attr("sym_name");
      REQUIRE(name);
      CAPTURE(name->str);
      ++functions;
      exec.clear_check_failures();
      if (op->regions[0]->blocks.size() > 1) {
        // Branches: the planner refuses them with advice, and the reference executor runs them.
        CHECK_THROWS_WITH_AS(linrt::engine::build_plan(*module, name->str), doctest::Contains("reference executor"),
                             linrt::Error);
        exec.call(name->str, {});
        for (const auto& f : exec.check_failures()) FAIL_CHECK(f.where << ": " << f.message);
        continue;
      }
      try {
        auto plan = linrt::engine::build_plan(*module, name->str);
        planned_dispatches += int(plan->dispatches.size());
        for (const auto& d : plan->dispatches) native_dispatches += plan->kernels[d.kernel].native != nullptr;
        linrt::engine::CpuPlanRunner runner(plan, exec, 1);
        runner.run({});
      } catch (const std::exception& e) {
        FAIL_CHECK(e.what());
      }
      for (const auto& f : exec.check_failures()) FAIL_CHECK(f.where << ": " << f.message);
    }
  }
  MESSAGE(functions << " conformance functions in " << files.size() << " files, " << planned_dispatches
                    << " dispatches, " << native_dispatches << " on CPU kernels or elementwise programs");
}
