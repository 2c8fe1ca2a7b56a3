#!/usr/bin/env bash
# Installs linrt's build and test dependencies from Debian's archive. Idempotent: packages
# already present are not fetched again, and apt-get runs only when something is missing.
set -euo pipefail

packages=(
  build-essential cmake
  libxsimd-dev doctest-dev libstb-dev zlib1g-dev
  libvulkan-dev glslang-tools glslang-dev spirv-tools mesa-vulkan-drivers
  # clang with its sanitizer and libFuzzer runtimes, and LLVM's OpenMP with the Archer tool for
  # ThreadSanitizer: scripts/fuzz.sh, scripts/sanitize.sh (which use ccache when present)
  clang libclang-rt-14-dev libomp-14-dev ccache
  # linrt-upscale decodes and encodes video through the ffmpeg program (tests/upscale, video)
  ffmpeg
  # the Python package (python/, scripts/test-python.sh): a venv and the headers its module needs
  python3-venv python3-dev
)

missing=()
for p in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$p")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  echo "install-deps: all ${#packages[@]} packages present"
  exit 0
fi

SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "install-deps: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
