// libFuzzer entry point for linrt::fuzz::run_program (tests/fuzz/harness.h describes what it checks).
#include "tests/fuzz/harness.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  linrt::fuzz::run_program(std::span<const uint8_t>(data, size));
  return 0;
}
