#!/usr/bin/env python3
"""Exports every decoder architecture transformers has, as a user of the
command line would: a tiny random configuration (TINY, plus what mixtures
of experts and MLA need), `shard_decoder` for 2 ranks, the export, then
`tpfuse-opt -tp-raise-rms-norm -tp-fuse-allreduce-norm`. Each architecture
ends in one of:

- `exported`: the sums the export owes and how many were fused, and how far
  the sharded model, run on two real gloo ranks, is from the unsharded one
  (float32; more than 1e-4 is `wrong`: sharded into another model);
- `refused`: an ExportError, with its message (a layout the frontend does
  not shard, or cannot export);
- `traceback`: any other exception -- a defect of the frontend: it must say
  what it cannot do;
- `no tiny config`: transformers cannot build or run the architecture from
  TINY (a composite configuration, or one TINY makes inconsistent), not the
  frontend's concern.

Each runs in its own process (a crash or a hang is a result too). Writes a
Markdown table; slow (minutes per dozen architectures), so not a unit test:

  TPFUSE_OPT=build/bin/tpfuse-opt VENV/bin/python \\
      frontends/torch/tests/sweep_architectures.py --out LOG.md [MODEL_TYPE ...]
"""

import argparse
import json
import multiprocessing
import os
import pathlib
import subprocess
import sys
import tempfile
import traceback

sys.path.insert(0, str(pathlib.Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(pathlib.Path(__file__).resolve().parent))

from test_export import TINY as DECODER  # noqa: E402

TINY = dict(
    **DECODER,
    # Mixtures of experts (the names vary by architecture; unknown keys are
    # kept as attributes and ignored).
    moe_intermediate_size=32,
    num_experts=4,
    num_local_experts=4,
    n_routed_experts=4,
    num_experts_per_tok=2,
    # Multi-head latent attention (rotary over head_dim).
    q_lora_rank=32,
    kv_lora_rank=16,
    qk_nope_head_dim=16,
    qk_rope_head_dim=16,
    v_head_dim=16,
    pad_token_id=0,
)
TIMEOUT = 300


# A configuration transformers turns into gigabytes (a default it keeps, e.g.
# a large vocabulary of a sub-model) fails to allocate, not the machine.
MEMORY_LIMIT = 12 << 30


def _attempt(model_type: str, queue) -> None:
    import resource

    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    import torch
    from transformers import AutoConfig, AutoModel

    from tpfuse_torch.errors import ExportError
    from tpfuse_torch.hf import export_decoder

    try:
        config = AutoConfig.for_model(model_type, **TINY)
        torch.manual_seed(0)
        model = AutoModel.from_config(config, attn_implementation="eager", dtype=torch.float32)
        if any(hasattr(m, "experts") for m in model.modules()):
            model.set_experts_implementation("batched_mm")
        model.eval()
        # The configuration must make a model PyTorch itself runs.
        with torch.no_grad():
            model(torch.zeros(1, 3, dtype=torch.int64), use_cache=False)
    except Exception as error:  # noqa: BLE001 -- classified, not handled
        queue.put(("no tiny config", f"{type(error).__name__}: {str(error).splitlines()[0][:160]}"))
        return
    try:
        exported, _ = export_decoder(model, 2, 16)
    except ExportError as error:
        queue.put(("refused", str(error).splitlines()[0][:240]))
        return
    except Exception as error:  # noqa: BLE001
        frames = traceback.extract_tb(error.__traceback__)
        where = f"{pathlib.Path(frames[-1].filename).name}:{frames[-1].lineno}" if frames else ""
        queue.put(("traceback", f"{type(error).__name__} at {where}: {str(error).splitlines()[0][:200] if str(error) else ''}"))
        return
    fused = subprocess.run(
        [os.environ.get("TPFUSE_OPT", "tpfuse-opt"), "-", "-tp-raise-rms-norm", "-tp-fuse-allreduce-norm"],
        input=exported.mlir, capture_output=True, text=True, check=False,
    )
    if fused.returncode:
        queue.put(("traceback", f"tpfuse-opt failed: {fused.stderr.strip().splitlines()[-1][:200]}"))
        return
    count = fused.stdout.count("tp.all_reduce_add_rms_norm") + fused.stdout.count("tp.all_reduce_rms_norm ")
    ids = torch.randint(0, TINY["vocab_size"], (1, 7), generator=torch.Generator().manual_seed(1))
    with torch.no_grad():
        expected = model(ids, use_cache=False).last_hidden_state
    with tempfile.TemporaryDirectory() as directory:
        torch.multiprocessing.spawn(_run_rank, args=(model, ids, directory), nprocs=2, join=True)
        got = [torch.load(pathlib.Path(directory) / f"rank{rank}.pt") for rank in range(2)]
    distance = max((g - expected).abs().max().item() for g in got)
    outcome = "exported" if distance <= 1e-4 else "wrong"
    queue.put((outcome, f"{count} of {exported.all_reduces} sums fused; sharded vs unsharded {distance:.2g}"))


def _run_rank(rank, model, ids, directory):
    import torch
    import torch.distributed as dist

    import tpfuse_torch

    store = dist.FileStore(str(pathlib.Path(directory) / "store"), 2)
    dist.init_process_group("gloo", store=store, rank=rank, world_size=2)
    try:
        group = tpfuse_torch.TensorParallelGroup("tp", 2, dist.group.WORLD)
        with torch.no_grad():
            hidden = tpfuse_torch.shard_decoder(model, rank, group)(ids, use_cache=False).last_hidden_state
        torch.save(hidden, pathlib.Path(directory) / f"rank{rank}.pt")
    finally:
        dist.destroy_process_group()


def sweep_one(model_type: str) -> tuple[str, str]:
    context = multiprocessing.get_context("spawn")
    queue = context.Queue()
    process = context.Process(target=_attempt, args=(model_type, queue))
    process.start()
    process.join(TIMEOUT)
    if process.is_alive():
        process.kill()
        return "traceback", f"no result within {TIMEOUT} s"
    if queue.empty():
        return "traceback", f"the process died (exit code {process.exitcode})"
    return queue.get()


def decoder_types() -> list[str]:
    from transformers.models.auto.modeling_auto import MODEL_FOR_CAUSAL_LM_MAPPING_NAMES

    return sorted(MODEL_FOR_CAUSAL_LM_MAPPING_NAMES)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=pathlib.Path, required=True, help="the Markdown table")
    parser.add_argument("model_types", nargs="*", help="default: every causal LM of transformers")
    args = parser.parse_args()
    types = args.model_types or decoder_types()
    rows, counts = [], {}
    for model_type in types:
        outcome, detail = sweep_one(model_type)
        counts[outcome] = counts.get(outcome, 0) + 1
        rows.append(f"| {model_type} | {outcome} | {detail.replace('|', '/')} |")
        print(rows[-1], flush=True)
    summary = ", ".join(f"{n} {outcome}" for outcome, n in sorted(counts.items()))
    args.out.write_text(
        f"# Decoder architectures through the PyTorch frontend at TP 2\n\n{len(types)} architectures: "
        f"{summary}.\n\n| model type | outcome | detail |\n|---|---|---|\n" + "\n".join(rows) + "\n"
    )
    print(json.dumps(counts))
    return 1 if counts.get("traceback") or counts.get("wrong") else 0


if __name__ == "__main__":
    sys.exit(main())
