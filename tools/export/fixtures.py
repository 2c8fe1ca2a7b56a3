"""Regenerates every test fixture under tests/fixtures/ (exported and hand-derived older forms).

  /path/to/venv/bin/python tools/export/fixtures.py [NAME ...]   (NAME: only these fixtures)

Each fixture is a folder with model.mlir (function @forward), in<k>.npy (the function's inputs in
order), out<k>.npy (PyTorch eager outputs) and fixture.json (function, atol, rtol, source,
description). Every model and input is seeded, so a rerun with the pinned versions in
requirements.txt rewrites the same bytes. See docs/FIXTURES.md.
"""

import copy
import importlib.metadata
import json
import shutil
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Callable, Optional

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch_mlir import fx, ir

sys.path.insert(0, str(Path(__file__).resolve().parent))
import dlrm  # noqa: E402
import dlrm_configs  # noqa: E402
import mlir_jit  # noqa: E402
import oldforms  # noqa: E402
from rrdbnet import RRDBNet  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
FIXTURES_DIR = REPO / "tests" / "fixtures"
PINNED_TORCH_MLIR = "20261001"
PINNED_TORCH = "2.15.0"


@dataclass
class Export:
    """What one fixture exports and how it is checked."""
    model: nn.Module                       # the module handed to torch-mlir
    example_args: tuple                    # arguments torch.export traces with
    run_args: Optional[tuple] = None       # inputs stored in the fixture (default: example_args)
    dynamic_shapes: Optional[tuple] = None
    # The module whose eager outputs are stored, when the exported module is a reformulation of
    # it (see embedding_bag_weighted); default: `model` itself.
    reference: Optional[nn.Module] = None
    # One name per argument, written on the function's arguments as {iree.abi.name = "..."};
    # the arguments named in `parameters` are also written to parameters.safetensors, so that
    # the weights can be given either as inputs or as a parameter file (see WeightsAsArguments).
    argument_names: Optional[tuple] = None
    parameters: tuple = ()


@dataclass
class Fixture:
    name: str
    description: str
    build: Callable[[], Export]
    atol: float = 1e-5
    rtol: float = 0.0


# ---------------------------------------------------------------------------------------------
# Models


def _seeded(seed: int):
    torch.manual_seed(seed)
    return torch.Generator().manual_seed(seed + 1000)


class ConvAct(nn.Module):
    def __init__(self, conv: nn.Conv2d, act: nn.Module):
        super().__init__()
        self.conv, self.act = conv, act

    def forward(self, x):
        return self.act(self.conv(x))


def conv_bias_relu():
    g = _seeded(1)
    model = ConvAct(nn.Conv2d(3, 4, 3, padding=1), nn.ReLU())
    return Export(model, (torch.randn(1, 3, 6, 6, generator=g),))


def conv_stride2_lrelu():
    g = _seeded(2)
    model = ConvAct(nn.Conv2d(3, 5, 3, stride=2, padding=1), nn.LeakyReLU(0.2))
    return Export(model, (torch.randn(1, 3, 7, 7, generator=g),))


def conv_dilation2_prelu():
    g = _seeded(3)
    prelu = nn.PReLU(4)
    # Distinct slopes per channel, so a per-channel broadcast mistake shows.
    prelu.weight.data = torch.tensor([0.05, 0.1, 0.25, 0.4])
    model = ConvAct(nn.Conv2d(3, 4, 3, dilation=2, padding=2), prelu)
    return Export(model, (torch.randn(2, 3, 6, 6, generator=g),))


class GroupedThenDepthwise(nn.Module):
    def __init__(self):
        super().__init__()
        self.grouped = nn.Conv2d(4, 6, 3, padding=1, groups=2)
        self.depthwise = nn.Conv2d(6, 6, 3, padding=1, groups=6)

    def forward(self, x):
        return self.depthwise(self.grouped(x))


def conv_groups():
    g = _seeded(4)
    return Export(GroupedThenDepthwise(), (torch.randn(1, 4, 5, 5, generator=g),))


class ResidualScale(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(4, 4, 3, padding=1)

    def forward(self, x):
        return x + 0.2 * self.conv(x)


def residual_scale():
    g = _seeded(5)
    return Export(ResidualScale(), (torch.randn(1, 4, 5, 5, generator=g),))


class ConcatChannels(nn.Module):
    def __init__(self):
        super().__init__()
        self.conv = nn.Conv2d(3, 4, 3, padding=1)

    def forward(self, x):
        return torch.cat([F.leaky_relu(self.conv(x), 0.2), x], dim=1)


def concat_channels():
    g = _seeded(6)
    return Export(ConcatChannels(), (torch.randn(1, 3, 5, 5, generator=g),))


class UpsampleNearest(nn.Module):
    def forward(self, x):
        return F.interpolate(x, scale_factor=2, mode="nearest")


def upsample_nearest2x():
    g = _seeded(7)
    return Export(UpsampleNearest(), (torch.randn(1, 3, 3, 4, generator=g),))


class Pooling(nn.Module):
    """torchvision's pooling layers. Between 16-channel convs (which the CPU plan keeps in the
    blocked layout): ResNet's stem max pool (3, stride 2, padding 1: a -inf pad), an average pool
    with a zero pad and a ceil-mode max pool (an extra -inf pad at the end). On a row-major
    branch: an unpadded average pool, adaptive average pools to 3x3 (uniform windows of 5) and to
    1x1, and a mean over H and W."""

    def __init__(self):
        super().__init__()
        self.c1, self.c5 = nn.Conv2d(3, 16, 3, padding=1), nn.Conv2d(3, 16, 3, padding=1)
        self.c2, self.c3, self.c4 = (nn.Conv2d(16, 16, 3, padding=1) for _ in range(3))

    def forward(self, x):
        y = self.c2(F.max_pool2d(torch.relu(self.c1(x)), 3, 2, 1))
        y = self.c3(F.avg_pool2d(y, 3, 2, 1))
        y = self.c4(F.max_pool2d(y, 3, 2, ceil_mode=True))
        r = torch.relu(self.c5(x))
        return (y, F.avg_pool2d(r, 2), F.adaptive_avg_pool2d(r, 3), F.adaptive_avg_pool2d(r, 1).flatten(1),
                r.mean((2, 3)))


def pooling():
    g = _seeded(21)
    model = Pooling()
    return Export(model, (torch.randn(2, 3, 15, 15, generator=g),))


class ConvTranspose(nn.Module):
    """ConvTranspose2d as decoders use it, each a strided insert into zeros and a conv in
    torch-mlir's lowering: UNet's 2x2 stride 2, a 3x3 stride 2 with padding 1 and output_padding 1
    (then ReLU), DCGAN's 4x4 stride 2 padding 1 without bias, a 3x3 stride 3 with dilation 2, and
    a 2x2 stride 2 with padding 2 (which crops: torch-mlir slices the spread input)."""

    def __init__(self):
        super().__init__()
        self.unet = nn.ConvTranspose2d(8, 6, 2, stride=2)
        self.decoder = nn.ConvTranspose2d(6, 5, 3, stride=2, padding=1, output_padding=1)
        self.dcgan = nn.ConvTranspose2d(8, 4, 4, stride=2, padding=1, bias=False)
        self.dilated = nn.ConvTranspose2d(8, 3, 3, stride=3, dilation=2)
        self.crop = nn.ConvTranspose2d(8, 4, 2, stride=2, padding=2)

    def forward(self, x):
        return (torch.relu(self.decoder(self.unet(x))), self.dcgan(x), self.dilated(x), self.crop(x))


def conv_transpose():
    g = _seeded(23)
    return Export(ConvTranspose(), (torch.randn(1, 8, 5, 6, generator=g),))


class Depthwise(nn.Module):
    """MobileNet/EfficientNet-style depthwise convs: 3x3 stride 1, 5x5 stride 2 and 7x7 stride 1
    on 32 channels (kept in NCHW16c between the convs on the CPU), and a 3x3 stride-2 depthwise
    conv without bias on 24 channels (row-major) after a 1x1 projection."""

    def __init__(self):
        super().__init__()
        self.stem = nn.Conv2d(3, 32, 3, 2, 1)
        self.dw3 = nn.Conv2d(32, 32, 3, 1, 1, groups=32)
        self.dw5 = nn.Conv2d(32, 32, 5, 2, 2, groups=32)
        self.dw7 = nn.Conv2d(32, 32, 7, 1, 3, groups=32)
        self.project = nn.Conv2d(32, 24, 1)
        self.dw24 = nn.Conv2d(24, 24, 3, 2, 1, groups=24, bias=False)

    def forward(self, x):
        y = F.relu6(self.dw3(F.relu6(self.stem(x))))
        y = self.dw7(self.dw5(y))
        return y, self.dw24(self.project(y))


def depthwise():
    g = _seeded(22)
    return Export(Depthwise(), (torch.randn(1, 3, 30, 30, generator=g),))


def pixel_shuffle():
    g = _seeded(8)
    return Export(nn.PixelShuffle(2), (torch.randn(1, 8, 3, 4, generator=g),))


def linear_mlp():
    g = _seeded(9)
    model = nn.Sequential(nn.Linear(5, 7), nn.ReLU(), nn.Linear(7, 3), nn.Sigmoid())
    return Export(model, (torch.randn(4, 5, generator=g),))


class WeightsAsArguments(nn.Module):
    """`model` with its parameters taken as arguments after the input, in named_parameters()
    order (torch.func.functional_call), so that the export has one function argument per weight
    instead of constants; their state_dict names become the arguments' iree.abi.name."""

    def __init__(self, model: nn.Module):
        super().__init__()
        self.model = model
        self.names = tuple(name for name, _ in model.named_parameters())

    def forward(self, x, *weights):
        return torch.func.functional_call(self.model, dict(zip(self.names, weights)), (x,))


def linear_mlp_weight_args():
    g = _seeded(18)
    wrapped = WeightsAsArguments(nn.Sequential(nn.Linear(5, 7), nn.ReLU(), nn.Linear(7, 3), nn.Sigmoid()))
    weights = tuple(p.detach().clone() for p in wrapped.model.parameters())
    return Export(wrapped, (torch.randn(4, 5, generator=g), *weights),
                  argument_names=("x",) + wrapped.names, parameters=wrapped.names)


class Bmm(nn.Module):
    def forward(self, a, b):
        return torch.bmm(a, b)


def bmm():
    g = _seeded(10)
    return Export(Bmm(), (torch.randn(3, 4, 5, generator=g), torch.randn(3, 5, 2, generator=g)))


class EmbeddingBagSum(nn.Module):
    def __init__(self, rows: int, dim: int):
        super().__init__()
        self.bag = nn.EmbeddingBag(rows, dim, mode="sum")

    def forward(self, indices, offsets, per_sample_weights=None):
        return self.bag(indices, offsets, per_sample_weights=per_sample_weights)


# Eight indices into a 10 x 3 table in four bags; bag 1 is empty (offsets 3, 3), which sum mode
# turns into a zero row.
BAG_INDICES = torch.tensor([1, 2, 4, 5, 4, 3, 2, 9], dtype=torch.int64)
BAG_OFFSETS = torch.tensor([0, 3, 3, 5], dtype=torch.int64)


def embedding_bag_sum():
    _seeded(11)
    return Export(EmbeddingBagSum(10, 3), (BAG_INDICES, BAG_OFFSETS))


class WeightedBagAsMatmul(nn.Module):
    """nn.EmbeddingBag(mode="sum") with per_sample_weights, as gather + weighted bag matrix.

    torch-mlir 20261001 lowers embedding_bag with per_sample_weights but drops the weights (the
    argument is left unused in the exported function), so the direct export computes the
    unweighted sum. This formulation computes the same function from ops that lower correctly:
    bag_matrix[b, j] = w[j] if offsets[b] <= j < end_b else 0, result = bag_matrix @ table[idx].
    """

    def __init__(self, bag: nn.EmbeddingBag):
        super().__init__()
        self.weight = bag.weight

    def forward(self, indices, offsets, per_sample_weights):
        count = indices.shape[0]
        positions = torch.arange(count, dtype=torch.int64).unsqueeze(0)
        starts = offsets.unsqueeze(1)
        ends = torch.cat([offsets[1:], torch.full((1,), count, dtype=torch.int64)]).unsqueeze(1)
        inside = (positions >= starts) & (positions < ends)
        bag_matrix = torch.where(inside, per_sample_weights.unsqueeze(0),
                                 torch.zeros((), dtype=per_sample_weights.dtype))
        return bag_matrix @ F.embedding(indices, self.weight)


class BagMaskMatmul(nn.Module):
    """nn.EmbeddingBag(mode="sum") as a gather followed by a segment sum: a 0/1 bag mask built
    from offsets, times F.embedding(indices, table). linrt recognises it as an embedding bag."""

    def __init__(self, bag: nn.EmbeddingBag):
        super().__init__()
        self.weight = bag.weight

    def forward(self, indices, offsets):
        count = indices.shape[0]
        positions = torch.arange(count, dtype=torch.int64).unsqueeze(0)
        starts = offsets.unsqueeze(1)
        ends = torch.cat([offsets[1:], torch.full((1,), count, dtype=torch.int64)]).unsqueeze(1)
        inside = (positions >= starts) & (positions < ends)
        return inside.to(torch.float32) @ F.embedding(indices, self.weight)


def embedding_bag_mask_matmul():
    _seeded(19)
    reference = EmbeddingBagSum(10, 3)
    return Export(BagMaskMatmul(reference.bag), (BAG_INDICES, BAG_OFFSETS), reference=reference)


def embedding_bag_weighted():
    g = _seeded(12)
    reference = EmbeddingBagSum(10, 3)
    weights = torch.rand(BAG_INDICES.shape[0], generator=g) * 2 - 0.5
    args = (BAG_INDICES, BAG_OFFSETS, weights)
    return Export(WeightedBagAsMatmul(reference.bag), args, reference=reference)


class DotInteraction(nn.Module):
    """DLRM's dot interaction alone, on a dense vector and three embedding vectors."""

    def forward(self, x, e0, e1, e2):
        batch, d = x.shape
        t = torch.cat([x, e0, e1, e2], dim=1).view(batch, -1, d)
        z = torch.bmm(t, t.transpose(1, 2))
        # Built in forward, as DLRM does: torch.export turns them into constants. (Registered
        # as non-persistent buffers they make torch-mlir's importer fail; see docs/FIXTURES.md.)
        vectors = z.shape[1]
        li = torch.tensor([i for i in range(vectors) for j in range(i)])
        lj = torch.tensor([j for i in range(vectors) for j in range(i)])
        return torch.cat([x, z[:, li, lj]], dim=1)


def dlrm_interaction():
    g = _seeded(13)
    args = tuple(torch.randn(3, 4, generator=g) for _ in range(4))
    return Export(DotInteraction(), args)


def rrdbnet_tiny():
    g = _seeded(14)
    model = RRDBNet(num_in_ch=3, num_out_ch=3, num_feat=8, num_block=1, num_grow_ch=4)
    return Export(model, (torch.rand(1, 3, 8, 8, generator=g),))


def dlrm_readme():
    _seeded(15)
    config = dlrm.README_SAMPLE
    return Export(dlrm.DLRM(config, seed=15), dlrm.make_inputs(config, batch=2, seed=16))


class Reductions(nn.Module):
    """The reductions torch-mlir emits for softmax (max with its argmax indices, then a keepdim
    sum), log_softmax along the outer dimension, a mean and a max of |x|."""

    def forward(self, x):
        return (torch.softmax(x, dim=-1), torch.log_softmax(x, dim=0), x.mean(dim=-1),
                x.abs().amax(dim=0))


def reductions():
    g = _seeded(20)
    return Export(Reductions(), (torch.randn(6, 40, generator=g) * 3,))


def mlp_dynamic_batch():
    g = _seeded(17)
    model = nn.Sequential(nn.Linear(6, 8), nn.ReLU(), nn.Linear(8, 2))
    batch = torch.export.Dim("batch")
    return Export(model, (torch.randn(4, 6, generator=g),),
                  run_args=(torch.randn(7, 6, generator=g),),
                  dynamic_shapes=({0: batch},))


FIXTURES = [
    Fixture("conv_bias_relu", "Conv2d 3->4, 3x3, bias, padding 1, then ReLU", conv_bias_relu),
    Fixture("conv_stride2_lrelu", "Conv2d 3->5, 3x3, stride 2, padding 1 on a 7x7 input, then "
            "LeakyReLU(0.2)", conv_stride2_lrelu),
    Fixture("conv_dilation2_prelu", "Conv2d 3->4, 3x3, dilation 2, padding 2, batch 2, then "
            "PReLU with 4 per-channel slopes", conv_dilation2_prelu),
    Fixture("conv_groups", "Conv2d 4->6 groups=2, then depthwise Conv2d 6->6 groups=6, both 3x3 "
            "padding 1", conv_groups),
    Fixture("residual_scale", "x + 0.2 * conv(x) (ESRGAN residual scaling)", residual_scale),
    Fixture("concat_channels", "torch.cat([leaky_relu(conv(x), 0.2), x], dim=1)",
            concat_channels),
    Fixture("upsample_nearest2x", "F.interpolate(scale_factor=2, mode='nearest') on 1x3x3x4",
            upsample_nearest2x),
    Fixture("pixel_shuffle", "nn.PixelShuffle(2) on 1x8x3x4", pixel_shuffle),
    Fixture("depthwise", "depthwise Conv2d 3x3/1, 5x5/2 and 7x7/1 on 32 channels between a stem "
            "conv and a 1x1 projection, then a 3x3/2 depthwise conv on 24 channels, on 1x3x30x30",
            depthwise),
    Fixture("pooling", "16-channel convs with max_pool2d(3, 2, 1), avg_pool2d(3, 2, 1) and a "
            "ceil-mode max_pool2d(3, 2) between them; beside them avg_pool2d(2), "
            "adaptive_avg_pool2d to 3 and 1 and a mean over H and W, on 2x3x15x15", pooling),
    Fixture("conv_transpose", "ConvTranspose2d 2x2/2 then 3x3/2 padding 1 output_padding 1 + ReLU, "
            "4x4/2 padding 1 without bias, 3x3/3 dilation 2, 2x2/2 padding 2 on 1x8x5x6", conv_transpose),
    Fixture("linear_mlp", "Linear 5->7, ReLU, Linear 7->3, Sigmoid on a batch of 4", linear_mlp),
    Fixture("bmm", "torch.bmm of 3x4x5 and 3x5x2", bmm),
    Fixture("embedding_bag_sum", "nn.EmbeddingBag(10, 3, mode='sum') with int64 indices and "
            "offsets, 4 bags, one of them empty", embedding_bag_sum),
    Fixture("embedding_bag_weighted", "nn.EmbeddingBag(10, 3, mode='sum') with "
            "per_sample_weights, exported through an equivalent gather + matmul formulation "
            "(the direct export drops the weights)", embedding_bag_weighted),
    Fixture("dlrm_interaction", "DLRM dot interaction: cat, view, bmm with transpose, "
            "Z[:, li, lj] strict lower triangle gather, cat", dlrm_interaction),
    Fixture("rrdbnet_tiny", "RRDBNet x4 (num_feat 8, num_block 1, num_grow_ch 4) on 1x3x8x8",
            rrdbnet_tiny),
    Fixture("dlrm_readme", "DLRM README sample: feature size 2, tables 4-3-2, bottom MLP 4-3-2, "
            "top MLP 8-4-2-1 with sigmoid, batch 2", dlrm_readme),
    Fixture("mlp_dynamic_batch", "Linear 6->8, ReLU, Linear 8->2 exported with a dynamic batch "
            "dimension (example batch 4), run at batch 7", mlp_dynamic_batch),
    Fixture("embedding_bag_mask_matmul", "nn.EmbeddingBag(10, 3, mode='sum') written as a gather "
            "and a segment sum: a 0/1 mask of 'position j in bag i' from offsets, times "
            "F.embedding(indices, table)", embedding_bag_mask_matmul),
    Fixture("reductions", "softmax along the last dimension, log_softmax along the first, mean "
            "along the last and max of |x| along the first, on 6x40", reductions),
    Fixture("linear_mlp_weight_args", "Linear 5->7, ReLU, Linear 7->3, Sigmoid with the four "
            "weights as function arguments named by iree.abi.name; parameters.safetensors holds "
            "them, so they are inputs in1..in4 or bound from the file", linear_mlp_weight_args),
]


# ---------------------------------------------------------------------------------------------
# Export and checks


def installed_versions() -> dict:
    return {name: importlib.metadata.version(name) for name in ("torch", "torch-mlir", "numpy")}


def export_text(export: Export) -> str:
    module = fx.export_and_import(export.model, *export.example_args,
                                  output_type="linalg-on-tensors", func_name="forward",
                                  dynamic_shapes=export.dynamic_shapes)
    if export.argument_names:
        with module.context:
            forward = module.body.operations[0]
            forward.attributes["arg_attrs"] = ir.ArrayAttr.get(
                [ir.DictAttr.get({"iree.abi.name": ir.StringAttr.get(n)}) for n in export.argument_names])
    return str(module)


def as_tuple(result) -> tuple:
    return tuple(result) if isinstance(result, (tuple, list)) else (result,)


def eager_outputs(model: nn.Module, args: tuple) -> list:
    with torch.no_grad():
        return [t.detach().numpy().copy() for t in as_tuple(model(*args))]


def float64_outputs(model: nn.Module, args: tuple) -> list:
    """The same model evaluated in float64: an estimate of the exact result."""
    wide_args = tuple(a.double() if a.is_floating_point() else a for a in args)
    return eager_outputs(copy.deepcopy(model).double(), wide_args)


def max_abs_error(a: np.ndarray, b: np.ndarray) -> float:
    return float(np.max(np.abs(a.astype(np.float64) - b.astype(np.float64)), initial=0.0))


def check_outputs(fixture: Fixture, export: Export, run_args: tuple, outputs: list) -> float:
    """The stored tolerance must leave room for a float32 implementation that sums in another
    order: PyTorch's own float32 error against float64 must be under a tenth of atol. A
    reformulated export must match the reference model to the same margin. Returns the largest
    float32 error."""
    margin = fixture.atol / 10
    worst = 0.0
    for k, (out32, out64) in enumerate(zip(outputs, float64_outputs(export.reference or
                                                                     export.model, run_args))):
        error = max_abs_error(out32, out64)
        worst = max(worst, error)
        if error > margin:
            raise AssertionError(f"{fixture.name}: out{k} float32 error {error:g} exceeds "
                                 f"atol/10 = {margin:g}; raise the tolerance")
    if export.reference is not None:
        for k, (ref, mine) in enumerate(zip(outputs, eager_outputs(export.model, run_args))):
            error = max_abs_error(ref, mine)
            if error > margin:
                raise AssertionError(f"{fixture.name}: reformulated model differs from the "
                                     f"reference by {error:g} in out{k}")
    return worst


def check_with_mlir_jit(folder: Path) -> None:
    """Runs the fixture's model.mlir with MLIR's own lowering and JIT and compares the results
    with out*.npy to the fixture's tolerance: the MLIR text itself computes the stored outputs."""
    meta = json.loads((folder / "fixture.json").read_text())
    inputs = [np.load(p) for p in sorted(folder.glob("in*.npy"), key=npy_index)]
    expected = [np.load(p) for p in sorted(folder.glob("out*.npy"), key=npy_index)]
    text = (folder / "model.mlir").read_text()
    mlir_jit.parse_and_verify(text)
    results = mlir_jit.run(text, inputs, expected, meta["function"])
    for k, (got, want) in enumerate(zip(results, expected)):
        bound = meta["atol"] + meta["rtol"] * np.abs(want.astype(np.float64))
        if not np.all(np.abs(got.astype(np.float64) - want.astype(np.float64)) <= bound):
            raise AssertionError(f"{folder.name}: MLIR JIT result out{k} differs from PyTorch "
                                 f"by {max_abs_error(got, want):g}")


def npy_index(path: Path) -> int:
    """in10.npy sorts after in9.npy."""
    return int(path.stem.lstrip("inout"))


def write_npy_files(folder: Path, prefix: str, arrays) -> None:
    for k, array in enumerate(arrays):
        np.save(folder / f"{prefix}{k}.npy", np.ascontiguousarray(array), allow_pickle=False)


def write_metadata(folder: Path, atol: float, rtol: float, source: str, description: str):
    meta = {"function": "forward", "atol": atol, "rtol": rtol or 0, "source": source,
            "description": description}
    (folder / "fixture.json").write_text(json.dumps(meta, indent=2) + "\n")


def write_fixture(fixture: Fixture, source: str) -> None:
    export = fixture.build()
    run_args = export.run_args or export.example_args
    text = export_text(export)
    outputs = eager_outputs(export.reference or export.model, run_args)
    float32_error = check_outputs(fixture, export, run_args, outputs)

    folder = FIXTURES_DIR / fixture.name
    folder.mkdir(parents=True)
    (folder / "model.mlir").write_text(text)
    write_npy_files(folder, "in", [a.detach().numpy() for a in run_args])
    write_npy_files(folder, "out", outputs)
    write_metadata(folder, fixture.atol, fixture.rtol, source, fixture.description)
    if export.parameters:
        names = export.argument_names
        dlrm_configs.write_safetensors(folder / "parameters.safetensors",
                                       {n: run_args[names.index(n)].detach().numpy() for n in export.parameters})
    check_with_mlir_jit(folder)
    shapes = ", ".join("x".join(map(str, o.shape)) for o in outputs)
    scale = max(float(np.max(np.abs(o), initial=0.0)) for o in outputs)
    print(f"{fixture.name}: {len(run_args)} inputs, outputs {shapes}, max |out| {scale:.3g}, "
          f"PyTorch float32 vs float64 error {float32_error:.2g}, atol {fixture.atol:g}")


def remove_old_fixtures(only: list) -> None:
    """Every folder with a fixture.json is generated here, except the zoo's (zoo_*, written by
    tools/export/zoo.py); stale ones (renamed fixtures) go. With `only`, just those folders are
    rewritten."""
    if not FIXTURES_DIR.exists():
        return
    for folder in sorted(FIXTURES_DIR.iterdir()):
        if folder.name.startswith("zoo_"):
            continue
        if (folder / "fixture.json").exists() and (not only or folder.name in only):
            shutil.rmtree(folder)


def main() -> None:
    versions = installed_versions()
    if versions["torch-mlir"] != PINNED_TORCH_MLIR or versions["torch"] != PINNED_TORCH:
        print(f"warning: fixtures are pinned to torch {PINNED_TORCH} and torch-mlir "
              f"{PINNED_TORCH_MLIR}; found {versions}. Forms in model.mlir may change.",
              file=sys.stderr)
    source = f"torch-mlir {versions['torch-mlir']} fx linalg-on-tensors"
    torch.use_deterministic_algorithms(True)
    only = sys.argv[1:]
    unknown = set(only) - {f.name for f in FIXTURES}
    if unknown:
        raise SystemExit(f"unknown fixtures {sorted(unknown)} (the older forms are only written in a full run)")
    remove_old_fixtures(only)
    FIXTURES_DIR.mkdir(parents=True, exist_ok=True)
    for fixture in FIXTURES:
        if not only or fixture.name in only:
            write_fixture(fixture, source)
    if not only:
        oldforms.write_all(FIXTURES_DIR, check_with_mlir_jit)


if __name__ == "__main__":
    main()
