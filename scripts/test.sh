#!/usr/bin/env bash
# Quick start, part 2: install dependencies, build, and run the whole test suite (ctest) and the
# Python package's (scripts/test-python.sh; LINRT_PYTHON=0 skips it), then the robustness jobs of
# docs/ROBUSTNESS.md: the whole suite again under ASan+UBSan (clang), every fuzz target for
# LINRT_FUZZ_SECONDS (default 60) in that same build, and the concurrency stress tests under
# ThreadSanitizer. LINRT_ROBUSTNESS=0 skips those three.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${LINRT_BUILD_DIR:-$root/build}"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
# lavapipe is installed above, so the Vulkan tests must run, not skip.
(cd "$build" && LINRT_REQUIRE_VULKAN=1 ctest --output-on-failure -j "$(nproc)" --timeout 600)
# The Python package and examples/ray (a venv with Ray from PyPI); LINRT_PYTHON=0 skips it.
if [ "${LINRT_PYTHON:-1}" != 0 ]; then
  "$root/scripts/test-python.sh"
fi

if [ "${LINRT_ROBUSTNESS:-1}" != 0 ]; then
  "$root/scripts/sanitize.sh" asan
  LINRT_FUZZ_SKIP_BUILD=1 "$root/scripts/fuzz.sh" "${LINRT_FUZZ_SECONDS:-60}"
  "$root/scripts/sanitize.sh" tsan
fi
