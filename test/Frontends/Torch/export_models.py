#!/usr/bin/env python3
"""Exports the tiny models of models/*.json with the frontend's command line,
as a user would, for the end-to-end tests (models-e2e.test).

For each configuration and each world size in WORLD_SIZES, writes into
Inputs/models/<name>/tp<N>/ what `python -m tpfuse_torch.hf CONFIG --tp N
--reference` writes: the program (`model_tp<N>.mlir`), each rank's weights,
the manifest, and seeded token ids with the unsharded model's outputs for
them (PyTorch's own, bf16 saved as float32). DeepSeek-V3 comes with its NextN
layer (--nextn): MLA, a mixture of experts with a shared expert and grouped
routing, and the layer's `shared_head.norm`, the final norm the serving
stacks leave unfused. Qwen3-MoE has experts without a shared one; GLM-4 a
fused gate/up projection.

Made with torch 2.15.0, torch-mlir 20261001, transformers 5.24.0 and
ml_dtypes 0.7.0 (see export_norms.py for the venv):

  VENV/bin/python test/Frontends/Torch/export_models.py [--check]

With --check it writes nothing and fails when a committed file differs from
what this environment exports.
"""

import argparse
import pathlib
import sys
import tempfile

HERE = pathlib.Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2] / "frontends" / "torch"))

from tpfuse_torch import hf  # noqa: E402

WORLD_SIZES = (2, 4)
MAX_TOKENS = 16
# Options besides the world size and the reference, by configuration.
OPTIONS = {"deepseek_v3": ["--nextn"], "qwen3_moe": [], "glm4": []}


def export_all(root: pathlib.Path) -> None:
    for name, options in OPTIONS.items():
        for tp in WORLD_SIZES:
            out = root / name / f"tp{tp}"
            argv = [str(HERE / "models" / f"{name}.json"), "--tp", str(tp), "--out", str(out),
                    "--max-tokens", str(MAX_TOKENS), "--reference", *options]
            if hf.main(argv):
                raise SystemExit(f"exporting {name} for {tp} ranks failed")
            # The manifest names the configuration it was made from: by
            # its path relative to this script, the same on every machine.
            manifest = out / "manifest.json"
            manifest.write_text(manifest.read_text().replace(str(HERE) + "/", ""))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true",
                        help="compare with the committed files, write none")
    args = parser.parse_args()
    committed = HERE / "Inputs" / "models"
    if not args.check:
        export_all(committed)
        return 0
    with tempfile.TemporaryDirectory() as directory:
        fresh = pathlib.Path(directory)
        export_all(fresh)
        differing = [
            str(path.relative_to(fresh))
            for path in sorted(fresh.rglob("*"))
            if path.is_file()
            and (committed / path.relative_to(fresh)).read_bytes() != path.read_bytes()
        ]
    for path in differing:
        print(f"differs: {path}", file=sys.stderr)
    return 1 if differing else 0


if __name__ == "__main__":
    sys.exit(main())
