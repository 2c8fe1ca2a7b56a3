"""DLRM models for linrt-dlrm (examples/dlrm): the kaggle and mlperf configurations, MLPerf's
DLRM-v2 (dlrm-v2: a DCNv2 cross network, multi-hot bags; tools/export/dlrm_v2.py), and small ones
for tests (kaggle_small, dlrm-v2-small), exported with their embedding tables as external
parameters.

  /tmp/exportvenv/bin/python tools/export/dlrm_configs.py --config=mlperf --out=/tmp/dlrm_mlperf \
      --batch=2048 --num-indices-per-lookup=20 --num-indices-per-lookup-fixed

writes into --out:
  model.mlir          @forward(dense, indices_0, offsets_0, ..., indices_25, offsets_25) -> [B, 1];
                      table k is `util.global private @emb_k = #stream.parameter.named<"model"::"emb_k">`
  tables.safetensors  emb_0 ... emb_25, float32 [rows, feature_size] (mapped by linrt, never copied)
  dlrm.txt            key=value lines linrt-dlrm reads: architecture, batch, lookups, seeds
  out0.npy            (with --outputs) PyTorch's predictions for the first mini-batch that
                      linrt-dlrm generates from --data-seed, for linrt-dlrm --check

The tables are not written into the .mlir text: torch-mlir would print gigabytes of hex. The
model is exported with the tables as extra function arguments, and the text is then rewritten so
that those arguments become loads of parameter globals.

Inputs come from DLRM's random data generator (dlrm_data_pytorch.py, generate_uniform_input_batch)
with numpy's legacy RandomState, which linrt-dlrm reproduces bit for bit (MT19937 and
random_sample's 53-bit doubles): dense features uniform in [0, 1); per bag, 1 to
num_indices_per_lookup sorted unique indices, or exactly that many with
--num-indices-per-lookup-fixed. One deviation: DLRM's fixed mode can return fewer indices when
a draw repeats; here repeated draws are replaced by further draws, so that a fixed lookup count
gives fixed input shapes. With fixed counts the index tensors have static shapes; otherwise
their length is a dynamic dimension.
"""

import argparse
import json
import re
import struct
import sys
from pathlib import Path

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch_mlir import fx

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dlrm  # noqa: E402
import dlrm_v2  # noqa: E402

# Criteo Kaggle Display Advertising Challenge: rows of the 26 categorical features, as DLRM's
# preprocessing counts them.
KAGGLE_TABLE_ROWS = (1460, 583, 10131227, 2202608, 305, 24, 12517, 633, 3, 93145, 5683, 8351593,
                     3194, 27, 14992, 5461306, 10, 5652, 2173, 4, 7046547, 18, 15, 286181, 105,
                     142572)


def config(name: str, mlperf_rows: int) -> dlrm.DLRMConfig:
    if name == "kaggle":
        return dlrm.DLRMConfig(feature_size=16,
                               embedding_sizes=tuple(min(r, 1_000_000) for r in KAGGLE_TABLE_ROWS),
                               bottom_mlp=(13, 512, 256, 64, 16), top_mlp=(367, 512, 256, 1))
    if name == "mlperf":
        return dlrm.DLRMConfig(feature_size=128, embedding_sizes=(mlperf_rows,) * 26,
                               bottom_mlp=(13, 512, 256, 128), top_mlp=(479, 1024, 1024, 512, 256, 1))
    if name == "kaggle_small":
        # Kaggle's shape (13 dense features, 26 tables, feature size 16) with small tables and
        # narrow MLPs, small enough to commit as a test model.
        return dlrm.DLRMConfig(feature_size=16, embedding_sizes=tuple(min(r, 40) for r in KAGGLE_TABLE_ROWS),
                               bottom_mlp=(13, 32, 16), top_mlp=(367, 32, 16, 1))
    raise ValueError(f"unknown config {name!r}")


class TablesAsArguments(nn.Module):
    """The DLRM forward with each table taken as a trailing argument instead of a parameter."""

    def __init__(self, model: dlrm.DLRM):
        super().__init__()
        self.bot_l = model.bot_l
        self.top_l = model.top_l
        self.interact = model.interact
        self.num_tables = len(model.emb_l)

    def forward(self, dense, *args):
        sparse, tables = args[:2 * self.num_tables], args[2 * self.num_tables:]
        x = self.bot_l(dense)
        ly = [F.embedding_bag(sparse[2 * k], tables[k], sparse[2 * k + 1], mode="sum")
              for k in range(self.num_tables)]
        return self.top_l(self.interact(x, ly))


def random_batch(rs: np.random.RandomState, cfg, batch: int, lookups, fixed: bool) -> tuple:
    """DLRM's generate_uniform_input_batch (see the module docstring for the fixed-mode change).
    `lookups` is one count for every table, or a tuple of one per table (DLRM-v2's multi-hot)."""
    dense = rs.rand(batch, cfg.bottom_mlp[0]).astype(np.float32)
    args = [dense]
    per_table = tuple(lookups) if isinstance(lookups, (tuple, list)) else (lookups,) * len(cfg.embedding_sizes)
    for size, hot in zip(cfg.embedding_sizes, per_table):
        offsets, indices = [], []
        for _ in range(batch):
            if fixed:
                count = min(hot, size)
            else:
                r = rs.random_sample()
                count = int(np.round(max(1.0, r * min(size, hot))))
            r = rs.random_sample(count)
            group = np.unique(np.round(r * (size - 1)).astype(np.int64))
            while fixed and group.size < count:
                extra = np.int64(np.round(rs.random_sample() * (size - 1)))
                group = np.unique(np.append(group, extra))
            offsets.append(len(indices))
            indices.extend(group.tolist())
        args.append(np.array(indices, dtype=np.int64))
        args.append(np.array(offsets, dtype=np.int64))
    return tuple(args)


def externalise_tables(text: str, num_inputs: int, table_types: list) -> str:
    """Turns the trailing table arguments of @forward into loads of parameter globals."""
    header = re.search(r"func\.func @forward\((.*?)\) -> ", text)
    if not header:
        raise RuntimeError("no @forward in the exported module")
    params = header.group(1).split(", %")
    params = [params[0]] + ["%" + p for p in params[1:]]
    if len(params) != num_inputs + len(table_types):
        raise RuntimeError(f"expected {num_inputs + len(table_types)} arguments, found {len(params)}")
    kept, loads = params[:num_inputs], []
    for k, (param, ttype) in enumerate(zip(params[num_inputs:], table_types)):
        name, ptype = param.split(": ", 1)
        if ptype != ttype:
            raise RuntimeError(f"table {k} has type {ptype}, expected {ttype}")
        loads.append(f"    {name} = util.global.load @emb_{k} : {ttype}\n")
    start, end = header.span(1)
    text = text[:start] + ", ".join(kept) + text[end:]
    body = text.index("{\n", text.index("func.func @forward")) + 2
    text = text[:body] + "".join(loads) + text[body:]
    globals_text = "".join(f'  util.global private @emb_{k} = #stream.parameter.named<"model"::"emb_{k}"> : {t}\n'
                           for k, t in enumerate(table_types))
    module = text.index("module {\n") + len("module {\n")
    return text[:module] + globals_text + text[module:]


def write_safetensors(path: Path, tensors: dict) -> None:
    """safetensors by hand: u64 header length, JSON header, 8-byte aligned data."""
    header, offset = {}, 0
    for name, array in tensors.items():
        header[name] = {"dtype": "F32", "shape": list(array.shape),
                        "data_offsets": [offset, offset + array.nbytes]}
        offset += array.nbytes
    blob = json.dumps(header, separators=(",", ":")).encode()
    blob += b" " * (-(len(blob) + 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(blob)))
        f.write(blob)
        for array in tensors.values():
            f.write(np.ascontiguousarray(array).tobytes())


def write_folder(args, info: dict, model: nn.Module, example: tuple, tables: list) -> None:
    """dlrm.txt, the tables and, with --outputs, PyTorch's predictions for `example`."""
    write_safetensors(args.out / "tables.safetensors", {f"emb_{k}": t.numpy() for k, t in enumerate(tables)})
    (args.out / "dlrm.txt").write_text("".join(f"{k}={v}\n" for k, v in info.items()))
    if args.outputs:
        with torch.no_grad():
            out = model(*example).numpy()
        np.save(args.out / "out0.npy", np.ascontiguousarray(out), allow_pickle=False)
    print(f"wrote {args.out}: {len(tables)} tables, "
          f"{sum(t.numel() for t in tables) * 4 / 2**20:.1f} MiB of parameters")


def export_v2(args) -> None:
    """DLRM-v2 (tools/export/dlrm_v2.py): every bag multi-hot with MLPerf's fixed sizes, so the
    index tensors have static shapes."""
    cfg = dlrm_v2.SMALL if args.config == "dlrm-v2-small" else dlrm_v2.mlperf(args.max_rows)
    model = dlrm_v2.DLRMv2(cfg, seed=args.seed).eval()
    tables = [bag.weight.data for bag in model.emb_l]
    batch = random_batch(np.random.RandomState(args.data_seed), cfg, args.batch, cfg.multi_hot, True)
    example = tuple(torch.from_numpy(a) for a in batch)
    module = fx.export_and_import(dlrm_v2.TablesAsArguments(model).eval(), *example, *tables,
                                  output_type="linalg-on-tensors", func_name="forward")
    table_types = [f"tensor<{t.shape[0]}x{t.shape[1]}xf32>" for t in tables]
    (args.out / "model.mlir").write_text(externalise_tables(str(module), len(example), table_types))
    info = {
        "config": args.config,
        "interaction": "dcn",
        "feature_size": cfg.feature_size,
        "embedding_sizes": "-".join(map(str, cfg.embedding_sizes)),
        "multi_hot": "-".join(map(str, cfg.multi_hot)),
        "bottom_mlp": "-".join(map(str, cfg.bottom_mlp)),
        "cross_layers": cfg.cross_layers,
        "cross_rank": cfg.cross_rank,
        "top_mlp": "-".join(map(str, cfg.top_mlp)),
        "batch": args.batch,
        "num_indices_per_lookup": max(cfg.multi_hot),
        "num_indices_per_lookup_fixed": 1,
        "weight_seed": args.seed,
        "data_seed": args.data_seed,
    }
    write_folder(args, info, model, example, tables)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", required=True, choices=["kaggle", "mlperf", "kaggle_small", "dlrm-v2", "dlrm-v2-small"])
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--batch", type=int, default=2048)
    ap.add_argument("--num-indices-per-lookup", type=int, default=10)
    ap.add_argument("--num-indices-per-lookup-fixed", action="store_true")
    ap.add_argument("--mlperf-rows", type=int, default=200_000)
    ap.add_argument("--max-rows", type=int, default=0,
                    help="dlrm-v2: cut every table to at most this many rows (0: MLPerf's full tables)")
    ap.add_argument("--seed", type=int, default=0, help="weight seed (numpy default_rng)")
    ap.add_argument("--data-seed", type=int, default=123, help="linrt-dlrm's --seed")
    ap.add_argument("--outputs", action="store_true", help="write out0.npy for the first batch")
    args = ap.parse_args()

    args.out.mkdir(parents=True, exist_ok=True)
    if args.config.startswith("dlrm-v2"):
        export_v2(args)
        return
    cfg = config(args.config, args.mlperf_rows)
    model = dlrm.DLRM(cfg, seed=args.seed).eval()
    tables = [bag.weight.data for bag in model.emb_l]
    wrapped = TablesAsArguments(model).eval()

    batch = random_batch(np.random.RandomState(args.data_seed), cfg, args.batch,
                         args.num_indices_per_lookup, args.num_indices_per_lookup_fixed)
    example = tuple(torch.from_numpy(a) for a in batch)
    num_inputs = len(example)
    dynamic = None
    if not args.num_indices_per_lookup_fixed:
        # forward(dense, *args): the specs follow that structure, (dense, (args...)).
        sparse = [x for k in range(len(tables))
                  for x in ({0: torch.export.Dim(f"indices_{k}", min=1)}, None)]
        dynamic = (None, tuple(sparse) + (None,) * len(tables))
    module = fx.export_and_import(wrapped, *example, *tables, output_type="linalg-on-tensors",
                                  func_name="forward", dynamic_shapes=dynamic)
    table_types = [f"tensor<{t.shape[0]}x{t.shape[1]}xf32>" for t in tables]
    text = externalise_tables(str(module), num_inputs, table_types)
    (args.out / "model.mlir").write_text(text)
    info = {
        "config": args.config,
        "feature_size": cfg.feature_size,
        "embedding_sizes": "-".join(map(str, cfg.embedding_sizes)),
        "bottom_mlp": "-".join(map(str, cfg.bottom_mlp)),
        "top_mlp": "-".join(map(str, cfg.top_mlp)),
        "batch": args.batch,
        "num_indices_per_lookup": args.num_indices_per_lookup,
        "num_indices_per_lookup_fixed": int(args.num_indices_per_lookup_fixed),
        "weight_seed": args.seed,
        "data_seed": args.data_seed,
    }
    write_folder(args, info, model, example, tables)


if __name__ == "__main__":
    main()
