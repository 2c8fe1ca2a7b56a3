"""Writes minifloat_cases.txt, the oracle for linrt's 8- and 4-bit float conversions
(tests/unit/dtype_test.cpp), from ml_dtypes (an independent implementation):

    pip install ml_dtypes numpy
    python tests/data/minifloat/gen_minifloat_cases.py > tests/data/minifloat/minifloat_cases.txt

One line per case: `<type> decode <bits hex> <f32 bits hex>` (every bit pattern to its value)
or `<type> encode <f32 bits hex> <bits hex>` (an f32 value to the type, round to nearest even):
every value of the type, the midpoints between neighbours (ties) and a hair either side,
values past the largest finite one, infinities and NaN. NaN results are written as `nan`
(any NaN pattern of the type is accepted).

f4E2M1FN cases whose input is beyond its range (or not finite) are left out: APFloat's
FiniteOnly rule saturates them to +-6, which dtype_test.cpp checks by hand. f8E8M0FNU has no
zero: probes of 0 are left out (ml_dtypes gives NaN, APFloat its smallest value 2^-127; checked
by hand in dtype_test.cpp)."""
import ml_dtypes
import numpy as np

TYPES = {
    "f8E5M2": ml_dtypes.float8_e5m2,
    "f8E4M3FN": ml_dtypes.float8_e4m3fn,
    "f8E5M2FNUZ": ml_dtypes.float8_e5m2fnuz,
    "f8E4M3FNUZ": ml_dtypes.float8_e4m3fnuz,
    "f4E2M1FN": ml_dtypes.float4_e2m1fn,
    "f8E8M0FNU": ml_dtypes.float8_e8m0fnu,
}


def f32_bits(v):
    return int(np.array([v], np.float32).view(np.uint32)[0])


def main():
    for name, t in TYPES.items():
        nbits = 4 if name.startswith("f4") else 8
        pats = np.arange(1 << nbits, dtype=np.uint8)
        # ml_dtypes stores float4_e2m1fn one per byte, its pattern in the low nibble.
        vals = pats.view(t).astype(np.float32)
        for p, v in zip(pats, vals):
            out = "nan" if np.isnan(v) else f"{f32_bits(v):08x}"
            print(f"{name} decode {int(p):02x} {out}")
        finite = np.unique(vals[np.isfinite(vals)])
        mids = (finite[:-1].astype(np.float64) + finite[1:]) / 2
        probes = list(finite) + list(mids)
        probes += [np.nextafter(np.float32(m), np.float32(np.inf)) for m in mids]
        probes += [np.nextafter(np.float32(m), np.float32(-np.inf)) for m in mids]
        top = float(finite.max())
        probes += [top * 1.03, top * 1.07, top * 1.2, top * 4, np.inf, -np.inf, np.nan]
        small = float(np.min(np.abs(finite[finite != 0])))
        probes += [small / 2, -small / 2, small / 3, small * 0.75, -small * 0.75, 1e-30]
        for x in probes:
            x = np.float32(x)
            if name == "f4E2M1FN" and (not np.isfinite(x) or abs(x) > top):
                continue
            if name == "f8E8M0FNU" and x == 0:
                continue
            y = np.array([x], np.float32).astype(t)
            yb = int(y.view(np.uint8)[0]) & ((1 << nbits) - 1)
            out = "nan" if np.isnan(y.astype(np.float32)[0]) else f"{yb:02x}"
            print(f"{name} encode {f32_bits(x):08x} {out}")


if __name__ == "__main__":
    main()
