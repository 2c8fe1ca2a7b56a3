"""FBGEMM's prepacked embedding bags as ordinary torch ops, for export through torch-mlir.

torch.ops.quantized.embedding_bag_byte_rowwise_offsets and embedding_bag_4bit_rowwise_offsets
read tables made by embedding_bag_byte_prepack / embedding_bag_4bit_prepack: uint8 rows of the
D codes (4-bit: two per byte, the even element in the low nibble) followed by the row's scale
and bias (8-bit: fp32 each; 4-bit: fp16 each), a code q standing for q * scale + bias.
torch-mlir lowers neither op, nor the reinterpretation of bytes as floats (aten.view.dtype), so
`decompositions()` maps both ops to the same computation in ops it lowers, with the table kept
as the uint8 tensor it is:
  rows    = F.embedding(indices, packed)                 the indexed rows' bytes
  scale, bias: the trailing bytes put together into their IEEE bit pattern (integer
            multiply-add of the bytes), then decoded exactly: the fraction bits as a float
            times 2^(exponent - bias - fraction width), plus the leading bit's 2^(exponent -
            bias), both powers of two (with the sign) read from constant tables indexed by
            the sign and exponent bits
  values  = codes * scale + bias
  result  = bag_matrix @ values                          bag_matrix[b, j] = w_j (or 1) if
            position j lies in bag b (offsets, include_last_offset as PyTorch's op), else 0
linrt recognises the result by meaning as linrt.embedding_bag with table_format int8_rowwise or
int4_rowwise over the packed table, and runs its quantised bag kernels on the bytes as they are.
Every step is exact in float32 but the last two, which round as FBGEMM's kernels do to within
float rounding.
"""

from __future__ import annotations


_TABLES: dict = {}


def _constants(width: int):
    """(place values of the bytes, fraction units, leading-bit values) for floats of `width`
    bytes. Made once, outside any trace: tensors made while torch.export traces a decomposition
    would be traced as in-place copies, which its functional graphs refuse."""
    if width not in _TABLES:
        import torch
        exponent_bits, fraction_bits = (8, 23) if width == 4 else (5, 10)
        place = torch.tensor([1 << (8 * i) for i in range(width)], dtype=torch.int64)
        _TABLES[width] = (place, *_pow2_tables(exponent_bits, fraction_bits))
    return _TABLES[width]


def _pow2_tables(exponent_bits: int, fraction_bits: int):
    """For sign-and-exponent s (sign bit above exponent_bits), the fraction's unit and the
    leading bit's value of a binary float: ±2^(max(e,1) - bias - fraction_bits) and ±2^(e - bias)
    (0 for subnormals, inf for the all-ones exponent, whose fraction unit is 0)."""
    import torch
    bias = (1 << (exponent_bits - 1)) - 1
    top = (1 << exponent_bits) - 1
    unit, lead = [], []
    for s in range(2 << exponent_bits):
        sign = -1.0 if s >> exponent_bits else 1.0
        e = s & top
        if e == top:
            unit.append(0.0)
            lead.append(sign * float("inf"))
        else:
            unit.append(sign * 2.0 ** (max(e, 1) - bias - fraction_bits))
            lead.append(sign * 2.0 ** (e - bias) if e else 0.0)
    return torch.tensor(unit, dtype=torch.float32), torch.tensor(lead, dtype=torch.float32)


def _floats_from_bytes(data, width: int):
    """data: uint8 [N, k * width] holding k little-endian floats per row (width 4: binary32,
    2: binary16). Returns float32 [N, k], exactly."""
    import torch
    fraction_bits = 23 if width == 4 else 10
    n, count = data.shape[0], data.shape[1] // width
    place, unit, lead = _constants(width)
    words = (data.to(torch.int64).reshape(n, count, width) * place).sum(-1)
    sign_exponent = torch.div(words, 1 << fraction_bits, rounding_mode="floor")
    fraction = torch.bitwise_and(words, (1 << fraction_bits) - 1).to(torch.float32)
    return fraction * unit[sign_exponent] + lead[sign_exponent]


def _bag_matrix(indices, offsets, per_sample_weights, include_last_offset: bool):
    """[B, N]: w_j (or 1) where index position j lies in bag b, else 0 (PyTorch's bags)."""
    import torch
    count = indices.shape[0]
    positions = torch.arange(count, dtype=torch.int64).unsqueeze(0)
    if include_last_offset:
        starts, ends = offsets[:-1].unsqueeze(1), offsets[1:].unsqueeze(1)
    else:
        starts = offsets.unsqueeze(1)
        ends = torch.cat([offsets[1:], torch.full((1,), count, dtype=offsets.dtype)]).unsqueeze(1)
    inside = (positions >= starts) & (positions < ends)
    if per_sample_weights is None:
        return inside.to(torch.float32)
    return torch.where(inside, per_sample_weights.unsqueeze(0), torch.zeros((), dtype=torch.float32))


def _check(name, weight, indices, offsets, mode, pruned_weights, compressed_indices_mapping):
    import torch
    if weight.dtype != torch.uint8 or weight.dim() != 2:
        raise ValueError(f"{name}: the table must be uint8 [rows, row bytes], got {weight.dtype} "
                         f"{list(weight.shape)}")
    if offsets is None or indices.dim() != 1:
        raise ValueError(f"{name}: only 1-d indices with offsets can be exported")
    if mode != 0:
        raise ValueError(f"{name}: only mode 0 (sum) can be exported, got mode {mode}")
    if pruned_weights or compressed_indices_mapping is not None:
        raise ValueError(f"{name}: pruned tables cannot be exported")


def byte_rowwise_offsets(weight, indices, offsets=None, scale_grad_by_freq=False, mode=0,
                         pruned_weights=False, per_sample_weights=None,
                         compressed_indices_mapping=None, include_last_offset=False):
    """quantized.embedding_bag_byte_rowwise_offsets in ops torch-mlir lowers."""
    import torch
    import torch.nn.functional as F
    _check("embedding_bag_byte_rowwise_offsets", weight, indices, offsets, mode, pruned_weights,
           compressed_indices_mapping)
    dim = weight.shape[1] - 8
    rows = F.embedding(indices, weight)
    codes = rows[:, :dim].to(torch.float32)
    params = _floats_from_bytes(rows[:, dim:], 4)
    values = codes * params[:, 0:1] + params[:, 1:2]
    return _bag_matrix(indices, offsets, per_sample_weights, include_last_offset) @ values


def nibble_rowwise_offsets(weight, indices, offsets=None, scale_grad_by_freq=False, mode=0,
                           pruned_weights=False, per_sample_weights=None,
                           compressed_indices_mapping=None, include_last_offset=False):
    """quantized.embedding_bag_4bit_rowwise_offsets in ops torch-mlir lowers. The table has
    ceil(D/2) bytes of codes per row; D is taken as twice that (FBGEMM's 4-bit tables of odd
    width cannot be told apart from the next even width)."""
    import torch
    import torch.nn.functional as F
    _check("embedding_bag_4bit_rowwise_offsets", weight, indices, offsets, mode, pruned_weights,
           compressed_indices_mapping)
    packed = weight.shape[1] - 4
    rows = F.embedding(indices, weight)
    data = rows[:, :packed].to(torch.int64)
    nibbles = torch.stack([torch.bitwise_and(data, 15), torch.div(data, 16, rounding_mode="floor")], dim=2)
    codes = nibbles.reshape(rows.shape[0], 2 * packed).to(torch.float32)
    params = _floats_from_bytes(rows[:, packed:], 2)
    values = codes * params[:, 0:1] + params[:, 1:2]
    return _bag_matrix(indices, offsets, per_sample_weights, include_last_offset) @ values


_META_LIBRARY = []


def _register_4bit_meta() -> None:
    """torch.export traces the 4-bit op only with a shape implementation, which PyTorch leaves
    to a module it does not ship; this Meta kernel gives the result's shape and type."""
    import torch
    if _META_LIBRARY or torch._C._dispatch_has_kernel_for_dispatch_key(
            "quantized::embedding_bag_4bit_rowwise_offsets", "Meta"):
        return

    def meta(weight, indices, offsets=None, scale_grad_by_freq=False, mode=0, pruned_weights=False,
             per_sample_weights=None, compressed_indices_mapping=None, include_last_offset=False):
        bags = offsets.shape[0] - (1 if include_last_offset else 0)
        return weight.new_empty((bags, 2 * (weight.shape[1] - 4)), dtype=torch.float32)

    library = torch.library.Library("quantized", "IMPL")  # kept alive: dropping it unregisters
    library.impl("embedding_bag_4bit_rowwise_offsets", meta, "Meta")
    _META_LIBRARY.append(library)


def decompositions() -> dict:
    """The decomposition table entries for torch-mlir's export_and_import (run_decompositions)."""
    import torch
    for width in (4, 2):
        _constants(width)
    _register_4bit_meta()
    ops = torch.ops.quantized
    return {ops.embedding_bag_byte_rowwise_offsets.default: byte_rowwise_offsets,
            ops.embedding_bag_4bit_rowwise_offsets.default: nibble_rowwise_offsets}
