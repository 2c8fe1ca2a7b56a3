#!/usr/bin/env bash
# Builds linrt's libFuzzer targets (clang, AddressSanitizer + UndefinedBehaviorSanitizer) and
# runs each for a bounded time.
#
#   scripts/fuzz.sh [SECONDS] [TARGET...]     (defaults: 60 s each, every target)
#
# Targets: mlir_parser npy safetensors image run (tests/fuzz/harness.h). The seed corpus of each
# is rebuilt from the test data (tests/fixtures, tests/conformance, tests/data, tests/fuzz/seeds,
# ...) and the recorded regressions in tests/regressions/<target>/; what a run
# discovers accumulates in $build/corpus/<target>. A crash, hang (over 10 s) or sanitizer
# report stops that target and leaves the input in $build/findings/<target>/; the script
# then exits 1. Turn each finding into a file under tests/regressions/<target>/ with its fix.
# The build directory ($LINRT_ASAN_BUILD_DIR, default build-asan) is shared with
# scripts/sanitize.sh, which configures it the same way.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${LINRT_ASAN_BUILD_DIR:-$root/build-asan}"
seconds="${1:-60}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then targets=(mlir_parser npy safetensors image run); fi

# LINRT_FUZZ_SKIP_BUILD=1 runs the targets already built in $build as they are.
if [ "${LINRT_FUZZ_SKIP_BUILD:-0}" != 1 ]; then
  "$root/scripts/sanitize.sh" configure-asan
  cmake --build "$build" -j "$(nproc)" --target $(printf 'fuzz_%s ' "${targets[@]}")
fi

# Seeds: test files of the kinds each target reads (tests/fuzz/seeds/ adds JPEG/BMP images and
# hostile programs: zero strides, INT_MIN / -1, out-of-bounds slices, ...). Programs for the run target are limited to
# small ones, so that each execution stays fast.
seed_files() {
  local target="$1"
  case "$target" in
    mlir_parser) find "$root/tests" "$root/models" -name '*.mlir' -size -256k 2>/dev/null ;;
    run)         find "$root/tests" -name '*.mlir' -size -16k ;;
    npy)         find "$root/tests" -name '*.npy' -size -64k ;;
    safetensors) find "$root/tests" -name '*.safetensors' -size -256k ;;
    image)       find "$root/tests" \( -name '*.png' -o -name '*.jpg' -o -name '*.bmp' \) -size -64k ;;
  esac
  if [ -d "$root/tests/regressions/$target" ]; then find "$root/tests/regressions/$target" -type f; fi
}

status=0
for target in "${targets[@]}"; do
  seeds="$build/seeds/$target"
  corpus="$build/corpus/$target"
  findings="$build/findings/$target"
  rm -rf "$seeds"
  mkdir -p "$seeds" "$corpus" "$findings"
  n=0
  while IFS= read -r f; do
    n=$((n + 1))
    cp "$f" "$seeds/$n-$(basename "$f")"
  done < <(seed_files "$target")
  extra=()
  case "$target" in mlir_parser|run) extra+=("-dict=$root/tests/fuzz/mlir.dict") ;; esac
  echo "fuzz: $target for ${seconds}s ($n seeds)"
  if ! ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:allocator_may_return_null=1}" \
       UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}" \
       "$build/tests/fuzz/fuzz_$target" "$corpus" "$seeds" "${extra[@]}" \
         -max_total_time="$seconds" -timeout=10 -rss_limit_mb=2048 -max_len=262144 \
         -artifact_prefix="$findings/" -print_final_stats=1 > "$build/fuzz-$target.log" 2>&1; then
    echo "fuzz: $target FAILED; log: $build/fuzz-$target.log, input: $(ls -t "$findings" | head -1)"
    tail -n 40 "$build/fuzz-$target.log"
    status=1
  else
    grep -E "^stat::number_of_executed_units|^stat::peak_rss_mb" "$build/fuzz-$target.log" | tr '\n' ' '
    echo
  fi
done
exit "$status"
