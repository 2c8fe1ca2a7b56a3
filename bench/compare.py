"""Models side by side: linrt, PyTorch eager, IREE llvm-cpu, onnxruntime and OpenVINO on the same
machine, with the same thread count, in one run, engines interleaved round by round (issues 4, 13).

  bash bench/setup_venv.sh        # once: bench/.venv with torch, onnxruntime, OpenVINO, IREE, matplotlib
  bench/.venv/bin/python bench/compare.py --build=build [--threads=2,1] [--rounds=3]
      [--models=rrdbnet,srvgg] [--rrdbnet-mlir=...] [--srvgg-mlir=...] [--png=bench/compare.png]
  bench/.venv/bin/python bench/compare.py --zoo [--batch=1] [--models=resnet18,...] [--zoo-dir=bench/zoo]
      [--png=bench/zoo.png]

--zoo: the model zoo of tools/export/zoo.py (exported first with `zoo.py export`, into
  --zoo-dir as <name>_b<batch>.mlir). linrt runs that file; PyTorch runs the same module
  (zoo.build: same seed, same weights); onnxruntime and OpenVINO run one ONNX file exported from
  it. OpenVINO runs twice: with INFERENCE_PRECISION_HINT=f32 ("openvino-f32") and with its default
  precision ("openvino"; bf16 on CPUs with AMX). Default engines: linrt, pytorch, onnxruntime,
  openvino-f32, openvino. The report adds the geometric mean of each peer's ratio over the models.

Workloads (the models of tools/export/realesrgan.py):
  rrdbnet  RRDBNet x4 (64 features, 23 RRDB blocks) at a 1x3x64x64 input. linrt and IREE run the
           exported realesrgan-x4plus.mlir with its external weights; PyTorch and onnxruntime run
           the same architecture (tools/export/rrdbnet.py), randomly initialised: the time of a
           float convolution does not depend on the weight values.
  srvgg    SRVGGNetCompact x4 (64 features, 16 convs) at 1x3x256x256: models/realesr-animevideov3-x4.mlir
           (weights inline); PyTorch and onnxruntime again run the architecture randomly initialised.

Each engine runs --runs timed calls per round after a warm-up; a round visits every engine once,
so load from other work on the machine spreads over all of them. The reported time is the median
of all timed calls. linrt runs through linrt-bench-run-model (bench/run_model.cpp), which loads the
model once per round and times only the runs. IREE compiles the same .mlir with
--iree-hal-target-backends=llvm-cpu --iree-llvmcpu-target-cpu=host (cached in --work) and runs it
with the local-task driver limited to N workers (--task_topology_max_group_count); each thread
count runs in its own process because IREE reads that flag once per process. A model that fails
to compile or run in an engine is recorded with its error instead of a time.

OMP_WAIT_POLICY=passive is set for everything (linrt's OpenMP and PyTorch's): on a machine shared
with other work, threads that spin at barriers while their partner is descheduled cost more than
the work itself.
"""

import os

os.environ.setdefault("OMP_WAIT_POLICY", "passive")

import argparse  # noqa: E402
import datetime  # noqa: E402
import json  # noqa: E402
import re  # noqa: E402
import statistics  # noqa: E402
import subprocess  # noqa: E402
import sys  # noqa: E402
import time  # noqa: E402
from pathlib import Path  # noqa: E402

import numpy as np  # noqa: E402
import torch  # noqa: E402

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools" / "export"))
from realesrgan import SRVGGNetCompact  # noqa: E402
from rrdbnet import RRDBNet  # noqa: E402

ENGINES = ("linrt", "pytorch", "onnxruntime", "iree")
ZOO_ENGINES = ("linrt", "pytorch", "onnxruntime", "openvino-f32", "openvino")


def workloads(args) -> dict:
    """name -> what each engine needs: the .mlir (and its parameters) and the PyTorch module."""
    if args.zoo:
        import zoo

        return {name: dict(title=zoo.BY_NAME[name].title, shape=zoo.input_shape(name, args.batch),
                           mlir=args.zoo_dir / f"{name}_b{args.batch}.mlir", parameters=None,
                           module=lambda name=name: zoo.build(name))
                for name in zoo.BY_NAME}
    return {
        "rrdbnet": dict(title="RRDBNet x4, 23 blocks, 64x64", shape=(1, 3, 64, 64), mlir=args.rrdbnet_mlir,
                        parameters=("model", args.rrdbnet_mlir.with_suffix(".safetensors")),
                        module=lambda: RRDBNet(num_feat=64, num_block=23, num_grow_ch=32)),
        "srvgg": dict(title="SRVGGNetCompact x4, 256x256", shape=(1, 3, 256, 256), mlir=args.srvgg_mlir,
                      parameters=("model", args.srvgg_mlir.with_suffix(".safetensors")), module=SRVGGNetCompact),
    }


# ----------------------------------------------------------------------------------------------
# Engines. Each make_* returns a function f(runs) -> list of (wall seconds, CPU seconds) per timed
# call (after its own warm-up when it is first made), or raises with the reason the engine cannot
# run the model. CPU time is that of every thread of the process running the engine.


def make_linrt(w: dict, threads: int, args):
    binary = args.build / "bench" / "linrt-bench-run-model"
    shape = "x".join(str(d) for d in w["shape"]) + "xf32"
    cmd = [str(binary), str(w["mlir"]), f"--input={shape}", f"--threads={threads}", "--warmup=1"]
    if w["parameters"]:
        scope, path = w["parameters"]
        cmd.append(f"--parameters={scope}={path}")

    def run(runs: int) -> list:
        done = subprocess.run(cmd + [f"--runs={runs}"], capture_output=True, text=True)
        if done.returncode != 0:
            raise RuntimeError(done.stderr.strip() or f"exit {done.returncode}")
        wall = re.search(r"^run_ms:(.*)$", done.stdout, re.M).group(1).split()
        cpu = re.search(r"^cpu_ms:(.*)$", done.stdout, re.M).group(1).split()
        return [(float(w) / 1e3, float(c) / 1e3) for w, c in zip(wall, cpu)]

    return run


def linrt_dispatches(w: dict, args) -> str:
    """'fallbacks/dispatches' from linrt-run --stats ("dispatches N (M through reference
    fallbacks)") for the model, or the reason it could not be read."""
    shape = "x".join(str(d) for d in w["shape"]) + "xf32"
    cmd = [str(args.build / "tools" / "linrt-run"), str(w["mlir"]), f"--input={shape}=0.5", "--stats"]
    done = subprocess.run(cmd, capture_output=True, text=True)
    found = re.search(r"^dispatches\s+(\d+)(?: \((\d+) through reference fallbacks\))?", done.stdout, re.M)
    if done.returncode != 0 or not found:
        return "?"
    return f"{found.group(2) or 0}/{found.group(1)}"


def timed(fn, runs: int) -> list:
    times = []
    for _ in range(runs):
        start, cpu_start = time.perf_counter(), time.process_time()
        fn()
        times.append((time.perf_counter() - start, time.process_time() - cpu_start))
    return times


def make_pytorch(w: dict, threads: int, args):
    torch.set_num_threads(threads)
    torch.manual_seed(0)
    model = w["module"]().eval()
    x = torch.rand(*w["shape"])

    def call():
        with torch.inference_mode():
            model(x)

    call()
    return lambda runs: (torch.set_num_threads(threads), timed(call, runs))[1]


def onnx_file(name: str, w: dict, args) -> Path:
    path = args.work / (f"{name}_b{args.batch}.onnx" if args.zoo else f"{name}.onnx")
    if not path.exists():
        torch.manual_seed(0)
        model = w["module"]().eval()
        # The legacy (TorchScript) exporter writes one self-contained file for these plain conv nets.
        torch.onnx.export(model, (torch.rand(*w["shape"]),), str(path), input_names=["x"], output_names=["y"],
                          opset_version=17, dynamo=False)
    return path


def make_onnxruntime(name: str, w: dict, threads: int, args):
    import onnxruntime as ort

    options = ort.SessionOptions()
    options.intra_op_num_threads = threads
    options.inter_op_num_threads = 1
    options.execution_mode = ort.ExecutionMode.ORT_SEQUENTIAL
    options.graph_optimization_level = ort.GraphOptimizationLevel.ORT_ENABLE_ALL
    # Like OMP_WAIT_POLICY=passive for the OpenMP engines: no spinning while waiting for work.
    options.add_session_config_entry("session.intra_op.allow_spinning", "0")
    session = ort.InferenceSession(str(onnx_file(name, w, args)), options, providers=["CPUExecutionProvider"])
    x = np.random.RandomState(0).random_sample(w["shape"]).astype(np.float32)
    call = lambda: session.run(None, {"x": x})  # noqa: E731
    call()
    return lambda runs: timed(call, runs)


def make_openvino(name: str, w: dict, threads: int, args, f32: bool):
    import openvino as ov

    core = ov.Core()
    config = {"INFERENCE_NUM_THREADS": threads, "PERFORMANCE_HINT": "LATENCY", "NUM_STREAMS": 1}
    if f32:
        config["INFERENCE_PRECISION_HINT"] = "f32"
    compiled = core.compile_model(core.read_model(str(onnx_file(name, w, args))), "CPU", config)
    request = compiled.create_infer_request()
    x = np.random.RandomState(0).random_sample(w["shape"]).astype(np.float32)
    call = lambda: request.infer({0: x})  # noqa: E731
    call()
    return lambda runs: timed(call, runs)


def iree_compile(mlir: Path, vmfb: Path) -> str:
    """Compiles `mlir` into `vmfb` (kept as a cache); returns "" or iree-compile's first error."""
    if vmfb.exists():
        return ""
    compiler = Path(sys.executable).parent / "iree-compile"
    done = subprocess.run([str(compiler), str(mlir), "--iree-hal-target-backends=llvm-cpu",
                           "--iree-llvmcpu-target-cpu=host", "-o", str(vmfb)], capture_output=True, text=True)
    if done.returncode == 0:
        return ""
    vmfb.unlink(missing_ok=True)
    return (done.stderr.strip().splitlines() or ["failed"])[0]


def iree_vmfb(name: str, w: dict, args) -> tuple:
    """(vmfb, parameters, note). The exported .mlir has dynamic height and width; when IREE
    cannot compile that, the same architecture is exported again by torch-mlir at the fixed input
    shape (weights inline, random) and compiled instead, and the note says so."""
    failed = args.work / f"{name}.iree-error.txt"
    vmfb = args.work / f"{name}.llvm-cpu.vmfb"
    if not failed.exists():
        error = iree_compile(w["mlir"], vmfb)
        if not error:
            return vmfb, w["parameters"], ""
        failed.write_text(error)
    from torch_mlir import fx

    static_mlir = args.work / f"{name}.static.mlir"
    if not static_mlir.exists():
        torch.manual_seed(0)
        module = fx.export_and_import(w["module"]().eval(), torch.rand(*w["shape"]),
                                      output_type="linalg-on-tensors", func_name="forward")
        static_mlir.write_text(str(module))
    static_vmfb = args.work / f"{name}.static.llvm-cpu.vmfb"
    error = iree_compile(static_mlir, static_vmfb)
    if error:
        raise RuntimeError(f"iree-compile: {failed.read_text().strip()}; static export: {error}")
    return static_vmfb, None, f"dynamic .mlir fails to compile ({failed.read_text().strip()}); timed a static export"


def make_iree(name: str, w: dict, threads: int, args):
    import iree.runtime as rt

    # Read once per process, when the driver is first created: hence one process per thread count.
    rt.flags.parse_flags(f"--task_topology_max_group_count={threads}")
    config = rt.Config("local-task")
    vmfb, parameters, note = iree_vmfb(name, w, args)
    if note:
        args.notes[name] = note
        print(f"[{name}] iree: {note}", file=sys.stderr)
    modules = []
    if parameters:
        scope, file = parameters
        index = rt.ParameterIndex()
        index.load(str(file))
        modules.append(rt.create_io_parameters_module(config.vm_instance, index.create_provider(scope=scope)))
    modules.append(rt.create_hal_module(config.vm_instance, config.device))
    modules.append(rt.VmModule.mmap(config.vm_instance, str(vmfb)))
    loaded = rt.load_vm_modules(*modules, config=config)
    forward = loaded[-1].forward
    x = np.random.RandomState(0).random_sample(w["shape"]).astype(np.float32)
    call = lambda: forward(x).to_host()  # noqa: E731
    call()
    return lambda runs: timed(call, runs)


# ----------------------------------------------------------------------------------------------


def worker(args) -> None:
    """One thread count: every workload, engines interleaved per round. Prints one JSON line."""
    result = {}
    args.notes = {}
    for name in args.models:
        w = workloads(args)[name]
        engines, times, errors = {}, {}, {}
        makers = {"linrt": lambda: make_linrt(w, args.threads, args),
                  "pytorch": lambda: make_pytorch(w, args.threads, args),
                  "onnxruntime": lambda: make_onnxruntime(name, w, args.threads, args),
                  "iree": lambda: make_iree(name, w, args.threads, args),
                  "openvino": lambda: make_openvino(name, w, args.threads, args, f32=False),
                  "openvino-f32": lambda: make_openvino(name, w, args.threads, args, f32=True)}
        for engine in args.engines:
            try:
                engines[engine] = makers[engine]()
                times[engine] = []
            except Exception as e:  # an engine that cannot run the model is a result too
                errors[engine] = f"{type(e).__name__}: {e}"[:300]
                print(f"[{name}, {args.threads} threads] {engine}: {errors[engine]}", file=sys.stderr)
        for round_index in range(args.rounds):
            for engine, run in list(engines.items()):
                runs = args.slow_runs if engine == "iree" else args.runs
                try:
                    times[engine] += run(runs)
                except Exception as e:
                    errors[engine] = f"{type(e).__name__}: {e}"[:300]
                    del engines[engine], times[engine]
                    continue
                print(f"[{name}, {args.threads} threads, round {round_index + 1}] {engine}: wall/cpu "
                      f"{' '.join(f'{w * 1e3:.0f}/{c * 1e3:.0f}' for w, c in times[engine][-runs:])} ms",
                      file=sys.stderr)
        result[name] = {"times": times, "errors": errors, "notes": args.notes.get(name, "")}
        if args.zoo and "linrt" in args.engines:
            result[name]["fallbacks"] = linrt_dispatches(w, args)
    print(json.dumps(result))


def machine() -> str:
    model = "unknown CPU"
    flags = set()
    for line in Path("/proc/cpuinfo").read_text().splitlines():
        if line.startswith("model name"):
            model = line.split(":", 1)[1].strip()
        elif line.startswith("flags"):
            flags = set(line.split(":", 1)[1].split())
    isa = " ".join(f for f in ("avx2", "fma", "avx512f", "avx512bw", "avx512_vnni", "avx512_bf16", "amx_tile")
                   if f in flags)
    return f"{model}, {os.cpu_count()} cores, {isa}"


def versions() -> str:
    from importlib.metadata import PackageNotFoundError, version

    parts = []
    for package in ("torch", "onnxruntime", "openvino", "iree-base-compiler", "iree-base-runtime"):
        try:
            parts.append(f"{package} {version(package)}")
        except PackageNotFoundError:
            parts.append(f"{package} (not installed)")
    return ", ".join(parts)


def medians(entry: dict) -> dict:
    """engine -> (median wall ms, median CPU ms) over its timed calls."""
    return {e: (statistics.median(w for w, _ in t) * 1e3, statistics.median(c for _, c in t) * 1e3)
            for e, t in entry["times"].items() if t}


def ratios(results: dict, args, threads: int, engine: str) -> dict:
    """model -> engine's median CPU time / linrt's (above 1: linrt is faster), where both ran."""
    out = {}
    for name in args.models:
        med = medians(results[str(threads)][name])
        if engine in med and "linrt" in med:
            out[name] = med[engine][1] / med["linrt"][1]
    return out


def geomean(values) -> float:
    values = list(values)
    return float(np.exp(np.mean(np.log(values)))) if values else float("nan")


def zoo_chart(results: dict, args) -> None:
    """One panel per thread count: each peer's CPU-time ratio to linrt per model (log scale)."""
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    peers = [e for e in args.engines if e != "linrt"]
    colors = {"pytorch": "#1f77b4", "onnxruntime": "#2ca02c", "iree": "#9467bd", "openvino-f32": "#8c564b",
              "openvino": "#e377c2"}
    fig, axes = plt.subplots(len(args.thread_counts), 1, figsize=(1.0 * len(args.models) + 2, 3.2 * len(args.thread_counts)),
                             squeeze=False)
    width = 0.8 / max(len(peers), 1)
    for ax, threads in zip(axes[:, 0], args.thread_counts):
        for k, peer in enumerate(peers):
            r = ratios(results, args, threads, peer)
            xs = [i + (k - (len(peers) - 1) / 2) * width for i, n in enumerate(args.models) if n in r]
            ax.bar(xs, [r[n] for n in args.models if n in r], width, color=colors.get(peer, "#7f7f7f"),
                   label=f"{peer} (geomean {geomean(r.values()):.2f})")
        ax.axhline(1.0, color="black", linewidth=0.8)
        ax.set_yscale("log")
        ax.set_xticks(range(len(args.models)), args.models, rotation=30, ha="right", fontsize=7)
        ax.set_ylabel("peer CPU time / linrt's", fontsize=8)
        ax.set_title(f"batch {args.batch}, {threads} thread{'s' if threads > 1 else ''}: above 1 = linrt faster",
                     fontsize=9)
        ax.legend(fontsize=7)
    fig.tight_layout()
    fig.savefig(args.png, dpi=80)
    print(f"wrote {args.png}")


def chart(results: dict, args) -> None:
    if args.zoo:
        zoo_chart(results, args)
        return
    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    panels = [(name, threads) for threads in args.thread_counts for name in args.models]
    fig, axes = plt.subplots(1, len(panels), figsize=(2.6 * len(panels), 2.8), squeeze=False)
    colors = {"linrt": "#d62728", "pytorch": "#1f77b4", "onnxruntime": "#2ca02c", "iree": "#9467bd",
              "openvino-f32": "#8c564b", "openvino": "#e377c2"}
    for ax, (name, threads) in zip(axes[0], panels):
        med = medians(results[str(threads)][name])
        engines = [e for e in args.engines if e in med]
        cpu = [med[e][1] for e in engines]
        ax.bar(range(len(engines)), cpu, color=[colors[e] for e in engines])
        ax.set_xticks(range(len(engines)), [e.replace("onnxruntime", "ort").replace("openvino", "ov")
                                            for e in engines], rotation=45)
        ax.set_title(f"{name}, {threads} thread{'s' if threads > 1 else ''}", fontsize=9)
        ax.tick_params(labelsize=7)
        for i, m in enumerate(cpu):
            ax.text(i, m, f"{m:.0f}", ha="center", va="bottom", fontsize=7)
    axes[0][0].set_ylabel("CPU ms per call (median)", fontsize=8)
    fig.tight_layout()
    fig.savefig(args.png, dpi=80)
    print(f"wrote {args.png}")


def report(results: dict, args) -> None:
    print(f"\nmachine: {machine()}")
    print(f"date: {datetime.datetime.now(datetime.timezone.utc):%Y-%m-%d %H:%M} UTC; {versions()}; "
          f"OMP_WAIT_POLICY={os.environ['OMP_WAIT_POLICY']}; load average at end "
          f"{os.getloadavg()[0]:.1f}; {args.rounds} rounds x {args.runs} runs ({args.slow_runs} for IREE)\n")
    others = [e for e in args.engines if e != "linrt"]
    # --zoo: linrt's fallback dispatches out of all (linrt-run --stats) as the last column.
    fallbacks = args.zoo and "linrt" in args.engines
    print("| model | threads | " + " | ".join(f"{e} CPU ms (wall)" for e in args.engines) + " | " +
          " | ".join(f"{e} / linrt CPU (wall)" for e in others) + (" | linrt fallbacks |" if fallbacks else " |"))
    print("|---" * (2 + len(args.engines) + len(others) + fallbacks) + "|")
    for name in args.models:
        for threads in args.thread_counts:
            entry = results[str(threads)][name]
            med = medians(entry)
            cells = [f"{med[e][1]:.0f} ({med[e][0]:.0f})" if e in med else "fails" for e in args.engines]
            relative = [f"{med[e][1] / med['linrt'][1]:.2f}x ({med[e][0] / med['linrt'][0]:.2f}x)"
                        if e in med and "linrt" in med else "-" for e in others]
            print(f"| {name} | {threads} | " + " | ".join(cells) + " | " + " | ".join(relative) +
                  (f" | {entry.get('fallbacks', '?')} |" if fallbacks else " |"))
    if len(args.models) > 1:
        for threads in args.thread_counts:
            print(f"| geometric mean | {threads} | " + " | ".join("" for _ in args.engines) + " | " +
                  " | ".join(f"{geomean(ratios(results, args, threads, e).values()):.2f}x" for e in others) +
                  (" | |" if fallbacks else " |"))
    for threads in args.thread_counts:
        for name in args.models:
            for engine, msg in results[str(threads)][name]["errors"].items():
                print(f"\n{name}, {threads} threads, {engine}: {msg}")
            if results[str(threads)][name].get("notes"):
                print(f"\n{name}, {threads} threads, iree: {results[str(threads)][name]['notes']}")
    print("\nratio = engine's median / linrt's: above 1 means linrt is faster.")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", type=Path, default=REPO / "build")
    ap.add_argument("--work", type=Path, default=Path("/tmp/linrt_compare"), help="ONNX and IREE files")
    ap.add_argument("--threads", default="2,1", help="thread counts, comma-separated")
    ap.add_argument("--models", default=None, help="default: rrdbnet,srvgg; with --zoo every zoo model")
    ap.add_argument("--engines", default=None, help=f"default: {','.join(ENGINES)}; with --zoo {','.join(ZOO_ENGINES)}")
    ap.add_argument("--zoo", action="store_true", help="the models of tools/export/zoo.py")
    ap.add_argument("--batch", type=int, default=1, help="--zoo: the batch size of the exported models")
    ap.add_argument("--zoo-dir", type=Path, default=REPO / "bench/zoo", help="--zoo: where zoo.py export wrote them")
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--runs", type=int, default=2, help="timed calls per engine and round")
    ap.add_argument("--slow-runs", type=int, default=1, help="timed calls per round for IREE")
    ap.add_argument("--rrdbnet-mlir", type=Path, default=Path("/tmp/models/realesrgan-x4plus.mlir"))
    ap.add_argument("--srvgg-mlir", type=Path, default=REPO / "models/realesr-animevideov3-x4.mlir")
    ap.add_argument("--png", type=Path, default=None, help="default: bench/compare.png; with --zoo bench/zoo_b<batch>.png")
    ap.add_argument("--report-only", action="store_true", help="print the table and chart of --work's last results")
    ap.add_argument("--worker", action="store_true", help=argparse.SUPPRESS)
    args = ap.parse_args()
    if args.zoo:
        import zoo

        args.models = args.models.split(",") if args.models else list(zoo.BY_NAME)
        args.engines = (args.engines or ",".join(ZOO_ENGINES)).split(",")
        args.png = args.png or REPO / f"bench/zoo_b{args.batch}.png"
        results_file = args.work / f"zoo_b{args.batch}_results.json"
    else:
        args.models = (args.models or "rrdbnet,srvgg").split(",")
        args.engines = (args.engines or ",".join(ENGINES)).split(",")
        args.png = args.png or REPO / "bench/compare.png"
        results_file = args.work / "results.json"
    args.work.mkdir(parents=True, exist_ok=True)
    if args.worker:
        args.threads = int(args.threads)
        worker(args)
        return

    args.thread_counts = [int(t) for t in args.threads.split(",")]
    if args.report_only:
        report(json.loads(results_file.read_text()), args)
        chart(json.loads(results_file.read_text()), args)
        return
    results = {}
    for threads in args.thread_counts:
        cmd = [sys.executable, __file__, "--worker", f"--threads={threads}"] + [
            a for a in sys.argv[1:] if not a.startswith("--threads")]
        print(f"{threads} threads ...", file=sys.stderr)
        done = subprocess.run(cmd, stdout=subprocess.PIPE, text=True, check=True)
        results[str(threads)] = json.loads(done.stdout.strip().splitlines()[-1])
    results_file.write_text(json.dumps(results))
    report(results, args)
    chart(results, args)


if __name__ == "__main__":
    main()
