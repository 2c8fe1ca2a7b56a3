import json
import os
from pathlib import Path

import numpy as np
import pytest

REPO = Path(__file__).resolve().parents[2]
FIXTURES = REPO / "tests" / "fixtures"


def fixture_case(name):
    """A fixture exported from PyTorch (tests/fixtures/NAME): its model, inputs, PyTorch's
    outputs and tolerances."""
    folder = FIXTURES / name
    meta = json.loads((folder / "fixture.json").read_text())
    inputs = [np.load(p) for p in sorted(folder.glob("in*.npy"), key=lambda p: int(p.stem[2:]))]
    outputs = [np.load(p) for p in sorted(folder.glob("out*.npy"), key=lambda p: int(p.stem[3:]))]
    return folder / "model.mlir", inputs, outputs, meta


def assert_close(actual, expected, meta):
    np.testing.assert_allclose(actual, expected, atol=meta.get("atol", 1e-5), rtol=meta.get("rtol", 0))


@pytest.fixture
def linrt_upscale():
    """The linrt-upscale binary of the C++ build ($LINRT_UPSCALE, else build/examples/upscale)."""
    path = Path(os.environ.get("LINRT_UPSCALE", REPO / "build" / "examples" / "upscale" / "linrt-upscale"))
    if not path.is_file():
        pytest.skip(f"linrt-upscale not built ({path}); scripts/test-python.sh builds it")
    return path
