#!/usr/bin/env python3
"""DLRM behind Ray Serve, on linrt: requests are gathered into mini-batches with @serve.batch.

    python examples/ray/serve_dlrm.py --model tests/dlrm/kaggle_small \\
        --criteo tests/dlrm/criteo/sample.txt --requests 512 --concurrency 32

starts the deployment (HTTP on 127.0.0.1:8000, route /dlrm), then runs the HTTP client example:
it sends the Criteo file's samples as JSON requests, `--concurrency` at a time, and reports
throughput and the p50/p99 latency of a request. `--serve-only` keeps the deployment up for
other clients:

    curl -s localhost:8000/dlrm -d '{"dense": [0.1, ...13 values], "sparse": [[3], [17], ...26 bags]}'
    {"prediction": 0.2481}

A request is one sample: "dense", the 13 dense features after DLRM's log(max(x,0)+1), and
"sparse", one bag of row indices per table. The model folder is the one linrt-dlrm --model
takes (model.mlir, tables.safetensors, dlrm.txt). The model is exported for a fixed batch
(16 for kaggle_small): a mini-batch of fewer requests is padded with empty samples.
"""

from __future__ import annotations

import argparse
import json
import math
import re
import sys
import threading
import time
from pathlib import Path

import numpy as np

REPO = Path(__file__).resolve().parents[2]


def model_shape(model) -> tuple:
    """(batch, dense features, tables) of a DLRM forward: (dense, then indices and offsets per table)."""
    inputs = model.stats()["inputs"]
    m = re.search(r"tensor<(\d+)x(\d+)xf32>", inputs[0])
    if not m or len(inputs) % 2 != 1:
        raise ValueError(f"not a DLRM forward(dense, indices, offsets, ...): {inputs}")
    return int(m.group(1)), int(m.group(2)), (len(inputs) - 1) // 2


def pack_batch(samples: list, batch: int, dense_features: int, tables: int) -> list:
    """The model's inputs for `samples` (dicts with "dense" and "sparse"), padded to `batch`."""
    dense = np.zeros((batch, dense_features), np.float32)
    bags = [[] for _ in range(tables)]
    for i, s in enumerate(samples):
        d, sp = s["dense"], s["sparse"]
        if len(d) != dense_features or len(sp) != tables:
            raise ValueError(f"a sample needs {dense_features} dense features and {tables} bags, got "
                             f"{len(d)} and {len(sp)}")
        dense[i] = d
        for k, bag in enumerate(sp):
            bags[k].append([int(x) for x in bag])
    args = [dense]
    for k in range(tables):
        lengths = [len(b) for b in bags[k]] + [0] * (batch - len(samples))
        offsets = np.zeros(batch, np.int64)
        offsets[1:] = np.cumsum(lengths)[:-1]
        indices = np.array([x for b in bags[k] for x in b], np.int64)
        args += [indices, offsets]
    return args


def make_deployment(max_batch_size: int, batch_wait_timeout_s: float):
    from ray import serve
    from starlette.responses import JSONResponse

    @serve.deployment
    class DLRM:
        """One linrt model and session per replica; @serve.batch fills the model's batch."""

        def __init__(self, model_dir: str, threads: int = 1):
            import linrt
            folder = Path(model_dir)
            self.model = linrt.Model(folder / "model.mlir",
                                     parameters={"model": folder / "tables.safetensors"})
            self.batch, self.dense_features, self.tables = model_shape(self.model)
            self.session = self.model.session(threads=threads)

        @serve.batch(max_batch_size=max_batch_size, batch_wait_timeout_s=batch_wait_timeout_s)
        async def predict(self, samples: list) -> list:
            out = []
            for start in range(0, len(samples), self.batch):
                chunk = samples[start:start + self.batch]
                args = pack_batch(chunk, self.batch, self.dense_features, self.tables)
                out += self.session.run(*args)[0][:len(chunk), 0].tolist()
            return out

        async def __call__(self, request):
            import linrt
            try:
                sample = await request.json()
                return {"prediction": await self.predict(sample)}
            except (ValueError, KeyError, TypeError, linrt.Error) as e:
                return JSONResponse({"error": str(e)}, status_code=400)

    return DLRM


def criteo_samples(path: Path, table_rows: list, limit: int) -> list:
    """Criteo lines as requests, preprocessed as DLRM (and linrt-dlrm --criteo) does: dense
    log(max(x, 0) + 1) with empty fields 0, each hex hash modulo its table's rows."""
    samples = []
    with open(path) as f:
        for line in f:
            fields = line.rstrip("\n").split("\t")
            if len(fields) != 40:
                continue
            dense = [math.log(max(int(x) if x else 0, 0) + 1.0) for x in fields[1:14]]
            sparse = [[int(h, 16) % rows if h else 0] for h, rows in zip(fields[14:], table_rows)]
            samples.append({"dense": dense, "sparse": sparse})
            if len(samples) == limit:
                break
    return samples


def table_rows(model_dir: Path) -> list:
    for line in (model_dir / "dlrm.txt").read_text().splitlines():
        if line.startswith("embedding_sizes="):
            return [int(x) for x in line.split("=", 1)[1].split("-")]
    raise ValueError(f"{model_dir / 'dlrm.txt'}: no embedding_sizes line")


def run_client(url: str, samples: list, requests_total: int, concurrency: int) -> dict:
    """The HTTP client example: `concurrency` threads post the samples (cycled) until
    `requests_total` are answered; returns predictions of the first len(samples) requests and
    the latency percentiles."""
    import requests
    latencies, predictions, lock = [], {}, threading.Lock()
    counter = iter(range(requests_total))

    def worker():
        with requests.Session() as http:
            for i in counter:
                body = samples[i % len(samples)]
                t0 = time.perf_counter()
                r = http.post(url, json=body, timeout=60)
                dt = time.perf_counter() - t0
                r.raise_for_status()
                with lock:
                    latencies.append(dt)
                    if i < len(samples):
                        predictions[i] = r.json()["prediction"]

    start = time.perf_counter()
    threads = [threading.Thread(target=worker) for _ in range(concurrency)]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    wall = time.perf_counter() - start
    lat = np.array(latencies) * 1e3
    return {"predictions": [predictions[i] for i in sorted(predictions)], "requests": len(latencies),
            "seconds": wall, "per_second": len(latencies) / wall,
            "p50_ms": float(np.percentile(lat, 50)), "p99_ms": float(np.percentile(lat, 99))}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", default=str(REPO / "tests" / "dlrm" / "kaggle_small"),
                    help="folder with model.mlir, tables.safetensors and dlrm.txt")
    ap.add_argument("--criteo", default=str(REPO / "tests" / "dlrm" / "criteo" / "sample.txt"),
                    help="Criteo-format lines the client sends")
    ap.add_argument("--replicas", type=int, default=1)
    ap.add_argument("--threads", type=int, default=1, help="linrt threads per replica")
    ap.add_argument("--max-batch", type=int, default=16, help="@serve.batch max_batch_size")
    ap.add_argument("--batch-wait-ms", type=float, default=5.0, help="@serve.batch batch_wait_timeout_s, in ms")
    ap.add_argument("--requests", type=int, default=512)
    ap.add_argument("--concurrency", type=int, default=32)
    ap.add_argument("--port", type=int, default=8000)
    ap.add_argument("--address", default=None, help="a Ray cluster's address ('auto': the running one)")
    ap.add_argument("--serve-only", action="store_true", help="start the deployment and wait")
    a = ap.parse_args()
    import ray
    from ray import serve
    ray.init(address=a.address) if a.address else ray.init(include_dashboard=False)
    serve.start(http_options={"host": "127.0.0.1", "port": a.port})
    app = make_deployment(a.max_batch, a.batch_wait_ms / 1e3).options(
        num_replicas=a.replicas, ray_actor_options={"num_cpus": a.threads}).bind(a.model, a.threads)
    serve.run(app, route_prefix="/dlrm")
    url = f"http://127.0.0.1:{a.port}/dlrm"
    if a.serve_only:
        print(f"serving {url}; Ctrl-C stops")
        while True:
            time.sleep(3600)
    samples = criteo_samples(Path(a.criteo), table_rows(Path(a.model)), a.requests)
    r = run_client(url, samples, a.requests, a.concurrency)
    print("first predictions:", " ".join(f"{p:.4f}" for p in r["predictions"][:8]))
    print(f"{r['requests']} requests in {r['seconds']:.2f} s: {r['per_second']:.0f} requests/s, "
          f"latency p50 {r['p50_ms']:.2f} ms, p99 {r['p99_ms']:.2f} ms "
          f"({a.replicas} replicas x {a.threads} threads, max batch {a.max_batch}, "
          f"concurrency {a.concurrency})")
    serve.shutdown()
    return 0


if __name__ == "__main__":
    sys.exit(main())
