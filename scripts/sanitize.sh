#!/usr/bin/env bash
# Sanitizer builds of linrt and its tests.
#
#   scripts/sanitize.sh asan [DOCTEST-FILTER]   clang, AddressSanitizer + UndefinedBehaviorSanitizer
#                                               (every UB check fatal): builds linrt_tests and runs
#                                               it (all tests, or those matching the doctest -tc
#                                               filter, e.g. "*limits*,*parser*").
#   scripts/sanitize.sh tsan                    gcc, ThreadSanitizer: builds linrt_tests and runs the
#                                               concurrency stress tests (tests/unit/stress_test.cpp).
#   scripts/sanitize.sh all                     both.
#   scripts/sanitize.sh configure-asan          only configures the ASan build (used by fuzz.sh).
#
# The ASan build ($LINRT_ASAN_BUILD_DIR, default build-asan) also carries libFuzzer's coverage
# instrumentation and the fuzz targets, so scripts/fuzz.sh reuses it instead of compiling the
# library a third time. The TSan build is $LINRT_TSAN_BUILD_DIR (default build-tsan).
# Vulkan tests run too when a Vulkan driver (lavapipe) is installed; they skip themselves when not.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
asan_build="${LINRT_ASAN_BUILD_DIR:-$root/build-asan}"
tsan_build="${LINRT_TSAN_BUILD_DIR:-$root/build-tsan}"
launcher=()
if command -v ccache > /dev/null; then launcher=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache); fi
common=(-DLINRT_BUILD_TOOLS=OFF -DLINRT_BUILD_BENCH=OFF "${launcher[@]}")

# UBSan's vptr check is off: it needs the RTTI of every polymorphic class linrt touches, and
# Debian's glslang library is built without RTTI (its typeinfo symbols do not exist).
configure_asan() {
  cmake -S "$root" -B "$asan_build" -DCMAKE_CXX_COMPILER=clang++ -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS_DEBUG="-O1 -gline-tables-only -fno-omit-frame-pointer -fsanitize=address,undefined -fno-sanitize=vptr -fsanitize=fuzzer-no-link -fno-sanitize-recover=undefined" \
    -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=address,undefined" \
    -DLINRT_BUILD_FUZZERS=ON "${common[@]}" > /dev/null
}

run_asan() {
  configure_asan
  cmake --build "$asan_build" -j "$(nproc)" --target linrt_tests
  local filter=()
  if [ -n "${1:-}" ]; then filter=(-tc="$1"); fi
  echo "sanitize: ASan+UBSan linrt_tests ${1:-(all tests)}"
  ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:strict_string_checks=1:detect_stack_use_after_return=1}" \
  UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
    "$asan_build/tests/linrt_tests" "${filter[@]}"
}

run_tsan() {
  cmake -S "$root" -B "$tsan_build" -DCMAKE_CXX_COMPILER=g++ -DCMAKE_BUILD_TYPE=Debug \
    -DCMAKE_CXX_FLAGS_DEBUG="-O1 -g1 -fsanitize=thread" -DCMAKE_EXE_LINKER_FLAGS="-fsanitize=thread" \
    "${common[@]}" > /dev/null
  cmake --build "$tsan_build" -j "$(nproc)" --target linrt_tests
  echo "sanitize: TSan stress tests"
  # The sessions under test run with one OpenMP thread each, so libgomp (not TSan-instrumented)
  # starts no threads of its own and TSan sees only linrt's synchronisation.
  TSAN_OPTIONS="${TSAN_OPTIONS:-halt_on_error=1:second_deadlock_stack=1}" OMP_NUM_THREADS=1 \
    "$tsan_build/tests/linrt_tests" -tc="stress:*,api: sessions on one model*"
}

case "${1:-all}" in
  configure-asan) configure_asan ;;
  asan) run_asan "${2:-}" ;;
  tsan) run_tsan ;;
  all) run_asan "${2:-}"; run_tsan ;;
  *) echo "usage: $0 asan [FILTER] | tsan | all | configure-asan" >&2; exit 2 ;;
esac
