#!/usr/bin/env bash
# Quick start, part 1: install dependencies, build, and upscale the bundled sample image 4x with
# the bundled Real-ESRGAN models (realesr-animevideov3 x4 and x2, trained weights) on the CPU.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${LINRT_BUILD_DIR:-$root/build}"
"$root/scripts/install-deps.sh"
"$root/scripts/build.sh"
input="$root/examples/upscale/samples/landscape.png"
output="$build/demo/landscape_x4.png"
mkdir -p "$build/demo"
echo "demo: upscaling $input 4x with Real-ESRGAN (realesr-animevideov3-x4) on the CPU"
"$build/examples/upscale/linrt-upscale" -i "$input" -o "$output" -n realesr-animevideov3 -s 4 --overwrite
echo "demo: wrote $output"
# ncnn's names: -n NAME -s 2 loads NAME-x2 (bundled beside -x3 and -x4).
"$build/examples/upscale/linrt-upscale" -i "$input" -o "$build/demo/landscape_x2.png" -n realesr-animevideov3 -s 2 --overwrite
echo "demo: wrote $build/demo/landscape_x2.png"
