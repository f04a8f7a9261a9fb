#!/usr/bin/env bash
# Sets up, builds, and runs tpfuse on the bundled example: a DeepSeek-V3 NextN
# final layer at TP=2 (hidden 7168, dynamic token count), before and after the
# passes, and the diagnostic for a norm fed a sum nobody paid.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPFUSE_BUILD_DIR:-$root/build}

"$root/scripts/setup.sh" >&2
"$root/scripts/build.sh" >&2

opt=("$build/bin/tpfuse-opt" --mlir-print-op-on-diagnostic=false)
example=$root/examples/deepseek_v3_nextn_final_layer.mlir
section() { printf '\n=== %s ===\n\n' "$*"; }

section "Before: $(basename "$example")"
grep -v '^//' "$example" | sed '/./,$!d'

section "After: tpfuse-opt -canonicalize -cse (TP=2: the all-reduce is real communication and stays)"
"${opt[@]}" "$example" -canonicalize -cse

section "The same layer at TP=1: a sum over one rank is no sum, and the all-reduce folds away"
sed 's/size = 2/size = 1/' "$example" | "${opt[@]}" - -canonicalize -cse

section "Upstream mlir-opt with the tpfuse plugin reads the same IR"
/usr/lib/llvm-22/bin/mlir-opt \
  --load-dialect-plugin="$build/lib/TPFusePlugin.so" \
  --load-pass-plugin="$build/lib/TPFusePlugin.so" \
  --pass-pipeline='builtin.module(canonicalize)' "$example" |
  grep -E 'tp\.(all_reduce|add_rms_norm)'

section "A norm fed a partial sum is rejected (the silent wrong result of a forgotten all-reduce)"
if "${opt[@]}" "$root/examples/invalid/unreduced_final_norm.mlir" 2>&1; then
  echo "error: the unreduced norm was accepted" >&2
  exit 1
fi
