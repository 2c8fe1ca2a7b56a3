"""A small click log in Criteo's format, and PyTorch's predictions on it, for linrt-dlrm --criteo.

  /tmp/exportvenv/bin/python tools/export/criteo_sample.py --model=tests/dlrm/kaggle_small \
      --out=tests/dlrm/criteo

The lines are synthetic (the real Criteo logs are not redistributable): label, 13 integer and 26
hex fields, tab-separated, with the irregularities real logs have: empty fields, negative
integers, hashes in either case, a CRLF line end. The model is rebuilt in PyTorch from the
export script's configuration and seed, and its tables are checked against the model directory's
tables.safetensors, so the predictions are PyTorch's for the very weights linrt runs.

Preprocessing, written here independently of linrt's reader (examples/dlrm/criteo.cpp): dense
x -> log(max(x, 0) + 1), empty -> 0; categorical hash h -> one index h mod rows, empty -> 0.

Writes into --out: sample.txt (two mini-batches of the model's batch), out0.npy (predictions for
the first mini-batch) and metrics.txt (accuracy and log loss over every line, for the ctest).
"""

import argparse
import json
import struct
import sys
from pathlib import Path

import numpy as np
import torch

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dlrm  # noqa: E402
import dlrm_configs  # noqa: E402


def read_safetensors(path: Path) -> dict:
    data = path.read_bytes()
    (n,) = struct.unpack("<Q", data[:8])
    header = json.loads(data[8:8 + n])
    out = {}
    for name, meta in header.items():
        if name == "__metadata__":
            continue
        begin, end = meta["data_offsets"]
        out[name] = np.frombuffer(data[8 + n + begin:8 + n + end], dtype=np.float32).reshape(meta["shape"])
    return out


def synthetic_lines(count: int, seed: int) -> list:
    rng = np.random.default_rng(seed)
    lines = []
    for i in range(count):
        fields = [str(int(rng.random() < 0.3))]
        for _ in range(13):
            r = rng.random()
            fields.append("" if r < 0.15 else str(int(rng.integers(-3, 0))) if r < 0.2 else str(int(rng.integers(0, 5000))))
        for _ in range(26):
            if rng.random() < 0.1:
                fields.append("")
            else:
                h = f"{int(rng.integers(0, 2**32)):08x}"
                fields.append(h.upper() if rng.random() < 0.2 else h)
        lines.append("\t".join(fields) + ("\r\n" if i == 3 else "\n"))
    return lines


def preprocess(lines: list, rows: tuple) -> tuple:
    labels, dense, cats = [], [], []
    for line in lines:
        f = line.rstrip("\r\n").split("\t")
        labels.append(float(f[0]))
        dense.append([np.log(max(int(x) if x else 0, 0) + 1.0) for x in f[1:14]])
        cats.append([(int(h, 16) if h else 0) % r for h, r in zip(f[14:40], rows)])
    return (np.array(labels, np.float32), np.array(dense, np.float32), np.array(cats, np.int64))


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--model", required=True, type=Path, help="a kaggle_small model directory")
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--seed", type=int, default=7)
    args = ap.parse_args()

    info = dict(line.split("=", 1) for line in (args.model / "dlrm.txt").read_text().split())
    cfg = dlrm_configs.config(info["config"], 0)
    model = dlrm.DLRM(cfg, seed=int(info["weight_seed"])).eval()
    tables = read_safetensors(args.model / "tables.safetensors")
    for k, bag in enumerate(model.emb_l):
        if not np.array_equal(bag.weight.data.numpy(), tables[f"emb_{k}"]):
            raise SystemExit(f"table {k} differs from {args.model}/tables.safetensors: wrong config or seed")

    batch = int(info["batch"])
    lines = synthetic_lines(2 * batch, args.seed)
    labels, dense, cats = preprocess(lines, cfg.embedding_sizes)
    with torch.no_grad():
        inputs = [torch.from_numpy(dense)]
        for k in range(len(cfg.embedding_sizes)):
            inputs += [torch.from_numpy(cats[:, k].copy()), torch.arange(len(lines), dtype=torch.int64)]
        pred = model(*inputs).numpy().reshape(-1)
    q = np.clip(pred.astype(np.float64), 1e-7, 1 - 1e-7)
    accuracy = float(np.mean((pred > 0.5) == (labels > 0.5)))
    log_loss = float(-np.mean(np.where(labels > 0.5, np.log(q), np.log(1 - q))))

    args.out.mkdir(parents=True, exist_ok=True)
    with open(args.out / "sample.txt", "w", newline="") as f:
        f.writelines(lines)
    np.save(args.out / "out0.npy", np.ascontiguousarray(pred[:batch].reshape(batch, 1)), allow_pickle=False)
    (args.out / "metrics.txt").write_text(f"accuracy {accuracy:.4f}, log loss {log_loss:.4f} over {len(lines)} samples\n")
    print(f"wrote {args.out}: {len(lines)} lines; accuracy {accuracy:.4f}, log loss {log_loss:.4f}")


if __name__ == "__main__":
    main()
