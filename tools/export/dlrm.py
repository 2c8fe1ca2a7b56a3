"""DLRM (Facebook's deep learning recommendation model), written out as plain PyTorch.

It follows the semantics of dlrm_s_pytorch.py's sequential_forward with dot interaction and
without self-interaction:

  x  = bottom MLP(dense)                      Linear+ReLU per layer
  ly = [EmbeddingBag_k(indices_k, offsets_k)]  mode="sum", one bag per sample
  T  = cat([x] + ly, dim=1).view(B, -1, d)
  Z  = bmm(T, T^T);  Zflat = Z[:, li, lj]      (li, lj) = strict lower triangle of Z
  R  = cat([x, Zflat], dim=1)
  p  = top MLP(R)                              Linear+ReLU, the last layer Linear+Sigmoid

Initialisation matches DLRM's: Linear weights ~ N(0, sqrt(2/(m+n))), biases ~ N(0, sqrt(1/m))
for an n -> m layer, embedding tables ~ U(-sqrt(1/rows), sqrt(1/rows)). Random numbers come from
a numpy Generator seeded by `seed`, so a configuration and a seed fix every weight.

The exported function takes its inputs flat: forward(dense, indices_0, offsets_0, indices_1,
offsets_1, ...), dense float32 [B, bottom_mlp[0]], indices and offsets int64 (offsets[b] is the
start of bag b in indices; one bag per sample, so offsets has B entries).
"""

from dataclasses import dataclass

import numpy as np
import torch
import torch.nn as nn


def interaction_count(num_tables: int) -> int:
    """Pairs (i, j), i > j, among the dense vector and the num_tables embedding vectors."""
    vectors = num_tables + 1
    return vectors * (vectors - 1) // 2


def top_mlp_input_width(feature_size: int, num_tables: int) -> int:
    return feature_size + interaction_count(num_tables)


@dataclass(frozen=True)
class DLRMConfig:
    feature_size: int            # d: width of every embedding and of the bottom MLP's output
    embedding_sizes: tuple       # rows of each embedding table
    bottom_mlp: tuple            # layer widths, input first, e.g. (4, 3, 2)
    top_mlp: tuple               # layer widths, input first, e.g. (8, 4, 2, 1)

    def validate(self) -> None:
        if self.bottom_mlp[-1] != self.feature_size:
            raise ValueError(f"bottom MLP must end at the feature size {self.feature_size}, "
                             f"got {self.bottom_mlp}")
        expected = top_mlp_input_width(self.feature_size, len(self.embedding_sizes))
        if self.top_mlp[0] != expected:
            raise ValueError(f"top MLP input must be {expected} (feature size + interactions), "
                             f"got {self.top_mlp}")


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


class DLRM(nn.Module):
    def __init__(self, config: DLRMConfig, seed: int = 0):
        super().__init__()
        config.validate()
        self.config = config
        rng = np.random.default_rng(seed)
        self.bot_l = _mlp(config.bottom_mlp, rng, sigmoid_last=False)
        self.emb_l = nn.ModuleList()
        for rows in config.embedding_sizes:
            bag = nn.EmbeddingBag(rows, config.feature_size, mode="sum")
            bound = np.sqrt(1.0 / rows)
            table = rng.uniform(-bound, bound, size=(rows, config.feature_size))
            bag.weight.data = torch.from_numpy(table.astype(np.float32))
            self.emb_l.append(bag)
        self.top_l = _mlp(config.top_mlp, rng, sigmoid_last=True)

    def interact(self, x: torch.Tensor, ly: list) -> torch.Tensor:
        batch, d = x.shape
        t = torch.cat([x] + ly, dim=1).view(batch, -1, d)
        z = torch.bmm(t, torch.transpose(t, 1, 2))
        # The strict lower triangle's indices, built here as DLRM builds them: torch.export makes
        # them constants. (As non-persistent buffers they break torch-mlir's FX importer.)
        vectors = z.shape[1]
        li = torch.tensor([i for i in range(vectors) for j in range(i)])
        lj = torch.tensor([j for i in range(vectors) for j in range(i)])
        return torch.cat([x, z[:, li, lj]], dim=1)

    def forward(self, dense: torch.Tensor, *sparse: torch.Tensor) -> torch.Tensor:
        if len(sparse) != 2 * len(self.emb_l):
            raise ValueError(f"expected {2 * len(self.emb_l)} sparse inputs "
                             f"(indices, offsets per table), got {len(sparse)}")
        x = self.bot_l(dense)
        ly = [bag(sparse[2 * k], sparse[2 * k + 1]) for k, bag in enumerate(self.emb_l)]
        return self.top_l(self.interact(x, ly))


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
