#!/usr/bin/env bash
# Quick start, part 2: install dependencies, build, and run the whole test suite (ctest), then
# the robustness jobs of docs/ROBUSTNESS.md that fit CI's time budget: the ASan+UBSan build
# running the test suite and a short run of every fuzz target. LINRT_ROBUSTNESS=0 skips those;
# LINRT_FUZZ_SECONDS sets the fuzzing time per target (default 30).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${LINRT_BUILD_DIR:-$root/build}"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
(cd "$build" && ctest --output-on-failure -j "$(nproc)" --timeout 600)

if [ "${LINRT_ROBUSTNESS:-1}" != 0 ]; then
  "$root/scripts/sanitize.sh" asan "${LINRT_ASAN_TESTS:-}"
  "$root/scripts/fuzz.sh" "${LINRT_FUZZ_SECONDS:-30}"
fi
