#!/usr/bin/env bash
# Peak RSS of linrt-upscale as the image grows: memory should follow the tile size and the
# image width (one band of output rows), not the image area.
#   bench/upscale_memory.sh BUILD_DIR MODEL.mlir TILE SIZE... (SIZE = WxH)
# Each input is the bundled sample tiled to WxH (PYTHON: a Python with Pillow, default python3).
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="$1" model="$2" tile="$3"
shift 3
work="$(mktemp -d)"
trap 'rm -rf "$work"' EXIT
for size in "$@"; do
  w="${size%x*}" h="${size#*x}"
  "${PYTHON:-python3}" - "$root/examples/upscale/samples/landscape.png" "$work/in.png" "$w" "$h" <<'PY'
import sys
from PIL import Image
src = Image.open(sys.argv[1]).convert("RGB")
w, h = int(sys.argv[3]), int(sys.argv[4])
big = Image.new("RGB", (w, h))
for y in range(0, h, src.height):
    for x in range(0, w, src.width):
        big.paste(src, (x, y))
big.save(sys.argv[2])
PY
  /usr/bin/time -v "$build/examples/upscale/linrt-upscale" -i "$work/in.png" -o "$work/out.png" -m "$model" \
    -t "$tile" --overwrite 2> "$work/log" || { cat "$work/log"; exit 1; }
  rss_kb=$(sed -n 's/.*Maximum resident set size (kbytes): //p' "$work/log")
  wall=$(sed -n 's/.*Elapsed (wall clock) time (h:mm:ss or m:ss): //p' "$work/log")
  echo "| ${w}x${h} | $((4 * w))x$((4 * h)) | $tile | $((rss_kb / 1024)) MiB | $wall | $(stat -c %s "$work/out.png") |"
done
