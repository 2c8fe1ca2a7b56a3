"""Runs a linalg-on-tensors module with MLIR's own CPU lowering and JIT (torch-mlir's bundled
MLIR Python bindings), as an oracle for fixtures that is independent of PyTorch eager and of
linrt: it checks that the text in model.mlir, exported or rewritten by hand, computes out*.npy.

The module is bufferized, results become out-parameters, everything lowers to loops and LLVM,
and the ExecutionEngine runs @forward on numpy buffers. memref.copy of strided views calls the
runtime function memrefCopy, which the wheel does not ship; a small numpy version is registered.
"""

import ctypes

import numpy as np
from torch_mlir import ir, passmanager
from torch_mlir.execution_engine import ExecutionEngine
from torch_mlir.runtime import get_ranked_memref_descriptor

LOWERING = ",".join([
    "func.func(linalg-generalize-named-ops)",
    "one-shot-bufferize{bufferize-function-boundaries "
    "function-boundary-type-conversion=identity-layout-map}",
    "buffer-results-to-out-params{modify-public-functions}",
    "func.func(convert-linalg-to-loops)",
    "func.func(lower-affine)",
    "convert-scf-to-cf",
    "func.func(arith-expand)",
    "func.func(convert-math-to-llvm)",
    "convert-math-to-libm",
    "expand-strided-metadata",
    "lower-affine",
    "finalize-memref-to-llvm",
    "func.func(convert-arith-to-llvm)",
    "convert-func-to-llvm",
    "convert-cf-to-llvm",
    "reconcile-unrealized-casts",
])


class _UnrankedMemRef(ctypes.Structure):
    _fields_ = [("rank", ctypes.c_int64), ("descriptor", ctypes.c_void_p)]


def _strided_view(memref: _UnrankedMemRef, elem_size: int) -> np.ndarray:
    # A ranked descriptor is {allocated, aligned, offset, sizes[rank], strides[rank]}, all 64-bit.
    rank = memref.rank
    words = (ctypes.c_int64 * (3 + 2 * rank)).from_address(memref.descriptor)
    aligned, offset = words[1], words[2]
    sizes, strides = list(words[3:3 + rank]), list(words[3 + rank:3 + 2 * rank])
    if any(s < 0 for s in strides):
        raise ValueError("negative strides are not used by these fixtures")
    span = 1 + sum((s - 1) * st for s, st in zip(sizes, strides)) if all(sizes) else 1
    raw = (ctypes.c_uint8 * (span * elem_size)).from_address(aligned + offset * elem_size)
    elements = np.ctypeslib.as_array(raw).view(f"V{elem_size}")
    return np.lib.stride_tricks.as_strided(elements, sizes, [st * elem_size for st in strides])


@ctypes.CFUNCTYPE(None, ctypes.c_int64, ctypes.POINTER(_UnrankedMemRef),
                  ctypes.POINTER(_UnrankedMemRef))
def _memref_copy(elem_size, source, destination):
    _strided_view(destination.contents, elem_size)[...] = _strided_view(source.contents, elem_size)


def run(text: str, inputs: list, output_templates: list, function: str = "forward") -> list:
    """Runs `function` of the module `text` on `inputs` (numpy arrays); the results are written
    into fresh arrays shaped and typed like `output_templates`."""
    context = ir.Context()
    module = ir.Module.parse(text, context)
    with context:
        for op in module.body.operations:
            if op.operation.name == "func.func":
                op.attributes["llvm.emit_c_interface"] = ir.UnitAttr.get()
        passmanager.PassManager.parse(f"builtin.module({LOWERING})").run(module.operation)
        engine = ExecutionEngine(module, opt_level=2)
        engine.raw_register_runtime("memrefCopy", ctypes.cast(_memref_copy, ctypes.c_void_p))
    arrays = [np.ascontiguousarray(a) for a in inputs]
    outputs = [np.zeros_like(t) for t in output_templates]
    descriptors = [get_ranked_memref_descriptor(a) for a in arrays + outputs]
    engine.invoke(function, *[ctypes.pointer(ctypes.pointer(d)) for d in descriptors])
    return outputs


def parse_and_verify(text: str) -> ir.Module:
    """Parses and verifies `text` with MLIR (raises on invalid IR)."""
    module = ir.Module.parse(text, ir.Context())
    if not module.operation.verify():
        raise ValueError("module does not verify")
    return module
