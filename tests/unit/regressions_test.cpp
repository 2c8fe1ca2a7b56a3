// Replays every input under tests/regressions/<target>/ through the fuzz target it was found
// with (tests/fuzz/harness.h). Each one once crashed, hung or tripped a sanitizer; now it must
// be accepted or rejected with linrt::Error, and nothing else may escape. scripts/sanitize.sh
// runs this under AddressSanitizer and UndefinedBehaviorSanitizer, where a bad read is caught
// even when it would not crash.
#include <doctest/doctest.h>

#include <filesystem>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

#include "tests/fuzz/harness.h"

namespace {

namespace fs = std::filesystem;

using Harness = void (*)(std::span<const uint8_t>);

const std::pair<const char*, Harness> kTargets[] = {
    {"mlir_parser", linrt::fuzz::parse_mlir},   {"npy", linrt::fuzz::read_npy},
    {"safetensors", linrt::fuzz::read_safetensors}, {"image", linrt::fuzz::decode_image},
    {"run", linrt::fuzz::run_program},
};

std::vector<uint8_t> read_bytes(const fs::path& p) {
  std::ifstream in(p, std::ios::binary);
  return std::vector<uint8_t>(std::istreambuf_iterator<char>(in), std::istreambuf_iterator<char>());
}

}  // namespace

TEST_CASE("regressions: every recorded fuzz input is accepted or rejected with linrt::Error") {
  const fs::path root = fs::path(LINRT_SOURCE_DIR) / "tests" / "regressions";
  REQUIRE(fs::is_directory(root));
  size_t replayed = 0;
  for (const auto& [target, harness] : kTargets) {
    const fs::path dir = root / target;
    if (!fs::is_directory(dir)) continue;
    for (const auto& entry : fs::directory_iterator(dir)) {
      if (!entry.is_regular_file()) continue;
      INFO("input: ", entry.path().string());
      const std::vector<uint8_t> bytes = read_bytes(entry.path());
      // The harness lets only linrt::Error through as a rejection; anything else is a bug.
      CHECK_NOTHROW(harness(bytes));
      ++replayed;
    }
  }
  // Every directory under tests/regressions/ names a known target.
  for (const auto& entry : fs::directory_iterator(root)) {
    if (!entry.is_directory()) continue;
    bool known = false;
    for (const auto& [target, harness] : kTargets) known |= entry.path().filename() == target;
    CHECK_MESSAGE(known, "unknown fuzz target directory ", entry.path().string());
  }
  MESSAGE("replayed ", replayed, " regression inputs");
}
