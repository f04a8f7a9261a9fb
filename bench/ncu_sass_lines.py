#!/usr/bin/env python3
"""Fold Nsight Compute's per-instruction counts into source lines.

Input: the SASS source page of one kernel launch (`ncu --import R.ncu-rep
--page source --csv --print-source sass`, from a binary built with
-lineinfo) and `nvdisasm -gi -c` of the cubin that holds the kernel
(`cuobjdump -xelf all LIB` extracts it). An instruction's offset in the
kernel is its address less the kernel's first; nvdisasm gives each offset
its source line and the chain of inlined calls around it. Prints the
executed warp instructions per innermost source line, and per frame of the
chain that lies in a file given with --frame (e.g. QuantizeRow.cuh: which
of its lines, with everything they inline), the largest first.

Usage: bench/ncu_sass_lines.py SASS.csv DISASSEMBLY KERNEL-SUBSTRING
           [--frame FILE-SUBSTRING] [--top K]
"""
import argparse
import collections
import os
import re

from ncu_sass_summary import executed_instructions, read_source_page

LINE = re.compile(r'//## File "([^"]+)", line (\d+)')
INSTRUCTION = re.compile(r"/\*([0-9a-f]{4,})\*/\s+(.*?)\s*;")


def read_counts(path):
    """{offset: (executed warp instructions, SASS text)} of the launch."""
    header, rows = read_source_page(path)
    if not any("Address" in name for name in header):
        raise SystemExit(f"{path}: no Address column")
    entries = executed_instructions(header, rows)
    if not entries:
        raise SystemExit(f"{path}: no instruction rows")
    return {where: (count, text) for where, count, _, text in entries}


def read_lines(path, kernel):
    """{offset: [(file, line), ...] innermost first} of the kernel."""
    chains, pending, inside = {}, [], False
    with open(path, errors="replace") as f:
        for text in f:
            if text.startswith(".text."):
                inside = kernel in text
                pending = []
                continue
            if not inside:
                continue
            frames = LINE.findall(text)
            if frames:
                # Each //## line names one frame, innermost first; a new
                # innermost frame starts a new chain.
                if not pending or pending[-1][2]:
                    pending = []
                file, line = frames[0]
                pending.append((os.path.basename(file), int(line),
                                "inlined at" not in text))
                continue
            match = INSTRUCTION.search(text)
            if match:
                chains[int(match.group(1), 16)] = [
                    (file, line) for file, line, _ in pending]
    return chains


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv")
    parser.add_argument("disassembly")
    parser.add_argument("kernel")
    parser.add_argument("--frame", action="append", default=[])
    parser.add_argument("--top", type=int, default=40)
    args = parser.parse_args()
    counts = read_counts(args.csv)
    chains = read_lines(args.disassembly, args.kernel)
    if not chains:
        raise SystemExit(f"no kernel matching {args.kernel!r} in "
                         f"{args.disassembly}")
    innermost = collections.Counter()
    framed = {name: collections.Counter() for name in args.frame}
    unmatched = 0.0
    for offset, (count, text) in counts.items():
        chain = chains.get(offset)
        if chain is None:
            unmatched += count
            continue
        if chain:
            innermost["%s:%d" % chain[0]] += count
        for name in args.frame:
            for file, line in chain:
                if name in file:
                    framed[name]["%s:%d" % (file, line)] += count
                    break
    total = sum(count for count, _ in counts.values())
    print(f"warp instructions executed: {total:.0f}"
          + (f" ({unmatched:.0f} at offsets nvdisasm does not list)"
             if unmatched else ""))
    print("\nper innermost source line:")
    for where, count in innermost.most_common(args.top):
        print(f"  {count:10.0f}  {100 * count / total:5.1f}%  {where}")
    for name, counter in framed.items():
        print(f"\nper line of {name} (with what it inlines):")
        for where, count in counter.most_common(args.top):
            print(f"  {count:10.0f}  {100 * count / total:5.1f}%  {where}")


if __name__ == "__main__":
    main()
