#!/usr/bin/env bash
# Quick start, part 1: install dependencies, build, and run the bundled demo model.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${LINRT_BUILD_DIR:-$root/build}"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
fixture="$root/tests/fixtures/tiny_esrgan"
echo "demo: running a tiny ESRGAN (RRDBNet, 8 features, x4) exported by torch-mlir"
"$build/tools/linrt-run/linrt-run" --module="$fixture/model.mlir" \
  --input="@$fixture/in0.npy" --expected_output="@$fixture/out0.npy" \
  --output="@$build/demo_out.npy"
echo "demo: output written to $build/demo_out.npy"
