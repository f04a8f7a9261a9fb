#!/usr/bin/env python3
"""Compile time of the tpfuse passes against the number of layer boundaries.

Generates one function with N layer boundaries, each a column-parallel
matmul, a row-parallel matmul whose sum is owed over a TP group of 2, the
all-reduce that pays it, and a residual RMSNorm (hidden 4096, bf16, a dynamic
number of tokens); the boundaries chain through the normed output and the
residual stream, as in a decoder stack. Runs tpfuse-opt on it, checks that
exactly N fused norms come out and no all-reduce is left, and times it.

Two input forms:
  frontend  what a frontend hands over after upstream shard-partition: the
            sum paid by `shard.all_reduce` over a 1-D grid, the residual add
            and RMSNorm as torch-mlir lowers them (one linalg.generic per
            torch op); pipeline tp-import-shard, tp-raise-rms-norm,
            tp-fuse-allreduce-norm, tp-verify-ownership.
  tp        already in tp form (tp.mark_partial + tp.all_reduce +
            tp.add_rms_norm); pipeline tp-fuse-allreduce-norm,
            tp-verify-ownership.

  bench.py generate --form frontend --boundaries 10     # the module, to stdout
  bench.py run --tpfuse-opt build/bin/tpfuse-opt --form frontend \\
      --json results-frontend.json --table              # the benchmark

`run` exits with 1 when a size fails (tpfuse-opt errs, or the output has
not exactly N fused norms, or an all-reduce is left), or when time per
boundary grows more than --max-ratio from the second-largest size to the
largest, in any pass, all passes or the whole run (CPU time).

Standard library only. Not part of ctest: timings depend on the machine.
"""

import argparse
import json
import os
import platform
import re
import resource
import statistics
import subprocess
import sys
import tempfile
import time

HIDDEN = 4096
# This rank's share of the intermediate dimension (8192 / TP 2).
LOCAL_INTERMEDIATE = 2048
EPSILON = "1.0e-05"

PIPELINES = {
    "frontend": "builtin.module(tp-import-shard,tp-raise-rms-norm,"
                "tp-fuse-allreduce-norm,tp-verify-ownership)",
    "tp": "builtin.module(tp-fuse-allreduce-norm,tp-verify-ownership)",
}

PARALLEL_CONFIG = (
    '#tp.parallel_config<group = #tp.group<"tp", size = 2>, ep = 1, cp = 1, '
    'dp_attention = false, moe_a2a = "none", moe_cp_all_gather = false, '
    'attention_input = full, mlp_input = full>')

ACT = f"tensor<?x{HIDDEN}xbf16>"
MID = f"tensor<?x{LOCAL_INTERMEDIATE}xbf16>"
PARTIAL = f'!tp.partial<{ACT}, #tp.group<"tp", size = 2>>'


def emit_row_parallel(lines, i, h):
    """The column- then row-parallel matmul of boundary i on input h; returns
    the name of this rank's contribution to the owed sum."""
    lines.append(f"    %up{i} = linalg.matmul ins({h}, %w_up : {ACT}, "
                 f"tensor<{HIDDEN}x{LOCAL_INTERMEDIATE}xbf16>) "
                 f"outs(%mid_init : {MID}) -> {MID}")
    lines.append(f"    %down{i} = linalg.matmul ins(%up{i}, %w_down : {MID}, "
                 f"tensor<{LOCAL_INTERMEDIATE}x{HIDDEN}xbf16>) "
                 f"outs(%out_init : {ACT}) -> {ACT}")
    return f"%down{i}"


def emit_tp_boundary(lines, i, contribution, residual):
    lines.append(f"    %owed{i} = tp.mark_partial {contribution} : {ACT} -> {PARTIAL}")
    lines.append(f"    %sum{i} = tp.all_reduce %owed{i} : {PARTIAL} -> {ACT}")
    lines.append(f"    %h{i}, %r{i} = tp.add_rms_norm %sum{i}, {residual}, %w_norm "
                 f"epsilon = {EPSILON} : ({ACT}, {ACT}, tensor<{HIDDEN}xbf16>) "
                 f"-> ({ACT}, {ACT})")


def emit_elementwise(lines, result, operands, out, body):
    """A linalg.generic over (tokens, hidden); `operands` are (name, type,
    map) triples, `out` is (init, type), `body` the ops computing %y from
    the block arguments %a, %b, ..."""
    names = ", ".join(name for name, _, _ in operands)
    types = ", ".join(type_ for _, type_, _ in operands)
    maps = ", ".join([m for _, _, m in operands] + ["#id"])
    init, out_type = out
    lines.append(f"    {result} = linalg.generic {{indexing_maps = [{maps}], "
                 f'iterator_types = ["parallel", "parallel"]}} '
                 f"ins({names} : {types}) outs({init} : {out_type}) {{")
    args = ", ".join(f"%{chr(ord('a') + k)}: {element(type_)}"
                     for k, (_, type_, _) in enumerate(operands))
    lines.append(f"    ^bb0({args}, %o: {element(out_type)}):")
    lines += [f"      {op}" for op in body]
    lines.append(f"      linalg.yield %y : {element(out_type)}")
    lines.append(f"    }} -> {out_type}")


def element(tensor_type):
    return tensor_type.rsplit("x", 1)[1].rstrip(">")


def emit_frontend_boundary(lines, i, contribution, residual):
    """shard.all_reduce, then residual add + RMSNorm the way torch-mlir
    lowers `residual + x` and `F.rms_norm` (one linalg.generic per torch op):
    the add in bf16, everything after it in f32, one rounding at the end (the
    definition of tp.add_rms_norm)."""
    f32 = f"tensor<?x{HIDDEN}xf32>"
    row = "tensor<?x1xf32>"
    lines.append(f"    %sum{i} = shard.all_reduce {contribution} on @tp "
                 f"grid_axes = [0] : {ACT} -> {ACT}")
    emit_elementwise(lines, f"%r{i}", [(f"%sum{i}", ACT, "#id"),
                                       (residual, ACT, "#id")],
                     ("%out_empty", ACT), ["%y = arith.addf %a, %b : bf16"])
    emit_elementwise(lines, f"%x32_{i}", [(f"%r{i}", ACT, "#id")],
                     ("%f32_empty", f32), ["%y = arith.extf %a : bf16 to f32"])
    emit_elementwise(lines, f"%sq{i}", [(f"%x32_{i}", f32, "#id")],
                     ("%f32_empty", f32), ["%y = math.powf %a, %two : f32"])
    lines.append(f"    %ss{i} = linalg.generic {{indexing_maps = [#id, #row], "
                 f'iterator_types = ["parallel", "reduction"]}} '
                 f"ins(%sq{i} : {f32}) outs(%row_init : {row}) {{")
    lines.append("    ^bb0(%a: f32, %acc: f32):")
    lines.append("      %y = arith.addf %a, %acc : f32")
    lines.append("      linalg.yield %y : f32")
    lines.append(f"    }} -> {row}")
    emit_elementwise(lines, f"%mean{i}", [(f"%ss{i}", row, "#id")],
                     ("%row_empty", row), ["%y = arith.divf %a, %hidden : f32"])
    emit_elementwise(lines, f"%var{i}", [(f"%mean{i}", row, "#id")],
                     ("%row_empty", row), ["%y = arith.addf %a, %eps : f32"])
    emit_elementwise(lines, f"%inv{i}", [(f"%var{i}", row, "#id")],
                     ("%row_empty", row), ["%y = math.rsqrt %a : f32"])
    emit_elementwise(lines, f"%scaled{i}", [(f"%x32_{i}", f32, "#id"),
                                            (f"%inv{i}", row, "#row")],
                     ("%f32_empty", f32), ["%y = arith.mulf %a, %b : f32"])
    emit_elementwise(lines, f"%weighted{i}", [(f"%scaled{i}", f32, "#id"),
                                              ("%w_norm", f"tensor<{HIDDEN}xbf16>",
                                               "#hidden")],
                     ("%f32_empty", f32), ["%w = arith.extf %b : bf16 to f32",
                                           "%y = arith.mulf %a, %w : f32"])
    emit_elementwise(lines, f"%h{i}", [(f"%weighted{i}", f32, "#id")],
                     ("%out_empty", ACT), ["%y = arith.truncf %a : f32 to bf16"])


def generate(form, boundaries):
    """The module text: one function with `boundaries` layer boundaries."""
    frontend = form == "frontend"
    lines = []
    if frontend:
        lines += ["#id = affine_map<(t, c) -> (t, c)>",
                  "#row = affine_map<(t, c) -> (t, 0)>",
                  "#hidden = affine_map<(t, c) -> (c)>"]
    lines.append(f"module attributes {{tp.parallel_config = {PARALLEL_CONFIG}}} {{")
    if frontend:
        lines.append("  shard.grid @tp(shape = 2)")
    # One set of weights serves every boundary: compile time does not depend
    # on their values, and N distinct arguments would only lengthen the text.
    lines.append(f"  func.func @stack(%x: {ACT}, "
                 f"%w_up: tensor<{HIDDEN}x{LOCAL_INTERMEDIATE}xbf16>, "
                 f"%w_down: tensor<{LOCAL_INTERMEDIATE}x{HIDDEN}xbf16>, "
                 f"%w_norm: tensor<{HIDDEN}xbf16>) -> {ACT} {{")
    lines.append("    %c0 = arith.constant 0 : index")
    lines.append("    %zero = arith.constant 0.0 : bf16")
    lines.append(f"    %tokens = tensor.dim %x, %c0 : {ACT}")
    lines.append(f"    %mid_empty = tensor.empty(%tokens) : {MID}")
    lines.append(f"    %mid_init = linalg.fill ins(%zero : bf16) outs(%mid_empty : {MID}) -> {MID}")
    lines.append(f"    %out_empty = tensor.empty(%tokens) : {ACT}")
    lines.append(f"    %out_init = linalg.fill ins(%zero : bf16) outs(%out_empty : {ACT}) -> {ACT}")
    if frontend:
        lines.append("    %zero_f32 = arith.constant 0.0 : f32")
        lines.append("    %two = arith.constant 2.0 : f32")
        lines.append(f"    %hidden = arith.constant {HIDDEN}.0 : f32")
        lines.append(f"    %eps = arith.constant {EPSILON} : f32")
        lines.append(f"    %f32_empty = tensor.empty(%tokens) : tensor<?x{HIDDEN}xf32>")
        lines.append("    %row_empty = tensor.empty(%tokens) : tensor<?x1xf32>")
        lines.append("    %row_init = linalg.fill ins(%zero_f32 : f32) "
                     "outs(%row_empty : tensor<?x1xf32>) -> tensor<?x1xf32>")
    h, residual = "%x", "%x"
    for i in range(boundaries):
        contribution = emit_row_parallel(lines, i, h)
        if frontend:
            emit_frontend_boundary(lines, i, contribution, residual)
        else:
            emit_tp_boundary(lines, i, contribution, residual)
        h, residual = f"%h{i}", f"%r{i}"
    lines.append(f"    return {h} : {ACT}")
    lines.append("  }")
    lines.append("}")
    return "\n".join(lines) + "\n"


def count_boundaries(output):
    """(fused norms, all-reduces left) in tpfuse-opt's output."""
    fused = len(re.findall(r"\btp\.all_reduce_add_rms_norm\b", output))
    left = len(re.findall(r"\b(?:tp|shard)\.all_reduce\b(?!_)", output))
    return fused, left


def parse_timing(text):
    """The wall time of each entry of --mlir-timing-display=list, in seconds."""
    entries = {}
    for line in text.splitlines():
        match = re.match(r"\s+([0-9.]+) \(\s*[0-9.]+%\)\s+(\S.*)$", line)
        if match:
            entries[match.group(2)] = float(match.group(1))
    return entries


class PipelineError(Exception):
    """tpfuse-opt failed, or did not fuse every boundary."""


def run_once(tpfuse_opt, pipeline, path, timing=False):
    command = [tpfuse_opt, path, f"--pass-pipeline={pipeline}"]
    if timing:
        command += ["--mlir-timing", "--mlir-timing-display=list"]
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    done = subprocess.run(command, capture_output=True, text=True)
    elapsed = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)
    if done.returncode != 0:
        errors = [line.split("error: ", 1)[1]
                  for line in done.stderr.splitlines() if "error: " in line]
        raise PipelineError(errors[0] if errors else
                            f"tpfuse-opt exited with {done.returncode}")
    return elapsed, cpu, done.stdout, done.stderr


def measure_size(tpfuse_opt, pipeline, path, boundaries, runs):
    output = run_once(tpfuse_opt, pipeline, path)[2]
    fused, left = count_boundaries(output)
    if fused != boundaries or left != 0:
        raise PipelineError(f"{fused} fused, {left} all-reduces left "
                            f"(expected {boundaries} and 0)")
    walls, cpus = zip(*(run_once(tpfuse_opt, pipeline, path)[:2]
                        for _ in range(runs)))
    # On a shared machine other work only ever adds time: of the per-pass
    # reports keep the fastest run's.
    reports = [parse_timing(run_once(tpfuse_opt, pipeline, path,
                                     timing=True)[3]) for _ in range(runs)]
    return {"wall_s": walls, "cpu_s": cpus,
            "wall_median_s": statistics.median(walls),
            "cpu_median_s": statistics.median(cpus),
            "timing_s": min(reports, key=lambda r: r.get("Total", 0.0))}


def measure(tpfuse_opt, form, sizes, runs, workdir):
    """One result per size; a size the pipeline fails on records the error
    and the benchmark goes on."""
    pipeline = PIPELINES[form]
    results = []
    for boundaries in sizes:
        path = os.path.join(workdir, f"{form}-{boundaries}.mlir")
        with open(path, "w") as f:
            f.write(generate(form, boundaries))
        result = {"boundaries": boundaries,
                  "input_bytes": os.path.getsize(path), "runs": runs}
        try:
            result.update(measure_size(tpfuse_opt, pipeline, path, boundaries,
                                       runs))
            summary = f"{result['wall_median_s'] * 1e3:.1f} ms median wall"
        except PipelineError as error:
            result["error"] = str(error)
            summary = f"FAILED: {error}"
        results.append(result)
        print(f"{form} {boundaries:>6} boundaries: {summary}", file=sys.stderr)
    return results


# Entries of the timing report that are not passes (nor pass managers, whose
# names contain "Pipeline").
NOT_PASSES = ("root", "Parser", "Output", "Rest", "Total")


def pass_times(result):
    """Seconds spent in each pass (the timing report less parsing, output
    and the unattributed rest), and in all of them as "passes"."""
    times = {name: value for name, value in result["timing_s"].items()
             if name not in NOT_PASSES and "Pipeline" not in name}
    times["passes"] = sum(times.values())
    return times


def per_boundary(result):
    """Seconds per boundary: each pass, all passes, and the whole run (CPU
    time, median)."""
    times = pass_times(result)
    times["whole run (CPU)"] = result["cpu_median_s"]
    return {name: value / result["boundaries"] for name, value in times.items()}


def linearity(results, max_ratio):
    """Time per boundary at the largest size over that at the next-largest,
    for every pass, all passes and the whole run: about 1 is linear, about 10
    a quadratic walk over 10x more boundaries. None if either size failed."""
    if len(results) < 2 or any("error" in r for r in results[-2:]):
        return None
    small, large = results[-2], results[-1]
    small_times, large_times = per_boundary(small), per_boundary(large)
    ratios = {name: (large_time / small_times[name]
                     if small_times.get(name, 0.0) > 0 else float("inf"))
              for name, large_time in large_times.items()}
    worst = max(ratios, key=ratios.get)
    return {"from": small["boundaries"], "to": large["boundaries"],
            "ratios": ratios, "worst": worst, "max_ratio": max_ratio,
            "ok": ratios[worst] <= max_ratio}


def git(*args):
    """The output of a git command, or None outside a checkout or without git
    (a fresh machine running the tests from an exported tree)."""
    try:
        done = subprocess.run(["git", *args], capture_output=True, text=True,
                              cwd=os.path.dirname(os.path.abspath(__file__)))
    except FileNotFoundError:
        return None
    return done.stdout.rstrip("\n") if done.returncode == 0 else None


def machine():
    cpu = platform.processor() or platform.machine()
    try:
        with open("/proc/cpuinfo") as f:
            names = re.findall(r"^model name\s*:\s*(.+)$", f.read(), re.M)
        if names:
            cpu = names[0]
    except OSError:
        pass
    # Other work on the machine shows up in the timings: record how busy it was.
    return {"cpu": cpu, "cpus": os.cpu_count(), "os": platform.platform(),
            "load_average_1m": os.getloadavg()[0]}


def markdown(report):
    measured = [r for r in report["results"] if "error" not in r]
    names = sorted({name for r in measured for name in pass_times(r)
                    if name != "passes"},
                   key=lambda n: -pass_times(measured[-1]).get(n, 0.0)
                   if measured else 0.0)
    header = ["boundaries", "wall, median (ms)", "CPU, median (ms)",
              "CPU / boundary (us)", "parse (ms)", "passes (ms)",
              "passes / boundary (us)"]
    header += [f"{name} (ms)" for name in names]
    lines = ["| " + " | ".join(header) + " |", "|" + "---:|" * len(header)]
    for r in report["results"]:
        n = r["boundaries"]
        if "error" in r:
            lines.append(f"| {n} | failed: {r['error']} |" +
                         " |" * (len(header) - 2))
            continue
        times = pass_times(r)
        row = [str(n), f"{r['wall_median_s'] * 1e3:.1f}",
               f"{r['cpu_median_s'] * 1e3:.1f}",
               f"{r['cpu_median_s'] / n * 1e6:.1f}",
               f"{r['timing_s'].get('Parser', 0.0) * 1e3:.1f}",
               f"{times['passes'] * 1e3:.1f}",
               f"{times['passes'] / n * 1e6:.2f}"]
        row += [f"{times.get(name, 0.0) * 1e3:.1f}" for name in names]
        lines.append("| " + " | ".join(row) + " |")
    return "\n".join(lines)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    gen = sub.add_parser("generate", help="print a module")
    gen.add_argument("--form", choices=PIPELINES, default="frontend")
    gen.add_argument("--boundaries", type=int, required=True)
    run = sub.add_parser("run", help="time tpfuse-opt")
    run.add_argument("--tpfuse-opt", required=True)
    run.add_argument("--form", choices=PIPELINES, default="frontend")
    run.add_argument("--sizes", default="10,100,1000,10000")
    run.add_argument("--runs", type=int, default=5)
    run.add_argument("--max-ratio", type=float, default=3.0,
                     help="largest allowed ratio of time per boundary "
                          "(each pass, all passes, the whole run), largest "
                          "size over the next-largest "
                          "(default 3: the 10x of a quadratic pass stands "
                          "out from the up to 2x that cache misses add as "
                          "the IR outgrows the caches)")
    run.add_argument("--json", help="write the raw results here")
    run.add_argument("--table", action="store_true",
                     help="print the results as a markdown table")
    args = parser.parse_args()

    if args.command == "generate":
        sys.stdout.write(generate(args.form, args.boundaries))
        return 0

    sizes = [int(s) for s in args.sizes.split(",")]
    with tempfile.TemporaryDirectory() as workdir:
        results = measure(args.tpfuse_opt, args.form, sizes, args.runs,
                          workdir)
    report = {
        "form": args.form,
        "pipeline": PIPELINES[args.form],
        "command": " ".join([os.path.basename(sys.argv[0])] + sys.argv[1:]),
        "commit": git("rev-parse", "HEAD"),
        "uncommitted_changes": (git("status", "--porcelain") or "").splitlines(),
        "machine": machine(),
        "results": results,
        "linearity": linearity(results, args.max_ratio),
    }
    if args.json:
        with open(args.json, "w") as f:
            json.dump(report, f, indent=2)
            f.write("\n")
    if args.table:
        print(markdown(report))
    failed = [r for r in results if "error" in r]
    check = report["linearity"]
    if check:
        print(f"time per boundary, {check['to']} vs {check['from']} "
              f"boundaries: worst x{check['ratios'][check['worst']]:.2f} "
              f"({check['worst']}; limit x{check['max_ratio']})",
              file=sys.stderr)
    return 1 if failed or (check and not check["ok"]) else 0


if __name__ == "__main__":
    sys.exit(main())
