#!/usr/bin/env bash
# The Python package's tests (python/tests): makes a venv (python/.venv, or $LINRT_PYTHON_VENV),
# installs the package from python/ (which builds its own copy of the library, position-
# independent, with ccache when present) with pytest, Ray and what the examples use, and runs
# pytest. The Ray tests compare with linrt-upscale from the C++ build ($LINRT_BUILD_DIR or build/,
# built here if missing). torch is not needed: its tests (linrt.export) run only where
# LINRT_TEST_EXPORT=1 and torch-mlir is importable.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
build="${LINRT_BUILD_DIR:-$root/build}"
venv="${LINRT_PYTHON_VENV:-$root/python/.venv}"
python="${PYTHON:-python3}"

if [ ! -x "$build/examples/upscale/linrt-upscale" ]; then
  cmake -S "$root" -B "$build" -DCMAKE_BUILD_TYPE=Release > /dev/null
  cmake --build "$build" -j "$(nproc)" --target linrt-upscale
fi
[ -x "$venv/bin/python" ] || "$python" -m venv "$venv"
"$venv/bin/python" -m pip install -q --upgrade pip
"$venv/bin/python" -m pip install -q -r "$root/python/requirements-test.txt"
launcher=()
if command -v ccache > /dev/null; then
  export CCACHE_BASEDIR="$root"
  launcher=(-C cmake.define.CMAKE_CXX_COMPILER_LAUNCHER=ccache)
fi
CMAKE_BUILD_PARALLEL_LEVEL="$(nproc)" "$venv/bin/python" -m pip install -q "${launcher[@]}" "$root/python"
cd "$root/python/tests"
LINRT_UPSCALE="$build/examples/upscale/linrt-upscale" RAY_USAGE_STATS_ENABLED=0 \
  "$venv/bin/python" -m pytest -q -p no:cacheprovider "$@"
