// Runs every model fixture under tests/fixtures/ (see docs/FIXTURES.md) through the parser and
// the reference executor, and compares the results with the PyTorch eager outputs stored beside
// the model. The expected values come from PyTorch (and were checked by MLIR's own JIT when the
// fixtures were generated), never from linrt.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "engine/reference/executor.h"
#include "fixture_util.h"
#include "graph/parser.h"
#include "linrt/error.h"

namespace fs = std::filesystem;

namespace {

using namespace linrt::testing;

void run_fixture(const fs::path& dir) {
  const std::string name = dir.filename().string();
  const FixtureSpec spec = read_spec(dir);
  const std::vector<fs::path> input_files = numbered_npy_files(dir, "in");
  const std::vector<fs::path> output_files = numbered_npy_files(dir, "out");
  REQUIRE_MESSAGE(!output_files.empty(), name << ": no out0.npy");

  std::vector<linrt::ref::RtValue> args;
  for (const auto& path : input_files) args.push_back(linrt::ref::RtValue::of(load_tensor(path)));

  const std::unique_ptr<linrt::graph::Module> module =
      linrt::graph::parse_file((dir / "model.mlir").string());
  linrt::ref::Executor executor(*module);
  const std::vector<linrt::ref::RtValue> results = executor.call(spec.function, std::move(args));

  REQUIRE_MESSAGE(results.size() == output_files.size(),
                  name << ": " << results.size() << " results, expected " << output_files.size());
  for (size_t k = 0; k < results.size(); ++k)
    check_output(name + " out" + std::to_string(k), results[k], load_tensor(output_files[k]), spec);
}

}  // namespace

TEST_CASE("fixtures: every fixture model reproduces its PyTorch eager outputs") {
  for_each_fixture([](const fs::path& dir) { run_fixture(dir); });
}
