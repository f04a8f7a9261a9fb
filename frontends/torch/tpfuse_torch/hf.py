"""Command line: export a Hugging Face decoder model for tensor parallelism.

  python -m tpfuse_torch.hf MODEL --tp N --out DIR

MODEL is a directory holding a model (config and weights, as
`save_pretrained` writes it) or a `config.json` (the model is then built with
seeded random weights). Writes into DIR: `model_tp<N>.mlir` (one program for
every rank: token ids 1 x T and the flat weights in, the last hidden state --
or the logits with --causal-lm -- out), `weights_rank<R>.bin` (each rank's
flat weights, raw, in the model's dtype) and `manifest.json` (the layout);
with --reference, also token ids and the unsharded model's outputs for them
(`reference_ids.npy`, `reference_output<I>.npy` in float32), for
`tpfuse-run --reference`.
Then: tpfuse-opt -tp-raise-rms-norm -tp-raise-norm-quantization
  -tp-fuse-allreduce-norm -tp-aot-pipeline
(see the README).
"""

import argparse
import pathlib
import sys

import numpy as np
import torch
import torch.utils._pytree as pytree

from . import ExportedModel, export, shard_decoder, tracing_group
from .collectives import SPELLINGS
from .errors import ExportError
from .nextn import ModelWithNextN

DTYPES = {"bfloat16": torch.bfloat16, "float16": torch.float16, "float32": torch.float32}


def load(model_path: pathlib.Path, dtype, causal_lm: bool, seed: int):
    from transformers import AutoConfig, AutoModel, AutoModelForCausalLM

    factory = AutoModelForCausalLM if causal_lm else AutoModel
    if model_path.is_file():
        config = AutoConfig.from_pretrained(model_path)
        torch.manual_seed(seed)
        # dtype here, not model.to(dtype): buffers computed in float32 (the
        # rotary inv_freq) stay so, as from_pretrained keeps them.
        model = factory.from_config(config, attn_implementation="eager", dtype=dtype)
    else:
        model = factory.from_pretrained(model_path, dtype=dtype, attn_implementation="eager")
    if any(hasattr(module, "experts") for module in model.modules()):
        # Every expert on every token it is routed to, batched: the eager
        # implementation loops over the experts a batch routes to, which
        # does not export.
        model.set_experts_implementation("batched_mm")
    return model.eval()


def export_decoder(
    model: torch.nn.Module, tp: int, max_tokens: int, spelling: str = SPELLINGS[0]
) -> tuple[ExportedModel, list[bytes]]:
    """Exports `model` (a decoder, see shard_decoder) sharded over `tp`
    ranks, whose row-parallel layers all-reduce with `spelling` while traced:
    one program for every rank, taking the token ids (1 x T, T up to
    `max_tokens`) and the flat weights, run without a KV cache. Returns it
    and each rank's flat weights (see ExportedModel.weight_bytes)."""
    tokens = torch.export.Dim("tokens", min=1, max=max_tokens)
    ids = torch.zeros(1, min(5, max_tokens), dtype=torch.int64)
    with tracing_group(tp) as group:
        # One rank: the model as it is, with no sum to pay.
        sharded = shard_decoder(model, 0, group, spelling) if tp > 1 else model
        try:
            exported = export(
                sharded,
                (ids,),
                group=group if tp > 1 else None,
                kwargs={"use_cache": False},
                dynamic_shapes=({1: tokens},),
            )
        except ExportError as error:
            if tp == 1 or not str(error).startswith("torch.export could not trace"):
                raise
            # Sharded layers that the model's forward reads sizes of which
            # shard_decoder did not make the rank's.
            raise ExportError(
                f"{error} -- sharded for {tp} ranks; this architecture's layers read sizes or "
                "weights in a way shard_decoder does not know"
            ) from error
        weights = [
            exported.weight_bytes(
                sharded if rank == 0 else shard_decoder(model, rank, group, spelling)
            )
            for rank in range(tp)
        ]
    return exported, weights


def write_reference(model: torch.nn.Module, tokens: int, seed: int, out: pathlib.Path) -> dict:
    """Runs the unsharded `model` on `tokens` seeded random token ids and
    writes them and its outputs (float32: exact for bf16 and f16) as .npy
    into `out`; returns the manifest's `reference` entry."""
    generator = torch.Generator().manual_seed(seed)
    vocab = model.get_input_embeddings().num_embeddings
    ids = torch.randint(0, vocab, (1, tokens), generator=generator)
    with torch.no_grad():
        outputs = [
            leaf for leaf in pytree.tree_leaves(model(ids, use_cache=False))
            if isinstance(leaf, torch.Tensor)
        ]
    np.save(out / "reference_ids.npy", ids.numpy())
    names = []
    for index, output in enumerate(outputs):
        names.append(f"reference_output{index}.npy")
        np.save(out / names[-1], output.detach().float().numpy())
    return {"ids": "reference_ids.npy", "outputs": names}


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tpfuse_torch.hf", description=__doc__.splitlines()[0]
    )
    parser.add_argument("model", type=pathlib.Path, help="a model directory or a config.json")
    parser.add_argument("--tp", type=int, required=True, help="tensor-parallel ranks")
    parser.add_argument("--out", type=pathlib.Path, required=True, help="output directory")
    parser.add_argument("--dtype", choices=sorted(DTYPES), default="bfloat16")
    parser.add_argument("--max-tokens", type=int, default=4096, help="largest token count")
    parser.add_argument("--causal-lm", action="store_true", help="with the LM head (logits)")
    parser.add_argument("--spelling", choices=SPELLINGS, default=SPELLINGS[0],
                        help="how the row-parallel layers all-reduce while traced")
    parser.add_argument("--seed", type=int, default=0, help="for random weights (config.json)")
    parser.add_argument("--nextn", action="store_true",
                        help="add DeepSeek-V3's NextN (multi-token prediction) layer, seeded random "
                             "weights; the program also returns its output")
    parser.add_argument("--reference", action="store_true",
                        help="also save token ids and the unsharded model's outputs for them")
    parser.add_argument("--reference-tokens", type=int, default=5, metavar="T",
                        help="how many token ids --reference runs (default 5)")
    args = parser.parse_args(argv)
    try:
        try:
            model = load(args.model, DTYPES[args.dtype], args.causal_lm, args.seed)
        except Exception as error:  # transformers' own, of every kind
            raise ExportError(f"{args.model}: transformers cannot build the model: {error}") from error
        if args.nextn:
            if not args.model.is_file():
                raise ExportError(
                    "--nextn builds the NextN layer with random weights: give a config.json "
                    "(its weights are not loaded from a checkpoint)"
                )
            torch.manual_seed(args.seed + 1)
            model = ModelWithNextN(model).eval()
        args.out.mkdir(parents=True, exist_ok=True)
        exported, weights = export_decoder(model, args.tp, args.max_tokens, args.spelling)
        exported.write(args.out / f"model_tp{args.tp}.mlir")
        for rank, data in enumerate(weights):
            (args.out / f"weights_rank{rank}.bin").write_bytes(data)
        extra = {"tp": args.tp, "model": str(args.model), "dims": {"tokens": [1, args.max_tokens]}}
        if args.reference:
            if not 1 <= args.reference_tokens <= args.max_tokens:
                raise ExportError(f"--reference-tokens must be 1 to {args.max_tokens}")
            extra["reference"] = write_reference(model, args.reference_tokens, args.seed, args.out)
        exported.write_manifest(args.out / "manifest.json", **extra)
    except ExportError as error:
        print(f"error: {error}", file=sys.stderr)
        return 1
    print(
        f"{args.out}: model_tp{args.tp}.mlir ({exported.all_reduces} sums), "
        f"weights_rank0..{args.tp - 1}.bin ({exported.weight_count} weights each)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
