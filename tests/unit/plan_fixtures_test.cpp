// Runs every model fixture under tests/fixtures/ through the public API's planned engine (graph
// passes, planner, CPU kernels, fused elementwise programs, fallbacks) and compares with the
// PyTorch eager outputs stored beside the model. Each model runs twice in one session, so that
// the second run exercises a reused arena.
#include <doctest/doctest.h>

#include <filesystem>
#include <string>
#include <vector>

#include "fixture_util.h"
#include "linrt/linrt.h"

namespace fs = std::filesystem;

namespace {

using namespace linrt::testing;

linrt::ref::RtValue to_rt(const linrt::Tensor& t) {
  REQUIRE(t.is_contiguous());
  linrt::HostTensor h(t.dtype(), t.shape());
  std::memcpy(h.mutable_bytes(), t.data(), h.nbytes());
  return linrt::ref::RtValue::of(std::move(h));
}

void run_fixture_planned(const fs::path& dir) {
  const std::string name = dir.filename().string();
  const FixtureSpec spec = read_spec(dir);
  std::vector<linrt::HostTensor> inputs;
  for (const auto& path : numbered_npy_files(dir, "in")) inputs.push_back(load_tensor(path));
  const std::vector<fs::path> output_files = numbered_npy_files(dir, "out");
  REQUIRE_MESSAGE(!output_files.empty(), name << ": no out0.npy");

  linrt::Model model = linrt::Model::load((dir / "model.mlir").string());
  linrt::Session session = model.session();
  std::vector<linrt::Tensor> args;
  for (const auto& h : inputs) args.push_back(linrt::Tensor::view(h.bytes(), h.dtype(), h.shape()));
  for (int round = 0; round < 2; ++round) {
    const std::vector<linrt::Tensor> results = session.run(spec.function, args);
    REQUIRE_MESSAGE(results.size() == output_files.size(),
                    name << ": " << results.size() << " results, expected " << output_files.size());
    for (size_t k = 0; k < results.size(); ++k)
      check_output(name + " (run " + std::to_string(round + 1) + ") out" + std::to_string(k), to_rt(results[k]),
                   load_tensor(output_files[k]), spec);
  }
}

}  // namespace

TEST_CASE("plan: every fixture model reproduces its PyTorch outputs through the planned engine") {
  for_each_fixture([](const fs::path& dir) { run_fixture_planned(dir); });
}

// torch-mlir's older forms (tools/export/oldforms.py) plan as the current ones do: a leaky_relu
// as one cmpf/select generic (its f64 slope truncated in the body or at function level), a
// channel concat as insert_slices into a tensor.empty, a transpose as a generic, ... run on
// kernels, with no dispatch left to a reference fallback. Their outputs are checked against
// PyTorch's by the test above.
TEST_CASE("plan: the older-form fixtures run without reference fallbacks") {
  int checked = 0;
  for (const fs::path& dir : fixture_dirs()) {
    const std::string name = dir.filename().string();
    if (!name.ends_with("_oldform")) continue;
    CAPTURE(name);
    linrt::Model model = linrt::Model::load((dir / "model.mlir").string());
    const linrt::ModelStats stats = model.stats(read_spec(dir).function);
    CHECK(stats.fallback_dispatches == 0);
    ++checked;
  }
  CHECK(checked >= 8);
}
