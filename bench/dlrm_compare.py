"""DLRM (MLPerf shape) side by side: linrt float, linrt int8 tables and PyTorch eager, 1-hot and
20-hot, the same thread count, in one run. Also the embedding-bag phase alone against PyTorch's
and against the machine's measured read bandwidth.

  /tmp/exportvenv/bin/python bench/dlrm_compare.py --build=build [--threads=2] [--rows=200000] [--no-iree]
      [--embedding-only] [--cpu-time]
  /tmp/exportvenv/bin/python bench/dlrm_compare.py --build=build --dlrm-v2 [--v2-rows=100000]
  /tmp/exportvenv/bin/python bench/dlrm_compare.py --build=build --variants=plain,qr-mult,qr-add,qr-concat,md
  /tmp/exportvenv/bin/python bench/dlrm_compare.py --build=build --prepacked

--dlrm-v2 compares MLPerf's DLRM-v2 instead (tools/export/dlrm_v2.py: multi-hot bags, the DCNv2
cross network), its tables cut to --v2-rows rows: linrt float and PyTorch eager, alternating,
--rounds times, with medians of wall time and of process CPU time per thread (run it with
OMP_WAIT_POLICY=passive: CPU time then counts work, not spinning).

--variants compares DLRM_Net's quotient-remainder and mixed-dimension tables, and the plain model,
at MLPerf-like shapes (VARIANTS: MLPerf's MLPs, 26 tables of --rows rows; mixed dimensions over Kaggle's table
sizes capped at --rows, since equal tables all get the same width), 1-hot, the same way;
weighted-fixed and weighted-learned are the plain model with DLRM's --weighted-pooling.
--torch-profile adds PyTorch's time per aten op (torch.profiler) to --variants and --dlrm-v2, to set
beside linrt-dlrm --profile's dispatches.

--linrt-args passes flags to linrt-dlrm in --variants and --dlrm-v2 runs: `--variants=plain
--linrt-args='--quantize-embeddings=int8'` is v1 with int8 tables against PyTorch float, and
`--precision=bf16` the opt-in bf16 MLPs (reported apart: the float targets are float math).

--prepacked compares MLPerf-shaped v1 with FBGEMM's prepacked int8 and int4 tables
(dlrm_configs.py --quantize-emb-with-bit, DLRM's quantize_embedding), 1-hot: PyTorch eager with
float tables and with its quantised ops, and linrt on the exported quantised model, in turns
(wall samples/s, and CPU time per mini-batch and thread against PyTorch float).

IREE (llvm-cpu, host CPU features, same thread count) runs on the same model.mlir and tables
through the bench venv's python (bench/setup_venv.sh), which has iree-base-compiler and
iree-base-runtime; its first predictions are checked against PyTorch's too.

Models are exported once into --work (tools/export/dlrm_configs.py, about 2.7 GB of tables per
hotness) and reused. Prints markdown tables for bench/RESULTS.md. On a machine shared with other
work, run it with OMP_WAIT_POLICY=passive (both linrt and PyTorch inherit it): OpenMP threads
that spin at barriers while their partner is descheduled cost far more than the work itself.
--cpu-time times the embedding phase by process CPU time divided by the thread count, for PyTorch
and linrt alike (with passive waiting, steadier than wall time when other work shares the cores).
"""

import argparse
import copy
import os
import re
import statistics
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO / "tools" / "export"))
import dlrm  # noqa: E402
import dlrm_configs  # noqa: E402
import dlrm_v2  # noqa: E402


def export(work: Path, hot: int, args) -> Path:
    out = work / f"mlperf_{hot}hot_b{args.batch}_r{args.rows}"
    if not (out / "dlrm.txt").exists():
        subprocess.run([sys.executable, str(REPO / "tools/export/dlrm_configs.py"), "--config=mlperf",
                        f"--out={out}", f"--batch={args.batch}", f"--num-indices-per-lookup={hot}",
                        "--num-indices-per-lookup-fixed", f"--mlperf-rows={args.rows}"], check=True)
    return out


def run_linrt(build: Path, model: Path, quantize: str, args, config: str = "mlperf") -> dict:
    """linrt-dlrm on `model`; the float run also checks its first mini-batch against PyTorch's
    (out0.npy, written beside the model by main())."""
    cmd = [str(build / "examples/dlrm/linrt-dlrm"), f"--config={config}", f"--model={model}",
           f"--threads={args.threads}", f"--batches={args.batches}", f"--quantize-embeddings={quantize}"]
    if args.linrt_args:
        cmd += args.linrt_args.split()  # opt-in arithmetic: linrt-dlrm reports its accuracy loss
        quantised = model / "out0_qmlp8.npy"  # written by variants_report for --precision=int8
        if "--precision=int8" in cmd and quantised.exists():
            # Only to report max |linrt - PyTorch's quantize_dynamic model|, never to fail.
            cmd += ["--check", f"--expected={quantised}", "--atol=1"]
    elif quantize == "none":
        cmd += ["--check", "--atol=1e-4"]
    text = subprocess.run(cmd, check=True, capture_output=True, text=True).stdout
    print(text)
    result = {
        "samples_s": float(re.search(r"throughput: ([0-9.]+) samples/s", text).group(1)),
        "cpu_ms": float(re.search(r"cpu time per mini-batch: ([0-9.]+) ms", text).group(1)),
        "p50_ms": float(re.search(r"p50 ([0-9.]+) ms", text).group(1)),
        "p99_ms": float(re.search(r"p99 ([0-9.]+) ms", text).group(1)),
        "load_s": float(re.search(r"loaded in ([0-9.e-]+) s", text).group(1)),
    }
    accuracy = re.search(r"= ([0-9.e+-]+)\n", text[text.find("accuracy:"):]) if "accuracy:" in text else None
    result["max_abs_err"] = float(accuracy.group(1)) if accuracy else 0.0
    vs_quantised = re.search(r"max \|linrt - PyTorch\| = ([0-9.e+-]+)", text) if "out0_qmlp8" in " ".join(cmd) else None
    result["vs_torch_quantised"] = float(vs_quantised.group(1)) if vs_quantised else None
    return result


def iree_worker(args) -> None:
    """Runs inside the bench venv (iree-base-compiler and iree-base-runtime): compiles --model's
    model.mlir for llvm-cpu on this host (cached beside it), loads the tables from its
    tables.safetensors as the "model" parameter scope, times --batches mini-batches of the same
    input as PyTorch and prints one JSON line."""
    import json

    import iree.runtime as rt

    vmfb = args.model / "model.llvm-cpu.vmfb"
    if not vmfb.exists():
        compiler = Path(sys.executable).parent / "iree-compile"
        done = subprocess.run([str(compiler), str(args.model / "model.mlir"), "--iree-hal-target-backends=llvm-cpu",
                               "--iree-llvmcpu-target-cpu=host", "-o", str(vmfb)], capture_output=True, text=True)
        if done.returncode != 0:
            vmfb.unlink(missing_ok=True)
            print(json.dumps({"error": (done.stderr.strip().splitlines() or ["iree-compile failed"])[0]}))
            return
    rt.flags.parse_flags(f"--task_topology_max_group_count={args.threads}")
    config = rt.Config("local-task")
    index = rt.ParameterIndex()
    index.load(str(args.model / "tables.safetensors"))
    modules = rt.load_vm_modules(
        rt.create_io_parameters_module(config.vm_instance, index.create_provider(scope="model")),
        rt.create_hal_module(config.vm_instance, config.device),
        rt.VmModule.mmap(config.vm_instance, str(vmfb)), config=config)
    forward = modules[-1].forward
    cfg = dlrm_configs.config("mlperf", args.rows)
    batch = dlrm_configs.random_batch(np.random.RandomState(123), cfg, args.batch, args.hot, True)
    out = forward(*batch).to_host()
    expected = np.load(args.model / "out0.npy")
    times = time_it(lambda: forward(*batch).to_host(), args.batches)
    print(json.dumps({"samples_s": args.batch / statistics.median(times),
                      "max_abs_err": float(np.max(np.abs(out.reshape(expected.shape) - expected)))}))


def run_iree(path: Path, hot: int, args) -> dict:
    """iree_worker in the bench venv (bench/setup_venv.sh), or {"error": why}."""
    import json

    python = REPO / "bench/.venv/bin/python"
    if not python.exists():
        return {"error": "no bench venv (bench/setup_venv.sh) with iree-base-compiler and iree-base-runtime"}
    done = subprocess.run([str(python), __file__, "--iree-worker", f"--model={path}", f"--hot={hot}",
                           f"--threads={args.threads}", f"--batches={args.iree_batches}", f"--rows={args.rows}",
                           f"--batch={args.batch}", f"--build={args.build}"], capture_output=True, text=True)
    lines = done.stdout.strip().splitlines()
    if done.returncode != 0 or not lines:
        return {"error": (done.stderr.strip().splitlines() or ["iree worker failed"])[-1]}
    return json.loads(lines[-1])


def time_it(fn, reps: int, clock=time.perf_counter, per: float = 1.0) -> list:
    """Seconds per call of fn, by `clock`, divided by `per`."""
    fn()  # warm-up
    times = []
    for _ in range(reps):
        t = clock()
        fn()
        times.append((clock() - t) / per)
    return times


def torch_and_linrt_rounds(model, inputs, args, out, config: str):
    """--rounds rounds of PyTorch eager (samples/s, and CPU ms per mini-batch and thread) and
    linrt (run_linrt's report) on the exported folder `out`, in turns."""
    torch_sps, torch_cpu, lin = [], [], []
    for _ in range(args.rounds):
        with torch.no_grad():
            torch_sps.append(args.batch / statistics.median(time_it(lambda: model(*inputs), args.batches)))
            torch_cpu.append(statistics.median(time_it(lambda: model(*inputs), args.batches, time.process_time,
                                                       args.threads)) * 1e3)
        lin.append(run_linrt(args.build, out, "none", args, config=config))
    if args.torch_profile:
        torch_op_profile(model, inputs, args)
    return torch_sps, torch_cpu, lin


def torch_op_profile(model, inputs, args) -> None:
    """PyTorch's own time per aten op (torch.profiler: self wall time on the calling thread) over
    --batches mini-batches after one warm-up, to set beside linrt-dlrm --profile's dispatches (wall
    ms too). On a loaded machine both are inflated by descheduling; use perf for CPU shares."""
    from torch.profiler import ProfilerActivity, profile
    with torch.no_grad():
        model(*inputs)
        with profile(activities=[ProfilerActivity.CPU]) as prof:
            for _ in range(args.batches):
                model(*inputs)
    events = [e for e in prof.key_averages() if e.self_cpu_time_total > 0]
    events.sort(key=lambda e: -e.self_cpu_time_total)
    total = sum(e.self_cpu_time_total for e in events)
    print(f"\nPyTorch per op, {args.threads} threads, {args.batches} mini-batches (self time ms per mini-batch)\n")
    print("| op | calls per mini-batch | ms per mini-batch | % |")
    print("|---|---|---|---|")
    for e in events:
        if e.self_cpu_time_total < 0.002 * total:
            break
        print(f"| {e.key} | {e.count / args.batches:g} | {e.self_cpu_time_total / 1e3 / args.batches:.2f} | "
              f"{100 * e.self_cpu_time_total / total:.1f} |")
    print(f"| all | | {total / 1e3 / args.batches:.2f} | 100 |")


def pytorch_embedding_phase(args) -> dict:
    """PyTorch's embedding phase alone: 26 F.embedding_bag calls on float tables, and FBGEMM's
    8-bit rowwise bags (torch.ops.quantized) on the same tables, median ms per mini-batch (CPU
    time per thread with --cpu-time)."""
    clock, per = (time.process_time, args.threads) if args.cpu_time else (time.perf_counter, 1.0)
    bound = 1.0 / np.sqrt(args.rows)
    tables = [(torch.rand(args.rows, 128) * 2 - 1) * bound for _ in range(26)]
    packed = [torch.ops.quantized.embedding_bag_byte_prepack(t) for t in tables]
    result = {}
    for hot in (1, 20):
        # 16 index sets used in turn, as linrt-bench-dlrm-embedding does, so that a mini-batch's
        # rows are not still cached from the previous one.
        gen = torch.Generator().manual_seed(7)
        sets = [[torch.randint(0, args.rows, (args.batch * hot,), generator=gen) for _ in range(26)]
                for _ in range(16)]
        off = torch.arange(args.batch, dtype=torch.int64) * hot
        turn = iter(range(1 << 30))
        with torch.no_grad():
            f32 = time_it(lambda: [F.embedding_bag(i, t, off, mode="sum")
                                   for i, t in zip(sets[next(turn) % 16], tables)], 15, clock, per)
            i8 = time_it(lambda: [torch.ops.quantized.embedding_bag_byte_rowwise_offsets(
                p, i, off, False, 0, False, None, None, False)
                for i, p in zip(sets[next(turn) % 16], packed)], 15, clock, per)
        result[hot] = (statistics.median(f32) * 1e3, statistics.median(i8) * 1e3)
    return result


def linrt_embedding_phase(args) -> tuple:
    """linrt-bench-dlrm-embedding's table: {(hot, format): ms} and the read bandwidth."""
    command = [str(args.build / "bench/linrt-bench-dlrm-embedding"), f"--threads={args.threads}",
               f"--rows={args.rows}", f"--batch={args.batch}"] + (["--cpu-time"] if args.cpu_time else [])
    text = subprocess.run(command, check=True, capture_output=True, text=True).stdout
    bandwidth = float(re.search(r"read bandwidth: ([0-9.]+) GB/s", text).group(1))
    ms = {}
    for m in re.finditer(r"^(\d+)\s+(f32|int8|int4)\s+([0-9.]+)\s+([0-9.]+)", text, re.M):
        ms[(int(m.group(1)), m.group(2))] = (float(m.group(3)), float(m.group(4)))
    return ms, bandwidth, text


def embedding_report(args) -> None:
    torch_ms = pytorch_embedding_phase(args)
    lin, bandwidth, text = linrt_embedding_phase(args)
    print(text)
    print(f"embedding phase, {26} tables x {args.rows} x 128, batch {args.batch}, {args.threads} threads, "
          f"read bandwidth {bandwidth:.1f} GB/s, {'CPU time per thread' if args.cpu_time else 'wall time'}\n")
    print("| hot | PyTorch f32 ms | PyTorch int8 (FBGEMM) ms | linrt f32 ms | GB/s (of read bw) | vs PyTorch f32 | "
          "linrt int8 ms | GB/s | vs PyTorch f32 | linrt int4 ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for hot in (1, 20):
        tf, ti = torch_ms[hot]
        (lf, gf), (l8, g8), (l4, _) = lin[(hot, "f32")], lin[(hot, "int8")], lin[(hot, "int4")]
        print(f"| {hot} | {tf:.2f} | {ti:.2f} | {lf:.2f} | {gf:.1f} ({100 * gf / bandwidth:.0f}%) | {tf / lf:.2f}x | "
              f"{l8:.2f} | {g8:.1f} | {tf / l8:.2f}x | {l4:.2f} |")


def dlrm_v2_report(args) -> None:
    """DLRM-v2 with tables of at most --v2-rows rows: PyTorch eager and linrt float, in turns."""
    out = args.work / f"dlrm_v2_b{args.batch}_r{args.v2_rows}"
    if not (out / "dlrm.txt").exists():
        subprocess.run([sys.executable, str(REPO / "tools/export/dlrm_configs.py"), "--config=dlrm-v2", f"--out={out}",
                        f"--batch={args.batch}", f"--max-rows={args.v2_rows}", "--outputs"], check=True)
    cfg = dlrm_v2.mlperf(args.v2_rows)
    model = dlrm_v2.DLRMv2(cfg, seed=0).eval()  # the exporter's weights (seed 0)
    batch = dlrm_configs.random_batch(np.random.RandomState(123), cfg, args.batch, cfg.multi_hot, True)
    inputs = tuple(torch.from_numpy(a) for a in batch)
    torch_sps, torch_cpu, lin = torch_and_linrt_rounds(model, inputs, args, out, "dlrm-v2")
    med = statistics.median
    t_sps, t_cpu = med(torch_sps), med(torch_cpu)
    l_sps, l_cpu = med(r["samples_s"] for r in lin), med(r["cpu_ms"] for r in lin)
    print(f"\nDLRM-v2, tables of at most {args.v2_rows} rows, batch {args.batch}, {args.threads} threads, "
          f"{args.rounds} rounds (medians; CPU ms per mini-batch and thread)\n")
    print("| PyTorch samples/s | linrt samples/s | ratio (wall) | PyTorch CPU ms | linrt CPU ms | ratio (CPU) | "
          "linrt p50/p99 ms | linrt load s |")
    print("|---|---|---|---|---|---|---|---|")
    print(f"| {t_sps:.0f} | {l_sps:.0f} | {l_sps / t_sps:.2f}x | {t_cpu:.0f} | {l_cpu:.0f} | {t_cpu / l_cpu:.2f}x | "
          f"{med(r['p50_ms'] for r in lin):.0f}/{med(r['p99_ms'] for r in lin):.0f} | {med(r['load_s'] for r in lin):.2f} |")
    print("rounds, samples/s (PyTorch, linrt):", ", ".join(f"({a:.0f}, {r['samples_s']:.0f})" for a, r in zip(torch_sps, lin)))


# --variants: DLRM's flags per variant. QR tables hold --rows / collisions + collisions rows; the
# concat variant's bags are two 64-wide halves (DLRM wants the bottom MLP at 2 x the feature size).
VARIANTS = {
    # DLRM v1 itself at MLPerf's shape (the 1.5x target), measured the same way.
    "plain": [],
    "qr-mult": ["--qr-flag", "--qr-operation=mult", "--qr-collisions=4"],
    "qr-add": ["--qr-flag", "--qr-operation=add", "--qr-collisions=4"],
    "qr-concat": ["--qr-flag", "--qr-operation=concat", "--qr-collisions=4", "--arch-sparse-feature-size=64"],
    "md": ["--md-flag", "--md-temperature=0.3", "--md-threshold=0"],
    # Plain v1 with each bag's rows weighted per index (DLRM's --weighted-pooling).
    "weighted-fixed": ["--weighted-pooling=fixed"],
    "weighted-learned": ["--weighted-pooling=learned"],
}


def variant_flags(name: str, rows: int) -> list:
    flags = ["--config=mlperf", f"--mlperf-rows={rows}"] + VARIANTS[name]
    if name == "md":
        flags.append("--arch-embedding-size=" + "-".join(str(min(r, rows)) for r in dlrm_configs.KAGGLE_TABLE_ROWS))
    return flags


def variants_report(args) -> None:
    """DLRM_Net variants (VARIANTS) at MLPerf-like shapes, 1-hot: PyTorch eager and linrt float, in
    turns, --rounds times; linrt's first mini-batch checked against PyTorch's."""
    rows_out = []
    for name in args.variants.split(","):
        if name not in VARIANTS:
            raise SystemExit(f"--variants: unknown variant {name!r} (use {', '.join(VARIANTS)})")
        flags = variant_flags(name, args.rows)
        out = args.work / f"variant_{name}_b{args.batch}_r{args.rows}"
        if not (out / "dlrm.txt").exists():
            subprocess.run([sys.executable, str(REPO / "tools/export/dlrm_configs.py"), *flags, f"--out={out}",
                            f"--batch={args.batch}", "--num-indices-per-lookup=1", "--num-indices-per-lookup-fixed",
                            "--outputs"], check=True)
        cfg = dlrm_configs.config_from_args(dlrm_configs.argument_parser().parse_args(flags + [f"--out={out}"]))
        model = dlrm.DLRM(cfg, seed=0).eval()  # the exporter's weights (seed 0)
        batch = dlrm_configs.random_batch(np.random.RandomState(123), cfg, args.batch, 1, True)
        inputs = tuple(torch.from_numpy(a) for a in batch)
        if "--precision=int8" in args.linrt_args.split():
            # PyTorch's own int8 MLPs (DLRM's --quantize-mlp-with-bit=8) on the same mini-batch,
            # for linrt's int8 predictions to be compared with (run_linrt).
            q = torch.ao.quantization.quantize_dynamic(copy.deepcopy(model), {torch.nn.Linear}, dtype=torch.qint8)
            with torch.no_grad():
                q_out, f_out = q(*inputs).numpy(), model(*inputs).numpy()
            np.save(out / "out0_qmlp8.npy", np.ascontiguousarray(q_out), allow_pickle=False)
            print(f"{name}: max |PyTorch quantize_dynamic - PyTorch float| = {np.abs(q_out - f_out).max():.3g}")
        torch_sps, torch_cpu, lin = torch_and_linrt_rounds(model, inputs, args, out, "mlperf")
        for r in lin[:1]:
            if r["vs_torch_quantised"] is not None:
                print(f"{name}: linrt max |int8 - float32| = {r['max_abs_err']:.3g}, "
                      f"max |linrt - PyTorch quantize_dynamic| = {r['vs_torch_quantised']:.3g}")
        med = statistics.median
        rows_out.append((name, " ".join(VARIANTS[name]), med(torch_sps), med(args.batch / (r["p50_ms"] / 1e3) for r in lin),
                         med(torch_cpu), med(r["cpu_ms"] for r in lin), med(r["p50_ms"] for r in lin),
                         med(r["p99_ms"] for r in lin)))
    print(f"\nDLRM_Net variants, MLPerf MLPs, 26 tables of at most {args.rows} rows, batch {args.batch}, 1-hot, "
          f"{args.threads} threads, {args.rounds} rounds in turns (medians; linrt samples/s from its p50; "
          "CPU ms per mini-batch and thread)\n")
    print("| variant | flags | PyTorch samples/s | linrt samples/s | ratio (wall) | PyTorch CPU ms | linrt CPU ms | "
          "ratio (CPU) | linrt p50/p99 ms |")
    print("|---|---|---|---|---|---|---|---|---|")
    for name, flags, t_sps, l_sps, t_cpu, l_cpu, p50, p99 in rows_out:
        print(f"| {name} | `{flags}` | {t_sps:.0f} | {l_sps:.0f} | {l_sps / t_sps:.2f}x | {t_cpu:.0f} | {l_cpu:.0f} | "
              f"{t_cpu / l_cpu:.2f}x | {p50:.1f}/{p99:.1f} |")


def prepacked_report(args) -> None:
    """MLPerf-shaped v1 with FBGEMM's prepacked tables (dlrm_configs.py --quantize-emb-with-bit),
    1-hot: PyTorch eager float (the same weights unquantised), PyTorch eager with the quantised
    ops, and linrt on the exported quantised model (its first mini-batch checked against
    PyTorch's quantised one), in turns, --rounds times."""
    rows_out = []
    for bits in (8, 4):
        flags = ["--config=mlperf", f"--mlperf-rows={args.rows}"]
        out = args.work / f"mlperf_1hot_b{args.batch}_r{args.rows}_int{bits}prepacked"
        if not (out / "dlrm.txt").exists():
            subprocess.run([sys.executable, str(REPO / "tools/export/dlrm_configs.py"), *flags, f"--out={out}",
                            f"--batch={args.batch}", "--num-indices-per-lookup=1", "--num-indices-per-lookup-fixed",
                            f"--quantize-emb-with-bit={bits}", "--outputs"], check=True)
        cfg = dlrm_configs.config("mlperf", args.rows)
        model = dlrm.DLRM(cfg, seed=0).eval()  # the exporter's weights (seed 0)
        batch = dlrm_configs.random_batch(np.random.RandomState(123), cfg, args.batch, 1, True)
        inputs = tuple(torch.from_numpy(a) for a in batch)
        quantised = copy.deepcopy(model)
        dlrm_configs.quantize_embedding(quantised, bits)
        torch_sps, torch_q_sps, torch_cpu, lin = [], [], [], []
        for _ in range(args.rounds):
            with torch.no_grad():
                torch_sps.append(args.batch / statistics.median(time_it(lambda: model(*inputs), args.batches)))
                torch_cpu.append(statistics.median(time_it(lambda: model(*inputs), args.batches, time.process_time,
                                                           args.threads)) * 1e3)
                torch_q_sps.append(args.batch / statistics.median(time_it(lambda: quantised(*inputs), args.batches)))
            lin.append(run_linrt(args.build, out, "none", args, config="mlperf"))
        med = statistics.median
        rows_out.append((bits, med(torch_sps), med(torch_q_sps), med(args.batch / (r["p50_ms"] / 1e3) for r in lin),
                         med(r["p50_ms"] for r in lin), med(r["p99_ms"] for r in lin), med(torch_cpu),
                         med(r["cpu_ms"] for r in lin)))
    print(f"\nMLPerf-shaped v1 with FBGEMM's prepacked tables, 26 x {args.rows} x 128, batch {args.batch}, 1-hot, "
          f"{args.threads} threads, {args.rounds} rounds in turns (medians; samples/s from the median mini-batch, "
          "linrt's from its p50; CPU ms per mini-batch and thread, PyTorch float against linrt)\n")
    print("| tables | PyTorch float samples/s | PyTorch quantised samples/s | linrt samples/s | vs PyTorch float | "
          "vs PyTorch quantised | PyTorch float CPU ms | linrt CPU ms | vs PyTorch float (CPU) | linrt p50/p99 ms |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for bits, t_sps, q_sps, l_sps, p50, p99, t_cpu, l_cpu in rows_out:
        print(f"| int{bits} | {t_sps:.0f} | {q_sps:.0f} | {l_sps:.0f} | {l_sps / t_sps:.2f}x | {l_sps / q_sps:.2f}x | "
              f"{t_cpu:.1f} | {l_cpu:.1f} | {t_cpu / l_cpu:.2f}x | {p50:.1f}/{p99:.1f} |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--build", type=Path, required=True)
    ap.add_argument("--work", type=Path, default=Path("/tmp/linrt_dlrm_bench"))
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--rows", type=int, default=200_000)
    ap.add_argument("--batch", type=int, default=2048)
    ap.add_argument("--batches", type=int, default=10)
    ap.add_argument("--embedding-only", action="store_true", help="only the embedding-phase comparison")
    ap.add_argument("--cpu-time", action="store_true",
                    help="time the embedding phase by CPU time per thread (PyTorch and linrt)")
    ap.add_argument("--no-iree", action="store_true", help="skip IREE llvm-cpu")
    ap.add_argument("--iree-batches", type=int, default=2,
                    help="timed IREE mini-batches (about a minute each on 2 cores)")
    ap.add_argument("--dlrm-v2", action="store_true", help="compare DLRM-v2 (small tables) instead")
    ap.add_argument("--v2-rows", type=int, default=100_000, help="--dlrm-v2: rows of each table at most")
    ap.add_argument("--rounds", type=int, default=3, help="--dlrm-v2, --variants: PyTorch and linrt runs in turns")
    ap.add_argument("--variants", help="compare these DLRM_Net variants instead (comma-separated: "
                                       + ", ".join(VARIANTS) + ")")
    ap.add_argument("--torch-profile", action="store_true",
                    help="--variants, --dlrm-v2: also print PyTorch's time per aten op (torch.profiler)")
    ap.add_argument("--linrt-args", default="",
                    help="--variants, --dlrm-v2: extra linrt-dlrm flags (e.g. '--quantize-embeddings=int8 "
                         "--precision=bf16'); the first mini-batch is then not checked against PyTorch, "
                         "linrt-dlrm prints its accuracy loss instead")
    ap.add_argument("--prepacked", action="store_true",
                    help="compare MLPerf-shaped v1 with FBGEMM's prepacked int8 and int4 tables instead")
    ap.add_argument("--iree-worker", action="store_true", help=argparse.SUPPRESS)
    ap.add_argument("--model", type=Path, help=argparse.SUPPRESS)
    ap.add_argument("--hot", type=int, help=argparse.SUPPRESS)
    args = ap.parse_args()
    torch.set_num_threads(args.threads)
    if args.iree_worker:
        iree_worker(args)
        return
    args.work.mkdir(parents=True, exist_ok=True)
    if args.variants:
        print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at start; "
              f"torch {torch.__version__}, {args.threads} threads, "
              f"OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY', '(unset)')}")
        variants_report(args)
        return
    if args.prepacked:
        print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at start; "
              f"torch {torch.__version__}, {args.threads} threads, "
              f"OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY', '(unset)')}")
        prepacked_report(args)
        return
    if args.dlrm_v2:
        print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at start; "
              f"torch {torch.__version__}, {args.threads} threads, "
              f"OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY', '(unset)')}")
        dlrm_v2_report(args)
        return
    if args.embedding_only:
        print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at start; "
              f"torch {torch.__version__}, {args.threads} threads")
        embedding_report(args)
        return

    print(f"machine: {os.cpu_count()} cores, load average {os.getloadavg()[0]:.1f} at start; "
          f"torch {torch.__version__}, {args.threads} threads, "
          f"OMP_WAIT_POLICY={os.environ.get('OMP_WAIT_POLICY', '(unset)')}")
    cfg = dlrm_configs.config("mlperf", args.rows)
    model = dlrm.DLRM(cfg, seed=0).eval()  # the weights the exporter writes (seed 0)

    rows_out = []
    for hot in (1, 20):
        path = export(args.work, hot, args)
        batch = dlrm_configs.random_batch(np.random.RandomState(123), cfg, args.batch, hot, True)
        inputs = tuple(torch.from_numpy(a) for a in batch)
        with torch.no_grad():
            np.save(path / "out0.npy", model(*inputs).numpy(), allow_pickle=False)
            full = time_it(lambda: model(*inputs), args.batches)
            emb = time_it(lambda: [F.embedding_bag(inputs[1 + 2 * k], bag.weight, inputs[2 + 2 * k], mode="sum")
                                   for k, bag in enumerate(model.emb_l)], args.batches)
        torch_s = statistics.median(full)
        lin = run_linrt(args.build, path, "none", args)
        lin8 = run_linrt(args.build, path, "int8", args)
        iree = {"error": "skipped (--no-iree)"} if args.no_iree else run_iree(path, hot, args)
        rows_out.append((hot, args.batch / torch_s, torch_s * 1e3, statistics.median(emb) * 1e3, lin, lin8, iree))

    print("\n| hot | PyTorch samples/s | linrt f32 samples/s | ratio | linrt int8 samples/s | ratio | "
          "int8 max abs err | linrt f32 p50/p99 ms | PyTorch embedding phase ms | IREE samples/s | linrt / IREE |")
    print("|---|---|---|---|---|---|---|---|---|---|---|")
    for hot, torch_sps, torch_ms, emb_ms, lin, lin8, iree in rows_out:
        iree_cells = (f"{iree['samples_s']:.0f} (max abs err {iree['max_abs_err']:.2g}) | "
                      f"{lin['samples_s'] / iree['samples_s']:.2f}x") if "samples_s" in iree else "- | -"
        print(f"| {hot} | {torch_sps:.0f} | {lin['samples_s']:.0f} | {lin['samples_s'] / torch_sps:.2f}x | "
              f"{lin8['samples_s']:.0f} | {lin8['samples_s'] / torch_sps:.2f}x | {lin8['max_abs_err']:.2g} | "
              f"{lin['p50_ms']:.1f}/{lin['p99_ms']:.1f} | {emb_ms:.1f} | {iree_cells} |")
    for hot, *_, iree in rows_out:
        if "error" in iree:
            print(f"IREE, {hot}-hot: {iree['error']}")

    print()
    embedding_report(args)


if __name__ == "__main__":
    main()
