"""PyTorch CUDA timings for bench/gpu/run_gpu.sh: the upper bound the issue compares linrt's
Vulkan path with. Same architectures as bench/compare.py (tools/export/), fp32, random weights
(timing does not depend on them), median of 10 runs after warm-up, synchronised.

    python bench/gpu/torch_cuda.py
"""
import statistics
import sys
import time
from pathlib import Path

import torch

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO / "tools" / "export"))
from realesrgan import SRVGGNetCompact  # noqa: E402
from rrdbnet import RRDBNet  # noqa: E402

CASES = [
    ("rrdbnet-x4-512", lambda: RRDBNet(num_feat=64, num_block=23, num_grow_ch=32), (1, 3, 512, 512)),
    ("srvgg-1080p", SRVGGNetCompact, (1, 3, 1080, 1920)),
]

for name, make, shape in CASES:
    model = make().eval().cuda()
    x = torch.rand(*shape, device="cuda")
    times = []
    with torch.inference_mode():
        for i in range(12):
            torch.cuda.synchronize()
            start = time.perf_counter()
            model(x)
            torch.cuda.synchronize()
            if i >= 2:
                times.append((time.perf_counter() - start) * 1e3)
    print(f"pytorch-cuda {name}: median {statistics.median(times):.1f} ms ({torch.cuda.get_device_name()})")
