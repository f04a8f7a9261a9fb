#!/usr/bin/env python3
"""Exports a small Hugging Face LlamaModel, unsharded and sharded for tensor
parallelism, with tpfuse's PyTorch frontend (frontends/torch).

The model: transformers' LlamaModel, 2 layers, hidden 256, 8 heads over 4
key/value heads, intermediate 512, vocabulary 64, bf16, eager attention,
random weights (seeded). Written into Inputs/llama/:

- llama_tp1.mlir: the unsharded model (the reference the sharded one is
  compared with), llama_tp2.mlir and llama_tp4.mlir: the model sharded by
  `tpfuse_torch.shard_decoder` for 2 and 4 ranks, one program for every rank;
  all with a dynamic token count, taking the token ids (1 x T, i64) and the
  flat weights, returning the last hidden state (1 x T x 256, bf16);
- weights_tp<N>_rank<R>.bin: each rank's flat weights; the unsharded
  model's are not committed: gather_weights.py rebuilds them from a world
  size's shards (checked here to give the exported ones, for TP 2 and 4);
- ids_<T>.bin and reference_<T>.bin: token ids and PyTorch's own output of
  the unsharded model on CPU, for T = 1, 5 and 16 tokens;
- llama.json: the configuration, the weights layout and what is where.

The sharded export is checked to be the same IR for each of PyTorch's three
all-reduce spellings (functional c10d ops, functional collectives,
torch.distributed.all_reduce).

Made with torch 2.15.0, torch-mlir 20261001, transformers 5.24.0 and
ml_dtypes 0.7.0, installed with frontends/torch (see the README):

  VENV/bin/pip install ./frontends/torch[hf]
  VENV/bin/python test/Frontends/Torch/export_llama.py [--check]

With --check it writes nothing and fails when a committed file differs from
what this environment exports (the optional lit test `export-check.test`).
"""

import argparse
import json
import pathlib
import sys

import torch

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "frontends" / "torch"))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from gather_weights import gather  # noqa: E402
from tpfuse_torch.collectives import SPELLINGS  # noqa: E402
from tpfuse_torch.hf import export_decoder  # noqa: E402
from transformers import LlamaConfig, LlamaModel  # noqa: E402

OUTPUT = pathlib.Path(__file__).resolve().parent / "Inputs" / "llama"
WORLD_SIZES = (2, 4)
TOKEN_COUNTS = (1, 5, 16)
MAX_TOKENS = 64
CONFIG = dict(
    hidden_size=256,
    intermediate_size=512,
    num_hidden_layers=2,
    num_attention_heads=8,
    num_key_value_heads=4,
    vocab_size=64,
    max_position_embeddings=MAX_TOKENS,
    rms_norm_eps=1e-5,
)


def make_model() -> LlamaModel:
    config = LlamaConfig(**CONFIG, attn_implementation="eager")
    torch.manual_seed(2026)
    model = LlamaModel(config).to(torch.bfloat16).eval()
    with torch.no_grad():
        for name, parameter in model.named_parameters():
            # Norm weights are initialized to ones: make them random around 1
            # so that a misplaced weight cannot pass.
            if name.endswith("norm.weight"):
                parameter.copy_(1 + 0.25 * torch.randn_like(parameter))
    return model


def outputs(model):
    files = {}
    unsharded, (unsharded_weights,) = export_decoder(model, 1, MAX_TOKENS)
    files["llama_tp1.mlir"] = unsharded.mlir.encode()
    layouts = {"1": unsharded.manifest()}
    for world_size in WORLD_SIZES:
        exports = {s: export_decoder(model, world_size, MAX_TOKENS, s) for s in SPELLINGS}
        texts = {e.mlir for e, _ in exports.values()}
        if len(texts) != 1:
            sys.exit(f"TP={world_size}: the all-reduce spellings export different IR")
        sharded, shards = exports[SPELLINGS[0]]
        if sharded.all_reduces != 2 * CONFIG["num_hidden_layers"]:
            sys.exit(f"TP={world_size}: {sharded.all_reduces} sums, expected 2 per layer")
        files[f"llama_tp{world_size}.mlir"] = sharded.mlir.encode()
        for rank, data in enumerate(shards):
            files[f"weights_tp{world_size}_rank{rank}.bin"] = data
        layouts[str(world_size)] = sharded.manifest()
        if gather({"layouts": layouts}, world_size, shards) != unsharded_weights:
            sys.exit(f"TP={world_size}: the shards do not gather into the unsharded weights")
    generator = torch.Generator().manual_seed(16)
    with torch.no_grad():
        for count in TOKEN_COUNTS:
            ids = torch.randint(0, CONFIG["vocab_size"], (1, count), generator=generator)
            hidden = model(ids, use_cache=False).last_hidden_state
            files[f"ids_{count}.bin"] = ids.numpy().tobytes()
            files[f"reference_{count}.bin"] = hidden.contiguous().view(torch.uint8).numpy().tobytes()
    manifest = {
        "model": "transformers.LlamaModel",
        "config": CONFIG,
        "dtype": "bfloat16",
        "token_counts": list(TOKEN_COUNTS),
        "world_sizes": [1, *WORLD_SIZES],
        "layouts": layouts,
    }
    files["llama.json"] = (json.dumps(manifest, indent=1) + "\n").encode()
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    files = outputs(make_model())
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
