#!/usr/bin/env python3
"""Fits the two polynomials of the CPU elementwise evaluator's erf (EwEval::erf in
engine/cpu/elementwise_eval_impl.h) and prints them as float literals, with the largest error of
the float32 evaluation against math.erf on a dense sample.

  |x| < 1:          erf(x)  ~ x * P(x^2),   P of degree 6 (minimax in absolute error of erf)
  1 <= |x| <= 3.92: erfc(x) ~ Q(x - 2.46), Q of degree 12 (minimax in absolute error)

Minimax by Lawson's iteration (least squares reweighted by the error). Needs numpy.
Run: python3 scripts/fit_erf.py
"""
import math

import numpy as np

SPLIT, CLAMP = 1.0, 3.92
CENTRE = (SPLIT + CLAMP) / 2
erf = np.vectorize(math.erf)


def minimax(basis, target, iterations=80):
    w = np.ones(len(target))
    for _ in range(iterations):
        c, *_ = np.linalg.lstsq(basis * np.sqrt(w)[:, None], target * np.sqrt(w), rcond=None)
        e = np.abs(basis @ c - target)
        w = w * e
        w /= w.sum()
    return c


def horner(coeffs, v):
    acc = np.float32(coeffs[-1])
    for c in coeffs[-2::-1]:
        acc = acc * v + c
    return acc


def evaluate(x, p, q):
    x = x.astype(np.float32)
    ax = np.abs(x)
    small = x * horner(p, x * x)
    tail = np.copysign(np.float32(1) - horner(q, np.minimum(ax, np.float32(CLAMP)) - np.float32(CENTRE)), x)
    return np.where(ax >= np.float32(SPLIT), tail, small)


def main():
    x = np.linspace(1e-6, SPLIT, 40001)
    p = minimax(np.vander(x * x, 7, increasing=True) * x[:, None], erf(x)).astype(np.float32)
    x = np.linspace(SPLIT, CLAMP, 40001)
    q = minimax(np.vander(x - CENTRE, 13, increasing=True), 1 - erf(x)).astype(np.float32)
    print("P:", ", ".join("%.9ef" % c for c in p))
    print("Q:", ", ".join("%.9ef" % c for c in q))
    rng = np.random.default_rng(1)
    xs = np.concatenate([np.arange(-6, 6, 1e-3), rng.uniform(-5, 5, 500_000),
                         np.linspace(0.99, 1.01, 100_001), np.linspace(3.9, 3.95, 50_001)]).astype(np.float32)
    err = np.abs(evaluate(xs, p, q).astype(np.float64) - erf(xs.astype(np.float64)))
    print("max abs error %.3g at x = %.9g" % (err.max(), xs[err.argmax()]))


if __name__ == "__main__":
    main()
