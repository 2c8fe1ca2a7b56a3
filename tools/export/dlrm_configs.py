"""DLRM models for linrt-dlrm (examples/dlrm), exported with their embedding tables as external
parameters: a preset (--config=kaggle, mlperf, MLPerf's DLRM-v2 (dlrm-v2: a DCNv2 cross network,
multi-hot bags; tools/export/dlrm_v2.py), or the small ones for tests, kaggle_small and
dlrm-v2-small) and/or any DLRM_Net architecture DLRM's own flags describe (--arch-*, --qr-*, --md-*,
--weighted-pooling, --loss-threshold, with DLRM's defaults and meanings).

  python tools/export/dlrm_configs.py --config=mlperf --out=/tmp/dlrm_mlperf \
      --batch=2048 --num-indices-per-lookup=20 --num-indices-per-lookup-fixed
  python tools/export/dlrm_configs.py --config=mlperf --qr-flag --qr-collisions=4 --out=/tmp/mlperf_qr
  python tools/export/dlrm_configs.py --arch-sparse-feature-size=4 --arch-embedding-size=30-20 \
      --arch-mlp-bot=5-4 --arch-mlp-top=3-1 --md-flag --md-threshold=0 --batch=8 --outputs --out=/tmp/md
  python tools/export/dlrm_configs.py ... --dlrm-source=~/dlrm    # the real DLRM_Net and tricks/

The model is tools/export/dlrm.py's equivalent of DLRM_Net, or with --dlrm-source the DLRM_Net of
that checkout (dlrm_s_pytorch.py, tricks/qr_embedding_bag.py, tricks/md_embedding_bag.py), built as
its run() builds it; the equivalent is then given its weights and must compute the same outputs.

writes into --out:
  model.mlir          @forward(dense, indices_0, offsets_0, ..., indices_25, offsets_25) -> [B, 1];
                      each embedding-side parameter is a `util.global private @name =
                      #stream.parameter.named<"model"::"name">`
  tables.safetensors  the embedding-side parameters, float32 (mapped by linrt, never copied):
                      emb_K for plain table K (with --quantize-emb-with-bit=8|4 FBGEMM's prepacked
                      uint8 rows of table K, as DLRM_Net.quantize_embedding makes them),
                      emb_l_K_weight_q / _weight_r (quotient-remainder),
                      emb_l_K_embs_weight / _proj_weight (mixed dimensions), v_W_l_K (learned
                      pooling weights)
  dlrm.txt            key=value lines linrt-dlrm reads: architecture, batch, lookups, seeds
  out0.npy            (with --outputs) PyTorch's predictions for the first mini-batch that
                      linrt-dlrm generates from --data-seed, for linrt-dlrm --check
  out0_qmlp8.npy      (with --outputs and --quantize-mlp-with-bit=8) the same from the model with
                      DLRM's --quantize-mlp-with-bit=8: torch.ao's quantize_dynamic of every MLP
                      Linear (int8 weights, activations quantised per run), for linrt-dlrm
                      --precision=int8 --check --expected=out0_qmlp8.npy; model.mlir stays the
                      float export (linrt quantises its matmuls itself, ModelOptions::precision)

The tables are not written into the .mlir text: torch-mlir would print gigabytes of hex. The
model is exported with the tables as extra function arguments, and the text is then rewritten so
that those arguments become loads of parameter globals. Bags with per-sample weights (weighted
pooling) are exported through weighted_bag_as_mask_matmul, since torch-mlir's own lowering of
embedding_bag drops the weights.

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
import copy
import json
import os
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
import fbgemm_fixtures  # noqa: E402
import dlrm_v2  # noqa: E402

# Criteo Kaggle Display Advertising Challenge: rows of the 26 categorical features, as DLRM's
# preprocessing counts them.
KAGGLE_TABLE_ROWS = (1460, 583, 10131227, 2202608, 305, 24, 12517, 633, 3, 93145, 5683, 8351593,
                     3194, 27, 14992, 5461306, 10, 5652, 2173, 4, 7046547, 18, 15, 286181, 105,
                     142572)


# The architecture of each --config preset in DLRM's flags (DLRM's own defaults without one).
PRESETS = {
    None: dict(arch_sparse_feature_size=2, arch_embedding_size=(4, 3, 2), arch_mlp_bot=(4, 3, 2),
               arch_mlp_top=(4, 2, 1)),
    "kaggle": dict(arch_sparse_feature_size=16, arch_embedding_size=tuple(min(r, 1_000_000) for r in KAGGLE_TABLE_ROWS),
                   arch_mlp_bot=(13, 512, 256, 64, 16), arch_mlp_top=(512, 256, 1)),
    "mlperf": dict(arch_sparse_feature_size=128, arch_embedding_size=None, arch_mlp_bot=(13, 512, 256, 128),
                   arch_mlp_top=(1024, 1024, 512, 256, 1)),
    "kaggle_small": dict(arch_sparse_feature_size=16, arch_embedding_size=tuple(min(r, 40) for r in KAGGLE_TABLE_ROWS),
                         arch_mlp_bot=(13, 32, 16), arch_mlp_top=(32, 16, 1)),
}


def config(name: str, mlperf_rows: int) -> dlrm.DLRMConfig:
    """A preset's plain architecture (dot interaction, plain bags)."""
    p = PRESETS[name]
    rows = (mlperf_rows,) * 26 if name == "mlperf" else p["arch_embedding_size"]
    return dlrm.config_from_flags(p["arch_sparse_feature_size"], rows, p["arch_mlp_bot"], p["arch_mlp_top"])


class ParametersAsArguments(nn.Module):
    """A model's forward with the named parameters taken as trailing arguments instead of held,
    so that the export sees them as function arguments (externalise_tables turns those into
    parameter loads)."""

    def __init__(self, model: nn.Module, names: list):
        super().__init__()
        self.model, self.names = model, names

    def forward(self, *args):
        inputs, params = args[:-len(self.names)], args[-len(self.names):]
        return torch.func.functional_call(self.model, dict(zip(self.names, params)), inputs)


class FlatInputs(nn.Module):
    """DLRM_Net's forward(dense, offsets list, indices list) behind the flat signature
    forward(dense, indices_0, offsets_0, ...) that linrt-dlrm feeds."""

    def __init__(self, net: nn.Module):
        super().__init__()
        self.net = net

    def forward(self, dense, *sparse):
        return self.net(dense, list(sparse[1::2]), list(sparse[0::2]))


def weighted_bag_as_mask_matmul(weight, indices, offsets, scale_grad_by_freq=False, mode=0, sparse=False,
                                per_sample_weights=None, include_last_offset=False, padding_idx=-1):
    """aten.embedding_bag with per_sample_weights, as torch-mlir lowers it correctly: torch-mlir
    20261001 drops the weights of its own embedding_bag lowering. Written as the bag-membership
    mask times the gathered rows, M[b, j] = w[j] if j is in bag b, which linrt recognises as one
    weighted linrt.embedding_bag. Other bags are left to the default lowering."""
    if per_sample_weights is None or mode != 0 or include_last_offset or (padding_idx is not None and padding_idx >= 0):
        return NotImplemented
    count = indices.shape[0]
    position = torch.arange(count, dtype=offsets.dtype)
    ends = torch.cat([offsets[1:], torch.full((1,), count, dtype=offsets.dtype)])
    in_bag = (position.unsqueeze(0) >= offsets.unsqueeze(1)) & (position.unsqueeze(0) < ends.unsqueeze(1))
    mask = torch.where(in_bag, per_sample_weights.unsqueeze(0), torch.zeros((), dtype=weight.dtype))
    pooled = torch.matmul(mask, F.embedding(indices, weight))
    unused = indices.new_zeros(0)
    return pooled, unused, unused, unused


class PrepackedBag(nn.Module):
    """DLRM_Net.quantize_embedding's bag: the table prepacked by FBGEMM
    (quantized.embedding_bag_byte_prepack / _4bit_prepack) and bagged by
    quantized.embedding_bag_byte_rowwise_offsets / _4bit_rowwise_offsets, as DLRM's apply_emb
    does with quantize_emb. The export decomposes those ops (python/linrt/_fbgemm.py), and linrt
    runs them on its quantised bag kernels over the prepacked bytes."""

    def __init__(self, bag: nn.EmbeddingBag, bits: int):
        super().__init__()
        q = torch.ops.quantized
        prepack = q.embedding_bag_byte_prepack if bits == 8 else q.embedding_bag_4bit_prepack
        self.bag = q.embedding_bag_byte_rowwise_offsets if bits == 8 else q.embedding_bag_4bit_rowwise_offsets
        self.register_buffer("weight", prepack(bag.weight.detach()))

    def forward(self, indices, offsets, per_sample_weights=None):
        return self.bag(self.weight, indices, offsets, False, 0, False, per_sample_weights, None, False)


def quantize_embedding(model: nn.Module, bits: int) -> None:
    """DLRM_Net.quantize_embedding(bits) on the equivalent model: every plain table prepacked."""
    for k, bag in enumerate(model.emb_l):
        if not isinstance(bag, nn.EmbeddingBag):
            raise SystemExit("--quantize-emb-with-bit: only plain tables are prepacked (DLRM's "
                             "quantize_embedding), not quotient-remainder or mixed-dimension ones")
        model.emb_l[k] = PrepackedBag(bag, bits)


def decompositions() -> dict:
    table = dict(fx.get_decomposition_table())
    table.update(fbgemm_fixtures.load_fbgemm().decompositions())
    for op in (torch.ops.aten.embedding_bag.padding_idx, torch.ops.aten.embedding_bag.default,
               torch.ops.aten._embedding_bag.default, torch.ops.aten._embedding_bag_forward_only.default):
        table[op] = weighted_bag_as_mask_matmul
    return table


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


def externalise_tables(text: str, num_inputs: int, table_types: list, names: list) -> str:
    """Turns the trailing table arguments of @forward into loads of the parameter globals
    `names` (scope "model")."""
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
        loads.append(f"    {name} = util.global.load @{names[k]} : {ttype}\n")
    start, end = header.span(1)
    text = text[:start] + ", ".join(kept) + text[end:]
    body = text.index("{\n", text.index("func.func @forward")) + 2
    text = text[:body] + "".join(loads) + text[body:]
    globals_text = "".join(f'  util.global private @{n} = #stream.parameter.named<"model"::"{n}"> : {t}\n'
                           for n, t in zip(names, table_types))
    module = text.index("module {\n") + len("module {\n")
    return text[:module] + globals_text + text[module:]


def write_safetensors(path: Path, tensors: dict) -> None:
    """float32 and uint8 arrays into a safetensors file."""
    write_safetensors_blocks(path, {name: ({"float32": "F32", "uint8": "U8"}[str(array.dtype)], array.shape,
                                           lambda a=array: [a]) for name, array in tensors.items()})


def write_safetensors_blocks(path: Path, tensors: dict) -> int:
    """safetensors by hand: u64 header length, JSON header, 8-byte aligned data. `tensors` maps a
    name to (dtype, shape, blocks): blocks() yields the tensor's rows in order as numpy arrays, so
    that no tensor need be whole in memory. Returns where the data section starts."""
    header, offset = {}, 0
    for name, (dtype, shape, _) in tensors.items():
        nbytes = int(np.prod(shape)) * {"F32": 4, "U8": 1}[dtype]
        header[name] = {"dtype": dtype, "shape": list(shape), "data_offsets": [offset, offset + nbytes]}
        offset += nbytes
    blob = json.dumps(header, separators=(",", ":")).encode()
    blob += b" " * (-(len(blob) + 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(blob)))
        f.write(blob)
        for name, (_, _, blocks) in tensors.items():
            written = 0
            for block in blocks():
                f.write(np.ascontiguousarray(block).tobytes())
                written += block.nbytes
            if written != header[name]["data_offsets"][1] - header[name]["data_offsets"][0]:
                raise RuntimeError(f"{name}: wrote {written} bytes for {header[name]}")
    return 8 + len(blob)


def write_quantised_mlp_predictions(args, model: nn.Module, example: tuple) -> None:
    """out0_qmlp8.npy with --quantize-mlp-with-bit=8: the predictions of the model whose MLP
    Linears are dynamically quantised, as dlrm_s_pytorch.py does for inference."""
    if getattr(args, "quantize_mlp_with_bit", 32) != 8:
        return
    quantised = torch.ao.quantization.quantize_dynamic(copy.deepcopy(model), {nn.Linear}, dtype=torch.qint8)
    with torch.no_grad():
        out = quantised(*example).numpy()
    np.save(args.out / "out0_qmlp8.npy", np.ascontiguousarray(out), allow_pickle=False)


def write_folder(args, info: dict, model: nn.Module, example: tuple, tables: dict) -> None:
    """dlrm.txt, the tables (by parameter name) and, with --outputs, PyTorch's predictions for
    `example`."""
    write_safetensors(args.out / "tables.safetensors", {k: t.numpy() for k, t in tables.items()})
    (args.out / "dlrm.txt").write_text("".join(f"{k}={v}\n" for k, v in info.items()))
    if args.outputs:
        with torch.no_grad():
            out = model(*example).numpy()
        np.save(args.out / "out0.npy", np.ascontiguousarray(out), allow_pickle=False)
        write_quantised_mlp_predictions(args, model, example)
    print(f"wrote {args.out}: {len(tables)} parameter tensors, "
          f"{sum(t.numel() * t.element_size() for t in tables.values()) / 2**20:.1f} MiB of parameters")


def int4_bags(text: str, cfg) -> str:
    """Each table's bag (torch-mlir's linalg.generic that sums the rows it extracts from the
    table) becomes a linrt.embedding_bag over the table as FBGEMM's 4-bit rows, and the table's
    global and load get that type: tensor<rows x int4_row_bytes x ui8>."""
    dim, row_bytes = cfg.feature_size, dlrm_v2.int4_row_bytes(cfg.feature_size)
    bag = re.compile(r"    (%[\w.]+) = linalg\.generic \{[^\n]*\} ins\((%[\w.]+), (%[\w.]+) : (tensor<\d+xi64>), "
                     r"(tensor<\d+xi64>)\) outs\(%[\w.]+ : (tensor<\d+x\d+xf32>)\) \{\n(.*?)\n    \} -> \6\n", re.S)
    for k, rows in enumerate(cfg.embedding_sizes):
        new_type = f"tensor<{rows}x{row_bytes}xui8>"
        load = re.search(rf"    (%[\w.]+) = util\.global\.load @emb_{k} : (tensor<\d+x{dim}xf32>)\n", text)
        if not load:
            raise RuntimeError(f"no load of @emb_{k}")
        table, old_type = load.group(1), load.group(2)
        text = text.replace(load.group(0), f"    {table} = util.global.load @emb_{k} : {new_type}\n")
        text, n = re.subn(rf"(util\.global private @emb_{k} = [^\n]*) : {re.escape(old_type)}\n", rf"\1 : {new_type}\n", text)
        uses = [m for m in bag.finditer(text) if f"tensor.extract {table}[" in m.group(7)]
        if n != 1 or len(uses) != 1 or text.count(f"{table}[") != 1 or "arith.addf" not in uses[0].group(7):
            raise RuntimeError(f"table {k}: expected one global and one summing bag over {table}")
        m = uses[0]
        op = (f'    {m.group(1)} = "linrt.embedding_bag"({table}, {m.group(2)}, {m.group(3)}) <{{mode = "sum", '
              f'include_last_offset = false, padding_idx = -1 : i64, operandSegmentSizes = array<i32: 1, 1, 1, 0>, '
              f'table_format = "int4_rowwise"}}> : ({new_type}, {m.group(4)}, {m.group(5)}) -> {m.group(6)}\n')
        text = text[:m.start()] + op + text[m.end():]
    return text


def int4_predictions(path: Path, data_start: int, cfg, model, example: tuple) -> np.ndarray:
    """PyTorch's predictions with the bags run by FBGEMM's own 4-bit kernel
    (quantized.embedding_bag_4bit_rowwise_offsets) over the rows the mini-batch uses, read from
    the written table file."""
    row_bytes, offset, pooled = dlrm_v2.int4_row_bytes(cfg.feature_size), data_start, []
    with open(path, "rb") as f:
        for k, rows in enumerate(cfg.embedding_sizes):
            used, inverse = np.unique(example[1 + 2 * k].numpy(), return_inverse=True)
            # Row by row (pread), not through a mapping, whose fault-around would bring in far
            # more of the file than the rows.
            packed = np.frombuffer(bytearray(b"".join(os.pread(f.fileno(), row_bytes, offset + int(r) * row_bytes) for r in used)),
                                   dtype=np.uint8).reshape(len(used), row_bytes)
            pooled.append(torch.ops.quantized.embedding_bag_4bit_rowwise_offsets(
                torch.from_numpy(packed), torch.from_numpy(inverse.astype(np.int64)), example[2 + 2 * k],
                False, 0, False, None, None, False))
            offset += rows * row_bytes
    with torch.no_grad():
        return model.dense_forward(example[0], pooled).numpy()


def export_v2(args) -> None:
    """DLRM-v2 (tools/export/dlrm_v2.py): every bag multi-hot with MLPerf's fixed sizes, so the
    index tensors have static shapes. With --table-format=int4 the tables are FBGEMM's 4-bit rows
    (uint8, embedding_bag_4bit_prepack), written block by block and never whole in memory, and
    the bags linrt.embedding_bag ops over them; the graph is traced over stand-in float tables
    of a few rows, which the bags it makes only index."""
    cfg = dlrm_v2.SMALL if args.config == "dlrm-v2-small" else dlrm_v2.mlperf(args.max_rows)
    int4 = args.table_format == "int4"
    model = dlrm_v2.DLRMv2(cfg, seed=args.seed, tables=not int4).eval()
    tables = [torch.zeros(min(rows, 8), cfg.feature_size) for rows in cfg.embedding_sizes] if int4 else \
        [bag.weight.data for bag in model.emb_l]
    batch = random_batch(np.random.RandomState(args.data_seed), cfg, args.batch, cfg.multi_hot, True)
    example = tuple(torch.from_numpy(a) for a in batch)
    module = fx.export_and_import(dlrm_v2.TablesAsArguments(model).eval(), *example, *tables,
                                  output_type="linalg-on-tensors", func_name="forward")
    table_types = [f"tensor<{t.shape[0]}x{t.shape[1]}xf32>" for t in tables]
    names = [f"emb_{k}" for k in range(len(tables))]
    text = externalise_tables(str(module), len(example), table_types, names)
    (args.out / "model.mlir").write_text(int4_bags(text, cfg) if int4 else text)
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
        "table_format": args.table_format,
    }
    if not int4:
        write_folder(args, info, model, example, dict(zip(names, tables)))
        return
    dim, row_bytes, block = cfg.feature_size, dlrm_v2.int4_row_bytes(cfg.feature_size), dlrm_v2.BLOCK_ROWS

    def blocks(k: int, rows: int):
        for start in range(0, rows, block):
            yield dlrm_v2.int4_table_block(args.seed, k, rows, start, min(start + block, rows), dim)

    path = args.out / "tables.safetensors"
    start = write_safetensors_blocks(path, {f"emb_{k}": ("U8", (rows, row_bytes), lambda k=k, rows=rows: blocks(k, rows))
                                            for k, rows in enumerate(cfg.embedding_sizes)})
    (args.out / "dlrm.txt").write_text("".join(f"{k}={v}\n" for k, v in info.items()))
    if args.outputs:
        out = int4_predictions(path, start, cfg, model, example)
        np.save(args.out / "out0.npy", np.ascontiguousarray(out), allow_pickle=False)
        write_quantised_mlp_predictions(args, model, example)
    print(f"wrote {args.out}: {len(cfg.embedding_sizes)} int4 tables, {path.stat().st_size / 2**30:.2f} GiB")


def dash_ints(text: str) -> tuple:
    try:
        values = tuple(int(v) for v in text.split("-"))
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected dash-separated integers, got {text!r}")
    if not values or min(values) < 1:
        raise argparse.ArgumentTypeError(f"expected positive dash-separated integers, got {text!r}")
    return values


def config_from_args(args) -> dlrm.DLRMConfig:
    preset = dict(PRESETS[args.config])
    if args.config == "mlperf":
        preset["arch_embedding_size"] = (args.mlperf_rows,) * 26
    arch = {k: getattr(args, k) if getattr(args, k) is not None else v for k, v in preset.items()}
    return dlrm.config_from_flags(
        arch["arch_sparse_feature_size"], arch["arch_embedding_size"], arch["arch_mlp_bot"], arch["arch_mlp_top"],
        interaction_op=args.arch_interaction_op, interaction_itself=args.arch_interaction_itself,
        qr_flag=args.qr_flag, qr_operation=args.qr_operation, qr_collisions=args.qr_collisions,
        qr_threshold=args.qr_threshold, md_flag=args.md_flag, md_threshold=args.md_threshold,
        md_temperature=args.md_temperature, md_round_dims=args.md_round_dims,
        weighted_pooling=args.weighted_pooling, loss_threshold=args.loss_threshold)


def import_dlrm_source(source: Path):
    """dlrm_s_pytorch.py of a facebookresearch/dlrm checkout, imported as a module. Modules it
    imports for training and data loading only (scikit-learn, tensorboard, tqdm, ...) are stood
    in for by empty ones when they are not installed; DLRM_Net and tricks/ need none of them."""
    import importlib
    import importlib.machinery
    import types
    if not (source / "dlrm_s_pytorch.py").is_file():
        raise SystemExit(f"--dlrm-source={source}: no dlrm_s_pytorch.py there (a facebookresearch/dlrm checkout?)")
    for name, attrs in (("sklearn", {}), ("sklearn.metrics", {}), ("tqdm", {"tqdm": lambda x=None, **_: x}),
                        ("torch.utils.tensorboard", {"SummaryWriter": object})):
        try:
            importlib.import_module(name)
        except ImportError:
            stub = types.ModuleType(name)
            stub.__spec__ = importlib.machinery.ModuleSpec(name, None)
            stub.__dict__.update(attrs)
            sys.modules[name] = stub
            if "." in name:
                setattr(sys.modules[name.rsplit(".", 1)[0]], name.rsplit(".", 1)[1], stub)
    sys.path.insert(0, str(source))
    return importlib.import_module("dlrm_s_pytorch")


def source_model(source: Path, cfg: dlrm.DLRMConfig, seed: int) -> nn.Module:
    """The real DLRM_Net for `cfg`, built as dlrm_s_pytorch.py's run() builds it (numpy's and
    torch's global generators seeded by `seed`), behind the flat signature."""
    dlrm_s = import_dlrm_source(source)
    np.random.seed(seed)
    torch.manual_seed(seed)
    m_spa = cfg.feature_size
    if cfg.md_flag:
        m_spa = dlrm_s.md_solver(torch.tensor(cfg.embedding_sizes), cfg.md_temperature, d0=m_spa,
                                 round_dim=cfg.md_round_dims).tolist()
    ln_top = np.array(cfg.top_mlp)
    net = dlrm_s.DLRM_Net(
        m_spa, np.array(cfg.embedding_sizes), np.array(cfg.bottom_mlp), ln_top,
        arch_interaction_op=cfg.interaction_op, arch_interaction_itself=cfg.interaction_itself,
        sigmoid_bot=-1, sigmoid_top=ln_top.size - 2, loss_threshold=cfg.loss_threshold, ndevices=-1,
        qr_flag=cfg.qr_flag, qr_operation=cfg.qr_operation, qr_collisions=cfg.qr_collisions,
        qr_threshold=cfg.qr_threshold, md_flag=cfg.md_flag, md_threshold=cfg.md_threshold,
        weighted_pooling=cfg.weighted_pooling, loss_function="bce")
    if cfg.weighted_pooling == "learned":
        # DLRM starts learned weights at ones; give them values a test can see (as dlrm.py does).
        rng = np.random.default_rng(seed + 1)
        for w in net.v_W_l:
            w.data = torch.from_numpy(rng.uniform(0.5, 1.5, size=w.shape).astype(np.float32))
    return FlatInputs(net)


def check_equivalent(source: nn.Module, cfg: dlrm.DLRMConfig, example: tuple) -> None:
    """dlrm.DLRM with the source model's weights must compute what DLRM_Net computes."""
    ours = dlrm.DLRM(cfg, seed=0).eval()
    state = {k[len("net."):]: v for k, v in source.state_dict().items()}
    ours.load_state_dict(state, strict=True)
    with torch.no_grad():
        want, got = source(*example), ours(*example)
    if want.shape != got.shape or not torch.allclose(want, got, rtol=0, atol=1e-6):
        raise SystemExit(f"dlrm.py's equivalent differs from DLRM_Net: max abs diff "
                         f"{(want - got).abs().max().item() if want.shape == got.shape else 'shapes differ'}")
    print(f"dlrm.py's equivalent matches DLRM_Net on the first mini-batch (max abs diff "
          f"{(want - got).abs().max().item():.2g})")


def external_name(path: str) -> str:
    """The parameter-file name of a parameter: emb_K for plain table K (as before), else its path
    with dots as underscores (emb_l_3_weight_q, v_W_l_0)."""
    match = re.fullmatch(r"(?:net\.)?emb_l\.(\d+)\.weight", path)
    return f"emb_{match.group(1)}" if match else re.sub(r"^net\.", "", path).replace(".", "_")


def argument_parser() -> argparse.ArgumentParser:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--config", choices=["kaggle", "mlperf", "kaggle_small", "dlrm-v2", "dlrm-v2-small"],
                    help="a preset architecture (the --arch-* flags override its parts); without one, "
                         "DLRM's own defaults")
    ap.add_argument("--out", required=True, type=Path)
    ap.add_argument("--dlrm-source", type=Path,
                    help="a facebookresearch/dlrm checkout: export its DLRM_Net (and tricks/) instead of "
                         "dlrm.py's equivalent, after checking that the two agree")
    dl = ap.add_argument_group("DLRM's flags (dlrm_s_pytorch.py)")
    dl.add_argument("--arch-sparse-feature-size", type=int)
    dl.add_argument("--arch-embedding-size", type=dash_ints)
    dl.add_argument("--arch-mlp-bot", type=dash_ints)
    dl.add_argument("--arch-mlp-top", type=dash_ints, help="without the input width, which DLRM prepends")
    dl.add_argument("--arch-interaction-op", choices=["dot", "cat"], default="dot")
    dl.add_argument("--arch-interaction-itself", action="store_true")
    dl.add_argument("--weighted-pooling", choices=["fixed", "learned"])
    dl.add_argument("--qr-flag", action="store_true")
    dl.add_argument("--qr-operation", choices=["mult", "add", "concat"], default="mult")
    dl.add_argument("--qr-collisions", type=int, default=4)
    dl.add_argument("--qr-threshold", type=int, default=200)
    dl.add_argument("--md-flag", action="store_true")
    dl.add_argument("--md-threshold", type=int, default=200)
    dl.add_argument("--md-temperature", type=float, default=0.3)
    dl.add_argument("--md-round-dims", action="store_true")
    dl.add_argument("--loss-threshold", type=float, default=0.0)
    dl.add_argument("--quantize-emb-with-bit", type=int, choices=[4, 8, 32], default=32,
                    help="FBGEMM's prepacked tables (DLRM's quantize_embedding): 8 or 4 bits per value")
    dl.add_argument("--quantize-mlp-with-bit", type=int, choices=[8, 32], default=32,
                    help="with --outputs, also out0_qmlp8.npy: the predictions with DLRM's dynamically "
                         "quantised MLPs")
    ap.add_argument("--batch", type=int, default=2048)
    ap.add_argument("--num-indices-per-lookup", type=int, default=10)
    ap.add_argument("--num-indices-per-lookup-fixed", action="store_true")
    ap.add_argument("--mlperf-rows", type=int, default=200_000)
    ap.add_argument("--max-rows", type=int, default=0,
                    help="dlrm-v2: cut every table to at most this many rows (0: MLPerf's full tables)")
    ap.add_argument("--table-format", choices=["f32", "int4"], default="f32",
                    help="dlrm-v2: float32 tables, or FBGEMM's 4-bit rows written block by block")
    ap.add_argument("--seed", type=int, default=0, help="weight seed (numpy default_rng)")
    ap.add_argument("--data-seed", type=int, default=123, help="linrt-dlrm's --seed")
    ap.add_argument("--outputs", action="store_true", help="write out0.npy for the first batch")
    return ap


def main() -> None:
    args = argument_parser().parse_args()

    if args.config and args.config.startswith("dlrm-v2"):
        args.out.mkdir(parents=True, exist_ok=True)
        export_v2(args)
        return
    try:
        cfg = config_from_args(args)
        cfg.validate()
    except ValueError as e:
        raise SystemExit(f"dlrm_configs.py: {e}")
    args.out.mkdir(parents=True, exist_ok=True)
    batch = random_batch(np.random.RandomState(args.data_seed), cfg, args.batch,
                         args.num_indices_per_lookup, args.num_indices_per_lookup_fixed)
    example = tuple(torch.from_numpy(a) for a in batch)
    if args.dlrm_source:
        model = source_model(args.dlrm_source, cfg, args.seed).eval()
        check_equivalent(model, cfg, example)
    else:
        model = dlrm.DLRM(cfg, seed=args.seed).eval()
    if args.quantize_emb_with_bit != 32:
        if args.dlrm_source:
            raise SystemExit("--quantize-emb-with-bit: the prepacked tables are exported from the "
                             "equivalent model only (without --dlrm-source)")
        quantize_embedding(model, args.quantize_emb_with_bit)
    # The embedding side's parameters (tables, projections, pooling weights; prepacked tables are
    # buffers) go to the parameter file; the MLPs stay in the module.
    params = dict(model.named_parameters())
    params.update(model.named_buffers())
    names = [n for n in params if re.match(r"(net\.)?(emb_l|v_W_l)\.", n)]
    tables = [params[n].detach() for n in names]
    wrapped = ParametersAsArguments(model, names).eval()

    num_inputs = len(example)
    dynamic = None
    if not args.num_indices_per_lookup_fixed:
        # forward(*args): one spec per argument; each table's indices have a dynamic length.
        sparse = [x for k in range(len(cfg.embedding_sizes))
                  for x in ({0: torch.export.Dim(f"indices_{k}", min=1)}, None)]
        dynamic = ((None,) + tuple(sparse) + (None,) * len(tables),)
    module = fx.export_and_import(wrapped, *example, *tables, output_type="linalg-on-tensors",
                                  func_name="forward", dynamic_shapes=dynamic, decomposition_table=decompositions())
    table_types = [f"tensor<{'x'.join(map(str, t.shape))}x{'i8' if t.dtype == torch.uint8 else 'f32'}>"
                   for t in tables]
    external = [external_name(n) for n in names]
    text = externalise_tables(str(module), num_inputs, table_types, external)
    (args.out / "model.mlir").write_text(text)
    info = {
        "config": args.config or "custom",
        "feature_size": cfg.feature_size,
        "embedding_sizes": "-".join(map(str, cfg.embedding_sizes)),
        "bottom_mlp": "-".join(map(str, cfg.bottom_mlp)),
        "top_mlp": "-".join(map(str, cfg.top_mlp)),
        "interaction_op": cfg.interaction_op,
        "interaction_itself": int(cfg.interaction_itself),
        "qr": f"{cfg.qr_operation},collisions={cfg.qr_collisions},threshold={cfg.qr_threshold}" if cfg.qr_flag else "none",
        "md": (f"temperature={cfg.md_temperature:g},threshold={cfg.md_threshold},dims=" +
               "-".join(map(str, dlrm.md_dimensions(cfg.embedding_sizes, cfg.md_temperature, cfg.feature_size,
                                                    cfg.md_round_dims)))) if cfg.md_flag else "none",
        "weighted_pooling": cfg.weighted_pooling or "none",
        "quantize_emb_with_bit": args.quantize_emb_with_bit,
        "loss_threshold": f"{cfg.loss_threshold:g}",
        "source": "facebookresearch/dlrm DLRM_Net" if args.dlrm_source else "tools/export/dlrm.py",
        "batch": args.batch,
        "num_indices_per_lookup": args.num_indices_per_lookup,
        "num_indices_per_lookup_fixed": int(args.num_indices_per_lookup_fixed),
        "weight_seed": args.seed,
        "data_seed": args.data_seed,
    }
    write_folder(args, info, model, example, dict(zip(external, tables)))


if __name__ == "__main__":
    main()
