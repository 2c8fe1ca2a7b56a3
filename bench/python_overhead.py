#!/usr/bin/env python3
"""What a Session.run call from Python adds over the C++ call it makes (issue 16's target:
at most 20 us on a small model).

    python bench/python_overhead.py [--model tests/fixtures/linear_mlp] [--runs 20000] [--rounds 5]

Both sides run the same model on the same inputs at 1 thread, in alternating rounds in one run:
the C++ side is build/bench/linrt-bench-run-model --allocate-results (Session::run, which returns
new result tensors, as the package's run does), the Python side times linrt.Session.run (input
views, the GIL released and retaken, results wrapped as numpy arrays). Prints each side's
median per call (wall and per-thread CPU time) per round and the medians' difference.
"""

from __future__ import annotations

import argparse
import json
import re
import statistics
import subprocess
import time
from pathlib import Path

import numpy as np

import linrt

REPO = Path(__file__).resolve().parents[1]


def cpp_round(binary: Path, model: Path, inputs: list, runs: int) -> tuple:
    specs = [f"--input={'x'.join(map(str, a.shape))}xf32" for a in inputs]
    out = subprocess.run([str(binary), str(model), *specs, "--threads=1", f"--runs={runs}", "--warmup=100",
                          "--allocate-results"], check=True, capture_output=True, text=True).stdout
    wall = [float(x) * 1e3 for x in re.search(r"^run_ms:(.*)$", out, re.M).group(1).split()]
    cpu = [float(x) * 1e3 for x in re.search(r"^cpu_ms:(.*)$", out, re.M).group(1).split()]
    return statistics.median(wall), statistics.median(cpu)


def python_round(session, inputs: list, runs: int) -> tuple:
    for _ in range(100):
        session.run(*inputs)
    wall, cpu = [], []
    for _ in range(runs):
        c0, t0 = time.thread_time_ns(), time.perf_counter_ns()
        session.run(*inputs)
        t1, c1 = time.perf_counter_ns(), time.thread_time_ns()
        wall.append((t1 - t0) / 1e3)
        cpu.append((c1 - c0) / 1e3)
    return statistics.median(wall), statistics.median(cpu)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=str(REPO / "tests" / "fixtures" / "linear_mlp"))
    ap.add_argument("--binary", default=str(REPO / "build" / "bench" / "linrt-bench-run-model"))
    ap.add_argument("--runs", type=int, default=20000)
    ap.add_argument("--rounds", type=int, default=5)
    a = ap.parse_args()
    folder = Path(a.model)
    model_path = folder / "model.mlir"
    inputs = [np.load(p) for p in sorted(folder.glob("in*.npy"))]
    if any(x.dtype != np.float32 for x in inputs):
        raise SystemExit("the C++ side takes float32 inputs only")
    session = linrt.Model(model_path).session(threads=1)
    print(f"model {model_path} ({', '.join(str(x.shape) for x in inputs)}), 1 thread, {a.runs} calls a round")
    cpp, py = [], []
    for r in range(a.rounds):
        cpp.append(cpp_round(Path(a.binary), model_path, inputs, a.runs))
        py.append(python_round(session, inputs, a.runs))
        print(f"round {r}: C++ Session::run median {cpp[-1][0]:.2f} us wall, {cpp[-1][1]:.2f} us CPU; "
              f"Python Session.run {py[-1][0]:.2f} us wall, {py[-1][1]:.2f} us CPU")
    cw, cc = statistics.median(x[0] for x in cpp), statistics.median(x[1] for x in cpp)
    pw, pc = statistics.median(x[0] for x in py), statistics.median(x[1] for x in py)
    print(json.dumps({"cpp_wall_us": round(cw, 2), "cpp_cpu_us": round(cc, 2), "python_wall_us": round(pw, 2),
                      "python_cpu_us": round(pc, 2), "added_wall_us": round(pw - cw, 2),
                      "added_cpu_us": round(pc - cc, 2)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
