"""linrt: run linalg-on-tensors MLIR exported from PyTorch, natively on the CPU and on Vulkan.

    import linrt
    m = linrt.Model("model.mlir", parameters={"model": "weights.safetensors"})
    s = m.session(threads=2)
    outs = s.run(x)            # numpy arrays (or __dlpack__ objects) in, numpy arrays out

The package mirrors the C++ API of include/linrt/linrt.h (docs/API.md). `linrt.export`,
`linrt.compile` and the torch.compile backend "linrt" need the `export` extra (torch and
torch-mlir) and live in linrt._export.
"""

from __future__ import annotations

import os
from typing import TYPE_CHECKING, Any, List, Mapping, Optional, Sequence, Tuple, Union

import numpy as np

from ._errors import Error
from . import _linrt

if TYPE_CHECKING:  # imported on first use (they need torch), see __getattr__ below
    from ._export import compile, export

__all__ = ["Error", "Model", "Session", "Upscaler", "list_devices", "export", "compile"]

PathLike = Union[str, "os.PathLike[str]"]


def list_devices() -> List[str]:
    """The devices linrt can run on: "cpu", then one "vulkan:N  name (...)" line per Vulkan
    device, or a line saying why Vulkan is unavailable."""
    return _linrt.list_devices()


def _parameter_files(parameters) -> List[Tuple[str, str]]:
    if parameters is None:
        return []
    if isinstance(parameters, (str, os.PathLike)):
        return [("", os.fspath(parameters))]
    items = parameters.items() if isinstance(parameters, Mapping) else parameters
    out = []
    for item in items:
        scope, path = item
        if not isinstance(scope, str) or not isinstance(path, (str, os.PathLike)):
            raise TypeError("parameters: expected {scope: path} with str keys and path values, got "
                            f"{item!r}")
        out.append((scope, os.fspath(path)))
    return out


def _as_input(x: Any):
    """numpy arrays and __dlpack__ objects go to C++ as they are (viewed in place: a strided
    array is gathered densely once there); anything else is converted once with
    numpy.ascontiguousarray."""
    if isinstance(x, np.ndarray) or hasattr(x, "__dlpack__"):
        return x
    return np.ascontiguousarray(x)


class Session:
    """A session of a Model: its own working memory, sharing the model's weights.

    Sessions on one model run concurrently on different Python threads: `run` releases the
    GIL. One session runs one call at a time (a second thread's call waits for the first).
    Use it as a context manager, or call close(), to free its memory early.
    """

    __slots__ = ("_s", "model")

    def __init__(self, impl, model: "Model"):
        self._s = impl
        self.model = model

    def run(self, *arrays: Any, function: Optional[str] = None) -> List[np.ndarray]:
        """Runs `function` (default: the model's only public function, else "forward", else
        "main") on `arrays` and returns its results as numpy arrays.

        Inputs are not copied: numpy arrays and objects with __dlpack__ (torch tensors on the
        CPU, detached) are read in place, and must not change during the call. A strided
        (non-C-contiguous) array is gathered into a dense copy once; anything else (lists,
        scalars) is converted once with numpy.ascontiguousarray. Element types map as in
        linrt-run's .npy reader: bool -> i1, intN -> iN, uintN -> uiN, floatN -> fN.

        The results own the memory linrt wrote them to (their .base holds it): no copy is made.
        A bf16 result is returned as float32 (numpy has no bfloat16).

        Raises linrt.Error for a wrong element type, rank or shape, a wrong number of inputs,
        a closed session, or a failure inside the model (with .location in the model file).
        """
        return self._s.run([_as_input(a) for a in arrays], function)

    def profile(self) -> dict:
        """Where the time of this session's runs went (needs profile=True): runs, run_seconds,
        run_cpu_seconds, kernels (name, call_site, dispatches, calls, seconds, cpu_seconds;
        largest first) and the same as a printable "table"."""
        return self._s.profile()

    def reset_profile(self) -> None:
        """Starts the profile afresh (after warm-up runs, for example)."""
        self._s.reset_profile()

    def close(self) -> None:
        """Frees the session's working memory; run() raises linrt.Error afterwards."""
        self._s.close()

    @property
    def closed(self) -> bool:
        return self._s.closed

    def __enter__(self) -> "Session":
        return self

    def __exit__(self, *exc) -> None:
        self.close()


class Model:
    """A linalg-on-tensors MLIR model, parsed and prepared once; run it through sessions.

    Args:
        path: a .mlir file, or a folder as linrt.export writes it (model.mlir, whose weights
            in weights.safetensors are bound to the parameter scope "model").
        parameters: external weights: {scope: safetensors file} ({"model": "w.safetensors"}
            binds #stream.parameter.named<"model"::"name"> globals), a list of (scope, file)
            pairs, or one file for the unscoped names. The files are memory-mapped, not copied.
        quantize_embeddings: "none", "int8" or "int4": constant embedding-bag tables stored
            row-wise quantised.
        precision: "f32", or "bf16" for matmuls with constant weights in bf16 (AVX512_BF16), or
            "int8" for them dynamically quantised (int8 weights per column, uint8 activations
            per row, int32 sums; CPU only).
        prefault_parameters: map the parameter files' pages in at load.
        huge_page_embeddings: copy large float embedding tables into huge-page memory.

    Raises linrt.Error (with .kind and .location, "model.mlir:12:5") when the file cannot be
    read, parsed or prepared.
    """

    __slots__ = ("_m", "path")

    def __init__(self, path: PathLike, parameters=None, quantize_embeddings: str = "none",
                 precision: str = "f32", prefault_parameters: bool = False,
                 huge_page_embeddings: bool = True):
        self.path = os.fspath(path)
        self._m = _linrt.Model.load(self.path, _parameter_files(parameters), quantize_embeddings,
                                    precision, prefault_parameters, huge_page_embeddings)

    def functions(self) -> List[str]:
        """The public functions of the module, in file order."""
        return self._m.functions()

    def stats(self, function: str = "") -> dict:
        """What the planner made of `function` (default: the one run() runs): a dict with the
        fields of linrt::ModelStats (inputs, dispatches, unique_kernels, weight_bytes, ...)."""
        return self._m.stats(function)

    def session(self, threads: int = 0, device: str = "cpu", profile: bool = False,
                reference: bool = False, vulkan_fp16: bool = False) -> Session:
        """A new session. threads: compute threads (0: OpenMP's default); device: "cpu",
        "vulkan", "vulkan:N" or "auto"; profile: time every dispatch (Session.profile());
        reference: run the reference executor (slow, the engine's oracle); vulkan_fp16: fp16
        convolution weights on Vulkan."""
        return Session(self._m.session(threads, device, profile, reference, vulkan_fp16), self)


class Upscaler:
    """linrt-upscale's pipeline (Real-ESRGAN models) for one image at a time.

    Args:
        model: the model's .mlir; its scale and margin come from the .json beside it (the
            bundled models/realesr-animevideov3-x4.mlir has one), as for linrt-upscale -m.
        tile: tile size in input pixels (0: from a 1 GiB working-memory budget); tta: average
            the 8 flips and transposes; threads, device: as Model.session.

    One Upscaler runs one image at a time; give each thread (or Ray actor) its own.
    """

    __slots__ = ("_u", "model_path")

    def __init__(self, model: PathLike, tile: int = 0, tta: bool = False, threads: int = 0,
                 device: str = "cpu"):
        self.model_path = os.fspath(model)
        self._u = _linrt.Upscaler(self.model_path, tile, tta, threads, device)

    @property
    def scale(self) -> int:
        return self._u.scale

    def upscale(self, image: np.ndarray) -> np.ndarray:
        """Upscales an (H, W) or (H, W, C) uint8 or uint16 image (C: 1 grey, 2 grey+alpha,
        3 RGB, 4 RGBA) and returns the (scale*H, scale*W, C) result."""
        return self._u.upscale(np.ascontiguousarray(image))

    def upscale_file(self, data: Union[bytes, PathLike], out_path: PathLike, name: str = "",
                     format: str = "") -> dict:
        """Upscales an encoded PNG, JPEG or BMP image (its bytes, or a path) into `out_path`,
        written exactly as linrt-upscale writes it (byte for byte). format: "png", "jpg" or
        "bmp" (default: from out_path's extension, else PNG). `name` names the input in errors.
        Returns the input's and output's sizes."""
        if not isinstance(data, (bytes, bytearray, memoryview)):
            name = name or os.fspath(data)
            with open(data, "rb") as f:
                data = f.read()
        return self._u.upscale_file(bytes(data), name or "<bytes>", os.fspath(out_path), format)


def __getattr__(name: str):
    # linrt.export and linrt.compile import torch only when used.
    if name in ("export", "compile"):
        from . import _export as _export_module
        return getattr(_export_module, name)
    raise AttributeError(f"module 'linrt' has no attribute {name!r}")
