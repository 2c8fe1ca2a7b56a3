"""DLRM-v2 (DLRM with a DCNv2 cross network), MLPerf inference's recommendation model, written out
as plain PyTorch with the semantics of torchrec's DLRM_DCN:

  x  = bottom MLP(dense)                       Linear+ReLU per layer (the last one too)
  ly = [EmbeddingBag_k(indices_k, offsets_k)]  mode="sum", one multi-hot bag per sample
  x0 = cat([x] + ly, dim=1)                    [B, (1 + tables) * d]
  x_{l+1} = x0 * (W_l (V_l x_l) + b_l) + x_l   for l < cross_layers (torchrec's LowRankCrossNet:
                                               V_l [rank, n] and W_l [n, rank] without biases)
  p  = sigmoid(top MLP(x_L))                   Linear+ReLU per layer, the last one Linear

MLPerf's shape (MLPERF): 13 dense and 26 sparse features, tables 128 wide with the Criteo 1TB
rows below (5 tables of 40M rows, 204M rows in all), multi-hot sizes MULTI_HOT, bottom MLP
13-512-256-128, 3 cross layers of rank 512 over 27 * 128 = 3456 features, top MLP
3456-1024-1024-512-256-1.

Weights come from a numpy Generator seeded by `seed` (MLP layers as tools/export/dlrm.py draws
them, cross kernels ~ N(0, sqrt(2/(n+rank))), cross biases ~ N(0, sqrt(1/n)), tables
~ U(-sqrt(1/rows), sqrt(1/rows))), so a configuration and a seed fix every weight.
"""

from dataclasses import dataclass, replace

import numpy as np
import torch
import torch.nn as nn

import dlrm

# Criteo 1TB as MLPerf's DLRM-v2 reference hashes it (num_embeddings_per_feature).
MLPERF_TABLE_ROWS = (40000000, 39060, 17295, 7424, 20265, 3, 7122, 1543, 63, 40000000, 3067956,
                     405282, 10, 2209, 11938, 155, 4, 976, 14, 40000000, 40000000, 40000000,
                     590152, 12973, 108, 36)
# Indices per bag of each table in MLPerf's synthetic multi-hot Criteo (multi_hot_sizes).
MULTI_HOT = (3, 2, 1, 2, 6, 1, 1, 1, 1, 7, 3, 8, 1, 6, 9, 5, 1, 1, 1, 12, 100, 27, 10, 3, 1, 1)


@dataclass(frozen=True)
class DLRMv2Config:
    feature_size: int         # d: width of every table and of the bottom MLP's output
    embedding_sizes: tuple    # rows of each table
    multi_hot: tuple          # indices per bag of each table
    bottom_mlp: tuple         # widths, input first
    cross_layers: int
    cross_rank: int
    top_mlp: tuple            # widths, input first: (1 + tables) * d first, 1 last

    @property
    def cross_width(self) -> int:
        return (1 + len(self.embedding_sizes)) * self.feature_size

    def validate(self) -> None:
        if self.bottom_mlp[-1] != self.feature_size:
            raise ValueError(f"bottom MLP must end at the feature size {self.feature_size}, got {self.bottom_mlp}")
        if len(self.multi_hot) != len(self.embedding_sizes):
            raise ValueError(f"{len(self.multi_hot)} multi-hot sizes for {len(self.embedding_sizes)} tables")
        if self.top_mlp[0] != self.cross_width or self.top_mlp[-1] != 1:
            raise ValueError(f"top MLP must run from {self.cross_width} to 1, got {self.top_mlp}")


MLPERF = DLRMv2Config(feature_size=128, embedding_sizes=MLPERF_TABLE_ROWS, multi_hot=MULTI_HOT,
                      bottom_mlp=(13, 512, 256, 128), cross_layers=3, cross_rank=512,
                      top_mlp=(3456, 1024, 1024, 512, 256, 1))
# MLPerf's layout (26 multi-hot tables, 13 dense features, 3 cross layers) at 4 wide, rank 8
# and at most 40 rows per table: a few tens of KB, the committed test model.
SMALL = DLRMv2Config(feature_size=4, embedding_sizes=tuple(min(r, 40) for r in MLPERF_TABLE_ROWS),
                     multi_hot=MULTI_HOT, bottom_mlp=(13, 16, 4), cross_layers=3, cross_rank=8,
                     top_mlp=(108, 16, 8, 1))


def mlperf(max_rows: int = 0) -> DLRMv2Config:
    """MLPerf's DLRM-v2, each table cut to max_rows rows when max_rows > 0."""
    if max_rows <= 0:
        return MLPERF
    return replace(MLPERF, embedding_sizes=tuple(min(r, max_rows) for r in MLPERF_TABLE_ROWS))


def table_bound(rows: int) -> float:
    return float(np.sqrt(1.0 / rows))


class LowRankCrossNet(nn.Module):
    def __init__(self, width: int, layers: int, rank: int, rng: np.random.Generator):
        super().__init__()
        std = np.sqrt(2.0 / (width + rank))
        self.V = nn.ParameterList()
        self.W = nn.ParameterList()
        self.b = nn.ParameterList()
        for _ in range(layers):
            self.V.append(nn.Parameter(torch.from_numpy(rng.normal(0.0, std, (rank, width)).astype(np.float32))))
            self.W.append(nn.Parameter(torch.from_numpy(rng.normal(0.0, std, (width, rank)).astype(np.float32))))
            self.b.append(nn.Parameter(torch.from_numpy(rng.normal(0.0, np.sqrt(1.0 / width), width).astype(np.float32))))

    def forward(self, x0: torch.Tensor) -> torch.Tensor:
        x = x0
        for V, W, b in zip(self.V, self.W, self.b):
            x = x0 * (nn.functional.linear(nn.functional.linear(x, V), W) + b) + x
        return x


class DLRMv2(nn.Module):
    """With `tables=False` the model has no embedding tables; forward then takes them as
    trailing arguments (the exporter's form, and the only one at full size)."""

    def __init__(self, config: DLRMv2Config, seed: int = 0, tables: bool = True):
        super().__init__()
        config.validate()
        self.config = config
        rng = np.random.default_rng(seed)
        self.bot_l = dlrm._mlp(config.bottom_mlp, rng, sigmoid_last=False)
        self.cross = LowRankCrossNet(config.cross_width, config.cross_layers, config.cross_rank, rng)
        self.top_l = dlrm._mlp(config.top_mlp, rng, sigmoid_last=True)
        self.emb_l = nn.ModuleList()
        if tables:
            # Drawn after the dense weights, from their own generator, so that the dense weights
            # do not depend on the tables' sizes.
            for k, rows in enumerate(config.embedding_sizes):
                bag = nn.EmbeddingBag(rows, config.feature_size, mode="sum")
                bag.weight.data = torch.from_numpy(random_table_block(seed, k, rows, 0, rows, config.feature_size))
                self.emb_l.append(bag)

    def dense_forward(self, dense: torch.Tensor, pooled: list) -> torch.Tensor:
        x = self.bot_l(dense)
        return self.top_l(self.cross(torch.cat([x] + pooled, dim=1)))

    def forward(self, dense: torch.Tensor, *sparse: torch.Tensor) -> torch.Tensor:
        n = len(self.config.embedding_sizes)
        if len(sparse) != 2 * n:
            raise ValueError(f"expected {2 * n} sparse inputs (indices, offsets per table), got {len(sparse)}")
        pooled = [bag(sparse[2 * k], sparse[2 * k + 1]) for k, bag in enumerate(self.emb_l)]
        return self.dense_forward(dense, pooled)


class TablesAsArguments(nn.Module):
    """forward(dense, indices_0, offsets_0, ..., table_0, ...): the exported form."""

    def __init__(self, model: DLRMv2):
        super().__init__()
        self.model = model
        self.num_tables = len(model.config.embedding_sizes)

    def forward(self, dense, *args):
        sparse, tables = args[:2 * self.num_tables], args[2 * self.num_tables:]
        pooled = [nn.functional.embedding_bag(sparse[2 * k], tables[k], sparse[2 * k + 1], mode="sum")
                  for k in range(self.num_tables)]
        return self.model.dense_forward(dense, pooled)


def random_table_block(seed: int, table: int, rows: int, start: int, stop: int, dim: int) -> np.ndarray:
    """Rows [start, stop) of table `table`, U(-sqrt(1/rows), sqrt(1/rows)) as float32. Each block
    of BLOCK_ROWS rows has its own seeded generator, so a table of any size is made block by
    block, in any order, with the same values."""
    bound = table_bound(rows)
    out = np.empty((stop - start, dim), dtype=np.float32)
    block = start // BLOCK_ROWS
    while block * BLOCK_ROWS < stop:
        lo, hi = block * BLOCK_ROWS, min((block + 1) * BLOCK_ROWS, rows)
        values = np.random.default_rng([seed, table, block]).random((hi - lo, dim), dtype=np.float32)
        a, b = max(lo, start), min(hi, stop)
        out[a - start:b - start] = (values[a - lo:b - lo] * 2 - 1) * bound
        block += 1
    return out


BLOCK_ROWS = 1 << 20


def int4_row_bytes(dim: int) -> int:
    """FBGEMM's 4-bit rowwise rows: dim/2 bytes of codes (element 2i in the low nibble of byte i),
    then an fp16 scale and an fp16 bias."""
    return dim // 2 + 4


def int4_table_block(seed: int, table: int, rows: int, start: int, stop: int, dim: int) -> np.ndarray:
    """Rows [start, stop) of table `table` drawn directly as FBGEMM 4-bit rows (uint8
    [stop - start, int4_row_bytes(dim)]): codes uniform in 0..15, and per row the range a
    quantised U(-sqrt(1/rows), sqrt(1/rows)) row would have, its low end in [-b, -b/2] and its
    high end in [b/2, b] (b the bound) as the fp16 bias and (high - low) / 15 as the fp16 scale.
    Drawn per block of BLOCK_ROWS rows from its own seeded generator, like random_table_block,
    and about 50 times faster than drawing floats and quantising them, which at MLPerf's 204M
    rows matters."""
    bound = table_bound(rows)
    out = np.empty((stop - start, int4_row_bytes(dim)), dtype=np.uint8)
    block = start // BLOCK_ROWS
    while block * BLOCK_ROWS < stop:
        lo, hi = block * BLOCK_ROWS, min((block + 1) * BLOCK_ROWS, rows)
        rng = np.random.default_rng([seed, table, block, 4])
        codes = np.frombuffer(rng.bytes((hi - lo) * (dim // 2)), dtype=np.uint8).reshape(hi - lo, dim // 2)
        low = rng.uniform(-bound, -bound / 2, hi - lo)
        high = rng.uniform(bound / 2, bound, hi - lo)
        params = np.stack([(high - low) / 15, low], axis=1).astype(np.float16).view(np.uint8)
        a, b = max(lo, start), min(hi, stop)
        out[a - start:b - start, :dim // 2] = codes[a - lo:b - lo]
        out[a - start:b - start, dim // 2:] = params[a - lo:b - lo]
        block += 1
    return out
