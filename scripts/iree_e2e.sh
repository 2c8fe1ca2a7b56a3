#!/usr/bin/env bash
# Runs IREE's own e2e tests through linrt-check: every file of tests/e2e/linalg and
# tests/e2e/tensor_ops, and the regression files that hold only linalg-on-tensors programs, in
# both of IREE's styles (check.expect_* functions, and RUN-line files matched by CHECK lines).
#
#   scripts/iree_e2e.sh IREE_CHECKOUT [linrt-check flags, e.g. --device=vulkan]
#
# IREE_CHECKOUT is a clone of https://github.com/iree-org/iree (only tests/e2e is read).
# LINRT_CHECK names the linrt-check binary (default: build/tools/linrt-check). Prints
# linrt-check's lines and its closing count (a second count for the files IREE compiles with
# sequential float reductions); the exit status is 1 if any function failed. Results of a
# run, and why each failure fails, are in bench/IREE_E2E.md.
set -uo pipefail
if [ $# -lt 1 ] || [ ! -d "$1/tests/e2e" ]; then
  echo "usage: $0 IREE_CHECKOUT [linrt-check flags]   (IREE_CHECKOUT/tests/e2e must exist)" >&2
  exit 2
fi
iree="$1"
shift
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
check="${LINRT_CHECK:-$root/build/tools/linrt-check}"

# Regression files that are not linalg-on-tensors programs, and why.
declare -A not_linalg=(
  [dynamic_gather_attention.mlir]="iree_linalg_ext.online_attention (IREE's own dialect)"
  [vector_distribute_64bit_amdgpu.mlir]="iree_linalg_ext.arg_compare, an AMDGPU codegen test"
  [xla_reverse_after_slice.mlir]="stablehlo ops"
  [libm_linking.mlir]="checks iree-opt's output (VM functions), runs nothing"
  [transients_test.mlir]="checks iree-compile's stream IR, runs nothing"
  [trace_dispatch_tensors.mlir]="checks the compiler's dispatch tracing output"
)
# Files of test suites that IREE compiles with --iree-llvmcpu-reassociate-fp-reductions=false
# (their CMakeLists.txt's COMPILER_FLAGS): they expect sequential float sums.
declare -A sequential=()
for cm in "$iree"/tests/e2e/linalg/CMakeLists.txt "$iree"/tests/e2e/tensor_ops/CMakeLists.txt \
          "$iree"/tests/e2e/regression/CMakeLists.txt; do
  [ -f "$cm" ] || continue
  for name in $(awk '/^iree_check/ {block=""; inside=1} inside {block = block "\n" $0}
                     inside && /^\)/ {inside=0; if (block ~ /reassociate-fp-reductions=false/) {
                       n = split(block, parts, "\""); for (i = 2; i <= n; i += 2)
                       if (parts[i] ~ /\.mlir$/) print parts[i] }}' "$cm"); do
    sequential["$(dirname "$cm")/$name"]=1
  done
done
files=()
seq_files=()
add() {
  if [ -n "${sequential[$1]:-}" ]; then seq_files+=("$1"); else files+=("$1"); fi
}
for f in "$iree"/tests/e2e/linalg/*.mlir "$iree"/tests/e2e/tensor_ops/*.mlir; do add "$f"; done
for f in "$iree"/tests/e2e/regression/*.mlir; do
  name="$(basename "$f")"
  if [ -n "${not_linalg[$name]:-}" ]; then
    echo "not run: $f: ${not_linalg[$name]}"
    continue
  fi
  add "$f"
done
"$check" "$@" "${files[@]}"
status=$?
if [ ${#seq_files[@]} -gt 0 ]; then
  echo "with --sequential-reductions (IREE compiles these with --iree-llvmcpu-reassociate-fp-reductions=false):"
  "$check" --sequential-reductions "$@" "${seq_files[@]}" || status=1
fi
exit $status
