"""Writes tests/conformance/linalg_named_*.mlir: IREE e2e-style functions that build inputs with
util.unfoldable_constant, run one linalg named op (conv, pooling, matmul family, softmax,
pack/unpack, quantized matmul) and check the result against a constant.

The expected constants come from numpy and PyTorch (float64, then rounded to the result type),
never from linrt. Where MLIR's own CPU pipeline can run the op (tools/export/mlir_jit.py), each
case is also JIT-compiled from the very same op text and its result must match the expected
constant, so the files state what MLIR computes, layout conventions included.

    /tmp/exportvenv/bin/python tools/export/linalg_named_conformance.py [--no-jit]
"""

import os
import sys

import numpy as np
import torch
import torch.nn.functional as F

HERE = os.path.dirname(os.path.abspath(__file__))
OUT_DIR = os.path.join(HERE, "..", "..", "tests", "conformance")
sys.path.insert(0, HERE)

NP_TYPES = {"f32": np.float32, "f64": np.float64, "f16": np.float16, "i8": np.int8,
            "i16": np.int16, "i32": np.int32, "i64": np.int64}
rng = np.random.default_rng(20261129)


# ---------------------------------------------------------------------------------------------
# MLIR text

def fmt_scalar(v, elem):
    if elem.startswith("i"):
        return str(int(v))
    s = "%.9g" % float(v)
    if "e" in s and "." not in s.split("e")[0]:
        m, e = s.split("e")
        s = m + ".0e" + e
    elif "e" not in s and "." not in s and "n" not in s:
        s += ".0"
    return s


def dense(a, elem):
    a = np.asarray(a)
    if a.ndim == 0:
        return fmt_scalar(a, elem)
    return "[" + ", ".join(dense(x, elem) for x in a) + "]"


def ttype(shape, elem):
    return "tensor<" + "".join(f"{d}x" for d in shape) + elem + ">"


class Case:
    """One test function. `body` is MLIR that uses %in0, %in1, ... and defines %r; the same body
    runs in the conformance file (inputs from util.unfoldable_constant) and under the MLIR JIT
    (inputs as function arguments)."""

    # How MLIR's own tools check the case: "run" (JIT-compile and compare results), "verify"
    # (parse and verify only: the JIT pipeline does not lower the op), or "older" (an op name
    # current MLIR no longer has; checked against numpy only).
    def __init__(self, name, comment, inputs, body, expected, result_elem, mlir="run"):
        self.name, self.comment, self.body = name, comment, body
        self.inputs = [(np.array(a, order="C"), e) for a, e in inputs]  # [(array, elem)]
        self.expected = np.array(expected, order="C")
        self.result_elem = result_elem
        self.mlir = mlir

    def result_type(self):
        return ttype(self.expected.shape, self.result_elem)

    def conformance_text(self):
        lines = [f"// {c}" for c in self.comment.split("\n")] + [f"func.func @{self.name}() {{"]
        for i, (a, elem) in enumerate(self.inputs):
            lines.append(f"  %in{i} = util.unfoldable_constant dense<{dense(a, elem)}> : "
                         f"{ttype(a.shape, elem)}")
        lines += ["  " + l for l in self.body.strip().split("\n")]
        check = "expect_eq_const" if self.result_elem.startswith("i") else "expect_almost_eq_const"
        rt = self.result_type()
        lines.append(f"  check.{check}(%r, dense<{dense(self.expected, self.result_elem)}> : {rt}) : {rt}")
        lines += ["  return", "}"]
        return "\n".join(lines)

    def jit_text(self, preamble):
        args = ", ".join(f"%in{i}: {ttype(a.shape, e)}" for i, (a, e) in enumerate(self.inputs))
        body = "\n".join("  " + l for l in self.body.strip().split("\n"))
        return (f"{preamble}\nfunc.func @forward({args}) -> {self.result_type()} {{\n{body}\n"
                f"  return %r : {self.result_type()}\n}}\n")


def window_attrs(stride, dilation, container):
    """strides/dilations as MLIR prints them: a splat when all entries agree, else a list."""
    def one(v):
        v = list(v)
        return f"dense<{v[0] if len(set(v)) == 1 else v}> : {container}<{len(v)}xi64>"
    return f"{{dilations = {one(dilation)}, strides = {one(stride)}}}"


def zeros_init(shape, elem, value="0.0", name="%init"):
    """tensor.empty filled with `value`: the usual outs of a named op."""
    if elem.startswith("i") and value == "0.0":
        value = "0"
    t = ttype(shape, elem)
    return (f"%empty = tensor.empty() : {t}\n"
            f"%fill_value = arith.constant {value} : {elem}\n"
            f"{name} = linalg.fill ins(%fill_value : {elem}) outs(%empty : {t}) -> {t}")


def decimals(shape, lo=-2.0, hi=2.0, step=0.25):
    """Random multiples of `step`: exact in f16, f32 and f64."""
    n = int(round((hi - lo) / step))
    return (lo + step * rng.integers(0, n + 1, size=shape)).astype(np.float64)


def ints(shape, lo, hi):
    return rng.integers(lo, hi + 1, size=shape).astype(np.int64)


def wrap(a, elem):
    return np.asarray(a, dtype=np.int64).astype(NP_TYPES[elem])


# ---------------------------------------------------------------------------------------------
# Oracles (numpy / PyTorch, float64)

def torch_conv(x, w, stride, dilation, groups=1):
    """NCHW input, FCHW (F, C/groups, ...) weights, no padding; 1-3 spatial dims."""
    fn = {3: F.conv1d, 4: F.conv2d, 5: F.conv3d}[x.ndim]
    return fn(torch.from_numpy(np.asarray(x, np.float64)), torch.from_numpy(np.asarray(w, np.float64)),
              stride=stride, dilation=dilation, groups=groups).numpy()


def naive_pool(x, window, stride, dilation, reduce, init):
    """NCHW (any number of spatial dims) pooling from the definition, with an initial value."""
    x = np.asarray(x, np.float64)
    spatial = x.shape[2:]
    out_sp = [(s - d * (k - 1) - 1) // st + 1 for s, k, st, d in zip(spatial, window, stride, dilation)]
    out = np.full(x.shape[:2] + tuple(out_sp), init, np.float64)
    for o in np.ndindex(*out_sp):
        vals = [out[(slice(None), slice(None)) + o]]
        for k in np.ndindex(*window):
            idx = tuple(oi * st + ki * d for oi, ki, st, d in zip(o, k, stride, dilation))
            vals.append(x[(slice(None), slice(None)) + idx])
        out[(slice(None), slice(None)) + o] = reduce(np.stack(vals), axis=0)
    return out


def pack_np(x, inner_dims_pos, inner_tiles, outer_dims_perm, pad):
    x = np.asarray(x)
    rank = x.ndim
    padded_shape = list(x.shape)
    for d, t in zip(inner_dims_pos, inner_tiles):
        padded_shape[d] = -(-x.shape[d] // t) * t
    p = np.full(padded_shape, pad, x.dtype)
    p[tuple(slice(0, s) for s in x.shape)] = x
    # Split each tiled dim d into (outer, tile); tile dims go last in inner_dims_pos order.
    shape, axes_outer, tile_axes = [], [], {}
    for d in range(rank):
        if d in inner_dims_pos:
            t = inner_tiles[inner_dims_pos.index(d)]
            shape += [padded_shape[d] // t, t]
            axes_outer.append(len(shape) - 2)
            tile_axes[d] = len(shape) - 1
        else:
            shape.append(padded_shape[d])
            axes_outer.append(len(shape) - 1)
    r = p.reshape(shape)
    perm = outer_dims_perm or list(range(rank))
    order = [axes_outer[d] for d in perm] + [tile_axes[d] for d in inner_dims_pos]
    return np.ascontiguousarray(r.transpose(order))


# ---------------------------------------------------------------------------------------------
# Cases

def conv_case(name, comment, x, w, layouts, stride, dilation, elem="f32", out_elem=None,
              groups=1, init=None, op=None, default_attrs=False):
    """x in NC<spatial>, w in F(C/groups)<spatial> (PyTorch order); `layouts` turns them and the
    NF<spatial> result into the op's operand layouts. `init` (NF<spatial>) becomes the outs
    operand; without it the outs are zeros. `default_attrs` leaves out strides and dilations
    (both default to 1)."""
    out_elem = out_elem or elem
    y = torch_conv(x, w, stride, dilation, groups)
    if init is not None:
        y = y + init
    xp, wp, yp = layouts(x, w, y)
    attrs = "" if default_attrs else " " + window_attrs(stride, dilation, "tensor")
    yt = ttype(yp.shape, out_elem)
    inputs = [(xp, elem), (wp, elem)]
    if init is None:
        pre, init_name = zeros_init(yp.shape, out_elem) + "\n", "%init"
    else:
        inputs.append((layouts(x, w, init)[2], out_elem))
        pre, init_name = "", "%in2"
    body = pre + (
        f"%r = linalg.{op or name}{attrs} ins(%in0, %in1 : {ttype(xp.shape, elem)}, "
        f"{ttype(wp.shape, elem)}) outs({init_name} : {yt}) -> {yt}")
    expected = wrap(yp, out_elem) if out_elem.startswith("i") else yp.astype(NP_TYPES[out_elem])
    return Case(name, comment, [(np.asarray(a).astype(NP_TYPES[e]), e) for a, e in inputs],
                body, expected, out_elem)


def nchw(x, w, y):
    return x, w, y


def nhwc_hwcf(x, w, y):
    return x.transpose(0, 2, 3, 1), w.transpose(2, 3, 1, 0), y.transpose(0, 2, 3, 1)


def nhwc_fhwc(x, w, y):
    return x.transpose(0, 2, 3, 1), w.transpose(0, 2, 3, 1), y.transpose(0, 2, 3, 1)


def conv_cases():
    cases = []
    x = np.arange(1, 17, dtype=np.float64).reshape(1, 1, 4, 4)
    cases.append(conv_case(
        "conv_2d_nchw_fchw_stride2", "Hand-worked: a 2x2 all-ones filter with stride 2 sums the four\n"
        "disjoint 2x2 blocks of 1..16: [[14, 22], [46, 54]].",
        x, np.ones((1, 1, 2, 2)), nchw, (2, 2), (1, 1), op="conv_2d_nchw_fchw"))
    x = np.arange(25, dtype=np.float64).reshape(1, 1, 5, 5)
    cases.append(conv_case(
        "conv_2d_nchw_fchw_dilation2", "Hand-worked: x = 5r + c, taps (0,0) (0,2) (2,0) (2,2) of an all-ones\n"
        "2x2 filter with dilation 2: out[i][j] = 4 (5i + j) + 24.",
        x, np.ones((1, 1, 2, 2)), nchw, (1, 1), (2, 2), op="conv_2d_nchw_fchw"))
    cases.append(conv_case(
        "conv_2d_nchw_fchw_batch2_nonsquare", "Batch 2, 3 -> 4 channels, 3x2 filter, stride (2, 1), dilation (1, 2).",
        decimals((2, 3, 7, 6)), decimals((4, 3, 3, 2)), nchw, (2, 1), (1, 2), op="conv_2d_nchw_fchw"))
    cases.append(conv_case(
        "conv_2d_nchw_fchw_1x1_5ch", "1x1 filter over 5 channels: a per-pixel matrix product. No strides\n"
        "or dilations attributes: both default to 1.",
        decimals((1, 5, 3, 4)), decimals((3, 5, 1, 1)), nchw, (1, 1), (1, 1), op="conv_2d_nchw_fchw",
        default_attrs=True))
    init = decimals((1, 2, 3, 3))
    cases.append(conv_case(
        "conv_2d_nchw_fchw_accumulates", "The outs operand is the accumulator: out = init + conv.",
        decimals((1, 1, 5, 5)), decimals((2, 1, 3, 3)), nchw, (1, 1), (1, 1), init=init,
        op="conv_2d_nchw_fchw"))
    cases.append(conv_case(
        "conv_2d_nhwc_hwcf", "Channels last, HWCF filter: batch 2, 3 -> 2 channels, 3x3, stride 2.",
        decimals((2, 3, 7, 7)), decimals((2, 3, 3, 3)), nhwc_hwcf, (2, 2), (1, 1), op="conv_2d_nhwc_hwcf"))
    cases.append(conv_case(
        "conv_2d_nhwc_fhwc", "Channels last, FHWC filter: 2 -> 3 channels, 2x3 filter, dilation 2.",
        decimals((1, 2, 6, 8)), decimals((3, 2, 2, 3)), nhwc_fhwc, (1, 1), (2, 2), op="conv_2d_nhwc_fhwc"))
    # Grouped: PyTorch's groups=2 as torch-mlir lowers it (NGCHW input, GFCHW filter).
    x, w = decimals((2, 4, 5, 5)), decimals((6, 2, 3, 3))

    def ngchw_gfchw(x, w, y):
        return (x.reshape(x.shape[0], 2, -1, *x.shape[2:]), w.reshape(2, -1, *w.shape[1:]),
                y.reshape(y.shape[0], 2, -1, *y.shape[2:]))

    def ngchw_fgchw(x, w, y):
        xg, wg, yg = ngchw_gfchw(x, w, y)
        return xg, wg.transpose(1, 0, 2, 3, 4), yg

    cases.append(conv_case(
        "conv_2d_ngchw_gfchw", "Grouped convolution (2 groups, 2 -> 3 channels each), stride 2,\n"
        "as torch-mlir lowers Conv2d(groups=2).",
        x, w, ngchw_gfchw, (2, 2), (1, 1), groups=2, op="conv_2d_ngchw_gfchw"))
    cases.append(conv_case(
        "conv_2d_ngchw_fgchw", "Grouped convolution with the FGCHW filter layout.",
        x, w, ngchw_fgchw, (1, 1), (1, 1), groups=2, op="conv_2d_ngchw_fgchw"))
    cases.append(conv_case(
        "conv_2d_nchw_fchw_i8_i32", "i8 inputs sign-extended to an i32 accumulator; sums exceed the i8 range.",
        ints((1, 3, 4, 4), -100, 100), ints((2, 3, 2, 2), -100, 100), nchw, (1, 1), (1, 1),
        elem="i8", out_elem="i32", op="conv_2d_nchw_fchw"))
    cases.append(conv_case(
        "conv_2d_nchw_fchw_f16", "f16 inputs and output (values exact in f16, sums rounded once).",
        decimals((1, 2, 4, 4), -1, 1, 0.125), decimals((2, 2, 2, 2), -1, 1, 0.25), nchw, (1, 1), (1, 1),
        elem="f16", op="conv_2d_nchw_fchw"))
    cases.append(conv_case(
        "conv_1d_ncw_fcw", "1-d convolution (torch-mlir's Conv1d), stride 2, dilation 2.",
        decimals((2, 3, 11)), decimals((4, 3, 3)), nchw, (2,), (2,), op="conv_1d_ncw_fcw"))

    def nwc_wcf(x, w, y):
        return x.transpose(0, 2, 1), w.transpose(2, 1, 0), y.transpose(0, 2, 1)

    cases.append(conv_case(
        "conv_1d_nwc_wcf", "1-d convolution, channels last.",
        decimals((1, 2, 6)), decimals((3, 2, 2)), nwc_wcf, (1,), (1,), op="conv_1d_nwc_wcf"))
    cases.append(conv_case(
        "conv_3d_ncdhw_fcdhw", "3-d convolution (torch-mlir's Conv3d), stride (1, 2, 1).",
        decimals((1, 2, 4, 5, 4)), decimals((2, 2, 2, 2, 3)), nchw, (1, 2, 1), (1, 1, 1),
        op="conv_3d_ncdhw_fcdhw"))

    def ndhwc_dhwcf(x, w, y):
        return x.transpose(0, 2, 3, 4, 1), w.transpose(2, 3, 4, 1, 0), y.transpose(0, 2, 3, 4, 1)

    cases.append(conv_case(
        "conv_3d_ndhwc_dhwcf", "3-d convolution, channels last, dilation 2 in depth.",
        decimals((1, 2, 5, 3, 3)), decimals((3, 2, 2, 2, 2)), ndhwc_dhwcf, (1, 1, 1), (2, 1, 1),
        op="conv_3d_ndhwc_dhwcf"))
    return cases


def depthwise_cases():
    cases = []

    def chw(x, w, y):
        return x, w.reshape(w.shape[0], *w.shape[2:]), y

    def nhwc_hwc(x, w, y):
        return x.transpose(0, 2, 3, 1), w[:, 0].transpose(1, 2, 0), y.transpose(0, 2, 3, 1)

    c = 3
    cases.append(conv_case(
        "depthwise_conv_2d_nchw_chw", "Depthwise 3x3 over 3 channels, as torch-mlir lowers Conv2d(groups=C).",
        decimals((1, c, 6, 6)), decimals((c, 1, 3, 3)), chw, (1, 1), (1, 1), groups=c,
        op="depthwise_conv_2d_nchw_chw"))
    c = 5
    cases.append(conv_case(
        "depthwise_conv_2d_nhwc_hwc", "Depthwise, channels last, 5 channels, batch 2, stride 2, dilation 2.",
        decimals((2, c, 9, 8)), decimals((c, 1, 2, 3)), nhwc_hwc, (2, 2), (2, 2), groups=c,
        op="depthwise_conv_2d_nhwc_hwc"))

    # hwcm: output channel c*M + m of PyTorch's grouped conv uses filter[kh][kw][c][m].
    def nhwc_hwcm(x, w, y):
        cm = w.shape[0]
        ch = x.shape[1]
        m = cm // ch
        return (x.transpose(0, 2, 3, 1), w[:, 0].reshape(ch, m, *w.shape[2:]).transpose(2, 3, 0, 1),
                y.reshape(y.shape[0], ch, m, *y.shape[2:]).transpose(0, 3, 4, 1, 2))

    cases.append(conv_case(
        "depthwise_conv_2d_nhwc_hwcm", "Depthwise with a channel multiplier: 2 channels x 3 outputs each.",
        decimals((1, 2, 5, 4)), decimals((6, 1, 2, 2)), nhwc_hwcm, (1, 1), (1, 1), groups=2,
        op="depthwise_conv_2d_nhwc_hwcm"))

    def nwc_wc(x, w, y):
        return x.transpose(0, 2, 1), w[:, 0].transpose(1, 0), y.transpose(0, 2, 1)

    cases.append(conv_case(
        "depthwise_conv_1d_nwc_wc", "1-d depthwise, channels last.",
        decimals((1, 3, 7)), decimals((3, 1, 3)), nwc_wc, (2,), (1,), groups=3,
        op="depthwise_conv_1d_nwc_wc"))
    return cases


def quantized_conv_cases():
    cases = []
    x, w = ints((1, 3, 5, 5), -128, 127), ints((2, 3, 3, 3), -128, 127)
    izp, wzp = 7, -3
    y = torch_conv(x - izp, w - wzp, (2, 2), (1, 1))
    xp, wp, yp = nhwc_hwcf(x, w, y)
    yt = ttype(yp.shape, "i32")
    body = zeros_init(yp.shape, "i32") + (
        f"\n%izp = arith.constant {izp} : i32\n%wzp = arith.constant {wzp} : i32\n"
        f"%r = linalg.conv_2d_nhwc_hwcf_q {{dilations = dense<1> : tensor<2xi64>, strides = dense<2> : tensor<2xi64>}} "
        f"ins(%in0, %in1, %izp, %wzp : {ttype(xp.shape, 'i8')}, {ttype(wp.shape, 'i8')}, i32, i32) "
        f"outs(%init : {yt}) -> {yt}")
    cases.append(Case("conv_2d_nhwc_hwcf_q", "Quantized convolution: (x - 7) * (w + 3) summed in i32.",
                      [(xp.astype(np.int8), "i8"), (wp.astype(np.int8), "i8")], body, wrap(yp, "i32"), "i32"))
    x, w = ints((1, 2, 4, 4), -128, 127), ints((2, 1, 2, 2), -128, 127)
    izp, wzp = -5, 9
    y = torch_conv(x - izp, w - wzp, (1, 1), (1, 1), groups=2)
    xp, wp, yp = x.transpose(0, 2, 3, 1), w[:, 0].transpose(1, 2, 0), y.transpose(0, 2, 3, 1)
    yt = ttype(yp.shape, "i32")
    body = zeros_init(yp.shape, "i32") + (
        f"\n%izp = arith.constant {izp} : i32\n%wzp = arith.constant {wzp} : i32\n"
        f"%r = linalg.depthwise_conv_2d_nhwc_hwc_q {{dilations = dense<1> : tensor<2xi64>, strides = dense<1> : tensor<2xi64>}} "
        f"ins(%in0, %in1, %izp, %wzp : {ttype(xp.shape, 'i8')}, {ttype(wp.shape, 'i8')}, i32, i32) "
        f"outs(%init : {yt}) -> {yt}")
    cases.append(Case("depthwise_conv_2d_nhwc_hwc_q", "Quantized depthwise convolution, zero points -5 and 9.",
                      [(xp.astype(np.int8), "i8"), (wp.astype(np.int8), "i8")], body, wrap(yp, "i32"), "i32"))
    return cases


def pool_case(name, comment, x, window, stride, dilation, kind, layout, elem="f32", out_elem=None,
              init=None, op=None, in_values=None):
    out_elem = out_elem or elem
    reduce = {"sum": np.sum, "max": np.max, "min": np.min}[kind]
    if init is None:
        init = {"sum": 0.0, "max": -np.inf, "min": np.inf}[kind]
    src = x if in_values is None else in_values  # values after the cast to the output type
    y = naive_pool(src, window, stride, dilation, reduce, init)
    perm = list(range(x.ndim)) if layout.startswith("nc") else [0] + list(range(2, x.ndim)) + [1]
    xp, yp = x.transpose(perm), y.transpose(perm)
    yt = ttype(yp.shape, out_elem)
    if out_elem.startswith("f"):
        init_text = {np.inf: "0x7F800000", -np.inf: "0xFF800000"}.get(init, fmt_scalar(init, out_elem))
        if out_elem != "f32" and init_text.startswith("0x"):
            init_text = {"f16": {"0x7F800000": "0x7C00", "0xFF800000": "0xFC00"},
                         "f64": {"0x7F800000": "0x7FF0000000000000", "0xFF800000": "0xFFF0000000000000"}
                         }[out_elem][init_text]
    else:
        init_text = str(int(init))
    body = zeros_init(yp.shape, out_elem, init_text) + (
        f"\n%window = tensor.empty() : {ttype(window, out_elem)}\n"
        f"%r = linalg.{op or name} {window_attrs(stride, dilation, 'vector')} "
        f"ins(%in0, %window : {ttype(xp.shape, elem)}, {ttype(window, out_elem)}) outs(%init : {yt}) -> {yt}")
    expected = wrap(yp, out_elem) if out_elem.startswith("i") else yp.astype(NP_TYPES[out_elem])
    return Case(name, comment, [(xp.astype(NP_TYPES[elem]), elem)], body, expected, out_elem)


def pooling_cases():
    cases = []
    x = np.arange(1, 17, dtype=np.float64).reshape(1, 1, 4, 4)
    cases.append(pool_case("pooling_nchw_max_hand", "Hand-worked: 2x2 max with stride 2 over 1..16 is [[6, 8], [14, 16]].",
                           x, (2, 2), (2, 2), (1, 1), "max", "nchw", op="pooling_nchw_max"))
    cases.append(pool_case("pooling_nchw_sum_hand", "Hand-worked: 2x2 sums with stride 2 over 1..16 are [[14, 22], [46, 54]].",
                           x, (2, 2), (2, 2), (1, 1), "sum", "nchw", op="pooling_nchw_sum"))
    cases.append(pool_case("pooling_nchw_max", "3x3 max, stride 2, as torch-mlir lowers max_pool2d (outs filled with -inf).",
                           decimals((2, 3, 7, 7)), (3, 3), (2, 2), (1, 1), "max", "nchw"))
    cases.append(pool_case("pooling_nchw_sum", "2x3 window sum, stride (1, 2), dilation (2, 1).",
                           decimals((1, 2, 6, 7)), (2, 3), (1, 2), (2, 1), "sum", "nchw"))
    cases.append(pool_case("pooling_nhwc_max", "Channels-last max with dilation 2.",
                           decimals((1, 3, 6, 6)), (2, 2), (1, 1), (2, 2), "max", "nhwc"))
    cases.append(pool_case("pooling_nhwc_sum", "Channels-last sum, stride 2, batch 2.",
                           decimals((2, 2, 5, 5)), (3, 3), (2, 2), (1, 1), "sum", "nhwc"))
    cases.append(pool_case("pooling_nhwc_min", "Channels-last min.",
                           decimals((1, 2, 4, 5)), (2, 2), (2, 1), (1, 1), "min", "nhwc"))
    cases.append(pool_case("pooling_nchw_max_i32", "Integer max pooling, outs filled with INT32_MIN.",
                           ints((1, 2, 5, 5), -1000, 1000), (2, 2), (1, 1), (1, 1), "max", "nchw",
                           elem="i32", init=-2**31, op="pooling_nchw_max"))
    xi = ints((1, 1, 3, 4), -128, 127)
    xi[0, 0, 0, 0] = -1  # 255 when read as unsigned: the largest value of its window
    cases.append(pool_case("pooling_nhwc_max_unsigned", "Unsigned max: i8 inputs zero-extended to i32 (-1 reads as 255).",
                           xi, (2, 2), (1, 2), (1, 1), "max", "nhwc", elem="i8", out_elem="i32", init=0,
                           in_values=xi & 0xFF))
    cases.append(pool_case("pooling_ncw_max", "1-d max pooling (torch-mlir's max_pool1d keeps it 2-d; this is the 1-d op).",
                           decimals((1, 2, 9)), (3,), (2,), (1,), "max", "ncw"))
    cases.append(pool_case("pooling_ndhwc_sum", "3-d channels-last sum (torch-mlir's avg_pool3d, before the division).",
                           decimals((1, 2, 4, 4, 4)), (2, 2, 2), (2, 2, 2), (1, 1, 1), "sum", "ndhwc"))
    cases.append(pool_case("pooling_nchw_max_f16", "f16 max pooling.",
                           decimals((1, 1, 4, 4)), (2, 2), (2, 2), (1, 1), "max", "nchw", elem="f16",
                           op="pooling_nchw_max"))
    return cases


def mm_case(name, comment, a, b, a_elem, out_elem, op, expected, extra_attrs="", init=None,
            mlir="run"):
    at, bt = ttype(a.shape, a_elem), ttype(b.shape, a_elem)
    yt = ttype(expected.shape, out_elem)
    inputs = [(a.astype(NP_TYPES[a_elem]), a_elem), (b.astype(NP_TYPES[a_elem]), a_elem)]
    if init is None:
        pre = zeros_init(expected.shape, out_elem) + "\n"
        init_name = "%init"
    else:
        inputs.append((init.astype(NP_TYPES[out_elem]), out_elem))
        pre, init_name = "", "%in2"
    body = pre + f"%r = linalg.{op}{extra_attrs} ins(%in0, %in1 : {at}, {bt}) outs({init_name} : {yt}) -> {yt}"
    exp = wrap(expected, out_elem) if out_elem.startswith("i") else expected.astype(NP_TYPES[out_elem])
    return Case(name, comment, inputs, body, exp, out_elem, mlir)


MAP3 = ("affine_map<(d0, d1, d2) -> ({a})>, affine_map<(d0, d1, d2) -> ({b})>, "
        "affine_map<(d0, d1, d2) -> (d0, d1)>")


def matmul_cases():
    cases = []
    a = np.array([[1, 2, 3], [4, 5, 6]], np.float64)
    b = np.array([[7, 8], [9, 10], [11, 12]], np.float64)
    cases.append(mm_case("matmul_hand", "Hand-worked: [[1 2 3] [4 5 6]] x [[7 8] [9 10] [11 12]] = [[58 64] [139 154]].",
                         a, b, "f32", "f32", "matmul", a @ b))
    a, b, c = decimals((4, 5)), decimals((5, 3)), decimals((4, 3))
    cases.append(mm_case("matmul_accumulates", "f32 matmul added to a non-zero outs operand.",
                         a, b, "f32", "f32", "matmul", c + a @ b, init=c))
    a, b = ints((3, 8), -128, 127), ints((8, 2), -128, 127)
    cases.append(mm_case("matmul_i8_i32", "i8 x i8 sign-extended and accumulated in i32.",
                         a, b, "i8", "i32", "matmul", a @ b))
    cases.append(mm_case("matmul_i8_i16_wraps", "An i16 accumulator wraps modulo 2^16, as arith.muli/addi do.",
                         a, b, "i8", "i16", "matmul", a @ b))
    a, b = decimals((3, 4), -1, 1, 0.125), decimals((4, 2), -1, 1, 0.25)
    cases.append(mm_case("matmul_f16", "f16 matmul (values exact in f16).", a, b, "f16", "f16", "matmul", a @ b))
    a, b = ints((2, 3), -128, 127), ints((3, 2), -128, 127)
    a[0, 0] = -1
    cases.append(mm_case("matmul_cast_unsigned", "cast_unsigned zero-extends the i8 inputs (-1 reads as 255).",
                         a, b, "i8", "i32", "matmul", (a & 0xFF) @ (b & 0xFF),
                         extra_attrs=" {cast = #linalg.type_fn<cast_unsigned>}"))
    a, b = decimals((4, 3)), decimals((4, 5))
    cases.append(mm_case("matmul_indexing_maps_transpose_a",
                         "matmul with indexing_maps reading A transposed (the form that replaced matmul_transpose_a).",
                         a, b, "f32", "f32", "matmul", a.T @ b,
                         extra_attrs=" indexing_maps = [" + MAP3.format(a="d2, d0", b="d2, d1") + "]"))
    a, b = decimals((3, 4)), decimals((5, 4))
    cases.append(mm_case("matmul_indexing_maps_transpose_b", "matmul with indexing_maps reading B transposed.",
                         a, b, "f32", "f32", "matmul", a @ b.T,
                         extra_attrs=" indexing_maps = [" + MAP3.format(a="d0, d2", b="d1, d2") + "]"))
    a, b = decimals((4,)), decimals((4, 3))
    cases.append(mm_case("matmul_indexing_maps_broadcast_a", "matmul with indexing_maps broadcasting a vector A over the rows.",
                         a, b, "f32", "f32", "matmul", np.broadcast_to(a @ b, (2, 3)),
                         extra_attrs=" indexing_maps = [" + MAP3.format(a="d2", b="d2, d1") + "]"))
    a, b = decimals((4, 3)), decimals((4, 5))
    cases.append(mm_case("matmul_transpose_a", "The older named op matmul_transpose_a: C = A^T B.",
                         a, b, "f32", "f32", "matmul_transpose_a", a.T @ b, mlir="older"))
    a, b = decimals((3, 4)), decimals((5, 4))
    cases.append(mm_case("matmul_transpose_b", "The older named op matmul_transpose_b: C = A B^T.",
                         a, b, "f32", "f32", "matmul_transpose_b", a @ b.T, mlir="older"))
    a, b = decimals((2, 3, 4)), decimals((2, 4, 5))
    cases.append(mm_case("batch_matmul", "batch_matmul (torch.bmm).", a, b, "f32", "f32", "batch_matmul", a @ b))
    a, b = decimals((2, 3, 4)), decimals((2, 5, 4))
    cases.append(mm_case("batch_matmul_transpose_b", "The older named op batch_matmul_transpose_b.",
                         a, b, "f32", "f32", "batch_matmul_transpose_b", a @ b.transpose(0, 2, 1), mlir="older"))
    a, b = decimals((3, 2, 4)), decimals((3, 4, 2))
    cases.append(mm_case("batch_reduce_matmul", "batch_reduce_matmul sums the batch of products into one matrix.",
                         a, b, "f32", "f32", "batch_reduce_matmul", (a @ b).sum(axis=0)))
    a, x = decimals((3, 4)), decimals((4,))
    cases.append(mm_case("matvec", "matvec: y = A x.", a, x, "f32", "f32", "matvec", a @ x))
    y, a = decimals((3,)), decimals((3, 4))
    cases.append(mm_case("vecmat", "vecmat: x = y^T A.", y, a, "f32", "f32", "vecmat", y @ a))
    a, x = decimals((2, 3, 4)), decimals((2, 4))
    cases.append(mm_case("batch_matvec", "batch_matvec.", a, x, "f32", "f32", "batch_matvec",
                         np.einsum("bmk,bk->bm", a, x)))
    y, a = decimals((2, 3)), decimals((2, 3, 4))
    cases.append(mm_case("batch_vecmat", "batch_vecmat.", y, a, "f32", "f32", "batch_vecmat",
                         np.einsum("bk,bkn->bn", y, a)))
    a, b = ints((6,), -50, 50), ints((6,), -50, 50)
    cases.append(mm_case("dot_i32", "dot of two i32 vectors into a rank-0 tensor.", a, b, "i32", "i32", "dot",
                         np.array(a @ b)))

    # Dynamic batch: inputs cast to tensor<?x...>, outs sized from tensor.dim.
    a, b = decimals((3, 2, 4)), decimals((3, 4, 5))
    body = """%ad = tensor.cast %in0 : tensor<3x2x4xf32> to tensor<?x2x4xf32>
%bd = tensor.cast %in1 : tensor<3x4x5xf32> to tensor<?x4x5xf32>
%c0 = arith.constant 0 : index
%batch = tensor.dim %ad, %c0 : tensor<?x2x4xf32>
%empty = tensor.empty(%batch) : tensor<?x2x5xf32>
%zero = arith.constant 0.0 : f32
%init = linalg.fill ins(%zero : f32) outs(%empty : tensor<?x2x5xf32>) -> tensor<?x2x5xf32>
%rd = linalg.batch_matmul ins(%ad, %bd : tensor<?x2x4xf32>, tensor<?x4x5xf32>) outs(%init : tensor<?x2x5xf32>) -> tensor<?x2x5xf32>
%r = tensor.cast %rd : tensor<?x2x5xf32> to tensor<3x2x5xf32>"""
    cases.append(Case("batch_matmul_dynamic_batch", "batch_matmul on tensors whose batch dim is dynamic.",
                      [(a.astype(np.float32), "f32"), (b.astype(np.float32), "f32")], body,
                      (a @ b).astype(np.float32), "f32"))
    return cases


def generic_form_cases():
    """linalg.matmul in MLIR's generic op form, as mlir-opt --mlir-print-op-generic prints it:
    with the region that the named op implies and, in current MLIR, its indexing_maps."""
    cases = []
    a, b = decimals((2, 3)), decimals((3, 4))
    region = """^bb0(%x: f32, %y: f32, %acc: f32):
  %p = "arith.mulf"(%x, %y) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  %s = "arith.addf"(%acc, %p) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
  "linalg.yield"(%s) : (f32) -> ()"""
    sig = ": (tensor<2x3xf32>, tensor<3x4xf32>, tensor<2x4xf32>) -> tensor<2x4xf32>"
    current = (zeros_init((2, 4), "f32") + '\n%r = "linalg.matmul"(%in0, %in1, %init) <{indexing_maps = [#map_a, #map_b, #map_c], '
               'operandSegmentSizes = array<i32: 2, 1>}> ({\n' + region + "\n}) " + sig)
    cases.append(Case("matmul_generic_form", "Generic op form with indexing_maps (current mlir-opt output).",
                      [(a.astype(np.float32), "f32"), (b.astype(np.float32), "f32")], current,
                      (a @ b).astype(np.float32), "f32"))
    older = (zeros_init((2, 4), "f32") + '\n%r = "linalg.matmul"(%in0, %in1, %init) <{operandSegmentSizes = array<i32: 2, 1>}> ({\n'
             + region + "\n}) " + sig)
    cases.append(Case("matmul_generic_form_without_maps", "Generic op form without indexing_maps (mlir-opt before 2025).",
                      [(a.astype(np.float32), "f32"), (b.astype(np.float32), "f32")], older,
                      (a @ b).astype(np.float32), "f32"))
    return cases


GENERIC_PREAMBLE = """#map_a = affine_map<(d0, d1, d2) -> (d0, d2)>
#map_b = affine_map<(d0, d1, d2) -> (d2, d1)>
#map_c = affine_map<(d0, d1, d2) -> (d0, d1)>"""


def quantized_matmul_cases():
    cases = []
    a, b = ints((3, 5), -128, 127), ints((5, 4), -128, 127)
    azp, bzp = 12, -7
    yt = ttype((3, 4), "i32")
    body = zeros_init((3, 4), "i32") + (
        f"\n%azp = arith.constant {azp} : i32\n%bzp = arith.constant {bzp} : i32\n"
        f"%r = linalg.quantized_matmul ins(%in0, %in1, %azp, %bzp : tensor<3x5xi8>, tensor<5x4xi8>, i32, i32) "
        f"outs(%init : {yt}) -> {yt}")
    cases.append(Case("quantized_matmul", "sum_k (a - 12) (b + 7) over i8 inputs, in i32.",
                      [(a.astype(np.int8), "i8"), (b.astype(np.int8), "i8")], body,
                      wrap((a - azp) @ (b - bzp), "i32"), "i32"))
    a, b = ints((2, 2, 3), -128, 127), ints((2, 3, 2), -128, 127)
    azp, bzp = -3, 100
    yt = ttype((2, 2, 2), "i32")
    body = zeros_init((2, 2, 2), "i32") + (
        f"\n%azp = arith.constant {azp} : i32\n%bzp = arith.constant {bzp} : i32\n"
        f"%r = linalg.quantized_batch_matmul ins(%in0, %in1, %azp, %bzp : tensor<2x2x3xi8>, tensor<2x3x2xi8>, i32, i32) "
        f"outs(%init : {yt}) -> {yt}")
    cases.append(Case("quantized_batch_matmul", "Batched quantized matmul, zero points -3 and 100.",
                      [(a.astype(np.int8), "i8"), (b.astype(np.int8), "i8")], body,
                      wrap((a - azp) @ (b - bzp), "i32"), "i32"))
    return cases


def softmax_case(name, comment, x, dim, elem="f32"):
    y = torch.softmax(torch.from_numpy(x), dim).numpy()
    t = ttype(x.shape, elem)
    body = (f"%empty = tensor.empty() : {t}\n"
            f"%r = linalg.softmax dimension({dim}) ins(%in0 : {t}) outs(%empty : {t}) -> {t}")
    return Case(name, comment, [(x.astype(NP_TYPES[elem]), elem)], body, y.astype(NP_TYPES[elem]), elem,
                mlir="verify")


def softmax_cases():
    return [
        softmax_case("softmax_last_dim", "Softmax over the last dim of a 2x4 tensor.", decimals((2, 4)), 1),
        softmax_case("softmax_first_dim", "Softmax over dim 0 of a 3x2 tensor.", decimals((3, 2)), 0),
        softmax_case("softmax_middle_dim", "Softmax over the middle dim of a 2x3x4 tensor.", decimals((2, 3, 4)), 1),
        softmax_case("softmax_large_values", "Large logits: subtracting the maximum keeps exp finite.",
                     np.array([[1000.0, 1001.0, 1002.0], [-1000.0, 0.0, 1000.0]]), 1),
        softmax_case("softmax_f64", "Softmax in f64.", decimals((2, 5)), 1, elem="f64"),
    ]


def pack_case(name, comment, x, inner_dims_pos, inner_tiles, outer_dims_perm, pad, elem="f32",
              op="linalg.pack"):
    packed = pack_np(x, inner_dims_pos, inner_tiles, outer_dims_perm, 0 if pad is None else pad)
    st, pt = ttype(x.shape, elem), ttype(packed.shape, elem)
    parts = [f"%dest = tensor.empty() : {pt}"]
    pad_text = ""
    if pad is not None:
        parts.append(f"%pad = arith.constant {fmt_scalar(pad, elem)} : {elem}")
        pad_text = f" padding_value(%pad : {elem})"
    perm_text = f" outer_dims_perm = {list(outer_dims_perm)}" if outer_dims_perm else ""
    parts.append(f"%r = {op} %in0{pad_text}{perm_text} inner_dims_pos = {list(inner_dims_pos)} "
                 f"inner_tiles = {list(inner_tiles)} into %dest : {st} -> {pt}")
    return Case(name, comment, [(x.astype(NP_TYPES[elem]), elem)], "\n".join(parts),
                packed.astype(NP_TYPES[elem]), elem, mlir="older" if op.startswith("tensor.") else "verify")


def unpack_case(name, comment, x, inner_dims_pos, inner_tiles, outer_dims_perm, elem="f32",
                op="linalg.unpack"):
    """Unpacks the packed form of x (built with numpy, padded with a value that must be dropped)."""
    packed = pack_np(x, inner_dims_pos, inner_tiles, outer_dims_perm, 99)
    st, pt = ttype(x.shape, elem), ttype(packed.shape, elem)
    perm_text = f" outer_dims_perm = {list(outer_dims_perm)}" if outer_dims_perm else ""
    body = (f"%dest = tensor.empty() : {st}\n"
            f"%r = {op} %in0{perm_text} inner_dims_pos = {list(inner_dims_pos)} "
            f"inner_tiles = {list(inner_tiles)} into %dest : {pt} -> {st}")
    return Case(name, comment, [(packed.astype(NP_TYPES[elem]), elem)], body, x.astype(NP_TYPES[elem]),
                elem, mlir="older" if op.startswith("tensor.") else "verify")


def pack_cases():
    x45 = np.arange(20, dtype=np.float64).reshape(4, 5)
    cases = [
        pack_case("pack_2x2_tiles_padded", "Hand-checkable: 4x5 (x = 5r + c) into 2x2 tiles; the last\n"
                  "column of tiles is half padding (-1).", x45, [0, 1], [2, 2], None, -1.0),
        pack_case("pack_outer_dims_perm", "Tiles along dim 1 only, outer dims swapped.",
                  decimals((3, 8)), [1], [4], [1, 0], None),
        pack_case("pack_transposed_tiles_i32", "i32, inner_dims_pos in reverse order and padding 0.",
                  ints((5, 3, 4), -9, 9), [2, 0], [3, 2], [2, 0, 1], 0, elem="i32"),
        unpack_case("unpack_drops_padding", "Unpacks 2x2 tiles back to 4x5, dropping the padding.",
                    x45, [0, 1], [2, 2], None),
        unpack_case("unpack_outer_dims_perm", "Unpacks a 3-d tensor tiled on two dims with permuted outer dims.",
                    decimals((5, 3, 4)), [2, 0], [3, 2], [2, 0, 1]),
        pack_case("tensor_pack_older_name", "tensor.pack, the name of linalg.pack before 2025.",
                  decimals((4, 6)), [1], [3], None, None, op="tensor.pack"),
        unpack_case("tensor_unpack_older_name", "tensor.unpack, the name of linalg.unpack before 2025.",
                    decimals((4, 6)), [1], [3], None, op="tensor.unpack"),
    ]
    return cases


FILES = {
    "linalg_named_conv_2d.mlir": ("Convolutions (linalg.conv_*): NCHW and NHWC layouts, strides, dilations,\n"
                                  "grouped, integer and f16, 1-d and 3-d.", conv_cases),
    "linalg_named_conv_depthwise.mlir": ("Depthwise convolutions (linalg.depthwise_conv_*).", depthwise_cases),
    "linalg_named_conv_quantized.mlir": ("Quantized convolutions (linalg.*conv*_q) with zero points.",
                                         quantized_conv_cases),
    "linalg_named_pooling.mlir": ("Pooling (linalg.pooling_*): max, min, sum, unsigned; 1-d, 2-d and 3-d.",
                                  pooling_cases),
    "linalg_named_matmul.mlir": ("The matmul family: matmul, batch_matmul, matvec, vecmat, dot,\n"
                                 "batch_reduce_matmul, transposed operands (older named ops and\n"
                                 "indexing_maps), integer, f16, cast_unsigned and a dynamic batch.",
                                 matmul_cases),
    "linalg_named_matmul_generic_form.mlir": ("linalg.matmul written in the generic op form.", generic_form_cases),
    "linalg_named_quantized_matmul.mlir": ("linalg.quantized_matmul and quantized_batch_matmul.",
                                           quantized_matmul_cases),
    "linalg_named_softmax.mlir": ("linalg.softmax along each dimension.", softmax_cases),
    "linalg_named_pack_unpack.mlir": ("linalg.pack / linalg.unpack and their older tensor.* names.", pack_cases),
}


def mlir_check(case, preamble):
    import mlir_jit
    if case.mlir == "older":
        return
    if case.mlir == "verify":
        mlir_jit.parse_and_verify(case.jit_text(preamble))
        return
    # Copies: bufferization may reuse an outs argument's buffer for the result.
    arrays = [a.copy() for a, _ in case.inputs]
    (got,) = mlir_jit.run(case.jit_text(preamble), arrays, [np.zeros_like(case.expected)])
    if case.result_elem.startswith("i"):
        ok = np.array_equal(got, case.expected)
    else:
        ok = np.allclose(got.astype(np.float64), case.expected.astype(np.float64), rtol=0, atol=1e-4)
    if not ok:
        raise SystemExit(f"{case.name}: MLIR JIT gives\n{got}\nexpected\n{case.expected}")


def main():
    use_jit = "--no-jit" not in sys.argv
    for fname, (title, make) in FILES.items():
        cases = make()
        preamble = GENERIC_PREAMBLE if "generic_form" in fname else ""
        header = [f"// {l}" for l in title.split("\n")] + [
            "// Generated by tools/export/linalg_named_conformance.py; expected values from numpy and",
            "// PyTorch" + (", confirmed by MLIR's own CPU pipeline where it lowers the op." if use_jit else "."),
            ""]
        parts = ["\n".join(header)] + ([preamble + "\n"] if preamble else [])
        for c in cases:
            if use_jit:
                mlir_check(c, preamble)
            parts.append(c.conformance_text() + "\n")
        with open(os.path.join(OUT_DIR, fname), "w") as f:
            f.write("\n".join(parts))
        counts = {k: sum(c.mlir == k for c in cases) for k in ("run", "verify", "older")}
        print(f"{fname}: {len(cases)} functions; MLIR runs {counts['run']}, verifies "
              f"{counts['verify']}, does not know {counts['older']}" if use_jit else
              f"{fname}: {len(cases)} functions")


if __name__ == "__main__":
    main()
