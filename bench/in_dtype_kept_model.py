#!/usr/bin/env python3
"""How many squares a single row's filtered in-dtype chain adds.

A CPU model of TPFUSE_NORM_COMPUTE_IN_DTYPE's bf16 chain over the rows
tpfuse-norm-quant-bench times: h = bf16(x + residual), x and the residual
from runtime/test/gpu/TestTensors.h's testValue (ported here), squares
rd(h * h), acc = rd(acc + square). For each lead L, a window of 256 values
is filtered with the bound (smallestMovingSquareBits) of the acc the chain
had at the first value of the window L windows before it: the squares it
keeps are at most what InDtypeChainPipeline.cuh's chain adds with
kLeadWindows = L (lead 0 is filteredPacks). Prints the squares that move
the sum, the windows the chain passes over (their largest square below the
bound of its acc), the kept counts by lead, and the exact filter's kept
count per window.

It then prices merged windows: from window 2 on, windows of 1024 or 2048
squares, each filtered (lead 1) at the acc of the window before, under the
timeline's costs (bench/results/in-dtype-pipeline-top-1xH100, hidden 4096 x
1 on one H100): ~5.5 cycles a kept square's add and ~400 cycles of hand-off
and loop a window the chain does not pass over. Fewer hand-offs keep more
squares; the model says by how much.

Usage: bench/in_dtype_kept_model.py [HIDDEN] [SEED]   (default 7168 1)
"""
import struct
import sys

MASK = (1 << 64) - 1
INPUT, RESIDUAL = 1, 2  # TensorKind


def mix_bits(x):
    x ^= x >> 33
    x = (x * 0xff51afd7ed558ccd) & MASK
    x ^= x >> 33
    x = (x * 0xc4ceb9fe1a85ec53) & MASK
    x ^= x >> 33
    return x


def test_value(seed, rank, kind, index):
    x = mix_bits(((seed * 0x9e3779b97f4a7c15) & MASK) ^ ((rank + 1) << 48)
                 ^ (kind << 56) ^ index)
    magnitude = (8 + x % 248) / 128.0
    return -magnitude if (x >> 32) & 1 else magnitude


def f32_bits(value):
    return struct.unpack("<I", struct.pack("<f", value))[0]


def bf16(value):
    """value rounded to f32, then to bf16 (round to nearest even), as f32."""
    bits = f32_bits(value)
    bits = (bits + 0x7fff + ((bits >> 16) & 1)) & 0xffff0000
    return struct.unpack("<f", struct.pack("<I", bits))[0]


def bound(acc):
    """smallestMovingSquareBits for bf16 (common/InDtypeSum.h)."""
    exponent = (f32_bits(acc) >> 16 & 0x7fff) >> 7
    return (exponent - 8) << 7 if exponent > 8 else 1


def main():
    hidden = int(sys.argv[1]) if len(sys.argv) > 1 else 7168
    seed = int(sys.argv[2]) if len(sys.argv) > 2 else 1
    h = [bf16(bf16(test_value(seed, 0, INPUT, j)) +
              bf16(test_value(seed, 0, RESIDUAL, j))) for j in range(hidden)]
    squares = [bf16(v * v) for v in h]
    # accs[j]: the chain's acc before square j (accs[-1] the sum).
    accs = [0.0]
    for square in squares:
        accs.append(bf16(accs[-1] + square))
    acc = accs[-1]
    moves = sum(after != before for before, after in zip(accs, accs[1:]))
    window_start = accs[0:hidden:256]
    windows = len(window_start)

    def kept(w, lead):
        b = bound(window_start[max(0, w - lead)])
        return sum(1 for s in squares[256 * w:256 * w + 256]
                   if f32_bits(s) >> 16 >= b)

    # The windows the chain does not pass over: their largest square at or
    # above the bound of its acc at their start.
    live = [w for w in range(windows)
            if max(f32_bits(s) >> 16 for s in squares[256 * w:256 * w + 256])
            >= bound(window_start[w])]
    print(f"hidden {hidden}, seed {seed}: the sum {acc}, {moves} squares "
          f"move it; the chain passes over {windows - len(live)} of "
          f"{windows} windows, not over {live}")
    for lead in (0, 1, 2, 4):
        print(f"  filtered {lead} window(s) late: "
              f"{sum(kept(w, lead) for w in range(windows))} squares kept, "
              f"{sum(kept(w, lead) for w in live)} in those windows")
    print("  kept per window, filtered at its first acc:",
          [kept(w, 0) for w in range(windows)])
    print_merged_windows(squares, accs)


ADD_CYCLES, WINDOW_CYCLES = 5.5, 400


def print_merged_windows(squares, accs):
    """The chain's modelled cycles with windows merged from window 2 on;
    accs[j] is the chain's acc before square j."""
    n = len(squares)
    schedules = {
        "windows of 256": list(range(0, n, 256)) + [n],
        "256, 256, then 1024": [0, 256] + list(range(512, n, 1024)) + [n],
        "256, 256, 512, then 2048":
            [0, 256, 512, 1024] + list(range(2048, n, 2048)) + [n],
    }
    for name, edges in schedules.items():
        kept_total, live = 0, 0
        for i in range(len(edges) - 1):
            first, end = edges[i], edges[i + 1]
            window = squares[first:end]
            if max(f32_bits(s) >> 16 for s in window) < bound(accs[first]):
                continue  # passed over
            b = bound(accs[edges[max(0, i - 1)]])
            kept_total += sum(1 for s in window if f32_bits(s) >> 16 >= b)
            live += 1
        cycles = kept_total * ADD_CYCLES + live * WINDOW_CYCLES
        print(f"  merged windows, {name}: {kept_total} kept in {live} "
              f"windows, ~{cycles:.0f} cycles")


if __name__ == "__main__":
    main()
