#!/usr/bin/env python3
"""Ray Data (examples/ray/upscale_dataset.py) beside linrt-upscale on the same folder and cores
(issue 16's target: Ray Data at least 90% of linrt-upscale's images per second).

    python bench/ray_upscale.py [--images 16 --size 96 --cores 2 --rounds 3]

Makes a folder of `--images` RGB crops of examples/upscale/samples/landscape.png (upscaled 2x
with Pillow first, so crops of any size differ), then in alternating rounds times
`linrt-upscale -i DIR -o OUT -j CORES` (one image after another, CORES threads each) and the
Ray Data pipeline on a local Ray of CORES CPUs with CORES actors of 1 thread (images side by
side). Both times include the model load (once per run for linrt-upscale, once per actor for
Ray); Ray's own start (ray.init) is outside the timing. Prints images/s per round and medians,
and checks that both wrote the same bytes.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
# The Ray workers import upscale_dataset too (its actor class is pickled by reference); a local
# Ray on loopback only (read when Ray is imported).
sys.path.insert(0, str(REPO / "examples" / "ray"))
os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(REPO / "examples" / "ray"), os.environ.get("PYTHONPATH")]))
os.environ.setdefault("RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER", "0")


def make_folder(folder: Path, images: int, size: int) -> None:
    from PIL import Image
    folder.mkdir(parents=True)
    src = Image.open(REPO / "examples" / "upscale" / "samples" / "landscape.png").convert("RGB")
    src = src.resize((src.width * 2, src.height * 2), Image.BICUBIC)
    for i in range(images):
        x = (i * 37) % max(1, src.width - size)
        y = (i * 23) % max(1, src.height - size)
        src.crop((x, y, x + size, y + size)).save(folder / f"img{i:03d}.png")


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--images", type=int, default=16)
    ap.add_argument("--size", type=int, default=96)
    ap.add_argument("--cores", type=int, default=2)
    ap.add_argument("--rounds", type=int, default=3)
    ap.add_argument("--binary", default=str(REPO / "build" / "examples" / "upscale" / "linrt-upscale"))
    a = ap.parse_args()
    import ray
    import upscale_dataset
    work = Path(tempfile.mkdtemp(prefix="linrt-ray-bench-"))
    try:
        make_folder(work / "in", a.images, a.size)
        ray.init(num_cpus=a.cores, include_dashboard=False, log_to_driver=False)
        ray.data.DataContext.get_current().enable_progress_bars = False
        # A first, untimed pipeline run: Ray starts its worker processes once.
        upscale_dataset.upscale_folder(work / "in", work / "warm", actors=a.cores, threads=1)
        cli, ray_rates = [], []
        for r in range(a.rounds):
            for d in ("cli", "ray"):
                shutil.rmtree(work / d, ignore_errors=True)
            t0 = time.perf_counter()
            subprocess.run([a.binary, "-i", str(work / "in"), "-o", str(work / "cli"), "-j", str(a.cores)],
                           check=True, capture_output=True)
            cli.append(a.images / (time.perf_counter() - t0))
            t0 = time.perf_counter()
            rows = upscale_dataset.upscale_folder(work / "in", work / "ray", actors=a.cores, threads=1)
            ray_rates.append(len(rows) / (time.perf_counter() - t0))
            same = all((work / "cli" / p.name).read_bytes() == (work / "ray" / p.name).read_bytes()
                       for p in (work / "in").iterdir())
            print(f"round {r}: linrt-upscale -j {a.cores}: {cli[-1]:.2f} images/s; Ray Data, {a.cores} actors "
                  f"x 1 thread: {ray_rates[-1]:.2f} images/s; outputs identical: {same}")
            if not same:
                raise SystemExit("the two wrote different files")
        c, rr = statistics.median(cli), statistics.median(ray_rates)
        print(json.dumps({"images": a.images, "size": a.size, "cores": a.cores, "load": os.getloadavg()[0],
                          "linrt_upscale_images_per_s": round(c, 3), "ray_images_per_s": round(rr, 3),
                          "ray_over_cli": round(rr / c, 3)}))
    finally:
        ray.shutdown()
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
