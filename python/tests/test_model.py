"""linrt.Model and linrt.Session against PyTorch's outputs saved with the fixtures."""
import threading

import numpy as np
import pytest

import linrt
from conftest import REPO, assert_close, fixture_case


@pytest.mark.parametrize("name", ["linear_mlp", "conv_bias_relu", "dlrm_readme", "mlp_dynamic_batch"])
def test_fixture_matches_pytorch(name):
    path, inputs, outputs, meta = fixture_case(name)
    m = linrt.Model(path)
    outs = m.session(threads=1).run(*inputs, function=meta["function"])
    assert len(outs) == len(outputs)
    for got, want in zip(outs, outputs):
        assert got.dtype == want.dtype and got.shape == want.shape
        assert_close(got, want, meta)


def test_functions_and_stats():
    path, inputs, _, _ = fixture_case("linear_mlp")
    m = linrt.Model(path)
    assert m.functions() == ["forward"]
    st = m.stats()
    assert st["function"] == "forward"
    assert st["inputs"] == ["%arg0: " + "tensor<{}xf32>".format("x".join(map(str, inputs[0].shape)))]
    assert st["dispatches"] >= 2 and st["unique_kernels"] >= 1
    assert isinstance(st["unique_kernels_per_root"], dict) and isinstance(st["kernels"], list)
    assert all(site.startswith(str(path)) for k in st["kernels"] for site in k["call_sites"])
    with pytest.raises(linrt.Error) as e:
        m.stats("nope")
    assert "nope" in str(e.value)


def test_parameters_bind_weight_arguments():
    folder = REPO / "tests" / "fixtures" / "linear_mlp_weight_args"
    path, inputs, outputs, meta = fixture_case("linear_mlp_weight_args")
    # Bound from the file, the four weights are no longer inputs: only x is given.
    m = linrt.Model(path, parameters=folder / "parameters.safetensors")
    assert len(m.stats()["inputs"]) == 1
    assert_close(m.session().run(inputs[0])[0], outputs[0], meta)
    # Unbound, they are inputs.
    assert_close(linrt.Model(path).session().run(*inputs)[0], outputs[0], meta)


def test_scoped_parameters_and_quantised_tables():
    """DLRM (kaggle_small) with its tables in a safetensors file for scope "model"."""
    folder = REPO / "tests" / "dlrm" / "kaggle_small"
    m = linrt.Model(folder / "model.mlir", parameters={"model": folder / "tables.safetensors"})
    n_inputs = len(m.stats()["inputs"])
    assert n_inputs == 53
    with pytest.raises(linrt.Error) as e:
        linrt.Model(folder / "model.mlir")
    assert e.value.kind == "invalid" or e.value.kind == "io"
    assert "model" in e.value.message
    with pytest.raises(linrt.Error) as e:
        linrt.Model(folder / "model.mlir", parameters={"model": folder / "tables.safetensors"},
                    quantize_embeddings="int9")
    assert e.value.location == "quantize_embeddings"


def test_model_folder(tmp_path):
    """A folder as linrt.export writes it: model.mlir and weights.safetensors (scope "model")."""
    out = linrt.Model(REPO / "tests" / "dlrm" / "model_folder").session().run()
    np.testing.assert_array_equal(out[0], np.arange(6, dtype=np.float32).reshape(3, 2))
    empty = tmp_path / "empty"
    empty.mkdir()
    with pytest.raises(linrt.Error) as e:
        linrt.Model(empty)
    assert e.value.kind == "io" and e.value.location == str(empty)


def test_inputs_views_dlpack_strided_and_lists():
    path, inputs, outputs, meta = fixture_case("linear_mlp")
    s = linrt.Model(path).session(threads=1)
    x = inputs[0]

    class DlpackOnly:
        """An object that only offers __dlpack__ (as torch tensors do)."""
        def __init__(self, a):
            self.a = a

        def __dlpack__(self, **kw):
            return self.a.__dlpack__(**kw)

        def __dlpack_device__(self):
            return self.a.__dlpack_device__()

    assert_close(s.run(DlpackOnly(x))[0], outputs[0], meta)
    # A strided view: gathered densely once inside linrt.
    wide = np.zeros((x.shape[0], 2 * x.shape[1]), np.float32)
    wide[:, ::2] = x
    assert not wide[:, ::2].flags.c_contiguous
    assert_close(s.run(wide[:, ::2])[0], outputs[0], meta)
    # Nested lists: converted once with numpy.ascontiguousarray (float64 here, so refused:
    # element types are not converted silently).
    with pytest.raises(linrt.Error) as e:
        s.run(x.tolist())
    assert "f64" in e.value.message
    assert_close(s.run(np.asarray(x.tolist(), np.float32))[0], outputs[0], meta)


def test_outputs_own_linrt_memory():
    path, inputs, outputs, meta = fixture_case("linear_mlp")
    s = linrt.Model(path).session()
    a = s.run(*inputs)[0]
    b = s.run(*inputs)[0]
    # The array does not own a copy: its base is the capsule holding linrt's tensor.
    assert not a.flags.owndata and a.base is not None
    assert a.flags.writeable and a.flags.c_contiguous
    assert not np.shares_memory(a, b)  # each run's results are its own
    a[...] = 0
    assert_close(b, outputs[0], meta)
    del s  # results outlive their session
    assert_close(b, outputs[0], meta)


def test_bad_arguments_raise():
    path, inputs, _, _ = fixture_case("linear_mlp")
    s = linrt.Model(path).session()
    x = inputs[0]
    cases = [
        ((x.astype(np.float64),), "argument #0"),   # element type
        ((x[0],), "argument #0"),                    # rank
        ((np.zeros((x.shape[0] + 1, x.shape[1]), np.float32),), "argument #0"),  # shape
        ((), "takes 1 arguments, got 0"),           # missing input
        ((x, x), "takes 1 arguments, got 2"),
    ]
    for args, text in cases:
        with pytest.raises(linrt.Error) as e:
            s.run(*args)
        assert e.value.kind == "invalid" and text in e.value.message
    with pytest.raises(linrt.Error) as e:
        s.run(x, function="backward")
    assert "backward" in str(e.value)
    with pytest.raises(linrt.Error) as e:
        s.run(np.zeros(3, dtype=np.complex64))
    assert e.value.location == "input #0"
    with pytest.raises(linrt.Error):
        linrt.Model(path).session(device="tpu")
    with pytest.raises(linrt.Error):
        linrt.Model(path).session(threads=-1)
    s.close()
    assert s.closed
    with pytest.raises(linrt.Error) as e:
        s.run(x)
    assert "closed" in e.value.message


def test_model_errors_carry_kind_and_location(tmp_path):
    bad = tmp_path / "bad.mlir"
    bad.write_text("func.func @forward(%a: tensor<4xf32>) -> tensor<4xf32> {\n"
                   "  %0 = arith.addf %a, %a : tensor<4xf32>\n"
                   "  return %0 : tensor<4xf3>\n}\n")
    with pytest.raises(linrt.Error) as e:
        linrt.Model(bad)
    assert e.value.kind in ("parse", "unsupported")
    assert e.value.location.startswith(str(bad) + ":3:")
    assert str(e.value) == f"{e.value.location}: {e.value.message}"
    with pytest.raises(linrt.Error) as e:
        linrt.Model(tmp_path / "missing.mlir")
    assert e.value.kind == "io"
    import pickle
    again = pickle.loads(pickle.dumps(e.value))
    assert (again.kind, again.location, again.message) == (e.value.kind, e.value.location, e.value.message)


def test_list_devices():
    devices = linrt.list_devices()
    assert devices[0] == "cpu" and len(devices) >= 2  # a Vulkan device, or why there is none
    assert devices[1].startswith("vulkan")


def test_profile():
    path, inputs, _, _ = fixture_case("linear_mlp")
    s = linrt.Model(path).session(profile=True)
    s.run(*inputs)
    s.run(*inputs)
    p = s.profile()
    assert p["runs"] == 2 and p["kernels"] and all(k["calls"] >= 2 for k in p["kernels"])
    assert isinstance(p["table"], str)
    assert p["run_cpu_seconds"] > 0 and all(k["cpu_seconds"] >= 0 for k in p["kernels"])
    s.reset_profile()
    assert s.profile()["runs"] == 0


def test_run_releases_the_gil():
    """Two threads at 1 thread each run at the same time. The switch interval is made so long
    that a thread gives the GIL up only when it blocks or a C call releases it: if run held the
    GIL, one thread's runs could never overlap the other's."""
    import sys
    path, inputs, outputs, meta = fixture_case("rrdbnet_tiny")
    # A run takes about 0.2 ms on an idle machine, less than a waiting thread may take to wake, so
    # with six runs each one thread could finish before the other ever got the GIL (seen once in
    # CI). With 200 each a released GIL shows as overlaps; a held one still allows none.
    runs = 200
    m = linrt.Model(path)
    sessions = [m.session(threads=1) for _ in range(2)]
    spans = [[], []]
    results = [[], []]
    start = threading.Barrier(2)

    errors = []

    def work(i):
        try:
            start.wait()
            for _ in range(runs):
                t0 = time_ns()
                results[i].append(sessions[i].run(*inputs)[0])
                spans[i].append((t0, time_ns()))
        except Exception as e:  # noqa: BLE001 - reported by the main thread
            errors.append(e)

    from time import perf_counter_ns as time_ns
    old = sys.getswitchinterval()
    sys.setswitchinterval(30.0)
    try:
        threads = [threading.Thread(target=work, args=(i,)) for i in range(2)]
        for t in threads:
            t.start()
        for t in threads:
            t.join()
    finally:
        sys.setswitchinterval(old)
    assert not errors
    assert len(results[0]) == len(results[1]) == runs
    for r in results[0] + results[1]:
        assert_close(r, outputs[0], meta)
    overlaps = sum(1 for a in spans[0] for b in spans[1] if a[0] < b[1] and b[0] < a[1])
    assert overlaps > 0
