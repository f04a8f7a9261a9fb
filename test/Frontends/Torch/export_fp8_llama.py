#!/usr/bin/env python3
"""Exports a small FP8 Llama, sharded for tensor parallelism, with tpfuse's
PyTorch frontend (frontends/torch).

The model: export_llama.py's LlamaModel (2 layers, hidden 256, bf16, eager
attention, seeded random weights), made an FP8 model by
`tpfuse_torch.fp8.quantize_decoder_fp8` as vLLM serves a static FP8
checkpoint: every projection `torch._scaled_mm` over e4m3 weights and
inputs, one f32 scale per tensor, q/k/v and gate/up sharing one
quantization of their norm's output; scales calibrated on 64 seeded random
tokens. Written into Inputs/fp8_llama/:

- fp8_llama_tp2.mlir and fp8_llama_tp4.mlir: the model sharded by
  `tpfuse_torch.shard_decoder` for 2 and 4 ranks, one program for every
  rank, with a dynamic token count, taking the token ids (1 x T, i64) and
  the weights as three flat arguments (bf16: embeddings and norms; e4m3:
  the projections' weights; f32: the scales), returning the last hidden
  state (1 x T x 256, bf16);
- weights_tp<N>_rank<R>.bin: each rank's weights, the three arguments'
  bytes one after the other;
- ids_<T>.bin and reference_<T>.bin: token ids and PyTorch's own output of
  the unsharded FP8 model on CPU, for T = 1, 5 and 16 tokens, computed with
  oneDNN off: PyTorch's `_scaled_mm` then takes its portable CPU path on
  every CPU (scaled operands, an f32 product), the one the frontend's
  decomposition follows, where CPUs with AMX would take oneDNN's (which
  scales partial products instead, within a few f32 roundings of it);
- fp8_llama.json: the configuration, the weights layouts and what is where.

Made with torch 2.15.0, torch-mlir 20261001, transformers 5.24.0 and
ml_dtypes 0.7.0, installed with frontends/torch (see the README):

  VENV/bin/pip install ./frontends/torch[hf]
  VENV/bin/python test/Frontends/Torch/export_fp8_llama.py [--check]

With --check it writes nothing and fails when a committed file differs from
what this environment exports (the optional lit test `export-check.test`).
"""

import argparse
import json
import pathlib
import sys
import warnings

import torch

ROOT = pathlib.Path(__file__).resolve().parents[3]
sys.path.insert(0, str(ROOT / "frontends" / "torch"))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from export_llama import CONFIG, MAX_TOKENS, TOKEN_COUNTS, make_model  # noqa: E402
from tpfuse_torch.fp8 import quantize_decoder_fp8  # noqa: E402
from tpfuse_torch.hf import export_decoder  # noqa: E402

OUTPUT = pathlib.Path(__file__).resolve().parent / "Inputs" / "fp8_llama"
WORLD_SIZES = (2, 4)
CALIBRATION_TOKENS = 64
WEIGHT_DTYPES = ["bfloat16", "float8_e4m3fn", "float32"]
# What setting oneDNN's flags says about GPUs; nothing here runs on one.
warnings.filterwarnings("ignore", "TF32 acceleration on top of oneDNN")


def make_fp8_model():
    model = make_model()
    generator = torch.Generator().manual_seed(8)
    calibration = torch.randint(0, CONFIG["vocab_size"], (1, CALIBRATION_TOKENS), generator=generator)
    return quantize_decoder_fp8(model, calibration)


def outputs(model):
    files, layouts = {}, {}
    for world_size in WORLD_SIZES:
        sharded, shards = export_decoder(model, world_size, MAX_TOKENS)
        if sharded.all_reduces != 2 * CONFIG["num_hidden_layers"]:
            sys.exit(f"TP={world_size}: {sharded.all_reduces} sums, expected 2 per layer")
        dtypes = [str(a.dtype).removeprefix("torch.") for a in sharded.weight_arguments]
        if dtypes != WEIGHT_DTYPES:
            sys.exit(f"TP={world_size}: weights arguments of {dtypes}, expected {WEIGHT_DTYPES}")
        files[f"fp8_llama_tp{world_size}.mlir"] = sharded.mlir.encode()
        for rank, data in enumerate(shards):
            files[f"weights_tp{world_size}_rank{rank}.bin"] = data
        layouts[str(world_size)] = sharded.manifest()
    generator = torch.Generator().manual_seed(16)
    with torch.no_grad(), torch.backends.mkldnn.flags(enabled=False):
        for count in TOKEN_COUNTS:
            ids = torch.randint(0, CONFIG["vocab_size"], (1, count), generator=generator)
            hidden = model(ids, use_cache=False).last_hidden_state
            files[f"ids_{count}.bin"] = ids.numpy().tobytes()
            files[f"reference_{count}.bin"] = hidden.contiguous().view(torch.uint8).numpy().tobytes()
    manifest = {
        "model": "transformers.LlamaModel, tpfuse_torch.fp8.quantize_decoder_fp8",
        "config": CONFIG,
        "calibration_tokens": CALIBRATION_TOKENS,
        "token_counts": list(TOKEN_COUNTS),
        "world_sizes": list(WORLD_SIZES),
        "layouts": layouts,
    }
    files["fp8_llama.json"] = (json.dumps(manifest, indent=1) + "\n").encode()
    return files


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--check", action="store_true", help="compare, do not write")
    args = parser.parse_args()
    files = outputs(make_fp8_model())
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
