#!/usr/bin/env python3
"""Runs linrt-bench-kernels and PyTorch eager on the same shapes, with the same thread count, in
one run, and prints a markdown table of medians and ratios (PyTorch time / linrt time, so above
1 means linrt is faster). Each shape runs in linrt and then at once in PyTorch, so that both see
the same machine load; the fastest run of each is reported too, the better estimate on a
machine that other work shares.

    bench/torch_kernels.py --bench build/bench/linrt-bench-kernels [--threads 2] [--filter TEXT]

PyTorch runs the same work as the linrt kernels: conv2d (NCHW, 3x3, padding 1) + bias +
LeakyReLU(0.2) in place, and addmm(bias, x, w) + ReLU in place for the DLRM layers, timed the
same way (one warm-up, then runs until 0.5 s have passed, at least 3).
"""
import argparse
import os
import platform
import re
import statistics
import subprocess
import time

import torch
import torch.nn.functional as F

LINE = re.compile(
    r"^(?P<name>.+?)\s{2,}(?P<algo>\S+)\s+median\s+(?P<median>[\d.]+) ms\s+(?P<gflops>[\d.]+) GFLOP/s"
    r"(?:\s+(?P<peak>[\d.]+)%)?\s+fastest\s+(?P<fastest>[\d.]+) ms")


CLOCK = time.perf_counter


def time_runs(fn):
    fn()
    samples = []
    total = 0.0
    while len(samples) < 3 or (total < 0.5 and len(samples) < 50):
        t0 = CLOCK()
        fn()
        s = CLOCK() - t0
        samples.append(s)
        total += s
    return statistics.median(samples), min(samples)


def torch_workload(name):
    """A closure that runs the PyTorch equivalent of the linrt benchmark line `name`."""
    g = torch.Generator().manual_seed(0)
    m = re.match(r"\S+ conv3x3 (\d+)->(\d+) @(\d+)x(\d+) (nchw|nhwc)", name)
    if m:
        c, f, h = int(m.group(1)), int(m.group(2)), int(m.group(3))
        x = torch.rand(1, c, h, h, generator=g) - 0.5
        w = torch.rand(f, c, 3, 3, generator=g) - 0.5
        b = torch.rand(f, generator=g) - 0.5
        if m.group(5) == "nhwc":
            x = x.contiguous(memory_format=torch.channels_last)
            w = w.contiguous(memory_format=torch.channels_last)

        def run():
            with torch.no_grad():
                y = F.conv2d(x, w, b, padding=1)
                F.leaky_relu_(y, 0.2)
        return run
    m = re.match(r"DLRM linear (\d+)->(\d+) batch (\d+)", name)
    if m:
        k, n, batch = int(m.group(1)), int(m.group(2)), int(m.group(3))
        x = torch.rand(batch, k, generator=g) - 0.5
        w = torch.rand(k, n, generator=g) - 0.5
        b = torch.rand(n, generator=g) - 0.5

        def run():
            with torch.no_grad():
                torch.relu_(torch.addmm(b, x, w))
        return run
    raise ValueError("no PyTorch equivalent for " + name)


def main():
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--bench", required=True, help="path to linrt-bench-kernels")
    ap.add_argument("--threads", type=int, default=2)
    ap.add_argument("--filter", default="")
    ap.add_argument("--layout", default="nchw", choices=["nchw", "nhwc"])
    ap.add_argument("--cpu-time", action="store_true",
                    help="time both by the thread's CPU time (needs --threads 1): what the "
                         "kernels cost on a machine that other work shares")
    args = ap.parse_args()
    if args.cpu_time and args.threads != 1:
        ap.error("--cpu-time needs --threads 1")
    torch.set_num_threads(args.threads)
    if args.cpu_time:
        global CLOCK
        CLOCK = time.thread_time

    base = [args.bench, "--threads", str(args.threads), "--layout", args.layout]
    if args.cpu_time:
        base.append("--cpu-time")
    names = subprocess.run(base + ["--list", "--filter", args.filter], check=True,
                           capture_output=True, text=True).stdout.splitlines()
    peak = subprocess.run([os.path.join(os.path.dirname(args.bench), "linrt-bench-peak")],
                          check=True, capture_output=True, text=True).stdout
    cpu = "unknown"
    try:
        cpu = next(l.split(":", 1)[1].strip() for l in open("/proc/cpuinfo") if l.startswith("model name"))
    except (OSError, StopIteration):
        pass
    print(f"{time.strftime('%Y-%m-%d %H:%M UTC', time.gmtime())}, {cpu}, {platform.machine()}, "
          f"{os.cpu_count()} CPUs, threads {args.threads}, torch {torch.__version__}, "
          f"load average {os.getloadavg()[0]:.1f}, timed by {'thread CPU time' if args.cpu_time else 'wall clock'}")
    print(peak)
    print("| shape | linrt kernel | linrt median ms | linrt GFLOP/s | PyTorch median ms | "
          "PyTorch GFLOP/s | PyTorch / linrt (median) | linrt fastest ms | PyTorch fastest ms | "
          "PyTorch / linrt (fastest) |")
    print("|---|---|---:|---:|---:|---:|---:|---:|---:|---:|")
    for name in names:
        out = subprocess.run(base + ["--no-peak", "--filter", name], check=True,
                             capture_output=True, text=True).stdout
        m = next((LINE.match(l) for l in out.splitlines() if LINE.match(l)), None)
        if not m:
            continue
        lin_ms, lin_fast = float(m.group("median")), float(m.group("fastest"))
        gflops = float(m.group("gflops"))
        flops = gflops * 1e9 * lin_ms * 1e-3
        t_med, t_fast = time_runs(torch_workload(name))
        print(f"| {name} | {m.group('algo')} | {lin_ms:.3f} | {gflops:.1f} | {t_med * 1e3:.3f} | "
              f"{flops / t_med / 1e9:.1f} | {t_med * 1e3 / lin_ms:.2f} | {lin_fast:.3f} | "
              f"{t_fast * 1e3:.3f} | {t_fast * 1e3 / lin_fast:.2f} |", flush=True)
    print(f"\nload average at the end {os.getloadavg()[0]:.1f}")


if __name__ == "__main__":
    main()
