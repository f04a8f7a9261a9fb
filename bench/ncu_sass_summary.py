#!/usr/bin/env python3
"""Summarize Nsight Compute's SASS source page of one kernel launch.

Input: `ncu --import R.ncu-rep --page source --csv --print-source sass`.
Prints the executed warp instructions and the warp-stall samples per opcode
(per element of the problem with --elements), the samples per stall reason
(the page's stall_* columns, where the profile sampled warp states), then
the instructions with the most stall samples, then the executed code as
runs of addresses (a run ends where the next executed instruction lies
more than --gap bytes further on: the path jumped over code it did not
run), with each run's size and stall samples. Used for the norm kernels'
profiles under bench/results/.

Usage: bench/ncu_sass_summary.py SASS.csv [--elements N] [--top K] [--gap B]
"""
import argparse
import collections
import csv
import re


def number(text):
    try:
        return float(text.replace(",", ""))
    except ValueError:
        return 0.0


def read_source_page(path):
    """The page's column names and its rows below them (ncu may print
    lines of its own above the header)."""
    with open(path, errors="replace") as f:
        rows = list(csv.reader(f))
    header_row = next((i for i, row in enumerate(rows)
                       if any(cell.strip() == "Source" for cell in row)), None)
    if header_row is None:
        raise SystemExit(f"{path}: no 'Source' column; expected ncu --page "
                         "source --csv --print-source sass")
    return [cell.strip() for cell in rows[header_row]], rows[header_row + 1:]


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv")
    parser.add_argument("--elements", type=float, default=0.0)
    parser.add_argument("--top", type=int, default=20)
    parser.add_argument("--gap", type=int, default=512)
    args = parser.parse_args()
    header, rows = read_source_page(args.csv)
    source = header.index("Source")
    executed = header.index("Instructions Executed")
    stalls = header.index("Warp Stall Sampling (All Samples)")
    per_opcode = collections.defaultdict(lambda: [0.0, 0.0])
    lines = []
    for row in rows:
        if len(row) <= max(source, executed, stalls):
            continue
        match = re.match(r"(@!?U?P\w+\s+)?([A-Z0-9_]+)", row[source].strip())
        if not match:
            continue
        count, samples = number(row[executed]), number(row[stalls])
        per_opcode[match.group(2)][0] += count
        per_opcode[match.group(2)][1] += samples
        lines.append((samples, count, row[source].strip()))
    total = sum(v[0] for v in per_opcode.values())
    total_samples = sum(v[1] for v in per_opcode.values()) or 1.0
    scale = 32.0 / args.elements if args.elements else 0.0
    print(f"warp instructions executed: {total:.0f}"
          + (f" ({total * scale:.2f} per element)" if scale else "")
          + f"; stall samples: {total_samples:.0f}")
    print("| opcode | executed | per element | stall samples | share |")
    print("|---|---:|---:|---:|---:|")
    for opcode, (count, samples) in sorted(per_opcode.items(),
                                           key=lambda kv: -kv[1][0]):
        if count == 0:
            continue
        print(f"| {opcode} | {count:.0f} | "
              f"{count * scale:.2f} | {samples:.0f} | "
              f"{100 * samples / total_samples:.1f}% |")
    reasons = [(name, i) for i, name in enumerate(header)
               if name.startswith("stall_") and "(Not Issued)" not in name]
    if reasons:
        per_reason = {name: sum(number(row[i]) for row in rows if len(row) > i)
                      for name, i in reasons}
        print("\n| stall reason | samples | share |")
        print("|---|---:|---:|")
        for name, samples in sorted(per_reason.items(), key=lambda kv: -kv[1]):
            if samples:
                print(f"| {name} | {samples:.0f} | "
                      f"{100 * samples / total_samples:.1f}% |")
    print(f"\nthe {args.top} instructions with the most stall samples:")
    for samples, count, text in sorted(lines, reverse=True)[:args.top]:
        print(f"{samples:8.0f} {count:10.0f}  {text[:100]}")
    print_executed_runs(header, rows, args.gap)


def executed_instructions(header, rows):
    """(offset from the kernel's first instruction, executed warp
    instructions, stall samples, SASS text) of each row with an address;
    the samples are 0 where the page has no sampling column."""
    address = next((i for i, name in enumerate(header) if "Address" in name),
                   None)
    if address is None:
        return []
    source = header.index("Source")
    executed = header.index("Instructions Executed")
    stalls = (header.index("Warp Stall Sampling (All Samples)")
              if "Warp Stall Sampling (All Samples)" in header else None)
    entries = []
    for row in rows:
        if len(row) <= max(address, source, executed, stalls or 0):
            continue
        try:
            where = int(row[address].strip(), 16)
        except ValueError:
            continue
        samples = number(row[stalls]) if stalls is not None else 0.0
        entries.append((where, number(row[executed]), samples,
                        row[source].strip()))
    if not entries:
        return []
    start = min(entry[0] for entry in entries)
    return [(where - start, count, samples, text)
            for where, count, samples, text in entries]


def print_executed_runs(header, rows, gap):
    """The executed instructions' offsets as runs split at gaps over `gap`
    bytes."""
    runs = []
    for at, count, samples, _ in sorted(executed_instructions(header, rows)):
        if count == 0:
            continue
        if runs and at - runs[-1][1] <= gap:
            runs[-1][1:] = [at, runs[-1][2] + 1, runs[-1][3] + samples]
        else:
            runs.append([at, at, 1, samples])
    if not runs:
        return
    print(f"\nexecuted code in {len(runs)} runs (gaps over {gap} bytes "
          "split them):")
    print("| from | to | instructions | stall samples |")
    print("|---|---|---:|---:|")
    for first, last, count, samples in runs:
        print(f"| 0x{first:05x} | 0x{last:05x} | {count} | {samples:.0f} |")


if __name__ == "__main__":
    main()
