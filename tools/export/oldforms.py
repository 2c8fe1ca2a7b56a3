"""Derives the older-form fixtures (tests/fixtures/<base>_oldform/ and the generic-syntax ones)
from the current exports by text rewriting, so that they are reproducible.

Each rewrite takes one exported fixture's model.mlir and re-expresses one construct the way an
older torch-mlir printed it (see /work/shared/EXPORTING.md and docs/FIXTURES.md). The result
computes the same function, so the fixture reuses the base fixture's inputs and outputs. Every
rewrite checks that the construct it replaces is there, that the text changed, and fixtures.py
checks the result with MLIR's parser, verifier and JIT against the stored outputs.

Run through tools/export/fixtures.py (which exports the base fixtures first).
"""

import json
import re
import shutil
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

# ---------------------------------------------------------------------------------------------
# Small helpers over the printed form: torch-mlir prints one op per line at four spaces of
# indentation inside @forward, with region bodies indented further and closed by "    } ...".


def tensor_shape(type_text: str):
    """'tensor<1x4x6x6xf32>' -> ([1, 4, 6, 6], 'f32'); static shapes only."""
    match = re.fullmatch(r"tensor<((?:\d+x)*)(\w+)>", type_text.strip())
    if not match:
        raise ValueError(f"expected a static ranked tensor type, got {type_text!r}")
    dims = [int(d) for d in match.group(1).split("x") if d]
    return dims, match.group(2)


def add_map_alias(text: str, map_text: str) -> tuple:
    """Returns (text, alias) with `#mapN = map_text` defined, reusing an identical alias."""
    aliases = dict(re.findall(r"^(#map\d*) = (affine_map<.*>)$", text, flags=re.M))
    for alias, existing in aliases.items():
        if existing == map_text:
            return text, alias
    numbers = [int(a[4:] or 0) for a in aliases]
    alias = "#map" if not aliases else f"#map{max(numbers) + 1}"
    line = f"{alias} = {map_text}\n"
    if aliases:
        last = list(re.finditer(r"^#map\d* = affine_map<.*>\n", text, flags=re.M))[-1]
        return text[:last.end()] + line + text[last.end():], alias
    return line + text, alias


def dims_map(rank: int, results) -> str:
    dims = ", ".join(f"d{i}" for i in range(rank))
    return f"affine_map<({dims}) -> ({', '.join(results)})>"


def parallel_iterators(rank: int) -> str:
    return "[" + ", ".join(['"parallel"'] * rank) + "]"


def copy_generic(result, source, source_type, init, init_type, maps) -> str:
    """A linalg.generic that yields its input element, read through maps[0]."""
    rank = len(tensor_shape(init_type)[0])
    element = tensor_shape(init_type)[1]
    return (f"    {result} = linalg.generic {{indexing_maps = [{', '.join(maps)}], "
            f"iterator_types = {parallel_iterators(rank)}}} ins({source} : {source_type}) "
            f"outs({init} : {init_type}) {{\n"
            f"    ^bb0(%in: {element}, %out: {element}):\n"
            f"      linalg.yield %in : {element}\n"
            f"    }} -> {init_type}\n")


def insert_after_function_header(text: str, lines: list) -> str:
    header = re.search(r"^  func\.func @forward\(.*\{\n", text, flags=re.M)
    if not header:
        raise ValueError("no func.func @forward")
    block = "".join(f"    {line}\n" for line in lines)
    return text[:header.end()] + block + text[header.end():]


def rewrite_each(text: str, pattern: re.Pattern, replace: Callable) -> str:
    """Rewrites every match of `pattern`, one at a time. `replace(text, match)` returns the text
    (possibly with map aliases added at the top) and the match's replacement. Searching again
    after each rewrite keeps positions right when aliases are added."""
    count = 0
    while (match := pattern.search(text)) is not None:
        before = len(text)
        text, replacement = replace(text, match)
        shift = len(text) - before
        text = text[:match.start() + shift] + replacement + text[match.end() + shift:]
        count += 1
    if count == 0:
        raise ValueError(f"nothing matches {pattern.pattern[:60]!r}...")
    return text


# ---------------------------------------------------------------------------------------------
# The rewrites


def bias_broadcast_as_generic(text: str) -> str:
    """linalg.broadcast (torch-mlir since 2024-08) -> the linalg.generic that copied the bias
    along the broadcast dimensions before it."""
    pattern = re.compile(r"^    (%\w+) = linalg\.broadcast ins\((%\w+) : (tensor<[^>]+>)\) "
                         r"outs\((%\w+) : (tensor<[^>]+>)\) dimensions = \[([\d, ]+)\] *\n",
                         flags=re.M)

    def replace(text, match):
        result, source, source_type, init, init_type, dims_text = match.groups()
        rank = len(tensor_shape(init_type)[0])
        broadcast_dims = {int(d) for d in dims_text.split(",")}
        kept = [f"d{i}" for i in range(rank) if i not in broadcast_dims]
        text, source_map = add_map_alias(text, dims_map(rank, kept))
        text, identity = add_map_alias(text, dims_map(rank, [f"d{i}" for i in range(rank)]))
        return text, copy_generic(result, source, source_type, init, init_type,
                                  [source_map, identity])

    return rewrite_each(text, pattern, replace)


def concat_as_insert_slices(text: str) -> str:
    """tensor.concat (torch-mlir since 2023-12) -> tensor.empty plus a chain of
    tensor.insert_slice, one per operand, at increasing offsets along the concat dimension."""
    pattern = re.compile(r"^    (%\w+) = tensor\.concat dim\((\d+)\) ([^:]+) : \(([^)]*)\) -> "
                         r"(tensor<[^>]+>)\n", flags=re.M)

    def replace(text, match):
        result, dim_text, operands_text, types_text, result_type = match.groups()
        dim = int(dim_text)
        operands = [o.strip() for o in operands_text.split(",")]
        types = re.findall(r"tensor<[^>]+>", types_text)
        rank = len(tensor_shape(result_type)[0])
        name = result.lstrip("%")
        lines = [f"    %{name}_dest = tensor.empty() : {result_type}\n"]
        destination, offset = f"%{name}_dest", 0
        for k, (operand, operand_type) in enumerate(zip(operands, types)):
            sizes = tensor_shape(operand_type)[0]
            offsets = [offset if d == dim else 0 for d in range(rank)]
            target = result if k == len(operands) - 1 else f"%{name}_part{k}"
            lines.append(
                f"    {target} = tensor.insert_slice {operand} into {destination}"
                f"[{', '.join(map(str, offsets))}] [{', '.join(map(str, sizes))}] "
                f"[{', '.join(['1'] * rank)}] : {operand_type} into {result_type}\n")
            destination, offset = target, offset + sizes[dim]
        return text, "".join(lines)

    return rewrite_each(text, pattern, replace)


LEAKY_RELU_CHAIN = re.compile(
    r"^    (?P<max>%\w+) = linalg\.generic \{[^\n]*\} ins\((?P<zero_t>%\w+), (?P<x>%\w+) : "
    r"tensor<f32>, (?P<type>tensor<[^>]+>)\) outs\((?P<init>%\w+) : [^\n]*\n"
    r"    \^bb0[^\n]*\n      %\w+ = arith\.cmpf ogt[^\n]*\n[^\n]*\n[^\n]*\n    \}[^\n]*\n"
    r"    (?P<min>%\w+) = linalg\.generic \{[^\n]*\} ins\((?P=zero_t), (?P=x) : [^\n]*\n"
    r"    \^bb0[^\n]*\n      %\w+ = arith\.cmpf olt[^\n]*\n[^\n]*\n[^\n]*\n    \}[^\n]*\n"
    r"    (?P<scaled>%\w+) = linalg\.generic \{[^\n]*\} ins\((?P=min) : [^\n]*\n"
    r"    \^bb0[^\n]*\n      %\w+ = arith\.truncf (?P<slope>%\w+) : f64 to f32\n[^\n]*\n"
    r"[^\n]*\n    \}[^\n]*\n"
    r"    (?P<sum>%\w+) = linalg\.generic \{[^\n]*\} ins\((?P=max), (?P=scaled) : [^\n]*\n"
    r"    \^bb0[^\n]*\n      %\w+ = arith\.addf[^\n]*\n[^\n]*\n    \}[^\n]*\n", flags=re.M)


def leaky_relu_as_select(text: str) -> str:
    """leaky_relu as four generics max(0,x), min(0,x), slope*min, add (torch-mlir since 2023-01)
    -> the single generic printed before: cmpf ugt, two selects, a multiply and an add."""
    match = LEAKY_RELU_CHAIN.search(text)
    if not match:
        raise ValueError("no max/min/mul/add leaky_relu chain to rewrite")
    zero = re.search(r"^    (%\w+) = arith\.constant 0\.000000e\+00 : f32$", text, flags=re.M)
    if not zero:
        raise ValueError("no f32 zero constant in the function")
    type_text = match["type"]
    rank = len(tensor_shape(type_text)[0])
    start, end = match.span()
    text_before = text
    text, identity = add_map_alias(text, dims_map(rank, [f"d{i}" for i in range(rank)]))
    shift = len(text) - len(text_before)  # the alias, if new, went above the match
    z = zero.group(1)
    generic = (
        f"    {match['sum']} = linalg.generic {{indexing_maps = [{identity}, {identity}], "
        f"iterator_types = {parallel_iterators(rank)}}} ins({match['x']} : {type_text}) "
        f"outs({match['init']} : {type_text}) {{\n"
        f"    ^bb0(%in: f32, %out: f32):\n"
        f"      %positive = arith.cmpf ugt, %in, {z} : f32\n"
        f"      %positive_part = arith.select %positive, %in, {z} : f32\n"
        f"      %negative_part = arith.select %positive, {z}, %in : f32\n"
        f"      %slope = arith.truncf {match['slope']} : f64 to f32\n"
        f"      %scaled = arith.mulf %negative_part, %slope : f32\n"
        f"      %sum = arith.addf %positive_part, %scaled : f32\n"
        f"      linalg.yield %sum : f32\n"
        f"    }} -> {type_text}\n")
    return text[:start + shift] + generic + text[end + shift:]


def leaky_relu_slope_at_function_level(text: str) -> str:
    """leaky_relu_as_select, with the slope's `arith.truncf %cst : f64 to f32` at function level
    (before the generic, which reads the f32 value from above) instead of inside its body, as
    some 2023 exports print it."""
    text = leaky_relu_as_select(text)
    line = re.search(r"^      (%slope) = (arith\.truncf %\w+ : f64 to f32)\n", text, flags=re.M)
    if not line:
        raise ValueError("no truncf of the slope in the leaky_relu body")
    text = text[:line.start()] + text[line.end():]
    generic = re.search(r"^    %\w+ = linalg\.generic [^\n]*\n    \^bb0\(%in: f32, %out: f32\):\n"
                        r"      %positive = ", text, flags=re.M)
    if not generic:
        raise ValueError("no leaky_relu generic")
    hoisted = f"    %slope = {line.group(2)}\n"
    return text[:generic.start()] + hoisted + text[generic.start():]


def transpose_as_generic(text: str) -> str:
    """linalg.transpose (torch-mlir since 2024-09/11) -> a linalg.generic whose input map is the
    permutation and whose output map is the identity."""
    pattern = re.compile(r"^    (%\w+) = linalg\.transpose ins\((%\w+) : (tensor<[^>]+>)\) "
                         r"outs\((%\w+) : (tensor<[^>]+>)\) permutation = \[([\d, ]+)\] *\n",
                         flags=re.M)

    def replace(text, match):
        result, source, source_type, init, init_type, perm_text = match.groups()
        permutation = [int(p) for p in perm_text.split(",")]
        rank = len(permutation)
        # result[d0, ...] = source[x] with x[permutation[i]] = d_i.
        source_dims = [""] * rank
        for result_dim, source_dim in enumerate(permutation):
            source_dims[source_dim] = f"d{result_dim}"
        text, source_map = add_map_alias(text, dims_map(rank, source_dims))
        text, identity = add_map_alias(text, dims_map(rank, [f"d{i}" for i in range(rank)]))
        return text, copy_generic(result, source, source_type, init, init_type,
                                  [source_map, identity])

    return rewrite_each(text, pattern, replace)


def expand_shape_without_output_shape(text: str) -> str:
    """tensor.expand_shape carries `output_shape [...]` since 2024; drop it (static shapes)."""
    rewritten, count = re.subn(r"(tensor\.expand_shape [^\n]*?) output_shape \[[\d, ]*\]",
                               r"\1", text)
    if count == 0:
        raise ValueError("no tensor.expand_shape with output_shape")
    return rewritten


def embedding_bag_reads_past_end(text: str) -> str:
    """The embedding_bag generic before 2026-06 extracted offsets[i + 1] unconditionally and then
    selected the index count for the last bag, reading one element past the end of offsets on
    the last bag. The current form first selects an in-bounds index (0) for the last bag."""
    guard = re.search(r"^      (%\w+) = arith\.select (%\w+), %c0, (%\w+) : index\n"
                      r"      (%\w+) = tensor\.extract (%\w+)\[\1\] : (tensor<\d+xi64>)\n",
                      text, flags=re.M)
    if not guard:
        raise ValueError("no guarded offsets[i + 1] extract in an embedding_bag generic")
    _, _, next_index, extracted, offsets, offsets_type = guard.groups()
    old = f"      {extracted} = tensor.extract {offsets}[{next_index}] : {offsets_type}\n"
    return text[:guard.start()] + old + text[guard.end():]


UPSAMPLE_FLOAT_INDEX = re.compile(
    r"^(?P<indent> +)(?P<i64>%\w+) = arith\.index_cast (?P<index>%\w+) : index to i64\n"
    r" +(?P<f>%\w+) = arith\.sitofp (?P=i64) : i64 to f32\n"
    r" +(?P<q>%\w+) = arith\.divf (?P=f), (?P<scale>%\w+) : f32\n"
    r" +(?P<fl>%\w+) = math\.floor (?P=q) : f32\n"
    r" +(?P<mx>%\w+) = arith\.maximumf (?P=fl), %\w+ : f32\n"
    r" +(?P<mn>%\w+) = arith\.minimumf (?P=mx), %\w+ : f32\n"
    r" +(?P<si>%\w+) = arith\.fptosi (?P=mn) : f32 to i64\n", flags=re.M)


def upsample_index_as_floordivsi(text: str) -> str:
    """upsample_nearest2d's source index: now float math (sitofp, divf by the scale, floor,
    clamp, fptosi); before, one integer arith.floordivsi by the scale. The clamp is redundant
    for an integer scale, since floor(out / scale) <= in - 1."""
    scale = re.search(r"^    (%\w+) = arith\.constant 2\.000000e\+00 : f32$", text, flags=re.M)
    if not scale:
        raise ValueError("no scale 2.0 constant")

    def integer_index(match):
        if match["scale"] != scale.group(1):
            raise ValueError("upsample index divides by something other than the scale 2.0")
        ind = match["indent"]
        return (f"{ind}{match['i64']} = arith.index_cast {match['index']} : index to i64\n"
                f"{ind}{match['si']} = arith.floordivsi {match['i64']}, %c2_i64 : i64\n")

    rewritten, count = UPSAMPLE_FLOAT_INDEX.subn(integer_index, text)
    if count != 2:
        raise ValueError(f"expected the two spatial index computations, found {count}")
    return insert_after_function_header(rewritten, ["%c2_i64 = arith.constant 2 : i64"])


# Custom form -> generic form for the ops of one linalg.generic and the tensor.empty ops: a
# module that mixes both syntaxes, as hand-edited test files do.
GENERIC_OP = re.compile(
    r"^    (?P<result>%\w+) = linalg\.generic \{indexing_maps = (?P<maps>\[[^\]]*\]), "
    r"iterator_types = \[(?P<iters>[^\]]*)\]\} ins\((?P<ins>[^:]*) : (?P<in_types>[^)]*)\) "
    r"outs\((?P<out>%\w+) : (?P<out_type>tensor<[^>]+>)\) \{\n"
    r"(?P<body>(?:    \^bb0[^\n]*\n)(?:      [^\n]*\n)*)"
    r"    \} -> (?P=out_type)\n", flags=re.M)
BODY_BINARY = re.compile(r"^      (%\w+) = (arith\.\w+) (%\w+), (%\w+) : (\w+)$", flags=re.M)
BODY_YIELD = re.compile(r"^      linalg\.yield (%\w+) : (\w+)$", flags=re.M)


def generic_syntax_for_some_ops(text: str) -> str:
    """Prints every linalg.generic, the binary arith ops and linalg.yield inside it, and every
    tensor.empty in MLIR's generic op syntax ("linalg.generic"(...) <{...}> ({...}) : ...),
    leaving all other ops in their custom form."""
    def generic(match):
        ins = [o.strip() for o in match["ins"].split(",")]
        in_types = re.findall(r"tensor<[^>]+>", match["in_types"])
        iterators = [i.strip().strip('"') for i in match["iters"].split(",")]
        iterator_attrs = ", ".join(f"#linalg.iterator_type<{i}>" for i in iterators)
        body = BODY_BINARY.sub(r'      \1 = "\2"(\3, \4) : (\5, \5) -> \5', match["body"])
        body = BODY_YIELD.sub(r'      "linalg.yield"(\1) : (\2) -> ()', body)
        operands = ", ".join(ins + [match["out"]])
        types = ", ".join(in_types + [match["out_type"]])
        return (f'    {match["result"]} = "linalg.generic"({operands}) <{{indexing_maps = '
                f'{match["maps"]}, iterator_types = [{iterator_attrs}], operandSegmentSizes = '
                f'array<i32: {len(ins)}, 1>}}> ({{\n{body}    }}) : ({types}) -> '
                f'{match["out_type"]}\n')

    rewritten, generics = GENERIC_OP.subn(generic, text)
    rewritten, empties = re.subn(r"^    (%\w+) = tensor\.empty\(\) : (tensor<[^>]+>)$",
                                 r'    \1 = "tensor.empty"() : () -> \2', rewritten, flags=re.M)
    if generics == 0 or empties == 0:
        raise ValueError("expected linalg.generic and tensor.empty ops to rewrite")
    return rewritten


def full_generic_syntax(text: str) -> str:
    """Every op in MLIR's generic syntax, as `mlir-opt --mlir-print-op-generic` prints it."""
    from mlir_jit import parse_and_verify
    return parse_and_verify(text).operation.get_asm(print_generic_op_form=True)


@dataclass
class OldForm:
    name: str
    base: str
    rewrite: Callable[[str], str]
    form: str  # what the older form is, for fixture.json's source
    # Current MLIR no longer parses a few older forms (expand_shape without output_shape), so
    # MLIR's JIT cannot check them; their rewrite is a plain deletion instead.
    mlir_parses: bool = True


OLD_FORMS = [
    OldForm("conv_bias_relu_oldform", "conv_bias_relu", bias_broadcast_as_generic,
            "conv bias broadcast as linalg.generic instead of linalg.broadcast (before 2024-08)"),
    OldForm("concat_channels_oldform", "concat_channels", concat_as_insert_slices,
            "concat as tensor.empty + tensor.insert_slice chain instead of tensor.concat "
            "(before 2023-12)"),
    OldForm("conv_stride2_lrelu_oldform", "conv_stride2_lrelu", leaky_relu_as_select,
            "leaky_relu as one generic with arith.cmpf ugt + arith.select instead of "
            "max/min/mul/add generics (before 2023-01)"),
    OldForm("conv_stride2_lrelu_slope_oldform", "conv_stride2_lrelu", leaky_relu_slope_at_function_level,
            "leaky_relu as one cmpf/select generic whose f64 slope is truncated to f32 by an "
            "arith.truncf at function level, outside the body (2023)"),
    OldForm("dlrm_interaction_oldform", "dlrm_interaction", transpose_as_generic,
            "transpose as linalg.generic with a permuted input map instead of linalg.transpose "
            "(before 2024-09)"),
    OldForm("pixel_shuffle_oldform", "pixel_shuffle", expand_shape_without_output_shape,
            "tensor.expand_shape without output_shape (before 2024)", mlir_parses=False),
    OldForm("embedding_bag_sum_oldform", "embedding_bag_sum", embedding_bag_reads_past_end,
            "embedding_bag generic that extracts offsets[i+1] one past the end on the last bag "
            "(before 2026-06)"),
    OldForm("upsample_nearest2x_oldform", "upsample_nearest2x", upsample_index_as_floordivsi,
            "nearest upsample source index as arith.floordivsi instead of float divf/floor "
            "(older torch-mlir)"),
    OldForm("residual_scale_genericops", "residual_scale", generic_syntax_for_some_ops,
            "linalg.generic, its arith ops and yield, and tensor.empty in generic op syntax "
            "\"op\"(...), the other ops in custom syntax"),
    OldForm("conv_bias_relu_genericform", "conv_bias_relu", full_generic_syntax,
            "every op in generic op syntax, printed by MLIR's print_generic_op_form"),
]


def write_old_form(fixtures_dir: Path, old: OldForm, check: Callable) -> None:
    base_dir = fixtures_dir / old.base
    base_text = (base_dir / "model.mlir").read_text()
    text = old.rewrite(base_text)
    if text == base_text:
        raise ValueError(f"{old.name}: rewrite changed nothing")
    folder = fixtures_dir / old.name
    folder.mkdir(parents=True)
    (folder / "model.mlir").write_text(text)
    for npy in sorted(base_dir.glob("*.npy")):
        shutil.copyfile(npy, folder / npy.name)
    meta = json.loads((base_dir / "fixture.json").read_text())
    meta["source"] = f"hand-written: {old.form}"
    meta["description"] = f"Same function as {old.base} ({meta['description']}); {old.form}"
    (folder / "fixture.json").write_text(json.dumps(meta, indent=2) + "\n")
    if old.mlir_parses:
        check(folder)
    print(f"{old.name}: from {old.base}" + ("" if old.mlir_parses else " (not JIT-checked)"))


def write_all(fixtures_dir: Path, check: Callable) -> None:
    """`check(folder)` validates a written fixture (fixtures.py passes the MLIR JIT check)."""
    for old in OLD_FORMS:
        write_old_form(fixtures_dir, old, check)
