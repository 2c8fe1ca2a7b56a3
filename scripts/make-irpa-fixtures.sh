#!/usr/bin/env bash
# Writes the committed IREE parameter archive (.irpa) fixtures with IREE's own archive writer
# (PyPI iree-base-runtime, installed into the ignored .venv-iree/), so that linrt's reader
# (loaders/irpa.cpp) is checked against archives it did not write. Tests never run this.
#   tests/fixtures/linear_mlp_weight_args/parameters.irpa: the four weights of
#     parameters.safetensors (in1..in4.npy) as data entries.
#   tests/fixtures/irpa/mixed.irpa: data and splat entries whose values are written down
#     independently in tests/unit/irpa_test.cpp (truncated.irpa: its first 560 bytes).
# (iree-create-parameters --data=name=...=pattern wrote only the first element of a pattern in
# iree-base-runtime 3.x here, so the archives are built with iree.runtime.ParameterIndex.)
set -euo pipefail
cd "$(dirname "$0")/.."
venv=.venv-iree
if [ ! -x "$venv/bin/python" ] || ! "$venv/bin/python" -c 'import iree.runtime, numpy' 2>/dev/null; then
  python3 -m venv "$venv"
  "$venv/bin/pip" install -q iree-base-runtime numpy
fi
mkdir -p tests/fixtures/irpa
"$venv/bin/python" - <<'PY'
import numpy as np
import iree.runtime as rt

weights = "tests/fixtures/linear_mlp_weight_args"
index = rt.ParameterIndex()
for i, name in enumerate(["0.weight", "0.bias", "2.weight", "2.bias"], start=1):
    index.add_buffer(name, np.load(f"{weights}/in{i}.npy").tobytes())
index.create_archive_file(f"{weights}/parameters.irpa")

index = rt.ParameterIndex()
index.add_buffer("ramp", np.arange(6, dtype=np.float32).reshape(2, 3).tobytes())
index.add_buffer("sevens", np.full(8, 7, dtype=np.int16).tobytes())
index.add_splat("halves", np.array([0.5], dtype=np.float32), 24)
index.add_splat("threes", np.array([3], dtype=np.int8), 5)
index.create_archive_file("tests/fixtures/irpa/mixed.irpa")
PY
# A truncated copy for linrt-run's error test: it ends inside the storage segment.
head -c 560 tests/fixtures/irpa/mixed.irpa > tests/fixtures/irpa/truncated.irpa
