#!/usr/bin/env bash
# Compiles what `tpfuse-opt ... -tp-aot-pipeline=target=cuda` wrote (an
# LLVM-dialect module) into a shared object that tpfuse-run-cuda loads
# (docs/Running.md): mlir-translate to LLVM IR, LLVM 22's llc to a
# position-independent object, `c++ -shared`. The object's tpfuse_* and
# mgpu* calls stay undefined: the process that loads it (tpfuse-run-cuda,
# which links libtpfuse_runtime) defines them. With MANIFEST, the C entry
# (_mlir_ciface_<function>) must take what the manifest describes: the
# communicator, the stream and one descriptor per input, weights argument
# and output, since tpfuse-run-cuda can only trust the manifest for it.
#
# Usage: scripts/compile-cuda-module.sh MODULE.llvm.mlir OUT.so [MANIFEST]
set -euo pipefail
if (($# < 2 || $# > 3)); then
  echo "usage: $0 MODULE.llvm.mlir OUT.so [MANIFEST]" >&2
  exit 2
fi
module=$1
out=$2
manifest=${3:-}
llvm=${LLVM_TOOLS_DIR:-/usr/lib/llvm-22/bin}
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT

"$llvm/mlir-translate" --mlir-to-llvmir "$module" -o "$work/module.ll"
if [[ -n $manifest ]]; then
  python3 - "$work/module.ll" "$manifest" <<'PY'
import json, re, sys
ir, manifest = open(sys.argv[1]).read(), json.load(open(sys.argv[2]))
entry = "_mlir_ciface_" + manifest["function"]
found = re.search(r"^define [^@]*@" + re.escape(entry) + r"\(([^)]*)\)", ir,
                  re.M)
if not found:
    sys.exit(f"{sys.argv[1]}: no function {entry}")
params = len([p for p in found.group(1).split(",") if p.strip()])
weights = len(manifest.get("weight_arguments", [])) or 1
tensors = len(manifest["inputs"]) + weights + len(manifest["outputs"])
if params != tensors + 2:
    sys.exit(f"{entry} takes {params} arguments; the manifest's {tensors} "
             f"tensors with the communicator and the stream make "
             f"{tensors + 2} (not compiled with target=cuda?)")
PY
fi
"$llvm/llc" -O2 -filetype=obj -relocation-model=pic "$work/module.ll" \
  -o "$work/module.o"
"${CXX:-c++}" -shared "$work/module.o" -o "$out"
