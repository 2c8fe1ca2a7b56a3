#!/usr/bin/env bash
# Sanitizer builds of linrt and its tests (docs/ROBUSTNESS.md, "Jobs").
#
#   scripts/sanitize.sh asan [CTEST-ARGS...]  clang, AddressSanitizer + UndefinedBehaviorSanitizer
#                                             (every UB check fatal, leak checking on): builds the
#                                             library, every test program, the tools, the examples
#                                             and the fuzz targets, then runs the whole ctest
#                                             suite: the doctest cases (Vulkan ones on lavapipe),
#                                             linrt-check/linrt-run/upscale/DLRM command-line
#                                             tests and the fuzz regressions. CTEST-ARGS narrow it
#                                             (e.g. -R 'limits|stress').
#   scripts/sanitize.sh tsan                  clang, ThreadSanitizer, with LLVM's libomp and its
#                                             Archer tool: the concurrency stress tests.
#   scripts/sanitize.sh all                   both.
#   scripts/sanitize.sh configure-asan        only configures the ASan build (used by fuzz.sh).
#
# The ASan build ($LINRT_ASAN_BUILD_DIR, default build-asan) also carries libFuzzer's coverage
# instrumentation and the fuzz targets, so scripts/fuzz.sh reuses it instead of compiling the
# library a third time. The TSan build is $LINRT_TSAN_BUILD_DIR (default build-tsan). Both use
# ccache when it is installed.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
asan_build="${LINRT_ASAN_BUILD_DIR:-$root/build-asan}"
tsan_build="${LINRT_TSAN_BUILD_DIR:-$root/build-tsan}"
launcher=()
if command -v ccache > /dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
common=(-DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug -DLINRT_BUILD_BENCH=OFF "${launcher[@]}")
debug="-O1 -gline-tables-only -fno-omit-frame-pointer"

# UBSan's vptr check is off: it needs the RTTI of every polymorphic class linrt touches, and
# Debian's glslang library is built without RTTI (its typeinfo symbols do not exist).
configure_asan() {
  cmake -S "$root" -B "$asan_build" "${common[@]}" \
    -DCMAKE_CXX_FLAGS_DEBUG="$debug -fsanitize=address,undefined -fno-sanitize=vptr -fsanitize=fuzzer-no-link -fno-sanitize-recover=undefined" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DLINRT_BUILD_TOOLS=ON -DLINRT_BUILD_FUZZERS=ON > /dev/null
}

# consumer_links_installed_library is left out: it builds examples/consumer with the system
# compiler and no sanitizer flags against the installed (instrumented) archive, which cannot
# link; it tests packaging, which the Release suite covers.
# lavapipe leaks a block inside the driver on some CPUs (tests/sanitize/lsan.supp); preloaded, the
# driver stays mapped after vkDestroyInstance, so the report names it and the suppression applies.
lavapipe="${LINRT_LAVAPIPE_LIBRARY:-/usr/lib/$(gcc -print-multiarch)/libvulkan_lvp.so}"
# The parallel_blocks stress test forks teams of 8 threads from 8 threads at once and one team of
# 66: LLVM's libomp keeps thread structures of those teams unreachable at exit (a leak inside
# libomp, whose frames carry no symbols). That test alone runs with tests/sanitize/lsan_libomp.supp;
# its own allocations are made outside any parallel region, so the suppression hides only
# libomp's.
libomp_test='^stress: parallel_blocks runs every block exactly once'
asan_ctest() {  # LSAN suppression file, then ctest arguments
  local supp="$1"; shift
  (cd "$asan_build" &&
    ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1}" \
    UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
    LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$root/tests/sanitize/$supp}" \
    LD_PRELOAD="$([ -f "$lavapipe" ] && echo "$lavapipe")" \
    LINRT_REQUIRE_VULKAN="${LINRT_REQUIRE_VULKAN:-1}" \
      ctest --output-on-failure -j "$(nproc)" --timeout 900 "$@")
}
run_asan() {
  configure_asan
  cmake --build "$asan_build" -j "$(nproc)"
  echo "sanitize: ASan+UBSan ctest ${*:-(whole suite)}"
  asan_ctest lsan.supp -E "^consumer_links_installed_library\$|$libomp_test" "$@"
  [ $# -gt 0 ] || asan_ctest lsan_libomp.supp -R "$libomp_test"
}

# OpenMP under TSan: GCC's libgomp is not instrumented, so TSan cannot see its barriers and
# reports races inside every correct parallel loop. LLVM's libomp (clang's -fopenmp) with the
# Archer tool (libarcher.so, loaded through OMP_TOOL_LIBRARIES) tells TSan about OpenMP's
# synchronisation, so the sessions' own OpenMP teams are checked as well, not switched off.
archer="${LINRT_ARCHER:-/usr/lib/llvm-14/lib/libarcher.so}"
run_tsan() {
  cmake -S "$root" -B "$tsan_build" "${common[@]}" -DLINRT_BUILD_TOOLS=OFF \
    -DCMAKE_CXX_FLAGS_DEBUG="$debug -fsanitize=thread" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" > /dev/null
  cmake --build "$tsan_build" -j "$(nproc)" --target linrt_stress_tests
  if [ ! -f "$archer" ]; then
    echo "sanitize: $archer not found (Debian package libomp-14-dev); set LINRT_ARCHER" >&2
    exit 1
  fi
  echo "sanitize: TSan stress tests (libomp + Archer)"
  OMP_TOOL_LIBRARIES="$archer" ARCHER_OPTIONS="${ARCHER_OPTIONS:-verbose=1}" \
  TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1:ignore_noninstrumented_modules=1}" \
    "$tsan_build/tests/linrt_stress_tests" -tc="stress:*,api: sessions on one model*"
}

case "${1:-all}" in
  configure-asan) configure_asan ;;
  asan) shift; run_asan "$@" ;;
  tsan) run_tsan ;;
  all) run_asan; run_tsan ;;
  *) echo "usage: $0 asan [CTEST-ARGS...] | tsan | all | configure-asan" >&2; exit 2 ;;
esac
