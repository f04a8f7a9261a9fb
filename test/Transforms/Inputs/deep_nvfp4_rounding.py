#!/usr/bin/env python3
"""Prints the first case of raise-norm-quantization-nvfp4.mlir (the NVFP4
quantization #tp.quant states) with its rounded values passed through a
chain of COUNT elementwise ops (times 1.0): a rounding as deep as a model.

  deep_nvfp4_rounding.py CASES.mlir COUNT
"""

import sys

ROUND = """  %ch{i} = linalg.generic {{indexing_maps = [#blk, #blk], iterator_types = ["parallel", "parallel", "parallel"]}} ins({prev} : tensor<4x4x16xf32>) outs(%e3 : tensor<4x4x16xf32>) {{
  ^bb0(%a: f32, %o: f32):
    %one = arith.constant 1.0 : f32
    %m = arith.mulf %a, %one : f32
    linalg.yield %m : f32
  }} -> tensor<4x4x16xf32>"""


def main():
    path, count = sys.argv[1], int(sys.argv[2])
    with open(path) as f:
        first = f.read().split("// -----")[0]
    lines = []
    for line in first.split("\n"):
        if line.startswith("//"):
            continue
        if line.strip().startswith("return %values, %sf"):
            prev = "%values"
            for i in range(count):
                lines.append(ROUND.format(i=i, prev=prev))
                prev = "%ch{}".format(i)
            line = line.replace("%values", prev)
        lines.append(line)
    print("\n".join(lines))


if __name__ == "__main__":
    main()
