"""Fixtures for FBGEMM's prepacked embedding bags (tests/fixtures/fbgemm_*).

Each fixture is a module that calls torch.ops.quantized.embedding_bag_byte_rowwise_offsets or
embedding_bag_4bit_rowwise_offsets on a table made by embedding_bag_byte_prepack /
embedding_bag_4bit_prepack (held as a uint8 buffer, so the table is a constant of model.mlir),
exported through torch-mlir with linrt's decomposition of the two ops (python/linrt/_fbgemm.py,
what linrt.export applies). The stored outputs out0.npy are PyTorch's quantised ops' own, and the
tolerance (atol) is 1e-6 of the output's range.

  /work/venvs/export/bin/python tools/export/fbgemm_fixtures.py [--out=tests/fixtures]
"""

import argparse
import importlib.util
import json
from pathlib import Path

import numpy as np
import torch
import torch.nn as nn
from torch_mlir import fx
from torch_mlir.extras.fx_decomp_util import get_decomposition_table

REPO = Path(__file__).resolve().parents[2]


def load_fbgemm():
    """python/linrt/_fbgemm.py, without importing the linrt package (which needs its build)."""
    spec = importlib.util.spec_from_file_location("linrt_fbgemm", REPO / "python/linrt/_fbgemm.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


class PrepackedBag(nn.Module):
    def __init__(self, packed: torch.Tensor, bits: int, include_last_offset: bool):
        super().__init__()
        self.register_buffer("packed", packed)
        self.bits = bits
        self.include_last_offset = include_last_offset

    def forward(self, indices, offsets, per_sample_weights=None):
        q = torch.ops.quantized
        op = q.embedding_bag_byte_rowwise_offsets if self.bits == 8 else q.embedding_bag_4bit_rowwise_offsets
        return op(self.packed, indices, offsets, False, 0, False, per_sample_weights, None,
                  self.include_last_offset)


# name: (bits, rows, dim, weighted, include_last_offset, description)
FIXTURES = {
    "fbgemm_int8_sum": (8, 40, 16, False, False,
                        "quantized.embedding_bag_byte_rowwise_offsets, sum, 40 x 16 table"),
    "fbgemm_int8_weighted_last": (8, 40, 16, True, True,
                                  "quantized.embedding_bag_byte_rowwise_offsets with per_sample_weights "
                                  "and include_last_offset, 40 x 16 table"),
    "fbgemm_int4_weighted": (4, 40, 32, True, False,
                             "quantized.embedding_bag_4bit_rowwise_offsets with per_sample_weights, "
                             "40 x 32 table"),
    "fbgemm_int4_sum_last": (4, 40, 32, False, True,
                             "quantized.embedding_bag_4bit_rowwise_offsets, sum, include_last_offset, "
                             "40 x 32 table"),
}


def bags(rows: int, seed: int, include_last_offset: bool):
    """12 bags over 30 indices, one of them empty."""
    g = torch.Generator().manual_seed(seed)
    indices = torch.randint(0, rows, (30,), generator=g, dtype=torch.int64)
    offsets = torch.tensor([0, 3, 3, 5, 9, 12, 14, 19, 20, 24, 27, 29], dtype=torch.int64)
    if include_last_offset:  # PyTorch's 4-bit op wants the last offset to be the index count
        offsets = torch.cat([offsets, torch.tensor([30])])
    weights = torch.rand(30, generator=g) * 2 - 0.5
    return indices, offsets, weights


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=REPO / "tests/fixtures")
    args = ap.parse_args()
    fbgemm = load_fbgemm()
    table = dict(get_decomposition_table())
    table.update(fbgemm.decompositions())
    for seed, (name, (bits, rows, dim, weighted, last, description)) in enumerate(FIXTURES.items()):
        g = torch.Generator().manual_seed(100 + seed)
        weight = torch.randn(rows, dim, generator=g) * 0.5
        prepack = torch.ops.quantized.embedding_bag_byte_prepack if bits == 8 else \
            torch.ops.quantized.embedding_bag_4bit_prepack
        model = PrepackedBag(prepack(weight), bits, last).eval()
        indices, offsets, weights = bags(rows, 200 + seed, last)
        inputs = (indices, offsets, weights) if weighted else (indices, offsets)
        with torch.no_grad():
            expected = model(*inputs).numpy()
            decomposed = fbgemm.byte_rowwise_offsets if bits == 8 else fbgemm.nibble_rowwise_offsets
            mine = decomposed(model.packed, indices, offsets, per_sample_weights=weights if weighted else None,
                              include_last_offset=last).numpy()
        atol = 1e-6 * float(expected.max() - expected.min())
        error = float(np.max(np.abs(mine.astype(np.float64) - expected)))
        if error > atol:
            raise AssertionError(f"{name}: the decomposition differs from PyTorch's op by {error:g} > {atol:g}")
        module = fx.export_and_import(model, *inputs, output_type="linalg-on-tensors", func_name="forward",
                                      decomposition_table=table)
        folder = args.out / name
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "model.mlir").write_text(str(module))
        for k, t in enumerate(inputs):
            np.save(folder / f"in{k}.npy", t.numpy(), allow_pickle=False)
        np.save(folder / "out0.npy", expected, allow_pickle=False)
        meta = {"function": "forward", "atol": atol, "rtol": 0,
                "source": f"torch {torch.__version__.split('+')[0]}, torch-mlir fx linalg-on-tensors, "
                          "decomposition python/linrt/_fbgemm.py",
                "description": description + "; out0 is PyTorch's quantised op, atol 1e-6 of its range"}
        (folder / "fixture.json").write_text(json.dumps(meta, indent=2) + "\n")
        print(f"{name}: decomposition vs PyTorch {error:.3g} (atol {atol:.3g})")


if __name__ == "__main__":
    main()
