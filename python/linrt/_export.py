"""linrt.export, linrt.compile and the torch.compile backend "linrt" (the `export` extra).

The route is torch-mlir's FX importer: torch.export, torch-mlir's decompositions, then its
torch-to-linalg pipelines (`fx.export_and_import(..., output_type="linalg-on-tensors")`).
FBGEMM's prepacked embedding bags (torch.ops.quantized.embedding_bag_byte_rowwise_offsets and
embedding_bag_4bit_rowwise_offsets), which torch-mlir does not lower, are decomposed into ops
it does (linrt._fbgemm), in a form linrt runs on its quantised bag kernels with the uint8 tables
as they are. With
external weights, the module's parameters and buffers are traced as trailing function
arguments (torch.func.functional_call) and those arguments are then rewritten into
`util.global` loads of `#stream.parameter.named<"model"::"name">` globals, whose tensors go to
weights.safetensors: the .mlir stays small, and linrt maps the weights instead of parsing them.
"""

from __future__ import annotations

import json
import os
import re
import struct
import tempfile
from typing import Any, Callable, Optional, Sequence

import numpy as np

import linrt

_SAFETENSORS_DTYPES = {
    "float32": "F32", "float64": "F64", "float16": "F16", "bfloat16": "BF16", "int64": "I64",
    "int32": "I32", "int16": "I16", "int8": "I8", "uint8": "U8", "bool": "BOOL",
}


def _import_torch():
    try:
        import torch
        from torch_mlir import fx
    except ImportError as e:  # the optional extra is missing
        raise ImportError("linrt.export needs torch and torch-mlir: pip install 'linrt[export]' "
                          f"({e})") from e
    return torch, fx


def _decomposition_table() -> dict:
    """torch-mlir's default decompositions and linrt's for FBGEMM's prepacked bags."""
    from torch_mlir.extras.fx_decomp_util import get_decomposition_table

    from linrt import _fbgemm
    table = dict(get_decomposition_table())
    table.update(_fbgemm.decompositions())
    return table


def _write_safetensors(path: str, tensors: dict) -> None:
    """The safetensors layout: u64 header size, JSON header padded to 8 bytes, then the tensors'
    bytes back to back. They go largest element first, so every tensor starts aligned to its
    element size and linrt maps it in place."""
    import torch
    header, blobs, offset = {}, [], 0
    order = sorted(tensors.items(), key=lambda kv: -kv[1].element_size())
    for name, t in order:
        t = t.detach().cpu().contiguous()
        dtype = _SAFETENSORS_DTYPES.get(str(t.dtype).removeprefix("torch."))
        if dtype is None:
            raise TypeError(f"linrt.export: weight {name!r} has element type {t.dtype}, which "
                            "safetensors files for linrt cannot hold")
        data = (t.view(torch.int16) if t.dtype == torch.bfloat16 else t).numpy().tobytes()
        header[name] = {"dtype": dtype, "shape": list(t.shape),
                        "data_offsets": [offset, offset + len(data)]}
        blobs.append(data)
        offset += len(data)
    text = json.dumps(header, separators=(",", ":")).encode()
    text += b" " * (-(len(text) + 8) % 8)
    tmp = path + ".tmp"
    with open(tmp, "wb") as f:
        f.write(struct.pack("<Q", len(text)))
        f.write(text)
        for b in blobs:
            f.write(b)
    os.replace(tmp, path)


def _externalise(text: str, func_name: str, num_inputs: int, names: Sequence[str]) -> str:
    """Turns the trailing `len(names)` arguments of @func_name into loads of parameter globals
    named after `names` (the state_dict keys)."""
    header = re.search(r"func\.func @" + re.escape(func_name) + r"\((.*?)\) -> ", text)
    if header is None:
        raise RuntimeError(f"linrt.export: no @{func_name} in torch-mlir's output")
    params = [p.strip() for p in re.split(r",\s*(?=%)", header.group(1))] if header.group(1) else []
    if len(params) != num_inputs + len(names):
        raise RuntimeError(f"linrt.export: @{func_name} has {len(params)} arguments, expected "
                           f"{num_inputs} inputs and {len(names)} weights")
    loads, globals_text = [], []
    for k, (param, name) in enumerate(zip(params[num_inputs:], names)):
        value, ptype = param.split(": ", 1)
        ptype = ptype.split(" {", 1)[0]  # drop argument attributes, if any
        globals_text.append(f'  util.global private @__linrt_param_{k} = '
                            f'#stream.parameter.named<"model"::{json.dumps(name)}> : {ptype}\n')
        loads.append(f"    {value} = util.global.load @__linrt_param_{k} : {ptype}\n")
    start, end = header.span(1)
    text = text[:start] + ", ".join(params[:num_inputs]) + text[end:]
    body = text.index("{\n", text.index("func.func @" + func_name)) + 2
    text = text[:body] + "".join(loads) + text[body:]
    module = re.search(r"module( attributes \{.*?\})? \{\n", text)
    if module is None:
        raise RuntimeError("linrt.export: no module in torch-mlir's output")
    return text[:module.end()] + "".join(globals_text) + text[module.end():]


def export(module, example_args: Sequence[Any], out_dir: "os.PathLike[str] | str",
           dynamic_shapes=None, external_weights: bool = True, func_name: str = "forward") -> str:
    """Exports `module` (a torch.nn.Module) traced with `example_args` to linalg-on-tensors.

    Writes out_dir/model.mlir and, with external_weights (the default), out_dir/weights.safetensors
    holding the parameters and buffers, read by the .mlir as #stream.parameter.named<"model"::...>
    globals. Without it the weights are inline dense_resource constants of the .mlir.
    dynamic_shapes is torch.export's, one entry per example argument (a tuple, or a dict keyed
    by forward's argument names), e.g. ({0: torch.export.Dim("batch")},).
    Returns out_dir; linrt.Model(out_dir) and `linrt-run out_dir` load it with its weights bound.
    The module is traced in its current mode: call module.eval() first for inference.
    """
    torch, fx = _import_torch()
    out_dir = os.fspath(out_dir)
    os.makedirs(out_dir, exist_ok=True)
    example_args = tuple(example_args)
    if isinstance(dynamic_shapes, dict):
        import inspect
        names = list(inspect.signature(module.forward).parameters)
        dynamic_shapes = tuple(dynamic_shapes.get(n) for n in names[:len(example_args)])
    weights = {}
    if external_weights:
        weights = dict(module.named_parameters())
        weights.update(dict(module.named_buffers()))
    if weights:
        names = tuple(weights)
        num_inputs = len(example_args)

        class _WeightsAsArguments(torch.nn.Module):
            def __init__(self, inner):
                super().__init__()
                self.inner = inner

            def forward(self, *args):
                state = dict(zip(names, args[num_inputs:]))
                return torch.func.functional_call(self.inner, state, args[:num_inputs])

        traced = _WeightsAsArguments(module)
        args = example_args + tuple(weights[n].detach() for n in names)
        if dynamic_shapes is not None:
            dynamic_shapes = (tuple(dynamic_shapes) + (None,) * len(names),)
    else:
        traced, args = module, example_args
        if dynamic_shapes is not None:
            dynamic_shapes = tuple(dynamic_shapes)
    mlir = fx.export_and_import(traced, *args, output_type="linalg-on-tensors",
                                func_name=func_name, dynamic_shapes=dynamic_shapes,
                                decomposition_table=_decomposition_table())
    text = str(mlir)
    if weights:
        text = _externalise(text, func_name, len(example_args), names)
        _write_safetensors(os.path.join(out_dir, "weights.safetensors"), weights)
    else:
        stale = os.path.join(out_dir, "weights.safetensors")
        if os.path.exists(stale):
            os.remove(stale)
    with open(os.path.join(out_dir, "model.mlir"), "w") as f:
        f.write(text)
    return out_dir


class _Compiled:
    """A callable running an exported model through linrt: torch tensors in and out."""

    def __init__(self, model: "linrt.Model", threads: int, single: bool):
        self.model = model
        self.session = model.session(threads=threads)
        self.single = single

    def __call__(self, *args):
        import torch
        inputs = [a.detach() if isinstance(a, torch.Tensor) else a for a in args]
        outs = [torch.from_numpy(o) for o in self.session.run(*inputs)]
        return outs[0] if self.single else tuple(outs)


def compile(module, example_args: Sequence[Any], threads: int = 0, dynamic_shapes=None,
            out_dir: Optional[str] = None) -> Callable:
    """Exports `module` with `example_args` (see export) and returns a callable that takes torch
    tensors and returns torch tensors (one, or a tuple when the module returns several), run
    by linrt. The tensors returned share linrt's result memory (torch.from_numpy, no copy)."""
    torch, _ = _import_torch()
    example_args = tuple(example_args)
    with torch.no_grad():
        result = module(*example_args)
    single = isinstance(result, torch.Tensor)
    if out_dir is None:
        with tempfile.TemporaryDirectory(prefix="linrt-compile-") as tmp:
            export(module, example_args, tmp, dynamic_shapes=dynamic_shapes)
            model = linrt.Model(tmp)  # the weights file stays mapped after the folder goes
    else:
        export(module, example_args, out_dir, dynamic_shapes=dynamic_shapes)
        model = linrt.Model(out_dir)
    return _Compiled(model, threads, single)


def dynamo_backend(gm, example_inputs):
    """torch.compile(module, backend="linrt"): each FX graph dynamo captures goes to linalg
    through torch-mlir and runs on linrt; a graph that does not export or load (an op torch-mlir
    or linrt lacks, non-tensor inputs) runs eagerly, as do the pieces between graph breaks."""
    import torch
    if not all(isinstance(t, torch.Tensor) for t in example_inputs):
        return gm.forward
    try:
        with tempfile.TemporaryDirectory(prefix="linrt-dynamo-") as tmp:
            export(gm, tuple(example_inputs), tmp, external_weights=False)
            model = linrt.Model(tmp)
    except Exception:  # noqa: BLE001 - any export or load failure means eager for this graph
        return gm.forward
    session = model.session()

    def run(*args):
        outs = session.run(*[a.detach() for a in args])
        return tuple(torch.from_numpy(o) for o in outs)

    run.linrt_model = model
    return run
