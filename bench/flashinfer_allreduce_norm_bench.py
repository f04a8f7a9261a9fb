#!/usr/bin/env python3
"""FlashInfer's fused all-reduce + residual add + RMSNorm, timed like tpfuse-gpu-bench.

The comparison point for bench/fused_allreduce_norm_bench.cpp: FlashInfer's
`trtllm_allreduce_fusion` with pattern kARResidualRMSNorm, forced one-shot
(Lamport) or two-shot, called as SGLang calls it (launch_with_pdl=True,
trigger_completion_at_end=False, fp32_acc=False, residual_out and norm_out
written, allreduce_out not), on an IPC workspace from
`trtllm_create_ipc_workspace_for_all_reduce_fusion`.

Method (the same as tpfuse-gpu-bench): one process per GPU (torch.multiprocessing,
NCCL process group); per (hidden, tokens, variant) a CUDA graph of 16 calls whose
inputs rotate over enough buffer sets to exceed 3x the 60 MiB L2 (at most 16);
3 warm-up replays, then N timed replays with CUDA events between replays on each
GPU; a replay counts as its slower GPU; microseconds per call: median (min-max).
Before timing, every configuration is checked against a float64 reference
(eager call and again after the timed graph replays): relative L2 error of
norm_out and residual_out, every element written (outputs poisoned with NaN first).

FlashInfer is imported without running `flashinfer/__init__.py` (that imports
every kernel family and their optional dependencies); only
`flashinfer.comm.trtllm_ar` and what it needs are loaded.

Usage: python3 bench/flashinfer_allreduce_norm_bench.py [--hidden 7168,4096]
           [--max-tokens 8192] [--replays 30] [--json out.json]
           [--compile-only]
Environment: FI_BENCH_PREBUILT_SO=path loads a trtllm_comm .so built ahead
instead of JIT-building it on first use.
"""

import argparse
import importlib.util
import json
import os
import sys
import time
import traceback
import types

CALLS_PER_GRAPH = 16
WARMUP_REPLAYS = 3
ROTATION_BYTES = 3 * 60 * 1024 * 1024  # 3x L2


def import_trtllm_ar():
    """flashinfer.comm.trtllm_ar without the package __init__ files."""
    spec = importlib.util.find_spec("flashinfer")
    if spec is None or not spec.submodule_search_locations:
        raise ImportError("flashinfer not found on sys.path")
    root = list(spec.submodule_search_locations)[0]
    if "flashinfer" not in sys.modules:
        pkg = types.ModuleType("flashinfer")
        pkg.__path__ = [root]
        pkg.__file__ = os.path.join(root, "__init__.py")
        sys.modules["flashinfer"] = pkg
        comm = types.ModuleType("flashinfer.comm")
        comm.__path__ = [os.path.join(root, "comm")]
        comm.__file__ = os.path.join(root, "comm", "__init__.py")
        sys.modules["flashinfer.comm"] = comm
        pkg.comm = comm
    import flashinfer.comm.trtllm_ar as trtllm_ar  # noqa: E402

    prebuilt = os.environ.get("FI_BENCH_PREBUILT_SO")
    if prebuilt:
        # A trtllm_comm module compiled ahead (same nvcc, sm_90a): load it
        # instead of JIT-building (untested on the device so far).
        import tvm_ffi

        class _Prebuilt:
            def build_and_load(self):
                return tvm_ffi.load_module(prebuilt)

        trtllm_ar.gen_trtllm_comm_module = _Prebuilt
    return trtllm_ar


def flashinfer_version():
    try:
        from importlib.metadata import version

        return version("flashinfer-python")
    except Exception:  # noqa: BLE001
        return "unknown"


def compile_only():
    """Builds (JIT) the trtllm_comm module; needs no GPU work beyond a query."""
    t0 = time.time()
    ar = import_trtllm_ar()
    ar.gen_trtllm_comm_module().build_and_load()
    print(f"flashinfer {flashinfer_version()}: trtllm_comm JIT build+load "
          f"{time.time() - t0:.1f} s", flush=True)
    del ar


def make_inputs(torch, world, tokens, hidden, seed, device, ranks):
    """Inputs of the given ranks (every rank can rebuild any rank's input from
    its seed, so each builds the float64 reference itself) and the residual."""
    g = torch.Generator(device=device)
    ins = {}
    for r in ranks:
        g.manual_seed(seed * 1000 + r)
        ins[r] = torch.randn(tokens, hidden, generator=g, device=device)
    g.manual_seed(seed * 1000 + 999)
    residual = torch.randn(tokens, hidden, generator=g, device=device)
    return ins, residual


def reference(torch, ins, residual, gamma, eps):
    s = sum(x.double() for x in ins) + residual.double()
    var = (s * s).mean(dim=-1, keepdim=True)
    normed = s * torch.rsqrt(var + eps) * gamma.double()
    return s, normed


def rel_err(torch, out, ref):
    out = out.double()
    if torch.isnan(out).any() or torch.isinf(out).any():
        return float("nan")
    return (torch.linalg.norm(out - ref) / torch.linalg.norm(ref)).item()


def worker(rank, world, port, args, result_path):
    import torch
    import torch.distributed as dist

    torch.cuda.set_device(rank)
    device = torch.device("cuda", rank)
    dist.init_process_group("nccl", init_method=f"tcp://127.0.0.1:{port}",
                            rank=rank, world_size=world, device_id=device)
    ar = import_trtllm_ar()
    pattern = ar.AllReduceFusionPattern.kARResidualRMSNorm
    dtype = torch.bfloat16
    eps = 1e-6
    stream = torch.cuda.Stream(device)
    results = []
    failures = []
    t_start = time.time()

    def slower_gpu(per_call):
        t = torch.tensor(per_call, dtype=torch.float64, device=device)
        gathered = [torch.empty_like(t) for _ in range(world)]
        dist.all_gather(gathered, t)
        return torch.stack(gathered).max(dim=0).values.cpu().tolist()

    for hidden in args.hidden:
        t0 = time.time()
        ipc_handles, workspace, metadata = ar.trtllm_create_ipc_workspace_for_all_reduce_fusion(
            rank, world, args.max_tokens, hidden, use_fp32_lamport=False,
            group=dist.group.WORLD, create_metadata=True)
        torch.cuda.synchronize()
        if rank == 0:
            print(f"hidden {hidden}: workspace {time.time() - t0:.1f} s "
                  f"(lamport_comm_size {metadata['lamport_comm_size']})", flush=True)
        g = torch.Generator(device="cpu")
        g.manual_seed(7)
        gamma_cpu = (torch.rand(hidden, generator=g) + 0.5).to(dtype)
        gamma = gamma_cpu.to(device)
        tokens_list = []
        t = 1
        while t <= args.max_tokens:
            tokens_list.append(t)
            t *= 2
        for tokens in tokens_list:
            for variant in ("fi-one-shot", "fi-two-shot"):
                oneshot = variant == "fi-one-shot"
                entry = {"hidden": hidden, "tokens": tokens, "variant": variant,
                         "dtype": "bf16"}
                if not oneshot and tokens <= world:
                    entry["skipped"] = "two-shot needs tokens > world size"
                    results.append(entry)
                    continue
                lamport_bytes = tokens * hidden * 2 * world
                if oneshot and lamport_bytes > ar.MAX_COMM_SIZE:
                    entry["skipped"] = "one-shot message above MAX_COMM_SIZE"
                    results.append(entry)
                    continue
                nbytes = tokens * hidden * 2
                sets = max(1, min(CALLS_PER_GRAPH, -(-ROTATION_BYTES // nbytes)))
                bufs = []
                refs = None
                for i in range(sets):
                    ranks = range(world) if i == 0 else [rank]
                    ins, residual = make_inputs(torch, world, tokens, hidden, 11 + i,
                                                device, ranks)
                    ins = {r: x.to(dtype) for r, x in ins.items()}
                    residual = residual.to(dtype)
                    b = {
                        "input": ins[rank],
                        "residual": residual,
                        "residual_out": torch.full((tokens, hidden), float("nan"),
                                                   dtype=dtype, device=device),
                        "norm_out": torch.full((tokens, hidden), float("nan"),
                                               dtype=dtype, device=device),
                    }
                    if i == 0:
                        refs = reference(torch, [ins[r] for r in range(world)],
                                         residual, gamma, eps)
                    del ins
                    bufs.append(b)

                def call(b):
                    ar.trtllm_allreduce_fusion(
                        allreduce_in=b["input"], world_size=world, world_rank=rank,
                        token_num=tokens, hidden_dim=hidden, workspace_ptrs=workspace,
                        launch_with_pdl=True, trigger_completion_at_end=False,
                        fp32_acc=False, pattern_code=pattern, use_oneshot=oneshot,
                        allreduce_out=None, residual_in=b["residual"],
                        residual_out=b["residual_out"], norm_out=b["norm_out"],
                        quant_out=None, scale_out=None, rms_gamma=gamma,
                        rms_eps=eps, scale_factor=None, layout_code=None,
                        metadata=metadata)

                try:
                    dist.barrier()
                    with torch.cuda.stream(stream):
                        call(bufs[0])
                    stream.synchronize()
                    err_eager = (rel_err(torch, bufs[0]["norm_out"], refs[1]),
                                 rel_err(torch, bufs[0]["residual_out"], refs[0]))
                    for b in bufs:  # poison again: the graph must write them
                        b["norm_out"].fill_(float("nan"))
                        b["residual_out"].fill_(float("nan"))
                    dist.barrier()
                    graph = torch.cuda.CUDAGraph()
                    with torch.cuda.graph(graph, stream=stream):
                        for c in range(CALLS_PER_GRAPH):
                            call(bufs[c % sets])
                    torch.cuda.synchronize()
                    dist.barrier()
                    events = [torch.cuda.Event(enable_timing=True)
                              for _ in range(args.replays + 1)]
                    with torch.cuda.stream(stream):
                        for _ in range(WARMUP_REPLAYS):
                            graph.replay()
                        events[0].record(stream)
                        for i in range(args.replays):
                            graph.replay()
                            events[i + 1].record(stream)
                    stream.synchronize()
                    per_call = [events[i].elapsed_time(events[i + 1]) * 1e3
                                / CALLS_PER_GRAPH for i in range(args.replays)]
                    slowest = sorted(slower_gpu(per_call))
                    err_graph = (rel_err(torch, bufs[0]["norm_out"], refs[1]),
                                 rel_err(torch, bufs[0]["residual_out"], refs[0]))
                    written = all(not torch.isnan(b[k]).any().item()
                                  for b in bufs[:min(sets, CALLS_PER_GRAPH)]
                                  for k in ("norm_out", "residual_out"))
                    errs = torch.tensor([*err_eager, *err_graph], dtype=torch.float64,
                                        device=device)
                    all_errs = [torch.empty_like(errs) for _ in range(world)]
                    dist.all_gather(all_errs, errs)
                    worst = torch.stack(all_errs).nan_to_num(float("inf")).max().item()
                    ok = written and worst < 1e-2
                    entry.update({
                        "median_us": slowest[len(slowest) // 2],
                        "min_us": slowest[0], "max_us": slowest[-1],
                        "replays": args.replays, "sets": sets,
                        "rel_err_max": worst, "all_written": written,
                        "correct": ok,
                    })
                    if not ok:
                        failures.append(entry)
                    del graph
                except Exception as e:  # noqa: BLE001
                    entry["error"] = f"{type(e).__name__}: {e}"
                    failures.append(entry)
                    traceback.print_exc()
                results.append(entry)
                if rank == 0:
                    if "median_us" in entry:
                        print(f"{variant:12s} hidden {hidden:5d} tokens {tokens:5d}: "
                              f"{entry['median_us']:8.2f} us ({entry['min_us']:.2f}-"
                              f"{entry['max_us']:.2f}) err {entry['rel_err_max']:.2e}"
                              f"{'' if entry['correct'] else ' WRONG'}", flush=True)
                    else:
                        print(f"{variant:12s} hidden {hidden:5d} tokens {tokens:5d}: "
                              f"{entry.get('skipped') or entry.get('error')}", flush=True)
                del bufs
        torch.cuda.synchronize()
        dist.barrier()
        del workspace
        ar.trtllm_destroy_ipc_workspace_for_all_reduce_fusion(ipc_handles, dist.group.WORLD)
        torch.cuda.synchronize()
        dist.barrier()
    if rank == 0:
        props = torch.cuda.get_device_properties(0)
        out = {
            "tool": "bench/flashinfer_allreduce_norm_bench.py",
            "flashinfer_version": flashinfer_version(),
            "torch": torch.__version__,
            "nccl": ".".join(map(str, torch.cuda.nccl.version())),
            "gpu": props.name, "world_size": world,
            "call": {"pattern": "kARResidualRMSNorm", "launch_with_pdl": True,
                     "trigger_completion_at_end": False, "fp32_acc": False,
                     "use_fp32_lamport": False, "max_token_num": args.max_tokens},
            "method": {"calls_per_graph": CALLS_PER_GRAPH,
                       "warmup_replays": WARMUP_REPLAYS, "replays": args.replays,
                       "rotation_bytes": ROTATION_BYTES,
                       "replay_time": "slower GPU", "stat": "median (min-max)"},
            "wall_s": time.time() - t_start,
            "results": results,
        }
        with open(result_path, "w") as f:
            json.dump(out, f, indent=1)
        print(f"wrote {result_path}; {len(failures)} failures; "
              f"{time.time() - t_start:.1f} s", flush=True)
    dist.barrier()
    dist.destroy_process_group()
    if failures:
        sys.exit(1)


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--hidden", default="7168,4096")
    p.add_argument("--max-tokens", type=int, default=8192)
    p.add_argument("--replays", type=int, default=30)
    p.add_argument("--json", default="flashinfer-bench.json")
    p.add_argument("--compile-only", action="store_true")
    args = p.parse_args()
    args.hidden = [int(h) for h in args.hidden.split(",")]
    os.environ.setdefault("NCCL_NVLS_ENABLE", "0")
    os.environ.setdefault("TORCH_SYMM_MEM_DISABLE_MULTICAST", "1")
    if args.compile_only:
        compile_only()
        return
    import torch
    import torch.multiprocessing as mp

    world = 2
    if torch.cuda.device_count() < world:
        sys.exit("needs 2 GPUs")
    port = 29500 + os.getpid() % 1000
    mp.spawn(worker, args=(world, port, args, args.json), nprocs=world, join=True)


if __name__ == "__main__":
    main()
