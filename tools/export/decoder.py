"""A ConvTranspose2d-heavy decoder for timing linrt's transposed convolution (bench/RESULTS.md).

  /path/to/venv/bin/python tools/export/decoder.py OUT.mlir

A DCGAN-style generator: 1x256x8x8 through ConvTranspose2d 4x4 stride 2 padding 1 (256->128,
128->64, 64->32, each with batch norm and ReLU), UNet's 2x2 stride 2 (32->16, ReLU) and a 3x3
stride 2 padding 1 output_padding 1 (16->3, tanh) to 1x3x256x256. Seeded random weights and
batch-norm statistics, eval mode, exported with torch-mlir's FX importer (linalg-on-tensors,
weights inline, about 6 MB of text; kept out of git). Time it with

  build/bench/linrt-bench-run-model OUT.mlir --input=1x256x8x8xf32 --threads=2 --runs=10
"""

import sys

import torch
import torch.nn as nn
from torch_mlir import fx


def block(cin, cout):
    return [nn.ConvTranspose2d(cin, cout, 4, stride=2, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU()]


def decoder() -> nn.Module:
    torch.manual_seed(0)
    net = nn.Sequential(*block(256, 128), *block(128, 64), *block(64, 32),
                        nn.ConvTranspose2d(32, 16, 2, stride=2), nn.ReLU(),
                        nn.ConvTranspose2d(16, 3, 3, stride=2, padding=1, output_padding=1), nn.Tanh())
    for m in net.modules():
        if isinstance(m, nn.BatchNorm2d):
            m.running_mean.uniform_(-0.5, 0.5)
            m.running_var.uniform_(0.5, 2.0)
            m.weight.data.uniform_(0.5, 1.5)
            m.bias.data.uniform_(-0.2, 0.2)
    return net.eval()


def main() -> None:
    out = sys.argv[1]
    x = torch.randn(1, 256, 8, 8)
    with torch.no_grad():
        module = fx.export_and_import(decoder(), x, output_type="linalg-on-tensors", func_name="forward")
    with open(out, "w") as f:
        f.write(str(module))
    print(out)


if __name__ == "__main__":
    main()
