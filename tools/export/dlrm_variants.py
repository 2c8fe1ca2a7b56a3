"""The committed DLRM variants of tests/dlrm/variants/: one small model per branch of DLRM_Net
that the plain kaggle_small model does not take (quotient-remainder tables with each operation,
mixed dimensions, cat interaction with a loss threshold, self-interaction, fixed and learned
weighted pooling), each exported by dlrm_configs.py with PyTorch's outputs for linrt-dlrm --check.

  python tools/export/dlrm_variants.py [--out=tests/dlrm/variants] [--dlrm-source=DIR]

Tables of 30, 20 and 9 rows (4 wide), so that a threshold of 10 leaves the last one plain;
batch 8, 1 to 3 indices per bag (dynamic index counts) unless the variant fixes them. The loss
threshold 0.34 lies inside the cat model's predictions (0.323 to 0.437), so that the clamp moves
some of them and not others.
"""

import argparse
import subprocess
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
BASE = ["--arch-sparse-feature-size=4", "--arch-embedding-size=30-20-9", "--arch-mlp-bot=5-4",
        "--arch-mlp-top=6-1", "--batch=8", "--num-indices-per-lookup=3", "--outputs"]

VARIANTS = {
    "qr_mult": ["--qr-flag", "--qr-threshold=10", "--qr-collisions=4", "--qr-operation=mult"],
    "qr_add": ["--qr-flag", "--qr-threshold=10", "--qr-collisions=3", "--qr-operation=add",
               "--num-indices-per-lookup-fixed"],
    "qr_concat": ["--qr-flag", "--qr-threshold=5", "--qr-collisions=4", "--qr-operation=concat",
                  "--arch-mlp-bot=5-8"],
    "md": ["--md-flag", "--md-threshold=5", "--md-temperature=0.3"],
    "cat_loss_threshold": ["--arch-interaction-op=cat", "--loss-threshold=0.34"],
    "interaction_itself": ["--arch-interaction-itself"],
    "weighted_fixed": ["--weighted-pooling=fixed"],
    "weighted_learned": ["--weighted-pooling=learned"],
    # Equal tables and fixed index counts: static shapes, so the 26 (here 3) pooling-weight
    # gathers are alike but for the weight vector they read, and must not share one kernel.
    "weighted_learned_equal_tables": ["--weighted-pooling=learned", "--arch-embedding-size=20-20-20",
                                      "--num-indices-per-lookup-fixed"],
}


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--out", type=Path, default=HERE.parents[1] / "tests/dlrm/variants")
    ap.add_argument("--dlrm-source", type=Path, help="export facebookresearch/dlrm's DLRM_Net instead")
    args = ap.parse_args()
    for name, flags in VARIANTS.items():
        extra = [f"--dlrm-source={args.dlrm_source}"] if args.dlrm_source else []
        subprocess.run([sys.executable, str(HERE / "dlrm_configs.py"), *BASE, *flags, *extra,
                        f"--out={args.out / name}"], check=True)


if __name__ == "__main__":
    main()
