#!/usr/bin/env python3
"""Exports small Hugging Face decoders in forms the bf16 Llama of
export_llama.py does not cover, sharded over 2 ranks by tpfuse's PyTorch
frontend (frontends/torch), as `python -m tpfuse_torch.hf CONFIG --tp 2`
writes them (random weights from seed 0; the weights are not committed).

Written into Inputs/decoders/, each one layer, hidden 64, 4 heads over 2
key/value heads, intermediate 128, vocabulary 32, with a dynamic token
count up to 64:

- llama_f32_tp2.mlir: a LlamaModel in float32. With no upcast to float32 in
  its norms, what a norm squares is the residual add itself, computed from
  the embedding's gather and the all-reduce;
- helium_f32_tp2.mlir: a HeliumModel (Llama's norm, another model type) in
  float32;
- llama_bias_tp2.mlir: a bf16 LlamaModel with `attention_bias` and
  `mlp_bias`: each row-parallel projection adds its bias once, after the
  all-reduce, before the residual add.

Made with torch 2.15.0, torch-mlir 20261001, transformers 5.24.0 and
ml_dtypes 0.7.0, installed with frontends/torch (see the README):

  VENV/bin/pip install ./frontends/torch[hf]
  VENV/bin/python test/Frontends/Torch/export_decoders.py [--check]

With --check it writes nothing and fails when a committed file differs from
what this environment exports (the optional lit test `export-check.test`).
"""

import argparse
import pathlib
import sys

import torch

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "frontends" / "torch"))

from tpfuse_torch.hf import export_decoder  # noqa: E402
from transformers import AutoConfig, AutoModel  # noqa: E402

OUTPUT = pathlib.Path(__file__).resolve().parent / "Inputs" / "decoders"
WORLD_SIZE = 2
MAX_TOKENS = 64
SHAPE = dict(
    hidden_size=64,
    intermediate_size=128,
    num_hidden_layers=1,
    num_attention_heads=4,
    num_key_value_heads=2,
    head_dim=16,
    vocab_size=32,
    max_position_embeddings=MAX_TOKENS,
    rms_norm_eps=1e-5,
)
MODELS = {
    "llama_f32_tp2.mlir": ("llama", torch.float32, {}),
    "helium_f32_tp2.mlir": ("helium", torch.float32, {}),
    "llama_bias_tp2.mlir": (
        "llama",
        torch.bfloat16,
        dict(attention_bias=True, mlp_bias=True),
    ),
}


def export(model_type, dtype, extra):
    config = AutoConfig.for_model(model_type, **SHAPE, **extra)
    # As tpfuse_torch.hf loads a config.json: seeded, dtype at construction.
    torch.manual_seed(0)
    model = AutoModel.from_config(config, attn_implementation="eager", dtype=dtype)
    exported, _ = export_decoder(model.eval(), WORLD_SIZE, MAX_TOKENS)
    if exported.all_reduces != 2 * SHAPE["num_hidden_layers"]:
        sys.exit(f"{model_type}: {exported.all_reduces} sums, expected 2 per layer")
    return exported.mlir.encode()


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    files = {name: export(*model) for name, model in MODELS.items()}
    if args.check:
        stale = [n for n, data in files.items() if (OUTPUT / n).read_bytes() != data]
        if stale:
            sys.exit("differs from the committed export: " + ", ".join(sorted(stale)))
        print(f"{len(files)} files as committed")
        return
    OUTPUT.mkdir(parents=True, exist_ok=True)
    for name, data in files.items():
        (OUTPUT / name).write_bytes(data)
    print(f"wrote {len(files)} files into {OUTPUT}")


if __name__ == "__main__":
    main()
