#!/usr/bin/env bash
# Sets up, builds, and runs tpfuse on the bundled example: a DeepSeek-V3 NextN
# final layer at TP=2 (hidden 7168, dynamic token count), before and after the
# fusion pass with its remarks, the same layer under configurations the gate
# refuses, and the diagnostics for sums paid never or twice; then compiles the
# layer ahead of time and runs it on 2 CPU ranks against a float64 reference,
# with the runtime's counters.
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${TPFUSE_BUILD_DIR:-$root/build}

"$root/scripts/setup.sh" >&2
# Only what runs below (the tools, the plugin, the two compiled NextN
# programs), not the tests: ./scripts/test.sh builds everything.
"$root/scripts/build.sh" tpfuse-opt tpfuse-launch TPFusePlugin \
  tpfuse-e2e-nextn-unfused-tp2 tpfuse-e2e-nextn-fused-tp2 >&2

opt=("$build/bin/tpfuse-opt" --mlir-print-op-on-diagnostic=false)
example=$root/examples/deepseek_v3_nextn_final_layer.mlir
fuse=(-tp-fuse-allreduce-norm='remarks=true' -tp-verify-ownership)
section() { printf '\n=== %s ===\n\n' "$*"; }

section "Before: $(basename "$example")"
grep -v '^//' "$example" | sed '/./,$!d'

section "After: tpfuse-opt -tp-fuse-allreduce-norm='remarks=true' -tp-verify-ownership"
"${opt[@]}" "$example" "${fuse[@]}" 2>&1

section "The same layer under pure expert parallelism (ep = 2): the gate refuses, and says why"
sed 's/ep = 1/ep = 2/' "$example" | "${opt[@]}" - "${fuse[@]}" 2>&1 |
  grep -E 'remark|tp\.all_reduce|tp\.add_rms_norm'

section "The same layer at TP=1: a sum over one rank is no sum, and the canonicalizer drops it"
sed 's/size = 2/size = 1/' "$example" |
  "${opt[@]}" - -canonicalize "${fuse[@]}" 2>&1 |
  grep -E 'remark|arith\.addf|tp\.(all_reduce|add_rms_norm|mark_partial|partial_add)'

section "Upstream mlir-opt with the tpfuse plugin runs the same passes"
/usr/lib/llvm-22/bin/mlir-opt \
  --load-dialect-plugin="$build/lib/TPFusePlugin.so" \
  --load-pass-plugin="$build/lib/TPFusePlugin.so" \
  --pass-pipeline='builtin.module(tp-fuse-allreduce-norm,tp-verify-ownership)' \
  "$example" | grep -E 'tp\.all_reduce'

section "A norm fed a partial sum is rejected (the silent wrong result of a forgotten all-reduce)"
if "${opt[@]}" "$root/examples/invalid/unreduced_final_norm.mlir" 2>&1; then
  echo "error: the unreduced norm was accepted" >&2
  exit 1
fi

section "A sum paid twice (explicitly, and again by the fused norm) is rejected"
if "${opt[@]}" "$root/examples/invalid/paid_twice.mlir" -tp-verify-ownership 2>&1; then
  echo "error: the double payment was accepted" >&2
  exit 1
fi

section "Ahead of time: tp-aot-pipeline to the LLVM dialect, mlir-translate, llc (LLVM 22)"
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
"${opt[@]}" "$example" -tp-fuse-allreduce-norm -tp-aot-pipeline -o "$work/nextn.llvm.mlir"
/usr/lib/llvm-22/bin/mlir-translate --mlir-to-llvmir "$work/nextn.llvm.mlir" -o "$work/nextn.ll"
/usr/lib/llvm-22/bin/llc -O2 -filetype=obj -relocation-model=pic "$work/nextn.ll" -o "$work/nextn.o"
echo "The C entry point, and the runtime entries it calls:"
grep -E '^define i32 @_mlir_ciface|^declare i32 @tpfuse_' "$work/nextn.ll"

section "The NextN layer compiled (test/e2e), run on 2 CPU ranks: outputs against a float64 reference, and the counters"
launch=("$build/bin/tpfuse-launch" -n 2 --timeout 120 --)
e2e=$build/test/e2e
echo "--- unfused: one explicit all-reduce per rank"
"${launch[@]}" "$e2e/tpfuse-e2e-nextn-unfused-tp2" --expect unfused
echo "--- fused: the sum paid inside the norm; then forced to decline: the fallback in IR pays it, same outputs"
"${launch[@]}" "$e2e/tpfuse-e2e-nextn-fused-tp2" --expect fused
echo "--- fused, run with TPFUSE_FORCE_DECLINE=1"
TPFUSE_FORCE_DECLINE=1 "${launch[@]}" "$e2e/tpfuse-e2e-nextn-fused-tp2" --expect declined
