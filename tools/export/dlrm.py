"""DLRM (Facebook's deep learning recommendation model), written out as plain PyTorch.

An equivalent, in our own words, of dlrm_s_pytorch.py's DLRM_Net in sequential_forward, for every
setting of its hyper-parameters (DLRMConfig); tools/export/dlrm_configs.py exports it, or the real
DLRM_Net from a checkout of facebookresearch/dlrm (--dlrm-source), and then checks that the two
agree. Modules and parameters carry DLRM_Net's names (bot_l, emb_l, top_l, v_W_l; a
quotient-remainder bag's weight_q and weight_r, a mixed-dimension bag's embs and proj), so a
state dict moves between them unchanged.

  x  = bottom MLP(dense)                       Linear+ReLU per layer
  ly = [bag_k(indices_k, offsets_k)]            one bag per sample, summed; a table is
       - a plain EmbeddingBag,
       - quotient-remainder (qr_flag, rows > qr_threshold): bags over table_q[i / c] and
         table_r[i mod c] (c = qr_collisions) combined by qr_operation (mult, add, concat),
       - mixed-dimension (md_flag, rows > md_threshold): a bag of width d_k (the alpha-power
         rule with temperature md_temperature) projected to the base width by a Linear without
         bias;
       with weighted_pooling, each index weighted by w_k[index] (fixed: ones; learned: a
       parameter per table)
  interaction_op "dot":  T = cat([x] + ly).view(B, -1, d); Z = bmm(T, T^T); R = cat([x, Z[:, li, lj]])
       with (li, lj) the lower triangle of Z, the diagonal only with interaction_itself;
  interaction_op "cat":  R = cat([x] + ly)
  p  = top MLP(R)                               Linear+ReLU, the last layer Linear+Sigmoid,
       clamped to [loss_threshold, 1 - loss_threshold] when 0 < loss_threshold < 1

Initialisation follows DLRM's distributions: Linear weights ~ N(0, sqrt(2/(m+n))), biases
~ N(0, sqrt(1/m)) for an n -> m layer, tables ~ U(-sqrt(1/rows), sqrt(1/rows)), quotient and
remainder tables too (DLRM draws them from U(sqrt(1/rows), 1), which saturates the sigmoid of a
small test model, so that every prediction is 1); projections Xavier-uniform. Random numbers come from a numpy
Generator seeded by `seed`, so a configuration and a seed fix every weight (plain configurations
draw exactly what they always drew). Learned pooling weights start at ones in DLRM, which would
make them invisible in a test; here they are drawn from U(0.5, 1.5), as a trained model's would
differ from one.

The exported function takes its inputs flat: forward(dense, indices_0, offsets_0, indices_1,
offsets_1, ...), dense float32 [B, bottom_mlp[0]], indices and offsets int64 (offsets[b] is the
start of bag b in indices; one bag per sample, so offsets has B entries).
"""

from dataclasses import dataclass
from typing import Optional

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F


def interaction_count(num_tables: int, itself: bool = False) -> int:
    """Pairs (i, j), i > j (i >= j with itself), among the dense vector and the table vectors."""
    vectors = num_tables + 1
    return vectors * (vectors + 1) // 2 if itself else vectors * (vectors - 1) // 2


def top_mlp_input_width(feature_size: int, num_tables: int, interaction_op: str = "dot",
                        itself: bool = False) -> int:
    """The width of R for a bottom MLP ending at feature_size (DLRM's num_int)."""
    if interaction_op == "cat":
        return (num_tables + 1) * feature_size
    return feature_size + interaction_count(num_tables, itself)


def md_dimensions(rows, temperature: float, base: int, round_dims: bool = False) -> list:
    """Mixed dimensions by the alpha-power rule: the smallest table keeps `base`, a table of n rows
    gets round(base * (n_min / n) ** alpha), at least 1 (powers of two with round_dims). Computed
    in float32 as DLRM computes it, so that the widths are DLRM's."""
    n = torch.tensor(list(rows), dtype=torch.float32)
    order = torch.argsort(n, stable=True)
    scale = base * n[order[0]] ** temperature
    dims = torch.round(scale * n ** (-temperature))
    dims = torch.clamp(dims, min=1)
    dims[order[0]] = base
    if round_dims:
        dims = 2 ** torch.round(torch.log2(dims))
    return [int(d) for d in dims]


@dataclass(frozen=True)
class DLRMConfig:
    feature_size: int            # d: --arch-sparse-feature-size (per QR half with concat)
    embedding_sizes: tuple       # rows of each embedding table (--arch-embedding-size)
    bottom_mlp: tuple            # layer widths, input first, e.g. (4, 3, 2) (--arch-mlp-bot)
    top_mlp: tuple               # layer widths, input (the interaction's width) first
    interaction_op: str = "dot"  # "dot" or "cat"
    interaction_itself: bool = False
    qr_flag: bool = False
    qr_operation: str = "mult"   # "mult", "add" or "concat"
    qr_collisions: int = 4
    qr_threshold: int = 200
    md_flag: bool = False
    md_threshold: int = 200
    md_temperature: float = 0.3
    md_round_dims: bool = False
    weighted_pooling: Optional[str] = None  # None, "fixed" or "learned"
    loss_threshold: float = 0.0

    def bottom_width(self) -> int:
        return self.bottom_mlp[-1]

    def validate(self) -> None:
        """DLRM's own checks (dlrm_s_pytorch.py's run()), as ValueErrors."""
        if self.interaction_op not in ("dot", "cat"):
            raise ValueError(f"--arch-interaction-op: dot or cat, got {self.interaction_op!r}")
        if self.qr_operation not in ("mult", "add", "concat"):
            raise ValueError(f"--qr-operation: mult, add or concat, got {self.qr_operation!r}")
        if self.weighted_pooling not in (None, "fixed", "learned"):
            raise ValueError(f"--weighted-pooling: fixed or learned, got {self.weighted_pooling!r}")
        if self.weighted_pooling and (self.qr_flag or self.md_flag):
            raise ValueError("--weighted-pooling: DLRM supports it with neither --qr-flag nor --md-flag")
        if self.qr_flag and self.md_flag:
            raise ValueError("--qr-flag and --md-flag: DLRM applies one trick per table; choose one")
        if self.qr_flag and self.qr_collisions < 1:
            raise ValueError(f"--qr-collisions must be at least 1, got {self.qr_collisions}")
        want = 2 * self.feature_size if self.qr_flag and self.qr_operation == "concat" else self.feature_size
        if self.bottom_mlp[-1] != want:
            what = "2 x the sparse feature size (QR concat)" if want != self.feature_size else "the sparse feature size"
            raise ValueError(f"bottom MLP must end at {what}, {want}; got {'-'.join(map(str, self.bottom_mlp))}")
        if self.md_flag:
            for k, rows in enumerate(self.embedding_sizes):
                if rows <= self.md_threshold:
                    raise ValueError(f"--md-flag: table {k} has {rows} rows, not above --md-threshold="
                                     f"{self.md_threshold}; DLRM_Net's create_emb builds mixed-dimension bags "
                                     "only, so every table must be above it")
        expected = top_mlp_input_width(self.bottom_width(), len(self.embedding_sizes), self.interaction_op,
                                       self.interaction_itself)
        if self.top_mlp[0] != expected:
            raise ValueError(f"top MLP input must be {expected} (the interaction's width), got {self.top_mlp}")


def config_from_flags(sparse_feature_size: int, embedding_sizes, bottom_mlp, top_mlp_without_input,
                      **options) -> DLRMConfig:
    """A config from DLRM's command-line values: --arch-mlp-top without the input width, which DLRM
    prepends (the interaction's width)."""
    width = top_mlp_input_width(bottom_mlp[-1], len(embedding_sizes), options.get("interaction_op", "dot"),
                                options.get("interaction_itself", False))
    return DLRMConfig(feature_size=sparse_feature_size, embedding_sizes=tuple(embedding_sizes),
                      bottom_mlp=tuple(bottom_mlp), top_mlp=(width,) + tuple(top_mlp_without_input), **options)


# The sample configuration from DLRM's README (--arch-sparse-feature-size=2
# --arch-embedding-size=4-3-2 --arch-mlp-bot=4-3-2 --arch-mlp-top=4-2-1, where DLRM prepends the
# top MLP's input width 2 + 6 = 8).
README_SAMPLE = DLRMConfig(feature_size=2, embedding_sizes=(4, 3, 2), bottom_mlp=(4, 3, 2),
                           top_mlp=(8, 4, 2, 1))


def _mlp(widths, rng: np.random.Generator, sigmoid_last: bool) -> nn.Sequential:
    layers = []
    for layer_index, (n, m) in enumerate(zip(widths[:-1], widths[1:])):
        linear = nn.Linear(n, m, bias=True)
        weight = rng.normal(0.0, np.sqrt(2.0 / (m + n)), size=(m, n)).astype(np.float32)
        bias = rng.normal(0.0, np.sqrt(1.0 / m), size=m).astype(np.float32)
        linear.weight.data = torch.from_numpy(weight)
        linear.bias.data = torch.from_numpy(bias)
        layers.append(linear)
        is_last = layer_index == len(widths) - 2
        layers.append(nn.Sigmoid() if (is_last and sigmoid_last) else nn.ReLU())
    return nn.Sequential(*layers)


def _uniform(rng: np.random.Generator, low: float, high: float, shape) -> torch.Tensor:
    return torch.from_numpy(rng.uniform(low, high, size=shape).astype(np.float32))


class QuotientRemainderBag(nn.Module):
    """A table of `rows` rows stored as two: row i is combined from weight_q[i / c] and
    weight_r[i mod c]. The quotient is taken as DLRM takes it, by float division truncated to an
    integer, so an export computes what DLRM computes."""

    def __init__(self, rows: int, dim: int, collisions: int, operation: str, rng: np.random.Generator):
        super().__init__()
        self.collisions, self.operation = collisions, operation
        bound = float(np.sqrt(1.0 / rows))
        self.weight_q = nn.Parameter(_uniform(rng, -bound, bound, (int(np.ceil(rows / collisions)), dim)))
        self.weight_r = nn.Parameter(_uniform(rng, -bound, bound, (collisions, dim)))

    def forward(self, indices, offsets, per_sample_weights=None):
        quotient = (indices / self.collisions).long()
        remainder = torch.remainder(indices, self.collisions).long()
        q = F.embedding_bag(quotient, self.weight_q, offsets, mode="sum", per_sample_weights=per_sample_weights)
        r = F.embedding_bag(remainder, self.weight_r, offsets, mode="sum", per_sample_weights=per_sample_weights)
        if self.operation == "concat":
            return torch.cat((q, r), dim=1)
        return q + r if self.operation == "add" else q * r


class MixedDimensionBag(nn.Module):
    """A bag of width `dim` projected to `base` by a Linear without bias (none when equal)."""

    def __init__(self, rows: int, dim: int, base: int, rng: np.random.Generator):
        super().__init__()
        bound = float(np.sqrt(1.0 / rows))
        self.embs = nn.EmbeddingBag(rows, dim, mode="sum")
        self.embs.weight.data = _uniform(rng, -bound, bound, (rows, dim))
        if dim < base:
            self.proj = nn.Linear(dim, base, bias=False)
            limit = float(np.sqrt(6.0 / (dim + base)))  # Xavier-uniform
            self.proj.weight.data = _uniform(rng, -limit, limit, (base, dim))
        else:
            self.proj = nn.Identity()

    def forward(self, indices, offsets, per_sample_weights=None):
        return self.proj(self.embs(indices, offsets, per_sample_weights=per_sample_weights))


class DLRM(nn.Module):
    def __init__(self, config: DLRMConfig, seed: int = 0):
        super().__init__()
        config.validate()
        self.config = config
        rng = np.random.default_rng(seed)
        self.bot_l = _mlp(config.bottom_mlp, rng, sigmoid_last=False)
        self.emb_l = nn.ModuleList()
        dims = (md_dimensions(config.embedding_sizes, config.md_temperature, config.feature_size,
                              config.md_round_dims) if config.md_flag else None)
        for k, rows in enumerate(config.embedding_sizes):
            if config.qr_flag and rows > config.qr_threshold:
                bag = QuotientRemainderBag(rows, config.feature_size, config.qr_collisions,
                                           config.qr_operation, rng)
            elif config.md_flag:
                bag = MixedDimensionBag(rows, dims[k], max(dims), rng)
            else:
                bag = nn.EmbeddingBag(rows, config.feature_size, mode="sum")
                bound = np.sqrt(1.0 / rows)
                table = rng.uniform(-bound, bound, size=(rows, config.feature_size))
                bag.weight.data = torch.from_numpy(table.astype(np.float32))
            self.emb_l.append(bag)
        self.top_l = _mlp(config.top_mlp, rng, sigmoid_last=True)
        # Pooling weights per table, gathered by index: constants (fixed) or parameters (learned).
        if config.weighted_pooling == "learned":
            self.v_W_l = nn.ParameterList(nn.Parameter(_uniform(rng, 0.5, 1.5, (rows,)))
                                          for rows in config.embedding_sizes)
        elif config.weighted_pooling == "fixed":
            self.v_W_l = [torch.ones(rows, dtype=torch.float32) for rows in config.embedding_sizes]
        else:
            self.v_W_l = [None] * len(config.embedding_sizes)

    def interact(self, x: torch.Tensor, ly: list) -> torch.Tensor:
        if self.config.interaction_op == "cat":
            return torch.cat([x] + ly, dim=1)
        batch, d = x.shape
        t = torch.cat([x] + ly, dim=1).view(batch, -1, d)
        z = torch.bmm(t, torch.transpose(t, 1, 2))
        # The lower triangle's indices, built here as DLRM builds them: torch.export makes them
        # constants. (As non-persistent buffers they break torch-mlir's FX importer.)
        vectors, extra = z.shape[1], int(self.config.interaction_itself)
        li = torch.tensor([i for i in range(vectors) for j in range(i + extra)])
        lj = torch.tensor([j for i in range(vectors) for j in range(i + extra)])
        return torch.cat([x, z[:, li, lj]], dim=1)

    def forward(self, dense: torch.Tensor, *sparse: torch.Tensor) -> torch.Tensor:
        if len(sparse) != 2 * len(self.emb_l):
            raise ValueError(f"expected {2 * len(self.emb_l)} sparse inputs "
                             f"(indices, offsets per table), got {len(sparse)}")
        x = self.bot_l(dense)
        ly = []
        for k, bag in enumerate(self.emb_l):
            indices, offsets = sparse[2 * k], sparse[2 * k + 1]
            weights = None if self.v_W_l[k] is None else self.v_W_l[k].gather(0, indices)
            ly.append(bag(indices, offsets, per_sample_weights=weights))
        p = self.top_l(self.interact(x, ly))
        threshold = self.config.loss_threshold
        if 0.0 < threshold < 1.0:
            p = torch.clamp(p, min=threshold, max=1.0 - threshold)
        return p


def make_inputs(config: DLRMConfig, batch: int, seed: int, max_per_bag: int = 3) -> tuple:
    """Dense features uniform in [0, 1) and, per table, one bag per sample of 1..max_per_bag
    distinct row indices (fewer if the table is smaller). Returns the flat argument tuple."""
    rng = np.random.default_rng(seed)
    dense = rng.random((batch, config.bottom_mlp[0])).astype(np.float32)
    args = [torch.from_numpy(dense)]
    for rows in config.embedding_sizes:
        offsets, indices = [], []
        for _ in range(batch):
            offsets.append(len(indices))
            count = int(rng.integers(1, min(rows, max_per_bag) + 1))
            indices.extend(int(r) for r in rng.permutation(rows)[:count])
        args.append(torch.tensor(indices, dtype=torch.int64))
        args.append(torch.tensor(offsets, dtype=torch.int64))
    return tuple(args)
