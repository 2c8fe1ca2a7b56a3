#!/usr/bin/env bash
# Creates bench/.venv with the peer engines that bench/compare.py measures linrt against.
set -euo pipefail
here="$(cd "$(dirname "$0")" && pwd)"
python3 -m venv "$here/.venv"
"$here/.venv/bin/pip" install --quiet -r "$here/requirements-compare.txt"
echo "bench venv ready: $here/.venv/bin/python"
