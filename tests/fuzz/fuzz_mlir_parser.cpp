// libFuzzer entry point for linrt::fuzz::parse_mlir (tests/fuzz/harness.h describes what it checks).
#include "tests/fuzz/harness.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  linrt::fuzz::parse_mlir(std::span<const uint8_t>(data, size));
  return 0;
}
