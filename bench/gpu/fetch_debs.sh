#!/usr/bin/env bash
# Downloads the Vulkan loader's .deb files into bench/gpu/debs/ (git-ignored) with apt-get, so
# that bench/gpu/run_gpu.sh can install the loader on a GPU machine without network access.
# Run on a machine with the same distribution release as the GPU machine's.
set -euo pipefail
dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)/debs"
mkdir -p "$dir"
cd "$dir"
apt-get download libvulkan1 vulkan-tools
ls -l "$dir"
