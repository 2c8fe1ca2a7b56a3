"""Writes the test data of linrt-upscale (tests/upscale/data/) and its sample image.

  /tmp/exportvenv/bin/python tools/export/upscale_testdata.py [--ncnn-models DIR]

Everything is seeded, and every expected output is computed here by PyTorch eager, which is the
oracle the C++ tests compare linrt against. Python is not needed to run the tests.

  examples/upscale/samples/landscape.png   a synthetic landscape (sky, sun, ridges, grass),
                                           drawn with numpy: no public-domain photograph ships
                                           on the development machine
  tests/upscale/data/
    tiny_compact.mlir/.json      SRVGGNetCompact with 4 features and 2 body convs, random
                                 weights; margin 4 = its receptive-field radius
    tiny_compact_fixed.mlir/.json  the same exported with a fixed 15x15 input (tile 7)
    tiny_compact_external.*      the same with its weights in a safetensors file
    rgb20x14.png                 a 20x14 RGB crop of the landscape
    rgb20x14_x4_compact.png      realesr-animevideov3-x4 (the committed model) on it, PyTorch
    rgb20x14_x4_tiny.png         tiny_compact on it, PyTorch
    rgb20x14_x4_tiny_tta.png     the same with TTA (mean over the 8 flips/transposes)
    rgb20x14_x4_tiny_mirror.png, rgb20x14_x4_tiny_mirror3.png, rgb20x14_x4_tiny_tta_mirror.png,
    rgb20x14_x4_compact_mirror.png  the same with --border mirror (margin) and mirror:3
    rgb34x22.png, rgb34x22_x4_tiny.png  a larger crop, for tile sizes that do not divide it
    rgb20x14_x2_compact.png, rgb20x14_x3_compact.png  realesr-animevideov3-x2 and -x3 on it
    rgb20x14_tiny_outscale2.5.png, ..._outscale0.5.png  rgb20x14_x4_tiny.png resampled to 50x35
                                 and 10x7 by F.interpolate(mode="bicubic", antialias=True)
    rgba12x10.png                RGBA: landscape colours, alpha a ramp with noise
    rgba12x10_x4_tiny.png        tiny_compact on the colour premultiplied by alpha, bicubic on
                                 alpha, the colour divided by it again, PyTorch
    rgba12x10_x4_tiny_mirror.png the same with --border mirror (a fixed-size model's border)
    grey16_11x9.png              16-bit grey
    grey16_11x9_x4_tiny.png      tiny_compact on grey repeated thrice, channel mean, 16-bit
    palette9x7.png               palette PNG with a tRNS chunk; palette9x7.rgba.npy its pixels
    rgb20x14_progressive.jpg     rgb20x14.png as a progressive JPEG written by Pillow (libjpeg):
                                 its scans take Huffman tables the way real encoders write them;
                                 rgb20x14_progressive.rgb.npy its pixels as Pillow decodes them

The pipeline computed here is linrt-upscale's definition of the result: mirror-pad the image by
--border's pixels (none by default: the model on the image itself, with its own zero padding),
run the model, crop the centre, clamp to [0, 1], round to the output depth. The *_mirror*
images are --border mirror (the model's margin) and mirror:3 (tiny: less than its margin 4).
"""

import argparse
import json
import struct
import sys
import tempfile
import zlib
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F

sys.path.insert(0, str(Path(__file__).resolve().parent))
import realesrgan  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
DATA = REPO / "tests" / "upscale" / "data"
SAMPLES = REPO / "examples" / "upscale" / "samples"


def png_bytes(pixels: np.ndarray, palette=None, transparency=None) -> bytes:
    """A PNG of `pixels` (H x W x C uint8/uint16, or H x W palette indices with `palette`)."""
    def chunk(kind: bytes, data: bytes) -> bytes:
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    if palette is not None:
        height, width = pixels.shape
        depth, colour, rows = 8, 3, pixels.astype(np.uint8)
    else:
        height, width, channels = pixels.shape
        depth = 16 if pixels.dtype == np.uint16 else 8
        colour = {1: 0, 2: 4, 3: 2, 4: 6}[channels]
        rows = pixels.astype(">u2" if depth == 16 else np.uint8).reshape(height, -1)
    raw = b"".join(b"\x00" + rows[y].tobytes() for y in range(height))
    out = b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, depth, colour, 0, 0, 0))
    if palette is not None:
        out += chunk(b"PLTE", palette.astype(np.uint8).tobytes())
        if transparency is not None:
            out += chunk(b"tRNS", transparency.astype(np.uint8).tobytes())
    return out + chunk(b"IDAT", zlib.compress(raw, 9)) + chunk(b"IEND", b"")


def write_png(path: Path, pixels: np.ndarray, **kwargs):
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(png_bytes(pixels, **kwargs))


def smooth_noise(rng, height, width, scale):
    """Value noise: a coarse random grid upsampled bicubically, for natural-looking texture."""
    coarse = torch.from_numpy(rng.standard_normal((1, 1, height // scale + 4, width // scale + 4)).astype(np.float32))
    fine = F.interpolate(coarse, scale_factor=scale, mode="bicubic", align_corners=False)
    return fine[0, 0, :height, :width].numpy()


def landscape(height=72, width=96, seed=7) -> np.ndarray:
    """Sky with a sun, two mountain ridges and textured grass: H x W x 3 uint8."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:height, 0:width].astype(np.float32)
    img = np.zeros((height, width, 3), np.float32)
    t = y / height
    img[...] = np.stack([0.35 + 0.45 * t, 0.55 + 0.35 * t, 0.95 - 0.15 * t], -1)
    sun = np.exp(-(((x - 0.72 * width) ** 2 + (y - 0.22 * height) ** 2) / (0.06 * width) ** 2))
    img += sun[..., None] * np.array([1.0, 0.85, 0.5], np.float32)
    for level, colour, rough in ((0.45, (0.35, 0.38, 0.48), 0.12), (0.6, (0.22, 0.32, 0.2), 0.08)):
        ridge = height * (level + rough * smooth_noise(rng, 1 + 8, width, 8)[0] * 0.8)
        mask = (y > ridge[None, :]).astype(np.float32)
        shade = colour + 0.06 * smooth_noise(rng, height, width, 2)[..., None]
        img = img * (1 - mask[..., None]) + shade * mask[..., None]
    grass = y > height * 0.78
    blades = 0.12 * smooth_noise(rng, height, width, 1)
    img[grass] += np.stack([0.2 + blades, 0.45 + blades, 0.1 + 0.5 * blades], -1)[grass] * 0.5
    return np.clip(np.rint(img * 255), 0, 255).astype(np.uint8)


def mirror_pad(x: torch.Tensor, margin: int) -> torch.Tensor:
    """Mirror about the edge pixels, repeated for margins wider than the image."""
    h, w = x.shape[-2:]
    def index(n, size):
        if size == 1:
            return torch.zeros(n + 2 * margin, dtype=torch.long)
        period = 2 * (size - 1)
        i = torch.arange(-margin, n + margin) % period
        return torch.where(i < size, i, period - i)
    return x[..., index(h, h), :][..., index(w, w)]


def upscale(model, info, colour: np.ndarray, border: int = 0) -> np.ndarray:
    """linrt-upscale's result for float colour H x W x 3 in [0, 1] with --border mirror:BORDER
    (0: --border zero, the model on the image itself): float H*s x W*s x 3."""
    scale = info["scale"]
    x = torch.from_numpy(colour.transpose(2, 0, 1)[None].astype(np.float32))
    with torch.no_grad():
        y = model(mirror_pad(x, border))
    h, w = colour.shape[:2]
    y = y[0, :, border * scale:(border + h) * scale, border * scale:(border + w) * scale]
    return y.numpy().transpose(1, 2, 0)


def upscale_tta(model, info, colour: np.ndarray, border: int = 0) -> np.ndarray:
    """The mean of upscale() over the 8 flips and transposes, each mapped back."""
    results = []
    for transpose in (False, True):
        for flip_y in (False, True):
            for flip_x in (False, True):
                x = colour[::-1] if flip_y else colour
                x = x[:, ::-1] if flip_x else x
                x = x.transpose(1, 0, 2) if transpose else x
                y = upscale(model, info, np.ascontiguousarray(x), border)
                y = y.transpose(1, 0, 2) if transpose else y
                y = y[:, ::-1] if flip_x else y
                results.append(y[::-1] if flip_y else y)
    return np.mean(results, axis=0)


def quantise(values: np.ndarray, depth: int) -> np.ndarray:
    top = 65535 if depth == 16 else 255
    return np.rint(np.clip(values, 0, 1) * top).astype(np.uint16 if depth == 16 else np.uint8)


def bicubic(plane: np.ndarray, scale: int) -> np.ndarray:
    t = torch.from_numpy(plane[None, None].astype(np.float32))
    return F.interpolate(t, scale_factor=scale, mode="bicubic", align_corners=False)[0, 0].numpy()


def tiny_model():
    torch.manual_seed(11)
    model = realesrgan.SRVGGNetCompact(num_feat=4, num_conv=2, shuffle=4).eval()
    for m in model.modules():
        if isinstance(m, torch.nn.PReLU):
            m.weight.data.uniform_(0.05, 0.3)
    return model


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--ncnn-models", type=Path, help="folder of the ncnn files (default: download)")
    args = parser.parse_args()
    DATA.mkdir(parents=True, exist_ok=True)
    photo = landscape()
    write_png(SAMPLES / "landscape.png", photo)

    tiny = tiny_model()
    tiny_info = {"scale": 4, "margin": realesrgan.receptive_margin(tiny)}
    (DATA / "tiny_compact.mlir").write_text(realesrgan.export_mlir(tiny))
    (DATA / "tiny_compact.json").write_text(json.dumps(tiny_info) + "\n")
    realesrgan.write_model(tiny, "tiny_compact_external", DATA, external=True)
    # Random weights: the description says so instead of naming the Real-ESRGAN source.
    (DATA / "tiny_compact_external.json").write_text(
        json.dumps({**tiny_info, "parameters": "tiny_compact_external.safetensors"}) + "\n")
    fixed_size = 7 + 2 * tiny_info["margin"]
    (DATA / "tiny_compact_fixed.mlir").write_text(realesrgan.export_mlir(tiny, fixed_size))
    (DATA / "tiny_compact_fixed.json").write_text(json.dumps({**tiny_info, "input_size": fixed_size}) + "\n")

    compact_info = json.loads((REPO / "models" / f"{realesrgan.COMPACT_MODEL}.json").read_text())
    work = tempfile.TemporaryDirectory()
    ncnn_models = args.ncnn_models or realesrgan.fetch_ncnn_models(Path(work.name))
    compact = realesrgan.load_model(ncnn_models, realesrgan.COMPACT_MODEL)

    rgb = photo[40:54, 30:50]
    write_png(DATA / "rgb20x14.png", rgb)
    colour = rgb.astype(np.float32) / 255
    write_png(DATA / "rgb20x14_x4_compact.png", quantise(upscale(compact, compact_info, colour), 8))
    write_png(DATA / "rgb20x14_x4_tiny.png", quantise(upscale(tiny, tiny_info, colour), 8))
    write_png(DATA / "rgb20x14_x4_tiny_tta.png", quantise(upscale_tta(tiny, tiny_info, colour), 8))
    margin = tiny_info["margin"]
    write_png(DATA / "rgb20x14_x4_tiny_mirror.png", quantise(upscale(tiny, tiny_info, colour, margin), 8))
    write_png(DATA / "rgb20x14_x4_tiny_mirror3.png", quantise(upscale(tiny, tiny_info, colour, 3), 8))
    write_png(DATA / "rgb20x14_x4_tiny_tta_mirror.png", quantise(upscale_tta(tiny, tiny_info, colour, margin), 8))
    write_png(DATA / "rgb20x14_x4_compact_mirror.png",
              quantise(upscale(compact, compact_info, colour, compact_info["margin"]), 8))
    rgb = photo[30:52, 41:75]
    write_png(DATA / "rgb34x22.png", rgb)
    write_png(DATA / "rgb34x22_x4_tiny.png", quantise(upscale(tiny, tiny_info, rgb.astype(np.float32) / 255), 8))
    rgb = photo[40:54, 30:50]
    colour = rgb.astype(np.float32) / 255
    for name in realesrgan.COMPACT_MODELS[:2]:
        info = json.loads((REPO / "models" / f"{name}.json").read_text())
        model = realesrgan.load_model(ncnn_models, name)
        write_png(DATA / f"rgb20x14_x{info['scale']}_compact.png", quantise(upscale(model, info, colour), 8))
    # --outscale: the native result (as the CLI has it, 8-bit) resampled with antialiasing.
    native = torch.from_numpy(quantise(upscale(tiny, tiny_info, colour), 8).astype(np.float32) / 255)
    for outscale, (h, w) in (("2.5", (35, 50)), ("0.5", (7, 10))):
        resampled = F.interpolate(native.permute(2, 0, 1)[None], size=(h, w), mode="bicubic", antialias=True,
                                  align_corners=False)[0].permute(1, 2, 0).numpy()
        write_png(DATA / f"rgb20x14_tiny_outscale{outscale}.png", quantise(resampled, 8))

    rng = np.random.default_rng(5)
    rgba = np.zeros((10, 12, 4), np.uint8)
    rgba[..., :3] = photo[20:30, 60:72]
    ramp = np.linspace(0, 255, 12)[None, :] + rng.integers(-40, 40, (10, 12))
    rgba[..., 3] = np.clip(ramp, 0, 255)
    write_png(DATA / "rgba12x10.png", rgba)
    alpha = rgba[..., 3:].astype(np.float32) / 255
    big_alpha = np.clip(bicubic(alpha[..., 0], 4), 0, 1)[..., None]
    for border, suffix in ((0, ""), (margin, "_mirror")):
        premultiplied = upscale(tiny, tiny_info, rgba[..., :3].astype(np.float32) / 255 * alpha, border)
        straight = np.where(big_alpha > 0.5 / 255, premultiplied / np.maximum(big_alpha, 1e-12), 0)
        out = np.concatenate([straight, big_alpha], -1)
        write_png(DATA / f"rgba12x10_x4_tiny{suffix}.png", quantise(out, 8))

    grey = (photo[50:59, 10:21].mean(-1) * 257 + rng.integers(0, 257, (9, 11))).astype(np.uint16)
    write_png(DATA / "grey16_11x9.png", grey[..., None])
    colour = np.repeat((grey.astype(np.float32) / 65535)[..., None], 3, -1)
    out = upscale(tiny, tiny_info, colour).mean(-1, keepdims=True)
    write_png(DATA / "grey16_11x9_x4_tiny.png", quantise(out, 16))

    palette = rng.integers(0, 256, (6, 3))
    alpha = np.array([255, 0, 128, 255, 30, 255])
    indices = rng.integers(0, 6, (7, 9))
    write_png(DATA / "palette9x7.png", indices, palette=palette, transparency=alpha)
    np.save(DATA / "palette9x7.rgba.npy", np.concatenate([palette[indices], alpha[indices][..., None]], -1).astype(np.uint8))
    write_progressive_jpeg(rgb)
    print(f"wrote {SAMPLES / 'landscape.png'} and {DATA}")


def write_progressive_jpeg(rgb: np.ndarray):
    from PIL import Image

    Image.fromarray(rgb).save(DATA / "rgb20x14_progressive.jpg", quality=95, progressive=True)
    np.save(DATA / "rgb20x14_progressive.rgb.npy", np.asarray(Image.open(DATA / "rgb20x14_progressive.jpg")))


if __name__ == "__main__":
    main()
