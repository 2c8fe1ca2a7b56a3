"""The model zoo of issue 13: full-size exports for bench/ and reduced-width test fixtures.

  PY=/path/to/export/venv/bin/python      # tools/export/requirements.txt + torchvision (--no-deps)
  $PY tools/export/zoo.py export [--out=bench/zoo] [--batch=1,8] [NAME ...]
  $PY tools/export/zoo.py fixtures [NAME ...]
  $PY tools/export/zoo.py list

`export` writes bench/zoo/<name>_b<batch>.mlir (random weights, inline; hundreds of MB of text,
kept out of git) for every zoo model at batch 1 and 8, the torchvision models at 1x3x224x224,
the UNet at 1x3x224x224 and the encoder stack at 128 tokens of 768. `fixtures` writes
tests/fixtures/zoo_<name>/ for each architecture at a reduced width and input size, small
enough to commit, through tools/export/fixtures.py's writer (same format and checks: PyTorch
eager outputs, the float64 margin, MLIR's JIT). Every model is seeded, and its batch norms get
non-trivial statistics and affine parameters (`randomize_norms`), so that a wrong fold or a
skipped normalisation shows in the output.

compare.py --zoo builds the same modules (`build(name)`) for the peer engines.
"""

import argparse
import sys
import time
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import Callable

import torch
import torch.nn as nn

sys.path.insert(0, str(Path(__file__).resolve().parent))

REPO = Path(__file__).resolve().parents[2]


def randomize_norms(model: nn.Module, seed: int) -> nn.Module:
    """Batch norms with running statistics and affine parameters far from 0/1 (a fresh module
    has mean 0, variance 1, weight 1, bias 0, which would hide a wrong fold); layer scales of
    ConvNeXt blocks (1e-6 at construction, which hides the block) raised to O(0.1); Linear
    layers drawn with standard deviation 1/sqrt(fan-in) (ViT's head starts at zero and
    MobileNetV3's classifier at 0.01, which would leave outputs near 0)."""
    g = torch.Generator().manual_seed(seed)
    with torch.no_grad():
        for m in model.modules():
            if isinstance(m, nn.BatchNorm2d):
                c = m.num_features
                m.running_mean.copy_(torch.randn(c, generator=g) * 0.2)
                m.running_var.copy_(torch.rand(c, generator=g) * 1.5 + 0.5)
                m.weight.copy_(torch.rand(c, generator=g) + 0.5)
                m.bias.copy_(torch.randn(c, generator=g) * 0.2)
            if isinstance(m, nn.Linear):
                m.weight.copy_(torch.randn(m.weight.shape, generator=g) / m.in_features ** 0.5)
                if m.bias is not None:
                    m.bias.copy_(torch.randn(m.out_features, generator=g) * 0.1)
        for name, p in model.named_parameters():
            if name.endswith("layer_scale"):
                p.copy_(torch.rand(p.shape, generator=g) * 0.2 + 0.1)
    return model.eval()


# ---------------------------------------------------------------------------------------------
# Architectures the fixtures need at widths torchvision's constructors do not offer


class SmallResNet(nn.Module):
    """torchvision's ResNet (7x7 stem, max pool, four stages of BasicBlock or Bottleneck, adaptive
    average pool, fc) with stage widths as a parameter; torchvision fixes them at 64..512."""

    def __init__(self, block, layers, widths, num_classes=10):
        super().__init__()
        self.inplanes = widths[0]
        self.conv1 = nn.Conv2d(3, widths[0], 7, stride=2, padding=3, bias=False)
        self.bn1 = nn.BatchNorm2d(widths[0])
        self.relu = nn.ReLU(inplace=True)
        self.maxpool = nn.MaxPool2d(3, stride=2, padding=1)
        stages = []
        for i, (n, w) in enumerate(zip(layers, widths)):
            stages.append(self._stage(block, w, n, 1 if i == 0 else 2))
        self.layers = nn.Sequential(*stages)
        self.avgpool = nn.AdaptiveAvgPool2d((1, 1))
        self.fc = nn.Linear(self.inplanes, num_classes)

    def _stage(self, block, planes, blocks, stride):
        downsample = None
        if stride != 1 or self.inplanes != planes * block.expansion:
            downsample = nn.Sequential(nn.Conv2d(self.inplanes, planes * block.expansion, 1, stride=stride, bias=False),
                                       nn.BatchNorm2d(planes * block.expansion))
        layers = [block(self.inplanes, planes, stride, downsample)]
        self.inplanes = planes * block.expansion
        layers += [block(self.inplanes, planes) for _ in range(1, blocks)]
        return nn.Sequential(*layers)

    def forward(self, x):
        x = self.maxpool(self.relu(self.bn1(self.conv1(x))))
        x = self.avgpool(self.layers(x))
        return self.fc(torch.flatten(x, 1))


class DoubleConv(nn.Sequential):
    def __init__(self, cin, cout):
        super().__init__(nn.Conv2d(cin, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True),
                         nn.Conv2d(cout, cout, 3, padding=1, bias=False), nn.BatchNorm2d(cout), nn.ReLU(inplace=True))


class UNet(nn.Module):
    """The UNet of Ronneberger et al. with same-padding convs: `depth` levels of (DoubleConv, 2x2
    max pool) down, a DoubleConv bottleneck, then (ConvTranspose2d 2x2 stride 2, concat with the
    skip, DoubleConv) up, and a 1x1 conv to `classes` channels."""

    def __init__(self, base=64, depth=4, classes=2):
        super().__init__()
        widths = [base * 2 ** i for i in range(depth + 1)]
        self.down = nn.ModuleList([DoubleConv(3 if i == 0 else widths[i - 1], widths[i]) for i in range(depth)])
        self.pool = nn.MaxPool2d(2)
        self.bottom = DoubleConv(widths[depth - 1], widths[depth])
        self.up = nn.ModuleList([nn.ConvTranspose2d(widths[i + 1], widths[i], 2, stride=2) for i in reversed(range(depth))])
        self.merge = nn.ModuleList([DoubleConv(2 * widths[i], widths[i]) for i in reversed(range(depth))])
        self.head = nn.Conv2d(widths[0], classes, 1)

    def forward(self, x):
        skips = []
        for down in self.down:
            x = down(x)
            skips.append(x)
            x = self.pool(x)
        x = self.bottom(x)
        for up, merge, skip in zip(self.up, self.merge, reversed(skips)):
            x = merge(torch.cat([skip, up(x)], dim=1))
        return self.head(x)


def encoder(d_model, heads, ff, layers):
    """A stack of BERT-shaped post-norm encoder layers (GELU, batch first, no dropout)."""
    layer = nn.TransformerEncoderLayer(d_model, heads, ff, dropout=0.0, activation="gelu", batch_first=True)
    return nn.TransformerEncoder(layer, layers, enable_nested_tensor=False)


# ---------------------------------------------------------------------------------------------
# Full-size models


def _tv(name):
    import torchvision

    return lambda: getattr(torchvision.models, name)(weights=None)


@dataclass
class ZooModel:
    name: str
    build: Callable[[], nn.Module]     # the full-size module (random weights)
    input_shape: tuple                 # at batch 1; the batch dimension comes first
    title: str


IMAGE = (1, 3, 224, 224)
ZOO = [ZooModel(n, _tv(n), IMAGE, f"torchvision {n}, 224x224") for n in (
    "resnet18", "resnet50", "mobilenet_v2", "mobilenet_v3_large", "efficientnet_b0", "convnext_tiny",
    "shufflenet_v2_x1_0", "densenet121", "regnet_y_400mf", "vit_b_16")] + [
    ZooModel("unet", lambda: UNet(64, 4, 2), IMAGE, "UNet (64..1024, max pool, ConvTranspose2d, concat), 224x224"),
    ZooModel("bert_encoder", lambda: encoder(768, 12, 3072, 4), (1, 128, 768),
             "4 BERT-base encoder layers (768, 12 heads), 128 tokens"),
]
BY_NAME = {m.name: m for m in ZOO}


def build(name: str, seed: int = 0) -> nn.Module:
    """The full-size zoo model `name`, seeded, batch norms randomised, in eval mode."""
    torch.manual_seed(seed)
    return randomize_norms(BY_NAME[name].build(), seed + 1)


def input_shape(name: str, batch: int) -> tuple:
    return (batch,) + BY_NAME[name].input_shape[1:]


def export_full(names, batches, out: Path) -> None:
    from torch_mlir import fx

    out.mkdir(parents=True, exist_ok=True)
    for name in names:
        model = build(name)
        for batch in batches:
            path = out / f"{name}_b{batch}.mlir"
            start = time.time()
            x = torch.rand(*input_shape(name, batch), generator=torch.Generator().manual_seed(1))
            with torch.no_grad():
                module = fx.export_and_import(model, x, output_type="linalg-on-tensors", func_name="forward")
            path.write_text(str(module))
            print(f"{path}: {path.stat().st_size / 1e6:.0f} MB in {time.time() - start:.0f} s", flush=True)


# ---------------------------------------------------------------------------------------------
# Reduced-width fixtures: the same architecture (the same torchvision classes where their
# constructors take the widths), small widths, few blocks, small inputs.


def _mobilenet_v2():
    from torchvision.models import MobileNetV2
    from torchvision.ops.misc import Conv2dNormActivation

    setting = [[1, 16, 1, 1], [6, 24, 2, 2], [6, 32, 1, 2], [6, 64, 1, 2], [6, 96, 1, 1], [6, 160, 1, 2]]
    model = MobileNetV2(num_classes=10, width_mult=0.25, inverted_residual_setting=setting)
    # torchvision keeps the last 1x1 conv at 1280 channels at any width; 64 here.
    model.features[-1] = Conv2dNormActivation(40, 64, kernel_size=1, activation_layer=nn.ReLU6)
    model.classifier[1] = nn.Linear(64, 10)
    return model


def _mobilenet_v3():
    from torchvision.models.mobilenetv3 import InvertedResidualConfig, MobileNetV3

    c = partial(InvertedResidualConfig, width_mult=0.25)
    setting = [c(16, 3, 16, 16, False, "RE", 1, 1), c(16, 3, 64, 24, False, "RE", 2, 1),
               c(24, 5, 72, 40, True, "RE", 2, 1), c(40, 3, 240, 80, False, "HS", 2, 1),
               c(80, 3, 480, 112, True, "HS", 1, 1)]
    return MobileNetV3(setting, last_channel=64, num_classes=10)


def _efficientnet():
    from torchvision.models.efficientnet import EfficientNet, MBConvConfig

    c = partial(MBConvConfig, width_mult=0.25, depth_mult=0.25)
    setting = [c(1, 3, 1, 32, 16, 1), c(6, 3, 2, 16, 24, 2), c(6, 5, 2, 24, 40, 2), c(6, 3, 2, 40, 80, 3),
               c(6, 5, 1, 80, 112, 3)]
    return EfficientNet(setting, dropout=0.2, num_classes=10, last_channel=64)


def _convnext():
    from torchvision.models.convnext import CNBlockConfig, ConvNeXt

    setting = [CNBlockConfig(8, 16, 1), CNBlockConfig(16, 32, 1), CNBlockConfig(32, 64, 2), CNBlockConfig(64, None, 1)]
    return ConvNeXt(setting, num_classes=10)


def _shufflenet():
    from torchvision.models import ShuffleNetV2

    return ShuffleNetV2([2, 2, 2], [8, 16, 32, 64, 64], num_classes=10)


def _densenet():
    from torchvision.models import DenseNet

    return DenseNet(growth_rate=4, block_config=(2, 2, 2, 2), num_init_features=8, bn_size=2, num_classes=10)


def _regnet():
    from torchvision.models.regnet import BlockParams, RegNet

    params = BlockParams.from_init_params(depth=4, w_0=8, w_a=8.0, w_m=2.0, group_width=4, se_ratio=0.25)
    return RegNet(params, num_classes=10, stem_width=8)


def _vit():
    from torchvision.models import VisionTransformer

    return VisionTransformer(image_size=32, patch_size=8, num_layers=2, num_heads=4, hidden_dim=32, mlp_dim=64,
                             num_classes=10)


def _resnet18():
    from torchvision.models.resnet import BasicBlock

    return SmallResNet(BasicBlock, [2, 1, 1, 1], [4, 8, 16, 32])


def _resnet50():
    from torchvision.models.resnet import Bottleneck

    return SmallResNet(Bottleneck, [2, 1, 1, 1], [4, 8, 8, 16])


@dataclass
class ZooFixture:
    name: str               # the zoo model it reduces; the folder is tests/fixtures/zoo_<name>
    build: Callable[[], nn.Module]
    input_shape: tuple
    description: str
    atol: float = 1e-5


FIXTURES = [
    ZooFixture("resnet18", _resnet18, (1, 3, 64, 64),
               "resnet18's layers (7x7/2 stem, BN, max pool 3x3/2 pad 1, BasicBlocks with 1x1/2 downsample, "
               "adaptive avg pool, fc) at widths 4-32, blocks 2-1-1-1"),
    ZooFixture("resnet50", _resnet50, (2, 3, 64, 64),
               "resnet50's layers (Bottleneck blocks, expansion 4) at widths 4-16 (out 16-64), blocks 2-1-1-1, "
               "batch 2"),
    ZooFixture("mobilenet_v2", _mobilenet_v2, (1, 3, 64, 64),
               "torchvision MobileNetV2, width 0.25, 7 inverted residual blocks (depthwise 3x3 s1/s2, ReLU6), "
               "last conv 64"),
    ZooFixture("mobilenet_v3_large", _mobilenet_v3, (1, 3, 64, 64),
               "torchvision MobileNetV3 with 5 of mobilenet_v3_large's blocks at width 0.25: depthwise 3x3/5x5, "
               "squeeze-excitation (hardsigmoid), hardswish"),
    ZooFixture("efficientnet_b0", _efficientnet, (1, 3, 64, 64),
               "torchvision EfficientNet with efficientnet_b0's first 5 stages at width 0.25, depth 0.25: MBConv, SiLU, "
               "squeeze-excitation (sigmoid)"),
    ZooFixture("convnext_tiny", _convnext, (1, 3, 64, 64),
               "torchvision ConvNeXt, widths 8-64, blocks 1-1-2-1: 4x4/4 stem, depthwise 7x7, channels-last "
               "LayerNorm, GELU, layer scale", atol=2e-5),
    ZooFixture("shufflenet_v2_x1_0", _shufflenet, (1, 3, 64, 64),
               "torchvision ShuffleNetV2, stages 2-2-2, widths 8-64: channel split (chunk), channel shuffle, "
               "depthwise 3x3"),
    ZooFixture("densenet121", _densenet, (1, 3, 64, 64),
               "torchvision DenseNet, growth 4, blocks 2-2-2-2, 8 initial features: dense concats, BN-ReLU-conv, "
               "transition avg pool 2x2"),
    ZooFixture("regnet_y_400mf", _regnet, (1, 3, 64, 64),
               "torchvision RegNet (Y: squeeze-excitation) of depth 4 from w_0 8, group width 4: grouped 3x3 convs"),
    ZooFixture("vit_b_16", _vit, (1, 3, 32, 32),
               "torchvision VisionTransformer, 32x32 image, patch 8, 2 layers, 4 heads, hidden 32, MLP 64", atol=2e-5),
    ZooFixture("unet", lambda: UNet(4, 3, 2), (1, 3, 32, 32),
               "UNet, widths 4-32, depth 3: double conv+BN+ReLU, max pool 2x2, ConvTranspose2d 2x2/2, skip concats, "
               "1x1 head"),
    ZooFixture("bert_encoder", lambda: encoder(32, 4, 64, 2), (2, 16, 32),
               "2 nn.TransformerEncoderLayer (d_model 32, 4 heads, FF 64, GELU, post-norm, batch first), "
               "batch 2, 16 tokens", atol=2e-5),
]


def fixture_specs(only):
    """fixtures.Fixture entries for fixtures.py's writer."""
    import fixtures

    def export_of(f: ZooFixture, seed: int):
        def make():
            torch.manual_seed(seed)
            model = randomize_norms(f.build(), seed + 1)
            x = torch.randn(*f.input_shape, generator=torch.Generator().manual_seed(seed + 2))
            return fixtures.Export(model, (x,))
        return make

    return [fixtures.Fixture(f"zoo_{f.name}", f.description, export_of(f, 100 + i), atol=f.atol)
            for i, f in enumerate(FIXTURES) if not only or f.name in only or f"zoo_{f.name}" in only]


def write_fixtures(only) -> None:
    import shutil

    import fixtures

    torch.use_deterministic_algorithms(True)
    versions = fixtures.installed_versions()
    source = f"torch-mlir {versions['torch-mlir']} fx linalg-on-tensors"
    for spec in fixture_specs(only):
        folder = fixtures.FIXTURES_DIR / spec.name
        if folder.exists():
            shutil.rmtree(folder)
        fixtures.write_fixture(spec, source)


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("command", choices=("export", "fixtures", "list"))
    ap.add_argument("names", nargs="*")
    ap.add_argument("--out", type=Path, default=REPO / "bench" / "zoo")
    ap.add_argument("--batch", default="1,8", help="batch sizes of the full-size exports")
    args = ap.parse_args()
    known = set(BY_NAME) | {f"zoo_{n}" for n in BY_NAME}
    unknown = set(args.names) - known
    if unknown:
        raise SystemExit(f"unknown zoo models {sorted(unknown)}; known: {', '.join(BY_NAME)}")
    if args.command == "list":
        for m in ZOO:
            print(f"{m.name}: {m.title}")
    elif args.command == "export":
        export_full(args.names or list(BY_NAME), [int(b) for b in args.batch.split(",")], args.out)
    else:
        write_fixtures(args.names)


if __name__ == "__main__":
    main()
