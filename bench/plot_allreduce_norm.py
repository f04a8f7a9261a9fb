#!/usr/bin/env python3
"""JSON, Markdown table and PNG plot of fused all-reduce + RMSNorm latencies.

Reads the CSV that tpfuse-gpu-bench prints (its log) and, if given, the JSON
written by bench/flashinfer_allreduce_norm_bench.py (same method, same run);
writes one JSON with every variant, a Markdown table per hidden size (bf16)
and a log-log plot of latency vs tokens.

"tpfuse auto" is not a separate measurement: TPFUSE_ALGORITHM_AUTO picks
one-shot, two-shot or NCCL + norm on the host, at capture, by the built-in
size table (runtime/src/cuda/SizeTable.cpp); inside a CUDA graph it then runs
exactly that variant's kernels, so its time is the measured time of the
variant the table picks (AUTO_ROWS below copies the world-size-2 bf16 rows).

Usage: plot_allreduce_norm.py --tpfuse-log LOG [--flashinfer-json J]
           [--repeat-log LOG2] [--meta KEY=VALUE ...] --out PREFIX
"""

import argparse
import csv
import io
import json
import math

MiB = 1024 * 1024
# runtime/src/cuda/SizeTable.cpp, world size 2, bf16: (one-shot max, two-shot max) bytes
AUTO_ROWS = {1024: (2 * MiB, math.inf), 4096: (2 * MiB, math.inf),
             7168: (3 * MiB, math.inf), 8192: (3 * MiB, math.inf)}
AUTO_DEFAULT = (2 * MiB, math.inf)

VARIANTS = [  # key, label
    ("tpfuse-auto", "tpfuse auto"),
    ("one-shot", "tpfuse one-shot"),
    ("two-shot", "tpfuse two-shot"),
    ("split", "split (NCCL + norm)"),
    ("fi-one-shot", "FlashInfer one-shot"),
    ("fi-two-shot", "FlashInfer two-shot"),
]


def read_tpfuse_csv(path):
    text = open(path).read()
    lines = [l for l in text.splitlines()
             if l.startswith("dtype,") or l.count(",") == 6 and l.split(",")[0]
             in ("bf16", "f16", "f32")]
    rows = list(csv.DictReader(io.StringIO("\n".join(lines))))
    out = {}
    for r in rows:
        out[(r["dtype"], int(r["hidden"]), int(r["tokens"]), r["variant"])] = {
            "median_us": float(r["median_us"]), "min_us": float(r["min_us"]),
            "max_us": float(r["max_us"])}
    return out


def auto_choice(hidden, tokens):
    one, two = AUTO_ROWS.get(hidden, AUTO_DEFAULT)
    b = tokens * hidden * 2
    return "one-shot" if b <= one else "two-shot" if b <= two else "split"


def main():
    p = argparse.ArgumentParser()
    p.add_argument("--tpfuse-log", required=True)
    p.add_argument("--repeat-log")
    p.add_argument("--flashinfer-json")
    p.add_argument("--hidden", default="7168,4096")
    p.add_argument("--meta", action="append", default=[])
    p.add_argument("--out", required=True)
    args = p.parse_args()
    hiddens = [int(h) for h in args.hidden.split(",")]
    tp = read_tpfuse_csv(args.tpfuse_log)
    fi = {}
    fi_meta = None
    if args.flashinfer_json:
        fi_meta = json.load(open(args.flashinfer_json))
        for r in fi_meta["results"]:
            if "median_us" in r:
                fi[(r["hidden"], r["tokens"], r["variant"])] = r
    meta = dict(kv.split("=", 1) for kv in args.meta)

    table = {}
    for h in hiddens:
        tokens = sorted({k[2] for k in tp if k[0] == "bf16" and k[1] == h})
        for t in tokens:
            row = {}
            for v in ("one-shot", "two-shot", "split", "nccl"):
                if ("bf16", h, t, v) in tp:
                    row[v] = tp[("bf16", h, t, v)]
            choice = auto_choice(h, t)
            if choice in row:
                row["tpfuse-auto"] = dict(row[choice], picks=choice)
            for v in ("fi-one-shot", "fi-two-shot"):
                if (h, t, v) in fi:
                    r = fi[(h, t, v)]
                    row[v] = {k: r[k] for k in ("median_us", "min_us", "max_us",
                                                "rel_err_max", "correct")}
            table.setdefault(h, {})[t] = row

    repeat = None
    if args.repeat_log:
        rp = read_tpfuse_csv(args.repeat_log)
        diffs = {}
        for k, v in tp.items():
            if k[0] == "bf16" and k[1] in hiddens and k in rp:
                d = v["median_us"] / rp[k]["median_us"] - 1
                diffs.setdefault(k[3], []).append(abs(d))
        repeat = {v: {"max_abs_rel_diff": max(d),
                      "median_abs_rel_diff": sorted(d)[len(d) // 2]}
                  for v, d in diffs.items()}

    out = {"meta": meta, "flashinfer": None if fi_meta is None else
           {k: v for k, v in fi_meta.items() if k != "results"},
           "auto_rule": "tpfuse auto = the variant the built-in size table picks "
                        "(SizeTable.cpp, ws 2 bf16: one-shot up to "
                        "{h: MiB} then two-shot): " + json.dumps(
                            {h: AUTO_ROWS[h][0] / MiB for h in hiddens}),
           "repeat_run": repeat,
           "results": {str(h): {str(t): r for t, r in rows.items()}
                       for h, rows in table.items()}}
    json.dump(out, open(args.out + ".json", "w"), indent=1)

    md = []
    for h in hiddens:
        md.append(f"\n### bf16, hidden {h}: median us per call (min-max)\n")
        cols = [(k, l) for k, l in VARIANTS
                if any(k in r for r in table[h].values())]
        md.append("| tokens | " + " | ".join(l for _, l in cols) +
                  " | NCCL alone | auto / split | auto picks |")
        md.append("|---:|" + "---:|" * (len(cols) + 2) + "---|")
        for t, r in table[h].items():
            cells = []
            for k, _ in cols:
                if k in r:
                    c = r[k]
                    cells.append(f"{c['median_us']:.1f} ({c['min_us']:.1f}-"
                                 f"{c['max_us']:.1f})")
                else:
                    cells.append("—")
            nccl = r.get("nccl", {}).get("median_us")
            sp = (r["split"]["median_us"] / r["tpfuse-auto"]["median_us"]
                  if "split" in r and "tpfuse-auto" in r else None)
            md.append(f"| {t} | " + " | ".join(cells) +
                      f" | {nccl:.1f} | " + (f"{sp:.2f}x" if sp else "—") +
                      f" | {r.get('tpfuse-auto', {}).get('picks', '—')} |")
    head = ["# All-reduce + residual + RMSNorm, bf16, TP=2 (generated by "
            "bench/plot_allreduce_norm.py)", ""]
    head += [f"- {k}: {v}" for k, v in meta.items()]
    head.append("- tpfuse auto: " + out["auto_rule"])
    if not fi:
        head.append("- FlashInfer: not measured in this run (see flashinfer-2xH200.md)")
    if repeat:
        head.append("- repeat run (--repeat-log): largest |difference| "
                    "of a median, per variant: " + ", ".join(
                        f"{v} {d['max_abs_rel_diff'] * 100:.1f}%" for v, d in repeat.items()))
    open(args.out + ".md", "w").write("\n".join(head) + "\n" + "\n".join(md) + "\n")

    import matplotlib

    matplotlib.use("Agg")
    import matplotlib.pyplot as plt

    fig, axes = plt.subplots(1, len(hiddens), figsize=(6.5 * len(hiddens), 5),
                             squeeze=False)
    styles = {"tpfuse-auto": ("k", "-", "o"), "one-shot": ("tab:blue", "--", "^"),
              "two-shot": ("tab:cyan", "--", "v"), "split": ("tab:red", "-", "s"),
              "nccl": ("tab:gray", ":", "x"),
              "fi-one-shot": ("tab:green", "-", "D"),
              "fi-two-shot": ("tab:olive", "-.", "d")}
    labels = dict(VARIANTS, nccl="NCCL all-reduce alone")
    for ax, h in zip(axes[0], hiddens):
        for k in ("tpfuse-auto", "one-shot", "two-shot", "split", "nccl",
                  "fi-one-shot", "fi-two-shot"):
            pts = [(t, r[k]) for t, r in table[h].items() if k in r]
            if not pts:
                continue
            xs = [t for t, _ in pts]
            ys = [c["median_us"] for _, c in pts]
            lo = [c["median_us"] - c["min_us"] for _, c in pts]
            hi = [c["max_us"] - c["median_us"] for _, c in pts]
            color, ls, mk = styles[k]
            ax.errorbar(xs, ys, yerr=[lo, hi], color=color, ls=ls, marker=mk,
                        ms=4, lw=1.6 if k == "tpfuse-auto" else 1.1, capsize=2,
                        label=labels[k])
        ax.set_xscale("log", base=2)
        ax.set_yscale("log")
        ax.set_xlabel("tokens")
        ax.set_ylabel("us per call (median, bars min-max)")
        ax.set_title(f"bf16, hidden {h}, TP=2, 2x H200 NVLink")
        ax.grid(True, which="both", alpha=0.3)
        ax.legend(fontsize=8)
    fig.suptitle("all-reduce + residual add + RMSNorm, CUDA-graph replay"
                 + ("" if fi else " (FlashInfer: not measured, see flashinfer-2xH200.md)"),
                 fontsize=10)
    fig.tight_layout()
    fig.savefig(args.out + ".png", dpi=120)
    print("wrote", args.out + ".{json,md,png}")


if __name__ == "__main__":
    main()
