"""linrt.export, linrt.compile and torch.compile(backend="linrt") against eager PyTorch.
Opt-in (torch and torch-mlir are large): LINRT_TEST_EXPORT=1 with both importable."""
import os
import subprocess

import numpy as np
import pytest

import linrt
from conftest import REPO

pytestmark = pytest.mark.skipif(os.environ.get("LINRT_TEST_EXPORT") != "1",
                                reason="opt-in: LINRT_TEST_EXPORT=1 with torch and torch-mlir")

if os.environ.get("LINRT_TEST_EXPORT") == "1":
    import torch
    import torch.nn as nn

    class Net(nn.Module):
        """A conv with batch norm (buffers), a linear layer: parameters and buffers both."""

        def __init__(self):
            super().__init__()
            self.conv = nn.Conv2d(3, 8, 3, padding=1)
            self.bn = nn.BatchNorm2d(8)
            self.fc = nn.Linear(8, 5)

        def forward(self, x):
            y = torch.relu(self.bn(self.conv(x)))
            return self.fc(y.mean(dim=(2, 3)))


def make_net():
    torch.manual_seed(0)
    net = Net().eval()
    with torch.no_grad():
        net.bn.running_mean.uniform_(-0.5, 0.5)
        net.bn.running_var.uniform_(0.5, 2.0)
    return net


def test_export_writes_model_and_weights(tmp_path):
    net = make_net()
    x = torch.randn(2, 3, 12, 12)
    out = linrt.export(net, (x,), tmp_path / "net")
    assert out == str(tmp_path / "net")
    text = (tmp_path / "net" / "model.mlir").read_text()
    assert '#stream.parameter.named<"model"::"conv.weight">' in text
    assert '"bn.running_mean"' in text and "dense_resource" not in text
    m = linrt.Model(out)
    assert len(m.stats()["inputs"]) == 1  # the weights are bound, only x is an input
    with torch.no_grad():
        want = net(x).numpy()
    np.testing.assert_allclose(m.session().run(x)[0], want, atol=1e-5, rtol=1e-5)
    run = REPO / "build" / "tools" / "linrt-run"
    if run.exists():  # linrt-run reads the same folder
        np.save(tmp_path / "x.npy", x.numpy())
        subprocess.run([str(run), out, f"--input=@{tmp_path / 'x.npy'}", f"--output=@{tmp_path / 'y.npy'}"],
                       check=True, capture_output=True)
        np.testing.assert_allclose(np.load(tmp_path / "y.npy"), want, atol=1e-5, rtol=1e-5)


def test_export_dynamic_batch_and_inline_weights(tmp_path):
    net = make_net()
    batch = torch.export.Dim("batch", min=1, max=64)
    out = linrt.export(net, (torch.randn(2, 3, 8, 8),), tmp_path / "dyn", dynamic_shapes=({0: batch},))
    s = linrt.Model(out).session()
    for n in (1, 5):
        x = torch.randn(n, 3, 8, 8)
        with torch.no_grad():
            np.testing.assert_allclose(s.run(x)[0], net(x).numpy(), atol=1e-5, rtol=1e-5)
    inline = linrt.export(net, (torch.randn(1, 3, 8, 8),), tmp_path / "inline", external_weights=False)
    assert not os.path.exists(os.path.join(inline, "weights.safetensors"))
    x = torch.randn(1, 3, 8, 8)
    with torch.no_grad():
        np.testing.assert_allclose(linrt.Model(inline).session().run(x)[0], net(x).numpy(), atol=1e-5, rtol=1e-5)


def test_compile_returns_torch_tensors():
    net = make_net()
    x = torch.randn(2, 3, 10, 10)
    f = linrt.compile(net, (x,))
    y = f(x)
    assert isinstance(y, torch.Tensor)
    with torch.no_grad():
        torch.testing.assert_close(y, net(x), atol=1e-5, rtol=1e-5)


def test_torch_compile_backend_with_a_graph_break():
    net = make_net()

    def fn(x):
        y = net(x)
        if y.sum().item() > -1e9:  # .item() breaks the graph: the rest is a second graph
            y = y * 2
        return torch.tanh(y)

    x = torch.randn(2, 3, 10, 10)
    torch._dynamo.reset()
    compiled = torch.compile(fn, backend="linrt")  # the entry point the package registers
    with torch.no_grad():
        torch.testing.assert_close(compiled(x), fn(x), atol=1e-5, rtol=1e-5)
    # The same through a wrapper that records which graphs linrt took (not eager fallbacks).
    from linrt import _export
    on_linrt = []

    def counting(gm, example_inputs):
        f = _export.dynamo_backend(gm, example_inputs)
        on_linrt.append(hasattr(f, "linrt_model"))
        return f

    torch._dynamo.reset()
    with torch.no_grad():
        torch.testing.assert_close(torch.compile(fn, backend=counting)(x), fn(x), atol=1e-5, rtol=1e-5)
    assert len(on_linrt) == 2 and all(on_linrt)  # both graphs around the break


@pytest.mark.parametrize("bits", [8, 4])
def test_export_fbgemm_prepacked_bags(tmp_path, bits):
    """A module calling FBGEMM's prepacked bags exports (linrt._fbgemm's decomposition), keeps
    its uint8 table as a weight, runs as one quantised bag and matches PyTorch's op to 1e-6 of
    the output range."""
    torch.manual_seed(3)
    q = torch.ops.quantized
    prepack = q.embedding_bag_byte_prepack if bits == 8 else q.embedding_bag_4bit_prepack
    bag = q.embedding_bag_byte_rowwise_offsets if bits == 8 else q.embedding_bag_4bit_rowwise_offsets

    class Bags(nn.Module):
        def __init__(self):
            super().__init__()
            self.register_buffer("table", prepack(torch.randn(50, 16)))

        def forward(self, indices, offsets, weights):
            return bag(self.table, indices, offsets, False, 0, False, weights, None, True)

    indices = torch.randint(0, 50, (20,))
    offsets = torch.tensor([0, 4, 4, 9, 15, 20])
    weights = torch.rand(20)
    model = Bags().eval()
    out = linrt.export(model, (indices, offsets, weights), tmp_path / "bags")
    m = linrt.Model(out)
    assert m.stats()["fallback_dispatches"] == 0
    with torch.no_grad():
        want = model(indices, offsets, weights).numpy()
    got = m.session().run(indices, offsets, weights)[0]
    assert np.max(np.abs(got - want)) <= 1e-6 * (want.max() - want.min())
