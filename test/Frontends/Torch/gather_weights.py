#!/usr/bin/env python3
"""Rebuilds the unsharded model's flat weights from one world size's shards.

The export (export_llama.py) commits each rank's flat weights for TP 2 and 4
and the layout of every world size (llama.json); the unsharded weights are
the shards put back together: a parameter whose shape differs between the
unsharded layout and the sharded one is the ranks' slices concatenated along
that dimension, in rank order; any other is replicated, and every rank must
hold the same bytes. Python standard library only (the e2e build runs it).

  gather_weights.py llama.json WORLD_SIZE RANK0.bin ... -o OUT.bin
"""

import argparse
import json
import math
import pathlib
import sys

ELEMENT_BYTES = {"bfloat16": 2, "float16": 2, "float32": 4}


def gather(manifest: dict, world_size: int, shards: list[bytes]) -> bytes:
    full = manifest["layouts"]["1"]
    sharded = {p["name"]: p for p in manifest["layouts"][str(world_size)]["parameters"]}
    size = ELEMENT_BYTES[full["dtype"]]
    if len(shards) != world_size:
        raise ValueError(f"{len(shards)} shards for {world_size} ranks")
    out = bytearray()
    for parameter in full["parameters"]:
        name, shape = parameter["name"], parameter["shape"]
        local = sharded[name]
        part = local["shape"]
        start = local["offset"] * size
        pieces = [shard[start : start + math.prod(part) * size] for shard in shards]
        split = [d for d in range(len(shape)) if shape[d] != part[d]]
        if not split:
            if any(piece != pieces[0] for piece in pieces):
                raise ValueError(f"{name}: replicated, but the ranks' bytes differ")
            out += pieces[0]
            continue
        (dim,) = split
        if part[dim] * world_size != shape[dim]:
            raise ValueError(f"{name}: {part} is not 1/{world_size} of {shape}")
        block = math.prod(part[dim:]) * size
        for outer in range(math.prod(shape[:dim])):
            for piece in pieces:
                out += piece[outer * block : (outer + 1) * block]
    if len(out) != full["weights"] * size:
        raise ValueError(f"{len(out)} bytes gathered, the layout has {full['weights'] * size}")
    return bytes(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("manifest", type=pathlib.Path)
    parser.add_argument("world_size", type=int)
    parser.add_argument("shards", type=pathlib.Path, nargs="+")
    parser.add_argument("-o", "--output", type=pathlib.Path, required=True)
    args = parser.parse_args()
    manifest = json.loads(args.manifest.read_text())
    try:
        data = gather(manifest, args.world_size, [s.read_bytes() for s in args.shards])
    except ValueError as error:
        sys.exit(f"gather_weights: {error}")
    args.output.write_bytes(data)


if __name__ == "__main__":
    main()
