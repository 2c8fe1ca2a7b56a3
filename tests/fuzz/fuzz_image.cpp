// libFuzzer entry point for linrt::fuzz::decode_image (tests/fuzz/harness.h describes what it checks).
#include "tests/fuzz/harness.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  linrt::fuzz::decode_image(std::span<const uint8_t>(data, size));
  return 0;
}
