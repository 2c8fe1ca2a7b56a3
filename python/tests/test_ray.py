"""examples/ray on a local Ray cluster of two nodes (ray.cluster_utils.Cluster, loopback only):
the Ray Data pipeline against linrt-upscale's files, the Serve deployment against PyTorch's
predictions (tests/dlrm/criteo/out0.npy, made by tools/export/criteo_sample.py)."""
import os
import socket
import subprocess
import sys

import numpy as np
import pytest

from conftest import REPO

# Loopback only: with this switch off Ray takes 127.0.0.1 as every node's address (instead of the
# address of the interface that routes outwards), here and in the nodes' processes. Ray reads it
# when it is imported.
os.environ["RAY_ENABLE_WINDOWS_OR_OSX_CLUSTER"] = "0"
ray = pytest.importorskip("ray", reason="Ray is installed by scripts/test-python.sh")
EXAMPLES = REPO / "examples" / "ray"


@pytest.fixture(scope="module")
def cluster():
    from ray.cluster_utils import Cluster
    # Workers import the examples' modules (their classes are pickled by reference).
    os.environ["PYTHONPATH"] = os.pathsep.join(filter(None, [str(EXAMPLES), os.environ.get("PYTHONPATH")]))
    sys.path.insert(0, str(EXAMPLES))
    node = dict(num_cpus=2, object_store_memory=150 << 20, node_ip_address="127.0.0.1")
    c = Cluster(initialize_head=True, head_node_args=dict(node, include_dashboard=False))
    c.add_node(**node)
    c.wait_for_nodes()
    assert c.address.startswith("127.0.0.1:")
    ray.init(address=c.address)
    ray.data.DataContext.get_current().enable_progress_bars = False
    yield c
    ray.shutdown()
    c.shutdown()


def make_images(folder):
    """Images of the kinds linrt-upscale takes (RGB, grey, RGBA, JPEG), made from the sample and
    enlarged so that each takes an actor tens of milliseconds, three of each kind: Ray Data reads
    a few files into one block, and with a few tiny images the first actor could take them all."""
    from PIL import Image
    folder.mkdir()
    sample = Image.open(REPO / "examples" / "upscale" / "samples" / "landscape.png")
    for i in range(3):
        box = (2 * i, i, 96 - 3 * i, 72 - 2 * i)
        crop = sample.crop(box)
        crop.convert("RGB").resize((192 - 8 * i, 144)).save(folder / f"a{i}_rgb.png")
        crop.convert("L").resize((160, 130 - 4 * i)).save(folder / f"b{i}_grey.png")
        crop.convert("RGBA").resize((176, 132 + 4 * i)).save(folder / f"c{i}_rgba.png")
        crop.convert("RGB").resize((160 + 8 * i, 120)).save(folder / f"d{i}_photo.jpg", quality=90)
    return sorted(folder.iterdir())


def test_dataset_pipeline_matches_linrt_upscale(cluster, tmp_path, linrt_upscale):
    import upscale_dataset
    images = make_images(tmp_path / "in")
    # Two threads, so two Ray CPUs, per actor: each node has two, so the actors are on both nodes
    # whatever SPREAD (a preference) decides.
    rows = upscale_dataset.upscale_folder(tmp_path / "in", tmp_path / "ray_out", actors=2, threads=2)
    assert sorted(os.path.basename(r["path"]) for r in rows) == [p.name for p in images]
    assert len({r["node"] for r in rows}) == 2, "the two actors should run on both nodes"
    subprocess.run([str(linrt_upscale), "-i", str(tmp_path / "in"), "-o", str(tmp_path / "cli_out"),
                    "-f", "png", "-j", "1"], check=True, capture_output=True)
    for p in images:
        ours = (tmp_path / "ray_out" / (p.stem + ".png")).read_bytes()
        theirs = (tmp_path / "cli_out" / (p.stem + ".png")).read_bytes()
        assert ours == theirs, p.name


def free_port():
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_serve_deployment_matches_pytorch(cluster):
    import requests
    from ray import serve
    import serve_dlrm
    model = REPO / "tests" / "dlrm" / "kaggle_small"
    port = free_port()
    serve.start(http_options={"host": "127.0.0.1", "port": port})
    try:
        app = serve_dlrm.make_deployment(16, 0.05).options(ray_actor_options={"num_cpus": 1}).bind(str(model), 1)
        serve.run(app, route_prefix="/dlrm")
        url = f"http://127.0.0.1:{port}/dlrm"
        samples = serve_dlrm.criteo_samples(REPO / "tests" / "dlrm" / "criteo" / "sample.txt",
                                            serve_dlrm.table_rows(model), 16)
        expected = np.load(REPO / "tests" / "dlrm" / "criteo" / "out0.npy").reshape(-1)
        assert len(samples) == 16 == expected.size
        # 16 concurrent requests (gathered into mini-batches), then the same again one by one.
        r = serve_dlrm.run_client(url, samples, 16, 16)
        np.testing.assert_allclose(r["predictions"], expected, atol=1e-5, rtol=0)
        single = [requests.post(url, json=s, timeout=60).json()["prediction"] for s in samples[:3]]
        np.testing.assert_allclose(single, expected[:3], atol=1e-5, rtol=0)
        bad = requests.post(url, json={"dense": [0.0] * 5, "sparse": []}, timeout=60)
        assert bad.status_code == 400 and "13 dense features" in bad.json()["error"]
    finally:
        serve.shutdown()
