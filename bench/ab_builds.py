"""Two linrt builds side by side on the models of bench/compare.py, for changes that must not
change speed (a refactor): the builds' linrt-bench-run-model take turns, round by round, with
the same threads, so load from other work on the machine falls on both.

  python3 bench/ab_builds.py --a=BUILD_DIR_BEFORE --b=BUILD_DIR_AFTER [--threads=2]
      [--rounds=5] [--runs=2] [--rrdbnet-mlir=/tmp/models/realesrgan-x4plus.mlir]
      [--zoo-dir=/work/zoo,/work/zoo/transformers] [--models=resnet18_b1,...]

--zoo-dir: instead of RRDBNet and SRVGG, every *.mlir in the given folders (comma-separated;
the models of tools/export/zoo.py), each run on a random input of its @forward argument's
type; --models keeps only the named ones (file names without .mlir).

Prints, per model, the median wall and CPU milliseconds per run of each build (over all timed
runs of all rounds) and b / a. Needs only the Python standard library.
"""

import argparse
import os
import re
import statistics
import subprocess
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def run(build: Path, model: dict, threads: int, runs: int) -> tuple[list[float], list[float]]:
    cmd = [str(build / "bench" / "linrt-bench-run-model"), str(model["mlir"]), f"--input={model['input']}",
           f"--threads={threads}", "--warmup=1", f"--runs={runs}"]
    if model.get("parameters") and model["parameters"].exists():
        cmd.append(f"--parameters=model={model['parameters']}")
    out = subprocess.run(cmd, check=True, capture_output=True, text=True,
                         env=dict(os.environ, OMP_WAIT_POLICY="passive")).stdout
    values = {}
    for line in out.splitlines():
        key, _, rest = line.partition(":")
        if key in ("run_ms", "cpu_ms"):
            values[key] = [float(x) for x in rest.split()]
    return values["run_ms"], values["cpu_ms"]


def forward_input(mlir: Path) -> str:
    """The --input of linrt-bench-run-model for @forward's argument: 1x3x224x224xf32."""
    with open(mlir, errors="replace") as f:
        for line in f:
            m = re.search(r"func\.func @forward\(%arg0: tensor<([0-9x]+f32)>", line)
            if m:
                return m.group(1)
    raise SystemExit(f"{mlir}: no func.func @forward(%arg0: tensor<...xf32>)")


def zoo_models(dirs: str, names: str | None) -> dict:
    wanted = set(names.split(",")) if names else None
    models = {}
    for d in dirs.split(","):
        for mlir in sorted(Path(d).glob("*.mlir")):
            if wanted is None or mlir.stem in wanted:
                models[mlir.stem] = dict(mlir=mlir, input=forward_input(mlir))
    if wanted:
        missing = wanted - set(models)
        if missing:
            raise SystemExit(f"no .mlir for {', '.join(sorted(missing))} in {dirs}")
    return models


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--a", type=Path, required=True, help="build directory before")
    ap.add_argument("--b", type=Path, required=True, help="build directory after")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=5)
    ap.add_argument("--runs", type=int, default=2, help="timed runs per build and round")
    ap.add_argument("--rrdbnet-mlir", type=Path, default=Path("/tmp/models/realesrgan-x4plus.mlir"))
    ap.add_argument("--srvgg-mlir", type=Path, default=REPO / "models/realesr-animevideov3-x4.mlir")
    ap.add_argument("--zoo-dir", default=None, help="folders of zoo .mlir files, comma-separated")
    ap.add_argument("--models", default=None, help="with --zoo-dir: only these (file names without .mlir)")
    args = ap.parse_args()
    if args.zoo_dir:
        models = zoo_models(args.zoo_dir, args.models)
    else:
        models = {
            "RRDBNet x4, 64x64": dict(mlir=args.rrdbnet_mlir, input="1x3x64x64xf32",
                                      parameters=args.rrdbnet_mlir.with_suffix(".safetensors")),
            "SRVGGNetCompact x4, 256x256": dict(mlir=args.srvgg_mlir, input="1x3x256x256xf32",
                                                parameters=args.srvgg_mlir.with_suffix(".safetensors")),
        }
    for name, model in models.items():
        wall = {"a": [], "b": []}
        cpu = {"a": [], "b": []}
        for r in range(args.rounds):
            # Alternate which build goes first, so neither always meets the same neighbours.
            for side in ("a", "b") if r % 2 == 0 else ("b", "a"):
                w, c = run(getattr(args, side), model, args.threads, args.runs)
                wall[side] += w
                cpu[side] += c
        ma, mb = statistics.median(wall["a"]), statistics.median(wall["b"])
        ca, cb = statistics.median(cpu["a"]), statistics.median(cpu["b"])
        print(f"{name}, {args.threads} threads, {args.rounds} rounds x {args.runs} runs: "
              f"wall a {ma:.1f} ms, b {mb:.1f} ms, b/a {mb / ma:.3f}; "
              f"cpu a {ca:.1f} ms, b {cb:.1f} ms, b/a {cb / ca:.3f}", flush=True)


if __name__ == "__main__":
    main()
