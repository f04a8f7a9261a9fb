#!/usr/bin/env python3
"""Medians of the STAMP lines that a stamped local norm prints (the
experiment in bench/results/norm-quant-stamps-1xH100/stamps.patch): for
each scheme, the cycles each stage took since the stage before, from PDL's
wait on.

Usage: norm_quant_stamps_summary.py BENCH-LOG...
"""
import collections
import statistics
import sys

SCHEMES = {0: "none", 1: "fp8 static", 2: "fp8 per token",
           3: "fp8 groups", 4: "nvfp4", 5: "mxfp4"}
STAGES = ["PDL wait done", "squares summed", "block sum", "normed stored",
          "epilogue entered", "amax reduced / scale_in loaded",
          "scale computed / values stored", "values stored", "scale stored",
          "end"]


def main(paths):
    for path in paths:
        stamps = collections.defaultdict(list)
        with open(path) as log:
            for line in log:
                if not line.startswith("STAMP "):
                    continue
                fields = line.split()
                scheme = int(fields[1].split("=")[1])
                offsets = [int(fields[3].split("=")[1])]
                offsets += [int(field) for field in fields[4:]]
                stamps[scheme].append(offsets)
        print(f"{path}:")
        for scheme, calls in sorted(stamps.items()):
            medians = [statistics.median(call[i] for call in calls)
                       for i in range(len(STAGES))]
            stages = [(STAGES[i], m) for i, m in enumerate(medians) if m >= 0]
            steps = [f"{name} +{int(m - before)}" for (name, m), (_, before)
                     in zip(stages[1:], stages)]
            print(f"  {SCHEMES.get(scheme, scheme)} ({len(calls)} calls): "
                  + ", ".join(steps)
                  + f"; {int(stages[-1][1] - stages[0][1])} cycles after "
                  "the wait")


if __name__ == "__main__":
    main(sys.argv[1:])
