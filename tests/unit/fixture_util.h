// Helpers for tests that run the model fixtures under tests/fixtures/ (docs/FIXTURES.md):
// reading fixture.json and the numbered .npy files, and comparing a result with a stored output
// within the fixture's tolerance.
#pragma once

#include <doctest/doctest.h>

#include <algorithm>
#include <cmath>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "core/host_tensor.h"
#include "engine/reference/executor.h"
#include "linrt/json.h"
#include "loaders/npy.h"

namespace linrt::testing {

namespace fs = std::filesystem;

struct FixtureSpec {
  std::string function;
  double atol = 0;
  double rtol = 0;
};

inline std::string read_text(const fs::path& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw std::runtime_error("cannot read " + path.string());
  std::ostringstream text;
  text << in.rdbuf();
  return text.str();
}

inline FixtureSpec read_spec(const fs::path& dir) {
  const fs::path path = dir / "fixture.json";
  const linrt::JsonValue json = linrt::parse_json(read_text(path), path.string());
  const auto* function = json.find("function");
  const auto* atol = json.find("atol");
  const auto* rtol = json.find("rtol");
  using Kind = linrt::JsonValue::Kind;
  if (!function || function->kind != Kind::String || !atol || atol->kind != Kind::Number ||
      !rtol || rtol->kind != Kind::Number || atol->number < 0 || rtol->number < 0)
    throw std::runtime_error(path.string() +
                             ": needs \"function\" (string), \"atol\" and \"rtol\" (numbers >= 0)");
  return {function->string, atol->number, rtol->number};
}

// prefix0.npy, prefix1.npy, ... in order; the numbering must have no gaps.
inline std::vector<fs::path> numbered_npy_files(const fs::path& dir, const std::string& prefix) {
  size_t count = 0;
  for (const auto& entry : fs::directory_iterator(dir)) {
    const std::string name = entry.path().filename().string();
    if (name.starts_with(prefix) && name.ends_with(".npy")) ++count;
  }
  std::vector<fs::path> files;
  for (size_t k = 0; k < count; ++k) {
    fs::path path = dir / (prefix + std::to_string(k) + ".npy");
    if (!fs::exists(path)) throw std::runtime_error(path.string() + " missing (numbering gap)");
    files.push_back(std::move(path));
  }
  return files;
}

inline linrt::HostTensor load_tensor(const fs::path& path) {
  linrt::loaders::NpyArray array = linrt::loaders::load_npy(path.string());
  return linrt::HostTensor::view(array.dtype, array.shape, array.data, array.owner);
}

inline std::vector<fs::path> fixture_dirs() {
  std::vector<fs::path> dirs;
  for (const auto& entry : fs::directory_iterator(LINRT_FIXTURES_DIR))
    if (entry.is_directory() && fs::exists(entry.path() / "model.mlir")) dirs.push_back(entry.path());
  std::sort(dirs.begin(), dirs.end());
  return dirs;
}

// Runs `run(dir)` for every fixture, each as its own doctest SUBCASE named after the fixture,
// turning an exception into a failure of that subcase. No fixtures at all is a failure.
template <class Run>
void for_each_fixture(Run&& run) {
  const std::vector<fs::path> dirs = fixture_dirs();
  REQUIRE_MESSAGE(!dirs.empty(), "no fixtures under " LINRT_FIXTURES_DIR);
  for (const fs::path& dir : dirs) {
    const std::string name = dir.filename().string();
    SUBCASE(name.c_str()) {
      try {
        run(dir);
      } catch (const std::exception& e) {
        FAIL_CHECK(name << ": " << e.what());
      }
    }
  }
}

// Compares one output with |got - want| <= atol + rtol * |want| elementwise and reports the
// largest absolute error.
inline void check_output(const std::string& label, const linrt::ref::RtValue& got,
                  const linrt::HostTensor& want, const FixtureSpec& spec) {
  REQUIRE_MESSAGE(got.is_tensor, label << ": result is a scalar, expected a tensor");
  const linrt::HostTensor& tensor = got.tensor;
  CHECK_MESSAGE(tensor.dtype() == want.dtype(),
                label << ": dtype " << linrt::dtype_name(tensor.dtype()) << ", expected "
                      << linrt::dtype_name(want.dtype()));
  REQUIRE_MESSAGE(tensor.shape() == want.shape(),
                  label << ": shape " << linrt::shape_str(tensor.shape()) << ", expected "
                        << linrt::shape_str(want.shape()));
  double max_error = 0;
  int64_t mismatches = 0;
  int64_t first_mismatch = -1;
  for (int64_t i = 0; i < want.numel(); ++i) {
    const double a = tensor.get_f64(i);
    const double b = want.get_f64(i);
    const double error = std::fabs(a - b);
    // NaN compares false here, so a NaN result counts as a mismatch.
    if (!(error <= spec.atol + spec.rtol * std::fabs(b))) {
      if (first_mismatch < 0) first_mismatch = i;
      ++mismatches;
    }
    if (!(error <= max_error)) max_error = error;  // keeps NaN once seen
  }
  std::ostringstream report;
  report << label << ": max abs error " << max_error << " (atol " << spec.atol << ", rtol "
         << spec.rtol << ")";
  if (mismatches > 0)
    report << ", " << mismatches << " of " << want.numel()
           << " elements out of tolerance, first at flat index " << first_mismatch << ": got "
           << tensor.get_f64(first_mismatch) << ", expected " << want.get_f64(first_mismatch);
  CHECK_MESSAGE(mismatches == 0, report.str());
}

}  // namespace linrt::testing
