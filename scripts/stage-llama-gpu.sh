#!/usr/bin/env bash
# Stages the exported LlamaModel's GPU run (test/e2e/LlamaCudaDriver.cpp) for
# a machine with one GPU and no build: into DEST (default ./.devllama,
# git-ignored), the driver and the shared libraries it loads that such a
# machine lacks, the model's inputs, the outputs of the CPU driver
# (LlamaDriver.cpp, run here on 2 CPU ranks) for the GPU's to be compared
# with, the device-side script bench/results/llama-same-device-1xH200-run.sh
# as run.sh, the other device-side scripts (repeat.sh, both.sh, joint.sh,
# small.sh, norms.sh, pdl.sh, profile.sh, verify.sh, lines.sh, split.sh, sweep.sh,
# chains.sh,
# and env.sh, which they source),
# the GPU tests and benchmarks if built, and the commit. On the device: `bash DEST/run.sh`
# (or another script). The folder is over the device tool's carry limit beside the
# tree, so it is also packed into DEST.tar.xz, at xz's strongest level
# (with a baseline staged, the default level left 54 MB of a 64 MB limit);
# carry that.
#
# Usage: scripts/stage-llama-gpu.sh [BUILD_DIR [DEST]]   (BUILD_DIR default:
# ./build, or $TPFUSE_BUILD_DIR), a build configured with the CUDA backend.
# With TPFUSE_BASELINE set to a folder holding an earlier commit's
# libtpfuse_runtime.so.5, COMMIT and, for small.sh, tpfuse-gpu-bench (an
# earlier staging's files), they go to DEST/base, for a benchmark side by
# side with that commit in the same device call (small.sh, norms.sh).
set -euo pipefail
root=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)
build=${1:-${TPFUSE_BUILD_DIR:-$root/build}}
dest=${2:-$root/.devllama}
inputs=$root/test/Frontends/Torch/Inputs/llama

driver=$build/test/e2e/tpfuse-e2e-llama-cuda
cpu_driver=$build/test/e2e/tpfuse-e2e-llama
launch=$build/bin/tpfuse-launch
for program in "$driver" "$cpu_driver" "$launch"; do
  if [[ ! -x $program ]]; then
    echo "missing $program: build $build with the CUDA backend first" >&2
    exit 1
  fi
done

rm -rf "$dest"
mkdir -p "$dest/llama" "$dest/cpu-outputs"
cp "$driver" "$dest/"
"$root/scripts/copy-gpu-libraries.sh" "$dest/lib" "$driver"
cp "$inputs"/ids_*.bin "$inputs"/reference_*.bin \
  "$inputs"/weights_tp2_rank*.bin "$inputs"/llama.json "$dest/llama/"
# Gathered from the shards by the build (test/e2e/Llama.cmake).
cp "$build/test/e2e/llama_weights_tp1.bin" "$dest/llama/weights_tp1.bin"
cp "$root/bench/results/llama-same-device-1xH200-run.sh" "$dest/run.sh"
# The device-side scripts that run from this folder, and what they share.
cp "$root/bench/results/device-env.sh" "$dest/env.sh"
cp "$root/bench/results/llama-same-device-1xH200-repeat-run.sh" "$dest/repeat.sh"
cp "$root/bench/results/gpu-norm-fused-llama-1xH200-run.sh" "$dest/both.sh"
cp "$root/bench/results/llama-joint-graph-1xH200-run.sh" "$dest/joint.sh"
cp "$root/bench/results/fused-small-token-1gpu-run.sh" "$dest/small.sh"
cp "$root/bench/results/norm-kernels-1gpu-run.sh" "$dest/norms.sh"
cp "$root/bench/results/llama-pdl-1gpu-run.sh" "$dest/pdl.sh"
cp "$root/bench/results/norm-quant-profile-1gpu-run.sh" "$dest/profile.sh"
cp "$root/bench/results/graphs-in-turn-and-epilogue-1gpu-run.sh" "$dest/verify.sh"
cp "$root/bench/results/norm-quant-lines-1gpu-run.sh" "$dest/lines.sh"
cp "$root/bench/results/norm-row-split-1gpu-run.sh" "$dest/split.sh"
cp "$root/bench/results/norm-row-split-sweep-1gpu-run.sh" "$dest/sweep.sh"
cp "$root/bench/results/in-dtype-chains-1gpu-run.sh" "$dest/chains.sh"
# The GPU tests and benchmarks they run, when the build has them.
for program in tpfuse-gpu-test tpfuse-gpu-model-graph tpfuse-gpu-bench \
               tpfuse-norm-quant-bench tpfuse-in-dtype-pipeline-timeline; do
  if [[ -x $build/runtime/test/gpu/$program ]]; then
    cp "$build/runtime/test/gpu/$program" "$dest/"
  fi
done

if [[ -n ${TPFUSE_BASELINE:-} ]]; then
  mkdir -p "$dest/base"
  cp "$TPFUSE_BASELINE"/{libtpfuse_runtime.so.5,COMMIT} "$dest/base/"
  if [[ -x $TPFUSE_BASELINE/tpfuse-gpu-bench ]]; then
    cp "$TPFUSE_BASELINE/tpfuse-gpu-bench" "$dest/base/"
  fi
fi

tokens=$(python3 -c "import json, sys; print(','.join(map(str, json.load(open(sys.argv[1]))['token_counts'])))" "$inputs/llama.json")
echo "$tokens" > "$dest/TOKENS"
"$launch" -n 2 --timeout 120 -- "$cpu_driver" --expect fused \
  --data "$inputs" --tokens "$tokens" \
  --unsharded-weights "$dest/llama/weights_tp1.bin" \
  --rank-weights "$inputs/weights_tp2_rank0.bin" \
  --rank-weights "$inputs/weights_tp2_rank1.bin" \
  --write-outputs "$dest/cpu-outputs" > "$dest/cpu-outputs/cpu-run.log"

commit=$(git -C "$root" rev-parse --short HEAD 2>/dev/null || echo unknown)
if ! git -C "$root" diff --quiet HEAD 2>/dev/null; then
  commit="$commit+uncommitted"
fi
echo "$commit" > "$dest/COMMIT"

echo "staged in $dest (commit $commit, $(du -sh "$dest" | cut -f1)):"
ls "$dest" "$dest/lib"
( cd "$(dirname "$dest")" && tar cf - "$(basename "$dest")" | xz -9e -T2 > "$dest.tar.xz" )
echo "packed: $dest.tar.xz ($(du -sh "$dest.tar.xz" | cut -f1))"
