#!/usr/bin/env bash
# Quick start, part 2: install dependencies, build, and run the whole test suite (ctest), then
# the robustness job of docs/ROBUSTNESS.md that fits CI's time budget: every fuzz target for a
# short time (LINRT_FUZZ_SECONDS, default 30) in the clang ASan+UBSan build, which also replays
# tests/regressions/. LINRT_ROBUSTNESS=0 skips it. LINRT_ASAN_TESTS=FILTER also runs the doctest
# suite under ASan+UBSan (FILTER as doctest's -tc, "*" for all; see scripts/sanitize.sh).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${LINRT_BUILD_DIR:-$root/build}"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
# lavapipe is installed above, so the Vulkan tests must run, not skip.
(cd "$build" && LINRT_REQUIRE_VULKAN=1 ctest --output-on-failure -j "$(nproc)" --timeout 600)

if [ "${LINRT_ROBUSTNESS:-1}" != 0 ]; then
  "$root/scripts/fuzz.sh" "${LINRT_FUZZ_SECONDS:-30}"
  if [ -n "${LINRT_ASAN_TESTS:-}" ]; then "$root/scripts/sanitize.sh" asan "$LINRT_ASAN_TESTS"; fi
fi
