#!/usr/bin/env bash
# Creates bench/.venv with the peer engines that bench/compare.py measures linrt against
# (PyTorch, onnxruntime, OpenVINO, IREE) and what the zoo needs (torchvision, torch-mlir).
#
#   bash bench/setup_venv.sh                      # downloads everything, torch included
#   bash bench/setup_venv.sh --reuse=/path/venv   # takes torch, torchvision and torch-mlir from an
#                                                 # existing venv (e.g. the export venv of
#                                                 # tools/export/requirements.txt) instead of a
#                                                 # second multi-GB download
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
reuse=""
for arg in "$@"; do
  case "$arg" in
    --reuse=*) reuse="${arg#--reuse=}" ;;
    *) echo "usage: $0 [--reuse=VENV]" >&2; exit 2 ;;
  esac
done
python=python3
[ -n "$reuse" ] && python="$reuse/bin/python"
"$python" -m venv "$here/.venv"
if [ -n "$reuse" ]; then
  # The reused venv's packages become visible through a .pth file; pip then counts them as
  # installed, so the pinned torch of requirements-compare.txt is not downloaded again.
  site="$("$here/.venv/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')"
  "$reuse/bin/python" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])' > "$site/reused-venv.pth"
fi
"$here/.venv/bin/pip" install --quiet -r "$here/requirements-compare.txt"
# torchvision's wheel asks for an older torch than the pinned one; its model definitions work
# with it (docs/FIXTURES.md), so it goes in without its dependencies.
"$here/.venv/bin/pip" install --quiet --no-deps "torchvision==0.29.2" pillow
echo "bench venv ready: $here/.venv/bin/python"
