"""Writes the data files under tests/data/: .npy and .safetensors fixtures for
tests/unit/loaders_test.cpp, and the .npy inputs and expected outputs of the linrt-run tests
(tests/cli_tests.cmake).

The files are committed; this script documents how they were made and regenerates them:
    python tests/data/generate_fixtures.py   (needs numpy and safetensors)
The loader tests check the loaded values against literals written out by hand, so NumPy and
the safetensors package are the independent writers and linrt is only the reader. The
linrt-run expectations are computed here by NumPy.
"""
import os

import numpy as np
from numpy.lib import format as npy_format
from safetensors.numpy import save_file

HERE = os.path.dirname(os.path.abspath(__file__))
NPY = os.path.join(HERE, "npy")
ST = os.path.join(HERE, "safetensors")
CLI = os.path.join(HERE, "cli")

SIGNED = [[0, -1, 2], [-3, 4, -5]]
UNSIGNED = [[0, 1, 2], [3, 4, 250]]
FLOATS = [[0.0, -1.5, 2.25], [-3.0, 4.5, 1024.0]]


def main():
    os.makedirs(NPY, exist_ok=True)
    os.makedirs(ST, exist_ok=True)
    arrays = {
        "b1": np.array([[True, False, True], [False, False, True]]),
        "i1": np.array(SIGNED, np.int8),
        "i2": np.array(SIGNED, np.int16),
        "i4": np.array(SIGNED, np.int32),
        "i8": np.array(SIGNED, np.int64),
        "u1": np.array(UNSIGNED, np.uint8),
        "u2": np.array(UNSIGNED, np.uint16),
        "u4": np.array(UNSIGNED, np.uint32),
        "u8": np.array(UNSIGNED, np.uint64),
        "f2": np.array(FLOATS, np.float16),
        "f4": np.array(FLOATS, np.float32),
        "f8": np.array(FLOATS, np.float64),
    }
    for code, a in arrays.items():
        np.save(os.path.join(NPY, f"{code}.npy"), a)

    np.save(os.path.join(NPY, "scalar_f8.npy"), np.array(3.5, np.float64))
    np.save(os.path.join(NPY, "empty_0x3_f4.npy"), np.zeros((0, 3), np.float32))
    np.save(os.path.join(NPY, "fortran_i4.npy"), np.asfortranarray(np.array(SIGNED, np.int32)))
    np.save(os.path.join(NPY, "big_endian_f4.npy"), np.array(FLOATS, ">f4"))
    np.save(os.path.join(NPY, "complex_c8.npy"), np.array([1 + 2j], np.complex64))
    for version in [(2, 0), (3, 0)]:
        with open(os.path.join(NPY, f"v{version[0]}_i4.npy"), "wb") as f:
            npy_format.write_array(f, np.array(SIGNED, np.int32), version=version)
    # Two arrays one after the other, as np.save on one open file (and --output=+) writes them.
    with open(os.path.join(NPY, "sequence.npy"), "wb") as f:
        np.save(f, np.array([1, 2, 3], np.int32))
        np.save(f, np.array([[0.5], [0.25]], np.float32))

    save_file(
        {
            "weight": np.array(FLOATS, np.float32),
            "bias": np.array([1.0, -2.0, 0.5], np.float16),
            "ids": np.array([7, -8, 9, 10], np.int64),
            "mask": np.array([True, False], np.bool_),
            "bytes": np.array([0, 255, 128], np.uint8),
        },
        os.path.join(ST, "small.safetensors"),
        metadata={"format": "np", "note": "linrt loader fixture"},
    )


    # tests/data/cli/add_mul.mlir computes a + b and a * b.
    a = np.array([[1.0, 2.0], [3.0, 4.0]], np.float32)
    b = np.array([[10.0, 20.0], [30.0, 40.0]], np.float32)
    np.save(os.path.join(CLI, "a.npy"), a)
    np.save(os.path.join(CLI, "b.npy"), b)
    np.save(os.path.join(CLI, "sum.npy"), a + b)
    np.save(os.path.join(CLI, "prod.npy"), a * b)
    with open(os.path.join(CLI, "a_then_b.npy"), "wb") as f:
        np.save(f, a)
        np.save(f, b)
    # Raw little-endian f32 bytes of a then b, for 2x2xf32=@file and 2x2xf32=+file.
    with open(os.path.join(CLI, "a_then_b.bin"), "wb") as f:
        f.write(a.astype("<f4").tobytes() + b.astype("<f4").tobytes())
    # tests/data/cli/index_identity.mlir returns its index tensor.
    np.save(os.path.join(CLI, "ids.npy"), np.array([3, -1, 7], np.int64))


if __name__ == "__main__":
    main()
